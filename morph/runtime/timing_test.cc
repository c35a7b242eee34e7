// rt::time_enqueue: warm-up runs untimed, then one device_time_us window per timed run and the
// median of its samples (mean of the middle two for an even count); a device without a clock
// gives wall-time samples and device_clock false.
#include "morph/runtime/timing.h"

#include <gtest/gtest.h>

#include "morph/runtime/clock_device_testing.h"
#include "morph/runtime/registry.h"

using namespace morph;

namespace {

/// The oracle with a scripted clock: window k reads clock[k] (past the script: -1, no clock).
rt::testing::ClockDevice scripted(rt::Device& inner, std::vector<double> clock) {
  return rt::testing::ClockDevice(
      inner, [clock = std::move(clock)](int k) { return k < static_cast<int>(clock.size()) ? clock[k] : -1.0; });
}

}  // namespace

TEST(Timing, WarmupUntimedThenMedianOfTheWindows) {
  auto oracle = rt::open_device("oracle");
  rt::testing::ClockDevice dev = scripted(*oracle, {9, 1, 5, 3, 7});
  int outside = 0, inside = 0;
  rt::Timing t = rt::time_enqueue(dev, [&] { ++(dev.in_window ? inside : outside); }, {.warmup = 2, .reps = 5});
  EXPECT_EQ(outside, 2) << "warm-up runs outside the timed windows";
  EXPECT_EQ(inside, 5);
  EXPECT_EQ(dev.windows, 5);
  EXPECT_TRUE(t.device_clock);
  EXPECT_EQ(t.samples_us, (std::vector<double>{9, 1, 5, 3, 7}));
  EXPECT_EQ(t.median_us, 5.0);
}

TEST(Timing, EvenCountTakesTheMeanOfTheMiddleTwo) {
  auto oracle = rt::open_device("oracle");
  rt::testing::ClockDevice dev = scripted(*oracle, {4, 1, 10, 2});
  rt::Timing t = rt::time_enqueue(dev, [] {}, {.warmup = 0, .reps = 4});
  EXPECT_EQ(t.median_us, 3.0);
  EXPECT_EQ(rt::median({}), -1.0);
  EXPECT_EQ(rt::median({2, 8}), 5.0);
}

TEST(Timing, NoClockGivesWallTimes) {
  auto oracle = rt::open_device("oracle");
  rt::testing::ClockDevice dev = scripted(*oracle, {});
  rt::Timing t = rt::time_enqueue(dev, [] {}, {.warmup = 1, .reps = 3});
  EXPECT_FALSE(t.device_clock);
  ASSERT_EQ(t.samples_us.size(), 3u);
  for (double s : t.samples_us) EXPECT_GE(s, 0.0);
  // The oracle's own device_time_us has no clock either.
  rt::Timing o = rt::time_enqueue(*oracle, [] {}, {.warmup = 0, .reps = 1});
  EXPECT_FALSE(o.device_clock);
  EXPECT_EQ(o.samples_us.size(), 1u);
}
