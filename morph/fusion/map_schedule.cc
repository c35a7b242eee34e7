#include "morph/fusion/map_schedule.h"

#include <algorithm>

#include "morph/base/error.h"

namespace morph::fusion {

std::string MapSchedule::str() const {
  return str_cat("lanes ", lanes, ", ",
                 groups_per_unit == 0 ? std::string("full grid") : str_cat(groups_per_unit, " groups/unit"),
                 ", workgroup ", workgroup);
}

uint32_t default_groups_per_unit(const rt::Caps& caps) {
  return caps.compute_units == 0 || caps.compute_units >= 32 || caps.cheap_workgroups ? 0 : 8;
}

MapSchedule device_schedule(MapSchedule s, const rt::Caps& caps, bool long_math) {
  s.groups_per_unit = default_groups_per_unit(caps);
  if (!caps.wide_accesses || (long_math && !caps.wide_math)) s.lanes = 1;
  return s;
}

MapSchedule small_launch_schedule(MapSchedule s, uint64_t elements, const rt::Caps& caps) {
  if (caps.cheap_workgroups || caps.compute_units < 32 || s.groups_per_unit != 0 || s.lanes == 1) return s;
  const uint64_t groups = (elements / s.lanes + s.workgroup - 1) / s.workgroup;
  if (groups < caps.compute_units) s.lanes = 1;
  return s;
}

uint64_t max_item_trips(const rt::Caps& caps) {
  return caps.max_loop_trips == 0 ? UINT64_MAX : std::max<uint64_t>(1, caps.max_loop_trips / 16);
}

std::vector<MapSchedule> map_schedule_variants(uint64_t cols) {
  std::vector<MapSchedule> v;
  for (uint32_t lanes : {1u, 2u, 4u}) {
    if (cols % lanes != 0) continue;
    for (uint32_t gpu : {0u, 1u, 8u})
      for (uint32_t wg : {64u, 256u}) v.push_back({lanes, gpu, wg});
  }
  return v;
}

uint32_t map_groups(const MapSchedule& s, uint64_t groups_of_lanes, const rt::Caps& caps) {
  if (groups_of_lanes == 0) return 0;
  uint64_t full = (groups_of_lanes + s.workgroup - 1) / s.workgroup;
  if (s.groups_per_unit == 0) {
    MORPH_USER_CHECK(full < (uint64_t{1} << 31), "elementwise launch: ", full, " workgroups exceed the grid limit");
    return static_cast<uint32_t>(full);
  }
  uint64_t cap = uint64_t{std::max<uint32_t>(caps.compute_units, 1)} * s.groups_per_unit;
  uint64_t groups = std::min(full, cap);
  // Enough items that none runs more trips than the driver's loop limit allows.
  const uint64_t trips = max_item_trips(caps), per_group = uint64_t{s.workgroup} * trips;
  if (trips != UINT64_MAX) groups = std::max(groups, std::min(full, (groups_of_lanes + per_group - 1) / per_group));
  return static_cast<uint32_t>(groups);
}

uint32_t access_width(uint32_t lanes, uint32_t elem_bytes) {
  uint32_t w = lanes;
  while (w > 1 && w * elem_bytes > 16) w /= 2;
  return w * elem_bytes >= 8 ? w : 1;
}

}  // namespace morph::fusion
