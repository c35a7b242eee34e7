// The gated delta rule (ops::gated_delta_net) on one CUDA device at Qwen3-Next's linear-attention
// shapes (16 q/k heads, 32 v heads, Dk = Dv = 128, q and k L2-normed): decode (one token) at batch
// 1, 8 and 32, and the recurrence over 16 and 256 prompt tokens at batch 1; and at ggml
// test-backend-ops' perf shape (32 heads of 128 for q, k and v) over 1, 64, 256 and 512 tokens. CUDA events after a GPU
// spin, median of --reps; the inputs and states rotate over sets of >= 256 MB, so the L2 never
// serves a timed call; each case beside a device copy of the same bytes (the floor: the state read
// and written once, q, k, v, g, beta read and the output written once). Every case's output and
// state are first checked bitwise against the plain C++ definition (gated_delta_net_ref). Builds
// everywhere; without a GPU it says so and exits 0.
//   morph_gdn_bench [--reps 30] [--json gdn.jsonl] [--local cpu: another backend, wall clock]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/ops/gated_delta_net.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"

using namespace morph;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

rt::CudaDevice* g_cuda = nullptr;  // null: --local run on another backend (wall clock)

double time_events(rt::Device& dev, int reps, int sets, const std::function<void(int)>& op) {
  for (int w = 0; w < 3; ++w) op(w % sets);
  dev.synchronize();
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    if (!g_cuda) {
      auto t0 = std::chrono::steady_clock::now();
      op(r % sets);
      dev.synchronize();
      us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
      continue;
    }
    g_cuda->spin(2000000);  // the launches queue behind it: host costs never show between the events
    auto a = g_cuda->record_event();
    op(r % sets);
    auto b = g_cuda->record_event();
    us.push_back(1000.0 * g_cuda->elapsed_ms(a, b));
  }
  return median(us);
}

double copy_us(rt::Device& dev, int reps, double bytes) {
  size_t half = std::max<size_t>(static_cast<size_t>(bytes / 2) & ~size_t{255}, 256);
  const int sets = std::max(1, std::min(64, static_cast<int>((256u << 20) / half)));
  std::vector<rt::Buffer> src, dst;
  for (int s = 0; s < sets; ++s) {
    src.push_back(dev.alloc(half));
    dst.push_back(dev.alloc(half));
    if (g_cuda) g_cuda->fill_u32(src.back(), 0x3f800000u);
  }
  return time_events(dev, reps, sets, [&](int s) { dev.copy(dst[s], src[s], half); });
}

size_t mismatches(const std::vector<float>& a, const std::vector<float>& b) {
  size_t m = a.size() == b.size() ? 0 : std::max(a.size(), b.size());
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) m += !same_float(a[i], b[i]);
  return m;
}

}  // namespace

