// fused_map (DESIGN §4): ONE DSL kernel that takes a Program as a comptime value and unrolls it
// into straight-line code — one compiled kernel per distinct (Program, storage types). Inputs
// and output may be f32, f16 or bf16; arithmetic is f32 (loads widen exactly, the store rounds
// to nearest even). Beside it, the plain C++ reference that runs the same Program with the
// host instantiation of Morph's math (L5: fused = naive = plain C++ = oracle, bitwise).
//   dsl::KernelRef k = fused_map_kernel(program, {{ir::Type::F32, ir::Type::F16}, ir::Type::F32});
//   launch_fused_map(dev, program, {&x, &w}, out);   // one launch, 128-bit accesses, grid from the device
//   std::vector<float> ref = reference_program(program, {xs, ws}, out.numel(), out.cols());
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "morph/algebra/apply.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/chain.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/map_schedule.h"
#include "morph/fusion/program.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

/// Most program slots (distinct inputs) one fused_map launch takes.
inline constexpr size_t kMaxSlots = 64;

/// Storage types of a fused_map kernel: one per program slot, and the output's.
struct MapTypes {
  std::vector<ir::Type> inputs;
  ir::Type out = ir::Type::F32;
  void hash_append(Hasher& h) const {
    h.add(inputs);
    h.add(out);
  }
};

/// One instruction's effect on the running value; F = float (host) or dsl::Val<float> (traced).
/// `operand` is the side input's value (BinIn) and is ignored otherwise.
template <class F>
F apply_instr(const Instr& ins, const F& acc, const F& operand) {
  switch (ins.kind) {
    case Instr::Kind::Un: return algebra::apply(ins.unop(), acc);
    case Instr::Kind::BinIn:
      return ins.acc == AccSide::Left ? algebra::apply(ins.binop(), acc, operand)
                                      : algebra::apply(ins.binop(), operand, acc);
    case Instr::Kind::BinConst: {
      F c = dsl::f32c<F>(ins.arg);
      return ins.acc == AccSide::Left ? algebra::apply(ins.binop(), acc, c) : algebra::apply(ins.binop(), c, acc);
    }
  }
  return acc;
}

/// The fused_map kernel for `p` with storage types `t` and `lanes` elements per item and trip
/// (traced once per distinct triple, cached). Parameters in order: in0 … in{k-1} (buffers of
/// t.inputs), out (buffer of t.out, n elements), then `cols` (u32 scalar, the row length) only
/// when p.uses_cols(). Element e < n gets out[e] = program(inputs at e), slot j read at its
/// Extent's index. Items run a grid-stride loop over groups of `lanes` consecutive elements
/// (wide accesses: morph/fusion/map_schedule.h), then items 0 … n%lanes-1 take the tail. With
/// lanes > 1 and a row- or column-indexed slot, cols must be a multiple of lanes.
dsl::KernelRef fused_map_kernel(const Program& p, const MapTypes& t, uint32_t lanes = 1);

/// The schedule launch_fused_map uses when given none: 128-bit accesses (map_schedule.h).
MapSchedule default_fused_map_schedule(const Program& p, std::span<const ir::Type> inputs, ir::Type out, uint64_t cols);

/// Number of element index of slot mode `m` needs: Same n, Row cols, Col rows, Scalar 1.
uint64_t expected_numel(Extent m, uint64_t rows, uint64_t cols);

/// Queues one fused_map launch on `dev` (no synchronization, no host round trip): slot j reads
/// inputs[j]; out: [rows, cols] = [out.rows(), out.cols()]. Throws UserError when a tensor's
/// element count does not fit its slot's mode, a dtype is not f32/f16/bf16, tensors live on
/// another device, or out has 2^32 elements or more, or `schedule` (default:
/// default_fused_map_schedule) has lanes not dividing cols while a slot is row/column-indexed.
/// `out` may alias a Same-mode input. Every schedule gives the same bits (L6).
void launch_fused_map(rt::Device& dev, const Program& p, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                      const MapSchedule* schedule = nullptr);

/// Plain C++ reference of one Program: inputs[j] holds slot j's values as f32 (widened exactly
/// from their storage type); returns the n results in f32 (before rounding to out's dtype).
std::vector<float> reference_program(const Program& p, std::span<const std::vector<float>> inputs, uint64_t n,
                                     uint64_t cols);

/// Runs a chain through the one pipeline: to_graph (chain_graph.h), then Plan::fused (or
/// Plan::unfused with fused = false). inputs[k] is chain input k (extent chain.modes()[k], any
/// storage type); out: [rows, cols] for a Map-only chain, [rows] after a reduction. Returns the
/// device launches queued (a Map-only chain fused: 1).
size_t run_chain(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                 bool fused);
/// run_chain(..., fused = true).
size_t run_fused(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out);

/// Plain C++ reference of a Map-only chain: a loop over elements evaluating each step's Expr
/// tree directly with the host instantiation of Morph's math (independent of the Program
/// lowering, which it therefore checks). inputs[k] as f32, sized for its extent; the result
/// in f32 (apply round_to_storage for an f16/bf16 output).
std::vector<float> reference_chain(const Chain& chain, std::span<const std::vector<float>> inputs, uint64_t rows,
                                   uint64_t cols);

}  // namespace morph::fusion
