// The foundation kernel suite on the oracle: vector add (through the oracle Device), SAXPY, 2-D/3-D
// launch builtins, nested run-time loops with Break, While, divergent if/else, comptime unrolling
// and specialization (asserted on the IR). Every value is compared bitwise (same_bits) with a
// plain C++ loop; random inputs are seeded from std::random_device (seed printed) and include
// the f32 specials.
//   ./morph_tests --gtest_filter='Foundation*'
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::dsl;

namespace {

uint32_t print_seed(const char* test) {
  uint32_t seed = std::random_device{}();
  std::printf("%s seed %u\n", test, seed);
  return seed;
}

/// Random floats over the whole bit space, with every special mixed in.
std::vector<float> random_floats(size_t n, std::mt19937& rng) {
  static const float specials[] = {0.0f,
                                   -0.0f,
                                   std::numeric_limits<float>::denorm_min(),
                                   -std::numeric_limits<float>::denorm_min(),
                                   float_of(0x007fffffu),
                                   std::numeric_limits<float>::min(),
                                   std::numeric_limits<float>::max(),
                                   -std::numeric_limits<float>::max(),
                                   std::numeric_limits<float>::infinity(),
                                   -std::numeric_limits<float>::infinity(),
                                   std::numeric_limits<float>::quiet_NaN(),
                                   float_of(0xffc00001u),
                                   1e-38f,
                                   3e38f,
                                   1.0f,
                                   -1.0f};
  std::vector<float> v(n);
  std::uniform_int_distribution<uint32_t> bits;
  std::uniform_real_distribution<float> mid(-1000.0f, 1000.0f);
  for (size_t i = 0; i < n; ++i) {
    if (i < std::size(specials))
      v[i] = specials[i];
    else if (i % 3 == 0)
      v[i] = float_of(bits(rng));
    else
      v[i] = mid(rng);
  }
  std::shuffle(v.begin(), v.end(), rng);
  return v;
}

void expect_same(const std::vector<float>& got, const std::vector<float>& want, const char* what) {
  ASSERT_EQ(got.size(), want.size());
  size_t bad = 0;
  for (size_t i = 0; i < got.size(); ++i)
    if (!same_float(got[i], want[i]) && bad++ < 5)
      ADD_FAILURE() << what << "[" << i << "]: got 0x" << std::hex << bits_of(got[i]) << " want 0x" << bits_of(want[i])
                    << std::dec;
  EXPECT_EQ(bad, 0u) << what;
}

}  // namespace

TEST(FoundationKernels, VectorAddOnOracleDevice) {
  std::mt19937 rng(print_seed("VectorAdd"));
  const size_t n = 1000;  // not a multiple of the workgroup: the guard matters
  std::vector<float> a = random_floats(n, rng), b = random_floats(n, rng), out(n, 7.0f), want(n);
  for (size_t i = 0; i < n; ++i) want[i] = a[i] + b[i];

  auto k = kernel(
      "found_vadd",
      [](Array<float> x, Array<float> y, Array<float> z) {
    Val<uint32_t> i = global_id(0);
    If(i < z.size(), [&] { z[i] = x[i] + y[i]; });
      },
      {"x", "y", "z"});
  std::unique_ptr<rt::Device> dev = rt::open_device("oracle");
  EXPECT_EQ(dev->backend(), "oracle");
  rt::Buffer da = dev->alloc(n * 4), db = dev->alloc(n * 4), dz = dev->alloc(n * 4);
  dev->upload(da, a.data(), n * 4);
  dev->upload(db, b.data(), n * 4);
  dev->upload(dz, out.data(), n * 4);
  dev->launch(k, {static_cast<uint32_t>((n + 127) / 128)}, {128}, {rt::arg(da), rt::arg(db), rt::arg(dz)});
  dev->synchronize();
  dev->download(dz, out.data(), n * 4);
  expect_same(out, want, "vadd");
}

