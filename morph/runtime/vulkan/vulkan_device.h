// The Vulkan backend (DESIGN §5): IR -> GLSL 450 (codegen/glsl_dialect) -> SPIR-V (glslang, in
// process; validated by SPIRV-Tools) -> compute pipelines. The loader is opened at run time
// (vk_api.h). One compute queue per device, commands recorded into one command buffer and
// submitted at synchronize()/download (launches are asynchronous and in order); storage
// buffers are device-local with a staging buffer for transfers, or host-visible where the
// device is the host (lavapipe, integrated GPUs); scalars and buffer lengths are push
// constants; the workgroup size is a specialization constant. SPIR-V is cached on disk
// (DiskCache "vulkan", keyed by source, glslang version and the device's float controls), and
// the driver's VkPipelineCache is kept on disk under the same rules (keyed by the device's
// pipelineCacheUUID and driver version).
//
// Float controls (SPV_KHR_float_controls) are queried: SignedZeroInfNanPreserve and
// RoundingModeRTE are required for exact results and emitted; a device that does not report
// shaderDenormPreserveFloat32 keeps denormals when an open-time probe (+ - * min/max compares on
// subnormal operands and results) finds them kept, else runs in DESIGN L4 flush mode
// (caps().preserves_denormals false; the printer flushes explicitly where the oracle's flush
// mode does). Float compares and min/max are printed on bit patterns (NVIDIA flushes in its own),
// so lavapipe and NVIDIA both keep denormals. A second probe decides whether the device's fma()
// is single-rounding on normal values (NVIDIA) and may serve the IR's fma there; asked for
// (VulkanDeviceOptions::native_shuffles), a third whether the device's subgroups of 32 are
// Morph's logical subgroups (NVIDIA), whose shuffles are then printed as subgroupShuffle /
// subgroupShuffleXor instead of going through shared memory.
//   auto dev = rt::open_device("vulkan");          // first GPU, else first device; "vulkan:N"
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "morph/runtime/device.h"
#include "morph/runtime/registry.h"

