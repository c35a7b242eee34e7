// Attention on every backend: bitwise equal to the oracle and to the plain C++ reference of the
// definition (docs/attention.md) — GQA/MQA, head_dim 32..256, f32/f16/bf16 caches, contiguous and
// paged, causal with sliding window and softcap, decode (1 token), multi-token decode and a
// causal prefill; batch invariance (a sequence alone = the same sequence inside a batch of
// others) and schedule invariance (chunks per workgroup); accuracy against float64 printed beside
// a naive float32 attention (a stand-in for a framework's f32 SDPA).
#include "morph/ops/attention.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "morph/base/float_bits.h"
#include "morph/reduce/reduce_tree.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/conformance/conformance_util.h"

namespace morph::ops {
namespace {

using testing::float_mismatches;

/// Finite values of mixed magnitude and sign: uniform(-1, 1) * 2^e, e in [e_lo, e_hi].
std::vector<float> mixed(size_t n, int e_lo, int e_hi) {
  std::mt19937& rng = testing::test_rng();
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::uniform_int_distribution<int> e(e_lo, e_hi);
  std::vector<float> v(n);
  for (float& x : v) x = std::ldexp(u(rng), e(rng));
  return v;
}

float round_to(ir::Type t, float x) {
  if (t == ir::Type::F16) return f16_to_f32(f32_to_f16(x));
  if (t == ir::Type::BF16) return bf16_to_f32(f32_to_bf16(x));
  return x;
}

struct Problem {
  AttnConfig c;
  uint32_t batch = 1, n_q = 1;
  std::vector<int32_t> ctx;
  std::vector<float> q;
  HostKv kv;
  std::vector<uint64_t> kv_shape, table_shape;
};

/// Random q and cache for `ctx` (capacity: max ctx + 7 positions, or enough blocks, the table a
/// random permutation of the blocks).
Problem make(const AttnConfig& c, uint32_t n_q, std::vector<int32_t> ctx) {
  Problem p{c, static_cast<uint32_t>(ctx.size()), n_q, ctx, {}, {}, {}, {}};
  const uint32_t D = c.head_dim;
  int32_t max_ctx = *std::max_element(ctx.begin(), ctx.end());
  p.q = mixed(size_t{p.batch} * n_q * c.n_q_heads * D, -3, 1);
  size_t slots;
  if (c.block_size) {
    uint32_t max_blocks = (max_ctx + c.block_size - 1) / c.block_size + 1;
    uint32_t num_blocks = max_blocks * p.batch + 3;
    std::vector<int32_t> perm(num_blocks);
    std::iota(perm.begin(), perm.end(), 0);
    std::shuffle(perm.begin(), perm.end(), testing::test_rng());
    p.kv.block_table.assign(perm.begin(), perm.begin() + size_t{max_blocks} * p.batch);
    p.kv.capacity = max_blocks;
    p.kv_shape = {num_blocks, c.block_size, c.n_kv_heads, D};
    p.table_shape = {p.batch, max_blocks};
    slots = size_t{num_blocks} * c.block_size;
  } else {
    p.kv.capacity = static_cast<uint32_t>(max_ctx) + 7;
    p.kv_shape = {p.batch, p.kv.capacity, c.n_kv_heads, D};
    slots = size_t{p.batch} * p.kv.capacity;
  }
  p.kv.k = mixed(slots * c.n_kv_heads * D, -3, 1);
  p.kv.v = mixed(slots * c.n_kv_heads * D, -6, 4);
  for (float& x : p.kv.k) x = round_to(c.kv_type, x);
  for (float& x : p.kv.v) x = round_to(c.kv_type, x);
  return p;
}

/// serial: force the cpu backend's kernels (attn_chunk_serial, attn_combine_serial) on `dev`.
std::vector<float> run(rt::Device& dev, const Problem& p, bool serial = false) {
  rt::Tensor q = rt::Tensor::empty(dev, ir::Type::F32, {p.batch, p.n_q, p.c.n_q_heads, p.c.head_dim});
  q.upload(p.q);
  rt::Tensor k = rt::Tensor::empty(dev, p.c.kv_type, p.kv_shape), v = rt::Tensor::empty(dev, p.c.kv_type, p.kv_shape);
  k.upload(p.kv.k);
  v.upload(p.kv.v);
  rt::Tensor table;
  if (p.c.block_size) {
    table = rt::Tensor::empty(dev, ir::Type::I32, p.table_shape);
    table.upload_raw(p.kv.block_table.data(), p.kv.block_table.size() * 4);
  }
  const rt::Tensor* tb = p.c.block_size ? &table : nullptr;
  AttnCall call = attention_prepare(dev, p.c, q, k, v, tb, p.ctx);
  if (serial) call.serial = true;
  rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, q.shape);
  call.enqueue(dev, q, k, v, tb, out);
  return out.download_f32();
}

struct Case {
  const char* name;
  AttnConfig c;
  uint32_t n_q;
  std::vector<int32_t> ctx;
};

std::vector<Case> cases() {
  AttnConfig gqa{.n_q_heads = 8, .n_kv_heads = 2, .head_dim = 64};
  AttnConfig mqa{.n_q_heads = 4, .n_kv_heads = 1, .head_dim = 128, .kv_type = ir::Type::F16, .block_size = 16};
  AttnConfig swa{
      .n_q_heads = 4, .n_kv_heads = 2, .head_dim = 256, .kv_type = ir::Type::BF16, .softcap = 30.0f, .window = 100};
  AttnConfig small{.n_q_heads = 2, .n_kv_heads = 2, .head_dim = 32, .scale = 0.3f, .chunks_per_group = 2};
  AttnConfig prefill{.n_q_heads = 2, .n_kv_heads = 1, .head_dim = 64, .block_size = 32, .q_tile = 4};
  return {{"gqa_f32_decode", gqa, 1, {1, 300, 513}},
          {"mqa_f16_paged", mqa, 1, {40, 270}},
          {"bf16_window_softcap_3tok", swa, 3, {290, 130}},
          {"d32_two_chunks_per_group", small, 2, {700}},
          {"prefill_causal_paged", prefill, 20, {20, 275}}};
}

class AttentionBackend : public testing::BackendTest {
 protected:
  void check_case(size_t i);
};

// One case of cases() bitwise against the plain C++ reference and the oracle (each case a test
// of its own: on lavapipe the five together took 860-990 s, near ctest's 1200 s limit).
void AttentionBackend::check_case(size_t i) {
  const Case cs = cases().at(i);
  if (compile_only()) {
    compile_check(*attn_chunk_kernel(cs.c));
    compile_check(*attn_combine_kernel(cs.c));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  SCOPED_TRACE(cs.name);
  Problem p = make(cs.c, cs.n_q, cs.ctx);
  std::vector<float> got = run(device(), p);
  std::vector<float> want = attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx);
  EXPECT_EQ(float_mismatches(got, want), 0u) << "vs plain C++ on " << backend() << " (" << p.c.str() << ")";
  if (backend() != "oracle") EXPECT_EQ(float_mismatches(got, run(oracle(), p)), 0u) << "vs oracle";
  size_t informative = 0;
  for (float x : got) informative += std::isfinite(x) && x != 0.0f;
  EXPECT_GT(informative, got.size() * 95 / 100);
  if (backend() == "oracle") {
    std::vector<double> ref = attention_f64(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx);
    std::vector<float> naive = attention_naive_f32(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx);
    double e_morph = 0, e_naive = 0, mag = 0;
    for (size_t j = 0; j < ref.size(); ++j) {
      e_morph = std::max(e_morph, std::abs(got[j] - ref[j]));
      e_naive = std::max(e_naive, std::abs(naive[j] - ref[j]));
      mag = std::max(mag, std::abs(ref[j]));
    }
    std::printf("[ ACCURACY ] %-26s vs float64: Morph max |err| %.3g, naive f32 %.3g (max |out| %.3g)\n", cs.name,
                e_morph, e_naive, mag);
    EXPECT_LT(e_morph, 1e-4 * mag);
  }
}

TEST_P(AttentionBackend, BitwiseEqualToReferenceGqaF32Decode) { check_case(0); }
TEST_P(AttentionBackend, BitwiseEqualToReferenceMqaF16Paged) { check_case(1); }
TEST_P(AttentionBackend, BitwiseEqualToReferenceBf16WindowSoftcap3Tok) { check_case(2); }
TEST_P(AttentionBackend, BitwiseEqualToReferenceD32TwoChunksPerGroup) { check_case(3); }
TEST_P(AttentionBackend, BitwiseEqualToReferencePrefillCausalPaged) { check_case(4); }

// A sequence gives the same bits alone and inside a batch of other sequences of other lengths,
// and under another schedule (chunks per workgroup).
TEST_P(AttentionBackend, BatchAndScheduleInvariant) {
  AttnConfig c{.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 64, .kv_type = ir::Type::F16};
  if (compile_only()) {
    for (uint32_t cpg : {1u, 2u}) {
      AttnConfig s = c;
      s.chunks_per_group = cpg;
      s.workgroup = cpg == 2 ? 256 : 128;
      s.rows_per_block = cpg;
      compile_check(*attn_chunk_kernel(s));
    }
    AttnConfig bounded = c;  // launch bounds printed
    bounded.min_workgroups_per_cu = 2;
    compile_check(*attn_chunk_kernel(bounded));
    AttnConfig fused = c;  // the last workgroup combines (atomics and fences printed)
    fused.combine = 2;
    compile_check(*attn_chunk_kernel(fused));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  Problem big = make(c, 1, {130, 600, 9, 257});
  std::vector<float> all = run(device(), big);
  const size_t row = size_t{c.n_q_heads} * c.head_dim;
  for (uint32_t b : {1u, 3u}) {
    Problem one = big;
    one.batch = 1;
    one.ctx = {big.ctx[b]};
    one.q.assign(big.q.begin() + b * row, big.q.begin() + (b + 1) * row);
    // The sequence's own cache rows, alone.
    size_t per_seq = size_t{big.kv.capacity} * c.n_kv_heads * c.head_dim;
    one.kv.k.assign(big.kv.k.begin() + b * per_seq, big.kv.k.begin() + (b + 1) * per_seq);
    one.kv.v.assign(big.kv.v.begin() + b * per_seq, big.kv.v.begin() + (b + 1) * per_seq);
    one.kv_shape[0] = 1;
    std::vector<float> alone = run(device(), one);
    std::vector<float> in_batch(all.begin() + b * row, all.begin() + (b + 1) * row);
    EXPECT_EQ(float_mismatches(alone, in_batch), 0u) << "sequence " << b << " alone vs in a batch of 4";
  }
  Problem sched = big;
  sched.c.chunks_per_group = 2;
  sched.c.workgroup = 256;
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "chunks_per_group 2, 256 items vs 1, 128 items";
  sched = big;
  sched.c.rows_per_block = 1;  // the 2 rows of a kv head in two blocks: K and V read twice
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "rows_per_block 1 vs 2";
  sched.c.v_rows_per_block = 2;  // K in two blocks, V in one
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "rows_per_block 1, v_rows_per_block 2 vs 2";
  sched = big;
  sched.c.combine = 2;  // attn_chunk's last workgroup combines the partials (the default: a second launch)
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "combine 2 (one launch) vs 1 (two)";
  sched.c.chunks_per_group = 3;  // 2 or 3 workgroups per row set: another one is last
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "combine 2, chunks_per_group 3";
  sched = big;
  sched.c.row_split = 2;  // each kv head's 2 rows over two workgroups
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "row_split 2 vs 1";
  sched = big;
  sched.c.workgroup = 256;
  sched.c.min_workgroups_per_cu = 2;  // launch bounds (a register cap on CUDA)
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "256 items, launch bounds 2 per compute unit";
  sched = big;
  sched.c.min_workgroups_per_cu = 4;
  EXPECT_EQ(float_mismatches(run(device(), sched), all), 0u) << "128 items, launch bounds 4 per compute unit";
  // Multi-token: query tiles of 1 and 3 tokens per workgroup (6 rows: blocks of 4 + 2, or 2 + 2 + 2).
  Problem multi = make(c, 5, {300, 6});
  std::vector<float> t1 = run(device(), multi);
  multi.c.q_tile = 3;
  EXPECT_EQ(float_mismatches(run(device(), multi), t1), 0u) << "q_tile 3 vs 1";
  multi.c.rows_per_block = 2;
  EXPECT_EQ(float_mismatches(run(device(), multi), t1), 0u) << "q_tile 3, rows_per_block 2 vs q_tile 1";
  multi.c.row_split = 2;  // 3 rows per workgroup: tokens split across workgroups
  EXPECT_EQ(float_mismatches(run(device(), multi), t1), 0u) << "q_tile 3, row_split 2 vs q_tile 1";
}

// A prepared call run again and again: the last-workgroup counters are back at zero after each
// call, so every call writes its whole output (a counter left at 1 would make no workgroup the
// last one, and `out` would keep what it held).
TEST_P(AttentionBackend, RepeatedCallsCombineEveryTime) {
  AttnConfig c{.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 64, .combine = 2};
  if (compile_only()) GTEST_SKIP() << "compiled only; no " << backend() << " device";
  Problem p = make(c, 1, {700, 300});
  std::vector<float> want = attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx);
  rt::Device& dev = device();
  rt::Tensor q = rt::Tensor::empty(dev, ir::Type::F32, {p.batch, p.n_q, c.n_q_heads, c.head_dim});
  q.upload(p.q);
  rt::Tensor k = rt::Tensor::empty(dev, c.kv_type, p.kv_shape), v = rt::Tensor::empty(dev, c.kv_type, p.kv_shape);
  k.upload(p.kv.k);
  v.upload(p.kv.v);
  AttnCall call = attention_prepare(dev, c, q, k, v, nullptr, p.ctx);
  for (int i = 0; i < 3; ++i) {
    rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, q.shape);
    out.upload(std::vector<float>(want.size(), std::nanf("")));
    call.enqueue(dev, q, k, v, nullptr, out);
    EXPECT_EQ(float_mismatches(out.download_f32(), want), 0u) << "call " << i;
  }
}

