// Tuned winners reach the kernels only when asked (MORPH_AUTOTUNE=1 or force), only after they are
// re-proven: a cached "fence" winner becomes every row launch's schedule, a cached "map" winner
// every elementwise launch's MapSchedule, a cached "attention" winner the config's knob, a cached
// "matvec" winner the MatvecSchedule — each
// giving the default's bits; without an entry, with an unknown winner name, or without opting in,
// the default schedules run.
#include "morph/tune/autotune.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/registry.h"
#include "morph/tune/map_tunable.h"
#include "morph/tune/plan_tunable.h"
#include "morph/tune/row_tunable.h"

using namespace morph;

namespace {

std::string fresh_root(const std::string& tag) {
  std::string root = std::filesystem::temp_directory_path().string() + "/morph_autotune_test_" + tag + "_" +
                     std::to_string(::getpid());
  std::filesystem::remove_all(root);
  return root;
}

fusion::Graph graph(const std::string& expr, uint32_t cols) {
  return expr::lower_to_graph(expr::parse_expression(expr), expr, {cols, {"w"}}).graph;
}

/// Writes `winner` as the cached entry of `t` at class `sc`, as `morph tune` would.
void put_winner(const std::string& root, rt::Device& dev, const tune::Tunable& t, const tune::ShapeClass& sc,
                const std::string& winner) {
  tune::Tuner tuner(root);
  ASSERT_TRUE(tuner.cache().enabled());
  tuner.cache().put(tuner.key(dev, t, sc), "morph-tune-v1\n" + winner + "\n");
}

std::vector<float> run_y(rt::Device& dev, const fusion::Plan& p, uint64_t rows, uint64_t seed) {
  return p.execute(dev, tune::bind_inputs(dev, p.graph(), rows, seed)).at("y").download_f32();
}

void expect_same(const std::vector<float>& a, const std::vector<float>& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  size_t bad = 0;
  for (size_t i = 0; i < a.size(); ++i) bad += !same_float(a[i], b[i]);
  EXPECT_EQ(bad, 0u) << what;
}

}  // namespace

TEST(Autotune, CachedRowWinnerIsUsedOnlyWhenAskedAndGivesTheDefaultBits) {
  const std::string root = fresh_root("row");
  auto dev = rt::open_device("oracle");
  const uint64_t rows = 6;
  const uint32_t cols = 300;
  fusion::Graph g = graph("rms_norm(x, eps=1e-6)*w", cols);
  const tune::ShapeClass sc = tune::graph_shape_class(g, rows);
  EXPECT_EQ(sc.str(), "r8.c512.a4");
  // Not asked (MORPH_AUTOTUNE unset, no force): defaults, without touching the cache.
  ::unsetenv("MORPH_AUTOTUNE");
  EXPECT_FALSE(tune::tuned_plan_options(*dev, g, rows, false, root).schedule);
  // Asked, nothing cached: defaults.
  EXPECT_FALSE(tune::tuned_plan_options(*dev, g, rows, true, root).schedule);

  const std::string root2 = fresh_root("row2");
  put_winner(root2, *dev, tune::row_fence_tunable(g, {}, {}), sc, "wg64");
  fusion::PlanOptions o = tune::tuned_plan_options(*dev, g, rows, true, root2);
  ASSERT_TRUE(o.schedule) << "the cached winner was not used";
  EXPECT_EQ(o.schedule(cols).str(), tune::row_candidate("wg64", cols).str());
  fusion::Plan tuned = fusion::Plan::fused(g, o), plain = fusion::Plan::fused(g);
  ASSERT_EQ(tuned.launches().size(), 1u);
  EXPECT_EQ(tuned.launches()[0].schedule.str(), tune::row_candidate("wg64", cols).str());
  EXPECT_NE(tuned.launches()[0].schedule.str(), plain.launches()[0].schedule.str());
  expect_same(run_y(*dev, tuned, rows, 7), run_y(*dev, plain, rows, 7), "wg64 vs default");
  // MORPH_AUTOTUNE=1 is the same switch as force.
  ::setenv("MORPH_AUTOTUNE", "1", 1);
  EXPECT_TRUE(tune::tuned_plan_options(*dev, g, rows, false, root2).schedule);
  ::unsetenv("MORPH_AUTOTUNE");
  // Another shape class (unaligned rows) has no entry: defaults.
  fusion::Graph g2 = graph("rms_norm(x, eps=1e-6)*w", cols + 1);
  EXPECT_FALSE(tune::tuned_plan_options(*dev, g2, rows, true, root2).schedule);
  std::filesystem::remove_all(root);
  std::filesystem::remove_all(root2);
}

