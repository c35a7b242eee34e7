// C++ spellings and the work-item-loop structure of the cpu backend's kernels (see the header).
#include "morph/codegen/cpp_dialect.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_phases.h"

namespace morph::codegen {
namespace {

using ir::Op;
using ir::Stmt;
using ir::Type;

constexpr int kWorkgroup = -1;     // "region" of statements run once per workgroup
constexpr uint32_t kStage = 1024;  // items per chunk of a chunked grid-stride loop (nest())
// Items per chunk of a loop printed as phases (cpp_phases.h): a phase that loads nothing from
// memory leaves the hardware prefetchers idle, so the chunk is kept short enough that the next
// phase's demand misses come soon (AMD EPYC Zen 5, silu(a)*b in three phases over 16 Mi f32
// streamed from DRAM, one thread: 1024 items 14.3 ms, 512 10.8, 256 6.2, 128 6.2, 64 7.2; unsplit
// 8.0), and its arrays stay in L1 whatever the number of spills.
constexpr uint32_t kPhaseStage = 256;

// True when `s` is or contains a barrier or shuffle: it then runs at workgroup level.
bool has_wg(const Stmt& s) {
  if (s.op == Op::Barrier || s.op == Op::Shuffle || s.op == Op::ShuffleXor) return true;
  for (const auto* b : {&s.body, &s.else_body, &s.cond_body})
    for (const Stmt& c : *b)
      if (has_wg(c)) return true;
  return false;
}

bool any_wg(const std::vector<Stmt>& b) {
  for (const Stmt& s : b)
    if (has_wg(s)) return true;
  return false;
}

bool is_builtin(const Stmt& s, ir::BuiltinKind kind, int dim) {
  return s.op == Op::Builtin && s.imm == static_cast<uint32_t>(kind) * 4 + static_cast<uint32_t>(dim);
}

// True when `b` reads a local or workgroup id (any dimension): such a kernel needs the
// per-workgroup item loops; the others run as ranges of global ids ("flat").
bool uses_group_structure(const std::vector<Stmt>& b) {
  for (const Stmt& s : b) {
    if (s.op == Op::Builtin) {
      auto kind = static_cast<ir::BuiltinKind>(s.imm / 4);
      if (kind == ir::BuiltinKind::LocalId || kind == ir::BuiltinKind::GroupId) return true;
    }
    for (const auto* c : {&s.body, &s.else_body, &s.cond_body})
      if (uses_group_structure(*c)) return true;
  }
  return false;
}

// True when `b` has a `break` that would leave the loop whose body `b` is (one not inside a
// nested for/while).
bool breaks_out(const std::vector<Stmt>& b) {
  for (const Stmt& s : b) {
    if (s.op == Op::Break) return true;
    if (s.op == Op::If && (breaks_out(s.body) || breaks_out(s.else_body))) return true;
  }
  return false;
}

// For the elementwise maps (kernels with a grid-stride loop), GCC's code sinking off: it moves a value used
// on one side of a select into a conditional block (log's whole reduction and polynomial behind
// its `x == +inf` pick), where if-conversion may not speculate the trapping float operations
// (a division, an int-to-float conversion: -ftrapping-math), and the item loop stayed scalar —
// cpu log 2048x4096 f32 31.5 -> 2.6 ms with it off (2026-12-04, 2-core VM). Kept for the other
// kernels, where turning it off measured slower (matvec f16 4096x14336 46 -> 66 ms, q4_K 9.2 ->
// 10.3, gated norm 18.1 -> 20.6). A GCC pragma: other compilers ignore it (-w). Since 2026-12-07
// the cpu backend also builds with -fno-trapping-math (host_compiler.cc), under which
// if-conversion may speculate those operations in every kernel; the pragma stays (not
// re-measured without it).
constexpr const char* kNoSink = "#pragma GCC optimize(\"no-tree-sink\")\n";

// Accesses of buffer `param` (loads, stores, their byte and lane forms) in `b`, nested blocks
// included.
int buffer_accesses(const std::vector<Stmt>& b, uint32_t param) {
  int n = 0;
  for (const Stmt& s : b) {
    n += ir::accesses_buffer(s.op) && s.imm == param;
    for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) n += buffer_accesses(*c, param);
  }
  return n;
}

// The buffers a grid-stride loop writes through a staging array (nest()): those its body
// stores at the loop's own index, unconditionally (a top-level store), and touches nowhere
// else. Every item of a chunk then writes its element, so the chunk's elements are one
// contiguous range the copy-out writes whole.
std::vector<uint32_t> staged_outputs(const Stmt& loop) {
  std::vector<uint32_t> r;
  for (const Stmt& s : loop.body)
    if (s.op == Op::Store && s.args[0] == loop.result && buffer_accesses(loop.body, s.imm) == 1) r.push_back(s.imm);
  return r;
}

// The f16 buffers a grid-stride loop loads at its own index outside any condition (so every
// item of a chunk loads its element): nest() converts a chunk of each at once (morph_f16c_in).
std::vector<uint32_t> staged_f16_inputs(const ir::Kernel& k, const Stmt& loop) {
  std::vector<uint32_t> r;
  for (const Stmt& s : loop.body)
    if (s.op == Op::Load && s.args[0] == loop.result && k.params[s.imm].type == Type::F16 &&
        std::find(r.begin(), r.end(), s.imm) == r.end())
      r.push_back(s.imm);
  return r;
}

// The f16 storage conversions of a chunk by the F16C instructions (VCVTPH2PS, VCVTPS2PH with
// round to nearest even), 8 elements each, where the ISA has them: the same values as the
// prelude's morph_f16_to_f32 / morph_f32_to_f16 for every input — subnormals exact, ties to
// even, overflow to infinity, a NaN half's payload kept and quieted on the way in — except a
// NaN's payload on the way out, which VCVTPS2PH keeps and the prelude drops (0x7e00 | sign):
// the NaN lanes are set to that afterwards (`CpuDevice.F16StorageEveryCodeAndEveryTieMatchTheOracle`
// checks every code and every tie through them). GCC and Clang name these builtins alike.
constexpr const char* kF16c =
    "#if defined(__x86_64__) && defined(__F16C__)\n"
    "#define MORPH_F16C 1\n"
    "typedef short morph_v8hi __attribute__((vector_size(16)));\n"
    "typedef float morph_v8sf __attribute__((vector_size(32)));\n"
    "MORPH_FN void morph_f16c_in(float* d, const ushort* s, uint n) {\n"
    "  uint j = 0u;\n"
    "  for (; j + 8u <= n; j += 8u) {\n"
    "    morph_v8hi h;\n"
    "    __builtin_memcpy(&h, s + j, 16);\n"
    "    morph_v8sf f = __builtin_ia32_vcvtph2ps256(h);\n"
    "    __builtin_memcpy(d + j, &f, 32);\n"
    "  }\n"
    "  for (; j < n; ++j) {\n"
    "    morph_v8hi h = {(short)s[j]};\n"
    "    d[j] = __builtin_ia32_vcvtph2ps256(h)[0];\n"
    "  }\n"
    "}\n"
    "MORPH_FN void morph_f16c_out(ushort* d, const float* s, uint n) {\n"
    "  uint j = 0u;\n"
    "  for (; j + 8u <= n; j += 8u) {\n"
    "    morph_v8sf f;\n"
    "    __builtin_memcpy(&f, s + j, 32);\n"
    "    morph_v8hi h = __builtin_ia32_vcvtps2ph256(f, 0);\n"
    "    __builtin_memcpy(d + j, &h, 16);\n"
    "  }\n"
    "  for (; j < n; ++j) {\n"
    "    morph_v8sf f = {s[j]};\n"
    "    d[j] = (ushort)__builtin_ia32_vcvtps2ph256(f, 0)[0];\n"
    "  }\n"
    "  for (j = 0u; j < n; ++j)\n"
    "    d[j] = s[j] != s[j] ? (ushort)(((as_uint(s[j]) >> 16) & 0x8000u) | 0x7e00u) : d[j];\n"
    "}\n"
    "#endif\n";

// The copy-out of staged outputs. Non-temporal stores (x86 MOVNTDQ, one aligned vector at a
// time; the unaligned head and the tail are plain copies) write whole cache lines without
// reading them first: an output far larger than the caches then costs its write alone, not a
// read for ownership too (measured on a 2-core AVX-512 VM, 2026-12-04: silu(a)*b over 16 Mi f32
// 9.5 ms against 11.9 ms with plain stores, both threads; f16 storage 18.0 against 29.5). The
// bytes written are the same either way. The stores are weakly ordered: morph_stream_fence
// (SFENCE) follows a range's last one, before the pool reports the range done.
constexpr const char* kStoreOut =
    "MORPH_FN void morph_stream_out(void* dst, const void* src, ulong bytes) {\n"
    "  uchar* d = (uchar*)dst;\n"
    "  const uchar* s = (const uchar*)src;\n"
    "#if defined(__x86_64__) && (defined(__AVX512F__) || defined(__AVX__) || defined(__SSE2__))\n"
    "#if defined(__AVX512F__)\n"
    "  enum { W = 64 };\n"
    "#elif defined(__AVX__)\n"
    "  enum { W = 32 };\n"
    "#else\n"
    "  enum { W = 16 };\n"
    "#endif\n"
    "  typedef long long morph_vec __attribute__((vector_size(W)));\n"
    "  ulong head = (W - ((ulong)d & (W - 1))) & (W - 1);\n"
    "  if (head > bytes) head = bytes;\n"
    "  __builtin_memcpy(d, s, head);\n"
    "  d += head, s += head, bytes -= head;\n"
    "  for (; bytes >= W; bytes -= W, d += W, s += W) {\n"
    "    morph_vec v;\n"
    "    __builtin_memcpy(&v, s, W);\n"
    "#if defined(__AVX__)\n"
    "    __asm__ volatile(\"vmovntdq %1, %0\" : \"=m\"(*(morph_vec*)d) : \"v\"(v));\n"
    "#else\n"
    "    __asm__ volatile(\"movntdq %1, %0\" : \"=m\"(*(morph_vec*)d) : \"x\"(v));\n"
    "#endif\n"
    "  }\n"
    "#endif\n"
    "  __builtin_memcpy(d, s, bytes);\n"
    "}\n"
    "MORPH_FN void morph_stream_fence() {\n"
    "#if defined(__x86_64__) && defined(__SSE2__)\n"
    "  __asm__ volatile(\"sfence\" ::: \"memory\");\n"
    "#endif\n"
    "}\n";

// Statements that only compute a value from constants, parameters, builtins and other such
// values: printing one twice (or for an item that does not exist) changes nothing.
bool pure_value(const Stmt& s) {
  if (ir::accesses_buffer(s.op)) return false;
  switch (s.op) {
    case Op::SharedLoad:
    case Op::SharedStore:
    case Op::DeclVar:
    case Op::ReadVar:
    case Op::WriteVar:
    case Op::If:
    case Op::For:
    case Op::While:
    case Op::Break:
    case Op::Barrier:
    case Op::Shuffle:
    case Op::ShuffleXor: return false;
    default: return true;
  }
}

// GCC 12's loop vectorizer miscompiles, with AVX-512, a load (or store) at an index it holds
// as a boolean — a compare, `min(x, 1u)` (folded to x != 0), a select of 0 and 1: the emulated
// gather reads its offsets from the AVX-512 mask register as if it held integers, so lanes
// load the wrong elements (found by DagPropertyBackends, seed 1115916771: a row fence over 2
// columns clamps the column index with min(c, cols - 1) = min(c, 1u); -O0, Clang and AVX2
// builds agree with the oracle). Such an index prints `(…) + morph_z`, a zero hidden from the
// compiler by an empty asm, so its offsets are integers again. These are the indices of `k`
// that may be 0/1-valued booleans to the compiler.
class BooleanIndices {
 public:
  explicit BooleanIndices(const ir::Kernel& k) { walk(k.body); }
  std::set<int32_t> find() const {
    std::set<int32_t> found;
    for (int32_t v : indices_)
      if (zero_one(v, 0)) found.insert(v);
    return found;
  }

