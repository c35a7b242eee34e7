// Control flow of the authoring surface: For with literal bounds is a loop in the kernel, the
// same as with symbolic ones.
#include <gtest/gtest.h>

#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

using namespace morph;
using namespace morph::dsl;

TEST(DslControl, ForTakesTwoLiteralBounds) {
  auto k = kernel(
      "for_literal_bounds",
      [](Array<uint32_t> y) {
    Var<uint32_t> acc(0u);
    For(0u, 5u, [&](Val<uint32_t> j) { acc = acc.read() + j; });  // 0+1+2+3+4
    Var<int32_t> neg(0);
    For(-3, 2, [&](Val<int32_t> j) { neg = neg.read() + j; });  // -3-2-1+0+1
    y[global_id(0)] = acc.read() + cast<uint32_t>(neg.read() + 10);
      },
      {"y"});
  std::vector<uint32_t> y(4);
  interp::Arg args[] = {interp::buffer(y)};
  interp::run(*k, {1}, {4}, args);
  EXPECT_EQ(y[3], 10u + 5u);
  // A loop statement, not an unrolled body.
  int loops = 0;
  for (const ir::Stmt& s : k->body) loops += s.op == ir::Op::For;
  EXPECT_EQ(loops, 2);
}
