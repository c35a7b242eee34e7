// Printed source for a target by name: the one place that maps the CLI's `--emit` names to
// dialects (morph fuse ... --emit cuda|opencl|vulkan|hip|metal).
//   std::string src = codegen::print_for(*kernel, "vulkan");   // GLSL 450 compute
#pragma once
#include <string>
#include <vector>

#include "morph/ir/ir.h"

namespace morph::codegen {

/// Target names print_for accepts.
std::vector<std::string> print_targets();

/// `k` printed for `target` with the dialect's default options (vulkan: GLSL with the float
/// controls a conforming device reports, denormals preserved). Throws UserError naming the
/// known targets for an unknown one.
std::string print_for(const ir::Kernel& k, const std::string& target);

}  // namespace morph::codegen
