// Kernel 'golden_arith' printed by Morph for wgsl (key 0).
fn morph_u32_to_f32(x_in: u32) -> f32 {
  var x: u32 = x_in;
  var hi: f32 = f32(x >> 16u);
  var lo: f32 = f32(x & 0xffffu);
  var h: f32 = hi * bitcast<f32>(0x47800000u);
  var s: f32 = h + lo;
  return s;
}

fn morph_i32_to_f32(x_in: i32) -> f32 {
  var x: i32 = x_in;
  var m: u32 = select(bitcast<u32>(x), 0u - bitcast<u32>(x), x < 0);
  var f: f32 = morph_u32_to_f32(m);
  return select(f, bitcast<f32>(bitcast<u32>(f) ^ 0x80000000u), x < 0);
}

fn morph_find_msb(x_in: u32) -> i32 {
  var x: u32 = x_in;
  return i32(firstLeadingBit(x));
}

fn morph_fma_msb(hi_in: u32, lo_in: u32) -> i32 {
  var hi: u32 = hi_in;
  var lo: u32 = lo_in;
  return select(morph_find_msb(lo), 32 + morph_find_msb(hi), hi != 0u);
}

fn morph_fma_shrj_lo(hi_in: u32, lo_in: u32, s_in: u32) -> u32 {
  var hi: u32 = hi_in;
  var lo: u32 = lo_in;
  var s: u32 = s_in;
  if (s == 0u) { return lo; }
  if (s >= 64u) { return select(0u, 1u, (hi | lo) != 0u); }
  if (s >= 32u) {
    var t: u32 = s - 32u;
    var wide: u32 = select(hi >> t, hi, t == 0u);
    var wide_lost: u32 = lo | (select(hi << (32u - t), 0u, t == 0u));
    return wide | (select(0u, 1u, wide_lost != 0u));
  }
  var kept: u32 = (lo >> s) | (hi << (32u - s));
  var lost: u32 = lo << (32u - s);
  return kept | (select(0u, 1u, lost != 0u));
}

fn morph_fma_shrj_hi(hi_in: u32, s_in: u32) -> u32 {
  var hi: u32 = hi_in;
  var s: u32 = s_in;
  if (s >= 32u) { return 0u; }
  return hi >> s;
}

fn morph_fma_round(sign_in: u32, rh_in: u32, rl_in: u32, e_in: i32) -> f32 {
  var sign: u32 = sign_in;
  var rh: u32 = rh_in;
  var rl: u32 = rl_in;
  var e: i32 = e_in;
  var msb: i32 = morph_fma_msb(rh, rl);
  var lsb: i32 = select(-149 - e, msb - 23, msb - 23 > -149 - e);
  if (lsb > msb + 1) { return bitcast<f32>(sign); }
  var q: u32 = 0u;
  var up: u32 = 0u;
  if (lsb <= 0) {
    q = rl << u32(-lsb);
  } else {
    var k: u32 = u32(lsb);
    q = select((rl >> k) | (rh << (32u - k)), rh >> (k - 32u), k >= 32u);
    var g: u32 = k - 1u;
    var guard: u32 = select((rl >> g) & 1u, (rh >> (g - 32u)) & 1u, g >= 32u);
    var sticky: u32 = 0u;
    if (g == 0u) { sticky = 0u; }
    else if (g < 32u) { sticky = select(0u, 1u, (rl & ((1u << g) - 1u)) != 0u); }
    else if (g == 32u) { sticky = select(0u, 1u, rl != 0u); }
    else { sticky = select(0u, 1u, (rl != 0u || (rh & ((1u << (g - 32u)) - 1u)) != 0u)); }
    if (guard != 0u && (sticky != 0u || (q & 1u) != 0u)) { up = 1u; }
  }
  if (up != 0u) { q += 1u; }
  if (q == 0x1000000u) { q >>= 1u; lsb += 1; }
  var biased: i32 = e + lsb + 150;
  if (biased >= 255) { return bitcast<f32>(sign | 0x7f800000u); }
  return bitcast<f32>(sign | ((u32(biased - 1) << 23u) + q));
}

