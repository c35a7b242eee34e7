// Morph's exact fma emulations compiled as C++ with shims for the built-ins they use, and
// compared bitwise with std::fma (one rounding, round to nearest even) on random operands of
// every magnitude, cancellations, subnormal operands and results, overflow, and all specials:
//   - the GLSL one (morph/codegen/glsl_fma.glsl, printed for Vulkan and Metal; it also runs on
//     lavapipe through the conformance suite);
//   - the GLSL float64 one (morph/codegen/glsl_fma_f64.glsl: exact double product, sum rounded to
//     odd; printed for Vulkan devices with shaderFloat64, lavapipe's and NVIDIA's among them);
//   - the WGSL one (morph/codegen/wgsl_fma.c, the printers' C subset that c_to_wgsl turns into
//     WGSL; the printed WGSL is validated by naga in tests/golden/wgsl_validate_test.cc).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/codegen/glsl_host_shims.h"

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

namespace glsl_fma_f64_host {

// GLSL's float64 built-ins the routine uses; `precise` (NoContraction) is what the host build's
// -ffp-contract=off already gives.
using namespace morph::codegen::glsl_host_shims;
#define precise
#include "morph/codegen/glsl_fma_f64.glsl"
#undef precise

}  // namespace glsl_fma_f64_host

namespace glsl_fma_guard_host {

// The guard over a model of NVIDIA's FFMA under Vulkan: one rounding, subnormal operands and
// results flushed to zero of the same sign (BACKEND-FACTS.md); the exact route behind it is
// std::fma. The guard must hand every triple such an fma() gets wrong to the exact route.
using uint = uint32_t;
inline uint floatBitsToUint(float f) { return std::bit_cast<uint>(f); }
inline float flush(float x) { return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(0.0f, x) : x; }
inline float fma(float a, float b, float c) { return flush(std::fma(flush(a), flush(b), flush(c))); }
inline size_t exact_calls = 0;  // how often the guard sent a triple to the exact route
inline float morph_fma_exact(float a, float b, float c) {
  ++exact_calls;
  return std::fma(a, b, c);
}
using std::min;
#define precise
#include "morph/codegen/glsl_fma_guard.glsl"
#undef precise

}  // namespace glsl_fma_guard_host

namespace wgsl_fma_host {

// The C subset's portable spellings (codegen/dialect.h) and the WGSL header's morph_find_msb
// (firstLeadingBit: -1 for 0).
using uint = uint32_t;
inline uint as_uint(float f) { return std::bit_cast<uint>(f); }
inline float as_float(uint u) { return std::bit_cast<float>(u); }
inline int morph_find_msb(uint v) { return v == 0 ? -1 : 31 - std::countl_zero(v); }

#include "morph/codegen/wgsl_fma.c"

}  // namespace wgsl_fma_host

