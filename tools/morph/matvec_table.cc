#include "tools/morph/matvec_table.h"

#include <algorithm>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/decode.h"
#include "morph/quant/matvec.h"
#include "morph/quant/quantize.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/timing.h"
#include "morph/tune/autotune.h"
#include "tools/morph/op_table.h"

namespace morph::cli {

using quant::GgmlType;

const std::vector<MatvecCase>& matvec_cases() {
  // Llama-3-8B: ffn_down W [4096, 14336] (ne = {14336, 4096}); ffn_up/gate W [14336, 4096].
  static const std::vector<MatvecCase> kCases = [] {
    std::vector<MatvecCase> v = {
        {"matvec_q4_K_down", GgmlType::Q4_K, 4096, 14336, "Llama-3-8B ffn_down, 1 token"},
        {"matvec_q6_K_down", GgmlType::Q6_K, 4096, 14336, "Llama-3-8B ffn_down, 1 token"},
        {"matvec_q8_0_down", GgmlType::Q8_0, 4096, 14336, "Llama-3-8B ffn_down, 1 token"},
        {"matvec_iq4_xs_down", GgmlType::IQ4_XS, 4096, 14336, "Llama-3-8B ffn_down, 1 token"},
        {"matvec_q4_K_up", GgmlType::Q4_K, 14336, 4096, "Llama-3-8B ffn_up, 1 token"},
        {"matvec_q6_K_up", GgmlType::Q6_K, 14336, 4096, "Llama-3-8B ffn_up, 1 token"},
        {"matvec_q8_0_up", GgmlType::Q8_0, 14336, 4096, "Llama-3-8B ffn_up, 1 token"},
        {"matvec_iq4_xs_up", GgmlType::IQ4_XS, 14336, 4096, "Llama-3-8B ffn_up, 1 token"},
    };
    // The cells' own workloads: ffn_down (ggml's perf shape m=4096, k=14336) of every other type.
    for (const quant::TypeInfo& t : quant::all_types()) {
      const std::string name = str_cat("matvec_", t.name, "_down");
      if (!t.dequant || std::any_of(v.begin(), v.end(), [&](const MatvecCase& c) { return c.name == name; })) continue;
      v.push_back({name, t.type, 4096, 14336, "Llama-3-8B ffn_down shape, 1 token, random blocks", true});
    }
    return v;
  }();
  return kCases;
}

namespace {

/// Device time of one launch of W·x under `s` by rt::time_enqueue, the one timing helper (the
/// graph cases and `morph tune` use it too): W, the tables and x uploaded and y allocated first,
/// then only the launch is timed. -1 where the device has no clock.
double matvec_device_us(rt::Device& dev, const quant::MatvecWeights& w, const std::vector<uint8_t>& x,
                        const quant::MatvecSchedule& s) {
  dsl::KernelRef kern = quant::matvec_kernel(w.type, w.k, 1, quant::XType::F32, s);
  const std::vector<uint32_t>& tab = quant::quant_table_words();
  rt::Buffer dw = dev.alloc(w.words.size() * 4), dt = dev.alloc(tab.size() * 4), dx = dev.alloc(x.size()),
             dy = dev.alloc(size_t{w.rows} * 4);
  dev.upload(dw, w.words.data(), w.words.size() * 4);
  dev.upload(dt, tab.data(), tab.size() * 4);
  dev.upload(dx, x.data(), x.size());
  auto launch = [&] { quant::matvec_enqueue(dev, kern, dw, dt, dx, dy, w.rows, s); };
  launch();
  dev.synchronize();
  const rt::Timing t = rt::time_enqueue(dev, launch);
  return t.device_clock ? t.median_us : -1;
}

}  // namespace

bool run_matvec_cases(const std::vector<const MatvecCase*>& cases, std::vector<std::unique_ptr<rt::Device>>& devs,
                      uint64_t seed, uint64_t oracle_max, bool json, const TableColumns& cols, nlohmann::json& rows) {
  bool any_bad = false;
  std::vector<float> wf;  // f32 weights of the current shape
  uint32_t wf_rows = 0, wf_k = 0;
  for (size_t ci = 0; ci < cases.size(); ++ci) {
    const MatvecCase& c = *cases[ci];
    // Seeds by the case's place in matvec_cases(), so a case draws the same W and x whether it
    // runs alone (morph table --jsonl runs one case per call) or with others.
    const size_t at = static_cast<size_t>(&c - matvec_cases().data());
    if (!c.cell_only && (c.rows != wf_rows || c.k != wf_k)) {
      // W ~ N(0, 0.02) with 1/256 of the entries ×10 (outliers, as in ggml's matvec vectors).
      std::mt19937_64 rng(seed + 77 * c.rows + c.k);
      std::normal_distribution<float> g(0.0f, 0.02f);
      wf.resize(size_t{c.rows} * c.k);
      for (float& v : wf) v = (rng() & 255) == 0 ? 10.0f * g(rng) : g(rng);
      wf_rows = c.rows;
      wf_k = c.k;
    }
    std::mt19937_64 rw(seed + 31 * at);
    std::vector<uint8_t> wq =
        c.cell_only ? quant::random_blocks(c.type, c.rows, c.k, rw) : quant::quantize(c.type, wf.data(), c.rows, c.k);
    std::mt19937_64 rx(seed + at);
    std::normal_distribution<float> gx(0.0f, 1.0f);
    std::vector<uint8_t> x(size_t{c.k} * 4);
    for (uint32_t j = 0; j < c.k; ++j) {
      float v = gx(rx);
      std::memcpy(x.data() + 4 * j, &v, 4);
    }
    std::vector<float> ref = quant::matvec_host(c.type, wq.data(), c.rows, c.k, x, quant::XType::F32, 1);
    // The oracle interprets every element's dequantization (~100 IR ops): sampled rows only.
    uint64_t sample = std::clamp<uint64_t>(oracle_max == 0 ? c.rows : oracle_max / (uint64_t{c.k} * 32), 2, c.rows);
    std::vector<uint32_t> idx;
    for (uint64_t s = 0; s < sample; ++s) idx.push_back(static_cast<uint32_t>(s * (c.rows - 1) / (sample - 1)));
    const size_t rb = quant::row_bytes(c.type, c.k);
    std::vector<uint8_t> wsub(rb * idx.size());
    for (size_t s = 0; s < idx.size(); ++s) std::memcpy(wsub.data() + s * rb, wq.data() + size_t{idx[s]} * rb, rb);
    std::vector<float> oracle_y;
    quant::MatvecWeights full = quant::repack_weights(c.type, wq.data(), c.rows, c.k);
    quant::MatvecWeights sub = quant::repack_weights(c.type, wsub.data(), static_cast<uint32_t>(idx.size()), c.k);
    const std::string shape = str_cat(c.rows, "x", c.k);
    const double bytes = static_cast<double>(wq.size()) + x.size() + 4.0 * c.rows;
    for (auto& dev : devs) {
      const bool is_oracle = dev->backend() == "oracle";
      double secs = 0, device_us = -1;
      size_t vs_ref = 0, vs_oracle = 0, compared_oracle = 0;
      std::string xxh64;
      quant::MatvecSchedule sched = quant::default_schedule(c.type, 1, c.k);
      if (is_oracle) {
        oracle_y = quant::matvec_run(*dev, sub, x, quant::XType::F32, 1, &secs, 1);
        for (size_t s = 0; s < idx.size(); ++s) vs_ref += !same_float(oracle_y[s], ref[idx[s]]);
      } else {
        // MORPH_AUTOTUNE=1: the cached `morph tune` winner for this type and shape (re-proven), else the default.
        sched = tune::tuned_matvec_schedule(*dev, full, quant::XType::F32, 1);
        std::vector<float> y = quant::matvec_run(*dev, full, x, quant::XType::F32, 1, sched, &secs, 2);
        device_us = matvec_device_us(*dev, full, x, sched);
        for (uint32_t r = 0; r < c.rows; ++r) vs_ref += !same_float(y[r], ref[r]);
        xxh64 = output_xxh64(y);
        if (!oracle_y.empty())
          for (size_t s = 0; s < idx.size(); ++s, ++compared_oracle) vs_oracle += !same_float(y[idx[s]], oracle_y[s]);
      }
      const size_t mism = vs_ref + vs_oracle;
      any_bad |= mism != 0;
      const double us = secs * 1e6;
      const double rows_run = is_oracle ? static_cast<double>(idx.size()) : c.rows;
      const double t_s = device_us > 0 ? device_us * 1e-6 : secs;
      const double gbs = t_s > 0 ? bytes * rows_run / c.rows / t_s / 1e9 : 0;
      const std::string expr = str_cat("W(", quant::type_name(c.type), ")*x");
      rows.push_back({{"case", c.name},
                      {"model", c.model},
                      {"expression", expr},
                      {"shape", {c.rows, c.k}},
                      {"backend", dev->backend()},
                      {"device", dev->name()},
                      {"type", quant::type_name(c.type)},
                      {"launches", 1},
                      {"mismatches", mism},
                      {"mismatches_vs_reference", vs_ref},
                      {"mismatches_vs_oracle", vs_oracle},
                      {"oracle_compared", compared_oracle},
                      {"time_us", us},
                      {"wall_us", us},
                      {"device_us", device_us > 0 ? nlohmann::json(device_us) : nlohmann::json(nullptr)},
                      {"schedule",
                       {{"subgroups", sched.subgroups},
                        {"rows_per_item", sched.rows_per_item},
                        {"cols_per_pass", sched.cols_per_pass},
                        {"prefetch", sched.prefetch}}},
                      {"bytes", bytes},
                      {"gb_per_s", gbs},
                      {"oracle_sampled_rows", sample < c.rows ? nlohmann::json(sample) : nlohmann::json(nullptr)},
                      {"seed", seed},
                      {"output_xxh64", xxh64.empty() ? nlohmann::json(nullptr) : nlohmann::json(xxh64)}});
      if (json) continue;
      print_table_line(
          cols,
          {.name = c.name,
           .shape = shape,
           .backend = dev->backend(),
           .launches = "1",
           .mismatches = mism == 0 ? std::string("0") : str_cat(mism, " !"),
           .device_us = device_us,
           .wall_us = us,
           .gb_per_s = gbs,
           .what = str_cat(expr, sample < c.rows ? str_cat("  [oracle: ", sample, " sampled rows of ", c.rows, "]")
                                                 : std::string())});
    }
  }
  return any_bad;
}

}  // namespace morph::cli
