#include "morph/runtime/vulkan/vk_api.h"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <mutex>

namespace morph::rt::vk {

namespace {
std::atomic<bool> g_exiting{false};
}  // namespace

void watch_process_exit() {
  static std::once_flag once;
  std::call_once(once, [] { std::atexit([] { g_exiting = true; }); });
}

bool process_exiting() { return g_exiting; }

const Instance& instance() {
  static const Instance in = [] {
    Instance a;
    a.lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!a.lib) a.lib = dlopen("libvulkan.so", RTLD_NOW | RTLD_LOCAL);
    if (!a.lib) {
      a.error =
          "libvulkan.so.1 not found (install the Vulkan loader and a driver, e.g. libvulkan1 mesa-vulkan-drivers)";
      return a;
    }
    a.vkGetInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(a.lib, "vkGetInstanceProcAddr"));
    if (!a.vkGetInstanceProcAddr) {
      a.error = "libvulkan.so.1 lacks vkGetInstanceProcAddr";
      return a;
    }
    auto create = reinterpret_cast<PFN_vkCreateInstance>(a.vkGetInstanceProcAddr(nullptr, "vkCreateInstance"));
    auto version = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(
        a.vkGetInstanceProcAddr(nullptr, "vkEnumerateInstanceVersion"));
    uint32_t loader = VK_API_VERSION_1_0;
    if (version) version(&loader);
    if (loader < VK_API_VERSION_1_1) {
      a.error = "the Vulkan loader supports only API " + version_string(loader) + "; Morph needs 1.1";
      return a;
    }
    a.api_version = loader < VK_API_VERSION_1_3 ? loader : VK_API_VERSION_1_3;
    auto app = make<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
    app.pApplicationName = "morph";
    app.pEngineName = "morph";
    app.apiVersion = a.api_version;
    auto ci = make<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
    ci.pApplicationInfo = &app;
    VkResult r = create ? create(&ci, nullptr, &a.handle) : VK_ERROR_INITIALIZATION_FAILED;
    if (r != VK_SUCCESS) {
      a.error =
          "vkCreateInstance failed: " + result_name(r) +
          (r == VK_ERROR_INCOMPATIBLE_DRIVER ? " (no Vulkan driver (ICD) found; set VK_DRIVER_FILES or install one)"
                                             : "");
      return a;
    }
#define MORPH_VK_LOAD(name)                                                        \
  a.name = reinterpret_cast<PFN_##name>(a.vkGetInstanceProcAddr(a.handle, #name)); \
  if (!a.name && a.error.empty()) a.error = "the Vulkan loader lacks " #name;
    MORPH_VK_INSTANCE_SYMBOLS(MORPH_VK_LOAD)
#undef MORPH_VK_LOAD
    return a;
  }();
  return in;
}

std::string DeviceFns::load(const Instance& in, VkDevice d) {
  std::string missing;
#define MORPH_VK_LOAD(name)                                              \
  name = reinterpret_cast<PFN_##name>(in.vkGetDeviceProcAddr(d, #name)); \
  if (!name && missing.empty()) missing = #name;
  MORPH_VK_DEVICE_SYMBOLS(MORPH_VK_LOAD)
#undef MORPH_VK_LOAD
  return missing;
}

std::string result_name(VkResult r) {
  const char* n = "unknown VkResult";
  switch (r) {
    case VK_SUCCESS: n = "VK_SUCCESS"; break;
    case VK_NOT_READY: n = "VK_NOT_READY"; break;
    case VK_TIMEOUT: n = "VK_TIMEOUT"; break;
    case VK_INCOMPLETE: n = "VK_INCOMPLETE"; break;
    case VK_ERROR_OUT_OF_HOST_MEMORY: n = "VK_ERROR_OUT_OF_HOST_MEMORY"; break;
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: n = "VK_ERROR_OUT_OF_DEVICE_MEMORY"; break;
    case VK_ERROR_INITIALIZATION_FAILED: n = "VK_ERROR_INITIALIZATION_FAILED"; break;
    case VK_ERROR_DEVICE_LOST: n = "VK_ERROR_DEVICE_LOST"; break;
    case VK_ERROR_MEMORY_MAP_FAILED: n = "VK_ERROR_MEMORY_MAP_FAILED"; break;
    case VK_ERROR_LAYER_NOT_PRESENT: n = "VK_ERROR_LAYER_NOT_PRESENT"; break;
    case VK_ERROR_EXTENSION_NOT_PRESENT: n = "VK_ERROR_EXTENSION_NOT_PRESENT"; break;
    case VK_ERROR_FEATURE_NOT_PRESENT: n = "VK_ERROR_FEATURE_NOT_PRESENT"; break;
    case VK_ERROR_INCOMPATIBLE_DRIVER: n = "VK_ERROR_INCOMPATIBLE_DRIVER"; break;
    case VK_ERROR_TOO_MANY_OBJECTS: n = "VK_ERROR_TOO_MANY_OBJECTS"; break;
    case VK_ERROR_FORMAT_NOT_SUPPORTED: n = "VK_ERROR_FORMAT_NOT_SUPPORTED"; break;
    case VK_ERROR_FRAGMENTED_POOL: n = "VK_ERROR_FRAGMENTED_POOL"; break;
    case VK_ERROR_UNKNOWN: n = "VK_ERROR_UNKNOWN"; break;
    case VK_ERROR_OUT_OF_POOL_MEMORY: n = "VK_ERROR_OUT_OF_POOL_MEMORY"; break;
    case VK_ERROR_INVALID_SHADER_NV: n = "VK_ERROR_INVALID_SHADER_NV"; break;
    default: break;
  }
  return std::string(n) + " (" + std::to_string(static_cast<int>(r)) + ")";
}

std::string version_string(uint32_t v) {
  return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v));
}

}  // namespace morph::rt::vk
