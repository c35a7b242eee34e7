// Norms and softmax: one fused launch each, bitwise equal to their plain C++ references and to
// the unfused plan (one launch per primitive op), on the oracle; launch counts as numbers. Inputs
// are regime rows (morph/fusion/random_inputs.h) and each comparison asserts its sensitivity.
// The overflow, underflow and large-mean regimes of rms_norm / layer_norm are checked against
// float64, and rows that need no scaling against today's formula, bit for bit.
#include "morph/ops/norms.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/sensitivity.h"
#include "morph/ops/softmax.h"
#include "morph/runtime/registry.h"
#include "tests/conformance/conformance_util.h"
#include "tests/sensitivity_check.h"

using namespace morph;

namespace {

std::mt19937& rng() {
  static std::mt19937 r = [] {
    uint32_t s = std::random_device{}();
    std::printf("norms test seed %u\n", s);
    return std::mt19937(s);
  }();
  return r;
}

std::vector<float> rand_vec(size_t n) {
  std::uniform_real_distribution<float> u(-3.0f, 3.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = u(rng());
  if (n > 10) {
    v[2] = -0.0f;
    v[4] = std::numeric_limits<float>::denorm_min();
    v[6] = -std::numeric_limits<float>::infinity();
  }
  return v;
}

rt::Tensor up(rt::Device& dev, const std::vector<float>& v, std::vector<uint64_t> shape) {
  return morph::testing::upload_f32(dev, v, std::move(shape));
}

using morph::testing::float_mismatches;

/// Regime rows ([rows, cols]; specials in rows r % 8 == 7), seeded from rng().
std::vector<float> regime_rows(size_t rows, size_t cols, const fusion::RegimeMix& mix = {}) {
  return fusion::reduction_inputs(rng()(), rows, cols, mix);
}

/// Asserts the sensitivity of graph `g` on host inputs `in` (canonical outputs from eval_host).
void expect_sensitive(const fusion::Graph& g, size_t rows, const std::map<std::string, std::vector<float>>& in,
                      const std::string& what) {
  auto out = fusion::eval_host(g, rows, in);
  morph::testing::expect_sensitive(fusion::measure_sensitivity(g, rows, in, out, fusion::default_special_row), what);
}

/// Unfused plan of `g` on the oracle, output `name`.
std::vector<float> unfused(const fusion::Graph& g, const std::map<std::string, rt::Tensor>& in, const std::string& name,
                           rt::Device& dev) {
  return fusion::Plan::unfused(g).execute(dev, in).at(name).download_f32();
}

}  // namespace

TEST(Norms, GatedRmsNormOneLaunch) {
  auto dev = rt::open_device("oracle");
  // 64 rows: a sequential sum of squares changes only about half of the rows (the rsqrt
  // compresses, denormal rows never), so at 16 rows all were order-blind in ~1.5e-4 of runs.
  const size_t rows = 64, cols = 128;
  auto x = regime_rows(rows, cols), w = rand_vec(cols), g = regime_rows(rows, cols, fusion::RegimeMix::moderate());
  EXPECT_EQ(ops::gated_rms_norm_plan(cols, 1e-6f).launch_count(), 1u);
  // 9 primitive ops of the textbook formula + 12 for the overflow-safe scale (max|x| and the
  // power-of-two scale s: graph.h rms_norm).
  EXPECT_EQ(fusion::Plan::unfused(ops::gated_rms_norm_graph(cols, 1e-6f)).launch_count(), 21u);
  std::map<std::string, rt::Tensor> in = {
      {"x", up(*dev, x, {rows, cols})}, {"w", up(*dev, w, {cols})}, {"g", up(*dev, g, {rows, cols})}};
  auto want = ops::gated_rms_norm_ref(x, w, g, rows, cols, 1e-6f);
  rt::Tensor y = ops::gated_rms_norm(*dev, in["x"], in["w"], in["g"], 1e-6f);
  EXPECT_EQ(y.shape, (std::vector<uint64_t>{rows, cols}));
  EXPECT_EQ(float_mismatches(y.download_f32(), want), 0u);
  EXPECT_EQ(float_mismatches(unfused(ops::gated_rms_norm_graph(cols, 1e-6f), in, "y", *dev), want), 0u);
  expect_sensitive(ops::gated_rms_norm_graph(cols, 1e-6f), rows, {{"x", x}, {"w", w}, {"g", g}}, "gated_rms_norm");
}

TEST(Norms, RmsNormAndLayerNorm) {
  auto dev = rt::open_device("oracle");
  for (size_t cols : {1u, 33u, 4096u}) {
    // Short rows: 64 of them, so that some stay order-sensitive under layer_norm's compensated
    // variance (about 1 row in 4 at 33 columns).
    const size_t rows = cols <= 33 ? 64 : 16;
    auto x = regime_rows(rows, cols), w = rand_vec(cols), b = rand_vec(cols);
    if (cols > 1) {
      expect_sensitive(ops::rms_norm_graph(cols, 1e-6f), rows, {{"x", x}, {"w", w}}, "rms_norm");
      expect_sensitive(ops::layer_norm_graph(cols, 1e-5f, true), rows, {{"x", x}, {"w", w}, {"b", b}}, "layer_norm");
    }
    rt::Tensor tx = up(*dev, x, {rows, cols}), tw = up(*dev, w, {cols}), tb = up(*dev, b, {cols});
    EXPECT_EQ(ops::rms_norm_plan(cols, 1e-6f).launch_count(), 1u);
    EXPECT_EQ(ops::layer_norm_plan(cols, 1e-5f, true).launch_count(), 1u);
    EXPECT_EQ(
        float_mismatches(ops::rms_norm(*dev, tx, tw, 1e-6f).download_f32(), ops::rms_norm_ref(x, w, rows, cols, 1e-6f)),
        0u)
        << cols;
    EXPECT_EQ(float_mismatches(ops::layer_norm(*dev, tx, tw, nullptr, 1e-5f).download_f32(),
                               ops::layer_norm_ref(x, w, nullptr, rows, cols, 1e-5f)),
              0u)
        << cols;
    auto ln_b = ops::layer_norm_ref(x, w, &b, rows, cols, 1e-5f);
    EXPECT_EQ(float_mismatches(ops::layer_norm(*dev, tx, tw, &tb, 1e-5f).download_f32(), ln_b), 0u) << cols;
    EXPECT_EQ(
        float_mismatches(
            unfused(ops::layer_norm_graph(cols, 1e-5f, true), {{"x", tx}, {"w", tw}, {"b", tb}}, "y", *dev), ln_b),
        0u)
        << cols;
  }
}

TEST(Norms, AddRmsNormTwoOutputsOneLaunch) {
  auto dev = rt::open_device("oracle");
  // 64 rows: at 16 every row was order-blind in ~7e-5 of runs (as GatedRmsNormOneLaunch).
  const size_t rows = 64, cols = 96;
  auto a = regime_rows(rows, cols), b = regime_rows(rows, cols), w = rand_vec(cols);
  expect_sensitive(ops::add_rms_norm_graph(cols, 1e-6f), rows, {{"a", a}, {"b", b}, {"w", w}}, "add_rms_norm");
  rt::Tensor ta = up(*dev, a, {rows, cols}), tb = up(*dev, b, {rows, cols}), tw = up(*dev, w, {cols});
  const fusion::Plan& p = ops::add_rms_norm_plan(cols, 1e-6f);
  EXPECT_EQ(p.launch_count(), 1u);
  EXPECT_EQ(p.launches()[0].outputs.size(), 2u);
  auto [want_s, want_y] = ops::add_rms_norm_ref(a, b, w, rows, cols, 1e-6f);
  auto [s, y] = ops::add_rms_norm(*dev, ta, tb, tw, 1e-6f);
  EXPECT_EQ(float_mismatches(s.download_f32(), want_s), 0u);
  EXPECT_EQ(float_mismatches(y.download_f32(), want_y), 0u);
  // The same as two launches: an add (dag_map) and rms_norm on its result.
  fusion::Graph add_g;
  add_g.output("s", add_g.input("a", cols) + add_g.input("b", cols));
  fusion::Plan add_p = fusion::Plan::fused(add_g);
  const fusion::Plan& rms_p = ops::rms_norm_plan(cols, 1e-6f);
  EXPECT_EQ(add_p.launch_count() + rms_p.launch_count(), 2u);
  rt::Tensor s2 = add_p.execute(*dev, {{"a", ta}, {"b", tb}}).at("s");
  s2.shape = {rows, cols};
  EXPECT_EQ(float_mismatches(s2.download_f32(), want_s), 0u);
  EXPECT_EQ(float_mismatches(ops::rms_norm(*dev, s2, tw, 1e-6f).download_f32(), want_y), 0u);
  EXPECT_EQ(fusion::Plan::unfused(ops::add_rms_norm_graph(cols, 1e-6f)).launch_count(), 20u);
}

TEST(Softmax, OneLaunchMaskedRowsAndReference) {
  auto dev = rt::open_device("oracle");
  for (size_t cols : {1u, 32u, 33u, 4096u}) {
    // Short rows: 64 of them (a sequential sum changes about 60% of 32-column rows; at 16 rows
    // all were order-blind in ~5e-6 of runs).
    const size_t rows = cols <= 33 ? 64 : 16;
    auto x = regime_rows(rows, cols, fusion::RegimeMix::moderate());
    if (cols > 1) expect_sensitive(ops::softmax_graph(cols), rows, {{"x", x}}, "softmax (before masking)");
    for (size_t j = 0; j < cols; ++j) x[cols + j] = -std::numeric_limits<float>::infinity();  // row 1 all masked
    if (cols > 3) x[2 * cols + 3] = -std::numeric_limits<float>::infinity();
    EXPECT_EQ(ops::softmax_plan(cols).launch_count(), 1u);
    EXPECT_EQ(fusion::Plan::unfused(ops::softmax_graph(cols)).launch_count(), 7u);
    auto want = ops::softmax_ref(x, rows, cols);
    rt::Tensor tx = up(*dev, x, {rows, cols});
    EXPECT_EQ(float_mismatches(ops::softmax(*dev, tx).download_f32(), want), 0u) << cols;
    EXPECT_EQ(float_mismatches(unfused(ops::softmax_graph(cols), {{"x", tx}}, "y", *dev), want), 0u) << cols;
    for (size_t j = 0; j < cols; ++j) EXPECT_TRUE(same_float(want[cols + j], 0.0f));
  }
}

TEST(Norms, ShapeErrorsNameTheOp) {
  auto dev = rt::open_device("oracle");
  rt::Tensor x = up(*dev, rand_vec(4 * 8), {4, 8}), w = up(*dev, rand_vec(7), {7});
  try {
    ops::rms_norm(*dev, x, w, 1e-6f);
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("rms_norm: w must be [8]"), std::string::npos) << e.what();
  }
  auto message = [](auto&& f) { return morph::testing::user_error_message(f); };
  // A buffer smaller than the shape, and a tensor never allocated: the op and the tensor named
  // (they said "row fence: input 0 (Full) holds 0 f32, needs 16" before, 2026-12-07).
  rt::Tensor small = up(*dev, rand_vec(4), {4});
  small.shape = {4, 8};
  rt::Tensor w8 = up(*dev, rand_vec(8), {8});
  EXPECT_NE(message([&] { ops::rms_norm(*dev, small, w8, 1e-6f); }).find("rms_norm: x [4,8] f32 needs 128 bytes"),
            std::string::npos);
  EXPECT_NE(message([&] { ops::softmax(*dev, rt::Tensor{}); }).find("softmax: x"), std::string::npos);
  // The references check their vectors' sizes (they read past them before).
  EXPECT_NE(message([&] { ops::softmax_ref(std::vector<float>(4), size_t{1} << 26, 16); }).find("softmax_ref: x has 4"),
            std::string::npos);
  EXPECT_NE(message([&] {
              ops::rms_norm_ref(std::vector<float>(64), std::vector<float>(1), 4, 16, 1e-6f);
            }).find("rms_norm_ref: w has 1 floats, expected 16"),
            std::string::npos);
}

