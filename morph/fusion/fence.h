// Row-reduction fences with their Map regions attached (DESIGN §4): one kernel reduces each row
// of a [rows, cols] domain through any number of stages — stage k reduces (sum/max/min/mean/
// sumsq, canonical order of morph/reduce/reduce_tree.h) a prologue value computed on read from the
// row's inputs and the earlier stages' reduced values — then runs the epilogue, which may read
// the row's inputs and all reduced values, and writes the outputs. Softmax (max, then sum of
// exp(x - max), then scale) is one launch of a two-stage FenceProgram.
// With a comptime row length of at most 8 elements per item the row is register-resident: each
// element's values are computed once and shared by all passes (docs/dag.md). Long rows may be
// split over many workgroups (S + 1 launches for S stages, the canonical order kept).
// Schedules (FenceSchedule) choose workgroup size, rows per workgroup and a comptime row length;
// they never change bits (L6): every schedule realizes the same reduction tree and evaluates
// the same instruction sequence per element.
//   FenceProgram rp = ...;  // body: a DagProgram with Reduced(k) instructions; stages: {red, slot}
//   run_rows(dev, rp, default_schedule(cols), rows, cols, inputs, outputs);   // spans of buffers
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/fusion/dag_program.h"
#include "morph/runtime/device.h"

