// The shared C-style printer: IR kernel -> source text of a C-like kernel language, one backend
// Dialect (morph/codegen/dialect.h) supplying the spellings. The printer owns SSA naming,
// indentation, structured control flow, mutable locals, the op loop and the prelude of exact
// helper functions (morph/codegen/prelude.h). Law L2: one operation per statement, in IR
// order; f32 constants as bit patterns; nothing a backend could contract or approximate.
//   std::string src = codegen::print(*kernel, *codegen::opencl_dialect());
//   std::string fn = codegen::kernel_symbol(*kernel);   // the entry point's name in `src`
//
// Naming in the printed source: SSA value %N -> vN; local i -> lI_<name>; shared array i ->
// shI_<name>; buffer/scalar parameter -> p_<name> (buffer element count: p_<name>_len).
#pragma once
#include <array>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "morph/codegen/dialect.h"
#include "morph/codegen/prelude.h"
#include "morph/ir/ir.h"

namespace morph::codegen {

/// Prints `k` (verified IR) as source in `dialect`. Throws InternalError for IR the verifier
/// would reject.
std::string print(const ir::Kernel& k, const Dialect& dialect);

/// The kernel entry point's identifier in printed source: "k_" + the IR name with every
/// character outside [A-Za-z0-9_] replaced by '_' (so it never collides with a built-in).
std::string kernel_symbol(const ir::Kernel& k);

class CStylePrinter {
 public:
  CStylePrinter(const ir::Kernel& k, const Dialect& d);
  /// The whole translation unit: header, needed prelude functions, kernel.
  std::string run();

  // ---- for dialect hooks ------------------------------------------------------------------
  const ir::Kernel& kernel() const { return k_; }
  const Dialect& dialect() const { return d_; }
  /// Appends one line at the current indentation.
  void line(const std::string& s);
  /// Marks a prelude function (and its dependencies) as needed.
  void require(Prelude p);
  /// Name of SSA value `id` in expressions: "vN", or the name set by set_value_name.
  std::string value(int32_t id) const {
    auto it = value_names_.find(id);
    return it != value_names_.end() ? it->second : "v" + std::to_string(id);
  }
  /// Makes value `id` a storage location declared by the dialect (e.g. "v7[morph_lane]" in a
  /// per-item array): operands read it and define() assigns it without declaring it.
  void set_value_name(int32_t id, std::string name) { value_names_[id] = std::move(name); }
  /// The left side defining value `id` of a LoadLanes: "type vN", or its name when the dialect
  /// named it (set_value_name).
  std::string lane_def(int32_t id) const;
  std::string param_name(size_t i) const { return param_names_.at(i); }
  std::string len_name(size_t i) const { return param_names_.at(i) + "_len"; }
  std::string local_name(uint32_t i) const { return local_names_.at(i); }
  /// Renames local `i` (e.g. to a per-item array element); the dialect then declares it.
  void set_local_name(uint32_t i, std::string name) { local_names_.at(i) = std::move(name); }
  std::string shared_name(uint32_t i) const { return shared_names_.at(i); }
  /// C type of SSA value `id`.
  std::string type_of(int32_t id) const { return d_.type(k_.value_types.at(id)); }
  /// `T vN = expr;` for the statement's result (`name = expr;` for a renamed value).
  void define(const ir::Stmt& s, const std::string& expr);
  /// Prints statements (and their nested blocks) at the current indentation.
  void block(const std::vector<ir::Stmt>& b);
  void stmt(const ir::Stmt& s);
  /// Changes the indentation by `delta` levels.
  void indent(int delta) { indent_ += delta; }
  /// The statement printed for a `break` that is not inside a loop printed by stmt() (a loop
  /// the dialect structures itself, see Dialect::kernel_body); default "break;". Each use
  /// sets outer_break_used().
  void set_outer_break(std::string s) {
    outer_break_ = std::move(s);
    outer_break_used_ = false;
  }
  bool outer_break_used() const { return outer_break_used_; }
  /// Stores to buffer `param` at index value `index_value` print as stores to the element `dst`
  /// (a C lvalue of the buffer's element type, e.g. a staging array the dialect copies out);
  /// loads from it at that index read the element `src` (e.g. through a pointer the dialect
  /// rebased). Other accesses of the buffer are unchanged. Cleared by clear_redirects().
  /// `converted`: the element is of the arithmetic type already (f32 for an f16 buffer, the
  /// dialect converting the chunk), so no storage conversion is printed.
  void redirect_stores(uint32_t param, int32_t index_value, std::string dst, bool converted = false) {
    store_redirects_[{param, index_value}] = {std::move(dst), converted};
  }
  void redirect_loads(uint32_t param, int32_t index_value, std::string src, bool converted = false) {
    load_redirects_[{param, index_value}] = {std::move(src), converted};
  }
  void clear_redirects() {
    store_redirects_.clear();
    load_redirects_.clear();
  }
  /// The statement defining value `id` prints `expr` (a C expression of its type) instead of its
  /// op's form — a dialect's cheaper equivalent, e.g. a division by a loop-invariant divisor.
  /// Cleared by clear_expr_overrides().
  void override_expr(int32_t id, std::string expr) { expr_overrides_[id] = std::move(expr); }
  void clear_expr_overrides() { expr_overrides_.clear(); }
  /// The statement defining value `id` (an integer) prints `(expr) + term`: `term` a zero the
  /// dialect's compiler cannot see through (cpp: a GCC workaround, see boolean_indices). Kept
  /// for the whole kernel.
  void add_term(int32_t id, std::string term) { terms_[id] = std::move(term); }
  /// Declarations every dialect's default kernel_body prints: shared arrays, the dialect's
  /// prologue, the locals (`T lN = 0;`).
  void default_declarations();

