// Row fences: every reduction (sum max min mean sumsq) with a prologue and an epilogue equals
// the plain C++ reference bitwise under several schedules (L3, L6): workgroup per row at W = 32,
// 64, 256, 1024, a subgroup per row with 2 and 4 rows per workgroup, with and without a comptime
// row length; rows of 1, 31, 32, 33, 4096, 151936 and 2^24 elements (regime rows, each reduction
// asserting its sensitivity: tests/sensitivity_check.h); rows of all NaN, all -inf, and rows
// whose sum of squares overflows f32.
#include "morph/fusion/fence.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_dialect.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/sensitivity.h"
#include "morph/ir/island.h"
#include "morph/runtime/registry.h"
#include "tests/sensitivity_check.h"

using namespace morph;
using namespace morph::fusion;

namespace {

std::vector<FenceSchedule> schedules(uint32_t cols) {
  std::vector<FenceSchedule> s;
  s.push_back({64, false, 0});
  s.push_back({256, false, cols});
  s.push_back({128, true, cols});  // 4 rows per workgroup
  s.push_back({64, true, 0});      // 2 rows per workgroup, run-time length
  if (cols <= 4096) s.push_back({32, false, cols});
  return s;
}

/// Runs Plan::fused(g) under each schedule and compares every output with eval_host.
void expect_all_schedules(const Graph& g, uint32_t rows, const std::map<std::string, std::vector<float>>& data,
                          const std::vector<FenceSchedule>& scheds, const std::string& what, size_t launches = 1) {
  auto want = eval_host(g, rows, data);
  auto dev = rt::open_device("oracle");
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, v] : data) {
    in[name] = rt::Tensor::empty(*dev, ir::Type::F32, {v.size()});
    in[name].upload(v);
  }
  for (const FenceSchedule& s : scheds) {
    PlanOptions opts;
    opts.schedule = [&](uint32_t) { return s; };
    Plan p = Plan::fused(g, opts);
    ASSERT_EQ(p.launch_count(), launches) << p.describe();
    auto got = p.execute(*dev, in);
    for (auto& [name, w] : want) {
      std::vector<float> h = got.at(name).download_f32();
      ASSERT_EQ(h.size(), w.size());
      size_t bad = 0, first = 0;
      for (size_t i = 0; i < w.size(); ++i)
        if (!same_float(h[i], w[i]) && bad++ == 0) first = i;
      EXPECT_EQ(bad, 0u) << what << " output " << name << " under " << s.str() << ": first at " << first << " got "
                         << h[first] << " want " << w[first];
    }
  }
}

std::vector<float> row_data(size_t n, std::mt19937& rng) {
  std::uniform_real_distribution<float> u(-10.0f, 10.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = u(rng);
  if (n > 8) {
    v[1] = -0.0f;
    v[3] = std::numeric_limits<float>::denorm_min();
    v[5] = 0.0f;
  }
  return v;
}

/// One graph per reduction: r = red(x * 1.5) (prologue), y = x - r (epilogue), plus r itself.
Graph reduction_graph(Red red, uint32_t cols) {
  Graph g;
  Sym x = g.input("x", cols);
  Sym r = reduce(red, x * 1.5f);
  g.output("r", r);
  g.output("y", x - r);
  return g;
}

uint32_t seed_once() {
  static uint32_t seed = [] {
    uint32_t s = std::random_device{}();
    std::printf("fence test seed %u\n", s);
    return s;
  }();
  return seed;
}

}  // namespace

TEST(Fence, EveryReductionUnderEverySchedule) {
  std::mt19937 rng(seed_once());
  for (uint32_t cols : {1u, 31u, 32u, 33u, 4096u}) {
    // Regime rows (mixed, cancellation, denormal, near-overflow; specials in rows r % 8 == 7).
    // Short rows: 64 of them (a sequential sum of squares changes ~60% of 32-column rows, denormal
    // rows never; at 16 rows every row of sumsq was order-blind in ~1.4e-5 of runs per width).
    const uint32_t rows = cols > 1000 ? 8 : 64;
    std::map<std::string, std::vector<float>> data = {{"x", reduction_inputs(rng(), rows, cols)}};
    for (int r = 0; r < algebra::kRedCount; ++r) {
      Graph g = reduction_graph(static_cast<Red>(r), cols);
      std::string what = str_cat(algebra::name(static_cast<Red>(r)), " cols ", cols);
      morph::testing::expect_sensitive(
          measure_sensitivity(g, rows, data, eval_host(g, rows, data), default_special_row), what);
      expect_all_schedules(g, rows, data, schedules(cols), what);
    }
  }
}

TEST(Fence, LongRows151936) {
  std::mt19937 rng(seed_once());
  const uint32_t cols = 151936;
  std::map<std::string, std::vector<float>> data = {{"x", row_data(cols, rng)}};
  std::vector<FenceSchedule> s = {{256, false, cols}, {1024, false, 0}, {64, true, cols}};
  for (int r = 0; r < algebra::kRedCount; ++r)
    expect_all_schedules(reduction_graph(static_cast<Red>(r), cols), 1, data, s,
                         str_cat(algebra::name(static_cast<Red>(r)), " cols ", cols));
}

