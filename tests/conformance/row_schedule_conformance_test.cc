// Row fences under every schedule family (L3, L6): subgroup rows and workgroup rows with shuffles
// or through shared memory, many rows per workgroup (R = 4 … 16 items per row), run-time and
// comptime row lengths, and rows split over 2 … 32 workgroups (S + 1 launches). Each schedule runs
// the same fence programs — sum, max, min, mean, sumsq, softmax, rms_norm, layer_norm (+affine), the
// gated norm and add_rms_norm — and must equal the plain C++ reference (eval_host, the canonical
// tree as loops) and the oracle under the default schedule bitwise, on every backend present.
// Inputs are finite rows of mixed magnitude; the test asserts that a sequential sum would differ
// from the tree on most rows, so an order change cannot pass unseen.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <optional>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/plan.h"
#include "morph/ops/norms.h"
#include "morph/ops/softmax.h"
#include "morph/reduce/reduce_tree.h"
#include "tests/conformance/backend_fixture.h"

using namespace morph;
using namespace morph::fusion;

namespace {

/// Finite values of mixed magnitude and sign: ±[1,2)·2^k, k in [-6, 3] (|x| < 16, so exp(x - max)
/// stays well above underflow for softmax and sums of squares stay finite).
std::vector<float> mixed_rows(uint64_t seed, size_t n) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> m(1.0f, 2.0f);
  std::uniform_int_distribution<int> k(-6, 3), sign(0, 1);
  std::vector<float> v(n);
  for (auto& x : v) x = (sign(rng) ? -1.0f : 1.0f) * std::ldexp(m(rng), k(rng));
  return v;
}

struct Prog {
  std::string name;
  Graph g;
};

std::vector<Prog> programs(uint32_t cols, bool all) {
  std::vector<Prog> ps;
  auto red = [&](Red r) {
    Graph g;
    Sym x = g.input("x", cols);
    Sym v = fusion::reduce(r, x * 1.5f);
    g.output("r", v);
    g.output("y", x - v);
    ps.push_back({str_cat(algebra::name(r), "(x*1.5)"), g});
  };
  ps.push_back({"softmax", ops::softmax_graph(cols)});
  ps.push_back({"layer_norm*w+b", ops::layer_norm_graph(cols, 1e-5f, true)});
  ps.push_back({"gated_rms_norm", ops::gated_rms_norm_graph(cols, 1e-6f)});
  if (!all) return ps;
  for (int r = 0; r < algebra::kRedCount; ++r) red(static_cast<Red>(r));
  ps.push_back({"rms_norm", ops::rms_norm_graph(cols, 1e-6f)});
  ps.push_back({"add_rms_norm", ops::add_rms_norm_graph(cols, 1e-6f)});
  return ps;
}

/// The schedule variants run for rows of `n`: every family, with valid shapes for n.
std::vector<FenceSchedule> variants(uint32_t n, bool all) {
  std::vector<FenceSchedule> v;
  auto add = [&](uint32_t W, bool sg, uint32_t ns, uint32_t split, uint32_t R, bool shuf) {
    FenceSchedule s;
    s.workgroup = W;
    s.subgroup_rows = sg;
    s.n_static = ns;
    s.split = split;
    s.row_items = R;
    s.shuffles = shuf;
    v.push_back(s);
  };
  v.push_back(default_schedule(n));
  add(128, true, n, 1, 0, false);    // 4 rows per workgroup through shared memory
  add(64, true, 0, 1, 0, true);      // 2 subgroup rows, shuffles, run-time length
  add(256, false, n, 1, 0, true);    // workgroup row, shuffles
  add(32, false, n, 1, 8, false);    // 4 rows of 8 items per workgroup
  add(256, false, n, 32, 0, false);  // one butterfly group per workgroup, 8 items per lane
  v.push_back(serial_schedule(n));   // one item walks its row (the cpu backend's default)
  add(256, false, n, 1, 0, true);    // workgroup row, shuffles, speculative stages (resident rows)
  v.back().speculate = true;
  if (!all) return v;
  add(128, true, n, 1, 0, true);  // 4 subgroup rows, shuffles, speculative stages
  v.back().speculate = true;
  add(256, false, n, 1, 64, true);             // 4 rows of 64 items, shuffles (a row's slice of the scratch)
  FenceSchedule serial4 = serial_schedule(0);  // 4 rows per workgroup, run-time length
  serial4.workgroup = 4;
  v.push_back(serial4);
  add(128, true, n, 1, 0, true);
  add(256, false, n, 1, 0, false);
  add(64, false, 0, 1, 0, false);
  add(64, false, n, 1, 16, false);   // 4 rows of 16 items
  add(32, false, 0, 1, 4, false);    // 8 rows of 4 items, run-time length
  add(32, false, n, 32, 0, false);   // one group per workgroup, one item per lane
  add(128, false, 0, 8, 0, false);   // 8 workgroups per row, run-time length
  add(1024, false, n, 4, 0, false);  // 4 workgroups per row, 4 items per lane
  return v;
}

