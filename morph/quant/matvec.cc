#include "morph/quant/matvec.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/island.h"
#include "morph/quant/decode.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec_exec.h"
#include "morph/quant/matvec_plain.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"

namespace morph::quant {

using namespace morph::dsl;

const char* xtype_name(XType t) {
  switch (t) {
    case XType::F32: return "f32";
    case XType::F16: return "f16";
    case XType::BF16: return "bf16";
  }
  return "?";
}

namespace {

size_t xsize(XType t) {
  MORPH_USER_CHECK(t == XType::F32 || t == XType::F16 || t == XType::BF16, "matvec: x type id ", static_cast<int>(t),
                   " is not an XType (f32, f16, bf16)");
  return t == XType::F32 ? 4 : 2;
}

/// A block in device memory: byte o of the block whose first word is `base`.
struct DeviceBlock {
  Array<uint32_t> w;
  Array<uint32_t> tab;
  Val<uint32_t> base;
  Val<uint32_t> byte(Val<uint32_t> o) const {
    Val<uint32_t> word = w[base + (o >> 2u)];
    return (word >> ((o & 3u) << 3u)) & 255u;
  }
  Val<uint32_t> table(Val<uint32_t> i) const { return tab[i]; }
};

/// DeviceBlock whose bytes are dsl::load_byte islands (one byte load on the cpu backend): the
/// serial schedule's loop form, where the byte offset varies with the loop's element index.
struct DeviceBlockBytes : DeviceBlock {
  Val<uint32_t> byte(Val<uint32_t> o) const { return load_byte(w, base, o); }
};

using Weights32 = std::vector<Val<float>>;

/// float(u) - bias for an integer 0 <= u < 2^22, exactly: the bits 0x4B000000 | u are the
/// float 2^23 + u, and subtracting 2^23 + bias is exact for these small integers.
Val<float> magic(Val<uint32_t> u, uint32_t bias) {
  return bitcast<float>(u | 0x4B000000u) - Val<float>(8388608.0f + static_cast<float>(bias));
}

/// The 32 weights `v[i] = fl(a[i>>4] · q_i) ⊕ b[i>>4]` (⊕ = + or −, q_i = codes[i] a small
/// non-negative integer), exactly. Where every scale a is positive and finite, fl(a·q) is
/// computed as fma(a, 2^23 + q, −a·2^23): 2^23 + q is the float whose bits are
/// 0x4B000000 | q, a·2^23 is exact, and the exact value a·(2^23 + q) − a·2^23 = a·q is rounded
/// once — one fma instead of a subtraction and a product. Otherwise (a ≤ 0, inf, NaN: the sign of
/// a zero product, inf·0) the plain a·(float)q. Both give the same bits; the branch is per group.
/// Without `use_fma` (MatvecSchedule::fma_decode) always the plain product, with no branch.
Weights32 scaled_codes(const std::vector<Val<uint32_t>>& codes, const std::vector<Val<float>>& a,
                       const std::vector<Val<float>>& b, bool subtract, bool use_fma) {
  std::vector<Var<float>> v;
  for (size_t i = 0; i < codes.size(); ++i) v.emplace_back(0.0f);
  auto finish = [&](size_t i, Val<float> p) {
    const size_t h = a.size() == 1 ? 0 : i >> 4;
    v[i] = subtract ? p - b[h] : p + b[h];
  };
  auto plain = [&] {
    for (size_t i = 0; i < codes.size(); ++i) {
      const size_t h = a.size() == 1 ? 0 : i >> 4;
      finish(i, a[h] * magic(codes[i], 0));
    }
  };
  if (!use_fma) {
    plain();
  } else {
    const Val<float> inf(std::numeric_limits<float>::infinity());
    Val<bool> fast = a[0] > 0.0f && a[0] < inf;
    for (size_t h = 1; h < a.size(); ++h) fast = fast && a[h] > 0.0f && a[h] < inf;
    std::vector<Val<float>> c;
    for (const auto& ah : a) c.push_back(ah * Val<float>(-8388608.0f));
    If(fast, [&] {
      for (size_t i = 0; i < codes.size(); ++i) {
        const size_t h = a.size() == 1 ? 0 : i >> 4;
        finish(i, fma(a[h], bitcast<float>(codes[i] | 0x4B000000u), c[h]));
      }
    }).Else(plain);
  }
  Weights32 out;
  for (auto& x : v) out.push_back(x.read());
  return out;
}

/// The types whose serial matvec the cpu backend builds with Clang when it can
/// (dsl::prefer_host_compiler): GCC 12 leaves the straight-line decode of the grid and ternary
/// types scalar, and will not vectorize F16C conversions (half_to_float's cpp arm); Clang
/// vectorizes both. `morph
/// table`, 4096 x 14336, 2 threads, wall ms, GCC 12.2 -> Clang 15 (2026-12-05, 2-core VM):
/// iq1_s 98 -> 15, iq1_m 132 -> 18, iq2_xs 191 -> 23, iq2_s 207 -> 18, iq3_s 216 -> 17, tq1_0 98
/// -> 65, f16 31 -> 15; the other types are 0.8-1.1x with Clang and stay with the default.
/// NVFP4, Q1_0 and Q2_0: in the blocks layout 127 -> 38, 372 -> 27 and 64 -> 32 (2026-12-07, same
/// machine, under a concurrent build); planar since, GCC -> Clang 19-28 -> 23, 9.5-12.6 -> 8.2,
/// 15-16 -> 10-12 (2026-12-07, AMD EPYC Zen 3, two runs each).
bool serial_prefers_clang(GgmlType t) {
  switch (t) {
    case GgmlType::IQ2_XXS:
    case GgmlType::IQ2_XS:
    case GgmlType::IQ2_S:
    case GgmlType::IQ3_XXS:
    case GgmlType::IQ3_S:
    case GgmlType::IQ1_S:
    case GgmlType::IQ1_M:
    case GgmlType::TQ1_0:
    case GgmlType::NVFP4:
    case GgmlType::Q1_0:
    case GgmlType::Q2_0:
    case GgmlType::F16: return true;
    default: return false;
  }
}

Val<float> h2f(Val<uint32_t> h) { return decode_detail::half_to_float<Val<float>>(h); }
Val<float> u2f(Val<uint32_t> u) { return cast<float>(cast<int32_t>(u)); }
Val<float> i2f(Val<int32_t> v) { return cast<float>(v); }

/// Q2_K's two halves' scales of a group: dl[h] = d·(sc_h & 15), ml[h] = dmin·(sc_h >> 4), sc_h
/// byte h of the group's field word `gp`, d and dmin the super-block's f16 pair in `sbw`.
std::pair<std::vector<Val<float>>, std::vector<Val<float>>> q2k_scales(Val<uint32_t> sbw, Val<uint32_t> gp) {
  Val<float> d = h2f(sbw & 0xffffu), dmin = h2f(sbw >> 16u);
  std::vector<Val<float>> dl, ml;
  for (uint32_t h = 0; h < 2; ++h) {
    Val<uint32_t> sc = (gp >> (8u * h)) & 255u;
    dl.push_back(d * u2f(sc & 15u));
    ml.push_back(dmin * u2f(sc >> 4u));
  }
  return {dl, ml};
}

/// The raw words of group G of a row of a planar type (matvec_layout.h): codes, the word
/// holding the group's fields and the super-block word.
struct PlanarRaw {
  std::vector<Val<uint32_t>> lo, hi;
  Val<uint32_t> gpw{0u}, sbw{0u};
  std::vector<Val<uint32_t>> all() const {
    std::vector<Val<uint32_t>> v = lo;
    v.insert(v.end(), hi.begin(), hi.end());
    v.push_back(gpw);
    v.push_back(sbw);
    return v;
  }
  static PlanarRaw from(const PlanarLayout& pl, const std::vector<Val<uint32_t>>& v) {
    PlanarRaw r;
    r.lo.assign(v.begin(), v.begin() + pl.lo_words);
    r.hi.assign(v.begin() + pl.lo_words, v.begin() + pl.lo_words + pl.hi_words);
    r.gpw = v[pl.lo_words + pl.hi_words];
    r.sbw = v[pl.lo_words + pl.hi_words + 1];
    return r;
  }
};

PlanarRaw load_planar(GgmlType t, const RowPlanes& rp, Array<uint32_t> w, Val<uint32_t> base, Val<uint32_t> G) {
  const PlanarLayout pl = planar_layout(t);
  PlanarRaw r;
  if (pl.lo_words == 8) {
    r.lo = w.load_lanes(base + G * 8u, 4);
    for (auto& v : w.load_lanes(base + G * 8u + 4u, 4)) r.lo.push_back(v);
  } else if (pl.lo_words > 0) {
    r.lo = w.load_lanes(base + G * pl.lo_words, pl.lo_words);
  }
  if (pl.hi_words == 1) r.hi.push_back(w[base + rp.hi + G].read());
  if (pl.hi_words == 2) r.hi = w.load_lanes(base + rp.hi + G * 2u, 2);
  if (pl.gbits == 8) r.gpw = w[base + rp.gp + (G >> 2u)].read();
  if (pl.gbits == 16) r.gpw = w[base + rp.gp + (G >> 1u)].read();
  if (pl.gbits == 32) r.gpw = w[base + rp.gp + G].read();
  if (pl.sb) r.sbw = w[base + rp.sb + (G >> sb_shift(t))].read();
  return r;
}

/// The 32 weights of group G from its raw words, each computed with ggml's expression for that
/// element (decode.h quotes them), in registers.
Weights32 decode_planar(GgmlType t, const PlanarRaw& raw, Val<uint32_t> G, const std::optional<Shared<float>>& kv,
                        bool fma_decode) {
  const PlanarLayout pl = planar_layout(t);
  const std::vector<Val<uint32_t>>& lo = raw.lo;
  const std::vector<Val<uint32_t>>& hi = raw.hi;
  Val<uint32_t> gp(0u), sbw = raw.sbw;
  if (pl.gbits == 8) gp = (raw.gpw >> ((G & 3u) << 3u)) & 255u;
  if (pl.gbits == 16) gp = (raw.gpw >> ((G & 1u) << 4u)) & 0xffffu;
  if (pl.gbits == 32) gp = raw.gpw;
  auto c4 = [&](uint32_t i) { return (lo[i >> 3] >> ((i & 7u) * 4u)) & 15u; };
  auto c8 = [&](uint32_t i) { return (lo[i >> 2] >> ((i & 3u) * 8u)) & 255u; };
  auto c2 = [&](uint32_t i) { return (lo[i >> 4] >> ((i & 15u) * 2u)) & 3u; };
  auto h1 = [&](uint32_t i) { return (hi[0] >> i) & 1u; };
  auto h2 = [&](uint32_t i) { return (hi[i >> 4] >> ((i & 15u) * 2u)) & 3u; };
  Weights32 out;
  switch (t) {
    case GgmlType::Q4_0: {  // x0*d, x0 = nibble - 8
      Val<float> d = h2f(gp);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(magic(c4(i), 8) * d);
      break;
    }
    case GgmlType::IQ4_NL: {  // d * kvalues_iq4nl[nibble]
      Val<float> d = h2f(gp);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(d * (*kv)[c4(i)].read());
      break;
    }
    case GgmlType::Q4_1:
    case GgmlType::Q5_1: {  // x0*d + m
      Val<float> d = h2f(gp & 0xffffu), m = h2f(gp >> 16u);
      std::vector<Val<uint32_t>> q;
      for (uint32_t i = 0; i < 32; ++i) q.push_back(t == GgmlType::Q4_1 ? c4(i) : c4(i) | (h1(i) << 4u));
      out = scaled_codes(q, {d}, {m}, false, fma_decode);
      break;
    }
    case GgmlType::Q5_0: {  // x0*d, x0 = q - 16
      Val<float> d = h2f(gp);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(magic(c4(i) | (h1(i) << 4u), 16) * d);
      break;
    }
    case GgmlType::Q8_0: {  // qs[j]*d; (b ^ 0x80) | 0x4B000000 is 2^23 + 128 + int8(b)
      Val<float> d = h2f(gp);
      for (uint32_t i = 0; i < 32; ++i)
        out.push_back((bitcast<float>(c8(i) ^ 0x4B000080u) - Val<float>(8388736.0f)) * d);
      break;
    }
    case GgmlType::MXFP4: {  // kvalues_mxfp4[nibble] * 2^(e-128)
      Val<float> d = decode_detail::e8m0_half<Val<float>>(gp);
      for (uint32_t i = 0; i < 32; ++i) out.push_back((*kv)[c4(i) + 16u].read() * d);
      break;
    }
    case GgmlType::Q4_K:
    case GgmlType::Q5_K: {  // d1*q - m1, d1 = d*sc, m1 = dmin*m
      Val<float> d1 = h2f(sbw & 0xffffu) * u2f(gp & 63u);
      Val<float> m1 = h2f(sbw >> 16u) * u2f((gp >> 8u) & 63u);
      std::vector<Val<uint32_t>> q;
      for (uint32_t i = 0; i < 32; ++i) q.push_back(t == GgmlType::Q4_K ? c4(i) : c4(i) | (h1(i) << 4u));
      out = scaled_codes(q, {d1}, {m1}, true, fma_decode);
      break;
    }
    case GgmlType::Q6_K: {  // d * sc[is] * (q - 32)
      Val<float> d = h2f(sbw & 0xffffu);
      std::vector<Val<float>> dh;
      for (uint32_t h = 0; h < 2; ++h) dh.push_back(d * i2f(decode_detail::s8<Val<float>>((gp >> (8u * h)) & 255u)));
      for (uint32_t i = 0; i < 32; ++i) out.push_back(dh[i >> 4] * magic(c4(i) | (h2(i) << 4u), 32));
      break;
    }
    case GgmlType::IQ4_XS: {  // dl * kvalues_iq4nl[nibble], dl = d * (ls - 32)
      Val<float> dl = h2f(sbw & 0xffffu) * i2f(cast<int32_t>(gp) - 32);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(dl * (*kv)[c4(i)].read());
      break;
    }
    case GgmlType::Q2_K: {  // dl*q - ml, dl = d*(sc&15), ml = dmin*(sc>>4)
      const auto [dl, ml] = q2k_scales(sbw, gp);
      std::vector<Val<uint32_t>> q;
      for (uint32_t i = 0; i < 32; ++i) q.push_back(c2(i));
      out = scaled_codes(q, dl, ml, true, fma_decode);
      break;
    }
    case GgmlType::Q3_K: {  // dl * (q - (hmask bit ? 0 : 4)), dl = d*(scale6 - 32)
      Val<float> d = h2f(sbw & 0xffffu);
      std::vector<Val<float>> dl;
      for (uint32_t h = 0; h < 2; ++h) dl.push_back(d * i2f(cast<int32_t>((gp >> (8u * h)) & 63u) - 32));
      for (uint32_t i = 0; i < 32; ++i) out.push_back(dl[i >> 4] * magic(c2(i) | (h1(i) << 2u), 4));
      break;
    }
    case GgmlType::TQ2_0:
    case GgmlType::Q2_0: {  // (q - 1) * d
      Val<float> d = h2f(sbw & 0xffffu);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(magic(c2(i), 1) * d);
      break;
    }
    case GgmlType::NVFP4: {  // kvalues_mxfp4[nibble] * d, d = the UE4M3 scale of the element's 16
      std::vector<Val<float>> d;
      for (uint32_t h = 0; h < 2; ++h) d.push_back(decode_detail::ue4m3_half<Val<float>>((gp >> (8u * h)) & 255u));
      for (uint32_t i = 0; i < 32; ++i) out.push_back((*kv)[c4(i) + 16u].read() * d[i >> 4]);
      break;
    }
    case GgmlType::Q1_0: {  // bit ? d : -d
      Val<float> d = h2f(sbw & 0xffffu);
      for (uint32_t i = 0; i < 32; ++i) out.push_back(select(h1(i) == 1u, d, -d));
      break;
    }
    default: throw InternalError(str_cat("matvec: no planar decoder for ", type_name(t)));
  }
  return out;
}

/// Group G's weights for a run-time element index i (0 … 31): the serial schedule's loop form,
/// `For(i) lanes[i] += weight(i) · x[i]`, which the host compiler vectorizes. The group's scalars
/// (scales, the words holding codes) are emitted once by this call; the returned function emits
/// element i's weight: ggml's expression for that element, the same as decode_planar's with the
/// word and the half picked by i (selects), so the same bits. 8-bit codes are byte loads
/// (dsl::load_byte: byte i of the words from `lo_word0`; one load on the cpu backend); the K-quants' and
/// Q4_1/Q5_1's products are the plain a·float(q) (decode_planar's no-fma form, the same value).
/// The planar types without a value table (IQ4_NL, IQ4_XS, MXFP4 and NVFP4 stay on decode_planar).
std::function<Val<float>(Val<uint32_t>)> planar_weight_at(GgmlType t, const PlanarRaw& raw, Val<uint32_t> G,
                                                          Array<uint32_t> w, Val<uint32_t> lo_word0) {
  const PlanarLayout pl = planar_layout(t);
  const std::vector<Val<uint32_t>> lo = raw.lo, hi = raw.hi;
  Val<uint32_t> gp(0u), sbw = raw.sbw;
  if (pl.gbits == 8) gp = (raw.gpw >> ((G & 3u) << 3u)) & 255u;
  if (pl.gbits == 16) gp = (raw.gpw >> ((G & 1u) << 4u)) & 0xffffu;
  if (pl.gbits == 32) gp = raw.gpw;
  // Half h = i >> 4 of a pair (per-16 scales, the two words of 2-bit codes or high bits).
  auto half = [](const auto& v, Val<uint32_t> i) { return select(i < 16u, v[0], v[1]); };
  auto c4 = [=](Val<uint32_t> i) {
    Val<uint32_t> word = select(i < 16u, select(i < 8u, lo[0], lo[1]), select(i < 24u, lo[2], lo[3]));
    return (word >> ((i & 7u) << 2u)) & 15u;
  };
  auto c8 = [=](Val<uint32_t> i) { return load_byte(w, lo_word0, i); };
  auto c2 = [=](Val<uint32_t> i) { return (half(lo, i) >> ((i & 15u) << 1u)) & 3u; };
  auto h1 = [=](Val<uint32_t> i) { return (hi[0] >> i) & 1u; };
  auto h2 = [=](Val<uint32_t> i) { return (half(hi, i) >> ((i & 15u) << 1u)) & 3u; };
  switch (t) {
    case GgmlType::Q4_0: {
      Val<float> d = h2f(gp);
      return [=](Val<uint32_t> i) { return magic(c4(i), 8) * d; };
    }
    case GgmlType::Q4_1:
    case GgmlType::Q5_1: {
      Val<float> d = h2f(gp & 0xffffu), m = h2f(gp >> 16u);
      return [=](Val<uint32_t> i) {
        Val<uint32_t> q = t == GgmlType::Q4_1 ? c4(i) : c4(i) | (h1(i) << 4u);
        return d * magic(q, 0) + m;
      };
    }
    case GgmlType::Q5_0: {
      Val<float> d = h2f(gp);
      return [=](Val<uint32_t> i) { return magic(c4(i) | (h1(i) << 4u), 16) * d; };
    }
    case GgmlType::Q8_0: {
      Val<float> d = h2f(gp);
      return [=](Val<uint32_t> i) { return (bitcast<float>(c8(i) ^ 0x4B000080u) - Val<float>(8388736.0f)) * d; };
    }
    case GgmlType::Q4_K:
    case GgmlType::Q5_K: {
      Val<float> d1 = h2f(sbw & 0xffffu) * u2f(gp & 63u);
      Val<float> m1 = h2f(sbw >> 16u) * u2f((gp >> 8u) & 63u);
      return [=](Val<uint32_t> i) {
        Val<uint32_t> q = t == GgmlType::Q4_K ? c4(i) : c4(i) | (h1(i) << 4u);
        return d1 * magic(q, 0) - m1;
      };
    }
    case GgmlType::Q6_K: {
      Val<float> d = h2f(sbw & 0xffffu);
      std::vector<Val<float>> dh;
      for (uint32_t h = 0; h < 2; ++h) dh.push_back(d * i2f(decode_detail::s8<Val<float>>((gp >> (8u * h)) & 255u)));
      return [=](Val<uint32_t> i) { return half(dh, i) * magic(c4(i) | (h2(i) << 4u), 32); };
    }
    case GgmlType::Q2_K: {
      const auto [dl, ml] = q2k_scales(sbw, gp);
      return [=](Val<uint32_t> i) { return half(dl, i) * magic(c2(i), 0) - half(ml, i); };
    }
    case GgmlType::Q3_K: {
      Val<float> d = h2f(sbw & 0xffffu);
      std::vector<Val<float>> dl;
      for (uint32_t h = 0; h < 2; ++h) dl.push_back(d * i2f(cast<int32_t>((gp >> (8u * h)) & 63u) - 32));
      return [=](Val<uint32_t> i) { return half(dl, i) * magic(c2(i) | (h1(i) << 2u), 4); };
    }
    case GgmlType::TQ2_0:
    case GgmlType::Q2_0: {
      Val<float> d = h2f(sbw & 0xffffu);
      return [=](Val<uint32_t> i) { return magic(c2(i), 1) * d; };
    }
    case GgmlType::Q1_0: {
      Val<float> d = h2f(sbw & 0xffffu);
      return [=](Val<uint32_t> i) { return select(h1(i) == 1u, d, -d); };
    }
    default: throw InternalError(str_cat("matvec: no loop-form decoder for ", type_name(t)));
  }
}

template <class X>
KernelRef make_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& sch) {
  const TypeInfo ti = type_info(t);
  const LayoutKind kind = layout_kind(t);
  const RowPlanes rp = row_planes(t, k);
  const uint32_t row_words = rp.row_words;
  const uint32_t R = sch.rows_per_item, W = sch.subgroups, CP = sch.cols_per_pass;
  const uint32_t ngf = k / 32, nfull = ngf / 32, tail = ngf % 32;
  const bool kvtab = t == GgmlType::IQ4_NL || t == GgmlType::IQ4_XS || t == GgmlType::MXFP4 || t == GgmlType::NVFP4;
  std::string name = std::string("matvec_") + ti.name + "_" + xtype_name(xt);
  return kernel(
      name,
      [=](Array<uint32_t> w, Array<uint32_t> tab, Array<X> x, Array<float> y, Val<uint32_t> rows) {
    Val<uint32_t> sub = local_id(0) & 31u;
    const detail::ItemRows ir = sch.serial ? detail::ItemRows{} : detail::item_rows(W, R, rows, row_words);
    const std::vector<Val<uint32_t>>&row = ir.row, &base = ir.base;
    std::optional<Shared<float>> kv;
    if (kvtab) {  // kvalues_iq4nl at 0..15, kvalues_mxfp4 at 16..31, as floats
      kv = shared<float>(32, "kv");
      if (sch.serial) {  // item 0 fills all 32 (a workgroup may have fewer items)
        If(local_id(0) == 0u, [&] {
          For(Val<uint32_t>(0u), Val<uint32_t>(32u), [&](Val<uint32_t> e) {
            Val<uint32_t> idx = select(e < 16u, e + TableLayout::kIq4nl, (e - 16u) + TableLayout::kMxfp4);
            (*kv)[e] = cast<float>(cast<int32_t>(tab[idx].read()));
          });
        });
      } else {
        If(local_id(0) < 32u, [&] {
          Val<uint32_t> idx = select(sub < 16u, sub + TableLayout::kIq4nl, (sub - 16u) + TableLayout::kMxfp4);
          (*kv)[sub] = cast<float>(cast<int32_t>(tab[idx].read()));
        });
      }
      barrier();
    }
    // Plain rows (F32/F16/BF16; serial schedule only): element g0 + i of the row whose words start
    // at `rb`, g0 a multiple of 32.
    auto plain_weight = [&](Val<uint32_t> rb, Val<uint32_t> g0, uint32_t i) -> Val<float> {
      if (t == GgmlType::F32) return bitcast<float>(w[rb + g0 + i].read());
      Val<uint32_t> half = (w[rb + (g0 >> 1u) + i / 2].read() >> (16u * (i & 1u))) & 0xffffu;
      return t == GgmlType::F16 ? h2f(half) : bitcast<float>(half << 16u);
    };
    // The 32 weights of group G (elements 32·G …) of the row whose words start at `rb`.
    auto weights_at = [&](Val<uint32_t> rb, Val<uint32_t> G) -> Weights32 {
      Weights32 v;
      if (kind == LayoutKind::Planar) {
        v = decode_planar(t, load_planar(t, rp, w, rb, G), G, kv, sch.fma_decode);
      } else if (kind == LayoutKind::Plain) {
        for (uint32_t i = 0; i < 32; ++i) v.push_back(plain_weight(rb, G * 32u, i));
      } else {
        const uint32_t wpb = (ti.bytes + 3) / 4;
        for (uint32_t i = 0; i < 32; ++i) {
          if (ti.block == 32) {
            DeviceBlock blk{w, tab, rb + G * wpb};
            v.push_back(decode_element<Val<float>>(t, blk, Val<uint32_t>(i)));
          } else {  // group G is group G mod gpb of block G / gpb (gpb = 2, 4 or 8 groups of 32)
            const uint32_t gpb = ti.block / 32, shift = static_cast<uint32_t>(std::countr_zero(gpb));
            DeviceBlock blk{w, tab, rb + (G >> shift) * wpb};
            v.push_back(decode_element<Val<float>>(t, blk, ((G & (gpb - 1u)) << 5u) + i));
          }
        }
      }
      return v;
    };
    auto weights = [&](uint32_t r, Val<uint32_t> G) { return weights_at(base[r], G); };
    if (sch.serial) {
      if (serial_prefers_clang(t)) prefer_host_compiler("clang");
      // One item per row: lanes[(item·ncols + c)·1024 + L] is tree lane L of column c.
      const uint32_t NC = ncols;
      Shared<float> lanes = shared<float>(W * NC * 1024, "lanes");
      Shared<float> wt = shared<float>(W * 32, "group_weights");
      Val<uint32_t> me = local_id(0), row0 = group_id(0) * W + me;
      Val<uint32_t> rbase = min(row0, rows - 1u) * row_words, lbase = me * (NC * 1024);
      For(Val<uint32_t>(0u), Val<uint32_t>(NC * 1024),
          [&](Val<uint32_t> i) { lanes[lbase + i] = reduce::identity(reduce::Combine::Sum); });
      // Groups [g0, g1) of the chunk starting at group 32f: lane 32g + i folds element 32G + i.
      auto chunk = [&](Val<uint32_t> f, Val<uint32_t> g1) {
        For(Val<uint32_t>(0u), g1, [&](Val<uint32_t> g) {
          Val<uint32_t> G = f * 32u + g;
          // Weight i of the group as the columns' folds read it: the 32-float scratch by default.
          std::function<Val<float>(Val<uint32_t>)> w_at = [&](Val<uint32_t> i) { return wt[me * 32u + i].read(); };
          if ((kind == LayoutKind::Planar && !kvtab) || t == GgmlType::Q8_K || t == GgmlType::BF16 ||
              t == GgmlType::F16) {
            // The loop form: element i's weight computed in a loop over i (planar_weight_at,
            // decode_element), which the host compiler vectorizes; one column folds it straight
            // into its lanes. Not for the table types (IQ4_NL, IQ4_XS, MXFP4, NVFP4: kv[code] becomes a
            // gather, 2x slower than the straight-line decode; the 16 values picked by a tree of
            // and/or masks over the code's bits, vectorized, were 2x slower too: 2026-12-05, one
            // thread, 1024 rows, 6.1-10.6 vs 13.4-14.8 ms), the grid and ternary types (their
            // table and byte reads depend on i: 2-4x slower), Q8_1 or F32 (no faster); measured on
            // the cpu backend, 2026-12-04 (bench/results/local-2026-12-04-cpu-matvec). F16 joined
            // with load_half and half_to_float's cpp arm (2026-12-05: 46.9 -> 33.4 ms under GCC).
            std::function<Val<float>(Val<uint32_t>)> weight;
            if (t == GgmlType::BF16 || t == GgmlType::F16) {  // element i: halfword i of the group's 16 words
              weight = [&, G](Val<uint32_t> i) {
                Val<uint32_t> w0 = rbase + G * 16u;
                Val<uint32_t> h = load_half(w, w0, i);
                return t == GgmlType::F16 ? dsl::half_to_float(h) : bitcast<float>(h << 16u);
              };
            } else if (t == GgmlType::Q8_K) {  // element 32·(G mod 8) + i of super-block G / 8
              const uint32_t wpb = (ti.bytes + 3) / 4;
              weight = [&, G, wpb](Val<uint32_t> i) {
                return decode_element<Val<float>>(t, DeviceBlockBytes{{w, tab, rbase + (G >> 3u) * wpb}},
                                                  ((G & 7u) << 5u) + i);
              };
            } else {
              const uint32_t lw = planar_layout(t).lo_words;
              weight = planar_weight_at(t, load_planar(t, rp, w, rbase, G), G, w, rbase + G * lw);
            }
            if (NC == 1)
              w_at = weight;  // no scratch: the one column's fold computes each weight
            else
              For(Val<uint32_t>(0u), Val<uint32_t>(32u), [&](Val<uint32_t> i) { wt[me * 32u + i] = weight(i); });
          } else {
            Weights32 wv = weights_at(rbase, G);
            for (uint32_t i = 0; i < 32; ++i) wt[me * 32u + i] = wv[i];
          }
          for (uint32_t c = 0; c < NC; ++c) {
            Val<uint32_t> j0 = G * 32u + c * k, l0 = lbase + c * 1024u + g * 32u;
            For(Val<uint32_t>(0u), Val<uint32_t>(32u),
                [&](Val<uint32_t> i) { lanes[l0 + i] = lanes[l0 + i].read() + w_at(i) * x[j0 + i].read(); });
          }
        });
      };
      if (nfull > 0)
        For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) { chunk(f, Val<uint32_t>(32u)); });
      if (tail > 0) chunk(Val<uint32_t>(nfull), Val<uint32_t>(tail));
      if (const uint32_t rem = k % 32; rem > 0) {
        // Plain rows only (quantized blocks are multiples of 32): the partial last group, its
        // first `rem` elements (the row's padding and the next row are never read).
        const uint32_t G = k / 32, g = G % 32;
        Weights32 wv;
        for (uint32_t i = 0; i < rem; ++i) wv.push_back(plain_weight(rbase, Val<uint32_t>(G * 32), i));
        for (uint32_t c = 0; c < NC; ++c)
          for (uint32_t i = 0; i < rem; ++i) {
            Val<uint32_t> l = lbase + (c * 1024 + g * 32 + i);
            lanes[l] = lanes[l].read() + wv[i] * x[Val<uint32_t>(c * k + G * 32 + i)].read();
          }
      }
      Shared<float> gv = shared<float>(W * 32, "group_values");
      for (uint32_t c = 0; c < NC; ++c) {
        // Step 2: each group's butterfly; step 3: the group values' butterfly (reduce_tree.h).
        Val<float> res = reduce::lanes_in_item_combine(reduce::Combine::Sum, lanes, lbase + c * 1024u, gv, me * 32u);
        If(row0 < rows, [&] { y[row0 + Val<uint32_t>(c) * rows] = res; });
      }
      return;
    }
    for (uint32_t c0 = 0; c0 < ncols; c0 += CP) {
      const uint32_t nc = std::min(CP, ncols - c0);
      // acc[(r * nc + c) * 32 + i]: logical lane 32·sub + i of row r, column c0 + c.
      std::vector<Var<float>> acc;
      for (uint32_t a = 0; a < R * nc * 32; ++a) acc.emplace_back(reduce::identity(reduce::Combine::Sum));
      auto group = [&](Val<uint32_t> G, const std::vector<PlanarRaw>* raw = nullptr) {
        std::vector<Weights32> wv;
        for (uint32_t r = 0; r < R; ++r)
          wv.push_back(raw ? decode_planar(t, (*raw)[r], G, kv, sch.fma_decode) : weights(r, G));
        for (uint32_t c = 0; c < nc; ++c) {
          // k is a multiple of 32 (every quantized block is), so each column's groups are aligned.
          Val<uint32_t> j0 = G * 32u + (c0 + c) * k;
          std::vector<Val<float>> xv;
          const uint32_t lanes = std::is_same_v<X, float> ? 4 : 8;
          for (uint32_t q = 0; q < 32; q += lanes)
            for (auto& e : x.load_lanes(j0 + q, lanes)) xv.push_back(e);
          for (uint32_t r = 0; r < R; ++r)
            for (uint32_t i = 0; i < 32; ++i) {
              Var<float>& a = acc[(r * nc + c) * 32 + i];
              a = a.read() + wv[r][i] * xv[i];
            }
        }
      };
      // Lane 32·sub + i folds its elements chunk by chunk, in index order.
      if (nfull > 0 && sch.prefetch && kind == LayoutKind::Planar) {
        // The next chunk's raw words are loaded before this chunk is decoded (registers carry
        // them across iterations), so each item has two chunks' loads in flight.
        const PlanarLayout pl = planar_layout(t);
        std::vector<std::vector<Var<uint32_t>>> next(R);
        for (uint32_t r = 0; r < R; ++r)
          for (auto& v : load_planar(t, rp, w, base[r], sub).all()) next[r].emplace_back(v);
        For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) {
          std::vector<PlanarRaw> cur;
          for (uint32_t r = 0; r < R; ++r) {
            std::vector<Val<uint32_t>> v;
            for (auto& x : next[r]) v.push_back(x.read());
            cur.push_back(PlanarRaw::from(pl, v));
          }
          Val<uint32_t> Gn = min(f + 1u, Val<uint32_t>(nfull - 1)) * 32u + sub;  // the last chunk reloads itself
          for (uint32_t r = 0; r < R; ++r) {
            std::vector<Val<uint32_t>> v = load_planar(t, rp, w, base[r], Gn).all();
            for (size_t q = 0; q < v.size(); ++q) next[r][q] = v[q];
          }
          group(f * 32u + sub, &cur);
        });
      } else if (nfull > 0) {
        For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) { group(f * 32u + sub); });
      }
      if (tail > 0) If(sub < tail, [&] { group(Val<uint32_t>(nfull * 32) + sub); });
      for (uint32_t r = 0; r < R; ++r)
        for (uint32_t c = 0; c < nc; ++c) {
          // Step 2 of the tree in registers (the reference's pairing), step 3 across the subgroup.
          std::vector<Val<float>> v;
          for (uint32_t i = 0; i < 32; ++i) v.push_back(acc[(r * nc + c) * 32 + i].read());
          Val<float> res = reduce::groups_in_items_combine(reduce::Combine::Sum, std::move(v));
          If(sub == 0u && row[r] < rows, [&] { y[row[r] + Val<uint32_t>(c0 + c) * rows] = res; });
        }
    }
      },
      {"w", "tab", "x", "y", "rows"},
      Key(static_cast<uint32_t>(t), k, ncols, static_cast<int>(xt), sch.subgroups, sch.rows_per_item, sch.cols_per_pass,
          sch.prefetch, sch.serial, sch.fma_decode));
}

}  // namespace

