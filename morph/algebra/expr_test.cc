// Expr construction, compose (g[Cur := f]), printing and hashing.
#include "morph/algebra/expr.h"

#include <gtest/gtest.h>

namespace morph::algebra {
namespace {

uint64_t hash_of(const Expr& e) {
  Hasher h;
  h.add(e);
  return h.digest();
}

TEST(Expr, ComposeSubstitutesCur) {
  Expr f = Expr::bin(BinOp::Mul, Expr::cur(), Expr::in(1));
  Expr g = Expr::un(UnOp::Silu, Expr::cur());
  Expr h = compose(g, f);
  EXPECT_EQ(h.str(), "silu(cur * in1)");
  EXPECT_EQ(h.op_count(), 2u);
  EXPECT_EQ(h.cur_count(), 1u);
  EXPECT_EQ(h.max_slot(), 1);
  // Identity laws: compose(g, cur) == g, compose(cur, f) == f.
  EXPECT_EQ(compose(g, Expr::cur()), g);
  EXPECT_EQ(compose(Expr::cur(), f), f);
  // Every Cur is replaced, leaves without Cur stay.
  Expr sq = Expr::bin(BinOp::Mul, Expr::cur(), Expr::cur());
  EXPECT_EQ(compose(sq, f).str(), "(cur * in1) * (cur * in1)");
  EXPECT_EQ(compose(Expr::in(3), f), Expr::in(3));
}

TEST(Expr, ComposeIsAssociative) {
  Expr a = Expr::bin(BinOp::Add, Expr::cur(), Expr::constant_f32(1.0f));
  Expr b = Expr::un(UnOp::Exp, Expr::cur());
  Expr c = Expr::bin(BinOp::Sub, Expr::in(2), Expr::cur());
  EXPECT_EQ(compose(c, compose(b, a)), compose(compose(c, b), a));
}

TEST(Expr, HashSeparatesStructureSlotsAndBits) {
  Expr x = Expr::bin(BinOp::Sub, Expr::cur(), Expr::in(1));
  EXPECT_EQ(hash_of(x), hash_of(Expr::bin(BinOp::Sub, Expr::cur(), Expr::in(1))));
  EXPECT_NE(hash_of(x), hash_of(Expr::bin(BinOp::Sub, Expr::in(1), Expr::cur())));
  EXPECT_NE(hash_of(x), hash_of(Expr::bin(BinOp::Sub, Expr::cur(), Expr::in(2))));
  EXPECT_NE(hash_of(Expr::constant(0x00000000u)), hash_of(Expr::constant(0x80000000u)));
  EXPECT_NE(hash_of(Expr::constant(0x7fc00000u)), hash_of(Expr::constant(0x7fc00001u)));
  EXPECT_FALSE(Expr::constant(0x00000000u) == Expr::constant(0x80000000u));
}

TEST(Expr, ConstantText) {
  EXPECT_EQ(f32_text(0x3f800000u), "1");
  EXPECT_EQ(f32_text(0x80000000u), "-0");
  EXPECT_EQ(f32_text(0x7f800000u), "inf");
  EXPECT_EQ(f32_text(0xff800000u), "-inf");
  EXPECT_EQ(f32_text(0x7fc00000u), "nan");
  EXPECT_EQ(f32_text(0x7fc00001u), "nan(0x7fc00001)");
  EXPECT_EQ(f32_text(0x00000001u), "1e-45");
  EXPECT_EQ(Expr::bin(BinOp::Max, Expr::cur(), Expr::constant_f32(0.5f)).str(), "max(cur, 0.5)");
}

}  // namespace
}  // namespace morph::algebra
