// The backend interface (DESIGN §5): a small abstract class per device. Buffers live on the
// device; upload/download are explicit; launches are asynchronous on the device's one in-order
// stream/queue until synchronize(). Each backend's header exports only a factory; backends
// that need driver libraries open them at run time (dlopen), so one build runs anywhere.
//   auto dev = rt::open_device("oracle");
//   rt::Buffer x = dev->alloc(n * 4); dev->upload(x, host.data(), n * 4);
//   dev->launch(kernel, {groups}, {256}, {rt::arg(x), rt::arg(2.0f)}); dev->synchronize();
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "morph/interp/interp.h"
#include "morph/ir/ir.h"

namespace morph::rt {

using Dim3 = interp::Dim3;

struct Caps {
  bool preserves_denormals = true;     // DESIGN L4: false -> the device runs in flush mode
  uint32_t max_workgroup_size = 1024;  // items
  uint32_t native_subgroup_width = 0;  // 0 = shuffles are emulated through shared memory
  std::string arch;                    // e.g. "sm_90", "pocl-cpu"
  /// Units that run workgroups concurrently: CUDA multiprocessors (132 on an H200), OpenCL
  /// CL_DEVICE_MAX_COMPUTE_UNITS (CPU cores for PoCL), Vulkan: the SM count where the driver
  /// reports one (VK_NV_shader_sm_builtins), the host's hardware threads for a CPU device
  /// (lavapipe runs one workgroup per thread), 0 for a GPU that reports no count; 1 for the
  /// oracle. Grids of grid-stride kernels are sized from it (morph/fusion/map_schedule.h).
  uint32_t compute_units = 1;
  /// The most loop iterations one invocation may run in total, over all its loops, before the
  /// driver silently ends them (no error; later writes are lost); 0 = no such limit. Mesa's
  /// llvmpipe/lavapipe: 65535 (gallivm's LP_MAX_TGSI_LOOP_ITERATIONS, one counter shared by
  /// every loop of the shader). Grid-stride grids keep each item's trips far below it.
  uint32_t max_loop_trips = 0;
  /// False where the printed source has no wide (64/128-bit) accesses (lavapipe): elementwise
  /// kernels there default to one element per item, since lanes would only unroll the body.
  bool wide_accesses = true;
  /// False where elementwise kernels that call Morph's long exact routines (transcendental ops,
  /// fma) run faster with one element per item even with wide accesses: Vulkan on NVIDIA, where
  /// each fma is the device's fma() behind a guard with the float64 route as its fallback, and
  /// four unrolled lanes measured slower (H200, 2026-12-03, plain inputs: silu 150 -> 167 us,
  /// tanh 194 -> 237) while maps without them gained (neg f32 32.1 -> 21.6 us, bf16 25.4 -> 13.4;
  /// bench/results/h200-2026-12-03-vkroutes). fusion::device_schedule decides.
  bool wide_math = true;
  /// With wide_math false: elementwise kernels whose only long routines are the exp family (exp,
  /// tanh, sigmoid, silu, gelu_tanh) take wide lanes all the same — NVIDIA's Vulkan, where those
  /// routines' Vulkan arms are proven normal and run on the device's fma() and compares with no
  /// guard or fallback to unroll (docs/math.md). fusion::map_has_long_math decides.
  bool wide_exp_math = false;
  /// True where a workgroup costs about what its items cost (the cpu backend, whose workgroups
  /// are ranges of a loop): elementwise kernels then take the full grid, one trip per item.
  bool cheap_workgroups = false;
  /// True where a row of up to 256 elements runs faster on a workgroup of its own than on the
  /// subgroup-per-row and blocked default schedules, whose logical shuffles and transposition go
  /// through shared memory (Vulkan on NVIDIA: gated norm 131072 x 128, one 128-item workgroup
  /// per row 1343 us vs the default's 6629, bench/results/h200-2026-12-01-close2/tune_vulkan.json):
  /// such rows then default to one workgroup per row (fusion::device_row_schedule).
  bool short_rows_per_workgroup = false;
  /// True where the IR's fma is one device instruction (CUDA __fmaf_rn, OpenCL fma, the cpu
  /// backend's std::fma); false where it is a routine: Vulkan, whose fma is the device's fma()
  /// behind a guard (a zero product or a subnormal sends a lane to the float64 route) or Morph's
  /// integer emulation. Kernels that use an fma only to save an instruction take the plain
  /// formula with the same bits there (quant::MatvecSchedule::fma_decode).
  bool cheap_fma = true;
};

/// Backend-owned storage behind a Buffer.
class BufferImpl {
 public:
  virtual ~BufferImpl() = default;
};

/// A device allocation (shared ownership; freed when the last copy goes).
struct Buffer {
  std::shared_ptr<BufferImpl> impl;
  size_t bytes = 0;
  explicit operator bool() const { return impl != nullptr; }
};

/// One launch argument: a buffer (bound whole; the kernel sees bytes / element size elements)
/// or a scalar's 32-bit pattern with the C++ type it was made from (`type`; Void for raw bits).
/// A launch checks a scalar's type against the parameter's (Device::check_launch): an f32
/// parameter takes arg(float), an i32, u32 or bool one arg(int32_t) or arg(uint32_t) in its range
/// (a negative int for a u32 parameter is an error; a bool takes 0 or 1, and arg(true) is
/// arg(1)); arg_bits passes any 32-bit pattern unchecked.
struct LaunchArg {
  const Buffer* buffer = nullptr;
  uint32_t bits = 0;
  ir::Type type = ir::Type::Void;
};
inline LaunchArg arg(const Buffer& b) { return {&b, 0}; }
inline LaunchArg arg(float f) { return {nullptr, __builtin_bit_cast(uint32_t, f), ir::Type::F32}; }
inline LaunchArg arg(int32_t i) { return {nullptr, static_cast<uint32_t>(i), ir::Type::I32}; }
inline LaunchArg arg(uint32_t u) { return {nullptr, u, ir::Type::U32}; }
/// A scalar argument given by its 32-bit pattern, for any scalar parameter type (the bits of an
/// f32 for an f32 parameter): not type-checked.
inline LaunchArg arg_bits(uint32_t bits) { return {nullptr, bits, ir::Type::Void}; }

/// A kernel compiled for one device.
class Compiled {
 public:
  virtual ~Compiled() = default;
};

class Device {
 public:
  virtual ~Device() = default;
  /// Human-readable device name ("oracle", "NVIDIA H200", "pthread-haswell-…").
  virtual std::string name() const = 0;
  /// Backend id: "oracle", "cuda", "opencl".
  virtual std::string backend() const = 0;
  virtual Caps caps() const = 0;

