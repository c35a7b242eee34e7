#include "morph/runtime/timing.h"

#include <algorithm>
#include <chrono>

namespace morph::rt {

double median(std::vector<double> v) {
  if (v.empty()) return -1;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

Timing time_enqueue(Device& dev, const std::function<void()>& enqueue, const TimingOptions& opts) {
  for (int w = 0; w < opts.warmup; ++w) enqueue();
  dev.synchronize();
  Timing t;
  t.device_clock = true;
  for (int rep = 0; rep < std::max(1, opts.reps); ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    const double d = dev.device_time_us(enqueue);  // waits for the work
    const double wall = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    if (d < 0) t.device_clock = false;
    t.samples_us.push_back(d >= 0 ? d : wall);
  }
  t.median_us = median(t.samples_us);
  return t;
}

}  // namespace morph::rt
