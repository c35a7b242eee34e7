// Kernel-side realizations of the canonical reduction tree (morph/reduce/reduce_tree.h), for use
// inside DSL kernel bodies. Two schedules, bitwise equal by construction (L6):
//   row_reduce           — the whole workgroup (W items, W a multiple of 32 dividing 1024)
//                          reduces one row; uses a 32-element shared scratch and barriers.
//   row_reduce_subgroup  — one logical subgroup (32 items) reduces one row alone; no barrier,
//                          so a workgroup may hold W/32 rows.
// `value(j)` yields element j (a prologue applied on read); it is called only for j < n.
// Both must be called in uniform control flow; every item receives the row's result.
//   Shared<float> scratch = shared<float>(32, "red");
//   Val<float> s = row_reduce(Combine::Sum, n, 256, scratch, [&](Val<uint32_t> j) { return x[base + j]; });
#pragma once
#include <cstdint>
#include <optional>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/reduce/reduce_tree.h"

namespace morph::reduce {

/// op(v[0], v[1]) ⊕ … pairwise (a tree log2(size) combines deep) for any combiner `op` of two
/// Val<float> whose every order gives the same bits (a max or min; the fence's abs_max). v must
/// not be empty.
template <class Op>
dsl::Val<float> combine_pairwise_by(Op&& op, std::vector<dsl::Val<float>> v) {
  MORPH_CHECK(!v.empty(), "combine_pairwise: no values");
  while (v.size() > 1) {
    std::vector<dsl::Val<float>> next;
    for (size_t i = 0; i + 1 < v.size(); i += 2) next.push_back(op(v[i], v[i + 1]));
    if (v.size() % 2) next.push_back(v.back());
    v = std::move(next);
  }
  return v[0];
}
/// v[0] ⊕ v[1] ⊕ … pairwise — for max and min, whose every order gives the same bits. v must not
/// be empty.
inline dsl::Val<float> combine_pairwise(Combine c, std::vector<dsl::Val<float>> v) {
  MORPH_CHECK(c != Combine::Sum, "combine_pairwise: a sum has one order, the canonical tree's");
  return combine_pairwise_by([c](dsl::Val<float> a, dsl::Val<float> b) { return combine(c, a, b); }, std::move(v));
}

/// Butterfly of a lane-distributed value across the 32 lanes of a logical subgroup:
/// strides 16, 8, 4, 2, 1, each lane computing op(mine, partner). Every lane gets the result.
/// `op` is any combiner of two Val<float> (the fence's abs_max); subgroup_butterfly(c, v) below
/// takes a Combine.
template <class Op>
dsl::Val<float> subgroup_butterfly_by(Op&& op, dsl::Val<float> v) {
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2) v = op(v, dsl::shuffle_xor(v, s));
  return v;
}
inline dsl::Val<float> subgroup_butterfly(Combine c, dsl::Val<float> v) {
  return subgroup_butterfly_by([c](dsl::Val<float> a, dsl::Val<float> b) { return combine(c, a, b); }, v);
}

/// The butterfly of one group's 32 lanes held by one item (v[i] = lane i of the group): strides
/// 16, 8, 4, 2, 1, lane 0's view of it — tree step 2, and step 3 where one item holds the 32 group
/// values.
inline dsl::Val<float> group_butterfly_in_item(Combine c, std::vector<dsl::Val<float>> v) {
  MORPH_CHECK(v.size() == kGroupLanes, "group_butterfly_in_item: 32 lanes per item");
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) v[i] = combine(c, v[i], v[i + s]);
  return v[0];
}

/// Steps 2 and 3 where item `lane` of a logical subgroup holds butterfly group `lane`'s 32 logical
/// lanes (v[i] = lane 32·lane + i, 32 values): the group's butterfly in registers (lane 0's view
/// of it), then the subgroup butterfly over the 32 group values. Uniform control flow only.
inline dsl::Val<float> groups_in_items_combine(Combine c, std::vector<dsl::Val<float>> v) {
  return subgroup_butterfly(c, group_butterfly_in_item(c, std::move(v)));
}

/// Steps 2 and 3 in one item that holds all 1024 logical lanes in shared memory (a serial
/// schedule: lane L at lanes[base + L]): each group's butterfly, written to scratch[sbase + g]
/// (32 entries), then the butterfly of the 32 group values. Returns the row's result.
inline dsl::Val<float> lanes_in_item_combine(Combine c, dsl::Shared<float>& lanes, dsl::Val<uint32_t> base,
                                             dsl::Shared<float>& scratch, dsl::Val<uint32_t> sbase) {
  using namespace dsl;
  For(Val<uint32_t>(0u), Val<uint32_t>(kGroupLanes), [&](Val<uint32_t> g) {
    std::vector<Val<float>> v;
    for (uint32_t i = 0; i < kGroupLanes; ++i) v.push_back(lanes[base + g * kGroupLanes + i].read());
    scratch[sbase + g] = group_butterfly_in_item(c, std::move(v));
  });
  std::vector<Val<float>> v;
  for (uint32_t i = 0; i < kGroupLanes; ++i) v.push_back(scratch[sbase + i].read());
  return group_butterfly_in_item(c, std::move(v));
}

