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
    var v462: f32 = v16 * v20;
    var v463: f32 = v462 + v24;
    var v465: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v466: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v467: u32 = select(0u, 1u, (v463 >= v466));
    var v468: f32 = select(v465, v463, v467 != 0u);
    var v469: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v470: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v471: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v472: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v473: u32 = select(0u, 1u, (v468 <= v472));
    var v474: f32 = select(v471, v468, v473 != 0u);
    var v475: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v476: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v477: f32 = morph_fma_f32(v474, v476, v475);
    var v478: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v479: f32 = v477 - v478;
    var v480: i32 = bitcast<i32>(v477);
    var v481: i32 = 1262485504;
    var v482: i32 = bitcast<i32>(bitcast<u32>(v480) - bitcast<u32>(v481));
    var v483: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v484: f32 = morph_fma_f32(v479, v483, v474);
    var v485: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v486: f32 = morph_fma_f32(v479, v485, v469);
    var v487: f32 = v484 + v486;
    var v488: f32 = bitcast<f32>(bitcast<u32>(v487) ^ 0x80000000u);
    var v489: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v490: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v491: f32 = morph_fma_f32(v488, v490, v489);
    var v492: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v493: f32 = morph_fma_f32(v488, v491, v492);
    var v494: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v495: f32 = morph_fma_f32(v488, v493, v494);
    var v496: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v497: f32 = morph_fma_f32(v488, v495, v496);
    var v498: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v499: f32 = morph_fma_f32(v488, v497, v498);
    var v500: f32 = v488 * v488;
    var v501: f32 = morph_fma_f32(v500, v499, v488);
    var v502: f32 = v470 + v501;
    var v503: f32 = v502 - v470;
    var v504: f32 = v501 - v503;
    var v505: i32 = 0;
    var v506: u32 = select(0u, 1u, (v482 > v505));
    var v507: i32 = 126;
    var v508: i32 = 0;
    var v509: i32 = bitcast<i32>(bitcast<u32>(v508) - bitcast<u32>(v482));
    var v510: i32 = select(v509, v482, v506 != 0u);
    var v511: i32 = select(v507, v510, v510 < v507);
    var v512: i32 = 0;
    var v513: i32 = bitcast<i32>(bitcast<u32>(v512) - bitcast<u32>(v511));
    var v514: i32 = 127;
    var v515: i32 = bitcast<i32>(bitcast<u32>(v513) + bitcast<u32>(v514));
    var v516: i32 = 23;
    var v517: i32 = bitcast<i32>(bitcast<u32>(v515) << (bitcast<u32>(v516) & 31u));
    var v518: f32 = bitcast<f32>(v517);
    var v519: f32 = select(v470, v502, v506 != 0u);
    var v520: f32 = v502 * v518;
    var v521: f32 = select(v520, v518, v506 != 0u);
    var v522: f32 = v504 * v518;
    var v523: f32 = select(v522, v504, v506 != 0u);
    var v524: f32 = v519 + v521;
    var v525: f32 = v524 - v519;
    var v526: f32 = v521 - v525;
    var v527: f32 = v526 + v523;
    var v528: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v529: f32 = morph_div_f32(v528, v524);
    var v530: f32 = v468 * v529;
    var v531: f32 = bitcast<f32>(bitcast<u32>(v468) ^ 0x80000000u);
    var v532: f32 = morph_fma_f32(v530, v524, v531);
    var v533: f32 = morph_fma_f32(v530, v527, v532);
    var v534: f32 = bitcast<f32>(bitcast<u32>(v529) ^ 0x80000000u);
    var v535: f32 = morph_fma_f32(v533, v534, v530);
    var v536: i32 = 0;
    var v537: i32 = 126;
    var v538: i32 = bitcast<i32>(bitcast<u32>(v482) - bitcast<u32>(v537));
    var v539: i32 = select(v538, v536, v538 < v536);
    var v540: i32 = 0;
    var v541: i32 = bitcast<i32>(bitcast<u32>(v540) - bitcast<u32>(v539));
    var v542: i32 = 127;
    var v543: i32 = bitcast<i32>(bitcast<u32>(v541) + bitcast<u32>(v542));
    var v544: i32 = 23;
    var v545: i32 = bitcast<i32>(bitcast<u32>(v543) << (bitcast<u32>(v544) & 31u));
    var v546: f32 = bitcast<f32>(v545);
    var v547: f32 = select(v470, v518, v506 != 0u);
    var v548: f32 = v535 * v546;
    var v549: f32 = v548 * v547;
    var v550: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v551: u32 = select(0u, 1u, (v463 < v550));
    var v552: f32 = select(v463, v549, v551 != 0u);
    var v464: f32 = v552;
    var v897: f32 = v17 * v21;
    var v898: f32 = v897 + v25;
    var v900: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v901: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v902: u32 = select(0u, 1u, (v898 >= v901));
    var v903: f32 = select(v900, v898, v902 != 0u);
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
    var v986: u32 = select(0u, 1u, (v898 < v985));
    var v987: f32 = select(v898, v984, v986 != 0u);
    var v899: f32 = v987;
    var v1332: f32 = v18 * v22;
    var v1333: f32 = v1332 + v26;
    var v1335: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1336: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1337: u32 = select(0u, 1u, (v1333 >= v1336));
    var v1338: f32 = select(v1335, v1333, v1337 != 0u);
    var v1339: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1340: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1341: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1342: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1343: u32 = select(0u, 1u, (v1338 <= v1342));
    var v1344: f32 = select(v1341, v1338, v1343 != 0u);
    var v1345: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1346: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1347: f32 = morph_fma_f32(v1344, v1346, v1345);
    var v1348: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1349: f32 = v1347 - v1348;
    var v1350: i32 = bitcast<i32>(v1347);
    var v1351: i32 = 1262485504;
    var v1352: i32 = bitcast<i32>(bitcast<u32>(v1350) - bitcast<u32>(v1351));
    var v1353: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1354: f32 = morph_fma_f32(v1349, v1353, v1344);
    var v1355: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1356: f32 = morph_fma_f32(v1349, v1355, v1339);
    var v1357: f32 = v1354 + v1356;
    var v1358: f32 = bitcast<f32>(bitcast<u32>(v1357) ^ 0x80000000u);
    var v1359: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1360: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1361: f32 = morph_fma_f32(v1358, v1360, v1359);
    var v1362: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1363: f32 = morph_fma_f32(v1358, v1361, v1362);
    var v1364: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1365: f32 = morph_fma_f32(v1358, v1363, v1364);
    var v1366: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1367: f32 = morph_fma_f32(v1358, v1365, v1366);
    var v1368: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1369: f32 = morph_fma_f32(v1358, v1367, v1368);
    var v1370: f32 = v1358 * v1358;
    var v1371: f32 = morph_fma_f32(v1370, v1369, v1358);
    var v1372: f32 = v1340 + v1371;
    var v1373: f32 = v1372 - v1340;
    var v1374: f32 = v1371 - v1373;
    var v1375: i32 = 0;
    var v1376: u32 = select(0u, 1u, (v1352 > v1375));
    var v1377: i32 = 126;
    var v1378: i32 = 0;
    var v1379: i32 = bitcast<i32>(bitcast<u32>(v1378) - bitcast<u32>(v1352));
    var v1380: i32 = select(v1379, v1352, v1376 != 0u);
    var v1381: i32 = select(v1377, v1380, v1380 < v1377);
    var v1382: i32 = 0;
    var v1383: i32 = bitcast<i32>(bitcast<u32>(v1382) - bitcast<u32>(v1381));
    var v1384: i32 = 127;
    var v1385: i32 = bitcast<i32>(bitcast<u32>(v1383) + bitcast<u32>(v1384));
    var v1386: i32 = 23;
    var v1387: i32 = bitcast<i32>(bitcast<u32>(v1385) << (bitcast<u32>(v1386) & 31u));
    var v1388: f32 = bitcast<f32>(v1387);
    var v1389: f32 = select(v1340, v1372, v1376 != 0u);
    var v1390: f32 = v1372 * v1388;
    var v1391: f32 = select(v1390, v1388, v1376 != 0u);
    var v1392: f32 = v1374 * v1388;
    var v1393: f32 = select(v1392, v1374, v1376 != 0u);
    var v1394: f32 = v1389 + v1391;
    var v1395: f32 = v1394 - v1389;
    var v1396: f32 = v1391 - v1395;
    var v1397: f32 = v1396 + v1393;
    var v1398: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1399: f32 = morph_div_f32(v1398, v1394);
    var v1400: f32 = v1338 * v1399;
    var v1401: f32 = bitcast<f32>(bitcast<u32>(v1338) ^ 0x80000000u);
    var v1402: f32 = morph_fma_f32(v1400, v1394, v1401);
    var v1403: f32 = morph_fma_f32(v1400, v1397, v1402);
    var v1404: f32 = bitcast<f32>(bitcast<u32>(v1399) ^ 0x80000000u);
    var v1405: f32 = morph_fma_f32(v1403, v1404, v1400);
    var v1406: i32 = 0;
    var v1407: i32 = 126;
    var v1408: i32 = bitcast<i32>(bitcast<u32>(v1352) - bitcast<u32>(v1407));
    var v1409: i32 = select(v1408, v1406, v1408 < v1406);
    var v1410: i32 = 0;
    var v1411: i32 = bitcast<i32>(bitcast<u32>(v1410) - bitcast<u32>(v1409));
    var v1412: i32 = 127;
    var v1413: i32 = bitcast<i32>(bitcast<u32>(v1411) + bitcast<u32>(v1412));
    var v1414: i32 = 23;
    var v1415: i32 = bitcast<i32>(bitcast<u32>(v1413) << (bitcast<u32>(v1414) & 31u));
    var v1416: f32 = bitcast<f32>(v1415);
    var v1417: f32 = select(v1340, v1388, v1376 != 0u);
    var v1418: f32 = v1405 * v1416;
    var v1419: f32 = v1418 * v1417;
    var v1420: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1421: u32 = select(0u, 1u, (v1333 < v1420));
    var v1422: f32 = select(v1333, v1419, v1421 != 0u);
    var v1334: f32 = v1422;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v464;
    p_out0[(v9 + 2u)] = v899;
    p_out0[(v9 + 3u)] = v1334;
  }
}
