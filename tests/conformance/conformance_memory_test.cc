// Conformance of memory ops against the oracle, bitwise: f16/bf16 loads and stores over all
// 2^16 patterns and over random f32 values (rounding, overflow, denormals, NaN), i8/u8 loads
// (sign/zero extension) and stores (low 8 bits), shared memory with barriers.
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "tests/conformance/conformance_util.h"

using namespace morph;
using namespace morph::dsl;
using morph::testing::in_buf;
using morph::testing::out_buf;

namespace {

class ConformanceMemory : public morph::testing::ConformanceTest {};

template <class S>
KernelRef half_kernel(const char* name) {
  // Load every 16-bit pattern (-> f32), store it back (f32 -> 16 bits), and round random f32s.
  return kernel(
      name,
      [](Array<S> h, Array<float> wide, Array<S> back, Array<float> x, Array<S> narrow) {
    Val<uint32_t> i = global_id(0);
    If(i < h.size(), [&] {
      Val<float> v = h[i];
      wide[i] = v;
      back[i] = v;
    });
    If(i < x.size(), [&] { narrow[i] = x[i]; });
      },
      {"h", "wide", "back", "x", "narrow"});
}

TEST_P(ConformanceMemory, F16AllPatternsAndRounding) {
  auto k = half_kernel<f16>("conf_f16");
  std::vector<uint16_t> all(65536);
  for (uint32_t i = 0; i < 65536; ++i) all[i] = static_cast<uint16_t>(i);
  std::vector<float> x = morph::testing::f32_inputs(65536);
  std::mt19937& rng = morph::testing::test_rng();
  for (size_t i = 0; i < 8192; ++i)  // halfway points and neighbours across the f16 range, denormals included
    x[200 + i] = float_of((rng() & 0x80001fffu) ^ (1u << 12) | ((101u + rng() % 42u) << 23) | (rng() & 0x007fe000u));
  check(k, {256}, {256},
        {in_buf(all), out_buf<float>(65536), out_buf<uint16_t>(65536), in_buf(x), out_buf<uint16_t>(x.size())},
        "f16 load/store");
  if (compile_only()) return;
  // And the oracle itself equals morph/base/float_bits (the one definition).
  const auto& ref = last_reference();
  for (uint32_t i = 0; i < 65536; i += 97) {
    float w;
    std::memcpy(&w, ref[1].data() + 4 * i, 4);
    ASSERT_TRUE(same_float(w, f16_to_f32(static_cast<uint16_t>(i)))) << i;
  }
}

TEST_P(ConformanceMemory, Bf16AllPatternsAndRounding) {
  auto k = half_kernel<bf16>("conf_bf16");
  std::vector<uint16_t> all(65536);
  for (uint32_t i = 0; i < 65536; ++i) all[i] = static_cast<uint16_t>(i);
  std::vector<float> x = morph::testing::f32_inputs(65536);
  std::mt19937& rng = morph::testing::test_rng();
  for (size_t i = 0; i < 8192; ++i)
    x[200 + i] = float_of((rng() & 0xffff0000u) | 0x8000u | (i % 2 ? rng() & 0x7fffu : 0u));
  check(k, {256}, {256},
        {in_buf(all), out_buf<float>(65536), out_buf<uint16_t>(65536), in_buf(x), out_buf<uint16_t>(x.size())},
        "bf16 load/store");
}

TEST_P(ConformanceMemory, Int8AndUint8) {
  auto k = kernel(
      "conf_i8_u8",
      [](Array<int8_t> c, Array<uint8_t> u, Array<int32_t> ci, Array<uint32_t> uu, Array<int32_t> vi,
         Array<uint32_t> vu, Array<int8_t> co, Array<uint8_t> uo) {
    Val<uint32_t> i = global_id(0);
    If(i < c.size(), [&] {
      ci[i] = c[i];
      uu[i] = u[i];
    });
    If(i < vi.size(), [&] {
      co[i] = vi[i];
      uo[i] = vu[i];
    });
      },
      {"c", "u", "ci", "uu", "vi", "vu", "co", "uo"});
  std::vector<uint8_t> all(256);
  for (uint32_t i = 0; i < 256; ++i) all[i] = static_cast<uint8_t>(i);
  std::vector<int32_t> vi = morph::testing::i32_inputs(4096);
  std::vector<uint32_t> vu(vi.size());
  for (size_t i = 0; i < vu.size(); ++i)
    vu[i] = static_cast<uint32_t>(vi[(i * 31) % vi.size()]) + static_cast<uint32_t>(i);
  check(k, {16}, {256},
        {in_buf(all), in_buf(all), out_buf<int32_t>(256), out_buf<uint32_t>(256), in_buf(vi), in_buf(vu),
         out_buf<uint8_t>(vi.size()), out_buf<uint8_t>(vi.size())},
        "i8/u8 load/store");
}

TEST_P(ConformanceMemory, SharedMemoryAndBarriers) {
  // Each workgroup reverses its slice through shared memory, then every item sums a window of
  // its neighbours' values after a second barrier (reads of other items' writes).
  auto k = kernel(
      "conf_shared",
      [](Array<float> x, Array<float> out, Array<int32_t> iout) {
    Shared<float> s = shared<float>(128, "tile");
    Shared<int32_t> si = shared<int32_t>(128, "itile");
    Val<uint32_t> l = local_id(0), n = local_size(0), g = global_id(0);
    s[n - 1u - l] = x[g];
    si[l] = cast<int32_t>(l) * -3;
    barrier();
    Val<float> v = s[l];
    Val<float> w = s[(l + 1u) % n] * 0.5f;
    barrier();
    s[l] = v + w;
    barrier();
    out[g] = s[(l + 5u) % n] - s[l];
    iout[g] = si[(l * 7u) % n] + si[l];
      },
      {"x", "out", "iout"});
  for (uint32_t W : {32u, 96u, 128u}) {
    std::vector<float> x = morph::testing::f32_inputs(W * 6);
    check(k, {6}, {W}, {in_buf(x), out_buf<float>(x.size()), out_buf<int32_t>(x.size())},
          "shared memory W=" + std::to_string(W));
  }
}

}  // namespace

MORPH_INSTANTIATE_BACKENDS(ConformanceMemory);