/// Accumulates logical lane `lane` (elements lane, lane+1024, …) from the identity.
/// `n_static`, when known at trace time, lets whole lanes be skipped exactly.
template <class ValueFn>
dsl::Val<float> lane_fold(Combine c, dsl::Val<uint32_t> lane, dsl::Val<uint32_t> n, std::optional<uint32_t> n_static,
                          ValueFn& value) {
  using namespace dsl;
  if (n_static && *n_static <= kTreeLanes) {
    // At most one element per lane: identity ⊕ x == x, so no loop is needed.
    Var<float> acc(identity(c));
    If(lane < n, [&] { acc = value(lane); });
    return acc.read();
  }
  Var<float> acc(identity(c));
  For(
      lane, n, [&](Val<uint32_t> j) { acc = combine(c, acc.read(), value(j)); }, static_cast<int>(kTreeLanes));
  return acc.read();
}

/// Whole-workgroup schedule: W = the workgroup size (comptime), one row per workgroup; the
/// kernel is marked as traced for W items (dsl::require_workgroup_items), so a launch with
/// another workgroup size is a UserError on every device.
/// `scratch` must be a shared f32 array of at least 32 elements, not used concurrently.
template <class ValueFn>
dsl::Val<float> row_reduce(Combine c, dsl::Val<uint32_t> n, uint32_t W, dsl::Shared<float> scratch, ValueFn&& value,
                           std::optional<uint32_t> n_static = std::nullopt) {
  using namespace dsl;
  MORPH_USER_CHECK(W >= 32 && W <= kTreeLanes && kTreeLanes % W == 0, "row_reduce: workgroup size ", W,
                   " must be a power of two in [32, 1024]");
  MORPH_USER_CHECK(scratch.count() >= kGroupLanes, "row_reduce: scratch needs 32 elements");
  require_workgroup_items(W);
  Val<uint32_t> t = local_id(0);
  Val<uint32_t> sub_lane = t & 31u;
  for (uint32_t j = 0; j < kTreeLanes / W; ++j) {
    Val<uint32_t> group = (t + j * W) >> 5u;  // butterfly group of this lane
    if (n_static && j * W >= *n_static) {
      If(sub_lane == 0u, [&] { scratch[group] = identity(c); });
      continue;
    }
    Val<float> v = lane_fold(c, t + j * W, n, n_static, value);
    v = subgroup_butterfly(c, v);
    If(sub_lane == 0u, [&] { scratch[group] = v; });
  }
  barrier();
  Val<float> g = scratch[sub_lane];
  Val<float> r = subgroup_butterfly(c, g);
  barrier();  // scratch may be reused by the caller after this
  return r;
}

/// Subgroup schedule: the 32 items of a logical subgroup reduce one row; item lane
/// (= local_id % 32) emulates logical lanes lane + 32 k, k = 0..31.
template <class ValueFn>
dsl::Val<float> row_reduce_subgroup(Combine c, dsl::Val<uint32_t> n, ValueFn&& value,
                                    std::optional<uint32_t> n_static = std::nullopt) {
  using namespace dsl;
  Val<uint32_t> lane = local_id(0) & 31u;
  float ident = identity(c);
  if (c != Combine::Sum) {
    // max and min are associative and commutative bitwise (a total order with -0 < +0; a NaN
    // operand gives a NaN, payloads aside: docs/reductions.md), so any order gives the canonical
    // tree's value: the item combines its logical lanes first (pairwise) and one butterfly
    // finishes — 5 shuffles instead of 5 per group of 32 lanes.
    std::vector<Val<float>> mine;
    for (uint32_t k = 0; k < kGroupLanes; ++k)
      if (!n_static || k * kGroupLanes < *n_static)
        mine.push_back(lane_fold(c, lane + k * kGroupLanes, n, n_static, value));
    if (mine.empty()) return Val<float>(ident);  // an empty row (n_static = 0)
    return subgroup_butterfly(c, combine_pairwise(c, std::move(mine)));
  }
  std::vector<Val<float>> groups;
  std::vector<bool> is_ident;
  for (uint32_t k = 0; k < kGroupLanes; ++k) {
    if (n_static && k * kGroupLanes >= *n_static) {
      groups.push_back(Val<float>(ident));
      is_ident.push_back(true);
      continue;
    }
    Val<float> v = lane_fold(c, lane + k * kGroupLanes, n, n_static, value);
    groups.push_back(subgroup_butterfly(c, v));
    is_ident.push_back(false);
  }
  // Step 3 in registers: lane 0's view of the butterfly over the 32 group values.
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) {
      if (is_ident[i + s]) continue;  // x ⊕ identity == x exactly
      groups[i] = is_ident[i] ? groups[i + s] : combine(c, groups[i], groups[i + s]);
      is_ident[i] = false;
    }
  return groups[0];
}

}  // namespace morph::reduce
