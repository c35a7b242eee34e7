#include "morph/runtime/oracle/oracle_device.h"

#include <cstring>
#include <new>
#include <stdexcept>

#include "morph/base/error.h"

namespace morph::rt {
namespace {

class HostBuffer : public BufferImpl {
 public:
  explicit HostBuffer(size_t n) : data(n) {}
  std::vector<unsigned char> data;
};

class OracleCompiled : public Compiled {};

class OracleDevice : public Device {
 public:
  explicit OracleDevice(const interp::Options& o) : opts_(o) {}
  std::string name() const override { return "oracle"; }
  std::string backend() const override { return "oracle"; }
  Caps caps() const override {
    Caps c;
    c.native_subgroup_width = 32;
    c.arch = "reference-interpreter";
    c.compute_units = 1;
    c.preserves_denormals = !opts_.flush_denormals;
    return c;
  }
  Buffer alloc(size_t bytes) override {
    try {
      return Buffer{std::make_shared<HostBuffer>(bytes), bytes};
    } catch (const std::bad_alloc&) {
      throw UserError(str_cat("oracle: cannot allocate ", bytes, " bytes of host memory"));
    } catch (const std::length_error&) {
      throw UserError(str_cat("oracle: cannot allocate ", bytes, " bytes of host memory"));
    }
  }
  void upload(const Buffer& dst, const void* src, size_t bytes, size_t offset) override {
    check_transfer(true, dst, src, bytes, offset);
    if (bytes) std::memcpy(host(dst) + offset, src, bytes);
  }
  void download(const Buffer& src, void* dst, size_t bytes, size_t offset) override {
    check_transfer(false, src, dst, bytes, offset);
    if (bytes) std::memcpy(dst, host(src) + offset, bytes);
  }
  void copy(const Buffer& dst, const Buffer& src, size_t bytes) override {
    MORPH_USER_CHECK(bytes <= dst.bytes && bytes <= src.bytes, "oracle: copy of ", bytes, " bytes overruns a buffer");
    if (bytes) std::memmove(host(dst), host(src), bytes);
  }
  std::shared_ptr<Compiled> compile(const ir::Kernel&) override { return std::make_shared<OracleCompiled>(); }
  void launch(const Compiled&, const ir::Kernel& k, Dim3 grid, Dim3 wg, std::span<const LaunchArg> args) override {
    check_launch(k, grid, wg, args);
    std::vector<interp::Arg> a(args.size());
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].buffer)
        a[i] = interp::buffer(host(*args[i].buffer), args[i].buffer->bytes / ir::byte_size(k.params[i].type));
      else
        a[i] = interp::scalar_bits(args[i].bits);
    }
    interp::run(k, grid, wg, a, opts_);
  }
  void synchronize() override {}

 private:
  static unsigned char* host(const Buffer& b) {
    auto* hb = dynamic_cast<HostBuffer*>(b.impl.get());
    MORPH_USER_CHECK(hb != nullptr, "oracle: buffer was not allocated by an oracle device");
    return hb->data.data();
  }
  interp::Options opts_;
};

}  // namespace

std::unique_ptr<Device> make_oracle_device(const interp::Options& opts) { return std::make_unique<OracleDevice>(opts); }

}  // namespace morph::rt
