#include "morph/ops/norms.h"

#include <bit>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

#include "morph/algebra/apply.h"
#include "morph/base/error.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/runtime/tensor_checks.h"

namespace morph::ops {

using algebra::apply;
using algebra::BinOp;
using algebra::TerOp;
using algebra::UnOp;
using fusion::Extent;
using fusion::Graph;
using fusion::Sym;

fusion::Graph rms_norm_graph(uint32_t cols, float eps) {
  Graph g;
  Sym x = g.input("x", cols), w = g.input("w", cols, Extent::PerCol);
  g.output("y", fusion::rms_norm(x, eps) * w);
  return g;
}

fusion::Graph layer_norm_graph(uint32_t cols, float eps, bool bias) {
  Graph g;
  Sym x = g.input("x", cols), w = g.input("w", cols, Extent::PerCol);
  g.output("y",
           bias ? fusion::layer_norm(x, w, g.input("b", cols, Extent::PerCol), eps) : fusion::layer_norm(x, w, eps));
  return g;
}

fusion::Graph add_rms_norm_graph(uint32_t cols, float eps) {
  Graph g;
  Sym a = g.input("a", cols), b = g.input("b", cols), w = g.input("w", cols, Extent::PerCol);
  Sym s = a + b;
  g.output("sum", s);
  g.output("y", fusion::rms_norm(s, eps) * w);
  return g;
}

fusion::Graph gated_rms_norm_graph(uint32_t cols, float eps) {
  Graph g;
  Sym x = g.input("x", cols), w = g.input("w", cols, Extent::PerCol), gate = g.input("g", cols);
  g.output("y", fusion::rms_norm(x, eps) * w * fusion::silu(gate));
  return g;
}

namespace detail {

const fusion::Plan& cached_plan(const std::string& key, const std::function<fusion::Graph()>& make) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<fusion::Plan>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[key];
  if (!slot) slot = std::make_unique<fusion::Plan>(fusion::Plan::fused(make()));
  return *slot;
}

std::map<std::string, rt::Tensor> run_plan(rt::Device& dev, const fusion::Plan& plan,
                                           const std::map<std::string, rt::Tensor>& inputs, const char* op) {
  const Graph& g = plan.graph();
  for (auto& [name, id] : g.inputs()) {
    const fusion::Node& n = g.node(id);
    auto it = inputs.find(name);
    MORPH_CHECK(it != inputs.end(), op, ": input ", name);
    const rt::Tensor& t = it->second;
    rt::check_backed(t, op, name);
    if (n.extent == Extent::Full)
      MORPH_USER_CHECK(t.shape.size() == 2 && t.cols() == n.cols, op, ": ", name, " must be [rows, ", n.cols,
                       "] f32, got ", t.shape_str());
    else
      MORPH_USER_CHECK(t.numel() == n.cols, op, ": ", name, " must be [", n.cols, "] f32, got ", t.shape_str());
  }
  uint64_t rows = 0;
  for (auto& [name, id] : g.inputs())
    if (g.node(id).extent == Extent::Full) {
      uint64_t r = inputs.at(name).rows();
      MORPH_USER_CHECK(rows == 0 || r == rows, op, ": inputs disagree on rows (", rows, " vs ", r, ")");
      rows = r;
    }
  std::map<std::string, rt::Tensor> out = plan.execute(dev, inputs);
  for (auto& [name, id] : g.outputs())
    if (g.node(id).extent == Extent::Full) out.at(name).shape = {rows, g.node(id).cols};
  return out;
}

}  // namespace detail

namespace {
// The references' sizes: x (and every [rows, cols] input) holds rows x cols floats, w (and b)
// cols (a mismatch would read past the vectors).
void check_ref(const char* op, const char* name, const std::vector<float>& v, size_t want) {
  MORPH_USER_CHECK(v.size() == want, op, ": ", name, " has ", v.size(), " floats, expected ", want);
}
void check_ref_rows(const char* op, const std::vector<float>& x, const std::vector<float>& w, size_t rows,
                    size_t cols) {
  MORPH_USER_CHECK(cols == 0 || rows <= SIZE_MAX / cols, op, ": rows x cols overflows");
  check_ref(op, "x", x, rows * cols);
  check_ref(op, "w", w, cols);
}
std::string key(const char* op, uint32_t cols, float eps, int flag = 0) {
  return str_cat(op, "/", cols, "/", std::bit_cast<uint32_t>(eps), "/", flag);
}
uint32_t cols_of(const rt::Tensor& x, const char* op) {
  MORPH_USER_CHECK(x.shape.size() == 2 && x.cols() > 0 && x.cols() < (uint64_t{1} << 32), op,
                   ": x must be [rows, cols] f32 with cols >= 1, got ", x.shape_str());
  return static_cast<uint32_t>(x.cols());
}
}  // namespace

