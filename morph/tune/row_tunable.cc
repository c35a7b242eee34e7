#include "morph/tune/row_tunable.h"

#include <memory>

#include "morph/base/error.h"
#include "morph/base/hash.h"
#include "morph/fusion/plan.h"

namespace morph::tune {

const std::vector<std::string>& row_candidates() {
  static const std::vector<std::string> c = {"default", "sg64",  "sg128", "sg256", "wg64",
                                             "wg128",   "wg256", "wg512", "wg1024"};
  return c;
}

fusion::RowSchedule row_candidate(const std::string& name, uint32_t cols) {
  if (name == "default") return fusion::default_schedule(cols);
  auto num = [&](size_t from) { return static_cast<uint32_t>(std::stoul(name.substr(from))); };
  if (name.starts_with("sg")) return {num(2), true, cols};
  if (name.starts_with("wg")) return {num(2), false, cols};
  throw UserError("tune: unknown row schedule candidate '" + name + "' (expected default, sgN or wgN)");
}

Tunable row_fence_tunable(const std::string& name, const fusion::Graph& g, std::map<std::string, rt::Tensor> timing,
                          std::map<std::string, rt::Tensor> probe) {
  struct State {
    std::vector<fusion::Plan> plans;
    std::map<std::string, rt::Tensor> timing, probe;
  };
  auto st = std::make_shared<State>();
  st->timing = std::move(timing);
  st->probe = std::move(probe);
  for (const std::string& c : row_candidates()) {
    fusion::PlanOptions opts;
    opts.schedule = [c](uint32_t cols) { return row_candidate(c, cols); };
    st->plans.push_back(fusion::Plan::fused(g, opts));
  }
  Tunable t;
  t.family = "fence/" + name;
  Hasher h;
  h.add(std::string_view(st->plans[0].describe()));
  t.family_hash = h.digest();
  t.candidates = row_candidates();
  t.run = [st](rt::Device& dev, size_t i) { st->plans.at(i).execute(dev, st->timing); };
  t.probe = [st](rt::Device& dev, size_t i) {
    auto out = st->plans.at(i).execute(dev, st->probe);
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

}  // namespace morph::tune
