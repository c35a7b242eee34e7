// compare(): each reference is checked on its own, NaNs are equal whatever their payload, +0 and
// -0 differ, sampled oracle rows map to the right elements, and sizes that disagree are counted
// as mismatches rather than read past the end.
#include "morph/check/check.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <vector>

namespace morph::check {
namespace {

TEST(Check, EqualOutputsPassAndNaNsWithOtherPayloadsAreEqual) {
  const float qnan = std::numeric_limits<float>::quiet_NaN();
  const float other_nan = std::bit_cast<float>(0x7fc00123u);
  std::vector<float> fused = {1.0f, -0.0f, qnan, std::numeric_limits<float>::infinity(), 1e-45f};
  std::vector<float> naive = fused, oracle = fused, ref = fused;
  ref[2] = other_nan;
  Report r = compare(fused, naive, oracle, ref);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.elements, 5u);
  EXPECT_EQ(r.oracle_compared, 5u);
  EXPECT_TRUE(r.examples.empty());
}

TEST(Check, EachReferenceIsCountedOnItsOwn) {
  std::vector<float> fused = {1.0f, 2.0f, 3.0f, 0.0f};
  std::vector<float> naive = fused, oracle = fused, ref = fused;
  naive[0] = std::nextafter(1.0f, 2.0f);  // one ulp
  oracle[1] = 2.5f;
  ref[3] = -0.0f;  // +0 != -0
  Report r = compare(fused, naive, oracle, ref);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.mismatches, 3u);
  EXPECT_EQ(r.vs_naive, 1u);
  EXPECT_EQ(r.vs_oracle, 1u);
  EXPECT_EQ(r.vs_reference, 1u);
  ASSERT_EQ(r.examples.size(), 3u);
  EXPECT_EQ(r.examples[0].index, 0u);
  EXPECT_EQ(r.examples[0].naive, std::bit_cast<uint32_t>(naive[0]));
  EXPECT_EQ(r.examples[1].index, 1u);
  ASSERT_TRUE(r.examples[1].oracle.has_value());
  EXPECT_EQ(*r.examples[1].oracle, std::bit_cast<uint32_t>(2.5f));
  EXPECT_EQ(r.examples[2].index, 3u);
  EXPECT_EQ(r.examples[2].reference, 0x80000000u);
}

TEST(Check, ExamplesAreCappedButEveryMismatchIsCounted) {
  std::vector<float> fused(100, 1.0f), naive(100, 2.0f);
  Report r = compare(fused, naive, fused, fused, nullptr, 4);
  EXPECT_EQ(r.mismatches, 100u);
  EXPECT_EQ(r.vs_naive, 100u);
  EXPECT_EQ(r.examples.size(), 4u);
}

TEST(Check, SampledOracleRowsMapToTheirElements) {
  // 4 rows of 3; the oracle computed rows 3 and 1 (in that order).
  std::vector<float> fused = {0, 1, 2, 10, 11, 12, 20, 21, 22, 30, 31, 32};
  std::vector<float> oracle = {30, 31, 32, 10, 99, 12};  // row 1, element 1 differs
  OracleRows rows{{3, 1}, 3};
  Report r = compare(fused, fused, oracle, fused, &rows);
  EXPECT_EQ(r.oracle_compared, 6u);
  EXPECT_EQ(r.mismatches, 1u);
  EXPECT_EQ(r.vs_oracle, 1u);
  ASSERT_EQ(r.examples.size(), 1u);
  EXPECT_EQ(r.examples[0].index, 4u);
  EXPECT_EQ(*r.examples[0].oracle, std::bit_cast<uint32_t>(99.0f));
  // Elements of rows the oracle did not compute are compared with the other references only.
  std::vector<float> naive = fused;
  naive[0] = 5;
  r = compare(fused, naive, oracle, fused, &rows);
  ASSERT_EQ(r.examples.size(), 2u);
  EXPECT_EQ(r.examples[0].index, 0u);
  EXPECT_FALSE(r.examples[0].oracle.has_value());
}

TEST(Check, SizesThatDisagreeAreMismatchesNotOverreads) {
  std::vector<float> fused(8, 1.0f), short_ref(5, 1.0f);
  Report r = compare(fused, fused, fused, short_ref);
  EXPECT_TRUE(r.sizes_differ);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.mismatches, 8u);
  OracleRows rows{{0}, 4};
  r = compare(fused, fused, fused, fused, &rows);  // oracle should hold 4 values, holds 8
  EXPECT_TRUE(r.sizes_differ);
}

}  // namespace
}  // namespace morph::check
