// Morph's canonical reduction order (DESIGN L3; docs/reductions.md is the definition with a
// worked example). A row of n f32 values reduces through 1024 logical lanes:
//   1. lane l (0..1023) folds elements l, l+1024, l+2048, … left to right, starting from the
//      combiner's identity (sum: -0.0, max: -inf, min: +inf);
//   2. the 32 groups of 32 consecutive lanes each combine by the xor butterfly with strides
//      16, 8, 4, 2, 1 (each lane computes mine ⊕ partner); the group's value is its lane 0's;
//   3. the 32 group values combine by the same butterfly; the result is lane 0's.
// The tree depends on the element index alone: any workgroup size, rows-per-workgroup or
// subgroup size realizes it (items emulate whole logical lanes, never split one). The
// identities are exact (x ⊕ identity == x bitwise), so schedules may skip all-identity subtrees.
//   float s = morph::reduce::host_reduce(Combine::Sum, x.data(), n);   // plain C++ reference
#pragma once
#include <cstddef>
#include <cstdint>
#include <limits>

#include "morph/dsl/scalar.h"

namespace morph::reduce {

enum class Combine : uint8_t { Sum, Max, Min };

inline constexpr uint32_t kTreeLanes = 1024;  // logical lanes of the canonical tree
inline constexpr uint32_t kGroupLanes = 32;   // lanes per butterfly group (= logical subgroup)

/// Identity element of a combiner (exact: combine(x, identity) == x bitwise for every x).
inline float identity(Combine c) {
  switch (c) {
    case Combine::Sum: return -0.0f;
    case Combine::Max: return -std::numeric_limits<float>::infinity();
    case Combine::Min: return std::numeric_limits<float>::infinity();
  }
  return 0.0f;
}

/// a ⊕ b for F = float (host) or Val<float> (traced); max/min use the IR's NaN and ±0 rules.
template <class F>
inline F combine(Combine c, const F& a, const F& b) {
  switch (c) {
    case Combine::Sum: return a + b;
    case Combine::Max: return dsl::max(a, b);
    case Combine::Min: return dsl::min(a, b);
  }
  return a;
}

/// The canonical reduction of x[0..n) as a plain C++ loop: the reference every backend and
/// schedule must equal bitwise.
float host_reduce(Combine c, const float* x, size_t n);

/// The same tree over a value function (element j = value(j)), for references with prologues.
template <class Fn>
float host_reduce_fn(Combine c, size_t n, Fn&& value) {
  float lanes[kTreeLanes];
  for (uint32_t l = 0; l < kTreeLanes; ++l) {
    float acc = identity(c);
    for (size_t j = l; j < n; j += kTreeLanes) acc = combine(c, acc, static_cast<float>(value(j)));
    lanes[l] = acc;
  }
  float groups[kGroupLanes];
  for (uint32_t g = 0; g < kGroupLanes; ++g) {
    float* v = lanes + g * kGroupLanes;
    for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
      for (uint32_t i = 0; i < s; ++i) v[i] = combine(c, v[i], v[i + s]);
    groups[g] = v[0];
  }
  for (uint32_t s = kGroupLanes / 2; s >= 1; s /= 2)
    for (uint32_t i = 0; i < s; ++i) groups[i] = combine(c, groups[i], groups[i + s]);
  return groups[0];
}

}  // namespace morph::reduce
