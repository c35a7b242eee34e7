// Morph's correctly rounded float division and square root through a float64 candidate, printed
// for Vulkan devices with shaderFloat64 whose open-time probe passes (GlslOptions::fp64_div).
// A candidate q is the double quotient (root) rounded to float — by whatever accuracy the
// driver's double division, square root and conversion have — and is returned only after an
// exact check that it is the correctly rounded result: with h and hd half the spacing of floats
// above and below q (hd = h / 2 when q is a power of two), RN(x) = q exactly when
// q - hd < x < q + h. For x = A / B that is (q - hd)·B < A < (q + h)·B, for x = sqrt(A) it is
// (q - hd)² < A < (q + h)²: q ± h has at most 25 significant bits and B at most 24, so the
// products (at most 50 bits) and the sums are exact in double, and the comparisons decide
// exactly (no double underflows or overflows for normal floats). Ties cannot occur (a quotient or
// root of floats is never a midpoint), so the strict test loses nothing. Only normal finite
// operands with a result of biased exponent 2..254 take this path (the rounding is then the
// normal-range one, and neither neighbour spacing is subnormal); everything else — zeros,
// subnormals, infinities, NaN, results near underflow, and a candidate that fails its check —
// goes to the 32-bit integer routines morph_div_f32_int / morph_sqrt_f32_int. Beside the
// candidate's, only +, -, * and comparisons on doubles (which Vulkan requires correctly rounded)
// and conversions of normal floats to double (exact) are used. The candidate comes from
// morph_f64_quotient / morph_f64_root (the dialect prints them as a / b and sqrt(a); the host
// test substitutes wrong ones to see every bad candidate caught).

// Half the spacing of the floats of biased exponent e is 2^(e - 151): the double whose high word
// is (e - 151 + 1023) << 20; a quarter of it one exponent lower.
float morph_div_f32(float a, float b) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  if (((ua >> 23) & 0xffu) - 1u < 254u && ((ub >> 23) & 0xffu) - 1u < 254u) {
    precise double A = double(as_float(ua & 0x7fffffffu));
    precise double B = double(as_float(ub & 0x7fffffffu));
    uint uq = as_uint(float(morph_f64_quotient(A, B))) & 0x7fffffffu;
    uint eq = uq >> 23;
    if (eq - 2u < 253u) {
      precise double Q = double(as_float(uq));
      precise double h = packDouble2x32(uvec2(0u, (eq + 872u) << 20));
      precise double hd = packDouble2x32(uvec2(0u, (eq + ((uq & 0x7fffffu) == 0u ? 871u : 872u)) << 20));
      precise double above = (Q + h) * B;
      precise double below = (Q - hd) * B;
      if (below < A && A < above) return as_float(uq | ((ua ^ ub) & 0x80000000u));
    }
  }
  return morph_div_f32_int(a, b);
}

float morph_sqrt_f32(float a) {
  uint ua = as_uint(a);
  if ((ua >> 23) - 1u < 254u) {  // positive, normal, finite
    precise double A = double(a);
    uint us = as_uint(float(morph_f64_root(A))) & 0x7fffffffu;
    uint es = us >> 23;
    if (es - 2u < 253u) {
      precise double S = double(as_float(us));
      precise double h = packDouble2x32(uvec2(0u, (es + 872u) << 20));
      precise double hd = packDouble2x32(uvec2(0u, (es + ((us & 0x7fffffu) == 0u ? 871u : 872u)) << 20));
      precise double up = S + h;
      precise double down = S - hd;
      precise double above = up * up;
      precise double below = down * down;
      if (below < A && A < above) return as_float(us);
    }
  }
  return morph_sqrt_f32_int(a);
}
