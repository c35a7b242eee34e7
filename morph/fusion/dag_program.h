// The slot-based program of one fused region (DESIGN §4): instruction i writes slot i; an
// instruction reads earlier slots, so fan-out is a slot read by several instructions and fan-in
// a binary op reading two slots. Inputs are indexed by their Extent; `Reduced(k)` reads the k-th
// reduced value of the current row (inside a fence kernel, morph/fusion/fence.h). Programs are
// hashable comptime values: one compiled kernel per distinct program.
//   DagProgram p; p.inputs = {Extent::Full, Extent::PerCol};
//   uint32_t x = p.load(0), w = p.load(1), y = p.bin(BinOp::Mul, p.un(UnOp::Silu, x), w);
//   p.outputs = {y};   std::vector<float> s = eval_slots<float>(p, load_fn, reduced_fn);
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/algebra/apply.h"
#include "morph/base/hash.h"
#include "morph/dsl/scalar.h"
#include "morph/fusion/graph.h"
#include "morph/ir/type.h"

namespace morph::fusion {

enum class DagOp : uint8_t { Load, Reduced, Const, Un, Bin, Ter };

struct DagInstr {
  DagOp op = DagOp::Const;
  uint8_t code = 0;                // UnOp / BinOp / TerOp
  Extent extent = Extent::Scalar;  // the extent of this slot's value
  uint32_t a = 0, b = 0, c = 0;    // operand slots (Un: a; Bin: a, b; Ter: a, b, c)
  uint32_t imm = 0;                // Load: input index; Reduced: stage index; Const: f32 bits
  void hash_append(Hasher& h) const;
};

struct DagProgram {
  std::vector<Extent> inputs;     // input k is indexed by inputs[k]
  std::vector<DagInstr> instrs;   // slot i = instrs[i]
  std::vector<uint32_t> outputs;  // slots written to the outputs, in order
  // Storage: input k's element type in_types[k] (loads widen exactly to f32) and the domain rows
  // it reads through in_rows[k] (morph/fusion/extent.h RowMap); output k's element type
  // out_types[k] (the store rounds to nearest even). Missing entries: f32 / the identity.
  std::vector<ir::Type> in_types, out_types;
  std::vector<RowMap> in_rows;
  // Output k is stored over out_extents[k] (default: its slot's extent); a wider extent writes
  // the slot's value at every element it spans (a broadcast output, e.g. a chain whose inputs
  // are all vectors but whose output is [rows, cols]).
  std::vector<Extent> out_extents;
  Extent out_extent(size_t k) const { return k < out_extents.size() ? out_extents[k] : instrs[outputs[k]].extent; }
  ir::Type in_type(size_t k) const { return k < in_types.size() ? in_types[k] : ir::Type::F32; }
  ir::Type out_type(size_t k) const { return k < out_types.size() ? out_types[k] : ir::Type::F32; }
  const RowMap& in_row(size_t k) const;
  /// Elements input k needs over a [rows, cols] domain (its extent and RowMap).
  uint64_t input_numel(size_t k, uint64_t rows, uint64_t cols) const;

  uint32_t load(uint32_t input);
  uint32_t reduced(uint32_t stage);
  uint32_t constant_bits(uint32_t bits);
  uint32_t un(algebra::UnOp op, uint32_t a);
  uint32_t bin(algebra::BinOp op, uint32_t a, uint32_t b);
  uint32_t ter(algebra::TerOp op, uint32_t a, uint32_t b, uint32_t c);

  /// The extent covering every output (the domain a dag_map launch iterates).
  Extent domain() const;
  /// mask[i] = slot i is needed (transitively) by one of `roots`.
  std::vector<bool> cone(const std::vector<uint32_t>& roots) const;
  /// Throws InternalError on a malformed program (operand after its reader, bad input index).
  void check() const;
  void hash_append(Hasher& h) const;
  std::string dump() const;
};

/// Evaluates instruction `ins` given earlier slots, for F = float (host) or dsl::Val<float>
/// (traced). `load(k)` yields input k at the current element, `reduced(k)` the k-th reduced value.
template <class F, class LoadFn, class ReducedFn>
F eval_instr(const DagInstr& ins, const std::vector<F>& slots, LoadFn& load, ReducedFn& reduced) {
  switch (ins.op) {
    case DagOp::Load: return load(ins.imm);
    case DagOp::Reduced: return reduced(ins.imm);
    case DagOp::Const: return dsl::f32c<F>(ins.imm);
    case DagOp::Un: return algebra::apply(static_cast<algebra::UnOp>(ins.code), slots[ins.a]);
    case DagOp::Bin: return algebra::apply(static_cast<algebra::BinOp>(ins.code), slots[ins.a], slots[ins.b]);
    case DagOp::Ter:
      return algebra::apply(static_cast<algebra::TerOp>(ins.code), slots[ins.a], slots[ins.b], slots[ins.c]);
  }
  return slots[0];
}

/// Evaluates the slots with mask[i] set (in order) into `slots` (sized to the program).
template <class F, class LoadFn, class ReducedFn>
void eval_masked(const DagProgram& p, const std::vector<bool>& mask, std::vector<F>& slots, LoadFn& load,
                 ReducedFn& reduced) {
  for (size_t i = 0; i < p.instrs.size(); ++i)
    if (mask[i]) slots[i] = eval_instr<F>(p.instrs[i], slots, load, reduced);
}

}  // namespace morph::fusion
