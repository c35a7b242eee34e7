// The reciprocal of x_sigmoid and div_dd (detail::recip_rn, DESIGN §7 / L7): the default arm of
// tanh, sigmoid, silu and gelu_tanh divides, their "cuda" arm takes recip_newton (a seed and four
// Newton steps by fma; tiny_island<true>). It must
// give the default arm's bits: (1) recip_newton equals 1/d rounded once for every f32 d of the
// denominators' range [0.7, 2.5] (all 15.5 million of them, here) and a margin on both sides;
// (2) on the oracle, both arms of silu, sigmoid, gelu_tanh and tanh agree bitwise on special,
// random and near-tie arguments (the inputs where a reciprocal one ulp off changed the result:
// found by comparing three Newton steps with the division over all 2^32 inputs, 2026-12-05).
// All 2^32 inputs of the four ops were compared with both arms on the host the same day
// (MORPH_MATH_HOST_CUDA_ARMS, bench/ulp_sweep's build): 0 differences.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <random>

#include "morph/algebra/math.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

namespace morph {
namespace {

namespace m = algebra::math;

TEST(RecipIsland, NewtonIsTheDivisionOverItsRange) {
  size_t bad = 0, n = 0;
  // [0.7, 2.5] holds every denominator; the margin [0.5954, 2.6666] is exact too.
  for (uint32_t u = std::bit_cast<uint32_t>(0.5954f); u <= std::bit_cast<uint32_t>(2.6666f); ++u, ++n) {
    const float d = std::bit_cast<float>(u), y = m::detail::recip_newton(d), want = 1.0f / d;
    if (std::bit_cast<uint32_t>(y) != std::bit_cast<uint32_t>(want) && ++bad <= 5)
      ADD_FAILURE() << std::hexfloat << "recip_newton(" << d << ") = " << y << ", 1/d = " << want;
  }
  EXPECT_EQ(bad, 0u) << "over " << n << " denominators";
  // Markstein's exception (a significand of all ones) is what the last select corrects.
  EXPECT_EQ(m::detail::recip_newton(std::bit_cast<float>(0x3f7fffffu)), 1.0f / std::bit_cast<float>(0x3f7fffffu));
  EXPECT_EQ(m::detail::recip_newton(std::bit_cast<float>(0x3fffffffu)), 1.0f / std::bit_cast<float>(0x3fffffffu));
  // Outside the margin the seed is too far off: the range is a real limit, not a formality.
  EXPECT_NE(m::detail::recip_newton(0x1.003648p-1f), 1.0f / 0x1.003648p-1f);
}

TEST(RecipIsland, CudaArmEqualsDefaultArmOnOracle) {
  const uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<float> xs = {0.0f,  -0.0f, INFINITY, -INFINITY, NAN,    0x1p-149f, -0x1p-149f, 0x1p-126f, 1.0f,
                           -1.0f, 88.0f, -104.0f,  16.6f,     -91.8f, 9.0f,      -9.0f,      0.55f,     -0.55f};
  // Near-ties: the inputs where three Newton steps (a reciprocal off by an ulp) changed silu,
  // gelu_tanh or sigmoid, and their neighbours.
  for (uint32_t u : {0x3566c15au, 0x346292edu, 0x34000001u, 0x34c00000u, 0x35200000u, 0x35600000u, 0x35900000u})
    for (int du = -2; du <= 2; ++du)
      for (uint32_t sign : {0u, 0x80000000u}) xs.push_back(std::bit_cast<float>((u + du) | sign));
  while (xs.size() % 64 != 0 || xs.size() < 16384) {
    const uint32_t r = static_cast<uint32_t>(rng());
    // half random bits, half |x| in [2^-30, 2^7): where the quotient's rounding is live
    xs.push_back(std::bit_cast<float>(xs.size() % 2 ? r : (r & 0x807fffffu) | ((97u + r % 37u) << 23)));
  }
  const uint32_t n = static_cast<uint32_t>(xs.size());
  const std::vector<std::pair<const char*, std::function<dsl::Val<float>(dsl::Val<float>)>>> ops = {
      {"silu", [](dsl::Val<float> x) { return m::silu(x); }},
      {"sigmoid", [](dsl::Val<float> x) { return m::sigmoid(x); }},
      {"gelu_tanh", [](dsl::Val<float> x) { return m::gelu_tanh(x); }},
      {"tanh", [](dsl::Val<float> x) { return m::tanh(x); }}};
  for (const auto& [name, traced] : ops) {
    dsl::KernelRef k = dsl::kernel(
        std::string("recip_island_") + name,
        [&](dsl::Array<float> x, dsl::Array<float> y) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < x.size(), [&] { y[i] = traced(x[i].read()); });
        },
        {"x", "y"});
    for (bool flush : {false, true}) {  // DESIGN L4: the flush mode's arms agree too
      std::vector<float> def(n), cu(n);
      for (auto [arm, out] : {std::pair<const char*, std::vector<float>*>{"default", &def}, {"cuda", &cu}}) {
        interp::Options o;
        o.island_arm = arm;
        o.flush_denormals = flush;
        interp::run(*k, {n / 64}, {64}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(*out)}, o);
      }
      size_t bad = 0, live = 0;
      for (uint32_t i = 0; i < n; ++i) {
        const uint32_t a = std::bit_cast<uint32_t>(def[i]), b = std::bit_cast<uint32_t>(cu[i]);
        live += std::isfinite(def[i]) && def[i] != 0.0f;
        const bool nans = std::isnan(def[i]) && std::isnan(cu[i]);
        if (a != b && !nans && ++bad <= 5)
          ADD_FAILURE() << name << (flush ? " (flush mode)" : "") << std::hexfloat << "(" << xs[i] << "): default "
                        << def[i] << ", cuda " << cu[i];
      }
      EXPECT_EQ(bad, 0u) << name << (flush ? " (flush mode)" : "");
      EXPECT_GT(live, n / 2) << name << ": most outputs finite and non-zero";
    }
  }
}

}  // namespace
}  // namespace morph
