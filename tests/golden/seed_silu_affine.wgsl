// Kernel 'dag_map' printed by Morph for wgsl (key 6888362146587436779).
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
@group(0) @binding(2) var<storage, read> p_in2: array<f32>;
@group(0) @binding(3) var<storage, read_write> p_out0: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_in1_len: u32,
  p_in2_len: u32,
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
  let p_in2_len: u32 = morph_args.p_in2_len;
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
    var v19: f32 = p_in1[(v14 + 0u)];
    var v20: f32 = p_in1[(v14 + 1u)];
    var v21: f32 = p_in1[(v14 + 2u)];
    var v22: f32 = p_in1[(v14 + 3u)];
    var v23: f32 = p_in2[(v14 + 0u)];
    var v24: f32 = p_in2[(v14 + 1u)];
    var v25: f32 = p_in2[(v14 + 2u)];
    var v26: f32 = p_in2[(v14 + 3u)];
    var v27: f32 = v15 * v19;
    var v28: f32 = v27 + v23;
    var v29: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v30: u32 = select(0u, 1u, (v28 < v29));
    var v31: f32 = select(v28, v29, v30 != 0u);
    var v32: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v33: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v34: u32 = select(0u, 1u, (v31 < v33));
    var v35: f32 = bitcast<f32>(bitcast<u32>(v31) & 0x7fffffffu);
    var v36: f32 = bitcast<f32>(bitcast<u32>(v32) ^ 0x80000000u);
    var v37: f32 = select(v32, v36, v34 != 0u);
    var v38: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v39: u32 = select(0u, 1u, (v35 > v38));
    var v40: f32 = select(v35, v38, v39 != 0u);
    var v41: f32 = bitcast<f32>(bitcast<u32>(v37) ^ 0x80000000u);
    var v42: f32 = bitcast<f32>(bitcast<u32>(v40) ^ 0x80000000u);
    var v43: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v44: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v45: f32 = morph_fma_f32(v42, v44, v43);
    var v46: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v47: f32 = v45 - v46;
    var v48: i32 = bitcast<i32>(v45);
    var v49: i32 = 1262485504;
    var v50: i32 = bitcast<i32>(bitcast<u32>(v48) - bitcast<u32>(v49));
    var v51: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v52: f32 = bitcast<f32>(bitcast<u32>(v47) ^ 0x80000000u);
    var v53: f32 = morph_fma_f32(v52, v51, v42);
    var v54: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v55: f32 = bitcast<f32>(bitcast<u32>(v47) ^ 0x80000000u);
    var v56: f32 = morph_fma_f32(v55, v54, v41);
    var v57: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v58: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v59: f32 = morph_fma_f32(v53, v58, v57);
    var v60: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v61: f32 = morph_fma_f32(v53, v59, v60);
    var v62: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v63: f32 = morph_fma_f32(v53, v61, v62);
    var v64: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v65: f32 = morph_fma_f32(v53, v63, v64);
    var v66: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v67: f32 = morph_fma_f32(v53, v65, v66);
    var v68: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v69: f32 = morph_fma_f32(v53, v67, v68);
    var v70: f32 = v53 * v53;
    var v71: f32 = v70 * v69;
    var v72: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v73: f32 = v72 + v53;
    var v74: f32 = v73 - v72;
    var v75: f32 = v53 - v74;
    var v76: f32 = v73 + v71;
    var v77: f32 = morph_fma_f32(v56, v76, v71);
    var v78: f32 = v75 + v77;
    var v79: f32 = v73 + v78;
    var v80: f32 = v73 - v79;
    var v81: f32 = v80 + v78;
    var v82: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v83: i32 = -126;
    var v84: i32 = select(v50, v83, v50 < v83);
    var v85: i32 = 127;
    var v86: i32 = bitcast<i32>(bitcast<u32>(v84) + bitcast<u32>(v85));
    var v87: i32 = 23;
    var v88: i32 = bitcast<i32>(bitcast<u32>(v86) << (bitcast<u32>(v87) & 31u));
    var v89: f32 = bitcast<f32>(v88);
    var v90: f32 = v79 * v89;
    var v91: f32 = v81 * v89;
    var v92: f32 = v82 + v90;
    var v93: f32 = v82 - v92;
    var v94: f32 = v93 + v90;
    var v95: f32 = v94 + v91;
    var v96: f32 = v31 * v79;
    var v97: f32 = bitcast<f32>(bitcast<u32>(v96) ^ 0x80000000u);
    var v98: f32 = morph_fma_f32(v31, v79, v97);
    var v99: f32 = select(v31, v96, v34 != 0u);
    var v100: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v101: f32 = morph_fma_f32(v31, v81, v98);
    var v102: f32 = select(v100, v101, v34 != 0u);
    var v103: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v104: f32 = morph_div_f32(v103, v92);
    var v105: f32 = v99 * v104;
    var v106: f32 = bitcast<f32>(bitcast<u32>(v105) ^ 0x80000000u);
    var v107: f32 = morph_fma_f32(v106, v92, v99);
    var v108: f32 = v107 + v102;
    var v109: f32 = bitcast<f32>(bitcast<u32>(v105) ^ 0x80000000u);
    var v110: f32 = morph_fma_f32(v109, v95, v108);
    var v111: f32 = morph_fma_f32(v110, v104, v105);
    var v112: u32 = select(0u, 1u, (v111 != v111));
    var v113: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v114: u32 = select(0u, 1u, (v105 == v113));
    var v115: u32 = v112 | v114;
    var v116: f32 = select(v111, v105, v115 != 0u);
    var v117: i32 = 0;
    var v118: i32 = select(v117, v50, v34 != 0u);
    var v119: i32 = 1;
    var v120: i32 = v118 >> (bitcast<u32>(v119) & 31u);
    var v121: i32 = bitcast<i32>(bitcast<u32>(v118) - bitcast<u32>(v120));
    var v122: i32 = 127;
    var v123: i32 = bitcast<i32>(bitcast<u32>(v121) + bitcast<u32>(v122));
    var v124: i32 = 23;
    var v125: i32 = bitcast<i32>(bitcast<u32>(v123) << (bitcast<u32>(v124) & 31u));
    var v126: f32 = bitcast<f32>(v125);
    var v127: i32 = 127;
    var v128: i32 = bitcast<i32>(bitcast<u32>(v120) + bitcast<u32>(v127));
    var v129: i32 = 23;
    var v130: i32 = bitcast<i32>(bitcast<u32>(v128) << (bitcast<u32>(v129) & 31u));
    var v131: f32 = bitcast<f32>(v130);
    var v132: f32 = v116 * v131;
    var v133: f32 = v132 * v126;
    var v134: u32 = select(0u, 1u, (v28 != v28));
    var v135: f32 = select(v133, v28, v134 != 0u);
    var v136: f32 = v16 * v20;
    var v137: f32 = v136 + v24;
    var v138: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v139: u32 = select(0u, 1u, (v137 < v138));
    var v140: f32 = select(v137, v138, v139 != 0u);
    var v141: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v142: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v143: u32 = select(0u, 1u, (v140 < v142));
    var v144: f32 = bitcast<f32>(bitcast<u32>(v140) & 0x7fffffffu);
    var v145: f32 = bitcast<f32>(bitcast<u32>(v141) ^ 0x80000000u);
    var v146: f32 = select(v141, v145, v143 != 0u);
    var v147: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v148: u32 = select(0u, 1u, (v144 > v147));
    var v149: f32 = select(v144, v147, v148 != 0u);
    var v150: f32 = bitcast<f32>(bitcast<u32>(v146) ^ 0x80000000u);
    var v151: f32 = bitcast<f32>(bitcast<u32>(v149) ^ 0x80000000u);
    var v152: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v153: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v154: f32 = morph_fma_f32(v151, v153, v152);
    var v155: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v156: f32 = v154 - v155;
    var v157: i32 = bitcast<i32>(v154);
    var v158: i32 = 1262485504;
    var v159: i32 = bitcast<i32>(bitcast<u32>(v157) - bitcast<u32>(v158));
    var v160: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v161: f32 = bitcast<f32>(bitcast<u32>(v156) ^ 0x80000000u);
    var v162: f32 = morph_fma_f32(v161, v160, v151);
    var v163: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v164: f32 = bitcast<f32>(bitcast<u32>(v156) ^ 0x80000000u);
    var v165: f32 = morph_fma_f32(v164, v163, v150);
    var v166: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v167: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v168: f32 = morph_fma_f32(v162, v167, v166);
    var v169: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v170: f32 = morph_fma_f32(v162, v168, v169);
    var v171: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v172: f32 = morph_fma_f32(v162, v170, v171);
    var v173: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v174: f32 = morph_fma_f32(v162, v172, v173);
    var v175: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v176: f32 = morph_fma_f32(v162, v174, v175);
    var v177: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v178: f32 = morph_fma_f32(v162, v176, v177);
    var v179: f32 = v162 * v162;
    var v180: f32 = v179 * v178;
    var v181: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v182: f32 = v181 + v162;
    var v183: f32 = v182 - v181;
    var v184: f32 = v162 - v183;
    var v185: f32 = v182 + v180;
    var v186: f32 = morph_fma_f32(v165, v185, v180);
    var v187: f32 = v184 + v186;
    var v188: f32 = v182 + v187;
    var v189: f32 = v182 - v188;
    var v190: f32 = v189 + v187;
    var v191: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v192: i32 = -126;
    var v193: i32 = select(v159, v192, v159 < v192);
    var v194: i32 = 127;
    var v195: i32 = bitcast<i32>(bitcast<u32>(v193) + bitcast<u32>(v194));
    var v196: i32 = 23;
    var v197: i32 = bitcast<i32>(bitcast<u32>(v195) << (bitcast<u32>(v196) & 31u));
    var v198: f32 = bitcast<f32>(v197);
    var v199: f32 = v188 * v198;
    var v200: f32 = v190 * v198;
    var v201: f32 = v191 + v199;
    var v202: f32 = v191 - v201;
    var v203: f32 = v202 + v199;
    var v204: f32 = v203 + v200;
    var v205: f32 = v140 * v188;
    var v206: f32 = bitcast<f32>(bitcast<u32>(v205) ^ 0x80000000u);
    var v207: f32 = morph_fma_f32(v140, v188, v206);
    var v208: f32 = select(v140, v205, v143 != 0u);
    var v209: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v210: f32 = morph_fma_f32(v140, v190, v207);
    var v211: f32 = select(v209, v210, v143 != 0u);
    var v212: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v213: f32 = morph_div_f32(v212, v201);
    var v214: f32 = v208 * v213;
    var v215: f32 = bitcast<f32>(bitcast<u32>(v214) ^ 0x80000000u);
    var v216: f32 = morph_fma_f32(v215, v201, v208);
    var v217: f32 = v216 + v211;
    var v218: f32 = bitcast<f32>(bitcast<u32>(v214) ^ 0x80000000u);
    var v219: f32 = morph_fma_f32(v218, v204, v217);
    var v220: f32 = morph_fma_f32(v219, v213, v214);
    var v221: u32 = select(0u, 1u, (v220 != v220));
    var v222: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v223: u32 = select(0u, 1u, (v214 == v222));
    var v224: u32 = v221 | v223;
    var v225: f32 = select(v220, v214, v224 != 0u);
    var v226: i32 = 0;
    var v227: i32 = select(v226, v159, v143 != 0u);
    var v228: i32 = 1;
    var v229: i32 = v227 >> (bitcast<u32>(v228) & 31u);
    var v230: i32 = bitcast<i32>(bitcast<u32>(v227) - bitcast<u32>(v229));
    var v231: i32 = 127;
    var v232: i32 = bitcast<i32>(bitcast<u32>(v230) + bitcast<u32>(v231));
    var v233: i32 = 23;
    var v234: i32 = bitcast<i32>(bitcast<u32>(v232) << (bitcast<u32>(v233) & 31u));
    var v235: f32 = bitcast<f32>(v234);
    var v236: i32 = 127;
    var v237: i32 = bitcast<i32>(bitcast<u32>(v229) + bitcast<u32>(v236));
    var v238: i32 = 23;
    var v239: i32 = bitcast<i32>(bitcast<u32>(v237) << (bitcast<u32>(v238) & 31u));
    var v240: f32 = bitcast<f32>(v239);
    var v241: f32 = v225 * v240;
    var v242: f32 = v241 * v235;
    var v243: u32 = select(0u, 1u, (v137 != v137));
    var v244: f32 = select(v242, v137, v243 != 0u);
    var v245: f32 = v17 * v21;
    var v246: f32 = v245 + v25;
    var v247: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v248: u32 = select(0u, 1u, (v246 < v247));
    var v249: f32 = select(v246, v247, v248 != 0u);
    var v250: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v251: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v252: u32 = select(0u, 1u, (v249 < v251));
    var v253: f32 = bitcast<f32>(bitcast<u32>(v249) & 0x7fffffffu);
    var v254: f32 = bitcast<f32>(bitcast<u32>(v250) ^ 0x80000000u);
    var v255: f32 = select(v250, v254, v252 != 0u);
    var v256: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v257: u32 = select(0u, 1u, (v253 > v256));
    var v258: f32 = select(v253, v256, v257 != 0u);
    var v259: f32 = bitcast<f32>(bitcast<u32>(v255) ^ 0x80000000u);
    var v260: f32 = bitcast<f32>(bitcast<u32>(v258) ^ 0x80000000u);
    var v261: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v262: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v263: f32 = morph_fma_f32(v260, v262, v261);
    var v264: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v265: f32 = v263 - v264;
    var v266: i32 = bitcast<i32>(v263);
    var v267: i32 = 1262485504;
    var v268: i32 = bitcast<i32>(bitcast<u32>(v266) - bitcast<u32>(v267));
    var v269: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v270: f32 = bitcast<f32>(bitcast<u32>(v265) ^ 0x80000000u);
    var v271: f32 = morph_fma_f32(v270, v269, v260);
    var v272: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v273: f32 = bitcast<f32>(bitcast<u32>(v265) ^ 0x80000000u);
    var v274: f32 = morph_fma_f32(v273, v272, v259);
    var v275: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v276: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v277: f32 = morph_fma_f32(v271, v276, v275);
    var v278: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v279: f32 = morph_fma_f32(v271, v277, v278);
    var v280: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v281: f32 = morph_fma_f32(v271, v279, v280);
    var v282: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v283: f32 = morph_fma_f32(v271, v281, v282);
    var v284: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v285: f32 = morph_fma_f32(v271, v283, v284);
    var v286: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v287: f32 = morph_fma_f32(v271, v285, v286);
    var v288: f32 = v271 * v271;
    var v289: f32 = v288 * v287;
    var v290: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v291: f32 = v290 + v271;
    var v292: f32 = v291 - v290;
    var v293: f32 = v271 - v292;
    var v294: f32 = v291 + v289;
    var v295: f32 = morph_fma_f32(v274, v294, v289);
    var v296: f32 = v293 + v295;
    var v297: f32 = v291 + v296;
    var v298: f32 = v291 - v297;
    var v299: f32 = v298 + v296;
    var v300: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v301: i32 = -126;
    var v302: i32 = select(v268, v301, v268 < v301);
    var v303: i32 = 127;
    var v304: i32 = bitcast<i32>(bitcast<u32>(v302) + bitcast<u32>(v303));
    var v305: i32 = 23;
    var v306: i32 = bitcast<i32>(bitcast<u32>(v304) << (bitcast<u32>(v305) & 31u));
    var v307: f32 = bitcast<f32>(v306);
    var v308: f32 = v297 * v307;
    var v309: f32 = v299 * v307;
    var v310: f32 = v300 + v308;
    var v311: f32 = v300 - v310;
    var v312: f32 = v311 + v308;
    var v313: f32 = v312 + v309;
    var v314: f32 = v249 * v297;
    var v315: f32 = bitcast<f32>(bitcast<u32>(v314) ^ 0x80000000u);
    var v316: f32 = morph_fma_f32(v249, v297, v315);
    var v317: f32 = select(v249, v314, v252 != 0u);
    var v318: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v319: f32 = morph_fma_f32(v249, v299, v316);
    var v320: f32 = select(v318, v319, v252 != 0u);
    var v321: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v322: f32 = morph_div_f32(v321, v310);
    var v323: f32 = v317 * v322;
    var v324: f32 = bitcast<f32>(bitcast<u32>(v323) ^ 0x80000000u);
    var v325: f32 = morph_fma_f32(v324, v310, v317);
    var v326: f32 = v325 + v320;
    var v327: f32 = bitcast<f32>(bitcast<u32>(v323) ^ 0x80000000u);
    var v328: f32 = morph_fma_f32(v327, v313, v326);
    var v329: f32 = morph_fma_f32(v328, v322, v323);
    var v330: u32 = select(0u, 1u, (v329 != v329));
    var v331: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v332: u32 = select(0u, 1u, (v323 == v331));
    var v333: u32 = v330 | v332;
    var v334: f32 = select(v329, v323, v333 != 0u);
    var v335: i32 = 0;
    var v336: i32 = select(v335, v268, v252 != 0u);
    var v337: i32 = 1;
    var v338: i32 = v336 >> (bitcast<u32>(v337) & 31u);
    var v339: i32 = bitcast<i32>(bitcast<u32>(v336) - bitcast<u32>(v338));
    var v340: i32 = 127;
    var v341: i32 = bitcast<i32>(bitcast<u32>(v339) + bitcast<u32>(v340));
    var v342: i32 = 23;
    var v343: i32 = bitcast<i32>(bitcast<u32>(v341) << (bitcast<u32>(v342) & 31u));
    var v344: f32 = bitcast<f32>(v343);
    var v345: i32 = 127;
    var v346: i32 = bitcast<i32>(bitcast<u32>(v338) + bitcast<u32>(v345));
    var v347: i32 = 23;
    var v348: i32 = bitcast<i32>(bitcast<u32>(v346) << (bitcast<u32>(v347) & 31u));
    var v349: f32 = bitcast<f32>(v348);
    var v350: f32 = v334 * v349;
    var v351: f32 = v350 * v344;
    var v352: u32 = select(0u, 1u, (v246 != v246));
    var v353: f32 = select(v351, v246, v352 != 0u);
    var v354: f32 = v18 * v22;
    var v355: f32 = v354 + v26;
    var v356: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v357: u32 = select(0u, 1u, (v355 < v356));
    var v358: f32 = select(v355, v356, v357 != 0u);
    var v359: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v360: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v361: u32 = select(0u, 1u, (v358 < v360));
    var v362: f32 = bitcast<f32>(bitcast<u32>(v358) & 0x7fffffffu);
    var v363: f32 = bitcast<f32>(bitcast<u32>(v359) ^ 0x80000000u);
    var v364: f32 = select(v359, v363, v361 != 0u);
    var v365: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v366: u32 = select(0u, 1u, (v362 > v365));
    var v367: f32 = select(v362, v365, v366 != 0u);
    var v368: f32 = bitcast<f32>(bitcast<u32>(v364) ^ 0x80000000u);
    var v369: f32 = bitcast<f32>(bitcast<u32>(v367) ^ 0x80000000u);
    var v370: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v371: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v372: f32 = morph_fma_f32(v369, v371, v370);
    var v373: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v374: f32 = v372 - v373;
    var v375: i32 = bitcast<i32>(v372);
    var v376: i32 = 1262485504;
    var v377: i32 = bitcast<i32>(bitcast<u32>(v375) - bitcast<u32>(v376));
    var v378: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v379: f32 = bitcast<f32>(bitcast<u32>(v374) ^ 0x80000000u);
    var v380: f32 = morph_fma_f32(v379, v378, v369);
    var v381: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v382: f32 = bitcast<f32>(bitcast<u32>(v374) ^ 0x80000000u);
    var v383: f32 = morph_fma_f32(v382, v381, v368);
    var v384: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v385: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v386: f32 = morph_fma_f32(v380, v385, v384);
    var v387: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v388: f32 = morph_fma_f32(v380, v386, v387);
    var v389: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v390: f32 = morph_fma_f32(v380, v388, v389);
    var v391: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v392: f32 = morph_fma_f32(v380, v390, v391);
    var v393: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v394: f32 = morph_fma_f32(v380, v392, v393);
    var v395: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v396: f32 = morph_fma_f32(v380, v394, v395);
    var v397: f32 = v380 * v380;
    var v398: f32 = v397 * v396;
    var v399: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v400: f32 = v399 + v380;
    var v401: f32 = v400 - v399;
    var v402: f32 = v380 - v401;
    var v403: f32 = v400 + v398;
    var v404: f32 = morph_fma_f32(v383, v403, v398);
    var v405: f32 = v402 + v404;
    var v406: f32 = v400 + v405;
    var v407: f32 = v400 - v406;
    var v408: f32 = v407 + v405;
    var v409: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v410: i32 = -126;
    var v411: i32 = select(v377, v410, v377 < v410);
    var v412: i32 = 127;
    var v413: i32 = bitcast<i32>(bitcast<u32>(v411) + bitcast<u32>(v412));
    var v414: i32 = 23;
    var v415: i32 = bitcast<i32>(bitcast<u32>(v413) << (bitcast<u32>(v414) & 31u));
    var v416: f32 = bitcast<f32>(v415);
    var v417: f32 = v406 * v416;
    var v418: f32 = v408 * v416;
    var v419: f32 = v409 + v417;
    var v420: f32 = v409 - v419;
    var v421: f32 = v420 + v417;
    var v422: f32 = v421 + v418;
    var v423: f32 = v358 * v406;
    var v424: f32 = bitcast<f32>(bitcast<u32>(v423) ^ 0x80000000u);
    var v425: f32 = morph_fma_f32(v358, v406, v424);
    var v426: f32 = select(v358, v423, v361 != 0u);
    var v427: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v428: f32 = morph_fma_f32(v358, v408, v425);
    var v429: f32 = select(v427, v428, v361 != 0u);
    var v430: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v431: f32 = morph_div_f32(v430, v419);
    var v432: f32 = v426 * v431;
    var v433: f32 = bitcast<f32>(bitcast<u32>(v432) ^ 0x80000000u);
    var v434: f32 = morph_fma_f32(v433, v419, v426);
    var v435: f32 = v434 + v429;
    var v436: f32 = bitcast<f32>(bitcast<u32>(v432) ^ 0x80000000u);
    var v437: f32 = morph_fma_f32(v436, v422, v435);
    var v438: f32 = morph_fma_f32(v437, v431, v432);
    var v439: u32 = select(0u, 1u, (v438 != v438));
    var v440: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v441: u32 = select(0u, 1u, (v432 == v440));
    var v442: u32 = v439 | v441;
    var v443: f32 = select(v438, v432, v442 != 0u);
    var v444: i32 = 0;
    var v445: i32 = select(v444, v377, v361 != 0u);
    var v446: i32 = 1;
    var v447: i32 = v445 >> (bitcast<u32>(v446) & 31u);
    var v448: i32 = bitcast<i32>(bitcast<u32>(v445) - bitcast<u32>(v447));
    var v449: i32 = 127;
    var v450: i32 = bitcast<i32>(bitcast<u32>(v448) + bitcast<u32>(v449));
    var v451: i32 = 23;
    var v452: i32 = bitcast<i32>(bitcast<u32>(v450) << (bitcast<u32>(v451) & 31u));
    var v453: f32 = bitcast<f32>(v452);
    var v454: i32 = 127;
    var v455: i32 = bitcast<i32>(bitcast<u32>(v447) + bitcast<u32>(v454));
    var v456: i32 = 23;
    var v457: i32 = bitcast<i32>(bitcast<u32>(v455) << (bitcast<u32>(v456) & 31u));
    var v458: f32 = bitcast<f32>(v457);
    var v459: f32 = v443 * v458;
    var v460: f32 = v459 * v453;
    var v461: u32 = select(0u, 1u, (v355 != v355));
    var v462: f32 = select(v460, v355, v461 != 0u);
    p_out0[(v9 + 0u)] = v135;
    p_out0[(v9 + 1u)] = v244;
    p_out0[(v9 + 2u)] = v353;
    p_out0[(v9 + 3u)] = v462;
  }
}
