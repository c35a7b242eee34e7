#include "morph/quant/matvec_q8_1.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <optional>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/decode.h"
#include "morph/quant/iq_tables.h"
#include "morph/quant/matvec_exec.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"

namespace morph::quant {

using namespace morph::dsl;

namespace {

constexpr uint32_t kQuantItems = 64;

/// An f16 scale (h < 2^16) as f32: dsl::half_to_float, the hardware conversion on CUDA.
Val<float> h2f(Val<uint32_t> h) { return half_to_float(h); }

/// ggml's int8 code of v = x·id (quantize.cc q8_round): round half away from zero — trunc, then
/// one step away from zero when the dropped fraction is at least 1/2 (v − trunc(v) is exact) —
/// and 0x80000000 for NaN and values outside int32 (x86-64's cvttss2si), of which the low byte is
/// kept.
Val<int32_t> q8_code(Val<float> v) {
  Val<float> t = trunc(v);
  Val<int32_t> i = select(abs(t) < 2147483648.0f, cast<int32_t>(t), Val<int32_t>(std::numeric_limits<int32_t>::min()));
  Val<int32_t> step = select(v < 0.0f, Val<int32_t>(-1), Val<int32_t>(1));
  return i + select(abs(v - t) >= 0.5f, step, Val<int32_t>(0));
}

/// The 16 bits h (4 nibbles) spread to the 4 bytes of a word: nibble j -> byte j.
Val<uint32_t> spread_nibbles(Val<uint32_t> h) {
  Val<uint32_t> v = (h | (h << 8u)) & 0x00FF00FFu;
  return (v | (v << 4u)) & 0x0F0F0F0Fu;
}

Val<int32_t> as_i(Val<uint32_t> u) { return bitcast<int32_t>(u); }

/// ggml's running max over a block, `amax = amax > |x| ? amax : |x|` left to right from 0, split
/// over the 8 items of a block: a segment's fold is (val, nan) — val its own fold from 0, nan
/// whether it holds a NaN. Without a NaN the fold is a max (order-free); a NaN resets it, so
/// whatever comes before a segment holding a NaN is forgotten. Composing L then R: R if R holds a
/// NaN, else (L's nan, L.val > R.val ? L.val : R.val) — associative, so a butterfly over the 8
/// items (each pair combined lower item first) gives every item the block's amax, bitwise
/// ggml's (including a NaN in the last element, which leaves amax NaN).
struct Fold {
  dsl::Val<float> val;
  dsl::Val<uint32_t> nan;
};
Fold fold_combine(const Fold& l, const Fold& r) {
  using namespace dsl;
  return {select(r.nan != 0u, r.val, select(l.val > r.val, l.val, r.val)), select(r.nan != 0u, r.nan, l.nan)};
}

KernelRef make_quantize(uint32_t k, uint32_t ncols) {
  const uint32_t nblocks = k / 32 * ncols;
  return kernel(
      "q8_1_quantize",
      [=](Array<float> x, Array<uint32_t> xq, Array<f16> xd) {
    // Item i (0..7) of block b holds elements 4i .. 4i+3 and writes word i of the codes; items
    // past the last block redo it (every item takes part in the shuffles) and store nothing.
    Val<uint32_t> blk = global_id(0) >> 3u, i = global_id(0) & 7u;
    Val<uint32_t> b = min(blk, Val<uint32_t>(nblocks - 1));
    const std::vector<Val<float>> v = x.load_lanes(b * 32u + i * 4u, 4);
    Fold f{Val<float>(0.0f), Val<uint32_t>(0u)};
    for (uint32_t j = 0; j < 4; ++j) {  // MAX(amax, fabsf(v)) = amax > |v| ? amax : |v|, in order
      Val<float> a = abs(v[j]);
      f = {select(f.val > a, f.val, a), select(a != a, Val<uint32_t>(1u), f.nan)};
    }
    for (uint32_t s = 1; s < 8; s *= 2) {
      Fold o{shuffle_xor(f.val, s), shuffle_xor(f.nan, s)};
      Val<bool> lower = (i & s) == 0u;
      Fold lo{select(lower, f.val, o.val), select(lower, f.nan, o.nan)};
      Fold hi{select(lower, o.val, f.val), select(lower, o.nan, f.nan)};
      f = fold_combine(lo, hi);
    }
    Val<float> d = f.val / 127.0f;
    Val<float> id = select(d != 0.0f, Val<float>(1.0f) / d, Val<float>(0.0f));
    Val<int32_t> sum(0);
    Val<uint32_t> w(0u);
    for (uint32_t j = 0; j < 4; ++j) {
      Val<int32_t> q = q8_code(v[j] * id);
      sum = sum + bitcast<int32_t>((bitcast<uint32_t>(q) & 255u) ^ 128u) - 128;  // the int8 value
      w = w | ((bitcast<uint32_t>(q) & 255u) << (8u * j));
    }
    for (uint32_t s = 1; s < 8; s *= 2) sum = sum + shuffle_xor(sum, s);  // exact integers
    If(blk < nblocks, [&] {
      xq[b * 8u + i] = w;
      If(i == 0u, [&] {
        xd[b * 2u] = d;                          // GGML_FP32_TO_FP16(d): the f16 store rounds to nearest even
        xd[b * 2u + 1u] = cast<float>(sum) * d;  // GGML_FP32_TO_FP16(sum*d)
      });
    });
      },
      {"x", "xq", "xd"}, Key(k, ncols, std::string("8 items per block")));
}

/// How a type's group value P_b is formed from integer dot products (docs/quant.md "The q8_1
/// matvec"): the weight's integer is `mul` times its code minus `off`; `halves`: two 16-element scales per
/// group (S and Q per half); `xsum`: Q (the sum of x's codes) enters; `table`: codes index a
/// 16-entry int8 table (kvalues_iq4nl, kvalues_mxfp4).
struct Spec {
  int32_t off = 0;
  bool halves = false, xsum = false, table = false;
  int32_t mul = 1;
};

Spec spec(GgmlType t) {
  switch (t) {
    case GgmlType::Q8_0: return {};
    case GgmlType::Q4_0: return {8, false, true, false};
    case GgmlType::Q5_0: return {16, false, true, false};
    case GgmlType::Q4_1:
    case GgmlType::Q5_1:
    case GgmlType::Q4_K:
    case GgmlType::Q5_K: return {0, false, true, false};
    case GgmlType::Q2_K: return {0, true, true, false};
    case GgmlType::Q3_K: return {4, true, true, false};
    case GgmlType::Q6_K: return {32, true, true, false};
    case GgmlType::IQ4_NL:
    case GgmlType::IQ4_XS:
    case GgmlType::MXFP4: return {0, false, false, true};
    case GgmlType::NVFP4: return {0, true, false, true};
    case GgmlType::Q2_0: return {1, false, true, false};
    case GgmlType::Q1_0: return {1, false, true, false, 2};  // 2·bit − 1
    default: throw InternalError(str_cat("matvec q8_1: no spec for ", type_name(t)));
  }
}

/// The 8 bits h (four 2-bit fields) spread to the 4 bytes of a word: field j -> byte j.
Val<uint32_t> spread_pairs(Val<uint32_t> h) {
  Val<uint32_t> v = (h | (h << 12u)) & 0x000F000Fu;
  return (v | (v << 6u)) & 0x03030303u;
}

/// The 4 bits h (h < 16) spread to bit 0 of the 4 bytes of a word: bit j -> byte j (the shifted
/// copies of h in the product do not overlap).
Val<uint32_t> spread_bits(Val<uint32_t> h) { return (h * 0x00204081u) & 0x01010101u; }

/// Σ over words m0 … m0+n−1 of dp4a(w[m], x[m]), chained from 0.
Val<int32_t> dot_words(const std::vector<Val<int32_t>>& w, const std::vector<Val<int32_t>>& x, uint32_t m0,
                       uint32_t n) {
  Val<int32_t> acc(0);
  for (uint32_t m = m0; m < m0 + n; ++m) acc = dp4a(w[m], x[m], acc);
  return acc;
}

/// The signed value of byte `h` of v.
Val<int32_t> sbyte(Val<uint32_t> v, uint32_t h) { return as_i(((v >> (8u * h)) & 255u) ^ 128u) - 128; }

/// The 16 bits p (0 or 1) of `word`: nibbles 4p … 4p+3.
Val<uint32_t> half_word(Val<uint32_t> word, uint32_t p) { return p ? word >> 16u : word & 0xffffu; }

/// The int8 values vals[n_j] of nibbles 4p … 4p+3 of `word` (nibble 4p+j -> byte j; p = 0, 1).
/// An island: the default arm reads `kv` (entry b: the values of byte b's two nibbles, bytes 0
/// and 1), the "cuda" arm keeps the 16 values in four words and selects bytes with three PRMTs,
/// no shared memory (ggml's get_int_from_table_16): bytes from entries 0-7 and 8-15 by the
/// nibbles' low three bits (PRMT reads only a selector's low 16 bits and each nibble's low three),
/// then one of the two by bit 3 (selector nibble j + 4·bit3, formed once for the word's 8 nibbles).
Val<uint32_t> table_lookup(const int8_t* vals, Shared<uint32_t>& kv, Val<uint32_t> word, uint32_t p) {
  auto table_word = [&](int j) {
    uint32_t w = 0;
    for (int i = 0; i < 4; ++i) w |= static_cast<uint32_t>(static_cast<uint8_t>(vals[4 * j + i])) << (8 * i);
    return Val<uint32_t>(w);
  };
  auto portable = [&] {
    Val<uint32_t> half = half_word(word, p);
    return kv[half & 255u].read() | (kv[half >> 8u].read() << 16u);
  };
  auto cuda = [&] {
    Val<uint32_t> s = p ? word >> 16u : word;  // PRMT ignores the selector's upper half
    Val<uint32_t> lo = byte_perm_intrinsic(table_word(0), table_word(1), s);
    Val<uint32_t> hi = byte_perm_intrinsic(table_word(2), table_word(3), s);
    Val<uint32_t> sel = Val<uint32_t>(0x32103210u) | ((word & 0x88888888u) >> 1u);
    return byte_perm_intrinsic(lo, hi, p ? sel >> 16u : sel);
  };
  return island<uint32_t>(portable, {{"cuda", cuda}});
}

/// Nibbles 4p … 4p+3 of `word` (nibble i = element i of the planar layout; p = 0, 1) spread to the
/// 4 bytes of a word (nibble 4p+j -> byte j). An island: the default arm spreads the 16 bits with
/// shifts and masks; the "cuda" arm masks the word's even and odd nibbles into two words of bytes
/// (three operations, shared by both halves) and interleaves them with one PRMT — bytes
/// (e0 o0 e1 o1) for p = 0, (e2 o2 e3 o3) for p = 1.
Val<uint32_t> nibble_bytes(Val<uint32_t> word, uint32_t p) {
  auto portable = [&] { return spread_nibbles(half_word(word, p)); };
  auto cuda = [&] {
    return byte_perm_intrinsic(word & 0x0F0F0F0Fu, (word >> 4u) & 0x0F0F0F0Fu, Val<uint32_t>(p ? 0x7362u : 0x5140u));
  };
  return island<uint32_t>(portable, {{"cuda", cuda}});
}

KernelRef make_matvec(GgmlType t, uint32_t k, uint32_t ncols, const Q8_1Schedule& sch) {
  const RowPlanes rp = row_planes(t, k);
  const PlanarLayout pl = planar_layout(t);
  Spec sp = spec(t);
  // Q1_0 on the serial schedule (one row per item, no rows to share Q): the bits become the
  // signed bytes ±1 themselves, `~(spread_bits(h)·0xFE)` (bytes 0/1 -> 0xFF/0x01, no carries
  // cross bytes: 2 operations per word), instead of 2·S′ − Q, whose Q costs 8 more dp4a per row
  // (about 20 vector operations each where dp4a is emulated). The same integer S.
  const bool q1_bytes = t == GgmlType::Q1_0 && sch.serial;
  if (q1_bytes) sp = Spec{};
  const uint32_t nb = k / 32, R = sch.rows_per_item, W = sch.subgroups, S = sch.row_parts;
  const uint32_t nfull = nb / reduce::kTreeLanes, rem = nb % reduce::kTreeLanes;
  // Slots i of a row hold logical lanes 32·i + lane; a slot no chunk reaches stays the identity.
  // With S row parts, subgroup part j of a row holds slots i = S·u + j in its local slots u.
  const uint32_t nslots = nfull > 0 ? 32 : (rem + 31) / 32;
  const uint32_t nloc = (nslots + S - 1) / S;
  std::string name = std::string("matvec_q8_1_") + type_info(t).name;
  return kernel(
      name,
      [=](Array<uint32_t> w, Array<uint32_t> xq, Array<uint32_t> xd, Array<float> y, Val<uint32_t> rows) {
    // The serial schedule (the cpu backend's) with Clang where present: the default arm of dp4a
    // (bytes extracted by shift pairs, then multiplied) vectorizes far better under Clang. AMD EPYC
    // Zen 3 (AVX2), 2 threads, 4096 x 14336, morph_cpu_bench BM_matvec_q8_1, GCC 12.2 -> Clang 14
    // (2026-12-07): q4_0 13.4 -> 8.1 ms, q8_0 13.0 -> 7.8, q4_K 17.1 -> 7.0, q6_K 16.2 -> 10.3,
    // iq4_xs 20.5 -> 12.7. The same bits with either compiler (ctest cpu_clang).
    if (sch.serial) prefer_host_compiler("clang");
    Val<uint32_t> lane = local_id(0) & 31u;
    Val<uint32_t> sg = local_id(0) >> 5u, part = sg & (S - 1u);
    Val<uint32_t> first = sch.serial ? group_id(0) * W + local_id(0)  // one row per item
                                     : (group_id(0) * (W / S) + (sg >> static_cast<uint32_t>(std::countr_zero(S)))) * R;
    std::vector<Val<uint32_t>> row, base;
    for (uint32_t r = 0; r < R; ++r) {
      row.push_back(first + r);
      base.push_back(min(row.back(), rows - 1u) * rp.row_words);  // rows past the end compute rows-1, store nothing
    }
    // Table types: entry b of a 256-entry shared table is the int8 values of the two nibbles of
    // byte b (low nibble -> byte 0, high -> byte 1), filled once per workgroup from constants.
    std::optional<Shared<uint32_t>> kv;
    const int8_t* vals = t == GgmlType::MXFP4 || t == GgmlType::NVFP4 ? tables::kMxfp4Values : tables::kIq4nlValues;
    if (sp.table) {
      auto lookup = [&](Val<uint32_t> n) {  // vals[n] & 255, a select tree over the bits of n
        std::vector<Val<uint32_t>> v;
        for (int i = 0; i < 16; ++i) v.emplace_back(static_cast<uint32_t>(static_cast<uint8_t>(vals[i])));
        for (uint32_t bit = 0; v.size() > 1; ++bit) {
          std::vector<Val<uint32_t>> next;
          Val<bool> one = ((n >> bit) & 1u) == 1u;
          for (size_t i = 0; i < v.size(); i += 2) next.push_back(select(one, v[i + 1], v[i]));
          v = next;
        }
        return v[0];
      };
      kv = shared<uint32_t>(256, "kv");
      auto entry = [&](Val<uint32_t> b) { (*kv)[b] = lookup(b & 15u) | (lookup(b >> 4u) << 8u); };
      const uint32_t items = 32 * W;
      if (sch.serial)  // item 0 fills all 256 (a workgroup may have one item)
        If(local_id(0) == 0u, [&] { For(Val<uint32_t>(0u), Val<uint32_t>(256u), entry); });
      for (uint32_t e = 0; e < 256 && !sch.serial; e += items) {
        Val<uint32_t> b = local_id(0) + e;
        auto fill = [&] { entry(b); };
        if (e + items <= 256)
          fill();
        else
          If(b < 256u, fill);
      }
      barrier();
    }
    // The 8 words of the weight's codes of group G of row r: byte i of word m = the code of
    // element 4m + i (unsigned codes < 128, or signed int8 values for Q8_0 and the table types).
    auto codes = [&](uint32_t r, Val<uint32_t> G) {
      std::vector<Val<int32_t>> ww;
      const Val<uint32_t> lo0 = base[r] + G * pl.lo_words;
      if (pl.lo_words == 8) {  // Q8_0: the int8 codes themselves
        for (uint32_t h = 0; h < 8; h += 4)
          for (auto& e : w.load_lanes(lo0 + h, 4)) ww.push_back(as_i(e));
        return ww;
      }
      std::vector<Val<uint32_t>> lo;
      if (pl.lo_words > 0) lo = w.load_lanes(lo0, pl.lo_words);
      std::vector<Val<uint32_t>> hi;
      if (pl.hi_words == 1) hi.push_back(w[base[r] + rp.hi + G].read());
      if (pl.hi_words == 2) hi = w.load_lanes(base[r] + rp.hi + G * 2u, 2);
      for (uint32_t m = 0; m < 8; ++m) {
        Val<uint32_t> c;
        if (pl.lo_words == 0) {  // Q1_0: bit i of the hi word (the value 2·bit − 1: Spec::mul, off)
          c = spread_bits((hi[0] >> (4u * m)) & 15u);
          ww.push_back(as_i(q1_bytes ? ~(c * 0xFEu) : c));
          continue;
        }
        if (pl.lo_words == 4) {  // nibble i = element i: x word m pairs with nibbles 4m … 4m+3
          c = sp.table ? table_lookup(vals, *kv, lo[m >> 1], m & 1u) : nibble_bytes(lo[m >> 1], m & 1u);
        } else {  // 2-bit codes, 16 per word
          c = spread_pairs((lo[m >> 2] >> (8u * (m & 3u))) & 255u);
        }
        if (pl.hi_words == 1) {  // one high bit per element: bit 4 (Q5_*) or bit 2 (Q3_K)
          Val<uint32_t> hb = spread_bits((hi[0] >> (4u * m)) & 15u);
          c = c | (hb << (pl.lo_words == 4 ? 4u : 2u));
        } else if (pl.hi_words == 2) {  // Q6_K: two high bits per element, bits 4-5
          c = c | (spread_pairs((hi[m >> 2] >> (8u * (m & 3u))) & 255u) << 4u);
        }
        ww.push_back(as_i(c));
      }
      return ww;
    };
    // The group's own bits (gbits of them) and its super-block word.
    auto group_bits = [&](uint32_t r, Val<uint32_t> G) -> Val<uint32_t> {
      const Val<uint32_t> at = base[r] + rp.gp;
      if (pl.gbits == 32) return w[at + G].read();
      if (pl.gbits == 16) return (w[at + (G >> 1u)].read() >> ((G & 1u) << 4u)) & 0xffffu;
      return (w[at + (G >> 2u)].read() >> ((G & 3u) << 3u)) & 255u;
    };
    auto fi = [](Val<int32_t> v) { return cast<float>(v); };
    // P_G of every row and column: [r * ncols + c].
    auto pvals = [&](Val<uint32_t> G) {
      std::vector<Val<float>> out;
      std::vector<std::vector<Val<int32_t>>> xw(ncols);
      std::vector<Val<float>> dx;
      std::vector<std::array<Val<int32_t>, 2>> qh;  // Σ qx per half (halves) or [Q, unused]
      const std::vector<Val<int32_t>> ones(8, Val<int32_t>(0x01010101));
      for (uint32_t c = 0; c < ncols; ++c) {
        Val<uint32_t> blk = G + c * nb;
        for (uint32_t h = 0; h < 8; h += 4)
          for (auto& e : xq.load_lanes(blk * 8u + h, 4)) xw[c].push_back(as_i(e));
        dx.push_back(h2f(xd[blk].read() & 0xffffu));
        if (sp.halves && sp.xsum)
          qh.push_back({dot_words(ones, xw[c], 0, 4), dot_words(ones, xw[c], 4, 4)});
        else if (sp.xsum)
          qh.push_back({dot_words(ones, xw[c], 0, 8), Val<int32_t>(0)});
      }
      for (uint32_t r = 0; r < R; ++r) {
        std::vector<Val<int32_t>> ww = codes(r, G);
        Val<uint32_t> gp = pl.gbits > 0 ? group_bits(r, G) : Val<uint32_t>(0u);
        std::optional<Val<uint32_t>> sbw;
        if (pl.sb) sbw = w[base[r] + rp.sb + (G >> sb_shift(t))].read();
        for (uint32_t c = 0; c < ncols; ++c) {
          Val<float> p;
          if (sp.halves && t == GgmlType::NVFP4) {  // a UE4M3 scale byte per half
            Val<float> S0 = fi(dot_words(ww, xw[c], 0, 4)), S1 = fi(dot_words(ww, xw[c], 4, 4));
            p = dx[c] * ((decode_detail::ue4m3_half<Val<float>>(gp & 255u) * S0) +
                         (decode_detail::ue4m3_half<Val<float>>(gp >> 8u) * S1));
          } else if (sp.halves) {
            Val<int32_t> S0 = dot_words(ww, xw[c], 0, 4) - qh[c][0] * sp.off;
            Val<int32_t> S1 = dot_words(ww, xw[c], 4, 4) - qh[c][1] * sp.off;
            Val<float> d = h2f(*sbw & 0xffffu);
            if (t == GgmlType::Q6_K) {  // int8 scales
              p = dx[c] * (d * fi(sbyte(gp, 0) * S0 + sbyte(gp, 1) * S1));
            } else if (t == GgmlType::Q3_K) {  // 6-bit scales − 32
              Val<int32_t> sc0 = as_i(gp & 63u) - 32, sc1 = as_i((gp >> 8u) & 63u) - 32;
              p = dx[c] * (d * fi(sc0 * S0 + sc1 * S1));
            } else {  // Q2_K: scale byte = sc | m << 4
              Val<int32_t> T = as_i(gp & 15u) * S0 + as_i((gp >> 8u) & 15u) * S1;
              Val<int32_t> M = as_i((gp >> 4u) & 15u) * qh[c][0] + as_i((gp >> 12u) & 15u) * qh[c][1];
              p = dx[c] * ((d * fi(T)) - (h2f(*sbw >> 16u) * fi(M)));
            }
          } else {
            Val<int32_t> S = dot_words(ww, xw[c], 0, 8);
            if (sp.mul != 1) S = S * sp.mul;
            if (sp.off != 0) S = S - qh[c][0] * sp.off;
            switch (t) {
              case GgmlType::Q4_1:
              case GgmlType::Q5_1: p = dx[c] * ((h2f(gp & 0xffffu) * fi(S)) + (h2f(gp >> 16u) * fi(qh[c][0]))); break;
              case GgmlType::Q4_K:
              case GgmlType::Q5_K: {
                Val<float> d1 = h2f(*sbw & 0xffffu) * fi(as_i(gp & 63u));
                Val<float> m1 = h2f(*sbw >> 16u) * fi(as_i((gp >> 8u) & 63u));
                p = dx[c] * ((d1 * fi(S)) - (m1 * fi(qh[c][0])));
                break;
              }
              case GgmlType::IQ4_XS: p = dx[c] * ((h2f(*sbw & 0xffffu) * fi(as_i(gp & 63u) - 32)) * fi(S)); break;
              case GgmlType::MXFP4: p = dx[c] * (decode_detail::e8m0_half<Val<float>>(gp) * fi(S)); break;
              case GgmlType::Q1_0:
              case GgmlType::Q2_0: p = dx[c] * (h2f(*sbw & 0xffffu) * fi(S)); break;  // the block's f16 d
              default: p = dx[c] * (h2f(gp) * fi(S));  // Q8_0 Q4_0 Q5_0 IQ4_NL: the block's f16 d
            }
          }
          out.push_back(p);
        }
      }
      return out;
    };
    if (sch.serial) {
      // One row per item: lanes[(item·ncols + c)·1024 + l] is tree lane l of column c, folding
      // P_l, P_{l+1024}, … in order; groups of one chunk go to distinct lanes, so the host
      // compiler may vectorize the loop over them. Then steps 2 and 3 of the tree in the item.
      Shared<float> lanes = shared<float>(W * ncols * reduce::kTreeLanes, "lanes");
      Val<uint32_t> lbase = local_id(0) * (ncols * reduce::kTreeLanes);
      For(Val<uint32_t>(0u), Val<uint32_t>(ncols * reduce::kTreeLanes),
          [&](Val<uint32_t> i) { lanes[lbase + i] = reduce::identity(reduce::Combine::Sum); });
      auto chunk = [&](Val<uint32_t> f, uint32_t n) {
        For(Val<uint32_t>(0u), Val<uint32_t>(n), [&](Val<uint32_t> l) {
          std::vector<Val<float>> p = pvals(f * reduce::kTreeLanes + l);
          for (uint32_t c = 0; c < ncols; ++c) {
            Val<uint32_t> at = lbase + c * reduce::kTreeLanes + l;
            lanes[at] = lanes[at].read() + p[c];
          }
        });
      };
      if (nfull > 0) For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) { chunk(f, 1024); });
      if (rem > 0) chunk(Val<uint32_t>(nfull), rem);
      Shared<float> gv = shared<float>(W * 32, "group_values");
      for (uint32_t c = 0; c < ncols; ++c) {
        Val<float> res = reduce::lanes_in_item_combine(reduce::Combine::Sum, lanes, lbase + c * reduce::kTreeLanes, gv,
                                                       local_id(0) * 32u);
        If(row[0] < rows, [&] { y[row[0] + Val<uint32_t>(c) * rows] = res; });
      }
      return;
    }
    // acc[(r * ncols + c) * nloc + u]
    std::vector<Var<float>> acc;
    for (uint32_t a = 0; a < R * ncols * nloc; ++a) acc.emplace_back(reduce::identity(reduce::Combine::Sum));
    // Folds P_G (group G of every row and column) into slot i.
    auto group = [&](Val<uint32_t> G, uint32_t i) {
      std::vector<Val<float>> p = pvals(G);
      for (uint32_t a = 0; a < R * ncols; ++a) acc[a * nloc + i] = acc[a * nloc + i].read() + p[a];
    };
    // Step 1 of the tree: logical lane 32·i + lane folds groups 1024·f + 32·i + lane in order
    // (slot i = S·u + part of this subgroup's local slot u).
    auto slot = [&](uint32_t u) { return Val<uint32_t>(S * u) + part; };
    if (nfull > 0)
      For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) {
        for (uint32_t u = 0; u < 32 / S; ++u) group(f * 1024u + (slot(u) << 5u) + lane, u);
      });
    for (uint32_t u = 0; u < nloc && 32 * S * u < rem; ++u) {
      Val<uint32_t> at = (slot(u) << 5u) + lane;  // the group's place in the last, partial chunk
      if (32 * (S * u + S) <= rem)
        group(Val<uint32_t>(nfull * 1024) + at, u);
      else
        If(at < rem, [&] { group(Val<uint32_t>(nfull * 1024) + at, u); });
    }
    // Part sums of the other parts of a row (S > 1): slot [(sg · R + r) · ncols + c].
    std::optional<Shared<float>> parts;
    if (S > 1) parts = shared<float>(W * R * ncols, "parts");
    std::vector<Val<float>> h;  // this part's sum per (r, c)
    for (uint32_t r = 0; r < R; ++r)
      for (uint32_t c = 0; c < ncols; ++c) {
        // Step 2 across the subgroup (slot i of the 32 items is butterfly group i), step 3 in
        // registers over the levels s >= S (pairs i, i + s of one part: local u, u + s/S);
        // local slots past nloc hold only the identity and are skipped exactly (x ⊕ identity == x;
        // a slot S·u + part past nslots inside nloc holds the identity and adds exactly).
        std::vector<Val<float>> g;
        std::vector<bool> ident;
        for (uint32_t u = 0; u < 32 / S; ++u) {
          ident.push_back(u >= nloc);
          g.push_back(u < nloc
                          ? reduce::subgroup_butterfly(reduce::Combine::Sum, acc[(r * ncols + c) * nloc + u].read())
                          : Val<float>(reduce::identity(reduce::Combine::Sum)));
        }
        for (uint32_t s = 16 / S; s >= 1; s /= 2)
          for (uint32_t u = 0; u < s; ++u) {
            if (ident[u + s]) continue;
            g[u] = ident[u] ? g[u + s] : g[u] + g[u + s];
            ident[u] = false;
          }
        h.push_back(g[0]);
        if (S > 1) If(lane == 0u, [&] { (*parts)[(sg * R + r) * ncols + c] = g[0]; });
      }
    if (S > 1) barrier();
    for (uint32_t r = 0; r < R; ++r)
      for (uint32_t c = 0; c < ncols; ++c) {
        If(lane == 0u && part == 0u && row[r] < rows, [&] {
          // The levels s < S across the parts: slot j < S is part j's sum.
          std::vector<Val<float>> t = {h[r * ncols + c]};
          for (uint32_t j = 1; j < S; ++j) t.push_back((*parts)[((sg + j) * R + r) * ncols + c].read());
          for (uint32_t s = S / 2; s >= 1; s /= 2)
            for (uint32_t j = 0; j < s; ++j) t[j] = t[j] + t[j + s];
          y[row[r] + Val<uint32_t>(c) * rows] = t[0];
        });
      }
      },
      {"w", "xq", "xd", "y", "rows"},
      Key(static_cast<uint32_t>(t), k, ncols, sch.subgroups, sch.rows_per_item, sch.row_parts, sch.serial));
}

}  // namespace

