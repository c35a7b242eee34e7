#include "morph/fusion/lower.h"

#include <bit>
#include <map>

namespace morph::fusion {

namespace {

bool is_composite(const std::string& name) {
  return name == "rms_norm" || name == "layer_norm" || name == "softmax";
}

class Lowerer {
 public:
  Lowerer(std::string_view text, const LowerOptions& opts) : text_(text), opts_(opts) {}

  GraphExpr run(const Ast& ast) {
    Sym y = lower(*ast);
    out_.graph.output("y", y);
    return std::move(out_);
  }

 private:
  [[noreturn]] void fail(const AstNode& n, const std::string& msg) { throw ParseError(text_, n.column, msg); }

  float number(const AstNode& n, const std::string& what) {
    if (n.kind == AstNode::Kind::Number) return std::bit_cast<float>(n.bits);
    if (n.kind == AstNode::Kind::Neg && n.args[0]->kind == AstNode::Kind::Number)
      return -std::bit_cast<float>(n.args[0]->bits);
    fail(n, str_cat(what, " must be a number"));
  }

  Sym lower(const AstNode& n) {
    Graph& g = out_.graph;
    switch (n.kind) {
      case AstNode::Kind::Ident: {
        auto it = inputs_.find(n.name);
        if (it != inputs_.end()) return it->second;
        bool vec = opts_.row_vectors.count(n.name) > 0;
        Sym s = g.input(n.name, opts_.cols, vec ? Extent::PerCol : Extent::Full);
        out_.inputs.push_back(n.name);
        return inputs_[n.name] = s;
      }
      case AstNode::Kind::Number: return g.constant_bits(n.bits);
      case AstNode::Kind::Neg: return neg(lower(*n.args[0]));
      case AstNode::Kind::Binary: {
        Sym a = lower(*n.args[0]), b = lower(*n.args[1]);
        switch (n.op) {
          case '+': return a + b;
          case '-': return a - b;
          case '*': return a * b;
          case '/': return a / b;
        }
        fail(n, str_cat("unknown operator '", n.op, "'"));
      }
      case AstNode::Kind::Call: return call(n);
    }
    fail(n, "unknown expression");
  }

  Sym full_arg(const AstNode& n, const AstNode& arg) {
    Sym s = lower(arg);
    if (s.node().extent != Extent::Full)
      fail(n, str_cat("'", n.name, "' reduces rows of a [rows, cols] value; its argument is ",
                      extent_name(s.node().extent), " (a row vector or an already reduced value)"));
    return s;
  }

  Sym call(const AstNode& n) {
    auto args_must_be = [&](size_t k) {
      if (n.args.size() != k) fail(n, str_cat("'", n.name, "' takes ", k, " argument", k == 1 ? "" : "s", ", got ", n.args.size()));
    };
    float eps = n.name == "layer_norm" ? 1e-5f : 1e-6f;
    for (const auto& [key, value] : n.kwargs) {
      if ((n.name == "rms_norm" || n.name == "layer_norm") && key == "eps") eps = number(*value, "eps");
      else fail(*value, str_cat("'", n.name, "' has no keyword argument '", key, "'",
                                n.name == "rms_norm" || n.name == "layer_norm" ? " (it takes eps=…)" : ""));
    }
    if (n.name == "rms_norm" || n.name == "layer_norm" || n.name == "softmax") {
      args_must_be(1);
      Sym x = full_arg(n, *n.args[0]);
      if (n.name == "rms_norm") return rms_norm(x, eps);
      if (n.name == "layer_norm") return layer_norm(x, eps);
      return softmax(x);
    }
    if ((n.name == "min" || n.name == "max") && n.args.size() == 2) {
      Sym a = lower(*n.args[0]), b = lower(*n.args[1]);
      return n.name == "min" ? min(a, b) : max(a, b);
    }
    if (auto red = algebra::red_from_name(n.name)) {
      args_must_be(1);
      return reduce(*red, full_arg(n, *n.args[0]));
    }
    if (auto un_op = algebra::unop_from_name(n.name)) {
      args_must_be(1);
      return un(*un_op, lower(*n.args[0]));
    }
    fail(n, str_cat("unknown function '", n.name,
                    "' (unary ops, min/max, sum/max/min/mean/sumsq, rms_norm, layer_norm, softmax)"));
  }

  std::string_view text_;
  const LowerOptions& opts_;
  GraphExpr out_;
  std::map<std::string, Sym> inputs_;
};

}  // namespace

GraphExpr lower_to_graph(const Ast& ast, std::string_view text, const LowerOptions& opts) {
  MORPH_USER_CHECK(opts.cols >= 1, "lower_to_graph: cols must be >= 1");
  return Lowerer(text, opts).run(ast);
}

bool uses_reductions(const Ast& ast) {
  if (ast->kind == AstNode::Kind::Call &&
      (is_composite(ast->name) || (algebra::red_from_name(ast->name) && ast->args.size() == 1)))
    return true;
  for (const Ast& a : ast->args)
    if (uses_reductions(a)) return true;
  for (const auto& kv : ast->kwargs)
    if (uses_reductions(kv.second)) return true;
  return false;
}

}  // namespace morph::fusion
