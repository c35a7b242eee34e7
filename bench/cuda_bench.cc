// CUDA benchmarks (DESIGN §8): device-to-device copy bandwidth (the ceiling), fused
// chains at 64 Mi f32 elements, the per-call host cost of a fused chain at 4096 elements
// (10,000 back-to-back calls, one synchronize: Morph's dispatch, cache lookup and argument
// marshalling included), and first-compile / disk-cached compile times of a new chain.
// Timing: CUDA events on the device's stream (driver API), warm-up first, median of >= 20
// runs; inputs rotate over several sets so that the 60 MB L2 never serves them.
// Builds everywhere (libcuda is opened at run time); without a GPU it says so and exits 0.
//   morph_cuda_bench [--reps 30] [--json results.jsonl]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/tensor.h"

using namespace morph;

namespace {

struct Row {
  std::string name;
  double us = 0;     // median device time per op (µs), or host time per call
  double bytes = 0;  // bytes moved per op (read + write), 0 when not a bandwidth row
  int launches = 0;
  std::string note;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// A GPU spin of ~2 ms queued before each timed region: while it runs, the host queues the
// start event, the work and the stop event, so host-side costs (the builder, allocations) never
// open gaps on the GPU between the two events. Events then time the device work alone.
void gpu_busy(rt::CudaDevice& dev) { dev.spin(2000000); }

// Times `op(set)` with events around each run; `sets` input sets are rotated.
double time_events(rt::CudaDevice& dev, int reps, int sets, const std::function<void(int)>& op) {
  for (int w = 0; w < 3; ++w) op(w % sets);
  dev.synchronize();
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    gpu_busy(dev);
    auto a = dev.record_event();
    op(r % sets);
    auto b = dev.record_event();
    us.push_back(1000.0 * dev.elapsed_ms(a, b));
  }
  return median(us);
}

std::vector<float> random_floats(size_t n, std::mt19937& rng) {
  std::vector<float> v(n);
  std::uniform_real_distribution<float> d(-4.0f, 4.0f);
  for (auto& x : v) x = d(rng);
  return v;
}

rt::Tensor filled(rt::Device& dev, size_t n, std::mt19937& rng) {
  rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, {n});
  t.upload(random_floats(n, rng));
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  int reps = 30;
  std::string json;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--reps" && i + 1 < argc)
      reps = std::max(20, std::atoi(argv[++i]));
    else if (a == "--json" && i + 1 < argc)
      json = argv[++i];
  }
  std::string why = rt::cuda_unavailable_reason();
  if (!why.empty()) {
    std::printf("skipped: no CUDA device (%s)\n", why.c_str());
    return 0;
  }
  rt::CudaDevice dev(-1);
  std::printf("device: %s (%s, %u SMs), %s\n", dev.name().c_str(), dev.caps().arch.c_str(), dev.caps().compute_units,
              dev.compile_identity().c_str());
  std::mt19937 rng(std::random_device{}());
  std::vector<Row> rows;

  // ---- copy bandwidth: 256 MiB (64 Mi f32) device-to-device, 4 rotating pairs ----
  const size_t n = size_t{64} << 20;
  const size_t nb = n * 4;
  {
    const int sets = 4;
    std::vector<rt::Buffer> src, dst;
    for (int s = 0; s < sets; ++s) {
      src.push_back(dev.alloc(nb));
      dst.push_back(dev.alloc(nb));
      dev.fill_u32(src.back(), 0x3f800000u + s);
    }
    double us = time_events(dev, reps, sets, [&](int s) { dev.copy(dst[s], src[s], nb); });
    rows.push_back({"copy d2d 256 MiB", us, 2.0 * nb, 1, "cuMemcpyDtoDAsync"});
  }
  const double copy_gbs = rows[0].bytes / rows[0].us / 1e3;

  // ---- fused chains at 64 Mi f32, one launch each; 3 rotating input sets ----
  {
    const int sets = 3;
    struct Set {
      rt::Tensor a, w, b, c, out;
    };
    std::vector<Set> S;
    for (int s = 0; s < sets; ++s)
      S.push_back({filled(dev, n, rng), filled(dev, n, rng), filled(dev, n, rng), filled(dev, n, rng),
                   rt::Tensor::empty(dev, ir::Type::F32, {n})});
    auto chain = [&](const char* name, int inputs, const std::function<fusion::Fuse(Set&)>& make) {
      size_t launches = 0;
      double us = time_events(dev, reps, sets, [&](int s) { launches = make(S[s]).run(S[s].out); });
      rows.push_back({name, us, double(inputs + 1) * nb, int(launches), ""});
    };
    // No transcendental: shows what the launch path reaches when the chain is memory-bound.
    chain("a*w+b 64Mi f32", 3, [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b)); });
    chain("silu(a)*b 64Mi f32", 2, [](Set& s) { return std::move(fusion::Fuse(s.a).silu().mul(s.b)); });
    chain("silu(a*w+b) 64Mi f32", 3, [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu()); });
    chain("7-op sqrt(abs(silu(a*w+b)*c+0.5))", 4,
          [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu().mul(s.c).add(0.5f).abs().sqrt()); });
  }

  // ---- gated norm rms_norm(x) * w * silu(g), 524288 x 128 f32: a DAG plan (one fence launch) ----
  {
    const uint32_t R = 524288, C = 128;
    fusion::Graph g;
    fusion::Sym x = g.input("x", C), w = g.input("w", C, fusion::Extent::PerCol), gate = g.input("g", C);
    g.output("y", fusion::rms_norm(x, 1e-6f) * w * fusion::silu(gate));
    fusion::Plan plan = fusion::Plan::fused(g);
    const int sets = 3;
    std::vector<std::map<std::string, rt::Tensor>> S;
    for (int s = 0; s < sets; ++s) {
      rt::Tensor X = rt::Tensor::empty(dev, ir::Type::F32, {R, C}), G = rt::Tensor::empty(dev, ir::Type::F32, {R, C});
      X.upload(random_floats(size_t{R} * C, rng));
      G.upload(random_floats(size_t{R} * C, rng));
      S.push_back({{"x", X}, {"w", filled(dev, C, rng)}, {"g", G}});
    }
    // Outputs preallocated per input set, so the timed region holds the launch alone.
    std::vector<std::map<std::string, rt::Tensor>> outs(sets);
    for (int s = 0; s < sets; ++s) outs[s]["y"] = rt::Tensor::empty(dev, ir::Type::F32, {R, C});
    double us = time_events(dev, reps, sets, [&](int s) { plan.execute_into(dev, S[s], outs[s]); });
    rows.push_back({"gated norm 512Ki x 128 f32", us, 3.0 * R * C * 4, int(plan.launch_count()),
                    "Plan::fused, execute_into a preallocated output"});
  }

  // ---- per-call host cost at 4096 elements: 10,000 back-to-back calls, one sync ----
  {
    const size_t m = 4096;
    rt::Tensor a = filled(dev, m, rng), b = filled(dev, m, rng), out = rt::Tensor::empty(dev, ir::Type::F32, {m});
    const int calls = 10000;
    for (int w = 0; w < 100; ++w) fusion::Fuse(a).silu().mul(b).run(out);
    dev.synchronize();
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) fusion::Fuse(a).silu().mul(b).run(out);
    dev.synchronize();
    double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() / calls;
    rows.push_back({"per call: Fuse(a).silu().mul(b).run, 4096", us, 0, 1, "host wall / call, incl. builder"});

    // The same kernel through Device::launch directly (compiled-kernel cache + marshalling).
    dsl::KernelRef k = dsl::kernel(
        "bench_small_vadd",
        [](dsl::Array<float> x, dsl::Array<float> y, dsl::Array<float> o) {
      using namespace dsl;
      Val<uint32_t> i = global_id(0);
      If(i < o.size(), [&] { o[i] = x[i] * y[i]; });
        },
        {"x", "y", "o"});
    rt::LaunchArg args[3] = {rt::arg(a.buffer), rt::arg(b.buffer), rt::arg(out.buffer)};
    for (int w = 0; w < 100; ++w) dev.launch(k, {16}, {256}, std::span<const rt::LaunchArg>(args, 3));
    dev.synchronize();
    t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) dev.launch(k, {16}, {256}, std::span<const rt::LaunchArg>(args, 3));
    dev.synchronize();
    us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() / calls;
    rows.push_back({"per call: Device::launch x*y, 4096", us, 0, 1, "host wall / call"});
  }

  // ---- compile times of a new chain: first (NVRTC) and disk-cached ----
  {
    std::vector<double> first, cached, trace;
    for (int r = 0; r < 5; ++r) {
      uint32_t salt = static_cast<uint32_t>(rng()) & 0x3fffffffu;  // a new constant -> a new kernel source
      float c = std::bit_cast<float>(0x3f000000u | (salt & 0x7fffffu));
      rt::Tensor a = filled(dev, 1024, rng);
      fusion::Fuse f(a);
      f.mul(c).silu().add(c);
      rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, {1024});
      auto t0 = std::chrono::steady_clock::now();
      fusion::Plan plan = fusion::Plan::fused(f.graph(out));  // partition + trace of its dag_map kernel
      dsl::KernelRef k = plan.kernels().at(0);
      auto t1 = std::chrono::steady_clock::now();
      dev.compile(*k);
      first.push_back(dev.compile_stats().last_ms);
      trace.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      dev.clear_module_cache();
      dev.compile(*k);
      cached.push_back(dev.compile_stats().last_ms);
    }
    auto s = dev.compile_stats();
    rows.push_back(
        {"compile: first (print+NVRTC+load), ms", median(first) * 1000, 0, 0, "nvrtc runs " + std::to_string(s.nvrtc)});
    rows.push_back({"compile: disk-cached (print+read+load), ms", median(cached) * 1000, 0, 0,
                    "disk hits " + std::to_string(s.disk_hits)});
    rows.push_back({"trace: Plan::fused (new chain), ms", median(trace) * 1000, 0, 0, "partition + dag_map trace"});
  }

  std::printf("\n%-46s %12s %10s %8s %9s  %s\n", "workload", "median", "GB/s", "%copy", "launches", "note");
  for (const Row& r : rows) {
    bool ms = r.name.find(", ms") != std::string::npos;
    double gbs = r.bytes > 0 ? r.bytes / r.us / 1e3 : 0;
    char val[32];
    std::snprintf(val, sizeof val, ms ? "%.3f ms" : "%.2f us", ms ? r.us / 1000 : r.us);
    std::printf("%-46s %12s %10.1f %7.1f%% %9d  %s\n", r.name.c_str(), val, gbs,
                r.bytes > 0 ? 100 * gbs / copy_gbs : 0.0, r.launches, r.note.c_str());
  }
  if (!json.empty()) {
    std::ofstream o(json);
    for (const Row& r : rows)
      o << "{\"name\":\"" << r.name << "\",\"us\":" << r.us << ",\"bytes\":" << r.bytes
        << ",\"launches\":" << r.launches << ",\"device\":\"" << dev.name() << "\"}\n";
  }
  return 0;
}