 private:
  // Every statement's definition, and the index operand of every indexed access.
  void walk(const std::vector<Stmt>& b) {
    for (const Stmt& s : b) {
      if (s.result >= 0) defs_[s.result] = &s;
      if (ir::indexes_memory(s.op)) indices_.insert(s.args[0]);
      for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) walk(*c);
      for (const ir::IslandArm& a : s.arms) walk(a.body);
    }
  }
  const Stmt* def(int32_t v) const {
    auto d = defs_.find(v);
    return d == defs_.end() ? nullptr : d->second;
  }
  // The u32 value of `v` when the compiler can fold it to a constant (constants and + - min max
  // of them), else -1.
  int64_t constant(int32_t v, int depth) const {
    const Stmt* d = def(v);
    if (!d || depth > 8 || d->type != Type::U32) return -1;
    if (d->op == Op::Const) return d->imm;
    int64_t a = d->op == Op::Add || d->op == Op::Sub || d->op == Op::Min || d->op == Op::Max
                    ? constant(d->args[0], depth + 1)
                    : -1,
            b = a < 0 ? -1 : constant(d->args[1], depth + 1);
    if (b < 0) return -1;
    switch (d->op) {
      case Op::Add: return static_cast<uint32_t>(a + b);
      case Op::Sub: return static_cast<uint32_t>(a - b);
      case Op::Min: return std::min(a, b);
      default: return std::max(a, b);
    }
  }
  bool zero_one_or_bit(int32_t v, int depth) const {
    int64_t c = constant(v, depth);
    return c == 0 || c == 1 || zero_one(v, depth);
  }
  bool zero_one(int32_t v, int depth) const {
    const Stmt* d = def(v);
    if (!d || depth > 8) return false;
    if (d->type == Type::Bool) return true;
    if (d->type != Type::U32) return false;
    auto c = [&](int i) { return constant(d->args[i], depth + 1); };
    auto z = [&](int i) { return zero_one(d->args[i], depth + 1); };
    auto zb = [&](int i) { return zero_one_or_bit(d->args[i], depth + 1); };
    switch (d->op) {
      case Op::Eq:
      case Op::Ne:
      case Op::Lt:
      case Op::Le:
      case Op::Gt:
      case Op::Ge: return true;
      case Op::Cast: return def(d->args[0]) && def(d->args[0])->type == Type::Bool;
      case Op::Min: return (c(0) >= 0 && c(0) <= 1) || (c(1) >= 0 && c(1) <= 1) || z(0) || z(1);
      case Op::And: return c(0) == 1 || c(1) == 1 || z(0) || z(1);
      case Op::Or:
      case Op::Xor:
      case Op::Max: return zb(0) && zb(1) && !(c(0) >= 0 && c(1) >= 0);
      case Op::Select: return zb(1) && zb(2);
      case Op::Shr: return c(1) == 31;
      case Op::Rem: return c(1) == 2;
      default: return false;
    }
  }

  std::map<int32_t, const Stmt*> defs_;
  std::set<int32_t> indices_;
};