// A graph declared with its shape (as `morph run --shape 32,128` builds it: fusion::Graph's
// domain) fixes its rows: the lookup's probe must take those rows, not 3 (the winner was never
// applied there, with a warning that blamed the cache entry; a new-user trial, 2026-12-07).
TEST(Autotune, CachedWinnerAppliesToAGraphWithADomain) {
  const std::string root = fresh_root("domain");
  auto dev = rt::open_device("oracle");
  const uint64_t rows = 32;
  const uint32_t cols = 128;
  fusion::Graph g;
  g.output("y",
           g.input("x", {rows, cols}, {rows, cols}, ir::Type::F32) * g.input("w", {cols}, {rows, cols}, ir::Type::F32));
  const tune::ShapeClass sc = tune::graph_shape_class(g, rows);
  put_winner(root, *dev, tune::map_tunable(g, {}, {}), sc, "l2");
  fusion::PlanOptions o = tune::tuned_plan_options(*dev, g, rows, true, root);
  ASSERT_TRUE(o.map_schedule.has_value()) << "the cached winner was not used";
  EXPECT_EQ(o.map_schedule->lanes, 2u);
  std::filesystem::remove_all(root);
}

TEST(Autotune, CachedMapWinnerBecomesTheElementwiseSchedule) {
  const std::string root = fresh_root("map");
  auto dev = rt::open_device("oracle");
  const uint64_t rows = 3;
  const uint32_t cols = 256;
  fusion::Graph g = graph("silu(gate)*up", cols);
  const tune::ShapeClass sc = tune::graph_shape_class(g, rows);
  put_winner(root, *dev, tune::map_tunable(g, {}, {}), sc, "l2");
  fusion::PlanOptions o = tune::tuned_plan_options(*dev, g, rows, true, root);
  ASSERT_TRUE(o.map_schedule.has_value()) << "the cached winner was not used";
  EXPECT_EQ(o.map_schedule->lanes, 2u);
  fusion::Plan tuned = fusion::Plan::fused(g, o), plain = fusion::Plan::fused(g);
  ASSERT_TRUE(tuned.launches()[0].map_schedule.has_value());
  EXPECT_EQ(tuned.launches()[0].map_schedule->lanes, 2u);
  expect_same(run_y(*dev, tuned, rows, 11), run_y(*dev, plain, rows, 11), "l2 vs default");
  // An entry naming no candidate is treated as corrupt: defaults.
  const std::string root2 = fresh_root("map2");
  put_winner(root2, *dev, tune::map_tunable(g, {}, {}), sc, "l3");
  EXPECT_FALSE(tune::tuned_plan_options(*dev, g, rows, true, root2).map_schedule.has_value());
  std::filesystem::remove_all(root);
  std::filesystem::remove_all(root2);
}

TEST(Autotune, CachedAttentionWinnerSetsTheKnob) {
  const std::string root = fresh_root("attn");
  auto dev = rt::open_device("oracle");
  ops::AttnConfig cfg{.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 32};
  std::mt19937_64 rng(std::random_device{}());
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  auto filled = [&](std::vector<uint64_t> shape) {
    size_t n = 1;
    for (uint64_t d : shape) n *= d;
    std::vector<float> v(n);
    for (float& x : v) x = u(rng);
    auto t = rt::Tensor::empty(*dev, ir::Type::F32, shape);
    t.upload(v);
    return t;
  };
  tune::AttnInputs in{filled({1, 1, 4, 32}), filled({1, 700, 2, 32}), filled({1, 700, 2, 32}), std::nullopt, {700}};
  const tune::ShapeClass sc = tune::attention_shape_class(in);
  EXPECT_EQ(tune::tuned_attention_config(*dev, cfg, in, true, root).chunks_per_group, 1u) << "nothing cached";
  // (Lookups are remembered per process and cache root: the entry goes to a fresh root.)
  const std::string root2 = fresh_root("attn2");
  put_winner(root2, *dev, tune::attention_tunable(cfg, in, in), sc, "c2");
  ops::AttnConfig c = tune::tuned_attention_config(*dev, cfg, in, true, root2);
  EXPECT_EQ(c.chunks_per_group, 2u);
  expect_same(ops::attention(*dev, c, in.q, in.k, in.v, nullptr, in.ctx_len).download_f32(),
              ops::attention(*dev, cfg, in.q, in.k, in.v, nullptr, in.ctx_len).download_f32(), "c2 vs default");
  std::filesystem::remove_all(root);
  std::filesystem::remove_all(root2);
}

