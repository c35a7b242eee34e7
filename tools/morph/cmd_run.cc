// `morph run "EXPR" --n N [--dtype f32|f16|bf16] [--backend NAME] [--seed S] [--json]`: runs a
// fused expression on seeded random inputs with IEEE specials mixed in, and compares it bitwise
// (same_bits: NaNs equal, +0 != -0) with the oracle's fused result, the naive path (one launch
// per step on the same backend) and the plain C++ reference. Exit 1 on any mismatch. DAGs and
// reductions run through the graph path (tools/morph/graph_cli.h) as --shape 1,N.
//   morph run "silu(a*w+b)" --n 1000000 --json   ->  {"mismatches": 0, "elements": 1000000, ...}
//   morph run "silu(gate)*up" --input gate=g.npy --input up=u.npy --output y.npy   (tools/morph/npy_io.h)
#include <chrono>
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/fused_map.h"
#include "morph/expr/lower.h"
#include "morph/fusion/naive.h"
#include "morph/expr/parse.h"
#include "morph/fusion/random_inputs.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/registry.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"

namespace morph::cli {

namespace {

struct RunOpts {
  std::string expr;
  uint64_t n = 0;
  std::string dtype = "f32";
  std::string backend = "oracle";
  std::optional<uint64_t> seed;
  bool json = false;
  NpyIo io;
};

using Clock = std::chrono::steady_clock;
double us_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

// Runs the chain fused on `dev` with a warm kernel; returns (launches, compile_us, time_us).
struct Timed {
  uint64_t launches = 0;
  double compile_us = 0, time_us = 0;
};
Timed fused_on(fusion::CountingDevice& dev, const fusion::Chain& chain, const std::vector<rt::Tensor>& in,
               rt::Tensor& out, bool warmup) {
  fusion::Lowered l = fusion::lower(fusion::fuse(chain)[0].expr, chain.modes()[0], chain.modes(), 0u);
  fusion::MapTypes types;
  std::vector<const rt::Tensor*> slots;
  for (int64_t s : l.sources) {
    slots.push_back(&in[s < 0 ? 0 : s]);
    types.inputs.push_back(slots.back()->dtype);
  }
  types.out = out.dtype;
  Timed t;
  auto t0 = Clock::now();
  const uint32_t lanes = fusion::default_fused_map_schedule(l.program, types.inputs, types.out, out.cols()).lanes;
  dev.compiled(fusion::fused_map_kernel(l.program, types, lanes));  // trace + backend compile, untimed below
  t.compile_us = us_since(t0);
  if (warmup) {  // a GPU's first launch loads the module; time the second
    fusion::launch_fused_map(dev, l.program, slots, out);
    dev.synchronize();
  }
  dev.reset();
  t0 = Clock::now();
  fusion::launch_fused_map(dev, l.program, slots, out);
  dev.synchronize();
  t.time_us = us_since(t0);
  t.launches = dev.launches();
  return t;
}

int run_run(const RunOpts& o) {
  fusion::ParsedChain pc;
  bool chain = true;
  std::string why;
  try {
    fusion::Ast ast = fusion::parse_expression(o.expr);
    if (fusion::uses_reductions(ast)) {
      chain = false;
      why = "a reduction or norm";
    } else {
      pc = fusion::to_chain(ast, o.expr);
    }
    for (const auto& s : pc.chain.steps())
      if (!s.is_map()) {
        chain = false;
        why = str_cat("'", s.str(), "' is a reduction");
      }
  } catch (const fusion::ParseError& e) {
    if (std::string_view(e.what()).find("not chain-shaped") == std::string_view::npos) {
      std::cerr << "morph run: " << e.what() << "\n";
      return 2;
    }
    chain = false;
    why = str_cat("not a chain (two computed operands at column ", e.column(), ")");
  }
  if (!chain) {
    // DAGs and reductions: the graph path runs them, over one row of n elements or the files' shape.
    GraphCliOpts g;
    if (!o.io.active()) {
      if (o.n == 0) {
        std::cerr << "morph run: " << why << "; give --shape ROWS,COLS (or --n N for one row)\n";
        return 2;
      }
      g.shape = str_cat("1,", o.n);
    }
    std::cerr << "morph run: " << why << "; running it through the graph path as --shape "
              << (g.shape.empty() ? "from the input files" : g.shape) << " (give --shape ROWS,COLS for rows)\n";
    return graph_run(o.expr, o.dtype, o.backend, o.seed, o.json, g, o.io);
  }
  std::map<std::string, NpyInput> files;
  uint64_t n = o.n;
  if (o.io.active()) {
    files = load_inputs(o.io, pc.inputs);
    const NpyInput& first = files.at(pc.inputs[0]);
    for (const auto& [name, f] : files)
      if (f.array.shape != first.array.shape)
        throw UsageError(str_cat("--input ", name, "=", f.path, ": shape ", f.array.shape_text(), " differs from ",
                                 first.name, "=", first.path, " ", first.array.shape_text(),
                                 " (chains are elementwise: every input has the same shape)"));
    if (o.n != 0 && o.n != first.array.count())
      throw UsageError(str_cat("--n ", o.n, " but the input files hold ", first.array.count(), " elements (drop --n)"));
    n = first.array.count();
  }
  if (n == 0 || n >= (uint64_t{1} << 32)) {
    std::cerr << "morph run: --n must be in [1, 2^32 - 1], got " << n << " (or give --input NAME=PATH.npy)\n";
    return 2;
  }
  const ir::Type dt = o.dtype == "f16" ? ir::Type::F16 : o.dtype == "bf16" ? ir::Type::BF16 : ir::Type::F32;
  const uint64_t seed = o.seed ? *o.seed : ((uint64_t{std::random_device{}()} << 32) | std::random_device{}());

  std::unique_ptr<rt::Device> backend_dev = rt::open_device(o.backend);
  fusion::CountingDevice dev(*backend_dev);
  const bool is_oracle = dev.backend() == "oracle";

  // Inputs: seeded values with specials, stored in the dtype; the host keeps the stored values.
  std::vector<rt::Tensor> in;
  std::vector<std::vector<float>> host;
  for (size_t k = 0; k < pc.inputs.size(); ++k) {
    std::vector<float> v;
    if (files.empty()) {
      v = fusion::random_with_specials(seed + k, n);
      fusion::round_to_storage(v, dt);
    } else {
      v = input_values(files.at(pc.inputs[k]), dt);
    }
    rt::Tensor t = rt::Tensor::empty(dev, dt, {n});
    t.upload(v);
    in.push_back(std::move(t));
    host.push_back(std::move(v));
  }
  rt::Tensor out = rt::Tensor::empty(dev, dt, {n});
  Timed fused = fused_on(dev, pc.chain, in, out, !is_oracle);
  std::vector<float> got = out.download_f32();
  if (!o.io.output.empty()) {
    std::vector<unsigned char> raw(out.bytes());
    out.download_raw(raw.data(), raw.size());
    std::vector<size_t> shape = files.empty() ? std::vector<size_t>{n} : files.at(pc.inputs[0]).array.shape;
    write_output(o.io.output, dt, shape, raw.data(), raw.size());
  }

  // Naive path on the same backend.
  rt::Tensor naive_out = rt::Tensor::empty(dev, dt, {n});
  std::vector<const rt::Tensor*> ptrs;
  for (const auto& t : in) ptrs.push_back(&t);
  dev.reset();
  auto t0 = Clock::now();
  fusion::run_naive(dev, pc.chain, ptrs, naive_out);
  dev.synchronize();
  double naive_us = us_since(t0);
  uint64_t naive_launches = dev.launches();
  std::vector<float> naive = naive_out.download_f32();

  // The oracle's fused result (the definition), when the backend is not the oracle itself.
  std::vector<float> oracle = got;
  if (!is_oracle) {
    auto od = rt::make_oracle_device();
    fusion::CountingDevice ocd(*od);
    std::vector<rt::Tensor> oin;
    for (size_t k = 0; k < host.size(); ++k) {
      rt::Tensor t = rt::Tensor::empty(ocd, dt, {n});
      t.upload(host[k]);
      oin.push_back(std::move(t));
    }
    rt::Tensor oout = rt::Tensor::empty(ocd, dt, {n});
    fused_on(ocd, pc.chain, oin, oout, false);
    oracle = oout.download_f32();
  }

  // Plain C++ reference.
  t0 = Clock::now();
  std::vector<float> ref = fusion::reference_chain(pc.chain, host, 1, n);
  fusion::round_to_storage(ref, dt);
  double ref_us = us_since(t0);

  uint64_t bad = 0, bad_oracle = 0, bad_naive = 0, bad_ref = 0, finite_nonzero = 0;
  nlohmann::json examples = nlohmann::json::array();
  for (uint64_t i = 0; i < n; ++i) {
    finite_nonzero += std::isfinite(got[i]) && got[i] != 0.0f;
    bool eo = same_float(got[i], oracle[i]), en = same_float(got[i], naive[i]), er = same_float(got[i], ref[i]);
    bad_oracle += !eo;
    bad_naive += !en;
    bad_ref += !er;
    if (eo && en && er) continue;
    if (++bad <= 8) {
      nlohmann::json ins = nlohmann::json::array();
      for (const auto& h : host) ins.push_back(hex64(bits_of(h[i])).substr(8));
      examples.push_back({{"index", i}, {"inputs", ins}, {"fused", hex64(bits_of(got[i])).substr(8)},
                          {"oracle", hex64(bits_of(oracle[i])).substr(8)},
                          {"naive", hex64(bits_of(naive[i])).substr(8)},
                          {"reference", hex64(bits_of(ref[i])).substr(8)}});
    }
  }

  nlohmann::json j = {{"expression", o.expr},
                      {"backend", dev.backend()},
                      {"device", dev.name()},
                      {"dtype", o.dtype},
                      {"elements", n},
                      {"seed", seed},
                      {"inputs", pc.inputs},
                      {"naive_launches", naive_launches},
                      {"fused_launches", fused.launches},
                      {"time_us", fused.time_us},
                      {"compile_us", fused.compile_us},
                      {"naive_time_us", naive_us},
                      {"reference_time_us", ref_us},
                      {"mismatches", bad},
                      {"mismatches_vs_oracle", bad_oracle},
                      {"mismatches_vs_naive", bad_naive},
                      {"mismatches_vs_reference", bad_ref},
                      {"finite_nonzero_fraction", static_cast<double>(finite_nonzero) / static_cast<double>(n)},
                      {"examples", examples}};
  if (!o.io.output.empty()) j["output"] = o.io.output;
  if (!files.empty()) j.erase("seed");
  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "expression   " << o.expr << "\n"
              << "backend      " << dev.backend() << " (" << dev.name() << ")\n"
              << "elements     " << n << " " << o.dtype << ", "
              << (files.empty() ? str_cat("seed ", seed) : std::string("inputs from .npy files")) << "\n"
              << "launches     fused " << fused.launches << ", naive " << naive_launches << "\n"
              << "time         fused " << fused.time_us << " us (compile " << fused.compile_us << " us), naive "
              << naive_us << " us\n"
              << "mismatches   " << bad << " (vs oracle " << bad_oracle << ", vs naive " << bad_naive
              << ", vs plain C++ " << bad_ref << ")\n"
              << "finite       " << 100.0 * static_cast<double>(finite_nonzero) / static_cast<double>(n)
              << "% of outputs finite and non-zero\n";
    if (!o.io.output.empty()) std::cout << "output       " << o.io.output << "\n";
    for (const auto& e : examples) std::cout << "  " << e.dump() << "\n";
  }
  return bad == 0 ? 0 : 1;
}

}  // namespace

