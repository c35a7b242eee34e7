// Matvec y = W·x for every ggml type on every backend: bitwise equal to the plain C++
// reference (ggml's dequantization, f32 products, the canonical tree) and so to each other;
// rows chosen so that a sequential sum would differ (the test would catch another order).
// CUDA without a GPU compiles every kernel to PTX and reports the run skipped.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec.h"
#include "morph/quant/qvec.h"
#include "morph/quant/random_blocks.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::quant {
namespace {

std::vector<uint8_t> random_x(uint32_t n, XType xt, std::mt19937_64& rng) {
  std::normal_distribution<float> g(0.0f, 1.0f);
  std::vector<uint8_t> x(n * (xt == XType::F32 ? 4 : 2));
  for (uint32_t i = 0; i < n; ++i) {
    float v = g(rng);
    if (xt == XType::F32) std::memcpy(x.data() + 4 * i, &v, 4);
    else {
      uint16_t h = xt == XType::F16 ? f32_to_f16(v) : f32_to_bf16(v);
      std::memcpy(x.data() + 2 * i, &h, 2);
    }
  }
  return x;
}

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
    // rows not a multiple of 4 (a partial workgroup); two blocks per row.
    cs.push_back({t.type, 5, t.block == 256 ? 512u : 64u, 1, XType::F32});
  }
  // k > 1024: logical lanes fold several elements, some lanes one more than others.
  cs.push_back({GgmlType::Q4_0, 3, 1088, 1, XType::F32});
  cs.push_back({GgmlType::IQ2_XXS, 2, 1280, 1, XType::F32});
  cs.push_back({GgmlType::Q4_K, 3, 512, 3, XType::F16});
  cs.push_back({GgmlType::Q8_0, 2, 2048, 8, XType::BF16});
  cs.push_back({GgmlType::F16, 3, 96, 2, XType::F32});
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
        ASSERT_TRUE(same_float(got[i], want[i])) << "row " << r << " col " << col << ": got " << got[i] << " (0x"
                                                 << std::hex << bits_of(got[i]) << ") want " << want[i] << " (0x"
                                                 << bits_of(want[i]) << ")";
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

TEST(Matvec, RefusesBadShapes) {
  std::mt19937_64 rng(1);
  std::vector<uint8_t> w = random_blocks(GgmlType::Q4_0, 2, 64, rng);
  EXPECT_THROW(repack_weights(GgmlType::Q4_0, w.data(), 2, 48), UserError);
  EXPECT_THROW(repack_weights(GgmlType::I32, w.data(), 1, 4), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::Q4_0, 64, 9, XType::F32), UserError);
}

TEST(Matvec, RepackIsLossless) {
  std::mt19937_64 rng(2);
  for (GgmlType t : {GgmlType::Q4_0, GgmlType::MXFP4, GgmlType::Q6_K, GgmlType::F16}) {
    uint32_t k = type_info(t).block == 256 ? 512 : 96;
    std::vector<uint8_t> w = random_blocks(t, 3, k, rng);
    MatvecWeights m = repack_weights(t, w.data(), 3, k);
    const uint8_t* words = reinterpret_cast<const uint8_t*>(m.words.data());
    const TypeInfo& ti = type_info(t);
    size_t padded = ti.block == 1 ? ti.bytes : (ti.bytes + 3) / 4 * 4;
    for (uint32_t r = 0; r < 3; ++r)
      for (uint32_t b = 0; b < k / ti.block; ++b)
        ASSERT_EQ(std::memcmp(words + size_t{r} * m.row_words * 4 + b * padded,
                              w.data() + r * row_bytes(t, k) + size_t{b} * ti.bytes, ti.bytes), 0);
  }
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