TEST(Autotune, CachedMatvecWinnerBecomesTheSchedule) {
  const std::string root = fresh_root("matvec");
  auto dev = rt::open_device("oracle");
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  const uint32_t rows = 12, k = 512;
  std::vector<uint8_t> bytes = quant::random_blocks(quant::GgmlType::Q4_K, rows, k, rng);
  const quant::MatvecWeights w = quant::repack_weights(quant::GgmlType::Q4_K, bytes.data(), rows, k);
  const quant::MatvecSchedule dflt = quant::default_schedule(quant::GgmlType::Q4_K, 1, k);
  ::unsetenv("MORPH_AUTOTUNE");
  EXPECT_EQ(tune::tuned_matvec_schedule(*dev, w, quant::XType::F32, 1, false, root), dflt) << "not asked";
  EXPECT_EQ(tune::tuned_matvec_schedule(*dev, w, quant::XType::F32, 1, true, root), dflt) << "nothing cached";
  const std::string root2 = fresh_root("matvec2");
  tune::MatvecInputs probe = tune::matvec_probe_inputs(w, quant::XType::F32, 1);
  EXPECT_EQ(probe.w.rows, 8u);
  put_winner(root2, *dev, tune::matvec_tunable(probe, probe), tune::shape_class(rows, k), "sg2.r2");
  const quant::MatvecSchedule s = tune::tuned_matvec_schedule(*dev, w, quant::XType::F32, 1, true, root2);
  EXPECT_EQ(s, tune::matvec_candidate("sg2.r2", quant::GgmlType::Q4_K, 1, k)) << "the cached winner was not used";
  EXPECT_NE(s, dflt);
  std::vector<uint8_t> x(size_t{k} * 4);
  std::normal_distribution<float> g(0.0f, 1.0f);
  for (uint32_t j = 0; j < k; ++j) {
    const float v = g(rng);
    std::memcpy(x.data() + 4 * j, &v, 4);
  }
  expect_same(quant::matvec_run(*dev, w, x, quant::XType::F32, 1, s),
              quant::matvec_run(*dev, w, x, quant::XType::F32, 1, dflt), "sg2.r2 vs default");
  // Another row count of the same class shares the entry; another k (another kernel) does not.
  const quant::MatvecWeights w9 = quant::repack_weights(quant::GgmlType::Q4_K, bytes.data(), 9, k);
  EXPECT_EQ(tune::tuned_matvec_schedule(*dev, w9, quant::XType::F32, 1, true, root2), s);
  const quant::MatvecWeights wk = quant::repack_weights(quant::GgmlType::Q4_K, bytes.data(), 24, 256);
  EXPECT_EQ(tune::tuned_matvec_schedule(*dev, wk, quant::XType::F32, 1, true, root2), dflt);
  // An entry naming no candidate: the default.
  const std::string root3 = fresh_root("matvec3");
  put_winner(root3, *dev, tune::matvec_tunable(probe, probe), tune::shape_class(rows, k), "r3");
  EXPECT_EQ(tune::tuned_matvec_schedule(*dev, w, quant::XType::F32, 1, true, root3), dflt);
  for (const std::string& r : {root, root2, root3}) std::filesystem::remove_all(r);
}

// On the cpu backend the default row schedule is `serial` itself: the tuner refuses to time that
// candidate (two timings of one schedule would let noise name a "winner", as a new user saw:
// `morph tune gated_norm_1tok --backend cpu` once chose serial 1.03x over the default).
TEST(Autotune, CandidateThatIsTheDefaultIsNotTimed) {
  std::unique_ptr<rt::Device> cpu;
  try {
    cpu = rt::open_device("cpu");
  } catch (const std::exception& e) {
    GTEST_SKIP() << "skipped: no cpu backend here (" << e.what() << ")";
  }
  fusion::Graph g = graph("rms_norm(x, eps=1e-6)*w", 128);
  tune::Tunable t = tune::row_fence_tunable(g, tune::bind_inputs(*cpu, g, 8, 1), tune::bind_inputs(*cpu, g, 3, 2));
  const std::string root = fresh_root("refuse");
  tune::Tuner tuner(root, {1, 3});
  tune::TuneResult r = tuner.tune(*cpu, t, tune::graph_shape_class(g, 8));
  std::filesystem::remove_all(root);  // the test's cache leaves nothing in the temp directory
  size_t serial = 0;
  while (t.candidates[serial] != "serial") ++serial;
  EXPECT_NE(r.refused[serial].find("is the default schedule"), std::string::npos) << r.refused[serial];
  EXPECT_NE(r.winner_name, "serial");
  EXPECT_TRUE(r.refused[0].empty()) << "the default itself is timed";
}
