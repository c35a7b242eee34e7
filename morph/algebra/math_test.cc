// Morph's math (L1): each op's specials exactly, sampled accuracy against a double reference
// (the exhaustive sweep is bench/ulp_sweep, table in docs/math.md), and the "one source"
// property: the traced instantiation run on the oracle equals the host instantiation bitwise.
#include "morph/algebra/math.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "morph/algebra/apply.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/ir/island.h"

using namespace morph;
using algebra::BinOp;
using algebra::UnOp;

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kDenMin = std::numeric_limits<float>::denorm_min();

// The direct templates (morph::algebra::math::name<float>), not through apply(): the host side of every
// check below is the template the header defines, and apply() is checked against it.
float host(UnOp op, float x) {
  switch (op) {
    case UnOp::Neg: return algebra::math::neg<float>(x);
    case UnOp::Recip: return algebra::math::recip<float>(x);
    case UnOp::Abs: return algebra::math::abs<float>(x);
    case UnOp::Square: return algebra::math::square<float>(x);
    case UnOp::Exp: return algebra::math::exp<float>(x);
    case UnOp::Log: return algebra::math::log<float>(x);
    case UnOp::Sqrt: return algebra::math::sqrt<float>(x);
    case UnOp::Rsqrt: return algebra::math::rsqrt<float>(x);
    case UnOp::Tanh: return algebra::math::tanh<float>(x);
    case UnOp::Sigmoid: return algebra::math::sigmoid<float>(x);
    case UnOp::Silu: return algebra::math::silu<float>(x);
    case UnOp::Gelu: return algebra::math::gelu<float>(x);
    case UnOp::GeluTanh: return algebra::math::gelu_tanh<float>(x);
    case UnOp::Softplus: return algebra::math::softplus<float>(x);
    case UnOp::Relu: return algebra::math::relu<float>(x);
    case UnOp::Erf: return algebra::math::erf<float>(x);
    case UnOp::Sin: return algebra::math::sin<float>(x);
    case UnOp::Cos: return algebra::math::cos<float>(x);
  }
  ADD_FAILURE() << "unknown UnOp";
  return 0.0f;
}

double ref(UnOp op, double x) {
  switch (op) {
    case UnOp::Neg: return -x;
    case UnOp::Recip: return 1.0 / x;
    case UnOp::Abs: return std::fabs(x);
    case UnOp::Square: return x * x;
    case UnOp::Exp: return std::exp(x);
    case UnOp::Log: return std::log(x);
    case UnOp::Sqrt: return std::sqrt(x);
    case UnOp::Rsqrt: return 1.0 / std::sqrt(x);
    case UnOp::Tanh: return std::tanh(x);
    case UnOp::Sigmoid: return 1.0 / (1.0 + std::exp(-x));
    case UnOp::Silu: return std::isinf(x) ? (x > 0 ? x : -0.0) : x / (1.0 + std::exp(-x));
    case UnOp::Gelu: return std::isinf(x) ? (x > 0 ? x : -0.0) : 0.5 * x * std::erfc(-x / std::sqrt(2.0));
    case UnOp::GeluTanh: {
      if (std::isinf(x)) return x > 0 ? x : -0.0;
      double u = std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x);
      return x / (1.0 + std::exp(-2.0 * u));  // = 0.5 x (1 + tanh u), without cancellation
    }
    case UnOp::Softplus: return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x));
    case UnOp::Relu: return std::isnan(x) ? x : (x > 0 ? x : 0.0);
    case UnOp::Erf: return std::erf(x);
    case UnOp::Sin: return std::sin(x);
    case UnOp::Cos: return std::cos(x);
  }
  return 0;
}

double target(UnOp op) {
  switch (op) {
    case UnOp::Neg:
    case UnOp::Abs:
    case UnOp::Relu: return 0.0;
    case UnOp::Recip:
    case UnOp::Square:
    case UnOp::Sqrt: return 0.5;
    case UnOp::Exp:
    case UnOp::Log:
    case UnOp::Rsqrt: return 1.0;
    default: return 2.0;
  }
}

