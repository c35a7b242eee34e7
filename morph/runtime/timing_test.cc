// rt::time_enqueue: warm-up runs untimed, then one device_time_us window per timed run and the
// median of its samples (mean of the middle two for an even count); a device without a clock
// gives wall-time samples and device_clock false.
#include "morph/runtime/timing.h"

#include <gtest/gtest.h>

#include "morph/runtime/registry.h"

using namespace morph;

namespace {

/// The oracle with a scripted clock: window k returns clock[k] (or -1 past the script: no clock).
class ScriptedClock : public rt::Device {
 public:
  ScriptedClock(rt::Device& inner, std::vector<double> clock) : inner_(inner), clock_(std::move(clock)) {}
  int windows = 0, outside = 0, inside = 0;
  bool in_window = false;
  void enqueue_marker() { (in_window ? inside : outside)++; }

  std::string name() const override { return inner_.name(); }
  std::string backend() const override { return inner_.backend(); }
  rt::Caps caps() const override { return inner_.caps(); }
  rt::Buffer alloc(size_t b) override { return inner_.alloc(b); }
  void upload(const rt::Buffer& d, const void* s, size_t b, size_t o = 0) override { inner_.upload(d, s, b, o); }
  void download(const rt::Buffer& s, void* d, size_t b, size_t o = 0) override { inner_.download(s, d, b, o); }
  void copy(const rt::Buffer& d, const rt::Buffer& s, size_t b) override { inner_.copy(d, s, b); }
  std::shared_ptr<rt::Compiled> compile(const ir::Kernel& k) override { return inner_.compile(k); }
  using rt::Device::launch;
  void launch(const rt::Compiled& c, const ir::Kernel& k, rt::Dim3 g, rt::Dim3 w,
              std::span<const rt::LaunchArg> a) override {
    inner_.launch(c, k, g, w, a);
  }
  void synchronize() override { inner_.synchronize(); }
  double device_time_us(const std::function<void()>& enqueue) override {
    in_window = true;
    enqueue();
    in_window = false;
    const size_t k = windows++;
    return k < clock_.size() ? clock_[k] : -1;
  }

 private:
  rt::Device& inner_;
  std::vector<double> clock_;
};

}  // namespace

TEST(Timing, WarmupUntimedThenMedianOfTheWindows) {
  auto oracle = rt::open_device("oracle");
  ScriptedClock dev(*oracle, {9, 1, 5, 3, 7});
  rt::Timing t = rt::time_enqueue(dev, [&] { dev.enqueue_marker(); }, {.warmup = 2, .reps = 5});
  EXPECT_EQ(dev.outside, 2) << "warm-up runs outside the timed windows";
  EXPECT_EQ(dev.inside, 5);
  EXPECT_EQ(dev.windows, 5);
  EXPECT_TRUE(t.device_clock);
  EXPECT_EQ(t.samples_us, (std::vector<double>{9, 1, 5, 3, 7}));
  EXPECT_EQ(t.median_us, 5.0);
}

TEST(Timing, EvenCountTakesTheMeanOfTheMiddleTwo) {
  auto oracle = rt::open_device("oracle");
  ScriptedClock dev(*oracle, {4, 1, 10, 2});
  rt::Timing t = rt::time_enqueue(dev, [] {}, {.warmup = 0, .reps = 4});
  EXPECT_EQ(t.median_us, 3.0);
  EXPECT_EQ(rt::median({}), -1.0);
  EXPECT_EQ(rt::median({2, 8}), 5.0);
}

TEST(Timing, NoClockGivesWallTimes) {
  auto oracle = rt::open_device("oracle");
  ScriptedClock dev(*oracle, {});
  rt::Timing t = rt::time_enqueue(dev, [] {}, {.warmup = 1, .reps = 3});
  EXPECT_FALSE(t.device_clock);
  ASSERT_EQ(t.samples_us.size(), 3u);
  for (double s : t.samples_us) EXPECT_GE(s, 0.0);
  // The oracle's own device_time_us has no clock either.
  rt::Timing o = rt::time_enqueue(*oracle, [] {}, {.warmup = 0, .reps = 1});
  EXPECT_FALSE(o.device_clock);
  EXPECT_EQ(o.samples_us.size(), 1u);
}
