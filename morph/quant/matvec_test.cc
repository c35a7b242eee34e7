// Matvec y = W·x for every ggml type on every backend: bitwise equal to the plain C++
// reference (ggml's dequantization, f32 products, the canonical tree) and so to each other;
// rows chosen so that a sequential sum would differ (the test would catch another order).
// CUDA without a GPU compiles every kernel to PTX and reports the run skipped.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "morph/base/env_number.h"
#include "morph/base/float_bits.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec.h"
#include "morph/quant/qvec.h"
#include "morph/quant/random_blocks.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::quant {
namespace {

class MatvecConf : public testing::BackendTest {};

struct Case {
  GgmlType type;
  uint32_t rows, k, ncols;
  XType xt;
};

std::vector<Case> cases() {
  std::vector<Case> cs;
  for (const TypeInfo& t : all_types()) {
    if (!t.dequant) continue;
    // rows not a multiple of 4 (a partial workgroup); two blocks per row (64 elements for the plain types).
    cs.push_back({t.type, 5, 2 * std::max(t.block, 32u), 1, XType::F32});
  }
  // k > 1024: logical lanes fold several elements, some lanes one more than others.
  cs.push_back({GgmlType::Q4_0, 3, 1088, 1, XType::F32});
  cs.push_back({GgmlType::IQ2_XXS, 2, 1280, 1, XType::F32});
  cs.push_back({GgmlType::Q4_K, 3, 512, 3, XType::F16});
  cs.push_back({GgmlType::Q8_0, 2, 2048, 8, XType::BF16});
  cs.push_back({GgmlType::F16, 3, 96, 2, XType::F32});
  cs.push_back({GgmlType::F32, 3, 100, 1, XType::F32});  // k not a multiple of 32: a partial last group
  // Plain rows with full 1024-element chunks (matvec_plain.h's 512-byte runs) and a tail; k = 2100
  // is not a multiple of 8, so the second column's x is read element by element.
  cs.push_back({GgmlType::F16, 3, 2100, 2, XType::F16});
  cs.push_back({GgmlType::BF16, 5, 3072, 3, XType::BF16});
  cs.push_back({GgmlType::F32, 2, 1024, 1, XType::F32});
  cs.push_back({GgmlType::F32, 5, 4100, 1, XType::F16});
  return cs;
}

TEST_P(MatvecConf, EveryTypeBitwiseEqualToHostReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  size_t sensitive = 0, outputs = 0, finite_nonzero = 0;
  for (const Case& c : cases()) {
    SCOPED_TRACE(std::string(type_name(c.type)) + " rows " + std::to_string(c.rows) + " k " + std::to_string(c.k) +
                 " cols " + std::to_string(c.ncols) + " x " + xtype_name(c.xt));
    if (compile_only()) {
      compile_check(*matvec_kernel(c.type, c.k, c.ncols, c.xt));
      continue;
    }
    std::vector<uint8_t> w = random_blocks(c.type, c.rows, c.k, rng);
    std::vector<uint8_t> x = random_x(c.k * c.ncols, c.xt, rng);
    std::vector<float> want = matvec_host(c.type, w.data(), c.rows, c.k, x, c.xt, c.ncols);
    MatvecWeights mw = repack_weights(c.type, w.data(), c.rows, c.k);
    std::vector<float> got = matvec_run(device(), mw, x, c.xt, c.ncols);
    ASSERT_EQ(got.size(), want.size());
    std::vector<float> xf = x_to_f32(x, c.xt);
    for (uint32_t col = 0; col < c.ncols; ++col)
      for (uint32_t r = 0; r < c.rows; ++r) {
        size_t i = size_t{col} * c.rows + r;
        ASSERT_TRUE(same_float(got[i], want[i]))
            << "row " << r << " col " << col << ": got " << got[i] << " (0x" << std::hex << bits_of(got[i]) << ") want "
            << want[i] << " (0x" << bits_of(want[i]) << ")";
        // A left-to-right f32 sum of the same products: differs on most rows, so the
        // comparison above pins the order.
        std::vector<float> wrow = dequantize(c.type, w.data() + r * row_bytes(c.type, c.k), c.k);
        float seq = -0.0f;
        for (uint32_t j = 0; j < c.k; ++j) seq = seq + wrow[j] * xf[size_t{col} * c.k + j];
        sensitive += !same_float(seq, want[i]);
        finite_nonzero += std::isfinite(want[i]) && want[i] != 0.0f;
        ++outputs;
      }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
  std::printf("%zu outputs, %zu differ from a sequential sum, %zu finite and non-zero\n", outputs, sensitive,
              finite_nonzero);
  EXPECT_GT(sensitive, outputs / 2);
  EXPECT_GT(finite_nonzero, outputs * 9 / 10);
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(MatvecConf);  // the oracle instance checks the oracle against plain C++

// Scales that are not positive and finite take the plain a·q path of the kernel's d·q products
// (its fma form holds for positive finite scales only). Rows built so that the two forms would
// differ: all codes 0 with d = -1 or -0 and a zero min (every weight -0, so the row sums to -0,
// where the fma form's +0 would give +0), and d = +inf with non-zero codes and x > 0 (+inf,
// where the fma form gives NaN); then ordinary negative, subnormal and positive scales.
TEST_P(MatvecConf, SpecialScalesBitwiseEqualToHostReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  struct RowSpec {
    uint16_t d, second;
    bool codes;
  };
  const RowSpec specs[] = {{0xBC00, 0x0000, false}, {0x7C00, 0x0000, true}, {0x8000, 0x0000, false},
                           {0xBC00, 0x3C00, true},  {0x7E00, 0x0000, true}, {0x0001, 0x0001, true},
                           {0x3C00, 0x3C00, true}};
  struct Layout {
    GgmlType t;
    uint32_t d, second, scales, nscales, codes, ncodes;
  };
  for (const Layout& L : {Layout{GgmlType::Q4_K, 0, 2, 4, 12, 16, 128}, Layout{GgmlType::Q5_K, 0, 2, 4, 12, 16, 160},
                          Layout{GgmlType::Q2_K, 80, 82, 0, 16, 16, 64}, Layout{GgmlType::Q4_1, 0, 2, 0, 0, 4, 16}}) {
    SCOPED_TRACE(type_name(L.t));
    const uint32_t rows = 7, k = 1024;
    const TypeInfo& ti = type_info(L.t);
    const size_t rb = row_bytes(L.t, k);
    std::vector<uint8_t> w(rb * rows, 0);
    for (uint32_t r = 0; r < rows; ++r) {
      RowSpec sp = specs[r];
      // Q4_1's min is added: only a -0 min keeps the -0 of a zero product.
      if (L.t == GgmlType::Q4_1 && !sp.codes) sp.second = 0x8000;
      for (uint32_t b = 0; b < k / ti.block; ++b) {
        uint8_t* blk = w.data() + r * rb + b * ti.bytes;
        std::memcpy(blk + L.d, &sp.d, 2);
        std::memcpy(blk + L.second, &sp.second, 2);
        std::memset(blk + L.scales, 0x11, L.nscales);
        const uint8_t nonzero[] = {0x55, 0xAA, 0xFF};  // every 2-bit and 4-bit field non-zero
        if (sp.codes) std::memset(blk + L.codes, nonzero[rng() % 3], L.ncodes);
      }
    }
    std::vector<uint8_t> x = random_x(k, XType::F32, rng);
    for (uint32_t j = 0; j < k; ++j) {  // x > 0 (a draw of exactly 0 would make inf * 0 = NaN)
      x[4 * j + 3] &= 0x7f;
      float v;
      std::memcpy(&v, &x[4 * j], 4);
      if (!(v > 0.0f)) v = 1.0f;
      std::memcpy(&x[4 * j], &v, 4);
    }
    std::vector<float> want = matvec_host(L.t, w.data(), rows, k, x, XType::F32, 1);
    ASSERT_TRUE(same_float(want[0], -0.0f) && same_float(want[2], -0.0f)) << want[0] << " " << want[2];
    if (L.t != GgmlType::Q4_1) ASSERT_TRUE(std::isinf(want[1])) << want[1];
    if (compile_only()) {
      compile_check(*matvec_kernel(L.t, k, 1, XType::F32));
      continue;
    }
    std::vector<float> got = matvec_run(device(), repack_weights(L.t, w.data(), rows, k), x, XType::F32, 1);
    for (uint32_t r = 0; r < rows; ++r)
      ASSERT_TRUE(same_float(got[r], want[r])) << "row " << r << ": got " << got[r] << " want " << want[r];
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

TEST(Matvec, RefusesBadShapes) {
  std::mt19937_64 rng(1);
  std::vector<uint8_t> w = random_blocks(GgmlType::Q4_0, 2, 64, rng);
  EXPECT_THROW(repack_weights(GgmlType::Q4_0, w.data(), 2, 48), UserError);
  EXPECT_THROW(repack_weights(GgmlType::I32, w.data(), 1, 4), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::Q4_0, 64, 9, XType::F32), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::Q4_0, 64, 1, XType::F32, MatvecSchedule{0, 1, 1, false}), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::Q4_0, 64, 1, XType::F32, MatvecSchedule{4, 5, 1, false}), UserError);
}

TEST(Matvec, RepackIsLossless) {
  // unpack_row inverts the device layout bit for bit: every ggml bit has a place (a bit the
  // layout dropped would come back as 0 where the random bytes hold 1s).
  std::mt19937_64 rng(2);
  for (const TypeInfo& t : all_types()) {
    if (!t.dequant) continue;
    SCOPED_TRACE(t.name);
    // 3 and 35 blocks (9 for the 256-element types); 96 and 1120 elements for the plain types
    const uint32_t b = std::max(t.block, 32u);
    for (uint32_t k : {b == 256 ? 512u : 3 * b, b == 256 ? 2304u : 35 * b}) {
      if (k % t.block) continue;
      std::vector<uint8_t> w(row_bytes(t.type, k) * 3);
      for (auto& b : w) b = static_cast<uint8_t>(rng());
      MatvecWeights m = repack_weights(t.type, w.data(), 3, k);
      EXPECT_EQ(m.row_words % 4, 0u);
      for (uint32_t r = 0; r < 3; ++r) {
        std::vector<uint8_t> back = unpack_row(m, r);
        ASSERT_EQ(back.size(), row_bytes(t.type, k));
        ASSERT_EQ(std::memcmp(back.data(), w.data() + r * back.size(), back.size()), 0) << "row " << r << " k " << k;
      }
    }
  }
}

// DESIGN L6: every schedule (subgroups per workgroup, rows per item, columns per pass, the
// prefetch of the next chunk) gives the same bits. Chunks: k = 2304 is two full 1024-element
// chunks and a tail of 8 groups, so the prefetch loop, its last-chunk reload and the tail run.
TEST_P(MatvecConf, EverySchedulesBitwiseEqualToHostReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<MatvecSchedule> scheds = {{1, 1, 1, false}, {4, 2, 1, true}, {2, 3, 2, true}, {4, 1, 8, false}};
  MatvecSchedule serial;  // the cpu backend's default: one item per row; here two per workgroup
  serial.serial = true;
  serial.subgroups = 2;
  scheds.push_back(serial);
  MatvecSchedule no_fma = {4, 2, 1, true};  // d·q by a multiply (Vulkan's default: Caps::cheap_fma)
  no_fma.fma_decode = false;
  scheds.push_back(no_fma);
  struct C {
    GgmlType t;
    uint32_t rows, k, n;
  };
  const std::vector<C> cases = {
      C{GgmlType::Q4_K, 7, 2304, 1}, C{GgmlType::Q6_K, 5, 2304, 3}, C{GgmlType::Q8_0, 7, 2304, 2},
      C{GgmlType::F32, 6, 2100, 2}, C{GgmlType::F16, 5, 2100, 3}, C{GgmlType::BF16, 3, 3072, 1},
      C{GgmlType::IQ2_XXS, 3, 2304, 1}, C{GgmlType::Q2_K, 5, 2304, 1}, C{GgmlType::Q4_1, 3, 2304, 2},
      // the planar types of 64- and 128-element blocks (one sb word per 2 or 4 groups)
      C{GgmlType::NVFP4, 5, 2304, 1}, C{GgmlType::Q2_0, 3, 2304, 2}, C{GgmlType::Q1_0, 5, 2304, 1}};
  // Every (type, schedule) pair, in rounds: round r gives type i the schedule (i + r) mod S, so
  // the first S pairs already hold every schedule and the first round every type. Each pair is a
  // kernel of its own; lavapipe compiles one in ~17 s on the 2-core CI machine (72 pairs ran past
  // ctest's 1200 s there, 2026-12-07), so on Vulkan pairs after the first S start only while the
  // test has run less than MORPH_MATVEC_BACKEND_BUDGET_S seconds (default 300; the count run is
  // printed). Other backends run every pair.
  const uint64_t budget_s = env_number("MORPH_MATVEC_BACKEND_BUDGET_S", 1, UINT32_MAX,
                                       backend() == "vulkan" ? 300 : UINT32_MAX, "a number of seconds (decimal)");
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::pair<size_t, size_t>> pairs;  // (case, schedule)
  for (size_t r = 0; r < scheds.size(); ++r)
    for (size_t i = 0; i < cases.size(); ++i) pairs.emplace_back(i, (i + r) % scheds.size());
  struct Prepared {
    std::vector<uint8_t> x;
    std::vector<float> want;
    MatvecWeights mw;
  };
  std::vector<std::optional<Prepared>> prepared(cases.size());
  size_t ran = 0;
  for (size_t pi = 0; pi < pairs.size(); ++pi, ++ran) {
    const auto spent = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start);
    if (pi >= scheds.size() && static_cast<uint64_t>(spent.count()) >= budget_s) {
      std::printf("stopped after %zu of %zu (type, schedule) pairs: %lld s spent, MORPH_MATVEC_BACKEND_BUDGET_S=%llu\n",
                  pi, pairs.size(), static_cast<long long>(spent.count()), static_cast<unsigned long long>(budget_s));
      break;
    }
    const C& c = cases[pairs[pi].first];
    const MatvecSchedule& s = scheds[pairs[pi].second];
    if (!prepared[pairs[pi].first]) {
      std::vector<uint8_t> w = random_blocks(c.t, c.rows, c.k, rng);
      std::vector<uint8_t> x = random_x(c.k * c.n, XType::F32, rng);
      std::vector<float> want = matvec_host(c.t, w.data(), c.rows, c.k, x, XType::F32, c.n);
      prepared[pairs[pi].first] = Prepared{x, want, repack_weights(c.t, w.data(), c.rows, c.k)};
    }
    const std::vector<uint8_t>& x = prepared[pairs[pi].first]->x;
    const std::vector<float>& want = prepared[pairs[pi].first]->want;
    const MatvecWeights& mw = prepared[pairs[pi].first]->mw;
    const auto pair_start = std::chrono::steady_clock::now();
    struct SaySlow {  // a pair that takes long is named (where the test's time goes)
      std::string what;
      std::chrono::steady_clock::time_point t0;
      ~SaySlow() {
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (s > 30) std::printf("slow: %s took %.0f s\n", what.c_str(), s);
      }
    } say{std::string(type_name(c.t)) + " schedule " + std::to_string(pairs[pi].second), pair_start};
    {
      SCOPED_TRACE(std::string(type_name(c.t)) + " subgroups " + std::to_string(s.subgroups) + " rows/item " +
                   std::to_string(s.rows_per_item) + " cols/pass " + std::to_string(s.cols_per_pass) +
                   (s.prefetch ? " prefetch" : "") + (s.serial ? " serial" : "") + (s.fma_decode ? "" : " no-fma"));
      if (compile_only()) {
        compile_check(*matvec_kernel(c.t, c.k, c.n, XType::F32, s));
        continue;
      }
      std::vector<float> got = matvec_run(device(), mw, x, XType::F32, c.n, s);
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_TRUE(same_float(got[i], want[i])) << "output " << i << ": got " << got[i] << " want " << want[i];
    }
  }
  std::printf("%zu of %zu (type, schedule) pairs on %s\n", ran, pairs.size(), backend().c_str());
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
}

// Plain weights with IEEE specials, each kind in rows of its own (the other rows stay finite):
// -0 and +0, subnormals (f16's are normal f32s after the conversion, bf16's and f32's stay
// subnormal), one ±inf, one NaN of random payload (quiet or signaling), huge magnitudes whose
// products and sums overflow. The f16 conversion's island arms (matvec_plain.h) must give the
// reference's values for all of them.
TEST_P(MatvecConf, PlainSpecialWeightsBitwiseEqualToHostReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  const uint32_t k = 2100, kinds = 6, rows = 2 * kinds;
  size_t finite_nonzero = 0;
  for (GgmlType t : {GgmlType::F16, GgmlType::BF16, GgmlType::F32}) {
    SCOPED_TRACE(type_name(t));
    if (compile_only()) {
      compile_check(*matvec_kernel(t, k, 1, XType::F32));
      continue;
    }
    const bool wide = t == GgmlType::F32;
    // Bits of each kind: sign in the top bit, exponent all ones for inf/NaN, zero for subnormals.
    const uint32_t sign = wide ? 0x80000000u : 0x8000u, mant = wide ? 0x7fffffu : (t == GgmlType::F16 ? 0x3ffu : 0x7fu);
    const uint32_t expo = wide ? 0x7f800000u : (t == GgmlType::F16 ? 0x7c00u : 0x7f80u);
    std::vector<uint8_t> w = random_blocks(t, rows, k, rng);
    auto put = [&](uint32_t r, uint32_t j, uint32_t bits) {
      std::memcpy(w.data() + r * row_bytes(t, k) + j * (wide ? 4 : 2), &bits, wide ? 4 : 2);
    };
    for (uint32_t r = 0; r < rows; ++r) {
      const uint32_t kind = r % kinds;
      if (kind == 5) continue;  // ordinary random weights
      const uint32_t at = static_cast<uint32_t>(rng() % k);
      for (uint32_t j = 0; j < k; ++j) {
        const uint32_t sg = (rng() & 1) ? sign : 0u;
        const uint32_t m = 1 + static_cast<uint32_t>(rng() % mant);
        if (kind == 0) put(r, j, sg);                        // ±0
        if (kind == 1) put(r, j, sg | m);                    // subnormals
        if (kind == 2 && j == at) put(r, j, sg | expo);      // one ±inf
        if (kind == 3 && j == at) put(r, j, sg | expo | m);  // one NaN, any payload
        if (kind == 4) put(r, j, sg | (expo - (wide ? 0x800000u : (t == GgmlType::F16 ? 0x400u : 0x80u))) | m);
      }
    }
    std::vector<uint8_t> x = random_x(k, XType::F32, rng);
    std::vector<float> want = matvec_host(t, w.data(), rows, k, x, XType::F32, 1);
    std::vector<float> got = matvec_run(device(), repack_weights(t, w.data(), rows, k), x, XType::F32, 1);
    for (uint32_t r = 0; r < rows; ++r) {
      ASSERT_TRUE(same_float(got[r], want[r]))
          << "row " << r << " (kind " << r % kinds << "): got " << got[r] << " (0x" << std::hex << bits_of(got[r])
          << ") want " << want[r] << " (0x" << bits_of(want[r]) << ")";
      finite_nonzero += std::isfinite(want[r]) && want[r] != 0.0f;
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
  // Subnormal and ordinary rows are finite and non-zero (4 of 12 per type; the huge rows
  // overflow for f16/bf16 only sometimes).
  EXPECT_GE(finite_nonzero, 3u * 4u);
}

}  // namespace
}  // namespace morph::quant

namespace morph::quant {
namespace {

// On ggml's own quantized rows (the reference vectors): the canonical-order result is within
// the vectors' README tolerance of a float64 dot of ggml's dequantization, |y - y64| <= 1e-6 ·
// Σ|w·x|, for every type and row.
TEST(Matvec, GgmlVectorsWithinFloat64Tolerance) {
  auto dir = find_quant_vectors(MORPH_SOURCE_DIR);
  if (!dir) GTEST_SKIP() << "ggml-quant-vectors not found (set MORPH_SHARED_DIR or place ../shared beside the repo)";
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::normal_distribution<float> g(0.0f, 1.0f);
  for (const char* name : {"Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "IQ4_NL",
                           "IQ4_XS", "IQ2_S", "IQ3_XXS", "IQ3_S", "IQ1_M", "TQ1_0", "TQ2_0", "MXFP4"}) {
    QVec v = read_qvec(*dir + "/" + name + ".bin");
    const auto& q = v.section("quant");
    std::vector<float> deq = v.f32("dequant");
    std::vector<uint8_t> x(size_t{v.cols} * 4);
    std::vector<float> xf(v.cols);
    for (uint32_t j = 0; j < v.cols; ++j) {
      xf[j] = g(rng);
      std::memcpy(x.data() + 4 * j, &xf[j], 4);
    }
    std::vector<float> y = matvec_host(v.type, q.data(), v.rows, v.cols, x, XType::F32, 1);
    for (uint32_t r = 0; r < v.rows; ++r) {
      double dot = 0, mag = 0;
      for (uint32_t j = 0; j < v.cols; ++j) {
        double p = static_cast<double>(deq[size_t{r} * v.cols + j]) * xf[j];
        dot += p;
        mag += std::fabs(p);
      }
      ASSERT_LE(std::fabs(y[r] - dot), 1e-6 * mag) << name << " row " << r;
    }
  }
}

}  // namespace
}  // namespace morph::quant