// True for a kernel without barriers, shuffles, shared memory and local/group ids ("flat"): it
// runs the workgroups of a range that are consecutive along x as one range of global x ids.
bool flat_kernel(const ir::Kernel& k) { return !any_wg(k.body) && k.shared.empty() && !uses_group_structure(k.body); }

// The grid-stride loop of `run` (statements of `k`) that nest() turns inside out: a top-level
// u32 `for` from global_id(0) by global_size(0) to a bound the same for every item, after
// statements that only compute values, in a flat kernel without locals, whose body does not
// break out of it. `at` is its position (run.size() when there is none); `invariant` the values
// before it that are the same for every item (not computed from global_id), constants excepted.
struct GridStrideLoop {
  size_t at;
  std::set<int32_t> invariant;
};
GridStrideLoop find_grid_stride_loop(const ir::Kernel& k, const std::vector<const Stmt*>& run) {
  GridStrideLoop g{run.size(), {}};
  if (!flat_kernel(k) || !k.locals.empty()) return g;
  std::map<int32_t, const Stmt*> defs;
  std::set<int32_t> varying;  // values that differ between items
  for (size_t i = 0; i < run.size(); ++i) {
    const Stmt& s = *run[i];
    if (s.op == Op::For) {
      auto b = defs.find(s.args[0]), st = defs.find(s.args[2]);
      bool ok = s.type == Type::U32 && b != defs.end() && is_builtin(*b->second, ir::BuiltinKind::GlobalId, 0) &&
                st != defs.end() && is_builtin(*st->second, ir::BuiltinKind::GlobalSize, 0) && defs.count(s.args[1]) &&
                !varying.count(s.args[1]) && !breaks_out(s.body);
      if (ok) g.at = i;
      return g;
    }
    if (!pure_value(s)) return g;
    defs[s.result] = &s;
    bool v = s.op == Op::Builtin && (static_cast<ir::BuiltinKind>(s.imm / 4) == ir::BuiltinKind::GlobalId);
    for (int32_t a : s.args) v |= a >= 0 && varying.count(a);
    if (v)
      varying.insert(s.result);
    else if (s.op != Op::Const)
      g.invariant.insert(s.result);
  }
  return g;
}

// True for a kernel whose top-level statements hold such a loop (an elementwise map).
bool grid_stride_kernel(const ir::Kernel& k) {
  std::vector<const Stmt*> run;
  for (const Stmt& s : k.body) run.push_back(&s);
  return find_grid_stride_loop(k, run).at < run.size();
}

// Which loop nest ("region") defines and uses each SSA value; values crossing regions are
// "spilled" into per-item arrays.
struct Regions {
  std::map<int32_t, int> def;
  std::map<int32_t, const Stmt*> invariant;  // values defined by const/param/buffer_len
  std::map<int32_t, std::set<int>> uses;
  std::map<int32_t, const Stmt*> lane_def;  // statement defining a value inside an item nest
  std::set<int> shuffle_regions;
  int next = 0;

  void lane_stmt(const Stmt& s, int r) {
    for (int32_t a : s.args)
      if (a >= 0) uses[a].insert(r);
    if (s.result >= 0) {
      def[s.result] = r;
      lane_def[s.result] = &s;
    }
    for (int32_t l : s.lanes) {  // LoadLanes defines its lanes, StoreLanes reads them
      if (s.op == Op::LoadLanes) {
        def[l] = r;
        lane_def[l] = &s;
      } else {
        uses[l].insert(r);
      }
    }
    if (s.op == Op::Const || s.op == Op::Param || s.op == Op::BufferLen) invariant[s.result] = &s;
    for (const auto* b : {&s.body, &s.else_body, &s.cond_body})
      for (const Stmt& c : *b) lane_stmt(c, r);
  }
  void block(const std::vector<Stmt>& b) {
    int run = -1;
    for (const Stmt& s : b) {
      if (!has_wg(s)) {
        if (run < 0) run = next++;
        lane_stmt(s, run);
        continue;
      }
      run = -1;
      switch (s.op) {
        case Op::Barrier: break;
        case Op::Shuffle:
        case Op::ShuffleXor: {
          int r = next++;
          shuffle_regions.insert(r);
          uses[s.args[0]].insert(r);
          uses[s.args[1]].insert(r);
          def[s.result] = r;
          break;
        }
        case Op::If:
          uses[s.args[0]].insert(kWorkgroup);
          block(s.body);
          block(s.else_body);
          break;
        case Op::For:
          for (int i = 0; i < 3; ++i) uses[s.args[i]].insert(kWorkgroup);
          def[s.result] = kWorkgroup;
          block(s.body);
          break;
        case Op::While:
          block(s.cond_body);
          uses[s.args[0]].insert(kWorkgroup);
          block(s.body);
          break;
        default: MORPH_CHECK(false, "cpp: unexpected workgroup-level statement ", ir::op_name(s.op));
      }
    }
  }
  // True when value `v`, defined in an item nest, can be recomputed in every other nest that
  // reads it instead of kept in a per-item array: its definition only computes a value
  // (no load, local or shuffle; e.g. index arithmetic on ids and parameters), its operands are
  // such values or workgroup-level ones, and no workgroup-level statement or shuffle reads it.
  // Recomputing keeps indices affine in the nest (contiguous vector loads, not gathers from
  // index arrays) and saves the array traffic.
  bool recomputable(int32_t v) const {
    if (auto it = remat_memo.find(v); it != remat_memo.end()) return it->second;
    auto d = lane_def.find(v);
    bool ok = d != lane_def.end() && pure_value(*d->second);
    if (ok)
      for (int32_t a : d->second->args)
        if (a >= 0 && def.count(a) && def.at(a) != kWorkgroup && !recomputable(a)) ok = false;
    if (ok)
      if (auto u = uses.find(v); u != uses.end())
        for (int r : u->second)
          if (r == kWorkgroup || shuffle_regions.count(r)) ok = false;
    remat_memo[v] = ok;
    return ok;
  }
  mutable std::map<int32_t, bool> remat_memo;

  bool spilled(int32_t v) const {
    auto d = def.find(v);
    if (d == def.end() || d->second == kWorkgroup) return false;
    auto u = uses.find(v);
    if (u == uses.end()) return false;
    for (int r : u->second)
      if (r != d->second) return true;
    return false;
  }
};

class CppDialect : public Dialect {
 public:
  std::string name() const override { return "cpp"; }
  // The load_byte island arm: the host is little-endian (x86-64, AArch64), so byte b of the u32
  // words from w is the b-th byte in memory from there. The word offset goes into the pointer and
  // the loop's b indexes bytes: GCC vectorizes a loop over b (the word-and-shift form has a
  // non-affine word index, and a u32 byte sum w·4 + b one that may wrap: both stay scalar).
  std::string load_byte(const std::string& buf, const std::string& w, const std::string& b) const override {
    return "(uint)((const uchar*)(" + buf + " + " + w + "))[" + b + "]";
  }
  // IR prefetch: GCC's and Clang's builtin (prefetcht0 on x86-64, prfm pldl1keep on AArch64: it
  // never faults). An index past the buffer (the row after the last) prefetches element 0
  // instead, so no pointer is formed outside the buffer.
  std::string prefetch(const std::string& buf, const std::string& len, const std::string& index) const override {
    return "__builtin_prefetch(" + buf + " + (" + index + " < " + len + " ? " + index + " : 0u));";
  }
  // The half_to_float island arm: the storage conversion of the prelude (F16C under Clang).
  std::string half_to_float(const std::string& h, CStylePrinter& p) const override {
    p.require(Prelude::F16ToF32);
    return "morph_f16_to_f32(" + h + ")";
  }
  // The load_half island arm: the same with 16-bit halfwords (an f16/bf16 weight row: GCC
  // vectorizes one 16-bit load per element; two byte loads and a shift cost it permutes).
  std::string load_half(const std::string& buf, const std::string& w, const std::string& h) const override {
    return "(uint)((const ushort*)(" + buf + " + " + w + "))[" + h + "]";
  }

