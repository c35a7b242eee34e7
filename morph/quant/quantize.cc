// Transcriptions of ggml's reference quantizers (ggml-quants.c, ggml commit d99724f). Every
// expression keeps ggml's f32 operation order; the library is built with -ffp-contract=off, as
// ggml's reference build has no FMA.
#include "morph/quant/quantize.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/decode.h"
#include "morph/quant/iq_tables.h"

namespace morph::quant {

namespace {

constexpr float kGroupMaxEps = 1e-15f;  // GROUP_MAX_EPS

uint16_t fp16(float f) { return f32_to_f16(f); }  // GGML_FP32_TO_FP16 (round to nearest even)
float fp32(uint16_t h) { return f16_to_f32(h); }  // GGML_FP16_TO_FP32
void put16(uint8_t* p, uint16_t v) { std::memcpy(p, &v, 2); }
uint16_t get16(const uint8_t* p) {
  uint16_t v;
  std::memcpy(&v, p, 2);
  return v;
}

int nearest_int(float fval) {
  float val = fval + 12582912.f;
  int i;
  std::memcpy(&i, &val, sizeof(int));
  return (i & 0x007fffff) - 0x00400000;
}

void q4_0(const float* x, uint8_t* y, int64_t k) {
  const int qk = 32;
  for (int64_t i = 0; i < k / qk; i++, y += 18) {
    float amax = 0.0f, max = 0.0f;
    for (int j = 0; j < qk; j++) {
      const float v = x[i * qk + j];
      if (amax < std::fabs(v)) {
        amax = std::fabs(v);
        max = v;
      }
    }
    const float d = max / -8;
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    for (int j = 0; j < qk / 2; ++j) {
      const float x0 = x[i * qk + 0 + j] * id;
      const float x1 = x[i * qk + qk / 2 + j] * id;
      const uint8_t xi0 = static_cast<uint8_t>(std::min(15, static_cast<int>(static_cast<int8_t>(x0 + 8.5f))));
      const uint8_t xi1 = static_cast<uint8_t>(std::min(15, static_cast<int>(static_cast<int8_t>(x1 + 8.5f))));
      y[2 + j] = static_cast<uint8_t>(xi0 | (xi1 << 4));
    }
  }
}

void q4_1(const float* x, uint8_t* y, int64_t k) {
  const int qk = 32;
  for (int64_t i = 0; i < k / qk; i++, y += 20) {
    float min = FLT_MAX, max = -FLT_MAX;
    for (int j = 0; j < qk; j++) {
      const float v = x[i * qk + j];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const float d = (max - min) / ((1 << 4) - 1);
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    put16(y + 2, fp16(min));
    for (int j = 0; j < qk / 2; ++j) {
      const float x0 = (x[i * qk + 0 + j] - min) * id;
      const float x1 = (x[i * qk + qk / 2 + j] - min) * id;
      const uint8_t xi0 = static_cast<uint8_t>(std::min(15, static_cast<int>(static_cast<int8_t>(x0 + 0.5f))));
      const uint8_t xi1 = static_cast<uint8_t>(std::min(15, static_cast<int>(static_cast<int8_t>(x1 + 0.5f))));
      y[4 + j] = static_cast<uint8_t>(xi0 | (xi1 << 4));
    }
  }
}

void q5_0(const float* x, uint8_t* y, int64_t k) {
  const int qk = 32;
  for (int64_t i = 0; i < k / qk; i++, y += 22) {
    float amax = 0.0f, max = 0.0f;
    for (int j = 0; j < qk; j++) {
      const float v = x[i * qk + j];
      if (amax < std::fabs(v)) {
        amax = std::fabs(v);
        max = v;
      }
    }
    const float d = max / -16;
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    uint32_t qh = 0;
    for (int j = 0; j < qk / 2; ++j) {
      const float x0 = x[i * qk + 0 + j] * id;
      const float x1 = x[i * qk + qk / 2 + j] * id;
      const uint8_t xi0 = static_cast<uint8_t>(std::min(31, static_cast<int>(static_cast<int8_t>(x0 + 16.5f))));
      const uint8_t xi1 = static_cast<uint8_t>(std::min(31, static_cast<int>(static_cast<int8_t>(x1 + 16.5f))));
      y[6 + j] = static_cast<uint8_t>((xi0 & 0x0F) | ((xi1 & 0x0F) << 4));
      qh |= ((xi0 & 0x10u) >> 4) << (j + 0);
      qh |= ((xi1 & 0x10u) >> 4) << (j + qk / 2);
    }
    std::memcpy(y + 2, &qh, 4);
  }
}

void q5_1(const float* x, uint8_t* y, int64_t k) {
  const int qk = 32;
  for (int64_t i = 0; i < k / qk; i++, y += 24) {
    float min = FLT_MAX, max = -FLT_MAX;
    for (int j = 0; j < qk; j++) {
      const float v = x[i * qk + j];
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const float d = (max - min) / ((1 << 5) - 1);
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    put16(y + 2, fp16(min));
    uint32_t qh = 0;
    for (int j = 0; j < qk / 2; ++j) {
      const float x0 = (x[i * qk + 0 + j] - min) * id;
      const float x1 = (x[i * qk + qk / 2 + j] - min) * id;
      const uint8_t xi0 = static_cast<uint8_t>(x0 + 0.5f);
      const uint8_t xi1 = static_cast<uint8_t>(x1 + 0.5f);
      y[8 + j] = static_cast<uint8_t>((xi0 & 0x0F) | ((xi1 & 0x0F) << 4));
      qh |= ((xi0 & 0x10u) >> 4) << (j + 0);
      qh |= ((xi1 & 0x10u) >> 4) << (j + qk / 2);
    }
    std::memcpy(y + 4, &qh, 4);
  }
}

void q8_0(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 32; i++, y += 34) {
    float amax = 0.0f;
    for (int j = 0; j < 32; j++) amax = std::max(amax, std::fabs(x[i * 32 + j]));
    const float d = amax / ((1 << 7) - 1);
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    for (int j = 0; j < 32; ++j) y[2 + j] = static_cast<uint8_t>(static_cast<int8_t>(std::round(x[i * 32 + j] * id)));
  }
}

// ggml's int8_t = roundf(v) as ggml's x86-64 build computes it (cvttss2si, then the low byte):
// round half away from zero; NaN and values outside int32 give 0x80000000, so byte 0. (C leaves
// the out-of-range conversion undefined; it is reached only for non-finite inputs or blocks
// whose max is subnormal, where 1/d overflows.) The q8_1 kernel (matvec_q8_1.cc) computes the same.
int8_t q8_round(float v) {
  const float r = std::round(v);
  const int32_t i = std::fabs(r) < 2147483648.0f ? static_cast<int32_t>(r) : INT32_MIN;
  return static_cast<int8_t>(static_cast<uint8_t>(static_cast<uint32_t>(i) & 0xffu));
}

// quantize_row_q8_1_ref (ggml-quants.c): MAX(a, b) is ggml's `a > b ? a : b` (so a NaN element
// replaces amax, as in ggml), d = amax/127 and s = d·Σqs stored as fp16.
void q8_1(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 32; i++, y += 36) {
    float amax = 0.0f;
    for (int j = 0; j < 32; j++) {
      const float a = std::fabs(x[i * 32 + j]);
      amax = amax > a ? amax : a;
    }
    const float d = amax / ((1 << 7) - 1);
    const float id = d ? 1.0f / d : 0.0f;
    put16(y, fp16(d));
    int sum = 0;
    for (int j = 0; j < 16; ++j) {
      const float v0 = x[i * 32 + j] * id;
      const float v1 = x[i * 32 + 16 + j] * id;
      const int8_t a = q8_round(v0), b = q8_round(v1);
      y[4 + j] = static_cast<uint8_t>(a);
      y[4 + 16 + j] = static_cast<uint8_t>(b);
      sum += a;
      sum += b;
    }
    put16(y + 2, fp16(static_cast<float>(sum) * d));
  }
}

void q8_k(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 256; i++, y += 292, x += 256) {
    float max = 0, amax = 0;
    for (int j = 0; j < 256; ++j) {
      float ax = std::fabs(x[j]);
      if (ax > amax) {
        amax = ax;
        max = x[j];
      }
    }
    if (!amax) {
      std::memset(y, 0, 292);  // d = 0, qs = 0 (bsums as ggml leaves them: zeroed here)
      continue;
    }
    const float iscale = -127.f / max;
    int8_t qs[256];
    for (int j = 0; j < 256; ++j) qs[j] = static_cast<int8_t>(std::min(127, nearest_int(iscale * x[j])));
    std::memcpy(y + 4, qs, 256);
    for (int j = 0; j < 16; ++j) {
      int sum = 0;
      for (int ii = 0; ii < 16; ++ii) sum += qs[j * 16 + ii];
      int16_t s = static_cast<int16_t>(sum);
      std::memcpy(y + 260 + 2 * j, &s, 2);
    }
    float d = 1 / iscale;
    std::memcpy(y, &d, 4);
  }
}

// ---- k-quants helpers (ggml-quants.c) ----

float make_qx_quants(int n, int nmax, const float* x, int8_t* L, int rmse_type, const float* qw) {
  float max = 0, amax = 0;
  for (int i = 0; i < n; ++i) {
    float ax = std::fabs(x[i]);
    if (ax > amax) {
      amax = ax;
      max = x[i];
    }
  }
  if (amax < kGroupMaxEps) {
    for (int i = 0; i < n; ++i) L[i] = 0;
    return 0.f;
  }
  float iscale = -nmax / max;
  if (rmse_type == 0) {
    for (int i = 0; i < n; ++i) {
      int l = nearest_int(iscale * x[i]);
      L[i] = static_cast<int8_t>(nmax + std::max(-nmax, std::min(nmax - 1, l)));
    }
    return 1 / iscale;
  }
  bool return_early = false;
  if (rmse_type < 0) {
    rmse_type = -rmse_type;
    return_early = true;
  }
  auto weight = [&](int i) -> float {
    return qw               ? qw[i]
           : rmse_type == 1 ? x[i] * x[i]
           : rmse_type == 2 ? 1
           : rmse_type == 3 ? std::fabs(x[i])
                            : std::sqrt(std::fabs(x[i]));
  };
  float sumlx = 0, suml2 = 0;
  for (int i = 0; i < n; ++i) {
    int l = nearest_int(iscale * x[i]);
    l = std::max(-nmax, std::min(nmax - 1, l));
    L[i] = static_cast<int8_t>(l + nmax);
    float w = weight(i);
    sumlx += w * x[i] * l;
    suml2 += w * l * l;
  }
  float scale = suml2 ? sumlx / suml2 : 0.0f;
  if (return_early) return suml2 > 0 ? 0.5f * (scale + 1 / iscale) : 1 / iscale;
  float best = scale * sumlx;
  for (int is = -9; is <= 9; ++is) {
    if (is == 0) continue;
    iscale = -(nmax + 0.1f * is) / max;
    sumlx = suml2 = 0;
    for (int i = 0; i < n; ++i) {
      int l = nearest_int(iscale * x[i]);
      l = std::max(-nmax, std::min(nmax - 1, l));
      float w = weight(i);
      sumlx += w * x[i] * l;
      suml2 += w * l * l;
    }
    if (suml2 > 0 && sumlx * sumlx > best * suml2) {
      for (int i = 0; i < n; ++i) {
        int l = nearest_int(iscale * x[i]);
        L[i] = static_cast<int8_t>(nmax + std::max(-nmax, std::min(nmax - 1, l)));
      }
      scale = sumlx / suml2;
      best = scale * sumlx;
    }
  }
  return scale;
}

float make_q3_quants(int n, int nmax, const float* x, int8_t* L, bool do_rmse) {
  float max = 0, amax = 0;
  for (int i = 0; i < n; ++i) {
    float ax = std::fabs(x[i]);
    if (ax > amax) {
      amax = ax;
      max = x[i];
    }
  }
  if (amax < kGroupMaxEps) {
    for (int i = 0; i < n; ++i) L[i] = 0;
    return 0.f;
  }
  float iscale = -nmax / max;
  if (do_rmse) {
    float sumlx = 0, suml2 = 0;
    for (int i = 0; i < n; ++i) {
      int l = nearest_int(iscale * x[i]);
      l = std::max(-nmax, std::min(nmax - 1, l));
      L[i] = static_cast<int8_t>(l);
      float w = x[i] * x[i];
      sumlx += w * x[i] * l;
      suml2 += w * l * l;
    }
    for (int itry = 0; itry < 5; ++itry) {
      int n_changed = 0;
      for (int i = 0; i < n; ++i) {
        float w = x[i] * x[i];
        float slx = sumlx - w * x[i] * L[i];
        if (slx > 0) {
          float sl2 = suml2 - w * L[i] * L[i];
          int new_l = nearest_int(x[i] * sl2 / slx);
          new_l = std::max(-nmax, std::min(nmax - 1, new_l));
          if (new_l != L[i]) {
            slx += w * x[i] * new_l;
            sl2 += w * new_l * new_l;
            if (sl2 > 0 && slx * slx * suml2 > sumlx * sumlx * sl2) {
              L[i] = static_cast<int8_t>(new_l);
              sumlx = slx;
              suml2 = sl2;
              ++n_changed;
            }
          }
        }
      }
      if (!n_changed) break;
    }
    for (int i = 0; i < n; ++i) L[i] = static_cast<int8_t>(L[i] + nmax);
    return suml2 > 0.0f ? sumlx / suml2 : 0.0f;
  }
  for (int i = 0; i < n; ++i) {
    int l = nearest_int(iscale * x[i]);
    l = std::max(-nmax, std::min(nmax - 1, l));
    L[i] = static_cast<int8_t>(l + nmax);
  }
  return 1 / iscale;
}

float make_qkx2_quants(int n, int nmax, const float* x, const float* weights, uint8_t* L, float* the_min, uint8_t* Laux,
                       float rmin, float rdelta, int nstep, bool use_mad) {
  float min = x[0], max = x[0];
  float sum_w = weights[0];
  float sum_x = sum_w * x[0];
  for (int i = 1; i < n; ++i) {
    if (x[i] < min) min = x[i];
    if (x[i] > max) max = x[i];
    float w = weights[i];
    sum_w += w;
    sum_x += w * x[i];
  }
  if (min > 0) min = 0;
  if (max == min) {
    for (int i = 0; i < n; ++i) L[i] = 0;
    *the_min = -min;
    return 0.f;
  }
  float iscale = nmax / (max - min);
  float scale = 1 / iscale;
  float best_error = 0;
  for (int i = 0; i < n; ++i) {
    int l = nearest_int(iscale * (x[i] - min));
    L[i] = static_cast<uint8_t>(std::max(0, std::min(nmax, l)));
    float diff = scale * L[i] + min - x[i];
    diff = use_mad ? std::fabs(diff) : diff * diff;
    float w = weights[i];
    best_error += w * diff;
  }
  if (nstep < 1) {
    *the_min = -min;
    return scale;
  }
  for (int is = 0; is <= nstep; ++is) {
    iscale = (rmin + rdelta * is + nmax) / (max - min);
    float sum_l = 0, sum_l2 = 0, sum_xl = 0;
    for (int i = 0; i < n; ++i) {
      int l = nearest_int(iscale * (x[i] - min));
      l = std::max(0, std::min(nmax, l));
      Laux[i] = static_cast<uint8_t>(l);
      float w = weights[i];
      sum_l += w * l;
      sum_l2 += w * l * l;
      sum_xl += w * l * x[i];
    }
    float D = sum_w * sum_l2 - sum_l * sum_l;
    if (D > 0) {
      float this_scale = (sum_w * sum_xl - sum_x * sum_l) / D;
      float this_min = (sum_l2 * sum_x - sum_l * sum_xl) / D;
      if (this_min > 0) {
        this_min = 0;
        this_scale = sum_xl / sum_l2;
      }
      float cur_error = 0;
      for (int i = 0; i < n; ++i) {
        float diff = this_scale * Laux[i] + this_min - x[i];
        diff = use_mad ? std::fabs(diff) : diff * diff;
        float w = weights[i];
        cur_error += w * diff;
      }
      if (cur_error < best_error) {
        for (int i = 0; i < n; ++i) L[i] = Laux[i];
        best_error = cur_error;
        scale = this_scale;
        min = this_min;
      }
    }
  }
  *the_min = -min;
  return scale;
}

void get_scale_min_k4(int j, const uint8_t* q, uint8_t* d, uint8_t* m) {
  if (j < 4) {
    *d = q[j] & 63;
    *m = q[j + 4] & 63;
  } else {
    *d = static_cast<uint8_t>((q[j + 4] & 0xF) | ((q[j - 4] >> 6) << 4));
    *m = static_cast<uint8_t>((q[j + 4] >> 4) | ((q[j - 0] >> 6) << 4));
  }
}

void q2_k(const float* x, uint8_t* y, int64_t k) {
  uint8_t L[256], Laux[16];
  float weights[16], mins[16], scales[16];
  const float q4scale = 15.f;
  for (int64_t i = 0; i < k / 256; i++, y += 84, x += 256) {
    uint8_t* sc = y;
    uint8_t* qs = y + 16;
    float max_scale = 0, max_min = 0;
    for (int j = 0; j < 16; ++j) {
      for (int l = 0; l < 16; ++l) weights[l] = std::fabs(x[16 * j + l]);
      scales[j] = make_qkx2_quants(16, 3, x + 16 * j, weights, L + 16 * j, &mins[j], Laux, -0.5f, 0.1f, 15, true);
      float scale = scales[j];
      if (scale > max_scale) max_scale = scale;
      float min = mins[j];
      if (min > max_min) max_min = min;
    }
    if (max_scale > 0) {
      float iscale = q4scale / max_scale;
      for (int j = 0; j < 16; ++j) sc[j] = static_cast<uint8_t>(nearest_int(iscale * scales[j]));
      put16(y + 80, fp16(max_scale / q4scale));
    } else {
      for (int j = 0; j < 16; ++j) sc[j] = 0;
      put16(y + 80, fp16(0.f));
    }
    if (max_min > 0) {
      float iscale = q4scale / max_min;
      for (int j = 0; j < 16; ++j) sc[j] = static_cast<uint8_t>(sc[j] | (nearest_int(iscale * mins[j]) << 4));
      put16(y + 82, fp16(max_min / q4scale));
    } else {
      put16(y + 82, fp16(0.f));
    }
    for (int j = 0; j < 16; ++j) {
      const float d = fp32(get16(y + 80)) * (sc[j] & 0xF);
      if (!d) continue;
      const float dm = fp32(get16(y + 82)) * (sc[j] >> 4);
      for (int ii = 0; ii < 16; ++ii) {
        int l = nearest_int((x[16 * j + ii] + dm) / d);
        L[16 * j + ii] = static_cast<uint8_t>(std::max(0, std::min(3, l)));
      }
    }
    for (int j = 0; j < 256; j += 128)
      for (int l = 0; l < 32; ++l)
        qs[j / 4 + l] =
            static_cast<uint8_t>(L[j + l] | (L[j + l + 32] << 2) | (L[j + l + 64] << 4) | (L[j + l + 96] << 6));
  }
}

void q3_k(const float* x, uint8_t* y, int64_t k) {
  int8_t L[256];
  float scales[16];
  for (int64_t i = 0; i < k / 256; i++, y += 110, x += 256) {
    uint8_t* hmask = y;
    uint8_t* qs = y + 32;
    uint8_t* sc = y + 96;
    float max_scale = 0, amax = 0;
    for (int j = 0; j < 16; ++j) {
      scales[j] = make_q3_quants(16, 4, x + 16 * j, L + 16 * j, true);
      float scale = std::fabs(scales[j]);
      if (scale > amax) {
        amax = scale;
        max_scale = scales[j];
      }
    }
    std::memset(sc, 0, 12);
    if (max_scale) {
      float iscale = -32.f / max_scale;
      for (int j = 0; j < 16; ++j) {
        int8_t l = static_cast<int8_t>(nearest_int(iscale * scales[j]));
        l = static_cast<int8_t>(std::max(-32, std::min(31, static_cast<int>(l))) + 32);
        if (j < 8)
          sc[j] = l & 0xF;
        else
          sc[j - 8] = static_cast<uint8_t>(sc[j - 8] | ((l & 0xF) << 4));
        l = static_cast<int8_t>(l >> 4);
        sc[j % 4 + 8] = static_cast<uint8_t>(sc[j % 4 + 8] | (l << (2 * (j / 4))));
      }
      put16(y + 108, fp16(1 / iscale));
    } else {
      put16(y + 108, fp16(0.f));
    }
    for (int j = 0; j < 16; ++j) {
      int8_t s = static_cast<int8_t>(j < 8 ? sc[j] & 0xF : sc[j - 8] >> 4);
      s = static_cast<int8_t>((s | (((sc[8 + j % 4] >> (2 * (j / 4))) & 3) << 4)) - 32);
      float d = fp32(get16(y + 108)) * s;
      if (!d) continue;
      for (int ii = 0; ii < 16; ++ii) {
        int l = nearest_int(x[16 * j + ii] / d);
        l = std::max(-4, std::min(3, l));
        L[16 * j + ii] = static_cast<int8_t>(l + 4);
      }
    }
    std::memset(hmask, 0, 32);
    int m = 0;
    uint8_t hm = 1;
    for (int j = 0; j < 256; ++j) {
      if (L[j] > 3) {
        hmask[m] |= hm;
        L[j] = static_cast<int8_t>(L[j] - 4);
      }
      if (++m == 32) {
        m = 0;
        hm = static_cast<uint8_t>(hm << 1);
      }
    }
    for (int j = 0; j < 256; j += 128)
      for (int l = 0; l < 32; ++l)
        qs[j / 4 + l] =
            static_cast<uint8_t>(L[j + l] | (L[j + l + 32] << 2) | (L[j + l + 64] << 4) | (L[j + l + 96] << 6));
  }
}

/// Q4_K (nmax 15, rmin -1, nstep 20) and Q5_K (nmax 31, rmin -0.5, nstep 15) share the scale search.
void q45_k(const float* x, uint8_t* y, int64_t k, bool five) {
  const int nmax = five ? 31 : 15;
  const size_t bytes = five ? 176 : 144;
  uint8_t L[256], Laux[32];
  float weights[32], mins[8], scales[8];
  for (int64_t i = 0; i < k / 256; i++, y += bytes, x += 256) {
    uint8_t* sc = y + 4;
    float max_scale = 0, max_min = 0;
    for (int j = 0; j < 8; ++j) {
      float sum_x2 = 0;
      for (int l = 0; l < 32; ++l) sum_x2 += x[32 * j + l] * x[32 * j + l];
      float av_x = std::sqrt(sum_x2 / 32);
      for (int l = 0; l < 32; ++l) weights[l] = av_x + std::fabs(x[32 * j + l]);
      scales[j] =
          five ? make_qkx2_quants(32, nmax, x + 32 * j, weights, L + 32 * j, &mins[j], Laux, -0.5f, 0.1f, 15, false)
               : make_qkx2_quants(32, nmax, x + 32 * j, weights, L + 32 * j, &mins[j], Laux, -1.f, 0.1f, 20, false);
      if (scales[j] > max_scale) max_scale = scales[j];
      if (mins[j] > max_min) max_min = mins[j];
    }
    float inv_scale = max_scale > 0 ? 63.f / max_scale : 0.f;
    float inv_min = max_min > 0 ? 63.f / max_min : 0.f;
    for (int j = 0; j < 8; ++j) {
      uint8_t ls = static_cast<uint8_t>(nearest_int(inv_scale * scales[j]));
      uint8_t lm = static_cast<uint8_t>(nearest_int(inv_min * mins[j]));
      ls = std::min<uint8_t>(63, ls);
      lm = std::min<uint8_t>(63, lm);
      if (j < 4) {
        sc[j] = ls;
        sc[j + 4] = lm;
      } else {
        sc[j + 4] = static_cast<uint8_t>((ls & 0xF) | ((lm & 0xF) << 4));
        sc[j - 4] = static_cast<uint8_t>(sc[j - 4] | ((ls >> 4) << 6));
        sc[j - 0] = static_cast<uint8_t>(sc[j - 0] | ((lm >> 4) << 6));
      }
    }
    put16(y, fp16(max_scale / 63.f));
    put16(y + 2, fp16(max_min / 63.f));
    uint8_t s, m;
    for (int j = 0; j < 8; ++j) {
      get_scale_min_k4(j, sc, &s, &m);
      const float d = fp32(get16(y)) * s;
      if (!d) continue;
      const float dm = fp32(get16(y + 2)) * m;
      for (int ii = 0; ii < 32; ++ii) {
        int l = nearest_int((x[32 * j + ii] + dm) / d);
        L[32 * j + ii] = static_cast<uint8_t>(std::max(0, std::min(nmax, l)));
      }
    }
    if (!five) {
      uint8_t* q = y + 16;
      for (int j = 0; j < 256; j += 64, q += 32)
        for (int l = 0; l < 32; ++l) q[l] = static_cast<uint8_t>(L[j + l] | (L[j + l + 32] << 4));
    } else {
      uint8_t* qh = y + 16;
      uint8_t* ql = y + 48;
      std::memset(qh, 0, 32);
      uint8_t m1 = 1, m2 = 2;
      for (int n = 0; n < 256; n += 64) {
        for (int j = 0; j < 32; ++j) {
          int l1 = L[n + j];
          if (l1 > 15) {
            l1 -= 16;
            qh[j] |= m1;
          }
          int l2 = L[n + j + 32];
          if (l2 > 15) {
            l2 -= 16;
            qh[j] |= m2;
          }
          ql[j] = static_cast<uint8_t>(l1 | (l2 << 4));
        }
        m1 = static_cast<uint8_t>(m1 << 2);
        m2 = static_cast<uint8_t>(m2 << 2);
        ql += 32;
      }
    }
  }
}

void q6_k(const float* x, uint8_t* y, int64_t k) {
  int8_t L[256];
  float scales[16];
  for (int64_t i = 0; i < k / 256; i++, y += 210, x += 256) {
    float max_scale = 0, max_abs_scale = 0;
    for (int ib = 0; ib < 16; ++ib) {
      const float scale = make_qx_quants(16, 32, x + 16 * ib, L + 16 * ib, 1, nullptr);
      scales[ib] = scale;
      const float abs_scale = std::fabs(scale);
      if (abs_scale > max_abs_scale) {
        max_abs_scale = abs_scale;
        max_scale = scale;
      }
    }
    if (max_abs_scale < kGroupMaxEps) {
      std::memset(y, 0, 210);
      put16(y + 208, fp16(0.f));
      continue;
    }
    float iscale = -128.f / max_scale;
    put16(y + 208, fp16(1 / iscale));
    int8_t* sc = reinterpret_cast<int8_t*>(y + 192);
    for (int ib = 0; ib < 16; ++ib) sc[ib] = static_cast<int8_t>(std::min(127, nearest_int(iscale * scales[ib])));
    for (int j = 0; j < 16; ++j) {
      float d = fp32(get16(y + 208)) * sc[j];
      if (!d) continue;
      for (int ii = 0; ii < 16; ++ii) {
        int l = nearest_int(x[16 * j + ii] / d);
        l = std::max(-32, std::min(31, l));
        L[16 * j + ii] = static_cast<int8_t>(l + 32);
      }
    }
    uint8_t* ql = y;
    uint8_t* qh = y + 128;
    for (int j = 0; j < 256; j += 128) {
      for (int l = 0; l < 32; ++l) {
        const uint8_t q1 = L[j + l + 0] & 0xF, q2 = L[j + l + 32] & 0xF, q3 = L[j + l + 64] & 0xF,
                      q4 = L[j + l + 96] & 0xF;
        ql[l + 0] = static_cast<uint8_t>(q1 | (q3 << 4));
        ql[l + 32] = static_cast<uint8_t>(q2 | (q4 << 4));
        qh[l] = static_cast<uint8_t>((L[j + l] >> 4) | ((L[j + l + 32] >> 4) << 2) | ((L[j + l + 64] >> 4) << 4) |
                                     ((L[j + l + 96] >> 4) << 6));
      }
      ql += 64;
      qh += 32;
    }
  }
}

void tq1_0(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 256; i++, y += 54) {
    float amax = 0.0f;
    for (int j = 0; j < 256; j++) amax = std::max(amax, std::fabs(x[j]));
    const float d = amax;
    const float id = d ? 1.0f / d : 0.0f;
    put16(y + 52, fp16(d));
    for (size_t j = 0; j < 32; j += 32) {
      for (size_t m = 0; m < 32; ++m) {
        uint8_t q = 0;
        for (size_t n = 0; n < 5; ++n) {
          int xi = static_cast<int>(std::lround(x[m + n * 32] * id)) + 1;
          q = static_cast<uint8_t>(q * 3 + xi);
        }
        q = static_cast<uint8_t>((static_cast<uint16_t>(q) * 256 + (243 - 1)) / 243);
        y[j + m] = q;
      }
      x += 5 * 32;
    }
    for (size_t j = 32; j < 48; j += 16) {
      for (size_t m = 0; m < 16; ++m) {
        uint8_t q = 0;
        for (size_t n = 0; n < 5; ++n) {
          int xi = static_cast<int>(std::lround(x[m + n * 16] * id)) + 1;
          q = static_cast<uint8_t>(q * 3 + xi);
        }
        q = static_cast<uint8_t>((static_cast<uint16_t>(q) * 256 + (243 - 1)) / 243);
        y[j + m] = q;
      }
      x += 5 * 16;
    }
    for (size_t j = 0; j < 4; ++j) {
      uint8_t q = 0;
      for (size_t m = 0; m < 4; ++m) {
        int xi = static_cast<int>(std::lround(x[j + m * 4] * id)) + 1;
        q = static_cast<uint8_t>(q * 3 + xi);
      }
      q = static_cast<uint8_t>(q * 3);
      q = static_cast<uint8_t>((static_cast<uint16_t>(q) * 256 + (243 - 1)) / 243);
      y[48 + j] = q;
    }
    x += 4 * 4;
  }
}

