// The GLSL dialect without a GPU: golden printed source (tests/golden/*.comp), the L1-L2
// spelling rules (precise float temporaries, no built-in math, no literal zero), the C-cast
// rewrite, and glslang -> SPIR-V of every golden kernel validated by SPIRV-Tools.
// Refresh goldens after an intended change: MORPH_UPDATE_GOLDEN=1 ./morph_tests --gtest_filter='GoldenGlsl*'
#include "morph/codegen/glsl_dialect.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "morph/algebra/math.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/dsl/dsl.h"
#include "tests/golden/golden_kernels.h"
#if defined(MORPH_HAVE_VULKAN)
#include "morph/runtime/vulkan/glsl_compile.h"
#endif

using namespace morph;

namespace {

dsl::KernelRef shuffle_kernel() {
  using namespace dsl;
  return kernel(
      "glsl_test_shuffles",
      [](Array<float> x, Array<uint32_t> u, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    Val<float> v = x[i];
    Val<float> a = shuffle_xor(v, 5u);
    Val<uint32_t> b = shuffle(u[i], local_id(0) + 3u);
    out[i] = a + cast<float>(b) + 0.0f - (-0.0f);
      },
      {"x", "u", "out"});
}

std::vector<std::pair<std::string, dsl::KernelRef>> kernels() {
  auto ks = codegen::golden_kernels();
  ks.emplace_back("shuffles", shuffle_kernel());
  return ks;
}

}  // namespace

TEST(GoldenGlsl, Kernels) {
  for (const auto& [name, k] : kernels()) {
    codegen::check_golden(name + ".comp", codegen::print(*k, *codegen::glsl_dialect()));
    codegen::check_golden(name + ".flush.comp", codegen::print(*k, *codegen::glsl_dialect({.flush_denormals = true})));
  }
}

TEST(GlslDialect, SpellsL1L2) {
  std::regex banned(
      R"(\b(fma|sqrt|inversesqrt|exp|exp2|log|log2|sin|cos|tan|tanh|pow|min|max|fmin|fmax|dot|subgroup\w*)\s*\()");
  std::regex float_literal(R"([^\w.][0-9]+\.[0-9]*f?\b|\b0\.0)");
  for (const auto& [name, k] : kernels()) {
    std::string src = codegen::print(*k, *codegen::glsl_dialect({.denorm_preserve = true}));
    std::smatch m;
    EXPECT_FALSE(std::regex_search(src, m, banned)) << name << ": " << m.str();
    EXPECT_NE(
        src.find("spirv_execution_mode(extensions = [\"SPV_KHR_float_controls\"], capabilities = [4466], 4461, 32);"),
        std::string::npos)
        << name;
    EXPECT_NE(src.find("capabilities = [4467], 4462, 32"), std::string::npos) << name;
    EXPECT_NE(src.find("capabilities = [4464], 4459, 32"), std::string::npos) << name;
    std::istringstream in(src);
    std::string line;
    while (std::getline(in, line)) {
      // Every float temporary is precise (NoContraction), and no C cast survives.
      EXPECT_FALSE(std::regex_search(line, std::regex(R"(^\s*float \w+ = )"))) << name << ": not precise: " << line;
      EXPECT_FALSE(std::regex_search(line, std::regex(R"(\((uint|int|float|ulong|ushort|uchar)\)\s*[\w(])")))
          << name << ": C cast in GLSL: " << line;
      // Float constants only as bit patterns: no literal a compiler could fold (x + 0.0 -> x).
      std::string code = std::regex_replace(line, std::regex(R"(/\*[^*]*\*/)"), "");  // value comments
      if (code.find("//") == std::string::npos && code.find("precise float") != std::string::npos)
        EXPECT_FALSE(std::regex_search(code, float_literal)) << name << ": float literal: " << line;
    }
  }
  std::string sh = codegen::print(*shuffle_kernel(), *codegen::glsl_dialect());
  EXPECT_NE(sh.find("uintBitsToFloat(morph_zero)"), std::string::npos) << sh;
  EXPECT_NE(sh.find("uintBitsToFloat(morph_zero | 0x80000000u)"), std::string::npos) << sh;
  EXPECT_EQ(sh.find("uintBitsToFloat(0x00000000u)"), std::string::npos) << sh;
  EXPECT_NE(sh.find("shared uint morph_sg[2048];"), std::string::npos) << sh;
}

