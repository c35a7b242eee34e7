// DAG fusion on every backend (conformance, L4/L5): the fused plans of the norms, softmax and a
// few random-shaped graphs run on the backend under test and equal the oracle and the plain C++
// reference (eval_host) bitwise, with the launches counted on the device. On the oracle instance
// that is oracle vs plain C++. Inputs are regime rows (morph/fusion/sensitivity.h
// default_inputs: finite rows of mixed magnitude, cancellation, denormal and near-overflow rows,
// specials in one row of eight), and each test asserts its own sensitivity: >= 90% of compared
// outputs finite and non-zero, and a sequential summation order would differ on most rows.
// Kept small: each distinct fused program is a kernel the backend compiles (PoCL takes seconds
// per kernel). Compile-only backends compile every kernel and report execution skipped.
#include <gtest/gtest.h>

#include <random>

#include "morph/base/float_bits.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/plan.h"
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
  /// with the oracle and with eval_host; asserts the inputs make the comparison informative.
  void check(const Plan& plan, uint64_t rows, size_t expected_launches, const std::string& what) {
    if (compile_only()) {
      for (const auto& k : plan.kernels()) compile_check(*k);
      return;
    }
    uint64_t seed = std::random_device{}();
    std::printf("%s on %s: seed %llu\n", what.c_str(), backend().c_str(), static_cast<unsigned long long>(seed));
    const Graph& g = plan.graph();
    std::map<std::string, std::vector<float>> host = default_inputs(g, rows, seed);
    auto ref = eval_host(g, rows, host);
    morph::testing::expect_sensitive(measure_sensitivity(g, rows, host, ref, default_special_row), what);
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

TEST_P(DagConformance, AddRmsNormTwoOutputs) {
  check(ops::add_rms_norm_plan(96, 1e-6f), 24, 1, "add_rms_norm 24x96");
}

TEST_P(DagConformance, LayerNormWithBias) {
  check(ops::layer_norm_plan(33, 1e-5f, true), 16, 1, "layer_norm 16x33");
}

TEST_P(DagConformance, SoftmaxLongRows) {
  check(ops::softmax_plan(4096), 8, 1, "softmax 8x4096");
}

TEST_P(DagConformance, TwoPassReductionUnderTwoSchedules) {
  // Comptime row lengths keep the traced kernels small (PoCL compiles in seconds, not minutes).
  for (RowSchedule s : {RowSchedule{128, false, 100}, RowSchedule{128, true, 100}}) {
    Graph g;
    Sym x = g.input("x", 100);
    g.output("y", x * rsqrt(sumsq(x - max(x)) + 1.0f));
    PlanOptions o;
    o.schedule = [&](uint32_t) { return s; };
    check(Plan::fused(g, o), 16, 1, "two reduction passes 16x100 " + s.str());
  }
}

TEST_P(DagConformance, MultiOutputRowFence) {
  Graph g;
  Sym x = g.input("x", 16);
  Sym a = silu(x);
  Sym r = sum(a);
  g.output("y", a * r);
  g.output("z", exp(a));
  check(Plan::fused(g), 24, 1, "multi-output row fence 24x16");
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(DagConformance);
