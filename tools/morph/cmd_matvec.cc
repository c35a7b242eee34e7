// `morph matvec FILE.gguf TENSOR [--input x.npy] [--output y.npy] [--backend B] [--json]`:
// y = W·x with W a 2-D tensor of a GGUF file (any ggml type with float dequantization) on one
// backend, through Morph's one matvec kernel (morph/quant/matvec.h). x: a .npy of shape (k,)
// or (n, k), n = 1..8 ("<f4" f32, "<f2" f16, "<u2" bf16 bits); without --input, x ~ N(0, 1)
// from --seed. Reports the warm kernel time, the bitwise mismatches against the plain C++
// reference (ggml's dequantization, the canonical tree; must be 0, else exit 1) and the
// largest |y - y64| / sum|w·x| where y64 is a float64 dot of the dequantized weights.
// --q8_1 runs the q8_1-activation variant instead (morph/quant/matvec_q8_1.h: x quantized to
// ggml's Q8_1, integer dot products, the dp4a island): compared bitwise with its own plain C++
// definition (matvec_q8_1_host); its error vs float64 is that of 8-bit x (up to ~6e-3 of sum|w·x| per row, mean ~4e-4).
#include <cmath>
#include <cstring>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"
#include "morph/io/npy.h"
#include "morph/quant/dequant.h"
#include "morph/quant/gguf.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/quantize.h"
#include "morph/runtime/registry.h"
#include "tools/morph/commands.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {

