// Chains of steps and their fusion (DESIGN §4). A Chain is a source value followed by steps,
// each a Map (an Expr over Cur and side inputs) or a Reduce (a row reduction). fuse() is one
// fold over the steps: adjacent Maps compose (g ∘ f = g[Cur := f]), each Reduce cuts. The
// number of regions is the number of kernels; the number of steps is the naive launch count.
//   Chain c;                                   // source: input 0
//   uint32_t w = c.add_input(Extent::PerCol);  // a weight vector of the row length
//   c.map(Expr::bin(BinOp::Mul, Expr::cur(), Expr::in(w))).map(Expr::un(UnOp::Silu, Expr::cur()));
//   std::vector<Region> r = fuse(c);           // 1 region: silu(cur * in1)
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/algebra/expr.h"
#include "morph/algebra/ops.h"
#include "morph/base/hash.h"
#include "morph/fusion/extent.h"

namespace morph::fusion {

using algebra::BinOp;
using algebra::Expr;
using algebra::Red;
using algebra::UnOp;

/// Each chain input is indexed at flat element i of the output [rows, cols] by its Extent
/// (morph/fusion/extent.h, the one vocabulary of fused domains): Full in[i]; PerCol in[i % cols]
/// (a weight vector of the row length); PerRow in[i / cols] ([rows, 1], a per-row scale);
/// Scalar in[0]. A chain is a graph whose Map regions are linear: to_graph (morph/fusion/
/// chain_graph.h) turns it into the Graph that partition and Plan run.

/// One step of a chain: Map(expr) computes expr with Cur = the running value; Reduce(red)
/// reduces each row of the running value to one element (the result is [rows, 1]).
struct Step {
  enum class Kind : uint8_t { Map, Reduce } kind = Kind::Map;
  Expr expr = Expr::cur();  // Map
  Red red = Red::Sum;       // Reduce

  static Step map(Expr e) { return Step{Kind::Map, std::move(e), Red::Sum}; }
  static Step reduce(Red r) { return Step{Kind::Reduce, Expr::cur(), r}; }
  bool is_map() const { return kind == Kind::Map; }
  std::string str() const;
};

/// A source value (input 0) and steps over it. Inputs are numbered 0..input_count()-1; each has
/// an extent relative to the output shape. Step expressions name inputs with Expr::in(k).
class Chain {
 public:
  /// A chain whose source (input 0) is indexed with `source_mode`.
  explicit Chain(Extent source_mode = Extent::Full) { modes_.push_back(source_mode); }

  /// Adds a side input; returns its slot for Expr::in(slot).
  uint32_t add_input(Extent mode);
  Chain& map(Expr e);
  Chain& reduce(Red r);
  /// Shorthands: one unary op, or one binary op with a side input / constant as right operand.
  Chain& un(UnOp op) { return map(Expr::un(op, Expr::cur())); }
  Chain& bin_in(BinOp op, uint32_t slot) { return map(Expr::bin(op, Expr::cur(), Expr::in(slot))); }
  Chain& bin_const(BinOp op, uint32_t bits) { return map(Expr::bin(op, Expr::cur(), Expr::constant(bits))); }

  const std::vector<Step>& steps() const { return steps_; }
  const std::vector<Extent>& modes() const { return modes_; }
  uint32_t input_count() const { return static_cast<uint32_t>(modes_.size()); }
  /// Naive launch count: one launch per step (DESIGN §4); an empty chain is one copy.
  size_t naive_launches() const { return steps_.empty() ? 1 : steps_.size(); }
  void hash_append(Hasher& h) const;
  std::string str() const;

 private:
  std::vector<Extent> modes_;
  std::vector<Step> steps_;
};

/// A fused region: a maximal run of Map steps composed into one Expr, or one Reduce.
struct Region {
  Step::Kind kind = Step::Kind::Map;
  Expr expr = Expr::cur();  // Map: the composition of the run's step expressions
  Red red = Red::Sum;       // Reduce
  size_t first_step = 0;    // steps [first_step, first_step + step_count) of the chain
  size_t step_count = 0;
  std::string str() const;
};

/// fuse(chain) as one fold (DESIGN §4): compose adjacent Maps, cut at each Reduce. An empty
/// chain gives one identity Map region (a copy). regions.size() is the fused launch count.
std::vector<Region> fuse(const Chain& chain);

}  // namespace morph::fusion
