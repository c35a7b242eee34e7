// The canonical tree's steps 2 and 3 (docs/reductions.md) over values an item already holds, for
// kernels that evaluate a group's butterfly in registers (attention's dot products and sums,
// the gated delta rule's S^T k and S^T q):
//   std::vector<Val<float>> x = ...;                       // the 32 lanes of one group
//   Val<float> g = reduce::butterfly32(Combine::Sum, x);   // step 2: the group's value
//   Val<float> r = reduce::butterfly_groups(Combine::Sum, {g0, g1, g2, g3});  // step 3
// F is float (host references) or dsl::Val<float> (traced kernels); the same operations in the
// same order either way.
#pragma once
#include <cstdint>
#include <vector>

#include "morph/reduce/reduce_tree.h"

namespace morph::reduce {

/// Lane 0's view of the canonical group butterfly over 32 values (step 2): for s = 16, 8, …, 1,
/// v[i] = v[i] ⊕ v[i + s]. v.size() must be 32.
template <class F>
F butterfly32(Combine c, std::vector<F> v) {
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) v[i] = combine(c, v[i], v[i + s]);
  return v[0];
}

/// Step 3 over the first g.size() group values (1 to 32; the rest are the identity, skipped
/// exactly: x ⊕ identity is x bitwise).
template <class F>
F butterfly_groups(Combine c, std::vector<F> g) {
  std::vector<bool> present(kGroupLanes, false);
  for (size_t i = 0; i < g.size(); ++i) present[i] = true;
  g.resize(kGroupLanes, g[0]);
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) {
      if (!present[i + s]) continue;
      g[i] = present[i] ? combine(c, g[i], g[i + s]) : g[i + s];
      present[i] = true;
    }
  return g[0];
}

}  // namespace morph::reduce
