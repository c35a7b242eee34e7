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
    var v178: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v179: f32 = v160 + v160;
    var v180: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v181: u32 = select(0u, 1u, (v179 > v180));
    var v182: f32 = select(v179, v180, v181 != 0u);
    var v183: f32 = bitcast<f32>(bitcast<u32>(v178) ^ 0x80000000u);
    var v184: f32 = bitcast<f32>(bitcast<u32>(v182) ^ 0x80000000u);
    var v185: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v186: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v187: f32 = morph_fma_f32(v184, v186, v185);
    var v188: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v189: f32 = v187 - v188;
    var v190: i32 = bitcast<i32>(v187);
    var v191: i32 = 1262485504;
    var v192: i32 = bitcast<i32>(bitcast<u32>(v190) - bitcast<u32>(v191));
    var v193: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v194: f32 = bitcast<f32>(bitcast<u32>(v189) ^ 0x80000000u);
    var v195: f32 = morph_fma_f32(v194, v193, v184);
    var v196: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v197: f32 = bitcast<f32>(bitcast<u32>(v189) ^ 0x80000000u);
    var v198: f32 = morph_fma_f32(v197, v196, v183);
    var v199: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v200: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v201: f32 = morph_fma_f32(v195, v200, v199);
    var v202: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v203: f32 = morph_fma_f32(v195, v201, v202);
    var v204: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v205: f32 = morph_fma_f32(v195, v203, v204);
    var v206: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v207: f32 = morph_fma_f32(v195, v205, v206);
    var v208: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v209: f32 = morph_fma_f32(v195, v207, v208);
    var v210: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v211: f32 = morph_fma_f32(v195, v209, v210);
    var v212: f32 = v195 * v195;
    var v213: f32 = v212 * v211;
    var v214: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v215: f32 = v214 + v195;
    var v216: f32 = v215 - v214;
    var v217: f32 = v195 - v216;
    var v218: f32 = v215 + v213;
    var v219: f32 = morph_fma_f32(v198, v218, v213);
    var v220: f32 = v217 + v219;
    var v221: f32 = v215 + v220;
    var v222: f32 = v215 - v221;
    var v223: f32 = v222 + v220;
    var v224: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v225: i32 = -126;
    var v226: i32 = select(v192, v225, v192 < v225);
    var v227: i32 = 127;
    var v228: i32 = bitcast<i32>(bitcast<u32>(v226) + bitcast<u32>(v227));
    var v229: i32 = 23;
    var v230: i32 = bitcast<i32>(bitcast<u32>(v228) << (bitcast<u32>(v229) & 31u));
    var v231: f32 = bitcast<f32>(v230);
    var v232: f32 = v221 * v231;
    var v233: f32 = v223 * v231;
    var v234: f32 = v224 - v232;
    var v235: f32 = v224 - v234;
    var v236: f32 = v235 - v232;
    var v237: f32 = v236 - v233;
    var v238: f32 = v224 + v232;
    var v239: f32 = v224 - v238;
    var v240: f32 = v239 + v232;
    var v241: f32 = v240 + v233;
    var v242: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v243: f32 = morph_div_f32(v242, v238);
    var v244: f32 = v234 * v243;
    var v245: f32 = bitcast<f32>(bitcast<u32>(v244) ^ 0x80000000u);
    var v246: f32 = morph_fma_f32(v245, v238, v234);
    var v247: f32 = v246 + v237;
    var v248: f32 = bitcast<f32>(bitcast<u32>(v244) ^ 0x80000000u);
    var v249: f32 = morph_fma_f32(v248, v241, v247);
    var v250: f32 = morph_fma_f32(v249, v243, v244);
    var v251: u32 = select(0u, 1u, (v250 != v250));
    var v252: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v253: u32 = select(0u, 1u, (v244 == v252));
    var v254: u32 = v251 | v253;
    var v255: f32 = select(v250, v244, v254 != 0u);
    var v256: u32 = bitcast<u32>(v158);
    var v257: u32 = 2147483648u;
    var v258: u32 = v256 & v257;
    var v259: u32 = bitcast<u32>(v255);
    var v260: u32 = 2147483647u;
    var v261: u32 = v259 & v260;
    var v262: u32 = v261 | v258;
    var v263: f32 = bitcast<f32>(v262);
    var v264: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v265: u32 = select(0u, 1u, (v160 < v264));
    var v266: f32 = select(v263, v177, v265 != 0u);
    var v267: u32 = select(0u, 1u, (v158 != v158));
    var v268: f32 = select(v266, v158, v267 != 0u);
    var v159: f32 = v268;
    var v386: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v387: f32 = v159 * v386;
    var v388: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v389: f32 = morph_max_f32(v387, v388);
    var v390: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v392: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v393: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v394: u32 = select(0u, 1u, (v390 < v393));
    var v395: f32 = select(v390, v393, v394 != 0u);
    var v396: u32 = select(0u, 1u, (v395 > v392));
    var v397: f32 = select(v395, v392, v396 != 0u);
    var v398: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v399: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v400: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v401: f32 = morph_fma_f32(v397, v400, v399);
    var v402: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v403: f32 = v401 - v402;
    var v404: i32 = bitcast<i32>(v401);
    var v405: i32 = 1262485504;
    var v406: i32 = bitcast<i32>(bitcast<u32>(v404) - bitcast<u32>(v405));
    var v407: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v408: f32 = bitcast<f32>(bitcast<u32>(v403) ^ 0x80000000u);
    var v409: f32 = morph_fma_f32(v408, v407, v397);
    var v410: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v411: f32 = bitcast<f32>(bitcast<u32>(v403) ^ 0x80000000u);
    var v412: f32 = morph_fma_f32(v411, v410, v398);
    var v413: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v414: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v415: f32 = morph_fma_f32(v409, v414, v413);
    var v416: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v417: f32 = morph_fma_f32(v409, v415, v416);
    var v418: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v419: f32 = morph_fma_f32(v409, v417, v418);
    var v420: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v421: f32 = morph_fma_f32(v409, v419, v420);
    var v422: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v423: f32 = morph_fma_f32(v409, v421, v422);
    var v424: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v425: f32 = morph_fma_f32(v409, v423, v424);
    var v426: f32 = v409 * v409;
    var v427: f32 = v426 * v425;
    var v428: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v429: f32 = v428 + v409;
    var v430: f32 = v429 - v428;
    var v431: f32 = v409 - v430;
    var v432: f32 = v429 + v427;
    var v433: f32 = morph_fma_f32(v412, v432, v427);
    var v434: f32 = v431 + v433;
    var v435: f32 = v429 + v434;
    var v436: f32 = v429 - v435;
    var v437: f32 = v436 + v434;
    var v438: i32 = 1;
    var v439: i32 = v406 >> (bitcast<u32>(v438) & 31u);
    var v440: i32 = bitcast<i32>(bitcast<u32>(v406) - bitcast<u32>(v439));
    var v441: i32 = 127;
    var v442: i32 = bitcast<i32>(bitcast<u32>(v440) + bitcast<u32>(v441));
    var v443: i32 = 23;
    var v444: i32 = bitcast<i32>(bitcast<u32>(v442) << (bitcast<u32>(v443) & 31u));
    var v445: f32 = bitcast<f32>(v444);
    var v446: i32 = 127;
    var v447: i32 = bitcast<i32>(bitcast<u32>(v439) + bitcast<u32>(v446));
    var v448: i32 = 23;
    var v449: i32 = bitcast<i32>(bitcast<u32>(v447) << (bitcast<u32>(v448) & 31u));
    var v450: f32 = bitcast<f32>(v449);
    var v451: f32 = v435 * v450;
    var v452: f32 = v451 * v445;
    var v391: f32 = v452;
    var v523: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v524: f32 = v391 * v523;
    var v525: f32 = v524 + v20;
    var v527: f32 = bitcast<f32>(bitcast<u32>(v525) & 0x7fffffffu);
    var v528: f32 = v525 * v525;
    var v529: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v530: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v531: f32 = morph_fma_f32(v528, v530, v529);
    var v532: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v533: f32 = morph_fma_f32(v528, v531, v532);
    var v534: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v535: f32 = morph_fma_f32(v528, v533, v534);
    var v536: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v537: f32 = morph_fma_f32(v528, v535, v536);
    var v538: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v539: f32 = morph_fma_f32(v528, v537, v538);
    var v540: f32 = v525 * v528;
    var v541: f32 = morph_fma_f32(v540, v539, v525);
    var v542: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v543: u32 = select(0u, 1u, (v525 == v542));
    var v544: f32 = select(v541, v525, v543 != 0u);
    var v545: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v546: f32 = v527 + v527;
    var v547: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v548: u32 = select(0u, 1u, (v546 > v547));
    var v549: f32 = select(v546, v547, v548 != 0u);
    var v550: f32 = bitcast<f32>(bitcast<u32>(v545) ^ 0x80000000u);
    var v551: f32 = bitcast<f32>(bitcast<u32>(v549) ^ 0x80000000u);
    var v552: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v553: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v554: f32 = morph_fma_f32(v551, v553, v552);
    var v555: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v556: f32 = v554 - v555;
    var v557: i32 = bitcast<i32>(v554);
    var v558: i32 = 1262485504;
    var v559: i32 = bitcast<i32>(bitcast<u32>(v557) - bitcast<u32>(v558));
    var v560: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v561: f32 = bitcast<f32>(bitcast<u32>(v556) ^ 0x80000000u);
    var v562: f32 = morph_fma_f32(v561, v560, v551);
    var v563: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v564: f32 = bitcast<f32>(bitcast<u32>(v556) ^ 0x80000000u);
    var v565: f32 = morph_fma_f32(v564, v563, v550);
    var v566: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v567: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v568: f32 = morph_fma_f32(v562, v567, v566);
    var v569: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v570: f32 = morph_fma_f32(v562, v568, v569);
    var v571: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v572: f32 = morph_fma_f32(v562, v570, v571);
    var v573: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v574: f32 = morph_fma_f32(v562, v572, v573);
    var v575: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v576: f32 = morph_fma_f32(v562, v574, v575);
    var v577: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v578: f32 = morph_fma_f32(v562, v576, v577);
    var v579: f32 = v562 * v562;
    var v580: f32 = v579 * v578;
    var v581: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v582: f32 = v581 + v562;
    var v583: f32 = v582 - v581;
    var v584: f32 = v562 - v583;
    var v585: f32 = v582 + v580;
    var v586: f32 = morph_fma_f32(v565, v585, v580);
    var v587: f32 = v584 + v586;
    var v588: f32 = v582 + v587;
    var v589: f32 = v582 - v588;
    var v590: f32 = v589 + v587;
    var v591: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v592: i32 = -126;
    var v593: i32 = select(v559, v592, v559 < v592);
    var v594: i32 = 127;
    var v595: i32 = bitcast<i32>(bitcast<u32>(v593) + bitcast<u32>(v594));
    var v596: i32 = 23;
    var v597: i32 = bitcast<i32>(bitcast<u32>(v595) << (bitcast<u32>(v596) & 31u));
    var v598: f32 = bitcast<f32>(v597);
    var v599: f32 = v588 * v598;
    var v600: f32 = v590 * v598;
    var v601: f32 = v591 - v599;
    var v602: f32 = v591 - v601;
    var v603: f32 = v602 - v599;
    var v604: f32 = v603 - v600;
    var v605: f32 = v591 + v599;
    var v606: f32 = v591 - v605;
    var v607: f32 = v606 + v599;
    var v608: f32 = v607 + v600;
    var v609: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v610: f32 = morph_div_f32(v609, v605);
    var v611: f32 = v601 * v610;
    var v612: f32 = bitcast<f32>(bitcast<u32>(v611) ^ 0x80000000u);
    var v613: f32 = morph_fma_f32(v612, v605, v601);
    var v614: f32 = v613 + v604;
    var v615: f32 = bitcast<f32>(bitcast<u32>(v611) ^ 0x80000000u);
    var v616: f32 = morph_fma_f32(v615, v608, v614);
    var v617: f32 = morph_fma_f32(v616, v610, v611);
    var v618: u32 = select(0u, 1u, (v617 != v617));
    var v619: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v620: u32 = select(0u, 1u, (v611 == v619));
    var v621: u32 = v618 | v620;
    var v622: f32 = select(v617, v611, v621 != 0u);
    var v623: u32 = bitcast<u32>(v525);
    var v624: u32 = 2147483648u;
    var v625: u32 = v623 & v624;
    var v626: u32 = bitcast<u32>(v622);
    var v627: u32 = 2147483647u;
    var v628: u32 = v626 & v627;
    var v629: u32 = v628 | v625;
    var v630: f32 = bitcast<f32>(v629);
    var v631: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v632: u32 = select(0u, 1u, (v527 < v631));
    var v633: f32 = select(v630, v544, v632 != 0u);
    var v634: u32 = select(0u, 1u, (v525 != v525));
    var v635: f32 = select(v633, v525, v634 != 0u);
    var v526: f32 = v635;
    var v753: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v754: f32 = v526 * v753;
    var v755: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v756: f32 = morph_max_f32(v754, v755);
    var v757: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v759: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v760: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v761: u32 = select(0u, 1u, (v757 < v760));
    var v762: f32 = select(v757, v760, v761 != 0u);
    var v763: u32 = select(0u, 1u, (v762 > v759));
    var v764: f32 = select(v762, v759, v763 != 0u);
    var v765: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v766: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v767: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v768: f32 = morph_fma_f32(v764, v767, v766);
    var v769: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v770: f32 = v768 - v769;
    var v771: i32 = bitcast<i32>(v768);
    var v772: i32 = 1262485504;
    var v773: i32 = bitcast<i32>(bitcast<u32>(v771) - bitcast<u32>(v772));
    var v774: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v775: f32 = bitcast<f32>(bitcast<u32>(v770) ^ 0x80000000u);
    var v776: f32 = morph_fma_f32(v775, v774, v764);
    var v777: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v778: f32 = bitcast<f32>(bitcast<u32>(v770) ^ 0x80000000u);
    var v779: f32 = morph_fma_f32(v778, v777, v765);
    var v780: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v781: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v782: f32 = morph_fma_f32(v776, v781, v780);
    var v783: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v784: f32 = morph_fma_f32(v776, v782, v783);
    var v785: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v786: f32 = morph_fma_f32(v776, v784, v785);
    var v787: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v788: f32 = morph_fma_f32(v776, v786, v787);
    var v789: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v790: f32 = morph_fma_f32(v776, v788, v789);
    var v791: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v792: f32 = morph_fma_f32(v776, v790, v791);
    var v793: f32 = v776 * v776;
    var v794: f32 = v793 * v792;
    var v795: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v796: f32 = v795 + v776;
    var v797: f32 = v796 - v795;
    var v798: f32 = v776 - v797;
    var v799: f32 = v796 + v794;
    var v800: f32 = morph_fma_f32(v779, v799, v794);
    var v801: f32 = v798 + v800;
    var v802: f32 = v796 + v801;
    var v803: f32 = v796 - v802;
    var v804: f32 = v803 + v801;
    var v805: i32 = 1;
    var v806: i32 = v773 >> (bitcast<u32>(v805) & 31u);
    var v807: i32 = bitcast<i32>(bitcast<u32>(v773) - bitcast<u32>(v806));
    var v808: i32 = 127;
    var v809: i32 = bitcast<i32>(bitcast<u32>(v807) + bitcast<u32>(v808));
    var v810: i32 = 23;
    var v811: i32 = bitcast<i32>(bitcast<u32>(v809) << (bitcast<u32>(v810) & 31u));
    var v812: f32 = bitcast<f32>(v811);
    var v813: i32 = 127;
    var v814: i32 = bitcast<i32>(bitcast<u32>(v806) + bitcast<u32>(v813));
    var v815: i32 = 23;
    var v816: i32 = bitcast<i32>(bitcast<u32>(v814) << (bitcast<u32>(v815) & 31u));
    var v817: f32 = bitcast<f32>(v816);
    var v818: f32 = v802 * v817;
    var v819: f32 = v818 * v812;
    var v758: f32 = v819;
    var v890: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v891: f32 = v758 * v890;
    var v892: f32 = v891 + v21;
    var v894: f32 = bitcast<f32>(bitcast<u32>(v892) & 0x7fffffffu);
    var v895: f32 = v892 * v892;
    var v896: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v897: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v898: f32 = morph_fma_f32(v895, v897, v896);
    var v899: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v900: f32 = morph_fma_f32(v895, v898, v899);
    var v901: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v902: f32 = morph_fma_f32(v895, v900, v901);
    var v903: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v904: f32 = morph_fma_f32(v895, v902, v903);
    var v905: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v906: f32 = morph_fma_f32(v895, v904, v905);
    var v907: f32 = v892 * v895;
    var v908: f32 = morph_fma_f32(v907, v906, v892);
    var v909: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v910: u32 = select(0u, 1u, (v892 == v909));
    var v911: f32 = select(v908, v892, v910 != 0u);
    var v912: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v913: f32 = v894 + v894;
    var v914: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v915: u32 = select(0u, 1u, (v913 > v914));
    var v916: f32 = select(v913, v914, v915 != 0u);
    var v917: f32 = bitcast<f32>(bitcast<u32>(v912) ^ 0x80000000u);
    var v918: f32 = bitcast<f32>(bitcast<u32>(v916) ^ 0x80000000u);
    var v919: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v920: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v921: f32 = morph_fma_f32(v918, v920, v919);
    var v922: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v923: f32 = v921 - v922;
    var v924: i32 = bitcast<i32>(v921);
    var v925: i32 = 1262485504;
    var v926: i32 = bitcast<i32>(bitcast<u32>(v924) - bitcast<u32>(v925));
    var v927: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v928: f32 = bitcast<f32>(bitcast<u32>(v923) ^ 0x80000000u);
    var v929: f32 = morph_fma_f32(v928, v927, v918);
    var v930: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v931: f32 = bitcast<f32>(bitcast<u32>(v923) ^ 0x80000000u);
    var v932: f32 = morph_fma_f32(v931, v930, v917);
    var v933: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v934: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v935: f32 = morph_fma_f32(v929, v934, v933);
    var v936: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v937: f32 = morph_fma_f32(v929, v935, v936);
    var v938: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v939: f32 = morph_fma_f32(v929, v937, v938);
    var v940: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v941: f32 = morph_fma_f32(v929, v939, v940);
    var v942: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v943: f32 = morph_fma_f32(v929, v941, v942);
    var v944: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v945: f32 = morph_fma_f32(v929, v943, v944);
    var v946: f32 = v929 * v929;
    var v947: f32 = v946 * v945;
    var v948: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v949: f32 = v948 + v929;
    var v950: f32 = v949 - v948;
    var v951: f32 = v929 - v950;
    var v952: f32 = v949 + v947;
    var v953: f32 = morph_fma_f32(v932, v952, v947);
    var v954: f32 = v951 + v953;
    var v955: f32 = v949 + v954;
    var v956: f32 = v949 - v955;
    var v957: f32 = v956 + v954;
    var v958: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v959: i32 = -126;
    var v960: i32 = select(v926, v959, v926 < v959);
    var v961: i32 = 127;
    var v962: i32 = bitcast<i32>(bitcast<u32>(v960) + bitcast<u32>(v961));
    var v963: i32 = 23;
    var v964: i32 = bitcast<i32>(bitcast<u32>(v962) << (bitcast<u32>(v963) & 31u));
    var v965: f32 = bitcast<f32>(v964);
    var v966: f32 = v955 * v965;
    var v967: f32 = v957 * v965;
    var v968: f32 = v958 - v966;
    var v969: f32 = v958 - v968;
    var v970: f32 = v969 - v966;
    var v971: f32 = v970 - v967;
    var v972: f32 = v958 + v966;
    var v973: f32 = v958 - v972;
    var v974: f32 = v973 + v966;
    var v975: f32 = v974 + v967;
    var v976: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v977: f32 = morph_div_f32(v976, v972);
    var v978: f32 = v968 * v977;
    var v979: f32 = bitcast<f32>(bitcast<u32>(v978) ^ 0x80000000u);
    var v980: f32 = morph_fma_f32(v979, v972, v968);
    var v981: f32 = v980 + v971;
    var v982: f32 = bitcast<f32>(bitcast<u32>(v978) ^ 0x80000000u);
    var v983: f32 = morph_fma_f32(v982, v975, v981);
    var v984: f32 = morph_fma_f32(v983, v977, v978);
    var v985: u32 = select(0u, 1u, (v984 != v984));
    var v986: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v987: u32 = select(0u, 1u, (v978 == v986));
    var v988: u32 = v985 | v987;
    var v989: f32 = select(v984, v978, v988 != 0u);
    var v990: u32 = bitcast<u32>(v892);
    var v991: u32 = 2147483648u;
    var v992: u32 = v990 & v991;
    var v993: u32 = bitcast<u32>(v989);
    var v994: u32 = 2147483647u;
    var v995: u32 = v993 & v994;
    var v996: u32 = v995 | v992;
    var v997: f32 = bitcast<f32>(v996);
    var v998: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v999: u32 = select(0u, 1u, (v894 < v998));
    var v1000: f32 = select(v997, v911, v999 != 0u);
    var v1001: u32 = select(0u, 1u, (v892 != v892));
    var v1002: f32 = select(v1000, v892, v1001 != 0u);
    var v893: f32 = v1002;
    var v1120: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1121: f32 = v893 * v1120;
    var v1122: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1123: f32 = morph_max_f32(v1121, v1122);
    var v1124: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v1126: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1127: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1128: u32 = select(0u, 1u, (v1124 < v1127));
    var v1129: f32 = select(v1124, v1127, v1128 != 0u);
    var v1130: u32 = select(0u, 1u, (v1129 > v1126));
    var v1131: f32 = select(v1129, v1126, v1130 != 0u);
    var v1132: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1133: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1134: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1135: f32 = morph_fma_f32(v1131, v1134, v1133);
    var v1136: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1137: f32 = v1135 - v1136;
    var v1138: i32 = bitcast<i32>(v1135);
    var v1139: i32 = 1262485504;
    var v1140: i32 = bitcast<i32>(bitcast<u32>(v1138) - bitcast<u32>(v1139));
    var v1141: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1142: f32 = bitcast<f32>(bitcast<u32>(v1137) ^ 0x80000000u);
    var v1143: f32 = morph_fma_f32(v1142, v1141, v1131);
    var v1144: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1145: f32 = bitcast<f32>(bitcast<u32>(v1137) ^ 0x80000000u);
    var v1146: f32 = morph_fma_f32(v1145, v1144, v1132);
    var v1147: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1148: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1149: f32 = morph_fma_f32(v1143, v1148, v1147);
    var v1150: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1151: f32 = morph_fma_f32(v1143, v1149, v1150);
    var v1152: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1153: f32 = morph_fma_f32(v1143, v1151, v1152);
    var v1154: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1155: f32 = morph_fma_f32(v1143, v1153, v1154);
    var v1156: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1157: f32 = morph_fma_f32(v1143, v1155, v1156);
    var v1158: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1159: f32 = morph_fma_f32(v1143, v1157, v1158);
    var v1160: f32 = v1143 * v1143;
    var v1161: f32 = v1160 * v1159;
    var v1162: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1163: f32 = v1162 + v1143;
    var v1164: f32 = v1163 - v1162;
    var v1165: f32 = v1143 - v1164;
    var v1166: f32 = v1163 + v1161;
    var v1167: f32 = morph_fma_f32(v1146, v1166, v1161);
    var v1168: f32 = v1165 + v1167;
    var v1169: f32 = v1163 + v1168;
    var v1170: f32 = v1163 - v1169;
    var v1171: f32 = v1170 + v1168;
    var v1172: i32 = 1;
    var v1173: i32 = v1140 >> (bitcast<u32>(v1172) & 31u);
    var v1174: i32 = bitcast<i32>(bitcast<u32>(v1140) - bitcast<u32>(v1173));
    var v1175: i32 = 127;
    var v1176: i32 = bitcast<i32>(bitcast<u32>(v1174) + bitcast<u32>(v1175));
    var v1177: i32 = 23;
    var v1178: i32 = bitcast<i32>(bitcast<u32>(v1176) << (bitcast<u32>(v1177) & 31u));
    var v1179: f32 = bitcast<f32>(v1178);
    var v1180: i32 = 127;
    var v1181: i32 = bitcast<i32>(bitcast<u32>(v1173) + bitcast<u32>(v1180));
    var v1182: i32 = 23;
    var v1183: i32 = bitcast<i32>(bitcast<u32>(v1181) << (bitcast<u32>(v1182) & 31u));
    var v1184: f32 = bitcast<f32>(v1183);
    var v1185: f32 = v1169 * v1184;
    var v1186: f32 = v1185 * v1179;
    var v1125: f32 = v1186;
    var v1257: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1258: f32 = v1125 * v1257;
    var v1259: f32 = v1258 + v22;
    var v1261: f32 = bitcast<f32>(bitcast<u32>(v1259) & 0x7fffffffu);
    var v1262: f32 = v1259 * v1259;
    var v1263: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1264: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1265: f32 = morph_fma_f32(v1262, v1264, v1263);
    var v1266: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1267: f32 = morph_fma_f32(v1262, v1265, v1266);
    var v1268: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1269: f32 = morph_fma_f32(v1262, v1267, v1268);
    var v1270: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1271: f32 = morph_fma_f32(v1262, v1269, v1270);
    var v1272: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1273: f32 = morph_fma_f32(v1262, v1271, v1272);
    var v1274: f32 = v1259 * v1262;
    var v1275: f32 = morph_fma_f32(v1274, v1273, v1259);
    var v1276: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1277: u32 = select(0u, 1u, (v1259 == v1276));
    var v1278: f32 = select(v1275, v1259, v1277 != 0u);
    var v1279: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1280: f32 = v1261 + v1261;
    var v1281: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v1282: u32 = select(0u, 1u, (v1280 > v1281));
    var v1283: f32 = select(v1280, v1281, v1282 != 0u);
    var v1284: f32 = bitcast<f32>(bitcast<u32>(v1279) ^ 0x80000000u);
    var v1285: f32 = bitcast<f32>(bitcast<u32>(v1283) ^ 0x80000000u);
    var v1286: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1287: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1288: f32 = morph_fma_f32(v1285, v1287, v1286);
    var v1289: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1290: f32 = v1288 - v1289;
    var v1291: i32 = bitcast<i32>(v1288);
    var v1292: i32 = 1262485504;
    var v1293: i32 = bitcast<i32>(bitcast<u32>(v1291) - bitcast<u32>(v1292));
    var v1294: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1295: f32 = bitcast<f32>(bitcast<u32>(v1290) ^ 0x80000000u);
    var v1296: f32 = morph_fma_f32(v1295, v1294, v1285);
    var v1297: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1298: f32 = bitcast<f32>(bitcast<u32>(v1290) ^ 0x80000000u);
    var v1299: f32 = morph_fma_f32(v1298, v1297, v1284);
    var v1300: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1301: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1302: f32 = morph_fma_f32(v1296, v1301, v1300);
    var v1303: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1304: f32 = morph_fma_f32(v1296, v1302, v1303);
    var v1305: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1306: f32 = morph_fma_f32(v1296, v1304, v1305);
    var v1307: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1308: f32 = morph_fma_f32(v1296, v1306, v1307);
    var v1309: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1310: f32 = morph_fma_f32(v1296, v1308, v1309);
    var v1311: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1312: f32 = morph_fma_f32(v1296, v1310, v1311);
    var v1313: f32 = v1296 * v1296;
    var v1314: f32 = v1313 * v1312;
    var v1315: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1316: f32 = v1315 + v1296;
    var v1317: f32 = v1316 - v1315;
    var v1318: f32 = v1296 - v1317;
    var v1319: f32 = v1316 + v1314;
    var v1320: f32 = morph_fma_f32(v1299, v1319, v1314);
    var v1321: f32 = v1318 + v1320;
    var v1322: f32 = v1316 + v1321;
    var v1323: f32 = v1316 - v1322;
    var v1324: f32 = v1323 + v1321;
    var v1325: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1326: i32 = -126;
    var v1327: i32 = select(v1293, v1326, v1293 < v1326);
    var v1328: i32 = 127;
    var v1329: i32 = bitcast<i32>(bitcast<u32>(v1327) + bitcast<u32>(v1328));
    var v1330: i32 = 23;
    var v1331: i32 = bitcast<i32>(bitcast<u32>(v1329) << (bitcast<u32>(v1330) & 31u));
    var v1332: f32 = bitcast<f32>(v1331);
    var v1333: f32 = v1322 * v1332;
    var v1334: f32 = v1324 * v1332;
    var v1335: f32 = v1325 - v1333;
    var v1336: f32 = v1325 - v1335;
    var v1337: f32 = v1336 - v1333;
    var v1338: f32 = v1337 - v1334;
    var v1339: f32 = v1325 + v1333;
    var v1340: f32 = v1325 - v1339;
    var v1341: f32 = v1340 + v1333;
    var v1342: f32 = v1341 + v1334;
    var v1343: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1344: f32 = morph_div_f32(v1343, v1339);
    var v1345: f32 = v1335 * v1344;
    var v1346: f32 = bitcast<f32>(bitcast<u32>(v1345) ^ 0x80000000u);
    var v1347: f32 = morph_fma_f32(v1346, v1339, v1335);
    var v1348: f32 = v1347 + v1338;
    var v1349: f32 = bitcast<f32>(bitcast<u32>(v1345) ^ 0x80000000u);
    var v1350: f32 = morph_fma_f32(v1349, v1342, v1348);
    var v1351: f32 = morph_fma_f32(v1350, v1344, v1345);
    var v1352: u32 = select(0u, 1u, (v1351 != v1351));
    var v1353: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1354: u32 = select(0u, 1u, (v1345 == v1353));
    var v1355: u32 = v1352 | v1354;
    var v1356: f32 = select(v1351, v1345, v1355 != 0u);
    var v1357: u32 = bitcast<u32>(v1259);
    var v1358: u32 = 2147483648u;
    var v1359: u32 = v1357 & v1358;
    var v1360: u32 = bitcast<u32>(v1356);
    var v1361: u32 = 2147483647u;
    var v1362: u32 = v1360 & v1361;
    var v1363: u32 = v1362 | v1359;
    var v1364: f32 = bitcast<f32>(v1363);
    var v1365: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1366: u32 = select(0u, 1u, (v1261 < v1365));
    var v1367: f32 = select(v1364, v1278, v1366 != 0u);
    var v1368: u32 = select(0u, 1u, (v1259 != v1259));
    var v1369: f32 = select(v1367, v1259, v1368 != 0u);
    var v1260: f32 = v1369;
    var v1487: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1488: f32 = v1260 * v1487;
    var v1489: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1490: f32 = morph_max_f32(v1488, v1489);
    p_out0[(v9 + 0u)] = v389;
    p_out0[(v9 + 1u)] = v756;
    p_out0[(v9 + 2u)] = v1123;
    p_out0[(v9 + 3u)] = v1490;
  }
}
