// Host twins of the symbolic operations, with exactly the IR's semantics (docs/ir.md), so that
// scalar device code written as a template over F = float | Val<float> runs natively on the
// host and traces to IR from one source (DESIGN §3):
//   template <class F> F square_plus_one(F x) { return x * x + dsl::f32c<F>(0x3f800000u); }
//   float h = square_plus_one(2.0f);                 // host
//   Val<float> d = square_plus_one(Val<float>(x));   // traced
// Host code using these must be compiled with -ffp-contract=off -fno-fast-math (the morph
// target's public flags do that).
#pragma once
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "morph/dsl/val.h"

namespace morph::dsl {

inline float floor(float x) { return std::floor(x); }
inline float rint(float x) { return std::nearbyint(x); }  // round half to even (default mode)
inline float trunc(float x) { return std::trunc(x); }
inline float abs(float x) { return std::bit_cast<float>(std::bit_cast<uint32_t>(x) & 0x7fffffffu); }
inline float sqrt(float x) { return std::sqrt(x); }  // IEEE-754: correctly rounded
/// a*b + c rounded once (IEEE 754 fusedMultiplyAdd), the host twin of the IR's `fma`.
inline float fma(float a, float b, float c) { return std::fma(a, b, c); }
inline int32_t abs(int32_t x) { return x < 0 ? static_cast<int32_t>(0u - static_cast<uint32_t>(x)) : x; }

/// f32 min/max (docs/ir.md): a NaN operand gives NaN; -0 is less than +0.
inline float min(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return std::signbit(a) ? a : b;
}
inline float max(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return std::signbit(a) ? b : a;
}
inline int32_t min(int32_t a, int32_t b) { return a < b ? a : b; }
inline int32_t max(int32_t a, int32_t b) { return a < b ? b : a; }
inline uint32_t min(uint32_t a, uint32_t b) { return a < b ? a : b; }
inline uint32_t max(uint32_t a, uint32_t b) { return a < b ? b : a; }

template <class T> requires std::is_arithmetic_v<T>
inline T select(bool c, T a, T b) { return c ? a : b; }

/// Host value conversion with the IR's Cast semantics.
template <Arith To, Arith From>
inline To cast(From x) {
  if constexpr (std::is_same_v<To, From>) {
    return x;
  } else if constexpr (std::is_same_v<To, bool>) {
    return x != From(0);
  } else if constexpr (std::is_same_v<From, float> && std::is_same_v<To, int32_t>) {
    if (x != x) return 0;
    if (x >= 2147483648.0f) return std::numeric_limits<int32_t>::max();
    if (x <= -2147483648.0f) return std::numeric_limits<int32_t>::min();
    return static_cast<int32_t>(x);
  } else if constexpr (std::is_same_v<From, float> && std::is_same_v<To, uint32_t>) {
    if (x != x || x <= 0.0f) return 0;
    if (x >= 4294967296.0f) return std::numeric_limits<uint32_t>::max();
    return static_cast<uint32_t>(x);
  } else if constexpr (std::is_same_v<From, bool>) {
    return x ? To(1) : To(0);
  } else {
    return static_cast<To>(x);  // int->f32 (RNE), i32<->u32 (bits)
  }
}

template <Arith To, Arith From>
  requires(sizeof(To) == 4 && sizeof(From) == 4)
inline To bitcast(From x) {
  return std::bit_cast<To>(x);
}

/// An f32 constant from its bit pattern, in the scalar type F (float or Val<float>).
template <class F>
inline F f32c(uint32_t bits) {
  if constexpr (std::is_same_v<F, float>) return std::bit_cast<float>(bits);
  else return f32_bits(bits);
}

/// The integer / bool types that go with a scalar float type F in templated device code.
template <class F> struct scalar_family;
template <> struct scalar_family<float> { using I = int32_t; using U = uint32_t; using B = bool; };
template <> struct scalar_family<Val<float>> { using I = Val<int32_t>; using U = Val<uint32_t>; using B = Val<bool>; };
template <class F> using int_of = typename scalar_family<F>::I;
template <class F> using uint_of = typename scalar_family<F>::U;
template <class F> using bool_of = typename scalar_family<F>::B;

}  // namespace morph::dsl
