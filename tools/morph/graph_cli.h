// The graph path of `morph fuse` and `morph run` (reductions, norms, DAGs over a [rows, cols]
// domain), selected by `--shape ROWS,COLS`: the expression lowers to a traced graph
// (morph/fusion/lower.h), plans are built fused and unfused (morph/fusion/plan.h). Inputs named in
// `--vec` (default: w, b, weight, bias) are [COLS] vectors broadcast along rows.
//   morph fuse "rms_norm(x, eps=1e-6)*w*silu(g)" --shape 4096,128 --json   -> fused_launches 1
//   morph run  "softmax(x)" --shape 8,151936 --json                        -> mismatches 0
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace morph::cli {

struct GraphCliOpts {
  std::string shape;  // "ROWS,COLS"; empty = not the graph path
  std::optional<std::string> vec;  // comma-separated row-vector inputs
  bool active() const { return !shape.empty(); }
};

/// Adds --shape and --vec to a command.
void add_graph_options(CLI::App* cmd, GraphCliOpts& g);

/// `morph fuse EXPR --shape R,C [--json] [--emit cuda|opencl]`: partition, launches, naive and
/// fused launch counts, and with `emit` each fused launch's kernel source for that backend.
/// Returns the exit code (2 on a parse or usage error).
int graph_fuse(const std::string& expr, bool json, const GraphCliOpts& g, const std::string& emit = {});

/// `morph run EXPR --shape R,C [--backend B] [--seed S] [--json]`: runs the fused and the unfused
/// plan on random inputs with specials, compares bitwise with the oracle's fused result and the
/// plain C++ graph evaluation. Returns 0, 1 on any mismatch, 2 on usage errors.
int graph_run(const std::string& expr, const std::string& dtype, const std::string& backend,
              std::optional<uint64_t> seed, bool json, const GraphCliOpts& g);

}  // namespace morph::cli
