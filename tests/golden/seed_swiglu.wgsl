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
    var v87: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v88: f32 = morph_div_f32(v87, v83);
    var v89: f32 = v27 * v88;
    var v90: f32 = bitcast<f32>(bitcast<u32>(v27) ^ 0x80000000u);
    var v91: f32 = morph_fma_f32(v89, v83, v90);
    var v92: f32 = morph_fma_f32(v89, v86, v91);
    var v93: f32 = bitcast<f32>(bitcast<u32>(v88) ^ 0x80000000u);
    var v94: f32 = morph_fma_f32(v92, v93, v89);
    var v95: i32 = 0;
    var v96: i32 = 126;
    var v97: i32 = bitcast<i32>(bitcast<u32>(v41) - bitcast<u32>(v96));
    var v98: i32 = select(v97, v95, v97 < v95);
    var v99: i32 = 0;
    var v100: i32 = bitcast<i32>(bitcast<u32>(v99) - bitcast<u32>(v98));
    var v101: i32 = 127;
    var v102: i32 = bitcast<i32>(bitcast<u32>(v100) + bitcast<u32>(v101));
    var v103: i32 = 23;
    var v104: i32 = bitcast<i32>(bitcast<u32>(v102) << (bitcast<u32>(v103) & 31u));
    var v105: f32 = bitcast<f32>(v104);
    var v106: f32 = select(v29, v77, v65 != 0u);
    var v107: f32 = v94 * v105;
    var v108: f32 = v107 * v106;
    var v109: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v110: u32 = select(0u, 1u, (v15 < v109));
    var v111: f32 = select(v15, v108, v110 != 0u);
    var v23: f32 = v111;
    var v324: f32 = v23 * v19;
    var v326: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v327: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v328: u32 = select(0u, 1u, (v16 >= v327));
    var v329: f32 = select(v326, v16, v328 != 0u);
    var v330: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v331: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v332: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v333: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v334: u32 = select(0u, 1u, (v329 <= v333));
    var v335: f32 = select(v332, v329, v334 != 0u);
    var v336: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v337: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v338: f32 = morph_fma_f32(v335, v337, v336);
    var v339: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v340: f32 = v338 - v339;
    var v341: i32 = bitcast<i32>(v338);
    var v342: i32 = 1262485504;
    var v343: i32 = bitcast<i32>(bitcast<u32>(v341) - bitcast<u32>(v342));
    var v344: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v345: f32 = morph_fma_f32(v340, v344, v335);
    var v346: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v347: f32 = morph_fma_f32(v340, v346, v330);
    var v348: f32 = v345 + v347;
    var v349: f32 = bitcast<f32>(bitcast<u32>(v348) ^ 0x80000000u);
    var v350: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v351: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v352: f32 = morph_fma_f32(v349, v351, v350);
    var v353: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v354: f32 = morph_fma_f32(v349, v352, v353);
    var v355: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v356: f32 = morph_fma_f32(v349, v354, v355);
    var v357: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v358: f32 = morph_fma_f32(v349, v356, v357);
    var v359: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v360: f32 = morph_fma_f32(v349, v358, v359);
    var v361: f32 = v349 * v349;
    var v362: f32 = morph_fma_f32(v361, v360, v349);
    var v363: f32 = v331 + v362;
    var v364: f32 = v363 - v331;
    var v365: f32 = v362 - v364;
    var v366: i32 = 0;
    var v367: u32 = select(0u, 1u, (v343 > v366));
    var v368: i32 = 126;
    var v369: i32 = 0;
    var v370: i32 = bitcast<i32>(bitcast<u32>(v369) - bitcast<u32>(v343));
    var v371: i32 = select(v370, v343, v367 != 0u);
    var v372: i32 = select(v368, v371, v371 < v368);
    var v373: i32 = 0;
    var v374: i32 = bitcast<i32>(bitcast<u32>(v373) - bitcast<u32>(v372));
    var v375: i32 = 127;
    var v376: i32 = bitcast<i32>(bitcast<u32>(v374) + bitcast<u32>(v375));
    var v377: i32 = 23;
    var v378: i32 = bitcast<i32>(bitcast<u32>(v376) << (bitcast<u32>(v377) & 31u));
    var v379: f32 = bitcast<f32>(v378);
    var v380: f32 = select(v331, v363, v367 != 0u);
    var v381: f32 = v363 * v379;
    var v382: f32 = select(v381, v379, v367 != 0u);
    var v383: f32 = v365 * v379;
    var v384: f32 = select(v383, v365, v367 != 0u);
    var v385: f32 = v380 + v382;
    var v386: f32 = v385 - v380;
    var v387: f32 = v382 - v386;
    var v388: f32 = v387 + v384;
    var v389: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v390: f32 = morph_div_f32(v389, v385);
    var v391: f32 = v329 * v390;
    var v392: f32 = bitcast<f32>(bitcast<u32>(v329) ^ 0x80000000u);
    var v393: f32 = morph_fma_f32(v391, v385, v392);
    var v394: f32 = morph_fma_f32(v391, v388, v393);
    var v395: f32 = bitcast<f32>(bitcast<u32>(v390) ^ 0x80000000u);
    var v396: f32 = morph_fma_f32(v394, v395, v391);
    var v397: i32 = 0;
    var v398: i32 = 126;
    var v399: i32 = bitcast<i32>(bitcast<u32>(v343) - bitcast<u32>(v398));
    var v400: i32 = select(v399, v397, v399 < v397);
    var v401: i32 = 0;
    var v402: i32 = bitcast<i32>(bitcast<u32>(v401) - bitcast<u32>(v400));
    var v403: i32 = 127;
    var v404: i32 = bitcast<i32>(bitcast<u32>(v402) + bitcast<u32>(v403));
    var v405: i32 = 23;
    var v406: i32 = bitcast<i32>(bitcast<u32>(v404) << (bitcast<u32>(v405) & 31u));
    var v407: f32 = bitcast<f32>(v406);
    var v408: f32 = select(v331, v379, v367 != 0u);
    var v409: f32 = v396 * v407;
    var v410: f32 = v409 * v408;
    var v411: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v412: u32 = select(0u, 1u, (v16 < v411));
    var v413: f32 = select(v16, v410, v412 != 0u);
    var v325: f32 = v413;
    var v626: f32 = v325 * v20;
    var v628: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v629: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v630: u32 = select(0u, 1u, (v17 >= v629));
    var v631: f32 = select(v628, v17, v630 != 0u);
    var v632: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v633: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v634: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v635: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v636: u32 = select(0u, 1u, (v631 <= v635));
    var v637: f32 = select(v634, v631, v636 != 0u);
    var v638: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v639: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v640: f32 = morph_fma_f32(v637, v639, v638);
    var v641: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v642: f32 = v640 - v641;
    var v643: i32 = bitcast<i32>(v640);
    var v644: i32 = 1262485504;
    var v645: i32 = bitcast<i32>(bitcast<u32>(v643) - bitcast<u32>(v644));
    var v646: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v647: f32 = morph_fma_f32(v642, v646, v637);
    var v648: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v649: f32 = morph_fma_f32(v642, v648, v632);
    var v650: f32 = v647 + v649;
    var v651: f32 = bitcast<f32>(bitcast<u32>(v650) ^ 0x80000000u);
    var v652: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v653: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v654: f32 = morph_fma_f32(v651, v653, v652);
    var v655: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v656: f32 = morph_fma_f32(v651, v654, v655);
    var v657: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v658: f32 = morph_fma_f32(v651, v656, v657);
    var v659: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v660: f32 = morph_fma_f32(v651, v658, v659);
    var v661: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v662: f32 = morph_fma_f32(v651, v660, v661);
    var v663: f32 = v651 * v651;
    var v664: f32 = morph_fma_f32(v663, v662, v651);
    var v665: f32 = v633 + v664;
    var v666: f32 = v665 - v633;
    var v667: f32 = v664 - v666;
    var v668: i32 = 0;
    var v669: u32 = select(0u, 1u, (v645 > v668));
    var v670: i32 = 126;
    var v671: i32 = 0;
    var v672: i32 = bitcast<i32>(bitcast<u32>(v671) - bitcast<u32>(v645));
    var v673: i32 = select(v672, v645, v669 != 0u);
    var v674: i32 = select(v670, v673, v673 < v670);
    var v675: i32 = 0;
    var v676: i32 = bitcast<i32>(bitcast<u32>(v675) - bitcast<u32>(v674));
    var v677: i32 = 127;
    var v678: i32 = bitcast<i32>(bitcast<u32>(v676) + bitcast<u32>(v677));
    var v679: i32 = 23;
    var v680: i32 = bitcast<i32>(bitcast<u32>(v678) << (bitcast<u32>(v679) & 31u));
    var v681: f32 = bitcast<f32>(v680);
    var v682: f32 = select(v633, v665, v669 != 0u);
    var v683: f32 = v665 * v681;
    var v684: f32 = select(v683, v681, v669 != 0u);
    var v685: f32 = v667 * v681;
    var v686: f32 = select(v685, v667, v669 != 0u);
    var v687: f32 = v682 + v684;
    var v688: f32 = v687 - v682;
    var v689: f32 = v684 - v688;
    var v690: f32 = v689 + v686;
    var v691: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v692: f32 = morph_div_f32(v691, v687);
    var v693: f32 = v631 * v692;
    var v694: f32 = bitcast<f32>(bitcast<u32>(v631) ^ 0x80000000u);
    var v695: f32 = morph_fma_f32(v693, v687, v694);
    var v696: f32 = morph_fma_f32(v693, v690, v695);
    var v697: f32 = bitcast<f32>(bitcast<u32>(v692) ^ 0x80000000u);
    var v698: f32 = morph_fma_f32(v696, v697, v693);
    var v699: i32 = 0;
    var v700: i32 = 126;
    var v701: i32 = bitcast<i32>(bitcast<u32>(v645) - bitcast<u32>(v700));
    var v702: i32 = select(v701, v699, v701 < v699);
    var v703: i32 = 0;
    var v704: i32 = bitcast<i32>(bitcast<u32>(v703) - bitcast<u32>(v702));
    var v705: i32 = 127;
    var v706: i32 = bitcast<i32>(bitcast<u32>(v704) + bitcast<u32>(v705));
    var v707: i32 = 23;
    var v708: i32 = bitcast<i32>(bitcast<u32>(v706) << (bitcast<u32>(v707) & 31u));
    var v709: f32 = bitcast<f32>(v708);
    var v710: f32 = select(v633, v681, v669 != 0u);
    var v711: f32 = v698 * v709;
    var v712: f32 = v711 * v710;
    var v713: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v714: u32 = select(0u, 1u, (v17 < v713));
    var v715: f32 = select(v17, v712, v714 != 0u);
    var v627: f32 = v715;
    var v928: f32 = v627 * v21;
    var v930: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v931: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v932: u32 = select(0u, 1u, (v18 >= v931));
    var v933: f32 = select(v930, v18, v932 != 0u);
    var v934: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v935: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v936: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v937: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v938: u32 = select(0u, 1u, (v933 <= v937));
    var v939: f32 = select(v936, v933, v938 != 0u);
    var v940: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v941: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v942: f32 = morph_fma_f32(v939, v941, v940);
    var v943: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v944: f32 = v942 - v943;
    var v945: i32 = bitcast<i32>(v942);
    var v946: i32 = 1262485504;
    var v947: i32 = bitcast<i32>(bitcast<u32>(v945) - bitcast<u32>(v946));
    var v948: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v949: f32 = morph_fma_f32(v944, v948, v939);
    var v950: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v951: f32 = morph_fma_f32(v944, v950, v934);
    var v952: f32 = v949 + v951;
    var v953: f32 = bitcast<f32>(bitcast<u32>(v952) ^ 0x80000000u);
    var v954: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v955: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v956: f32 = morph_fma_f32(v953, v955, v954);
    var v957: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v958: f32 = morph_fma_f32(v953, v956, v957);
    var v959: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v960: f32 = morph_fma_f32(v953, v958, v959);
    var v961: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v962: f32 = morph_fma_f32(v953, v960, v961);
    var v963: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v964: f32 = morph_fma_f32(v953, v962, v963);
    var v965: f32 = v953 * v953;
    var v966: f32 = morph_fma_f32(v965, v964, v953);
    var v967: f32 = v935 + v966;
    var v968: f32 = v967 - v935;
    var v969: f32 = v966 - v968;
    var v970: i32 = 0;
    var v971: u32 = select(0u, 1u, (v947 > v970));
    var v972: i32 = 126;
    var v973: i32 = 0;
    var v974: i32 = bitcast<i32>(bitcast<u32>(v973) - bitcast<u32>(v947));
    var v975: i32 = select(v974, v947, v971 != 0u);
    var v976: i32 = select(v972, v975, v975 < v972);
    var v977: i32 = 0;
    var v978: i32 = bitcast<i32>(bitcast<u32>(v977) - bitcast<u32>(v976));
    var v979: i32 = 127;
    var v980: i32 = bitcast<i32>(bitcast<u32>(v978) + bitcast<u32>(v979));
    var v981: i32 = 23;
    var v982: i32 = bitcast<i32>(bitcast<u32>(v980) << (bitcast<u32>(v981) & 31u));
    var v983: f32 = bitcast<f32>(v982);
    var v984: f32 = select(v935, v967, v971 != 0u);
    var v985: f32 = v967 * v983;
    var v986: f32 = select(v985, v983, v971 != 0u);
    var v987: f32 = v969 * v983;
    var v988: f32 = select(v987, v969, v971 != 0u);
    var v989: f32 = v984 + v986;
    var v990: f32 = v989 - v984;
    var v991: f32 = v986 - v990;
    var v992: f32 = v991 + v988;
    var v993: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v994: f32 = morph_div_f32(v993, v989);
    var v995: f32 = v933 * v994;
    var v996: f32 = bitcast<f32>(bitcast<u32>(v933) ^ 0x80000000u);
    var v997: f32 = morph_fma_f32(v995, v989, v996);
    var v998: f32 = morph_fma_f32(v995, v992, v997);
    var v999: f32 = bitcast<f32>(bitcast<u32>(v994) ^ 0x80000000u);
    var v1000: f32 = morph_fma_f32(v998, v999, v995);
    var v1001: i32 = 0;
    var v1002: i32 = 126;
    var v1003: i32 = bitcast<i32>(bitcast<u32>(v947) - bitcast<u32>(v1002));
    var v1004: i32 = select(v1003, v1001, v1003 < v1001);
    var v1005: i32 = 0;
    var v1006: i32 = bitcast<i32>(bitcast<u32>(v1005) - bitcast<u32>(v1004));
    var v1007: i32 = 127;
    var v1008: i32 = bitcast<i32>(bitcast<u32>(v1006) + bitcast<u32>(v1007));
    var v1009: i32 = 23;
    var v1010: i32 = bitcast<i32>(bitcast<u32>(v1008) << (bitcast<u32>(v1009) & 31u));
    var v1011: f32 = bitcast<f32>(v1010);
    var v1012: f32 = select(v935, v983, v971 != 0u);
    var v1013: f32 = v1000 * v1011;
    var v1014: f32 = v1013 * v1012;
    var v1015: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1016: u32 = select(0u, 1u, (v18 < v1015));
    var v1017: f32 = select(v18, v1014, v1016 != 0u);
    var v929: f32 = v1017;
    var v1230: f32 = v929 * v22;
    p_out0[(v9 + 0u)] = v324;
    p_out0[(v9 + 1u)] = v626;
    p_out0[(v9 + 2u)] = v928;
    p_out0[(v9 + 3u)] = v1230;
  }
}
