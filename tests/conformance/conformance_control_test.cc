// Conformance of control flow and the workgroup model against the oracle, bitwise: nested
// loops with break, while, divergent if/else, loop bounds near the integer limits (the oracle
// stops instead of wrapping), every builtin under 2-D and 3-D launches, logical-subgroup
// shuffles (all lane sources, masks >= 32, inside uniform loops and branches) under 1-D/2-D/3-D
// workgroups, and the canonical reductions of morph/reduce/row_reduce.h under several schedules.
#include <limits>

#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/reduce/row_reduce.h"
#include "tests/conformance/conformance_util.h"

using namespace morph;
using namespace morph::dsl;
using morph::testing::in_buf;
using morph::testing::out_buf;
using morph::testing::scalar_arg;

namespace {

class ConformanceControl : public morph::testing::ConformanceTest {};

TEST_P(ConformanceControl, LoopsBreakWhileDivergentIf) {
  auto k = kernel(
      "conf_control",
      [](Array<float> x, Array<uint32_t> m, Array<float> out, Array<uint32_t> cnt) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] {
      Val<uint32_t> mi = m[i];
      Var<float> acc(0.0f, "acc");
      Var<uint32_t> trips(0u, "trips");
      // Nested loops; the inner one breaks on data, the outer on a count.
      For(0u, mi % 9u, [&](Val<uint32_t> a) {
        For(a, 12u, [&](Val<uint32_t> b) {
          Val<float> v = x[(i + a * 3u + b) % x.size()];
          If(v > 10.0f, [&] { Break(); });
          acc += v;
          trips += 1u;
        });
        If(trips.read() > 40u, [&] { Break(); });
      });
      // While with a data-dependent trip count and a break.
      Var<uint32_t> w(mi, "w");
      While([&] { return w.read() > 1u; },
            [&] {
        If((w.read() & 1u) == 0u, [&] { w = w.read() >> 1u; }).Else([&] { w = w.read() * 3u + 1u; });
        trips += 1u;
        If(trips.read() > 300u, [&] { Break(); });
      });
      // Divergent if/else chain.
      If(mi % 3u == 0u, [&] { acc *= 2.0f; }).Else([&] {
        If(mi % 3u == 1u, [&] { acc -= 1.0f; }).Else([&] { acc = -acc.read(); });
      });
      // Loops that would wrap past the type's range stop (u32 and i32), negative i32 bounds.
      Var<uint32_t> wrap(0u, "wrap");
      ForStep(0xfffffff0u + (mi % 8u), 0xffffffffu, 5u + (mi % 3u), [&](Val<uint32_t>) { wrap += 1u; });
      ForStep(std::numeric_limits<int32_t>::max() - 20 + cast<int32_t>(mi % 4u), std::numeric_limits<int32_t>::max(), 7,
              [&](Val<int32_t>) { wrap += 16u; });
      ForStep(-5 - cast<int32_t>(mi % 5u), 3, 2, [&](Val<int32_t> j) { acc += cast<float>(j); });
      out[i] = acc;
      cnt[i * 2u] = trips;
      cnt[i * 2u + 1u] = wrap;
    });
      },
      {"x", "m", "out", "cnt"});
  std::vector<float> x = morph::testing::f32_inputs(1000);
  for (float& v : x)
    if (v != v || std::fabs(v) > 1e6f) v = 3.0f;  // keep sums finite-ish
  std::mt19937& rng = morph::testing::test_rng();
  std::vector<uint32_t> m(777);
  for (auto& v : m) v = rng() % 1000u;
  check(k, {13}, {64}, {in_buf(x), in_buf(m), out_buf<float>(777), out_buf<uint32_t>(2 * 777)}, "control flow");
}

TEST_P(ConformanceControl, Builtins2D3D) {
  auto k = kernel(
      "conf_builtins",
      [](Array<uint32_t> out) {
    Val<uint32_t> lin = global_id(0) + global_size(0) * (global_id(1) + global_size(1) * global_id(2));
    uint32_t j = 0;
    for (auto kind : {ir::BuiltinKind::GlobalId, ir::BuiltinKind::LocalId, ir::BuiltinKind::GroupId,
                      ir::BuiltinKind::LocalSize, ir::BuiltinKind::NumGroups, ir::BuiltinKind::GlobalSize})
      for (int d = 0; d < 3; ++d) out[lin * 18u + j++] = builtin(kind, d);
      },
      {"out"});
  struct L {
    interp::Dim3 grid, wg;
  };
  for (L l : {L{{5, 1, 1}, {64, 1, 1}}, L{{3, 2, 1}, {8, 4, 1}}, L{{2, 3, 2}, {4, 2, 4}}, L{{1, 2, 3}, {2, 2, 2}}}) {
    size_t n = l.grid.count() * l.wg.count();
    check(
        k, l.grid, l.wg, {out_buf<uint32_t>(n * 18)},
        "builtins grid " + std::to_string(l.grid.x) + "x" + std::to_string(l.grid.y) + "x" + std::to_string(l.grid.z));
  }
}

