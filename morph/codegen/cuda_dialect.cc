// CUDA spellings for the shared C-style printer. Only what CUDA spells differently from the
// base's defaults is here: the header (portable type names and as_* bit casts), the entry
// signature, builtins, barrier, shared arrays, and the IEEE intrinsics and hardware shuffles.
#include "morph/codegen/cuda_dialect.h"

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"

namespace morph::codegen {
namespace {

using ir::Op;
using ir::Type;

class CudaDialect : public Dialect {
 public:
  explicit CudaDialect(bool hip = false) : hip_(hip) {}
  std::string name() const override { return hip_ ? "hip" : "cuda"; }

  std::string header(const ir::Kernel& k) const override {
    // The half_to_float arm's conversion as one PTX cvt (NVRTC needs no cuda_fp16.h for it).
    const std::string h2f =
        !hip_ && kernel_uses_op(k, "half_to_float")
            ? "MORPH_FN float morph_h2f(uint h) { float r; asm(\"cvt.f32.f16 %0, %1;\" : \"=f\"(r) : "
              "\"h\"((unsigned short)h)); return r; }\n"
            : "";
    return std::string(hip_ ? "#include <hip/hip_runtime.h>\n" : "") +
           "typedef unsigned int uint;\n"
           "typedef unsigned long long ulong;\n"
           "typedef unsigned short ushort;\n"
           "typedef unsigned char uchar;\n"
           "#define MORPH_FN static __device__ __forceinline__\n"
           "MORPH_FN uint as_uint(float x) { return __float_as_uint(x); }\n"
           "MORPH_FN uint as_uint(int x) { return (uint)x; }\n"
           "MORPH_FN int as_int(float x) { return __float_as_int(x); }\n"
           "MORPH_FN int as_int(uint x) { return (int)x; }\n"
           "MORPH_FN float as_float(uint x) { return __uint_as_float(x); }\n"
           "MORPH_FN float as_float(int x) { return __int_as_float(x); }\n" +
           h2f;
  }
  std::string fn_qualifier() const override { return "MORPH_FN"; }

  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const override {
    // Launch bounds (ir::Kernel::max_workgroup_items): the register cap follows from them.
    std::string bounds;
    if (k.max_workgroup_items)
      bounds = "__launch_bounds__(" + std::to_string(k.max_workgroup_items) +
               (k.min_workgroups_per_cu ? ", " + std::to_string(k.min_workgroups_per_cu) : std::string()) + ") ";
    std::string sig = "extern \"C\" __global__ void " + bounds + kernel_symbol(k) + "(";
    for (size_t i = 0; i < k.params.size(); ++i) {
      const ir::Param& prm = k.params[i];
      if (i) sig += ", ";
      if (prm.kind == ir::ParamKind::Buffer) {
        sig += std::string(prm.written ? "" : "const ") + coherent_qualifier(k, i) + elem_type(prm.type) + "* " +
               p.param_name(i);
        sig += ", uint " + p.len_name(i);
      } else {
        sig += type(prm.type) + " " + p.param_name(i);
      }
    }
    return sig + ")";
  }

  // atomicAdd on unsigned int (CUDA C++ Programming Guide, "Atomic Functions"; HIP's is the
  // same), the volatile of a coherent buffer cast away for the call; __threadfence() is
  // fence.sc.gpu, the guide's release / acquire pattern around an atomic ("Memory Fence
  // Functions", its last-block sum example).
  std::string atomic_add(const std::string& buf, const std::string& index, const std::string& v) const override {
    return "atomicAdd((uint*)&" + buf + "[" + index + "], " + v + ")";
  }
  std::string fence_device() const override { return "__threadfence();"; }

