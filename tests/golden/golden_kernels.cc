#include "tests/golden/golden_kernels.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "tests/source_dir.h"

#include "morph/dsl/dsl.h"
#include "morph/reduce/row_reduce.h"

namespace morph::codegen {

using namespace dsl;

std::vector<std::pair<std::string, KernelRef>> golden_kernels() {
  std::vector<std::pair<std::string, KernelRef>> out;
  out.emplace_back("vadd", kernel(
                               "golden_vadd",
                               [](Array<float> a, Array<float> b, Array<float> c) {
    Val<uint32_t> i = global_id(0);
    If(i < c.size(), [&] { c[i] = a[i] + b[i]; });
                               },
                               {"a", "b", "c"}));

  out.emplace_back("arith", kernel(
                                "golden_arith",
                                [](Array<float> x, Array<int32_t> a, Array<uint32_t> b, Val<float> s, Array<float> fo,
                                   Array<int32_t> io, Array<uint32_t> uo) {
    Val<uint32_t> i = global_id(0);
    Val<float> f = x[i];
    Val<int32_t> p = a[i];
    Val<uint32_t> q = b[i];
    Val<float> r = -f + f * s - f / s;
    r = min(max(r, f), sqrt(abs(f))) + floor(f) + rint(f) + trunc(f);
    r = select(f < s && !(f == s), r, cast<float>(p) + cast<float>(q));
    fo[i] = fma(r, s, f) + bitcast<float>(q);
    Val<int32_t> m =
        p * p - p / (p + 1) + p % 7 + (p << 3) + (p >> cast<int32_t>(q)) + abs(-p) + min(p, 3) + max(p, -4);
    io[i] = (m & 5) | (m ^ ~p) | cast<int32_t>(f) | bitcast<int32_t>(f);
    Val<uint32_t> n = q * q - q / 3u + q % 5u + (q << 2u) + (q >> 1u) + min(q, 9u) + max(q, 1u) + cast<uint32_t>(f);
    uo[i] = n + cast<uint32_t>(p != 0) + cast<uint32_t>(cast<bool>(f) || q >= 2u);
                                },
                                {"x", "a", "b", "s", "fo", "io", "uo"}));

  out.emplace_back("storage", kernel(
                                  "golden_storage",
                                  [](Array<f16> h, Array<bf16> g, Array<int8_t> c, Array<uint8_t> u, Array<f16> ho,
                                     Array<bf16> go, Array<int8_t> co, Array<uint8_t> uo) {
    Val<uint32_t> i = global_id(0);
    ho[i] = h[i];
    go[i] = g[i];
    co[i] = c[i];
    uo[i] = u[i];
                                  },
                                  {"h", "g", "c", "u", "ho", "go", "co", "uo"}));

  out.emplace_back("control", kernel(
                                  "golden_control",
                                  [](Array<float> x, Val<uint32_t> n, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    Var<float> acc(0.0f, "acc");
    For(
        0u, n,
        [&](Val<uint32_t> j) {
      If(x[j] > 100.0f, [&] { Break(); });
      acc += x[j];
        },
        2);
    Var<uint32_t> k(0u, "k");
    While([&] { return k < i; },
          [&] {
      k += 1u;
      If(k == 7u, [&] { Break(); }).Else([&] { acc *= 0.5f; });
    });
    ForStep(3, cast<int32_t>(n), 2, [&](Val<int32_t> j) { acc -= cast<float>(j); });
    out[i] = acc;
                                  },
                                  {"x", "n", "out"}));

  out.emplace_back("row_reduce", kernel(
                                     "golden_row_reduce",
                                     [](Array<float> x, Val<uint32_t> cols, Array<float> out) {
    Shared<float> scratch = shared<float>(32, "red");
    Val<uint32_t> row = group_id(0);
    Val<float> r = reduce::row_reduce(reduce::Combine::Sum, cols, 64, scratch,
                                      [&](Val<uint32_t> j) { return x[row * cols + j].read(); });
    If(local_id(0) == 0u, [&] { out[row] = r; });
                                     },
                                     {"x", "cols", "out"}));
  return out;
}

void check_golden(const std::string& file, const std::string& text) {
  std::string path = testing::source_dir() + "/tests/golden/" + file;
  if (const char* u = std::getenv("MORPH_UPDATE_GOLDEN"); u && std::string(u) == "1") {
    std::ofstream(path) << text;
    return;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in.good()) << "missing golden file " << path << " (run with MORPH_UPDATE_GOLDEN=1 to create it)";
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), text) << "printer output differs from " << path
                            << "; if the change is intended, refresh with MORPH_UPDATE_GOLDEN=1";
}

}  // namespace morph::codegen