TEST(FoundationKernels, Saxpy) {
  std::mt19937 rng(print_seed("Saxpy"));
  const size_t n = 4099;
  std::vector<float> x = random_floats(n, rng), y = random_floats(n, rng);
  for (float a : {2.5f, -0.0f, 1e-30f, std::numeric_limits<float>::infinity()}) {
    std::vector<float> want(n), got = y;
    for (size_t i = 0; i < n; ++i) {
      float ax = a * x[i];  // two roundings, never fused (L2)
      want[i] = ax + y[i];
    }
    auto k = kernel(
        "found_saxpy",
        [](Val<float> s, Array<float> xs, Array<float> ys) {
      Val<uint32_t> i = global_id(0);
      If(i < ys.size(), [&] { ys[i] = s * xs[i] + ys[i]; });
        },
        {"a", "x", "y"});
    interp::Arg args[] = {interp::scalar(a), interp::buffer(x), interp::buffer(got)};
    interp::run(*k, {static_cast<uint32_t>((n + 255) / 256)}, {256}, args);
    expect_same(got, want, "saxpy");
  }
}

// Every builtin in a 2-D and a 3-D launch: the oracle's item numbering is x fastest, then y, z.
TEST(FoundationKernels, Builtins2D3D) {
  auto k = kernel(
      "found_builtins",
      [](Array<uint32_t> out) {
    Val<uint32_t> gx = global_id(0), gy = global_id(1), gz = global_id(2);
    Val<uint32_t> gsx = global_size(0), gsy = global_size(1);
    Val<uint32_t> slot = ((gz * gsy + gy) * gsx + gx) * 12u;
    Val<uint32_t> vals[12] = {local_id(0),   local_id(1),   local_id(2),   group_id(0),   group_id(1),   group_id(2),
                              local_size(0), local_size(1), local_size(2), num_groups(0), num_groups(1), num_groups(2)};
    for (uint32_t j = 0; j < 12; ++j) out[slot + j] = vals[j];
      },
      {"out"});
  for (auto [grid, wg] : {std::pair<interp::Dim3, interp::Dim3>{{3, 2, 1}, {4, 8, 1}},
                          std::pair<interp::Dim3, interp::Dim3>{{2, 3, 2}, {2, 3, 4}}}) {
    uint32_t sx = grid.x * wg.x, sy = grid.y * wg.y, sz = grid.z * wg.z;
    std::vector<uint32_t> out(size_t{sx} * sy * sz * 12, 0xdeadbeefu);
    interp::Arg args[] = {interp::buffer(out)};
    interp::run(*k, grid, wg, args);
    for (uint32_t z = 0; z < sz; ++z)
      for (uint32_t y = 0; y < sy; ++y)
        for (uint32_t x = 0; x < sx; ++x) {
          const uint32_t* o = &out[((size_t{z} * sy + y) * sx + x) * 12];
          uint32_t want[12] = {x % wg.x, y % wg.y, z % wg.z, x / wg.x, y / wg.y, z / wg.z,
                               wg.x,     wg.y,     wg.z,     grid.x,   grid.y,   grid.z};
          for (int j = 0; j < 12; ++j)
            ASSERT_EQ(o[j], want[j]) << "item (" << x << "," << y << "," << z << ") field " << j;
        }
  }
}

