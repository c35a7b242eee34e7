#include "morph/fusion/dag_program.h"

#include <bit>
#include <sstream>

#include "morph/base/error.h"

namespace morph::fusion {

void DagInstr::hash_append(Hasher& h) const {
  h.add(op);
  h.add(code);
  h.add(extent);
  h.add(a);
  h.add(b);
  h.add(imm);
  if (op == DagOp::Ter) h.add(c);  // only here, so that programs without one keep their hashes
}

uint32_t DagProgram::load(uint32_t input) {
  MORPH_CHECK(input < inputs.size(), "load of input ", input);
  DagInstr i;
  i.op = DagOp::Load;
  i.imm = input;
  i.extent = inputs[input];
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

uint32_t DagProgram::reduced(uint32_t stage) {
  DagInstr i;
  i.op = DagOp::Reduced;
  i.imm = stage;
  i.extent = Extent::PerRow;
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

uint32_t DagProgram::constant_bits(uint32_t bits) {
  DagInstr i;
  i.op = DagOp::Const;
  i.imm = bits;
  i.extent = Extent::Scalar;
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

uint32_t DagProgram::un(algebra::UnOp op, uint32_t a) {
  MORPH_CHECK(a < instrs.size());
  DagInstr i;
  i.op = DagOp::Un;
  i.code = static_cast<uint8_t>(op);
  i.a = a;
  i.extent = instrs[a].extent;
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

uint32_t DagProgram::bin(algebra::BinOp op, uint32_t a, uint32_t b) {
  MORPH_CHECK(a < instrs.size() && b < instrs.size());
  DagInstr i;
  i.op = DagOp::Bin;
  i.code = static_cast<uint8_t>(op);
  i.a = a;
  i.b = b;
  i.extent = join(instrs[a].extent, instrs[b].extent);
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

uint32_t DagProgram::ter(algebra::TerOp op, uint32_t a, uint32_t b, uint32_t c) {
  MORPH_CHECK(a < instrs.size() && b < instrs.size() && c < instrs.size());
  DagInstr i;
  i.op = DagOp::Ter;
  i.code = static_cast<uint8_t>(op);
  i.a = a;
  i.b = b;
  i.c = c;
  i.extent = join(join(instrs[a].extent, instrs[b].extent), instrs[c].extent);
  instrs.push_back(i);
  return static_cast<uint32_t>(instrs.size() - 1);
}

Extent DagProgram::domain() const {
  Extent d = Extent::Scalar;
  for (size_t k = 0; k < outputs.size(); ++k) d = join(d, out_extent(k));
  return d;
}

std::vector<bool> DagProgram::cone(const std::vector<uint32_t>& roots) const {
  std::vector<bool> m(instrs.size(), false);
  for (uint32_t r : roots) m[r] = true;
  for (size_t i = instrs.size(); i-- > 0;) {
    if (!m[i]) continue;
    const DagInstr& ins = instrs[i];
    if (ins.op == DagOp::Un) m[ins.a] = true;
    if (ins.op == DagOp::Bin) m[ins.a] = m[ins.b] = true;
    if (ins.op == DagOp::Ter) m[ins.a] = m[ins.b] = m[ins.c] = true;
  }
  return m;
}

void DagProgram::check() const {
  for (size_t i = 0; i < instrs.size(); ++i) {
    const DagInstr& ins = instrs[i];
    if (ins.op == DagOp::Load) MORPH_CHECK(ins.imm < inputs.size(), "slot ", i, " loads input ", ins.imm);
    if (ins.op == DagOp::Un || ins.op == DagOp::Bin || ins.op == DagOp::Ter)
      MORPH_CHECK(ins.a < i, "slot ", i, " reads slot ", ins.a);
    if (ins.op == DagOp::Bin || ins.op == DagOp::Ter) MORPH_CHECK(ins.b < i, "slot ", i, " reads slot ", ins.b);
    if (ins.op == DagOp::Ter) MORPH_CHECK(ins.c < i, "slot ", i, " reads slot ", ins.c);
  }
  for (uint32_t o : outputs) MORPH_CHECK(o < instrs.size(), "output slot ", o);
  for (size_t k = 0; k < outputs.size() && k < out_extents.size(); ++k)
    MORPH_CHECK(join(out_extents[k], instrs[outputs[k]].extent) == out_extents[k], "output ", k, " stored over ",
                extent_name(out_extents[k]), " narrower than its slot's ", extent_name(instrs[outputs[k]].extent));
}

const RowMap& DagProgram::in_row(size_t k) const {
  static const RowMap identity;
  return k < in_rows.size() ? in_rows[k] : identity;
}

uint64_t DagProgram::input_numel(size_t k, uint64_t rows, uint64_t cols) const {
  const RowMap& m = in_row(k);
  return extent_numel(inputs[k], m.identity() ? rows : m.rows, cols);
}

void DagProgram::hash_append(Hasher& h) const {
  h.add(std::string_view("DagProgram/1"));
  h.add(static_cast<uint64_t>(inputs.size()));
  for (Extent e : inputs) h.add(e);
  h.add(instrs);
  h.add(outputs);
  // Storage types and row maps only when some differ from f32 / the identity (so that the
  // programs of f32 graphs keep their hashes).
  bool plain = true;
  for (size_t k = 0; k < inputs.size(); ++k) plain = plain && in_type(k) == ir::Type::F32 && in_row(k).identity();
  for (size_t k = 0; k < outputs.size(); ++k)
    plain = plain && out_type(k) == ir::Type::F32 && out_extent(k) == instrs[outputs[k]].extent;
  if (plain) return;
  h.add(std::string_view("storage"));
  for (size_t k = 0; k < inputs.size(); ++k) {
    h.add(in_type(k));
    in_row(k).hash_append(h);
  }
  for (size_t k = 0; k < outputs.size(); ++k) {
    h.add(out_type(k));
    h.add(out_extent(k));
  }
}

std::string DagProgram::dump() const {
  std::ostringstream os;
  for (size_t i = 0; i < instrs.size(); ++i) {
    const DagInstr& ins = instrs[i];
    os << "s" << i << " = ";
    switch (ins.op) {
      case DagOp::Load:
        os << "load in" << ins.imm;
        if (in_type(ins.imm) != ir::Type::F32) os << " " << ir::type_name(in_type(ins.imm));
        if (!in_row(ins.imm).identity()) os << " row " << in_row(ins.imm).str();
        break;
      case DagOp::Reduced: os << "reduced r" << ins.imm; break;
      case DagOp::Const: os << "const " << std::bit_cast<float>(ins.imm); break;
      case DagOp::Un: os << algebra::name(static_cast<algebra::UnOp>(ins.code)) << " s" << ins.a; break;
      case DagOp::Bin:
        os << algebra::name(static_cast<algebra::BinOp>(ins.code)) << " s" << ins.a << " s" << ins.b;
        break;
      case DagOp::Ter:
        os << algebra::name(static_cast<algebra::TerOp>(ins.code)) << " s" << ins.a << " s" << ins.b << " s" << ins.c;
        break;
    }
    os << " : " << extent_name(ins.extent) << "\n";
  }
  os << "outputs:";
  for (size_t k = 0; k < outputs.size(); ++k)
    os << " s" << outputs[k] << (out_type(k) == ir::Type::F32 ? "" : str_cat(" as ", ir::type_name(out_type(k))))
       << (out_extent(k) == instrs[outputs[k]].extent ? "" : str_cat(" over ", extent_name(out_extent(k))));
  os << "\n";
  return os.str();
}

}  // namespace morph::fusion
