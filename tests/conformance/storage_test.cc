// Storage types through kernels on the oracle: loads and stores of f16, bf16, i8 and u8 against
// reference conversions written here independently of morph/base/float_bits.h — decoding with
// ldexp over double, encoding by searching the sorted table of every representable value with
// ties to the even code (so neither side shares code with Morph's bit-twiddling). Covers all
// 2^16 f16 and bf16 codes, every midpoint between neighbours (the ties) and its f32 neighbours,
// the f32 specials and random f32 bit patterns (seed printed).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

using namespace morph;
using namespace morph::dsl;

namespace {

uint32_t fbits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float bitsf(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// ---- the reference formats: (exponent bits, mantissa bits) ---------------------------------
struct Fmt {
  int ebits, mbits;
  uint16_t inf_code() const { return static_cast<uint16_t>(((1u << ebits) - 1u) << mbits); }
  uint16_t quiet_nan() const { return static_cast<uint16_t>(inf_code() | (1u << (mbits - 1))); }
  int bias() const { return (1 << (ebits - 1)) - 1; }
  bool is_nan(uint16_t h) const { return (h & 0x7fffu) > inf_code(); }
  /// Exact value of a non-NaN code as a double (inf for the inf code).
  double decode(uint16_t h) const {
    int e = (h >> mbits) & ((1 << ebits) - 1);
    int m = h & ((1 << mbits) - 1);
    double mag;
    if (e == (1 << ebits) - 1)
      mag = std::numeric_limits<double>::infinity();
    else if (e == 0)
      mag = std::ldexp(m, 1 - bias() - mbits);
    else
      mag = std::ldexp((1 << mbits) + m, e - bias() - mbits);
    return (h & 0x8000u) ? -mag : mag;
  }
  /// Round-to-nearest-even by search over the positive codes 0..inf (inf stands for the next
  /// power of two, 2^(emax+1), which makes overflow rounding fall out of the same rule).
  uint16_t encode(float f) const {
    uint16_t sign = std::signbit(f) ? 0x8000u : 0u;
    if (f != f) return static_cast<uint16_t>(sign | quiet_nan());
    double a = std::fabs(static_cast<double>(f));
    static thread_local std::vector<double> table;
    static thread_local int table_for = -1;
    if (table_for != ebits) {
      table.clear();
      for (uint32_t c = 0; c < inf_code(); ++c) table.push_back(decode(static_cast<uint16_t>(c)));
      table.push_back(std::ldexp(1.0, (1 << (ebits - 1))));  // 2^(emax + 1) for the inf code
      table_for = ebits;
    }
    if (std::isinf(a) || a >= table.back()) return static_cast<uint16_t>(sign | inf_code());
    size_t hi = std::lower_bound(table.begin(), table.end(), a) - table.begin();
    if (table[hi] == a) return static_cast<uint16_t>(sign | hi);
    size_t lo = hi - 1;
    double dl = a - table[lo], dh = table[hi] - a;  // exact: both within one binade of a
    size_t pick = dl < dh ? lo : dh < dl ? hi : (lo % 2 == 0 ? lo : hi);
    return static_cast<uint16_t>(sign | pick);
  }
};
constexpr Fmt kF16{5, 10};
constexpr Fmt kBF16{8, 7};

/// The f32 a loaded code must produce: its exact value; for NaN the sign, the payload in the
/// top mantissa bits and (f16) the quiet bit, as docs/ir.md defines.
uint32_t expected_load(const Fmt& fmt, uint16_t h) {
  if (fmt.is_nan(h)) {
    uint32_t sign = (h & 0x8000u) ? 0x80000000u : 0u;
    uint32_t payload = static_cast<uint32_t>(h & ((1u << fmt.mbits) - 1u)) << (23 - fmt.mbits);
    uint32_t quiet = fmt.mbits == 10 ? 0x00400000u : 0u;  // bf16 loads keep the bits as they are
    return sign | 0x7f800000u | payload | quiet;
  }
  return fbits(static_cast<float>(fmt.decode(h)));
}

/// f32 inputs for the store tests: every code's value, every midpoint and its neighbours, the
/// specials, and random bit patterns.
std::vector<float> store_inputs(const Fmt& fmt, std::mt19937& rng) {
  std::vector<float> v;
  for (uint32_t c = 0; c < 0x10000u; ++c) {
    uint16_t h = static_cast<uint16_t>(c);
    if (fmt.is_nan(h)) continue;
    double x = fmt.decode(h);
    v.push_back(static_cast<float>(x));
    if ((c & 0x7fffu) < fmt.inf_code()) {
      double next = (c & 0x7fffu) + 1 == fmt.inf_code() ? std::copysign(std::ldexp(1.0, 1 << (fmt.ebits - 1)), x)
                                                        : fmt.decode(static_cast<uint16_t>(c + 1));
      float mid = static_cast<float>((x + next) / 2);  // exact in f32: one more bit than the format
      EXPECT_EQ(static_cast<double>(mid), (x + next) / 2);
      v.push_back(mid);
      v.push_back(std::nextafter(mid, 0.0f));
      v.push_back(std::nextafter(mid, std::copysign(INFINITY, mid)));
    }
  }
  const float specials[] = {0.0f,
                            -0.0f,
                            INFINITY,
                            -INFINITY,
                            NAN,
                            -NAN,
                            bitsf(0x7f800001u),
                            bitsf(0xffbfffffu),
                            std::numeric_limits<float>::denorm_min(),
                            -std::numeric_limits<float>::denorm_min(),
                            bitsf(0x007fffffu),
                            bitsf(0x807fffffu),
                            std::numeric_limits<float>::min(),
                            std::numeric_limits<float>::max(),
                            -std::numeric_limits<float>::max(),
                            65504.0f,
                            65519.996f,
                            65520.0f,
                            -65520.0f,
                            65536.0f,
                            1e9f,
                            5.9604645e-8f,
                            2.9802322e-8f,
                            bitsf(0x33000001u),
                            1.0f / 3.0f};
  v.insert(v.end(), std::begin(specials), std::end(specials));
  std::uniform_int_distribution<uint32_t> bits;
  for (int i = 0; i < 100000; ++i) v.push_back(bitsf(bits(rng)));
  return v;
}

template <class S>
void check_float_storage(const Fmt& fmt, const char* name) {
  // Loads: every code.
  auto load = kernel(
      std::string("found_load_") + name,
      [](Array<S> in, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] { out[i] = in[i]; });
      },
      {"in", "out"});
  std::vector<S> codes(0x10000);
  for (uint32_t c = 0; c < 0x10000u; ++c) codes[c].bits = static_cast<uint16_t>(c);
  std::vector<float> loaded(0x10000);
  interp::Arg largs[] = {interp::buffer(codes), interp::buffer(loaded)};
  interp::run(*load, {256}, {256}, largs);
  size_t bad = 0;
  for (uint32_t c = 0; c < 0x10000u; ++c)
    if (fbits(loaded[c]) != expected_load(fmt, static_cast<uint16_t>(c)) && bad++ < 5)
      ADD_FAILURE() << name << " load 0x" << std::hex << c << ": got 0x" << fbits(loaded[c]) << " want 0x"
                    << expected_load(fmt, static_cast<uint16_t>(c));
  EXPECT_EQ(bad, 0u) << name << " loads";

