#include "tools/morph/graph_cli.h"

#include <algorithm>

#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"
#include "morph/check/check.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/codegen/targets.h"
#include "morph/expr/lower.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
#include "morph/fusion/sensitivity.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/timing.h"
#include "morph/tune/autotune.h"

namespace morph::cli {

namespace {

using Clock = std::chrono::steady_clock;
double us_since(Clock::time_point t0) { return std::chrono::duration<double, std::micro>(Clock::now() - t0).count(); }

struct Shape {
  uint64_t rows = 0, cols = 0;
};

/// Parses "ROWS,COLS"; nullopt (after printing why) when malformed.
std::optional<Shape> parse_shape(const std::string& s, const char* cmd) {
  Shape sh;
  char comma = 0;
  std::istringstream is(s);
  // Digits only (istream would take "-1" as 2^64 - 1), and the product checked without wrapping.
  const bool digits = !s.empty() && s.find_first_not_of("0123456789,") == std::string::npos;
  constexpr uint64_t kLimit = uint64_t{1} << 32;
  if (digits && (is >> sh.rows >> comma >> sh.cols) && comma == ',' && is.peek() == EOF && sh.rows >= 1 &&
      sh.cols >= 1 && sh.cols < kLimit && sh.rows < kLimit && sh.rows * sh.cols < kLimit)
    return sh;
  std::cerr << "morph " << cmd << ": --shape must be ROWS,COLS with ROWS, COLS >= 1 and ROWS*COLS < 2^32, got '" << s
            << "'\n";
  return std::nullopt;
}

std::set<std::string> row_vectors(const GraphCliOpts& g) {
  std::set<std::string> v;
  if (!g.vec) return {"w", "b", "weight", "bias"};
  if (g.vec->empty()) return v;  // --vec '': no row vectors
  std::string item;
  std::istringstream is(*g.vec);
  while (std::getline(is, item, ',')) {
    if (item.empty()) throw UsageError("--vec '" + printable(*g.vec) + "': an empty name between commas");
    if (!v.insert(item).second) throw UsageError("--vec: '" + printable(item) + "' is given twice");
  }
  if (g.vec->back() == ',') throw UsageError("--vec '" + printable(*g.vec) + "': an empty name after the last comma");
  return v;
}

nlohmann::json input_list(const fusion::Graph& graph, uint64_t rows, uint64_t cols) {
  nlohmann::json j = nlohmann::json::array();
  for (auto& [name, id] : graph.inputs()) {
    const fusion::Node& n = graph.node(id);
    const uint64_t count = fusion::input_numel(n, rows);
    nlohmann::json x = {{"name", name},
                        {"extent", std::string(fusion::extent_name(n.extent))},
                        {"elements", count},
                        {"dtype", std::string(ir::type_name(n.dtype))},
                        {"broadcast", n.extent == fusion::Extent::Full && n.rowmap.identity() ? "none"
                                      : n.extent == fusion::Extent::PerCol                    ? "along rows"
                                                                                              : "yes"}};
    if (!n.rowmap.identity()) x["rows"] = n.rowmap.str();
    (void)cols;
    j.push_back(x);
  }
  return j;
}

nlohmann::json launch_list(const fusion::Plan& p) {
  nlohmann::json j = nlohmann::json::array();
  for (const fusion::Launch& L : p.launches()) {
    nlohmann::json x = {{"label", L.label()},
                        {"members", L.members},
                        {"inputs", L.inputs},
                        {"outputs", L.outputs},
                        {"device_launches", L.device_launches()}};  // a split row fence: stages + 1
    switch (L.kind) {
      case fusion::Launch::Kind::Map:
        x["kind"] = "dag_map";
        x["program"] = L.map.dump();
        break;
      case fusion::Launch::Kind::Fence: {
        x["kind"] = "row_fence";
        nlohmann::json st = nlohmann::json::array();
        for (const auto& s : L.row.stages) st.push_back(std::string(algebra::name(s.red)));
        x["stages"] = st;
        x["schedule"] = L.schedule.str();
        x["program"] = L.row.dump();
        break;
      }
      case fusion::Launch::Kind::Opaque: x["kind"] = "opaque"; break;
    }
    j.push_back(x);
  }
  return j;
}

}  // namespace

void add_graph_options(CLI::App* cmd, GraphCliOpts& g) {
  cmd->add_option("--shape", g.shape,
                  "ROWS,COLS: random inputs of [ROWS, COLS] (the --vec inputs [COLS]); reductions, norms and "
                  "softmax reduce the last axis")
      ->check(
          [](const std::string& v) { return v.empty() ? std::string("give ROWS,COLS, e.g. 4,4096") : std::string(); });
  cmd->add_option_function<std::string>(
      "--vec", [&g](const std::string& s) { g.vec = s; },
      "With --shape: comma-separated inputs given as [COLS] vectors broadcast "
      "along rows (default: w,b,weight,bias; '' for none)");
}

int graph_fuse(const std::string& expr, bool json, const GraphCliOpts& g_in, const std::string& emit,
               const std::string& dtype) {
  GraphCliOpts g = g_in;
  if (!g.active()) g.shape = "1,4096";  // the default view (rows past 8192 columns split: docs/cli.md)
  std::map<std::string, NpyInput> files;
  std::optional<RunSetup> st = setup_run(expr, dtype, g, {}, 0, "fuse", &files);
  if (!st) return 2;
  const Shape shape{st->rows, st->cols};
  const Shape* sh = &shape;
  expr::GraphExpr* ge = &st->ge;
  fusion::Plan fused = fusion::Plan::fused(ge->graph), naive = fusion::Plan::unfused(ge->graph);
  fusion::Partition part = fusion::partition(ge->graph);
  nlohmann::json regions = nlohmann::json::array();
  for (const fusion::MapRegion& r : part.regions)
    regions.push_back(
        {{"kind", "map"}, {"nodes", r.nodes}, {"inputs", r.inputs}, {"outputs", r.outputs}, {"level", r.level}});
  for (uint32_t f : part.fences)
    regions.push_back(
        {{"kind", ge->graph.node(f).kind == fusion::NodeKind::Reduce ? "reduce" : "opaque"},
         {"nodes", {f}},
         {"op", ge->graph.node(f).kind == fusion::NodeKind::Reduce ? std::string(algebra::name(ge->graph.node(f).red))
                                                                   : ge->graph.node(f).name}});
  nlohmann::json j = {{"expression", expr},
                      {"shape", {sh->rows, sh->cols}},
                      {"inputs", input_list(ge->graph, sh->rows, sh->cols)},
                      {"graph", ge->graph.dump()},
                      {"regions", regions},
                      {"launches", launch_list(fused)},
                      {"naive_launches", naive.launch_count()},
                      {"fused_launches", fused.launch_count()}};
  std::string emitted;
  if (!emit.empty()) {
    size_t li = 0;
    for (const fusion::Launch& L : fused.launches()) {
      std::string all;
      for (const dsl::KernelRef& k : L.kernels) {
        std::string src = codegen::print_for(*k, emit);
        all += src;
        emitted +=
            str_cat("// ---- launch ", li, ": ", emit, " source of ", codegen::kernel_symbol(*k), " ----\n", src);
      }
      if (!L.kernels.empty()) j["launches"][li]["source"] = all;
      ++li;
    }
  }
  if (json) {
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    return 0;
  }
  std::cout << "expression      " << expr << "\n"
            << "shape           [" << sh->rows << ", " << sh->cols << "]\n"
            << "inputs         ";
  for (const auto& in : j["inputs"])
    std::cout << " " << in["name"].get<std::string>() << (in["broadcast"] == "none" ? "" : " (row vector)");
  std::cout << "\ngraph\n"
            << ge->graph.dump() << "partition\n"
            << part.dump() << "fused plan\n"
            << fused.describe() << "naive launches  " << naive.launch_count() << "\n"
            << "fused launches  " << fused.launch_count() << "\n";
  if (!emitted.empty()) std::cout << "\n" << emitted;
  return 0;
}

std::map<std::string, rt::Tensor> bind_inputs(rt::Device& dev, const fusion::Graph& graph, uint64_t rows,
                                              const std::map<std::string, std::vector<float>>& host, uint64_t* bytes) {
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, id] : graph.inputs()) {
    const fusion::Node& n = graph.node(id);
    auto it = host.find(name);
    MORPH_USER_CHECK(it != host.end(), "input '", name, "' has no data");
    const uint64_t count = fusion::input_numel(n, rows);
    MORPH_USER_CHECK(it->second.size() == count, "input '", name, "' holds ", it->second.size(), " elements, needs ",
                     count);
    std::vector<uint64_t> shape =
        n.extent == fusion::Extent::Full ? std::vector<uint64_t>{count / n.cols, n.cols} : std::vector<uint64_t>{count};
    rt::Tensor t = rt::Tensor::empty(dev, n.dtype, shape);
    t.upload(it->second);  // values already in the storage type: exact
    if (bytes) *bytes += t.bytes();
    in[name] = t;
  }
  return in;
}