namespace {

bool same(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

// 2M random triples (a quarter specials, subnormals or near 1), each also with c = -a*b,
// nextafter(-a*b, 0) and -a*b + 2^-k (cancellation), then every triple of specials.
void expect_equals_std_fma(float (*fma_under_test)(float, float, float)) {
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const float specials[] = {0.0f,
                            -0.0f,
                            INFINITY,
                            -INFINITY,
                            NAN,
                            1.0f,
                            -1.0f,
                            std::bit_cast<float>(1u),
                            std::bit_cast<float>(0x80000001u),
                            std::bit_cast<float>(0x007fffffu),
                            std::bit_cast<float>(0x00800000u),
                            std::bit_cast<float>(0x7f7fffffu),
                            std::bit_cast<float>(0xff7fffffu),
                            0.5f,
                            3.0f,
                            1e-30f,
                            1e30f};
  auto draw = [&]() -> float {
    uint32_t k = rng() % 8;
    if (k == 0) return specials[rng() % std::size(specials)];
    if (k == 1) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x807fffffu));                  // subnormal
    if (k == 2) return std::bit_cast<float>(static_cast<uint32_t>((rng() & 0x83ffffffu) | 0x3c000000u));  // near 1
    return std::bit_cast<float>(static_cast<uint32_t>(rng()));
  };
  size_t bad = 0, n = 0;
  auto check = [&](float a, float b, float c) {
    float want = std::fma(a, b, c), got = fma_under_test(a, b, c);
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

}  // namespace

TEST(GlslFma, EqualsStdFmaBitwise) { expect_equals_std_fma(glsl_fma_host::morph_fma_f32); }

TEST(GlslFmaF64, EqualsStdFmaBitwise) { expect_equals_std_fma(glsl_fma_f64_host::morph_fma_f64); }

// The guard, over a flush-to-zero fma(): exact on every triple (the model's wrong answers all go
// to the exact route), while the model's fma() serves the plain ones.
TEST(GlslFmaGuard, EqualsStdFmaOverAFlushingFma) {
  expect_equals_std_fma(glsl_fma_guard_host::morph_fma_fast);
  // the model itself is wrong on subnormals, so the test can fail
  EXPECT_NE(std::bit_cast<uint32_t>(glsl_fma_guard_host::fma(0x1p-140f, 1.0f, 0.0f)),
            std::bit_cast<uint32_t>(0x1p-140f));
  // and the fast path serves normal operands and results, zero products and infinities
  size_t before = glsl_fma_guard_host::exact_calls;
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(1.5f, 2.0f, 0.25f), 3.25f);
  EXPECT_EQ(std::bit_cast<uint32_t>(glsl_fma_guard_host::morph_fma_fast(-0.0f, 3.0f, 0.0f)), 0u);
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(0.0f, 3.0f, -2.0f), -2.0f);
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(INFINITY, 3.0f, -2.0f), INFINITY);
  EXPECT_EQ(glsl_fma_guard_host::exact_calls, before);
  // a subnormal operand, a subnormal result and an exact cancellation go to the exact route
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(0x1p-140f, 1.0f, 0.0f), 0x1p-140f);
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(0x1p-70f, 0x1p-70f, 0.0f), 0x1p-140f);
  EXPECT_EQ(glsl_fma_guard_host::morph_fma_fast(2.0f, 3.0f, -6.0f), 0.0f);
  EXPECT_EQ(glsl_fma_guard_host::exact_calls, before + 3);
}

TEST(WgslFma, EqualsStdFmaBitwise) { expect_equals_std_fma(wgsl_fma_host::morph_fma_f32); }

// Products whose exact value lies near a rounding midpoint of the result (a = 1 + 2^-12 + u,
// b = 1 + 2^-12 + v: the low product bits decide the rounding), and subnormal results from
// normal operands — the cases the 16-bit-limb product and its carry must get right.
static void expect_midpoints_and_subnormal_results(float (*fma_under_test)(float, float, float)) {
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  auto r32 = [&] { return static_cast<uint32_t>(rng()); };
  size_t bad = 0;
  for (int i = 0; i < 1000000; ++i) {
    float a = std::bit_cast<float>(0x3f800800u | (r32() & 0x7ffu) | (r32() & 0x80000000u));
    float b = std::bit_cast<float>(0x3f800800u | (r32() & 0x7ffu));
    float c = std::ldexp(static_cast<float>(static_cast<int32_t>(r32() % 64) - 32), -static_cast<int>(r32() % 48));
    float tiny_a = std::ldexp(a, -static_cast<int>(64 + r32() % 64)),
          tiny_b = std::ldexp(b, -static_cast<int>(r32() % 64));
    float tiny_c = std::bit_cast<float>(r32() & 0x80ffffffu);
    for (auto [x, y, z] : {std::tuple{a, b, c}, std::tuple{tiny_a, tiny_b, tiny_c}, std::tuple{tiny_a, tiny_b, 0.0f}}) {
      float want = std::fma(x, y, z), got = fma_under_test(x, y, z);
      if (!same(got, want) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << "fma(" << x << ", " << y << ", " << z << "): got " << got << " want " << want;
    }
  }
  EXPECT_EQ(bad, 0u);
}

TEST(WgslFma, MidpointsAndSubnormalResults) { expect_midpoints_and_subnormal_results(wgsl_fma_host::morph_fma_f32); }

TEST(GlslFmaF64, MidpointsAndSubnormalResults) {
  expect_midpoints_and_subnormal_results(glsl_fma_f64_host::morph_fma_f64);
}
