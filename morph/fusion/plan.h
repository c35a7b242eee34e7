// Plans: the launches that evaluate a traced Graph on a Device (DESIGN §4). The fused plan
// attaches Map regions (morph/fusion/partition.h) to the row-reduction fences they feed and
// consume — one fence kernel (morph/fusion/fence.h) per connected group, however many
// reduction passes it holds — and runs Map-only regions as dag_map launches; opaque fences
// (matmul, gather) are launches of their own and cut fusion. The unfused plan runs one launch
// per op node. launch_count() is a first-class, tested number. Intermediates stay on the device.
//   Plan fused = Plan::fused(g), naive = Plan::unfused(g);
//   auto outs = fused.execute(*dev, {{"x", x}, {"w", w}, {"g", gate}});   // name -> rt::Tensor
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "morph/fusion/dag_program.h"
#include "morph/fusion/fence.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/map_schedule.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

struct Launch {
  enum class Kind : uint8_t { Map, Fence, Opaque };
  Kind kind = Kind::Map;
  DagProgram map;          // Kind::Map
  FenceProgram row;        // Kind::Fence
  FenceSchedule schedule;  // Kind::Fence
  /// Kind::Fence: `schedule` is the default, so the device may take its own (device_row_schedule).
  bool device_schedule = false;
  std::optional<MapSchedule> map_schedule;  // Kind::Map: nullopt = dag_map's default for the device
  uint32_t cols = 0;                        // row length of the launch's domain
  uint32_t node = 0;                        // Kind::Opaque: the fence node
  std::vector<uint32_t> inputs;             // graph nodes bound to the program's inputs, in order
  std::vector<uint32_t> outputs;            // graph nodes the launch materializes (f32), in order
  std::vector<uint32_t> typed_outputs;      // then graph outputs (indices) stored as f16/bf16, in order
  std::vector<uint32_t> members;            // graph nodes this launch computes (ascending)
  /// Map: one traced kernel; Row: row_kernels(row, schedule), one per device launch (a split
  /// schedule takes stages + 1); Opaque: none. Traced when the plan is built.
  std::vector<dsl::KernelRef> kernels;
  /// Device launches this launch queues (Opaque: 1).
  size_t device_launches() const { return kind == Kind::Opaque ? 1 : kernels.size(); }
  std::string label() const;
};

struct PlanOptions {
  /// Schedule of each row launch, by row length (default: default_schedule, or the device's own
  /// at execute: device_row_schedule).
  std::function<FenceSchedule(uint32_t cols)> schedule;
  /// Schedule of every Map launch (dag_map; lanes forced to 1 where the domain is not Full).
  /// nullopt: dag_map's default for the device. Lanes that do not divide a launch's cols make
  /// that launch throw UserError at execute (the tuner then skips the candidate).
  std::optional<MapSchedule> map_schedule;
};

class Plan {
 public:
  /// Fused: Map regions attached to the fences around them (throws UserError when one group
  /// would mix row lengths).
  static Plan fused(const Graph& g, const PlanOptions& opts = {});
  /// Unfused: one launch per unary, binary, reduction and opaque node.
  static Plan unfused(const Graph& g, const PlanOptions& opts = {});

  /// Device launches one execute() queues (a split row fence counts each of its launches).
  size_t launch_count() const;
  /// The same on a device with `caps` (default row schedules become the device's own:
  /// device_row_schedule; the cpu backend runs a split row fence in one launch).
  size_t launch_count(const rt::Caps& caps) const;
  const std::vector<Launch>& launches() const { return launches_; }
  const Graph& graph() const { return graph_; }
  /// The traced kernels of the Map and Row launches, in launch order (opaque fences have none):
  /// what a backend compiles for this plan.
  std::vector<dsl::KernelRef> kernels() const;
  /// One line per launch plus its program.
  std::string describe() const;

  /// Runs the plan. `inputs` binds every graph input by name to a device tensor of the input's
  /// dtype whose element count fits its extent: Full [rows, cols] (rows taken from it unless the
  /// graph has a domain), PerCol [cols], PerRow [rows], Scalar [1]; an input with a RowMap holds
  /// its own rows (rowmap.rows). Returns every graph output as a device tensor of its output
  /// type (Full: the graph's domain shape, else {rows, cols}; PerRow: {rows}, PerCol: {cols},
  /// Scalar: {1}). Throws UserError on a missing or misshapen input or an opaque fence without a
  /// device implementation.
  std::map<std::string, rt::Tensor> execute(rt::Device& dev, const std::map<std::string, rt::Tensor>& inputs) const;
  /// As execute(), writing the graph outputs named in `outputs` into the tensors given there
  /// (of the output's type and the element count of its extent; UserError otherwise) and allocating the others
  /// and every intermediate; on return `outputs` holds every graph output. For repeated calls
  /// (benchmarks) that should not allocate their outputs each time.
  void execute_into(rt::Device& dev, const std::map<std::string, rt::Tensor>& inputs,
                    std::map<std::string, rt::Tensor>& outputs) const;

 private:
  Graph graph_;
  std::vector<Launch> launches_;
  // Partials buffers of split row fences, cached per device (by Device::serial) so repeated calls
  // do not allocate; a call holds the cache's lock while it queues its launches (see execute_into).
  struct Scratch;
  std::shared_ptr<Scratch> scratch_;
};

}  // namespace morph::fusion
