// The one path of `morph fuse` and `morph run`: every expression (elementwise chain, DAG,
// reduction, norm) lowers to a traced graph (morph/expr/lower.h) over the NumPy broadcast shape
// of its inputs, and plans are built fused and unfused (morph/fusion/plan.h). Shapes come from
// the --input files, or --shape ROWS,COLS (inputs named in `--vec`, default w, b, weight, bias,
// are [COLS] vectors broadcast along rows), or --n N.
//   morph fuse "rms_norm(x, eps=1e-6)*w*silu(g)" --shape 4096,128 --json   -> fused_launches 1
//   morph run  "softmax(x)" --shape 8,151936 --json                        -> mismatches 0
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "morph/expr/lower.h"
#include "morph/fusion/graph.h"
#include "morph/runtime/tensor.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {

struct GraphCliOpts {
  std::string shape;               // "ROWS,COLS"; empty = not given
  std::optional<std::string> vec;  // comma-separated row-vector inputs
  bool active() const { return !shape.empty(); }
};

/// Adds --shape and --vec to a command.
void add_graph_options(CLI::App* cmd, GraphCliOpts& g);

/// This machine's physical memory in bytes (0 where the system does not say), and a byte count
/// as GiB with one decimal ("23.5"), for the memory checks of `run` and `table`.
double host_memory_bytes();
std::string fmt_gib(double bytes);

/// `morph fuse EXPR [--shape R,C] [--dtype T] [--json] [--emit cuda|opencl|…]`: graph, partition,
/// launches, naive and fused launch counts (over --shape, default 1,4096: counts do not depend on
/// it), and with `emit` each fused launch's kernel source for that backend. Returns the exit code
/// (2 on a parse or usage error).
int graph_fuse(const std::string& expr, bool json, const GraphCliOpts& g, const std::string& emit = {},
               const std::string& dtype = {});

/// What `morph run` / `morph fuse` derive from their options: the lowered graph (NumPy mode) and
/// its domain. Shapes come from the --input files (broadcast by NumPy's rules; incompatible
/// shapes are a UsageError naming both inputs, both shapes and the files), else --shape R,C (the
/// --vec inputs [C], the others [R, C]), else --n N (every input [N]). Storage types: --dtype
/// (`dtype`, "" when not given) for every input and the output; without it each file's own type,
/// and the output the inputs' common type (f32 when they differ). nullopt after printing a parse
/// error or a bad --shape/--n.
struct RunSetup {
  expr::GraphExpr ge;
  std::vector<uint64_t> domain;  // NumPy shape of the output
  uint64_t rows = 0, cols = 0;   // its [rows, cols] view
  ir::Type out = ir::Type::F32;
};
std::optional<RunSetup> setup_run(const std::string& expr, const std::string& dtype, const GraphCliOpts& g,
                                  const NpyIo& io, uint64_t n, const char* cmd, std::map<std::string, NpyInput>* files);

/// `morph run EXPR (--n N | --shape R,C | --input x=x.npy …) [--dtype T] [--backend B] [--seed S]
/// [--output y.npy] [--json]`: runs the fused and the unfused plan of the expression's graph
/// (setup_run) on the inputs (.npy files, else random with specials; regime rows when it
/// reduces), compares bitwise with the oracle's fused result and the plain C++ graph evaluation,
/// writes the fused output (of the broadcast shape, in the output's storage type). Returns 0, 1
/// on any mismatch, 2 on usage errors.
int graph_run(const std::string& expr, const std::string& dtype, const std::string& backend,
              std::optional<uint64_t> seed, bool json, const GraphCliOpts& g, const NpyIo& io = {}, uint64_t n = 0);

/// One graph run on one backend (shared by `morph run --shape` and `morph table`).
struct GraphRun {
  std::string backend, device;
  uint64_t elements = 0;  ///< output elements
  uint64_t bytes = 0;     ///< bytes of every input and the output, each read/written once
  uint64_t naive_launches = 0, fused_launches = 0;
  double time_us = 0;        ///< fused plan, warm host wall time (best of several runs off the oracle)
  double device_us = -1;     ///< fused plan, median device time of device_reps runs (CUDA events /
                             ///< OpenCL profiling events); -1 where the backend has no device clock
  int device_reps = 0;       ///< runs behind device_us
  double compile_us = 0;     ///< first fused run, with trace + backend compile
  double naive_time_us = 0;  ///< unfused plan, warm
  uint64_t mismatches = 0;   ///< elements differing from any of the three below
  uint64_t vs_oracle = 0, vs_naive = 0, vs_reference = 0;
  uint64_t oracle_compared = 0;                       ///< elements compared with the oracle (all, or the sampled rows')
  nlohmann::json examples = nlohmann::json::array();  ///< up to 8 differing elements, hex bits
  std::string schedule;                               ///< the fused plan's schedules, one per launch ("; "-separated;
                                                      ///< MORPH_AUTOTUNE=1 shows the cached winners here)
  rt::Tensor output;                                  ///< the fused "y" on the backend
  std::vector<float> fused;                           ///< the fused "y", downloaded
};

/// Runs `graph` ("y" output, a [rows, cols] domain) fused and unfused on `dev` with host inputs (name -> f32 data of
/// the input's extent) and compares the fused output bitwise (same_float) with `oracle` (the oracle's fused output;
/// nullptr: computed here, or the fused output itself on the oracle), the unfused output, and `reference` (plain C++
/// eval_host; nullptr: computed here). With `oracle_rows`, `oracle` holds the oracle's output for those rows only, in
/// that order (rows are independent: every reduction is over the last axis), and only they are compared with it. Throws
/// UserError on misshapen inputs. With device_reps > 0 (off the oracle), device_us is the median device time of that
/// many warm runs of the fused plan.
GraphRun run_graph_on(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                      const std::map<std::string, std::vector<float>>& host, rt::Device& dev,
                      const std::vector<float>* oracle = nullptr, const std::vector<float>* reference = nullptr,
                      const std::vector<uint64_t>* oracle_rows = nullptr, int device_reps = 0);

/// Median device time (µs) of `reps` warm runs of `graph`'s fused plan on `dev` over host
/// inputs `host` (as run_graph_on), by the device's clock; -1 where the backend has none, and
/// then `best_wall_us` (when given) gets the best wall time of the runs (as run_graph_on's
/// time_us: the cpu backend's). The table times Morph on the peers' inputs with it
/// (bench/peers.py: uniform(-4, 4)).
double fused_device_us(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                       const std::map<std::string, std::vector<float>>& host, rt::Device& dev, int reps,
                       double* best_wall_us = nullptr);

/// The oracle's fused output "y" of `graph` on host inputs (as run_graph_on): the definition every
/// backend is compared with; compute it once and pass it to run_graph_on for each backend.
std::vector<float> oracle_fused(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                                const std::map<std::string, std::vector<float>>& host);

}  // namespace morph::cli
