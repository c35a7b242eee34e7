// Does a comparison compare anything? (DESIGN §9 "Tests that can fail".) For a graph, its inputs
// and its canonical outputs, measures outside the Specials rows (a) how many outputs are finite
// and non-zero, and (b) on how many rows a plain C++ evaluation with a different reduction order
// (left-to-right sequential, eval_host(…, ReduceOrder::Sequential)) gives different bits. A test
// whose outputs are NaN == NaN, or whose rows would not change under a wrong order, proves
// nothing; tests assert both fractions (tests/sensitivity_check.h), the CLI reports (a).
//   Sensitivity s = measure_sensitivity(g, rows, inputs, outputs, mix);
//   std::cout << s.str();   // "96.1% finite non-zero (…); sequential order differs on 91.0% of rows (…)"
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/fusion/random_inputs.h"

namespace morph::fusion {

struct Sensitivity {
  uint64_t compared = 0;         // output elements outside the Specials rows
  uint64_t finite_nonzero = 0;   // of those, finite and != ±0
  bool order_sensitive = false;  // the graph has a live sum / mean / sumsq over rows of >= 2 columns
  uint64_t rows = 0;             // rows (outside Specials) compared with the sequential order
  uint64_t rows_order_differs = 0;
  double finite_fraction() const { return compared ? static_cast<double>(finite_nonzero) / compared : 0.0; }
  double order_fraction() const { return rows ? static_cast<double>(rows_order_differs) / rows : 0.0; }
  Sensitivity& operator+=(const Sensitivity& o);
  /// One line, e.g. "96.1% finite non-zero (123 of 128); sequential order differs on 7 of 7 rows".
  std::string str() const;
};

/// `outputs` are the canonical results of `g` on `inputs` ([rows, cols] domain, as eval_host
/// takes them); rows for which `special_row(r)` is true are left out. Full outputs are counted by
/// row, PerRow outputs as their row's element, PerCol/Scalar outputs for (a) only. Throws
/// UserError when an output is missing or of the wrong size.
Sensitivity measure_sensitivity(const Graph& g, uint64_t rows, const std::map<std::string, std::vector<float>>& inputs,
                                const std::map<std::string, std::vector<float>>& outputs,
                                const std::function<bool(uint64_t)>& special_row);
/// The same with the Specials rows of `mix` left out.
Sensitivity measure_sensitivity(const Graph& g, uint64_t rows, const std::map<std::string, std::vector<float>>& inputs,
                                const std::map<std::string, std::vector<float>>& outputs, const RegimeMix& mix);

/// True when `g` has a live row reduction (its default inputs are then regime rows).
bool has_reduction(const Graph& g);

/// The default random inputs of `g` over `rows` rows, for tests and the CLI (`morph table`,
/// `morph run` without --input). Without a live reduction (elementwise graphs): every input
/// random_with_specials (specials mixed in). With one: Full inputs are regime rows
/// (reduction_inputs) — RegimeMix::moderate() for an input that reaches a saturating op (exp,
/// sigmoid, silu, softplus, tanh, gelu, gelu_tanh, erf: softmax's x, a gate), RegimeMix{}
/// otherwise; both mixes put the Specials in rows r % 8 == 7 (default_special_row). PerCol,
/// PerRow and Scalar inputs are Mixed within ±2^4. Input k (declaration order) uses seed + k.
/// Values are rounded to each input's storage type (Node::dtype); an input read through a RowMap
/// gets its own rows (rowmap.rows).
std::map<std::string, std::vector<float>> default_inputs(const Graph& g, uint64_t rows, uint64_t seed);
/// The Specials rows of default_inputs for a graph with a reduction: r % 8 == 7.
bool default_special_row(uint64_t r);

}  // namespace morph::fusion
