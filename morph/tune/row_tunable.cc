#include "morph/tune/row_tunable.h"

#include "morph/base/error.h"
#include "morph/tune/plan_tunable.h"

namespace morph::tune {

const std::vector<std::string>& row_candidates() {
  static const std::vector<std::string> c = {"default", "sg64",   "sg128",  "sg256",  "wg64",    "wg128",   "wg256",
                                             "wg512",   "wg1024", "split4", "split8", "split16", "split32", "serial"};
  return c;
}

fusion::FenceSchedule row_candidate(const std::string& name, uint32_t cols) {
  if (name == "default") return fusion::default_schedule(cols);
  if (name == "serial") return fusion::serial_schedule(cols);
  auto num = [&](size_t from) { return static_cast<uint32_t>(std::stoul(name.substr(from))); };
  if (name.starts_with("sg")) return {num(2), true, cols};
  if (name.starts_with("wg")) return {num(2), false, cols};
  if (name.starts_with("split")) {
    // Long rows only (where the default splits too): a short row split over workgroups of 1024
    // items would leave most items idle.
    if (cols <= 8192)
      throw UserError("tune: candidate '" + name + "' splits rows longer than 8192 columns only (these rows have " +
                      std::to_string(cols) + " columns)");
    return {1024, false, cols, num(5)};
  }
  throw UserError("tune: unknown row schedule candidate '" + name + "' (expected default, sgN, wgN, splitN or serial)");
}

fusion::PlanOptions row_options(const std::string& name) {
  fusion::PlanOptions opts;
  row_candidate(name, 16384);          // an unknown name throws here, not at the first launch
  if (name == "default") return opts;  // the plan's default: the device's own (device_row_schedule)
  opts.schedule = [name](uint32_t cols) { return row_candidate(name, cols); };
  return opts;
}

Tunable row_fence_tunable(const fusion::Graph& g, std::map<std::string, rt::Tensor> timing,
                          std::map<std::string, rt::Tensor> probe) {
  Tunable t = plan_tunable("fence", g, row_candidates(), row_options, std::move(timing), std::move(probe));
  // `serial` is the default itself where workgroups are cheap (the cpu backend: the default
  // schedule becomes serial there, device_row_schedule); timing it twice would only let noise
  // name a "winner".
  auto refuse = [](rt::Device& dev, size_t i) {
    if (row_candidates().at(i) == "serial" && dev.caps().cheap_workgroups)
      throw UserError("tune: candidate 'serial' is the default schedule on " + dev.name());
  };
  return with_refusal(std::move(t), refuse, /*probe_too=*/false);
}

}  // namespace morph::tune
