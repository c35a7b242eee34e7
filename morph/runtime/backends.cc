#include "morph/runtime/backends.h"

namespace morph::rt {

std::vector<BackendFactory> device_backends() {
  return {};
}

}  // namespace morph::rt
