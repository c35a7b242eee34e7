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

}  // namespace morph::dsl
