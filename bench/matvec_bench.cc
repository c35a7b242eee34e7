// Quantized matvec y = W·x on the CUDA device (morph/quant/matvec.h), every ggml type with float
// dequantization, against the bytes it must read: µs and TB/s per (type, shape, columns,
// schedule), and every output compared bitwise with the plain C++ reference (matvec_host).
// Timing: CUDA events around one launch, each preceded by a ~2 ms GPU spin so that host-side
// dispatch opens no gap between the events; warm-up first, median of --reps. "hot" launches
// reuse one copy of W (as ggml's test-backend-ops perf does, so the 50 MB L2 may serve part of
// it); "cold" launches rotate over enough copies of W (>= 200 MB) that the L2 never serves it.
// Bytes = ggml's bytes of W + x + y (the layout's padding is not counted as useful traffic).
// Builds everywhere (libcuda is opened at run time); without a GPU it says so and exits 0.
// --q8_1 adds, for the types it supports (q8_0 q4_0 q4_1 q5_0 q5_1 q2_K q3_K q4_K q5_K q6_K
// iq4_nl iq4_xs mxfp4 nvfp4 q1_0 q2_0), the q8_1-activation matvec (morph/quant/matvec_q8_1.h: x
// quantized to Q8_1 first, dp4a island; ggml's mmvq path) beside the f32-activation kernel: "variant":"q8_1"
// rows in the JSON, the quantizer's own time in "us_quant" (not included in us_hot/us_cold),
// outputs checked bitwise against matvec_q8_1_host, and on the checked rows the largest
// |y − y64| / Σ|w·x| against a float64 dot of the dequantized weights with the f32 x
// ("max_rel_err_vs_f64": the cost of 8-bit x, ~1e-3; the f32-activation kernel's is ~1e-7).
//   morph_matvec_bench [--types q4_K,q8_0|all] [--shapes 4096x14336,14336x4096] [--cols 1,8]
//                      [--reps 30] [--json out.jsonl] [--no-check] [--q8_1] [--q8_1-only]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "morph/base/env_number.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/targets.h"
#include "morph/dsl/dsl.h"
#include "morph/quant/decode.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/quantize.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/cuda/cuda_device.h"

using namespace morph;
using namespace morph::quant;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

void gpu_busy(rt::CudaDevice& dev) { dev.spin(2000000); }  // as cuda_bench.cc and rows_bench.cc

double time_events(rt::CudaDevice& dev, int reps, int sets, const std::function<void(int)>& op) {
  for (int w = 0; w < 3; ++w) op(w % sets);
  dev.synchronize();
  std::vector<double> us;
  for (int r = 0; r < reps; ++r) {
    gpu_busy(dev);
    auto a = dev.record_event();
    op(r % sets);
    auto b = dev.record_event();
    us.push_back(1000.0 * dev.elapsed_ms(a, b));
  }
  return median(us);
}

/// ggml's perf protocol (test-backend-ops eval_perf: the op repeated back to back in one graph,
/// total time over runs): `n` launches between two events, per launch; the median of `reps`.
double time_b2b(rt::CudaDevice& dev, int reps, int n, const std::function<void()>& op) {
  auto run_n = [&](int) {
    for (int i = 0; i < n; ++i) op();
  };
  return time_events(dev, reps, 1, run_n) / n;  // the median of n-launch runs, per launch
}

std::vector<std::string> split(const std::string& s, char c) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, c))
    if (!item.empty()) out.push_back(item);
  return out;
}

std::string sched_name(const MatvecSchedule& s) {
  return "sg" + std::to_string(s.subgroups) + "_r" + std::to_string(s.rows_per_item) + "_c" +
         std::to_string(s.cols_per_pass) + (s.prefetch ? "_pf" : "") +
         (s.row_parts > 1 ? "_p" + std::to_string(s.row_parts) : "");
}

