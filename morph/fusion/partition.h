// Partition of a traced Graph by the class predicate alone (DESIGN §4): Map nodes (unary,
// binary and ternary ops) flood-fill into maximal connected Map regions; every edge into a fence (a row
// reduction or an opaque op) is a cut. A region never spans a fence: nodes are levelled by the
// number of fences (and, separately, of opaque fences) on their longest path from the inputs and
// a region holds one level, so the regions and fences form an acyclic launch graph. A region value needed both inside
// and outside becomes an extra output of its region (multi-output), never a recomputation.
//   Partition p = partition(g);   // p.regions[i].outputs: the values the region materializes
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "morph/algebra/ops.h"
#include "morph/fusion/graph.h"

namespace morph::fusion {

/// The class of a node's op (morph/algebra/ops.h): unary, binary and ternary ops are Maps, reductions
/// Reduce, opaque ops Opaque; inputs and constants are leaves with no class.
inline std::optional<algebra::Class> class_of(NodeKind k) {
  switch (k) {
    case NodeKind::Un:
    case NodeKind::Bin:
    case NodeKind::Ter: return algebra::Class::Map;
    case NodeKind::Reduce: return algebra::Class::Reduce;
    case NodeKind::Opaque: return algebra::Class::Opaque;
    case NodeKind::Input:
    case NodeKind::Const: return std::nullopt;
  }
  return std::nullopt;
}
/// A fence: a node with a class that is not Map (a reduction or an opaque op).
inline bool is_fence(NodeKind k) { return class_of(k) && !algebra::is_map(*class_of(k)); }
inline bool is_map_node(NodeKind k) { return class_of(k) && algebra::is_map(*class_of(k)); }
/// Whether a node of kind `b` reading a node of kind `a` may share its Map region:
/// algebra::fusible of their classes (DESIGN §4); leaves never join a region.
inline bool fusible(NodeKind a, NodeKind b) {
  return class_of(a) && class_of(b) && algebra::fusible(*class_of(a), *class_of(b));
}

struct MapRegion {
  std::vector<uint32_t> nodes;    // its Map nodes, ascending
  std::vector<uint32_t> inputs;   // values read from outside (inputs, fences, other regions), ascending; no Consts
  std::vector<uint32_t> outputs;  // its nodes read outside it or named as graph outputs, ascending
  uint32_t level = 0;             // fences on the longest path to its nodes
};

struct Partition {
  std::vector<MapRegion> regions;  // ordered by their first node
  std::vector<uint32_t> fences;    // Reduce and Opaque nodes, ascending
  std::vector<int32_t> region_of;  // per node: its region index, or -1
  std::vector<uint32_t> level;     // per node: fences on its longest path from the inputs
  std::string dump() const;
};

/// Fence depth of every node: level(n) = max over operands a of level(a) + (a is a fence).
/// With `opaque_only`, only opaque fences count.
std::vector<uint32_t> fence_levels(const Graph& g, bool opaque_only);

Partition partition(const Graph& g);

}  // namespace morph::fusion
