// How the elementwise kernel (dag_map) maps elements to items: `lanes` consecutive elements per
// item and trip, read and written with wide accesses (IR LoadLanes/StoreLanes: 128-bit where
// the storage type allows), and a grid-stride loop over a grid sized from the device's compute
// units. A schedule changes which item computes an element, never the arithmetic (DESIGN L6):
// every schedule gives the same bits (map_schedule_test.cc).
//   MapSchedule s = device_schedule(MapSchedule{4}, dev.caps());  // 4 lanes: 128-bit f32 accesses
//   uint32_t groups = map_groups(s, n / s.lanes, dev.caps());     // grid of a launch
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/base/hash.h"
#include "morph/runtime/device.h"

namespace morph::fusion {

struct MapSchedule {
  /// Consecutive elements per item and loop trip: 1, 2 or 4 (dag_map_kernel), dividing the row
  /// length. Item v of a trip covers elements v*lanes … v*lanes+lanes-1.
  uint32_t lanes = 1;
  /// Workgroups per compute unit of the grid-stride loop; 0: one trip, the grid covering
  /// every lane group (ceil(n / lanes / workgroup) workgroups).
  uint32_t groups_per_unit = 8;
  /// Items per workgroup.
  uint32_t workgroup = 256;

  bool operator==(const MapSchedule&) const = default;
  /// Only `lanes` shapes the kernel; the grid is chosen at launch.
  void hash_append(Hasher& h) const { h.add(lanes); }
  std::string str() const;
};

/// Workgroups per compute unit of a default launch on a device with `caps`: 0 (the full grid,
/// one trip per item) on devices of 32 or more compute units or of an unknown count (0: GPUs;
/// measured on an H200 at 64 Mi f32, 4 lanes: a*w+b 242 µs full grid vs 250 µs at 8 per SM,
/// silu(a)*b 332 vs 348 µs), 8 otherwise (CPU OpenCL such as PoCL and lavapipe pay per
/// workgroup, so few workgroups loop: lavapipe, gelu_tanh over 2^20, 1.19 s vs 2.66 s); 0 where
/// Caps::cheap_workgroups (the cpu backend).
uint32_t default_groups_per_unit(const rt::Caps& caps);

/// The device's part of a default schedule `s`, decided here and only here from its caps:
/// groups_per_unit as default_groups_per_unit; one lane where the device has no wide accesses
/// (lanes would only unroll the body there; lavapipe's compile of a 4-lane silu body ran for
/// over 10 minutes), and where the kernel calls long exact routines (`long_math`:
/// map_has_long_math) on a device without Caps::wide_math.
MapSchedule device_schedule(MapSchedule s, const rt::Caps& caps, bool long_math = false);

/// A default schedule `s` (after device_schedule) for a launch of `elements` elements: one lane
/// per item where the full grid at `s.lanes` would leave compute units without a workgroup (a
/// device of at least 32 compute units — GPUs, and a CPU OpenCL device that large too, the same
/// bits — with Caps::cheap_workgroups false) — such a launch is one
/// item's latency, and four elements per item make that chain four times as long. Measured on
/// `morph tune swiglu_1tok` (1 x 14336 f32, 14 workgroups at 4 lanes): H200 3.33 vs 3.78 µs,
/// H100 3.58 vs 3.82 (2 lanes no faster than 4; 64 or 128 items per workgroup no faster than
/// 256). Larger launches keep `s`.
MapSchedule small_launch_schedule(MapSchedule s, uint64_t elements, const rt::Caps& caps);

/// Loop trips one item of a grid-stride launch may run on a device with `caps`: unbounded
/// (UINT64_MAX) without a driver loop limit, else caps.max_loop_trips / 16, leaving 15
/// iterations per trip for loops in the body (Morph's GLSL prelude has none).
uint64_t max_item_trips(const rt::Caps& caps);

/// Every valid schedule of a launch over rows of `cols` (lanes 1, 2, 4 dividing cols; groups per
/// unit 0, 1 and 8; workgroups 64 and 256): the L6 test set.
std::vector<MapSchedule> map_schedule_variants(uint64_t cols);

/// Workgroups of a launch over `groups_of_lanes` lane groups (at least 1 when it is > 0); a
/// grid-stride grid is enlarged until no item runs more than max_item_trips(caps) trips.
uint32_t map_groups(const MapSchedule& s, uint64_t groups_of_lanes, const rt::Caps& caps);

/// Elements one wide access of an `elem_bytes` buffer covers within a trip of `lanes`: the
/// largest power of two <= lanes whose bytes are at most 16; 1 (scalar accesses) when that
/// covers fewer than 8 bytes.
uint32_t access_width(uint32_t lanes, uint32_t elem_bytes);

}  // namespace morph::fusion