std::vector<float> oracle_fused(const fusion::Graph& graph, uint64_t rows, uint64_t,
                                const std::map<std::string, std::vector<float>>& host) {
  auto od = rt::make_oracle_device();
  return fusion::Plan::fused(graph).execute(*od, bind_inputs(*od, graph, rows, host, nullptr)).at("y").download_f32();
}

double fused_device_us(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                       const std::map<std::string, std::vector<float>>& host, rt::Device& dev, int reps,
                       double* best_wall_us) {
  if (dev.backend() == "oracle" || reps <= 0) return -1;
  // Tuned schedules only when opted in (MORPH_AUTOTUNE=1), as run_graph_on.
  fusion::Plan fused = fusion::Plan::fused(graph, tune::tuned_plan_options(dev, graph, rows));
  std::map<std::string, rt::Tensor> in = bind_inputs(dev, graph, rows, host, nullptr);
  (void)cols;
  std::map<std::string, rt::Tensor> outs = fused.execute(dev, in);  // compiles, allocates the outputs
  // rt::time_enqueue: the one timing helper (`morph tune` times its candidates with it too).
  const rt::Timing t = rt::time_enqueue(dev, [&] { fused.execute_into(dev, in, outs); }, {.reps = reps});
  if (best_wall_us && !t.device_clock && !t.samples_us.empty())
    *best_wall_us = *std::min_element(t.samples_us.begin(), t.samples_us.end());
  return t.device_clock ? t.median_us : -1;
}

