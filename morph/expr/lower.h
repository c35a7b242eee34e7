// Lowering an expression AST (morph/expr/parse.h) to a traced Graph (morph/fusion/graph.h):
// the path for reductions, norms and DAGs over a [rows, cols] domain. Identifiers are inputs —
// [rows, cols] tensors, or [cols] vectors broadcast along rows when named in `row_vectors`;
// numbers are constants; `+ - * /`, unary minus and the unary ops map to graph nodes;
// `min(a, b)`/`max(a, b)` are binary, `max(x)`/`min(x)`/`sum(x)`/`mean(x)`/`sumsq(x)` reduce the
// last axis; `rms_norm(x, eps=1e-6)`, `layer_norm(x, eps=1e-5)` and `softmax(x)` are the
// composite patterns of graph.h. A repeated identifier is one input (fan-out).
//   GraphExpr ge = lower_to_graph(parse_expression(text), text, {128, {"w"}});
//   Plan::fused(ge.graph).launch_count();   // rms_norm(x, eps=1e-6)*w*silu(g): 1
#pragma once
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/expr/parse.h"

namespace morph::fusion {

struct LowerOptions {
  uint32_t cols = 1;                  // row length of the [rows, cols] domain
  std::set<std::string> row_vectors;  // inputs given as [cols] vectors, broadcast along rows
};

struct GraphExpr {
  Graph graph;                      // one output, "y"
  std::vector<std::string> inputs;  // input names in order of first use
};

/// Throws ParseError naming the column for unknown functions, wrong argument counts, unknown or
/// non-numeric keyword arguments, and a reduction of a value that is not [rows, cols].
GraphExpr lower_to_graph(const Ast& ast, std::string_view text, const LowerOptions& opts);

/// True when the expression uses a reduction or a norm (so it needs lower_to_graph).
bool uses_reductions(const Ast& ast);

}  // namespace morph::fusion
