// Property test of DAG fusion (DESIGN §9, L5, L6): random traced graphs with fan-out, fan-in
// (binary ops and fma), row reductions, broadcasts (PerCol / PerRow / Scalar inputs and constants), special values and
// opaque fences, over rows of 1 to 4096 columns; fused plan = unfused plan = plain C++
// (eval_host), bitwise, on the oracle, with the fused plan under a random row schedule; and the
// same graphs' fused plans on every device backend present = the oracle's, bitwise
// (DagPropertyBackends). Full inputs are regime rows (morph/fusion/random_inputs.h: specials in
// rows r % 8 == 7 only); the run asserts its sensitivity over all graphs (finite non-zero
// outputs, and how often a sequential summation order would differ). The seed is printed;
// MORPH_DAG_SEED=… replays it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <limits>
#include <random>

#include "morph/base/env_number.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/opaque_ops.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
#include "morph/fusion/sensitivity.h"
#include "morph/runtime/registry.h"
#include "tests/conformance/backend_fixture.h"

using namespace morph;
using namespace morph::fusion;

namespace {

float special_or_random(std::mt19937& rng) {
  static const float kSpecials[] = {0.0f,
                                    -0.0f,
                                    std::numeric_limits<float>::denorm_min(),
                                    -1e-40f,
                                    std::numeric_limits<float>::infinity(),
                                    -std::numeric_limits<float>::infinity(),
                                    std::numeric_limits<float>::quiet_NaN(),
                                    3e38f,
                                    -3e38f,
                                    1e-30f,
                                    1.0f,
                                    -1.0f};
  std::uniform_int_distribution<int> pick(0, 99);
  int r = pick(rng);
  if (r < 4) return kSpecials[std::uniform_int_distribution<size_t>(0, std::size(kSpecials) - 1)(rng)];
  if (r < 8) return std::uniform_real_distribution<float>(-1e6f, 1e6f)(rng);
  return std::uniform_real_distribution<float>(-3.0f, 3.0f)(rng);
}

struct Case {
  Graph g;
  uint32_t rows = 1, cols = 1;
  std::map<std::string, std::vector<float>> data;
};

Case random_case(std::mt19937& rng) {
  Case c;
  // Row lengths: short (one element per logical lane or fewer), a lane group either side of 32,
  // and long rows (several elements per lane of the 1024-lane tree) up to thousands of columns.
  static const uint32_t kCols[] = {1, 2, 3, 31, 32, 33, 64, 100, 128, 257, 1000, 1025, 2048, 4096};
  c.cols = kCols[std::uniform_int_distribution<size_t>(0, std::size(kCols) - 1)(rng)];
  if (c.cols > 1025 && std::uniform_int_distribution<int>(0, 2)(rng) != 0) c.cols = 100;  // fewer long rows
  c.rows = std::uniform_int_distribution<uint32_t>(1, c.cols >= 1000 ? 9 : 12)(rng);
  auto coin = [&](int percent) { return std::uniform_int_distribution<int>(0, 99)(rng) < percent; };
  std::vector<Sym> pool;
  pool.push_back(c.g.input("x0", c.cols));
  if (coin(70)) pool.push_back(c.g.input("x1", c.cols));
  if (coin(50)) pool.push_back(c.g.input("w", c.cols, Extent::PerCol));
  if (coin(40)) pool.push_back(c.g.input("v", 0, Extent::PerRow));
  if (coin(20)) pool.push_back(c.g.input("s", 0, Extent::Scalar));
  // Full inputs: regime rows (mixed, cancellation, denormal, near-overflow; specials in rows
  // r % 8 == 7); the rest moderate values with a few specials.
  for (auto& [name, id] : c.g.inputs()) {
    const Node& n = c.g.node(id);
    if (n.extent == Extent::Full) {
      RegimeMix mix;
      mix.span = 8;
      c.data[name] = reduction_inputs(rng(), c.rows, c.cols, mix);
      continue;
    }
    std::vector<float> v(extent_numel(n.extent, c.rows, c.cols));
    for (float& x : v) x = special_or_random(rng);
    c.data[name] = std::move(v);
  }
  auto any = [&]() { return pool[std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng)]; };
  // Recent nodes are picked more often, so chains grow deep as well as wide.
  auto recent = [&]() {
    size_t lo = pool.size() > 3 ? pool.size() - 3 : 0;
    return pool[std::uniform_int_distribution<size_t>(lo, pool.size() - 1)(rng)];
  };
  auto full_nodes = [&]() {
    std::vector<Sym> full;
    for (Sym p : pool)
      if (p.node().extent == Extent::Full) full.push_back(p);
    return full;
  };
  int steps = std::uniform_int_distribution<int>(2, 14)(rng);
  for (int s = 0; s < steps; ++s) {
    int kind = std::uniform_int_distribution<int>(0, 99)(rng);
    Sym a = coin(60) ? recent() : any();
    if (kind < 30) {
      pool.push_back(un(static_cast<UnOp>(std::uniform_int_distribution<int>(0, algebra::kUnOpCount - 1)(rng)), a));
    } else if (kind < 62) {
      Sym b = coin(25) ? c.g.constant(special_or_random(rng)) : any();
      BinOp op = static_cast<BinOp>(std::uniform_int_distribution<int>(0, algebra::kBinOpCount - 1)(rng));
      pool.push_back(coin(50) ? c.g.bin(op, a, b) : c.g.bin(op, b, a));
    } else if (kind < 70) {
      // fma(a, b, c) (a*b + c rounded once) with `a` in a random position; the others any value or
      // a constant.
      Sym o[3] = {a, coin(20) ? c.g.constant(special_or_random(rng)) : any(),
                  coin(20) ? c.g.constant(special_or_random(rng)) : any()};
      std::swap(o[0], o[std::uniform_int_distribution<int>(0, 2)(rng)]);
      pool.push_back(fma(o[0], o[1], o[2]));
    } else if (kind < 90) {
      std::vector<Sym> full = full_nodes();
      Sym f =
          a.node().extent == Extent::Full ? a : full[std::uniform_int_distribution<size_t>(0, full.size() - 1)(rng)];
      pool.push_back(reduce(static_cast<Red>(std::uniform_int_distribution<int>(0, algebra::kRedCount - 1)(rng)), f));
    } else {
      std::vector<Sym> full = full_nodes();
      Sym f = full[std::uniform_int_distribution<size_t>(0, full.size() - 1)(rng)];
      if (coin(50)) {
        pool.push_back(reverse_rows(f));
      } else if (c.cols <= 128) {  // a square matmul keeps the row length, so later ops can combine with it
        auto w = std::make_shared<std::vector<float>>(size_t{c.cols} * c.cols);
        for (float& v : *w) v = std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng);
        pool.push_back(matmul(f, w, c.cols));
      } else {
        pool.push_back(reverse_rows(f));
      }
    }
  }
  c.g.output("out0", pool.back());
  int extra = std::uniform_int_distribution<int>(0, 2)(rng);
  for (int k = 0; k < extra; ++k) {
    Sym o = pool[std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng)];
    c.g.output("out" + std::to_string(k + 1), o);
  }
  return c;
}