void tq2_0(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 256; i++, y += 66) {
    float amax = 0.0f;
    for (int j = 0; j < 256; j++) amax = std::max(amax, std::fabs(x[j]));
    const float d = amax;
    const float id = d ? 1.0f / d : 0.0f;
    put16(y + 64, fp16(d));
    for (size_t j = 0; j < 64; j += 32) {
      for (size_t m = 0; m < 32; ++m) {
        uint8_t q = 0;
        for (size_t n = 0; n < 4; ++n) {
          int xi = static_cast<int>(std::lround(x[m + n * 32] * id)) + 1;
          q = static_cast<uint8_t>(q + ((xi & 3) << (2 * n)));
        }
        y[j + m] = q;
      }
      x += 4 * 32;
    }
  }
}

/// best_index_mxfp4 (ggml-quants.c): the code whose kvalues_mxfp4 value times e is nearest v, the
/// first of equals.
int best_e2m1_index(float v, float e) {
  int best = 0;
  float best_err = std::fabs(tables::kMxfp4Values[0] * e - v);
  for (int i = 1; i < 16; i++) {
    float err = std::fabs(tables::kMxfp4Values[i] * e - v);
    if (err < best_err) {
      best = i;
      best_err = err;
    }
  }
  return best;
}

void mxfp4(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 32; i++, y += 17) {
    float amax = 0.0f;
    for (int j = 0; j < 32; j++)
      if (amax < std::fabs(x[i * 32 + j])) amax = std::fabs(x[i * 32 + j]);
    const uint8_t e = amax > 0.0f ? static_cast<uint8_t>(std::floor(std::log2(amax)) - 2 + 127) : 0;
    const float d = decode_detail::e8m0_half<float>(e);
    y[0] = e;
    for (int j = 0; j < 16; ++j)
      y[1 + j] =
          static_cast<uint8_t>(best_e2m1_index(x[i * 32 + j], d) | (best_e2m1_index(x[i * 32 + 16 + j], d) << 4));
  }
}