// ---- overflow, underflow and large means, against float64 -------------------------------------

namespace {

/// float64 references: x / sqrt(mean(x^2) + eps) and (x - mean) / sqrt(var + eps) (two-pass).
std::vector<double> rms_norm_f64(const std::vector<float>& x, size_t rows, size_t cols, double eps) {
  std::vector<double> y(x.size());
  for (size_t r = 0; r < rows; ++r) {
    double ss = 0;
    for (size_t j = 0; j < cols; ++j) ss += double(x[r * cols + j]) * double(x[r * cols + j]);
    double k = 1.0 / std::sqrt(ss / double(cols) + eps);
    for (size_t j = 0; j < cols; ++j) y[r * cols + j] = double(x[r * cols + j]) * k;
  }
  return y;
}
std::vector<double> layer_norm_f64(const std::vector<float>& x, size_t rows, size_t cols, double eps) {
  std::vector<double> y(x.size());
  for (size_t r = 0; r < rows; ++r) {
    double m = 0, v = 0;
    for (size_t j = 0; j < cols; ++j) m += x[r * cols + j];
    m /= double(cols);
    for (size_t j = 0; j < cols; ++j) v += (x[r * cols + j] - m) * (x[r * cols + j] - m);
    double k = 1.0 / std::sqrt(v / double(cols) + eps);
    for (size_t j = 0; j < cols; ++j) y[r * cols + j] = (x[r * cols + j] - m) * k;
  }
  return y;
}

/// Every output finite and within `rel` of the float64 value, relative to the row's largest
/// |float64 output| (an output much smaller than its row's largest carries the row's absolute
/// rounding, not its own).
void expect_close(const std::vector<float>& got, const std::vector<double>& want, size_t cols, double rel,
                  const std::string& what) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t r = 0; r * cols < got.size(); ++r) {
    double top = 0;
    for (size_t j = 0; j < cols; ++j) top = std::max(top, std::abs(want[r * cols + j]));
    size_t bad = 0;
    for (size_t j = 0; j < cols; ++j) {
      size_t i = r * cols + j;
      bool ok = std::isfinite(got[i]) && std::abs(double(got[i]) - want[i]) <= rel * top;
      if (!ok && bad++ < 3)
        ADD_FAILURE() << what << " row " << r << " [" << j << "]: got " << got[i] << ", float64 " << want[i];
    }
    EXPECT_GT(top, 0.0) << what << " row " << r;
  }
}

