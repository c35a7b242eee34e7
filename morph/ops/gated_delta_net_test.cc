// The gated delta rule on every backend: bitwise equal to the plain C++ definition and to the
// oracle, for the whole output and the state after the tokens; batch invariance; tokens in one
// call equal to one call per token (a decode loop); the comparisons' sensitivity (a sequential
// sum over i, or an fma in the state update, would be caught); accuracy against float64;
// errors naming the tensor.
#include "morph/ops/gated_delta_net.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/runtime/registry.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/conformance/conformance_util.h"

namespace morph::ops {
namespace {

rt::Tensor up(rt::Device& dev, const std::vector<float>& v, std::vector<uint64_t> shape) {
  return testing::upload_f32(dev, v, std::move(shape));
}
using testing::float_mismatches;

/// Inputs of Qwen3-Next's magnitudes: q, k, v ~ N(0, 1) (k scaled by 1/sqrt(Dk) without the L2
/// norm, as the norm would leave it), g = log decay in [-3, -0.01], beta in (0, 1), the state
/// N(0, 0.1). With `specials_seq`, that sequence's inputs hold the f32 specials (±0, denormals,
/// ±inf, NaN, huge, tiny) in a sequence of its own — a NaN there spreads through its state, as it
/// would in any implementation; the other sequences stay finite.
GdnHostInputs make_inputs(const GdnConfig& c, uint32_t batch, uint32_t tokens, int specials_seq = -1) {
  std::mt19937& rng = testing::test_rng();
  std::normal_distribution<float> n01(0.0f, 1.0f);
  std::uniform_real_distribution<float> ug(-3.0f, -0.01f), ub(0.02f, 0.98f);
  GdnHostInputs in;
  in.batch = batch, in.tokens = tokens;
  const size_t BT = size_t{batch} * tokens;
  const float kscale = c.qk_l2norm ? 1.0f : 1.0f / std::sqrt(static_cast<float>(c.head_dim_k));
  in.q.resize(BT * c.n_k_heads * c.head_dim_k);
  in.k.resize(in.q.size());
  in.v.resize(BT * c.n_v_heads * c.head_dim_v);
  in.g.resize(BT * c.n_v_heads);
  in.beta.resize(in.g.size());
  in.state.resize(size_t{batch} * c.n_v_heads * c.head_dim_k * c.head_dim_v);
  for (float& x : in.q) x = n01(rng);
  for (float& x : in.k) x = n01(rng) * kscale;
  for (float& x : in.v) x = n01(rng);
  for (float& x : in.g) x = ug(rng);
  for (float& x : in.beta) x = ub(rng);
  for (float& x : in.state) x = 0.1f * n01(rng);
  if (specials_seq >= 0) {
    const std::vector<float> sp = testing::f32_specials();
    const size_t b = static_cast<size_t>(specials_seq);
    auto fill = [&](std::vector<float>& v, size_t per_seq, size_t offset) {
      for (size_t i = 0; i < per_seq; i += 7) v[b * per_seq + i] = sp[(i / 7 + offset) % sp.size()];
    };
    fill(in.q, in.q.size() / batch, 0);
    fill(in.k, in.k.size() / batch, 3);
    fill(in.v, in.v.size() / batch, 5);
    fill(in.state, in.state.size() / batch, 11);
    for (uint32_t t = 0; t < tokens; ++t) {  // g: -inf (a full reset), -0, a denormal; beta 0 and 1
      size_t at = (b * tokens + t) * c.n_v_heads;
      in.g[at] = -std::numeric_limits<float>::infinity();
      if (c.n_v_heads > 1) in.g[at + 1] = -0.0f, in.beta[at + 1] = 0.0f;
      if (c.n_v_heads > 2) in.g[at + 2] = -1e-40f, in.beta[at + 2] = 1.0f;
    }
  }
  return in;
}

struct GdnRun {
  std::vector<float> out, state;
};
GdnRun run_on(rt::Device& dev, const GdnConfig& c, const GdnHostInputs& in) {
  const uint64_t B = in.batch, T = in.tokens;
  rt::Tensor q = up(dev, in.q, {B, T, c.n_k_heads, c.head_dim_k}), k = up(dev, in.k, {B, T, c.n_k_heads, c.head_dim_k});
  rt::Tensor v = up(dev, in.v, {B, T, c.n_v_heads, c.head_dim_v});
  rt::Tensor g = up(dev, in.g, {B, T, c.n_v_heads}), beta = up(dev, in.beta, {B, T, c.n_v_heads});
  rt::Tensor s = up(dev, in.state, {B, c.n_v_heads, c.head_dim_k, c.head_dim_v});
  rt::Tensor o = gated_delta_net(dev, c, q, k, v, g, beta, s);
  return {o.download_f32(), s.download_f32()};
}

struct Case {
  const char* name;
  GdnConfig c;
  uint32_t batch, tokens;
};

std::vector<Case> cases() {
  GdnConfig qwen;  // Qwen3-Next's linear attention: 2 v heads per k head, Dk = Dv = 128, L2-normed q and k
  qwen.n_k_heads = 1, qwen.n_v_heads = 2, qwen.qk_l2norm = true;
  GdnConfig plain;  // no norm, Dk 64, Dv 96, MHA, a given scale
  plain.n_k_heads = 2, plain.n_v_heads = 2, plain.head_dim_k = 64, plain.head_dim_v = 96, plain.scale = 0.3f;
  GdnConfig wide;  // Dk 256 (8 groups), Dv 32, 4 v heads per k head
  wide.n_k_heads = 1, wide.n_v_heads = 4, wide.head_dim_k = 256, wide.head_dim_v = 32, wide.qk_l2norm = true;
  GdnConfig small;  // Dk 32 (one group), Dv 64
  small.n_k_heads = 3, small.n_v_heads = 3, small.head_dim_k = 32, small.head_dim_v = 64;
  return {{"qwen3next", qwen, 3, 3}, {"plain64x96", plain, 3, 4}, {"dk256", wide, 3, 2}, {"dk32", small, 3, 5}};
}

class GdnBackend : public testing::BackendTest {};

TEST_P(GdnBackend, BitwiseEqualsPlainCppAndOracle) {
  if (compile_only()) {
    for (const Case& k : cases()) compile_check(*gdn_kernel(k.c));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  for (const Case& k : cases()) {
    SCOPED_TRACE(k.name);
    // Sequences 0 and 1 finite, sequence 2 the specials.
    GdnHostInputs in = make_inputs(k.c, k.batch, k.tokens, 2);
    auto [want_o, want_s] = gated_delta_net_ref(k.c, in);
    GdnRun got = run_on(device(), k.c, in);
    EXPECT_EQ(float_mismatches(got.out, want_o), 0u) << "out vs plain C++ on " << backend();
    EXPECT_EQ(float_mismatches(got.state, want_s), 0u) << "state vs plain C++ on " << backend();
    if (backend() != "oracle") {
      GdnRun o = run_on(oracle(), k.c, in);
      EXPECT_EQ(float_mismatches(got.out, o.out), 0u) << "out vs the oracle";
      EXPECT_EQ(float_mismatches(got.state, o.state), 0u) << "state vs the oracle";
    }
    // The comparison compares something: the finite sequences' outputs are finite and nonzero.
    const size_t per_seq = got.out.size() / k.batch;
    size_t finite = 0;
    for (size_t i = 0; i < 2 * per_seq; ++i) finite += std::isfinite(got.out[i]) && got.out[i] != 0.0f;
    EXPECT_GT(finite, 2 * per_seq * 98 / 100) << "finite nonzero outputs of the finite sequences";
  }
}

// A sequence's result is its own: alone or beside others (the schedule gives every (sequence,
// head, column block) its own workgroup), and k tokens in one call equal k calls of one token
// each with the state carried (a decode loop).
TEST_P(GdnBackend, BatchInvariantAndTokenByToken) {
  if (compile_only()) GTEST_SKIP() << "compiled only; no " << backend() << " device";
  GdnConfig c;
  c.n_k_heads = 2, c.n_v_heads = 4, c.head_dim_k = 64, c.head_dim_v = 64, c.qk_l2norm = true;
  const uint32_t T = 4;
  GdnHostInputs all = make_inputs(c, 3, T);
  GdnRun batched = run_on(device(), c, all);
  // Sequence 1 alone.
  GdnHostInputs one;
  one.batch = 1, one.tokens = T;
  auto slice = [](const std::vector<float>& v, uint32_t batch, uint32_t b) {
    const size_t n = v.size() / batch;
    return std::vector<float>(v.begin() + b * n, v.begin() + (b + 1) * n);
  };
  one.q = slice(all.q, 3, 1), one.k = slice(all.k, 3, 1), one.v = slice(all.v, 3, 1);
  one.g = slice(all.g, 3, 1), one.beta = slice(all.beta, 3, 1), one.state = slice(all.state, 3, 1);
  GdnRun alone = run_on(device(), c, one);
  EXPECT_EQ(float_mismatches(alone.out, slice(batched.out, 3, 1)), 0u) << "sequence 1 alone vs in a batch of 3";
  EXPECT_EQ(float_mismatches(alone.state, slice(batched.state, 3, 1)), 0u);
  // One token per call.
  GdnHostInputs step = one;
  step.tokens = 1;
  std::vector<float> outs;
  for (uint32_t t = 0; t < T; ++t) {
    auto tok = [&](const std::vector<float>& v) {
      const size_t n = v.size() / T;
      return std::vector<float>(v.begin() + t * n, v.begin() + (t + 1) * n);
    };
    step.q = tok(one.q), step.k = tok(one.k), step.v = tok(one.v), step.g = tok(one.g), step.beta = tok(one.beta);
    GdnRun r = run_on(device(), c, step);
    outs.insert(outs.end(), r.out.begin(), r.out.end());
    step.state = r.state;
  }
  EXPECT_EQ(float_mismatches(outs, alone.out), 0u) << "one call per token vs all tokens in one call";
  EXPECT_EQ(float_mismatches(step.state, alone.state), 0u);
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(GdnBackend);  // the oracle instance checks the oracle against plain C++

// The cpu backend's kernel (one item per block of columns) interpreted by the oracle, against
// the definition — so its IR is checked where the cpu backend is not built as well.
TEST(GatedDeltaNet, SerialKernelOnTheOracleEqualsTheReference) {
  auto dev = rt::open_device("oracle");
  for (const Case& k : cases()) {
    SCOPED_TRACE(k.name);
    const GdnConfig& c = k.c;
    GdnHostInputs in = make_inputs(c, k.batch, k.tokens, 2);
    auto [want_o, want_s] = gated_delta_net_ref(c, in);
    const uint64_t B = in.batch, T = in.tokens;
    rt::Tensor q = up(*dev, in.q, {B, T, c.n_k_heads, c.head_dim_k}),
               kk = up(*dev, in.k, {B, T, c.n_k_heads, c.head_dim_k});
    rt::Tensor v = up(*dev, in.v, {B, T, c.n_v_heads, c.head_dim_v});
    rt::Tensor g = up(*dev, in.g, {B, T, c.n_v_heads}), beta = up(*dev, in.beta, {B, T, c.n_v_heads});
    rt::Tensor s = up(*dev, in.state, {B, c.n_v_heads, c.head_dim_k, c.head_dim_v});
    rt::Tensor o = rt::Tensor::empty(*dev, ir::Type::F32, {B, T, c.n_v_heads, c.head_dim_v});
    dev->launch(
        gdn_kernel_serial(c), {c.head_dim_v / gdn_serial_columns(c), c.n_v_heads, k.batch}, {1},
        {rt::arg(q.buffer), rt::arg(kk.buffer), rt::arg(v.buffer), rt::arg(g.buffer), rt::arg(beta.buffer),
         rt::arg(s.buffer), rt::arg(o.buffer), rt::arg(k.tokens), rt::arg(c.scale_value()), rt::arg(c.l2norm_eps)});
    EXPECT_EQ(float_mismatches(o.download_f32(), want_o), 0u) << "out";
    EXPECT_EQ(float_mismatches(s.download_f32(), want_s), 0u) << "state";
  }
}

/// The definition with another summation over i (sequential, left to right) or with the state
/// update as one fma: what the bitwise comparisons above must be able to see.
std::vector<float> variant_ref(const GdnConfig& c, const GdnHostInputs& in, bool sequential, bool fma_update) {
  const uint32_t DK = c.head_dim_k, DV = c.head_dim_v, Hv = c.n_v_heads;
  const float scale = c.scale_value();
  std::vector<float> S = in.state, out(in.v.size());
  auto sum = [&](auto&& f) {
    if (!sequential) return reduce::host_reduce_fn(reduce::Combine::Sum, DK, f);
    float a = -0.0f;
    for (uint32_t i = 0; i < DK; ++i) a = a + f(i);
    return a;
  };
  for (uint32_t t = 0; t < in.tokens; ++t)
    for (uint32_t h = 0; h < Hv; ++h) {  // batch 1, MHA, no norm
      const size_t vh = size_t{t} * Hv + h;
      const float* kr = in.k.data() + vh * DK;
      const float* qr = in.q.data() + vh * DK;
      float* s = S.data() + size_t{h} * DK * DV;
      const float alpha = algebra::math::exp(in.g[vh]);
      for (size_t e = 0; e < size_t{DK} * DV; ++e) s[e] = s[e] * alpha;
      std::vector<float> kv(DV);
      for (uint32_t j = 0; j < DV; ++j) kv[j] = sum([&](size_t i) { return s[i * DV + j] * kr[i]; });
      for (uint32_t i = 0; i < DK; ++i)
        for (uint32_t j = 0; j < DV; ++j) {
          float d = (in.v[vh * DV + j] - kv[j]) * in.beta[vh];
          float& x = s[size_t{i} * DV + j];
          x = fma_update ? std::fma(kr[i], d, x) : x + kr[i] * d;
        }
      for (uint32_t j = 0; j < DV; ++j)
        out[vh * DV + j] = sum([&](size_t i) { return s[i * DV + j] * (qr[i] * scale); });
    }
  return out;
}

TEST(GatedDeltaNet, AnotherSumOrderOrAnFmaWouldBeCaught) {
  GdnConfig c;
  c.n_k_heads = 4, c.n_v_heads = 4;
  GdnHostInputs in = make_inputs(c, 1, 3);
  std::vector<float> tree = gated_delta_net_ref(c, in).first;
  ASSERT_EQ(float_mismatches(variant_ref(c, in, false, false), tree), 0u) << "the variant reference is the definition";
  const size_t n = tree.size();
  size_t seq = float_mismatches(variant_ref(c, in, true, false), tree),
         fma = float_mismatches(variant_ref(c, in, false, true), tree);
  std::printf("[ SENSITIVITY ] outputs differing from the definition: sequential sums %zu of %zu, fma update %zu\n",
              seq, n, fma);
  EXPECT_GT(seq, n / 2);
  EXPECT_GT(fma, n / 2);
}

TEST(GatedDeltaNet, AccuracyAgainstFloat64) {
  for (bool l2 : {false, true}) {
    GdnConfig c;
    c.n_k_heads = 2, c.n_v_heads = 4, c.qk_l2norm = l2;
    GdnHostInputs in = make_inputs(c, 1, 16);
    std::vector<float> got = gated_delta_net_ref(c, in).first;
    std::vector<double> ref = gated_delta_net_f64(c, in);
    double err = 0, mag = 0;
    for (size_t i = 0; i < ref.size(); ++i)
      err = std::max(err, std::abs(got[i] - ref[i])), mag = std::max(mag, std::abs(ref[i]));
    std::printf("[ ACCURACY ] gated_delta_net qk_l2norm=%d, 16 tokens: max |err| %.3g (max |o| %.3g) vs float64\n", l2,
                err, mag);
    EXPECT_LT(err, 1e-5 * mag);
  }
}

TEST(GatedDeltaNet, BadInputsNameTheTensor) {
  auto dev = rt::open_device("oracle");
  GdnConfig c;
  c.n_k_heads = 1, c.n_v_heads = 2, c.head_dim_k = 32, c.head_dim_v = 32;
  auto t = [&](std::vector<uint64_t> shape) { return rt::Tensor::empty(*dev, ir::Type::F32, std::move(shape)); };
  rt::Tensor q = t({1, 2, 1, 32}), k = t({1, 2, 1, 32}), v = t({1, 2, 2, 32}), g = t({1, 2, 2}), beta = t({1, 2, 2});
  rt::Tensor s = t({1, 2, 32, 32});
  auto message = [](auto&& f) { return morph::testing::user_error_message(f); };
  rt::Tensor bad_v = t({1, 2, 1, 32});
  EXPECT_NE(message([&] { gated_delta_net(*dev, c, q, k, bad_v, g, beta, s); }).find("v must be [1,2,2,32] f32"),
            std::string::npos);
  rt::Tensor bad_s = t({1, 2, 32, 64});
  EXPECT_NE(message([&] { gated_delta_net(*dev, c, q, k, v, g, beta, bad_s); }).find("state must be"),
            std::string::npos);
  rt::Tensor half_beta = rt::Tensor::empty(*dev, ir::Type::F16, {1, 2, 2});
  EXPECT_NE(message([&] { gated_delta_net(*dev, c, q, k, v, g, half_beta, s); }).find("beta must be"),
            std::string::npos);
  // A shape edited after allocation (the buffer holds 4 floats): refused before any launch, which
  // on the cpu backend wrote past the buffer (a new-user trial, 2026-12-07).
  rt::Tensor small_s = t({4});
  small_s.shape = {1, 2, 32, 32};
  EXPECT_NE(message([&] {
              gated_delta_net(*dev, c, q, k, v, g, beta, small_s);
            }).find("state [1,2,32,32] f32 needs 8192 bytes, its buffer holds 16"),
            std::string::npos);
  // The state updated in place while q is read: each backend's item order would decide the result.
  rt::Tensor q_as_s = t({1, 2, 32, 32});
  rt::Tensor q_alias = q_as_s;
  q_alias.shape = {1, 2, 1, 32};
  EXPECT_NE(
      message([&] { gated_delta_net(*dev, c, q_alias, k, v, g, beta, q_as_s); }).find("state shares its buffer with q"),
      std::string::npos);
  GdnCall call = gdn_prepare(c, q, k, v, g, beta, s);
  rt::Tensor out_on_v = v;
  EXPECT_NE(message([&] { call.enqueue(*dev, q, k, v, g, beta, s, out_on_v); }).find("out shares its buffer with v"),
            std::string::npos);
  GdnConfig odd = c;
  odd.head_dim_k = 48;
  EXPECT_NE(message([&] { gdn_kernel(odd); }).find("head_dim_k 48"), std::string::npos);
  GdnConfig gqa = c;
  gqa.n_k_heads = 3;
  EXPECT_NE(message([&] { gdn_kernel(gqa); }).find("multiple of n_k_heads 3"), std::string::npos);
}

}  // namespace
}  // namespace morph::ops