  // The dp4a island arm (morph/ir/island.h): __dp4a(int, int, int) is PTX dp4a.s32.s32, the
  // four signed byte products added to c modulo 2^32 (CUDA Math API, "Integer Intrinsics";
  // sm_61 and later) — the IR's dp4a exactly. HIP has no __dp4a: its dialect ("hip") is not
  // a target of the intrinsic and prints the default arm.
  std::string dp4a(const std::string& a, const std::string& b, const std::string& c) const override {
    MORPH_CHECK(!hip_, "dp4a printed for hip");
    return "__dp4a(" + a + ", " + b + ", " + c + ")";
  }

  // The byte_perm island arm: __byte_perm(x, y, s) takes byte s<4n+2:4n> of y:x as byte n (the
  // selector's bit 3 and upper half unused: CUDA Math API, libdevice __nv_byte_perm) — the IR's
  // byte_perm exactly; one PRMT. HIP's dialect prints the default arm.
  std::string byte_perm(const std::string& x, const std::string& y, const std::string& s) const override {
    MORPH_CHECK(!hip_, "byte_perm printed for hip");
    return "__byte_perm(" + x + ", " + y + ", " + s + ")";
  }

  // The half_to_float island arm: the hardware conversion (cvt.f32.f16), exact for every finite
  // and infinite binary16 (subnormals included; --ftz=false). The island's arm keeps NaNs on
  // the portable formula, so no payload rule of the conversion matters.
  std::string half_to_float(const std::string& h, CStylePrinter&) const override {
    MORPH_CHECK(!hip_, "half_to_float printed for hip");
    return "morph_h2f(" + h + ")";
  }

  // Hardware shuffles need no scratch and no linear id.
  void kernel_prologue(const ir::Kernel&, CStylePrinter&) const override {}

  std::string shared_decl(Type t, const std::string& name, uint32_t count) const override {
    return "__shared__ " + type(t) + " " + name + "[" + std::to_string(count) + "];";
  }

  // Orders shared and global memory among the block's threads (CUDA C++ Programming Guide,
  // "Synchronization Functions").
  std::string barrier() const override { return "__syncthreads();"; }
  // A short counted loop marked for unrolling (a row fence's transpose and epilogue loops over
  // an item's columns: 8 trips at 128 x 4 items per row) unrolled whole: its loads are then
  // issued together and the induction arithmetic folds (H200, 2026-12-05, the gated norm
  // 131072 x 128 as printed vs the same source unrolled: 68.5 -> 63.8 us; 524288 x 128:
  // 245.7 -> 219.5 us, bench/gap). Unmarked loops are left to nvcc: every 2..16-trip loop
  // unrolled made the matvec's chunk loop (14 trips of a 32-lane decode) 1.2-2.6x slower.
  std::string counted_loop_pragma(uint64_t trips) const override {
    return trips >= 2 && trips <= 16 ? "#pragma unroll" : "";
  }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    static const char* xyz[3] = {"x", "y", "z"};
    std::string c = xyz[dim];
    switch (kind) {
      case ir::BuiltinKind::GlobalId: return "(blockIdx." + c + " * blockDim." + c + " + threadIdx." + c + ")";
      case ir::BuiltinKind::LocalId: return "threadIdx." + c;
      case ir::BuiltinKind::GroupId: return "blockIdx." + c;
      case ir::BuiltinKind::LocalSize: return "blockDim." + c;
      case ir::BuiltinKind::NumGroups: return "gridDim." + c;
      case ir::BuiltinKind::GlobalSize: return "(gridDim." + c + " * blockDim." + c + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }

  std::string int_to_f32(Type from, const std::string& e) const override {
    if (from == Type::I32) return "__int2float_rn(" + e + ")";
    if (from == Type::U32) return "__uint2float_rn(" + e + ")";
    return Dialect::int_to_f32(from, e);
  }

