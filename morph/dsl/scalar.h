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
#include "morph/ir/scalar.h"

namespace morph::dsl {

// The host twins live in morph/ir/scalar.h (shared with the oracle); here they join the Val
// overloads so that templated device code finds both under dsl::.
using ir::abs;
using ir::bitcast;
using ir::cast;
using ir::floor;
using ir::fma;
using ir::max;
using ir::min;
using ir::rint;
using ir::select;
using ir::sqrt;
using ir::trunc;

/// An f32 constant from its bit pattern, in the scalar type F (float or Val<float>).
template <class F>
inline F f32c(uint32_t bits) {
  if constexpr (std::is_same_v<F, float>)
    return std::bit_cast<float>(bits);
  else
    return f32_bits(bits);
}

/// The integer / bool types that go with a scalar float type F in templated device code.
template <class F>
struct scalar_family;
template <>
struct scalar_family<float> {
  using I = int32_t;
  using U = uint32_t;
  using B = bool;
};
template <>
struct scalar_family<Val<float>> {
  using I = Val<int32_t>;
  using U = Val<uint32_t>;
  using B = Val<bool>;
};
template <class F>
using int_of = typename scalar_family<F>::I;
template <class F>
using uint_of = typename scalar_family<F>::U;
template <class F>
using bool_of = typename scalar_family<F>::B;

/// IEEE binary16 bits h (h < 2^16) -> f32, exactly, in integer ops (GGML_FP16_TO_FP32): normal,
/// subnormal (m·2^-24, a normal f32), ±0, ±inf, NaN (payload kept, shifted; a signaling NaN stays
/// signaling). In a kernel, dsl::half_to_float (island.h) has this as its default arm.
template <class F>
F f16_bits_to_f32(uint_of<F> h) {
  using U = uint_of<F>;
  U sign = (h >> 15u) << 31u;
  U e = (h >> 10u) & 31u;
  U m = h & 1023u;
  U normal = sign | ((e + 112u) << 23u) | (m << 13u);
  U special = sign | 0x7f800000u | (m << 13u);
  // subnormal (and zero): m * 2^-24 is exact in f32; the sign is or-ed into the bits.
  F sub_mag = cast<float>(cast<int32_t>(m)) * f32c<F>(0x33800000u);
  U sub = bitcast<uint32_t>(sub_mag) | sign;
  U bits = select(e == 0u, sub, select(e == 31u, special, normal));
  return bitcast<float>(bits);
}

}  // namespace morph::dsl
