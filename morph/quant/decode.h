// Element decoders for every ggml block type, written once as templates over the scalar type F
// (float on the host, dsl::Val<float> inside a kernel; DESIGN §3): `decode_element<F>(type,
// src, e)` is element e (0 <= e < block) of one block, computed with exactly ggml's f32
// operations and their order (ggml-quants.c dequantize_row_*; the comment on each case quotes
// ggml's expression), so host dequantization and in-kernel dequantization are bitwise ggml's.
// Branch-free: every choice is a select, every byte offset stays inside the block.
// `src` reads the block's bytes and the codebook table:
//   U src.byte(U off)   — byte `off` of the block (0 <= off < bytes)
//   U src.table(U w)    — word w of quant_table_words() (IQ grids, IQ4_NL/MXFP4 values)
// (U = dsl::uint_of<F>: uint32_t or Val<uint32_t>.)
//   float v = decode_element<float>(GgmlType::Q4_K, HostBlock{block_ptr, table.data()}, 17u);
#pragma once
#include <cstdint>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/scalar.h"
#include "morph/quant/types.h"

namespace morph::quant {

/// Word offsets of the tables inside quant_table_words().
struct TableLayout {
  static constexpr uint32_t kIq2xxs = 0;                 // 256 entries x 2 words
  static constexpr uint32_t kIq2xs = kIq2xxs + 256 * 2;  // 512 x 2
  static constexpr uint32_t kIq2s = kIq2xs + 512 * 2;    // 1024 x 2
  static constexpr uint32_t kIq3xxs = kIq2s + 1024 * 2;  // 256 x 1
  static constexpr uint32_t kIq3s = kIq3xxs + 256;       // 512 x 1
  static constexpr uint32_t kIq1s = kIq3s + 512;         // 2048 x 2
  static constexpr uint32_t kIq4nl = kIq1s + 2048 * 2;   // 16 int32 values
  static constexpr uint32_t kMxfp4 = kIq4nl + 16;        // 16 int32 values
  static constexpr uint32_t kWords = kMxfp4 + 16;
};

/// The codebooks as little-endian 32-bit words (TableLayout), for host and device decoders.
const std::vector<uint32_t>& quant_table_words();

/// A block in host memory.
struct HostBlock {
  const uint8_t* p;
  const uint32_t* tab;
  uint32_t byte(uint32_t off) const { return p[off]; }
  uint32_t table(uint32_t w) const { return tab[w]; }
};

namespace decode_detail {

using dsl::select;

template <class F>
using U = dsl::uint_of<F>;
template <class F>
using I = dsl::int_of<F>;

template <class F, class S>
U<F> u16(const S& s, U<F> off) {
  return s.byte(off) | (s.byte(off + 1u) << 8u);
}
template <class F, class S>
U<F> u32(const S& s, U<F> off) {
  return s.byte(off) | (s.byte(off + 1u) << 8u) | (s.byte(off + 2u) << 16u) | (s.byte(off + 3u) << 24u);
}
/// Signed value of a byte (int8).
template <class F>
I<F> s8(U<F> b) {
  return dsl::cast<int32_t>(b ^ 128u) - 128;
}
template <class F>
F i2f(I<F> x) {
  return dsl::cast<float>(x);
}
template <class F>
F u2f(U<F> x) {
  return dsl::cast<float>(dsl::cast<int32_t>(x));
}

/// IEEE binary16 bits -> f32, exact (GGML_FP16_TO_FP32): dsl::f16_bits_to_f32.
template <class F>
F half_to_float(U<F> h) {
  return dsl::f16_bits_to_f32<F>(h);
}

/// GGML_E8M0_TO_FP32_HALF: 2^(e-128) as f32 (e = 0, 1 give the subnormals 2^-128, 2^-127).
template <class F>
F e8m0_half(U<F> e) {
  U<F> sub = 0x00200000u << (e & 1u);
  U<F> bits = select(e < 2u, sub, (e - select(e < 2u, e, U<F>(1u))) << 23u);
  return dsl::bitcast<float>(bits);
}

/// ggml_ue4m3_to_fp32 (ggml-impl.h): an NVFP4 scale byte as unsigned E4M3 (bias 7, no sign: bit 7
/// is not read) times 0.5 — e = (b >> 3) & 15, m = b & 7: m·2^-10 for e = 0, (1 + m/8)·2^(e-8)
/// otherwise (exact, normal); 0 and 0x7F (E4M3's NaN) give +0.
template <class F>
F ue4m3_half(U<F> b) {
  U<F> e = (b >> 3u) & 15u, m = b & 7u;
  F sub = dsl::cast<float>(dsl::cast<int32_t>(m)) * F(0x1p-10f);
  F normal = dsl::bitcast<float>(((e + 119u) << 23u) | (m << 20u));
  return select(b == 0x7fu, F(0.0f), select(e == 0u, sub, normal));
}

/// Byte `jj` (0..7) of grid entry `idx` of an 8-byte grid at word offset `off`.
template <class F, class S>
U<F> grid8(const S& s, uint32_t off, U<F> idx, U<F> jj) {
  U<F> w = s.table(idx * 2u + (jj >> 2u) + off);
  return (w >> ((jj & 3u) << 3u)) & 255u;
}
/// Byte `jj` (0..3) of grid entry `idx` of a 4-byte grid.
template <class F, class S>
U<F> grid4(const S& s, uint32_t off, U<F> idx, U<F> jj) {
  U<F> w = s.table(idx + off);
  return (w >> ((jj & 3u) << 3u)) & 255u;
}
/// Bit jj (0..7) of ksigns_iq2xs[i] = i | parity(i) << 7, computed (no table).
template <class F>
U<F> ksign_bit(U<F> i, U<F> jj) {
  U<F> p = i ^ (i >> 4u);
  p = p ^ (p >> 2u);
  p = p ^ (p >> 1u);
  U<F> full = (i & 127u) | ((p & 1u) << 7u);
  return (full >> jj) & 1u;
}
/// x * (bit ? -1 : 1), as ggml multiplies by ±1.f.
template <class F>
F signed_mul(F x, U<F> bit) {
  return x * select(bit == 1u, F(-1.0f), F(1.0f));
}
/// get_scale_min_k4 (ggml-quants.c): 6-bit scale and min `is` (0..7) of Q4_K/Q5_K at `base`.
template <class F, class S>
void scale_min_k4(const S& s, U<F> is, uint32_t base, U<F>& sc, U<F>& m) {
  auto lo = is < 4u;
  U<F> a = s.byte(select(lo, is, is + 4u) + base);       // j<4: q[j]      else q[j+4]
  U<F> b = s.byte(select(lo, is + 4u, is - 4u) + base);  // j<4: q[j+4]    else q[j-4]
  U<F> c = s.byte(is + base);                            //                else q[j]
  sc = select(lo, a & 63u, (a & 15u) | ((b >> 6u) << 4u));
  m = select(lo, b & 63u, (a >> 4u) | ((c >> 6u) << 4u));
}

}  // namespace decode_detail

/// Element e (0 <= e < block size) of one block of `t`, as ggml's dequantize_row_<t> computes
/// it. F32/F16/BF16 are one-element "blocks" (e = 0). Throws UserError for the integer types.
template <class F, class S>
F decode_element(GgmlType t, const S& s, dsl::uint_of<F> e) {
  using namespace decode_detail;
  using UF = U<F>;
  using IF = I<F>;
  switch (t) {
    case GgmlType::F32: return dsl::bitcast<float>(u32<F>(s, UF(0u)));
    case GgmlType::F16: return half_to_float<F>(u16<F>(s, UF(0u)));
    case GgmlType::BF16: return dsl::bitcast<float>(u16<F>(s, UF(0u)) << 16u);
    case GgmlType::Q4_0: {  // x0*d, x0 = (qs[j] & 0x0F) - 8
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      UF nib = (s.byte((e & 15u) + 2u) >> ((e >> 4u) << 2u)) & 15u;
      return i2f<F>(dsl::cast<int32_t>(nib) - 8) * d;
    }
    case GgmlType::Q4_1: {  // x0*d + m
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F m = half_to_float<F>(u16<F>(s, UF(2u)));
      UF nib = (s.byte((e & 15u) + 4u) >> ((e >> 4u) << 2u)) & 15u;
      return u2f<F>(nib) * d + m;
    }
    case GgmlType::Q5_0: {  // x0*d, x0 = (nibble | qh bit j << 4) - 16
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      UF qh = u32<F>(s, UF(2u));
      UF nib = (s.byte((e & 15u) + 6u) >> ((e >> 4u) << 2u)) & 15u;
      UF q = nib | (((qh >> e) & 1u) << 4u);
      return i2f<F>(dsl::cast<int32_t>(q) - 16) * d;
    }
    case GgmlType::Q5_1: {  // x0*d + m
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F m = half_to_float<F>(u16<F>(s, UF(2u)));
      UF qh = u32<F>(s, UF(4u));
      UF nib = (s.byte((e & 15u) + 8u) >> ((e >> 4u) << 2u)) & 15u;
      UF q = nib | (((qh >> e) & 1u) << 4u);
      return u2f<F>(q) * d + m;
    }
    case GgmlType::Q8_0: {  // qs[j]*d
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      return i2f<F>(s8<F>(s.byte(e + 2u))) * d;
    }
    case GgmlType::Q8_1: {  // qs[j]*d (d at 0, s = d*sum(qs) at 2)
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      return i2f<F>(s8<F>(s.byte(e + 4u))) * d;
    }
    case GgmlType::Q8_K: {  // x.d * qs[j] (d is an f32)
      F d = dsl::bitcast<float>(u32<F>(s, UF(0u)));
      return d * i2f<F>(s8<F>(s.byte(e + 4u)));
    }
    case GgmlType::Q2_K: {  // dl*q - ml, dl = d*(sc&15), ml = dmin*(sc>>4)
      UF n = e >> 7u, r = e & 127u, jj = r >> 5u, half = (r >> 4u) & 1u, l = r & 15u;
      UF sc = s.byte(n * 8u + jj * 2u + half);
      F d = half_to_float<F>(u16<F>(s, UF(80u)));
      F dmin = half_to_float<F>(u16<F>(s, UF(82u)));
      UF q = (s.byte(n * 32u + half * 16u + l + 16u) >> (jj * 2u)) & 3u;
      F dl = d * u2f<F>(sc & 15u);
      F ml = dmin * u2f<F>(sc >> 4u);
      return dl * u2f<F>(q) - ml;
    }
    case GgmlType::Q3_K: {  // dl * (q - (hmask bit ? 0 : 4)), dl = d*(scale6 - 32)
      UF n = e >> 7u, r = e & 127u, jj = r >> 5u, half = (r >> 4u) & 1u, l = r & 15u;
      UF is = n * 8u + jj * 2u + half;  // 0..15
      UF low = (s.byte((is & 7u) + 96u) >> ((is >> 3u) << 2u)) & 15u;
      UF high = (s.byte((is & 3u) + 104u) >> ((is >> 2u) << 1u)) & 3u;
      IF sc = dsl::cast<int32_t>(low | (high << 4u)) - 32;
      F d = half_to_float<F>(u16<F>(s, UF(108u)));
      UF q = (s.byte(n * 32u + half * 16u + l + 32u) >> (jj * 2u)) & 3u;
      UF hb = (s.byte(half * 16u + l) >> (n * 4u + jj)) & 1u;
      IF v = dsl::cast<int32_t>(q) - dsl::cast<int32_t>(select(hb == 1u, UF(0u), UF(4u)));
      F dl = d * i2f<F>(sc);
      return dl * i2f<F>(v);
    }
    case GgmlType::Q4_K: {  // d1*q - m1, d1 = d*sc, m1 = dmin*m
      UF g = e >> 6u, hi = (e >> 5u) & 1u, l = e & 31u;
      UF sc, m;
      scale_min_k4<F>(s, g * 2u + hi, 4u, sc, m);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F dmin = half_to_float<F>(u16<F>(s, UF(2u)));
      UF q = (s.byte(g * 32u + l + 16u) >> (hi << 2u)) & 15u;
      F d1 = d * u2f<F>(sc);
      F m1 = dmin * u2f<F>(m);
      return d1 * u2f<F>(q) - m1;
    }
    case GgmlType::Q5_K: {  // d1*(q + (qh bit ? 16 : 0)) - m1
      UF g = e >> 6u, hi = (e >> 5u) & 1u, l = e & 31u;
      UF sc, m;
      scale_min_k4<F>(s, g * 2u + hi, 4u, sc, m);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F dmin = half_to_float<F>(u16<F>(s, UF(2u)));
      UF q = (s.byte(g * 32u + l + 48u) >> (hi << 2u)) & 15u;
      UF hb = (s.byte(l + 16u) >> (g * 2u + hi)) & 1u;
      F d1 = d * u2f<F>(sc);
      F m1 = dmin * u2f<F>(m);
      return d1 * u2f<F>(q + (hb << 4u)) - m1;
    }
    case GgmlType::Q6_K: {  // d * sc[is] * q
      UF n = e >> 7u, r = e & 127u, quarter = r >> 5u, l = r & 31u;
      UF ql = (s.byte(n * 64u + (quarter & 1u) * 32u + l) >> ((quarter >> 1u) << 2u)) & 15u;
      UF qh = (s.byte(n * 32u + l + 128u) >> (quarter * 2u)) & 3u;
      IF q = dsl::cast<int32_t>(ql | (qh << 4u)) - 32;
      IF sc = s8<F>(s.byte(n * 8u + (l >> 4u) + quarter * 2u + 192u));
      F d = half_to_float<F>(u16<F>(s, UF(208u)));
      return d * i2f<F>(sc) * i2f<F>(q);
    }
    case GgmlType::IQ2_XXS: {  // db * grid[j] * ±1, db = d * (0.5f + (aux1 >> 28)) * 0.25f
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF aux1 = u32<F>(s, ib * 8u + 6u);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F db = d * (F(0.5f) + u2f<F>(aux1 >> 28u)) * F(0.25f);
      UF idx = s.byte(ib * 8u + l + 2u);
      UF g = grid8<F>(s, TableLayout::kIq2xxs, idx, jj);
      UF sb = ksign_bit<F>((aux1 >> (l * 7u)) & 127u, jj);
      return signed_mul<F>(db * u2f<F>(g), sb);
    }
    case GgmlType::IQ2_XS: {  // db[l/2] * grid[j] * ±1
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF q = u16<F>(s, (ib * 4u + l) * 2u + 2u);
      UF nib = (s.byte(ib + 66u) >> ((l >> 1u) << 2u)) & 15u;
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F db = d * (F(0.5f) + u2f<F>(nib)) * F(0.25f);
      UF g = grid8<F>(s, TableLayout::kIq2xs, q & 511u, jj);
      UF sb = ksign_bit<F>(q >> 9u, jj);
      return signed_mul<F>(db * u2f<F>(g), sb);
    }
    case GgmlType::IQ2_S: {  // dl * grid[j] * ±1, index qs[l] | (qh << (8-2l)) & 0x300
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF qs = s.byte(ib * 4u + l + 2u);
      UF qh = s.byte(ib + 66u);
      UF idx = qs | ((qh << (8u - l * 2u)) & 0x300u);
      UF signs = s.byte(ib * 4u + l + 34u);
      UF nib = (s.byte(ib + 74u) >> ((l >> 1u) << 2u)) & 15u;
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F dl = d * (F(0.5f) + u2f<F>(nib)) * F(0.25f);
      UF g = grid8<F>(s, TableLayout::kIq2s, idx, jj);
      return signed_mul<F>(dl * u2f<F>(g), (signs >> jj) & 1u);
    }
    case GgmlType::IQ3_XXS: {  // db * grid[j] * ±1, db = d * (0.5f + (aux >> 28)) * 0.5f
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF aux = u32<F>(s, ib * 4u + 66u);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F db = d * (F(0.5f) + u2f<F>(aux >> 28u)) * F(0.5f);
      UF idx = s.byte(ib * 8u + l * 2u + (jj >> 2u) + 2u);
      UF g = grid4<F>(s, TableLayout::kIq3xxs, idx, jj);
      UF sb = ksign_bit<F>((aux >> (l * 7u)) & 127u, jj);
      return signed_mul<F>(db * u2f<F>(g), sb);
    }
    case GgmlType::IQ3_S: {  // db * grid[j] * ±1, db = d * (1 + 2*scale nibble)
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u, k = jj >> 2u;
      UF nib = (s.byte((ib >> 1u) + 106u) >> ((ib & 1u) << 2u)) & 15u;
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F db = d * u2f<F>(nib * 2u + 1u);
      UF qh = s.byte(ib + 66u);
      UF idx = s.byte(ib * 8u + l * 2u + k + 2u) | ((qh << (8u - l * 2u - k)) & 256u);
      UF signs = s.byte(ib * 4u + l + 74u);
      UF g = grid4<F>(s, TableLayout::kIq3s, idx, jj);
      return signed_mul<F>(db * u2f<F>(g), (signs >> jj) & 1u);
    }
    case GgmlType::IQ1_S: {  // dl * (grid[j] + delta)
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF qh = u16<F>(s, ib * 2u + 34u);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F dl = d * u2f<F>(((qh >> 12u) & 7u) * 2u + 1u);
      F delta = select((qh & 0x8000u) != 0u, F(-0.125f), F(0.125f));
      UF idx = s.byte(ib * 4u + l + 2u) | (((qh >> (l * 3u)) & 7u) << 8u);
      IF g = s8<F>(grid8<F>(s, TableLayout::kIq1s, idx, jj));
      return dl * (i2f<F>(g) + delta);
    }
    case GgmlType::IQ1_M: {  // dl * (grid[j] + delta); d is an fp16 spread over the scales' top nibbles
      UF ib = e >> 5u, l = (e >> 3u) & 3u, jj = e & 7u;
      UF sc0 = u16<F>(s, UF(48u)), sc1 = u16<F>(s, UF(50u)), sc2 = u16<F>(s, UF(52u)), sc3 = u16<F>(s, UF(54u));
      UF dbits = (sc0 >> 12u) | ((sc1 >> 8u) & 0xf0u) | ((sc2 >> 4u) & 0xf00u) | (sc3 & 0xf000u);
      F d = half_to_float<F>(dbits);
      UF sc = u16<F>(s, (ib >> 1u) * 2u + 48u);
      F dl = d * u2f<F>(((sc >> ((ib & 1u) * 6u + (l >> 1u) * 3u)) & 7u) * 2u + 1u);
      UF qh = s.byte(ib * 2u + (l >> 1u) + 32u);
      UF idx = s.byte(ib * 4u + l) | ((qh << (8u - (l & 1u) * 4u)) & 0x700u);
      F delta = select(((qh >> ((l & 1u) * 4u + 3u)) & 1u) == 1u, F(-0.125f), F(0.125f));
      IF g = s8<F>(grid8<F>(s, TableLayout::kIq1s, idx, jj));
      return dl * (i2f<F>(g) + delta);
    }
    case GgmlType::IQ4_NL: {  // d * kvalues_iq4nl[nibble]
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      UF nib = (s.byte((e & 15u) + 2u) >> ((e >> 4u) << 2u)) & 15u;
      return d * i2f<F>(dsl::cast<int32_t>(s.table(nib + TableLayout::kIq4nl)));
    }
    case GgmlType::IQ4_XS: {  // dl * kvalues_iq4nl[nibble], dl = d * (ls - 32)
      UF ib = e >> 5u, hi = (e >> 4u) & 1u, l = e & 15u;
      UF sh = u16<F>(s, UF(2u));
      UF ls = ((s.byte((ib >> 1u) + 4u) >> ((ib & 1u) << 2u)) & 15u) | (((sh >> (ib * 2u)) & 3u) << 4u);
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      F dl = d * i2f<F>(dsl::cast<int32_t>(ls) - 32);
      UF nib = (s.byte(ib * 16u + l + 8u) >> (hi << 2u)) & 15u;
      return dl * i2f<F>(dsl::cast<int32_t>(s.table(nib + TableLayout::kIq4nl)));
    }
    case GgmlType::TQ1_0: {  // (float)(xi - 1) * d, xi = ((uint8_t)(q * 3^n) * 3) >> 8
      // elements 0..159: qs[e%32], n = e/32; 160..239: qs[32 + e'%16], n = e'/16; 240..255: qh[e''%4], n = e''/4
      auto seg1 = e < 160u;
      auto seg2 = e < 240u;
      UF e2 = select(seg1, UF(0u), select(seg2, e - 160u, UF(0u)));
      UF e3 = select(seg2, UF(0u), e - 240u);
      UF off = select(seg1, e & 31u, select(seg2, (e2 & 15u) + 32u, (e3 & 3u) + 48u));
      UF n = select(seg1, e >> 5u, select(seg2, e2 >> 4u, e3 >> 2u));
      UF pow3 =
          select(n == 0u, UF(1u), select(n == 1u, UF(3u), select(n == 2u, UF(9u), select(n == 3u, UF(27u), UF(81u)))));
      UF q = (s.byte(off) * pow3) & 255u;
      UF xi = (q * 3u) >> 8u;
      F d = half_to_float<F>(u16<F>(s, UF(52u)));
      return i2f<F>(dsl::cast<int32_t>(xi) - 1) * d;
    }
    case GgmlType::TQ2_0: {  // (float)(q - 1) * d
      UF c = e >> 7u, l = (e >> 5u) & 3u, m = e & 31u;
      UF q = (s.byte(c * 32u + m) >> (l * 2u)) & 3u;
      F d = half_to_float<F>(u16<F>(s, UF(64u)));
      return i2f<F>(dsl::cast<int32_t>(q) - 1) * d;
    }
    case GgmlType::MXFP4: {  // x0*d, x0 = kvalues_mxfp4[nibble], d = 2^(e-128)
      F d = e8m0_half<F>(s.byte(UF(0u)));
      UF nib = (s.byte((e & 15u) + 1u) >> ((e >> 4u) << 2u)) & 15u;
      return i2f<F>(dsl::cast<int32_t>(s.table(nib + TableLayout::kMxfp4))) * d;
    }
    case GgmlType::NVFP4: {  // kvalues_mxfp4[nibble] * d, d = ggml_ue4m3_to_fp32(d[e/16])
      // sub-block sb = e/16 of 16 elements: byte j = e%16 mod 8 of its 8 at 4 + 8 sb, low nibble for
      // j < 8, high for the element 8 further on
      UF sb = e >> 4u, j = e & 15u;
      F d = ue4m3_half<F>(s.byte(sb));
      UF nib = (s.byte(sb * 8u + (j & 7u) + 4u) >> ((j >> 3u) << 2u)) & 15u;
      return i2f<F>(dsl::cast<int32_t>(s.table(nib + TableLayout::kMxfp4))) * d;
    }
    case GgmlType::Q1_0: {  // bit ? d : -d, bit j of qs (LSB first)
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      UF bit = (s.byte((e >> 3u) + 2u) >> (e & 7u)) & 1u;
      return select(bit == 1u, d, -d);
    }
    case GgmlType::Q2_0: {  // ((int)q - 1) * d, q = 2-bit code j of qs (low bits first)
      F d = half_to_float<F>(u16<F>(s, UF(0u)));
      UF q = (s.byte((e >> 2u) + 2u) >> ((e & 3u) << 1u)) & 3u;
      return i2f<F>(dsl::cast<int32_t>(q) - 1) * d;
    }
    default: throw UserError(str_cat("ggml type ", type_name(t), " has no float dequantization"));
  }
}

}  // namespace morph::quant