// Edge cases with a known answer: a window of 1 sees only the query's own position, so the
// output is that position's v row exactly (p = exp(0) = 1, l = 1, one chunk of weight 1); contexts
// on chunk boundaries (256, 512) and a context of 1.
TEST_P(AttentionBackend, WindowOfOneReturnsTheOwnValueRow) {
  AttnConfig c{.n_q_heads = 8, .n_kv_heads = 2, .head_dim = 64, .window = 1};
  if (compile_only()) {
    compile_check(*attn_chunk_kernel(c));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  Problem p = make(c, 1, {512, 256, 1});
  std::vector<float> got = run(device(), p);
  EXPECT_EQ(float_mismatches(got, attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx)), 0u);
  for (uint32_t b = 0; b < p.batch; ++b)
    for (uint32_t h = 0; h < c.n_q_heads; ++h) {
      uint32_t t = static_cast<uint32_t>(p.ctx[b]) - 1, kh = h / c.group_size();
      const float* want = p.kv.v.data() + ((size_t{b} * p.kv.capacity + t) * c.n_kv_heads + kh) * c.head_dim;
      std::vector<float> row(got.begin() + (size_t{b} * c.n_q_heads + h) * c.head_dim,
                             got.begin() + (size_t{b} * c.n_q_heads + h + 1) * c.head_dim);
      EXPECT_EQ(float_mismatches(row, std::vector<float>(want, want + c.head_dim)), 0u) << "b " << b << " h " << h;
    }
}

