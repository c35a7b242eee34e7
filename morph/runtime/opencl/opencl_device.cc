// OpenCL device: context + one in-order queue; programs keyed by (printed source, platform and
// driver version, device, build flags) in memory and on disk. Launch arguments: each buffer
// parameter is its cl_mem followed by its element count (uint); scalars are 32-bit patterns.
#include "morph/runtime/opencl/opencl_device.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <sstream>
#include <vector>

#include "morph/base/error.h"
#include "morph/base/hash.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/runtime/disk_cache.h"
#include "morph/runtime/opencl/cl_api.h"

namespace morph::rt {
namespace {

// CL_PLATFORM_NAME of PoCL (its own kernel cache makes Morph's binary cache redundant there).
constexpr std::string_view kPoclPlatform = "Portable Computing Language";

const ClApi& api_or_throw() {
  const ClApi& cl = cl_api();
  if (!cl.ok()) throw BackendUnavailable("opencl: " + cl.error);
  return cl;
}

void check(cl_int err, const char* what, const std::string& context = {}) {
  if (err != CL_SUCCESS)
    throw UserError(str_cat("opencl: ", what, " failed: ", cl_error_name(err), context.empty() ? "" : " (", context,
                            context.empty() ? "" : ")"));
}

std::string platform_str(cl_platform_id p, cl_platform_info what) {
  size_t n = 0;
  if (cl_api().clGetPlatformInfo(p, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return {};
  std::string s(n, '\0');
  cl_api().clGetPlatformInfo(p, what, n, s.data(), nullptr);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

std::string device_str(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  if (cl_api().clGetDeviceInfo(d, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return {};
  std::string s(n, '\0');
  cl_api().clGetDeviceInfo(d, what, n, s.data(), nullptr);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <class T>
T device_val(cl_device_id d, cl_device_info what) {
  T v{};
  cl_api().clGetDeviceInfo(d, what, sizeof v, &v, nullptr);
  return v;
}

struct Found {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  std::string name, platform_name, platform_version, driver_version, device_version;
  bool gpu = false;
};

// Every device of every platform, in a stable order (platform, then device).
std::vector<Found> enumerate(std::string* why) {
  const ClApi& cl = cl_api();
  if (!cl.ok()) {
    if (why) *why = cl.error;
    return {};
  }
  cl_uint np = 0;
  cl_int err = cl.clGetPlatformIDs(0, nullptr, &np);
  if (err != CL_SUCCESS || np == 0) {
    if (why)
      *why = err != CL_SUCCESS ? "no OpenCL platform: " + cl_error_name(err) : "no OpenCL platform (ICD) installed";
    return {};
  }
  std::vector<cl_platform_id> ps(np);
  cl.clGetPlatformIDs(np, ps.data(), nullptr);
  std::vector<Found> out;
  for (cl_platform_id p : ps) {
    cl_uint nd = 0;
    if (cl.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS || nd == 0) continue;
    std::vector<cl_device_id> ds(nd);
    cl.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr);
    for (cl_device_id d : ds) {
      Found f;
      f.platform = p;
      f.device = d;
      f.name = device_str(d, CL_DEVICE_NAME);
      f.platform_name = platform_str(p, CL_PLATFORM_NAME);
      f.platform_version = platform_str(p, CL_PLATFORM_VERSION);
      f.driver_version = device_str(d, CL_DRIVER_VERSION);
      f.device_version = device_str(d, CL_DEVICE_VERSION);
      f.gpu = (device_val<cl_device_type>(d, CL_DEVICE_TYPE) & CL_DEVICE_TYPE_GPU) != 0;
      out.push_back(std::move(f));
    }
  }
  if (out.empty() && why) {
    *why = "OpenCL platforms found, but no devices";
    // PoCL reports no device when it cannot make its kernel cache ($POCL_CACHE_DIR, else
    // $XDG_CACHE_HOME/pocl): say so where that folder cannot be made.
    const char* pocl = std::getenv("POCL_CACHE_DIR");
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    const std::string base = pocl && *pocl ? pocl : xdg && *xdg ? xdg : "";
    std::error_code ec;
    if (!base.empty() && std::filesystem::exists(base, ec) && !std::filesystem::is_directory(base, ec))
      *why +=
          str_cat(" (PoCL keeps its kernel cache under ", pocl && *pocl ? "$POCL_CACHE_DIR" : "$XDG_CACHE_HOME/pocl",
                  ", and '", base, "' is not a directory)");
  }
  return out;
}

// Context, queue and device, shared by the device object, its buffers and its programs so
// that they are released last.
struct Ctx {
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  cl_device_id device = nullptr;
  ~Ctx() {
    if (queue) cl_api().clReleaseCommandQueue(queue);
    if (context) cl_api().clReleaseContext(context);
  }
};

class ClBuffer : public BufferImpl {
 public:
  ClBuffer(std::shared_ptr<Ctx> c, cl_mem m) : ctx(std::move(c)), mem(m) {}
  ~ClBuffer() override { cl_api().clReleaseMemObject(mem); }
  std::shared_ptr<Ctx> ctx;
  cl_mem mem;
};

class ClCompiled : public Compiled {
 public:
  ~ClCompiled() override {
    if (kernel) cl_api().clReleaseKernel(kernel);
    if (program) cl_api().clReleaseProgram(program);
  }
  std::shared_ptr<Ctx> ctx;
  cl_program program = nullptr;
  cl_kernel kernel = nullptr;
  std::string name;
  mutable std::mutex mu;  // clSetKernelArg + enqueue must not interleave between threads
};

std::string build_log(cl_program p, cl_device_id d) {
  size_t n = 0;
  cl_api().clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string s(n, '\0');
  if (n) cl_api().clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, n, s.data(), nullptr);
  while (!s.empty() && (s.back() == '\0' || s.back() == '\n')) s.pop_back();
  return s;
}

class OpenClDevice : public Device {
 public:
  OpenClDevice(const Found& f, const OpenClDeviceOptions& opts) : found_(f), disk_("opencl") {
    const ClApi& cl = api_or_throw();
    ctx_ = std::make_shared<Ctx>();
    ctx_->device = f.device;
    cl_int err = CL_SUCCESS;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(f.platform), 0};
    ctx_->context = cl.clCreateContext(props, 1, &f.device, nullptr, nullptr, &err);
    check(err, "clCreateContext", f.name);
    // Profiling on: device_time_us reads the launches' own timestamps.
    ctx_->queue = cl.clCreateCommandQueue(ctx_->context, f.device, CL_QUEUE_PROFILING_ENABLE, &err);
    check(err, "clCreateCommandQueue", f.name);
    cl_device_fp_config fp = device_val<cl_device_fp_config>(f.device, CL_DEVICE_SINGLE_FP_CONFIG);
    // DESIGN L4: without CL_FP_DENORM the device runs in flush mode, which the printer makes
    // explicit and the oracle implements.
    caps_.preserves_denormals = (fp & CL_FP_DENORM) != 0 && !opts.force_flush_denormals;
    native_div_sqrt_ = (fp & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) != 0 && !opts.force_soft_div_sqrt;
    local_mem_ = device_val<cl_ulong>(f.device, CL_DEVICE_LOCAL_MEM_SIZE);
    size_t max_wg = device_val<size_t>(f.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
    caps_.max_workgroup_size = static_cast<uint32_t>(std::min<size_t>(max_wg, 1024));
    // NVIDIA's OpenCL takes inline PTX: warp shuffles where the probe gives their bits, else
    // shuffles go through local memory
    ptx_shuffles_ =
        f.platform_name.find("NVIDIA") != std::string::npos && !opts.force_local_shuffles && ptx_shuffles_work();
    caps_.native_subgroup_width = ptx_shuffles_ ? 32 : 0;
    caps_.compute_units = std::max<cl_uint>(1, device_val<cl_uint>(f.device, CL_DEVICE_MAX_COMPUTE_UNITS));
    caps_.arch = f.name + " / " + f.platform_name + " " + f.driver_version;
    dialect_ = codegen::opencl_dialect({.native_div_sqrt = native_div_sqrt_,
                                        .flush_denormals = !caps_.preserves_denormals,
                                        .ptx_shuffles = ptx_shuffles_});
    flags_ = "-cl-std=CL1.2";
    if (native_div_sqrt_) flags_ += " -cl-fp32-correctly-rounded-divide-sqrt";
    if (!opts.extra_build_flags.empty()) flags_ += " " + opts.extra_build_flags;
    compiler_ = f.platform_name + "|" + f.platform_version + "|" + f.driver_version + "|" + f.device_version;
    using BC = OpenClDeviceOptions::BinaryCache;
    cache_binaries_ = disk_.enabled() && (opts.binary_cache == BC::On ||
                                          (opts.binary_cache == BC::Auto && f.platform_name != kPoclPlatform));
  }

  /// The open-time probe of inline-PTX shuffles, through the functions the dialect prints
  /// (codegen::opencl_ptx_shuffle_functions): a 64-item workgroup (two warps) takes the butterfly
  /// (mask 1, 16) and the indexed read (lane 31 - l) of its linear ids; true when it builds, runs
  /// and every item holds what a logical subgroup of 32 consecutive linear ids would give. Any
  /// failure (a compiler without inline PTX) is false, never an error.
  bool ptx_shuffles_work() {
    const ClApi& cl = cl_api();
    const std::string src = std::string(codegen::opencl_ptx_shuffle_functions()) + R"(
__kernel void morph_shfl_probe(__global uint* out) {
  uint i = (uint)get_local_id(0);
  out[i] = morph_shfl_bfly(i, 1u) | (morph_shfl_bfly(i, 16u) << 8) | (morph_shfl_idx(i, 31u - (i & 31u)) << 16);
}
)";
    cl_int err = CL_SUCCESS;
    const char* text = src.c_str();
    size_t len = src.size();
    cl_program prog = cl.clCreateProgramWithSource(ctx_->context, 1, &text, &len, &err);
    if (err != CL_SUCCESS) return false;
    bool ok = false;
    cl_kernel k = nullptr;
    cl_mem out = nullptr;
    if (cl.clBuildProgram(prog, 1, &ctx_->device, "-cl-std=CL1.2", nullptr, nullptr) == CL_SUCCESS &&
        (k = cl.clCreateKernel(prog, "morph_shfl_probe", &err)) != nullptr && err == CL_SUCCESS &&
        (out = cl.clCreateBuffer(ctx_->context, CL_MEM_READ_WRITE, 64 * 4, nullptr, &err)) != nullptr &&
        err == CL_SUCCESS && cl.clSetKernelArg(k, 0, sizeof out, &out) == CL_SUCCESS) {
      size_t n = 64;
      uint32_t got[64] = {};
      if (cl.clEnqueueNDRangeKernel(ctx_->queue, k, 1, nullptr, &n, &n, 0, nullptr, nullptr) == CL_SUCCESS &&
          cl.clEnqueueReadBuffer(ctx_->queue, out, CL_TRUE, 0, sizeof got, got, 0, nullptr, nullptr) == CL_SUCCESS) {
        ok = true;
        for (uint32_t i = 0; i < 64; ++i)
          ok = ok && got[i] == ((i ^ 1u) | ((i ^ 16u) << 8) | (((i & ~31u) | (31u - (i & 31u))) << 16));
      }
    }
    if (out) cl.clReleaseMemObject(out);
    if (k) cl.clReleaseKernel(k);
    cl.clReleaseProgram(prog);
    return ok;
  }

  ~OpenClDevice() override {
    const ClApi& cl = cl_api();
    if (spin_kernel_) cl.clReleaseKernel(spin_kernel_);
    if (spin_program_) cl.clReleaseProgram(spin_program_);
    if (spin_out_) cl.clReleaseMemObject(spin_out_);
  }

  std::string name() const override { return found_.name; }
  std::string backend() const override { return "opencl"; }
  Caps caps() const override { return caps_; }

  Buffer alloc(size_t bytes) override {
    cl_int err = CL_SUCCESS;
    cl_mem m = cl_api().clCreateBuffer(ctx_->context, CL_MEM_READ_WRITE, bytes ? bytes : 4, nullptr, &err);
    check(err, "clCreateBuffer", str_cat(bytes, " bytes on ", found_.name));
    return Buffer{std::make_shared<ClBuffer>(ctx_, m), bytes};
  }
  void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset) override {
    check_transfer(true, dst, src, bytes, offset);
    if (!bytes) return;
    check(cl_api().clEnqueueWriteBuffer(ctx_->queue, mem(dst), CL_TRUE, offset, bytes, src, 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
  }
  void download(const Buffer& src, void* dst, size_t bytes, size_t offset) override {
    check_transfer(false, src, dst, bytes, offset);
    if (!bytes) return;
    check(cl_api().clEnqueueReadBuffer(ctx_->queue, mem(src), CL_TRUE, offset, bytes, dst, 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
  }
  void copy(const Buffer& dst, const Buffer& src, size_t bytes) override {
    MORPH_USER_CHECK(bytes <= dst.bytes && bytes <= src.bytes, "opencl: copy of ", bytes, " bytes overruns a buffer");
    if (!bytes || mem(src) == mem(dst)) return;  // onto itself: nothing changes (CL_MEM_COPY_OVERLAP otherwise)
    check(cl_api().clEnqueueCopyBuffer(ctx_->queue, mem(src), mem(dst), 0, 0, bytes, 0, nullptr, nullptr),
          "clEnqueueCopyBuffer");
  }

  std::shared_ptr<Compiled> compile(const ir::Kernel& k) override {
    const bool scratch = k.uses_subgroup && !ptx_shuffles_;  // the printer's shuffle scratch
    const uint64_t local_bytes = k.shared_bytes() + (scratch ? 2048 * 4 : 0);
    MORPH_USER_CHECK(local_bytes <= local_mem_, "opencl: kernel '", k.name, "' needs ", local_bytes,
                     " bytes of workgroup shared memory", scratch ? " (8192 of them for shuffles)" : "", "; device '",
                     found_.name, "' has ", local_mem_, ". Use smaller shared arrays");
    std::string src = codegen::print(k, *dialect_);
    uint64_t key = module_cache_key(src, compiler_, found_.name, flags_);
    std::lock_guard<std::mutex> lock(compile_mu_);
    if (auto it = programs_.find(key); it != programs_.end()) return it->second;
    auto c = std::make_shared<ClCompiled>();
    c->ctx = ctx_;
    c->name = codegen::kernel_symbol(k);
    if (cache_binaries_)
      if (auto bin = disk_.get(key)) c->program = from_binary(*bin);
    if (!c->program) {
      c->program = from_source(k, src);
      if (cache_binaries_)
        if (std::vector<uint8_t> bin = binary(c->program); !bin.empty()) disk_.put(key, bin);
    }
    cl_int err = CL_SUCCESS;
    c->kernel = cl_api().clCreateKernel(c->program, c->name.c_str(), &err);
    check(err, "clCreateKernel", "kernel '" + k.name + "'");
    programs_[key] = c;
    return c;
  }

  void launch(const Compiled& compiled, const ir::Kernel& k, Dim3 grid, Dim3 wg,
              std::span<const LaunchArg> args) override {
    check_launch(k, grid, wg, args);
    const auto& c = static_cast<const ClCompiled&>(compiled);
    const ClApi& cl = cl_api();
    std::lock_guard<std::mutex> lock(c.mu);
    cl_uint idx = 0;
    for (size_t i = 0; i < args.size(); ++i) {
      const ir::Param& p = k.params[i];
      if (p.kind == ir::ParamKind::Buffer) {
        cl_mem m = mem(*args[i].buffer);
        size_t count = args[i].buffer->bytes / ir::byte_size(p.type);
        MORPH_USER_CHECK(count <= UINT32_MAX, "opencl: kernel '", k.name, "': buffer '", p.name, "' has ", count,
                         " elements; at most 2^32-1 are addressable");
        cl_uint n = static_cast<cl_uint>(count);
        check(cl.clSetKernelArg(c.kernel, idx++, sizeof m, &m), "clSetKernelArg", "kernel '" + k.name + "'");
        check(cl.clSetKernelArg(c.kernel, idx++, sizeof n, &n), "clSetKernelArg", "kernel '" + k.name + "'");
      } else {
        cl_uint bits = args[i].bits;
        check(cl.clSetKernelArg(c.kernel, idx++, sizeof bits, &bits), "clSetKernelArg", "kernel '" + k.name + "'");
      }
    }
    size_t global[3] = {size_t{grid.x} * wg.x, size_t{grid.y} * wg.y, size_t{grid.z} * wg.z};
    size_t local[3] = {wg.x, wg.y, wg.z};
    cl_event ev = nullptr;
    check(
        cl.clEnqueueNDRangeKernel(ctx_->queue, c.kernel, 3, nullptr, global, local, 0, nullptr, timed_ ? &ev : nullptr),
        "clEnqueueNDRangeKernel", "kernel '" + k.name + "'");
    if (ev) timed_->push_back(ev);
  }

  void synchronize() override { check(cl_api().clFinish(ctx_->queue), "clFinish"); }

  // A single-item kernel that keeps the device busy for about a millisecond (iterations
  // calibrated once by its own profiling times) is queued before a timed region: while it runs,
  // the host queues the region's launches, so host-side costs between launches (plan execution,
  // kernel arguments) open no gap inside the region — as the CUDA backend's %globaltimer spin.
  void spin_before_timing() {
    const ClApi& cl = cl_api();
    if (!spin_kernel_) {
      static const char* src =
          "__kernel void morph_spin(__global float* o, uint iters) {\n"
          "  float a = 0.0f;\n"
          "  for (uint i = 0; i < iters; ++i) a = a * 0.99999994f + 1.0f;\n"
          "  o[0] = a;\n"
          "}\n";
      cl_int err = CL_SUCCESS;
      size_t len = std::strlen(src);
      spin_program_ = cl.clCreateProgramWithSource(ctx_->context, 1, &src, &len, &err);
      check(err, "clCreateProgramWithSource", "the timing spin kernel");
      check(cl.clBuildProgram(spin_program_, 1, &ctx_->device, "-cl-std=CL1.2", nullptr, nullptr), "clBuildProgram",
            "the timing spin kernel");
      spin_kernel_ = cl.clCreateKernel(spin_program_, "morph_spin", &err);
      check(err, "clCreateKernel", "the timing spin kernel");
      spin_out_ = cl.clCreateBuffer(ctx_->context, CL_MEM_READ_WRITE, 4, nullptr, &err);
      check(err, "clCreateBuffer", "the timing spin kernel's output");
      // Calibration: time 2^14 iterations, scale to ~1 ms.
      spin_iters_ = 1u << 14;
      cl_ulong ns = run_spin(true);
      double per = ns > 0 ? static_cast<double>(ns) / spin_iters_ : 1.0;
      spin_iters_ = static_cast<cl_uint>(std::clamp(1e6 / per, 1.0, 1e9));
    }
    run_spin(false);
  }
  cl_ulong run_spin(bool timed) {
    const ClApi& cl = cl_api();
    check(cl.clSetKernelArg(spin_kernel_, 0, sizeof spin_out_, &spin_out_), "clSetKernelArg", "the timing spin kernel");
    check(cl.clSetKernelArg(spin_kernel_, 1, sizeof spin_iters_, &spin_iters_), "clSetKernelArg",
          "the timing spin kernel");
    size_t one = 1;
    cl_event ev = nullptr;
    check(
        cl.clEnqueueNDRangeKernel(ctx_->queue, spin_kernel_, 1, nullptr, &one, &one, 0, nullptr, timed ? &ev : nullptr),
        "clEnqueueNDRangeKernel", "the timing spin kernel");
    if (!timed) return 0;
    cl_ulong t0 = 0, t1 = 0;
    cl_int err = cl.clFinish(ctx_->queue);
    if (err == CL_SUCCESS) err = cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0, nullptr);
    if (err == CL_SUCCESS) err = cl.clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1, nullptr);
    cl.clReleaseEvent(ev);
    check(err, "timing the spin kernel");
    return t1 > t0 ? t1 - t0 : 0;
  }

  double device_time_us(const std::function<void()>& enqueue) override {
    const ClApi& cl = cl_api();
    spin_before_timing();
    std::vector<cl_event> evs;
    timed_ = &evs;
    try {
      enqueue();
    } catch (...) {
      timed_ = nullptr;
      for (cl_event e : evs) cl.clReleaseEvent(e);
      throw;
    }
    timed_ = nullptr;
    cl_int err = cl.clFinish(ctx_->queue);
    cl_ulong t0 = 0, t1 = 0;
    if (err == CL_SUCCESS && !evs.empty()) {
      err = cl.clGetEventProfilingInfo(evs.front(), CL_PROFILING_COMMAND_START, sizeof t0, &t0, nullptr);
      if (err == CL_SUCCESS)
        err = cl.clGetEventProfilingInfo(evs.back(), CL_PROFILING_COMMAND_END, sizeof t1, &t1, nullptr);
    }
    for (cl_event e : evs) cl.clReleaseEvent(e);
    check(err, "clGetEventProfilingInfo");
    return t1 >= t0 ? static_cast<double>(t1 - t0) * 1e-3 : -1;  // ns -> us
  }

 private:
  static cl_mem mem(const Buffer& b) {
    auto* cb = dynamic_cast<ClBuffer*>(b.impl.get());
    MORPH_USER_CHECK(cb != nullptr, "opencl: buffer was not allocated by an OpenCL device");
    return cb->mem;
  }

  cl_program from_source(const ir::Kernel& k, const std::string& src) {
    const ClApi& cl = cl_api();
    const char* text = src.c_str();
    size_t len = src.size();
    cl_int err = CL_SUCCESS;
    cl_program p = cl.clCreateProgramWithSource(ctx_->context, 1, &text, &len, &err);
    check(err, "clCreateProgramWithSource", "kernel '" + k.name + "'");
    err = cl.clBuildProgram(p, 1, &ctx_->device, flags_.c_str(), nullptr, nullptr);
    if (err != CL_SUCCESS) {
      std::string log = build_log(p, ctx_->device);
      cl.clReleaseProgram(p);
      throw UserError(str_cat("opencl: kernel '", k.name, "': the OpenCL compiler of '", found_.name, "' (",
                              found_.platform_name, " ", found_.driver_version, ", flags '", flags_,
                              "') rejected the printed source: ", cl_error_name(err), "\nbuild log:\n", log,
                              "\n(print the source with codegen::print(kernel, *codegen::opencl_dialect()) to see "
                              "the lines the log refers to)"));
    }
    return p;
  }

  // A program from a cached binary, or nullptr when the driver refuses it (then rebuilt).
  cl_program from_binary(const std::vector<uint8_t>& bin) {
    const ClApi& cl = cl_api();
    const unsigned char* data = bin.data();
    size_t len = bin.size();
    cl_int status = CL_SUCCESS, err = CL_SUCCESS;
    cl_program p = cl.clCreateProgramWithBinary(ctx_->context, 1, &ctx_->device, &len, &data, &status, &err);
    if (err != CL_SUCCESS || status != CL_SUCCESS) {
      if (p) cl.clReleaseProgram(p);
      return nullptr;
    }
    if (cl.clBuildProgram(p, 1, &ctx_->device, flags_.c_str(), nullptr, nullptr) != CL_SUCCESS) {
      cl.clReleaseProgram(p);
      return nullptr;
    }
    return p;
  }

  std::vector<uint8_t> binary(cl_program p) {
    const ClApi& cl = cl_api();
    size_t size = 0;
    if (cl.clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr) != CL_SUCCESS || size == 0)
      return {};
    std::vector<uint8_t> out(size);
    unsigned char* ptr = out.data();
    if (cl.clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof ptr, &ptr, nullptr) != CL_SUCCESS) return {};
    return out;
  }

  Found found_;
  uint64_t local_mem_ = 0;
  std::shared_ptr<Ctx> ctx_;
  Caps caps_;
  std::vector<cl_event>* timed_ = nullptr;  // launches' events while device_time_us runs
  cl_program spin_program_ = nullptr;       // spin_before_timing(): built on first use
  cl_kernel spin_kernel_ = nullptr;
  cl_mem spin_out_ = nullptr;
  cl_uint spin_iters_ = 0;
  bool native_div_sqrt_ = false;
  bool ptx_shuffles_ = false;
  bool cache_binaries_ = false;  // OpenClDeviceOptions::binary_cache resolved
  std::unique_ptr<codegen::Dialect> dialect_;
  std::string flags_, compiler_;
  DiskCache disk_;
  std::mutex compile_mu_;
  std::map<uint64_t, std::shared_ptr<ClCompiled>> programs_;
};

std::mutex& enumerate_mu() {
  static std::mutex mu;
  return mu;
}

std::vector<DeviceInfo> list(std::string* why) {
  std::lock_guard<std::mutex> lock(enumerate_mu());
  std::vector<Found> fs = enumerate(why);
  std::vector<DeviceInfo> out;
  for (size_t i = 0; i < fs.size(); ++i) {
    const Found& f = fs[i];
    out.push_back(
        {"opencl:" + std::to_string(i), "opencl", f.name,
         str_cat(f.platform_name, ", ", f.device_version, ", driver ", f.driver_version, f.gpu ? ", GPU" : "")});
  }
  return out;
}

std::unique_ptr<Device> open(int index) { return open_opencl_device(index); }

}  // namespace

std::unique_ptr<Device> open_opencl_device(int index, const OpenClDeviceOptions& opts) {
  // Platform and device queries and context creation one thread at a time: PoCL's enumeration
  // is not thread-safe (two threads opening devices at once crashed it, or made it report no
  // devices).
  std::lock_guard<std::mutex> lock(enumerate_mu());
  std::string why;
  std::vector<Found> fs = enumerate(&why);
  if (fs.empty()) throw BackendUnavailable("opencl: " + why);
  if (index < 0) {
    index = 0;
    for (size_t i = 0; i < fs.size(); ++i)
      if (fs[i].gpu) {
        index = static_cast<int>(i);
        break;
      }
  }
  if (static_cast<size_t>(index) >= fs.size())
    throw BackendUnavailable(str_cat("opencl: no device opencl:", index, "; this machine has ", fs.size(),
                                     " OpenCL device(s) (see `morph devices`)"));
  return std::make_unique<OpenClDevice>(fs[static_cast<size_t>(index)], opts);
}

BackendFactory opencl_backend_factory() { return {"opencl", list, open}; }

}  // namespace morph::rt