fn morph_fma_f32(a_in: f32, b_in: f32, c_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  var c: f32 = c_in;
  var ua: u32 = bitcast<u32>(a);
  var ub: u32 = bitcast<u32>(b);
  var uc: u32 = bitcast<u32>(c);
  var xa: u32 = ua & 0x7fffffffu;
  var xb: u32 = ub & 0x7fffffffu;
  var xc: u32 = uc & 0x7fffffffu;
  var sp: u32 = (ua ^ ub) & 0x80000000u;
  var sc: u32 = uc & 0x80000000u;
  if (xa > 0x7f800000u || xb > 0x7f800000u || xc > 0x7f800000u) { return bitcast<f32>(0x7fc00000u); }
  if (xa == 0x7f800000u || xb == 0x7f800000u) {
    if (xa == 0u || xb == 0u) { return bitcast<f32>(0x7fc00000u); }
    if (xc == 0x7f800000u && sc != sp) { return bitcast<f32>(0x7fc00000u); }
    return bitcast<f32>(sp | 0x7f800000u);
  }
  if (xc == 0x7f800000u) { return bitcast<f32>(uc); }
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) { return bitcast<f32>(uc); }
    return bitcast<f32>(sp & sc);
  }
  var ea: i32 = i32(xa >> 23u);
  var eb: i32 = i32(xb >> 23u);
  var ma: u32 = xa & 0x7fffffu;
  var mb: u32 = xb & 0x7fffffu;
  if (ea == 0) { ea = morph_find_msb(ma) - 22; ma <<= u32(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = morph_find_msb(mb) - 22; mb <<= u32(1 - eb); } else { mb |= 0x800000u; }
  var a0: u32 = ma & 0xffffu;
  var a1: u32 = ma >> 16u;
  var b0: u32 = mb & 0xffffu;
  var b1: u32 = mb >> 16u;
  var mid: u32 = a0 * b1 + a1 * b0;
  var p00: u32 = a0 * b0;
  var pl: u32 = p00 + (mid << 16u);
  var ph: u32 = a1 * b1 + (mid >> 16u) + (select(0u, 1u, pl < p00));
  var pmsb: i32 = morph_fma_msb(ph, pl);
  var ps: u32 = u32(61 - pmsb);
  ph = (ph << ps) | (pl >> (32u - ps));
  pl = pl << ps;
  var ep: i32 = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) { return morph_fma_round(sp, ph, pl, ep); }
  var ec: i32 = i32(xc >> 23u);
  var mc: u32 = xc & 0x7fffffu;
  if (ec == 0) { ec = morph_find_msb(mc) - 22; mc <<= u32(1 - ec); } else { mc |= 0x800000u; }
  var qh: u32 = mc << 6u;
  var ql: u32 = 0u;
  var eq: i32 = ec - 188;
  var er: i32 = ep;
  if (ep >= eq) {
    var dq: u32 = u32(ep - eq);
    ql = morph_fma_shrj_lo(qh, ql, dq);
    qh = morph_fma_shrj_hi(qh, dq);
  } else {
    var dp: u32 = u32(eq - ep);
    pl = morph_fma_shrj_lo(ph, pl, dp);
    ph = morph_fma_shrj_hi(ph, dp);
    er = eq;
  }
  var rl: u32 = 0u;
  var rh: u32 = 0u;
  var sr: u32 = sp;
  if (sp == sc) {
    rl = pl + ql;
    rh = ph + qh + (select(0u, 1u, rl < pl));
  } else if (ph > qh || (ph == qh && pl >= ql)) {
    rl = pl - ql;
    rh = ph - qh - (select(0u, 1u, pl < ql));
  } else {
    rl = ql - pl;
    rh = qh - ph - (select(0u, 1u, ql < pl));
    sr = sc;
  }
  if (rl == 0u && rh == 0u) { return bitcast<f32>(0u); }
  return morph_fma_round(sr, rh, rl, er);
}

fn morph_round_pack(sign_in: u32, e_in: i32, sig_in: u32) -> f32 {
  var sign: u32 = sign_in;
  var e: i32 = e_in;
  var sig: u32 = sig_in;
  if (e >= 255) { return bitcast<f32>(sign | 0x7f800000u); }
  if (e < 1) {
    var sh: u32 = u32(1 - e);
    if (sh > 27u) { sig = 1u; }
    else { sig = (sig >> sh) | (select(0u, 1u, (sig & ((1u << sh) - 1u)) != 0u)); }
    e = 1;
  }
  var low: u32 = sig & 7u;
  sig >>= 3;
  if (low > 4u || (low == 4u && (sig & 1u) != 0u)) { sig += 1u; }
  return bitcast<f32>(sign | ((u32(e - 1) << 23) + sig));
}

