// Graph plans as Tunables: one Plan::fused per candidate PlanOptions (row-fence schedules,
// elementwise MapSchedules), run on bound device tensors; a candidate whose plan cannot be built
// or launched throws from prepare/probe and the tuner skips it. Prepared as `morph table` prepares
// a case: one execute() allocates the outputs, the timed function is execute_into() on them. The family hash covers the
// default plan's description (its programs, row lengths and default schedules), so a changed kernel never reuses an old
// winner.
//   tune::Tunable t = tune::plan_tunable("map", g, names, [](const std::string& n) { ... }, timing, probe);
//   auto inputs = tune::bind_inputs(*dev, g, rows, seed);   // default_inputs on the device
#pragma once
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// A Tunable of family `family` over Plan::fused(g, options(name)) for each name of
/// `candidates` (candidates[0] is the default schedule). `timing` and `probe` bind every graph
/// input as Plan::execute wants them.
Tunable plan_tunable(const std::string& family, const fusion::Graph& g, const std::vector<std::string>& candidates,
                     const std::function<fusion::PlanOptions(const std::string&)>& options,
                     std::map<std::string, rt::Tensor> timing, std::map<std::string, rt::Tensor> probe);

/// fusion::default_inputs(g, rows, seed) uploaded to `dev` (Full inputs as [rows, cols], the
/// others with their extent's element count).
std::map<std::string, rt::Tensor> bind_inputs(rt::Device& dev, const fusion::Graph& g, uint64_t rows, uint64_t seed);

}  // namespace morph::tune
