#include "morph/ops/attention.h"

#include <bit>
#include <cmath>
#include <limits>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/reduce/reduce_tree.h"

namespace morph::ops {

using namespace dsl;

float AttnConfig::scale_value() const {
  return scale != 0.0f ? scale : static_cast<float>(1.0 / std::sqrt(static_cast<double>(head_dim)));
}

void AttnConfig::check() const {
  MORPH_USER_CHECK(n_kv_heads >= 1 && n_q_heads >= n_kv_heads && n_q_heads % n_kv_heads == 0, "attention: n_q_heads ",
                   n_q_heads, " must be a positive multiple of n_kv_heads ", n_kv_heads);
  MORPH_USER_CHECK(group_size() <= 32, "attention: ", group_size(), " query heads per kv head (at most 32)");
  MORPH_USER_CHECK(head_dim % 32 == 0 && head_dim >= 32 && head_dim <= 256, "attention: head_dim ", head_dim,
                   " must be a multiple of 32 in [32, 256]");
  MORPH_USER_CHECK(kv_type == ir::Type::F32 || kv_type == ir::Type::F16 || kv_type == ir::Type::BF16,
                   "attention: kv_type must be f32, f16 or bf16, got ", ir::type_name(kv_type));
  MORPH_USER_CHECK(std::isfinite(scale) && std::isfinite(softcap) && softcap >= 0.0f,
                   "attention: scale and softcap must be finite (softcap >= 0)");
  MORPH_USER_CHECK(chunks_per_group >= 1 && chunks_per_group <= 64, "attention: chunks_per_group ", chunks_per_group,
                   " must be in [1, 64]");
  MORPH_USER_CHECK(q_tile >= 1 && q_tile * group_size() <= 32, "attention: q_tile ", q_tile, " x ", group_size(),
                   " query heads per kv head must be in [1, 32] rows (shared memory: 1 KiB per row)");
}

std::string AttnConfig::str() const {
  return str_cat("Hq=", n_q_heads, " Hkv=", n_kv_heads, " D=", head_dim, " kv=", ir::type_name(kv_type),
                 block_size ? str_cat(" paged/", block_size) : std::string(" contiguous"),
                 window ? str_cat(" window=", window) : std::string(), softcap != 0.0f ? str_cat(" softcap=", softcap) : std::string());
}

namespace {

constexpr uint32_t S = kAttnChunk, W = kAttnWorkgroup;
static_assert(W == S, "attn_chunk: item j computes the score of position j");
constexpr float kNegInf = -std::numeric_limits<float>::infinity();

/// Lane 0's view of the canonical group butterfly over 32 values (docs/reductions.md step 2).
template <class F>
F butterfly32(Combine c, std::vector<F> v) {
  for (uint32_t s = 16; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) v[i] = combine(c, v[i], v[i + s]);
  return v[0];
}
/// Step 3 over the first g.size() group values (the rest are the identity, skipped exactly).
template <class F>
F butterfly_groups(Combine c, std::vector<F> g) {
  std::vector<bool> present(32, false);
  for (size_t i = 0; i < g.size(); ++i) present[i] = true;
  g.resize(32, g[0]);
  for (uint32_t s = 16; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) {
      if (!present[i + s]) continue;
      g[i] = present[i] ? combine(c, g[i], g[i + s]) : g[i + s];
      present[i] = true;
    }
  return g[0];
}

/// Score from a finished dot product: * scale, then the optional softcap (one definition).
template <class F>
F score_of(F dot, F scale, bool softcap, F cap) {
  F s = dot * scale;
  if (softcap) s = cap * math::tanh(s / cap);
  return s;
}

template <class T>
Val<T> scalar_param(const char* name) {
  Tracer& t = tracer();
  int32_t id = t.add_param(name, ir::ParamKind::Scalar, ir_type_v<T>);
  return Val<T>::from_id(t.emit(ir::Op::Param, ir_type_v<T>, -1, -1, -1, static_cast<uint32_t>(id)));
}

template <class T>
dsl::KernelRef chunk_kernel_t(const AttnConfig& c) {
  const uint32_t D = c.head_dim, G = c.group_size(), Hkv = c.n_kv_heads, Hq = c.n_q_heads;
  const bool paged = c.block_size != 0, softcap = c.softcap != 0.0f;
  const uint32_t cpg = c.chunks_per_group, Tq = c.q_tile, R = Tq * G;
  return kernel("attn_chunk", [&]() {
    Tracer& t = tracer();
    auto buffer = [&](const char* name, ir::Type ty) { return static_cast<uint32_t>(t.add_param(name, ir::ParamKind::Buffer, ty)); };
    Array<float> q(buffer("q", ir::Type::F32));
    Array<T> k(buffer("k", c.kv_type)), v(buffer("v", c.kv_type));
    Array<int32_t> table;
    if (paged) table = Array<int32_t>(buffer("block_table", ir::Type::I32));
    Array<int32_t> ctx(buffer("ctx_len", ir::Type::I32));
    Array<float> part_o(buffer("part_o", ir::Type::F32)), part_ml(buffer("part_ml", ir::Type::F32));
    Val<uint32_t> n_q = scalar_param<uint32_t>("n_q"), cap = scalar_param<uint32_t>("cap");
    Val<uint32_t> bs = scalar_param<uint32_t>("block_size"), window = scalar_param<uint32_t>("window");
    Val<uint32_t> n_chunks = scalar_param<uint32_t>("n_chunks");
    Val<float> scale = scalar_param<float>("scale"), capv = scalar_param<float>("softcap");

    Val<uint32_t> lid = local_id(0);
    Val<uint32_t> kh = group_id(1) % Hkv, tile = group_id(1) / Hkv, b = group_id(2);
    Val<uint32_t> ctxb = cast<uint32_t>(ctx[b].read());
    // The workgroup's rows: r = ti * G + g is query token tile * Tq + ti (clamped to the last
    // token; rows past it compute and store nothing) and query head kh * G + g.
    struct RowInfo { Val<uint32_t> qrow, t_lo, t_hi; Val<bool> real; };
    auto row_info = [&](Val<uint32_t> r) {
      Val<uint32_t> qi_raw = tile * Tq + r / G, qi = min(qi_raw, n_q - 1u);
      Val<uint32_t> pos = ctxb - n_q + qi;  // keys t_lo .. t_hi = pos are visible
      Val<uint32_t> lo = select(window != 0u && pos + 1u > window, pos + 1u - window, Val<uint32_t>(0u));
      return RowInfo{(b * n_q + qi) * Hq + kh * G + r % G, lo, pos, qi_raw < n_q};
    };
    // Positions visible to some row of the tile (the first token's t_lo .. the last's t_hi).
    RowInfo first = row_info(Val<uint32_t>(0u)), last = row_info(Val<uint32_t>(R - 1));
    Val<uint32_t> span_lo = first.t_lo, span_hi = last.t_hi;
    auto kv_base = [&](Val<uint32_t> tpos) {  // element offset of (clamped position, kv head, d = 0)
      tpos = min(max(tpos, span_lo), span_hi);
      Val<uint32_t> slot = paged ? cast<uint32_t>(table[b * cap + tpos / bs].read()) * bs + tpos % bs : b * cap + tpos;
      return (slot * Hkv + kh) * D;
    };
    Shared<float> sh = shared<float>(R * S, "scores");   // scores, then weights p
    Shared<float> grp = shared<float>(R * 8, "groups");  // the 8 group values of a chunk tree per row
    Shared<float> rmax = shared<float>(R, "rowmax");

    // Canonical tree over a row of S values in `sh` (one per lane): items r*8 + g fold group g
    // in registers (32-lane butterfly), item r combines the 8 groups. Returns item r's result
    // (meaningful for lid < R). Uniform control flow (barriers).
    auto chunk_tree = [&](Combine cmb) {
      If(lid < R * 8, [&] {
        Val<uint32_t> base = (lid >> 3u) * S + (lid & 7u) * 32u;
        std::vector<Val<float>> x;
        for (uint32_t i = 0; i < 32; ++i) x.push_back(sh[base + i].read());
        grp[lid] = butterfly32(cmb, x);
      });
      barrier();
      Val<uint32_t> rr = min(lid, R - 1);
      std::vector<Val<float>> gv;
      for (uint32_t g = 0; g < S / 32; ++g) gv.push_back(grp[rr * 8u + g].read());
      Val<float> res = butterfly_groups(cmb, gv);
      barrier();  // grp is reused
      return res;
    };

    For(Val<uint32_t>(0u), cpg, [&](Val<uint32_t> u) {
      Val<uint32_t> ch = group_id(0) * cpg + u;
      Val<uint32_t> cs = ch * S;
      Val<bool> active = ch < n_chunks && cs <= span_hi && cs + S > span_lo;
      If(active, [&] {
        // Phase A: scores. Item j is position cs + j; its K row is loaded once for all R rows;
        // each dot product is the canonical tree over d in registers.
        Val<uint32_t> tp = cs + lid;
        Val<uint32_t> kb = kv_base(tp);
        std::vector<Val<float>> kr;
        for (uint32_t d = 0; d < D; ++d) kr.push_back(k[kb + d].read());
        For(Val<uint32_t>(0u), R, [&](Val<uint32_t> r) {
          RowInfo ri = row_info(r);
          std::vector<Val<float>> x;
          for (uint32_t d = 0; d < D; ++d) x.push_back(q[ri.qrow * D + d].read() * kr[d]);
          std::vector<Val<float>> groups;
          for (uint32_t g = 0; g < D / 32; ++g)
            groups.push_back(butterfly32(Combine::Sum, std::vector<Val<float>>(x.begin() + g * 32, x.begin() + g * 32 + 32)));
          Val<float> dot = butterfly_groups(Combine::Sum, groups);
          Val<bool> valid = tp >= ri.t_lo && tp <= ri.t_hi;
          sh[r * S + lid] = select(valid, score_of(dot, scale, softcap, capv), Val<float>(kNegInf));
        });
        barrier();
        // Phase B: m = max-tree; p = exp(s - m) (masked: the sum identity -0); l = sum-tree.
        Val<float> mx = chunk_tree(Combine::Max);
        If(lid < R, [&] { rmax[lid] = mx; });
        barrier();
        For(Val<uint32_t>(0u), R, [&](Val<uint32_t> r) {
          Val<float> s = sh[r * S + lid];
          sh[r * S + lid] = select(s == kNegInf, Val<float>(-0.0f), math::exp(s - rmax[r].read()));
        });
        barrier();
        Val<float> l = chunk_tree(Combine::Sum);
        RowInfo me = row_info(min(lid, R - 1));
        If(lid < R && me.real, [&] {
          Val<uint32_t> at = (me.qrow * n_chunks + ch) * 2u;
          part_ml[at] = mx;
          part_ml[at + 1u] = l;
        });
        // Phase C: o_d = sum-tree over the chunk's positions of p_t * v_t,d. Item owns dim d of
        // row slots rs + RPI u; per 32-position group a register butterfly (run-time loop over
        // the 8 groups), then the groups' butterfly.
        const uint32_t RPI = W / D, UC = (R + RPI - 1) / RPI;
        Val<uint32_t> d = lid % D, rs = lid / D;
        std::vector<RowInfo> crow;
        std::vector<Val<uint32_t>> cr;
        std::vector<std::vector<Var<float>>> gv(UC);
        for (uint32_t uu = 0; uu < UC; ++uu) {
          cr.push_back(min(rs + uu * RPI, R - 1));
          crow.push_back(row_info(cr.back()));
          gv[uu].reserve(S / 32);  // no reallocation: a copied Var would be a new local
          for (uint32_t g = 0; g < S / 32; ++g) gv[uu].emplace_back(-0.0f);
        }
        For(Val<uint32_t>(0u), S / 32, [&](Val<uint32_t> kk) {
          std::vector<Val<float>> vv;
          std::vector<Val<uint32_t>> tps;
          for (uint32_t i = 0; i < 32; ++i) {
            tps.push_back(cs + kk * 32u + i);
            vv.push_back(v[kv_base(tps.back()) + d].read());
          }
          for (uint32_t uu = 0; uu < UC; ++uu) {
            std::vector<Val<float>> x;
            for (uint32_t i = 0; i < 32; ++i) {
              Val<bool> ok = tps[i] >= crow[uu].t_lo && tps[i] <= crow[uu].t_hi;
              x.push_back(select(ok, sh[cr[uu] * S + kk * 32u + i].read() * vv[i], Val<float>(-0.0f)));
            }
            Val<float> gval = butterfly32(Combine::Sum, x);
            for (uint32_t g = 0; g < S / 32; ++g) gv[uu][g] = select(kk == g, gval, gv[uu][g].read());
          }
        });
        for (uint32_t uu = 0; uu < UC; ++uu) {
          std::vector<Val<float>> groups;
          for (uint32_t g = 0; g < S / 32; ++g) groups.push_back(gv[uu][g].read());
          Val<float> o = butterfly_groups(Combine::Sum, groups);
          If(rs + uu * RPI < R && crow[uu].real, [&] { part_o[(crow[uu].qrow * n_chunks + ch) * D + d] = o; });
        }
        barrier();  // the scores array is reused by the next chunk
      });
    });
  }, {}, Key(std::string_view("attn_chunk/2"), D, G, Hkv, Hq, static_cast<uint8_t>(c.kv_type), paged, softcap, cpg, Tq));
}

}  // namespace

dsl::KernelRef attn_chunk_kernel(const AttnConfig& c) {
  c.check();
  switch (c.kv_type) {
    case ir::Type::F16: return chunk_kernel_t<f16>(c);
    case ir::Type::BF16: return chunk_kernel_t<bf16>(c);
    default: return chunk_kernel_t<float>(c);
  }
}

dsl::KernelRef attn_combine_kernel(const AttnConfig& c) {
  c.check();
  const uint32_t D = c.head_dim, Hq = c.n_q_heads;
  return kernel("attn_combine", [&](Array<int32_t> ctx, Array<float> part_o, Array<float> part_ml, Array<float> out,
                                    Val<uint32_t> n_q, Val<uint32_t> window, Val<uint32_t> n_chunks) {
    Val<uint32_t> qrow = group_id(0), d = local_id(0);
    Val<uint32_t> b = qrow / (n_q * Hq), qi = (qrow / Hq) % n_q;
    Val<uint32_t> pos = cast<uint32_t>(ctx[b].read()) - n_q + qi;
    Val<uint32_t> t_lo = select(window != 0u && pos + 1u > window, pos + 1u - window, Val<uint32_t>(0u));
    Val<uint32_t> c_lo = t_lo / S, c_hi = pos / S + 1u;
    Var<float> M(kNegInf);
    For(c_lo, c_hi, [&](Val<uint32_t> ch) { M = max(M.read(), part_ml[(qrow * n_chunks + ch) * 2u].read()); });
    Var<float> L(-0.0f), O(-0.0f);
    For(c_lo, c_hi, [&](Val<uint32_t> ch) {
      Val<uint32_t> at = qrow * n_chunks + ch;
      Val<float> w = math::exp(part_ml[at * 2u].read() - M.read());
      L = L.read() + part_ml[at * 2u + 1u].read() * w;
      O = O.read() + part_o[at * D + d].read() * w;
    });
    out[qrow * D + d] = O.read() / L.read();
  }, {"ctx_len", "part_o", "part_ml", "out", "n_q", "window", "n_chunks"}, Key(std::string_view("attn_combine/1"), D, Hq));
}

// ---- the device op ------------------------------------------------------------------------------

rt::Tensor attention(rt::Device& dev, const AttnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                     const rt::Tensor& v, const rt::Tensor* block_table, const std::vector<int32_t>& ctx_len) {
  c.check();
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, Hkv = c.n_kv_heads;
  MORPH_USER_CHECK(q.dtype == ir::Type::F32 && q.shape.size() == 4 && q.shape[2] == Hq && q.shape[3] == D,
                   "attention: q must be [batch, n_q, ", Hq, ", ", D, "] f32, got ", q.shape_str());
  const uint32_t batch = static_cast<uint32_t>(q.shape[0]), n_q = static_cast<uint32_t>(q.shape[1]);
  MORPH_USER_CHECK(ctx_len.size() == batch, "attention: ctx_len has ", ctx_len.size(), " entries for a batch of ", batch);
  for (const rt::Tensor* t : {&k, &v})
    MORPH_USER_CHECK(t->dtype == c.kv_type && t->shape.size() == 4 && t->shape[2] == Hkv && t->shape[3] == D,
                     "attention: ", t == &k ? "k" : "v", " must be [", c.block_size ? "num_blocks, block_size" : "batch, capacity",
                     ", ", Hkv, ", ", D, "] ", ir::type_name(c.kv_type), ", got ", t->shape_str(), " ", ir::type_name(t->dtype));
  MORPH_USER_CHECK(k.shape == v.shape, "attention: k ", k.shape_str(), " and v ", v.shape_str(), " differ");
  uint32_t cap = 0, limit = 0;
  if (c.block_size) {
    MORPH_USER_CHECK(block_table && block_table->dtype == ir::Type::I32 && block_table->shape.size() == 2 &&
                         block_table->shape[0] == batch,
                     "attention: a paged cache needs block_table [batch=", batch, ", max_blocks] i32");
    MORPH_USER_CHECK(k.shape[1] == c.block_size, "attention: k's second axis ", k.shape[1], " is not block_size ",
                     c.block_size);
    cap = static_cast<uint32_t>(block_table->shape[1]);
    limit = cap * c.block_size;
  } else {
    MORPH_USER_CHECK(!block_table, "attention: block_table given but block_size is 0 (contiguous cache)");
    MORPH_USER_CHECK(k.shape[0] == batch, "attention: k's batch ", k.shape[0], " differs from q's ", batch);
    cap = limit = static_cast<uint32_t>(k.shape[1]);
  }
  MORPH_USER_CHECK(uint64_t{k.numel()} < (uint64_t{1} << 32), "attention: the cache exceeds the u32 index range");
  int32_t max_ctx = 0;
  for (size_t i = 0; i < ctx_len.size(); ++i) {
    MORPH_USER_CHECK(ctx_len[i] >= static_cast<int32_t>(n_q) && static_cast<uint32_t>(ctx_len[i]) <= limit,
                     "attention: ctx_len[", i, "] = ", ctx_len[i], " must be in [n_q=", n_q, ", ", limit, "]");
    max_ctx = std::max(max_ctx, ctx_len[i]);
  }
  rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, q.shape);
  if (batch == 0 || n_q == 0) return out;
  const uint32_t n_chunks = (static_cast<uint32_t>(max_ctx) + S - 1) / S;
  const uint64_t qrows = uint64_t{batch} * n_q * Hq;
  MORPH_USER_CHECK(qrows * n_chunks * D < (uint64_t{1} << 32), "attention: ", qrows, " query rows x ", n_chunks,
                   " chunks x ", D, " partials exceed the u32 index range; split the batch");
  rt::Tensor ctx = rt::Tensor::empty(dev, ir::Type::I32, {batch});
  ctx.upload_raw(ctx_len.data(), ctx_len.size() * 4);
  rt::Tensor part_o = rt::Tensor::empty(dev, ir::Type::F32, {qrows * n_chunks * D});
  rt::Tensor part_ml = rt::Tensor::empty(dev, ir::Type::F32, {qrows * n_chunks * 2});
  std::vector<rt::LaunchArg> a{rt::arg(q.buffer), rt::arg(k.buffer), rt::arg(v.buffer)};
  if (c.block_size) a.push_back(rt::arg(block_table->buffer));
  for (auto* t : {&ctx, &part_o, &part_ml}) a.push_back(rt::arg(t->buffer));
  for (uint32_t u : {n_q, cap, c.block_size, c.window, n_chunks}) a.push_back(rt::arg(u));
  a.push_back(rt::arg(c.scale_value()));
  a.push_back(rt::arg(c.softcap));
  uint32_t gx = (n_chunks + c.chunks_per_group - 1) / c.chunks_per_group;
  uint32_t tiles = (n_q + c.q_tile - 1) / c.q_tile;
  dev.launch(attn_chunk_kernel(c), {gx, Hkv * tiles, batch}, {W}, a);
  dev.launch(attn_combine_kernel(c), {static_cast<uint32_t>(qrows)}, {D},
             {rt::arg(ctx.buffer), rt::arg(part_o.buffer), rt::arg(part_ml.buffer), rt::arg(out.buffer), rt::arg(n_q),
              rt::arg(c.window), rt::arg(n_chunks)});
  return out;
}

