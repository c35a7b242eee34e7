// Expected failures of the IR verifier (morph/ir/verify.h): every rejection path, one case each,
// on IR built by hand (most of these cannot be written through the typed DSL at all). Each
// message must name the kernel, show the offending statement as the dump prints it (so the op)
// and say what is wrong. A few cases go through dsl::kernel to check that the C++ source line is
// named too; control cases check that uniform barriers/shuffles are accepted.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/ir/verify.h"
#include "tests/errors/error_matchers.h"

using namespace morph;
using ir::Op;
using ir::Stmt;
using ir::Type;

namespace {

// A tiny hand IR builder. Parameters: x (buffer f32, #0), n (scalar u32, #1), h (buffer f16, #2).
// Shared: tile (f32[64], #0). Locals: acc (f32, #0), flag (u32, #1).
struct B {
  ir::Kernel k;
  std::vector<Stmt>* cur;

  explicit B(const std::string& name) {
    k.name = name;
    k.params = {{"x", ir::ParamKind::Buffer, Type::F32, true},
                {"n", ir::ParamKind::Scalar, Type::U32, false},
                {"h", ir::ParamKind::Buffer, Type::F16, false}};
    k.shared = {{"tile", Type::F32, 64}};
    k.locals = {{"acc", Type::F32}, {"flag", Type::U32}};
    cur = &k.body;
  }
  int32_t val(Type t) {
    k.value_types.push_back(t);
    return static_cast<int32_t>(k.value_types.size() - 1);
  }
  int32_t add(Op op, Type t, int32_t a = -1, int32_t b = -1, int32_t c = -1, uint32_t imm = 0) {
    Stmt s;
    s.op = op;
    s.type = t;
    s.args = {a, b, c};
    s.imm = imm;
    if (t != Type::Void) s.result = val(t);
    if (op == Op::Shuffle || op == Op::ShuffleXor) k.uses_subgroup = true;
    cur->push_back(std::move(s));
    return cur->back().result;
  }
  void in(std::vector<Stmt>& blk, const std::function<void()>& f) {
    auto* saved = cur;
    cur = &blk;
    f();
    cur = saved;
  }
  int32_t cf(float f) { return add(Op::Const, Type::F32, -1, -1, -1, std::bit_cast<uint32_t>(f)); }
  int32_t cu(uint32_t u) { return add(Op::Const, Type::U32, -1, -1, -1, u); }
  int32_t ci(int32_t i) { return add(Op::Const, Type::I32, -1, -1, -1, static_cast<uint32_t>(i)); }
  int32_t cb(bool b) { return add(Op::Const, Type::Bool, -1, -1, -1, b ? 1u : 0u); }
  int32_t lid() { return add(Op::Builtin, Type::U32, -1, -1, -1, 1 * 4 + 0); }    // local_id.x
  int32_t group() { return add(Op::Builtin, Type::U32, -1, -1, -1, 2 * 4 + 0); }  // group_id.x (uniform)
  void If(int32_t c, const std::function<void()>& then, const std::function<void()>& els = {}) {
    add(Op::If, Type::Void, c);
    Stmt& s = cur->back();
    in(s.body, then);
    if (els) in(s.else_body, els);
  }
  void For(int32_t a, int32_t b, int32_t step, Type t, const std::function<void(int32_t)>& body) {
    add(Op::For, t, a, b, step);
    Stmt& s = cur->back();
    int32_t iv = s.result;
    in(s.body, [&] { body(iv); });
  }
  void While(const std::function<int32_t()>& cond, const std::function<void()>& body) {
    add(Op::While, Type::Void);
    Stmt& s = cur->back();
    int32_t c = -1;
    in(s.cond_body, [&] { c = cond(); });
    s.args[0] = c;
    in(s.body, body);
  }
  void barrier() { add(Op::Barrier, Type::Void); }
};

struct Case {
  std::string name;
  std::function<void(B&)> build;
  std::vector<std::string> fragments;  // besides "kernel 'bad_<name>'"
};

// How gtest (and so ctest's test names) print a case.
void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

std::vector<Case> cases() {
  const Type F = Type::F32, U = Type::U32, I = Type::I32, Bo = Type::Bool, V = Type::Void;
  return {
      // ---- kernel-level checks ----
      {"shared_bool",
       [](B& b) {
    b.k.shared.push_back({"flags", Type::Bool, 4});
       },
       {"shared array 'flags'", "must be f32, i32 or u32"}},
      {"shared_empty",
       [](B& b) {
    b.k.shared.push_back({"none", Type::F32, 0});
       },
       {"shared array 'none'", "at least one element"}},
      {"bad_param_void_buffer",
       [](B& b) {
    b.k.params.push_back({"p", ir::ParamKind::Buffer, Type::Void, false});
       },
       {"parameter 'p'", "type void"}},
      {"bad_param_f16_scalar",
       [](B& b) {
    b.k.params.push_back({"s", ir::ParamKind::Scalar, Type::F16, false});
       },
       {"parameter 's'", "scalars must be bool, i32, u32 or f32"}},
      // ---- operands and definitions ----
      {"operand_missing",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Add, F, x, -1);
       },
       {"add", "operand 1 is missing"}},
      {"use_before_definition",
       [=](B& b) {
    int32_t later = static_cast<int32_t>(b.k.value_types.size()) + 1;
    int32_t x = b.cf(1);
    b.add(Op::Add, F, x, later);
    b.cf(2);
       },
       {"add", "used before its definition", "define it first"}},
      {"use_outside_if_scope",
       [=](B& b) {
    int32_t c = b.cb(true);
    int32_t inner = -1;
    b.If(c, [&] { inner = b.cf(1); });
    b.add(Op::Add, F, inner, inner);
       },
       {"add", "outside the block that defines it", "mutable local"}},
      {"use_outside_loop_scope",
       [=](B& b) {
    int32_t z = b.cu(0), e = b.cu(4), s = b.cu(1);
    int32_t inner = -1;
    b.For(z, e, s, U, [&](int32_t) { inner = b.cf(1); });
    b.add(Op::Neg, F, inner);
       },
       {"neg", "outside the block"}},
      {"for_unroll_hint_out_of_range",
       [=](B& b) {
    int32_t z = b.cu(0), e = b.cu(4), s = b.cu(1);
    b.For(z, e, s, U, [&](int32_t) {});
    b.cur->back().imm = 2;
       },
       {"for ", "unroll hint (imm) must be 0 or 1, got 2"}},
      {"induction_outside_loop",
       [=](B& b) {
    int32_t z = b.cu(0), e = b.cu(4), s = b.cu(1);
    int32_t iv = -1;
    b.For(z, e, s, U, [&](int32_t i) { iv = i; });
    b.add(Op::Add, U, iv, iv);
       },
       {"add", "used before its definition or outside the block"}},
      {"no_result_id",
       [=](B& b) {
    b.cf(1);
    b.k.body.back().result = -1;
       },
       {"const", "defines no valid value id"}},
      {"defined_twice",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.cf(2);
    b.k.body.back().result = x;
       },
       {"const", "defined twice"}},
      {"value_table_mismatch",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.k.value_types[x] = I;
       },
       {"const", "value table says", "i32", "produces f32"}},
      // ---- leaves ----
      {"const_f16",
       [=](B& b) { b.add(Op::Const, Type::F16, -1, -1, -1, 0x3c00); },
       {"const", "constants must be bool, i32, u32 or f32"}},
      {"param_names_buffer",
       [=](B& b) { b.add(Op::Param, F, -1, -1, -1, 0); },
       {"param x", "param must name a scalar parameter"}},
      {"param_out_of_range",
       [=](B& b) { b.add(Op::Param, U, -1, -1, -1, 17); },
       {"param", "#17", "param must name a scalar parameter"}},
      {"param_wrong_type", [=](B& b) { b.add(Op::Param, F, -1, -1, -1, 1); }, {"param n", "param type differs"}},
      {"builtin_bad_dim", [=](B& b) { b.add(Op::Builtin, U, -1, -1, -1, 3); }, {"global_id", "unknown builtin"}},
      {"builtin_bad_kind", [=](B& b) { b.add(Op::Builtin, U, -1, -1, -1, 40); }, {"unknown builtin"}},
      {"builtin_not_u32", [=](B& b) { b.add(Op::Builtin, I, -1, -1, -1, 0); }, {"global_id.x", "builtins are u32"}},
      {"buffer_len_of_scalar",
       [=](B& b) { b.add(Op::BufferLen, U, -1, -1, -1, 1); },
       {"buffer_len n", "must name a buffer parameter"}},
      {"buffer_len_out_of_range",
       [=](B& b) { b.add(Op::BufferLen, U, -1, -1, -1, 9); },
       {"buffer_len", "must name a buffer parameter"}},
      {"buffer_len_not_u32",
       [=](B& b) { b.add(Op::BufferLen, I, -1, -1, -1, 0); },
       {"buffer_len x", "buffer_len is u32"}},
      // ---- unary ----
      {"neg_u32",
       [=](B& b) {
    int32_t x = b.cu(1);
    b.add(Op::Neg, U, x);
       },
       {"neg", "takes f32 or i32, got u32"}},
      {"abs_result_type",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Abs, I, x);
       },
       {"abs", "result type must equal"}},
      {"not_f32",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Not, F, x);
       },
       {"not", "bool, i32 or u32, got f32"}},
      {"not_result_type",
       [=](B& b) {
    int32_t x = b.cb(true);
    b.add(Op::Not, U, x);
       },
       {"not", "result type must equal"}},
      {"floor_i32",
       [=](B& b) {
    int32_t x = b.ci(1);
    b.add(Op::Floor, I, x);
       },
       {"floor", "takes and returns f32, got i32"}},
      {"sqrt_u32",
       [=](B& b) {
    int32_t x = b.cu(1);
    b.add(Op::Sqrt, F, x);
       },
       {"sqrt", "takes and returns f32, got u32"}},
      {"cast_to_storage_type",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Cast, Type::F16, x);
       },
       {"cast", "between arithmetic types", "f32 -> f16"}},
      {"bitcast_bool",
       [=](B& b) {
    int32_t x = b.cb(true);
    b.add(Op::Bitcast, U, x);
       },
       {"bitcast", "between f32, i32 and u32", "bool -> u32"}},
      // ---- binary ----
      {"add_mixed_types",
       [=](B& b) {
    int32_t x = b.cf(1), y = b.ci(1);
    b.add(Op::Add, F, x, y);
       },
       {"add", "operands differ in type: f32 and i32", "insert a cast"}},
      {"add_bool",
       [=](B& b) {
    int32_t x = b.cb(true);
    b.add(Op::Add, Bo, x, x);
       },
       {"add", "takes f32, i32 or u32, got bool"}},
      {"mul_result_type",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Mul, U, x, x);
       },
       {"mul", "result type must equal"}},
      {"rem_f32",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Rem, F, x, x);
       },
       {"rem", "two i32 or two u32, got f32"}},
      {"shl_mixed",
       [=](B& b) {
    int32_t x = b.ci(1), y = b.cu(1);
    b.add(Op::Shl, I, x, y);
       },
       {"shl", "got i32 and u32"}},
      {"shr_result_type",
       [=](B& b) {
    int32_t x = b.cu(1);
    b.add(Op::Shr, I, x, x);
       },
       {"shr", "result type must equal"}},
      {"and_f32",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::And, F, x, x);
       },
       {"and", "two bool, i32 or u32 of one type"}},
      {"xor_result_type",
       [=](B& b) {
    int32_t x = b.cb(true);
    b.add(Op::Xor, U, x, x);
       },
       {"xor", "result type must equal"}},
      {"compare_mixed",
       [=](B& b) {
    int32_t x = b.cf(1), y = b.cu(1);
    b.add(Op::Lt, Bo, x, y);
       },
       {"lt", "comparison operands differ in type: f32 and u32"}},
      {"ordered_compare_of_bools",
       [=](B& b) {
    int32_t x = b.cb(true);
    b.add(Op::Lt, Bo, x, x);
       },
       {"lt", "takes f32, i32 or u32 operands, got bool", "only eq and ne"}},
      {"compare_not_bool",
       [=](B& b) {
    int32_t x = b.cu(1);
    b.add(Op::Eq, U, x, x);
       },
       {"eq", "comparisons return bool"}},
      {"select_cond_u32",
       [=](B& b) {
    int32_t c = b.cu(1), x = b.cf(1);
    b.add(Op::Select, F, c, x, x);
       },
       {"select", "condition must be bool, got u32"}},
      {"select_arms_differ",
       [=](B& b) {
    int32_t c = b.cb(true), x = b.cf(1), y = b.ci(1);
    b.add(Op::Select, F, c, x, y);
       },
       {"select", "arms differ in type: f32 and i32"}},
      {"fma_i32_operand",
       [=](B& b) {
    int32_t x = b.cf(1), y = b.ci(1);
    b.add(Op::Fma, F, x, y, x);
       },
       {"fma", "takes three f32 and returns f32, got f32, i32, f32 -> f32"}},
      {"fma_u32_result",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Fma, U, x, x, x);
       },
       {"fma", "takes three f32 and returns f32", "-> u32"}},
      {"fma_imm_2",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Fma, F, x, x, x, 2);
       },
       {"fma", "imm is 0 or 1 (proven normal), got 2"}},
      {"proven_compare_of_u32",
       [=](B& b) {
    int32_t x = b.cu(1);
    b.add(Op::Lt, Bo, x, x, -1, 1);
       },
       {"lt", "imm is 0, or 1 (proven normal) for f32 operands; got 1"}},
      {"proven_abs",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Abs, F, x, -1, -1, 1);
       },
       {"abs", "imm is 0, or 1 (proven normal) for an f32 neg; got 1"}},
      {"neg_imm_2",
       [=](B& b) {
    int32_t x = b.cf(1);
    b.add(Op::Neg, F, x, -1, -1, 2);
       },
       {"neg", "got 2"}},
      // ---- memory ----
      {"load_from_scalar",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::Load, U, i, -1, -1, 1);
       },
       {"load n[", "load must name a buffer parameter"}},
      {"load_out_of_range",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::Load, F, i, -1, -1, 9);
       },
       {"load", "#9", "load must name a buffer parameter"}},
      {"load_index_f32",
       [=](B& b) {
    int32_t i = b.cf(0);
    b.add(Op::Load, F, i, -1, -1, 0);
       },
       {"load x[", "buffer index must be i32 or u32, got f32"}},
      {"load_storage_type",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::Load, Type::F16, i, -1, -1, 2);
       },
       {"load h[", "arithmetic type of the buffer's element type"}},
      {"store_to_scalar",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.cu(1);
    b.add(Op::Store, V, i, v, -1, 1);
       },
       {"store n[", "store must name a buffer parameter"}},
      {"store_out_of_range",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.cf(1);
    b.add(Op::Store, V, i, v, -1, 5);
       },
       {"store", "#5", "store must name a buffer parameter"}},
      {"store_index_bool",
       [=](B& b) {
    int32_t i = b.cb(true), v = b.cf(1);
    b.add(Op::Store, V, i, v, -1, 0);
       },
       {"store x[", "buffer index must be i32 or u32, got bool"}},
      {"store_type_mismatch",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.ci(1);
    b.add(Op::Store, V, i, v, -1, 0);
       },
       {"store x[", "storing i32 into buffer 'x' of f32", "cast the value to f32"}},
      {"store_type_mismatch_f16",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.cu(1);
    b.add(Op::Store, V, i, v, -1, 2);
       },
       {"store h[", "storing u32 into buffer 'h' of f16", "cast the value to f32"}},
      {"prefetch_scalar",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::Prefetch, V, i, -1, -1, 1);
       },
       {"prefetch n[", "prefetch must name a buffer parameter"}},
      {"prefetch_index_i32",
       [=](B& b) {
    int32_t i = b.ci(0);
    b.add(Op::Prefetch, V, i, -1, -1, 0);
       },
       {"prefetch x[", "prefetch index must be u32, got i32"}},
      {"prefetch_with_value",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::Prefetch, F, i, -1, -1, 0);
       },
       {"prefetch x[", "prefetch has no value"}},
      {"shared_load_out_of_range",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::SharedLoad, F, i, -1, -1, 3);
       },
       {"shared_load", "#3", "must name a shared array"}},
      {"shared_load_index_f32",
       [=](B& b) {
    int32_t i = b.cf(0);
    b.add(Op::SharedLoad, F, i, -1, -1, 0);
       },
       {"shared_load tile[", "shared index must be i32 or u32, got f32"}},
      {"shared_load_type",
       [=](B& b) {
    int32_t i = b.cu(0);
    b.add(Op::SharedLoad, I, i, -1, -1, 0);
       },
       {"shared_load tile[", "the array's type"}},
      {"shared_store_out_of_range",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.cf(1);
    b.add(Op::SharedStore, V, i, v, -1, 2);
       },
       {"shared_store", "#2", "must name a shared array"}},
      {"shared_store_index_bool",
       [=](B& b) {
    int32_t i = b.cb(false), v = b.cf(1);
    b.add(Op::SharedStore, V, i, v, -1, 0);
       },
       {"shared_store tile[", "shared index must be i32 or u32, got bool"}},
      {"shared_store_type",
       [=](B& b) {
    int32_t i = b.cu(0), v = b.cu(1);
    b.add(Op::SharedStore, V, i, v, -1, 0);
       },
       {"shared_store tile[", "storing u32 into shared array 'tile' of f32"}},
      // ---- locals ----
      {"var_out_of_range",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::DeclVar, V, v, -1, -1, 7);
       },
       {"var", "#7", "var must name a local"}},
      {"var_init_type",
       [=](B& b) {
    int32_t v = b.cu(0);
    b.add(Op::DeclVar, V, v, -1, -1, 0);
       },
       {"var acc", "initial value is u32 but local 'acc' is f32"}},
      {"var_declared_twice",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::DeclVar, V, v, -1, -1, 0);
    b.add(Op::DeclVar, V, v, -1, -1, 0);
       },
       {"var acc", "declared twice"}},
      {"read_out_of_range",
       [=](B& b) { b.add(Op::ReadVar, F, -1, -1, -1, 4); },
       {"read", "#4", "read must name a local"}},
      {"read_before_declared",
       [=](B& b) { b.add(Op::ReadVar, F, -1, -1, -1, 0); },
       {"read acc", "read before it is declared"}},
      {"read_type",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::DeclVar, V, v, -1, -1, 0);
    b.add(Op::ReadVar, U, -1, -1, -1, 0);
       },
       {"read acc", "read type must be the local's type"}},
      {"write_out_of_range",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::WriteVar, V, v, -1, -1, 4);
       },
       {"write", "#4", "write must name a local"}},
      {"write_before_declared",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::WriteVar, V, v, -1, -1, 0);
       },
       {"write acc", "written before it is declared"}},
      {"write_type",
       [=](B& b) {
    int32_t v = b.cf(0);
    b.add(Op::DeclVar, V, v, -1, -1, 0);
    int32_t u = b.cu(1);
    b.add(Op::WriteVar, V, u, -1, -1, 0);
       },
       {"write acc", "writing u32 into local 'acc' of f32"}},
      // ---- control flow ----
      {"if_cond_u32",
       [=](B& b) {
    int32_t c = b.cu(1);
    b.If(c, [] {});
       },
       {"if %", "if condition must be bool, got u32"}},
      {"for_mixed_bounds",
       [=](B& b) {
    int32_t z = b.ci(0), e = b.cu(4), s = b.ci(1);
    b.For(z, e, s, I, [](int32_t) {});
       },
       {"for %", "one integer type, got i32, u32, i32"}},
      {"for_f32_bounds",
       [=](B& b) {
    int32_t z = b.cf(0), e = b.cf(4), s = b.cf(1);
    b.For(z, e, s, F, [](int32_t) {});
       },
       {"for %", "one integer type, got f32"}},
      {"for_induction_type",
       [=](B& b) {
    int32_t z = b.cu(0), e = b.cu(4), s = b.cu(1);
    b.For(z, e, s, I, [](int32_t) {});
       },
       {"for %", "induction type must be the bounds' type"}},
      {"while_cond_u32",
       [=](B& b) { b.While([&] { return b.cu(1); }, [] {}); },
       {"while %", "while condition must be bool, got u32"}},
      {"break_outside_loop", [=](B& b) { b.add(Op::Break, V); }, {"break", "break outside a for/while loop"}},
      {"break_in_if_outside_loop",
       [=](B& b) {
    int32_t c = b.cb(true);
    b.If(c, [&] { b.add(Op::Break, V); });
       },
       {"break", "break outside a for/while loop"}},
      // ---- uniformity: barriers ----
      {"barrier_under_divergent_if",
       [=](B& b) {
    int32_t c = b.add(Op::Lt, Bo, b.lid(), b.cu(16));
    b.If(c, [&] { b.barrier(); });
       },
       {"barrier", "non-uniform control flow", "Move the barrier out"}},
      {"barrier_in_divergent_else",
       [=](B& b) {
    int32_t c = b.add(Op::Lt, Bo, b.lid(), b.cu(16));
    b.If(
        c, [] {}, [&] { b.barrier(); });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_in_loop_with_varying_bound",
       [=](B& b) {
    int32_t z = b.cu(0), s = b.cu(1), e = b.lid();
    b.For(z, e, s, U, [&](int32_t) { b.barrier(); });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_after_varying_break",
       [=](B& b) {
    int32_t z = b.cu(0), e = b.cu(8), s = b.cu(1);
    b.For(z, e, s, U, [&](int32_t i) {
      int32_t c = b.add(Op::Eq, Bo, i, b.lid());
      b.If(c, [&] { b.add(Op::Break, V); });
      b.barrier();
    });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_under_load_at_varying_index",
       [=](B& b) {
    int32_t v = b.add(Op::Load, F, b.lid(), -1, -1, 0);
    int32_t c = b.add(Op::Gt, Bo, v, b.cf(0));
    b.If(c, [&] { b.barrier(); });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_via_local_written_under_divergence",
       [=](B& b) {
    b.add(Op::DeclVar, V, b.cu(0), -1, -1, 1);  // flag = 0 (uniform so far)
    int32_t c = b.add(Op::Lt, Bo, b.lid(), b.cu(3));
    b.If(c, [&] { b.add(Op::WriteVar, V, b.cu(1), -1, -1, 1); });  // written by some items only
    int32_t f = b.add(Op::ReadVar, U, -1, -1, -1, 1);
    int32_t d = b.add(Op::Eq, Bo, f, b.cu(1));
    b.If(d, [&] { b.barrier(); });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_via_local_holding_varying_value",
       [=](B& b) {
    b.add(Op::DeclVar, V, b.lid(), -1, -1, 1);  // flag = local_id
    int32_t f = b.add(Op::ReadVar, U, -1, -1, -1, 1);
    b.For(b.cu(0), f, b.cu(1), U, [&](int32_t) { b.barrier(); });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_via_local_written_later_in_loop",
       [=](B& b) {
    // flag is uniform when first read; the loop's second trip sees it written from local_id.
    b.add(Op::DeclVar, V, b.cu(0), -1, -1, 1);
    b.For(b.cu(0), b.cu(4), b.cu(1), U, [&](int32_t) {
      int32_t f = b.add(Op::ReadVar, U, -1, -1, -1, 1);
      int32_t c = b.add(Op::Eq, Bo, f, b.cu(1));
      b.If(c, [&] { b.barrier(); });
      b.add(Op::WriteVar, V, b.lid(), -1, -1, 1);
    });
       },
       {"barrier", "non-uniform control flow"}},
      {"barrier_in_varying_while",
       [=](B& b) {
    b.add(Op::DeclVar, V, b.lid(), -1, -1, 1);
    b.While([&] { return b.add(Op::Lt, Bo, b.add(Op::ReadVar, U, -1, -1, -1, 1), b.cu(40)); },
            [&] {
      b.barrier();
      b.add(Op::WriteVar, V, b.add(Op::Add, U, b.add(Op::ReadVar, U, -1, -1, -1, 1), b.cu(1)), -1, -1, 1);
    });
       },
       {"barrier", "non-uniform control flow"}},
      // ---- subgroup ops ----
      {"shuffle_lane_i32",
       [=](B& b) {
    int32_t v = b.cf(1), l = b.ci(0);
    b.add(Op::Shuffle, F, v, l);
       },
       {"shuffle", "lane operand must be u32, got i32"}},
      {"shuffle_value_bool",
       [=](B& b) {
    int32_t v = b.cb(true), l = b.cu(0);
    b.add(Op::ShuffleXor, Bo, v, l);
       },
       {"shuffle_xor", "value must be f32, i32 or u32, got bool"}},
      {"shuffle_result_type",
       [=](B& b) {
    int32_t v = b.cf(1), l = b.cu(0);
    b.add(Op::Shuffle, U, v, l);
       },
       {"shuffle", "result type must equal the value type"}},
      {"shuffle_under_divergent_if",
       [=](B& b) {
    int32_t c = b.add(Op::Lt, Bo, b.lid(), b.cu(16));
    b.If(c, [&] { b.add(Op::ShuffleXor, F, b.cf(1), b.cu(1)); });
       },
       {"shuffle_xor", "non-uniform control flow", "select the result"}},
      {"shuffle_via_local_written_under_divergence",
       [=](B& b) {
    b.add(Op::DeclVar, V, b.cu(0), -1, -1, 1);
    int32_t c = b.add(Op::Eq, Bo, b.lid(), b.cu(5));
    b.If(c, [&] { b.add(Op::WriteVar, V, b.cu(2), -1, -1, 1); });
    int32_t f = b.add(Op::ReadVar, U, -1, -1, -1, 1);
    b.For(b.cu(0), f, b.cu(1), U, [&](int32_t) { b.add(Op::Shuffle, F, b.cf(1), b.cu(3)); });
       },
       {"shuffle", "non-uniform control flow"}},
      };
}

}  // namespace

class VerifierError : public ::testing::TestWithParam<Case> {};

TEST_P(VerifierError, IsRejectedWithANamedMessage) {
  const Case& c = GetParam();
  B b("bad_" + c.name);
  c.build(b);
  std::vector<std::string> want = c.fragments;
  want.push_back("kernel 'bad_" + c.name + "'");
  morph::testing::expect_user_error([&] { ir::verify(b.k); }, want);
}

INSTANTIATE_TEST_SUITE_P(Errors, VerifierError, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& i) { return i.param.name; });

TEST(VerifierErrors, KernelWithoutName) {
  B b("");
  morph::testing::expect_user_error([&] { ir::verify(b.k); }, {"kernel has no name"});
}

// Controls: the same shapes in uniform control flow verify (the checks are not blanket bans).
TEST(VerifierErrors, UniformBarriersAndShufflesAreAccepted) {
  B b("ok_uniform");
  b.add(Op::DeclVar, Type::Void, b.cu(0), -1, -1, 1);
  int32_t c = b.add(Op::Eq, Type::Bool, b.group(), b.cu(0));  // group id: uniform
  b.If(c, [&] {
    b.barrier();
    b.add(Op::WriteVar, Type::Void, b.cu(3), -1, -1, 1);
  });
  int32_t n = b.add(Op::Param, Type::U32, -1, -1, -1, 1);
  b.For(b.cu(0), n, b.cu(1), Type::U32, [&](int32_t i) {
    b.barrier();
    b.add(Op::ShuffleXor, Type::F32, b.cf(1), b.cu(1));
    int32_t d = b.add(Op::Eq, Type::Bool, i, b.cu(2));  // uniform break
    b.If(d, [&] { b.add(Op::Break, Type::Void); });
  });
  int32_t f = b.add(Op::ReadVar, Type::U32, -1, -1, -1, 1);
  b.For(b.cu(0), f, b.cu(1), Type::U32, [&](int32_t) { b.barrier(); });
  int32_t v = b.add(Op::Load, Type::F32, b.cu(0), -1, -1, 0);  // load at a uniform index
  b.If(b.add(Op::Gt, Type::Bool, v, b.cf(0)), [&] { b.barrier(); });
  EXPECT_NO_THROW(ir::verify(b.k)) << ir::dump(b.k);
}

// Through the DSL the message also names the C++ source line of the offending call.
TEST(VerifierErrors, DslErrorsNameTheSourceLine) {
  using namespace morph::dsl;
  std::string msg = morph::testing::expect_user_error(
      [] {
    kernel(
        "bad_dsl_barrier",
        [](Array<float> x) {
      If(local_id(0) < 3u, [&] { barrier(); });
      x[0u] = 1.0f;
        },
        {"x"});
      },
      {"kernel 'bad_dsl_barrier'", "barrier", "verifier_errors_test.cc:", "non-uniform"});
  static uint32_t invocation = 0;  // keys unique per invocation: the test holds under --gtest_repeat
  const Key key(++invocation);
  morph::testing::expect_user_error(
      [&] {
    kernel(
        "bad_dsl_break",
        [](Array<float> x) {
      Break();
      x[0u] = 1.0f;
        },
        {"x"}, key);
      },
      {"kernel 'bad_dsl_break'", "break outside", "verifier_errors_test.cc:"});
  morph::testing::expect_user_error(
      [] {
    kernel(
        "bad_dsl_shuffle",
        [](Array<float> x) {
      Var<float> v(1.0f);
      If(global_id(0) == 0u, [&] { v = shuffle(v, 3u); });
      x[0u] = v;
        },
        {"x"});
      },
      {"kernel 'bad_dsl_shuffle'", "shuffle", "verifier_errors_test.cc:"});
  // A failed trace is not cached: a fixed kernel of the same name traces fine afterwards.
  EXPECT_NO_THROW(kernel(
      "bad_dsl_break", [](Array<float> x) { x[0u] = 1.0f; }, {"x"}, key));
}
