#include <gtest/gtest.h>

#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

using namespace morph::dsl;

TEST(Smoke, VectorAdd) {
  auto k = kernel(
      "smoke_vadd",
      [](Array<float> a, Array<float> b, Array<float> out) {
    auto i = global_id(0);
    If(i < out.size(), [&] { out[i] = a[i] + b[i]; });
      },
      {"a", "b", "out"});
  std::vector<float> a(100), b(100), out(100);
  for (int i = 0; i < 100; ++i) {
    a[i] = i;
    b[i] = 2 * i;
  }
  morph::interp::Arg args[] = {morph::interp::buffer(a), morph::interp::buffer(b), morph::interp::buffer(out)};
  morph::interp::run(*k, {4}, {32}, args);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(out[i], 3.0f * i);
}