/// The error of y in float ULPs of the double reference r (docs/math.md "How errors are
/// counted"); +inf for any special mismatch (NaN, inf, zero sign).
double ulp_err(float y, double r) {
  if (std::isnan(r)) return std::isnan(y) ? 0 : INFINITY;
  float rf = static_cast<float>(r);
  if (std::isinf(rf)) return y == rf ? 0 : INFINITY;
  if (!std::isfinite(y)) return INFINITY;
  if (y == 0 && rf == 0 && std::signbit(y) != std::signbit(rf)) return INFINITY;
  double ar = std::fabs(r);
  int e = ar == 0 ? -126 : std::max(std::ilogb(ar), -126);
  return std::fabs(static_cast<double>(y) - r) / std::ldexp(1.0, e - 23);
}

std::vector<float> special_inputs() {
  std::vector<float> v = {0.0f,
                          -0.0f,
                          kInf,
                          -kInf,
                          kNaN,
                          -kNaN,
                          kDenMin,
                          -kDenMin,
                          float_of(0x007fffffu),
                          float_of(0x807fffffu),
                          float_of(0x00800000u),
                          float_of(0x80800000u),
                          std::numeric_limits<float>::max(),
                          -std::numeric_limits<float>::max(),
                          1.0f,
                          -1.0f,
                          0.5f,
                          -0.5f,
                          2.0f,
                          88.72283f,
                          88.7228394f,
                          -87.33654f,
                          -103.972f,
                          -104.0f,
                          1e-30f,
                          -1e-30f,
                          131072.0f,
                          -131072.0f,
                          252.898209f,
                          1e10f,
                          float_of(0x7f800001u)};
  return v;
}

/// Random bit patterns, hard ranges and specials; returns the inputs (seed printed).
std::vector<float> sample_inputs(UnOp op, size_t n_bits, std::mt19937& rng) {
  std::vector<float> v = special_inputs();
  for (size_t i = 0; i < n_bits; ++i) v.push_back(float_of(static_cast<uint32_t>(rng())));
  auto range = [&](float lo, float hi, int n) {
    std::uniform_real_distribution<float> u(lo, hi);
    for (int i = 0; i < n; ++i) v.push_back(u(rng));
  };
  range(-1e-3f, 1e-3f, 4096);  // tanh / erf / sin near 0
  range(-1.0f, 1.0f, 8192);
  range(-10.0f, 10.0f, 8192);
  switch (op) {
    case UnOp::Exp:
      range(80.0f, 89.0f, 8192);
      range(-104.5f, -80.0f, 16384);
      break;
    case UnOp::Log:
      range(0.99f, 1.01f, 16384);
      range(0.5f, 2.0f, 8192);
      break;
    case UnOp::Sigmoid:
    case UnOp::Silu:
    case UnOp::Softplus: range(-110.0f, -80.0f, 16384); break;
    case UnOp::Gelu:
      range(-14.5f, -9.0f, 16384);
      range(-1.5f, 1.5f, 8192);
      break;
    case UnOp::GeluTanh: range(-11.0f, -5.0f, 16384); break;
    case UnOp::Sin:
    case UnOp::Cos: range(-131072.0f, 131072.0f, 16384); break;
    case UnOp::Erf:
    case UnOp::Tanh: range(-5.0f, 5.0f, 16384); break;
    default: break;
  }
  for (uint32_t u = 1; u < 2048; ++u) v.push_back(float_of(u * 4093u));  // denormals
  return v;
}

constexpr UnOp kAll[] = {UnOp::Neg,      UnOp::Recip,    UnOp::Abs,  UnOp::Square,  UnOp::Exp,  UnOp::Log,
                         UnOp::Sqrt,     UnOp::Rsqrt,    UnOp::Tanh, UnOp::Sigmoid, UnOp::Silu, UnOp::Gelu,
                         UnOp::GeluTanh, UnOp::Softplus, UnOp::Relu, UnOp::Erf,     UnOp::Sin,  UnOp::Cos};

}  // namespace

