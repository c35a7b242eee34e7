// The fusion check of DESIGN L5 as library code: a fused result must equal the unfused (naive)
// result, the oracle's and a plain C++ reference bitwise — same_bits (morph/base/float_bits.h):
// all NaNs equal, +0 != -0. Used by `morph run` / `morph table` (tools/morph) and by the tests.
//   check::Report r = check::compare(fused, naive, oracle, reference);
//   if (!r.ok()) for (const check::Mismatch& m : r.examples) print(m.index, m.fused, m.oracle);
// The oracle may have computed only some rows of a large output (it interprets the IR, so the
// CLI samples rows): pass them as `oracle_rows`, the oracle's values holding those rows in order.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace morph::check {

/// One element that differs from at least one of the references (values as f32 bit patterns).
struct Mismatch {
  uint64_t index = 0;  ///< element index in the output (row-major)
  uint32_t fused = 0, naive = 0, reference = 0;
  std::optional<uint32_t> oracle;  ///< absent where the oracle did not compute the element
};

/// What compare() found. `mismatches` counts elements that differ from any reference; the
/// vs_* counts say from which (an element may count in several).
struct Report {
  uint64_t elements = 0;         ///< elements of the fused output
  uint64_t oracle_compared = 0;  ///< of which the oracle computed (all, unless rows were sampled)
  uint64_t mismatches = 0;
  uint64_t vs_oracle = 0, vs_naive = 0, vs_reference = 0;
  bool sizes_differ = false;       ///< a reference had the wrong size: every element counts
  std::vector<Mismatch> examples;  ///< the first `max_examples` mismatches, by index
  bool ok() const { return mismatches == 0; }
};

/// Which rows the oracle computed: `rows` (any order, each < the output's row count) of
/// `row_len` elements each; the oracle's values hold them in that order, row after row.
struct OracleRows {
  std::vector<uint64_t> rows;
  uint64_t row_len = 0;
};

/// Compares `fused` bitwise with `naive` and `reference` (each fused.size() elements) and with
/// `oracle` (fused.size() elements, or rows.size() * row_len with `oracle_rows`). A reference of
/// the wrong size makes every element a mismatch (sizes_differ; no examples), never a crash.
Report compare(std::span<const float> fused, std::span<const float> naive, std::span<const float> oracle,
               std::span<const float> reference, const OracleRows* oracle_rows = nullptr, size_t max_examples = 8);

}  // namespace morph::check
