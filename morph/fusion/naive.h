// The naive path (DESIGN §4, kept for comparison and tests): one launch per chain step, each a
// fused_map of that step alone, with every intermediate materialized on the device in f32 (so
// that the result equals the fused one bitwise, L5; only the last step stores to out's dtype).
//   size_t launches = run_naive(dev, chain, {&a, &w, &b}, out);   // == chain.naive_launches()
#pragma once
#include <span>

#include "morph/fusion/chain.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

/// Runs a Map-only chain step by step; inputs[k] is chain input k; out: [rows, cols].
/// Returns the number of launches (chain.naive_launches()). Throws UserError for Reduce steps.
size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out);

}  // namespace morph::fusion
