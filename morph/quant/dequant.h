// Host dequantization of ggml blocks to f32, bitwise equal to ggml's dequantize_row_<type>
// (ggml-quants.c; checked on ggml's reference vectors in dequant_test.cc). One definition of
// each type's arithmetic serves host and kernels: decode.h.
//   std::vector<float> w = dequantize(GgmlType::Q4_K, bytes.data(), 4096);   // one row
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "morph/quant/types.h"

namespace morph::quant {

/// Dequantizes `n` elements (a multiple of the block size) stored at `src` into `dst`.
/// Throws UserError for a type without float dequantization (I8…I64, F64) or a bad n.
void dequantize_into(GgmlType t, const uint8_t* src, uint64_t n, float* dst);

/// The same, returned as a vector.
std::vector<float> dequantize(GgmlType t, const uint8_t* src, uint64_t n);

}  // namespace morph::quant
