// The CUDA C++ dialect of the shared C-style printer (DESIGN L1-L2), compiled by NVRTC with
// --fmad=false. Every f32 `+ - * /` is an explicit IEEE round-to-nearest intrinsic
// (__fadd_rn, __fsub_rn, __fmul_rn, __fdiv_rn) so that neither NVVM nor ptxas can contract
// it; the IR's explicit `fma` is __fmaf_rn (fma.rn.f32, one rounding) and nothing else fuses;
// square root is __fsqrt_rn; floor/rint/trunc are the exact floorf/rintf/truncf; no
// vendor transcendental is ever printed; f32 constants are bit patterns. Logical-subgroup
// shuffles are hardware __shfl_sync/__shfl_xor_sync over the full warp: the runtime requires a
// workgroup size that is a multiple of 32, and CUDA assigns warps by the linear local id
// x + y*X + z*X*Y, which is exactly the oracle's lane numbering (lane = linear id % 32).
//   std::string src = codegen::print_cuda(*kernel);       // `morph fuse ... --emit cuda`
//   std::string entry = codegen::kernel_symbol(*kernel);  // extern "C" entry point in src
#pragma once
#include <string>

#include "morph/codegen/dialect.h"
#include "morph/ir/ir.h"

namespace morph::codegen {

/// The CUDA dialect (stateless; one shared instance).
const Dialect& cuda_dialect();

/// `k` (verified IR) as one CUDA C++ translation unit with an extern "C" __global__ entry
/// point named kernel_symbol(k). Kernel ABI: parameters in IR order; a buffer is a pointer to
/// its element type (f16/bf16 as ushort, i8/u8 as uchar, bool as a 32-bit uint) followed by a
/// uint element count; a scalar is its 32-bit type (bool as uint).
std::string print_cuda(const ir::Kernel& k);

/// The HIP dialect (ROCm; hipcc/hiprtc with -ffp-contract=off), CUDA's twin: the same IEEE _rn
/// intrinsics (__fadd_rn, __fdiv_rn, __fsqrt_rn, __fmaf_rn exist in HIP with the same single
/// rounding), `#include <hip/hip_runtime.h>`, and logical-subgroup shuffles as
/// __shfl/__shfl_xor with width 32, so a 64-wide wavefront is two logical subgroups (lanes
/// 32k..32k+31 of the linear local id, the oracle's numbering). Printed only (no device here).
const Dialect& hip_dialect();

}  // namespace morph::codegen
