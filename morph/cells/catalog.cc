// The op catalog: which tests and which measured workloads speak for each (op, type).
#include "morph/cells/catalog.h"

#include <algorithm>

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

constexpr uint64_t kCellRows = 2048, kCellCols = 4096;

std::vector<CellCase> build_cells() {
  std::vector<CellCase> c;
  const std::vector<std::string> storage = {"f32", "f16", "bf16"};
  for (int i = 0; i < algebra::kUnOpCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::UnOp>(i)));
    for (const std::string& t : storage)
      c.push_back({"cell_" + op + "_" + t, op, t, op + "(x)", kCellRows, kCellCols, ""});
  }
  const char* infix[] = {"+", "-", "*", "/", "", ""};
  for (int i = 0; i < algebra::kBinOpCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::BinOp>(i)));
    std::string e = *infix[i] ? "x" + std::string(infix[i]) + "y" : op + "(x, y)";
    for (const std::string& t : storage) c.push_back({"cell_" + op + "_" + t, op, t, e, kCellRows, kCellCols, ""});
  }
  c.push_back({"cell_fma_f32", "fma", "f32", "fma(x, y, z)", kCellRows, kCellCols, ""});
  for (int i = 0; i < algebra::kRedCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::Red>(i)));
    c.push_back({"cell_row_" + op + "_f32", op, "f32", op + "(x)", kCellRows, kCellCols, ""});
  }
  c.push_back(
      {"cell_layer_norm_f32", "layer_norm", "f32", "layer_norm(x, w, b, eps=1e-5)", kCellRows, kCellCols, "w,b"});
  return c;
}

const std::string kTorchEager = "torch eager (bench/peers.py --cells)";