size_t expected_launches(const Plan& p) {
  size_t n = 0;
  for (const Launch& L : p.launches())
    n += L.kind == Launch::Kind::Fence && L.schedule.split > 1 ? L.row.stages.size() + 1 : 1;
  return n;
}

class RowScheduleConformance : public morph::testing::BackendTest {
 protected:
  /// Runs `g` on [rows, cols] under every schedule in `scheds` on the backend under test and
  /// compares every output with the plain C++ reference and with the oracle's default schedule.
  void check(const Prog& prog, uint32_t rows, uint32_t cols, const std::vector<FenceSchedule>& scheds, uint64_t seed) {
    const Graph& g = prog.g;
    std::map<std::string, std::vector<float>> data;
    uint64_t k = 0;
    for (auto& [name, id] : g.inputs())
      data[name] = mixed_rows(seed + k++, extent_numel(g.node(id).extent, rows, cols));
    if (compile_only()) {
      for (const FenceSchedule& s : scheds) {
        PlanOptions o;
        o.schedule = [&](uint32_t) { return s; };
        for (const auto& kr : Plan::fused(g, o).kernels()) compile_check(*kr);
      }
      return;
    }
    auto want = eval_host(g, rows, data);
    auto upload = [&](rt::Device& d) {
      std::map<std::string, rt::Tensor> in;
      for (auto& [name, v] : data) {
        in[name] = rt::Tensor::empty(d, ir::Type::F32, {v.size()});
        in[name].upload(v);
      }
      return in;
    };
    // The oracle under the default schedule equals the reference (the anchor of the comparison).
    auto oracle_out = Plan::fused(g).execute(oracle(), upload(oracle()));
    for (auto& [name, w] : want) ASSERT_EQ(mismatches(oracle_out.at(name).download_f32(), w), 0u) << prog.name;
    CountingDevice dev(device());
    auto in = upload(dev);
    for (const FenceSchedule& s : scheds) {
      PlanOptions o;
      o.schedule = [&](uint32_t) { return s; };
      Plan p = Plan::fused(g, o);
      ASSERT_EQ(p.launch_count(), expected_launches(p)) << p.describe();
      uint64_t before = dev.launches();
      auto got = p.execute(dev, in);
      dev.synchronize();
      EXPECT_EQ(dev.launches() - before, p.launch_count()) << prog.name << " " << s.str();
      for (auto& [name, w] : want) {
        size_t bad = mismatches(got.at(name).download_f32(), w);
        EXPECT_EQ(bad, 0u) << prog.name << " cols " << cols << " output " << name << " under " << s.str() << " on "
                           << backend() << " (seed " << seed << ")";
      }
    }
  }

  static size_t mismatches(const std::vector<float>& got, const std::vector<float>& want) {
    if (got.size() != want.size()) return std::max(got.size(), want.size());
    size_t bad = 0;
    for (size_t i = 0; i < got.size(); ++i) bad += !same_float(got[i], want[i]);
    return bad;
  }

