// The assertion every reduction test makes about its own inputs (DESIGN §9): outside the Specials
// rows, at least 90% of the compared outputs are finite and non-zero, and — where the graph has
// an order-sensitive reduction — a sequential-order plain C++ evaluation differs from the
// canonical result on more than `min_order` of the rows (default 0: on at least one row, which
// already fails a bitwise test; the random-graph property test asserts a quarter over ~900
// rows). Measured: sums and softmax over regime rows differ on 50-100% of the rows; the norms,
// whose output sees the sum only through rsqrt, and sums of squares of rows of 31-128 columns
// on 5-50% (docs/reductions.md, "Test inputs and sensitivity").
//   expect_sensitive(measure_sensitivity(g, rows, in, want, mix), "rms_norm 16x128");
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "morph/fusion/sensitivity.h"

namespace morph::testing {

inline void expect_sensitive(const fusion::Sensitivity& s, const std::string& what, double min_finite = 0.9,
                             double min_order = 0.0) {
  EXPECT_GE(s.finite_fraction(), min_finite) << what << ": the comparison is mostly vacuous: " << s.str();
  if (s.order_sensitive)
    EXPECT_GT(s.order_fraction(), min_order) << what << ": a sequential summation order would go unseen: " << s.str();
}

}  // namespace morph::testing