MatvecSchedule default_schedule(GgmlType t, uint32_t ncols, uint32_t k) {
  if (layout_kind(t) == LayoutKind::Plain) {
    // H200, 2026-12-02 (bench/results/h200-2026-12-02-parts2, -sizes and -b2b, us_hot; prefetch =
    // the next chunk's words in flight, row_parts P). One column: f16/bf16 long rows (4096 x
    // 14336) are fastest on one subgroup per row, two rows per item, no prefetch (f16 31.7-32.7
    // µs against 33.8-34.0 for four rows over four parts with prefetch); short rows (14336 x
    // 4096) and f32 rows of any length take four rows over four parts with prefetch (f16 32.7-32.8
    // µs against 36.1-36.4; f32 55.3-56.6 against 55.8-57.3 at 4096 x 14336, 57.8-57.9 against
    // 58.1-58.3 at 14336 x 4096). "Long" is k > 8192, the tuner's shape classes (powers of two). Eight subgroups x two
    // rows x four parts is near the best at both (f16 32.0-32.3 and 33.8) but needs 33 KB of workgroup memory, more
    // than lavapipe's 32 KB. Eight columns (4096 x 14336): every column in one pass, two rows over four parts with
    // prefetch, f16 110.5 µs and f32 116.9 (one row 140.3 / 127.0; four columns per pass, the
    // default of h200-2026-12-02-plain3, 177 / 261 here).
    MatvecSchedule s;
    s.cols_per_pass = ncols;
    if (ncols == 1 && k > 8192 && t != GgmlType::F32) {
      s.rows_per_item = 2;
      return s;
    }
    s.prefetch = true;
    s.row_parts = 4;
    s.rows_per_item = ncols > 1 ? 2 : 4;
    return s;
  }
  // The next chunk's codes in flight while this one is decoded (the H200 run
  // of 2026-12-01 measured one row without prefetch at 64-95 µs for 4096 x 14336, far above
  // the ~11 µs its instruction count allows: each item waited for every chunk's loads).
  // One column: two rows per item (x loads shared by both rows). The H200 sweep of 2026-12-01
  // (bench/results/h200-2026-12-01-quant2/matvec_down.jsonl, 4096 x 14336, us_cold) measured
  // two rows with prefetch at or below one row with prefetch for every quantized type (q4_K
  // 80.3 -> 55.6 µs, q8_0 98.3 -> 39.8, q6_K 95.5 -> 47.3, iq4_xs 97.2 -> 44.5, q2_K 79.7 -> 50.3)
  // (and for the plain types' kernel of then, which matvec_plain.h has replaced); `morph tune
  // matvec` found four rows faster still for q4_K and q8_0 (bench/results/h200-2026-12-01-close).
  // One column per type (H200 sweep of 2026-12-03, bench/results/h200-2026-12-03-sweep1/2: nine
  // schedules of every planar type at 4096 x 14336 and 14336 x 4096, us_hot, the two shapes
  // summed): four rows per item for the types whose per-group fields are one scale (Q8_0 84.4 ->
  // 66.9 µs, Q4_0 74.3 -> 51.8, IQ4_NL 86.6 -> 65.9, IQ4_XS 88.5 -> 71.6, MXFP4 87.3 -> 72.9,
  // TQ2_0 74.2 -> 54.2) and Q6_K (89.8 -> 81.9); two rows without prefetch for Q5_0 (96.8 -> 77.0)
  // and Q3_K (94.5 -> 85.6); two rows with prefetch (no better one at both shapes) for Q4_1, Q5_1,
  // Q2_K, Q4_K and Q5_K, where four rows lose at 14336 x 4096 (Q4_K 40.1 -> 52.6).
  MatvecSchedule s;
  s.prefetch = true;
  if (ncols > 1) {
    s.cols_per_pass = 2;
    return s;
  }
  s.rows_per_item = 2;
  switch (t) {
    case GgmlType::Q8_0:
    case GgmlType::Q4_0:
    case GgmlType::IQ4_NL:
    case GgmlType::IQ4_XS:
    case GgmlType::MXFP4:
    case GgmlType::TQ2_0:
    case GgmlType::Q6_K:
    case GgmlType::NVFP4:  // these three by analogy (one scale per group, like MXFP4 and TQ2_0): not swept
    case GgmlType::Q2_0:
    case GgmlType::Q1_0: s.rows_per_item = 4; break;
    case GgmlType::Q5_0:
    case GgmlType::Q3_K: s.prefetch = false; break;
    default: break;
  }
  return s;
}

