// A backend's spelling of C-style kernel source: the table of hooks the shared CStylePrinter
// calls (STYLE.md "Printers: one base, a table per backend"). A dialect overrides only what its
// language spells differently; every default below is exact (docs: each hook's contract).
//   class MyDialect : public codegen::Dialect { ... };  // name, header, signature, builtins, …
//   std::string src = codegen::print(kernel, MyDialect{});
//
// Portable spellings every dialect's header() must make available, because the shared prelude
// (morph/codegen/prelude.h) and the default hooks use them:
//   types `uint` (32-bit unsigned), `ulong` (64-bit unsigned), `ushort`, `uchar`, `int`, `float`;
//   bit casts `as_uint(float|int)`, `as_int(float|uint)`, `as_float(uint|int)` (OpenCL C has
//   them built in; CUDA defines them as __device__ overloads).
#pragma once
#include <string>
#include <vector>

#include "morph/codegen/prelude.h"
#include "morph/ir/ir.h"

namespace morph::codegen {

class CStylePrinter;

class Dialect {
 public:
  virtual ~Dialect() = default;

  /// Backend id ("opencl", "cuda").
  virtual std::string name() const = 0;
  /// The island arm this dialect prints (DESIGN §7): the target name an arm is keyed by
  /// ("cuda", "opencl", …), without the options name() may add for display.
  virtual std::string island_target() const { return name(); }
  /// Source text before the prelude: pragmas, includes, typedefs/helpers for the portable
  /// spellings listed above. Ends with a newline.
  virtual std::string header(const ir::Kernel& k) const = 0;
  /// Qualifier put before each prelude function ("" in OpenCL C, "static __device__
  /// __forceinline__" in CUDA).
  virtual std::string fn_qualifier() const = 0;

  /// C type of an arithmetic IR type. Default: f32 float, i32 int, u32 uint and bool as a
  /// 32-bit `uint` word holding the oracle's raw bits (0/1 from comparisons; a loaded bool keeps
  /// its word, exactly as the oracle does).
  virtual std::string type(ir::Type t) const;
  /// C type of one buffer element of IR element type `t`. Default: f16/bf16 `ushort`, i8/u8
  /// `uchar` (i8 sign extension is done with integer ops), others as type().
  virtual std::string elem_type(ir::Type t) const;

  /// The kernel's signature up to (excluding) the opening brace. Parameters in IR order; each
  /// buffer parameter is followed by a `uint` element count named printer.len_name(i).
  virtual std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const = 0;
  /// Prints everything between the signature's braces. Default: p.default_declarations(),
  /// then p.block(k.body) (the statements in IR order). A dialect that runs the items of a
  /// workgroup as loops (the cpp dialect) structures the body itself and prints statement runs
  /// with p.stmt().
  virtual void kernel_body(const ir::Kernel& k, CStylePrinter& p) const;
  /// Lines printed first inside the kernel body. Default: when the kernel shuffles, the
  /// linear local id `morph_lid`, the 2x1024-word shuffle scratch `morph_sg` and its half
  /// selector `morph_sgh` (used by the default shuffle()).
  virtual void kernel_prologue(const ir::Kernel& k, CStylePrinter& p) const;
  /// Declaration of a workgroup shared array (kernel scope), e.g. "__local float sh0_red[32];".
  virtual std::string shared_decl(ir::Type t, const std::string& name, uint32_t count) const = 0;
  /// A workgroup barrier that also orders shared and global memory, as a statement.
  virtual std::string barrier() const = 0;
  /// u32 expression for a builtin (`dim` 0..2). GlobalId must equal group*local_size + local.
  virtual std::string builtin(ir::BuiltinKind kind, int dim) const = 0;
  /// A line printed before a `for` marked for unrolling (dsl::ForUnroll) whose begin, end and
  /// step are constants (`trips` iterations, no wrap-around possible), or "" for none (the
  /// default).
  virtual std::string counted_loop_pragma(uint64_t /*trips*/) const { return {}; }
  /// The statement for IR prefetch of buffer `buf` (`len` elements) at `index`, or "" for none
  /// (the default: GPU targets have no use for it).
  virtual std::string prefetch(const std::string& /*buf*/, const std::string& /*len*/,
                               const std::string& /*index*/) const {
    return {};
  }