/// Runs f(first_row, end_row) on slices of [0, rows) in parallel threads.
template <class F>
void parallel_rows(uint32_t rows, F&& f) {
  const uint32_t T = static_cast<uint32_t>(env_number("MORPH_BENCH_THREADS", 1, 1024,
                                                      std::max(1u, std::thread::hardware_concurrency()),
                                                      "a thread count in [1, 1024]"));
  const uint32_t per = (rows + T - 1) / T;
  std::vector<std::thread> th;
  for (uint32_t i = 0; i < T; ++i) {
    const uint32_t a = i * per, b = std::min(rows, a + per);
    if (a >= b) break;
    th.emplace_back([&f, a, b] { f(a, b); });
  }
  for (auto& t : th) t.join();
}

/// Random well-formed weights (random_blocks per slice of rows), their device layout.
void prepare(GgmlType t, uint32_t rows, uint32_t k, uint64_t seed, std::vector<uint8_t>& wq, MatvecWeights& mw) {
  const size_t rb = row_bytes(t, k);
  wq.assign(rb * rows, 0);
  mw.type = t;
  mw.rows = rows;
  mw.k = k;
  mw.row_words = row_planes(t, k).row_words;
  mw.words.assign(size_t{mw.row_words} * rows, 0);
  parallel_rows(rows, [&](uint32_t a, uint32_t b) {
    std::mt19937_64 rng(seed + a);
    std::vector<uint8_t> part = random_blocks(t, b - a, k, rng);
    std::memcpy(wq.data() + a * rb, part.data(), part.size());
    MatvecWeights m = repack_weights(t, part.data(), b - a, k);
    std::memcpy(mw.words.data() + size_t{a} * mw.row_words, m.words.data(), m.words.size() * 4);
  });
}

/// matvec_host of the listed rows (in parallel); y[c * rows + r] for those rows, NaN elsewhere.
std::vector<float> reference(GgmlType t, const std::vector<uint8_t>& wq, uint32_t rows, uint32_t k,
                             const std::vector<uint8_t>& x, uint32_t n, const std::vector<uint32_t>& which) {
  std::vector<float> y(size_t{n} * rows, std::numeric_limits<float>::quiet_NaN());
  const size_t rb = row_bytes(t, k);
  parallel_rows(static_cast<uint32_t>(which.size()), [&](uint32_t a, uint32_t b) {
    for (uint32_t i = a; i < b; ++i) {
      const uint32_t r = which[i];
      std::vector<float> part = matvec_host(t, wq.data() + r * rb, 1, k, x, XType::F32, n);
      for (uint32_t c = 0; c < n; ++c) y[size_t{c} * rows + r] = part[c];
    }
  });
  return y;
}

std::vector<uint32_t> rows_to_check(uint32_t rows, uint32_t n) {
  std::vector<uint32_t> v;
  if (n == 0 || n >= rows) {
    for (uint32_t r = 0; r < rows; ++r) v.push_back(r);
  } else {
    for (uint32_t i = 0; i < n; ++i) v.push_back(static_cast<uint32_t>(uint64_t{i} * rows / n));
    v.push_back(rows - 1);
  }
  return v;
}

