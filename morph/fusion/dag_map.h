// dag_map: ONE DSL kernel that runs any DagProgram (morph/fusion/dag_program.h) given as a
// comptime value — the program's loop and switch vanish at trace time, leaving straight-line
// IR per element; multi-output; one compiled kernel per distinct program (the trace cache key
// is the program's stable hash).
//   dag_map(dev, prog, rows, cols, {&x.buffer, &w.buffer}, {&y.buffer});
#pragma once
#include <cstdint>
#include <span>

#include "morph/dsl/kernel.h"
#include "morph/fusion/dag_program.h"
#include "morph/fusion/map_schedule.h"
#include "morph/runtime/device.h"

namespace morph::fusion {

/// The traced kernel for `p` with `lanes` (1, 2 or 4; 1 unless the domain is Full) consecutive
/// elements per item and trip. Parameters, in order: one buffer per input (input k holds a value
/// of extent p.inputs[k] over [rows, cols], rows read through p.in_row(k), elements of
/// p.in_type(k)), one buffer per output (p.out_type(k)), then the u32
/// scalars rows and cols. Items run a grid-stride loop over groups of `lanes` elements; group g
/// covers elements g*lanes … g*lanes+lanes-1 of the domain in row-major order (element e at
/// (e / dcols, e % dcols), dcols = cols if the domain varies along columns, else 1), read and
/// written with wide accesses (cols must be a multiple of lanes); an output of a smaller extent
/// is written by the items at column 0 and/or row 0 only.
dsl::KernelRef dag_map_kernel(const DagProgram& p, uint32_t lanes = 1);

/// Row `row` of the domain read through RowMap `m` (traced u32 arithmetic; `row` itself for the
/// identity). Used by dag_map and the row fences alike.
dsl::Val<uint32_t> map_row(const RowMap& m, dsl::Val<uint32_t> row);

/// The default lanes of a dag_map launch over rows of `cols`: 4 (128-bit f32 accesses), halved
/// until it divides cols; 1 when the domain is not Full.
uint32_t dag_map_lanes(const DagProgram& p, uint32_t cols);

/// Whether `p` calls one of Morph's long exact routines: a transcendental op (exp, log, tanh,
/// sigmoid, silu, gelu, gelu_tanh, softplus, erf, sin, cos) or fma. Division, square root and
/// the rest are not counted (their wide schedules measured faster on NVIDIA's Vulkan as well),
/// nor, with `exp_family_short` (Caps::wide_exp_math), exp, tanh, sigmoid, silu and gelu_tanh.
/// The input of device_schedule's `long_math`.
bool map_has_long_math(const DagProgram& p, bool exp_family_short = false);

/// Checks that `inputs` / `outputs` match program `p` in number and that each buffer holds the
/// f32 elements its extent needs over a [rows, cols] domain. `who` ("dag_map", "row fence")
/// opens the UserError message.
void check_program_buffers(const char* who, const DagProgram& p, uint32_t rows, uint32_t cols,
                           std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs);

/// Queues one dag_map launch over a [rows, cols] domain. Buffers must hold at least the
/// elements their extents need (checked: UserError naming the input/output). `kernel`, when
/// given, must be dag_map_kernel(p, lanes) for the schedule's lanes (callers that launch often
/// keep it to skip the trace-cache lookup). `schedule` (default: dag_map_lanes, workgroups of
/// 256, default_groups_per_unit of the device) never changes bits (L6); its lanes must divide
/// cols (UserError).
void dag_map(rt::Device& dev, const DagProgram& p, uint32_t rows, uint32_t cols,
             std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
             const dsl::KernelRef& kernel = nullptr, const MapSchedule* schedule = nullptr);

}  // namespace morph::fusion
