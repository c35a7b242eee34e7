#include "morph/ops/attention.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <type_traits>
#include <utility>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/island.h"
#include "morph/dsl/last_workgroup.h"
#include "morph/reduce/butterfly.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/runtime/tensor_checks.h"

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
  MORPH_USER_CHECK(chunks_per_group >= 1 && chunks_per_group <= 4, "attention: chunks_per_group ", chunks_per_group,
                   " must be in [1, 4] (the chunk loop is unrolled)");
  MORPH_USER_CHECK(workgroup == 0 || workgroup == 64 || workgroup == 128 || workgroup == 256, "attention: workgroup ",
                   workgroup, " must be 0 (automatic), 64, 128 or 256");
  MORPH_USER_CHECK(min_workgroups_per_cu <= 8, "attention: min_workgroups_per_cu ", min_workgroups_per_cu,
                   " must be at most 8");
  MORPH_USER_CHECK(row_split == 0 ||
                       ((row_split == 1 || row_split == 2 || row_split == 4) && q_tile * group_size() % row_split == 0),
                   "attention: row_split ", row_split,
                   " must be 0 (automatic), 1, 2 or 4 dividing q_tile x G = ", q_tile * group_size());
  auto rows_knob = [](uint32_t v) { return v == 0 || v == 1 || v == 2 || v == 4; };
  MORPH_USER_CHECK(rows_knob(v_rows_per_block), "attention: v_rows_per_block ", v_rows_per_block,
                   " must be 0 (as rows_per_block), 1, 2 or 4");
  MORPH_USER_CHECK(rows_knob(rows_per_block), "attention: rows_per_block ", rows_per_block,
                   " must be 0 (automatic), 1, 2 or 4");
  MORPH_USER_CHECK(combine <= 2, "attention: combine ", combine,
                   " must be 0 (automatic), 1 (a second launch) or 2 (the last workgroup combines)");
  MORPH_USER_CHECK(q_tile >= 1 && q_tile * group_size() <= 32, "attention: q_tile ", q_tile, " x ", group_size(),
                   " query heads per kv head must be in [1, 32] rows (shared memory: 1 KiB per row)");
}

std::string AttnConfig::str() const {
  return str_cat("Hq=", n_q_heads, " Hkv=", n_kv_heads, " D=", head_dim, " kv=", ir::type_name(kv_type),
                 block_size ? str_cat(" paged/", block_size) : std::string(" contiguous"),
                 window ? str_cat(" window=", window) : std::string(),
                 softcap != 0.0f ? str_cat(" softcap=", softcap) : std::string());
}