bool matvec_q8_1_supported(GgmlType t) {
  switch (t) {
    case GgmlType::Q8_0:
    case GgmlType::Q4_0:
    case GgmlType::Q4_1:
    case GgmlType::Q5_0:
    case GgmlType::Q5_1:
    case GgmlType::Q2_K:
    case GgmlType::Q3_K:
    case GgmlType::Q4_K:
    case GgmlType::Q5_K:
    case GgmlType::Q6_K:
    case GgmlType::IQ4_NL:
    case GgmlType::IQ4_XS:
    case GgmlType::MXFP4:
    case GgmlType::NVFP4:
    case GgmlType::Q1_0:
    case GgmlType::Q2_0: return true;
    default: return false;
  }
}

uint32_t q8_1_quantize_groups(uint32_t k, uint32_t ncols) {
  return (k / 32 * ncols * 8 + kQuantItems - 1) / kQuantItems;  // 8 items per block
}

KernelRef q8_1_quantize_kernel(uint32_t k, uint32_t ncols) {
  MORPH_USER_CHECK(k > 0 && k % 32 == 0, "q8_1 quantize: k = ", k, " is not a positive multiple of 32");
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "q8_1 quantize: ", ncols, " columns (1..8 supported)");
  return make_quantize(k, ncols);
}

