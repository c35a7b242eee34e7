// Strength reduction in the tracer (dsl binop): x / ±2^e with a constant divisor whose reciprocal
// is a normal float is traced as x * ±2^-e. Both are the exact quotient rounded once, so the bits
// are the division's for every input: zeros and their signs, infinities, NaN, subnormal results,
// and the flush mode (DESIGN L4). Other divisors stay divisions.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

using namespace morph;
using namespace morph::dsl;

namespace {

size_t count_op(const std::vector<ir::Stmt>& body, ir::Op op) {
  size_t n = 0;
  for (const ir::Stmt& s : body) n += (s.op == op) + count_op(s.body, op) + count_op(s.else_body, op);
  return n;
}

TEST(DslStrength, DivisionByAPowerOfTwoIsTheProductBitwise) {
  const uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<float> x = {0.0f,      -0.0f,      INFINITY,         -INFINITY,       NAN,
                          0x1p-149f, -0x1p-149f, 0x1p-126f,        0x1.fffffep127f, -0x1.fffffep127f,
                          1.0f,      3.0f,       0x1.000002p-120f, 0x1.7ffffep-125f};
  while (x.size() < 4096) {
    const uint32_t r = static_cast<uint32_t>(rng());
    // half any pattern, half magnitudes near the subnormal range, where the quotient rounds
    x.push_back(std::bit_cast<float>(x.size() % 2 ? r : (r & 0x807fffffu) | ((r >> 8) % 24u << 23)));
  }
  struct Case {
    float d;
    bool product;
  };
  const Case cases[] = {{2.0f, true},       {0.5f, true},  {-1024.0f, true},  {0x1p126f, true},   {0x1p-126f, true},
                        {-0x1p-125f, true}, {3.0f, false}, {0x1p127f, false}, {0x1p-140f, false}, {1.0f, true}};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.d);
    auto k = kernel(
        "div_by_constant",
        [&](Array<float> in, Array<float> out) {
      Val<uint32_t> i = global_id(0);
      If(i < out.size(), [&] { out[i] = in[i].read() / c.d; });
        },
        {"in", "out"}, Key(std::bit_cast<uint32_t>(c.d)));
    EXPECT_EQ(count_op(k->body, ir::Op::Div), c.product ? 0u : 1u);
    EXPECT_EQ(count_op(k->body, ir::Op::Mul), c.product ? 1u : 0u);
    for (bool flush : {false, true}) {
      std::vector<float> got(x.size());
      interp::Options o;
      o.flush_denormals = flush;
      interp::run(*k, {static_cast<uint32_t>(x.size() / 64)}, {64},
                  std::vector<interp::Arg>{interp::buffer(x), interp::buffer(got)}, o);
      size_t bad = 0;
      for (size_t i = 0; i < x.size(); ++i) {
        auto ftz = [&](float v) { return flush && std::fpclassify(v) == FP_SUBNORMAL ? std::copysign(0.0f, v) : v; };
        const float want = ftz(ftz(x[i]) / ftz(c.d));
        const bool nans = std::isnan(want) && std::isnan(got[i]);
        if (!nans && std::bit_cast<uint32_t>(got[i]) != std::bit_cast<uint32_t>(want) && ++bad <= 5)
          ADD_FAILURE() << std::hexfloat << x[i] << " / " << c.d << (flush ? " (flush)" : "") << ": " << got[i]
                        << ", want " << want;
      }
      EXPECT_EQ(bad, 0u);
    }
  }
}

}  // namespace
