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
    var v23: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v24: u32 = select(0u, 1u, (v15 < v23));
    var v25: f32 = select(v15, v23, v24 != 0u);
    var v26: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v27: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v28: u32 = select(0u, 1u, (v25 < v27));
    var v29: f32 = bitcast<f32>(bitcast<u32>(v25) & 0x7fffffffu);
    var v30: f32 = bitcast<f32>(bitcast<u32>(v26) ^ 0x80000000u);
    var v31: f32 = select(v26, v30, v28 != 0u);
    var v32: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v33: u32 = select(0u, 1u, (v29 > v32));
    var v34: f32 = select(v29, v32, v33 != 0u);
    var v35: f32 = bitcast<f32>(bitcast<u32>(v31) ^ 0x80000000u);
    var v36: f32 = bitcast<f32>(bitcast<u32>(v34) ^ 0x80000000u);
    var v37: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v38: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v39: f32 = morph_fma_f32(v36, v38, v37);
    var v40: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v41: f32 = v39 - v40;
    var v42: i32 = bitcast<i32>(v39);
    var v43: i32 = 1262485504;
    var v44: i32 = bitcast<i32>(bitcast<u32>(v42) - bitcast<u32>(v43));
    var v45: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v46: f32 = bitcast<f32>(bitcast<u32>(v41) ^ 0x80000000u);
    var v47: f32 = morph_fma_f32(v46, v45, v36);
    var v48: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v49: f32 = bitcast<f32>(bitcast<u32>(v41) ^ 0x80000000u);
    var v50: f32 = morph_fma_f32(v49, v48, v35);
    var v51: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v52: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v53: f32 = morph_fma_f32(v47, v52, v51);
    var v54: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v55: f32 = morph_fma_f32(v47, v53, v54);
    var v56: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v57: f32 = morph_fma_f32(v47, v55, v56);
    var v58: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v59: f32 = morph_fma_f32(v47, v57, v58);
    var v60: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v61: f32 = morph_fma_f32(v47, v59, v60);
    var v62: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v63: f32 = morph_fma_f32(v47, v61, v62);
    var v64: f32 = v47 * v47;
    var v65: f32 = v64 * v63;
    var v66: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v67: f32 = v66 + v47;
    var v68: f32 = v67 - v66;
    var v69: f32 = v47 - v68;
    var v70: f32 = v67 + v65;
    var v71: f32 = morph_fma_f32(v50, v70, v65);
    var v72: f32 = v69 + v71;
    var v73: f32 = v67 + v72;
    var v74: f32 = v67 - v73;
    var v75: f32 = v74 + v72;
    var v76: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v77: i32 = -126;
    var v78: i32 = select(v44, v77, v44 < v77);
    var v79: i32 = 127;
    var v80: i32 = bitcast<i32>(bitcast<u32>(v78) + bitcast<u32>(v79));
    var v81: i32 = 23;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v80) << (bitcast<u32>(v81) & 31u));
    var v83: f32 = bitcast<f32>(v82);
    var v84: f32 = v73 * v83;
    var v85: f32 = v75 * v83;
    var v86: f32 = v76 + v84;
    var v87: f32 = v76 - v86;
    var v88: f32 = v87 + v84;
    var v89: f32 = v88 + v85;
    var v90: f32 = v25 * v73;
    var v91: f32 = bitcast<f32>(bitcast<u32>(v90) ^ 0x80000000u);
    var v92: f32 = morph_fma_f32(v25, v73, v91);
    var v93: f32 = select(v25, v90, v28 != 0u);
    var v94: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v95: f32 = morph_fma_f32(v25, v75, v92);
    var v96: f32 = select(v94, v95, v28 != 0u);
    var v97: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v98: f32 = morph_div_f32(v97, v86);
    var v99: f32 = v93 * v98;
    var v100: f32 = bitcast<f32>(bitcast<u32>(v99) ^ 0x80000000u);
    var v101: f32 = morph_fma_f32(v100, v86, v93);
    var v102: f32 = v101 + v96;
    var v103: f32 = bitcast<f32>(bitcast<u32>(v99) ^ 0x80000000u);
    var v104: f32 = morph_fma_f32(v103, v89, v102);
    var v105: f32 = morph_fma_f32(v104, v98, v99);
    var v106: u32 = select(0u, 1u, (v105 != v105));
    var v107: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v108: u32 = select(0u, 1u, (v99 == v107));
    var v109: u32 = v106 | v108;
    var v110: f32 = select(v105, v99, v109 != 0u);
    var v111: i32 = 0;
    var v112: i32 = select(v111, v44, v28 != 0u);
    var v113: i32 = 1;
    var v114: i32 = v112 >> (bitcast<u32>(v113) & 31u);
    var v115: i32 = bitcast<i32>(bitcast<u32>(v112) - bitcast<u32>(v114));
    var v116: i32 = 127;
    var v117: i32 = bitcast<i32>(bitcast<u32>(v115) + bitcast<u32>(v116));
    var v118: i32 = 23;
    var v119: i32 = bitcast<i32>(bitcast<u32>(v117) << (bitcast<u32>(v118) & 31u));
    var v120: f32 = bitcast<f32>(v119);
    var v121: i32 = 127;
    var v122: i32 = bitcast<i32>(bitcast<u32>(v114) + bitcast<u32>(v121));
    var v123: i32 = 23;
    var v124: i32 = bitcast<i32>(bitcast<u32>(v122) << (bitcast<u32>(v123) & 31u));
    var v125: f32 = bitcast<f32>(v124);
    var v126: f32 = v110 * v125;
    var v127: f32 = v126 * v120;
    var v128: u32 = select(0u, 1u, (v15 != v15));
    var v129: f32 = select(v127, v15, v128 != 0u);
    var v130: f32 = v129 * v19;
    var v131: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v132: u32 = select(0u, 1u, (v16 < v131));
    var v133: f32 = select(v16, v131, v132 != 0u);
    var v134: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v135: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v136: u32 = select(0u, 1u, (v133 < v135));
    var v137: f32 = bitcast<f32>(bitcast<u32>(v133) & 0x7fffffffu);
    var v138: f32 = bitcast<f32>(bitcast<u32>(v134) ^ 0x80000000u);
    var v139: f32 = select(v134, v138, v136 != 0u);
    var v140: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v141: u32 = select(0u, 1u, (v137 > v140));
    var v142: f32 = select(v137, v140, v141 != 0u);
    var v143: f32 = bitcast<f32>(bitcast<u32>(v139) ^ 0x80000000u);
    var v144: f32 = bitcast<f32>(bitcast<u32>(v142) ^ 0x80000000u);
    var v145: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v146: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v147: f32 = morph_fma_f32(v144, v146, v145);
    var v148: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v149: f32 = v147 - v148;
    var v150: i32 = bitcast<i32>(v147);
    var v151: i32 = 1262485504;
    var v152: i32 = bitcast<i32>(bitcast<u32>(v150) - bitcast<u32>(v151));
    var v153: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v154: f32 = bitcast<f32>(bitcast<u32>(v149) ^ 0x80000000u);
    var v155: f32 = morph_fma_f32(v154, v153, v144);
    var v156: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v157: f32 = bitcast<f32>(bitcast<u32>(v149) ^ 0x80000000u);
    var v158: f32 = morph_fma_f32(v157, v156, v143);
    var v159: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v160: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v161: f32 = morph_fma_f32(v155, v160, v159);
    var v162: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v163: f32 = morph_fma_f32(v155, v161, v162);
    var v164: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v165: f32 = morph_fma_f32(v155, v163, v164);
    var v166: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v167: f32 = morph_fma_f32(v155, v165, v166);
    var v168: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v169: f32 = morph_fma_f32(v155, v167, v168);
    var v170: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v171: f32 = morph_fma_f32(v155, v169, v170);
    var v172: f32 = v155 * v155;
    var v173: f32 = v172 * v171;
    var v174: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v175: f32 = v174 + v155;
    var v176: f32 = v175 - v174;
    var v177: f32 = v155 - v176;
    var v178: f32 = v175 + v173;
    var v179: f32 = morph_fma_f32(v158, v178, v173);
    var v180: f32 = v177 + v179;
    var v181: f32 = v175 + v180;
    var v182: f32 = v175 - v181;
    var v183: f32 = v182 + v180;
    var v184: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v185: i32 = -126;
    var v186: i32 = select(v152, v185, v152 < v185);
    var v187: i32 = 127;
    var v188: i32 = bitcast<i32>(bitcast<u32>(v186) + bitcast<u32>(v187));
    var v189: i32 = 23;
    var v190: i32 = bitcast<i32>(bitcast<u32>(v188) << (bitcast<u32>(v189) & 31u));
    var v191: f32 = bitcast<f32>(v190);
    var v192: f32 = v181 * v191;
    var v193: f32 = v183 * v191;
    var v194: f32 = v184 + v192;
    var v195: f32 = v184 - v194;
    var v196: f32 = v195 + v192;
    var v197: f32 = v196 + v193;
    var v198: f32 = v133 * v181;
    var v199: f32 = bitcast<f32>(bitcast<u32>(v198) ^ 0x80000000u);
    var v200: f32 = morph_fma_f32(v133, v181, v199);
    var v201: f32 = select(v133, v198, v136 != 0u);
    var v202: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v203: f32 = morph_fma_f32(v133, v183, v200);
    var v204: f32 = select(v202, v203, v136 != 0u);
    var v205: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v206: f32 = morph_div_f32(v205, v194);
    var v207: f32 = v201 * v206;
    var v208: f32 = bitcast<f32>(bitcast<u32>(v207) ^ 0x80000000u);
    var v209: f32 = morph_fma_f32(v208, v194, v201);
    var v210: f32 = v209 + v204;
    var v211: f32 = bitcast<f32>(bitcast<u32>(v207) ^ 0x80000000u);
    var v212: f32 = morph_fma_f32(v211, v197, v210);
    var v213: f32 = morph_fma_f32(v212, v206, v207);
    var v214: u32 = select(0u, 1u, (v213 != v213));
    var v215: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v216: u32 = select(0u, 1u, (v207 == v215));
    var v217: u32 = v214 | v216;
    var v218: f32 = select(v213, v207, v217 != 0u);
    var v219: i32 = 0;
    var v220: i32 = select(v219, v152, v136 != 0u);
    var v221: i32 = 1;
    var v222: i32 = v220 >> (bitcast<u32>(v221) & 31u);
    var v223: i32 = bitcast<i32>(bitcast<u32>(v220) - bitcast<u32>(v222));
    var v224: i32 = 127;
    var v225: i32 = bitcast<i32>(bitcast<u32>(v223) + bitcast<u32>(v224));
    var v226: i32 = 23;
    var v227: i32 = bitcast<i32>(bitcast<u32>(v225) << (bitcast<u32>(v226) & 31u));
    var v228: f32 = bitcast<f32>(v227);
    var v229: i32 = 127;
    var v230: i32 = bitcast<i32>(bitcast<u32>(v222) + bitcast<u32>(v229));
    var v231: i32 = 23;
    var v232: i32 = bitcast<i32>(bitcast<u32>(v230) << (bitcast<u32>(v231) & 31u));
    var v233: f32 = bitcast<f32>(v232);
    var v234: f32 = v218 * v233;
    var v235: f32 = v234 * v228;
    var v236: u32 = select(0u, 1u, (v16 != v16));
    var v237: f32 = select(v235, v16, v236 != 0u);
    var v238: f32 = v237 * v20;
    var v239: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v240: u32 = select(0u, 1u, (v17 < v239));
    var v241: f32 = select(v17, v239, v240 != 0u);
    var v242: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v243: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v244: u32 = select(0u, 1u, (v241 < v243));
    var v245: f32 = bitcast<f32>(bitcast<u32>(v241) & 0x7fffffffu);
    var v246: f32 = bitcast<f32>(bitcast<u32>(v242) ^ 0x80000000u);
    var v247: f32 = select(v242, v246, v244 != 0u);
    var v248: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v249: u32 = select(0u, 1u, (v245 > v248));
    var v250: f32 = select(v245, v248, v249 != 0u);
    var v251: f32 = bitcast<f32>(bitcast<u32>(v247) ^ 0x80000000u);
    var v252: f32 = bitcast<f32>(bitcast<u32>(v250) ^ 0x80000000u);
    var v253: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v254: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v255: f32 = morph_fma_f32(v252, v254, v253);
    var v256: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v257: f32 = v255 - v256;
    var v258: i32 = bitcast<i32>(v255);
    var v259: i32 = 1262485504;
    var v260: i32 = bitcast<i32>(bitcast<u32>(v258) - bitcast<u32>(v259));
    var v261: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v262: f32 = bitcast<f32>(bitcast<u32>(v257) ^ 0x80000000u);
    var v263: f32 = morph_fma_f32(v262, v261, v252);
    var v264: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v265: f32 = bitcast<f32>(bitcast<u32>(v257) ^ 0x80000000u);
    var v266: f32 = morph_fma_f32(v265, v264, v251);
    var v267: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v268: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v269: f32 = morph_fma_f32(v263, v268, v267);
    var v270: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v271: f32 = morph_fma_f32(v263, v269, v270);
    var v272: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v273: f32 = morph_fma_f32(v263, v271, v272);
    var v274: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v275: f32 = morph_fma_f32(v263, v273, v274);
    var v276: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v277: f32 = morph_fma_f32(v263, v275, v276);
    var v278: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v279: f32 = morph_fma_f32(v263, v277, v278);
    var v280: f32 = v263 * v263;
    var v281: f32 = v280 * v279;
    var v282: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v283: f32 = v282 + v263;
    var v284: f32 = v283 - v282;
    var v285: f32 = v263 - v284;
    var v286: f32 = v283 + v281;
    var v287: f32 = morph_fma_f32(v266, v286, v281);
    var v288: f32 = v285 + v287;
    var v289: f32 = v283 + v288;
    var v290: f32 = v283 - v289;
    var v291: f32 = v290 + v288;
    var v292: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v293: i32 = -126;
    var v294: i32 = select(v260, v293, v260 < v293);
    var v295: i32 = 127;
    var v296: i32 = bitcast<i32>(bitcast<u32>(v294) + bitcast<u32>(v295));
    var v297: i32 = 23;
    var v298: i32 = bitcast<i32>(bitcast<u32>(v296) << (bitcast<u32>(v297) & 31u));
    var v299: f32 = bitcast<f32>(v298);
    var v300: f32 = v289 * v299;
    var v301: f32 = v291 * v299;
    var v302: f32 = v292 + v300;
    var v303: f32 = v292 - v302;
    var v304: f32 = v303 + v300;
    var v305: f32 = v304 + v301;
    var v306: f32 = v241 * v289;
    var v307: f32 = bitcast<f32>(bitcast<u32>(v306) ^ 0x80000000u);
    var v308: f32 = morph_fma_f32(v241, v289, v307);
    var v309: f32 = select(v241, v306, v244 != 0u);
    var v310: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v311: f32 = morph_fma_f32(v241, v291, v308);
    var v312: f32 = select(v310, v311, v244 != 0u);
    var v313: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v314: f32 = morph_div_f32(v313, v302);
    var v315: f32 = v309 * v314;
    var v316: f32 = bitcast<f32>(bitcast<u32>(v315) ^ 0x80000000u);
    var v317: f32 = morph_fma_f32(v316, v302, v309);
    var v318: f32 = v317 + v312;
    var v319: f32 = bitcast<f32>(bitcast<u32>(v315) ^ 0x80000000u);
    var v320: f32 = morph_fma_f32(v319, v305, v318);
    var v321: f32 = morph_fma_f32(v320, v314, v315);
    var v322: u32 = select(0u, 1u, (v321 != v321));
    var v323: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v324: u32 = select(0u, 1u, (v315 == v323));
    var v325: u32 = v322 | v324;
    var v326: f32 = select(v321, v315, v325 != 0u);
    var v327: i32 = 0;
    var v328: i32 = select(v327, v260, v244 != 0u);
    var v329: i32 = 1;
    var v330: i32 = v328 >> (bitcast<u32>(v329) & 31u);
    var v331: i32 = bitcast<i32>(bitcast<u32>(v328) - bitcast<u32>(v330));
    var v332: i32 = 127;
    var v333: i32 = bitcast<i32>(bitcast<u32>(v331) + bitcast<u32>(v332));
    var v334: i32 = 23;
    var v335: i32 = bitcast<i32>(bitcast<u32>(v333) << (bitcast<u32>(v334) & 31u));
    var v336: f32 = bitcast<f32>(v335);
    var v337: i32 = 127;
    var v338: i32 = bitcast<i32>(bitcast<u32>(v330) + bitcast<u32>(v337));
    var v339: i32 = 23;
    var v340: i32 = bitcast<i32>(bitcast<u32>(v338) << (bitcast<u32>(v339) & 31u));
    var v341: f32 = bitcast<f32>(v340);
    var v342: f32 = v326 * v341;
    var v343: f32 = v342 * v336;
    var v344: u32 = select(0u, 1u, (v17 != v17));
    var v345: f32 = select(v343, v17, v344 != 0u);
    var v346: f32 = v345 * v21;
    var v347: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v348: u32 = select(0u, 1u, (v18 < v347));
    var v349: f32 = select(v18, v347, v348 != 0u);
    var v350: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v351: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v352: u32 = select(0u, 1u, (v349 < v351));
    var v353: f32 = bitcast<f32>(bitcast<u32>(v349) & 0x7fffffffu);
    var v354: f32 = bitcast<f32>(bitcast<u32>(v350) ^ 0x80000000u);
    var v355: f32 = select(v350, v354, v352 != 0u);
    var v356: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v357: u32 = select(0u, 1u, (v353 > v356));
    var v358: f32 = select(v353, v356, v357 != 0u);
    var v359: f32 = bitcast<f32>(bitcast<u32>(v355) ^ 0x80000000u);
    var v360: f32 = bitcast<f32>(bitcast<u32>(v358) ^ 0x80000000u);
    var v361: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v362: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v363: f32 = morph_fma_f32(v360, v362, v361);
    var v364: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v365: f32 = v363 - v364;
    var v366: i32 = bitcast<i32>(v363);
    var v367: i32 = 1262485504;
    var v368: i32 = bitcast<i32>(bitcast<u32>(v366) - bitcast<u32>(v367));
    var v369: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v370: f32 = bitcast<f32>(bitcast<u32>(v365) ^ 0x80000000u);
    var v371: f32 = morph_fma_f32(v370, v369, v360);
    var v372: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v373: f32 = bitcast<f32>(bitcast<u32>(v365) ^ 0x80000000u);
    var v374: f32 = morph_fma_f32(v373, v372, v359);
    var v375: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v376: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v377: f32 = morph_fma_f32(v371, v376, v375);
    var v378: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v379: f32 = morph_fma_f32(v371, v377, v378);
    var v380: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v381: f32 = morph_fma_f32(v371, v379, v380);
    var v382: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v383: f32 = morph_fma_f32(v371, v381, v382);
    var v384: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v385: f32 = morph_fma_f32(v371, v383, v384);
    var v386: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v387: f32 = morph_fma_f32(v371, v385, v386);
    var v388: f32 = v371 * v371;
    var v389: f32 = v388 * v387;
    var v390: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v391: f32 = v390 + v371;
    var v392: f32 = v391 - v390;
    var v393: f32 = v371 - v392;
    var v394: f32 = v391 + v389;
    var v395: f32 = morph_fma_f32(v374, v394, v389);
    var v396: f32 = v393 + v395;
    var v397: f32 = v391 + v396;
    var v398: f32 = v391 - v397;
    var v399: f32 = v398 + v396;
    var v400: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v401: i32 = -126;
    var v402: i32 = select(v368, v401, v368 < v401);
    var v403: i32 = 127;
    var v404: i32 = bitcast<i32>(bitcast<u32>(v402) + bitcast<u32>(v403));
    var v405: i32 = 23;
    var v406: i32 = bitcast<i32>(bitcast<u32>(v404) << (bitcast<u32>(v405) & 31u));
    var v407: f32 = bitcast<f32>(v406);
    var v408: f32 = v397 * v407;
    var v409: f32 = v399 * v407;
    var v410: f32 = v400 + v408;
    var v411: f32 = v400 - v410;
    var v412: f32 = v411 + v408;
    var v413: f32 = v412 + v409;
    var v414: f32 = v349 * v397;
    var v415: f32 = bitcast<f32>(bitcast<u32>(v414) ^ 0x80000000u);
    var v416: f32 = morph_fma_f32(v349, v397, v415);
    var v417: f32 = select(v349, v414, v352 != 0u);
    var v418: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v419: f32 = morph_fma_f32(v349, v399, v416);
    var v420: f32 = select(v418, v419, v352 != 0u);
    var v421: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v422: f32 = morph_div_f32(v421, v410);
    var v423: f32 = v417 * v422;
    var v424: f32 = bitcast<f32>(bitcast<u32>(v423) ^ 0x80000000u);
    var v425: f32 = morph_fma_f32(v424, v410, v417);
    var v426: f32 = v425 + v420;
    var v427: f32 = bitcast<f32>(bitcast<u32>(v423) ^ 0x80000000u);
    var v428: f32 = morph_fma_f32(v427, v413, v426);
    var v429: f32 = morph_fma_f32(v428, v422, v423);
    var v430: u32 = select(0u, 1u, (v429 != v429));
    var v431: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v432: u32 = select(0u, 1u, (v423 == v431));
    var v433: u32 = v430 | v432;
    var v434: f32 = select(v429, v423, v433 != 0u);
    var v435: i32 = 0;
    var v436: i32 = select(v435, v368, v352 != 0u);
    var v437: i32 = 1;
    var v438: i32 = v436 >> (bitcast<u32>(v437) & 31u);
    var v439: i32 = bitcast<i32>(bitcast<u32>(v436) - bitcast<u32>(v438));
    var v440: i32 = 127;
    var v441: i32 = bitcast<i32>(bitcast<u32>(v439) + bitcast<u32>(v440));
    var v442: i32 = 23;
    var v443: i32 = bitcast<i32>(bitcast<u32>(v441) << (bitcast<u32>(v442) & 31u));
    var v444: f32 = bitcast<f32>(v443);
    var v445: i32 = 127;
    var v446: i32 = bitcast<i32>(bitcast<u32>(v438) + bitcast<u32>(v445));
    var v447: i32 = 23;
    var v448: i32 = bitcast<i32>(bitcast<u32>(v446) << (bitcast<u32>(v447) & 31u));
    var v449: f32 = bitcast<f32>(v448);
    var v450: f32 = v434 * v449;
    var v451: f32 = v450 * v444;
    var v452: u32 = select(0u, 1u, (v18 != v18));
    var v453: f32 = select(v451, v18, v452 != 0u);
    var v454: f32 = v453 * v22;
    p_out0[(v9 + 0u)] = v130;
    p_out0[(v9 + 1u)] = v238;
    p_out0[(v9 + 2u)] = v346;
    p_out0[(v9 + 3u)] = v454;
  }
}
