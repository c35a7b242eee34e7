// The IR verifier: runs after tracing and after every pass. Rejects ill-typed statements, use
// of a value before (or outside the scope of) its definition, `break` outside a loop, and
// barriers or subgroup shuffles in non-uniform control flow. Messages name the kernel, the
// statement (as the dump prints it, with its C++ source line when known) and what to fix.
//   ir::verify(kernel);   // throws morph::UserError
#pragma once
#include "morph/ir/ir.h"

namespace morph::ir {

/// Throws morph::UserError describing the first problem found.
void verify(const Kernel& k);

}  // namespace morph::ir
