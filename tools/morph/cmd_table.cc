// `morph table [--backends LIST] [--cases LIST] [--seed S] [--reps N] [--peers] [--json]`: the fusion table on every
// backend found, on model shapes (six cases from real models, two synthetic chains) — per case
// and backend: naive launches -> fused launches,
// bitwise mismatches of the fused output against the naive path, the oracle's fused output and
// the plain C++ reference (all must be 0; exit 1 otherwise), the fused plan's device time
// (median of --reps runs: CUDA events / OpenCL profiling events) and warm wall time, effective
// bandwidth (every input read and the output written once, over the device time), and with
// --peers the same cases in PyTorch eager and torch.compile (bench/peers.py --table). Each case runs through the graph
// path (tools/morph/graph_cli.h: run_graph_on); the oracle result and the C++ reference are
// computed once per case and shared by all backends. docs/cli.md describes the columns.
//   morph table                      # oracle + every GPU/OpenCL backend found, all cases
//   morph table --backends opencl --cases gated_norm_1tok --json
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/printable.h"
#include "morph/cells/catalog.h"
#include "morph/expr/lower.h"
#include "morph/fusion/random_inputs.h"
#include "morph/fusion/sensitivity.h"
#include "morph/runtime/registry.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"
#include "tools/morph/matvec_table.h"
#include "tools/morph/op_table.h"
#include "tools/morph/table_line.h"

