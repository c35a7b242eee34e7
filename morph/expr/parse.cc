#include "morph/expr/parse.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "morph/algebra/apply.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"

namespace morph::expr {

using algebra::BinOp;
using algebra::Expr;
using algebra::UnOp;
using fusion::Chain;
using fusion::Extent;

namespace {
// The message, then the expression with a caret under the column. A long expression is shown
// as a window of kWindow characters each side of the column, with "..." for what is cut, so an
// error in a megabyte of text is a few lines, not the text again.
std::string caret(std::string_view expr, size_t column, const std::string& message) {
  constexpr size_t kWindow = 60;
  std::string s = str_cat("column ", column, ": ", message);
  if (expr.empty()) return s;
  size_t at = column > 0 ? column - 1 : 0;
  std::string_view shown = expr;
  std::string head, tail;
  if (expr.size() > 2 * kWindow + 1) {
    const size_t from = at > kWindow ? std::min(at - kWindow, expr.size()) : 0;
    shown = expr.substr(from, 2 * kWindow + 1);
    if (from > 0) head = "...";
    if (from + shown.size() < expr.size()) tail = "...";
    at = at - from + head.size();
  }
  // Control bytes are shown as \xNN (the caret counts their four columns).
  const size_t caret_col = head.size() + printable(shown.substr(0, std::min(at - head.size(), shown.size()))).size();
  s += str_cat("\n  ", head, printable(shown), tail, "\n  ");
  s += std::string(caret_col, ' ');
  s += '^';
  return s;
}
}  // namespace

ParseError::ParseError(std::string_view expr, size_t column, const std::string& message)
    : UserError(caret(expr, column, message)), column_(column) {}

std::string AstNode::str() const {
  switch (kind) {
    case Kind::Ident: return name;
    case Kind::Number: return text;
    case Kind::Neg: return str_cat("(-", args[0]->str(), ")");
    case Kind::Binary: return str_cat("(", args[0]->str(), " ", op, " ", args[1]->str(), ")");
    case Kind::Call: {
      std::string s = name + "(";
      bool first = true;
      for (const Ast& a : args) {
        s += (first ? "" : ", ") + a->str();
        first = false;
      }
      for (const auto& [k, v] : kwargs) {
        s += (first ? "" : ", ") + k + "=" + v->str();
        first = false;
      }
      return s + ")";
    }
  }
  return "?";
}

// ---- parser: recursive descent ---------------------------------------------------------------

namespace {

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}

  Ast parse() {
    skip();
    if (s_.size() > kMaxExpressionBytes)
      fail(0, str_cat("the expression is ", s_.size(), " bytes long; Morph accepts at most ", kMaxExpressionBytes));
    if (pos_ >= s_.size()) fail(pos_, "expected an expression but the text is empty");
    Ast e = expr();
    skip();
    if (pos_ < s_.size())
      fail(pos_, str_cat("expected an operator ('+', '-', '*', '/') or the end, but found ", found()));
    return e;
  }

