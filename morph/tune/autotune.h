// Tuned schedules at run time: the one place where cached `morph tune` winners reach the kernels.
// Opt-in: with MORPH_AUTOTUNE=1 (autotune_enabled()) or `force` (the Plan option: pass the result
// as Plan::fused's options), the validated cached winners of the graph's families ("fence" for
// row launches, "map" for elementwise launches) at this device and shape class become the
// PlanOptions; without either, or without a cache entry, the default schedules (always correct).
// Nothing is timed here; a cached winner is re-proven bitwise against the default on a small
// probe before use (Tuner::lookup), once per process and (device, graph, shape class).
//   fusion::Plan p = fusion::Plan::fused(g, tune::tuned_plan_options(*dev, g, rows));
//   ops::AttnConfig c = tune::tuned_attention_config(*dev, cfg, inputs);
//   quant::MatvecSchedule s = tune::tuned_matvec_schedule(*dev, weights, quant::XType::F32, 1);
#pragma once
#include <cstdint>

#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/ops/attention.h"
#include "morph/runtime/device.h"
#include "morph/tune/attention_tunable.h"
#include "morph/tune/matvec_tunable.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// The shape class of `g` run over `rows` rows: (rows, the longest row length of its launches).
ShapeClass graph_shape_class(const fusion::Graph& g, uint64_t rows);

/// PlanOptions for Plan::fused(g) on `dev` over `rows` rows (see above). `root` is the tune
/// cache root (empty: $XDG_CACHE_HOME/morph). Never throws for a missing or bad entry (defaults).
fusion::PlanOptions tuned_plan_options(rt::Device& dev, const fusion::Graph& g, uint64_t rows, bool force = false,
                                       const std::string& root = {});

/// `base` with the validated cached winner of the "attention" family for these inputs' shape
/// class (rows = batch * n_q, cols = the longest context), under the same opt-in; `base` otherwise.
ops::AttnConfig tuned_attention_config(rt::Device& dev, const ops::AttnConfig& base, const AttnInputs& in,
                                       bool force = false, const std::string& root = {});
/// The attention shape class used by `morph tune` and tuned_attention_config.
ShapeClass attention_shape_class(const AttnInputs& in);

/// quant::default_schedule(w.type, ncols, w.k), or under the same opt-in the validated cached winner of the
/// "matvec" family for W's type, k, the column count and x type at shape class (rows, k), proven
/// on matvec_probe_inputs(w, xt, ncols) (8 rows; nothing timed). Never throws for a missing or bad entry.
quant::MatvecSchedule tuned_matvec_schedule(rt::Device& dev, const quant::MatvecWeights& w, quant::XType xt,
                                            uint32_t ncols, bool force = false, const std::string& root = {});

}  // namespace morph::tune
