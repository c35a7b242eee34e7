// The OpenCL entry points Morph uses, listed once and resolved at run time from the ICD loader
// (libOpenCL.so.1) with dlopen, so the build needs only the Khronos headers and one binary
// runs on machines without OpenCL (DESIGN §5). Types come from <CL/cl.h> (opencl-headers).
//   const rt::ClApi& cl = rt::cl_api();
//   if (!cl.ok()) throw BackendUnavailable(cl.error);
//   cl.clGetPlatformIDs(0, nullptr, &n);
#pragma once
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

#include <string>

namespace morph::rt {

// clang-format off
#define MORPH_CL_SYMBOLS(X)                                                                 \
  X(clGetPlatformIDs) X(clGetPlatformInfo) X(clGetDeviceIDs) X(clGetDeviceInfo)            \
  X(clCreateContext) X(clReleaseContext) X(clCreateCommandQueue) X(clReleaseCommandQueue)  \
  X(clCreateBuffer) X(clReleaseMemObject) X(clEnqueueWriteBuffer) X(clEnqueueReadBuffer)   \
  X(clEnqueueCopyBuffer) X(clCreateProgramWithSource) X(clCreateProgramWithBinary)         \
  X(clBuildProgram) X(clGetProgramBuildInfo) X(clGetProgramInfo) X(clReleaseProgram)       \
  X(clCreateKernel) X(clReleaseKernel) X(clSetKernelArg) X(clEnqueueNDRangeKernel)         \
  X(clFinish) X(clFlush) X(clGetEventProfilingInfo) X(clReleaseEvent)

struct ClApi {
#define MORPH_CL_DECLARE(name) decltype(&::name) name = nullptr;
  // clang-format on
  MORPH_CL_SYMBOLS(MORPH_CL_DECLARE)
#undef MORPH_CL_DECLARE
  void* lib = nullptr;
  std::string error;  // why the loader or a symbol is missing ("" when ok())
  bool ok() const { return error.empty(); }
};

/// The process-wide API table (loaded on first use; never unloaded).
const ClApi& cl_api();

/// "CL_OUT_OF_RESOURCES (-5)" for an OpenCL error code.
std::string cl_error_name(cl_int err);

}  // namespace morph::rt
