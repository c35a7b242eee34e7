// The list of device backends beside the oracle. Each backend folder provides one
// BackendFactory; this header and backends.cc are the one place that lists them.
#pragma once
#include <vector>

#include "morph/runtime/registry.h"

namespace morph::rt {

std::vector<BackendFactory> device_backends();

}  // namespace morph::rt