// Masked positions contribute −0 whatever their (clamped) cache rows hold: an inf and a NaN in
// the V row of each sequence's last visible key, whose neighbours past the context are masked —
// a masked term computed as p · v (−0 · inf) would turn the inf column into NaN. Prefill too, so
// that blocks of positions are partly visible.
TEST_P(AttentionBackend, SpecialsInTheLastVisibleValueRowStayTheirs) {
  AttnConfig c{.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 64};
  if (compile_only()) {
    compile_check(*attn_chunk_kernel(c));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  for (uint32_t n_q : {1u, 5u}) {
    Problem p = make(c, n_q, {300, 77, 512});
    for (uint32_t b = 0; b < p.batch; ++b)
      for (uint32_t kh = 0; kh < c.n_kv_heads; ++kh) {
        float* row = p.kv.v.data() +
                     ((size_t{b} * p.kv.capacity + static_cast<uint32_t>(p.ctx[b]) - 1) * c.n_kv_heads + kh) * 64;
        row[5] = std::numeric_limits<float>::infinity();
        row[9] = std::numeric_limits<float>::quiet_NaN();
      }
    std::vector<float> got = run(device(), p), want = attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx);
    EXPECT_EQ(float_mismatches(got, want), 0u) << "n_q " << n_q;
    size_t infs = 0;
    for (float x : want) infs += std::isinf(x);
    EXPECT_GT(infs, 0u) << "the inf column must reach the outputs, or the test compares nothing";
  }
}

