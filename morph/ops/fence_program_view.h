// Evaluating a fused row-norm plan's program (morph/fusion/fence.h: stages, prologue, epilogue)
// inside another kernel, on a register-resident row owned by one logical subgroup — so an op
// can fuse a norm into its own launch (RoPE after the q/k RMSNorm) and still follow the norm's
// one definition (the public graph, ops::rms_norm_plan) bitwise. The reductions run in the
// canonical order (reduce::row_reduce_subgroup); element j's values are computed once, as the fence
// kernel's register-resident path does.
//   FenceProgramView nv = FenceProgramView::of(rms_norm_plan(128, 1e-6f), "rope_norm");
//   std::vector<Val<float>> y = nv.eval_resident_subgroup(128, item, [&](const std::string& in, Val<uint32_t> j)
//   {...});
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/plan.h"
#include "morph/reduce/row_reduce.h"

namespace morph::ops {

class FenceProgramView {
 public:
  /// The plan must be one Row launch with one Full output and only Full / PerCol inputs
  /// (InternalError otherwise, naming `who`).
  static FenceProgramView of(const fusion::Plan& plan, const char* who) {
    MORPH_CHECK(plan.launch_count() == 1 && plan.launches()[0].kind == fusion::Launch::Kind::Fence, who,
                ": the norm plan is not one row launch:\n", plan.describe());
    FenceProgramView v;
    const fusion::Launch& l = plan.launches()[0];
    v.rp_ = &l.row;
    for (uint32_t node : l.inputs) {
      std::string name;
      for (auto& [n, id] : plan.graph().inputs())
        if (id == node) name = n;
      MORPH_CHECK(!name.empty(), who, ": norm launch reads a non-input node %", node);
      v.names_.push_back(name);
    }
    for (fusion::Extent e : v.rp_->body.inputs)
      MORPH_CHECK(e == fusion::Extent::Full || e == fusion::Extent::PerCol, who, ": norm input of extent ",
                  fusion::extent_name(e));
    MORPH_CHECK(
        v.rp_->body.outputs.size() == 1 && v.rp_->body.instrs[v.rp_->body.outputs[0]].extent == fusion::Extent::Full,
        who, ": the norm must have one Full output");
    return v;
  }

  /// Values of the output at elements item + 32 m (m = 0 .. ceil(n/32) - 1; entries past n are
  /// computed on a clamped column and must not be stored). `load(input_name, j)` loads input
  /// element j of this row (Full) or column j (PerCol). Uniform control flow (shuffles).
  template <class LoadFn>
  std::vector<dsl::Val<float>> eval_resident_subgroup(uint32_t n, dsl::Val<uint32_t> item, LoadFn&& load) const {
    using namespace dsl;
    using fusion::Extent;
    MORPH_CHECK(n >= 1 && n <= reduce::kTreeLanes, "eval_resident_subgroup: n ", n);
    const fusion::DagProgram& p = rp_->body;
    const uint32_t P = (n + 31) / 32;
    std::vector<Val<float>> reduced;
    auto reduced_fn = [&](uint32_t k) -> Val<float> { return reduced.at(k); };
    std::vector<std::vector<Val<float>>> ps(P, std::vector<Val<float>>(p.instrs.size()));
    std::vector<bool> done(p.instrs.size(), false);
    // Evaluates the not-yet-computed slots of `cone`: row-uniform ones (PerRow/Scalar) once,
    // column-varying ones at every owned element.
    auto eval = [&](const std::vector<bool>& cone) {
      std::vector<bool> uni(cone.size()), col(cone.size());
      for (size_t i = 0; i < cone.size(); ++i) {
        if (!cone[i] || done[i]) continue;
        (fusion::varies_along_cols(p.instrs[i].extent) ? col : uni)[i] = true;
        done[i] = true;
      }
      auto no_load = [&](uint32_t k) -> Val<float> {
        MORPH_CHECK(false, "row program: a row-uniform slot loads input ", k);
        return Val<float>(0.0f);
      };
      fusion::eval_masked(p, uni, ps[0], no_load, reduced_fn);
      for (uint32_t m = 1; m < P; ++m)
        for (size_t i = 0; i < uni.size(); ++i)
          if (uni[i]) ps[m][i] = ps[0][i];
      for (uint32_t m = 0; m < P; ++m) {
        Val<uint32_t> j = (m + 1) * 32 <= n ? item + m * 32u : min(item + m * 32u, n - 1u);
        auto ld = [&](uint32_t k) { return load(names_[k], j); };
        fusion::eval_masked(p, col, ps[m], ld, reduced_fn);
      }
    };
    for (const fusion::FenceStage& st : rp_->stages) {
      eval(p.cone({st.slot}));
      uint32_t calls = 0;
      auto value = [&](Val<uint32_t>) -> Val<float> {
        Val<float> v = ps.at(calls++)[st.slot];
        if (st.red == algebra::Red::SumSq) v = v * v;
        return v;
      };
      reduce::Combine c = st.red == algebra::Red::Max   ? reduce::Combine::Max
                          : st.red == algebra::Red::Min ? reduce::Combine::Min
                                                        : reduce::Combine::Sum;
      // A max of |x| (RMSNorm's prescale, FenceProgram::abs_max_stage) as unsigned integer maxes,
      // as the row fence's blocked schedule does. Any order gives a max's bits: the item's
      // positions first (a position past n repeats column n - 1, harmless to a max), then one
      // butterfly.
      if (rp_->abs_max_stage(st)) {
        Val<float> m = ps[0][st.slot];
        for (uint32_t k = 1; k < P; ++k) m = fusion::abs_max(m, ps[k][st.slot]);
        reduced.push_back(reduce::subgroup_butterfly_by(fusion::abs_max, m));
        continue;
      }
      Val<float> r = reduce::row_reduce_subgroup(c, Val<uint32_t>(n), value, n);
      if (st.red == algebra::Red::Mean) r = r / static_cast<float>(n);
      reduced.push_back(r);
    }
    eval(p.cone(p.outputs));
    std::vector<Val<float>> out;
    for (uint32_t m = 0; m < P; ++m) out.push_back(ps[m][p.outputs[0]]);
    return out;
  }

 private:
  const fusion::FenceProgram* rp_ = nullptr;
  std::vector<std::string> names_;
};

}  // namespace morph::ops
