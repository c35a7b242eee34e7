// The float64-candidate division and square root (morph/codegen/glsl_div_f64.glsl, printed for
// Vulkan devices with shaderFloat64) compiled as C++ with shims, against the host's IEEE float
// division and square root (correctly rounded): with exact candidates, and with wrong ones —
// off by a float ulp, by a few double ulps, the midpoint's wrong side — which the exact check must
// send to the integer routines (here the host's own / and sqrt, counted), never return.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

#include "morph/codegen/glsl_host_shims.h"

namespace glsl_div_f64_host {

using namespace morph::codegen::glsl_host_shims;

// The candidate's error: 0 exact; otherwise the double result is moved by `skew` (a relative
// amount, e.g. ±2^-24 for a float ulp, ±2^-50 for a few double ulps).
double skew = 0;
long fallbacks = 0;
double morph_f64_quotient(double a, double b) { return a / b * (1 + skew); }
double morph_f64_root(double a) { return std::sqrt(a) * (1 + skew); }
float morph_div_f32_int(float a, float b) {
  ++fallbacks;
  volatile float x = a, y = b;
  return x / y;
}
float morph_sqrt_f32_int(float a) {
  ++fallbacks;
  return std::sqrt(a);
}

#define precise
#include "morph/codegen/glsl_div_f64.glsl"
#undef precise

}  // namespace glsl_div_f64_host

