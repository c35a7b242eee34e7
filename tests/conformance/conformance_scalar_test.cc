// Conformance of every scalar op and type against the oracle, bitwise, on random inputs with
// specials: f32 arithmetic, min/max (NaN, ±0), sqrt, rounding; i32/u32 arithmetic with wrap,
// division by zero, INT_MIN/-1, shift counts >= 32; every cast and bit cast; bool words.
#include <cmath>
#include <cstring>
#include <limits>

#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "tests/conformance/conformance_util.h"

using namespace morph;
using namespace morph::dsl;
using morph::testing::in_buf;
using morph::testing::out_buf;

namespace {

class ConformanceScalar : public morph::testing::ConformanceTest {};

constexpr uint32_t kF32Ops = 13, kF32Cmps = 6;

KernelRef f32_ops_kernel() {
  return kernel(
      "conf_f32_ops",
      [](Array<float> x, Array<float> y, Array<float> out, Array<uint32_t> cmp) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<float> a = x[i], b = y[i];
      Val<uint32_t> o = i * kF32Ops, c = i * kF32Cmps;
      out[o + 0u] = a + b;
      out[o + 1u] = a - b;
      out[o + 2u] = a * b;
      out[o + 3u] = a / b;
      out[o + 4u] = min(a, b);
      out[o + 5u] = max(a, b);
      out[o + 6u] = sqrt(a);
      out[o + 7u] = -a;
      out[o + 8u] = abs(a);
      out[o + 9u] = floor(a);
      out[o + 10u] = rint(a);
      out[o + 11u] = trunc(a);
      out[o + 12u] = select(a < b, a, b);
      cmp[c + 0u] = cast<uint32_t>(a == b);
      cmp[c + 1u] = cast<uint32_t>(a != b);
      cmp[c + 2u] = cast<uint32_t>(a < b);
      cmp[c + 3u] = cast<uint32_t>(a <= b);
      cmp[c + 4u] = cast<uint32_t>(a > b);
      cmp[c + 5u] = cast<uint32_t>(a >= b);
    });
      },
      {"x", "y", "out", "cmp"});
}

TEST_P(ConformanceScalar, F32Arithmetic) {
  std::vector<float> sp = morph::testing::f32_specials();
  std::vector<float> x, y;
  for (float a : sp)
    for (float b : sp) {
      x.push_back(a);
      y.push_back(b);
    }
  std::vector<float> rx = morph::testing::f32_inputs(20000), ry = morph::testing::f32_inputs(20000);
  std::shuffle(ry.begin(), ry.end(), morph::testing::test_rng());
  x.insert(x.end(), rx.begin(), rx.end());
  y.insert(y.end(), ry.begin(), ry.end());
  uint32_t n = static_cast<uint32_t>(x.size());
  check(f32_ops_kernel(), {(n + 127) / 128}, {128},
        {in_buf(x), in_buf(y), out_buf<float>(size_t{n} * kF32Ops), out_buf<uint32_t>(size_t{n} * kF32Cmps)},
        "f32 + - * / min max sqrt neg abs floor rint trunc select, compares");
}

// fma(a, b, c) rounded once. Inputs built to make a wrong fma visible: exact cancellation
// (c = -round(a*b): the result is the product's rounding error, 0 for mul-then-add), near
// cancellation (c a few ulps off), denormal operands and denormal/underflowing results,
// products beyond FLT_MAX brought back by c, and every triple of a small special set.
struct FmaInputs {
  std::vector<float> a, b, c;
};

