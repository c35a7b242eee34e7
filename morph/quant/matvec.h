// Quantized matrix-vector product y = W·x, one DSL kernel for every ggml type (DESIGN §3):
// W is [rows, k] in any type of types.h with float dequantization (a GGUF 2-D tensor, ne =
// {k, rows}); x is [n, k] in f32, f16 or bf16 (n = 1..8 columns, each a row of x); y is
// [n, rows] f32. Every element of y is the canonical reduction (morph/reduce/reduce_tree.h,
// docs/reductions.md) of the products fl(w[r][j] * x[c][j]), j = 0..k-1, where w is ggml's
// dequantized weight — the same bits on the oracle, OpenCL and CUDA and in matvec_host.
//
// Schedule (docs/quant.md "Matvec"): item `lane` of a logical subgroup owns butterfly group
// `lane` of every 1024-element chunk of its rows — logical lanes 32·lane … 32·lane+31, i.e. the
// 32 consecutive elements 1024·f + 32·lane + i. It loads those elements' codes from the device
// layout (matvec_layout.h) with 8/16-byte loads, decodes them in registers, folds each product
// into its lane's accumulator chunk by chunk, then runs the group's butterfly in registers; one
// shuffle butterfly over the 32 group values gives the row. Several rows per item share the x
// loads; columns beyond `cols_per_pass` are done in further passes over W. F32/F16/BF16 rows
// map items to lanes differently, so that their loads are whole 512-byte runs
// (matvec_plain.h); the tree and so the bits are the same.
//   MatvecWeights w = repack_weights(GgmlType::Q4_K, bytes, rows, k);
//   std::vector<float> y = matvec_run(*dev, w, x_bytes, XType::F32, 1);
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/quant/matvec_layout.h"
#include "morph/quant/types.h"
#include "morph/runtime/device.h"

