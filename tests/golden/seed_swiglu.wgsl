// Kernel 'dag_map' printed by Morph for wgsl (key 3637447517149338526).
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
    var v24: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v25: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v26: u32 = select(0u, 1u, (v15 >= v25));
    var v27: f32 = select(v24, v15, v26 != 0u);
    var v28: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v29: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v30: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v31: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v32: u32 = select(0u, 1u, (v27 <= v31));
    var v33: f32 = select(v30, v27, v32 != 0u);
    var v34: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v35: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v36: f32 = morph_fma_f32(v33, v35, v34);
    var v37: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v38: f32 = v36 - v37;
    var v39: i32 = bitcast<i32>(v36);
    var v40: i32 = 1262485504;
    var v41: i32 = bitcast<i32>(bitcast<u32>(v39) - bitcast<u32>(v40));
    var v42: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v43: f32 = morph_fma_f32(v38, v42, v33);
    var v44: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v45: f32 = morph_fma_f32(v38, v44, v28);
    var v46: f32 = v43 + v45;
    var v47: f32 = bitcast<f32>(bitcast<u32>(v46) ^ 0x80000000u);
    var v48: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v49: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v50: f32 = morph_fma_f32(v47, v49, v48);
    var v51: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v52: f32 = morph_fma_f32(v47, v50, v51);
    var v53: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v54: f32 = morph_fma_f32(v47, v52, v53);
    var v55: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v56: f32 = morph_fma_f32(v47, v54, v55);
    var v57: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v58: f32 = morph_fma_f32(v47, v56, v57);
    var v59: f32 = v47 * v47;
    var v60: f32 = morph_fma_f32(v59, v58, v47);
    var v61: f32 = v29 + v60;
    var v62: f32 = v61 - v29;
    var v63: f32 = v60 - v62;
    var v64: i32 = 0;
    var v65: u32 = select(0u, 1u, (v41 > v64));
    var v66: i32 = 126;
    var v67: i32 = 0;
    var v68: i32 = bitcast<i32>(bitcast<u32>(v67) - bitcast<u32>(v41));
    var v69: i32 = select(v68, v41, v65 != 0u);
    var v70: i32 = select(v66, v69, v69 < v66);
    var v71: i32 = 0;
    var v72: i32 = bitcast<i32>(bitcast<u32>(v71) - bitcast<u32>(v70));
    var v73: i32 = 127;
    var v74: i32 = bitcast<i32>(bitcast<u32>(v72) + bitcast<u32>(v73));
    var v75: i32 = 23;
    var v76: i32 = bitcast<i32>(bitcast<u32>(v74) << (bitcast<u32>(v75) & 31u));
    var v77: f32 = bitcast<f32>(v76);
    var v78: f32 = select(v29, v61, v65 != 0u);
    var v79: f32 = v61 * v77;
    var v80: f32 = select(v79, v77, v65 != 0u);
    var v81: f32 = v63 * v77;
    var v82: f32 = select(v81, v63, v65 != 0u);
    var v83: f32 = v78 + v80;
    var v84: f32 = v83 - v78;
    var v85: f32 = v80 - v84;
    var v86: f32 = v85 + v82;
    var v87: f32 = morph_div_f32(v29, v83);
    var v88: f32 = v27 * v87;
    var v89: f32 = bitcast<f32>(bitcast<u32>(v27) ^ 0x80000000u);
    var v90: f32 = morph_fma_f32(v88, v83, v89);
    var v91: f32 = morph_fma_f32(v88, v86, v90);
    var v92: f32 = bitcast<f32>(bitcast<u32>(v87) ^ 0x80000000u);
    var v93: f32 = morph_fma_f32(v91, v92, v88);
    var v94: i32 = 0;
    var v95: i32 = 126;
    var v96: i32 = bitcast<i32>(bitcast<u32>(v41) - bitcast<u32>(v95));
    var v97: i32 = select(v96, v94, v96 < v94);
    var v98: i32 = 0;
    var v99: i32 = bitcast<i32>(bitcast<u32>(v98) - bitcast<u32>(v97));
    var v100: i32 = 127;
    var v101: i32 = bitcast<i32>(bitcast<u32>(v99) + bitcast<u32>(v100));
    var v102: i32 = 23;
    var v103: i32 = bitcast<i32>(bitcast<u32>(v101) << (bitcast<u32>(v102) & 31u));
    var v104: f32 = bitcast<f32>(v103);
    var v105: f32 = select(v29, v77, v65 != 0u);
    var v106: f32 = v93 * v104;
    var v107: f32 = v106 * v105;
    var v108: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v109: u32 = select(0u, 1u, (v15 < v108));
    var v110: f32 = select(v15, v107, v109 != 0u);
    var v23: f32 = v110;
    var v208: f32 = v23 * v19;
    var v210: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v211: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v212: u32 = select(0u, 1u, (v16 >= v211));
    var v213: f32 = select(v210, v16, v212 != 0u);
    var v214: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v215: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v216: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v217: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v218: u32 = select(0u, 1u, (v213 <= v217));
    var v219: f32 = select(v216, v213, v218 != 0u);
    var v220: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v221: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v222: f32 = morph_fma_f32(v219, v221, v220);
    var v223: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v224: f32 = v222 - v223;
    var v225: i32 = bitcast<i32>(v222);
    var v226: i32 = 1262485504;
    var v227: i32 = bitcast<i32>(bitcast<u32>(v225) - bitcast<u32>(v226));
    var v228: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v229: f32 = morph_fma_f32(v224, v228, v219);
    var v230: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v231: f32 = morph_fma_f32(v224, v230, v214);
    var v232: f32 = v229 + v231;
    var v233: f32 = bitcast<f32>(bitcast<u32>(v232) ^ 0x80000000u);
    var v234: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v235: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v236: f32 = morph_fma_f32(v233, v235, v234);
    var v237: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v238: f32 = morph_fma_f32(v233, v236, v237);
    var v239: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v240: f32 = morph_fma_f32(v233, v238, v239);
    var v241: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v242: f32 = morph_fma_f32(v233, v240, v241);
    var v243: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v244: f32 = morph_fma_f32(v233, v242, v243);
    var v245: f32 = v233 * v233;
    var v246: f32 = morph_fma_f32(v245, v244, v233);
    var v247: f32 = v215 + v246;
    var v248: f32 = v247 - v215;
    var v249: f32 = v246 - v248;
    var v250: i32 = 0;
    var v251: u32 = select(0u, 1u, (v227 > v250));
    var v252: i32 = 126;
    var v253: i32 = 0;
    var v254: i32 = bitcast<i32>(bitcast<u32>(v253) - bitcast<u32>(v227));
    var v255: i32 = select(v254, v227, v251 != 0u);
    var v256: i32 = select(v252, v255, v255 < v252);
    var v257: i32 = 0;
    var v258: i32 = bitcast<i32>(bitcast<u32>(v257) - bitcast<u32>(v256));
    var v259: i32 = 127;
    var v260: i32 = bitcast<i32>(bitcast<u32>(v258) + bitcast<u32>(v259));
    var v261: i32 = 23;
    var v262: i32 = bitcast<i32>(bitcast<u32>(v260) << (bitcast<u32>(v261) & 31u));
    var v263: f32 = bitcast<f32>(v262);
    var v264: f32 = select(v215, v247, v251 != 0u);
    var v265: f32 = v247 * v263;
    var v266: f32 = select(v265, v263, v251 != 0u);
    var v267: f32 = v249 * v263;
    var v268: f32 = select(v267, v249, v251 != 0u);
    var v269: f32 = v264 + v266;
    var v270: f32 = v269 - v264;
    var v271: f32 = v266 - v270;
    var v272: f32 = v271 + v268;
    var v273: f32 = morph_div_f32(v215, v269);
    var v274: f32 = v213 * v273;
    var v275: f32 = bitcast<f32>(bitcast<u32>(v213) ^ 0x80000000u);
    var v276: f32 = morph_fma_f32(v274, v269, v275);
    var v277: f32 = morph_fma_f32(v274, v272, v276);
    var v278: f32 = bitcast<f32>(bitcast<u32>(v273) ^ 0x80000000u);
    var v279: f32 = morph_fma_f32(v277, v278, v274);
    var v280: i32 = 0;
    var v281: i32 = 126;
    var v282: i32 = bitcast<i32>(bitcast<u32>(v227) - bitcast<u32>(v281));
    var v283: i32 = select(v282, v280, v282 < v280);
    var v284: i32 = 0;
    var v285: i32 = bitcast<i32>(bitcast<u32>(v284) - bitcast<u32>(v283));
    var v286: i32 = 127;
    var v287: i32 = bitcast<i32>(bitcast<u32>(v285) + bitcast<u32>(v286));
    var v288: i32 = 23;
    var v289: i32 = bitcast<i32>(bitcast<u32>(v287) << (bitcast<u32>(v288) & 31u));
    var v290: f32 = bitcast<f32>(v289);
    var v291: f32 = select(v215, v263, v251 != 0u);
    var v292: f32 = v279 * v290;
    var v293: f32 = v292 * v291;
    var v294: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v295: u32 = select(0u, 1u, (v16 < v294));
    var v296: f32 = select(v16, v293, v295 != 0u);
    var v209: f32 = v296;
    var v394: f32 = v209 * v20;
    var v396: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v397: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v398: u32 = select(0u, 1u, (v17 >= v397));
    var v399: f32 = select(v396, v17, v398 != 0u);
    var v400: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v401: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v402: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v403: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v404: u32 = select(0u, 1u, (v399 <= v403));
    var v405: f32 = select(v402, v399, v404 != 0u);
    var v406: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v407: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v408: f32 = morph_fma_f32(v405, v407, v406);
    var v409: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v410: f32 = v408 - v409;
    var v411: i32 = bitcast<i32>(v408);
    var v412: i32 = 1262485504;
    var v413: i32 = bitcast<i32>(bitcast<u32>(v411) - bitcast<u32>(v412));
    var v414: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v415: f32 = morph_fma_f32(v410, v414, v405);
    var v416: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v417: f32 = morph_fma_f32(v410, v416, v400);
    var v418: f32 = v415 + v417;
    var v419: f32 = bitcast<f32>(bitcast<u32>(v418) ^ 0x80000000u);
    var v420: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v421: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v422: f32 = morph_fma_f32(v419, v421, v420);
    var v423: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v424: f32 = morph_fma_f32(v419, v422, v423);
    var v425: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v426: f32 = morph_fma_f32(v419, v424, v425);
    var v427: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v428: f32 = morph_fma_f32(v419, v426, v427);
    var v429: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v430: f32 = morph_fma_f32(v419, v428, v429);
    var v431: f32 = v419 * v419;
    var v432: f32 = morph_fma_f32(v431, v430, v419);
    var v433: f32 = v401 + v432;
    var v434: f32 = v433 - v401;
    var v435: f32 = v432 - v434;
    var v436: i32 = 0;
    var v437: u32 = select(0u, 1u, (v413 > v436));
    var v438: i32 = 126;
    var v439: i32 = 0;
    var v440: i32 = bitcast<i32>(bitcast<u32>(v439) - bitcast<u32>(v413));
    var v441: i32 = select(v440, v413, v437 != 0u);
    var v442: i32 = select(v438, v441, v441 < v438);
    var v443: i32 = 0;
    var v444: i32 = bitcast<i32>(bitcast<u32>(v443) - bitcast<u32>(v442));
    var v445: i32 = 127;
    var v446: i32 = bitcast<i32>(bitcast<u32>(v444) + bitcast<u32>(v445));
    var v447: i32 = 23;
    var v448: i32 = bitcast<i32>(bitcast<u32>(v446) << (bitcast<u32>(v447) & 31u));
    var v449: f32 = bitcast<f32>(v448);
    var v450: f32 = select(v401, v433, v437 != 0u);
    var v451: f32 = v433 * v449;
    var v452: f32 = select(v451, v449, v437 != 0u);
    var v453: f32 = v435 * v449;
    var v454: f32 = select(v453, v435, v437 != 0u);
    var v455: f32 = v450 + v452;
    var v456: f32 = v455 - v450;
    var v457: f32 = v452 - v456;
    var v458: f32 = v457 + v454;
    var v459: f32 = morph_div_f32(v401, v455);
    var v460: f32 = v399 * v459;
    var v461: f32 = bitcast<f32>(bitcast<u32>(v399) ^ 0x80000000u);
    var v462: f32 = morph_fma_f32(v460, v455, v461);
    var v463: f32 = morph_fma_f32(v460, v458, v462);
    var v464: f32 = bitcast<f32>(bitcast<u32>(v459) ^ 0x80000000u);
    var v465: f32 = morph_fma_f32(v463, v464, v460);
    var v466: i32 = 0;
    var v467: i32 = 126;
    var v468: i32 = bitcast<i32>(bitcast<u32>(v413) - bitcast<u32>(v467));
    var v469: i32 = select(v468, v466, v468 < v466);
    var v470: i32 = 0;
    var v471: i32 = bitcast<i32>(bitcast<u32>(v470) - bitcast<u32>(v469));
    var v472: i32 = 127;
    var v473: i32 = bitcast<i32>(bitcast<u32>(v471) + bitcast<u32>(v472));
    var v474: i32 = 23;
    var v475: i32 = bitcast<i32>(bitcast<u32>(v473) << (bitcast<u32>(v474) & 31u));
    var v476: f32 = bitcast<f32>(v475);
    var v477: f32 = select(v401, v449, v437 != 0u);
    var v478: f32 = v465 * v476;
    var v479: f32 = v478 * v477;
    var v480: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v481: u32 = select(0u, 1u, (v17 < v480));
    var v482: f32 = select(v17, v479, v481 != 0u);
    var v395: f32 = v482;
    var v580: f32 = v395 * v21;
    var v582: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v583: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v584: u32 = select(0u, 1u, (v18 >= v583));
    var v585: f32 = select(v582, v18, v584 != 0u);
    var v586: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v587: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v588: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v589: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v590: u32 = select(0u, 1u, (v585 <= v589));
    var v591: f32 = select(v588, v585, v590 != 0u);
    var v592: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v593: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v594: f32 = morph_fma_f32(v591, v593, v592);
    var v595: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v596: f32 = v594 - v595;
    var v597: i32 = bitcast<i32>(v594);
    var v598: i32 = 1262485504;
    var v599: i32 = bitcast<i32>(bitcast<u32>(v597) - bitcast<u32>(v598));
    var v600: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v601: f32 = morph_fma_f32(v596, v600, v591);
    var v602: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v603: f32 = morph_fma_f32(v596, v602, v586);
    var v604: f32 = v601 + v603;
    var v605: f32 = bitcast<f32>(bitcast<u32>(v604) ^ 0x80000000u);
    var v606: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v607: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v608: f32 = morph_fma_f32(v605, v607, v606);
    var v609: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v610: f32 = morph_fma_f32(v605, v608, v609);
    var v611: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v612: f32 = morph_fma_f32(v605, v610, v611);
    var v613: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v614: f32 = morph_fma_f32(v605, v612, v613);
    var v615: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v616: f32 = morph_fma_f32(v605, v614, v615);
    var v617: f32 = v605 * v605;
    var v618: f32 = morph_fma_f32(v617, v616, v605);
    var v619: f32 = v587 + v618;
    var v620: f32 = v619 - v587;
    var v621: f32 = v618 - v620;
    var v622: i32 = 0;
    var v623: u32 = select(0u, 1u, (v599 > v622));
    var v624: i32 = 126;
    var v625: i32 = 0;
    var v626: i32 = bitcast<i32>(bitcast<u32>(v625) - bitcast<u32>(v599));
    var v627: i32 = select(v626, v599, v623 != 0u);
    var v628: i32 = select(v624, v627, v627 < v624);
    var v629: i32 = 0;
    var v630: i32 = bitcast<i32>(bitcast<u32>(v629) - bitcast<u32>(v628));
    var v631: i32 = 127;
    var v632: i32 = bitcast<i32>(bitcast<u32>(v630) + bitcast<u32>(v631));
    var v633: i32 = 23;
    var v634: i32 = bitcast<i32>(bitcast<u32>(v632) << (bitcast<u32>(v633) & 31u));
    var v635: f32 = bitcast<f32>(v634);
    var v636: f32 = select(v587, v619, v623 != 0u);
    var v637: f32 = v619 * v635;
    var v638: f32 = select(v637, v635, v623 != 0u);
    var v639: f32 = v621 * v635;
    var v640: f32 = select(v639, v621, v623 != 0u);
    var v641: f32 = v636 + v638;
    var v642: f32 = v641 - v636;
    var v643: f32 = v638 - v642;
    var v644: f32 = v643 + v640;
    var v645: f32 = morph_div_f32(v587, v641);
    var v646: f32 = v585 * v645;
    var v647: f32 = bitcast<f32>(bitcast<u32>(v585) ^ 0x80000000u);
    var v648: f32 = morph_fma_f32(v646, v641, v647);
    var v649: f32 = morph_fma_f32(v646, v644, v648);
    var v650: f32 = bitcast<f32>(bitcast<u32>(v645) ^ 0x80000000u);
    var v651: f32 = morph_fma_f32(v649, v650, v646);
    var v652: i32 = 0;
    var v653: i32 = 126;
    var v654: i32 = bitcast<i32>(bitcast<u32>(v599) - bitcast<u32>(v653));
    var v655: i32 = select(v654, v652, v654 < v652);
    var v656: i32 = 0;
    var v657: i32 = bitcast<i32>(bitcast<u32>(v656) - bitcast<u32>(v655));
    var v658: i32 = 127;
    var v659: i32 = bitcast<i32>(bitcast<u32>(v657) + bitcast<u32>(v658));
    var v660: i32 = 23;
    var v661: i32 = bitcast<i32>(bitcast<u32>(v659) << (bitcast<u32>(v660) & 31u));
    var v662: f32 = bitcast<f32>(v661);
    var v663: f32 = select(v587, v635, v623 != 0u);
    var v664: f32 = v651 * v662;
    var v665: f32 = v664 * v663;
    var v666: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v667: u32 = select(0u, 1u, (v18 < v666));
    var v668: f32 = select(v18, v665, v667 != 0u);
    var v581: f32 = v668;
    var v766: f32 = v581 * v22;
    p_out0[(v9 + 0u)] = v208;
    p_out0[(v9 + 1u)] = v394;
    p_out0[(v9 + 2u)] = v580;
    p_out0[(v9 + 3u)] = v766;
  }
}