// Nested run-time loops with per-item trip counts and breaks out of each level.
TEST(FoundationKernels, NestedLoopsWithBreak) {
  auto k = kernel(
      "found_nested_break",
      [](Array<uint32_t> lim, Array<uint32_t> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] {
      Var<uint32_t> acc(0u);
      Val<uint32_t> n = lim[i];
      For(0u, n, [&](Val<uint32_t> a) {
        If(a * a > n + 3u, [&] { Break(); });  // leaves the outer loop
        For(a, n + 5u, [&](Val<uint32_t> b) {
          If((a + b + i) % 7u == 3u, [&] { Break(); });  // leaves the inner loop only
          acc = acc * 3u + b;
        });
        acc += 1000u * a;
      });
      out[i] = acc;
    });
      },
      {"lim", "out"});
  const uint32_t n = 200;
  std::vector<uint32_t> lim(n), out(n), want(n);
  for (uint32_t i = 0; i < n; ++i) lim[i] = (i * 37u) % 23u;
  for (uint32_t i = 0; i < n; ++i) {
    uint32_t acc = 0, nn = lim[i];
    for (uint32_t a = 0; a < nn; ++a) {
      if (a * a > nn + 3u) break;
      for (uint32_t b = a; b < nn + 5u; ++b) {
        if ((a + b + i) % 7u == 3u) break;
        acc = acc * 3u + b;
      }
      acc += 1000u * a;
    }
    want[i] = acc;
  }
  interp::Arg args[] = {interp::buffer(lim), interp::buffer(out)};
  interp::run(*k, {4}, {64}, args);
  EXPECT_EQ(out, want);
}

// While with a data-dependent condition and a break (Collatz steps, capped).
TEST(FoundationKernels, WhileLoop) {
  auto k = kernel(
      "found_while",
      [](Array<uint32_t> start, Array<uint32_t> steps) {
    Val<uint32_t> i = global_id(0);
    If(i < steps.size(), [&] {
      Var<uint32_t> x(start[i].read());
      Var<uint32_t> c(0u);
      While([&] { return x.read() != 1u; },
            [&] {
        If((x.read() & 1u) == 1u, [&] { x = x * 3u + 1u; }).Else([&] { x = x.read() >> 1u; });
        c += 1u;
        If(c.read() >= 60u, [&] { Break(); });
      });
      steps[i] = c;
    });
      },
      {"start", "steps"});
  const uint32_t n = 300;
  std::vector<uint32_t> start(n), steps(n), want(n);
  for (uint32_t i = 0; i < n; ++i) start[i] = i + 1;
  for (uint32_t i = 0; i < n; ++i) {
    uint32_t x = start[i], c = 0;
    while (x != 1u) {
      x = (x & 1u) ? x * 3u + 1u : x >> 1u;
      ++c;
      if (c >= 60u) break;
    }
    want[i] = c;
  }
  interp::Arg args[] = {interp::buffer(start), interp::buffer(steps)};
  interp::run(*k, {5}, {64}, args);
  EXPECT_EQ(steps, want);
  EXPECT_EQ(want[26], 60u);  // 27 takes 111 steps: the break is exercised
  EXPECT_EQ(want[5], 8u);    // 6 -> 3 -> 10 -> 5 -> 16 -> 8 -> 4 -> 2 -> 1
}

// Divergent if/else, nested, with locals written on both sides and selects.
TEST(FoundationKernels, DivergentIfElse) {
  std::mt19937 rng(print_seed("DivergentIfElse"));
  const size_t n = 777;
  std::vector<float> x = random_floats(n, rng), out(n), want(n);
  auto k = kernel(
      "found_divergent",
      [](Array<float> xs, Array<float> ys) {
    Val<uint32_t> i = global_id(0);
    If(i < ys.size(), [&] {
      Val<float> v = xs[i];
      Var<float> r(0.0f);
      If(v > 0.0f, [&] { If(v > 100.0f, [&] { r = sqrt(v); }).Else([&] { r = v * v; }); }).Else([&] {
        If(v != v, [&] { r = 1.5f; }).Else([&] { r = select(v == 0.0f, -2.0f, floor(v) - v); });
      });
      If((i & 1u) == 0u, [&] { r = r + 0.25f; });
      ys[i] = r;
    });
      },
      {"x", "y"});
  for (size_t i = 0; i < n; ++i) {
    float v = x[i], r;
    if (v > 0.0f)
      r = v > 100.0f ? std::sqrt(v) : v * v;
    else if (v != v)
      r = 1.5f;
    else
      r = v == 0.0f ? -2.0f : std::floor(v) - v;
    if ((i & 1u) == 0u) r = r + 0.25f;
    want[i] = r;
  }
  interp::Arg args[] = {interp::buffer(x), interp::buffer(out)};
  interp::run(*k, {7}, {128}, args);
  expect_same(out, want, "divergent");
}

