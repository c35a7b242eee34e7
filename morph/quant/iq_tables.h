// ggml's IQ codebooks as byte tables (generated into iq_tables.cc by gen_iq_tables.py from the
// `gguf` Python package, which carries ggml-common.h's grids). Entry e of an 8-wide grid is
// bytes [8e, 8e+8) — the little-endian bytes of ggml's uint64_t grid word; 4-wide grids likewise
// with uint32_t words. The values are checked through bitwise dequantization of ggml's reference
// vectors (morph/quant/dequant_test.cc).
//   uint8_t g = tables::kIq2xxsGrid[8 * idx + j];   // ggml: ((const uint8_t*)(iq2xxs_grid + idx))[j]
#pragma once
#include <cstdint>

namespace morph::quant::tables {

extern const uint8_t kIq2xxsGrid[256 * 8];  ///< iq2xxs_grid: bytes 0x08, 0x19, 0x2b
extern const uint8_t kIq2xsGrid[512 * 8];   ///< iq2xs_grid
extern const uint8_t kIq2sGrid[1024 * 8];   ///< iq2s_grid
extern const uint8_t kIq3xxsGrid[256 * 4];  ///< iq3xxs_grid: bytes 0x04 … 0x3e
extern const uint8_t kIq3sGrid[512 * 4];    ///< iq3s_grid: bytes 1, 3, …, 15
extern const uint8_t kIq1sGrid[2048 * 8];   ///< iq1s_grid: int8 bytes −1 (0xff), 0, +1
extern const uint8_t kKsignsIq2xs[128];     ///< ksigns_iq2xs: i | (parity(i) << 7)

/// ggml's kvalues_iq4nl (ggml-common.h): the IQ4_NL / IQ4_XS non-linear 4-bit code values.
inline constexpr int8_t kIq4nlValues[16] = {-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113};
/// ggml's kvalues_mxfp4: E2M1 values doubled (scale applied as 2^(e−128), half the E8M0 scale).
inline constexpr int8_t kMxfp4Values[16] = {0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12};
/// IQ1S_DELTA (ggml-common.h).
inline constexpr float kIq1sDelta = 0.125f;

}  // namespace morph::quant::tables
