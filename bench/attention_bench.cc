// Attention and RoPE on one CUDA device, timed with CUDA events after a GPU spin (the host queues
// the events and the launches while the spin runs, so host costs never show): decode attention
// (Llama-3-8B: 32 q heads, 8 kv heads, head_dim 128) at batch 1 and 8 over 4K-128K contexts with
// an f16 cache (and bf16/f32 at 8K), a causal prefill on the exact SIMT arm, and RoPE (+ the
// q/k RMSNorm) on Qwen3-8B shapes — each beside a device copy of the same bytes (the floor).
// Every timed case is checked: decode outputs bitwise against the plain C++ reference (contexts
// up to 32K) and batch invariance (sequence 0 alone = sequence 0 of the batch of 8); RoPE
// against rope_norm_ref. Inputs rotate over sets of >= 256 MB so that the 60 MB L2 never
// serves them. Builds everywhere; without a GPU it says so and exits 0.
//   morph_attention_bench [--reps 20] [--json results.jsonl] [--quick] [--sweep: decode schedules only]
//                         [--shape B,CTX: the sweep at that batch and context only (a profiler's run)]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/ops/attention.h"
#include "morph/ops/rope.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"

using namespace morph;

namespace {

struct Row {
  std::string name;
  double us = 0;       // median device time (µs)
  double bytes = 0;    // bytes that must move (the floor's numerator)
  double copy_us = 0;  // a device copy of the same bytes (read + write halves), median
  std::string check;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

rt::CudaDevice* g_cuda = nullptr;  // null: --local run on another backend (wall clock, a logic check)

void gpu_busy(rt::CudaDevice& dev) { dev.spin(2000000); }  // as cuda_bench.cc and rows_bench.cc

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
    gpu_busy(*g_cuda);
    auto a = g_cuda->record_event();
    op(r % sets);
    auto b = g_cuda->record_event();
    us.push_back(1000.0 * g_cuda->elapsed_ms(a, b));
  }
  return median(us);
}

/// Median time of a device copy of `bytes` (half read, half written: src bytes/2 -> dst).
double copy_us(rt::Device& dev, int reps, double bytes) {
  size_t half = static_cast<size_t>(bytes / 2) & ~size_t{255};
  if (half < 256) half = 256;
  const int sets = std::max(1, std::min(8, static_cast<int>((256u << 20) / half)));
  std::vector<rt::Buffer> src, dst;
  for (int s = 0; s < sets; ++s) {
    src.push_back(dev.alloc(half));
    dst.push_back(dev.alloc(half));
    if (g_cuda) g_cuda->fill_u32(src.back(), 0x3f800000u);
  }
  return time_events(dev, reps, sets, [&](int s) { dev.copy(dst[s], src[s], half); });
}

/// Uniform in [lo, hi) from a 64-bit LCG seeded by rng (fast: the long contexts need ~10^8 values).
std::vector<float> uniform(std::mt19937& rng, size_t n, float lo, float hi) {
  uint64_t st = (uint64_t{rng()} << 32) | rng();
  std::vector<float> v(n);
  for (float& x : v) {
    st = st * 6364136223846793005ull + 1442695040888963407ull;
    x = lo + (hi - lo) * static_cast<float>(st >> 40) * 0x1p-24f;
  }
  return v;
}

size_t mismatches(const std::vector<float>& a, const std::vector<float>& b, size_t n) {
  size_t m = 0;
  for (size_t i = 0; i < n; ++i) m += !same_float(a[i], b[i]);
  return m;
}

float round_to(ir::Type t, float x) {
  if (t == ir::Type::F16) return f16_to_f32(f32_to_f16(x));
  if (t == ir::Type::BF16) return bf16_to_f32(f32_to_bf16(x));
  return x;
}