FmaInputs fma_inputs() {
  std::mt19937& rng = morph::testing::test_rng();
  std::uniform_int_distribution<uint32_t> any;
  std::uniform_real_distribution<float> unit(-2.0f, 2.0f);
  FmaInputs in;
  auto push = [&](float a, float b, float c) {
    in.a.push_back(a);
    in.b.push_back(b);
    in.c.push_back(c);
  };
  const uint32_t sp[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x3f800000u,
                         0xbf800000u, 0x3f800001u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u,
                         0x7fc00000u, 0x33800000u, 0x5f800000u, 0x1f800000u};
  for (uint32_t x : sp)
    for (uint32_t y : sp)
      for (uint32_t z : sp) push(float_of(x), float_of(y), float_of(z));
  for (int i = 0; i < 4000; ++i) {
    float a = unit(rng) * float_of(0x3f800000u + (any(rng) % 64u << 23)), b = unit(rng);  // a in ±2^0..2^64
    float p = a * b;
    int d = static_cast<int>(any(rng) % 7u) - 3;
    push(a, b, -float_of(bits_of(p) + static_cast<uint32_t>(d)));  // exact (d = 0) or near cancellation
    push(-a, b, p);
  }
  for (int i = 0; i < 4000; ++i) {
    // denormal operands: a denormal times a moderate b plus a denormal or tiny normal c
    float a = float_of(any(rng) & 0x807fffffu), b = unit(rng) * 64.0f;
    push(a, b, float_of(any(rng) & 0x80ffffffu));
    // products in the denormal range (2^-126..2^-150 and below) from two normal operands
    float x = float_of(0x1f800000u | (any(rng) & 0x807fffffu)), y = float_of(0x1f000000u | (any(rng) & 0x807fffffu));
    push(x, y, float_of(any(rng) & 0x80ffffffu));
    push(x, y, -x * y);  // cancellation of a product below the normal range
  }
  for (int i = 0; i < 2000; ++i) {
    // products beyond FLT_MAX: overflow to inf, or brought back into range by a huge c
    float a = float_of(0x7e000000u | (any(rng) & 0x807fffffu)), b = float_of(0x40000000u | (any(rng) & 0x807fffffu));
    float c = float_of(0x7f000000u | (any(rng) & 0x007fffffu));
    push(a, b, (bits_of(a) ^ bits_of(b)) & 0x80000000u ? c : -c);
    push(a, b, float_of(any(rng)));
  }
  std::vector<float> r1 = morph::testing::f32_inputs(6000), r2 = morph::testing::f32_inputs(6000),
                     r3 = morph::testing::f32_inputs(6000);
  std::shuffle(r2.begin(), r2.end(), rng);
  std::shuffle(r3.begin(), r3.end(), rng);
  for (size_t i = 0; i < r1.size(); ++i) push(r1[i], r2[i], r3[i]);
  return in;
}

TEST_P(ConformanceScalar, F32Fma) {
  auto k = kernel(
      "conf_f32_fma",
      [](Array<float> a, Array<float> b, Array<float> c, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      Val<float> x = a[i], y = b[i], z = c[i];
      out[i * 3u] = fma(x, y, z);
      out[i * 3u + 1u] = fma(x, 2.0f, -z);  // literal operands convert to f32
      out[i * 3u + 2u] = fma(-x, y, x * y);
    });
      },
      {"a", "b", "c", "out"});
  FmaInputs in = fma_inputs();
  uint32_t n = static_cast<uint32_t>(in.a.size());
  // The inputs must tell fma from mul-then-add and from a flushing fma, so the check can fail.
  size_t differs = 0, denormal = 0, finite_nonzero = 0;
  for (uint32_t i = 0; i < n; ++i) {
    float f = std::fma(in.a[i], in.b[i], in.c[i]);
    if (bits_of(f) != bits_of(in.a[i] * in.b[i] + in.c[i]) && f == f) ++differs;
    if (std::fpclassify(f) == FP_SUBNORMAL) ++denormal;
    if (std::isfinite(f) && f != 0.0f) ++finite_nonzero;
  }
  EXPECT_GT(differs, n / 10) << "too few inputs where fma differs from mul-then-add";
  EXPECT_GT(denormal, n / 50) << "too few denormal results";
  EXPECT_GT(finite_nonzero, n / 2);
  check(k, {(n + 127) / 128}, {128}, {in_buf(in.a), in_buf(in.b), in_buf(in.c), out_buf<float>(size_t{n} * 3)},
        "fma: cancellation, denormals, overflow, specials");
  if (compile_only()) GTEST_SKIP() << "compiled only (no " << GetParam() << " device); execution skipped";
  // The oracle itself is std::fma (checked here so that a broken oracle cannot pass quietly).
  if (!device().caps().preserves_denormals) return;  // the oracle ran in flush mode
  const std::vector<uint8_t>& ref = last_reference()[3];
  ASSERT_EQ(ref.size(), size_t{n} * 3 * 4);
  for (uint32_t i = 0; i < n; ++i) {
    uint32_t got;
    std::memcpy(&got, ref.data() + 12 * size_t{i}, 4);
    float want = std::fma(in.a[i], in.b[i], in.c[i]);
    if (want == want) ASSERT_EQ(got, bits_of(want)) << "oracle fma at " << i;
  }
}

constexpr uint32_t kIntOps = 21;

