// Vulkan device: instance (vk_api), physical-device queries (float controls, subgroup size,
// 8/16-bit storage), one compute queue, buffers, SPIR-V modules and pipelines, one command
// buffer that collects launches and copies until the host needs the results.
#include "morph/runtime/vulkan/vulkan_device.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <tuple>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/disk_cache.h"
#include "morph/runtime/vulkan/glsl_compile.h"
#include "morph/runtime/vulkan/vk_api.h"

namespace morph::rt {
namespace {

const vk::Instance& instance_or_throw() {
  const vk::Instance& in = vk::instance();
  if (!in.ok()) throw BackendUnavailable("vulkan: " + in.error);
  return in;
}

// What Morph needs to know about one physical device.
struct Phys {
  VkPhysicalDevice pd = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties props{};
  uint32_t api = 0;             // min(device, instance)
  std::string driver;           // "llvmpipe (Mesa 22.3.6 (LLVM 15.0.6))"
  bool float_controls = false;  // properties below are valid
  bool denorm_preserve = false, rte = false, signed_zero_inf_nan = false;
  uint32_t subgroup_size = 0;
  bool subgroup_shuffle = false;  // VK_SUBGROUP_FEATURE_SHUFFLE_BIT in compute shaders
  bool storage16 = false, storage8 = false;
  bool float64 = false;  // shaderFloat64 (enabled when present: the IR's fma through float64)
  bool ext_float_controls = false, ext_8bit = false;  // must be enabled as extensions (API 1.1)
  int compute_family = -1;
  uint32_t timestamp_bits = 0;           // of the compute family's queues; 0: no timestamps
  VkDriverId driver_id = VkDriverId(0);  // 0 when the driver does not say
  uint32_t sm_count = 0;                 // VK_NV_shader_sm_builtins; 0 when not reported
  bool exec_props = false;               // VK_KHR_pipeline_executable_properties
  bool gpu() const {
    return props.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ||
           props.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU;
  }
};

const char* type_name(VkPhysicalDeviceType t) {
  switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "CPU";
    default: return "other";
  }
}

Phys query(const vk::Instance& in, VkPhysicalDevice pd) {
  Phys p;
  p.pd = pd;
  in.vkGetPhysicalDeviceProperties(pd, &p.props);
  p.api = std::min(p.props.apiVersion, in.api_version);
  uint32_t n = 0;
  in.vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, nullptr);
  std::vector<VkExtensionProperties> exts(n);
  in.vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, exts.data());
  auto has = [&](const char* e) {
    for (const auto& x : exts)
      if (std::strcmp(x.extensionName, e) == 0) return true;
    return false;
  };
  bool v12 = p.api >= VK_API_VERSION_1_2;
  p.float_controls = v12 || has(VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME);
  p.ext_float_controls = !v12 && p.float_controls;
  bool driver_props = v12 || has(VK_KHR_DRIVER_PROPERTIES_EXTENSION_NAME);
  bool has8 = v12 || has(VK_KHR_8BIT_STORAGE_EXTENSION_NAME);

  auto sg = vk::make<VkPhysicalDeviceSubgroupProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES);
  auto fc =
      vk::make<VkPhysicalDeviceFloatControlsProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES);
  auto dp = vk::make<VkPhysicalDeviceDriverProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES);
  auto p2 = vk::make<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  p2.pNext = &sg;
  void** tail = &sg.pNext;
  if (p.float_controls) {
    *tail = &fc;
    tail = &fc.pNext;
  }
  if (driver_props) {
    *tail = &dp;
    tail = &dp.pNext;
  }
  auto sm = vk::make<VkPhysicalDeviceShaderSMBuiltinsPropertiesNV>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV);
  if (has(VK_NV_SHADER_SM_BUILTINS_EXTENSION_NAME)) {
    *tail = &sm;
    tail = &sm.pNext;
  }
  in.vkGetPhysicalDeviceProperties2(pd, &p2);
  p.sm_count = sm.shaderSMCount;
  p.exec_props = has(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  if (driver_props) p.driver_id = dp.driverID;
  p.subgroup_size = sg.subgroupSize;
  p.subgroup_shuffle =
      (sg.supportedOperations & VK_SUBGROUP_FEATURE_SHUFFLE_BIT) && (sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT);
  if (p.float_controls) {
    p.denorm_preserve = fc.shaderDenormPreserveFloat32;
    p.rte = fc.shaderRoundingModeRTEFloat32;
    p.signed_zero_inf_nan = fc.shaderSignedZeroInfNanPreserveFloat32;
  }
  p.driver = driver_props ? std::string(dp.driverName) + " (" + dp.driverInfo + ")"
                          : "driver " + std::to_string(p.props.driverVersion);

  auto f16 = vk::make<VkPhysicalDevice16BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES);
  auto f8 = vk::make<VkPhysicalDevice8BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES);
  auto f2 = vk::make<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  f2.pNext = &f16;
  if (has8) f16.pNext = &f8;
  in.vkGetPhysicalDeviceFeatures2(pd, &f2);
  p.storage16 = f16.storageBuffer16BitAccess;
  p.float64 = f2.features.shaderFloat64;
  p.storage8 = has8 && f8.storageBuffer8BitAccess;
  p.ext_8bit = !v12 && p.storage8;

  in.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, nullptr);
  std::vector<VkQueueFamilyProperties> qs(n);
  in.vkGetPhysicalDeviceQueueFamilyProperties(pd, &n, qs.data());
  for (uint32_t i = 0; i < n; ++i)  // prefer a compute-only family (no graphics work shares it)
    if ((qs[i].queueFlags & VK_QUEUE_COMPUTE_BIT) &&
        (p.compute_family < 0 || !(qs[i].queueFlags & VK_QUEUE_GRAPHICS_BIT)))
      p.compute_family = static_cast<int>(i);
  if (p.compute_family >= 0) p.timestamp_bits = qs[static_cast<size_t>(p.compute_family)].timestampValidBits;
  return p;
}

std::vector<Phys> enumerate(std::string* why) {
  const vk::Instance& in = vk::instance();
  if (!in.ok()) {
    if (why) *why = in.error;
    return {};
  }
  if (std::string w; !vk::glsl_compiler_available(&w)) {
    if (why) *why = w;
    return {};
  }
  uint32_t n = 0;
  VkResult r = in.vkEnumeratePhysicalDevices(in.handle, &n, nullptr);
  if (r != VK_SUCCESS || n == 0) {
    if (why)
      *why = r != VK_SUCCESS ? "vkEnumeratePhysicalDevices: " + vk::result_name(r) : "no Vulkan device (ICD) found";
    return {};
  }
  std::vector<VkPhysicalDevice> pds(n);
  in.vkEnumeratePhysicalDevices(in.handle, &n, pds.data());
  std::vector<Phys> out;
  for (VkPhysicalDevice pd : pds) {
    Phys p = query(in, pd);
    if (p.compute_family >= 0) out.push_back(std::move(p));
  }
  if (out.empty() && why) *why = "Vulkan devices found, but none has a compute queue";
  return out;
}

std::string describe(const Phys& p) {
  std::string fc = p.float_controls ? str_cat("float controls: denorm preserve ", p.denorm_preserve ? "yes" : "no",
                                              ", RTE ", p.rte ? "yes" : "no", ", signed zero/inf/nan preserve ",
                                              p.signed_zero_inf_nan ? "yes" : "no")
                                    : std::string("float controls: not reported");
  return str_cat(p.driver, ", Vulkan ", vk::version_string(p.props.apiVersion), ", ", type_name(p.props.deviceType),
                 "; ", fc, "; subgroup ", p.subgroup_size);
}

void check(VkResult r, const char* what, const std::string& context = {}) {
  if (r != VK_SUCCESS)
    throw UserError(str_cat("vulkan: ", what, " failed: ", vk::result_name(r), context.empty() ? "" : " (", context,
                            context.empty() ? "" : ")"));
}

// The logical device and what every object made from it needs; destroyed last.
struct Ctx {
  vk::DeviceFns f;
  VkDevice device = VK_NULL_HANDLE;
  ~Ctx() {
    if (device && !vk::process_exiting()) {
      f.vkDeviceWaitIdle(device);
      f.vkDestroyDevice(device, nullptr);
    }
  }
};

class VkBuf : public BufferImpl {
 public:
  ~VkBuf() override {
    if (vk::process_exiting()) return;
    if (mapped) ctx->f.vkUnmapMemory(ctx->device, mem);
    if (buf) ctx->f.vkDestroyBuffer(ctx->device, buf, nullptr);
    if (mem) ctx->f.vkFreeMemory(ctx->device, mem, nullptr);
  }
  std::shared_ptr<Ctx> ctx;
  VkBuffer buf = VK_NULL_HANDLE;
  VkDeviceMemory mem = VK_NULL_HANDLE;
  void* mapped = nullptr;  // host-visible buffers stay mapped
  size_t size = 0;         // bytes allocated (>= 4)
};

struct WgKey {
  uint32_t x, y, z;
  bool operator<(const WgKey& o) const { return std::tie(x, y, z) < std::tie(o.x, o.y, o.z); }
};

class VkCompiled : public Compiled {
 public:
  ~VkCompiled() override {
    if (vk::process_exiting()) return;
    for (auto& [wg, p] : pipelines) ctx->f.vkDestroyPipeline(ctx->device, p, nullptr);
    if (layout) ctx->f.vkDestroyPipelineLayout(ctx->device, layout, nullptr);
    if (set_layout) ctx->f.vkDestroyDescriptorSetLayout(ctx->device, set_layout, nullptr);
    if (module) ctx->f.vkDestroyShaderModule(ctx->device, module, nullptr);
  }
  std::shared_ptr<Ctx> ctx;
  std::string name;
  VkShaderModule module = VK_NULL_HANDLE;
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  uint32_t push_bytes = 0;
  uint32_t n_buffers = 0;
  mutable std::mutex mu;
  mutable std::map<WgKey, VkPipeline> pipelines;
};

constexpr double kTimingSpinNs = 20e6;      // device_time_us's spin before the timed work (ns)
constexpr uint32_t kMaxSets = 256;          // launches per command-buffer batch
constexpr uint32_t kMaxDescriptors = 4096;  // storage-buffer descriptors per batch

// The probes' random operand bits: xorshift64 (Marsaglia 2003), its upper 32 bits.
struct ProbeBits {
  uint64_t x;
  uint32_t operator()() {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return static_cast<uint32_t>(x >> 11);
  }
};

