// `morph run "EXPR" (--n N | --shape ROWS,COLS | --input NAME=PATH.npy …) [--dtype f32|f16|bf16]
// [--backend NAME] [--seed S] [--output y.npy] [--json]`: runs an expression — an elementwise
// chain, a DAG, a reduction, a norm — through the one pipeline (graph -> partition -> Plan,
// tools/morph/graph_cli.h) on seeded random inputs with IEEE specials mixed in (regime rows when
// it reduces) or on .npy files of any shapes that broadcast by NumPy's rules, and compares the
// fused result bitwise (same_float: NaNs equal, +0 != -0) with the oracle's fused result, the
// unfused plan (one launch per op on the same backend) and the plain C++ evaluation. Exit 1 on
// any mismatch, 2 on usage errors.
//   morph run "silu(a*w+b)" --n 1000000 --json   ->  {"mismatches": 0, "elements": 1000000, ...}
//   morph run "sigmoid(s)+bias" --input s=s.npy --input bias=bias.npy --output y.npy   ([64,256] + [256])
#include <memory>

#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"

namespace morph::cli {

namespace {

struct RunOpts {
  std::string expr;
  uint64_t n = 0;
  std::string dtype;  // empty: each input file's own type (f32 for random inputs)
  std::string backend = "oracle";
  std::optional<uint64_t> seed;
  bool json = false;
  NpyIo io;
};

}  // namespace

void register_run(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("run",
                                 "Run an expression fused and unfused on a backend (random inputs, or .npy files of "
                                 "broadcastable shapes with --input) and compare bitwise with the oracle and plain "
                                 "C++; --output writes the result");
  auto o = std::make_shared<RunOpts>();
  cmd->add_option("expr", o->expr, "Expression, e.g. \"silu(a*w+b)\" (names are input tensors)")->required();
  cmd->add_option("--n", o->n, "Random inputs of N elements each (a [N] domain)")->check(unsigned_check());
  cmd->add_option("--dtype", o->dtype,
                  "Storage type of inputs and output (math is f32; default: each file's own type, the output "
                  "their common type; f32 for random inputs)")
      ->check(CLI::IsMember({"f32", "f16", "bf16"}));
  cmd->add_option("--backend", o->backend,
                  "Device spec: oracle, cpu, opencl[:N], vulkan[:N], cuda[:N] (`morph devices` lists them)")
      ->check(device_spec_check());
  cmd->add_option_function<uint64_t>(
         "--seed", [o](const uint64_t& s) { o->seed = s; }, "Random seed (default: from std::random_device; printed)")
      ->check(unsigned_check());
  cmd->add_flag("--json", o->json, "Print JSON (mismatches, elements, backend, time_us, …)");
  auto g = std::make_shared<GraphCliOpts>();
  add_graph_options(cmd, *g);
  add_npy_options(cmd, o->io);
  cmd->callback(
      [o, g, exit_code] { *exit_code = graph_run(o->expr, o->dtype, o->backend, o->seed, o->json, *g, o->io, o->n); });
}

}  // namespace morph::cli
