// L6 by test: every candidate of every tunable family gives output bitwise equal to the default
// schedule (all NaNs equal, +0 != -0), on the oracle and on each backend present:
//   fence     — every row candidate (split rows included) of softmax, rms_norm, layer_norm and a
//               sum-of-squares reduction with an epilogue, at aligned and unaligned row lengths, on
//               the shared regime rows (fusion::default_inputs; sensitivity asserted outside the
//               Specials rows) and softmax over a long row (10000 columns: the split candidates;
//               on slow compilers and the oracle the default and split4 only);
//   map       — every elementwise MapSchedule candidate of swiglu, silu(a*w+b) and the 7-op chain,
//               specials mixed in, at 1024 and 1001 columns (a candidate whose lanes do not divide
//               the row is refused with a message, never run with wrong bits);
//   attention — every chunks_per_group / q_tile candidate of decode and prefill attention equal to
//               the plain C++ reference (attention_ref);
//   matvec    — every MatvecSchedule candidate of the quantized matvec (q4_K, q8_0, iq2_xxs, f16
//               weights; 1 to 3 columns of x; k = 2304: two full 1024-element chunks and a tail;
//               host C++ and PoCL each candidate once, lavapipe one)
//               equal to the default schedule on the same device and to the plain C++ reference
//               (matvec_host), fresh random blocks per run.
// CUDA without a device compiles a subset (NVRTC costs about a second per kernel) and reports the
// test skipped; lavapipe compiles slowly too: the same subset there, and no wide lanes. Attention
// on the host compiler, PoCL and lavapipe runs one knob value per case (seconds per kernel).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/sensitivity.h"
#include "morph/quant/dequant.h"
#include "morph/quant/random_blocks.h"
#include "morph/tune/attention_tunable.h"
#include "morph/tune/autotune.h"
#include "morph/tune/map_tunable.h"
#include "morph/tune/matvec_tunable.h"
#include "morph/tune/row_tunable.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/sensitivity_check.h"

using namespace morph;

namespace {

class TuneCandidates : public morph::testing::BackendTest {
 protected:
  bool subset() const { return compile_only() || backend() == "vulkan"; }
  /// Backends whose compiler takes seconds per kernel here (host C++, PoCL, lavapipe).
  bool slow_compiler() {
    return subset() || backend() == "cpu" ||
           (backend() == "opencl" && device().caps().arch.find("Portable Computing Language") != std::string::npos);
  }
  std::map<std::string, std::vector<float>> reference(const fusion::Graph& g, uint64_t rows,
                                                      const std::map<std::string, std::vector<float>>& host);
};

struct Family {
  std::string name;
  fusion::Graph (*build)(uint32_t cols);
};

fusion::Graph g_softmax(uint32_t cols) {
  fusion::Graph g;
  g.output("y", fusion::softmax(g.input("x", cols)));
  return g;
}
fusion::Graph g_rms(uint32_t cols) {
  fusion::Graph g;
  g.output("y", fusion::rms_norm(g.input("x", cols), 1e-6f));
  return g;
}
fusion::Graph g_layer(uint32_t cols) {
  fusion::Graph g;
  g.output("y", fusion::layer_norm(g.input("x", cols), 1e-5f));
  return g;
}
fusion::Graph g_sumsq(uint32_t cols) {
  fusion::Graph g;
  fusion::Sym x = g.input("x", cols);
  fusion::Sym r = fusion::sumsq(x * 0.75f);
  g.output("r", r);
  g.output("y", x / (r + 1.0f));
  return g;
}

std::map<std::string, rt::Tensor> upload(rt::Device& dev, const fusion::Graph& g, uint64_t rows,
                                         const std::map<std::string, std::vector<float>>& host) {
  std::map<std::string, rt::Tensor> m;
  for (const auto& [name, id] : g.inputs()) {
    const fusion::Node& n = g.node(id);
    const std::vector<float>& h = host.at(name);
    auto t = n.extent == fusion::Extent::Full ? rt::Tensor::empty(dev, ir::Type::F32, {rows, n.cols})
                                              : rt::Tensor::empty(dev, ir::Type::F32, {h.size()});
    t.upload(h);
    m.emplace(name, std::move(t));
  }
  return m;
}

/// Every output of `p` on `dev`, in name order.
std::map<std::string, std::vector<float>> run(rt::Device& dev, const fusion::Plan& p, uint64_t rows,
                                              const std::map<std::string, std::vector<float>>& host) {
  std::map<std::string, std::vector<float>> out;
  for (auto& [n, t] : p.execute(dev, upload(dev, p.graph(), rows, host))) out[n] = t.download_f32();
  return out;
}

/// What every candidate must equal: the oracle's default plan, or on the oracle instance the
/// plain C++ evaluation (so the oracle is compared with something else).
std::map<std::string, std::vector<float>> reference_of(rt::Device& oracle, bool on_oracle, const fusion::Graph& g,
                                                       uint64_t rows,
                                                       const std::map<std::string, std::vector<float>>& host) {
  if (on_oracle) return fusion::eval_host(g, rows, host);
  return run(oracle, fusion::Plan::fused(g), rows, host);
}

size_t count_differ(const std::map<std::string, std::vector<float>>& got,
                    const std::map<std::string, std::vector<float>>& want, std::string* first) {
  size_t bad = 0;
  for (const auto& [n, w] : want) {
    const std::vector<float>& g = got.at(n);
    if (g.size() != w.size()) return w.size();
    for (size_t i = 0; i < w.size(); ++i)
      if (!same_float(g[i], w[i]) && bad++ == 0) {
        char buf[96];
        std::snprintf(buf, sizeof buf, "] got %.9g (0x%08x) want %.9g (0x%08x)", g[i], bits_of(g[i]), w[i],
                      bits_of(w[i]));
        *first = n + "[" + std::to_string(i) + buf;
      }
  }
  return bad;
}

/// A candidate beyond this device's limits or this shape's is refused with a message (the tuner
/// skips it the same way); anything else is a failure.
bool refused(const UserError& e) {
  const std::string w = e.what();
  return w.find("shared memory") != std::string::npos || w.find("workgroup") != std::string::npos ||
         w.find("multiple of") != std::string::npos || w.find("wide accesses") != std::string::npos;
}

}  // namespace

