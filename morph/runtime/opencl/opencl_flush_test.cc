// DESIGN L4 flush mode on OpenCL: a device forced into flush mode (as one without CL_FP_DENORM
// would be) declares preserves_denormals = false and equals the oracle's flush mode bitwise
// on every f32 op, with denormal operands and results. Also checks the flag reaches the caps.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/runtime/opencl/opencl_device.h"

using namespace morph;
using namespace morph::dsl;

namespace {

constexpr uint32_t kOps = 18;

KernelRef flush_kernel() {
  return kernel(
      "ocl_flush_ops",
      [](Array<float> x, Array<float> y, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<float> a = x[i], b = y[i];
      Val<uint32_t> o = i * kOps;
      out[o + 0u] = a + b;
      out[o + 1u] = a - b;
      out[o + 2u] = a * b;
      out[o + 3u] = a / b;
      out[o + 4u] = min(a, b);
      out[o + 5u] = max(a, b);
      out[o + 6u] = sqrt(a);
      out[o + 7u] = -a;
      out[o + 8u] = abs(a);
      out[o + 9u] = floor(a);
      out[o + 10u] = rint(a);
      out[o + 11u] = trunc(a);
      out[o + 12u] = select(a < b, a, b);
      out[o + 13u] = cast<float>(a == b);
      out[o + 14u] = cast<float>(a <= b);
      out[o + 15u] = cast<float>(cast<int32_t>(a * 1e30f));
      out[o + 16u] = a;
      out[o + 17u] = cast<float>(a != b);
    });
      },
      {"x", "y", "out"});
}

}  // namespace

TEST(OpenClFlushMode, EqualsOracleFlushMode) {
  for (bool soft : {false, true}) {
    std::unique_ptr<rt::Device> dev;
    try {
      dev = rt::open_opencl_device(-1, {.force_soft_div_sqrt = soft, .force_flush_denormals = true});
    } catch (const BackendUnavailable&) {
      GTEST_SKIP() << "skipped: no OpenCL device";
    }
    EXPECT_FALSE(dev->caps().preserves_denormals);
    uint32_t seed = std::random_device{}();
    std::printf("[   SEED   ] %u\n", seed);
    std::mt19937 rng(seed);
    const uint32_t n = 1u << 16;
    std::vector<float> x(n), y(n);
    for (uint32_t i = 0; i < n; ++i) {
      auto draw = [&] {
        uint32_t u = rng();
        switch (u % 4) {
          case 0: return float_of(rng() & 0x807fffffu);                              // denormal
          case 1: return float_of((rng() & 0x807fffffu) | (1u + rng() % 3u) << 23);  // tiny normal
          case 2: return float_of(rng());
          default: return static_cast<float>(static_cast<int32_t>(rng() % 200) - 100) * 0.25f;
        }
      };
      x[i] = draw();
      y[i] = draw();
    }
    std::vector<float> want(size_t{n} * kOps, 0.0f), got(size_t{n} * kOps, 1.0f);
    interp::Arg args[] = {interp::buffer(x), interp::buffer(y), interp::buffer(want)};
    interp::Options o;
    o.flush_denormals = true;
    interp::run(*flush_kernel(), {n / 256}, {256}, args, o);
    rt::Buffer bx = dev->alloc(4 * n), by = dev->alloc(4 * n), bo = dev->alloc(4 * got.size());
    dev->upload(bx, x.data(), 4 * n);
    dev->upload(by, y.data(), 4 * n);
    dev->launch(flush_kernel(), {n / 256}, {256}, {rt::arg(bx), rt::arg(by), rt::arg(bo)});
    dev->download(bo, got.data(), 4 * got.size());
    size_t bad = 0;
    for (size_t e = 0; e < got.size(); ++e)
      if (!same_float(got[e], want[e]) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << (soft ? "soft " : "native ") << "op " << e % kOps << " x=" << x[e / kOps]
                      << " y=" << y[e / kOps] << ": got " << got[e] << ", oracle (flush) " << want[e];
    EXPECT_EQ(bad, 0u) << (soft ? "soft" : "native") << " div/sqrt";
  }
}
