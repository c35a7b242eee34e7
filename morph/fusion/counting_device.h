// A Device decorator that counts launches (and forwards everything else), so launch counts are
// measured, not trusted: tests and `morph run` assert fused = 1 launch, naive = one per step.
//   auto inner = rt::open_device("oracle"); CountingDevice dev(*inner);
//   Fuse(a).silu().mul(b).run(out_on_dev);  assert(dev.launches() == 1);
#pragma once
#include <atomic>
#include <cstdint>

#include "morph/runtime/device.h"

namespace morph::fusion {

class CountingDevice : public rt::Device {
 public:
  explicit CountingDevice(rt::Device& inner) : inner_(inner) {}
  uint64_t launches() const { return launches_; }
  void reset() { launches_ = 0; }
  rt::Device& inner() { return inner_; }

  std::string name() const override { return inner_.name(); }
  std::string backend() const override { return inner_.backend(); }
  rt::Caps caps() const override { return inner_.caps(); }
  rt::Buffer alloc(size_t bytes) override { return inner_.alloc(bytes); }
  void upload(const rt::Buffer& dst, const void* src, size_t bytes, size_t offset = 0) override {
    inner_.upload(dst, src, bytes, offset);
  }
  void download(const rt::Buffer& src, void* dst, size_t bytes, size_t offset = 0) override {
    inner_.download(src, dst, bytes, offset);
  }
  void copy(const rt::Buffer& dst, const rt::Buffer& src, size_t bytes) override { inner_.copy(dst, src, bytes); }
  std::shared_ptr<rt::Compiled> compile(const ir::Kernel& k) override { return inner_.compile(k); }
  using rt::Device::launch;
  void launch(const rt::Compiled& c, const ir::Kernel& k, rt::Dim3 grid, rt::Dim3 workgroup,
              std::span<const rt::LaunchArg> args) override {
    ++launches_;
    inner_.launch(c, k, grid, workgroup, args);
  }
  void synchronize() override { inner_.synchronize(); }

 private:
  rt::Device& inner_;
  std::atomic<uint64_t> launches_{0};
};

}  // namespace morph::fusion
