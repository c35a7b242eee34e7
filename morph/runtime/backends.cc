#include "morph/runtime/backends.h"

#include "morph/runtime/cpu/cpu_device.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/opencl/opencl_device.h"

namespace morph::rt {

std::vector<BackendFactory> device_backends() {
  return {cpu_backend_factory(), cuda_backend(), opencl_backend_factory()};
}

}  // namespace morph::rt
