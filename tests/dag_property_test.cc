// Property test of DAG fusion (DESIGN §9, L5, L6): random traced graphs with fan-out, fan-in,
// row reductions, broadcasts (PerCol / PerRow / Scalar inputs and constants), special values and
// opaque fences; fused plan = unfused plan = plain C++ (eval_host), bitwise, on the oracle, with
// the fused plan under a random row schedule. The seed is printed; MORPH_DAG_SEED=… replays it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <limits>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/opaque_ops.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::fusion;

namespace {

float special_or_random(std::mt19937& rng) {
  static const float kSpecials[] = {0.0f, -0.0f, std::numeric_limits<float>::denorm_min(), -1e-40f,
                                    std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                                    std::numeric_limits<float>::quiet_NaN(), 3e38f, -3e38f, 1e-30f, 1.0f, -1.0f};
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
  static const uint32_t kCols[] = {1, 2, 3, 31, 32, 33, 64, 100};
  c.cols = kCols[std::uniform_int_distribution<size_t>(0, std::size(kCols) - 1)(rng)];
  c.rows = std::uniform_int_distribution<uint32_t>(1, 5)(rng);
  auto coin = [&](int percent) { return std::uniform_int_distribution<int>(0, 99)(rng) < percent; };
  std::vector<Sym> pool;
  pool.push_back(c.g.input("x0", c.cols));
  if (coin(70)) pool.push_back(c.g.input("x1", c.cols));
  if (coin(50)) pool.push_back(c.g.input("w", c.cols, Extent::PerCol));
  if (coin(40)) pool.push_back(c.g.input("v", 0, Extent::PerRow));
  if (coin(20)) pool.push_back(c.g.input("s", 0, Extent::Scalar));
  for (auto& [name, id] : c.g.inputs()) {
    std::vector<float> v(extent_numel(c.g.node(id).extent, c.rows, c.cols));
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
    } else if (kind < 70) {
      Sym b = coin(25) ? c.g.constant(special_or_random(rng)) : any();
      BinOp op = static_cast<BinOp>(std::uniform_int_distribution<int>(0, algebra::kBinOpCount - 1)(rng));
      pool.push_back(coin(50) ? c.g.bin(op, a, b) : c.g.bin(op, b, a));
    } else if (kind < 90) {
      std::vector<Sym> full = full_nodes();
      Sym f = a.node().extent == Extent::Full ? a : full[std::uniform_int_distribution<size_t>(0, full.size() - 1)(rng)];
      pool.push_back(reduce(static_cast<Red>(std::uniform_int_distribution<int>(0, algebra::kRedCount - 1)(rng)), f));
    } else {
      std::vector<Sym> full = full_nodes();
      Sym f = full[std::uniform_int_distribution<size_t>(0, full.size() - 1)(rng)];
      if (coin(50)) {
        pool.push_back(reverse_rows(f));
      } else {  // a square matmul keeps the row length, so later ops can combine with it
        auto w = std::make_shared<std::vector<float>>(size_t{c.cols} * c.cols);
        for (float& v : *w) v = std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng);
        pool.push_back(matmul(f, w, c.cols));
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

RowSchedule random_schedule(std::mt19937& rng, uint32_t cols) {
  RowSchedule s;
  int k = std::uniform_int_distribution<int>(0, 3)(rng);
  if (k == 0) return default_schedule(cols);
  s.subgroup_rows = k == 1;
  s.workgroup = s.subgroup_rows ? 64 : (k == 2 ? 32 : 128);
  s.n_static = std::uniform_int_distribution<int>(0, 1)(rng) ? cols : 0;
  return s;
}

}  // namespace

// `cases` random graphs on `backend`: fused = unfused = the host evaluation, bitwise.
void random_graphs(const std::string& backend, int cases) {
  uint32_t seed = std::random_device{}();
  if (const char* e = std::getenv("MORPH_DAG_SEED")) seed = static_cast<uint32_t>(std::strtoul(e, nullptr, 10));
  std::printf("dag property seed %u (replay: MORPH_DAG_SEED=%u) on %s\n", seed, seed, backend.c_str());
  std::mt19937 rng(seed);
  std::unique_ptr<rt::Device> dev;
  try {
    dev = rt::open_device(backend);
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << "skipped: no " << backend << " device (" << e.what() << ")";
  }
  const int kCases = cases;
  size_t fused_total = 0, naive_total = 0, reductions = 0, multi_output = 0, opaques = 0;
  for (int t = 0; t < kCases; ++t) {
    Case c = random_case(rng);
    RowSchedule sched = random_schedule(rng, c.cols);
    PlanOptions opts;
    opts.schedule = [&](uint32_t) { return sched; };
    Plan fused = Plan::fused(c.g, opts), naive = Plan::unfused(c.g);
    size_t compute = 0;
    std::vector<bool> live = c.g.live();
    for (uint32_t i = 0; i < c.g.size(); ++i) {
      const Node& n = c.g.node(i);
      compute += live[i] && n.kind != NodeKind::Input && n.kind != NodeKind::Const;
      reductions += n.kind == NodeKind::Reduce;
      opaques += live[i] && n.kind == NodeKind::Opaque;
    }
    ASSERT_EQ(naive.launch_count(), compute);
    ASSERT_LE(fused.launch_count(), naive.launch_count());
    for (const Launch& L : fused.launches()) multi_output += L.outputs.size() > 1;
    fused_total += fused.launch_count();
    naive_total += naive.launch_count();
    auto want = eval_host(c.g, c.rows, c.data);
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
              << h[i] << " want " << w[i] << " (rows " << c.rows << ", cols " << c.cols << ", " << sched.str()
              << ")\n"
              << c.g.dump() << p->describe();
      }
    }
  }
  std::printf("%d graphs, %zu reductions, %zu opaque fences, %zu launches unfused -> %zu fused, %zu multi-output launches\n",
              kCases, reductions, opaques, naive_total, fused_total, multi_output);
  // Coverage (the full-size run): reductions, multi-output launches and opaque fences all seen.
  EXPECT_GT(reductions, kCases / 5u);
  if (kCases >= 500) {
    EXPECT_GT(multi_output, 10u);
    EXPECT_GT(opaques, 20u);
  }
}

TEST(DagProperty, RandomGraphsFusedEqualsUnfusedEqualsHost) { random_graphs("oracle", 500); }

// The same on the cpu backend, with fewer graphs (each fused region is a new compiled kernel):
// $MORPH_PROPERTY_DEVICE_GRAPHS, default 6 (~30 distinct kernels).
TEST(DagProperty, RandomGraphsOnCpu) {
  int n = 6;
  if (const char* e = std::getenv("MORPH_PROPERTY_DEVICE_GRAPHS")) n = std::max(1, std::atoi(e));
  random_graphs("cpu", n);
}
