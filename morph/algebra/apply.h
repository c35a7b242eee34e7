// Applying an op of the algebra (morph/algebra/ops.h) to scalars, over F = float | Val<float>:
// the switch runs at trace time (the op is a comptime value), so a traced kernel holds only
// the chosen op's straight-line IR. Unary ops are Morph's math (morph/algebra/math.h); binary
// ops have the IR's semantics (add/sub/mul/div correctly rounded, min/max as dsl::min/max:
// NaN-propagating, -0 < +0).
//   float y = morph::algebra::apply(UnOp::Silu, 2.0f);
//   Val<float> z = morph::algebra::apply(BinOp::Mul, a, b);
#pragma once
#include "morph/algebra/math.h"
#include "morph/algebra/ops.h"
#include "morph/base/error.h"

namespace morph::algebra {

/// The unary op `op` applied to x (Morph's one definition of it).
template <class F> F apply(UnOp op, F x) {
  switch (op) {
    case UnOp::Neg: return math::neg(x);
    case UnOp::Recip: return math::recip(x);
    case UnOp::Abs: return math::abs(x);
    case UnOp::Square: return math::square(x);
    case UnOp::Exp: return math::exp(x);
    case UnOp::Log: return math::log(x);
    case UnOp::Sqrt: return math::sqrt(x);
    case UnOp::Rsqrt: return math::rsqrt(x);
    case UnOp::Tanh: return math::tanh(x);
    case UnOp::Sigmoid: return math::sigmoid(x);
    case UnOp::Silu: return math::silu(x);
    case UnOp::Gelu: return math::gelu(x);
    case UnOp::GeluTanh: return math::gelu_tanh(x);
    case UnOp::Softplus: return math::softplus(x);
    case UnOp::Relu: return math::relu(x);
    case UnOp::Erf: return math::erf(x);
    case UnOp::Sin: return math::sin(x);
    case UnOp::Cos: return math::cos(x);
  }
  MORPH_CHECK(false, "unknown UnOp");
  return x;
}

/// The binary op `op` applied to (a, b) with the IR's semantics.
template <class F> F apply(BinOp op, F a, F b) {
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

}  // namespace morph::algebra
