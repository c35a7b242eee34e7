// The op catalog of the cells ledger (DESIGN §7): every op Morph has, with the storage or quant
// types it takes, the tests that prove a backend bit-exact on it (GoogleTest names, without the
// instance prefix and suffix: "FusionBackends.EveryUnaryOpBitwise" matches
// "Backends/FusionBackends.EveryUnaryOpBitwise/cuda") and the measured workloads its speed is
// read from (`morph table` cases and bench/cuda_bench lines), first of them the cell's own workload:
// a `morph table` case that runs the op alone (`morph table --cells` runs every one of them), and
// the peer that can be measured beside it (or "no peer" and why). What was measured lives in
// results files (morph/cells/results.h), never here; the catalog only says where to look.
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
  /// Who can be measured beside Morph on the cell's own workload: "torch eager" (bench/peers.py
  /// --cells), "torch SDPA", "ggml test-backend-ops", … ; "no peer: <why>" where none exists.
  std::string peer;
};

/// A cell's own workload when it is a graph (an expression): `morph table --cells` case `name`
/// over [rows, cols] with every input and the output stored as `dtype` (math in f32). The other
/// kinds' own workloads (RoPE, attention, matvec) are op and matvec cases of `morph table`, named
/// in OpEntry::workloads.
struct CellCase {
  std::string name;      ///< "cell_exp_f16", "cell_row_sum_f32", "cell_layer_norm_f32"
  std::string op, type;  ///< the catalog entry it measures
  std::string expr;      ///< morph's expression language (docs/cli.md)
  uint64_t rows = 0, cols = 0;
  std::string vecs;  ///< comma-separated inputs given as [cols] vectors
};

/// Graph cells' own workloads: every unary and binary op in f32, f16 and bf16 storage, fma, each
/// row reduction and layer_norm, at [2048, 4096] (8 Mi elements: 32 MiB per f32 array, 16 µs of
/// an H200's 4.2 TB/s copy for a unary op; the host's inputs and plain C++ reference for 79 such
/// cases take about half a minute), f32 cases first.
const std::vector<CellCase>& cell_cases();
/// The graph cell case named `name`; nullptr for other names.
const CellCase* find_cell_case(const std::string& name);
/// The own workload of every catalog entry (OpEntry::workloads.front()), each name once, in
/// catalog order: what `morph table --cells` runs.
std::vector<std::string> cell_workload_names();

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