// A probe's outputs against the host's, bitwise (all NaNs equal). Without MORPH_VULKAN_PROBE_LOG
// the first difference ends the comparison; with it, describe(j, got_bits, want_bits) prints the
// first 24 differences on stderr and the count follows under `what`.
template <class Describe>
bool probe_outputs_equal(const std::vector<float>& got, const std::vector<float>& want, const char* what,
                         Describe describe) {
  const bool log = std::getenv("MORPH_VULKAN_PROBE_LOG") != nullptr;
  size_t bad = 0;
  for (size_t j = 0; j < got.size(); ++j) {
    const uint32_t g = std::bit_cast<uint32_t>(got[j]), w = std::bit_cast<uint32_t>(want[j]);
    const bool nan_both = (g & 0x7fffffffu) > 0x7f800000u && (w & 0x7fffffffu) > 0x7f800000u;
    if (g == w || nan_both) continue;
    if (!log) return false;
    if (++bad <= 24) describe(j, g, w);
  }
  if (bad) std::fprintf(stderr, "vulkan %s probe: %zu of %zu differ\n", what, bad, got.size());
  return bad == 0;
}

class VulkanDevice : public Device {
 public:
  VulkanDevice(const Phys& p, const VulkanDeviceOptions& opts) : phys_(p), disk_("vulkan") {
    const vk::Instance& in = instance_or_throw();
    float queue_priority = 1.0f;
    auto qi = vk::make<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
    qi.queueFamilyIndex = static_cast<uint32_t>(p.compute_family);
    qi.queueCount = 1;
    qi.pQueuePriorities = &queue_priority;
    std::vector<const char*> exts;
    if (p.ext_float_controls) exts.push_back(VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME);
    if (p.ext_8bit) exts.push_back(VK_KHR_8BIT_STORAGE_EXTENSION_NAME);
    auto f16 = vk::make<VkPhysicalDevice16BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES);
    f16.storageBuffer16BitAccess = p.storage16;
    auto f8 = vk::make<VkPhysicalDevice8BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES);
    f8.storageBuffer8BitAccess = p.storage8;
    auto f2 = vk::make<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
    f2.features.shaderFloat64 = p.float64;
    f2.pNext = &f16;
    if (p.storage8) f16.pNext = &f8;
    // MORPH_VULKAN_PIPELINE_STATS=1: the driver's statistics of every pipeline Morph builds
    // (registers, instructions, spills: whatever it reports) printed to stderr.
    auto ex = vk::make<VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR>(
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR);
    if (env_switch("MORPH_VULKAN_PIPELINE_STATS", false)) {
      if (p.exec_props) {
        exts.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
        ex.pipelineExecutableInfo = VK_TRUE;
        ex.pNext = f2.pNext;
        f2.pNext = &ex;
        stats_ = true;
      } else {
        std::fprintf(stderr, "vulkan: MORPH_VULKAN_PIPELINE_STATS: '%s' lacks %s; no statistics\n", p.props.deviceName,
                     VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
      }
    }
    auto ci = vk::make<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
    ci.pNext = &f2;
    ci.queueCreateInfoCount = 1;
    ci.pQueueCreateInfos = &qi;
    ci.enabledExtensionCount = static_cast<uint32_t>(exts.size());
    ci.ppEnabledExtensionNames = exts.data();
    ctx_ = std::make_shared<Ctx>();
    VkResult r = in.vkCreateDevice(p.pd, &ci, nullptr, &ctx_->device);
    if (r != VK_SUCCESS)
      throw BackendUnavailable("vulkan: vkCreateDevice failed on " + name() + ": " + vk::result_name(r));
    vk::watch_process_exit();
    if (std::string missing = ctx_->f.load(in, ctx_->device); !missing.empty())
      throw BackendUnavailable("vulkan: the driver of " + name() + " lacks " + missing);
    const vk::DeviceFns& f = ctx_->f;
    f.vkGetDeviceQueue(ctx_->device, qi.queueFamilyIndex, 0, &queue_);

    const VkPhysicalDeviceLimits& lim = p.props.limits;
    caps_.max_workgroup_size = std::min<uint32_t>(lim.maxComputeWorkGroupInvocations, 1024);
    caps_.native_subgroup_width = 0;  // logical shuffles through shared memory (32 below where native)
    // Lane accesses as uvec2/uvec4 through an aliased view of the buffer (GlslOptions::
    // wide_accesses) on GPUs (H200, neg f32 2048 x 4096: 32.1 -> 21.6 us); on a CPU device
    // (lavapipe) only when asked for: elementwise schedules there keep one lane per item
    // (fusion::device_schedule), since its compiles of unrolled bodies run for minutes.
    {
      caps_.wide_accesses = env_switch("MORPH_VULKAN_WIDE", opts.wide_accesses.value_or(p.gpu()));
      caps_.wide_math = false;  // long exact routines keep one element per item (Caps::wide_math)
      caps_.cheap_fma = false;  // every route's fma is a routine (Caps::cheap_fma)
    }
    // NVIDIA's driver: a workgroup per short row beats the subgroup-row schedules, with shuffles
    // through shared memory or the device's own (Caps); lavapipe runs the subgroup schedule
    // faster (32 x 128 gated norm: sg128 443 us, wg128 1244 us). MORPH_VULKAN_SHORT_ROWS=workgroup
    // or subgroup chooses either (for A/B measurements).
    {
      const std::string rows = env_choice("MORPH_VULKAN_SHORT_ROWS", {"workgroup", "subgroup"});
      caps_.short_rows_per_workgroup = rows.empty() ? p.gpu() : rows == "workgroup";
    }
    // Units that run workgroups at once: NVIDIA's SM count; a CPU device (lavapipe) runs one
    // workgroup per host thread; other GPUs report none (0: elementwise kernels take the full grid).
    caps_.compute_units = p.sm_count ? p.sm_count
                          : p.props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU
                              ? std::max(1u, std::thread::hardware_concurrency())
                              : 0;
    // llvmpipe ends every loop of an invocation once 65535 iterations have run in total over
    // all its loops (gallivm LP_MAX_TGSI_LOOP_ITERATIONS), silently: the outputs of later trips
    // are never written. Measured here: one item of 8 over 2^20 elements stopped after 65535 trips.
    caps_.max_loop_trips = p.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE ? 65535 : 0;
    caps_.arch = str_cat(p.props.deviceName, " / ", p.driver);

    // Memory: map directly where the device is the host (or shares its memory); otherwise
    // device-local storage and a host-visible staging buffer.
    in.vkGetPhysicalDeviceMemoryProperties(p.pd, &mem_props_);
    bool host_device = p.props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ||
                       p.props.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU;
    host_mapped_ = !opts.force_staging && host_device &&
                   find_type(~0u, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                      VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) >= 0;

    auto pi = vk::make<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
    pi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pi.queueFamilyIndex = qi.queueFamilyIndex;
    check(f.vkCreateCommandPool(ctx_->device, &pi, nullptr, &cmd_pool_), "vkCreateCommandPool");
    auto ai = vk::make<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
    ai.commandPool = cmd_pool_;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    check(f.vkAllocateCommandBuffers(ctx_->device, &ai, &cb_), "vkAllocateCommandBuffers");
    auto fi = vk::make<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
    check(f.vkCreateFence(ctx_->device, &fi, nullptr, &fence_), "vkCreateFence");
    VkDescriptorPoolSize ps{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, kMaxDescriptors};
    auto dpi = vk::make<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
    dpi.maxSets = kMaxSets;
    dpi.poolSizeCount = 1;
    dpi.pPoolSizes = &ps;
    check(f.vkCreateDescriptorPool(ctx_->device, &dpi, nullptr, &desc_pool_), "vkCreateDescriptorPool");
    if (p.timestamp_bits > 0 && p.props.limits.timestampPeriod > 0) {  // device_time_us
      auto qpi = vk::make<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
      qpi.queryType = VK_QUERY_TYPE_TIMESTAMP;
      qpi.queryCount = 2;
      if (f.vkCreateQueryPool(ctx_->device, &qpi, nullptr, &query_pool_) != VK_SUCCESS) query_pool_ = VK_NULL_HANDLE;
    }

    // The driver's pipeline cache, kept on disk (keyed by what makes its data valid).
    char uuid[2 * VK_UUID_SIZE + 1];
    for (uint32_t i = 0; i < VK_UUID_SIZE; ++i) std::snprintf(uuid + 2 * i, 3, "%02x", p.props.pipelineCacheUUID[i]);
    pipeline_cache_key_ = module_cache_key("vulkan pipeline cache",
                                           str_cat(p.props.vendorID, ":", p.props.deviceID, ":", p.props.driverVersion),
                                           uuid, p.props.deviceName);
    std::optional<std::vector<uint8_t>> data = disk_.get(pipeline_cache_key_);
    auto pci = vk::make<VkPipelineCacheCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO);
    if (data) {
      pci.initialDataSize = data->size();
      pci.pInitialData = data->data();
    }
    if (f.vkCreatePipelineCache(ctx_->device, &pci, nullptr, &pipeline_cache_) != VK_SUCCESS) {
      pci.initialDataSize = 0;  // a cache the driver refuses is rebuilt, never trusted
      pci.pInitialData = nullptr;
      check(f.vkCreatePipelineCache(ctx_->device, &pci, nullptr, &pipeline_cache_), "vkCreatePipelineCache");
    }

    // Denormals (DESIGN L4): preserved when the device guarantees it (DenormPreserve), or when
    // it does not promise either way (no DenormFlushToZero forced) and the probe finds every
    // subnormal operand and result kept; otherwise flush mode, explicit in the printed source.
    denormals_ = "flush mode forced";
    if (!opts.force_flush_denormals) {
      if (p.denorm_preserve) {
        set_mode(true);
        denormals_ = "preserved (DenormPreserve)";
      } else {
        set_mode(true);
        bool kept = probe_denormals();
        denormals_ = kept ? "preserved (DenormPreserve not reported; the open-time probe kept every subnormal)"
                          : "flush mode (DenormPreserve not reported; the open-time probe saw subnormals flushed)";
        if (!kept) set_mode(false);
      }
    } else {
      set_mode(false);
    }
    // The IR's fma, in the first route the probe finds exact: on a GPU the device's fma() behind
    // its guard with float64 (or the emulation) for the rest (VulkanDeviceOptions::guarded_fma);
    // float64 alone where a GPU has it; the device's fma() on normal values with the emulation
    // for the rest; Morph's 32-bit integer emulation. Lavapipe (a CPU device) keeps the
    // emulation, its default before the float64 route existed: on this project's 2-core VM the
    // float64 route did not time faster there (add_rms_norm 4x4096: 913 us vs 447 us for the
    // emulation in an earlier run, too noisy to be more than a hint);
    // VulkanDeviceOptions::prefer_fp64_fma asks for float64 (tests).
    // An fma traced proven normal (the math routines' "vulkan" arms) takes the device's fma()
    // unguarded on the guarded route (codegen::GlslOptions::proven_fma_unguarded); the probe
    // below runs the guarded fma only (its triples include subnormals), so it is unaffected.
    proven_fma_ = env_switch("MORPH_VULKAN_PROVEN_FMA", opts.proven_fma);
    // Compares and negations traced proven normal: GLSL's own (codegen::GlslOptions::proven_native).
    proven_native_ = env_switch("MORPH_VULKAN_PROVEN_NATIVE", opts.proven_native);
    // Host visibility of device writes: once at the end of each submission (VulkanDeviceOptions::
    // host_barrier_each false) or after every command (MORPH_VULKAN_HOST_BARRIER=each).
    {
      const std::string hb = env_choice("MORPH_VULKAN_HOST_BARRIER", {"each", "submit"});
      host_each_ = hb.empty() ? opts.host_barrier_each : hb == "each";
      lazy_barriers_ = env_switch("MORPH_VULKAN_LAZY_BARRIERS", opts.lazy_barriers);
    }
    if (!opts.force_fma_emulation) {
      const std::string fma_choice = env_choice("MORPH_VULKAN_FMA", {"guarded", "float64"});
      const bool guarded = fma_choice.empty() ? opts.guarded_fma && p.gpu() : fma_choice == "guarded";
      // Sets a route and keeps it if the probe finds its fma exact and, with float64 code in the
      // shader (which may be compiled with other float32 denormal handling), every float32
      // subnormal still kept; else leaves the emulation (both flags false).
      auto try_route = [&](bool hw, bool fp64) {
        hw_fma_ = hw;
        fp64_fma_ = fp64;
        set_mode(caps_.preserves_denormals);
        if (!probe_fma() || (fp64 && caps_.preserves_denormals && !probe_denormals(true))) hw_fma_ = fp64_fma_ = false;
        return hw_fma_ || fp64_fma_;
      };
      bool found = guarded && try_route(true, p.float64);
      if (!found && p.float64 && (p.gpu() || opts.prefer_fp64_fma)) found = try_route(false, true);
      if (!found) try_route(true, false);
      set_mode(caps_.preserves_denormals);
    }
    // The exp family's Vulkan arms run on the device's fma() and compares alone where proven-normal
    // fma print unguarded: elementwise kernels of them then take wide lanes (Caps::wide_exp_math;
    // VulkanDeviceOptions::wide_exp_math, MORPH_VULKAN_WIDE_EXP=0 or 1).
    // (In flush mode every island takes its default arm: no.)
    {
      const bool want = env_switch("MORPH_VULKAN_WIDE_EXP", opts.wide_exp_math);
      caps_.wide_exp_math =
          want && caps_.wide_accesses && caps_.preserves_denormals && hw_fma_ && proven_fma_ && proven_native_;
    }
    // Division and square root through a checked float64 candidate (GlslOptions::fp64_div) on
    // GPUs with shaderFloat64 (H200: the integer routine's 27 restoring steps replaced by one
    // double division and an exact check), kept where the probe finds it exact.
    {
      const std::string div_choice = env_choice("MORPH_VULKAN_DIV", {"float64", "integer"});
      const bool want = div_choice.empty() ? opts.fp64_div.value_or(p.gpu()) : div_choice == "float64";
      // (In flush mode the probe's subnormal cases cannot match IEEE: the integer routines stay.)
      if (want && p.float64 && caps_.preserves_denormals) {
        fp64_div_ = true;
        set_mode(true);
        fp64_div_ = probe_div() && probe_denormals(fp64_fma_, true);
        set_mode(true);
      }
    }
    // Logical-subgroup shuffles: asked for, the device's own where its subgroups are Morph's
    // groups of 32 (size 32 with shuffles in compute shaders, and the probe finds invocations
    // 32k..32k+31 of the linear local ids in one subgroup), else through shared memory.
    // With them Caps::native_subgroup_width is 32, as on CUDA and NVIDIA OpenCL with its PTX
    // shuffles: long rows' tree steps by shuffles (H200, add_rms_norm 4 x 4096: 14.2 -> 10.0 us,
    // softmax_vocab 60.5 -> 47.0). Short rows keep a workgroup per row (Caps::
    // short_rows_per_workgroup): CUDA's subgroup-row schedules measured slower there even with
    // native shuffles (gated_norm_1tok 13.8 -> 21.4 us, gated_norm_4096tok 954 -> 1086;
    // bench/results/h200-2026-12-03-vkall).
    const bool try_native = env_switch("MORPH_VULKAN_NATIVE_SHUFFLES", opts.native_shuffles);
    if (try_native && p.subgroup_size == 32 && p.subgroup_shuffle) {
      native_shuffles_ = true;
      set_mode(caps_.preserves_denormals);
      native_shuffles_ = probe_shuffles();
      set_mode(caps_.preserves_denormals);
    }
    if (native_shuffles_) caps_.native_subgroup_width = 32;
    // f16 loads and stores by the device's conversions (unpackHalf2x16 / packHalf2x16), each kept
    // where the probe finds it giving the formula's bits (GlslOptions::hw_f16_load/store).
    const std::string f16_choice = env_choice("MORPH_VULKAN_F16", {"hardware", "formula"});
    if ((f16_choice.empty() ? opts.hw_f16 : f16_choice == "hardware") && p.storage16) {
      hw_f16_load_ = hw_f16_store_ = true;
      set_mode(caps_.preserves_denormals);
      auto [load_ok, store_ok] = probe_f16();
      hw_f16_load_ = load_ok;
      hw_f16_store_ = store_ok;
      set_mode(caps_.preserves_denormals);
    }
  }

  /// How denormals are handled on this device, for `morph devices` and tests.
  const std::string& denormals() const { return denormals_; }
  /// Whether the IR's fma uses the device's fma() on normal values (probe_fma found it exact).
  bool hw_fma() const { return hw_fma_; }
  /// Whether the IR's fma goes through float64 (GlslOptions::fp64_fma; probe_fma found it exact).
  bool fp64_fma() const { return fp64_fma_; }
  /// Whether float division and square root take the checked float64 candidate (probe_div).
  bool fp64_div() const { return fp64_div_; }
  /// Whether shuffles are the device's subgroup shuffles (GlslOptions::native_subgroup32).
  bool native_shuffles() const { return native_shuffles_; }
  /// Whether an fma traced proven normal is the device's fma() unguarded (with hw_fma()).
  bool proven_fma() const { return proven_fma_; }
  /// Whether compares and negations traced proven normal print as GLSL's own (proven_native).
  bool proven_native() const { return proven_native_; }
  /// Whether f16 loads use unpackHalf2x16 (GlslOptions::hw_f16_load; probe_f16 found it exact).
  bool hw_f16_load() const { return hw_f16_load_; }
  /// Whether f16 stores use packHalf2x16 (GlslOptions::hw_f16_store; probe_f16 found it exact).
  bool hw_f16_store() const { return hw_f16_store_; }

  ~VulkanDevice() override {
    if (vk::process_exiting()) return;  // the driver may be torn down: left to the exit (members too)
    const vk::DeviceFns& f = ctx_->f;
    f.vkDeviceWaitIdle(ctx_->device);
    pending_.clear();
    if (pipelines_created_ && pipeline_cache_) {
      size_t n = 0;
      if (f.vkGetPipelineCacheData(ctx_->device, pipeline_cache_, &n, nullptr) == VK_SUCCESS && n) {
        std::vector<uint8_t> data(n);
        if (f.vkGetPipelineCacheData(ctx_->device, pipeline_cache_, &n, data.data()) == VK_SUCCESS) {
          data.resize(n);
          disk_.put(pipeline_cache_key_, data);
        }
      }
    }
    staging_.reset();
    programs_.clear();
    if (pipeline_cache_) f.vkDestroyPipelineCache(ctx_->device, pipeline_cache_, nullptr);
    if (query_pool_) f.vkDestroyQueryPool(ctx_->device, query_pool_, nullptr);
    if (desc_pool_) f.vkDestroyDescriptorPool(ctx_->device, desc_pool_, nullptr);
    if (fence_) f.vkDestroyFence(ctx_->device, fence_, nullptr);
    if (cmd_pool_) f.vkDestroyCommandPool(ctx_->device, cmd_pool_, nullptr);
  }

  std::string name() const override { return phys_.props.deviceName; }
  std::string backend() const override { return "vulkan"; }
  Caps caps() const override { return caps_; }

  Buffer alloc(size_t bytes) override {
    std::lock_guard<std::mutex> lock(mu_);
    auto b = make_buffer(bytes, host_mapped_);
    return Buffer{b, bytes};
  }

  void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset) override {
    check_transfer(true, dst, src, bytes, offset);
    if (!bytes) return;
    std::lock_guard<std::mutex> lock(mu_);
    VkBuf& b = buf(dst);
    submit_and_wait();  // queued launches may still read or write dst
    if (b.mapped) {
      std::memcpy(static_cast<char*>(b.mapped) + offset, src, bytes);
      return;
    }
    VkBuf& s = staging(bytes);
    std::memcpy(s.mapped, src, bytes);
    begin();
    flush_barrier();
    VkBufferCopy region{0, offset, bytes};
    ctx_->f.vkCmdCopyBuffer(cb_, s.buf, b.buf, 1, &region);
    barrier();
    submit_and_wait();
  }

  void download(const Buffer& src, void* dst, size_t bytes, size_t offset) override {
    check_transfer(false, src, dst, bytes, offset);
    if (!bytes) return;
    std::lock_guard<std::mutex> lock(mu_);
    VkBuf& b = buf(src);
    if (b.mapped) {
      submit_and_wait();
      std::memcpy(dst, static_cast<const char*>(b.mapped) + offset, bytes);
      return;
    }
    VkBuf& s = staging(bytes);
    begin();
    flush_barrier();
    VkBufferCopy region{offset, 0, bytes};
    ctx_->f.vkCmdCopyBuffer(cb_, b.buf, s.buf, 1, &region);
    submit_and_wait();
    std::memcpy(dst, s.mapped, bytes);
  }

  void copy(const Buffer& dst, const Buffer& src, size_t bytes) override {
    MORPH_USER_CHECK(bytes <= dst.bytes && bytes <= src.bytes, "vulkan: copy of ", bytes, " bytes overruns a buffer");
    if (!bytes) return;
    std::lock_guard<std::mutex> lock(mu_);
    begin();
    flush_barrier();
    VkBufferCopy region{0, 0, bytes};
    ctx_->f.vkCmdCopyBuffer(cb_, buf(src).buf, buf(dst).buf, 1, &region);
    barrier();
    pending_.push_back(src.impl);
    pending_.push_back(dst.impl);
  }

  std::shared_ptr<Compiled> compile(const ir::Kernel& k) override {
    const VkPhysicalDeviceLimits& lim = phys_.props.limits;
    const uint64_t shared_bytes =
        k.shared_bytes() + (k.uses_subgroup && !native_shuffles_ ? 2048 * 4 : 0);  // the printer's shuffle scratch
    MORPH_USER_CHECK(shared_bytes <= lim.maxComputeSharedMemorySize, "vulkan: kernel '", k.name, "' needs ",
                     shared_bytes, " bytes of workgroup shared memory",
                     k.uses_subgroup ? " (8192 of them for shuffles)" : "", "; device '", name(), "' has ",
                     lim.maxComputeSharedMemorySize, ". Use smaller shared arrays");
    uint32_t push = 4 * (static_cast<uint32_t>(k.params.size()) + 4);
    MORPH_USER_CHECK(push <= lim.maxPushConstantsSize, "vulkan: kernel '", k.name, "' has ", k.params.size(),
                     " parameters; their ", push, " bytes of push constants exceed the device limit of ",
                     lim.maxPushConstantsSize, " (at most ", lim.maxPushConstantsSize / 4 - 4,
                     " parameters: every input and output buffer and every scalar is one; a fused expression "
                     "with fewer inputs fits — split it, or run it on another backend)");
    for (const ir::Param& p : k.params) {
      bool small16 = p.kind == ir::ParamKind::Buffer && (p.type == ir::Type::F16 || p.type == ir::Type::BF16);
      bool small8 = p.kind == ir::ParamKind::Buffer && (p.type == ir::Type::I8 || p.type == ir::Type::U8);
      MORPH_USER_CHECK(!small16 || phys_.storage16, "vulkan: kernel '", k.name, "': buffer '", p.name, "' of ",
                       ir::type_name(p.type), " needs storageBuffer16BitAccess, which '", name(), "' lacks");
      MORPH_USER_CHECK(!small8 || phys_.storage8, "vulkan: kernel '", k.name, "': buffer '", p.name, "' of ",
                       ir::type_name(p.type), " needs storageBuffer8BitAccess, which '", name(), "' lacks");
    }
    std::string src = codegen::print(k, *dialect_);
    uint64_t key = module_cache_key(src, identity_, "spirv-vulkan1.1", "");
    {
      std::lock_guard<std::mutex> lock(compile_mu_);
      if (auto it = programs_.find(key); it != programs_.end()) return it->second;
    }
    std::vector<uint32_t> spv;
    if (auto bin = disk_.get(key); bin && bin->size() % 4 == 0 && !bin->empty()) {
      spv.resize(bin->size() / 4);
      std::memcpy(spv.data(), bin->data(), bin->size());
      // An entry whose checksum holds but whose module is not valid SPIR-V (copied or forged)
      // would fail at every pipeline build from now on: validated, and rebuilt from source.
      if (!vk::validate_spirv(spv).empty()) spv.clear();
    }
    if (spv.empty()) {
      spv = vk::compile_glsl(src, k.name);
      if (std::string bad = vk::validate_spirv(spv); !bad.empty())
        throw UserError(str_cat("vulkan: kernel '", k.name, "': SPIR-V from the printed GLSL is invalid:\n", bad));
      disk_.put(key, std::string_view(reinterpret_cast<const char*>(spv.data()), spv.size() * 4));
    }
    const vk::DeviceFns& f = ctx_->f;
    auto c = std::make_shared<VkCompiled>();
    c->ctx = ctx_;
    c->name = k.name;
    c->push_bytes = push;
    auto mi = vk::make<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
    mi.codeSize = spv.size() * 4;
    mi.pCode = spv.data();
    check(f.vkCreateShaderModule(ctx_->device, &mi, nullptr, &c->module), "vkCreateShaderModule",
          "kernel '" + k.name + "'");
    std::vector<VkDescriptorSetLayoutBinding> bindings;
    for (size_t i = 0; i < k.params.size(); ++i)
      if (k.params[i].kind == ir::ParamKind::Buffer)
        bindings.push_back(
            {static_cast<uint32_t>(i), VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
    c->n_buffers = static_cast<uint32_t>(bindings.size());
    MORPH_USER_CHECK(c->n_buffers <= lim.maxPerStageDescriptorStorageBuffers, "vulkan: kernel '", k.name, "' binds ",
                     c->n_buffers, " buffers; device '", name(), "' allows ", lim.maxPerStageDescriptorStorageBuffers);
    auto li = vk::make<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    li.bindingCount = c->n_buffers;
    li.pBindings = bindings.data();
    check(f.vkCreateDescriptorSetLayout(ctx_->device, &li, nullptr, &c->set_layout), "vkCreateDescriptorSetLayout",
          "kernel '" + k.name + "'");
    VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, push};
    auto pli = vk::make<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
    pli.setLayoutCount = 1;
    pli.pSetLayouts = &c->set_layout;
    pli.pushConstantRangeCount = 1;
    pli.pPushConstantRanges = &range;
    check(f.vkCreatePipelineLayout(ctx_->device, &pli, nullptr, &c->layout), "vkCreatePipelineLayout",
          "kernel '" + k.name + "'");
    std::lock_guard<std::mutex> lock(compile_mu_);
    programs_[key] = c;
    return c;
  }

  void launch(const Compiled& compiled, const ir::Kernel& k, Dim3 grid, Dim3 wg,
              std::span<const LaunchArg> args) override {
    check_launch(k, grid, wg, args);
    const VkPhysicalDeviceLimits& lim = phys_.props.limits;
    const uint32_t w[3] = {wg.x, wg.y, wg.z};
    for (int d = 0; d < 3; ++d) {
      MORPH_USER_CHECK(w[d] <= lim.maxComputeWorkGroupSize[d], "vulkan: kernel '", k.name, "': workgroup of ", w[d],
                       " items in dimension ", d, " exceeds the device limit ", lim.maxComputeWorkGroupSize[d]);
    }
    const auto& c = static_cast<const VkCompiled&>(compiled);
    VkPipeline pipeline = pipeline_for(c, {wg.x, wg.y, wg.z});  // throws before anything is queued
    std::vector<uint32_t> push;
    std::vector<VkDescriptorBufferInfo> infos;
    std::vector<uint32_t> binding;
    for (size_t i = 0; i < args.size(); ++i) {
      const ir::Param& p = k.params[i];
      if (p.kind == ir::ParamKind::Buffer) {
        size_t count = args[i].buffer->bytes / ir::byte_size(p.type);
        MORPH_USER_CHECK(count <= UINT32_MAX, "vulkan: kernel '", k.name, "': buffer '", p.name, "' has ", count,
                         " elements; at most 2^32-1 are addressable");
        push.push_back(static_cast<uint32_t>(count));
        infos.push_back({buf(*args[i].buffer).buf, 0, VK_WHOLE_SIZE});
        binding.push_back(static_cast<uint32_t>(i));
      } else {
        push.push_back(args[i].bits);
      }
    }
    push.push_back(0u);                                 // morph_zero
    push.insert(push.end(), {grid.x, grid.y, grid.z});  // morph_ngx, morph_ngy, morph_ngz
    std::lock_guard<std::mutex> lock(mu_);
    if (sets_used_ + 1 > kMaxSets || descs_used_ + c.n_buffers > kMaxDescriptors) submit_and_wait();
    const vk::DeviceFns& f = ctx_->f;
    auto ai = vk::make<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
    ai.descriptorPool = desc_pool_;
    ai.descriptorSetCount = 1;
    ai.pSetLayouts = &c.set_layout;
    VkDescriptorSet set = VK_NULL_HANDLE;
    check(f.vkAllocateDescriptorSets(ctx_->device, &ai, &set), "vkAllocateDescriptorSets", "kernel '" + k.name + "'");
    ++sets_used_;
    descs_used_ += c.n_buffers;
    std::vector<VkWriteDescriptorSet> writes(infos.size());
    for (size_t i = 0; i < infos.size(); ++i) {
      writes[i] = vk::make<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
      writes[i].dstSet = set;
      writes[i].dstBinding = binding[i];
      writes[i].descriptorCount = 1;
      writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      writes[i].pBufferInfo = &infos[i];
    }
    f.vkUpdateDescriptorSets(ctx_->device, static_cast<uint32_t>(writes.size()), writes.data(), 0, nullptr);
    begin();
    flush_barrier();
    f.vkCmdBindPipeline(cb_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    f.vkCmdBindDescriptorSets(cb_, VK_PIPELINE_BIND_POINT_COMPUTE, c.layout, 0, 1, &set, 0, nullptr);
    f.vkCmdPushConstants(cb_, c.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, c.push_bytes, push.data());
    // A grid beyond maxComputeWorkGroupCount runs as several dispatches with base offsets:
    // gl_WorkGroupID and gl_GlobalInvocationID are then the launch's own.
    for (uint32_t z = 0; z < grid.z; z += lim.maxComputeWorkGroupCount[2])
      for (uint32_t y = 0; y < grid.y; y += lim.maxComputeWorkGroupCount[1])
        for (uint32_t x = 0; x < grid.x; x += lim.maxComputeWorkGroupCount[0])
          f.vkCmdDispatchBase(cb_, x, y, z, std::min(grid.x - x, lim.maxComputeWorkGroupCount[0]),
                              std::min(grid.y - y, lim.maxComputeWorkGroupCount[1]),
                              std::min(grid.z - z, lim.maxComputeWorkGroupCount[2]));
    barrier();
    for (const LaunchArg& a : args)
      if (a.buffer) pending_.push_back(a.buffer->impl);
    if (batch_kernels_.size() < 8) batch_kernels_.push_back(k.name);
  }

  void synchronize() override {
    std::lock_guard<std::mutex> lock(mu_);
    submit_and_wait();
  }

  /// Device time of the work `enqueue` queues, by two timestamps written on the queue around
  /// it (vkCmdWriteTimestamp, ticks of limits.timestampPeriod ns); earlier work is finished
  /// first and not counted. Without timestamps on the compute queue: -1, the work still run.
  /// On a GPU the work is preceded by a ~20 ms spin of one invocation, and the start timestamp is
  /// written once the spin has completed (BOTTOM_OF_PIPE after its dispatch and barrier): NVIDIA's
  /// Vulkan driver lowers the SM clock from 1980 to 345 MHz within a second of light load (CUDA
  /// keeps 1980 while a context exists), so a dispatch timed after host-side work ran at a fraction
  /// of the clock; 20 ms of spin before each timed run holds 1980 MHz (nvidia-smi samples, H200,
  /// 2026-12-03, bench/results/h200-2026-12-03-vkclocks: an 8 Mi-element negation 107 -> 32 us,
  /// add_rms_norm 4x4096 50 -> 14.7 us, with 1 ms of spin as CUDA's timing has it no better).
  double device_time_us(const std::function<void()>& enqueue) override {
    if (!query_pool_) return Device::device_time_us(enqueue);
    {
      std::lock_guard<std::mutex> lock(mu_);
      submit_and_wait();
    }
    if (phys_.gpu()) spin(kTimingSpinNs);
    return timestamped_us(enqueue);
  }

 private:
  // Microseconds from the completion of everything queued before to the completion of the work
  // `enqueue` queues: two BOTTOM_OF_PIPE timestamps around it, submitted and waited for.
  double timestamped_us(const std::function<void()>& enqueue) {
    const vk::DeviceFns& f = ctx_->f;
    {
      std::lock_guard<std::mutex> lock(mu_);
      begin();
      f.vkCmdResetQueryPool(cb_, query_pool_, 0, 2);
      flush_barrier();  // the spin's, before the start: not timed
      f.vkCmdWriteTimestamp(cb_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, query_pool_, 0);
    }
    enqueue();
    std::lock_guard<std::mutex> lock(mu_);
    begin();
    f.vkCmdWriteTimestamp(cb_, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, query_pool_, 1);
    submit_and_wait();
    uint64_t t[2] = {0, 0};
    check(f.vkGetQueryPoolResults(ctx_->device, query_pool_, 0, 2, sizeof t, t, sizeof t[0],
                                  VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    const uint64_t mask = phys_.timestamp_bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << phys_.timestamp_bits) - 1;
    const uint64_t ticks = ((t[1] & mask) - (t[0] & mask)) & mask;
    return static_cast<double>(ticks) * phys_.props.limits.timestampPeriod * 1e-3;
  }

  // Queues at least about `ns` of GPU busy-waiting: one invocation iterating a dependent integer
  // recurrence, its trip count calibrated once at the fastest rate seen over eight back-to-back
  // runs of 2^20 trips (the clock rises during them): calibrated at the idle clock alone, the
  // spin would last a sixth of `ns` at 1980 MHz — too short to hold the clock (a cells run on
  // the H200, 2026-12-03 12:51 UTC, spent most samples at 345 MHz and timed neg f32 at 50.9 us
  // against 21.6 in the routes run an hour before).
  void spin(double ns) {
    using dsl::Array;
    using dsl::Val;
    if (!spin_kernel_) {
      spin_kernel_ = dsl::kernel(
          "morph_vulkan_timing_spin",
          [](Array<uint32_t> v, Val<uint32_t> n) {
        dsl::Var<uint32_t> x(v[0u]);
        dsl::For(0u, n, [&](Val<uint32_t>) { x = x * 1664525u + 1013904223u; });
        v[0u] = x;
          },
          {"v", "n"});
      spin_compiled_ = compile(*spin_kernel_);
      spin_buf_ = alloc(4);
      const uint32_t zero = 0;
      upload(spin_buf_, &zero, 4, 0);
      timestamped_us([&] { launch_spin(1u << 16); });  // loads the pipeline
      const uint32_t probe = 1u << 20;
      double best = 0;
      for (int i = 0; i < 8; ++i) {
        const double us = timestamped_us([&] { launch_spin(probe); });
        if (us > 0 && (best == 0 || us < best)) best = us;
      }
      spin_ns_per_trip_ = best > 0 ? best * 1e3 / probe : 1.0;
    }
    launch_spin(static_cast<uint32_t>(std::clamp(ns / spin_ns_per_trip_, 1.0, 1e9)));
  }
  void launch_spin(uint32_t trips) {
    LaunchArg args[2] = {arg(spin_buf_), arg(trips)};
    launch(*spin_compiled_, *spin_kernel_, {1, 1, 1}, {1, 1, 1}, args);
  }

  void set_mode(bool preserve) {
    caps_.preserves_denormals = preserve;
    dialect_ = codegen::glsl_dialect({.signed_zero_inf_nan_preserve = phys_.signed_zero_inf_nan,
                                      .rounding_mode_rte = phys_.rte,
                                      .denorm_preserve = preserve && phys_.denorm_preserve,
                                      .flush_denormals = !preserve,
                                      .hw_fma_normals = hw_fma_,
                                      .proven_fma_unguarded = proven_fma_,
                                      .proven_native = proven_native_,
                                      .fp64_fma = fp64_fma_,
                                      .fp64_div = fp64_div_,
                                      .native_subgroup32 = native_shuffles_,
                                      .wide_accesses = caps_.wide_accesses,
                                      .hw_f16_load = hw_f16_load_,
                                      .hw_f16_store = hw_f16_store_});
    identity_ = str_cat(vk::glsl_compiler_version(), " | sz", phys_.signed_zero_inf_nan, " rte", phys_.rte, " dp",
                        preserve && phys_.denorm_preserve, " ftz", !preserve, " hwfma", hw_fma_, " fp64fma", fp64_fma_,
                        " proven", proven_fma_, proven_native_, " fp64div", fp64_div_, " sg32", native_shuffles_,
                        " wide", caps_.wide_accesses, " h16", hw_f16_load_, hw_f16_store_);
  }

  // Runs + - *, min/max and compares on subnormal operands and on normal operands with
  // subnormal results, in the exact mode's printed source, and compares bitwise with the host
  // (which keeps subnormals). NVIDIA's driver keeps subnormals through + - * but flushes them in
  // min/max and compares (measured on the H200, 2026-11-30): any flushed case means flush mode.
  // It also negates a product with a subnormal result, and with `with_fma` runs the IR's fma
  // under the fma route being decided (a shader holding float64 code may be compiled with other
  // float32 denormal handling than one without). Why: on the H200's Vulkan driver under the
  // float64 fma route, tests/property DagPropertyBackends (seed 2173788629) got -0 for
  // neg(min(e, e)), e = exp(x), where the oracle has -2.8e-45, while this probe without either
  // addition kept every subnormal and exp's subnormal results alone were exact
  // (VulkanDevice.EveryFmaRouteEqualsOracle); the device time ran out before the cause was
  // isolated. A flushed case here now means flush mode (or no float64 route) instead of a
  // mismatch.
  bool probe_denormals(bool with_fma = false, bool with_div = false) {
    using dsl::Array;
    using dsl::Val;
    dsl::KernelRef k = dsl::kernel(
        str_cat("morph_vulkan_denormal", with_fma ? "_fma" : "", with_div ? "_div" : "", "_probe"),
        [with_fma, with_div](Array<float> a, Array<float> b, Array<float> out) {
      Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < a.size(), [&] {
        Val<float> x = a[i], y = b[i];
        Val<float> one = dsl::f32c<Val<float>>(0x3f800000u), zero = dsl::f32c<Val<float>>(0x00000000u);
        out[i * 7u] = x + y;
        out[i * 7u + 1u] = x * y;
        out[i * 7u + 2u] = x - y;
        out[i * 7u + 3u] = dsl::min(x, y);
        out[i * 7u + 4u] = dsl::max(x, y);
        out[i * 7u + 5u] = dsl::select(x == y, one, zero);
        out[i * 7u + 6u] = dsl::select(x < y, one, zero);
        out[a.size() * 7u + i] = -(x * y);  // the printed negation must keep a subnormal
        if (with_fma || with_div) out[a.size() * 8u + i] = with_fma ? dsl::fma(x, y, zero) : zero;
        if (with_div) out[a.size() * 9u + i] = x / y;  // float64 code in the shader (a subnormal x goes
      });                                              // to the integer routine)
        },
        {"a", "b", "out"});
    auto f = [](uint32_t u) { return std::bit_cast<float>(u); };
    const std::vector<std::pair<float, float>> cases = {
        {f(0x00000001u), f(0x3f800000u)}, {f(0x00400000u), f(0x00400000u)}, {f(0x1e3ce508u), f(0x1e3ce508u)},
        {f(0x00800000u), f(0x3f000000u)}, {f(0x00c00000u), f(0x80a00000u)}, {f(0x807fffffu), f(0x00000003u)},
        {f(0x00800001u), f(0x00800000u)}, {f(0x0000ffffu), f(0x4b000000u)}, {f(0x3f800000u), f(0x00000010u)},
        {f(0x80000005u), f(0x3fc00000u)}, {f(0x01000000u), f(0x3e800000u)}, {f(0x00123456u), f(0x80012345u)},
        {f(0x00000001u), f(0x00000000u)}, {f(0x00000000u), f(0x80012345u)}, {f(0x80400000u), f(0x00000000u)}};
    std::vector<float> a, b, want, negated_products;
    for (auto [x, y] : cases) {
      a.push_back(x);
      b.push_back(y);
      volatile float vx = x, vy = y;  // host arithmetic, -ffp-contract=off, subnormals kept
      want.push_back(vx + vy);
      float product = vx * vy;
      want.push_back(product);
      negated_products.push_back(-product);
      want.push_back(vx - vy);
      want.push_back(vx < vy ? float(vx) : float(vy));  // no NaN or ±0 pair among the cases
      want.push_back(vx < vy ? float(vy) : float(vx));
      want.push_back(vx == vy ? 1.0f : 0.0f);
      want.push_back(vx < vy ? 1.0f : 0.0f);
    }
    want.insert(want.end(), negated_products.begin(), negated_products.end());
    if (with_fma || with_div)
      for (auto [x, y] : cases) want.push_back(with_fma ? std::fma(x, y, 0.0f) : 0.0f);
    if (with_div)
      for (auto [x, y] : cases) {
        volatile float vx = x, vy = y;
        want.push_back(vx / vy);
      }
    rt::Buffer ba = alloc(a.size() * 4), bb = alloc(b.size() * 4), bo = alloc(want.size() * 4);
    upload(ba, a.data(), a.size() * 4, 0);
    upload(bb, b.data(), b.size() * 4, 0);
    std::shared_ptr<Compiled> c = compile(*k);
    LaunchArg args[3] = {arg(ba), arg(bb), arg(bo)};
    launch(*c, *k, {1, 1, 1}, {32, 1, 1}, args);
    std::vector<float> got(want.size());
    download(bo, got.data(), got.size() * 4, 0);
    return std::memcmp(got.data(), want.data(), got.size() * 4) == 0;
  }

  // Runs the IR's fma (the route set in the flags) over triples where one rounding and a
  // multiply-then-add differ (c = -round(a*b): the exact product's rounding error), random
  // triples of every magnitude, subnormal operands and results (the exact route's share), and
  // zero products with every sign of zero, infinities, NaN and subnormal addends (the guard's
  // fast path keeps them whatever the result), and compares bitwise with std::fma (NaNs equal).
  bool probe_fma() {
    using dsl::Array;
    using dsl::Val;
    dsl::KernelRef k = dsl::kernel(
        "morph_vulkan_fma_probe",
        [](Array<float> a, Array<float> b, Array<float> c, Array<float> out) {
      Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < a.size(), [&] { out[i] = dsl::fma(a[i], b[i], c[i]); });
        },
        {"a", "b", "c", "out"});
    const uint32_t n = 4096;
    std::vector<float> a(n), b(n), c(n), want(n), got(n);
    ProbeBits next{0x9e3779b97f4a7c15ull};
    for (uint32_t i = 0; i < n; ++i) {
      switch (i % 4) {
        case 0:
        case 1: {  // fused != unfused
          a[i] = std::bit_cast<float>((next() & 0x807fffffu) | ((100u + next() % 50u) << 23));
          b[i] = std::bit_cast<float>((next() & 0x807fffffu) | ((100u + next() % 50u) << 23));
          volatile float p = a[i] * b[i];
          c[i] = -p;
          break;
        }
        case 2:  // anything finite or special
          a[i] = std::bit_cast<float>(next());
          b[i] = std::bit_cast<float>(next());
          c[i] = std::bit_cast<float>(next());
          break;
        default:  // tiny: subnormal operands and results
          a[i] = std::bit_cast<float>((next() & 0x807fffffu) | ((next() % 4u) << 23));
          b[i] = std::bit_cast<float>((next() & 0x807fffffu) | ((120u + next() % 16u) << 23));
          c[i] = std::bit_cast<float>(next() & 0x80ffffffu);
      }
      if (i % 64 == 5) {  // a zero product (the guard's fast path takes it whatever the result): signs
        const float zs[] = {0.0f, -0.0f}, bs[] = {3.0f, -3.0f, INFINITY, -INFINITY};
        const float cs[] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, NAN, 0x1p-140f, -0x1p-140f};
        a[i] = zs[(i / 64) % 2];
        b[i] = bs[(i / 128) % 4];
        c[i] = cs[(i / 512) % 8];
      }
      want[i] = std::fma(a[i], b[i], c[i]);
    }
    rt::Buffer ba = alloc(4 * n), bb = alloc(4 * n), bc = alloc(4 * n), bo = alloc(4 * n);
    upload(ba, a.data(), 4 * n, 0);
    upload(bb, b.data(), 4 * n, 0);
    upload(bc, c.data(), 4 * n, 0);
    std::shared_ptr<Compiled> cp = compile(*k);
    LaunchArg args[4] = {arg(ba), arg(bb), arg(bc), arg(bo)};
    launch(*cp, *k, {n / 64, 1, 1}, {64, 1, 1}, args);
    download(bo, got.data(), 4 * n, 0);
    // MORPH_VULKAN_PROBE_LOG=1: the first failing triples on stderr (which route, which case).
    const char* route = hw_fma_ ? "device fma()" : fp64_fma_ ? "float64" : "emulation";
    return probe_outputs_equal(got, want, "fma", [&](size_t i, uint32_t g, uint32_t w) {
      std::fprintf(stderr, "vulkan fma probe (%s): case %zu fma(%08x, %08x, %08x) = %08x, want %08x\n", route, i % 4,
                   std::bit_cast<uint32_t>(a[i]), std::bit_cast<uint32_t>(b[i]), std::bit_cast<uint32_t>(c[i]), g, w);
    });
  }

  // Runs float division and square root (the route set in the flags) over random operands of
  // every magnitude, quotients near overflow and underflow, midpoint-hugging quotients and roots
  // (a = RN(m·b), x = RN(m²) for a midpoint m between two floats), subnormals and specials, and
  // compares bitwise with the host's IEEE results (NaNs equal).
  bool probe_div() {
    using dsl::Array;
    using dsl::Val;
    dsl::KernelRef k = dsl::kernel(
        "morph_vulkan_div_probe",
        [](Array<float> a, Array<float> b, Array<float> out) {
      Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < a.size(), [&] {
        out[i * 2u] = a[i] / b[i];
        out[i * 2u + 1u] = dsl::sqrt(a[i]);
      });
        },
        {"a", "b", "out"});
    const uint32_t n = 4096;
    std::vector<float> a(n), b(n), want(2 * n), got(2 * n);
    ProbeBits next{0x2545f4914f6cdd1dull};
    auto with_exp = [&](uint32_t lo, uint32_t span) {
      return std::bit_cast<float>((next() & 0x807fffffu) | ((lo + next() % span) << 23));
    };
    const float specials[] = {0.0f,      -0.0f,        INFINITY,  -INFINITY,       NAN,
                              0x1p-149f, -0x1.8p-130f, 0x1p-126f, 0x1.fffffep127f, 1.0f};
    for (uint32_t i = 0; i < n; ++i) {
      switch (i % 4) {
        case 0:  // every magnitude: overflowing and underflowing quotients among them
          a[i] = with_exp(1, 254);
          b[i] = with_exp(1, 254);
          break;
        case 1: {  // quotients and roots within a hair of a midpoint
          const float q = with_exp(60, 130), d = std::fabs(with_exp(60, 130));
          const double m = (static_cast<double>(q) + std::nextafter(q, q > 0 ? INFINITY : -INFINITY)) / 2;
          a[i] = (i / 4) % 2 ? static_cast<float>(m * d) : static_cast<float>(m * m);
          b[i] = d;
          break;
        }
        case 2:  // subnormal operands and results
          a[i] = with_exp(0, 4);
          b[i] = with_exp(100, 60);
          break;
        default: a[i] = specials[(i / 4) % 10]; b[i] = specials[(i / 40) % 10];
      }
      volatile float va = a[i], vb = b[i];
      want[2 * i] = va / vb;
      want[2 * i + 1] = std::sqrt(va);
    }
    rt::Buffer ba = alloc(4 * n), bb = alloc(4 * n), bo = alloc(8 * n);
    upload(ba, a.data(), 4 * n, 0);
    upload(bb, b.data(), 4 * n, 0);
    std::shared_ptr<Compiled> cp = compile(*k);
    LaunchArg args[3] = {arg(ba), arg(bb), arg(bo)};
    launch(*cp, *k, {n / 64, 1, 1}, {64, 1, 1}, args);
    download(bo, got.data(), 8 * n, 0);
    return probe_outputs_equal(got, want, "division", [&](size_t j, uint32_t g, uint32_t w) {
      std::fprintf(stderr, "vulkan division probe: %s(%08x, %08x) = %08x, want %08x\n", j % 2 ? "sqrt" : "div",
                   std::bit_cast<uint32_t>(a[j / 2]), std::bit_cast<uint32_t>(b[j / 2]), g, w);
    });
  }

  // Runs Morph's logical shuffles printed as the device's subgroup shuffles (native_shuffles_) in
  // workgroups of 64, 256 and 1024 items: every xor distance and an arbitrary source lane, each
  // against where the logical subgroup model (groups of 32 consecutive linear local ids) takes
  // the value from. A device whose subgroups are laid out otherwise fails and keeps the scratch.
  bool probe_shuffles() {
    using dsl::Array;
    using dsl::Val;
    dsl::KernelRef k = dsl::kernel(
        "morph_vulkan_shuffle_probe",
        [](Array<uint32_t> in, Array<uint32_t> out) {
      Val<uint32_t> i = dsl::global_id(0), lid = dsl::local_id(0);
      Val<uint32_t> v = in[i];
      for (uint32_t j = 0; j < 5; ++j) out[i * 6u + j] = dsl::shuffle_xor(v, 1u << j);
      out[i * 6u + 5u] = dsl::shuffle(v, lid * 7u + 3u);
        },
        {"in", "out"});
    std::shared_ptr<Compiled> c = compile(*k);
    for (uint32_t wg : {64u, 256u, 1024u}) {
      if (wg > caps_.max_workgroup_size) continue;
      const uint32_t n = 2 * wg;
      std::vector<uint32_t> in(n), got(6 * n), want(6 * n);
      for (uint32_t i = 0; i < n; ++i) in[i] = 0x9e3779b9u * (i + 1);
      for (uint32_t i = 0; i < n; ++i) {
        const uint32_t base = i - i % wg, lid = i % wg;
        for (uint32_t j = 0; j < 5; ++j) want[6 * i + j] = in[base + (lid ^ (1u << j))];
        want[6 * i + 5] = in[base + ((lid & ~31u) | ((lid * 7u + 3u) & 31u))];
      }
      rt::Buffer bi = alloc(4 * n), bo = alloc(4 * 6 * n);
      upload(bi, in.data(), 4 * n, 0);
      LaunchArg args[2] = {arg(bi), arg(bo)};
      launch(*c, *k, {2, 1, 1}, {wg, 1, 1}, args);
      download(bo, got.data(), 4 * 6 * n, 0);
      if (got != want) return false;
    }
    return true;
  }

  // Runs the f16 conversions printed with the device's instructions (hw_f16_load_/store_ set):
  // every one of the 65536 halves loaded from an f16 buffer and through the half_to_float and
  // half_to_float_value islands, and stores of each positive finite half's value, its midpoint
  // with the next half (a tie: to even), the midpoint's two f32 neighbours, and their negatives,
  // f32 subnormals, the underflow tie 2^-25 and its neighbours, overflow, ±inf and NaNs —
  // compared bitwise with the host's f16_to_f32 / f32_to_f16 (the formulas' results; a NaN any
  // NaN where the island allows it). Returns {loads exact, stores exact}.
  std::pair<bool, bool> probe_f16() {
    using dsl::Array;
    using dsl::Val;
    dsl::KernelRef k = dsl::kernel(
        "morph_vulkan_f16_probe",
        [](Array<morph::f16> h, Array<uint32_t> hu, Array<float> x, Array<float> load, Array<float> isl,
           Array<float> val, Array<morph::f16> store) {
      Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < h.size(), [&] {
        load[i] = h[i];
        isl[i] = dsl::half_to_float(hu[i]);
        val[i] = dsl::half_to_float_value(hu[i]);
      });
      dsl::If(i < x.size(), [&] { store[i] = x[i]; });
        },
        {"h", "hu", "x", "load", "isl", "val", "store"});
    const uint32_t nh = 65536;
    std::vector<uint16_t> h(nh);
    std::vector<uint32_t> hu(nh);
    std::vector<float> want_load(nh), want_isl(nh);
    for (uint32_t i = 0; i < nh; ++i) {
      h[i] = static_cast<uint16_t>(i);
      hu[i] = i;
      want_load[i] = f16_to_f32(h[i]);
      want_isl[i] = dsl::f16_bits_to_f32<float>(i);  // half_to_float: a NaN's payload kept, not quieted
    }
    std::vector<float> x;
    for (uint32_t i = 0; i < 0x7c00u; ++i) {
      const float v = f16_to_f32(static_cast<uint16_t>(i));
      const float next = i + 1 < 0x7c00u ? f16_to_f32(static_cast<uint16_t>(i + 1)) : 65536.0f;
      const float mid = static_cast<float>((static_cast<double>(v) + next) / 2);  // exact: 12 bits
      for (float y : {v, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, 1e30f)}) {
        x.push_back(y);
        x.push_back(-y);
      }
    }
    for (uint32_t b : {0x00000001u, 0x807fffffu, 0x00400000u, 0x33000000u, 0x33000001u, 0x32ffffffu, 0xb3000000u,
                       0x477fffffu, 0x47800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                       0xffc00001u, 0x7f800001u, 0x80000000u})
      x.push_back(std::bit_cast<float>(b));
    while (x.size() % 64) x.push_back(1.0f);
    const uint32_t nx = static_cast<uint32_t>(x.size());
    std::vector<uint16_t> want_store(nx), got_store(nx);
    for (uint32_t i = 0; i < nx; ++i) want_store[i] = f32_to_f16(x[i]);
    rt::Buffer bh = alloc(2 * nh), bhu = alloc(4 * nh), bx = alloc(4 * nx), bl = alloc(4 * nh), bi = alloc(4 * nh),
               bv = alloc(4 * nh), bs = alloc(2 * nx);
    upload(bh, h.data(), 2 * nh, 0);
    upload(bhu, hu.data(), 4 * nh, 0);
    upload(bx, x.data(), 4 * nx, 0);
    std::shared_ptr<Compiled> c = compile(*k);
    LaunchArg args[7] = {arg(bh), arg(bhu), arg(bx), arg(bl), arg(bi), arg(bv), arg(bs)};
    launch(*c, *k, {std::max(nh, nx) / 64, 1, 1}, {64, 1, 1}, args);
    std::vector<float> got_load(nh), got_isl(nh), got_val(nh);
    download(bl, got_load.data(), 4 * nh, 0);
    download(bi, got_isl.data(), 4 * nh, 0);
    download(bv, got_val.data(), 4 * nh, 0);
    download(bs, got_store.data(), 2 * nx, 0);
    auto half_log = [&](const char* what) {
      return [what, &h](size_t j, uint32_t g, uint32_t w) {
        std::fprintf(stderr, "vulkan f16 probe: %s of half %04x = %08x, want %08x\n", what, h[j], g, w);
      };
    };
    bool load_ok = probe_outputs_equal(got_load, want_load, "f16 load", half_log("load")) &&
                   probe_outputs_equal(got_isl, want_isl, "half_to_float", half_log("half_to_float")) &&
                   probe_outputs_equal(got_val, want_load, "half_to_float_value", half_log("half_to_float_value"));
    size_t bad_store = 0;
    for (uint32_t i = 0; i < nx; ++i)
      if (got_store[i] != want_store[i] && ++bad_store <= 24 && std::getenv("MORPH_VULKAN_PROBE_LOG"))
        std::fprintf(stderr, "vulkan f16 probe: store of %08x = %04x, want %04x\n", std::bit_cast<uint32_t>(x[i]),
                     got_store[i], want_store[i]);
    if (bad_store) std::fprintf(stderr, "vulkan f16 store probe: %zu of %u differ\n", bad_store, nx);
    return {load_ok, bad_store == 0};
  }

  int find_type(uint32_t allowed, VkMemoryPropertyFlags need) const {
    for (uint32_t i = 0; i < mem_props_.memoryTypeCount; ++i)
      if ((allowed & (1u << i)) && (mem_props_.memoryTypes[i].propertyFlags & need) == need) return static_cast<int>(i);
    return -1;
  }

  std::shared_ptr<VkBuf> make_buffer(size_t bytes, bool host_visible) {
    const vk::DeviceFns& f = ctx_->f;
    auto b = std::make_shared<VkBuf>();
    b->ctx = ctx_;
    b->size = std::max<size_t>(4, (bytes + 3) / 4 * 4);
    auto bi = vk::make<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
    bi.size = b->size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    check(f.vkCreateBuffer(ctx_->device, &bi, nullptr, &b->buf), "vkCreateBuffer",
          str_cat(bytes, " bytes on ", name()));
    VkMemoryRequirements req;
    f.vkGetBufferMemoryRequirements(ctx_->device, b->buf, &req);
    VkMemoryPropertyFlags want = host_visible
                                     ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                                     : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    // Host-visible memory the host reads (downloads) is preferred cached: NVIDIA lists an
    // uncached (write-combined) host-visible type first, which the CPU reads very slowly.
    int type = host_visible ? find_type(req.memoryTypeBits, want | VK_MEMORY_PROPERTY_HOST_CACHED_BIT) : -1;
    if (type < 0) type = find_type(req.memoryTypeBits, want);
    if (type < 0 && !host_visible) type = find_type(req.memoryTypeBits, 0);
    MORPH_USER_CHECK(type >= 0, "vulkan: no suitable memory type for a buffer of ", bytes, " bytes on ", name());
    auto mai = vk::make<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = static_cast<uint32_t>(type);
    check(f.vkAllocateMemory(ctx_->device, &mai, nullptr, &b->mem), "vkAllocateMemory",
          str_cat(bytes, " bytes on ", name()));
    check(f.vkBindBufferMemory(ctx_->device, b->buf, b->mem, 0), "vkBindBufferMemory");
    if (host_visible) check(f.vkMapMemory(ctx_->device, b->mem, 0, VK_WHOLE_SIZE, 0, &b->mapped), "vkMapMemory");
    return b;
  }

  VkBuf& staging(size_t bytes) {
    if (!staging_ || staging_->size < bytes) {
      staging_.reset();
      staging_ = make_buffer(std::max<size_t>(bytes, size_t{1} << 20), true);
    }
    return *staging_;
  }

  static VkBuf& buf(const Buffer& b) {
    auto* vb = dynamic_cast<VkBuf*>(b.impl.get());
    MORPH_USER_CHECK(vb != nullptr, "vulkan: buffer was not allocated by a Vulkan device");
    return *vb;
  }

  VkPipeline pipeline_for(const VkCompiled& c, WgKey wg) {
    std::lock_guard<std::mutex> lock(c.mu);
    if (auto it = c.pipelines.find(wg); it != c.pipelines.end()) return it->second;
    const uint32_t spec[3] = {wg.x, wg.y, wg.z};
    VkSpecializationMapEntry entries[3] = {{0, 0, 4}, {1, 4, 4}, {2, 8, 4}};
    VkSpecializationInfo si{3, entries, sizeof spec, spec};
    auto ci = vk::make<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
    ci.stage = vk::make<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = c.module;
    ci.stage.pName = "main";
    ci.stage.pSpecializationInfo = &si;
    ci.layout = c.layout;
    ci.flags = VK_PIPELINE_CREATE_DISPATCH_BASE_BIT;
    if (stats_) ci.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
    VkPipeline p = VK_NULL_HANDLE;
    VkResult r = ctx_->f.vkCreateComputePipelines(ctx_->device, pipeline_cache_, 1, &ci, nullptr, &p);
    if (r != VK_SUCCESS || !p)
      throw UserError(str_cat("vulkan: kernel '", c.name, "': the driver of '", name(), "' (", phys_.driver,
                              ") could not build its compute pipeline for workgroup ", wg.x, "x", wg.y, "x", wg.z, ": ",
                              vk::result_name(r), "; nothing was launched"));
    pipelines_created_ = true;
    c.pipelines[wg] = p;
    if (stats_) print_pipeline_stats(c.name, wg, p);
    return p;
  }

  // One line per executable of `p` on stderr: "vulkan pipeline stats: kernel 'k' workgroup
  // 256x1x1 [executable]: name value; ..." (VK_KHR_pipeline_executable_properties).
  void print_pipeline_stats(const std::string& kernel, WgKey wg, VkPipeline p) const {
    const vk::Instance& in = vk::instance();
    auto props_fn = reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
        in.vkGetDeviceProcAddr(ctx_->device, "vkGetPipelineExecutablePropertiesKHR"));
    auto stats_fn = reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
        in.vkGetDeviceProcAddr(ctx_->device, "vkGetPipelineExecutableStatisticsKHR"));
    if (!props_fn || !stats_fn) return;
    auto pi = vk::make<VkPipelineInfoKHR>(VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR);
    pi.pipeline = p;
    uint32_t n = 0;
    if (props_fn(ctx_->device, &pi, &n, nullptr) != VK_SUCCESS) return;
    std::vector<VkPipelineExecutablePropertiesKHR> execs(
        n, vk::make<VkPipelineExecutablePropertiesKHR>(VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR));
    if (props_fn(ctx_->device, &pi, &n, execs.data()) != VK_SUCCESS) return;
    for (uint32_t e = 0; e < n; ++e) {
      auto ei = vk::make<VkPipelineExecutableInfoKHR>(VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR);
      ei.pipeline = p;
      ei.executableIndex = e;
      uint32_t m = 0;
      if (stats_fn(ctx_->device, &ei, &m, nullptr) != VK_SUCCESS) continue;
      std::vector<VkPipelineExecutableStatisticKHR> st(
          m, vk::make<VkPipelineExecutableStatisticKHR>(VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR));
      if (stats_fn(ctx_->device, &ei, &m, st.data()) != VK_SUCCESS) continue;
      std::string line = str_cat("vulkan pipeline stats: kernel '", kernel, "' workgroup ", wg.x, "x", wg.y, "x", wg.z,
                                 " [", execs[e].name, "]:");
      for (const VkPipelineExecutableStatisticKHR& x : st) {
        line += str_cat(" ", x.name, " ");
        switch (x.format) {
          case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: line += x.value.b32 ? "true" : "false"; break;
          case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: line += std::to_string(x.value.i64); break;
          case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR: line += std::to_string(x.value.u64); break;
          default: line += std::to_string(x.value.f64); break;
        }
        line += ";";
      }
      std::fprintf(stderr, "%s\n", line.c_str());
    }
  }

  void begin() {
    if (recording_) return;
    auto bi = vk::make<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    check(ctx_->f.vkBeginCommandBuffer(cb_, &bi), "vkBeginCommandBuffer");
    recording_ = true;
  }

  // Every command after this sees the memory effects of every command before it; with
  // host_each_, so does the host (the route before 2026-12-06: a host-stage dependency after
  // every dispatch and copy), else the host's is one barrier at the end of the submission.
  // With lazy_barriers_ the barrier is recorded just before the next command instead (the same
  // dependency between every two commands, across submissions too: a pipeline barrier orders
  // commands in submission order on the queue), so the last command of a timed run has none after
  // it inside the timestamps; flush_barrier() records a pending one.
  void barrier() {
    if (lazy_barriers_)
      pending_barrier_ = true;
    else
      record_barrier(true, host_each_);
  }
  void flush_barrier() {
    if (!pending_barrier_) return;
    pending_barrier_ = false;
    record_barrier(true, host_each_);
  }

  void record_barrier(bool device, bool host) {
    auto mb = vk::make<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    const VkPipelineStageFlags stages = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    VkPipelineStageFlags dst = 0;
    if (device) {
      mb.dstAccessMask |= VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                          VK_ACCESS_TRANSFER_WRITE_BIT;
      dst |= stages;
    }
    if (host) {
      mb.dstAccessMask |= VK_ACCESS_HOST_READ_BIT;
      dst |= VK_PIPELINE_STAGE_HOST_BIT;
    }
    ctx_->f.vkCmdPipelineBarrier(cb_, stages, dst, 0, 1, &mb, 0, nullptr, 0, nullptr);
  }

  // Runs everything recorded and waits. A failure names the kernels of the batch and leaves
  // the device unusable (every later call throws): results of a failed batch are never read.
  void submit_and_wait() {
    MORPH_USER_CHECK(broken_.empty(), broken_);
    if (!recording_) return;
    const vk::DeviceFns& f = ctx_->f;
    recording_ = false;
    std::string kernels;
    for (const std::string& n : batch_kernels_) kernels += (kernels.empty() ? "'" : ", '") + n + "'";
    batch_kernels_.clear();
    auto fail = [&](const char* what, VkResult r) {
      broken_ = str_cat("vulkan: ", what, " failed on '", name(), "': ", vk::result_name(r),
                        kernels.empty() ? std::string() : " while running kernel(s) " + kernels,
                        "; the device is unusable and its buffers hold no results");
      throw UserError(broken_);
    };
    // The host reads what the submission wrote (downloads, mapped buffers) once it has waited:
    // shader and transfer writes made visible to host reads (Vulkan 1.3 §7.9, host access).
    if (!host_each_ || pending_barrier_) record_barrier(false, true);
    VkResult r = f.vkEndCommandBuffer(cb_);
    if (r != VK_SUCCESS) fail("vkEndCommandBuffer", r);
    auto si = vk::make<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb_;
    r = f.vkQueueSubmit(queue_, 1, &si, fence_);
    if (r != VK_SUCCESS) fail("vkQueueSubmit", r);
    r = f.vkWaitForFences(ctx_->device, 1, &fence_, VK_TRUE, UINT64_MAX);
    if (r != VK_SUCCESS) fail("vkWaitForFences", r);
    f.vkResetFences(ctx_->device, 1, &fence_);
    f.vkResetCommandBuffer(cb_, 0);
    f.vkResetDescriptorPool(ctx_->device, desc_pool_, 0);
    sets_used_ = descs_used_ = 0;
    pending_.clear();
  }

  Phys phys_;
  Caps caps_;
  std::unique_ptr<codegen::Dialect> dialect_;
  std::string identity_;
  std::shared_ptr<Ctx> ctx_;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkPhysicalDeviceMemoryProperties mem_props_{};
  bool host_mapped_ = false;
  VkCommandPool cmd_pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cb_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkDescriptorPool desc_pool_ = VK_NULL_HANDLE;
  VkQueryPool query_pool_ = VK_NULL_HANDLE;  // two timestamps for device_time_us
  VkPipelineCache pipeline_cache_ = VK_NULL_HANDLE;
  dsl::KernelRef spin_kernel_;  // device_time_us's spin (built on first use)
  std::shared_ptr<Compiled> spin_compiled_;
  Buffer spin_buf_;
  double spin_ns_per_trip_ = 1.0;
  bool stats_ = false;  // MORPH_VULKAN_PIPELINE_STATS: pipelines capture and print their statistics
  uint64_t pipeline_cache_key_ = 0;
  bool pipelines_created_ = false;
  DiskCache disk_;

  std::mutex mu_;  // the command buffer, descriptor pool and staging buffer
  bool recording_ = false;
  uint32_t sets_used_ = 0, descs_used_ = 0;
  std::vector<std::shared_ptr<BufferImpl>> pending_;  // buffers the recorded commands use
  std::vector<std::string> batch_kernels_;
  std::shared_ptr<VkBuf> staging_;
  std::string broken_;
  std::string denormals_;
  bool fp64_fma_ = false;         // the IR's fma goes through float64 (probe_fma)
  bool fp64_div_ = false;         // division and square root by a checked float64 candidate (probe_div)
  bool hw_fma_ = false;           // the IR's fma may use the device's fma() on normal values (probe_fma)
  bool native_shuffles_ = false;  // shuffles by the device's subgroup operations (probe_shuffles)
  bool proven_fma_ = true;        // fma traced proven normal: the device's fma() unguarded (with hw_fma_)
  bool proven_native_ = true;     // compares and negations traced proven normal: GLSL's own
  bool host_each_ = false;        // a host-stage barrier after every command, not once per submission
  bool lazy_barriers_ = false;    // each command's barrier recorded before the next command
  bool pending_barrier_ = false;  // lazy_barriers_: a command was recorded since the last barrier
  bool hw_f16_load_ = false;      // f16 loads by unpackHalf2x16 (probe_f16)
  bool hw_f16_store_ = false;     // f16 stores by packHalf2x16 (probe_f16)

  std::mutex compile_mu_;
  std::map<uint64_t, std::shared_ptr<VkCompiled>> programs_;
};

}  // namespace