/// rms_norm (w = 1) on the oracle; also equal to rms_norm_ref bitwise.
std::vector<float> run_rms(rt::Device& dev, const std::vector<float>& x, size_t rows, size_t cols, float eps) {
  std::vector<float> ones(cols, 1.0f);
  auto y = ops::rms_norm(dev, up(dev, x, {rows, cols}), up(dev, ones, {cols}), eps).download_f32();
  EXPECT_EQ(float_mismatches(y, ops::rms_norm_ref(x, ones, rows, cols, eps)), 0u);
  return y;
}
std::vector<float> run_ln(rt::Device& dev, const std::vector<float>& x, size_t rows, size_t cols, float eps) {
  std::vector<float> ones(cols, 1.0f);
  auto y = ops::layer_norm(dev, up(dev, x, {rows, cols}), up(dev, ones, {cols}), nullptr, eps).download_f32();
  EXPECT_EQ(float_mismatches(y, ops::layer_norm_ref(x, ones, nullptr, rows, cols, eps)), 0u);
  return y;
}

/// A row of `cols` values c·(1 + u), u in [-0.5, 0.5], random signs when `signs`.
std::vector<float> scaled_rows(size_t rows, size_t cols, float c, bool signs) {
  std::uniform_real_distribution<float> u(-0.5f, 0.5f);
  std::vector<float> v(rows * cols);
  for (float& e : v) e = c * (1.0f + u(rng())) * (signs && (rng()() & 1) ? -1.0f : 1.0f);
  return v;
}

}  // namespace

