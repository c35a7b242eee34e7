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
    var v54: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v55: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v56: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v57: f32 = morph_fma_f32(v53, v56, v55);
    var v58: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v59: f32 = morph_fma_f32(v53, v57, v58);
    var v60: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v61: f32 = morph_fma_f32(v53, v59, v60);
    var v62: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v63: f32 = morph_fma_f32(v53, v61, v62);
    var v64: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v65: f32 = morph_fma_f32(v53, v63, v64);
    var v66: f32 = v53 * v53;
    var v67: f32 = morph_fma_f32(v66, v65, v53);
    var v68: f32 = v54 + v67;
    var v69: f32 = v68 - v54;
    var v70: f32 = v67 - v69;
    var v71: i32 = 0;
    var v72: u32 = select(0u, 1u, (v47 > v71));
    var v73: i32 = 126;
    var v74: i32 = 0;
    var v75: i32 = bitcast<i32>(bitcast<u32>(v74) - bitcast<u32>(v47));
    var v76: i32 = select(v75, v47, v72 != 0u);
    var v77: i32 = select(v73, v76, v76 < v73);
    var v78: i32 = 0;
    var v79: i32 = bitcast<i32>(bitcast<u32>(v78) - bitcast<u32>(v77));
    var v80: i32 = 127;
    var v81: i32 = bitcast<i32>(bitcast<u32>(v79) + bitcast<u32>(v80));
    var v82: i32 = 23;
    var v83: i32 = bitcast<i32>(bitcast<u32>(v81) << (bitcast<u32>(v82) & 31u));
    var v84: f32 = bitcast<f32>(v83);
    var v85: f32 = select(v35, v68, v72 != 0u);
    var v86: f32 = v68 * v84;
    var v87: f32 = select(v86, v84, v72 != 0u);
    var v88: f32 = v70 * v84;
    var v89: f32 = select(v88, v70, v72 != 0u);
    var v90: f32 = v85 + v87;
    var v91: f32 = v90 - v85;
    var v92: f32 = v87 - v91;
    var v93: f32 = v92 + v89;
    var v94: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v95: f32 = morph_div_f32(v94, v90);
    var v96: f32 = v33 * v95;
    var v97: f32 = bitcast<f32>(bitcast<u32>(v33) ^ 0x80000000u);
    var v98: f32 = morph_fma_f32(v96, v90, v97);
    var v99: f32 = morph_fma_f32(v96, v93, v98);
    var v100: f32 = bitcast<f32>(bitcast<u32>(v95) ^ 0x80000000u);
    var v101: f32 = morph_fma_f32(v99, v100, v96);
    var v102: i32 = 0;
    var v103: i32 = 126;
    var v104: i32 = bitcast<i32>(bitcast<u32>(v47) - bitcast<u32>(v103));
    var v105: i32 = select(v104, v102, v104 < v102);
    var v106: i32 = 0;
    var v107: i32 = bitcast<i32>(bitcast<u32>(v106) - bitcast<u32>(v105));
    var v108: i32 = 127;
    var v109: i32 = bitcast<i32>(bitcast<u32>(v107) + bitcast<u32>(v108));
    var v110: i32 = 23;
    var v111: i32 = bitcast<i32>(bitcast<u32>(v109) << (bitcast<u32>(v110) & 31u));
    var v112: f32 = bitcast<f32>(v111);
    var v113: f32 = select(v35, v84, v72 != 0u);
    var v114: f32 = v101 * v112;
    var v115: f32 = v114 * v113;
    var v116: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v117: u32 = select(0u, 1u, (v28 < v116));
    var v118: f32 = select(v28, v115, v117 != 0u);
    var v29: f32 = v118;
    var v466: f32 = v16 * v20;
    var v467: f32 = v466 + v24;
    var v469: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v470: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v471: u32 = select(0u, 1u, (v467 >= v470));
    var v472: f32 = select(v469, v467, v471 != 0u);
    var v473: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v474: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v475: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v476: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v477: u32 = select(0u, 1u, (v472 <= v476));
    var v478: f32 = select(v475, v472, v477 != 0u);
    var v479: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v480: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v481: f32 = morph_fma_f32(v478, v480, v479);
    var v482: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v483: f32 = v481 - v482;
    var v484: i32 = bitcast<i32>(v481);
    var v485: i32 = 1262485504;
    var v486: i32 = bitcast<i32>(bitcast<u32>(v484) - bitcast<u32>(v485));
    var v487: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v488: f32 = morph_fma_f32(v483, v487, v478);
    var v489: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v490: f32 = morph_fma_f32(v483, v489, v473);
    var v491: f32 = v488 + v490;
    var v492: f32 = bitcast<f32>(bitcast<u32>(v491) ^ 0x80000000u);
    var v493: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v494: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v495: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v496: f32 = morph_fma_f32(v492, v495, v494);
    var v497: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v498: f32 = morph_fma_f32(v492, v496, v497);
    var v499: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v500: f32 = morph_fma_f32(v492, v498, v499);
    var v501: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v502: f32 = morph_fma_f32(v492, v500, v501);
    var v503: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v504: f32 = morph_fma_f32(v492, v502, v503);
    var v505: f32 = v492 * v492;
    var v506: f32 = morph_fma_f32(v505, v504, v492);
    var v507: f32 = v493 + v506;
    var v508: f32 = v507 - v493;
    var v509: f32 = v506 - v508;
    var v510: i32 = 0;
    var v511: u32 = select(0u, 1u, (v486 > v510));
    var v512: i32 = 126;
    var v513: i32 = 0;
    var v514: i32 = bitcast<i32>(bitcast<u32>(v513) - bitcast<u32>(v486));
    var v515: i32 = select(v514, v486, v511 != 0u);
    var v516: i32 = select(v512, v515, v515 < v512);
    var v517: i32 = 0;
    var v518: i32 = bitcast<i32>(bitcast<u32>(v517) - bitcast<u32>(v516));
    var v519: i32 = 127;
    var v520: i32 = bitcast<i32>(bitcast<u32>(v518) + bitcast<u32>(v519));
    var v521: i32 = 23;
    var v522: i32 = bitcast<i32>(bitcast<u32>(v520) << (bitcast<u32>(v521) & 31u));
    var v523: f32 = bitcast<f32>(v522);
    var v524: f32 = select(v474, v507, v511 != 0u);
    var v525: f32 = v507 * v523;
    var v526: f32 = select(v525, v523, v511 != 0u);
    var v527: f32 = v509 * v523;
    var v528: f32 = select(v527, v509, v511 != 0u);
    var v529: f32 = v524 + v526;
    var v530: f32 = v529 - v524;
    var v531: f32 = v526 - v530;
    var v532: f32 = v531 + v528;
    var v533: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v534: f32 = morph_div_f32(v533, v529);
    var v535: f32 = v472 * v534;
    var v536: f32 = bitcast<f32>(bitcast<u32>(v472) ^ 0x80000000u);
    var v537: f32 = morph_fma_f32(v535, v529, v536);
    var v538: f32 = morph_fma_f32(v535, v532, v537);
    var v539: f32 = bitcast<f32>(bitcast<u32>(v534) ^ 0x80000000u);
    var v540: f32 = morph_fma_f32(v538, v539, v535);
    var v541: i32 = 0;
    var v542: i32 = 126;
    var v543: i32 = bitcast<i32>(bitcast<u32>(v486) - bitcast<u32>(v542));
    var v544: i32 = select(v543, v541, v543 < v541);
    var v545: i32 = 0;
    var v546: i32 = bitcast<i32>(bitcast<u32>(v545) - bitcast<u32>(v544));
    var v547: i32 = 127;
    var v548: i32 = bitcast<i32>(bitcast<u32>(v546) + bitcast<u32>(v547));
    var v549: i32 = 23;
    var v550: i32 = bitcast<i32>(bitcast<u32>(v548) << (bitcast<u32>(v549) & 31u));
    var v551: f32 = bitcast<f32>(v550);
    var v552: f32 = select(v474, v523, v511 != 0u);
    var v553: f32 = v540 * v551;
    var v554: f32 = v553 * v552;
    var v555: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v556: u32 = select(0u, 1u, (v467 < v555));
    var v557: f32 = select(v467, v554, v556 != 0u);
    var v468: f32 = v557;
    var v905: f32 = v17 * v21;
    var v906: f32 = v905 + v25;
    var v908: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v909: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v910: u32 = select(0u, 1u, (v906 >= v909));
    var v911: f32 = select(v908, v906, v910 != 0u);
    var v912: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v913: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v914: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v915: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v916: u32 = select(0u, 1u, (v911 <= v915));
    var v917: f32 = select(v914, v911, v916 != 0u);
    var v918: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v919: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v920: f32 = morph_fma_f32(v917, v919, v918);
    var v921: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v922: f32 = v920 - v921;
    var v923: i32 = bitcast<i32>(v920);
    var v924: i32 = 1262485504;
    var v925: i32 = bitcast<i32>(bitcast<u32>(v923) - bitcast<u32>(v924));
    var v926: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v927: f32 = morph_fma_f32(v922, v926, v917);
    var v928: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v929: f32 = morph_fma_f32(v922, v928, v912);
    var v930: f32 = v927 + v929;
    var v931: f32 = bitcast<f32>(bitcast<u32>(v930) ^ 0x80000000u);
    var v932: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v933: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v934: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v935: f32 = morph_fma_f32(v931, v934, v933);
    var v936: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v937: f32 = morph_fma_f32(v931, v935, v936);
    var v938: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v939: f32 = morph_fma_f32(v931, v937, v938);
    var v940: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v941: f32 = morph_fma_f32(v931, v939, v940);
    var v942: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v943: f32 = morph_fma_f32(v931, v941, v942);
    var v944: f32 = v931 * v931;
    var v945: f32 = morph_fma_f32(v944, v943, v931);
    var v946: f32 = v932 + v945;
    var v947: f32 = v946 - v932;
    var v948: f32 = v945 - v947;
    var v949: i32 = 0;
    var v950: u32 = select(0u, 1u, (v925 > v949));
    var v951: i32 = 126;
    var v952: i32 = 0;
    var v953: i32 = bitcast<i32>(bitcast<u32>(v952) - bitcast<u32>(v925));
    var v954: i32 = select(v953, v925, v950 != 0u);
    var v955: i32 = select(v951, v954, v954 < v951);
    var v956: i32 = 0;
    var v957: i32 = bitcast<i32>(bitcast<u32>(v956) - bitcast<u32>(v955));
    var v958: i32 = 127;
    var v959: i32 = bitcast<i32>(bitcast<u32>(v957) + bitcast<u32>(v958));
    var v960: i32 = 23;
    var v961: i32 = bitcast<i32>(bitcast<u32>(v959) << (bitcast<u32>(v960) & 31u));
    var v962: f32 = bitcast<f32>(v961);
    var v963: f32 = select(v913, v946, v950 != 0u);
    var v964: f32 = v946 * v962;
    var v965: f32 = select(v964, v962, v950 != 0u);
    var v966: f32 = v948 * v962;
    var v967: f32 = select(v966, v948, v950 != 0u);
    var v968: f32 = v963 + v965;
    var v969: f32 = v968 - v963;
    var v970: f32 = v965 - v969;
    var v971: f32 = v970 + v967;
    var v972: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v973: f32 = morph_div_f32(v972, v968);
    var v974: f32 = v911 * v973;
    var v975: f32 = bitcast<f32>(bitcast<u32>(v911) ^ 0x80000000u);
    var v976: f32 = morph_fma_f32(v974, v968, v975);
    var v977: f32 = morph_fma_f32(v974, v971, v976);
    var v978: f32 = bitcast<f32>(bitcast<u32>(v973) ^ 0x80000000u);
    var v979: f32 = morph_fma_f32(v977, v978, v974);
    var v980: i32 = 0;
    var v981: i32 = 126;
    var v982: i32 = bitcast<i32>(bitcast<u32>(v925) - bitcast<u32>(v981));
    var v983: i32 = select(v982, v980, v982 < v980);
    var v984: i32 = 0;
    var v985: i32 = bitcast<i32>(bitcast<u32>(v984) - bitcast<u32>(v983));
    var v986: i32 = 127;
    var v987: i32 = bitcast<i32>(bitcast<u32>(v985) + bitcast<u32>(v986));
    var v988: i32 = 23;
    var v989: i32 = bitcast<i32>(bitcast<u32>(v987) << (bitcast<u32>(v988) & 31u));
    var v990: f32 = bitcast<f32>(v989);
    var v991: f32 = select(v913, v962, v950 != 0u);
    var v992: f32 = v979 * v990;
    var v993: f32 = v992 * v991;
    var v994: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v995: u32 = select(0u, 1u, (v906 < v994));
    var v996: f32 = select(v906, v993, v995 != 0u);
    var v907: f32 = v996;
    var v1344: f32 = v18 * v22;
    var v1345: f32 = v1344 + v26;
    var v1347: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1348: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1349: u32 = select(0u, 1u, (v1345 >= v1348));
    var v1350: f32 = select(v1347, v1345, v1349 != 0u);
    var v1351: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1352: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1353: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1354: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1355: u32 = select(0u, 1u, (v1350 <= v1354));
    var v1356: f32 = select(v1353, v1350, v1355 != 0u);
    var v1357: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1358: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1359: f32 = morph_fma_f32(v1356, v1358, v1357);
    var v1360: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1361: f32 = v1359 - v1360;
    var v1362: i32 = bitcast<i32>(v1359);
    var v1363: i32 = 1262485504;
    var v1364: i32 = bitcast<i32>(bitcast<u32>(v1362) - bitcast<u32>(v1363));
    var v1365: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1366: f32 = morph_fma_f32(v1361, v1365, v1356);
    var v1367: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1368: f32 = morph_fma_f32(v1361, v1367, v1351);
    var v1369: f32 = v1366 + v1368;
    var v1370: f32 = bitcast<f32>(bitcast<u32>(v1369) ^ 0x80000000u);
    var v1371: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1372: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1373: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1374: f32 = morph_fma_f32(v1370, v1373, v1372);
    var v1375: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1376: f32 = morph_fma_f32(v1370, v1374, v1375);
    var v1377: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1378: f32 = morph_fma_f32(v1370, v1376, v1377);
    var v1379: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1380: f32 = morph_fma_f32(v1370, v1378, v1379);
    var v1381: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1382: f32 = morph_fma_f32(v1370, v1380, v1381);
    var v1383: f32 = v1370 * v1370;
    var v1384: f32 = morph_fma_f32(v1383, v1382, v1370);
    var v1385: f32 = v1371 + v1384;
    var v1386: f32 = v1385 - v1371;
    var v1387: f32 = v1384 - v1386;
    var v1388: i32 = 0;
    var v1389: u32 = select(0u, 1u, (v1364 > v1388));
    var v1390: i32 = 126;
    var v1391: i32 = 0;
    var v1392: i32 = bitcast<i32>(bitcast<u32>(v1391) - bitcast<u32>(v1364));
    var v1393: i32 = select(v1392, v1364, v1389 != 0u);
    var v1394: i32 = select(v1390, v1393, v1393 < v1390);
    var v1395: i32 = 0;
    var v1396: i32 = bitcast<i32>(bitcast<u32>(v1395) - bitcast<u32>(v1394));
    var v1397: i32 = 127;
    var v1398: i32 = bitcast<i32>(bitcast<u32>(v1396) + bitcast<u32>(v1397));
    var v1399: i32 = 23;
    var v1400: i32 = bitcast<i32>(bitcast<u32>(v1398) << (bitcast<u32>(v1399) & 31u));
    var v1401: f32 = bitcast<f32>(v1400);
    var v1402: f32 = select(v1352, v1385, v1389 != 0u);
    var v1403: f32 = v1385 * v1401;
    var v1404: f32 = select(v1403, v1401, v1389 != 0u);
    var v1405: f32 = v1387 * v1401;
    var v1406: f32 = select(v1405, v1387, v1389 != 0u);
    var v1407: f32 = v1402 + v1404;
    var v1408: f32 = v1407 - v1402;
    var v1409: f32 = v1404 - v1408;
    var v1410: f32 = v1409 + v1406;
    var v1411: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1412: f32 = morph_div_f32(v1411, v1407);
    var v1413: f32 = v1350 * v1412;
    var v1414: f32 = bitcast<f32>(bitcast<u32>(v1350) ^ 0x80000000u);
    var v1415: f32 = morph_fma_f32(v1413, v1407, v1414);
    var v1416: f32 = morph_fma_f32(v1413, v1410, v1415);
    var v1417: f32 = bitcast<f32>(bitcast<u32>(v1412) ^ 0x80000000u);
    var v1418: f32 = morph_fma_f32(v1416, v1417, v1413);
    var v1419: i32 = 0;
    var v1420: i32 = 126;
    var v1421: i32 = bitcast<i32>(bitcast<u32>(v1364) - bitcast<u32>(v1420));
    var v1422: i32 = select(v1421, v1419, v1421 < v1419);
    var v1423: i32 = 0;
    var v1424: i32 = bitcast<i32>(bitcast<u32>(v1423) - bitcast<u32>(v1422));
    var v1425: i32 = 127;
    var v1426: i32 = bitcast<i32>(bitcast<u32>(v1424) + bitcast<u32>(v1425));
    var v1427: i32 = 23;
    var v1428: i32 = bitcast<i32>(bitcast<u32>(v1426) << (bitcast<u32>(v1427) & 31u));
    var v1429: f32 = bitcast<f32>(v1428);
    var v1430: f32 = select(v1352, v1401, v1389 != 0u);
    var v1431: f32 = v1418 * v1429;
    var v1432: f32 = v1431 * v1430;
    var v1433: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1434: u32 = select(0u, 1u, (v1345 < v1433));
    var v1435: f32 = select(v1345, v1432, v1434 != 0u);
    var v1346: f32 = v1435;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v468;
    p_out0[(v9 + 2u)] = v907;
    p_out0[(v9 + 3u)] = v1346;
  }
}
