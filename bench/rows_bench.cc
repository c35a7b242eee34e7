// Row-fence schedules timed on one device: the `morph table` row cases (Qwen3-Next gated norm at
// 1 and 4096 tokens, residual add + RMSNorm at hidden 4096, softmax over the Qwen vocabulary) and
// the 512Ki x 128 gated norm, each under the default schedule and a few alternatives (shuffles vs
// shared memory, rows per workgroup, split counts). Every alternative's output is compared bitwise
// with the default's (L6) and the count of differing elements printed.
// Timing: CUDA events around execute_into after a ~2 ms GPU spin (device time, median of N), or
// on other backends host wall clock around execute + finish. Inputs rotate over 3 sets.
//   morph_rows_bench [--backend cuda] [--reps 30] [--json rows.jsonl] [--cases a,b] [--quick]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/registry.h"

using namespace morph;
using fusion::FenceSchedule;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void gpu_busy(rt::CudaDevice& dev) { dev.spin(2000000); }

double time_it(rt::Device& dev, int reps, int sets, const std::function<void(int)>& op) {
  for (int w = 0; w < 3; ++w) op(w % sets);
  dev.synchronize();
  auto* cuda = dynamic_cast<rt::CudaDevice*>(&dev);
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    if (cuda) {
      gpu_busy(*cuda);
      auto a = cuda->record_event();
      op(r % sets);
      auto b = cuda->record_event();
      us.push_back(1000.0 * cuda->elapsed_ms(a, b));
    } else {
      auto t0 = std::chrono::steady_clock::now();
      op(r % sets);
      dev.synchronize();
      us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
    }
  }
  return median(us);
}

struct Case {
  const char* name;
  const char* expr;
  uint32_t rows, cols;
  std::vector<FenceSchedule> alts;  // besides the default
};

FenceSchedule sched(uint32_t W, bool sg, uint32_t n, uint32_t split = 1, uint32_t R = 0, bool shuf = false) {
  FenceSchedule s;
  s.workgroup = W;
  s.subgroup_rows = sg;
  s.n_static = n;
  s.split = split;
  s.row_items = R;
  s.shuffles = shuf;
  return s;
}

