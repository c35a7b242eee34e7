// The oracle as a Device: buffers are host memory, launches run the reference interpreter
// synchronously. Always available.
//   auto dev = rt::make_oracle_device();
#pragma once
#include <memory>

#include "morph/runtime/device.h"

namespace morph::rt {

std::unique_ptr<Device> make_oracle_device(const interp::Options& opts = {});

}  // namespace morph::rt