TEST(Math, SpecialsExact) {
  struct Case {
    UnOp op;
    float x;
    float want;
  };
  const float pi2 = 1.57079637f;
  const Case cases[] = {
      {UnOp::Neg, 0.0f, -0.0f},
      {UnOp::Neg, kNaN, kNaN},
      {UnOp::Neg, -kInf, kInf},
      {UnOp::Recip, 0.0f, kInf},
      {UnOp::Recip, -0.0f, -kInf},
      {UnOp::Recip, kInf, 0.0f},
      {UnOp::Recip, -kInf, -0.0f},
      {UnOp::Recip, kDenMin, kInf},
      {UnOp::Recip, kNaN, kNaN},
      {UnOp::Abs, -0.0f, 0.0f},
      {UnOp::Abs, -kInf, kInf},
      {UnOp::Square, -0.0f, 0.0f},
      {UnOp::Square, -kInf, kInf},
      {UnOp::Square, 1e20f, kInf},
      {UnOp::Exp, 0.0f, 1.0f},
      {UnOp::Exp, -0.0f, 1.0f},
      {UnOp::Exp, kInf, kInf},
      {UnOp::Exp, -kInf, 0.0f},
      {UnOp::Exp, kNaN, kNaN},
      {UnOp::Exp, 89.0f, kInf},
      {UnOp::Exp, -104.0f, 0.0f},
      {UnOp::Exp, kDenMin, 1.0f},
      {UnOp::Exp, -103.0f, float_of(0x00000001u)},
      {UnOp::Log, 1.0f, 0.0f},
      {UnOp::Log, 0.0f, -kInf},
      {UnOp::Log, -0.0f, -kInf},
      {UnOp::Log, kInf, kInf},
      {UnOp::Log, -1.0f, kNaN},
      {UnOp::Log, -kInf, kNaN},
      {UnOp::Log, kNaN, kNaN},
      {UnOp::Sqrt, -0.0f, -0.0f},
      {UnOp::Sqrt, -1.0f, kNaN},
      {UnOp::Sqrt, kInf, kInf},
      {UnOp::Sqrt, 4.0f, 2.0f},
      {UnOp::Rsqrt, 0.0f, kInf},
      {UnOp::Rsqrt, -0.0f, -kInf},
      {UnOp::Rsqrt, kInf, 0.0f},
      {UnOp::Rsqrt, -1.0f, kNaN},
      {UnOp::Rsqrt, kNaN, kNaN},
      {UnOp::Rsqrt, 4.0f, 0.5f},
      {UnOp::Rsqrt, kDenMin, float_of(0x64b504f3u)},
      {UnOp::Tanh, 0.0f, 0.0f},
      {UnOp::Tanh, -0.0f, -0.0f},
      {UnOp::Tanh, kInf, 1.0f},
      {UnOp::Tanh, -kInf, -1.0f},
      {UnOp::Tanh, kNaN, kNaN},
      {UnOp::Tanh, kDenMin, kDenMin},
      {UnOp::Tanh, -10.0f, -1.0f},
      {UnOp::Sigmoid, 0.0f, 0.5f},
      {UnOp::Sigmoid, -0.0f, 0.5f},
      {UnOp::Sigmoid, kInf, 1.0f},
      {UnOp::Sigmoid, -kInf, 0.0f},
      {UnOp::Sigmoid, kNaN, kNaN},
      {UnOp::Sigmoid, -200.0f, 0.0f},
      {UnOp::Silu, 0.0f, 0.0f},
      {UnOp::Silu, -0.0f, -0.0f},
      {UnOp::Silu, kInf, kInf},
      {UnOp::Silu, -kInf, -0.0f},
      {UnOp::Silu, kNaN, kNaN},
      {UnOp::Silu, float_of(0x00000003u), float_of(0x00000002u)},
      {UnOp::Gelu, 0.0f, 0.0f},
      {UnOp::Gelu, -0.0f, -0.0f},
      {UnOp::Gelu, kInf, kInf},
      {UnOp::Gelu, -kInf, -0.0f},
      {UnOp::Gelu, kNaN, kNaN},
      {UnOp::Gelu, 10.0f, 10.0f},
      {UnOp::Gelu, -20.0f, -0.0f},
      {UnOp::GeluTanh, 0.0f, 0.0f},
      {UnOp::GeluTanh, -0.0f, -0.0f},
      {UnOp::GeluTanh, kInf, kInf},
      {UnOp::GeluTanh, -kInf, -0.0f},
      {UnOp::GeluTanh, kNaN, kNaN},
      {UnOp::GeluTanh, 20.0f, 20.0f},
      {UnOp::Softplus, 0.0f, 0.693147182f},
      {UnOp::Softplus, -0.0f, 0.693147182f},
      {UnOp::Softplus, kInf, kInf},
      {UnOp::Softplus, -kInf, 0.0f},
      {UnOp::Softplus, kNaN, kNaN},
      {UnOp::Softplus, 100.0f, 100.0f},
      {UnOp::Relu, -0.0f, 0.0f},
      {UnOp::Relu, 0.0f, 0.0f},
      {UnOp::Relu, kNaN, kNaN},
      {UnOp::Relu, -kDenMin, 0.0f},
      {UnOp::Relu, kDenMin, kDenMin},
      {UnOp::Relu, -kInf, 0.0f},
      {UnOp::Relu, kInf, kInf},
      {UnOp::Erf, 0.0f, 0.0f},
      {UnOp::Erf, -0.0f, -0.0f},
      {UnOp::Erf, kInf, 1.0f},
      {UnOp::Erf, -kInf, -1.0f},
      {UnOp::Erf, kNaN, kNaN},
      {UnOp::Erf, 5.0f, 1.0f},
      {UnOp::Sin, 0.0f, 0.0f},
      {UnOp::Sin, -0.0f, -0.0f},
      {UnOp::Sin, kInf, kNaN},
      {UnOp::Sin, -kInf, kNaN},
      {UnOp::Sin, kNaN, kNaN},
      {UnOp::Sin, kDenMin, kDenMin},
      {UnOp::Sin, pi2, 1.0f},
      {UnOp::Cos, 0.0f, 1.0f},
      {UnOp::Cos, -0.0f, 1.0f},
      {UnOp::Cos, kInf, kNaN},
      {UnOp::Cos, kNaN, kNaN},
      {UnOp::Cos, kDenMin, 1.0f},
  };
  for (const Case& c : cases)
    EXPECT_TRUE(same_float(host(c.op, c.x), c.want))
        << algebra::name(c.op) << "(" << c.x << ") = " << host(c.op, c.x) << ", want " << c.want;
}

