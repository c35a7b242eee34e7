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
    var v334: f32 = v16 * v20;
    var v335: f32 = v334 + v24;
    var v337: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v338: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v339: u32 = select(0u, 1u, (v335 >= v338));
    var v340: f32 = select(v337, v335, v339 != 0u);
    var v341: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v342: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v343: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v344: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v345: u32 = select(0u, 1u, (v340 <= v344));
    var v346: f32 = select(v343, v340, v345 != 0u);
    var v347: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v348: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v349: f32 = morph_fma_f32(v346, v348, v347);
    var v350: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v351: f32 = v349 - v350;
    var v352: i32 = bitcast<i32>(v349);
    var v353: i32 = 1262485504;
    var v354: i32 = bitcast<i32>(bitcast<u32>(v352) - bitcast<u32>(v353));
    var v355: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v356: f32 = morph_fma_f32(v351, v355, v346);
    var v357: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v358: f32 = morph_fma_f32(v351, v357, v341);
    var v359: f32 = v356 + v358;
    var v360: f32 = bitcast<f32>(bitcast<u32>(v359) ^ 0x80000000u);
    var v361: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v362: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v363: f32 = morph_fma_f32(v360, v362, v361);
    var v364: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v365: f32 = morph_fma_f32(v360, v363, v364);
    var v366: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v367: f32 = morph_fma_f32(v360, v365, v366);
    var v368: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v369: f32 = morph_fma_f32(v360, v367, v368);
    var v370: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v371: f32 = morph_fma_f32(v360, v369, v370);
    var v372: f32 = v360 * v360;
    var v373: f32 = morph_fma_f32(v372, v371, v360);
    var v374: f32 = v342 + v373;
    var v375: f32 = v374 - v342;
    var v376: f32 = v373 - v375;
    var v377: i32 = 0;
    var v378: u32 = select(0u, 1u, (v354 > v377));
    var v379: i32 = 126;
    var v380: i32 = 0;
    var v381: i32 = bitcast<i32>(bitcast<u32>(v380) - bitcast<u32>(v354));
    var v382: i32 = select(v381, v354, v378 != 0u);
    var v383: i32 = select(v379, v382, v382 < v379);
    var v384: i32 = 0;
    var v385: i32 = bitcast<i32>(bitcast<u32>(v384) - bitcast<u32>(v383));
    var v386: i32 = 127;
    var v387: i32 = bitcast<i32>(bitcast<u32>(v385) + bitcast<u32>(v386));
    var v388: i32 = 23;
    var v389: i32 = bitcast<i32>(bitcast<u32>(v387) << (bitcast<u32>(v388) & 31u));
    var v390: f32 = bitcast<f32>(v389);
    var v391: f32 = select(v342, v374, v378 != 0u);
    var v392: f32 = v374 * v390;
    var v393: f32 = select(v392, v390, v378 != 0u);
    var v394: f32 = v376 * v390;
    var v395: f32 = select(v394, v376, v378 != 0u);
    var v396: f32 = v391 + v393;
    var v397: f32 = v396 - v391;
    var v398: f32 = v393 - v397;
    var v399: f32 = v398 + v395;
    var v400: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v401: f32 = morph_div_f32(v400, v396);
    var v402: f32 = v340 * v401;
    var v403: f32 = bitcast<f32>(bitcast<u32>(v340) ^ 0x80000000u);
    var v404: f32 = morph_fma_f32(v402, v396, v403);
    var v405: f32 = morph_fma_f32(v402, v399, v404);
    var v406: f32 = bitcast<f32>(bitcast<u32>(v401) ^ 0x80000000u);
    var v407: f32 = morph_fma_f32(v405, v406, v402);
    var v408: i32 = 0;
    var v409: i32 = 126;
    var v410: i32 = bitcast<i32>(bitcast<u32>(v354) - bitcast<u32>(v409));
    var v411: i32 = select(v410, v408, v410 < v408);
    var v412: i32 = 0;
    var v413: i32 = bitcast<i32>(bitcast<u32>(v412) - bitcast<u32>(v411));
    var v414: i32 = 127;
    var v415: i32 = bitcast<i32>(bitcast<u32>(v413) + bitcast<u32>(v414));
    var v416: i32 = 23;
    var v417: i32 = bitcast<i32>(bitcast<u32>(v415) << (bitcast<u32>(v416) & 31u));
    var v418: f32 = bitcast<f32>(v417);
    var v419: f32 = select(v342, v390, v378 != 0u);
    var v420: f32 = v407 * v418;
    var v421: f32 = v420 * v419;
    var v422: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v423: u32 = select(0u, 1u, (v335 < v422));
    var v424: f32 = select(v335, v421, v423 != 0u);
    var v336: f32 = v424;
    var v641: f32 = v17 * v21;
    var v642: f32 = v641 + v25;
    var v644: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v645: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v646: u32 = select(0u, 1u, (v642 >= v645));
    var v647: f32 = select(v644, v642, v646 != 0u);
    var v648: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v649: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v650: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v651: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v652: u32 = select(0u, 1u, (v647 <= v651));
    var v653: f32 = select(v650, v647, v652 != 0u);
    var v654: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v655: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v656: f32 = morph_fma_f32(v653, v655, v654);
    var v657: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v658: f32 = v656 - v657;
    var v659: i32 = bitcast<i32>(v656);
    var v660: i32 = 1262485504;
    var v661: i32 = bitcast<i32>(bitcast<u32>(v659) - bitcast<u32>(v660));
    var v662: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v663: f32 = morph_fma_f32(v658, v662, v653);
    var v664: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v665: f32 = morph_fma_f32(v658, v664, v648);
    var v666: f32 = v663 + v665;
    var v667: f32 = bitcast<f32>(bitcast<u32>(v666) ^ 0x80000000u);
    var v668: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v669: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v670: f32 = morph_fma_f32(v667, v669, v668);
    var v671: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v672: f32 = morph_fma_f32(v667, v670, v671);
    var v673: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v674: f32 = morph_fma_f32(v667, v672, v673);
    var v675: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v676: f32 = morph_fma_f32(v667, v674, v675);
    var v677: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v678: f32 = morph_fma_f32(v667, v676, v677);
    var v679: f32 = v667 * v667;
    var v680: f32 = morph_fma_f32(v679, v678, v667);
    var v681: f32 = v649 + v680;
    var v682: f32 = v681 - v649;
    var v683: f32 = v680 - v682;
    var v684: i32 = 0;
    var v685: u32 = select(0u, 1u, (v661 > v684));
    var v686: i32 = 126;
    var v687: i32 = 0;
    var v688: i32 = bitcast<i32>(bitcast<u32>(v687) - bitcast<u32>(v661));
    var v689: i32 = select(v688, v661, v685 != 0u);
    var v690: i32 = select(v686, v689, v689 < v686);
    var v691: i32 = 0;
    var v692: i32 = bitcast<i32>(bitcast<u32>(v691) - bitcast<u32>(v690));
    var v693: i32 = 127;
    var v694: i32 = bitcast<i32>(bitcast<u32>(v692) + bitcast<u32>(v693));
    var v695: i32 = 23;
    var v696: i32 = bitcast<i32>(bitcast<u32>(v694) << (bitcast<u32>(v695) & 31u));
    var v697: f32 = bitcast<f32>(v696);
    var v698: f32 = select(v649, v681, v685 != 0u);
    var v699: f32 = v681 * v697;
    var v700: f32 = select(v699, v697, v685 != 0u);
    var v701: f32 = v683 * v697;
    var v702: f32 = select(v701, v683, v685 != 0u);
    var v703: f32 = v698 + v700;
    var v704: f32 = v703 - v698;
    var v705: f32 = v700 - v704;
    var v706: f32 = v705 + v702;
    var v707: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v708: f32 = morph_div_f32(v707, v703);
    var v709: f32 = v647 * v708;
    var v710: f32 = bitcast<f32>(bitcast<u32>(v647) ^ 0x80000000u);
    var v711: f32 = morph_fma_f32(v709, v703, v710);
    var v712: f32 = morph_fma_f32(v709, v706, v711);
    var v713: f32 = bitcast<f32>(bitcast<u32>(v708) ^ 0x80000000u);
    var v714: f32 = morph_fma_f32(v712, v713, v709);
    var v715: i32 = 0;
    var v716: i32 = 126;
    var v717: i32 = bitcast<i32>(bitcast<u32>(v661) - bitcast<u32>(v716));
    var v718: i32 = select(v717, v715, v717 < v715);
    var v719: i32 = 0;
    var v720: i32 = bitcast<i32>(bitcast<u32>(v719) - bitcast<u32>(v718));
    var v721: i32 = 127;
    var v722: i32 = bitcast<i32>(bitcast<u32>(v720) + bitcast<u32>(v721));
    var v723: i32 = 23;
    var v724: i32 = bitcast<i32>(bitcast<u32>(v722) << (bitcast<u32>(v723) & 31u));
    var v725: f32 = bitcast<f32>(v724);
    var v726: f32 = select(v649, v697, v685 != 0u);
    var v727: f32 = v714 * v725;
    var v728: f32 = v727 * v726;
    var v729: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v730: u32 = select(0u, 1u, (v642 < v729));
    var v731: f32 = select(v642, v728, v730 != 0u);
    var v643: f32 = v731;
    var v948: f32 = v18 * v22;
    var v949: f32 = v948 + v26;
    var v951: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v952: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v953: u32 = select(0u, 1u, (v949 >= v952));
    var v954: f32 = select(v951, v949, v953 != 0u);
    var v955: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v956: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v957: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v958: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v959: u32 = select(0u, 1u, (v954 <= v958));
    var v960: f32 = select(v957, v954, v959 != 0u);
    var v961: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v962: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v963: f32 = morph_fma_f32(v960, v962, v961);
    var v964: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v965: f32 = v963 - v964;
    var v966: i32 = bitcast<i32>(v963);
    var v967: i32 = 1262485504;
    var v968: i32 = bitcast<i32>(bitcast<u32>(v966) - bitcast<u32>(v967));
    var v969: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v970: f32 = morph_fma_f32(v965, v969, v960);
    var v971: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v972: f32 = morph_fma_f32(v965, v971, v955);
    var v973: f32 = v970 + v972;
    var v974: f32 = bitcast<f32>(bitcast<u32>(v973) ^ 0x80000000u);
    var v975: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v976: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v977: f32 = morph_fma_f32(v974, v976, v975);
    var v978: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v979: f32 = morph_fma_f32(v974, v977, v978);
    var v980: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v981: f32 = morph_fma_f32(v974, v979, v980);
    var v982: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v983: f32 = morph_fma_f32(v974, v981, v982);
    var v984: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v985: f32 = morph_fma_f32(v974, v983, v984);
    var v986: f32 = v974 * v974;
    var v987: f32 = morph_fma_f32(v986, v985, v974);
    var v988: f32 = v956 + v987;
    var v989: f32 = v988 - v956;
    var v990: f32 = v987 - v989;
    var v991: i32 = 0;
    var v992: u32 = select(0u, 1u, (v968 > v991));
    var v993: i32 = 126;
    var v994: i32 = 0;
    var v995: i32 = bitcast<i32>(bitcast<u32>(v994) - bitcast<u32>(v968));
    var v996: i32 = select(v995, v968, v992 != 0u);
    var v997: i32 = select(v993, v996, v996 < v993);
    var v998: i32 = 0;
    var v999: i32 = bitcast<i32>(bitcast<u32>(v998) - bitcast<u32>(v997));
    var v1000: i32 = 127;
    var v1001: i32 = bitcast<i32>(bitcast<u32>(v999) + bitcast<u32>(v1000));
    var v1002: i32 = 23;
    var v1003: i32 = bitcast<i32>(bitcast<u32>(v1001) << (bitcast<u32>(v1002) & 31u));
    var v1004: f32 = bitcast<f32>(v1003);
    var v1005: f32 = select(v956, v988, v992 != 0u);
    var v1006: f32 = v988 * v1004;
    var v1007: f32 = select(v1006, v1004, v992 != 0u);
    var v1008: f32 = v990 * v1004;
    var v1009: f32 = select(v1008, v990, v992 != 0u);
    var v1010: f32 = v1005 + v1007;
    var v1011: f32 = v1010 - v1005;
    var v1012: f32 = v1007 - v1011;
    var v1013: f32 = v1012 + v1009;
    var v1014: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1015: f32 = morph_div_f32(v1014, v1010);
    var v1016: f32 = v954 * v1015;
    var v1017: f32 = bitcast<f32>(bitcast<u32>(v954) ^ 0x80000000u);
    var v1018: f32 = morph_fma_f32(v1016, v1010, v1017);
    var v1019: f32 = morph_fma_f32(v1016, v1013, v1018);
    var v1020: f32 = bitcast<f32>(bitcast<u32>(v1015) ^ 0x80000000u);
    var v1021: f32 = morph_fma_f32(v1019, v1020, v1016);
    var v1022: i32 = 0;
    var v1023: i32 = 126;
    var v1024: i32 = bitcast<i32>(bitcast<u32>(v968) - bitcast<u32>(v1023));
    var v1025: i32 = select(v1024, v1022, v1024 < v1022);
    var v1026: i32 = 0;
    var v1027: i32 = bitcast<i32>(bitcast<u32>(v1026) - bitcast<u32>(v1025));
    var v1028: i32 = 127;
    var v1029: i32 = bitcast<i32>(bitcast<u32>(v1027) + bitcast<u32>(v1028));
    var v1030: i32 = 23;
    var v1031: i32 = bitcast<i32>(bitcast<u32>(v1029) << (bitcast<u32>(v1030) & 31u));
    var v1032: f32 = bitcast<f32>(v1031);
    var v1033: f32 = select(v956, v1004, v992 != 0u);
    var v1034: f32 = v1021 * v1032;
    var v1035: f32 = v1034 * v1033;
    var v1036: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1037: u32 = select(0u, 1u, (v949 < v1036));
    var v1038: f32 = select(v949, v1035, v1037 != 0u);
    var v950: f32 = v1038;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v336;
    p_out0[(v9 + 2u)] = v643;
    p_out0[(v9 + 3u)] = v950;
  }
}
