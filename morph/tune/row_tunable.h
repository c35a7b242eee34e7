// Row-fence graphs (softmax, norms, any Plan::fused graph of row launches) as Tunables: the
// knob is the FenceSchedule of every row launch. Candidates are schedule templates independent of
// the row length (so a cached name means the same thing for every shape of a class); the row
// length is always specialized (n_static = cols). Candidate 0 is default_schedule(cols).
//   auto t = tune::row_fence_tunable(g, timing_inputs, probe_inputs);
#pragma once
#include <map>
#include <string>
#include <vector>

#include "morph/fusion/fence.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// The explicit candidate list: "default", then a 32-item subgroup per row in workgroups of
/// 64/128/256 items ("sg64"…), then one workgroup per row of 64…1024 items ("wg64"…), then each
/// row split over 4/8/16/32 workgroups of 1024 items ("split4"…: S + 1 launches for S stages;
/// rows longer than 8192 columns only — shorter rows refuse them with a UserError), then one item
/// walking each row ("serial": serial_schedule, the cpu backend's own default).
const std::vector<std::string>& row_candidates();
/// Candidate `name` for rows of `cols` elements. Throws UserError on an unknown name.
fusion::FenceSchedule row_candidate(const std::string& name, uint32_t cols);

/// PlanOptions whose row schedule is candidate `name` ("default": no schedule of its own, so the
/// plan takes the device's: device_row_schedule). Throws UserError on an unknown name.
fusion::PlanOptions row_options(const std::string& name);

/// Family "fence": Plan::fused(g) under each row candidate. `timing` and `probe` bind every graph
/// input (as Plan::execute wants them). The family hash covers the default plan's description
/// (its programs and row lengths), so the family name needs no case name: `morph tune` and a
/// run-time lookup (tune/autotune.h) of the same graph share entries.
Tunable row_fence_tunable(const fusion::Graph& g, std::map<std::string, rt::Tensor> timing,
                          std::map<std::string, rt::Tensor> probe);

}  // namespace morph::tune
