// Morph's exponential family (L1): exp, log, tanh, sigmoid, silu, softplus, gelu_tanh, each
// written once over F = float | dsl::Val<float>, with fma for argument reduction, Horner steps
// and TwoProduct, and at most one division per op. Behaviour on specials and measured accuracy:
// docs/math.md. Sources of the methods: fdlibm/FreeBSD msun (expf, logf structure), Dekker
// (1971) and Knuth (TAOCP 4.2.2) for the error-free transformations, Markstein (IBM J. Res.
// Dev. 1990) for the fma remainder of a quotient; polynomial coefficients are Taylor's (exp)
// or Morph's own fits (scratch script described in docs/math.md).
//   float y = morph::algebra::math::silu(1.5f);                 // host
//   dsl::Val<float> v = morph::algebra::math::silu(x[i].read()); // traced
#pragma once
#include "morph/algebra/math_core.h"

namespace morph::algebra::math {

/// e^x. <= 1 ulp. exp(±0) = 1, exp(+inf) = +inf, exp(-inf) = +0, NaN -> NaN; overflows to
/// +inf for x > 88.7228; results below 2^-126 are denormal, +0 below -103.97. No division.
template <class F>
F exp(F x) {
  using namespace detail;
  return tiny_island(
      x,
      [](F v) {
    F xc = at_most(at_least(v, K<F>(0xc2f00000u)), K<F>(0x42b20000u));  // [-120, 89]
    ExpDD<F> e = exp_dd(xc, K<F>(0u));
    return scale(e.yh, e.k);
      },
      [](F) { return K<F>(0x3f800000u); });
}

/// Natural logarithm. <= 1 ulp. log(1) = +0, log(±0) = -inf, log(+inf) = +inf,
/// log(x < 0) = NaN (also log(-inf)), NaN -> NaN; denormal inputs are exact-scaled by 2^25.
/// One division.
template <class F>
F log(F x) {
  using namespace detail;
  LogParts<F> p = log_reduce(x);
  LogSum<F> L = log_kernel(p.f, dsl::cast<float>(p.k), K<F>(0u));
  F r = L.hi + L.lo;
  r = dsl::select(x == K<F>(0x7f800000u), x, r);
  r = dsl::select(x == K<F>(0u), K<F>(0xff800000u), r);
  return dsl::select(x < K<F>(0u) || is_nan(x), K<F>(0x7fc00000u), r);
}

namespace detail {
/// 2 / (1 + e^{a2}) for a2 in [0, 20] (a2 = 2|x|: 1 - tanh|x|), within 1.03 ulp: x_sigmoid's
/// method (k = rint(a2/ln2), r = a2 - k ln2, e^r = yh + yl, D = 2^k (yh + yl + 2^-k), one
/// reciprocal of d + dl in [0.7, 2.5] with Markstein's remainder) where k >= 0 is known and the
/// result is normal: the quotient is scaled by 2^-k exactly, with none of x_sigmoid's branches for
/// k < 0, its clamps or its rounding of denormal results.
template <class F>
F two_over_one_plus_exp(F a2) {
  F two = K<F>(0x40000000u);
  F t = fma(a2, K<F>(0x3fb8aa3bu), K<F>(0x4b400000u));  // 1/ln2, 1.5 * 2^23: k = rint(a2/ln2)
  F kf = t - K<F>(0x4b400000u);
  I<F> k = ibits(t) - 0x4b400000;
  F rho = fma(kf, K<F>(0x3f317218u), -a2);  // k LN2_1 - a2, exact
  F r = -(rho + kf * K<F>(0xb102e308u));    // a2 - k ln2 (error ~2^-26 |r|)
  DD<F> er = exp_reduced(r);                // e^r = yh + yl
  F yh = er.hi;
  F yl = er.lo;
  F c = pow2<F>(0 - k);  // 2^-k, k in [0, 29]
  F d = yh + c;          // Fast2Sum: yh >= 0.7 >= c, or k = 0 and yh >= 1
  F dl = (c - (d - yh)) + yl;
  F y = recip_rn(d);  // 1/d rounded once (the division, or its exact fma form on CUDA)
  F qt = two * y;
  F rem = fma(qt, dl, fma(qt, d, -two));  // qt (d + dl) - 2
  return fma(rem, -y, qt) * c;            // exact: the result is at least 2^-28
}

/// tanh without the tiny-argument island (tanh below).
template <class F>
F tanh_body(F x) {
  F a = dsl::abs(x);
  F t = x * x;
  F p = fma(t, K<F>(0x3b14f9e7u), K<F>(0xbc07f48eu));
  p = fma(t, p, K<F>(0x3cb21b05u));
  p = fma(t, p, K<F>(0xbd5cfd92u));
  p = fma(t, p, K<F>(0x3e08884bu));
  p = fma(t, p, K<F>(0xbeaaaaaau));
  F small = dsl::select(x == K<F>(0u), x, fma(x * t, p, x));  // keeps -0
  // |x| clamped to 10: tanh rounds to ±1 from 9.0109 on (every f32 from 9.0109 to +inf gives
  // exactly ±1 unclamped, checked exhaustively on the host); the clamp keeps 2|x| in [0, 20], so
  // u below is normal and its intermediates far from the subnormals, which cost a CPU a microcode
  // assist per operation.
  F ac = at_most(a, K<F>(0x41200000u));
  // |x| >= 0.55: tanh|x| = 1 - u, u = 2 / (1 + e^{2|x|}) in (0, 0.4995] (its error, <= 1.03 ulp of
  // u, is at most half an ulp of the result, which is then rounded once)
  F u = two_over_one_plus_exp(ac + ac);
  F big = copysign(K<F>(0x3f800000u) - u, x);
  F r = dsl::select(a < K<F>(0x3f0ccccdu), small, big);  // 0.55
  return dsl::select(is_nan(x), x, r);
}
}  // namespace detail

/// tanh(x). <= 2 ulp. Odd: tanh(±0) = ±0, denormals -> x, tanh(±inf) = ±1, NaN -> NaN;
/// |x| > 9.0109 rounds to ±1. |x| < 0.55: x + x^3 P(x^2) (Horner by fma); otherwise
/// 1 - 2/(1 + e^{2|x|}) (two_over_one_plus_exp: one division, Markstein's remainder).
template <class F>
F tanh(F x) {
  using namespace detail;
  return tiny_island<true>(
      x, [](F v) { return tanh_body(v); }, [](F v) { return v; });
}

/// 1 / (1 + e^{-x}). <= 2 ulp (1.03 over all f32). sigmoid(±0) = 0.5, sigmoid(+inf) = 1,
/// sigmoid(-inf) = +0, NaN -> NaN; denormal results for x < -87.3, +0 below -103.97.
/// One division.
template <class F>
F sigmoid(F x) {
  using namespace detail;
  return tiny_island<true>(
      x,
      [](F v) {
    F r = x_sigmoid(K<F>(0x3f800000u), clamp_w(v), K<F>(0u));
    return dsl::select(is_nan(v), v, r);
      },
      [](F) { return K<F>(0x3f000000u); },                // 0.5
      0x41a00000u, [](F) { return K<F>(0x3f800000u); });  // 1 above 20
}

/// x * sigmoid(x). <= 2 ulp (1.18 over all f32). silu(±0) = ±0, silu(+inf) = +inf, silu(-inf) = -0,
/// NaN -> NaN, denormal x -> x/2 (correctly rounded); x for x > 16.677; denormal results for
/// x <= -91.857, -0 below -108.66. One division.
template <class F>
F silu(F x) {
  using namespace detail;
  return tiny_island<true>(
      x,
      [](F v) {
    F xc = clamp_w(v);  // -174: the result is -0 below -108.66
    F r = x_sigmoid(xc, xc, K<F>(0u));
    return dsl::select(v < K<F>(0x7f800000u), r, v);  // +inf and NaN give x
      },
      [](F v) { return v * K<F>(0x3f000000u); },  // x/2 rounded once
      0x41a00000u, [](F v) { return v; });        // x above 20
}

namespace detail {
/// softplus without the tiny-argument island (softplus above).
template <class F>
F softplus_body(F x) {
  ExpDD<F> e = exp_neg_dd(dsl::abs(x), K<F>(0u));
  F uh = scale(e.yh, e.k);
  F ul = scale(e.yl, e.k);
  LogSum<F> L = log1p_dd(uh, ul);
  F l = L.hi + L.lo;
  // x > 0: x + hi + lo with x + hi exact (TwoSum), so the sum is rounded once
  DD<F> xs = two_sum(x, L.hi);
  F sum = xs.hi + (xs.lo + L.lo);
  F pos = dsl::select(is_nan(sum), x + l, sum);  // x = +inf
  // x < -16 (u < 2^-23): log1p(u) = u - u^2/2 with u = (yh + yl) 2^k, rounded once by the scaling
  F tiny = scale(e.yh + fma(K<F>(0xbf000000u) * e.yh, uh, e.yl), e.k);
  F r = dsl::select(x > K<F>(0u), pos, dsl::select(x < K<F>(0xc1800000u), tiny, l));
  return dsl::select(is_nan(x), x, r);
}

/// gelu_tanh without the tiny-argument island (gelu_tanh above).
template <class F>
F gelu_tanh_body(F x) {
  // [-20, 20], a NaN replaced (the result is x then), so x_sigmoid's division never sees a NaN
  F xc = at_most(dsl::select(x >= K<F>(0xc1a00000u), x, K<F>(0xc1a00000u)), K<F>(0x41a00000u));
  DD<F> x2 = two_prod(xc, xc);
  DD<F> t = two_prod(K<F>(0x3d922279u), x2.hi);  // c2 = c1 * 0.044715
  t.lo = t.lo + fma(K<F>(0x3d922279u), x2.lo, K<F>(0x3124d8b5u) * x2.hi);
  DD<F> s = two_sum(K<F>(0x3fcc422au), t.hi);  // c1 = 2 sqrt(2/pi)
  s.lo = s.lo + (K<F>(0xb342bc9bu) + t.lo);
  s = fast_two_sum(s.hi, s.lo);
  DD<F> w = two_prod(xc, s.hi);
  w.lo = fma(xc, s.lo, w.lo);
  w = fast_two_sum(w.hi, w.lo);
  F xn = at_least(x, K<F>(0xc1a00000u));
  F r = x_sigmoid(xn, clamp_w(w.hi), w.lo);
  return dsl::select(x < K<F>(0x7f800000u), r, x);  // +inf and NaN give x
}
}  // namespace detail

/// log(1 + e^x), computed as max(x, 0) + log1p(e^{-|x|}), with x + ln2_hi exact (TwoSum) for
/// x > 0 and log1p(u) = u - u^2/2 rounded once for x < -16. <= 2 ulp. softplus(±0) = ln 2,
/// softplus(+inf) = +inf, softplus(-inf) = +0, NaN -> NaN; equals x for x > 14.556 (rounding),
/// about e^x (denormal below -87.34, then +0 below -103.97) for very negative x. One division.
template <class F>
F softplus(F x) {
  using namespace detail;
  // Not proven normal: log1p's fma meet subnormal values for x in [-120, -80] (its e^x-like
  // results), so NVIDIA's Vulkan keeps the guarded fma there.
  return tiny_island<false, false>(
      x, [](F v) { return softplus_body(v); }, [](F) { return K<F>(0x3f317218u); });  // ln 2 rounded
}

/// 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), computed as x * sigmoid(w) with
/// w = 2 sqrt(2/pi) (x + 0.044715 x^3) in double-float (TwoProduct by fma). <= 2 ulp.
/// gelu_tanh(±0) = ±0, (+inf) = +inf, (-inf) = -0, NaN -> NaN; x for x > 4.9941, denormal
/// results for x <= -10.101, -0 below -10.771 (underflow). One division.
template <class F>
F gelu_tanh(F x) {
  using namespace detail;
  return tiny_island<true>(
      x, [](F v) { return gelu_tanh_body(v); }, [](F v) { return v * K<F>(0x3f000000u); },  // x/2 rounded once
      0x40c00000u, [](F v) { return v; });                                                  // x above 6
}

}  // namespace morph::algebra::math
