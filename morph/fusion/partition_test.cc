// Partition by the class predicate: maximal Map regions, cuts at every fence edge, extra
// outputs for values needed inside and outside a region, never a duplicated node.
#include "morph/fusion/partition.h"

#include <gtest/gtest.h>

#include "morph/fusion/plan.h"

using namespace morph::fusion;

TEST(Partition, GatedNormRegionsAndFences) {
  Graph g;
  Sym x = g.input("x", 64), w = g.input("w", 64, Extent::PerCol), gate = g.input("g", 64);
  Sym sg = silu(gate);
  // The textbook rms_norm (graph.h's rms_norm adds the overflow-safe scale stage).
  g.output("y", x * rsqrt(sum(square(x)) / 64.0f + 1e-6f) * w * sg);
  Partition p = partition(g);
  // silu(g) | square(x) | sum | (div, add, rsqrt, mul x, mul w, mul): three regions (silu(g) and
  // square(x) are not connected on level 0), one fence; the plan attaches all: one launch.
  ASSERT_EQ(p.regions.size(), 3u) << p.dump();
  EXPECT_EQ(p.fences.size(), 1u);
  EXPECT_EQ(p.regions[0].nodes, (std::vector<uint32_t>{sg.id()}));
  EXPECT_EQ(p.regions[1].nodes.size(), 1u);
  EXPECT_EQ(p.regions[2].nodes.size(), 6u);
  EXPECT_EQ(p.regions[2].level, 1u);
  EXPECT_EQ(Plan::fused(g).launch_count(), 1u);
}

TEST(Partition, SharedValueBecomesExtraOutputNotRecomputed) {
  Graph g;
  Sym x = g.input("x", 32);
  Sym e = exp(x);  // needed by the region and by the fence
  Sym s = sum(e);
  g.output("y", e / s);
  g.output("t", tanh(e));
  Partition p = partition(g);
  ASSERT_EQ(p.regions.size(), 2u) << p.dump();
  // Region 0 = {exp, tanh}: exp is read by the fence and by region 1 (extra output), tanh is a
  // graph output; region 1 = {div}.
  Sym t = Sym(&g, g.outputs()[1].second);
  EXPECT_EQ(p.regions[0].outputs, (std::vector<uint32_t>{e.id(), t.id()}));
  size_t total = 0;
  for (const MapRegion& r : p.regions) total += r.nodes.size();
  EXPECT_EQ(total, 3u);
  std::vector<int> seen(g.size(), 0);
  for (const MapRegion& r : p.regions)
    for (uint32_t n : r.nodes) ++seen[n];
  for (uint32_t i = 0; i < g.size(); ++i) EXPECT_LE(seen[i], 1);
}

TEST(Partition, OpaqueFenceCutsAndPlanMaterializesAcrossIt) {
  Graph g;
  Sym x = g.input("x", 8);
  Sym a = silu(x);
  Sym m = g.opaque("matmul", {a}, 8, {});
  g.output("y", m * a + 1.0f);
  Partition p = partition(g);
  ASSERT_EQ(p.regions.size(), 2u) << p.dump();
  Plan plan = Plan::fused(g);
  ASSERT_EQ(plan.launch_count(), 3u) << plan.describe();  // dag_map(silu), matmul, dag_map(mul, add)
  EXPECT_EQ(plan.launches()[1].kind, Launch::Kind::Opaque);
  EXPECT_EQ(plan.launches()[0].outputs, (std::vector<uint32_t>{a.id()}));
}