// The f16 cache is read as words and converted by Morph's own ops (attention.cc, kv_pair): every
// one of the 65536 f16 bit patterns (subnormals, ±0, ±inf, NaNs) as a V value, with a window of
// 1 so that each query's output is its own V row exactly — equal to the exact conversion.
TEST_P(AttentionBackend, EveryF16PatternConvertsExactly) {
  AttnConfig c{.n_q_heads = 1, .n_kv_heads = 1, .head_dim = 64, .kv_type = ir::Type::F16, .window = 1, .q_tile = 8};
  if (compile_only()) {
    compile_check(*attn_chunk_kernel(c));
    GTEST_SKIP() << "compiled only; no " << backend() << " device";
  }
  const uint32_t T = 65536 / 64;
  Problem p = make(c, T, {static_cast<int32_t>(T)});
  for (uint32_t i = 0; i < 65536; ++i) {
    uint32_t t = i / 64, d = i % 64;
    p.kv.v[size_t{t} * 64 + d] = f16_to_f32(static_cast<uint16_t>(i));
  }
  std::vector<float> got = run(device(), p);
  size_t bad = 0;
  for (uint32_t i = 0; i < 65536; ++i) bad += !same_float(got[i], f16_to_f32(static_cast<uint16_t>(i)));
  EXPECT_EQ(bad, 0u) << "of 65536 f16 patterns on " << backend();
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(AttentionBackend);  // the oracle instance checks the oracle against plain C++

// The automatic schedule: 256 items for launches smaller than the device, 2 rows per block from
// 4 workgroups per compute unit, no row split; explicit choices are kept.
// attn_chunk traced for one row_split is not reused for another with the same workgroup and row
// blocks: the trace cache's key once lacked row_split, so in one process a row_split 2 kernel
// ran for a later row_split 1 call (found by `morph tune attn_decode_8k` on an H100, 2026-12-06:
// after the s2 candidate at 1x4096, r2 at 1x8192 and every candidate at 8x8192 "failed
// validation" — the default itself was the wrong kernel).
TEST(Attention, TraceCacheKeepsRowSplitsApart) {
  auto o = rt::open_device("oracle");
  AttnConfig c{.n_q_heads = 4, .n_kv_heads = 1, .head_dim = 32, .workgroup = 128, .rows_per_block = 2};
  for (uint32_t split : {2u, 1u, 4u}) {
    c.row_split = split;
    Problem p = make(c, 1, {300, 40});
    EXPECT_EQ(float_mismatches(run(*o, p), attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx)), 0u)
        << "row_split " << split;
  }
}

