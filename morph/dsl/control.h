// Run-time control flow, builtins, barriers and logical-subgroup shuffles for kernel bodies.
// C++ `if`/`for` on comptime values specialize and unroll at trace time; these helpers trace
// run-time control flow into the IR.
//   If(i < n, [&] { out[i] = x[i]; }).Else([&] { out[i] = 0.0f; });
//   For(0u, n, [&](Val<uint32_t> j) { acc += x[j]; });
//   While([&] { return k < 10u; }, [&] { k += 1u; If(done, [&] { Break(); }); });
#pragma once
#include <source_location>
#include <string>

#include "morph/base/error.h"
#include "morph/dsl/val.h"

namespace morph::dsl {

class IfBuilder {
 public:
  explicit IfBuilder(ir::Stmt* s) : stmt_(s) {}
  /// Attaches the else branch; call directly on the If's result.
  template <class F>
  void Else(F&& f) {
    Tracer& t = tracer();
    t.push_block(&stmt_->else_body);
    f();
    t.pop_block();
  }

 private:
  ir::Stmt* stmt_;
};

template <class C, class F>
requires is_sym_v<C>
inline IfBuilder If(const C& cond, F&& then, std::source_location loc = std::source_location::current()) {
  Tracer& t = tracer();
  Val<bool> c = read_of(cond);
  ir::Stmt& s = t.emit_block_stmt(ir::Op::If, ir::Type::Void, c.use(), -1, -1, loc);
  // `s` stays valid: only the nested block is appended to until the If is complete.
  t.push_block(&s.body);
  then();
  t.pop_block();
  return IfBuilder(&t.current_block().back());
}

namespace detail {
/// The type of For's counter: the symbolic bound's, or with two literal bounds (For(0u, 64u, …))
/// their common type (both int or both unsigned).
template <class B, class E, bool = is_sym_v<B> || is_sym_v<E>>
struct for_counter {
  using type = common_sym_t<B, E>;
};
template <class B, class E>
struct for_counter<B, E, false> {
  static_assert(std::is_same_v<B, E>,
                "Morph: For's two literal bounds must have the same type (0u and 64u, or 0 and 64)");
  using type = B;
};

/// The `for` statement of For, ForUnroll and ForStep: bounds b, e, step s (already values,
/// traced by the caller in that order), `unroll` the IR hint (imm 1), the body traced with the
/// induction value.
template <class T, class F>
inline void trace_for(Val<T> b, Val<T> e, Val<T> s, bool unroll, F&& body, std::source_location loc) {
  static_assert(std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t>, "Morph: For bounds must be i32 or u32");
  Tracer& t = tracer();
  ir::Stmt& st = t.emit_block_stmt(ir::Op::For, ir_type_v<T>, b.use(), e.use(), s.use(), loc);
  st.imm = unroll ? 1u : 0u;
  Val<T> i = Val<T>::from_id(st.result);
  t.push_block(&st.body);
  ++t.loop_depth;
  body(i);
  --t.loop_depth;
  t.pop_block();
}
}  // namespace detail

/// Counted loop `for (i = begin; i < end; i += step)`; step must be positive at run time. The
/// bounds may be symbolic or C++ integers (a loop in the kernel either way; a C++ `for` around
/// the body unrolls it at trace time instead).
template <class B, class E, class F>
inline void For(const B& begin, const E& end, F&& body, int step = 1,
                std::source_location loc = std::source_location::current()) {
  using T = typename detail::for_counter<B, E>::type;
  MORPH_USER_CHECK(step > 0, "For: step ", step,
                   " must be positive (the loop counts up from begin to end; a u32 counter would read a negative "
                   "step as a huge one)");
  Val<T> b = as_val<T>(begin), e = as_val<T>(end), s = Val<T>(static_cast<T>(step));  // traced in this order
  detail::trace_for(b, e, s, false, body, loc);
}

/// For (step 1) with a hint that a backend compiler unroll it whole where its bounds are
/// constants (IR `for` with imm 1): the CUDA and HIP dialects print `#pragma unroll` before a
/// loop of 2 to 16 trips with constant bounds; the others print the plain loop. The same
/// iterations in the same order either way.
template <class B, class E, class F>
inline void ForUnroll(const B& begin, const E& end, F&& body,
                      std::source_location loc = std::source_location::current()) {
  using T = typename detail::for_counter<B, E>::type;
  Val<T> b = as_val<T>(begin), e = as_val<T>(end), s = Val<T>(static_cast<T>(1));  // traced in this order
  detail::trace_for(b, e, s, true, body, loc);
}

/// For with a run-time step value (positive at run time: the oracle checks it).
template <class B, class E, class S, class F>
inline void ForStep(const B& begin, const E& end, const S& step, F&& body,
                    std::source_location loc = std::source_location::current()) {
  using T = typename detail::for_counter<B, E>::type;
  Val<T> b = as_val<T>(begin), e = as_val<T>(end), s = as_val<T>(step);  // traced in this order
  detail::trace_for(b, e, s, false, body, loc);
}

/// `while (cond()) body();` — cond is traced into the loop's condition block.
template <class C, class F>
inline void While(C&& cond, F&& body, std::source_location loc = std::source_location::current()) {
  Tracer& t = tracer();
  ir::Stmt& st = t.emit_block_stmt(ir::Op::While, ir::Type::Void, -1, -1, -1, loc);
  t.push_block(&st.cond_body);
  Val<bool> c = read_of(cond());
  t.pop_block();
  st.args[0] = c.use();
  t.push_block(&st.body);
  ++t.loop_depth;
  body();
  --t.loop_depth;
  t.pop_block();
}

inline void Break(std::source_location loc = std::source_location::current()) {
  tracer().emit(ir::Op::Break, ir::Type::Void, -1, -1, -1, 0, loc);
}

/// Workgroup barrier with a shared-memory fence; must be reached by every item (uniform
/// control flow, checked by the verifier and the oracle).
inline void barrier(std::source_location loc = std::source_location::current()) {
  tracer().emit(ir::Op::Barrier, ir::Type::Void, -1, -1, -1, 0, loc);
}

/// Device-scope memory fence (IR fence_device): this item's global memory accesses before it are
/// ordered before its accesses after it, as every workgroup of the launch sees them — a release
/// before an atomic_add, an acquire after one. Buffers the kernel writes are then accessed
/// coherently (ir::coherent_buffer: one element at a time, no load_lanes / store_lanes on them).
/// Any control flow.
inline void fence_device(std::source_location loc = std::source_location::current()) {
  tracer().emit(ir::Op::FenceDevice, ir::Type::Void, -1, -1, -1, 0, loc);
}

/// Asks the cpu backend to build the kernel being traced with the host compiler `family`
/// ("clang") when the user has not chosen one with $CXX and one runs (`clang++`); elsewhere
/// nothing. A speed hint for kernels one compiler vectorizes much better (docs/backends.md): the
/// results are the same bits with every compiler. Throws UserError for another family.
inline void prefer_host_compiler(const std::string& family) {
  MORPH_USER_CHECK(family == "clang", "prefer_host_compiler: unknown compiler family '", family,
                   "' (\"clang\" is the one the cpu backend knows)");
  tracer().kernel().host_compiler_hint = family;
}

/// Declares that the kernel being traced is launched with at most `max_items` items per
/// workgroup and that `min_workgroups_per_cu` workgroups (0: no wish) should fit on one compute
/// unit at once (ir::Kernel::max_workgroup_items). CUDA prints __launch_bounds__, which caps the
/// registers per thread so that they fit (the compiler spills the rest to local memory); other
/// targets ignore it. A speed hint: the bits are the same. A launch with more items than
/// `max_items` is a UserError naming the kernel. Throws UserError for max_items 0 or above 1024.
inline void launch_bounds(uint32_t max_items, uint32_t min_workgroups_per_cu = 0) {
  MORPH_USER_CHECK(max_items >= 1 && max_items <= 1024, "launch_bounds: max_items ", max_items,
                   " must be in [1, 1024]");
  MORPH_USER_CHECK(min_workgroups_per_cu <= 32, "launch_bounds: min_workgroups_per_cu ", min_workgroups_per_cu,
                   " must be at most 32");
  tracer().kernel().max_workgroup_items = max_items;
  tracer().kernel().min_workgroups_per_cu = min_workgroups_per_cu;
}

/// Declares that the kernel being traced is correct only with workgroups of exactly `items` items
/// (its code was specialized on the size, e.g. reduce::row_reduce's W): every device rejects a
/// launch of another size with a UserError naming the kernel (ir::Kernel::workgroup_items).
/// Throws UserError for 0, above 1024, or a kernel already declared for another size.
inline void require_workgroup_items(uint32_t items) {
  MORPH_USER_CHECK(items >= 1 && items <= 1024, "require_workgroup_items: ", items, " must be in [1, 1024]");
  uint32_t& have = tracer().kernel().workgroup_items;
  MORPH_USER_CHECK(have == 0 || have == items, "require_workgroup_items: kernel '", tracer().kernel().name,
                   "' was already declared for workgroups of ", have, " items, now ", items);
  have = items;
}

inline Val<uint32_t> builtin(ir::BuiltinKind k, int dim) {
  return Val<uint32_t>::from_id(tracer().emit(ir::Op::Builtin, ir::Type::U32, -1, -1, -1,
                                              static_cast<uint32_t>(k) * 4 + static_cast<uint32_t>(dim)));
}
inline Val<uint32_t> global_id(int d = 0) { return builtin(ir::BuiltinKind::GlobalId, d); }
inline Val<uint32_t> local_id(int d = 0) { return builtin(ir::BuiltinKind::LocalId, d); }
inline Val<uint32_t> group_id(int d = 0) { return builtin(ir::BuiltinKind::GroupId, d); }
inline Val<uint32_t> local_size(int d = 0) { return builtin(ir::BuiltinKind::LocalSize, d); }
inline Val<uint32_t> num_groups(int d = 0) { return builtin(ir::BuiltinKind::NumGroups, d); }
inline Val<uint32_t> global_size(int d = 0) { return builtin(ir::BuiltinKind::GlobalSize, d); }

/// Value of `v` held by lane `src % 32` of this item's logical subgroup (32 consecutive items
/// in linear local order). Uniform control flow only.
template <class X, class L>
requires is_sym_v<X>
inline Val<sym_t<X>> shuffle(const X& v, const L& src, std::source_location loc = std::source_location::current()) {
  return Val<sym_t<X>>::from_id(
      tracer().emit(ir::Op::Shuffle, ir_type_v<sym_t<X>>, read_of(v).use(), as_val<uint32_t>(src).use(), -1, 0, loc));
}
/// Value of `v` held by lane `lane ^ (mask % 32)`.
template <class X, class L>
requires is_sym_v<X>
inline Val<sym_t<X>> shuffle_xor(const X& v, const L& mask,
                                 std::source_location loc = std::source_location::current()) {
  return Val<sym_t<X>>::from_id(tracer().emit(ir::Op::ShuffleXor, ir_type_v<sym_t<X>>, read_of(v).use(),
                                              as_val<uint32_t>(mask).use(), -1, 0, loc));
}

}  // namespace morph::dsl
