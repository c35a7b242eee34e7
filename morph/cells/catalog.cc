// The op catalog: which tests and which measured workloads speak for each (op, type).
#include "morph/cells/catalog.h"

#include "morph/algebra/ops.h"
#include "morph/quant/types.h"

namespace morph::cells {
namespace {

// Measured workloads (bench/cuda_bench.cc lines and `morph table` cases) by the ops they run.
std::vector<std::string> unary_workloads(std::string_view op) {
  if (op == "silu") return {"silu(a)*b 64Mi f32", "swiglu_512tok", "silu_affine", "swiglu_1tok"};
  if (op == "exp" || op == "tanh" || op == "relu" || op == "neg") return {"chain7"};
  if (op == "sqrt" || op == "abs") return {"7-op sqrt(abs(silu(a*w+b)*c+0.5))"};
  return {};
}
std::vector<std::string> binary_workloads(std::string_view op) {
  if (op == "mul") return {"a*w+b 64Mi f32", "swiglu_512tok", "chain7"};
  if (op == "add") return {"a*w+b 64Mi f32", "chain7"};
  return {};
}

std::vector<OpEntry> build() {
  std::vector<OpEntry> c;
  const std::vector<std::string> storage = {"f32", "f16", "bf16"};
  for (int i = 0; i < algebra::kUnOpCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::UnOp>(i)));
    for (const std::string& t : storage) {
      OpEntry e{op, t, "unary", {}, {}, {}};
      if (t == "f32") {
        e.tests = {"FusionBackends.EveryUnaryOpBitwise", "FusionBackends.RandomChainsWithSidesConstantsAndStorage",
                   "FusionPropertyBackends.RandomChainsEqualOracle"};
        e.workloads = unary_workloads(op);
        e.check_expr = op + "(x)";
      } else {
        e.tests = {"FusionBackends.RandomChainsWithSidesConstantsAndStorage",
                   "ConformanceMemory." +
                       std::string(t == "f16" ? "F16AllPatternsAndRounding" : "Bf16AllPatternsAndRounding")};
      }
      c.push_back(std::move(e));
    }
  }
  const char* infix[] = {"+", "-", "*", "/", "", ""};
  for (int i = 0; i < algebra::kBinOpCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::BinOp>(i)));
    for (const std::string& t : storage) {
      OpEntry e{op, t, "binary", {}, {}, {}};
      if (t == "f32") {
        e.tests = {"ConformanceScalar.F32Arithmetic", "FusionBackends.RandomChainsWithSidesConstantsAndStorage",
                   "FusionPropertyBackends.RandomChainsEqualOracle", "DagPropertyBackends.RandomGraphsEqualOracle"};
        e.workloads = binary_workloads(op);
        e.check_expr = *infix[i] ? "x" + std::string(infix[i]) + "y" : op + "(x, y)";
      } else {
        e.tests = {"FusionBackends.RandomChainsWithSidesConstantsAndStorage"};
      }
      c.push_back(std::move(e));
    }
  }
  c.push_back({"fma",
               "f32",
               "fma",
               {"ConformanceScalar.F32Fma", "DagConformance.FmaEveryExtentAndStorage",
                "DagConformance.FmaIsNotMulThenAdd", "DagPropertyBackends.RandomGraphsEqualOracle"},
               {},
               "fma(x, y, z)"});
  for (int i = 0; i < algebra::kRedCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::Red>(i)));
    c.push_back({op,
                 "f32",
                 "reduction",
                 {"DagConformance.TwoPassReductionUnderTwoSchedules", "DagConformance.MultiOutputRowFence",
                  "ConformanceControl.RowReduceWorkgroupSchedules", "ConformanceControl.RowReduceSubgroupSchedule",
                  "Fence.EveryReductionUnderEverySchedule", "DagPropertyBackends.RandomGraphsEqualOracle"},
                 {},
                 op + "(x)"});
  }
  c.push_back({"rms_norm",
               "f32",
               "row",
               {"DagConformance.GatedRmsNormOneLaunch", "Norms.GatedRmsNormOneLaunch", "Norms.RmsNormAndLayerNorm",
                "Norms.RmsNormNeitherOverflowsNorUnderflows"},
               {"gated_norm_4096tok", "gated norm 512Ki x 128 f32", "gated_norm_1tok"},
               "rms_norm(x, eps=1e-6)*w"});
  c.push_back({"gated_rms_norm",
               "f32",
               "row",
               {"DagConformance.GatedRmsNormOneLaunch", "Norms.GatedRmsNormOneLaunch"},
               {"gated_norm_4096tok", "gated norm 512Ki x 128 f32", "gated_norm_1tok"},
               "rms_norm(x, eps=1e-6)*w*silu(y)"});
  c.push_back({"layer_norm",
               "f32",
               "row",
               {"DagConformance.LayerNormWithBias", "Norms.RmsNormAndLayerNorm",
                "Norms.LayerNormOverflowUnderflowAndLargeMean"},
               {},
               "layer_norm(x, w, b, eps=1e-5)"});
  c.push_back({"add_rms_norm",
               "f32",
               "row",
               {"DagConformance.AddRmsNormTwoOutputs", "Norms.AddRmsNormTwoOutputsOneLaunch"},
               {"add_rms_norm"},
               "rms_norm(x+y, eps=1e-5)*w"});
  c.push_back({"softmax",
               "f32",
               "row",
               {"DagConformance.SoftmaxLongRows", "Softmax.OneLaunchMaskedRowsAndReference", "Fence.LongRows151936"},
               {"softmax_vocab"},
               "softmax(x)"});
  c.push_back({"rope", "f32", "rope", {"RopeBackend.RopeAndRopeNormBitwise"}, {}, {}});
  c.push_back({"rope_norm",
               "f32",
               "rope",
               {"RopeBackend.RopeAndRopeNormBitwise"},
               {"rope_norm_k_512tok", "rope_norm_q_1tok"},
               {}});
  for (const char* kv : {"f32 KV", "f16 KV", "bf16 KV"}) {
    std::vector<std::string> tests = {"AttentionBackend.BitwiseEqualToReference",
                                      "AttentionBackend.BatchAndScheduleInvariant"};
    c.push_back({"attention_decode",
                 kv,
                 "attention",
                 tests,
                 std::string(kv) == "f16 KV" ? std::vector<std::string>{"attn_decode_8k"} : std::vector<std::string>{},
                 {}});
    c.push_back({"attention_prefill", kv, "attention", tests, {}, {}});
  }
  for (const quant::TypeInfo& t : quant::all_types()) {
    if (!t.dequant) continue;
    std::string name = t.name;
    std::vector<std::string> w;
    // `morph table`'s matvec cases (tools/morph/matvec_table.cc), ffn_down first.
    if (name == "q4_K" || name == "q6_K" || name == "q8_0" || name == "iq4_xs")
      w = {"matvec_" + name + "_down", "matvec_" + name + "_up"};
    std::vector<std::string> tests = {"MatvecConf.EveryTypeBitwiseEqualToHostReference"};
    // Every schedule of the tuner's candidate list, on the types its L6 test draws.
    if (name == "q4_K" || name == "q8_0" || name == "iq2_xxs" || name == "f16")
      tests.push_back("TuneCandidates.EveryMatvecCandidateBitwiseEqualsDefault");
    c.push_back({"matvec", name, "matvec", tests, w, {}});
  }
  return c;
}

}  // namespace

const std::vector<OpEntry>& catalog() {
  static const std::vector<OpEntry> c = build();
  return c;
}

const WorkloadDef* find_workload(const std::string& name) {
  // bench/cuda_bench.cc: 64 Mi f32 elements, every input a full array; the gated norm's w is [128].
  static const std::vector<WorkloadDef> defs = {
      {"a*w+b 64Mi f32", "a*w+b", 1, uint64_t{1} << 26, {}},
      {"silu(a)*b 64Mi f32", "silu(a)*b", 1, uint64_t{1} << 26, {}},
      {"silu(a*w+b) 64Mi f32", "silu(a*w+b)", 1, uint64_t{1} << 26, {}},
      {"7-op sqrt(abs(silu(a*w+b)*c+0.5))", "sqrt(abs(silu(a*w+b)*c+0.5))", 1, uint64_t{1} << 26, {}},
      {"gated norm 512Ki x 128 f32", "rms_norm(x, eps=1e-6)*w*silu(g)", 524288, 128, {"w"}},
  };
  for (const WorkloadDef& d : defs)
    if (d.name == name) return &d;
  return nullptr;
}

}  // namespace morph::cells
