// Opaque fences for graphs (morph/fusion/graph.h): ops that fusion never crosses, each with a
// device kernel and a plain C++ twin that agree bitwise. Placeholders for the real library ops
// (tuned matmul, gather) — what matters to a plan is that they cut fusion and run as launches.
//   Sym h = fusion::matmul(x, w_host, k, n);     // x: [rows, k] -> [rows, n]
//   g.output("y", rms_norm(h, 1e-6f));           // fused plan: matmul launch + one fence launch
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "morph/fusion/graph.h"

namespace morph::fusion {

/// x @ w for a constant weight `w`: [k, n] f32 row-major (k = x's row length), result
/// [rows, n]. Each output is a dot product in the canonical reduction order of every reduction
/// (docs/reductions.md, DESIGN L3): the tree of morph/reduce/reduce_tree.h over the products
/// fl(x[r,i] * w[i,c]), i = 0..k-1 (no fma), on the device (one logical subgroup per output) and
/// on the host (host_reduce_fn). The weight is uploaded at each execution. Throws UserError when
/// w.size() != k*n.
Sym matmul(Sym x, std::shared_ptr<const std::vector<float>> w, uint32_t n);

/// Reverses each row (y[r, c] = x[r, cols-1-c]): a gather by index, as an opaque fence.
Sym reverse_rows(Sym x);

}  // namespace morph::fusion
