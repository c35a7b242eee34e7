// The Fuse builder on every backend against the oracle, bitwise (L4, L5): the seed papers' chains
// (silu(a)*b, silu(a*w+b) with a row-broadcast weight, a 7-op chain touching every op family)
// and an f16-in / bf16-out chain, each exactly one launch (the Plan's dag_map kernel). A backend
// without a device is a visible skip, or compiles the Plan's kernels only (CUDA through NVRTC).
#include <gtest/gtest.h>

#include <random>

#include "morph/base/float_bits.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/random_inputs.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::fusion {
namespace {

class FuseBuilderBackend : public testing::BackendTest {};

// Builds the chain over tensors on `dev` (values from `seed`) and runs it fused into `out`.
using ChainFn = std::function<Fuse(const std::vector<rt::Tensor>&)>;
struct Case {
  const char* name;
  std::vector<std::vector<uint64_t>> shapes;  // input shapes; output is shapes[0]
  ir::Type in_t, out_t;
  ChainFn chain;
};

std::vector<Case> cases() {
  using T = ir::Type;
  return {
      {"silu_a_times_b", {{4096}, {4096}}, T::F32, T::F32, [](auto& t) { return Fuse(t[0]).silu().mul(t[1]); }},
      {"silu_affine_row_weight",
       {{32, 128}, {128}, {32, 128}},
       T::F32,
       T::F32,
       [](auto& t) { return Fuse(t[0]).mul(t[1]).add(t[2]).silu(); }},
      {"seven_ops_every_family",
       {{32, 96}, {96}, {32, 96}, {32, 1}},
       T::F32,
       T::F32,
       [](auto& t) { return Fuse(t[0]).mul(t[1]).add(t[2]).sin().rsqrt().rsub(1.0f).silu().max(t[3]); }},
      {"f16_in_bf16_out",
       {{4000}, {1}},
       T::F16,
       T::BF16,
       [](auto& t) { return Fuse(t[0]).gelu().div(t[1]).exp().rsub(0.5f); }},
  };
}

TEST_P(FuseBuilderBackend, SeedChainsBitwiseWithOracle) {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    auto on = [&](rt::Device& d, std::vector<rt::Tensor>& ts) {
      for (size_t k = 0; k < c.shapes.size(); ++k) {
        rt::Tensor t = rt::Tensor::empty(d, c.in_t, c.shapes[k]);
        t.upload(random_with_specials(seed + k, t.numel()));
        ts.push_back(std::move(t));
      }
    };
    std::vector<rt::Tensor> ot;
    on(oracle(), ot);
    Fuse fo = c.chain(ot);
    if (compile_only()) {
      rt::Tensor want = rt::Tensor::empty(oracle(), c.out_t, c.shapes[0]);
      Plan plan = Plan::fused(fo.graph(want));
      ASSERT_EQ(plan.kernels().size(), 1u);
      compile_check(*plan.kernels()[0]);
      continue;
    }
    rt::Tensor want = rt::Tensor::empty(oracle(), c.out_t, c.shapes[0]);
    fo.run(want);
    CountingDevice dev(device());
    std::vector<rt::Tensor> dt;
    on(dev, dt);
    rt::Tensor got = rt::Tensor::empty(dev, c.out_t, c.shapes[0]);
    EXPECT_EQ(c.chain(dt).run(got), 1u);
    EXPECT_EQ(dev.launches(), 1u);
    std::vector<float> a = got.download_f32(), b = want.download_f32();
    size_t bad = 0;
    for (size_t i = 0; i < a.size(); ++i)
      if (!same_float(a[i], b[i]) && ++bad <= 5)
        ADD_FAILURE() << backend() << " element " << i << ": 0x" << std::hex << bits_of(a[i]) << " vs oracle 0x"
                      << bits_of(b[i]);
    EXPECT_EQ(bad, 0u);
  }
}

MORPH_INSTANTIATE_BACKENDS(FuseBuilderBackend);

}  // namespace
}  // namespace morph::fusion
