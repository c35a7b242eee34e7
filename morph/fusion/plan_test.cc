// Fused and unfused plans of small graphs equal the plain C++ evaluation bitwise; launch counts.
#include "morph/fusion/plan.h"
#include "morph/dsl/kernel.h"
#include "morph/fusion/dag_map.h"

#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "morph/base/float_bits.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::fusion;

namespace {

std::vector<float> rand_vec(size_t n, std::mt19937& rng) {
  std::uniform_real_distribution<float> u(-4.0f, 4.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = u(rng);
  return v;
}

size_t mismatches(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return std::max(a.size(), b.size());
  size_t m = 0;
  for (size_t i = 0; i < a.size(); ++i) m += !same_float(a[i], b[i]);
  return m;
}

}  // namespace

TEST(Plan, GatedNormIsOneLaunchAnd21Unfused) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t rows = 6, cols = 128;
  Graph g;
  Sym x = g.input("x", cols), w = g.input("w", cols, Extent::PerCol), gate = g.input("g", cols);
  g.output("y", rms_norm(x, 1e-6f) * w * silu(gate));
  Plan fused = Plan::fused(g), naive = Plan::unfused(g);
  EXPECT_EQ(fused.launch_count(), 1u) << fused.describe();
  EXPECT_EQ(naive.launch_count(), 21u);  // 9 textbook ops + 12 of the overflow-safe scale
  std::map<std::string, std::vector<float>> host = {
      {"x", rand_vec(rows * cols, rng)}, {"w", rand_vec(cols, rng)}, {"g", rand_vec(rows * cols, rng)}};
  auto want = eval_host(g, rows, host);
  auto dev = rt::open_device("oracle");
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, v] : host) {
    std::vector<uint64_t> shape = name == "w" ? std::vector<uint64_t>{cols} : std::vector<uint64_t>{rows, cols};
    in[name] = rt::Tensor::empty(*dev, ir::Type::F32, shape);
    in[name].upload(v);
  }
  for (const Plan* p : {&fused, &naive}) {
    auto out = p->execute(*dev, in);
    EXPECT_EQ(mismatches(out.at("y").download_f32(), want.at("y")), 0u) << p->describe();
  }
}

TEST(DagMap, OneCompiledKernelPerDistinctProgram) {
  auto make = [](UnOp op) {
    DagProgram p;
    p.inputs = {Extent::Full, Extent::PerCol};
    uint32_t x = p.load(0), w = p.load(1);
    uint32_t a = p.un(op, x);
    p.outputs = {p.bin(BinOp::Mul, a, w), a};  // fan-out of a: two readers, two outputs
    return p;
  };
  dsl::KernelRef k1 = dag_map_kernel(make(UnOp::Silu));
  size_t traced = dsl::trace_count();
  dsl::KernelRef k2 = dag_map_kernel(make(UnOp::Silu));
  EXPECT_EQ(k1.get(), k2.get());
  EXPECT_EQ(dsl::trace_count(), traced);
  dsl::KernelRef k3 = dag_map_kernel(make(UnOp::Tanh));
  EXPECT_NE(k1.get(), k3.get());
}

TEST(Plan, OpaqueFenceWithoutDeviceFnIsReportedNotRun) {
  Graph g;
  Sym x = g.input("x", 4);
  g.output("y", exp(g.opaque("gather", {silu(x)}, 4, {})));
  Plan p = Plan::fused(g);
  EXPECT_EQ(p.launch_count(), 3u);
  EXPECT_NE(p.describe().find("opaque fence"), std::string::npos);
  auto dev = rt::open_device("oracle");
  rt::Tensor t = rt::Tensor::empty(*dev, ir::Type::F32, {2, 4});
  t.upload(std::vector<float>(8, 1.0f));
  try {
    p.execute(*dev, {{"x", t}});
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("'gather' has no device implementation"), std::string::npos) << e.what();
  }
}

TEST(Plan, ExecuteIntoGivenOutputs) {
  Graph g;
  Sym x = g.input("x", 8), w = g.input("w", 8, Extent::PerCol);
  g.output("y", rms_norm(x, 1e-6f) * w);
  g.output("x_again", x);  // an output no launch computes: copied into the given tensor
  auto dev = rt::open_device("oracle");
  std::vector<float> hx(3 * 8), hw(8);
  for (size_t i = 0; i < hx.size(); ++i) hx[i] = 0.25f * static_cast<float>(i) - 2.0f;
  for (size_t i = 0; i < hw.size(); ++i) hw[i] = 1.0f + 0.125f * static_cast<float>(i);
  rt::Tensor tx = rt::Tensor::empty(*dev, ir::Type::F32, {3, 8}), tw = rt::Tensor::empty(*dev, ir::Type::F32, {8});
  tx.upload(hx);
  tw.upload(hw);
  std::map<std::string, rt::Tensor> out = {{"y", rt::Tensor::empty(*dev, ir::Type::F32, {3, 8})},
                                           {"x_again", rt::Tensor::empty(*dev, ir::Type::F32, {3, 8})}};
  auto y_impl = out["y"].buffer.impl;
  Plan p = Plan::fused(g);
  p.execute_into(*dev, {{"x", tx}, {"w", tw}}, out);
  EXPECT_EQ(out["y"].buffer.impl, y_impl);
  auto want = eval_host(g, 3, {{"x", hx}, {"w", hw}});
  EXPECT_EQ(mismatches(out["y"].download_f32(), want["y"]), 0u);
  EXPECT_EQ(mismatches(out["x_again"].download_f32(), hx), 0u);
  std::map<std::string, rt::Tensor> bad = {{"y", rt::Tensor::empty(*dev, ir::Type::F32, {3, 7})}};
  EXPECT_THROW(p.execute_into(*dev, {{"x", tx}, {"w", tw}}, bad), UserError);
}

TEST(Plan, SplitRowFenceRunsFromSeveralThreadsOnOneDevice) {
  // A row split over workgroups passes partial results between its launches through a buffer
  // the Plan caches per device; calls from several threads on one device must not mix them.
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  const uint32_t rows = 2, cols = 4096;
  Graph g;
  Sym x = g.input("x", cols);
  g.output("y", softmax(x));
  PlanOptions o;
  o.schedule = [](uint32_t n) {
    FenceSchedule s = default_schedule(n);
    s.workgroup = 256;
    s.n_static = 0;
    s.split = 4;  // 1024 lanes, 4 items each
    return s;
  };
  Plan plan = Plan::fused(g, o);
  ASSERT_EQ(plan.launch_count(), 3u) << plan.describe();
  auto dev = rt::open_device("oracle");
  constexpr int kThreads = 4;
  std::vector<std::vector<float>> host(kThreads), want(kThreads);
  std::vector<rt::Tensor> in(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    std::mt19937 rng(seed + t);
    host[t] = rand_vec(size_t{rows} * cols, rng);
    want[t] = eval_host(g, rows, {{"x", host[t]}}).at("y");
    in[t] = rt::Tensor::empty(*dev, ir::Type::F32, {rows, cols});
    in[t].upload(host[t]);
  }
  std::vector<size_t> bad(kThreads, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < kThreads; ++t)
    pool.emplace_back([&, t] {
      for (int rep = 0; rep < 3; ++rep)
        bad[t] += mismatches(plan.execute(*dev, {{"x", in[t]}}).at("y").download_f32(), want[t]);
    });
  for (auto& th : pool) th.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(bad[t], 0u) << "thread " << t << " (seed " << seed << ")";
}