namespace morph::cli {

namespace {

struct TableCase {
  std::string name;
  std::string expr;
  uint64_t rows, cols;
  std::string vec;                 // row-vector inputs ([cols], broadcast along rows)
  std::string model;               // where the shape comes from
  ir::Type dtype = ir::Type::F32;  // storage type of every input and the output (math in f32)
};

/// The cells ledger's own graph workloads (morph/cells/catalog.h), as table cases.
std::vector<TableCase> cell_table_cases() {
  std::vector<TableCase> v;
  for (const cells::CellCase& c : cells::cell_cases())
    v.push_back({c.name, c.expr, c.rows, c.cols, c.vecs, str_cat("cells: ", c.op, " ", c.type, " alone"),
                 c.type == "f16"    ? ir::Type::F16
                 : c.type == "bf16" ? ir::Type::BF16
                                    : ir::Type::F32});
  return v;
}

// Model shapes. Llama-3-8B: hidden 4096, MLP intermediate 14336. Qwen3-Next: gated RMSNorm over
// head_dim 128 with 32 value heads. Qwen vocabulary: 151936. silu_affine and chain7 are synthetic
// chains (no model computes them) at model-sized shapes; `model` says so.
const TableCase kCases[] = {
    {"swiglu_1tok", "silu(gate)*up", 1, 14336, "", "Llama-3-8B MLP, 1 token"},
    {"swiglu_512tok", "silu(gate)*up", 512, 14336, "", "Llama-3-8B MLP, 512 tokens"},
    {"silu_affine", "silu(a*w+b)", 512, 14336, "w,b", "synthetic: scale+bias+SiLU, 512 x 14336"},
    {"chain7", "relu(tanh(exp(-x)*2+y)*0.5)", 512, 4096, "", "synthetic: 7-op chain, 512 x 4096"},
    {"gated_norm_1tok", "rms_norm(x, eps=1e-6)*w*silu(g)", 32, 128, "w", "Qwen3-Next gated norm, 1 token"},
    {"gated_norm_4096tok", "rms_norm(x, eps=1e-6)*w*silu(g)", 131072, 128, "w", "Qwen3-Next gated norm, 4096 tokens"},
    {"add_rms_norm", "rms_norm(x+r, eps=1e-5)*w", 4, 4096, "w", "residual add + RMSNorm, hidden 4096, 4 tokens"},
    {"softmax_vocab", "softmax(x)", 4, 151936, "", "softmax over the Qwen vocabulary, 4 rows"},
};

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> v;
  std::string item;
  std::istringstream is(s);
  while (std::getline(is, item, ','))
    if (!item.empty()) v.push_back(item);
  return v;
}

struct TableOpts {
  std::string backends, cases;
  std::optional<uint64_t> seed;
  uint64_t oracle_max = uint64_t{1} << 20;
  bool json = false;
  int reps = 20;
  bool peers = false;
  std::string peers_script;
  bool plain_times = true;  // also time every case on plain inputs (the peers' uniform(-4, 4))
  bool cells = false;       // the cells ledger's own workloads (morph/cells/catalog.h)
  std::string jsonl;        // also append each row to this file as it is measured (one per line)
  uint64_t cells_rows = 0;  // rows of the graph cell cases (0: the catalog's)
};

// The peers' inputs (bench/peers.py draws torch uniform_(-4, 4)): Morph is timed on these too, so
// that its device time and the peers' are of the same kind of data. Same names and sizes as `like`.
std::map<std::string, std::vector<float>> plain_inputs(const std::map<std::string, std::vector<float>>& like,
                                                       uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> d(-4.0f, 4.0f);
  std::map<std::string, std::vector<float>> out;
  for (const auto& [name, v] : like) {
    std::vector<float>& o = out[name];
    o.resize(v.size());
    for (float& x : o) x = d(rng);
  }
  return out;
}

// Peers of the table cases: bench/peers.py --table prints one JSON object per line, {"case",
// "impl" ("eager" | "torch.compile"), "us", "launches"}, or {"error": why} when PyTorch or a
// GPU is missing. Returns case -> impl -> µs; `why` gets the reason when nothing came back.
std::map<std::string, std::map<std::string, double>> run_peers(const TableOpts& o, const std::string& cases,
                                                               std::string& why) {
  std::map<std::string, std::map<std::string, double>> out;
  std::string script = o.peers_script;
  if (script.empty()) {
    const char* src = std::getenv("MORPH_SOURCE_DIR");
    script = std::string(src && *src ? src : ".") + "/bench/peers.py";
  }
  std::string cmd = str_cat("python3 '", script, "' --table --reps ", o.reps, " --cases '", cases, "' --json - 2>&1");
  FILE* f = ::popen(cmd.c_str(), "r");
  if (!f) {
    why = "cannot start python3";
    return out;
  }
  std::string text;
  char buf[4096];
  while (size_t n = std::fread(buf, 1, sizeof buf, f)) text.append(buf, n);
  int rc = ::pclose(f);
  std::istringstream is(text);
  std::string line, last;
  while (std::getline(is, line)) {
    if (line.empty()) continue;
    last = line;
    if (line[0] != '{') continue;
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) continue;
    if (j.contains("error"))
      why = j["error"].get<std::string>();
    else if (j.contains("case") && j.contains("impl") && j.contains("us"))
      out[j["case"].get<std::string>()][j["impl"].get<std::string>()] = j["us"].get<double>();
  }
  if (out.empty() && why.empty()) {
    // pclose gives a wait status: the script's own exit code, or the signal that ended it.
    std::string how = rc == -1          ? std::string("could not be waited for")
                      : WIFEXITED(rc)   ? str_cat("exited with status ", WEXITSTATUS(rc))
                      : WIFSIGNALED(rc) ? str_cat("was killed by signal ", WTERMSIG(rc))
                                        : str_cat("ended with wait status ", rc);
    why = str_cat("peers.py ", how, last.empty() ? "" : ": " + last);
  }
  return out;
}