  static uint64_t seed() {
    static uint64_t s = [] {
      uint64_t v = std::random_device{}();
      std::printf("row schedule conformance seed %llu\n", static_cast<unsigned long long>(v));
      return v;
    }();
    return s;
  }
  // Every program and schedule on the oracle; a representative subset where each kernel costs a
  // backend compile (PoCL: seconds; NVRTC compile-only: ~0.1 s each), all with MORPH_ROW_SCHEDULES_ALL.
  bool all() const { return backend() == "oracle" || std::getenv("MORPH_ROW_SCHEDULES_ALL"); }
};

}  // namespace

TEST(RowScheduleInputs, SequentialSumWouldDifferOnMostRows) {
  // The mixed-magnitude rows make summation order visible: a left-to-right sum differs from the
  // canonical tree on most rows, and the outputs the conformance compares are mostly finite and
  // non-zero.
  uint64_t s = std::random_device{}();
  for (uint32_t cols : {100u, 1000u, 2500u, 151936u}) {
    // Short rows differ less often (about 70% at 100 columns): more rows keep the check stable.
    const uint32_t rows = cols <= 1000 ? 128 : 32;
    std::vector<float> x = mixed_rows(s, size_t{rows} * cols);
    int differ = 0;
    for (uint32_t r = 0; r < rows; ++r) {
      const float* row = x.data() + size_t{r} * cols;
      float seq = -0.0f;
      for (uint32_t j = 0; j < cols; ++j) seq += row[j];
      differ += !same_float(seq, reduce::host_reduce(reduce::Combine::Sum, row, cols));
    }
    EXPECT_GT(differ, static_cast<int>(rows / 2)) << "cols " << cols << " seed " << s;
    Graph g = ops::softmax_graph(cols);
    auto y = eval_host(g, rows, {{"x", x}}).at("y");
    size_t nonzero = 0;
    for (float v : y) nonzero += std::isfinite(v) && v != 0.0f;
    EXPECT_GT(nonzero, y.size() * 9 / 10) << "softmax outputs mostly finite and non-zero, cols " << cols;
  }
}

TEST_P(RowScheduleConformance, EveryProgramUnderEverySchedule) {
  for (uint32_t cols : {1u, 33u, 128u, 1000u, 2500u}) {
    if (!all() && (cols == 1 || cols == 128 || cols == 1000)) continue;
    const uint32_t rows = cols >= 1000 ? 3 : 9;
    for (const Prog& p : programs(cols, all())) check(p, rows, cols, variants(cols, all()), seed() + cols);
  }
}

TEST_P(RowScheduleConformance, BlockedScheduleOwnsWholeGroups) {
  // Items own whole butterfly groups (tree step 2 in registers, 128-bit column-order reads, a
  // shared-memory transposition per stage input): rows of 3, 4 and 8 groups on 1, 2, 4 or 8
  // items, several rows per workgroup, a last workgroup only partly filled with rows. The
  // default's few-rows fallback is switched off so that these small launches run blocked.
  // Compile-only mode (CUDA without a GPU) has no device to ask; CUDA has wide accesses.
  if (!compile_only() && !device().caps().wide_accesses)
    GTEST_SKIP() << GetParam() << ": no wide accesses, so run_rows takes the subgroup schedule for blocked ones "
                 << "(lavapipe's compile of a blocked norm kernel ran for over 10 minutes in 14 GB)";
  auto blocked = [](uint32_t W, uint32_t n, uint32_t R) {
    FenceSchedule s;
    s.workgroup = W;
    s.n_static = n;
    s.row_items = R;
    s.blocked = true;
    return s;
  };
  for (uint32_t cols : {96u, 128u, 256u}) {
    FenceSchedule d = default_schedule(cols);
    ASSERT_TRUE(d.blocked) << "rows of multiples of 32 up to 256 take the blocked schedule by default";
    FenceSchedule few_wg = d;  // the few-row launches a workgroup per row (Vulkan GPUs' default)
    few_wg.few_rows_per_workgroup = true;
    d.few_rows = 0;
    std::vector<FenceSchedule> v = {d, blocked(32, cols, 1), few_wg};
    if ((cols / 32) % 2 == 0) v.push_back(blocked(64, cols, 2));
    if ((cols / 32) % 4 == 0 && all()) v.push_back(blocked(64, cols, 4));
    const uint32_t rows = cols == 96 ? 70 : 13;  // 96: 64 rows per workgroup, the second one partial
    for (const Prog& p : programs(cols, false)) check(p, rows, cols, v, seed() + 11 * cols);
  }
}

