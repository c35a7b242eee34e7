#include "morph/runtime/backends.h"

#include "morph/runtime/cpu/cpu_device.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/opencl/opencl_device.h"
#if defined(MORPH_HAVE_VULKAN)
#include "morph/runtime/vulkan/vulkan_device.h"
#endif

namespace morph::rt {
namespace {
#if !defined(MORPH_HAVE_VULKAN)
std::vector<DeviceInfo> no_vulkan(std::string* why) {
  *why = "this build has no Vulkan backend (configure with libvulkan-dev installed)";
  return {};
}
std::unique_ptr<Device> no_vulkan_open(int) {
  throw BackendUnavailable("vulkan: this build has no Vulkan backend (configure with libvulkan-dev installed)");
}
#endif
}  // namespace

std::vector<BackendFactory> device_backends() {
#if defined(MORPH_HAVE_VULKAN)
  return {cpu_backend_factory(), cuda_backend(), opencl_backend_factory(), vulkan_backend_factory()};
#else
  return {cpu_backend_factory(), cuda_backend(), opencl_backend_factory(), {"vulkan", no_vulkan, no_vulkan_open}};
#endif
}

}  // namespace morph::rt
