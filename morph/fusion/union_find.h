// Disjoint sets over node ids 0..n-1 (path halving), used by partition (Map regions) and by the
// fused plan (regions attached to their fences).
//   UnionFind uf(n); uf.join(a, b); if (uf.find(a) == uf.find(b)) ...
#pragma once
#include <cstdint>
#include <numeric>
#include <vector>

namespace morph::fusion {

class UnionFind {
 public:
  explicit UnionFind(size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0u); }
  /// The representative of x's set.
  uint32_t find(uint32_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  /// Merges a's set into b's (b's representative stays the representative).
  void join(uint32_t a, uint32_t b) { parent_[find(a)] = find(b); }

 private:
  std::vector<uint32_t> parent_;
};

}  // namespace morph::fusion