template <class T>
KernelRef shuffle_kernel(const char* name) {
  return kernel(
      name,
      [](Array<T> x, Array<uint32_t> src, Array<uint32_t> mask, Val<uint32_t> iters, Val<uint32_t> flag, Array<T> out) {
    Val<uint32_t> lin = global_id(0) + global_size(0) * (global_id(1) + global_size(1) * global_id(2));
    Val<T> v = x[lin];
    Val<uint32_t> o = lin * 6u;
    out[o + 0u] = shuffle(v, src[lin]);
    out[o + 1u] = shuffle_xor(v, mask[lin]);
    out[o + 2u] = shuffle(v, 3u);
    out[o + 3u] = shuffle_xor(v, 16u);
    // Shuffles in a uniform loop and in uniform branches with different shuffle counts.
    Var<T> acc(v);
    For(0u, iters, [&](Val<uint32_t> j) { acc = shuffle_xor(acc.read(), j + 1u) ^ acc.read(); });
    If(flag == 1u, [&] { acc = shuffle(acc.read(), 31u); }).Else([&] {
      acc = shuffle(acc.read(), 7u);
      acc = shuffle_xor(acc.read(), 5u);
    });
    out[o + 4u] = acc;
    out[o + 5u] = shuffle(acc.read(), lin * 13u);
      },
      {"x", "src", "mask", "iters", "flag", "out"});
}

template <>
KernelRef shuffle_kernel<float>(const char* name) {
  return kernel(
      name,
      [](Array<float> x, Array<uint32_t> src, Array<uint32_t> mask, Val<uint32_t> iters, Val<uint32_t> flag,
         Array<float> out) {
    Val<uint32_t> lin = global_id(0) + global_size(0) * (global_id(1) + global_size(1) * global_id(2));
    Val<float> v = x[lin];
    Val<uint32_t> o = lin * 6u;
    out[o + 0u] = shuffle(v, src[lin]);
    out[o + 1u] = shuffle_xor(v, mask[lin]);
    out[o + 2u] = shuffle(v, 3u);
    out[o + 3u] = shuffle_xor(v, 16u);
    Var<float> acc(v);
    For(0u, iters, [&](Val<uint32_t> j) { acc = shuffle_xor(acc.read(), j + 1u) + acc.read(); });
    If(flag == 1u, [&] { acc = shuffle(acc.read(), 31u); }).Else([&] {
      acc = shuffle(acc.read(), 7u);
      acc = shuffle_xor(acc.read(), 5u);
    });
    out[o + 4u] = acc;
    out[o + 5u] = shuffle(acc.read(), lin * 13u);
      },
      {"x", "src", "mask", "iters", "flag", "out"});
}

template <class T>
void run_shuffles(morph::testing::ConformanceTest& t, const KernelRef& k, const char* what) {
  struct L {
    interp::Dim3 grid, wg;
  };
  std::mt19937& rng = morph::testing::test_rng();
  for (L l : {L{{3, 1, 1}, {64, 1, 1}}, L{{2, 1, 1}, {128, 1, 1}}, L{{2, 2, 1}, {8, 8, 1}}, L{{1, 2, 2}, {4, 4, 4}},
              L{{2, 1, 1}, {16, 2, 1}}}) {
    size_t n = l.grid.count() * l.wg.count();
    std::vector<T> x(n);
    if constexpr (std::is_same_v<T, float>)
      x = morph::testing::f32_inputs(n);
    else
      for (auto& v : x) v = static_cast<T>(rng());
    std::vector<uint32_t> src(n), mask(n);
    for (auto& v : src) v = rng() % 3 ? rng() % 32u : rng();
    for (auto& v : mask) v = rng() % 3 ? rng() % 32u : rng();
    for (uint32_t flag : {0u, 1u})
      t.check(k, l.grid, l.wg,
              {in_buf(x), in_buf(src), in_buf(mask), scalar_arg(2u + flag), scalar_arg(flag), out_buf<T>(n * 6)},
              std::string(what) + " wg " + std::to_string(l.wg.x) + "x" + std::to_string(l.wg.y) + "x" +
                  std::to_string(l.wg.z) + " flag " + std::to_string(flag));
  }
}

