// The matvec kernel for F32, F16 and BF16 weights (matvec.h's matvec_kernel calls it for those
// types): the same canonical per-row order as the quantized kernel, with an item-to-lane map
// chosen for plain rows. Item `sub` of a logical subgroup owns, in each 1024-element chunk, the
// logical lanes 32U·q + U·sub + e (q = 0 … 32/U − 1, e = 0 … U − 1), where U is the number of
// weights in 16 bytes (4 for f32, 8 for f16/bf16): every 16-byte load of W is one piece of a
// 512-byte run read by the whole subgroup (ggml's rows as they are, no repacking), and x's
// loads cover the same lanes (16- or 8-byte pieces; element by element where a column of x
// does not start on the load's width). Step 1 of
// the canonical tree (docs/reductions.md) is unchanged — each lane folds its elements chunk by
// chunk; for steps 2 and 3 the lanes pass through shared memory (lane L at L + L/32, free of bank
// conflicts both ways) so that item `sub` holds butterfly group `sub`, as in the quantized
// kernel. With row_parts P > 1, P subgroups share each row: part p holds the units q ≡ p (mod
// P) of every chunk (32/P slots per item per row and column), all parts store their lanes to the
// row set's shared region, and the row set's (row, column) pairs are combined P at a time, one
// per part. Shared memory: 4·1056 bytes per subgroup, at most 8 subgroups per workgroup (33 KB:
// devices that offer only 32 KB of workgroup memory, the OpenCL minimum, refuse 8).
// Weights are read as u32 words: f16 through dsl::half_to_float_value (one cvt on CUDA; a NaN
// weight gives a NaN of unspecified payload, and y's NaNs all compare equal), bf16 by a shift.
#pragma once
#include <cstdint>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/dsl/kernel.h"
#include "morph/quant/matvec.h"
#include "morph/quant/types.h"

namespace morph::quant::detail {

/// The rows item computes in both matvec kernels: subgroup s of workgroup g belongs to row set
/// s / P (P subgroups share each row, P = row_parts; 1 in the quantized kernel) and takes rows
/// (g·W/P + s/P)·R … + R − 1 (`row`); `base` is each row's first word in W — rows past the end
/// compute row rows − 1 and store nothing. For use inside a kernel body.
struct ItemRows {
  std::vector<dsl::Val<uint32_t>> row, base;
};
inline ItemRows item_rows(uint32_t W, uint32_t R, dsl::Val<uint32_t> rows, uint32_t row_words, uint32_t P = 1) {
  using namespace dsl;
  Val<uint32_t> set = P == 1 ? local_id(0) >> 5u : (local_id(0) >> 5u) / P;
  Val<uint32_t> first = (group_id(0) * (W / P) + set) * R;
  ItemRows ir;
  for (uint32_t r = 0; r < R; ++r) {
    ir.row.push_back(first + r);
    ir.base.push_back(min(ir.row.back(), rows - 1u) * row_words);
  }
  return ir;
}

/// The kernel for plain weights t (F32, F16 or BF16): params (w: u32[] repack_weights' words,
/// tab: u32[] unused, x: X[n*k], y: f32[n*rows], rows: u32), launched as matvec_kernel's.
/// Arguments are checked by matvec_kernel; throws UserError for more than 8 subgroups or a
/// row_parts that does not divide both the chunk's 512-byte units (4 for F16/BF16, 8 for F32)
/// and the subgroups.
dsl::KernelRef matvec_plain_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& s);

}  // namespace morph::quant::detail
