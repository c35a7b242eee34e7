#include "tools/morph/graph_cli.h"

#include <algorithm>

#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/targets.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/fusion/counting_device.h"
#include "morph/expr/lower.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
#include "morph/fusion/sensitivity.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/registry.h"

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
  std::string item;
  std::istringstream is(*g.vec);
  while (std::getline(is, item, ','))
    if (!item.empty()) v.insert(item);
  return v;
}

std::optional<fusion::GraphExpr> lower(const std::string& expr, const Shape& sh, const GraphCliOpts& g, const char* cmd) {
  try {
    return fusion::lower_to_graph(fusion::parse_expression(expr), expr,
                                  {static_cast<uint32_t>(sh.cols), row_vectors(g)});
  } catch (const fusion::ParseError& e) {
    std::cerr << "morph " << cmd << ": " << e.what() << "\n";
    return std::nullopt;
  }
}

nlohmann::json input_list(const fusion::Graph& graph, const Shape& sh) {
  nlohmann::json j = nlohmann::json::array();
  for (auto& [name, id] : graph.inputs()) {
    bool vec = graph.node(id).extent == fusion::Extent::PerCol;
    j.push_back({{"name", name},
                 {"shape", vec ? nlohmann::json::array({sh.cols}) : nlohmann::json::array({sh.rows, sh.cols})},
                 {"broadcast", vec ? "along rows" : "none"}});
  }
  return j;
}

nlohmann::json launch_list(const fusion::Plan& p) {
  nlohmann::json j = nlohmann::json::array();
  for (const fusion::Launch& L : p.launches()) {
    nlohmann::json x = {{"label", L.label()}, {"members", L.members}, {"inputs", L.inputs}, {"outputs", L.outputs}};
    switch (L.kind) {
      case fusion::Launch::Kind::Map:
        x["kind"] = "dag_map";
        x["program"] = L.map.dump();
        break;
      case fusion::Launch::Kind::Row: {
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
                   "ROWS,COLS: run on a [rows, cols] domain through the graph path (reductions over the last axis, "
                   "norms, softmax, DAGs)");
  cmd->add_option_function<std::string>("--vec", [&g](const std::string& s) { g.vec = s; },
                                        "With --shape: comma-separated inputs given as [COLS] vectors broadcast "
                                        "along rows (default: w,b,weight,bias; '' for none)");
}

int graph_fuse(const std::string& expr, bool json, const GraphCliOpts& g, const std::string& emit) {
  auto sh = parse_shape(g.shape, "fuse");
  if (!sh) return 2;
  auto ge = lower(expr, *sh, g, "fuse");
  if (!ge) return 2;
  fusion::Plan fused = fusion::Plan::fused(ge->graph), naive = fusion::Plan::unfused(ge->graph);
  fusion::Partition part = fusion::partition(ge->graph);
  nlohmann::json regions = nlohmann::json::array();
  for (const fusion::MapRegion& r : part.regions)
    regions.push_back({{"kind", "map"}, {"nodes", r.nodes}, {"inputs", r.inputs}, {"outputs", r.outputs}, {"level", r.level}});
  for (uint32_t f : part.fences)
    regions.push_back({{"kind", ge->graph.node(f).kind == fusion::NodeKind::Reduce ? "reduce" : "opaque"},
                       {"nodes", {f}},
                       {"op", ge->graph.node(f).kind == fusion::NodeKind::Reduce
                                  ? std::string(algebra::name(ge->graph.node(f).red))
                                  : ge->graph.node(f).name}});
  nlohmann::json j = {{"expression", expr},
                      {"shape", {sh->rows, sh->cols}},
                      {"inputs", input_list(ge->graph, *sh)},
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
        emitted += str_cat("// ---- launch ", li, ": ", emit, " source of ", codegen::kernel_symbol(*k), " ----\n", src);
      }
      if (!L.kernels.empty()) j["launches"][li]["source"] = all;
      ++li;
    }
  }
  if (json) {
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << "expression      " << expr << "\n"
            << "shape           [" << sh->rows << ", " << sh->cols << "]\n"
            << "inputs         ";
  for (const auto& in : j["inputs"])
    std::cout << " " << in["name"].get<std::string>() << (in["broadcast"] == "none" ? "" : " (row vector)");
  std::cout << "\ngraph\n" << ge->graph.dump() << "partition\n" << part.dump() << "fused plan\n" << fused.describe()
            << "naive launches  " << naive.launch_count() << "\n"
            << "fused launches  " << fused.launch_count() << "\n";
  if (!emitted.empty()) std::cout << "\n" << emitted;
  return 0;
}

std::vector<float> oracle_fused(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                                const std::map<std::string, std::vector<float>>& host) {
  auto od = rt::make_oracle_device();
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, id] : graph.inputs()) {
    fusion::Extent e = graph.node(id).extent;
    uint64_t n = fusion::extent_numel(e, rows, cols);
    rt::Tensor t = rt::Tensor::empty(*od, ir::Type::F32, e == fusion::Extent::Full ? std::vector<uint64_t>{rows, cols}
                                                                                     : std::vector<uint64_t>{n});
    t.upload(host.at(name));
    in[name] = t;
  }
  return fusion::Plan::fused(graph).execute(*od, in).at("y").download_f32();
}