std::map<std::string, std::vector<float>> TuneCandidates::reference(
    const fusion::Graph& g, uint64_t rows, const std::map<std::string, std::vector<float>>& host) {
  return reference_of(oracle(), backend() == "oracle", g, rows, host);
}

TEST_P(TuneCandidates, EveryRowCandidateBitwiseEqualsDefault) {
  const Family families[] = {{"softmax", g_softmax}, {"rms_norm", g_rms}, {"layer_norm", g_layer}, {"sumsq", g_sumsq}};
  // 16 rows: a sequential sum of squares leaves about a third of rms_norm's rows unchanged (and
  // every denormal row), so at 8 rows all were order-blind in ~1e-3 of runs per width.
  const uint32_t rows = 16;
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  for (const Family& f : families) {
    if (subset() && f.name != "softmax" && f.name != "rms_norm") continue;
    for (uint32_t cols : {1000u, 1024u, 3000u, 10000u}) {
      if (subset() && cols != 1000) continue;
      if (cols > 8192 && f.name != "softmax") continue;  // the long row: where split rows apply
      const std::string what = f.name + " " + std::to_string(rows) + "x" + std::to_string(cols);
      fusion::Graph g = f.build(cols);
      auto host = fusion::default_inputs(g, rows, seed + cols);
      std::map<std::string, std::vector<float>> want;
      if (!compile_only()) {
        want = reference(g, rows, host);
        morph::testing::expect_sensitive(fusion::measure_sensitivity(g, rows, host, want, fusion::default_special_row),
                                         what);
      }
      for (const std::string& c : tune::row_candidates()) {
        // The long row on slow compilers and the oracle (which interprets every idle item of a
        // split row): the default and one split only.
        if (cols > 8192 && (slow_compiler() || backend() == "oracle") && c != "default" && c != "split4") continue;
        std::optional<fusion::Plan> built;
        try {
          built.emplace(fusion::Plan::fused(g, tune::row_options(c)));
        } catch (const UserError& e) {
          ASSERT_TRUE(c.starts_with("split") && cols <= 8192) << c << " at " << what << ": " << e.what();
          continue;  // split rows are for long rows only
        }
        const fusion::Plan& p = *built;
        if (compile_only()) {
          for (auto& k : p.kernels()) compile_check(*k);
          continue;
        }
        std::map<std::string, std::vector<float>> got;
        try {
          got = run(device(), p, rows, host);
        } catch (const UserError& e) {
          ASSERT_TRUE(refused(e)) << e.what();
          std::cout << "candidate " << c << " at " << what << " refused on " << device().name() << ": " << e.what()
                    << "\n";
          continue;
        }
        std::string first;
        EXPECT_EQ(count_differ(got, want, &first), 0u) << what << " candidate " << c << ": first " << first;
      }
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

TEST_P(TuneCandidates, EveryMapCandidateBitwiseEqualsDefault) {
  struct Case {
    const char* expr;
    const char* vecs;
  };
  const Case cases[] = {{"silu(gate)*up", ""}, {"silu(a*w+b)", "w,b"}, {"relu(tanh(exp(-x)*2+y)*0.5)", ""}};
  const uint64_t rows = 5, seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  const bool wide = compile_only() || device().caps().wide_accesses;
  for (const Case& cs : cases) {
    if (subset() && &cs != &cases[0]) continue;  // lavapipe: seconds per kernel; CUDA compile-only
    for (uint32_t cols : {1024u, 1001u}) {
      if (subset() && cols != 1024) continue;
      const std::string what = std::string(cs.expr) + " " + std::to_string(rows) + "x" + std::to_string(cols);
      std::set<std::string> vecs;
      if (*cs.vecs) vecs = {"w", "b"};
      fusion::Graph g = expr::lower_to_graph(expr::parse_expression(cs.expr), cs.expr, {cols, vecs}).graph;
      auto host = fusion::default_inputs(g, rows, seed + cols);
      std::map<std::string, std::vector<float>> want;
      if (!compile_only()) {
        want = reference(g, rows, host);
        size_t informative = 0;
        for (float v : want.at("y")) informative += std::isfinite(v) && v != 0.0f;
        ASSERT_GT(informative, want.at("y").size() / 2) << what << ": the comparison would be mostly vacuous";
      }
      for (const std::string& c : tune::map_candidates()) {
        auto s = tune::map_candidate(c);
        if (s && s->lanes > 1 && !wide) continue;  // the tuner refuses them there (lanes only unroll)
        if (subset() && s && s->lanes > 4) continue;
        fusion::Plan p = fusion::Plan::fused(g, tune::map_options(c));
        if (compile_only()) {
          if (!s || cols % s->lanes == 0)
            for (auto& k : p.kernels()) compile_check(*k);
          continue;
        }
        std::map<std::string, std::vector<float>> got;
        try {
          got = run(device(), p, rows, host);
        } catch (const UserError& e) {
          ASSERT_TRUE(refused(e)) << e.what();
          ASSERT_TRUE(s && cols % s->lanes != 0) << c << " refused at " << what << ": " << e.what();
          continue;
        }
        ASSERT_FALSE(s && cols % s->lanes != 0)
            << c << " ran at " << what << " although its lanes do not divide the row";
        std::string first;
        EXPECT_EQ(count_differ(got, want, &first), 0u) << what << " candidate " << c << ": first " << first;
      }
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

TEST_P(TuneCandidates, EveryAttentionCandidateBitwiseEqualsReference) {
  struct Case {
    const char* name;
    ops::AttnConfig c;
    uint32_t n_q;
    std::vector<int32_t> ctx;
  };
  const Case cases[] = {
      {"decode_gqa_f16", {.n_q_heads = 8, .n_kv_heads = 2, .head_dim = 32, .kv_type = ir::Type::F16}, 1, {700, 260}},
      {"prefill_f32", {.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 32}, 6, {520}},
  };
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> u(-1.5f, 1.5f);
  for (const Case& cs : cases) {
    const ops::AttnConfig& base = cs.c;
    const uint32_t B = static_cast<uint32_t>(cs.ctx.size()), D = base.head_dim;
    uint32_t cap = 0;
    for (int32_t l : cs.ctx) cap = std::max<uint32_t>(cap, static_cast<uint32_t>(l));
    std::vector<float> q(size_t{B} * cs.n_q * base.n_q_heads * D);
    for (float& x : q) x = u(rng);
    ops::HostKv kv;
    kv.capacity = cap;
    kv.k.resize(size_t{B} * cap * base.n_kv_heads * D);
    kv.v.resize(kv.k.size());
    for (auto* a : {&kv.k, &kv.v})
      for (float& x : *a) x = base.kv_type == ir::Type::F16 ? f16_to_f32(f32_to_f16(u(rng))) : u(rng);
    std::vector<float> want;
    if (!compile_only()) want = ops::attention_ref(base, q, B, cs.n_q, kv, cs.ctx);
    size_t informative = 0;
    for (float x : want) informative += std::isfinite(x) && x != 0.0f;
    if (!compile_only()) ASSERT_GT(informative, want.size() * 9 / 10) << cs.name;
    for (const std::string& name : tune::attention_candidates()) {
      ops::AttnConfig c = tune::attention_candidate(base, name);
      try {
        c.check();
      } catch (const UserError& e) {
        std::cout << cs.name << " candidate " << name << " refused: " << e.what() << "\n";
        continue;
      }
      if (compile_only()) {
        if (name == "default" || name == "c4") {
          compile_check(*ops::attn_chunk_kernel(c));
          compile_check(*ops::attn_combine_kernel(c));
        }
        continue;
      }
      // Slow compilers: one knob value per case (each candidate is two kernels to compile).
      if (slow_compiler() && name != "default" && name != (cs.n_q == 1 ? "c2" : "q2")) continue;
      rt::Device& dev = device();
      auto tq = rt::Tensor::empty(dev, ir::Type::F32, {B, cs.n_q, base.n_q_heads, D});
      tq.upload(q);
      auto cache = [&](const std::vector<float>& f) {
        auto t = rt::Tensor::empty(dev, base.kv_type, {B, cap, base.n_kv_heads, D});
        if (base.kv_type == ir::Type::F16) {
          std::vector<uint16_t> h(f.size());
          for (size_t i = 0; i < f.size(); ++i) h[i] = f32_to_f16(f[i]);
          t.upload_raw(h.data(), h.size() * 2);
        } else {
          t.upload(f);
        }
        return t;
      };
      std::vector<float> got = ops::attention(dev, c, tq, cache(kv.k), cache(kv.v), nullptr, cs.ctx).download_f32();
      ASSERT_EQ(got.size(), want.size());
      size_t bad = 0;
      for (size_t i = 0; i < got.size(); ++i) bad += !same_float(got[i], want[i]);
      EXPECT_EQ(bad, 0u) << cs.name << " candidate " << name << " (" << c.str() << ")";
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

TEST_P(TuneCandidates, EveryMatvecCandidateBitwiseEqualsDefault) {
  struct Case {
    quant::GgmlType type;
    uint32_t rows, ncols;
  };
  // Planar 4-bit with super-blocks, planar 8-bit, ggml's blocks layout, plain f16 rows.
  const Case cases[] = {{quant::GgmlType::Q4_K, 7, 1},
                        {quant::GgmlType::Q8_0, 9, 3},
                        {quant::GgmlType::IQ2_XXS, 5, 2},
                        {quant::GgmlType::F16, 6, 1}};
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  std::normal_distribution<float> gx(0.0f, 1.0f);
  for (const Case& cs : cases) {
    // CUDA compile-only and lavapipe: the q4_K case (3 columns when compiling, so c1/c4 apply);
    // host C++ and PoCL (seconds per kernel): q4_K and q8_0, the candidates split between them.
    if (subset() && cs.type != quant::GgmlType::Q4_K) continue;
    if (slow_compiler() && cs.type != quant::GgmlType::Q4_K && cs.type != quant::GgmlType::Q8_0) continue;
    const uint32_t ncols = compile_only() ? 3 : cs.ncols;
    // k = 2304: two full 1024-element chunks and a tail of 8 groups; lavapipe (tens of seconds per
    // matvec kernel) one chunk and the tail.
    const uint32_t k = backend() == "vulkan" ? 1280 : 2304;
    const std::string what = std::string(quant::type_name(cs.type)) + " " + std::to_string(cs.rows) + "x" +
                             std::to_string(k) + ", " + std::to_string(ncols) + " column(s)";
    std::vector<uint8_t> w = quant::random_blocks(cs.type, cs.rows, k, rng);
    std::vector<uint8_t> x(size_t{ncols} * k * 4);
    for (size_t j = 0; j < size_t{ncols} * k; ++j) {
      const float v = gx(rng);
      std::memcpy(x.data() + 4 * j, &v, 4);
    }
    const quant::MatvecWeights mw = quant::repack_weights(cs.type, w.data(), cs.rows, k);
    std::vector<float> want, dflt;
    if (!compile_only()) {
      want = quant::matvec_host(cs.type, w.data(), cs.rows, k, x, quant::XType::F32, ncols);
      size_t informative = 0;
      for (float v : want) informative += std::isfinite(v) && v != 0.0f;
      ASSERT_EQ(informative, want.size()) << what << ": every output should be finite and non-zero";
      // A different summation order (left to right) would be caught on these inputs.
      const std::vector<float> wf = quant::dequantize(cs.type, w.data(), uint64_t{cs.rows} * k);
      const std::vector<float> xf = quant::x_to_f32(x, quant::XType::F32);
      size_t order_visible = 0;
      for (uint32_t c = 0; c < ncols; ++c)
        for (uint32_t r = 0; r < cs.rows; ++r) {
          float acc = 0.0f;
          for (uint32_t j = 0; j < k; ++j) acc += wf[size_t{r} * k + j] * xf[size_t{c} * k + j];
          order_visible += !same_float(acc, want[size_t{c} * cs.rows + r]);
        }
      ASSERT_GT(order_visible, 0u) << what << ": a left-to-right sum would go unnoticed";
      // lavapipe: the default's bits are matvec_host's there by MatvecConf's own test, so only
      // the candidate is compiled.
      dflt = backend() == "vulkan" ? want
                                   : quant::matvec_run(device(), mw, x, quant::XType::F32, ncols,
                                                       tune::matvec_candidate("default", cs.type, ncols, k));
    }
    size_t ran = 0;
    for (const std::string& c : tune::matvec_candidates()) {
      quant::MatvecSchedule s;
      try {
        s = tune::matvec_candidate(c, cs.type, ncols, k);
      } catch (const UserError& e) {
        ASSERT_TRUE(std::string(e.what()).find("does not apply") != std::string::npos)
            << c << " at " << what << ": " << e.what();
        continue;  // columns per pass or row parts that do not apply to this type and column count
      }
      if (compile_only()) {
        if (c == "default" || c == "sg8" || c == "r4" || c == "c4")
          compile_check(*quant::matvec_kernel(cs.type, k, ncols, quant::XType::F32, s));
        continue;
      }
      // Slow compilers (seconds per kernel; lavapipe tens): each candidate once over the two cases
      // there; lavapipe one two-knob candidate.
      if (backend() == "vulkan" && c != "sg2.r2") continue;
      if (slow_compiler() && backend() != "vulkan" && c != "default") {
        const bool first_half = c == "sg1" || c == "sg2" || c == "sg8" || c == "r2";
        if (first_half != (cs.type == quant::GgmlType::Q4_K)) continue;
      }
      const std::vector<float> got = quant::matvec_run(device(), mw, x, quant::XType::F32, ncols, s);
      ASSERT_EQ(got.size(), want.size()) << what << " candidate " << c;
      size_t vs_default = 0, vs_host = 0;
      std::string first;
      for (size_t i = 0; i < got.size(); ++i) {
        vs_default += !same_float(got[i], dflt[i]);
        if (!same_float(got[i], want[i]) && vs_host++ == 0)
          first = "y[" + std::to_string(i) + "] got " + std::to_string(got[i]) + " want " + std::to_string(want[i]);
      }
      EXPECT_EQ(vs_default, 0u) << what << " candidate " << c << " differs from the default schedule";
      EXPECT_EQ(vs_host, 0u) << what << " candidate " << c << " differs from matvec_host: first " << first;
      ++ran;
    }
    if (!compile_only()) EXPECT_GE(ran, backend() == "vulkan" ? 1u : 2u) << what;
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

// The peers' trap (a cache keyed so that aligned and unaligned shapes share an entry, whose cached
// winner then fails at launch): a winner cached at an aligned shape (swiglu over 1024 columns,
// lanes 4) is used there; an unaligned shape of the same rows/cols buckets (1022 columns) has its
// own class and runs the default; and even a cache that did hand it the aligned winner (written
// under its key here) gets a valid kernel — the winner fails validation (4 lanes do not divide
// 1022), the next candidate that validates is used and the entry rewritten — with the plain C++
// reference's bits in every case.
TEST_P(TuneCandidates, AlignedWinnerNeverBreaksAnUnalignedShape) {
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device (nothing to validate or run)";
  if (const char* e = std::getenv("MORPH_DISK_CACHE"); e && std::string(e) == "0")
    GTEST_SKIP() << "MORPH_DISK_CACHE=0: the tuning cache this test writes is off";
  rt::Device& dev = device();
  const uint64_t rows = 3, seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  const std::string base = std::filesystem::temp_directory_path().string() + "/morph_tune_align_" +
                           std::to_string(::getpid()) + "_" + backend();
  auto swiglu = [](uint32_t cols) {
    return expr::lower_to_graph(expr::parse_expression("silu(gate)*up"), "silu(gate)*up", {cols, {}}).graph;
  };
  auto put = [&](const std::string& root, const fusion::Graph& g, const std::string& winner) {
    tune::Tuner tuner(root);
    ASSERT_TRUE(tuner.cache().enabled());
    tuner.cache().put(tuner.key(dev, tune::map_tunable(g, {}, {}), tune::graph_shape_class(g, rows)),
                      "morph-tune-v1\n" + winner + "\n");
  };
  // Runs g under the tuned options from `root`; expects the plain C++ reference's bits.
  auto run_tuned = [&](const std::string& root, const fusion::Graph& g, const std::string& what) {
    fusion::PlanOptions o = tune::tuned_plan_options(dev, g, rows, /*force=*/true, root);
    auto host = fusion::default_inputs(g, rows, seed);
    std::map<std::string, std::vector<float>> want = fusion::eval_host(g, rows, host);
    std::string first;
    EXPECT_EQ(count_differ(run(dev, fusion::Plan::fused(g, o), rows, host), want, &first), 0u) << what << ": " << first;
    return o.map_schedule;
  };
  const fusion::Graph aligned = swiglu(1024), unaligned = swiglu(1022);
  const tune::ShapeClass ca = tune::graph_shape_class(aligned, rows), cu = tune::graph_shape_class(unaligned, rows);
  EXPECT_EQ(ca.rows_bucket, cu.rows_bucket);
  EXPECT_EQ(ca.cols_bucket, cu.cols_bucket);
  EXPECT_NE(ca.str(), cu.str()) << "alignment must be part of the class";
  const bool wide = dev.caps().wide_accesses;
  // 1. Tuned at the aligned shape: the winner is used there (where the device takes wide lanes).
  put(base + "_a", aligned, "l4");
  auto sa = run_tuned(base + "_a", aligned, "aligned, cached l4");
  if (wide) {
    ASSERT_TRUE(sa.has_value());
    EXPECT_EQ(sa->lanes, 4u);
  }
  // 2. The unaligned shape of the same buckets: another class, no entry, the default schedule.
  auto su = run_tuned(base + "_a", unaligned, "unaligned after tuning aligned");
  EXPECT_FALSE(su.has_value()) << "the aligned class's winner reached the unaligned shape";
  // 3. A cache that shared the entry: the winner fails validation, a valid candidate replaces it.
  put(base + "_u", unaligned, "l4");
  auto sv = run_tuned(base + "_u", unaligned, "unaligned with l4 cached under its key");
  if (sv) EXPECT_EQ(1022u % sv->lanes, 0u) << "a schedule whose lanes do not divide the row was used";
  tune::Tuner check(base + "_u");
  auto entry = check.cache().get(check.key(dev, tune::map_tunable(unaligned, {}, {}), cu));
  ASSERT_TRUE(entry.has_value());
  EXPECT_NE(std::string(entry->begin(), entry->end()), "morph-tune-v1\nl4\n") << "the failing entry was not rewritten";
  std::filesystem::remove_all(base + "_a");
  std::filesystem::remove_all(base + "_u");
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(TuneCandidates);  // the oracle instance checks the oracle against plain C++
