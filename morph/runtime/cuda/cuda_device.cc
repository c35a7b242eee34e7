// The CUDA device: driver API through cuda_api.h, kernels printed by the CUDA dialect and
// compiled by NVRTC to CUBIN for the device's architecture.
#include "morph/runtime/cuda/cuda_device.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstring>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/runtime/cuda/nvrtc_compile.h"

namespace morph::rt {

using namespace cuda;

namespace {
thread_local CUcontext tl_current = nullptr;

// MORPH_CUDA_PROFILE_TIMED=1: the work device_time_us times runs between cuProfilerStart and
// cuProfilerStop, so a profiler started with collection off (Nsight Compute's
// `--profile-from-start off`) sees the timed launches alone — not compiles, warm-ups, the naive
// plan of `morph table` or the timing spin (bench/run_device_why.sh counts each table case's
// instructions and DRAM bytes that way). Null when the switch is off.
struct ProfilerWindow {
  CUresult (*start)() = nullptr;
  CUresult (*stop)() = nullptr;
};
const ProfilerWindow* profiler_window() {
  static const ProfilerWindow* window = []() -> const ProfilerWindow* {
    if (!env_switch("MORPH_CUDA_PROFILE_TIMED", false)) return nullptr;
    static ProfilerWindow w;
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    if (lib) {
      w.start = reinterpret_cast<CUresult (*)()>(dlsym(lib, "cuProfilerStart"));
      w.stop = reinterpret_cast<CUresult (*)()>(dlsym(lib, "cuProfilerStop"));
    }
    MORPH_USER_CHECK(w.start && w.stop,
                     "MORPH_CUDA_PROFILE_TIMED=1: cuProfilerStart/cuProfilerStop not found in libcuda.so.1");
    return &w;
  }();
  return window;
}
}  // namespace

struct CudaDevice::Context {
  const Driver& d;
  CUdevice dev;
  CUcontext ctx = nullptr;
  Context(const Driver& drv, CUdevice dv) : d(drv), dev(dv) {}
  ~Context() {
    if (ctx) d.cuDevicePrimaryCtxRelease(dev);
    if (tl_current == ctx) tl_current = nullptr;
  }
  void make_current() const {
    if (tl_current != ctx) {
      d.cuCtxSetCurrent(ctx);
      tl_current = ctx;
    }
  }
};

struct CudaDevice::Module {
  std::shared_ptr<Context> ctx;
  CUmodule mod = nullptr;
  ~Module() {
    if (mod) {
      ctx->make_current();
      ctx->d.cuModuleUnload(mod);
    }
  }
};

namespace {

class CudaBuffer : public BufferImpl {
 public:
  CudaBuffer(std::shared_ptr<CudaDevice::Context> c, CUdeviceptr p) : ctx(std::move(c)), ptr(p) {}
  ~CudaBuffer() override;
  std::shared_ptr<CudaDevice::Context> ctx;
  CUdeviceptr ptr;
};

class CudaCompiled : public Compiled {
 public:
  std::shared_ptr<CudaDevice::Module> module;
  CUfunction fn = nullptr;
  std::string kernel_name;
  uint32_t shared_bytes = 0;
};

CUdeviceptr dptr(const Buffer& b) { return static_cast<CudaBuffer*>(b.impl.get())->ptr; }

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

}  // namespace

CudaBuffer::~CudaBuffer() {
  if (ptr) {
    ctx->make_current();
    ctx->d.cuMemFree(ptr);
  }
}

std::string cuda_unavailable_reason() {
  std::string why;
  const Driver* d = driver(&why);
  if (!d) return why;
  int n = 0;
  CUresult r = d->cuDeviceGetCount(&n);
  if (r != CUDA_SUCCESS) return "cuDeviceGetCount failed: " + d->error_text(r);
  if (n == 0) return "the NVIDIA driver reports no CUDA device";
  if (!nvrtc(&why)) return why + " (the driver is present, but kernels cannot be compiled)";
  return {};
}

std::string cuda_compile_ptx(const ir::Kernel& k, const std::string& arch) {
  std::string src = codegen::print_cuda(k);
  return nvrtc_compile(src, k.name, arch, /*want_cubin=*/false).ptx;
}

CudaDevice::CudaDevice(int index)
    : d_([]() -> const Driver& {
        std::string why = cuda_unavailable_reason();
        if (!why.empty()) throw BackendUnavailable("cuda: " + why);
        return *driver();
      }()) {
  int n = 0;
  d_.cuDeviceGetCount(&n);
  if (index < 0) index = 0;
  if (index >= n) throw BackendUnavailable(str_cat("cuda: no device cuda:", index, " (this machine has ", n, ")"));
  CUdevice dev = 0;
  CUresult r = d_.cuDeviceGet(&dev, index);
  if (r != CUDA_SUCCESS) fail("cuDeviceGet", r);
  ctx_ = std::make_shared<Context>(d_, dev);
  r = d_.cuDevicePrimaryCtxRetain(&ctx_->ctx, dev);
  if (r != CUDA_SUCCESS) {
    ctx_->ctx = nullptr;
    throw BackendUnavailable("cuda: cannot create a context on cuda:" + std::to_string(index) + ": " +
                             d_.error_text(r));
  }
  make_current();
  char nm[256] = {0};
  d_.cuDeviceGetName(nm, sizeof nm - 1, dev);
  name_ = nm;
  int major = 0, minor = 0, maxt = 1024;
  d_.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
  d_.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
  d_.cuDeviceGetAttribute(&maxt, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev);
  d_.cuDeviceGetAttribute(&sm_count_, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
  cc_ = major * 10 + minor;
  arch_ = str_cat("sm_", cc_);
  flags_ = join(nvrtc_flags(arch_));
  nvrtc_version_ = nvrtc_version_string();
  caps_.preserves_denormals = true;  // --ftz=false, and every f32 op is an IEEE _rn intrinsic
  caps_.max_workgroup_size = static_cast<uint32_t>(maxt);
  caps_.native_subgroup_width = 32;
  caps_.arch = arch_;
  caps_.compute_units = static_cast<uint32_t>(std::max(sm_count_, 1));
  r = d_.cuStreamCreate(&stream_, CU_STREAM_DEFAULT);
  if (r != CUDA_SUCCESS) fail("cuStreamCreate", r);
}

CudaDevice::~CudaDevice() {
  if (stream_) {
    make_current();
    d_.cuStreamSynchronize(stream_);
    d_.cuStreamDestroy(stream_);
  }
}

void CudaDevice::make_current() const { ctx_->make_current(); }

namespace {
// One item reads the global nanosecond timer until `ns` have passed (PTX %globaltimer).
constexpr const char* kSpinSource = R"(
extern "C" __global__ void morph_spin(unsigned long long ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while (t - t0 < ns);
}
)";
// Long enough to cover the host's queueing of any table case (a few launches: tens of µs).
constexpr uint64_t kTimingSpinNs = 1000000;
}  // namespace

void CudaDevice::spin(uint64_t ns) {
  make_current();
  if (!spin_fn_) {
    uint64_t key = module_cache_key(kSpinSource, nvrtc_version_, arch_, flags_);
    CUmodule mod = nullptr;
    if (auto cached = disk_.get(key)) {
      std::string image(cached->begin(), cached->end());
      if (d_.cuModuleLoadDataEx(&mod, image.data(), 0, nullptr, nullptr) != CUDA_SUCCESS) mod = nullptr;
    }
    if (!mod) {
      NvrtcOutput out = nvrtc_compile(kSpinSource, "morph_spin", arch_, /*want_cubin=*/true);
      CUresult r = d_.cuModuleLoadDataEx(&mod, out.cubin.data(), 0, nullptr, nullptr);
      if (r != CUDA_SUCCESS) fail("loading the timing spin kernel", r);
      disk_.put(key, out.cubin);
    }
    auto m = std::make_shared<Module>();
    m->ctx = ctx_;
    m->mod = mod;
    CUresult r = d_.cuModuleGetFunction(&spin_fn_, mod, "morph_spin");
    if (r != CUDA_SUCCESS) fail("cuModuleGetFunction('morph_spin')", r);
    spin_module_ = m;
  }
  unsigned long long v = ns;
  void* args[] = {&v};
  CUresult r = d_.cuLaunchKernel(spin_fn_, 1, 1, 1, 1, 1, 1, 0, stream_, args, nullptr);
  if (r != CUDA_SUCCESS) fail("launch of the timing spin kernel", r);
}

double CudaDevice::device_time_us(const std::function<void()>& enqueue) {
  make_current();
  spin(kTimingSpinNs);
  CUevent ev[2] = {nullptr, nullptr};
  for (CUevent& e : ev) {
    CUresult r = d_.cuEventCreate(&e, 0);
    if (r != CUDA_SUCCESS) fail("cuEventCreate", r);
  }
  float ms = 0;
  const ProfilerWindow* window = profiler_window();
  if (window) window->start();
  CUresult r = d_.cuEventRecord(ev[0], stream_);
  if (r == CUDA_SUCCESS) {
    enqueue();
    r = d_.cuEventRecord(ev[1], stream_);
  }
  if (window) window->stop();
  if (r == CUDA_SUCCESS) r = d_.cuEventSynchronize(ev[1]);
  if (r == CUDA_SUCCESS) r = d_.cuEventElapsedTime(&ms, ev[0], ev[1]);
  for (CUevent e : ev) d_.cuEventDestroy(e);
  if (r != CUDA_SUCCESS) fail("timing with events", r, last_kernel_);
  return double{ms} * 1e3;
}

void CudaDevice::fail(const std::string& what, CUresult r, const std::string& kernel) const {
  std::string where = kernel.empty() ? "" : " (kernel '" + kernel + "')";
  throw UserError(
      str_cat("cuda: ", what, where, " failed on ", name_.empty() ? "the device" : name_, ": ", d_.error_text(r)));
}

Buffer CudaDevice::alloc(size_t bytes) {
  make_current();
  CUdeviceptr p = 0;
  if (bytes > 0) {
    CUresult r = d_.cuMemAlloc(&p, bytes);
    if (r != CUDA_SUCCESS) fail(str_cat("cuMemAlloc of ", bytes, " bytes"), r);
  }
  return Buffer{std::make_shared<CudaBuffer>(ctx_, p), bytes};
}

void CudaDevice::upload(const Buffer& dst, const void* src, size_t bytes, size_t offset) {
  MORPH_USER_CHECK(dst, "cuda: upload into an empty Buffer (not allocated)");
  check_transfer(true, dst, src, bytes, offset);
  if (!bytes) return;
  make_current();
  CUresult r = d_.cuMemcpyHtoDAsync(dptr(dst) + offset, src, bytes, stream_);
  if (r == CUDA_SUCCESS) r = d_.cuStreamSynchronize(stream_);
  if (r != CUDA_SUCCESS) fail("upload", r, last_kernel_);
}

void CudaDevice::download(const Buffer& src, void* dst, size_t bytes, size_t offset) {
  MORPH_USER_CHECK(src, "cuda: download from an empty Buffer (not allocated)");
  check_transfer(false, src, dst, bytes, offset);
  if (!bytes) return;
  make_current();
  CUresult r = d_.cuMemcpyDtoHAsync(dst, dptr(src) + offset, bytes, stream_);
  if (r == CUDA_SUCCESS) r = d_.cuStreamSynchronize(stream_);
  if (r != CUDA_SUCCESS) fail("download (waiting for queued work)", r, last_kernel_);
}

void CudaDevice::copy(const Buffer& dst, const Buffer& src, size_t bytes) {
  MORPH_USER_CHECK(dst && src && bytes <= dst.bytes && bytes <= src.bytes, "cuda: copy of ", bytes,
                   " bytes overruns a buffer (", src.bytes, " -> ", dst.bytes, " bytes)");
  if (!bytes) return;
  make_current();
  CUresult r = d_.cuMemcpyDtoDAsync(dptr(dst), dptr(src), bytes, stream_);
  if (r != CUDA_SUCCESS) fail("device-to-device copy", r);
}

void CudaDevice::fill_u32(const Buffer& b, uint32_t v) {
  MORPH_USER_CHECK(b.bytes % 4 == 0, "cuda: fill_u32 needs a buffer of whole 32-bit words");
  if (!b.bytes) return;
  make_current();
  CUresult r = d_.cuMemsetD32Async(dptr(b), v, b.bytes / 4, stream_);
  if (r != CUDA_SUCCESS) fail("cuMemsetD32Async", r);
}

std::shared_ptr<Compiled> CudaDevice::compile(const ir::Kernel& k) {
  auto t0 = std::chrono::steady_clock::now();
  std::string src = codegen::print_cuda(k);
  std::string symbol = codegen::kernel_symbol(k);
  uint64_t key = module_cache_key(src, nvrtc_version_, arch_, flags_);
  std::shared_ptr<Module> m;
  {
    std::lock_guard<std::mutex> lock(compile_mu_);
    if (auto it = modules_.find(key); it != modules_.end()) {
      m = it->second;
      ++stats_.memory_hits;
    }
  }
  make_current();
  auto load = [&](const std::string& image, std::string* err) -> CUmodule {
    char log[4096] = {0};
    int opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void* vals[2] = {log, reinterpret_cast<void*>(sizeof log - 1)};
    CUmodule mod = nullptr;
    CUresult r = d_.cuModuleLoadDataEx(&mod, image.data(), 2, opts, vals);
    if (r != CUDA_SUCCESS) {
      *err = d_.error_text(r) + (log[0] ? std::string("\n  ") + log : "");
      return nullptr;
    }
    return mod;
  };
  if (!m) {
    std::string err;
    CUmodule mod = nullptr;
    if (auto cached = disk_.get(key)) {
      mod = load(std::string(cached->begin(), cached->end()), &err);
      if (mod) {  // a cached image the driver rejects is rebuilt below
        std::lock_guard<std::mutex> lock(compile_mu_);
        ++stats_.disk_hits;
      }
    }
    if (!mod) {
      NvrtcOutput out = nvrtc_compile(src, k.name, arch_, /*want_cubin=*/true);
      {
        std::lock_guard<std::mutex> lock(compile_mu_);
        ++stats_.nvrtc;
      }
      mod = load(out.cubin, &err);
      if (!mod)
        throw UserError(str_cat("cuda: kernel '", k.name, "': the driver could not load the module NVRTC built for ",
                                arch_, ": ", err));
      disk_.put(key, out.cubin);
    }
    m = std::make_shared<Module>();
    m->ctx = ctx_;
    m->mod = mod;
    std::lock_guard<std::mutex> lock(compile_mu_);
    modules_[key] = m;
  }
  auto c = std::make_shared<CudaCompiled>();
  c->module = m;
  c->kernel_name = k.name;
  CUresult r = d_.cuModuleGetFunction(&c->fn, m->mod, symbol.c_str());
  if (r != CUDA_SUCCESS) fail("cuModuleGetFunction('" + symbol + "')", r, k.name);
  std::lock_guard<std::mutex> lock(compile_mu_);
  stats_.last_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return c;
}

void CudaDevice::clear_module_cache() {
  std::lock_guard<std::mutex> lock(compile_mu_);
  modules_.clear();
}

void CudaDevice::launch(const Compiled& compiled, const ir::Kernel& k, Dim3 grid, Dim3 wg,
                        std::span<const LaunchArg> args) {
  check_launch(k, grid, wg, args);
  const auto& c = static_cast<const CudaCompiled&>(compiled);
  // Kernel ABI (codegen::CStylePrinter): parameters in IR order, each buffer followed by its
  // u32 element count. Values live in `vals`, cuLaunchKernel gets pointers to them; no heap
  // allocation up to 32 parameters.
  constexpr size_t kInline = 64;
  uint64_t vals_inline[kInline];
  void* ptrs_inline[kInline];
  std::vector<uint64_t> vals_heap;
  std::vector<void*> ptrs_heap;
  uint64_t* vals = vals_inline;
  void** ptrs = ptrs_inline;
  if (2 * args.size() > kInline) {
    vals_heap.resize(2 * args.size());
    ptrs_heap.resize(2 * args.size());
    vals = vals_heap.data();
    ptrs = ptrs_heap.data();
  }
  size_t n = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const LaunchArg& a = args[i];
    if (a.buffer) {
      vals[n] = dptr(*a.buffer);
      ptrs[n] = &vals[n];
      ++n;
      uint32_t count = static_cast<uint32_t>(a.buffer->bytes / ir::byte_size(k.params[i].type));
      std::memcpy(&vals[n], &count, 4);
      ptrs[n] = &vals[n];
      ++n;
    } else {
      std::memcpy(&vals[n], &a.bits, 4);
      ptrs[n] = &vals[n];
      ++n;
    }
  }
  make_current();
  CUresult r = d_.cuLaunchKernel(c.fn, grid.x, grid.y, grid.z, wg.x, wg.y, wg.z, 0, stream_, ptrs, nullptr);
  if (r != CUDA_SUCCESS)
    fail(str_cat("launch of grid (", grid.x, ",", grid.y, ",", grid.z, ") x workgroup (", wg.x, ",", wg.y, ",", wg.z,
                 ")"),
         r, c.kernel_name);
  last_kernel_.assign(c.kernel_name);
}

