// docs/ir.md, checked: every arithmetic op and cast on the oracle against a reference written
// from the document's rules (integer ops through 64-bit/unsigned arithmetic; f32 + − × ÷ √ through
// double, which rounds correctly to f32 because 53 ≥ 2·24 + 2; min/max, rint, casts from their
// stated rules). Inputs: every pair of a list of specials (±0, denormals, ±inf, NaN, ties,
// INT32_MIN, shift counts ≥ 32, …) plus random bit patterns (seed printed).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

using namespace morph;
using namespace morph::dsl;

namespace {

template <class T>
std::vector<std::pair<T, T>> pairs_of(const std::vector<T>& specials, std::mt19937& rng, int random_count) {
  std::vector<std::pair<T, T>> p;
  for (T a : specials)
    for (T b : specials) p.push_back({a, b});
  std::uniform_int_distribution<uint32_t> bits;
  for (int i = 0; i < random_count; ++i) {
    uint32_t x = bits(rng), y = bits(rng);
    if (i % 4 == 0) y &= 63u;  // small shift counts and divisors too
    T a, b;
    std::memcpy(&a, &x, 4);
    std::memcpy(&b, &y, 4);
    p.push_back({a, b});
  }
  return p;
}

uint32_t print_seed(const char* what) {
  uint32_t s = std::random_device{}();
  std::printf("%s seed %u\n", what, s);
  return s;
}

constexpr int kIntOps = 21;
const char* kIntOpNames[kIntOps] = {"add", "sub", "mul", "div", "rem", "min", "max", "and",     "or",  "xor", "shl",
                                    "shr", "eq",  "ne",  "lt",  "le",  "gt",  "ge",  "neg/0-x", "abs", "not"};

template <class T>
KernelRef int_kernel(const char* name) {
  return kernel(
      name,
      [](Array<T> a, Array<T> b, Array<T> out) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      Val<T> x = a[i], y = b[i];
      Val<T> r[kIntOps] = {
          x + y,          x - y,           x * y,          x / y,           x % y,  min(x, y),       max(x, y),
          x & y,          x | y,           x ^ y,          x << y,          x >> y, cast<T>(x == y), cast<T>(x != y),
          cast<T>(x < y), cast<T>(x <= y), cast<T>(x > y), cast<T>(x >= y), -x,     Val<T>(T(0)),    ~x};
      if constexpr (std::is_signed_v<T>) r[19] = abs(x);  // abs is not defined on u32
      for (int k = 0; k < kIntOps; ++k) out[i * uint32_t(kIntOps) + uint32_t(k)] = r[k];
    });
      },
      {"a", "b", "out"});
}

// The document's integer rules, computed in 64-bit / unsigned arithmetic.
std::vector<uint32_t> int_reference(bool is_signed, uint32_t ua, uint32_t ub) {
  int64_t a = is_signed ? int64_t(int32_t(ua)) : int64_t(ua), b = is_signed ? int64_t(int32_t(ub)) : int64_t(ub);
  auto wrap = [](int64_t v) { return static_cast<uint32_t>(static_cast<uint64_t>(v)); };
  uint32_t div, rem;
  if (b == 0) {
    div = 0;
    rem = ua;
  } else if (is_signed && a == INT32_MIN && b == -1) {
    div = ua;
    rem = 0;
  } else {
    div = wrap(a / b);
    rem = wrap(a % b);
  }  // C++ truncation = the document's rule
  uint32_t sh = ub & 31u;
  uint32_t shr = is_signed ? wrap(a >> sh) : (ua >> sh);  // int64 >> of a negative floors: sign-filling
  return {wrap(a + b),
          wrap(a - b),
          ua * ub,
          div,
          rem,
          wrap(std::min(a, b)),
          wrap(std::max(a, b)),
          ua & ub,
          ua | ub,
          ua ^ ub,
          wrap(int64_t(uint64_t(ua) << sh)),
          shr,
          a == b,
          a != b,
          a<b, a <= b, a>
              b,
          a >= b,
          wrap(-a),
          is_signed ? wrap(a < 0 ? -a : a) : 0u,
          ~ua};
}

