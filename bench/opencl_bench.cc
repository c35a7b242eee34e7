// OpenCL chain benchmarks: the CUDA benchmark's fused chains at 64 Mi f32 elements and
// a device-to-device copy, on an OpenCL device (NVIDIA's on the H200; PoCL on the CPU), so the
// two backends' figures of one kernel source sit side by side in bench/RESULTS.md.
// Timing: host wall clock around launch + clFinish (Device::synchronize) per run, warm-up first,
// median of >= 20 runs, inputs rotated over 3 sets so the L2 never serves them. The host-side
// launch and finish latency (~10 µs) is included, which CUDA events exclude: stated in RESULTS.
//   morph_opencl_bench [--device opencl:0] [--n 67108864] [--reps 30]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "morph/base/error.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"

using namespace morph;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

double time_wall(rt::Device& dev, int reps, int sets, const std::function<void(int)>& op) {
  for (int w = 0; w < 3; ++w) op(w % sets);
  dev.synchronize();
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    op(r % sets);
    dev.synchronize();
    us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
  }
  return median(us);
}

}  // namespace

int main(int argc, char** argv) {
  std::string spec = "opencl";
  size_t n = size_t{64} << 20;
  int reps = 30;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--device" && i + 1 < argc)
      spec = argv[++i];
    else if (a == "--n" && i + 1 < argc)
      n = std::stoull(argv[++i]);
    else if (a == "--reps" && i + 1 < argc)
      reps = std::max(20, std::atoi(argv[++i]));
  }
  std::unique_ptr<rt::Device> dev;
  try {
    dev = rt::open_device(spec);
  } catch (const BackendUnavailable& e) {
    std::printf("skipped: no OpenCL device (%s)\n", e.what());
    return 0;
  }
  std::printf("device: %s [%s] (%s), n = %zu f32\n", dev->name().c_str(), spec.c_str(), dev->caps().arch.c_str(), n);
  std::mt19937 rng(std::random_device{}());
  std::uniform_real_distribution<float> d(-4.0f, 4.0f);
  auto filled = [&] {
    rt::Tensor t = rt::Tensor::empty(*dev, ir::Type::F32, {n});
    std::vector<float> v(n);
    for (auto& x : v) x = d(rng);
    t.upload(v);
    return t;
  };
  const int sets = 3;
  struct Set {
    rt::Tensor a, w, b, c, out;
  };
  std::vector<Set> S;
  for (int s = 0; s < sets; ++s)
    S.push_back({filled(), filled(), filled(), filled(), rt::Tensor::empty(*dev, ir::Type::F32, {n})});
  const double nb = double(n) * 4;
  double copy_us = time_wall(*dev, reps, sets, [&](int s) { dev->copy(S[s].out.buffer, S[s].a.buffer, n * 4); });
  std::printf("%-40s %10.1f us  %7.0f GB/s  100.0%% of copy\n", "copy d2d", copy_us, 2 * nb / copy_us / 1e3);
  auto chain = [&](const char* name, int inputs, const std::function<fusion::Fuse(Set&)>& make) {
    size_t launches = 0;
    double us = time_wall(*dev, reps, sets, [&](int s) { launches = make(S[s]).run(S[s].out); });
    double gbs = (inputs + 1) * nb / us / 1e3;
    std::printf("%-40s %10.1f us  %7.0f GB/s  %5.1f%% of copy  %zu launch\n", name, us, gbs,
                100.0 * gbs / (2 * nb / copy_us / 1e3), launches);
  };
  chain("a*w+b", 3, [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b)); });
  chain("silu(a)*b", 2, [](Set& s) { return std::move(fusion::Fuse(s.a).silu().mul(s.b)); });
  chain("silu(a*w+b)", 3, [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu()); });
  chain("7-op sqrt(abs(silu(a*w+b)*c+0.5))", 4,
        [](Set& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu().mul(s.c).add(0.5f).abs().sqrt()); });
  return 0;
}
