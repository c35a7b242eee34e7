// The op rows of `morph table` (beside the fusion cases): RoPE fused with the q/k RMSNorm at
// Qwen3-8B shapes and decode attention at Llama-3-8B shapes, and (run by `--cells` or by name) the
// cells ledger's own RoPE-alone and attention cases (decode per KV type, causal prefill of 512
// tokens per KV type), on every backend given — per row the
// launches (unfused -> fused), bitwise mismatches against the oracle (on sampled tokens / kv heads
// where the oracle would be slow, said in the row), the plain C++ reference and the unfused path,
// the warm time and the bandwidth of the bytes each launch must move.
//   std::vector<std::string> names = op_table_select(all, want);   // erases the names it knows
//   any_bad |= run_op_table(names, devs, seed, json, cols, rows);
#pragma once
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "morph/runtime/device.h"
#include "tools/morph/table_line.h"

namespace morph::cli {

/// Which op cases: every one, those a bare `morph table` runs, or those it runs only by name or
/// with --cells.
enum class OpCases : uint8_t { All, Default, CellOnly };
/// Names of the op cases.
std::vector<std::string> op_table_names(OpCases which = OpCases::All);
/// The op cases to run: all when `all`, else those named in `want` (removed from it).
std::vector<std::string> op_table_select(bool all, std::set<std::string>& want);
/// Runs the cases on `devs` (oracle first when present); prints rows in morph table's columns, or
/// appends JSON rows. Returns true if any output mismatched.
bool run_op_table(const std::vector<std::string>& names, const std::vector<std::unique_ptr<rt::Device>>& devs,
                  uint64_t seed, bool json, const TableColumns& cols, nlohmann::json& rows);

/// xxHash64 of a float output's bytes as 16 hex digits (`output_xxh64` in the table's JSON): two
/// runs of a case with the same --seed and --cases gave the same bits iff these agree
/// (bench/tune_compare.py compares a default and a MORPH_AUTOTUNE=1 run so).
std::string output_xxh64(const std::vector<float>& v);

}  // namespace morph::cli