FenceSchedule random_schedule(std::mt19937& rng, uint32_t cols) {
  FenceSchedule s;
  int k = std::uniform_int_distribution<int>(0, 3)(rng);
  if (k == 0) return default_schedule(cols);
  s.subgroup_rows = k == 1;
  s.workgroup = s.subgroup_rows ? 64 : (k == 2 ? 32 : 128);
  s.n_static = std::uniform_int_distribution<int>(0, 1)(rng) ? cols : 0;
  return s;
}

uint32_t dag_seed() {
  static uint32_t seed = [] {
    uint32_t v = std::random_device{}();
    v = static_cast<uint32_t>(env_number("MORPH_DAG_SEED", 0, UINT32_MAX, v, "a seed below 2^32 (decimal)"));
    return v;
  }();
  return seed;
}

constexpr int kCases = 500;

bool specials_row(uint64_t r) { return row_regime(RegimeMix{}, r) == RowRegime::Specials; }

}  // namespace

TEST(DagProperty, RandomGraphsFusedEqualsUnfusedEqualsHost) {
  const uint32_t seed = dag_seed();
  std::printf("dag property seed %u (replay: MORPH_DAG_SEED=%u)\n", seed, seed);
  std::mt19937 rng(seed);
  auto dev = rt::open_device("oracle");
  size_t fused_total = 0, naive_total = 0, reductions = 0, multi_output = 0, opaques = 0, long_rows = 0, fmas = 0;
  Sensitivity sens;
  for (int t = 0; t < kCases; ++t) {
    Case c = random_case(rng);
    FenceSchedule sched = random_schedule(rng, c.cols);
    PlanOptions opts;
    opts.schedule = [&](uint32_t) { return sched; };
    Plan fused = Plan::fused(c.g, opts), naive = Plan::unfused(c.g);
    size_t compute = 0;
    std::vector<bool> live = c.g.live();
    for (uint32_t i = 0; i < c.g.size(); ++i) {
      const Node& n = c.g.node(i);
      compute += live[i] && n.kind != NodeKind::Input && n.kind != NodeKind::Const;
      reductions += n.kind == NodeKind::Reduce;
      fmas += live[i] && n.kind == NodeKind::Ter;
      opaques += live[i] && n.kind == NodeKind::Opaque;
    }
    long_rows += c.cols >= 1000;
    ASSERT_EQ(naive.launch_count(), compute);
    ASSERT_LE(fused.launch_count(), naive.launch_count());
    for (const Launch& L : fused.launches()) multi_output += L.outputs.size() > 1;
    fused_total += fused.launch_count();
    naive_total += naive.launch_count();
    auto want = eval_host(c.g, c.rows, c.data);
    if (has_reduction(c.g)) sens += measure_sensitivity(c.g, c.rows, c.data, want, specials_row);
    std::map<std::string, rt::Tensor> in;
    for (auto& [name, v] : c.data) {
      in[name] = rt::Tensor::empty(*dev, ir::Type::F32, {v.size()});
      in[name].upload(v);
    }
    for (const Plan* p : {&fused, &naive}) {
      auto got = p->execute(*dev, in);
      for (auto& [name, w] : want) {
        std::vector<float> h = got.at(name).download_f32();
        ASSERT_EQ(h.size(), w.size());
        for (size_t i = 0; i < w.size(); ++i)
          ASSERT_TRUE(same_float(h[i], w[i]))
              << (p == &fused ? "fused" : "unfused") << " case " << t << " output " << name << "[" << i << "]: got "
              << h[i] << " want " << w[i] << " (rows " << c.rows << ", cols " << c.cols << ", " << sched.str() << ")\n"
              << c.g.dump() << p->describe();
      }
    }
  }
  std::printf(
      "%d graphs, %zu reductions, %zu opaque fences, %zu live fmas, %zu with rows of >= 1000 columns, %zu "
      "launches unfused -> %zu fused, %zu multi-output launches\ngraphs with a reduction: %s\n",
      kCases, reductions, opaques, fmas, long_rows, naive_total, fused_total, multi_output, sens.str().c_str());
  EXPECT_GT(reductions, 100u);
  EXPECT_GT(multi_output, 10u);
  EXPECT_GT(opaques, 20u);
  EXPECT_GT(fmas, 50u);
  EXPECT_GT(long_rows, 10u);
  // Sensitivity over every graph with a reduction. Random graphs apply random ops (log of a
  // negative, exp of a large value, relu) to random data, so fewer of their outputs are finite
  // and non-zero than in the hand-written tests (which assert 90%); the bound still fails when
  // inputs poison whole rows (the old inputs: one special in eight elements, every row).
  EXPECT_GE(sens.finite_fraction(), 0.5) << sens.str();
  EXPECT_GT(sens.order_fraction(), 0.25) << sens.str();
}

