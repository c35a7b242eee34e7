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
    var v29: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v30: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v31: u32 = select(0u, 1u, (v28 >= v30));
    var v32: f32 = select(v29, v28, v31 != 0u);
    var v33: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v34: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v35: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v36: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v37: u32 = select(0u, 1u, (v32 <= v36));
    var v38: f32 = select(v35, v32, v37 != 0u);
    var v39: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v40: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v41: f32 = morph_fma_f32(v38, v40, v39);
    var v42: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v43: f32 = v41 - v42;
    var v44: i32 = bitcast<i32>(v41);
    var v45: i32 = 1262485504;
    var v46: i32 = bitcast<i32>(bitcast<u32>(v44) - bitcast<u32>(v45));
    var v47: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v48: f32 = morph_fma_f32(v43, v47, v38);
    var v49: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v50: f32 = morph_fma_f32(v43, v49, v33);
    var v51: f32 = v48 + v50;
    var v52: f32 = bitcast<f32>(bitcast<u32>(v51) ^ 0x80000000u);
    var v53: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v54: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v55: f32 = morph_fma_f32(v52, v54, v53);
    var v56: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v57: f32 = morph_fma_f32(v52, v55, v56);
    var v58: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v59: f32 = morph_fma_f32(v52, v57, v58);
    var v60: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v61: f32 = morph_fma_f32(v52, v59, v60);
    var v62: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v63: f32 = morph_fma_f32(v52, v61, v62);
    var v64: f32 = v52 * v52;
    var v65: f32 = morph_fma_f32(v64, v63, v52);
    var v66: f32 = v34 + v65;
    var v67: f32 = v66 - v34;
    var v68: f32 = v65 - v67;
    var v69: i32 = 0;
    var v70: u32 = select(0u, 1u, (v46 > v69));
    var v71: i32 = 126;
    var v72: i32 = 0;
    var v73: i32 = bitcast<i32>(bitcast<u32>(v72) - bitcast<u32>(v46));
    var v74: i32 = select(v73, v46, v70 != 0u);
    var v75: i32 = select(v71, v74, v74 < v71);
    var v76: i32 = 0;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v76) - bitcast<u32>(v75));
    var v78: i32 = 127;
    var v79: i32 = bitcast<i32>(bitcast<u32>(v77) + bitcast<u32>(v78));
    var v80: i32 = 23;
    var v81: i32 = bitcast<i32>(bitcast<u32>(v79) << (bitcast<u32>(v80) & 31u));
    var v82: f32 = bitcast<f32>(v81);
    var v83: f32 = select(v34, v66, v70 != 0u);
    var v84: f32 = v66 * v82;
    var v85: f32 = select(v84, v82, v70 != 0u);
    var v86: f32 = v68 * v82;
    var v87: f32 = select(v86, v68, v70 != 0u);
    var v88: f32 = v83 + v85;
    var v89: f32 = v88 - v83;
    var v90: f32 = v85 - v89;
    var v91: f32 = v90 + v87;
    var v92: f32 = morph_div_f32(v34, v88);
    var v93: f32 = v32 * v92;
    var v94: f32 = bitcast<f32>(bitcast<u32>(v32) ^ 0x80000000u);
    var v95: f32 = morph_fma_f32(v93, v88, v94);
    var v96: f32 = morph_fma_f32(v93, v91, v95);
    var v97: f32 = bitcast<f32>(bitcast<u32>(v92) ^ 0x80000000u);
    var v98: f32 = morph_fma_f32(v96, v97, v93);
    var v99: i32 = 0;
    var v100: i32 = 126;
    var v101: i32 = bitcast<i32>(bitcast<u32>(v46) - bitcast<u32>(v100));
    var v102: i32 = select(v101, v99, v101 < v99);
    var v103: i32 = 0;
    var v104: i32 = bitcast<i32>(bitcast<u32>(v103) - bitcast<u32>(v102));
    var v105: i32 = 127;
    var v106: i32 = bitcast<i32>(bitcast<u32>(v104) + bitcast<u32>(v105));
    var v107: i32 = 23;
    var v108: i32 = bitcast<i32>(bitcast<u32>(v106) << (bitcast<u32>(v107) & 31u));
    var v109: f32 = bitcast<f32>(v108);
    var v110: f32 = select(v34, v82, v70 != 0u);
    var v111: f32 = v98 * v109;
    var v112: f32 = v111 * v110;
    var v113: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v114: u32 = select(0u, 1u, (v28 < v113));
    var v115: f32 = select(v28, v112, v114 != 0u);
    var v116: f32 = v16 * v20;
    var v117: f32 = v116 + v24;
    var v118: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v119: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v120: u32 = select(0u, 1u, (v117 >= v119));
    var v121: f32 = select(v118, v117, v120 != 0u);
    var v122: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v123: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v124: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v125: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v126: u32 = select(0u, 1u, (v121 <= v125));
    var v127: f32 = select(v124, v121, v126 != 0u);
    var v128: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v129: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v130: f32 = morph_fma_f32(v127, v129, v128);
    var v131: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v132: f32 = v130 - v131;
    var v133: i32 = bitcast<i32>(v130);
    var v134: i32 = 1262485504;
    var v135: i32 = bitcast<i32>(bitcast<u32>(v133) - bitcast<u32>(v134));
    var v136: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v137: f32 = morph_fma_f32(v132, v136, v127);
    var v138: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v139: f32 = morph_fma_f32(v132, v138, v122);
    var v140: f32 = v137 + v139;
    var v141: f32 = bitcast<f32>(bitcast<u32>(v140) ^ 0x80000000u);
    var v142: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v143: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v144: f32 = morph_fma_f32(v141, v143, v142);
    var v145: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v146: f32 = morph_fma_f32(v141, v144, v145);
    var v147: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v148: f32 = morph_fma_f32(v141, v146, v147);
    var v149: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v150: f32 = morph_fma_f32(v141, v148, v149);
    var v151: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v152: f32 = morph_fma_f32(v141, v150, v151);
    var v153: f32 = v141 * v141;
    var v154: f32 = morph_fma_f32(v153, v152, v141);
    var v155: f32 = v123 + v154;
    var v156: f32 = v155 - v123;
    var v157: f32 = v154 - v156;
    var v158: i32 = 0;
    var v159: u32 = select(0u, 1u, (v135 > v158));
    var v160: i32 = 126;
    var v161: i32 = 0;
    var v162: i32 = bitcast<i32>(bitcast<u32>(v161) - bitcast<u32>(v135));
    var v163: i32 = select(v162, v135, v159 != 0u);
    var v164: i32 = select(v160, v163, v163 < v160);
    var v165: i32 = 0;
    var v166: i32 = bitcast<i32>(bitcast<u32>(v165) - bitcast<u32>(v164));
    var v167: i32 = 127;
    var v168: i32 = bitcast<i32>(bitcast<u32>(v166) + bitcast<u32>(v167));
    var v169: i32 = 23;
    var v170: i32 = bitcast<i32>(bitcast<u32>(v168) << (bitcast<u32>(v169) & 31u));
    var v171: f32 = bitcast<f32>(v170);
    var v172: f32 = select(v123, v155, v159 != 0u);
    var v173: f32 = v155 * v171;
    var v174: f32 = select(v173, v171, v159 != 0u);
    var v175: f32 = v157 * v171;
    var v176: f32 = select(v175, v157, v159 != 0u);
    var v177: f32 = v172 + v174;
    var v178: f32 = v177 - v172;
    var v179: f32 = v174 - v178;
    var v180: f32 = v179 + v176;
    var v181: f32 = morph_div_f32(v123, v177);
    var v182: f32 = v121 * v181;
    var v183: f32 = bitcast<f32>(bitcast<u32>(v121) ^ 0x80000000u);
    var v184: f32 = morph_fma_f32(v182, v177, v183);
    var v185: f32 = morph_fma_f32(v182, v180, v184);
    var v186: f32 = bitcast<f32>(bitcast<u32>(v181) ^ 0x80000000u);
    var v187: f32 = morph_fma_f32(v185, v186, v182);
    var v188: i32 = 0;
    var v189: i32 = 126;
    var v190: i32 = bitcast<i32>(bitcast<u32>(v135) - bitcast<u32>(v189));
    var v191: i32 = select(v190, v188, v190 < v188);
    var v192: i32 = 0;
    var v193: i32 = bitcast<i32>(bitcast<u32>(v192) - bitcast<u32>(v191));
    var v194: i32 = 127;
    var v195: i32 = bitcast<i32>(bitcast<u32>(v193) + bitcast<u32>(v194));
    var v196: i32 = 23;
    var v197: i32 = bitcast<i32>(bitcast<u32>(v195) << (bitcast<u32>(v196) & 31u));
    var v198: f32 = bitcast<f32>(v197);
    var v199: f32 = select(v123, v171, v159 != 0u);
    var v200: f32 = v187 * v198;
    var v201: f32 = v200 * v199;
    var v202: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v203: u32 = select(0u, 1u, (v117 < v202));
    var v204: f32 = select(v117, v201, v203 != 0u);
    var v205: f32 = v17 * v21;
    var v206: f32 = v205 + v25;
    var v207: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v208: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v209: u32 = select(0u, 1u, (v206 >= v208));
    var v210: f32 = select(v207, v206, v209 != 0u);
    var v211: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v212: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v213: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v214: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v215: u32 = select(0u, 1u, (v210 <= v214));
    var v216: f32 = select(v213, v210, v215 != 0u);
    var v217: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v218: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v219: f32 = morph_fma_f32(v216, v218, v217);
    var v220: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v221: f32 = v219 - v220;
    var v222: i32 = bitcast<i32>(v219);
    var v223: i32 = 1262485504;
    var v224: i32 = bitcast<i32>(bitcast<u32>(v222) - bitcast<u32>(v223));
    var v225: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v226: f32 = morph_fma_f32(v221, v225, v216);
    var v227: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v228: f32 = morph_fma_f32(v221, v227, v211);
    var v229: f32 = v226 + v228;
    var v230: f32 = bitcast<f32>(bitcast<u32>(v229) ^ 0x80000000u);
    var v231: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v232: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v233: f32 = morph_fma_f32(v230, v232, v231);
    var v234: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v235: f32 = morph_fma_f32(v230, v233, v234);
    var v236: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v237: f32 = morph_fma_f32(v230, v235, v236);
    var v238: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v239: f32 = morph_fma_f32(v230, v237, v238);
    var v240: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v241: f32 = morph_fma_f32(v230, v239, v240);
    var v242: f32 = v230 * v230;
    var v243: f32 = morph_fma_f32(v242, v241, v230);
    var v244: f32 = v212 + v243;
    var v245: f32 = v244 - v212;
    var v246: f32 = v243 - v245;
    var v247: i32 = 0;
    var v248: u32 = select(0u, 1u, (v224 > v247));
    var v249: i32 = 126;
    var v250: i32 = 0;
    var v251: i32 = bitcast<i32>(bitcast<u32>(v250) - bitcast<u32>(v224));
    var v252: i32 = select(v251, v224, v248 != 0u);
    var v253: i32 = select(v249, v252, v252 < v249);
    var v254: i32 = 0;
    var v255: i32 = bitcast<i32>(bitcast<u32>(v254) - bitcast<u32>(v253));
    var v256: i32 = 127;
    var v257: i32 = bitcast<i32>(bitcast<u32>(v255) + bitcast<u32>(v256));
    var v258: i32 = 23;
    var v259: i32 = bitcast<i32>(bitcast<u32>(v257) << (bitcast<u32>(v258) & 31u));
    var v260: f32 = bitcast<f32>(v259);
    var v261: f32 = select(v212, v244, v248 != 0u);
    var v262: f32 = v244 * v260;
    var v263: f32 = select(v262, v260, v248 != 0u);
    var v264: f32 = v246 * v260;
    var v265: f32 = select(v264, v246, v248 != 0u);
    var v266: f32 = v261 + v263;
    var v267: f32 = v266 - v261;
    var v268: f32 = v263 - v267;
    var v269: f32 = v268 + v265;
    var v270: f32 = morph_div_f32(v212, v266);
    var v271: f32 = v210 * v270;
    var v272: f32 = bitcast<f32>(bitcast<u32>(v210) ^ 0x80000000u);
    var v273: f32 = morph_fma_f32(v271, v266, v272);
    var v274: f32 = morph_fma_f32(v271, v269, v273);
    var v275: f32 = bitcast<f32>(bitcast<u32>(v270) ^ 0x80000000u);
    var v276: f32 = morph_fma_f32(v274, v275, v271);
    var v277: i32 = 0;
    var v278: i32 = 126;
    var v279: i32 = bitcast<i32>(bitcast<u32>(v224) - bitcast<u32>(v278));
    var v280: i32 = select(v279, v277, v279 < v277);
    var v281: i32 = 0;
    var v282: i32 = bitcast<i32>(bitcast<u32>(v281) - bitcast<u32>(v280));
    var v283: i32 = 127;
    var v284: i32 = bitcast<i32>(bitcast<u32>(v282) + bitcast<u32>(v283));
    var v285: i32 = 23;
    var v286: i32 = bitcast<i32>(bitcast<u32>(v284) << (bitcast<u32>(v285) & 31u));
    var v287: f32 = bitcast<f32>(v286);
    var v288: f32 = select(v212, v260, v248 != 0u);
    var v289: f32 = v276 * v287;
    var v290: f32 = v289 * v288;
    var v291: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v292: u32 = select(0u, 1u, (v206 < v291));
    var v293: f32 = select(v206, v290, v292 != 0u);
    var v294: f32 = v18 * v22;
    var v295: f32 = v294 + v26;
    var v296: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v297: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v298: u32 = select(0u, 1u, (v295 >= v297));
    var v299: f32 = select(v296, v295, v298 != 0u);
    var v300: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v301: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v302: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v303: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v304: u32 = select(0u, 1u, (v299 <= v303));
    var v305: f32 = select(v302, v299, v304 != 0u);
    var v306: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v307: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v308: f32 = morph_fma_f32(v305, v307, v306);
    var v309: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v310: f32 = v308 - v309;
    var v311: i32 = bitcast<i32>(v308);
    var v312: i32 = 1262485504;
    var v313: i32 = bitcast<i32>(bitcast<u32>(v311) - bitcast<u32>(v312));
    var v314: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v315: f32 = morph_fma_f32(v310, v314, v305);
    var v316: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v317: f32 = morph_fma_f32(v310, v316, v300);
    var v318: f32 = v315 + v317;
    var v319: f32 = bitcast<f32>(bitcast<u32>(v318) ^ 0x80000000u);
    var v320: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v321: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v322: f32 = morph_fma_f32(v319, v321, v320);
    var v323: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v324: f32 = morph_fma_f32(v319, v322, v323);
    var v325: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v326: f32 = morph_fma_f32(v319, v324, v325);
    var v327: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v328: f32 = morph_fma_f32(v319, v326, v327);
    var v329: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v330: f32 = morph_fma_f32(v319, v328, v329);
    var v331: f32 = v319 * v319;
    var v332: f32 = morph_fma_f32(v331, v330, v319);
    var v333: f32 = v301 + v332;
    var v334: f32 = v333 - v301;
    var v335: f32 = v332 - v334;
    var v336: i32 = 0;
    var v337: u32 = select(0u, 1u, (v313 > v336));
    var v338: i32 = 126;
    var v339: i32 = 0;
    var v340: i32 = bitcast<i32>(bitcast<u32>(v339) - bitcast<u32>(v313));
    var v341: i32 = select(v340, v313, v337 != 0u);
    var v342: i32 = select(v338, v341, v341 < v338);
    var v343: i32 = 0;
    var v344: i32 = bitcast<i32>(bitcast<u32>(v343) - bitcast<u32>(v342));
    var v345: i32 = 127;
    var v346: i32 = bitcast<i32>(bitcast<u32>(v344) + bitcast<u32>(v345));
    var v347: i32 = 23;
    var v348: i32 = bitcast<i32>(bitcast<u32>(v346) << (bitcast<u32>(v347) & 31u));
    var v349: f32 = bitcast<f32>(v348);
    var v350: f32 = select(v301, v333, v337 != 0u);
    var v351: f32 = v333 * v349;
    var v352: f32 = select(v351, v349, v337 != 0u);
    var v353: f32 = v335 * v349;
    var v354: f32 = select(v353, v335, v337 != 0u);
    var v355: f32 = v350 + v352;
    var v356: f32 = v355 - v350;
    var v357: f32 = v352 - v356;
    var v358: f32 = v357 + v354;
    var v359: f32 = morph_div_f32(v301, v355);
    var v360: f32 = v299 * v359;
    var v361: f32 = bitcast<f32>(bitcast<u32>(v299) ^ 0x80000000u);
    var v362: f32 = morph_fma_f32(v360, v355, v361);
    var v363: f32 = morph_fma_f32(v360, v358, v362);
    var v364: f32 = bitcast<f32>(bitcast<u32>(v359) ^ 0x80000000u);
    var v365: f32 = morph_fma_f32(v363, v364, v360);
    var v366: i32 = 0;
    var v367: i32 = 126;
    var v368: i32 = bitcast<i32>(bitcast<u32>(v313) - bitcast<u32>(v367));
    var v369: i32 = select(v368, v366, v368 < v366);
    var v370: i32 = 0;
    var v371: i32 = bitcast<i32>(bitcast<u32>(v370) - bitcast<u32>(v369));
    var v372: i32 = 127;
    var v373: i32 = bitcast<i32>(bitcast<u32>(v371) + bitcast<u32>(v372));
    var v374: i32 = 23;
    var v375: i32 = bitcast<i32>(bitcast<u32>(v373) << (bitcast<u32>(v374) & 31u));
    var v376: f32 = bitcast<f32>(v375);
    var v377: f32 = select(v301, v349, v337 != 0u);
    var v378: f32 = v365 * v376;
    var v379: f32 = v378 * v377;
    var v380: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v381: u32 = select(0u, 1u, (v295 < v380));
    var v382: f32 = select(v295, v379, v381 != 0u);
    p_out0[(v9 + 0u)] = v115;
    p_out0[(v9 + 1u)] = v204;
    p_out0[(v9 + 2u)] = v293;
    p_out0[(v9 + 3u)] = v382;
  }
}