Q8_1Device q8_1_quantize_run(rt::Device& dev, const std::vector<float>& x, uint32_t k, uint32_t ncols) {
  MORPH_USER_CHECK(x.size() == size_t{k} * ncols, "q8_1 quantize: x holds ", x.size(), " floats; ", ncols,
                   " columns of ", k, " need ", size_t{k} * ncols);
  KernelRef kern = q8_1_quantize_kernel(k, ncols);
  const size_t nb = size_t{k} / 32 * ncols;
  rt::Buffer dx = dev.alloc(x.size() * 4), dq = dev.alloc(nb * 32), dd = dev.alloc(nb * 4);
  dev.upload(dx, x.data(), x.size() * 4);
  dev.launch(kern, {q8_1_quantize_groups(k, ncols)}, {kQuantItems}, {rt::arg(dx), rt::arg(dq), rt::arg(dd)});
  Q8_1Device out;
  out.xq.resize(nb * 8);
  out.xd.resize(nb);
  dev.download(dq, out.xq.data(), nb * 32);
  dev.download(dd, out.xd.data(), nb * 4);
  return out;
}

std::vector<uint8_t> q8_1_blocks(const Q8_1Device& q, uint32_t k, uint32_t ncols) {
  const size_t nb = size_t{k} / 32 * ncols;
  MORPH_USER_CHECK(q.xq.size() == nb * 8 && q.xd.size() == nb, "q8_1_blocks: sizes do not match k and ncols");
  std::vector<uint8_t> out(nb * 36);
  for (size_t b = 0; b < nb; ++b) {
    std::memcpy(out.data() + 36 * b, &q.xd[b], 4);           // d, s (fp16, little-endian)
    std::memcpy(out.data() + 36 * b + 4, &q.xq[8 * b], 32);  // qs[0..31]
  }
  return out;
}

