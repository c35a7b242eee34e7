// The oracle's implementation. Each statement runs for every active item before the next one
// starts. Values live in a register file laid out [value][item]; locals likewise.
#include "morph/interp/interp.h"

#include <atomic>
#include <cmath>
#include <cstring>
#include <exception>
#include <mutex>
#include <thread>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/ir/island.h"
#include "morph/ir/scalar.h"

namespace morph::interp {
namespace {

using ir::Op;
using ir::Stmt;
using ir::Type;
using Mask = std::vector<uint8_t>;

inline float F(uint32_t u) { return float_of(u); }
inline uint32_t B(float f) { return bits_of(f); }
inline int32_t I(uint32_t u) { return static_cast<int32_t>(u); }

struct Loop {
  Mask brk;
};

class Exec {
 public:
  Exec(const ir::Kernel& k, Dim3 grid, Dim3 wg, std::span<const Arg> args, const Options& o)
      : k_(k), grid_(grid), wg_(wg), args_(args), opts_(o), n_(static_cast<uint32_t>(wg.count())) {
    regs_.resize(k.value_types.size() * size_t{n_});
    vars_.resize(k.locals.size() * size_t{n_});
    shared_.resize(k.shared.size());
    access_.resize(k.shared.size());
    for (size_t a = 0; a < k.shared.size(); ++a) {
      shared_[a].resize(k.shared[a].count);
      access_[a].resize(k.shared[a].count);
    }
  }

  void run_group(uint64_t linear_group) {
    group_[0] = static_cast<uint32_t>(linear_group % grid_.x);
    group_[1] = static_cast<uint32_t>((linear_group / grid_.x) % grid_.y);
    group_[2] = static_cast<uint32_t>(linear_group / (uint64_t{grid_.x} * grid_.y));
    for (auto& w : access_) std::fill(w.begin(), w.end(), SharedAccess{});
    interval_ = 1;
    Mask all(n_, 1);
    loop_ = nullptr;
    block(k_.body, all);
  }

 private:
  uint32_t& R(int32_t id, uint32_t item) { return regs_[size_t(id) * n_ + item]; }

  uint32_t local_coord(uint32_t item, int d) const {
    if (d == 0) return item % wg_.x;
    if (d == 1) return (item / wg_.x) % wg_.y;
    return item / (wg_.x * wg_.y);
  }
  uint32_t dim(const Dim3& v, int d) const { return d == 0 ? v.x : d == 1 ? v.y : v.z; }

  [[noreturn]] void fail(const Stmt& s, uint32_t item, const std::string& what) {
    std::string where = str_cat("oracle: kernel '", k_.name, "': ", what, " at `", ir::dump_stmt(k_, s), "`");
    if (s.loc.file)
      where += str_cat(" (", s.loc.file, ":", s.loc.line, ")");
    else
      for (auto it = enclosing_.rbegin(); it != enclosing_.rend(); ++it)
        if ((*it)->loc.file && *it != &s) {
          where += str_cat(" (inside the ", ir::op_name((*it)->op), " at ", (*it)->loc.file, ":", (*it)->loc.line, ")");
          break;
        }
    where += str_cat(" [workgroup (", group_[0], ",", group_[1], ",", group_[2], "), item (", local_coord(item, 0), ",",
                     local_coord(item, 1), ",", local_coord(item, 2), ")]");
    throw UserError(where);
  }

  static bool any(const Mask& m) {
    for (uint8_t b : m)
      if (b) return true;
    return false;
  }

  void block(const std::vector<Stmt>& b, Mask m) {
    for (const Stmt& s : b) {
      if (!any(m)) return;
      stmt(s, m);
      if (loop_ && (s.op == Op::Break || s.op == Op::If))
        for (uint32_t i = 0; i < n_; ++i)
          if (loop_->brk[i]) m[i] = 0;
    }
  }

  float ftz(float x) const {
    if (opts_.flush_denormals && std::fpclassify(x) == FP_SUBNORMAL) return std::signbit(x) ? -0.0f : 0.0f;
    return x;
  }

