// Random but well-formed ggml blocks for tests and benchmarks of types without (or besides) a
// quantizer: random code bytes with every scale field set to a modest finite value (fp16
// scales in ±[2^-10, 2^-4], Q8_K's f32 scale likewise, MXFP4 exponents 2^-10 … 2^-4, NVFP4 UE4M3
// scales 2^-7 … 2^-3), so
// dequantized weights are finite and of a realistic size. F32/F16/BF16 get N(0, 0.05) values.
//   std::vector<uint8_t> w = random_blocks(GgmlType::IQ2_XS, rows, k, rng);
#pragma once
#include <cstdint>
#include <random>
#include <vector>

#include "morph/quant/matvec.h"
#include "morph/quant/types.h"

namespace morph::quant {

/// rows * row_bytes(t, k) bytes. Throws UserError for types without float dequantization.
std::vector<uint8_t> random_blocks(GgmlType t, uint32_t rows, uint32_t k, std::mt19937_64& rng);

/// n values drawn from N(0, 1), rounded to `xt` (f32, f16 or bf16), as raw little-endian bytes
/// (matvec_run's x).
std::vector<uint8_t> random_x(uint32_t n, XType xt, std::mt19937_64& rng);

/// Byte offsets of the fp16 scale fields inside one block of `t` (ggml-common.h: d, and m or dmin
/// where the type has one); empty for types without one (MXFP4, NVFP4, Q8_K, IQ1_M, F32/F16/BF16).
std::vector<uint32_t> fp16_scale_offsets(GgmlType t);

}  // namespace morph::quant