TEST(Fence, Row2Pow24) {
  std::mt19937 rng(seed_once());
  const uint32_t cols = 1u << 24;
  Graph g;
  Sym x = g.input("x", cols);
  g.output("s", sum(x));
  std::map<std::string, std::vector<float>> data = {{"x", row_data(cols, rng)}};
  expect_all_schedules(g, 1, data, {{1024, false, cols}}, "sum 2^24");
}

TEST(Fence, SpecialRows) {
  const uint32_t cols = 33;
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> x;
  for (uint32_t j = 0; j < cols; ++j) x.push_back(nan);                       // all NaN
  for (uint32_t j = 0; j < cols; ++j) x.push_back(-inf);                      // all -inf
  for (uint32_t j = 0; j < cols; ++j) x.push_back(j % 2 ? 3e20f : -2e20f);    // sum of squares overflows
  for (uint32_t j = 0; j < cols; ++j) x.push_back(j == 7 ? -inf : 0.5f * j);  // one masked entry
  std::map<std::string, std::vector<float>> data = {{"x", x}};
  for (int r = 0; r < algebra::kRedCount; ++r)
    expect_all_schedules(reduction_graph(static_cast<Red>(r), cols), 4, data, schedules(cols),
                         str_cat(algebra::name(static_cast<Red>(r)), " special rows"));
  Graph g;
  Sym xs = g.input("x", cols);
  g.output("softmax", softmax(xs));
  g.output("rms", rms_norm(xs, 1e-6f));
  g.output("ln", layer_norm(xs, 1e-5f));
  // Three independent groups (they share only the input): three launches.
  expect_all_schedules(g, 4, data, schedules(cols), "norms on special rows", 3);
  // Defined results: the all -inf softmax row is +0; the overflowing rms row is finite zeros.
  auto host = eval_host(g, 4, data);
  for (uint32_t j = 0; j < cols; ++j) EXPECT_TRUE(same_float(host["softmax"][cols + j], 0.0f)) << j;
  EXPECT_TRUE(same_float(host["softmax"][3 * cols + 7], 0.0f));
  for (uint32_t j = 0; j < cols; ++j) EXPECT_TRUE(std::isfinite(host["rms"][2 * cols + j])) << j;
}

namespace {
size_t count_ops(const std::vector<ir::Stmt>& body, ir::Op op) {
  size_t n = 0;
  for (const ir::Stmt& s : body)
    n += (s.op == op) + count_ops(s.body, op) + count_ops(s.else_body, op) + count_ops(s.cond_body, op);
  return n;
}
}  // namespace

TEST(Fence, ResidentRowsLoadEachInputOnceAndNeverRecompute) {
  // Gated norm over rows of 128 with a subgroup per row: each item owns 4 elements; x, w, g are
  // loaded once per owned element (12 loads), silu's exp appears 4 times, square 4 times.
  Graph g;
  Sym x = g.input("x", 128), w = g.input("w", 128, Extent::PerCol), gate = g.input("g", 128);
  g.output("y", rms_norm(x, 1e-6f) * w * silu(gate));
  for (FenceSchedule s : {FenceSchedule{128, true, 128}, FenceSchedule{32, false, 128}}) {
    PlanOptions o;
    o.schedule = [&](uint32_t) { return s; };
    Plan p = Plan::fused(g, o);
    ASSERT_EQ(p.kernels().size(), 1u);
    const ir::Kernel& k = *p.kernels()[0];
    EXPECT_EQ(count_ops(k.body, ir::Op::Load), 12u) << s.str() << "\n" << ir::dump(k);
  }
  // Softmax over 64: exp(x - m) feeds the sum and the output; with resident rows it is computed
  // once per element, so the kernel has as many exps as a kernel computing it once.
  Graph sm;
  sm.output("y", softmax(sm.input("x", 64)));
  Graph once;
  Sym xo = once.input("x", 64);
  once.output("y", exp(xo - max(max(xo), -1.0f)));  // one exp per element, same reduction shape
  PlanOptions o;
  o.schedule = [&](uint32_t) { return FenceSchedule{128, true, 64}; };
  const ir::Kernel& ks = *Plan::fused(sm, o).kernels()[0];
  const ir::Kernel& ko = *Plan::fused(once, o).kernels()[0];
  EXPECT_EQ(count_ops(ks.body, ir::Op::Load), 2u);
  // Morph's exp is a fixed run of fma (reduction and Horner): as many in both kernels means as
  // many exps (2 owned elements per item -> 2 exps in each). Counted in the kernels a target
  // prints (exp is an island: its default arm here).
  const ir::Kernel ps = ir::select_island_arms(ks, "cuda"), po = ir::select_island_arms(ko, "cuda");
  EXPECT_GT(count_ops(ps.body, ir::Op::Fma), 0u) << ir::dump(ps);
  EXPECT_EQ(count_ops(ps.body, ir::Op::Fma), count_ops(po.body, ir::Op::Fma)) << ir::dump(ps);
}

