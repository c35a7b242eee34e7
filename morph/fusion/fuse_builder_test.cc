// The Fuse builder's three-way checks (DESIGN L5) on the oracle: fused (Plan::fused, one
// launch) = naive (Plan::unfused) = plain C++ (the Expr tree and the recorded Program, each on
// the host: chain_reference.h) = oracle, bitwise, with launch counts measured by a counting
// device. The seed papers' table (silu(a)*b 2→1, silu(a*w+b) 3→1, a 7-op chain 7→1), f16/bf16
// storage rounding, each op on the specials, and one compiled kernel per distinct chain.
#include "morph/fusion/fuse_builder.h"

#include <gtest/gtest.h>

#include <random>

#include "morph/base/float_bits.h"
#include "morph/fusion/chain_reference.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/random_inputs.h"
#include "morph/runtime/oracle/oracle_device.h"

namespace morph::fusion {
namespace {

uint64_t fresh_seed() {
  uint64_t s = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << s << "\n";
  return s;
}

class FuseBuilder : public ::testing::Test {
 protected:
  FuseBuilder() : oracle_(rt::make_oracle_device()), dev_(*oracle_) {}
  rt::Tensor tensor(std::vector<uint64_t> shape, uint64_t seed, ir::Type t = ir::Type::F32) {
    rt::Tensor x = rt::Tensor::empty(dev_, t, std::move(shape));
    x.upload(random_with_specials(seed, x.numel()));
    return x;
  }
  rt::Tensor tensor_of(std::vector<uint64_t> shape, const std::vector<float>& v, ir::Type t = ir::Type::F32) {
    rt::Tensor x = rt::Tensor::empty(dev_, t, std::move(shape));
    x.upload(v);
    return x;
  }
  // Runs `f` fused and naive into fresh outputs and compares both with the plain C++ reference
  // bitwise; checks the measured launch counts.
  void three_way(const Fuse& f, std::vector<uint64_t> out_shape, size_t naive_launches,
                 ir::Type out_type = ir::Type::F32) {
    rt::Tensor fused = rt::Tensor::empty(dev_, out_type, out_shape);
    rt::Tensor naive = rt::Tensor::empty(dev_, out_type, out_shape);
    dev_.reset();
    EXPECT_EQ(f.run(fused), 1u);
    EXPECT_EQ(dev_.launches(), 1u);
    dev_.reset();
    EXPECT_EQ(f.run_naive(naive), naive_launches);
    EXPECT_EQ(dev_.launches(), naive_launches);
    std::vector<float> a = fused.download_f32(), b = naive.download_f32(), ref = f.reference(fused);
    // The Program itself on the host (reference_program), beside the Expr-tree reference.
    std::vector<std::vector<float>> host;
    for (const rt::Tensor& t : f.inputs()) host.push_back(t.download_f32());
    std::vector<float> prog = reference_program(f.program(out_shape), host, fused.numel(), fused.cols());
    round_to_storage(prog, out_type);
    ASSERT_EQ(a.size(), ref.size());
    size_t bad = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      if (same_float(a[i], ref[i]) && same_float(b[i], ref[i]) && same_float(prog[i], ref[i])) continue;
      if (++bad <= 5)
        ADD_FAILURE() << "element " << i << ": fused " << std::hex << bits_of(a[i]) << " naive " << bits_of(b[i])
                      << " program on host " << bits_of(prog[i]) << " reference " << bits_of(ref[i]) << std::dec
                      << "  program:\n"
                      << f.program(out_shape).str();
    }
    EXPECT_EQ(bad, 0u);
  }
  std::unique_ptr<rt::Device> oracle_;
  CountingDevice dev_;
};

TEST_F(FuseBuilder, ExactOpsChainThreeWay) {
  uint64_t s = fresh_seed();
  rt::Tensor a = tensor({8, 64}, s), w = tensor({64}, s + 1), b = tensor({8, 64}, s + 2), c = tensor({8, 1}, s + 3);
  three_way(Fuse(a).mul(w).add(b).abs().neg().max(c).rsub(0.5f).square(), {8, 64}, 7);
}

TEST_F(FuseBuilder, SiluTimesB_TwoToOne) {
  uint64_t s = fresh_seed();
  rt::Tensor a = tensor({2048}, s), b = tensor({2048}, s + 1);
  three_way(Fuse(a).silu().mul(b), {2048}, 2);
}

TEST_F(FuseBuilder, SiluAffine_ThreeToOne) {
  uint64_t s = fresh_seed();
  rt::Tensor a = tensor({16, 128}, s), w = tensor({128}, s + 1), b = tensor({16, 128}, s + 2);
  Fuse f = Fuse(a);
  f.mul(w).add(b).silu();
  EXPECT_EQ(f.program({16, 128}).str(),
            "acc = in0[i]\nacc = mul(acc, in1[i % cols])\nacc = add(acc, in2[i])\nacc = silu(acc)\n");
  three_way(f, {16, 128}, 3);
}

TEST_F(FuseBuilder, SevenOpChainEveryFamily_SevenToOne) {
  // tensor operands in three broadcast modes, trig, algebraic, reversed constant, activation, max.
  uint64_t s = fresh_seed();
  rt::Tensor a = tensor({16, 96}, s), w = tensor({96}, s + 1), b = tensor({16, 96}, s + 2), c = tensor({16, 1}, s + 3);
  three_way(Fuse(a).mul(w).add(b).sin().rsqrt().rsub(1.0f).silu().max(c), {16, 96}, 7);
}

TEST_F(FuseBuilder, StorageRoundingF16Bf16) {
  uint64_t s = fresh_seed();
  for (ir::Type in_t : {ir::Type::F32, ir::Type::F16, ir::Type::BF16})
    for (ir::Type out_t : {ir::Type::F32, ir::Type::F16, ir::Type::BF16}) {
      SCOPED_TRACE(std::string(ir::type_name(in_t)) + " -> " + std::string(ir::type_name(out_t)));
      rt::Tensor a = tensor({4, 100}, s, in_t), w = tensor({100}, s + 1, in_t), b = tensor({4, 100}, s + 2, in_t);
      three_way(Fuse(a).mul(w).add(b).mul(1.1f), {4, 100}, 3, out_t);
    }
  // Known roundings: 1/3 stores as f16 0x3555 and bf16 0x3eab; 65520 overflows f16 to inf.
  rt::Tensor x = tensor_of({2}, {1.0f, 65520.0f});
  for (auto [t, want] : {std::pair{ir::Type::F16, 0x3555u}, {ir::Type::BF16, 0x3eabu}}) {
    rt::Tensor z = rt::Tensor::empty(dev_, t, {2});
    Fuse(x).div(3.0f).run(z);
    std::vector<uint16_t> raw(2);
    z.download_raw(raw.data(), 4);
    EXPECT_EQ(raw[0], want);
  }
  rt::Tensor big = rt::Tensor::empty(dev_, ir::Type::F16, {2});
  Fuse(x).abs().run(big);
  std::vector<uint16_t> raw(2);
  big.download_raw(raw.data(), 4);
  EXPECT_EQ(raw[0], 0x3c00u);
  EXPECT_EQ(raw[1], 0x7c00u);  // 65520 rounds to even: past the largest f16 (65504) -> inf
}

TEST_F(FuseBuilder, EveryUnaryOpOnSpecials) {
  std::vector<float> v;
  for (size_t k = 0; k < special_count(); ++k) v.push_back(special_value(k));
  rt::Tensor x = tensor_of({v.size()}, v);
  for (int op = 0; op < algebra::kUnOpCount; ++op) {
    SCOPED_TRACE(std::string(algebra::name(static_cast<UnOp>(op))));
    three_way(Fuse(x).un(static_cast<UnOp>(op)), {v.size()}, 1);
  }
}

TEST_F(FuseBuilder, EveryBinaryOpOnSpecialPairsBothOrders) {
  std::vector<float> v;
  for (size_t k = 0; k < special_count(); ++k) v.push_back(special_value(k));
  const uint64_t n = v.size();
  std::vector<float> grid;  // grid[r * n + c] = v[r]; the row vector supplies v[c]
  for (uint64_t r = 0; r < n; ++r)
    for (uint64_t c = 0; c < n; ++c) grid.push_back(v[r]);
  rt::Tensor a = tensor_of({n, n}, grid), w = tensor_of({n}, v);
  for (int op = 0; op < algebra::kBinOpCount; ++op)
    for (AccSide side : {AccSide::Left, AccSide::Right}) {
      SCOPED_TRACE(std::string(algebra::name(static_cast<BinOp>(op))) + (side == AccSide::Left ? " left" : " right"));
      three_way(Fuse(a).bin(static_cast<BinOp>(op), w, side), {n, n}, 1);
      three_way(Fuse(a).bin(static_cast<BinOp>(op), special_value(op * 7 + 3), side), {n, n}, 1);
    }
}

TEST_F(FuseBuilder, OneKernelPerDistinctProgram) {
  rt::Tensor a = tensor({64}, 1), b = tensor({64}, 2), b16 = tensor({64}, 2, ir::Type::F16);
  rt::Tensor out = rt::Tensor::empty(dev_, ir::Type::F32, {64});
  Program p1 = Fuse(a).mul(b).silu().program({64});
  Program p2 = Fuse(a).mul(b).silu().program({64});
  Program p3 = Fuse(a).mul(b).abs().program({64});
  EXPECT_EQ(p1.hash(), p2.hash());
  EXPECT_NE(p1.hash(), p3.hash());
  // The Plan's one kernel (dag_map) for each chain: traced once per distinct program and types.
  auto kernel = [&](const Fuse& f) {
    Plan plan = Plan::fused(f.graph(out));
    EXPECT_EQ(plan.kernels().size(), 1u);
    return plan.kernels().at(0);
  };
  dsl::KernelRef k1 = kernel(Fuse(a).mul(b).silu());
  size_t traced = dsl::trace_count();
  EXPECT_EQ(kernel(Fuse(a).mul(b).silu()).get(), k1.get());
  EXPECT_EQ(dsl::trace_count(), traced);
  EXPECT_NE(kernel(Fuse(a).mul(b).abs()).get(), k1.get());
  EXPECT_NE(kernel(Fuse(a).mul(b16).silu()).get(), k1.get());
}

TEST_F(FuseBuilder, BroadcastModesFromShapes) {
  EXPECT_EQ(index_mode_for({4, 8}, {4, 8}), Extent::Full);
  EXPECT_EQ(index_mode_for({8}, {4, 8}), Extent::PerCol);
  EXPECT_EQ(index_mode_for({1, 8}, {4, 8}), Extent::PerCol);
  EXPECT_EQ(index_mode_for({4, 1}, {4, 8}), Extent::PerRow);
  EXPECT_EQ(index_mode_for({1}, {4, 8}), Extent::Scalar);
  EXPECT_EQ(index_mode_for({}, {4, 8}), Extent::Scalar);
  EXPECT_THROW(index_mode_for({3}, {4, 8}), UserError);
  EXPECT_THROW(index_mode_for({4}, {4, 8}), UserError);  // [4] is neither [8] nor [4, 1]
  uint64_t s = fresh_seed();
  rt::Tensor a = tensor({6, 10}, s), col = tensor({6, 1}, s + 1), sc = tensor({1}, s + 2), row = tensor({10}, s + 3);
  three_way(Fuse(row).mul(col).rdiv(sc).add(a), {6, 10}, 3);  // the source itself broadcast
  rt::Tensor bad = tensor({7}, s);
  rt::Tensor out = rt::Tensor::empty(dev_, ir::Type::F32, {6, 10});
  EXPECT_THROW(Fuse(a).mul(bad).run(out), UserError);
}

TEST_F(FuseBuilder, SameTensorTwiceIsOneSlot) {
  rt::Tensor a = tensor({100}, fresh_seed());
  Fuse f(a);
  f.sigmoid().mul(a);  // a * sigmoid(a) reads a once
  EXPECT_EQ(f.program({100}).inputs.size(), 1u);
  three_way(f, {100}, 2);
}

}  // namespace
}  // namespace morph::fusion