GraphRun run_graph_on(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                      const std::map<std::string, std::vector<float>>& host, rt::Device& backend_dev,
                      const std::vector<float>* oracle_in, const std::vector<float>* ref_in,
                      const std::vector<uint64_t>* oracle_rows, int device_reps) {
  (void)cols;  // the graph knows its row length
  // Tuned schedules only when opted in (MORPH_AUTOTUNE=1): cached `morph tune` winners, re-proven.
  fusion::Plan fused = fusion::Plan::fused(graph, tune::tuned_plan_options(backend_dev, graph, rows));
  fusion::Plan naive = fusion::Plan::unfused(graph);
  fusion::CountingDevice dev(backend_dev);
  const bool is_oracle = dev.backend() == "oracle";
  GraphRun r;
  for (const fusion::Launch& L : fused.launches()) {
    if (!r.schedule.empty()) r.schedule += "; ";
    if (L.kind == fusion::Launch::Kind::Fence)
      r.schedule += L.schedule.str();
    else if (L.kind == fusion::Launch::Kind::Map)
      r.schedule += L.map_schedule ? L.map_schedule->str() : "map default";
    else
      r.schedule += "opaque";
  }
  r.backend = dev.backend();
  r.device = dev.name();
  std::map<std::string, rt::Tensor> in = bind_inputs(dev, graph, rows, host, &r.bytes);
  // Fused: once to trace and compile, then timed (best of 5 off the oracle; the oracle once).
  auto t0 = Clock::now();
  std::map<std::string, rt::Tensor> outs = fused.execute(dev, in);
  dev.synchronize();
  r.compile_us = us_since(t0);
  r.time_us = r.compile_us;
  r.fused_launches = dev.launches();
  if (!is_oracle) {
    for (int rep = 0; rep < 5; ++rep) {
      dev.reset();
      t0 = Clock::now();
      fused.execute_into(dev, in, outs);
      dev.synchronize();
      r.time_us = rep == 0 ? us_since(t0) : std::min(r.time_us, us_since(t0));
      r.fused_launches = dev.launches();
    }
    if (device_reps > 0) {
      // rt::time_enqueue: the one timing helper (`morph tune` times its candidates with it too).
      const rt::Timing t =
          rt::time_enqueue(backend_dev, [&] { fused.execute_into(dev, in, outs); }, {.reps = device_reps});
      if (t.device_clock) {
        r.device_us = t.median_us;
        r.device_reps = static_cast<int>(t.samples_us.size());
      }
    }
  }
  r.output = outs.at("y");
  r.bytes += r.output.bytes();
  r.fused = r.output.download_f32();

  dev.reset();
  t0 = Clock::now();
  std::map<std::string, rt::Tensor> nouts = naive.execute(dev, in);  // compiles off the oracle
  dev.synchronize();
  r.naive_time_us = us_since(t0);
  if (!is_oracle) {
    dev.reset();
    t0 = Clock::now();
    naive.execute_into(dev, in, nouts);
    dev.synchronize();
    r.naive_time_us = us_since(t0);
  }
  r.naive_launches = dev.launches();
  std::vector<float> naive_v = nouts.at("y").download_f32();

  std::vector<float> oracle_own, ref_own;
  const std::vector<float>* oracle = oracle_in;
  if (!oracle && is_oracle) {
    oracle = &r.fused;
    oracle_rows = nullptr;
  }
  if (!oracle) {
    oracle_own = oracle_fused(graph, rows, 0, host);
    oracle = &oracle_own;
  }
  const std::vector<float>* ref = ref_in;
  if (!ref) {
    ref_own = fusion::eval_host(graph, rows, host).at("y");
    ref = &ref_own;
  }
  check::OracleRows sampled;
  if (oracle_rows) sampled = {*oracle_rows, rows ? r.fused.size() / rows : 0};
  const check::Report c = check::compare(r.fused, naive_v, *oracle, *ref, oracle_rows ? &sampled : nullptr);
  r.elements = c.elements;
  r.oracle_compared = c.oracle_compared;
  r.mismatches = c.mismatches;
  r.vs_oracle = c.vs_oracle;
  r.vs_naive = c.vs_naive;
  r.vs_reference = c.vs_reference;
  for (const check::Mismatch& m : c.examples)
    r.examples.push_back({{"index", m.index},
                          {"fused", hex64(m.fused).substr(8)},
                          {"oracle", m.oracle ? hex64(*m.oracle).substr(8) : std::string("not sampled")},
                          {"naive", hex64(m.naive).substr(8)},
                          {"reference", hex64(m.reference).substr(8)}});
  return r;
}

