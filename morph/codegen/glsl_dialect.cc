// GLSL 450 compute spellings (see glsl_dialect.h for the rules and the kernel ABI).
#include "morph/codegen/glsl_dialect.h"

#include <regex>
#include <sstream>

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"

namespace morph::codegen {
namespace {

using ir::Op;
using ir::Type;

// Morph's correctly rounded division and square root (the shared prelude's DivF32/SqrtF32)
// with 32-bit integers only: restoring division producing the 27 quotient bits one at a time,
// and the digit-by-digit square root of the 54-bit radicand held in two words. Same quotient /
// root and sticky bit as the 64-bit versions, hence the same rounding in morph_round_pack.
const char* kDivF32 = R"(float morph_div_f32(float a, float b) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint sign = (ua ^ ub) & 0x80000000u;
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  if (xa > 0x7f800000u || xb > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u) return xb == 0x7f800000u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xb == 0x7f800000u) return as_float(sign);
  if (xb == 0u) return xa == 0u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xa == 0u) return as_float(sign);
  int ea = int(xa >> 23);
  int eb = int(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = findMSB(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = findMSB(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  uint q = 0u;
  uint r = ma;
@DIV_STEPS@  uint sig = q | (r != 0u ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
}
)";

const char* kSqrtF32 = R"(float morph_sqrt_f32(float a) {
  uint u = as_uint(a);
  if ((u & 0x7fffffffu) == 0u) return a;
  if (u >= 0x7f800000u) return u == 0x7f800000u ? a : as_float(0x7fc00000u);
  int e = int(u >> 23);
  uint m = u & 0x7fffffu;
  if (e == 0) { e = findMSB(m) - 22; m <<= uint(1 - e); } else { m |= 0x800000u; }
  int ex = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  uint xh = m >> 3;
  uint xl = m << 29;
  uint rem = 0u;
  uint root = 0u;
  uint trial = 0u;
@SQRT_STEPS@  uint sig = root | (rem != 0u ? 1u : 0u);
  return morph_round_pack(0u, ex / 2 + 127, sig);
}
)";

// Signed division and remainder through unsigned ones: GLSL leaves `/` and `%` with negative
// operands undefined (and glslang prints `%` as OpSMod, which takes the divisor's sign).
const char* kDivI32 = R"(int morph_div_i32(int a, int b) {
  if (b == 0) return 0;
  if (a == -2147483647 - 1 && b == -1) return a;
  uint ua = a < 0 ? 0u - uint(a) : uint(a);
  uint ub = b < 0 ? 0u - uint(b) : uint(b);
  uint q = ua / ub;
  return (a < 0) != (b < 0) ? int(0u - q) : int(q);
}
)";

const char* kRemI32 = R"(int morph_rem_i32(int a, int b) {
  if (b == 0) return a;
  if (a == -2147483647 - 1 && b == -1) return 0;
  uint ua = a < 0 ? 0u - uint(a) : uint(a);
  uint ub = b < 0 ? 0u - uint(b) : uint(b);
  uint r = ua % ub;
  return a < 0 ? int(0u - r) : int(r);
}
)";

// Exact fused multiply-add a*b+c with one rounding (IEEE 754 fusedMultiplyAdd, round to nearest
// even, subnormals kept, specials as std::fma) with 32-bit integers only: the 24x24-bit product
// by umulExtended into a 64-bit value held in a uvec2 (x = low word, y = high word), the
// addend aligned to it with a sticky bit (shift right, OR-ing lost bits into bit 0), 64-bit
// add/subtract by uaddCarry/usubBorrow, and one rounding of the sum. Both operands are placed
// with their leading bit at bit 61, so alignment by up to 14 (product) or 38 (addend) bits is
// exact, and where bits are lost the sum keeps its leading bit at 60 or above: the sticky bit
// is then far below the rounding position (Vulkan's built-in fma() is not single-rounding on
// lavapipe and flushes on NVIDIA: ../shared/BACKEND-FACTS.md).
const char* kFmaF32 =
#include "morph/codegen/glsl_fma_text.h"
    ;

