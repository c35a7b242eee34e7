// The op catalog of the cells ledger (DESIGN §7): every op Morph has, with the storage or quant
// types it takes, the tests that prove a backend bit-exact on it (GoogleTest names, without the
// instance prefix and suffix: "FusionBackends.EveryUnaryOpBitwise" matches
// "Backends/FusionBackends.EveryUnaryOpBitwise/cuda") and the measured workloads its speed is
// read from (`morph table` cases and bench/cuda_bench lines). What was measured lives in results
// files (morph/cells/results.h), never here; the catalog only says where to look.
//   for (const cells::OpEntry& e : cells::catalog()) std::cout << e.op << " " << e.type << "\n";
//   const cells::WorkloadDef* w = cells::find_workload("a*w+b 64Mi f32");   // its expression
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace morph::cells {

/// One (op, type) of the catalog; a cell is an OpEntry on one backend.
struct OpEntry {
  std::string op;    ///< "silu", "add", "sum", "rms_norm", "matvec", "attention_decode", …
  std::string type;  ///< "f32", "f16", "bf16" (storage; math in f32), a ggml type ("q4_K"), "f16 KV"
  std::string kind;  ///< "unary", "binary", "fma", "reduction", "row", "rope", "attention", "matvec"
  /// Tests whose instance on a backend proves the cell exact (any failing: not exact).
  std::vector<std::string> tests;
  /// Measured workloads that run this op (table case names or bench line names), most
  /// representative first.
  std::vector<std::string> workloads;
  /// A small expression over [rows, cols] that `morph cells --check` runs on a live device
  /// (empty: no live check; matvec types are checked through the matvec kernel instead).
  std::string check_expr;
};

/// Every (op, type) Morph has: the 18 unary ops and 6 binary ops (f32, f16, bf16 storage), fma,
/// the 5 row reductions, rms_norm, gated_rms_norm, layer_norm, add_rms_norm, softmax, rope, rope_norm, decode
/// and prefill attention (f32/f16/bf16 KV), and matvec for every ggml type with float
/// dequantization.
const std::vector<OpEntry>& catalog();

/// A bench line whose name does not carry its expression and shape (`morph table` rows do):
/// what cells needs to count its FLOPs.
struct WorkloadDef {
  std::string name;        ///< as in bench/results/*/morph.jsonl and peers.jsonl
  std::string expression;  ///< over inputs of the full [rows, cols] domain
  uint64_t rows = 1, cols = 1;
  std::vector<std::string> row_vectors;  ///< inputs given as [cols] vectors
};
/// The bench lines cells knows (bench/cuda_bench.cc's workloads); nullptr for other names.
const WorkloadDef* find_workload(const std::string& name);

}  // namespace morph::cells