TEST(Norms, RmsNormNeitherOverflowsNorUnderflows) {
  auto dev = rt::open_device("oracle");
  const size_t rows = 4, cols = 64;
  // Near 1e20 the f32 sum of squares overflows (the textbook formula returns 0); near 1e37 even
  // the sum of the values does. eps = 1e-6 is negligible there.
  for (float c : {1e20f, 3e25f, 1e37f}) {
    auto x = scaled_rows(rows, cols, c, true);
    auto y = run_rms(*dev, x, rows, cols, 1e-6f);
    expect_close(y, rms_norm_f64(x, rows, cols, 1e-6), cols, 0x1p-20, str_cat("rms_norm near ", c));
    EXPECT_NE(y[0], 0.0f) << "rms_norm of a row near " << c << " must not be 0";
  }
  // Tiny rows with eps = 0: the squares underflow (to denormals or 0) in f32 without the scale.
  for (float c : {1e-25f, 1e-30f, 1e-40f}) {
    auto x = scaled_rows(rows, cols, c, true);
    auto y = run_rms(*dev, x, rows, cols, 0.0f);
    expect_close(y, rms_norm_f64(x, rows, cols, 0.0), cols, c < 1e-38f ? 0x1p-9 : 0x1p-20,
                 str_cat("rms_norm (eps 0) near ", c));  // denormal inputs carry fewer bits
  }
  // With eps = 1e-6 a tiny row is x / sqrt(eps) to f32 rounding, unscaled.
  auto x = scaled_rows(rows, cols, 1e-30f, true);
  expect_close(run_rms(*dev, x, rows, cols, 1e-6f), rms_norm_f64(x, rows, cols, 1e-6), cols, 0x1p-20,
               "rms_norm (eps 1e-6) near 1e-30");
}