// The storage conversions by the device's instructions (GlslOptions::hw_f16_load/store, each
// behind its open-time probe), with the shared prelude's results (morph/base/float_bits.h) for
// what a device may do its own way: a half of exponent 31 loads as sign | inf | payload << 13 with
// the quiet bit set, and a NaN stores as the quiet NaN 0x7e00 of its sign.
const char* kF16ToF32Hw = R"(float morph_f16_to_f32(uint h) {
  uint m = h & 0x3ffu;
  float v = unpackHalf2x16(h).x;
  uint special = ((h & 0x8000u) << 16) | 0x7f800000u | (m << 13) | (m != 0u ? 0x00400000u : 0u);
  return ((h >> 10) & 0x1fu) == 0x1fu ? uintBitsToFloat(special) : v;
}
)";
// Exact binary16 -> float for every half (a NaN quieted, as morph::f16_to_f32) where the device's
// conversion is not used: the shared prelude's function without its normalization loop (lavapipe's
// per-invocation loop budget: docs/backends.md), a subnormal half m * 2^-24 normalized by findMSB.
const char* kF16ToF32Exact = R"(float morph_f16_to_f32(uint h) {
  uint sign = (h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu;
  uint m = h & 0x3ffu;
  if (e == 0x1fu) return uintBitsToFloat(sign | 0x7f800000u | (m << 13) | (m != 0u ? 0x00400000u : 0u));
  if (e != 0u) return uintBitsToFloat(sign | ((e + 112u) << 23) | (m << 13));
  if (m == 0u) return uintBitsToFloat(sign);
  uint msb = uint(findMSB(m));
  return uintBitsToFloat(sign | ((msb + 103u) << 23) | ((m << (23u - msb)) & 0x7fffffu));
}
)";
const char* kF32ToF16Hw = R"(uint morph_f32_to_f16(float x) {
  uint u = floatBitsToUint(x);
  uint h = packHalf2x16(vec2(x, 0.0)) & 0xffffu;
  return (u & 0x7fffffffu) > 0x7f800000u ? (((u >> 16) & 0x8000u) | 0x7e00u) : h;
}
)";

// The exact fma through float64 (morph/codegen/glsl_fma_f64.glsl): for devices with shaderFloat64.
const char* kFmaF64 =
#include "morph/codegen/glsl_fma_f64_text.h"
    ;

// The device's fma() where it is exact, the exact route otherwise (morph/codegen/glsl_fma_guard.glsl).
const char* kFmaGuard =
#include "morph/codegen/glsl_fma_guard_text.h"
    ;

// Division and square root through a checked float64 candidate (morph/codegen/glsl_div_f64.glsl).
const char* kDivSqrtF64 =
#include "morph/codegen/glsl_div_f64_text.h"
    ;

// The definition of `float NAME(…)` in `text`, through its closing "\n}\n".
std::string glsl_function(const std::string& text, const std::string& name) {
  const size_t at = text.find("float " + name + "(");
  MORPH_CHECK(at != std::string::npos, "glsl_function: no ", name);
  const size_t end = text.find("\n}\n", at);
  MORPH_CHECK(end != std::string::npos, "glsl_function: ", name, " is not closed");
  return text.substr(at, end + 3 - at);
}

// `routine` (the integer division or square root, defining `float NAME(`) renamed NAME_int,
// then the float64 candidate's definition of NAME behind `candidate` (the double quotient or
// root that glsl_div_f64.glsl checks).
std::string fp64_checked(const std::string& routine, const std::string& name, const char* candidate) {
  std::string s = routine;
  const size_t at = s.find("float " + name + "(");
  MORPH_CHECK(at != std::string::npos, "fp64_checked: no ", name);
  s.insert(at + 6 + name.size(), "_int");
  return s + candidate + glsl_function(kDivSqrtF64, name);
}

// Float compares and min/max on the bit patterns: NVIDIA's Vulkan driver flushes subnormal
// operands of its float compares and min/max even under the float-control execution modes
// (measured on an H200, 2026-11-30: -0x1.c5f1d8p-128 < 0 was false), while + - * keep them.
// IEEE semantics: a NaN is unordered, +0 == -0, otherwise the order of the sign-magnitude key.
const char* kCompareF32 = R"(bool morph_fnan(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
int morph_fkey(float x) {
  uint u = floatBitsToUint(x);
  int m = int(u & 0x7fffffffu);
  return (u & 0x80000000u) != 0u ? -m : m;
}
bool morph_feq(float a, float b) { return !morph_fnan(a) && morph_fkey(a) == morph_fkey(b); }
bool morph_flt(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) < morph_fkey(b); }
bool morph_fle(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) <= morph_fkey(b); }
)";