/// ggml_fp32_to_ue4m3 (ggml-impl.h): 0 for x <= 0 or NaN; x clamped to 448; below 2^-6 the
/// subnormal code (int)(x·512 + 0.5) clamped to [1, 7] (0 below 1); else the exponent and the
/// top three significand bits rounded half up by the fourth, 0x7E (448) where that reaches 2^8.
uint8_t ue4m3_of(float x) {
  if (!(x > 0.0f)) return 0;
  x = std::min(x, 448.0f);
  const uint32_t bits = bits_of(x);
  int exp = static_cast<int>((bits >> 23) & 0xff) - 127 + 7;
  if (exp <= 0) {
    const int man = static_cast<int>(x * 512.0f + 0.5f);
    return man < 1 ? 0 : static_cast<uint8_t>(std::min(man, 7));
  }
  if (exp >= 15) return 0x7e;
  int man = static_cast<int>((bits >> 20) & 7) + static_cast<int>((bits >> 19) & 1);
  if (man > 7) {
    man = 0;
    if (++exp >= 15) return 0x7e;
  }
  return static_cast<uint8_t>(exp << 3 | man);
}

/// quantize_row_nvfp4_ref: per 16-element sub-block the UE4M3 scale of amax / 6 (E2M1's largest
/// value 6 onto amax) and each element's nearest kvalues_mxfp4 code times that scale (halved).
void nvfp4(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 64; i++, y += 36)
    for (int s = 0; s < 4; s++) {
      const float* xb = x + i * 64 + s * 16;
      float amax = 0.0f;
      for (int j = 0; j < 16; j++)
        if (amax < std::fabs(xb[j])) amax = std::fabs(xb[j]);
      const uint8_t ue = ue4m3_of(amax / 6.0f);
      y[s] = ue;
      const float d = decode_detail::ue4m3_half<float>(ue);
      for (int j = 0; j < 8; ++j)
        y[4 + s * 8 + j] = static_cast<uint8_t>(best_e2m1_index(xb[j], d) | best_e2m1_index(xb[8 + j], d) << 4);
    }
}

