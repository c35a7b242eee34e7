// Morph's math, the one morphism table (DESIGN L1): every unary op of morph/algebra/ops.h
// defined ONCE as `template <class F> F name(F x)` over F = float (runs natively on the host:
// the reference, the exhaustive ULP sweep) and F = dsl::Val<float> (traces to IR: what every
// backend runs). The definitions use only correctly rounded + - * / and sqrt, exact ops
// (floor/rint/trunc/abs, negation, compares, select, bit casts, integer arithmetic, min/max),
// fma (a*b + c rounded once: std::fma on the host, the IR's fma when traced) and constants
// written as bit patterns; no std:: math, no data-dependent control flow, so the host and the
// traced instantiation agree bit for bit. Written for cost too: fma reductions and Horner
// steps, TwoProduct by fma, at most one division per op. Accuracy targets, the exhaustive
// ULP table and each op's behaviour on ±0, ±inf, NaN, denormals and overflow: docs/math.md.
//   float y = morph::algebra::math::gelu(0.5f);                         // host, bit-exact reference
//   dsl::Val<float> v = morph::algebra::math::gelu(x[i].read());        // traced into the kernel
// Pass a Val<float> (not a Var<float> or buffer element): F is deduced from the argument.
#pragma once
#include "morph/algebra/math_core.h"
#include "morph/algebra/math_erf.h"
#include "morph/algebra/math_exp.h"
#include "morph/algebra/math_trig.h"

namespace morph::algebra::math {

/// -x (sign bit flipped, also for NaN and 0). Exact.
template <class F>
F neg(F x) {
  return -x;
}

/// 1/x, correctly rounded (0.5 ulp). recip(±0) = ±inf, recip(±inf) = ±0, NaN -> NaN;
/// |x| > 2^126 gives denormal results, recip(denormal) overflows to ±inf below 2^-128.
template <class F>
F recip(F x) {
  return detail::K<F>(0x3f800000u) / x;
}

/// |x| (sign bit cleared, also for NaN). Exact.
template <class F>
F abs(F x) {
  return dsl::abs(x);
}

/// x*x, correctly rounded. ±inf -> +inf, overflows beyond 1.8e19, NaN -> NaN.
template <class F>
F square(F x) {
  return x * x;
}

/// sqrt(x), correctly rounded (IEEE). sqrt(-0) = -0, sqrt(x < 0) = NaN, sqrt(+inf) = +inf.
template <class F>
F sqrt(F x) {
  return dsl::sqrt(x);
}

/// 1/sqrt(x), <= 1 ulp (nearly correctly rounded), with no division and no square root: the
/// mantissa m in [1, 4) is split off exactly, y0 = the bit-pattern estimate 0x5f375a86 - m/2
/// (relative error < 2^-4.8), two Newton steps y <- y (1.5 - m/2 y^2) (error < 2^-17), then
/// one Newton correction with the exact residual rho = 1 - m y1^2 (y1^2 = P + Pl by
/// TwoProduct, 1 - m P and - m Pl by fma): r = y1 + (y1/2) rho rounded once, then exact scaling.
/// rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(x < 0) = NaN, rsqrt(+inf) = +0, NaN -> NaN;
/// denormal inputs are handled exactly (results up to 2^74.5, never overflow).
template <class F>
F rsqrt(F x) {
  using namespace detail;
  using Int = I<F>;
  B<F> den = x < K<F>(0x00800000u);
  F xs = dsl::select(den, x * K<F>(0x4b800000u), x);  // * 2^24
  Int adj = dsl::select(den, Int(12), Int(0));
  Int ix = ibits(xs);
  Int e = (ix >> 23) - 127;
  Int j = e >> 1;                                                       // floor(e / 2)
  F m = from_bits<F>((ix & 0x007fffff) | ((e - (j + j) + 127) << 23));  // [1, 4)
  // From m on, every value depends on m in [1, 4) alone (whatever x is: the exponent arithmetic
  // above keeps m's exponent 127 or 128) and is normal or zero — the residual rho is a multiple
  // of 2^-70 — so the fma, negations and products here are traced proven normal (docs/ir.md; the
  // device's fma() unguarded on NVIDIA's Vulkan), a claim TinyIsland.RsqrtCoreIsProvenNormal
  // checks on the oracle over every m.
  F r = [&] {
    dsl::ProvenNormal proven;
    F one = K<F>(0x3f800000u);
    F hm = K<F>(0x3f000000u) * m;
    F y0 = from_bits<F>(0x5f375a86 - (ibits(m) >> 1));
    F y1 = y0 * fma(-hm, y0 * y0, K<F>(0x3fc00000u));  // 1.5
    y1 = y1 * fma(-hm, y1 * y1, K<F>(0x3fc00000u));
    DD<F> y2 = two_prod(y1, y1);
    F rho = fma(-m, y2.lo, fma(-m, y2.hi, one));  // 1 - m y1^2
    return fma(K<F>(0x3f000000u) * y1, rho, y1);
  }();
  F res = r * pow2<F>(adj - j);
  res = dsl::select(x == K<F>(0x7f800000u), K<F>(0u), res);
  res = dsl::select(x == K<F>(0u), from_bits<F>(ubits(x) | 0x7f800000u), res);  // ±inf
  return dsl::select(x < K<F>(0u) || is_nan(x), K<F>(0x7fc00000u), res);
}

/// max(x, +0) with the IR's max: relu(NaN) = NaN, relu(-0) = +0 (since -0 < +0 in Morph's
/// max), negative denormals -> +0, positive ones kept. Exact.
template <class F>
F relu(F x) {
  return dsl::max(x, detail::K<F>(0u));
}

}  // namespace morph::algebra::math
