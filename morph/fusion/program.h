// The linear Program a Map region lowers to (DESIGN §4): a running value `acc`, loaded from
// input slot 0, then one instruction per op — Un(op), BinIn(op, slot), BinConst(op, bits) —
// each with the side of `acc` in a binary op (AccSide::Left: acc ⊕ operand; Right:
// operand ⊕ acc, so `1 - x` and `w / x` keep their operand order). It is what the Fuse builder
// records (and keys its plan memo by: Programs are hashable and comparable); it runs on the host
// as a plain C++ reference (reference_program, chain_reference.h); the device runs the chain's
// Graph (chain_graph.h).
//   Program p = lower(parse-or-build silu(cur * in1 + in2), ...).program;
//   //  acc = in0[i]; acc = mul(acc, in1[i % cols]); acc = add(acc, in2[i]); acc = silu(acc)
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "morph/algebra/expr.h"
#include "morph/base/hash.h"
#include "morph/fusion/chain.h"

namespace morph::fusion {

/// Where the running value sits in a binary instruction.
enum class AccSide : uint8_t { Left, Right };

struct Instr {
  enum class Kind : uint8_t { Un, BinIn, BinConst };
  Kind kind = Kind::Un;
  uint8_t op = 0;               // UnOp (Un) or BinOp (BinIn, BinConst)
  AccSide acc = AccSide::Left;  // binary: acc ⊕ operand (Left) or operand ⊕ acc (Right)
  uint32_t arg = 0;             // BinIn: input slot; BinConst: f32 bits

  static Instr un(UnOp o) { return {Kind::Un, static_cast<uint8_t>(o), AccSide::Left, 0}; }
  static Instr bin_in(BinOp o, uint32_t slot, AccSide s = AccSide::Left) {
    return {Kind::BinIn, static_cast<uint8_t>(o), s, slot};
  }
  static Instr bin_const(BinOp o, uint32_t bits, AccSide s = AccSide::Left) {
    return {Kind::BinConst, static_cast<uint8_t>(o), s, bits};
  }
  UnOp unop() const { return static_cast<UnOp>(op); }
  BinOp binop() const { return static_cast<BinOp>(op); }
  void hash_append(Hasher& h) const;
  /// "acc = silu(acc)", "acc = sub(in1[i % cols], acc)", "acc = mul(acc, 2)".
  std::string str(std::span<const Extent> modes) const;
  friend bool operator==(const Instr&, const Instr&) = default;
};

struct Program {
  std::vector<Extent> inputs;  // extent per slot; acc starts as in0 at its index
  std::vector<Instr> instrs;

  size_t size() const { return instrs.size(); }
  /// True when some input is indexed by row or column (the kernel then takes `cols`).
  bool uses_cols() const;
  void hash_append(Hasher& h) const;
  uint64_t hash() const;
  /// One line per instruction, starting with "acc = in0[i]".
  std::string str() const;
  friend bool operator==(const Program&, const Program&) = default;
};

/// Index text for a slot's mode: "i", "i % cols", "i / cols", "0".
std::string_view index_text(Extent m);

/// A Map expression lowered to a Program, with where each program slot comes from.
struct Lowered {
  Program program;
  /// Per program slot: the chain input it reads, or -1 for Cur (the region's running input).
  std::vector<int64_t> sources;
};

/// Lowers a Map expression to a linear Program. Cur is read with `cur_mode`; In(k) with
/// chain_modes[k]. When `cur_input` is set, Cur *is* chain input cur_input (the first region
/// of a chain) and shares its slot. Slots are numbered by first use (slot 0 = the start leaf).
/// The expression must be linear: every Bin has at least one leaf (Cur, In, Const) operand,
/// and the start of the spine is Cur or In. With two leaf operands the running value is Cur
/// when one of them is, else the left one unless it is a constant. Otherwise throws UserError saying which op has two
/// computed operands (such DAG expressions need the graph path, dag_map).
Lowered lower(const Expr& e, Extent cur_mode, std::span<const Extent> chain_modes,
              std::optional<uint32_t> cur_input = std::nullopt);

}  // namespace morph::fusion
