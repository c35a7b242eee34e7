// Morph's exact fma through the device's fma() where that is exact (GlslOptions::hw_fma_normals):
// printed for a Vulkan device whose fma() the open-time probe found single-rounding on normal
// values but which may flush subnormals (NVIDIA: FFMA under Vulkan flushes its subnormal operands
// and results to zero even with the float-control modes, BACKEND-FACTS.md). Such an fma() is
// exact whenever no operand is subnormal and
//   - the result is normal, infinite or NaN (a flushed result would read as zero), or
//   - a or b is zero (the product is exactly zero: the result is c, or a zero with fma's sign
//     rule, and no rounding happens) — exp's reduction fma(-k, ln2_lo, +0) with k = 0 is one.
// Everything else goes to morph_fma_exact (the header defines it as the float64 route or
// Morph's integer emulation). The operand test is one minimum: for u = bits << 1 (the sign
// dropped), u - 1 maps +-0 to 0xffffffff, subnormals to 1 .. 0xfffffd and every normal,
// infinite or NaN value to 0xffffff and above.
float morph_fma_fast(float a, float b, float c) {
  uint ua = floatBitsToUint(a) << 1;
  uint ub = floatBitsToUint(b) << 1;
  uint uc = floatBitsToUint(c) << 1;
  precise float r = fma(a, b, c);
  uint lo = min(min(ua - 1u, ub - 1u), uc - 1u);
  bool normal_result = (floatBitsToUint(r) & 0x7f800000u) != 0u;
  if (lo >= 0xfffffeu && (normal_result || min(ua, ub) == 0u)) return r;
  return morph_fma_exact(a, b, c);
}
