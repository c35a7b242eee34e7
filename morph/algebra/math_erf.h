// Morph's erf and gelu (L1), written once over F = float | dsl::Val<float>.
// |z| < 0.85: erf(z) = z + z (2/sqrt(pi) - 1 + z^2 Q(z^2)). Beyond, erfc(z) = e^{-z^2 + A(z) -
// 0.5625} / z where A(z) = log(z erfc(z)) + z^2 + 0.5625 is fitted piecewise (9 pieces on
// [0.5, 10.5], degree 7 in z - mid); the big part -s^2 (s = z to 11 bits, so s^2 is exact) plus
// a 2^-8-grid constant goes to exp's exact high argument, the rest to its low argument
// (fdlibm's erfcf does the same with one piece). gelu(x) for x <= -0.92 (z <= -0.65) is
// -(1/sqrt2) z erfc(z) = -e^{-z^2 + A(z) - 0.5625 - ln2/2} with z = -x/sqrt2 in double-float,
// which keeps full relative accuracy down to the underflow near x = -14.1.
//   float e = morph::algebra::math::erf(0.5f);  float g = morph::algebra::math::gelu(-3.0f);
#pragma once
#include "morph/algebra/math_core.h"

namespace morph::algebra::math {
namespace detail {

struct APiece {
  uint32_t mid;
  uint32_t c[8];
};
// Pieces of A(z) (fits by Morph's scratch script, weighted errors 2^-27.4 .. 2^-31.5).
inline constexpr uint32_t kABound[8] = {0x3f333333u, 0x3f733333u, 0x3fa66666u, 0x3fe66666u,
                                        0x40200000u, 0x40600000u, 0x40a00000u, 0x40f00000u};
inline constexpr APiece kAPiece[9] = {
    {0x3f19999au,
     {0xbf03a962u, 0x3f612061u, 0xbf95e821u, 0x3fbdb835u, 0xbff4e437u, 0x40243a8bu, 0xc06fe89eu,
      0x40ae495fu}},  // [0.5, 0.7)
    {0x3f533333u,
     {0xbeb9a96eu, 0x3f03a27fu, 0xbf0dcfe8u, 0x3f0b5e68u, 0xbf07169au, 0x3f059241u, 0xbf0b64abu,
      0x3f0ac098u}},  // [0.7, 0.95)
    {0x3f900000u,
     {0xbe7cbe94u, 0x3e93155eu, 0xbe8175ccu, 0x3e4a00e1u, 0xbe16b0e9u, 0x3ddf5120u, 0xbdae2e51u,
      0x3d88e2bau}},  // [0.95, 1.3)
    {0x3fc66666u,
     {0xbe22b9d4u, 0x3e166e76u, 0xbdd619d1u, 0x3d84d4b7u, 0xbd1a147bu, 0x3cad47fau, 0xbc45daacu,
      0x3be1a51eu}},  // [1.3, 1.8)
    {0x4009999au,
     {0xbdc8c6f7u, 0x3d8cd4c9u, 0xbd1f34acu, 0x3c9c2680u, 0xbc0d5f96u, 0x3b7495d5u, 0xbad7db99u,
      0x3a324320u}},  // [1.8, 2.5)
    {0x40400000u,
     {0xbd72b0ebu, 0x3cf25102u, 0xbc542b84u, 0x3ba1ac0au, 0xbae2fd7du, 0x3a172c70u, 0xb94befe8u,
      0x388113ddu}},  // [2.5, 3.5)
    {0x40880000u,
     {0xbd12d869u, 0x3c3cb7adu, 0xbb76d422u, 0x3a8d5c68u, 0xb9958f88u, 0x38966e70u, 0xb79c041bu,
      0x369337ffu}},  // [3.5, 5.0)
    {0x40c80000u,
     {0xbcb682a0u, 0x3b7cb58fu, 0xba69606au, 0x393df14fu, 0xb80f5b76u, 0x36ce9d89u, 0xb59d9fb0u,
      0x345771b7u}},  // [5.0, 7.5)
    {0x41100000u,
     {0xbc829fb9u, 0x3aae7cbau, 0xb9642214u, 0x3803f547u, 0xb68e488bu, 0x3512ba02u, 0xb39c688bu,
      0x321a4e1fu}},  // [7.5, 10.5)
};

/// erf(z) - z for |z| < 0.85, as z (2/sqrt(pi) - 1 + z^2 Q(z^2)) (odd).
template <class F>
inline F erf_small_tail(F z) {
  F t = z * z;
  F q = fma(t, K<F>(0xb6e4f79du), K<F>(0x38dcf43eu));
  q = fma(t, q, K<F>(0xba5c7558u));
  q = fma(t, q, K<F>(0x3baaf55eu));
  q = fma(t, q, K<F>(0xbcdc12c5u));
  q = fma(t, q, K<F>(0x3de71773u));
  q = fma(t, q, K<F>(0xbec093a3u));
  return z * fma(t, q, K<F>(0x3e0375d4u));  // 2/sqrt(pi) - 1
}
/// erf(z) for |z| < 0.85 (odd; exact for ±0, about 1.128 z for denormals).
template <class F>
inline F erf_small(F z) {
  return z + erf_small_tail(z);
}

/// e^{-(a + al)^2 + A(a) - 0.5625 + (oh + ol)} as exp_dd parts, for a in [0.5, 13] (a > 13 is
/// taken as 13, where every caller's result underflows to 0; a < 0.5 gives finite values the
/// callers do not select; NaN propagates).
template <class F>
inline ExpDD<F> erfc_exp(F a0, F al, F oh, F ol) {
  F a = at_most(at_least(a0, K<F>(0xc1500000u)), K<F>(0x41500000u));  // [-13, 13]: e^{-169} = 0
  F aa = at_most(at_least(a, K<F>(0x3f000000u)), K<F>(0x41280000u));  // A's domain [0.5, 10.5]
  F mid = K<F>(kAPiece[0].mid);
  F c[8];
  for (int j = 0; j < 8; ++j) c[j] = K<F>(kAPiece[0].c[j]);
  for (int p = 1; p < 9; ++p) {
    B<F> in = aa >= K<F>(kABound[p - 1]);
    mid = dsl::select(in, K<F>(kAPiece[p].mid), mid);
    for (int j = 0; j < 8; ++j) c[j] = dsl::select(in, K<F>(kAPiece[p].c[j]), c[j]);
  }
  F u = aa - mid;
  F v = c[7];
  for (int j = 6; j >= 1; --j) v = fma(u, v, c[j]);
  v = u * v;  // A = c0 + v
  DD<F> T = two_sum(c[0], oh);
  F khi = dsl::rint(T.hi * K<F>(0x43800000u)) * K<F>(0x3b800000u);  // to the 2^-8 grid
  F klo = ((T.hi - khi) + T.lo) + ol;
  F s = from_bits<F>(ubits(a) & 0xffffe000u);  // 11 significant bits
  F hi = khi - s * s;                          // exact (docs/math.md)
  F t1 = (s - a) * (s + a);
  F t2 = -(a + a) * al;
  F lo = klo + (t1 + (t2 + v));
  DD<F> h = fast_two_sum(hi, lo);  // |hi| >= 0.83 > |lo|
  return exp_dd(h.hi, h.lo);
}

}  // namespace detail

/// erf(x). <= 2 ulp. Odd: erf(±0) = ±0, erf(±inf) = ±1, NaN -> NaN, denormals -> about
/// 1.128 x (double rounding: <= 1 ulp); |x| > 3.9192 rounds to ±1.
template <class F>
F erf(F x) {
  using namespace detail;
  F a = dsl::abs(x);
  F small = erf_small(x);
  ExpDD<F> e = erfc_exp(a, K<F>(0u), K<F>(0xbf100000u), K<F>(0u));  // -0.5625
  F erfc = scale(e.yh, e.k) / a;
  F big = copysign(K<F>(0x3f800000u) - erfc, x);
  F r = dsl::select(a < K<F>(0x3f59999au), small, big);  // 0.85
  return dsl::select(is_nan(x), x, r);
}

/// gelu(x) = 0.5 x (1 + erf(x / sqrt2)) (the erf form). <= 2 ulp (1.14 exhaustive). gelu(±0) = ±0,
/// gelu(+inf) = +inf, gelu(-inf) = -0, NaN -> NaN, denormal x -> x/2; x for x > 5.3475
/// (rounding), denormal results for x <= -13.146, -0 below -14.356.
template <class F>
F gelu(F x) {
  using namespace detail;
  F xc = at_most(at_least(x, K<F>(0xc1a00000u)), K<F>(0x41a00000u));  // [-20, 20]
  DD<F> z = two_prod(xc, K<F>(0x3f3504f3u));                          // 1/sqrt2 (hi)
  z.lo = z.lo + xc * K<F>(0x324fe77au);                               // 1/sqrt2 (lo)
  // One erfc evaluation on a = |z| serves both sides: x <= -0.71 (z <= -0.5) gives
  // gelu = -e^{...} directly (with z.lo and -ln2/2); z >= 0.85 gives erf(z) = 1 - erfc(z).
  B<F> zneg = z.hi < K<F>(0u);
  F a = dsl::abs(z.hi);
  F al = dsl::select(zneg, -z.lo, K<F>(0u));
  F oh = dsl::select(zneg, K<F>(0xbf68b90cu), K<F>(0xbf100000u));  // -0.5625 - ln2/2 | -0.5625
  F ol = dsl::select(zneg, K<F>(0x3082e308u), K<F>(0u));
  ExpDD<F> e = erfc_exp(a, al, oh, ol);
  F E = scale(e.yh, e.k);
  F neg = -E;
  // otherwise x * u, u = 0.5 (1 + erf(z)) as a double-float: for |z| < 0.85, 1 + z is kept
  // exact (TwoSum) so the cancellation for z near -0.5 costs nothing, and z.lo enters through
  // erf'(z) = a0 e^{-z^2} (cubic Taylor); for z >= 0.85, u = 1 - erfc(z)/2. Then x * u rounds once.
  F t = z.hi * z.hi;
  DD<F> one_z = two_sum(K<F>(0x3f800000u), z.hi);
  F emt =
      fma(-t, fma(-t, fma(-t, K<F>(0x3e2aaaabu), K<F>(0x3f000000u)), K<F>(0x3f800000u)), K<F>(0x3f800000u));  // e^{-t}
  F tail = fma(z.lo, K<F>(0x3f906ebbu) * emt, erf_small_tail(z.hi));
  DD<F> us = fast_two_sum(one_z.hi, one_z.lo + tail);    // 2u
  DD<F> ub = fast_two_sum(K<F>(0x40000000u), -(E / a));  // 2u = 2 - erfc(z)
  B<F> is_small = z.hi < K<F>(0x3f59999au);
  F uh = K<F>(0x3f000000u) * dsl::select(is_small, us.hi, ub.hi);
  F ul = K<F>(0x3f000000u) * dsl::select(is_small, us.lo, ub.lo);
  DD<F> p = two_prod(x, uh);
  F pos2 = p.hi + fma(x, ul, p.lo);
  // the correction is skipped where it cannot be exact (tiny x: underflow; inf x: NaN)
  F pos = dsl::select(is_nan(pos2) || dsl::abs(x) < K<F>(0x0d800000u), p.hi, pos2);  // 2^-100
  F r = dsl::select(z.hi <= K<F>(0xbf266666u), neg, pos);                            // z <= -0.65
  return dsl::select(is_nan(x), x, r);
}

}  // namespace morph::algebra::math