namespace morph::quant {

/// Element type of x.
enum class XType : uint8_t { F32, F16, BF16 };
const char* xtype_name(XType t);

/// Who computes what (DESIGN L6: any schedule gives the same bits). Each item holds
/// 32 · rows_per_item · cols_per_pass / row_parts accumulators.
struct MatvecSchedule {
  uint32_t subgroups = 4;      ///< logical subgroups (32 items) per workgroup (1..32; F32/F16/BF16 1..8)
  uint32_t rows_per_item = 1;  ///< rows each subgroup computes together, sharing x loads (1..4)
  uint32_t cols_per_pass = 1;  ///< columns of x per pass over W (1..8)
  bool prefetch = false;       ///< planar types: load the next chunk's codes before decoding this one; plain
                               ///< types (matvec_plain.h) likewise, the next chunk's words
  /// F32/F16/BF16 only (matvec_plain.h; 1 for quantized types): subgroups sharing each row, each
  /// holding every P-th 512-byte unit of a chunk — 1, 2, 4 (and 8 for F32), dividing `subgroups`
  uint32_t row_parts = 1;
  /// One item walks whole rows (devices whose items are trips of one thread's loop: the cpu
  /// backend, Caps::cheap_workgroups): `subgroups` items per workgroup, each its own row, no
  /// shuffles. The row's 1024 tree lanes live in a per-item array of workgroup memory; the
  /// loop over a chunk's 32 groups decodes a group's 32 weights into a 32-float scratch, then a
  /// loop over the 32 lanes folds w·x into lanes 32g … 32g+31 (the host compiler vectorizes
  /// it); at the end the groups' butterflies run in the item — the same tree
  /// (docs/reductions.md), the same bits. Every type, plain ones included; rows_per_item,
  /// cols_per_pass (every column in one pass), prefetch and row_parts are ignored.
  bool serial = false;
  /// How the K-quants' and Q4_1/Q5_1's weights d·q ∓ m are formed: true, d·q by one fma (the code
  /// as the float 2^23 + q, minus 2^23·d); false, d·float(q) by a multiply. Both are the product
  /// rounded once, so the bits are the same (L6); false where the IR's fma is a routine rather than
  /// one instruction (rt::Caps::cheap_fma: Vulkan's guarded or emulated fma).
  bool fma_decode = true;
  bool operator==(const MatvecSchedule&) const = default;
};
/// The default schedule of type t for n columns. Quantized types: prefetch on; one column four
/// rows per item (Q8_0 Q4_0 IQ4_NL IQ4_XS MXFP4 TQ2_0 Q6_K), two rows without prefetch (Q5_0
/// Q3_K) or two rows (the others: the fastest at both Llama-3-8B FFN shapes on the H200,
/// 2026-12-03); more columns one row per item and two columns per pass. F32/F16/BF16
/// (matvec_plain.h): one column of F16/BF16 rows with k > 8192 two rows per item, one subgroup
/// per row (row_parts 1), no prefetch; shorter rows and F32 four rows per item over four
/// subgroups (row_parts 4) with prefetch; more columns every column in one pass, two rows per
/// item over four subgroups with prefetch. k is the row length in elements (quantized types
/// ignore it). Never throws.
MatvecSchedule default_schedule(GgmlType t, uint32_t ncols, uint32_t k);
/// The default schedule on a device with `caps`: the serial schedule (one item per workgroup)
/// where Caps::cheap_workgroups (the cpu backend), else default_schedule(t, ncols, k); its
/// fma_decode is Caps::cheap_fma.
MatvecSchedule default_schedule(const rt::Caps& caps, GgmlType t, uint32_t ncols, uint32_t k);
/// The serial schedule for n columns: one item per workgroup, every column in one pass.
MatvecSchedule serial_schedule(uint32_t ncols);
/// Workgroups (1-D) and items per workgroup of a launch over `rows` rows.
uint32_t matvec_groups(uint32_t rows, const MatvecSchedule& s);
uint32_t matvec_items(const MatvecSchedule& s);

/// The kernel for (type, k, n columns, x type, schedule): params (w: u32[] repack_weights'
/// words, tab: u32[] quant_table_words(), x: X[n*k], y: f32[n*rows], rows: u32); launch
/// matvec_groups(rows, s) workgroups of matvec_items(s). Traced once per key.
/// Throws UserError for n outside 1..8, a type without float dequantization, k not a positive
/// multiple of the type's block, a schedule outside its ranges (subgroups 1..32, 1..8 for
/// F32/F16/BF16; rows_per_item 1..4; cols_per_pass 1..8), row_parts other than 1 on a quantized
/// type, or row_parts not dividing both the chunk's 512-byte units (4 for F16/BF16, 8 for F32)
/// and the subgroups.
dsl::KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& s);
dsl::KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt);

/// Runs the kernel on `dev`: x is n*k elements of `xt` (raw little-endian bytes), the result
/// n*rows floats (column c's outputs at [c*rows, (c+1)*rows)). Throws UserError on bad sizes
/// (n outside 1..8, x of the wrong size). `seconds`, if given, receives the warm kernel time:
/// the fastest of `reps` launches after the first, timed by rt::time_enqueue (device time where
/// the backend has a clock; matvec_exec.h).
std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, double* seconds = nullptr, int reps = 1);
/// The same with an explicit schedule.
std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, const MatvecSchedule& s, double* seconds = nullptr, int reps = 1);

/// Queues one launch of `kern` (matvec_kernel(w's type, k, n, xt, s)) on device buffers: `w` the
/// repacked words, `tab` quant_table_words(), x and y as in matvec_run. For benchmarks.
void matvec_enqueue(rt::Device& dev, const dsl::KernelRef& kern, const rt::Buffer& w, const rt::Buffer& tab,
                    const rt::Buffer& x, const rt::Buffer& y, uint32_t rows, const MatvecSchedule& s);

/// Plain C++ reference: ggml's dequantization (dequant.h), products in f32, the canonical
/// reduction tree (host_reduce_fn). Same shapes and layout as matvec_run.
std::vector<float> matvec_host(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k,
                               const std::vector<uint8_t>& x, XType xt, uint32_t ncols);

/// x converted to f32 (exact for f16/bf16).
std::vector<float> x_to_f32(const std::vector<uint8_t>& x, XType xt);

}  // namespace morph::quant