std::string vulkan_fma_route(const Device& dev) {
  const auto* vk = dynamic_cast<const VulkanDevice*>(&dev);
  MORPH_USER_CHECK(vk, "vulkan_fma_route: '", dev.name(), "' (", dev.backend(), ") is not a Vulkan device");
  if (vk->hw_fma())
    return vk->fp64_fma() ? "device fma() on normal values, float64 otherwise"
                          : "device fma() on normal values, emulation otherwise";
  return vk->fp64_fma() ? "float64" : "emulation";
}

std::string vulkan_div_route(const Device& dev) {
  const auto* vk = dynamic_cast<const VulkanDevice*>(&dev);
  MORPH_USER_CHECK(vk, "vulkan_div_route: '", dev.name(), "' (", dev.backend(), ") is not a Vulkan device");
  return vk->fp64_div() ? "float64 candidate, checked exactly" : "integer";
}

bool vulkan_native_shuffles(const Device& dev) {
  const auto* vk = dynamic_cast<const VulkanDevice*>(&dev);
  MORPH_USER_CHECK(vk, "vulkan_native_shuffles: '", dev.name(), "' (", dev.backend(), ") is not a Vulkan device");
  return vk->native_shuffles();
}

std::pair<bool, bool> vulkan_hw_f16(const Device& dev) {
  const auto* vk = dynamic_cast<const VulkanDevice*>(&dev);
  MORPH_USER_CHECK(vk, "vulkan_hw_f16: '", dev.name(), "' (", dev.backend(), ") is not a Vulkan device");
  return {vk->hw_f16_load(), vk->hw_f16_store()};
}