// With native_subgroup32 the shuffles are the device's (no scratch, no barrier); by default
// they go through shared memory.
TEST(GlslDialect, NativeSubgroupShuffles) {
  std::string native = codegen::print(*shuffle_kernel(), *codegen::glsl_dialect({.native_subgroup32 = true}));
  EXPECT_NE(native.find("#extension GL_KHR_shader_subgroup_shuffle : require"), std::string::npos) << native;
  EXPECT_NE(native.find("subgroupShuffleXor(floatBitsToUint("), std::string::npos) << native;
  EXPECT_NE(native.find("subgroupShuffle("), std::string::npos) << native;
  EXPECT_EQ(native.find("morph_sg"), std::string::npos) << native;
  EXPECT_EQ(native.find("barrier()"), std::string::npos) << native;
  std::string shared = codegen::print(*shuffle_kernel(), *codegen::glsl_dialect());
  EXPECT_EQ(shared.find("subgroupShuffle"), std::string::npos) << shared;
  EXPECT_EQ(shared.find("GL_KHR_shader_subgroup"), std::string::npos) << shared;
}

TEST(GlslDialect, CCastsBecomeConstructors) {
  using codegen::c_casts_to_constructors;
  EXPECT_EQ(c_casts_to_constructors("(uint)(1 - e)"), "uint(1 - e)");
  EXPECT_EQ(c_casts_to_constructors("(ulong)ma << 26"), "ulong(ma) << 26");
  EXPECT_EQ(c_casts_to_constructors("(int)((uint)p_x[v3] ^ 0x80u) - 128"), "int(uint(p_x[v3]) ^ 0x80u) - 128");
  EXPECT_EQ(c_casts_to_constructors("(ushort)morph_f32_to_f16(v2)"), "ushort(morph_f32_to_f16(v2))");
  EXPECT_EQ(c_casts_to_constructors("f(uint) + (x)"), "f(uint) + (x)");  // not casts
  EXPECT_EQ(c_casts_to_constructors("(int)-1"), "(int)-1");              // not an operand form the printer emits
}

#if defined(MORPH_HAVE_VULKAN)
TEST(GlslSpirv, GoldenKernelsCompileAndValidate) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  for (const auto& [name, k] : kernels())
    for (bool flush : {false, true}) {
      std::string src =
          codegen::print(*k, *codegen::glsl_dialect({.denorm_preserve = !flush, .flush_denormals = flush}));
      std::vector<uint32_t> spv;
      ASSERT_NO_THROW(spv = rt::vk::compile_glsl(src, k->name)) << name << "\n" << src;
      EXPECT_EQ(rt::vk::validate_spirv(spv), "") << name;
      // NoContraction (decoration 42) is on the float results.
      bool no_contraction = false;
      for (size_t w = 5; w + 2 < spv.size(); w += spv[w] >> 16 ? spv[w] >> 16 : 1)
        if ((spv[w] & 0xffff) == 71 /* OpDecorate */ && spv[w + 2] == 42) no_contraction = true;
      if (name != "storage") EXPECT_TRUE(no_contraction) << name;
    }
}

TEST(GlslSpirv, NativeShufflesCompileAndValidate) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  std::string src = codegen::print(*shuffle_kernel(), *codegen::glsl_dialect({.native_subgroup32 = true}));
  std::vector<uint32_t> spv;
  ASSERT_NO_THROW(spv = rt::vk::compile_glsl(src, "shuffles")) << src;
  EXPECT_EQ(rt::vk::validate_spirv(spv), "");
}

TEST(GlslSpirv, ExactFmaSourceCompiles) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  std::string header = codegen::print(*codegen::golden_kernels().at(0).second, *codegen::glsl_dialect());
  header = header.substr(0, header.find("layout(local_size_x_id"));
  std::string src = header + codegen::glsl_fma_source() +
                    "layout(local_size_x = 1) in;\n"
                    "layout(std430, set = 0, binding = 0) buffer B { float v[]; };\n"
                    "void main() { v[3] = morph_fma_f32(v[0], v[1], v[2]); }\n";
  std::vector<uint32_t> spv;
  ASSERT_NO_THROW(spv = rt::vk::compile_glsl(src, "fma_probe")) << src;
  EXPECT_EQ(rt::vk::validate_spirv(spv), "");
}

