// A device-resident tensor: a Buffer plus element type and shape (row-major, last axis
// contiguous). Element types: f32, f16, bf16 (and the other IR storage types).
//   rt::Tensor x = rt::Tensor::empty(*dev, ir::Type::F32, {rows, cols});
//   x.upload(host_f32);   std::vector<float> y = x.download_f32();
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/runtime/device.h"

namespace morph::rt {

struct Tensor {
  Device* device = nullptr;
  Buffer buffer;
  ir::Type dtype = ir::Type::F32;
  std::vector<uint64_t> shape;  // elements per axis; {} is a scalar

  static Tensor empty(Device& dev, ir::Type dtype, std::vector<uint64_t> shape);
  uint64_t numel() const;
  uint64_t rows() const;  // product of all but the last axis (1 for rank <= 1)
  uint64_t cols() const;  // last axis (numel for rank 1, 1 for a scalar)
  size_t bytes() const { return numel() * ir::byte_size(dtype); }

  /// Raw element bytes in the tensor's dtype (f16/bf16: 16-bit patterns). Size must match.
  void upload_raw(const void* data, size_t bytes);
  void download_raw(void* data, size_t bytes) const;
  /// f32 host values, converted to/from the tensor's dtype with Morph's conversions
  /// (morph/base/float_bits.h). Throws UserError if the element count differs.
  void upload(const std::vector<float>& host);
  std::vector<float> download_f32() const;
  std::string shape_str() const;
};

}  // namespace morph::rt
