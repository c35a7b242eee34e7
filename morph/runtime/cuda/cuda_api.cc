// Loading libcuda and libnvrtc at run time from the symbol lists in cuda_api.h.
#include "morph/runtime/cuda/cuda_api.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

#include "morph/base/error.h"

namespace morph::rt::cuda {
namespace {

template <class T>
void bind(void* lib, const char* symbol, T*& slot, std::string& missing) {
  slot = reinterpret_cast<T*>(dlsym(lib, symbol));
  if (!slot) missing += (missing.empty() ? "" : ", ") + std::string(symbol);
}

struct DriverLoad {
  Driver api;
  bool ok = false;
  std::string why;
  DriverLoad() {
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      why = "libcuda.so.1 not found (no NVIDIA driver on this machine)";
      return;
    }
    std::string missing;
#define MORPH_CUDA_BIND(member, symbol, ret, params) bind(lib, symbol, api.member, missing);
    MORPH_CUDA_DRIVER_SYMBOLS(MORPH_CUDA_BIND)
#undef MORPH_CUDA_BIND
    if (!missing.empty()) {
      why = "libcuda.so.1 lacks " + missing + " (driver too old; Morph needs a CUDA 12+ driver)";
      return;
    }
    CUresult r = api.cuInit(0);
    if (r != CUDA_SUCCESS) {
      why = "cuInit failed: " + api.error_text(r);
      return;
    }
    ok = true;
  }
};

struct NvrtcLoad {
  Nvrtc api;
  bool ok = false;
  std::string why;
  NvrtcLoad() {
    std::vector<std::string> names = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
    std::vector<std::string> dirs;
    if (const char* p = std::getenv("CUDA_PATH"); p && *p) dirs.push_back(std::string(p) + "/lib64/");
    if (const char* p = std::getenv("CUDA_HOME"); p && *p) dirs.push_back(std::string(p) + "/lib64/");
    dirs.push_back("/usr/local/cuda/lib64/");
    std::vector<std::string> tries;
    for (const auto& n : names) tries.push_back(n);  // the loader's search path first
    for (const auto& d : dirs)
      for (const auto& n : names) tries.push_back(d + n);
    void* lib = nullptr;
    for (const auto& t : tries) {
      lib = dlopen(t.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (lib) {
        api.library = t;
        break;
      }
    }
    if (!lib) {
      why = "libnvrtc not found (tried libnvrtc.so.13, .so.12, .so on the loader path and in /usr/local/cuda/lib64)";
      return;
    }
    std::string missing;
#define MORPH_CUDA_BIND(member, symbol, ret, params) bind(lib, symbol, api.member, missing);
    MORPH_NVRTC_SYMBOLS(MORPH_CUDA_BIND)
#undef MORPH_CUDA_BIND
    if (!missing.empty()) {
      why = api.library + " lacks " + missing;
      return;
    }
    api.nvrtcVersion(&api.major, &api.minor);
    ok = true;
  }
};

}  // namespace

std::string Driver::error_text(CUresult r) const {
  const char* name = nullptr;
  const char* text = nullptr;
  if (cuGetErrorName) cuGetErrorName(r, &name);
  if (cuGetErrorString) cuGetErrorString(r, &text);
  return str_cat(name ? name : "CUDA error", " (", r, ")", text ? ": " : "", text ? text : "");
}

const Driver* driver(std::string* why) {
  static DriverLoad load;
  if (!load.ok && why) *why = load.why;
  return load.ok ? &load.api : nullptr;
}

const Nvrtc* nvrtc(std::string* why) {
  static NvrtcLoad load;
  if (!load.ok && why) *why = load.why;
  return load.ok ? &load.api : nullptr;
}

}  // namespace morph::rt::cuda
