// `morph tune [CASE...|--all] [--backend B] [--shapes RxC,...] [--json]`: runs the autotuner
// (morph/tune) on every tunable family — row fences (the norm and softmax cases of `morph table`),
// elementwise MapSchedules (its swiglu, silu_affine and chain7 cases), attention (decode at
// Llama-3-8B's shape) and the quantized matvec (its q4_K and q8_0 ffn_down cases) — and prints, per case, the winning
// schedule, its time and its gain over the default schedule. Winners are cached on disk ($XDG_CACHE_HOME/morph/tune); a
// second run reports them from the cache after validating them; `morph run`/`morph table` use them with
// MORPH_AUTOTUNE=1. Every candidate is checked bitwise against the default on a probe first.
//   morph tune --all --backend cuda
//   morph tune softmax_vocab --shapes 8x151936,8x151930 --json
//   morph tune matvec                       # every matvec case (matvec_q4_K_down, matvec_q8_0_down)
#include <cstring>
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/quant/quantize.h"
#include "morph/quant/types.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/attention_tunable.h"
#include "morph/tune/autotune.h"
#include "morph/tune/map_tunable.h"
#include "morph/tune/matvec_tunable.h"
#include "morph/tune/plan_tunable.h"
#include "morph/tune/row_tunable.h"
#include "tools/morph/commands.h"
#include "tools/morph/graph_cli.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {
namespace {

enum class Family { Fence, Map, Attention, Matvec };

struct TuneCase {
  const char* name;
  Family family;
  const char* expr;     // Fence/Map: the expression; Attention: unused; Matvec: the ggml type
  uint64_t rows, cols;  // Fence/Map: [rows, cols]; Attention: rows = batch, cols = context length;
                        // Matvec: W is [rows, cols = k]
  const char* vec;
};

// The cases of `morph table` (same expressions and model shapes) by family.
const TuneCase kTuneCases[] = {
    {"gated_norm_1tok", Family::Fence, "rms_norm(x, eps=1e-6)*w*silu(g)", 32, 128, "w"},
    {"gated_norm_4096tok", Family::Fence, "rms_norm(x, eps=1e-6)*w*silu(g)", 131072, 128, "w"},
    {"add_rms_norm", Family::Fence, "rms_norm(x+r, eps=1e-5)*w", 4, 4096, "w"},
    {"softmax_vocab", Family::Fence, "softmax(x)", 4, 151936, ""},
    {"swiglu_1tok", Family::Map, "silu(gate)*up", 1, 14336, ""},
    {"swiglu_512tok", Family::Map, "silu(gate)*up", 512, 14336, ""},
    {"silu_affine", Family::Map, "silu(a*w+b)", 512, 14336, "w,b"},
    {"chain7", Family::Map, "relu(tanh(exp(-x)*2+y)*0.5)", 512, 4096, ""},
    {"attn_decode_8k", Family::Attention, "", 1, 8192, ""},
    {"matvec_q4_K_down", Family::Matvec, "q4_K", 4096, 14336, ""},
    {"matvec_q8_0_down", Family::Matvec, "q8_0", 4096, 14336, ""},
};

const char* family_name(Family f) {
  switch (f) {
    case Family::Fence: return "fence";
    case Family::Map: return "map";
    case Family::Attention: return "attention";
    case Family::Matvec: return "matvec";
  }
  return "";
}

struct TuneOpts {
  std::vector<std::string> cases;
  bool all = false, json = false;
  std::string backend, shapes;
};

std::vector<std::pair<uint64_t, uint64_t>> parse_shapes(const std::string& s) {
  std::vector<std::pair<uint64_t, uint64_t>> out;
  if (!s.empty() && (s.front() == ',' || s.back() == ',' || s.find(",,") != std::string::npos))
    throw UsageError("--shapes '" + s + "': an empty item between commas (ROWSxCOLS[,ROWSxCOLS...])");
  std::istringstream is(s);
  std::string item;
  while (std::getline(is, item, ',')) {
    size_t x = item.find('x');
    try {
      if (x == std::string::npos) throw std::invalid_argument("no x");
      size_t used = 0;
      uint64_t r = std::stoull(item.substr(0, x), &used);
      if (used != x) throw std::invalid_argument("rows");
      uint64_t c = std::stoull(item.substr(x + 1), &used);
      if (used != item.size() - x - 1 || r == 0 || c == 0 || c > (uint64_t{1} << 24) || r > (uint64_t{1} << 24))
        throw std::invalid_argument("cols");
      if (r * c >= (uint64_t{1} << 32)) throw std::length_error("elements");
      out.push_back({r, c});
    } catch (const std::exception&) {
      throw UsageError("--shapes: '" + item +
                       "' is not ROWSxCOLS with 1 <= rows, cols <= 2^24 and rows·cols < 2^32 (e.g. 4x4096)");
    }
  }
  if (out.empty()) throw UsageError("--shapes: give ROWSxCOLS[,ROWSxCOLS...]");
  return out;
}

std::vector<float> uniform(std::mt19937_64& rng, size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> u(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = u(rng);
  return v;
}

/// Decode attention at Llama-3-8B's heads (Hq 32, Hkv 8, D 128, f16 KV): batch `batch`, one
/// query token, context `ctx`.
tune::Tunable attention_case(rt::Device& dev, uint64_t batch, uint64_t ctx, uint64_t seed) {
  ops::AttnConfig cfg{.n_q_heads = 32, .n_kv_heads = 8, .head_dim = 128, .kv_type = ir::Type::F16};
  auto make = [&](uint64_t b, uint64_t L, uint64_t s) {
    std::mt19937_64 rng(s);
    tune::AttnInputs in;
    in.q = rt::Tensor::empty(dev, ir::Type::F32, {b, 1, cfg.n_q_heads, cfg.head_dim});
    in.q.upload(uniform(rng, b * cfg.n_q_heads * cfg.head_dim, -1.0f, 1.0f));
    for (rt::Tensor* t : {&in.k, &in.v}) {
      std::vector<float> f = uniform(rng, b * L * cfg.n_kv_heads * cfg.head_dim, -2.0f, 2.0f);
      std::vector<uint16_t> h(f.size());
      for (size_t i = 0; i < f.size(); ++i) h[i] = f32_to_f16(f[i]);
      *t = rt::Tensor::empty(dev, ir::Type::F16, {b, L, cfg.n_kv_heads, cfg.head_dim});
      t->upload_raw(h.data(), h.size() * 2);
    }
    in.ctx_len.assign(b, static_cast<int32_t>(L));
    return in;
  };
  return tune::attention_tunable(cfg, make(batch, ctx, seed), make(batch, ctx, seed + 1));
}

/// y = W·x at `table`'s matvec shape: W [rows, k] of N(0, 0.02) weights (1/256 of them x10,
/// as `morph table` draws them) quantized by Morph's reference quantizer to `type`, one f32
/// column of N(0, 1).
tune::Tunable matvec_case(const std::string& type, uint64_t rows, uint64_t k, uint64_t seed) {
  quant::GgmlType t = quant::parse_type(type);
  std::mt19937_64 rng(seed);
  std::normal_distribution<float> g(0.0f, 0.02f);
  std::vector<float> wf(rows * k);
  for (float& v : wf) v = (rng() & 255) == 0 ? 10.0f * g(rng) : g(rng);
  std::vector<uint8_t> wq = quant::quantize(t, wf.data(), static_cast<uint32_t>(rows), static_cast<uint32_t>(k));
  tune::MatvecInputs in;
  in.w = quant::repack_weights(t, wq.data(), static_cast<uint32_t>(rows), static_cast<uint32_t>(k));
  std::normal_distribution<float> gx(0.0f, 1.0f);
  in.x.resize(k * 4);
  for (uint64_t j = 0; j < k; ++j) {
    const float v = gx(rng);
    std::memcpy(in.x.data() + 4 * j, &v, 4);
  }
  tune::MatvecInputs probe = tune::matvec_probe_inputs(in.w, in.xt, in.ncols);
  return tune::matvec_tunable(std::move(in), std::move(probe));
}

int run_tune(const TuneOpts& o) {
  std::vector<const TuneCase*> cases;
  for (const std::string& n : o.cases) {
    const TuneCase* f = nullptr;
    for (const TuneCase& c : kTuneCases)
      if (n == c.name) f = &c;
    if (n == "matvec") {  // every matvec case
      for (const TuneCase& c : kTuneCases)
        if (c.family == Family::Matvec) cases.push_back(&c);
      continue;
    }
    if (!f) {
      std::string names;
      for (const TuneCase& c : kTuneCases) names += std::string(" ") + c.name;
      throw UsageError("morph tune: unknown case '" + n + "'; the cases are" + names +
                       " (and matvec, naming every matvec case)");
    }
    cases.push_back(f);
  }
  {
    std::set<const TuneCase*> seen;
    for (const TuneCase* c : cases)
      if (!seen.insert(c).second)
        throw UsageError(str_cat("morph tune: case ", c->name, " is given twice (\"matvec\" names every matvec case)"));
  }
  if (o.all && !cases.empty())  // [CASE...|--all]: both would tune the named cases twice
    throw UsageError(
        str_cat("morph tune: --all names every case; give it or case names (", cases.front()->name, "), not both"));
  if (cases.empty())
    for (const TuneCase& c : kTuneCases) cases.push_back(&c);
  const std::vector<std::pair<uint64_t, uint64_t>> shapes_opt =
      o.shapes.empty() ? decltype(shapes_opt){} : parse_shapes(o.shapes);
  // A matvec row is whole blocks of its type: checked for every case before any is tuned.
  for (const TuneCase* c : cases)
    if (c->family == Family::Matvec)
      for (auto [rows, cols] : shapes_opt) {
        const quant::TypeInfo& ti = quant::type_info(quant::parse_type(c->expr));
        if (cols % ti.block != 0)
          throw UsageError(str_cat("--shapes ", rows, "x", cols, ": case ", c->name, " (", ti.name,
                                   ") needs COLS a multiple of its block of ", ti.block, " elements"));
      }
  std::string spec = o.backend;
  if (spec.empty()) {  // the first GPU/OpenCL/Vulkan device found, else the oracle
    spec = "oracle";
    for (const rt::DeviceInfo& d : rt::list_devices())
      if (d.backend != "oracle" && d.backend != "cpu") {
        spec = d.spec;
        break;
      }
  }
  std::unique_ptr<rt::Device> dev = rt::open_device(spec);
  const bool slow = dev->backend() == "oracle";
  // Each case's shapes (--shapes, else its model shape) and the shape it runs at: the oracle
  // interprets, so there rows are capped (it only proves the path works) — attention's context
  // to 512, a matvec to 8 rows of 1024 (~100 IR ops per weight), the rest to 4 rows (1 past 8192
  // columns).
  auto shapes_of = [&](const TuneCase* c) {
    return shapes_opt.empty() ? std::vector<std::pair<uint64_t, uint64_t>>{{c->rows, c->cols}} : shapes_opt;
  };
  auto as_run = [&](const TuneCase* c, uint64_t rows, uint64_t cols) -> std::pair<uint64_t, uint64_t> {
    if (!slow) return {rows, cols};
    if (c->family == Family::Attention) return {rows, std::min<uint64_t>(cols, 512)};
    if (c->family == Family::Matvec) return {std::min<uint64_t>(rows, 8), std::min<uint64_t>(cols, 1024)};
    return {std::min<uint64_t>(rows, cols > 8192 ? 1 : 4), cols};
  };
  // Host memory each case's inputs take at its shape (as `run` and `table` check theirs): refused
  // before anything is tuned rather than killed by the out-of-memory killer midway. Attention:
  // K and V of batch x ctx x 8 kv heads x 128 dims drawn as f32, converted to f16 and uploaded,
  // twice (timing and probe inputs; host-backed devices hold the uploads in host memory too);
  // matvec: the f32 weights, their quantized and repacked copies; the rest: inputs and outputs.
  if (const double have = host_memory_bytes(); have > 0)
    for (const TuneCase* c : cases)
      for (auto [rows, cols] : shapes_of(c)) {
        const auto [r, n] = as_run(c, rows, cols);
        const double elems = double(r) * double(n);
        const bool attn = c->family == Family::Attention, mv = c->family == Family::Matvec;
        const double need = attn ? 14.0 * elems * 8 * 128 : mv ? 8.0 * elems : 4.0 * 8 * elems;
        const char* what = attn ? "the f16 K and V caches with their f32 draws, twice"
                           : mv ? "the f32 weights and their quantized copies"
                                : "the f32 inputs and outputs";
        if (need > have)
          throw UsageError(str_cat("--shapes ", rows, "x", cols, ": case ", c->name, " needs about ", fmt_gib(need),
                                   " GiB of host memory (", what, "); this machine has ", fmt_gib(have), " GiB"));
      }
  // The oracle interprets: one timed run per candidate, few rows (it only proves the path works).
  tune::TuneOptions topts;
  if (slow) topts = {0, 1};
  tune::Tuner tuner({}, topts);
  const uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  if (!o.json)
    std::cout << "morph tune on " << dev->name() << " (" << dev->backend() << "), cache "
              << (tuner.cache().enabled() ? tuner.cache().dir() : "off (" + tuner.cache().disabled_reason() + ")")
              << ", seed " << seed << "\n"
              << std::left << std::setw(20) << "case" << std::setw(10) << "family" << std::setw(14) << "shape"
              << std::setw(18) << "class" << std::setw(10) << "winner" << std::right << std::setw(13) << "default us"
              << std::setw(12) << "winner us" << std::setw(8) << "gain"
              << "  source\n";
  nlohmann::json out = nlohmann::json::array();
  uint64_t k = 0;
  bool device_clock = true, any_timed = false;
  for (const TuneCase* c : cases) {
    for (auto [asked_rows, asked_cols] : shapes_of(c)) {
      const auto [rows, cols] = as_run(c, asked_rows, asked_cols);
      tune::Tunable t;
      tune::ShapeClass sc;
      if (c->family == Family::Attention) {
        t = attention_case(*dev, rows, cols, seed + k++);
        sc = tune::shape_class(rows, cols);
      } else if (c->family == Family::Matvec) {
        t = matvec_case(c->expr, rows, cols, seed + k++);
        sc = tune::shape_class(rows, cols);
      } else {
        std::set<std::string> vecs;
        std::istringstream vs(c->vec);
        for (std::string v; std::getline(vs, v, ',');)
          if (!v.empty()) vecs.insert(v);
        expr::GraphExpr ge =
            expr::lower_to_graph(expr::parse_expression(c->expr), c->expr, {static_cast<uint32_t>(cols), vecs});
        auto timing = tune::bind_inputs(*dev, ge.graph, rows, seed + k++);
        auto probe = tune::bind_inputs(*dev, ge.graph, std::min<uint64_t>(rows, 3), seed + k++);
        t = c->family == Family::Fence ? tune::row_fence_tunable(ge.graph, std::move(timing), std::move(probe))
                                       : tune::map_tunable(ge.graph, std::move(timing), std::move(probe));
        sc = tune::graph_shape_class(ge.graph, rows);
      }
      tune::TuneResult r = tuner.tune(*dev, t, sc);
      if (!r.median_us.empty()) device_clock &= r.device_clock;
      const std::string source = r.from_cache      ? "cache (validated)"
                                 : r.cache_rebuilt ? "tuned (entry rebuilt)"
                                                   : "tuned";
      // A cache hit times nothing (the entry holds the winner, not times): n/a, JSON null.
      const bool timed = !r.median_us.empty();
      any_timed |= timed;
      nlohmann::json d_us = timed ? nlohmann::json(r.median_us[0]) : nlohmann::json(nullptr);
      nlohmann::json w_us = timed ? nlohmann::json(r.median_us[r.winner]) : nlohmann::json(nullptr);
      const std::string shape = std::to_string(rows) + "x" + std::to_string(cols);
      out.push_back({{"case", c->name},
                     {"family", family_name(c->family)},
                     {"expression", c->expr},
                     {"shape", {rows, cols}},
                     {"class", sc.str()},
                     {"backend", dev->backend()},
                     {"device", dev->name()},
                     {"fingerprint", tune::device_fingerprint(*dev)},
                     {"winner", r.winner_name},
                     {"default_us", d_us},
                     {"winner_us", w_us},
                     {"gain", timed ? nlohmann::json(r.gain()) : nlohmann::json(nullptr)},
                     {"device_clock", r.device_clock},
                     {"from_cache", r.from_cache},
                     {"cache_rebuilt", r.cache_rebuilt},
                     {"candidates", t.candidates},
                     {"median_us", r.median_us},
                     {"refused", r.refused}});
      if (o.json) continue;
      std::ostringstream g, dt, wt;
      if (timed) {
        g << std::fixed << std::setprecision(2) << r.gain() << "x";
        dt << std::fixed << std::setprecision(1) << r.median_us[0];
        wt << std::fixed << std::setprecision(1) << r.median_us[r.winner];
      } else {
        g << "n/a", dt << "n/a", wt << "n/a";
      }
      std::cout << std::left << std::setw(20) << c->name << std::setw(10) << family_name(c->family) << std::setw(14)
                << shape << std::setw(18) << sc.str() << std::setw(10) << r.winner_name << std::right << std::setw(13)
                << dt.str() << std::setw(12) << wt.str() << std::setw(8) << g.str() << "  " << source << "\n";
      for (size_t i = 0; i < r.refused.size(); ++i)
        if (!r.refused[i].empty())
          std::cout << "  candidate " << t.candidates[i] << " not timed: " << printable(r.refused[i]) << "\n";
    }
  }
  if (o.json)
    std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  else
    std::cout << "\nEvery candidate was checked bitwise against the default schedule on a probe before timing;\n"
              << (!any_timed     ? "times: none this run (every winner came from the cache, which keeps no times)"
                  : device_clock ? "times: median of the timed runs (device clock)"
                                 : "times: median of the timed runs (wall time around launch + synchronize)")
              << ". Use the winners at run time with MORPH_AUTOTUNE=1 (docs/tune.md).\n";
  return 0;
}

}  // namespace

void register_tune(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("tune",
                                 "Autotune row fences, elementwise schedules, attention and matvec on the cases of "
                                 "`morph table`; print the winners with their gain over the default schedule "
                                 "(cached on disk)");
  auto o = std::make_shared<TuneOpts>();
  cmd->add_option("cases", o->cases,
                  "Cases to tune (fence: gated_norm_1tok, gated_norm_4096tok, add_rms_norm, "
                  "softmax_vocab; map: swiglu_1tok, swiglu_512tok, silu_affine, chain7; attention: "
                  "attn_decode_8k; matvec: matvec_q4_K_down, matvec_q8_0_down, or `matvec` for both)");
  cmd->add_flag("--all", o->all, "Tune every case (the default when no case is named)");
  cmd->add_option("--backend", o->backend,
                  "Device spec (oracle, cpu, opencl[:N], cuda[:N], vulkan[:N]); default: the "
                  "first GPU/OpenCL/Vulkan device found, else the oracle")
      ->check(device_spec_check());
  cmd->add_option("--shapes", o->shapes,
                  "Comma-separated ROWSxCOLS shapes replacing each case's model shape "
                  "(attention: BATCHxCONTEXT; matvec: ROWSxK, K a multiple of the type's block)")
      ->check(non_empty_check());
  cmd->add_flag("--json", o->json,
                "Print a JSON array (case, family, shape, class, winner, default_us, winner_us, gain, ...)");
  cmd->callback([o, exit_code] { *exit_code = run_tune(*o); });
}

}  // namespace morph::cli