  std::string header(const ir::Kernel& k) const override {
    return std::string(
               "// Built by the cpu backend: c++ -O2 -ffp-contract=off -fno-fast-math "
               "(morph/runtime/cpu/host_compiler.h)\n") +
           (grid_stride_kernel(k) ? kNoSink : "") +
           std::string(
               "typedef unsigned int uint;\n"
               "typedef unsigned long long ulong;\n"
               "typedef unsigned short ushort;\n"
               "typedef unsigned char uchar;\n"
               "#define MORPH_FN static inline __attribute__((always_inline))\n"
               "MORPH_FN uint as_uint(float x) { return __builtin_bit_cast(uint, x); }\n"
               "MORPH_FN uint as_uint(int x) { return (uint)x; }\n"
               "MORPH_FN int as_int(float x) { return __builtin_bit_cast(int, x); }\n"
               "MORPH_FN int as_int(uint x) { return (int)x; }\n"
               "MORPH_FN float as_float(uint x) { return __builtin_bit_cast(float, x); }\n"
               "MORPH_FN float as_float(int x) { return __builtin_bit_cast(float, x); }\n") +
           kCppArgsStruct + kStoreOut + kF16c;
  }
  std::string fn_qualifier() const override { return "MORPH_FN"; }

  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter&) const override {
    return "extern \"C\" void " + kernel_symbol(k) +
           "(const morph_cpu_args* morph_a, ulong morph_group_begin, ulong morph_group_end)";
  }

  void kernel_body(const ir::Kernel& k, CStylePrinter& p) const override;

  std::string shared_decl(Type t, const std::string& name, uint32_t count) const override {
    return type(t) + " " + name + "[" + std::to_string(count) + "];";
  }
  std::string barrier() const override { MORPH_CHECK(false, "cpp: a barrier is a region boundary, never a statement"); }
  // GCC / Clang __atomic builtins; the workgroups run on the thread pool's threads, whose caches
  // are coherent (so a coherent buffer needs no qualifier).
  std::string atomic_add(const std::string& buf, const std::string& index, const std::string& v) const override {
    return "__atomic_fetch_add(&" + buf + "[" + index + "], " + v + ", __ATOMIC_RELAXED)";
  }
  std::string fence_device() const override { return "__atomic_thread_fence(__ATOMIC_SEQ_CST);"; }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    static const char* xyz[3] = {"x", "y", "z"};
    std::string c = xyz[dim];
    switch (kind) {
      case ir::BuiltinKind::GlobalId:
        return dim == 0 ? "morph_ix" : "(morph_g" + c + " * morph_w" + c + " + morph_l" + c + ")";
      case ir::BuiltinKind::LocalId: return "morph_l" + c;
      case ir::BuiltinKind::GroupId: return "morph_g" + c;
      case ir::BuiltinKind::LocalSize: return "morph_w" + c;
      case ir::BuiltinKind::NumGroups: return "morph_n" + c;
      case ir::BuiltinKind::GlobalSize: return "(morph_n" + c + " * morph_w" + c + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }

  // The host's IEEE binary32 division and square root are correctly rounded (x86 SSE/AVX
  // divps/sqrtps, AArch64 fdiv/fsqrt); -ffp-contract=off keeps every + - * its own rounding.
  std::string f32_arith(Op op, const std::string& a, const std::string& b, CStylePrinter&) const override {
    switch (op) {
      case Op::Add: return a + " + " + b;
      case Op::Sub: return a + " - " + b;
      case Op::Mul: return a + " * " + b;
      case Op::Div: return a + " / " + b;
      default: MORPH_CHECK(false, "f32_arith: ", ir::op_name(op));
    }
  }
  std::string f32_sqrt(const std::string& a, CStylePrinter&) const override { return "__builtin_sqrtf(" + a + ")"; }
  // Unary minus, which GCC and Clang compile to the sign-bit flip (for NaNs too) and fold into
  // the fused negated forms (fnmadd, fmsub) and subtractions; the shared xor of the bits hides
  // the negation from them (measured: 3 instructions fewer per vector of the exact silu).
  std::string f32_neg(const std::string& a) const override { return "-(" + a + ")"; }
  // The IR's fma (Dialect::f32_fma, one rounding): std::fma's builtin, the FMA instruction
  // with -march=native on hardware that has it, else libm's correctly rounded fmaf.
  std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const override {
    return "__builtin_fmaf(" + a + ", " + b + ", " + c + ")";
  }
  // Exact roundings (roundss / frintm etc.); rint rounds half to even in the default mode.
  std::string f32_round(Op op, const std::string& a, CStylePrinter&) const override {
    switch (op) {
      case Op::Floor: return "__builtin_floorf(" + a + ")";
      case Op::Rint: return "__builtin_rintf(" + a + ")";
      case Op::Trunc: return "__builtin_truncf(" + a + ")";
      default: MORPH_CHECK(false, "f32_round: ", ir::op_name(op));
    }
  }
  // min/max with the shared prelude's meaning (NaN first operand, then NaN second, then the
  // order, equal values by sign: max(-0, +0) = +0), written as selects so that the item loops
  // that call them stay vectorizable (the shared text's early returns are branches): the
  // ordered pick `a > b ? a : b` (GCC makes it vmaxps/maxss, whose unordered or equal case
  // returns b: right for a NaN b), equal values through their bits (they differ only as
  // +0/-0: and gives +0 for max, or gives -0 for min), then a NaN a. Measured: 4 AVX-512
  // instructions per vector of max against 17 for the five selects of the shared order.
  std::string prelude(Prelude p) const override {
    switch (p) {
      case Prelude::MaxF32:
        return "MORPH_FN float morph_max_f32(float a, float b) {\n"
               "  float r = a > b ? a : b;\n"
               "  r = a == b ? as_float(as_uint(a) & as_uint(b)) : r;\n"
               "  return a != a ? a : r;\n"
               "}\n";
      case Prelude::MinF32:
        return "MORPH_FN float morph_min_f32(float a, float b) {\n"
               "  float r = a < b ? a : b;\n"
               "  r = a == b ? as_float(as_uint(a) | as_uint(b)) : r;\n"
               "  return a != a ? a : r;\n"
               "}\n";
      // The f16 storage conversions with the shared prelude's results for every input (NaN
      // included), written without loops or early returns so that the item loops that load
      // or store f16 stay vectorizable (the shared text's subnormal loop kept GCC from
      // vectorizing them: an f16 copy ran 15x slower than a bf16 one). The picks are masks,
      // not ?: — GCC will not if-convert a ?: whose one side is a float operation it would
      // have to speculate (-ftrapping-math), and leaves the loop scalar. Load: a subnormal is
      // m·2^-24, exact in f32 (an int -> float conversion and a power-of-two product). Store:
      // a result below 2^-14 is the f16 subnormal code rint(|x|·2^24) — the product is exact
      // (|x| < 2^-14: no underflow, at most 10 bits above the point) and rint rounds to
      // nearest even, the prelude's rounding of the shifted-out bits; the product's operand
      // is zeroed elsewhere so that the conversion to int never sees a large value.
      case Prelude::F16ToF32:
        return "MORPH_FN float morph_f16_to_f32(uint h) {\n"
               // Clang vectorizes the F16C conversion in a loop (VCVTPH2PS: exact, a NaN's
               // payload kept and quieted — the formula's bits for all 65536 halves); GCC 12
               // does not, and keeps the formula, which it vectorizes. Only where the target
               // has _Float16 (__FLT16_MAX__): Clang 14 has it on x86 only with AVX512-FP16, and
               // rejected the cast on an AMD Zen 5 (F16C, no AVX512-FP16).
               "#if defined(__clang__) && defined(__F16C__) && defined(__FLT16_MAX__)\n"
               "  return (float)__builtin_bit_cast(_Float16, (ushort)h);\n"
               "#endif\n"
               "  uint sign = (h & 0x8000u) << 16;\n"
               "  uint e = (h >> 10) & 0x1fu;\n"
               "  uint m = h & 0x3ffu;\n"
               "  uint normal = sign | ((e + 112u) << 23) | (m << 13);\n"
               "  uint special = sign | 0x7f800000u | (m << 13) | ((uint)(m != 0u) << 22);\n"
               "  uint sub = as_uint((float)(int)m * 5.9604644775390625e-8f) | sign;\n"
               "  uint z = 0u - (uint)(e == 0u), s = 0u - (uint)(e == 0x1fu);\n"
               "  uint r = (sub & z) | (normal & ~z);\n"
               "  return as_float((special & s) | (r & ~s));\n"
               "}\n";
      case Prelude::F32ToF16:
        return "MORPH_FN uint morph_f32_to_f16(float x) {\n"
               "  uint u = as_uint(x);\n"
               "  uint sign = (u >> 16) & 0x8000u;\n"
               "  uint a = u & 0x7fffffffu;\n"
               "  uint r = a - (112u << 23);\n"
               "  uint normal = (r + 0xfffu + ((r >> 13) & 1u)) >> 13;\n"
               "  uint n = 0u - (uint)(a >= 0x38800000u);\n"
               "  float small = as_float(a & ~n) * 16777216.0f;\n"
               "  uint sub = (uint)(int)__builtin_rintf(small);\n"
               "  uint res = (normal & n) | (sub & ~n);\n"
               "  uint inf = 0u - (uint)(a >= 0x47800000u), nan = 0u - (uint)(a > 0x7f800000u);\n"
               "  res = (0x7c00u & inf) | (res & ~inf);\n"
               "  res = (0x7e00u & nan) | (res & ~nan);\n"
               "  return sign | res;\n"
               "}\n";
      default: return Dialect::prelude(p);
    }
  }
  void shuffle(const Stmt&, CStylePrinter&) const override {
    MORPH_CHECK(false, "cpp: a shuffle is printed at workgroup level");
  }
};

