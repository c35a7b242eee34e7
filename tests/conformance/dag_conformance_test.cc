// DAG fusion on every backend (conformance, L4/L5): the fused plans of the norms, softmax and a
// few random-shaped graphs run on the backend under test and equal the oracle and the plain C++
// reference (eval_host) bitwise, with the launches counted on the device. On the oracle instance
// that is oracle vs plain C++. Inputs are regime rows (morph/fusion/sensitivity.h
// default_inputs: finite rows of mixed magnitude, cancellation, denormal and near-overflow rows,
// specials in one row of eight), and each test asserts its own sensitivity: >= 90% of compared
// outputs finite and non-zero, and a sequential summation order would differ on more than a
// tenth of the rows (measured over 400 seeds on these graphs: at least 16% of the rows, 71% for
// softmax; layer_norm, whose compensated variance hides the order on all but 2 of 56 rows for
// some seeds, asserts at least one row).
// Kept small: each distinct fused program is a kernel the backend compiles (PoCL takes seconds
// per kernel). Compile-only backends compile every kernel and report execution skipped.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
#include "morph/fusion/sensitivity.h"
#include "morph/ops/norms.h"
#include "morph/ops/softmax.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/sensitivity_check.h"

using namespace morph;
using namespace morph::fusion;

namespace {

class DagConformance : public morph::testing::BackendTest {
 protected:
  /// Runs `plan` on the backend and on the oracle with the same seeded inputs; compares bitwise
  /// with the oracle and with eval_host; asserts the inputs make the comparison informative: a
  /// sequential summation order must differ from the canonical one on more than `min_order` of
  /// the rows.
  void check(const Plan& plan, uint64_t rows, size_t expected_launches, const std::string& what,
             double min_order = 0.1) {
    if (compile_only()) {
      for (const auto& k : plan.kernels()) compile_check(*k);
      return;
    }
    uint64_t seed = std::random_device{}();
    std::printf("%s on %s: seed %llu\n", what.c_str(), backend().c_str(), static_cast<unsigned long long>(seed));
    const Graph& g = plan.graph();
    std::map<std::string, std::vector<float>> host = default_inputs(g, rows, seed);
    auto ref = eval_host(g, rows, host);
    morph::testing::expect_sensitive(measure_sensitivity(g, rows, host, ref, default_special_row), what, 0.9,
                                     min_order);
    CountingDevice dev(device());
    std::map<std::string, rt::Tensor> in, oin;
    for (auto& [name, v] : host) {
      in[name] = rt::Tensor::empty(dev, ir::Type::F32, {v.size()});
      in[name].upload(v);
      oin[name] = rt::Tensor::empty(oracle(), ir::Type::F32, {v.size()});
      oin[name].upload(v);
    }
    auto got = plan.execute(dev, in);
    dev.synchronize();
    EXPECT_EQ(dev.launches(), expected_launches) << what;
    auto want = plan.execute(oracle(), oin);
    for (auto& [name, t] : want) {
      std::vector<float> w = t.download_f32(), h = got.at(name).download_f32();
      const std::vector<float>& c = ref.at(name);
      ASSERT_EQ(h.size(), w.size());
      ASSERT_EQ(c.size(), w.size());
      size_t bad = 0, first = 0, bad_ref = 0, first_ref = 0;
      for (size_t i = 0; i < w.size(); ++i) {
        if (!same_float(h[i], w[i]) && bad++ == 0) first = i;
        if (!same_float(w[i], c[i]) && bad_ref++ == 0) first_ref = i;
      }
      EXPECT_EQ(bad, 0u) << what << " output " << name << ": first mismatch with the oracle at " << first << " got "
                         << h[first] << " want " << w[first] << " (seed " << seed << ")";
      EXPECT_EQ(bad_ref, 0u) << what << " output " << name << ": oracle vs plain C++, first mismatch at " << first_ref
                             << ": oracle " << w[first_ref] << " plain C++ " << c[first_ref] << " (seed " << seed
                             << ")";
    }
  }
};

}  // namespace

TEST_P(DagConformance, GatedRmsNormOneLaunch) {
  check(ops::gated_rms_norm_plan(128, 1e-6f), 37, 1, "gated_rms_norm 37x128");
}

TEST_P(DagConformance, AddRmsNormTwoOutputs) { check(ops::add_rms_norm_plan(96, 1e-6f), 64, 1, "add_rms_norm 64x96"); }