MatvecSchedule default_schedule(const rt::Caps& caps, GgmlType t, uint32_t ncols, uint32_t k) {
  MatvecSchedule s = caps.cheap_workgroups ? serial_schedule(ncols) : default_schedule(t, ncols, k);
  s.fma_decode = caps.cheap_fma;
  return s;
}

MatvecSchedule serial_schedule(uint32_t ncols) {
  MatvecSchedule s;
  s.serial = true;
  s.subgroups = 1;
  s.prefetch = false;
  s.cols_per_pass = ncols;
  return s;
}

uint32_t matvec_items(const MatvecSchedule& s) { return s.serial ? s.subgroups : 32 * s.subgroups; }

uint32_t matvec_groups(uint32_t rows, const MatvecSchedule& s) {
  if (s.serial) return (rows + s.subgroups - 1) / s.subgroups;
  const uint32_t per = s.subgroups / std::max<uint32_t>(s.row_parts, 1) * s.rows_per_item;
  return (rows + per - 1) / per;
}

KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& s) {
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "matvec: ", ncols, " columns (1..8 supported)");
  MORPH_USER_CHECK(type_info(t).dequant, "matvec: ggml type ", type_name(t), " has no float dequantization");
  MORPH_USER_CHECK(k > 0 && k % type_info(t).block == 0, "matvec: k = ", k, " is not a positive multiple of ",
                   type_name(t), "'s block size");
  MORPH_USER_CHECK(s.subgroups >= 1 && s.subgroups <= 32 && s.rows_per_item >= 1 && s.rows_per_item <= 4 &&
                       s.cols_per_pass >= 1 && s.cols_per_pass <= 8,
                   "matvec: schedule out of range (subgroups 1..32, rows_per_item 1..4, cols_per_pass 1..8)");
  if (layout_kind(t) == LayoutKind::Plain && !s.serial) return detail::matvec_plain_kernel(t, k, ncols, xt, s);
  MORPH_USER_CHECK(s.row_parts == 1 || s.serial, "matvec: row_parts ", s.row_parts,
                   " is for F32/F16/BF16 weights only (", type_name(t), " takes 1)");
  switch (xt) {
    case XType::F32: return make_kernel<float>(t, k, ncols, xt, s);
    case XType::F16: return make_kernel<f16>(t, k, ncols, xt, s);
    case XType::BF16: return make_kernel<bf16>(t, k, ncols, xt, s);
  }
  return nullptr;
}

KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt) {
  return matvec_kernel(t, k, ncols, xt, default_schedule(t, ncols, k));
}

void matvec_enqueue(rt::Device& dev, const KernelRef& kern, const rt::Buffer& w, const rt::Buffer& tab,
                    const rt::Buffer& x, const rt::Buffer& y, uint32_t rows, const MatvecSchedule& s) {
  dev.launch(kern, {matvec_groups(rows, s)}, {matvec_items(s)},
             {rt::arg(w), rt::arg(tab), rt::arg(x), rt::arg(y), rt::arg(rows)});
}

std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, double* seconds, int reps) {
  return matvec_run(dev, w, x, xt, ncols, default_schedule(dev.caps(), w.type, ncols, w.k), seconds, reps);
}

std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, const MatvecSchedule& s, double* seconds, int reps) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * w.k * xsize(xt), "matvec: x holds ", x.size(), " bytes; ", ncols,
                   " columns of ", w.k, " ", xtype_name(xt), " need ", size_t{ncols} * w.k * xsize(xt));
  KernelRef kern = matvec_kernel(w.type, w.k, ncols, xt, s);
  const std::vector<uint32_t>& tab = quant_table_words();
  rt::Buffer dw = upload_words(dev, w), dt = dev.alloc(tab.size() * 4), dx = dev.alloc(x.size()),
             dy = dev.alloc(size_t{ncols} * w.rows * 4);
  dev.upload(dt, tab.data(), tab.size() * 4);
  dev.upload(dx, x.data(), x.size());
  return run_matvec(
      dev, [&] { matvec_enqueue(dev, kern, dw, dt, dx, dy, w.rows, s); }, dy, size_t{ncols} * w.rows, seconds, reps);
}

