// `morph tune [CASE...|--all] [--backend B] [--shapes RxC,...] [--json]`: runs the autotuner
// (morph/tune) on the row-fence cases of `morph table` and prints, per case, the winning row
// schedule, its time and its gain over the default schedule. Winners are cached on disk
// ($XDG_CACHE_HOME/morph/tune); a second run reports them from the cache after validating them.
// Every candidate is checked bitwise against the default on a probe before it is timed.
//   morph tune --all --backend opencl
//   morph tune softmax_vocab --shapes 8x151936,8x151930 --json
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/random_inputs.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/row_tunable.h"
#include "tools/morph/commands.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {
namespace {

struct TuneCase {
  const char* name;
  const char* expr;
  uint64_t rows, cols;
  const char* vec;
};

// The row-fence cases of `morph table` (same expressions and model shapes).
const TuneCase kTuneCases[] = {
    {"gated_norm_1tok", "rms_norm(x, eps=1e-6)*w*silu(g)", 32, 128, "w"},
    {"gated_norm_4096tok", "rms_norm(x, eps=1e-6)*w*silu(g)", 131072, 128, "w"},
    {"add_rms_norm", "rms_norm(x+r, eps=1e-5)*w", 4, 4096, "w"},
    {"softmax_vocab", "softmax(x)", 4, 151936, ""},
};

struct TuneOpts {
  std::vector<std::string> cases;
  bool all = false, json = false;
  std::string backend, shapes;
};

std::vector<std::pair<uint64_t, uint64_t>> parse_shapes(const std::string& s) {
  std::vector<std::pair<uint64_t, uint64_t>> out;
  std::istringstream is(s);
  std::string item;
  while (std::getline(is, item, ',')) {
    size_t x = item.find('x');
    try {
      if (x == std::string::npos) throw std::invalid_argument("no x");
      size_t used = 0;
      uint64_t r = std::stoull(item.substr(0, x), &used);
      if (used != x) throw std::invalid_argument("rows");
      uint64_t c = std::stoull(item.substr(x + 1), &used);
      if (used != item.size() - x - 1 || r == 0 || c == 0 || c > (uint64_t{1} << 24)) throw std::invalid_argument("cols");
      out.push_back({r, c});
    } catch (const std::exception&) {
      throw UsageError("--shapes: '" + item + "' is not ROWSxCOLS with rows >= 1 and 1 <= cols <= 2^24 (e.g. 4x4096)");
    }
  }
  if (out.empty()) throw UsageError("--shapes: give ROWSxCOLS[,ROWSxCOLS...]");
  return out;
}

int run_tune(const TuneOpts& o) {
  std::vector<const TuneCase*> cases;
  for (const std::string& n : o.cases) {
    const TuneCase* f = nullptr;
    for (const TuneCase& c : kTuneCases)
      if (n == c.name) f = &c;
    if (!f) {
      std::string names;
      for (const TuneCase& c : kTuneCases) names += std::string(" ") + c.name;
      throw UsageError("morph tune: unknown case '" + n + "'; the row-fence cases are" + names);
    }
    cases.push_back(f);
  }
  if (o.all || cases.empty())
    for (const TuneCase& c : kTuneCases) cases.push_back(&c);
  std::string spec = o.backend;
  if (spec.empty()) {  // the first GPU/OpenCL device found, else the oracle
    spec = "oracle";
    for (const rt::DeviceInfo& d : rt::list_devices())
      if (d.backend != "oracle") {
        spec = d.spec;
        break;
      }
  }
  std::unique_ptr<rt::Device> dev = rt::open_device(spec);
  const bool oracle = dev->backend() == "oracle";
  // The oracle interprets: one timed run per candidate, few rows (it only proves the path works).
  tune::TuneOptions topts;
  if (oracle) topts = {0, 1};
  tune::Tuner tuner({}, topts);
  const uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  if (!o.json)
    std::cout << "morph tune on " << dev->name() << " (" << dev->backend() << "), cache "
              << (tuner.cache().enabled() ? tuner.cache().dir() : std::string("off")) << ", seed " << seed << "\n"
              << std::left << std::setw(20) << "case" << std::setw(14) << "shape" << std::setw(18) << "class"
              << std::setw(9) << "winner" << std::right << std::setw(13) << "default us" << std::setw(12)
              << "winner us" << std::setw(8) << "gain" << "  source\n";
  nlohmann::json out = nlohmann::json::array();
  uint64_t k = 0;
  for (const TuneCase* c : cases) {
    std::vector<std::pair<uint64_t, uint64_t>> shapes = {{c->rows, c->cols}};
    if (!o.shapes.empty()) shapes = parse_shapes(o.shapes);
    for (auto [rows, cols] : shapes) {
      if (oracle) rows = std::min<uint64_t>(rows, cols > 8192 ? 1 : 4);
      std::set<std::string> vecs;
      if (*c->vec) vecs.insert(c->vec);
      fusion::GraphExpr ge =
          fusion::lower_to_graph(fusion::parse_expression(c->expr), c->expr, {static_cast<uint32_t>(cols), vecs});
      auto bind = [&](uint64_t r) {
        std::map<std::string, rt::Tensor> m;
        for (auto& [name, id] : ge.graph.inputs()) {
          fusion::Extent e = ge.graph.node(id).extent;
          uint64_t n = fusion::extent_numel(e, r, cols);
          auto t = e == fusion::Extent::Full ? rt::Tensor::empty(*dev, ir::Type::F32, {r, cols})
                                             : rt::Tensor::empty(*dev, ir::Type::F32, {n});
          t.upload(fusion::random_with_specials(seed + k++, n));
          m[name] = t;
        }
        return m;
      };
      tune::Tunable t = tune::row_fence_tunable(c->name, ge.graph, bind(rows), bind(std::min<uint64_t>(rows, 3)));
      tune::ShapeClass sc = tune::shape_class(rows, cols);
      tune::TuneResult r = tuner.tune(*dev, t, sc);
      const std::string source = r.from_cache ? "cache (validated)" : r.cache_rebuilt ? "tuned (entry rebuilt)" : "tuned";
      double d_us = r.median_us.empty() ? 0 : r.median_us[0];
      double w_us = r.median_us.empty() ? 0 : r.median_us[r.winner];
      nlohmann::json row = {{"case", c->name},     {"expression", c->expr},   {"shape", {rows, cols}},
                            {"class", sc.str()},   {"backend", dev->backend()}, {"device", dev->name()},
                            {"fingerprint", tune::device_fingerprint(*dev)},
                            {"winner", r.winner_name}, {"default_us", d_us}, {"winner_us", w_us},
                            {"gain", r.gain()},   {"from_cache", r.from_cache}, {"cache_rebuilt", r.cache_rebuilt},
                            {"candidates", t.candidates}, {"median_us", r.median_us}};
      out.push_back(row);
      if (o.json) continue;
      std::ostringstream g;
      g << std::fixed << std::setprecision(2) << r.gain() << "x";
      std::cout << std::left << std::setw(20) << c->name << std::setw(14) << (std::to_string(rows) + "x" + std::to_string(cols))
                << std::setw(18) << sc.str() << std::setw(9) << r.winner_name << std::right << std::fixed
                << std::setprecision(1) << std::setw(13) << d_us << std::setw(12) << w_us << std::setw(8) << g.str()
                << "  " << source << "\n";
    }
  }
  if (o.json) std::cout << out.dump(2) << "\n";
  else
    std::cout << "\nEvery candidate was checked bitwise against the default schedule on a probe before timing;\n"
                 "times: median of the timed runs (wall time around launch + synchronize). Use the winners at run\n"
                 "time with MORPH_AUTOTUNE=1 (docs/tune.md).\n";
  return 0;
}

}  // namespace

void register_tune(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("tune", "Autotune the row-fence cases of `morph table` and print the winners with "
                                         "their gain over the default schedule (cached on disk)");
  auto o = std::make_shared<TuneOpts>();
  cmd->add_option("cases", o->cases, "Cases to tune (gated_norm_1tok, gated_norm_4096tok, add_rms_norm, softmax_vocab)");
  cmd->add_flag("--all", o->all, "Tune every row-fence case (the default when no case is named)");
  cmd->add_option("--backend", o->backend, "Device spec (oracle, opencl[:N], cuda[:N]); default: the first GPU/OpenCL "
                                           "device found, else the oracle");
  cmd->add_option("--shapes", o->shapes, "Comma-separated ROWSxCOLS shapes replacing each case's model shape");
  cmd->add_flag("--json", o->json, "Print a JSON array (case, shape, class, winner, default_us, winner_us, gain, ...)");
  cmd->callback([o, exit_code] { *exit_code = run_tune(*o); });
}

}  // namespace morph::cli
