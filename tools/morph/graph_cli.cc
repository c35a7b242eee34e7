#include "tools/morph/graph_cli.h"

#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/lower.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
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
  if ((is >> sh.rows >> comma >> sh.cols) && comma == ',' && is.peek() == EOF && sh.rows >= 1 && sh.cols >= 1 &&
      sh.cols < (uint64_t{1} << 32) && sh.rows * sh.cols < (uint64_t{1} << 32))
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
      if (L.kernel) {
        std::string src = emit == "cuda" ? codegen::print_cuda(*L.kernel)
                                         : codegen::print(*L.kernel, *codegen::opencl_dialect());
        j["launches"][li]["source"] = src;
        emitted += str_cat("// ---- launch ", li, ": ", emit, " source of ", codegen::kernel_symbol(*L.kernel),
                           " ----\n", src);
      }
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

int graph_run(const std::string& expr, const std::string& dtype, const std::string& backend,
              std::optional<uint64_t> seed_opt, bool json, const GraphCliOpts& g) {
  auto sh = parse_shape(g.shape, "run");
  if (!sh) return 2;
  if (dtype != "f32") {
    std::cerr << "morph run: with --shape (the graph path) inputs are f32; --dtype " << dtype << " is not supported\n";
    return 2;
  }
  auto ge = lower(expr, *sh, g, "run");
  if (!ge) return 2;
  const fusion::Graph& graph = ge->graph;
  const uint64_t seed = seed_opt ? *seed_opt : ((uint64_t{std::random_device{}()} << 32) | std::random_device{}());
  fusion::Plan fused = fusion::Plan::fused(graph), naive = fusion::Plan::unfused(graph);

  std::unique_ptr<rt::Device> backend_dev = rt::open_device(backend);
  fusion::CountingDevice dev(*backend_dev);
  std::map<std::string, std::vector<float>> host;
  std::map<std::string, rt::Tensor> in;
  uint64_t k = 0;
  for (auto& [name, id] : graph.inputs()) {
    bool vec = graph.node(id).extent == fusion::Extent::PerCol;
    std::vector<uint64_t> shape = vec ? std::vector<uint64_t>{sh->cols} : std::vector<uint64_t>{sh->rows, sh->cols};
    std::vector<float> v = fusion::random_with_specials(seed + k++, vec ? sh->cols : sh->rows * sh->cols);
    rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, shape);
    t.upload(v);
    in[name] = t;
    host[name] = std::move(v);
  }
  // Fused: once to trace and compile, then timed.
  auto t0 = Clock::now();
  fused.execute(dev, in);
  dev.synchronize();
  double compile_us = us_since(t0);
  dev.reset();
  t0 = Clock::now();
  rt::Tensor out = fused.execute(dev, in).at("y");
  dev.synchronize();
  double time_us = us_since(t0);
  uint64_t fused_launches = dev.launches();
  std::vector<float> got = out.download_f32();

  dev.reset();
  t0 = Clock::now();
  rt::Tensor naive_out = naive.execute(dev, in).at("y");
  dev.synchronize();
  double naive_us = us_since(t0);
  uint64_t naive_launches = dev.launches();
  std::vector<float> naive_v = naive_out.download_f32();

  std::vector<float> oracle = got;
  if (dev.backend() != "oracle") {
    auto od = rt::make_oracle_device();
    std::map<std::string, rt::Tensor> oin;
    for (auto& [name, v] : host) {
      rt::Tensor t = rt::Tensor::empty(*od, ir::Type::F32, in.at(name).shape);
      t.upload(v);
      oin[name] = t;
    }
    oracle = fused.execute(*od, oin).at("y").download_f32();
  }
  t0 = Clock::now();
  std::vector<float> ref = fusion::eval_host(graph, sh->rows, host).at("y");
  double ref_us = us_since(t0);

  uint64_t bad = 0, bad_oracle = 0, bad_naive = 0, bad_ref = 0;
  nlohmann::json examples = nlohmann::json::array();
  bool sizes_ok = got.size() == ref.size() && naive_v.size() == ref.size() && oracle.size() == ref.size();
  if (!sizes_ok) bad = bad_ref = std::max(got.size(), ref.size());
  for (size_t i = 0; sizes_ok && i < got.size(); ++i) {
    bool eo = same_float(got[i], oracle[i]), en = same_float(got[i], naive_v[i]), er = same_float(got[i], ref[i]);
    bad_oracle += !eo;
    bad_naive += !en;
    bad_ref += !er;
    if (eo && en && er) continue;
    if (++bad <= 8)
      examples.push_back({{"index", i}, {"fused", hex64(bits_of(got[i])).substr(8)},
                          {"oracle", hex64(bits_of(oracle[i])).substr(8)},
                          {"naive", hex64(bits_of(naive_v[i])).substr(8)},
                          {"reference", hex64(bits_of(ref[i])).substr(8)}});
  }
  nlohmann::json j = {{"expression", expr},
                      {"backend", dev.backend()},
                      {"device", dev.name()},
                      {"dtype", "f32"},
                      {"shape", {sh->rows, sh->cols}},
                      {"elements", got.size()},
                      {"seed", seed},
                      {"inputs", input_list(graph, *sh)},
                      {"naive_launches", naive_launches},
                      {"fused_launches", fused_launches},
                      {"time_us", time_us},
                      {"compile_us", compile_us},
                      {"naive_time_us", naive_us},
                      {"reference_time_us", ref_us},
                      {"mismatches", bad},
                      {"mismatches_vs_oracle", bad_oracle},
                      {"mismatches_vs_naive", bad_naive},
                      {"mismatches_vs_reference", bad_ref},
                      {"examples", examples}};
  if (json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "expression   " << expr << "\n"
              << "backend      " << dev.backend() << " (" << dev.name() << ")\n"
              << "shape        [" << sh->rows << ", " << sh->cols << "] f32, seed " << seed << "\n"
              << "launches     fused " << fused_launches << ", naive " << naive_launches << "\n"
              << "time         fused " << time_us << " us (first run with compile " << compile_us << " us), naive "
              << naive_us << " us\n"
              << "mismatches   " << bad << " of " << got.size() << " (vs oracle " << bad_oracle << ", vs naive "
              << bad_naive << ", vs plain C++ " << bad_ref << ")\n";
    for (const auto& e : examples) std::cout << "  " << e.dump() << "\n";
  }
  return bad == 0 ? 0 : 1;
}

}  // namespace morph::cli
