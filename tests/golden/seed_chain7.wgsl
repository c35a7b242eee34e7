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
    var v24: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v25: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v26: u32 = select(0u, 1u, (v23 < v25));
    var v27: f32 = select(v23, v25, v26 != 0u);
    var v28: u32 = select(0u, 1u, (v27 > v24));
    var v29: f32 = select(v27, v24, v28 != 0u);
    var v30: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v31: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v32: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v33: f32 = morph_fma_f32(v29, v32, v31);
    var v34: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v35: f32 = v33 - v34;
    var v36: i32 = bitcast<i32>(v33);
    var v37: i32 = 1262485504;
    var v38: i32 = bitcast<i32>(bitcast<u32>(v36) - bitcast<u32>(v37));
    var v39: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v40: f32 = bitcast<f32>(bitcast<u32>(v35) ^ 0x80000000u);
    var v41: f32 = morph_fma_f32(v40, v39, v29);
    var v42: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v43: f32 = bitcast<f32>(bitcast<u32>(v35) ^ 0x80000000u);
    var v44: f32 = morph_fma_f32(v43, v42, v30);
    var v45: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v46: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v47: f32 = morph_fma_f32(v41, v46, v45);
    var v48: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v49: f32 = morph_fma_f32(v41, v47, v48);
    var v50: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v51: f32 = morph_fma_f32(v41, v49, v50);
    var v52: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v53: f32 = morph_fma_f32(v41, v51, v52);
    var v54: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v55: f32 = morph_fma_f32(v41, v53, v54);
    var v56: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v57: f32 = morph_fma_f32(v41, v55, v56);
    var v58: f32 = v41 * v41;
    var v59: f32 = v58 * v57;
    var v60: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v61: f32 = v60 + v41;
    var v62: f32 = v61 - v60;
    var v63: f32 = v41 - v62;
    var v64: f32 = v61 + v59;
    var v65: f32 = morph_fma_f32(v44, v64, v59);
    var v66: f32 = v63 + v65;
    var v67: f32 = v61 + v66;
    var v68: f32 = v61 - v67;
    var v69: f32 = v68 + v66;
    var v70: i32 = 1;
    var v71: i32 = v38 >> (bitcast<u32>(v70) & 31u);
    var v72: i32 = bitcast<i32>(bitcast<u32>(v38) - bitcast<u32>(v71));
    var v73: i32 = 127;
    var v74: i32 = bitcast<i32>(bitcast<u32>(v72) + bitcast<u32>(v73));
    var v75: i32 = 23;
    var v76: i32 = bitcast<i32>(bitcast<u32>(v74) << (bitcast<u32>(v75) & 31u));
    var v77: f32 = bitcast<f32>(v76);
    var v78: i32 = 127;
    var v79: i32 = bitcast<i32>(bitcast<u32>(v71) + bitcast<u32>(v78));
    var v80: i32 = 23;
    var v81: i32 = bitcast<i32>(bitcast<u32>(v79) << (bitcast<u32>(v80) & 31u));
    var v82: f32 = bitcast<f32>(v81);
    var v83: f32 = v67 * v82;
    var v84: f32 = v83 * v77;
    var v85: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v86: f32 = v84 * v85;
    var v87: f32 = v86 + v19;
    var v88: f32 = bitcast<f32>(bitcast<u32>(v87) & 0x7fffffffu);
    var v89: f32 = v87 * v87;
    var v90: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v91: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v92: f32 = morph_fma_f32(v89, v91, v90);
    var v93: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v94: f32 = morph_fma_f32(v89, v92, v93);
    var v95: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v96: f32 = morph_fma_f32(v89, v94, v95);
    var v97: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v98: f32 = morph_fma_f32(v89, v96, v97);
    var v99: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v100: f32 = morph_fma_f32(v89, v98, v99);
    var v101: f32 = v87 * v89;
    var v102: f32 = morph_fma_f32(v101, v100, v87);
    var v103: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v104: u32 = select(0u, 1u, (v87 == v103));
    var v105: f32 = select(v102, v87, v104 != 0u);
    var v106: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v107: f32 = v88 + v88;
    var v108: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v109: u32 = select(0u, 1u, (v107 > v108));
    var v110: f32 = select(v107, v108, v109 != 0u);
    var v111: f32 = bitcast<f32>(bitcast<u32>(v106) ^ 0x80000000u);
    var v112: f32 = bitcast<f32>(bitcast<u32>(v110) ^ 0x80000000u);
    var v113: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v114: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v115: f32 = morph_fma_f32(v112, v114, v113);
    var v116: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v117: f32 = v115 - v116;
    var v118: i32 = bitcast<i32>(v115);
    var v119: i32 = 1262485504;
    var v120: i32 = bitcast<i32>(bitcast<u32>(v118) - bitcast<u32>(v119));
    var v121: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v122: f32 = bitcast<f32>(bitcast<u32>(v117) ^ 0x80000000u);
    var v123: f32 = morph_fma_f32(v122, v121, v112);
    var v124: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v125: f32 = bitcast<f32>(bitcast<u32>(v117) ^ 0x80000000u);
    var v126: f32 = morph_fma_f32(v125, v124, v111);
    var v127: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v128: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v129: f32 = morph_fma_f32(v123, v128, v127);
    var v130: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v131: f32 = morph_fma_f32(v123, v129, v130);
    var v132: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v133: f32 = morph_fma_f32(v123, v131, v132);
    var v134: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v135: f32 = morph_fma_f32(v123, v133, v134);
    var v136: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v137: f32 = morph_fma_f32(v123, v135, v136);
    var v138: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v139: f32 = morph_fma_f32(v123, v137, v138);
    var v140: f32 = v123 * v123;
    var v141: f32 = v140 * v139;
    var v142: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v143: f32 = v142 + v123;
    var v144: f32 = v143 - v142;
    var v145: f32 = v123 - v144;
    var v146: f32 = v143 + v141;
    var v147: f32 = morph_fma_f32(v126, v146, v141);
    var v148: f32 = v145 + v147;
    var v149: f32 = v143 + v148;
    var v150: f32 = v143 - v149;
    var v151: f32 = v150 + v148;
    var v152: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v153: i32 = -126;
    var v154: i32 = select(v120, v153, v120 < v153);
    var v155: i32 = 127;
    var v156: i32 = bitcast<i32>(bitcast<u32>(v154) + bitcast<u32>(v155));
    var v157: i32 = 23;
    var v158: i32 = bitcast<i32>(bitcast<u32>(v156) << (bitcast<u32>(v157) & 31u));
    var v159: f32 = bitcast<f32>(v158);
    var v160: f32 = v149 * v159;
    var v161: f32 = v151 * v159;
    var v162: f32 = v152 - v160;
    var v163: f32 = v152 - v162;
    var v164: f32 = v163 - v160;
    var v165: f32 = v164 - v161;
    var v166: f32 = v152 + v160;
    var v167: f32 = v152 - v166;
    var v168: f32 = v167 + v160;
    var v169: f32 = v168 + v161;
    var v170: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v171: f32 = morph_div_f32(v170, v166);
    var v172: f32 = v162 * v171;
    var v173: f32 = bitcast<f32>(bitcast<u32>(v172) ^ 0x80000000u);
    var v174: f32 = morph_fma_f32(v173, v166, v162);
    var v175: f32 = v174 + v165;
    var v176: f32 = bitcast<f32>(bitcast<u32>(v172) ^ 0x80000000u);
    var v177: f32 = morph_fma_f32(v176, v169, v175);
    var v178: f32 = morph_fma_f32(v177, v171, v172);
    var v179: u32 = select(0u, 1u, (v178 != v178));
    var v180: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v181: u32 = select(0u, 1u, (v172 == v180));
    var v182: u32 = v179 | v181;
    var v183: f32 = select(v178, v172, v182 != 0u);
    var v184: u32 = bitcast<u32>(v87);
    var v185: u32 = 2147483648u;
    var v186: u32 = v184 & v185;
    var v187: u32 = bitcast<u32>(v183);
    var v188: u32 = 2147483647u;
    var v189: u32 = v187 & v188;
    var v190: u32 = v189 | v186;
    var v191: f32 = bitcast<f32>(v190);
    var v192: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v193: u32 = select(0u, 1u, (v88 < v192));
    var v194: f32 = select(v191, v105, v193 != 0u);
    var v195: u32 = select(0u, 1u, (v87 != v87));
    var v196: f32 = select(v194, v87, v195 != 0u);
    var v197: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v198: f32 = v196 * v197;
    var v199: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v200: f32 = morph_max_f32(v198, v199);
    var v201: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v202: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v203: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v204: u32 = select(0u, 1u, (v201 < v203));
    var v205: f32 = select(v201, v203, v204 != 0u);
    var v206: u32 = select(0u, 1u, (v205 > v202));
    var v207: f32 = select(v205, v202, v206 != 0u);
    var v208: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v209: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v210: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v211: f32 = morph_fma_f32(v207, v210, v209);
    var v212: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v213: f32 = v211 - v212;
    var v214: i32 = bitcast<i32>(v211);
    var v215: i32 = 1262485504;
    var v216: i32 = bitcast<i32>(bitcast<u32>(v214) - bitcast<u32>(v215));
    var v217: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v218: f32 = bitcast<f32>(bitcast<u32>(v213) ^ 0x80000000u);
    var v219: f32 = morph_fma_f32(v218, v217, v207);
    var v220: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v221: f32 = bitcast<f32>(bitcast<u32>(v213) ^ 0x80000000u);
    var v222: f32 = morph_fma_f32(v221, v220, v208);
    var v223: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v224: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v225: f32 = morph_fma_f32(v219, v224, v223);
    var v226: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v227: f32 = morph_fma_f32(v219, v225, v226);
    var v228: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v229: f32 = morph_fma_f32(v219, v227, v228);
    var v230: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v231: f32 = morph_fma_f32(v219, v229, v230);
    var v232: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v233: f32 = morph_fma_f32(v219, v231, v232);
    var v234: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v235: f32 = morph_fma_f32(v219, v233, v234);
    var v236: f32 = v219 * v219;
    var v237: f32 = v236 * v235;
    var v238: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v239: f32 = v238 + v219;
    var v240: f32 = v239 - v238;
    var v241: f32 = v219 - v240;
    var v242: f32 = v239 + v237;
    var v243: f32 = morph_fma_f32(v222, v242, v237);
    var v244: f32 = v241 + v243;
    var v245: f32 = v239 + v244;
    var v246: f32 = v239 - v245;
    var v247: f32 = v246 + v244;
    var v248: i32 = 1;
    var v249: i32 = v216 >> (bitcast<u32>(v248) & 31u);
    var v250: i32 = bitcast<i32>(bitcast<u32>(v216) - bitcast<u32>(v249));
    var v251: i32 = 127;
    var v252: i32 = bitcast<i32>(bitcast<u32>(v250) + bitcast<u32>(v251));
    var v253: i32 = 23;
    var v254: i32 = bitcast<i32>(bitcast<u32>(v252) << (bitcast<u32>(v253) & 31u));
    var v255: f32 = bitcast<f32>(v254);
    var v256: i32 = 127;
    var v257: i32 = bitcast<i32>(bitcast<u32>(v249) + bitcast<u32>(v256));
    var v258: i32 = 23;
    var v259: i32 = bitcast<i32>(bitcast<u32>(v257) << (bitcast<u32>(v258) & 31u));
    var v260: f32 = bitcast<f32>(v259);
    var v261: f32 = v245 * v260;
    var v262: f32 = v261 * v255;
    var v263: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v264: f32 = v262 * v263;
    var v265: f32 = v264 + v20;
    var v266: f32 = bitcast<f32>(bitcast<u32>(v265) & 0x7fffffffu);
    var v267: f32 = v265 * v265;
    var v268: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v269: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v270: f32 = morph_fma_f32(v267, v269, v268);
    var v271: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v272: f32 = morph_fma_f32(v267, v270, v271);
    var v273: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v274: f32 = morph_fma_f32(v267, v272, v273);
    var v275: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v276: f32 = morph_fma_f32(v267, v274, v275);
    var v277: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v278: f32 = morph_fma_f32(v267, v276, v277);
    var v279: f32 = v265 * v267;
    var v280: f32 = morph_fma_f32(v279, v278, v265);
    var v281: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v282: u32 = select(0u, 1u, (v265 == v281));
    var v283: f32 = select(v280, v265, v282 != 0u);
    var v284: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v285: f32 = v266 + v266;
    var v286: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v287: u32 = select(0u, 1u, (v285 > v286));
    var v288: f32 = select(v285, v286, v287 != 0u);
    var v289: f32 = bitcast<f32>(bitcast<u32>(v284) ^ 0x80000000u);
    var v290: f32 = bitcast<f32>(bitcast<u32>(v288) ^ 0x80000000u);
    var v291: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v292: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v293: f32 = morph_fma_f32(v290, v292, v291);
    var v294: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v295: f32 = v293 - v294;
    var v296: i32 = bitcast<i32>(v293);
    var v297: i32 = 1262485504;
    var v298: i32 = bitcast<i32>(bitcast<u32>(v296) - bitcast<u32>(v297));
    var v299: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v300: f32 = bitcast<f32>(bitcast<u32>(v295) ^ 0x80000000u);
    var v301: f32 = morph_fma_f32(v300, v299, v290);
    var v302: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v303: f32 = bitcast<f32>(bitcast<u32>(v295) ^ 0x80000000u);
    var v304: f32 = morph_fma_f32(v303, v302, v289);
    var v305: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v306: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v307: f32 = morph_fma_f32(v301, v306, v305);
    var v308: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v309: f32 = morph_fma_f32(v301, v307, v308);
    var v310: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v311: f32 = morph_fma_f32(v301, v309, v310);
    var v312: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v313: f32 = morph_fma_f32(v301, v311, v312);
    var v314: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v315: f32 = morph_fma_f32(v301, v313, v314);
    var v316: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v317: f32 = morph_fma_f32(v301, v315, v316);
    var v318: f32 = v301 * v301;
    var v319: f32 = v318 * v317;
    var v320: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v321: f32 = v320 + v301;
    var v322: f32 = v321 - v320;
    var v323: f32 = v301 - v322;
    var v324: f32 = v321 + v319;
    var v325: f32 = morph_fma_f32(v304, v324, v319);
    var v326: f32 = v323 + v325;
    var v327: f32 = v321 + v326;
    var v328: f32 = v321 - v327;
    var v329: f32 = v328 + v326;
    var v330: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v331: i32 = -126;
    var v332: i32 = select(v298, v331, v298 < v331);
    var v333: i32 = 127;
    var v334: i32 = bitcast<i32>(bitcast<u32>(v332) + bitcast<u32>(v333));
    var v335: i32 = 23;
    var v336: i32 = bitcast<i32>(bitcast<u32>(v334) << (bitcast<u32>(v335) & 31u));
    var v337: f32 = bitcast<f32>(v336);
    var v338: f32 = v327 * v337;
    var v339: f32 = v329 * v337;
    var v340: f32 = v330 - v338;
    var v341: f32 = v330 - v340;
    var v342: f32 = v341 - v338;
    var v343: f32 = v342 - v339;
    var v344: f32 = v330 + v338;
    var v345: f32 = v330 - v344;
    var v346: f32 = v345 + v338;
    var v347: f32 = v346 + v339;
    var v348: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v349: f32 = morph_div_f32(v348, v344);
    var v350: f32 = v340 * v349;
    var v351: f32 = bitcast<f32>(bitcast<u32>(v350) ^ 0x80000000u);
    var v352: f32 = morph_fma_f32(v351, v344, v340);
    var v353: f32 = v352 + v343;
    var v354: f32 = bitcast<f32>(bitcast<u32>(v350) ^ 0x80000000u);
    var v355: f32 = morph_fma_f32(v354, v347, v353);
    var v356: f32 = morph_fma_f32(v355, v349, v350);
    var v357: u32 = select(0u, 1u, (v356 != v356));
    var v358: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v359: u32 = select(0u, 1u, (v350 == v358));
    var v360: u32 = v357 | v359;
    var v361: f32 = select(v356, v350, v360 != 0u);
    var v362: u32 = bitcast<u32>(v265);
    var v363: u32 = 2147483648u;
    var v364: u32 = v362 & v363;
    var v365: u32 = bitcast<u32>(v361);
    var v366: u32 = 2147483647u;
    var v367: u32 = v365 & v366;
    var v368: u32 = v367 | v364;
    var v369: f32 = bitcast<f32>(v368);
    var v370: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v371: u32 = select(0u, 1u, (v266 < v370));
    var v372: f32 = select(v369, v283, v371 != 0u);
    var v373: u32 = select(0u, 1u, (v265 != v265));
    var v374: f32 = select(v372, v265, v373 != 0u);
    var v375: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v376: f32 = v374 * v375;
    var v377: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v378: f32 = morph_max_f32(v376, v377);
    var v379: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v380: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v381: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v382: u32 = select(0u, 1u, (v379 < v381));
    var v383: f32 = select(v379, v381, v382 != 0u);
    var v384: u32 = select(0u, 1u, (v383 > v380));
    var v385: f32 = select(v383, v380, v384 != 0u);
    var v386: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v387: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v388: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v389: f32 = morph_fma_f32(v385, v388, v387);
    var v390: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v391: f32 = v389 - v390;
    var v392: i32 = bitcast<i32>(v389);
    var v393: i32 = 1262485504;
    var v394: i32 = bitcast<i32>(bitcast<u32>(v392) - bitcast<u32>(v393));
    var v395: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v396: f32 = bitcast<f32>(bitcast<u32>(v391) ^ 0x80000000u);
    var v397: f32 = morph_fma_f32(v396, v395, v385);
    var v398: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v399: f32 = bitcast<f32>(bitcast<u32>(v391) ^ 0x80000000u);
    var v400: f32 = morph_fma_f32(v399, v398, v386);
    var v401: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v402: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v403: f32 = morph_fma_f32(v397, v402, v401);
    var v404: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v405: f32 = morph_fma_f32(v397, v403, v404);
    var v406: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v407: f32 = morph_fma_f32(v397, v405, v406);
    var v408: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v409: f32 = morph_fma_f32(v397, v407, v408);
    var v410: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v411: f32 = morph_fma_f32(v397, v409, v410);
    var v412: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v413: f32 = morph_fma_f32(v397, v411, v412);
    var v414: f32 = v397 * v397;
    var v415: f32 = v414 * v413;
    var v416: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v417: f32 = v416 + v397;
    var v418: f32 = v417 - v416;
    var v419: f32 = v397 - v418;
    var v420: f32 = v417 + v415;
    var v421: f32 = morph_fma_f32(v400, v420, v415);
    var v422: f32 = v419 + v421;
    var v423: f32 = v417 + v422;
    var v424: f32 = v417 - v423;
    var v425: f32 = v424 + v422;
    var v426: i32 = 1;
    var v427: i32 = v394 >> (bitcast<u32>(v426) & 31u);
    var v428: i32 = bitcast<i32>(bitcast<u32>(v394) - bitcast<u32>(v427));
    var v429: i32 = 127;
    var v430: i32 = bitcast<i32>(bitcast<u32>(v428) + bitcast<u32>(v429));
    var v431: i32 = 23;
    var v432: i32 = bitcast<i32>(bitcast<u32>(v430) << (bitcast<u32>(v431) & 31u));
    var v433: f32 = bitcast<f32>(v432);
    var v434: i32 = 127;
    var v435: i32 = bitcast<i32>(bitcast<u32>(v427) + bitcast<u32>(v434));
    var v436: i32 = 23;
    var v437: i32 = bitcast<i32>(bitcast<u32>(v435) << (bitcast<u32>(v436) & 31u));
    var v438: f32 = bitcast<f32>(v437);
    var v439: f32 = v423 * v438;
    var v440: f32 = v439 * v433;
    var v441: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v442: f32 = v440 * v441;
    var v443: f32 = v442 + v21;
    var v444: f32 = bitcast<f32>(bitcast<u32>(v443) & 0x7fffffffu);
    var v445: f32 = v443 * v443;
    var v446: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v447: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v448: f32 = morph_fma_f32(v445, v447, v446);
    var v449: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v450: f32 = morph_fma_f32(v445, v448, v449);
    var v451: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v452: f32 = morph_fma_f32(v445, v450, v451);
    var v453: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v454: f32 = morph_fma_f32(v445, v452, v453);
    var v455: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v456: f32 = morph_fma_f32(v445, v454, v455);
    var v457: f32 = v443 * v445;
    var v458: f32 = morph_fma_f32(v457, v456, v443);
    var v459: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v460: u32 = select(0u, 1u, (v443 == v459));
    var v461: f32 = select(v458, v443, v460 != 0u);
    var v462: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v463: f32 = v444 + v444;
    var v464: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v465: u32 = select(0u, 1u, (v463 > v464));
    var v466: f32 = select(v463, v464, v465 != 0u);
    var v467: f32 = bitcast<f32>(bitcast<u32>(v462) ^ 0x80000000u);
    var v468: f32 = bitcast<f32>(bitcast<u32>(v466) ^ 0x80000000u);
    var v469: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v470: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v471: f32 = morph_fma_f32(v468, v470, v469);
    var v472: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v473: f32 = v471 - v472;
    var v474: i32 = bitcast<i32>(v471);
    var v475: i32 = 1262485504;
    var v476: i32 = bitcast<i32>(bitcast<u32>(v474) - bitcast<u32>(v475));
    var v477: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v478: f32 = bitcast<f32>(bitcast<u32>(v473) ^ 0x80000000u);
    var v479: f32 = morph_fma_f32(v478, v477, v468);
    var v480: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v481: f32 = bitcast<f32>(bitcast<u32>(v473) ^ 0x80000000u);
    var v482: f32 = morph_fma_f32(v481, v480, v467);
    var v483: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v484: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v485: f32 = morph_fma_f32(v479, v484, v483);
    var v486: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v487: f32 = morph_fma_f32(v479, v485, v486);
    var v488: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v489: f32 = morph_fma_f32(v479, v487, v488);
    var v490: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v491: f32 = morph_fma_f32(v479, v489, v490);
    var v492: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v493: f32 = morph_fma_f32(v479, v491, v492);
    var v494: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v495: f32 = morph_fma_f32(v479, v493, v494);
    var v496: f32 = v479 * v479;
    var v497: f32 = v496 * v495;
    var v498: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v499: f32 = v498 + v479;
    var v500: f32 = v499 - v498;
    var v501: f32 = v479 - v500;
    var v502: f32 = v499 + v497;
    var v503: f32 = morph_fma_f32(v482, v502, v497);
    var v504: f32 = v501 + v503;
    var v505: f32 = v499 + v504;
    var v506: f32 = v499 - v505;
    var v507: f32 = v506 + v504;
    var v508: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v509: i32 = -126;
    var v510: i32 = select(v476, v509, v476 < v509);
    var v511: i32 = 127;
    var v512: i32 = bitcast<i32>(bitcast<u32>(v510) + bitcast<u32>(v511));
    var v513: i32 = 23;
    var v514: i32 = bitcast<i32>(bitcast<u32>(v512) << (bitcast<u32>(v513) & 31u));
    var v515: f32 = bitcast<f32>(v514);
    var v516: f32 = v505 * v515;
    var v517: f32 = v507 * v515;
    var v518: f32 = v508 - v516;
    var v519: f32 = v508 - v518;
    var v520: f32 = v519 - v516;
    var v521: f32 = v520 - v517;
    var v522: f32 = v508 + v516;
    var v523: f32 = v508 - v522;
    var v524: f32 = v523 + v516;
    var v525: f32 = v524 + v517;
    var v526: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v527: f32 = morph_div_f32(v526, v522);
    var v528: f32 = v518 * v527;
    var v529: f32 = bitcast<f32>(bitcast<u32>(v528) ^ 0x80000000u);
    var v530: f32 = morph_fma_f32(v529, v522, v518);
    var v531: f32 = v530 + v521;
    var v532: f32 = bitcast<f32>(bitcast<u32>(v528) ^ 0x80000000u);
    var v533: f32 = morph_fma_f32(v532, v525, v531);
    var v534: f32 = morph_fma_f32(v533, v527, v528);
    var v535: u32 = select(0u, 1u, (v534 != v534));
    var v536: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v537: u32 = select(0u, 1u, (v528 == v536));
    var v538: u32 = v535 | v537;
    var v539: f32 = select(v534, v528, v538 != 0u);
    var v540: u32 = bitcast<u32>(v443);
    var v541: u32 = 2147483648u;
    var v542: u32 = v540 & v541;
    var v543: u32 = bitcast<u32>(v539);
    var v544: u32 = 2147483647u;
    var v545: u32 = v543 & v544;
    var v546: u32 = v545 | v542;
    var v547: f32 = bitcast<f32>(v546);
    var v548: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v549: u32 = select(0u, 1u, (v444 < v548));
    var v550: f32 = select(v547, v461, v549 != 0u);
    var v551: u32 = select(0u, 1u, (v443 != v443));
    var v552: f32 = select(v550, v443, v551 != 0u);
    var v553: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v554: f32 = v552 * v553;
    var v555: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v556: f32 = morph_max_f32(v554, v555);
    var v557: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v558: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v559: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v560: u32 = select(0u, 1u, (v557 < v559));
    var v561: f32 = select(v557, v559, v560 != 0u);
    var v562: u32 = select(0u, 1u, (v561 > v558));
    var v563: f32 = select(v561, v558, v562 != 0u);
    var v564: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v565: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v566: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v567: f32 = morph_fma_f32(v563, v566, v565);
    var v568: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v569: f32 = v567 - v568;
    var v570: i32 = bitcast<i32>(v567);
    var v571: i32 = 1262485504;
    var v572: i32 = bitcast<i32>(bitcast<u32>(v570) - bitcast<u32>(v571));
    var v573: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v574: f32 = bitcast<f32>(bitcast<u32>(v569) ^ 0x80000000u);
    var v575: f32 = morph_fma_f32(v574, v573, v563);
    var v576: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v577: f32 = bitcast<f32>(bitcast<u32>(v569) ^ 0x80000000u);
    var v578: f32 = morph_fma_f32(v577, v576, v564);
    var v579: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v580: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v581: f32 = morph_fma_f32(v575, v580, v579);
    var v582: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v583: f32 = morph_fma_f32(v575, v581, v582);
    var v584: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v585: f32 = morph_fma_f32(v575, v583, v584);
    var v586: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v587: f32 = morph_fma_f32(v575, v585, v586);
    var v588: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v589: f32 = morph_fma_f32(v575, v587, v588);
    var v590: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v591: f32 = morph_fma_f32(v575, v589, v590);
    var v592: f32 = v575 * v575;
    var v593: f32 = v592 * v591;
    var v594: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v595: f32 = v594 + v575;
    var v596: f32 = v595 - v594;
    var v597: f32 = v575 - v596;
    var v598: f32 = v595 + v593;
    var v599: f32 = morph_fma_f32(v578, v598, v593);
    var v600: f32 = v597 + v599;
    var v601: f32 = v595 + v600;
    var v602: f32 = v595 - v601;
    var v603: f32 = v602 + v600;
    var v604: i32 = 1;
    var v605: i32 = v572 >> (bitcast<u32>(v604) & 31u);
    var v606: i32 = bitcast<i32>(bitcast<u32>(v572) - bitcast<u32>(v605));
    var v607: i32 = 127;
    var v608: i32 = bitcast<i32>(bitcast<u32>(v606) + bitcast<u32>(v607));
    var v609: i32 = 23;
    var v610: i32 = bitcast<i32>(bitcast<u32>(v608) << (bitcast<u32>(v609) & 31u));
    var v611: f32 = bitcast<f32>(v610);
    var v612: i32 = 127;
    var v613: i32 = bitcast<i32>(bitcast<u32>(v605) + bitcast<u32>(v612));
    var v614: i32 = 23;
    var v615: i32 = bitcast<i32>(bitcast<u32>(v613) << (bitcast<u32>(v614) & 31u));
    var v616: f32 = bitcast<f32>(v615);
    var v617: f32 = v601 * v616;
    var v618: f32 = v617 * v611;
    var v619: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v620: f32 = v618 * v619;
    var v621: f32 = v620 + v22;
    var v622: f32 = bitcast<f32>(bitcast<u32>(v621) & 0x7fffffffu);
    var v623: f32 = v621 * v621;
    var v624: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v625: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v626: f32 = morph_fma_f32(v623, v625, v624);
    var v627: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v628: f32 = morph_fma_f32(v623, v626, v627);
    var v629: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v630: f32 = morph_fma_f32(v623, v628, v629);
    var v631: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v632: f32 = morph_fma_f32(v623, v630, v631);
    var v633: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v634: f32 = morph_fma_f32(v623, v632, v633);
    var v635: f32 = v621 * v623;
    var v636: f32 = morph_fma_f32(v635, v634, v621);
    var v637: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v638: u32 = select(0u, 1u, (v621 == v637));
    var v639: f32 = select(v636, v621, v638 != 0u);
    var v640: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v641: f32 = v622 + v622;
    var v642: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v643: u32 = select(0u, 1u, (v641 > v642));
    var v644: f32 = select(v641, v642, v643 != 0u);
    var v645: f32 = bitcast<f32>(bitcast<u32>(v640) ^ 0x80000000u);
    var v646: f32 = bitcast<f32>(bitcast<u32>(v644) ^ 0x80000000u);
    var v647: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v648: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v649: f32 = morph_fma_f32(v646, v648, v647);
    var v650: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v651: f32 = v649 - v650;
    var v652: i32 = bitcast<i32>(v649);
    var v653: i32 = 1262485504;
    var v654: i32 = bitcast<i32>(bitcast<u32>(v652) - bitcast<u32>(v653));
    var v655: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v656: f32 = bitcast<f32>(bitcast<u32>(v651) ^ 0x80000000u);
    var v657: f32 = morph_fma_f32(v656, v655, v646);
    var v658: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v659: f32 = bitcast<f32>(bitcast<u32>(v651) ^ 0x80000000u);
    var v660: f32 = morph_fma_f32(v659, v658, v645);
    var v661: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v662: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v663: f32 = morph_fma_f32(v657, v662, v661);
    var v664: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v665: f32 = morph_fma_f32(v657, v663, v664);
    var v666: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v667: f32 = morph_fma_f32(v657, v665, v666);
    var v668: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v669: f32 = morph_fma_f32(v657, v667, v668);
    var v670: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v671: f32 = morph_fma_f32(v657, v669, v670);
    var v672: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v673: f32 = morph_fma_f32(v657, v671, v672);
    var v674: f32 = v657 * v657;
    var v675: f32 = v674 * v673;
    var v676: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v677: f32 = v676 + v657;
    var v678: f32 = v677 - v676;
    var v679: f32 = v657 - v678;
    var v680: f32 = v677 + v675;
    var v681: f32 = morph_fma_f32(v660, v680, v675);
    var v682: f32 = v679 + v681;
    var v683: f32 = v677 + v682;
    var v684: f32 = v677 - v683;
    var v685: f32 = v684 + v682;
    var v686: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v687: i32 = -126;
    var v688: i32 = select(v654, v687, v654 < v687);
    var v689: i32 = 127;
    var v690: i32 = bitcast<i32>(bitcast<u32>(v688) + bitcast<u32>(v689));
    var v691: i32 = 23;
    var v692: i32 = bitcast<i32>(bitcast<u32>(v690) << (bitcast<u32>(v691) & 31u));
    var v693: f32 = bitcast<f32>(v692);
    var v694: f32 = v683 * v693;
    var v695: f32 = v685 * v693;
    var v696: f32 = v686 - v694;
    var v697: f32 = v686 - v696;
    var v698: f32 = v697 - v694;
    var v699: f32 = v698 - v695;
    var v700: f32 = v686 + v694;
    var v701: f32 = v686 - v700;
    var v702: f32 = v701 + v694;
    var v703: f32 = v702 + v695;
    var v704: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v705: f32 = morph_div_f32(v704, v700);
    var v706: f32 = v696 * v705;
    var v707: f32 = bitcast<f32>(bitcast<u32>(v706) ^ 0x80000000u);
    var v708: f32 = morph_fma_f32(v707, v700, v696);
    var v709: f32 = v708 + v699;
    var v710: f32 = bitcast<f32>(bitcast<u32>(v706) ^ 0x80000000u);
    var v711: f32 = morph_fma_f32(v710, v703, v709);
    var v712: f32 = morph_fma_f32(v711, v705, v706);
    var v713: u32 = select(0u, 1u, (v712 != v712));
    var v714: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v715: u32 = select(0u, 1u, (v706 == v714));
    var v716: u32 = v713 | v715;
    var v717: f32 = select(v712, v706, v716 != 0u);
    var v718: u32 = bitcast<u32>(v621);
    var v719: u32 = 2147483648u;
    var v720: u32 = v718 & v719;
    var v721: u32 = bitcast<u32>(v717);
    var v722: u32 = 2147483647u;
    var v723: u32 = v721 & v722;
    var v724: u32 = v723 | v720;
    var v725: f32 = bitcast<f32>(v724);
    var v726: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v727: u32 = select(0u, 1u, (v622 < v726));
    var v728: f32 = select(v725, v639, v727 != 0u);
    var v729: u32 = select(0u, 1u, (v621 != v621));
    var v730: f32 = select(v728, v621, v729 != 0u);
    var v731: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v732: f32 = v730 * v731;
    var v733: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v734: f32 = morph_max_f32(v732, v733);
    p_out0[(v9 + 0u)] = v200;
    p_out0[(v9 + 1u)] = v378;
    p_out0[(v9 + 2u)] = v556;
    p_out0[(v9 + 3u)] = v734;
  }
}
