int morph_fma_msb(uint hi, uint lo) {
  return hi != 0u ? 32 + morph_find_msb(hi) : morph_find_msb(lo);
}

uint morph_fma_shrj_lo(uint hi, uint lo, uint s) {
  if (s == 0u) return lo;
  if (s >= 64u) return (hi | lo) != 0u ? 1u : 0u;
  if (s >= 32u) {
    uint t = s - 32u;
    uint wide = t == 0u ? hi : hi >> t;
    uint wide_lost = lo | (t == 0u ? 0u : hi << (32u - t));
    return wide | (wide_lost != 0u ? 1u : 0u);
  }
  uint kept = (lo >> s) | (hi << (32u - s));
  uint lost = lo << (32u - s);
  return kept | (lost != 0u ? 1u : 0u);
}

uint morph_fma_shrj_hi(uint hi, uint s) {
  if (s >= 32u) return 0u;
  return hi >> s;
}

float morph_fma_round(uint sign, uint rh, uint rl, int e) {
  int msb = morph_fma_msb(rh, rl);
  int lsb = msb - 23 > -149 - e ? msb - 23 : -149 - e;
  if (lsb > msb + 1) return as_float(sign);
  uint q = 0u;
  uint up = 0u;
  if (lsb <= 0) {
    q = rl << uint(-lsb);
  } else {
    uint k = uint(lsb);
    q = k >= 32u ? rh >> (k - 32u) : (rl >> k) | (rh << (32u - k));
    uint g = k - 1u;
    uint guard = g >= 32u ? (rh >> (g - 32u)) & 1u : (rl >> g) & 1u;
    uint sticky = 0u;
    if (g == 0u) sticky = 0u;
    else if (g < 32u) sticky = (rl & ((1u << g) - 1u)) != 0u ? 1u : 0u;
    else if (g == 32u) sticky = rl != 0u ? 1u : 0u;
    else sticky = (rl != 0u || (rh & ((1u << (g - 32u)) - 1u)) != 0u) ? 1u : 0u;
    if (guard != 0u && (sticky != 0u || (q & 1u) != 0u)) up = 1u;
  }
  if (up != 0u) q += 1u;
  if (q == 0x1000000u) { q >>= 1u; lsb += 1; }
  int biased = e + lsb + 150;
  if (biased >= 255) return as_float(sign | 0x7f800000u);
  return as_float(sign | ((uint(biased - 1) << 23u) + q));
}

float morph_fma_f32(float a, float b, float c) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint uc = as_uint(c);
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  uint xc = uc & 0x7fffffffu;
  uint sp = (ua ^ ub) & 0x80000000u;
  uint sc = uc & 0x80000000u;
  if (xa > 0x7f800000u || xb > 0x7f800000u || xc > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u || xb == 0x7f800000u) {
    if (xa == 0u || xb == 0u) return as_float(0x7fc00000u);
    if (xc == 0x7f800000u && sc != sp) return as_float(0x7fc00000u);
    return as_float(sp | 0x7f800000u);
  }
  if (xc == 0x7f800000u) return as_float(uc);
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) return as_float(uc);
    return as_float(sp & sc);
  }
  int ea = int(xa >> 23u);
  int eb = int(xb >> 23u);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = morph_find_msb(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = morph_find_msb(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  uint a0 = ma & 0xffffu;
  uint a1 = ma >> 16u;
  uint b0 = mb & 0xffffu;
  uint b1 = mb >> 16u;
  uint mid = a0 * b1 + a1 * b0;
  uint p00 = a0 * b0;
  uint pl = p00 + (mid << 16u);
  uint ph = a1 * b1 + (mid >> 16u) + (pl < p00 ? 1u : 0u);
  int pmsb = morph_fma_msb(ph, pl);
  uint ps = uint(61 - pmsb);
  ph = (ph << ps) | (pl >> (32u - ps));
  pl = pl << ps;
  int ep = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) return morph_fma_round(sp, ph, pl, ep);
  int ec = int(xc >> 23u);
  uint mc = xc & 0x7fffffu;
  if (ec == 0) { ec = morph_find_msb(mc) - 22; mc <<= uint(1 - ec); } else { mc |= 0x800000u; }
  uint qh = mc << 6u;
  uint ql = 0u;
  int eq = ec - 188;
  int er = ep;
  if (ep >= eq) {
    uint dq = uint(ep - eq);
    ql = morph_fma_shrj_lo(qh, ql, dq);
    qh = morph_fma_shrj_hi(qh, dq);
  } else {
    uint dp = uint(eq - ep);
    pl = morph_fma_shrj_lo(ph, pl, dp);
    ph = morph_fma_shrj_hi(ph, dp);
    er = eq;
  }
  uint rl = 0u;
  uint rh = 0u;
  uint sr = sp;
  if (sp == sc) {
    rl = pl + ql;
    rh = ph + qh + (rl < pl ? 1u : 0u);
  } else if (ph > qh || (ph == qh && pl >= ql)) {
    rl = pl - ql;
    rh = ph - qh - (pl < ql ? 1u : 0u);
  } else {
    rl = ql - pl;
    rh = qh - ph - (ql < pl ? 1u : 0u);
    sr = sc;
  }
  if (rl == 0u && rh == 0u) return as_float(0u);
  return morph_fma_round(sr, rh, rl, er);
}
