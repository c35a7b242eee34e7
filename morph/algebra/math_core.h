// Building blocks of Morph's math (morph/algebra/math.h), written once as templates over the
// scalar type F = float (host) | dsl::Val<float> (traced): bit-pattern constants, error-free
// transformations (TwoSum, Dekker's TwoProduct with a bit-mask split, so no fma is needed),
// exact power-of-two scaling, and the exp/log kernels that the public ops share.
// Only correctly rounded + - * / sqrt and exact ops appear; no data-dependent C++ control flow.
//   auto [C, k] = detail::exp_core(x, detail::K<F>(0));     // e^x = (1 - C) * 2^k
//   F y = detail::scale(detail::K<F>(0x3f800000u) - C, k);   // = exp(x)
#pragma once
#include <cstdint>

#include "morph/dsl/scalar.h"
#include "morph/dsl/val.h"

namespace morph::math::detail {

template <class F> using I = dsl::int_of<F>;
template <class F> using U = dsl::uint_of<F>;
template <class F> using B = dsl::bool_of<F>;

/// An f32 constant from its bit pattern.
template <class F> inline F K(uint32_t bits) { return dsl::f32c<F>(bits); }

template <class F> inline U<F> ubits(F x) { return dsl::bitcast<uint32_t>(x); }
template <class F> inline I<F> ibits(F x) { return dsl::bitcast<int32_t>(x); }
template <class F, class X> inline F from_bits(X b) { return dsl::bitcast<float>(b); }

/// |x| with the sign of s (bitwise; NaN payloads kept).
template <class F> inline F copysign(F x, F s) {
  return from_bits<F>((ubits(x) & 0x7fffffffu) | (ubits(s) & 0x80000000u));
}
template <class F> inline B<F> is_nan(F x) { return x != x; }

/// A value as an unevaluated sum hi + lo with |lo| <= ulp(hi)/2 (double-float).
template <class F> struct DD { F hi, lo; };

/// Knuth's TwoSum: a + b = s + e exactly (no ordering requirement).
template <class F> inline DD<F> two_sum(F a, F b) {
  F s = a + b;
  F bb = s - a;
  F e = (a - (s - bb)) + (b - bb);
  return {s, e};
}
/// Dekker's Fast2Sum: a + b = s + e exactly, valid when exponent(a) >= exponent(b).
template <class F> inline DD<F> fast_two_sum(F a, F b) {
  F s = a + b;
  F e = b - (s - a);
  return {s, e};
}
/// Splits a into hi (its leading 12 significand bits, by masking) + lo (exact, <= 12 bits).
template <class F> inline DD<F> split(F a) {
  F hi = from_bits<F>(ubits(a) & 0xfffff000u);
  return {hi, a - hi};
}
/// Dekker's TwoProduct: a * b = p + e exactly unless the product under/overflows.
template <class F> inline DD<F> two_prod(F a, F b) {
  F p = a * b;
  DD<F> as = split(a), bs = split(b);
  F e = (((as.hi * bs.hi - p) + as.hi * bs.lo) + as.lo * bs.hi) + as.lo * bs.lo;
  return {p, e};
}
/// (nh + nl) / (dh + dl), correctly rounded up to the error of the dd inputs (about 0.5 ulp).
/// Where the correction overflows (infinite quotient) or the quotient is ±0, the plain
/// quotient is returned (keeps the sign of zero).
template <class F> inline F div_dd(F nh, F nl, F dh, F dl) {
  F q = nh / dh;
  DD<F> m = two_prod(q, dh);
  F r = (((nh - m.hi) - m.lo) + nl) - q * dl;
  F q2 = q + r / dh;
  return dsl::select(is_nan(q2) || q == K<F>(0u), q, q2);
}

/// 2^i for i in [-126, 127] (exact, by building the exponent field).
template <class F> inline F pow2(I<F> i) { return from_bits<F>((i + 127) << 23); }
/// y * 2^k for k in [-252, 254], in two exact-or-once-rounded steps: the first factor keeps
/// y in the normal range for |y| in [2^-50, 2^50], so a denormal result is rounded only once.
template <class F> inline F scale(F y, I<F> k) {
  I<F> k1 = k >> 1;
  I<F> k2 = k - k1;
  return (y * pow2<F>(k1)) * pow2<F>(k2);
}

/// fdlibm-style exp kernel (Cody–Waite reduction, rational form). For a = hi + lo with
/// |lo| <= 0.5 and hi in [-174, 89] it returns C and k with e^a = (1 - C) * 2^k, |C| < 0.42,
/// |k| <= 251, the reduced argument r = a - k ln2 in [-0.35, 0.35]. hi - k*LN2HI is exact
/// (LN2HI has 15 significant bits, |k| < 256, and hi's ulp is at most 2^-23 * |hi|); the
/// polynomial c(r) fits r*coth(r/2) - 2 (weighted error 2^-33.8).
/// Returned by value: C (float) and k (int).
template <class F> struct ExpParts { F C; I<F> k; };
template <class F> inline ExpParts<F> exp_core(F hi, F lo) {
  F kf = dsl::rint((hi + lo) * K<F>(0x3fb8aa3bu));              // 1/ln2
  I<F> k = dsl::cast<int32_t>(kf);
  F hr = hi - kf * K<F>(0x3f317200u);                            // ln2 high part (exact product)
  F lr = kf * K<F>(0x35bfbe8eu) - lo;                            // ln2 low part
  F r = hr - lr;
  F t = r * r;
  F p = K<F>(0x3e2aaaabu) + t * (K<F>(0xbb360d14u) + t * K<F>(0x388b5bc6u));
  F c = r - t * p;
  F C = (lr - (r * c) / (K<F>(0x40000000u) - c)) - hr;
  return {C, k};
}

/// log(1 + f + flo) + dk*ln2 for f in [sqrt(2)/2 - 1, sqrt(2) - 1] (FreeBSD logf's structure:
/// s = f/(2+f), log(1+f) = 2s + s*R(s^2); two evaluation orders chosen by the mantissa m of
/// the original argument, as there), returned unrounded as hi - inner with hi = dk*ln2_hi
/// exact. `extra` is added to the dk*ln2_lo term (the caller's flo/(1+f) correction, or 0).
template <class F> struct LogSum { F hi, inner; };
template <class F> inline LogSum<F> log_kernel_parts(F f, F dk, F extra, I<F> m) {
  F s = f / (K<F>(0x40000000u) + f);
  F z = s * s;
  F w = z * z;
  F t1 = w * (K<F>(0x3ecccdeau) + w * K<F>(0x3e760e2bu));
  F t2 = z * (K<F>(0x3f2aaaaau) + w * K<F>(0x3e91f8d3u));
  F R = t2 + t1;
  F hfsq = K<F>(0x3f000000u) * f * f;
  F lo = dk * K<F>(0x3717f7d1u) + extra;                         // ln2_lo
  F hi = dk * K<F>(0x3f317180u);                                 // ln2_hi (exact product)
  F inner_a = (hfsq - (s * (hfsq + R) + lo)) - f;
  F inner_b = (s * (f - R) - lo) - f;
  B<F> use_a = ((m - 0x30a3d0) | (0x35c288 - m)) > 0;
  return {hi, dsl::select(use_a, inner_a, inner_b)};
}
template <class F> inline F log_kernel(F f, F dk, F extra, I<F> m) {
  LogSum<F> p = log_kernel_parts(f, dk, extra, m);
  return p.hi - p.inner;
}

/// Splits a positive normal or denormal x into 1 + f (f as for log_kernel), exponent k and the
/// original mantissa bits m. Denormals are first scaled by 2^25.
template <class F> struct LogParts { F f; I<F> k; I<F> m; };
template <class F> inline LogParts<F> log_reduce(F x) {
  B<F> den = x < K<F>(0x00800000u);
  F xs = dsl::select(den, x * K<F>(0x4c000000u), x);             // * 2^25
  I<F> kb = dsl::select(den, I<F>(-25), I<F>(0));
  I<F> ix = ibits(xs);
  I<F> m = ix & 0x007fffff;
  I<F> i = (m + 0x4afb20) & 0x800000;                            // 1 when mantissa >= sqrt(2)
  F xn = from_bits<F>(m | (i ^ 0x3f800000));
  I<F> k = kb + ((ix >> 23) - 127) + (i >> 23);
  return {xn - K<F>(0x3f800000u), k, m};
}

/// log(1 + u) = hi - inner for u = uh + ul in [0, 1] (uh >= 0, |ul| tiny), accurate for tiny
/// u too.
template <class F> inline LogSum<F> log1p_dd(F uh, F ul) {
  F one = K<F>(0x3f800000u);
  F v = one + uh;                                               // in [1, 2]
  F vl = ((one - v) + uh) + ul;                                  // exact remainder + ul
  LogParts<F> p = log_reduce(v);
  F half_if = dsl::select(p.k == 1, K<F>(0x3f000000u), one);
  F flo = vl * half_if;
  F extra = flo / (one + p.f);
  return log_kernel_parts(p.f, dsl::cast<float>(p.k), extra, p.m);
}

/// e^{-a} for a = ah + al >= 0 as (yh + yl) * 2^k with yh in [0.7, 1], k <= 0; `ah` is
/// clamped to 174 (beyond, every use here underflows to 0 anyway).
template <class F> struct ExpNeg { F yh, yl; I<F> k; };
template <class F> inline ExpNeg<F> exp_neg_dd(F ah, F al) {
  F ac = dsl::min(ah, K<F>(0x432e0000u));                        // 174
  ExpParts<F> e = exp_core(-ac, -al);
  F one = K<F>(0x3f800000u);
  F yh = one - e.C;
  F yl = (one - yh) - e.C;
  return {yh, yl, e.k};
}

/// x * sigmoid(w) for w = wh + wl (a double-float), accurate to about 1 ulp over the whole
/// range including denormal results: for w >= 0 it is x / (1 + e^{-w}); for w < 0 it is
/// x * e^{w} / (1 + e^{w}) with e^{w} kept unscaled until one final scaling by 2^k.
/// Callers keep |x| <= 2^100 where w < 0 (x * e^w must not overflow before scaling).
template <class F> inline F x_sigmoid(F x, F wh, F wl) {
  B<F> neg = wh < K<F>(0u);
  F ah = dsl::abs(wh);
  F al = dsl::select(neg, -wl, wl);
  ExpNeg<F> e = exp_neg_dd(ah, al);
  F one = K<F>(0x3f800000u);
  F eh = scale(e.yh, e.k);
  F el = scale(e.yl, e.k);
  F d = one + eh;
  F dl = ((one - d) + eh) + el;
  DD<F> xy = two_prod(x, e.yh);
  F nh = dsl::select(neg, xy.hi, x);
  F nl = dsl::select(neg, xy.lo + x * e.yl, K<F>(0u));
  F q = div_dd(nh, nl, d, dl);
  I<F> kk = dsl::select(neg, e.k, I<F>(0));
  return scale(q, kk);
}

}  // namespace morph::math::detail
