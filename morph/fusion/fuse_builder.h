// The builder (DESIGN §4): a chain of Map ops over device-resident tensors that reads like the
// math and runs as ONE launch — its Graph (chain_graph.h) planned like any other (plan.h), no
// host round trip, no intermediate arrays.
//   Fuse(a).mul(w).add(b).silu().run(out);        // out = silu(a * w + b), 1 launch
//   Fuse(x).mul(0.5f).rsub(1.0f).tanh().run(y);    // y = tanh(1 - x * 0.5)
// Side inputs broadcast by shape against `out` ([rows, cols], last axis contiguous): same shape
// (or same element count), a vector of the row length ([cols] or [1, cols]: Extent::PerCol),
// a column ([rows, 1]: Extent::PerRow), or one element (Extent::Scalar). Tensors may be f32,
// f16 or bf16 (math in f32, the store rounds to nearest even); all live on one rt::Device.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "morph/fusion/chain.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/program.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

/// The extent of an input of `in_shape` read at each element of an output of `out_shape`.
/// Throws UserError naming both shapes when they do not broadcast in one of the four modes.
Extent index_mode_for(const std::vector<uint64_t>& in_shape, const std::vector<uint64_t>& out_shape);

class Fuse {
 public:
  /// Starts a chain at `x` (the source: the running value's first value).
  explicit Fuse(const rt::Tensor& x);

  Fuse& un(UnOp op);
  /// One method per unary op of morph/algebra/ops.def: neg(), recip(), …, silu(), …, cos().
// clang-format off
#define MORPH_UNOP(Enum, name, saturates) \
  Fuse& name() { return un(UnOp::Enum); }
#include "morph/algebra/ops.def"
  // clang-format on

  /// acc = acc ⊕ t (AccSide::Left) or t ⊕ acc (AccSide::Right); t broadcasts by shape.
  Fuse& bin(BinOp op, const rt::Tensor& t, AccSide side = AccSide::Left);
  /// acc = acc ⊕ c or c ⊕ acc with an f32 constant (bit pattern kept: -0, NaN, denormals).
  Fuse& bin(BinOp op, float c, AccSide side = AccSide::Left);
  /// One pair per binary op of morph/algebra/ops.def: add(t), add(c), …, max(t), max(c).
// clang-format off
#define MORPH_BINOP(Enum, name)                                   \
  Fuse& name(const rt::Tensor& t) { return bin(BinOp::Enum, t); } \
  Fuse& name(float c) { return bin(BinOp::Enum, c); }
#include "morph/algebra/ops.def"
  // clang-format on
  /// Reversed operand order: t - acc, t / acc, c - acc, c / acc.
  Fuse& rsub(const rt::Tensor& t) { return bin(BinOp::Sub, t, AccSide::Right); }
  Fuse& rdiv(const rt::Tensor& t) { return bin(BinOp::Div, t, AccSide::Right); }
  Fuse& rsub(float c) { return bin(BinOp::Sub, c, AccSide::Right); }
  Fuse& rdiv(float c) { return bin(BinOp::Div, c, AccSide::Right); }

  /// The chain with extents resolved against an output of `out_shape`: one Map step per
  /// builder call (the naive path's launches; the reference evaluates its Exprs).
  Chain chain(const std::vector<uint64_t>& out_shape) const;
  /// The fused Program for an output of `out_shape`. The builder records each call as the
  /// instruction it lowers to, so this equals lower(fuse(chain(out_shape))) — checked by the
  /// property test — without composing Exprs on every call (a decode loop's host overhead).
  Program program(const std::vector<uint64_t>& out_shape) const;
  size_t step_count() const { return instrs_.size(); }
  /// The chain's input tensors: inputs()[k] is program slot k (0 = the source).
  const std::vector<rt::Tensor>& inputs() const { return inputs_; }

  /// The chain as a Graph for an output like `out` (to_graph: inputs "in0", "in1", … with the
  /// tensors' storage types, output "y" of out's dtype over [rows, cols]).
  Graph graph(const rt::Tensor& out) const;
  /// Runs the chain fused into `out` on the tensors' device through the one pipeline (graph ->
  /// Plan::fused, memoized per thread by program, types and shape): one launch for a non-empty
  /// chain, queued (call out.device->synchronize() or download to wait). Returns the launch count.
  size_t run(rt::Tensor& out) const;
  /// Runs the chain one launch per op with f32 intermediates (Plan::unfused); same bits.
  size_t run_naive(rt::Tensor& out) const;
  /// The plain C++ reference: downloads the inputs and evaluates the chain's step Exprs on the
  /// host with the host instantiation of Morph's math; returns out's values (rounded to
  /// out.dtype, widened).
  std::vector<float> reference(const rt::Tensor& out) const;

 private:
  uint32_t slot_of(const rt::Tensor& t);
  const Plan& plan_for(const rt::Tensor& out, bool fused) const;
  size_t execute(rt::Tensor& out, bool fused) const;
  std::vector<rt::Tensor> inputs_;  // chain input k = program slot k (0 = the source)
  std::vector<Instr> instrs_;       // one per builder call
  // The last resolved Program, reused while the chain and the output shape stay the same.
  mutable std::vector<uint64_t> last_shape_;
  mutable Program last_;
};

}  // namespace morph::fusion
