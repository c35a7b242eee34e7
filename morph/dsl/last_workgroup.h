// The last-workgroup-combines pattern (DESIGN L3: "partials combined in index order by the last
// workgroup to finish"): each of the `n` workgroups of a set stores its partial results, then
// calls last_workgroup; the one that arrives last runs `body`, seeing every other's stores, and
// combines them in index order — one launch where a second launch would otherwise combine. Which
// workgroup is last changes who combines, never what is combined or in which order, so the bits
// are the same on every device and every run (L4, L6).
//   Array<uint32_t> counters = buffer_param<uint32_t>("counters");  // one u32 per set, all 0
//   ... store this workgroup's partials ...
//   last_workgroup(counters, set, n, [&] { ... read all partials, combine, store ... });
// The counter is back at 0 when the launch ends (the last workgroup resets it after `body`), so
// the buffer serves the next launch as it is; a launch that fails midway may leave it non-zero
// (zero it again). Every workgroup of the set must call it exactly once, in uniform control flow
// (it has barriers; so may `body`). Source of the technique: the CUDA C++ Programming Guide's
// "Memory Fence Functions" example (a fence, then one atomic increment per block; the block that
// sees count n − 1 sums). The reset comes after `body`: PoCL 3.1 dropped a reset stored before a
// body with barriers in loops (the counters kept growing, AttentionBackend.RepeatedCalls…).
#pragma once
#include "morph/dsl/array.h"
#include "morph/dsl/control.h"

namespace morph::dsl {

/// Runs `body` in the last of the `n` workgroups that share counter `counters[slot]` to arrive
/// (workgroup-uniform). Every item's stores before the call are visible to the last workgroup's
/// items in `body` (fence_device before the increment, and after it in the last workgroup); that
/// workgroup then resets the counter to 0. `counters` is a u32 buffer, zero before the launch;
/// `n` >= 1 (u32).
template <class F>
void last_workgroup(const Array<uint32_t>& counters, const Val<uint32_t>& slot, const Val<uint32_t>& n, F&& body) {
  Val<uint32_t> lid = local_id(0) + local_size(0) * (local_id(1) + local_size(1) * local_id(2));
  Shared<uint32_t> ticket = shared<uint32_t>(1, "ticket");
  fence_device();  // release: this item's stores before the increment
  barrier();
  If(lid == 0u, [&] {
    ticket[0u] = counters.atomic_add(slot, 1u);
    fence_device();  // acquire: the others' stores, for this item and (through the barrier) the rest
  });
  barrier();
  If(ticket[0u].read() == n - 1u, [&] {
    fence_device();
    body();
    If(lid == 0u, [&] { counters[slot] = 0u; });
  });
}

}  // namespace morph::dsl
