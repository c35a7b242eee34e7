// Metal Shading Language spellings (see metal_dialect.h).
#include "morph/codegen/metal_dialect.h"

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"

namespace morph::codegen {
namespace {

using ir::Type;

class MetalDialect : public Dialect {
 public:
  std::string name() const override { return "metal"; }

  std::string header(const ir::Kernel& k) const override {
    std::string fma;
    // MSL's fma() is not relied on (its single rounding is not something Morph has verified on
    // Apple GPUs): the exact emulation shared with GLSL, over shims for the GLSL built-ins.
    if (kernel_uses_op(k, "fma"))
      fma =
          "#define uvec2 uint2\n"
          "static inline void umulExtended(uint a, uint b, thread uint& hi, thread uint& lo) { hi = mulhi(a, b); lo = "
          "a * b; }\n"
          "static inline uint uaddCarry(uint a, uint b, thread uint& c) { uint s = a + b; c = s < a ? 1u : 0u; return "
          "s; }\n"
          "static inline uint usubBorrow(uint a, uint b, thread uint& c) { c = a < b ? 1u : 0u; return a - b; }\n"
          "static inline int findMSB(uint x) { return x == 0u ? -1 : 31 - int(clz(x)); }\n" +
          glsl_fma_source();
    return "#include <metal_stdlib>\n"
           "#pragma METAL fp contract(off)\n"
           "using namespace metal;\n"
           "static inline uint as_uint(float x) { return as_type<uint>(x); }\n"
           "static inline uint as_uint(int x) { return as_type<uint>(x); }\n"
           "static inline int as_int(float x) { return as_type<int>(x); }\n"
           "static inline int as_int(uint x) { return as_type<int>(x); }\n"
           "static inline float as_float(uint x) { return as_type<float>(x); }\n"
           "static inline float as_float(int x) { return as_type<float>(x); }\n" +
           fma;
  }

  // The IR's exact fma: Morph's emulation (see header()).
  std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const override {
    return "morph_fma_f32(" + a + ", " + b + ", " + c + ")";
  }
  std::string fn_qualifier() const override { return "static inline"; }

  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const override {
    std::string sig = "kernel void " + kernel_symbol(k) + "(";
    int slot = 0;
    for (size_t i = 0; i < k.params.size(); ++i) {
      const ir::Param& prm = k.params[i];
      if (prm.kind == ir::ParamKind::Buffer) {
        sig += coherent_qualifier(k, i) + "device " + (prm.written ? "" : "const ") + elem_type(prm.type) + "* " +
               p.param_name(i) + " [[buffer(" + std::to_string(slot++) + ")]],\n    ";
        sig += "constant uint& " + p.len_name(i) + " [[buffer(" + std::to_string(slot++) + ")]],\n    ";
      } else {
        sig += "constant " + type(prm.type) + "& " + p.param_name(i) + " [[buffer(" + std::to_string(slot++) +
               ")]],\n    ";
      }
    }
    return sig +
           "uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],\n"
           "    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],\n"
           "    uint3 morph_ngr [[threadgroups_per_grid]])";
  }

  // MSL 3.2 §6.15 atomic functions on device atomic_uint; §6.9.2 atomic_thread_fence with
  // thread_scope_device (MSL 3.2 and later).
  std::string atomic_add(const std::string& buf, const std::string& index, const std::string& v) const override {
    return "atomic_fetch_add_explicit((volatile device atomic_uint*)&" + buf + "[" + index + "], " + v +
           ", memory_order_relaxed)";
  }
  std::string fence_device() const override {
    return "atomic_thread_fence(mem_flags::mem_device, memory_order_seq_cst, thread_scope_device);";
  }

  std::string shared_decl(Type t, const std::string& name, uint32_t count) const override {
    return "threadgroup " + type(t) + " " + name + "[" + std::to_string(count) + "];";
  }

  // Orders threadgroup and device memory among the threadgroup's threads (MSL spec §6.9.1).
  std::string barrier() const override {
    return "threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);";
  }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    static const char* xyz[3] = {"x", "y", "z"};
    std::string c = xyz[dim];
    switch (kind) {
      case ir::BuiltinKind::GlobalId: return "(morph_grp." + c + " * morph_lsz." + c + " + morph_lid3." + c + ")";
      case ir::BuiltinKind::LocalId: return "morph_lid3." + c;
      case ir::BuiltinKind::GroupId: return "morph_grp." + c;
      case ir::BuiltinKind::LocalSize: return "morph_lsz." + c;
      case ir::BuiltinKind::NumGroups: return "morph_ngr." + c;
      case ir::BuiltinKind::GlobalSize: return "(morph_ngr." + c + " * morph_lsz." + c + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }
};

}  // namespace

const Dialect& metal_dialect() {
  static const MetalDialect d;
  return d;
}

}  // namespace morph::codegen
