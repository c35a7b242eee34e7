#include "morph/algebra/expr.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"

namespace morph::algebra {

namespace {
std::shared_ptr<const ExprNode> node(ExprKind k, uint8_t op, uint32_t v, Expr a, Expr b) {
  auto n = std::make_shared<ExprNode>();
  n->kind = k;
  n->op = op;
  n->value = v;
  n->a = std::move(a);
  n->b = std::move(b);
  return n;
}
}  // namespace

Expr Expr::cur() { return Expr(node(ExprKind::Cur, 0, 0, Expr(), Expr())); }
Expr Expr::in(uint32_t slot) { return Expr(node(ExprKind::In, 0, slot, Expr(), Expr())); }
Expr Expr::constant(uint32_t bits) { return Expr(node(ExprKind::Const, 0, bits, Expr(), Expr())); }
Expr Expr::constant_f32(float v) { return constant(bits_of(v)); }
Expr Expr::un(UnOp op, Expr e) {
  MORPH_CHECK(e.n_ != nullptr);
  return Expr(node(ExprKind::Un, static_cast<uint8_t>(op), 0, std::move(e), Expr()));
}
Expr Expr::bin(BinOp op, Expr a, Expr b) {
  MORPH_CHECK(a.n_ != nullptr && b.n_ != nullptr);
  return Expr(node(ExprKind::Bin, static_cast<uint8_t>(op), 0, std::move(a), std::move(b)));
}

ExprKind Expr::kind() const { return n_->kind; }
uint32_t Expr::slot() const {
  MORPH_CHECK(kind() == ExprKind::In);
  return n_->value;
}
uint32_t Expr::bits() const {
  MORPH_CHECK(kind() == ExprKind::Const);
  return n_->value;
}
UnOp Expr::unop() const {
  MORPH_CHECK(kind() == ExprKind::Un);
  return static_cast<UnOp>(n_->op);
}
BinOp Expr::binop() const {
  MORPH_CHECK(kind() == ExprKind::Bin);
  return static_cast<BinOp>(n_->op);
}
const Expr& Expr::lhs() const {
  MORPH_CHECK(kind() == ExprKind::Un || kind() == ExprKind::Bin);
  return n_->a;
}
const Expr& Expr::rhs() const {
  MORPH_CHECK(kind() == ExprKind::Bin);
  return n_->b;
}

size_t Expr::op_count() const {
  switch (kind()) {
    case ExprKind::Un: return 1 + lhs().op_count();
    case ExprKind::Bin: return 1 + lhs().op_count() + rhs().op_count();
    default: return 0;
  }
}
size_t Expr::cur_count() const {
  switch (kind()) {
    case ExprKind::Cur: return 1;
    case ExprKind::Un: return lhs().cur_count();
    case ExprKind::Bin: return lhs().cur_count() + rhs().cur_count();
    default: return 0;
  }
}
int64_t Expr::max_slot() const {
  switch (kind()) {
    case ExprKind::In: return slot();
    case ExprKind::Un: return lhs().max_slot();
    case ExprKind::Bin: return std::max(lhs().max_slot(), rhs().max_slot());
    default: return -1;
  }
}

void Expr::hash_append(Hasher& h) const {
  h.add(static_cast<uint8_t>(kind()));
  switch (kind()) {
    case ExprKind::Cur: break;
    case ExprKind::In:
    case ExprKind::Const: h.add(n_->value); break;
    case ExprKind::Un:
      h.add(n_->op);
      lhs().hash_append(h);
      break;
    case ExprKind::Bin:
      h.add(n_->op);
      lhs().hash_append(h);
      rhs().hash_append(h);
      break;
  }
}

std::string f32_text(uint32_t bits) {
  if (is_nan_bits(bits)) {
    if (bits == 0x7fc00000u) return "nan";
    return str_cat("nan(0x", hex64(bits).substr(8), ")");
  }
  float f = float_of(bits);
  if (std::isinf(f)) return f < 0 ? "-inf" : "inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof(buf), f);
  return std::string(buf, r.ptr);
}

namespace {
const char* infix(BinOp op) {
  switch (op) {
    case BinOp::Add: return " + ";
    case BinOp::Sub: return " - ";
    case BinOp::Mul: return " * ";
    case BinOp::Div: return " / ";
    default: return nullptr;
  }
}
void print(const Expr& e, std::string& out, bool nested) {
  switch (e.kind()) {
    case ExprKind::Cur: out += "cur"; return;
    case ExprKind::In: out += str_cat("in", e.slot()); return;
    case ExprKind::Const: out += f32_text(e.bits()); return;
    case ExprKind::Un:
      out += name(e.unop());
      out += '(';
      print(e.lhs(), out, false);
      out += ')';
      return;
    case ExprKind::Bin:
      if (const char* op = infix(e.binop())) {
        if (nested) out += '(';
        print(e.lhs(), out, true);
        out += op;
        print(e.rhs(), out, true);
        if (nested) out += ')';
      } else {
        out += name(e.binop());
        out += '(';
        print(e.lhs(), out, false);
        out += ", ";
        print(e.rhs(), out, false);
        out += ')';
      }
      return;
  }
}
}  // namespace

std::string Expr::str() const {
  std::string s;
  print(*this, s, false);
  return s;
}

bool operator==(const Expr& a, const Expr& b) {
  if (a.n_ == b.n_) return true;
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case ExprKind::Cur: return true;
    case ExprKind::In:
    case ExprKind::Const: return a.n_->value == b.n_->value;
    case ExprKind::Un: return a.n_->op == b.n_->op && a.lhs() == b.lhs();
    case ExprKind::Bin: return a.n_->op == b.n_->op && a.lhs() == b.lhs() && a.rhs() == b.rhs();
  }
  return false;
}

Expr compose(const Expr& g, const Expr& f) {
  switch (g.kind()) {
    case ExprKind::Cur: return f;
    case ExprKind::In:
    case ExprKind::Const: return g;
    case ExprKind::Un: return Expr::un(g.unop(), compose(g.lhs(), f));
    case ExprKind::Bin: return Expr::bin(g.binop(), compose(g.lhs(), f), compose(g.rhs(), f));
  }
  MORPH_CHECK(false, "bad expr kind");
  return g;
}

}  // namespace morph::algebra
