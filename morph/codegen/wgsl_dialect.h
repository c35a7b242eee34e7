// The WGSL (WebGPU) dialect of the shared C-style printer — printed only, golden-tested
// (tests/golden/*.wgsl) and validated by naga (ctest wgsl_validate, the `wgpu` Python package).
// WGSL permits an implementation to reassociate and contract float arithmetic and gives no
// `precise`, so Morph's bit-exactness is NOT promised on WebGPU until a fence technique is
// proven there (docs/backends.md); the source is written as if it were: one operation per
// statement, constants as bitcast<f32>(0x…u), Morph's 32-bit-integer division and square root,
// integer→float conversion exact by halves (WGSL leaves its rounding direction open), and the
// IR's fma as Morph's integer-only emulation (morph/codegen/wgsl_fma.c; WGSL's own fma() may
// round twice).
// The shared printer's C text is turned into WGSL by one pass (finish()): declarations become
// `var name: T = …`, C casts constructors, `?:` select(), braceless ifs get braces.
// f16/bf16/i8/u8 buffers (WGSL has no 8/16-bit storage) are arrays of u32 words holding 2 or 4
// elements, written with atomicAnd/atomicOr (packed_accesses); their length member is still
// the element count.
// Kernel ABI: buffer parameter i at @group(0) @binding(i); the element counts and scalars in a
// uniform struct at @group(1) @binding(0); workgroup size from the override constants
// morph_wg_x/y/z.
//   std::string wgsl = codegen::print(*k, codegen::wgsl_dialect());
#pragma once
#include <string>

#include "morph/codegen/dialect.h"

namespace morph::codegen {

/// The WGSL dialect (stateless; one shared instance).
const Dialect& wgsl_dialect();

/// Rewrites the element accesses of the buffers the WGSL signature declares packed (f16/bf16 as
/// 16-bit, i8/u8 as 8-bit elements of array<u32>; array<atomic<u32>> when written): a load
/// `p[i]` reads the element's bits of word i >> 1 (>> 2), a store `p[i] = (ushort)v;` clears
/// and sets them with atomicAnd/atomicOr, so items storing neighbouring elements of one word
/// never lose each other's bits. Runs on the shared printer's C text, before c_to_wgsl.
std::string packed_accesses(const std::string& c_source);

/// The C-subset -> WGSL pass used by the dialect (exposed for tests): function definitions,
/// declarations, for-loops, braceless if/else, `?:` -> select(), casts and type names.
std::string c_to_wgsl(const std::string& c_source);

}  // namespace morph::codegen
