// Morph's exact fma through float64, printed for Vulkan devices with shaderFloat64
// (GlslOptions::fp64_fma). The product of two floats is exact in a double (24 + 24 significant
// bits <= 53); its sum with c is rounded to odd (when the double sum is inexact — TwoSum gives the
// error exactly — and its last bit is even, it steps to the neighbouring double on the side of
// the exact sum), and that double rounded once to float is the correctly rounded a*b + c:
// rounding to odd in 53 >= 24 + 2 bits then to nearest in 24 is one correct rounding (Boldo and
// Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using rounding to
// odd", IEEE Trans. Computers 57(4), 2008). Float subnormals are normal doubles; they cross
// between the formats by their integer significands (x 2^-149 in, rounded to nearest even by
// hand out), so no driver's handling of subnormals in its float<->double conversions matters.
// Infinite and NaN operands stay in float, where a*b + c gives fma's result — except c infinite
// with a and b finite, which is c. Only +, -, * and comparisons on doubles, which Vulkan
// requires correctly rounded, and conversions of values exact in both formats.
// A float as a double, exactly; a subnormal by its integer significand times 2^-149.
double morph_f32_to_f64(float x) {
  uint u = as_uint(x);
  if ((u & 0x7f800000u) != 0u) return double(x);
  precise double m = double(u & 0x007fffffu) * packDouble2x32(uvec2(0u, 0x36a00000u));
  return (u & 0x80000000u) != 0u ? -m : m;
}

// A double rounded to odd, rounded to the nearest float (ties to even); below 2^-126 by hand:
// |s| * 2^149 is exact, its integer part and fraction too, and the integer is the significand.
float morph_f64_to_f32(double s) {
  uint sign = unpackDouble2x32(s).y & 0x80000000u;
  precise double mag = sign != 0u ? -s : s;
  if (mag >= packDouble2x32(uvec2(0u, 0x38100000u))) return float(s);
  precise double x = mag * packDouble2x32(uvec2(0u, 0x49400000u));
  uint q = uint(x);
  precise double f = x - double(q);
  if (f > 0.5 || (f == 0.5 && (q & 1u) != 0u)) q = q + 1u;
  return as_float(sign | q);
}

float morph_fma_f64(float a, float b, float c) {
  uint ea = as_uint(a) & 0x7f800000u;
  uint eb = as_uint(b) & 0x7f800000u;
  uint ec = as_uint(c) & 0x7f800000u;
  if (ea == 0x7f800000u || eb == 0x7f800000u) {
    precise float p = a * b;
    precise float r = p + c;
    return r;
  }
  if (ec == 0x7f800000u) return c;
  precise double p = morph_f32_to_f64(a) * morph_f32_to_f64(b);
  precise double dc = morph_f32_to_f64(c);
  precise double s = p + dc;
  precise double v = s - p;
  precise double pv = s - v;
  precise double e1 = p - pv;
  precise double e2 = dc - v;
  precise double err = e1 + e2;
  uvec2 w = unpackDouble2x32(s);
  if (err != double(0) && (w.x & 1u) == 0u) {
    if ((err > double(0)) == (s > double(0))) {
      w.x = w.x + 1u;
    } else {
      if (w.x == 0u) w.y = w.y - 1u;
      w.x = w.x - 1u;
    }
    s = packDouble2x32(w);
  }
  return morph_f64_to_f32(s);
}