Q8_1Schedule q8_1_schedule_for(const rt::Caps& caps, const Q8_1Schedule& s) {
  return s == Q8_1Schedule{} && caps.cheap_workgroups ? kQ8_1Serial : s;
}

uint32_t matvec_q8_1_groups(uint32_t rows, const Q8_1Schedule& s) {
  const uint32_t per = s.serial ? s.subgroups : s.subgroups / s.row_parts * s.rows_per_item;
  return (rows + per - 1) / per;
}

KernelRef matvec_q8_1_kernel(GgmlType t, uint32_t k, uint32_t ncols, const Q8_1Schedule& s) {
  MORPH_USER_CHECK(matvec_q8_1_supported(t), "matvec q8_1: ggml type ", type_name(t),
                   " is not supported (Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q2_K Q3_K Q4_K Q5_K Q6_K IQ4_NL IQ4_XS MXFP4 "
                   "NVFP4 Q1_0 Q2_0 are)");
  MORPH_USER_CHECK(k > 0 && k % type_info(t).block == 0, "matvec q8_1: k = ", k, " is not a positive multiple of ",
                   type_name(t), "'s block size");
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "matvec q8_1: ", ncols, " columns (1..8 supported)");
  MORPH_USER_CHECK(s.subgroups >= 1 && s.subgroups <= 32 && s.rows_per_item >= 1 && s.rows_per_item <= 4 &&
                       (s.row_parts == 1 || s.row_parts == 2 || s.row_parts == 4) && s.subgroups % s.row_parts == 0,
                   "matvec q8_1: schedule out of range (subgroups 1..32, rows_per_item 1..4, row_parts 1, 2 or 4 "
                   "dividing subgroups)");
  MORPH_USER_CHECK(!s.serial || (s.rows_per_item == 1 && s.row_parts == 1),
                   "matvec q8_1: the serial schedule computes one row per item (rows_per_item and row_parts 1)");
  return make_matvec(t, k, ncols, s);
}