  // Stores: f32 -> code, round to nearest even.
  uint32_t seed = std::random_device{}();
  std::printf("%s store seed %u\n", name, seed);
  std::mt19937 rng(seed);
  std::vector<float> in = store_inputs(fmt, rng);
  std::vector<S> out(in.size());
  auto store = kernel(
      std::string("found_store_") + name,
      [](Array<float> x, Array<S> y) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] { y[i] = x[i]; });
      },
      {"x", "y"});
  interp::Arg sargs[] = {interp::buffer(in), interp::buffer(out)};
  interp::run(*store, {static_cast<uint32_t>((in.size() + 255) / 256)}, {256}, sargs);
  bad = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    uint16_t want = fmt.encode(in[i]);
    if (out[i].bits != want && bad++ < 5)
      ADD_FAILURE() << name << " store of f32 0x" << std::hex << fbits(in[i]) << ": got 0x" << out[i].bits << " want 0x"
                    << want;
  }
  EXPECT_EQ(bad, 0u) << name << " stores (" << in.size() << " inputs)";

  // Round trip code -> f32 -> code in one kernel: identity except NaN, which becomes canonical.
  auto trip = kernel(
      std::string("found_trip_") + name,
      [](Array<S> a, Array<S> b) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] { b[i] = a[i]; });
      },
      {"a", "b"});
  std::vector<S> back(0x10000);
  interp::Arg targs[] = {interp::buffer(codes), interp::buffer(back)};
  interp::run(*trip, {256}, {256}, targs);
  for (uint32_t c = 0; c < 0x10000u; ++c) {
    uint16_t h = static_cast<uint16_t>(c);
    uint16_t want = fmt.is_nan(h) ? static_cast<uint16_t>((h & 0x8000u) | fmt.quiet_nan()) : h;
    ASSERT_EQ(back[c].bits, want) << name << " round trip of 0x" << std::hex << c;
  }
}

}  // namespace

