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
    var v93: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v94: f32 = morph_div_f32(v93, v89);
    var v95: f32 = v33 * v94;
    var v96: f32 = bitcast<f32>(bitcast<u32>(v33) ^ 0x80000000u);
    var v97: f32 = morph_fma_f32(v95, v89, v96);
    var v98: f32 = morph_fma_f32(v95, v92, v97);
    var v99: f32 = bitcast<f32>(bitcast<u32>(v94) ^ 0x80000000u);
    var v100: f32 = morph_fma_f32(v98, v99, v95);
    var v101: i32 = 0;
    var v102: i32 = 126;
    var v103: i32 = bitcast<i32>(bitcast<u32>(v47) - bitcast<u32>(v102));
    var v104: i32 = select(v103, v101, v103 < v101);
    var v105: i32 = 0;
    var v106: i32 = bitcast<i32>(bitcast<u32>(v105) - bitcast<u32>(v104));
    var v107: i32 = 127;
    var v108: i32 = bitcast<i32>(bitcast<u32>(v106) + bitcast<u32>(v107));
    var v109: i32 = 23;
    var v110: i32 = bitcast<i32>(bitcast<u32>(v108) << (bitcast<u32>(v109) & 31u));
    var v111: f32 = bitcast<f32>(v110);
    var v112: f32 = select(v35, v83, v71 != 0u);
    var v113: f32 = v100 * v111;
    var v114: f32 = v113 * v112;
    var v115: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v116: u32 = select(0u, 1u, (v28 < v115));
    var v117: f32 = select(v28, v114, v116 != 0u);
    var v29: f32 = v117;
    var v320: f32 = v16 * v20;
    var v321: f32 = v320 + v24;
    var v323: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v324: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v325: u32 = select(0u, 1u, (v321 >= v324));
    var v326: f32 = select(v323, v321, v325 != 0u);
    var v327: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v328: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v329: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v330: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v331: u32 = select(0u, 1u, (v326 <= v330));
    var v332: f32 = select(v329, v326, v331 != 0u);
    var v333: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v334: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v335: f32 = morph_fma_f32(v332, v334, v333);
    var v336: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v337: f32 = v335 - v336;
    var v338: i32 = bitcast<i32>(v335);
    var v339: i32 = 1262485504;
    var v340: i32 = bitcast<i32>(bitcast<u32>(v338) - bitcast<u32>(v339));
    var v341: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v342: f32 = morph_fma_f32(v337, v341, v332);
    var v343: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v344: f32 = morph_fma_f32(v337, v343, v327);
    var v345: f32 = v342 + v344;
    var v346: f32 = bitcast<f32>(bitcast<u32>(v345) ^ 0x80000000u);
    var v347: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v348: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v349: f32 = morph_fma_f32(v346, v348, v347);
    var v350: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v351: f32 = morph_fma_f32(v346, v349, v350);
    var v352: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v353: f32 = morph_fma_f32(v346, v351, v352);
    var v354: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v355: f32 = morph_fma_f32(v346, v353, v354);
    var v356: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v357: f32 = morph_fma_f32(v346, v355, v356);
    var v358: f32 = v346 * v346;
    var v359: f32 = morph_fma_f32(v358, v357, v346);
    var v360: f32 = v328 + v359;
    var v361: f32 = v360 - v328;
    var v362: f32 = v359 - v361;
    var v363: i32 = 0;
    var v364: u32 = select(0u, 1u, (v340 > v363));
    var v365: i32 = 126;
    var v366: i32 = 0;
    var v367: i32 = bitcast<i32>(bitcast<u32>(v366) - bitcast<u32>(v340));
    var v368: i32 = select(v367, v340, v364 != 0u);
    var v369: i32 = select(v365, v368, v368 < v365);
    var v370: i32 = 0;
    var v371: i32 = bitcast<i32>(bitcast<u32>(v370) - bitcast<u32>(v369));
    var v372: i32 = 127;
    var v373: i32 = bitcast<i32>(bitcast<u32>(v371) + bitcast<u32>(v372));
    var v374: i32 = 23;
    var v375: i32 = bitcast<i32>(bitcast<u32>(v373) << (bitcast<u32>(v374) & 31u));
    var v376: f32 = bitcast<f32>(v375);
    var v377: f32 = select(v328, v360, v364 != 0u);
    var v378: f32 = v360 * v376;
    var v379: f32 = select(v378, v376, v364 != 0u);
    var v380: f32 = v362 * v376;
    var v381: f32 = select(v380, v362, v364 != 0u);
    var v382: f32 = v377 + v379;
    var v383: f32 = v382 - v377;
    var v384: f32 = v379 - v383;
    var v385: f32 = v384 + v381;
    var v386: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v387: f32 = morph_div_f32(v386, v382);
    var v388: f32 = v326 * v387;
    var v389: f32 = bitcast<f32>(bitcast<u32>(v326) ^ 0x80000000u);
    var v390: f32 = morph_fma_f32(v388, v382, v389);
    var v391: f32 = morph_fma_f32(v388, v385, v390);
    var v392: f32 = bitcast<f32>(bitcast<u32>(v387) ^ 0x80000000u);
    var v393: f32 = morph_fma_f32(v391, v392, v388);
    var v394: i32 = 0;
    var v395: i32 = 126;
    var v396: i32 = bitcast<i32>(bitcast<u32>(v340) - bitcast<u32>(v395));
    var v397: i32 = select(v396, v394, v396 < v394);
    var v398: i32 = 0;
    var v399: i32 = bitcast<i32>(bitcast<u32>(v398) - bitcast<u32>(v397));
    var v400: i32 = 127;
    var v401: i32 = bitcast<i32>(bitcast<u32>(v399) + bitcast<u32>(v400));
    var v402: i32 = 23;
    var v403: i32 = bitcast<i32>(bitcast<u32>(v401) << (bitcast<u32>(v402) & 31u));
    var v404: f32 = bitcast<f32>(v403);
    var v405: f32 = select(v328, v376, v364 != 0u);
    var v406: f32 = v393 * v404;
    var v407: f32 = v406 * v405;
    var v408: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v409: u32 = select(0u, 1u, (v321 < v408));
    var v410: f32 = select(v321, v407, v409 != 0u);
    var v322: f32 = v410;
    var v613: f32 = v17 * v21;
    var v614: f32 = v613 + v25;
    var v616: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v617: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v618: u32 = select(0u, 1u, (v614 >= v617));
    var v619: f32 = select(v616, v614, v618 != 0u);
    var v620: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v621: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v622: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v623: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v624: u32 = select(0u, 1u, (v619 <= v623));
    var v625: f32 = select(v622, v619, v624 != 0u);
    var v626: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v627: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v628: f32 = morph_fma_f32(v625, v627, v626);
    var v629: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v630: f32 = v628 - v629;
    var v631: i32 = bitcast<i32>(v628);
    var v632: i32 = 1262485504;
    var v633: i32 = bitcast<i32>(bitcast<u32>(v631) - bitcast<u32>(v632));
    var v634: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v635: f32 = morph_fma_f32(v630, v634, v625);
    var v636: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v637: f32 = morph_fma_f32(v630, v636, v620);
    var v638: f32 = v635 + v637;
    var v639: f32 = bitcast<f32>(bitcast<u32>(v638) ^ 0x80000000u);
    var v640: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v641: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v642: f32 = morph_fma_f32(v639, v641, v640);
    var v643: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v644: f32 = morph_fma_f32(v639, v642, v643);
    var v645: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v646: f32 = morph_fma_f32(v639, v644, v645);
    var v647: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v648: f32 = morph_fma_f32(v639, v646, v647);
    var v649: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v650: f32 = morph_fma_f32(v639, v648, v649);
    var v651: f32 = v639 * v639;
    var v652: f32 = morph_fma_f32(v651, v650, v639);
    var v653: f32 = v621 + v652;
    var v654: f32 = v653 - v621;
    var v655: f32 = v652 - v654;
    var v656: i32 = 0;
    var v657: u32 = select(0u, 1u, (v633 > v656));
    var v658: i32 = 126;
    var v659: i32 = 0;
    var v660: i32 = bitcast<i32>(bitcast<u32>(v659) - bitcast<u32>(v633));
    var v661: i32 = select(v660, v633, v657 != 0u);
    var v662: i32 = select(v658, v661, v661 < v658);
    var v663: i32 = 0;
    var v664: i32 = bitcast<i32>(bitcast<u32>(v663) - bitcast<u32>(v662));
    var v665: i32 = 127;
    var v666: i32 = bitcast<i32>(bitcast<u32>(v664) + bitcast<u32>(v665));
    var v667: i32 = 23;
    var v668: i32 = bitcast<i32>(bitcast<u32>(v666) << (bitcast<u32>(v667) & 31u));
    var v669: f32 = bitcast<f32>(v668);
    var v670: f32 = select(v621, v653, v657 != 0u);
    var v671: f32 = v653 * v669;
    var v672: f32 = select(v671, v669, v657 != 0u);
    var v673: f32 = v655 * v669;
    var v674: f32 = select(v673, v655, v657 != 0u);
    var v675: f32 = v670 + v672;
    var v676: f32 = v675 - v670;
    var v677: f32 = v672 - v676;
    var v678: f32 = v677 + v674;
    var v679: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v680: f32 = morph_div_f32(v679, v675);
    var v681: f32 = v619 * v680;
    var v682: f32 = bitcast<f32>(bitcast<u32>(v619) ^ 0x80000000u);
    var v683: f32 = morph_fma_f32(v681, v675, v682);
    var v684: f32 = morph_fma_f32(v681, v678, v683);
    var v685: f32 = bitcast<f32>(bitcast<u32>(v680) ^ 0x80000000u);
    var v686: f32 = morph_fma_f32(v684, v685, v681);
    var v687: i32 = 0;
    var v688: i32 = 126;
    var v689: i32 = bitcast<i32>(bitcast<u32>(v633) - bitcast<u32>(v688));
    var v690: i32 = select(v689, v687, v689 < v687);
    var v691: i32 = 0;
    var v692: i32 = bitcast<i32>(bitcast<u32>(v691) - bitcast<u32>(v690));
    var v693: i32 = 127;
    var v694: i32 = bitcast<i32>(bitcast<u32>(v692) + bitcast<u32>(v693));
    var v695: i32 = 23;
    var v696: i32 = bitcast<i32>(bitcast<u32>(v694) << (bitcast<u32>(v695) & 31u));
    var v697: f32 = bitcast<f32>(v696);
    var v698: f32 = select(v621, v669, v657 != 0u);
    var v699: f32 = v686 * v697;
    var v700: f32 = v699 * v698;
    var v701: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v702: u32 = select(0u, 1u, (v614 < v701));
    var v703: f32 = select(v614, v700, v702 != 0u);
    var v615: f32 = v703;
    var v906: f32 = v18 * v22;
    var v907: f32 = v906 + v26;
    var v909: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v910: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v911: u32 = select(0u, 1u, (v907 >= v910));
    var v912: f32 = select(v909, v907, v911 != 0u);
    var v913: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v914: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v915: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v916: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v917: u32 = select(0u, 1u, (v912 <= v916));
    var v918: f32 = select(v915, v912, v917 != 0u);
    var v919: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v920: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v921: f32 = morph_fma_f32(v918, v920, v919);
    var v922: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v923: f32 = v921 - v922;
    var v924: i32 = bitcast<i32>(v921);
    var v925: i32 = 1262485504;
    var v926: i32 = bitcast<i32>(bitcast<u32>(v924) - bitcast<u32>(v925));
    var v927: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v928: f32 = morph_fma_f32(v923, v927, v918);
    var v929: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v930: f32 = morph_fma_f32(v923, v929, v913);
    var v931: f32 = v928 + v930;
    var v932: f32 = bitcast<f32>(bitcast<u32>(v931) ^ 0x80000000u);
    var v933: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v934: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v935: f32 = morph_fma_f32(v932, v934, v933);
    var v936: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v937: f32 = morph_fma_f32(v932, v935, v936);
    var v938: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v939: f32 = morph_fma_f32(v932, v937, v938);
    var v940: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v941: f32 = morph_fma_f32(v932, v939, v940);
    var v942: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v943: f32 = morph_fma_f32(v932, v941, v942);
    var v944: f32 = v932 * v932;
    var v945: f32 = morph_fma_f32(v944, v943, v932);
    var v946: f32 = v914 + v945;
    var v947: f32 = v946 - v914;
    var v948: f32 = v945 - v947;
    var v949: i32 = 0;
    var v950: u32 = select(0u, 1u, (v926 > v949));
    var v951: i32 = 126;
    var v952: i32 = 0;
    var v953: i32 = bitcast<i32>(bitcast<u32>(v952) - bitcast<u32>(v926));
    var v954: i32 = select(v953, v926, v950 != 0u);
    var v955: i32 = select(v951, v954, v954 < v951);
    var v956: i32 = 0;
    var v957: i32 = bitcast<i32>(bitcast<u32>(v956) - bitcast<u32>(v955));
    var v958: i32 = 127;
    var v959: i32 = bitcast<i32>(bitcast<u32>(v957) + bitcast<u32>(v958));
    var v960: i32 = 23;
    var v961: i32 = bitcast<i32>(bitcast<u32>(v959) << (bitcast<u32>(v960) & 31u));
    var v962: f32 = bitcast<f32>(v961);
    var v963: f32 = select(v914, v946, v950 != 0u);
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
    var v974: f32 = v912 * v973;
    var v975: f32 = bitcast<f32>(bitcast<u32>(v912) ^ 0x80000000u);
    var v976: f32 = morph_fma_f32(v974, v968, v975);
    var v977: f32 = morph_fma_f32(v974, v971, v976);
    var v978: f32 = bitcast<f32>(bitcast<u32>(v973) ^ 0x80000000u);
    var v979: f32 = morph_fma_f32(v977, v978, v974);
    var v980: i32 = 0;
    var v981: i32 = 126;
    var v982: i32 = bitcast<i32>(bitcast<u32>(v926) - bitcast<u32>(v981));
    var v983: i32 = select(v982, v980, v982 < v980);
    var v984: i32 = 0;
    var v985: i32 = bitcast<i32>(bitcast<u32>(v984) - bitcast<u32>(v983));
    var v986: i32 = 127;
    var v987: i32 = bitcast<i32>(bitcast<u32>(v985) + bitcast<u32>(v986));
    var v988: i32 = 23;
    var v989: i32 = bitcast<i32>(bitcast<u32>(v987) << (bitcast<u32>(v988) & 31u));
    var v990: f32 = bitcast<f32>(v989);
    var v991: f32 = select(v914, v962, v950 != 0u);
    var v992: f32 = v979 * v990;
    var v993: f32 = v992 * v991;
    var v994: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v995: u32 = select(0u, 1u, (v907 < v994));
    var v996: f32 = select(v907, v993, v995 != 0u);
    var v908: f32 = v996;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v322;
    p_out0[(v9 + 2u)] = v615;
    p_out0[(v9 + 3u)] = v908;
  }
}