void CudaDevice::synchronize() {
  make_current();
  CUresult r = d_.cuStreamSynchronize(stream_);
  if (r != CUDA_SUCCESS) fail("synchronize (queued work; the last launched kernel is named)", r, last_kernel_);
}

CudaDevice::Event CudaDevice::record_event() {
  make_current();
  CUevent e = nullptr;
  CUresult r = d_.cuEventCreate(&e, CU_EVENT_DEFAULT);
  if (r != CUDA_SUCCESS) fail("cuEventCreate", r);
  const Driver* d = &d_;
  auto ctx = ctx_;
  Event ev{std::shared_ptr<CUevent_st>(e, [d, ctx](CUevent x) {
    ctx->make_current();
    d->cuEventDestroy(x);
  })};
  r = d_.cuEventRecord(e, stream_);
  if (r != CUDA_SUCCESS) fail("cuEventRecord", r);
  return ev;
}

float CudaDevice::elapsed_ms(const Event& a, const Event& b) {
  make_current();
  CUresult r = d_.cuEventSynchronize(b.ev.get());
  if (r != CUDA_SUCCESS) fail("cuEventSynchronize", r, last_kernel_);
  float ms = 0;
  r = d_.cuEventElapsedTime(&ms, a.ev.get(), b.ev.get());
  if (r != CUDA_SUCCESS) fail("cuEventElapsedTime", r);
  return ms;
}