namespace {

constexpr uint32_t S = kAttnChunk;
constexpr float kNegInf = -std::numeric_limits<float>::infinity();
/// Query tokens per attn_chunk_serial workgroup: the chunk's K is copied and transposed once
/// for their rows (prefill; decode's one token leaves the others idle, skipped).
constexpr uint32_t kSerialQTile = 16;

using reduce::butterfly32;
using reduce::butterfly_groups;

/// Score from a finished dot product: * scale, then the optional softcap (one definition).
template <class F>
F score_of(F dot, F scale, bool softcap, F cap) {
  F s = dot * scale;
  if (softcap) s = cap * algebra::math::tanh(s / cap);
  return s;
}

/// Sum of the leaves kk = lo .. lo+n-1 (n a power of two) as a pairwise tree: the sum of the
/// first half's tree and the second half's. leaf(kk) gives one value per accumulator (summed
/// elementwise). Over the leaf order kk -> position bitrev5(kk) this is the 32-lane butterfly
/// (its stride-16 step pairs positions i and i + 16, which are leaves 2m and 2m + 1, and so on).
template <class LeafFn>
std::vector<Val<float>> pairwise_sum(uint32_t lo, uint32_t n, LeafFn& leaf) {
  if (n == 1) return leaf(lo);
  std::vector<Val<float>> a = pairwise_sum(lo, n / 2, leaf), b = pairwise_sum(lo + n / 2, n / 2, leaf);
  for (size_t i = 0; i < a.size(); ++i) a[i] = a[i] + b[i];
  return a;
}

/// Workgroups per (kv head, query tile): row_split, 1 where it is left automatic.
uint32_t row_splits(const AttnConfig& c) { return std::max(c.row_split, 1u); }
/// Rows (query token, head) of one attn_chunk workgroup: a tile's q_tile * G, over row_split.
uint32_t rows_per_group(const AttnConfig& c) { return c.q_tile * c.group_size() / row_splits(c); }
/// attn_chunk's grid for `n_chunks` chunks, `n_q` query tokens and `batch` sequences: {chunk
/// groups, kv heads · query tiles · row splits, sequences}. Grid y · z are its row sets (with
/// combine 2, one counter each).
std::array<uint64_t, 3> chunk_grid(const AttnConfig& c, uint32_t n_chunks, uint32_t n_q, uint32_t batch) {
  return {(n_chunks + c.chunks_per_group - 1) / c.chunks_per_group,
          uint64_t{c.n_kv_heads} * ((n_q + c.q_tile - 1) / c.q_tile) * row_splits(c), batch};
}

/// The attn_chunk schedule's sizes (comptime).
struct ChunkLayout {
  uint32_t W, nG, TP, PP, NP, UP, RB, NB, RBV, NBV, scratch;
  explicit ChunkLayout(const AttnConfig& c) {
    const uint32_t D = c.head_dim, R = rows_per_group(c);
    W = c.workgroup ? c.workgroup : 128;  // items (0: attention_prepare resolves it)
    nG = D / 32;
    TP = std::bit_ceil(nG);                                                  // phase A: items per position
    PP = W / TP;                                                             // positions per pass
    NP = S / PP;                                                             // passes per chunk
    UP = std::min(NP, 2u);                                                   // passes per loop iteration
    RB = std::min({R, c.rows_per_block ? c.rows_per_block : 4u, 16u / TP});  // rows per block (q in
                                                                             // registers: 32 RB floats)
    NB = (R + RB - 1) / RB;
    RBV = std::min({R, c.v_rows_per_block ? c.v_rows_per_block : RB, 16u / TP});  // phase C's rows per block
    NBV = (R + RBV - 1) / RBV;
    scratch = std::max(RB * S * TP, RBV * 8 * (D + 1));
  }
  uint32_t shared_bytes(const AttnConfig& c) const {
    const uint32_t R = rows_per_group(c);
    return 4 * (R * S + scratch + R * 8 + R);
  }
};

/// A run-time loop over 0 .. n-1, or the body once with 0 when n is 1 (decode: one row block,
/// so no loop around the barriers). The chunk loop (chunks_per_group) is unrolled instead: as
/// a run-time loop around this kernel's phases PoCL gave wrong outputs for chunks_per_group 2
/// (the oracle and the cpu backend right; cause not found), docs/attention.md.
template <class F>
void loop_or_once(uint32_t n, F&& body) {
  if (n == 1)
    body(Val<uint32_t>(0u));
  else
    For(Val<uint32_t>(0u), n, body);
}

/// The two cache elements of a 32-bit word (element 2i in the low half, little-endian), as
/// f32, exactly. bf16: the high bits of an f32. f16: dsl::half_to_float_value (the values only
/// feed products, so a NaN's payload is free, DESIGN L1; one cvt.f32.f16 per element on CUDA).
template <class T>
std::pair<Val<float>, Val<float>> kv_pair(Val<uint32_t> w) {
  if constexpr (std::is_same_v<T, bf16>)
    return {bitcast<float>(w << 16u), bitcast<float>(w & 0xffff0000u)};
  else
    return {half_to_float_value(w & 0xffffu), half_to_float_value(w >> 16u)};
}

/// attn_chunk's parameters, declared in launch order (both schedules' kernels take the same
/// arguments). f16 / bf16 caches are read as 32-bit words (two elements each) and converted
/// exactly by kv_pair: the generic storage conversion is a branchy function per element, which
/// cost as much as the attention arithmetic itself.
template <class T>
struct ChunkParams {
  Array<float> q, kf, vf, part_o, part_ml;
  Array<uint32_t> kw, vw;
  Array<int32_t> table, ctx;
  Val<uint32_t> n_q, cap, bs, window, n_chunks;
  Val<float> scale, capv;
  Array<float> out;          // combine 2 only
  Array<uint32_t> counters;  // combine 2 only
  explicit ChunkParams(bool paged, bool fused) {
    q = buffer_param<float>("q");
    if constexpr (std::is_same_v<T, float>)
      kf = buffer_param<float>("k", ir::Type::F32), vf = buffer_param<float>("v", ir::Type::F32);
    else
      kw = buffer_param<uint32_t>("k", ir::Type::U32), vw = buffer_param<uint32_t>("v", ir::Type::U32);
    if (paged) table = buffer_param<int32_t>("block_table");
    ctx = buffer_param<int32_t>("ctx_len");
    part_o = buffer_param<float>("part_o"), part_ml = buffer_param<float>("part_ml");
    n_q = scalar_param<uint32_t>("n_q"), cap = scalar_param<uint32_t>("cap");
    bs = scalar_param<uint32_t>("block_size"), window = scalar_param<uint32_t>("window");
    n_chunks = scalar_param<uint32_t>("n_chunks");
    scale = scalar_param<float>("scale"), capv = scalar_param<float>("softcap");
    if (fused) out = buffer_param<float>("out"), counters = buffer_param<uint32_t>("counters");
  }
};

/// The first key visible to the query at position `pos`: pos + 1 − window with a window, else 0.
Val<uint32_t> first_visible(Val<uint32_t> pos, Val<uint32_t> window) {
  return select(window != 0u && pos + 1u > window, pos + 1u - window, Val<uint32_t>(0u));
}

/// Element offset of K/V at (sequence b, position t, kv head kh, d = 0): the contiguous cache's
/// row b·cap + t, or the paged cache's row block_table[b][t / block_size] · block_size + t mod it.
template <class T>
Val<uint32_t> kv_offset(ChunkParams<T>& P, bool paged, Val<uint32_t> b, Val<uint32_t> t, Val<uint32_t> kh, uint32_t Hkv,
                        uint32_t D) {
  Val<uint32_t> slot = paged ? cast<uint32_t>(P.table[b * P.cap + t / P.bs].read()) * P.bs + t % P.bs : b * P.cap + t;
  return (slot * Hkv + kh) * D;
}

/// The chunks [c_lo, c_hi) holding the keys visible to query row `qrow` ((sequence, token,
/// head) in [batch, n_q, Hq] order): positions t_lo .. pos of its token (definition above).
std::pair<Val<uint32_t>, Val<uint32_t>> row_chunks(Array<int32_t>& ctx, Val<uint32_t> qrow, Val<uint32_t> n_q,
                                                   uint32_t Hq, Val<uint32_t> window) {
  Val<uint32_t> b = qrow / (n_q * Hq), qi = (qrow / Hq) % n_q;
  Val<uint32_t> pos = cast<uint32_t>(ctx[b].read()) - n_q + qi;
  return {first_visible(pos, window) / S, pos / S + 1u};
}

/// Step 2 of the definition for one query row, by the W items of a workgroup together (item
/// `lid`): M = the max of the row's chunk maxima c_lo .. c_hi − 1 (a max is exact, so any
/// grouping gives the definition's M: each item folds a stride, then a tree in `red`); then per
/// tile of W chunks, item j computes the weight w_c = exp(m_c − M) of chunk c = tile + j and
/// stages it with l_c in shared memory, and item 0 folds L += l_c · w_c, item lid folds
/// O_d += o_c,d · w_c for d = lid, lid + W, … < D — each left to right over the chunks, as the
/// definition orders them.
/// out[qrow · D + d] = O_d / L where `real`. Shared arrays of W floats (red, wsh, lsh); every item
/// must call it (barriers), with the same row.
struct CombineScratch {
  Shared<float> red, wsh, lsh;
  explicit CombineScratch(uint32_t W)
      : red(shared<float>(W, "combine_max")), wsh(shared<float>(W, "combine_w")), lsh(shared<float>(W, "combine_l")) {}
};
void combine_row(Array<int32_t>& ctx, Array<float>& part_o, Array<float>& part_ml, Array<float>& out,
                 CombineScratch& sh, Val<uint32_t> qrow, Val<bool> real, Val<uint32_t> lid, uint32_t W,
                 Val<uint32_t> n_q, Val<uint32_t> window, Val<uint32_t> n_chunks, uint32_t Hq, uint32_t D) {
  auto [c_lo, c_hi] = row_chunks(ctx, qrow, n_q, Hq, window);
  Val<uint32_t> base = qrow * n_chunks;
  Var<float> mx(kNegInf);
  ForStep(c_lo + lid, c_hi, Val<uint32_t>(W),
          [&](Val<uint32_t> c) { mx = max(mx.read(), part_ml[(base + c) * 2u].read()); });
  sh.red[lid] = mx.read();
  barrier();
  for (uint32_t st = std::bit_ceil(W) / 2; st >= 1; st /= 2) {
    If(lid < st && lid + st < W, [&] { sh.red[lid] = max(sh.red[lid].read(), sh.red[lid + st].read()); });
    barrier();
  }
  Val<float> M = sh.red[0u].read();
  const uint32_t K = (D + W - 1) / W;  // dims per item: d = lid + k·W
  Var<float> L(-0.0f);
  std::vector<Var<float>> O;
  O.reserve(K);  // no reallocation: a copied Var would be a new local
  for (uint32_t k = 0; k < K; ++k) O.emplace_back(-0.0f);
  ForStep(c_lo, c_hi, Val<uint32_t>(W), [&](Val<uint32_t> cb) {
    Val<uint32_t> c = cb + lid;
    If(c < c_hi, [&] {
      sh.wsh[lid] = algebra::math::exp(part_ml[(base + c) * 2u].read() - M);
      sh.lsh[lid] = part_ml[(base + c) * 2u + 1u].read();
    });
    barrier();
    Val<uint32_t> n = min(c_hi - cb, Val<uint32_t>(W));
    If(lid == 0u, [&] {
      For(Val<uint32_t>(0u), n, [&](Val<uint32_t> j) { L = L.read() + sh.lsh[j].read() * sh.wsh[j].read(); });
    });
    for (uint32_t k = 0; k < K; ++k)
      If(lid + k * W < D, [&] {
        Val<uint32_t> ob = (base + cb) * D + lid + k * W;
        For(Val<uint32_t>(0u), n,
            [&](Val<uint32_t> j) { O[k] = O[k].read() + part_o[ob + j * D].read() * sh.wsh[j].read(); });
      });
    barrier();  // the next tile (or row) overwrites the weights
  });
  If(lid == 0u, [&] { sh.red[0u] = L.read(); });
  barrier();
  Val<float> Lrow = sh.red[0u].read();
  for (uint32_t k = 0; k < K; ++k)
    If(real && lid + k * W < D, [&] { out[qrow * D + lid + k * W] = O[k].read() / Lrow; });
  barrier();  // red is reused by the next row
}

template <class T>
dsl::KernelRef chunk_kernel_t(const AttnConfig& c) {
  const uint32_t D = c.head_dim, G = c.group_size(), Hkv = c.n_kv_heads, Hq = c.n_q_heads;
  const bool paged = c.block_size != 0, softcap = c.softcap != 0.0f;
  const uint32_t cpg = c.chunks_per_group, Tq = c.q_tile, R = rows_per_group(c), split = row_splits(c);
  const bool fused = c.combine == 2;
  const ChunkLayout L(c);
  const uint32_t W = L.W;
  MORPH_USER_CHECK(L.shared_bytes(c) <= 48 * 1024, "attention: q_tile ", Tq, " x ", G, " rows at head_dim ", D,
                   " need ", L.shared_bytes(c), " bytes of shared memory (at most 49152); use a smaller q_tile");
  return kernel(
      "attn_chunk",
      [&]() {
    ChunkParams<T> P(paged, fused);
    auto& [q, kf, vf, part_o, part_ml, kw, vw, table, ctx, n_q, cap, bs, window, n_chunks, scale, capv, out, counters] =
        P;
    constexpr bool kF32 = std::is_same_v<T, float>;
    if (c.min_workgroups_per_cu) launch_bounds(W, c.min_workgroups_per_cu);  // CUDA: a register cap

    Val<uint32_t> lid = local_id(0);
    Val<uint32_t> kh = group_id(1) % Hkv, tile = group_id(1) / Hkv, b = group_id(2), row0(0u);
    if (split > 1) {  // the tile's first row in this workgroup
      row0 = tile % split * R;
      tile = tile / split;
    }
    Val<uint32_t> ctxb = cast<uint32_t>(ctx[b].read());
    // The workgroup's rows: r = row0 + ti * G + g is query token tile * Tq + ti (clamped to the
    // last token; rows past it compute and store nothing) and query head kh * G + g.
    struct RowInfo {
      Val<uint32_t> qrow, t_lo, t_hi;
      Val<bool> real;
    };
    auto row_info = [&](Val<uint32_t> r) {
      if (split > 1) r = row0 + r;
      Val<uint32_t> qi_raw = tile * Tq + r / G, qi = min(qi_raw, n_q - 1u);
      Val<uint32_t> pos = ctxb - n_q + qi;  // keys t_lo .. t_hi = pos are visible
      Val<uint32_t> lo = first_visible(pos, window);
      return RowInfo{(b * n_q + qi) * Hq + kh * G + r % G, lo, pos, qi_raw < n_q};
    };
    // Positions visible to some row of the tile (the first token's t_lo .. the last's t_hi).
    RowInfo first = row_info(Val<uint32_t>(0u)), last = row_info(Val<uint32_t>(R - 1));
    Val<uint32_t> span_lo = first.t_lo, span_hi = last.t_hi;
    auto kv_base = [&](Val<uint32_t> tpos) {  // element offset of (clamped position, kv head, d = 0)
      return kv_offset(P, paged, b, min(max(tpos, span_lo), span_hi), kh, Hkv, D);
    };
    // Elements first .. first+n-1 of K or V (n = 4 or a multiple of 8; first a multiple of n),
    // as f32, with 8- or 16-byte loads.
    auto load_kv = [&](bool is_k, Val<uint32_t> first, uint32_t n) {
      std::vector<Val<float>> out;
      if constexpr (kF32) {
        for (uint32_t m = 0; m < n; m += 4)
          for (Val<float>& x : (is_k ? kf : vf).load_lanes(first + m, 4)) out.push_back(x);
      } else {
        const uint32_t wl = n >= 8 ? 4 : 2;  // words per load
        for (uint32_t m = 0; m < n / 2; m += wl)
          for (Val<uint32_t>& w : (is_k ? kw : vw).load_lanes(first / 2u + m, wl)) {
            auto [lo, hi] = kv_pair<T>(w);
            out.push_back(lo);
            out.push_back(hi);
          }
      }
      return out;
    };
    // Shared memory: scores then weights p per row; a scratch that holds, in phase A, the
    // per-32-dim group values of the dot products and, in phase C, the per-32-position group
    // values of o and l; the chunk max's group values and the row maxima.
    Shared<float> sc = shared<float>(R * S, "scores");
    Shared<float> scr = shared<float>(L.scratch, "scratch");
    Shared<float> gm = shared<float>(R * 8, "group_max");
    Shared<float> rmax = shared<float>(R, "row_max");
    // Phase A's team: TP items per position, item g holds the 32 dims of group g (g < nG).
    Val<uint32_t> g = lid % L.TP, gc = min(g, L.nG - 1u), jl = lid / L.TP;
    // Row i of row block rb (clamped to the last row; rows past R compute and store nothing).
    auto block_rows = [&](Val<uint32_t> rb, uint32_t nrows) {
      std::vector<RowInfo> rows;
      for (uint32_t i = 0; i < nrows; ++i) rows.push_back(row_info(min(rb * nrows + i, R - 1)));
      return rows;
    };

    for (uint32_t uc = 0; uc < cpg; ++uc) {  // unrolled (see loop_or_once)
      Val<uint32_t> u(uc);
      Val<uint32_t> ch = group_id(0) * cpg + u;
      Val<uint32_t> cs = ch * S;
      Val<bool> active = ch < n_chunks && cs <= span_hi && cs + S > span_lo;
      If(active, [&] {
        // Phase A, per block of RB rows: q's dims of group g in registers; per pass, team jl
        // takes position cs + pass * PP + jl, item g loads K's 32 dims of group g (wide loads)
        // and folds q * k by the 32-lane butterfly in registers; the group values meet in the
        // scratch and one item per (row, position) combines them by the groups' butterfly.
        loop_or_once(L.NB, [&](Val<uint32_t> rb) {
          std::vector<RowInfo> rows = block_rows(rb, L.RB);
          std::vector<std::vector<Val<float>>> qv(L.RB);
          for (uint32_t i = 0; i < L.RB; ++i)
            for (uint32_t m = 0; m < 32; m += 4)
              for (Val<float>& x : q.load_lanes(rows[i].qrow * D + gc * 32u + m, 4)) qv[i].push_back(x);
          // Two passes per iteration, their loads issued before either's arithmetic (more
          // bytes in flight per item when few workgroups share an SM).
          For(Val<uint32_t>(0u), L.NP / L.UP, [&](Val<uint32_t> pass2) {
            std::vector<Val<uint32_t>> js;
            std::vector<std::vector<Val<float>>> krs;
            for (uint32_t h = 0; h < L.UP; ++h) {
              js.push_back((pass2 * L.UP + h) * L.PP + jl);
              krs.push_back(load_kv(true, kv_base(cs + js[h]) + gc * 32u, 32));
            }
            for (uint32_t h = 0; h < L.UP; ++h)
              for (uint32_t i = 0; i < L.RB; ++i) {
                std::vector<Val<float>> x;
                for (uint32_t d = 0; d < 32; ++d) x.push_back(qv[i][d] * krs[h][d]);
                scr[(js[h] + i * S) * L.TP + g] = butterfly32(reduce::Combine::Sum, x);
              }
          });
          barrier();
          For(Val<uint32_t>(0u), L.RB * S / W, [&](Val<uint32_t> e) {
            Val<uint32_t> i = e * W / S, j = lid + (e * W) % S, tp = cs + j, r = rb * L.RB + i;
            std::vector<Val<float>> groups;
            for (uint32_t gg = 0; gg < L.nG; ++gg) groups.push_back(scr[(j + i * S) * L.TP + gg].read());
            Val<float> dot = butterfly_groups(reduce::Combine::Sum, groups);
            RowInfo ri = row_info(min(r, R - 1));
            Val<bool> valid = tp >= ri.t_lo && tp <= ri.t_hi;
            If(r < R, [&] { sc[r * S + j] = select(valid, score_of(dot, scale, softcap, capv), Val<float>(kNegInf)); });
          });
          barrier();  // the scratch is reused by the next block
        });
        // The 32-lane butterfly over each 32-position group of sc's rows first .. first+nrows-1
        // (row clamped to R - 1): item 8i + grp folds group grp of row i and stores it by
        // store(i, grp, value). Phase B folds the scores for m, phase C the weights for l.
        auto fold_sc_groups = [&](reduce::Combine comb, uint32_t nrows, Val<uint32_t> first, auto&& store) {
          for (uint32_t e = 0; e < (nrows * 8 + W - 1) / W; ++e) {
            Val<uint32_t> idx = lid + e * W;
            If(idx < nrows * 8, [&] {
              Val<uint32_t> i = idx / 8u, grp = idx % 8u, base = min(first + i, R - 1) * S + grp * 32u;
              std::vector<Val<float>> x;
              for (uint32_t k = 0; k < 32; ++k) x.push_back(sc[base + k].read());
              store(i, grp, butterfly32(comb, x));
            });
          }
        };
        // Phase B: m = max-tree (items 8r + grp fold group grp, item r combines the 8 groups);
        // p = exp(s - m), masked: the sum identity -0.
        fold_sc_groups(reduce::Combine::Max, R, Val<uint32_t>(0u),
                       [&](Val<uint32_t> i, Val<uint32_t> grp, Val<float> v) { gm[i * 8u + grp] = v; });
        barrier();
        If(lid < R, [&] {
          std::vector<Val<float>> gv;
          for (uint32_t gg = 0; gg < S / 32; ++gg) gv.push_back(gm[lid * 8u + gg].read());
          Val<float> mx = butterfly_groups(reduce::Combine::Max, gv);
          rmax[lid] = mx;
          RowInfo me = row_info(lid);
          If(me.real, [&] { part_ml[(me.qrow * n_chunks + ch) * 2u] = mx; });
        });
        barrier();
        For(Val<uint32_t>(0u), R * S / W, [&](Val<uint32_t> e) {
          Val<uint32_t> idx = lid + e * W;
          Val<float> s = sc[idx];
          sc[idx] = select(s == kNegInf, Val<float>(-0.0f), algebra::math::exp(s - rmax[idx / S].read()));
        });
        barrier();
        // Phase C, per block of RB rows: unit (slice s4, group grp) folds o_d for d in
        // 4 s4 .. 4 s4 + 3 over the 32 positions of group grp by the 32-lane butterfly,
        // reading the positions in the tree's leaf order (bit-reversed: the butterfly is then
        // a pairwise fold, evaluated as the V rows stream in with 4-dim wide loads); the 8
        // group values meet in the scratch and one item per (row, d) combines them. `whole`:
        // every row of the tile sees every position of the chunk (a contiguous cache; every
        // chunk of a decode step but the last): no masks, and each leaf's V address is the
        // unit's base plus a constant.
        const uint32_t U = 2 * D, SL = D / 4;
        // Units of block rb: the part before the barrier (no barrier inside the branch on
        // `whole`: PoCL mis-ran barriers inside both arms of an if).
        auto units = [&](bool whole, Val<uint32_t> rb, const std::vector<RowInfo>& rows) {
          For(Val<uint32_t>(0u), (U + W - 1) / W, [&](Val<uint32_t> e) {
            Val<uint32_t> un = lid + e * W;
            If(un < U, [&] {
              Val<uint32_t> s4 = un % SL, gp = un / SL;
              // whole: element (or word) index of the unit's first V value, position gp * 32.
              Val<uint32_t> ubase(0u);
              if (whole) {
                ubase = ((b * cap + cs + gp * 32u) * Hkv + kh) * D + s4 * 4u;
                if (!kF32) ubase = ubase / 2u;
              }
              // Row i's weights of the group start at pw[i]: sc[pw[i] + pos] (the constant last, so
              // that it folds into the shared load's offset).
              std::vector<Val<uint32_t>> pw;
              for (uint32_t i = 0; i < L.RBV; ++i) pw.push_back(min(rb * L.RBV + i, R - 1) * S + gp * 32u);
              auto leaf = [&](uint32_t kk) {
                uint32_t pos = 0;
                for (uint32_t bit = 0; bit < 5; ++bit) pos |= ((kk >> bit) & 1u) << (4 - bit);
                Val<uint32_t> jj = gp * 32u + pos, tp = cs + jj;
                std::vector<Val<float>> vv;
                if (whole) {
                  const uint32_t off = pos * Hkv * D / (kF32 ? 1 : 2);  // elements (f32) or words
                  if constexpr (kF32) {
                    vv = vf.load_lanes(ubase + off, 4);
                  } else {
                    for (Val<uint32_t>& w : vw.load_lanes(ubase + off, 2)) {
                      auto [lo, hi] = kv_pair<T>(w);
                      vv.push_back(lo);
                      vv.push_back(hi);
                    }
                  }
                } else {
                  vv = load_kv(false, kv_base(tp) + s4 * 4u, 4);
                }
                if (!whole && Tq == 1) {
                  // One query token: every row sees the same positions, and a masked
                  // position's p is -0 in every row, so p * (masked ? 1 : v) is the leaf -0
                  // there and p * v elsewhere — one select per dim, not one per (row, dim).
                  Val<bool> valid = tp >= rows[0].t_lo && tp <= rows[0].t_hi;
                  for (uint32_t d = 0; d < 4; ++d) vv[d] = select(valid, vv[d], Val<float>(1.0f));
                }
                std::vector<Val<float>> out;
                for (uint32_t i = 0; i < L.RBV; ++i) {
                  Val<float> p = sc[pw[i] + pos];
                  Val<bool> valid = tp >= rows[i].t_lo && tp <= rows[i].t_hi;
                  for (uint32_t d = 0; d < 4; ++d)
                    out.push_back(whole || Tq == 1 ? p * vv[d] : select(valid, p * vv[d], Val<float>(-0.0f)));
                }
                return out;
              };
              std::vector<Val<float>> res = pairwise_sum(0, 32, leaf);
              for (uint32_t i = 0; i < L.RBV; ++i) {
                Val<uint32_t> at = (gp + i * 8u) * (D + 1);
                for (uint32_t d = 0; d < 4; ++d) scr[at + s4 * 4u + d] = res[i * 4 + d];
              }
            });
          });
          // l's group values: item (row i, group gp) folds the group's 32 weights by the 32-lane
          // butterfly (the tree of the o units' leaf order; masked weights are -0 already), in
          // the same region as the units (no barrier of its own: see "Whole chunks").
          fold_sc_groups(
              reduce::Combine::Sum, L.RBV, rb * L.RBV,
              [&](Val<uint32_t> i, Val<uint32_t> grp, Val<float> v) { scr[(grp + i * 8u) * (D + 1) + D] = v; });
        };
        loop_or_once(L.NBV, [&](Val<uint32_t> rb) {
          std::vector<RowInfo> rows = block_rows(rb, L.RBV);
          if (paged)
            units(false, rb, rows);
          else
            If(last.t_lo <= cs && cs + (S - 1) <= first.t_hi, [&] { units(true, rb, rows); }).Else([&] {
              units(false, rb, rows);
            });
          barrier();
          For(Val<uint32_t>(0u), (L.RBV * (D + 1) + W - 1) / W, [&](Val<uint32_t> e) {
            Val<uint32_t> idx = lid + e * W;
            Val<uint32_t> i = idx / (D + 1), d = idx % (D + 1), r = rb * L.RBV + i;
            If(idx < L.RBV * (D + 1) && r < R, [&] {
              std::vector<Val<float>> gv;
              for (uint32_t gg = 0; gg < S / 32; ++gg) gv.push_back(scr[(i * 8u + gg) * (D + 1) + d].read());
              Val<float> o = butterfly_groups(reduce::Combine::Sum, gv);
              RowInfo ri = row_info(r);
              If(ri.real, [&] {
                Val<uint32_t> at = ri.qrow * n_chunks + ch;
                If(d < D, [&] { part_o[at * D + d] = o; }).Else([&] { part_ml[at * 2u + 1u] = o; });
              });
            });
          });
          barrier();  // the scratch and the scores are reused (next block, next chunk)
        });
      });
    }
    if (fused) {
      // Step 2 in the last of the num_groups(0) workgroups that share this one's rows (a row
      // set: group_id 1 and 2) to finish: item lid combines (row, d) = lid, lid + W, … of them.
      Val<uint32_t> set = group_id(2) * num_groups(1) + group_id(1);
      CombineScratch csh(W);
      last_workgroup(counters, set, num_groups(0), [&] {
        loop_or_once(R, [&](Val<uint32_t> r) {
          RowInfo ri = row_info(r);
          combine_row(ctx, part_o, part_ml, out, csh, ri.qrow, ri.real, lid, W, n_q, window, n_chunks, Hq, D);
        });
      });
    }
      },
      {},
      // Every comptime the trace reads (row_split shapes R and row0: once missing here, a row_split 2 kernel
      // was reused for row_split 1, Attention.TraceCacheKeepsRowSplitsApart).
      Key(std::string_view("attn_chunk/13"), D, G, Hkv, Hq, static_cast<uint8_t>(c.kv_type), paged, softcap, cpg, Tq, W,
          L.RB, L.RBV, c.min_workgroups_per_cu, fused, split));
}

/// The cpu backend's attn_chunk (caps.cheap_workgroups), docs/attention.md "The cpu kernels":
/// one item per workgroup per (kv head, tile of kSerialQTile query tokens, chunk, sequence),
/// walking the definition's steps 1-4 for the tile's rows in loops the host compiler vectorizes
/// (the chunk's K transposed once; products and trees in blocks of 32 positions across vector
/// lanes). Parameters and partials as attn_chunk; grid {Hkv · ⌈n_q / kSerialQTile⌉, n_chunks,
/// batch}, workgroup {1}.
template <class T>
dsl::KernelRef chunk_kernel_serial_t(const AttnConfig& c) {
  const uint32_t D = c.head_dim, G = c.group_size(), Hkv = c.n_kv_heads, Hq = c.n_q_heads, nG = D / 32;
  const bool paged = c.block_size != 0, softcap = c.softcap != 0.0f;
  constexpr bool kF32 = std::is_same_v<T, float>;
  return kernel(
      "attn_chunk_serial",
      [&]() {
    ChunkParams<T> P(paged, /*fused=*/false);
    auto& [q, kf, vf, part_o, part_ml, kw, vw, table, ctx, n_q, cap, bs, window, n_chunks, scale, capv, out_unused,
           counters_unused] = P;

    // The kv heads of one chunk are consecutive workgroups (x fastest), so one thread walks them
    // in turn: a head's rows sit in the same pages as the previous head's, which the L2
    // streamer has begun fetching (a kv head's own rows are a page apart: no stream of its own).
    Val<uint32_t> kh = group_id(0) % Hkv, tile = group_id(0) / Hkv, ch = group_id(1), b = group_id(2);
    Val<uint32_t> ctxb = cast<uint32_t>(ctx[b].read());
    // Query token qi sees keys t_lo(qi) .. pos(qi); the tile's tokens together see span_lo ..
    // span_hi (its first token's t_lo, its last real token's position).
    auto pos_of = [&](Val<uint32_t> qi) { return ctxb - n_q + qi; };
    Val<uint32_t> q0 = tile * kSerialQTile, q1 = min(q0 + (kSerialQTile - 1), n_q - 1u);
    Val<uint32_t> span_lo = first_visible(pos_of(q0), window), span_hi = pos_of(q1);
    Val<uint32_t> cs = ch * S;
    // Run-time lengths for the loops over buffer indices (a constant bound makes GCC count the
    // trips and lose the no-wrap proof of base + trips; see rope_kernel_serial).
    Val<uint32_t> D_rt = select(n_chunks == 0u, Val<uint32_t>(0u), Val<uint32_t>(D));
    // Element offset of K/V (position t clamped into the tile's visible keys, kv head kh, d = 0).
    auto kv_base = [&](Val<uint32_t> t) { return kv_offset(P, paged, b, min(max(t, span_lo), span_hi), kh, Hkv, D); };
    // Row `base` of K or V, as f32, into `dst` (a D-element array; f16/bf16 words converted
    // exactly, as attn_chunk does).
    auto load_row = [&](bool is_k, Val<uint32_t> base, Shared<float>& dst) {
      if constexpr (kF32) {
        Array<float>& a = is_k ? kf : vf;
        For(base, base + D_rt, [&](Val<uint32_t> g) { dst[g - base] = a[g].read(); });
      } else {
        Array<uint32_t>& a = is_k ? kw : vw;
        Val<uint32_t> wb = base / 2u;
        For(wb, wb + D_rt / 2u, [&](Val<uint32_t> g) {
          auto [lo, hi] = kv_pair<T>(a[g].read());
          Val<uint32_t> e = (g - wb) * 2u;
          dst[e] = lo;
          dst[e + 1u] = hi;
        });
      }
    };
    // The groups' butterfly (docs/reductions.md step 3) of the group values a[gi · 32 · stride + e].
    auto groups_of = [&](reduce::Combine cmb, Shared<float>& a, uint32_t groups, uint32_t stride, Val<uint32_t> e) {
      std::vector<Val<float>> gv;
      for (uint32_t gi = 0; gi < groups; ++gi) gv.push_back(a[gi * 32u * stride + e].read());
      return butterfly_groups(cmb, gv);
    };

    // The canonical tree of `tr`'s S values (a chunk's scores or weights), in place: each group's
    // 32-lane butterfly level by level (lane 0's view, step 2), then the groups' butterfly.
    auto chunk_tree = [&](reduce::Combine cmb, Shared<float>& tr) {
      for (uint32_t st = 16; st >= 1; st /= 2)
        For(Val<uint32_t>(0u), Val<uint32_t>(S / 32), [&](Val<uint32_t> gi) {
          For(Val<uint32_t>(0u), Val<uint32_t>(st), [&](Val<uint32_t> l) {
            Val<uint32_t> i = gi * 32u + l;
            tr[i] = reduce::combine(cmb, tr[i].read(), tr[i + st].read());
          });
        });
      return groups_of(cmb, tr, S / 32, 1, Val<uint32_t>(0u));
    };

    If(ch < n_chunks && cs <= span_hi && cs + (S - 1) >= span_lo, [&] {
      Shared<float> qv = shared<float>(G * D, "q"), kr = shared<float>(D, "k_row");
      // kt rows padded to SP = S + 16 elements: rows of exactly 1 KiB map the transposing
      // stores to 4 of the L1's 64 sets (measured: the transpose took a third of the kernel).
      const uint32_t SP = S + 16;
      Shared<float> kc = shared<float>(S * D, "k_chunk"), kt = shared<float>(D * SP, "k_t");
      Shared<float> pt = shared<float>(D, "dim_groups"), gv = shared<float>(S / 32 * D, "group_values");
      Shared<float> sc = shared<float>(G * S, "scores"), tr = shared<float>(S, "tree");
      Shared<float> vr = shared<float>(D, "v_row");
      Shared<float> vc = shared<float>(S * D, "v_chunk");
      // The chunk's K and V rows, each copied whole (a kv head's rows lie Hkv·D elements apart, a
      // page apart for Llama shapes, where the hardware prefetchers stop: a loop of row copies
      // and nothing else keeps many rows' misses in flight; through kr / vr, as a store at
      // j·D + (g − base) is not affine to GCC), read once for all rows of the tile; then K
      // transposed (kt[d·SP + j] = k_{cS+j, d}) so that step 1 runs across positions j in
      // vector lanes.
      For(Val<uint32_t>(0u), Val<uint32_t>(S), [&](Val<uint32_t> j) {
        Val<uint32_t> base = kv_base(cs + j);
        load_row(true, base, kr);
        For(Val<uint32_t>(0u), Val<uint32_t>(D), [&](Val<uint32_t> d) { kc[j * D + d] = kr[d].read(); });
        load_row(false, base, vr);
        For(Val<uint32_t>(0u), Val<uint32_t>(D), [&](Val<uint32_t> d) { vc[j * D + d] = vr[d].read(); });
      });
      For(Val<uint32_t>(0u), Val<uint32_t>(S), [&](Val<uint32_t> j) {
        For(Val<uint32_t>(0u), Val<uint32_t>(D), [&](Val<uint32_t> d) { kt[d * SP + j] = kc[j * D + d].read(); });
      });
      // Each real query token of the tile whose visible keys meet the chunk: its G rows.
      For(Val<uint32_t>(0u), Val<uint32_t>(kSerialQTile), [&](Val<uint32_t> ti) {
        Val<uint32_t> qi = q0 + ti, pos = pos_of(qi), t_lo = first_visible(pos, window);
        If(qi < n_q && cs <= pos && cs + (S - 1) >= t_lo, [&] {
          Val<uint32_t> qrow0 = (b * n_q + qi) * Hq + kh * G;  // the first of the G query rows
          Val<uint32_t> qb = qrow0 * D;
          For(qb, qb + D_rt * G, [&](Val<uint32_t> g) { qv[g - qb] = q[g].read(); });
          For(Val<uint32_t>(0u), Val<uint32_t>(G), [&](Val<uint32_t> h) {
            // Step 1 in blocks of 32 positions (scores −∞ where t is not visible).
            For(Val<uint32_t>(0u), Val<uint32_t>(S / 32), [&](Val<uint32_t> blk) {
              Val<uint32_t> j0 = blk * 32u;
              // Each dim group's 32-lane butterfly of q_d · k_{t,d} (lane 0's view) as one
              // expression per position, the 32 positions in vector lanes: the products and the
              // tree stay in registers. pt[gi · 32 + jj] holds group gi's value at position jj.
              For(Val<uint32_t>(0u), Val<uint32_t>(nG), [&](Val<uint32_t> gi) {
                Val<uint32_t> d0 = gi * 32u;
                std::vector<Val<float>> qd;
                for (uint32_t l = 0; l < 32; ++l) qd.push_back(qv[h * D + d0 + l].read());
                For(Val<uint32_t>(0u), Val<uint32_t>(32u), [&](Val<uint32_t> jj) {
                  std::vector<Val<float>> prod;
                  for (uint32_t l = 0; l < 32; ++l) prod.push_back(qd[l] * kt[(d0 + l) * SP + j0 + jj].read());
                  pt[d0 + jj] = butterfly32(reduce::Combine::Sum, prod);
                });
              });
              For(Val<uint32_t>(0u), Val<uint32_t>(32u), [&](Val<uint32_t> jj) {
                Val<uint32_t> t = cs + j0 + jj;
                Val<float> dot = groups_of(reduce::Combine::Sum, pt, nG, 1, jj);
                sc[h * S + j0 + jj] =
                    select(t >= t_lo && t <= pos, score_of(dot, scale, softcap, capv), Val<float>(kNegInf));
              });
            });
          });
          For(Val<uint32_t>(0u), Val<uint32_t>(G), [&](Val<uint32_t> h) {
            Val<uint32_t> hs = h * S;
            // Steps 2-3: the chunk max, the weights p (kept in sc), their sum.
            For(Val<uint32_t>(0u), Val<uint32_t>(S), [&](Val<uint32_t> j) { tr[j] = sc[hs + j].read(); });
            Val<float> m = chunk_tree(reduce::Combine::Max, tr);
            For(Val<uint32_t>(0u), Val<uint32_t>(S), [&](Val<uint32_t> j) {
              Val<float> sj = sc[hs + j];
              Val<float> pj = select(sj == kNegInf, Val<float>(-0.0f), algebra::math::exp(sj - m));
              sc[hs + j] = pj;
              tr[j] = pj;
            });
            Val<uint32_t> at = (qrow0 + h) * n_chunks + ch;
            part_ml[at * 2u] = m;
            part_ml[at * 2u + 1u] = chunk_tree(reduce::Combine::Sum, tr);
            // Step 4: p_j · v_{t,d} (−0 where t is not visible), the tree over j for every d.
            // In blocks of 32 positions (one tree group): the group's butterfly for every d into
            // gv[blk · D + d], then the groups' butterfly.
            For(Val<uint32_t>(0u), Val<uint32_t>(S / 32), [&](Val<uint32_t> blk) {
              Val<uint32_t> j0 = blk * 32u;
              // The group's butterfly of p_j · v_{t,d} (−0 where t is not visible) as one
              // expression per d, the d in vector lanes.
              std::vector<Val<bool>> vis;
              std::vector<Val<float>> pj;
              for (uint32_t jj = 0; jj < 32; ++jj) {
                Val<uint32_t> t = cs + j0 + jj;
                vis.push_back(t >= t_lo && t <= pos);
                pj.push_back(sc[hs + j0 + jj].read());
              }
              auto fold = [&](bool masked) {
                For(Val<uint32_t>(0u), Val<uint32_t>(D), [&](Val<uint32_t> d) {
                  std::vector<Val<float>> terms;
                  for (uint32_t jj = 0; jj < 32; ++jj) {
                    Val<float> term = pj[jj] * vc[(j0 + jj) * D + d].read();
                    terms.push_back(masked ? select(vis[jj], term, Val<float>(-0.0f)) : term);
                  }
                  gv[blk * D + d] = butterfly32(reduce::Combine::Sum, terms);
                });
              };
              // A block whose 32 positions are all visible (most of them) needs no selects.
              If(cs + j0 >= t_lo && cs + j0 + 31u <= pos, [&] { fold(false); }).Else([&] { fold(true); });
            });
            For(Val<uint32_t>(0u), Val<uint32_t>(D),
                [&](Val<uint32_t> d) { vr[d] = groups_of(reduce::Combine::Sum, gv, S / 32, D / 32, d); });
            Val<uint32_t> ob = at * D;
            For(ob, ob + D_rt, [&](Val<uint32_t> g) { part_o[g] = vr[g - ob].read(); });
          });
        });
      });
    });
      },
      {},
      Key(std::string_view("attn_chunk_serial/10"), D, G, Hkv, Hq, static_cast<uint8_t>(c.kv_type), paged, softcap));
}

}  // namespace