TEST(FoundationStorage, F16AllCodes) { check_float_storage<f16>(kF16, "f16"); }
TEST(FoundationStorage, BF16AllCodes) { check_float_storage<bf16>(kBF16, "bf16"); }

TEST(FoundationStorage, ReferenceSelfCheck) {
  // The reference formats agree with values known from the IEEE 754 / bfloat16 definitions.
  EXPECT_EQ(kF16.decode(0x3c00), 1.0);
  EXPECT_EQ(kF16.decode(0x7bff), 65504.0);
  EXPECT_EQ(kF16.decode(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(kF16.encode(65519.0f), 0x7bff);
  EXPECT_EQ(kF16.encode(65520.0f), 0x7c00);               // the midpoint to 2^16 ties to the even code (inf)
  EXPECT_EQ(kF16.encode(std::ldexp(1.0f, -25)), 0x0000);  // tie with 0: even
  EXPECT_EQ(kF16.encode(std::ldexp(3.0f, -25)), 0x0002);  // tie 1 / 2: even
  EXPECT_EQ(kBF16.decode(0x3f80), 1.0);
  EXPECT_EQ(kBF16.decode(0x0001), std::ldexp(1.0, -133));
  EXPECT_EQ(kBF16.encode(bitsf(0x3f808000u)), 0x3f80);  // tie, even
  EXPECT_EQ(kBF16.encode(bitsf(0x3f818000u)), 0x3f82);  // tie, even
  EXPECT_EQ(kBF16.encode(bitsf(0x7f7f8000u)), 0x7f80);  // FLT_MAX side rounds to inf
}

TEST(FoundationStorage, Int8AndUint8) {
  // Loads: i8 sign-extends to i32, u8 zero-extends to u32 — all 256 bytes.
  std::vector<int8_t> s8(256);
  std::vector<uint8_t> u8(256);
  for (int b = 0; b < 256; ++b) {
    uint8_t byte = static_cast<uint8_t>(b);
    std::memcpy(&s8[b], &byte, 1);
    u8[b] = byte;
  }
  auto ld = kernel(
      "found_load_bytes",
      [](Array<int8_t> a, Array<uint8_t> b, Array<int32_t> ai, Array<uint32_t> bu) {
    Val<uint32_t> i = global_id(0);
    ai[i] = a[i];
    bu[i] = b[i];
      },
      {"a", "b", "ai", "bu"});
  std::vector<int32_t> ai(256);
  std::vector<uint32_t> bu(256);
  interp::Arg largs[] = {interp::buffer(s8), interp::buffer(u8), interp::buffer(ai), interp::buffer(bu)};
  interp::run(*ld, {4}, {64}, largs);
  for (int b = 0; b < 256; ++b) {
    EXPECT_EQ(ai[b], b < 128 ? b : b - 256) << b;
    EXPECT_EQ(bu[b], static_cast<uint32_t>(b)) << b;
  }
  // Stores keep the low 8 bits (two's complement), no saturation.
  std::vector<int32_t> vals;
  for (int v = -1000; v <= 1000; ++v) vals.push_back(v);
  for (int32_t v : {INT32_MIN, INT32_MAX, 0x12345678, -0x12345678, 255, 256, -129, 128}) vals.push_back(v);
  std::vector<int8_t> o8(vals.size());
  std::vector<uint8_t> ou8(vals.size());
  auto st = kernel(
      "found_store_bytes",
      [](Array<int32_t> v, Array<int8_t> a, Array<uint8_t> b) {
    Val<uint32_t> i = global_id(0);
    If(i < v.size(), [&] {
      Val<int32_t> x = v[i];
      a[i] = x;
      b[i] = bitcast<uint32_t>(x);
    });
      },
      {"v", "a", "b"});
  interp::Arg sargs[] = {interp::buffer(vals), interp::buffer(o8), interp::buffer(ou8)};
  interp::run(*st, {static_cast<uint32_t>((vals.size() + 63) / 64)}, {64}, sargs);
  for (size_t i = 0; i < vals.size(); ++i) {
    uint8_t want = static_cast<uint8_t>(static_cast<uint32_t>(vals[i]) & 0xffu);
    uint8_t got;
    std::memcpy(&got, &o8[i], 1);
    EXPECT_EQ(got, want) << vals[i];
    EXPECT_EQ(ou8[i], want) << vals[i];
  }
}
