#include "morph/fusion/random_inputs.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include "morph/base/float_bits.h"

namespace morph::fusion {

namespace {
constexpr uint32_t kSpecials[] = {
    0x00000000u, 0x80000000u,               // ±0
    0x00000001u, 0x80000001u,               // ±smallest denormal
    0x007fffffu, 0x807fffffu,               // ±largest denormal
    0x00400000u, 0x80012345u,               // denormals
    0x7f800000u, 0xff800000u,               // ±inf
    0x7fc00000u, 0xffc00000u, 0x7fc12345u,  // NaNs (quiet, negative, payload)
    0x7f7fffffu, 0xff7fffffu,               // ±FLT_MAX
    0x7149f2cau, 0xf149f2cau,               // ±1e30
    0x0da24260u, 0x8da24260u,               // ±1e-30
    0x00800000u, 0x80800000u,               // ±FLT_MIN (smallest normal)
    0x3f800000u, 0xbf800000u,               // ±1
    0x42b17218u, 0xc2cff1b5u,               // ≈ ±88.7 / -103.97: exp overflow / underflow edges
};
}  // namespace

size_t special_count() { return sizeof(kSpecials) / sizeof(kSpecials[0]); }
float special_value(uint64_t k) { return float_of(kSpecials[k % special_count()]); }

std::vector<float> random_with_specials(uint64_t seed, size_t n) {
  std::mt19937_64 rng(seed);
  std::vector<float> v(n);
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = rng();
    if ((r & 7) == 0) {
      v[i] = special_value(r >> 8);
    } else {
      // sign, exponent in [-10, 10], 23 random mantissa bits
      uint32_t sign = static_cast<uint32_t>((r >> 3) & 1) << 31;
      uint32_t exp = static_cast<uint32_t>(127 - 10 + ((r >> 4) % 21));
      uint32_t mant = static_cast<uint32_t>((r >> 16) & 0x7fffffu);
      v[i] = float_of(sign | (exp << 23) | mant);
    }
  }
  return v;
}

std::string_view regime_name(RowRegime r) {
  switch (r) {
    case RowRegime::Mixed: return "mixed";
    case RowRegime::Cancel: return "cancel";
    case RowRegime::Denormal: return "denormal";
    case RowRegime::NearOverflow: return "near_overflow";
    case RowRegime::Specials: return "specials";
  }
  return "?";
}

RegimeMix RegimeMix::moderate() {
  RegimeMix m;
  m.cycle = {RowRegime::Mixed, RowRegime::Cancel, RowRegime::Mixed, RowRegime::Mixed,
             RowRegime::Mixed, RowRegime::Cancel, RowRegime::Mixed, RowRegime::Specials};
  m.span = 4;
  return m;
}

RegimeMix RegimeMix::for_f16(uint64_t cols, bool moderate) {
  RegimeMix m = RegimeMix::moderate();  // Mixed and Cancel rows, Specials at r % 8 == 7
  m.span = 2;
  if (!moderate) {
    // Elements up to 2^(span + 4 + scale): cols of them squared stay below 2^12.
    const int lg = cols ? std::min(static_cast<int>(std::bit_width(cols - 1)), 40) : 0;  // ceil(log2(cols))
    m.scale_log2 = -((lg + 1) / 2) - 2;
  }
  return m;
}

RowRegime row_regime(const RegimeMix& mix, uint64_t r) {
  return mix.cycle.empty() ? RowRegime::Mixed : mix.cycle[r % mix.cycle.size()];
}

namespace {
// Random sign, exponent center + [-1, 1] clamped to [-span, span], 23 random mantissa bits.
float mixed(std::mt19937_64& rng, int span, int center) {
  uint64_t r = rng();
  uint32_t sign = static_cast<uint32_t>(r & 1) << 31;
  int e = std::clamp(center - 1 + static_cast<int>((r >> 1) % 3), -span, span);
  uint32_t mant = static_cast<uint32_t>((r >> 16) & 0x7fffffu);
  return float_of(sign | (static_cast<uint32_t>(127 + e) << 23) | mant);
}
// A row's magnitude center, uniform in [-span, span].
int row_center(std::mt19937_64& rng, int span) {
  return -span + static_cast<int>(rng() % static_cast<uint64_t>(2 * span + 1));
}
}  // namespace

void fill_row(RowRegime regime, uint64_t seed, int span, float* out, size_t cols) {
  std::mt19937_64 rng(seed);
  switch (regime) {
    case RowRegime::Mixed: {
      int center = row_center(rng, span);
      for (size_t j = 0; j < cols; ++j) out[j] = mixed(rng, span, center);
      break;
    }
    case RowRegime::Cancel: {
      int center = row_center(rng, span);
      for (size_t j = 0; j < cols; ++j) {
        if (j % 2 == 0) {
          out[j] = mixed(rng, span, center);
        } else {
          float v = out[j - 1];
          int k = 8 + static_cast<int>(rng() % 13);
          out[j] = -v + std::ldexp(v, -k) * ((rng() & 1) ? 1.0f : -1.0f);
        }
      }
      break;
    }
    case RowRegime::Denormal:
      for (size_t j = 0; j < cols; ++j) {
        uint64_t r = rng();
        uint32_t sign = static_cast<uint32_t>(r & 1) << 31;
        if (r % 8 == 1)  // a normal near FLT_MIN: 2^-126 .. 2^-124
          out[j] = float_of(sign | (static_cast<uint32_t>(1 + (r >> 8) % 3) << 23) | ((r >> 16) & 0x7fffffu));
        else
          out[j] = float_of(sign | static_cast<uint32_t>(1 + (r >> 16) % 0x7fffffu));
      }
      break;
    case RowRegime::NearOverflow: {
      double top =
          std::sqrt(static_cast<double>(std::numeric_limits<float>::max()) / (16.0 * std::max<size_t>(cols, 1)));
      std::uniform_real_distribution<double> u(0.5, 1.0);
      for (size_t j = 0; j < cols; ++j) {
        float v = static_cast<float>(top * u(rng));
        out[j] = (rng() & 1) ? -v : v;
      }
      break;
    }
    case RowRegime::Specials: {
      std::vector<float> v = random_with_specials(rng(), cols);
      for (size_t j = 0; j < cols; ++j) out[j] = v[j];
      break;
    }
  }
}

std::vector<float> reduction_inputs(uint64_t seed, uint64_t rows, uint64_t cols, const RegimeMix& mix) {
  std::vector<float> v(rows * cols);
  for (uint64_t r = 0; r < rows; ++r) {
    const RowRegime regime = row_regime(mix, r);
    float* row = v.data() + r * cols;
    fill_row(regime, seed * 0x9e3779b97f4a7c15ull + r, mix.span, row, cols);
    if (mix.scale_log2 != 0 && regime != RowRegime::Specials)
      for (uint64_t c = 0; c < cols; ++c) row[c] = std::ldexp(row[c], mix.scale_log2);
  }
  return v;
}

}  // namespace morph::fusion