namespace {
double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}
}  // namespace

double fused_device_us(const fusion::Graph& graph, uint64_t rows, uint64_t cols,
                       const std::map<std::string, std::vector<float>>& host, rt::Device& dev, int reps) {
  if (dev.backend() == "oracle" || reps <= 0) return -1;
  fusion::Plan fused = fusion::Plan::fused(graph);
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, id] : graph.inputs()) {
    fusion::Extent e = graph.node(id).extent;
    auto it = host.find(name);
    MORPH_USER_CHECK(it != host.end(), "input '", name, "' has no data");
    uint64_t n = fusion::extent_numel(e, rows, cols);
    MORPH_USER_CHECK(it->second.size() == n, "input '", name, "' holds ", it->second.size(), " elements, needs ", n);
    std::vector<uint64_t> shape = e == fusion::Extent::Full ? std::vector<uint64_t>{rows, cols} : std::vector<uint64_t>{n};
    rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, shape);
    t.upload(it->second);
    in[name] = t;
  }
  std::map<std::string, rt::Tensor> outs = fused.execute(dev, in);
  for (int w = 0; w < 3; ++w) fused.execute_into(dev, in, outs);
  dev.synchronize();
  std::vector<double> dt;
  for (int rep = 0; rep < reps; ++rep) {
    double us = dev.device_time_us([&] { fused.execute_into(dev, in, outs); });
    if (us < 0) return -1;
    dt.push_back(us);
  }
  return median_of(dt);
}

