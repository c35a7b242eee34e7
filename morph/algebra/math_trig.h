// Morph's sin and cos (L1), written once over F = float | dsl::Val<float>.
// Cody–Waite reduction by k = rint(x * 2/pi): pi/2 is split into 11 chunks of 7 bits (77 bits,
// residual 2^-76), so k * C_i is exact in f32 for |k| < 2^17 (|x| <= 2^17); the chunks are
// subtracted with TwoSum into r_hi + r_lo, enough for the closest approach of an f32 <= 2^17 to
// a multiple of pi/2 (|r| = 2^-27.8 at x = 252.898209). Kernels on [-pi/4, pi/4]:
// sin r = r + r^3 S(r^2), cos r = 1 - r^2/2 + r^4 C(r^2) (Morph's own fits), plus r_lo terms.
// Beyond |x| = 2^17 the products round: results stay finite and in [-1, 1], accuracy degrades
// (docs/math.md has the measured numbers); ±inf and NaN give NaN.
//   float s = morph::math::sin(1.0f), c = morph::math::cos(1.0f);
#pragma once
#include "morph/algebra/math_core.h"

namespace morph::math {
namespace detail {

inline constexpr uint32_t kPio2Chunk[11] = {0x3fc80000u, 0x3c060000u, 0x38f60000u, 0x34a80000u,
                                            0x30880000u, 0x2c200000u, 0x2aa20000u, 0x27040000u,
                                            0x22d00000u, 0x1fc40000u, 0x1bc00000u};

template <class F> struct SinCos { F s, c; I<F> q; };

/// sin and cos of the reduced argument and the quadrant q = k mod 4.
template <class F> inline SinCos<F> sincos_reduced(F x) {
  F kf = dsl::rint(x * K<F>(0x3f22f983u));                          // 2/pi
  kf = dsl::min(dsl::max(kf, K<F>(0xcb000000u)), K<F>(0x4b000000u)); // |k| <= 2^23 (finite)
  F hi = x - kf * K<F>(kPio2Chunk[0]);                                // exact (Sterbenz)
  F lo = K<F>(0u);
  for (int i = 1; i < 11; ++i) {
    DD<F> d = two_sum(hi, -(kf * K<F>(kPio2Chunk[i])));
    hi = d.hi;
    lo = lo + d.lo;
  }
  DD<F> r = two_sum(hi, lo);
  F rh = dsl::min(dsl::max(r.hi, K<F>(0xbfc90fdbu)), K<F>(0x3fc90fdbu));  // |r| <= pi/2 (beyond 2^17)
  F rl = r.lo;
  DD<F> t = two_prod(rh, rh);
  F ps = K<F>(0xbe2aaaabu) + t.hi * (K<F>(0x3c0888b2u) + t.hi * (K<F>(0xb9502401u) + t.hi * K<F>(0x363bd807u)));
  // sin(rh + rl) = rh + rh t S(t) + rl (1 - t/2)
  F s = rh + ((rh * t.hi) * ps + rl * (K<F>(0x3f800000u) - K<F>(0x3f000000u) * t.hi));
  // cos(rh + rl) = w + (((1 - w) - hz) + (t^2 C(t) - rh rl - tl/2)), w = 1 - hz, hz = t/2
  F pc = K<F>(0x3d2aaaabu) + t.hi * (K<F>(0xbab60ba9u) + t.hi * (K<F>(0x37d032ccu) + t.hi * K<F>(0xb4998b9bu)));
  F hz = K<F>(0x3f000000u) * t.hi;
  F w = K<F>(0x3f800000u) - hz;
  F c = w + (((K<F>(0x3f800000u) - w) - hz) + ((t.hi * t.hi) * pc - (rh * rl + K<F>(0x3f000000u) * t.lo)));
  I<F> q = dsl::cast<int32_t>(kf) & 3;
  return {s, c, q};
}

}  // namespace detail

/// sin(x). <= 2 ulp for |x| <= 2^17 (see docs/math.md beyond). sin(±0) = ±0, denormals -> x,
/// sin(±inf) = NaN, NaN -> NaN; results are clamped to [-1, 1].
template <class F> F sin(F x) {
  using namespace detail;
  SinCos<F> r = sincos_reduced(x);
  F v = dsl::select((r.q & 1) != 0, r.c, r.s);
  v = dsl::select((r.q & 2) != 0, -v, v);
  v = dsl::min(dsl::max(v, K<F>(0xbf800000u)), K<F>(0x3f800000u));
  v = dsl::select(x == K<F>(0u), x, v);
  return dsl::select(dsl::abs(x) == K<F>(0x7f800000u) || is_nan(x), K<F>(0x7fc00000u), v);
}

/// cos(x). <= 2 ulp for |x| <= 2^17 (see docs/math.md beyond). cos(±0) = 1, denormals -> 1,
/// cos(±inf) = NaN, NaN -> NaN; results are clamped to [-1, 1].
template <class F> F cos(F x) {
  using namespace detail;
  SinCos<F> r = sincos_reduced(x);
  F v = dsl::select((r.q & 1) != 0, r.s, r.c);
  v = dsl::select(((r.q + 1) & 2) != 0, -v, v);
  v = dsl::min(dsl::max(v, K<F>(0xbf800000u)), K<F>(0x3f800000u));
  return dsl::select(dsl::abs(x) == K<F>(0x7f800000u) || is_nan(x), K<F>(0x7fc00000u), v);
}

}  // namespace morph::math