template <class T>
void check_ints(const char* name) {
  std::mt19937 rng(print_seed(name));
  std::vector<T> specials;
  for (int64_t v : std::initializer_list<int64_t>{0LL,
                                                  1LL,
                                                  -1LL,
                                                  2LL,
                                                  -2LL,
                                                  3LL,
                                                  -7LL,
                                                  31LL,
                                                  32LL,
                                                  33LL,
                                                  63LL,
                                                  64LL,
                                                  100LL,
                                                  -100LL,
                                                  int64_t(INT32_MIN),
                                                  int64_t(INT32_MIN) + 1,
                                                  int64_t(INT32_MAX),
                                                  0x55555555LL,
                                                  0x80000001LL,
                                                  0xffffffffLL,
                                                  0x7ffffffeLL})
    specials.push_back(static_cast<T>(static_cast<uint32_t>(v)));
  auto pairs = pairs_of(specials, rng, 20000);
  std::vector<T> a, b, out(pairs.size() * kIntOps);
  for (auto [x, y] : pairs) {
    a.push_back(x);
    b.push_back(y);
  }
  interp::Arg args[] = {interp::buffer(a), interp::buffer(b), interp::buffer(out)};
  interp::run(*int_kernel<T>(name), {static_cast<uint32_t>((a.size() + 255) / 256)}, {256}, args);
  int bad = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    std::vector<uint32_t> want = int_reference(std::is_signed_v<T>, uint32_t(a[i]), uint32_t(b[i]));
    for (int k = 0; k < kIntOps; ++k)
      if (uint32_t(out[i * kIntOps + k]) != want[k] && bad++ < 10)
        ADD_FAILURE() << name << " " << kIntOpNames[k] << "(" << a[i] << ", " << b[i] << ") = " << out[i * kIntOps + k]
                      << ", docs/ir.md says " << T(want[k]);
  }
  EXPECT_EQ(bad, 0);
}

}  // namespace

TEST(FoundationOpSemantics, I32) { check_ints<int32_t>("sem_i32"); }
TEST(FoundationOpSemantics, U32) { check_ints<uint32_t>("sem_u32"); }

namespace {

constexpr int kFloatOps = 12, kFloatU = 11;
const char* kFloatOpNames[kFloatOps] = {"add", "sub", "mul",   "div",  "min",   "max",
                                        "neg", "abs", "floor", "rint", "trunc", "sqrt"};
const char* kFloatUNames[kFloatU] = {"eq",
                                     "ne",
                                     "lt",
                                     "le",
                                     "gt",
                                     "ge",
                                     "cast<i32>",
                                     "cast<u32>",
                                     "cast<bool>",
                                     "cast<f32>(i32 bits)",
                                     "cast<f32>(u32 bits)"};

KernelRef float_kernel() {
  return kernel(
      "sem_f32",
      [](Array<float> a, Array<float> b, Array<float> of, Array<uint32_t> ou) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      Val<float> x = a[i], y = b[i];
      Val<float> r[kFloatOps] = {x + y, x - y,  x * y,    x / y,   min(x, y), max(x, y),
                                 -x,    abs(x), floor(x), rint(x), trunc(x),  sqrt(x)};
      for (int k = 0; k < kFloatOps; ++k) of[i * uint32_t(kFloatOps) + uint32_t(k)] = r[k];
      Val<uint32_t> u[kFloatU] = {cast<uint32_t>(x == y),
                                  cast<uint32_t>(x != y),
                                  cast<uint32_t>(x < y),
                                  cast<uint32_t>(x <= y),
                                  cast<uint32_t>(x > y),
                                  cast<uint32_t>(x >= y),
                                  bitcast<uint32_t>(cast<int32_t>(x)),
                                  cast<uint32_t>(x),
                                  cast<uint32_t>(cast<bool>(x)),
                                  bitcast<uint32_t>(cast<float>(bitcast<int32_t>(y))),
                                  bitcast<uint32_t>(cast<float>(bitcast<uint32_t>(y)))};
      for (int k = 0; k < kFloatU; ++k) ou[i * uint32_t(kFloatU) + uint32_t(k)] = u[k];
    });
      },
      {"a", "b", "of", "ou"});
}

float f(double d) { return static_cast<float>(d); }  // the one rounding, RNE
bool neg_bit(float x) { return bits_of(x) >> 31; }