TEST_P(RowScheduleConformance, SpeculativeStagesMissOnScaledRows) {
  // FenceSchedule::speculate: the norms' sum of squares (rms_norm) and first sum (layer_norm) are
  // reduced with the row's scale s taken as 1 beside max|x|, and again where s is not 1. Rows
  // whose max|x| is beyond 2^40 (s = 2^-88) or, with eps = 0, below 2^-40 (s = 2^88) miss; a
  // workgroup of subgroup rows whose rows disagree takes the second pass for all of them; rows of
  // plain magnitude keep the speculative value. Every output equals the reference either way.
  const uint64_t sd = seed() + 19;
  for (uint32_t cols : {100u, 128u, 1000u, 4096u}) {
    if (!all() && (cols == 100 || cols == 1000)) continue;  // each kernel a backend compile
    const uint32_t rows = 16;
    FenceSchedule sub, wg;  // 4 subgroup rows per workgroup; a workgroup per row
    sub.workgroup = 128, sub.subgroup_rows = true, sub.n_static = cols, sub.shuffles = true, sub.speculate = true;
    wg.workgroup = cols > 2048 ? 1024 : 256, wg.n_static = cols, wg.shuffles = true, wg.speculate = true;
    std::vector<FenceSchedule> v = {wg};
    if (cols <= 256) {
      v.push_back(sub);
      FenceSchedule one = sub, rows64 = wg;  // a subgroup's workgroup; 4 rows of 64 items
      one.workgroup = 32;
      rows64.workgroup = 256, rows64.row_items = 64;
      v.push_back(one);
      v.push_back(rows64);
    }
    std::vector<Prog> progs = {{"rms_norm eps 0", ops::rms_norm_graph(cols, 0.0f)},
                               {"layer_norm*w+b", ops::layer_norm_graph(cols, 1e-5f, true)},
                               {"gated_rms_norm", ops::gated_rms_norm_graph(cols, 1e-6f)},
                               {"add_rms_norm eps 0", ops::add_rms_norm_graph(cols, 0.0f)}};
    for (const Prog& prog : progs) {
      // The speculative kernels are what runs: a stage per program is speculated (a workgroup's
      // row broadcasts both trees' values through two more scratch floats; subgroup rows vote).
      PlanOptions o;
      for (const FenceSchedule& sc : v) {
        o.schedule = [&](uint32_t) { return sc; };
        bool spec = false;
        for (const auto& kr : Plan::fused(prog.g, o).kernels())
          for (const ir::SharedArray& a : kr->shared)
            spec = spec || a.name == "spec_votes" || (a.name == "red" && a.count == 2 * reduce::kGroupLanes + 2);
        EXPECT_TRUE(spec) << prog.name << ": no speculated stage under " << sc.str();
      }
      // Rows 1 and 6 huge, row 9 tiny (a miss where eps = 0 scales it up), the rest plain: of the
      // subgroup rows' workgroups, rows 0-3 and 4-7 disagree, 12-15 all hit.
      std::map<std::string, std::vector<float>> data;
      uint64_t k = 0;
      for (auto& [name, id] : prog.g.inputs()) {
        const Node& nd = prog.g.node(id);
        std::vector<float> x = mixed_rows(sd + k++, extent_numel(nd.extent, rows, cols));
        if (nd.extent == Extent::Full && (name == "x" || name == "a"))
          for (uint32_t r : {1u, 6u, 9u})
            for (uint32_t j = 0; j < cols; ++j) x[size_t{r} * cols + j] *= r == 9 ? 0x1p-70f : 0x1p50f;
        data[name] = x;
      }
      if (compile_only()) {
        for (const FenceSchedule& s : v) {
          o.schedule = [&](uint32_t) { return s; };
          for (const auto& kr : Plan::fused(prog.g, o).kernels()) compile_check(*kr);
        }
        continue;
      }
      auto want = eval_host(prog.g, rows, data);
      size_t live = 0, total = 0;
      for (float y : want.at("y")) live += std::isfinite(y) && y != 0.0f, ++total;
      EXPECT_GT(live, total * 9 / 10) << prog.name << ": the scaled rows normalize to finite non-zero values";
      for (const FenceSchedule& s : v) {
        o.schedule = [&](uint32_t) { return s; };
        std::map<std::string, rt::Tensor> in;
        for (auto& [name, x] : data) {
          in[name] = rt::Tensor::empty(device(), ir::Type::F32, {x.size()});
          in[name].upload(x);
        }
        auto got = Plan::fused(prog.g, o).execute(device(), in);
        for (auto& [name, w] : want)
          EXPECT_EQ(mismatches(got.at(name).download_f32(), w), 0u)
              << prog.name << " cols " << cols << " output " << name << " under " << s.str() << " on " << backend()
              << " (seed " << sd << ")";
      }
    }
  }
}

