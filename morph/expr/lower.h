// Lowering an expression AST (morph/expr/parse.h) to a traced Graph (morph/fusion/graph.h):
// the one path from expression text to launches (elementwise chains, DAGs, reductions, norms).
// Identifiers are inputs — with `shapes`, tensors of any NumPy shapes that broadcast together
// (rank <= 4; the domain is their broadcast shape); else [rows, cols] tensors, or [cols] vectors
// broadcast along rows when named in `row_vectors`;
// numbers are constants; `+ - * /`, unary minus and the unary ops map to graph nodes;
// `min(a, b)`/`max(a, b)` are binary, `fma(a, b, c)` is a*b + c rounded once;
// `max(x)`/`min(x)`/`sum(x)`/`mean(x)`/`sumsq(x)` reduce the last axis; `rms_norm(x, eps=1e-6)`,
// `layer_norm(x, eps=1e-5)` and `softmax(x)` are the composite patterns of graph.h. A repeated identifier is one input
// (fan-out).
//   GraphExpr ge = lower_to_graph(parse_expression(text), text, {128, {"w"}});
//   Plan::fused(ge.graph).launch_count();   // rms_norm(x, eps=1e-6)*w*silu(g): 1
#pragma once
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "morph/expr/parse.h"
#include "morph/fusion/graph.h"

namespace morph::expr {

/// One input's NumPy shape (rank <= 4) and storage type.
struct InputDecl {
  std::vector<uint64_t> shape;
  ir::Type dtype = ir::Type::F32;
};

struct LowerOptions {
  uint32_t cols = 1;                  // row length of the [rows, cols] domain
  std::set<std::string> row_vectors;  // inputs given as [cols] vectors, broadcast along rows
  /// NumPy mode (when non-empty): every input's shape and dtype; the domain is the broadcast of
  /// all of them (`cols` and `row_vectors` are then unused). An input missing here is a
  /// ParseError naming it.
  std::map<std::string, InputDecl> shapes;
  ir::Type dtype = ir::Type::F32;  // storage type of the inputs outside NumPy mode
  ir::Type out = ir::Type::F32;    // storage type of the output "y"
  /// A first check of the calls before the inputs' shapes are known: softmax's dim, which
  /// names an axis of a rank not known yet, is not checked.
  bool rank_unknown = false;
};

struct GraphExpr {
  fusion::Graph graph;              // one output, "y"
  std::vector<std::string> inputs;  // input names in order of first use
};

/// Throws ParseError naming the column for unknown functions, wrong argument counts, unknown or
/// non-numeric keyword arguments, and a reduction of a value that is not [rows, cols]. In NumPy
/// mode, shapes that do not broadcast are a UserError naming both inputs and both shapes
/// (broadcast_domain).
GraphExpr lower_to_graph(const Ast& ast, std::string_view text, const LowerOptions& opts);

/// The input names of an expression in order of first use (no shapes needed).
std::vector<std::string> input_names(const Ast& ast, std::string_view text);

/// NumPy's broadcast of the named shapes (rank <= 4 each), in the given order. Throws UserError
/// naming the first pair that does not broadcast, as NumPy does: "operands could not be broadcast
/// together: s (64, 256) and bias (255,)"; or a rank above 4.
std::vector<uint64_t> broadcast_domain(const std::vector<std::pair<std::string, std::vector<uint64_t>>>& shapes);

/// True when the expression uses a reduction or a norm (so it needs lower_to_graph).
bool uses_reductions(const Ast& ast);

}  // namespace morph::expr
