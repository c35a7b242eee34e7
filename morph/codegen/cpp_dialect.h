// The C++ dialect of the shared C-style printer, for the `cpu` backend (morph/runtime/cpu).
// A kernel becomes one `extern "C"` function that runs a range of workgroups; the items of a
// workgroup are loops ("work-item loops", as in PoCL and the Karrenberg/Hack region scheme):
//   - a run of statements without barriers or shuffles becomes one loop nest over the items
//     (z, y, x; x innermost, so the compiler can vectorize it), in increasing linear local id;
//   - control flow that contains a barrier or shuffle is workgroup-uniform (the verifier checks
//     it), so it runs once per workgroup; its condition/bounds are read from item 0;
//   - an SSA value used outside the loop nest that defines it lives in a per-item array
//     (`T vN[1024]`), as do the mutable locals of a kernel with barriers;
//   - a barrier is the boundary between two loop nests; a shuffle is a loop of its own that
//     reads the per-item array of its operand (width 32: item l reads item (l & ~31) | src);
//   - shared arrays are per-workgroup arrays.
// Arithmetic is host C++ built with -ffp-contract=off -fno-fast-math: `+ - * /` and
// __builtin_sqrtf are IEEE binary32 (correctly rounded), floor/rint/trunc the exact builtins.
//   std::string src = codegen::print(*k, codegen::cpp_dialect());
//   // entry: extern "C" void k_<name>(const morph_cpu_args* a, ulong group_begin, ulong group_end)
#pragma once
#include "morph/codegen/dialect.h"

namespace morph::codegen {

/// The C++ dialect (stateless; one shared instance).
const Dialect& cpp_dialect();

/// The declaration of the launch argument block every printed kernel takes, as printed in the
/// source (the runtime mirrors it: morph/runtime/cpu/cpu_device.cc). Params are in IR order;
/// param i uses buf[i] and len[i] (buffer) or scalar[i] (scalar bits).
inline constexpr const char* kCppArgsStruct =
    "struct morph_cpu_args {\n"
    "  void* const* buf;     // buffer base pointers, by parameter index\n"
    "  const uint* len;      // buffer element counts, by parameter index\n"
    "  const uint* scalar;   // scalar parameter bits, by parameter index\n"
    "  uint grid[3];         // workgroups per dimension\n"
    "  uint wg[3];           // items per workgroup per dimension\n"
    "  ulong stream_bytes;   // outputs of at least this many bytes take non-temporal stores\n"
    "};\n";

}  // namespace morph::codegen