void matvec_q8_1_enqueue(rt::Device& dev, const KernelRef& kern, const rt::Buffer& w, const rt::Buffer& xq,
                         const rt::Buffer& xd, const rt::Buffer& y, uint32_t rows, const Q8_1Schedule& s) {
  dev.launch(kern, {matvec_q8_1_groups(rows, s)}, {s.serial ? s.subgroups : 32 * s.subgroups},
             {rt::arg(w), rt::arg(xq), rt::arg(xd), rt::arg(y), rt::arg(rows)});
}

std::vector<float> matvec_q8_1_run(rt::Device& dev, const MatvecWeights& w, const std::vector<float>& x, uint32_t ncols,
                                   const Q8_1Schedule& s, double* seconds, int reps) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * w.k, "matvec q8_1: x holds ", x.size(), " floats; ", ncols,
                   " columns of ", w.k, " need ", size_t{ncols} * w.k);
  KernelRef quant = q8_1_quantize_kernel(w.k, ncols);
  const Q8_1Schedule sch = q8_1_schedule_for(dev.caps(), s);
  KernelRef kern = matvec_q8_1_kernel(w.type, w.k, ncols, sch);
  const size_t nb = size_t{w.k} / 32 * ncols;
  rt::Buffer dw = upload_words(dev, w), dx = dev.alloc(x.size() * 4), dq = dev.alloc(nb * 32), dd = dev.alloc(nb * 4),
             dy = dev.alloc(size_t{ncols} * w.rows * 4);
  dev.upload(dx, x.data(), x.size() * 4);
  dev.launch(quant, {q8_1_quantize_groups(w.k, ncols)}, {kQuantItems}, {rt::arg(dx), rt::arg(dq), rt::arg(dd)});
  return run_matvec(
      dev, [&] { matvec_q8_1_enqueue(dev, kern, dw, dq, dd, dy, w.rows, sch); }, dy, size_t{ncols} * w.rows, seconds,
      reps);
}

