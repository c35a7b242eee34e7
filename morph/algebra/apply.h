// Applying an op of the algebra (morph/algebra/ops.h) to scalars, over F = float | Val<float>:
// the switch runs at trace time (the op is a comptime value), so a traced kernel holds only
// the chosen op's straight-line IR. Unary ops are Morph's math (morph/algebra/math.h); binary
// ops have the IR's semantics (add/sub/mul/div correctly rounded, min/max as dsl::min/max:
// NaN-propagating, -0 < +0).
//   float y = morph::algebra::apply(UnOp::Silu, 2.0f);
//   Val<float> z = morph::algebra::apply(BinOp::Mul, a, b);
//   float f = morph::algebra::apply(TerOp::Fma, a, b, c);   // a*b + c, one rounding
#pragma once
#include "morph/algebra/math.h"
#include "morph/algebra/ops.h"
#include "morph/base/error.h"

namespace morph::algebra {

/// The unary op `op` applied to x (Morph's one definition of it).
template <class F>
F apply(UnOp op, F x) {
  switch (op) {
// clang-format off
#define MORPH_UNOP(Enum, name, saturates) \
  case UnOp::Enum: return math::name(x);
#include "morph/algebra/ops.def"
    // clang-format on
  }
  MORPH_CHECK(false, "unknown UnOp");
  return x;
}

/// The binary op `op` applied to (a, b) with the IR's semantics.
template <class F>
F apply(BinOp op, F a, F b) {
  switch (op) {
    case BinOp::Add: return a + b;
    case BinOp::Sub: return a - b;
    case BinOp::Mul: return a * b;
    case BinOp::Div: return a / b;
    case BinOp::Min: return dsl::min(a, b);
    case BinOp::Max: return dsl::max(a, b);
  }
  MORPH_CHECK(false, "unknown BinOp");
  return a;
}

/// The ternary op `op` applied to (a, b, c) with the IR's semantics: fma is a*b + c rounded once
/// (IEEE 754 fusedMultiplyAdd; host std::fma, the IR's `fma` node when traced).
template <class F>
F apply(TerOp op, F a, F b, F c) {
  switch (op) {
    case TerOp::Fma: return dsl::fma(a, b, c);
  }
  MORPH_CHECK(false, "unknown TerOp");
  return a;
}

}  // namespace morph::algebra
