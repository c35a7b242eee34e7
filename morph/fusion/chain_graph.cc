#include "morph/fusion/chain_graph.h"

#include "morph/base/error.h"
#include "morph/fusion/plan.h"

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

size_t run_chain(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                 bool fused) {
  MORPH_USER_CHECK(inputs.size() == chain.input_count(), "chain has ", chain.input_count(), " inputs but ",
                   inputs.size(), " tensors were given");
  std::vector<std::string> names;
  std::vector<ir::Type> types;
  std::map<std::string, rt::Tensor> in;
  for (size_t k = 0; k < inputs.size(); ++k) {
    names.push_back(str_cat("in", k));
    types.push_back(inputs[k]->dtype);
    in[names.back()] = *inputs[k];
  }
  const uint64_t cols = out.cols();
  MORPH_USER_CHECK(cols >= 1 && cols < (uint64_t{1} << 32), "chain: output ", out.shape_str(), " has no valid rows");
  Graph g = to_graph(chain, static_cast<uint32_t>(cols), names, types, out.dtype);
  Plan plan = fused ? Plan::fused(g) : Plan::unfused(g);
  std::map<std::string, rt::Tensor> o{{"y", out}};
  plan.execute_into(dev, in, o);
  return plan.launch_count();
}

size_t run_fused(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out) {
  return run_chain(dev, chain, inputs, out, /*fused=*/true);
}

size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out) {
  return run_chain(dev, chain, inputs, out, /*fused=*/false);
}

}  // namespace morph::fusion