AttnConfig resolve_schedule(const AttnConfig& c, uint32_t compute_units, uint32_t max_workgroup, uint64_t workgroups) {
  AttnConfig r = c;
  if (r.workgroup == 0) r.workgroup = workgroups < compute_units && max_workgroup >= 256 ? 256 : 128;
  if (r.rows_per_block == 0) r.rows_per_block = workgroups >= uint64_t{4} * compute_units ? 2 : 4;
  if (r.row_split == 0) r.row_split = 1;  // 2 measured no faster at batch 1 (4K: 20.0 vs 21.0 µs, 8K: 34.6 vs 28.5)
  // The last workgroup's combination (2) measured slower than a second launch at every decode
  // shape (H100, 2026-12-06: 27.6 vs 21.7 µs at 4K, 358.9 vs 340.3 at 128K): the last workgroup
  // combines its row set's rows one after another, where the combine launch runs every row at once.
  if (r.combine == 0) r.combine = 1;
  return r;
}

dsl::KernelRef attn_chunk_kernel(const AttnConfig& c) {
  c.check();
  switch (c.kv_type) {
    case ir::Type::F16: return chunk_kernel_t<f16>(c);
    case ir::Type::BF16: return chunk_kernel_t<bf16>(c);
    default: return chunk_kernel_t<float>(c);
  }
}

