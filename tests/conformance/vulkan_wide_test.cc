// Vulkan's wide accesses (VulkanDeviceOptions::wide_accesses: lane accesses printed as one
// uvec2/uvec4 element of an aliased view of the buffer) against the oracle, bitwise: elementwise
// chains with 2 and 4 lanes per item over f32, f16 and bf16 storage (8- and 16-byte accesses,
// loads and stores, a broadcast row vector read one element at a time beside them), each output
// poisoned first so that every element must be written. Skipped (visibly) without a Vulkan device.
#if defined(MORPH_HAVE_VULKAN)
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <string>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/map_schedule.h"
#include "morph/fusion/plan.h"
#include "morph/fusion/random_inputs.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/vulkan/vulkan_device.h"

namespace morph {
namespace {

using fusion::Fuse;
using ir::Type;

TEST(VulkanWide, LaneAccessesEqualOracle) {
  std::unique_ptr<rt::Device> dev;
  try {
    dev = rt::open_vulkan_device(-1, {.wide_accesses = true});
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << "skipped: no Vulkan device (" << e.what() << ")";
  }
  if (const char* e = std::getenv("MORPH_VULKAN_WIDE"); e && std::string(e) == "0")
    GTEST_SKIP() << "skipped: MORPH_VULKAN_WIDE=0 in the environment";
  ASSERT_TRUE(dev->caps().wide_accesses);
  std::unique_ptr<rt::Device> oracle = rt::open_device("oracle");
  const uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  struct Case {
    Type in, out;
    uint64_t rows, cols;
  };
  for (const Case& c : {Case{Type::F32, Type::F32, 37, 96}, Case{Type::F16, Type::BF16, 5, 1032},
                        Case{Type::BF16, Type::F16, 9, 64}, Case{Type::F32, Type::F16, 3, 8}}) {
    SCOPED_TRACE(str_cat(ir::type_name(c.in), " -> ", ir::type_name(c.out), ", ", c.rows, " x ", c.cols));
    std::vector<float> x = fusion::random_with_specials(seed, c.rows * c.cols), w(c.cols);
    std::mt19937 rng(static_cast<uint32_t>(seed));
    for (float& v : w) v = std::ldexp(static_cast<float>(rng() % 64) + 1.0f, -3);
    auto run = [&](rt::Device& d, uint32_t lanes) {
      rt::Tensor tx = rt::Tensor::empty(d, c.in, {c.rows, c.cols}), tw = rt::Tensor::empty(d, c.in, {c.cols});
      tx.upload(x);
      tw.upload(w);
      rt::Tensor y = rt::Tensor::empty(d, c.out, {c.rows, c.cols});
      y.upload(std::vector<float>(y.numel(), 12345.0f));  // poison (no output is 12345): every element must be written
      fusion::PlanOptions o;
      if (lanes) o.map_schedule = fusion::MapSchedule{lanes, 0, 64};
      const Fuse f = Fuse(tx).mul(tw).neg().add(0.5f);
      fusion::Plan plan = fusion::Plan::fused(f.graph(y), o);
      EXPECT_EQ(plan.launch_count(), 1u);
      std::map<std::string, rt::Tensor> in{{"in0", tx}, {"in1", tw}}, out{{"y", y}};
      plan.execute_into(d, in, out);
      return y.download_f32();
    };
    const std::vector<float> want = run(*oracle, 0);
    size_t finite = 0;
    for (float v : want) finite += std::isfinite(v) && v != 0.0f;
    EXPECT_GT(finite, want.size() / 2) << "most outputs compare finite non-zero values";
    for (uint32_t lanes : {2u, 4u}) {
      std::vector<float> got = run(*dev, lanes);
      size_t bad = 0;
      for (size_t i = 0; i < got.size(); ++i)
        if (!same_float(got[i], want[i]) && ++bad <= 5)
          ADD_FAILURE() << lanes << " lanes, element " << i << ": 0x" << std::hex << bits_of(got[i]) << " vs 0x"
                        << bits_of(want[i]);
      EXPECT_EQ(bad, 0u) << lanes << " lanes";
    }
  }
}

}  // namespace
}  // namespace morph
#endif