namespace morph::fusion {

/// Stage k of a row program: reduce slot `slot` of the body (its prologue is the slot's cone)
/// with `red`; later slots read the result through DagOp::Reduced(k).
struct FenceStage {
  Red red = Red::Sum;
  uint32_t slot = 0;
  void hash_append(Hasher& h) const;
};

/// A fence kernel's program: `body.outputs` are the epilogue's results (extent Full, PerCol,
/// PerRow or Scalar). A stage's cone may read only Reduced(j) for j < k.
struct FenceProgram {
  DagProgram body;
  std::vector<FenceStage> stages;
  void check() const;
  void hash_append(Hasher& h) const;
  std::string dump() const;
  /// Whether `st` (one of `stages`) is a max of |x| (RMSNorm's prescale): its values are non-negative or NaNs
  /// with the sign clear, whose unsigned bit order is the float order, so a max of the bits as
  /// u32 (abs_max) gives the stage's value on every row without a NaN and a NaN on a row with one
  /// (all NaNs are equal, DESIGN L4) — one instruction instead of the IR max's NaN and
  /// signed-zero cases.
  bool abs_max_stage(const FenceStage& st) const {
    const DagInstr& v = body.instrs[st.slot];
    return st.red == Red::Max && v.op == DagOp::Un && v.code == static_cast<uint8_t>(UnOp::Abs);
  }
};

/// The max of two values of an abs_max_stage, as an unsigned integer max of their bits.
inline dsl::Val<float> abs_max(dsl::Val<float> a, dsl::Val<float> b) {
  return dsl::bitcast<float>(dsl::max(dsl::bitcast<uint32_t>(a), dsl::bitcast<uint32_t>(b)));
}

/// How rows map to items (L6: bits never depend on it; docs/reductions.md "Schedules").
///   subgroup_rows == false, split == 1: one row per workgroup of `workgroup` items (a power of
///     two, 32..1024); item t computes logical lanes t + q*workgroup.
///   subgroup_rows == true: one 32-item logical subgroup per row, workgroup/32 rows per
///     workgroup; item t computes logical lanes t + 32q (group q).
///   split > 1 (a power of two up to 32, subgroup_rows false, workgroup * split >= 1024): each
///     row is spread over `split` workgroups; workgroup p computes the butterfly groups of lanes
///     [p*1024/split, (p+1)*1024/split) with workgroup*split/1024 items per lane (the lane's
///     values computed in parallel, folded in order by one item) and writes them to a partials
///     buffer; the next launch combines the 32 group values of every row in the tree's order.
///     A program of S stages runs in S + 1 launches (stage k's launch combines stages < k; the
///     last launch runs the epilogue, the row's columns shared among the split workgroups).
///   row_items = R (a power of two <= workgroup, 0 = as above): R items per row, workgroup/R
///     rows per workgroup (a 128-wide row on 16 items: item t computes lanes t + 16q).
///   blocked (with row_items = R <= 32 and n_static = n, n a multiple of 32, at most 1024, R
///     dividing n/32): item t owns whole butterfly groups g = t, t+R, … (lanes 32g … 32g+31),
///     so tree step 2 runs in its registers and step 3 needs log2(R) shuffles. Inputs are read
///     with 128-bit accesses in column order (item t: columns 4(t + R·c) … +3); the stages'
///     operands reach the group layout through shared memory (one transposition per input a
///     stage reads); the epilogue runs in the column layout, 4 columns per loop trip.
///   serial (workgroup = W rows, any power of two up to 1024; no split, subgroup rows, shuffles or
///     blocked): one item walks its whole row (devices whose items are trips of one thread's loop:
///     the cpu backend). Tree step 1 combines the row's 1024-column chunks into a per-row array of
///     lanes in column order, step 2 runs the butterflies of all groups in one loop over the
///     groups, step 3 combines the group values; every loop over columns counts the buffer index
///     itself, so the host compiler sees contiguous accesses and vectorizes. One launch for any
///     row length.
/// `n_static` (0 = unknown) specializes the kernel for rows of exactly that length (must equal
/// cols at launch): empty lanes are skipped at trace time, and rows of at most 8 elements per
/// item are register-resident (each element's values computed once for every stage).
/// `shuffles` (rows of >= 32 items only): tree steps 2 and 3 by subgroup shuffles; otherwise
/// (default) the lane values go through shared memory and each group's butterfly runs in one
/// item's registers — 2 barriers per stage, no shuffles (OpenCL prints a shuffle as a barrier
/// round trip through local memory, which PoCL compiles slowly).
struct FenceSchedule {
  uint32_t workgroup = 256;
  bool subgroup_rows = false;
  uint32_t n_static = 0;
  uint32_t split = 1;
  uint32_t row_items = 0;
  bool shuffles = false;
  bool blocked = false;
  /// With `blocked`: launches over at most this many rows take few_rows_schedule(n_static)
  /// instead (0: never). The blocked schedule gives each item 32 columns of a row, which pays
  /// when rows fill the GPU; a few rows (decode: 32 heads of 128) finish sooner on a subgroup per
  /// row, 4 columns per item (H200, 32 x 128 gated norm: 5.6 vs 7.1 µs).
  uint32_t few_rows = 0;
  /// With `blocked` and `few_rows`: those few-row launches take one workgroup per row (the
  /// short-row schedule of device_row_schedule) instead of few_rows_schedule — set there where
  /// Caps::short_rows_per_workgroup (NVIDIA Vulkan, H200: 32 x 128 gated norm 12.9 vs 19.7 µs,
  /// while 131072 x 128 runs blocked in 431 µs and a workgroup per row in 782 µs).
  bool few_rows_per_workgroup = false;
  bool serial = false;
  /// Speculative stages (register-resident rows with shuffles; docs/reductions.md): a stage
  /// whose column values read earlier stages' results only as a factor u of a
  /// product (rms_norm's and layer_norm's power-of-two scale s in x * s) is reduced with u = 1
  /// beside the stage before it — one pass of shuffles and barriers for both trees — and again,
  /// the usual way, only in a row whose u turns out not to be exactly 1 (a row with max|x| beyond
  /// 2^40, or below 2^-40 with a tiny eps). x * 1 is x, so a hit gives the very bits of the second
  /// pass (L6). Set by device_row_schedule and rows_launch_schedule where subgroups of 32 are
  /// native (Caps::native_subgroup_width); other schedules ignore it.
  bool speculate = false;
  /// Items that share one row (R above; the workgroup for split rows).
  uint32_t items_per_row() const;
  void hash_append(Hasher& h) const;
  std::string str() const;
  bool operator==(const FenceSchedule&) const = default;
};

/// Elements per item up to which a row with a comptime length is register-resident.
inline constexpr uint32_t kResidentPerItem = 8;

/// The default schedule for rows of `cols` elements (n_static = cols): for multiples of 32 up to
/// 256 the blocked schedule (items per row: the largest power of two dividing cols/32; 128-item
/// workgroups, 64 or 32 where an item owns 3 to 7 groups); other rows up to 256 a subgroup per row (4 rows
/// per 128-item workgroup; shuffles up to 128 columns, shared memory up to 256); a workgroup of
/// clamp(cols/2, 128, 1024) items per row up to 2048 columns and of clamp(cols/8, 128, 1024) up
/// to 8192 (register-resident); beyond, each row split over 32 workgroups of 1024 items (S + 1
/// launches for S stages). Chosen from H200 timings of bench/rows_bench.cc.
FenceSchedule default_schedule(uint32_t cols);

/// The schedule run_rows takes instead of a blocked `s` for launches of at most s.few_rows rows:
/// a subgroup per row (shuffles up to 128 columns), 4 rows per 128-item workgroup.
FenceSchedule few_rows_schedule(uint32_t cols);

/// The schedule a launch over `rows` rows of `cols` elements runs under `s` on a device with
/// `caps` (run_rows): a blocked `s` specialized for `cols` over at most s.few_rows rows, or on a
/// device without Caps::wide_accesses, takes one workgroup per row where
/// s.few_rows_per_workgroup, else few_rows_schedule(cols); any other `s` runs as it is. Same
/// bits (L6).
FenceSchedule rows_launch_schedule(const FenceSchedule& s, uint32_t rows, uint32_t cols, const rt::Caps& caps);

/// The serial schedule for rows of `cols` elements (n_static = cols): one row per workgroup of one
/// item.
FenceSchedule serial_schedule(uint32_t cols);

/// The device's part of a default schedule `s` (a plan's row launch without a schedule of the
/// caller's), decided here and only here from its caps: serial_schedule(s.n_static) where
/// Caps::cheap_workgroups (the cpu backend,
/// whose items are trips of one thread's loop: one item walking a whole row in long loops
/// vectorizes); where Caps::short_rows_per_workgroup (Vulkan GPUs), one workgroup of
/// clamp(bit_ceil(cols), 32, 256) items per row for the subgroup-per-row schedules of rows up
/// to 256, and for the blocked ones only in their few-row launches (few_rows_per_workgroup: many
/// rows run blocked); the workgroup-per-row schedules with `shuffles` (tree steps 2 and 3 by subgroup
/// butterflies) where Caps::native_subgroup_width is 32 (CUDA); else `s`. Same bits either way
/// (L6).
FenceSchedule device_row_schedule(const FenceSchedule& s, const rt::Caps& caps);

/// Device launches one fence of `rp` takes under `s`: 1, or stages + 1 when s.split > 1.
uint32_t row_launch_count(const FenceProgram& rp, const FenceSchedule& s);

/// The traced fence kernel of launch `phase` (< row_launch_count). Parameters: one f32 buffer
/// per body input, one per output, then (split > 1 only) the f32 partials buffer of
/// rows * stages * 32 group values, then u32 rows and cols.
dsl::KernelRef row_kernel(const FenceProgram& rp, const FenceSchedule& s, uint32_t phase = 0);
/// Every launch's kernel, in launch order.
std::vector<dsl::KernelRef> row_kernels(const FenceProgram& rp, const FenceSchedule& s);

/// Queues the fence's launches over [rows, cols] (cols >= 1). Throws UserError on a bad schedule
/// or buffer sizes. `kernels`, when given, must be row_kernels(rp, s). A split schedule needs a
/// partials buffer of at least rows * stages * 32 f32; when `partials` is null one is allocated
/// (a plan passes a cached one so repeated calls do not allocate).
void run_rows(rt::Device& dev, const FenceProgram& rp, const FenceSchedule& s, uint32_t rows, uint32_t cols,
              std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
              std::span<const dsl::KernelRef> kernels = {}, const rt::Buffer* partials = nullptr);

}  // namespace morph::fusion
