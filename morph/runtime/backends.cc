#include "morph/runtime/backends.h"

#include "morph/runtime/cuda/cuda_device.h"

namespace morph::rt {

std::vector<BackendFactory> device_backends() {
  return {cuda_backend()};
}

}  // namespace morph::rt
