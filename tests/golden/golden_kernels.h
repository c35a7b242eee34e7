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

/// Compares printer output `text` with tests/golden/<file> (gtest failure on a difference);
/// MORPH_UPDATE_GOLDEN=1 rewrites the file instead. The tree is found by testing::source_dir().
void check_golden(const std::string& file, const std::string& text);

}  // namespace morph::codegen
