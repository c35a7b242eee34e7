// Symbolic values. Val<T> is an SSA value of arithmetic type T; Var<T> is a mutable local whose
// reads and writes are traced in program order. Operators trace one IR statement each; a C++
// literal beside a symbolic value becomes a constant of the value's type.
//   Val<float> y = x * 2.0f + b;      // mul, add
//   Var<float> acc = 0.0f; acc += y;  // var, read, add, write
#pragma once
#include <bit>
#include <source_location>
#include <type_traits>

#include "morph/dsl/tracer.h"
#include "morph/dsl/types.h"

namespace morph::dsl {

template <Arith T>
struct Val {
  using value_type = T;
  int32_t id = -1;
  uint64_t trace = 0;  ///< Tracer::serial() of the trace that made it

  Val() = default;
  static Val from_id(int32_t id) {
    Val v;
    v.id = id;
    v.trace = tracer().serial();
    return v;
  }
  /// The SSA id for an operation being traced; throws UserError when the value belongs to another
  /// kernel's trace (its id would silently name an unrelated value of this one).
  int32_t use() const {
    if (id >= 0 && trace != tracer().serial()) tracer().foreign_value();
    return id;
  }
  /// A constant (traced as `const`, bit pattern exact).
  Val(T literal) : id(constant(literal)), trace(tracer().serial()) {}  // NOLINT: implicit by design

  static int32_t constant(T x) {
    uint32_t bits;
    if constexpr (std::is_same_v<T, float>)
      bits = std::bit_cast<uint32_t>(x);
    else
      bits = static_cast<uint32_t>(x);
    return tracer().emit(ir::Op::Const, ir_type_v<T>, -1, -1, -1, bits);
  }
};

/// A constant f32 from its bit pattern (how Morph's math writes its constants).
inline Val<float> f32_bits(uint32_t bits) {
  return Val<float>::from_id(tracer().emit(ir::Op::Const, ir::Type::F32, -1, -1, -1, bits));
}

template <Arith T>
class Var {
 public:
  using value_type = T;
  Var(const Val<T>& init, const char* name = nullptr) { declare(init, name); }
  Var(T literal) { declare(Val<T>(literal), nullptr); }  // NOLINT
  template <class S>
  requires requires(const S& s) {
    { s.read() } -> std::same_as<Val<T>>;
  }
  Var(const S& s) {  // NOLINT: from another symbolic handle of the same type
    declare(s.read(), nullptr);
  }
  Var(const Var& other) { declare(other.read(), nullptr); }  // a copy is a new local

  Val<T> read() const { return Val<T>::from_id(tracer().emit(ir::Op::ReadVar, ir_type_v<T>, -1, -1, -1, local_)); }
  operator Val<T>() const { return read(); }  // NOLINT
  Var& operator=(const Val<T>& v) {
    tracer().emit(ir::Op::WriteVar, ir::Type::Void, v.use(), -1, -1, local_);
    return *this;
  }
  Var& operator=(const Var& v) { return *this = v.read(); }
  Var& operator=(T literal) { return *this = Val<T>(literal); }
  template <class S>
  requires requires(const S& s) {
    { s.read() } -> std::same_as<Val<T>>;
  }
  Var& operator=(const S& s) { return *this = s.read(); }

