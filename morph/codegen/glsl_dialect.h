// The GLSL 4.50 compute dialect of the shared C-style printer, for Vulkan (compiled to SPIR-V
// in process by glslang through shaderc: morph/runtime/vulkan/glsl_compile.h). DESIGN L1-L2:
//   - every float temporary is `precise` (SPIR-V NoContraction), one operation per statement;
//   - execution modes SignedZeroInfNanPreserve, RoundingModeRTE and DenormPreserve (fp32,
//     SPV_KHR_float_controls through GL_EXT_spirv_intrinsics) where the device reports them;
//   - constants are bit patterns (uintBitsToFloat), and the zeros ±0.0 are read from a push
//     constant that is always 0, so no compiler can fold `x + 0.0` into `x` (Mesa's lavapipe
//     does with a literal, wrong for x = -0: ../shared facts, docs/backends.md);
//   - no built-in transcendental, sqrt, inversesqrt, fma() or `/` on floats: Morph's integer-exact
//     routines (correctly rounded, denormals kept), rewritten here with 32-bit integers only
//     (GLSL has no 64-bit integers without an extension; WGSL reuses the same technique);
//   - signed integer `/` and `%` through unsigned ones (GLSL leaves negative operands undefined).
// Kernel ABI (what the Vulkan runtime binds): buffer parameter i is the storage buffer at
// set 0, binding i (std430, element type as Dialect::elem_type: f16/bf16 uint16_t, i8/u8
// uint8_t through the 8/16-bit storage extensions); the push-constant block holds, in parameter
// order, one uint per buffer (its element count) or the scalar's 32 bits, then `morph_zero`
// (always 0) and the launch's grid `morph_ngx, morph_ngy, morph_ngz` (a grid beyond the device's
// maxComputeWorkGroupCount is dispatched in parts with vkCmdDispatchBase, so gl_WorkGroupID is
// the launch's but gl_NumWorkGroups only the part's). The workgroup size is specialization
// constants 0, 1, 2 (local_size_*_id).
// Logical-subgroup shuffles go through shared memory (the dialect's default), which is exact for
// every native subgroup width (lavapipe's is 8), or, where the device's subgroups are Morph's
// logical ones (GlslOptions::native_subgroup32), through subgroupShuffle / subgroupShuffleXor.
//   std::string comp = codegen::print(*k, *codegen::glsl_dialect({.denorm_preserve = true}));
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "morph/codegen/dialect.h"

namespace morph::codegen {

struct GlslOptions {
  /// Emit the fp32 execution modes the device supports (VkPhysicalDeviceFloatControlsProperties).
  bool signed_zero_inf_nan_preserve = true;
  bool rounding_mode_rte = true;
  bool denorm_preserve = false;
  /// DESIGN L4 flush mode (a device that cannot preserve denormals): flush explicitly exactly
  /// where the oracle's flush mode does (Dialect::flush_denormals).
  bool flush_denormals = false;
  /// The device's fma() was measured single-rounding on normal operands and results (its
  /// open-time probe; NVIDIA: FFMA, which flushes subnormals): the IR's fma is then
  /// morph_fma_fast (morph/codegen/glsl_fma_guard.glsl), the device's fma() where no operand is
  /// subnormal and the result is normal, inf or NaN (or a or b is zero), and the exact route
  /// below (float64 with fp64_fma, else Morph's integer emulation) for the rest. False: the
  /// exact route always (lavapipe's fma() is a multiply then an add).
  bool hw_fma_normals = false;
  /// With hw_fma_normals: an fma traced proven normal (docs/ir.md "fma": no subnormal operand, no
  /// nonzero result below 2^-126, checked by the oracle) is the device's fma() with no guard.
  /// False: such an fma takes the guard like any other.
  bool proven_fma_unguarded = true;
  /// f32 compares and negations traced proven normal (docs/ir.md "Proven normal": no subnormal
  /// operand, checked by the oracle) as GLSL's own `<`, `==`, … and `-x` (a negation only where
  /// the value feeds arithmetic alone), not the sign-magnitude keys and the masked xor that keep
  /// subnormals exact on a flushing device. Exact on any IEEE device for such operands.
  bool proven_native = true;
  /// The device has shaderFloat64 (enabled) and its open-time probe found the float64 route
  /// exact: the IR's fma is morph_fma_f64 (morph/codegen/glsl_fma_f64.glsl: exact double
  /// product, sum rounded to odd, one rounding to float); with hw_fma_normals, the route behind
  /// the device's fma().
  bool fp64_fma = false;
  /// The device has shaderFloat64 and its open-time probe passed: float division and square root
  /// take a float64 candidate, returned after an exact check that it is the correctly rounded
  /// result (morph/codegen/glsl_div_f64.glsl), with the 32-bit integer routines for specials,
  /// subnormals, results near underflow and a candidate that fails. False: the integer routines.
  bool fp64_div = false;
  /// The device's subgroups are Morph's logical subgroups of 32 (size 32, invocations 32k..32k+31
  /// of the workgroup's linear local ids: the Vulkan device's open-time probe): shuffles by
  /// subgroupShuffle / subgroupShuffleXor (GL_KHR_shader_subgroup_shuffle) on the values' bits,
  /// with no shared-memory scratch and no barrier.
  bool native_subgroup32 = false;
  /// Lane accesses (LoadLanes/StoreLanes) as one uvec2/uvec4 access through an aliased view of
  /// the buffer (a second block at the same binding, Vulkan's descriptor aliasing), instead of one
  /// scalar access per lane. The lanes' meaning is the same either way.
  bool wide_accesses = false;
  /// f16 loads (the prelude's morph_f16_to_f32 and the half_to_float islands' "vulkan" arms) by
  /// GLSL's unpackHalf2x16, the exponent-31 halves (inf, NaN) still by the formula's bits: where
  /// the device's open-time probe found the conversion exact on all 65536 halves. False: Morph's
  /// integer conversions.
  bool hw_f16_load = false;
  /// f32 -> f16 stores (the prelude's morph_f32_to_f16) by GLSL's packHalf2x16, NaN still
  /// Morph's quiet NaN of the input's sign: where the open-time probe found it rounding to
  /// nearest even on every f16 interval's midpoint and its neighbours, overflow, underflow and
  /// subnormal inputs. False: the integer formula.
  bool hw_f16_store = false;
};

/// The GLSL 450 compute dialect.
std::unique_ptr<Dialect> glsl_dialect(const GlslOptions& opts = {});

/// GLSL source of Morph's exact fused multiply-add `float morph_fma_f32(float a, float b, float c)`
/// (one rounding, RNE, subnormals kept, IEEE specials; 32-bit integers only) and its helpers,
/// which need the header's as_uint/as_float. Printed for the IR's `fma`.
std::string glsl_fma_source();

/// GLSL source of `float morph_fma_f64(float a, float b, float c)`, the exact fma through float64
/// (needs shaderFloat64 and the header's as_uint). Printed for the IR's `fma` with fp64_fma.
std::string glsl_fma_f64_source();

/// True when any statement of `k` (nested bodies included) is the op named `op` ("fma").
bool kernel_uses_op(const ir::Kernel& k, std::string_view op);

/// Rewrites C casts `(T)x` (T one of uint int float ulong ushort uchar; x a parenthesized group,
/// or an identifier or number with its call/index suffixes) as constructors `T(x)`, nested casts
/// included. The shared printer and prelude spell conversions as C casts; GLSL and WGSL-like
/// languages spell them as constructors.
std::string c_casts_to_constructors(const std::string& src);

}  // namespace morph::codegen