namespace {

std::vector<DeviceInfo> cuda_list(std::string* why) {
  std::string reason = cuda_unavailable_reason();
  if (!reason.empty()) {
    std::string nv;
    const Nvrtc* n = nvrtc(&nv);
    if (why)
      *why = n ? str_cat(reason, "; NVRTC ", n->major, ".", n->minor, " found: kernels compile to PTX only") : reason;
    return {};
  }
  const Driver& d = *driver();
  int count = 0, drv = 0;
  d.cuDeviceGetCount(&count);
  d.cuDriverGetVersion(&drv);
  const Nvrtc& n = *nvrtc();
  std::vector<DeviceInfo> out;
  for (int i = 0; i < count; ++i) {
    CUdevice dev = 0;
    if (d.cuDeviceGet(&dev, i) != CUDA_SUCCESS) continue;
    char nm[256] = {0};
    d.cuDeviceGetName(nm, sizeof nm - 1, dev);
    int major = 0, minor = 0, sms = 0;
    size_t mem = 0;
    d.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
    d.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
    d.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
    d.cuDeviceTotalMem(&mem, dev);
    out.push_back({str_cat("cuda:", i), "cuda", nm,
                   str_cat("sm_", major, minor, ", ", sms, " SMs, ", mem >> 20, " MiB, driver ", drv / 1000, ".",
                           (drv % 1000) / 10, ", nvrtc ", n.major, ".", n.minor)});
  }
  return out;
}

std::unique_ptr<Device> cuda_open(int index) { return std::make_unique<CudaDevice>(index); }

}  // namespace

BackendFactory cuda_backend() { return {"cuda", cuda_list, cuda_open}; }

}  // namespace morph::rt