  uint32_t index_of(const Stmt& s, uint32_t item, size_t count, const char* what, const std::string& name) {
    uint32_t raw = R(s.args[0], item);
    Type it = k_.value_types[s.args[0]];
    int64_t idx = it == Type::I32 ? int64_t{I(raw)} : int64_t{raw};
    if (idx < 0 || static_cast<uint64_t>(idx) >= count)
      fail(s, item, str_cat(what, " '", name, "' index ", idx, " out of bounds (", count, " elements)"));
    return static_cast<uint32_t>(idx);
  }

  uint32_t load_elem(const Arg& a, Type t, uint32_t idx) {
    const unsigned char* p = static_cast<const unsigned char*>(a.data);
    switch (t) {
      case Type::F16: {
        uint16_t h;
        std::memcpy(&h, p + 2 * size_t{idx}, 2);
        return B(f16_to_f32(h));
      }
      case Type::BF16: {
        uint16_t h;
        std::memcpy(&h, p + 2 * size_t{idx}, 2);
        return B(bf16_to_f32(h));
      }
      case Type::I8: {
        int8_t v;
        std::memcpy(&v, p + idx, 1);
        return static_cast<uint32_t>(int32_t{v});
      }
      case Type::U8: return p[idx];
      default: {
        uint32_t v;
        std::memcpy(&v, p + 4 * size_t{idx}, 4);
        return v;
      }
    }
  }
  void store_elem(const Arg& a, Type t, uint32_t idx, uint32_t v) {
    unsigned char* p = static_cast<unsigned char*>(a.data);
    switch (t) {
      case Type::F16: {
        uint16_t h = f32_to_f16(F(v));
        std::memcpy(p + 2 * size_t{idx}, &h, 2);
        break;
      }
      case Type::BF16: {
        uint16_t h = f32_to_bf16(F(v));
        std::memcpy(p + 2 * size_t{idx}, &h, 2);
        break;
      }
      case Type::I8:
      case Type::U8: p[idx] = static_cast<unsigned char>(v & 0xffu); break;
      default: std::memcpy(p + 4 * size_t{idx}, &v, 4); break;
    }
  }

  uint32_t unary(const Stmt& s, uint32_t a) {
    Type t = s.type;
    switch (s.op) {
      case Op::Neg: return t == Type::F32 ? (a ^ 0x80000000u) : (0u - a);
      case Op::Abs: return t == Type::F32 ? (a & 0x7fffffffu) : static_cast<uint32_t>(ir::abs(I(a)));
      case Op::Not: return t == Type::Bool ? (a ? 0u : 1u) : ~a;
      case Op::Floor: return B(ir::floor(F(a)));
      case Op::Rint: return B(ir::rint(F(a)));
      case Op::Trunc: return B(ir::trunc(F(a)));
      case Op::Sqrt: return B(ftz(ir::sqrt(ftz(F(a)))));
      default: MORPH_CHECK(false, "not unary");
    }
  }

  uint32_t cast(Type to, Type from, uint32_t a) {
    auto go = [&]<class From>(From x) -> uint32_t {
      switch (to) {
        case Type::F32: return B(ir::cast<float>(x));
        case Type::I32: return static_cast<uint32_t>(ir::cast<int32_t>(x));
        case Type::U32: return ir::cast<uint32_t>(x);
        case Type::Bool: return ir::cast<bool>(x) ? 1u : 0u;
        default: MORPH_CHECK(false, "bad cast target");
      }
    };
    switch (from) {
      case Type::F32: return go(F(a));
      case Type::I32: return go(I(a));
      case Type::U32: return go(a);
      case Type::Bool: return go(a != 0);
      default: MORPH_CHECK(false, "bad cast source");
    }
  }