 private:
  [[noreturn]] void fail(size_t pos, const std::string& msg) { throw ParseError(s_, pos + 1, msg); }
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  std::string found() const {
    if (pos_ >= s_.size()) return "the end of the expression";
    // A whole UTF-8 character where one starts here ('é', not its first byte); else one byte.
    const size_t n = std::max<size_t>(utf8_length(s_, pos_), 1);
    return "'" + printable(s_.substr(pos_, n)) + "'";
  }
  bool eat(char c) {
    skip();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  static std::shared_ptr<AstNode> make(AstNode::Kind k, size_t pos) {
    auto n = std::make_shared<AstNode>();
    n->kind = k;
    n->column = pos + 1;
    return n;
  }
  // Sets n's depth from its children and refuses trees deeper than kMaxExpressionDepth, so that
  // no later recursive pass (lowering, printing, destruction) can exhaust the stack.
  Ast finish(std::shared_ptr<AstNode> n) {
    uint32_t d = 0;
    for (const Ast& a : n->args) d = std::max(d, a->depth);
    for (const auto& kv : n->kwargs) d = std::max(d, kv.second->depth);
    n->depth = d + 1;
    if (n->depth > kMaxExpressionDepth) too_deep(n->column - 1);
    return n;
  }
  [[noreturn]] void too_deep(size_t pos) {
    fail(pos, str_cat("the expression nests more than ", kMaxExpressionDepth,
                      " levels deep here (an operation and its operands are two levels, a name or number one); split "
                      "it into several expressions (morph run --output, then --input)"));
  }
  // Bounds the parser's own recursion ('(', '-', call arguments) before the depth check can run.
  struct Nest {
    Parser& p;
    explicit Nest(Parser& parser) : p(parser) {
      if (++p.nest_ > kMaxExpressionDepth) p.too_deep(p.pos_);
    }
    ~Nest() { --p.nest_; }
  };

  Ast expr() {
    Ast lhs = term();
    for (;;) {
      skip();
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) {
        auto n = make(AstNode::Kind::Binary, pos_);
        n->op = s_[pos_++];
        n->args = {lhs, term()};
        lhs = finish(n);
      } else {
        return lhs;
      }
    }
  }
  Ast term() {
    Ast lhs = unary();
    for (;;) {
      skip();
      if (pos_ < s_.size() && (s_[pos_] == '*' || s_[pos_] == '/')) {
        auto n = make(AstNode::Kind::Binary, pos_);
        n->op = s_[pos_++];
        n->args = {lhs, unary()};
        lhs = finish(n);
      } else {
        return lhs;
      }
    }
  }
  Ast unary() {
    skip();
    if (pos_ < s_.size() && s_[pos_] == '-') {
      Nest nest(*this);
      auto n = make(AstNode::Kind::Neg, pos_++);
      n->args = {unary()};
      return finish(n);
    }
    return primary();
  }
  static bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
  static bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
  static bool digit(char c) { return c >= '0' && c <= '9'; }

  Ast primary() {
    skip();
    if (pos_ >= s_.size())
      fail(pos_, "expected an operand (a name, a number, '(' or '-') but found the end of the expression");
    char c = s_[pos_];
    if (c == '(') {
      Nest nest(*this);
      size_t open = pos_++;
      Ast e = expr();
      if (!eat(')')) fail(pos_, str_cat("expected ')' to close the '(' at column ", open + 1, " but found ", found()));
      return e;
    }
    if (digit(c) || (c == '.' && pos_ + 1 < s_.size() && digit(s_[pos_ + 1]))) return number();
    if (ident_start(c)) {
      size_t start = pos_;
      while (pos_ < s_.size() && ident_char(s_[pos_])) ++pos_;
      std::string name(s_.substr(start, pos_ - start));
      skip();
      if (pos_ < s_.size() && s_[pos_] == '(') return call(std::move(name), start);
      if (name == "inf" || name == "nan") {
        auto n = make(AstNode::Kind::Number, start);
        n->text = name;
        n->bits = name == "inf" ? 0x7f800000u : 0x7fc00000u;
        return n;
      }
      auto n = make(AstNode::Kind::Ident, start);
      n->name = std::move(name);
      return n;
    }
    fail(pos_, str_cat("expected an operand (a name, a number, '(' or '-') but found ", found()));
  }