 private:
  void declare(const Val<T>& init, const char* name) {
    Tracer& t = tracer();
    std::string n = name ? name : "v" + std::to_string(t.kernel().locals.size());
    local_ = t.add_local(std::move(n), ir_type_v<T>);
    t.emit(ir::Op::DeclVar, ir::Type::Void, init.use(), -1, -1, local_);
  }
  uint32_t local_ = 0;
};

// ---- symbolic traits: anything with read() -> Val<T> is a symbolic operand -----------------

template <class X>
struct sym {
  static constexpr bool value = false;
};
template <Arith T>
struct sym<Val<T>> {
  static constexpr bool value = true;
  using type = T;
};
template <Arith T>
struct sym<Var<T>> {
  static constexpr bool value = true;
  using type = T;
};
template <class X>
requires requires(const X& x) {
  typename X::sym_value_type;
  x.read();
}
struct sym<X> {
  static constexpr bool value = true;
  using type = typename X::sym_value_type;
};

template <class X>
inline constexpr bool is_sym_v = sym<std::remove_cvref_t<X>>::value;
template <class X>
using sym_t = typename sym<std::remove_cvref_t<X>>::type;

template <Arith T>
inline Val<T> read_of(const Val<T>& v) {
  return v;
}
template <class X>
requires is_sym_v<X> &&
    (!std::is_same_v<std::remove_cvref_t<X>, Val<sym_t<X>>>)inline Val<sym_t<X>> read_of(const X& x) {
  return x.read();
}

// The operand type of a binary operator: both symbolic and equal, or one symbolic and one
// literal that converts to it without changing kind (no float literal into an integer).
template <class A, class B, bool SA = is_sym_v<A>, bool SB = is_sym_v<B>>
struct common_sym;
template <class A, class B>
struct common_sym<A, B, true, true> {
  static_assert(std::is_same_v<sym_t<A>, sym_t<B>>, "Morph: operands of different types; insert cast<T>(x) explicitly");
  using type = sym_t<A>;
};
template <class A, class B>
struct common_sym<A, B, true, false> {
  using type = sym_t<A>;
};
template <class A, class B>
struct common_sym<A, B, false, true> {
  using type = sym_t<B>;
};
template <class A, class B>
using common_sym_t = typename common_sym<A, B>::type;

template <class T, class X>
inline Val<T> as_val(const X& x) {
  if constexpr (is_sym_v<X>) {
    return read_of(x);
  } else {
    static_assert(std::is_arithmetic_v<X>, "Morph: operand is neither symbolic nor a literal");
    static_assert(!(std::is_integral_v<T> && std::is_floating_point_v<X>),
                  "Morph: a floating-point literal used with an integer value");
    return Val<T>(static_cast<T>(x));
  }
}

template <class A, class B>
concept SymPair = (is_sym_v<A> || is_sym_v<B>)&&(is_sym_v<A> || std::is_arithmetic_v<std::remove_cvref_t<A>>)&&(
    is_sym_v<B> || std::is_arithmetic_v<std::remove_cvref_t<B>>);

template <class T>
inline Val<T> binop(ir::Op op, Val<T> a, Val<T> b) {
  if constexpr (std::is_same_v<T, float>) {
    // x / ±2^e with |e| <= 126 is x * ±2^-e: both are the exact quotient rounded once (2^-e is
    // exact), so every input — zeros and their signs, infinities, NaN, subnormal results, the
    // flush mode — gives the same bits, and a multiply is one instruction where a correctly
    // rounded division is a routine (RMSNorm's mean of squares over 128 or 4096 columns). It
    // also keeps NVIDIA's OpenCL compiler from turning `a / 2^k` into a multiply of its own and
    // contracting that with a following add into an fma despite FP_CONTRACT OFF (measured on the
    // H200, 2026-12-02: `x - sum(x)/1024` on subnormal rows); an explicit product it leaves alone.
    if (op == ir::Op::Div) {
      if (const uint32_t* bits = tracer().f32_const_bits(b.use())) {
        const uint32_t e = (*bits >> 23) & 0xffu;
        if ((*bits & 0x7fffffu) == 0 && e >= 1 && e <= 253) {
          const uint32_t recip = (*bits & 0x80000000u) | ((254u - e) << 23);  // ±2^-(e - 127)
          return Val<T>::from_id(tracer().emit(ir::Op::Mul, ir::Type::F32, a.use(),
                                               tracer().emit(ir::Op::Const, ir::Type::F32, -1, -1, -1, recip)));
        }
      }
    }
  }
  return Val<T>::from_id(tracer().emit(op, ir_type_v<T>, a.use(), b.use()));
}
inline bool& proven_normal();
template <class T>
inline Val<bool> cmpop(ir::Op op, Val<T> a, Val<T> b) {
  const uint32_t proven = std::is_same_v<T, float> && proven_normal() ? 1u : 0u;  // docs/ir.md "Proven normal"
  return Val<bool>::from_id(tracer().emit(op, ir::Type::Bool, a.use(), b.use(), -1, proven));
}

#define MORPH_DSL_BINOP(sym_op, ir_op)                          \
  template <class A, class B>                                   \
  requires SymPair<A, B>                                        \
  inline auto operator sym_op(const A& a, const B& b) {         \
    using T = common_sym_t<A, B>;                               \
    return binop<T>(ir::Op::ir_op, as_val<T>(a), as_val<T>(b)); \
  }
MORPH_DSL_BINOP(+, Add)
MORPH_DSL_BINOP(-, Sub)
MORPH_DSL_BINOP(*, Mul)
MORPH_DSL_BINOP(/, Div)
MORPH_DSL_BINOP(%, Rem)
MORPH_DSL_BINOP(&, And)
MORPH_DSL_BINOP(|, Or)
MORPH_DSL_BINOP(^, Xor)
MORPH_DSL_BINOP(<<, Shl)
MORPH_DSL_BINOP(>>, Shr)
MORPH_DSL_BINOP(&&, And)
MORPH_DSL_BINOP(||, Or)
#undef MORPH_DSL_BINOP

#define MORPH_DSL_CMPOP(sym_op, ir_op)                          \
  template <class A, class B>                                   \
  requires SymPair<A, B>                                        \
  inline Val<bool> operator sym_op(const A& a, const B& b) {    \
    using T = common_sym_t<A, B>;                               \
    return cmpop<T>(ir::Op::ir_op, as_val<T>(a), as_val<T>(b)); \
  }
MORPH_DSL_CMPOP(==, Eq)
MORPH_DSL_CMPOP(!=, Ne)
MORPH_DSL_CMPOP(<, Lt)
MORPH_DSL_CMPOP(<=, Le)
MORPH_DSL_CMPOP(>, Gt)
MORPH_DSL_CMPOP(>=, Ge)
#undef MORPH_DSL_CMPOP

template <class A>
requires is_sym_v<A>
inline Val<sym_t<A>> operator-(const A& a) {
  using T = sym_t<A>;
  if constexpr (std::is_same_v<T, uint32_t>)
    return binop<T>(ir::Op::Sub, Val<T>(0u), read_of(a));
  else
    return Val<T>::from_id(tracer().emit(ir::Op::Neg, ir_type_v<T>, read_of(a).use(), -1, -1,
                                         std::is_same_v<T, float> && proven_normal() ? 1u : 0u));
}
template <class A>
requires is_sym_v<A>
inline Val<sym_t<A>> operator!(const A& a) {
  return Val<sym_t<A>>::from_id(tracer().emit(ir::Op::Not, ir_type_v<sym_t<A>>, read_of(a).use()));
}
template <class A>
requires is_sym_v<A>
inline Val<sym_t<A>> operator~(const A& a) {
  return Val<sym_t<A>>::from_id(tracer().emit(ir::Op::Not, ir_type_v<sym_t<A>>, read_of(a).use()));
}

#define MORPH_DSL_COMPOUND(sym_op, bin_op)                \
  template <Arith T, class B>                             \
  inline Var<T>& operator sym_op(Var<T>& v, const B& b) { \
    v = v.read() bin_op as_val<T>(b);                     \
    return v;                                             \
  }
MORPH_DSL_COMPOUND(+=, +)
MORPH_DSL_COMPOUND(-=, -)
MORPH_DSL_COMPOUND(*=, *)
MORPH_DSL_COMPOUND(/=, /)
MORPH_DSL_COMPOUND(&=, &)
MORPH_DSL_COMPOUND(|=, |)
MORPH_DSL_COMPOUND(^=, ^)
#undef MORPH_DSL_COMPOUND

// ---- casts and selects -----------------------------------------------------------------------

/// Value conversion (docs/ir.md "Cast"): f32->int truncates toward zero and saturates, NaN -> 0;
/// int->f32 rounds to nearest even; i32<->u32 keeps the bits; to bool is `x != 0`.
template <Arith To, class X>
requires is_sym_v<X>
inline Val<To> cast(const X& x) {
  if constexpr (std::is_same_v<To, sym_t<X>>)
    return read_of(x);
  else
    return Val<To>::from_id(tracer().emit(ir::Op::Cast, ir_type_v<To>, read_of(x).use()));
}
/// Reinterprets the 32 bits of an f32/i32/u32 value.
template <Arith To, class X>
requires is_sym_v<X>
inline Val<To> bitcast(const X& x) {
  if constexpr (std::is_same_v<To, sym_t<X>>)
    return read_of(x);
  else
    return Val<To>::from_id(tracer().emit(ir::Op::Bitcast, ir_type_v<To>, read_of(x).use()));
}

/// `c ? a : b` with both arms evaluated (no control flow).
template <class C, class A, class B>
requires is_sym_v<C> && SymPair<A, B>
inline auto select(const C& c, const A& a, const B& b) {
  using T = common_sym_t<A, B>;
  return Val<T>::from_id(
      tracer().emit(ir::Op::Select, ir_type_v<T>, read_of(c).use(), as_val<T>(a).use(), as_val<T>(b).use()));
}

#define MORPH_DSL_UNARY(fn, ir_op)                                                                      \
  template <class X>                                                                                    \
  requires is_sym_v<X>                                                                                  \
  inline Val<sym_t<X>> fn(const X& x) {                                                                 \
    return Val<sym_t<X>>::from_id(tracer().emit(ir::Op::ir_op, ir_type_v<sym_t<X>>, read_of(x).use())); \
  }
MORPH_DSL_UNARY(floor, Floor)
MORPH_DSL_UNARY(rint, Rint)
MORPH_DSL_UNARY(trunc, Trunc)
MORPH_DSL_UNARY(abs, Abs)
MORPH_DSL_UNARY(sqrt, Sqrt)
#undef MORPH_DSL_UNARY

/// An operand of dsl::fma: a symbolic f32 or a host number (converted to float).
template <class X>
concept FmaOperand = (is_sym_v<X> && std::is_same_v<sym_t<X>, float>) ||
                     (!is_sym_v<X> && std::is_arithmetic_v<std::remove_cvref_t<X>>);

/// While set, f32 fma, comparisons and negations are traced marked *proven normal* (imm 1,
/// docs/ir.md "Proven normal"): the author asserts that no operand is ever subnormal (and, for an
/// fma, that the exact result is never a nonzero value below 2^-126); the oracle checks it
/// (interp::Options::proven_normal_violations). A printer may then use device instructions that
/// flush subnormals (NVIDIA's fma, compares and negations under Vulkan). Set by ProvenNormal.
inline bool& proven_normal() {
  thread_local bool on = false;
  return on;
}
/// proven_normal() set for this object's lifetime (restored after).
struct ProvenNormal {
  ProvenNormal() : was(proven_normal()) { proven_normal() = true; }
  ~ProvenNormal() { proven_normal() = was; }
  ProvenNormal(const ProvenNormal&) = delete;
  ProvenNormal& operator=(const ProvenNormal&) = delete;
  bool was;
};

/// f32 `a*b + c` with ONE rounding (IEEE 754 fusedMultiplyAdd; docs/ir.md "fma"). At least
/// one operand symbolic; the host twin for three floats is dsl::fma(float, float, float).
template <class A, class B, class C>
requires FmaOperand<A> && FmaOperand<B> && FmaOperand<C> &&
    (is_sym_v<A> || is_sym_v<B> || is_sym_v<C>)inline Val<float> fma(const A& a, const B& b, const C& c) {
  return Val<float>::from_id(tracer().emit(ir::Op::Fma, ir::Type::F32, as_val<float>(a).use(), as_val<float>(b).use(),
                                           as_val<float>(c).use(), proven_normal() ? 1u : 0u));
}

template <class A, class B>
requires SymPair<A, B>
inline auto min(const A& a, const B& b) {
  using T = common_sym_t<A, B>;
  return binop<T>(ir::Op::Min, as_val<T>(a), as_val<T>(b));
}
template <class A, class B>
requires SymPair<A, B>
inline auto max(const A& a, const B& b) {
  using T = common_sym_t<A, B>;
  return binop<T>(ir::Op::Max, as_val<T>(a), as_val<T>(b));
}

}  // namespace morph::dsl