// The blocked schedule: R items per row, each owning n / 32 / R whole butterfly groups.
FenceSchedule blocked(uint32_t W, uint32_t n, uint32_t R) {
  FenceSchedule s = sched(W, false, n, 1, R);
  s.blocked = true;
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  int reps = 30;
  std::string json, backend = "cuda";
  bool quick = false;
  std::string only;  // ",name,name," or empty for all
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--reps" && i + 1 < argc)
      reps = std::max(5, std::atoi(argv[++i]));
    else if (a == "--json" && i + 1 < argc)
      json = argv[++i];
    else if (a == "--backend" && i + 1 < argc)
      backend = argv[++i];
    else if (a == "--quick")
      quick = true;  // small shapes (CPU backends)
    else if (a == "--cases" && i + 1 < argc)
      only = std::string(",") + argv[++i] + ",";
  }
  std::unique_ptr<rt::Device> dev;
  try {
    dev = rt::open_device(backend);
  } catch (const std::exception& e) {
    std::printf("skipped: %s\n", e.what());
    return 0;
  }
  std::printf("device: %s (%s)\n", dev->name().c_str(), dev->backend().c_str());
  const uint32_t big = quick ? 1024 : 131072, huge = quick ? 2048 : 524288;
  std::vector<Case> cases = {
      {"gated_norm_1tok",
       "rms_norm(x, eps=1e-6)*w*silu(g)",
       32,
       128,
       {sched(128, true, 128, 1, 0, true), sched(64, false, 128, 1, 16), sched(32, false, 128, 1, 8)}},
      {"gated_norm_4096tok",
       "rms_norm(x, eps=1e-6)*w*silu(g)",
       big,
       128,
       {sched(128, true, 128, 1, 0, true), sched(256, true, 128), sched(64, false, 128, 1, 16),
        sched(128, false, 128, 1, 16), sched(32, false, 128, 1, 8), blocked(256, 128, 4), blocked(64, 128, 4),
        blocked(128, 128, 2), blocked(32, 128, 1)}},
      {"gated_norm_512Ki",
       "rms_norm(x, eps=1e-6)*w*silu(g)",
       huge,
       128,
       {sched(128, true, 128, 1, 0, true), sched(64, false, 128, 1, 16), sched(128, false, 128, 1, 16),
        blocked(256, 128, 4), blocked(128, 128, 2)}},
      {"add_rms_norm",
       "rms_norm(x+r, eps=1e-5)*w",
       4,
       4096,
       {sched(1024, false, 4096, 1, 0, true), sched(512, false, 4096), sched(512, false, 4096, 1, 0, true),
        sched(256, false, 4096), sched(256, false, 4096, 1, 0, true), sched(128, false, 4096, 8),
        sched(256, false, 4096, 4)}},
      {"softmax_vocab",
       "softmax(x)",
       4,
       151936,
       {sched(1024, false, 151936, 32), sched(128, false, 151936, 32), sched(512, false, 151936, 16),
        sched(1024, false, 151936, 8), sched(1024, false, 151936)}},
      {"softmax_vocab_1row", "softmax(x)", 1, 151936, {sched(1024, false, 151936, 32), sched(1024, false, 151936)}},
  };
  std::mt19937 rng(std::random_device{}());
  std::uniform_real_distribution<float> u(-4.0f, 4.0f);
  std::ofstream jout;
  if (!json.empty()) jout.open(json);
  std::printf("\n%-20s %-44s %10s %9s %9s %10s\n", "case", "schedule", "median us", "GB/s", "launches", "vs default");
  for (const Case& c : cases) {
    if (!only.empty() && only.find(std::string(",") + c.name + ",") == std::string::npos) continue;
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, {c.cols, {"w"}});
    const fusion::Graph& g = ge.graph;
    const int sets = 3;
    std::vector<std::map<std::string, rt::Tensor>> S(sets), O(sets);
    double bytes = 0;
    for (int s = 0; s < sets; ++s) {
      for (auto& [name, id] : g.inputs()) {
        uint64_t n = fusion::extent_numel(g.node(id).extent, c.rows, c.cols);
        std::vector<float> v(n);
        for (auto& x : v) x = u(rng);
        S[s][name] = rt::Tensor::empty(*dev, ir::Type::F32, {n});
        S[s][name].upload(v);
        if (s == 0) bytes += 4.0 * n;
      }
      O[s]["y"] = rt::Tensor::empty(*dev, ir::Type::F32, {uint64_t{c.rows} * c.cols});
    }
    bytes += 4.0 * c.rows * c.cols;
    std::vector<FenceSchedule> all = {fusion::default_schedule(c.cols)};
    all.insert(all.end(), c.alts.begin(), c.alts.end());
    std::vector<float> ref;
    double def_us = 0;
    for (size_t i = 0; i < all.size(); ++i) {
      fusion::PlanOptions o;
      FenceSchedule s = all[i];
      o.schedule = [&](uint32_t) { return s; };
      fusion::Plan plan = fusion::Plan::fused(g, o);
      double us = time_it(*dev, reps, sets, [&](int k) { plan.execute_into(*dev, S[k], O[k]); });
      plan.execute_into(*dev, S[0], O[0]);
      std::vector<float> y = O[0]["y"].download_f32();
      size_t diff = 0;
      if (i == 0) {
        ref = y;
        def_us = us;
      } else {
        for (size_t j = 0; j < y.size(); ++j) diff += !same_float(y[j], ref[j]);
      }
      std::string label = (i == 0 ? "default " : "") + s.str();
      std::printf("%-20s %-44s %10.2f %9.1f %9zu %9.2fx%s\n", c.name, label.c_str(), us, bytes / us / 1e3,
                  plan.launch_count(), us / def_us, diff ? "  BITS DIFFER" : "");
      if (diff) std::printf("  %zu of %zu elements differ from the default schedule\n", diff, y.size());
      if (jout)
        jout << "{\"bench\":\"rows\",\"case\":\"" << c.name << "\",\"expr\":\"" << c.expr << "\",\"rows\":" << c.rows
             << ",\"cols\":" << c.cols << ",\"schedule\":\"" << s.str()
             << "\",\"default\":" << (i == 0 ? "true" : "false") << ",\"us\":" << us << ",\"bytes\":" << bytes
             << ",\"launches\":" << plan.launch_count() << ",\"differ\":" << diff << ",\"backend\":\"" << dev->backend()
             << "\",\"device\":\"" << dev->name() << "\",\"timing\":\""
             << (dev->backend() == "cuda" ? "cuda events" : "wall") << "\"}\n";
    }
  }
  return 0;
}