  Ast number() {
    size_t start = pos_;
    while (pos_ < s_.size() && digit(s_[pos_])) ++pos_;
    if (pos_ < s_.size() && s_[pos_] == '.') {
      ++pos_;
      while (pos_ < s_.size() && digit(s_[pos_])) ++pos_;
    }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      size_t e = pos_++;
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) ++pos_;
      if (pos_ >= s_.size() || !digit(s_[pos_]))
        fail(pos_, str_cat("expected the digits of the exponent started at column ", e + 1, " but found ", found()));
      while (pos_ < s_.size() && digit(s_[pos_])) ++pos_;
    }
    if (pos_ < s_.size() && ident_char(s_[pos_]))
      fail(pos_,
           str_cat("expected an operator after the number '", s_.substr(start, pos_ - start), "' but found ", found()));
    auto n = make(AstNode::Kind::Number, start);
    n->text = std::string(s_.substr(start, pos_ - start));
    n->bits = bits_of(std::strtof(n->text.c_str(), nullptr));  // correctly rounded, overflow -> inf
    return n;
  }

  Ast call(std::string name, size_t start) {
    Nest nest(*this);
    auto n = make(AstNode::Kind::Call, start);
    n->name = std::move(name);
    eat('(');
    skip();
    if (eat(')')) return finish(n);
    for (;;) {
      skip();
      // keyword argument: name '=' expr (but not '==')
      size_t save = pos_;
      if (pos_ < s_.size() && ident_start(s_[pos_])) {
        size_t ks = pos_;
        while (pos_ < s_.size() && ident_char(s_[pos_])) ++pos_;
        std::string key(s_.substr(ks, pos_ - ks));
        skip();
        if (pos_ < s_.size() && s_[pos_] == '=') {
          ++pos_;
          for (const auto& kv : n->kwargs)
            if (kv.first == key) fail(ks, str_cat("keyword argument '", key, "' given twice"));
          n->kwargs.emplace_back(std::move(key), expr());
        } else {
          pos_ = save;
          if (!n->kwargs.empty())
            fail(pos_, "expected a keyword argument (name=value): positional arguments come first");
          n->args.push_back(expr());
        }
      } else {
        if (!n->kwargs.empty()) fail(pos_, "expected a keyword argument (name=value): positional arguments come first");
        n->args.push_back(expr());
      }
      if (eat(',')) continue;
      if (eat(')')) return finish(n);
      fail(pos_, str_cat("expected ',' or ')' in the arguments of '", n->name, "' (opened at column ", start + 1,
                         ") but found ", found()));
    }
  }

  std::string_view s_;
  size_t pos_ = 0;
  uint32_t nest_ = 0;
};

// ---- lowering to a Chain -----------------------------------------------------------------------

class ChainBuilder {
 public:
  explicit ChainBuilder(std::string_view text) : text_(text) {}

  ParsedChain run(const Ast& a) {
    if (auto b = const_bits(*a))
      fail(*a, str_cat("expected at least one input tensor: the expression is the constant ", algebra::f32_text(*b)));
    emit(a);
    return std::move(pc_);
  }

 private:
  [[noreturn]] void fail(const AstNode& n, const std::string& msg) { throw ParseError(text_, n.column, msg); }

  // The value of a subexpression without inputs, folded on the host with Morph's math (the
  // host instantiation gives the device's bits, L1), or nullopt when it reads an input.
  static std::optional<uint32_t> const_bits(const AstNode& n) {
    switch (n.kind) {
      case AstNode::Kind::Number: return n.bits;
      case AstNode::Kind::Ident: return std::nullopt;
      case AstNode::Kind::Neg: {
        auto b = const_bits(*n.args[0]);
        if (!b) return std::nullopt;
        return *b ^ 0x80000000u;  // neg is an exact sign flip
      }
      case AstNode::Kind::Binary: {
        auto a = const_bits(*n.args[0]), b = const_bits(*n.args[1]);
        if (!a || !b) return std::nullopt;
        BinOp op = n.op == '+' ? BinOp::Add : n.op == '-' ? BinOp::Sub : n.op == '*' ? BinOp::Mul : BinOp::Div;
        return bits_of(algebra::apply(op, float_of(*a), float_of(*b)));
      }
      case AstNode::Kind::Call: {
        if (!n.kwargs.empty()) return std::nullopt;
        auto un = algebra::unop_from_name(n.name);
        auto bin = algebra::binop_from_name(n.name);
        if (un && n.args.size() == 1) {
          auto a = const_bits(*n.args[0]);
          if (a) return bits_of(algebra::apply(*un, float_of(*a)));
        } else if (bin && n.args.size() == 2) {
          auto a = const_bits(*n.args[0]), b = const_bits(*n.args[1]);
          if (a && b) return bits_of(algebra::apply(*bin, float_of(*a), float_of(*b)));
        } else if (auto ter = algebra::terop_from_name(n.name); ter && n.args.size() == 3) {
          auto a = const_bits(*n.args[0]), b = const_bits(*n.args[1]), c = const_bits(*n.args[2]);
          if (a && b && c) return bits_of(algebra::apply(*ter, float_of(*a), float_of(*b), float_of(*c)));
        }
        return std::nullopt;
      }
    }
    return std::nullopt;
  }
  static bool is_leaf(const AstNode& n) { return n.kind == AstNode::Kind::Ident || const_bits(n).has_value(); }

