// cpu device: host buffers, compiled kernels (memory + disk cache), launches on the pool.
#include "morph/runtime/cpu/cpu_device.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>

#include <sys/mman.h>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/base/printable.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_dialect.h"
#include "morph/runtime/cpu/host_compiler.h"
#include "morph/runtime/cpu/thread_pool.h"
#include "morph/runtime/disk_cache.h"

namespace morph::rt {
namespace {

// Mirrors codegen::kCppArgsStruct.
struct CpuArgs {
  void* const* buf;
  const uint32_t* len;
  const uint32_t* scalar;
  uint32_t grid[3];
  uint32_t wg[3];
  uint64_t stream_bytes;
};
using KernelFn = void (*)(const CpuArgs*, unsigned long long, unsigned long long);

// Host memory, 64-byte aligned. A buffer of 4 MiB or more is aligned to 2 MiB and offered to
// the kernel's transparent huge pages (madvise; a hint, ignored where THP is off): a streaming
// kernel then takes one TLB entry per 2 MiB instead of 512 (measured ~5% less CPU time for
// silu(a)*b at 16 Mi f32, one thread, on a VM with THP in "madvise" mode).
class HostBuffer : public BufferImpl {
 public:
  explicit HostBuffer(size_t bytes) {
    constexpr size_t kHuge = size_t{2} << 20;
    const size_t align = bytes >= 2 * kHuge ? kHuge : 64;
    size_t n = (bytes + align - 1) / align * align;
    data = static_cast<unsigned char*>(std::aligned_alloc(align, n ? n : 64));
    if (!data) throw UserError(str_cat("cpu: cannot allocate ", bytes, " bytes"));
#if defined(MADV_HUGEPAGE)
    if (align == kHuge) ::madvise(data, n, MADV_HUGEPAGE);
#endif
  }
  ~HostBuffer() override { std::free(data); }
  unsigned char* data = nullptr;
};

// Bytes of workgroup shared memory a cpu kernel may declare (CpuDevice::compile).
constexpr uint64_t kMaxSharedBytes = uint64_t{2} << 20;

class CpuCompiled : public Compiled {
 public:
  std::unique_ptr<SharedObject> so;
  KernelFn fn = nullptr;
};

// Outputs of at least this many bytes are written with non-temporal stores (set_cpu_stream_bytes).
// Throws UserError for a $MORPH_CPU_STREAM_BYTES that is not a decimal byte count.
std::atomic<uint64_t>& stream_bytes() {
  static std::atomic<uint64_t> b{env_number("MORPH_CPU_STREAM_BYTES", 0, UINT64_MAX, uint64_t{8} << 20,
                                            "a byte count (a decimal number, e.g. 8388608)")};
  return b;
}

// One pool and one compiler probe per process, shared by every cpu device.
ThreadPool& pool() {
  static ThreadPool p(ThreadPool::default_threads());
  return p;
}

// The backend's environment ($MORPH_CPU_THREADS, $MORPH_CPU_SPIN_US, $MORPH_CPU_STREAM_BYTES)
// read at once, so that a bad value makes the backend unavailable with the reason (`morph
// devices` says it) instead of failing the first launch.
void check_environment() {
  try {
    stream_bytes();
    pool();
  } catch (const UserError& e) {
    throw BackendUnavailable(e.what());
  }
}

const HostCompiler& compiler() {
  static std::once_flag once;
  static std::unique_ptr<HostCompiler> cc;
  static std::string why;
  std::call_once(once, [] {
    try {
      cc = std::make_unique<HostCompiler>(HostCompiler::find());
    } catch (const BackendUnavailable& e) {
      why = e.what();
    }
  });
  if (!cc) throw BackendUnavailable(why);
  return *cc;
}

// `clang++` for the kernels that prefer Clang (ir::Kernel::host_compiler_hint), when $CXX is unset
// and one runs; nullptr otherwise. GCC 12 leaves the serial matvec's straight-line decode of the
// grid types scalar where Clang vectorizes it (iq1_s 98 -> 15 ms, iq3_s 216 -> 17: docs/backends.md).
const HostCompiler* clang_compiler() {
  static std::once_flag once;
  static std::unique_ptr<HostCompiler> cc;
  std::call_once(once, [] {
    if (const char* env = std::getenv("CXX"); env && *env) return;  // the user's choice, for every kernel
    try {
      auto c = std::make_unique<HostCompiler>(HostCompiler::find("clang++"));
      if (c->clang()) cc = std::move(c);
    } catch (const BackendUnavailable&) {
    }
  });
  return cc.get();
}

// The compiler `k` is built with: clang_compiler() where the kernel prefers Clang and one is
// there, else compiler().
const HostCompiler& compiler_for(const ir::Kernel& k) {
  if (k.host_compiler_hint == "clang")
    if (const HostCompiler* c = clang_compiler()) return *c;
  return compiler();
}

class CpuDevice : public Device {
 public:
  CpuDevice() : cc_(compiler()), disk_("cpu") { check_environment(); }

