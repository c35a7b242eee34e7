// Expressions with reductions and norms lower to graphs with the expected launch counts, and
// errors name the column.
#include "morph/expr/lower.h"

#include <gtest/gtest.h>

#include "morph/fusion/plan.h"

using namespace morph;
using namespace morph::expr;
using namespace morph::fusion;

namespace {
std::pair<size_t, size_t> counts(const std::string& text, uint32_t cols, std::set<std::string> vecs = {"w"}) {
  GraphExpr ge = lower_to_graph(parse_expression(text), text, {cols, vecs});
  return {Plan::unfused(ge.graph).launch_count(), Plan::fused(ge.graph).launch_count()};
}
}  // namespace

TEST(Lower, LaunchCounts) {
  // the norms carry the overflow-safe scale (graph.h): 9 + 12 primitive ops
  EXPECT_EQ(counts("rms_norm(x, eps=1e-6)*w*silu(g)", 128), std::make_pair(size_t{21}, size_t{1}));
  EXPECT_EQ(counts("softmax(x)", 64), std::make_pair(size_t{7}, size_t{1}));
  EXPECT_EQ(counts("sum(x)", 64), std::make_pair(size_t{1}, size_t{1}));
  EXPECT_EQ(counts("x + mean(x)", 64), std::make_pair(size_t{2}, size_t{1}));
  // layer_norm: 62 primitive ops for the scale and the double-f32 normalized row (graph.h), hi + lo, * w, + b
  EXPECT_EQ(counts("layer_norm(x)*w + b", 64, {"w", "b"}), std::make_pair(size_t{65}, size_t{1}));
  EXPECT_EQ(counts("silu(a*w+b)", 64), std::make_pair(size_t{3}, size_t{1}));
  EXPECT_EQ(counts("x*x + exp(x)", 64), std::make_pair(size_t{3}, size_t{1}));
}

TEST(Lower, RowVectorsBroadcastAndInputsAreShared) {
  std::string text = "x * w + x";
  GraphExpr ge = lower_to_graph(parse_expression(text), text, {16, {"w"}});
  EXPECT_EQ(ge.inputs, (std::vector<std::string>{"x", "w"}));
  EXPECT_EQ(ge.graph.node(ge.graph.inputs()[1].second).extent, Extent::PerCol);
}

TEST(Lower, ErrorsNameTheColumn) {
  // The column and message of the error lowering `text` raises ({0, ""} when it lowers).
  auto error_of = [](const std::string& text) -> std::pair<size_t, std::string> {
    try {
      lower_to_graph(parse_expression(text), text, {8, {"w"}});
    } catch (const ParseError& e) {
      return {e.column(), e.what()};
    }
    return {0, ""};
  };
  auto col_of = [&](const std::string& text) { return error_of(text).first; };
  auto message_of = [&](const std::string& text) { return error_of(text).second; };
  EXPECT_EQ(col_of("x + frob(x)"), 5u);
  EXPECT_EQ(col_of("rms_norm(x, tol=1)"), 17u);
  EXPECT_EQ(col_of("sum(w)"), 1u);
  EXPECT_EQ(col_of("sum(sum(x))"), 1u);
  EXPECT_EQ(col_of("rms_norm(x, eps=y)"), 17u);
  // eps is added to the mean square (variance): a negative or non-finite one is refused where it
  // is written (a NaN or a negative eps would make NaN rows of ordinary inputs)
  EXPECT_EQ(col_of("rms_norm(x, eps=-1)"), 17u);
  EXPECT_EQ(col_of("layer_norm(x, eps=1e400)"), 19u);
  EXPECT_EQ(col_of("rms_norm(x, eps=nan)"), 17u);
  EXPECT_EQ(col_of("rms_norm(x, eps=0)"), 0u);
  EXPECT_NE(message_of("min(x, w, x)").find("takes 1 argument (the row reduction) or 2 (elementwise), got 3"),
            std::string::npos);
  EXPECT_NE(message_of("sum(w)").find("varies along the columns only"), std::string::npos) << message_of("sum(w)");
  EXPECT_NE(message_of("sum(sum(x))").find("the rows only"), std::string::npos) << message_of("sum(sum(x))");
}

TEST(Lower, PyTorchSpellingsAreTheSameGraph) {
  auto graph_of = [](const std::string& text) {
    return lower_to_graph(parse_expression(text), text, {64, {"w", "b"}}).graph.dump();
  };
  EXPECT_EQ(graph_of("rms_norm(x, w, eps=1e-5)"), graph_of("rms_norm(x, eps=1e-5)*w"));
  EXPECT_EQ(graph_of("rms_norm(x, weight=w)"), graph_of("rms_norm(x)*w"));
  // Every binary op by name is its operator (or min/max).
  EXPECT_EQ(graph_of("add(x, mul(w, x))"), graph_of("x + w*x"));
  EXPECT_EQ(graph_of("div(sub(x, w), w)"), graph_of("(x - w)/w"));
  // layer_norm's affine is inside the norm (fusion::layer_norm(x, w[, b], eps): xhat's two parts
  // by fma), not layer_norm(x)*w + b, which rounds xhat, then the product.
  auto affine = [](bool bias, float eps) {
    Graph g;
    Sym x = g.input("x", 64), w = g.input("w", 64, Extent::PerCol);
    g.output("y", bias ? layer_norm(x, w, g.input("b", 64, Extent::PerCol), eps) : layer_norm(x, w, eps));
    return g.dump();
  };
  EXPECT_EQ(graph_of("layer_norm(x, w, b, eps=1e-5)"), affine(true, 1e-5f));
  EXPECT_EQ(graph_of("layer_norm(x, weight=w, bias=b)"), affine(true, 1e-5f));
  EXPECT_EQ(graph_of("layer_norm(x, w, eps=1e-6)"), affine(false, 1e-6f));
  EXPECT_NE(graph_of("layer_norm(x, w, b)"), graph_of("layer_norm(x)*w + b"));
  EXPECT_EQ(graph_of("softmax(x, dim=-1)"), graph_of("softmax(x)"));
  EXPECT_EQ(graph_of("softmax(x, dim=1)"), graph_of("softmax(x)"));
  EXPECT_EQ(counts("layer_norm(x, w, b, eps=1e-5)", 64, {"w", "b"}), std::make_pair(size_t{64}, size_t{1}));
}