TEST_P(ConformanceControl, ShufflesF32) {
  run_shuffles<float>(*this, shuffle_kernel<float>("conf_shuffle_f32"), "shuffle f32");
}
TEST_P(ConformanceControl, ShufflesI32) {
  run_shuffles<int32_t>(*this, shuffle_kernel<int32_t>("conf_shuffle_i32"), "shuffle i32");
}
TEST_P(ConformanceControl, ShufflesU32) {
  run_shuffles<uint32_t>(*this, shuffle_kernel<uint32_t>("conf_shuffle_u32"), "shuffle u32");
}

KernelRef row_kernel(reduce::Combine c, uint32_t W) {
  return kernel(
      "conf_row_reduce_wg",
      [c, W](Array<float> x, Val<uint32_t> cols, Array<float> out) {
    Shared<float> scratch = shared<float>(32, "red");
    Val<uint32_t> row = group_id(0);
    Val<float> r = reduce::row_reduce(c, cols, W, scratch, [&](Val<uint32_t> j) { return x[row * cols + j].read(); });
    If(local_id(0) == 0u, [&] { out[row] = r; });
      },
      {"x", "cols", "out"}, Key(static_cast<int>(c), W));
}

KernelRef subgroup_row_kernel(reduce::Combine c) {
  return kernel(
      "conf_row_reduce_sg",
      [c](Array<float> x, Val<uint32_t> cols, Val<uint32_t> rows, Array<float> out) {
    Val<uint32_t> row = group_id(0) * (local_size(0) >> 5u) + (local_id(0) >> 5u);
    Val<uint32_t> base = min(row, rows - 1u) * cols;
    Val<float> r = reduce::row_reduce_subgroup(c, cols, [&](Val<uint32_t> j) { return x[base + j].read(); });
    If(((local_id(0) & 31u) == 0u) && (row < rows), [&] { out[row] = r; });
      },
      {"x", "cols", "rows", "out"}, Key(static_cast<int>(c)));
}

std::vector<float> reduce_rows(uint32_t rows, uint32_t cols) {
  std::vector<float> x = morph::testing::f32_inputs(size_t{rows} * cols + 200);
  x.erase(x.begin(), x.begin() + 200);  // mostly random (the specials would make every sum NaN)
  std::mt19937& rng = morph::testing::test_rng();
  for (float& v : x)
    if (v != v || std::isinf(v)) v = float_of(rng() & 0x807fffffu);  // denormals instead
  return x;
}

void expect_host_tree(const std::vector<uint8_t>& out, const std::vector<float>& x, reduce::Combine c, uint32_t rows,
                      uint32_t cols, const std::string& what) {
  for (uint32_t r = 0; r < rows; ++r) {
    float got;
    std::memcpy(&got, out.data() + 4 * r, 4);
    float want = reduce::host_reduce(c, x.data() + size_t{r} * cols, cols);
    EXPECT_TRUE(same_float(got, want)) << what << " row " << r << ": oracle " << got << ", host tree " << want;
  }
}

TEST_P(ConformanceControl, RowReduceWorkgroupSchedules) {
  const uint32_t rows = 3;
  struct Case {
    reduce::Combine c;
    uint32_t W;
  };
  for (Case cs : {Case{reduce::Combine::Sum, 32}, Case{reduce::Combine::Sum, 64}, Case{reduce::Combine::Sum, 256},
                  Case{reduce::Combine::Max, 64}, Case{reduce::Combine::Min, 256}}) {
    for (uint32_t cols : {1u, 33u, 1000u, 2100u}) {
      std::vector<float> x = reduce_rows(rows, cols);
      std::string what = "row_reduce W=" + std::to_string(cs.W) + " combine " + std::to_string(static_cast<int>(cs.c)) +
                         " cols " + std::to_string(cols);
      check(row_kernel(cs.c, cs.W), {rows}, {cs.W}, {in_buf(x), scalar_arg(cols), out_buf<float>(rows)}, what);
      if (!compile_only()) expect_host_tree(last_reference()[2], x, cs.c, rows, cols, what);
      if (compile_only()) break;
    }
  }
}

TEST_P(ConformanceControl, RowReduceSubgroupSchedule) {
  const uint32_t rows = 5;
  for (reduce::Combine c : {reduce::Combine::Sum, reduce::Combine::Max}) {
    for (uint32_t cols : {1u, 100u, 1500u}) {
      std::vector<float> x = reduce_rows(rows, cols);
      std::string what =
          "row_reduce_subgroup combine " + std::to_string(static_cast<int>(c)) + " cols " + std::to_string(cols);
      check(subgroup_row_kernel(c), {2}, {96}, {in_buf(x), scalar_arg(cols), scalar_arg(rows), out_buf<float>(rows)},
            what);
      if (!compile_only()) expect_host_tree(last_reference()[3], x, c, rows, cols, what);
      if (compile_only()) break;
    }
  }
}

}  // namespace

MORPH_INSTANTIATE_BACKENDS(ConformanceControl);