/// quantize_row_q1_0_ref: d = Σ|x| / 128 (summed in order) as fp16; bit j set where x_j >= 0
/// (-0 included, NaN not).
void q1_0(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 128; i++, y += 18) {
    float sum_abs = 0.0f;
    for (int j = 0; j < 128; j++) sum_abs += std::fabs(x[i * 128 + j]);
    put16(y, f32_to_f16(sum_abs / 128.0f));
    for (int j = 0; j < 16; ++j) y[2 + j] = 0;
    for (int j = 0; j < 128; ++j)
      if (x[i * 128 + j] >= 0.0f) y[2 + j / 8] = static_cast<uint8_t>(y[2 + j / 8] | 1 << (j % 8));
  }
}

/// quantize_row_q2_0_ref: d = amax as fp16, code j = round(x_j / amax) (half away from zero, by
/// the reciprocal; 0 for amax = 0) clamped to [-1, 2], plus 1. A NaN quotient takes code 0, as
/// ggml's (int) conversion of NaN does on x86-64 (INT_MIN, clamped).
void q2_0(const float* x, uint8_t* y, int64_t k) {
  for (int64_t i = 0; i < k / 64; i++, y += 18) {
    float amax = 0.0f;
    for (int j = 0; j < 64; j++) amax = std::max(amax, std::fabs(x[i * 64 + j]));
    const float id = amax > 0.0f ? 1.0f / amax : 0.0f;
    put16(y, f32_to_f16(amax));
    for (int j = 0; j < 16; ++j) y[2 + j] = 0;
    for (int j = 0; j < 64; ++j) {
      const float r = std::round(x[i * 64 + j] * id);
      const int q = std::isnan(r) ? 0 : static_cast<int>(std::clamp(r, -1.0f, 2.0f)) + 1;
      y[2 + j / 4] = static_cast<uint8_t>(y[2 + j / 4] | q << (j % 4 * 2));
    }
  }
}

