// Float bit utilities and the storage conversions, defined once for the whole project:
// f16 (IEEE binary16) and bf16 (bfloat16) <-> f32. Loads are exact; stores round to nearest
// even, overflow to ±inf, keep denormals, and map every NaN to the sign-preserving quiet NaN
// (f16 0x7e00, bf16 0x7fc0). The printers' preludes implement exactly these functions with
// integer operations; the oracle calls these.
//   uint16_t h = morph::f32_to_f16(1.0f);   // 0x3c00
//   float f = morph::f16_to_f32(h);          // 1.0f
#pragma once
#include <bit>
#include <cstdint>

namespace morph {

inline uint32_t bits_of(float f) { return std::bit_cast<uint32_t>(f); }
inline float float_of(uint32_t u) { return std::bit_cast<float>(u); }
inline bool is_nan_bits(uint32_t u) { return (u & 0x7fffffffu) > 0x7f800000u; }
/// A nonzero value below 2^-126 in magnitude (a denormal).
inline bool is_subnormal_bits(uint32_t u) { return (u & 0x7f800000u) == 0 && (u & 0x007fffffu) != 0; }

/// Morph's bitwise equality (DESIGN L4): all NaNs are equal, +0 != -0, otherwise same bits.
inline bool same_bits(uint32_t a, uint32_t b) { return a == b || (is_nan_bits(a) && is_nan_bits(b)); }
inline bool same_float(float a, float b) { return same_bits(bits_of(a), bits_of(b)); }

/// Distance in units in the last place between two finite floats of the same sign class
/// (ordered as integers); NaN vs NaN is 0, NaN vs number is UINT64_MAX.
uint64_t ulp_distance(float a, float b);

/// binary16 -> binary32, exact (denormals and NaN payloads kept, quiet bit set).
float f16_to_f32(uint16_t h);
/// binary32 -> binary16, round to nearest even; overflow -> ±inf; NaN -> sign | 0x7e00.
uint16_t f32_to_f16(float f);
/// bfloat16 -> binary32, exact (bits << 16).
float bf16_to_f32(uint16_t h);
/// binary32 -> bfloat16, round to nearest even; NaN -> sign | 0x7fc0.
uint16_t f32_to_bf16(float f);

}  // namespace morph
