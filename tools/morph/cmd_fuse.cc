// `morph fuse "EXPR" [--shape ROWS,COLS] [--json] [--emit cuda|opencl|vulkan|hip|metal|wgsl|cpp]
// [--dtype f32|f16|bf16]`: parses an expression, lowers it to its graph (the one pipeline:
// morph/expr/lower.h), partitions it and prints the graph, the regions, the fused plan's
// launches with their programs, and the naive and fused launch counts (docs/fusion.md); with
// --emit, each fused launch's kernel source (tools/morph/graph_cli.h).
//   morph fuse "silu(a*w+b)" --json   ->  {"naive_launches": 3, "fused_launches": 1, "launches": [...]}
#include <memory>

#include "morph/codegen/targets.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"

namespace morph::cli {

namespace {

struct FuseOpts {
  std::string expr;
  bool json = false;
  std::string emit;
  std::string dtype;
};

}  // namespace

void register_fuse(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("fuse",
                                 "Show how an expression fuses without running it: graph, regions, launches with "
                                 "their programs, naive and fused launch counts");
  auto o = std::make_shared<FuseOpts>();
  cmd->add_option("expr", o->expr, "Expression, e.g. \"silu(a*w+b)\" (names are input tensors)")->required();
  cmd->add_flag("--json", o->json, "Print JSON (naive_launches, fused_launches, regions, …)");
  cmd->add_option("--emit", o->emit, "Also print the fused kernels' backend source")
      ->check(CLI::IsMember(codegen::print_targets()));
  cmd->add_option("--dtype", o->dtype, "Storage type of inputs and output (math is f32)")
      ->check(CLI::IsMember({"f32", "f16", "bf16"}));
  auto g = std::make_shared<GraphCliOpts>();  // --shape (default 1,4096; rows over 8192 columns split: docs/cli.md)
  add_graph_options(cmd, *g);
  cmd->callback([o, g, exit_code] { *exit_code = graph_fuse(o->expr, o->json, *g, o->emit, o->dtype); });
}

}  // namespace morph::cli
