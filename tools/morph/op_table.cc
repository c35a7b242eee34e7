#include "tools/morph/op_table.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/hash.h"
#include "morph/ops/attention.h"
#include "morph/ops/gated_delta_net.h"
#include "morph/ops/norms.h"
#include "morph/ops/rope.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/timing.h"
#include "morph/tune/autotune.h"

namespace morph::cli {

namespace {

using Clock = std::chrono::steady_clock;

struct OpCase {
  const char* name;
  const char* model;
  enum class Kind { RopeNorm, Rope, Attention, Gdn } kind;
  uint32_t tokens_or_batch, heads_or_ctx;
  ir::Type kv_type = ir::Type::F16;  // attention: the cache's storage type
  uint32_t n_q = 1;                  // attention: query tokens per sequence (prefill: the context)
  bool cell_only = false;            // run by `morph table --cells` or by name, not by default
};

// Qwen3-8B: 32 q heads, 8 kv heads, head_dim 128, rope_theta 1e6, q_norm/k_norm eps 1e-6.
// Llama-3-8B: 32 q heads, 8 kv heads, head_dim 128; decode against an 8192-token f16 cache.
const OpCase kOps[] = {
    {"rope_norm_q_1tok", "Qwen3-8B q_norm + RoPE, 1 token x 32 heads", OpCase::Kind::RopeNorm, 1, 32},
    {"rope_norm_k_512tok", "Qwen3-8B k_norm + RoPE, 512 tokens x 8 heads", OpCase::Kind::RopeNorm, 512, 8},
    {"attn_decode_8k", "Llama-3-8B decode attention, f16 KV, context 8192, batch 1", OpCase::Kind::Attention, 1, 8192},
    // Qwen3-Next's linear attention (16 q/k heads, 32 v heads, 128 x 128 state, q and k L2-normed).
    {"gdn_decode", "Qwen3-Next gated delta rule, 1 token, batch 1", OpCase::Kind::Gdn, 1, 1},
    // The cells ledger's own workloads (morph/cells/catalog.h). RoPE alone at the shape of
    // ggml's ROPE perf line (GPT-J pairs = ggml mode 0, [128, 32, 512]); attention per KV type.
    {"rope_q_512tok", "Llama-3-8B q RoPE alone (GPT-J pairs), 512 tokens x 32 heads", OpCase::Kind::Rope, 512, 32,
     ir::Type::F32, 1, true},
    {"attn_decode_8k_f32kv", "Llama-3-8B decode attention, f32 KV, context 8192, batch 1", OpCase::Kind::Attention, 1,
     8192, ir::Type::F32, 1, true},
    {"attn_decode_8k_bf16kv", "Llama-3-8B decode attention, bf16 KV, context 8192, batch 1", OpCase::Kind::Attention, 1,
     8192, ir::Type::BF16, 1, true},
    {"attn_prefill_512_f32kv", "Llama-3-8B causal prefill attention, f32 KV, 512 tokens", OpCase::Kind::Attention, 1,
     512, ir::Type::F32, 512, true},
    {"attn_prefill_512_f16kv", "Llama-3-8B causal prefill attention, f16 KV, 512 tokens", OpCase::Kind::Attention, 1,
     512, ir::Type::F16, 512, true},
    {"attn_prefill_512_bf16kv", "Llama-3-8B causal prefill attention, bf16 KV, 512 tokens", OpCase::Kind::Attention, 1,
     512, ir::Type::BF16, 512, true},
};

std::vector<float> uniform(std::mt19937& rng, size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> u(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = u(rng);
  return v;
}

uint64_t count_mismatch(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return std::max(a.size(), b.size());
  uint64_t m = 0;
  for (size_t i = 0; i < a.size(); ++i) m += !same_float(a[i], b[i]);
  return m;
}

/// Best-of-3 warm time of `fn` (after one untimed run); the oracle: the first run's time.
template <class Fn>
double time_us(rt::Device& dev, Fn&& fn) {
  auto t0 = Clock::now();
  fn();
  dev.synchronize();
  double best = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
  if (dev.backend() == "oracle") return best;
  for (int i = 0; i < 3; ++i) {
    t0 = Clock::now();
    fn();
    dev.synchronize();
    best = i == 0 ? std::chrono::duration<double, std::micro>(Clock::now() - t0).count()
                  : std::min(best, std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
  }
  return best;
}

/// Device time of `fn` (queued launches on prepared buffers) by rt::time_enqueue, the one timing
/// helper (`morph table`'s graph cases and `morph tune` use it too): warm-up runs, then the
/// median of the device clock's samples; -1 where the device has no clock (the oracle, cpu).
template <class Fn>
double device_us(rt::Device& dev, Fn&& fn) {
  if (dev.backend() == "oracle") return -1;
  fn();
  dev.synchronize();
  const rt::Timing t = rt::time_enqueue(dev, fn);
  return t.device_clock ? t.median_us : -1;
}

struct Row {
  std::string backend, device, launches, note, shape, what, xxh64, schedule;
  int naive_launches = -1, fused_launches = 0;  // naive: -1 = no unfused path
  uint64_t vs_oracle = 0, vs_ref = 0, vs_unfused = 0, bytes = 0;
  double us = 0;          // warm wall time, best of 3 (prepared call: launches only)
  double device_us = -1;  // device clock, rt::time_enqueue median (-1: none)
};

rt::Tensor upload(rt::Device& dev, ir::Type t, std::vector<uint64_t> shape, const std::vector<float>& v) {
  rt::Tensor x = rt::Tensor::empty(dev, t, std::move(shape));
  x.upload(v);
  return x;
}
rt::Tensor upload_i32(rt::Device& dev, const std::vector<int32_t>& v) {
  rt::Tensor x = rt::Tensor::empty(dev, ir::Type::I32, {v.size()});
  x.upload_raw(v.data(), v.size() * 4);
  return x;
}

/// Evenly spaced indices of [0, n), first and last included, at most k of them.
std::vector<uint32_t> sample(uint32_t n, uint32_t k) {
  std::vector<uint32_t> v;
  k = std::min(n, k);
  for (uint32_t i = 0; i < k; ++i) v.push_back(k == 1 ? 0 : static_cast<uint32_t>(uint64_t{i} * (n - 1) / (k - 1)));
  return v;
}

std::vector<Row> rope_rows(const OpCase& c, const std::vector<std::unique_ptr<rt::Device>>& devs, uint64_t seed) {
  ops::RopeConfig cfg;
  cfg.theta = 1e6;
  const bool norm = c.kind == OpCase::Kind::RopeNorm;
  if (!norm) cfg.layout = ops::RopeLayout::GptJ, cfg.theta = 5e5;  // Llama-3's rope_theta
  const std::optional<float> eps = norm ? std::optional<float>(1e-6f) : std::nullopt;
  const uint32_t T = c.tokens_or_batch, H = c.heads_or_ctx, D = cfg.head_dim;
  std::mt19937 rng(static_cast<uint32_t>(seed));
  std::vector<float> x = uniform(rng, size_t{T} * H * D, -4.0f, 4.0f), w = uniform(rng, D, 0.5f, 1.5f);
  std::vector<int32_t> pos(T);
  std::uniform_int_distribution<int32_t> p(0, 32767);
  for (int32_t& v : pos) v = p(rng);
  std::vector<float> ref = norm ? ops::rope_norm_ref(x, w, pos, H, cfg, *eps) : ops::rope_ref(x, pos, H, cfg);
  // The oracle on sampled tokens (every head of each).
  std::vector<uint32_t> toks = sample(T, 8);
  std::vector<float> xs;
  std::vector<int32_t> ps;
  for (uint32_t t : toks) {
    xs.insert(xs.end(), x.begin() + size_t{t} * H * D, x.begin() + size_t{t + 1} * H * D);
    ps.push_back(pos[t]);
  }
  std::vector<float> ref_s;
  for (uint32_t t : toks)
    ref_s.insert(ref_s.end(), ref.begin() + size_t{t} * H * D, ref.begin() + size_t{t + 1} * H * D);
  // One run on `dev` of tokens `tt` (x, pos): fused output, time, and the unfused path's output.
  auto run_on = [&](rt::Device& dev, uint32_t tt, const std::vector<float>& xx, const std::vector<int32_t>& pp,
                    double* us, std::vector<float>* unfused, double* dev_us = nullptr) {
    rt::Tensor tx = upload(dev, ir::Type::F32, {tt, H, D}, xx), tw = upload(dev, ir::Type::F32, {D}, w);
    rt::Tensor tp = upload_i32(dev, pp);
    rt::Tensor y = rt::Tensor::empty(dev, ir::Type::F32, {tt, H, D});
    ops::RopeCall call = ops::rope_prepare(dev, tx, norm ? &tw : nullptr, tp, cfg, eps);
    *us = time_us(dev, [&] { call.enqueue(dev, tx, y); });
    if (dev_us) *dev_us = device_us(dev, [&] { call.enqueue(dev, tx, y); });
    if (norm) {
      rt::Tensor n = ops::rms_norm(dev, upload(dev, ir::Type::F32, {uint64_t{tt} * H, D}, xx), tw, *eps);
      n.shape = {tt, H, D};
      *unfused = ops::rope(dev, n, tp, cfg).download_f32();
    } else {
      *unfused = ops::rope(dev, tx, tp, cfg).download_f32();  // ops::rope's own path: the same bits
    }
    return y.download_f32();
  };
  // The oracle on sampled tokens (every head of each): its output is what the backends'
  // sampled tokens are compared with.
  auto oracle = rt::make_oracle_device();
  double oracle_us = 0;
  std::vector<float> oracle_unfused;
  std::vector<float> o = run_on(*oracle, static_cast<uint32_t>(toks.size()), xs, ps, &oracle_us, &oracle_unfused);
  const bool sampled = toks.size() < T;
  std::vector<Row> out;
  for (auto& dev : devs) {
    Row r;
    r.backend = dev->backend();
    r.device = dev->name();
    r.shape = str_cat(T, "x", H, "x", D);
    // The cpu runs rope_norm as the norm's row fence then the rotation (ops::RopeCall::serial).
    const uint32_t fused = norm && dev->caps().cheap_workgroups ? 2 : 1;
    r.launches = str_cat(norm ? 2 : 1, " -> ", fused);
    r.naive_launches = norm ? 2 : 1, r.fused_launches = fused;
    r.what = norm ? "rope(rms_norm(x)*w, pos) neox theta=1e6" : "rope(x, pos) gptj theta=5e5";
    const uint64_t w_bytes = norm ? D * 4 : 0;
    if (dev->backend() == "oracle") {
      r.us = oracle_us;
      r.bytes = uint64_t(toks.size()) * H * D * 8 + w_bytes + toks.size() * 4;
      r.vs_ref = count_mismatch(o, ref_s);
      r.vs_unfused = count_mismatch(oracle_unfused, o);
      if (sampled) r.note = str_cat("oracle: ran ", toks.size(), " sampled tokens of ", T);
      out.push_back(r);
      continue;
    }
    r.bytes = uint64_t{T} * H * D * 8 + w_bytes + T * 4;
    std::vector<float> unfused;
    std::vector<float> got = run_on(*dev, T, x, pos, &r.us, &unfused, &r.device_us);
    r.vs_ref = count_mismatch(got, ref);
    r.xxh64 = output_xxh64(got);
    r.vs_unfused = count_mismatch(unfused, got);
    std::vector<float> got_s;
    for (uint32_t t : toks)
      got_s.insert(got_s.end(), got.begin() + size_t{t} * H * D, got.begin() + size_t{t + 1} * H * D);
    r.vs_oracle = count_mismatch(got_s, o);
    if (sampled) r.note = str_cat("oracle compared on ", toks.size(), " sampled tokens of ", T);
    out.push_back(r);
  }
  return out;
}

std::vector<Row> attention_rows(const OpCase& c, const std::vector<std::unique_ptr<rt::Device>>& devs, uint64_t seed) {
  ops::AttnConfig cfg{.n_q_heads = 32, .n_kv_heads = 8, .head_dim = 128, .kv_type = c.kv_type};
  const uint32_t B = c.tokens_or_batch, L = c.heads_or_ctx, D = cfg.head_dim, G = cfg.group_size(), NQ = c.n_q;
  std::mt19937 rng(static_cast<uint32_t>(seed));
  std::vector<float> q = uniform(rng, size_t{B} * NQ * cfg.n_q_heads * D, -1.0f, 1.0f);
  ops::HostKv kv;
  kv.capacity = L;
  kv.k = uniform(rng, size_t{B} * L * cfg.n_kv_heads * D, -1.0f, 1.0f);
  kv.v = uniform(rng, kv.k.size(), -2.0f, 2.0f);
  for (float* a : {kv.k.data(), kv.v.data()})
    for (size_t i = 0; i < kv.k.size(); ++i)
      a[i] = c.kv_type == ir::Type::F16    ? f16_to_f32(f32_to_f16(a[i]))
             : c.kv_type == ir::Type::BF16 ? bf16_to_f32(f32_to_bf16(a[i]))
                                           : a[i];
  std::vector<int32_t> ctx(B, static_cast<int32_t>(L));
  std::vector<float> ref = ops::attention_ref(cfg, q, B, NQ, kv, ctx);
  // The oracle runs the last OQ query tokens (the longest contexts; query i sits at position
  // ctx - n_q + i, so a call with n_q = OQ and the same ctx gives those tokens' bits: chunk
  // boundaries are absolute positions) of kv heads 0 and Hkv-1.
  const uint32_t OQ = std::min<uint32_t>(NQ, 2);
  // The oracle on the first and last kv head (a kv head's query heads read only its cache).
  const std::vector<uint32_t> heads = {0, cfg.n_kv_heads - 1};
  ops::AttnConfig sub = cfg;
  sub.n_kv_heads = 2, sub.n_q_heads = 2 * G;
  std::vector<float> qs, ks, vs;
  for (uint32_t b = 0; b < B; ++b)
    for (uint32_t t = NQ - OQ; t < NQ; ++t)
      for (uint32_t h : heads)
        qs.insert(qs.end(), q.begin() + ((size_t{b} * NQ + t) * cfg.n_q_heads + h * G) * D,
                  q.begin() + ((size_t{b} * NQ + t) * cfg.n_q_heads + (h + 1) * G) * D);
  for (uint32_t b = 0; b < B; ++b)
    for (uint32_t t = 0; t < L; ++t)
      for (uint32_t h : heads) {
        size_t at = ((size_t{b} * L + t) * cfg.n_kv_heads + h) * D;
        ks.insert(ks.end(), kv.k.begin() + at, kv.k.begin() + at + D);
        vs.insert(vs.end(), kv.v.begin() + at, kv.v.begin() + at + D);
      }
  auto oracle = rt::make_oracle_device();
  auto t_oracle = Clock::now();
  std::vector<float> o = ops::attention(*oracle, sub, upload(*oracle, ir::Type::F32, {B, OQ, sub.n_q_heads, D}, qs),
                                        upload(*oracle, c.kv_type, {B, L, 2, D}, ks),
                                        upload(*oracle, c.kv_type, {B, L, 2, D}, vs), nullptr, ctx)
                             .download_f32();
  const double oracle_us = std::chrono::duration<double, std::micro>(Clock::now() - t_oracle).count();
  std::vector<Row> out;
  for (auto& dev : devs) {
    Row r;
    r.backend = dev->backend();
    r.device = dev->name();
    r.shape = str_cat(B, "x", L, "x", cfg.n_kv_heads, "x", D);
    r.fused_launches = static_cast<int>(ops::attention_launches(*dev, cfg));
    r.launches = str_cat("- -> ", r.fused_launches);
    r.what =
        str_cat(NQ > 1 ? "causal prefill" : "decode", " attention Hq=32 Hkv=8 D=128 ", ir::type_name(c.kv_type), " KV");
    r.bytes = kv.k.size() * ir::byte_size(c.kv_type) * 2 + q.size() * 8;
    std::vector<float> got;
    if (dev->backend() == "oracle") {
      got.assign(ref.size(), 0.0f);  // only the sampled kv heads are run on the oracle
      r.us = oracle_us;
      r.bytes = r.bytes / 4;  // 2 of 8 kv heads
    } else {
      rt::Tensor tq = upload(*dev, ir::Type::F32, {B, NQ, cfg.n_q_heads, D}, q);
      rt::Tensor tk = upload(*dev, c.kv_type, {B, L, cfg.n_kv_heads, D}, kv.k);
      rt::Tensor tv = upload(*dev, c.kv_type, {B, L, cfg.n_kv_heads, D}, kv.v);
      rt::Tensor y = rt::Tensor::empty(*dev, ir::Type::F32, {B, NQ, cfg.n_q_heads, D});
      // MORPH_AUTOTUNE=1: the cached `morph tune` winner for this shape class (re-proven), else cfg.
      const ops::AttnConfig run_cfg = tune::tuned_attention_config(*dev, cfg, {tq, tk, tv, std::nullopt, ctx});
      ops::AttnCall call = ops::attention_prepare(*dev, run_cfg, tq, tk, tv, nullptr, ctx);
      r.schedule = str_cat("chunks_per_group ", run_cfg.chunks_per_group, ", q_tile ", run_cfg.q_tile, ", workgroup ",
                           run_cfg.workgroup, ", combine ", call.c.combine);
      r.fused_launches = static_cast<int>(ops::attention_launches(*dev, run_cfg));
      r.launches = str_cat("- -> ", r.fused_launches);
      r.us = time_us(*dev, [&] { call.enqueue(*dev, tq, tk, tv, nullptr, y); });
      r.device_us = device_us(*dev, [&] { call.enqueue(*dev, tq, tk, tv, nullptr, y); });
      got = y.download_f32();
      r.xxh64 = output_xxh64(got);
      r.vs_ref = count_mismatch(got, ref);
    }
    std::vector<float> got_s, ref_s;
    for (uint32_t b = 0; b < B; ++b)
      for (uint32_t t = NQ - OQ; t < NQ; ++t)
        for (uint32_t h : heads) {
          size_t at = ((size_t{b} * NQ + t) * cfg.n_q_heads + h * G) * D;
          ref_s.insert(ref_s.end(), ref.begin() + at, ref.begin() + at + G * D);
          got_s.insert(got_s.end(), got.begin() + at, got.begin() + at + G * D);
        }
    if (dev->backend() == "oracle") {
      r.vs_ref = count_mismatch(o, ref_s);  // the oracle's sampled heads against plain C++
      r.note = NQ > 1 ? str_cat("oracle: ran kv heads 0 and 7 of 8, the last ", OQ, " of ", NQ, " query tokens")
                      : "oracle: ran kv heads 0 and 7 of 8";
    } else {
      r.vs_oracle = count_mismatch(got_s, o);
      r.note = NQ > 1 ? str_cat("oracle compared on kv heads 0 and 7, the last ", OQ, " query tokens")
                      : "oracle compared on kv heads 0 and 7";
    }
    out.push_back(r);
  }
  return out;
}

std::vector<Row> gdn_rows(const OpCase& c, const std::vector<std::unique_ptr<rt::Device>>& devs, uint64_t seed) {
  ops::GdnConfig cfg{.n_k_heads = 16, .n_v_heads = 32, .head_dim_k = 128, .head_dim_v = 128, .qk_l2norm = true};
  const uint32_t B = c.tokens_or_batch, T = c.heads_or_ctx, DK = cfg.head_dim_k, DV = cfg.head_dim_v;
  const uint32_t Hk = cfg.n_k_heads, Hv = cfg.n_v_heads, R = cfg.group_size();
  std::mt19937 rng(static_cast<uint32_t>(seed));
  ops::GdnHostInputs in;
  in.batch = B, in.tokens = T;
  in.q = uniform(rng, size_t{B} * T * Hk * DK, -1.0f, 1.0f);
  in.k = uniform(rng, in.q.size(), -1.0f, 1.0f);
  in.v = uniform(rng, size_t{B} * T * Hv * DV, -1.0f, 1.0f);
  in.g = uniform(rng, size_t{B} * T * Hv, -3.0f, -0.01f);
  in.beta = uniform(rng, in.g.size(), 0.02f, 0.98f);
  in.state = uniform(rng, size_t{B} * Hv * DK * DV, -0.1f, 0.1f);
  auto [ref_o, ref_s] = ops::gated_delta_net_ref(cfg, in);
  // Output and final state, one vector (what every row compares).
  auto joined = [](std::vector<float> o, const std::vector<float>& st) {
    o.insert(o.end(), st.begin(), st.end());
    return o;
  };
  std::vector<float> ref = joined(ref_o, ref_s);
  // The oracle on key heads 0 and Hk-1 and their value heads (a value head reads only its key
  // head's q and k): a 2-key-head, 2R-value-head call.
  const std::vector<uint32_t> kheads = {0, Hk - 1};
  ops::GdnConfig sub = cfg;
  sub.n_k_heads = 2, sub.n_v_heads = 2 * R;
  ops::GdnHostInputs si;
  si.batch = B, si.tokens = T;
  for (uint32_t bt = 0; bt < B * T; ++bt)
    for (uint32_t kh : kheads) {
      for (auto [dst, src] : {std::pair{&si.q, &in.q}, std::pair{&si.k, &in.k}})
        dst->insert(dst->end(), src->begin() + (size_t{bt} * Hk + kh) * DK,
                    src->begin() + (size_t{bt} * Hk + kh + 1) * DK);
      si.v.insert(si.v.end(), in.v.begin() + (size_t{bt} * Hv + kh * R) * DV,
                  in.v.begin() + (size_t{bt} * Hv + (kh + 1) * R) * DV);
      for (auto [dst, src] : {std::pair{&si.g, &in.g}, std::pair{&si.beta, &in.beta}})
        dst->insert(dst->end(), src->begin() + size_t{bt} * Hv + kh * R, src->begin() + size_t{bt} * Hv + (kh + 1) * R);
    }
  for (uint32_t b = 0; b < B; ++b)
    for (uint32_t kh : kheads)
      si.state.insert(si.state.end(), in.state.begin() + (size_t{b} * Hv + kh * R) * DK * DV,
                      in.state.begin() + (size_t{b} * Hv + (kh + 1) * R) * DK * DV);
  // The same selection of a full result (output then state) as the oracle's call returns it.
  auto select_heads = [&](const std::vector<float>& full) {
    std::vector<float> o, st;
    for (uint32_t bt = 0; bt < B * T; ++bt)
      for (uint32_t kh : kheads)
        o.insert(o.end(), full.begin() + (size_t{bt} * Hv + kh * R) * DV,
                 full.begin() + (size_t{bt} * Hv + (kh + 1) * R) * DV);
    const size_t off = size_t{B} * T * Hv * DV;
    for (uint32_t b = 0; b < B; ++b)
      for (uint32_t kh : kheads)
        st.insert(st.end(), full.begin() + off + (size_t{b} * Hv + kh * R) * DK * DV,
                  full.begin() + off + (size_t{b} * Hv + (kh + 1) * R) * DK * DV);
    return joined(o, st);
  };
  // One call on `dev`: output and state after it; the prepared call timed afterwards (its state
  // keeps evolving; the values stay finite).
  auto run_on = [&](rt::Device& dev, const ops::GdnConfig& cc, const ops::GdnHostInputs& x, Row* r) {
    auto up = [&](const std::vector<float>& v, std::vector<uint64_t> shape) {
      return upload(dev, ir::Type::F32, std::move(shape), v);
    };
    rt::Tensor q = up(x.q, {B, T, cc.n_k_heads, DK}), k = up(x.k, {B, T, cc.n_k_heads, DK});
    rt::Tensor v = up(x.v, {B, T, cc.n_v_heads, DV}), g = up(x.g, {B, T, cc.n_v_heads});
    rt::Tensor beta = up(x.beta, {B, T, cc.n_v_heads}), st = up(x.state, {B, cc.n_v_heads, DK, DV});
    rt::Tensor o = rt::Tensor::empty(dev, ir::Type::F32, {B, T, cc.n_v_heads, DV});
    ops::GdnCall call = ops::gdn_prepare(cc, q, k, v, g, beta, st);
    auto t0 = Clock::now();
    call.enqueue(dev, q, k, v, g, beta, st, o);
    dev.synchronize();
    std::vector<float> got = joined(o.download_f32(), st.download_f32());
    r->us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
    if (dev.backend() != "oracle") {
      r->us = time_us(dev, [&] { call.enqueue(dev, q, k, v, g, beta, st, o); });
      r->device_us = device_us(dev, [&] { call.enqueue(dev, q, k, v, g, beta, st, o); });
    }
    return got;
  };
  auto oracle = rt::make_oracle_device();
  Row orow;
  std::vector<float> o = run_on(*oracle, sub, si, &orow);
  std::vector<Row> out;
  for (auto& dev : devs) {
    Row r;
    r.backend = dev->backend();
    r.device = dev->name();
    r.shape = str_cat(B, "x", T, "x", Hv, "x", DK, "x", DV);
    r.fused_launches = 1;
    r.launches = "- -> 1";
    r.what = "gated delta rule Hk=16 Hv=32 Dk=Dv=128 qk_l2norm (output and state)";
    r.bytes = (in.state.size() * 2 + in.q.size() * 2 + in.v.size() * 2 + in.g.size() * 2) * 4;
    if (dev->backend() == "oracle") {
      r.us = orow.us;
      r.bytes = r.bytes * 2 / Hk;  // 2 of Hk key heads
      r.vs_ref = count_mismatch(o, select_heads(ref));
      r.note = "oracle: ran key heads 0 and 15 of 16 (value heads 0, 1, 30, 31)";
    } else {
      std::vector<float> got = run_on(*dev, cfg, in, &r);
      r.vs_ref = count_mismatch(got, ref);
      r.xxh64 = output_xxh64(got);
      r.vs_oracle = count_mismatch(select_heads(got), o);
      r.note = "oracle compared on key heads 0 and 15";
    }
    out.push_back(r);
  }
  return out;
}

}  // namespace

std::string output_xxh64(const std::vector<float>& v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash_bytes(v.data(), v.size() * 4)));
  return buf;
}

std::vector<std::string> op_table_names(OpCases which) {
  std::vector<std::string> v;
  for (const OpCase& c : kOps)
    if (which == OpCases::All || (which == OpCases::Default) != c.cell_only) v.push_back(c.name);
  return v;
}

std::vector<std::string> op_table_select(bool all, std::set<std::string>& want) {
  std::vector<std::string> v;
  for (const OpCase& c : kOps)
    if ((all && !c.cell_only) || want.erase(c.name)) v.push_back(c.name);
  return v;
}

bool run_op_table(const std::vector<std::string>& names, const std::vector<std::unique_ptr<rt::Device>>& devs,
                  uint64_t seed, bool json, const TableColumns& cols, nlohmann::json& rows) {
  bool bad = false;
  for (size_t i = 0; i < std::size(kOps); ++i) {
    const OpCase& c = kOps[i];
    if (std::find(names.begin(), names.end(), c.name) == names.end()) continue;
    if (isatty(2)) std::fprintf(stderr, "\r\033[K%s: reference, oracle, backends ...", c.name), std::fflush(stderr);
    const uint64_t s = seed + 7919 * (i + 1);
    std::vector<Row> rs = c.kind == OpCase::Kind::Attention ? attention_rows(c, devs, s)
                          : c.kind == OpCase::Kind::Gdn     ? gdn_rows(c, devs, s)
                                                            : rope_rows(c, devs, s);
    if (isatty(2)) std::fprintf(stderr, "\r\033[K");
    for (const Row& r : rs) {
      uint64_t mism = r.vs_oracle + r.vs_ref + r.vs_unfused;
      bad |= mism != 0;
      double gbs = r.us > 0 ? r.bytes / (r.us * 1e3) : 0;
      rows.push_back(
          {{"case", c.name},
           {"model", c.model},
           {"expression", r.what},
           {"shape", r.shape},
           {"backend", r.backend},
           {"device", r.device},
           {"naive_launches", r.naive_launches < 0 ? nlohmann::json(nullptr) : nlohmann::json(r.naive_launches)},
           {"fused_launches", r.fused_launches},
           {"mismatches", mism},
           {"mismatches_vs_oracle", r.vs_oracle},
           {"mismatches_vs_reference", r.vs_ref},
           {"mismatches_vs_unfused",  // null where nothing unfused ran (attention, the gated delta rule)
            r.naive_launches < 0 ? nlohmann::json(nullptr) : nlohmann::json(r.vs_unfused)},
           {"time_us", r.us},
           {"bytes", r.bytes},
           {"gb_per_s", gbs},
           {"device_us", r.device_us < 0 ? nlohmann::json(nullptr) : nlohmann::json(r.device_us)},
           {"device_gb_per_s",
            r.device_us > 0 ? nlohmann::json(r.bytes / (r.device_us * 1e3)) : nlohmann::json(nullptr)},
           {"note", r.note},
           {"seed", seed},
           {"schedule", r.schedule.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.schedule)},
           {"output_xxh64", r.xxh64.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.xxh64)}});
      if (json) continue;
      print_table_line(cols, {.name = c.name,
                              .shape = r.shape,
                              .backend = r.backend,
                              .launches = r.launches,
                              .mismatches = mism == 0 ? std::string("0") : str_cat(mism, " !"),
                              .device_us = r.device_us,
                              .wall_us = r.us,
                              .gb_per_s = gbs,
                              .what = str_cat(r.what, r.note.empty() ? "" : str_cat("  [", r.note, "]"))});
    }
  }
  return bad;
}

}  // namespace morph::cli