  uint32_t binary(Op op, Type t, uint32_t a, uint32_t b) {
    if (t == Type::F32) {
      float x = ftz(F(a)), y = ftz(F(b));
      switch (op) {
        case Op::Add: return B(ftz(x + y));
        case Op::Sub: return B(ftz(x - y));
        case Op::Mul: return B(ftz(x * y));
        case Op::Div: return B(ftz(x / y));
        case Op::Min: return B(ir::min(x, y));
        case Op::Max: return B(ir::max(x, y));
        case Op::Eq: return x == y;
        case Op::Ne: return x != y;
        case Op::Lt: return x < y;
        case Op::Le: return x <= y;
        case Op::Gt: return x > y;
        case Op::Ge: return x >= y;
        default: break;
      }
    } else if (t == Type::I32) {
      int32_t x = I(a), y = I(b);
      switch (op) {
        case Op::Add: return a + b;
        case Op::Sub: return a - b;
        case Op::Mul: return a * b;
        case Op::Div:
          if (y == 0) return 0;
          if (x == INT32_MIN && y == -1) return a;
          return static_cast<uint32_t>(x / y);
        case Op::Rem:
          if (y == 0) return a;
          if (x == INT32_MIN && y == -1) return 0;
          return static_cast<uint32_t>(x % y);
        case Op::Min: return static_cast<uint32_t>(x < y ? x : y);
        case Op::Max: return static_cast<uint32_t>(x < y ? y : x);
        case Op::Shl: return a << (b & 31u);
        case Op::Shr: return static_cast<uint32_t>(x >> (b & 31u));
        case Op::Eq: return x == y;
        case Op::Ne: return x != y;
        case Op::Lt: return x < y;
        case Op::Le: return x <= y;
        case Op::Gt: return x > y;
        case Op::Ge: return x >= y;
        default: break;
      }
    } else if (t == Type::U32) {
      switch (op) {
        case Op::Add: return a + b;
        case Op::Sub: return a - b;
        case Op::Mul: return a * b;
        case Op::Div: return b == 0 ? 0u : a / b;
        case Op::Rem: return b == 0 ? a : a % b;
        case Op::Min: return a < b ? a : b;
        case Op::Max: return a < b ? b : a;
        case Op::Shl: return a << (b & 31u);
        case Op::Shr: return a >> (b & 31u);
        case Op::Eq: return a == b;
        case Op::Ne: return a != b;
        case Op::Lt: return a < b;
        case Op::Le: return a <= b;
        case Op::Gt: return a > b;
        case Op::Ge: return a >= b;
        default: break;
      }
    } else if (t == Type::Bool) {
      switch (op) {
        case Op::Eq: return a == b;
        case Op::Ne: return a != b;
        default: break;
      }
    }
    switch (op) {
      case Op::And: return a & b;
      case Op::Or: return a | b;
      case Op::Xor: return a ^ b;
      default: MORPH_CHECK(false, "op ", ir::op_name(op), " on ", ir::type_name(t));
    }
  }