  /// The IR's atomic_add on the u32 buffer `buf` at element `index`: an expression of the
  /// element's value before the add (one read-modify-write at device scope, relaxed). "" (the
  /// default) for a language without one: printing such a kernel is then a UserError naming it.
  virtual std::string atomic_add(const std::string& /*buf*/, const std::string& /*index*/,
                                 const std::string& /*value*/) const {
    return {};
  }
  /// The IR's fence_device as a statement (a device-scope fence on global memory), or "" (the
  /// default) for a language without one (as atomic_add).
  virtual std::string fence_device() const { return {}; }
  /// The qualifier before a coherent buffer's element type (ir::coherent_buffer): "volatile "
  /// in the C-like GPU languages, whose loads then bypass the caches another workgroup's stores
  /// do not reach. The dialects that declare buffers themselves use it in kernel_signature.
  std::string coherent_qualifier(const ir::Kernel& k, size_t param) const {
    return ir::coherent_buffer(k, param) ? "volatile " : "";
  }

  /// Bit cast between f32/i32/u32 C values. Default: as_uint/as_int/as_float.
  virtual std::string bitcast(ir::Type to, ir::Type from, const std::string& e) const;
  /// int -> f32 conversion rounding to nearest even. Default "(float)e" (OpenCL C and CUDA
  /// both round to nearest even for an explicit int->float cast).
  virtual std::string int_to_f32(ir::Type from, const std::string& e) const;
  /// f32 `a op b` for op in Add, Sub, Mul, Div; correctly rounded, never contracted.
  /// Default: infix + - * and Morph's correctly rounded division from the prelude.
  virtual std::string f32_arith(ir::Op op, const std::string& a, const std::string& b, CStylePrinter& p) const;
  /// f32 fused multiply-add `a*b + c` with ONE rounding (IEEE 754 fusedMultiplyAdd, the IR's
  /// `fma`). Default: OpenCL C's `fma(a, b, c)`, which OpenCL 1.2 §6.12.2 defines as correctly
  /// rounded (measured single-rounding on PoCL and NVIDIA, ../shared/BACKEND-FACTS.md). A
  /// dialect whose built-in is not single-rounding must print an exact emulation instead.
  virtual std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter& p) const;
  /// An fma marked proven normal (imm 1: no operand subnormal, the exact result never a nonzero
  /// value below 2^-126; docs/ir.md "fma"), where a flushing device fma is exact. Default: f32_fma.
  virtual std::string f32_fma_proven(const std::string& a, const std::string& b, const std::string& c,
                                     CStylePrinter& p) const {
    return f32_fma(a, b, c, p);
  }
  /// The IR's `dp4a(a, b, c)` (i32; c + the four signed byte products, wrapping), for a
  /// dialect named as a target of the intrinsic (ir::intrinsic_targets: the verifier keeps dp4a
  /// inside island arms for those targets). Default: an internal error.
  virtual std::string dp4a(const std::string& a, const std::string& b, const std::string& c) const;
  /// The IR's `byte_perm(x, y, s)` (u32; byte n = byte (s >> 4n) & 7 of y:x), for a dialect
  /// named as a target of the intrinsic. Default: an internal error.
  virtual std::string byte_perm(const std::string& x, const std::string& y, const std::string& s) const;
  /// The IR's `load_byte`: byte `b` of buffer `buf`'s u32 words from word `w`, for a dialect that
  /// lists it among its island intrinsics (ir::intrinsic_targets); others throw.
  virtual std::string load_byte(const std::string& buf, const std::string& w, const std::string& b) const;
  /// The IR's `load_half`: halfword `h` of buffer `buf`'s u32 words from word `w` (as load_byte).
  virtual std::string load_half(const std::string& buf, const std::string& w, const std::string& h) const;
  /// The IR's `half_to_float(h)` (u32 -> f32: the binary16 in h's low 16 bits, exactly), for a
  /// dialect named as a target of the intrinsic (`p` to require a prelude helper). Default: an
  /// internal error.
  virtual std::string half_to_float(const std::string& h, CStylePrinter& p) const;
  /// f32 negation: the sign bit flipped (also of zeros, infinities and NaNs). Default: a bit
  /// cast and an xor.
  virtual std::string f32_neg(const std::string& a) const;
  /// f32 negation of a value whose every use is an f32 add, sub, mul, div or fma: those give a
  /// NaN for a NaN operand whatever its sign (payloads unspecified, DESIGN L4), so the sign of a
  /// NaN may be lost here; every other value's sign is flipped exactly. Default: f32_neg.
  virtual std::string f32_neg_operand(const std::string& a) const { return f32_neg(a); }
  /// f32_neg_operand of a value proven normal (docs/ir.md "Proven normal": never subnormal, a
  /// claim the oracle checks), so a negation that flushes subnormals is exact there. Default:
  /// f32_neg_operand.
  virtual std::string f32_neg_proven_operand(const std::string& a) const { return f32_neg_operand(a); }
  /// f32 absolute value: the sign bit cleared (NaN payloads kept). Default: a bit cast and an and.
  virtual std::string f32_abs(const std::string& a) const;
  /// The u32 mask `literal` (0x80000000u, 0x7fffffffu) of the default f32_neg / f32_abs, as
  /// printed. Default: the literal itself.
  virtual std::string sign_mask(const std::string& literal) const { return literal; }
  /// Correctly rounded f32 square root. Default: Morph's integer-only routine from the prelude.
  virtual std::string f32_sqrt(const std::string& a, CStylePrinter& p) const;
  /// f32 comparison `a op b` for op in Eq, Ne, Lt, Le, Gt, Ge (IEEE: false when either operand
  /// is NaN, except Ne), as a boolean expression (the caller parenthesizes it); subnormal operands compare by
  /// their value. Default: the infix operator. The cast f32 -> bool and the prelude's
  /// morph_min_f32/morph_max_f32 compare through the same spelling in a dialect that overrides
  /// it (GLSL: NVIDIA's Vulkan driver flushes subnormals in its float compares and min/max).
  virtual std::string f32_compare(ir::Op op, const std::string& a, const std::string& b) const;
  /// f32_compare of operands proven normal (docs/ir.md "Proven normal": neither is ever subnormal,
  /// a claim the oracle checks), so a device compare that flushes subnormals — and a compare and
  /// select the device's compiler fuses into a flushing min/max — is exact there. Default:
  /// f32_compare.
  virtual std::string f32_compare_proven(ir::Op op, const std::string& a, const std::string& b) const {
    return f32_compare(op, a, b);
  }
  /// Floor / Rint (half even) / Trunc, exact. Default: the prelude's exact routines.
  virtual std::string f32_round(ir::Op op, const std::string& a, CStylePrinter& p) const;
  /// DESIGN L4 flush mode, for devices that do not preserve denormals: the printer then wraps
  /// the operands and results of f32 + - * / sqrt and the operands of min/max and comparisons
  /// in morph_ftz, exactly where the oracle's flush mode flushes. Default false.
  virtual bool flush_denormals() const { return false; }
  /// Wide buffer access (LoadLanes/StoreLanes) as `words` (2 or 4) 32-bit words at once. The
  /// type holding them with members .x .y (.z .w), e.g. "uint4"; "" (the default) when the
  /// dialect has none: the printer then emits one scalar access per lane (same meaning).
  virtual std::string wide_type(uint32_t words) const {
    (void)words;
    return "";
  }
  /// Expression loading wide_type(words) — `lanes` elements — from buffer `buf` at element index
  /// `first` (a multiple of `lanes`, so the address is 16-byte aligned for 4 words, 8 for 2) of a
  /// buffer declared const unless `written`. Used only if wide_type != "".
  virtual std::string wide_load(uint32_t words, bool written, const std::string& buf, const std::string& first,
                                uint32_t lanes) const;
  /// Statement storing the words `w` (u32 expressions, in order) — `lanes` elements — into
  /// buffer `buf` at element index `first`.
  virtual std::string wide_store(uint32_t words, const std::string& buf, const std::string& first, uint32_t lanes,
                                 const std::vector<std::string>& w) const;
  /// Prints the statements of a Shuffle/ShuffleXor statement `s` (declaring its result).
  /// Default: through the shared scratch and one barrier (valid because the verifier keeps
  /// shuffles in workgroup-uniform control flow).
  virtual void shuffle(const ir::Stmt& s, CStylePrinter& p) const;

  /// Source of one prelude function. Default: the shared text (prelude_text) with
  /// fn_qualifier(); a dialect whose language lacks something the shared text uses (64-bit
  /// integers, C's signed `/` and `%`) returns its own exact routine with the same name and
  /// meaning.
  virtual std::string prelude(Prelude p) const;
  /// Last pass over the whole printed translation unit (print() returns its result). Default:
  /// unchanged. GLSL uses it to spell C casts as constructors and mark float temporaries
  /// `precise`.
  virtual std::string finish(std::string src) const { return src; }
};

}  // namespace morph::codegen