int best_index_int8(int n, const int8_t* val, float x) {
  if (x <= val[0]) return 0;
  if (x >= val[n - 1]) return n - 1;
  int ml = 0, mu = n - 1;
  while (mu - ml > 1) {
    int mav = (ml + mu) / 2;
    if (x < val[mav])
      mu = mav;
    else
      ml = mav;
  }
  return x - val[mu - 1] < val[mu] - x ? mu - 1 : mu;
}

/// quantize_row_iq4_nl_impl without quant weights: one super-block of `sbs` (32 or 256).
void iq4_impl(int sbs, const float* x, uint8_t* dh, uint8_t* q4, uint8_t* scales_h, uint8_t* scales_l, int ntry) {
  const int bs = 32;
  const int8_t* values = tables::kIq4nlValues;
  float scales[8], weight[32];
  uint8_t L[256];
  float sigma2 = 0;
  for (int j = 0; j < sbs; ++j) sigma2 += x[j] * x[j];
  sigma2 *= 2.f / sbs;
  (void)sigma2;  // used only with quant weights
  std::memset(q4, 0, sbs / 2);
  put16(dh, fp16(0.f));
  float max_scale = 0, amax_scale = 0;
  for (int ib = 0; ib < sbs / bs; ++ib) {
    const float* xb = x + ib * bs;
    uint8_t* Lb = L + ib * bs;
    for (int j = 0; j < bs; ++j) weight[j] = xb[j] * xb[j];
    float amax = 0, max = 0;
    for (int j = 0; j < bs; ++j) {
      float ax = std::fabs(xb[j]);
      if (ax > amax) {
        amax = ax;
        max = xb[j];
      }
    }
    if (amax < kGroupMaxEps) {
      scales[ib] = 0;
      continue;
    }
    float d = ntry > 0 ? -max / values[0] : max / values[0];
    float id = 1 / d;
    float sumqx = 0, sumq2 = 0;
    for (int j = 0; j < bs; ++j) {
      float al = id * xb[j];
      int l = best_index_int8(16, values, al);
      Lb[j] = static_cast<uint8_t>(l);
      float q = values[l];
      float w = weight[j];
      sumqx += w * q * xb[j];
      sumq2 += w * q * q;
    }
    d = sumq2 > 0 ? sumqx / sumq2 : 0.f;
    float best = d * sumqx;
    for (int itry = -ntry; itry <= ntry; ++itry) {
      id = (itry + values[0]) / max;
      sumqx = sumq2 = 0;
      for (int j = 0; j < bs; ++j) {
        float al = id * xb[j];
        int l = best_index_int8(16, values, al);
        float q = values[l];
        float w = weight[j];
        sumqx += w * q * xb[j];
        sumq2 += w * q * q;
      }
      if (sumq2 > 0 && sumqx * sumqx > best * sumq2) {
        d = sumqx / sumq2;
        best = d * sumqx;
      }
    }
    scales[ib] = d;
    float abs_d = std::fabs(d);
    if (abs_d > amax_scale) {
      amax_scale = abs_d;
      max_scale = d;
    }
  }
  if (sbs / bs > 1) {
    uint16_t sh = 0;
    float d = -max_scale / 32;
    put16(dh, fp16(d));
    float id = d ? 1 / d : 0.f;
    for (int ib = 0; ib < sbs / bs; ++ib) {
      int l = nearest_int(id * scales[ib]);
      l = std::max(-32, std::min(31, l));
      float dl = d * l;
      float idl = dl ? 1 / dl : 0.f;
      uint8_t* Lb = L + ib * bs;
      const float* xb = x + ib * bs;
      for (int j = 0; j < bs; ++j) Lb[j] = static_cast<uint8_t>(best_index_int8(16, values, idl * xb[j]));
      l += 32;
      uint8_t l_l = l & 0xf, l_h = static_cast<uint8_t>(l >> 4);
      if (ib % 2 == 0)
        scales_l[ib / 2] = l_l;
      else
        scales_l[ib / 2] = static_cast<uint8_t>(scales_l[ib / 2] | (l_l << 4));
      sh = static_cast<uint16_t>(sh | (l_h << 2 * (ib % 8)));
    }
    put16(scales_h, sh);
  } else {
    put16(dh, fp16(scales[0]));
    if (ntry > 0) {
      float id = scales[0] ? 1 / scales[0] : 0;
      for (int j = 0; j < sbs; ++j) L[j] = static_cast<uint8_t>(best_index_int8(16, values, id * x[j]));
    }
  }
  for (int i = 0; i < sbs / 32; ++i)
    for (int j = 0; j < 16; ++j) q4[16 * i + j] = static_cast<uint8_t>(L[32 * i + j] | (L[32 * i + 16 + j] << 4));
}

}  // namespace

