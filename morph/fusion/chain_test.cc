// fuse() as a fold, launch counts, and lowering Map regions to linear Programs.
#include "morph/fusion/chain.h"

#include <gtest/gtest.h>

#include "morph/base/error.h"
#include "morph/fusion/program.h"

namespace morph::fusion {
namespace {

TEST(Chain, SiluOfAffineFusesThreeStepsIntoOne) {
  Chain c;
  uint32_t w = c.add_input(Extent::PerCol), b = c.add_input(Extent::Full);
  c.bin_in(BinOp::Mul, w).bin_in(BinOp::Add, b).un(UnOp::Silu);
  EXPECT_EQ(c.naive_launches(), 3u);
  auto r = fuse(c);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].expr.str(), "silu((cur * in1) + in2)");
  EXPECT_EQ(r[0].first_step, 0u);
  EXPECT_EQ(r[0].step_count, 3u);
}

TEST(Chain, ReduceCutsRegions) {
  Chain c;
  c.un(UnOp::Square).un(UnOp::Abs).reduce(Red::Sum).un(UnOp::Sqrt).reduce(Red::Max).reduce(Red::Min);
  auto r = fuse(c);
  ASSERT_EQ(r.size(), 5u);
  EXPECT_EQ(r[0].str(), "map abs(square(cur))");
  EXPECT_EQ(r[1].str(), "reduce sum");
  EXPECT_EQ(r[2].str(), "map sqrt(cur)");
  EXPECT_EQ(r[3].str(), "reduce max");
  EXPECT_EQ(r[4].str(), "reduce min");
  EXPECT_EQ(c.naive_launches(), 6u);
}

TEST(Chain, EmptyChainIsOneCopy) {
  Chain c;
  EXPECT_EQ(fuse(c).size(), 1u);
  EXPECT_EQ(c.naive_launches(), 1u);
}

TEST(Chain, StepNamingMissingInputIsUserError) {
  Chain c;
  EXPECT_THROW(c.bin_in(BinOp::Add, 3), UserError);
}

TEST(Program, LowersSpineWithOperandOrder) {
  Chain c;
  uint32_t w = c.add_input(Extent::PerCol), s = c.add_input(Extent::Scalar);
  c.bin_in(BinOp::Mul, w)
      .map(Expr::bin(BinOp::Sub, Expr::constant_f32(1.0f), Expr::cur()))
      .map(Expr::bin(BinOp::Div, Expr::in(s), Expr::cur()))
      .un(UnOp::Tanh);
  auto r = fuse(c);
  ASSERT_EQ(r.size(), 1u);
  Lowered l = lower(r[0].expr, Extent::Full, c.modes(), 0u);
  const Program& p = l.program;
  ASSERT_EQ(p.inputs.size(), 3u);
  EXPECT_EQ(l.sources, (std::vector<int64_t>{0, 1, 2}));
  EXPECT_EQ(p.str(),
            "acc = in0[i]\n"
            "acc = mul(acc, in1[i % cols])\n"
            "acc = sub(1, acc)\n"
            "acc = div(in2[0], acc)\n"
            "acc = tanh(acc)\n");
  EXPECT_TRUE(p.uses_cols());
  ASSERT_EQ(p.instrs.size(), 4u);
  EXPECT_EQ(p.instrs[1], Instr::bin_const(BinOp::Sub, 0x3f800000u, AccSide::Right));
}

TEST(Program, CurAsOperandSharesTheSourceSlot) {
  // x * sigmoid(x): Cur appears twice; the second is an operand read of slot 0.
  Expr e = Expr::bin(BinOp::Mul, Expr::cur(), Expr::un(UnOp::Sigmoid, Expr::cur()));
  Chain c;
  Lowered l = lower(e, Extent::Full, c.modes(), 0u);
  EXPECT_EQ(l.program.inputs.size(), 1u);
  EXPECT_EQ(l.program.str(), "acc = in0[i]\nacc = sigmoid(acc)\nacc = mul(in0[i], acc)\n");
  // Without identifying Cur with input 0, In(0) gets its own slot.
  Expr e2 = Expr::bin(BinOp::Add, Expr::cur(), Expr::in(0));
  Lowered l2 = lower(e2, Extent::Full, c.modes());
  EXPECT_EQ(l2.sources, (std::vector<int64_t>{-1, 0}));
}

TEST(Program, HashSeparatesOrderModesAndConstants) {
  Program a;
  a.inputs = {Extent::Full, Extent::Full};
  a.instrs = {Instr::bin_in(BinOp::Sub, 1, AccSide::Left)};
  Program b = a;
  EXPECT_EQ(a.hash(), b.hash());
  b.instrs[0].acc = AccSide::Right;
  EXPECT_NE(a.hash(), b.hash());
  Program c = a;
  c.inputs[1] = Extent::PerCol;
  EXPECT_NE(a.hash(), c.hash());
  Program d, e;
  d.inputs = e.inputs = {Extent::Full};
  d.instrs = {Instr::bin_const(BinOp::Add, 0x00000000u)};
  e.instrs = {Instr::bin_const(BinOp::Add, 0x80000000u)};
  EXPECT_NE(d.hash(), e.hash());
}

TEST(Program, NonLinearExpressionNamesTheOp) {
  Expr e = Expr::bin(BinOp::Add, Expr::bin(BinOp::Mul, Expr::cur(), Expr::in(1)),
                     Expr::bin(BinOp::Mul, Expr::in(2), Expr::in(3)));
  Chain c;
  c.add_input(Extent::Full);
  c.add_input(Extent::Full);
  c.add_input(Extent::Full);
  try {
    lower(e, Extent::Full, c.modes(), 0u);
    FAIL() << "expected a UserError";
  } catch (const UserError& err) {
    EXPECT_NE(std::string(err.what()).find("not chain-shaped"), std::string::npos) << err.what();
    EXPECT_NE(std::string(err.what()).find("graph path"), std::string::npos) << err.what();
  }
}

}  // namespace
}  // namespace morph::fusion
