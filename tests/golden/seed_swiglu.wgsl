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
    var v456: f32 = v23 * v19;
    var v458: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v459: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v460: u32 = select(0u, 1u, (v16 >= v459));
    var v461: f32 = select(v458, v16, v460 != 0u);
    var v462: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v463: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v464: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v465: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v466: u32 = select(0u, 1u, (v461 <= v465));
    var v467: f32 = select(v464, v461, v466 != 0u);
    var v468: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v469: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v470: f32 = morph_fma_f32(v467, v469, v468);
    var v471: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v472: f32 = v470 - v471;
    var v473: i32 = bitcast<i32>(v470);
    var v474: i32 = 1262485504;
    var v475: i32 = bitcast<i32>(bitcast<u32>(v473) - bitcast<u32>(v474));
    var v476: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v477: f32 = morph_fma_f32(v472, v476, v467);
    var v478: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v479: f32 = morph_fma_f32(v472, v478, v462);
    var v480: f32 = v477 + v479;
    var v481: f32 = bitcast<f32>(bitcast<u32>(v480) ^ 0x80000000u);
    var v482: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v483: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v484: f32 = morph_fma_f32(v481, v483, v482);
    var v485: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v486: f32 = morph_fma_f32(v481, v484, v485);
    var v487: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v488: f32 = morph_fma_f32(v481, v486, v487);
    var v489: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v490: f32 = morph_fma_f32(v481, v488, v489);
    var v491: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v492: f32 = morph_fma_f32(v481, v490, v491);
    var v493: f32 = v481 * v481;
    var v494: f32 = morph_fma_f32(v493, v492, v481);
    var v495: f32 = v463 + v494;
    var v496: f32 = v495 - v463;
    var v497: f32 = v494 - v496;
    var v498: i32 = 0;
    var v499: u32 = select(0u, 1u, (v475 > v498));
    var v500: i32 = 126;
    var v501: i32 = 0;
    var v502: i32 = bitcast<i32>(bitcast<u32>(v501) - bitcast<u32>(v475));
    var v503: i32 = select(v502, v475, v499 != 0u);
    var v504: i32 = select(v500, v503, v503 < v500);
    var v505: i32 = 0;
    var v506: i32 = bitcast<i32>(bitcast<u32>(v505) - bitcast<u32>(v504));
    var v507: i32 = 127;
    var v508: i32 = bitcast<i32>(bitcast<u32>(v506) + bitcast<u32>(v507));
    var v509: i32 = 23;
    var v510: i32 = bitcast<i32>(bitcast<u32>(v508) << (bitcast<u32>(v509) & 31u));
    var v511: f32 = bitcast<f32>(v510);
    var v512: f32 = select(v463, v495, v499 != 0u);
    var v513: f32 = v495 * v511;
    var v514: f32 = select(v513, v511, v499 != 0u);
    var v515: f32 = v497 * v511;
    var v516: f32 = select(v515, v497, v499 != 0u);
    var v517: f32 = v512 + v514;
    var v518: f32 = v517 - v512;
    var v519: f32 = v514 - v518;
    var v520: f32 = v519 + v516;
    var v521: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v522: f32 = morph_div_f32(v521, v517);
    var v523: f32 = v461 * v522;
    var v524: f32 = bitcast<f32>(bitcast<u32>(v461) ^ 0x80000000u);
    var v525: f32 = morph_fma_f32(v523, v517, v524);
    var v526: f32 = morph_fma_f32(v523, v520, v525);
    var v527: f32 = bitcast<f32>(bitcast<u32>(v522) ^ 0x80000000u);
    var v528: f32 = morph_fma_f32(v526, v527, v523);
    var v529: i32 = 0;
    var v530: i32 = 126;
    var v531: i32 = bitcast<i32>(bitcast<u32>(v475) - bitcast<u32>(v530));
    var v532: i32 = select(v531, v529, v531 < v529);
    var v533: i32 = 0;
    var v534: i32 = bitcast<i32>(bitcast<u32>(v533) - bitcast<u32>(v532));
    var v535: i32 = 127;
    var v536: i32 = bitcast<i32>(bitcast<u32>(v534) + bitcast<u32>(v535));
    var v537: i32 = 23;
    var v538: i32 = bitcast<i32>(bitcast<u32>(v536) << (bitcast<u32>(v537) & 31u));
    var v539: f32 = bitcast<f32>(v538);
    var v540: f32 = select(v463, v511, v499 != 0u);
    var v541: f32 = v528 * v539;
    var v542: f32 = v541 * v540;
    var v543: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v544: u32 = select(0u, 1u, (v16 < v543));
    var v545: f32 = select(v16, v542, v544 != 0u);
    var v457: f32 = v545;
    var v890: f32 = v457 * v20;
    var v892: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v893: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v894: u32 = select(0u, 1u, (v17 >= v893));
    var v895: f32 = select(v892, v17, v894 != 0u);
    var v896: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v897: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v898: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v899: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v900: u32 = select(0u, 1u, (v895 <= v899));
    var v901: f32 = select(v898, v895, v900 != 0u);
    var v902: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v903: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v904: f32 = morph_fma_f32(v901, v903, v902);
    var v905: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v906: f32 = v904 - v905;
    var v907: i32 = bitcast<i32>(v904);
    var v908: i32 = 1262485504;
    var v909: i32 = bitcast<i32>(bitcast<u32>(v907) - bitcast<u32>(v908));
    var v910: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v911: f32 = morph_fma_f32(v906, v910, v901);
    var v912: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v913: f32 = morph_fma_f32(v906, v912, v896);
    var v914: f32 = v911 + v913;
    var v915: f32 = bitcast<f32>(bitcast<u32>(v914) ^ 0x80000000u);
    var v916: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v917: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v918: f32 = morph_fma_f32(v915, v917, v916);
    var v919: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v920: f32 = morph_fma_f32(v915, v918, v919);
    var v921: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v922: f32 = morph_fma_f32(v915, v920, v921);
    var v923: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v924: f32 = morph_fma_f32(v915, v922, v923);
    var v925: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v926: f32 = morph_fma_f32(v915, v924, v925);
    var v927: f32 = v915 * v915;
    var v928: f32 = morph_fma_f32(v927, v926, v915);
    var v929: f32 = v897 + v928;
    var v930: f32 = v929 - v897;
    var v931: f32 = v928 - v930;
    var v932: i32 = 0;
    var v933: u32 = select(0u, 1u, (v909 > v932));
    var v934: i32 = 126;
    var v935: i32 = 0;
    var v936: i32 = bitcast<i32>(bitcast<u32>(v935) - bitcast<u32>(v909));
    var v937: i32 = select(v936, v909, v933 != 0u);
    var v938: i32 = select(v934, v937, v937 < v934);
    var v939: i32 = 0;
    var v940: i32 = bitcast<i32>(bitcast<u32>(v939) - bitcast<u32>(v938));
    var v941: i32 = 127;
    var v942: i32 = bitcast<i32>(bitcast<u32>(v940) + bitcast<u32>(v941));
    var v943: i32 = 23;
    var v944: i32 = bitcast<i32>(bitcast<u32>(v942) << (bitcast<u32>(v943) & 31u));
    var v945: f32 = bitcast<f32>(v944);
    var v946: f32 = select(v897, v929, v933 != 0u);
    var v947: f32 = v929 * v945;
    var v948: f32 = select(v947, v945, v933 != 0u);
    var v949: f32 = v931 * v945;
    var v950: f32 = select(v949, v931, v933 != 0u);
    var v951: f32 = v946 + v948;
    var v952: f32 = v951 - v946;
    var v953: f32 = v948 - v952;
    var v954: f32 = v953 + v950;
    var v955: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v956: f32 = morph_div_f32(v955, v951);
    var v957: f32 = v895 * v956;
    var v958: f32 = bitcast<f32>(bitcast<u32>(v895) ^ 0x80000000u);
    var v959: f32 = morph_fma_f32(v957, v951, v958);
    var v960: f32 = morph_fma_f32(v957, v954, v959);
    var v961: f32 = bitcast<f32>(bitcast<u32>(v956) ^ 0x80000000u);
    var v962: f32 = morph_fma_f32(v960, v961, v957);
    var v963: i32 = 0;
    var v964: i32 = 126;
    var v965: i32 = bitcast<i32>(bitcast<u32>(v909) - bitcast<u32>(v964));
    var v966: i32 = select(v965, v963, v965 < v963);
    var v967: i32 = 0;
    var v968: i32 = bitcast<i32>(bitcast<u32>(v967) - bitcast<u32>(v966));
    var v969: i32 = 127;
    var v970: i32 = bitcast<i32>(bitcast<u32>(v968) + bitcast<u32>(v969));
    var v971: i32 = 23;
    var v972: i32 = bitcast<i32>(bitcast<u32>(v970) << (bitcast<u32>(v971) & 31u));
    var v973: f32 = bitcast<f32>(v972);
    var v974: f32 = select(v897, v945, v933 != 0u);
    var v975: f32 = v962 * v973;
    var v976: f32 = v975 * v974;
    var v977: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v978: u32 = select(0u, 1u, (v17 < v977));
    var v979: f32 = select(v17, v976, v978 != 0u);
    var v891: f32 = v979;
    var v1324: f32 = v891 * v21;
    var v1326: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1327: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1328: u32 = select(0u, 1u, (v18 >= v1327));
    var v1329: f32 = select(v1326, v18, v1328 != 0u);
    var v1330: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1331: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1332: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1333: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1334: u32 = select(0u, 1u, (v1329 <= v1333));
    var v1335: f32 = select(v1332, v1329, v1334 != 0u);
    var v1336: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1337: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1338: f32 = morph_fma_f32(v1335, v1337, v1336);
    var v1339: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1340: f32 = v1338 - v1339;
    var v1341: i32 = bitcast<i32>(v1338);
    var v1342: i32 = 1262485504;
    var v1343: i32 = bitcast<i32>(bitcast<u32>(v1341) - bitcast<u32>(v1342));
    var v1344: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1345: f32 = morph_fma_f32(v1340, v1344, v1335);
    var v1346: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1347: f32 = morph_fma_f32(v1340, v1346, v1330);
    var v1348: f32 = v1345 + v1347;
    var v1349: f32 = bitcast<f32>(bitcast<u32>(v1348) ^ 0x80000000u);
    var v1350: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1351: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1352: f32 = morph_fma_f32(v1349, v1351, v1350);
    var v1353: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1354: f32 = morph_fma_f32(v1349, v1352, v1353);
    var v1355: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1356: f32 = morph_fma_f32(v1349, v1354, v1355);
    var v1357: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1358: f32 = morph_fma_f32(v1349, v1356, v1357);
    var v1359: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1360: f32 = morph_fma_f32(v1349, v1358, v1359);
    var v1361: f32 = v1349 * v1349;
    var v1362: f32 = morph_fma_f32(v1361, v1360, v1349);
    var v1363: f32 = v1331 + v1362;
    var v1364: f32 = v1363 - v1331;
    var v1365: f32 = v1362 - v1364;
    var v1366: i32 = 0;
    var v1367: u32 = select(0u, 1u, (v1343 > v1366));
    var v1368: i32 = 126;
    var v1369: i32 = 0;
    var v1370: i32 = bitcast<i32>(bitcast<u32>(v1369) - bitcast<u32>(v1343));
    var v1371: i32 = select(v1370, v1343, v1367 != 0u);
    var v1372: i32 = select(v1368, v1371, v1371 < v1368);
    var v1373: i32 = 0;
    var v1374: i32 = bitcast<i32>(bitcast<u32>(v1373) - bitcast<u32>(v1372));
    var v1375: i32 = 127;
    var v1376: i32 = bitcast<i32>(bitcast<u32>(v1374) + bitcast<u32>(v1375));
    var v1377: i32 = 23;
    var v1378: i32 = bitcast<i32>(bitcast<u32>(v1376) << (bitcast<u32>(v1377) & 31u));
    var v1379: f32 = bitcast<f32>(v1378);
    var v1380: f32 = select(v1331, v1363, v1367 != 0u);
    var v1381: f32 = v1363 * v1379;
    var v1382: f32 = select(v1381, v1379, v1367 != 0u);
    var v1383: f32 = v1365 * v1379;
    var v1384: f32 = select(v1383, v1365, v1367 != 0u);
    var v1385: f32 = v1380 + v1382;
    var v1386: f32 = v1385 - v1380;
    var v1387: f32 = v1382 - v1386;
    var v1388: f32 = v1387 + v1384;
    var v1389: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1390: f32 = morph_div_f32(v1389, v1385);
    var v1391: f32 = v1329 * v1390;
    var v1392: f32 = bitcast<f32>(bitcast<u32>(v1329) ^ 0x80000000u);
    var v1393: f32 = morph_fma_f32(v1391, v1385, v1392);
    var v1394: f32 = morph_fma_f32(v1391, v1388, v1393);
    var v1395: f32 = bitcast<f32>(bitcast<u32>(v1390) ^ 0x80000000u);
    var v1396: f32 = morph_fma_f32(v1394, v1395, v1391);
    var v1397: i32 = 0;
    var v1398: i32 = 126;
    var v1399: i32 = bitcast<i32>(bitcast<u32>(v1343) - bitcast<u32>(v1398));
    var v1400: i32 = select(v1399, v1397, v1399 < v1397);
    var v1401: i32 = 0;
    var v1402: i32 = bitcast<i32>(bitcast<u32>(v1401) - bitcast<u32>(v1400));
    var v1403: i32 = 127;
    var v1404: i32 = bitcast<i32>(bitcast<u32>(v1402) + bitcast<u32>(v1403));
    var v1405: i32 = 23;
    var v1406: i32 = bitcast<i32>(bitcast<u32>(v1404) << (bitcast<u32>(v1405) & 31u));
    var v1407: f32 = bitcast<f32>(v1406);
    var v1408: f32 = select(v1331, v1379, v1367 != 0u);
    var v1409: f32 = v1396 * v1407;
    var v1410: f32 = v1409 * v1408;
    var v1411: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1412: u32 = select(0u, 1u, (v18 < v1411));
    var v1413: f32 = select(v18, v1410, v1412 != 0u);
    var v1325: f32 = v1413;
    var v1758: f32 = v1325 * v22;
    p_out0[(v9 + 0u)] = v456;
    p_out0[(v9 + 1u)] = v890;
    p_out0[(v9 + 2u)] = v1324;
    p_out0[(v9 + 3u)] = v1758;
  }
}
