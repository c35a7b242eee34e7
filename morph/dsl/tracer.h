// The tracer: while a kernel's C++ body runs, symbolic operations append IR statements to the
// current block of the Tracer installed for this thread. Users never touch it directly; the
// handles in morph/dsl/val.h and the helpers in morph/dsl/control.h do.
//   Tracer t("vadd"); TraceScope s(t); ... t.kernel()
#pragma once
#include <cstdint>
#include <source_location>
#include <string>
#include <unordered_map>
#include <vector>

#include "morph/ir/ir.h"

namespace morph::dsl {

class Tracer {
 public:
  explicit Tracer(std::string name);

  ir::Kernel& kernel() { return k_; }
  /// Appends a statement to the current block; returns its result id (or -1).
  int32_t emit(ir::Op op, ir::Type type, int32_t a = -1, int32_t b = -1, int32_t c = -1, uint32_t imm = 0,
               std::source_location loc = {});
  /// Appends a LoadLanes (defining `lanes` new values of `type`, returned) or a StoreLanes of
  /// `stored` (returned) at buffer `param` from element `first`.
  std::vector<int32_t> emit_lanes(ir::Op op, ir::Type type, int32_t first, uint32_t param, std::vector<int32_t> stored,
                                  size_t lanes);
  /// Appends a statement that opens nested blocks and returns a reference to it.
  ir::Stmt& emit_block_stmt(ir::Op op, ir::Type type, int32_t a, int32_t b, int32_t c, std::source_location loc);
  int32_t new_value(ir::Type t);
  int32_t add_param(std::string name, ir::ParamKind kind, ir::Type type);
  uint32_t add_shared(std::string name, ir::Type type, uint32_t count);
  uint32_t add_local(std::string name, ir::Type type);

  /// The bit pattern of f32 value `id` when a Const statement defines it (nullptr otherwise):
  /// strength reductions that keep the bits (binop's x / 2^e -> x * 2^-e) look it up.
  const uint32_t* f32_const_bits(int32_t id) const;

  /// Distinct for every Tracer made in this process: symbolic values remember theirs (Val::trace).
  uint64_t serial() const { return serial_; }
  /// Throws the UserError for a value of another trace used in this one (Val::use).
  [[noreturn]] void foreign_value() const;

  void push_block(std::vector<ir::Stmt>* b) { blocks_.push_back(b); }
  void pop_block() { blocks_.pop_back(); }
  std::vector<ir::Stmt>& current_block() { return *blocks_.back(); }
  int loop_depth = 0;

 private:
  uint64_t serial_;
  ir::Kernel k_;
  std::unordered_map<int32_t, uint32_t> f32_consts_;
  std::vector<std::vector<ir::Stmt>*> blocks_;
};

/// The tracer of the kernel being traced on this thread; throws UserError when a symbolic
/// operation is used outside a kernel body.
Tracer& tracer();

/// Installs `t` as this thread's tracer for the scope's lifetime (nesting restores the outer).
class TraceScope {
 public:
  explicit TraceScope(Tracer& t);
  ~TraceScope();
  TraceScope(const TraceScope&) = delete;
  TraceScope& operator=(const TraceScope&) = delete;

 private:
  Tracer* prev_;
};

}  // namespace morph::dsl
