// The canonical reduction (morph/reduce/reduce_tree.h) under launches that morph/reduce/row_reduce_test.cc
// does not cover: rows spread over a 2-D grid, workgroup schedules W = 32, 128 and 1024, the
// subgroup schedule in 2-D workgroups (subgroups are 32 consecutive linear local ids), row
// lengths with a comptime n (n_static) and at run time, and inputs full of specials (NaN, ±0,
// ±inf, denormals). Everything equals host_reduce bitwise.
#include <gtest/gtest.h>

#include <cstdio>
#include <limits>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/interp/interp.h"
#include "morph/reduce/row_reduce.h"

using namespace morph;
using namespace morph::dsl;
using morph::reduce::Combine;

namespace {

// One row per workgroup; rows numbered over a 2-D grid (x fastest).
KernelRef wg_kernel(Combine c, uint32_t W, std::optional<uint32_t> n_static) {
  return kernel(
      "found_rowred_wg2d",
      [c, W, n_static](Array<float> x, Val<uint32_t> cols, Array<float> out) {
    Shared<float> scratch = shared<float>(32, "red");
    Val<uint32_t> row = group_id(1) * num_groups(0) + group_id(0);
    Val<uint32_t> base = row * cols;
    Val<float> r = reduce::row_reduce(
        c, cols, W, scratch, [&](Val<uint32_t> j) { return x[base + j].read(); }, n_static);
    If(local_id(0) == 0u && row < out.size(), [&] { out[row] = r; });
      },
      {"x", "cols", "out"}, Key(static_cast<int>(c), W, n_static.value_or(0xffffffffu)));
}

// One row per logical subgroup in a 2-D/3-D workgroup: linear local id = (z * size_y + y) * size_x + x.
KernelRef sg_kernel(Combine c, std::optional<uint32_t> n_static) {
  return kernel(
      "found_rowred_sg2d",
      [c, n_static](Array<float> x, Val<uint32_t> cols, Array<float> out) {
    Val<uint32_t> lin = (local_id(2) * local_size(1) + local_id(1)) * local_size(0) + local_id(0);
    Val<uint32_t> per_group = (local_size(0) * local_size(1) * local_size(2)) >> 5u;
    Val<uint32_t> row = group_id(0) * per_group + (lin >> 5u);
    Val<uint32_t> rows = out.size();
    Val<uint32_t> base = min(row, rows - 1u) * cols;
    Val<float> r = reduce::row_reduce_subgroup(
        c, cols, [&](Val<uint32_t> j) { return x[base + j].read(); }, n_static);
    If((lin & 31u) == 0u && row < rows, [&] { out[row] = r; });
      },
      {"x", "cols", "out"}, Key(static_cast<int>(c), n_static.value_or(0xffffffffu)));
}

std::vector<float> row_data(size_t n, std::mt19937& rng, bool specials) {
  std::vector<float> v(n);
  std::uniform_real_distribution<float> u(-1000.0f, 1000.0f);
  std::uniform_int_distribution<uint32_t> bits;
  for (size_t i = 0; i < n; ++i) v[i] = (i % 5 == 0) ? float_of(bits(rng) & 0x8fffffffu) : u(rng);
  if (specials && n > 20) {
    // Sprinkle specials into a few rows only; other rows stay finite.
    v[1] = -0.0f;
    v[2] = std::numeric_limits<float>::denorm_min();
    v[3] = -std::numeric_limits<float>::denorm_min();
    v[n / 2] = std::numeric_limits<float>::infinity();
    v[n / 2 + 1] = std::numeric_limits<float>::max();
    v[n - 1] = std::numeric_limits<float>::quiet_NaN();
  }
  return v;
}

}  // namespace

TEST(FoundationRowReduce, GridSchedulesAndSubgroup2D) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t grid_x = 2, grid_y = 3, rows = grid_x * grid_y;
  for (Combine c : {Combine::Sum, Combine::Max, Combine::Min}) {
    for (uint32_t cols : {0u, 1u, 33u, 1024u, 1025u, 2100u, 5000u}) {
      for (bool specials : {false, true}) {
        std::vector<float> x = row_data(size_t{rows} * cols, rng, specials);
        std::vector<float> want(rows);
        for (uint32_t r = 0; r < rows; ++r) want[r] = reduce::host_reduce(c, x.data() + size_t{r} * cols, cols);
        auto check = [&](const std::vector<float>& out, const std::string& what) {
          for (uint32_t r = 0; r < rows; ++r)
            EXPECT_TRUE(same_float(out[r], want[r]))
                << what << " combine=" << int(c) << " cols=" << cols << " row " << r << ": got 0x" << std::hex
                << bits_of(out[r]) << " want 0x" << bits_of(want[r]);
        };
        for (uint32_t W : {32u, 128u, 1024u}) {
          for (std::optional<uint32_t> ns : {std::optional<uint32_t>{}, std::optional<uint32_t>{cols}}) {
            std::vector<float> out(rows, 12345.0f);
            interp::Arg args[] = {interp::buffer(x), interp::scalar(cols), interp::buffer(out)};
            interp::run(*wg_kernel(c, W, ns), {grid_x, grid_y}, {W}, args);
            check(out, "W=" + std::to_string(W) + (ns ? " static" : " dynamic"));
          }
        }
        for (interp::Dim3 wg : {interp::Dim3{32, 4, 1}, interp::Dim3{64, 2, 1}, interp::Dim3{32, 1, 2}}) {
          std::vector<float> out(rows, 12345.0f);
          interp::Arg args[] = {interp::buffer(x), interp::scalar(cols), interp::buffer(out)};
          uint32_t per = static_cast<uint32_t>(wg.count() / 32);
          interp::run(*sg_kernel(c, cols > 1024 ? std::nullopt : std::optional<uint32_t>{cols}),
                      {(rows + per - 1) / per}, wg, args);
          check(out, "subgroup wg=" + std::to_string(wg.x) + "x" + std::to_string(wg.y) + "x" + std::to_string(wg.z));
        }
      }
    }
  }
}

// The tree really is a tree: for a row where summation order matters, the canonical result
// differs from a left-to-right loop and equals the butterfly worked by hand.
TEST(FoundationRowReduce, TreeOrderIsObservable) {
  // n = 32: lane 0 holds 1e8 (ulp 8), lanes 1..31 hold 1. Butterfly in group 0:
  //   stride 16: v0 = 1e8 + 1 -> 1e8, v1..15 = 2;   stride 8: v0 = 1e8 + 2 -> 1e8, v1..7 = 4;
  //   stride 4: v0 = 1e8 + 4 -> 1e8 (tie, even), v1..3 = 8;   stride 2: v0 = 1e8 + 8, v1 = 16;
  //   stride 1: v0 = 1e8 + 24 (exact). The other 31 groups are +0 and change nothing.
  std::vector<float> x(32, 1.0f);
  x[0] = 1e8f;
  float tree = reduce::host_reduce(Combine::Sum, x.data(), x.size());
  float seq = 0.0f;
  for (float v : x) seq += v;
  EXPECT_EQ(bits_of(tree), bits_of(100000024.0f));
  EXPECT_EQ(bits_of(seq), bits_of(1e8f));
  // And the kernel schedules agree with the tree, not with the sequential loop.
  std::vector<float> out(1);
  uint32_t cols = 32;
  interp::Arg args[] = {interp::buffer(x), interp::scalar(cols), interp::buffer(out)};
  interp::run(*wg_kernel(Combine::Sum, 64, std::nullopt), {1}, {64}, args);
  EXPECT_EQ(bits_of(out[0]), bits_of(100000024.0f));
}