namespace morph::rt {

struct VulkanDeviceOptions {
  /// Run in flush mode even where the device preserves denormals (tests of flush mode).
  bool force_flush_denormals = false;
  /// Device-local buffers with a staging buffer even where host-visible memory would be used
  /// (tests of the discrete-GPU path on lavapipe).
  bool force_staging = false;
  /// Morph's 32-bit integer fma emulation always, even where the open-time probe finds the
  /// float64 route exact or the device's fma() single-rounding on normal values (tests of the
  /// emulation on such a device).
  bool force_fma_emulation = false;
  /// Try the float64 fma route first on a CPU device too (lavapipe), where the 32-bit
  /// emulation measured faster and is the default (tests of the route in CI).
  bool prefer_fp64_fma = false;
  /// On a GPU, try the device's fma() first for the IR's fma, behind a guard that sends subnormal
  /// operands and zero or subnormal results to the exact route (float64 where the device has
  /// it, else the emulation); used where the open-time probe finds the pair exact (NVIDIA). False
  /// (or MORPH_VULKAN_FMA=float64 in the environment): the float64 route alone first, as before
  /// 2026-12-03 (H200, plain inputs: exp 164 -> 77 us, silu 284 -> 150 with the guard).
  bool guarded_fma = true;
  /// Use the device's subgroup shuffles for the logical-subgroup shuffles where the open-time
  /// probe finds its subgroups of 32 laid out as Morph's (NVIDIA; lavapipe's subgroups of 8 keep
  /// shared memory). False (or MORPH_VULKAN_NATIVE_SHUFFLES=0): through shared memory always.
  bool native_shuffles = true;
  /// Elementwise kernels with 2 or 4 elements per item, loaded and stored as one uvec2/uvec4
  /// access through an aliased view of each buffer (Caps::wide_accesses). Unset: on GPUs, not on
  /// a CPU device (lavapipe: its compiles of unrolled bodies run for minutes). MORPH_VULKAN_WIDE=0
  /// or =1 in the environment overrides both.
  std::optional<bool> wide_accesses;
  /// Float division and square root through a float64 candidate checked exactly
  /// (codegen::GlslOptions::fp64_div), where the device has shaderFloat64 and the open-time probe
  /// finds the route exact; else Morph's 32-bit integer routines. Unset: on GPUs, not on a CPU
  /// device (lavapipe). MORPH_VULKAN_DIV=float64 or =integer in the environment overrides both.
  std::optional<bool> fp64_div;
  /// f16 loads and stores by GLSL's unpackHalf2x16 / packHalf2x16 where the open-time probe finds
  /// each giving Morph's bits (all 65536 halves; every f16 interval's midpoint and neighbours,
  /// underflow, overflow, subnormal and special inputs), else Morph's integer formulas. False (or
  /// MORPH_VULKAN_F16=formula in the environment): the formulas always.
  bool hw_f16 = true;
  /// On the guarded fma route (NVIDIA), an fma the math routines trace as proven normal (no
  /// subnormal operand, no nonzero result below 2^-126: docs/ir.md "fma", checked by the oracle)
  /// is the device's fma() with no guard. False (or MORPH_VULKAN_PROVEN_FMA=0): guarded as every fma.
  bool proven_fma = true;
  /// f32 compares and negations the math routines trace as proven normal (no subnormal operand:
  /// docs/ir.md "Proven normal", checked by the oracle) print as GLSL's own `<`, `==`, `-x`
  /// (codegen::GlslOptions::proven_native), on every device. False (or
  /// MORPH_VULKAN_PROVEN_NATIVE=0): on Morph's sign-magnitude keys and masked xor as every other.
  bool proven_native = true;
  /// Each dispatch and copy is followed by a barrier that makes its writes visible to the next
  /// command; host reads are made visible by one more barrier at the end of each submission.
  /// True (or MORPH_VULKAN_HOST_BARRIER=each; =submit forces false): every command's barrier also
  /// reaches the host stage, as before 2026-12-06 (a heavier dependency between dispatches).
  bool host_barrier_each = false;
  /// Each command's barrier is recorded just before the next command (or the end of the
  /// submission) rather than right after it: the same dependencies, but a timed run's last
  /// dispatch has no barrier after it inside the timestamps, as a CUDA kernel has none inside its
  /// events. Off by default until timed on NVIDIA (MORPH_VULKAN_LAZY_BARRIERS=1 turns it on; the
  /// Vulkan tests pass either way on lavapipe): right after each command.
  bool lazy_barriers = false;
  /// Elementwise kernels whose long routines are all of the exp family take wide lanes
  /// (rt::Caps::wide_exp_math) where the device's fma() runs those routines unguarded (the
  /// guarded fma route with proven_fma and proven_native; H100: silu_affine 42.3 -> 30.7 us,
  /// bench/results/h100-2026-12-06-vkwide). False (or MORPH_VULKAN_WIDE_EXP=0): one element per
  /// item, as every kernel with long routines.
  bool wide_exp_math = true;
};

/// Opens Vulkan device `index` (`morph devices` order; -1: the first GPU, else the first
/// device). Throws BackendUnavailable when the loader, a driver, the GLSL compiler or the
/// device is missing, or when the device lacks what exact results need (fp32 RTE rounding).
std::unique_ptr<Device> open_vulkan_device(int index, const VulkanDeviceOptions& opts = {});

/// How a Vulkan device opened by open_vulkan_device runs the IR's fma: "float64" (exact double
/// product, sum rounded to odd), "device fma() on normal values, float64 otherwise", "device
/// fma() on normal values, emulation otherwise" or "emulation" (Morph's 32-bit integer routine).
/// Throws UserError when `dev` is not a Vulkan device.
std::string vulkan_fma_route(const Device& dev);

/// How a Vulkan device opened by open_vulkan_device divides and takes square roots of floats:
/// "float64 candidate, checked exactly" or "integer" (Morph's 32-bit integer routines). Throws
/// UserError when `dev` is not a Vulkan device.
std::string vulkan_div_route(const Device& dev);

/// Whether a Vulkan device opened by open_vulkan_device prints logical-subgroup shuffles as its
/// own subgroup shuffles (the open-time probe passed), rather than through shared memory. Throws
/// UserError for a device of another backend.
bool vulkan_native_shuffles(const Device& dev);

/// How a Vulkan device opened by open_vulkan_device converts f16 loads and stores: {loads by
/// unpackHalf2x16, stores by packHalf2x16} (each where the open-time probe found it giving
/// Morph's bits), false for Morph's integer conversions. Throws UserError for a device of another
/// backend.
std::pair<bool, bool> vulkan_hw_f16(const Device& dev);

/// The registry hooks of this backend (listed in morph/runtime/backends.cc).
BackendFactory vulkan_backend_factory();

}  // namespace morph::rt
