// Morph's exact GLSL fma (morph/codegen/glsl_fma.glsl, printed for Vulkan) compiled as C++ with
// shims for the GLSL built-ins it uses, and compared bitwise with std::fma (one rounding, round
// to nearest even) on random operands of every magnitude, cancellations, subnormal operands and
// results, overflow, and all specials. The same source runs on lavapipe through the conformance
// suite once the IR has `fma`.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

#include "morph/base/float_bits.h"

namespace glsl_fma_host {

using uint = uint32_t;
struct uvec2 {
  uint x = 0, y = 0;
  uvec2() = default;
  uvec2(uint a, uint b) : x(a), y(b) {}
};
inline uint as_uint(float f) { return std::bit_cast<uint>(f); }
inline float as_float(uint u) { return std::bit_cast<float>(u); }
inline int findMSB(uint v) { return v == 0 ? -1 : 31 - std::countl_zero(v); }
inline void umulExtended(uint a, uint b, uint& hi, uint& lo) {
  uint64_t p = uint64_t{a} * b;
  hi = static_cast<uint>(p >> 32);
  lo = static_cast<uint>(p);
}
inline uint uaddCarry(uint a, uint b, uint& carry) {
  uint s = a + b;
  carry = s < a ? 1u : 0u;
  return s;
}
inline uint usubBorrow(uint a, uint b, uint& borrow) {
  borrow = a < b ? 1u : 0u;
  return a - b;
}
using std::max;

#include "morph/codegen/glsl_fma.glsl"

}  // namespace glsl_fma_host

namespace {

bool same(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

}  // namespace

TEST(GlslFma, EqualsStdFmaBitwise) {
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, std::bit_cast<float>(1u),
                            std::bit_cast<float>(0x80000001u), std::bit_cast<float>(0x007fffffu),
                            std::bit_cast<float>(0x00800000u), std::bit_cast<float>(0x7f7fffffu),
                            std::bit_cast<float>(0xff7fffffu), 0.5f, 3.0f, 1e-30f, 1e30f};
  auto draw = [&]() -> float {
    uint32_t k = rng() % 8;
    if (k == 0) return specials[rng() % std::size(specials)];
    if (k == 1) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x807fffffu));                       // subnormal
    if (k == 2) return std::bit_cast<float>(static_cast<uint32_t>((rng() & 0x83ffffffu) | 0x3c000000u));       // near 1
    return std::bit_cast<float>(static_cast<uint32_t>(rng()));
  };
  size_t bad = 0, n = 0;
  auto check = [&](float a, float b, float c) {
    float want = std::fma(a, b, c), got = glsl_fma_host::morph_fma_f32(a, b, c);
    ++n;
    if (!same(got, want) && ++bad <= 10)
      ADD_FAILURE() << std::hexfloat << "fma(" << a << ", " << b << ", " << c << "): got " << got << " want " << want;
  };
  for (int i = 0; i < 2000000; ++i) {
    float a = draw(), b = draw(), c = draw();
    check(a, b, c);
    // Cancellation: c close to -a*b (the hard case for alignment and the sticky bit).
    float p = a * b;
    if (std::isfinite(p)) {
      check(a, b, -p);
      check(a, b, std::nextafter(-p, 0.0f));
      check(a, b, -p + std::ldexp(1.0f, -(int)(rng() % 150)));
    }
  }
  for (float a : specials)
    for (float b : specials)
      for (float c : specials) check(a, b, c);
  EXPECT_EQ(bad, 0u) << "of " << n;
}
