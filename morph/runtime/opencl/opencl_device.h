// The OpenCL backend (DESIGN §5): devices found through the ICD loader at run time, buffers,
// one in-order queue per device, programs printed by the OpenCL dialect
// (morph/codegen/opencl_dialect.h), built by the platform compiler and cached in memory and
// on disk ($XDG_CACHE_HOME/morph/opencl, morph/runtime/disk_cache.h). Build errors carry the
// kernel name and the compiler's log.
//   auto dev = rt::open_device("opencl");     // first GPU, else first device; "opencl:N"
//   auto dev2 = rt::open_opencl_device(0, {.force_soft_div_sqrt = true});
#pragma once
#include <memory>
#include <string>

#include "morph/runtime/device.h"
#include "morph/runtime/registry.h"

namespace morph::rt {

struct OpenClDeviceOptions {
  /// Print Morph's integer division/sqrt routines even when the device reports correctly
  /// rounded native ones (tests use it to run the routines on a real OpenCL compiler).
  bool force_soft_div_sqrt = false;
  /// Run in DESIGN L4 flush mode even if the device preserves denormals (caps() then says
  /// preserves_denormals = false; tests use it to check flush mode against the oracle's).
  bool force_flush_denormals = false;
  /// Keep logical-subgroup shuffles in local memory even where NVIDIA's inline-PTX warp shuffles
  /// pass the open-time probe (tests compare both; caps().native_subgroup_width is then 0).
  bool force_local_shuffles = false;
  /// Appended to Morph's build flags (and part of the program cache key).
  std::string extra_build_flags;
  /// Whether built programs go to Morph's disk cache (rt::DiskCache("opencl"); never with
  /// MORPH_DISK_CACHE=0). Auto: yes, except on PoCL, which keeps its own kernel cache
  /// (POCL_KERNEL_CACHE, on by default: a second process builds and launches from it in
  /// milliseconds) and for which fetching a program binary costs a second compile (PoCL builds a
  /// generic work-group function into it: 4.4 s of CPU for layer_norm's 33-column row kernel,
  /// more than its build and first launch together).
  enum class BinaryCache { Auto, On, Off };
  BinaryCache binary_cache = BinaryCache::Auto;
};

/// Opens OpenCL device `index` (in `morph devices` order; -1: the first GPU, else the first
/// device). Throws BackendUnavailable when there is no loader, platform or such device.
std::unique_ptr<Device> open_opencl_device(int index, const OpenClDeviceOptions& opts = {});

/// The registry hooks of this backend (listed in morph/runtime/backends.cc).
BackendFactory opencl_backend_factory();

}  // namespace morph::rt
