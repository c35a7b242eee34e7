// `morph fuse "EXPR" [--json] [--emit cuda|opencl|vulkan|hip|metal|wgsl|cpp] [--dtype f32|f16|bf16]`: parses an
// expression, lowers it to a chain, fuses it, and prints the regions, each Map region's
// Program, and the naive and fused launch counts (docs/fusion.md). DAG expressions go to the
// graph path (tools/morph/graph_cli.h).
//   morph fuse "silu(a*w+b)" --json   ->  {"naive_launches": 3, "fused_launches": 1, "regions": [...]}
#include <iostream>
#include <nlohmann/json.hpp>

#include "morph/base/error.h"
#include "morph/codegen/targets.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/fusion/fused_map.h"
#include "morph/expr/parse.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"

namespace morph::cli {

namespace {

struct FuseOpts {
  std::string expr;
  bool json = false;
  std::string emit;
  std::string dtype = "f32";
};

ir::Type dtype_of(const std::string& s) {
  if (s == "f16") return ir::Type::F16;
  if (s == "bf16") return ir::Type::BF16;
  return ir::Type::F32;
}

int run_fuse(const FuseOpts& o) {
  fusion::ParsedChain pc;
  try {
    pc = fusion::to_chain(fusion::parse_expression(o.expr), o.expr);
  } catch (const fusion::ParseError& e) {
    if (std::string_view(e.what()).find("not chain-shaped") != std::string_view::npos) {
      // A DAG: the graph path partitions it (launch counts do not depend on the shape).
      std::cerr << "morph fuse: not a chain (two computed operands at column " << e.column()
                << "); using the graph path (dag_map) as --shape 1,4096 (give --shape ROWS,COLS to choose)\n";
      GraphCliOpts g;
      g.shape = "1,4096";
      return graph_fuse(o.expr, o.json, g, o.emit);
    }
    std::cerr << "morph fuse: " << e.what() << "\n";
    return 2;
  }
  const fusion::Chain& chain = pc.chain;
  std::vector<fusion::Region> regions = fusion::fuse(chain);
  const ir::Type dt = dtype_of(o.dtype);

  nlohmann::json j;
  j["expression"] = o.expr;
  j["inputs"] = pc.inputs;
  nlohmann::json steps = nlohmann::json::array();
  for (const auto& s : chain.steps()) steps.push_back(s.str());
  j["steps"] = steps;
  nlohmann::json jr = nlohmann::json::array();
  std::string emitted;
  for (size_t r = 0; r < regions.size(); ++r) {
    const fusion::Region& reg = regions[r];
    nlohmann::json x;
    x["kind"] = reg.kind == fusion::Step::Kind::Map ? "map" : "reduce";
    x["first_step"] = reg.first_step;
    x["step_count"] = reg.step_count;
    if (reg.kind == fusion::Step::Kind::Reduce) {
      x["op"] = std::string(algebra::name(reg.red));
    } else {
      x["expr"] = reg.expr.str();
      std::optional<uint32_t> cur_input;
      if (r == 0) cur_input = 0;
      fusion::Lowered l = fusion::lower(reg.expr, r == 0 ? chain.modes()[0] : fusion::IndexMode::Same,
                                        chain.modes(), cur_input);
      nlohmann::json slots = nlohmann::json::array();
      for (size_t s = 0; s < l.sources.size(); ++s)
        slots.push_back({{"slot", s},
                         {"input", l.sources[s] < 0 ? str_cat("region ", r - 1, " output") : pc.inputs[l.sources[s]]},
                         {"mode", std::string(fusion::name(l.program.inputs[s]))}});
      nlohmann::json instrs = nlohmann::json::array();
      instrs.push_back(str_cat("acc = in0[", fusion::index_text(l.program.inputs[0]), "]"));
      for (const auto& ins : l.program.instrs) instrs.push_back(ins.str(l.program.inputs));
      x["program"] = {{"hash", hex64(l.program.hash())}, {"slots", slots}, {"instrs", instrs}};
      if (!o.emit.empty()) {
        fusion::MapTypes types{std::vector<ir::Type>(l.program.inputs.size(), dt), dt};
        // The kernel a launch over rows of 4096 (the graph path's default shape) runs: the
        // default schedule's lanes (128-bit accesses).
        const uint32_t lanes = fusion::default_fused_map_schedule(l.program, types.inputs, dt, 4096).lanes;
        dsl::KernelRef k = fusion::fused_map_kernel(l.program, types, lanes);
        std::string src = codegen::print_for(*k, o.emit);
        x["source"] = src;
        emitted += str_cat("// ---- region ", r, ": ", o.emit, " source of ", codegen::kernel_symbol(*k), " ----\n", src);
      }
    }
    jr.push_back(x);
  }
  j["regions"] = jr;
  j["naive_launches"] = chain.naive_launches();
  j["fused_launches"] = regions.size();

  if (o.json) {
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << "expression      " << o.expr << "\n";
  std::cout << "inputs         ";
  for (size_t k = 0; k < pc.inputs.size(); ++k)
    std::cout << " in" << k << "=" << pc.inputs[k] << (k == 0 ? " (source)" : "");
  std::cout << "\nchain           " << chain.str() << "\n";
  std::cout << "regions         " << regions.size() << "\n";
  for (size_t r = 0; r < jr.size(); ++r) {
    const auto& x = jr[r];
    std::cout << "  [" << r << "] " << regions[r].str() << "   (steps " << regions[r].first_step << ".."
              << regions[r].first_step + regions[r].step_count - 1 << ")\n";
    if (x.contains("program")) {
      std::cout << "      program " << x["program"]["hash"].get<std::string>() << "\n";
      for (const auto& s : x["program"]["slots"])
        std::cout << "        in" << s["slot"].get<size_t>() << " = " << s["input"].get<std::string>() << " ["
                  << s["mode"].get<std::string>() << "]\n";
      for (const auto& ins : x["program"]["instrs"]) std::cout << "        " << ins.get<std::string>() << "\n";
    }
  }
  std::cout << "naive launches  " << chain.naive_launches() << "\n";
  std::cout << "fused launches  " << regions.size() << "\n";
  if (!emitted.empty()) std::cout << "\n" << emitted;
  return 0;
}

}  // namespace

void register_fuse(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("fuse", "Show how an expression fuses without running it: regions, programs, naive and fused launch counts (--shape ROWS,COLS for norms, reductions, DAGs)");
  auto o = std::make_shared<FuseOpts>();
  cmd->add_option("expr", o->expr, "Expression, e.g. \"silu(a*w+b)\" (names are input tensors)")->required();
  cmd->add_flag("--json", o->json, "Print JSON (naive_launches, fused_launches, regions, …)");
  cmd->add_option("--emit", o->emit, "Also print the fused kernel's backend source")
      ->check(CLI::IsMember(codegen::print_targets()));
  cmd->add_option("--dtype", o->dtype, "Storage type of inputs and output for --emit")
      ->check(CLI::IsMember({"f32", "f16", "bf16"}));
  auto g = std::make_shared<GraphCliOpts>();  // --shape: the graph path (reductions, norms, DAGs)
  add_graph_options(cmd, *g);
  cmd->callback([o, g, exit_code] { *exit_code = g->active() ? graph_fuse(o->expr, o->json, *g, o->emit) : run_fuse(*o); });
}

}  // namespace morph::cli