std::vector<float> x_to_f32(const std::vector<uint8_t>& x, XType xt) {
  std::vector<float> v(x.size() / xsize(xt));
  for (size_t i = 0; i < v.size(); ++i) {
    if (xt == XType::F32) {
      std::memcpy(&v[i], x.data() + 4 * i, 4);
    } else {
      uint16_t h;
      std::memcpy(&h, x.data() + 2 * i, 2);
      v[i] = xt == XType::F16 ? f16_to_f32(h) : bf16_to_f32(h);
    }
  }
  return v;
}

std::vector<float> matvec_host(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k,
                               const std::vector<uint8_t>& x, XType xt, uint32_t ncols) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * k * xsize(xt), "matvec: x has the wrong size");
  std::vector<float> xf = x_to_f32(x, xt);
  const size_t rb = row_bytes(t, k);
  std::vector<float> y(size_t{ncols} * rows);
  std::vector<float> wrow(k);
  for (uint32_t r = 0; r < rows; ++r) {
    dequantize_into(t, data + r * rb, k, wrow.data());
    for (uint32_t c = 0; c < ncols; ++c) {
      const float* xc = xf.data() + size_t{c} * k;
      y[size_t{c} * rows + r] =
          reduce::host_reduce_fn(reduce::Combine::Sum, k, [&](size_t j) { return wrow[j] * xc[j]; });
    }
  }
  return y;
}

}  // namespace morph::quant