 private:
  std::string unary(const ir::Stmt& s);
  std::string cast(const ir::Stmt& s);
  std::string binary(const ir::Stmt& s);
  std::string constant(const ir::Stmt& s) const;
  /// `e` wrapped in morph_ftz when the dialect runs in flush mode.
  std::string ftz(const std::string& e);
  std::string load(const ir::Stmt& s);
  void store(const ir::Stmt& s);
  /// Element `index` (a C expression) of buffer `param` as its arithmetic type.
  std::string load_at(uint32_t param, const std::string& index);
  /// Element `src` (an lvalue of buffer `param`'s element type) as its arithmetic type.
  std::string load_from(uint32_t param, const std::string& src);
  /// The statement storing arithmetic value `v` to element `index` of buffer `param`.
  std::string store_at(uint32_t param, const std::string& index, const std::string& v);
  /// The statement storing arithmetic value `v` to `dst`, an element of buffer `param`'s type.
  std::string store_to(uint32_t param, const std::string& dst, const std::string& v);
  /// LoadLanes / StoreLanes: one wide access when the dialect has one, else one per lane.
  void lanes(const ir::Stmt& s);

  const ir::Kernel& k_;
  const Dialect& d_;
  std::ostringstream body_;
  int indent_ = 0;
  std::array<bool, static_cast<size_t>(Prelude::kCount)> need_{};
  std::vector<Prelude> order_;  // prelude functions in first-needed, dependencies-first order
  std::vector<std::string> param_names_, local_names_, shared_names_;
  std::map<int32_t, uint32_t> consts_;          // SSA id -> bits, for values defined by Const
  std::map<int32_t, std::string> value_names_;  // set_value_name
  // (param, index value) -> (element, converted)
  std::map<std::pair<uint32_t, int32_t>, std::pair<std::string, bool>> store_redirects_, load_redirects_;
  std::map<int32_t, std::string> expr_overrides_;  // override_expr
  std::map<int32_t, std::string> terms_;           // add_term
  // Values whose every use is an f32 add, sub, mul, div or fma (Dialect::f32_neg_operand)
  std::set<int32_t> arith_only_;
  int loop_depth_ = 0;  // loops printed by stmt() around the current one
  std::string outer_break_ = "break;";
  bool outer_break_used_ = false;
};

/// Identifier-safe form of a user name: [A-Za-z0-9_] kept, others -> '_'.
std::string sanitize(const std::string& name);

}  // namespace morph::codegen
