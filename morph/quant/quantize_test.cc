// Reference quantizers byte for byte equal to ggml's on ggml's reference vectors, for every
// type whose bytes ggml's README says are reproducible (ggml_quantize_chunk without imatrix;
// NVFP4, Q1_0 and Q2_0 on the repository's tests/data/ggml-quant-vectors-new),
// and round trips for the types without vectors (Q8_1, Q8_K, F16, BF16).
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/dequant.h"
#include "morph/quant/quantize.h"
#include "morph/quant/qvec.h"

namespace morph::quant {
namespace {

const char* kQuantTypes[] = {"Q4_0", "Q4_1", "Q5_0",   "Q5_1",   "Q8_0",  "Q2_K",  "Q3_K", "Q4_K",
                             "Q5_K", "Q6_K", "IQ4_NL", "IQ4_XS", "TQ1_0", "TQ2_0", "MXFP4"};

/// Rows of `got` whose bytes differ from `want` (rows of v.row_bytes); the first three are failures
/// naming `name`, the row and its first differing byte.
size_t rows_differing(const QVec& v, const std::vector<uint8_t>& got, const std::vector<uint8_t>& want,
                      const char* name) {
  size_t bad_rows = 0;
  for (uint32_t r = 0; r < v.rows; ++r)
    for (uint32_t b = 0; b < v.row_bytes; ++b) {
      const size_t at = size_t{r} * v.row_bytes + b;
      if (got[at] != want[at]) {
        if (bad_rows++ < 3)
          ADD_FAILURE() << name << " row " << r << ": first differing byte " << b << " (got " << int{got[at]}
                        << ", ggml " << int{want[at]} << ")";
        break;
      }
    }
  return bad_rows;
}

class QuantizeVectors : public ::testing::TestWithParam<const char*> {};

TEST_P(QuantizeVectors, BytesEqualToGgml) {
  auto dir = find_quant_vectors(MORPH_SOURCE_DIR);
  if (!dir) GTEST_SKIP() << "ggml-quant-vectors not found (set MORPH_SHARED_DIR or place ../shared beside the repo)";
  QVec v = read_qvec(*dir + "/" + GetParam() + ".bin");
  std::vector<float> x = v.f32("input");
  const auto& want = v.section("quant");
  std::vector<uint8_t> got = quantize(v.type, x.data(), v.rows, v.cols);
  ASSERT_EQ(got.size(), want.size());
  EXPECT_EQ(rows_differing(v, got, want, GetParam()), 0u);
  if (v.type == GgmlType::IQ4_NL) {  // the run-time quantizer: compare d everywhere, qs where d != 0
    std::vector<uint8_t> ref = quantize_iq4_nl_ref(x.data(), v.rows, v.cols);
    const auto& wr = v.section("quant_ref");
    for (size_t b = 0; b < ref.size() / 18; ++b) {
      ASSERT_EQ(ref[18 * b], wr[18 * b]) << "block " << b;
      ASSERT_EQ(ref[18 * b + 1], wr[18 * b + 1]) << "block " << b;
      if (ref[18 * b] == 0 && (ref[18 * b + 1] & 0x7f) == 0) continue;  // d = ±0: qs unspecified (caveat 4)
      for (int j = 2; j < 18; ++j) ASSERT_EQ(ref[18 * b + j], wr[18 * b + j]) << "block " << b << " byte " << j;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllTypes, QuantizeVectors, ::testing::ValuesIn(kQuantTypes),
                         [](const auto& info) { return std::string(info.param); });

// NVFP4, Q1_0 and Q2_0 on the repository's vectors (tests/data/ggml-quant-vectors-new: ggml's
// ggml_quantize_chunk = quantize_row_<type>_ref bytes), every row: the 56 of the shared vectors'
// distributions and 8 made to sit on NVFP4's scale rounding boundaries (halfway between UE4M3
// codes, below the smallest, clamped) and on huge, tiny and zero values.
class QuantizeNewVectors : public ::testing::TestWithParam<const char*> {};

TEST_P(QuantizeNewVectors, BytesEqualToGgml) {
  QVec v = read_qvec(std::string(MORPH_SOURCE_DIR) + "/tests/data/ggml-quant-vectors-new/" + GetParam() + ".bin");
  std::vector<float> x = v.f32("input");
  const auto& want = v.section("quant");
  std::vector<uint8_t> got = quantize(v.type, x.data(), v.rows, v.cols);
  ASSERT_EQ(got.size(), want.size());
  EXPECT_EQ(rows_differing(v, got, want, GetParam()), 0u) << "of " << v.rows << " rows";
}

INSTANTIATE_TEST_SUITE_P(NewTypes, QuantizeNewVectors, ::testing::Values("NVFP4", "Q1_0", "Q2_0"),
                         [](const auto& info) { return std::string(info.param); });

TEST(Quantize, RoundTripsWithoutVectors) {
  std::mt19937_64 rng(std::random_device{}());
  std::normal_distribution<float> g(0.0f, 1.0f);
  std::vector<float> x(512);
  for (float& v : x) v = g(rng);
  for (GgmlType t : {GgmlType::Q8_1, GgmlType::Q8_K, GgmlType::F16, GgmlType::BF16, GgmlType::F32}) {
    std::vector<uint8_t> q = quantize(t, x.data(), 1, 512);
    std::vector<float> y = dequantize(t, q.data(), 512);
    float amax = 0, err = 0;
    for (size_t i = 0; i < x.size(); ++i) {
      amax = std::max(amax, std::fabs(x[i]));
      err = std::max(err, std::fabs(x[i] - y[i]));
    }
    EXPECT_LE(err, amax / 120) << type_name(t);  // 8-bit (or better) codes
  }
  EXPECT_THROW(quantize(GgmlType::IQ2_XXS, x.data(), 1, 256), UserError);
}

}  // namespace
}  // namespace morph::quant
