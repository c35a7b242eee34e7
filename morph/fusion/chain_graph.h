// A chain is a graph whose Map regions are linear (DESIGN §4 "One pipeline"): to_graph turns a
// Chain into the Graph that partition and Plan run — the only path from a chain to launches.
// Each Map step's Expr becomes one graph node per op (Cur := the running value, In(k) := input
// k, constants as Scalar nodes); each Reduce step a row reduction over the last axis.
//   Chain c; uint32_t w = c.add_input(Extent::PerCol);
//   c.bin_in(BinOp::Mul, w).un(UnOp::Silu);
//   Graph g = to_graph(c, 4096);            // inputs in0 [rows, 4096], in1 [4096]; output "y"
//   Plan::fused(g).launch_count();          // 1
//   run_chain(dev, c, {&x, &w}, y, /*fused=*/true);   // to_graph + Plan::fused, 1 launch
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "morph/fusion/chain.h"
#include "morph/fusion/graph.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

/// The Graph of `chain` over a [rows, cols] domain (rows bound at run time). Input k is named
/// names[k] (default "in<k>"), has extent chain.modes()[k] and storage dtypes[k] (default f32);
/// the output is "y", stored as `out` — over the whole [rows, cols] domain for a Map-only chain
/// (Graph::output_full), as the last reduction's [rows] otherwise. Throws UserError when names/dtypes are given with
/// another count than the chain's inputs, a name repeats, or cols is 0.
Graph to_graph(const Chain& chain, uint32_t cols, std::span<const std::string> names = {},
               std::span<const ir::Type> dtypes = {}, ir::Type out = ir::Type::F32);

/// Runs a chain through the one pipeline: to_graph, then Plan::fused (or Plan::unfused with
/// fused = false: one launch per op, every intermediate in f32 on the device — the same bits,
/// L5). inputs[k] is chain input k (extent chain.modes()[k], any storage type); out: [rows, cols]
/// for a Map-only chain, [rows] after a reduction. Returns the device launches queued (a Map-only
/// chain fused: 1; unfused: one per op). Throws UserError when the input count differs from the
/// chain's or out has no valid rows, and whatever Plan::execute_into throws for misshapen inputs.
size_t run_chain(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                 bool fused);
/// run_chain(..., fused = true).
size_t run_fused(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out);
/// run_chain(..., fused = false).
size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out);

}  // namespace morph::fusion
