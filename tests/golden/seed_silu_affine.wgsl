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
    var v30: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v31: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v32: u32 = select(0u, 1u, (v28 >= v31));
    var v33: f32 = select(v30, v28, v32 != 0u);
    var v34: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v35: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v36: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v37: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v38: u32 = select(0u, 1u, (v33 <= v37));
    var v39: f32 = select(v36, v33, v38 != 0u);
    var v40: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v41: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v42: f32 = morph_fma_f32(v39, v41, v40);
    var v43: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v44: f32 = v42 - v43;
    var v45: i32 = bitcast<i32>(v42);
    var v46: i32 = 1262485504;
    var v47: i32 = bitcast<i32>(bitcast<u32>(v45) - bitcast<u32>(v46));
    var v48: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v49: f32 = morph_fma_f32(v44, v48, v39);
    var v50: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v51: f32 = morph_fma_f32(v44, v50, v34);
    var v52: f32 = v49 + v51;
    var v53: f32 = bitcast<f32>(bitcast<u32>(v52) ^ 0x80000000u);
    var v54: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v55: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v56: f32 = morph_fma_f32(v53, v55, v54);
    var v57: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v58: f32 = morph_fma_f32(v53, v56, v57);
    var v59: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v60: f32 = morph_fma_f32(v53, v58, v59);
    var v61: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v62: f32 = morph_fma_f32(v53, v60, v61);
    var v63: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v64: f32 = morph_fma_f32(v53, v62, v63);
    var v65: f32 = v53 * v53;
    var v66: f32 = morph_fma_f32(v65, v64, v53);
    var v67: f32 = v35 + v66;
    var v68: f32 = v67 - v35;
    var v69: f32 = v66 - v68;
    var v70: i32 = 0;
    var v71: u32 = select(0u, 1u, (v47 > v70));
    var v72: i32 = 126;
    var v73: i32 = 0;
    var v74: i32 = bitcast<i32>(bitcast<u32>(v73) - bitcast<u32>(v47));
    var v75: i32 = select(v74, v47, v71 != 0u);
    var v76: i32 = select(v72, v75, v75 < v72);
    var v77: i32 = 0;
    var v78: i32 = bitcast<i32>(bitcast<u32>(v77) - bitcast<u32>(v76));
    var v79: i32 = 127;
    var v80: i32 = bitcast<i32>(bitcast<u32>(v78) + bitcast<u32>(v79));
    var v81: i32 = 23;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v80) << (bitcast<u32>(v81) & 31u));
    var v83: f32 = bitcast<f32>(v82);
    var v84: f32 = select(v35, v67, v71 != 0u);
    var v85: f32 = v67 * v83;
    var v86: f32 = select(v85, v83, v71 != 0u);
    var v87: f32 = v69 * v83;
    var v88: f32 = select(v87, v69, v71 != 0u);
    var v89: f32 = v84 + v86;
    var v90: f32 = v89 - v84;
    var v91: f32 = v86 - v90;
    var v92: f32 = v91 + v88;
    var v93: f32 = morph_div_f32(v35, v89);
    var v94: f32 = v33 * v93;
    var v95: f32 = bitcast<f32>(bitcast<u32>(v33) ^ 0x80000000u);
    var v96: f32 = morph_fma_f32(v94, v89, v95);
    var v97: f32 = morph_fma_f32(v94, v92, v96);
    var v98: f32 = bitcast<f32>(bitcast<u32>(v93) ^ 0x80000000u);
    var v99: f32 = morph_fma_f32(v97, v98, v94);
    var v100: i32 = 0;
    var v101: i32 = 126;
    var v102: i32 = bitcast<i32>(bitcast<u32>(v47) - bitcast<u32>(v101));
    var v103: i32 = select(v102, v100, v102 < v100);
    var v104: i32 = 0;
    var v105: i32 = bitcast<i32>(bitcast<u32>(v104) - bitcast<u32>(v103));
    var v106: i32 = 127;
    var v107: i32 = bitcast<i32>(bitcast<u32>(v105) + bitcast<u32>(v106));
    var v108: i32 = 23;
    var v109: i32 = bitcast<i32>(bitcast<u32>(v107) << (bitcast<u32>(v108) & 31u));
    var v110: f32 = bitcast<f32>(v109);
    var v111: f32 = select(v35, v83, v71 != 0u);
    var v112: f32 = v99 * v110;
    var v113: f32 = v112 * v111;
    var v114: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v115: u32 = select(0u, 1u, (v28 < v114));
    var v116: f32 = select(v28, v113, v115 != 0u);
    var v29: f32 = v116;
    var v214: f32 = v16 * v20;
    var v215: f32 = v214 + v24;
    var v217: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v218: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v219: u32 = select(0u, 1u, (v215 >= v218));
    var v220: f32 = select(v217, v215, v219 != 0u);
    var v221: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v222: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v223: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v224: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v225: u32 = select(0u, 1u, (v220 <= v224));
    var v226: f32 = select(v223, v220, v225 != 0u);
    var v227: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v228: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v229: f32 = morph_fma_f32(v226, v228, v227);
    var v230: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v231: f32 = v229 - v230;
    var v232: i32 = bitcast<i32>(v229);
    var v233: i32 = 1262485504;
    var v234: i32 = bitcast<i32>(bitcast<u32>(v232) - bitcast<u32>(v233));
    var v235: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v236: f32 = morph_fma_f32(v231, v235, v226);
    var v237: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v238: f32 = morph_fma_f32(v231, v237, v221);
    var v239: f32 = v236 + v238;
    var v240: f32 = bitcast<f32>(bitcast<u32>(v239) ^ 0x80000000u);
    var v241: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v242: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v243: f32 = morph_fma_f32(v240, v242, v241);
    var v244: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v245: f32 = morph_fma_f32(v240, v243, v244);
    var v246: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v247: f32 = morph_fma_f32(v240, v245, v246);
    var v248: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v249: f32 = morph_fma_f32(v240, v247, v248);
    var v250: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v251: f32 = morph_fma_f32(v240, v249, v250);
    var v252: f32 = v240 * v240;
    var v253: f32 = morph_fma_f32(v252, v251, v240);
    var v254: f32 = v222 + v253;
    var v255: f32 = v254 - v222;
    var v256: f32 = v253 - v255;
    var v257: i32 = 0;
    var v258: u32 = select(0u, 1u, (v234 > v257));
    var v259: i32 = 126;
    var v260: i32 = 0;
    var v261: i32 = bitcast<i32>(bitcast<u32>(v260) - bitcast<u32>(v234));
    var v262: i32 = select(v261, v234, v258 != 0u);
    var v263: i32 = select(v259, v262, v262 < v259);
    var v264: i32 = 0;
    var v265: i32 = bitcast<i32>(bitcast<u32>(v264) - bitcast<u32>(v263));
    var v266: i32 = 127;
    var v267: i32 = bitcast<i32>(bitcast<u32>(v265) + bitcast<u32>(v266));
    var v268: i32 = 23;
    var v269: i32 = bitcast<i32>(bitcast<u32>(v267) << (bitcast<u32>(v268) & 31u));
    var v270: f32 = bitcast<f32>(v269);
    var v271: f32 = select(v222, v254, v258 != 0u);
    var v272: f32 = v254 * v270;
    var v273: f32 = select(v272, v270, v258 != 0u);
    var v274: f32 = v256 * v270;
    var v275: f32 = select(v274, v256, v258 != 0u);
    var v276: f32 = v271 + v273;
    var v277: f32 = v276 - v271;
    var v278: f32 = v273 - v277;
    var v279: f32 = v278 + v275;
    var v280: f32 = morph_div_f32(v222, v276);
    var v281: f32 = v220 * v280;
    var v282: f32 = bitcast<f32>(bitcast<u32>(v220) ^ 0x80000000u);
    var v283: f32 = morph_fma_f32(v281, v276, v282);
    var v284: f32 = morph_fma_f32(v281, v279, v283);
    var v285: f32 = bitcast<f32>(bitcast<u32>(v280) ^ 0x80000000u);
    var v286: f32 = morph_fma_f32(v284, v285, v281);
    var v287: i32 = 0;
    var v288: i32 = 126;
    var v289: i32 = bitcast<i32>(bitcast<u32>(v234) - bitcast<u32>(v288));
    var v290: i32 = select(v289, v287, v289 < v287);
    var v291: i32 = 0;
    var v292: i32 = bitcast<i32>(bitcast<u32>(v291) - bitcast<u32>(v290));
    var v293: i32 = 127;
    var v294: i32 = bitcast<i32>(bitcast<u32>(v292) + bitcast<u32>(v293));
    var v295: i32 = 23;
    var v296: i32 = bitcast<i32>(bitcast<u32>(v294) << (bitcast<u32>(v295) & 31u));
    var v297: f32 = bitcast<f32>(v296);
    var v298: f32 = select(v222, v270, v258 != 0u);
    var v299: f32 = v286 * v297;
    var v300: f32 = v299 * v298;
    var v301: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v302: u32 = select(0u, 1u, (v215 < v301));
    var v303: f32 = select(v215, v300, v302 != 0u);
    var v216: f32 = v303;
    var v401: f32 = v17 * v21;
    var v402: f32 = v401 + v25;
    var v404: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v405: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v406: u32 = select(0u, 1u, (v402 >= v405));
    var v407: f32 = select(v404, v402, v406 != 0u);
    var v408: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v409: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v410: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v411: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v412: u32 = select(0u, 1u, (v407 <= v411));
    var v413: f32 = select(v410, v407, v412 != 0u);
    var v414: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v415: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v416: f32 = morph_fma_f32(v413, v415, v414);
    var v417: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v418: f32 = v416 - v417;
    var v419: i32 = bitcast<i32>(v416);
    var v420: i32 = 1262485504;
    var v421: i32 = bitcast<i32>(bitcast<u32>(v419) - bitcast<u32>(v420));
    var v422: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v423: f32 = morph_fma_f32(v418, v422, v413);
    var v424: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v425: f32 = morph_fma_f32(v418, v424, v408);
    var v426: f32 = v423 + v425;
    var v427: f32 = bitcast<f32>(bitcast<u32>(v426) ^ 0x80000000u);
    var v428: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v429: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v430: f32 = morph_fma_f32(v427, v429, v428);
    var v431: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v432: f32 = morph_fma_f32(v427, v430, v431);
    var v433: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v434: f32 = morph_fma_f32(v427, v432, v433);
    var v435: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v436: f32 = morph_fma_f32(v427, v434, v435);
    var v437: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v438: f32 = morph_fma_f32(v427, v436, v437);
    var v439: f32 = v427 * v427;
    var v440: f32 = morph_fma_f32(v439, v438, v427);
    var v441: f32 = v409 + v440;
    var v442: f32 = v441 - v409;
    var v443: f32 = v440 - v442;
    var v444: i32 = 0;
    var v445: u32 = select(0u, 1u, (v421 > v444));
    var v446: i32 = 126;
    var v447: i32 = 0;
    var v448: i32 = bitcast<i32>(bitcast<u32>(v447) - bitcast<u32>(v421));
    var v449: i32 = select(v448, v421, v445 != 0u);
    var v450: i32 = select(v446, v449, v449 < v446);
    var v451: i32 = 0;
    var v452: i32 = bitcast<i32>(bitcast<u32>(v451) - bitcast<u32>(v450));
    var v453: i32 = 127;
    var v454: i32 = bitcast<i32>(bitcast<u32>(v452) + bitcast<u32>(v453));
    var v455: i32 = 23;
    var v456: i32 = bitcast<i32>(bitcast<u32>(v454) << (bitcast<u32>(v455) & 31u));
    var v457: f32 = bitcast<f32>(v456);
    var v458: f32 = select(v409, v441, v445 != 0u);
    var v459: f32 = v441 * v457;
    var v460: f32 = select(v459, v457, v445 != 0u);
    var v461: f32 = v443 * v457;
    var v462: f32 = select(v461, v443, v445 != 0u);
    var v463: f32 = v458 + v460;
    var v464: f32 = v463 - v458;
    var v465: f32 = v460 - v464;
    var v466: f32 = v465 + v462;
    var v467: f32 = morph_div_f32(v409, v463);
    var v468: f32 = v407 * v467;
    var v469: f32 = bitcast<f32>(bitcast<u32>(v407) ^ 0x80000000u);
    var v470: f32 = morph_fma_f32(v468, v463, v469);
    var v471: f32 = morph_fma_f32(v468, v466, v470);
    var v472: f32 = bitcast<f32>(bitcast<u32>(v467) ^ 0x80000000u);
    var v473: f32 = morph_fma_f32(v471, v472, v468);
    var v474: i32 = 0;
    var v475: i32 = 126;
    var v476: i32 = bitcast<i32>(bitcast<u32>(v421) - bitcast<u32>(v475));
    var v477: i32 = select(v476, v474, v476 < v474);
    var v478: i32 = 0;
    var v479: i32 = bitcast<i32>(bitcast<u32>(v478) - bitcast<u32>(v477));
    var v480: i32 = 127;
    var v481: i32 = bitcast<i32>(bitcast<u32>(v479) + bitcast<u32>(v480));
    var v482: i32 = 23;
    var v483: i32 = bitcast<i32>(bitcast<u32>(v481) << (bitcast<u32>(v482) & 31u));
    var v484: f32 = bitcast<f32>(v483);
    var v485: f32 = select(v409, v457, v445 != 0u);
    var v486: f32 = v473 * v484;
    var v487: f32 = v486 * v485;
    var v488: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v489: u32 = select(0u, 1u, (v402 < v488));
    var v490: f32 = select(v402, v487, v489 != 0u);
    var v403: f32 = v490;
    var v588: f32 = v18 * v22;
    var v589: f32 = v588 + v26;
    var v591: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v592: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v593: u32 = select(0u, 1u, (v589 >= v592));
    var v594: f32 = select(v591, v589, v593 != 0u);
    var v595: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v596: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v597: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v598: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v599: u32 = select(0u, 1u, (v594 <= v598));
    var v600: f32 = select(v597, v594, v599 != 0u);
    var v601: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v602: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v603: f32 = morph_fma_f32(v600, v602, v601);
    var v604: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v605: f32 = v603 - v604;
    var v606: i32 = bitcast<i32>(v603);
    var v607: i32 = 1262485504;
    var v608: i32 = bitcast<i32>(bitcast<u32>(v606) - bitcast<u32>(v607));
    var v609: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v610: f32 = morph_fma_f32(v605, v609, v600);
    var v611: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v612: f32 = morph_fma_f32(v605, v611, v595);
    var v613: f32 = v610 + v612;
    var v614: f32 = bitcast<f32>(bitcast<u32>(v613) ^ 0x80000000u);
    var v615: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v616: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v617: f32 = morph_fma_f32(v614, v616, v615);
    var v618: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v619: f32 = morph_fma_f32(v614, v617, v618);
    var v620: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v621: f32 = morph_fma_f32(v614, v619, v620);
    var v622: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v623: f32 = morph_fma_f32(v614, v621, v622);
    var v624: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v625: f32 = morph_fma_f32(v614, v623, v624);
    var v626: f32 = v614 * v614;
    var v627: f32 = morph_fma_f32(v626, v625, v614);
    var v628: f32 = v596 + v627;
    var v629: f32 = v628 - v596;
    var v630: f32 = v627 - v629;
    var v631: i32 = 0;
    var v632: u32 = select(0u, 1u, (v608 > v631));
    var v633: i32 = 126;
    var v634: i32 = 0;
    var v635: i32 = bitcast<i32>(bitcast<u32>(v634) - bitcast<u32>(v608));
    var v636: i32 = select(v635, v608, v632 != 0u);
    var v637: i32 = select(v633, v636, v636 < v633);
    var v638: i32 = 0;
    var v639: i32 = bitcast<i32>(bitcast<u32>(v638) - bitcast<u32>(v637));
    var v640: i32 = 127;
    var v641: i32 = bitcast<i32>(bitcast<u32>(v639) + bitcast<u32>(v640));
    var v642: i32 = 23;
    var v643: i32 = bitcast<i32>(bitcast<u32>(v641) << (bitcast<u32>(v642) & 31u));
    var v644: f32 = bitcast<f32>(v643);
    var v645: f32 = select(v596, v628, v632 != 0u);
    var v646: f32 = v628 * v644;
    var v647: f32 = select(v646, v644, v632 != 0u);
    var v648: f32 = v630 * v644;
    var v649: f32 = select(v648, v630, v632 != 0u);
    var v650: f32 = v645 + v647;
    var v651: f32 = v650 - v645;
    var v652: f32 = v647 - v651;
    var v653: f32 = v652 + v649;
    var v654: f32 = morph_div_f32(v596, v650);
    var v655: f32 = v594 * v654;
    var v656: f32 = bitcast<f32>(bitcast<u32>(v594) ^ 0x80000000u);
    var v657: f32 = morph_fma_f32(v655, v650, v656);
    var v658: f32 = morph_fma_f32(v655, v653, v657);
    var v659: f32 = bitcast<f32>(bitcast<u32>(v654) ^ 0x80000000u);
    var v660: f32 = morph_fma_f32(v658, v659, v655);
    var v661: i32 = 0;
    var v662: i32 = 126;
    var v663: i32 = bitcast<i32>(bitcast<u32>(v608) - bitcast<u32>(v662));
    var v664: i32 = select(v663, v661, v663 < v661);
    var v665: i32 = 0;
    var v666: i32 = bitcast<i32>(bitcast<u32>(v665) - bitcast<u32>(v664));
    var v667: i32 = 127;
    var v668: i32 = bitcast<i32>(bitcast<u32>(v666) + bitcast<u32>(v667));
    var v669: i32 = 23;
    var v670: i32 = bitcast<i32>(bitcast<u32>(v668) << (bitcast<u32>(v669) & 31u));
    var v671: f32 = bitcast<f32>(v670);
    var v672: f32 = select(v596, v644, v632 != 0u);
    var v673: f32 = v660 * v671;
    var v674: f32 = v673 * v672;
    var v675: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v676: u32 = select(0u, 1u, (v589 < v675));
    var v677: f32 = select(v589, v674, v676 != 0u);
    var v590: f32 = v677;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v216;
    p_out0[(v9 + 2u)] = v403;
    p_out0[(v9 + 3u)] = v590;
  }
}