// Prints the body of one kernel: the workgroup-level structure with item loop nests.
class BodyPrinter {
 public:
  BodyPrinter(const ir::Kernel& k, CStylePrinter& p, const Dialect& d) : k_(k), p_(p), d_(d) {}

  void run() {
    regions_.block(k_.body);
    bool wg = any_wg(k_.body);
    // Parameters.
    for (size_t i = 0; i < k_.params.size(); ++i) {
      const ir::Param& prm = k_.params[i];
      std::string n = p_.param_name(i), idx = std::to_string(i);
      if (prm.kind == ir::ParamKind::Buffer) {
        std::string t = d_.elem_type(prm.type);
        p_.line(std::string(prm.written ? "" : "const ") + t + "* " + n + " = (" + (prm.written ? "" : "const ") + t +
                "*)morph_a->buf[" + idx + "];");
        p_.line("const uint " + p_.len_name(i) + " = morph_a->len[" + idx + "];");
      } else {
        std::string bits = "morph_a->scalar[" + idx + "]";  // bool: the raw word, as the oracle
        bool word = prm.type == Type::U32 || prm.type == Type::Bool;
        p_.line("const " + d_.type(prm.type) + " " + n + " = " + (word ? bits : d_.bitcast(prm.type, Type::U32, bits)) +
                ";");
      }
    }
    if (std::set<int32_t> bools = BooleanIndices(k_).find(); !bools.empty()) {
      p_.line("uint morph_z;  // 0, hidden from the compiler: BooleanIndices");
      p_.line("__asm__(\"\" : \"=r\"(morph_z) : \"0\"(0u));");
      for (int32_t v : bools) p_.add_term(v, "morph_z");
    }
    p_.line("const uint morph_nx = morph_a->grid[0], morph_ny = morph_a->grid[1], morph_nz = morph_a->grid[2];");
    p_.line("const uint morph_wx = morph_a->wg[0], morph_wy = morph_a->wg[1], morph_wz = morph_a->wg[2];");
    p_.line("(void)morph_nz; (void)morph_wz;");
    // Values crossing loop nests: constants, parameters and buffer lengths are declared once
    // here (the nest that defines one redeclares the same value in its own scope); the others
    // live in per-item arrays, as do the locals of a kernel with barriers.
    for (size_t v = 0; v < k_.value_types.size(); ++v) {
      if (!regions_.spilled(static_cast<int32_t>(v))) continue;
      if (auto inv = regions_.invariant.find(static_cast<int32_t>(v)); inv != regions_.invariant.end()) {
        p_.stmt(*inv->second);
        declared_.insert(static_cast<int32_t>(v));
        continue;
      }
      if (regions_.recomputable(static_cast<int32_t>(v))) {
        remat_.insert(static_cast<int32_t>(v));
        continue;
      }
      p_.line(d_.type(k_.value_types[v]) + " v" + std::to_string(v) + "[1024];");
      p_.set_value_name(static_cast<int32_t>(v), "v" + std::to_string(v) + "[morph_lane]");
      spilled_.insert(static_cast<int32_t>(v));
    }
    if (wg) {
      for (size_t i = 0; i < k_.locals.size(); ++i) {
        std::string n = p_.local_name(static_cast<uint32_t>(i));
        p_.line(d_.type(k_.locals[i].type) + " " + n + "[1024];");
        p_.set_local_name(static_cast<uint32_t>(i), n + "[morph_lane]");
      }
    }
    // A kernel without barriers, shuffles, shared memory and local/group ids ("flat") runs the
    // workgroups of a range that are consecutive along x as one range of global x ids: one
    // item loop per run of workgroups instead of one per workgroup (the items of a barrier-free
    // workgroup are independent, so any order of them is an order a device may take).
    flat_ = flat_kernel(k_);
    // A 1-D grid (the common case) needs no division per workgroup: the group index is gx.
    p_.line("const bool morph_1d = morph_ny == 1u && morph_nz == 1u;");
    p_.line(flat_ ? "for (ulong morph_g = morph_group_begin; morph_g < morph_group_end;) {"
                  : "for (ulong morph_g = morph_group_begin; morph_g < morph_group_end; ++morph_g) {");
    p_.indent(1);
    p_.line("const uint morph_gx = morph_1d ? (uint)morph_g : (uint)(morph_g % morph_nx);");
    p_.line("const uint morph_gy = morph_1d ? 0u : (uint)((morph_g / morph_nx) % morph_ny);");
    p_.line("const uint morph_gz = morph_1d ? 0u : (uint)(morph_g / ((ulong)morph_nx * morph_ny));");
    p_.line("(void)morph_gx; (void)morph_gy; (void)morph_gz;");
    if (flat_) {
      // Workgroups gx … gx+gn-1 of this (gy, gz) row: global x ids x0 … x1-1 (the launch
      // checks that a global size fits in u32).
      p_.line(
          "const ulong morph_gn = morph_group_end - morph_g < (ulong)(morph_nx - morph_gx) ? morph_group_end - "
          "morph_g : (ulong)(morph_nx - morph_gx);");
      p_.line("const uint morph_x0 = morph_gx * morph_wx, morph_x1 = (uint)((morph_gx + morph_gn) * morph_wx);");
    } else {
      p_.line("const uint morph_x0 = morph_gx * morph_wx, morph_x1 = morph_x0 + morph_wx;");
    }
    for (size_t i = 0; i < k_.shared.size(); ++i)
      p_.line(d_.shared_decl(k_.shared[i].type, p_.shared_name(static_cast<uint32_t>(i)), k_.shared[i].count));
    locals_in_nest_ = !wg;
    block(k_.body);
    if (flat_) p_.line("morph_g += morph_gn;");
    p_.indent(-1);
    p_.line("}");
  }

