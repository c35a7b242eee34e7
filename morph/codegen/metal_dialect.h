// The Metal Shading Language dialect of the shared C-style printer (printed only: no Apple
// device here; golden-tested in tests/golden/*.metal). DESIGN L1-L2 in MSL:
//   - `#pragma METAL fp contract(off)` and the program is meant to be built without fast math
//     (MTLCompileOptions.mathMode = MTLMathModeSafe, or -fno-fast-math with the metal tool);
//   - `+ - *` infix on floats (IEEE correctly rounded with fast math off), division and square
//     root through Morph's integer-exact prelude routines (MSL's `/` and `sqrt` are not
//     specified as correctly rounded), constants as bit patterns (as_type<float>);
//   - shuffles go through threadgroup memory (the dialect's default), exact for any SIMD width.
// Kernel ABI: parameters in IR order at [[buffer(n)]] indices counting up: a buffer is
// `device T*` (const when only read) followed by `constant uint&` holding its element count; a
// scalar is `constant T&`.
//   std::string msl = codegen::print(*k, codegen::metal_dialect());
#pragma once
#include "morph/codegen/dialect.h"

namespace morph::codegen {

/// The Metal dialect (stateless; one shared instance).
const Dialect& metal_dialect();

}  // namespace morph::codegen
