float morph_div_fast(float a, float b) {
  float q = morph_div_hw(a, b);
  uint ua = floatBitsToUint(a);
  uint ub = floatBitsToUint(b);
  uint uq = floatBitsToUint(q);
  uint ea = (ua >> 23) & 0xffu;
  uint eb = (ub >> 23) & 0xffu;
  uint eq = (uq >> 23) & 0xffu;
  int et = int(eb) + int(eq) - ((uq & 0x7fffffu) == 0u ? 152 : 151);
  if (ea - 1u < 254u && eb - 1u < 254u && eq - 1u < 254u && et >= 1 && et <= 254) {
    precise float r = fma(-q, b, a);
    if ((floatBitsToUint(r) & 0x7fffffffu) < ((uint(et) << 23) | (ub & 0x7fffffu))) return q;
  }
  return morph_div_f32(a, b);
}
