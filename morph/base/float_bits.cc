#include "morph/base/float_bits.h"

#include <cstdint>

namespace morph {

uint64_t ulp_distance(float a, float b) {
  uint32_t ua = bits_of(a), ub = bits_of(b);
  bool na = is_nan_bits(ua), nb = is_nan_bits(ub);
  if (na || nb) return (na && nb) ? 0 : UINT64_MAX;
  // Map sign-magnitude to a monotone integer line (-0 and +0 are 1 apart).
  auto key = [](uint32_t u) -> int64_t {
    return (u & 0x80000000u) ? -static_cast<int64_t>(u & 0x7fffffffu) - 1 : static_cast<int64_t>(u);
  };
  int64_t d = key(ua) - key(ub);
  return static_cast<uint64_t>(d < 0 ? -d : d);
}

float f16_to_f32(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  uint32_t out;
  if (exp == 0x1f) {
    out = sign | 0x7f800000u | (man << 13) | (man ? 0x00400000u : 0u);
  } else if (exp != 0) {
    out = sign | ((exp + 112u) << 23) | (man << 13);
  } else if (man == 0) {
    out = sign;
  } else {
    // Denormal: normalize. value = man * 2^-24.
    uint32_t e = 113;  // exponent field for 2^-14 before shifting
    while ((man & 0x400u) == 0) {
      man <<= 1;
      --e;
    }
    out = sign | (e << 23) | ((man & 0x3ffu) << 13);
  }
  return float_of(out);
}

uint16_t f32_to_f16(float f) {
  uint32_t u = bits_of(f);
  uint32_t sign = (u >> 16) & 0x8000u;
  uint32_t a = u & 0x7fffffffu;
  if (a > 0x7f800000u) return static_cast<uint16_t>(sign | 0x7e00u);
  if (a >= 0x47800000u) return static_cast<uint16_t>(sign | 0x7c00u);  // >= 65536 or inf
  uint32_t exp = a >> 23;
  if (exp >= 113) {
    // Normal f16 range (exponent >= -14): drop 13 mantissa bits with RNE.
    uint32_t r = a - (112u << 23);  // rebias
    uint32_t lsb = (r >> 13) & 1u;
    r += 0xfffu + lsb;
    return static_cast<uint16_t>(sign | (r >> 13));  // carry may round up to inf: correct
  }
  if (exp < 102) return static_cast<uint16_t>(sign);  // < 2^-25: rounds to zero
  // Denormal f16 result: value = m * 2^(exp-150), want units of 2^-24.
  uint32_t m = (a & 0x7fffffu) | 0x800000u;
  uint32_t shift = 126 - exp;  // 14..24
  uint32_t q = m >> shift;
  uint32_t rem = m & ((1u << shift) - 1u);
  uint32_t half = 1u << (shift - 1);
  if (rem > half || (rem == half && (q & 1u))) ++q;
  return static_cast<uint16_t>(sign | q);
}

float bf16_to_f32(uint16_t h) { return float_of(static_cast<uint32_t>(h) << 16); }

uint16_t f32_to_bf16(float f) {
  uint32_t u = bits_of(f);
  if (is_nan_bits(u)) return static_cast<uint16_t>(((u >> 16) & 0x8000u) | 0x7fc0u);
  uint32_t lsb = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return static_cast<uint16_t>(u >> 16);
}

}  // namespace morph
