// Softmax over the last axis, defined once as a traced graph (fusion::softmax) and run as ONE
// fence launch with two reduction passes (max, then sum of exp(x - max)) and the scaling as
// epilogue; a plain C++ reference beside it, equal bitwise.
//   softmax(x)_j = exp(x_j - m) / max(sum_k exp(x_k - m), 1),  m = max(max_k x_k, -FLT_MAX)
// On rows with a finite maximum this is the textbook softmax (the sum is >= 1 there); -inf
// entries (masking) give +0; a row of all -inf gives +0 everywhere (defined, no NaN); a row
// holding NaN or +inf gives NaN.
//   rt::Tensor p = ops::softmax(*dev, logits);   // logits: [rows, cols] f32
#pragma once
#include <cstdint>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"

namespace morph::ops {

/// Graph with input "x" ([rows, cols]) and output "y".
fusion::Graph softmax_graph(uint32_t cols);
/// The fused plan (cached per cols): one launch.
const fusion::Plan& softmax_plan(uint32_t cols);
/// x: [rows, cols] f32 -> [rows, cols] f32. Throws UserError on another shape or a buffer
/// smaller than x's shape.
rt::Tensor softmax(rt::Device& dev, const rt::Tensor& x);
/// Plain C++ reference (row-major). Throws UserError unless x holds rows x cols floats.
std::vector<float> softmax_ref(const std::vector<float>& x, size_t rows, size_t cols);

}  // namespace morph::ops