// The same random graphs (same seed) on every device backend: the fused plan on the device equals
// the fused plan on the oracle bitwise. Compile-only backends compile every kernel. Every graph
// is one to a few distinct kernels, and a cold PoCL compile of a fence kernel takes 5-30 s on
// the 2-core CI machine (NVRTC about 0.5 s), so by default the first kDefaultBackendCases graphs
// run (a fresh random set each run); MORPH_DAG_BACKEND_CASES=500 runs all of them (the GPU
// machine's run does).
class DagPropertyBackends : public morph::testing::BackendTest {};

TEST_P(DagPropertyBackends, RandomGraphsEqualOracle) {
  const uint32_t seed = dag_seed();
  constexpr int kDefaultBackendCases = 12;
  int cases = kDefaultBackendCases;
  cases = static_cast<int>(std::min<uint64_t>(
      kCases, env_number("MORPH_DAG_BACKEND_CASES", 0, INT32_MAX, cases, "a number of graphs (decimal)")));
  std::printf("dag property seed %u on %s, %d graphs (replay: MORPH_DAG_SEED=%u)\n", seed, backend().c_str(), cases,
              seed);
  std::mt19937 rng(seed);
  size_t kernels = 0, compared = 0;
  for (int t = 0; t < cases; ++t) {
    Case c = random_case(rng);
    FenceSchedule sched = random_schedule(rng, c.cols);
    PlanOptions opts;
    opts.schedule = [&](uint32_t) { return sched; };
    Plan fused = Plan::fused(c.g, opts);
    if (compile_only()) {
      for (const auto& k : fused.kernels()) compile_check(*k);
      kernels += fused.kernels().size();
      continue;
    }
    std::map<std::string, rt::Tensor> in, oin;
    for (auto& [name, v] : c.data) {
      in[name] = rt::Tensor::empty(device(), ir::Type::F32, {v.size()});
      in[name].upload(v);
      oin[name] = rt::Tensor::empty(oracle(), ir::Type::F32, {v.size()});
      oin[name].upload(v);
    }
    auto got = fused.execute(device(), in);
    auto want = fused.execute(oracle(), oin);
    kernels += fused.kernels().size();
    for (auto& [name, wt] : want) {
      std::vector<float> w = wt.download_f32(), h = got.at(name).download_f32();
      ASSERT_EQ(h.size(), w.size());
      compared += w.size();
      for (size_t i = 0; i < w.size(); ++i)
        ASSERT_TRUE(same_float(h[i], w[i]))
            << backend() << " case " << t << " output " << name << "[" << i << "]: got " << h[i] << " oracle " << w[i]
            << " (rows " << c.rows << ", cols " << c.cols << ", " << sched.str() << ", seed " << seed << ")\n"
            << c.g.dump() << fused.describe();
    }
  }
  std::printf("%d graphs on %s: %zu kernels, %zu outputs compared\n", cases, backend().c_str(), kernels, compared);
}

MORPH_INSTANTIATE_BACKENDS(DagPropertyBackends);
