// The CUDA backend (DESIGN §5): IR -> CUDA C++ (codegen/cuda_dialect) -> NVRTC -> CUBIN for the
// device's own architecture -> driver API module; buffers from cuMemAlloc; one in-order stream;
// asynchronous launches. libcuda and libnvrtc are opened at run time (cuda_api.h), so this
// compiles and links everywhere; without a driver the backend lists itself as unavailable.
// Compiled modules are cached in memory (by source hash) and on disk (rt::DiskCache "cuda").
//   auto dev = rt::open_device("cuda");              // or "cuda:1"
//   dev->launch(kernel, {groups}, {256}, {rt::arg(x), rt::arg(y)}); dev->synchronize();
// CUDA-only extras for benchmarks (events on the stream, module-cache control) are on
// CudaDevice:  auto* cu = dynamic_cast<rt::CudaDevice*>(dev.get());
#pragma once
#include <memory>
#include <string>
#include <unordered_map>

#include "morph/runtime/cuda/cuda_api.h"
#include "morph/runtime/device.h"
#include "morph/runtime/disk_cache.h"
#include "morph/runtime/registry.h"

namespace morph::rt {

/// The factory listed in morph/runtime/backends.cc.
BackendFactory cuda_backend();

/// Where the CUDA backend stands here: "" when a device can be opened, else why not.
std::string cuda_unavailable_reason();

/// Compiles `k` to PTX through NVRTC for `arch` ("sm_90"), no GPU needed (CI). Returns the
/// PTX. Throws BackendUnavailable without NVRTC, UserError (kernel name + NVRTC log) on errors.
std::string cuda_compile_ptx(const ir::Kernel& k, const std::string& arch);

class CudaDevice : public Device {
 public:
  /// Opens device `index` (-1: the first). Throws BackendUnavailable when the driver, NVRTC or
  /// that device is absent.
  explicit CudaDevice(int index);
  ~CudaDevice() override;

  std::string name() const override { return name_; }
  std::string backend() const override { return "cuda"; }
  Caps caps() const override { return caps_; }

  Buffer alloc(size_t bytes) override;
  void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset = 0) override;
  void download(const Buffer& src, void* dst, size_t bytes, size_t offset = 0) override;
  void copy(const Buffer& dst, const Buffer& src, size_t bytes) override;
  std::shared_ptr<Compiled> compile(const ir::Kernel& k) override;
  using Device::launch;
  void launch(const Compiled& c, const ir::Kernel& k, Dim3 grid, Dim3 workgroup,
              std::span<const LaunchArg> args) override;
  void synchronize() override;
  /// Queues a ~1 ms GPU spin (spin_ns), then CUDA events around `enqueue`'s work: while the
  /// spin runs the host queues the start event, the launches and the stop event, so host-side
  /// costs (plan execution, argument marshaling) open no gap between the events and the time is
  /// the device work alone — as bench/peers.py times PyTorch (torch.cuda._sleep first).
  double device_time_us(const std::function<void()>& enqueue) override;

  // ---- CUDA-only extras ----------------------------------------------------------------
  /// Compute capability as major*10+minor (90 on the H200).
  int compute_capability() const { return cc_; }
  int multiprocessor_count() const { return sm_count_; }
  /// One event recorded on the stream; elapsed_ms(a, b) waits for b.
  struct Event {
    std::shared_ptr<cuda::CUevent_st> ev;
  };
  Event record_event();
  float elapsed_ms(const Event& a, const Event& b);
  /// Queues one single-item kernel that spins on the GPU's %globaltimer for `ns` nanoseconds
  /// (compiled by NVRTC once per device, disk-cached): work queued after it starts only when it
  /// ends, so the host can queue a timed region without gaps.
  void spin(uint64_t ns);
  /// Fills `b` with the 32-bit word `v`, queued (benchmarks poison outputs with it).
  void fill_u32(const Buffer& b, uint32_t v);
  /// Drops the in-memory module cache (the disk cache stays): the next compile() of a kernel
  /// source reads the disk cache or runs NVRTC. Kernels already launched keep their module.
  void clear_module_cache();
  struct CompileStats {
    uint64_t nvrtc = 0, memory_hits = 0, disk_hits = 0;
    double last_ms = 0;  // host wall time of the last compile() call
  };
  CompileStats compile_stats() const {
    std::lock_guard<std::mutex> lock(compile_mu_);
    return stats_;
  }
  DiskCache& disk_cache() { return disk_; }
  /// The compile flags (joined) and the NVRTC version, as they enter the module cache key.
  std::string compile_identity() const { return flags_ + " | " + nvrtc_version_; }

  struct Context;  // the retained primary context (shared by buffers and modules)
  struct Module;

 private:
  void make_current() const;
  [[noreturn]] void fail(const std::string& what, cuda::CUresult r, const std::string& kernel = {}) const;

  const cuda::Driver& d_;
  std::shared_ptr<Context> ctx_;
  cuda::CUstream stream_ = nullptr;
  std::string name_, arch_, flags_, nvrtc_version_;
  int cc_ = 0, sm_count_ = 0;
  Caps caps_;
  DiskCache disk_{"cuda"};
  mutable std::mutex compile_mu_;
  std::unordered_map<uint64_t, std::shared_ptr<Module>> modules_;  // by module_cache_key
  CompileStats stats_;
  std::string last_kernel_;              // for errors surfacing at synchronize()
  std::shared_ptr<Module> spin_module_;  // spin(): loaded on first use
  cuda::CUfunction spin_fn_ = nullptr;
};

}  // namespace morph::rt
