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
    var v328: f32 = v23 * v19;
    var v330: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v331: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v332: u32 = select(0u, 1u, (v16 >= v331));
    var v333: f32 = select(v330, v16, v332 != 0u);
    var v334: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v335: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v336: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v337: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v338: u32 = select(0u, 1u, (v333 <= v337));
    var v339: f32 = select(v336, v333, v338 != 0u);
    var v340: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v341: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v342: f32 = morph_fma_f32(v339, v341, v340);
    var v343: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v344: f32 = v342 - v343;
    var v345: i32 = bitcast<i32>(v342);
    var v346: i32 = 1262485504;
    var v347: i32 = bitcast<i32>(bitcast<u32>(v345) - bitcast<u32>(v346));
    var v348: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v349: f32 = morph_fma_f32(v344, v348, v339);
    var v350: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v351: f32 = morph_fma_f32(v344, v350, v334);
    var v352: f32 = v349 + v351;
    var v353: f32 = bitcast<f32>(bitcast<u32>(v352) ^ 0x80000000u);
    var v354: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v355: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v356: f32 = morph_fma_f32(v353, v355, v354);
    var v357: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v358: f32 = morph_fma_f32(v353, v356, v357);
    var v359: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v360: f32 = morph_fma_f32(v353, v358, v359);
    var v361: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v362: f32 = morph_fma_f32(v353, v360, v361);
    var v363: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v364: f32 = morph_fma_f32(v353, v362, v363);
    var v365: f32 = v353 * v353;
    var v366: f32 = morph_fma_f32(v365, v364, v353);
    var v367: f32 = v335 + v366;
    var v368: f32 = v367 - v335;
    var v369: f32 = v366 - v368;
    var v370: i32 = 0;
    var v371: u32 = select(0u, 1u, (v347 > v370));
    var v372: i32 = 126;
    var v373: i32 = 0;
    var v374: i32 = bitcast<i32>(bitcast<u32>(v373) - bitcast<u32>(v347));
    var v375: i32 = select(v374, v347, v371 != 0u);
    var v376: i32 = select(v372, v375, v375 < v372);
    var v377: i32 = 0;
    var v378: i32 = bitcast<i32>(bitcast<u32>(v377) - bitcast<u32>(v376));
    var v379: i32 = 127;
    var v380: i32 = bitcast<i32>(bitcast<u32>(v378) + bitcast<u32>(v379));
    var v381: i32 = 23;
    var v382: i32 = bitcast<i32>(bitcast<u32>(v380) << (bitcast<u32>(v381) & 31u));
    var v383: f32 = bitcast<f32>(v382);
    var v384: f32 = select(v335, v367, v371 != 0u);
    var v385: f32 = v367 * v383;
    var v386: f32 = select(v385, v383, v371 != 0u);
    var v387: f32 = v369 * v383;
    var v388: f32 = select(v387, v369, v371 != 0u);
    var v389: f32 = v384 + v386;
    var v390: f32 = v389 - v384;
    var v391: f32 = v386 - v390;
    var v392: f32 = v391 + v388;
    var v393: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v394: f32 = morph_div_f32(v393, v389);
    var v395: f32 = v333 * v394;
    var v396: f32 = bitcast<f32>(bitcast<u32>(v333) ^ 0x80000000u);
    var v397: f32 = morph_fma_f32(v395, v389, v396);
    var v398: f32 = morph_fma_f32(v395, v392, v397);
    var v399: f32 = bitcast<f32>(bitcast<u32>(v394) ^ 0x80000000u);
    var v400: f32 = morph_fma_f32(v398, v399, v395);
    var v401: i32 = 0;
    var v402: i32 = 126;
    var v403: i32 = bitcast<i32>(bitcast<u32>(v347) - bitcast<u32>(v402));
    var v404: i32 = select(v403, v401, v403 < v401);
    var v405: i32 = 0;
    var v406: i32 = bitcast<i32>(bitcast<u32>(v405) - bitcast<u32>(v404));
    var v407: i32 = 127;
    var v408: i32 = bitcast<i32>(bitcast<u32>(v406) + bitcast<u32>(v407));
    var v409: i32 = 23;
    var v410: i32 = bitcast<i32>(bitcast<u32>(v408) << (bitcast<u32>(v409) & 31u));
    var v411: f32 = bitcast<f32>(v410);
    var v412: f32 = select(v335, v383, v371 != 0u);
    var v413: f32 = v400 * v411;
    var v414: f32 = v413 * v412;
    var v415: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v416: u32 = select(0u, 1u, (v16 < v415));
    var v417: f32 = select(v16, v414, v416 != 0u);
    var v329: f32 = v417;
    var v634: f32 = v329 * v20;
    var v636: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v637: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v638: u32 = select(0u, 1u, (v17 >= v637));
    var v639: f32 = select(v636, v17, v638 != 0u);
    var v640: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v641: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v642: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v643: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v644: u32 = select(0u, 1u, (v639 <= v643));
    var v645: f32 = select(v642, v639, v644 != 0u);
    var v646: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v647: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v648: f32 = morph_fma_f32(v645, v647, v646);
    var v649: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v650: f32 = v648 - v649;
    var v651: i32 = bitcast<i32>(v648);
    var v652: i32 = 1262485504;
    var v653: i32 = bitcast<i32>(bitcast<u32>(v651) - bitcast<u32>(v652));
    var v654: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v655: f32 = morph_fma_f32(v650, v654, v645);
    var v656: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v657: f32 = morph_fma_f32(v650, v656, v640);
    var v658: f32 = v655 + v657;
    var v659: f32 = bitcast<f32>(bitcast<u32>(v658) ^ 0x80000000u);
    var v660: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v661: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v662: f32 = morph_fma_f32(v659, v661, v660);
    var v663: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v664: f32 = morph_fma_f32(v659, v662, v663);
    var v665: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v666: f32 = morph_fma_f32(v659, v664, v665);
    var v667: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v668: f32 = morph_fma_f32(v659, v666, v667);
    var v669: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v670: f32 = morph_fma_f32(v659, v668, v669);
    var v671: f32 = v659 * v659;
    var v672: f32 = morph_fma_f32(v671, v670, v659);
    var v673: f32 = v641 + v672;
    var v674: f32 = v673 - v641;
    var v675: f32 = v672 - v674;
    var v676: i32 = 0;
    var v677: u32 = select(0u, 1u, (v653 > v676));
    var v678: i32 = 126;
    var v679: i32 = 0;
    var v680: i32 = bitcast<i32>(bitcast<u32>(v679) - bitcast<u32>(v653));
    var v681: i32 = select(v680, v653, v677 != 0u);
    var v682: i32 = select(v678, v681, v681 < v678);
    var v683: i32 = 0;
    var v684: i32 = bitcast<i32>(bitcast<u32>(v683) - bitcast<u32>(v682));
    var v685: i32 = 127;
    var v686: i32 = bitcast<i32>(bitcast<u32>(v684) + bitcast<u32>(v685));
    var v687: i32 = 23;
    var v688: i32 = bitcast<i32>(bitcast<u32>(v686) << (bitcast<u32>(v687) & 31u));
    var v689: f32 = bitcast<f32>(v688);
    var v690: f32 = select(v641, v673, v677 != 0u);
    var v691: f32 = v673 * v689;
    var v692: f32 = select(v691, v689, v677 != 0u);
    var v693: f32 = v675 * v689;
    var v694: f32 = select(v693, v675, v677 != 0u);
    var v695: f32 = v690 + v692;
    var v696: f32 = v695 - v690;
    var v697: f32 = v692 - v696;
    var v698: f32 = v697 + v694;
    var v699: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v700: f32 = morph_div_f32(v699, v695);
    var v701: f32 = v639 * v700;
    var v702: f32 = bitcast<f32>(bitcast<u32>(v639) ^ 0x80000000u);
    var v703: f32 = morph_fma_f32(v701, v695, v702);
    var v704: f32 = morph_fma_f32(v701, v698, v703);
    var v705: f32 = bitcast<f32>(bitcast<u32>(v700) ^ 0x80000000u);
    var v706: f32 = morph_fma_f32(v704, v705, v701);
    var v707: i32 = 0;
    var v708: i32 = 126;
    var v709: i32 = bitcast<i32>(bitcast<u32>(v653) - bitcast<u32>(v708));
    var v710: i32 = select(v709, v707, v709 < v707);
    var v711: i32 = 0;
    var v712: i32 = bitcast<i32>(bitcast<u32>(v711) - bitcast<u32>(v710));
    var v713: i32 = 127;
    var v714: i32 = bitcast<i32>(bitcast<u32>(v712) + bitcast<u32>(v713));
    var v715: i32 = 23;
    var v716: i32 = bitcast<i32>(bitcast<u32>(v714) << (bitcast<u32>(v715) & 31u));
    var v717: f32 = bitcast<f32>(v716);
    var v718: f32 = select(v641, v689, v677 != 0u);
    var v719: f32 = v706 * v717;
    var v720: f32 = v719 * v718;
    var v721: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v722: u32 = select(0u, 1u, (v17 < v721));
    var v723: f32 = select(v17, v720, v722 != 0u);
    var v635: f32 = v723;
    var v940: f32 = v635 * v21;
    var v942: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v943: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v944: u32 = select(0u, 1u, (v18 >= v943));
    var v945: f32 = select(v942, v18, v944 != 0u);
    var v946: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v947: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v948: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v949: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v950: u32 = select(0u, 1u, (v945 <= v949));
    var v951: f32 = select(v948, v945, v950 != 0u);
    var v952: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v953: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v954: f32 = morph_fma_f32(v951, v953, v952);
    var v955: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v956: f32 = v954 - v955;
    var v957: i32 = bitcast<i32>(v954);
    var v958: i32 = 1262485504;
    var v959: i32 = bitcast<i32>(bitcast<u32>(v957) - bitcast<u32>(v958));
    var v960: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v961: f32 = morph_fma_f32(v956, v960, v951);
    var v962: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v963: f32 = morph_fma_f32(v956, v962, v946);
    var v964: f32 = v961 + v963;
    var v965: f32 = bitcast<f32>(bitcast<u32>(v964) ^ 0x80000000u);
    var v966: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v967: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v968: f32 = morph_fma_f32(v965, v967, v966);
    var v969: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v970: f32 = morph_fma_f32(v965, v968, v969);
    var v971: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v972: f32 = morph_fma_f32(v965, v970, v971);
    var v973: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v974: f32 = morph_fma_f32(v965, v972, v973);
    var v975: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v976: f32 = morph_fma_f32(v965, v974, v975);
    var v977: f32 = v965 * v965;
    var v978: f32 = morph_fma_f32(v977, v976, v965);
    var v979: f32 = v947 + v978;
    var v980: f32 = v979 - v947;
    var v981: f32 = v978 - v980;
    var v982: i32 = 0;
    var v983: u32 = select(0u, 1u, (v959 > v982));
    var v984: i32 = 126;
    var v985: i32 = 0;
    var v986: i32 = bitcast<i32>(bitcast<u32>(v985) - bitcast<u32>(v959));
    var v987: i32 = select(v986, v959, v983 != 0u);
    var v988: i32 = select(v984, v987, v987 < v984);
    var v989: i32 = 0;
    var v990: i32 = bitcast<i32>(bitcast<u32>(v989) - bitcast<u32>(v988));
    var v991: i32 = 127;
    var v992: i32 = bitcast<i32>(bitcast<u32>(v990) + bitcast<u32>(v991));
    var v993: i32 = 23;
    var v994: i32 = bitcast<i32>(bitcast<u32>(v992) << (bitcast<u32>(v993) & 31u));
    var v995: f32 = bitcast<f32>(v994);
    var v996: f32 = select(v947, v979, v983 != 0u);
    var v997: f32 = v979 * v995;
    var v998: f32 = select(v997, v995, v983 != 0u);
    var v999: f32 = v981 * v995;
    var v1000: f32 = select(v999, v981, v983 != 0u);
    var v1001: f32 = v996 + v998;
    var v1002: f32 = v1001 - v996;
    var v1003: f32 = v998 - v1002;
    var v1004: f32 = v1003 + v1000;
    var v1005: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1006: f32 = morph_div_f32(v1005, v1001);
    var v1007: f32 = v945 * v1006;
    var v1008: f32 = bitcast<f32>(bitcast<u32>(v945) ^ 0x80000000u);
    var v1009: f32 = morph_fma_f32(v1007, v1001, v1008);
    var v1010: f32 = morph_fma_f32(v1007, v1004, v1009);
    var v1011: f32 = bitcast<f32>(bitcast<u32>(v1006) ^ 0x80000000u);
    var v1012: f32 = morph_fma_f32(v1010, v1011, v1007);
    var v1013: i32 = 0;
    var v1014: i32 = 126;
    var v1015: i32 = bitcast<i32>(bitcast<u32>(v959) - bitcast<u32>(v1014));
    var v1016: i32 = select(v1015, v1013, v1015 < v1013);
    var v1017: i32 = 0;
    var v1018: i32 = bitcast<i32>(bitcast<u32>(v1017) - bitcast<u32>(v1016));
    var v1019: i32 = 127;
    var v1020: i32 = bitcast<i32>(bitcast<u32>(v1018) + bitcast<u32>(v1019));
    var v1021: i32 = 23;
    var v1022: i32 = bitcast<i32>(bitcast<u32>(v1020) << (bitcast<u32>(v1021) & 31u));
    var v1023: f32 = bitcast<f32>(v1022);
    var v1024: f32 = select(v947, v995, v983 != 0u);
    var v1025: f32 = v1012 * v1023;
    var v1026: f32 = v1025 * v1024;
    var v1027: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1028: u32 = select(0u, 1u, (v18 < v1027));
    var v1029: f32 = select(v18, v1026, v1028 != 0u);
    var v941: f32 = v1029;
    var v1246: f32 = v941 * v22;
    p_out0[(v9 + 0u)] = v328;
    p_out0[(v9 + 1u)] = v634;
    p_out0[(v9 + 2u)] = v940;
    p_out0[(v9 + 3u)] = v1246;
  }
}
