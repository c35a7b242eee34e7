// The checked division of the GLSL dialect (morph/codegen/glsl_div_fast.glsl, printed where a
// device's fma() is exact on normal values: GlslOptions::hw_div_checked) compiled as C++ with
// shims, with the device's `/` replaced by divisions of every quality — exact, a*(1/b) (double
// rounding), off by an ulp at random, and nonsense — and the device's fma() by std::fma that
// flushes subnormal results (as NVIDIA's FFMA does). Whatever `/` returns, the routine must
// equal the correctly rounded quotient bitwise; its fallback (Morph's integer division, tested
// elsewhere) is the host's exact `/` here, and the test counts how often the fast path served,
// so a check that never accepts would fail too.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

namespace glsl_div_fast_host {

using uint = uint32_t;
#define precise
inline uint floatBitsToUint(float f) { return std::bit_cast<uint>(f); }
inline bool is_subnormal(float x) { return x != 0.0f && std::fabs(x) < 0x1p-126f; }
inline float fma(float a, float b, float c) {  // FFMA: subnormal operands and results flushed
  auto ftz = [](float x) { return is_subnormal(x) ? std::copysign(0.0f, x) : x; };
  return ftz(std::fma(ftz(a), ftz(b), ftz(c)));
}

int quality = 0;            // which device division morph_div_hw models
uint64_t fallbacks = 0;     // calls of the exact fallback
std::mt19937* noise = nullptr;

inline float next_toward_inf_magnitude(float x, int k) { return std::bit_cast<float>(std::bit_cast<uint>(x) + k); }

inline float morph_div_hw(float a, float b) {
  volatile float va = a, vb = b;
  float exact = va / vb;
  switch (quality) {
    case 0: return exact;
    case 1: { volatile float r = 1.0f / vb; return va * r; }
    case 2: {  // an ulp off (either way) a third of the time
      uint32_t k = (*noise)() % 3;
      if (!std::isfinite(exact) || exact == 0.0f || k == 0) return exact;
      return next_toward_inf_magnitude(exact, k == 1 ? 1 : -1);
    }
    default: {  // nonsense now and then
      uint32_t k = (*noise)() % 6;
      if (k == 0) return a;
      if (k == 1) return next_toward_inf_magnitude(exact, std::isfinite(exact) && exact != 0.0f ? 3 : 0);
      if (k == 2) return 0.0f;
      return exact;
    }
  }
}
inline float morph_div_f32(float a, float b) {
  ++fallbacks;
  volatile float va = a, vb = b;
  return va / vb;
}

#include "morph/codegen/glsl_div_fast.glsl"

#undef precise
}  // namespace glsl_div_fast_host

TEST(GlslDivFast, EqualsCorrectlyRoundedDivisionWhateverTheDeviceDivides) {
  namespace h = glsl_div_fast_host;
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  h::noise = &rng;
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 2.0f, 0.5f, 3.0f,
                            std::bit_cast<float>(1u), std::bit_cast<float>(0x807fffffu), std::bit_cast<float>(0x00800000u),
                            std::bit_cast<float>(0x00800001u), std::bit_cast<float>(0x7f7fffffu),
                            std::bit_cast<float>(0x7f000000u), std::bit_cast<float>(0x01000000u)};
  auto draw = [&]() -> float {
    uint32_t k = rng() % 8;
    if (k == 0) return specials[rng() % std::size(specials)];
    if (k == 1) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x807fffffu));                  // subnormal
    if (k == 2) return std::bit_cast<float>(static_cast<uint32_t>((rng() & 0x807fffffu) | 0x3f800000u));  // [1, 2)
    if (k == 3) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x80ffffffu));                  // near the normal edge
    return std::bit_cast<float>(static_cast<uint32_t>(rng()));
  };
  for (int quality = 0; quality < 4; ++quality) {
    h::quality = quality;
    h::fallbacks = 0;
    size_t bad = 0, n = 0, normal = 0;
    auto check = [&](float a, float b) {
      volatile float va = a, vb = b;
      float want = va / vb, got = h::morph_div_fast(a, b);
      ++n;
      if (std::isnormal(a) && std::isnormal(b) && std::isnormal(want)) ++normal;
      bool same = (std::isnan(got) && std::isnan(want)) || std::bit_cast<uint32_t>(got) == std::bit_cast<uint32_t>(want);
      if (!same && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << "quality " << quality << ": " << a << " / " << b << ": got " << got << " want " << want;
    };
    for (int i = 0; i < 1000000; ++i) {
      float a = draw(), b = draw();
      check(a, b);
      // Quotients that are powers of two or next to them (the narrower gap below 2^k), and
      // quotients near the overflow and underflow edges.
      float p2 = std::ldexp(1.0f, static_cast<int>(rng() % 200) - 100);
      check(b * p2, b);
      check(std::nextafter(b * p2, 0.0f), b);
      check(std::nextafter(b * p2, INFINITY), b);
      check(std::bit_cast<float>(0x7f000000u | (static_cast<uint32_t>(rng()) & 0x7fffffu)), std::ldexp(1.0f, -(int)(rng() % 3)));
      check(std::bit_cast<float>(0x00800000u | (static_cast<uint32_t>(rng()) & 0x7fffffu)), 1.0f + std::ldexp(1.0f, -(int)(rng() % 24)));
    }
    for (float a : specials)
      for (float b : specials) check(a, b);
    EXPECT_EQ(bad, 0u) << "quality " << quality << ", of " << n;
    std::printf("quality %d: %zu divisions (%zu of normal numbers), %llu to the fallback\n", quality, n, normal,
                static_cast<unsigned long long>(h::fallbacks));
    // With an exact device `/`, the fast path serves every quotient of ordinary magnitudes
    // (operands within 2^±40: T = |b| * ulp(q)/2 is then a normal number).
    if (quality == 0) {
      h::fallbacks = 0;
      for (int i = 0; i < 100000; ++i) {
        auto ordinary = [&] {
          return std::bit_cast<float>(static_cast<uint32_t>((rng() & 0x807fffffu) | ((87u + rng() % 81u) << 23)));
        };
        check(ordinary(), ordinary());
      }
      EXPECT_EQ(h::fallbacks, 0u) << "the check refused exact quotients of ordinary numbers";
    }
  }
}