namespace {

ir::Type dtype_from_name(const std::string& s) {
  return s == "f16" ? ir::Type::F16 : s == "bf16" ? ir::Type::BF16 : ir::Type::F32;
}
std::string dtype_text(ir::Type t) { return std::string(ir::type_name(t)); }

/// The storage type a .npy file holds: "<f4" f32, "<f2" f16, "<u2" bf16 bits (npy_io.h).
ir::Type file_dtype(const NpyInput& f) {
  switch (f.array.dtype) {
    case io::NpyDtype::F32: return ir::Type::F32;
    case io::NpyDtype::F16: return ir::Type::F16;
    case io::NpyDtype::U16: return ir::Type::BF16;
    default:
      throw UsageError(str_cat("--input ", f.name, "=", f.path, ": the file holds '", io::npy_descr(f.array.dtype),
                               "'; inputs are '<f4' (f32), '<f2' (f16) or '<u2' (bf16 bits: x.view(np.uint16))"));
  }
}

}  // namespace

std::optional<RunSetup> setup_run(const std::string& expr, const std::string& dtype, const GraphCliOpts& g,
                                  const NpyIo& io, uint64_t n, const char* cmd,
                                  std::map<std::string, NpyInput>* files) {
  RunSetup st;
  expr::Ast ast;
  std::vector<std::string> names;
  try {
    ast = expr::parse_expression(expr);
    names = expr::input_names(ast, expr);
  } catch (const expr::ParseError& e) {
    std::cerr << "morph " << cmd << ": " << e.what() << "\n";
    return std::nullopt;
  }
  // Lowered first with every input a full [rows, cols] value, so a wrong call ("silu()", "a(b)")
  // is named before anything about the inputs (their count, --vec, shapes).
  try {
    expr::LowerOptions first;
    first.rank_unknown = true;
    expr::lower_to_graph(ast, expr, first);
  } catch (const expr::ParseError& e) {
    std::cerr << "morph " << cmd << ": " << e.what() << "\n";
    return std::nullopt;
  }
  if (names.empty()) {
    std::cerr << "morph " << cmd << ": the expression names no input tensor (e.g. \"silu(x)\", not \"silu(1)\")\n";
    return std::nullopt;
  }
  const bool explicit_dtype = !dtype.empty();
  const ir::Type dt = dtype_from_name(dtype);
  expr::LowerOptions lo;
  std::vector<std::pair<std::string, std::vector<uint64_t>>> named;
  if (g.vec && !g.active())
    throw UsageError(io.active() ? "--vec applies to --shape's random inputs (with --input the .npy shapes broadcast)"
                                 : "--vec names row vectors among --shape's random inputs: give --shape ROWS,COLS");
  if (io.active()) {
    if (g.active()) throw UsageError("--shape with --input: the shapes come from the .npy files (drop --shape)");
    if (n != 0) throw UsageError("--n with --input: the shapes come from the .npy files (drop --n)");
    *files = load_inputs(io, names);
    for (const std::string& name : names) {
      const NpyInput& f = files->at(name);
      std::vector<uint64_t> shape(f.array.shape.begin(), f.array.shape.end());
      if (shape.size() > 4)
        throw UsageError(str_cat("--input ", name, "=", f.path, ": shape ", fusion::shape_text(shape), " has rank ",
                                 shape.size(), "; ranks up to 4 are supported"));
      ir::Type t = explicit_dtype ? dt : file_dtype(f);
      lo.shapes[name] = {shape, t};
      named.emplace_back(name, shape);
    }
    try {
      st.domain = expr::broadcast_domain(named);
    } catch (const UserError& e) {
      std::string files_text;
      for (const auto& [name, shape] : named) files_text += str_cat(" ", name, "=", files->at(name).path);
      throw UsageError(str_cat(e.what(), "; files:", files_text));
    }
  } else if (g.active()) {
    if (n != 0) throw UsageError("--n with --shape: give one of them ([N] or [ROWS, COLS] random inputs)");
    auto sh = parse_shape(g.shape, cmd);
    if (!sh) return std::nullopt;
    std::set<std::string> vecs = row_vectors(g);
    std::string all;
    for (const std::string& nm : names) all += " " + nm;
    for (const std::string& v : g.vec ? vecs : std::set<std::string>{})
      if (std::find(names.begin(), names.end(), v) == names.end())
        throw UsageError(str_cat("--vec: '", v, "' is not an input of the expression (its inputs:", all, ")"));
    if (!names.empty() &&
        std::all_of(names.begin(), names.end(), [&](const std::string& nm) { return vecs.count(nm); }))
      throw UsageError(str_cat("every input of the expression (", all.substr(1), ") is a row vector of [", sh->cols,
                               "] under --vec", g.vec ? "" : "'s default (w, b, weight, bias)",
                               ", so nothing is [ROWS, COLS] = [", sh->rows, ", ", sh->cols,
                               "]: name the row vectors with --vec (--vec '' for none), or rename the input"));
    for (const std::string& name : names) {
      std::vector<uint64_t> shape =
          vecs.count(name) ? std::vector<uint64_t>{sh->cols} : std::vector<uint64_t>{sh->rows, sh->cols};
      lo.shapes[name] = {shape, dt};
    }
    st.domain = {sh->rows, sh->cols};
  } else {
    if (n == 0 && !names.empty()) {
      std::cerr << "morph " << cmd
                << ": no input size given (or --n 0): --shape ROWS,COLS (random [ROWS, COLS] inputs), --n N "
                << "(random [N] vectors) or --input NAME=PATH.npy\n";
      return std::nullopt;
    }
    if (n == 0 || n >= (uint64_t{1} << 32)) {
      std::cerr << "morph " << cmd << ": --n must be in [1, 2^32 - 1], got " << n
                << " (or give --shape ROWS,COLS, or --input NAME=PATH.npy)\n";
      return std::nullopt;
    }
    for (const std::string& name : names) lo.shapes[name] = {{n}, dt};
    st.domain = {n};
  }
  // The output's storage type: --dtype, else the inputs' common type, else f32 (as torch
  // promotes f16 with bf16).
  ir::Type out = dt;
  if (!explicit_dtype) {
    out = lo.shapes.begin()->second.dtype;
    for (const auto& [name, d] : lo.shapes)
      if (d.dtype != out) out = ir::Type::F32;
  }
  lo.out = out;
  auto [rows, cols] = fusion::domain_view(st.domain);
  if (rows * cols >= (uint64_t{1} << 32))
    throw UsageError(str_cat("the broadcast shape ", fusion::shape_text(st.domain), " holds ", rows * cols,
                             " elements; at most 2^32 - 1 are supported"));
  try {
    st.ge = expr::lower_to_graph(ast, expr, lo);
  } catch (const expr::ParseError& e) {
    std::cerr << "morph " << cmd << ": " << e.what() << "\n";
    return std::nullopt;
  }
  st.rows = rows;
  st.cols = cols;
  st.out = out;
  return st;
}