dsl::KernelRef attn_chunk_serial_kernel(const AttnConfig& c) {
  c.check();
  switch (c.kv_type) {
    case ir::Type::F16: return chunk_kernel_serial_t<f16>(c);
    case ir::Type::BF16: return chunk_kernel_serial_t<bf16>(c);
    default: return chunk_kernel_serial_t<float>(c);
  }
}

dsl::KernelRef attn_combine_kernel(const AttnConfig& c) {
  c.check();
  const uint32_t D = c.head_dim, Hq = c.n_q_heads;
  return kernel(
      "attn_combine",
      [&](Array<int32_t> ctx, Array<float> part_o, Array<float> part_ml, Array<float> out, Val<uint32_t> n_q,
          Val<uint32_t> window, Val<uint32_t> n_chunks) {
    CombineScratch sh(D);
    combine_row(ctx, part_o, part_ml, out, sh, group_id(0), Val<bool>(true), local_id(0), D, n_q, window, n_chunks, Hq,
                D);
      },
      {"ctx_len", "part_o", "part_ml", "out", "n_q", "window", "n_chunks"},
      Key(std::string_view("attn_combine/3"), D, Hq));
}

dsl::KernelRef attn_combine_serial_kernel(const AttnConfig& c) {
  c.check();
  const uint32_t D = c.head_dim, Hq = c.n_q_heads;
  return kernel(
      "attn_combine_serial",
      [&](Array<int32_t> ctx, Array<float> part_o, Array<float> part_ml, Array<float> out, Val<uint32_t> n_q,
          Val<uint32_t> window, Val<uint32_t> n_chunks) {
    Val<uint32_t> qrow = group_id(0);
    auto [c_lo, c_hi] = row_chunks(ctx, qrow, n_q, Hq, window);
    // Steps 5-7 with the chunks in ascending order, every d of the row at once (a loop over d
    // the host compiler vectorizes; attn_combine runs one item per d).
    Var<float> M(kNegInf), L(-0.0f);
    For(c_lo, c_hi, [&](Val<uint32_t> ci) { M = max(M.read(), part_ml[(qrow * n_chunks + ci) * 2u].read()); });
    Shared<float> o = shared<float>(D, "o");
    For(Val<uint32_t>(0u), Val<uint32_t>(D), [&](Val<uint32_t> d) { o[d] = -0.0f; });
    For(c_lo, c_hi, [&](Val<uint32_t> ci) {
      Val<uint32_t> at = qrow * n_chunks + ci;
      Val<float> w = algebra::math::exp(part_ml[at * 2u].read() - M.read());
      L = L.read() + part_ml[at * 2u + 1u].read() * w;
      Val<uint32_t> ob = at * D;
      For(ob, ob + select(n_chunks == 0u, Val<uint32_t>(0u), Val<uint32_t>(D)),
          [&](Val<uint32_t> g) { o[g - ob] = o[g - ob].read() + part_o[g].read() * w; });
    });
    Val<uint32_t> yb = qrow * D;
    For(yb, yb + select(n_chunks == 0u, Val<uint32_t>(0u), Val<uint32_t>(D)),
        [&](Val<uint32_t> g) { out[g] = o[g - yb].read() / L.read(); });
      },
      {"ctx_len", "part_o", "part_ml", "out", "n_q", "window", "n_chunks"},
      Key(std::string_view("attn_combine_serial/1"), D, Hq));
}