// The float64 route (GlslOptions::fp64_fma) compiles and validates, and a kernel using the IR's
// fma calls it (and does not carry the 32-bit emulation).
TEST(GlslSpirv, Float64FmaSourceCompiles) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  std::string header = codegen::print(*codegen::golden_kernels().at(0).second, *codegen::glsl_dialect());
  header = header.substr(0, header.find("layout(local_size_x_id"));
  std::string src = header + codegen::glsl_fma_f64_source() +
                    "layout(local_size_x = 1) in;\n"
                    "layout(std430, set = 0, binding = 0) buffer B { float v[]; };\n"
                    "void main() { v[3] = morph_fma_f64(v[0], v[1], v[2]); }\n";
  std::vector<uint32_t> spv;
  ASSERT_NO_THROW(spv = rt::vk::compile_glsl(src, "fma_f64_probe")) << src;
  EXPECT_EQ(rt::vk::validate_spirv(spv), "");
  int with_fma = 0;
  for (const auto& [name, k] : codegen::golden_kernels()) {
    if (!codegen::kernel_uses_op(*k, "fma")) continue;
    ++with_fma;
    std::string printed = codegen::print(*k, *codegen::glsl_dialect({.fp64_fma = true}));
    EXPECT_NE(printed.find("morph_fma_f64("), std::string::npos) << name;
    EXPECT_EQ(printed.find("morph_fma_f32("), std::string::npos) << name;
  }
  EXPECT_GT(with_fma, 0) << "no golden kernel uses the IR's fma";
}

// The guarded route (GlslOptions::hw_fma_normals: the device's fma() where exact) compiles and
// validates with either exact route behind it, and kernels using the IR's fma call the guard.
TEST(GlslSpirv, GuardedFmaCompilesWithEitherExactRoute) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  int with_fma = 0;
  for (bool fp64 : {true, false})
    for (const auto& [name, k] : codegen::golden_kernels()) {
      if (!codegen::kernel_uses_op(*k, "fma")) continue;
      ++with_fma;
      std::string src = codegen::print(*k, *codegen::glsl_dialect({.hw_fma_normals = true, .fp64_fma = fp64}));
      EXPECT_NE(src.find("= morph_fma_fast("), std::string::npos) << name;
      EXPECT_NE(src.find(fp64 ? "return morph_fma_f64(a, b, c); }" : "return morph_fma_f32(a, b, c); }"),
                std::string::npos)
          << name;
      std::vector<uint32_t> spv;
      ASSERT_NO_THROW(spv = rt::vk::compile_glsl(src, name)) << src;
      EXPECT_EQ(rt::vk::validate_spirv(spv), "") << name;
    }
  EXPECT_GT(with_fma, 0) << "no golden kernel uses the IR's fma";
}

// sin and cos (RoPE's angles) on the guarded route: every fma of the reduction and the kernels is
// the device's fma() (their "vulkan" arms are proven normal, TinyIsland.VulkanArmsAreProvenNormal);
// none takes the guard, whose float64 route NVIDIA's Vulkan runs while the subgroup waits.
TEST(GlslSpirv, SinAndCosAreUnguarded) {
  dsl::KernelRef k = dsl::kernel(
      "glsl_proven_cos_sin",
      [](dsl::Array<float> x, dsl::Array<float> y, dsl::Array<float> z) {
    dsl::Val<uint32_t> i = dsl::global_id(0);
    dsl::If(i < x.size(), [&] {
      auto [c, s] = algebra::math::cos_sin(x[i].read());
      y[i] = c;
      z[i] = s;
    });
      },
      {"x", "y", "z"});
  auto count = [](const std::string& src, const std::string& what) {
    size_t n = 0;
    for (size_t at = src.find(what); at != std::string::npos; at = src.find(what, at + 1)) ++n;
    return n;
  };
  const std::string guarded = codegen::print(*k, *codegen::glsl_dialect({.hw_fma_normals = true, .fp64_fma = true}));
  EXPECT_EQ(count(guarded, " = fma(v"), 2 * 14u) << guarded;  // the 14 fma of each of cos and sin
  EXPECT_EQ(count(guarded, "= morph_fma_fast("), 0u) << guarded;
  const std::string exact = codegen::print(*k, *codegen::glsl_dialect({.fp64_fma = true}));
  EXPECT_EQ(count(exact, " = fma(v"), 0u) << "without the probe's single-rounding fma() every fma is exact";
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  std::vector<uint32_t> spv;
  ASSERT_NO_THROW(spv = rt::vk::compile_glsl(guarded, "glsl_proven_cos_sin")) << guarded;
  EXPECT_EQ(rt::vk::validate_spirv(spv), "");
}

