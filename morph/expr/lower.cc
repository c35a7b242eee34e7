#include "morph/expr/lower.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>

namespace morph::expr {

using namespace fusion;  // the graph builder's vocabulary: Graph, Sym and the ops on Syms

namespace {

bool is_composite(const std::string& name) { return name == "rms_norm" || name == "layer_norm" || name == "softmax"; }

class Lowerer {
 public:
  Lowerer(std::string_view text, const LowerOptions& opts) : text_(text), opts_(opts) {
    if (!opts.shapes.empty()) {
      std::vector<std::pair<std::string, std::vector<uint64_t>>> named;
      for (const auto& [name, d] : opts.shapes) named.emplace_back(name, d.shape);
      domain_ = broadcast_domain(named);
    }
  }

  GraphExpr run(const Ast& ast) {
    Sym y = lower(*ast);
    out_.graph.output("y", y, opts_.out);
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

  static bool is_number(const AstNode& n) {
    return n.kind == AstNode::Kind::Number ||
           (n.kind == AstNode::Kind::Neg && n.args[0]->kind == AstNode::Kind::Number);
  }

  // The number's text as written, for messages.
  std::string text_of(const AstNode& n) const {
    const AstNode& num = n.kind == AstNode::Kind::Neg ? *n.args[0] : n;
    return str_cat(n.kind == AstNode::Kind::Neg ? "-" : "", algebra::f32_text(num.bits));
  }

  Sym lower(const AstNode& n) {
    Graph& g = out_.graph;
    switch (n.kind) {
      case AstNode::Kind::Ident: {
        auto it = inputs_.find(n.name);
        if (it != inputs_.end()) return it->second;
        Sym s;
        if (!opts_.shapes.empty()) {
          auto d = opts_.shapes.find(n.name);
          if (d == opts_.shapes.end()) fail(n, str_cat("input '", n.name, "' has no shape (no tensor given for it)"));
          s = g.input(n.name, d->second.shape, domain_, d->second.dtype);
        } else {
          bool vec = opts_.row_vectors.count(n.name) > 0;
          s = g.input(n.name, opts_.cols, vec ? Extent::PerCol : Extent::Full, opts_.dtype);
        }
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
      fail(n, str_cat("'", n.name, "' reduces each row of a [rows, cols] value, but its argument varies along ",
                      s.node().extent == Extent::PerCol ? "the columns only (a [cols] row vector)"
                      : s.node().extent == Extent::PerRow
                          ? "the rows only (a [rows, 1] column or an already reduced value)"
                          : "neither axis (a scalar)",
                      "; reductions run over a value of [rows, cols]"));
    return s;
  }

  /// NumPy rank of the value of `n`: the largest rank of the inputs it reads (0 for constants).
  size_t value_rank(const AstNode& n) const {
    size_t r = 0;
    if (n.kind == AstNode::Kind::Ident)
      if (auto it = opts_.shapes.find(n.name); it != opts_.shapes.end()) r = it->second.shape.size();
    for (const Ast& a : n.args) r = std::max(r, value_rank(*a));
    for (const auto& kv : n.kwargs) r = std::max(r, value_rank(*kv.second));
    return r;
  }

  bool known_function(const std::string& name) const {
    return is_composite(name) || algebra::binop_from_name(name) || algebra::red_from_name(name) ||
           algebra::unop_from_name(name) || algebra::terop_from_name(name);
  }

  Sym call(const AstNode& n) {
    if (!known_function(n.name))
      fail(n,
           str_cat(
               "unknown function '", n.name, "' (the unary ops ", algebra::unop_names(),
               "; add sub mul div min max; fma; the reductions sum max min mean sumsq; rms_norm layer_norm softmax)"));
    auto args_must_be = [&](size_t k) {
      if (n.args.size() != k)
        fail(n, str_cat("'", n.name, "' takes ", k, " argument", k == 1 ? "" : "s", ", got ", n.args.size()));
    };
    if (n.name == "rms_norm" || n.name == "layer_norm") return norm(n);
    if (n.name == "softmax") {
      for (const auto& [key, value] : n.kwargs) {
        if (key != "dim") fail(*value, str_cat("'softmax' has no keyword argument '", key, "' (it takes dim=-1)"));
        // The argument's last axis, as PyTorch numbers it: -1, or rank - 1 — the rank of the
        // argument itself (NumPy mode: the broadcast rank of the inputs it reads, as torch sees
        // that tensor; else a [rows, cols] value, rank 2). Any other axis is refused: an N-D
        // value is reduced along its last axis only.
        args_must_be(1);
        const size_t rank = opts_.shapes.empty() ? 2 : std::max<size_t>(value_rank(*n.args[0]), 1);
        float d = number(*value, "dim");
        if (!opts_.rank_unknown && d != -1.0f && d != static_cast<float>(rank - 1))
          fail(*value, str_cat("softmax over dim=", algebra::f32_text(std::bit_cast<uint32_t>(d)),
                               " is not supported: Morph reduces the last axis (dim=-1 or dim=", rank - 1,
                               " for this rank-", rank, " input)"));
      }
      args_must_be(1);
      return softmax(full_arg(n, *n.args[0]));
    }
    for (const auto& kv : n.kwargs)
      fail(*kv.second, str_cat("'", n.name, "' has no keyword argument '", kv.first, "'"));
    // Binary ops by name (min and max with one argument are the reductions below).
    if (auto bin = algebra::binop_from_name(n.name); bin && (n.args.size() == 2 || !algebra::red_from_name(n.name))) {
      args_must_be(2);
      Sym a = lower(*n.args[0]), b = lower(*n.args[1]);
      return out_.graph.bin(*bin, a, b);
    }
    if (auto ter = algebra::terop_from_name(n.name)) {
      args_must_be(3);
      Sym a = lower(*n.args[0]), b = lower(*n.args[1]), c = lower(*n.args[2]);
      return out_.graph.ter(*ter, a, b, c);
    }
    if (auto red = algebra::red_from_name(n.name)) {
      if (n.args.size() != 1 && algebra::binop_from_name(n.name))
        fail(n, str_cat("'", n.name, "' takes 1 argument (the row reduction) or 2 (elementwise), got ", n.args.size()));
      args_must_be(1);
      return fusion::reduce(*red, full_arg(n, *n.args[0]));
    }
    auto un_op = algebra::unop_from_name(n.name);
    args_must_be(1);
    return un(*un_op, lower(*n.args[0]));
  }

  // rms_norm(x[, weight][, eps=…]) and layer_norm(x[, weight[, bias]][, eps=…]), Morph's and
  // PyTorch's spellings (weight=, bias= as keywords too): rms_norm(x)*w, and layer_norm with its
  // affine (graph.h: more accurate than writing layer_norm(x)*w + b, which rounds xhat first).
  Sym norm(const AstNode& n) {
    const bool ln = n.name == "layer_norm";
    const size_t max_args = ln ? 3 : 2;
    if (n.args.empty() || n.args.size() > max_args)
      fail(n, str_cat("'", n.name, "' takes x", ln ? ", then optional weight and bias" : ", then an optional weight",
                      " (", n.args.size(), " positional arguments given)"));
    float eps = ln ? 1e-5f : 1e-6f;
    const AstNode* weight = n.args.size() > 1 ? n.args[1].get() : nullptr;
    const AstNode* bias = n.args.size() > 2 ? n.args[2].get() : nullptr;
    for (const auto& [key, value] : n.kwargs) {
      if (key == "eps") {
        eps = number(*value, "eps");
        if (!fusion::norm_eps_valid(eps))
          fail(*value,
               str_cat("'", n.name, "': eps must be a finite number >= 0 (it is added to the mean square), got ",
                       text_of(*value), std::isfinite(eps) ? "" : " (not finite in f32)"));
      } else if (key == "weight" && !weight) {
        weight = value.get();
      } else if (key == "bias" && ln && !bias) {
        bias = value.get();
      } else {
        fail(*value, str_cat("'", n.name, "' has no keyword argument '", key, "'",
                             key == "weight" || key == "bias" ? " here (given twice?)" : "",
                             ln ? " (it takes weight=, bias=, eps=…)" : " (it takes weight=, eps=…)"));
      }
    }
    if (bias && !weight) fail(*bias, "layer_norm: a bias needs a weight (layer_norm(x, w, b))");
    // A number where the weight or bias goes is almost always an epsilon given positionally
    // (rms_norm(x, 1e-6)); taking it as a constant weight would silently scale the output.
    for (const AstNode* t : {weight, bias}) {
      if (!t || !is_number(*t)) continue;
      fail(*t, str_cat("'", n.name, "' takes a tensor as its ", t == weight ? "weight" : "bias",
                       ", not a number; an epsilon is given as eps=", text_of(*t),
                       t == weight ? " (a constant scale is written rms_norm(x)*c)" : ""));
    }
    Sym x = full_arg(n, *n.args[0]);
    if (!ln) {
      Sym y = rms_norm(x, eps);
      return weight ? y * lower(*weight) : y;
    }
    if (!weight) return layer_norm(x, eps);
    // The affine inside the norm (fusion::layer_norm(x, w[, b], eps), ops::layer_norm_graph's
    // graph): xhat * w + b from xhat's two parts by fma, not layer_norm(x)*w + b.
    Sym w = lower(*weight);
    if (!bias) return layer_norm(x, w, eps);
    Sym b = lower(*bias);
    return layer_norm(x, w, b, eps);
  }

  std::string_view text_;
  const LowerOptions& opts_;
  GraphExpr out_;
  std::map<std::string, Sym> inputs_;
  std::vector<uint64_t> domain_;
};

void collect_names(const Ast& ast, std::vector<std::string>& names) {
  // Iterative (a deep tree must not overflow the stack), left to right.
  std::vector<const AstNode*> stack{ast.get()};
  while (!stack.empty()) {
    const AstNode* n = stack.back();
    stack.pop_back();
    if (n->kind == AstNode::Kind::Ident) {
      if (std::find(names.begin(), names.end(), n->name) == names.end()) names.push_back(n->name);
      continue;
    }
    for (size_t k = n->kwargs.size(); k-- > 0;) stack.push_back(n->kwargs[k].second.get());
    for (size_t k = n->args.size(); k-- > 0;) stack.push_back(n->args[k].get());
  }
}

}  // namespace

GraphExpr lower_to_graph(const Ast& ast, std::string_view text, const LowerOptions& opts) {
  MORPH_USER_CHECK(opts.cols >= 1, "lower_to_graph: cols must be >= 1");
  return Lowerer(text, opts).run(ast);
}

std::vector<std::string> input_names(const Ast& ast, std::string_view) {
  std::vector<std::string> names;
  collect_names(ast, names);
  return names;
}

std::vector<uint64_t> broadcast_domain(const std::vector<std::pair<std::string, std::vector<uint64_t>>>& shapes) {
  std::vector<uint64_t> d;
  std::string first;
  for (const auto& [name, s] : shapes) {
    MORPH_USER_CHECK(s.size() <= 4, "input '", name, "' has shape ", shape_text(s),
                     ": ranks above 4 are not supported");
    std::vector<uint64_t> b;
    if (!broadcast_shape(d, s, b)) {
      // Name the earlier input the mismatching axis came from.
      std::string other = first;
      for (const auto& [n2, s2] : shapes) {
        if (n2 == name) break;
        std::vector<uint64_t> tmp;
        if (!broadcast_shape(s2, s, tmp)) {
          other = str_cat(n2, " ", shape_text(s2));
          break;
        }
      }
      throw UserError(str_cat("operands could not be broadcast together: ", other, " and ", name, " ", shape_text(s),
                              " (NumPy's rules: axes aligned on the right must be equal or 1)"));
    }
    if (first.empty()) first = str_cat(name, " ", shape_text(s));
    d = std::move(b);
  }
  return d;
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

}  // namespace morph::expr