  std::string name() const override { return "cpu (" + std::to_string(pool().threads()) + " threads)"; }
  std::string backend() const override { return "cpu"; }
  Caps caps() const override {
    Caps c;
    c.native_subgroup_width = 0;  // logical subgroups of 32 on per-item arrays
    c.arch = cc_.isa();
    c.compute_units = pool().threads();
    // No wide accesses: consecutive items are the vector lanes (one element per item, the item
    // loop vectorized); workgroups are loop ranges, so elementwise launches take the full grid.
    c.wide_accesses = false;
    // Workgroups are loop ranges: elementwise launches take the full grid, and row fences the
    // serial schedule, one item walking a whole row in vectorized loops (device_row_schedule).
    c.cheap_workgroups = true;
    return c;
  }

  Buffer alloc(size_t bytes) override { return Buffer{std::make_shared<HostBuffer>(bytes), bytes}; }
  void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset) override {
    check_transfer(true, dst, src, bytes, offset);
    if (bytes) std::memcpy(host(dst) + offset, src, bytes);
  }
  void download(const Buffer& src, void* dst, size_t bytes, size_t offset) override {
    check_transfer(false, src, dst, bytes, offset);
    if (bytes) std::memcpy(dst, host(src) + offset, bytes);
  }
  void copy(const Buffer& dst, const Buffer& src, size_t bytes) override {
    MORPH_USER_CHECK(bytes <= dst.bytes && bytes <= src.bytes, "cpu: copy of ", bytes, " bytes overruns a buffer");
    if (bytes) std::memmove(host(dst), host(src), bytes);
  }

  std::shared_ptr<Compiled> compile(const ir::Kernel& k) override {
    // Workgroup shared arrays are arrays on the running thread's stack (8 MiB by default, and the
    // items' per-lane state lives there too): a larger one would crash the process.
    const uint64_t shared_bytes = k.shared_bytes();
    MORPH_USER_CHECK(shared_bytes <= kMaxSharedBytes, "cpu: kernel '", k.name, "' needs ", shared_bytes,
                     " bytes of workgroup shared memory; the cpu backend has ", kMaxSharedBytes,
                     " (its shared arrays live on a thread's stack). Use smaller shared arrays");
    std::string src = codegen::print(k, codegen::cpp_dialect());
    const HostCompiler& cc = compiler_for(k);
    uint64_t key = module_cache_key(src, cc.cache_identity(), cc.cpu_features(), cc.flags());
    if (const char* dir = std::getenv("MORPH_CPU_DUMP_DIR"); dir && *dir) {  // for reading what runs
      std::ofstream f(str_cat(dir, "/", codegen::kernel_symbol(k), "-", std::hex, key, ".cpp"));
      f << src;
      static std::once_flag warned;  // a dump that cannot be written is said once, not silently lost
      if (!f)
        std::call_once(warned, [&] {
          std::cerr << "morph: $MORPH_CPU_DUMP_DIR='" << printable(dir) << "': cannot write kernel sources there\n";
        });
    }
    std::lock_guard<std::mutex> lock(mu_);
    if (auto it = modules_.find(key); it != modules_.end()) return it->second;
    auto c = std::make_shared<CpuCompiled>();
    std::string sym = codegen::kernel_symbol(k);
    if (auto bytes = disk_.get(key)) {
      // A cached object the loader refuses, or without the entry point, is rebuilt.
      if ((c->so = SharedObject::load(*bytes))) c->fn = reinterpret_cast<KernelFn>(c->so->symbol(sym));
    }
    if (!c->fn) {
      std::vector<uint8_t> bytes = cc.compile(src, k.name);
      std::string why;
      c->so = SharedObject::load(bytes, &why);
      MORPH_USER_CHECK(c->so != nullptr, "cpu: kernel '", k.name, "': cannot load the compiled object: ", why);
      c->fn = reinterpret_cast<KernelFn>(c->so->symbol(sym));
      MORPH_CHECK(c->fn != nullptr, "cpu: kernel '", k.name, "': compiled object lacks symbol ", sym);
      disk_.put(key, bytes);
    }
    modules_[key] = c;
    return c;
  }