std::vector<float> matvec_q8_1_host(GgmlType t, const uint8_t* w, uint32_t rows, uint32_t k,
                                    const std::vector<uint8_t>& xq8_1, uint32_t ncols, SumOrder order) {
  MORPH_USER_CHECK(matvec_q8_1_supported(t), "matvec q8_1: ggml type ", type_name(t), " is not supported");
  const uint32_t nb = k / 32;
  MORPH_USER_CHECK(xq8_1.size() == size_t{nb} * 36 * ncols, "matvec q8_1: x has ", xq8_1.size(),
                   " bytes of Q8_1 blocks; ", ncols, " columns of ", k, " need ", size_t{nb} * 36 * ncols);
  const TypeInfo& ti = type_info(t);
  const size_t rb = row_bytes(t, k);
  const std::vector<uint32_t>& tab = quant_table_words();
  auto f16 = [](const uint8_t* p) { return f16_to_f32(static_cast<uint16_t>(p[0] | (p[1] << 8))); };
  auto u32 = [](const uint8_t* p) {
    return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
  };
  auto fl = [](int32_t v) { return static_cast<float>(v); };
  // nibble i of a 16-byte Q4_0-style run: element i < 16 low nibble of byte i, else high of byte i-16
  auto nib = [](const uint8_t* q, int i) { return (q[i & 15] >> (4 * (i >> 4))) & 15; };
  std::vector<float> y(size_t{ncols} * rows);
  std::vector<float> P(nb);
  int32_t v[32];  // the weight's integers of the group (ggml's dequantization is scale · v [− min])
  for (uint32_t r = 0; r < rows; ++r)
    for (uint32_t c = 0; c < ncols; ++c) {
      for (uint32_t b = 0; b < nb; ++b) {
        const uint8_t* xb = xq8_1.data() + (size_t{c} * nb + b) * 36;
        const float dx = f16(xb);
        const int8_t* qx = reinterpret_cast<const int8_t*>(xb + 4);
        const uint8_t* blk = w + r * rb + size_t{b * 32 / ti.block} * ti.bytes;  // the ggml block holding group b
        const uint32_t j = b % (ti.block / 32);                                  // group j of that block
        const uint32_t n = j >> 2, jj = j & 3;  // Q2_K Q3_K Q6_K: 128-element half, quarter
        switch (t) {
          case GgmlType::Q8_0:
            for (int i = 0; i < 32; ++i) v[i] = static_cast<int8_t>(blk[2 + i]);
            break;
          case GgmlType::Q4_0:
            for (int i = 0; i < 32; ++i) v[i] = nib(blk + 2, i) - 8;
            break;
          case GgmlType::Q4_1:
            for (int i = 0; i < 32; ++i) v[i] = nib(blk + 4, i);
            break;
          case GgmlType::Q5_0:  // qh bit i = element i's fifth bit
            for (int i = 0; i < 32; ++i) v[i] = (nib(blk + 6, i) | ((u32(blk + 2) >> i) & 1) << 4) - 16;
            break;
          case GgmlType::Q5_1:
            for (int i = 0; i < 32; ++i) v[i] = nib(blk + 8, i) | ((u32(blk + 4) >> i) & 1) << 4;
            break;
          case GgmlType::Q4_K:  // qs[32·(j/2) + l] >> 4·(j%2)
            for (int l = 0; l < 32; ++l) v[l] = (blk[16 + 32 * (j >> 1) + l] >> (4 * (j & 1))) & 15;
            break;
          case GgmlType::Q5_K:  // + bit j of qh[l] as bit 4
            for (int l = 0; l < 32; ++l)
              v[l] = ((blk[48 + 32 * (j >> 1) + l] >> (4 * (j & 1))) & 15) | ((blk[16 + l] >> j) & 1) << 4;
            break;
          case GgmlType::Q6_K:  // (ql | qh << 4) − 32
            for (int l = 0; l < 32; ++l)
              v[l] = (((blk[64 * n + 32 * (jj & 1) + l] >> (4 * (jj >> 1))) & 15) |
                      ((blk[128 + 32 * n + l] >> (2 * jj)) & 3) << 4) -
                     32;
            break;
          case GgmlType::Q3_K:  // q − (hmask bit ? 0 : 4)
            for (int l = 0; l < 32; ++l)
              v[l] = ((blk[32 + 32 * n + l] >> (2 * jj)) & 3) - (((blk[l] >> (4 * n + jj)) & 1) ? 0 : 4);
            break;
          case GgmlType::Q2_K:
            for (int l = 0; l < 32; ++l) v[l] = (blk[16 + 32 * n + l] >> (2 * jj)) & 3;
            break;
          case GgmlType::IQ4_NL:
            for (int i = 0; i < 32; ++i) v[i] = static_cast<int32_t>(tab[TableLayout::kIq4nl + nib(blk + 2, i)]);
            break;
          case GgmlType::IQ4_XS:
            for (int i = 0; i < 32; ++i)
              v[i] = static_cast<int32_t>(tab[TableLayout::kIq4nl + nib(blk + 8 + 16 * j, i)]);
            break;
          case GgmlType::MXFP4:
            for (int i = 0; i < 32; ++i) v[i] = static_cast<int32_t>(tab[TableLayout::kMxfp4 + nib(blk + 1, i)]);
            break;
          case GgmlType::NVFP4:  // sub-block q = 2j + i/16 (16 elements): byte 4 + 8q + i%8, high nibble from 8
            for (int i = 0; i < 32; ++i) {
              const uint32_t q = 2 * j + (i >> 4), e = i & 15;
              v[i] =
                  static_cast<int32_t>(tab[TableLayout::kMxfp4 + ((blk[4 + 8 * q + (e & 7)] >> (4 * (e >> 3))) & 15)]);
            }
            break;
          case GgmlType::Q1_0:  // element e = 32j + i: bit e % 8 of qs[e / 8]; bit ? +1 : −1
            for (int i = 0; i < 32; ++i) v[i] = (blk[2 + 4 * j + i / 8] >> (i % 8)) & 1 ? 1 : -1;
            break;
          case GgmlType::Q2_0:  // element e = 32j + i: bits 2(e % 4) of qs[e / 4]; q − 1
            for (int i = 0; i < 32; ++i) v[i] = ((blk[2 + 8 * j + i / 4] >> (2 * (i % 4))) & 3) - 1;
            break;
          default: throw InternalError("matvec q8_1 host: unhandled type");
        }
        int32_t S = 0, Q = 0, Sh[2] = {0, 0}, Qh[2] = {0, 0};
        for (int i = 0; i < 32; ++i) {
          Sh[i >> 4] += v[i] * qx[i];
          Qh[i >> 4] += qx[i];
        }
        S = Sh[0] + Sh[1];
        Q = Qh[0] + Qh[1];
        switch (t) {
          case GgmlType::Q8_0:
          case GgmlType::Q4_0:
          case GgmlType::Q5_0:
          case GgmlType::IQ4_NL:
          case GgmlType::Q1_0:
          case GgmlType::Q2_0: P[b] = dx * (f16(blk) * fl(S)); break;
          case GgmlType::NVFP4:  // UE4M3 scale bytes d[2j], d[2j + 1] of the two halves
            P[b] = dx * ((decode_detail::ue4m3_half<float>(blk[2 * j]) * fl(Sh[0])) +
                         (decode_detail::ue4m3_half<float>(blk[2 * j + 1]) * fl(Sh[1])));
            break;
          case GgmlType::Q4_1:
          case GgmlType::Q5_1: P[b] = dx * ((f16(blk) * fl(S)) + (f16(blk + 2) * fl(Q))); break;
          case GgmlType::Q4_K:
          case GgmlType::Q5_K: {  // get_scale_min_k4(j): ggml's factors d1 = d·sc, m1 = dmin·m
            uint32_t sc, m;
            decode_detail::scale_min_k4<float>(HostBlock{blk, tab.data()}, j, 4u, sc, m);
            const float d1 = f16(blk) * fl(static_cast<int32_t>(sc));
            const float m1 = f16(blk + 2) * fl(static_cast<int32_t>(m));
            P[b] = dx * ((d1 * fl(S)) - (m1 * fl(Q)));
            break;
          }
          case GgmlType::Q6_K: {  // int8 scales[8n + h + 2·jj] for half h
            const int32_t T = static_cast<int8_t>(blk[192 + 8 * n + 2 * jj]) * Sh[0] +
                              static_cast<int8_t>(blk[192 + 8 * n + 1 + 2 * jj]) * Sh[1];
            P[b] = dx * (f16(blk + 208) * fl(T));
            break;
          }
          case GgmlType::Q3_K: {  // 6-bit scale is = 8n + 2jj + h: low nibble at 96.., 2 high bits at 104..
            int32_t T = 0;
            for (uint32_t h = 0; h < 2; ++h) {
              const uint32_t is = 8 * n + 2 * jj + h;
              const int32_t sc = static_cast<int32_t>(((blk[96 + (is & 7)] >> (4 * (is >> 3))) & 15) |
                                                      ((blk[104 + (is & 3)] >> (2 * (is >> 2))) & 3) << 4) -
                                 32;
              T += sc * Sh[h];
            }
            P[b] = dx * (f16(blk + 108) * fl(T));
            break;
          }
          case GgmlType::Q2_K: {  // scale byte 8n + 2jj + h: sc = low nibble, m = high nibble
            int32_t T = 0, M = 0;
            for (uint32_t h = 0; h < 2; ++h) {
              const uint8_t sb = blk[8 * n + 2 * jj + h];
              T += (sb & 15) * Sh[h];
              M += (sb >> 4) * Qh[h];
            }
            P[b] = dx * ((f16(blk + 80) * fl(T)) - (f16(blk + 82) * fl(M)));
            break;
          }
          case GgmlType::IQ4_XS: {  // ls = scales_l nibble | scales_h 2 bits << 4; dl = d·(ls − 32)
            const int32_t ls = static_cast<int32_t>(((blk[4 + (j >> 1)] >> (4 * (j & 1))) & 15) |
                                                    (((blk[2] | blk[3] << 8) >> (2 * j)) & 3) << 4);
            P[b] = dx * ((f16(blk) * fl(ls - 32)) * fl(S));
            break;
          }
          case GgmlType::MXFP4: P[b] = dx * (decode_detail::e8m0_half<float>(blk[0]) * fl(S)); break;
          default: throw InternalError("matvec q8_1 host: unhandled type");
        }
      }
      float seq = -0.0f;
      for (float p : P) seq = seq + p;
      y[size_t{c} * rows + r] =
          order == SumOrder::Canonical ? reduce::host_reduce(reduce::Combine::Sum, P.data(), nb) : seq;
    }
  return y;
}

}  // namespace morph::quant
