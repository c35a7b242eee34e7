#include "morph/ir/verify.h"

#include <algorithm>
#include <string>
#include <vector>

#include "morph/base/error.h"
#include "morph/ir/island.h"

namespace morph::ir {
namespace {

// Uniformity: a value is workgroup-uniform when every item of a workgroup computes the same
// value. Seeds of non-uniformity: global/local ids, shuffles, loads at non-uniform indices,
// locals written with non-uniform values or under non-uniform control flow.
class Verifier {
 public:
  explicit Verifier(const Kernel& k) : k_(k) {}

  void run() {
    // Locals' uniformity is a fixed point: iterate until no local becomes non-uniform, then run
    // once more with the barrier/shuffle checks on the converged uniformity.
    var_varying_.assign(k_.locals.size(), false);
    for (int iter = 0; iter < 64; ++iter) {
      std::vector<bool> before = var_varying_;
      pass(/*check_barriers=*/false);
      if (var_varying_ == before) break;
    }
    pass(/*check_barriers=*/true);
  }

 private:
  void pass(bool check_barriers) {
    uniform_.assign(k_.value_types.size(), true);
    defined_.assign(k_.value_types.size(), false);
    declared_.assign(k_.locals.size(), false);
    ended_.assign(k_.locals.size(), false);
    check_barriers_ = check_barriers;
    block(k_.body, /*varying_cf=*/false, /*loop_depth=*/0);
  }

  [[noreturn]] void fail(const Stmt& s, const std::string& what) {
    std::string where = str_cat("kernel '", k_.name, "': at `", dump_stmt(k_, s), "`");
    if (s.loc.file) where += str_cat(" (", s.loc.file, ":", s.loc.line, ")");
    throw UserError(str_cat(where, ": ", what));
  }

  Type use(const Stmt& s, int idx) {
    int32_t id = s.args[idx];
    if (id < 0 || id >= static_cast<int32_t>(k_.value_types.size()))
      fail(s, str_cat("operand ", idx, " is missing or not a value (id ", id, ")"));
    if (!defined_[id])
      fail(s, str_cat("%", id,
                      " is used before its definition or outside the block that defines it; "
                      "define it first or carry it through a mutable local"));
    return k_.value_types[id];
  }

  bool uni(const Stmt& s, int idx) { return uniform_[s.args[idx]]; }

  void define(const Stmt& s, bool uniform) {
    if (s.result < 0 || s.result >= static_cast<int32_t>(k_.value_types.size()))
      fail(s, "statement defines no valid value id");
    if (defined_[s.result]) fail(s, str_cat("%", s.result, " is defined twice"));
    if (k_.value_types[s.result] != s.type)
      fail(s, str_cat("value table says %", s.result, " is ", type_name(k_.value_types[s.result]),
                      " but the statement produces ", type_name(s.type)));
    defined_[s.result] = true;
    uniform_[s.result] = uniform;
  }

  void expect(const Stmt& s, bool ok, const std::string& what) {
    if (!ok) fail(s, what);
  }

  void scoped(const std::vector<Stmt>& b, bool varying_cf, int loop_depth) {
    // Values defined and locals declared inside a nested block are not visible after it.
    std::vector<bool> saved = defined_, declared = declared_;
    block(b, varying_cf, loop_depth);
    defined_ = saved;
    end_scope(declared);
  }
  // Leaves a block: the locals it declared go out of scope (declared_ back to `before`).
  void end_scope(const std::vector<bool>& before) {
    for (size_t l = 0; l < declared_.size(); ++l)
      if (declared_[l] && !before[l]) ended_[l] = true;
    declared_ = before;
  }
  std::string undeclared(uint32_t l, const char* use) const {
    return ended_[l] ? str_cat("local '", k_.locals[l].name, "' is ", use,
                               " after the block that declares it ended (declare it before the If/For/While)")
                     : str_cat("local '", k_.locals[l].name, "' is ", use, " before it is declared");
  }

  // Does this block contain a `break` that belongs to the enclosing loop under non-uniform control?
  bool has_varying_break(const std::vector<Stmt>& b, bool varying_cf) {
    for (const Stmt& s : b) {
      if (s.op == Op::Break && varying_cf) return true;
      if (s.op == Op::If) {
        bool v = varying_cf || !uniform_[s.args[0]];
        if (has_varying_break(s.body, v) || has_varying_break(s.else_body, v)) return true;
      }
    }
    return false;
  }

