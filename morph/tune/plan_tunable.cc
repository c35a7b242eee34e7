#include "morph/tune/plan_tunable.h"

#include <memory>
#include <optional>

#include "morph/base/error.h"
#include "morph/base/hash.h"
#include "morph/fusion/sensitivity.h"

namespace morph::tune {

Tunable plan_tunable(const std::string& family, const fusion::Graph& g, const std::vector<std::string>& candidates,
                     const std::function<fusion::PlanOptions(const std::string&)>& options,
                     std::map<std::string, rt::Tensor> timing, std::map<std::string, rt::Tensor> probe) {
  struct State {
    std::vector<std::optional<fusion::Plan>> plans;
    std::vector<std::string> errors;
    std::map<std::string, rt::Tensor> timing, probe;
    const fusion::Plan& plan(size_t i) const {
      if (!plans.at(i)) throw UserError(errors.at(i));
      return *plans[i];
    }
  };
  auto st = std::make_shared<State>();
  st->timing = std::move(timing);
  st->probe = std::move(probe);
  for (const std::string& c : candidates) {
    try {
      st->plans.emplace_back(fusion::Plan::fused(g, options(c)));
      st->errors.emplace_back();
    } catch (const std::exception& e) {  // e.g. a schedule this graph's rows cannot take
      st->plans.emplace_back(std::nullopt);
      const std::string what = e.what();  // named once ("candidate 'split4': tune: candidate 'split4' ..." before)
      st->errors.emplace_back(what.find("'" + c + "'") == std::string::npos ? "candidate '" + c + "': " + what : what);
    }
  }
  Tunable t;
  t.family = family;
  Hasher h;
  h.add(std::string_view(st->plan(0).describe()));
  t.family_hash = h.digest();
  t.candidates = candidates;
  for (ir::Type ot : g.output_types()) t.probe_f32 &= ot == ir::Type::F32;  // storage types of the outputs
  // As `morph table` times a plan: the outputs allocated (and the kernels compiled) by one
  // execute() here; the timed function only re-runs the launches into them (execute_into).
  t.prepare = [st](rt::Device& dev, size_t i) -> std::function<void()> {
    const fusion::Plan* p = &st->plan(i);
    auto outs = std::make_shared<std::map<std::string, rt::Tensor>>(p->execute(dev, st->timing));
    dev.synchronize();
    rt::Device* d = &dev;
    return [st, p, outs, d] { p->execute_into(*d, st->timing, *outs); };
  };
  t.probe = [st](rt::Device& dev, size_t i) {
    auto out = st->plan(i).execute(dev, st->probe);
    std::vector<uint8_t> bytes;
    for (auto& [n, tensor] : out) {  // std::map: name order
      std::vector<uint8_t> b(tensor.bytes());
      tensor.download_raw(b.data(), b.size());
      bytes.insert(bytes.end(), b.begin(), b.end());
    }
    return bytes;
  };
  return t;
}

std::map<std::string, rt::Tensor> bind_inputs(rt::Device& dev, const fusion::Graph& g, uint64_t rows, uint64_t seed) {
  std::map<std::string, rt::Tensor> m;
  std::map<std::string, std::vector<float>> hosts = fusion::default_inputs(g, rows, seed);
  for (const auto& [name, id] : g.inputs()) {
    const std::vector<float>& host = hosts.at(name);
    const fusion::Node& n = g.node(id);
    auto t = n.extent == fusion::Extent::Full ? rt::Tensor::empty(dev, ir::Type::F32, {rows, n.cols})
                                              : rt::Tensor::empty(dev, ir::Type::F32, {host.size()});
    t.upload(host);
    m.emplace(name, std::move(t));
  }
  return m;
}

}  // namespace morph::tune
