// One way to time device work, shared by every place that reports a device time and by the
// autotuner (so that a tuned winner's gain is measured exactly as `morph table` measures a case):
// the caller prepares the work first — compiles its kernels, allocates its outputs and scratch,
// runs it once — and hands over a function that only queues launches on those buffers; then
// `warmup` untimed runs and a synchronize, then `reps` runs each under Device::device_time_us
// (CUDA: a ~1 ms GPU spin queued before the start event, so host-side queueing opens no gap;
// OpenCL: profiling events of the launches; Vulkan: timestamps after a ~20 ms spin on a GPU,
// which keeps NVIDIA's driver from timing the work at an idle clock), and the median. On a device without a clock (the
// oracle, the cpu backend) the samples are wall times around enqueue + synchronize and
// Timing::device_clock is false.
//   auto outs = plan.execute(dev, in);                                   // compile + allocate
//   rt::Timing t = rt::time_enqueue(dev, [&] { plan.execute_into(dev, in, outs); });
//   if (t.device_clock) report(t.median_us);
#pragma once
#include <functional>
#include <vector>

#include "morph/runtime/device.h"

namespace morph::rt {

struct TimingOptions {
  int warmup = 3;  ///< untimed runs before the timed ones (after the caller's preparing run)
  int reps = 20;   ///< timed runs; the median is kept (at least 1 is made)
};

struct Timing {
  double median_us = -1;           ///< median of samples_us (microseconds)
  std::vector<double> samples_us;  ///< one per timed run, in run order
  bool device_clock = false;       ///< samples are device times (else wall times around enqueue + synchronize)
};

/// Times `enqueue` on `dev` as described above. `enqueue` must queue work on `dev` only (it is
/// run warmup + reps times); what it throws propagates. Returns the median (mean of the middle two
/// for an even count).
Timing time_enqueue(Device& dev, const std::function<void()>& enqueue, const TimingOptions& opts = {});

/// The median of `v` (mean of the middle two for an even count); -1 for an empty `v`.
double median(std::vector<double> v);

}  // namespace morph::rt
