// Test support: a Device decorator that forwards everything to an inner device, counts launches
// and lets a test decide what the device clock reads. Shared by the timing helper's tests
// (morph/runtime/timing_test.cc), the tuner's (morph/tune/tuner_test.cc) and matvec's
// run-and-time step (morph/quant/matvec_exec_test.cc); not part of the library (header-only,
// included by *_test.cc files only).
//   auto oracle = rt::open_device("oracle");
//   rt::testing::ClockDevice dev(*oracle, [&](int window) { return window < 3 ? 10.0 : -1.0; });
//   rt::time_enqueue(dev, [&] { ... });   // samples 10, 10, 10, then "no clock"
#pragma once
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <utility>

#include "morph/runtime/device.h"

namespace morph::rt::testing {

/// Forwards every Device call to `inner`; device_time_us runs the enqueued work on `inner`,
/// waits, and returns `clock(k)` for the k-th window (0-based; a negative value: no clock).
/// `in_window` is true while a window's work is being queued; `launches` counts launches.
class ClockDevice : public Device {
 public:
  ClockDevice(Device& inner, std::function<double(int)> clock) : inner_(inner), clock_(std::move(clock)) {}
  int windows = 0;         ///< device_time_us calls so far
  int launches = 0;        ///< kernel launches so far (inside windows or not)
  bool in_window = false;  ///< inside a device_time_us call's enqueue

  std::string name() const override { return inner_.name(); }
  std::string backend() const override { return inner_.backend(); }
  Caps caps() const override { return inner_.caps(); }
  Buffer alloc(size_t b) override { return inner_.alloc(b); }
  void upload(const Buffer& d, const void* s, size_t b, size_t o = 0) override { inner_.upload(d, s, b, o); }
  void download(const Buffer& s, void* d, size_t b, size_t o = 0) override { inner_.download(s, d, b, o); }
  void copy(const Buffer& d, const Buffer& s, size_t b) override { inner_.copy(d, s, b); }
  std::shared_ptr<Compiled> compile(const ir::Kernel& k) override { return inner_.compile(k); }
  using Device::launch;
  void launch(const Compiled& c, const ir::Kernel& k, Dim3 g, Dim3 w, std::span<const LaunchArg> a) override {
    ++launches;
    inner_.launch(c, k, g, w, a);
  }
  void synchronize() override { inner_.synchronize(); }
  double device_time_us(const std::function<void()>& enqueue) override {
    in_window = true;
    enqueue();
    in_window = false;
    inner_.synchronize();
    return clock_(windows++);
  }

 private:
  Device& inner_;
  std::function<double(int)> clock_;
};

}  // namespace morph::rt::testing