  void stmt(const Stmt& s, Mask& m) {
    // Loads, stores and arithmetic carry no C++ line (an operator[] cannot take a source
    // location before C++23): an error there names the innermost enclosing If/For/While's.
    struct Enclosing {
      std::vector<const Stmt*>& v;
      bool pushed;
      ~Enclosing() {
        if (pushed) v.pop_back();
      }
    } enclosing{enclosing_, s.loc.file != nullptr && (s.op == Op::If || s.op == Op::For || s.op == Op::While)};
    if (enclosing.pushed) enclosing_.push_back(&s);
    switch (s.op) {
      case Op::Const:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = s.imm;
        return;
      case Op::Param:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = args_[s.imm].bits;
        return;
      case Op::BufferLen:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = static_cast<uint32_t>(args_[s.imm].count);
        return;
      case Op::Builtin: {
        auto kind = static_cast<ir::BuiltinKind>(s.imm / 4);
        int d = static_cast<int>(s.imm % 4);
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t v = 0;
          switch (kind) {
            case ir::BuiltinKind::GlobalId: v = group_[d] * dim(wg_, d) + local_coord(i, d); break;
            case ir::BuiltinKind::LocalId: v = local_coord(i, d); break;
            case ir::BuiltinKind::GroupId: v = group_[d]; break;
            case ir::BuiltinKind::LocalSize: v = dim(wg_, d); break;
            case ir::BuiltinKind::NumGroups: v = dim(grid_, d); break;
            case ir::BuiltinKind::GlobalSize: v = dim(grid_, d) * dim(wg_, d); break;
          }
          R(s.result, i) = v;
        }
        return;
      }
      case Op::Neg:
      case Op::Abs:
      case Op::Not:
      case Op::Floor:
      case Op::Rint:
      case Op::Trunc:
      case Op::Sqrt:
        if (ir::is_proven_normal(s) && opts_.proven_normal_violations)  // a proven-normal neg (docs/ir.md)
          for (uint32_t i = 0; i < n_; ++i)
            if (m[i] && is_subnormal_bits(R(s.args[0], i))) opts_.proven_normal_violations->fetch_add(1);
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = unary(s, R(s.args[0], i));
        return;
      case Op::Cast: {
        Type from = k_.value_types[s.args[0]];
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = cast(s.type, from, R(s.args[0], i));
        return;
      }
      case Op::Bitcast:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = R(s.args[0], i);
        return;
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::Div:
      case Op::Rem:
      case Op::Min:
      case Op::Max:
      case Op::And:
      case Op::Or:
      case Op::Xor:
      case Op::Shl:
      case Op::Shr:
      case Op::Eq:
      case Op::Ne:
      case Op::Lt:
      case Op::Le:
      case Op::Gt:
      case Op::Ge: {
        Type t = k_.value_types[s.args[0]];
        if (ir::is_proven_normal(s) && opts_.proven_normal_violations)  // a proven-normal compare (docs/ir.md)
          for (uint32_t i = 0; i < n_; ++i)
            if (m[i] && (is_subnormal_bits(R(s.args[0], i)) || is_subnormal_bits(R(s.args[1], i))))
              opts_.proven_normal_violations->fetch_add(1);
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = binary(s.op, t, R(s.args[0], i), R(s.args[1], i));
        return;
      }
      case Op::Select:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = R(s.args[0], i) ? R(s.args[1], i) : R(s.args[2], i);
        return;
      case Op::Fma:  // one rounding (IEEE 754 fusedMultiplyAdd); flush mode as for mul and add
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) {
            const float a = ftz(F(R(s.args[0], i))), b = ftz(F(R(s.args[1], i))), c = ftz(F(R(s.args[2], i)));
            const float r = ir::fma(a, b, c);
            if (ir::is_proven_normal(s) && opts_.proven_normal_violations)
              for (float v : {a, b, c, r})
                if (is_subnormal_bits(B(v))) {
                  opts_.proven_normal_violations->fetch_add(1);
                  break;
                }
            R(s.result, i) = B(ftz(r));
          }
        return;
      case Op::Dp4a:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i])
            R(s.result, i) =
                static_cast<uint32_t>(ir::dp4a(I(R(s.args[0], i)), I(R(s.args[1], i)), I(R(s.args[2], i))));
        return;
      case Op::HalfToFloat:  // exact: every binary16 is a float (subnormals become normal floats);
                             // NaN payload aside (L4): the host conversion quiets signaling NaNs
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = B(f16_to_f32(static_cast<uint16_t>(R(s.args[0], i))));
        return;
      case Op::BytePerm:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = ir::byte_perm(R(s.args[0], i), R(s.args[1], i), R(s.args[2], i));
        return;
      case Op::Island:  // run() selected the arms; none is left
        MORPH_CHECK(false, "oracle: island statement left after arm selection");
        return;
      case Op::Load: {
        const Arg& a = args_[s.imm];
        const ir::Param& p = k_.params[s.imm];
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, a.count, "load from buffer", p.name);
          R(s.result, i) = load_elem(a, p.type, idx);
        }
        return;
      }
      case Op::LoadByte:
      case Op::LoadHalf: {  // unit b (byte, halfword) of the u32 words from word w, little-endian (the default arm's
                            // formula)
        const Arg& a = args_[s.imm];
        const ir::Param& p = k_.params[s.imm];
        const bool byte = s.op == Op::LoadByte;
        const uint32_t per_word = byte ? 4u : 2u, bits = byte ? 8u : 16u;
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          const uint32_t w = R(s.args[0], i), b = R(s.args[1], i);
          const uint64_t word = uint64_t{w} + b / per_word;
          if (word >= a.count)
            fail(s, i,
                 str_cat(op_name(s.op), " from buffer '", p.name, "' word ", w, byte ? " byte " : " halfword ", b,
                         " out of bounds (", a.count, " words)"));
          R(s.result, i) =
              (load_elem(a, p.type, static_cast<uint32_t>(word)) >> (bits * (b % per_word))) & ((1u << bits) - 1u);
        }
        return;
      }
      case Op::Prefetch: return;  // a hint: reads nothing, changes nothing (any index)
      case Op::AtomicAdd: {       // items in order; workgroups run on several threads, so a real atomic
        const Arg& a = args_[s.imm];
        const ir::Param& p = k_.params[s.imm];
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, a.count, "atomic_add on buffer", p.name);
          auto* w = static_cast<unsigned char*>(a.data) + 4 * size_t{idx};
          if (reinterpret_cast<uintptr_t>(w) % alignof(std::atomic_ref<uint32_t>) == 0) {
            R(s.result, i) = std::atomic_ref<uint32_t>(*reinterpret_cast<uint32_t*>(w))
                                 .fetch_add(R(s.args[1], i), std::memory_order_relaxed);
          } else {  // a host buffer of bytes (a device buffer is aligned): the same step under a lock
            static std::mutex unaligned;
            std::lock_guard<std::mutex> lock(unaligned);
            uint32_t old;
            std::memcpy(&old, w, 4);
            const uint32_t nv = old + R(s.args[1], i);
            std::memcpy(w, &nv, 4);
            R(s.result, i) = old;
          }
        }
        return;
      }
      case Op::FenceDevice:  // the other workgroups run on other threads: a C++ fence orders this
                             // one's plain accesses around its atomics as the IR's fence does
        std::atomic_thread_fence(std::memory_order_seq_cst);
        return;
      case Op::Store: {
        const Arg& a = args_[s.imm];
        const ir::Param& p = k_.params[s.imm];
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, a.count, "store to buffer", p.name);
          store_elem(a, p.type, idx, R(s.args[1], i));
        }
        return;
      }
      case Op::LoadLanes:
      case Op::StoreLanes: {
        // N scalar accesses at first, first+1, …; `first` must be a multiple of N (the
        // alignment a printer's one wide access relies on).
        const Arg& a = args_[s.imm];
        const ir::Param& p = k_.params[s.imm];
        const bool load = s.op == Op::LoadLanes;
        const uint32_t lanes = static_cast<uint32_t>(s.lanes.size());
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, a.count, load ? "lane load from buffer" : "lane store to buffer", p.name);
          if (idx % lanes != 0 || size_t{idx} + lanes > a.count)
            fail(s, i,
                 str_cat(load ? "lane load from buffer '" : "lane store to buffer '", p.name, "' at index ", idx,
                         ": the first index must be a multiple of ", lanes, " and all ", lanes, " lanes within ",
                         a.count, " elements"));
          for (uint32_t j = 0; j < lanes; ++j) {
            if (load)
              R(s.lanes[j], i) = load_elem(a, p.type, idx + j);
            else
              store_elem(a, p.type, idx + j, R(s.lanes[j], i));
          }
        }
        return;
      }
      case Op::SharedLoad: {
        const ir::SharedArray& sa = k_.shared[s.imm];
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, sa.count, "load from shared array", sa.name);
          SharedAccess& a = access_[s.imm][idx];
          if (a.writer == 0)
            fail(s, i,
                 str_cat("read of shared '", sa.name, "'[", idx, "] which no item has written in this workgroup"));
          if (a.written_in == interval_ && a.writer != i + 1)
            fail(s, i,
                 str_cat("data race: item ", i, " reads shared '", sa.name, "'[", idx, "], which item ", a.writer - 1,
                         " wrote with no barrier between them (a device may run the read first: add a barrier() "
                         "after the write)"));
          a.reader = a.read_in == interval_ && a.reader != i + 1 ? kManyReaders : i + 1;
          a.read_in = interval_;
          R(s.result, i) = shared_[s.imm][idx];
        }
        return;
      }
      case Op::SharedStore: {
        const ir::SharedArray& sa = k_.shared[s.imm];
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t idx = index_of(s, i, sa.count, "store to shared array", sa.name);
          SharedAccess& a = access_[s.imm][idx];
          const uint32_t v = R(s.args[1], i);
          // Another item's access since the last barrier makes the order matter, unless the value
          // stays what it was (items storing the same value, the common "every item sets it").
          if (v != shared_[s.imm][idx] && a.writer != 0) {
            if (a.read_in == interval_ && a.reader != i + 1)
              fail(s, i,
                   str_cat("data race: item ", i, " writes shared '", sa.name, "'[", idx, "], which ",
                           a.reader == kManyReaders ? std::string("other items") : str_cat("item ", a.reader - 1),
                           " read with no barrier between them (a device may run the write first: add a barrier() "
                           "before the write)"));
            if (a.written_in == interval_ && a.writer != i + 1)
              fail(s, i,
                   str_cat("data race: items ", a.writer - 1, " and ", i, " write different values to shared '",
                           sa.name, "'[", idx, "] with no barrier between them (the result depends on their order)"));
          }
          shared_[s.imm][idx] = v;
          a.writer = i + 1;
          a.written_in = interval_;
        }
        return;
      }
      case Op::DeclVar:
      case Op::WriteVar:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) vars_[size_t(s.imm) * n_ + i] = R(s.args[0], i);
        return;
      case Op::ReadVar:
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) R(s.result, i) = vars_[size_t(s.imm) * n_ + i];
        return;
      case Op::If: {
        Mask t(n_), e(n_);
        bool any_e = false;
        for (uint32_t i = 0; i < n_; ++i) {
          t[i] = m[i] && R(s.args[0], i);
          e[i] = m[i] && !R(s.args[0], i);
          any_e |= e[i] != 0;
        }
        block(s.body, t);
        if (any_e && !s.else_body.empty()) {
          if (loop_)
            for (uint32_t i = 0; i < n_; ++i)
              if (loop_->brk[i]) e[i] = 0;
          block(s.else_body, e);
        }
        return;
      }
      case Op::For: {
        Loop L{Mask(n_, 0)};
        Loop* outer = loop_;
        loop_ = &L;
        Type t = s.type;
        Mask active = m;
        for (uint32_t i = 0; i < n_; ++i) {
          if (!active[i]) continue;
          bool pos = t == Type::I32 ? I(R(s.args[2], i)) > 0 : R(s.args[2], i) > 0;
          if (!pos) fail(s, i, "loop step must be positive");
          R(s.result, i) = R(s.args[0], i);
        }
        for (;;) {
          Mask cur(n_, 0);
          bool go = false;
          for (uint32_t i = 0; i < n_; ++i) {
            if (!active[i]) continue;
            uint32_t iv = R(s.result, i), end = R(s.args[1], i);
            bool in = t == Type::I32 ? I(iv) < I(end) : iv < end;
            cur[i] = in;
            go |= in;
          }
          if (!go) break;
          block(s.body, cur);
          bool more = false;
          for (uint32_t i = 0; i < n_; ++i) {
            if (!cur[i] || L.brk[i]) {
              active[i] = 0;
              continue;
            }
            uint32_t iv = R(s.result, i), step = R(s.args[2], i);
            // Stop instead of wrapping past the type's range.
            bool wraps = t == Type::I32 ? I(iv) > INT32_MAX - I(step) : iv > UINT32_MAX - step;
            if (wraps) {
              active[i] = 0;
              continue;
            }
            R(s.result, i) = iv + step;
            more = true;
          }
          if (!more) break;
        }
        loop_ = outer;
        return;
      }
      case Op::While: {
        Loop L{Mask(n_, 0)};
        Loop* outer = loop_;
        loop_ = &L;
        Mask active = m;
        for (;;) {
          block(s.cond_body, active);
          bool go = false;
          for (uint32_t i = 0; i < n_; ++i) {
            active[i] = active[i] && !L.brk[i] && R(s.args[0], i);
            go |= active[i] != 0;
          }
          if (!go) break;
          block(s.body, active);
          for (uint32_t i = 0; i < n_; ++i)
            if (L.brk[i]) active[i] = 0;
        }
        loop_ = outer;
        return;
      }
      case Op::Break:
        MORPH_CHECK(loop_ != nullptr, "break outside loop");
        for (uint32_t i = 0; i < n_; ++i)
          if (m[i]) loop_->brk[i] = 1;
        return;
      case Op::Barrier: {
        ++interval_;
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) {
            uint32_t first = 0;
            while (first < n_ && !m[first]) ++first;
            fail(s, first < n_ ? first : 0,
                 str_cat("divergent barrier: item ", i,
                         " of the workgroup does not reach it while others do; "
                         "every item must execute each barrier"));
          }
        }
        return;
      }
      case Op::Shuffle:
      case Op::ShuffleXor:
        for (uint32_t i = 0; i < n_; ++i) {
          if (!m[i]) continue;
          uint32_t lane = i & 31u, arg = R(s.args[1], i) & 31u;
          uint32_t src = (i & ~31u) | (s.op == Op::Shuffle ? arg : (lane ^ arg));
          if (src >= n_ || !m[src])
            fail(s, i,
                 str_cat(ir::op_name(s.op), " reads lane ", src & 31u, " of its subgroup, which is inactive here"));
          R(s.result, i) = R(s.args[0], src);
        }
        return;
    }
  }

  const ir::Kernel& k_;
  Dim3 grid_, wg_;
  std::span<const Arg> args_;
  Options opts_;
  uint32_t n_;
  uint32_t group_[3] = {0, 0, 0};
  std::vector<uint32_t> regs_, vars_;
  std::vector<std::vector<uint32_t>> shared_;
  // Who last wrote and read each shared element, and in which barrier interval (the oracle runs a
  // workgroup's items in lockstep, so it sees one order of accesses that a device need not keep:
  // an access by another item in the same interval is a data race, reported at the second).
  static constexpr uint32_t kManyReaders = 0xffffffffu;
  struct SharedAccess {
    uint32_t writer = 0, written_in = 0;  // item + 1 (0: never written), interval
    uint32_t reader = 0, read_in = 0;     // item + 1 or kManyReaders, interval
  };
  std::vector<std::vector<SharedAccess>> access_;
  uint32_t interval_ = 1;               // barriers passed in this workgroup, + 1
  std::vector<const Stmt*> enclosing_;  // the If/For/While statements being run, with a C++ line
  Loop* loop_ = nullptr;
};