  void launch(const Compiled& compiled, const ir::Kernel& k, Dim3 grid, Dim3 wg,
              std::span<const LaunchArg> args) override {
    check_launch(k, grid, wg, args);
    const auto& c = static_cast<const CpuCompiled&>(compiled);
    size_t n = args.size();
    std::vector<void*> bufs(n, nullptr);
    std::vector<uint32_t> lens(n, 0), scalars(n, 0);
    for (size_t i = 0; i < n; ++i) {
      const ir::Param& p = k.params[i];
      if (p.kind == ir::ParamKind::Buffer) {
        auto* hb = dynamic_cast<HostBuffer*>(args[i].buffer->impl.get());
        MORPH_USER_CHECK(hb != nullptr, "cpu: kernel '", k.name, "': buffer '", p.name,
                         "' was not allocated by the cpu device");
        size_t count = args[i].buffer->bytes / ir::byte_size(p.type);
        MORPH_USER_CHECK(count <= UINT32_MAX, "cpu: kernel '", k.name, "': buffer '", p.name, "' has ", count,
                         " elements; at most 2^32-1 are addressable");
        bufs[i] = hb->data;
        lens[i] = static_cast<uint32_t>(count);
      } else {
        scalars[i] = args[i].bits;
      }
    }
    CpuArgs a{bufs.data(),        lens.data(),          scalars.data(), {grid.x, grid.y, grid.z},
              {wg.x, wg.y, wg.z}, stream_bytes().load()};
    KernelFn fn = c.fn;
    // Hand a thread at least ~16k items of work: below that, waking threads costs more. A
    // workgroup with shared memory reduces rows (a serial row schedule: one item walks a whole
    // row), so every workgroup is worth handing over.
    uint64_t items = wg.count();
    uint64_t min_chunk = k.shared.empty() ? (16384 + items - 1) / items : 1;
    pool().run(grid.count(), min_chunk, [&](uint64_t b, uint64_t e) { fn(&a, b, e); });
  }

  void synchronize() override {}

 private:
  static unsigned char* host(const Buffer& b) {
    auto* hb = dynamic_cast<HostBuffer*>(b.impl.get());
    MORPH_USER_CHECK(hb != nullptr, "cpu: buffer was not allocated by the cpu device");
    return hb->data;
  }

  const HostCompiler& cc_;
  DiskCache disk_;
  std::mutex mu_;
  std::map<uint64_t, std::shared_ptr<CpuCompiled>> modules_;
};

std::vector<DeviceInfo> list(std::string* why) {
  try {
    const HostCompiler& cc = compiler();
    const HostCompiler* clang = clang_compiler();
    check_environment();
    return {
        {"cpu", "cpu", "cpu (" + std::to_string(pool().threads()) + " threads)",
         str_cat("C++ via ", cc.command(), " (", cc.identity(), ")",
                 clang ? str_cat(", ", clang->command(), " (", clang->version(), ") for the kernels that prefer Clang")
                       : std::string(),
                 ", ISA ", cc.isa())}};
  } catch (const BackendUnavailable& e) {
    if (why) *why = e.what();
    return {};
  }
}

std::unique_ptr<Device> open(int index) {
  if (index > 0)
    throw BackendUnavailable(str_cat("cpu: no device cpu:", index, "; the cpu backend has one device, cpu:0"));
  return open_cpu_device();
}

}  // namespace

std::unique_ptr<Device> open_cpu_device() { return std::make_unique<CpuDevice>(); }

std::string cpu_compiler_command(const ir::Kernel& k) { return compiler_for(k).command(); }

uint64_t set_cpu_stream_bytes(uint64_t bytes) { return stream_bytes().exchange(bytes); }

BackendFactory cpu_backend_factory() { return {"cpu", list, open}; }

}  // namespace morph::rt
