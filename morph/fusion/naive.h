// The naive path (DESIGN §4, kept for comparison and tests): the chain's graph run by
// Plan::unfused — one launch per op, every intermediate materialized on the device in f32 (so
// that the result equals the fused one bitwise, L5; only the last op stores to out's dtype).
//   size_t launches = run_naive(dev, chain, {&a, &w, &b}, out);   // one per op of the chain
#pragma once
#include <span>

#include "morph/fusion/chain.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

/// Runs a chain op by op (Plan::unfused of to_graph(chain)); inputs[k] is chain input k; out:
/// [rows, cols] ([rows] after a reduction). Returns the number of launches: one per op (a chain
/// built one op per step, as the parser and the Fuse builder do: chain.naive_launches()).
size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out);

}  // namespace morph::fusion