// The prelude's min/max (NaN operand returned, -0 below +0) with the compares above.
const char* kMinF32 = R"(float morph_min_f32(float a, float b) {
  if (morph_fnan(a)) return a;
  if (morph_fnan(b)) return b;
  int ka = morph_fkey(a);
  int kb = morph_fkey(b);
  if (ka < kb) return a;
  if (kb < ka) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}
)";
const char* kMaxF32 = R"(float morph_max_f32(float a, float b) {
  if (morph_fnan(a)) return a;
  if (morph_fnan(b)) return b;
  int ka = morph_fkey(a);
  int kb = morph_fkey(b);
  if (ka > kb) return a;
  if (kb > ka) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}
)";

// The 27 steps of the division and square root above, written out: loop-free, so that no
// driver's loop limit counts them (Mesa llvmpipe ends every loop of an invocation silently once
// 65535 iterations have run in total: rt::Caps::max_loop_trips).
std::string with_steps(const char* text) {
  std::string s = text, steps;
  if (size_t at = s.find("@DIV_STEPS@"); at != std::string::npos) {
    for (int i = 0; i < 27; ++i) steps += "  q <<= 1;\n  if (r >= mb) { r -= mb; q |= 1u; }\n  r <<= 1;\n";
    s.replace(at, 11, steps);
  }
  if (size_t at = s.find("@SQRT_STEPS@"); at != std::string::npos) {
    for (int i = 26; i >= 0; --i) {
      std::string pair =
          i >= 16 ? "(xh >> " + std::to_string(2 * i - 32) + "u)" : "(xl >> " + std::to_string(2 * i) + "u)";
      steps += "  rem = (rem << 2) | (" + pair +
               " & 3u);\n  trial = (root << 2) | 1u;\n"
               "  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }\n";
    }
    s.replace(at, 12, steps);
  }
  return s;
}

// Whether any statement of `k` (nested bodies included) satisfies `pred`. Printers see kernels
// whose islands are already resolved to their target's arm (ir::with_island_arms).
template <typename Pred>
bool any_stmt(const ir::Kernel& k, Pred pred) {
  auto scan = [&](const std::vector<ir::Stmt>& b, auto& self) -> bool {
    for (const ir::Stmt& s : b)
      if (pred(s) || self(s.body, self) || self(s.else_body, self) || self(s.cond_body, self)) return true;
    return false;
  };
  return scan(k.body, scan);
}

// Whether a LoadLanes/StoreLanes statement of `k` accesses buffer parameter `param` as `words`
// 32-bit words.
bool uses_lanes(const ir::Kernel& k, uint32_t param, uint32_t words) {
  return any_stmt(k, [&](const ir::Stmt& s) {
    return (s.op == Op::LoadLanes || s.op == Op::StoreLanes) && s.imm == param &&
           s.lanes.size() * ir::byte_size(k.params.at(param).type) == 4 * words;
  });
}

bool has_buffer_of(const ir::Kernel& k, std::initializer_list<Type> ts) {
  for (const ir::Param& p : k.params)
    if (p.kind == ir::ParamKind::Buffer)
      for (Type t : ts)
        if (p.type == t) return true;
  return false;
}

class GlslDialect : public Dialect {
 public:
  explicit GlslDialect(const GlslOptions& o) : o_(o) {}

  std::string name() const override { return std::string("glsl") + (o_.flush_denormals ? " (flush denormals)" : ""); }
  // The "vulkan" arms (the half_to_float islands' hardware conversion) in the exact mode; in
  // flush mode every island takes its default arm, as the oracle's flush mode does (there the
  // value formula's x 2^112 flushes a subnormal half's intermediate, and no hardware arm does).
  // "vulkan+fma" where proven-normal fma print as the device's fma() (an island may hold an arm
  // that leans on cheap fma, such as the exp family's Newton reciprocal; else its "vulkan" arm).
  std::string island_target() const override {
    if (o_.flush_denormals) return name();
    return o_.hw_fma_normals && o_.proven_fma_unguarded ? "vulkan+fma" : "vulkan";
  }
  // The half_to_float island arm: GLSL's unpackHalf2x16 (SPIR-V GLSL.std.450 UnpackHalf2x16)
  // where the device's probe found it exact on every half (hw_f16_load), else the f16 load's
  // exact conversion (kF16ToF32Exact); the arms handle exponent 31 themselves.
  std::string half_to_float(const std::string& h, CStylePrinter& p) const override {
    if (o_.hw_f16_load) return "unpackHalf2x16(" + h + ").x";
    p.require(Prelude::F16ToF32);
    return "morph_f16_to_f32(" + h + ")";
  }
  bool flush_denormals() const override { return o_.flush_denormals; }

