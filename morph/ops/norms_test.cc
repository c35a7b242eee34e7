// Norms and softmax: one fused launch each, bitwise equal to their plain C++ references and to
// the unfused plan (one launch per primitive op), on the oracle; launch counts as numbers.
#include "morph/ops/norms.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/ops/softmax.h"
#include "morph/runtime/registry.h"

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
  rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, std::move(shape));
  t.upload(v);
  return t;
}

size_t mismatches(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return std::max(a.size(), b.size()) + 1;
  size_t m = 0;
  for (size_t i = 0; i < a.size(); ++i) m += !same_float(a[i], b[i]);
  return m;
}

/// Unfused plan of `g` on the oracle, output `name`.
std::vector<float> unfused(const fusion::Graph& g, const std::map<std::string, rt::Tensor>& in, const std::string& name,
                           rt::Device& dev) {
  return fusion::Plan::unfused(g).execute(dev, in).at(name).download_f32();
}

}  // namespace

TEST(Norms, GatedRmsNormNineToOne) {
  auto dev = rt::open_device("oracle");
  const size_t rows = 7, cols = 128;
  auto x = rand_vec(rows * cols), w = rand_vec(cols), g = rand_vec(rows * cols);
  EXPECT_EQ(ops::gated_rms_norm_plan(cols, 1e-6f).launch_count(), 1u);
  EXPECT_EQ(fusion::Plan::unfused(ops::gated_rms_norm_graph(cols, 1e-6f)).launch_count(), 9u);
  std::map<std::string, rt::Tensor> in = {{"x", up(*dev, x, {rows, cols})}, {"w", up(*dev, w, {cols})},
                                          {"g", up(*dev, g, {rows, cols})}};
  auto want = ops::gated_rms_norm_ref(x, w, g, rows, cols, 1e-6f);
  rt::Tensor y = ops::gated_rms_norm(*dev, in["x"], in["w"], in["g"], 1e-6f);
  EXPECT_EQ(y.shape, (std::vector<uint64_t>{rows, cols}));
  EXPECT_EQ(mismatches(y.download_f32(), want), 0u);
  EXPECT_EQ(mismatches(unfused(ops::gated_rms_norm_graph(cols, 1e-6f), in, "y", *dev), want), 0u);
}

TEST(Norms, RmsNormAndLayerNorm) {
  auto dev = rt::open_device("oracle");
  for (size_t cols : {1u, 33u, 4096u}) {
    const size_t rows = 3;
    auto x = rand_vec(rows * cols), w = rand_vec(cols), b = rand_vec(cols);
    rt::Tensor tx = up(*dev, x, {rows, cols}), tw = up(*dev, w, {cols}), tb = up(*dev, b, {cols});
    EXPECT_EQ(ops::rms_norm_plan(cols, 1e-6f).launch_count(), 1u);
    EXPECT_EQ(ops::layer_norm_plan(cols, 1e-5f, true).launch_count(), 1u);
    EXPECT_EQ(mismatches(ops::rms_norm(*dev, tx, tw, 1e-6f).download_f32(), ops::rms_norm_ref(x, w, rows, cols, 1e-6f)),
              0u) << cols;
    EXPECT_EQ(mismatches(ops::layer_norm(*dev, tx, tw, nullptr, 1e-5f).download_f32(),
                         ops::layer_norm_ref(x, w, nullptr, rows, cols, 1e-5f)), 0u) << cols;
    auto ln_b = ops::layer_norm_ref(x, w, &b, rows, cols, 1e-5f);
    EXPECT_EQ(mismatches(ops::layer_norm(*dev, tx, tw, &tb, 1e-5f).download_f32(), ln_b), 0u) << cols;
    EXPECT_EQ(mismatches(unfused(ops::layer_norm_graph(cols, 1e-5f, true), {{"x", tx}, {"w", tw}, {"b", tb}}, "y", *dev),
                         ln_b), 0u) << cols;
  }
}

TEST(Norms, AddRmsNormTwoOutputsOneLaunch) {
  auto dev = rt::open_device("oracle");
  const size_t rows = 4, cols = 96;
  auto a = rand_vec(rows * cols), b = rand_vec(rows * cols), w = rand_vec(cols);
  rt::Tensor ta = up(*dev, a, {rows, cols}), tb = up(*dev, b, {rows, cols}), tw = up(*dev, w, {cols});
  const fusion::Plan& p = ops::add_rms_norm_plan(cols, 1e-6f);
  EXPECT_EQ(p.launch_count(), 1u);
  EXPECT_EQ(p.launches()[0].outputs.size(), 2u);
  auto [want_s, want_y] = ops::add_rms_norm_ref(a, b, w, rows, cols, 1e-6f);
  auto [s, y] = ops::add_rms_norm(*dev, ta, tb, tw, 1e-6f);
  EXPECT_EQ(mismatches(s.download_f32(), want_s), 0u);
  EXPECT_EQ(mismatches(y.download_f32(), want_y), 0u);
  // The same as two launches: an add (dag_map) and rms_norm on its result.
  fusion::Graph add_g;
  add_g.output("s", add_g.input("a", cols) + add_g.input("b", cols));
  fusion::Plan add_p = fusion::Plan::fused(add_g);
  const fusion::Plan& rms_p = ops::rms_norm_plan(cols, 1e-6f);
  EXPECT_EQ(add_p.launch_count() + rms_p.launch_count(), 2u);
  rt::Tensor s2 = add_p.execute(*dev, {{"a", ta}, {"b", tb}}).at("s");
  s2.shape = {rows, cols};
  EXPECT_EQ(mismatches(s2.download_f32(), want_s), 0u);
  EXPECT_EQ(mismatches(ops::rms_norm(*dev, s2, tw, 1e-6f).download_f32(), want_y), 0u);
  EXPECT_EQ(fusion::Plan::unfused(ops::add_rms_norm_graph(cols, 1e-6f)).launch_count(), 8u);
}

TEST(Softmax, OneLaunchMaskedRowsAndReference) {
  auto dev = rt::open_device("oracle");
  for (size_t cols : {1u, 32u, 33u, 4096u}) {
    const size_t rows = 4;
    auto x = rand_vec(rows * cols);
    for (size_t j = 0; j < cols; ++j) x[cols + j] = -std::numeric_limits<float>::infinity();  // row 1 all masked
    if (cols > 3) x[2 * cols + 3] = -std::numeric_limits<float>::infinity();
    EXPECT_EQ(ops::softmax_plan(cols).launch_count(), 1u);
    EXPECT_EQ(fusion::Plan::unfused(ops::softmax_graph(cols)).launch_count(), 7u);
    auto want = ops::softmax_ref(x, rows, cols);
    rt::Tensor tx = up(*dev, x, {rows, cols});
    EXPECT_EQ(mismatches(ops::softmax(*dev, tx).download_f32(), want), 0u) << cols;
    EXPECT_EQ(mismatches(unfused(ops::softmax_graph(cols), {{"x", tx}}, "y", *dev), want), 0u) << cols;
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
}
