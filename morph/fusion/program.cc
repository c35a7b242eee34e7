#include "morph/fusion/program.h"

#include "morph/base/error.h"

namespace morph::fusion {

using algebra::ExprKind;

std::string_view index_text(Extent m) {
  switch (m) {
    case Extent::Full: return "i";
    case Extent::PerCol: return "i % cols";
    case Extent::PerRow: return "i / cols";
    case Extent::Scalar: return "0";
  }
  return "?";
}

void Instr::hash_append(Hasher& h) const {
  h.add(kind);
  h.add(op);
  h.add(acc);
  h.add(arg);
}

std::string Instr::str(std::span<const Extent> modes) const {
  if (kind == Kind::Un) return str_cat("acc = ", algebra::name(unop()), "(acc)");
  std::string operand = kind == Kind::BinConst
                            ? algebra::f32_text(arg)
                            : str_cat("in", arg, "[", arg < modes.size() ? index_text(modes[arg]) : "?", "]");
  std::string_view opn = algebra::name(binop());
  if (acc == AccSide::Left) return str_cat("acc = ", opn, "(acc, ", operand, ")");
  return str_cat("acc = ", opn, "(", operand, ", acc)");
}

bool Program::uses_cols() const {
  for (Extent m : inputs)
    if (m == Extent::PerCol || m == Extent::PerRow) return true;
  return false;
}

void Program::hash_append(Hasher& h) const {
  h.add(std::string_view("morph.fusion.Program.v1"));
  h.add(static_cast<uint64_t>(inputs.size()));
  for (Extent m : inputs) h.add(m);
  h.add(instrs);
}

uint64_t Program::hash() const {
  Hasher h;
  hash_append(h);
  return h.digest();
}

std::string Program::str() const {
  std::string s = str_cat("acc = in0[", inputs.empty() ? "?" : index_text(inputs[0]), "]\n");
  for (const Instr& in : instrs) s += in.str(inputs) + "\n";
  return s;
}

namespace {

class Lowerer {
 public:
  Lowerer(Extent cur_mode, std::span<const Extent> modes, std::optional<uint32_t> cur_input)
      : cur_mode_(cur_mode), modes_(modes), cur_input_(cur_input) {}

  Lowered run(const Expr& e) {
    walk(e);
    return std::move(out_);
  }

 private:
  // Source key of a leaf: -1 = Cur, k = chain input k.
  int64_t key_of(const Expr& leaf) const {
    if (leaf.kind() == ExprKind::Cur) return cur_input_ ? int64_t{*cur_input_} : -1;
    return leaf.slot();
  }
  uint32_t slot_of(const Expr& leaf) {
    int64_t key = key_of(leaf);
    for (size_t j = 0; j < out_.sources.size(); ++j)
      if (out_.sources[j] == key) return static_cast<uint32_t>(j);
    Extent m;
    if (key < 0) {
      m = cur_mode_;
    } else {
      MORPH_USER_CHECK(static_cast<size_t>(key) < modes_.size(), "expression reads input ", key, " but only ",
                       modes_.size(), " inputs exist");
      m = modes_[key];
    }
    out_.sources.push_back(key);
    out_.program.inputs.push_back(m);
    return static_cast<uint32_t>(out_.sources.size() - 1);
  }
  static bool is_value_leaf(const Expr& e) { return e.kind() == ExprKind::Cur || e.kind() == ExprKind::In; }

  // Emits code leaving e's value in acc.
  void walk(const Expr& e) {
    switch (e.kind()) {
      case ExprKind::Cur:
      case ExprKind::In: {
        uint32_t s = slot_of(e);
        MORPH_CHECK(s == 0, "spine start must be the first slot");
        return;
      }
      case ExprKind::Const:
        throw UserError(str_cat(
            "map expression has a constant where a value is needed: the chain "
            "starts at constant ",
            algebra::f32_text(e.bits()), "; a Program starts from an input (fold constant subexpressions first)"));
      case ExprKind::Un:
        walk(e.lhs());
        out_.program.instrs.push_back(Instr::un(e.unop()));
        return;
      case ExprKind::Bin: {
        const Expr& l = e.lhs();
        const Expr& r = e.rhs();
        // The running value follows the computed operand; with two leaves it is Cur if either
        // is, else the left one unless that is a constant.
        bool acc_left;
        if (!r.is_leaf()) {
          MORPH_USER_CHECK(l.is_leaf(), "expression '", e.str(), "' is not chain-shaped: both operands of ",
                           algebra::name(e.binop()), " are computed ('", l.str(), "' and '", r.str(),
                           "'); a Program keeps one running value, so DAG expressions need "
                           "the graph path (graph.h)");
          acc_left = false;
        } else if (!l.is_leaf()) {
          acc_left = true;
        } else if (r.kind() == ExprKind::Cur && l.kind() != ExprKind::Cur) {
          acc_left = false;  // the running value stays the running value: in1 ⊕ cur
        } else {
          acc_left = l.kind() != ExprKind::Const;
          MORPH_USER_CHECK(acc_left || r.kind() != ExprKind::Const, "expression '", e.str(),
                           "' has only constant operands; fold it to a constant first");
        }
        walk(acc_left ? l : r);
        const Expr& operand = acc_left ? r : l;
        AccSide side = acc_left ? AccSide::Left : AccSide::Right;
        if (operand.kind() == ExprKind::Const)
          out_.program.instrs.push_back(Instr::bin_const(e.binop(), operand.bits(), side));
        else
          out_.program.instrs.push_back(Instr::bin_in(e.binop(), slot_of(operand), side));
        return;
      }
    }
  }

  Extent cur_mode_;
  std::span<const Extent> modes_;
  std::optional<uint32_t> cur_input_;
  Lowered out_;
};

}  // namespace

Lowered lower(const Expr& e, Extent cur_mode, std::span<const Extent> chain_modes, std::optional<uint32_t> cur_input) {
  return Lowerer(cur_mode, chain_modes, cur_input).run(e);
}

}  // namespace morph::fusion
