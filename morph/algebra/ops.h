// The op algebra's alphabet (DESIGN §4): unary and binary Map ops, reductions, and the class
// predicate that alone decides fusion. Scalar meanings live in morph/algebra/math.h (unary,
// Morph's own math, L1) and are applied by morph/algebra/apply.h.
//   is_map(UnOp::Silu) == true; fusible(Class::Map, Class::Reduce) == false
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace morph::algebra {

enum class UnOp : uint8_t {
  Neg, Recip, Abs, Square, Exp, Log, Sqrt, Rsqrt, Tanh, Sigmoid, Silu, Gelu, GeluTanh, Softplus,
  Relu, Erf, Sin, Cos,
};
inline constexpr int kUnOpCount = 18;

enum class BinOp : uint8_t { Add, Sub, Mul, Div, Min, Max };
inline constexpr int kBinOpCount = 6;

enum class Red : uint8_t { Sum, Max, Min, Mean, SumSq };
inline constexpr int kRedCount = 5;

enum class Class : uint8_t { Map, Reduce };

inline constexpr Class class_of(UnOp) { return Class::Map; }
inline constexpr Class class_of(BinOp) { return Class::Map; }
inline constexpr Class class_of(Red) { return Class::Reduce; }
inline constexpr bool is_map(Class c) { return c == Class::Map; }
template <class Op> constexpr bool is_map(Op op) { return class_of(op) == Class::Map; }
/// Two adjacent ops fuse into one kernel iff both are Maps (DESIGN §4).
inline constexpr bool fusible(Class a, Class b) { return is_map(a) && is_map(b); }

/// Names as the CLI and docs spell them: "neg", "recip", …, "gelu_tanh"; "add", …; "sum", … "sumsq".
std::string_view name(UnOp op);
std::string_view name(BinOp op);
std::string_view name(Red op);
std::optional<UnOp> unop_from_name(std::string_view s);
std::optional<BinOp> binop_from_name(std::string_view s);
std::optional<Red> red_from_name(std::string_view s);

}  // namespace morph::algebra
