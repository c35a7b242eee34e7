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
    var v181: f32 = v180 + v180;
    var v182: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v183: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v184: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v185: f32 = morph_fma_f32(v181, v184, v183);
    var v186: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v187: f32 = v185 - v186;
    var v188: i32 = bitcast<i32>(v185);
    var v189: i32 = 1262485504;
    var v190: i32 = bitcast<i32>(bitcast<u32>(v188) - bitcast<u32>(v189));
    var v191: f32 = bitcast<f32>(bitcast<u32>(v181) ^ 0x80000000u);
    var v192: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v193: f32 = morph_fma_f32(v187, v192, v191);
    var v194: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v195: f32 = v187 * v194;
    var v196: f32 = v193 + v195;
    var v197: f32 = bitcast<f32>(bitcast<u32>(v196) ^ 0x80000000u);
    var v198: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v199: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v200: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v201: f32 = morph_fma_f32(v197, v200, v199);
    var v202: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v203: f32 = morph_fma_f32(v197, v201, v202);
    var v204: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v205: f32 = morph_fma_f32(v197, v203, v204);
    var v206: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v207: f32 = morph_fma_f32(v197, v205, v206);
    var v208: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v209: f32 = morph_fma_f32(v197, v207, v208);
    var v210: f32 = v197 * v197;
    var v211: f32 = morph_fma_f32(v210, v209, v197);
    var v212: f32 = v198 + v211;
    var v213: f32 = v212 - v198;
    var v214: f32 = v211 - v213;
    var v215: i32 = 0;
    var v216: i32 = bitcast<i32>(bitcast<u32>(v215) - bitcast<u32>(v190));
    var v217: i32 = 127;
    var v218: i32 = bitcast<i32>(bitcast<u32>(v216) + bitcast<u32>(v217));
    var v219: i32 = 23;
    var v220: i32 = bitcast<i32>(bitcast<u32>(v218) << (bitcast<u32>(v219) & 31u));
    var v221: f32 = bitcast<f32>(v220);
    var v222: f32 = v212 + v221;
    var v223: f32 = v222 - v212;
    var v224: f32 = v221 - v223;
    var v225: f32 = v224 + v214;
    var v226: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v227: f32 = morph_div_f32(v226, v222);
    var v228: f32 = v182 * v227;
    var v229: f32 = bitcast<f32>(bitcast<u32>(v182) ^ 0x80000000u);
    var v230: f32 = morph_fma_f32(v228, v222, v229);
    var v231: f32 = morph_fma_f32(v228, v225, v230);
    var v232: f32 = bitcast<f32>(bitcast<u32>(v227) ^ 0x80000000u);
    var v233: f32 = morph_fma_f32(v231, v232, v228);
    var v234: f32 = v233 * v221;
    var v235: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v236: f32 = v235 - v234;
    var v237: u32 = bitcast<u32>(v158);
    var v238: u32 = 2147483648u;
    var v239: u32 = v237 & v238;
    var v240: u32 = bitcast<u32>(v236);
    var v241: u32 = 2147483647u;
    var v242: u32 = v240 & v241;
    var v243: u32 = v242 | v239;
    var v244: f32 = bitcast<f32>(v243);
    var v245: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v246: u32 = select(0u, 1u, (v160 < v245));
    var v247: f32 = select(v244, v177, v246 != 0u);
    var v248: u32 = select(0u, 1u, (v158 != v158));
    var v249: f32 = select(v247, v158, v248 != 0u);
    var v159: f32 = v249;
    var v588: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v589: f32 = v159 * v588;
    var v590: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v591: f32 = morph_max_f32(v589, v590);
    var v592: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v594: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v595: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v596: u32 = select(0u, 1u, (v592 < v595));
    var v597: f32 = select(v592, v595, v596 != 0u);
    var v598: u32 = select(0u, 1u, (v597 > v594));
    var v599: f32 = select(v597, v594, v598 != 0u);
    var v600: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v601: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v602: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v603: f32 = morph_fma_f32(v599, v602, v601);
    var v604: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v605: f32 = v603 - v604;
    var v606: i32 = bitcast<i32>(v603);
    var v607: i32 = 1262485504;
    var v608: i32 = bitcast<i32>(bitcast<u32>(v606) - bitcast<u32>(v607));
    var v609: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v610: f32 = bitcast<f32>(bitcast<u32>(v605) ^ 0x80000000u);
    var v611: f32 = morph_fma_f32(v610, v609, v599);
    var v612: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v613: f32 = bitcast<f32>(bitcast<u32>(v605) ^ 0x80000000u);
    var v614: f32 = morph_fma_f32(v613, v612, v600);
    var v615: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v616: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v617: f32 = morph_fma_f32(v611, v616, v615);
    var v618: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v619: f32 = morph_fma_f32(v611, v617, v618);
    var v620: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v621: f32 = morph_fma_f32(v611, v619, v620);
    var v622: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v623: f32 = morph_fma_f32(v611, v621, v622);
    var v624: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v625: f32 = morph_fma_f32(v611, v623, v624);
    var v626: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v627: f32 = morph_fma_f32(v611, v625, v626);
    var v628: f32 = v611 * v611;
    var v629: f32 = v628 * v627;
    var v630: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v631: f32 = v630 + v611;
    var v632: f32 = v631 - v630;
    var v633: f32 = v611 - v632;
    var v634: f32 = v631 + v629;
    var v635: f32 = morph_fma_f32(v614, v634, v629);
    var v636: f32 = v633 + v635;
    var v637: f32 = v631 + v636;
    var v638: f32 = v631 - v637;
    var v639: f32 = v638 + v636;
    var v640: i32 = 1;
    var v641: i32 = v608 >> (bitcast<u32>(v640) & 31u);
    var v642: i32 = bitcast<i32>(bitcast<u32>(v608) - bitcast<u32>(v641));
    var v643: i32 = 127;
    var v644: i32 = bitcast<i32>(bitcast<u32>(v642) + bitcast<u32>(v643));
    var v645: i32 = 23;
    var v646: i32 = bitcast<i32>(bitcast<u32>(v644) << (bitcast<u32>(v645) & 31u));
    var v647: f32 = bitcast<f32>(v646);
    var v648: i32 = 127;
    var v649: i32 = bitcast<i32>(bitcast<u32>(v641) + bitcast<u32>(v648));
    var v650: i32 = 23;
    var v651: i32 = bitcast<i32>(bitcast<u32>(v649) << (bitcast<u32>(v650) & 31u));
    var v652: f32 = bitcast<f32>(v651);
    var v653: f32 = v637 * v652;
    var v654: f32 = v653 * v647;
    var v593: f32 = v654;
    var v725: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v726: f32 = v593 * v725;
    var v727: f32 = v726 + v20;
    var v729: f32 = bitcast<f32>(bitcast<u32>(v727) & 0x7fffffffu);
    var v730: f32 = v727 * v727;
    var v731: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v732: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v733: f32 = morph_fma_f32(v730, v732, v731);
    var v734: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v735: f32 = morph_fma_f32(v730, v733, v734);
    var v736: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v737: f32 = morph_fma_f32(v730, v735, v736);
    var v738: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v739: f32 = morph_fma_f32(v730, v737, v738);
    var v740: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v741: f32 = morph_fma_f32(v730, v739, v740);
    var v742: f32 = v727 * v730;
    var v743: f32 = morph_fma_f32(v742, v741, v727);
    var v744: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v745: u32 = select(0u, 1u, (v727 == v744));
    var v746: f32 = select(v743, v727, v745 != 0u);
    var v747: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v748: u32 = select(0u, 1u, (v729 > v747));
    var v749: f32 = select(v729, v747, v748 != 0u);
    var v750: f32 = v749 + v749;
    var v751: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v752: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v753: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v754: f32 = morph_fma_f32(v750, v753, v752);
    var v755: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v756: f32 = v754 - v755;
    var v757: i32 = bitcast<i32>(v754);
    var v758: i32 = 1262485504;
    var v759: i32 = bitcast<i32>(bitcast<u32>(v757) - bitcast<u32>(v758));
    var v760: f32 = bitcast<f32>(bitcast<u32>(v750) ^ 0x80000000u);
    var v761: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v762: f32 = morph_fma_f32(v756, v761, v760);
    var v763: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v764: f32 = v756 * v763;
    var v765: f32 = v762 + v764;
    var v766: f32 = bitcast<f32>(bitcast<u32>(v765) ^ 0x80000000u);
    var v767: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v768: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v769: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v770: f32 = morph_fma_f32(v766, v769, v768);
    var v771: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v772: f32 = morph_fma_f32(v766, v770, v771);
    var v773: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v774: f32 = morph_fma_f32(v766, v772, v773);
    var v775: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v776: f32 = morph_fma_f32(v766, v774, v775);
    var v777: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v778: f32 = morph_fma_f32(v766, v776, v777);
    var v779: f32 = v766 * v766;
    var v780: f32 = morph_fma_f32(v779, v778, v766);
    var v781: f32 = v767 + v780;
    var v782: f32 = v781 - v767;
    var v783: f32 = v780 - v782;
    var v784: i32 = 0;
    var v785: i32 = bitcast<i32>(bitcast<u32>(v784) - bitcast<u32>(v759));
    var v786: i32 = 127;
    var v787: i32 = bitcast<i32>(bitcast<u32>(v785) + bitcast<u32>(v786));
    var v788: i32 = 23;
    var v789: i32 = bitcast<i32>(bitcast<u32>(v787) << (bitcast<u32>(v788) & 31u));
    var v790: f32 = bitcast<f32>(v789);
    var v791: f32 = v781 + v790;
    var v792: f32 = v791 - v781;
    var v793: f32 = v790 - v792;
    var v794: f32 = v793 + v783;
    var v795: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v796: f32 = morph_div_f32(v795, v791);
    var v797: f32 = v751 * v796;
    var v798: f32 = bitcast<f32>(bitcast<u32>(v751) ^ 0x80000000u);
    var v799: f32 = morph_fma_f32(v797, v791, v798);
    var v800: f32 = morph_fma_f32(v797, v794, v799);
    var v801: f32 = bitcast<f32>(bitcast<u32>(v796) ^ 0x80000000u);
    var v802: f32 = morph_fma_f32(v800, v801, v797);
    var v803: f32 = v802 * v790;
    var v804: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v805: f32 = v804 - v803;
    var v806: u32 = bitcast<u32>(v727);
    var v807: u32 = 2147483648u;
    var v808: u32 = v806 & v807;
    var v809: u32 = bitcast<u32>(v805);
    var v810: u32 = 2147483647u;
    var v811: u32 = v809 & v810;
    var v812: u32 = v811 | v808;
    var v813: f32 = bitcast<f32>(v812);
    var v814: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v815: u32 = select(0u, 1u, (v729 < v814));
    var v816: f32 = select(v813, v746, v815 != 0u);
    var v817: u32 = select(0u, 1u, (v727 != v727));
    var v818: f32 = select(v816, v727, v817 != 0u);
    var v728: f32 = v818;
    var v1157: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1158: f32 = v728 * v1157;
    var v1159: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1160: f32 = morph_max_f32(v1158, v1159);
    var v1161: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v1163: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1164: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1165: u32 = select(0u, 1u, (v1161 < v1164));
    var v1166: f32 = select(v1161, v1164, v1165 != 0u);
    var v1167: u32 = select(0u, 1u, (v1166 > v1163));
    var v1168: f32 = select(v1166, v1163, v1167 != 0u);
    var v1169: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1170: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1171: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1172: f32 = morph_fma_f32(v1168, v1171, v1170);
    var v1173: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1174: f32 = v1172 - v1173;
    var v1175: i32 = bitcast<i32>(v1172);
    var v1176: i32 = 1262485504;
    var v1177: i32 = bitcast<i32>(bitcast<u32>(v1175) - bitcast<u32>(v1176));
    var v1178: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1179: f32 = bitcast<f32>(bitcast<u32>(v1174) ^ 0x80000000u);
    var v1180: f32 = morph_fma_f32(v1179, v1178, v1168);
    var v1181: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1182: f32 = bitcast<f32>(bitcast<u32>(v1174) ^ 0x80000000u);
    var v1183: f32 = morph_fma_f32(v1182, v1181, v1169);
    var v1184: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1185: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1186: f32 = morph_fma_f32(v1180, v1185, v1184);
    var v1187: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1188: f32 = morph_fma_f32(v1180, v1186, v1187);
    var v1189: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1190: f32 = morph_fma_f32(v1180, v1188, v1189);
    var v1191: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1192: f32 = morph_fma_f32(v1180, v1190, v1191);
    var v1193: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1194: f32 = morph_fma_f32(v1180, v1192, v1193);
    var v1195: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1196: f32 = morph_fma_f32(v1180, v1194, v1195);
    var v1197: f32 = v1180 * v1180;
    var v1198: f32 = v1197 * v1196;
    var v1199: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1200: f32 = v1199 + v1180;
    var v1201: f32 = v1200 - v1199;
    var v1202: f32 = v1180 - v1201;
    var v1203: f32 = v1200 + v1198;
    var v1204: f32 = morph_fma_f32(v1183, v1203, v1198);
    var v1205: f32 = v1202 + v1204;
    var v1206: f32 = v1200 + v1205;
    var v1207: f32 = v1200 - v1206;
    var v1208: f32 = v1207 + v1205;
    var v1209: i32 = 1;
    var v1210: i32 = v1177 >> (bitcast<u32>(v1209) & 31u);
    var v1211: i32 = bitcast<i32>(bitcast<u32>(v1177) - bitcast<u32>(v1210));
    var v1212: i32 = 127;
    var v1213: i32 = bitcast<i32>(bitcast<u32>(v1211) + bitcast<u32>(v1212));
    var v1214: i32 = 23;
    var v1215: i32 = bitcast<i32>(bitcast<u32>(v1213) << (bitcast<u32>(v1214) & 31u));
    var v1216: f32 = bitcast<f32>(v1215);
    var v1217: i32 = 127;
    var v1218: i32 = bitcast<i32>(bitcast<u32>(v1210) + bitcast<u32>(v1217));
    var v1219: i32 = 23;
    var v1220: i32 = bitcast<i32>(bitcast<u32>(v1218) << (bitcast<u32>(v1219) & 31u));
    var v1221: f32 = bitcast<f32>(v1220);
    var v1222: f32 = v1206 * v1221;
    var v1223: f32 = v1222 * v1216;
    var v1162: f32 = v1223;
    var v1294: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1295: f32 = v1162 * v1294;
    var v1296: f32 = v1295 + v21;
    var v1298: f32 = bitcast<f32>(bitcast<u32>(v1296) & 0x7fffffffu);
    var v1299: f32 = v1296 * v1296;
    var v1300: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1301: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1302: f32 = morph_fma_f32(v1299, v1301, v1300);
    var v1303: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1304: f32 = morph_fma_f32(v1299, v1302, v1303);
    var v1305: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1306: f32 = morph_fma_f32(v1299, v1304, v1305);
    var v1307: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1308: f32 = morph_fma_f32(v1299, v1306, v1307);
    var v1309: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1310: f32 = morph_fma_f32(v1299, v1308, v1309);
    var v1311: f32 = v1296 * v1299;
    var v1312: f32 = morph_fma_f32(v1311, v1310, v1296);
    var v1313: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1314: u32 = select(0u, 1u, (v1296 == v1313));
    var v1315: f32 = select(v1312, v1296, v1314 != 0u);
    var v1316: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1317: u32 = select(0u, 1u, (v1298 > v1316));
    var v1318: f32 = select(v1298, v1316, v1317 != 0u);
    var v1319: f32 = v1318 + v1318;
    var v1320: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1321: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1322: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1323: f32 = morph_fma_f32(v1319, v1322, v1321);
    var v1324: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1325: f32 = v1323 - v1324;
    var v1326: i32 = bitcast<i32>(v1323);
    var v1327: i32 = 1262485504;
    var v1328: i32 = bitcast<i32>(bitcast<u32>(v1326) - bitcast<u32>(v1327));
    var v1329: f32 = bitcast<f32>(bitcast<u32>(v1319) ^ 0x80000000u);
    var v1330: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1331: f32 = morph_fma_f32(v1325, v1330, v1329);
    var v1332: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1333: f32 = v1325 * v1332;
    var v1334: f32 = v1331 + v1333;
    var v1335: f32 = bitcast<f32>(bitcast<u32>(v1334) ^ 0x80000000u);
    var v1336: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1337: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1338: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1339: f32 = morph_fma_f32(v1335, v1338, v1337);
    var v1340: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1341: f32 = morph_fma_f32(v1335, v1339, v1340);
    var v1342: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1343: f32 = morph_fma_f32(v1335, v1341, v1342);
    var v1344: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1345: f32 = morph_fma_f32(v1335, v1343, v1344);
    var v1346: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1347: f32 = morph_fma_f32(v1335, v1345, v1346);
    var v1348: f32 = v1335 * v1335;
    var v1349: f32 = morph_fma_f32(v1348, v1347, v1335);
    var v1350: f32 = v1336 + v1349;
    var v1351: f32 = v1350 - v1336;
    var v1352: f32 = v1349 - v1351;
    var v1353: i32 = 0;
    var v1354: i32 = bitcast<i32>(bitcast<u32>(v1353) - bitcast<u32>(v1328));
    var v1355: i32 = 127;
    var v1356: i32 = bitcast<i32>(bitcast<u32>(v1354) + bitcast<u32>(v1355));
    var v1357: i32 = 23;
    var v1358: i32 = bitcast<i32>(bitcast<u32>(v1356) << (bitcast<u32>(v1357) & 31u));
    var v1359: f32 = bitcast<f32>(v1358);
    var v1360: f32 = v1350 + v1359;
    var v1361: f32 = v1360 - v1350;
    var v1362: f32 = v1359 - v1361;
    var v1363: f32 = v1362 + v1352;
    var v1364: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1365: f32 = morph_div_f32(v1364, v1360);
    var v1366: f32 = v1320 * v1365;
    var v1367: f32 = bitcast<f32>(bitcast<u32>(v1320) ^ 0x80000000u);
    var v1368: f32 = morph_fma_f32(v1366, v1360, v1367);
    var v1369: f32 = morph_fma_f32(v1366, v1363, v1368);
    var v1370: f32 = bitcast<f32>(bitcast<u32>(v1365) ^ 0x80000000u);
    var v1371: f32 = morph_fma_f32(v1369, v1370, v1366);
    var v1372: f32 = v1371 * v1359;
    var v1373: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1374: f32 = v1373 - v1372;
    var v1375: u32 = bitcast<u32>(v1296);
    var v1376: u32 = 2147483648u;
    var v1377: u32 = v1375 & v1376;
    var v1378: u32 = bitcast<u32>(v1374);
    var v1379: u32 = 2147483647u;
    var v1380: u32 = v1378 & v1379;
    var v1381: u32 = v1380 | v1377;
    var v1382: f32 = bitcast<f32>(v1381);
    var v1383: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1384: u32 = select(0u, 1u, (v1298 < v1383));
    var v1385: f32 = select(v1382, v1315, v1384 != 0u);
    var v1386: u32 = select(0u, 1u, (v1296 != v1296));
    var v1387: f32 = select(v1385, v1296, v1386 != 0u);
    var v1297: f32 = v1387;
    var v1726: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1727: f32 = v1297 * v1726;
    var v1728: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1729: f32 = morph_max_f32(v1727, v1728);
    var v1730: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v1732: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1733: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1734: u32 = select(0u, 1u, (v1730 < v1733));
    var v1735: f32 = select(v1730, v1733, v1734 != 0u);
    var v1736: u32 = select(0u, 1u, (v1735 > v1732));
    var v1737: f32 = select(v1735, v1732, v1736 != 0u);
    var v1738: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1739: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1740: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1741: f32 = morph_fma_f32(v1737, v1740, v1739);
    var v1742: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1743: f32 = v1741 - v1742;
    var v1744: i32 = bitcast<i32>(v1741);
    var v1745: i32 = 1262485504;
    var v1746: i32 = bitcast<i32>(bitcast<u32>(v1744) - bitcast<u32>(v1745));
    var v1747: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1748: f32 = bitcast<f32>(bitcast<u32>(v1743) ^ 0x80000000u);
    var v1749: f32 = morph_fma_f32(v1748, v1747, v1737);
    var v1750: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1751: f32 = bitcast<f32>(bitcast<u32>(v1743) ^ 0x80000000u);
    var v1752: f32 = morph_fma_f32(v1751, v1750, v1738);
    var v1753: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1754: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1755: f32 = morph_fma_f32(v1749, v1754, v1753);
    var v1756: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1757: f32 = morph_fma_f32(v1749, v1755, v1756);
    var v1758: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1759: f32 = morph_fma_f32(v1749, v1757, v1758);
    var v1760: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1761: f32 = morph_fma_f32(v1749, v1759, v1760);
    var v1762: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1763: f32 = morph_fma_f32(v1749, v1761, v1762);
    var v1764: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1765: f32 = morph_fma_f32(v1749, v1763, v1764);
    var v1766: f32 = v1749 * v1749;
    var v1767: f32 = v1766 * v1765;
    var v1768: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1769: f32 = v1768 + v1749;
    var v1770: f32 = v1769 - v1768;
    var v1771: f32 = v1749 - v1770;
    var v1772: f32 = v1769 + v1767;
    var v1773: f32 = morph_fma_f32(v1752, v1772, v1767);
    var v1774: f32 = v1771 + v1773;
    var v1775: f32 = v1769 + v1774;
    var v1776: f32 = v1769 - v1775;
    var v1777: f32 = v1776 + v1774;
    var v1778: i32 = 1;
    var v1779: i32 = v1746 >> (bitcast<u32>(v1778) & 31u);
    var v1780: i32 = bitcast<i32>(bitcast<u32>(v1746) - bitcast<u32>(v1779));
    var v1781: i32 = 127;
    var v1782: i32 = bitcast<i32>(bitcast<u32>(v1780) + bitcast<u32>(v1781));
    var v1783: i32 = 23;
    var v1784: i32 = bitcast<i32>(bitcast<u32>(v1782) << (bitcast<u32>(v1783) & 31u));
    var v1785: f32 = bitcast<f32>(v1784);
    var v1786: i32 = 127;
    var v1787: i32 = bitcast<i32>(bitcast<u32>(v1779) + bitcast<u32>(v1786));
    var v1788: i32 = 23;
    var v1789: i32 = bitcast<i32>(bitcast<u32>(v1787) << (bitcast<u32>(v1788) & 31u));
    var v1790: f32 = bitcast<f32>(v1789);
    var v1791: f32 = v1775 * v1790;
    var v1792: f32 = v1791 * v1785;
    var v1731: f32 = v1792;
    var v1863: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1864: f32 = v1731 * v1863;
    var v1865: f32 = v1864 + v22;
    var v1867: f32 = bitcast<f32>(bitcast<u32>(v1865) & 0x7fffffffu);
    var v1868: f32 = v1865 * v1865;
    var v1869: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1870: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1871: f32 = morph_fma_f32(v1868, v1870, v1869);
    var v1872: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1873: f32 = morph_fma_f32(v1868, v1871, v1872);
    var v1874: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1875: f32 = morph_fma_f32(v1868, v1873, v1874);
    var v1876: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1877: f32 = morph_fma_f32(v1868, v1875, v1876);
    var v1878: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1879: f32 = morph_fma_f32(v1868, v1877, v1878);
    var v1880: f32 = v1865 * v1868;
    var v1881: f32 = morph_fma_f32(v1880, v1879, v1865);
    var v1882: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1883: u32 = select(0u, 1u, (v1865 == v1882));
    var v1884: f32 = select(v1881, v1865, v1883 != 0u);
    var v1885: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1886: u32 = select(0u, 1u, (v1867 > v1885));
    var v1887: f32 = select(v1867, v1885, v1886 != 0u);
    var v1888: f32 = v1887 + v1887;
    var v1889: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1890: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1891: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1892: f32 = morph_fma_f32(v1888, v1891, v1890);
    var v1893: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1894: f32 = v1892 - v1893;
    var v1895: i32 = bitcast<i32>(v1892);
    var v1896: i32 = 1262485504;
    var v1897: i32 = bitcast<i32>(bitcast<u32>(v1895) - bitcast<u32>(v1896));
    var v1898: f32 = bitcast<f32>(bitcast<u32>(v1888) ^ 0x80000000u);
    var v1899: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1900: f32 = morph_fma_f32(v1894, v1899, v1898);
    var v1901: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1902: f32 = v1894 * v1901;
    var v1903: f32 = v1900 + v1902;
    var v1904: f32 = bitcast<f32>(bitcast<u32>(v1903) ^ 0x80000000u);
    var v1905: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1906: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1907: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1908: f32 = morph_fma_f32(v1904, v1907, v1906);
    var v1909: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1910: f32 = morph_fma_f32(v1904, v1908, v1909);
    var v1911: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1912: f32 = morph_fma_f32(v1904, v1910, v1911);
    var v1913: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1914: f32 = morph_fma_f32(v1904, v1912, v1913);
    var v1915: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1916: f32 = morph_fma_f32(v1904, v1914, v1915);
    var v1917: f32 = v1904 * v1904;
    var v1918: f32 = morph_fma_f32(v1917, v1916, v1904);
    var v1919: f32 = v1905 + v1918;
    var v1920: f32 = v1919 - v1905;
    var v1921: f32 = v1918 - v1920;
    var v1922: i32 = 0;
    var v1923: i32 = bitcast<i32>(bitcast<u32>(v1922) - bitcast<u32>(v1897));
    var v1924: i32 = 127;
    var v1925: i32 = bitcast<i32>(bitcast<u32>(v1923) + bitcast<u32>(v1924));
    var v1926: i32 = 23;
    var v1927: i32 = bitcast<i32>(bitcast<u32>(v1925) << (bitcast<u32>(v1926) & 31u));
    var v1928: f32 = bitcast<f32>(v1927);
    var v1929: f32 = v1919 + v1928;
    var v1930: f32 = v1929 - v1919;
    var v1931: f32 = v1928 - v1930;
    var v1932: f32 = v1931 + v1921;
    var v1933: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1934: f32 = morph_div_f32(v1933, v1929);
    var v1935: f32 = v1889 * v1934;
    var v1936: f32 = bitcast<f32>(bitcast<u32>(v1889) ^ 0x80000000u);
    var v1937: f32 = morph_fma_f32(v1935, v1929, v1936);
    var v1938: f32 = morph_fma_f32(v1935, v1932, v1937);
    var v1939: f32 = bitcast<f32>(bitcast<u32>(v1934) ^ 0x80000000u);
    var v1940: f32 = morph_fma_f32(v1938, v1939, v1935);
    var v1941: f32 = v1940 * v1928;
    var v1942: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1943: f32 = v1942 - v1941;
    var v1944: u32 = bitcast<u32>(v1865);
    var v1945: u32 = 2147483648u;
    var v1946: u32 = v1944 & v1945;
    var v1947: u32 = bitcast<u32>(v1943);
    var v1948: u32 = 2147483647u;
    var v1949: u32 = v1947 & v1948;
    var v1950: u32 = v1949 | v1946;
    var v1951: f32 = bitcast<f32>(v1950);
    var v1952: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1953: u32 = select(0u, 1u, (v1867 < v1952));
    var v1954: f32 = select(v1951, v1884, v1953 != 0u);
    var v1955: u32 = select(0u, 1u, (v1865 != v1865));
    var v1956: f32 = select(v1954, v1865, v1955 != 0u);
    var v1866: f32 = v1956;
    var v2295: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v2296: f32 = v1866 * v2295;
    var v2297: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2298: f32 = morph_max_f32(v2296, v2297);
    p_out0[(v9 + 0u)] = v591;
    p_out0[(v9 + 1u)] = v1160;
    p_out0[(v9 + 2u)] = v1729;
    p_out0[(v9 + 3u)] = v2298;
  }
}
