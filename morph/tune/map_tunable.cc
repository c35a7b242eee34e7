#include "morph/tune/map_tunable.h"

#include "morph/base/error.h"
#include "morph/tune/plan_tunable.h"

namespace morph::tune {

const std::vector<std::string>& map_candidates() {
  static const std::vector<std::string> c = {"default", "l1", "l2", "l4", "l1.g8", "l2.g8", "l4.g8", "l4.wg128"};
  return c;
}

std::optional<fusion::MapSchedule> map_candidate(const std::string& name) {
  if (name == "default") return std::nullopt;
  static const std::map<std::string, fusion::MapSchedule> kNamed = {
      {"l1", {1, 0, 256}},    {"l2", {2, 0, 256}},    {"l4", {4, 0, 256}},       {"l2.g8", {2, 8, 256}},
      {"l1.g8", {1, 8, 256}}, {"l4.g8", {4, 8, 256}}, {"l4.wg128", {4, 0, 128}},
  };
  auto it = kNamed.find(name);
  if (it == kNamed.end())
    throw UserError("tune: unknown elementwise schedule candidate '" + name +
                    "' (expected default, l1, l2, l4, l1.g8, l2.g8, l4.g8 or l4.wg128)");
  return it->second;
}

fusion::PlanOptions map_options(const std::string& name) {
  fusion::PlanOptions opts;
  opts.map_schedule = map_candidate(name);
  return opts;
}

Tunable map_tunable(const fusion::Graph& g, std::map<std::string, rt::Tensor> timing,
                    std::map<std::string, rt::Tensor> probe) {
  Tunable t = plan_tunable("map", g, map_candidates(), map_options, std::move(timing), std::move(probe));
  // On a device without wide accesses (GLSL) lanes only unroll the body, and compiling that can
  // take minutes (lavapipe): such candidates are refused there without compiling.
  auto refuse = [](rt::Device& dev, size_t i) {
    auto s = map_candidate(map_candidates().at(i));
    if (s && s->lanes > 1 && !dev.caps().wide_accesses)
      throw UserError("tune: candidate '" + map_candidates()[i] + "' needs wide accesses, which " + dev.name() +
                      " lacks");
  };
  return with_refusal(std::move(t), refuse, /*probe_too=*/true);
}

}  // namespace morph::tune
