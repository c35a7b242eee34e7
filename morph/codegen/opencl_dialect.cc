// OpenCL C spellings. Buffers are `__global T*` (const when never stored to); each is followed
// by its `uint` element count. Builtins read get_*_id/size as uint.
#include "morph/codegen/opencl_dialect.h"

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"  // kernel_uses_op

namespace morph::codegen {
namespace {}  // namespace

// NVIDIA's warp shuffles (PTX ISA, "shfl.sync"): c = 0x1f (width 32, clamp 31), all lanes.
// volatile: a shuffle must stay where the program has it (all 32 lanes arrive together).
const char* opencl_ptx_shuffle_functions() {
  return R"(
uint morph_shfl_idx(uint v, uint lane) {
  uint r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(lane));
  return r;
}
uint morph_shfl_bfly(uint v, uint mask) {
  uint r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(mask));
  return r;
}
)";
}

namespace {

class OpenClDialect : public Dialect {
 public:
  explicit OpenClDialect(const OpenClOptions& o) : opts_(o) {}

  std::string name() const override {
    return std::string("opencl") + (opts_.native_div_sqrt ? " (native div/sqrt)" : "") +
           (opts_.flush_denormals ? " (flush denormals)" : "") + (opts_.ptx_shuffles ? " (ptx shuffles)" : "");
  }
  std::string island_target() const override { return "opencl"; }
  bool flush_denormals() const override { return opts_.flush_denormals; }

  std::string header(const ir::Kernel& k) const override {
    std::string h = "#pragma OPENCL FP_CONTRACT OFF\n";
    if (opts_.ptx_shuffles && k.uses_subgroup) h += opencl_ptx_shuffle_functions();
    // The half_to_float arm's conversion: OpenCL C's vload_half (§6.12.7; a pointer to half needs
    // no cl_khr_fp16), exact for every finite and infinite binary16; one cvt.f32.f16 on NVIDIA.
    if (kernel_uses_op(k, "half_to_float"))
      h += "float morph_h2f(uint h) { ushort s = (ushort)h; return vload_half(0, (const half*)&s); }\n";
    return h;
  }
  // The half_to_float island arm (morph/dsl/island.h): the arms keep NaNs on the portable formula
  // or allow any NaN, so no payload rule of the conversion matters.
  std::string half_to_float(const std::string& h, CStylePrinter&) const override { return "morph_h2f(" + h + ")"; }

  // With PTX shuffles no scratch and no linear id are needed (as on CUDA).
  void kernel_prologue(const ir::Kernel& k, CStylePrinter& p) const override {
    if (!opts_.ptx_shuffles) Dialect::kernel_prologue(k, p);
  }
  void shuffle(const ir::Stmt& s, CStylePrinter& p) const override {
    if (!opts_.ptx_shuffles) return Dialect::shuffle(s, p);
    const char* fn = s.op == ir::Op::Shuffle ? "morph_shfl_idx(" : "morph_shfl_bfly(";
    std::string v = bitcast(ir::Type::U32, s.type, p.value(s.args[0]));
    p.define(s, bitcast(s.type, ir::Type::U32, fn + v + ", " + p.value(s.args[1]) + " & 31u)"));
  }
  std::string fn_qualifier() const override { return ""; }

  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const override {
    std::string sig = "__kernel void " + kernel_symbol(k) + "(";
    for (size_t i = 0; i < k.params.size(); ++i) {
      const ir::Param& prm = k.params[i];
      if (i) sig += ", ";
      if (prm.kind == ir::ParamKind::Buffer) {
        sig += std::string("__global ") + (prm.written ? "" : "const ") + coherent_qualifier(k, i) +
               elem_type(prm.type) + "* " + p.param_name(i);
        sig += ", uint " + p.len_name(i);
      } else {
        sig += type(prm.type) + " " + p.param_name(i);
      }
    }
    return sig + ")";
  }

  std::string shared_decl(ir::Type t, const std::string& name, uint32_t count) const override {
    return "__local " + type(t) + " " + name + "[" + std::to_string(count) + "];";
  }

  std::string barrier() const override { return "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"; }
  // OpenCL C 1.2 §6.12.11 atomic_add on a volatile __global uint (core since 1.1); §6.12.9
  // mem_fence on global memory (NVIDIA prints membar.gl, PoCL's CPU memory is coherent).
  std::string atomic_add(const std::string& buf, const std::string& index, const std::string& v) const override {
    return "atomic_add(&" + buf + "[" + index + "], " + v + ")";
  }
  std::string fence_device() const override { return "mem_fence(CLK_GLOBAL_MEM_FENCE);"; }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    std::string d = std::to_string(dim);
    switch (kind) {
      case ir::BuiltinKind::GlobalId: return "(uint)get_global_id(" + d + ")";
      case ir::BuiltinKind::LocalId: return "(uint)get_local_id(" + d + ")";
      case ir::BuiltinKind::GroupId: return "(uint)get_group_id(" + d + ")";
      case ir::BuiltinKind::LocalSize: return "(uint)get_local_size(" + d + ")";
      case ir::BuiltinKind::NumGroups: return "(uint)get_num_groups(" + d + ")";
      case ir::BuiltinKind::GlobalSize: return "(uint)get_global_size(" + d + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }

  std::string f32_arith(ir::Op op, const std::string& a, const std::string& b, CStylePrinter& p) const override {
    if (op == ir::Op::Div && opts_.native_div_sqrt) return a + " / " + b;
    return Dialect::f32_arith(op, a, b, p);
  }
  std::string f32_sqrt(const std::string& a, CStylePrinter& p) const override {
    if (opts_.native_div_sqrt) return "sqrt(" + a + ")";
    return Dialect::f32_sqrt(a, p);
  }

  // uint2/uint4 through a cast pointer (OpenCL C 1.2 §6.1.5: a vector type is aligned to its
  // size; the address is, since buffers are bound whole and the first lane index is a multiple
  // of the lane count). NVIDIA's compiler emits ld.global.v4 for it.
  std::string wide_type(uint32_t words) const override {
    return words == 2 || words == 4 ? "uint" + std::to_string(words) : "";
  }
  std::string wide_load(uint32_t words, bool, const std::string& buf, const std::string& first,
                        uint32_t) const override {
    const std::string addr = buf + " + " + first;
    return "*(__global const uint" + std::to_string(words) + "*)(" + addr + ")";
  }
  std::string wide_store(uint32_t words, const std::string& buf, const std::string& first, uint32_t,
                         const std::vector<std::string>& w) const override {
    const std::string addr = buf + " + " + first;
    std::string e = "(uint" + std::to_string(words) + ")(";
    for (size_t i = 0; i < w.size(); ++i) e += (i ? ", " : "") + w[i];
    return "*(__global uint" + std::to_string(words) + "*)(" + addr + ") = " + e + ");";
  }

 private:
  OpenClOptions opts_;
};

}  // namespace

std::unique_ptr<Dialect> opencl_dialect(const OpenClOptions& opts) { return std::make_unique<OpenClDialect>(opts); }

}  // namespace morph::codegen
