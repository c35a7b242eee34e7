// NVRTC without a GPU: hand-written CUDA sources compile to PTX and CUBIN for sm_90 with the L2
// flags (no fused multiply-add survives), and a bad source is a UserError naming the kernel
// and quoting the offending line. Skipped (visibly) where libnvrtc is absent.
#include "morph/runtime/cuda/nvrtc_compile.h"

#include <cstdlib>

#include <gtest/gtest.h>

#include "morph/base/error.h"
#include "morph/runtime/cuda/cuda_api.h"

namespace morph::rt::cuda {
namespace {

#define NEED_NVRTC()                                                       \
  do {                                                                     \
    std::string why;                                                       \
    if (!nvrtc(&why)) GTEST_SKIP() << "skipped: no NVRTC (" << why << ")"; \
  } while (0)

TEST(Nvrtc, CompilesHandWrittenKernelWithoutContraction) {
  NEED_NVRTC();
  const char* src =
      R"(extern "C" __global__ void axpb(const float* __restrict__ a, float* __restrict__ out, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float x = a[i]; out[i] = x * x + 0.5f; }
}
)";
  NvrtcOutput o = nvrtc_compile(src, "axpb", "sm_90", /*want_cubin=*/true);
  EXPECT_NE(o.ptx.find(".entry axpb"), std::string::npos) << o.ptx;
  EXPECT_NE(o.ptx.find(".target sm_90"), std::string::npos);
  EXPECT_EQ(o.ptx.find("fma."), std::string::npos) << "--fmad=false must keep mul and add apart:\n" << o.ptx;
  EXPECT_NE(o.ptx.find("mul.rn.f32"), std::string::npos) << o.ptx;
  EXPECT_GT(o.cubin.size(), 100u);
  EXPECT_EQ(o.cubin.substr(0, 4), std::string("\x7f"
                                              "ELF"));
  EXPECT_NE(nvrtc_version_string().find("nvrtc "), std::string::npos);
}

TEST(Nvrtc, ErrorNamesKernelAndQuotesTheLine) {
  NEED_NVRTC();
  const char* src = "extern \"C\" __global__ void broken(float* p) {\n  p[0] = undefined_thing + 1.0f;\n}\n";
  try {
    nvrtc_compile(src, "broken", "sm_90", false);
    FAIL() << "expected a compile error";
  } catch (const UserError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("kernel 'broken'"), std::string::npos) << m;
    EXPECT_NE(m.find("undefined_thing"), std::string::npos) << m;
    EXPECT_NE(m.find("| "), std::string::npos) << "the source line should be quoted: " << m;
  }
}

// MORPH_CUDA_MAXRREGCOUNT joins the flags (so the module cache key) and NVRTC takes it; a value
// that is not a register count is refused with the variable's name.
TEST(Nvrtc, RegisterCapFromTheEnvironment) {
  struct Restore {
    ~Restore() { unsetenv("MORPH_CUDA_MAXRREGCOUNT"); }
  } restore;
  unsetenv("MORPH_CUDA_MAXRREGCOUNT");
  const std::vector<std::string> plain = nvrtc_flags("sm_90");
  setenv("MORPH_CUDA_MAXRREGCOUNT", "40", 1);
  std::vector<std::string> capped = nvrtc_flags("sm_90");
  ASSERT_EQ(capped.size(), plain.size() + 1);
  EXPECT_EQ(capped.back(), "--maxrregcount=40");
  for (const char* bad : {"8", "256", "40x", "forty"}) {
    setenv("MORPH_CUDA_MAXRREGCOUNT", bad, 1);
    try {
      nvrtc_flags("sm_90");
      ADD_FAILURE() << bad << " was accepted";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find("MORPH_CUDA_MAXRREGCOUNT='" + std::string(bad) + "'"), std::string::npos)
          << e.what();
    }
  }
  setenv("MORPH_CUDA_MAXRREGCOUNT", "40", 1);
  NEED_NVRTC();
  NvrtcOutput o = nvrtc_compile("extern \"C\" __global__ void k(float* p) { p[threadIdx.x] *= 2.0f; }", "k", "sm_90",
                                /*want_cubin=*/true);
  EXPECT_FALSE(o.cubin.empty());
}

}  // namespace
}  // namespace morph::rt::cuda