/// run() on a kernel without islands (its arms already selected).
void run_selected(const ir::Kernel& k, Dim3 grid, Dim3 workgroup, std::span<const Arg> args, const Options& opts) {
  MORPH_USER_CHECK(args.size() == k.params.size(), "oracle: kernel '", k.name, "' takes ", k.params.size(),
                   " arguments, launch passed ", args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const ir::Param& p = k.params[i];
    bool want_buf = p.kind == ir::ParamKind::Buffer;
    MORPH_USER_CHECK((args[i].kind == Arg::Kind::Buffer) == want_buf, "oracle: kernel '", k.name, "': argument ", i,
                     " ('", p.name, "') must be a ", want_buf ? "buffer" : "scalar");
    MORPH_USER_CHECK(!want_buf || args[i].data != nullptr || args[i].count == 0, "oracle: kernel '", k.name,
                     "': buffer argument '", p.name, "' is null");
  }
  MORPH_USER_CHECK(workgroup.count() > 0 && grid.count() > 0, "oracle: kernel '", k.name,
                   "': grid and workgroup sizes must be at least 1 in every dimension");
  MORPH_USER_CHECK(workgroup.count() <= 1024, "oracle: kernel '", k.name, "': workgroup of ", workgroup.count(),
                   " items exceeds 1024");
  MORPH_USER_CHECK(!k.uses_subgroup || workgroup.count() % 32 == 0, "oracle: kernel '", k.name,
                   "' uses subgroup shuffles, so its workgroup size must be a multiple of 32 (got ", workgroup.count(),
                   ")");
  uint64_t groups = grid.count();
  unsigned nt = opts.threads ? opts.threads : std::max(1u, std::thread::hardware_concurrency());
  if (groups < nt) nt = static_cast<unsigned>(groups);
  std::atomic<uint64_t> next{0};
  std::exception_ptr err;
  std::mutex mu;
  auto worker = [&] {
    try {
      Exec ex(k, grid, workgroup, args, opts);
      for (;;) {
        uint64_t g = next.fetch_add(1);
        if (g >= groups) break;
        ex.run_group(g);
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(mu);
      if (!err) err = std::current_exception();
      next.store(groups);
    }
  };
  if (nt <= 1) {
    worker();
  } else {
    std::vector<std::thread> ts;
    for (unsigned t = 0; t < nt; ++t) ts.emplace_back(worker);
    for (auto& t : ts) t.join();
  }
  if (err) std::rethrow_exception(err);
}

}  // namespace

void run(const ir::Kernel& k, Dim3 grid, Dim3 workgroup, std::span<const Arg> args, const Options& opts) {
  ir::with_island_arms(k, opts.island_arm,
                       [&](const ir::Kernel& selected) { run_selected(selected, grid, workgroup, args, opts); });
}

}  // namespace morph::interp