// The cpu backend's kernels interpreted by the oracle, every case, against the plain C++
// reference: their IR means the definition, whatever printer runs it.
TEST(Attention, SerialKernelsOnTheOracleEqualTheReference) {
  auto o = rt::open_device("oracle");
  for (const Case& cs : cases()) {
    SCOPED_TRACE(cs.name);
    Problem p = make(cs.c, cs.n_q, cs.ctx);
    std::vector<float> got = run(*o, p, /*serial=*/true);
    EXPECT_EQ(float_mismatches(got, attention_ref(p.c, p.q, p.batch, p.n_q, p.kv, p.ctx)), 0u);
  }
}

TEST(Attention, ResolveScheduleChoosesByLaunchSize) {
  AttnConfig c{.n_q_heads = 32, .n_kv_heads = 8, .head_dim = 128, .kv_type = ir::Type::F16};
  AttnConfig small = resolve_schedule(c, 132, 1024, 128), big = resolve_schedule(c, 132, 1024, 2048);
  EXPECT_EQ(small.workgroup, 256u);
  EXPECT_EQ(small.rows_per_block, 4u);
  EXPECT_EQ(big.workgroup, 128u);
  EXPECT_EQ(big.rows_per_block, 2u);
  EXPECT_EQ(resolve_schedule(c, 132, 128, 1).workgroup, 128u) << "the device's workgroup limit";
  EXPECT_EQ(small.row_split, 1u);
  EXPECT_EQ(big.row_split, 1u);
  c.workgroup = 64;
  c.rows_per_block = 1;
  AttnConfig kept = resolve_schedule(c, 132, 1024, 1);
  EXPECT_EQ(kept.workgroup, 64u);
  EXPECT_EQ(kept.rows_per_block, 1u);
}

