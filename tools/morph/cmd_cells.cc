// `morph cells [--json | --markdown] [--backend B] [--results DIR]... [--check]`: the cells ledger
// (morph/cells/ledger.h) — per (op, type, backend): exact vs the oracle with the tests that say so,
// device time, % of the roofline, the best peer and the ratio, the tuned schedule and whether the
// peer's baseline may be retired. Data come from measured runs (default: every run directory under
// bench/results/, found from the working directory or MORPH_SOURCE_DIR); `--check` adds live
// bitwise checks on this machine's devices (small shapes: each f32 op's expression against the
// oracle and the plain C++ reference, each matvec type against the C++ reference).
//   morph cells --backend cuda
//   morph cells --markdown > docs/cells.md
//   morph cells --check --backend opencl --json
//   morph cells --workloads          # the graph cells' own workloads, JSON
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <random>
#include <set>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"
#include "morph/cells/ledger.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/sensitivity.h"
#include "morph/quant/matvec.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/registry.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {
namespace {

namespace fs = std::filesystem;

struct CellsOpts {
  bool json = false, markdown = false, check = false, workloads = false;
  std::string backend;
  std::vector<std::string> results;
};

/// bench/results from the working directory upwards, else under MORPH_SOURCE_DIR.
fs::path default_results_root() {
  for (fs::path p = fs::current_path(); !p.empty(); p = p.parent_path()) {
    if (fs::is_directory(p / "bench" / "results")) return p / "bench" / "results";
    if (p == p.root_path()) break;
  }
  if (const char* src = std::getenv("MORPH_SOURCE_DIR"))
    if (fs::is_directory(fs::path(src) / "bench" / "results")) return fs::path(src) / "bench" / "results";
  return {};
}

/// Live checks of one device: expression ops on [8, 1024] (rows of regimes for reductions,
/// specials mixed into elementwise inputs), matvec of every type on 32 rows of k = 256.
void check_device(const rt::DeviceInfo& info, uint64_t seed, std::vector<cells::LiveCheck>& out) {
  std::unique_ptr<rt::Device> dev = rt::open_device(info.spec);
  std::unique_ptr<rt::Device> oracle = rt::open_device("oracle");
  const bool is_oracle = dev->backend() == "oracle";
  const uint64_t rows = 8, cols = 1024;
  uint64_t k = 0;
  for (const cells::OpEntry& e : cells::catalog()) {
    if (e.check_expr.empty()) continue;
    cells::LiveCheck l{e.op, e.type, e.kind, dev->backend(), dev->name()};
    try {
      expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(e.check_expr), e.check_expr,
                                                {static_cast<uint32_t>(cols), {"w", "b"}});
      auto host = fusion::default_inputs(ge.graph, rows, seed + 7919 * ++k);
      std::vector<float> ref = fusion::eval_host(ge.graph, rows, host).at("y");
      std::vector<float> want = is_oracle ? std::vector<float>() : oracle_fused(ge.graph, rows, cols, host);
      GraphRun r = run_graph_on(ge.graph, rows, cols, host, *dev, is_oracle ? nullptr : &want, &ref);
      l.passed = r.mismatches == 0;
      l.what = e.check_expr + " " + std::to_string(rows) + "x" + std::to_string(cols) +
               (is_oracle ? " vs plain C++" : " vs oracle and plain C++") + ": " + std::to_string(r.mismatches) +
               " of " + std::to_string(r.fused.size()) + " differ (seed " + std::to_string(seed) + ")";
    } catch (const std::exception& ex) {
      l.passed = false;
      l.what = e.check_expr + ": " + ex.what();
    }
    out.push_back(std::move(l));
  }
  std::mt19937_64 rng(seed);
  for (const cells::OpEntry& e : cells::catalog()) {
    if (e.kind != "matvec") continue;
    cells::LiveCheck l{e.op, e.type, e.kind, dev->backend(), dev->name()};
    const uint32_t mrows = 32, mk = 256;
    try {
      quant::GgmlType t = quant::parse_type(e.type);
      std::vector<uint8_t> w = quant::random_blocks(t, mrows, mk, rng);
      std::vector<float> xf(mk);
      std::uniform_real_distribution<float> u(-2.0f, 2.0f);
      for (float& v : xf) v = u(rng);
      std::vector<uint8_t> x(mk * 4);
      std::memcpy(x.data(), xf.data(), x.size());
      std::vector<float> want = quant::matvec_host(t, w.data(), mrows, mk, x, quant::XType::F32, 1);
      std::vector<float> got =
          quant::matvec_run(*dev, quant::repack_weights(t, w.data(), mrows, mk), x, quant::XType::F32, 1);
      size_t bad = 0;
      for (size_t i = 0; i < want.size(); ++i) bad += !same_float(got.at(i), want[i]);
      l.passed = bad == 0;
      l.what = "matvec " + e.type + " 32x256 vs plain C++: " + std::to_string(bad) + " of " +
               std::to_string(want.size()) + " differ (seed " + std::to_string(seed) + ")";
    } catch (const std::exception& ex) {
      l.passed = false;
      l.what = "matvec " + e.type + ": " + ex.what();
    }
    out.push_back(std::move(l));
  }
}

