// The OpenCL C 1.2 dialect of the shared C-style printer (DESIGN L1-L2): FP_CONTRACT OFF,
// constants as bit patterns, no built-in transcendental; the IR's explicit `fma` is the built-in
// `fma()` (correctly rounded by the OpenCL spec, measured single-rounding on PoCL and NVIDIA). Division and square root
// are the native `/` and `sqrt` only when the device reports CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT and the program is
// built with -cl-fp32-correctly-rounded-divide-sqrt (OpenClOptions::native_div_sqrt); otherwise Morph's own correctly
// rounded integer routines (morph/codegen/prelude.h). Logical-subgroup shuffles go through local memory (bits identical
// to a hardware shuffle), or NVIDIA's warp shuffles by inline PTX (OpenClOptions::ptx_shuffles).
//   std::string src = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = true}));
#pragma once
#include <memory>

#include "morph/codegen/dialect.h"

namespace morph::codegen {

struct OpenClOptions {
  /// Print `/` and `sqrt`; only valid with -cl-fp32-correctly-rounded-divide-sqrt on a device
  /// that reports CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT.
  bool native_div_sqrt = false;
  /// DESIGN L4 flush mode (a device without CL_FP_DENORM): flush exactly where the oracle's
  /// flush mode does (Dialect::flush_denormals).
  bool flush_denormals = false;
  /// Logical-subgroup shuffles as NVIDIA's warp shuffles, through inline PTX
  /// (`shfl.sync.idx.b32` / `shfl.sync.bfly.b32`, full mask, width 32): only for NVIDIA's OpenCL,
  /// whose compiler takes inline PTX and runs work-items of consecutive linear local ids as the
  /// lanes of a warp (the device enables it after an open-time probe; caps()
  /// .native_subgroup_width = 32). Otherwise shuffles go through local memory (same bits).
  bool ptx_shuffles = false;
};

/// The OpenCL C dialect.
std::unique_ptr<Dialect> opencl_dialect(const OpenClOptions& opts = {});

/// The OpenCL C functions through which OpenClOptions::ptx_shuffles prints a shuffle:
/// `uint morph_shfl_idx(uint v, uint lane)` and `uint morph_shfl_bfly(uint v, uint mask)` (inline
/// PTX shfl.sync, width 32, full mask). The OpenCL device's open-time probe builds the same text.
const char* opencl_ptx_shuffle_functions();

}  // namespace morph::codegen