template <class T>
KernelRef int_ops_kernel(const char* name) {
  return kernel(
      name,
      [](Array<T> x, Array<T> y, Array<T> out) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<T> a = x[i], b = y[i];
      Val<uint32_t> o = i * kIntOps;
      out[o + 0u] = a + b;
      out[o + 1u] = a - b;
      out[o + 2u] = a * b;
      out[o + 3u] = a / b;
      out[o + 4u] = a % b;
      out[o + 5u] = min(a, b);
      out[o + 6u] = max(a, b);
      out[o + 7u] = a << b;
      out[o + 8u] = a >> b;
      out[o + 9u] = a & b;
      out[o + 10u] = a | b;
      out[o + 11u] = a ^ b;
      out[o + 12u] = ~a;
      out[o + 13u] = -a;
      if constexpr (std::is_same_v<T, int32_t>)
        out[o + 14u] = abs(a);
      else
        out[o + 14u] = a;
      out[o + 15u] = cast<T>(a == b);
      out[o + 16u] = cast<T>(a != b);
      out[o + 17u] = cast<T>(a < b);
      out[o + 18u] = cast<T>(a <= b);
      out[o + 19u] = cast<T>(a > b);
      out[o + 20u] = cast<T>(a >= b);
    });
      },
      {"x", "y", "out"});
}

template <class T>
void int_inputs(std::vector<T>& x, std::vector<T>& y) {
  std::vector<int32_t> e = morph::testing::i32_inputs(21);
  for (int32_t a : e)
    for (int32_t b : e) {
      x.push_back(static_cast<T>(a));
      y.push_back(static_cast<T>(b));
    }
  std::vector<int32_t> rx = morph::testing::i32_inputs(10000), ry = morph::testing::i32_inputs(10000);
  std::shuffle(rx.begin(), rx.end(), morph::testing::test_rng());
  for (size_t i = 0; i < rx.size(); ++i) {
    x.push_back(static_cast<T>(rx[i]));
    y.push_back(static_cast<T>(ry[i]));
  }
}

TEST_P(ConformanceScalar, I32Arithmetic) {
  std::vector<int32_t> x, y;
  int_inputs(x, y);
  uint32_t n = static_cast<uint32_t>(x.size());
  check(int_ops_kernel<int32_t>("conf_i32_ops"), {(n + 63) / 64}, {64},
        {in_buf(x), in_buf(y), out_buf<int32_t>(size_t{n} * kIntOps)}, "i32 ops");
}

TEST_P(ConformanceScalar, U32Arithmetic) {
  std::vector<uint32_t> x, y;
  int_inputs(x, y);
  uint32_t n = static_cast<uint32_t>(x.size());
  check(int_ops_kernel<uint32_t>("conf_u32_ops"), {(n + 63) / 64}, {64},
        {in_buf(x), in_buf(y), out_buf<uint32_t>(size_t{n} * kIntOps)}, "u32 ops");
}

constexpr uint32_t kCasts = 8, kIntCasts = 10;

TEST_P(ConformanceScalar, CastsAndBitcasts) {
  auto k = kernel(
      "conf_casts",
      [](Array<float> x, Array<int32_t> a, Array<uint32_t> u, Array<float> fo, Array<int32_t> io, Array<uint32_t> uo) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<float> f = x[i];
      Val<int32_t> s = a[i];
      Val<uint32_t> w = u[i];
      Val<uint32_t> of = i * kCasts, oi = i * kIntCasts;
      fo[of + 0u] = cast<float>(s);
      fo[of + 1u] = cast<float>(w);
      fo[of + 2u] = bitcast<float>(s);
      fo[of + 3u] = bitcast<float>(w);
      fo[of + 4u] = cast<float>(f < 0.0f);
      fo[of + 5u] = cast<float>(cast<bool>(f));
      fo[of + 6u] = cast<float>(cast<bool>(s));
      fo[of + 7u] = cast<float>(bitcast<uint32_t>(f));
      io[oi + 0u] = cast<int32_t>(f);
      io[oi + 1u] = bitcast<int32_t>(f);
      io[oi + 2u] = cast<int32_t>(w);
      io[oi + 3u] = cast<int32_t>(s > 0);
      io[oi + 4u] = cast<int32_t>(cast<bool>(w));
      uo[oi + 0u] = cast<uint32_t>(f);
      uo[oi + 1u] = bitcast<uint32_t>(f);
      uo[oi + 2u] = cast<uint32_t>(s);
      uo[oi + 3u] = cast<uint32_t>(cast<bool>(f));
      uo[oi + 4u] = cast<uint32_t>(cast<bool>(s));
    });
      },
      {"x", "a", "u", "fo", "io", "uo"});
  std::vector<float> x = morph::testing::f32_inputs(30000);
  // Values near the integer limits and halfway cases of int -> f32 rounding.
  for (uint32_t b : {0x4effffffu, 0x4f000000u, 0xcf000000u, 0xcf000001u, 0x4f7fffffu, 0x4f800000u, 0xbf7fffffu,
                     0xbf800000u, 0x3f7fffffu, 0x80000001u})
    x.push_back(float_of(b));
  std::vector<int32_t> a = morph::testing::i32_inputs(x.size());
  std::vector<uint32_t> u(x.size());
  for (size_t i = 0; i < u.size(); ++i)
    u[i] = static_cast<uint32_t>(a[(i * 7919) % a.size()]) ^ (i % 3 ? 0u : 0x80000000u);
  for (size_t i = 0; i < 64 && i < a.size(); ++i) {
    a[i] = 16777216 + static_cast<int32_t>(i) - 8;  // ties and near-ties of int -> f32
    u[i] = 0xffffff00u + static_cast<uint32_t>(i);
  }
  uint32_t n = static_cast<uint32_t>(x.size());
  check(k, {(n + 255) / 256}, {256},
        {in_buf(x), in_buf(a), in_buf(u), out_buf<float>(size_t{n} * kCasts), out_buf<int32_t>(size_t{n} * kIntCasts),
         out_buf<uint32_t>(size_t{n} * kIntCasts)},
        "casts and bit casts");
}

