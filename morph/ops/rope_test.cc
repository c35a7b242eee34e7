// RoPE and RoPE fused with the q/k RMSNorm, on every backend: bitwise equal to the oracle and to
// the plain C++ reference (rope_ref / rope_norm_ref, which builds on the public rms_norm graph),
// for both layouts, partial rotary dims and every frequency scaling; accuracy against float64
// printed; the frequency tables checked against HF transformers' formulas at known points.
#include "morph/ops/rope.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/counting_device.h"
#include "morph/ops/attention.h"
#include "morph/runtime/registry.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/conformance/conformance_util.h"

namespace morph::ops {
namespace {

using testing::upload_f32;
rt::Tensor up_i32(rt::Device& dev, const std::vector<int32_t>& v) {
  rt::Tensor t = rt::Tensor::empty(dev, ir::Type::I32, {v.size()});
  t.upload_raw(v.data(), v.size() * 4);
  return t;
}
using testing::float_mismatches;

/// Finite values of mixed magnitude and sign (|x| in about [2^-8, 2^6]).
std::vector<float> mixed(size_t n) {
  std::mt19937& rng = testing::test_rng();
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::uniform_int_distribution<int> e(-8, 6);
  std::vector<float> v(n);
  for (float& x : v) x = std::ldexp(u(rng), e(rng));
  return v;
}

struct Case {
  const char* name;
  RopeConfig cfg;
  uint32_t tokens, heads;
};

std::vector<Case> cases() {
  RopeConfig neox;  // Llama-2 / Qwen
  RopeConfig qwen3 = neox;
  qwen3.theta = 1e6;
  RopeConfig gptj;  // GPT-J: interleaved, rot 64 of 256
  gptj.layout = RopeLayout::GptJ, gptj.head_dim = 256, gptj.rot_dim = 64;
  RopeConfig phi;  // phi-2: head_dim 80, partial factor 0.4 -> 32
  phi.head_dim = 80, phi.rot_dim = 32;
  RopeConfig lin = neox;
  lin.head_dim = 64, lin.scaling = RopeScaling::Linear, lin.factor = 4;
  RopeConfig ntk = neox;
  ntk.scaling = RopeScaling::Ntk, ntk.factor = 8;
  RopeConfig yarn = neox;  // Qwen2.5 long-context settings
  yarn.theta = 1e6, yarn.scaling = RopeScaling::Yarn, yarn.factor = 4, yarn.original_max_pos = 32768;
  RopeConfig llama3 = neox;  // Llama 3.1
  llama3.theta = 500000, llama3.scaling = RopeScaling::Llama3, llama3.factor = 8, llama3.original_max_pos = 8192;
  RopeConfig gptj_full = gptj;
  gptj_full.head_dim = 64, gptj_full.rot_dim = 0;
  return {{"neox128", neox, 3, 5},    {"qwen3", qwen3, 2, 8},   {"gptj256_rot64", gptj, 2, 3},
          {"phi80_rot32", phi, 3, 2}, {"linear64", lin, 4, 3},  {"ntk", ntk, 2, 3},
          {"yarn", yarn, 2, 3},       {"llama3", llama3, 2, 4}, {"gptj64", gptj_full, 5, 1}};
}

std::vector<int32_t> positions(uint32_t tokens) {
  std::mt19937& rng = testing::test_rng();
  std::uniform_int_distribution<int32_t> p(0, 131071);
  std::vector<int32_t> v(tokens);
  for (int32_t& x : v) x = p(rng);
  v[0] = 0;  // angle 0: y = x exactly
  return v;
}

class RopeBackend : public testing::BackendTest {};

TEST_P(RopeBackend, RopeAndRopeNormBitwise) {
  if (compile_only()) {
    for (const Case& c : cases()) {
      compile_check(*rope_kernel(c.cfg, std::nullopt));
      compile_check(*rope_kernel(c.cfg, 1e-6f));
      if (c.heads % 4 == 0) compile_check(*rope_kernel(c.cfg, 1e-6f, true));  // cos/sin once per workgroup
    }
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    const uint32_t D = c.cfg.head_dim;
    const size_t n = size_t{c.tokens} * c.heads * D;
    std::vector<float> x = mixed(n), w = mixed(D);
    // Specials in the elementwise RoPE input (the last row): ±0, denormals, ±inf, NaN, huge.
    std::vector<float> xs = x;
    std::vector<float> sp = testing::f32_specials();
    for (uint32_t j = 0; j < D; ++j) xs[n - D + j] = sp[j % sp.size()];
    std::vector<int32_t> pos = positions(c.tokens);
    rt::Tensor tpos = up_i32(device(), pos), tw = upload_f32(device(), w, {D});
    rt::Tensor txs = upload_f32(device(), xs, {c.tokens, c.heads, D}),
               tx = upload_f32(device(), x, {c.tokens, c.heads, D});

    std::vector<float> want = rope_ref(xs, pos, c.heads, c.cfg);
    std::vector<float> got = rope(device(), txs, tpos, c.cfg).download_f32();
    EXPECT_EQ(float_mismatches(got, want), 0u) << "rope vs plain C++ on " << backend();
    std::vector<float> want_n = rope_norm_ref(x, w, pos, c.heads, c.cfg, 1e-6f);
    std::vector<float> got_n = rope_norm(device(), tx, tw, tpos, c.cfg, 1e-6f).download_f32();
    EXPECT_EQ(float_mismatches(got_n, want_n), 0u) << "rope_norm vs plain C++ on " << backend();
    // The norm's reductions over a row of its own with the specials (the max of |x| meets NaN,
    // ±inf, ±0 and denormals there): the other rows as before.
    std::vector<float> want_ns = rope_norm_ref(xs, w, pos, c.heads, c.cfg, 1e-6f);
    std::vector<float> got_ns = rope_norm(device(), txs, tw, tpos, c.cfg, 1e-6f).download_f32();
    EXPECT_EQ(float_mismatches(got_ns, want_ns), 0u) << "rope_norm, a specials row, vs plain C++ on " << backend();
    if (backend() != "oracle") {
      rt::Device& o = oracle();
      rt::Tensor opos = up_i32(o, pos);
      EXPECT_EQ(float_mismatches(got, rope(o, upload_f32(o, xs, {c.tokens, c.heads, D}), opos, c.cfg).download_f32()),
                0u);
      EXPECT_EQ(float_mismatches(got_n, rope_norm(o, upload_f32(o, x, {c.tokens, c.heads, D}), upload_f32(o, w, {D}),
                                                  opos, c.cfg, 1e-6f)
                                            .download_f32()),
                0u);
    }
    // Informative: outputs finite and non-zero, and the angle-0 token passes x through.
    size_t finite = 0;
    for (float v : got_n) finite += std::isfinite(v) && v != 0.0f;
    EXPECT_GT(finite, got_n.size() * 95 / 100);
    if (rope_table(c.cfg).attention_factor == 1.0f)
      for (uint32_t j = 0; j < c.heads * D; ++j) ASSERT_TRUE(same_float(got[j], x[j])) << j;
    // Accuracy against float64, printed (max abs error relative to max |y|).
    std::vector<double> ref = rope_f64(x, &w, pos, c.heads, c.cfg, 1e-6f);
    double err = 0, mag = 0;
    for (size_t i = 0; i < ref.size(); ++i)
      err = std::max(err, std::abs(got_n[i] - ref[i])), mag = std::max(mag, std::abs(ref[i]));
    std::printf("[ ACCURACY ] rope_norm %-14s max |err| %.3g (max |y| %.3g) vs float64\n", c.name, err, mag);
    // f32 angles (as HF computes them) at positions up to 2^17 are off by up to 1.5 ulp of the
    // angle, about 0.023 rad: the error is dominated by that, not by sin/cos.
    EXPECT_LT(err, 0.05 * mag);
  }
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(RopeBackend);  // the oracle instance checks the oracle against plain C++

// The fused norm is the public rms_norm definition: a sequential sum of squares instead of the
// canonical tree would differ (sensitivity of the comparison above). The rsqrt compresses: a
// changed sum of squares changes the row on about 60% of rows, so 512 rows keep "more than half"
// far from the bound (at 64 rows it failed in about 0.6% of runs).
TEST(Rope, NormFollowsTheCanonicalTree) {
  RopeConfig cfg;
  const uint32_t D = cfg.head_dim, rows = 512;
  std::vector<float> x = mixed(rows * D), w(D, 1.0f);
  std::vector<int32_t> pos(rows, 0);  // angle 0: y = rms_norm(x)
  std::vector<float> y = rope_norm_ref(x, w, pos, 1, cfg, 1e-6f);
  size_t differ = 0;
  for (uint32_t r = 0; r < rows; ++r) {
    float ss = -0.0f;
    for (uint32_t j = 0; j < D; ++j) ss = ss + x[r * D + j] * x[r * D + j];
    float s = 1.0f / std::sqrt(ss / static_cast<float>(D) + 1e-6f);
    bool row_differs = false;
    for (uint32_t j = 0; j < D; ++j) row_differs |= !same_float(y[r * D + j], x[r * D + j] * s);
    differ += row_differs;
  }
  std::printf("a sequential sum of squares changes %zu of %u rows\n", differ, rows);
  EXPECT_GT(differ, rows / 2) << "a sequential sum of squares would give the same bits: the test is not informative";
}

// Launch counts, measured: rope_norm is one launch (rms_norm + rope unfused are two), attention
// two (chunks, combine).
TEST(Rope, LaunchCounts) {
  auto inner = rt::open_device("oracle");
  fusion::CountingDevice dev(*inner);
  RopeConfig cfg;
  cfg.head_dim = 64;
  rt::Tensor x = upload_f32(dev, mixed(2 * 3 * 64), {2, 3, 64}), w = upload_f32(dev, mixed(64), {64});
  rt::Tensor pos = up_i32(dev, {5, 9});
  rope_norm(dev, x, w, pos, cfg, 1e-6f);
  EXPECT_EQ(dev.launches(), 1u);
  dev.reset();
  AttnConfig ac{.n_q_heads = 2, .n_kv_heads = 1, .head_dim = 32};
  rt::Tensor q = upload_f32(dev, mixed(2 * 32), {1, 1, 2, 32}), kv = upload_f32(dev, mixed(300 * 32), {1, 300, 1, 32});
  attention(dev, ac, q, kv, kv, nullptr, {300});
  EXPECT_EQ(dev.launches(), 2u);  // a second launch combines
  dev.reset();
  ac.combine = 2;
  attention(dev, ac, q, kv, kv, nullptr, {300});
  EXPECT_EQ(dev.launches(), 1u);  // attn_chunk's last workgroup combines (AttnConfig::combine)
}

// Bad inputs found by a hostile trial (2026-12-07): each an error naming what is wrong, where a
// rank-3 x whose token axis disagreed with pos ran silently on other positions, a shape edited
// after allocation crashed the cpu backend, and an out-of-range enum was accepted.
TEST(Rope, BadInputsNameTheProblem) {
  auto dev = rt::open_device("oracle");
  RopeConfig cfg;
  cfg.head_dim = 32;
  auto message = [](auto&& f) { return morph::testing::user_error_message(f); };
  rt::Tensor x = upload_f32(*dev, mixed(2 * 1 * 32), {2, 1, 32});
  EXPECT_NE(message([&] { rope(*dev, x, up_i32(*dev, {5}), cfg); }).find("has 2 tokens but pos has 1"),
            std::string::npos);
  rt::Tensor x4 = upload_f32(*dev, mixed(2 * 32), {1, 2, 1, 32});
  EXPECT_NE(message([&] {
              rope(*dev, x4, up_i32(*dev, {5, 6}), cfg);
            }).find("x must be [tokens, heads, head_dim]"),
            std::string::npos);
  rt::Tensor small = upload_f32(*dev, mixed(4), {4});
  small.shape = {64, 1, 32};
  std::vector<int32_t> many(64, 3);
  EXPECT_NE(message([&] { rope(*dev, small, up_i32(*dev, many), cfg); }).find("rope: x [64,1,32] f32 needs 8192 bytes"),
            std::string::npos);
  RopeConfig bad = cfg;
  bad.scaling = static_cast<RopeScaling>(77);
  EXPECT_NE(message([&] { bad.check(); }).find("rope: scaling 77 is not a RopeScaling"), std::string::npos);
  bad = cfg;
  bad.layout = static_cast<RopeLayout>(9);
  EXPECT_NE(message([&] { bad.check(); }).find("rope: layout 9 is not a RopeLayout"), std::string::npos);
  // No tokens: an empty result, as the norms give for 0 rows.
  rt::Tensor x0 = rt::Tensor::empty(*dev, ir::Type::F32, {0, 1, 32});
  rt::Tensor p0 = rt::Tensor::empty(*dev, ir::Type::I32, {0});
  EXPECT_EQ(rope(*dev, x0, p0, cfg).numel(), 0u);
}

// rope_kernel_serial (the cpu backend's kernel, one item per token) interpreted by the oracle,
// against the plain C++ reference, on every case (both layouts, partial rotary, scalings) with
// the specials row: the kernel's IR means the reference, whatever printer runs it.
TEST(Rope, SerialKernelOnTheOracleEqualsTheReference) {
  auto o = rt::open_device("oracle");
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    const uint32_t D = c.cfg.head_dim, rows = c.tokens * c.heads;
    std::vector<float> x = mixed(size_t{rows} * D);
    std::vector<float> sp = testing::f32_specials();
    for (uint32_t j = 0; j < D; ++j) x[size_t{rows - 1} * D + j] = sp[j % sp.size()];
    std::vector<int32_t> pos = positions(c.tokens);
    std::vector<float> freq = rope_table(c.cfg).inv_freq;
    rt::Tensor tx = upload_f32(*o, x, {rows, D}), tpos = up_i32(*o, pos), tf = upload_f32(*o, freq, {freq.size()});
    rt::Tensor ty = rt::Tensor::empty(*o, ir::Type::F32, {rows, D});
    std::vector<rt::LaunchArg> args{rt::arg(tx.buffer), rt::arg(tpos.buffer), rt::arg(tf.buffer),
                                    rt::arg(ty.buffer), rt::arg(rows),        rt::arg(c.heads)};
    o->launch(rope_kernel_serial(c.cfg), {c.tokens}, {1}, args);
    EXPECT_EQ(float_mismatches(ty.download_f32(), rope_ref(x, pos, c.heads, c.cfg)), 0u);
  }
}

// Where workgroups are cheap (the cpu) rope_norm is the norm's row fence, then the rotation.
TEST(Rope, CpuRopeNormIsTwoLaunches) {
  std::unique_ptr<rt::Device> cpu;
  try {
    cpu = rt::open_device("cpu");
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << e.what();
  }
  ASSERT_TRUE(cpu->caps().cheap_workgroups);
  fusion::CountingDevice dev(*cpu);
  RopeConfig cfg;
  cfg.head_dim = 64;
  rt::Tensor x = upload_f32(dev, mixed(2 * 3 * 64), {2, 3, 64}), w = upload_f32(dev, mixed(64), {64});
  rt::Tensor pos = up_i32(dev, {5, 9});
  rope_norm(dev, x, w, pos, cfg, 1e-6f);
  EXPECT_EQ(dev.launches(), 2u);
  dev.reset();
  rope(dev, x, pos, cfg);
  EXPECT_EQ(dev.launches(), 1u);
}

// Frequency tables: HF transformers' formulas at known points.
TEST(Rope, FrequencyTables) {
  RopeConfig c;
  c.head_dim = 128, c.theta = 500000;
  std::vector<double> g = rope_inv_freq_f64(c);
  EXPECT_DOUBLE_EQ(g[0], 1.0);
  EXPECT_NEAR(g[1], std::pow(500000.0, -2.0 / 128), 1e-18);
  RopeTable t = rope_table(c);
  EXPECT_EQ(t.inv_freq[1], static_cast<float>(g[1]));
  // Llama 3.1 (factor 8, low 1, high 4, original 8192): high frequencies kept, low ones / 8,
  // the band between smoothed.
  RopeConfig l = c;
  l.scaling = RopeScaling::Llama3, l.factor = 8, l.original_max_pos = 8192;
  std::vector<double> gl = rope_inv_freq_f64(l);
  EXPECT_DOUBLE_EQ(gl[0], g[0]);        // wavelength 2 pi < 2048
  EXPECT_DOUBLE_EQ(gl[63], g[63] / 8);  // wavelength > 8192
  bool some_medium = false;
  for (int i = 0; i < 64; ++i) some_medium |= gl[i] != g[i] && gl[i] != g[i] / 8;
  EXPECT_TRUE(some_medium);
  // Linear: all / factor. NTK: theta * factor^(d/(d-2)).
  RopeConfig lin = c;
  lin.scaling = RopeScaling::Linear, lin.factor = 4;
  EXPECT_DOUBLE_EQ(rope_inv_freq_f64(lin)[5], g[5] / 4);
  RopeConfig ntk = c;
  ntk.scaling = RopeScaling::Ntk, ntk.factor = 4;
  EXPECT_NEAR(rope_inv_freq_f64(ntk)[1], std::pow(500000.0 * std::pow(4.0, 128.0 / 126), -2.0 / 128), 1e-15);
  // YaRN: extrapolated (high frequencies) kept, interpolated (low) / factor; mscale 0.1 ln 4 + 1.
  RopeConfig y = c;
  y.theta = 1e6, y.scaling = RopeScaling::Yarn, y.factor = 4, y.original_max_pos = 32768;
  std::vector<double> gy = rope_inv_freq_f64(y), g6 = rope_inv_freq_f64(RopeConfig{.theta = 1e6});
  EXPECT_DOUBLE_EQ(gy[0], g6[0]);
  EXPECT_DOUBLE_EQ(gy[63], g6[63] / 4);
  EXPECT_EQ(rope_table(y).attention_factor, static_cast<float>(0.1 * std::log(4.0) + 1.0));
  // Errors name the field.
  RopeConfig bad = c;
  bad.rot_dim = 7;
  EXPECT_THROW(bad.check(), UserError);
  bad = c;
  bad.scaling = RopeScaling::Yarn, bad.factor = 2;
  EXPECT_THROW(bad.check(), UserError);  // original_max_pos missing
}

// Angle definition and sin/cos ULP against float64 (printed; bounds asserted).
TEST(Rope, AngleAndResultUlp) {
  RopeConfig c;
  c.theta = 1e6;
  RopeTable t = rope_table(c);
  std::vector<double> g = rope_inv_freq_f64(c);
  double max_angle_ulp = 0, max_sin_ulp = 0, max_abs_vs_true = 0;
  for (int32_t p : {1, 7, 100, 1000, 4095, 8191, 32767, 65535, 131071}) {
    for (size_t i = 0; i < t.inv_freq.size(); ++i) {
      float a = static_cast<float>(p) * t.inv_freq[i];
      double exact = static_cast<double>(p) * g[i];
      double ulp = std::ldexp(1.0, std::ilogb(static_cast<float>(exact)) - 23);
      max_angle_ulp = std::max(max_angle_ulp, std::abs(a - exact) / ulp);
      float s = algebra::math::sin(a);
      double sd = std::sin(static_cast<double>(a));
      double sulp = std::ldexp(1.0, std::max(std::ilogb(static_cast<float>(sd)), -126) - 23);
      if (sd != 0) max_sin_ulp = std::max(max_sin_ulp, std::abs(s - sd) / sulp);
      max_abs_vs_true = std::max(max_abs_vs_true, std::abs(s - std::sin(exact)));
    }
  }
  std::printf("[ ACCURACY ] angle f32(pos)*inv_freq vs pos*g in double: max %.3f ulp of the angle\n", max_angle_ulp);
  std::printf(
      "[ ACCURACY ] sin(angle_f32) vs double sin of the same angle: max %.3f ulp; vs the exact angle: max "
      "abs %.3g\n",
      max_sin_ulp, max_abs_vs_true);
  EXPECT_LE(max_angle_ulp, 1.5);  // table rounding (relative 2^-24, <= 1 ulp) + product (0.5 ulp)
  EXPECT_LE(max_sin_ulp, 2.0);
}

}  // namespace
}  // namespace morph::ops
