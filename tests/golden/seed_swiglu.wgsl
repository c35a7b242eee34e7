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
    var v314: f32 = v23 * v19;
    var v316: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v317: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v318: u32 = select(0u, 1u, (v16 >= v317));
    var v319: f32 = select(v316, v16, v318 != 0u);
    var v320: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v321: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v322: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v323: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v324: u32 = select(0u, 1u, (v319 <= v323));
    var v325: f32 = select(v322, v319, v324 != 0u);
    var v326: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v327: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v328: f32 = morph_fma_f32(v325, v327, v326);
    var v329: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v330: f32 = v328 - v329;
    var v331: i32 = bitcast<i32>(v328);
    var v332: i32 = 1262485504;
    var v333: i32 = bitcast<i32>(bitcast<u32>(v331) - bitcast<u32>(v332));
    var v334: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v335: f32 = morph_fma_f32(v330, v334, v325);
    var v336: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v337: f32 = morph_fma_f32(v330, v336, v320);
    var v338: f32 = v335 + v337;
    var v339: f32 = bitcast<f32>(bitcast<u32>(v338) ^ 0x80000000u);
    var v340: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v341: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v342: f32 = morph_fma_f32(v339, v341, v340);
    var v343: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v344: f32 = morph_fma_f32(v339, v342, v343);
    var v345: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v346: f32 = morph_fma_f32(v339, v344, v345);
    var v347: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v348: f32 = morph_fma_f32(v339, v346, v347);
    var v349: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v350: f32 = morph_fma_f32(v339, v348, v349);
    var v351: f32 = v339 * v339;
    var v352: f32 = morph_fma_f32(v351, v350, v339);
    var v353: f32 = v321 + v352;
    var v354: f32 = v353 - v321;
    var v355: f32 = v352 - v354;
    var v356: i32 = 0;
    var v357: u32 = select(0u, 1u, (v333 > v356));
    var v358: i32 = 126;
    var v359: i32 = 0;
    var v360: i32 = bitcast<i32>(bitcast<u32>(v359) - bitcast<u32>(v333));
    var v361: i32 = select(v360, v333, v357 != 0u);
    var v362: i32 = select(v358, v361, v361 < v358);
    var v363: i32 = 0;
    var v364: i32 = bitcast<i32>(bitcast<u32>(v363) - bitcast<u32>(v362));
    var v365: i32 = 127;
    var v366: i32 = bitcast<i32>(bitcast<u32>(v364) + bitcast<u32>(v365));
    var v367: i32 = 23;
    var v368: i32 = bitcast<i32>(bitcast<u32>(v366) << (bitcast<u32>(v367) & 31u));
    var v369: f32 = bitcast<f32>(v368);
    var v370: f32 = select(v321, v353, v357 != 0u);
    var v371: f32 = v353 * v369;
    var v372: f32 = select(v371, v369, v357 != 0u);
    var v373: f32 = v355 * v369;
    var v374: f32 = select(v373, v355, v357 != 0u);
    var v375: f32 = v370 + v372;
    var v376: f32 = v375 - v370;
    var v377: f32 = v372 - v376;
    var v378: f32 = v377 + v374;
    var v379: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v380: f32 = morph_div_f32(v379, v375);
    var v381: f32 = v319 * v380;
    var v382: f32 = bitcast<f32>(bitcast<u32>(v319) ^ 0x80000000u);
    var v383: f32 = morph_fma_f32(v381, v375, v382);
    var v384: f32 = morph_fma_f32(v381, v378, v383);
    var v385: f32 = bitcast<f32>(bitcast<u32>(v380) ^ 0x80000000u);
    var v386: f32 = morph_fma_f32(v384, v385, v381);
    var v387: i32 = 0;
    var v388: i32 = 126;
    var v389: i32 = bitcast<i32>(bitcast<u32>(v333) - bitcast<u32>(v388));
    var v390: i32 = select(v389, v387, v389 < v387);
    var v391: i32 = 0;
    var v392: i32 = bitcast<i32>(bitcast<u32>(v391) - bitcast<u32>(v390));
    var v393: i32 = 127;
    var v394: i32 = bitcast<i32>(bitcast<u32>(v392) + bitcast<u32>(v393));
    var v395: i32 = 23;
    var v396: i32 = bitcast<i32>(bitcast<u32>(v394) << (bitcast<u32>(v395) & 31u));
    var v397: f32 = bitcast<f32>(v396);
    var v398: f32 = select(v321, v369, v357 != 0u);
    var v399: f32 = v386 * v397;
    var v400: f32 = v399 * v398;
    var v401: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v402: u32 = select(0u, 1u, (v16 < v401));
    var v403: f32 = select(v16, v400, v402 != 0u);
    var v315: f32 = v403;
    var v606: f32 = v315 * v20;
    var v608: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v609: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v610: u32 = select(0u, 1u, (v17 >= v609));
    var v611: f32 = select(v608, v17, v610 != 0u);
    var v612: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v613: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v614: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v615: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v616: u32 = select(0u, 1u, (v611 <= v615));
    var v617: f32 = select(v614, v611, v616 != 0u);
    var v618: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v619: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v620: f32 = morph_fma_f32(v617, v619, v618);
    var v621: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v622: f32 = v620 - v621;
    var v623: i32 = bitcast<i32>(v620);
    var v624: i32 = 1262485504;
    var v625: i32 = bitcast<i32>(bitcast<u32>(v623) - bitcast<u32>(v624));
    var v626: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v627: f32 = morph_fma_f32(v622, v626, v617);
    var v628: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v629: f32 = morph_fma_f32(v622, v628, v612);
    var v630: f32 = v627 + v629;
    var v631: f32 = bitcast<f32>(bitcast<u32>(v630) ^ 0x80000000u);
    var v632: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v633: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v634: f32 = morph_fma_f32(v631, v633, v632);
    var v635: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v636: f32 = morph_fma_f32(v631, v634, v635);
    var v637: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v638: f32 = morph_fma_f32(v631, v636, v637);
    var v639: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v640: f32 = morph_fma_f32(v631, v638, v639);
    var v641: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v642: f32 = morph_fma_f32(v631, v640, v641);
    var v643: f32 = v631 * v631;
    var v644: f32 = morph_fma_f32(v643, v642, v631);
    var v645: f32 = v613 + v644;
    var v646: f32 = v645 - v613;
    var v647: f32 = v644 - v646;
    var v648: i32 = 0;
    var v649: u32 = select(0u, 1u, (v625 > v648));
    var v650: i32 = 126;
    var v651: i32 = 0;
    var v652: i32 = bitcast<i32>(bitcast<u32>(v651) - bitcast<u32>(v625));
    var v653: i32 = select(v652, v625, v649 != 0u);
    var v654: i32 = select(v650, v653, v653 < v650);
    var v655: i32 = 0;
    var v656: i32 = bitcast<i32>(bitcast<u32>(v655) - bitcast<u32>(v654));
    var v657: i32 = 127;
    var v658: i32 = bitcast<i32>(bitcast<u32>(v656) + bitcast<u32>(v657));
    var v659: i32 = 23;
    var v660: i32 = bitcast<i32>(bitcast<u32>(v658) << (bitcast<u32>(v659) & 31u));
    var v661: f32 = bitcast<f32>(v660);
    var v662: f32 = select(v613, v645, v649 != 0u);
    var v663: f32 = v645 * v661;
    var v664: f32 = select(v663, v661, v649 != 0u);
    var v665: f32 = v647 * v661;
    var v666: f32 = select(v665, v647, v649 != 0u);
    var v667: f32 = v662 + v664;
    var v668: f32 = v667 - v662;
    var v669: f32 = v664 - v668;
    var v670: f32 = v669 + v666;
    var v671: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v672: f32 = morph_div_f32(v671, v667);
    var v673: f32 = v611 * v672;
    var v674: f32 = bitcast<f32>(bitcast<u32>(v611) ^ 0x80000000u);
    var v675: f32 = morph_fma_f32(v673, v667, v674);
    var v676: f32 = morph_fma_f32(v673, v670, v675);
    var v677: f32 = bitcast<f32>(bitcast<u32>(v672) ^ 0x80000000u);
    var v678: f32 = morph_fma_f32(v676, v677, v673);
    var v679: i32 = 0;
    var v680: i32 = 126;
    var v681: i32 = bitcast<i32>(bitcast<u32>(v625) - bitcast<u32>(v680));
    var v682: i32 = select(v681, v679, v681 < v679);
    var v683: i32 = 0;
    var v684: i32 = bitcast<i32>(bitcast<u32>(v683) - bitcast<u32>(v682));
    var v685: i32 = 127;
    var v686: i32 = bitcast<i32>(bitcast<u32>(v684) + bitcast<u32>(v685));
    var v687: i32 = 23;
    var v688: i32 = bitcast<i32>(bitcast<u32>(v686) << (bitcast<u32>(v687) & 31u));
    var v689: f32 = bitcast<f32>(v688);
    var v690: f32 = select(v613, v661, v649 != 0u);
    var v691: f32 = v678 * v689;
    var v692: f32 = v691 * v690;
    var v693: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v694: u32 = select(0u, 1u, (v17 < v693));
    var v695: f32 = select(v17, v692, v694 != 0u);
    var v607: f32 = v695;
    var v898: f32 = v607 * v21;
    var v900: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v901: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v902: u32 = select(0u, 1u, (v18 >= v901));
    var v903: f32 = select(v900, v18, v902 != 0u);
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
    var v924: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v925: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v926: f32 = morph_fma_f32(v923, v925, v924);
    var v927: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v928: f32 = morph_fma_f32(v923, v926, v927);
    var v929: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v930: f32 = morph_fma_f32(v923, v928, v929);
    var v931: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v932: f32 = morph_fma_f32(v923, v930, v931);
    var v933: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v934: f32 = morph_fma_f32(v923, v932, v933);
    var v935: f32 = v923 * v923;
    var v936: f32 = morph_fma_f32(v935, v934, v923);
    var v937: f32 = v905 + v936;
    var v938: f32 = v937 - v905;
    var v939: f32 = v936 - v938;
    var v940: i32 = 0;
    var v941: u32 = select(0u, 1u, (v917 > v940));
    var v942: i32 = 126;
    var v943: i32 = 0;
    var v944: i32 = bitcast<i32>(bitcast<u32>(v943) - bitcast<u32>(v917));
    var v945: i32 = select(v944, v917, v941 != 0u);
    var v946: i32 = select(v942, v945, v945 < v942);
    var v947: i32 = 0;
    var v948: i32 = bitcast<i32>(bitcast<u32>(v947) - bitcast<u32>(v946));
    var v949: i32 = 127;
    var v950: i32 = bitcast<i32>(bitcast<u32>(v948) + bitcast<u32>(v949));
    var v951: i32 = 23;
    var v952: i32 = bitcast<i32>(bitcast<u32>(v950) << (bitcast<u32>(v951) & 31u));
    var v953: f32 = bitcast<f32>(v952);
    var v954: f32 = select(v905, v937, v941 != 0u);
    var v955: f32 = v937 * v953;
    var v956: f32 = select(v955, v953, v941 != 0u);
    var v957: f32 = v939 * v953;
    var v958: f32 = select(v957, v939, v941 != 0u);
    var v959: f32 = v954 + v956;
    var v960: f32 = v959 - v954;
    var v961: f32 = v956 - v960;
    var v962: f32 = v961 + v958;
    var v963: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v964: f32 = morph_div_f32(v963, v959);
    var v965: f32 = v903 * v964;
    var v966: f32 = bitcast<f32>(bitcast<u32>(v903) ^ 0x80000000u);
    var v967: f32 = morph_fma_f32(v965, v959, v966);
    var v968: f32 = morph_fma_f32(v965, v962, v967);
    var v969: f32 = bitcast<f32>(bitcast<u32>(v964) ^ 0x80000000u);
    var v970: f32 = morph_fma_f32(v968, v969, v965);
    var v971: i32 = 0;
    var v972: i32 = 126;
    var v973: i32 = bitcast<i32>(bitcast<u32>(v917) - bitcast<u32>(v972));
    var v974: i32 = select(v973, v971, v973 < v971);
    var v975: i32 = 0;
    var v976: i32 = bitcast<i32>(bitcast<u32>(v975) - bitcast<u32>(v974));
    var v977: i32 = 127;
    var v978: i32 = bitcast<i32>(bitcast<u32>(v976) + bitcast<u32>(v977));
    var v979: i32 = 23;
    var v980: i32 = bitcast<i32>(bitcast<u32>(v978) << (bitcast<u32>(v979) & 31u));
    var v981: f32 = bitcast<f32>(v980);
    var v982: f32 = select(v905, v953, v941 != 0u);
    var v983: f32 = v970 * v981;
    var v984: f32 = v983 * v982;
    var v985: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v986: u32 = select(0u, 1u, (v18 < v985));
    var v987: f32 = select(v18, v984, v986 != 0u);
    var v899: f32 = v987;
    var v1190: f32 = v899 * v22;
    p_out0[(v9 + 0u)] = v314;
    p_out0[(v9 + 1u)] = v606;
    p_out0[(v9 + 2u)] = v898;
    p_out0[(v9 + 3u)] = v1190;
  }
}
