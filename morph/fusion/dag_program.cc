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

Extent DagProgram::domain() const {
  Extent d = Extent::Scalar;
  for (uint32_t o : outputs) d = join(d, instrs[o].extent);
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
  }
  return m;
}

void DagProgram::check() const {
  for (size_t i = 0; i < instrs.size(); ++i) {
    const DagInstr& ins = instrs[i];
    if (ins.op == DagOp::Load) MORPH_CHECK(ins.imm < inputs.size(), "slot ", i, " loads input ", ins.imm);
    if (ins.op == DagOp::Un || ins.op == DagOp::Bin) MORPH_CHECK(ins.a < i, "slot ", i, " reads slot ", ins.a);
    if (ins.op == DagOp::Bin) MORPH_CHECK(ins.b < i, "slot ", i, " reads slot ", ins.b);
  }
  for (uint32_t o : outputs) MORPH_CHECK(o < instrs.size(), "output slot ", o);
}

void DagProgram::hash_append(Hasher& h) const {
  h.add(std::string_view("DagProgram/1"));
  h.add(static_cast<uint64_t>(inputs.size()));
  for (Extent e : inputs) h.add(e);
  h.add(instrs);
  h.add(outputs);
}

std::string DagProgram::dump() const {
  std::ostringstream os;
  for (size_t i = 0; i < instrs.size(); ++i) {
    const DagInstr& ins = instrs[i];
    os << "s" << i << " = ";
    switch (ins.op) {
      case DagOp::Load: os << "load in" << ins.imm; break;
      case DagOp::Reduced: os << "reduced r" << ins.imm; break;
      case DagOp::Const: os << "const " << std::bit_cast<float>(ins.imm); break;
      case DagOp::Un: os << algebra::name(static_cast<algebra::UnOp>(ins.code)) << " s" << ins.a; break;
      case DagOp::Bin:
        os << algebra::name(static_cast<algebra::BinOp>(ins.code)) << " s" << ins.a << " s" << ins.b;
        break;
    }
    os << " : " << extent_name(ins.extent) << "\n";
  }
  os << "outputs:";
  for (uint32_t o : outputs) os << " s" << o;
  os << "\n";
  return os.str();
}

}  // namespace morph::fusion
