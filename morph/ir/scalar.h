// Host twins of the IR's scalar semantics (docs/ir.md): plain C++ functions on float, int32_t,
// uint32_t and bool that compute exactly what the IR op of the same name computes — f32 min/max
// with the NaN and ±0 rules, round-half-even rint, saturating float -> int casts, fma with one
// rounding. The oracle (morph/interp) evaluates IR through them, and the DSL (morph/dsl/scalar.h)
// re-exports them so that scalar code templated over F = float | Val<float> runs natively on the
// host with the same bits (DESIGN §3): one definition, used by both.
//   float m = ir::max(-0.0f, 0.0f);            // +0 (docs/ir.md: -0 is less than +0)
//   int32_t i = ir::cast<int32_t>(3.0e9f);     // INT32_MAX (saturates), NaN -> 0
// Host code using these must be compiled with -ffp-contract=off -fno-fast-math (the morph
// target's public flags do that).
#pragma once
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace morph::ir {

/// The arithmetic types of the IR on the host: f32, i32, u32, bool.
template <class T>
concept HostScalar =
    std::is_same_v<T, float> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> || std::is_same_v<T, bool>;

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

template <class T>
requires std::is_arithmetic_v<T>
inline T select(bool c, T a, T b) { return c ? a : b; }

/// Host value conversion with the IR's Cast semantics.
template <HostScalar To, HostScalar From>
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

/// The IR's `dp4a` (an island intrinsic, docs/ir.md "Islands"): c + Σ a_k·b_k over the four
/// bytes of a and b read as signed int8 (byte k = bits 8k..8k+7), the sum wrapping modulo 2^32
/// as CUDA's __dp4a(int, int, int) does (PTX dp4a.s32.s32). The oracle's exact emulation.
inline int32_t dp4a(int32_t a, int32_t b, int32_t c) {
  uint32_t acc = static_cast<uint32_t>(c);
  for (int k = 0; k < 4; ++k) {
    int32_t x = static_cast<int8_t>(static_cast<uint32_t>(a) >> (8 * k));
    int32_t y = static_cast<int8_t>(static_cast<uint32_t>(b) >> (8 * k));
    acc += static_cast<uint32_t>(x * y);  // |x·y| <= 2^14: no overflow
  }
  return static_cast<int32_t>(acc);
}

/// The IR's `byte_perm` (an island intrinsic, docs/ir.md "Islands"): byte n (0..3) of the result
/// is byte (s >> 4n) & 7 of the eight bytes x (bytes 0-3) and y (bytes 4-7); bit 3 of each
/// selector nibble and s's upper 16 bits are ignored — CUDA's __byte_perm(x, y, s) (CUDA Math
/// API, "Integer Intrinsics"; libdevice __nv_byte_perm), PTX prmt.b32 in its default mode on
/// selectors masked to 3 bits. The oracle's exact emulation.
inline uint32_t byte_perm(uint32_t x, uint32_t y, uint32_t s) {
  const uint64_t xy = (uint64_t{y} << 32) | x;
  uint32_t r = 0;
  for (uint32_t n = 0; n < 4; ++n) r |= static_cast<uint32_t>((xy >> (8 * ((s >> (4 * n)) & 7u))) & 255u) << (8 * n);
  return r;
}

template <HostScalar To, HostScalar From>
requires(sizeof(To) == 4 && sizeof(From) == 4) inline To bitcast(From x) { return std::bit_cast<To>(x); }

}  // namespace morph::ir
