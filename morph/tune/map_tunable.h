// Elementwise plans (dag_map launches) as Tunables: the knob is the MapSchedule of every Map
// launch (fusion/map_schedule.h) — elements per item (lanes: 1, 2, 4: dag_map's widths) and the grid (the full
// grid, or a grid-stride loop of 8 workgroups per compute unit), workgroups of 256 or 128 items.
// Names do not depend on the shape; a candidate whose lanes do not divide the rows' length throws
// at launch and is skipped. Candidate 0 ("default") is dag_map's default for the device.
//   auto t = tune::map_tunable(g, tune::bind_inputs(*dev, g, rows, seed), tune::bind_inputs(*dev, g, 3, seed + 1));
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/fusion/map_schedule.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// "default", "l1", "l2", "l4" (full grid, 256 items), "l1.g8", "l2.g8", "l4.g8" (8 workgroups
/// per compute unit), "l4.wg128" (full grid, 128 items).
const std::vector<std::string>& map_candidates();
/// The schedule of candidate `name`; nullopt for "default". Throws UserError on an unknown name.
std::optional<fusion::MapSchedule> map_candidate(const std::string& name);
/// PlanOptions whose Map launches run candidate `name`.
fusion::PlanOptions map_options(const std::string& name);

/// Family "map": Plan::fused(g) under each map candidate (row launches keep their default).
Tunable map_tunable(const fusion::Graph& g, std::map<std::string, rt::Tensor> timing,
                    std::map<std::string, rt::Tensor> probe);

}  // namespace morph::tune