TEST_P(RowScheduleConformance, VocabularySoftmaxSplitOverTheGpu) {
  const uint32_t cols = 151936;
  FenceSchedule d = default_schedule(cols);
  ASSERT_GT(d.split, 1u) << "rows this long are split over workgroups by default";
  Prog sm{"softmax", ops::softmax_graph(cols)};
  ASSERT_EQ(Plan::fused(sm.g).launch_count(), 3u) << "max, sum, epilogue";
  std::vector<FenceSchedule> s = {d};
  if (all()) {
    FenceSchedule a = d, b = d;
    a.workgroup = 1024;  // 32 items per lane
    a.n_static = 0;
    b.split = 8;
    b.workgroup = 128;  // one item per lane
    s.push_back(a);
    s.push_back(b);
  }
  check(sm, 2, cols, s, seed() + 7);
  Graph g;
  Sym x = g.input("x", cols);
  g.output("s", sum(x));
  check({"sum", g}, 2, cols, s, seed() + 8);
}

TEST_P(RowScheduleConformance, SerialScheduleWalksTheCanonicalTree) {
  // One item per row: tree step 1 over 1024-column chunks into a lane array, step 2 in one loop
  // over the groups, step 3 on the group values; rows shorter than a group, than the 1024 lanes,
  // a few chunks with a partial last one, comptime and run-time lengths, several rows per
  // workgroup with the last workgroup partly filled.
  auto serial = [](uint32_t W, uint32_t n) {
    FenceSchedule s = serial_schedule(n);
    s.workgroup = W;
    return s;
  };
  for (uint32_t cols : {1u, 31u, 128u, 1000u, 1024u, 4100u}) {
    if (!all() && (cols == 1 || cols == 1024)) continue;
    std::vector<FenceSchedule> v = {serial(1, cols), serial(4, 0)};
    const uint32_t rows = cols >= 1000 ? 5 : 11;
    for (const Prog& p : programs(cols, all())) check(p, rows, cols, v, seed() + 13 * cols);
  }
  // The vocabulary softmax in one launch.
  const uint32_t cols = 151936;
  ASSERT_EQ(row_launch_count(Plan::fused(ops::softmax_graph(cols)).launches()[0].row, serial(1, cols)), 1u);
  if (!compile_only() && device().caps().max_loop_trips && device().caps().max_loop_trips < 3 * cols)
    GTEST_SKIP() << GetParam() << " ends an item's loops after " << device().caps().max_loop_trips
                 << " trips (run_rows refuses the serial schedule there); rows up to 4100 passed";
  check({"softmax", ops::softmax_graph(cols)}, 3, cols, {serial(1, cols)}, seed() + 17);
}