// ---- references ---------------------------------------------------------------------------------

namespace {

struct HostView {
  const AttnConfig& c;
  const HostKv& kv;
  /// Element offset of (sequence b, position t, kv head kh, d = 0).
  size_t base(uint32_t b, uint32_t t, uint32_t kh) const {
    size_t slot = c.block_size ? size_t(kv.block_table[size_t{b} * kv.capacity + t / c.block_size]) * c.block_size +
                                     t % c.block_size
                               : size_t{b} * kv.capacity + t;
    return (slot * c.n_kv_heads + kh) * c.head_dim;
  }
};

void check_ref_args(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                    const std::vector<int32_t>& ctx_len) {
  c.check();
  MORPH_USER_CHECK(q.size() == size_t{batch} * n_q * c.n_q_heads * c.head_dim && ctx_len.size() == batch,
                   "attention_ref: q or ctx_len size");
  for (int32_t L : ctx_len) MORPH_USER_CHECK(L >= static_cast<int32_t>(n_q), "attention_ref: ctx_len < n_q");
}

/// Visible keys [t_lo, t_hi] of the query at `pos`.
std::pair<uint32_t, uint32_t> visible(const AttnConfig& c, uint32_t pos) {
  uint32_t lo = c.window != 0 && pos + 1 > c.window ? pos + 1 - c.window : 0;
  return {lo, pos};
}

}  // namespace

