// The expression parser and its lowering to chains: precedence, operand order, constants,
// keyword calls, and errors that name the column.
#include "morph/expr/parse.h"

#include <gtest/gtest.h>

#include <cmath>

#include "morph/algebra/apply.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/program.h"

namespace morph::expr {
namespace {

using namespace fusion;

ParsedChain chain_of(std::string_view s) { return to_chain(parse_expression(s), s); }

size_t error_column(std::string_view s) {
  try {
    chain_of(s);
  } catch (const ParseError& e) {
    return e.column();
  }
  return 0;
}
std::string error_text(std::string_view s) {
  try {
    chain_of(s);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(Parse, PrecedenceAndAssociativity) {
  EXPECT_EQ(parse_expression("a*w+b")->str(), "((a * w) + b)");
  EXPECT_EQ(parse_expression("a - b - c")->str(), "((a - b) - c)");
  EXPECT_EQ(parse_expression("a / b * c")->str(), "((a / b) * c)");
  EXPECT_EQ(parse_expression("-a * b")->str(), "((-a) * b)");
  EXPECT_EQ(parse_expression("silu( a * (w + b) )")->str(), "silu((a * (w + b)))");
  EXPECT_EQ(parse_expression("rms_norm(x, w, eps=1e-6)")->str(), "rms_norm(x, w, eps=1e-6)");
}

TEST(Parse, NumbersAreCorrectlyRoundedF32) {
  auto n = parse_expression("0.1");
  EXPECT_EQ(n->bits, 0x3dcccccdu);
  EXPECT_EQ(parse_expression("1e39")->bits, 0x7f800000u);
  EXPECT_EQ(parse_expression("1e-45")->bits, 0x00000001u);
  EXPECT_EQ(parse_expression(".5")->bits, 0x3f000000u);
  EXPECT_EQ(parse_expression("inf")->bits, 0x7f800000u);
}

TEST(Parse, KeywordCallsKeepTheirArguments) {
  Ast a = parse_expression("f(x, y, eps = 1e-6, axis=2)");
  ASSERT_EQ(a->kind, AstNode::Kind::Call);
  EXPECT_EQ(a->name, "f");
  ASSERT_EQ(a->args.size(), 2u);
  ASSERT_EQ(a->kwargs.size(), 2u);
  EXPECT_EQ(a->kwargs[0].first, "eps");
  EXPECT_EQ(a->kwargs[0].second->bits, 0x358637bdu);
  EXPECT_EQ(a->kwargs[1].first, "axis");
}

TEST(Parse, SiluAffineIsThreeSteps) {
  ParsedChain pc = chain_of("silu(a*w+b)");
  EXPECT_EQ(pc.inputs, (std::vector<std::string>{"a", "w", "b"}));
  EXPECT_EQ(pc.chain.str(), "in0 |> map cur * in1 |> map cur + in2 |> map silu(cur)");
  EXPECT_EQ(pc.chain.naive_launches(), 3u);
  EXPECT_EQ(fuse(pc.chain).size(), 1u);
}

TEST(Parse, RunningValueFollowsTheComputedOperand) {
  ParsedChain pc = chain_of("1 - exp(-x) / w");
  EXPECT_EQ(pc.inputs, (std::vector<std::string>{"x", "w"}));
  EXPECT_EQ(pc.chain.str(), "in0 |> map neg(cur) |> map exp(cur) |> map cur / in1 |> map 1 - cur");
  ParsedChain pc2 = chain_of("x * sigmoid(x)");
  EXPECT_EQ(pc2.chain.str(), "in0 |> map sigmoid(cur) |> map in0 * cur");
  ParsedChain pc3 = chain_of("2 * a");
  EXPECT_EQ(pc3.chain.str(), "in0 |> map 2 * cur");
  ParsedChain pc4 = chain_of("min(max(a, -0), b) - c");
  EXPECT_EQ(pc4.chain.str(), "in0 |> map max(cur, -0) |> map min(cur, in1) |> map cur - in2");
  EXPECT_THROW(chain_of("max(a, -0) + min(b, c)"), ParseError);  // two computed operands
}

TEST(Parse, ConstantSubexpressionsFoldWithMorphsMath) {
  ParsedChain pc = chain_of("a * exp(-(1 + 1)) + max(2, 3) / 4");
  EXPECT_EQ(pc.chain.naive_launches(), 2u);
  const auto& steps = pc.chain.steps();
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].expr.rhs().bits(), bits_of(algebra::apply(UnOp::Exp, -2.0f)));
  EXPECT_EQ(steps[1].expr.rhs().bits(), bits_of(0.75f));
  EXPECT_EQ(chain_of("x - -0").chain.steps()[0].expr.rhs().bits(), 0x80000000u);
  // fma of constants folds to the once-rounded value: the product 1.5 * (1 + 2^-23) needs 25
  // bits, so fma (3 * 2^-24) and mul-then-add (2^-22) differ.
  const float a = 1.0f + 0x1p-23f, b = 1.5f, c = -1.5f;
  EXPECT_EQ(chain_of("x + fma(1.00000011920928955078125, 1.5, -1.5)").chain.steps()[0].expr.rhs().bits(),
            bits_of(std::fma(a, b, c)));
  EXPECT_NE(std::fma(a, b, c), a * b + c);
}

TEST(Parse, FmaNeedsTheGraphPath) {
  EXPECT_EQ(error_column("fma(x, w, b)"), 1u);
  EXPECT_NE(error_text("fma(x, w, b)").find("graph path"), std::string::npos) << error_text("fma(x, w, b)");
}

TEST(Parse, ReductionsAreReduceSteps) {
  ParsedChain pc = chain_of("sqrt(sum(square(x)))");
  auto r = fuse(pc.chain);
  EXPECT_EQ(pc.chain.naive_launches(), 3u);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[1].str(), "reduce sum");
}

TEST(Parse, ErrorsNameTheColumn) {
  EXPECT_EQ(error_column("silu(a"), 7u);
  EXPECT_NE(error_text("silu(a").find("expected ',' or ')'"), std::string::npos);
  EXPECT_EQ(error_column("a + * b"), 5u);
  EXPECT_NE(error_text("a + * b").find("expected an operand"), std::string::npos);
  EXPECT_EQ(error_column("a b"), 3u);
  EXPECT_EQ(error_column("(a + b"), 7u);
  EXPECT_EQ(error_column("a*b + c*d"), 5u);
  EXPECT_NE(error_text("a*b + c*d").find("graph path"), std::string::npos);
  EXPECT_EQ(error_column("a + frob(b)"), 5u);
  EXPECT_NE(error_text("a + frob(b)").find("unknown function 'frob'"), std::string::npos);
  EXPECT_EQ(error_column("silu(a, eps=1)"), 13u);
  EXPECT_EQ(error_column("2 + 3"), 3u);
  EXPECT_NE(error_text("exp(1) * 2").find("the constant"), std::string::npos);
  EXPECT_EQ(error_column("1e+"), 4u);
  EXPECT_EQ(error_column(""), 1u);
  EXPECT_EQ(error_column("f(x, k=1, y)"), 11u);
}

TEST(Parse, DeepOrLongInputIsAClearErrorNotACrash) {
  // Nested parentheses, unary minus, calls and flat operator chains deeper than the limit are a
  // ParseError naming the column; the limit itself parses and lowers.
  const size_t over = kMaxExpressionDepth + 10;
  std::string parens = std::string(over, '(') + "x" + std::string(over, ')');
  std::string minus = std::string(over, '-') + "x";
  std::string calls;
  for (size_t i = 0; i < over; ++i) calls += "silu(";
  calls += "x" + std::string(over, ')');
  std::string flat = "x";
  for (size_t i = 0; i < 13400; ++i) flat += "+x";
  for (const std::string& s : {parens, minus, calls, flat}) {
    EXPECT_NE(error_text(s).find("nests more than " + std::to_string(kMaxExpressionDepth)), std::string::npos)
        << s.substr(0, 40) << ": " << error_text(s).substr(0, 200);
    EXPECT_GT(error_column(s), 0u);
  }
  std::string ok = "x";
  for (size_t i = 0; i + 1 < kMaxExpressionDepth; ++i) ok += "+1";
  EXPECT_EQ(parse_expression(ok)->depth, kMaxExpressionDepth);
  EXPECT_NO_THROW(chain_of(ok));
  std::string huge(kMaxExpressionBytes + 1, ' ');
  huge[0] = 'x';
  EXPECT_NE(error_text(huge).find("bytes long"), std::string::npos);
}

}  // namespace
}  // namespace morph::expr

