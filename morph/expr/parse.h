// The expression language of `morph fuse` / `morph run`: identifiers are input tensors;
// `+ - * /`, unary minus, parentheses, numeric constants (f32, correctly rounded from decimal;
// also `inf`, `nan`), and calls `f(x, y, key=value)` — the unary ops by name (`silu(x)`),
// `min(a, b)` / `max(a, b)`, `fma(a, b, c)`, reductions `sum(x)` … `sumsq(x)`, and any other
// name with keyword arguments (parsed into the AST for later lowerings, e.g. `rms_norm(x, eps=1e-6)`).
//   Ast a = parse_expression("silu(a*w + b)");
//   ParsedChain pc = to_chain(a);   // source a; steps mul(w), add(b), silu; 3 naive launches
// Errors are ParseError (a UserError) naming the 1-based column and what was expected.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "morph/base/error.h"
#include "morph/fusion/chain.h"

namespace morph::expr {

/// Limits on expression text: deeper trees or longer texts are a ParseError, never a stack
/// overflow in a later recursive pass.
inline constexpr uint32_t kMaxExpressionDepth = 1000;
inline constexpr size_t kMaxExpressionBytes = size_t{1} << 20;

struct AstNode;
using Ast = std::shared_ptr<const AstNode>;

struct AstNode {
  enum class Kind : uint8_t { Ident, Number, Neg, Binary, Call };
  Kind kind = Kind::Ident;
  std::string name;                                 // Ident: the tensor name; Call: the function name
  std::string text;                                 // Number: the literal as written
  uint32_t bits = 0;                                // Number: f32 bits
  char op = 0;                                      // Binary: '+', '-', '*', '/'
  std::vector<Ast> args;                            // Neg: 1; Binary: 2; Call: positional
  std::vector<std::pair<std::string, Ast>> kwargs;  // Call: keyword arguments, in order
  size_t column = 0;                                // 1-based column of the node (operator for Binary, name for Call)
  uint32_t depth = 1;                               // levels of the tree below and including this node (a leaf is 1)

  /// Fully parenthesized text, e.g. "silu(((a * w) + b))".
  std::string str() const;
};

/// A parse or lowering error at a column of the expression; what() holds a caret display.
class ParseError : public UserError {
 public:
  ParseError(std::string_view expr, size_t column, const std::string& message);
  size_t column() const { return column_; }

 private:
  size_t column_;
};

/// Parses `text` into an AST. Throws ParseError ("column 7: expected ')' …").
Ast parse_expression(std::string_view text);

/// A chain built from an expression, with the tensor name of each chain input.
struct ParsedChain {
  fusion::Chain chain;
  std::vector<std::string> inputs;  // inputs[k] names chain input k; inputs[0] is the source
};

/// Lowers an expression AST to a Chain, one step per op (the naive launch count): the running
/// value follows the computed operand of each binary op (`1 - x` keeps its order with
/// AccSide::Right). All inputs get Extent::Full. Throws ParseError naming the column when
/// the expression is not chain-shaped (`a*b + c*d`: both operands computed — a DAG, which
/// needs the graph path), a function is unknown or takes other arguments, or an expression has
/// no input tensor.
ParsedChain to_chain(const Ast& ast, std::string_view text = {});

}  // namespace morph::expr