  uint32_t slot_of(const std::string& name) {
    for (size_t k = 0; k < pc_.inputs.size(); ++k)
      if (pc_.inputs[k] == name) return static_cast<uint32_t>(k);
    pc_.inputs.push_back(name);
    return pc_.chain.add_input(Extent::Full);
  }
  Expr operand(const AstNode& n) {
    if (auto b = const_bits(n)) return Expr::constant(*b);
    return Expr::in(slot_of(n.name));
  }

  void binary(const AstNode& n, BinOp op, const Ast& l, const Ast& r) {
    bool ll = is_leaf(*l), rl = is_leaf(*r);
    bool acc_left;
    if (!ll && !rl) {
      fail(n, str_cat("expression is not chain-shaped: both operands of '",
                      n.kind == AstNode::Kind::Binary ? std::string(1, n.op) : n.name, "' are computed ('", l->str(),
                      "' at column ", l->column, " and '", r->str(), "' at column ", r->column,
                      "); a chain keeps one running value, so DAG expressions need the graph path "
                      "(dag_map)"));
    } else if (!rl) {
      acc_left = false;
    } else if (!ll) {
      acc_left = true;
    } else {
      acc_left = !const_bits(*l).has_value();  // both constant is impossible: folded above
    }
    emit(acc_left ? l : r);
    Expr other = operand(acc_left ? *r : *l);
    pc_.chain.map(acc_left ? Expr::bin(op, Expr::cur(), other) : Expr::bin(op, other, Expr::cur()));
  }

  void emit(const Ast& a) {
    const AstNode& n = *a;
    switch (n.kind) {
      case AstNode::Kind::Ident:
        MORPH_CHECK(pc_.inputs.empty(), "the spine starts once");
        pc_.inputs.push_back(n.name);  // the chain's source, input 0
        return;
      case AstNode::Kind::Number:
        fail(n, str_cat("expected an input tensor: the computation starts at the constant '", n.text,
                        "' (an expression needs at least one input name)"));
      case AstNode::Kind::Neg:
        if (const_bits(n)) fail(n, "expected an input tensor: the computation starts at a constant");
        emit(n.args[0]);
        pc_.chain.un(UnOp::Neg);
        return;
      case AstNode::Kind::Binary: {
        BinOp op = n.op == '+' ? BinOp::Add : n.op == '-' ? BinOp::Sub : n.op == '*' ? BinOp::Mul : BinOp::Div;
        binary(n, op, n.args[0], n.args[1]);
        return;
      }
      case AstNode::Kind::Call: call(n); return;
    }
  }

  void call(const AstNode& n) {
    auto un = algebra::unop_from_name(n.name);
    auto bin = algebra::binop_from_name(n.name);
    auto red = algebra::red_from_name(n.name);
    bool known = un || red || bin;
    if (algebra::terop_from_name(n.name))
      fail(n, str_cat("expression is not chain-shaped: '", n.name,
                      "' takes three operands and a chain keeps one "
                      "running value, so it needs the graph path (dag_map)"));
    if (!known)
      fail(n, str_cat("unknown function '", n.name, "'; expected a unary op (", algebra::unop_names(),
                      "), a binary op with two arguments "
                      "(add sub mul div min max) or a reduction (sum max min mean sumsq)"));
    if (!n.kwargs.empty())
      fail(*n.kwargs[0].second, str_cat("'", n.name, "' takes no keyword arguments (got '", n.kwargs[0].first, "')"));
    if (bin && n.args.size() == 2) {
      binary(n, *bin, n.args[0], n.args[1]);
      return;
    }
    if (n.args.size() != 1)
      fail(n, str_cat("'", n.name, "' expects ", (bin && !red ? "two arguments" : "one argument"),
                      (bin && red ? " (or two, for the binary form)" : ""), ", got ", n.args.size()));
    if (const_bits(*n.args[0]))
      fail(*n.args[0],
           str_cat("expected an expression over input tensors as the argument of '", n.name, "', found a constant"));
    emit(n.args[0]);
    if (un)
      pc_.chain.un(*un);
    else
      pc_.chain.reduce(*red);
  }

  std::string_view text_;
  ParsedChain pc_;
};

}  // namespace

Ast parse_expression(std::string_view text) { return Parser(text).parse(); }

ParsedChain to_chain(const Ast& ast, std::string_view text) { return ChainBuilder(text).run(ast); }

}  // namespace morph::expr