namespace morph::expr {
namespace {
// An error in a long expression shows a window around the column, not the whole text again: a
// 300-term sum with a stray '$' near its end gives a message of a few lines, the caret under
// the '$'.
TEST(Parse, LongExpressionErrorsShowAWindow) {
  std::string text = "x0";
  for (int i = 1; i < 300; ++i) text += "+xyz" + std::to_string(i);
  const size_t bad = text.size() - 20;
  text[bad] = '$';
  std::string msg;
  try {
    parse_expression(text);
  } catch (const ParseError& e) {
    msg = e.what();
    EXPECT_EQ(e.column(), bad + 1);
  }
  ASSERT_FALSE(msg.empty());
  EXPECT_LT(msg.size(), 500u) << msg;
  const size_t nl1 = msg.find('\n'), nl2 = msg.find('\n', nl1 + 1);
  ASSERT_NE(nl2, std::string::npos) << msg;
  const std::string shown = msg.substr(nl1 + 1, nl2 - nl1 - 1), marks = msg.substr(nl2 + 1);
  EXPECT_EQ(shown.substr(0, 5), "  ...") << msg;
  ASSERT_EQ(marks.back(), '^') << msg;
  EXPECT_EQ(shown[marks.size() - 1], '$') << msg;
  // A short expression is shown whole.
  try {
    parse_expression("a + $");
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("\n  a + $\n      ^"), std::string::npos) << e.what();
  }
}

// A control byte in the expression (a pasted escape sequence, a NUL) is shown as \xNN in the
// message and in the echoed expression, the caret under the escape's backslash.
TEST(Parse, ControlBytesAreShownEscaped) {
  std::string msg;
  try {
    parse_expression(std::string("silu(a)\x1b*b\0c", 12));
  } catch (const ParseError& e) {
    msg = e.what();
    EXPECT_EQ(e.column(), 8u);
  }
  EXPECT_NE(msg.find("found '\\x1b'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("\n  silu(a)\\x1b*b\\x00c\n         ^"), std::string::npos) << msg;
  EXPECT_EQ(msg.find('\x1b'), std::string::npos) << msg;
}
}  // namespace
}  // namespace morph::expr
