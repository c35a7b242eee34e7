// Golden printed source for the targets that cannot run here — HIP (tests/golden/*.hip), Metal
// (*.metal) — and for Vulkan's GLSL (*.comp, also compiled and run on lavapipe elsewhere): the
// golden kernels and the fused kernels of the seed fusion cases (the `morph table` expressions).
// Plus the spelling rules each target's exactness rests on. Refresh after an intended change:
// MORPH_UPDATE_GOLDEN=1 ./morph_tests --gtest_filter='PrintedTargets*' and review the diff.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/glsl_dialect.h"
#include "morph/codegen/metal_dialect.h"
#include "morph/codegen/targets.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/plan.h"
#include "tests/golden/golden_kernels.h"

using namespace morph;

namespace {

struct SeedCase {
  const char* name;
  const char* expr;
  uint32_t cols;
  std::set<std::string> vecs;
};

// The fusion table's expressions (tools/morph/cmd_table.cc), at their real row lengths.
const SeedCase kSeeds[] = {
    {"seed_swiglu", "silu(gate)*up", 14336, {}},
    {"seed_silu_affine", "silu(a*w+b)", 14336, {"w", "b"}},
    {"seed_chain7", "relu(tanh(exp(-x)*2+y)*0.5)", 4096, {}},
    {"seed_gated_norm", "rms_norm(x, eps=1e-6)*w*silu(g)", 128, {"w"}},
    {"seed_add_rms_norm", "rms_norm(x+r, eps=1e-5)*w", 4096, {"w"}},
    {"seed_softmax", "softmax(x)", 151936, {}},
};

// (file stem, kernel) for every golden kernel and every fused launch of the seed cases.
std::vector<std::pair<std::string, dsl::KernelRef>> all_kernels() {
  auto ks = codegen::golden_kernels();
  for (const SeedCase& c : kSeeds) {
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, {c.cols, c.vecs});
    fusion::Plan plan = fusion::Plan::fused(ge.graph);
    int n = 0;
    for (const fusion::Launch& L : plan.launches())
      for (const dsl::KernelRef& k : L.kernels)
        if (k) ks.emplace_back(std::string(c.name) + (n++ ? "." + std::to_string(n) : ""), k);
  }
  return ks;
}

}  // namespace

TEST(PrintedTargets, Golden) {
  for (const auto& [name, k] : all_kernels()) {
    codegen::check_golden(name + ".hip", codegen::print_for(*k, "hip"));
    codegen::check_golden(name + ".metal", codegen::print_for(*k, "metal"));
    codegen::check_golden(name + ".wgsl", codegen::print_for(*k, "wgsl"));
    if (name.rfind("seed_", 0) == 0) codegen::check_golden(name + ".comp", codegen::print_for(*k, "vulkan"));
  }
}

TEST(PrintedTargets, HipSpelling) {
  for (const auto& [name, k] : all_kernels()) {
    std::string src = codegen::print_for(*k, "hip");
    EXPECT_NE(src.find("#include <hip/hip_runtime.h>"), std::string::npos) << name;
    EXPECT_FALSE(std::regex_search(src, std::regex(R"(^\s*float v\d+ = v\d+ [-+*/] v\d+;)"))) << name;
    EXPECT_EQ(src.find("_sync("), std::string::npos) << name << ": CUDA-only warp intrinsic";
    for (const char* bad : {"expf", "__expf", "sqrtf(", "rsqrtf", "fmaf("})
      EXPECT_EQ(src.find(bad), std::string::npos) << name;
  }
  std::string row = codegen::print_for(*codegen::golden_kernels().at(4).second, "hip");
  EXPECT_TRUE(row.find("__shfl_xor(") != std::string::npos || row.find("__shfl(") != std::string::npos ||
              row.find("__shared__") != std::string::npos)
      << row;
}

TEST(PrintedTargets, MetalSpelling) {
  std::regex banned(R"(\b(fma|sqrt|rsqrt|exp|log|sin|cos|tanh|pow|fmin|fmax|precise::\w+|fast::\w+|simd_\w+)\s*\()");
  for (const auto& [name, k] : all_kernels()) {
    std::string src = codegen::print_for(*k, "metal");
    EXPECT_NE(src.find("#pragma METAL fp contract(off)"), std::string::npos) << name;
    std::smatch m;
    EXPECT_FALSE(std::regex_search(src, m, banned)) << name << ": " << m.str();
    EXPECT_FALSE(std::regex_search(src, std::regex(R"(^\s*float v\d+ = v\d+ / v\d+;)"))) << name << ": native division";
  }
}

TEST(PrintedTargets, WgslSpelling) {
  std::regex c_only(R"(\?|\b(float|uint|int)\b|\bas_(uint|int|float)\(|\(\s*(float|uint|int)\s*\)|for \(;;\))");
  for (const auto& [name, k] : all_kernels()) {
    std::string src = codegen::print_for(*k, "wgsl");
    std::istringstream in(src);
    std::string line;
    while (std::getline(in, line)) {
      std::string code = std::regex_replace(line, std::regex(R"(/\*[^*]*\*/|//.*)"), "");
      std::smatch m;
      EXPECT_FALSE(std::regex_search(code, m, c_only)) << name << ": C left in WGSL (" << m.str() << "): " << line;
      // Braceless if/else bodies are not WGSL.
      EXPECT_FALSE(std::regex_search(code, std::regex(R"(^\s*(if \(.*\)|else) [a-z_]+[^{]*;$)")))
          << name << ": " << line;
    }
    EXPECT_NE(src.find("@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)"), std::string::npos) << name;
    // The IR's fma is Morph's integer emulation, never WGSL's fma() (not promised single-rounding).
    EXPECT_FALSE(std::regex_search(src, std::regex(R"((^|[^_\w])fma\()"))) << name << ": WGSL's own fma()";
    if (codegen::kernel_uses_op(*k, "fma")) EXPECT_NE(src.find("fn morph_fma_f32("), std::string::npos) << name;
  }
}

TEST(PrintedTargets, UnknownTargetIsAClearError) {
  auto k = codegen::golden_kernels().at(0).second;
  try {
    codegen::print_for(*k, "wgsl2");
    FAIL();
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown print target 'wgsl2'"), std::string::npos) << e.what();
  }
}
