// The kernel IR (DESIGN §3; semantics in docs/ir.md). A Kernel is a tree of statements in
// structured control flow; values are typed SSA ids defined by exactly one statement; mutable
// locals, buffers and shared arrays are referenced by index.
//   Kernel k; k.name = "vadd"; ... ir::verify(k); std::cout << ir::dump(k);
// Kernels are normally produced by tracing (morph/dsl), not by hand.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "morph/ir/type.h"

namespace morph::ir {

enum class Op : uint8_t {
#define MORPH_IR_OP(name, text, arity) name,
#include "morph/ir/ops.def"
#undef MORPH_IR_OP
};

std::string_view op_name(Op op);
int op_arity(Op op);
/// Throws UserError unless `name` can name a kernel: 1 to 1024 printable ASCII characters (no
/// newline or other control character: the name is printed into generated source's comments).
void check_kernel_name(const std::string& name);
/// Statements whose `imm` names a buffer parameter they read, write or prefetch: load, load_byte,
/// load_half, store, load_lanes, store_lanes, prefetch, atomic_add.
bool accesses_buffer(Op op);
/// Statements whose args[0] is an index into memory: load, load_byte and load_half (their word),
/// store, shared_load, shared_store, atomic_add. (The lane forms index by their first lane, a multiple of
/// the lane count.)
bool indexes_memory(Op op);
/// The comparisons: eq, ne, lt, le, gt, ge (bool results).
bool is_comparison(Op op);

/// Builtin ids and sizes, each per dimension 0..2 (x, y, z). All u32.
enum class BuiltinKind : uint8_t { GlobalId, LocalId, GroupId, LocalSize, NumGroups, GlobalSize };
std::string_view builtin_name(BuiltinKind b);

/// Where a statement came from in the kernel's C++ source, when the tracer knows it.
struct SourceLoc {
  const char* file = nullptr;
  uint32_t line = 0;
};

struct Stmt;

/// One arm of an Island statement (DESIGN §7, law L7; morph/ir/island.h): the statements that
/// compute the island's value for backend `target` ("default" for the normative arm, else a
/// backend name such as "cuda"), and `value`, the SSA id holding the result once they ran.
struct IslandArm {
  std::string target;
  std::vector<Stmt> body;
  int32_t value = -1;
};

struct Stmt {
  Op op;
  Type type = Type::Void;                   // type of `result` (Void when the statement defines none)
  int32_t result = -1;                      // SSA id this statement defines, or -1
  std::array<int32_t, 3> args{-1, -1, -1};  // operand SSA ids
  uint32_t imm = 0;                         // constant bits / param / local / shared / builtin index
  std::vector<Stmt> body;                   // If: then; For/While: loop body
  std::vector<Stmt> else_body;              // If: else
  std::vector<Stmt> cond_body;              // While: statements computing args[0] before each trip
  /// LoadLanes: the ids it defines (lane order, each of `type`); StoreLanes: the ids it stores.
  /// 2..16 lanes whose bytes in the buffer total 8 or 16; the first index is a multiple of the
  /// lane count (docs/ir.md "Lane access").
  std::vector<int32_t> lanes;
  /// Island: its arms, the normative "default" arm first (morph/ir/island.h).
  std::vector<IslandArm> arms;
  SourceLoc loc;
};

/// Whether `s` is marked proven normal (docs/ir.md "Proven normal"): imm 1 on an fma, a neg or a
/// comparison (the verifier allows it on f32 ones only).
bool is_proven_normal(const Stmt& s);

enum class ParamKind : uint8_t { Buffer, Scalar };

struct Param {
  std::string name;
  ParamKind kind;
  Type type;             // buffer element type (may be a storage type) or scalar type (arithmetic)
  bool written = false;  // buffers: stored to somewhere in the kernel
};

struct SharedArray {
  std::string name;
  Type type;       // arithmetic type
  uint32_t count;  // elements
};

struct Local {
  std::string name;
  Type type;  // arithmetic type
};

struct Kernel {
  std::string name;
  uint64_t key_hash = 0;  // hash of the comptime key this kernel was traced with
  std::vector<Param> params;
  std::vector<SharedArray> shared;
  std::vector<Local> locals;
  std::vector<Type> value_types;  // type of each SSA id
  std::vector<Stmt> body;
  bool uses_subgroup = false;  // contains Shuffle/ShuffleXor
  bool uses_fence = false;     // contains FenceDevice (see coherent_buffer)
  // The host compiler family the cpu backend should build this kernel with when the user has not
  // chosen one ($CXX): "clang" or empty (the default, `c++`). A speed hint only: the bits are the
  // same with every compiler (DESIGN L2 flags). Set by dsl::prefer_host_compiler.
  std::string host_compiler_hint;
  // Launch bounds (a speed hint, set by dsl::launch_bounds; 0 = none): the kernel is launched
  // with at most `max_workgroup_items` items per workgroup, and `min_workgroups_per_cu` of them
  // should fit on one compute unit at once. CUDA prints __launch_bounds__(max, min), which caps
  // the registers per thread (the compiler spills what does not fit); other targets ignore it.
  // Register allocation changes no result (DESIGN L2). Launching more items is a UserError.
  uint32_t max_workgroup_items = 0;
  uint32_t min_workgroups_per_cu = 0;
  // The one workgroup size the kernel is correct for (0 = any), set by
  // dsl::require_workgroup_items (reduce::row_reduce: its W). A launch of another size is a
  // UserError on every device.
  uint32_t workgroup_items = 0;

  /// Bytes of its workgroup shared arrays (each count × element size), before any scratch a
  /// printer adds.
  uint64_t shared_bytes() const;
  /// Stable identity: name, key hash and a hash of the IR text.
  uint64_t hash() const;
};

/// Whether buffer parameter `i` is accessed coherently: in a kernel with fence_device, every
/// buffer it writes (store or atomic_add) — the data workgroups of one launch hand to each other
/// (a last-workgroup-combines pass). Printers declare it so that no load of it is served from a
/// cache another workgroup's store cannot reach: `volatile` in CUDA, HIP, OpenCL C and Metal,
/// `coherent` in GLSL; the cpu backend's caches are coherent. Such a buffer is accessed one
/// element at a time (the verifier refuses load_lanes / store_lanes on it).
bool coherent_buffer(const Kernel& k, size_t i);

/// Readable text dump: one statement per line, SSA ids as %N, nested blocks indented.
std::string dump(const Kernel& k);
/// One statement's line as `dump` prints it (without children), for error messages.
std::string dump_stmt(const Kernel& k, const Stmt& s);

/// Reads the 32-bit immediate of a Const as each type.
inline float const_f32(const Stmt& s) { return __builtin_bit_cast(float, s.imm); }

}  // namespace morph::ir