TEST(Math, SampledAccuracyMeetsTargets) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  for (UnOp op : kAll) {
    std::vector<float> xs = sample_inputs(op, size_t{1} << 18, rng);
    const bool trig = op == UnOp::Sin || op == UnOp::Cos;
    double worst = 0;
    float worst_x = 0;
    for (float x : xs) {
      float y = host(op, x);
      if (trig && !(std::fabs(x) <= 131072.0f)) {  // beyond 2^17: finite in [-1, 1] or NaN for ±inf/NaN
        if (std::isfinite(x))
          EXPECT_TRUE(y >= -1.0f && y <= 1.0f) << algebra::name(op) << "(" << x << ") = " << y;
        else
          EXPECT_TRUE(std::isnan(y));
        continue;
      }
      double e = ulp_err(y, ref(op, x));
      if (e > worst) {
        worst = e;
        worst_x = x;
      }
    }
    std::printf("%-10s sampled max %.3f ulp at %a\n", std::string(algebra::name(op)).c_str(), worst, worst_x);
    EXPECT_LE(worst, target(op)) << algebra::name(op) << " at x = " << worst_x << " (" << std::hexfloat << worst_x
                                 << ")";
  }
}

TEST(Math, TracedEqualsHostBitwise) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  std::vector<float> xs = special_inputs();
  std::uniform_real_distribution<float> u(-20.0f, 20.0f);
  for (int i = 0; i < 8000; ++i) xs.push_back(float_of(static_cast<uint32_t>(rng())));
  for (int i = 0; i < 8000; ++i) xs.push_back(u(rng));
  for (int i = 0; i < 2000; ++i) xs.push_back(float_of(static_cast<uint32_t>(rng()) & 0x807fffffu));  // denormals
  for (float lo : {-104.0f, -14.2f, -11.0f})
    for (int i = 0; i < 100; ++i) xs.push_back(lo + 0.04f * static_cast<float>(i));
  const uint32_t n = static_cast<uint32_t>(xs.size());
  for (UnOp op : kAll) {
    auto k = dsl::kernel(
        "test_math_map",
        [op](dsl::Array<float> x, dsl::Array<float> y) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < y.size(), [&] { y[i] = algebra::apply(op, x[i].read()); });
        },
        {"x", "y"}, dsl::Key(static_cast<int>(op)));
    std::vector<float> out(n, 12345.0f);
    interp::Arg args[] = {interp::buffer(xs), interp::buffer(out)};
    interp::run(*k, {(n + 255) / 256}, {256}, args);
    int bad = 0;
    for (uint32_t i = 0; i < n; ++i) {
      float h = host(op, xs[i]);
      if (!same_bits(bits_of(out[i]), bits_of(h)) && bad++ < 5)
        ADD_FAILURE() << algebra::name(op) << "(" << std::hexfloat << xs[i] << "): oracle " << out[i] << " host " << h;
      // the direct template and apply() are the same definition
      if (!same_float(h, algebra::apply(op, xs[i]))) ADD_FAILURE() << "apply differs";
    }
    EXPECT_EQ(bad, 0) << algebra::name(op);
  }
}

