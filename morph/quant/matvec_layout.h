// The device layout of matvec weights (DESIGN §3: GGUF blocks repacked losslessly on upload).
// The matvec kernel (matvec.h) gives each item one *group* — 32 consecutive elements of a row,
// the 32 logical lanes of one butterfly group of the canonical tree — so the layout is cut by
// groups. For the "planar" types every row is four planes, each starting on a 16-byte boundary:
//   lo   `lo_words` words per group: the low bits of the group's 32 codes in element order
//        (8-bit codes: byte i of the group's 8 words; 4-bit: nibble i, 8 per word; 2-bit: 16 per word)
//   hi   `hi_words` words per group: the high bits (1 bit: bit i of one word; 2 bits: 16 per word)
//   gp   `gbits` bits per group (8, 16 or 32, packed little-endian into words): the group's own
//        scale fields (Q4_0's f16 d, Q4_K's 6-bit sc | m << 8, Q6_K's two int8 scales, …)
//   sb   one word per block of the type (K-quants, IQ4_XS, TQ2_0: 256 elements; Q2_0 64, Q1_0 128):
//        its f16 d (and dmin in the high half)
// so an item loads its codes with one or two 8/16-byte loads and decodes them with shifts and
// masks in registers. Every field is one of ggml's fields copied bit for bit (6-bit scales
// unpacked from ggml's 12-byte packing), so the layout is lossless and the kernel's weights are
// exactly ggml's dequantized values. Other block types keep ggml's blocks, each padded to whole
// words ("blocks" layout); F32/F16/BF16 rows are the elements themselves, rows padded to 16 bytes.
//   PlanarLayout p = planar_layout(GgmlType::Q4_K);   // lo 4, hi 0, gbits 16, sb yes
//   MatvecWeights w = repack_weights(GgmlType::Q4_K, bytes, rows, k);
#pragma once
#include <cstdint>
#include <vector>

#include "morph/quant/types.h"

namespace morph::quant {

/// How a type is stored for the matvec kernel.
enum class LayoutKind : uint8_t { Plain, Planar, Blocks };

/// The planes of a planar type (all zero for the other kinds).
struct PlanarLayout {
  uint32_t lo_words = 0;  ///< words of low code bits per group: 8 (8-bit), 4 (4-bit), 2 (2-bit), 0 (Q1_0)
  uint32_t hi_words = 0;  ///< words of high code bits per group: 0, 1 (one bit) or 2 (two bits)
  uint32_t gbits = 0;     ///< bits of per-group fields: 0, 8, 16 or 32
  bool sb = false;        ///< one word of block scales per block (256, 128 or 64 elements: sb_shift)
};

LayoutKind layout_kind(GgmlType t);
/// The planes of `t` (layout_kind(t) == Planar).
PlanarLayout planar_layout(GgmlType t);

/// log2 of the 32-element groups per sb word of a planar type with an sb plane: 3 for the
/// 256-element blocks, 2 for Q1_0's 128, 1 for Q2_0's 64.
uint32_t sb_shift(GgmlType t);

/// Word offsets of one row's planes and the row's length in words (a multiple of 4).
struct RowPlanes {
  uint32_t hi = 0, gp = 0, sb = 0;  ///< the lo plane starts at 0
  uint32_t row_words = 0;
};
/// Planes of a row of k elements of type t; for Plain and Blocks types only row_words is set.
RowPlanes row_planes(GgmlType t, uint32_t k);

/// W in the device layout.
struct MatvecWeights {
  GgmlType type = GgmlType::F32;
  uint32_t rows = 0, k = 0;
  uint32_t row_words = 0;       ///< 32-bit words per row
  std::vector<uint32_t> words;  ///< rows * row_words
};

/// Repacks `rows` rows of ggml's bytes (row_bytes(t, k) each, consecutive) losslessly into
/// the device layout. Throws UserError for types without float dequantization, k not a
/// multiple of the block size, or sizes beyond 32-bit word indexing.
MatvecWeights repack_weights(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k);

/// The inverse of repack_weights: ggml's bytes of row `r` (row_bytes(t, k) of them). Used by
/// tests to prove the layout lossless.
std::vector<uint8_t> unpack_row(const MatvecWeights& w, uint32_t r);

}  // namespace morph::quant