double host_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? double(pages) * double(page) : 0;
}

static std::string fixed1(double x) {  // "1369620.5", not "1.36962e+06"
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

std::string fmt_gib(double bytes) { return fixed1(bytes / double(uint64_t{1} << 30)); }

namespace {

// A run keeps on the host every input twice (the run's values and the oracle's buffers) and, per
// output, the fused, naive, oracle and plain C++ results as f32; a backend whose buffers are host
// memory (cpu, oracle, and OpenCL/Vulkan CPU drivers; counted for every backend but CUDA) holds the
// inputs, the output and each full-size intermediate of the naive plan (one launch per op) once
// more. Refuse up front a shape whose estimate exceeds the machine's memory, rather than be
// killed by the kernel's OOM killer minutes in; above 90% of it, as the estimate leaves out the
// allocator's and the process's own share (measured peaks, cpu backend: a 3-input 6-op chain 85
// bytes per element against this estimate's 80; rms_norm(x)*w*silu(g) 83 against 72).
void check_host_memory(const RunSetup& st, const std::string& backend) {
  const fusion::Graph& g = st.ge.graph;
  const uint64_t numel = st.rows * st.cols;
  const std::vector<bool> live = g.live();
  uint64_t full_inputs = 0, full_steps = 0;
  for (size_t i = 0; i < g.size(); ++i) {
    const fusion::Node& n = g.node(static_cast<uint32_t>(i));
    if (!live[i] || n.extent != fusion::Extent::Full || n.kind == fusion::NodeKind::Const) continue;
    ++(n.kind == fusion::NodeKind::Input ? full_inputs : full_steps);
  }
  const uint64_t outputs = g.outputs().size();
  const bool device_in_host = !backend.starts_with("cuda");
  const uint64_t arrays = 2 * full_inputs + 4 * outputs + (device_in_host ? full_inputs + outputs + full_steps : 0);
  const double need = double(numel) * double(arrays) * 4, have = host_memory_bytes();
  if (have > 0 && need > 0.9 * have)
    throw UsageError(str_cat(
        "the domain ", fusion::shape_text(st.domain), " (", numel, " elements) needs about ", fmt_gib(need),
        " GiB of host memory for ", arrays, " f32 arrays (inputs, the fused, naive, oracle and plain C++ outputs",
        device_in_host ? ", and the backend's buffers: inputs, output, the naive plan's steps" : "",
        "); this machine has ", fmt_gib(have), " GiB (a run may take 90% of it)"));
}

}  // namespace

int graph_run(const std::string& expr, const std::string& dtype, const std::string& backend,
              std::optional<uint64_t> seed_opt, bool json, const GraphCliOpts& g, const NpyIo& io, uint64_t n) {
  if (seed_opt && io.active())
    throw UsageError("--seed with --input: the inputs come from the .npy files, nothing is random (drop --seed)");
  std::map<std::string, NpyInput> files;
  std::optional<RunSetup> st = setup_run(expr, dtype, g, io, n, "run", &files);
  if (!st) return 2;
  if (!io.output.empty()) {
    std::vector<std::string> in_paths;  // writing over an input would destroy it (as matvec refuses)
    for (const auto& [name, in] : files) in_paths.push_back(in.path);
    check_output_path(io.output, "--output", in_paths);
  }
  check_host_memory(*st, backend);
  const fusion::Graph& graph = st->ge.graph;
  const uint64_t seed = seed_opt ? *seed_opt : ((uint64_t{std::random_device{}()} << 32) | std::random_device{}());
  // Default inputs: specials mixed in for elementwise graphs; regime rows with the specials in
  // rows of their own when the graph reduces (morph/fusion/sensitivity.h default_inputs).
  std::map<std::string, std::vector<float>> host;
  if (files.empty()) host = fusion::default_inputs(graph, st->rows, seed);
  for (auto& [name, id] : graph.inputs())
    if (!files.empty()) host[name] = input_values(files.at(name), graph.node(id).dtype);
  std::unique_ptr<rt::Device> backend_dev = rt::open_device(backend);
  GraphRun r = run_graph_on(graph, st->rows, st->cols, host, *backend_dev);
  const bool regimes = files.empty() && fusion::has_reduction(graph);
  const fusion::Sensitivity sens =
      fusion::measure_sensitivity(graph, st->rows, host, {{"y", r.fused}},
                                  [&](uint64_t row) { return regimes && fusion::default_special_row(row); });
  // The output's NumPy shape: the broadcast shape, without its last axis where the expression
  // reduces rows (as NumPy's x.sum(-1): (2, 3, 1, 5) -> (2, 3, 1), (5,) -> ()); a 0-d input stays 0-d.
  std::vector<size_t> out_shape(st->domain.begin(), st->domain.end());
  const fusion::Extent out_extent = graph.node(graph.outputs().at(0).second).extent;
  if (!varies_along_cols(out_extent) && !out_shape.empty()) out_shape.pop_back();
  if (!io.output.empty()) {
    // r.fused holds the stored values widened to f32: narrowing them back is exact.
    if (st->out == ir::Type::F32) {
      write_output(io.output, st->out, out_shape, r.fused.data(), r.fused.size() * 4);
    } else {
      std::vector<uint16_t> bits;
      for (float v : r.fused) bits.push_back(st->out == ir::Type::F16 ? f32_to_f16(v) : f32_to_bf16(v));
      write_output(io.output, st->out, out_shape, bits.data(), bits.size() * 2);
    }
  }
  nlohmann::json in_types = nlohmann::json::object();
  for (auto& [name, id] : graph.inputs()) in_types[name] = dtype_text(graph.node(id).dtype);
  nlohmann::json j = {{"expression", expr},
                      {"backend", r.backend},
                      {"device", r.device},
                      {"dtype", dtype_text(st->out)},
                      {"input_dtypes", in_types},
                      {"shape", st->domain},
                      {"output_shape", out_shape},
                      {"view", {st->rows, st->cols}},
                      {"elements", r.elements},
                      {"inputs", input_list(graph, st->rows, st->cols)},
                      {"naive_launches", r.naive_launches},
                      {"fused_launches", r.fused_launches},
                      {"time_us", r.time_us},
                      {"compile_us", r.compile_us},
                      {"naive_time_us", r.naive_time_us},
                      {"mismatches", r.mismatches},
                      {"mismatches_vs_oracle", r.vs_oracle},
                      {"mismatches_vs_naive", r.vs_naive},
                      {"mismatches_vs_reference", r.vs_reference},
                      {"finite_nonzero_fraction", sens.finite_fraction()},
                      {"examples", r.examples}};
  if (files.empty()) j["seed"] = seed;
  if (!io.output.empty()) j["output"] = io.output;
  if (json) {
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    std::string types;
    for (auto& [name, t] : in_types.items())
      types += str_cat(types.empty() ? "" : ", ", name, " ", t.get<std::string>());
    std::cout << "expression   " << expr << "\n"
              << "backend      " << r.backend << " (" << r.device << ")\n"
              << "shape        " << fusion::shape_text(st->domain) << " " << dtype_text(st->out) << " (inputs " << types
              << "), " << (files.empty() ? str_cat("seed ", seed) : std::string("inputs from .npy files")) << "\n"
              << "launches     fused " << r.fused_launches << ", naive " << r.naive_launches << "\n"
              << "time         fused " << fixed1(r.time_us) << " us (first run with compile " << fixed1(r.compile_us)
              << " us), naive " << fixed1(r.naive_time_us) << " us\n"
              << "mismatches   " << r.mismatches << " of " << r.elements << " (vs oracle " << r.vs_oracle
              << ", vs naive " << r.vs_naive << ", vs plain C++ " << r.vs_reference << ")\n"
              << "finite       " << sens.str() << (regimes ? " (outside the specials rows, r % 8 == 7)" : "") << "\n";
    if (!io.output.empty())
      std::cout << "output       " << printable(io.output) << " "
                << fusion::shape_text({out_shape.begin(), out_shape.end()}) << "\n";
    for (const auto& e : r.examples) std::cout << "  " << e.dump() << "\n";
  }
  return r.mismatches == 0 ? 0 : 1;
}

}  // namespace morph::cli
