// The plain C++ references of a chain (DESIGN L5: fused = unfused = oracle = plain C++, bitwise):
// loops over elements that evaluate a Map-only Chain's step Exprs, or its linear Program, with the
// host instantiation of Morph's math — no DSL, no IR, no device.
//   std::vector<float> r = reference_chain(chain, {xs, ws}, rows, cols);   // f32 results
//   std::vector<float> p = reference_program(fuse.program({rows, cols}), {xs, ws}, rows * cols, cols);
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "morph/fusion/chain.h"
#include "morph/fusion/program.h"

namespace morph::fusion {

/// Plain C++ reference of one Program over an output of n = rows * cols elements (row-major):
/// inputs[j] holds slot j's values as f32 (widened exactly from their storage type), sized for
/// its extent (extent_numel); returns the n results in f32 (before rounding to the output's
/// dtype). Throws InternalError when the input count differs from the program's slots.
std::vector<float> reference_program(const Program& p, std::span<const std::vector<float>> inputs, uint64_t n,
                                     uint64_t cols);

/// Plain C++ reference of a Map-only chain: a loop over elements evaluating each step's Expr
/// tree directly with the host instantiation of Morph's math (independent of the Program
/// lowering and of to_graph, which it therefore checks). inputs[k] as f32, sized for its extent;
/// the result in f32 (apply round_to_storage for an f16/bf16 output). Throws UserError for a
/// chain with a reduction step or an input of the wrong size.
std::vector<float> reference_chain(const Chain& chain, std::span<const std::vector<float>> inputs, uint64_t rows,
                                   uint64_t cols);

}  // namespace morph::fusion
