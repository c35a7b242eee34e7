// The matvec rows of `morph table`: y = W·x on Llama-3-8B's MLP shapes in Q4_K, Q6_K, Q8_0 and
// IQ4_XS, weights from Morph's reference quantizers (morph/quant/quantize.h), through Morph's
// one matvec kernel on every backend. Each row: bitwise mismatches against the plain C++
// reference (every row of W) and the oracle (sampled rows: the oracle interprets), warm wall
// time, device time (rt::time_enqueue, as every timed case), GB/s (quantized W + x read once, y
// written once, over the device time where there is one). With MORPH_AUTOTUNE=1 the kernel runs
// the cached `morph tune` winner's schedule (tune::tuned_matvec_schedule).
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "morph/quant/types.h"
#include "morph/runtime/device.h"

namespace morph::cli {

struct MatvecCase {
  std::string name;
  quant::GgmlType type;
  uint32_t rows, k;
  std::string model;
  /// The cells ledger's own workload of a type (`morph table --cells` or by name, not by default):
  /// W is random valid blocks (quant/random_blocks.h) rather than quantized weights.
  bool cell_only = false;
};

/// The table's matvec cases (grouped by shape, so each shape's f32 weights are made once), then
/// one ffn_down case of every other type Morph dequantizes (cell_only).
const std::vector<MatvecCase>& matvec_cases();

/// Runs `cases` on `devs` (the oracle first when listed); appends one JSON object per case and
/// backend to `rows`, prints table lines unless `json`. Returns true if any mismatch was found.
bool run_matvec_cases(const std::vector<const MatvecCase*>& cases, std::vector<std::unique_ptr<rt::Device>>& devs,
                      uint64_t seed, uint64_t oracle_max, bool json, nlohmann::json& rows);

}  // namespace morph::cli
