#include "morph/ops/softmax.h"

#include <cstdint>
#include <limits>

#include "morph/algebra/apply.h"
#include "morph/base/error.h"
#include "morph/ops/norms.h"
#include "morph/reduce/reduce_tree.h"

namespace morph::ops {

using algebra::apply;
using algebra::BinOp;
using algebra::UnOp;

fusion::Graph softmax_graph(uint32_t cols) {
  fusion::Graph g;
  g.output("y", fusion::softmax(g.input("x", cols)));
  return g;
}

const fusion::Plan& softmax_plan(uint32_t cols) {
  return detail::cached_plan(str_cat("softmax/", cols), [&] { return softmax_graph(cols); });
}

rt::Tensor softmax(rt::Device& dev, const rt::Tensor& x) {
  MORPH_USER_CHECK(x.shape.size() == 2 && x.cols() > 0 && x.cols() < (uint64_t{1} << 32),
                   "softmax: x must be [rows, cols] f32 with cols >= 1, got ", x.shape_str());
  uint32_t cols = static_cast<uint32_t>(x.cols());
  return detail::run_plan(dev, softmax_plan(cols), {{"x", x}}, "softmax").at("y");
}

std::vector<float> softmax_ref(const std::vector<float>& x, size_t rows, size_t cols) {
  MORPH_USER_CHECK((cols == 0 || rows <= SIZE_MAX / cols) && x.size() == rows * cols, "softmax_ref: x has ", x.size(),
                   " floats, expected rows x cols = ", rows, " x ", cols);
  std::vector<float> y(rows * cols);
  for (size_t r = 0; r < rows; ++r) {
    const float* xr = x.data() + r * cols;
    float m = reduce::host_reduce_fn(reduce::Combine::Max, cols, [&](size_t j) { return xr[j]; });
    m = apply(BinOp::Max, m, -std::numeric_limits<float>::max());
    auto e = [&](size_t j) { return apply(UnOp::Exp, apply(BinOp::Sub, xr[j], m)); };
    float s = apply(BinOp::Max, reduce::host_reduce_fn(reduce::Combine::Sum, cols, e), 1.0f);
    for (size_t j = 0; j < cols; ++j) y[r * cols + j] = apply(BinOp::Div, e(j), s);
  }
  return y;
}

}  // namespace morph::ops