TEST(RowScheduleDefaults, CpuRowsTakeTheSerialSchedule) {
  // A plan's default row schedule becomes the device's own where workgroups are cheap loop ranges
  // (the cpu backend); a schedule the caller chose is kept. The 151936-wide softmax then runs in
  // one launch instead of three.
  rt::Caps cpu, gpu;
  cpu.cheap_workgroups = true;
  for (uint32_t cols : {128u, 4096u, 151936u}) {
    FenceSchedule d = default_schedule(cols);
    FenceSchedule s = device_row_schedule(d, cpu);
    EXPECT_TRUE(s.serial) << cols;
    EXPECT_EQ(s.n_static, cols);
    EXPECT_EQ(s.items_per_row(), 1u);
    EXPECT_FALSE(device_row_schedule(d, gpu).serial) << cols;
  }
  Plan p = Plan::fused(ops::softmax_graph(151936));
  EXPECT_EQ(p.launch_count(), 3u);
  EXPECT_EQ(p.launch_count(cpu), 1u);
  PlanOptions o;
  o.schedule = [](uint32_t c) { return default_schedule(c); };
  EXPECT_EQ(Plan::fused(ops::softmax_graph(151936), o).launch_count(cpu), 3u) << "the caller's schedule is kept";
}

TEST(RowScheduleDefaults, ShortRowsTakeAWorkgroupWhereShufflesAreDear) {
  // Where Caps::short_rows_per_workgroup (Vulkan GPUs), the subgroup-per-row defaults of rows up
  // to 256 become one workgroup per row (one element per item where the row allows); the blocked
  // defaults (multiples of 32) stay blocked for many rows and take a workgroup per row in their
  // few-row launches; longer rows keep the default. Bits are the same either way (L6: the
  // conformance suites run the default on Vulkan, RowScheduleConformance every schedule).
  rt::Caps vk;
  vk.short_rows_per_workgroup = true;
  vk.wide_accesses = true;
  auto workgroup_per_row = [](const FenceSchedule& s, uint32_t cols) {
    EXPECT_FALSE(s.subgroup_rows || s.blocked || s.serial) << cols;
    EXPECT_EQ(s.n_static, cols);
    EXPECT_EQ(s.workgroup, std::clamp(std::bit_ceil(cols), 32u, 256u)) << cols;
  };
  for (uint32_t cols : {1u, 17u, 100u, 128u, 200u, 256u}) {
    const FenceSchedule d = default_schedule(cols);
    const FenceSchedule s = device_row_schedule(d, vk);
    if (d.blocked) {
      EXPECT_TRUE(s.blocked && s.few_rows_per_workgroup) << cols;
      EXPECT_GT(s.few_rows, 0u) << cols;
      EXPECT_EQ(rows_launch_schedule(s, s.few_rows + 1, cols, vk).str(), s.str()) << cols;
      workgroup_per_row(rows_launch_schedule(s, 32, cols, vk), cols);
      workgroup_per_row(rows_launch_schedule(s, s.few_rows, cols, vk), cols);
      EXPECT_EQ(rows_launch_schedule(d, 32, cols, vk).str(), few_rows_schedule(cols).str())
          << "without the device's choice the few-row launches take a subgroup per row";
    } else {
      workgroup_per_row(s, cols);
      EXPECT_EQ(rows_launch_schedule(s, 32, cols, vk).str(), s.str()) << cols;
    }
  }
  EXPECT_TRUE(default_schedule(128).blocked) << "the gated norm's rows (128) are blocked by default";
  for (uint32_t cols : {257u, 4096u, 151936u}) {
    FenceSchedule d = default_schedule(cols);
    EXPECT_EQ(device_row_schedule(d, vk).str(), d.str()) << cols;
  }
}

