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
    var v70: i32 = 0;
    var v71: i32 = bitcast<i32>(bitcast<u32>(v70) - bitcast<u32>(v69));
    var v72: i32 = 127;
    var v73: i32 = bitcast<i32>(bitcast<u32>(v71) + bitcast<u32>(v72));
    var v74: i32 = 23;
    var v75: i32 = bitcast<i32>(bitcast<u32>(v73) << (bitcast<u32>(v74) & 31u));
    var v76: f32 = bitcast<f32>(v75);
    var v77: f32 = select(v28, v60, v64 != 0u);
    var v78: f32 = v60 * v76;
    var v79: f32 = select(v78, v76, v64 != 0u);
    var v80: f32 = v62 * v76;
    var v81: f32 = select(v80, v62, v64 != 0u);
    var v82: f32 = v77 + v79;
    var v83: f32 = v82 - v77;
    var v84: f32 = v79 - v83;
    var v85: f32 = v84 + v81;
    var v86: f32 = morph_div_f32(v28, v82);
    var v87: f32 = v26 * v86;
    var v88: f32 = bitcast<f32>(bitcast<u32>(v26) ^ 0x80000000u);
    var v89: f32 = morph_fma_f32(v87, v82, v88);
    var v90: f32 = morph_fma_f32(v87, v85, v89);
    var v91: f32 = bitcast<f32>(bitcast<u32>(v86) ^ 0x80000000u);
    var v92: f32 = morph_fma_f32(v90, v91, v87);
    var v93: i32 = 0;
    var v94: i32 = 126;
    var v95: i32 = bitcast<i32>(bitcast<u32>(v40) - bitcast<u32>(v94));
    var v96: i32 = select(v95, v93, v95 < v93);
    var v97: i32 = 0;
    var v98: i32 = bitcast<i32>(bitcast<u32>(v97) - bitcast<u32>(v96));
    var v99: i32 = 127;
    var v100: i32 = bitcast<i32>(bitcast<u32>(v98) + bitcast<u32>(v99));
    var v101: i32 = 23;
    var v102: i32 = bitcast<i32>(bitcast<u32>(v100) << (bitcast<u32>(v101) & 31u));
    var v103: f32 = bitcast<f32>(v102);
    var v104: f32 = select(v28, v76, v64 != 0u);
    var v105: f32 = v92 * v103;
    var v106: f32 = v105 * v104;
    var v107: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v108: u32 = select(0u, 1u, (v15 < v107));
    var v109: f32 = select(v15, v106, v108 != 0u);
    var v110: f32 = v109 * v19;
    var v111: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v112: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v113: u32 = select(0u, 1u, (v16 >= v112));
    var v114: f32 = select(v111, v16, v113 != 0u);
    var v115: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v116: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v117: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v118: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v119: u32 = select(0u, 1u, (v114 <= v118));
    var v120: f32 = select(v117, v114, v119 != 0u);
    var v121: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v122: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v123: f32 = morph_fma_f32(v120, v122, v121);
    var v124: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v125: f32 = v123 - v124;
    var v126: i32 = bitcast<i32>(v123);
    var v127: i32 = 1262485504;
    var v128: i32 = bitcast<i32>(bitcast<u32>(v126) - bitcast<u32>(v127));
    var v129: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v130: f32 = morph_fma_f32(v125, v129, v120);
    var v131: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v132: f32 = morph_fma_f32(v125, v131, v115);
    var v133: f32 = v130 + v132;
    var v134: f32 = bitcast<f32>(bitcast<u32>(v133) ^ 0x80000000u);
    var v135: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v136: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v137: f32 = morph_fma_f32(v134, v136, v135);
    var v138: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v139: f32 = morph_fma_f32(v134, v137, v138);
    var v140: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v141: f32 = morph_fma_f32(v134, v139, v140);
    var v142: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v143: f32 = morph_fma_f32(v134, v141, v142);
    var v144: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v145: f32 = morph_fma_f32(v134, v143, v144);
    var v146: f32 = v134 * v134;
    var v147: f32 = morph_fma_f32(v146, v145, v134);
    var v148: f32 = v116 + v147;
    var v149: f32 = v148 - v116;
    var v150: f32 = v147 - v149;
    var v151: i32 = 0;
    var v152: u32 = select(0u, 1u, (v128 > v151));
    var v153: i32 = 126;
    var v154: i32 = 0;
    var v155: i32 = bitcast<i32>(bitcast<u32>(v154) - bitcast<u32>(v128));
    var v156: i32 = select(v155, v128, v152 != 0u);
    var v157: i32 = select(v153, v156, v156 < v153);
    var v158: i32 = 0;
    var v159: i32 = bitcast<i32>(bitcast<u32>(v158) - bitcast<u32>(v157));
    var v160: i32 = 127;
    var v161: i32 = bitcast<i32>(bitcast<u32>(v159) + bitcast<u32>(v160));
    var v162: i32 = 23;
    var v163: i32 = bitcast<i32>(bitcast<u32>(v161) << (bitcast<u32>(v162) & 31u));
    var v164: f32 = bitcast<f32>(v163);
    var v165: f32 = select(v116, v148, v152 != 0u);
    var v166: f32 = v148 * v164;
    var v167: f32 = select(v166, v164, v152 != 0u);
    var v168: f32 = v150 * v164;
    var v169: f32 = select(v168, v150, v152 != 0u);
    var v170: f32 = v165 + v167;
    var v171: f32 = v170 - v165;
    var v172: f32 = v167 - v171;
    var v173: f32 = v172 + v169;
    var v174: f32 = morph_div_f32(v116, v170);
    var v175: f32 = v114 * v174;
    var v176: f32 = bitcast<f32>(bitcast<u32>(v114) ^ 0x80000000u);
    var v177: f32 = morph_fma_f32(v175, v170, v176);
    var v178: f32 = morph_fma_f32(v175, v173, v177);
    var v179: f32 = bitcast<f32>(bitcast<u32>(v174) ^ 0x80000000u);
    var v180: f32 = morph_fma_f32(v178, v179, v175);
    var v181: i32 = 0;
    var v182: i32 = 126;
    var v183: i32 = bitcast<i32>(bitcast<u32>(v128) - bitcast<u32>(v182));
    var v184: i32 = select(v183, v181, v183 < v181);
    var v185: i32 = 0;
    var v186: i32 = bitcast<i32>(bitcast<u32>(v185) - bitcast<u32>(v184));
    var v187: i32 = 127;
    var v188: i32 = bitcast<i32>(bitcast<u32>(v186) + bitcast<u32>(v187));
    var v189: i32 = 23;
    var v190: i32 = bitcast<i32>(bitcast<u32>(v188) << (bitcast<u32>(v189) & 31u));
    var v191: f32 = bitcast<f32>(v190);
    var v192: f32 = select(v116, v164, v152 != 0u);
    var v193: f32 = v180 * v191;
    var v194: f32 = v193 * v192;
    var v195: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v196: u32 = select(0u, 1u, (v16 < v195));
    var v197: f32 = select(v16, v194, v196 != 0u);
    var v198: f32 = v197 * v20;
    var v199: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v200: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v201: u32 = select(0u, 1u, (v17 >= v200));
    var v202: f32 = select(v199, v17, v201 != 0u);
    var v203: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v204: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v205: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v206: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v207: u32 = select(0u, 1u, (v202 <= v206));
    var v208: f32 = select(v205, v202, v207 != 0u);
    var v209: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v210: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v211: f32 = morph_fma_f32(v208, v210, v209);
    var v212: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v213: f32 = v211 - v212;
    var v214: i32 = bitcast<i32>(v211);
    var v215: i32 = 1262485504;
    var v216: i32 = bitcast<i32>(bitcast<u32>(v214) - bitcast<u32>(v215));
    var v217: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v218: f32 = morph_fma_f32(v213, v217, v208);
    var v219: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v220: f32 = morph_fma_f32(v213, v219, v203);
    var v221: f32 = v218 + v220;
    var v222: f32 = bitcast<f32>(bitcast<u32>(v221) ^ 0x80000000u);
    var v223: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v224: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v225: f32 = morph_fma_f32(v222, v224, v223);
    var v226: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v227: f32 = morph_fma_f32(v222, v225, v226);
    var v228: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v229: f32 = morph_fma_f32(v222, v227, v228);
    var v230: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v231: f32 = morph_fma_f32(v222, v229, v230);
    var v232: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v233: f32 = morph_fma_f32(v222, v231, v232);
    var v234: f32 = v222 * v222;
    var v235: f32 = morph_fma_f32(v234, v233, v222);
    var v236: f32 = v204 + v235;
    var v237: f32 = v236 - v204;
    var v238: f32 = v235 - v237;
    var v239: i32 = 0;
    var v240: u32 = select(0u, 1u, (v216 > v239));
    var v241: i32 = 126;
    var v242: i32 = 0;
    var v243: i32 = bitcast<i32>(bitcast<u32>(v242) - bitcast<u32>(v216));
    var v244: i32 = select(v243, v216, v240 != 0u);
    var v245: i32 = select(v241, v244, v244 < v241);
    var v246: i32 = 0;
    var v247: i32 = bitcast<i32>(bitcast<u32>(v246) - bitcast<u32>(v245));
    var v248: i32 = 127;
    var v249: i32 = bitcast<i32>(bitcast<u32>(v247) + bitcast<u32>(v248));
    var v250: i32 = 23;
    var v251: i32 = bitcast<i32>(bitcast<u32>(v249) << (bitcast<u32>(v250) & 31u));
    var v252: f32 = bitcast<f32>(v251);
    var v253: f32 = select(v204, v236, v240 != 0u);
    var v254: f32 = v236 * v252;
    var v255: f32 = select(v254, v252, v240 != 0u);
    var v256: f32 = v238 * v252;
    var v257: f32 = select(v256, v238, v240 != 0u);
    var v258: f32 = v253 + v255;
    var v259: f32 = v258 - v253;
    var v260: f32 = v255 - v259;
    var v261: f32 = v260 + v257;
    var v262: f32 = morph_div_f32(v204, v258);
    var v263: f32 = v202 * v262;
    var v264: f32 = bitcast<f32>(bitcast<u32>(v202) ^ 0x80000000u);
    var v265: f32 = morph_fma_f32(v263, v258, v264);
    var v266: f32 = morph_fma_f32(v263, v261, v265);
    var v267: f32 = bitcast<f32>(bitcast<u32>(v262) ^ 0x80000000u);
    var v268: f32 = morph_fma_f32(v266, v267, v263);
    var v269: i32 = 0;
    var v270: i32 = 126;
    var v271: i32 = bitcast<i32>(bitcast<u32>(v216) - bitcast<u32>(v270));
    var v272: i32 = select(v271, v269, v271 < v269);
    var v273: i32 = 0;
    var v274: i32 = bitcast<i32>(bitcast<u32>(v273) - bitcast<u32>(v272));
    var v275: i32 = 127;
    var v276: i32 = bitcast<i32>(bitcast<u32>(v274) + bitcast<u32>(v275));
    var v277: i32 = 23;
    var v278: i32 = bitcast<i32>(bitcast<u32>(v276) << (bitcast<u32>(v277) & 31u));
    var v279: f32 = bitcast<f32>(v278);
    var v280: f32 = select(v204, v252, v240 != 0u);
    var v281: f32 = v268 * v279;
    var v282: f32 = v281 * v280;
    var v283: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v284: u32 = select(0u, 1u, (v17 < v283));
    var v285: f32 = select(v17, v282, v284 != 0u);
    var v286: f32 = v285 * v21;
    var v287: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v288: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v289: u32 = select(0u, 1u, (v18 >= v288));
    var v290: f32 = select(v287, v18, v289 != 0u);
    var v291: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v292: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v293: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v294: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v295: u32 = select(0u, 1u, (v290 <= v294));
    var v296: f32 = select(v293, v290, v295 != 0u);
    var v297: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v298: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v299: f32 = morph_fma_f32(v296, v298, v297);
    var v300: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v301: f32 = v299 - v300;
    var v302: i32 = bitcast<i32>(v299);
    var v303: i32 = 1262485504;
    var v304: i32 = bitcast<i32>(bitcast<u32>(v302) - bitcast<u32>(v303));
    var v305: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v306: f32 = morph_fma_f32(v301, v305, v296);
    var v307: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v308: f32 = morph_fma_f32(v301, v307, v291);
    var v309: f32 = v306 + v308;
    var v310: f32 = bitcast<f32>(bitcast<u32>(v309) ^ 0x80000000u);
    var v311: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v312: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v313: f32 = morph_fma_f32(v310, v312, v311);
    var v314: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v315: f32 = morph_fma_f32(v310, v313, v314);
    var v316: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v317: f32 = morph_fma_f32(v310, v315, v316);
    var v318: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v319: f32 = morph_fma_f32(v310, v317, v318);
    var v320: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v321: f32 = morph_fma_f32(v310, v319, v320);
    var v322: f32 = v310 * v310;
    var v323: f32 = morph_fma_f32(v322, v321, v310);
    var v324: f32 = v292 + v323;
    var v325: f32 = v324 - v292;
    var v326: f32 = v323 - v325;
    var v327: i32 = 0;
    var v328: u32 = select(0u, 1u, (v304 > v327));
    var v329: i32 = 126;
    var v330: i32 = 0;
    var v331: i32 = bitcast<i32>(bitcast<u32>(v330) - bitcast<u32>(v304));
    var v332: i32 = select(v331, v304, v328 != 0u);
    var v333: i32 = select(v329, v332, v332 < v329);
    var v334: i32 = 0;
    var v335: i32 = bitcast<i32>(bitcast<u32>(v334) - bitcast<u32>(v333));
    var v336: i32 = 127;
    var v337: i32 = bitcast<i32>(bitcast<u32>(v335) + bitcast<u32>(v336));
    var v338: i32 = 23;
    var v339: i32 = bitcast<i32>(bitcast<u32>(v337) << (bitcast<u32>(v338) & 31u));
    var v340: f32 = bitcast<f32>(v339);
    var v341: f32 = select(v292, v324, v328 != 0u);
    var v342: f32 = v324 * v340;
    var v343: f32 = select(v342, v340, v328 != 0u);
    var v344: f32 = v326 * v340;
    var v345: f32 = select(v344, v326, v328 != 0u);
    var v346: f32 = v341 + v343;
    var v347: f32 = v346 - v341;
    var v348: f32 = v343 - v347;
    var v349: f32 = v348 + v345;
    var v350: f32 = morph_div_f32(v292, v346);
    var v351: f32 = v290 * v350;
    var v352: f32 = bitcast<f32>(bitcast<u32>(v290) ^ 0x80000000u);
    var v353: f32 = morph_fma_f32(v351, v346, v352);
    var v354: f32 = morph_fma_f32(v351, v349, v353);
    var v355: f32 = bitcast<f32>(bitcast<u32>(v350) ^ 0x80000000u);
    var v356: f32 = morph_fma_f32(v354, v355, v351);
    var v357: i32 = 0;
    var v358: i32 = 126;
    var v359: i32 = bitcast<i32>(bitcast<u32>(v304) - bitcast<u32>(v358));
    var v360: i32 = select(v359, v357, v359 < v357);
    var v361: i32 = 0;
    var v362: i32 = bitcast<i32>(bitcast<u32>(v361) - bitcast<u32>(v360));
    var v363: i32 = 127;
    var v364: i32 = bitcast<i32>(bitcast<u32>(v362) + bitcast<u32>(v363));
    var v365: i32 = 23;
    var v366: i32 = bitcast<i32>(bitcast<u32>(v364) << (bitcast<u32>(v365) & 31u));
    var v367: f32 = bitcast<f32>(v366);
    var v368: f32 = select(v292, v340, v328 != 0u);
    var v369: f32 = v356 * v367;
    var v370: f32 = v369 * v368;
    var v371: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v372: u32 = select(0u, 1u, (v18 < v371));
    var v373: f32 = select(v18, v370, v372 != 0u);
    var v374: f32 = v373 * v22;
    p_out0[(v9 + 0u)] = v110;
    p_out0[(v9 + 1u)] = v198;
    p_out0[(v9 + 2u)] = v286;
    p_out0[(v9 + 3u)] = v374;
  }
}