namespace {

namespace h = glsl_div_f64_host;

bool same(float a, float b) {
  const uint32_t x = std::bit_cast<uint32_t>(a), y = std::bit_cast<uint32_t>(b);
  return x == y || (std::isnan(a) && std::isnan(b));
}

// A float of random sign and significand with biased exponent in [lo, hi].
float random_float(std::mt19937_64& rng, uint32_t lo, uint32_t hi) {
  const uint32_t e = lo + static_cast<uint32_t>(rng() % (hi - lo + 1));
  return std::bit_cast<float>((static_cast<uint32_t>(rng()) & 0x807fffffu) | (e << 23));
}

uint64_t seed_of_run() {
  const uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  return seed;
}

struct Pair {
  float a, b;
};

// Operands for a/b: every magnitude (quotients overflowing, underflowing, near both ends of the
// fast path's range), specials and subnormals in both places, and quotients within a hair of a
// midpoint (a = RN(m·b) for a midpoint m between two floats: the hardest cases to round).
std::vector<Pair> division_cases(std::mt19937_64& rng) {
  std::vector<Pair> v;
  const float specials[] = {0.0f,      -0.0f,           INFINITY,   -INFINITY,
                            NAN,       0x1p-149f,       -0x1p-140f, 0x1.fffffcp-127f,
                            0x1p-126f, 0x1.fffffep127f, 1.0f,       -3.0f};
  for (float a : specials)
    for (float b : specials) v.push_back({a, b});
  for (int i = 0; i < 200000; ++i) v.push_back({random_float(rng, 1, 254), random_float(rng, 1, 254)});
  for (int i = 0; i < 100000; ++i) v.push_back({random_float(rng, 100, 154), random_float(rng, 100, 154)});
  for (int i = 0; i < 20000; ++i) v.push_back({random_float(rng, 0, 3), random_float(rng, 120, 134)});
  for (int i = 0; i < 100000; ++i) {
    const float q = random_float(rng, 60, 190), b = random_float(rng, 60, 190);
    const double m = (static_cast<double>(q) + std::nextafter(q, INFINITY)) / 2;  // a midpoint
    v.push_back({static_cast<float>(m * b), b});
  }
  // quotients just below and above a power of two, where the spacing of floats halves
  std::uniform_real_distribution<double> delta(-0x1p-23, 0x1p-23);
  for (int i = 0; i < 100000; ++i) {
    const float b = random_float(rng, 60, 190);
    const double p2 = std::ldexp(1.0, static_cast<int>(rng() % 120) - 60);
    v.push_back({static_cast<float>(b * p2 * (1 + delta(rng))), b});
  }
  return v;
}

size_t normal(float x) {
  const uint32_t e = (std::bit_cast<uint32_t>(x) >> 23) & 0xffu;
  return e >= 1 && e <= 254;
}

TEST(GlslDivF64, ExactCandidatesGiveTheCorrectlyRoundedQuotient) {
  std::mt19937_64 rng(seed_of_run());
  h::skew = 0;
  h::fallbacks = 0;
  size_t fast_eligible = 0;
  for (const Pair& p : division_cases(rng)) {
    const long before = h::fallbacks;
    volatile float x = p.a, y = p.b;
    const float want = x / y;
    ASSERT_TRUE(same(h::morph_div_f32(p.a, p.b), want))
        << std::hexfloat << p.a << " / " << p.b << ": got " << h::morph_div_f32(p.a, p.b) << " want " << want;
    const uint32_t eq = (std::bit_cast<uint32_t>(want) >> 23) & 0xffu;
    if (normal(p.a) && normal(p.b) && eq >= 3 && eq <= 253) {
      ++fast_eligible;
      EXPECT_EQ(h::fallbacks, before) << std::hexfloat << p.a << " / " << p.b
                                      << ": an exact candidate failed its check";
    }
  }
  EXPECT_GT(fast_eligible, 300000u);  // the check is exercised, not bypassed
}

TEST(GlslDivF64, WrongCandidatesAreCaughtNeverReturned) {
  std::mt19937_64 rng(seed_of_run());
  const std::vector<Pair> cases = division_cases(rng);
  for (double s : {0x1p-24, -0x1p-24, 0x1p-23, -0x1p-25, 0x1p-50, -0x1p-48, 0x1p-30}) {
    h::skew = s;
    h::fallbacks = 0;
    for (const Pair& p : cases) {
      volatile float x = p.a, y = p.b;
      const float want = x / y;
      ASSERT_TRUE(same(h::morph_div_f32(p.a, p.b), want))
          << "skew " << s << ": " << std::hexfloat << p.a << " / " << p.b << " got " << h::morph_div_f32(p.a, p.b);
    }
    // A skew of a float ulp or half of one makes a good share of the candidates wrong; 2^-30 about
    // 1 in 100; a few double ulps only those within that distance of a midpoint (none, at random).
    const long least = std::fabs(s) >= 0x1p-25 ? 10000 : std::fabs(s) >= 0x1p-30 ? 100 : 0;
    EXPECT_GE(h::fallbacks, least) << "skew " << s << ": wrong candidates must reach the fallback";
  }
  h::skew = 0;
}

// Square root: every 61st positive float (all binades, subnormals, both ends), the squares of
// random floats and the midpoints' squares (the hardest to round), with exact and wrong roots.
// (Roots just below a power of two come from the stride's squares of numbers near 2^k.)
TEST(GlslSqrtF64, EqualsTheCorrectlyRoundedRootWithExactOrWrongCandidates) {
  std::mt19937_64 rng(seed_of_run());
  std::vector<float> xs = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -1.0f, 0x1p-149f, 0x1p-126f, 0x1.fffffep127f};
  for (uint32_t u = 0; u < 0x7f800000u; u += 61) xs.push_back(std::bit_cast<float>(u));
  for (int i = 0; i < 100000; ++i) {
    const float s = random_float(rng, 70, 180);
    const double m = (static_cast<double>(s) + std::nextafter(s, INFINITY)) / 2;
    xs.push_back(static_cast<float>(m * m));
    xs.push_back(static_cast<float>(static_cast<double>(s) * s));
  }
  for (double skew : {0.0, 0x1p-24, -0x1p-24, 0x1p-50, -0x1p-49}) {
    h::skew = skew;
    h::fallbacks = 0;
    size_t fast_eligible = 0;
    for (float x : xs) {
      ASSERT_TRUE(same(h::morph_sqrt_f32(x), std::sqrt(x)))
          << "skew " << skew << ": sqrt(" << std::hexfloat << x << ") got " << h::morph_sqrt_f32(x);
      fast_eligible += x > 0 && normal(x);
    }
    if (skew == 0)
      EXPECT_LT(h::fallbacks, static_cast<long>(xs.size() - fast_eligible) + 1) << "exact roots failed their check";
    else if (std::fabs(skew) >= 0x1p-25)
      EXPECT_GT(h::fallbacks, 10000) << "skew " << skew << ": wrong roots must reach the fallback";
  }
  h::skew = 0;
}

}  // namespace
