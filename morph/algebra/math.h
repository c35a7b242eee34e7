// Morph's math, the one morphism table (DESIGN L1): every unary op of morph/algebra/ops.h
// defined ONCE as `template <class F> F name(F x)` over F = float (runs natively on the host:
// the reference, the exhaustive ULP sweep) and F = dsl::Val<float> (traces to IR: what every
// backend runs). The definitions use only correctly rounded + - * / and sqrt, exact ops
// (floor/rint/trunc/abs, negation, compares, select, bit casts, integer arithmetic, min/max)
// and constants written as bit patterns; no fma, no std:: math, no data-dependent control flow,
// so the host and the traced instantiation agree bit for bit. Accuracy targets, the exhaustive
// ULP table and each op's behaviour on ±0, ±inf, NaN, denormals and overflow: docs/math.md.
//   float y = morph::math::gelu(0.5f);                         // host, bit-exact reference
//   dsl::Val<float> v = morph::math::gelu(x[i].read());        // traced into the kernel
// Pass a Val<float> (not a Var<float> or buffer element): F is deduced from the argument.
#pragma once
#include "morph/algebra/math_core.h"
#include "morph/algebra/math_erf.h"
#include "morph/algebra/math_exp.h"
#include "morph/algebra/math_trig.h"

namespace morph::math {

/// -x (sign bit flipped, also for NaN and 0). Exact.
template <class F> F neg(F x) { return -x; }

/// 1/x, correctly rounded (0.5 ulp). recip(±0) = ±inf, recip(±inf) = ±0, NaN -> NaN;
/// |x| > 2^126 gives denormal results, recip(denormal) overflows to ±inf below 2^-128.
template <class F> F recip(F x) { return detail::K<F>(0x3f800000u) / x; }

/// |x| (sign bit cleared, also for NaN). Exact.
template <class F> F abs(F x) { return dsl::abs(x); }

/// x*x, correctly rounded. ±inf -> +inf, overflows beyond 1.8e19, NaN -> NaN.
template <class F> F square(F x) { return x * x; }

/// sqrt(x), correctly rounded (IEEE). sqrt(-0) = -0, sqrt(x < 0) = NaN, sqrt(+inf) = +inf.
template <class F> F sqrt(F x) { return dsl::sqrt(x); }

/// 1/sqrt(x), <= 1 ulp (nearly correctly rounded): 1/sqrt of the mantissa m in [1, 4), then
/// one Newton correction with the exact residual 1 - m r^2 (TwoProduct), then exact scaling.
/// rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x < 0) = NaN, rsqrt(+inf) = +0, NaN -> NaN;
/// denormal inputs are handled exactly (results up to 2^74.5, never overflow).
template <class F> F rsqrt(F x) {
  using namespace detail;
  using Int = I<F>;
  B<F> den = x < K<F>(0x00800000u);
  F xs = dsl::select(den, x * K<F>(0x4b800000u), x);                // * 2^24
  Int adj = dsl::select(den, Int(12), Int(0));
  Int ix = ibits(xs);
  Int e = (ix >> 23) - 127;
  Int j = e >> 1;                                                    // floor(e / 2)
  F m = from_bits<F>((ix & 0x007fffff) | ((e - (j + j) + 127) << 23));  // [1, 4)
  F r0 = K<F>(0x3f800000u) / dsl::sqrt(m);
  DD<F> r2 = two_prod(r0, r0);
  DD<F> p = two_prod(m, r2.hi);
  F rho = ((K<F>(0x3f800000u) - p.hi) - p.lo) - m * r2.lo;            // 1 - m r0^2
  F r = r0 + r0 * (K<F>(0x3f000000u) * rho);
  F res = r * pow2<F>(adj - j);
  res = dsl::select(x == K<F>(0x7f800000u), K<F>(0u), res);
  res = dsl::select(x == K<F>(0u), K<F>(0x3f800000u) / x, res);
  return dsl::select(x < K<F>(0u) || is_nan(x), K<F>(0x7fc00000u), res);
}

/// max(x, +0) with the IR's max: relu(NaN) = NaN, relu(-0) = +0 (since -0 < +0 in Morph's
/// max), negative denormals -> +0, positive ones kept. Exact.
template <class F> F relu(F x) { return dsl::max(x, detail::K<F>(0u)); }

}  // namespace morph::math