std::vector<float> attention_ref(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                 const HostKv& kv, const std::vector<int32_t>& ctx_len) {
  check_ref_args(c, q, batch, n_q, ctx_len);
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, G = c.group_size();
  const float scale = c.scale_value();
  HostView hv{c, kv};
  std::vector<float> out(q.size());
  std::vector<float> s(S), p(S);
  for (uint32_t b = 0; b < batch; ++b)
    for (uint32_t qi = 0; qi < n_q; ++qi)
      for (uint32_t h = 0; h < Hq; ++h) {
        const float* qv = q.data() + ((size_t{b} * n_q + qi) * Hq + h) * D;
        uint32_t kh = h / G, pos = static_cast<uint32_t>(ctx_len[b]) - n_q + qi;
        auto [lo, hi] = visible(c, pos);
        std::vector<float> ms, ls;
        std::vector<std::vector<float>> os;
        for (uint32_t ch = lo / S; ch <= hi / S; ++ch) {
          for (uint32_t j = 0; j < S; ++j) {
            uint32_t t = ch * S + j;
            if (t < lo || t > hi) {
              s[j] = kNegInf;
              continue;
            }
            const float* kr = kv.k.data() + hv.base(b, t, kh);
            float dot = host_reduce_fn(Combine::Sum, D, [&](size_t d) { return qv[d] * kr[d]; });
            s[j] = score_of(dot, scale, c.softcap != 0.0f, c.softcap);
          }
          float m = host_reduce_fn(Combine::Max, S, [&](size_t j) { return s[j]; });
          for (uint32_t j = 0; j < S; ++j) p[j] = s[j] == kNegInf ? -0.0f : math::exp(s[j] - m);
          ms.push_back(m);
          ls.push_back(host_reduce_fn(Combine::Sum, S, [&](size_t j) { return p[j]; }));
          std::vector<float> o(D);
          for (uint32_t d = 0; d < D; ++d)
            o[d] = host_reduce_fn(Combine::Sum, S, [&](size_t j) {
              uint32_t t = ch * S + static_cast<uint32_t>(j);
              return t < lo || t > hi ? -0.0f : p[j] * kv.v[hv.base(b, t, kh) + d];
            });
          os.push_back(o);
        }
        float M = kNegInf;
        for (float m : ms) M = dsl::max(M, m);
        float L = -0.0f;
        std::vector<float> O(D, -0.0f);
        for (size_t i = 0; i < ms.size(); ++i) {
          float w = math::exp(ms[i] - M);
          L = L + ls[i] * w;
          for (uint32_t d = 0; d < D; ++d) O[d] = O[d] + os[i][d] * w;
        }
        float* o = out.data() + ((size_t{b} * n_q + qi) * Hq + h) * D;
        for (uint32_t d = 0; d < D; ++d) o[d] = O[d] / L;
      }
  return out;
}

