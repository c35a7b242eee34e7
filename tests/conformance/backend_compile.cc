// Compile-only hooks per backend for machines without the device (see backend_fixture.h).
// An empty kernel (no name) asks "can this backend compile here?" without compiling anything.
// CUDA: NVRTC compiles to PTX for default_compile_arch() (sm_90) with no GPU; each distinct
// kernel (by IR hash) is compiled once per process.
#include <mutex>
#include <unordered_set>

#include "morph/runtime/cuda/cuda_api.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/cuda/nvrtc_compile.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::testing {

bool compile_without_device(const std::string& backend, const ir::Kernel& k) {
  if (backend == "cuda") {
    if (!rt::cuda::nvrtc()) return false;
    if (k.name.empty()) return true;
    static std::mutex mu;
    static std::unordered_set<uint64_t> done;
    uint64_t h = k.hash();
    {
      std::lock_guard<std::mutex> lock(mu);
      if (done.count(h)) return true;
    }
    rt::cuda_compile_ptx(k, rt::cuda::default_compile_arch());  // throws UserError with the NVRTC log
    std::lock_guard<std::mutex> lock(mu);
    done.insert(h);
    return true;
  }
  return false;
}

}  // namespace morph::testing
