// The Vulkan entry points Morph uses, listed once and resolved at run time: the loader
// (libvulkan.so.1) is opened with dlopen, global and instance functions come from
// vkGetInstanceProcAddr, device functions from vkGetDeviceProcAddr. So one build runs on
// machines without Vulkan (the backend then lists itself as unavailable with the reason), the
// same way libcuda and libOpenCL are opened (DESIGN §5). Types come from <vulkan/vulkan.h>
// (libvulkan-dev) with VK_NO_PROTOTYPES.
//   const rt::vk::Instance& in = rt::vk::instance();   // process-wide, created on first use
//   if (!in.ok()) throw BackendUnavailable("vulkan: " + in.error);
//   in.vkEnumeratePhysicalDevices(in.handle, &n, nullptr);
//   rt::vk::DeviceFns d; d.load(in, device);          // per VkDevice table
#pragma once
#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#include <string>

namespace morph::rt::vk {

// clang-format off
#define MORPH_VK_INSTANCE_SYMBOLS(X)                                                          \
  X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)         \
  X(vkGetPhysicalDeviceProperties2) X(vkGetPhysicalDeviceFeatures2)                           \
  X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkGetPhysicalDeviceMemoryProperties)          \
  X(vkEnumerateDeviceExtensionProperties) X(vkCreateDevice) X(vkGetDeviceProcAddr)

#define MORPH_VK_DEVICE_SYMBOLS(X)                                                            \
  X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkDeviceWaitIdle) X(vkCreateBuffer)                \
  X(vkDestroyBuffer) X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory)     \
  X(vkBindBufferMemory) X(vkMapMemory) X(vkUnmapMemory) X(vkCreateShaderModule)              \
  X(vkDestroyShaderModule) X(vkCreateDescriptorSetLayout) X(vkDestroyDescriptorSetLayout)     \
  X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout) X(vkCreateComputePipelines)            \
  X(vkDestroyPipeline) X(vkCreatePipelineCache) X(vkDestroyPipelineCache)                    \
  X(vkGetPipelineCacheData) X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool)              \
  X(vkResetDescriptorPool) X(vkAllocateDescriptorSets) X(vkUpdateDescriptorSets)              \
  X(vkCreateCommandPool) X(vkDestroyCommandPool) X(vkAllocateCommandBuffers)                  \
  X(vkResetCommandBuffer) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkCmdBindPipeline)  \
  X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatchBase) X(vkCmdPipelineBarrier)   \
  X(vkCmdCopyBuffer) X(vkCmdFillBuffer) X(vkQueueSubmit) X(vkCreateFence) X(vkDestroyFence)   \
  X(vkWaitForFences) X(vkResetFences) X(vkCreateQueryPool) X(vkDestroyQueryPool)            \
  X(vkCmdResetQueryPool) X(vkCmdWriteTimestamp) X(vkGetQueryPoolResults)

/// The loader and one process-wide VkInstance (never destroyed, like the other backends'
/// driver tables).
struct Instance {
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
#define MORPH_VK_DECLARE(name) PFN_##name name = nullptr;
  // clang-format on
  MORPH_VK_INSTANCE_SYMBOLS(MORPH_VK_DECLARE)
  VkInstance handle = VK_NULL_HANDLE;
  uint32_t api_version = 0;  // the instance's apiVersion (min of the loader's and 1.3)
  void* lib = nullptr;
  std::string error;  // why Vulkan is unavailable ("" when ok())
  bool ok() const { return error.empty(); }
};

/// The process-wide instance (loaded and created on first use).
const Instance& instance();

/// Device-level functions of one VkDevice.
struct DeviceFns {
  MORPH_VK_DEVICE_SYMBOLS(MORPH_VK_DECLARE)
#undef MORPH_VK_DECLARE
  /// Resolves every symbol; returns the name of the first missing one ("" when all found).
  std::string load(const Instance& in, VkDevice d);
};

/// A zeroed Vulkan struct with its sType set.
template <class T>
T make(VkStructureType type) {
  T s{};
  s.sType = type;
  return s;
}

/// Registers (once) an atexit handler that marks the process as exiting. Called after the first
/// vkCreateDevice: handlers run in reverse order, so it runs before the driver's own teardown
/// (NVIDIA's driver registers one when it is loaded), and objects destroyed later during static
/// destruction (devices held by caches) skip their Vulkan calls instead of calling into a torn
/// down driver (a segfault at exit on the H200, 2026-12-01, after every test had passed).
void watch_process_exit();
/// True once the process has begun exiting (see watch_process_exit): Vulkan objects are then
/// left to the process's end, never destroyed through the driver.
bool process_exiting();

/// "VK_ERROR_DEVICE_LOST (-4)" for a VkResult.
std::string result_name(VkResult r);

/// "1.3.230" for a packed Vulkan version.
std::string version_string(uint32_t v);

}  // namespace morph::rt::vk