TEST(Math, BinOpsHaveIrSemantics) {
  EXPECT_TRUE(std::isnan(algebra::apply(BinOp::Min, kNaN, 1.0f)));
  EXPECT_TRUE(std::isnan(algebra::apply(BinOp::Max, 1.0f, kNaN)));
  EXPECT_TRUE(same_float(algebra::apply(BinOp::Min, 0.0f, -0.0f), -0.0f));
  EXPECT_TRUE(same_float(algebra::apply(BinOp::Max, -0.0f, 0.0f), 0.0f));
  EXPECT_EQ(algebra::apply(BinOp::Div, 1.0f, 3.0f), 1.0f / 3.0f);
  EXPECT_EQ(algebra::apply(BinOp::Sub, 1.0f, 3.0f), -2.0f);
  EXPECT_EQ(algebra::apply(BinOp::Add, 1.0f, 3.0f), 4.0f);
  EXPECT_EQ(algebra::apply(BinOp::Mul, 1.5f, 3.0f), 4.5f);
  // traced binary ops agree with the host on specials
  std::vector<float> a = {kNaN, 0.0f, -0.0f, 1.0f, kInf, -kInf, kDenMin, 3.0f};
  std::vector<float> b = {1.0f, -0.0f, 0.0f, kNaN, kInf, 2.0f, -kDenMin, 0.0f};
  for (BinOp op : {BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Min, BinOp::Max}) {
    auto k = dsl::kernel(
        "test_math_bin",
        [op](dsl::Array<float> x, dsl::Array<float> y, dsl::Array<float> z) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < z.size(), [&] { z[i] = algebra::apply(op, x[i].read(), y[i].read()); });
        },
        {"x", "y", "z"}, dsl::Key(static_cast<int>(op)));
    std::vector<float> out(a.size());
    interp::Arg args[] = {interp::buffer(a), interp::buffer(b), interp::buffer(out)};
    interp::run(*k, {1}, {64}, args);
    for (size_t i = 0; i < a.size(); ++i)
      EXPECT_TRUE(same_float(out[i], algebra::apply(op, a[i], b[i]))) << algebra::name(op) << " " << i;
  }
}

namespace {
size_t count_op(const std::vector<ir::Stmt>& body, ir::Op op) {
  size_t n = 0;
  for (const ir::Stmt& s : body)
    n += (s.op == op) + count_op(s.body, op) + count_op(s.else_body, op) + count_op(s.cond_body, op);
  return n;
}
}  // namespace

