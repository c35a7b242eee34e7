// Row norms over the last axis, each defined ONCE as a traced graph (morph/fusion/graph.h) and
// run as ONE fused fence launch (morph/fusion/plan.h); each has a plain C++ reference built from
// host_reduce_fn and the host math (same ops, same order), which it equals bitwise.
//   x: [rows, cols] f32 row-major; w, b: [cols] f32; g: [rows, cols] f32; results [rows, cols].
//   rms_norm(x)      = x * rsqrt(sum(x*x) / cols + eps) * w                 (Llama RMSNorm)
//   layer_norm(x)    = xhat * w (+ b),  xhat = d / sqrt(sum(d*d) / cols + eps),  d = x - sum(x) / cols
//                      (xhat carried as hi + lo and the affine by fma: fusion::layer_norm_parts)
//   add_rms_norm     = (s, rms_norm(s)) with s = a + b                      (residual + norm)
//   gated_rms_norm   = rms_norm(x) * w * silu(g)     (Qwen3-Next Qwen3NextRMSNormGated over
//                      rows of head_dim; 9 primitive launches unfused, 1 fused)
// (sum(x*x) / cols is one correctly rounded division; x*x uses UnOp::Square.)
//   rt::Tensor y = ops::gated_rms_norm(*dev, x, w, g, 1e-6f);
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"

namespace morph::ops {

/// Graphs (inputs "x", "w", "b", "a", "g" as used; outputs "y", and "sum" for add_rms_norm).
fusion::Graph rms_norm_graph(uint32_t cols, float eps);
fusion::Graph layer_norm_graph(uint32_t cols, float eps, bool bias);
fusion::Graph add_rms_norm_graph(uint32_t cols, float eps);
fusion::Graph gated_rms_norm_graph(uint32_t cols, float eps);

/// The fused plans of the graphs above (cached per (op, cols, eps)).
const fusion::Plan& rms_norm_plan(uint32_t cols, float eps);
const fusion::Plan& layer_norm_plan(uint32_t cols, float eps, bool bias);
const fusion::Plan& add_rms_norm_plan(uint32_t cols, float eps);
const fusion::Plan& gated_rms_norm_plan(uint32_t cols, float eps);

/// Device ops (one launch each). x: [rows, cols] f32; w, b: [cols] f32. Throws UserError naming
/// the op and the tensor on shape mismatches and on a tensor whose buffer is smaller than its
/// shape (rt::check_backed).
rt::Tensor rms_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, float eps);
rt::Tensor layer_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor* b, float eps);
/// Returns {a + b, rms_norm(a + b) * w} from one launch.
std::pair<rt::Tensor, rt::Tensor> add_rms_norm(rt::Device& dev, const rt::Tensor& a, const rt::Tensor& b,
                                               const rt::Tensor& w, float eps);
rt::Tensor gated_rms_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor& g, float eps);

/// Plain C++ references (row-major host vectors). Throw UserError when a vector's size is not
/// rows x cols (x, and a, b, g) or cols (w, b).
std::vector<float> rms_norm_ref(const std::vector<float>& x, const std::vector<float>& w, size_t rows, size_t cols,
                                float eps);
std::vector<float> layer_norm_ref(const std::vector<float>& x, const std::vector<float>& w, const std::vector<float>* b,
                                  size_t rows, size_t cols, float eps);
std::pair<std::vector<float>, std::vector<float>> add_rms_norm_ref(const std::vector<float>& a,
                                                                   const std::vector<float>& b,
                                                                   const std::vector<float>& w, size_t rows,
                                                                   size_t cols, float eps);
std::vector<float> gated_rms_norm_ref(const std::vector<float>& x, const std::vector<float>& w,
                                      const std::vector<float>& g, size_t rows, size_t cols, float eps);

namespace detail {
/// Runs a cached plan on named tensors; checks each Full input is [rows, cols].
std::map<std::string, rt::Tensor> run_plan(rt::Device& dev, const fusion::Plan& plan,
                                           const std::map<std::string, rt::Tensor>& inputs, const char* op);
/// Caches Plan::fused(make()) under `key`.
const fusion::Plan& cached_plan(const std::string& key, const std::function<fusion::Graph()>& make);
}  // namespace detail

}  // namespace morph::ops