/// Random q and a contiguous cache of `batch` sequences of `ctx` positions (host values rounded
/// to the cache dtype), uploaded as `sets` copies (>= 256 MB in all, at most 4) so that the L2
/// never serves a timed call.
struct AttnInputs {
  ops::HostKv kv;
  std::vector<float> q;
  std::vector<int32_t> lens;
  std::vector<rt::Tensor> tq, tk, tv, out;
  double kv_bytes = 0, bytes = 0;
  int sets = 1;
  AttnInputs(rt::Device& dev, std::mt19937& rng, const ops::AttnConfig& c, uint32_t batch, uint32_t ctx, uint32_t n_q) {
    const uint32_t D = c.head_dim;
    const size_t kv_elems = size_t{batch} * ctx * c.n_kv_heads * D, q_elems = size_t{batch} * n_q * c.n_q_heads * D;
    kv_bytes = 2.0 * kv_elems * (c.kv_type == ir::Type::F32 ? 4 : 2);
    bytes = kv_bytes + 2.0 * q_elems * 4;
    sets = std::max(1, std::min(4, static_cast<int>(256e6 / kv_bytes + 0.999)));
    kv.capacity = ctx;
    kv.k = uniform(rng, kv_elems, -1.0f, 1.0f);
    kv.v = uniform(rng, kv_elems, -2.0f, 2.0f);
    for (float* a : {kv.k.data(), kv.v.data()})
      for (size_t i = 0; i < kv_elems; ++i) a[i] = round_to(c.kv_type, a[i]);
    q = uniform(rng, q_elems, -1.0f, 1.0f);
    lens.assign(batch, static_cast<int32_t>(ctx));
    std::vector<uint64_t> kv_shape{batch, ctx, c.n_kv_heads, D}, q_shape{batch, n_q, c.n_q_heads, D};
    for (int s = 0; s < sets; ++s) {
      tq.push_back(rt::Tensor::empty(dev, ir::Type::F32, q_shape));
      tq.back().upload(q);
      tk.push_back(rt::Tensor::empty(dev, c.kv_type, kv_shape));
      tk.back().upload(kv.k);
      tv.push_back(rt::Tensor::empty(dev, c.kv_type, kv_shape));
      tv.back().upload(kv.v);
      out.push_back(rt::Tensor::empty(dev, ir::Type::F32, q_shape));
    }
  }
  /// Median device time of attention under config c (prepared once, then the two launches).
  double time(rt::Device& dev, int reps, const ops::AttnConfig& c) {
    ops::AttnCall call = ops::attention_prepare(dev, c, tq[0], tk[0], tv[0], nullptr, lens);
    return time_events(dev, reps, sets, [&](int s) { call.enqueue(dev, tq[s], tk[s], tv[s], nullptr, out[s]); });
  }
};

/// Decode (n_q = 1) or causal prefill (n_q = ctx) over a contiguous cache of `batch` sequences.
Row attention_case(rt::Device& dev, int reps, std::mt19937& rng, uint32_t batch, uint32_t ctx, uint32_t n_q,
                   ir::Type kv_type, uint32_t q_tile, bool check_ref, uint32_t workgroup = 0, uint32_t hq = 32,
                   uint32_t d = 128) {
  ops::AttnConfig c{
      .n_q_heads = hq, .n_kv_heads = 8, .head_dim = d, .kv_type = kv_type, .q_tile = q_tile, .workgroup = workgroup};
  const uint32_t D = c.head_dim;
  AttnInputs in(dev, rng, c, batch, ctx, n_q);
  const ops::HostKv& kv = in.kv;
  const std::vector<float>& q = in.q;
  Row r;
  r.name = str_cat(n_q == 1 ? "decode" : "prefill", " b=", batch, " ctx=", ctx, " ", ir::type_name(kv_type),
                   n_q == 1 ? "" : str_cat(" q_tile=", q_tile), workgroup == 0 ? "" : str_cat(" wg=", workgroup),
                   hq == 32 && d == 128 ? "" : str_cat(" Hq=", hq, " D=", d));
  r.us = in.time(dev, reps, c);
  r.bytes = in.bytes;
  std::vector<float> got = in.out[0].download_f32();
  std::string check;
  if (check_ref) {
    std::vector<float> want = ops::attention_ref(c, q, batch, n_q, kv, in.lens);
    check = str_cat("vs reference: ", mismatches(got, want, got.size()), " mismatches");
  }
  if (batch > 1 && n_q == 1) {  // batch invariance: sequence 0 alone
    const size_t per_kv = size_t{ctx} * c.n_kv_heads * D, per_q = size_t{c.n_q_heads} * D;
    rt::Tensor q1 = rt::Tensor::empty(dev, ir::Type::F32, {1, 1, c.n_q_heads, D});
    q1.upload(std::vector<float>(q.begin(), q.begin() + per_q));
    rt::Tensor k1 = rt::Tensor::empty(dev, kv_type, {1, ctx, c.n_kv_heads, D});
    k1.upload(std::vector<float>(kv.k.begin(), kv.k.begin() + per_kv));
    rt::Tensor v1 = rt::Tensor::empty(dev, kv_type, {1, ctx, c.n_kv_heads, D});
    v1.upload(std::vector<float>(kv.v.begin(), kv.v.begin() + per_kv));
    std::vector<float> alone = ops::attention(dev, c, q1, k1, v1, nullptr, {static_cast<int32_t>(ctx)}).download_f32();
    check +=
        str_cat(check.empty() ? "" : "; ", "seq 0 alone vs in batch: ", mismatches(alone, got, per_q), " mismatches");
  }
  r.check = check;
  r.copy_us = copy_us(dev, reps, r.bytes);
  return r;
}

