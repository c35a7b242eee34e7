#include "morph/runtime/tensor.h"

#include <cstring>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/runtime/tensor_checks.h"

namespace morph::rt {

Tensor Tensor::empty(Device& dev, ir::Type dtype, std::vector<uint64_t> shape) {
  Tensor t;
  t.device = &dev;
  t.dtype = dtype;
  t.shape = std::move(shape);
  uint64_t n = 1;  // the element count and byte size must not wrap (numel() would)
  for (uint64_t d : t.shape) {
    MORPH_USER_CHECK(d == 0 || n <= (UINT64_MAX / 8) / d, "tensor shape ", t.shape_str(),
                     ": its element count overflows 64 bits");
    n *= d;
  }
  t.buffer = dev.alloc(std::max<size_t>(t.bytes(), 4));
  t.buffer.bytes = t.bytes();
  return t;
}

uint64_t Tensor::numel() const {
  uint64_t n = 1;
  for (uint64_t d : shape) n *= d;
  return n;
}
uint64_t Tensor::cols() const { return shape.empty() ? 1 : shape.back(); }
uint64_t Tensor::rows() const { return shape.size() <= 1 ? 1 : numel() / cols(); }

void check_backed(const Tensor& t, std::string_view op, std::string_view name) {
  MORPH_USER_CHECK(t.device && t.buffer, op, ": ", name, " ", t.shape_str(), " is not allocated on a device");
  MORPH_USER_CHECK(t.buffer.bytes >= t.bytes(), op, ": ", name, " ", t.shape_str(), " needs ", t.bytes(),
                   " bytes, its buffer holds ", t.buffer.bytes);
}

void check_not_aliased(const Tensor& written, std::string_view op, std::string_view name,
                       std::initializer_list<std::pair<const Tensor*, std::string_view>> inputs) {
  for (const auto& [in, in_name] : inputs)
    MORPH_USER_CHECK(!same_buffer(written, *in), op, ": ", name, " shares its buffer with ", in_name,
                     " (the op writes ", name, " while it reads ", in_name, ")");
}

std::string Tensor::shape_str() const {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? "," : "") + std::to_string(shape[i]);
  return s + "] " + std::string(ir::type_name(dtype));
}

void Tensor::upload_raw(const void* data, size_t n) {
  MORPH_USER_CHECK(n == bytes(), "tensor ", shape_str(), " holds ", bytes(), " bytes, got ", n);
  device->upload(buffer, data, n);
}
void Tensor::download_raw(void* data, size_t n) const {
  MORPH_USER_CHECK(n == bytes(), "tensor ", shape_str(), " holds ", bytes(), " bytes, asked for ", n);
  device->download(buffer, data, n);
}

void Tensor::upload(const std::vector<float>& host) {
  MORPH_USER_CHECK(host.size() == numel(), "tensor ", shape_str(), " has ", numel(), " elements, got ", host.size());
  switch (dtype) {
    case ir::Type::F32: upload_raw(host.data(), host.size() * 4); return;
    case ir::Type::F16:
    case ir::Type::BF16: {
      std::vector<uint16_t> h(host.size());
      for (size_t i = 0; i < h.size(); ++i) h[i] = dtype == ir::Type::F16 ? f32_to_f16(host[i]) : f32_to_bf16(host[i]);
      upload_raw(h.data(), h.size() * 2);
      return;
    }
    default:
      throw UserError(str_cat("tensor upload from f32 host values supports f32/f16/bf16, not ", ir::type_name(dtype)));
  }
}

std::vector<float> Tensor::download_f32() const {
  std::vector<float> out(numel());
  switch (dtype) {
    case ir::Type::F32: download_raw(out.data(), out.size() * 4); break;
    case ir::Type::F16:
    case ir::Type::BF16: {
      std::vector<uint16_t> h(out.size());
      download_raw(h.data(), h.size() * 2);
      for (size_t i = 0; i < h.size(); ++i) out[i] = dtype == ir::Type::F16 ? f16_to_f32(h[i]) : bf16_to_f32(h[i]);
      break;
    }
    default: throw UserError(str_cat("tensor download to f32 supports f32/f16/bf16, not ", ir::type_name(dtype)));
  }
  return out;
}

}  // namespace morph::rt