GraphRun run_graph_on(const fusion::Graph& graph, uint64_t rows, uint64_t cols, const std::map<std::string, std::vector<float>>& host,
                      rt::Device& backend_dev, const std::vector<float>* oracle_in, const std::vector<float>* ref_in,
                      const std::vector<uint64_t>* oracle_rows, int device_reps) {
  fusion::Plan fused = fusion::Plan::fused(graph), naive = fusion::Plan::unfused(graph);
  fusion::CountingDevice dev(backend_dev);
  const bool is_oracle = dev.backend() == "oracle";
  GraphRun r;
  r.backend = dev.backend();
  r.device = dev.name();
  std::map<std::string, rt::Tensor> in;
  for (auto& [name, id] : graph.inputs()) {
    fusion::Extent e = graph.node(id).extent;
    auto it = host.find(name);
    MORPH_USER_CHECK(it != host.end(), "input '", name, "' has no data");
    uint64_t n = fusion::extent_numel(e, rows, cols);
    MORPH_USER_CHECK(it->second.size() == n, "input '", name, "' holds ", it->second.size(), " elements, needs ", n);
    std::vector<uint64_t> shape = e == fusion::Extent::Full ? std::vector<uint64_t>{rows, cols} : std::vector<uint64_t>{n};
    rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, shape);
    t.upload(it->second);
    in[name] = t;
    r.bytes += t.bytes();
  }
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
    std::vector<double> dt;
    for (int rep = 0; rep < device_reps; ++rep) {
      double us = backend_dev.device_time_us([&] { fused.execute_into(dev, in, outs); });
      if (us < 0) break;  // no device clock
      dt.push_back(us);
    }
    if (!dt.empty()) {
      std::sort(dt.begin(), dt.end());
      r.device_us = dt.size() % 2 ? dt[dt.size() / 2] : (dt[dt.size() / 2 - 1] + dt[dt.size() / 2]) / 2;
      r.device_reps = static_cast<int>(dt.size());
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
    oracle_own = oracle_fused(graph, rows, cols, host);
    oracle = &oracle_own;
  }
  const std::vector<float>* ref = ref_in;
  if (!ref) {
    ref_own = fusion::eval_host(graph, rows, host).at("y");
    ref = &ref_own;
  }
  const std::vector<float>& got = r.fused;
  r.elements = got.size();
  // With oracle_rows, `oracle` holds only those rows: element i maps to oracle_at[i] (or none).
  const size_t per_row = rows ? got.size() / rows : 0;
  std::vector<int64_t> oracle_at;
  if (oracle_rows) {
    oracle_at.assign(got.size(), -1);
    for (size_t k = 0; k < oracle_rows->size(); ++k)
      for (size_t j = 0; j < per_row && (*oracle_rows)[k] < rows; ++j)
        oracle_at[(*oracle_rows)[k] * per_row + j] = static_cast<int64_t>(k * per_row + j);
  }
  const size_t oracle_n = oracle_rows ? oracle_rows->size() * per_row : got.size();
  r.oracle_compared = oracle_n;
  bool sizes_ok = naive_v.size() == got.size() && oracle->size() == oracle_n && ref->size() == got.size();
  if (!sizes_ok) r.mismatches = r.vs_reference = std::max(got.size(), ref->size());
  for (size_t i = 0; sizes_ok && i < got.size(); ++i) {
    const int64_t oi = oracle_rows ? oracle_at[i] : static_cast<int64_t>(i);
    bool eo = oi < 0 || same_float(got[i], (*oracle)[oi]), en = same_float(got[i], naive_v[i]), er = same_float(got[i], (*ref)[i]);
    r.vs_oracle += !eo;
    r.vs_naive += !en;
    r.vs_reference += !er;
    if (eo && en && er) continue;
    if (++r.mismatches <= 8)
      r.examples.push_back({{"index", i}, {"fused", hex64(bits_of(got[i])).substr(8)},
                            {"oracle", oi < 0 ? std::string("not sampled") : hex64(bits_of((*oracle)[oi])).substr(8)},
                            {"naive", hex64(bits_of(naive_v[i])).substr(8)},
                            {"reference", hex64(bits_of((*ref)[i])).substr(8)}});
  }
  return r;
}

