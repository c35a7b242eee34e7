// The CUDA driver API and NVRTC, opened at run time with dlopen from ONE symbol list each
// (Halide's habit), so Morph builds without the CUDA SDK and one binary runs anywhere: the few
// types and enum values Morph needs are declared here (values from the CUDA 13 driver API
// reference, which keeps them stable across versions), and nothing includes cuda.h.
//   std::string why;
//   if (const cuda::Driver* d = cuda::driver(&why)) d->cuInit(0); else std::puts(why.c_str());
//   const cuda::Nvrtc* n = cuda::nvrtc(&why);  // works without a GPU (compile to PTX)
#pragma once
#include <cstddef>
#include <string>

namespace morph::rt::cuda {

// ---- driver API types (opaque handles; ABI of CUDA 12/13 on 64-bit Linux) ----
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;
using CUcontext = CUctx_st*;
using CUmodule = CUmod_st*;
using CUfunction = CUfunc_st*;
using CUstream = CUstream_st*;
using CUevent = CUevent_st*;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8;
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
constexpr int CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr int CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr unsigned CU_EVENT_DEFAULT = 0;
constexpr unsigned CU_STREAM_DEFAULT = 0;

// X(member, "exported symbol", return type, parameter list)
#define MORPH_CUDA_DRIVER_SYMBOLS(X)                                                                                   \
  X(cuInit, "cuInit", CUresult, (unsigned flags))                                                                      \
  X(cuDriverGetVersion, "cuDriverGetVersion", CUresult, (int* version))                                                \
  X(cuGetErrorName, "cuGetErrorName", CUresult, (CUresult e, const char** s))                                          \
  X(cuGetErrorString, "cuGetErrorString", CUresult, (CUresult e, const char** s))                                      \
  X(cuDeviceGetCount, "cuDeviceGetCount", CUresult, (int* n))                                                          \
  X(cuDeviceGet, "cuDeviceGet", CUresult, (CUdevice * d, int ordinal))                                                 \
  X(cuDeviceGetName, "cuDeviceGetName", CUresult, (char* name, int len, CUdevice d))                                   \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute", CUresult, (int* v, int attr, CUdevice d))                            \
  X(cuDeviceTotalMem, "cuDeviceTotalMem_v2", CUresult, (size_t * bytes, CUdevice d))                                   \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", CUresult, (CUcontext * c, CUdevice d))                       \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", CUresult, (CUdevice d))                                 \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult, (CUcontext c))                                                       \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult, (CUdeviceptr * p, size_t bytes))                                            \
  X(cuMemFree, "cuMemFree_v2", CUresult, (CUdeviceptr p))                                                              \
  X(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", CUresult, (CUdeviceptr dst, const void* src, size_t bytes, CUstream s)) \
  X(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2", CUresult, (void* dst, CUdeviceptr src, size_t bytes, CUstream s))       \
  X(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2", CUresult, (CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream s)) \
  X(cuMemsetD32Async, "cuMemsetD32Async", CUresult, (CUdeviceptr dst, unsigned v, size_t n, CUstream s))               \
  X(cuStreamCreate, "cuStreamCreate", CUresult, (CUstream * s, unsigned flags))                                        \
  X(cuStreamDestroy, "cuStreamDestroy_v2", CUresult, (CUstream s))                                                     \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult, (CUstream s))                                                \
  X(cuEventCreate, "cuEventCreate", CUresult, (CUevent * e, unsigned flags))                                           \
  X(cuEventDestroy, "cuEventDestroy_v2", CUresult, (CUevent e))                                                        \
  X(cuEventRecord, "cuEventRecord", CUresult, (CUevent e, CUstream s))                                                 \
  X(cuEventSynchronize, "cuEventSynchronize", CUresult, (CUevent e))                                                   \
  X(cuEventElapsedTime, "cuEventElapsedTime", CUresult, (float* ms, CUevent a, CUevent b))                             \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx", CUresult,                                                                \
    (CUmodule * m, const void* image, unsigned n, int* opts, void** vals))                                             \
  X(cuModuleUnload, "cuModuleUnload", CUresult, (CUmodule m))                                                          \
  X(cuModuleGetFunction, "cuModuleGetFunction", CUresult, (CUfunction * f, CUmodule m, const char* name))              \
  X(cuLaunchKernel, "cuLaunchKernel", CUresult,                                                                        \
    (CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,                       \
     unsigned shared_bytes, CUstream s, void** params, void** extra))

// ---- NVRTC ----
using nvrtcResult = int;
struct _nvrtcProgram;
using nvrtcProgram = _nvrtcProgram*;
constexpr nvrtcResult NVRTC_SUCCESS = 0;

#define MORPH_NVRTC_SYMBOLS(X)                                                                                 \
  X(nvrtcVersion, "nvrtcVersion", nvrtcResult, (int* major, int* minor))                                       \
  X(nvrtcGetErrorString, "nvrtcGetErrorString", const char*, (nvrtcResult r))                                  \
  X(nvrtcCreateProgram, "nvrtcCreateProgram", nvrtcResult,                                                     \
    (nvrtcProgram * p, const char* src, const char* name, int n_headers, const char* const* headers,           \
     const char* const* include_names))                                                                        \
  X(nvrtcDestroyProgram, "nvrtcDestroyProgram", nvrtcResult, (nvrtcProgram * p))                               \
  X(nvrtcCompileProgram, "nvrtcCompileProgram", nvrtcResult, (nvrtcProgram p, int n, const char* const* opts)) \
  X(nvrtcGetProgramLogSize, "nvrtcGetProgramLogSize", nvrtcResult, (nvrtcProgram p, size_t * n))               \
  X(nvrtcGetProgramLog, "nvrtcGetProgramLog", nvrtcResult, (nvrtcProgram p, char* log))                        \
  X(nvrtcGetPTXSize, "nvrtcGetPTXSize", nvrtcResult, (nvrtcProgram p, size_t * n))                             \
  X(nvrtcGetPTX, "nvrtcGetPTX", nvrtcResult, (nvrtcProgram p, char* ptx))                                      \
  X(nvrtcGetCUBINSize, "nvrtcGetCUBINSize", nvrtcResult, (nvrtcProgram p, size_t * n))                         \
  X(nvrtcGetCUBIN, "nvrtcGetCUBIN", nvrtcResult, (nvrtcProgram p, char* cubin))

#define MORPH_CUDA_MEMBER(member, symbol, ret, params) ret(*member) params = nullptr;

/// The driver API entry points, all non-null once loaded.
struct Driver {
  MORPH_CUDA_DRIVER_SYMBOLS(MORPH_CUDA_MEMBER)
  /// "CUDA_ERROR_…: description" for a result code.
  std::string error_text(CUresult r) const;
};

/// The NVRTC entry points, all non-null once loaded.
struct Nvrtc {
  MORPH_NVRTC_SYMBOLS(MORPH_CUDA_MEMBER)
  int major = 0, minor = 0;
  std::string library;  // the file that was opened
};

#undef MORPH_CUDA_MEMBER

/// libcuda.so.1, loaded and cuInit-ed once per process; nullptr (and `why`) when there is no
/// driver, a symbol is missing, or cuInit fails (e.g. no device).
const Driver* driver(std::string* why = nullptr);
/// libnvrtc (.so.13, .so.12, .so, also under /usr/local/cuda/lib64 and $CUDA_PATH/lib64),
/// loaded once; nullptr (and `why`) when not found. Needs no GPU.
const Nvrtc* nvrtc(std::string* why = nullptr);

}  // namespace morph::rt::cuda