float ref_minmax(float a, float b, bool is_max) {
  if (a != a || b != b) return std::numeric_limits<float>::quiet_NaN();
  if (a == b) return (neg_bit(a) == is_max) ? b : a;  // ±0: min prefers −0, max prefers +0
  return (a < b) != is_max ? a : b;
}

float ref_rint(float x) {
  if (x != x || std::isinf(x) || std::fabs(x) >= 8388608.0f) return x;
  double d = x, fl = std::floor(d), diff = d - fl;
  double r = diff < 0.5 ? fl : diff > 0.5 ? fl + 1 : (std::fmod(fl, 2.0) == 0 ? fl : fl + 1);
  return std::copysign(f(r), x);  // a zero result keeps the input's sign
}

std::vector<uint32_t> float_u_reference(float a, float b) {
  uint32_t ci = a != a                ? 0u
                : a >= 2147483648.0f  ? uint32_t(INT32_MAX)
                : a <= -2147483648.0f ? uint32_t(INT32_MIN)
                                      : uint32_t(int32_t(std::trunc(double(a))));
  uint32_t cu = (a != a || a <= 0.0f) ? 0u : a >= 4294967296.0f ? UINT32_MAX : uint32_t(std::trunc(double(a)));
  int32_t bi;
  uint32_t bu = bits_of(b);
  std::memcpy(&bi, &bu, 4);
  return {a == b, a != b, a<b, a <= b, a> b, a >= b, ci, cu, a != 0.0f, bits_of(f(double(bi))), bits_of(f(double(bu)))};
}

}  // namespace

TEST(FoundationOpSemantics, F32) {
  std::mt19937 rng(print_seed("sem_f32"));
  const float inf = std::numeric_limits<float>::infinity(), dmin = std::numeric_limits<float>::denorm_min();
  std::vector<float> specials = {0.0f,
                                 -0.0f,
                                 dmin,
                                 -dmin,
                                 float_of(0x007fffffu),
                                 -float_of(0x007fffffu),
                                 std::numeric_limits<float>::min(),
                                 -std::numeric_limits<float>::min(),
                                 1.0f,
                                 -1.0f,
                                 0.5f,
                                 -0.5f,
                                 1.5f,
                                 -1.5f,
                                 2.5f,
                                 -2.5f,
                                 3.5f,
                                 0.49999997f,
                                 8388607.5f,
                                 -8388607.5f,
                                 8388609.0f,
                                 16777217.0f,
                                 1e-40f,
                                 3.0f,
                                 7.0f,
                                 std::numeric_limits<float>::max(),
                                 -std::numeric_limits<float>::max(),
                                 inf,
                                 -inf,
                                 std::numeric_limits<float>::quiet_NaN(),
                                 float_of(0xffc00001u),
                                 2147483520.0f,
                                 2147483648.0f,
                                 -2147483648.0f,
                                 -2147483904.0f,
                                 4294967040.0f,
                                 4294967296.0f,
                                 -4294967296.0f,
                                 1e20f,
                                 -1e-20f};
  auto pairs = pairs_of(specials, rng, 20000);
  std::vector<float> a, b, of(pairs.size() * kFloatOps);
  std::vector<uint32_t> ou(pairs.size() * kFloatU);
  for (auto [x, y] : pairs) {
    a.push_back(x);
    b.push_back(y);
  }
  interp::Arg args[] = {interp::buffer(a), interp::buffer(b), interp::buffer(of), interp::buffer(ou)};
  interp::run(*float_kernel(), {static_cast<uint32_t>((a.size() + 255) / 256)}, {256}, args);
  int bad = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    float x = a[i], y = b[i];
    double dx = x, dy = y;
    float want[kFloatOps] = {f(dx + dy),
                             f(dx - dy),
                             f(dx * dy),
                             f(dx / dy),
                             ref_minmax(x, y, false),
                             ref_minmax(x, y, true),
                             float_of(bits_of(x) ^ 0x80000000u),
                             float_of(bits_of(x) & 0x7fffffffu),
                             f(std::floor(dx)),
                             ref_rint(x),
                             f(std::trunc(dx)),
                             f(std::sqrt(dx))};
    for (int k = 0; k < kFloatOps; ++k)
      if (!same_float(of[i * kFloatOps + k], want[k]) && bad++ < 10)
        ADD_FAILURE() << kFloatOpNames[k] << "(0x" << std::hex << bits_of(x) << ", 0x" << bits_of(y) << ") = 0x"
                      << bits_of(of[i * kFloatOps + k]) << ", docs/ir.md says 0x" << bits_of(want[k]);
    std::vector<uint32_t> wu = float_u_reference(x, y);
    for (int k = 0; k < kFloatU; ++k)
      if (ou[i * kFloatU + k] != wu[k] && bad++ < 10)
        ADD_FAILURE() << kFloatUNames[k] << "(0x" << std::hex << bits_of(x) << ", 0x" << bits_of(y) << ") = 0x"
                      << ou[i * kFloatU + k] << ", docs/ir.md says 0x" << wu[k];
  }
  EXPECT_EQ(bad, 0);
  // NaN-moving ops move bits exactly: neg and abs of a NaN keep its payload.
  EXPECT_EQ(
      bits_of(of[(std::find_if(a.begin(), a.end(), [](float v) { return bits_of(v) == 0xffc00001u; }) - a.begin()) *
                     kFloatOps +
                 6]),
      0x7fc00001u);
}