fn morph_div_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  var ua: u32 = bitcast<u32>(a);
  var ub: u32 = bitcast<u32>(b);
  var sign: u32 = (ua ^ ub) & 0x80000000u;
  var xa: u32 = ua & 0x7fffffffu;
  var xb: u32 = ub & 0x7fffffffu;
  if (xa > 0x7f800000u || xb > 0x7f800000u) { return bitcast<f32>(0x7fc00000u); }
  if (xa == 0x7f800000u) { return select(bitcast<f32>(sign | 0x7f800000u), bitcast<f32>(0x7fc00000u), xb == 0x7f800000u); }
  if (xb == 0x7f800000u) { return bitcast<f32>(sign); }
  if (xb == 0u) { return select(bitcast<f32>(sign | 0x7f800000u), bitcast<f32>(0x7fc00000u), xa == 0u); }
  if (xa == 0u) { return bitcast<f32>(sign); }
  var ea: i32 = i32(xa >> 23);
  var eb: i32 = i32(xb >> 23);
  var ma: u32 = xa & 0x7fffffu;
  var mb: u32 = xb & 0x7fffffu;
  if (ea == 0) { ea = morph_find_msb(ma) - 22; ma <<= u32(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = morph_find_msb(mb) - 22; mb <<= u32(1 - eb); } else { mb |= 0x800000u; }
  var e: i32 = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  var q: u32 = 0u;
  var r: u32 = ma;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  var sig: u32 = q | (select(0u, 1u, r != 0u));
  return morph_round_pack(sign, e, sig);
}

fn morph_trunc_f32(x_in: f32) -> f32 {
  var x: f32 = x_in;
  var u: u32 = bitcast<u32>(x);
  var e: u32 = (u >> 23) & 0xffu;
  if (e >= 150u) { return x; }
  if (e < 127u) { return bitcast<f32>(u & 0x80000000u); }
  return bitcast<f32>(u & ~(0x7fffffu >> (e - 127u)));
}

fn morph_rint_f32(x_in: f32) -> f32 {
  var x: f32 = x_in;
  var u: u32 = bitcast<u32>(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) { return x; }
  var a: f32 = bitcast<f32>(u & 0x7fffffffu);
  var s: f32 = a + bitcast<f32>(0x4b000000u);
  var r: f32 = s - bitcast<f32>(0x4b000000u);
  return bitcast<f32>(bitcast<u32>(r) | (u & 0x80000000u));
}

fn morph_floor_f32(x_in: f32) -> f32 {
  var x: f32 = x_in;
  var t: f32 = morph_trunc_f32(x);
  if ((bitcast<u32>(x) & 0x80000000u) != 0u && bitcast<u32>(t) != bitcast<u32>(x)) {
    var d: f32 = t - bitcast<f32>(0x3f800000u);
    return d;
  }
  return t;
}

fn morph_sqrt_f32(a_in: f32) -> f32 {
  var a: f32 = a_in;
  var u: u32 = bitcast<u32>(a);
  if ((u & 0x7fffffffu) == 0u) { return a; }
  if (u >= 0x7f800000u) { return select(bitcast<f32>(0x7fc00000u), a, u == 0x7f800000u); }
  var e: i32 = i32(u >> 23);
  var m: u32 = u & 0x7fffffu;
  if (e == 0) { e = morph_find_msb(m) - 22; m <<= u32(1 - e); } else { m |= 0x800000u; }
  var ex: i32 = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  var xh: u32 = m >> 3;
  var xl: u32 = m << 29;
  var rem: u32 = 0u;
  var root: u32 = 0u;
  var trial: u32 = 0u;
  rem = (rem << 2) | ((xh >> 20u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 18u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 16u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 14u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 12u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 10u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 8u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 6u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 4u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 2u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xh >> 0u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 30u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 28u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 26u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 24u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 22u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 20u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 18u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 16u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 14u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 12u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 10u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 8u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 6u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 4u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 2u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  rem = (rem << 2) | ((xl >> 0u) & 3u);
  trial = (root << 2) | 1u;
  if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  var sig: u32 = root | (select(0u, 1u, rem != 0u));
  return morph_round_pack(0u, ex / 2 + 127, sig);
}

fn morph_max_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a > b) { return a; }
  if (b > a) { return b; }
  return select(a, b, (bitcast<u32>(a) & 0x80000000u) != 0u);
}

fn morph_min_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a < b) { return a; }
  if (b < a) { return b; }
  return select(b, a, (bitcast<u32>(a) & 0x80000000u) != 0u);
}