void register_run(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("run", "Run an expression fused and naive on a backend (random inputs, or .npy files with --input) and compare "
      "bitwise with the oracle and plain C++; --output writes the result");
  auto o = std::make_shared<RunOpts>();
  cmd->add_option("expr", o->expr, "Expression, e.g. \"silu(a*w+b)\" (names are input tensors)")->required();
  cmd->add_option("--n", o->n, "Elements per input (chains; reductions and norms take --shape ROWS,COLS)");
  cmd->add_option("--dtype", o->dtype, "Storage type of inputs and output (math is f32)")
      ->check(CLI::IsMember({"f32", "f16", "bf16"}));
  cmd->add_option("--backend", o->backend, "Device spec: oracle, cpu, cuda[:N], opencl[:N]");
  cmd->add_option_function<uint64_t>("--seed", [o](const uint64_t& s) { o->seed = s; },
                                     "Random seed (default: from std::random_device; printed)");
  cmd->add_flag("--json", o->json, "Print JSON (mismatches, elements, backend, time_us, …)");
  auto g = std::make_shared<GraphCliOpts>();  // --shape: the graph path (reductions, norms, DAGs)
  add_graph_options(cmd, *g);
  add_npy_options(cmd, o->io);
  cmd->callback([o, g, exit_code] {
    *exit_code = g->active() ? graph_run(o->expr, o->dtype, o->backend, o->seed, o->json, *g, o->io) : run_run(*o);
  });
}

}  // namespace morph::cli