namespace {

std::vector<DeviceInfo> list(std::string* why) {
  std::vector<Phys> ps = enumerate(why);
  std::vector<DeviceInfo> out;
  for (size_t i = 0; i < ps.size(); ++i) {
    std::string detail = describe(ps[i]);
    try {  // the denormal mode is decided when a device is opened (probe), so open it
      VulkanDevice d(ps[i], {});
      detail += "; denormals " + d.denormals();
      detail += d.hw_fma()     ? str_cat("; fma: the device's fma() on normal values (probe: single rounding), ",
                                     d.fp64_fma() ? "float64" : "Morph's emulation", " otherwise",
                                     d.proven_fma() ? "; unguarded where traced proven normal" : "")
                : d.fp64_fma() ? "; fma: through float64 (exact product, sum rounded to odd; probe: exact)"
                               : "; fma: Morph's exact emulation (the device's fma() is not single-rounding)";
      if (d.proven_native()) detail += "; compares and negations proven normal: the device's own";
      detail += d.fp64_div() ? "; division and sqrt: float64 candidate checked exactly (probe: exact)"
                             : "; division and sqrt: Morph's integer routines";
      detail += d.native_shuffles() ? "; logical shuffles: the device's subgroup shuffles (probe: layout as Morph's)"
                                    : "; logical shuffles through shared memory";
      detail +=
          str_cat("; f16 loads: ", d.hw_f16_load() ? "unpackHalf2x16 (probe: exact)" : "Morph's formula",
                  ", stores: ", d.hw_f16_store() ? "packHalf2x16 (probe: round to nearest even)" : "Morph's formula");
      if (!d.caps().preserves_denormals) detail += " (the oracle compares in flush mode too)";
    } catch (const std::exception& e) {
      detail += str_cat("; cannot open: ", e.what());
    }
    out.push_back({"vulkan:" + std::to_string(i), "vulkan", ps[i].props.deviceName, detail});
  }
  return out;
}

std::unique_ptr<Device> open(int index) { return open_vulkan_device(index); }

}  // namespace

std::unique_ptr<Device> open_vulkan_device(int index, const VulkanDeviceOptions& opts) {
  std::string why;
  std::vector<Phys> ps = enumerate(&why);
  if (ps.empty()) throw BackendUnavailable("vulkan: " + why);
  if (index < 0) {
    index = 0;
    for (size_t i = 0; i < ps.size(); ++i)
      if (ps[i].gpu()) {
        index = static_cast<int>(i);
        break;
      }
  }
  if (static_cast<size_t>(index) >= ps.size())
    throw BackendUnavailable(str_cat("vulkan: no device vulkan:", index, "; this machine has ", ps.size(),
                                     " Vulkan device(s) (see `morph devices`)"));
  return std::make_unique<VulkanDevice>(ps[static_cast<size_t>(index)], opts);
}

BackendFactory vulkan_backend_factory() { return {"vulkan", list, open}; }

}  // namespace morph::rt
