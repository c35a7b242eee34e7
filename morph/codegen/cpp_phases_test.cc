// plan_phases (cpp_phases.h): the cuts of a long item loop and what each phase must read back.
// The printed phases are checked in cpp_dialect_test.cc (LongLoopBodiesRunAsPhasesOverShortChunks)
// and run bitwise against the oracle in morph/runtime/cpu/cpu_device_test.cc.
#include "morph/codegen/cpp_phases.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "morph/codegen/cpp_dialect.h"
#include "morph/ir/island.h"
#include "tests/cpp_chunk_kernels.h"

using namespace morph;
using ir::Op;
using ir::Stmt;

namespace {

// The body of the first `for` in `b` (the grid-stride loop), or null.
const std::vector<Stmt>* loop_body(const std::vector<Stmt>& b) {
  for (const Stmt& s : b) {
    if (s.op == Op::For) return &s.body;
    for (const auto* c : {&s.body, &s.else_body})
      if (const auto* r = loop_body(*c)) return r;
  }
  return nullptr;
}

// Every operand a phase reads is defined in the phase, outside the body, re-printed at the
// phase's top (remat) or read from its spill array, and each spilled value is written by the
// phase that defines it; stores are in the last phase only; rematerialized statements are
// constants, loads and integer arithmetic.
void check_plan(const std::vector<Stmt>& body, const codegen::PhasePlan& plan) {
  const size_t n = body.size(), P = plan.phases();
  ASSERT_EQ(plan.remat.size(), P);
  ASSERT_EQ(plan.spill_in.size(), P);
  ASSERT_EQ(plan.spill_out.size(), P);
  std::map<int32_t, size_t> def;
  for (size_t j = 0; j < n; ++j)
    if (body[j].result >= 0) def[body[j].result] = j;
  auto phase_of = [&](size_t j) {
    size_t p = 0;
    while (p + 1 < P && j >= plan.begin(p + 1)) ++p;
    return p;
  };
  for (size_t p = 0; p < P; ++p) {
    ASSERT_LT(plan.begin(p), plan.end(p, n)) << "phase " << p << " is empty";
    std::set<int32_t> have;
    for (size_t j : plan.remat[p]) {
      ASSERT_LT(j, plan.begin(p));
      const Stmt& s = body[j];
      EXPECT_TRUE(s.op == Op::Const || s.op == Op::Load || s.op == Op::Param || s.op == Op::Builtin ||
                  ir::is_int(s.type) || s.type == ir::Type::Bool)
          << "statement " << j << " rematerialized";
      have.insert(s.result);
    }
    for (int32_t v : plan.spill_in[p]) {
      ASSERT_TRUE(def.count(v));
      const size_t d = phase_of(def[v]);
      EXPECT_LT(d, p);
      const auto& out = plan.spill_out[d];
      EXPECT_NE(std::find(out.begin(), out.end(), v), out.end()) << "v" << v << " read back but never spilled";
      have.insert(v);
    }
    for (size_t j : plan.remat_late[p]) {  // after the spill loads, reading only what the phase has
      ASSERT_LT(j, plan.begin(p));
      const Stmt& s = body[j];
      EXPECT_TRUE(ir::is_int(s.type) || s.type == ir::Type::Bool) << "statement " << j << " rematerialized late";
      for (int32_t a : s.args)
        if (a >= 0 && def.count(a)) EXPECT_TRUE(have.count(a)) << "late rematerialization of " << j << " reads v" << a;
      EXPECT_FALSE(std::count(plan.spill_in[p].begin(), plan.spill_in[p].end(), s.result)) << "v" << s.result;
      have.insert(s.result);
    }
    for (size_t j = plan.begin(p); j < plan.end(p, n); ++j) {
      if (body[j].op == Op::Store) EXPECT_EQ(p, P - 1) << "a store before the last phase";
      for (int32_t a : body[j].args) {
        if (a < 0 || !def.count(a) || def[a] >= plan.begin(p)) continue;
        EXPECT_TRUE(have.count(a)) << "phase " << p << " reads v" << a << " that it neither recomputes nor reloads";
      }
    }
  }
}

}  // namespace

TEST(CppPhases, LongStraightLineBodyIsCutWhereFewValuesCross) {
  ir::Kernel k = ir::select_island_arms(*codegen::test::phased_kernel(), codegen::cpp_dialect().island_target());
  const std::vector<Stmt>* body = loop_body(k.body);
  ASSERT_NE(body, nullptr);
  for (size_t work : {size_t{10}, size_t{20}, size_t{40}}) {
    codegen::PhasePlan plan = codegen::plan_phases(*body, work);
    EXPECT_GE(plan.phases(), 2u) << "work " << work << ", " << body->size() << " statements";
    check_plan(*body, plan);
    EXPECT_LE(plan.spilled.size(), 4 * plan.cuts.size() + 4) << "work " << work;
  }
  // Smaller phases, more of them.
  EXPECT_GT(codegen::plan_phases(*body, 10).phases(), codegen::plan_phases(*body, 40).phases());
  // silu's `k > 0` flag (a comparison of the spilled k) is compared again where a later phase
  // needs it, not spilled itself.
  codegen::PhasePlan p20 = codegen::plan_phases(*body, 20);
  size_t late = 0;
  for (const auto& l : p20.remat_late) late += l.size();
  EXPECT_GE(late, 1u) << "no integer or boolean value rematerialized after the spill loads";
}

TEST(CppPhases, ShortOrBranchingBodiesStayWhole) {
  ir::Kernel staged = *codegen::test::staged_kernel();  // has an If in its loop
  const std::vector<Stmt>* body = loop_body(staged.body);
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(codegen::plan_phases(*body, 1).phases(), 1u);
  ir::Kernel seg = *codegen::test::segmented_kernel();  // straight-line but short
  body = loop_body(seg.body);
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(codegen::plan_phases(*body).phases(), 1u);
  EXPECT_GE(codegen::plan_phases(*body, 1).phases(), 2u);  // cut when asked for tiny phases
  check_plan(*body, codegen::plan_phases(*body, 1));
}

TEST(CppPhases, WideBodiesStayWhole) {
  // A tree of 63 additions over 64 loads: long, but only six additions deep.
  using namespace dsl;
  dsl::KernelRef k = kernel(
      "cpp_phases_wide",
      [](Array<float> x, Array<float> y) {
    ForStep(global_id(0), y.size(), global_size(0), [&](Val<uint32_t> i) {
      std::vector<Val<float>> v;
      for (uint32_t j = 0; j < 64; ++j) v.push_back(x[i * 64u + j]);
      while (v.size() > 1) {
        std::vector<Val<float>> next;
        for (size_t j = 0; j < v.size(); j += 2) next.push_back(v[j] + v[j + 1]);
        v = next;
      }
      y[i] = v[0];
    });
      },
      {"x", "y"});
  const std::vector<Stmt>* body = loop_body(k->body);
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(codegen::plan_phases(*body, 20).phases(), 1u);
  EXPECT_GE(codegen::plan_phases(*body, 4).phases(), 2u);  // deeper than a phase of 4
}