namespace {

struct MatvecOpts {
  std::string file, tensor, input, output, backend = "oracle";
  std::optional<uint64_t> seed;
  int reps = 5;
  bool json = false, q8_1 = false;
};

int run_matvec(const MatvecOpts& o) {
  if (o.seed && !o.input.empty())
    throw UsageError("--seed with --input: x comes from the .npy file, nothing is random (drop --seed)");
  if (!o.output.empty()) {
    std::vector<std::string> inputs{o.file};
    if (!o.input.empty()) inputs.push_back(o.input);
    check_output_path(o.output, "--output", inputs);
  }
  require_regular_file(o.file);
  quant::GgufFile f = quant::GgufFile::open(o.file);
  const quant::GgufTensor* t = f.find_tensor(o.tensor);
  if (!t) {
    std::string names;
    for (size_t i = 0; i < f.tensors().size() && i < 10; ++i) names += " " + printable(f.tensors()[i].name);
    throw UsageError(str_cat(o.file, ": no tensor '", printable(o.tensor), "' (", f.tensors().size(), " tensors:",
                             names, f.tensors().size() > 10 ? " ...)" : ")", "; `morph gguf info FILE` lists them"));
  }
  if (t->ne.size() < 2 || (t->ne.size() > 2 && !(t->ne.size() == 3 && t->ne[2] == 1) &&
                           !(t->ne.size() == 4 && t->ne[2] == 1 && t->ne[3] == 1)))
    throw UsageError(str_cat("tensor '", printable(t->name), "' has shape ", t->shape_text(),
                             "; matvec needs a 2-D tensor [rows, k]",
                             t->ne.size() < 2 ? " (a 1-D tensor such as a norm's weight is a vector)" : ""));
  if (!quant::type_info(t->type).dequant)
    throw UsageError(str_cat("tensor '", printable(t->name), "' is ", quant::type_name(t->type),
                             ": matvec takes f32, f16, bf16 and the ggml quant types, not integer or f64 tensors"));
  const uint64_t k = t->ne[0], rows = t->ne.size() > 1 ? t->ne[1] : 1;
  if (k == 0 || rows == 0)
    throw UsageError(str_cat("tensor '", printable(t->name), "' has shape ", t->shape_text(),
                             ": no elements; matvec needs k >= 1 columns and rows >= 1"));
  if (k > UINT32_MAX || rows > UINT32_MAX)
    throw UsageError(str_cat("tensor '", printable(t->name), "' has shape ", t->shape_text(), ": ", rows, " rows x ", k,
                             " columns; matvec takes at most ", uint64_t{UINT32_MAX}, " of each (32-bit indices)"));
  if (o.q8_1 && !quant::matvec_q8_1_supported(t->type))
    throw UsageError(str_cat("--q8_1: tensor '", printable(t->name), "' is ", quant::type_name(t->type),
                             "; the q8_1 matvec covers q8_0 q4_0 q4_1 q5_0 q5_1 q2_K q3_K q4_K q5_K q6_K iq4_nl "
                             "iq4_xs mxfp4 nvfp4 q1_0 q2_0"));

  std::vector<uint8_t> x;
  quant::XType xt = quant::XType::F32;
  uint32_t ncols = 1;
  size_t x_rank = 1;  // of --input (random x: 1)
  uint64_t seed = 0;
  if (!o.input.empty()) {
    io::NpyArray a;
    try {
      a = io::read_npy(o.input);
    } catch (const UserError& e) {
      throw UsageError(str_cat("--input ", o.input, ": ", e.what()));
    }
    if (a.shape.empty() || a.shape.size() > 2 || a.shape.back() != k)
      throw UsageError(str_cat("--input ", o.input, ": shape ", a.shape_text(), " but tensor '", printable(t->name),
                               "' needs (", k, ",) or (n, ", k, ") with n = 1..8"));
    ncols = a.shape.size() == 2 ? static_cast<uint32_t>(a.shape[0]) : 1;
    x_rank = a.shape.size();
    if (ncols < 1 || ncols > 8)
      throw UsageError(str_cat("--input ", o.input, ": ", ncols, " columns (1..8 supported)"));
    xt = a.dtype == io::NpyDtype::F32   ? quant::XType::F32
         : a.dtype == io::NpyDtype::F16 ? quant::XType::F16
                                        : quant::XType::BF16;
    x = a.data;
  } else {
    seed = o.seed ? *o.seed : std::random_device{}();
    std::mt19937_64 rng(seed);
    std::normal_distribution<float> g(0.0f, 1.0f);
    x.resize(k * 4);
    for (uint64_t j = 0; j < k; ++j) {
      float v = g(rng);
      std::memcpy(x.data() + 4 * j, &v, 4);
    }
  }

  std::unique_ptr<rt::Device> dev = rt::open_device(o.backend);
  quant::MatvecWeights w =
      quant::repack_weights(t->type, f.data(*t), static_cast<uint32_t>(rows), static_cast<uint32_t>(k));
  double secs = 0;
  std::vector<float> xf = quant::x_to_f32(x, xt);
  std::vector<float> y, ref;
  if (o.q8_1) {  // x (f16/bf16 converted exactly) quantized to Q8_1 on the device, then the matvec
    y = quant::matvec_q8_1_run(*dev, w, xf, ncols, {}, &secs, o.reps);
    ref = quant::matvec_q8_1_host(t->type, f.data(*t), static_cast<uint32_t>(rows), static_cast<uint32_t>(k),
                                  quant::quantize(quant::GgmlType::Q8_1, xf.data(), ncols, k), ncols);
  } else {
    y = quant::matvec_run(*dev, w, x, xt, ncols, &secs, o.reps);
    ref = quant::matvec_host(t->type, f.data(*t), static_cast<uint32_t>(rows), static_cast<uint32_t>(k), x, xt, ncols);
  }
  // float64 dot of the dequantized weights, and the scale sum |w x| for a relative error.
  const size_t rb = quant::row_bytes(t->type, k);
  std::vector<float> wrow(k);
  double max_rel = 0, max_abs = 0;
  size_t mismatches = 0, nonfinite = 0;  // outputs whose error is not a number (y or the dot inf or NaN)
  size_t y_nonfinite = 0;                // of those, the ones where y itself is inf or NaN
  for (uint64_t r = 0; r < rows; ++r) {
    quant::dequantize_into(t->type, f.data(*t) + r * rb, k, wrow.data());
    for (uint32_t c = 0; c < ncols; ++c) {
      double dot = 0, mag = 0;
      for (uint64_t j = 0; j < k; ++j) {
        double p = static_cast<double>(wrow[j]) * xf[c * k + j];
        dot += p;
        mag += std::fabs(p);
      }
      size_t i = c * rows + r;
      if (!same_float(y[i], ref[i])) ++mismatches;
      double err = std::fabs(static_cast<double>(y[i]) - dot);
      if (!std::isfinite(err) && !(std::isinf(dot) && y[i] == dot)) {  // std::max would drop a NaN
        ++nonfinite;
        y_nonfinite += !std::isfinite(y[i]);
        continue;
      }
      if (!std::isfinite(err)) continue;  // y and the dot the same infinity
      max_abs = std::max(max_abs, err);
      if (mag > 0) max_rel = std::max(max_rel, err / mag);
    }
  }
  const double bytes = static_cast<double>(t->bytes) + static_cast<double>(x.size()) + 4.0 * rows * ncols;
  if (!o.output.empty()) {
    // y keeps x's rank: (k,) -> (rows,), (n, k) -> (n, rows), n = 1 included.
    std::vector<size_t> shape = x_rank == 1 ? std::vector<size_t>{rows} : std::vector<size_t>{ncols, rows};
    io::write_npy(o.output, io::NpyArray::f32(shape, y));
  }
  // With no output comparable to the float64 dot there is no error to report (null / n/a), not 0.
  const bool all_nonfinite = nonfinite == uint64_t{rows} * ncols;
  if (o.json) {
    nlohmann::json j = {{"file", o.file},
                        {"tensor", t->name},
                        {"type", quant::type_name(t->type)},
                        {"rows", rows},
                        {"k", k},
                        {"columns", ncols},
                        {"x_dtype", quant::xtype_name(xt)},
                        {"variant", o.q8_1 ? "q8_1" : "f32"},
                        {"backend", dev->backend()},
                        {"device", dev->name()},
                        {"time_us", secs * 1e6},
                        {"gb_per_s", bytes / secs / 1e9},
                        {"mismatches_vs_cpp", mismatches},
                        {"max_abs_err_vs_f64", all_nonfinite ? nlohmann::json() : nlohmann::json(max_abs)},
                        {"max_rel_err_vs_f64", all_nonfinite ? nlohmann::json() : nlohmann::json(max_rel)},
                        {"outputs_not_finite_vs_f64", nonfinite}};
    if (o.input.empty()) j["seed"] = seed;
    if (!o.output.empty()) j["output"] = o.output;
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  } else {
    std::cout << "matvec " << printable(t->name) << " (" << quant::type_name(t->type) << ", " << rows << " x " << k
              << ") · x (" << quant::xtype_name(xt) << ", " << ncols << (ncols == 1 ? " column" : " columns") << ")"
              << (o.input.empty() ? str_cat(", x ~ N(0,1) seed ", seed) : "") << "\n"
              << (o.q8_1 ? "  q8_1 activations: x quantized to ggml's Q8_1, integer dot products (dp4a island); "
                           "error vs float64 that of 8-bit x (up to ~6e-3 of sum|w*x| per row, mean ~4e-4)\n"
                         : "")
              << "  backend " << dev->backend() << " (" << dev->name() << "): " << secs * 1e6 << " us warm, "
              << bytes / secs / 1e9 << " GB/s\n"
              << "  mismatches vs plain C++" << (o.q8_1 ? " q8_1 definition" : "") << " (bitwise): " << mismatches
              << " of " << rows * ncols << "\n"
              << "  max |y - float64 dot| = "
              << (all_nonfinite ? std::string("n/a") : str_cat(max_abs, "  (relative to sum|w*x|: ", max_rel, ")"))
              << (nonfinite ? str_cat(" over the finite outputs; ", nonfinite, " of ", rows * ncols,
                                      " outputs differ from the float64 dot by inf or NaN (y not finite in ",
                                      y_nonfinite, ", the dot alone in ", nonfinite - y_nonfinite, ")")
                            : std::string())
              << "\n";
    if (!o.output.empty()) std::cout << "  wrote " << printable(o.output) << "\n";
  }
  return mismatches == 0 ? 0 : 1;
}

}  // namespace

