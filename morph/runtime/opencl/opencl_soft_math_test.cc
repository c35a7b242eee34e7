// Morph's own correctly rounded division and square root (morph/codegen/prelude.h, integer
// operations only), compiled by a real OpenCL compiler and run on the device, equal the host's
// IEEE-754 `/` and sqrt bitwise (NaNs equal) on many random inputs: random bit patterns,
// denormal operands, denormal and overflowing quotients, near-halfway mantissas.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/opencl/opencl_device.h"

using namespace morph;
using namespace morph::dsl;

namespace {

KernelRef div_sqrt_kernel() {
  return kernel(
      "ocl_soft_div_sqrt",
      [](Array<float> x, Array<float> y, Array<float> q, Array<float> r) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<float> a = x[i];
      q[i] = a / y[i];
      r[i] = sqrt(a);
    });
      },
      {"x", "y", "q", "r"});
}

float draw(std::mt19937& rng) {
  std::uniform_int_distribution<uint32_t> any;
  uint32_t u = any(rng);
  switch (u % 6) {
    case 0: return float_of(any(rng));                                             // any class
    case 1: return float_of(any(rng) & 0x807fffffu);                               // denormal
    case 2: return float_of((any(rng) & 0x807fffffu) | 0x00800000u);               // smallest binade
    case 3: return float_of((any(rng) & 0x80ffffffu) | 0x7e000000u);               // huge
    case 4: return float_of((any(rng) & 0x8000000fu) | (any(rng) & 0x7f800000u));  // short mantissas
    default: return float_of((any(rng) & 0x807fffffu) | ((100u + any(rng) % 60u) << 23));
  }
}

}  // namespace

TEST(OpenClSoftMath, DivAndSqrtEqualHostOnRandomInputs) {
  std::unique_ptr<rt::Device> dev;
  try {
    dev = rt::open_opencl_device(-1, {.force_soft_div_sqrt = true});
  } catch (const BackendUnavailable&) {
    GTEST_SKIP() << "skipped: no OpenCL device";
  }
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 1u << 20;
  std::vector<float> x(n), y(n);
  for (uint32_t i = 0; i < n; ++i) {
    x[i] = draw(rng);
    y[i] = draw(rng);
  }
  const float sp[] = {0.0f,
                      -0.0f,
                      INFINITY,
                      -INFINITY,
                      NAN,
                      1.0f,
                      -1.0f,
                      float_of(1),
                      float_of(0x80000001u),
                      float_of(0x7f7fffffu),
                      float_of(0x00800000u),
                      float_of(0x007fffffu),
                      3.0f};
  size_t at = 0;
  for (float a : sp)
    for (float b : sp) {
      x[at] = a;
      y[at] = b;
      ++at;
    }
  rt::Buffer bx = dev->alloc(4 * n), by = dev->alloc(4 * n), bq = dev->alloc(4 * n), br = dev->alloc(4 * n);
  dev->upload(bx, x.data(), 4 * n);
  dev->upload(by, y.data(), 4 * n);
  dev->launch(div_sqrt_kernel(), {n / 256}, {256}, {rt::arg(bx), rt::arg(by), rt::arg(bq), rt::arg(br)});
  std::vector<float> q(n), r(n);
  dev->download(bq, q.data(), 4 * n);
  dev->download(br, r.data(), 4 * n);
  size_t bad_q = 0, bad_r = 0;
  for (uint32_t i = 0; i < n; ++i) {
    float wq = x[i] / y[i], wr = std::sqrt(x[i]);
    if (!same_float(q[i], wq) && ++bad_q <= 10)
      ADD_FAILURE() << std::hexfloat << x[i] << " / " << y[i] << ": got " << q[i] << ", host " << wq;
    if (!same_float(r[i], wr) && ++bad_r <= 10)
      ADD_FAILURE() << std::hexfloat << "sqrt(" << x[i] << "): got " << r[i] << ", host " << wr;
  }
  EXPECT_EQ(bad_q, 0u) << "division mismatches of " << n;
  EXPECT_EQ(bad_r, 0u) << "sqrt mismatches of " << n;
}
