// The canonical tree realized by both kernel schedules equals the plain C++ loop bitwise,
// under several workgroup sizes (L3, L6).
#include "morph/reduce/row_reduce.h"

#include <gtest/gtest.h>

#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/sensitivity.h"
#include "morph/interp/interp.h"
#include "tests/sensitivity_check.h"

using namespace morph;
using namespace morph::dsl;
using morph::reduce::Combine;

namespace {

dsl::KernelRef row_kernel(Combine c, uint32_t W) {
  return kernel(
      "test_row_reduce_wg",
      [c, W](Array<float> x, Val<uint32_t> cols, Array<float> out) {
    Shared<float> scratch = shared<float>(32, "red");
    Val<uint32_t> row = group_id(0);
    Val<uint32_t> base = row * cols;
    Val<float> r = reduce::row_reduce(c, cols, W, scratch, [&](Val<uint32_t> j) { return x[base + j].read(); });
    If(local_id(0) == 0u, [&] { out[row] = r; });
      },
      {"x", "cols", "out"}, Key(static_cast<int>(c), W));
}

dsl::KernelRef subgroup_kernel(Combine c) {
  return kernel(
      "test_row_reduce_sg",
      [c](Array<float> x, Val<uint32_t> cols, Val<uint32_t> rows, Array<float> out) {
    Val<uint32_t> row = group_id(0) * (local_size(0) >> 5u) + (local_id(0) >> 5u);
    Val<uint32_t> safe_row = min(row, rows - 1u);
    Val<uint32_t> base = safe_row * cols;
    Val<float> r = reduce::row_reduce_subgroup(c, cols, [&](Val<uint32_t> j) { return x[base + j].read(); });
    If(((local_id(0) & 31u) == 0u) && (row < rows), [&] { out[row] = r; });
      },
      {"x", "cols", "rows", "out"}, Key(static_cast<int>(c)));
}

std::vector<float> random_row_data(size_t n, std::mt19937& rng) {
  std::vector<float> v(n);
  std::uniform_real_distribution<float> u(-100.0f, 100.0f);
  for (auto& x : v) x = u(rng);
  return v;
}

}  // namespace

TEST(RowReduce, AllSchedulesEqualHostTree) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  for (Combine c : {Combine::Sum, Combine::Max}) {
    for (uint32_t cols : {1u, 31u, 32u, 33u, 100u, 1024u, 1500u, 4096u}) {
      // Short rows: 32 of them (a sequential sum equals the tree on ~30% of 32-column rows, so at
      // 8 rows all were equal in ~1.4e-4 of runs).
      const uint32_t rows = cols <= 100 ? 32 : 8;
      std::vector<float> x = random_row_data(size_t{rows} * cols, rng);
      if (cols > 5) {
        x[2] = -0.0f;
        x[4] = std::numeric_limits<float>::denorm_min();
      }
      std::vector<float> want(rows);
      for (uint32_t r = 0; r < rows; ++r) want[r] = reduce::host_reduce(c, x.data() + size_t{r} * cols, cols);
      if (c == Combine::Sum && cols > 1) {  // a sequential sum would differ on most rows
        fusion::Graph g;
        g.output("s", fusion::sum(g.input("x", cols)));
        morph::testing::expect_sensitive(
            fusion::measure_sensitivity(g, rows, {{"x", x}}, {{"s", want}}, [](uint64_t) { return false; }),
            str_cat("sum cols ", cols));
      }
      for (uint32_t W : {32u, 64u, 256u}) {
        std::vector<float> out(rows, 12345.0f);
        interp::Arg args[] = {interp::buffer(x), interp::scalar(cols), interp::buffer(out)};
        interp::run(*row_kernel(c, W), {rows}, {W}, args);
        for (uint32_t r = 0; r < rows; ++r)
          EXPECT_TRUE(same_float(out[r], want[r])) << "W=" << W << " cols=" << cols << " row " << r;
      }
      std::vector<float> out(rows, 12345.0f);
      interp::Arg args[] = {interp::buffer(x), interp::scalar(cols), interp::scalar(rows), interp::buffer(out)};
      interp::run(*subgroup_kernel(c), {(rows + 3) / 4}, {128}, args);  // 4 rows per workgroup
      for (uint32_t r = 0; r < rows; ++r)
        EXPECT_TRUE(same_float(out[r], want[r])) << "subgroup cols=" << cols << " row " << r;
    }
  }
}