TEST(Norms, RmsNormBitsUnchangedWhereNoScaleIsNeeded) {
  // Rows with 2^-40 <= max|x| <= 2^40 (and, with eps >= 2^-50, every smaller row) have scale 1:
  // the result is today's formula x * rsqrt(sum(x*x) / n + eps) * w, bit for bit.
  auto dev = rt::open_device("oracle");
  const size_t rows = 64, cols = 96;
  for (float eps : {1e-6f, 0.0f}) {
    auto x = regime_rows(rows, cols), w = rand_vec(cols);
    fusion::Graph old_g;
    fusion::Sym xs = old_g.input("x", cols), ws = old_g.input("w", cols, fusion::Extent::PerCol);
    old_g.output("y", xs * fusion::rsqrt(fusion::sum(fusion::square(xs)) / float(cols) + eps) * ws);
    auto old_y = fusion::eval_host(old_g, rows, {{"x", x}, {"w", w}}).at("y");
    auto y = ops::rms_norm(*dev, up(*dev, x, {rows, cols}), up(*dev, w, {cols}), eps).download_f32();
    size_t same_rows = 0, unscaled_rows = 0;
    for (size_t r = 0; r < rows; ++r) {
      float m = 0;
      for (size_t j = 0; j < cols; ++j) m = std::max(m, std::abs(x[r * cols + j]));
      bool unscaled = m <= 0x1p40f && (m >= 0x1p-40f || !fusion::norm_scales_up(eps));
      if (!unscaled || !std::isfinite(m)) continue;
      ++unscaled_rows;
      size_t bad = 0;
      for (size_t j = 0; j < cols; ++j) bad += !same_float(y[r * cols + j], old_y[r * cols + j]);
      EXPECT_EQ(bad, 0u) << "row " << r << " (eps " << eps << ", max|x| " << m << ")";
      same_rows += bad == 0;
    }
    EXPECT_GE(unscaled_rows, rows / 2);
    EXPECT_EQ(same_rows, unscaled_rows);
  }
}

TEST(Norms, LayerNormOverflowUnderflowAndLargeMean) {
  auto dev = rt::open_device("oracle");
  {  // [2e19, -2e19]: the f32 variance overflows without the scale (the textbook formula gives ±0)
    std::vector<float> x = {2e19f, -2e19f};
    auto y = run_ln(*dev, x, 1, 2, 1e-5f);
    expect_close(y, layer_norm_f64(x, 1, 2, 1e-5), 2, 0x1p-20, "layer_norm [2e19, -2e19]");
    EXPECT_NEAR(y[0], 1.0f, 1e-6f);
    EXPECT_NEAR(y[1], -1.0f, 1e-6f);
  }
  {  // a large mean with a small spread: the f32 mean rounds by 0.5; x - mean must not
    std::vector<float> x = {1e7f, 1e7f + 1, 1e7f + 2, 1e7f + 3};
    auto y = run_ln(*dev, x, 1, 4, 1e-5f);
    expect_close(y, layer_norm_f64(x, 1, 4, 1e-5), 4, 0x1p-20, "layer_norm [1e7 .. 1e7+3]");
  }
  const size_t rows = 4, cols = 64;
  for (float mean : {1e5f, 1e6f, 3e7f}) {  // random rows around a large mean, spread ±8 ulp(mean)
    float spread = std::max(1.0f, 8.0f * (std::nextafter(mean, 2 * mean) - mean));
    std::uniform_real_distribution<float> u(-spread, spread);
    std::vector<float> x(rows * cols);
    for (float& e : x) e = mean + u(rng());
    expect_close(run_ln(*dev, x, rows, cols, 1e-5f), layer_norm_f64(x, rows, cols, 1e-5), cols, 0x1p-18,
                 str_cat("layer_norm around ", mean));
  }
  for (float c : {1e20f, 1e37f}) {  // overflow of the variance, and of the sum itself at 1e37
    auto x = scaled_rows(rows, cols, c, true);
    expect_close(run_ln(*dev, x, rows, cols, 1e-5f), layer_norm_f64(x, rows, cols, 1e-5), cols, 0x1p-19,
                 str_cat("layer_norm near ", c));
  }
  for (float c : {1e-25f, 1e-30f}) {  // underflow of the variance (eps = 0)
    auto x = scaled_rows(rows, cols, c, true);
    expect_close(run_ln(*dev, x, rows, cols, 0.0f), layer_norm_f64(x, rows, cols, 0.0), cols, 0x1p-19,
                 str_cat("layer_norm (eps 0) near ", c));
  }
}
