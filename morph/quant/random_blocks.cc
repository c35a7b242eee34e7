#include "morph/quant/random_blocks.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"

namespace morph::quant {

std::vector<uint8_t> random_x(uint32_t n, XType xt, std::mt19937_64& rng) {
  std::normal_distribution<float> g(0.0f, 1.0f);
  std::vector<uint8_t> x(size_t{n} * (xt == XType::F32 ? 4 : 2));
  for (uint32_t i = 0; i < n; ++i) {
    const float v = g(rng);
    if (xt == XType::F32) {
      std::memcpy(x.data() + 4 * size_t{i}, &v, 4);
    } else {
      const uint16_t h = xt == XType::F16 ? f32_to_f16(v) : f32_to_bf16(v);
      std::memcpy(x.data() + 2 * size_t{i}, &h, 2);
    }
  }
  return x;
}

std::vector<uint32_t> fp16_scale_offsets(GgmlType t) {
  switch (t) {
    case GgmlType::Q4_1:
    case GgmlType::Q5_1:
    case GgmlType::Q8_1:
    case GgmlType::Q4_K:
    case GgmlType::Q5_K: return {0, 2};
    case GgmlType::Q2_K: return {80, 82};
    case GgmlType::Q3_K: return {108};
    case GgmlType::Q6_K: return {208};
    case GgmlType::TQ1_0: return {52};
    case GgmlType::TQ2_0: return {64};
    case GgmlType::Q8_K:
    case GgmlType::IQ1_M:
    case GgmlType::MXFP4:
    case GgmlType::NVFP4:
    case GgmlType::F32:
    case GgmlType::F16:
    case GgmlType::BF16: return {};
    default: return {0};
  }
}

std::vector<uint8_t> random_blocks(GgmlType t, uint32_t rows, uint32_t k, std::mt19937_64& rng) {
  const TypeInfo& ti = type_info(t);
  MORPH_USER_CHECK(ti.dequant, "random_blocks: ", ti.name, " has no float dequantization");
  const size_t rb = row_bytes(t, k), n = rb * rows;
  std::vector<uint8_t> b(n);
  auto put16 = [&](size_t at, uint16_t v) { std::memcpy(b.data() + at, &v, 2); };
  if (t == GgmlType::F32 || t == GgmlType::F16 || t == GgmlType::BF16) {
    for (size_t i = 0; i < size_t{rows} * k; ++i) {
      // uniform in (-0.1, 0.1): 24 random bits, cheap enough for matrices of 10^8 elements
      float v = (static_cast<float>(rng() >> 40) - 8388608.0f) * 1.1920929e-8f;
      if (t == GgmlType::F32)
        std::memcpy(b.data() + 4 * i, &v, 4);
      else
        put16(2 * i, t == GgmlType::F16 ? f32_to_f16(v) : f32_to_bf16(v));
    }
    return b;
  }
  for (size_t i = 0; i < n; i += 8) {  // 8 random bytes per draw
    const uint64_t r = rng();
    std::memcpy(b.data() + i, &r, std::min<size_t>(8, n - i));
  }
  std::uniform_real_distribution<float> mag(-10.0f, -4.0f);
  auto scale = [&] {
    float v = std::exp2(mag(rng)) * ((rng() & 1) ? -1.0f : 1.0f);
    return v;
  };
  for (size_t blk = 0; blk < n / ti.bytes; ++blk) {
    size_t base = blk * ti.bytes;
    for (uint32_t off : fp16_scale_offsets(t)) put16(base + off, f32_to_f16(std::fabs(scale())));
    if (t == GgmlType::Q8_K) {
      float v = std::fabs(scale());
      std::memcpy(b.data() + base, &v, 4);
    } else if (t == GgmlType::IQ1_M) {  // the fp16 scale lives in the top nibbles of 4 u16 words
      uint16_t d = f32_to_f16(std::fabs(scale()));
      for (int w = 0; w < 4; ++w) {
        uint16_t s;
        std::memcpy(&s, b.data() + base + 48 + 2 * w, 2);
        s = static_cast<uint16_t>((s & 0x0fff) | (((d >> (4 * w)) & 0xf) << 12));
        put16(base + 48 + 2 * w, s);
      }
    } else if (t == GgmlType::MXFP4) {
      b[base] = static_cast<uint8_t>(118 + rng() % 7);
    } else if (t == GgmlType::NVFP4) {  // UE4M3 scales 2^-7 … 2^-3 (exponent field 1 … 5)
      for (int sb = 0; sb < 4; ++sb) b[base + sb] = static_cast<uint8_t>((1 + rng() % 5) << 3 | (rng() & 7));
    }
  }
  return b;
}

}  // namespace morph::quant
