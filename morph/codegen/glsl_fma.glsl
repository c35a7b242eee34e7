uvec2 morph_u64_shr_jam(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 64u) return uvec2((x.x | x.y) != 0u ? 1u : 0u, 0u);
  uint lo;
  uint hi;
  uint lost;
  if (s >= 32u) {
    uint t = s - 32u;
    lo = t == 0u ? x.y : x.y >> t;
    lost = x.x | (t == 0u ? 0u : x.y << (32u - t));
    hi = 0u;
  } else {
    lo = (x.x >> s) | (x.y << (32u - s));
    hi = x.y >> s;
    lost = x.x << (32u - s);
  }
  return uvec2(lo | (lost != 0u ? 1u : 0u), hi);
}

uvec2 morph_u64_shl(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 32u) return uvec2(0u, x.x << (s - 32u));
  return uvec2(x.x << s, (x.y << s) | (x.x >> (32u - s)));
}

int morph_u64_msb(uvec2 x) {
  return x.y != 0u ? 32 + findMSB(x.y) : findMSB(x.x);
}

float morph_fma_round(uint sign, uvec2 r, int e) {
  int msb = morph_u64_msb(r);
  int lsb = msb - 23 > -149 - e ? msb - 23 : -149 - e;
  if (lsb > msb + 1) return as_float(sign);
  uint q;
  bool up = false;
  if (lsb <= 0) {
    q = r.x << uint(-lsb);
  } else {
    uint k = uint(lsb);
    q = k >= 32u ? r.y >> (k - 32u) : (r.x >> k) | (r.y << (32u - k));
    uint g = k - 1u;
    uint guard = g >= 32u ? (r.y >> (g - 32u)) & 1u : (r.x >> g) & 1u;
    bool sticky;
    if (g == 0u) sticky = false;
    else if (g < 32u) sticky = (r.x & ((1u << g) - 1u)) != 0u;
    else if (g == 32u) sticky = r.x != 0u;
    else sticky = r.x != 0u || (r.y & ((1u << (g - 32u)) - 1u)) != 0u;
    up = guard != 0u && (sticky || (q & 1u) != 0u);
  }
  if (up) q += 1u;
  if (q == 0x1000000u) { q >>= 1; lsb += 1; }
  int biased = e + lsb + 150;
  if (biased >= 255) return as_float(sign | 0x7f800000u);
  return as_float(sign | ((uint(biased - 1) << 23) + q));
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
  if (xc == 0x7f800000u) return c;
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) return c;
    return as_float(sp & sc);
  }
  int ea = int(xa >> 23);
  int eb = int(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = findMSB(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = findMSB(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  uint ph;
  uint pl;
  umulExtended(ma, mb, ph, pl);
  uvec2 p = uvec2(pl, ph);
  int pmsb = morph_u64_msb(p);
  p = morph_u64_shl(p, uint(61 - pmsb));
  int ep = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) return morph_fma_round(sp, p, ep);
  int ec = int(xc >> 23);
  uint mc = xc & 0x7fffffu;
  if (ec == 0) { ec = findMSB(mc) - 22; mc <<= uint(1 - ec); } else { mc |= 0x800000u; }
  uvec2 q = uvec2(0u, mc << 6);
  int eq = ec - 188;
  int er;
  if (ep >= eq) { q = morph_u64_shr_jam(q, uint(ep - eq)); er = ep; } else { p = morph_u64_shr_jam(p, uint(eq - ep)); er = eq; }
  uvec2 r;
  uint sr = sp;
  uint carry;
  if (sp == sc) {
    r.x = uaddCarry(p.x, q.x, carry);
    r.y = p.y + q.y + carry;
  } else if (p.y > q.y || (p.y == q.y && p.x >= q.x)) {
    r.x = usubBorrow(p.x, q.x, carry);
    r.y = p.y - q.y - carry;
  } else {
    r.x = usubBorrow(q.x, p.x, carry);
    r.y = q.y - p.y - carry;
    sr = sc;
  }
  if (r.x == 0u && r.y == 0u) return as_float(0u);
  return morph_fma_round(sr, r, er);
}