  std::string header(const ir::Kernel& k) const override {
    std::string h = "#version 450\n";
    bool modes = o_.signed_zero_inf_nan_preserve || o_.rounding_mode_rte || o_.denorm_preserve;
    if (modes) h += "#extension GL_EXT_spirv_intrinsics : require\n";
    if (has_buffer_of(k, {Type::F16, Type::BF16})) h += "#extension GL_EXT_shader_16bit_storage : require\n";
    if (has_buffer_of(k, {Type::I8, Type::U8})) h += "#extension GL_EXT_shader_8bit_storage : require\n";
    if (k.uses_subgroup && o_.native_subgroup32) h += "#extension GL_KHR_shader_subgroup_shuffle : require\n";
    // SPV_KHR_float_controls, fp32: capability / execution mode numbers from the SPIR-V spec
    // (SignedZeroInfNanPreserve 4466/4461, RoundingModeRTE 4467/4462, DenormPreserve 4464/4459).
    auto mode = [](int cap, int m) {
      return "spirv_execution_mode(extensions = [\"SPV_KHR_float_controls\"], capabilities = [" + std::to_string(cap) +
             "], " + std::to_string(m) + ", 32);\n";
    };
    if (o_.signed_zero_inf_nan_preserve) h += mode(4466, 4461);
    if (o_.rounding_mode_rte) h += mode(4467, 4462);
    if (o_.denorm_preserve) h += mode(4464, 4459);
    h += "#define ushort uint16_t\n"
         "#define uchar uint8_t\n"
         "uint as_uint(float x) { return floatBitsToUint(x); }\n"
         "uint as_uint(int x) { return uint(x); }\n"
         "int as_int(float x) { return floatBitsToInt(x); }\n"
         "int as_int(uint x) { return int(x); }\n"
         "float as_float(uint x) { return uintBitsToFloat(x); }\n"
         "float as_float(int x) { return intBitsToFloat(x); }\n";
    h += kCompareF32;
    if (kernel_uses_op(k, "fma")) {
      h += "\n" + std::string(o_.fp64_fma ? kFmaF64 : kFmaF32);
      if (o_.hw_fma_normals)  // the device's fma() where exact, the route above behind it
        h += str_cat("float morph_fma_exact(float a, float b, float c) { return ",
                     o_.fp64_fma ? "morph_fma_f64" : "morph_fma_f32", "(a, b, c); }\n", kFmaGuard);
    }
    return h;
  }

  // The IR's exact fma: the device's fma() behind its guard where the probe allows it, else
  // through float64 where the device has it, else Morph's 32-bit integer emulation; never
  // GLSL's fma() alone, which is mul-then-add on lavapipe and flushes subnormals on NVIDIA.
  std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const override {
    const char* fn = o_.hw_fma_normals ? "morph_fma_fast(" : o_.fp64_fma ? "morph_fma_f64(" : "morph_fma_f32(";
    return fn + a + ", " + b + ", " + c + ")";
  }
  // An fma proven normal (no subnormal operand, no nonzero result below 2^-126: checked by the
  // oracle) needs no guard where the device's fma() is single-rounding on normal values
  // (hw_fma_normals: NVIDIA's FFMA, which only flushes subnormals): GLSL's fma() itself.
  std::string f32_fma_proven(const std::string& a, const std::string& b, const std::string& c,
                             CStylePrinter& p) const override {
    if (o_.hw_fma_normals && o_.proven_fma_unguarded) return "fma(" + a + ", " + b + ", " + c + ")";
    return f32_fma(a, b, c, p);
  }
  std::string fn_qualifier() const override { return ""; }

