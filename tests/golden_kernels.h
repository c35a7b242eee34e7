// Kernels whose printed source is golden-tested per dialect (tests/golden/<name>.<dialect>):
// together they use every statement kind of the IR. Shared by the OpenCL and CUDA golden tests.
//   for (auto& [name, k] : codegen::golden_kernels()) check(name, codegen::print(*k, dialect));
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "morph/dsl/kernel.h"

namespace morph::codegen {

/// (file stem, kernel) pairs; the first is a plain f32 vector add.
std::vector<std::pair<std::string, dsl::KernelRef>> golden_kernels();

}  // namespace morph::codegen
