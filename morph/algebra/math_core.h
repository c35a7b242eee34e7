// Building blocks of Morph's math (morph/algebra/math.h), written once as templates over the
// scalar type F = float (host) | dsl::Val<float> (traced): bit-pattern constants, error-free
// transformations (TwoSum, Fast2Sum, TwoProduct as p = a*b, e = fma(a, b, -p)), a quotient with
// one division, exact power-of-two scaling, and the exp/log kernels that the public ops share.
// Only correctly rounded + - * / sqrt, fma (one rounding) and exact ops appear; no
// data-dependent C++ control flow.
//   ExpDD<F> e = detail::exp_dd(x, detail::K<F>(0));        // e^x = (yh + yl) * 2^k
//   F y = detail::scale(e.yh, e.k);                          // = exp(x)
#pragma once
#include <cstdint>

#include <optional>
#include <type_traits>

#include "morph/dsl/island.h"
#include "morph/dsl/scalar.h"
#include "morph/dsl/val.h"

namespace morph::algebra::math::detail {

template <class F>
using I = dsl::int_of<F>;
template <class F>
using U = dsl::uint_of<F>;
template <class F>
using B = dsl::bool_of<F>;

/// An f32 constant from its bit pattern.
template <class F>
inline F K(uint32_t bits) {
  return dsl::f32c<F>(bits);
}

template <class F>
inline U<F> ubits(F x) {
  return dsl::bitcast<uint32_t>(x);
}
template <class F>
inline I<F> ibits(F x) {
  return dsl::bitcast<int32_t>(x);
}
template <class F, class X>
inline F from_bits(X b) {
  return dsl::bitcast<float>(b);
}

/// a*b + c rounded once (the IR's fma).
template <class F>
inline F fma(F a, F b, F c) {
  return dsl::fma(a, b, c);
}

/// |x| with the sign of s (bitwise; NaN payloads kept).
template <class F>
inline F copysign(F x, F s) {
  return from_bits<F>((ubits(x) & 0x7fffffffu) | (ubits(s) & 0x80000000u));
}
template <class F>
inline B<F> is_nan(F x) {
  return x != x;
}
/// max(x, c) / min(x, c) for a constant c != 0 by one compare and select (a NaN x stays NaN):
/// cheaper than the IR's min/max, whose NaN and signed-zero rules need more instructions.
template <class F>
inline F at_least(F x, F c) {
  return dsl::select(x < c, c, x);
}
template <class F>
inline F at_most(F x, F c) {
  return dsl::select(x > c, c, x);
}

/// max(w, -174) with a NaN w replaced by -174 (one compare and select): the argument clamp of
/// x_sigmoid, below which e^{w} underflows for all its callers.
template <class F>
inline F clamp_w(F w) {
  return dsl::select(w >= K<F>(0xc32e0000u), w, K<F>(0xc32e0000u));
}

/// |x| < 2^-26: ±0, subnormals and tiny normals.
template <class F>
inline B<F> is_tiny(F x) {
  return (ubits(x) & 0x7fffffffu) < 0x32800000u;
}

/// While set (tracing the "cuda" arm of a tiny_island<true>), recip_rn traces recip_newton
/// instead of a division. Islands do not nest (the verifier), so the reciprocal's CUDA form rides
/// on the op's own island rather than an island of its own.
inline bool& recip_newton_traced() {
  thread_local bool on = false;
  return on;
}
/// recip_newton_traced() set for this object's lifetime (the body of a "cuda" arm).
struct RecipNewtonTraced {
  RecipNewtonTraced() { recip_newton_traced() = true; }
  ~RecipNewtonTraced() { recip_newton_traced() = false; }
};

/// op(x) = body(x), where `tiny_value(x)` is what body gives for every |x| < 2^-26 (1 for exp and
/// cos, x for tanh and sin, x/2 for silu and gelu_tanh, 0.5 for sigmoid, ln 2 rounded for softplus:
/// checked over all such x by morph/algebra/math_tiny_test.cc). Traced,
/// it is an island (DESIGN §7, L7) whose default arm is body(x) and whose "vulkan" arm is
/// body(select(tiny, 0, x)) with tiny_value(x) selected for tiny x — the same bits, but the
/// routine never meets the subnormal intermediates a tiny argument makes, which Vulkan's guarded
/// fma (the device's fma() where no operand or result is subnormal) sends to its float64 route
/// while the rest of the subgroup waits. With Recip (a body that divides through recip_rn), a
/// "cuda" arm: body(x) with recip_rn's exact fma form (the same bits). Other targets print the
/// default arm (no extra instructions); the host runs body(x).
/// With Proven, the "vulkan" arm traces the body's fma, compares and negations as proven normal
/// (dsl::ProvenNormal: no subnormal operand, no nonzero fma result below 2^-126, so NVIDIA's Vulkan
/// prints the device's fma() unguarded and GLSL's own compares and negations) — a claim the
/// oracle checks over every binade and the ranges where results turn subnormal
/// (TinyIsland.VulkanArmsAreProvenNormal). Where the claim needs it, `big_above`
/// (float bits, nonzero) and big_value give the op for every x above that threshold (x for silu
/// and gelu_tanh, 1 for sigmoid: checked over all such x on the host), and the body runs at 0
/// there too. With Recip and Proven, a "vulkan+fma" arm as well (ir::select_island_arms: the GLSL
/// dialect's target where the device's fma() is exact on normal values): the "vulkan" arm with
/// recip_rn as recip_newton's proven fma instead of Morph's division.
template <bool Recip = false, bool Proven = true, class F, class Body, class Tiny, class Big = std::nullptr_t>
inline F tiny_island(F x, Body body, Tiny tiny_value, uint32_t big_above = 0, Big big_value = nullptr) {
  if constexpr (!std::is_same_v<F, dsl::Val<float>>) {
    return body(x);  // the host (float, or bench/ulp_sweep's dsl::Lane<float>)
  } else {
    auto vulkan_arm = [&](bool newton_recip) {
      auto run_body = [&](B<F> off) {
        std::optional<dsl::ProvenNormal> proven;
        if constexpr (Proven) proven.emplace();
        std::optional<RecipNewtonTraced> newton;  // ten proven fma instead of a division
        if (newton_recip) newton.emplace();
        return body(dsl::select(off, K<F>(0u), x));
      };
      B<F> t = is_tiny(x);
      if constexpr (std::is_same_v<Big, std::nullptr_t>) {
        return dsl::select(t, tiny_value(x), run_body(t));
      } else {
        B<F> big = x > K<F>(big_above);
        F y = run_body(t || big);
        return dsl::select(t, tiny_value(x), dsl::select(big, big_value(x), y));
      }
    };
    dsl::IslandArmFn<float> vulkan = [&] { return vulkan_arm(false); };
    if constexpr (!Recip) {
      return dsl::island<float>([&] { return body(x); }, {{"vulkan", vulkan}});
    } else {
      dsl::IslandArmFn<float> cuda = [&] {
        RecipNewtonTraced on;
        return body(x);
      };
      if constexpr (!Proven) return dsl::island<float>([&] { return body(x); }, {{"vulkan", vulkan}, {"cuda", cuda}});
      // "vulkan+fma" (the device's fma() exact on normal values: NVIDIA): recip_rn as recip_newton's
      // ten proven fma instead of Morph's division.
      dsl::IslandArmFn<float> vulkan_fma = [&] { return vulkan_arm(true); };
      return dsl::island<float>([&] { return body(x); },
                                {{"vulkan", vulkan}, {"vulkan+fma", vulkan_fma}, {"cuda", cuda}});
    }
  }
}

/// A value as an unevaluated sum hi + lo with |lo| <= ulp(hi)/2 (double-float).
template <class F>
struct DD {
  F hi, lo;
};

/// Knuth's TwoSum: a + b = s + e exactly (no ordering requirement).
template <class F>
inline DD<F> two_sum(F a, F b) {
  F s = a + b;
  F bb = s - a;
  F e = (a - (s - bb)) + (b - bb);
  return {s, e};
}
/// Dekker's Fast2Sum: a + b = s + e exactly, valid when exponent(a) >= exponent(b) (or a = 0).
template <class F>
inline DD<F> fast_two_sum(F a, F b) {
  F s = a + b;
  F e = b - (s - a);
  return {s, e};
}
/// TwoProduct: a * b = p + e exactly, e = fma(a, b, -p), unless the product underflows
/// (|a*b| < 2^-102: e is then rounded) or overflows.
template <class F>
inline DD<F> two_prod(F a, F b) {
  F p = a * b;
  return {p, fma(a, b, -p)};
}
/// 1/d rounded once for every f32 d in [0.5954, 2.6667) without a division: a quadratic seed
/// c0 + d(c1 + d c2) (relative error 2^-4.10; Morph's own minimax fit of the relative error,
/// coefficients rounded to f32) and four Newton steps y + y(1 - dy), each two fma (2^-8.2,
/// 2^-16.4, 2^-32, then y within an ulp, where Markstein's last step rounds correctly except for
/// a significand of all ones: d = 1 - 2^-24 and 2 - 2^-23 in this range, where y comes out one
/// ulp low and is raised by one). Equal to 1/d bitwise over the whole range (every f32 of it,
/// RecipIsland.NewtonIsTheDivisionOverItsRange), so recip_rn may take it in a "cuda" arm.
template <class F>
inline F recip_newton(F d) {
  F one = K<F>(0x3f800000u);
  F y = fma(fma(d, K<F>(0x3ea3e47eu), K<F>(0xbfc4abceu)), d, K<F>(0x4010e42bu));  // 0.3201 -1.5365 2.2639
  for (int step = 0; step < 4; ++step) y = fma(y, fma(-d, y, one), y);
  return dsl::select((ubits(d) & 0x7fffffu) == 0x7fffffu, from_bits<F>(ubits(y) + 1u), y);
}

/// 1/d rounded once, for finite d in [0.7, 2.5] (x_sigmoid's and div_dd's denominators): the
/// division, or recip_newton(d) — the same bits by ten fma — in the "cuda" arm of the op's
/// tiny_island<true> (recip_newton_traced). On the H200 a correctly rounded division is a
/// reciprocal estimate, four fma, a range check and a branch to a slow path for which ptxas keeps
/// registers (the gated norm's row fence: 77 -> 56 registers with fma steps in its place). Other
/// targets keep the division: on x86 the divider is a unit of its own (fma steps measured 6-15%
/// slower on the cpu backend's silu chains), and Vulkan's exact fma emulation makes ten fma
/// dearer than its division. The host divides (MORPH_MATH_HOST_CUDA_ARMS, for offline checks
/// such as bench/ulp_sweep's build, takes recip_newton instead).
template <class F>
inline F recip_rn(F d) {
  if constexpr (!std::is_same_v<F, dsl::Val<float>>) {
#if defined(MORPH_MATH_HOST_CUDA_ARMS)
    return recip_newton(d);
#else
    return K<F>(0x3f800000u) / d;
#endif
  } else {
    return recip_newton_traced() ? recip_newton(d) : K<F>(0x3f800000u) / d;
  }
}

/// (nh + nl) / (dh + dl) with ONE division: y = 1/dh (recip_rn), q = nh*y, the remainder
/// nh - q*dh + nl - q*dl by fma, and one correction q + r*y rounded once (about 0.5 ulp plus
/// the error of the dd inputs). For dh in [1, 2] and finite nh (Morph's callers); where the
/// correction is NaN (infinite quotient) or q is ±0, q is returned (keeps the sign of zero).
template <class F>
inline F div_dd(F nh, F nl, F dh, F dl) {
  F y = recip_rn(dh);
  F q = nh * y;
  F r = fma(-q, dh, nh);
  r = fma(-q, dl, r + nl);
  F q2 = fma(r, y, q);
  return dsl::select(is_nan(q2) || q == K<F>(0u), q, q2);
}

/// 2^i for i in [-126, 127] (exact, by building the exponent field).
template <class F>
inline F pow2(I<F> i) {
  return from_bits<F>((i + 127) << 23);
}
/// y * 2^k for k in [-252, 254], in two exact-or-once-rounded steps: the first factor keeps
/// y in the normal range for |y| in [2^-50, 2^50], so a denormal result is rounded only once.
template <class F>
inline F scale(F y, I<F> k) {
  I<F> k1 = k >> 1;
  I<F> k2 = k - k1;
  return (y * pow2<F>(k1)) * pow2<F>(k2);
}

/// e^(hi + lo) = (yh + yl) * 2^k as a double-float, for hi in [-180, 89] and |lo| <= 2^-15.
/// k = rint(hi / ln2); rh = hi - k*LN2_1 is exact by fma (LN2_1 = ln2 rounded to f32: the
/// exact difference is a multiple of 2^-25 below 0.5, so it fits 24 bits), rl = lo - k*LN2_2
/// (ln2 to 48 bits); e^rh = 1 + rh + p, p = rh^2 q(rh) with q the Taylor series of
/// (e^r - 1 - r)/r^2 to r^6 (truncation 2^-32 on |r| <= ln2/2), Horner by fma;
/// e^(rh + rl) = 1 + rh + p + rl (1 + rh + p) (rl^2 below 2^-31); 1 + rh by Fast2Sum, so yh is
/// the sum rounded once and yl its exact remainder (Fast2Sum). yh is in [0.70, 1.42].
template <class F>
struct ExpDD {
  F yh, yl;
  I<F> k;
};
template <class F>
inline ExpDD<F> exp_dd(F hi, F lo) {
  // k = rint(hi/ln2) by adding 1.5 * 2^23 (one rounding of the exact product, ties to even):
  // |hi/ln2| < 2^22, so k is then the low bits of t and kf = t - 1.5 * 2^23 exactly
  F t = fma(hi, K<F>(0x3fb8aa3bu), K<F>(0x4b400000u));  // 1/ln2, 1.5 * 2^23
  F kf = t - K<F>(0x4b400000u);
  I<F> k = ibits(t) - 0x4b400000;
  F rh = fma(-kf, K<F>(0x3f317218u), hi);               // LN2_1, exact
  F rl = fma(-kf, K<F>(0xb102e308u), lo);               // LN2_2 = ln2 - LN2_1
  F q = fma(rh, K<F>(0x37d00d01u), K<F>(0x39500d01u));  // 1/8!, 1/7!
  q = fma(rh, q, K<F>(0x3ab60b61u));                    // 1/6!
  q = fma(rh, q, K<F>(0x3c088889u));                    // 1/5!
  q = fma(rh, q, K<F>(0x3d2aaaabu));                    // 1/4!
  q = fma(rh, q, K<F>(0x3e2aaaabu));                    // 1/3!
  q = fma(rh, q, K<F>(0x3f000000u));                    // 1/2
  F p = (rh * rh) * q;                                  // e^rh = 1 + rh + p
  DD<F> s = fast_two_sum(K<F>(0x3f800000u), rh);
  F tail = fma(rl, s.hi + p, p);  // p + rl e^rh
  F u = s.lo + tail;
  F yh = s.hi + u;
  F yl = (s.hi - yh) + u;
  return {yh, yl, k};
}

/// log(1 + f) + kf*ln2 + extra for f in [sqrt(2)/2 - 1, sqrt(2) - 1] (exact), kf an integer,
/// |extra| tiny, as hi + lo (the caller rounds hi + lo once). FreeBSD logf's identity
/// log(1+f) = f - f^2/2 + s (f^2/2 + R(s^2)), s = f/(2+f) (the one division), R a degree-4
/// polynomial in s^2 by fma; f - f^2/2 with the square exact inside an fma; kf*LN2HI is exact
/// (LN2HI has 9 significant bits) and is added to f by Fast2Sum.
template <class F>
struct LogSum {
  F hi, lo;
};
template <class F>
inline LogSum<F> log_kernel(F f, F kf, F extra) {
  F s = f / (K<F>(0x40000000u) + f);
  F z = s * s;
  F R = fma(z, K<F>(0x3e760e2bu), K<F>(0x3e91f8d3u));
  R = fma(z, R, K<F>(0x3ecccdeau));
  R = fma(z, R, K<F>(0x3f2aaaaau));
  R = z * R;
  F hf = K<F>(0x3f000000u) * f;
  F t = s * fma(hf, f, R);                               // s (f^2/2 + R)
  F d = fma(-hf, f, t);                                  // t - f^2/2, rounded once
  F hi = kf * K<F>(0x3f318000u);                         // ln2 high part, exact
  DD<F> sf = fast_two_sum(hi, f);                        // |hi| >= 0.69 > |f| or hi = 0
  F lo = sf.lo + fma(kf, K<F>(0xb95e8083u), d + extra);  // ln2 - LN2HI
  return {sf.hi, lo};
}

/// Splits a positive normal or denormal x into 1 + f (f as for log_kernel, exact), exponent k.
/// Denormals are first scaled by 2^25.
template <class F>
struct LogParts {
  F f;
  I<F> k;
};
template <class F>
inline LogParts<F> log_reduce(F x) {
  B<F> den = x < K<F>(0x00800000u);
  F xs = dsl::select(den, x * K<F>(0x4c000000u), x);  // * 2^25
  I<F> kb = dsl::select(den, I<F>(-25), I<F>(0));
  I<F> ix = ibits(xs);
  I<F> m = ix & 0x007fffff;
  I<F> i = (m + 0x4afb20) & 0x800000;  // 1 when mantissa >= sqrt(2)
  F xn = from_bits<F>(m | (i ^ 0x3f800000));
  I<F> k = kb + ((ix >> 23) - 127) + (i >> 23);
  return {xn - K<F>(0x3f800000u), k};
}

/// log(1 + u) = hi + lo for u = uh + ul in [0, 1] (uh >= 0, |ul| tiny), accurate for tiny u
/// too. The low part of 1 + u enters as flo / (1 + f), with 1/(1 + f) by its series to f^4
/// (relative error f^5 <= 2^-6.4 on a term below 2^-24 of the result).
template <class F>
inline LogSum<F> log1p_dd(F uh, F ul) {
  F one = K<F>(0x3f800000u);
  F v = one + uh;                // in [1, 2]
  F vl = ((one - v) + uh) + ul;  // exact remainder + ul
  LogParts<F> p = log_reduce(v);
  F flo = vl * dsl::select(p.k == 1, K<F>(0x3f000000u), one);
  F g = one - p.f;
  g = fma(-p.f, g, one);
  g = fma(-p.f, g, one);
  g = fma(-p.f, g, one);  // 1/(1+f) to f^4
  return log_kernel(p.f, dsl::cast<float>(p.k), flo * g);
}

/// e^{-a} for a = ah + al >= 0 as (yh + yl) * 2^k, k <= 0; `ah` is clamped to 174 (beyond,
/// every use here underflows to 0 anyway).
template <class F>
inline ExpDD<F> exp_neg_dd(F ah, F al) {
  F ac = at_most(ah, K<F>(0x432e0000u));  // 174
  return exp_dd(-ac, -al);
}

/// e^r for a reduced argument |r| <= ln2/2 as yh + yl: 1 + p, p = r + r^2 q(r) with q the Taylor
/// series of (e^r - 1 - r)/r^2 to r^5/7! (truncation 2^-27.5), Horner by fma; yh = 1 + p rounded
/// and yl its exact remainder (Fast2Sum). Shared by x_sigmoid and tanh's two_over_one_plus_exp.
template <class F>
inline DD<F> exp_reduced(F r) {
  F one = K<F>(0x3f800000u);
  F q = fma(r, K<F>(0x39500d01u), K<F>(0x3ab60b61u));  // 1/7!, 1/6!
  q = fma(r, q, K<F>(0x3c088889u));                    // 1/5!
  q = fma(r, q, K<F>(0x3d2aaaabu));                    // 1/4!
  q = fma(r, q, K<F>(0x3e2aaaabu));                    // 1/3!
  q = fma(r, q, K<F>(0x3f000000u));                    // 1/2
  F p = fma(r * r, q, r);                              // e^r - 1, |p| < 0.42
  F yh = one + p;
  return {yh, p - (yh - one)};  // Fast2Sum: yh + yl = 1 + p exactly
}

/// x * sigmoid(w) for w = wh + wl (a double-float, |wl| <= 2^-20 |wh| or wl = 0), about 1 ulp
/// over the whole range including denormal results, as x / D with D = 1 + e^{-w}:
/// e^{-w} = (yh + yl) 2^k, k = rint(-w/ln2), from r = -w - k ln2 (|r| <= ln2/2; k ln2 in two
/// f32 parts, the first product exact, the second and the sum rounded) and e^r = 1 + r + r^2 q(r), q the Taylor series
/// of (e^r - 1 - r)/r^2 to r^5/7! (truncation 2^-27.5 on |r| <= ln2/2), Horner by fma, with yh = 1 + (r + r^2 q) and yl
/// its exact remainder (Fast2Sum). For k <= 0 (w >= -ln2/2), D = 1 + (yh + yl) 2^k; for k > 0, D = 2^k (yh + yl +
/// 2^-k), so x / D is the quotient by a double-float d + dl in [0.7, 2.5] scaled by 2^-k at the end (exactly, then
/// rounded once: a denormal result is rounded once). The quotient takes one division (1/d, never of a NaN or an
/// infinity) and Markstein's fma remainder with dl, written as q - (q d - x) y so that x = ±0
/// gives ±0. The caller clamps wh to [-174, +inf) with a NaN replaced (`clamp_w`): below, the
/// result underflows for every caller's |x| <= 2^24; wh above 120 is clamped here (D = 1).
/// Callers handle x = +inf (the remainder is then NaN) and NaN x.
template <class F>
inline F x_sigmoid(F x, F wh, F wl) {
  F one = K<F>(0x3f800000u);
  F wc = dsl::select(wh <= K<F>(0x42f00000u), wh, K<F>(0x42f00000u));  // 120
  // k = rint(-w/ln2) by adding 1.5 * 2^23 (as exp_dd; |w/ln2| < 2^22)
  F t = fma(wc, K<F>(0xbfb8aa3bu), K<F>(0x4b400000u));  // -1/ln2, 1.5 * 2^23
  F kf = t - K<F>(0x4b400000u);
  I<F> k = ibits(t) - 0x4b400000;
  F rho = fma(kf, K<F>(0x3f317218u), wc);         // w + k LN2_1, exact
  F r = -(rho + fma(kf, K<F>(0xb102e308u), wl));  // -w - k ln2 (error ~2^-26 |r|)
  DD<F> er = exp_reduced(r);
  F yh = er.hi;
  F yl = er.lo;
  // D / 2^max(k, 0) = big + small as d + dl (Fast2Sum: big has the larger exponent)
  B<F> pos = k > 0;
  I<F> m = dsl::min(dsl::select(pos, k, 0 - k), I<F>(126));
  F c = pow2<F>(0 - m);  // 2^-min(|k|, 126)
  F big = dsl::select(pos, yh, one);
  F sh = dsl::select(pos, c, yh * c);  // yh * c exact (or below 2^-126, where it no longer matters)
  F sl = dsl::select(pos, yl, yl * c);
  F d = big + sh;
  F dl = (sh - (d - big)) + sl;
  F y = recip_rn(d);  // 1/d rounded once (the division, or its exact fma form on CUDA)
  F qt = x * y;
  F rem = fma(qt, dl, fma(qt, d, -x));  // qt (d + dl) - x; +0 for x = ±0
  // -y, not -rem: GCC folds a negated fma result into vfnmsub (-(ab) - c), which loses the sign
  // of an exact zero (the cpu backend's -O2 build gave silu(-0) = +0); a negated operand is safe
  F res = fma(rem, -y, qt);
  // * 2^-k for k > 0: first by 2^-max(k - 126, 0), exact (|res| >= 0.7 there for every caller),
  // then by c, rounded once
  I<F> e = dsl::max(k - 126, I<F>(0));
  F f2 = pow2<F>(0 - e);
  return (res * f2) * dsl::select(pos, c, one);
}

}  // namespace morph::algebra::math::detail
