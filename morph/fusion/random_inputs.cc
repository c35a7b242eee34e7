#include "morph/fusion/random_inputs.h"

#include <random>

#include "morph/base/float_bits.h"

namespace morph::fusion {

namespace {
constexpr uint32_t kSpecials[] = {
    0x00000000u, 0x80000000u,              // ±0
    0x00000001u, 0x80000001u,              // ±smallest denormal
    0x007fffffu, 0x807fffffu,              // ±largest denormal
    0x00400000u, 0x80012345u,              // denormals
    0x7f800000u, 0xff800000u,              // ±inf
    0x7fc00000u, 0xffc00000u, 0x7fc12345u, // NaNs (quiet, negative, payload)
    0x7f7fffffu, 0xff7fffffu,              // ±FLT_MAX
    0x7149f2cau, 0xf149f2cau,              // ±1e30
    0x0da24260u, 0x8da24260u,              // ±1e-30
    0x00800000u, 0x80800000u,              // ±FLT_MIN (smallest normal)
    0x3f800000u, 0xbf800000u,              // ±1
    0x42b17218u, 0xc2cff1b5u,              // ≈ ±88.7 / -103.97: exp overflow / underflow edges
};
}  // namespace

size_t special_count() { return sizeof(kSpecials) / sizeof(kSpecials[0]); }
float special_value(uint64_t k) { return float_of(kSpecials[k % special_count()]); }

std::vector<float> random_with_specials(uint64_t seed, size_t n) {
  std::mt19937_64 rng(seed);
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = rng();
    if ((r & 7) == 0) {
      v[i] = special_value(r >> 8);
    } else {
      // sign, exponent in [-10, 10], 23 random mantissa bits
      uint32_t sign = static_cast<uint32_t>((r >> 3) & 1) << 31;
      uint32_t exp = static_cast<uint32_t>(127 - 10 + ((r >> 4) % 21));
      uint32_t mant = static_cast<uint32_t>((r >> 16) & 0x7fffffu);
      v[i] = float_of(sign | (exp << 23) | mant);
    }
  }
  return v;
}

}  // namespace morph::fusion