  // Operands proven normal (docs/ir.md "Proven normal", checked by the oracle): GLSL's own
  // ordered compares (!= unordered), which are IEEE on every normal, zero, infinite and NaN
  // operand; a flushing device compare, or a compare and select fused into a flushing min/max
  // (NVIDIA), changes nothing when no operand is subnormal.
  std::string f32_compare_proven(Op op, const std::string& a, const std::string& b) const override {
    return o_.proven_native ? Dialect::f32_compare(op, a, b) : f32_compare(op, a, b);
  }
  // A proven-normal value feeding only arithmetic: GLSL's negation (folded into the using
  // instruction's operand on NVIDIA), exact on every value that is not subnormal.
  std::string f32_neg_proven_operand(const std::string& a) const override {
    return o_.proven_native ? "(-" + a + ")" : f32_neg_operand(a);
  }
  std::string f32_compare(Op op, const std::string& a, const std::string& b) const override {
    if (op == Op::Ne && b == "0.0f") return "((floatBitsToUint(" + a + ") & 0x7fffffffu) != 0u)";
    switch (op) {
      case Op::Eq: return "morph_feq(" + a + ", " + b + ")";
      case Op::Ne: return "(!morph_feq(" + a + ", " + b + "))";
      case Op::Lt: return "morph_flt(" + a + ", " + b + ")";
      case Op::Le: return "morph_fle(" + a + ", " + b + ")";
      case Op::Gt: return "morph_flt(" + b + ", " + a + ")";
      case Op::Ge: return "morph_fle(" + b + ", " + a + ")";
      default: MORPH_CHECK(false, "f32_compare: ", ir::op_name(op));
    }
  }

  std::string elem_type(Type t) const override {
    switch (t) {
      case Type::F16:
      case Type::BF16: return "uint16_t";
      case Type::I8:
      case Type::U8: return "uint8_t";
      default: return type(t);
    }
  }

  // With wide_accesses, a lane access of 2 or 4 words is one uvec2/uvec4 element of the
  // buffer's aliased view p_<name>_w<words> (declared in kernel_signature) at index first / lanes.
  std::string wide_type(uint32_t words) const override {
    return o_.wide_accesses && (words == 2 || words == 4) ? "uvec" + std::to_string(words) : "";
  }
  std::string wide_load(uint32_t words, bool, const std::string& buf, const std::string& first,
                        uint32_t lanes) const override {
    return str_cat(buf, "_w", words, "[(", first, ") / ", lanes, "u]");
  }
  std::string wide_store(uint32_t words, const std::string& buf, const std::string& first, uint32_t lanes,
                         const std::vector<std::string>& w) const override {
    std::string e;
    for (const std::string& x : w) e += (e.empty() ? "" : ", ") + x;
    return str_cat(buf, "_w", words, "[(", first, ") / ", lanes, "u] = uvec", words, "(", e, ");");
  }

  // Everything at global scope: workgroup size, buffers (and their wide views), push constants,
  // shared arrays.
  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const override {
    std::ostringstream s;
    s << "layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;\n";
    std::string pc;
    for (size_t i = 0; i < k.params.size(); ++i) {
      const ir::Param& prm = k.params[i];
      if (prm.kind == ir::ParamKind::Buffer) {
        s << "layout(std430, set = 0, binding = " << i << ") " << (prm.written ? "" : "readonly ")
          << (ir::coherent_buffer(k, i) ? "coherent " : "") << "buffer MorphBuf" << i << " { " << elem_type(prm.type)
          << " " << p.param_name(i) << "[]; };\n";
        for (uint32_t words : {2u, 4u})
          if (!wide_type(words).empty() && uses_lanes(k, static_cast<uint32_t>(i), words))
            s << "layout(std430, set = 0, binding = " << i << ") " << (prm.written ? "" : "readonly ")
              << "buffer MorphBuf" << i << "w" << words << " { uvec" << words << " " << p.param_name(i) << "_w" << words
              << "[]; };  // the same buffer, " << 4 * words << " bytes at a time\n";
        pc += "  uint " + p.len_name(i) + ";\n";
      } else {
        pc += "  " + type(prm.type) + " " + p.param_name(i) + ";\n";
      }
    }
    s << "layout(push_constant) uniform MorphArgs {\n"
      << pc << "  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0\n"
      << "  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)\n};\n";
    for (size_t i = 0; i < k.shared.size(); ++i)
      s << "shared " << type(k.shared[i].type) << " " << p.shared_name(static_cast<uint32_t>(i)) << "["
        << k.shared[i].count << "];\n";
    if (k.uses_subgroup && !o_.native_subgroup32)
      s << "shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves\n";
    s << "void main()";
    return s.str();
  }

