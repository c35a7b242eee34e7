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
    var v76: i32 = 127;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v76) - bitcast<u32>(v75));
    var v78: i32 = 23;
    var v79: i32 = bitcast<i32>(bitcast<u32>(v77) << (bitcast<u32>(v78) & 31u));
    var v80: f32 = bitcast<f32>(v79);
    var v81: f32 = select(v34, v66, v70 != 0u);
    var v82: f32 = v66 * v80;
    var v83: f32 = select(v82, v80, v70 != 0u);
    var v84: f32 = v68 * v80;
    var v85: f32 = select(v84, v68, v70 != 0u);
    var v86: f32 = v81 + v83;
    var v87: f32 = v86 - v81;
    var v88: f32 = v83 - v87;
    var v89: f32 = v88 + v85;
    var v90: f32 = morph_div_f32(v34, v86);
    var v91: f32 = v32 * v90;
    var v92: f32 = bitcast<f32>(bitcast<u32>(v32) ^ 0x80000000u);
    var v93: f32 = morph_fma_f32(v91, v86, v92);
    var v94: f32 = morph_fma_f32(v91, v89, v93);
    var v95: f32 = bitcast<f32>(bitcast<u32>(v90) ^ 0x80000000u);
    var v96: f32 = morph_fma_f32(v94, v95, v91);
    var v97: i32 = 0;
    var v98: i32 = 126;
    var v99: i32 = bitcast<i32>(bitcast<u32>(v46) - bitcast<u32>(v98));
    var v100: i32 = select(v99, v97, v99 < v97);
    var v101: i32 = 127;
    var v102: i32 = bitcast<i32>(bitcast<u32>(v101) - bitcast<u32>(v100));
    var v103: i32 = 23;
    var v104: i32 = bitcast<i32>(bitcast<u32>(v102) << (bitcast<u32>(v103) & 31u));
    var v105: f32 = bitcast<f32>(v104);
    var v106: f32 = select(v34, v80, v70 != 0u);
    var v107: f32 = v96 * v105;
    var v108: f32 = v107 * v106;
    var v109: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v110: u32 = select(0u, 1u, (v28 < v109));
    var v111: f32 = select(v28, v108, v110 != 0u);
    var v112: f32 = v16 * v20;
    var v113: f32 = v112 + v24;
    var v114: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v115: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v116: u32 = select(0u, 1u, (v113 >= v115));
    var v117: f32 = select(v114, v113, v116 != 0u);
    var v118: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v119: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v120: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v121: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v122: u32 = select(0u, 1u, (v117 <= v121));
    var v123: f32 = select(v120, v117, v122 != 0u);
    var v124: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v125: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v126: f32 = morph_fma_f32(v123, v125, v124);
    var v127: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v128: f32 = v126 - v127;
    var v129: i32 = bitcast<i32>(v126);
    var v130: i32 = 1262485504;
    var v131: i32 = bitcast<i32>(bitcast<u32>(v129) - bitcast<u32>(v130));
    var v132: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v133: f32 = morph_fma_f32(v128, v132, v123);
    var v134: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v135: f32 = morph_fma_f32(v128, v134, v118);
    var v136: f32 = v133 + v135;
    var v137: f32 = bitcast<f32>(bitcast<u32>(v136) ^ 0x80000000u);
    var v138: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v139: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v140: f32 = morph_fma_f32(v137, v139, v138);
    var v141: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v142: f32 = morph_fma_f32(v137, v140, v141);
    var v143: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v144: f32 = morph_fma_f32(v137, v142, v143);
    var v145: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v146: f32 = morph_fma_f32(v137, v144, v145);
    var v147: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v148: f32 = morph_fma_f32(v137, v146, v147);
    var v149: f32 = v137 * v137;
    var v150: f32 = morph_fma_f32(v149, v148, v137);
    var v151: f32 = v119 + v150;
    var v152: f32 = v151 - v119;
    var v153: f32 = v150 - v152;
    var v154: i32 = 0;
    var v155: u32 = select(0u, 1u, (v131 > v154));
    var v156: i32 = 126;
    var v157: i32 = 0;
    var v158: i32 = bitcast<i32>(bitcast<u32>(v157) - bitcast<u32>(v131));
    var v159: i32 = select(v158, v131, v155 != 0u);
    var v160: i32 = select(v156, v159, v159 < v156);
    var v161: i32 = 127;
    var v162: i32 = bitcast<i32>(bitcast<u32>(v161) - bitcast<u32>(v160));
    var v163: i32 = 23;
    var v164: i32 = bitcast<i32>(bitcast<u32>(v162) << (bitcast<u32>(v163) & 31u));
    var v165: f32 = bitcast<f32>(v164);
    var v166: f32 = select(v119, v151, v155 != 0u);
    var v167: f32 = v151 * v165;
    var v168: f32 = select(v167, v165, v155 != 0u);
    var v169: f32 = v153 * v165;
    var v170: f32 = select(v169, v153, v155 != 0u);
    var v171: f32 = v166 + v168;
    var v172: f32 = v171 - v166;
    var v173: f32 = v168 - v172;
    var v174: f32 = v173 + v170;
    var v175: f32 = morph_div_f32(v119, v171);
    var v176: f32 = v117 * v175;
    var v177: f32 = bitcast<f32>(bitcast<u32>(v117) ^ 0x80000000u);
    var v178: f32 = morph_fma_f32(v176, v171, v177);
    var v179: f32 = morph_fma_f32(v176, v174, v178);
    var v180: f32 = bitcast<f32>(bitcast<u32>(v175) ^ 0x80000000u);
    var v181: f32 = morph_fma_f32(v179, v180, v176);
    var v182: i32 = 0;
    var v183: i32 = 126;
    var v184: i32 = bitcast<i32>(bitcast<u32>(v131) - bitcast<u32>(v183));
    var v185: i32 = select(v184, v182, v184 < v182);
    var v186: i32 = 127;
    var v187: i32 = bitcast<i32>(bitcast<u32>(v186) - bitcast<u32>(v185));
    var v188: i32 = 23;
    var v189: i32 = bitcast<i32>(bitcast<u32>(v187) << (bitcast<u32>(v188) & 31u));
    var v190: f32 = bitcast<f32>(v189);
    var v191: f32 = select(v119, v165, v155 != 0u);
    var v192: f32 = v181 * v190;
    var v193: f32 = v192 * v191;
    var v194: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v195: u32 = select(0u, 1u, (v113 < v194));
    var v196: f32 = select(v113, v193, v195 != 0u);
    var v197: f32 = v17 * v21;
    var v198: f32 = v197 + v25;
    var v199: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v200: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v201: u32 = select(0u, 1u, (v198 >= v200));
    var v202: f32 = select(v199, v198, v201 != 0u);
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
    var v246: i32 = 127;
    var v247: i32 = bitcast<i32>(bitcast<u32>(v246) - bitcast<u32>(v245));
    var v248: i32 = 23;
    var v249: i32 = bitcast<i32>(bitcast<u32>(v247) << (bitcast<u32>(v248) & 31u));
    var v250: f32 = bitcast<f32>(v249);
    var v251: f32 = select(v204, v236, v240 != 0u);
    var v252: f32 = v236 * v250;
    var v253: f32 = select(v252, v250, v240 != 0u);
    var v254: f32 = v238 * v250;
    var v255: f32 = select(v254, v238, v240 != 0u);
    var v256: f32 = v251 + v253;
    var v257: f32 = v256 - v251;
    var v258: f32 = v253 - v257;
    var v259: f32 = v258 + v255;
    var v260: f32 = morph_div_f32(v204, v256);
    var v261: f32 = v202 * v260;
    var v262: f32 = bitcast<f32>(bitcast<u32>(v202) ^ 0x80000000u);
    var v263: f32 = morph_fma_f32(v261, v256, v262);
    var v264: f32 = morph_fma_f32(v261, v259, v263);
    var v265: f32 = bitcast<f32>(bitcast<u32>(v260) ^ 0x80000000u);
    var v266: f32 = morph_fma_f32(v264, v265, v261);
    var v267: i32 = 0;
    var v268: i32 = 126;
    var v269: i32 = bitcast<i32>(bitcast<u32>(v216) - bitcast<u32>(v268));
    var v270: i32 = select(v269, v267, v269 < v267);
    var v271: i32 = 127;
    var v272: i32 = bitcast<i32>(bitcast<u32>(v271) - bitcast<u32>(v270));
    var v273: i32 = 23;
    var v274: i32 = bitcast<i32>(bitcast<u32>(v272) << (bitcast<u32>(v273) & 31u));
    var v275: f32 = bitcast<f32>(v274);
    var v276: f32 = select(v204, v250, v240 != 0u);
    var v277: f32 = v266 * v275;
    var v278: f32 = v277 * v276;
    var v279: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v280: u32 = select(0u, 1u, (v198 < v279));
    var v281: f32 = select(v198, v278, v280 != 0u);
    var v282: f32 = v18 * v22;
    var v283: f32 = v282 + v26;
    var v284: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v285: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v286: u32 = select(0u, 1u, (v283 >= v285));
    var v287: f32 = select(v284, v283, v286 != 0u);
    var v288: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v289: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v290: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v291: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v292: u32 = select(0u, 1u, (v287 <= v291));
    var v293: f32 = select(v290, v287, v292 != 0u);
    var v294: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v295: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v296: f32 = morph_fma_f32(v293, v295, v294);
    var v297: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v298: f32 = v296 - v297;
    var v299: i32 = bitcast<i32>(v296);
    var v300: i32 = 1262485504;
    var v301: i32 = bitcast<i32>(bitcast<u32>(v299) - bitcast<u32>(v300));
    var v302: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v303: f32 = morph_fma_f32(v298, v302, v293);
    var v304: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v305: f32 = morph_fma_f32(v298, v304, v288);
    var v306: f32 = v303 + v305;
    var v307: f32 = bitcast<f32>(bitcast<u32>(v306) ^ 0x80000000u);
    var v308: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v309: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v310: f32 = morph_fma_f32(v307, v309, v308);
    var v311: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v312: f32 = morph_fma_f32(v307, v310, v311);
    var v313: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v314: f32 = morph_fma_f32(v307, v312, v313);
    var v315: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v316: f32 = morph_fma_f32(v307, v314, v315);
    var v317: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v318: f32 = morph_fma_f32(v307, v316, v317);
    var v319: f32 = v307 * v307;
    var v320: f32 = morph_fma_f32(v319, v318, v307);
    var v321: f32 = v289 + v320;
    var v322: f32 = v321 - v289;
    var v323: f32 = v320 - v322;
    var v324: i32 = 0;
    var v325: u32 = select(0u, 1u, (v301 > v324));
    var v326: i32 = 126;
    var v327: i32 = 0;
    var v328: i32 = bitcast<i32>(bitcast<u32>(v327) - bitcast<u32>(v301));
    var v329: i32 = select(v328, v301, v325 != 0u);
    var v330: i32 = select(v326, v329, v329 < v326);
    var v331: i32 = 127;
    var v332: i32 = bitcast<i32>(bitcast<u32>(v331) - bitcast<u32>(v330));
    var v333: i32 = 23;
    var v334: i32 = bitcast<i32>(bitcast<u32>(v332) << (bitcast<u32>(v333) & 31u));
    var v335: f32 = bitcast<f32>(v334);
    var v336: f32 = select(v289, v321, v325 != 0u);
    var v337: f32 = v321 * v335;
    var v338: f32 = select(v337, v335, v325 != 0u);
    var v339: f32 = v323 * v335;
    var v340: f32 = select(v339, v323, v325 != 0u);
    var v341: f32 = v336 + v338;
    var v342: f32 = v341 - v336;
    var v343: f32 = v338 - v342;
    var v344: f32 = v343 + v340;
    var v345: f32 = morph_div_f32(v289, v341);
    var v346: f32 = v287 * v345;
    var v347: f32 = bitcast<f32>(bitcast<u32>(v287) ^ 0x80000000u);
    var v348: f32 = morph_fma_f32(v346, v341, v347);
    var v349: f32 = morph_fma_f32(v346, v344, v348);
    var v350: f32 = bitcast<f32>(bitcast<u32>(v345) ^ 0x80000000u);
    var v351: f32 = morph_fma_f32(v349, v350, v346);
    var v352: i32 = 0;
    var v353: i32 = 126;
    var v354: i32 = bitcast<i32>(bitcast<u32>(v301) - bitcast<u32>(v353));
    var v355: i32 = select(v354, v352, v354 < v352);
    var v356: i32 = 127;
    var v357: i32 = bitcast<i32>(bitcast<u32>(v356) - bitcast<u32>(v355));
    var v358: i32 = 23;
    var v359: i32 = bitcast<i32>(bitcast<u32>(v357) << (bitcast<u32>(v358) & 31u));
    var v360: f32 = bitcast<f32>(v359);
    var v361: f32 = select(v289, v335, v325 != 0u);
    var v362: f32 = v351 * v360;
    var v363: f32 = v362 * v361;
    var v364: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v365: u32 = select(0u, 1u, (v283 < v364));
    var v366: f32 = select(v283, v363, v365 != 0u);
    p_out0[(v9 + 0u)] = v111;
    p_out0[(v9 + 1u)] = v196;
    p_out0[(v9 + 2u)] = v281;
    p_out0[(v9 + 3u)] = v366;
  }
}
