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
    var v23: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v24: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v25: u32 = select(0u, 1u, (v15 >= v24));
    var v26: f32 = select(v23, v15, v25 != 0u);
    var v27: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v28: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v29: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v30: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v31: u32 = select(0u, 1u, (v26 <= v30));
    var v32: f32 = select(v29, v26, v31 != 0u);
    var v33: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v34: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v35: f32 = morph_fma_f32(v32, v34, v33);
    var v36: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v37: f32 = v35 - v36;
    var v38: i32 = bitcast<i32>(v35);
    var v39: i32 = 1262485504;
    var v40: i32 = bitcast<i32>(bitcast<u32>(v38) - bitcast<u32>(v39));
    var v41: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v42: f32 = morph_fma_f32(v37, v41, v32);
    var v43: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v44: f32 = morph_fma_f32(v37, v43, v27);
    var v45: f32 = v42 + v44;
    var v46: f32 = bitcast<f32>(bitcast<u32>(v45) ^ 0x80000000u);
    var v47: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v48: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v49: f32 = morph_fma_f32(v46, v48, v47);
    var v50: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v51: f32 = morph_fma_f32(v46, v49, v50);
    var v52: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v53: f32 = morph_fma_f32(v46, v51, v52);
    var v54: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v55: f32 = morph_fma_f32(v46, v53, v54);
    var v56: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v57: f32 = morph_fma_f32(v46, v55, v56);
    var v58: f32 = v46 * v46;
    var v59: f32 = morph_fma_f32(v58, v57, v46);
    var v60: f32 = v28 + v59;
    var v61: f32 = v60 - v28;
    var v62: f32 = v59 - v61;
    var v63: i32 = 0;
    var v64: u32 = select(0u, 1u, (v40 > v63));
    var v65: i32 = 126;
    var v66: i32 = 0;
    var v67: i32 = bitcast<i32>(bitcast<u32>(v66) - bitcast<u32>(v40));
    var v68: i32 = select(v67, v40, v64 != 0u);
    var v69: i32 = select(v65, v68, v68 < v65);
    var v70: i32 = 127;
    var v71: i32 = bitcast<i32>(bitcast<u32>(v70) - bitcast<u32>(v69));
    var v72: i32 = 23;
    var v73: i32 = bitcast<i32>(bitcast<u32>(v71) << (bitcast<u32>(v72) & 31u));
    var v74: f32 = bitcast<f32>(v73);
    var v75: f32 = select(v28, v60, v64 != 0u);
    var v76: f32 = v60 * v74;
    var v77: f32 = select(v76, v74, v64 != 0u);
    var v78: f32 = v62 * v74;
    var v79: f32 = select(v78, v62, v64 != 0u);
    var v80: f32 = v75 + v77;
    var v81: f32 = v80 - v75;
    var v82: f32 = v77 - v81;
    var v83: f32 = v82 + v79;
    var v84: f32 = morph_div_f32(v28, v80);
    var v85: f32 = v26 * v84;
    var v86: f32 = bitcast<f32>(bitcast<u32>(v26) ^ 0x80000000u);
    var v87: f32 = morph_fma_f32(v85, v80, v86);
    var v88: f32 = morph_fma_f32(v85, v83, v87);
    var v89: f32 = bitcast<f32>(bitcast<u32>(v84) ^ 0x80000000u);
    var v90: f32 = morph_fma_f32(v88, v89, v85);
    var v91: i32 = 0;
    var v92: i32 = 126;
    var v93: i32 = bitcast<i32>(bitcast<u32>(v40) - bitcast<u32>(v92));
    var v94: i32 = select(v93, v91, v93 < v91);
    var v95: i32 = 127;
    var v96: i32 = bitcast<i32>(bitcast<u32>(v95) - bitcast<u32>(v94));
    var v97: i32 = 23;
    var v98: i32 = bitcast<i32>(bitcast<u32>(v96) << (bitcast<u32>(v97) & 31u));
    var v99: f32 = bitcast<f32>(v98);
    var v100: f32 = select(v28, v74, v64 != 0u);
    var v101: f32 = v90 * v99;
    var v102: f32 = v101 * v100;
    var v103: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v104: u32 = select(0u, 1u, (v15 < v103));
    var v105: f32 = select(v15, v102, v104 != 0u);
    var v106: f32 = v105 * v19;
    var v107: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v108: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v109: u32 = select(0u, 1u, (v16 >= v108));
    var v110: f32 = select(v107, v16, v109 != 0u);
    var v111: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v112: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v113: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v114: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v115: u32 = select(0u, 1u, (v110 <= v114));
    var v116: f32 = select(v113, v110, v115 != 0u);
    var v117: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v118: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v119: f32 = morph_fma_f32(v116, v118, v117);
    var v120: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v121: f32 = v119 - v120;
    var v122: i32 = bitcast<i32>(v119);
    var v123: i32 = 1262485504;
    var v124: i32 = bitcast<i32>(bitcast<u32>(v122) - bitcast<u32>(v123));
    var v125: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v126: f32 = morph_fma_f32(v121, v125, v116);
    var v127: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v128: f32 = morph_fma_f32(v121, v127, v111);
    var v129: f32 = v126 + v128;
    var v130: f32 = bitcast<f32>(bitcast<u32>(v129) ^ 0x80000000u);
    var v131: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v132: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v133: f32 = morph_fma_f32(v130, v132, v131);
    var v134: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v135: f32 = morph_fma_f32(v130, v133, v134);
    var v136: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v137: f32 = morph_fma_f32(v130, v135, v136);
    var v138: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v139: f32 = morph_fma_f32(v130, v137, v138);
    var v140: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v141: f32 = morph_fma_f32(v130, v139, v140);
    var v142: f32 = v130 * v130;
    var v143: f32 = morph_fma_f32(v142, v141, v130);
    var v144: f32 = v112 + v143;
    var v145: f32 = v144 - v112;
    var v146: f32 = v143 - v145;
    var v147: i32 = 0;
    var v148: u32 = select(0u, 1u, (v124 > v147));
    var v149: i32 = 126;
    var v150: i32 = 0;
    var v151: i32 = bitcast<i32>(bitcast<u32>(v150) - bitcast<u32>(v124));
    var v152: i32 = select(v151, v124, v148 != 0u);
    var v153: i32 = select(v149, v152, v152 < v149);
    var v154: i32 = 127;
    var v155: i32 = bitcast<i32>(bitcast<u32>(v154) - bitcast<u32>(v153));
    var v156: i32 = 23;
    var v157: i32 = bitcast<i32>(bitcast<u32>(v155) << (bitcast<u32>(v156) & 31u));
    var v158: f32 = bitcast<f32>(v157);
    var v159: f32 = select(v112, v144, v148 != 0u);
    var v160: f32 = v144 * v158;
    var v161: f32 = select(v160, v158, v148 != 0u);
    var v162: f32 = v146 * v158;
    var v163: f32 = select(v162, v146, v148 != 0u);
    var v164: f32 = v159 + v161;
    var v165: f32 = v164 - v159;
    var v166: f32 = v161 - v165;
    var v167: f32 = v166 + v163;
    var v168: f32 = morph_div_f32(v112, v164);
    var v169: f32 = v110 * v168;
    var v170: f32 = bitcast<f32>(bitcast<u32>(v110) ^ 0x80000000u);
    var v171: f32 = morph_fma_f32(v169, v164, v170);
    var v172: f32 = morph_fma_f32(v169, v167, v171);
    var v173: f32 = bitcast<f32>(bitcast<u32>(v168) ^ 0x80000000u);
    var v174: f32 = morph_fma_f32(v172, v173, v169);
    var v175: i32 = 0;
    var v176: i32 = 126;
    var v177: i32 = bitcast<i32>(bitcast<u32>(v124) - bitcast<u32>(v176));
    var v178: i32 = select(v177, v175, v177 < v175);
    var v179: i32 = 127;
    var v180: i32 = bitcast<i32>(bitcast<u32>(v179) - bitcast<u32>(v178));
    var v181: i32 = 23;
    var v182: i32 = bitcast<i32>(bitcast<u32>(v180) << (bitcast<u32>(v181) & 31u));
    var v183: f32 = bitcast<f32>(v182);
    var v184: f32 = select(v112, v158, v148 != 0u);
    var v185: f32 = v174 * v183;
    var v186: f32 = v185 * v184;
    var v187: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v188: u32 = select(0u, 1u, (v16 < v187));
    var v189: f32 = select(v16, v186, v188 != 0u);
    var v190: f32 = v189 * v20;
    var v191: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v192: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v193: u32 = select(0u, 1u, (v17 >= v192));
    var v194: f32 = select(v191, v17, v193 != 0u);
    var v195: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v196: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v197: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v198: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v199: u32 = select(0u, 1u, (v194 <= v198));
    var v200: f32 = select(v197, v194, v199 != 0u);
    var v201: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v202: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v203: f32 = morph_fma_f32(v200, v202, v201);
    var v204: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v205: f32 = v203 - v204;
    var v206: i32 = bitcast<i32>(v203);
    var v207: i32 = 1262485504;
    var v208: i32 = bitcast<i32>(bitcast<u32>(v206) - bitcast<u32>(v207));
    var v209: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v210: f32 = morph_fma_f32(v205, v209, v200);
    var v211: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v212: f32 = morph_fma_f32(v205, v211, v195);
    var v213: f32 = v210 + v212;
    var v214: f32 = bitcast<f32>(bitcast<u32>(v213) ^ 0x80000000u);
    var v215: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v216: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v217: f32 = morph_fma_f32(v214, v216, v215);
    var v218: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v219: f32 = morph_fma_f32(v214, v217, v218);
    var v220: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v221: f32 = morph_fma_f32(v214, v219, v220);
    var v222: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v223: f32 = morph_fma_f32(v214, v221, v222);
    var v224: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v225: f32 = morph_fma_f32(v214, v223, v224);
    var v226: f32 = v214 * v214;
    var v227: f32 = morph_fma_f32(v226, v225, v214);
    var v228: f32 = v196 + v227;
    var v229: f32 = v228 - v196;
    var v230: f32 = v227 - v229;
    var v231: i32 = 0;
    var v232: u32 = select(0u, 1u, (v208 > v231));
    var v233: i32 = 126;
    var v234: i32 = 0;
    var v235: i32 = bitcast<i32>(bitcast<u32>(v234) - bitcast<u32>(v208));
    var v236: i32 = select(v235, v208, v232 != 0u);
    var v237: i32 = select(v233, v236, v236 < v233);
    var v238: i32 = 127;
    var v239: i32 = bitcast<i32>(bitcast<u32>(v238) - bitcast<u32>(v237));
    var v240: i32 = 23;
    var v241: i32 = bitcast<i32>(bitcast<u32>(v239) << (bitcast<u32>(v240) & 31u));
    var v242: f32 = bitcast<f32>(v241);
    var v243: f32 = select(v196, v228, v232 != 0u);
    var v244: f32 = v228 * v242;
    var v245: f32 = select(v244, v242, v232 != 0u);
    var v246: f32 = v230 * v242;
    var v247: f32 = select(v246, v230, v232 != 0u);
    var v248: f32 = v243 + v245;
    var v249: f32 = v248 - v243;
    var v250: f32 = v245 - v249;
    var v251: f32 = v250 + v247;
    var v252: f32 = morph_div_f32(v196, v248);
    var v253: f32 = v194 * v252;
    var v254: f32 = bitcast<f32>(bitcast<u32>(v194) ^ 0x80000000u);
    var v255: f32 = morph_fma_f32(v253, v248, v254);
    var v256: f32 = morph_fma_f32(v253, v251, v255);
    var v257: f32 = bitcast<f32>(bitcast<u32>(v252) ^ 0x80000000u);
    var v258: f32 = morph_fma_f32(v256, v257, v253);
    var v259: i32 = 0;
    var v260: i32 = 126;
    var v261: i32 = bitcast<i32>(bitcast<u32>(v208) - bitcast<u32>(v260));
    var v262: i32 = select(v261, v259, v261 < v259);
    var v263: i32 = 127;
    var v264: i32 = bitcast<i32>(bitcast<u32>(v263) - bitcast<u32>(v262));
    var v265: i32 = 23;
    var v266: i32 = bitcast<i32>(bitcast<u32>(v264) << (bitcast<u32>(v265) & 31u));
    var v267: f32 = bitcast<f32>(v266);
    var v268: f32 = select(v196, v242, v232 != 0u);
    var v269: f32 = v258 * v267;
    var v270: f32 = v269 * v268;
    var v271: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v272: u32 = select(0u, 1u, (v17 < v271));
    var v273: f32 = select(v17, v270, v272 != 0u);
    var v274: f32 = v273 * v21;
    var v275: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v276: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v277: u32 = select(0u, 1u, (v18 >= v276));
    var v278: f32 = select(v275, v18, v277 != 0u);
    var v279: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v280: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v281: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v282: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v283: u32 = select(0u, 1u, (v278 <= v282));
    var v284: f32 = select(v281, v278, v283 != 0u);
    var v285: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v286: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v287: f32 = morph_fma_f32(v284, v286, v285);
    var v288: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v289: f32 = v287 - v288;
    var v290: i32 = bitcast<i32>(v287);
    var v291: i32 = 1262485504;
    var v292: i32 = bitcast<i32>(bitcast<u32>(v290) - bitcast<u32>(v291));
    var v293: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v294: f32 = morph_fma_f32(v289, v293, v284);
    var v295: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v296: f32 = morph_fma_f32(v289, v295, v279);
    var v297: f32 = v294 + v296;
    var v298: f32 = bitcast<f32>(bitcast<u32>(v297) ^ 0x80000000u);
    var v299: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v300: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v301: f32 = morph_fma_f32(v298, v300, v299);
    var v302: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v303: f32 = morph_fma_f32(v298, v301, v302);
    var v304: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v305: f32 = morph_fma_f32(v298, v303, v304);
    var v306: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v307: f32 = morph_fma_f32(v298, v305, v306);
    var v308: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v309: f32 = morph_fma_f32(v298, v307, v308);
    var v310: f32 = v298 * v298;
    var v311: f32 = morph_fma_f32(v310, v309, v298);
    var v312: f32 = v280 + v311;
    var v313: f32 = v312 - v280;
    var v314: f32 = v311 - v313;
    var v315: i32 = 0;
    var v316: u32 = select(0u, 1u, (v292 > v315));
    var v317: i32 = 126;
    var v318: i32 = 0;
    var v319: i32 = bitcast<i32>(bitcast<u32>(v318) - bitcast<u32>(v292));
    var v320: i32 = select(v319, v292, v316 != 0u);
    var v321: i32 = select(v317, v320, v320 < v317);
    var v322: i32 = 127;
    var v323: i32 = bitcast<i32>(bitcast<u32>(v322) - bitcast<u32>(v321));
    var v324: i32 = 23;
    var v325: i32 = bitcast<i32>(bitcast<u32>(v323) << (bitcast<u32>(v324) & 31u));
    var v326: f32 = bitcast<f32>(v325);
    var v327: f32 = select(v280, v312, v316 != 0u);
    var v328: f32 = v312 * v326;
    var v329: f32 = select(v328, v326, v316 != 0u);
    var v330: f32 = v314 * v326;
    var v331: f32 = select(v330, v314, v316 != 0u);
    var v332: f32 = v327 + v329;
    var v333: f32 = v332 - v327;
    var v334: f32 = v329 - v333;
    var v335: f32 = v334 + v331;
    var v336: f32 = morph_div_f32(v280, v332);
    var v337: f32 = v278 * v336;
    var v338: f32 = bitcast<f32>(bitcast<u32>(v278) ^ 0x80000000u);
    var v339: f32 = morph_fma_f32(v337, v332, v338);
    var v340: f32 = morph_fma_f32(v337, v335, v339);
    var v341: f32 = bitcast<f32>(bitcast<u32>(v336) ^ 0x80000000u);
    var v342: f32 = morph_fma_f32(v340, v341, v337);
    var v343: i32 = 0;
    var v344: i32 = 126;
    var v345: i32 = bitcast<i32>(bitcast<u32>(v292) - bitcast<u32>(v344));
    var v346: i32 = select(v345, v343, v345 < v343);
    var v347: i32 = 127;
    var v348: i32 = bitcast<i32>(bitcast<u32>(v347) - bitcast<u32>(v346));
    var v349: i32 = 23;
    var v350: i32 = bitcast<i32>(bitcast<u32>(v348) << (bitcast<u32>(v349) & 31u));
    var v351: f32 = bitcast<f32>(v350);
    var v352: f32 = select(v280, v326, v316 != 0u);
    var v353: f32 = v342 * v351;
    var v354: f32 = v353 * v352;
    var v355: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v356: u32 = select(0u, 1u, (v18 < v355));
    var v357: f32 = select(v18, v354, v356 != 0u);
    var v358: f32 = v357 * v22;
    p_out0[(v9 + 0u)] = v106;
    p_out0[(v9 + 1u)] = v190;
    p_out0[(v9 + 2u)] = v274;
    p_out0[(v9 + 3u)] = v358;
  }
}