  void kernel_prologue(const ir::Kernel& k, CStylePrinter& p) const override {
    if (!k.uses_subgroup || o_.native_subgroup32) return;
    p.line("uint morph_lid = gl_LocalInvocationIndex;");
    p.line("uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)");
  }

  // With native_subgroup32 Morph's logical subgroups of 32 are the device's subgroups (linear
  // local ids 32k..32k+31: the open-time probe's finding), and a shuffle moves the 32 bits of its
  // value between invocations, exactly. Otherwise the default: through shared memory.
  void shuffle(const ir::Stmt& s, CStylePrinter& p) const override {
    if (!o_.native_subgroup32) return Dialect::shuffle(s, p);
    std::string v = bitcast(Type::U32, s.type, p.value(s.args[0])), lane = "(" + p.value(s.args[1]) + " & 31u)";
    const char* fn = s.op == Op::Shuffle ? "subgroupShuffle(" : "subgroupShuffleXor(";
    p.define(s, bitcast(s.type, Type::U32, fn + v + ", " + lane + ")"));
  }

  std::string shared_decl(Type, const std::string& name, uint32_t) const override {
    return "// " + name + ": workgroup shared, declared before main";
  }

  // Orders buffer and shared memory among the workgroup's items, then waits for all of them.
  std::string barrier() const override { return "groupMemoryBarrier(); barrier();"; }
  // GLSL 4.50 §8.11 atomicAdd on a buffer member; §8.16 memoryBarrierBuffer orders buffer
  // accesses as all invocations see them (the buffers a fence hands over are `coherent`).
  std::string atomic_add(const std::string& buf, const std::string& index, const std::string& v) const override {
    return "atomicAdd(" + buf + "[" + index + "], " + v + ")";
  }
  std::string fence_device() const override { return "memoryBarrierBuffer();"; }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    static const char* xyz[3] = {"x", "y", "z"};
    std::string c = xyz[dim];
    switch (kind) {
      case ir::BuiltinKind::GlobalId: return "gl_GlobalInvocationID." + c;
      case ir::BuiltinKind::LocalId: return "gl_LocalInvocationID." + c;
      case ir::BuiltinKind::GroupId: return "gl_WorkGroupID." + c;
      case ir::BuiltinKind::LocalSize: return "gl_WorkGroupSize." + c;
      case ir::BuiltinKind::NumGroups: return "morph_ng" + c;
      case ir::BuiltinKind::GlobalSize: return "(morph_ng" + c + " * gl_WorkGroupSize." + c + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }

  // Sign-bit operations through a mask the shader compiler cannot fold into a float negation or
  // absolute value (morph_zero, a push constant, is always 0): a float negation may flush a
  // subnormal where DenormPreserve is not in force. Suspected on the H200's Vulkan driver, where
  // neg(min(e, e)) with a subnormal e gave -0 although products with subnormal results kept them
  // (DagPropertyBackends, seed 2173788629; docs/backends.md).
  std::string sign_mask(const std::string& literal) const override { return "(morph_zero | " + literal + ")"; }

  std::string bitcast(Type to, Type from, const std::string& e) const override {
    if (to == from) return e;
    if (to == Type::F32) {
      if (from == Type::U32 && e == "0x00000000u") return "uintBitsToFloat(morph_zero)";
      if (from == Type::U32 && e == "0x80000000u") return "uintBitsToFloat(morph_zero | 0x80000000u)";
      return (from == Type::U32 ? "uintBitsToFloat(" : "intBitsToFloat(") + e + ")";
    }
    if (from == Type::F32) return (to == Type::U32 ? "floatBitsToUint(" : "floatBitsToInt(") + e + ")";
    return (to == Type::U32 ? "uint(" : "int(") + e + ")";
  }

  // OpConvertSToF / OpConvertUToF are correctly rounded (Vulkan spec, "Precision and
  // Operation of SPIR-V Instructions"), to nearest even under RoundingModeRTE.
  std::string int_to_f32(Type, const std::string& e) const override { return "float(" + e + ")"; }