int run_table(const TableOpts& o) {
  // --jsonl: rows reach the file case by case, so a time limit keeps every case that finished.
  // Opened first, so that a path that cannot be written is said before any case runs.
  std::unique_ptr<std::ofstream> jsonl;
  if (!o.jsonl.empty()) {
    errno = 0;
    jsonl = std::make_unique<std::ofstream>(o.jsonl, std::ios::app);
    if (!*jsonl)
      throw UsageError(str_cat("--jsonl: cannot write '", printable(o.jsonl), "'",
                               std::filesystem::is_directory(o.jsonl) ? ": is a directory"
                               : errno                                ? str_cat(": ", std::strerror(errno))
                                                                      : std::string()));
  }
  // Backends: the distinct backends found (each opened on its default device), or the list given.
  std::vector<std::string> specs;
  if (o.backends.empty()) {
    std::set<std::string> seen;
    for (const rt::DeviceInfo& d : rt::list_devices())
      if (seen.insert(d.backend).second) specs.push_back(d.backend);
  } else {
    specs = split(o.backends);
    if (specs.empty()) throw UsageError("--backends: give a comma-separated list, e.g. oracle,opencl");
    std::set<std::string> seen;
    for (const std::string& s : specs)
      if (!seen.insert(s).second) throw UsageError(str_cat("--backends: '", s, "' is given twice"));
    std::stable_partition(specs.begin(), specs.end(), [](const std::string& s) { return s == "oracle"; });
  }
  std::vector<const TableCase*> cases;
  std::set<std::string> want;
  for (const auto& c : split(o.cases))
    if (!want.insert(c).second) throw UsageError(str_cat("--cases: '", printable(c), "' is given twice"));
  if (!o.cases.empty() && want.empty())
    throw UsageError(
        str_cat("--cases '", o.cases, "' names no case (a comma-separated list, e.g. chain7,swiglu_1tok)"));
  // --cells: every catalog entry's own workload (graph cases here, RoPE/attention/matvec cases
  // below); the default set otherwise.
  if (o.cells)
    for (const std::string& n : cells::cell_workload_names())
      if (!cells::find_workload(n)) want.insert(n);  // bench/cuda_bench lines are not table cases
  const bool all = want.empty();
  std::vector<TableCase> cell_cases = cell_table_cases();
  if (o.cells_rows) {
    // Each graph case keeps its inputs and several outputs as f32 on the host (and device
    // copies): refuse up front what cannot fit, rather than fill the machine's memory.
    const double have = host_memory_bytes();
    for (TableCase& c : cell_cases) {
      if (!want.count(c.name)) continue;  // only the cell cases that run
      if (o.cells_rows > (uint64_t{1} << 31) / c.cols)
        throw UsageError(str_cat("--cells-rows ", o.cells_rows, ": case ", c.name, " would have ", o.cells_rows, " x ",
                                 c.cols, " elements; at most 2^31 are allowed"));
      const double need = double(o.cells_rows) * double(c.cols) * 4 * 8;  // inputs, outputs, references
      if (have > 0 && need > have)
        throw UsageError(str_cat("--cells-rows ", o.cells_rows, ": case ", c.name, " needs about ", fmt_gib(need),
                                 " GiB of host memory; this machine has ", fmt_gib(have), " GiB"));
      c.rows = o.cells_rows;
    }
  }
  for (const TableCase& c : kCases)
    if (all || want.erase(c.name)) cases.push_back(&c);
  for (const TableCase& c : cell_cases)
    if (want.erase(c.name)) cases.push_back(&c);
  const std::vector<std::string> op_cases = op_table_select(all, want);  // RoPE + norm, attention
  std::vector<const MatvecCase*> mcases;
  for (const MatvecCase& c : matvec_cases())
    if ((all && !c.cell_only) || want.erase(c.name)) mcases.push_back(&c);
  if (!want.empty()) {
    std::string names;
    for (const TableCase& c : kCases) names += str_cat(" ", c.name);
    names += " (--cells: cell_*)";
    for (const std::string& n : op_table_names()) names += str_cat(" ", n);
    for (const MatvecCase& c : matvec_cases()) names += str_cat(" ", c.name);
    throw UsageError(str_cat("--cases: unknown case '", *want.begin(), "'; the cases are", names));
  }
  std::vector<std::unique_ptr<rt::Device>> devs;
  for (const std::string& s : specs) devs.push_back(rt::open_device(s));  // BackendUnavailable -> exit 1
  const uint64_t seed = o.seed ? *o.seed : ((uint64_t{std::random_device{}()} << 32) | std::random_device{}());
  const bool progress = isatty(2);
  auto t_start = std::chrono::steady_clock::now();
  auto status = [&](size_t step, size_t steps, const std::string& what) {
    if (!progress) return;
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t_start).count();
    std::fprintf(stderr, "\r\033[K[%zu/%zu %.0fs] %s", step, steps, s, what.c_str());
    std::fflush(stderr);
  };
  const size_t steps = cases.size() * (devs.size() + 1);
  std::map<std::string, std::map<std::string, double>> peers;
  std::string peers_why;
  if (o.peers) {
    std::string names;
    for (const TableCase* c : cases) names += str_cat(names.empty() ? "" : ",", c->name);
    status(0, steps, "PyTorch peers (bench/peers.py --table)");
    peers = run_peers(o, names, peers_why);
  }
  auto peer_us = [&](const std::string& c, const char* impl) -> double {
    auto it = peers.find(c);
    if (it == peers.end()) return -1;
    auto jt = it->second.find(impl);
    return jt == it->second.end() ? -1 : jt->second;
  };
  const TableColumns cols{.plain_times = o.plain_times, .peers = o.peers};
  if (!o.json) {
    std::cout << "morph table: seed " << seed << "; mismatches are bitwise (NaN = NaN, +0 != -0) of the fused output\n"
              << "against the naive path (one launch per op), the oracle's fused output and plain C++.\n\n";
    print_table_header(cols);
  }
  nlohmann::json rows = nlohmann::json::array();
  bool any_bad = false;
  size_t streamed = 0;
  auto stream_rows = [&] {
    for (; jsonl && streamed < rows.size(); ++streamed) *jsonl << rows[streamed].dump() << "\n" << std::flush;
    if (jsonl && !*jsonl)  // a full disk: the file would silently miss rows
      throw Failure(str_cat("morph table: --jsonl: writing '", printable(o.jsonl), "' failed after ", streamed,
                            " rows (a full disk, or the file was removed or made read-only)"));
  };
  size_t step = 0;
  for (size_t ci = 0; ci < cases.size(); ++ci) {
    const TableCase& c = *cases[ci];
    std::set<std::string> vecs;
    for (const auto& v : split(c.vec)) vecs.insert(v);
    expr::LowerOptions lo{static_cast<uint32_t>(c.cols), vecs};
    lo.dtype = lo.out = c.dtype;
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, lo);
    // Elementwise cases: specials mixed in; cases with a reduction: regime rows, specials in
    // rows of their own (morph/fusion/sensitivity.h default_inputs).
    std::map<std::string, std::vector<float>> host = fusion::default_inputs(ge.graph, c.rows, seed + 1000 * ci);
    const std::string shape = str_cat(c.rows, "x", c.cols);
    status(++step, steps, str_cat(c.name, " ", shape, ": plain C++ reference and oracle"));
    std::vector<float> ref = fusion::eval_host(ge.graph, c.rows, host).at("y");
    // What the comparison can see: finite non-zero outputs outside the specials rows.
    const bool regimes = fusion::has_reduction(ge.graph);
    const fusion::Sensitivity sens = fusion::measure_sensitivity(
        ge.graph, c.rows, host, {{"y", ref}}, [&](uint64_t r) { return regimes && fusion::default_special_row(r); });
    // The oracle interprets (about a microsecond per element and pass on a CPU core): above
    // --oracle-max elements it runs on evenly spaced rows (first and last included) and only
    // those are compared with it; rows are independent (reductions are over the last axis).
    const uint64_t sample = o.oracle_max == 0 || c.rows * c.cols <= o.oracle_max
                                ? c.rows
                                : std::max<uint64_t>(2, std::min(c.rows, o.oracle_max / c.cols));
    std::vector<uint64_t> rows_idx;
    for (uint64_t k = 0; k < sample; ++k) rows_idx.push_back(sample == 1 ? 0 : k * (c.rows - 1) / (sample - 1));
    const bool sampled = sample < c.rows;
    std::map<std::string, std::vector<float>> host_s = host;
    std::vector<float> ref_s = ref;
    if (sampled) {
      auto slice = [&](const std::vector<float>& v) {
        size_t per_row = v.size() / c.rows;
        std::vector<float> out;
        for (uint64_t r : rows_idx) out.insert(out.end(), v.begin() + r * per_row, v.begin() + (r + 1) * per_row);
        return out;
      };
      for (auto& [name, id] : ge.graph.inputs()) {
        fusion::Extent e = ge.graph.node(id).extent;
        if (e == fusion::Extent::Full || e == fusion::Extent::PerRow) host_s[name] = slice(host[name]);
      }
      ref_s = slice(ref);
    }
    const std::string oracle_note = sampled ? str_cat("oracle: ", sample, " sampled rows of ", c.rows) : "";
    // The oracle's fused output: the oracle row's own when the oracle is listed (first), else once here.
    std::vector<float> oracle;
    if (devs.empty() || devs[0]->backend() != "oracle") oracle = oracle_fused(ge.graph, sample, c.cols, host_s);
    for (auto& dev : devs) {
      status(++step, steps, str_cat(c.name, " ", shape, " on ", dev->backend(), " (first runs compile)"));
      const bool own = dev->backend() == "oracle" && oracle.empty();
      GraphRun r = own ? run_graph_on(ge.graph, sample, c.cols, host_s, *dev, nullptr, &ref_s)
                       : run_graph_on(ge.graph, c.rows, c.cols, host, *dev, &oracle, &ref,
                                      sampled ? &rows_idx : nullptr, o.reps);
      if (own) oracle = r.fused;
      any_bad |= r.mismatches != 0;
      // The same fused plan timed on the peers' kind of inputs: division/sqrt slow paths and
      // the branches of max/min may make Morph's time input-dependent; both are reported.
      // Without a device clock (the cpu backend), the best wall time of the same runs: on a CPU,
      // subnormal operands in the mixed inputs cost microcode assists that the peers' do not.
      double plain_wall_us = -1;
      const double plain_us = o.plain_times && !own
                                  ? fused_device_us(ge.graph, c.rows, c.cols, plain_inputs(host, seed + 7 + 1000 * ci),
                                                    *dev, o.reps, &plain_wall_us)
                                  : -1;
      const double t_us = r.device_us > 0 ? r.device_us : r.time_us;
      double gbs = t_us > 0 ? r.bytes / (t_us * 1e3) : 0;
      const double eager = peer_us(c.name, "eager"), compiled = peer_us(c.name, "torch.compile");
      auto peer_json = [&](double v) { return v > 0 ? nlohmann::json(v) : nlohmann::json(nullptr); };
      nlohmann::json row = {
          {"case", c.name},
          {"model", c.model},
          {"expression", c.expr},
          {"shape", {c.rows, c.cols}},
          {"dtype", ir::type_name(c.dtype)},
          {"backend", r.backend},
          {"device", r.device},
          {"elements", r.elements},
          {"naive_launches", r.naive_launches},
          {"fused_launches", r.fused_launches},
          {"mismatches", r.mismatches},
          {"mismatches_vs_naive", r.vs_naive},
          {"mismatches_vs_oracle", r.vs_oracle},
          {"mismatches_vs_reference", r.vs_reference},
          {"time_us", r.time_us},
          {"wall_us", r.time_us},
          {"device_us", r.device_us > 0 ? nlohmann::json(r.device_us) : nlohmann::json(nullptr)},
          {"device_reps", r.device_reps},
          {"device_us_plain", plain_us > 0 ? nlohmann::json(plain_us) : nlohmann::json(nullptr)},
          {"wall_us_plain", plain_wall_us > 0 ? nlohmann::json(plain_wall_us) : nlohmann::json(nullptr)},
          {"torch_eager_us", peer_json(eager)},
          {"torch_compile_us", peer_json(compiled)},
          {"peers_note", o.peers && !peers_why.empty() ? nlohmann::json(peers_why) : nlohmann::json(nullptr)},
          {"naive_time_us", r.naive_time_us},
          {"compile_us", r.compile_us},
          {"bytes", r.bytes},
          {"gb_per_s", gbs},
          {"oracle_compared", r.oracle_compared},
          {"finite_nonzero_fraction", sens.finite_fraction()},
          {"order_sensitive_rows",
           sens.order_sensitive ? nlohmann::json(sens.order_fraction()) : nlohmann::json(nullptr)},
          {"oracle_sampled_rows", sampled ? nlohmann::json(sample) : nlohmann::json(nullptr)},
          {"seed", seed},
          {"schedule", r.schedule},
          {"output_xxh64", r.backend == "oracle" ? nlohmann::json(nullptr) : nlohmann::json(output_xxh64(r.fused))},
          {"examples", r.examples}};
      rows.push_back(row);
      if (o.json) continue;
      if (progress) std::fprintf(stderr, "\r\033[K");
      print_table_line(cols, {.name = c.name,
                              .shape = shape,
                              .backend = r.backend,
                              .launches = str_cat(r.naive_launches, " -> ", r.fused_launches),
                              .mismatches = r.mismatches == 0 ? std::string("0") : str_cat(r.mismatches, " !"),
                              .device_us = r.device_us,
                              .plain_us = plain_us > 0 ? plain_us : plain_wall_us,
                              .wall_us = r.time_us,
                              .gb_per_s = gbs,
                              .finite = sens.finite_fraction(),
                              .eager_us = eager,
                              .compile_us = compiled,
                              .what = str_cat(c.expr, sampled ? str_cat("  [", oracle_note, "]") : "")});
      for (const auto& e : r.examples) std::cout << "    " << e.dump() << "\n";
    }
    stream_rows();
  }
  // Streaming: one op or matvec case per call, each streamed as it ends.
  if (jsonl) {
    for (const std::string& n : op_cases) any_bad |= run_op_table({n}, devs, seed, o.json, cols, rows), stream_rows();
  } else {
    any_bad |= run_op_table(op_cases, devs, seed, o.json, cols, rows);
  }
  if (progress) std::fprintf(stderr, "\r\033[K");
  if (!mcases.empty()) {
    status(step, steps, "matvec cases (quantizing the weights, plain C++ reference)");
    if (jsonl)
      for (const MatvecCase* c : mcases)
        any_bad |= run_matvec_cases({c}, devs, seed, o.oracle_max, o.json, cols, rows), stream_rows();
    else
      any_bad |= run_matvec_cases(mcases, devs, seed, o.oracle_max, o.json, cols, rows);
    if (progress) std::fprintf(stderr, "\r\033[K");
  }
  if (o.json) {
    std::cout << rows.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    std::cout << "\n"
              << (any_bad ? "MISMATCHES FOUND (details above)" : "0 mismatches everywhere") << ". device us: median of "
              << o.reps
              << " warm fused runs by the device's clock (CUDA events,\n"
                 "OpenCL profiling events, Vulkan timestamps, each after a short device spin so that host work\n"
                 "opens no gap; n/a: no device clock), on the table's inputs (regime rows, specials mixed in) —\n"
                 "a median, so on a CPU driver (PoCL, lavapipe) it can exceed the best-of-5 wall time;\n"
                 "plain us: the same on plain uniform(-4, 4) inputs, as bench/peers.py draws them (best\n"
                 "wall time where the backend has no device clock: a CPU's subnormal assists are not in it);\n"
                 "wall us: host wall time of a warm fused run,\n"
                 "synchronized (best of 5 off the oracle; the oracle interprets, one run);\n"
                 "GB/s: bytes of the inputs read once and the output written once / device time (wall where n/a);\n"
                 "finite: outputs compared that are finite and non-zero (cases with a reduction: outside\n"
                 "the rows that hold the specials, one row in eight).\n";
    if (o.peers)
      std::cout << "eager us / compile us: PyTorch eager and torch.compile, CUDA events, median of " << o.reps
                << " (bench/peers.py --table)" << (peers_why.empty() ? "" : "; n/a: " + peers_why) << ".\n";
  }
  return any_bad ? 1 : 0;
}

}  // namespace