// ---- the device op ------------------------------------------------------------------------------

uint32_t attention_launches(const rt::Device& dev, const AttnConfig& c) {
  return dev.caps().cheap_workgroups || c.combine != 2 ? 2 : 1;
}

AttnCall attention_prepare(rt::Device& dev, const AttnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                           const rt::Tensor& v, const rt::Tensor* block_table, const std::vector<int32_t>& ctx_len) {
  c.check();
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, Hkv = c.n_kv_heads;
  MORPH_USER_CHECK(q.dtype == ir::Type::F32 && q.shape.size() == 4 && q.shape[2] == Hq && q.shape[3] == D,
                   "attention: q must be [batch, n_q, ", Hq, ", ", D, "] f32, got ", q.shape_str());
  const uint32_t batch = static_cast<uint32_t>(q.shape[0]), n_q = static_cast<uint32_t>(q.shape[1]);
  MORPH_USER_CHECK(ctx_len.size() == batch, "attention: ctx_len has ", ctx_len.size(), " entries for a batch of ",
                   batch);
  MORPH_USER_CHECK(k.dtype == v.dtype, "attention: k is ", ir::type_name(k.dtype), " and v ", ir::type_name(v.dtype),
                   ": the cache holds one type (AttnConfig::kv_type = ", ir::type_name(c.kv_type), ")");
  for (const rt::Tensor* t : {&k, &v})
    MORPH_USER_CHECK(t->dtype == c.kv_type && t->shape.size() == 4 && t->shape[2] == Hkv && t->shape[3] == D,
                     "attention: ", t == &k ? "k" : "v", " must be [",
                     c.block_size ? "num_blocks, block_size" : "batch, capacity", ", ", Hkv, ", ", D, "] ",
                     ir::type_name(c.kv_type), " (AttnConfig::kv_type), got ", t->shape_str());
  MORPH_USER_CHECK(k.shape == v.shape, "attention: k ", k.shape_str(), " and v ", v.shape_str(), " differ");
  rt::check_backed(q, "attention", "q");
  rt::check_backed(k, "attention", "k");
  rt::check_backed(v, "attention", "v");
  uint32_t cap = 0, limit = 0;
  if (c.block_size) {
    MORPH_USER_CHECK(block_table && block_table->dtype == ir::Type::I32 && block_table->shape.size() == 2 &&
                         block_table->shape[0] == batch,
                     "attention: a paged cache needs block_table [batch=", batch, ", max_blocks] i32");
    MORPH_USER_CHECK(k.shape[1] == c.block_size, "attention: k's second axis ", k.shape[1], " is not block_size ",
                     c.block_size);
    rt::check_backed(*block_table, "attention", "block_table");
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
  if (c.block_size && batch > 0) {
    // The kernels read block_table[b][t / block_size] for every visible position t: an entry
    // outside the cache's blocks would be a read past k and v (on the cpu backend, of the
    // process's memory). One download of the table; only the entries ctx_len reaches are
    // checked. On a GPU the download waits for the queue, as freeing the previous call's
    // partials (cuMemFree synchronizes) and uploading ctx_len already make a prepare do; a decode
    // loop that re-prepares each step pays no new kind of wait.
    std::vector<int32_t> table(block_table->numel());
    block_table->download_raw(table.data(), table.size() * 4);
    const uint64_t blocks = k.shape[0];
    for (uint32_t b = 0; b < batch; ++b)
      for (uint32_t i = 0; i < (static_cast<uint32_t>(ctx_len[b]) + c.block_size - 1) / c.block_size; ++i) {
        const int32_t e = table[size_t{b} * cap + i];
        MORPH_USER_CHECK(e >= 0 && static_cast<uint64_t>(e) < blocks, "attention: block_table[", b, "][", i, "] = ", e,
                         " is outside the cache's ", blocks, " blocks (k and v are [num_blocks=", blocks, ", ...])");
      }
  }
  AttnCall call;
  call.c = c;
  call.batch = batch, call.n_q = n_q, call.cap = cap;
  call.q_shape = q.shape, call.kv_shape = k.shape;
  call.paged = block_table != nullptr;
  if (batch == 0 || n_q == 0) return call;
  call.n_chunks = (static_cast<uint32_t>(max_ctx) + S - 1) / S;
  const std::array<uint64_t, 3> grid = chunk_grid(c, call.n_chunks, n_q, batch);
  call.c = resolve_schedule(c, dev.caps().compute_units, dev.caps().max_workgroup_size, grid[0] * grid[1] * grid[2]);
  const uint64_t qrows = uint64_t{batch} * n_q * Hq;
  MORPH_USER_CHECK(qrows * call.n_chunks * D < (uint64_t{1} << 32), "attention: ", qrows, " query rows x ",
                   call.n_chunks, " chunks x ", D, " partials exceed the u32 index range; split the batch");
  call.serial = dev.caps().cheap_workgroups;
  call.ctx = rt::Tensor::empty(dev, ir::Type::I32, {batch});
  call.ctx.upload_raw(ctx_len.data(), ctx_len.size() * 4);
  call.part_o = rt::Tensor::empty(dev, ir::Type::F32, {qrows * call.n_chunks * D});
  call.part_ml = rt::Tensor::empty(dev, ir::Type::F32, {qrows * call.n_chunks * 2});
  if (!call.serial && call.c.combine == 2) {  // one counter per row set
    const uint64_t sets = grid[1] * grid[2];
    call.counters = rt::Tensor::empty(dev, ir::Type::U32, {sets});
    std::vector<uint32_t> zeros(sets, 0u);
    call.counters.upload_raw(zeros.data(), zeros.size() * 4);
  }
  return call;
}

void AttnCall::enqueue(rt::Device& dev, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v,
                       const rt::Tensor* block_table, rt::Tensor& out) const {
  MORPH_USER_CHECK(q.shape == q_shape && k.shape == kv_shape && v.shape == kv_shape && q.dtype == ir::Type::F32 &&
                       k.dtype == c.kv_type && v.dtype == c.kv_type && (block_table != nullptr) == paged,
                   "attention: q, k, v or block_table differ from the prepared call");
  MORPH_USER_CHECK(out.dtype == ir::Type::F32 && out.shape == q_shape, "attention: out must be ", q.shape_str(),
                   ", got ", out.shape_str());
  rt::check_backed(out, "attention", "out");
  rt::check_not_aliased(out, "attention", "out", {{&q, "q"}, {&k, "k"}, {&v, "v"}});
  if (batch == 0 || n_q == 0) return;
  const uint32_t D = c.head_dim, Hq = c.n_q_heads, Hkv = c.n_kv_heads;
  const uint64_t qrows = uint64_t{batch} * n_q * Hq;
  std::vector<rt::LaunchArg> a{rt::arg(q.buffer), rt::arg(k.buffer), rt::arg(v.buffer)};
  if (paged) a.push_back(rt::arg(block_table->buffer));
  for (auto* t : {&ctx, &part_o, &part_ml}) a.push_back(rt::arg(t->buffer));
  for (uint32_t u : {n_q, cap, c.block_size, c.window, n_chunks}) a.push_back(rt::arg(u));
  a.push_back(rt::arg(c.scale_value()));
  a.push_back(rt::arg(c.softcap));
  if (serial) {
    dev.launch(attn_chunk_serial_kernel(c), {Hkv * ((n_q + kSerialQTile - 1) / kSerialQTile), n_chunks, batch}, {1}, a);
  } else {
    const bool fused = c.combine == 2;  // attn_chunk's last workgroups write `out`: no second launch
    if (fused) {
      a.push_back(rt::arg(out.buffer));
      a.push_back(rt::arg(counters.buffer));
    }
    const std::array<uint64_t, 3> grid = chunk_grid(c, n_chunks, n_q, batch);
    dev.launch(attn_chunk_kernel(c),
               {static_cast<uint32_t>(grid[0]), static_cast<uint32_t>(grid[1]), static_cast<uint32_t>(grid[2])},
               {c.workgroup}, a);
    if (fused) return;
  }
  dev.launch(serial ? attn_combine_serial_kernel(c) : attn_combine_kernel(c), {static_cast<uint32_t>(qrows)},
             {serial ? 1u : D},
             {rt::arg(ctx.buffer), rt::arg(part_o.buffer), rt::arg(part_ml.buffer), rt::arg(out.buffer), rt::arg(n_q),
              rt::arg(c.window), rt::arg(n_chunks)});
}

rt::Tensor attention(rt::Device& dev, const AttnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                     const rt::Tensor& v, const rt::Tensor* block_table, const std::vector<int32_t>& ctx_len) {
  AttnCall call = attention_prepare(dev, c, q, k, v, block_table, ctx_len);
  rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, q.shape);
  call.enqueue(dev, q, k, v, block_table, out);
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

void check_ref_args(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q, const HostKv& kv,
                    const std::vector<int32_t>& ctx_len) {
  c.check();
  MORPH_USER_CHECK(
      q.size() == size_t{batch} * n_q * c.n_q_heads * c.head_dim, "attention_ref: q has ", q.size(),
      " floats, expected batch x n_q x n_q_heads x head_dim = ", size_t{batch} * n_q * c.n_q_heads * c.head_dim);
  MORPH_USER_CHECK(ctx_len.size() == batch, "attention_ref: ctx_len has ", ctx_len.size(), " entries for a batch of ",
                   batch);
  const size_t row = size_t{c.n_kv_heads} * c.head_dim;  // floats per cache position
  MORPH_USER_CHECK(kv.k.size() == kv.v.size() && kv.k.size() % row == 0, "attention_ref: k and v must hold the same ",
                   "whole positions of n_kv_heads x head_dim = ", row, " floats, got ", kv.k.size(), " and ",
                   kv.v.size());
  const size_t slots = kv.k.size() / row;  // positions the host cache holds
  uint64_t limit = kv.capacity;            // positions a sequence may see
  if (c.block_size) {
    MORPH_USER_CHECK(kv.block_table.size() == size_t{batch} * kv.capacity, "attention_ref: block_table has ",
                     kv.block_table.size(),
                     " entries, expected batch x capacity (max blocks) = ", size_t{batch} * kv.capacity);
    limit = uint64_t{kv.capacity} * c.block_size;
  } else {
    MORPH_USER_CHECK(slots == size_t{batch} * kv.capacity, "attention_ref: k holds ", slots,
                     " positions, expected batch x capacity = ", size_t{batch} * kv.capacity);
  }
  for (uint32_t b = 0; b < batch; ++b) {
    const int32_t L = ctx_len[b];
    MORPH_USER_CHECK(L >= static_cast<int32_t>(n_q) && static_cast<uint64_t>(L) <= limit, "attention_ref: ctx_len[", b,
                     "] = ", L, " must be in [n_q=", n_q, ", ", limit, "]");
    if (!c.block_size) continue;
    for (uint32_t i = 0; i < (static_cast<uint32_t>(L) + c.block_size - 1) / c.block_size; ++i) {
      const int32_t e = kv.block_table[size_t{b} * kv.capacity + i];
      MORPH_USER_CHECK(e >= 0 && (static_cast<size_t>(e) + 1) * c.block_size <= slots, "attention_ref: block_table[", b,
                       "][", i, "] = ", e, " is outside the cache's ", slots / c.block_size, " blocks");
    }
  }
}

/// Visible keys [t_lo, t_hi] of the query at `pos`.
std::pair<uint32_t, uint32_t> visible(const AttnConfig& c, uint32_t pos) {
  uint32_t lo = c.window != 0 && pos + 1 > c.window ? pos + 1 - c.window : 0;
  return {lo, pos};
}

}  // namespace

std::vector<float> attention_ref(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                 const HostKv& kv, const std::vector<int32_t>& ctx_len) {
  check_ref_args(c, q, batch, n_q, kv, ctx_len);
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
            float dot = reduce::host_reduce_fn(reduce::Combine::Sum, D, [&](size_t d) { return qv[d] * kr[d]; });
            s[j] = score_of(dot, scale, c.softcap != 0.0f, c.softcap);
          }
          float m = reduce::host_reduce_fn(reduce::Combine::Max, S, [&](size_t j) { return s[j]; });
          for (uint32_t j = 0; j < S; ++j) p[j] = s[j] == kNegInf ? -0.0f : algebra::math::exp(s[j] - m);
          ms.push_back(m);
          ls.push_back(reduce::host_reduce_fn(reduce::Combine::Sum, S, [&](size_t j) { return p[j]; }));
          std::vector<float> o(D);
          for (uint32_t d = 0; d < D; ++d)
            o[d] = reduce::host_reduce_fn(reduce::Combine::Sum, S, [&](size_t j) {
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
          float w = algebra::math::exp(ms[i] - M);
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
  check_ref_args(c, q, batch, n_q, kv, ctx_len);
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
  check_ref_args(c, q, batch, n_q, kv, ctx_len);
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
