// The F32/F16/BF16 matvec kernel (matvec_plain.h) under row splits: P subgroups sharing each row
// (row_parts), with every x type, odd k (a chunk tail of one element, k below one 16-byte unit),
// 1–8 columns, partial workgroups and more pairs per row set than parts — each output bitwise
// equal to the plain C++ reference (matvec_host), and most of them different from a sequential
// sum, so another order would be caught. CUDA without a GPU compiles every kernel to PTX and
// reports the run skipped.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec.h"
#include "morph/quant/random_blocks.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::quant {
namespace {

class MatvecConfPlain : public testing::BackendTest {};

struct Case {
  GgmlType t;
  uint32_t rows, k, ncols;
  XType xt;
  MatvecSchedule s;
};

std::vector<Case> row_part_cases() {
  return {
      // Two row sets of two rows per workgroup; 9 rows leave the last workgroup partial.
      {GgmlType::F16, 9, 2100, 1, XType::F32, {8, 2, 1, false, 4}},
      {GgmlType::F16, 9, 2100, 1, XType::F32, {4, 1, 1, true, 2}},
      // Three (row, column) pairs for four parts: part 3 combines nothing.
      {GgmlType::BF16, 5, 3072, 3, XType::F16, {4, 1, 3, true, 4}},
      // f32 rows with k % 4 != 0 on 8 columns (x element by element), eight parts of one unit each.
      {GgmlType::F32, 7, 2101, 8, XType::F32, {8, 1, 8, false, 8}},
      // Eight pairs per pass for two parts, then a pass of one column.
      {GgmlType::F32, 6, 2100, 5, XType::F16, {4, 2, 4, true, 2}},
      {GgmlType::F32, 5, 4100, 1, XType::F16, {4, 2, 1, false, 1}},
      // Odd k: a tail of one element, a k below one unit, k = 1.
      {GgmlType::F16, 3, 1025, 2, XType::BF16, {4, 1, 2, false, 4}},
      {GgmlType::F16, 4, 33, 7, XType::F32, {2, 4, 7, false, 2}},
      {GgmlType::BF16, 2, 1, 1, XType::F32, {4, 1, 1, false, 4}},
      // One row for a workgroup of 32 rows; five full chunks (an odd one after the prefetched pairs).
      {GgmlType::F32, 1, 1030, 1, XType::F32, {8, 4, 1, true, 8}},
      {GgmlType::F16, 13, 5128, 8, XType::F32, {4, 1, 8, true, 4}},
      // The defaults: one column of long rows (one subgroup per row) and of short rows (4 parts).
      {GgmlType::BF16, 3, 8200, 1, XType::F32, default_schedule(GgmlType::BF16, 1, 8200)},
      {GgmlType::F16, 5, 3000, 1, XType::F16, default_schedule(GgmlType::F16, 1, 3000)},
  };
}

std::string describe(const Case& c) {
  const MatvecSchedule& s = c.s;
  return std::string(type_name(c.t)) + " rows " + std::to_string(c.rows) + " k " + std::to_string(c.k) + " cols " +
         std::to_string(c.ncols) + " x " + xtype_name(c.xt) + " schedule sg" + std::to_string(s.subgroups) + " r" +
         std::to_string(s.rows_per_item) + " c" + std::to_string(s.cols_per_pass) + (s.prefetch ? " pf" : "") + " p" +
         std::to_string(s.row_parts);
}

// DESIGN L6: splitting a row over subgroups changes who adds which lanes, never the tree.
TEST_P(MatvecConfPlain, RowPartsBitwiseEqualToHostReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  size_t outputs = 0, sensitive = 0, finite_nonzero = 0, refused = 0;
  for (const Case& c : row_part_cases()) {
    SCOPED_TRACE(describe(c));
    if (compile_only()) {
      compile_check(*matvec_kernel(c.t, c.k, c.ncols, c.xt, c.s));
      continue;
    }
    std::vector<uint8_t> w = random_blocks(c.t, c.rows, c.k, rng);
    std::vector<uint8_t> x = random_x(c.k * c.ncols, c.xt, rng);
    std::vector<float> want = matvec_host(c.t, w.data(), c.rows, c.k, x, c.xt, c.ncols);
    std::vector<float> got;
    try {
      got = matvec_run(device(), repack_weights(c.t, w.data(), c.rows, c.k), x, c.xt, c.ncols, c.s);
    } catch (const UserError& e) {
      // 8 subgroups need 33 KB of workgroup memory (matvec_plain.h): a device that offers 32 KB
      // (lavapipe, OpenCL's minimum) refuses them by name; any other error fails the test.
      const std::string msg = e.what();
      ASSERT_TRUE(c.s.subgroups == 8 && msg.find("workgroup shared memory") != std::string::npos) << msg;
      std::printf("refused by this device (8 subgroups): %s\n", msg.c_str());
      ++refused;
      continue;
    }
    ASSERT_EQ(got.size(), want.size());
    const std::vector<float> xf = x_to_f32(x, c.xt);
    for (uint32_t r = 0; r < c.rows; ++r) {
      const std::vector<float> wrow = dequantize(c.t, w.data() + r * row_bytes(c.t, c.k), c.k);
      for (uint32_t col = 0; col < c.ncols; ++col) {
        const size_t i = size_t{col} * c.rows + r;
        ASSERT_TRUE(same_float(got[i], want[i]))
            << "row " << r << " col " << col << ": got " << got[i] << " (0x" << std::hex << bits_of(got[i]) << ") want "
            << want[i] << " (0x" << bits_of(want[i]) << ")";
        float seq = -0.0f;  // left to right: the order a wrong lane map would drift towards
        for (uint32_t j = 0; j < c.k; ++j) seq = seq + wrow[j] * xf[size_t{col} * c.k + j];
        sensitive += !same_float(seq, want[i]);
        finite_nonzero += std::isfinite(want[i]) && want[i] != 0.0f;
        ++outputs;
      }
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
  std::printf("%zu outputs, %zu differ from a sequential sum, %zu finite and non-zero, %zu of %zu cases refused\n",
              outputs, sensitive, finite_nonzero, refused, row_part_cases().size());
  EXPECT_LE(refused, row_part_cases().size() / 2);
  EXPECT_GT(sensitive, outputs / 2);
  EXPECT_GT(finite_nonzero, outputs * 9 / 10);
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(MatvecConfPlain);

// The plain defaults follow the row length at the tuner's class boundary (k = 8192, a power of two):
// a cached winner of one shape class edits one default.
TEST(MatvecPlain, DefaultSplitsShortRowsAndF32) {
  auto parts = [](GgmlType t, uint32_t n, uint32_t k) { return default_schedule(t, n, k).row_parts; };
  EXPECT_EQ(parts(GgmlType::F16, 1, 8192), 4u);
  EXPECT_EQ(parts(GgmlType::F16, 1, 8193), 1u);
  EXPECT_EQ(parts(GgmlType::BF16, 1, 14336), 1u);
  EXPECT_EQ(parts(GgmlType::F32, 1, 14336), 4u);
  EXPECT_EQ(parts(GgmlType::F16, 8, 14336), 4u);
  EXPECT_EQ(default_schedule(GgmlType::F16, 8, 14336).cols_per_pass, 8u);
  EXPECT_EQ(parts(GgmlType::Q4_K, 1, 4096), 1u);
}

TEST(MatvecPlain, RefusesRowPartsOutOfRange) {
  EXPECT_THROW(matvec_kernel(GgmlType::F16, 64, 1, XType::F32, MatvecSchedule{8, 1, 1, false, 8}), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::F32, 64, 1, XType::F32, MatvecSchedule{6, 1, 1, false, 3}), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::F32, 64, 1, XType::F32, MatvecSchedule{2, 1, 1, false, 4}), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::F32, 64, 1, XType::F32, MatvecSchedule{4, 1, 1, false, 0}), UserError);
  EXPECT_THROW(matvec_kernel(GgmlType::Q4_0, 64, 1, XType::F32, MatvecSchedule{4, 1, 1, false, 2}), UserError);
  EXPECT_NO_THROW(matvec_kernel(GgmlType::F32, 64, 1, XType::F32, MatvecSchedule{8, 1, 1, false, 8}));
  EXPECT_EQ(matvec_groups(9, MatvecSchedule{8, 2, 1, false, 4}), 3u);  // 4 rows per workgroup
}

}  // namespace
}  // namespace morph::quant