const fusion::Plan& rms_norm_plan(uint32_t cols, float eps) {
  return detail::cached_plan(key("rms_norm", cols, eps), [&] { return rms_norm_graph(cols, eps); });
}
const fusion::Plan& layer_norm_plan(uint32_t cols, float eps, bool bias) {
  return detail::cached_plan(key("layer_norm", cols, eps, bias), [&] { return layer_norm_graph(cols, eps, bias); });
}
const fusion::Plan& add_rms_norm_plan(uint32_t cols, float eps) {
  return detail::cached_plan(key("add_rms_norm", cols, eps), [&] { return add_rms_norm_graph(cols, eps); });
}
const fusion::Plan& gated_rms_norm_plan(uint32_t cols, float eps) {
  return detail::cached_plan(key("gated_rms_norm", cols, eps), [&] { return gated_rms_norm_graph(cols, eps); });
}

rt::Tensor rms_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, float eps) {
  uint32_t cols = cols_of(x, "rms_norm");
  return detail::run_plan(dev, rms_norm_plan(cols, eps), {{"x", x}, {"w", w}}, "rms_norm").at("y");
}

rt::Tensor layer_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor* b, float eps) {
  uint32_t cols = cols_of(x, "layer_norm");
  std::map<std::string, rt::Tensor> in = {{"x", x}, {"w", w}};
  if (b) in["b"] = *b;
  return detail::run_plan(dev, layer_norm_plan(cols, eps, b != nullptr), in, "layer_norm").at("y");
}

std::pair<rt::Tensor, rt::Tensor> add_rms_norm(rt::Device& dev, const rt::Tensor& a, const rt::Tensor& b,
                                               const rt::Tensor& w, float eps) {
  uint32_t cols = cols_of(a, "add_rms_norm");
  auto out = detail::run_plan(dev, add_rms_norm_plan(cols, eps), {{"a", a}, {"b", b}, {"w", w}}, "add_rms_norm");
  return {out.at("sum"), out.at("y")};
}

rt::Tensor gated_rms_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor& g, float eps) {
  uint32_t cols = cols_of(x, "gated_rms_norm");
  return detail::run_plan(dev, gated_rms_norm_plan(cols, eps), {{"x", x}, {"w", w}, {"g", g}}, "gated_rms_norm")
      .at("y");
}

// ---- plain C++ references ---------------------------------------------------------------------

namespace {
/// The row's power-of-two scales (fusion::rms_norm's definition, the same ops in the same order):
/// s = s_dn * s_up, from M = max(abs(x)).
struct RowScale {
  float s = 1.0f, s_up = 1.0f, s_dn = 1.0f;
};
RowScale row_scale(const float* x, size_t n, float eps) {
  float m = reduce::host_reduce_fn(reduce::Combine::Max, n, [&](size_t j) { return apply(UnOp::Abs, x[j]); });
  RowScale r;
  float u =
      apply(BinOp::Min, apply(BinOp::Max, apply(BinOp::Mul, apply(BinOp::Sub, m, 0x1p40f), 0x1p-17f), 0.0f), 1.0f);
  r.s_dn = r.s = apply(BinOp::Max, apply(BinOp::Sub, 1.0f, u), 0x1p-88f);
  if (fusion::norm_scales_up(eps)) {
    float v =
        apply(BinOp::Min, apply(BinOp::Max, apply(BinOp::Mul, apply(BinOp::Sub, 0x1p-40f, m), 0x1p64f), 0.0f), 1.0f);
    r.s_up = apply(BinOp::Max, apply(BinOp::Mul, v, 0x1p88f), 1.0f);
    r.s = apply(BinOp::Mul, r.s_dn, r.s_up);
  }
  return r;
}
/// rsqrt(sum(square(x*s)) / n + (eps*s)*s) of one row.
float scaled_rsqrt(const float* x, size_t n, float eps, float s) {
  float ss = reduce::host_reduce_fn(reduce::Combine::Sum, n,
                                    [&](size_t j) { return apply(UnOp::Square, apply(BinOp::Mul, x[j], s)); });
  float e = apply(BinOp::Mul, apply(BinOp::Mul, eps, s), s);
  return apply(UnOp::Rsqrt, apply(BinOp::Add, apply(BinOp::Div, ss, static_cast<float>(n)), e));
}
}  // namespace

std::vector<float> rms_norm_ref(const std::vector<float>& x, const std::vector<float>& w, size_t rows, size_t cols,
                                float eps) {
  check_ref_rows("rms_norm_ref", x, w, rows, cols);
  std::vector<float> y(rows * cols);
  bool up = fusion::norm_scales_up(eps);
  for (size_t r = 0; r < rows; ++r) {
    const float* xr = x.data() + r * cols;
    RowScale k = row_scale(xr, cols, eps);
    float t = apply(BinOp::Mul, scaled_rsqrt(xr, cols, eps, k.s), k.s_dn);
    for (size_t j = 0; j < cols; ++j) {
      float xj = up ? apply(BinOp::Mul, xr[j], k.s_up) : xr[j];
      y[r * cols + j] = apply(BinOp::Mul, apply(BinOp::Mul, xj, t), w[j]);
    }
  }
  return y;
}

