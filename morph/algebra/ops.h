// The op algebra's alphabet (DESIGN §4): unary, binary and ternary (fma) Map ops and reductions (listed once, in
// morph/algebra/ops.def), and the class predicate that alone decides fusion. Scalar meanings live
// in morph/algebra/math.h (unary, Morph's own math, L1) and are applied by morph/algebra/apply.h.
//   is_map(UnOp::Silu) == true; fusible(Class::Map, Class::Reduce) == false
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace morph::algebra {

/// Unary Map ops (ops.def).
enum class UnOp : uint8_t {
#define MORPH_UNOP(Enum, name, saturates) Enum,
#include "morph/algebra/ops.def"
};
/// Binary Map ops (ops.def).
enum class BinOp : uint8_t {
#define MORPH_BINOP(Enum, name) Enum,
#include "morph/algebra/ops.def"
};
/// Ternary Map ops (ops.def): fma(a, b, c) = a*b + c rounded once.
enum class TerOp : uint8_t {
#define MORPH_TEROP(Enum, name) Enum,
#include "morph/algebra/ops.def"
};
/// Reductions over the last axis (ops.def).
enum class Red : uint8_t {
#define MORPH_RED(Enum, name) Enum,
#include "morph/algebra/ops.def"
};
inline constexpr int kUnOpCount = 0
#define MORPH_UNOP(Enum, name, saturates) +1
#include "morph/algebra/ops.def"
    ;
inline constexpr int kBinOpCount = 0
#define MORPH_BINOP(Enum, name) +1
#include "morph/algebra/ops.def"
    ;
inline constexpr int kTerOpCount = 0
#define MORPH_TEROP(Enum, name) +1
#include "morph/algebra/ops.def"
    ;
inline constexpr int kRedCount = 0
#define MORPH_RED(Enum, name) +1
#include "morph/algebra/ops.def"
    ;

/// An op's class (DESIGN §4): Map ops fuse with each other; a Reduce (a reduction) or an Opaque op
/// (matmul, gather: morph/fusion/opaque_ops.h) is a fence that fusion never crosses.
enum class Class : uint8_t { Map, Reduce, Opaque };

inline constexpr Class class_of(UnOp) { return Class::Map; }
inline constexpr Class class_of(BinOp) { return Class::Map; }
inline constexpr Class class_of(TerOp) { return Class::Map; }
inline constexpr Class class_of(Red) { return Class::Reduce; }
inline constexpr bool is_map(Class c) { return c == Class::Map; }
template <class Op>
constexpr bool is_map(Op op) {
  return class_of(op) == Class::Map;
}
/// Two adjacent ops fuse into one kernel iff both are Maps (DESIGN §4); partition
/// (morph/fusion/partition.h) joins a node to its operand's region by this predicate alone.
inline constexpr bool fusible(Class a, Class b) { return is_map(a) && is_map(b); }

/// True for the ops that flatten large |x| (exp, tanh, sigmoid, silu, gelu, softplus, erf …):
/// test inputs that feed them stay moderate so that outputs are informative (ops.def).
inline constexpr bool saturates(UnOp op) {
  switch (op) {
// clang-format off
#define MORPH_UNOP(Enum, name, sat) \
  case UnOp::Enum: return sat != 0;
#include "morph/algebra/ops.def"
    // clang-format on
  }
  return false;
}

/// Names as the CLI and docs spell them: "neg", "recip", …, "gelu_tanh"; "add", …; "fma"; "sum", … "sumsq".
std::string_view name(UnOp op);
std::string_view name(BinOp op);
std::string_view name(TerOp op);
std::string_view name(Red op);
/// Every unary op's name, space-separated in ops.def order ("neg recip … cos"), for messages.
std::string unop_names();
std::optional<UnOp> unop_from_name(std::string_view s);
std::optional<BinOp> binop_from_name(std::string_view s);
std::optional<TerOp> terop_from_name(std::string_view s);
std::optional<Red> red_from_name(std::string_view s);

}  // namespace morph::algebra