/// `--workloads`: the graph cells' own workloads as a JSON array (what bench/peers.py --cells times).
int print_workloads() {
  nlohmann::json a = nlohmann::json::array();
  for (const cells::CellCase& c : cells::cell_cases()) {
    std::string kind;
    for (const cells::OpEntry& e : cells::catalog())
      if (!e.workloads.empty() && e.workloads.front() == c.name) kind = e.kind;
    a.push_back({{"name", c.name},
                 {"op", c.op},
                 {"type", c.type},
                 {"kind", kind},
                 {"expr", c.expr},
                 {"rows", c.rows},
                 {"cols", c.cols},
                 {"vecs", c.vecs},
                 {"inputs", expr::input_names(expr::parse_expression(c.expr), c.expr)}});
  }
  std::cout << a.dump(1) << "\n";
  return 0;
}

int run_cells(const CellsOpts& o) {
  if (o.json && o.markdown) throw UsageError("morph cells: give --json or --markdown, not both");
  if (o.workloads && o.markdown) throw UsageError("morph cells: --workloads prints JSON; --markdown does not apply");
  if (o.workloads) return print_workloads();
  std::vector<cells::Results> runs;
  if (o.results.empty()) {
    fs::path root = default_results_root();
    if (!root.empty()) runs = cells::load_all_results(root);
  } else {
    for (const std::string& d : o.results) {
      if (!fs::is_directory(d)) throw UsageError("--results: '" + d + "' is not a directory");
      cells::Results r = cells::load_results(d);
      if (r.measurements.empty() && r.peers.empty() && r.tests.empty() && r.tune.empty())
        throw UsageError(
            "--results: '" + d +
            "' holds no results: a run directory has table.json or cells.json (`morph table --json`), cells.jsonl, "
            "morph.jsonl, peers.jsonl, table_peers.jsonl, cells_peers.jsonl, gtest *.log or ggml_*.txt "
            "(a table.jsonl is not read: save `morph table --json` as table.json)");
      runs.push_back(std::move(r));
    }
  }
  // A backend Morph does not have is a usage error (2); one it has but this machine lacks is
  // "backend unavailable" (1, from --check below).
  static const std::set<std::string> kBackends = {"oracle", "cpu", "opencl", "cuda", "vulkan"};
  if (!o.backend.empty() && !kBackends.count(o.backend))
    throw UsageError("--backend '" + printable(o.backend) + "': not a backend (oracle, cpu, opencl, cuda, vulkan)");
  std::vector<cells::LiveCheck> live;
  if (o.check) {
    const uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
    std::vector<rt::DeviceInfo> devs = rt::list_devices();
    bool found = false;
    for (const rt::DeviceInfo& d : devs) {
      if (!o.backend.empty() && d.backend != o.backend) continue;
      found = true;
      if (!o.json && !o.markdown) std::cerr << "checking " << d.spec << " (" << d.name << ") ...\n";
      check_device(d, seed, live);
    }
    if (!found && !o.backend.empty())
      throw BackendUnavailable("morph cells --check: no '" + o.backend + "' device on this machine");
  }
  if (runs.empty() && live.empty())
    throw UsageError(
        "morph cells: no results found (run from the repository, set MORPH_SOURCE_DIR, give --results DIR, "
        "or --check)");
  std::vector<cells::Cell> cs = cells::build_ledger(runs, live, {o.backend});
  if (cs.empty() && !o.backend.empty())
    throw UsageError("morph cells: no evidence for backend '" + o.backend + "' in the runs read");
  if (o.json)
    std::cout << cells::to_json(cs).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  else if (o.markdown)
    std::cout << cells::render_markdown(cs, runs);
  else
    std::cout << cells::render_text(cs);
  bool live_failed = false;
  for (const cells::LiveCheck& l : live) live_failed |= !l.passed;
  return live_failed ? 1 : 0;
}

}  // namespace

void register_cells(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("cells",
                                 "The cells ledger: per (op, type, backend) exactness with the tests that say "
                                 "so, device time, % of roofline, best peer and ratio, tuned schedule, "
                                 "baseline retirement");
  auto o = std::make_shared<CellsOpts>();
  cmd->add_flag("--json", o->json, "Print a JSON array, one object per cell");
  cmd->add_flag("--markdown", o->markdown, "Print the ledger as Markdown (docs/cells.md)");
  cmd->add_option("--backend", o->backend, "Only cells of this backend (oracle, cpu, opencl, cuda, vulkan)");
  cmd->add_option("--results", o->results, "A run directory (repeatable; default: every run under bench/results)");
  cmd->add_flag("--workloads", o->workloads,
                "Print the graph cells' own workloads (name, op, type, kind, expression, shape, inputs) as JSON "
                "(what `morph table --cells` runs and bench/peers.py --cells times) and exit");
  cmd->add_flag("--check", o->check,
                "Also run small bitwise checks now on this machine's devices (exit 1 on a mismatch)");
  cmd->callback([o, exit_code] { *exit_code = run_cells(*o); });
}

}  // namespace morph::cli
