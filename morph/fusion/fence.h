// Row-reduction fences with their Map regions attached (DESIGN §4): one kernel reduces each row
// of a [rows, cols] domain through any number of stages — stage k reduces (sum/max/min/mean/
// sumsq, canonical order of morph/ops/reduce_tree.h) a prologue value computed on read from the
// row's inputs and the earlier stages' reduced values — then runs the epilogue, which may read
// the row's inputs and all reduced values, and writes the outputs. Softmax (max, then sum of
// exp(x - max), then scale) is one launch of a two-stage RowProgram.
// With a comptime row length <= 1024 the row is register-resident: each element's values are
// computed once and shared by all passes (docs/dag.md).
// Schedules (RowSchedule) choose workgroup size, rows per workgroup and a comptime row length;
// they never change bits (L6): every schedule realizes the same reduction tree and evaluates
// the same instruction sequence per element.
//   RowProgram rp = ...;  // body: a DagProgram with Reduced(k) instructions; stages: {red, slot}
//   run_rows(dev, rp, default_schedule(cols), rows, cols, {&x.buffer}, {&y.buffer});
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
struct RowStage {
  Red red = Red::Sum;
  uint32_t slot = 0;
  void hash_append(Hasher& h) const;
};

/// A fence kernel's program: `body.outputs` are the epilogue's results (extent Full, PerCol,
/// PerRow or Scalar). A stage's cone may read only Reduced(j) for j < k.
struct RowProgram {
  DagProgram body;
  std::vector<RowStage> stages;
  void check() const;
  void hash_append(Hasher& h) const;
  std::string dump() const;
};

/// How rows map to items (L6: bits never depend on it).
///   subgroup_rows == false: one row per workgroup of `workgroup` items (a power of two, 32..1024);
///   subgroup_rows == true: one 32-item logical subgroup per row, workgroup/32 rows per workgroup.
/// `n_static` (0 = unknown) specializes the kernel for rows of exactly that length (must equal
/// cols at launch), which lets the trace skip empty lanes and unroll the epilogue.
struct RowSchedule {
  uint32_t workgroup = 256;
  bool subgroup_rows = false;
  uint32_t n_static = 0;
  void hash_append(Hasher& h) const;
  std::string str() const;
};

/// The default schedule for rows of `cols` elements: a subgroup per row (4 rows per 128-item
/// workgroup) up to 2048 columns, else a 256-item workgroup per row (1024 from 2^20 columns);
/// n_static = cols.
RowSchedule default_schedule(uint32_t cols);

/// The traced fence kernel. Parameters: one f32 buffer per body input, one per output, then u32
/// rows and cols.
dsl::KernelRef row_kernel(const RowProgram& rp, const RowSchedule& s);

/// Queues one fence launch over [rows, cols] (cols >= 1). Throws UserError on a bad schedule or
/// buffer sizes. `kernel`, when given, must be row_kernel(rp, s).
void run_rows(rt::Device& dev, const RowProgram& rp, const RowSchedule& s, uint32_t rows, uint32_t cols,
              std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
              const dsl::KernelRef& kernel = nullptr);

}  // namespace morph::fusion
