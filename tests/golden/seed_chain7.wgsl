// Kernel 'dag_map' printed by Morph for wgsl (key 1434449518476939677).
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

fn morph_max_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a > b) { return a; }
  if (b > a) { return b; }
  return select(a, b, (bitcast<u32>(a) & 0x80000000u) != 0u);
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
    var v23: f32 = bitcast<f32>(bitcast<u32>(v15) ^ 0x80000000u);
    var v25: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v26: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v27: u32 = select(0u, 1u, (v23 < v26));
    var v28: f32 = select(v23, v26, v27 != 0u);
    var v29: u32 = select(0u, 1u, (v28 > v25));
    var v30: f32 = select(v28, v25, v29 != 0u);
    var v31: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v32: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v33: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v34: f32 = morph_fma_f32(v30, v33, v32);
    var v35: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v36: f32 = v34 - v35;
    var v37: i32 = bitcast<i32>(v34);
    var v38: i32 = 1262485504;
    var v39: i32 = bitcast<i32>(bitcast<u32>(v37) - bitcast<u32>(v38));
    var v40: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v41: f32 = bitcast<f32>(bitcast<u32>(v36) ^ 0x80000000u);
    var v42: f32 = morph_fma_f32(v41, v40, v30);
    var v43: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v44: f32 = bitcast<f32>(bitcast<u32>(v36) ^ 0x80000000u);
    var v45: f32 = morph_fma_f32(v44, v43, v31);
    var v46: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v47: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v48: f32 = morph_fma_f32(v42, v47, v46);
    var v49: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v50: f32 = morph_fma_f32(v42, v48, v49);
    var v51: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v52: f32 = morph_fma_f32(v42, v50, v51);
    var v53: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v54: f32 = morph_fma_f32(v42, v52, v53);
    var v55: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v56: f32 = morph_fma_f32(v42, v54, v55);
    var v57: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v58: f32 = morph_fma_f32(v42, v56, v57);
    var v59: f32 = v42 * v42;
    var v60: f32 = v59 * v58;
    var v61: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v62: f32 = v61 + v42;
    var v63: f32 = v62 - v61;
    var v64: f32 = v42 - v63;
    var v65: f32 = v62 + v60;
    var v66: f32 = morph_fma_f32(v45, v65, v60);
    var v67: f32 = v64 + v66;
    var v68: f32 = v62 + v67;
    var v69: f32 = v62 - v68;
    var v70: f32 = v69 + v67;
    var v71: i32 = 1;
    var v72: i32 = v39 >> (bitcast<u32>(v71) & 31u);
    var v73: i32 = bitcast<i32>(bitcast<u32>(v39) - bitcast<u32>(v72));
    var v74: i32 = 127;
    var v75: i32 = bitcast<i32>(bitcast<u32>(v73) + bitcast<u32>(v74));
    var v76: i32 = 23;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v75) << (bitcast<u32>(v76) & 31u));
    var v78: f32 = bitcast<f32>(v77);
    var v79: i32 = 127;
    var v80: i32 = bitcast<i32>(bitcast<u32>(v72) + bitcast<u32>(v79));
    var v81: i32 = 23;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v80) << (bitcast<u32>(v81) & 31u));
    var v83: f32 = bitcast<f32>(v82);
    var v84: f32 = v68 * v83;
    var v85: f32 = v84 * v78;
    var v24: f32 = v85;
    var v156: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v157: f32 = v24 * v156;
    var v158: f32 = v157 + v19;
    var v160: f32 = bitcast<f32>(bitcast<u32>(v158) & 0x7fffffffu);
    var v161: f32 = v158 * v158;
    var v162: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v163: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v164: f32 = morph_fma_f32(v161, v163, v162);
    var v165: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v166: f32 = morph_fma_f32(v161, v164, v165);
    var v167: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v168: f32 = morph_fma_f32(v161, v166, v167);
    var v169: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v170: f32 = morph_fma_f32(v161, v168, v169);
    var v171: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v172: f32 = morph_fma_f32(v161, v170, v171);
    var v173: f32 = v158 * v161;
    var v174: f32 = morph_fma_f32(v173, v172, v158);
    var v175: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v176: u32 = select(0u, 1u, (v158 == v175));
    var v177: f32 = select(v174, v158, v176 != 0u);
    var v178: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v179: u32 = select(0u, 1u, (v160 > v178));
    var v180: f32 = select(v160, v178, v179 != 0u);
    var v181: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v182: f32 = v180 + v180;
    var v183: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v184: u32 = select(0u, 1u, (v182 > v183));
    var v185: f32 = select(v182, v183, v184 != 0u);
    var v186: f32 = bitcast<f32>(bitcast<u32>(v181) ^ 0x80000000u);
    var v187: f32 = bitcast<f32>(bitcast<u32>(v185) ^ 0x80000000u);
    var v188: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v189: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v190: f32 = morph_fma_f32(v187, v189, v188);
    var v191: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v192: f32 = v190 - v191;
    var v193: i32 = bitcast<i32>(v190);
    var v194: i32 = 1262485504;
    var v195: i32 = bitcast<i32>(bitcast<u32>(v193) - bitcast<u32>(v194));
    var v196: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v197: f32 = bitcast<f32>(bitcast<u32>(v192) ^ 0x80000000u);
    var v198: f32 = morph_fma_f32(v197, v196, v187);
    var v199: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v200: f32 = bitcast<f32>(bitcast<u32>(v192) ^ 0x80000000u);
    var v201: f32 = morph_fma_f32(v200, v199, v186);
    var v202: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v203: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v204: f32 = morph_fma_f32(v198, v203, v202);
    var v205: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v206: f32 = morph_fma_f32(v198, v204, v205);
    var v207: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v208: f32 = morph_fma_f32(v198, v206, v207);
    var v209: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v210: f32 = morph_fma_f32(v198, v208, v209);
    var v211: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v212: f32 = morph_fma_f32(v198, v210, v211);
    var v213: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v214: f32 = morph_fma_f32(v198, v212, v213);
    var v215: f32 = v198 * v198;
    var v216: f32 = v215 * v214;
    var v217: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v218: f32 = v217 + v198;
    var v219: f32 = v218 - v217;
    var v220: f32 = v198 - v219;
    var v221: f32 = v218 + v216;
    var v222: f32 = morph_fma_f32(v201, v221, v216);
    var v223: f32 = v220 + v222;
    var v224: f32 = v218 + v223;
    var v225: f32 = v218 - v224;
    var v226: f32 = v225 + v223;
    var v227: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v228: i32 = -126;
    var v229: i32 = select(v195, v228, v195 < v228);
    var v230: i32 = 127;
    var v231: i32 = bitcast<i32>(bitcast<u32>(v229) + bitcast<u32>(v230));
    var v232: i32 = 23;
    var v233: i32 = bitcast<i32>(bitcast<u32>(v231) << (bitcast<u32>(v232) & 31u));
    var v234: f32 = bitcast<f32>(v233);
    var v235: f32 = v224 * v234;
    var v236: f32 = v226 * v234;
    var v237: f32 = v227 - v235;
    var v238: f32 = v227 - v237;
    var v239: f32 = v238 - v235;
    var v240: f32 = v239 - v236;
    var v241: f32 = v227 + v235;
    var v242: f32 = v227 - v241;
    var v243: f32 = v242 + v235;
    var v244: f32 = v243 + v236;
    var v245: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v246: f32 = morph_div_f32(v245, v241);
    var v247: f32 = v237 * v246;
    var v248: f32 = bitcast<f32>(bitcast<u32>(v247) ^ 0x80000000u);
    var v249: f32 = morph_fma_f32(v248, v241, v237);
    var v250: f32 = v249 + v240;
    var v251: f32 = bitcast<f32>(bitcast<u32>(v247) ^ 0x80000000u);
    var v252: f32 = morph_fma_f32(v251, v244, v250);
    var v253: f32 = morph_fma_f32(v252, v246, v247);
    var v254: u32 = select(0u, 1u, (v253 != v253));
    var v255: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v256: u32 = select(0u, 1u, (v247 == v255));
    var v257: u32 = v254 | v256;
    var v258: f32 = select(v253, v247, v257 != 0u);
    var v259: u32 = bitcast<u32>(v158);
    var v260: u32 = 2147483648u;
    var v261: u32 = v259 & v260;
    var v262: u32 = bitcast<u32>(v258);
    var v263: u32 = 2147483647u;
    var v264: u32 = v262 & v263;
    var v265: u32 = v264 | v261;
    var v266: f32 = bitcast<f32>(v265);
    var v267: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v268: u32 = select(0u, 1u, (v160 < v267));
    var v269: f32 = select(v266, v177, v268 != 0u);
    var v270: u32 = select(0u, 1u, (v158 != v158));
    var v271: f32 = select(v269, v158, v270 != 0u);
    var v159: f32 = v271;
    var v676: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v677: f32 = v159 * v676;
    var v678: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v679: f32 = morph_max_f32(v677, v678);
    var v680: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v682: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v683: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v684: u32 = select(0u, 1u, (v680 < v683));
    var v685: f32 = select(v680, v683, v684 != 0u);
    var v686: u32 = select(0u, 1u, (v685 > v682));
    var v687: f32 = select(v685, v682, v686 != 0u);
    var v688: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v689: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v690: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v691: f32 = morph_fma_f32(v687, v690, v689);
    var v692: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v693: f32 = v691 - v692;
    var v694: i32 = bitcast<i32>(v691);
    var v695: i32 = 1262485504;
    var v696: i32 = bitcast<i32>(bitcast<u32>(v694) - bitcast<u32>(v695));
    var v697: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v698: f32 = bitcast<f32>(bitcast<u32>(v693) ^ 0x80000000u);
    var v699: f32 = morph_fma_f32(v698, v697, v687);
    var v700: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v701: f32 = bitcast<f32>(bitcast<u32>(v693) ^ 0x80000000u);
    var v702: f32 = morph_fma_f32(v701, v700, v688);
    var v703: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v704: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v705: f32 = morph_fma_f32(v699, v704, v703);
    var v706: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v707: f32 = morph_fma_f32(v699, v705, v706);
    var v708: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v709: f32 = morph_fma_f32(v699, v707, v708);
    var v710: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v711: f32 = morph_fma_f32(v699, v709, v710);
    var v712: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v713: f32 = morph_fma_f32(v699, v711, v712);
    var v714: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v715: f32 = morph_fma_f32(v699, v713, v714);
    var v716: f32 = v699 * v699;
    var v717: f32 = v716 * v715;
    var v718: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v719: f32 = v718 + v699;
    var v720: f32 = v719 - v718;
    var v721: f32 = v699 - v720;
    var v722: f32 = v719 + v717;
    var v723: f32 = morph_fma_f32(v702, v722, v717);
    var v724: f32 = v721 + v723;
    var v725: f32 = v719 + v724;
    var v726: f32 = v719 - v725;
    var v727: f32 = v726 + v724;
    var v728: i32 = 1;
    var v729: i32 = v696 >> (bitcast<u32>(v728) & 31u);
    var v730: i32 = bitcast<i32>(bitcast<u32>(v696) - bitcast<u32>(v729));
    var v731: i32 = 127;
    var v732: i32 = bitcast<i32>(bitcast<u32>(v730) + bitcast<u32>(v731));
    var v733: i32 = 23;
    var v734: i32 = bitcast<i32>(bitcast<u32>(v732) << (bitcast<u32>(v733) & 31u));
    var v735: f32 = bitcast<f32>(v734);
    var v736: i32 = 127;
    var v737: i32 = bitcast<i32>(bitcast<u32>(v729) + bitcast<u32>(v736));
    var v738: i32 = 23;
    var v739: i32 = bitcast<i32>(bitcast<u32>(v737) << (bitcast<u32>(v738) & 31u));
    var v740: f32 = bitcast<f32>(v739);
    var v741: f32 = v725 * v740;
    var v742: f32 = v741 * v735;
    var v681: f32 = v742;
    var v813: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v814: f32 = v681 * v813;
    var v815: f32 = v814 + v20;
    var v817: f32 = bitcast<f32>(bitcast<u32>(v815) & 0x7fffffffu);
    var v818: f32 = v815 * v815;
    var v819: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v820: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v821: f32 = morph_fma_f32(v818, v820, v819);
    var v822: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v823: f32 = morph_fma_f32(v818, v821, v822);
    var v824: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v825: f32 = morph_fma_f32(v818, v823, v824);
    var v826: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v827: f32 = morph_fma_f32(v818, v825, v826);
    var v828: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v829: f32 = morph_fma_f32(v818, v827, v828);
    var v830: f32 = v815 * v818;
    var v831: f32 = morph_fma_f32(v830, v829, v815);
    var v832: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v833: u32 = select(0u, 1u, (v815 == v832));
    var v834: f32 = select(v831, v815, v833 != 0u);
    var v835: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v836: u32 = select(0u, 1u, (v817 > v835));
    var v837: f32 = select(v817, v835, v836 != 0u);
    var v838: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v839: f32 = v837 + v837;
    var v840: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v841: u32 = select(0u, 1u, (v839 > v840));
    var v842: f32 = select(v839, v840, v841 != 0u);
    var v843: f32 = bitcast<f32>(bitcast<u32>(v838) ^ 0x80000000u);
    var v844: f32 = bitcast<f32>(bitcast<u32>(v842) ^ 0x80000000u);
    var v845: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v846: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v847: f32 = morph_fma_f32(v844, v846, v845);
    var v848: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v849: f32 = v847 - v848;
    var v850: i32 = bitcast<i32>(v847);
    var v851: i32 = 1262485504;
    var v852: i32 = bitcast<i32>(bitcast<u32>(v850) - bitcast<u32>(v851));
    var v853: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v854: f32 = bitcast<f32>(bitcast<u32>(v849) ^ 0x80000000u);
    var v855: f32 = morph_fma_f32(v854, v853, v844);
    var v856: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v857: f32 = bitcast<f32>(bitcast<u32>(v849) ^ 0x80000000u);
    var v858: f32 = morph_fma_f32(v857, v856, v843);
    var v859: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v860: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v861: f32 = morph_fma_f32(v855, v860, v859);
    var v862: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v863: f32 = morph_fma_f32(v855, v861, v862);
    var v864: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v865: f32 = morph_fma_f32(v855, v863, v864);
    var v866: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v867: f32 = morph_fma_f32(v855, v865, v866);
    var v868: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v869: f32 = morph_fma_f32(v855, v867, v868);
    var v870: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v871: f32 = morph_fma_f32(v855, v869, v870);
    var v872: f32 = v855 * v855;
    var v873: f32 = v872 * v871;
    var v874: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v875: f32 = v874 + v855;
    var v876: f32 = v875 - v874;
    var v877: f32 = v855 - v876;
    var v878: f32 = v875 + v873;
    var v879: f32 = morph_fma_f32(v858, v878, v873);
    var v880: f32 = v877 + v879;
    var v881: f32 = v875 + v880;
    var v882: f32 = v875 - v881;
    var v883: f32 = v882 + v880;
    var v884: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v885: i32 = -126;
    var v886: i32 = select(v852, v885, v852 < v885);
    var v887: i32 = 127;
    var v888: i32 = bitcast<i32>(bitcast<u32>(v886) + bitcast<u32>(v887));
    var v889: i32 = 23;
    var v890: i32 = bitcast<i32>(bitcast<u32>(v888) << (bitcast<u32>(v889) & 31u));
    var v891: f32 = bitcast<f32>(v890);
    var v892: f32 = v881 * v891;
    var v893: f32 = v883 * v891;
    var v894: f32 = v884 - v892;
    var v895: f32 = v884 - v894;
    var v896: f32 = v895 - v892;
    var v897: f32 = v896 - v893;
    var v898: f32 = v884 + v892;
    var v899: f32 = v884 - v898;
    var v900: f32 = v899 + v892;
    var v901: f32 = v900 + v893;
    var v902: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v903: f32 = morph_div_f32(v902, v898);
    var v904: f32 = v894 * v903;
    var v905: f32 = bitcast<f32>(bitcast<u32>(v904) ^ 0x80000000u);
    var v906: f32 = morph_fma_f32(v905, v898, v894);
    var v907: f32 = v906 + v897;
    var v908: f32 = bitcast<f32>(bitcast<u32>(v904) ^ 0x80000000u);
    var v909: f32 = morph_fma_f32(v908, v901, v907);
    var v910: f32 = morph_fma_f32(v909, v903, v904);
    var v911: u32 = select(0u, 1u, (v910 != v910));
    var v912: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v913: u32 = select(0u, 1u, (v904 == v912));
    var v914: u32 = v911 | v913;
    var v915: f32 = select(v910, v904, v914 != 0u);
    var v916: u32 = bitcast<u32>(v815);
    var v917: u32 = 2147483648u;
    var v918: u32 = v916 & v917;
    var v919: u32 = bitcast<u32>(v915);
    var v920: u32 = 2147483647u;
    var v921: u32 = v919 & v920;
    var v922: u32 = v921 | v918;
    var v923: f32 = bitcast<f32>(v922);
    var v924: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v925: u32 = select(0u, 1u, (v817 < v924));
    var v926: f32 = select(v923, v834, v925 != 0u);
    var v927: u32 = select(0u, 1u, (v815 != v815));
    var v928: f32 = select(v926, v815, v927 != 0u);
    var v816: f32 = v928;
    var v1333: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1334: f32 = v816 * v1333;
    var v1335: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1336: f32 = morph_max_f32(v1334, v1335);
    var v1337: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v1339: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1340: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1341: u32 = select(0u, 1u, (v1337 < v1340));
    var v1342: f32 = select(v1337, v1340, v1341 != 0u);
    var v1343: u32 = select(0u, 1u, (v1342 > v1339));
    var v1344: f32 = select(v1342, v1339, v1343 != 0u);
    var v1345: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1346: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1347: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1348: f32 = morph_fma_f32(v1344, v1347, v1346);
    var v1349: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1350: f32 = v1348 - v1349;
    var v1351: i32 = bitcast<i32>(v1348);
    var v1352: i32 = 1262485504;
    var v1353: i32 = bitcast<i32>(bitcast<u32>(v1351) - bitcast<u32>(v1352));
    var v1354: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1355: f32 = bitcast<f32>(bitcast<u32>(v1350) ^ 0x80000000u);
    var v1356: f32 = morph_fma_f32(v1355, v1354, v1344);
    var v1357: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1358: f32 = bitcast<f32>(bitcast<u32>(v1350) ^ 0x80000000u);
    var v1359: f32 = morph_fma_f32(v1358, v1357, v1345);
    var v1360: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1361: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1362: f32 = morph_fma_f32(v1356, v1361, v1360);
    var v1363: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1364: f32 = morph_fma_f32(v1356, v1362, v1363);
    var v1365: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1366: f32 = morph_fma_f32(v1356, v1364, v1365);
    var v1367: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1368: f32 = morph_fma_f32(v1356, v1366, v1367);
    var v1369: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1370: f32 = morph_fma_f32(v1356, v1368, v1369);
    var v1371: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1372: f32 = morph_fma_f32(v1356, v1370, v1371);
    var v1373: f32 = v1356 * v1356;
    var v1374: f32 = v1373 * v1372;
    var v1375: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1376: f32 = v1375 + v1356;
    var v1377: f32 = v1376 - v1375;
    var v1378: f32 = v1356 - v1377;
    var v1379: f32 = v1376 + v1374;
    var v1380: f32 = morph_fma_f32(v1359, v1379, v1374);
    var v1381: f32 = v1378 + v1380;
    var v1382: f32 = v1376 + v1381;
    var v1383: f32 = v1376 - v1382;
    var v1384: f32 = v1383 + v1381;
    var v1385: i32 = 1;
    var v1386: i32 = v1353 >> (bitcast<u32>(v1385) & 31u);
    var v1387: i32 = bitcast<i32>(bitcast<u32>(v1353) - bitcast<u32>(v1386));
    var v1388: i32 = 127;
    var v1389: i32 = bitcast<i32>(bitcast<u32>(v1387) + bitcast<u32>(v1388));
    var v1390: i32 = 23;
    var v1391: i32 = bitcast<i32>(bitcast<u32>(v1389) << (bitcast<u32>(v1390) & 31u));
    var v1392: f32 = bitcast<f32>(v1391);
    var v1393: i32 = 127;
    var v1394: i32 = bitcast<i32>(bitcast<u32>(v1386) + bitcast<u32>(v1393));
    var v1395: i32 = 23;
    var v1396: i32 = bitcast<i32>(bitcast<u32>(v1394) << (bitcast<u32>(v1395) & 31u));
    var v1397: f32 = bitcast<f32>(v1396);
    var v1398: f32 = v1382 * v1397;
    var v1399: f32 = v1398 * v1392;
    var v1338: f32 = v1399;
    var v1470: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1471: f32 = v1338 * v1470;
    var v1472: f32 = v1471 + v21;
    var v1474: f32 = bitcast<f32>(bitcast<u32>(v1472) & 0x7fffffffu);
    var v1475: f32 = v1472 * v1472;
    var v1476: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1477: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1478: f32 = morph_fma_f32(v1475, v1477, v1476);
    var v1479: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1480: f32 = morph_fma_f32(v1475, v1478, v1479);
    var v1481: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1482: f32 = morph_fma_f32(v1475, v1480, v1481);
    var v1483: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1484: f32 = morph_fma_f32(v1475, v1482, v1483);
    var v1485: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1486: f32 = morph_fma_f32(v1475, v1484, v1485);
    var v1487: f32 = v1472 * v1475;
    var v1488: f32 = morph_fma_f32(v1487, v1486, v1472);
    var v1489: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1490: u32 = select(0u, 1u, (v1472 == v1489));
    var v1491: f32 = select(v1488, v1472, v1490 != 0u);
    var v1492: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1493: u32 = select(0u, 1u, (v1474 > v1492));
    var v1494: f32 = select(v1474, v1492, v1493 != 0u);
    var v1495: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1496: f32 = v1494 + v1494;
    var v1497: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v1498: u32 = select(0u, 1u, (v1496 > v1497));
    var v1499: f32 = select(v1496, v1497, v1498 != 0u);
    var v1500: f32 = bitcast<f32>(bitcast<u32>(v1495) ^ 0x80000000u);
    var v1501: f32 = bitcast<f32>(bitcast<u32>(v1499) ^ 0x80000000u);
    var v1502: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1503: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1504: f32 = morph_fma_f32(v1501, v1503, v1502);
    var v1505: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1506: f32 = v1504 - v1505;
    var v1507: i32 = bitcast<i32>(v1504);
    var v1508: i32 = 1262485504;
    var v1509: i32 = bitcast<i32>(bitcast<u32>(v1507) - bitcast<u32>(v1508));
    var v1510: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1511: f32 = bitcast<f32>(bitcast<u32>(v1506) ^ 0x80000000u);
    var v1512: f32 = morph_fma_f32(v1511, v1510, v1501);
    var v1513: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1514: f32 = bitcast<f32>(bitcast<u32>(v1506) ^ 0x80000000u);
    var v1515: f32 = morph_fma_f32(v1514, v1513, v1500);
    var v1516: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1517: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1518: f32 = morph_fma_f32(v1512, v1517, v1516);
    var v1519: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1520: f32 = morph_fma_f32(v1512, v1518, v1519);
    var v1521: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1522: f32 = morph_fma_f32(v1512, v1520, v1521);
    var v1523: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1524: f32 = morph_fma_f32(v1512, v1522, v1523);
    var v1525: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1526: f32 = morph_fma_f32(v1512, v1524, v1525);
    var v1527: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1528: f32 = morph_fma_f32(v1512, v1526, v1527);
    var v1529: f32 = v1512 * v1512;
    var v1530: f32 = v1529 * v1528;
    var v1531: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1532: f32 = v1531 + v1512;
    var v1533: f32 = v1532 - v1531;
    var v1534: f32 = v1512 - v1533;
    var v1535: f32 = v1532 + v1530;
    var v1536: f32 = morph_fma_f32(v1515, v1535, v1530);
    var v1537: f32 = v1534 + v1536;
    var v1538: f32 = v1532 + v1537;
    var v1539: f32 = v1532 - v1538;
    var v1540: f32 = v1539 + v1537;
    var v1541: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1542: i32 = -126;
    var v1543: i32 = select(v1509, v1542, v1509 < v1542);
    var v1544: i32 = 127;
    var v1545: i32 = bitcast<i32>(bitcast<u32>(v1543) + bitcast<u32>(v1544));
    var v1546: i32 = 23;
    var v1547: i32 = bitcast<i32>(bitcast<u32>(v1545) << (bitcast<u32>(v1546) & 31u));
    var v1548: f32 = bitcast<f32>(v1547);
    var v1549: f32 = v1538 * v1548;
    var v1550: f32 = v1540 * v1548;
    var v1551: f32 = v1541 - v1549;
    var v1552: f32 = v1541 - v1551;
    var v1553: f32 = v1552 - v1549;
    var v1554: f32 = v1553 - v1550;
    var v1555: f32 = v1541 + v1549;
    var v1556: f32 = v1541 - v1555;
    var v1557: f32 = v1556 + v1549;
    var v1558: f32 = v1557 + v1550;
    var v1559: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1560: f32 = morph_div_f32(v1559, v1555);
    var v1561: f32 = v1551 * v1560;
    var v1562: f32 = bitcast<f32>(bitcast<u32>(v1561) ^ 0x80000000u);
    var v1563: f32 = morph_fma_f32(v1562, v1555, v1551);
    var v1564: f32 = v1563 + v1554;
    var v1565: f32 = bitcast<f32>(bitcast<u32>(v1561) ^ 0x80000000u);
    var v1566: f32 = morph_fma_f32(v1565, v1558, v1564);
    var v1567: f32 = morph_fma_f32(v1566, v1560, v1561);
    var v1568: u32 = select(0u, 1u, (v1567 != v1567));
    var v1569: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1570: u32 = select(0u, 1u, (v1561 == v1569));
    var v1571: u32 = v1568 | v1570;
    var v1572: f32 = select(v1567, v1561, v1571 != 0u);
    var v1573: u32 = bitcast<u32>(v1472);
    var v1574: u32 = 2147483648u;
    var v1575: u32 = v1573 & v1574;
    var v1576: u32 = bitcast<u32>(v1572);
    var v1577: u32 = 2147483647u;
    var v1578: u32 = v1576 & v1577;
    var v1579: u32 = v1578 | v1575;
    var v1580: f32 = bitcast<f32>(v1579);
    var v1581: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1582: u32 = select(0u, 1u, (v1474 < v1581));
    var v1583: f32 = select(v1580, v1491, v1582 != 0u);
    var v1584: u32 = select(0u, 1u, (v1472 != v1472));
    var v1585: f32 = select(v1583, v1472, v1584 != 0u);
    var v1473: f32 = v1585;
    var v1990: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1991: f32 = v1473 * v1990;
    var v1992: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1993: f32 = morph_max_f32(v1991, v1992);
    var v1994: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v1996: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1997: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1998: u32 = select(0u, 1u, (v1994 < v1997));
    var v1999: f32 = select(v1994, v1997, v1998 != 0u);
    var v2000: u32 = select(0u, 1u, (v1999 > v1996));
    var v2001: f32 = select(v1999, v1996, v2000 != 0u);
    var v2002: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2003: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v2004: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v2005: f32 = morph_fma_f32(v2001, v2004, v2003);
    var v2006: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v2007: f32 = v2005 - v2006;
    var v2008: i32 = bitcast<i32>(v2005);
    var v2009: i32 = 1262485504;
    var v2010: i32 = bitcast<i32>(bitcast<u32>(v2008) - bitcast<u32>(v2009));
    var v2011: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v2012: f32 = bitcast<f32>(bitcast<u32>(v2007) ^ 0x80000000u);
    var v2013: f32 = morph_fma_f32(v2012, v2011, v2001);
    var v2014: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v2015: f32 = bitcast<f32>(bitcast<u32>(v2007) ^ 0x80000000u);
    var v2016: f32 = morph_fma_f32(v2015, v2014, v2002);
    var v2017: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v2018: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v2019: f32 = morph_fma_f32(v2013, v2018, v2017);
    var v2020: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v2021: f32 = morph_fma_f32(v2013, v2019, v2020);
    var v2022: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v2023: f32 = morph_fma_f32(v2013, v2021, v2022);
    var v2024: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v2025: f32 = morph_fma_f32(v2013, v2023, v2024);
    var v2026: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v2027: f32 = morph_fma_f32(v2013, v2025, v2026);
    var v2028: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v2029: f32 = morph_fma_f32(v2013, v2027, v2028);
    var v2030: f32 = v2013 * v2013;
    var v2031: f32 = v2030 * v2029;
    var v2032: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v2033: f32 = v2032 + v2013;
    var v2034: f32 = v2033 - v2032;
    var v2035: f32 = v2013 - v2034;
    var v2036: f32 = v2033 + v2031;
    var v2037: f32 = morph_fma_f32(v2016, v2036, v2031);
    var v2038: f32 = v2035 + v2037;
    var v2039: f32 = v2033 + v2038;
    var v2040: f32 = v2033 - v2039;
    var v2041: f32 = v2040 + v2038;
    var v2042: i32 = 1;
    var v2043: i32 = v2010 >> (bitcast<u32>(v2042) & 31u);
    var v2044: i32 = bitcast<i32>(bitcast<u32>(v2010) - bitcast<u32>(v2043));
    var v2045: i32 = 127;
    var v2046: i32 = bitcast<i32>(bitcast<u32>(v2044) + bitcast<u32>(v2045));
    var v2047: i32 = 23;
    var v2048: i32 = bitcast<i32>(bitcast<u32>(v2046) << (bitcast<u32>(v2047) & 31u));
    var v2049: f32 = bitcast<f32>(v2048);
    var v2050: i32 = 127;
    var v2051: i32 = bitcast<i32>(bitcast<u32>(v2043) + bitcast<u32>(v2050));
    var v2052: i32 = 23;
    var v2053: i32 = bitcast<i32>(bitcast<u32>(v2051) << (bitcast<u32>(v2052) & 31u));
    var v2054: f32 = bitcast<f32>(v2053);
    var v2055: f32 = v2039 * v2054;
    var v2056: f32 = v2055 * v2049;
    var v1995: f32 = v2056;
    var v2127: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v2128: f32 = v1995 * v2127;
    var v2129: f32 = v2128 + v22;
    var v2131: f32 = bitcast<f32>(bitcast<u32>(v2129) & 0x7fffffffu);
    var v2132: f32 = v2129 * v2129;
    var v2133: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v2134: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v2135: f32 = morph_fma_f32(v2132, v2134, v2133);
    var v2136: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v2137: f32 = morph_fma_f32(v2132, v2135, v2136);
    var v2138: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v2139: f32 = morph_fma_f32(v2132, v2137, v2138);
    var v2140: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v2141: f32 = morph_fma_f32(v2132, v2139, v2140);
    var v2142: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v2143: f32 = morph_fma_f32(v2132, v2141, v2142);
    var v2144: f32 = v2129 * v2132;
    var v2145: f32 = morph_fma_f32(v2144, v2143, v2129);
    var v2146: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2147: u32 = select(0u, 1u, (v2129 == v2146));
    var v2148: f32 = select(v2145, v2129, v2147 != 0u);
    var v2149: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v2150: u32 = select(0u, 1u, (v2131 > v2149));
    var v2151: f32 = select(v2131, v2149, v2150 != 0u);
    var v2152: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2153: f32 = v2151 + v2151;
    var v2154: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v2155: u32 = select(0u, 1u, (v2153 > v2154));
    var v2156: f32 = select(v2153, v2154, v2155 != 0u);
    var v2157: f32 = bitcast<f32>(bitcast<u32>(v2152) ^ 0x80000000u);
    var v2158: f32 = bitcast<f32>(bitcast<u32>(v2156) ^ 0x80000000u);
    var v2159: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v2160: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v2161: f32 = morph_fma_f32(v2158, v2160, v2159);
    var v2162: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v2163: f32 = v2161 - v2162;
    var v2164: i32 = bitcast<i32>(v2161);
    var v2165: i32 = 1262485504;
    var v2166: i32 = bitcast<i32>(bitcast<u32>(v2164) - bitcast<u32>(v2165));
    var v2167: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v2168: f32 = bitcast<f32>(bitcast<u32>(v2163) ^ 0x80000000u);
    var v2169: f32 = morph_fma_f32(v2168, v2167, v2158);
    var v2170: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v2171: f32 = bitcast<f32>(bitcast<u32>(v2163) ^ 0x80000000u);
    var v2172: f32 = morph_fma_f32(v2171, v2170, v2157);
    var v2173: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v2174: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v2175: f32 = morph_fma_f32(v2169, v2174, v2173);
    var v2176: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v2177: f32 = morph_fma_f32(v2169, v2175, v2176);
    var v2178: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v2179: f32 = morph_fma_f32(v2169, v2177, v2178);
    var v2180: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v2181: f32 = morph_fma_f32(v2169, v2179, v2180);
    var v2182: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v2183: f32 = morph_fma_f32(v2169, v2181, v2182);
    var v2184: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v2185: f32 = morph_fma_f32(v2169, v2183, v2184);
    var v2186: f32 = v2169 * v2169;
    var v2187: f32 = v2186 * v2185;
    var v2188: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v2189: f32 = v2188 + v2169;
    var v2190: f32 = v2189 - v2188;
    var v2191: f32 = v2169 - v2190;
    var v2192: f32 = v2189 + v2187;
    var v2193: f32 = morph_fma_f32(v2172, v2192, v2187);
    var v2194: f32 = v2191 + v2193;
    var v2195: f32 = v2189 + v2194;
    var v2196: f32 = v2189 - v2195;
    var v2197: f32 = v2196 + v2194;
    var v2198: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v2199: i32 = -126;
    var v2200: i32 = select(v2166, v2199, v2166 < v2199);
    var v2201: i32 = 127;
    var v2202: i32 = bitcast<i32>(bitcast<u32>(v2200) + bitcast<u32>(v2201));
    var v2203: i32 = 23;
    var v2204: i32 = bitcast<i32>(bitcast<u32>(v2202) << (bitcast<u32>(v2203) & 31u));
    var v2205: f32 = bitcast<f32>(v2204);
    var v2206: f32 = v2195 * v2205;
    var v2207: f32 = v2197 * v2205;
    var v2208: f32 = v2198 - v2206;
    var v2209: f32 = v2198 - v2208;
    var v2210: f32 = v2209 - v2206;
    var v2211: f32 = v2210 - v2207;
    var v2212: f32 = v2198 + v2206;
    var v2213: f32 = v2198 - v2212;
    var v2214: f32 = v2213 + v2206;
    var v2215: f32 = v2214 + v2207;
    var v2216: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v2217: f32 = morph_div_f32(v2216, v2212);
    var v2218: f32 = v2208 * v2217;
    var v2219: f32 = bitcast<f32>(bitcast<u32>(v2218) ^ 0x80000000u);
    var v2220: f32 = morph_fma_f32(v2219, v2212, v2208);
    var v2221: f32 = v2220 + v2211;
    var v2222: f32 = bitcast<f32>(bitcast<u32>(v2218) ^ 0x80000000u);
    var v2223: f32 = morph_fma_f32(v2222, v2215, v2221);
    var v2224: f32 = morph_fma_f32(v2223, v2217, v2218);
    var v2225: u32 = select(0u, 1u, (v2224 != v2224));
    var v2226: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2227: u32 = select(0u, 1u, (v2218 == v2226));
    var v2228: u32 = v2225 | v2227;
    var v2229: f32 = select(v2224, v2218, v2228 != 0u);
    var v2230: u32 = bitcast<u32>(v2129);
    var v2231: u32 = 2147483648u;
    var v2232: u32 = v2230 & v2231;
    var v2233: u32 = bitcast<u32>(v2229);
    var v2234: u32 = 2147483647u;
    var v2235: u32 = v2233 & v2234;
    var v2236: u32 = v2235 | v2232;
    var v2237: f32 = bitcast<f32>(v2236);
    var v2238: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v2239: u32 = select(0u, 1u, (v2131 < v2238));
    var v2240: f32 = select(v2237, v2148, v2239 != 0u);
    var v2241: u32 = select(0u, 1u, (v2129 != v2129));
    var v2242: f32 = select(v2240, v2129, v2241 != 0u);
    var v2130: f32 = v2242;
    var v2647: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v2648: f32 = v2130 * v2647;
    var v2649: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2650: f32 = morph_max_f32(v2648, v2649);
    p_out0[(v9 + 0u)] = v679;
    p_out0[(v9 + 1u)] = v1336;
    p_out0[(v9 + 2u)] = v1993;
    p_out0[(v9 + 3u)] = v2650;
  }
}