int main(int argc, char** argv) {
  int reps = 30;
  std::string json, local;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--reps" && i + 1 < argc)
      reps = std::stoi(argv[++i]);
    else if (a == "--json" && i + 1 < argc)
      json = argv[++i];
    else if (a == "--local" && i + 1 < argc)
      local = argv[++i];
    else {
      std::fprintf(stderr,
                   "usage: morph_gdn_bench [--reps N] [--json FILE] [--local DEVICE: wall clock on cpu, opencl, …]\n");
      return 2;
    }
  }
  std::unique_ptr<rt::Device> owner;
  try {
    owner = rt::open_device(local.empty() ? "cuda" : local);
  } catch (const std::exception& e) {
    if (!local.empty()) {
      std::fprintf(stderr, "morph_gdn_bench: %s\n", e.what());
      return 1;
    }
    std::printf("skipped: no CUDA device (%s)\n", e.what());
    return 0;
  }
  rt::Device& dev = *owner;
  if (local.empty()) g_cuda = &dynamic_cast<rt::CudaDevice&>(dev);
  std::printf("device: %s (%s)\n", dev.name().c_str(), g_cuda ? "CUDA events after a GPU spin" : "wall clock");
  std::ofstream out;
  if (!json.empty()) out.open(json);
  ops::GdnConfig qwen;  // Qwen3-Next-80B-A3B: linear_num_key_heads 16, linear_num_value_heads 32, 128 x 128
  qwen.n_k_heads = 16, qwen.n_v_heads = 32, qwen.head_dim_k = 128, qwen.head_dim_v = 128, qwen.qk_l2norm = true;
  ops::GdnConfig g32 = qwen;  // ggml test-backend-ops' perf shape: 32 heads of 128, no head sharing
  g32.n_k_heads = 32;
  struct Shape {
    const char* label;
    ops::GdnConfig c;
    uint32_t batch, tokens;
  };
  std::mt19937 rng(20261207);
  std::normal_distribution<float> n01(0.0f, 1.0f);
  std::uniform_real_distribution<float> ug(-3.0f, -0.01f), ub(0.02f, 0.98f);
  std::printf("%-24s %10s %10s %8s %10s %10s  %s\n", "case", "Morph us", "GB/s", "% copy", "copy us", "b2b us",
              "check");
  const std::vector<Shape> shapes = {
      {"qwen3next", qwen, 1, 1},  {"qwen3next", qwen, 8, 1},   {"qwen3next", qwen, 32, 1},
      {"qwen3next", qwen, 1, 16}, {"qwen3next", qwen, 1, 256}, {"h32", g32, 1, 1},
      {"h32", g32, 1, 64},        {"h32", g32, 1, 256},        {"h32", g32, 1, 512}};
  for (const Shape& sh : shapes) {
    const ops::GdnConfig& c = sh.c;
    const uint64_t B = sh.batch, T = sh.tokens;
    ops::GdnHostInputs in;
    in.batch = sh.batch, in.tokens = sh.tokens;
    auto fill = [&](std::vector<float>& v, size_t n, auto&& f) {
      v.resize(n);
      for (float& x : v) x = f();
    };
    fill(in.q, B * T * c.n_k_heads * c.head_dim_k, [&] { return n01(rng); });
    fill(in.k, in.q.size(), [&] { return n01(rng); });
    fill(in.v, B * T * c.n_v_heads * c.head_dim_v, [&] { return n01(rng); });
    fill(in.g, B * T * c.n_v_heads, [&] { return ug(rng); });
    fill(in.beta, in.g.size(), [&] { return ub(rng); });
    fill(in.state, B * c.n_v_heads * c.head_dim_k * c.head_dim_v, [&] { return 0.1f * n01(rng); });
    const double state_bytes = 4.0 * in.state.size();
    const double bytes = 2 * state_bytes + 4.0 * (in.q.size() + in.k.size() + 2 * in.v.size() + 2 * in.g.size());
    const int sets = std::max(1, std::min(64, static_cast<int>((256.0 * (1 << 20)) / bytes)));
    struct Set {
      rt::Tensor q, k, v, g, beta, state, out;
    };
    std::vector<Set> S;
    auto up = [&](const std::vector<float>& v, std::vector<uint64_t> shape) {
      rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, std::move(shape));
      t.upload(v);
      return t;
    };
    for (int s = 0; s < sets; ++s)
      S.push_back({up(in.q, {B, T, c.n_k_heads, c.head_dim_k}), up(in.k, {B, T, c.n_k_heads, c.head_dim_k}),
                   up(in.v, {B, T, c.n_v_heads, c.head_dim_v}), up(in.g, {B, T, c.n_v_heads}),
                   up(in.beta, {B, T, c.n_v_heads}), up(in.state, {B, c.n_v_heads, c.head_dim_k, c.head_dim_v}),
                   rt::Tensor::empty(dev, ir::Type::F32, {B, T, c.n_v_heads, c.head_dim_v})});
    ops::GdnCall call = ops::gdn_prepare(c, S[0].q, S[0].k, S[0].v, S[0].g, S[0].beta, S[0].state);
    // The check first, on set 0's fresh state.
    call.enqueue(dev, S[0].q, S[0].k, S[0].v, S[0].g, S[0].beta, S[0].state, S[0].out);
    auto [want_o, want_s] = ops::gated_delta_net_ref(c, in);
    const size_t bad = mismatches(S[0].out.download_f32(), want_o) + mismatches(S[0].state.download_f32(), want_s);
    const double us = time_events(dev, reps, sets, [&](int s) {
      Set& x = S[static_cast<size_t>(s)];
      call.enqueue(dev, x.q, x.k, x.v, x.g, x.beta, x.state, x.out);
    });
    // Back to back: 20 launches between the events, per launch (ggml test-backend-ops' perf
    // protocol: no launch gap in the time).
    const double b2b = time_events(
                           dev, reps, 1,
                           [&](int) {
      for (int i = 0; i < 20; ++i) {
        Set& x = S[static_cast<size_t>(i % sets)];
        call.enqueue(dev, x.q, x.k, x.v, x.g, x.beta, x.state, x.out);
      }
                           }) /
        20;
    const double cu = copy_us(dev, reps, bytes);
    const std::string name = std::string(sh.label) + " b=" + std::to_string(B) + " T=" + std::to_string(T);
    const std::string check = "vs plain C++: " + std::to_string(bad) + " mismatches";
    std::printf("%-24s %10.2f %10.0f %7.0f%% %10.2f %10.2f  %s\n", name.c_str(), us, bytes / us * 1e-3, 100.0 * cu / us,
                cu, b2b, check.c_str());
    std::fflush(stdout);
    if (out)
      out << "{\"case\": \"" << name << "\", \"batch\": " << B << ", \"tokens\": " << T << ", \"us\": " << us
          << ", \"bytes\": " << bytes << ", \"copy_us\": " << cu << ", \"us_b2b\": " << b2b
          << ", \"mismatches\": " << bad << "}\n";
  }
  return 0;
}
