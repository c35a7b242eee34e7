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
    var v330: f32 = v16 * v20;
    var v331: f32 = v330 + v24;
    var v333: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v334: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v335: u32 = select(0u, 1u, (v331 >= v334));
    var v336: f32 = select(v333, v331, v335 != 0u);
    var v337: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v338: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v339: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v340: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v341: u32 = select(0u, 1u, (v336 <= v340));
    var v342: f32 = select(v339, v336, v341 != 0u);
    var v343: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v344: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v345: f32 = morph_fma_f32(v342, v344, v343);
    var v346: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v347: f32 = v345 - v346;
    var v348: i32 = bitcast<i32>(v345);
    var v349: i32 = 1262485504;
    var v350: i32 = bitcast<i32>(bitcast<u32>(v348) - bitcast<u32>(v349));
    var v351: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v352: f32 = morph_fma_f32(v347, v351, v342);
    var v353: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v354: f32 = morph_fma_f32(v347, v353, v337);
    var v355: f32 = v352 + v354;
    var v356: f32 = bitcast<f32>(bitcast<u32>(v355) ^ 0x80000000u);
    var v357: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v358: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v359: f32 = morph_fma_f32(v356, v358, v357);
    var v360: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v361: f32 = morph_fma_f32(v356, v359, v360);
    var v362: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v363: f32 = morph_fma_f32(v356, v361, v362);
    var v364: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v365: f32 = morph_fma_f32(v356, v363, v364);
    var v366: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v367: f32 = morph_fma_f32(v356, v365, v366);
    var v368: f32 = v356 * v356;
    var v369: f32 = morph_fma_f32(v368, v367, v356);
    var v370: f32 = v338 + v369;
    var v371: f32 = v370 - v338;
    var v372: f32 = v369 - v371;
    var v373: i32 = 0;
    var v374: u32 = select(0u, 1u, (v350 > v373));
    var v375: i32 = 126;
    var v376: i32 = 0;
    var v377: i32 = bitcast<i32>(bitcast<u32>(v376) - bitcast<u32>(v350));
    var v378: i32 = select(v377, v350, v374 != 0u);
    var v379: i32 = select(v375, v378, v378 < v375);
    var v380: i32 = 0;
    var v381: i32 = bitcast<i32>(bitcast<u32>(v380) - bitcast<u32>(v379));
    var v382: i32 = 127;
    var v383: i32 = bitcast<i32>(bitcast<u32>(v381) + bitcast<u32>(v382));
    var v384: i32 = 23;
    var v385: i32 = bitcast<i32>(bitcast<u32>(v383) << (bitcast<u32>(v384) & 31u));
    var v386: f32 = bitcast<f32>(v385);
    var v387: f32 = select(v338, v370, v374 != 0u);
    var v388: f32 = v370 * v386;
    var v389: f32 = select(v388, v386, v374 != 0u);
    var v390: f32 = v372 * v386;
    var v391: f32 = select(v390, v372, v374 != 0u);
    var v392: f32 = v387 + v389;
    var v393: f32 = v392 - v387;
    var v394: f32 = v389 - v393;
    var v395: f32 = v394 + v391;
    var v396: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v397: f32 = morph_div_f32(v396, v392);
    var v398: f32 = v336 * v397;
    var v399: f32 = bitcast<f32>(bitcast<u32>(v336) ^ 0x80000000u);
    var v400: f32 = morph_fma_f32(v398, v392, v399);
    var v401: f32 = morph_fma_f32(v398, v395, v400);
    var v402: f32 = bitcast<f32>(bitcast<u32>(v397) ^ 0x80000000u);
    var v403: f32 = morph_fma_f32(v401, v402, v398);
    var v404: i32 = 0;
    var v405: i32 = 126;
    var v406: i32 = bitcast<i32>(bitcast<u32>(v350) - bitcast<u32>(v405));
    var v407: i32 = select(v406, v404, v406 < v404);
    var v408: i32 = 0;
    var v409: i32 = bitcast<i32>(bitcast<u32>(v408) - bitcast<u32>(v407));
    var v410: i32 = 127;
    var v411: i32 = bitcast<i32>(bitcast<u32>(v409) + bitcast<u32>(v410));
    var v412: i32 = 23;
    var v413: i32 = bitcast<i32>(bitcast<u32>(v411) << (bitcast<u32>(v412) & 31u));
    var v414: f32 = bitcast<f32>(v413);
    var v415: f32 = select(v338, v386, v374 != 0u);
    var v416: f32 = v403 * v414;
    var v417: f32 = v416 * v415;
    var v418: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v419: u32 = select(0u, 1u, (v331 < v418));
    var v420: f32 = select(v331, v417, v419 != 0u);
    var v332: f32 = v420;
    var v633: f32 = v17 * v21;
    var v634: f32 = v633 + v25;
    var v636: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v637: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v638: u32 = select(0u, 1u, (v634 >= v637));
    var v639: f32 = select(v636, v634, v638 != 0u);
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
    var v722: u32 = select(0u, 1u, (v634 < v721));
    var v723: f32 = select(v634, v720, v722 != 0u);
    var v635: f32 = v723;
    var v936: f32 = v18 * v22;
    var v937: f32 = v936 + v26;
    var v939: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v940: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v941: u32 = select(0u, 1u, (v937 >= v940));
    var v942: f32 = select(v939, v937, v941 != 0u);
    var v943: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v944: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v945: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v946: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v947: u32 = select(0u, 1u, (v942 <= v946));
    var v948: f32 = select(v945, v942, v947 != 0u);
    var v949: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v950: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v951: f32 = morph_fma_f32(v948, v950, v949);
    var v952: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v953: f32 = v951 - v952;
    var v954: i32 = bitcast<i32>(v951);
    var v955: i32 = 1262485504;
    var v956: i32 = bitcast<i32>(bitcast<u32>(v954) - bitcast<u32>(v955));
    var v957: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v958: f32 = morph_fma_f32(v953, v957, v948);
    var v959: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v960: f32 = morph_fma_f32(v953, v959, v943);
    var v961: f32 = v958 + v960;
    var v962: f32 = bitcast<f32>(bitcast<u32>(v961) ^ 0x80000000u);
    var v963: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v964: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v965: f32 = morph_fma_f32(v962, v964, v963);
    var v966: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v967: f32 = morph_fma_f32(v962, v965, v966);
    var v968: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v969: f32 = morph_fma_f32(v962, v967, v968);
    var v970: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v971: f32 = morph_fma_f32(v962, v969, v970);
    var v972: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v973: f32 = morph_fma_f32(v962, v971, v972);
    var v974: f32 = v962 * v962;
    var v975: f32 = morph_fma_f32(v974, v973, v962);
    var v976: f32 = v944 + v975;
    var v977: f32 = v976 - v944;
    var v978: f32 = v975 - v977;
    var v979: i32 = 0;
    var v980: u32 = select(0u, 1u, (v956 > v979));
    var v981: i32 = 126;
    var v982: i32 = 0;
    var v983: i32 = bitcast<i32>(bitcast<u32>(v982) - bitcast<u32>(v956));
    var v984: i32 = select(v983, v956, v980 != 0u);
    var v985: i32 = select(v981, v984, v984 < v981);
    var v986: i32 = 0;
    var v987: i32 = bitcast<i32>(bitcast<u32>(v986) - bitcast<u32>(v985));
    var v988: i32 = 127;
    var v989: i32 = bitcast<i32>(bitcast<u32>(v987) + bitcast<u32>(v988));
    var v990: i32 = 23;
    var v991: i32 = bitcast<i32>(bitcast<u32>(v989) << (bitcast<u32>(v990) & 31u));
    var v992: f32 = bitcast<f32>(v991);
    var v993: f32 = select(v944, v976, v980 != 0u);
    var v994: f32 = v976 * v992;
    var v995: f32 = select(v994, v992, v980 != 0u);
    var v996: f32 = v978 * v992;
    var v997: f32 = select(v996, v978, v980 != 0u);
    var v998: f32 = v993 + v995;
    var v999: f32 = v998 - v993;
    var v1000: f32 = v995 - v999;
    var v1001: f32 = v1000 + v997;
    var v1002: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1003: f32 = morph_div_f32(v1002, v998);
    var v1004: f32 = v942 * v1003;
    var v1005: f32 = bitcast<f32>(bitcast<u32>(v942) ^ 0x80000000u);
    var v1006: f32 = morph_fma_f32(v1004, v998, v1005);
    var v1007: f32 = morph_fma_f32(v1004, v1001, v1006);
    var v1008: f32 = bitcast<f32>(bitcast<u32>(v1003) ^ 0x80000000u);
    var v1009: f32 = morph_fma_f32(v1007, v1008, v1004);
    var v1010: i32 = 0;
    var v1011: i32 = 126;
    var v1012: i32 = bitcast<i32>(bitcast<u32>(v956) - bitcast<u32>(v1011));
    var v1013: i32 = select(v1012, v1010, v1012 < v1010);
    var v1014: i32 = 0;
    var v1015: i32 = bitcast<i32>(bitcast<u32>(v1014) - bitcast<u32>(v1013));
    var v1016: i32 = 127;
    var v1017: i32 = bitcast<i32>(bitcast<u32>(v1015) + bitcast<u32>(v1016));
    var v1018: i32 = 23;
    var v1019: i32 = bitcast<i32>(bitcast<u32>(v1017) << (bitcast<u32>(v1018) & 31u));
    var v1020: f32 = bitcast<f32>(v1019);
    var v1021: f32 = select(v944, v992, v980 != 0u);
    var v1022: f32 = v1009 * v1020;
    var v1023: f32 = v1022 * v1021;
    var v1024: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1025: u32 = select(0u, 1u, (v937 < v1024));
    var v1026: f32 = select(v937, v1023, v1025 != 0u);
    var v938: f32 = v1026;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v332;
    p_out0[(v9 + 2u)] = v635;
    p_out0[(v9 + 3u)] = v938;
  }
}