TEST_P(ConformanceScalar, BoolWords) {
  // Bools are 32-bit words; the oracle keeps a loaded word's raw bits (2 is true, and 2 & 1 is
  // false); every backend must do the same.
  auto k = kernel(
      "conf_bool",
      [](Array<bool> p, Array<bool> q, Array<bool> bo, Array<uint32_t> uo) {
    Val<uint32_t> i = global_id(0);
    If(i < p.size(), [&] {
      Val<bool> a = p[i], b = q[i];
      Val<uint32_t> o = i * 8u;
      bo[o + 0u] = !a;
      bo[o + 1u] = a && b;
      bo[o + 2u] = a || b;
      bo[o + 3u] = a ^ b;
      bo[o + 4u] = a == b;
      bo[o + 5u] = a != b;
      bo[o + 6u] = select(a, b, !b);
      bo[o + 7u] = a;
      uo[i * 4u + 0u] = cast<uint32_t>(a);
      uo[i * 4u + 1u] = cast<uint32_t>(cast<int32_t>(b) + 1);
      uo[i * 4u + 2u] = bitcast<uint32_t>(cast<float>(a));
      Var<uint32_t> r(0u);
      If(a, [&] { r = 7u; }).Else([&] { r = 9u; });
      uo[i * 4u + 3u] = r;
    });
      },
      {"p", "q", "bo", "uo"});
  std::vector<uint32_t> words = {0u, 1u, 2u, 3u, 0x80000000u, 0xffffffffu, 0x100u};
  std::vector<uint32_t> p, q;
  for (uint32_t a : words)
    for (uint32_t b : words) {
      p.push_back(a);
      q.push_back(b);
    }
  uint32_t n = static_cast<uint32_t>(p.size());
  check(k, {(n + 31) / 32}, {32}, {in_buf(p), in_buf(q), out_buf<uint32_t>(n * 8), out_buf<uint32_t>(n * 4)},
        "bool words");
}

TEST_P(ConformanceScalar, ScalarParamsSelectsAndU32Shared) {
  // Scalar parameters of every type (a bool parameter is a raw word too), selects of every
  // type, and a u32 shared array.
  auto k = kernel(
      "conf_params",
      [](Val<float> f, Val<int32_t> s, Val<uint32_t> u, Val<bool> b, Array<float> x, Array<float> fo, Array<int32_t> io,
         Array<uint32_t> uo) {
    Shared<uint32_t> su = shared<uint32_t>(64, "su");
    Val<uint32_t> i = global_id(0), l = local_id(0);
    Val<float> v = x[i];
    Val<bool> c = v < f;
    su[l] = u + l;
    barrier();
    fo[i] = select(c, v * f, f - v);
    io[i * 3u] = select(c, s, -s);
    io[i * 3u + 1u] = select(b, s + 1, s - 1);
    io[i * 3u + 2u] = cast<int32_t>(b && c);
    uo[i * 2u] = select(c == b, su[(l + 3u) % 64u], u ^ l);
    uo[i * 2u + 1u] = cast<uint32_t>(!b);
      },
      {"f", "s", "u", "b", "x", "fo", "io", "uo"});
  std::vector<float> x = morph::testing::f32_inputs(64 * 8);
  for (uint32_t bbits : {0u, 1u, 2u}) {
    for (float f : {0.5f, -0.0f, float_of(0x7fc00000u), float_of(3u)}) {
      check(k, {8}, {64},
            {morph::testing::scalar_arg(f), morph::testing::scalar_arg(-123456),
             morph::testing::scalar_arg(0xfffffff0u), morph::testing::scalar_arg(bbits), in_buf(x),
             out_buf<float>(x.size()), out_buf<int32_t>(3 * x.size()), out_buf<uint32_t>(2 * x.size())},
            "scalar params, selects, u32 shared (bool word " + std::to_string(bbits) + ")");
    }
  }
}

}  // namespace

MORPH_INSTANTIATE_BACKENDS(ConformanceScalar);