int graph_run(const std::string& expr, const std::string& dtype, const std::string& backend,
              std::optional<uint64_t> seed_opt, bool json, const GraphCliOpts& g_in, const NpyIo& io) {
  if (dtype != "f32") {
    std::cerr << "morph run: with --shape (the graph path) inputs are f32; --dtype " << dtype << " is not supported\n";
    return 2;
  }
  GraphCliOpts g = g_in;
  std::map<std::string, NpyInput> files;
  if (io.active()) {
    // The input names come from the expression; lower once on a placeholder row length.
    std::vector<std::string> names;
    try {
      names = fusion::lower_to_graph(fusion::parse_expression(expr), expr, {1, row_vectors(g)}).inputs;
    } catch (const fusion::ParseError& e) {
      std::cerr << "morph run: " << e.what() << "\n";
      return 2;
    }
    files = load_inputs(io, names);
    if (!g.active()) {
      // Shape from the first input that is not a row vector: [..., COLS] -> rows = the rest.
      std::set<std::string> vecs = row_vectors(g);
      for (const std::string& n : names) {
        if (vecs.count(n)) continue;
        const io::NpyArray& a = files.at(n).array;
        uint64_t cols = a.shape.empty() ? 1 : a.shape.back();
        g.shape = str_cat(cols == 0 ? 0 : a.count() / cols, ",", cols);
        break;
      }
    }
  }
  auto sh = parse_shape(g.shape, "run");
  if (!sh) return 2;
  auto ge = lower(expr, *sh, g, "run");
  if (!ge) return 2;
  const fusion::Graph& graph = ge->graph;
  const uint64_t seed = seed_opt ? *seed_opt : ((uint64_t{std::random_device{}()} << 32) | std::random_device{}());
  // Default inputs: specials mixed in for elementwise graphs; regime rows with the specials in
  // rows of their own when the graph reduces (morph/fusion/sensitivity.h default_inputs).
  std::map<std::string, std::vector<float>> host;
  if (files.empty()) host = fusion::default_inputs(graph, sh->rows, seed);
  for (auto& [name, id] : graph.inputs()) {
    bool vec = graph.node(id).extent == fusion::Extent::PerCol;
    uint64_t n = vec ? sh->cols : sh->rows * sh->cols;
    if (files.empty()) continue;
    const NpyInput& f = files.at(name);
    if (f.array.count() != n || (!vec && !f.array.shape.empty() && f.array.shape.back() != sh->cols))
      throw UsageError(str_cat("--input ", name, "=", f.path, ": shape ", f.array.shape_text(), " but the expression needs ",
                               vec ? str_cat("(", sh->cols, ",) (a row vector, --vec)")
                                   : str_cat("(", sh->rows, ", ", sh->cols, ") for --shape ", sh->rows, ",", sh->cols)));
    host[name] = input_values(f, ir::Type::F32);
  }
  std::unique_ptr<rt::Device> backend_dev = rt::open_device(backend);
  GraphRun r = run_graph_on(graph, sh->rows, sh->cols, host, *backend_dev);
  const bool regimes = files.empty() && fusion::has_reduction(graph);
  const fusion::Sensitivity sens = fusion::measure_sensitivity(
      graph, sh->rows, host, {{"y", r.fused}}, [&](uint64_t row) { return regimes && fusion::default_special_row(row); });
  if (!io.output.empty()) {
    const std::vector<uint64_t>& s = r.output.shape;
    write_output(io.output, ir::Type::F32, std::vector<size_t>(s.begin(), s.end()), r.fused.data(), r.fused.size() * 4);
  }
  nlohmann::json j = {{"expression", expr},
                      {"backend", r.backend},
                      {"device", r.device},
                      {"dtype", "f32"},
                      {"shape", {sh->rows, sh->cols}},
                      {"elements", r.elements},
                      {"inputs", input_list(graph, *sh)},
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
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "expression   " << expr << "\n"
              << "backend      " << r.backend << " (" << r.device << ")\n"
              << "shape        [" << sh->rows << ", " << sh->cols << "] f32, "
              << (files.empty() ? str_cat("seed ", seed) : std::string("inputs from .npy files")) << "\n"
              << "launches     fused " << r.fused_launches << ", naive " << r.naive_launches << "\n"
              << "time         fused " << r.time_us << " us (first run with compile " << r.compile_us << " us), naive "
              << r.naive_time_us << " us\n"
              << "mismatches   " << r.mismatches << " of " << r.elements << " (vs oracle " << r.vs_oracle << ", vs naive "
              << r.vs_naive << ", vs plain C++ " << r.vs_reference << ")\n"
              << "finite       " << sens.str() << (regimes ? " (outside the specials rows, r % 8 == 7)" : "") << "\n";
    if (!io.output.empty()) std::cout << "output       " << io.output << "\n";
    for (const auto& e : r.examples) std::cout << "  " << e.dump() << "\n";
  }
  return r.mismatches == 0 ? 0 : 1;
}

}  // namespace morph::cli
