// The cpu backend (DESIGN §5): kernels printed as C++ by the cpp dialect
// (morph/codegen/cpp_dialect.h), compiled at run time by the host compiler into a shared object
// (morph/runtime/cpu/host_compiler.h), cached in memory and on disk ($XDG_CACHE_HOME/morph/cpu;
// key: source, compiler identity and version, flags, CPU model and features), and run with the
// workgroups of a launch spread over a thread pool of all cores ($MORPH_CPU_THREADS to change).
// Buffers are host memory (64-byte aligned). Launches run when queued; synchronize() is a no-op.
// $MORPH_CPU_DUMP_DIR: every compiled kernel's source is also written there (<symbol>-<key>.cpp).
// An elementwise output of at least $MORPH_CPU_STREAM_BYTES bytes (default 8 MiB) is written with
// non-temporal stores (codegen::cpp_dialect: staged outputs); the bits are the same either way.
//   auto dev = rt::open_device("cpu");
//   dev->launch(kernel, {groups}, {256}, {rt::arg(x), rt::arg(y)});
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "morph/ir/ir.h"
#include "morph/runtime/device.h"
#include "morph/runtime/registry.h"

namespace morph::rt {

/// Opens the cpu device. Throws BackendUnavailable when no host compiler can be run.
std::unique_ptr<Device> open_cpu_device();

/// The host compiler command the cpu backend builds `k` with: $CXX when set (for every kernel);
/// else `clang++` for a kernel that prefers Clang (dsl::prefer_host_compiler) when one runs, and
/// `c++` for the others. Throws BackendUnavailable when no host compiler can be run.
std::string cpu_compiler_command(const ir::Kernel& k);

/// Sets the size in bytes from which an elementwise output is written with non-temporal stores
/// (0: every staged output; UINT64_MAX: none), for every cpu device of the process; returns
/// the previous value. The default is $MORPH_CPU_STREAM_BYTES, else 8 MiB.
uint64_t set_cpu_stream_bytes(uint64_t bytes);

/// The registry hooks of this backend (listed in morph/runtime/backends.cc).
BackendFactory cpu_backend_factory();

}  // namespace morph::rt