bool has_quantizer(GgmlType t) {
  switch (t) {
    case GgmlType::F32:
    case GgmlType::F16:
    case GgmlType::BF16:
    case GgmlType::Q4_0:
    case GgmlType::Q4_1:
    case GgmlType::Q5_0:
    case GgmlType::Q5_1:
    case GgmlType::Q8_0:
    case GgmlType::Q8_1:
    case GgmlType::Q8_K:
    case GgmlType::Q2_K:
    case GgmlType::Q3_K:
    case GgmlType::Q4_K:
    case GgmlType::Q5_K:
    case GgmlType::Q6_K:
    case GgmlType::IQ4_NL:
    case GgmlType::IQ4_XS:
    case GgmlType::TQ1_0:
    case GgmlType::TQ2_0:
    case GgmlType::MXFP4:
    case GgmlType::NVFP4:
    case GgmlType::Q1_0:
    case GgmlType::Q2_0: return true;
    default: return false;
  }
}

std::vector<uint8_t> quantize(GgmlType t, const float* x, uint64_t rows, uint64_t k) {
  MORPH_USER_CHECK(has_quantizer(t), "quantize: no reference quantizer for ", type_name(t),
                   " (it needs ggml's grid search or an importance matrix)");
  MORPH_USER_CHECK(rows == 0 || k == 0 || x != nullptr, "quantize: null input pointer for ", rows, " rows of ", k,
                   " elements");
  const size_t rb = row_bytes(t, k);
  std::vector<uint8_t> out(rb * rows);
  for (uint64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * k;
    uint8_t* y = out.data() + r * rb;
    const int64_t n = static_cast<int64_t>(k);
    switch (t) {
      case GgmlType::F32: std::memcpy(y, xr, k * 4); break;
      case GgmlType::F16:
        for (uint64_t j = 0; j < k; ++j) put16(y + 2 * j, f32_to_f16(xr[j]));
        break;
      case GgmlType::BF16:
        for (uint64_t j = 0; j < k; ++j) put16(y + 2 * j, f32_to_bf16(xr[j]));
        break;
      case GgmlType::Q4_0: q4_0(xr, y, n); break;
      case GgmlType::Q4_1: q4_1(xr, y, n); break;
      case GgmlType::Q5_0: q5_0(xr, y, n); break;
      case GgmlType::Q5_1: q5_1(xr, y, n); break;
      case GgmlType::Q8_0: q8_0(xr, y, n); break;
      case GgmlType::Q8_1: q8_1(xr, y, n); break;
      case GgmlType::Q8_K: q8_k(xr, y, n); break;
      case GgmlType::Q2_K: q2_k(xr, y, n); break;
      case GgmlType::Q3_K: q3_k(xr, y, n); break;
      case GgmlType::Q4_K: q45_k(xr, y, n, false); break;
      case GgmlType::Q5_K: q45_k(xr, y, n, true); break;
      case GgmlType::Q6_K: q6_k(xr, y, n); break;
      case GgmlType::TQ1_0: tq1_0(xr, y, n); break;
      case GgmlType::TQ2_0: tq2_0(xr, y, n); break;
      case GgmlType::MXFP4: mxfp4(xr, y, n); break;
      case GgmlType::NVFP4: nvfp4(xr, y, n); break;
      case GgmlType::Q1_0: q1_0(xr, y, n); break;
      case GgmlType::Q2_0: q2_0(xr, y, n); break;
      case GgmlType::IQ4_NL:
        for (int64_t b = 0; b < n / 32; ++b) iq4_impl(32, xr + 32 * b, y + 18 * b, y + 18 * b + 2, nullptr, nullptr, 7);
        break;
      case GgmlType::IQ4_XS:
        for (int64_t b = 0; b < n / 256; ++b) {
          uint8_t* blk = y + 136 * b;
          iq4_impl(256, xr + 256 * b, blk, blk + 8, blk + 2, blk + 4, 7);
        }
        break;
      default: break;
    }
  }
  return out;
}

std::vector<uint8_t> quantize_iq4_nl_ref(const float* x, uint64_t rows, uint64_t k) {
  const size_t rb = row_bytes(GgmlType::IQ4_NL, k);
  std::vector<uint8_t> out(rb * rows);
  for (uint64_t r = 0; r < rows; ++r)
    for (uint64_t b = 0; b < k / 32; ++b) {
      uint8_t* blk = out.data() + r * rb + 18 * b;
      iq4_impl(32, x + r * k + 32 * b, blk, blk + 2, nullptr, nullptr, -1);
    }
  return out;
}

}  // namespace morph::quant
