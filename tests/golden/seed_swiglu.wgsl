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
    var v48: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v49: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v50: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v51: f32 = morph_fma_f32(v47, v50, v49);
    var v52: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v53: f32 = morph_fma_f32(v47, v51, v52);
    var v54: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v55: f32 = morph_fma_f32(v47, v53, v54);
    var v56: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v57: f32 = morph_fma_f32(v47, v55, v56);
    var v58: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v59: f32 = morph_fma_f32(v47, v57, v58);
    var v60: f32 = v47 * v47;
    var v61: f32 = morph_fma_f32(v60, v59, v47);
    var v62: f32 = v48 + v61;
    var v63: f32 = v62 - v48;
    var v64: f32 = v61 - v63;
    var v65: i32 = 0;
    var v66: u32 = select(0u, 1u, (v41 > v65));
    var v67: i32 = 126;
    var v68: i32 = 0;
    var v69: i32 = bitcast<i32>(bitcast<u32>(v68) - bitcast<u32>(v41));
    var v70: i32 = select(v69, v41, v66 != 0u);
    var v71: i32 = select(v67, v70, v70 < v67);
    var v72: i32 = 0;
    var v73: i32 = bitcast<i32>(bitcast<u32>(v72) - bitcast<u32>(v71));
    var v74: i32 = 127;
    var v75: i32 = bitcast<i32>(bitcast<u32>(v73) + bitcast<u32>(v74));
    var v76: i32 = 23;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v75) << (bitcast<u32>(v76) & 31u));
    var v78: f32 = bitcast<f32>(v77);
    var v79: f32 = select(v29, v62, v66 != 0u);
    var v80: f32 = v62 * v78;
    var v81: f32 = select(v80, v78, v66 != 0u);
    var v82: f32 = v64 * v78;
    var v83: f32 = select(v82, v64, v66 != 0u);
    var v84: f32 = v79 + v81;
    var v85: f32 = v84 - v79;
    var v86: f32 = v81 - v85;
    var v87: f32 = v86 + v83;
    var v88: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v89: f32 = morph_div_f32(v88, v84);
    var v90: f32 = v27 * v89;
    var v91: f32 = bitcast<f32>(bitcast<u32>(v27) ^ 0x80000000u);
    var v92: f32 = morph_fma_f32(v90, v84, v91);
    var v93: f32 = morph_fma_f32(v90, v87, v92);
    var v94: f32 = bitcast<f32>(bitcast<u32>(v89) ^ 0x80000000u);
    var v95: f32 = morph_fma_f32(v93, v94, v90);
    var v96: i32 = 0;
    var v97: i32 = 126;
    var v98: i32 = bitcast<i32>(bitcast<u32>(v41) - bitcast<u32>(v97));
    var v99: i32 = select(v98, v96, v98 < v96);
    var v100: i32 = 0;
    var v101: i32 = bitcast<i32>(bitcast<u32>(v100) - bitcast<u32>(v99));
    var v102: i32 = 127;
    var v103: i32 = bitcast<i32>(bitcast<u32>(v101) + bitcast<u32>(v102));
    var v104: i32 = 23;
    var v105: i32 = bitcast<i32>(bitcast<u32>(v103) << (bitcast<u32>(v104) & 31u));
    var v106: f32 = bitcast<f32>(v105);
    var v107: f32 = select(v29, v78, v66 != 0u);
    var v108: f32 = v95 * v106;
    var v109: f32 = v108 * v107;
    var v110: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v111: u32 = select(0u, 1u, (v15 < v110));
    var v112: f32 = select(v15, v109, v111 != 0u);
    var v23: f32 = v112;
    var v460: f32 = v23 * v19;
    var v462: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v463: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v464: u32 = select(0u, 1u, (v16 >= v463));
    var v465: f32 = select(v462, v16, v464 != 0u);
    var v466: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v467: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v468: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v469: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v470: u32 = select(0u, 1u, (v465 <= v469));
    var v471: f32 = select(v468, v465, v470 != 0u);
    var v472: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v473: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v474: f32 = morph_fma_f32(v471, v473, v472);
    var v475: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v476: f32 = v474 - v475;
    var v477: i32 = bitcast<i32>(v474);
    var v478: i32 = 1262485504;
    var v479: i32 = bitcast<i32>(bitcast<u32>(v477) - bitcast<u32>(v478));
    var v480: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v481: f32 = morph_fma_f32(v476, v480, v471);
    var v482: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v483: f32 = morph_fma_f32(v476, v482, v466);
    var v484: f32 = v481 + v483;
    var v485: f32 = bitcast<f32>(bitcast<u32>(v484) ^ 0x80000000u);
    var v486: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v487: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v488: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v489: f32 = morph_fma_f32(v485, v488, v487);
    var v490: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v491: f32 = morph_fma_f32(v485, v489, v490);
    var v492: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v493: f32 = morph_fma_f32(v485, v491, v492);
    var v494: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v495: f32 = morph_fma_f32(v485, v493, v494);
    var v496: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v497: f32 = morph_fma_f32(v485, v495, v496);
    var v498: f32 = v485 * v485;
    var v499: f32 = morph_fma_f32(v498, v497, v485);
    var v500: f32 = v486 + v499;
    var v501: f32 = v500 - v486;
    var v502: f32 = v499 - v501;
    var v503: i32 = 0;
    var v504: u32 = select(0u, 1u, (v479 > v503));
    var v505: i32 = 126;
    var v506: i32 = 0;
    var v507: i32 = bitcast<i32>(bitcast<u32>(v506) - bitcast<u32>(v479));
    var v508: i32 = select(v507, v479, v504 != 0u);
    var v509: i32 = select(v505, v508, v508 < v505);
    var v510: i32 = 0;
    var v511: i32 = bitcast<i32>(bitcast<u32>(v510) - bitcast<u32>(v509));
    var v512: i32 = 127;
    var v513: i32 = bitcast<i32>(bitcast<u32>(v511) + bitcast<u32>(v512));
    var v514: i32 = 23;
    var v515: i32 = bitcast<i32>(bitcast<u32>(v513) << (bitcast<u32>(v514) & 31u));
    var v516: f32 = bitcast<f32>(v515);
    var v517: f32 = select(v467, v500, v504 != 0u);
    var v518: f32 = v500 * v516;
    var v519: f32 = select(v518, v516, v504 != 0u);
    var v520: f32 = v502 * v516;
    var v521: f32 = select(v520, v502, v504 != 0u);
    var v522: f32 = v517 + v519;
    var v523: f32 = v522 - v517;
    var v524: f32 = v519 - v523;
    var v525: f32 = v524 + v521;
    var v526: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v527: f32 = morph_div_f32(v526, v522);
    var v528: f32 = v465 * v527;
    var v529: f32 = bitcast<f32>(bitcast<u32>(v465) ^ 0x80000000u);
    var v530: f32 = morph_fma_f32(v528, v522, v529);
    var v531: f32 = morph_fma_f32(v528, v525, v530);
    var v532: f32 = bitcast<f32>(bitcast<u32>(v527) ^ 0x80000000u);
    var v533: f32 = morph_fma_f32(v531, v532, v528);
    var v534: i32 = 0;
    var v535: i32 = 126;
    var v536: i32 = bitcast<i32>(bitcast<u32>(v479) - bitcast<u32>(v535));
    var v537: i32 = select(v536, v534, v536 < v534);
    var v538: i32 = 0;
    var v539: i32 = bitcast<i32>(bitcast<u32>(v538) - bitcast<u32>(v537));
    var v540: i32 = 127;
    var v541: i32 = bitcast<i32>(bitcast<u32>(v539) + bitcast<u32>(v540));
    var v542: i32 = 23;
    var v543: i32 = bitcast<i32>(bitcast<u32>(v541) << (bitcast<u32>(v542) & 31u));
    var v544: f32 = bitcast<f32>(v543);
    var v545: f32 = select(v467, v516, v504 != 0u);
    var v546: f32 = v533 * v544;
    var v547: f32 = v546 * v545;
    var v548: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v549: u32 = select(0u, 1u, (v16 < v548));
    var v550: f32 = select(v16, v547, v549 != 0u);
    var v461: f32 = v550;
    var v898: f32 = v461 * v20;
    var v900: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v901: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v902: u32 = select(0u, 1u, (v17 >= v901));
    var v903: f32 = select(v900, v17, v902 != 0u);
    var v904: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v905: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v906: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v907: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v908: u32 = select(0u, 1u, (v903 <= v907));
    var v909: f32 = select(v906, v903, v908 != 0u);
    var v910: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v911: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v912: f32 = morph_fma_f32(v909, v911, v910);
    var v913: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v914: f32 = v912 - v913;
    var v915: i32 = bitcast<i32>(v912);
    var v916: i32 = 1262485504;
    var v917: i32 = bitcast<i32>(bitcast<u32>(v915) - bitcast<u32>(v916));
    var v918: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v919: f32 = morph_fma_f32(v914, v918, v909);
    var v920: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v921: f32 = morph_fma_f32(v914, v920, v904);
    var v922: f32 = v919 + v921;
    var v923: f32 = bitcast<f32>(bitcast<u32>(v922) ^ 0x80000000u);
    var v924: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v925: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v926: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v927: f32 = morph_fma_f32(v923, v926, v925);
    var v928: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v929: f32 = morph_fma_f32(v923, v927, v928);
    var v930: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v931: f32 = morph_fma_f32(v923, v929, v930);
    var v932: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v933: f32 = morph_fma_f32(v923, v931, v932);
    var v934: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v935: f32 = morph_fma_f32(v923, v933, v934);
    var v936: f32 = v923 * v923;
    var v937: f32 = morph_fma_f32(v936, v935, v923);
    var v938: f32 = v924 + v937;
    var v939: f32 = v938 - v924;
    var v940: f32 = v937 - v939;
    var v941: i32 = 0;
    var v942: u32 = select(0u, 1u, (v917 > v941));
    var v943: i32 = 126;
    var v944: i32 = 0;
    var v945: i32 = bitcast<i32>(bitcast<u32>(v944) - bitcast<u32>(v917));
    var v946: i32 = select(v945, v917, v942 != 0u);
    var v947: i32 = select(v943, v946, v946 < v943);
    var v948: i32 = 0;
    var v949: i32 = bitcast<i32>(bitcast<u32>(v948) - bitcast<u32>(v947));
    var v950: i32 = 127;
    var v951: i32 = bitcast<i32>(bitcast<u32>(v949) + bitcast<u32>(v950));
    var v952: i32 = 23;
    var v953: i32 = bitcast<i32>(bitcast<u32>(v951) << (bitcast<u32>(v952) & 31u));
    var v954: f32 = bitcast<f32>(v953);
    var v955: f32 = select(v905, v938, v942 != 0u);
    var v956: f32 = v938 * v954;
    var v957: f32 = select(v956, v954, v942 != 0u);
    var v958: f32 = v940 * v954;
    var v959: f32 = select(v958, v940, v942 != 0u);
    var v960: f32 = v955 + v957;
    var v961: f32 = v960 - v955;
    var v962: f32 = v957 - v961;
    var v963: f32 = v962 + v959;
    var v964: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v965: f32 = morph_div_f32(v964, v960);
    var v966: f32 = v903 * v965;
    var v967: f32 = bitcast<f32>(bitcast<u32>(v903) ^ 0x80000000u);
    var v968: f32 = morph_fma_f32(v966, v960, v967);
    var v969: f32 = morph_fma_f32(v966, v963, v968);
    var v970: f32 = bitcast<f32>(bitcast<u32>(v965) ^ 0x80000000u);
    var v971: f32 = morph_fma_f32(v969, v970, v966);
    var v972: i32 = 0;
    var v973: i32 = 126;
    var v974: i32 = bitcast<i32>(bitcast<u32>(v917) - bitcast<u32>(v973));
    var v975: i32 = select(v974, v972, v974 < v972);
    var v976: i32 = 0;
    var v977: i32 = bitcast<i32>(bitcast<u32>(v976) - bitcast<u32>(v975));
    var v978: i32 = 127;
    var v979: i32 = bitcast<i32>(bitcast<u32>(v977) + bitcast<u32>(v978));
    var v980: i32 = 23;
    var v981: i32 = bitcast<i32>(bitcast<u32>(v979) << (bitcast<u32>(v980) & 31u));
    var v982: f32 = bitcast<f32>(v981);
    var v983: f32 = select(v905, v954, v942 != 0u);
    var v984: f32 = v971 * v982;
    var v985: f32 = v984 * v983;
    var v986: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v987: u32 = select(0u, 1u, (v17 < v986));
    var v988: f32 = select(v17, v985, v987 != 0u);
    var v899: f32 = v988;
    var v1336: f32 = v899 * v21;
    var v1338: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1339: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1340: u32 = select(0u, 1u, (v18 >= v1339));
    var v1341: f32 = select(v1338, v18, v1340 != 0u);
    var v1342: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1343: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1344: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1345: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1346: u32 = select(0u, 1u, (v1341 <= v1345));
    var v1347: f32 = select(v1344, v1341, v1346 != 0u);
    var v1348: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1349: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1350: f32 = morph_fma_f32(v1347, v1349, v1348);
    var v1351: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1352: f32 = v1350 - v1351;
    var v1353: i32 = bitcast<i32>(v1350);
    var v1354: i32 = 1262485504;
    var v1355: i32 = bitcast<i32>(bitcast<u32>(v1353) - bitcast<u32>(v1354));
    var v1356: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1357: f32 = morph_fma_f32(v1352, v1356, v1347);
    var v1358: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1359: f32 = morph_fma_f32(v1352, v1358, v1342);
    var v1360: f32 = v1357 + v1359;
    var v1361: f32 = bitcast<f32>(bitcast<u32>(v1360) ^ 0x80000000u);
    var v1362: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1363: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1364: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1365: f32 = morph_fma_f32(v1361, v1364, v1363);
    var v1366: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1367: f32 = morph_fma_f32(v1361, v1365, v1366);
    var v1368: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1369: f32 = morph_fma_f32(v1361, v1367, v1368);
    var v1370: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1371: f32 = morph_fma_f32(v1361, v1369, v1370);
    var v1372: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1373: f32 = morph_fma_f32(v1361, v1371, v1372);
    var v1374: f32 = v1361 * v1361;
    var v1375: f32 = morph_fma_f32(v1374, v1373, v1361);
    var v1376: f32 = v1362 + v1375;
    var v1377: f32 = v1376 - v1362;
    var v1378: f32 = v1375 - v1377;
    var v1379: i32 = 0;
    var v1380: u32 = select(0u, 1u, (v1355 > v1379));
    var v1381: i32 = 126;
    var v1382: i32 = 0;
    var v1383: i32 = bitcast<i32>(bitcast<u32>(v1382) - bitcast<u32>(v1355));
    var v1384: i32 = select(v1383, v1355, v1380 != 0u);
    var v1385: i32 = select(v1381, v1384, v1384 < v1381);
    var v1386: i32 = 0;
    var v1387: i32 = bitcast<i32>(bitcast<u32>(v1386) - bitcast<u32>(v1385));
    var v1388: i32 = 127;
    var v1389: i32 = bitcast<i32>(bitcast<u32>(v1387) + bitcast<u32>(v1388));
    var v1390: i32 = 23;
    var v1391: i32 = bitcast<i32>(bitcast<u32>(v1389) << (bitcast<u32>(v1390) & 31u));
    var v1392: f32 = bitcast<f32>(v1391);
    var v1393: f32 = select(v1343, v1376, v1380 != 0u);
    var v1394: f32 = v1376 * v1392;
    var v1395: f32 = select(v1394, v1392, v1380 != 0u);
    var v1396: f32 = v1378 * v1392;
    var v1397: f32 = select(v1396, v1378, v1380 != 0u);
    var v1398: f32 = v1393 + v1395;
    var v1399: f32 = v1398 - v1393;
    var v1400: f32 = v1395 - v1399;
    var v1401: f32 = v1400 + v1397;
    var v1402: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1403: f32 = morph_div_f32(v1402, v1398);
    var v1404: f32 = v1341 * v1403;
    var v1405: f32 = bitcast<f32>(bitcast<u32>(v1341) ^ 0x80000000u);
    var v1406: f32 = morph_fma_f32(v1404, v1398, v1405);
    var v1407: f32 = morph_fma_f32(v1404, v1401, v1406);
    var v1408: f32 = bitcast<f32>(bitcast<u32>(v1403) ^ 0x80000000u);
    var v1409: f32 = morph_fma_f32(v1407, v1408, v1404);
    var v1410: i32 = 0;
    var v1411: i32 = 126;
    var v1412: i32 = bitcast<i32>(bitcast<u32>(v1355) - bitcast<u32>(v1411));
    var v1413: i32 = select(v1412, v1410, v1412 < v1410);
    var v1414: i32 = 0;
    var v1415: i32 = bitcast<i32>(bitcast<u32>(v1414) - bitcast<u32>(v1413));
    var v1416: i32 = 127;
    var v1417: i32 = bitcast<i32>(bitcast<u32>(v1415) + bitcast<u32>(v1416));
    var v1418: i32 = 23;
    var v1419: i32 = bitcast<i32>(bitcast<u32>(v1417) << (bitcast<u32>(v1418) & 31u));
    var v1420: f32 = bitcast<f32>(v1419);
    var v1421: f32 = select(v1343, v1392, v1380 != 0u);
    var v1422: f32 = v1409 * v1420;
    var v1423: f32 = v1422 * v1421;
    var v1424: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1425: u32 = select(0u, 1u, (v18 < v1424));
    var v1426: f32 = select(v18, v1423, v1425 != 0u);
    var v1337: f32 = v1426;
    var v1774: f32 = v1337 * v22;
    p_out0[(v9 + 0u)] = v460;
    p_out0[(v9 + 1u)] = v898;
    p_out0[(v9 + 2u)] = v1336;
    p_out0[(v9 + 3u)] = v1774;
  }
}