/// The q8_1-activation matvec of (t, rows, k, n): quantizes x on the device, checks the listed
/// rows bitwise against matvec_q8_1_host, times hot and cold launches per schedule. Returns the
/// number of failed schedules.
int bench_q8_1(rt::CudaDevice& dev, GgmlType t, uint32_t rows, uint32_t k, uint32_t n, const std::vector<uint8_t>& wq,
               const std::vector<rt::Buffer>& dw, const std::vector<float>& xf, const rt::Buffer& dx,
               const rt::Buffer& dy, const std::vector<uint32_t>& which, bool check, int reps, std::ofstream& out) {
  const size_t nb = size_t{k} / 32 * n;
  rt::Buffer dq = dev.alloc(nb * 32), dd = dev.alloc(nb * 4);
  dsl::KernelRef quant = q8_1_quantize_kernel(k, n);
  auto quantize_x = [&] {
    dev.launch(quant, {q8_1_quantize_groups(k, n)}, {64}, {rt::arg(dx), rt::arg(dq), rt::arg(dd)});
  };
  quantize_x();
  const double us_quant = time_events(dev, reps, 1, [&](int) { quantize_x(); });
  std::vector<float> want(size_t{n} * rows, 0.0f);
  if (check) {
    std::vector<uint8_t> xq = quantize(GgmlType::Q8_1, xf.data(), n, k);
    const size_t rb = row_bytes(t, k);
    parallel_rows(static_cast<uint32_t>(which.size()), [&](uint32_t a, uint32_t b) {
      for (uint32_t i = a; i < b; ++i) {
        const uint32_t r = which[i];
        std::vector<float> part = matvec_q8_1_host(t, wq.data() + r * rb, 1, k, xq, n);
        for (uint32_t c = 0; c < n; ++c) want[size_t{c} * rows + r] = part[c];
      }
    });
  }
  const double bytes = static_cast<double>(row_bytes(t, k)) * rows + 36.0 * nb + 4.0 * n * rows;
  // float64 dot and Σ|w·x| of the checked rows (the error of 8-bit x, reported beside the bits)
  std::vector<double> y64(size_t{n} * rows, 0.0), mag(size_t{n} * rows, 0.0);
  if (check) {
    const size_t rb = row_bytes(t, k);
    parallel_rows(static_cast<uint32_t>(which.size()), [&](uint32_t a, uint32_t b) {
      std::vector<float> wrow(k);
      for (uint32_t i = a; i < b; ++i) {
        const uint32_t r = which[i];
        dequantize_into(t, wq.data() + r * rb, k, wrow.data());
        for (uint32_t c = 0; c < n; ++c) {
          double dot = 0, m = 0;
          for (uint32_t j = 0; j < k; ++j) {
            const double p = static_cast<double>(wrow[j]) * xf[size_t{c} * k + j];
            dot += p;
            m += std::fabs(p);
          }
          y64[size_t{c} * rows + r] = dot;
          mag[size_t{c} * rows + r] = m;
        }
      }
    });
  }
  int bad = 0;
  // Row parts (subgroups sharing a row: _p2, _p4) put more items on a short row's groups.
  for (const Q8_1Schedule& s :
       {Q8_1Schedule{4, 1, 1}, Q8_1Schedule{4, 2, 1}, Q8_1Schedule{8, 1, 1}, Q8_1Schedule{4, 1, 2},
        Q8_1Schedule{4, 1, 4}, Q8_1Schedule{8, 1, 4}, Q8_1Schedule{8, 2, 4}, Q8_1Schedule{4, 2, 4},
        Q8_1Schedule{4, 2, 2}, Q8_1Schedule{8, 2, 2}}) {
    const std::string name = "q8_1_sg" + std::to_string(s.subgroups) + "_r" + std::to_string(s.rows_per_item) +
                             (s.row_parts > 1 ? "_p" + std::to_string(s.row_parts) : "");
    size_t mism = 0;
    double hot = -1, cold = -1, b2b = -1, b2b_quant = -1, max_rel = 0;
    try {
      dsl::KernelRef kern = matvec_q8_1_kernel(t, k, n, s);
      dev.fill_u32(dy, 0x7fc00001u);
      matvec_q8_1_enqueue(dev, kern, dw[0], dq, dd, dy, rows, s);
      dev.synchronize();
      if (check) {
        std::vector<float> got(size_t{n} * rows);
        dev.download(dy, got.data(), got.size() * 4);
        for (uint32_t c = 0; c < n; ++c)
          for (uint32_t r : which) {
            const size_t i = size_t{c} * rows + r;
            mism += !same_float(got[i], want[i]);
            if (mag[i] > 0) max_rel = std::max(max_rel, std::fabs(got[i] - y64[i]) / mag[i]);
          }
      }
      const int sets = static_cast<int>(dw.size());
      hot = time_events(dev, reps, 1, [&](int) { matvec_q8_1_enqueue(dev, kern, dw[0], dq, dd, dy, rows, s); });
      cold = time_events(dev, reps, sets, [&](int c) { matvec_q8_1_enqueue(dev, kern, dw[c], dq, dd, dy, rows, s); });
      b2b = time_b2b(dev, reps, 20, [&] { matvec_q8_1_enqueue(dev, kern, dw[0], dq, dd, dy, rows, s); });
      // What ggml's MUL_MAT times: x quantized to Q8_1 (its own launch), then the matvec.
      b2b_quant = time_b2b(dev, reps, 20, [&] {
        quantize_x();
        matvec_q8_1_enqueue(dev, kern, dw[0], dq, dd, dy, rows, s);
      });
    } catch (const std::exception& e) {
      std::printf("%-8s %ux%u n=%u %s: error %s\n", type_name(t), rows, k, n, name.c_str(), e.what());
      ++bad;
      continue;
    }
    bad += mism != 0;
    std::printf(
        "%-8s %5ux%-5u n=%u %-12s hot %8.2f us %6.3f TB/s  cold %8.2f us %6.3f TB/s  quantize %6.2f us  err/f64 "
        "%.1e  %s\n",
        type_name(t), rows, k, n, name.c_str(), hot, bytes / hot * 1e-6, cold, bytes / cold * 1e-6, us_quant, max_rel,
        !check ? "unchecked"
        : mism ? ("MISMATCH " + std::to_string(mism)).c_str()
               : "bitwise");
    std::fflush(stdout);
    if (out)
      out << "{\"type\":\"" << type_name(t) << "\",\"variant\":\"q8_1\",\"rows\":" << rows << ",\"k\":" << k
          << ",\"ncols\":" << n << ",\"sched\":\"" << name << "\",\"us_hot\":" << hot << ",\"us_cold\":" << cold
          << ",\"us_b2b\":" << b2b << ",\"us_b2b_with_quantizer\":" << b2b_quant << ",\"us_quant\":" << us_quant
          << ",\"bytes\":" << bytes << ",\"checked\":" << (check ? "true" : "false")
          << ",\"checked_rows\":" << (check ? which.size() : 0) << ",\"mismatches\":" << mism
          << ",\"max_rel_err_vs_f64\":" << max_rel << "}\n"
          << std::flush;
  }
  return bad;
}

}  // namespace