/// Decode schedules side by side on the same inputs (Llama-3-8B heads, f16 cache): workgroup
/// 128/256 x rows_per_block (K) x v_rows_per_block (V) x row_split; each schedule's output bitwise against the first's
/// (L6), the first against the plain C++ reference where `check_ref`.
std::vector<Row> decode_sweep(rt::Device& dev, int reps, std::mt19937& rng, uint32_t batch, uint32_t ctx,
                              bool check_ref) {
  ops::AttnConfig base{.n_q_heads = 32, .n_kv_heads = 8, .head_dim = 128, .kv_type = ir::Type::F16};
  AttnInputs in(dev, rng, base, batch, ctx, 1);
  const double copy = copy_us(dev, reps, in.bytes);
  std::vector<Row> rows;
  std::vector<float> first;
  // (workgroup, rows per block for K, for V, workgroups per kv head, launch bounds' workgroups per
  // SM, combine: 1 a second launch, 2 attn_chunk's last workgroup) (0: the knob as resolve_schedule
  // chooses it; the first is the automatic schedule — two launches —, the second the same with
  // one, attn_chunk's last workgroup combining)
  // (Launch bounds spilled and lost at every shape on 2026-12-05, the last-workgroup combine on
  // 2026-12-06: one row each is kept to see that it still does.)
  const uint32_t schedules[][6] = {{0, 0, 0, 0, 0, 0},   {0, 0, 0, 0, 0, 2},   {128, 4, 4, 1, 0, 0},
                                   {128, 2, 2, 1, 0, 0}, {128, 1, 1, 1, 0, 0}, {256, 4, 4, 1, 0, 0},
                                   {256, 2, 2, 1, 0, 0}, {128, 4, 2, 1, 0, 0}, {128, 2, 2, 1, 6, 0}};
  for (const auto& [wg, rb, vrb, split, minwg, comb] : schedules) {
    ops::AttnConfig c = base;
    c.workgroup = wg;
    c.rows_per_block = rb;
    c.v_rows_per_block = vrb;
    c.row_split = split;
    c.min_workgroups_per_cu = minwg;
    c.combine = comb;
    Row r;
    r.name = str_cat("sweep decode b=", batch, " ctx=", ctx, " f16 wg=", wg, " rb=", rb, " vrb=", vrb, " split=", split,
                     " minwg=", minwg, " combine=", comb);
    r.us = in.time(dev, reps, c);
    r.bytes = in.bytes;
    r.copy_us = copy;
    std::vector<float> got = in.out[0].download_f32();
    if (first.empty()) {
      first = got;
      if (check_ref)
        r.check = str_cat(
            "vs reference: ", mismatches(got, ops::attention_ref(c, in.q, batch, 1, in.kv, in.lens), got.size()),
            " mismatches");
    } else {
      r.check = str_cat("vs the automatic schedule: ", mismatches(got, first, got.size()), " mismatches");
    }
    rows.push_back(r);
  }
  return rows;
}

