#include "morph/fusion/chain_reference.h"

#include "morph/algebra/apply.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"

namespace morph::fusion {

namespace {

uint64_t index_of(Extent m, uint64_t i, uint64_t cols) {
  switch (m) {
    case Extent::Full: return i;
    case Extent::PerCol: return i % cols;
    case Extent::PerRow: return i / cols;
    case Extent::Scalar: return 0;
  }
  return 0;
}

// One instruction's effect on the running value; `operand` is the side input's value (BinIn).
float apply_instr(const Instr& ins, float acc, float operand) {
  switch (ins.kind) {
    case Instr::Kind::Un: return algebra::apply(ins.unop(), acc);
    case Instr::Kind::BinIn:
      return ins.acc == AccSide::Left ? algebra::apply(ins.binop(), acc, operand)
                                      : algebra::apply(ins.binop(), operand, acc);
    case Instr::Kind::BinConst: {
      const float c = float_of(ins.arg);
      return ins.acc == AccSide::Left ? algebra::apply(ins.binop(), acc, c) : algebra::apply(ins.binop(), c, acc);
    }
  }
  return acc;
}

// Direct evaluation of an expression tree at element i: independent of lowering (no Program,
// no slot numbering, no AccSide), so it checks the lowering rather than repeating it.
float eval(const Expr& e, float cur, std::span<const std::vector<float>> inputs, std::span<const Extent> modes,
           uint64_t i, uint64_t cols) {
  switch (e.kind()) {
    case algebra::ExprKind::Cur: return cur;
    case algebra::ExprKind::In: return inputs[e.slot()][index_of(modes[e.slot()], i, cols)];
    case algebra::ExprKind::Const: return float_of(e.bits());
    case algebra::ExprKind::Un: return algebra::apply(e.unop(), eval(e.lhs(), cur, inputs, modes, i, cols));
    case algebra::ExprKind::Bin: {
      float a = eval(e.lhs(), cur, inputs, modes, i, cols);
      float b = eval(e.rhs(), cur, inputs, modes, i, cols);
      return algebra::apply(e.binop(), a, b);
    }
  }
  return cur;
}

}  // namespace

std::vector<float> reference_program(const Program& p, std::span<const std::vector<float>> inputs, uint64_t n,
                                     uint64_t cols) {
  MORPH_CHECK(inputs.size() == p.inputs.size());
  std::vector<float> out(n);
  for (uint64_t i = 0; i < n; ++i) {
    float acc = inputs[0][index_of(p.inputs[0], i, cols)];
    for (const Instr& ins : p.instrs) {
      float operand = ins.kind == Instr::Kind::BinIn ? inputs[ins.arg][index_of(p.inputs[ins.arg], i, cols)] : acc;
      acc = apply_instr(ins, acc, operand);
    }
    out[i] = acc;
  }
  return out;
}

std::vector<float> reference_chain(const Chain& chain, std::span<const std::vector<float>> inputs, uint64_t rows,
                                   uint64_t cols) {
  for (const Step& s : chain.steps())
    MORPH_USER_CHECK(s.is_map(), "reference_chain: step '", s.str(),
                     "' is a reduction; the plain C++ chain reference covers Map-only chains");
  MORPH_CHECK(inputs.size() == chain.input_count());
  const auto& modes = chain.modes();
  for (size_t k = 0; k < inputs.size(); ++k)
    MORPH_USER_CHECK(inputs[k].size() == extent_numel(modes[k], rows, cols), "reference: input ", k, " has ",
                     inputs[k].size(), " values; extent ", extent_name(modes[k]), " needs ",
                     extent_numel(modes[k], rows, cols));
  const uint64_t n = rows * cols;
  std::vector<float> out(n);
  for (uint64_t i = 0; i < n; ++i) {
    float cur = inputs[0][index_of(modes[0], i, cols)];
    for (const Step& s : chain.steps()) cur = eval(s.expr, cur, inputs, modes, i, cols);  // step by step
    out[i] = cur;
  }
  return out;
}

}  // namespace morph::fusion