std::vector<float> layer_norm_ref(const std::vector<float>& x, const std::vector<float>& w, const std::vector<float>* b,
                                  size_t rows, size_t cols, float eps) {
  check_ref_rows("layer_norm_ref", x, w, rows, cols);
  if (b) check_ref("layer_norm_ref", "b", *b, cols);
  // fusion::layer_norm_parts (graph.h), the same ops in the same order.
  auto add = [](float a, float c) { return apply(BinOp::Add, a, c); };
  auto sub = [](float a, float c) { return apply(BinOp::Sub, a, c); };
  auto mul = [](float a, float c) { return apply(BinOp::Mul, a, c); };
  auto div = [](float a, float c) { return apply(BinOp::Div, a, c); };
  auto fma = [](float a, float c, float e) { return apply(TerOp::Fma, a, c, e); };
  auto two_diff = [&](float a, float c, float& hi, float& lo) {
    hi = sub(a, c);
    float cv = sub(a, hi), av = add(hi, cv);
    lo = sub(sub(a, av), sub(c, cv));
  };
  std::vector<float> y(rows * cols);
  const float n = static_cast<float>(cols);
  std::vector<float> c(cols), d(cols), d_lo(cols);
  for (size_t r = 0; r < rows; ++r) {
    const float* xr = x.data() + r * cols;
    const float s = row_scale(xr, cols, eps).s;
    auto xs = [&](size_t j) { return mul(xr[j], s); };
    const float m1 = div(reduce::host_reduce_fn(reduce::Combine::Sum, cols, xs), n);
    std::vector<float> c_lo(cols);
    for (size_t j = 0; j < cols; ++j) two_diff(xs(j), m1, c[j], c_lo[j]);
    const float m2 = div(reduce::host_reduce_fn(reduce::Combine::Sum, cols, [&](size_t j) { return c[j]; }), n);
    for (size_t j = 0; j < cols; ++j) {
      two_diff(c[j], m2, d[j], d_lo[j]);
      d_lo[j] = add(d_lo[j], c_lo[j]);
    }
    const float v1 =
        div(reduce::host_reduce_fn(reduce::Combine::Sum, cols, [&](size_t j) { return apply(UnOp::Square, d[j]); }), n);
    const float rv =
        div(reduce::host_reduce_fn(reduce::Combine::Sum, cols,
                                   [&](size_t j) { return fma(add(d[j], d[j]), d_lo[j], fma(d[j], d[j], -v1)); }),
            n);
    const float e = mul(mul(eps, s), s);
    const float v_hi = add(v1, e);
    const float ev = sub(v_hi, v1), v1v = sub(v_hi, ev);
    const float v_lo = add(add(sub(v1, v1v), sub(e, ev)), rv);
    const float yr = apply(UnOp::Rsqrt, v_hi);
    const float a_hi = mul(v_hi, yr), a_lo = fma(v_hi, yr, -a_hi);
    const float q = fma(-mul(v_lo, yr), yr, fma(-a_lo, yr, fma(-a_hi, yr, 1.0f)));
    const float y_lo = mul(mul(yr, q), 0.5f);
    for (size_t j = 0; j < cols; ++j) {
      const float hi = mul(d[j], yr);
      const float lo = fma(d_lo[j], yr, fma(d[j], y_lo, fma(d[j], yr, -hi)));
      y[r * cols + j] = b ? fma(lo, w[j], fma(hi, w[j], (*b)[j])) : fma(hi, w[j], mul(lo, w[j]));
    }
  }
  return y;
}

std::pair<std::vector<float>, std::vector<float>> add_rms_norm_ref(const std::vector<float>& a,
                                                                   const std::vector<float>& b,
                                                                   const std::vector<float>& w, size_t rows,
                                                                   size_t cols, float eps) {
  check_ref_rows("add_rms_norm_ref", a, w, rows, cols);
  check_ref("add_rms_norm_ref", "r", b, rows * cols);
  std::vector<float> s(rows * cols);
  for (size_t i = 0; i < s.size(); ++i) s[i] = apply(BinOp::Add, a[i], b[i]);
  return {s, rms_norm_ref(s, w, rows, cols, eps)};
}

std::vector<float> gated_rms_norm_ref(const std::vector<float>& x, const std::vector<float>& w,
                                      const std::vector<float>& g, size_t rows, size_t cols, float eps) {
  check_ref_rows("gated_rms_norm_ref", x, w, rows, cols);
  check_ref("gated_rms_norm_ref", "g", g, rows * cols);
  std::vector<float> y = rms_norm_ref(x, w, rows, cols, eps);
  for (size_t i = 0; i < y.size(); ++i) y[i] = apply(BinOp::Mul, y[i], apply(UnOp::Silu, g[i]));
  return y;
}

}  // namespace morph::ops