  // A loop body. A `break` under non-uniform control makes the rest of the loop non-uniform
  // (items leave at different trips); whether a break's condition is uniform is known only once
  // the body's values have been analysed, so such a body is analysed a second time as
  // non-uniform (with the definitions and declarations it made undone first).
  void loop_body(const Stmt& s, bool varying, int loop_depth) {
    std::vector<bool> defined = defined_, declared = declared_;
    if (s.op == Op::For) uniform_[s.result] = !varying;
    block(s.body, varying, loop_depth + 1);
    if (!varying && has_varying_break(s.body, false)) {
      defined_ = std::move(defined);
      declared_ = std::move(declared);
      if (s.op == Op::For) uniform_[s.result] = false;
      block(s.body, true, loop_depth + 1);
    }
  }

  void block(const std::vector<Stmt>& b, bool varying_cf, int loop_depth) {
    for (const Stmt& s : b) stmt(s, varying_cf, loop_depth);
  }

  void stmt(const Stmt& s, bool varying_cf, int loop_depth) {
    if (!arm_.empty()) check_arm_stmt(s);
    const int arity = op_arity(s.op);
    Type a = arity > 0 && s.op != Op::While ? use(s, 0) : Type::Void;
    Type b = arity > 1 ? use(s, 1) : Type::Void;
    Type c = arity > 2 ? use(s, 2) : Type::Void;
    switch (s.op) {
      case Op::Const:
        expect(s, is_arith(s.type), "constants must be bool, i32, u32 or f32");
        define(s, true);
        break;
      case Op::Param:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Scalar,
               "param must name a scalar parameter");
        expect(s, s.type == k_.params[s.imm].type, "param type differs from the parameter's type");
        define(s, true);
        break;
      case Op::Builtin: {
        expect(s, s.imm < 6 * 4 && s.imm % 4 < 3, "unknown builtin");
        expect(s, s.type == Type::U32, "builtins are u32");
        auto kind = static_cast<BuiltinKind>(s.imm / 4);
        define(s, !(kind == BuiltinKind::GlobalId || kind == BuiltinKind::LocalId));
        break;
      }
      case Op::BufferLen:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               "buffer_len must name a buffer parameter");
        expect(s, s.type == Type::U32, "buffer_len is u32");
        define(s, true);
        break;
      case Op::Neg:
      case Op::Abs:
        expect(s, a == Type::F32 || a == Type::I32, str_cat(op_name(s.op), " takes f32 or i32, got ", type_name(a)));
        expect(s, s.type == a, "result type must equal the operand type");
        expect(s, s.imm == 0 || (s.op == Op::Neg && a == Type::F32 && s.imm == 1),
               str_cat(op_name(s.op), "'s imm is 0, or 1 (proven normal) for an f32 neg; got ", s.imm));
        define(s, uni(s, 0));
        break;
      case Op::Not:
        expect(s, a == Type::Bool || is_int(a), str_cat("not takes bool, i32 or u32, got ", type_name(a)));
        expect(s, s.type == a, "result type must equal the operand type");
        define(s, uni(s, 0));
        break;
      case Op::Floor:
      case Op::Rint:
      case Op::Trunc:
      case Op::Sqrt:
        expect(s, a == Type::F32 && s.type == Type::F32,
               str_cat(op_name(s.op), " takes and returns f32, got ", type_name(a)));
        define(s, uni(s, 0));
        break;
      case Op::Cast:
        expect(s, is_arith(a) && is_arith(s.type),
               str_cat("cast is between arithmetic types, got ", type_name(a), " -> ", type_name(s.type)));
        define(s, uni(s, 0));
        break;
      case Op::Bitcast:
        expect(s, (a == Type::F32 || is_int(a)) && (s.type == Type::F32 || is_int(s.type)),
               str_cat("bitcast is between f32, i32 and u32, got ", type_name(a), " -> ", type_name(s.type)));
        define(s, uni(s, 0));
        break;
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::Div:
      case Op::Min:
      case Op::Max:
        expect(s, a == b,
               str_cat(op_name(s.op), " operands differ in type: ", type_name(a), " and ", type_name(b),
                       "; insert a cast"));
        expect(s, a == Type::F32 || is_int(a), str_cat(op_name(s.op), " takes f32, i32 or u32, got ", type_name(a)));
        expect(s, s.type == a, "result type must equal the operand type");
        define(s, uni(s, 0) && uni(s, 1));
        break;
      case Op::Rem:
      case Op::Shl:
      case Op::Shr:
        expect(s, a == b && is_int(a),
               str_cat(op_name(s.op), " takes two i32 or two u32, got ", type_name(a), " and ", type_name(b)));
        expect(s, s.type == a, "result type must equal the operand type");
        define(s, uni(s, 0) && uni(s, 1));
        break;
      case Op::And:
      case Op::Or:
      case Op::Xor:
        expect(s, a == b && (a == Type::Bool || is_int(a)),
               str_cat(op_name(s.op), " takes two bool, i32 or u32 of one type, got ", type_name(a), " and ",
                       type_name(b)));
        expect(s, s.type == a, "result type must equal the operand type");
        define(s, uni(s, 0) && uni(s, 1));
        break;
      case Op::Eq:
      case Op::Ne:
      case Op::Lt:
      case Op::Le:
      case Op::Gt:
      case Op::Ge:
        expect(s, a == b,
               str_cat("comparison operands differ in type: ", type_name(a), " and ", type_name(b), "; insert a cast"));
        expect(s, a == Type::F32 || is_int(a) || (a == Type::Bool && (s.op == Op::Eq || s.op == Op::Ne)),
               str_cat(op_name(s.op), " takes f32, i32 or u32 operands, got ", type_name(a),
                       " (bool has only eq and ne)"));
        expect(s, s.type == Type::Bool, "comparisons return bool");
        expect(s, s.imm == 0 || (a == Type::F32 && s.imm == 1),
               str_cat("a comparison's imm is 0, or 1 (proven normal) for f32 operands; got ", s.imm));
        define(s, uni(s, 0) && uni(s, 1));
        break;
      case Op::Select:
        expect(s, a == Type::Bool, str_cat("select condition must be bool, got ", type_name(a)));
        expect(s, b == c && s.type == b, str_cat("select arms differ in type: ", type_name(b), " and ", type_name(c)));
        define(s, uni(s, 0) && uni(s, 1) && uni(s, 2));
        break;
      case Op::Fma:
        expect(s, a == Type::F32 && b == Type::F32 && c == Type::F32 && s.type == Type::F32,
               str_cat("fma takes three f32 and returns f32, got ", type_name(a), ", ", type_name(b), ", ",
                       type_name(c), " -> ", type_name(s.type)));
        expect(s, s.imm <= 1, str_cat("fma's imm is 0 or 1 (proven normal), got ", s.imm));
        define(s, uni(s, 0) && uni(s, 1) && uni(s, 2));
        break;
      case Op::HalfToFloat: {
        expect(s, a == Type::U32 && s.type == Type::F32,
               str_cat("half_to_float takes u32 and returns f32, got ", type_name(a), " -> ", type_name(s.type)));
        expect_in_target_arm(s);
        define(s, uni(s, 0));
        break;
      }
      case Op::Dp4a:
      case Op::BytePerm: {
        const Type t = s.op == Op::Dp4a ? Type::I32 : Type::U32;
        const std::string name(op_name(s.op));
        expect(s, a == t && b == t && c == t && s.type == t,
               str_cat(name, " takes three ", type_name(t), " and returns ", type_name(t), ", got ", type_name(a), ", ",
                       type_name(b), ", ", type_name(c), " -> ", type_name(s.type)));
        expect_in_target_arm(s);
        define(s, uni(s, 0) && uni(s, 1) && uni(s, 2));
        break;
      }
      case Op::Island: {
        expect(s, arm_.empty(), "islands do not nest");
        expect(s, is_arith(s.type) && s.result >= 0, "an island defines one value of an arithmetic type");
        expect(s, !s.arms.empty() && s.arms[0].target == kDefaultArm,
               "an island's first arm must be its normative \"default\" arm");
        bool uniform = true;
        for (size_t i = 0; i < s.arms.size(); ++i) {
          const IslandArm& arm = s.arms[i];
          expect(s, !arm.target.empty(), "island arm with an empty target name");
          for (size_t j = 0; j < i; ++j)
            expect(s, s.arms[j].target != arm.target, str_cat("island arm '", arm.target, "' appears twice"));
          std::vector<bool> saved = defined_;
          arm_ = arm.target;
          block(arm.body, varying_cf, loop_depth);
          arm_.clear();
          const int32_t v = arm.value;
          if (v < 0 || v >= static_cast<int32_t>(k_.value_types.size()) || !defined_[v])
            fail(s, str_cat("island arm '", arm.target, "' yields %", v, ", which is not defined in or before it"));
          expect(s, k_.value_types[v] == s.type,
                 str_cat("island arm '", arm.target, "' yields ", type_name(k_.value_types[v]), " but the island is ",
                         type_name(s.type)));
          uniform = uniform && uniform_[v];
          defined_ = saved;
        }
        define(s, uniform);
        break;
      }
      case Op::Load:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               "load must name a buffer parameter");
        expect(s, is_int(a), str_cat("buffer index must be i32 or u32, got ", type_name(a)));
        expect(s, s.type == arith_of(k_.params[s.imm].type),
               "load type must be the arithmetic type of the buffer's element type");
        define(s, uni(s, 0));
        break;
      case Op::Prefetch:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               "prefetch must name a buffer parameter");
        expect(s, a == Type::U32, str_cat("prefetch index must be u32, got ", type_name(a)));
        expect(s, s.type == Type::Void, "prefetch has no value");
        break;
      case Op::LoadByte:
      case Op::LoadHalf: {
        const std::string what(op_name(s.op));
        const std::string unit = s.op == Op::LoadByte ? "byte" : "halfword";
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               what + " must name a buffer parameter");
        expect(s, k_.params[s.imm].type == Type::U32, what + " reads a buffer of u32 words");
        expect(s, a == Type::U32 && b == Type::U32 && s.type == Type::U32,
               str_cat(what, " takes a u32 word and a u32 ", unit, " offset and returns u32, got ", type_name(a), ", ",
                       type_name(b), " -> ", type_name(s.type)));
        expect_in_target_arm(s);
        define(s, uni(s, 0) && uni(s, 1));
        break;
      }
      case Op::Store:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               "store must name a buffer parameter");
        expect(s, is_int(a), str_cat("buffer index must be i32 or u32, got ", type_name(a)));
        expect(s, b == arith_of(k_.params[s.imm].type),
               str_cat("storing ", type_name(b), " into buffer '", k_.params[s.imm].name, "' of ",
                       type_name(k_.params[s.imm].type), "; cast the value to ",
                       type_name(arith_of(k_.params[s.imm].type))));
        break;
      case Op::AtomicAdd:
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               "atomic_add must name a buffer parameter");
        expect(s, k_.params[s.imm].type == Type::U32,
               str_cat("atomic_add works on a buffer of u32, not '", k_.params[s.imm].name, "' of ",
                       type_name(k_.params[s.imm].type), " (no floating-point atomics: DESIGN L3)"));
        expect(s, a == Type::U32 && b == Type::U32 && s.type == Type::U32,
               str_cat("atomic_add takes a u32 index and a u32 value and returns u32, got ", type_name(a), ", ",
                       type_name(b), " -> ", type_name(s.type)));
        define(s, false);  // which item gets which old value is the device's choice
        break;
      case Op::FenceDevice: expect(s, s.type == Type::Void, "fence_device has no value"); break;
      case Op::LoadLanes:
      case Op::StoreLanes: {
        const bool load = s.op == Op::LoadLanes;
        expect(s, s.imm < k_.params.size() && k_.params[s.imm].kind == ParamKind::Buffer,
               str_cat(op_name(s.op), " must name a buffer parameter"));
        expect(s, !coherent_buffer(k_, s.imm),
               str_cat(op_name(s.op), " on buffer '", k_.params[s.imm].name,
                       "', which this kernel writes and fences (fence_device): such a buffer is accessed "
                       "coherently, one element at a time; use load / store"));
        expect(s, is_int(a), str_cat("buffer index must be i32 or u32, got ", type_name(a)));
        const Type elem = k_.params[s.imm].type;
        const size_t n = s.lanes.size(), bytes = n * byte_size(elem);
        expect(s, n >= 2 && (n & (n - 1)) == 0 && (bytes == 8 || bytes == 16),
               str_cat(op_name(s.op), " of ", n, " lanes of ", type_name(elem), " (", bytes,
                       " bytes); lanes are a power of two >= 2 covering 8 or 16 bytes"));
        expect(s, s.type == arith_of(elem), "lane type must be the arithmetic type of the buffer's element type");
        for (size_t j = 0; j < n; ++j) {
          const int32_t id = s.lanes[j];
          if (id < 0 || id >= static_cast<int32_t>(k_.value_types.size()))
            fail(s, str_cat("lane ", j, " is not a value (id ", id, ")"));
          if (load) {
            if (defined_[id]) fail(s, str_cat("%", id, " is defined twice"));
            expect(s, k_.value_types[id] == s.type,
                   str_cat("value table says lane %", id, " is ", type_name(k_.value_types[id])));
            defined_[id] = true;
            uniform_[id] = uni(s, 0);
          } else {
            if (!defined_[id]) fail(s, str_cat("%", id, " (lane ", j, ") is used before its definition"));
            expect(s, k_.value_types[id] == s.type,
                   str_cat("storing lane ", j, " of ", type_name(k_.value_types[id]), " into buffer '",
                           k_.params[s.imm].name, "' of ", type_name(elem)));
          }
        }
        break;
      }
      case Op::SharedLoad:
        expect(s, s.imm < k_.shared.size(), "shared_load must name a shared array");
        expect(s, is_int(a), str_cat("shared index must be i32 or u32, got ", type_name(a)));
        expect(s, s.type == k_.shared[s.imm].type, "shared_load type must be the array's type");
        define(s, uni(s, 0));
        break;
      case Op::SharedStore:
        expect(s, s.imm < k_.shared.size(), "shared_store must name a shared array");
        expect(s, is_int(a), str_cat("shared index must be i32 or u32, got ", type_name(a)));
        expect(s, b == k_.shared[s.imm].type,
               str_cat("storing ", type_name(b), " into shared array '", k_.shared[s.imm].name, "' of ",
                       type_name(k_.shared[s.imm].type)));
        break;
      case Op::DeclVar:
        expect(s, s.imm < k_.locals.size(), "var must name a local");
        expect(s, a == k_.locals[s.imm].type,
               str_cat("initial value is ", type_name(a), " but local '", k_.locals[s.imm].name, "' is ",
                       type_name(k_.locals[s.imm].type)));
        expect(s, !declared_[s.imm], str_cat("local '", k_.locals[s.imm].name, "' is declared twice"));
        declared_[s.imm] = true;
        if (varying_cf || !uni(s, 0)) var_varying_[s.imm] = true;
        break;
      case Op::ReadVar:
        expect(s, s.imm < k_.locals.size(), "read must name a local");
        expect(s, declared_[s.imm], undeclared(s.imm, "read"));
        expect(s, s.type == k_.locals[s.imm].type, "read type must be the local's type");
        define(s, !var_varying_[s.imm]);
        break;
      case Op::WriteVar:
        expect(s, s.imm < k_.locals.size(), "write must name a local");
        expect(s, declared_[s.imm], undeclared(s.imm, "written"));
        expect(s, a == k_.locals[s.imm].type,
               str_cat("writing ", type_name(a), " into local '", k_.locals[s.imm].name, "' of ",
                       type_name(k_.locals[s.imm].type)));
        if (varying_cf || !uni(s, 0)) var_varying_[s.imm] = true;
        break;
      case Op::If: {
        expect(s, a == Type::Bool, str_cat("if condition must be bool, got ", type_name(a)));
        bool v = varying_cf || !uni(s, 0);
        scoped(s.body, v, loop_depth);
        scoped(s.else_body, v, loop_depth);
        break;
      }
      case Op::For: {
        expect(s, is_int(a) && a == b && a == c,
               str_cat("for bounds and step must be one integer type, got ", type_name(a), ", ", type_name(b), ", ",
                       type_name(c)));
        expect(s, s.type == a, "induction type must be the bounds' type");
        expect(s, s.imm <= 1, str_cat("for's unroll hint (imm) must be 0 or 1, got ", s.imm));
        bool v = varying_cf || !uni(s, 0) || !uni(s, 1) || !uni(s, 2);
        std::vector<bool> saved = defined_, declared = declared_;
        define(s, !v);
        loop_body(s, v, loop_depth);
        defined_ = saved;
        end_scope(declared);
        break;
      }
      case Op::While: {
        std::vector<bool> saved = defined_, declared = declared_;
        // The condition may depend on locals written in the body: analyse it after the body's
        // effect on locals is known (the outer fixed point handles that).
        block(s.cond_body, varying_cf, loop_depth);
        Type ct = use(s, 0);
        expect(s, ct == Type::Bool, str_cat("while condition must be bool, got ", type_name(ct)));
        bool v = varying_cf || !uni(s, 0);
        loop_body(s, v, loop_depth);
        defined_ = saved;
        end_scope(declared);
        break;
      }
      case Op::Break: expect(s, loop_depth > 0, "break outside a for/while loop"); break;
      case Op::Barrier:
        if (check_barriers_ && varying_cf)
          fail(s,
               "barrier in non-uniform control flow: every item of the workgroup must reach it. "
               "Move the barrier out of branches and loops whose condition or bounds depend on "
               "global_id/local_id, loads at per-item indices or such locals");
        break;
      case Op::Shuffle:
      case Op::ShuffleXor:
        expect(s, b == Type::U32, str_cat(op_name(s.op), " lane operand must be u32, got ", type_name(b)));
        expect(s, a == Type::F32 || is_int(a),
               str_cat(op_name(s.op), " value must be f32, i32 or u32, got ", type_name(a)));
        expect(s, s.type == a, "result type must equal the value type");
        if (check_barriers_ && varying_cf)
          fail(s, str_cat(op_name(s.op),
                          " in non-uniform control flow: all 32 lanes of each logical "
                          "subgroup must take part. Compute the shuffle unconditionally and select the result "
                          "inside the branch instead"));
        define(s, false);
        break;
    }
  }

  // A target intrinsic (dp4a, byte_perm, half_to_float) stands only inside an island arm for a
  // target that prints it.
  void expect_in_target_arm(const Stmt& s) {
    const std::string name(op_name(s.op));
    std::vector<std::string> ok = intrinsic_targets(s.op);
    expect(s, !arm_.empty() && std::find(ok.begin(), ok.end(), arm_) != ok.end(),
           str_cat(name, " is a target intrinsic: use it only inside an island arm for ",
                   ok.empty() ? std::string("?") : ok[0], " (dsl::", name, " builds that island)"));
  }

  // Island arms are pure straight-line code (morph/ir/island.h).
  void check_arm_stmt(const Stmt& s) {
    switch (s.op) {
      case Op::Store:
      case Op::StoreLanes:
      case Op::Prefetch:
      case Op::AtomicAdd:
      case Op::FenceDevice:
      case Op::SharedStore:
      case Op::DeclVar:
      case Op::WriteVar:
      case Op::ReadVar:
      case Op::If:
      case Op::For:
      case Op::While:
      case Op::Break:
      case Op::Barrier:
      case Op::Shuffle:
      case Op::ShuffleXor:
        fail(s, str_cat("island arm '", arm_, "' may hold only value computations (", op_name(s.op),
                        " is not allowed in an arm)"));
      default: break;
    }
  }

  const Kernel& k_;
  std::string arm_;  // target of the island arm being checked, "" outside islands
  std::vector<bool> defined_, uniform_, var_varying_, declared_;
  std::vector<bool> ended_;  // locals declared in a block that has ended (for the message)
  bool check_barriers_ = false;
};

}  // namespace

void verify(const Kernel& k) {
  check_kernel_name(k.name);
  for (const SharedArray& s : k.shared)
    MORPH_USER_CHECK(is_arith(s.type) && s.type != Type::Bool && s.count > 0, "kernel '", k.name, "': shared array '",
                     s.name, "' must be f32, i32 or u32 with at least one element");
  for (const Param& p : k.params)
    MORPH_USER_CHECK(p.kind == ParamKind::Buffer ? p.type != Type::Void : is_arith(p.type), "kernel '", k.name,
                     "': parameter '", p.name, "' has type ", type_name(p.type),
                     (p.kind == ParamKind::Scalar ? "; scalars must be bool, i32, u32 or f32" : ""));
  Verifier(k).run();
}

}  // namespace morph::ir
