// CUDA C++ source -> PTX / CUBIN through NVRTC (loaded at run time; no GPU needed). The flags
// keep DESIGN L2: no contraction (--fmad=false), IEEE division and square root, denormals kept.
//   cuda::NvrtcOutput out = cuda::nvrtc_compile(src, "vadd", "sm_90", /*cubin=*/true);
//   // out.ptx: the PTX text; out.cubin: sm_90 machine code (empty when not asked for)
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace morph::rt::cuda {

struct NvrtcOutput {
  std::string ptx;
  std::string cubin;  // empty unless asked for (needs a real sm_XX architecture)
  std::string log;    // compiler warnings, if any
};

/// The compile flags for a target architecture ("sm_90"): --gpu-architecture=<arch>,
/// --fmad=false, --prec-div=true, --prec-sqrt=true, --ftz=false.
std::vector<std::string> nvrtc_flags(const std::string& arch);
/// "nvrtc 13.0" — part of every module cache key. Throws BackendUnavailable without NVRTC.
std::string nvrtc_version_string();
/// The architecture compile-only mode targets when there is no device: $MORPH_CUDA_ARCH, else
/// "sm_90" (the H200's).
std::string default_compile_arch();

/// Compiles `source` (which defines extern "C" kernel `kernel_name`) for `arch`. Throws
/// BackendUnavailable when NVRTC is missing, UserError naming the kernel with the NVRTC log
/// (each error line followed by the source line it points at) when compilation fails.
NvrtcOutput nvrtc_compile(std::string_view source, std::string_view kernel_name, const std::string& arch,
                          bool want_cubin);

}  // namespace morph::rt::cuda