// The inputs are sensitive to the order: a sequential dot product and a sequential sum over the
// chunk's positions differ from the canonical tree on most rows, so a kernel that summed in
// another order would not equal the reference above.
TEST(Attention, InputsAreOrderSensitive) {
  AttnConfig c{.n_q_heads = 1, .n_kv_heads = 1, .head_dim = 128};
  Problem p = make(c, 1, {256});
  size_t dot_differs = 0, sum_differs = 0;
  for (uint32_t t = 0; t < 256; ++t) {
    const float* k = p.kv.k.data() + size_t{t} * 128;
    float seq = 0.0f;
    for (uint32_t d = 0; d < 128; ++d) seq = seq + p.q[d] * k[d];
    dot_differs +=
        !same_float(seq, reduce::host_reduce_fn(reduce::Combine::Sum, 128, [&](size_t d) { return p.q[d] * k[d]; }));
  }
  for (uint32_t d = 0; d < 128; ++d) {
    float seq = 0.0f;
    for (uint32_t t = 0; t < 256; ++t) seq = seq + p.kv.v[size_t{t} * 128 + d];
    sum_differs += !same_float(
        seq, reduce::host_reduce_fn(reduce::Combine::Sum, 256, [&](size_t t) { return p.kv.v[t * 128 + d]; }));
  }
  EXPECT_GT(dot_differs, 256u / 2);
  EXPECT_GT(sum_differs, 128u / 2);
}

