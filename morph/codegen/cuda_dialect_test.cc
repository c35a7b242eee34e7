// The CUDA dialect without a GPU: golden printed source (tests/golden/*.cu), the L1-L2 spelling
// rules, and NVRTC -> PTX for sm_90 of every golden kernel plus a shuffle kernel, with the PTX
// checked for what must never appear (fused multiply-add, approximate instructions).
// Refresh goldens after an intended change: MORPH_UPDATE_GOLDEN=1 ./morph_tests --gtest_filter='GoldenCuda*'
#include "morph/codegen/cuda_dialect.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/cuda/cuda_api.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/registry.h"
#include "tests/golden/golden_kernels.h"
#include "tests/source_dir.h"

using namespace morph;

namespace {

dsl::KernelRef shuffle_kernel() {
  using namespace dsl;
  return kernel(
      "cuda_test_shuffles",
      [](Array<float> x, Array<uint32_t> u, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    Val<float> v = x[i];
    Val<float> a = shuffle_xor(v, 5u);
    Val<uint32_t> b = shuffle(u[i], local_id(0) + 3u);
    out[i] = a + cast<float>(b);
      },
      {"x", "u", "out"});
}

// Every f32 + - * / in printed source is an _rn intrinsic: no infix float arithmetic on SSA
// values survives (integer arithmetic does not use floats, so this is a textual check on the
// lines that define float values).
void expect_l2_spelling(const std::string& src, const std::string& what) {
  std::istringstream in(src);
  std::string line;
  std::regex float_infix(R"(^\s*float v\d+ = v\d+ [-+*/] v\d+;)");
  while (std::getline(in, line)) {
    EXPECT_FALSE(std::regex_search(line, float_infix)) << what << ": contractible float op: " << line;
    // the IR's explicit fma is __fmaf_rn (one rounding); no other spelling of fma may appear
    std::string rest = std::regex_replace(line, std::regex(R"(__fmaf_rn\()"), "IR_FMA(");
    for (const char* bad : {"expf", "logf", "sinf", "cosf", "tanhf", "rsqrt", "fmaf", "__fmaf", "__expf", "sqrtf("})
      EXPECT_EQ(rest.find(bad), std::string::npos) << what << ": vendor function " << bad << " in: " << line;
  }
}

size_t count_fma(const std::vector<ir::Stmt>& body) {
  size_t n = 0;
  for (const ir::Stmt& s : body)
    n += (s.op == ir::Op::Fma) + count_fma(s.body) + count_fma(s.else_body) + count_fma(s.cond_body);
  return n;
}

size_t count_text(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

// Matches of `r` in `src`.
long matches(const std::string& src, const std::regex& r) {
  return std::distance(std::sregex_iterator(src.begin(), src.end(), r), std::sregex_iterator());
}

}  // namespace

TEST(GoldenCuda, Kernels) {
  for (const auto& [name, k] : codegen::golden_kernels()) codegen::check_golden(name + ".cu", codegen::print_cuda(*k));
  codegen::check_golden("shuffles.cu", codegen::print_cuda(*shuffle_kernel()));
}

TEST(CudaDialect, SpellsL1L2) {
  for (const auto& [name, k] : codegen::golden_kernels()) {
    std::string src = codegen::print_cuda(*k);
    expect_l2_spelling(src, name);
    EXPECT_NE(src.find("extern \"C\" __global__ void " + codegen::kernel_symbol(*k) + "("), std::string::npos) << src;
  }
  std::string arith = codegen::print_cuda(*codegen::golden_kernels().at(1).second);
  for (const char* need : {"__fadd_rn(", "__fsub_rn(", "__fmul_rn(", "__fdiv_rn(", "__fsqrt_rn(", "__fmaf_rn(",
                           "floorf(", "rintf(", "truncf(", "as_float(0x", "morph_min_f32(", "morph_f32_to_i32("})
    EXPECT_NE(arith.find(need), std::string::npos) << "expected " << need << " in\n" << arith;
  std::string sh = codegen::print_cuda(*shuffle_kernel());
  EXPECT_NE(sh.find("__shfl_xor_sync(0xffffffffu, "), std::string::npos) << sh;
  EXPECT_NE(sh.find("__shfl_sync(0xffffffffu, "), std::string::npos) << sh;
  EXPECT_EQ(sh.find("__shared__"), std::string::npos) << "hardware shuffles need no scratch:\n" << sh;
}

// A negation whose every use is f32 arithmetic prints as unary minus (ptxas folds it into the
// user's operand); one whose bits can be seen — stored, selected, bit-cast — keeps the exact
// sign-bit xor, which also flips a NaN's sign as the oracle does.
TEST(CudaDialect, NegationFoldsOnlyIntoArithmetic) {
  using namespace dsl;
  auto k = kernel(
      "cuda_test_neg",
      [](Array<float> x, Array<float> y, Array<uint32_t> z) {
    Val<uint32_t> i = global_id(0);
    Val<float> v = x[i];
    Val<float> a = -v;           // only into an fma and a multiply: unary minus
    Val<float> b = -(v * 2.0f);  // stored, and into a select: the xor
    y[i] = fma(a, v, 1.0f) * a + b;
    y[i + 1u] = b;
    z[i] = bitcast<uint32_t>(select(v < 0.0f, b, v));
      },
      {"x", "y", "z"});
  std::string src = codegen::print_cuda(*k);
  std::regex minus(R"(float v\d+ = \(-v\d+\);)"), xored(R"(float v\d+ = as_float\(as_uint\(v\d+\) \^ 0x80000000u\);)");
  EXPECT_EQ(matches(src, minus), 1) << src;
  EXPECT_EQ(matches(src, xored), 1) << src;
}

// A loop whose end and step are constants that cannot carry the index past its range takes the
// plain increment (every dialect); one marked for unrolling (ForUnroll) with a constant begin too
// and 2..16 trips CUDA unrolls.
// A run-time end, or an end whose last step could wrap, keeps the oracle's stop-at-the-end guard.
TEST(CudaDialect, CountedLoopsArePlainAndShortOnesUnrolled) {
  using namespace dsl;
  auto k = kernel(
      "cuda_test_loops",
      [](Array<float> x, Array<float> y, Val<uint32_t> n) {
    Val<uint32_t> i = global_id(0);
    Var<float> acc(0.0f);
    ForUnroll(Val<uint32_t>(0u), Val<uint32_t>(8u), [&](Val<uint32_t> j) { acc = acc.read() + x[i * 8u + j]; });
    For(Val<uint32_t>(0u), Val<uint32_t>(8u), [&](Val<uint32_t> j) { acc = acc.read() + x[j]; });  // not marked
    For(i, Val<uint32_t>(64u), [&](Val<uint32_t> j) { acc = acc.read() + x[j]; });                 // run-time begin
    For(Val<uint32_t>(0u), n, [&](Val<uint32_t> j) { acc = acc.read() + x[j]; });                  // run-time end
    For(
        Val<uint32_t>(0u), Val<uint32_t>(4294967295u), [&](Val<uint32_t> j) { acc = acc.read() + x[j]; }, 2);
    y[i] = acc.read();
      },
      {"x", "y", "n"});
  const std::string src = codegen::print_cuda(*k);
  std::regex plain(R"(for \(uint (v\d+) = v\d+; \1 < v\d+; \1 = \1 \+ v\d+\) \{)"),
      guarded(R"(for \(uint (v\d+) = v\d+; \1 < v\d+; \1 = \1 > 4294967295u - v\d+ \? v\d+ : \1 \+ v\d+\) \{)");
  EXPECT_EQ(matches(src, plain), 3) << src;
  EXPECT_EQ(matches(src, guarded), 2) << src;
  EXPECT_EQ(matches(src, std::regex(R"(#pragma unroll\n\s*for \(uint v\d+ = v\d+; )")), 1) << src;
  EXPECT_EQ(codegen::print(*k, *codegen::opencl_dialect()).find("#pragma unroll"), std::string::npos);
}

// dsl::launch_bounds prints CUDA's __launch_bounds__ (the register cap follows from it), is part
// of the kernel's identity, is refused out of range, and a launch with more items than its
// bound is a UserError naming the kernel (the oracle checks launches as every device does).
TEST(CudaDialect, LaunchBoundsArePrintedAndEnforced) {
  using namespace dsl;
  auto make = [](uint32_t max_items, uint32_t min_wg) {
    return kernel(
        "cuda_test_bounds",
        [&](Array<float> x) {
      if (max_items) launch_bounds(max_items, min_wg);
      x[global_id(0)] = x[global_id(0)] * 2.0f;
        },
        {"x"}, Key(std::string_view("cuda_test_bounds"), max_items, min_wg));
  };
  KernelRef plain = make(0, 0), capped = make(256, 2), bound = make(64, 0);
  EXPECT_EQ(codegen::print_cuda(*plain).find("__launch_bounds__"), std::string::npos);
  EXPECT_NE(codegen::print_cuda(*capped).find("__global__ void __launch_bounds__(256, 2) "), std::string::npos)
      << codegen::print_cuda(*capped);
  EXPECT_NE(codegen::print_cuda(*bound).find("__launch_bounds__(64) "), std::string::npos);
  EXPECT_NE(plain->hash(), capped->hash());
  EXPECT_THROW(make(2048, 0), UserError);
  EXPECT_THROW(make(256, 33), UserError);
  auto oracle = rt::open_device("oracle");
  rt::Buffer x = oracle->alloc(4 * 128);
  std::vector<rt::LaunchArg> args{rt::arg(x)};
  EXPECT_NO_THROW(oracle->launch(bound, {2}, {64}, args));
  try {
    oracle->launch(bound, {1}, {128}, args);
    ADD_FAILURE() << "a launch of 128 items passed a bound of 64";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("cuda_test_bounds"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("launch bounds (64 items)"), std::string::npos) << e.what();
  }
  std::string why;
  if (!rt::cuda::nvrtc(&why)) GTEST_SKIP() << "skipped: no NVRTC (" << why << ")";
  std::string ptx = rt::cuda_compile_ptx(*capped, "sm_90");
  EXPECT_NE(ptx.find(".maxntid 256"), std::string::npos) << ptx;
  EXPECT_NE(ptx.find(".minnctapersm 2"), std::string::npos) << ptx;
}

// Contraction-free: the PTX holds exactly as many fma.rn.f32 as the IR holds fma statements.
TEST(CudaPtx, GoldenKernelsCompileWithoutContractionOrApprox) {
  std::string why;
  if (!rt::cuda::nvrtc(&why)) GTEST_SKIP() << "skipped: no NVRTC (" << why << ")";
  auto ks = codegen::golden_kernels();
  ks.emplace_back("shuffles", shuffle_kernel());
  for (const auto& [name, k] : ks) {
    std::string ptx;
    ASSERT_NO_THROW(ptx = rt::cuda_compile_ptx(*k, "sm_90")) << name;
    EXPECT_NE(ptx.find(".entry " + codegen::kernel_symbol(*k)), std::string::npos) << name;
    for (const char* bad : {"mad.f32", "mad.rn.f32", ".approx", ".ftz"})
      EXPECT_EQ(ptx.find(bad), std::string::npos) << name << ": PTX holds " << bad << "\n" << ptx;
    EXPECT_EQ(count_text(ptx, "fma.rn.f32"), count_fma(k->body)) << name << ": fma.rn.f32 beyond the IR's fma\n" << ptx;
    if (name == "shuffles") {
      EXPECT_NE(ptx.find("shfl.sync.bfly.b32"), std::string::npos) << ptx;
      EXPECT_NE(ptx.find("shfl.sync.idx.b32"), std::string::npos) << ptx;
    }
    if (name == "arith") {
      EXPECT_NE(ptx.find("div.rn.f32"), std::string::npos) << ptx;
      EXPECT_NE(ptx.find("sqrt.rn.f32"), std::string::npos) << ptx;
      EXPECT_EQ(count_fma(k->body), 1u);
    }
  }
}
