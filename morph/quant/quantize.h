// Reference quantizers: f32 rows to ggml blocks, byte for byte what ggml writes into a GGUF
// file without an importance matrix (ggml_quantize_chunk(imatrix = NULL), ggml-quants.c
// quantize_row_<type>_ref and quantize_iq4_nl / quantize_iq4_xs), transcribed with ggml's f32
// operations in ggml's order; checked against ggml's bytes in quantize_test.cc.
// Types: F32 F16 BF16 Q4_0 Q4_1 Q5_0 Q5_1 Q8_0 Q8_1 Q8_K Q2_K Q3_K Q4_K Q5_K Q6_K IQ4_NL IQ4_XS
// TQ1_0 TQ2_0 MXFP4 NVFP4 Q1_0 Q2_0. The other IQ types (grid searches; IQ2_XXS, IQ2_XS, IQ1_S need an imatrix)
// are not provided.
//   std::vector<uint8_t> q = quantize(GgmlType::Q4_K, x.data(), rows, k);
#pragma once
#include <cstdint>
#include <vector>

#include "morph/quant/types.h"

namespace morph::quant {

/// True if quantize() supports `t`.
bool has_quantizer(GgmlType t);

/// Quantizes `rows` rows of `k` floats (k a multiple of the block size) to rows * row_bytes(t, k)
/// bytes. Throws UserError for an unsupported type or a bad k.
std::vector<uint8_t> quantize(GgmlType t, const float* x, uint64_t rows, uint64_t k);

/// IQ4_NL's run-time quantizer quantize_row_iq4_nl_ref (no scale search; ggml-quants.c), which
/// differs from what ggml writes to files (quantize(IQ4_NL, …), a 7-step scale search).
std::vector<uint8_t> quantize_iq4_nl_ref(const float* x, uint64_t rows, uint64_t k);

}  // namespace morph::quant