// An fma traced proven normal (silu's "vulkan" arm, dsl::ProvenNormal) is the device's fma()
// itself on the guarded route, the others keep the guard; off the guarded route, or with
// proven_fma_unguarded false, every fma is the exact route. Proven compares and negations are
// GLSL's own unless proven_native is false. The source compiles and validates.
TEST(GlslSpirv, ProvenNormalFmaIsUnguarded) {
  dsl::KernelRef k = dsl::kernel(
      "glsl_proven_silu",
      [](dsl::Array<float> x, dsl::Array<float> y) {
    dsl::Val<uint32_t> i = dsl::global_id(0);
    dsl::If(i < x.size(), [&] { y[i] = algebra::math::silu(x[i].read()) + dsl::fma(x[i].read(), x[i].read(), 1.0f); });
      },
      {"x", "y"});
  auto count = [](const std::string& src, const std::string& what) {
    size_t n = 0;
    for (size_t at = src.find(what); at != std::string::npos; at = src.find(what, at + 1)) ++n;
    return n;
  };
  const std::string guarded = codegen::print(*k, *codegen::glsl_dialect({.hw_fma_normals = true, .fp64_fma = true}));
  EXPECT_GT(count(guarded, " = fma(v"), 8u) << guarded;  // silu's body
  EXPECT_EQ(count(guarded, "= morph_fma_fast("), 1u) << "the kernel's own fma keeps the guard";
  EXPECT_EQ(count(guarded, "morph_div_f32("), 0u) << "the vulkan+fma arm: recip_newton, no division";
  const std::string off = codegen::print(
      *k, *codegen::glsl_dialect({.hw_fma_normals = true, .proven_fma_unguarded = false, .fp64_fma = true}));
  EXPECT_EQ(count(off, " = fma(v"), 0u);
  const std::string exact = codegen::print(*k, *codegen::glsl_dialect({.fp64_fma = true}));
  EXPECT_EQ(count(exact, " = fma(v"), 0u) << "without the probe's single-rounding fma() every fma is exact";
  // Compares and negations traced proven normal (exp's clamps, the reduction's negations) are
  // GLSL's own; the arm's compare of its argument against the big threshold (x may be subnormal
  // there) stays on the sign-magnitude keys, as with proven_native false every compare does.
  const std::string keys =
      codegen::print(*k, *codegen::glsl_dialect({.hw_fma_normals = true, .proven_native = false, .fp64_fma = true}));
  EXPECT_GT(count(keys, "(morph_fl"), count(guarded, "(morph_fl")) << guarded;
  EXPECT_GE(count(guarded, "(morph_fl"), 1u) << "x > 20 is not proven normal";
  EXPECT_GT(count(guarded, "= (-v"), 0u) << guarded;
  EXPECT_EQ(count(keys, "= (-v"), 0u);
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  std::vector<uint32_t> spv;
  ASSERT_NO_THROW(spv = rt::vk::compile_glsl(guarded, "glsl_proven_silu")) << guarded;
  EXPECT_EQ(rt::vk::validate_spirv(spv), "");
}

TEST(GlslSpirv, CompileErrorNamesTheKernel) {
  std::string why;
  if (!rt::vk::glsl_compiler_available(&why)) GTEST_SKIP() << "skipped: " << why;
  try {
    rt::vk::compile_glsl("#version 450\nvoid main() { undefined_thing(); }\n", "my_kernel");
    FAIL() << "expected a compile error";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("kernel 'my_kernel'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("undefined_thing"), std::string::npos) << e.what();
  }
}
#endif
