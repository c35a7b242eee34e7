// Golden printer output (runnable with no device): a few kernels covering every statement kind
// are printed in the OpenCL dialect and compared with tests/golden/*.cl. To refresh after an
// intended change: MORPH_UPDATE_GOLDEN=1 ./morph_tests --gtest_filter='Golden*' and review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/dsl/dsl.h"
#include "tests/golden/golden_kernels.h"
#include "tests/source_dir.h"

using namespace morph;

TEST(GoldenOpenCl, Kernels) {
  for (const auto& [name, k] : codegen::golden_kernels()) {
    codegen::check_golden(name + ".cl", codegen::print(*k, *codegen::opencl_dialect()));
    codegen::check_golden(name + ".native.cl", codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = true})));
  }
}

TEST(GoldenOpenCl, PreludeOnlyWhenNeeded) {
  auto ks = codegen::golden_kernels();
  std::string vadd = codegen::print(*ks.at(0).second, *codegen::opencl_dialect());
  EXPECT_EQ(vadd.find("morph_div_f32"), std::string::npos);
  EXPECT_NE(vadd.find("#pragma OPENCL FP_CONTRACT OFF"), std::string::npos);
}

TEST(CStylePrinter, KernelSymbolIsAnIdentifier) {
  ir::Kernel k;
  k.name = "9dag.map-1";
  EXPECT_EQ(codegen::kernel_symbol(k), "k_9dag_map_1");
  k.name = "exp";  // an OpenCL built-in
  EXPECT_EQ(codegen::kernel_symbol(k), "k_exp");
}

TEST(GoldenOpenCl, NoVendorMathNoContraction) {
  // L1/L2: nothing a compiler may approximate or fuse; min/max never through fmin/fmax; the
  // built-in fma (single rounding) exactly where the IR says fma, once per fma statement.
  std::regex banned(R"(\b(mad|fmin|fmax|native_\w+|half_\w+|exp|log|sin|cos|tanh|rsqrt|pow)\s*\()");
  std::regex fma_call(R"(\bfma\s*\()");
  auto count_fma = [](const std::vector<ir::Stmt>& body, auto& self) -> size_t {
    size_t n = 0;
    for (const ir::Stmt& s : body)
      n += (s.op == ir::Op::Fma) + self(s.body, self) + self(s.else_body, self) + self(s.cond_body, self);
    return n;
  };
  for (const auto& [name, k] : codegen::golden_kernels())
    for (bool native : {false, true}) {
      std::string src = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = native}));
      EXPECT_NE(src.find("#pragma OPENCL FP_CONTRACT OFF"), std::string::npos) << name;
      std::smatch m;
      EXPECT_FALSE(std::regex_search(src, m, banned)) << name << ": " << m.str();
      size_t calls = std::distance(std::sregex_iterator(src.begin(), src.end(), fma_call), std::sregex_iterator());
      EXPECT_EQ(calls, count_fma(k->body, count_fma)) << name << ": fma( calls vs the IR's fma statements";
      // Without the correctly-rounded build flag, no native `/` on floats and no native sqrt.
      if (!native) EXPECT_FALSE(std::regex_search(src, std::regex(R"((^|[^_\w])sqrt\()"))) << name;
    }
}

TEST(GoldenOpenCl, DivisionByAPowerOfTwoIsAProduct) {
  // A constant power-of-two divisor is traced as the product with its reciprocal (dsl binop: the
  // same bits, one instruction), on every backend — and NVIDIA's OpenCL compiler, which contracts
  // `a / 2^k + c` into an fma, never sees such a division. Other divisors (3, a subnormal power
  // of two whose reciprocal overflows, a value) stay divisions: native `/`, or Morph's own
  // correctly rounded routine without the build flag.
  auto k = dsl::kernel(
      "pow2_div",
      [](dsl::Array<float> x, dsl::Array<float> y) {
    auto i = dsl::global_id(0);
    dsl::If(i < y.size(), [&] {
      dsl::Val<float> v = x[i].read();
      y[i] = v / 1024.0f + v / -0.25f + v / 3.0f + v / 0x1p-140f + v / v;
    });
      },
      {"x", "y"});
  for (bool native : {true, false}) {
    SCOPED_TRACE(native ? "native division" : "Morph's division");
    std::string src = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = native}));
    EXPECT_NE(src.find("as_float(0x3a800000u)"), std::string::npos) << src;  // / 1024 -> * 2^-10
    EXPECT_NE(src.find("as_float(0xc0800000u)"), std::string::npos) << src;  // / -0.25 -> * -4
    const std::regex div_re(native ? R"( / )" : R"(morph_div_f32\(v)");
    const auto divisions = std::distance(std::sregex_iterator(src.begin(), src.end(), div_re), std::sregex_iterator());
    EXPECT_EQ(divisions, 3) << src;  // / 3, / 2^-140, / v
  }
}

TEST(GoldenOpenCl, PtxShufflesReplaceTheLocalMemoryExchange) {
  // OpenClOptions::ptx_shuffles: each logical-subgroup shuffle is one inline-PTX warp shuffle on
  // the value's bits; no scratch, no barrier, no linear id. Without it: the local-memory exchange.
  auto k = dsl::kernel(
      "ptx_shuffles",
      [](dsl::Array<float> x, dsl::Array<int32_t> y) {
    auto i = dsl::global_id(0);
    dsl::Val<float> v = dsl::shuffle_xor(x[i].read(), 16u);
    dsl::Val<int32_t> w = dsl::shuffle(y[i].read(), 3u);
    x[i] = v;
    y[i] = w;
      },
      {"x", "y"});
  std::string ptx = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = true, .ptx_shuffles = true}));
  EXPECT_NE(ptx.find("as_float(morph_shfl_bfly(as_uint("), std::string::npos) << ptx;
  EXPECT_NE(ptx.find("as_int(morph_shfl_idx(as_uint("), std::string::npos) << ptx;
  EXPECT_NE(ptx.find("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;"), std::string::npos) << ptx;
  EXPECT_EQ(ptx.find("morph_sg"), std::string::npos) << ptx;
  EXPECT_EQ(ptx.find("barrier("), std::string::npos) << ptx;
  std::string local = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = true}));
  EXPECT_EQ(local.find("shfl"), std::string::npos);
  EXPECT_NE(local.find("morph_sg["), std::string::npos);
}
