// Kernel 'dag_map' printed by Morph for wgsl (key 1434449518476939677).
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

fn morph_div_u32(a_in: u32, b_in: u32) -> u32 {
  var a: u32 = a_in;
  var b: u32 = b_in;
  return select(a / b, 0u, b == 0u);
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

fn morph_max_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a > b) { return a; }
  if (b > a) { return b; }
  return select(a, b, (bitcast<u32>(a) & 0x80000000u) != 0u);
}

@group(0) @binding(0) var<storage, read> p_in0: array<f32>;
@group(0) @binding(1) var<storage, read> p_in1: array<f32>;
@group(0) @binding(2) var<storage, read_write> p_out0: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_in1_len: u32,
  p_out0_len: u32,
  p_rows: u32,
  p_cols: u32,
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
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_in1_len: u32 = morph_args.p_in1_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = v0 * v1;
  var v3: u32 = 4u;
  var v4: u32 = morph_div_u32(v2, v3);
  var v5: u32 = (morph_ngr.x * morph_wg_x);
  var v6: u32 = morph_gid.x;
  for (var v7: u32 = v6; 0u < v5 && v7 < v4; v7 = select(v7 + v5, v4, v7 > 4294967295u - v5)) {
    var v8: u32 = 4u;
    var v9: u32 = v7 * v8;
    var v10: u32 = 0u;
    var v11: u32 = 0u;
    var v12: u32 = morph_div_u32(v9, v1);
    var v13: u32 = v12 * v1;
    var v14: u32 = v9 - v13;
    var v15: f32 = p_in0[(v9 + 0u)];
    var v16: f32 = p_in0[(v9 + 1u)];
    var v17: f32 = p_in0[(v9 + 2u)];
    var v18: f32 = p_in0[(v9 + 3u)];
    var v19: f32 = p_in1[(v9 + 0u)];
    var v20: f32 = p_in1[(v9 + 1u)];
    var v21: f32 = p_in1[(v9 + 2u)];
    var v22: f32 = p_in1[(v9 + 3u)];
    var v23: f32 = bitcast<f32>(bitcast<u32>(v15) ^ 0x80000000u);
    var v25: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v26: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v27: u32 = select(0u, 1u, (v23 < v26));
    var v28: f32 = select(v23, v26, v27 != 0u);
    var v29: u32 = select(0u, 1u, (v28 > v25));
    var v30: f32 = select(v28, v25, v29 != 0u);
    var v31: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v32: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v33: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v34: f32 = morph_fma_f32(v30, v33, v32);
    var v35: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v36: f32 = v34 - v35;
    var v37: i32 = bitcast<i32>(v34);
    var v38: i32 = 1262485504;
    var v39: i32 = bitcast<i32>(bitcast<u32>(v37) - bitcast<u32>(v38));
    var v40: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v41: f32 = bitcast<f32>(bitcast<u32>(v36) ^ 0x80000000u);
    var v42: f32 = morph_fma_f32(v41, v40, v30);
    var v43: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v44: f32 = bitcast<f32>(bitcast<u32>(v36) ^ 0x80000000u);
    var v45: f32 = morph_fma_f32(v44, v43, v31);
    var v46: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v47: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v48: f32 = morph_fma_f32(v42, v47, v46);
    var v49: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v50: f32 = morph_fma_f32(v42, v48, v49);
    var v51: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v52: f32 = morph_fma_f32(v42, v50, v51);
    var v53: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v54: f32 = morph_fma_f32(v42, v52, v53);
    var v55: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v56: f32 = morph_fma_f32(v42, v54, v55);
    var v57: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v58: f32 = morph_fma_f32(v42, v56, v57);
    var v59: f32 = v42 * v42;
    var v60: f32 = v59 * v58;
    var v61: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v62: f32 = v61 + v42;
    var v63: f32 = v62 - v61;
    var v64: f32 = v42 - v63;
    var v65: f32 = v62 + v60;
    var v66: f32 = morph_fma_f32(v45, v65, v60);
    var v67: f32 = v64 + v66;
    var v68: f32 = v62 + v67;
    var v69: f32 = v62 - v68;
    var v70: f32 = v69 + v67;
    var v71: i32 = 1;
    var v72: i32 = v39 >> (bitcast<u32>(v71) & 31u);
    var v73: i32 = bitcast<i32>(bitcast<u32>(v39) - bitcast<u32>(v72));
    var v74: i32 = 127;
    var v75: i32 = bitcast<i32>(bitcast<u32>(v73) + bitcast<u32>(v74));
    var v76: i32 = 23;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v75) << (bitcast<u32>(v76) & 31u));
    var v78: f32 = bitcast<f32>(v77);
    var v79: i32 = 127;
    var v80: i32 = bitcast<i32>(bitcast<u32>(v72) + bitcast<u32>(v79));
    var v81: i32 = 23;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v80) << (bitcast<u32>(v81) & 31u));
    var v83: f32 = bitcast<f32>(v82);
    var v84: f32 = v68 * v83;
    var v85: f32 = v84 * v78;
    var v24: f32 = v85;
    var v156: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v157: f32 = v24 * v156;
    var v158: f32 = v157 + v19;
    var v160: f32 = bitcast<f32>(bitcast<u32>(v158) & 0x7fffffffu);
    var v161: f32 = v158 * v158;
    var v162: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v163: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v164: f32 = morph_fma_f32(v161, v163, v162);
    var v165: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v166: f32 = morph_fma_f32(v161, v164, v165);
    var v167: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v168: f32 = morph_fma_f32(v161, v166, v167);
    var v169: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v170: f32 = morph_fma_f32(v161, v168, v169);
    var v171: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v172: f32 = morph_fma_f32(v161, v170, v171);
    var v173: f32 = v158 * v161;
    var v174: f32 = morph_fma_f32(v173, v172, v158);
    var v175: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v176: u32 = select(0u, 1u, (v158 == v175));
    var v177: f32 = select(v174, v158, v176 != 0u);
    var v178: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v179: u32 = select(0u, 1u, (v160 > v178));
    var v180: f32 = select(v160, v178, v179 != 0u);
    var v181: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v182: f32 = v180 + v180;
    var v183: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v184: u32 = select(0u, 1u, (v182 > v183));
    var v185: f32 = select(v182, v183, v184 != 0u);
    var v186: f32 = bitcast<f32>(bitcast<u32>(v181) ^ 0x80000000u);
    var v187: f32 = bitcast<f32>(bitcast<u32>(v185) ^ 0x80000000u);
    var v188: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v189: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v190: f32 = morph_fma_f32(v187, v189, v188);
    var v191: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v192: f32 = v190 - v191;
    var v193: i32 = bitcast<i32>(v190);
    var v194: i32 = 1262485504;
    var v195: i32 = bitcast<i32>(bitcast<u32>(v193) - bitcast<u32>(v194));
    var v196: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v197: f32 = bitcast<f32>(bitcast<u32>(v192) ^ 0x80000000u);
    var v198: f32 = morph_fma_f32(v197, v196, v187);
    var v199: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v200: f32 = bitcast<f32>(bitcast<u32>(v192) ^ 0x80000000u);
    var v201: f32 = morph_fma_f32(v200, v199, v186);
    var v202: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v203: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v204: f32 = morph_fma_f32(v198, v203, v202);
    var v205: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v206: f32 = morph_fma_f32(v198, v204, v205);
    var v207: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v208: f32 = morph_fma_f32(v198, v206, v207);
    var v209: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v210: f32 = morph_fma_f32(v198, v208, v209);
    var v211: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v212: f32 = morph_fma_f32(v198, v210, v211);
    var v213: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v214: f32 = morph_fma_f32(v198, v212, v213);
    var v215: f32 = v198 * v198;
    var v216: f32 = v215 * v214;
    var v217: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v218: f32 = v217 + v198;
    var v219: f32 = v218 - v217;
    var v220: f32 = v198 - v219;
    var v221: f32 = v218 + v216;
    var v222: f32 = morph_fma_f32(v201, v221, v216);
    var v223: f32 = v220 + v222;
    var v224: f32 = v218 + v223;
    var v225: f32 = v218 - v224;
    var v226: f32 = v225 + v223;
    var v227: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v228: i32 = -126;
    var v229: i32 = select(v195, v228, v195 < v228);
    var v230: i32 = 127;
    var v231: i32 = bitcast<i32>(bitcast<u32>(v229) + bitcast<u32>(v230));
    var v232: i32 = 23;
    var v233: i32 = bitcast<i32>(bitcast<u32>(v231) << (bitcast<u32>(v232) & 31u));
    var v234: f32 = bitcast<f32>(v233);
    var v235: f32 = v224 * v234;
    var v236: f32 = v226 * v234;
    var v237: f32 = v227 - v235;
    var v238: f32 = v227 - v237;
    var v239: f32 = v238 - v235;
    var v240: f32 = v239 - v236;
    var v241: f32 = v227 + v235;
    var v242: f32 = v227 - v241;
    var v243: f32 = v242 + v235;
    var v244: f32 = v243 + v236;
    var v245: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v246: f32 = morph_div_f32(v245, v241);
    var v247: f32 = v237 * v246;
    var v248: f32 = bitcast<f32>(bitcast<u32>(v247) ^ 0x80000000u);
    var v249: f32 = morph_fma_f32(v248, v241, v237);
    var v250: f32 = v249 + v240;
    var v251: f32 = bitcast<f32>(bitcast<u32>(v247) ^ 0x80000000u);
    var v252: f32 = morph_fma_f32(v251, v244, v250);
    var v253: f32 = morph_fma_f32(v252, v246, v247);
    var v254: u32 = select(0u, 1u, (v253 != v253));
    var v255: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v256: u32 = select(0u, 1u, (v247 == v255));
    var v257: u32 = v254 | v256;
    var v258: f32 = select(v253, v247, v257 != 0u);
    var v259: u32 = bitcast<u32>(v158);
    var v260: u32 = 2147483648u;
    var v261: u32 = v259 & v260;
    var v262: u32 = bitcast<u32>(v258);
    var v263: u32 = 2147483647u;
    var v264: u32 = v262 & v263;
    var v265: u32 = v264 | v261;
    var v266: f32 = bitcast<f32>(v265);
    var v267: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v268: u32 = select(0u, 1u, (v160 < v267));
    var v269: f32 = select(v266, v177, v268 != 0u);
    var v270: u32 = select(0u, 1u, (v158 != v158));
    var v271: f32 = select(v269, v158, v270 != 0u);
    var v159: f32 = v271;
    var v392: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v393: f32 = v159 * v392;
    var v394: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v395: f32 = morph_max_f32(v393, v394);
    var v396: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v398: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v399: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v400: u32 = select(0u, 1u, (v396 < v399));
    var v401: f32 = select(v396, v399, v400 != 0u);
    var v402: u32 = select(0u, 1u, (v401 > v398));
    var v403: f32 = select(v401, v398, v402 != 0u);
    var v404: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v405: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v406: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v407: f32 = morph_fma_f32(v403, v406, v405);
    var v408: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v409: f32 = v407 - v408;
    var v410: i32 = bitcast<i32>(v407);
    var v411: i32 = 1262485504;
    var v412: i32 = bitcast<i32>(bitcast<u32>(v410) - bitcast<u32>(v411));
    var v413: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v414: f32 = bitcast<f32>(bitcast<u32>(v409) ^ 0x80000000u);
    var v415: f32 = morph_fma_f32(v414, v413, v403);
    var v416: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v417: f32 = bitcast<f32>(bitcast<u32>(v409) ^ 0x80000000u);
    var v418: f32 = morph_fma_f32(v417, v416, v404);
    var v419: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v420: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v421: f32 = morph_fma_f32(v415, v420, v419);
    var v422: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v423: f32 = morph_fma_f32(v415, v421, v422);
    var v424: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v425: f32 = morph_fma_f32(v415, v423, v424);
    var v426: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v427: f32 = morph_fma_f32(v415, v425, v426);
    var v428: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v429: f32 = morph_fma_f32(v415, v427, v428);
    var v430: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v431: f32 = morph_fma_f32(v415, v429, v430);
    var v432: f32 = v415 * v415;
    var v433: f32 = v432 * v431;
    var v434: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v435: f32 = v434 + v415;
    var v436: f32 = v435 - v434;
    var v437: f32 = v415 - v436;
    var v438: f32 = v435 + v433;
    var v439: f32 = morph_fma_f32(v418, v438, v433);
    var v440: f32 = v437 + v439;
    var v441: f32 = v435 + v440;
    var v442: f32 = v435 - v441;
    var v443: f32 = v442 + v440;
    var v444: i32 = 1;
    var v445: i32 = v412 >> (bitcast<u32>(v444) & 31u);
    var v446: i32 = bitcast<i32>(bitcast<u32>(v412) - bitcast<u32>(v445));
    var v447: i32 = 127;
    var v448: i32 = bitcast<i32>(bitcast<u32>(v446) + bitcast<u32>(v447));
    var v449: i32 = 23;
    var v450: i32 = bitcast<i32>(bitcast<u32>(v448) << (bitcast<u32>(v449) & 31u));
    var v451: f32 = bitcast<f32>(v450);
    var v452: i32 = 127;
    var v453: i32 = bitcast<i32>(bitcast<u32>(v445) + bitcast<u32>(v452));
    var v454: i32 = 23;
    var v455: i32 = bitcast<i32>(bitcast<u32>(v453) << (bitcast<u32>(v454) & 31u));
    var v456: f32 = bitcast<f32>(v455);
    var v457: f32 = v441 * v456;
    var v458: f32 = v457 * v451;
    var v397: f32 = v458;
    var v529: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v530: f32 = v397 * v529;
    var v531: f32 = v530 + v20;
    var v533: f32 = bitcast<f32>(bitcast<u32>(v531) & 0x7fffffffu);
    var v534: f32 = v531 * v531;
    var v535: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v536: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v537: f32 = morph_fma_f32(v534, v536, v535);
    var v538: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v539: f32 = morph_fma_f32(v534, v537, v538);
    var v540: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v541: f32 = morph_fma_f32(v534, v539, v540);
    var v542: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v543: f32 = morph_fma_f32(v534, v541, v542);
    var v544: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v545: f32 = morph_fma_f32(v534, v543, v544);
    var v546: f32 = v531 * v534;
    var v547: f32 = morph_fma_f32(v546, v545, v531);
    var v548: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v549: u32 = select(0u, 1u, (v531 == v548));
    var v550: f32 = select(v547, v531, v549 != 0u);
    var v551: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v552: u32 = select(0u, 1u, (v533 > v551));
    var v553: f32 = select(v533, v551, v552 != 0u);
    var v554: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v555: f32 = v553 + v553;
    var v556: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v557: u32 = select(0u, 1u, (v555 > v556));
    var v558: f32 = select(v555, v556, v557 != 0u);
    var v559: f32 = bitcast<f32>(bitcast<u32>(v554) ^ 0x80000000u);
    var v560: f32 = bitcast<f32>(bitcast<u32>(v558) ^ 0x80000000u);
    var v561: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v562: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v563: f32 = morph_fma_f32(v560, v562, v561);
    var v564: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v565: f32 = v563 - v564;
    var v566: i32 = bitcast<i32>(v563);
    var v567: i32 = 1262485504;
    var v568: i32 = bitcast<i32>(bitcast<u32>(v566) - bitcast<u32>(v567));
    var v569: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v570: f32 = bitcast<f32>(bitcast<u32>(v565) ^ 0x80000000u);
    var v571: f32 = morph_fma_f32(v570, v569, v560);
    var v572: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v573: f32 = bitcast<f32>(bitcast<u32>(v565) ^ 0x80000000u);
    var v574: f32 = morph_fma_f32(v573, v572, v559);
    var v575: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v576: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v577: f32 = morph_fma_f32(v571, v576, v575);
    var v578: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v579: f32 = morph_fma_f32(v571, v577, v578);
    var v580: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v581: f32 = morph_fma_f32(v571, v579, v580);
    var v582: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v583: f32 = morph_fma_f32(v571, v581, v582);
    var v584: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v585: f32 = morph_fma_f32(v571, v583, v584);
    var v586: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v587: f32 = morph_fma_f32(v571, v585, v586);
    var v588: f32 = v571 * v571;
    var v589: f32 = v588 * v587;
    var v590: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v591: f32 = v590 + v571;
    var v592: f32 = v591 - v590;
    var v593: f32 = v571 - v592;
    var v594: f32 = v591 + v589;
    var v595: f32 = morph_fma_f32(v574, v594, v589);
    var v596: f32 = v593 + v595;
    var v597: f32 = v591 + v596;
    var v598: f32 = v591 - v597;
    var v599: f32 = v598 + v596;
    var v600: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v601: i32 = -126;
    var v602: i32 = select(v568, v601, v568 < v601);
    var v603: i32 = 127;
    var v604: i32 = bitcast<i32>(bitcast<u32>(v602) + bitcast<u32>(v603));
    var v605: i32 = 23;
    var v606: i32 = bitcast<i32>(bitcast<u32>(v604) << (bitcast<u32>(v605) & 31u));
    var v607: f32 = bitcast<f32>(v606);
    var v608: f32 = v597 * v607;
    var v609: f32 = v599 * v607;
    var v610: f32 = v600 - v608;
    var v611: f32 = v600 - v610;
    var v612: f32 = v611 - v608;
    var v613: f32 = v612 - v609;
    var v614: f32 = v600 + v608;
    var v615: f32 = v600 - v614;
    var v616: f32 = v615 + v608;
    var v617: f32 = v616 + v609;
    var v618: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v619: f32 = morph_div_f32(v618, v614);
    var v620: f32 = v610 * v619;
    var v621: f32 = bitcast<f32>(bitcast<u32>(v620) ^ 0x80000000u);
    var v622: f32 = morph_fma_f32(v621, v614, v610);
    var v623: f32 = v622 + v613;
    var v624: f32 = bitcast<f32>(bitcast<u32>(v620) ^ 0x80000000u);
    var v625: f32 = morph_fma_f32(v624, v617, v623);
    var v626: f32 = morph_fma_f32(v625, v619, v620);
    var v627: u32 = select(0u, 1u, (v626 != v626));
    var v628: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v629: u32 = select(0u, 1u, (v620 == v628));
    var v630: u32 = v627 | v629;
    var v631: f32 = select(v626, v620, v630 != 0u);
    var v632: u32 = bitcast<u32>(v531);
    var v633: u32 = 2147483648u;
    var v634: u32 = v632 & v633;
    var v635: u32 = bitcast<u32>(v631);
    var v636: u32 = 2147483647u;
    var v637: u32 = v635 & v636;
    var v638: u32 = v637 | v634;
    var v639: f32 = bitcast<f32>(v638);
    var v640: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v641: u32 = select(0u, 1u, (v533 < v640));
    var v642: f32 = select(v639, v550, v641 != 0u);
    var v643: u32 = select(0u, 1u, (v531 != v531));
    var v644: f32 = select(v642, v531, v643 != 0u);
    var v532: f32 = v644;
    var v765: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v766: f32 = v532 * v765;
    var v767: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v768: f32 = morph_max_f32(v766, v767);
    var v769: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v771: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v772: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v773: u32 = select(0u, 1u, (v769 < v772));
    var v774: f32 = select(v769, v772, v773 != 0u);
    var v775: u32 = select(0u, 1u, (v774 > v771));
    var v776: f32 = select(v774, v771, v775 != 0u);
    var v777: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v778: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v779: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v780: f32 = morph_fma_f32(v776, v779, v778);
    var v781: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v782: f32 = v780 - v781;
    var v783: i32 = bitcast<i32>(v780);
    var v784: i32 = 1262485504;
    var v785: i32 = bitcast<i32>(bitcast<u32>(v783) - bitcast<u32>(v784));
    var v786: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v787: f32 = bitcast<f32>(bitcast<u32>(v782) ^ 0x80000000u);
    var v788: f32 = morph_fma_f32(v787, v786, v776);
    var v789: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v790: f32 = bitcast<f32>(bitcast<u32>(v782) ^ 0x80000000u);
    var v791: f32 = morph_fma_f32(v790, v789, v777);
    var v792: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v793: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v794: f32 = morph_fma_f32(v788, v793, v792);
    var v795: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v796: f32 = morph_fma_f32(v788, v794, v795);
    var v797: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v798: f32 = morph_fma_f32(v788, v796, v797);
    var v799: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v800: f32 = morph_fma_f32(v788, v798, v799);
    var v801: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v802: f32 = morph_fma_f32(v788, v800, v801);
    var v803: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v804: f32 = morph_fma_f32(v788, v802, v803);
    var v805: f32 = v788 * v788;
    var v806: f32 = v805 * v804;
    var v807: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v808: f32 = v807 + v788;
    var v809: f32 = v808 - v807;
    var v810: f32 = v788 - v809;
    var v811: f32 = v808 + v806;
    var v812: f32 = morph_fma_f32(v791, v811, v806);
    var v813: f32 = v810 + v812;
    var v814: f32 = v808 + v813;
    var v815: f32 = v808 - v814;
    var v816: f32 = v815 + v813;
    var v817: i32 = 1;
    var v818: i32 = v785 >> (bitcast<u32>(v817) & 31u);
    var v819: i32 = bitcast<i32>(bitcast<u32>(v785) - bitcast<u32>(v818));
    var v820: i32 = 127;
    var v821: i32 = bitcast<i32>(bitcast<u32>(v819) + bitcast<u32>(v820));
    var v822: i32 = 23;
    var v823: i32 = bitcast<i32>(bitcast<u32>(v821) << (bitcast<u32>(v822) & 31u));
    var v824: f32 = bitcast<f32>(v823);
    var v825: i32 = 127;
    var v826: i32 = bitcast<i32>(bitcast<u32>(v818) + bitcast<u32>(v825));
    var v827: i32 = 23;
    var v828: i32 = bitcast<i32>(bitcast<u32>(v826) << (bitcast<u32>(v827) & 31u));
    var v829: f32 = bitcast<f32>(v828);
    var v830: f32 = v814 * v829;
    var v831: f32 = v830 * v824;
    var v770: f32 = v831;
    var v902: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v903: f32 = v770 * v902;
    var v904: f32 = v903 + v21;
    var v906: f32 = bitcast<f32>(bitcast<u32>(v904) & 0x7fffffffu);
    var v907: f32 = v904 * v904;
    var v908: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v909: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v910: f32 = morph_fma_f32(v907, v909, v908);
    var v911: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v912: f32 = morph_fma_f32(v907, v910, v911);
    var v913: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v914: f32 = morph_fma_f32(v907, v912, v913);
    var v915: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v916: f32 = morph_fma_f32(v907, v914, v915);
    var v917: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v918: f32 = morph_fma_f32(v907, v916, v917);
    var v919: f32 = v904 * v907;
    var v920: f32 = morph_fma_f32(v919, v918, v904);
    var v921: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v922: u32 = select(0u, 1u, (v904 == v921));
    var v923: f32 = select(v920, v904, v922 != 0u);
    var v924: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v925: u32 = select(0u, 1u, (v906 > v924));
    var v926: f32 = select(v906, v924, v925 != 0u);
    var v927: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v928: f32 = v926 + v926;
    var v929: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v930: u32 = select(0u, 1u, (v928 > v929));
    var v931: f32 = select(v928, v929, v930 != 0u);
    var v932: f32 = bitcast<f32>(bitcast<u32>(v927) ^ 0x80000000u);
    var v933: f32 = bitcast<f32>(bitcast<u32>(v931) ^ 0x80000000u);
    var v934: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v935: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v936: f32 = morph_fma_f32(v933, v935, v934);
    var v937: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v938: f32 = v936 - v937;
    var v939: i32 = bitcast<i32>(v936);
    var v940: i32 = 1262485504;
    var v941: i32 = bitcast<i32>(bitcast<u32>(v939) - bitcast<u32>(v940));
    var v942: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v943: f32 = bitcast<f32>(bitcast<u32>(v938) ^ 0x80000000u);
    var v944: f32 = morph_fma_f32(v943, v942, v933);
    var v945: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v946: f32 = bitcast<f32>(bitcast<u32>(v938) ^ 0x80000000u);
    var v947: f32 = morph_fma_f32(v946, v945, v932);
    var v948: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v949: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v950: f32 = morph_fma_f32(v944, v949, v948);
    var v951: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v952: f32 = morph_fma_f32(v944, v950, v951);
    var v953: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v954: f32 = morph_fma_f32(v944, v952, v953);
    var v955: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v956: f32 = morph_fma_f32(v944, v954, v955);
    var v957: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v958: f32 = morph_fma_f32(v944, v956, v957);
    var v959: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v960: f32 = morph_fma_f32(v944, v958, v959);
    var v961: f32 = v944 * v944;
    var v962: f32 = v961 * v960;
    var v963: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v964: f32 = v963 + v944;
    var v965: f32 = v964 - v963;
    var v966: f32 = v944 - v965;
    var v967: f32 = v964 + v962;
    var v968: f32 = morph_fma_f32(v947, v967, v962);
    var v969: f32 = v966 + v968;
    var v970: f32 = v964 + v969;
    var v971: f32 = v964 - v970;
    var v972: f32 = v971 + v969;
    var v973: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v974: i32 = -126;
    var v975: i32 = select(v941, v974, v941 < v974);
    var v976: i32 = 127;
    var v977: i32 = bitcast<i32>(bitcast<u32>(v975) + bitcast<u32>(v976));
    var v978: i32 = 23;
    var v979: i32 = bitcast<i32>(bitcast<u32>(v977) << (bitcast<u32>(v978) & 31u));
    var v980: f32 = bitcast<f32>(v979);
    var v981: f32 = v970 * v980;
    var v982: f32 = v972 * v980;
    var v983: f32 = v973 - v981;
    var v984: f32 = v973 - v983;
    var v985: f32 = v984 - v981;
    var v986: f32 = v985 - v982;
    var v987: f32 = v973 + v981;
    var v988: f32 = v973 - v987;
    var v989: f32 = v988 + v981;
    var v990: f32 = v989 + v982;
    var v991: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v992: f32 = morph_div_f32(v991, v987);
    var v993: f32 = v983 * v992;
    var v994: f32 = bitcast<f32>(bitcast<u32>(v993) ^ 0x80000000u);
    var v995: f32 = morph_fma_f32(v994, v987, v983);
    var v996: f32 = v995 + v986;
    var v997: f32 = bitcast<f32>(bitcast<u32>(v993) ^ 0x80000000u);
    var v998: f32 = morph_fma_f32(v997, v990, v996);
    var v999: f32 = morph_fma_f32(v998, v992, v993);
    var v1000: u32 = select(0u, 1u, (v999 != v999));
    var v1001: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1002: u32 = select(0u, 1u, (v993 == v1001));
    var v1003: u32 = v1000 | v1002;
    var v1004: f32 = select(v999, v993, v1003 != 0u);
    var v1005: u32 = bitcast<u32>(v904);
    var v1006: u32 = 2147483648u;
    var v1007: u32 = v1005 & v1006;
    var v1008: u32 = bitcast<u32>(v1004);
    var v1009: u32 = 2147483647u;
    var v1010: u32 = v1008 & v1009;
    var v1011: u32 = v1010 | v1007;
    var v1012: f32 = bitcast<f32>(v1011);
    var v1013: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1014: u32 = select(0u, 1u, (v906 < v1013));
    var v1015: f32 = select(v1012, v923, v1014 != 0u);
    var v1016: u32 = select(0u, 1u, (v904 != v904));
    var v1017: f32 = select(v1015, v904, v1016 != 0u);
    var v905: f32 = v1017;
    var v1138: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1139: f32 = v905 * v1138;
    var v1140: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1141: f32 = morph_max_f32(v1139, v1140);
    var v1142: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v1144: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1145: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1146: u32 = select(0u, 1u, (v1142 < v1145));
    var v1147: f32 = select(v1142, v1145, v1146 != 0u);
    var v1148: u32 = select(0u, 1u, (v1147 > v1144));
    var v1149: f32 = select(v1147, v1144, v1148 != 0u);
    var v1150: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1151: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1152: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1153: f32 = morph_fma_f32(v1149, v1152, v1151);
    var v1154: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1155: f32 = v1153 - v1154;
    var v1156: i32 = bitcast<i32>(v1153);
    var v1157: i32 = 1262485504;
    var v1158: i32 = bitcast<i32>(bitcast<u32>(v1156) - bitcast<u32>(v1157));
    var v1159: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1160: f32 = bitcast<f32>(bitcast<u32>(v1155) ^ 0x80000000u);
    var v1161: f32 = morph_fma_f32(v1160, v1159, v1149);
    var v1162: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1163: f32 = bitcast<f32>(bitcast<u32>(v1155) ^ 0x80000000u);
    var v1164: f32 = morph_fma_f32(v1163, v1162, v1150);
    var v1165: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1166: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1167: f32 = morph_fma_f32(v1161, v1166, v1165);
    var v1168: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1169: f32 = morph_fma_f32(v1161, v1167, v1168);
    var v1170: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1171: f32 = morph_fma_f32(v1161, v1169, v1170);
    var v1172: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1173: f32 = morph_fma_f32(v1161, v1171, v1172);
    var v1174: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1175: f32 = morph_fma_f32(v1161, v1173, v1174);
    var v1176: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1177: f32 = morph_fma_f32(v1161, v1175, v1176);
    var v1178: f32 = v1161 * v1161;
    var v1179: f32 = v1178 * v1177;
    var v1180: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1181: f32 = v1180 + v1161;
    var v1182: f32 = v1181 - v1180;
    var v1183: f32 = v1161 - v1182;
    var v1184: f32 = v1181 + v1179;
    var v1185: f32 = morph_fma_f32(v1164, v1184, v1179);
    var v1186: f32 = v1183 + v1185;
    var v1187: f32 = v1181 + v1186;
    var v1188: f32 = v1181 - v1187;
    var v1189: f32 = v1188 + v1186;
    var v1190: i32 = 1;
    var v1191: i32 = v1158 >> (bitcast<u32>(v1190) & 31u);
    var v1192: i32 = bitcast<i32>(bitcast<u32>(v1158) - bitcast<u32>(v1191));
    var v1193: i32 = 127;
    var v1194: i32 = bitcast<i32>(bitcast<u32>(v1192) + bitcast<u32>(v1193));
    var v1195: i32 = 23;
    var v1196: i32 = bitcast<i32>(bitcast<u32>(v1194) << (bitcast<u32>(v1195) & 31u));
    var v1197: f32 = bitcast<f32>(v1196);
    var v1198: i32 = 127;
    var v1199: i32 = bitcast<i32>(bitcast<u32>(v1191) + bitcast<u32>(v1198));
    var v1200: i32 = 23;
    var v1201: i32 = bitcast<i32>(bitcast<u32>(v1199) << (bitcast<u32>(v1200) & 31u));
    var v1202: f32 = bitcast<f32>(v1201);
    var v1203: f32 = v1187 * v1202;
    var v1204: f32 = v1203 * v1197;
    var v1143: f32 = v1204;
    var v1275: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1276: f32 = v1143 * v1275;
    var v1277: f32 = v1276 + v22;
    var v1279: f32 = bitcast<f32>(bitcast<u32>(v1277) & 0x7fffffffu);
    var v1280: f32 = v1277 * v1277;
    var v1281: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1282: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1283: f32 = morph_fma_f32(v1280, v1282, v1281);
    var v1284: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1285: f32 = morph_fma_f32(v1280, v1283, v1284);
    var v1286: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1287: f32 = morph_fma_f32(v1280, v1285, v1286);
    var v1288: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1289: f32 = morph_fma_f32(v1280, v1287, v1288);
    var v1290: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1291: f32 = morph_fma_f32(v1280, v1289, v1290);
    var v1292: f32 = v1277 * v1280;
    var v1293: f32 = morph_fma_f32(v1292, v1291, v1277);
    var v1294: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1295: u32 = select(0u, 1u, (v1277 == v1294));
    var v1296: f32 = select(v1293, v1277, v1295 != 0u);
    var v1297: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1298: u32 = select(0u, 1u, (v1279 > v1297));
    var v1299: f32 = select(v1279, v1297, v1298 != 0u);
    var v1300: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1301: f32 = v1299 + v1299;
    var v1302: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v1303: u32 = select(0u, 1u, (v1301 > v1302));
    var v1304: f32 = select(v1301, v1302, v1303 != 0u);
    var v1305: f32 = bitcast<f32>(bitcast<u32>(v1300) ^ 0x80000000u);
    var v1306: f32 = bitcast<f32>(bitcast<u32>(v1304) ^ 0x80000000u);
    var v1307: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1308: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1309: f32 = morph_fma_f32(v1306, v1308, v1307);
    var v1310: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1311: f32 = v1309 - v1310;
    var v1312: i32 = bitcast<i32>(v1309);
    var v1313: i32 = 1262485504;
    var v1314: i32 = bitcast<i32>(bitcast<u32>(v1312) - bitcast<u32>(v1313));
    var v1315: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1316: f32 = bitcast<f32>(bitcast<u32>(v1311) ^ 0x80000000u);
    var v1317: f32 = morph_fma_f32(v1316, v1315, v1306);
    var v1318: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1319: f32 = bitcast<f32>(bitcast<u32>(v1311) ^ 0x80000000u);
    var v1320: f32 = morph_fma_f32(v1319, v1318, v1305);
    var v1321: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1322: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1323: f32 = morph_fma_f32(v1317, v1322, v1321);
    var v1324: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1325: f32 = morph_fma_f32(v1317, v1323, v1324);
    var v1326: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1327: f32 = morph_fma_f32(v1317, v1325, v1326);
    var v1328: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1329: f32 = morph_fma_f32(v1317, v1327, v1328);
    var v1330: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1331: f32 = morph_fma_f32(v1317, v1329, v1330);
    var v1332: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1333: f32 = morph_fma_f32(v1317, v1331, v1332);
    var v1334: f32 = v1317 * v1317;
    var v1335: f32 = v1334 * v1333;
    var v1336: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1337: f32 = v1336 + v1317;
    var v1338: f32 = v1337 - v1336;
    var v1339: f32 = v1317 - v1338;
    var v1340: f32 = v1337 + v1335;
    var v1341: f32 = morph_fma_f32(v1320, v1340, v1335);
    var v1342: f32 = v1339 + v1341;
    var v1343: f32 = v1337 + v1342;
    var v1344: f32 = v1337 - v1343;
    var v1345: f32 = v1344 + v1342;
    var v1346: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1347: i32 = -126;
    var v1348: i32 = select(v1314, v1347, v1314 < v1347);
    var v1349: i32 = 127;
    var v1350: i32 = bitcast<i32>(bitcast<u32>(v1348) + bitcast<u32>(v1349));
    var v1351: i32 = 23;
    var v1352: i32 = bitcast<i32>(bitcast<u32>(v1350) << (bitcast<u32>(v1351) & 31u));
    var v1353: f32 = bitcast<f32>(v1352);
    var v1354: f32 = v1343 * v1353;
    var v1355: f32 = v1345 * v1353;
    var v1356: f32 = v1346 - v1354;
    var v1357: f32 = v1346 - v1356;
    var v1358: f32 = v1357 - v1354;
    var v1359: f32 = v1358 - v1355;
    var v1360: f32 = v1346 + v1354;
    var v1361: f32 = v1346 - v1360;
    var v1362: f32 = v1361 + v1354;
    var v1363: f32 = v1362 + v1355;
    var v1364: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1365: f32 = morph_div_f32(v1364, v1360);
    var v1366: f32 = v1356 * v1365;
    var v1367: f32 = bitcast<f32>(bitcast<u32>(v1366) ^ 0x80000000u);
    var v1368: f32 = morph_fma_f32(v1367, v1360, v1356);
    var v1369: f32 = v1368 + v1359;
    var v1370: f32 = bitcast<f32>(bitcast<u32>(v1366) ^ 0x80000000u);
    var v1371: f32 = morph_fma_f32(v1370, v1363, v1369);
    var v1372: f32 = morph_fma_f32(v1371, v1365, v1366);
    var v1373: u32 = select(0u, 1u, (v1372 != v1372));
    var v1374: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1375: u32 = select(0u, 1u, (v1366 == v1374));
    var v1376: u32 = v1373 | v1375;
    var v1377: f32 = select(v1372, v1366, v1376 != 0u);
    var v1378: u32 = bitcast<u32>(v1277);
    var v1379: u32 = 2147483648u;
    var v1380: u32 = v1378 & v1379;
    var v1381: u32 = bitcast<u32>(v1377);
    var v1382: u32 = 2147483647u;
    var v1383: u32 = v1381 & v1382;
    var v1384: u32 = v1383 | v1380;
    var v1385: f32 = bitcast<f32>(v1384);
    var v1386: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1387: u32 = select(0u, 1u, (v1279 < v1386));
    var v1388: f32 = select(v1385, v1296, v1387 != 0u);
    var v1389: u32 = select(0u, 1u, (v1277 != v1277));
    var v1390: f32 = select(v1388, v1277, v1389 != 0u);
    var v1278: f32 = v1390;
    var v1511: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1512: f32 = v1278 * v1511;
    var v1513: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1514: f32 = morph_max_f32(v1512, v1513);
    p_out0[(v9 + 0u)] = v395;
    p_out0[(v9 + 1u)] = v768;
    p_out0[(v9 + 2u)] = v1141;
    p_out0[(v9 + 3u)] = v1514;
  }
}
