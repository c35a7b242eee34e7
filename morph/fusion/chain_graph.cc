#include "morph/fusion/chain_graph.h"

#include "morph/base/error.h"

namespace morph::fusion {

namespace {

/// Records `e` with Cur := cur and In(k) := in[k]; one node per Un/Bin op.
Sym record(Graph& g, const Expr& e, Sym cur, const std::vector<Sym>& in) {
  switch (e.kind()) {
    case algebra::ExprKind::Cur: return cur;
    case algebra::ExprKind::In: return in.at(e.slot());
    case algebra::ExprKind::Const: return g.constant_bits(e.bits());
    case algebra::ExprKind::Un: return g.un(e.unop(), record(g, e.lhs(), cur, in));
    case algebra::ExprKind::Bin: {
      Sym a = record(g, e.lhs(), cur, in);
      Sym b = record(g, e.rhs(), cur, in);
      return g.bin(e.binop(), a, b);
    }
  }
  throw InternalError("to_graph: unknown Expr kind");
}

}  // namespace

Graph to_graph(const Chain& chain, uint32_t cols, std::span<const std::string> names, std::span<const ir::Type> dtypes,
               ir::Type out) {
  const uint32_t n = chain.input_count();
  MORPH_USER_CHECK(cols > 0, "to_graph: cols must be >= 1");
  MORPH_USER_CHECK(names.empty() || names.size() == n, "to_graph: ", names.size(), " names for ", n, " chain inputs");
  MORPH_USER_CHECK(dtypes.empty() || dtypes.size() == n, "to_graph: ", dtypes.size(), " dtypes for ", n,
                   " chain inputs");
  Graph g;
  std::vector<Sym> in;
  for (uint32_t k = 0; k < n; ++k)
    in.push_back(g.input(names.empty() ? str_cat("in", k) : names[k], cols, chain.modes()[k],
                         dtypes.empty() ? ir::Type::F32 : dtypes[k]));
  Sym cur = in[0];
  bool reduces = false;
  for (const Step& s : chain.steps()) {
    reduces |= !s.is_map();
    cur = s.is_map() ? record(g, s.expr, cur, in) : g.reduce(s.red, cur);
  }
  // A Map-only chain writes every element of [rows, cols], even when all its inputs are vectors.
  if (reduces)
    g.output("y", cur, out);
  else
    g.output_full("y", cur, cols, out);
  return g;
}

}  // namespace morph::fusion