  std::string f32_arith(Op op, const std::string& a, const std::string& b, CStylePrinter&) const override {
    switch (op) {
      case Op::Add: return "__fadd_rn(" + a + ", " + b + ")";
      case Op::Sub: return "__fsub_rn(" + a + ", " + b + ")";
      case Op::Mul: return "__fmul_rn(" + a + ", " + b + ")";
      case Op::Div: return "__fdiv_rn(" + a + ", " + b + ")";
      default: MORPH_CHECK(false, "f32_arith: ", ir::op_name(op));
    }
  }

  std::string f32_sqrt(const std::string& a, CStylePrinter&) const override { return "__fsqrt_rn(" + a + ")"; }

  // `-(a)` (PTX neg.f32), which ptxas folds into the using fma/add/mul as an operand modifier
  // where the bit-cast xor costs an instruction of its own (3 to 4 per silu element: the gated
  // norm's row fence 736 -> 720 SASS instructions). neg.f32 may not keep a NaN's sign; the
  // printer asks for this form only where every use is f32 arithmetic, which returns a NaN then.
  std::string f32_neg_operand(const std::string& a) const override { return "(-" + a + ")"; }
  // fma.rn.f32: one rounding by the PTX ISA; the only fused multiply-add in Morph's CUDA source.
  std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const override {
    return "__fmaf_rn(" + a + ", " + b + ", " + c + ")";
  }

  // cvt.rmi / cvt.rni / cvt.rzi: exact, NaN and ±0 and denormals kept (with --ftz=false).
  std::string f32_round(Op op, const std::string& a, CStylePrinter&) const override {
    switch (op) {
      case Op::Floor: return "floorf(" + a + ")";
      case Op::Rint: return "rintf(" + a + ")";
      case Op::Trunc: return "truncf(" + a + ")";
      default: MORPH_CHECK(false, "f32_round: ", ir::op_name(op));
    }
  }

  // 8- and 16-byte vector accesses (ld.global.v2/v4.u32; CUDA C++ Programming Guide,
  // "Device Memory Accesses": uint2/uint4 need 8/16-byte alignment).
  std::string wide_type(uint32_t words) const override {
    return words == 2 || words == 4 ? "uint" + std::to_string(words) : "";
  }
  std::string wide_load(uint32_t words, bool, const std::string& buf, const std::string& first,
                        uint32_t) const override {
    const std::string addr = buf + " + " + first;
    return "*(const uint" + std::to_string(words) + "*)(" + addr + ")";
  }
  std::string wide_store(uint32_t words, const std::string& buf, const std::string& first, uint32_t,
                         const std::vector<std::string>& w) const override {
    const std::string addr = buf + " + " + first;
    std::string e = "make_uint" + std::to_string(words) + "(";
    for (size_t i = 0; i < w.size(); ++i) e += (i ? ", " : "") + w[i];
    return "*(uint" + std::to_string(words) + "*)(" + addr + ") = " + e + ");";
  }

  void shuffle(const ir::Stmt& s, CStylePrinter& p) const override {
    std::string v = p.value(s.args[0]), lane = "(int)(" + p.value(s.args[1]) + " & 31u)";
    if (hip_) {
      // A wavefront of 64 holds two logical subgroups: width 32 makes __shfl/__shfl_xor act
      // within each aligned half (lanes 0-31, 32-63), which are linear local ids 32k..32k+31.
      const char* hfn = s.op == Op::Shuffle ? "__shfl" : "__shfl_xor";
      p.define(s, std::string(hfn) + "(" + v + ", " + lane + ", 32)");
      return;
    }
    const char* fn = s.op == Op::Shuffle ? "__shfl_sync" : "__shfl_xor_sync";
    p.define(s, std::string(fn) + "(0xffffffffu, " + v + ", " + lane + ")");
  }

 private:
  bool hip_;
};

}  // namespace

const Dialect& cuda_dialect() {
  static const CudaDialect d;
  return d;
}

std::string print_cuda(const ir::Kernel& k) { return print(k, cuda_dialect()); }

const Dialect& hip_dialect() {
  static const CudaDialect d(true);
  return d;
}

}  // namespace morph::codegen
