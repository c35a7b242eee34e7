// Morph's math and fused chains on every device backend (OpenCL, CUDA) against the oracle,
// bitwise (L1, L4, L5): every UnOp over 2^20 inputs (random bit patterns plus every special: ±0,
// denormals, ±inf, NaN, huge, tiny), random multi-op chains with side inputs, constants and
// f16/bf16 storage, and the benchmark chains. Inputs are seeded from std::random_device (seed
// printed). Without a GPU the CUDA kernels are compiled to PTX instead (execution skipped).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <random>

#include "morph/algebra/ops.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::testing {
namespace {

using algebra::BinOp;
using algebra::kBinOpCount;
using algebra::kUnOpCount;
using algebra::UnOp;
using fusion::Fuse;

uint32_t seed_once() {
  static uint32_t s = [] {
    uint32_t v = std::random_device{}();
    std::printf("fusion_backends_test seed %u\n", v);
    return v;
  }();
  return s;
}

std::vector<float> special_mix(size_t n, std::mt19937& rng) {
  static const uint32_t specials[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
                                      0x00800000u, 0x80800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u,
                                      0x7fc00000u, 0xffc00001u, 0x3f800000u, 0xbf800000u, 0x42b17218u, 0xc2ce8ed0u,
                                      0x41100000u, 0xc1100000u, 0x3a800000u, 0x4b000000u, 0x49800000u, 0xc9800000u};
  std::vector<float> v(n);
  std::uniform_real_distribution<float> mod(-12.0f, 12.0f);
  for (size_t i = 0; i < n; ++i) {
    uint32_t r = rng();
    if (i < std::size(specials))
      v[i] = float_of(specials[i]);
    else if (r % 4 == 0)
      v[i] = float_of(rng());
    else if (r % 4 == 1)
      v[i] = float_of(rng() & 0x807fffffu);
    else
      v[i] = mod(rng);
  }
  return v;
}

class FusionBackends : public BackendTest {
 protected:
  using Build = std::function<Fuse(std::vector<rt::Tensor>&)>;
  // Runs the chain built by `make` over tensors holding `inputs` on the oracle and on the device;
  // compares bitwise. In compile-only mode compiles the chain's Plan kernel (dag_map) instead.
  void expect_same(const std::vector<std::vector<float>>& inputs, ir::Type out_type, const Build& make,
                   const std::string& what, std::vector<ir::Type> in_types = {}) {
    if (in_types.empty()) in_types.assign(inputs.size(), ir::Type::F32);
    size_t n = inputs[0].size();
    if (compile_only()) {
      std::vector<rt::Tensor> ts;
      for (size_t j = 0; j < inputs.size(); ++j)
        ts.push_back(rt::Tensor::empty(oracle(), in_types[j], {inputs[j].size()}));
      Fuse f = make(ts);
      rt::Tensor out = rt::Tensor::empty(oracle(), out_type, {n});
      fusion::Plan plan = fusion::Plan::fused(f.graph(out));
      ASSERT_EQ(plan.kernels().size(), 1u) << what << ": a fused chain is one kernel";
      compile_check(*plan.kernels()[0]);
      return;
    }
    std::vector<float> res[2];
    for (int side = 0; side < 2; ++side) {
      rt::Device& d = side == 0 ? oracle() : device();
      std::vector<rt::Tensor> ts;
      for (size_t j = 0; j < inputs.size(); ++j) {
        ts.push_back(rt::Tensor::empty(d, in_types[j], {inputs[j].size()}));
        ts.back().upload(inputs[j]);
      }
      rt::Tensor out = rt::Tensor::empty(d, out_type, {n});
      EXPECT_EQ(make(ts).run(out), 1u) << what << ": a fused chain is one launch";
      res[side] = out.download_f32();
    }
    size_t bad = 0;
    for (size_t i = 0; i < n; ++i)
      if (!same_float(res[1][i], res[0][i]) && ++bad <= 5)
        ADD_FAILURE() << what << " [" << i << "] x=0x" << std::hex << bits_of(inputs[0][i]) << ": " << backend()
                      << " 0x" << bits_of(res[1][i]) << " oracle 0x" << bits_of(res[0][i]) << std::dec << " (seed "
                      << seed_once() << ")";
    EXPECT_EQ(bad, 0u) << what << ": " << bad << " of " << n << " differ";
  }
};

TEST_P(FusionBackends, EveryUnaryOpBitwise) {
  std::mt19937 rng(seed_once());
  std::vector<float> x = special_mix(size_t{1} << 20, rng);
  for (int o = 0; o < kUnOpCount; ++o) {
    UnOp op = static_cast<UnOp>(o);
    expect_same(
        {x}, ir::Type::F32, [op](std::vector<rt::Tensor>& t) { return std::move(Fuse(t[0]).un(op)); },
        "unop " + std::string(algebra::name(op)));
  }
}

TEST_P(FusionBackends, RandomChainsWithSidesConstantsAndStorage) {
  std::mt19937 rng(seed_once());
  const size_t n = 100003;  // not a multiple of the workgroup
  for (int rep = 0; rep < 12; ++rep) {
    std::vector<std::vector<float>> in = {special_mix(n, rng), special_mix(n, rng), special_mix(n, rng)};
    std::vector<ir::Type> types(3, ir::Type::F32);
    if (rep % 3 == 1) types = {ir::Type::F16, ir::Type::BF16, ir::Type::F32};
    ir::Type out_t = rep % 4 == 2 ? ir::Type::BF16 : rep % 4 == 3 ? ir::Type::F16 : ir::Type::F32;
    struct Step {
      int kind;
      int op;
      int slot;
      uint32_t c;
    };
    std::vector<Step> steps;
    int len = 2 + static_cast<int>(rng() % 7);
    std::string desc;
    for (int s = 0; s < len; ++s) {
      Step st{static_cast<int>(rng() % 3), 0, 1 + static_cast<int>(rng() % 2), static_cast<uint32_t>(rng())};
      st.op = st.kind == 0 ? static_cast<int>(rng() % kUnOpCount) : static_cast<int>(rng() % kBinOpCount);
      if (st.kind == 2 && rng() % 2) st.c = bits_of(std::uniform_real_distribution<float>(-3, 3)(rng));
      steps.push_back(st);
      desc += st.kind == 0 ? std::string(algebra::name(static_cast<UnOp>(st.op)))
                           : std::string(algebra::name(static_cast<BinOp>(st.op))) + (st.kind == 1 ? "(in)" : "(c)");
      desc += " ";
    }
    expect_same(
        in, out_t,
        [&](std::vector<rt::Tensor>& t) {
      Fuse f(t[0]);
      for (const Step& st : steps) {
        if (st.kind == 0)
          f.un(static_cast<UnOp>(st.op));
        else if (st.kind == 1)
          f.bin(static_cast<BinOp>(st.op), t[st.slot], st.c % 2 ? fusion::AccSide::Right : fusion::AccSide::Left);
        else
          f.bin(static_cast<BinOp>(st.op), float_of(st.c),
                (st.c >> 7) % 2 ? fusion::AccSide::Right : fusion::AccSide::Left);
      }
      return f;
        },
        "chain " + desc, types);
  }
}

TEST_P(FusionBackends, BenchmarkChains) {
  std::mt19937 rng(seed_once());
  const size_t n = size_t{1} << 18;
  std::vector<std::vector<float>> in = {special_mix(n, rng), special_mix(n, rng), special_mix(n, rng),
                                        special_mix(n, rng)};
  expect_same(
      in, ir::Type::F32, [](std::vector<rt::Tensor>& t) { return std::move(Fuse(t[0]).silu().mul(t[1])); },
      "silu(a)*b");
  expect_same(
      in, ir::Type::F32, [](std::vector<rt::Tensor>& t) { return std::move(Fuse(t[0]).mul(t[1]).add(t[2]).silu()); },
      "silu(a*w+b)");
  expect_same(
      in, ir::Type::F32,
      [](std::vector<rt::Tensor>& t) {
    return std::move(Fuse(t[0]).mul(t[1]).add(t[2]).silu().mul(t[3]).add(0.5f).abs().sqrt());
      },
      "7-op chain");
}

MORPH_INSTANTIATE_BACKENDS(FusionBackends);

}  // namespace
}  // namespace morph::testing
