// Property test of the expression path: random chain-shaped expressions are printed as text
// (minimal parentheses, random spacing, constants including specials), parsed, lowered to a
// chain and run fused on the oracle; each element must equal, bitwise, a direct evaluation of
// the generated tree with Morph's host math — which shares nothing with the parser, the chain
// builder or the Program lowering. The seed is printed.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <random>

#include "morph/algebra/apply.h"
#include "morph/base/float_bits.h"
#include "morph/expr/parse.h"
#include "morph/fusion/chain_graph.h"
#include "morph/fusion/chain_reference.h"
#include "morph/fusion/random_inputs.h"
#include "morph/runtime/oracle/oracle_device.h"

namespace morph::expr {
namespace {

using namespace fusion;

struct G {
  enum K { Ident, Const, Neg, Bin, Un, Call2 } k;
  std::string name;  // Ident
  float c = 0;       // Const
  char op = 0;       // Bin
  UnOp un{};         // Un
  BinOp bop{};       // Call2 (min/max) and Bin
  std::unique_ptr<G> a, b;
};

struct Generator {
  std::mt19937_64 rng;
  explicit Generator(uint64_t s) : rng(s) {}
  uint64_t below(uint64_t n) { return rng() % n; }
  std::unique_ptr<G> leaf(bool allow_const) {
    auto g = std::make_unique<G>();
    if (allow_const && below(3) == 0) {
      g->k = G::Const;
      float v = below(3) == 0 ? special_value(rng()) : random_with_specials(rng(), 1)[0];
      if (is_nan_bits(bits_of(v))) v = float_of(0x7fc00000u);  // only the canonical NaN has a spelling
      g->c = v;
    } else {
      g->k = G::Ident;
      g->name = std::string(1, static_cast<char>('a' + below(4)));
    }
    return g;
  }
  std::unique_ptr<G> spine(int depth) {
    if (depth == 0) return leaf(false);
    auto g = std::make_unique<G>();
    uint64_t r = below(10);
    if (r < 3) {
      g->k = G::Un;
      g->un = static_cast<UnOp>(below(algebra::kUnOpCount));
      g->a = spine(depth - 1);
    } else if (r < 4) {
      g->k = G::Neg;
      g->a = spine(depth - 1);
    } else {
      bool call = r == 9;
      g->k = call ? G::Call2 : G::Bin;
      if (call) {
        g->bop = below(2) ? BinOp::Min : BinOp::Max;
      } else {
        g->op = "+-*/"[below(4)];
        g->bop = g->op == '+' ? BinOp::Add : g->op == '-' ? BinOp::Sub : g->op == '*' ? BinOp::Mul : BinOp::Div;
      }
      auto s = spine(depth - 1);
      auto l = leaf(true);
      if (below(2)) {
        g->a = std::move(s);
        g->b = std::move(l);
      } else {
        g->a = std::move(l);
        g->b = std::move(s);
      }
    }
    return g;
  }
  std::string sp() { return below(3) == 0 ? " " : ""; }
  static int prec(const G& g) { return g.k == G::Bin ? (g.op == '+' || g.op == '-' ? 1 : 2) : 3; }
  std::string text(const G& g) {
    switch (g.k) {
      case G::Ident: return g.name;
      case G::Const: {
        std::string t = algebra::f32_text(bits_of(g.c));
        return t[0] == '-' ? "(" + t + ")" : t;
      }
      case G::Neg: return "-" + wrap(*g.a, prec(*g.a) < 3);
      case G::Un: return std::string(algebra::name(g.un)) + "(" + sp() + text(*g.a) + sp() + ")";
      case G::Call2: return std::string(algebra::name(g.bop)) + "(" + text(*g.a) + "," + sp() + text(*g.b) + ")";
      case G::Bin: {
        int p = prec(g);
        return wrap(*g.a, prec(*g.a) < p) + sp() + g.op + sp() + wrap(*g.b, prec(*g.b) <= p);
      }
    }
    return "";
  }
  std::string wrap(const G& g, bool parens) { return parens ? "(" + sp() + text(g) + sp() + ")" : text(g); }
};

float eval(const G& g, const std::map<std::string, float>& in) {
  switch (g.k) {
    case G::Ident: return in.at(g.name);
    case G::Const: return g.c;
    case G::Neg: return algebra::apply(UnOp::Neg, eval(*g.a, in));
    case G::Un: return algebra::apply(g.un, eval(*g.a, in));
    case G::Bin:
    case G::Call2: return algebra::apply(g.bop, eval(*g.a, in), eval(*g.b, in));
  }
  return 0;
}

TEST(ParseProperty, RandomExpressionsRunAsWritten) {
  const uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  Generator gen(seed);
  auto dev = rt::make_oracle_device();
  const uint64_t n = 64;
  std::map<std::string, std::vector<float>> values;
  for (char c = 'a'; c <= 'd'; ++c) values[std::string(1, c)] = random_with_specials(seed + c, n);
  for (int e = 0; e < 300; ++e) {
    auto g = gen.spine(1 + static_cast<int>(gen.below(10)));
    std::string text = gen.text(*g);
    SCOPED_TRACE(text);
    ParsedChain pc = to_chain(parse_expression(text), text);
    std::vector<rt::Tensor> ts;
    std::vector<const rt::Tensor*> ptrs;
    std::vector<std::vector<float>> host;
    for (const std::string& name : pc.inputs) {
      ts.push_back(rt::Tensor::empty(*dev, ir::Type::F32, {n}));
      ts.back().upload(values[name]);
      host.push_back(values[name]);
    }
    for (const auto& t : ts) ptrs.push_back(&t);
    rt::Tensor out = rt::Tensor::empty(*dev, ir::Type::F32, {n});
    run_fused(*dev, pc.chain, ptrs, out);
    std::vector<float> got = out.download_f32(), ref = reference_chain(pc.chain, host, 1, n);
    for (uint64_t i = 0; i < n; ++i) {
      std::map<std::string, float> at;
      for (const auto& [k, v] : values) at[k] = v[i];
      float want = eval(*g, at);
      ASSERT_TRUE(same_float(got[i], want) && same_float(ref[i], want))
          << "element " << i << ": fused 0x" << std::hex << bits_of(got[i]) << ", chain reference 0x" << bits_of(ref[i])
          << ", tree 0x" << bits_of(want) << std::dec << "\nchain: " << pc.chain.str();
    }
  }
}

}  // namespace
}  // namespace morph::expr