int main(int argc, char** argv) {
  int reps = 30;
  uint32_t check_rows = 0;  // 0: compare every output; N: N rows spread over the matrix
  bool check = true, prep_only = false, q8_1 = false,
       q8_1_only = false;  // --prep-only: time the host preparation, no device
  std::string emit, json, types = "all", shapes = "4096x14336", cols = "1", scheds;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "--reps")
      reps = std::max(5, std::atoi(next().c_str()));
    else if (a == "--json")
      json = next();
    else if (a == "--types")
      types = next();
    else if (a == "--shapes")
      shapes = next();
    else if (a == "--cols")
      cols = next();
    else if (a == "--no-check")
      check = false;
    else if (a == "--check-rows")
      check_rows = static_cast<uint32_t>(std::stoul(next()));
    else if (a == "--prep-only")
      prep_only = true;
    else if (a == "--q8_1")
      q8_1 = true;
    else if (a == "--q8_1-only")
      q8_1 = q8_1_only = true;
    else if (a == "--emit")
      emit = next();
    else {
      std::fprintf(stderr, "unknown argument %s\n", a.c_str());
      return 2;
    }
  }
  if (!emit.empty()) {  // --emit TYPE: the CUDA source of the 4096x14336 kernel (default schedule)
    // TYPE[:rows_per_item[:prefetch]]
    auto parts = split(emit, ':');
    MatvecSchedule s;
    if (parts.size() > 1) s.rows_per_item = static_cast<uint32_t>(std::stoul(parts[1]));
    if (parts.size() > 2) s.prefetch = parts[2] == "1";
    std::printf("%s",
                codegen::print_for(*matvec_kernel(parse_type(parts[0]), 14336, 1, XType::F32, s), "cuda").c_str());
    return 0;
  }
  if (prep_only) {
    std::mt19937_64 rng(1);
    for (const std::string& n : split(types == "all" ? "q4_K,q8_0,iq2_xxs,f16" : types, ',')) {
      auto t0 = std::chrono::steady_clock::now();
      GgmlType t = parse_type(n);
      std::vector<uint8_t> wq;
      MatvecWeights mw;
      prepare(t, 4096, 14336, rng(), wq, mw);
      auto t1 = std::chrono::steady_clock::now();
      auto t2 = t1;
      std::vector<uint8_t> x(14336 * 4, 0);
      std::vector<float> want = reference(t, wq, 4096, 14336, x, 1, rows_to_check(4096, 512));
      auto t3 = std::chrono::steady_clock::now();
      auto ms = [](auto a, auto b) { return std::chrono::duration<double, std::milli>(b - a).count(); };
      std::printf("%s: random + repack %.0f ms, %.0f ms, host reference %.0f ms\n", n.c_str(), ms(t0, t1), ms(t1, t2),
                  ms(t2, t3));
    }
    return 0;
  }
  std::string why = rt::cuda_unavailable_reason();
  if (!why.empty()) {
    std::printf("skipped: no CUDA device (%s)\n", why.c_str());
    return 0;
  }
  rt::CudaDevice dev(-1);
  std::printf("device: %s (%s, %u SMs), %s\n", dev.name().c_str(), dev.caps().arch.c_str(), dev.caps().compute_units,
              dev.compile_identity().c_str());
  std::ofstream out;
  if (!json.empty()) out.open(json);
  std::vector<GgmlType> tlist;
  if (types == "all") {
    for (const TypeInfo& t : all_types())
      if (t.dequant && t.type != GgmlType::Q8_1 && t.type != GgmlType::Q8_K) tlist.push_back(t.type);
  } else {
    for (const std::string& n : split(types, ',')) tlist.push_back(parse_type(n));
  }
  if (q8_1_only)
    tlist.erase(std::remove_if(tlist.begin(), tlist.end(), [](GgmlType t) { return !matvec_q8_1_supported(t); }),
                tlist.end());
  std::mt19937_64 rng(std::random_device{}());
  const std::vector<uint32_t>& tab = quant_table_words();
  rt::Buffer dtab = dev.alloc(tab.size() * 4);
  dev.upload(dtab, tab.data(), tab.size() * 4);
  int bad = 0;
  for (const std::string& shape : split(shapes, ',')) {
    const auto mk = split(shape, 'x');
    const uint32_t rows = static_cast<uint32_t>(std::stoul(mk.at(0))), k = static_cast<uint32_t>(std::stoul(mk.at(1)));
    for (GgmlType t : tlist) {
      std::vector<uint8_t> wq;
      MatvecWeights mw;
      prepare(t, rows, k, rng(), wq, mw);
      const size_t wbytes = mw.words.size() * 4;
      const int copies = static_cast<int>(std::min<size_t>(16, std::max<size_t>(1, (size_t{200} << 20) / wbytes + 1)));
      std::vector<rt::Buffer> dw;
      for (int c = 0; c < copies; ++c) {
        dw.push_back(dev.alloc(wbytes));
        dev.upload(dw.back(), mw.words.data(), wbytes);
      }
      for (const std::string& cs : split(cols, ',')) {
        const uint32_t n = static_cast<uint32_t>(std::stoul(cs));
        std::vector<uint8_t> x(size_t{n} * k * 4);
        std::vector<float> xf(size_t{n} * k);
        std::normal_distribution<float> g(0.0f, 1.0f);
        for (size_t i = 0; i < size_t{n} * k; ++i) {
          xf[i] = g(rng);
          std::memcpy(x.data() + 4 * i, &xf[i], 4);
        }
        rt::Buffer dx = dev.alloc(x.size()), dy = dev.alloc(size_t{n} * rows * 4);
        dev.upload(dx, x.data(), x.size());
        const std::vector<uint32_t> which = rows_to_check(rows, check_rows);
        if (q8_1 && matvec_q8_1_supported(t))
          bad += bench_q8_1(dev, t, rows, k, n, wq, dw, xf, dx, dy, which, check, reps, out);
        if (q8_1_only) continue;
        std::vector<float> want;
        if (check) want = reference(t, wq, rows, k, x, n, which);
        std::vector<MatvecSchedule> cands;
        const LayoutKind kind = layout_kind(t);
        if (kind == LayoutKind::Plain && n == 1) {  // matvec_plain.h: prefetch, row parts (8 for f32 only)
          cands = {{4, 2, 1, false},   {4, 2, 1, true},    {4, 1, 1, true},    {4, 4, 1, true},
                   {8, 2, 1, true, 4}, {8, 1, 1, true, 4}, {4, 2, 1, true, 2}, {4, 4, 1, false, 4},
                   {4, 4, 1, true, 4}, {8, 2, 1, false, 4}};
          if (t == GgmlType::F32) cands.insert(cands.end(), {{8, 2, 1, true, 8}, {8, 1, 1, true, 8}});
        } else if (kind == LayoutKind::Plain) {
          cands = {{4, 1, 8, false, 4}, {4, 1, 8, true, 4},  {8, 1, 8, true, 4},
                   {4, 2, 8, true, 4},  {8, 2, 8, false, 4}, {4, 1, 4, true}};
          if (t == GgmlType::F32) cands.insert(cands.end(), {{8, 1, 8, true, 8}, {8, 2, 8, true, 8}});
        } else if (n == 1) {
          cands = {{4, 1, 1, false}, {4, 2, 1, false}};
          if (kind == LayoutKind::Planar)
            cands.insert(cands.end(), {{4, 1, 1, true},
                                       {4, 2, 1, true},
                                       {8, 1, 1, true},
                                       {8, 2, 1, true},
                                       {4, 4, 1, true},
                                       {8, 4, 1, true},
                                       {2, 4, 1, true}});
        } else {
          cands = {{4, 1, 2, false}, {4, 1, 4, false}};
          if (kind == LayoutKind::Planar) cands.insert(cands.end(), {{4, 1, 2, true}, {4, 1, 1, true}});
        }
        const double bytes = static_cast<double>(row_bytes(t, k)) * rows + 4.0 * n * k + 4.0 * n * rows;
        for (const MatvecSchedule& s : cands) {
          dsl::KernelRef kern = matvec_kernel(t, k, n, XType::F32, s);
          size_t mism = 0;
          double hot = -1, cold = -1, b2b = -1;
          try {
            dev.fill_u32(dy, 0x7fc00001u);
            matvec_enqueue(dev, kern, dw[0], dtab, dx, dy, rows, s);
            dev.synchronize();
            if (check) {
              std::vector<float> got(size_t{n} * rows);
              dev.download(dy, got.data(), got.size() * 4);
              for (uint32_t c = 0; c < n; ++c)
                for (uint32_t r : which) mism += !same_float(got[size_t{c} * rows + r], want[size_t{c} * rows + r]);
            }
            hot = time_events(dev, reps, 1, [&](int) { matvec_enqueue(dev, kern, dw[0], dtab, dx, dy, rows, s); });
            cold =
                time_events(dev, reps, copies, [&](int c) { matvec_enqueue(dev, kern, dw[c], dtab, dx, dy, rows, s); });
            b2b = time_b2b(dev, reps, 20, [&] { matvec_enqueue(dev, kern, dw[0], dtab, dx, dy, rows, s); });
          } catch (const std::exception& e) {
            std::printf("%-8s %ux%u n=%u %s: error %s\n", type_name(t), rows, k, n, sched_name(s).c_str(), e.what());
            ++bad;
            continue;
          }
          bad += mism != 0;
          std::printf("%-8s %5ux%-5u n=%u %-12s hot %8.2f us %6.3f TB/s  cold %8.2f us %6.3f TB/s  %s\n", type_name(t),
                      rows, k, n, sched_name(s).c_str(), hot, bytes / hot * 1e-6, cold, bytes / cold * 1e-6,
                      !check ? "unchecked"
                      : mism ? ("MISMATCH " + std::to_string(mism)).c_str()
                             : "bitwise");
          std::fflush(stdout);
          if (out)
            out << "{\"type\":\"" << type_name(t) << "\",\"rows\":" << rows << ",\"k\":" << k << ",\"ncols\":" << n
                << ",\"sched\":\"" << sched_name(s) << "\",\"us_hot\":" << hot << ",\"us_cold\":" << cold
                << ",\"us_b2b\":" << b2b << ",\"bytes\":" << bytes << ",\"layout_bytes\":" << wbytes
                << ",\"checked\":" << (check ? "true" : "false") << ",\"checked_rows\":" << (check ? which.size() : 0)
                << ",\"mismatches\":" << mism << "}\n"
                << std::flush;
        }
      }
    }
  }
  return bad ? 1 : 0;
}