std::vector<OpEntry> build() {
  std::vector<OpEntry> c;
  // The graph cells' own workloads by (op, type); reductions and binary min/max share op names,
  // so the kind is part of the lookup.
  auto own = [](const std::string& op, const std::string& type, bool reduction) {
    for (const CellCase& k : cell_cases())
      if (k.op == op && k.type == type && k.name.starts_with("cell_row_") == reduction) return k.name;
    return std::string();
  };
  const std::vector<std::string> storage = {"f32", "f16", "bf16"};
  for (int i = 0; i < algebra::kUnOpCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::UnOp>(i)));
    for (const std::string& t : storage) {
      OpEntry e{op, t, "unary", {}, {own(op, t, false)}, {}, kTorchEager};
      if (t == "f32") {
        e.tests = {"FusionBackends.EveryUnaryOpBitwise", "FusionBackends.RandomChainsWithSidesConstantsAndStorage",
                   "FusionPropertyBackends.RandomChainsEqualOracle"};
        for (const std::string& w : unary_workloads(op)) e.workloads.push_back(w);
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
      OpEntry e{op, t, "binary", {}, {own(op, t, false)}, {}, kTorchEager};
      if (t == "f32") {
        e.tests = {"ConformanceScalar.F32Arithmetic", "FusionBackends.RandomChainsWithSidesConstantsAndStorage",
                   "FusionPropertyBackends.RandomChainsEqualOracle", "DagPropertyBackends.RandomGraphsEqualOracle"};
        for (const std::string& w : binary_workloads(op)) e.workloads.push_back(w);
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
               {"cell_fma_f32"},
               "fma(x, y, z)",
               "torch eager addcmul (bench/peers.py --cells; not single-rounding, a speed peer only)"});
  for (int i = 0; i < algebra::kRedCount; ++i) {
    std::string op(algebra::name(static_cast<algebra::Red>(i)));
    c.push_back({op,
                 "f32",
                 "reduction",
                 {"DagConformance.TwoPassReductionUnderTwoSchedules", "DagConformance.MultiOutputRowFence",
                  "ConformanceControl.RowReduceWorkgroupSchedules", "ConformanceControl.RowReduceSubgroupSchedule",
                  "Fence.EveryReductionUnderEverySchedule", "DagPropertyBackends.RandomGraphsEqualOracle"},
                 {own(op, "f32", true)},
                 op + "(x)",
                 kTorchEager});
  }
  c.push_back({"rms_norm",
               "f32",
               "row",
               {"DagConformance.GatedRmsNormOneLaunch", "Norms.GatedRmsNormOneLaunch", "Norms.RmsNormAndLayerNorm",
                "Norms.RmsNormNeitherOverflowsNorUnderflows"},
               {"gated_norm_4096tok", "gated norm 512Ki x 128 f32", "gated_norm_1tok"},
               "rms_norm(x, eps=1e-6)*w",
               "torch eager and torch.compile (bench/peers.py)"});
  c.push_back({"gated_rms_norm",
               "f32",
               "row",
               {"DagConformance.GatedRmsNormOneLaunch", "Norms.GatedRmsNormOneLaunch"},
               {"gated_norm_4096tok", "gated norm 512Ki x 128 f32", "gated_norm_1tok"},
               "rms_norm(x, eps=1e-6)*w*silu(y)",
               "torch eager and torch.compile (bench/peers.py)"});
  c.push_back({"layer_norm",
               "f32",
               "row",
               {"DagConformance.LayerNormWithBias", "Norms.RmsNormAndLayerNorm",
                "Norms.LayerNormOverflowUnderflowAndLargeMean"},
               {"cell_layer_norm_f32"},
               "layer_norm(x, w, b, eps=1e-5)",
               kTorchEager});
  c.push_back({"add_rms_norm",
               "f32",
               "row",
               {"DagConformance.AddRmsNormTwoOutputs", "Norms.AddRmsNormTwoOutputsOneLaunch"},
               {"add_rms_norm"},
               "rms_norm(x+y, eps=1e-5)*w",
               "torch eager and torch.compile (bench/peers.py --table)"});
  c.push_back({"softmax",
               "f32",
               "row",
               {"DagConformance.SoftmaxLongRows", "Softmax.OneLaunchMaskedRowsAndReference", "Fence.LongRows151936"},
               {"softmax_vocab"},
               "softmax(x)",
               "torch eager and torch.compile (bench/peers.py --table)"});
  c.push_back({"rope",
               "f32",
               "rope",
               {"RopeBackend.RopeAndRopeNormBitwise"},
               {"rope_q_512tok"},
               {},
               "ggml test-backend-ops ROPE (mode 0, [128, 32, 512]; ../shared/peers/ggml-peer.sh)"});
  c.push_back({"rope_norm",
               "f32",
               "rope",
               {"RopeBackend.RopeAndRopeNormBitwise"},
               {"rope_norm_k_512tok", "rope_norm_q_1tok"},
               {},
               "torch eager and torch.compile (bench/attention_peers.py)"});
  for (const char* kv : {"f32 KV", "f16 KV", "bf16 KV"}) {
    const std::string tag = kv[1] == '3' ? "f32kv" : kv[0] == 'b' ? "bf16kv" : "f16kv";
    // The reference test of each case (one test until 2026-12-02: runs before cite
    // AttentionBackend.BitwiseEqualToReference) and the invariance test.
    std::vector<std::string> tests = {"AttentionBackend.BitwiseEqualToReferenceGqaF32Decode",
                                      "AttentionBackend.BitwiseEqualToReferenceMqaF16Paged",
                                      "AttentionBackend.BitwiseEqualToReferenceBf16WindowSoftcap3Tok",
                                      "AttentionBackend.BitwiseEqualToReferenceD32TwoChunksPerGroup",
                                      "AttentionBackend.BitwiseEqualToReferencePrefillCausalPaged",
                                      "AttentionBackend.BatchAndScheduleInvariant"};
    c.push_back({"attention_decode",
                 kv,
                 "attention",
                 tests,
                 {tag == "f16kv" ? std::string("attn_decode_8k") : "attn_decode_8k_" + tag},
                 {},
                 "torch SDPA (bench/peers.py --cells)"});
    c.push_back({"attention_prefill",
                 kv,
                 "attention",
                 tests,
                 {"attn_prefill_512_" + tag},
                 {},
                 "torch SDPA (bench/peers.py --cells)"});
  }
  for (const quant::TypeInfo& t : quant::all_types()) {
    if (!t.dequant) continue;
    std::string name = t.name;
    // `morph table`'s matvec cases (tools/morph/matvec_table.cc): ffn_down for every type (the
    // cell's own), ffn_up for the four types the default table runs.
    std::vector<std::string> w = {"matvec_" + name + "_down"};
    if (name == "q4_K" || name == "q6_K" || name == "q8_0" || name == "iq4_xs") w.push_back("matvec_" + name + "_up");
    std::vector<std::string> tests = {"MatvecConf.EveryTypeBitwiseEqualToHostReference"};
    // Every schedule of the tuner's candidate list, on the types its L6 test draws.
    if (name == "q4_K" || name == "q8_0" || name == "iq2_xxs" || name == "f16")
      tests.push_back("TuneCandidates.EveryMatvecCandidateBitwiseEqualsDefault");
    std::string peer = "ggml test-backend-ops MUL_MAT (../shared/peers/ggml-peer.sh)";
    if (name == "q8_1" || name == "q8_K")
      peer = "no peer: ggml has no matvec with " + name + " weights (an activation type there)";
    if (name == "tq1_0" || name == "tq2_0") peer = "no peer on GPUs: ggml's CUDA backend lacks " + name + " MUL_MAT";
    c.push_back({"matvec", name, "matvec", tests, w, {}, peer});
  }
  return c;
}

}  // namespace

const std::vector<OpEntry>& catalog() {
  static const std::vector<OpEntry> c = build();
  return c;
}

const std::vector<CellCase>& cell_cases() {
  static const std::vector<CellCase> c = build_cells();
  return c;
}

const CellCase* find_cell_case(const std::string& name) {
  for (const CellCase& c : cell_cases())
    if (c.name == name) return &c;
  return nullptr;
}

std::vector<std::string> cell_workload_names() {
  std::vector<std::string> v;
  for (const OpEntry& e : catalog())
    if (!e.workloads.empty() && std::find(v.begin(), v.end(), e.workloads.front()) == v.end())
      v.push_back(e.workloads.front());
  return v;
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