fn morph_rem_i32(a_in: i32, b_in: i32) -> i32 {
  var a: i32 = a_in;
  var b: i32 = b_in;
  if (b == 0) { return a; }
  if (a == -2147483647 - 1 && b == -1) { return 0; }
  var ua: u32 = select(u32(a), 0u - u32(a), a < 0);
  var ub: u32 = select(u32(b), 0u - u32(b), b < 0);
  var r: u32 = ua % ub;
  return select(i32(r), i32(0u - r), a < 0);
}

fn morph_div_i32(a_in: i32, b_in: i32) -> i32 {
  var a: i32 = a_in;
  var b: i32 = b_in;
  if (b == 0) { return 0; }
  if (a == -2147483647 - 1 && b == -1) { return a; }
  var ua: u32 = select(u32(a), 0u - u32(a), a < 0);
  var ub: u32 = select(u32(b), 0u - u32(b), b < 0);
  var q: u32 = ua / ub;
  return select(i32(q), i32(0u - q), (a < 0) != (b < 0));
}

fn morph_f32_to_i32(x_in: f32) -> i32 {
  var x: f32 = x_in;
  if (x != x) { return 0; }
  if (x >= bitcast<f32>(0x4f000000u)) { return 2147483647; }
  if (x <= bitcast<f32>(0xcf000000u)) { return -2147483647 - 1; }
  return i32(x);
}

fn morph_f32_to_u32(x_in: f32) -> u32 {
  var x: f32 = x_in;
  if (x != x) { return 0u; }
  if (x <= bitcast<f32>(0x00000000u)) { return 0u; }
  if (x >= bitcast<f32>(0x4f800000u)) { return 4294967295u; }
  return u32(x);
}

fn morph_rem_u32(a_in: u32, b_in: u32) -> u32 {
  var a: u32 = a_in;
  var b: u32 = b_in;
  return select(a % b, a, b == 0u);
}

fn morph_div_u32(a_in: u32, b_in: u32) -> u32 {
  var a: u32 = a_in;
  var b: u32 = b_in;
  return select(a / b, 0u, b == 0u);
}

