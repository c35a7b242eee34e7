#include "morph/fusion/partition.h"
#include "morph/fusion/union_find.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <sstream>

namespace morph::fusion {

std::vector<uint32_t> fence_levels(const Graph& g, bool opaque_only) {
  const auto& nodes = g.nodes();
  std::vector<uint32_t> level(nodes.size(), 0);
  for (uint32_t i = 0; i < nodes.size(); ++i)
    for (uint32_t a : nodes[i].args) {
      bool counts = opaque_only ? nodes[a].kind == NodeKind::Opaque : is_fence(nodes[a].kind);
      level[i] = std::max(level[i], level[a] + (counts ? 1u : 0u));
    }
  return level;
}

Partition partition(const Graph& g) {
  const auto& nodes = g.nodes();
  Partition p;
  p.level = fence_levels(g, false);
  // Opaque depth too: a region never joins values on both sides of an opaque fence, so every
  // region lies inside one fused group of the plan (morph/fusion/plan.h).
  std::vector<uint32_t> olevel = fence_levels(g, true);
  // Union-find over Map nodes joined by fusible (Map-Map) edges of equal level.
  UnionFind uf(nodes.size());
  for (uint32_t i = 0; i < nodes.size(); ++i) {
    if (is_fence(nodes[i].kind)) p.fences.push_back(i);
    for (uint32_t a : nodes[i].args)
      if (fusible(nodes[a].kind, nodes[i].kind) && p.level[a] == p.level[i] && olevel[a] == olevel[i]) uf.join(a, i);
  }
  p.region_of.assign(nodes.size(), -1);
  std::vector<int32_t> root_region(nodes.size(), -1);
  for (uint32_t i = 0; i < nodes.size(); ++i) {
    if (!is_map_node(nodes[i].kind)) continue;
    uint32_t r = uf.find(i);
    if (root_region[r] < 0) {
      root_region[r] = static_cast<int32_t>(p.regions.size());
      p.regions.emplace_back();
      p.regions.back().level = p.level[i];
    }
    p.region_of[i] = root_region[r];
    p.regions[root_region[r]].nodes.push_back(i);
  }
  auto cons = g.consumers();
  std::vector<bool> is_output(nodes.size(), false);
  for (auto& [name, id] : g.outputs()) is_output[id] = true;
  for (size_t ri = 0; ri < p.regions.size(); ++ri) {
    MapRegion& r = p.regions[ri];
    std::set<uint32_t> ins;
    for (uint32_t n : r.nodes) {
      for (uint32_t a : nodes[n].args)
        if (p.region_of[a] != static_cast<int32_t>(ri) && nodes[a].kind != NodeKind::Const) ins.insert(a);
      bool outside = is_output[n];
      for (uint32_t c : cons[n]) outside = outside || p.region_of[c] != static_cast<int32_t>(ri);
      if (outside) r.outputs.push_back(n);
    }
    r.inputs.assign(ins.begin(), ins.end());
  }
  return p;
}

std::string Partition::dump() const {
  std::ostringstream os;
  for (size_t i = 0; i < regions.size(); ++i) {
    const MapRegion& r = regions[i];
    os << "region " << i << " (level " << r.level << "): nodes";
    for (uint32_t n : r.nodes) os << " %" << n;
    os << "; inputs";
    for (uint32_t n : r.inputs) os << " %" << n;
    os << "; outputs";
    for (uint32_t n : r.outputs) os << " %" << n;
    os << "\n";
  }
  os << "fences:";
  for (uint32_t f : fences) os << " %" << f;
  os << "\n";
  return os.str();
}

}  // namespace morph::fusion