 private:
  // A value read at workgroup level: item 0's copy (the value is workgroup-uniform there).
  std::string wg_value(int32_t v) const {
    return spilled_.count(v) ? "v" + std::to_string(v) + "[0]" : "v" + std::to_string(v);
  }
  // The array element or scalar of value `v` for item index expression `idx`.
  std::string item_value(int32_t v, const std::string& idx) const {
    return spilled_.count(v) ? "v" + std::to_string(v) + "[" + idx + "]" : "v" + std::to_string(v);
  }

  void block(const std::vector<Stmt>& b) {
    std::vector<const Stmt*> run;
    for (const Stmt& s : b) {
      if (!has_wg(s)) {
        run.push_back(&s);
        continue;
      }
      nest(run);
      run.clear();
      workgroup_stmt(s);
    }
    nest(run);
  }

  // The u32 divisions of a grid-stride loop's index by an invariant divisor D (nest()).
  struct Segments {
    std::set<int32_t> divisors;
    std::map<int32_t, int32_t> remainders;  // the Rem op's, and i - q·D written out -> D
    std::map<int32_t, int32_t> quotients;   // i / D -> D
    std::map<int32_t, int32_t> products;    // q·D -> D
  };
  // Overrides the u32 divisions and remainders of loop index `i` in `b` by a divisor in
  // `invariant` with the chunk's quotient morph_qD, collecting them in `g`.
  void segmented_divisions(const std::vector<Stmt>& b, int32_t i, const std::set<int32_t>& invariant, Segments& g) {
    for (const Stmt& s : b) {
      if ((s.op == Op::Div || s.op == Op::Rem) && s.type == Type::U32 && s.args[0] == i && invariant.count(s.args[1])) {
        const int32_t d = s.args[1];
        g.divisors.insert(d);
        std::string q = "morph_q" + std::to_string(d);
        if (s.op == Op::Div) {
          g.quotients[s.result] = d;
          p_.override_expr(s.result, q);
        } else {
          g.remainders[s.result] = d;
          p_.override_expr(s.result, p_.value(i) + " - " + q + " * " + p_.value(d));
        }
      }
      // The remainder written out, i - q·D for a segmented quotient q (dag_map's broadcast
      // index): it prints as it is, and is a remainder for rebased_loads.
      if (s.op == Op::Mul && s.type == Type::U32) {
        for (int k = 0; k < 2; ++k) {
          auto q = g.quotients.find(s.args[k]);
          if (q != g.quotients.end() && q->second == s.args[1 - k]) g.products[s.result] = q->second;
        }
      }
      if (s.op == Op::Sub && s.type == Type::U32 && s.args[0] == i && g.products.count(s.args[1]))
        g.remainders[s.result] = g.products[s.args[1]];
      for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) segmented_divisions(*c, i, invariant, g);
    }
  }
  // The (buffer, index) pairs of the loads in `b` indexed by a segmented remainder.
  static void rebased_loads(const std::vector<Stmt>& b, const std::map<int32_t, int32_t>& remainders,
                            std::set<std::pair<uint32_t, int32_t>>& out) {
    for (const Stmt& s : b) {
      if (s.op == Op::Load && remainders.count(s.args[0])) out.insert({s.imm, s.args[0]});
      for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) rebased_loads(*c, remainders, out);
    }
  }

  // One loop nest over the items of the workgroup (flat: of the run of workgroups), running
  // `run` for each item in increasing linear local id.
  void nest(const std::vector<const Stmt*>& run) {
    if (run.empty()) return;
    if (GridStrideLoop gs = find_grid_stride_loop(k_, run); gs.at < run.size()) {
      const size_t f = gs.at;
      // The grid-stride loop inside out: its trips outermost, the items of one trip the
      // innermost loop over consecutive elements (vectorizable; one trip per item on a full
      // grid). Each item still runs its trips in order; the statements before the loop are
      // values, printed again where they are needed; those after it form a nest of their own.
      const Stmt& loop = *run[f];
      std::vector<const Stmt*> prefix(run.begin(), run.begin() + static_cast<long>(f));
      std::string end = "(ulong)" + p_.value(loop.args[1]), i = p_.value(loop.result);
      p_.line("for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)");
      p_.line("for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {");
      p_.indent(1);
      p_.line("const uint morph_ix = morph_x0;  // the loop's bound, the same for every item");
      for (const Stmt* s : prefix) p_.stmt(*s);
      p_.line("const ulong morph_step = (ulong)morph_nx * morph_wx;");
      p_.line("for (ulong morph_t = 0u; (ulong)morph_x0 + morph_t < " + end + "; morph_t += morph_step) {");
      p_.indent(1);
      p_.line("const uint morph_hi = (uint)((ulong)morph_x1 + morph_t < " + end +
              " ? (ulong)morph_x1 + morph_t : " + end + ");");
      // The items of a trip run in chunks of at most kStage when the loop has staged outputs,
      // segmented divisions or f16 inputs, and of kPhaseStage when it runs as phases.
      // Staged outputs (staged_outputs): an output of at least stream_bytes bytes gathers a
      // chunk's results in an array on the stack, which morph_stream_out writes out with
      // non-temporal stores; a smaller one (which the next kernel may find in the caches) is
      // stored in place.
      // Segmented divisions (segmented_divisions): the loop index divided by a divisor d the same
      // for every item (a broadcast operand's row i / cols or column i % cols) — a chunk ends at
      // the next multiple of each such d, so that the quotient is one value for the whole chunk,
      // computed once (morph_qN), and the remainder i - morph_qN·d is affine in i: the broadcast
      // operand's loads are then consecutive and the loop vectorizes, where a u32 division per
      // item (no vector instruction; a zero divisor's check) and the gather it indexes kept it
      // scalar (cpu silu(a*w+b) 512x14336, plain inputs, 2-core VM 2026-12-04: 45.2 -> 3.3 ms).
      // (A kernel with fence_device stores in place: its stores are handed to other workgroups.)
      std::vector<uint32_t> staged = k_.uses_fence ? std::vector<uint32_t>{} : staged_outputs(loop),
                            f16_in = staged_f16_inputs(k_, loop);
      Segments seg;
      segmented_divisions(loop.body, loop.result, gs.invariant, seg);
      const std::set<int32_t>& divisors = seg.divisors;
      const std::map<int32_t, int32_t>& remainders = seg.remainders;
      // A long straight-line body runs as phases over each chunk (cpp_phases.h), its values
      // across phases in per-chunk arrays; a value the printer has renamed is not spilled.
      PhasePlan plan = plan_phases(loop.body);
      for (int32_t v : plan.spilled)
        if (p_.value(v) != "v" + std::to_string(v)) plan = PhasePlan{};
      const bool chunked = !staged.empty() || !divisors.empty() || !f16_in.empty() || plan.phases() > 1;
      const std::string stage = std::to_string(plan.phases() > 1 ? kPhaseStage : kStage);
      std::string lo = "(uint)((ulong)morph_x0 + morph_t)";
      if (chunked) {
        p_.line("for (uint morph_c0 = " + lo + "; morph_c0 < morph_hi;) {");
        p_.indent(1);
        p_.line("uint morph_c1 = morph_hi - morph_c0 > " + stage + "u ? morph_c0 + " + stage + "u : morph_hi;");
        for (int32_t d : divisors) {
          std::string q = "morph_q" + std::to_string(d), dv = p_.value(d);
          p_.line("const uint " + q + " = " + dv + " == 0u ? 0u : morph_c0 / " + dv + ";");
          p_.line("if (" + dv + " != 0u && (ulong)(" + q + " + 1u) * " + dv + " < (ulong)morph_c1) morph_c1 = (" + q +
                  " + 1u) * " + dv + ";");
        }
        // A load at a remainder i - morph_qD·D reads through the buffer's pointer rebased to the
        // chunk's first such element, at i - morph_c0 (GCC sees the u32 difference i - morph_qD·D
        // as possibly wrapping, not affine: a gather, which its alias versioning refuses).
        std::set<std::pair<uint32_t, int32_t>> rebased;
        rebased_loads(loop.body, remainders, rebased);
        for (auto [b, r] : rebased) {
          std::string n = "morph_rp" + std::to_string(r) + "_" + std::to_string(b), d = p_.value(remainders.at(r));
          p_.line("const " + d_.elem_type(k_.params[b].type) + "* const " + n + " = " + p_.param_name(b) +
                  " + (morph_c0 - morph_q" + std::to_string(remainders.at(r)) + " * " + d + ");");
          p_.redirect_loads(b, r, n + "[" + i + " - morph_c0]");
        }
        // f16 inputs and outputs (where the ISA has F16C): a chunk converted at once into or
        // out of a float array on the stack (kF16c), the items reading and writing floats.
        for (uint32_t b : f16_in) {
          std::string n = "morph_si" + std::to_string(b), pn = p_.param_name(b);
          p_.require(Prelude::F16ToF32);
          p_.line("float " + n + "[" + stage + "];");
          p_.line("#if defined(MORPH_F16C)");
          p_.line("morph_f16c_in(" + n + ", " + pn + " + morph_c0, morph_c1 - morph_c0);");
          p_.line("#else");
          p_.line("for (uint morph_j = 0u; morph_j < morph_c1 - morph_c0; ++morph_j) " + n +
                  "[morph_j] = morph_f16_to_f32((uint)" + pn + "[morph_c0 + morph_j]);");
          p_.line("#endif");
          p_.redirect_loads(b, loop.result, n + "[" + i + " - morph_c0]", /*converted=*/true);
        }
        for (uint32_t b : staged) {
          std::string n = std::to_string(b), t = d_.elem_type(k_.params[b].type),
                      es = std::to_string(ir::byte_size(k_.params[b].type));
          const bool f16 = k_.params[b].type == Type::F16;
          p_.line((f16 ? "float" : t) + " morph_so" + n + "[" + stage + "];");
          p_.line("const bool morph_nt" + n + " = (ulong)" + p_.len_name(b) + " * " + es +
                  "u >= morph_a->stream_bytes;");
          if (f16) {  // always through the float array: the copy-out converts
            p_.require(Prelude::F32ToF16);
            p_.redirect_stores(b, loop.result, "morph_so" + n + "[" + i + " - morph_c0]", /*converted=*/true);
            continue;
          }
          p_.line(t + "* const morph_to" + n + " = morph_nt" + n + " ? morph_so" + n + " : " + p_.param_name(b) +
                  " + morph_c0;");
          p_.redirect_stores(b, loop.result, "morph_to" + n + "[" + i + " - morph_c0]");
        }
        lo = "morph_c0";
      }
      for (int32_t v : plan.spilled) p_.line(p_.type_of(v) + " morph_sp" + std::to_string(v) + "[" + stage + "];");
      for (size_t ph = 0; ph < plan.phases(); ++ph) {
        // A phase before the last stores only to its spill arrays (locals no buffer pointer can
        // reach), so its items are independent: said to the compiler, whose alias versioning
        // would otherwise count every load against every spill store and give up past ten.
        if (ph + 1 < plan.phases()) {
          p_.line("#if defined(__clang__)");
          p_.line("#pragma clang loop vectorize(assume_safety)");
          p_.line("#else");
          p_.line("#pragma GCC ivdep");
          p_.line("#endif");
        }
        p_.line("for (uint " + i + " = " + lo + "; " + i + " < " + (chunked ? "morph_c1" : "morph_hi") + "; ++" + i +
                ") {");
        p_.indent(1);
        p_.line("const uint morph_ix = " + i + " - (uint)morph_t;");
        for (const Stmt* s : prefix) p_.stmt(*s);
        for (size_t j : plan.remat[ph]) p_.stmt(loop.body[j]);
        for (int32_t v : plan.spill_in[ph])
          p_.line(p_.type_of(v) + " " + p_.value(v) + " = morph_sp" + std::to_string(v) + "[" + i + " - morph_c0];");
        for (size_t j : plan.remat_late[ph]) p_.stmt(loop.body[j]);
        for (size_t j = plan.begin(ph); j < plan.end(ph, loop.body.size()); ++j) p_.stmt(loop.body[j]);
        for (int32_t v : plan.spill_out[ph])
          p_.line("morph_sp" + std::to_string(v) + "[" + i + " - morph_c0] = " + p_.value(v) + ";");
        if (ph + 1 < plan.phases()) {
          p_.indent(-1);
          p_.line("}");
        }
      }
      p_.clear_redirects();
      p_.clear_expr_overrides();
      p_.indent(-1);
      p_.line("}");
      if (chunked) {
        for (uint32_t b : staged) {
          std::string n = std::to_string(b), es = std::to_string(ir::byte_size(k_.params[b].type)),
                      pn = p_.param_name(b), bytes = "(ulong)(morph_c1 - morph_c0) * " + es + "u";
          if (k_.params[b].type != Type::F16) {
            p_.line("if (morph_nt" + n + ") morph_stream_out(" + pn + " + morph_c0, morph_so" + n + ", " + bytes +
                    ");");
            continue;
          }
          p_.line("{");
          p_.line("  ushort morph_h[" + stage + "];");
          p_.line("#if defined(MORPH_F16C)");
          p_.line("  morph_f16c_out(morph_h, morph_so" + n + ", morph_c1 - morph_c0);");
          p_.line("#else");
          p_.line(
              "  for (uint morph_j = 0u; morph_j < morph_c1 - morph_c0; ++morph_j) morph_h[morph_j] = "
              "(ushort)morph_f32_to_f16(morph_so" +
              n + "[morph_j]);");
          p_.line("#endif");
          p_.line("  if (morph_nt" + n + ") morph_stream_out(" + pn + " + morph_c0, morph_h, " + bytes +
                  "); else __builtin_memcpy(" + pn + " + morph_c0, morph_h, " + bytes + ");");
          p_.line("}");
        }
        p_.line("morph_c0 = morph_c1;");
        p_.indent(-1);
        p_.line("}");
      }
      p_.indent(-1);
      p_.line("}");
      if (!staged.empty()) p_.line("morph_stream_fence();");
      p_.indent(-1);
      p_.line("}");
      if (f + 1 < run.size()) {
        std::vector<const Stmt*> rest = prefix;
        rest.insert(rest.end(), run.begin() + static_cast<long>(f) + 1, run.end());
        nest(rest);
      }
      return;
    }
    p_.line("for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)");
    if (flat_) {
      p_.line("for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly)");
      // The innermost loop counts global ids: an induction variable bounded by its end, so the
      // compiler sees buffer indices as affine (no 32-bit wrap) and vectorizes.
      p_.line("for (uint morph_ix = morph_x0; morph_ix < morph_x1; ++morph_ix) {");
      p_.indent(1);
    } else {
      // The innermost loop counts local ids; the per-item arrays are indexed by a 64-bit lane
      // (row base + local id: affine in the loop, so their accesses are contiguous vectors).
      p_.line("for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {");
      p_.indent(1);
      p_.line("const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);");
      p_.line("for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {");
      p_.indent(1);
      p_.line("const uint morph_ix = morph_x0 + morph_lx;");
      p_.line("const ulong morph_lane = morph_lb + morph_lx;");
      p_.line("(void)morph_ix; (void)morph_lane;");
    }
    if (!remat_.empty()) {
      std::set<int32_t> defined, printed;
      for (const Stmt* s : run) collect_defs(*s, defined);
      for (const Stmt* s : run) recompute_operands(*s, defined, printed);
    }
    if (locals_in_nest_)
      for (size_t i = 0; i < k_.locals.size(); ++i)
        p_.line(d_.type(k_.locals[i].type) + " " + p_.local_name(static_cast<uint32_t>(i)) + " = 0;");
    std::string flag = loops_.empty() ? "" : "morph_brk" + std::to_string(loops_.back());
    // A break here leaves a workgroup-level loop: uniform, so every item takes it; the item
    // skips the rest of its statements, and the loop is left after the nest.
    p_.set_outer_break(flag.empty() ? "break;" : "{ " + flag + " = 1u; continue; }");
    for (const Stmt* s : run) p_.stmt(*s);
    bool broke = p_.outer_break_used();
    p_.set_outer_break("break;");
    p_.indent(-1);
    p_.line("}");
    if (!flat_) {
      p_.indent(-1);
      p_.line("}");
    }
    if (broke) {
      MORPH_CHECK(!flag.empty(), "cpp: break outside a loop");
      p_.line("if (" + flag + " != 0u) break;");
    }
  }

  static void collect_defs(const Stmt& s, std::set<int32_t>& defined) {
    if (s.result >= 0) defined.insert(s.result);
    for (int32_t l : s.lanes) defined.insert(l);
    for (const auto* b : {&s.body, &s.else_body, &s.cond_body})
      for (const Stmt& c : *b) collect_defs(c, defined);
  }
  // Prints, before the nest's statements, the definitions of the recomputed values that `s`
  // (and its blocks) reads but the nest does not define, operands first.
  void recompute_operands(const Stmt& s, const std::set<int32_t>& defined, std::set<int32_t>& printed) {
    for (int32_t a : s.args)
      if (a >= 0) recompute(a, defined, printed);
    if (s.op == Op::StoreLanes)
      for (int32_t l : s.lanes) recompute(l, defined, printed);
    for (const auto* b : {&s.body, &s.else_body, &s.cond_body})
      for (const Stmt& c : *b) recompute_operands(c, defined, printed);
  }
  void recompute(int32_t v, const std::set<int32_t>& defined, std::set<int32_t>& printed) {
    if (defined.count(v) || printed.count(v) || declared_.count(v) || spilled_.count(v)) return;
    auto d = regions_.lane_def.find(v);
    if (d == regions_.lane_def.end()) return;  // workgroup level: in scope
    MORPH_CHECK(remat_.count(v) || regions_.recomputable(v), "cpp: value ", v,
                " read across item nests is neither "
                "kept per item nor recomputable");
    printed.insert(v);
    for (int32_t a : d->second->args)
      if (a >= 0) recompute(a, defined, printed);
    p_.stmt(*d->second);
  }

  void workgroup_stmt(const Stmt& s) {
    switch (s.op) {
      case Op::Barrier: p_.line("// barrier"); return;
      case Op::Shuffle:
      case Op::ShuffleXor: {
        if (!spilled_.count(s.result)) return;  // result unused
        std::string l = "morph_l";
        std::string src = item_value(s.args[1], l);
        std::string from =
            s.op == Op::Shuffle ? "(" + l + " & ~31u) | (" + src + " & 31u)" : l + " ^ (" + src + " & 31u)";
        p_.line("for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)");
        p_.line("  v" + std::to_string(s.result) + "[morph_l] = " + item_value(s.args[0], from) + ";");
        return;
      }
      case Op::If:
        p_.line("if (" + wg_value(s.args[0]) + " != 0u) {");
        p_.indent(1);
        block(s.body);
        p_.indent(-1);
        if (!s.else_body.empty()) {
          p_.line("} else {");
          p_.indent(1);
          block(s.else_body);
          p_.indent(-1);
        }
        p_.line("}");
        return;
      case Op::For: {
        int id = next_loop_++;
        std::string i = "v" + std::to_string(s.result), b = wg_value(s.args[0]), e = wg_value(s.args[1]),
                    st = wg_value(s.args[2]), t = d_.type(s.type);
        std::string max = s.type == Type::I32 ? "2147483647" : "4294967295u";
        std::string zero = s.type == Type::I32 ? "0" : "0u";
        p_.line("{");
        p_.indent(1);
        p_.line("uint morph_brk" + std::to_string(id) + " = 0u;");
        p_.line("for (" + t + " " + i + " = " + b + "; " + zero + " < " + st + " && " + i + " < " + e + "; " + i +
                " = " + i + " > " + max + " - " + st + " ? " + e + " : " + i + " + " + st + ") {");
        p_.indent(1);
        loops_.push_back(id);
        block(s.body);
        loops_.pop_back();
        p_.indent(-1);
        p_.line("}");
        p_.line("(void)morph_brk" + std::to_string(id) + ";");
        p_.indent(-1);
        p_.line("}");
        return;
      }
      case Op::While: {
        int id = next_loop_++;
        p_.line("{");
        p_.indent(1);
        p_.line("uint morph_brk" + std::to_string(id) + " = 0u;");
        p_.line("for (;;) {");
        p_.indent(1);
        loops_.push_back(id);
        block(s.cond_body);
        p_.line("if (" + wg_value(s.args[0]) + " == 0u) break;");
        block(s.body);
        loops_.pop_back();
        p_.indent(-1);
        p_.line("}");
        p_.line("(void)morph_brk" + std::to_string(id) + ";");
        p_.indent(-1);
        p_.line("}");
        return;
      }
      default: MORPH_CHECK(false, "cpp: unexpected workgroup-level statement ", ir::op_name(s.op));
    }
  }

  const ir::Kernel& k_;
  CStylePrinter& p_;
  const Dialect& d_;
  Regions regions_;
  std::set<int32_t> spilled_;
  std::set<int32_t> remat_;     // values read across nests, recomputed in each nest that reads them
  std::set<int32_t> declared_;  // invariant values declared once at the top of the function
  std::vector<int> loops_;      // ids of the enclosing workgroup-level loops, innermost last
  int next_loop_ = 0;
  bool locals_in_nest_ = false;
  bool flat_ = false;  // workgroups consecutive along x run as one range of global x ids
};

void CppDialect::kernel_body(const ir::Kernel& k, CStylePrinter& p) const { BodyPrinter(k, p, *this).run(); }

}  // namespace

const Dialect& cpp_dialect() {
  static const CppDialect d;
  return d;
}

}  // namespace morph::codegen
