// Map expressions of the op algebra (DESIGN §4): Expr = Cur | In(k) | Const(bits) | Un(op, e) |
// Bin(op, a, b). `Cur` is the value flowing along a chain, `In(k)` a side input, `Const` an f32
// bit pattern. compose(g, f) = g[Cur := f] is the functor law read as fusion.
//   Expr f = Expr::bin(BinOp::Mul, Expr::cur(), Expr::in(1));   // cur * in1
//   Expr g = Expr::un(UnOp::Silu, Expr::cur());                  // silu(cur)
//   Expr h = compose(g, f);                                      // silu(cur * in1)
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "morph/algebra/ops.h"
#include "morph/base/hash.h"

namespace morph::algebra {

enum class ExprKind : uint8_t { Cur, In, Const, Un, Bin };
struct ExprNode;

/// An immutable expression tree (shared nodes; copying is cheap).
class Expr {
 public:
  /// The chain's running value.
  static Expr cur();
  /// Side input number `slot` (its meaning and extent belong to the Chain).
  static Expr in(uint32_t slot);
  /// An f32 constant given by its bit pattern (NaN payloads and -0 kept).
  static Expr constant(uint32_t bits);
  static Expr constant_f32(float v);
  static Expr un(UnOp op, Expr e);
  static Expr bin(BinOp op, Expr a, Expr b);

  ExprKind kind() const;
  bool is_leaf() const { return kind() == ExprKind::Cur || kind() == ExprKind::In || kind() == ExprKind::Const; }
  /// In(k): k. Precondition: kind() == In.
  uint32_t slot() const;
  /// Const: the f32 bits. Precondition: kind() == Const.
  uint32_t bits() const;
  UnOp unop() const;
  BinOp binop() const;
  /// Un: the operand; Bin: the left operand.
  const Expr& lhs() const;
  /// Bin: the right operand.
  const Expr& rhs() const;

  /// Number of Un and Bin nodes (the ops a naive evaluation would run).
  size_t op_count() const;
  /// Number of Cur leaves.
  size_t cur_count() const;
  /// Largest In slot used, or -1 when there is none.
  int64_t max_slot() const;

  /// Stable hash of the tree's structure, ops, slots and constant bits.
  void hash_append(Hasher& h) const;
  /// Readable form: "silu(cur * in1 + 0x3f800000)" style, constants as values ("1", "-0", "nan").
  std::string str() const;

  friend bool operator==(const Expr& a, const Expr& b);

 private:
  friend struct ExprNode;
  Expr() = default;  // only for ExprNode's absent children
  explicit Expr(std::shared_ptr<const ExprNode> n) : n_(std::move(n)) {}
  std::shared_ptr<const ExprNode> n_;
};

struct ExprNode {
  ExprKind kind;
  uint8_t op = 0;
  uint32_t value = 0;  // In: slot; Const: bits
  Expr a, b;           // Un: a; Bin: a, b
};

/// g[Cur := f]: every Cur leaf of g replaced by f (DESIGN §4). compose(g, cur()) == g.
Expr compose(const Expr& g, const Expr& f);

/// Shortest text that reads back as the same f32 (e.g. "1", "-0", "1e-06", "inf", "nan");
/// NaNs other than the default quiet NaN print as "nan(0x7fc00001)".
std::string f32_text(uint32_t bits);

}  // namespace morph::algebra