void register_matvec(CLI::App& app, int* exit_code) {
  auto* o = new MatvecOpts;
  auto* cmd = app.add_subcommand("matvec",
                                 "y = W·x with W a 2-D GGUF tensor (any ggml quant type) on one backend; "
                                 "reports time, bitwise mismatches vs plain C++ and error vs a float64 dot");
  cmd->add_option("FILE", o->file, "The .gguf file")->required();
  cmd->add_option("TENSOR", o->tensor, "Tensor name (`morph gguf info FILE` lists them)")->required();
  cmd->add_option("--input", o->input,
                  "x as .npy: shape (k,) or (n, k), n = 1..8; <f4, <f2, or <u2 (bf16 bits). "
                  "Default: x ~ N(0,1)");
  cmd->add_option("--output", o->output, "Write y as .npy f32: shape (rows,) or (n, rows)")->check(non_empty_check());
  cmd->add_option("--backend", o->backend,
                  "oracle (default), cpu, opencl[:N], vulkan[:N], cuda[:N]: a spec from `morph devices`")
      ->check(device_spec_check());
  cmd->add_option("--seed", o->seed, "Seed of the random x")->check(unsigned_check());
  cmd->add_option("--reps", o->reps, "Timed launches (the best is reported; default 5)")
      ->check(unsigned_check())
      ->check(CLI::Range(1, 100000));
  cmd->add_flag("--json", o->json, "Print one JSON object");
  cmd->add_flag("--q8_1", o->q8_1,
                "The q8_1-activation variant (x quantized to ggml's Q8_1, integer dot products; ggml's mmvq "
                "path): q8_0 q4_0 q4_1 q5_0 q5_1 q2_K q3_K q4_K q5_K q6_K iq4_nl iq4_xs mxfp4 nvfp4 q1_0 q2_0");
  cmd->callback([o, exit_code] { *exit_code = run_matvec(*o); });
}

}  // namespace morph::cli