TEST(Lower, FmaIsOneTernaryNode) {
  std::string text = "fma(x, w, 2*b) + fma(x, 0.5, 1)";
  GraphExpr ge = lower_to_graph(parse_expression(text), text, {16, {"w"}});
  size_t fmas = 0;
  for (const Node& n : ge.graph.nodes()) fmas += n.kind == NodeKind::Ter && n.ter == TerOp::Fma;
  EXPECT_EQ(fmas, 2u);
  EXPECT_EQ(counts(text, 16), std::make_pair(size_t{4}, size_t{1}));
  auto error_of = [](const std::string& t) -> std::string {
    try {
      lower_to_graph(parse_expression(t), t, {8, {"w"}});
    } catch (const ParseError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(error_of("fma(x, w)").find("'fma' takes 3 arguments, got 2"), std::string::npos) << error_of("fma(x, w)");
  EXPECT_NE(error_of("fma(x, w, x, x)").find("takes 3 arguments, got 4"), std::string::npos);
  EXPECT_NE(error_of("fma(x, w, b=1)").find("no keyword argument 'b'"), std::string::npos);
}

TEST(Lower, UnknownFunctionsAndArgumentsAreNamed) {
  auto error_of = [](const std::string& text) -> std::string {
    try {
      lower_to_graph(parse_expression(text), text, {8, {"w", "b"}});
    } catch (const ParseError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(error_of("topk(x, k=4)").find("unknown function 'topk'"), std::string::npos) << error_of("topk(x, k=4)");
  EXPECT_NE(error_of("softmax(x, dim=0)").find("dim=0 is not supported"), std::string::npos);
  EXPECT_NE(error_of("softmax(x, axis=1)").find("no keyword argument 'axis'"), std::string::npos);
  // NumPy mode: only the last axis of the inputs' broadcast rank (dim=1 of a 4-D input was once
  // taken as the last axis, computing a softmax the user did not ask for).
  auto numpy_error_of = [](const std::string& text, std::vector<uint64_t> shape) -> std::string {
    LowerOptions lo;
    lo.shapes["x"] = {shape, ir::Type::F32};
    try {
      lower_to_graph(parse_expression(text), text, lo);
    } catch (const ParseError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(numpy_error_of("softmax(x, dim=3)", {2, 3, 4, 5}), "");
  EXPECT_EQ(numpy_error_of("softmax(x, dim=-1)", {2, 3, 4, 5}), "");
  EXPECT_NE(numpy_error_of("softmax(x, dim=1)", {2, 3, 4, 5}).find("dim=1 is not supported"), std::string::npos)
      << numpy_error_of("softmax(x, dim=1)", {2, 3, 4, 5});
  EXPECT_NE(numpy_error_of("softmax(x, dim=1)", {2, 3, 4, 5}).find("dim=3 for this rank-4 input"), std::string::npos);
  EXPECT_EQ(numpy_error_of("softmax(x, dim=0)", {5}), "");
  EXPECT_NE(numpy_error_of("softmax(x, dim=1)", {5}).find("dim=1 is not supported"), std::string::npos);
  EXPECT_EQ(numpy_error_of("softmax(x, dim=1)", {3, 5}), "");
  // The argument's own rank, not the whole expression's: x [3, 4] beside y [2, 3, 4].
  LowerOptions two;
  two.shapes["x"] = {{3, 4}, ir::Type::F32};
  two.shapes["y"] = {{2, 3, 4}, ir::Type::F32};
  auto two_error_of = [&](const std::string& text) -> std::string {
    try {
      lower_to_graph(parse_expression(text), text, two);
    } catch (const ParseError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(two_error_of("softmax(x, dim=1)*y"), "");
  EXPECT_NE(two_error_of("softmax(x, dim=2)*y").find("dim=2 is not supported"), std::string::npos);
  EXPECT_EQ(two_error_of("softmax(x*y, dim=2)"), "");
  EXPECT_NE(error_of("rms_norm(x, w, b)").find("takes x"), std::string::npos);
  EXPECT_NE(error_of("rms_norm(x, w, weight=w)").find("'weight'"), std::string::npos);
  EXPECT_NE(error_of("layer_norm(x, bias=b)").find("needs a weight"), std::string::npos);
  // A positional epsilon is not taken as a constant weight (or bias).
  EXPECT_NE(error_of("rms_norm(x, 1e-6)").find("eps=1e-06"), std::string::npos) << error_of("rms_norm(x, 1e-6)");
  EXPECT_NE(error_of("layer_norm(x, w, -2)").find("as its bias, not a number"), std::string::npos);
  EXPECT_NE(error_of("rms_norm(x, weight=0.5)").find("not a number"), std::string::npos);
  EXPECT_NE(error_of("silu(x, eps=1)").find("no keyword argument 'eps'"), std::string::npos);
}