std::vector<double> attention_f64(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                  const HostKv& kv, const std::vector<int32_t>& ctx_len) {
  check_ref_args(c, q, batch, n_q, ctx_len);
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, G = c.group_size();
  const double scale = c.scale != 0.0f ? c.scale : 1.0 / std::sqrt(static_cast<double>(D));
  HostView hv{c, kv};
  std::vector<double> out(q.size());
  for (uint32_t b = 0; b < batch; ++b)
    for (uint32_t qi = 0; qi < n_q; ++qi)
      for (uint32_t h = 0; h < Hq; ++h) {
        const float* qv = q.data() + ((size_t{b} * n_q + qi) * Hq + h) * D;
        uint32_t kh = h / G, pos = static_cast<uint32_t>(ctx_len[b]) - n_q + qi;
        auto [lo, hi] = visible(c, pos);
        std::vector<double> s(hi - lo + 1);
        double m = -INFINITY;
        for (uint32_t t = lo; t <= hi; ++t) {
          double dot = 0;
          for (uint32_t d = 0; d < D; ++d) dot += double(qv[d]) * kv.k[hv.base(b, t, kh) + d];
          dot *= scale;
          if (c.softcap != 0.0f) dot = c.softcap * std::tanh(dot / c.softcap);
          s[t - lo] = dot;
          m = std::max(m, dot);
        }
        double l = 0;
        std::vector<double> o(D, 0.0);
        for (uint32_t t = lo; t <= hi; ++t) {
          double e = std::exp(s[t - lo] - m);
          l += e;
          for (uint32_t d = 0; d < D; ++d) o[d] += e * kv.v[hv.base(b, t, kh) + d];
        }
        for (uint32_t d = 0; d < D; ++d) out[((size_t{b} * n_q + qi) * Hq + h) * D + d] = o[d] / l;
      }
  return out;
}