TEST(Attention, BadInputsNameTheTensor) {
  auto dev = rt::open_device("oracle");
  AttnConfig c{.n_q_heads = 4, .n_kv_heads = 3, .head_dim = 64};
  EXPECT_THROW(c.check(), UserError);
  c.n_kv_heads = 2, c.head_dim = 48;
  EXPECT_THROW(c.check(), UserError);
  c.head_dim = 64;
  rt::Tensor q = rt::Tensor::empty(*dev, ir::Type::F32, {1, 1, 4, 64});
  rt::Tensor k = rt::Tensor::empty(*dev, ir::Type::F16, {1, 16, 2, 64});
  try {
    attention(*dev, c, q, k, k, nullptr, {8});
    ADD_FAILURE() << "no error for an f16 cache with kv_type f32";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("attention: k must be"), std::string::npos) << e.what();
  }
  rt::Tensor k32 = rt::Tensor::empty(*dev, ir::Type::F32, {1, 16, 2, 64});
  EXPECT_THROW(attention(*dev, c, q, k32, k32, nullptr, {17}), UserError);  // ctx beyond capacity
  EXPECT_THROW(attention(*dev, c, q, k32, k32, nullptr, {0}), UserError);   // ctx < n_q
  auto message = [](auto&& f) { return morph::testing::user_error_message(f); };
  // k and v of different types: named as such, each type printed once.
  EXPECT_NE(message([&] { attention(*dev, c, q, k32, k, nullptr, {8}); }).find("attention: k is f32 and v f16"),
            std::string::npos);
  // A cache whose shape was edited after allocation: refused before the cpu backend read past it.
  rt::Tensor small = rt::Tensor::empty(*dev, ir::Type::F32, {4});
  small.shape = {1, 16, 2, 64};
  EXPECT_NE(message([&] {
              attention(*dev, c, q, small, k32, nullptr, {8});
            }).find("attention: k [1,16,2,64] f32 needs 8192 bytes, its buffer holds 16"),
            std::string::npos);
  // A paged cache's block table entry beyond the cache's blocks (the cpu backend crashed on it,
  // 2026-12-07); entries past the visible positions are not read, so not checked.
  AttnConfig pc = c;
  pc.block_size = 4;
  rt::Tensor pk = rt::Tensor::empty(*dev, ir::Type::F32, {2, 4, 2, 64});
  rt::Tensor table = rt::Tensor::empty(*dev, ir::Type::I32, {1, 3});
  const std::vector<int32_t> entries = {1, 100000000, 7};
  table.upload_raw(entries.data(), 12);
  EXPECT_NE(message([&] {
              attention(*dev, pc, q, pk, pk, &table, {8});
            }).find("block_table[0][1] = 100000000 is outside the cache's 2 blocks"),
            std::string::npos);
  EXPECT_EQ(message([&] { attention(*dev, pc, q, pk, pk, &table, {4}); }), "no error");
  // The output on an input's buffer.
  AttnCall call = attention_prepare(*dev, c, q, k32, k32, nullptr, {8});
  rt::Tensor out_on_q = q;
  EXPECT_NE(message([&] { call.enqueue(*dev, q, k32, k32, nullptr, out_on_q); }).find("out shares its buffer with q"),
            std::string::npos);
  // The reference checks its host vectors' sizes too (an over-read before).
  HostKv kv{std::vector<float>(32), std::vector<float>(32), {}, 100000};
  EXPECT_NE(message([&] { attention_ref(c, std::vector<float>(256), 1, 1, kv, {8}); }).find("attention_ref: k"),
            std::string::npos);
  HostKv paged{std::vector<float>(2 * 4 * 2 * 64), std::vector<float>(2 * 4 * 2 * 64), {0, 100000000}, 2};
  EXPECT_NE(message([&] {
              attention_ref(pc, std::vector<float>(256), 1, 1, paged, {8});
            }).find("block_table[0][1] = 100000000"),
            std::string::npos);
}

}  // namespace
}  // namespace morph::ops