TEST(RowScheduleDefaults, WorkgroupRowsTakeShufflesWhereSubgroupsAreNative) {
  // With native 32-wide shuffles (CUDA), the workgroup-per-row defaults (rows of 257 … 8192) run
  // tree steps 2 and 3 by subgroup butterflies with speculative stages, on the default's items;
  // the other schedules, and devices whose shuffles go through shared memory, keep the default.
  // Bits are the same either way (L6: EveryProgramUnderEverySchedule runs both realizations).
  rt::Caps cuda;
  cuda.native_subgroup_width = 32;
  for (uint32_t cols : {257u, 1000u, 2048u, 2049u, 4096u, 8192u}) {
    FenceSchedule d = default_schedule(cols);
    ASSERT_FALSE(d.shuffles || d.split > 1 || d.subgroup_rows || d.blocked) << cols;
    FenceSchedule s = device_row_schedule(d, cuda);
    EXPECT_TRUE(s.shuffles && s.speculate) << cols;
    EXPECT_EQ(s.n_static, cols);
    EXPECT_EQ(s.workgroup, d.workgroup) << cols;
  }
  for (uint32_t cols : {100u, 128u, 200u, 151936u}) {
    FenceSchedule d = default_schedule(cols);
    EXPECT_EQ(device_row_schedule(d, cuda).str(), d.str()) << cols;
  }
  rt::Caps shared_memory_shuffles;  // native_subgroup_width 0: OpenCL without subgroups, Vulkan
  EXPECT_EQ(device_row_schedule(default_schedule(4096), shared_memory_shuffles).str(), default_schedule(4096).str());
}

namespace {
size_t count_stmts(const std::vector<ir::Stmt>& body, std::optional<ir::Op> op = std::nullopt) {
  size_t n = 0;
  for (const ir::Stmt& s : body)
    n += (!op || s.op == *op) + count_stmts(s.body, op) + count_stmts(s.else_body, op) + count_stmts(s.cond_body, op);
  return n;
}
}  // namespace

TEST(RowKernelSize, ExpressionsThatOnceTookMinutesToCompileStaySmall) {
  // Fully unrolled subgroup schedules made these kernels 5-6x larger (PoCL: 86 s, 79 s and 15
  // minutes cold). The default schedules loop where unrolling does not pay: bounded IR size, few
  // shuffles (each is a barrier round trip on OpenCL) and at most 2 barriers per reduction stage.
  // bench/compile_time.cc measures the compile times themselves.
  struct C {
    const char* expr;
    uint32_t cols;
    size_t max_stmts;
  };
  // layer_norm's 1500 became 1800 on 2026-12-06: its max of |x| combines as an integer max of
  // the bits (bitcast, max, bitcast: 3 statements instead of one IR max) — PoCL's cold compile of
  // the kernel went 0.74-0.86 s -> 0.61-0.62 s all the same (the IR max is a function of branches).
  for (C c : {C{"softmax(x)", 2048, 1500}, C{"layer_norm(x, eps=1e-5)*w+b", 1024, 1800},
              C{"gelu(layer_norm(softmax(rms_norm(x, eps=1e-5)*w)*g, eps=1e-5))*b", 1024, 6000},
              C{"rms_norm(x, eps=1e-6)*w*silu(g)", 128, 3000}, C{"softmax(x)", 151936, 1500}}) {
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, {c.cols, {"w", "b"}});
    Plan p = Plan::fused(ge.graph);
    size_t stages = 0;
    for (const Launch& L : p.launches()) stages += L.row.stages.size();
    for (const auto& k : p.kernels()) {
      size_t stmts = count_stmts(k->body),
             shuffles = count_stmts(k->body, ir::Op::Shuffle) + count_stmts(k->body, ir::Op::ShuffleXor);
      size_t barriers = count_stmts(k->body, ir::Op::Barrier);
      std::printf("%-64s cols %6u: %zu statements, %zu shuffles, %zu barriers\n", c.expr, c.cols, stmts, shuffles,
                  barriers);
      EXPECT_LE(stmts, c.max_stmts) << c.expr;
      EXPECT_LE(barriers, 2 * stages) << c.expr;
      EXPECT_LE(shuffles, 20 * stages) << c.expr;  // <= 4 groups x 5 shuffles per stage (rows <= 128)
    }
  }
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(
    RowScheduleConformance);  // the oracle instance checks the oracle against plain C++