// Written for cost (DESIGN L1): at most one correctly rounded division per op, none in exp,
// rsqrt, sin, cos; no square root outside sqrt; fma carries the reductions and polynomials.
TEST(Math, AtMostOneDivisionPerOp) {
  for (UnOp op : kAll) {
    auto k = dsl::kernel(
        "test_math_cost",
        [op](dsl::Array<float> x, dsl::Array<float> y) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < y.size(), [&] { y[i] = algebra::apply(op, x[i].read()); });
        },
        {"x", "y"}, dsl::Key(static_cast<int>(op)));
    // the default arm's kernel and Vulkan's (exp, tanh, silu have a tiny-argument island)
    for (const char* target : {"cuda", "vulkan"}) {
      const ir::Kernel sel = ir::select_island_arms(*k, target);
      size_t div = count_op(sel.body, ir::Op::Div), sqrt = count_op(sel.body, ir::Op::Sqrt),
             fma = count_op(sel.body, ir::Op::Fma);
      EXPECT_LE(div, 1u) << algebra::name(op);
      EXPECT_EQ(sqrt, op == UnOp::Sqrt ? 1u : 0u) << algebra::name(op);
      bool no_div = op == UnOp::Exp || op == UnOp::Rsqrt || op == UnOp::Sin || op == UnOp::Cos || op == UnOp::Neg ||
                    op == UnOp::Abs || op == UnOp::Square || op == UnOp::Sqrt || op == UnOp::Relu;
      if (no_div) EXPECT_EQ(div, 0u) << algebra::name(op);
      bool exact = op == UnOp::Neg || op == UnOp::Abs || op == UnOp::Square || op == UnOp::Sqrt || op == UnOp::Relu ||
                   op == UnOp::Recip;
      if (!exact) EXPECT_GE(fma, 5u) << algebra::name(op) << ": expected fma reductions and Horner steps";
    }
  }
}

TEST(Math, TanhIsExactlyOneFromBelowItsClampOn) {
  // tanh clamps |x| to 10 before e^{-2|x|} (math_exp.h), which keeps the bits of every input
  // only if the unclamped routine already gave exactly ±1 from some point below 10 on: every f32
  // from 9.02 to 10 is checked here (the first x with tanh(x) = 1 is 9.0109…; above 10 the clamp
  // makes the result tanh(10)).
  uint32_t from = bits_of(9.02f), to = bits_of(10.0f);
  size_t below = 0;
  for (uint32_t b = from; b <= to; ++b) {
    float x = float_of(b);
    below += algebra::math::tanh<float>(x) != 1.0f;
    below += bits_of(algebra::math::tanh<float>(-x)) != bits_of(-1.0f);
  }
  EXPECT_EQ(below, 0u) << "tanh below ±1 somewhere in [9.02, 10]";
  EXPECT_LT(algebra::math::tanh<float>(9.0f), 1.0f);  // the check above is not vacuous
  for (float x : {10.0f, 11.0f, 1e6f, 3.4e38f, kInf}) EXPECT_EQ(algebra::math::tanh<float>(x), 1.0f) << x;
}

// RoPE takes cos and sin of each angle from one reduction (math::cos_sin): the same bits as cos
// and sin, over every 4099th f32 (both signs, zeros, denormals, the reduction's far range, ±inf
// and NaNs).
TEST(Math, CosSinIsCosAndSin) {
  size_t checked = 0;
  for (uint64_t b = 0; b <= 0xffffffffull; b += 4099) {
    const float x = std::bit_cast<float>(static_cast<uint32_t>(b));
    const auto [c, s] = algebra::math::cos_sin(x);
    ASSERT_EQ(bits_of(c), bits_of(algebra::math::cos(x))) << "cos of 0x" << std::hex << b;
    ASSERT_EQ(bits_of(s), bits_of(algebra::math::sin(x))) << "sin of 0x" << std::hex << b;
    ++checked;
  }
  EXPECT_GT(checked, 1000000u);
}