  std::string prelude(Prelude p) const override {
    switch (p) {
      case Prelude::DivF32:
        return o_.fp64_div ? fp64_checked(with_steps(kDivF32), "morph_div_f32",
                                          "double morph_f64_quotient(double a, double b) { return a / b; }\n")
                           : with_steps(kDivF32);
      case Prelude::SqrtF32:
        return o_.fp64_div ? fp64_checked(with_steps(kSqrtF32), "morph_sqrt_f32",
                                          "double morph_f64_root(double a) { return sqrt(a); }\n")
                           : with_steps(kSqrtF32);
      case Prelude::DivI32: return kDivI32;
      case Prelude::RemI32: return kRemI32;
      case Prelude::MinF32: return kMinF32;
      case Prelude::MaxF32: return kMaxF32;
      case Prelude::F16ToF32: return o_.hw_f16_load ? kF16ToF32Hw : kF16ToF32Exact;
      case Prelude::F32ToF16:
        if (o_.hw_f16_store) return kF32ToF16Hw;
        return Dialect::prelude(p);
      default: return Dialect::prelude(p);
    }
  }

  std::string finish(std::string src) const override {
    src = c_casts_to_constructors(src);
    // bool -> f32 selects the literals 1.0 and 0.0 in the shared printer; an opaque zero keeps a
    // compiler from pushing a later `+ x` into the arms and folding `0.0 + x` into `x`.
    static const std::regex bool_to_float(R"(\? 1\.0f : 0\.0f;)");
    src = std::regex_replace(src, bool_to_float, "? uintBitsToFloat(0x3f800000u) : uintBitsToFloat(morph_zero);");
    // Every float declaration (SSA values, locals, prelude temporaries) is `precise`.
    static const std::regex decl(R"((^|\n)( *)float (\w+ = [^\n]*;))");
    return std::regex_replace(src, decl, "$1$2precise float $3");
  }

 private:
  GlslOptions o_;
};

bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
}

// End (exclusive) of the balanced group opening at s[i] ('(' or '[').
size_t group_end(const std::string& s, size_t i) {
  int depth = 0;
  for (size_t j = i; j < s.size(); ++j) {
    if (s[j] == '(' || s[j] == '[') ++depth;
    if (s[j] == ')' || s[j] == ']') {
      if (--depth == 0) return j + 1;
    }
  }
  MORPH_CHECK(false, "unbalanced parentheses in printed source");
}

}  // namespace

std::string c_casts_to_constructors(const std::string& src) {
  static const char* kTypes[] = {"uint", "int", "float", "ulong", "ushort", "uchar"};
  std::string out;
  size_t i = 0;
  while (i < src.size()) {
    bool matched = false;
    if (src[i] == '(' && (i == 0 || !ident_char(src[i - 1]))) {
      for (const char* t : kTypes) {
        std::string tok = std::string("(") + t + ")";
        if (src.compare(i, tok.size(), tok) != 0) continue;
        size_t a = i + tok.size(), b = a;
        std::string operand;
        if (b < src.size() && src[b] == '(') {
          b = group_end(src, b);
          operand = src.substr(a + 1, b - a - 2);
        } else {
          while (b < src.size() && ident_char(src[b])) ++b;
          if (b == a) break;  // not a cast operand (e.g. "(int)" followed by '-'): leave it
          while (b < src.size() && (src[b] == '(' || src[b] == '[')) b = group_end(src, b);
          operand = src.substr(a, b - a);
        }
        out += std::string(t) + "(" + c_casts_to_constructors(operand) + ")";
        i = b;
        matched = true;
        break;
      }
    }
    if (!matched) out += src[i++];
  }
  return out;
}

std::unique_ptr<Dialect> glsl_dialect(const GlslOptions& opts) { return std::make_unique<GlslDialect>(opts); }

std::string glsl_fma_source() { return kFmaF32; }
std::string glsl_fma_f64_source() { return kFmaF64; }

bool kernel_uses_op(const ir::Kernel& k, std::string_view op) {
  return any_stmt(k, [&](const ir::Stmt& s) { return ir::op_name(s.op) == op; });
}

}  // namespace morph::codegen