Row rope_case(rt::Device& dev, int reps, std::mt19937& rng, uint32_t tokens, uint32_t heads, bool norm) {
  ops::RopeConfig cfg;
  cfg.theta = 1e6;
  const uint32_t D = cfg.head_dim;
  const size_t n = size_t{tokens} * heads * D;
  const int sets = std::max(1, std::min(8, static_cast<int>(256e6 / (8.0 * n) + 0.999)));
  std::vector<float> x = uniform(rng, n, -3.0f, 3.0f), w = uniform(rng, D, 0.5f, 1.5f);
  std::vector<int32_t> pos(tokens);
  for (uint32_t t = 0; t < tokens; ++t) pos[t] = static_cast<int32_t>(1000 + 37 * t);
  std::vector<rt::Tensor> tx, ty;
  for (int s = 0; s < sets; ++s) {
    tx.push_back(rt::Tensor::empty(dev, ir::Type::F32, {tokens, heads, D}));
    tx.back().upload(x);
    ty.push_back(rt::Tensor::empty(dev, ir::Type::F32, {tokens, heads, D}));
  }
  rt::Tensor tw = rt::Tensor::empty(dev, ir::Type::F32, {D});
  tw.upload(w);
  rt::Tensor tp = rt::Tensor::empty(dev, ir::Type::I32, {tokens});
  tp.upload_raw(pos.data(), pos.size() * 4);
  ops::RopeCall call =
      ops::rope_prepare(dev, tx[0], norm ? &tw : nullptr, tp, cfg, norm ? std::optional<float>(1e-6f) : std::nullopt);
  Row r;
  r.name = str_cat(norm ? "rope+norm " : "rope ", tokens, "tok x ", heads, " heads x ", D);
  r.us = time_events(dev, reps, sets, [&](int s) { call.enqueue(dev, tx[s], ty[s]); });
  r.bytes = 8.0 * n;
  std::vector<float> got = ty[0].download_f32();
  std::vector<float> want = norm ? ops::rope_norm_ref(x, w, pos, heads, cfg, 1e-6f) : ops::rope_ref(x, pos, heads, cfg);
  r.check = str_cat("vs reference: ", mismatches(got, want, n), " mismatches");
  r.copy_us = copy_us(dev, reps, r.bytes);
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int reps = 20;
  bool quick = false, sweep = false;
  std::string json, local;
  uint32_t only_batch = 0, only_ctx = 0;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--reps" && i + 1 < argc)
      reps = std::max(5, std::atoi(argv[++i]));
    else if (a == "--json" && i + 1 < argc)
      json = argv[++i];
    else if (a == "--quick")
      quick = true;
    else if (a == "--sweep")
      sweep = true;  // only the decode schedule sweep
    else if (a == "--shape" && i + 1 < argc && std::sscanf(argv[++i], "%u,%u", &only_batch, &only_ctx) == 2)
      sweep = true;
    else if (a == "--local" && i + 1 < argc)
      local = argv[++i];  // e.g. opencl: small shapes, wall clock
  }
  std::unique_ptr<rt::Device> owned;
  std::unique_ptr<rt::CudaDevice> cuda;
  rt::Device* devp = nullptr;
  if (!local.empty()) {
    owned = rt::open_device(local);
    devp = owned.get();
    reps = 3;
  } else {
    std::string why = rt::cuda_unavailable_reason();
    if (!why.empty()) {
      std::printf("skipped: no CUDA device (%s)\n", why.c_str());
      return 0;
    }
    cuda = std::make_unique<rt::CudaDevice>(-1);
    g_cuda = cuda.get();
    devp = cuda.get();
    std::printf("device: %s (%s, %u SMs), %s\n", cuda->name().c_str(), cuda->caps().arch.c_str(),
                cuda->caps().compute_units, cuda->compile_identity().c_str());
  }
  rt::Device& dev = *devp;
  const bool small = !local.empty();
  std::mt19937 rng(20261130);
  std::vector<Row> rows;
  const double big = small ? 1 << 20 : 256.0 * (1 << 20) * 2;
  rows.push_back({"copy d2d 256 MiB", copy_us(dev, reps, big), big, 0, ""});
  std::ofstream o;
  if (!json.empty()) o.open(json);
  auto emit = [&](const std::function<Row()>& make) {
    Row r;
    try {
      r = make();
    } catch (const std::exception& e) {  // report and go on: one bad case must not cost the run
      std::printf("case failed: %s\n", e.what());
      std::fflush(stdout);
      return;
    }
    rows.push_back(r);
    std::printf("%-40s %10.2f us %8.1f GB/s  copy %8.2f us  %s\n", r.name.c_str(), r.us, r.bytes / r.us / 1e3,
                r.copy_us, r.check.c_str());
    std::fflush(stdout);
    if (o.is_open())
      o << "{\"name\":\"" << r.name << "\",\"us\":" << r.us << ",\"bytes\":" << r.bytes << ",\"copy_us\":" << r.copy_us
        << ",\"copy_256MiB_us\":" << rows[0].us << ",\"check\":\"" << r.check << "\",\"device\":\"" << dev.name()
        << "\"}\n"
        << std::flush;
  };
  Row copy_row = rows[0];
  rows.clear();
  emit([&] { return copy_row; });
  if (sweep) {
    const uint32_t c4 = small ? 300 : 4096, c8 = small ? 513 : 8192, c32 = small ? 700 : 32768;
    std::vector<std::pair<uint32_t, uint32_t>> shapes{{1, c4}, {1, c8}, {8, c8}, {1, c32}};
    if (!small) shapes.push_back({1, 131072});  // last: a time limit cuts it first
    if (only_batch) shapes = {{only_batch, only_ctx}};
    for (auto [b, ctx] : shapes)
      for (const Row& r : decode_sweep(dev, reps, rng, b, ctx, ctx <= c8)) emit([&] { return r; });
    return 0;
  }
  // Cheap rows first: a time limit cuts the tail (prefill, the 256-item schedule).
  for (bool norm : {false, true}) {
    emit([&] { return rope_case(dev, reps, rng, 1, 32, norm); });
    emit([&] { return rope_case(dev, reps, rng, small ? 16 : 512, 8, norm); });
    emit([&] { return rope_case(dev, reps, rng, small ? 8 : 4096, 32, norm); });
  }
  emit([&] { return rope_case(dev, reps, rng, small ? 8 : 512, 32, false); });  // ggml's ROPE perf shape
  const uint32_t c4 = small ? 300 : 4096, c8 = small ? 513 : 8192, c32 = small ? 700 : 32768, c128 = 131072;
  for (uint32_t ctx : {c4, c8, c32, c128})
    for (uint32_t b : {1u, 8u}) {
      if ((quick || small) && ctx == c128) continue;
      if (ctx == c128 && b > 1) continue;  // 128K x 8: 4.3 GB of host data
      emit([&] { return attention_case(dev, reps, rng, b, ctx, 1, ir::Type::F16, 1, b == 1 && ctx <= 32768); });
    }
  // ggml test-backend-ops' FLASH_ATTN_EXT perf shape (hsk=64, nh=8, nr=8, kv=7680, nb=1, f16).
  emit([&] { return attention_case(dev, reps, rng, 1, small ? 400 : 7680, 1, ir::Type::F16, 1, true, 0, 64, 64); });
  emit([&] { return attention_case(dev, reps, rng, 1, c8, 1, ir::Type::BF16, 1, true); });
  emit([&] { return attention_case(dev, reps, rng, 1, c8, 1, ir::Type::F32, 1, true); });
  for (uint32_t wg : {128u, 256u})  // fixed workgroups (the default chooses; same bits, checked)
    for (uint32_t ctx : {c4, c8, c32})
      emit([&] { return attention_case(dev, reps, rng, 1, ctx, 1, ir::Type::F16, 1, ctx <= c8, wg); });
  const uint32_t pre = small ? 300 : 2048;
  for (uint32_t qt : {4u, 1u})
    emit([&] { return attention_case(dev, std::min(reps, 5), rng, 1, pre, pre, ir::Type::F16, qt, small); });
  return 0;
}