std::vector<float> attention_naive_f32(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                       const HostKv& kv, const std::vector<int32_t>& ctx_len) {
  check_ref_args(c, q, batch, n_q, ctx_len);
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, G = c.group_size();
  const float scale = c.scale_value();
  HostView hv{c, kv};
  std::vector<float> out(q.size());
  for (uint32_t b = 0; b < batch; ++b)
    for (uint32_t qi = 0; qi < n_q; ++qi)
      for (uint32_t h = 0; h < Hq; ++h) {
        const float* qv = q.data() + ((size_t{b} * n_q + qi) * Hq + h) * D;
        uint32_t kh = h / G, pos = static_cast<uint32_t>(ctx_len[b]) - n_q + qi;
        auto [lo, hi] = visible(c, pos);
        std::vector<float> s(hi - lo + 1);
        float m = -INFINITY;
        for (uint32_t t = lo; t <= hi; ++t) {
          float dot = 0;
          for (uint32_t d = 0; d < D; ++d) dot += qv[d] * kv.k[hv.base(b, t, kh) + d];
          dot *= scale;
          if (c.softcap != 0.0f) dot = c.softcap * std::tanh(dot / c.softcap);
          s[t - lo] = dot;
          m = std::max(m, dot);
        }
        float l = 0;
        std::vector<float> o(D, 0.0f);
        for (uint32_t t = lo; t <= hi; ++t) {
          float e = std::exp(s[t - lo] - m);
          l += e;
          for (uint32_t d = 0; d < D; ++d) o[d] += e * kv.v[hv.base(b, t, kh) + d];
        }
        for (uint32_t d = 0; d < D; ++d) out[((size_t{b} * n_q + qi) * Hq + h) * D + d] = o[d] / l;
      }
  return out;
}

}  // namespace morph::ops