TEST_P(DagConformance, LayerNormWithBias) {
  // 64 rows: the compensated variance hides the summation order on about 3 rows in 4 of 33
  // columns, so 16 rows left all of them order-blind in about 2% of runs.
  check(ops::layer_norm_plan(33, 1e-5f, true), 64, 1, "layer_norm 64x33", /*min_order=*/0.0);
}

TEST_P(DagConformance, SoftmaxLongRows) { check(ops::softmax_plan(4096), 8, 1, "softmax 8x4096"); }

TEST_P(DagConformance, TwoPassReductionUnderTwoSchedules) {
  // Comptime row lengths keep the traced kernels small (PoCL compiles in seconds, not minutes).
  for (FenceSchedule s : {FenceSchedule{128, false, 100}, FenceSchedule{128, true, 100}}) {
    Graph g;
    Sym x = g.input("x", 100);
    g.output("y", x * rsqrt(sumsq(x - max(x)) + 1.0f));
    PlanOptions o;
    o.schedule = [&](uint32_t) { return s; };
    check(Plan::fused(g, o), 64, 1, "two reduction passes 64x100 " + s.str());
  }
}

TEST_P(DagConformance, MultiOutputRowFence) {
  Graph g;
  Sym x = g.input("x", 16);
  Sym a = silu(x);
  Sym r = sum(a);
  g.output("y", a * r);
  g.output("z", exp(a));
  check(Plan::fused(g), 64, 1, "multi-output row fence 64x16");
}

TEST_P(DagConformance, FmaInPrologueAndEpilogue) {
  // fma before the reduction (prologue, broadcasting a weight and a per-row value) and after it
  // (epilogue, with fan-out of x): one fence launch.
  Graph g;
  Sym x = g.input("x", 48), w = g.input("w", 48, Extent::PerCol), v = g.input("v", 0, Extent::PerRow);
  Sym p = fma(x, w, v);
  g.output("y", fma(p, rsqrt(sumsq(p) / 48.0f + 1e-6f), x));
  check(Plan::fused(g), 64, 1, "fma prologue and epilogue 64x48");
}

namespace {

/// Elementwise fma graphs: every operand extent (Full, PerCol, PerRow, Scalar, constants) and
/// storage type (f16, bf16, f32 in and out), IEEE specials mixed in.
Graph fma_storage_graph() {
  Graph g;
  Sym a = g.input("a", 37, Extent::Full, ir::Type::F16), b = g.input("b", 37, Extent::PerCol);
  Sym c = g.input("c", 0, Extent::PerRow, ir::Type::BF16), s = g.input("s", 0, Extent::Scalar);
  Sym d = g.input("d", 37);
  Sym t = fma(a, b, c);
  g.output("y", fma(t, s, d));
  g.output("z", fma(d, 0.1f, t), ir::Type::BF16);
  g.output("u", fma(-3.0f, c, 1.5f), ir::Type::F16);  // PerRow, only c symbolic
  return g;
}

}  // namespace