void register_table(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand(
      "table",
      "The fusion table: naive vs fused launches, bitwise mismatches and time of real model-shape cases on "
      "every backend found");
  auto o = std::make_shared<TableOpts>();
  cmd->add_option("--backends", o->backends,
                  "Comma-separated device specs (oracle, cpu, opencl[:N], cuda[:N], vulkan[:N]); default: every "
                  "backend found")
      ->check(device_spec_check(true));
  // The cases a bare `morph table` runs, then those it runs only when named (or with --cells).
  std::string names, named_only;
  for (const TableCase& c : kCases) names += str_cat(names.empty() ? "" : ",", c.name);
  for (const std::string& n : op_table_names(OpCases::Default)) names += str_cat(",", n);
  for (const MatvecCase& c : matvec_cases()) (c.cell_only ? named_only : names) += str_cat(",", c.name);
  for (const std::string& n : op_table_names(OpCases::CellOnly)) named_only += str_cat(",", n);
  cmd->add_option("--cases", o->cases,
                  str_cat("Comma-separated subset of the cases. Run by default: ", names,
                          ". Run only when named here (or with --cells): ",
                          named_only.empty() ? std::string("none") : named_only.substr(1)))
      ->check(non_empty_check());
  cmd->add_option_function<uint64_t>(
         "--seed", [o](const uint64_t& s) { o->seed = s; },
         "Random seed of the inputs (default: from std::random_device; printed)")
      ->check(unsigned_check());
  cmd->add_option("--oracle-max", o->oracle_max,
                  "Elements above which the oracle (an interpreter) runs on evenly spaced sampled rows, said in "
                  "the table; 0: every row (slow: about 1 us per element and pass)")
      ->check(unsigned_check())
      ->capture_default_str();
  cmd->add_option("--reps", o->reps, "Warm runs behind each device time (median) and each peer time")
      ->check(unsigned_check())
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_flag("--plain-times,!--no-plain-times", o->plain_times,
                "Also time each case on plain uniform(-4, 4) inputs, as bench/peers.py draws them (column "
                "'plain us', JSON device_us_plain; default on)");
  cmd->add_flag("--peers", o->peers,
                "Add PyTorch eager and torch.compile columns, measured by bench/peers.py --table (needs python3 with "
                "torch and a CUDA GPU; otherwise the columns say n/a and why)");
  cmd->add_option("--peers-script", o->peers_script,
                  "Path of peers.py (default: $MORPH_SOURCE_DIR/bench/peers.py, else ./bench/peers.py)");
  cmd->add_flag("--cells", o->cells,
                "Run the cells ledger's own workloads (morph/cells/catalog.h: every op alone in each storage "
                "type, RoPE, attention per KV type, matvec per ggml type) besides any --cases");
  cmd->add_option("--cells-rows", o->cells_rows,
                  "Rows of the graph cell cases (default: the catalog's 2048; a smaller number for slow devices; "
                  "rows x the case's columns at most 2^31, so at most 524288 for the 4096-column cases)")
      ->check(unsigned_check())
      ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 31));
  cmd->add_option("--jsonl", o->jsonl,
                  "Also append every row to this file as JSON lines, each case as soon as it is measured (a "
                  "time limit keeps the cases that finished)")
      ->check(non_empty_check());
  cmd->add_flag("--json", o->json,
                "Print a JSON array of rows (case, backend, naive_launches, fused_launches, "
                "mismatches, time_us, ...) instead of the table");
  cmd->callback([o, exit_code] { *exit_code = run_table(*o); });
}

}  // namespace morph::cli
