// Quantized matrix-vector product y = W·x, one DSL kernel for every ggml type (DESIGN §3):
// W is [rows, k] in any type of types.h with float dequantization (a GGUF 2-D tensor, ne =
// {k, rows}); x is [n, k] in f32, f16 or bf16 (n = 1..8 columns, each a row of x); y is
// [n, rows] f32. Every element of y is the canonical reduction (morph/reduce/reduce_tree.h,
// docs/reductions.md) of the products fl(w[r][j] * x[c][j]), j = 0..k-1, where w is ggml's
// dequantized weight — the same bits on the oracle, OpenCL and CUDA and in matvec_host.
//
// Device layout (repack_weights): each block is padded to whole 32-bit words (e.g. Q4_0's 18
// bytes to 20) so that a block starts word-aligned; the kernel reads the block as words with
// shifts and masks (decode.h). F32 rows are words; F16/BF16 rows hold two elements per word.
// Schedule: one logical subgroup (32 items) per row, kRowsPerGroup rows per workgroup; item
// `lane` folds the logical lanes lane + 32·g (g = 0..31) of the canonical tree — for each g the
// group's 32 lanes are summed by the xor butterfly and lane g keeps the group value, then a
// final butterfly combines the 32 group values. Consecutive items read consecutive elements.
//   MatvecWeights w = repack_weights(GgmlType::Q4_K, bytes, rows, k);
//   std::vector<float> y = matvec_run(*dev, w, x_bytes, XType::F32, 1);
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/quant/types.h"
#include "morph/runtime/device.h"

namespace morph::quant {

/// Element type of x.
enum class XType : uint8_t { F32, F16, BF16 };
const char* xtype_name(XType t);

/// Rows of one workgroup (each row one logical subgroup of 32 items).
inline constexpr uint32_t kRowsPerGroup = 4;

/// W in the device layout.
struct MatvecWeights {
  GgmlType type = GgmlType::F32;
  uint32_t rows = 0, k = 0;
  uint32_t row_words = 0;        ///< 32-bit words per row
  std::vector<uint32_t> words;   ///< rows * row_words
};

/// Repacks `rows` rows of ggml's bytes (row_bytes(t, k) each, consecutive) losslessly into
/// the device layout. Throws UserError for types without float dequantization, k not a
/// multiple of the block size, or sizes beyond 32-bit word indexing.
MatvecWeights repack_weights(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k);

/// The kernel for (type, k, n columns, x type): params (w: u32[], tab: u32[], x: X[n*k],
/// y: f32[n*rows], rows: u32); launch grid ceil(rows / kRowsPerGroup), workgroup
/// 32 * kRowsPerGroup. Traced once per key.
dsl::KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt);

/// Runs the kernel on `dev`: x is n*k elements of `xt` (raw little-endian bytes), the result
/// n*rows floats (column c's outputs at [c*rows, (c+1)*rows)). Throws UserError on bad sizes
/// (n outside 1..8, x of the wrong size). `seconds`, if given, receives the warm kernel time
/// (best of `reps` launches after one warm-up).
std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, double* seconds = nullptr, int reps = 1);

/// Plain C++ reference: ggml's dequantization (dequant.h), products in f32, the canonical
/// reduction tree (host_reduce_fn). Same shapes and layout as matvec_run.
std::vector<float> matvec_host(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k,
                               const std::vector<uint8_t>& x, XType xt, uint32_t ncols);

/// x converted to f32 (exact for f16/bf16).
std::vector<float> x_to_f32(const std::vector<uint8_t>& x, XType xt);

}  // namespace morph::quant