// docs/ir.md "Flush mode": with interp::Options::flush_denormals the operands of add/sub/mul/div/
// sqrt/min/max and of comparisons, and the results of add/sub/mul/div/sqrt, read as signed zero.
TEST(FoundationOpSemantics, FlushMode) {
  auto k = kernel(
      "sem_flush",
      [](Array<float> a, Array<float> b, Array<float> out, Array<uint32_t> cmp) {
    Val<uint32_t> i = global_id(0);
    Val<float> x = a[i], y = b[i];
    Val<float> r[6] = {x + y, x * y, x / y, sqrt(x), min(x, y), max(x, y)};
    for (uint32_t k2 = 0; k2 < 6; ++k2) out[i * 6u + k2] = r[k2];
    cmp[i] = cast<uint32_t>(x == y);
      },
      {"a", "b", "out", "cmp"});
  const float d = std::numeric_limits<float>::denorm_min(), fmin = std::numeric_limits<float>::min();
  // x, y chosen so that each flushed/unflushed result is unambiguous.
  std::vector<float> a = {d, -d, fmin, 3 * d, 1.0f}, b = {0.0f, 1.0f, 0.5f, 2 * d, 1.0f};
  std::vector<float> out(a.size() * 6);
  std::vector<uint32_t> cmp(a.size());
  interp::Options flush;
  flush.flush_denormals = true;
  interp::Arg args[] = {interp::buffer(a), interp::buffer(b), interp::buffer(out), interp::buffer(cmp)};
  interp::run(*k, {1}, {static_cast<uint32_t>(a.size())}, args, flush);
  auto at = [&](size_t i, int op) { return bits_of(out[i * 6 + op]); };
  EXPECT_EQ(at(0, 0), bits_of(0.0f));      // d + 0 -> 0 + 0
  EXPECT_EQ(at(1, 1), bits_of(-0.0f));     // -d * 1 -> -0 * 1
  EXPECT_EQ(at(1, 3), bits_of(-0.0f));     // sqrt(-d) -> sqrt(-0) = -0, not NaN
  EXPECT_EQ(at(2, 1), bits_of(0.0f));      // FLT_MIN * 0.5 is denormal -> +0
  EXPECT_EQ(at(2, 2), bits_of(2 * fmin));  // FLT_MIN / 0.5 = 2 FLT_MIN, normal: kept
  EXPECT_EQ(cmp[3], 1u);                   // 3d == 2d once both are read as 0
  EXPECT_EQ(at(3, 4), bits_of(0.0f));      // min(+0, +0)
  EXPECT_EQ(at(4, 0), bits_of(2.0f));      // normal numbers are untouched
  // Without flush mode the same launch keeps every denormal.
  interp::run(*k, {1}, {static_cast<uint32_t>(a.size())}, args);
  EXPECT_EQ(at(0, 0), bits_of(d));
  EXPECT_TRUE(std::isnan(out[1 * 6 + 3]));  // sqrt(-d) is NaN when -d is not flushed
  EXPECT_EQ(at(2, 1), bits_of(fmin * 0.5f));
  EXPECT_EQ(cmp[3], 0u);
}