  virtual Buffer alloc(size_t bytes) = 0;
  /// Host -> device, `bytes` at byte `offset` of `dst`. Throws UserError when out of range.
  virtual void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset = 0) = 0;
  /// Device -> host (waits for queued work that writes `src`).
  virtual void download(const Buffer& src, void* dst, size_t bytes, size_t offset = 0) = 0;
  /// Device -> device copy of `bytes`, queued like a launch.
  virtual void copy(const Buffer& dst, const Buffer& src, size_t bytes) = 0;

  /// Compiles (or fetches from the backend's caches) a verified kernel. Errors name the kernel
  /// and carry the backend compiler's log.
  virtual std::shared_ptr<Compiled> compile(const ir::Kernel& k) = 0;
  /// Queues a launch of `grid` workgroups of `workgroup` items.
  virtual void launch(const Compiled& c, const ir::Kernel& k, Dim3 grid, Dim3 workgroup,
                      std::span<const LaunchArg> args) = 0;
  virtual void synchronize() = 0;
  /// Runs `enqueue` (which queues launches on this device) and returns the device time of
  /// that work in microseconds, by the device's own clock: CUDA events recorded on the stream
  /// around it; OpenCL profiling events of its launches (first start to last end). Waits for
  /// the work. Returns a negative number when the backend has no device clock (the oracle:
  /// the default), having still run and waited for the work.
  virtual double device_time_us(const std::function<void()>& enqueue) {
    enqueue();
    synchronize();
    return -1;
  }

  /// Compile-once-then-launch convenience: compiled modules are cached per kernel object.
  void launch(const std::shared_ptr<const ir::Kernel>& k, Dim3 grid, Dim3 workgroup, std::span<const LaunchArg> args);
  void launch(const std::shared_ptr<const ir::Kernel>& k, Dim3 grid, Dim3 workgroup,
              std::initializer_list<LaunchArg> args) {
    launch(k, grid, workgroup, std::span<const LaunchArg>(args.begin(), args.size()));
  }
  std::shared_ptr<Compiled> compiled(const std::shared_ptr<const ir::Kernel>& k);

  /// A number unique to this Device object in the process (never reused, unlike its address):
  /// the key of per-device caches kept outside the device.
  uint64_t serial() const { return serial_; }

 protected:
  /// Checks argument kinds, element-size divisibility and workgroup limits; throws UserError.
  void check_launch(const ir::Kernel& k, Dim3 grid, Dim3 workgroup, std::span<const LaunchArg> args) const;
  /// Throws UserError when scalar argument `i` was made from a C++ type the parameter's type does
  /// not take (LaunchArg).
  void check_scalar_arg(const ir::Kernel& k, size_t i, const LaunchArg& a) const;
  /// The checks of upload (`upload` true: `host` is the source) and download: a null host pointer
  /// for a non-empty transfer, and a range [offset, offset + bytes) past the buffer (no wrap).
  void check_transfer(bool upload, const Buffer& b, const void* host, size_t bytes, size_t offset) const;

 private:
  static uint64_t next_serial() {
    static std::atomic<uint64_t> n{0};
    return ++n;
  }
  const uint64_t serial_ = next_serial();
  std::mutex mu_;
  std::unordered_map<const ir::Kernel*, std::pair<std::shared_ptr<const ir::Kernel>, std::shared_ptr<Compiled>>>
      compiled_;
};

}  // namespace morph::rt