namespace {
size_t count_text(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}
// The prefetches of `body` (nested blocks included): the buffer parameter each names.
void prefetched(const std::vector<ir::Stmt>& body, std::vector<uint32_t>& out) {
  for (const ir::Stmt& s : body) {
    if (s.op == ir::Op::Prefetch) out.push_back(s.imm);
    for (const auto* b : {&s.body, &s.else_body, &s.cond_body}) prefetched(*b, out);
  }
}
}  // namespace

TEST(Fence, SerialRowsPrefetchTheNextRowOfTheirFullInputs) {
  // Gated norm over rows of 128 f32 (512 bytes: 8 cache lines): the serial schedule prefetches
  // the next row of x and g (8 lines each), not of the per-column w; rows of 2048 (8 KiB) none.
  for (uint32_t cols : {128u, 2048u}) {
    Graph g;
    Sym x = g.input("x", cols), w = g.input("w", cols, Extent::PerCol), gate = g.input("g", cols);
    g.output("y", rms_norm(x, 1e-6f) * w * silu(gate));
    PlanOptions o;
    o.schedule = [&](uint32_t) { return serial_schedule(cols); };
    Plan p = Plan::fused(g, o);
    ASSERT_EQ(p.kernels().size(), 1u);
    const ir::Kernel& k = *p.kernels()[0];
    std::vector<uint32_t> pf;
    prefetched(k.body, pf);
    if (cols > 1024) {
      EXPECT_TRUE(pf.empty()) << ir::dump(k);
      continue;
    }
    ASSERT_EQ(pf.size(), 16u) << ir::dump(k);
    std::map<std::string, size_t> per_buffer;
    for (uint32_t b : pf) ++per_buffer[k.params.at(b).name];
    // Two buffers (x and g, whichever inputs they are), 8 lines each.
    ASSERT_EQ(per_buffer.size(), 2u) << ir::dump(k);
    for (const auto& [name, n] : per_buffer) EXPECT_EQ(n, 8u) << name;
    // Printed by the cpu backend's C++ only, each clamped into its buffer.
    const std::string cpp = codegen::print(k, codegen::cpp_dialect());
    for (const auto& [name, n] : per_buffer) {
      EXPECT_EQ(count_text(cpp, "__builtin_prefetch(p_" + name + " + ("), 8u) << cpp;
      EXPECT_EQ(count_text(cpp, " < p_" + name + "_len ? "), 8u) << cpp;
    }
    EXPECT_EQ(count_text(codegen::print(k, codegen::cuda_dialect()), "prefetch"), 0u);
  }
  // GPU schedules print none.
  Graph g;
  Sym x = g.input("x", 128);
  g.output("y", rms_norm(x, 1e-6f));
  PlanOptions o;
  o.schedule = [&](uint32_t) { return FenceSchedule{128, true, 128}; };
  std::vector<uint32_t> pf;
  prefetched(Plan::fused(g, o).kernels()[0]->body, pf);
  EXPECT_TRUE(pf.empty());
}

// f16 storage: the rows of RegimeMix::for_f16, rounded to f16, keep every non-special row finite
// and non-zero, and a row's sum of squares within f16's range — so an f16 sumsq, sum or norm of
// them is mostly finite (with f32 rows an f16 sumsq was inf in most rows: nothing compared).
TEST(Fence, HalfPrecisionRowsStayInHalfRange) {
  for (uint64_t cols : {32u, 128u, 1000u, 4096u, 151936u}) {
    for (bool moderate : {false, true}) {
      RegimeMix mix = RegimeMix::for_f16(cols, moderate);
      std::vector<float> x = reduction_inputs(7 + cols, 16, cols, mix);
      round_to_storage(x, ir::Type::F16);
      for (uint64_t r = 0; r < 16; ++r) {
        if (row_regime(mix, r) == RowRegime::Specials) continue;
        double sumsq = 0, sum = 0;
        size_t zeros = 0;
        for (uint64_t c = 0; c < cols; ++c) {
          const float v = x[r * cols + c];
          ASSERT_TRUE(std::isfinite(v)) << cols << " row " << r;
          zeros += v == 0.0f;
          sumsq += double(v) * v;
          sum += std::fabs(v);
        }
        EXPECT_LT(zeros, cols / 8 + 1) << cols << " row " << r;
        if (moderate) continue;  // exp's arguments (softmax, gates): only finite and non-zero
        EXPECT_LT(sumsq, 65504.0) << cols << " row " << r;
        EXPECT_LT(sum, 65504.0) << cols << " row " << r;
      }
    }
  }
}
