// Morph's sin and cos (L1), written once over F = float | dsl::Val<float>.
// Cody–Waite reduction by k = rint(x * 2/pi) with fma: pi/2 = C1 + C2 + C3 (three f32, 72
// bits, residual 2^-76); x - k*C1 is exact by fma for |x| <= 2^17 (a multiple of 2^-24 below 1),
// k*C2 is split exactly by TwoProduct and subtracted by TwoSum, k*C3 goes to the low part:
// r_hi + r_lo to about 2^-56 absolute, enough for the closest approach of an f32 <= 2^17 to a
// multiple of pi/2 (|r| = 2^-27.8 at x = 252.898209). Kernels on [-pi/4, pi/4]:
// sin r = r + r^3 S(r^2), cos r = 1 - r^2/2 + r^4 C(r^2) (Morph's own fits, Horner by fma),
// plus r_lo terms. Beyond |x| = 2^17 the reduction rounds: results stay finite and in [-1, 1],
// accuracy degrades (docs/math.md has the measured numbers); ±inf and NaN give NaN.
//   float s = morph::algebra::math::sin(1.0f), c = morph::algebra::math::cos(1.0f);
#pragma once
#include <utility>

#include "morph/algebra/math_core.h"

namespace morph::algebra::math {
namespace detail {

template <class F>
struct SinCos {
  F s, c;
  I<F> q;
};

/// sin and cos of the reduced argument and the quadrant q = k mod 4.
template <class F>
inline SinCos<F> sincos_reduced(F x) {
  F kf = dsl::rint(x * K<F>(0x3f22f983u));                           // 2/pi
  kf = at_most(at_least(kf, K<F>(0xcb000000u)), K<F>(0x4b000000u));  // |k| <= 2^23 (finite)
  F r1 = fma(-kf, K<F>(0x3fc90fdbu), x);                             // C1: exact
  DD<F> p = two_prod(kf, K<F>(0xb33bbd2eu));                         // C2
  DD<F> d = two_sum(r1, -p.hi);
  F lo = fma(-kf, K<F>(0xa6f72cedu), d.lo - p.lo);  // C3
  DD<F> r = fast_two_sum(d.hi, lo);
  F rh = at_most(at_least(r.hi, K<F>(0xbfc90fdbu)), K<F>(0x3fc90fdbu));  // |r| <= pi/2 (beyond 2^17)
  F rl = r.lo;
  DD<F> t = two_prod(rh, rh);
  F ps = fma(t.hi, K<F>(0x363bd807u), K<F>(0xb9502401u));
  ps = fma(t.hi, ps, K<F>(0x3c0888b2u));
  ps = fma(t.hi, ps, K<F>(0xbe2aaaabu));
  // sin(rh + rl) = rh + rh t S(t) + rl (1 - t/2)
  F s = rh + fma(rh * t.hi, ps, rl * fma(K<F>(0xbf000000u), t.hi, K<F>(0x3f800000u)));
  // cos(rh + rl) = w + (((1 - w) - hz) + (t^2 C(t) - rh rl - tl/2)), w = 1 - hz, hz = t/2
  F pc = fma(t.hi, K<F>(0xb4998b9bu), K<F>(0x37d032ccu));
  pc = fma(t.hi, pc, K<F>(0xbab60ba9u));
  pc = fma(t.hi, pc, K<F>(0x3d2aaaabu));
  F hz = K<F>(0x3f000000u) * t.hi;
  F w = K<F>(0x3f800000u) - hz;
  F c = w + (((K<F>(0x3f800000u) - w) - hz) + fma(t.hi * t.hi, pc, -fma(rh, rl, K<F>(0x3f000000u) * t.lo)));
  I<F> q = dsl::cast<int32_t>(kf) & 3;
  return {s, c, q};
}

/// sin(x) from the reduction of x (r = sincos_reduced(x)).
template <class F>
F sin_of(F x, const SinCos<F>& r) {
  F v = dsl::select((r.q & 1) != 0, r.c, r.s);
  v = dsl::select((r.q & 2) != 0, -v, v);
  v = at_most(at_least(v, K<F>(0xbf800000u)), K<F>(0x3f800000u));
  v = dsl::select(x == K<F>(0u), x, v);
  return dsl::select(dsl::abs(x) == K<F>(0x7f800000u) || is_nan(x), K<F>(0x7fc00000u), v);
}

/// cos(x) from the reduction of x (r = sincos_reduced(x)).
template <class F>
F cos_of(F x, const SinCos<F>& r) {
  F v = dsl::select((r.q & 1) != 0, r.s, r.c);
  v = dsl::select(((r.q + 1) & 2) != 0, -v, v);
  v = at_most(at_least(v, K<F>(0xbf800000u)), K<F>(0x3f800000u));
  return dsl::select(dsl::abs(x) == K<F>(0x7f800000u) || is_nan(x), K<F>(0x7fc00000u), v);
}

}  // namespace detail

/// sin(x). <= 2 ulp for |x| <= 2^17 (see docs/math.md beyond). sin(±0) = ±0, denormals -> x,
/// sin(±inf) = NaN, NaN -> NaN; results are clamped to [-1, 1]. Traced, a tiny-argument island
/// (detail::tiny_island: x for |x| < 2^-26) whose "vulkan" arm is proven normal: from 2^-26 up,
/// no product, fma operand or result of the reduction and kernels is below 2^-111.3
/// (TinyIsland.VulkanArmsAreProvenNormal).
template <class F>
F sin(F x) {
  using namespace detail;
  return tiny_island(
      x, [](F v) { return sin_of(v, sincos_reduced(v)); }, [](F v) { return v; });
}

/// cos(x). <= 2 ulp for |x| <= 2^17 (see docs/math.md beyond). cos(±0) = 1, denormals -> 1,
/// cos(±inf) = NaN, NaN -> NaN; results are clamped to [-1, 1]. Traced, a tiny-argument island
/// like sin's (1 for |x| < 2^-26).
template <class F>
F cos(F x) {
  using namespace detail;
  return tiny_island(
      x, [](F v) { return cos_of(v, sincos_reduced(v)); }, [](F) { return K<F>(0x3f800000u); });
}

/// {cos(x), sin(x)} from one argument reduction and one pair of kernels: the same bits as cos(x)
/// and sin(x) (RoPE's rotation needs both of every angle). On the host one sincos_reduced; traced,
/// cos(x) and sin(x) — two islands, each with the reduction in its arms, which the backend's
/// compiler computes once (NVRTC: the same PTX as one shared reduction, 134 instructions).
template <class F>
std::pair<F, F> cos_sin(F x) {
  if constexpr (std::is_same_v<F, dsl::Val<float>>) {
    return {cos(x), sin(x)};
  } else {
    detail::SinCos<F> r = detail::sincos_reduced(x);
    return {detail::cos_of(x, r), detail::sin_of(x, r)};
  }
}

}  // namespace morph::algebra::math
