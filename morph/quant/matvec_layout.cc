#include "morph/quant/matvec_layout.h"

#include <bit>
#include <cstring>

#include "morph/base/error.h"

namespace morph::quant {

namespace {

uint32_t align4(uint32_t v) { return (v + 3u) & ~3u; }

/// Reads n (1..32) bits at bit offset `bit` of little-endian bytes.
uint32_t get_bits(const uint8_t* p, uint64_t bit, uint32_t n) {
  uint64_t v = 0;
  const uint64_t byte = bit >> 3;
  const uint32_t sh = bit & 7;
  const uint32_t nbytes = (sh + n + 7) / 8;
  for (uint32_t i = 0; i < nbytes; ++i) v |= uint64_t{p[byte + i]} << (8 * i);
  return static_cast<uint32_t>((v >> sh) & ((uint64_t{1} << n) - 1));
}

void set_bits(uint8_t* p, uint64_t bit, uint32_t n, uint32_t val) {
  const uint64_t byte = bit >> 3;
  const uint32_t sh = bit & 7;
  const uint32_t nbytes = (sh + n + 7) / 8;
  uint64_t v = 0;
  for (uint32_t i = 0; i < nbytes; ++i) v |= uint64_t{p[byte + i]} << (8 * i);
  const uint64_t mask = ((uint64_t{1} << n) - 1) << sh;
  v = (v & ~mask) | ((uint64_t{val} << sh) & mask);
  for (uint32_t i = 0; i < nbytes; ++i) p[byte + i] = static_cast<uint8_t>(v >> (8 * i));
}

/// Calls move(src_bit, dst_bit, nbits) for every field of one row of a planar type: src bits
/// count from the row's first ggml byte, dst bits from the row's first device word. The moves
/// are a bijection between the row's ggml bits and the used device bits.
template <class Move>
void planar_fields(GgmlType t, uint32_t k, Move&& move) {
  const TypeInfo& ti = type_info(t);
  const RowPlanes rp = row_planes(t, k);
  const PlanarLayout pl = planar_layout(t);
  const uint64_t lo = 0, hi = uint64_t{rp.hi} * 32, gp = uint64_t{rp.gp} * 32, sb = uint64_t{rp.sb} * 32;
  const uint32_t nb = k / ti.block, gpb = ti.block / 32;
  for (uint32_t b = 0; b < nb; ++b) {
    const uint64_t B = uint64_t{b} * ti.bytes * 8;  // block start, in bits
    auto byte = [&](uint64_t off) { return B + off * 8; };
    for (uint32_t s = 0; s < gpb; ++s) {
      const uint64_t G = uint64_t{b} * gpb + s;
      const uint64_t glo = lo + G * pl.lo_words * 32, ghi = hi + G * pl.hi_words * 32, ggp = gp + G * pl.gbits;
      auto nib32 = [&](uint32_t first) {  // Q4_0-style nibbles: element i = byte i&15, half i>>4
        for (uint32_t i = 0; i < 32; ++i) move(byte(first + (i & 15)) + 4 * (i >> 4), glo + 4 * i, 4);
      };
      switch (t) {
        case GgmlType::Q4_0:
        case GgmlType::IQ4_NL:
          move(byte(0), ggp, 16);
          nib32(2);
          break;
        case GgmlType::Q4_1:
          move(byte(0), ggp, 32);
          nib32(4);
          break;
        case GgmlType::Q5_0:
          move(byte(0), ggp, 16);
          move(byte(2), ghi, 32);
          nib32(6);
          break;
        case GgmlType::Q5_1:
          move(byte(0), ggp, 32);
          move(byte(4), ghi, 32);
          nib32(8);
          break;
        case GgmlType::Q8_0:
          move(byte(0), ggp, 16);
          for (uint32_t i = 0; i < 32; ++i) move(byte(2 + i), glo + 8 * i, 8);
          break;
        case GgmlType::MXFP4:
          move(byte(0), ggp, 8);
          nib32(1);
          break;
        case GgmlType::Q4_K:
        case GgmlType::Q5_K: {
          // get_scale_min_k4: s < 4: sc = q[s] & 63, m = q[s+4] & 63; s >= 4: sc = (q[s+4] & 15) |
          // (q[s-4] >> 6) << 4, m = (q[s+4] >> 4) | (q[s] >> 6) << 4. Device: sc | m << 8.
          if (s == 0) move(byte(0), sb + uint64_t{b} * 32, 32);
          if (s < 4) {
            move(byte(4 + s), ggp, 6);
            move(byte(8 + s), ggp + 8, 6);
          } else {
            move(byte(8 + s), ggp, 4);
            move(byte(4 + s - 4) + 6, ggp + 4, 2);
            move(byte(8 + s) + 4, ggp + 8, 4);
            move(byte(4 + s) + 6, ggp + 12, 2);
          }
          const uint32_t qs = t == GgmlType::Q4_K ? 16 : 48;
          for (uint32_t l = 0; l < 32; ++l) move(byte(qs + 32 * (s >> 1) + l) + 4 * (s & 1), glo + 4 * l, 4);
          if (t == GgmlType::Q5_K)
            for (uint32_t l = 0; l < 32; ++l) move(byte(16 + l) + s, ghi + l, 1);
          break;
        }
        case GgmlType::Q6_K: {  // s = 4n + quarter; ql 4 bits, qh 2 bits, two int8 scales
          const uint32_t n = s >> 2, qu = s & 3;
          if (s == 0) move(byte(208), sb + uint64_t{b} * 32, 16);
          for (uint32_t l = 0; l < 32; ++l) {
            move(byte(64 * n + 32 * (qu & 1) + l) + 4 * (qu >> 1), glo + 4 * l, 4);
            move(byte(128 + 32 * n + l) + 2 * qu, ghi + 2 * l, 2);
          }
          for (uint32_t h = 0; h < 2; ++h) move(byte(192 + 8 * n + h + 2 * qu), ggp + 8 * h, 8);
          break;
        }
        case GgmlType::IQ4_XS: {  // ls = low nibble | 2 high bits << 4
          if (s == 0) move(byte(0), sb + uint64_t{b} * 32, 16);
          move(byte(4 + (s >> 1)) + 4 * (s & 1), ggp, 4);
          move(byte(2) + 2 * s, ggp + 4, 2);
          for (uint32_t i = 0; i < 32; ++i) move(byte(8 + 16 * s + (i & 15)) + 4 * (i >> 4), glo + 4 * i, 4);
          break;
        }
        case GgmlType::Q2_K: {  // s = 4n + jj; element 16 half + l
          const uint32_t n = s >> 2, jj = s & 3;
          if (s == 0) move(byte(80), sb + uint64_t{b} * 32, 32);
          for (uint32_t i = 0; i < 32; ++i) move(byte(16 + 32 * n + i) + 2 * jj, glo + 2 * i, 2);
          for (uint32_t h = 0; h < 2; ++h) move(byte(8 * n + 2 * jj + h), ggp + 8 * h, 8);
          break;
        }
        case GgmlType::Q3_K: {
          const uint32_t n = s >> 2, jj = s & 3;
          if (s == 0) move(byte(108), sb + uint64_t{b} * 32, 16);
          for (uint32_t i = 0; i < 32; ++i) {
            move(byte(32 + 32 * n + i) + 2 * jj, glo + 2 * i, 2);
            move(byte(i) + 4 * n + jj, ghi + i, 1);
          }
          for (uint32_t h = 0; h < 2; ++h) {
            const uint32_t is = 8 * n + 2 * jj + h;
            move(byte(96 + (is & 7)) + 4 * (is >> 3), ggp + 8 * h, 4);
            move(byte(104 + (is & 3)) + 2 * (is >> 2), ggp + 8 * h + 4, 2);
          }
          break;
        }
        case GgmlType::NVFP4: {  // group s: sub-blocks 2s and 2s + 1 (16 elements, one scale byte each)
          for (uint32_t h = 0; h < 2; ++h) move(byte(2 * s + h), ggp + 8 * h, 8);
          for (uint32_t i = 0; i < 32; ++i) {  // element j of sub-block q: byte 4 + 8q + j % 8, high nibble from 8
            const uint32_t q = 2 * s + (i >> 4), j = i & 15;
            move(byte(4 + 8 * q + (j & 7)) + 4 * (j >> 3), glo + 4 * i, 4);
          }
          break;
        }
        case GgmlType::Q2_0: {  // d per 64-element block; code e: bits 2(e % 4) of byte 2 + e / 4
          if (s == 0) move(byte(0), sb + uint64_t{b} * 32, 16);
          for (uint32_t i = 0; i < 32; ++i) move(byte(2 + 8 * s + i / 4) + 2 * (i % 4), glo + 2 * i, 2);
          break;
        }
        case GgmlType::Q1_0: {  // d per 128-element block; bit e of qs, LSB first
          if (s == 0) move(byte(0), sb + uint64_t{b} * 32, 16);
          for (uint32_t i = 0; i < 32; ++i) move(byte(2 + 4 * s + i / 8) + i % 8, ghi + i, 1);
          break;
        }
        case GgmlType::TQ2_0: {
          const uint32_t c = s >> 2, l = s & 3;
          if (s == 0) move(byte(64), sb + uint64_t{b} * 32, 16);
          for (uint32_t m = 0; m < 32; ++m) move(byte(32 * c + m) + 2 * l, glo + 2 * m, 2);
          break;
        }
        default: throw InternalError(str_cat("matvec: no planar fields for ", ti.name));
      }
    }
  }
}

uint32_t block_words(GgmlType t) { return (type_info(t).bytes + 3) / 4; }

}  // namespace

LayoutKind layout_kind(GgmlType t) {
  switch (t) {
    case GgmlType::F32:
    case GgmlType::F16:
    case GgmlType::BF16: return LayoutKind::Plain;
    case GgmlType::Q4_0:
    case GgmlType::Q4_1:
    case GgmlType::Q5_0:
    case GgmlType::Q5_1:
    case GgmlType::Q8_0:
    case GgmlType::IQ4_NL:
    case GgmlType::MXFP4:
    case GgmlType::Q2_K:
    case GgmlType::Q3_K:
    case GgmlType::Q4_K:
    case GgmlType::Q5_K:
    case GgmlType::Q6_K:
    case GgmlType::IQ4_XS:
    case GgmlType::TQ2_0:
    case GgmlType::NVFP4:
    case GgmlType::Q1_0:
    case GgmlType::Q2_0: return LayoutKind::Planar;
    default: return LayoutKind::Blocks;
  }
}

PlanarLayout planar_layout(GgmlType t) {
  switch (t) {
    case GgmlType::Q4_0:
    case GgmlType::IQ4_NL: return {4, 0, 16, false};
    case GgmlType::Q4_1: return {4, 0, 32, false};
    case GgmlType::Q5_0: return {4, 1, 16, false};
    case GgmlType::Q5_1: return {4, 1, 32, false};
    case GgmlType::Q8_0: return {8, 0, 16, false};
    case GgmlType::MXFP4: return {4, 0, 8, false};
    case GgmlType::Q2_K: return {2, 0, 16, true};
    case GgmlType::Q3_K: return {2, 1, 16, true};
    case GgmlType::Q4_K: return {4, 0, 16, true};
    case GgmlType::Q5_K: return {4, 1, 16, true};
    case GgmlType::Q6_K: return {4, 2, 16, true};
    case GgmlType::IQ4_XS: return {4, 0, 8, true};
    case GgmlType::TQ2_0:
    case GgmlType::Q2_0: return {2, 0, 0, true};
    case GgmlType::NVFP4: return {4, 0, 16, false};
    case GgmlType::Q1_0: return {0, 1, 0, true};
    default: return {};
  }
}

RowPlanes row_planes(GgmlType t, uint32_t k) {
  RowPlanes rp;
  switch (layout_kind(t)) {
    case LayoutKind::Plain: rp.row_words = align4(t == GgmlType::F32 ? k : (k + 1) / 2); return rp;
    case LayoutKind::Blocks: rp.row_words = align4(k / type_info(t).block * block_words(t)); return rp;
    case LayoutKind::Planar: break;
  }
  const PlanarLayout pl = planar_layout(t);
  const uint32_t ng = k / 32;
  rp.hi = align4(ng * pl.lo_words);
  rp.gp = align4(rp.hi + ng * pl.hi_words);
  rp.sb = align4(rp.gp + (ng * pl.gbits + 31) / 32);
  rp.row_words = align4(rp.sb + (pl.sb ? k / type_info(t).block : 0));
  return rp;
}

uint32_t sb_shift(GgmlType t) { return static_cast<uint32_t>(std::countr_zero(type_info(t).block / 32)); }

MatvecWeights repack_weights(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k) {
  const TypeInfo& ti = type_info(t);
  MORPH_USER_CHECK(ti.dequant, "matvec: ggml type ", ti.name, " has no float dequantization");
  MORPH_USER_CHECK(k > 0 && rows > 0, "matvec: empty weight matrix [", rows, ", ", k, "]");
  MORPH_USER_CHECK(k % ti.block == 0, "matvec: k = ", k, " is not a multiple of ", ti.name, "'s block size ", ti.block);
  MORPH_USER_CHECK(data != nullptr, "matvec: repack_weights got a null pointer for ", rows, " rows");
  MORPH_USER_CHECK(k < (1u << 30), "matvec: k = ", k, " is too large");
  MatvecWeights m;
  m.type = t;
  m.rows = rows;
  m.k = k;
  const RowPlanes rp = row_planes(t, k);
  m.row_words = rp.row_words;
  MORPH_USER_CHECK(uint64_t{m.row_words} * rows < (uint64_t{1} << 32), "matvec: ", rows, " x ", k, " ", ti.name,
                   " needs more than 2^32 words");
  m.words.assign(size_t{m.row_words} * rows, 0);
  const size_t rb = row_bytes(t, k);
  switch (layout_kind(t)) {
    case LayoutKind::Plain:
      for (uint32_t r = 0; r < rows; ++r) std::memcpy(m.words.data() + size_t{r} * m.row_words, data + r * rb, rb);
      return m;
    case LayoutKind::Blocks: {
      const uint32_t wpb = block_words(t), nb = k / ti.block;
      for (uint32_t r = 0; r < rows; ++r)
        for (uint32_t b = 0; b < nb; ++b)
          std::memcpy(m.words.data() + size_t{r} * m.row_words + size_t{b} * wpb, data + r * rb + size_t{b} * ti.bytes,
                      ti.bytes);
      return m;
    }
    case LayoutKind::Planar: break;
  }
  for (uint32_t r = 0; r < rows; ++r) {
    const uint8_t* src = data + r * rb;
    uint8_t* dst = reinterpret_cast<uint8_t*>(m.words.data() + size_t{r} * m.row_words);
    planar_fields(t, k,
                  [&](uint64_t sbit, uint64_t dbit, uint32_t n) { set_bits(dst, dbit, n, get_bits(src, sbit, n)); });
  }
  return m;
}

std::vector<uint8_t> unpack_row(const MatvecWeights& w, uint32_t r) {
  MORPH_USER_CHECK(r < w.rows, "unpack_row: row ", r, " of ", w.rows);
  const TypeInfo& ti = type_info(w.type);
  const size_t rb = row_bytes(w.type, w.k);
  std::vector<uint8_t> out(rb, 0);
  const uint8_t* src = reinterpret_cast<const uint8_t*>(w.words.data() + size_t{r} * w.row_words);
  switch (layout_kind(w.type)) {
    case LayoutKind::Plain: std::memcpy(out.data(), src, rb); return out;
    case LayoutKind::Blocks: {
      const uint32_t wpb = block_words(w.type);
      for (uint32_t b = 0; b < w.k / ti.block; ++b)
        std::memcpy(out.data() + size_t{b} * ti.bytes, src + size_t{b} * wpb * 4, ti.bytes);
      return out;
    }
    case LayoutKind::Planar: break;
  }
  planar_fields(w.type, w.k, [&](uint64_t sbit, uint64_t dbit, uint32_t n) {
    set_bits(out.data(), sbit, n, get_bits(src, dbit, n));
  });
  return out;
}

}  // namespace morph::quant