namespace {
size_t count_ops(const std::vector<ir::Stmt>& b, ir::Op op) {
  size_t c = 0;
  for (const ir::Stmt& s : b) {
    c += s.op == op;
    c += count_ops(s.body, op) + count_ops(s.else_body, op) + count_ops(s.cond_body, op);
  }
  return c;
}

// Horner polynomial with comptime coefficients; `relu` is a comptime switch.
KernelRef poly_kernel(const std::vector<float>& coef, bool relu) {
  return kernel(
      "found_comptime_poly",
      [coef, relu](Array<float> xs, Array<float> ys) {
    Val<uint32_t> i = global_id(0);
    If(i < ys.size(), [&] {
      Val<float> x = xs[i];
      Val<float> acc = f32_bits(bits_of(coef[0]));
      for (size_t j = 1; j < coef.size(); ++j) acc = acc * x + f32_bits(bits_of(coef[j]));  // unrolls
      if (relu) acc = max(acc, 0.0f);                                                       // specializes
      ys[i] = acc;
    });
      },
      {"x", "y"}, Key(coef, relu));
}
}  // namespace

TEST(FoundationKernels, ComptimeUnrollAndSpecialize) {
  std::vector<float> c5 = {0.5f, -1.25f, 3.0f, 0.125f, -7.0f};
  KernelRef plain = poly_kernel(c5, false), relu = poly_kernel(c5, true);
  KernelRef c3 = poly_kernel({1.0f, 2.0f, 3.0f}, false);
  std::string d = ir::dump(*plain);
  // Unrolled: no loop left, one mul and one add per coefficient after the first.
  EXPECT_EQ(count_ops(plain->body, ir::Op::For), 0u) << d;
  EXPECT_EQ(count_ops(plain->body, ir::Op::While), 0u) << d;
  EXPECT_EQ(count_ops(plain->body, ir::Op::Mul), 4u) << d;
  EXPECT_EQ(count_ops(plain->body, ir::Op::Add), 4u) << d;
  EXPECT_EQ(count_ops(c3->body, ir::Op::Mul), 2u);
  // Specialized: the C++ `if` leaves no run-time branch, only the max in one variant.
  EXPECT_EQ(count_ops(plain->body, ir::Op::Max), 0u) << d;
  EXPECT_EQ(count_ops(relu->body, ir::Op::Max), 1u) << ir::dump(*relu);
  EXPECT_EQ(count_ops(plain->body, ir::Op::If), 1u);  // only the bounds guard
  EXPECT_EQ(count_ops(relu->body, ir::Op::If), 1u);
  EXPECT_NE(d.find("0x3f000000"), std::string::npos) << "coefficient 0.5 as a bit-exact constant\n" << d;
  EXPECT_NE(plain->key_hash, relu->key_hash);

  std::mt19937 rng(print_seed("ComptimePoly"));
  std::vector<float> x = random_floats(600, rng), y(600), want(600);
  for (bool r : {false, true}) {
    for (size_t i = 0; i < x.size(); ++i) {
      float acc = c5[0];
      for (size_t j = 1; j < c5.size(); ++j) {
        float m = acc * x[i];
        acc = m + c5[j];
      }
      want[i] = r ? dsl::max(acc, 0.0f) : acc;
    }
    interp::Arg args[] = {interp::buffer(x), interp::buffer(y)};
    interp::run(r ? *relu : *plain, {3}, {256}, args);
    expect_same(y, want, r ? "poly+relu" : "poly");
  }
}
