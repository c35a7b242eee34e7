// Phases of a long item loop for the cpp dialect (the cpu backend): the straight-line body of a
// chunked grid-stride loop cut into consecutive runs of statements, each run a loop of its own
// over the same chunk of items ("loop fission"), the values one phase defines and a later one
// reads kept in per-chunk arrays on the stack ("spills").
//
// Why: an exact activation is one long dependency chain per item (silu(a)*b: ~100 statements,
// ~60 instructions per vector and ~130 cycles of latency). An out-of-order core overlaps items only
// as far as its scheduler holds their instructions, so a vector of such a loop runs at the
// chain's latency divided by the items in flight, well below the core's issue rate (AMD EPYC Zen 5,
// 2 cores, 2026-12-05: silu(a)*b 0.44 ns per item on one core in L1; in three phases 0.31 ns, the
// 7-op chain 0.66 -> 0.34 ns). Shorter loops keep more items in flight; a spill costs one
// store and one load per item in L1. The phases compute exactly the same operations on the same
// values: the results are the same bits.
//   PhasePlan plan = plan_phases(loop.body, kPhaseWork);
//   if (plan.phases() > 1) { /* print plan.phases() loops: see CppKernelPrinter::nest */ }
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "morph/ir/ir.h"

namespace morph::codegen {

/// Statements of non-zero work a phase aims at: measured on the exact silu(a)*b, silu(a*w+b) and
/// the 7-op chain (AMD EPYC Zen 5 and GCC 12, 2026-12-05), phases of 20 gave the best times of
/// 12 to 40 (the chains 1.3-2x faster than unsplit; 12 was slower again: spills dominate).
inline constexpr size_t kPhaseWork = 20;

/// A plan for printing a loop body as phases. Indices are into the body; a value is an SSA id.
struct PhasePlan {
  /// The first statement of each phase after the first, increasing; empty: one phase.
  std::vector<size_t> cuts;
  // (The per-phase lists have phases() entries, empty ones included.)
  /// Per phase: the statements before the phase that it prints again at its top, in body order
  /// — constants, parameters, builtins, loads, and integer arithmetic on those (index math):
  /// cheaper to recompute than to spill, and the same value each time.
  std::vector<std::vector<size_t>> remat{{}};
  /// Per phase: the values it reads from their spill arrays at its top (defined by an earlier
  /// phase, not rematerializable).
  std::vector<std::vector<int32_t>> spill_in{{}};
  /// Per phase: statements before the phase that it prints again after its spill loads, in body
  /// order — an integer or boolean operation (a comparison, a select of flags) whose operands the
  /// phase has anyway (spilled in, rematerialized or printed again): one instruction instead of
  /// a store and a load (silu's `k > 0` flag: 0.321 -> 0.310 ns per element in L1, AMD EPYC Zen 5).
  std::vector<std::vector<size_t>> remat_late{{}};
  /// Per phase: the values it defines that a later phase reads, written to their spill arrays
  /// at its end.
  std::vector<std::vector<int32_t>> spill_out{{}};
  /// Every spilled value, in body order (one array per chunk each).
  std::vector<int32_t> spilled;

  size_t phases() const { return cuts.size() + 1; }
  /// [begin, end) of phase `p` in a body of `n` statements.
  size_t begin(size_t p) const { return p == 0 ? 0 : cuts[p - 1]; }
  size_t end(size_t p, size_t n) const { return p < cuts.size() ? cuts[p] : n; }
};

/// Plans phases of about `work` statements that compute (constants, loads and index arithmetic
/// count zero) for the body of an item loop: `phases()` is round(total / work), each cut placed
/// within 30% of its share where the fewest values are live across it. Every store stays in the
/// last phase (a buffer an earlier phase stores could be one a later phase reloads: an output
/// may alias an input). Returns one phase when the body has control flow, mutable locals, lane
/// accesses, shared memory, prefetches or atomics (only straight-line SSA code is cut), when it
/// is shorter than 1.5 phases, or when its longest dependency chain is shorter than one phase
/// (a wide body, such as a reduction tree, gains nothing but spills).
PhasePlan plan_phases(const std::vector<ir::Stmt>& body, size_t work = kPhaseWork);

}  // namespace morph::codegen