TEST_P(DagConformance, FmaEveryExtentAndStorage) {
  Plan plan = Plan::fused(fma_storage_graph());
  if (compile_only()) {
    for (const auto& k : plan.kernels()) compile_check(*k);
    return;
  }
  const uint64_t rows = 21, seed = std::random_device{}();
  std::printf("fma storage on %s: seed %llu\n", backend().c_str(), static_cast<unsigned long long>(seed));
  const Graph& g = plan.graph();
  std::map<std::string, std::vector<float>> host;
  std::map<std::string, rt::Tensor> in, oin;
  uint64_t k = seed;
  for (auto& [name, id] : g.inputs()) {
    const Node& n = g.node(id);
    std::vector<float> v = random_with_specials(k++, input_numel(n, rows));
    // The scalar s scales all of y: one finite draw (a NaN, inf or 0 left every y vacuous).
    if (n.extent == Extent::Scalar) fill_row(RowRegime::Mixed, k++, 4, v.data(), v.size());
    round_to_storage(v, n.dtype);
    in[name] = rt::Tensor::empty(device(), n.dtype, {v.size()});
    in[name].upload(v);
    oin[name] = rt::Tensor::empty(oracle(), n.dtype, {v.size()});
    oin[name].upload(v);
    host[name] = std::move(v);
  }
  auto ref = eval_host(g, rows, host);
  CountingDevice dev(device());
  auto got = plan.execute(dev, in);
  dev.synchronize();
  EXPECT_EQ(dev.launches(), plan.launch_count());
  EXPECT_LE(plan.launch_count(), 2u);  // the Full outputs in one launch, the PerRow one in another
  auto want = plan.execute(oracle(), oin);
  size_t finite = 0, total = 0;
  for (auto& [name, t] : want) {
    std::vector<float> w = t.download_f32(), h = got.at(name).download_f32();
    const std::vector<float>& c = ref.at(name);
    ASSERT_EQ(h.size(), w.size()) << name;
    ASSERT_EQ(c.size(), w.size()) << name;
    for (size_t i = 0; i < w.size(); ++i) {
      ASSERT_TRUE(same_float(h[i], w[i])) << backend() << " output " << name << "[" << i << "]: got " << h[i]
                                          << " oracle " << w[i] << " (seed " << seed << ")";
      ASSERT_TRUE(same_float(w[i], c[i])) << "oracle vs plain C++, output " << name << "[" << i << "]: " << w[i]
                                          << " vs " << c[i] << " (seed " << seed << ")";
      finite += std::isfinite(w[i]) && w[i] != 0.0f;
      ++total;
    }
  }
  EXPECT_GT(finite, total / 2) << "too few informative outputs";
}

TEST_P(DagConformance, FmaIsNotMulThenAdd) {
  // Chosen operands where a*b + c rounded once differs from (a*b rounded) + c. With m a power of
  // two and 13 <= k <= 23: a = (1 + 2^-k) m, b = 1 - 2^-k, c = -m — the product m (1 - 2^-2k)
  // rounds to m, so mul-then-add gives 0 and fma -m 2^-2k; and b = 1 + 2^-k, c = -(a*b rounded)
  // — fma gives the TwoProduct error term m 2^-2k, mul-then-add 0. A backend whose fma were a
  // mul and an add (Vulkan's built-in fma() on lavapipe) fails here.
  const uint32_t cols = 64;
  Graph g;
  Sym a = g.input("a", cols), b = g.input("b", cols), c = g.input("c", cols);
  g.output("fma", fma(a, b, c));
  g.output("mul_add", a * b + c);
  Plan plan = Plan::fused(g);
  if (compile_only()) {
    for (const auto& k : plan.kernels()) compile_check(*k);
    return;
  }
  const uint64_t rows = 4;
  std::vector<float> va(rows * cols), vb(rows * cols), vc(rows * cols);
  std::mt19937 rng(std::random_device{}());
  for (size_t i = 0; i < va.size(); ++i) {
    const int k = 13 + static_cast<int>(i % 11);
    const float m = std::ldexp(1.0f, static_cast<int>(rng() % 16) - 8);
    va[i] = (1.0f + std::ldexp(1.0f, -k)) * m;
    vb[i] = i % 2 ? 1.0f - std::ldexp(1.0f, -k) : 1.0f + std::ldexp(1.0f, -k);
    vc[i] = i % 2 ? -m : -(va[i] * vb[i]);
  }
  std::map<std::string, std::vector<float>> host = {{"a", va}, {"b", vb}, {"c", vc}};
  auto ref = eval_host(g, rows, host);
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, v] : host) {
    in[name] = rt::Tensor::empty(device(), ir::Type::F32, {v.size()});
    in[name].upload(v);
  }
  auto got = plan.execute(device(), in);
  std::vector<float> f = got.at("fma").download_f32(), ma = got.at("mul_add").download_f32();
  size_t differ = 0;
  for (size_t i = 0; i < f.size(); ++i) {
    ASSERT_TRUE(same_float(f[i], ref.at("fma")[i]))
        << backend() << " fma[" << i << "] = " << f[i] << ", want " << ref.at("fma")[i] << " = fma(" << va[i] << ", "
        << vb[i] << ", " << vc[i] << ")";
    ASSERT_TRUE(same_float(ma[i], ref.at("mul_add")[i])) << backend() << " (a*b)+c at " << i;
    ASSERT_EQ(f[i], std::fma(va[i], vb[i], vc[i])) << i;
    ASSERT_EQ(ma[i], 0.0f) << i;  // the product rounds to the negation of c
    differ += f[i] != ma[i];
  }
  EXPECT_EQ(differ, f.size());
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(DagConformance);