@group(0) @binding(0) var<storage, read> p_x: array<f32>;
@group(0) @binding(1) var<storage, read> p_a: array<i32>;
@group(0) @binding(2) var<storage, read> p_b: array<u32>;
@group(0) @binding(4) var<storage, read_write> p_fo: array<f32>;
@group(0) @binding(5) var<storage, read_write> p_io: array<i32>;
@group(0) @binding(6) var<storage, read_write> p_uo: array<u32>;
struct MorphArgs {
  p_x_len: u32,
  p_a_len: u32,
  p_b_len: u32,
  p_s: f32,
  p_fo_len: u32,
  p_io_len: u32,
  p_uo_len: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  let p_x_len: u32 = morph_args.p_x_len;
  let p_a_len: u32 = morph_args.p_a_len;
  let p_b_len: u32 = morph_args.p_b_len;
  let p_s: f32 = morph_args.p_s;
  let p_fo_len: u32 = morph_args.p_fo_len;
  let p_io_len: u32 = morph_args.p_io_len;
  let p_uo_len: u32 = morph_args.p_uo_len;
  var v0: f32 = p_s;
  var v1: u32 = morph_gid.x;
  var v2: f32 = p_x[v1];
  var v3: i32 = p_a[v1];
  var v4: u32 = p_b[v1];
  var v5: f32 = morph_div_f32(v2, v0);
  var v6: f32 = v2 * v0;
  var v7: f32 = bitcast<f32>(bitcast<u32>(v2) ^ 0x80000000u);
  var v8: f32 = v7 + v6;
  var v9: f32 = v8 - v5;
  var v10: f32 = morph_trunc_f32(v2);
  var v11: f32 = morph_rint_f32(v2);
  var v12: f32 = morph_floor_f32(v2);
  var v13: f32 = bitcast<f32>(bitcast<u32>(v2) & 0x7fffffffu);
  var v14: f32 = morph_sqrt_f32(v13);
  var v15: f32 = morph_max_f32(v9, v2);
  var v16: f32 = morph_min_f32(v15, v14);
  var v17: f32 = v16 + v12;
  var v18: f32 = v17 + v11;
  var v19: f32 = v18 + v10;
  var v20: f32 = morph_u32_to_f32(v4);
  var v21: f32 = morph_i32_to_f32(v3);
  var v22: f32 = v21 + v20;
  var v23: u32 = select(0u, 1u, (v2 < v0));
  var v24: u32 = select(0u, 1u, (v2 == v0));
  var v25: u32 = select(1u, 0u, v24 != 0u);
  var v26: u32 = v23 & v25;
  var v27: f32 = select(v22, v19, v26 != 0u);
  var v28: f32 = bitcast<f32>(v4);
  var v29: f32 = morph_fma_f32(v27, v0, v2);
  var v30: f32 = v29 + v28;
  p_fo[v1] = v30;
  var v31: i32 = -4;
  var v32: i32 = select(v3, v31, v3 < v31);
  var v33: i32 = 3;
  var v34: i32 = select(v33, v3, v3 < v33);
  var v35: i32 = bitcast<i32>(0u - bitcast<u32>(v3));
  var v36: i32 = select(v35, bitcast<i32>(0u - bitcast<u32>(v35)), v35 < 0);
  var v37: i32 = bitcast<i32>(v4);
  var v38: i32 = v3 >> (bitcast<u32>(v37) & 31u);
  var v39: i32 = 3;
  var v40: i32 = bitcast<i32>(bitcast<u32>(v3) << (bitcast<u32>(v39) & 31u));
  var v41: i32 = 7;
  var v42: i32 = morph_rem_i32(v3, v41);
  var v43: i32 = 1;
  var v44: i32 = bitcast<i32>(bitcast<u32>(v3) + bitcast<u32>(v43));
  var v45: i32 = morph_div_i32(v3, v44);
  var v46: i32 = bitcast<i32>(bitcast<u32>(v3) * bitcast<u32>(v3));
  var v47: i32 = bitcast<i32>(bitcast<u32>(v46) - bitcast<u32>(v45));
  var v48: i32 = bitcast<i32>(bitcast<u32>(v47) + bitcast<u32>(v42));
  var v49: i32 = bitcast<i32>(bitcast<u32>(v48) + bitcast<u32>(v40));
  var v50: i32 = bitcast<i32>(bitcast<u32>(v49) + bitcast<u32>(v38));
  var v51: i32 = bitcast<i32>(bitcast<u32>(v50) + bitcast<u32>(v36));
  var v52: i32 = bitcast<i32>(bitcast<u32>(v51) + bitcast<u32>(v34));
  var v53: i32 = bitcast<i32>(bitcast<u32>(v52) + bitcast<u32>(v32));
  var v54: i32 = bitcast<i32>(v2);
  var v55: i32 = morph_f32_to_i32(v2);
  var v56: i32 = ~v3;
  var v57: i32 = v53 ^ v56;
  var v58: i32 = 5;
  var v59: i32 = v53 & v58;
  var v60: i32 = v59 | v57;
  var v61: i32 = v60 | v55;
  var v62: i32 = v61 | v54;
  p_io[v1] = v62;
  var v63: u32 = morph_f32_to_u32(v2);
  var v64: u32 = 1u;
  var v65: u32 = select(v4, v64, v4 < v64);
  var v66: u32 = 9u;
  var v67: u32 = select(v66, v4, v4 < v66);
  var v68: u32 = 1u;
  var v69: u32 = v4 >> (v68 & 31u);
  var v70: u32 = 2u;
  var v71: u32 = v4 << (v70 & 31u);
  var v72: u32 = 5u;
  var v73: u32 = morph_rem_u32(v4, v72);
  var v74: u32 = 3u;
  var v75: u32 = morph_div_u32(v4, v74);
  var v76: u32 = v4 * v4;
  var v77: u32 = v76 - v75;
  var v78: u32 = v77 + v73;
  var v79: u32 = v78 + v71;
  var v80: u32 = v79 + v69;
  var v81: u32 = v80 + v67;
  var v82: u32 = v81 + v65;
  var v83: u32 = v82 + v63;
  var v84: u32 = select(0u, 1u, v2 != 0.0f);
  var v85: u32 = 2u;
  var v86: u32 = select(0u, 1u, (v4 >= v85));
  var v87: u32 = v84 | v86;
  var v88: u32 = select(0u, 1u, v87 != 0u);
  var v89: i32 = 0;
  var v90: u32 = select(0u, 1u, (v3 != v89));
  var v91: u32 = select(0u, 1u, v90 != 0u);
  var v92: u32 = v83 + v91;
  var v93: u32 = v92 + v88;
  p_uo[v1] = v93;
}
