// Dequantization bitwise equal to ggml's on ggml's own reference vectors (every row of every
// type in ggml-quant-vectors; -0.0 included; NVFP4, Q1_0 and Q2_0 from the repository's
// tests/data/ggml-quant-vectors-new), plus decode-table checks for the types the vectors lack
// (IQ2_XXS, IQ2_XS, IQ1_S need an imatrix to quantize).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "morph/base/float_bits.h"
#include "morph/quant/decode.h"
#include "morph/quant/dequant.h"
#include "morph/quant/iq_tables.h"
#include "morph/quant/qvec.h"

namespace morph::quant {
namespace {

std::optional<std::string> vectors_dir() { return find_quant_vectors(MORPH_SOURCE_DIR); }

const char* kVectorTypes[] = {"Q4_0",  "Q4_1",  "Q5_0",  "Q5_1",   "Q8_0",   "Q2_K",  "Q3_K",
                              "Q4_K",  "Q5_K",  "Q6_K",  "IQ4_NL", "IQ4_XS", "IQ2_S", "IQ3_XXS",
                              "IQ3_S", "IQ1_M", "TQ1_0", "TQ2_0",  "MXFP4"};

/// Each row of `q` (rows of v.row_bytes bytes) dequantized and compared bitwise with `want` (rows x
/// v.cols f32 bits); the first five differences are failures naming `what`, row and column.
struct Compared {
  size_t mismatches = 0, values = 0, nonzero = 0, neg_zero = 0;  // the last two: of the expected values
};
Compared compare_dequant(const QVec& v, const std::vector<uint8_t>& q, const std::vector<uint32_t>& want,
                         const std::string& what) {
  Compared n;
  const size_t rows = q.size() / v.row_bytes;
  for (size_t r = 0; r < rows; ++r) {
    std::vector<float> got = dequantize(v.type, q.data() + r * v.row_bytes, v.cols);
    for (uint32_t c = 0; c < v.cols; ++c) {
      const uint32_t g = bits_of(got[c]), w = want[r * v.cols + c];
      ++n.values;
      n.nonzero += (w & 0x7fffffffu) != 0;
      n.neg_zero += w == 0x80000000u;
      if (!same_bits(g, w) && n.mismatches++ < 5)
        ADD_FAILURE() << what << " row " << r << " col " << c << ": got 0x" << std::hex << g << " want 0x" << w;
    }
  }
  return n;
}

class DequantVectors : public ::testing::TestWithParam<const char*> {};

TEST_P(DequantVectors, BitwiseEqualToGgml) {
  auto dir = vectors_dir();
  if (!dir) GTEST_SKIP() << "ggml-quant-vectors not found (set MORPH_SHARED_DIR or place ../shared beside the repo)";
  QVec v = read_qvec(*dir + "/" + GetParam() + ".bin");
  ASSERT_EQ(v.kind, 1u);
  const auto& q = v.section("quant");
  std::vector<uint32_t> want = v.u32("dequant");
  ASSERT_EQ(q.size(), size_t{v.rows} * v.row_bytes);
  ASSERT_EQ(want.size(), size_t{v.rows} * v.cols);
  const Compared n = compare_dequant(v, q, want, GetParam());
  EXPECT_EQ(n.mismatches, 0u) << GetParam() << ": " << n.neg_zero << " of the expected values are -0.0";
  if (v.type == GgmlType::IQ4_NL) {  // the run-time quantizer's output too (caveat 4: compare all)
    const auto& qr = v.section("quant_ref");
    std::vector<uint32_t> wr = v.u32("dequant_ref");
    for (uint32_t r = 0; r < v.rows; ++r) {
      std::vector<float> got = dequantize(v.type, qr.data() + size_t{r} * v.row_bytes, v.cols);
      for (uint32_t c = 0; c < v.cols; ++c) {
        uint32_t w = wr[size_t{r} * v.cols + c];
        if ((w & 0x7fffffffu) == 0) continue;  // zero-scale blocks: qs bytes unspecified, value ±0
        ASSERT_TRUE(same_bits(bits_of(got[c]), w)) << "quant_ref row " << r << " col " << c;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllTypes, DequantVectors, ::testing::ValuesIn(kVectorTypes),
                         [](const auto& info) { return std::string(info.param); });

// NVFP4, Q1_0 and Q2_0 (ggml ids 40-42), which ../shared's vectors lack: vectors made by the same
// ggml commit's own quantizer and to_float (tests/data/ggml-quant-vectors-new, its README says how),
// kept in the repository. Every row of the quantizer's output, and the hand-made `edge_quant` blocks
// the quantizer never writes (every NVFP4 scale byte 0..255 with every code: 0x7F and 0 give 0, bit
// 7 ignored; Q1_0/Q2_0 with ±0, subnormal, largest and negative fp16 scales, Q2_0's code 3).
class DequantNewVectors : public ::testing::TestWithParam<const char*> {};

TEST_P(DequantNewVectors, BitwiseEqualToGgml) {
  QVec v = read_qvec(std::string(MORPH_SOURCE_DIR) + "/tests/data/ggml-quant-vectors-new/" + GetParam() + ".bin");
  ASSERT_EQ(v.kind, 1u);
  size_t compared = 0, nonzero = 0;
  for (const char* sec : {"quant", "edge_quant"}) {
    const auto& q = v.section(sec);
    std::vector<uint32_t> want = v.u32(std::string(sec) == "quant" ? "dequant" : "edge_dequant");
    ASSERT_EQ(q.size() % v.row_bytes, 0u) << sec;
    ASSERT_EQ(want.size(), q.size() / v.row_bytes * v.cols) << sec;
    const Compared n = compare_dequant(v, q, want, std::string(GetParam()) + " " + sec);
    EXPECT_EQ(n.mismatches, 0u) << GetParam() << " " << sec;
    compared += n.values;
    nonzero += n.nonzero;
  }
  EXPECT_GT(nonzero, compared / 4) << "a comparison of zeros compares little (Q2_0: code 1 is 0)";
}

INSTANTIATE_TEST_SUITE_P(NewTypes, DequantNewVectors, ::testing::Values("NVFP4", "Q1_0", "Q2_0"),
                         [](const auto& info) { return std::string(info.param); });

// ggml_ue4m3_to_fp32 (ggml-impl.h) evaluated here as ggml writes it, for every byte.
TEST(Dequant, Ue4m3HalfIsGgmls) {
  for (uint32_t b = 0; b < 256; ++b) {
    float want = 0.0f;
    if (b != 0 && b != 0x7f) {
      const int e = (b >> 3) & 15, m = b & 7;
      want = (e == 0 ? std::ldexp(static_cast<float>(m), -9) : std::ldexp(1.0f + m / 8.0f, e - 7)) * 0.5f;
    }
    ASSERT_TRUE(same_float(decode_detail::ue4m3_half<float>(b), want)) << b;
  }
  EXPECT_EQ(decode_detail::ue4m3_half<float>(0xff), 240.0f);
  EXPECT_EQ(decode_detail::ue4m3_half<float>(0x80), 0.0f);
}

TEST(Dequant, KsignsComputedEqualsTable) {
  for (uint32_t i = 0; i < 128; ++i)
    for (uint32_t j = 0; j < 8; ++j)
      ASSERT_EQ(decode_detail::ksign_bit<float>(i, j), (tables::kKsignsIq2xs[i] >> j) & 1u) << i << " " << j;
}

TEST(Dequant, HalfToFloatExactForAll65536) {
  for (uint32_t h = 0; h < 65536; ++h) {
    float got = decode_detail::half_to_float<float>(h);
    ASSERT_TRUE(same_float(got, f16_to_f32(static_cast<uint16_t>(h)))) << std::hex << h;
  }
}

TEST(Dequant, E8m0HalfIsPowerOfTwo) {
  for (uint32_t e = 0; e < 256; ++e)
    ASSERT_EQ(decode_detail::e8m0_half<float>(e), std::ldexp(1.0f, static_cast<int>(e) - 128)) << e;
}

// IQ2_XXS, IQ2_XS, IQ1_S have no reference vectors (ggml needs an imatrix to quantize them):
// check a hand-built block against ggml's formula evaluated directly here.
TEST(Dequant, Iq2xxsHandBlock) {
  uint8_t blk[66] = {0};
  uint16_t d = 0x3c00;  // 1.0
  std::memcpy(blk, &d, 2);
  // group 0: grid indices 1, 0, 255, 7; aux1 = scale 5 << 28 | signs (l=0: 3, l=1: 127)
  blk[2] = 1;
  blk[3] = 0;
  blk[4] = 255;
  blk[5] = 7;
  uint32_t aux1 = (5u << 28) | 3u | (127u << 7);
  std::memcpy(blk + 6, &aux1, 4);
  std::vector<float> y = dequantize(GgmlType::IQ2_XXS, blk, 256);
  float db = 1.0f * (0.5f + 5) * 0.25f;
  for (int l = 0; l < 4; ++l) {
    uint8_t signs = tables::kKsignsIq2xs[(aux1 >> (7 * l)) & 127];
    for (int j = 0; j < 8; ++j) {
      float want = db * tables::kIq2xxsGrid[8 * blk[2 + l] + j] * ((signs >> j) & 1 ? -1.f : 1.f);
      ASSERT_TRUE(same_float(y[8 * l + j], want)) << l << " " << j;
    }
  }
}

TEST(Dequant, Iq1sHandBlock) {
  uint8_t blk[50] = {0};
  uint16_t d = 0x3800;  // 0.5
  std::memcpy(blk, &d, 2);
  blk[2] = 0x34;
  blk[3] = 0x12;
  blk[4] = 0xff;
  blk[5] = 0x00;
  uint16_t qh = 0x8000 | (3u << 12) | (5u << 0) | (2u << 3) | (7u << 6) | (1u << 9);
  std::memcpy(blk + 34, &qh, 2);
  std::vector<float> y = dequantize(GgmlType::IQ1_S, blk, 256);
  float dl = 0.5f * (2 * 3 + 1);
  for (int l = 0; l < 4; ++l) {
    uint32_t idx = blk[2 + l] | (((qh >> (3 * l)) & 7u) << 8);
    for (int j = 0; j < 8; ++j) {
      float want = dl * (static_cast<int8_t>(tables::kIq1sGrid[8 * idx + j]) + -0.125f);
      ASSERT_TRUE(same_float(y[8 * l + j], want)) << l << " " << j;
    }
  }
}

TEST(Dequant, IntegerTypesRefused) {
  uint8_t b[8] = {0};
  EXPECT_THROW(dequantize(GgmlType::I32, b, 1), UserError);
}

}  // namespace
}  // namespace morph::quant
