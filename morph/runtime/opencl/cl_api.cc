#include "morph/runtime/opencl/cl_api.h"

#include <dlfcn.h>

namespace morph::rt {

const ClApi& cl_api() {
  static const ClApi api = [] {
    ClApi a;
    a.lib = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!a.lib) a.lib = dlopen("libOpenCL.so", RTLD_NOW | RTLD_LOCAL);
    if (!a.lib) {
      a.error =
          "libOpenCL.so.1 not found (install an ICD loader and a driver, e.g. ocl-icd-libopencl1 pocl-opencl-icd)";
      return a;
    }
#define MORPH_CL_LOAD(name)                                         \
  a.name = reinterpret_cast<decltype(a.name)>(dlsym(a.lib, #name)); \
  if (!a.name && a.error.empty()) a.error = "libOpenCL.so.1 lacks the symbol " #name;
    MORPH_CL_SYMBOLS(MORPH_CL_LOAD)
#undef MORPH_CL_LOAD
    return a;
  }();
  return api;
}

std::string cl_error_name(cl_int err) {
  const char* n = "unknown OpenCL error";
  switch (err) {
    case CL_DEVICE_NOT_FOUND: n = "CL_DEVICE_NOT_FOUND"; break;
    case CL_DEVICE_NOT_AVAILABLE: n = "CL_DEVICE_NOT_AVAILABLE"; break;
    case CL_COMPILER_NOT_AVAILABLE: n = "CL_COMPILER_NOT_AVAILABLE"; break;
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: n = "CL_MEM_OBJECT_ALLOCATION_FAILURE"; break;
    case CL_OUT_OF_RESOURCES: n = "CL_OUT_OF_RESOURCES"; break;
    case CL_OUT_OF_HOST_MEMORY: n = "CL_OUT_OF_HOST_MEMORY"; break;
    case CL_BUILD_PROGRAM_FAILURE: n = "CL_BUILD_PROGRAM_FAILURE"; break;
    case CL_INVALID_VALUE: n = "CL_INVALID_VALUE"; break;
    case CL_INVALID_DEVICE: n = "CL_INVALID_DEVICE"; break;
    case CL_INVALID_BINARY: n = "CL_INVALID_BINARY"; break;
    case CL_INVALID_BUILD_OPTIONS: n = "CL_INVALID_BUILD_OPTIONS"; break;
    case CL_INVALID_PROGRAM: n = "CL_INVALID_PROGRAM"; break;
    case CL_INVALID_PROGRAM_EXECUTABLE: n = "CL_INVALID_PROGRAM_EXECUTABLE"; break;
    case CL_INVALID_KERNEL_NAME: n = "CL_INVALID_KERNEL_NAME"; break;
    case CL_INVALID_KERNEL: n = "CL_INVALID_KERNEL"; break;
    case CL_INVALID_ARG_INDEX: n = "CL_INVALID_ARG_INDEX"; break;
    case CL_INVALID_ARG_VALUE: n = "CL_INVALID_ARG_VALUE"; break;
    case CL_INVALID_ARG_SIZE: n = "CL_INVALID_ARG_SIZE"; break;
    case CL_INVALID_KERNEL_ARGS: n = "CL_INVALID_KERNEL_ARGS"; break;
    case CL_INVALID_WORK_DIMENSION: n = "CL_INVALID_WORK_DIMENSION"; break;
    case CL_INVALID_WORK_GROUP_SIZE: n = "CL_INVALID_WORK_GROUP_SIZE"; break;
    case CL_INVALID_WORK_ITEM_SIZE: n = "CL_INVALID_WORK_ITEM_SIZE"; break;
    case CL_INVALID_GLOBAL_WORK_SIZE: n = "CL_INVALID_GLOBAL_WORK_SIZE"; break;
    case CL_INVALID_BUFFER_SIZE: n = "CL_INVALID_BUFFER_SIZE"; break;
    case CL_INVALID_MEM_OBJECT: n = "CL_INVALID_MEM_OBJECT"; break;
    case CL_INVALID_COMMAND_QUEUE: n = "CL_INVALID_COMMAND_QUEUE"; break;
    case CL_INVALID_CONTEXT: n = "CL_INVALID_CONTEXT"; break;
    case CL_INVALID_PLATFORM: n = "CL_INVALID_PLATFORM"; break;
    case -1001: n = "CL_PLATFORM_NOT_FOUND_KHR (no OpenCL driver registered with the ICD loader)"; break;
    default: break;
  }
  return std::string(n) + " (" + std::to_string(err) + ")";
}

}  // namespace morph::rt
