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
    var v530: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v531: f32 = v159 * v530;
    var v532: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v533: f32 = morph_max_f32(v531, v532);
    var v534: f32 = bitcast<f32>(bitcast<u32>(v16) ^ 0x80000000u);
    var v536: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v537: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v538: u32 = select(0u, 1u, (v534 < v537));
    var v539: f32 = select(v534, v537, v538 != 0u);
    var v540: u32 = select(0u, 1u, (v539 > v536));
    var v541: f32 = select(v539, v536, v540 != 0u);
    var v542: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v543: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v544: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v545: f32 = morph_fma_f32(v541, v544, v543);
    var v546: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v547: f32 = v545 - v546;
    var v548: i32 = bitcast<i32>(v545);
    var v549: i32 = 1262485504;
    var v550: i32 = bitcast<i32>(bitcast<u32>(v548) - bitcast<u32>(v549));
    var v551: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v552: f32 = bitcast<f32>(bitcast<u32>(v547) ^ 0x80000000u);
    var v553: f32 = morph_fma_f32(v552, v551, v541);
    var v554: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v555: f32 = bitcast<f32>(bitcast<u32>(v547) ^ 0x80000000u);
    var v556: f32 = morph_fma_f32(v555, v554, v542);
    var v557: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v558: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v559: f32 = morph_fma_f32(v553, v558, v557);
    var v560: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v561: f32 = morph_fma_f32(v553, v559, v560);
    var v562: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v563: f32 = morph_fma_f32(v553, v561, v562);
    var v564: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v565: f32 = morph_fma_f32(v553, v563, v564);
    var v566: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v567: f32 = morph_fma_f32(v553, v565, v566);
    var v568: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v569: f32 = morph_fma_f32(v553, v567, v568);
    var v570: f32 = v553 * v553;
    var v571: f32 = v570 * v569;
    var v572: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v573: f32 = v572 + v553;
    var v574: f32 = v573 - v572;
    var v575: f32 = v553 - v574;
    var v576: f32 = v573 + v571;
    var v577: f32 = morph_fma_f32(v556, v576, v571);
    var v578: f32 = v575 + v577;
    var v579: f32 = v573 + v578;
    var v580: f32 = v573 - v579;
    var v581: f32 = v580 + v578;
    var v582: i32 = 1;
    var v583: i32 = v550 >> (bitcast<u32>(v582) & 31u);
    var v584: i32 = bitcast<i32>(bitcast<u32>(v550) - bitcast<u32>(v583));
    var v585: i32 = 127;
    var v586: i32 = bitcast<i32>(bitcast<u32>(v584) + bitcast<u32>(v585));
    var v587: i32 = 23;
    var v588: i32 = bitcast<i32>(bitcast<u32>(v586) << (bitcast<u32>(v587) & 31u));
    var v589: f32 = bitcast<f32>(v588);
    var v590: i32 = 127;
    var v591: i32 = bitcast<i32>(bitcast<u32>(v583) + bitcast<u32>(v590));
    var v592: i32 = 23;
    var v593: i32 = bitcast<i32>(bitcast<u32>(v591) << (bitcast<u32>(v592) & 31u));
    var v594: f32 = bitcast<f32>(v593);
    var v595: f32 = v579 * v594;
    var v596: f32 = v595 * v589;
    var v535: f32 = v596;
    var v667: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v668: f32 = v535 * v667;
    var v669: f32 = v668 + v20;
    var v671: f32 = bitcast<f32>(bitcast<u32>(v669) & 0x7fffffffu);
    var v672: f32 = v669 * v669;
    var v673: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v674: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v675: f32 = morph_fma_f32(v672, v674, v673);
    var v676: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v677: f32 = morph_fma_f32(v672, v675, v676);
    var v678: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v679: f32 = morph_fma_f32(v672, v677, v678);
    var v680: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v681: f32 = morph_fma_f32(v672, v679, v680);
    var v682: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v683: f32 = morph_fma_f32(v672, v681, v682);
    var v684: f32 = v669 * v672;
    var v685: f32 = morph_fma_f32(v684, v683, v669);
    var v686: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v687: u32 = select(0u, 1u, (v669 == v686));
    var v688: f32 = select(v685, v669, v687 != 0u);
    var v689: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v690: u32 = select(0u, 1u, (v671 > v689));
    var v691: f32 = select(v671, v689, v690 != 0u);
    var v692: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v693: f32 = v691 + v691;
    var v694: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v695: u32 = select(0u, 1u, (v693 > v694));
    var v696: f32 = select(v693, v694, v695 != 0u);
    var v697: f32 = bitcast<f32>(bitcast<u32>(v692) ^ 0x80000000u);
    var v698: f32 = bitcast<f32>(bitcast<u32>(v696) ^ 0x80000000u);
    var v699: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v700: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v701: f32 = morph_fma_f32(v698, v700, v699);
    var v702: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v703: f32 = v701 - v702;
    var v704: i32 = bitcast<i32>(v701);
    var v705: i32 = 1262485504;
    var v706: i32 = bitcast<i32>(bitcast<u32>(v704) - bitcast<u32>(v705));
    var v707: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v708: f32 = bitcast<f32>(bitcast<u32>(v703) ^ 0x80000000u);
    var v709: f32 = morph_fma_f32(v708, v707, v698);
    var v710: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v711: f32 = bitcast<f32>(bitcast<u32>(v703) ^ 0x80000000u);
    var v712: f32 = morph_fma_f32(v711, v710, v697);
    var v713: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v714: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v715: f32 = morph_fma_f32(v709, v714, v713);
    var v716: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v717: f32 = morph_fma_f32(v709, v715, v716);
    var v718: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v719: f32 = morph_fma_f32(v709, v717, v718);
    var v720: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v721: f32 = morph_fma_f32(v709, v719, v720);
    var v722: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v723: f32 = morph_fma_f32(v709, v721, v722);
    var v724: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v725: f32 = morph_fma_f32(v709, v723, v724);
    var v726: f32 = v709 * v709;
    var v727: f32 = v726 * v725;
    var v728: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v729: f32 = v728 + v709;
    var v730: f32 = v729 - v728;
    var v731: f32 = v709 - v730;
    var v732: f32 = v729 + v727;
    var v733: f32 = morph_fma_f32(v712, v732, v727);
    var v734: f32 = v731 + v733;
    var v735: f32 = v729 + v734;
    var v736: f32 = v729 - v735;
    var v737: f32 = v736 + v734;
    var v738: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v739: i32 = -126;
    var v740: i32 = select(v706, v739, v706 < v739);
    var v741: i32 = 127;
    var v742: i32 = bitcast<i32>(bitcast<u32>(v740) + bitcast<u32>(v741));
    var v743: i32 = 23;
    var v744: i32 = bitcast<i32>(bitcast<u32>(v742) << (bitcast<u32>(v743) & 31u));
    var v745: f32 = bitcast<f32>(v744);
    var v746: f32 = v735 * v745;
    var v747: f32 = v737 * v745;
    var v748: f32 = v738 - v746;
    var v749: f32 = v738 - v748;
    var v750: f32 = v749 - v746;
    var v751: f32 = v750 - v747;
    var v752: f32 = v738 + v746;
    var v753: f32 = v738 - v752;
    var v754: f32 = v753 + v746;
    var v755: f32 = v754 + v747;
    var v756: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v757: f32 = morph_div_f32(v756, v752);
    var v758: f32 = v748 * v757;
    var v759: f32 = bitcast<f32>(bitcast<u32>(v758) ^ 0x80000000u);
    var v760: f32 = morph_fma_f32(v759, v752, v748);
    var v761: f32 = v760 + v751;
    var v762: f32 = bitcast<f32>(bitcast<u32>(v758) ^ 0x80000000u);
    var v763: f32 = morph_fma_f32(v762, v755, v761);
    var v764: f32 = morph_fma_f32(v763, v757, v758);
    var v765: u32 = select(0u, 1u, (v764 != v764));
    var v766: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v767: u32 = select(0u, 1u, (v758 == v766));
    var v768: u32 = v765 | v767;
    var v769: f32 = select(v764, v758, v768 != 0u);
    var v770: u32 = bitcast<u32>(v669);
    var v771: u32 = 2147483648u;
    var v772: u32 = v770 & v771;
    var v773: u32 = bitcast<u32>(v769);
    var v774: u32 = 2147483647u;
    var v775: u32 = v773 & v774;
    var v776: u32 = v775 | v772;
    var v777: f32 = bitcast<f32>(v776);
    var v778: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v779: u32 = select(0u, 1u, (v671 < v778));
    var v780: f32 = select(v777, v688, v779 != 0u);
    var v781: u32 = select(0u, 1u, (v669 != v669));
    var v782: f32 = select(v780, v669, v781 != 0u);
    var v670: f32 = v782;
    var v1041: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1042: f32 = v670 * v1041;
    var v1043: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1044: f32 = morph_max_f32(v1042, v1043);
    var v1045: f32 = bitcast<f32>(bitcast<u32>(v17) ^ 0x80000000u);
    var v1047: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1048: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1049: u32 = select(0u, 1u, (v1045 < v1048));
    var v1050: f32 = select(v1045, v1048, v1049 != 0u);
    var v1051: u32 = select(0u, 1u, (v1050 > v1047));
    var v1052: f32 = select(v1050, v1047, v1051 != 0u);
    var v1053: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1054: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1055: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1056: f32 = morph_fma_f32(v1052, v1055, v1054);
    var v1057: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1058: f32 = v1056 - v1057;
    var v1059: i32 = bitcast<i32>(v1056);
    var v1060: i32 = 1262485504;
    var v1061: i32 = bitcast<i32>(bitcast<u32>(v1059) - bitcast<u32>(v1060));
    var v1062: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1063: f32 = bitcast<f32>(bitcast<u32>(v1058) ^ 0x80000000u);
    var v1064: f32 = morph_fma_f32(v1063, v1062, v1052);
    var v1065: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1066: f32 = bitcast<f32>(bitcast<u32>(v1058) ^ 0x80000000u);
    var v1067: f32 = morph_fma_f32(v1066, v1065, v1053);
    var v1068: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1069: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1070: f32 = morph_fma_f32(v1064, v1069, v1068);
    var v1071: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1072: f32 = morph_fma_f32(v1064, v1070, v1071);
    var v1073: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1074: f32 = morph_fma_f32(v1064, v1072, v1073);
    var v1075: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1076: f32 = morph_fma_f32(v1064, v1074, v1075);
    var v1077: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1078: f32 = morph_fma_f32(v1064, v1076, v1077);
    var v1079: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1080: f32 = morph_fma_f32(v1064, v1078, v1079);
    var v1081: f32 = v1064 * v1064;
    var v1082: f32 = v1081 * v1080;
    var v1083: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1084: f32 = v1083 + v1064;
    var v1085: f32 = v1084 - v1083;
    var v1086: f32 = v1064 - v1085;
    var v1087: f32 = v1084 + v1082;
    var v1088: f32 = morph_fma_f32(v1067, v1087, v1082);
    var v1089: f32 = v1086 + v1088;
    var v1090: f32 = v1084 + v1089;
    var v1091: f32 = v1084 - v1090;
    var v1092: f32 = v1091 + v1089;
    var v1093: i32 = 1;
    var v1094: i32 = v1061 >> (bitcast<u32>(v1093) & 31u);
    var v1095: i32 = bitcast<i32>(bitcast<u32>(v1061) - bitcast<u32>(v1094));
    var v1096: i32 = 127;
    var v1097: i32 = bitcast<i32>(bitcast<u32>(v1095) + bitcast<u32>(v1096));
    var v1098: i32 = 23;
    var v1099: i32 = bitcast<i32>(bitcast<u32>(v1097) << (bitcast<u32>(v1098) & 31u));
    var v1100: f32 = bitcast<f32>(v1099);
    var v1101: i32 = 127;
    var v1102: i32 = bitcast<i32>(bitcast<u32>(v1094) + bitcast<u32>(v1101));
    var v1103: i32 = 23;
    var v1104: i32 = bitcast<i32>(bitcast<u32>(v1102) << (bitcast<u32>(v1103) & 31u));
    var v1105: f32 = bitcast<f32>(v1104);
    var v1106: f32 = v1090 * v1105;
    var v1107: f32 = v1106 * v1100;
    var v1046: f32 = v1107;
    var v1178: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1179: f32 = v1046 * v1178;
    var v1180: f32 = v1179 + v21;
    var v1182: f32 = bitcast<f32>(bitcast<u32>(v1180) & 0x7fffffffu);
    var v1183: f32 = v1180 * v1180;
    var v1184: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1185: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1186: f32 = morph_fma_f32(v1183, v1185, v1184);
    var v1187: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1188: f32 = morph_fma_f32(v1183, v1186, v1187);
    var v1189: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1190: f32 = morph_fma_f32(v1183, v1188, v1189);
    var v1191: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1192: f32 = morph_fma_f32(v1183, v1190, v1191);
    var v1193: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1194: f32 = morph_fma_f32(v1183, v1192, v1193);
    var v1195: f32 = v1180 * v1183;
    var v1196: f32 = morph_fma_f32(v1195, v1194, v1180);
    var v1197: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1198: u32 = select(0u, 1u, (v1180 == v1197));
    var v1199: f32 = select(v1196, v1180, v1198 != 0u);
    var v1200: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1201: u32 = select(0u, 1u, (v1182 > v1200));
    var v1202: f32 = select(v1182, v1200, v1201 != 0u);
    var v1203: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1204: f32 = v1202 + v1202;
    var v1205: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v1206: u32 = select(0u, 1u, (v1204 > v1205));
    var v1207: f32 = select(v1204, v1205, v1206 != 0u);
    var v1208: f32 = bitcast<f32>(bitcast<u32>(v1203) ^ 0x80000000u);
    var v1209: f32 = bitcast<f32>(bitcast<u32>(v1207) ^ 0x80000000u);
    var v1210: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1211: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1212: f32 = morph_fma_f32(v1209, v1211, v1210);
    var v1213: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1214: f32 = v1212 - v1213;
    var v1215: i32 = bitcast<i32>(v1212);
    var v1216: i32 = 1262485504;
    var v1217: i32 = bitcast<i32>(bitcast<u32>(v1215) - bitcast<u32>(v1216));
    var v1218: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1219: f32 = bitcast<f32>(bitcast<u32>(v1214) ^ 0x80000000u);
    var v1220: f32 = morph_fma_f32(v1219, v1218, v1209);
    var v1221: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1222: f32 = bitcast<f32>(bitcast<u32>(v1214) ^ 0x80000000u);
    var v1223: f32 = morph_fma_f32(v1222, v1221, v1208);
    var v1224: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1225: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1226: f32 = morph_fma_f32(v1220, v1225, v1224);
    var v1227: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1228: f32 = morph_fma_f32(v1220, v1226, v1227);
    var v1229: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1230: f32 = morph_fma_f32(v1220, v1228, v1229);
    var v1231: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1232: f32 = morph_fma_f32(v1220, v1230, v1231);
    var v1233: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1234: f32 = morph_fma_f32(v1220, v1232, v1233);
    var v1235: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1236: f32 = morph_fma_f32(v1220, v1234, v1235);
    var v1237: f32 = v1220 * v1220;
    var v1238: f32 = v1237 * v1236;
    var v1239: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1240: f32 = v1239 + v1220;
    var v1241: f32 = v1240 - v1239;
    var v1242: f32 = v1220 - v1241;
    var v1243: f32 = v1240 + v1238;
    var v1244: f32 = morph_fma_f32(v1223, v1243, v1238);
    var v1245: f32 = v1242 + v1244;
    var v1246: f32 = v1240 + v1245;
    var v1247: f32 = v1240 - v1246;
    var v1248: f32 = v1247 + v1245;
    var v1249: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1250: i32 = -126;
    var v1251: i32 = select(v1217, v1250, v1217 < v1250);
    var v1252: i32 = 127;
    var v1253: i32 = bitcast<i32>(bitcast<u32>(v1251) + bitcast<u32>(v1252));
    var v1254: i32 = 23;
    var v1255: i32 = bitcast<i32>(bitcast<u32>(v1253) << (bitcast<u32>(v1254) & 31u));
    var v1256: f32 = bitcast<f32>(v1255);
    var v1257: f32 = v1246 * v1256;
    var v1258: f32 = v1248 * v1256;
    var v1259: f32 = v1249 - v1257;
    var v1260: f32 = v1249 - v1259;
    var v1261: f32 = v1260 - v1257;
    var v1262: f32 = v1261 - v1258;
    var v1263: f32 = v1249 + v1257;
    var v1264: f32 = v1249 - v1263;
    var v1265: f32 = v1264 + v1257;
    var v1266: f32 = v1265 + v1258;
    var v1267: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1268: f32 = morph_div_f32(v1267, v1263);
    var v1269: f32 = v1259 * v1268;
    var v1270: f32 = bitcast<f32>(bitcast<u32>(v1269) ^ 0x80000000u);
    var v1271: f32 = morph_fma_f32(v1270, v1263, v1259);
    var v1272: f32 = v1271 + v1262;
    var v1273: f32 = bitcast<f32>(bitcast<u32>(v1269) ^ 0x80000000u);
    var v1274: f32 = morph_fma_f32(v1273, v1266, v1272);
    var v1275: f32 = morph_fma_f32(v1274, v1268, v1269);
    var v1276: u32 = select(0u, 1u, (v1275 != v1275));
    var v1277: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1278: u32 = select(0u, 1u, (v1269 == v1277));
    var v1279: u32 = v1276 | v1278;
    var v1280: f32 = select(v1275, v1269, v1279 != 0u);
    var v1281: u32 = bitcast<u32>(v1180);
    var v1282: u32 = 2147483648u;
    var v1283: u32 = v1281 & v1282;
    var v1284: u32 = bitcast<u32>(v1280);
    var v1285: u32 = 2147483647u;
    var v1286: u32 = v1284 & v1285;
    var v1287: u32 = v1286 | v1283;
    var v1288: f32 = bitcast<f32>(v1287);
    var v1289: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1290: u32 = select(0u, 1u, (v1182 < v1289));
    var v1291: f32 = select(v1288, v1199, v1290 != 0u);
    var v1292: u32 = select(0u, 1u, (v1180 != v1180));
    var v1293: f32 = select(v1291, v1180, v1292 != 0u);
    var v1181: f32 = v1293;
    var v1552: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1553: f32 = v1181 * v1552;
    var v1554: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1555: f32 = morph_max_f32(v1553, v1554);
    var v1556: f32 = bitcast<f32>(bitcast<u32>(v18) ^ 0x80000000u);
    var v1558: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v1559: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v1560: u32 = select(0u, 1u, (v1556 < v1559));
    var v1561: f32 = select(v1556, v1559, v1560 != 0u);
    var v1562: u32 = select(0u, 1u, (v1561 > v1558));
    var v1563: f32 = select(v1561, v1558, v1562 != 0u);
    var v1564: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1565: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1566: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1567: f32 = morph_fma_f32(v1563, v1566, v1565);
    var v1568: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1569: f32 = v1567 - v1568;
    var v1570: i32 = bitcast<i32>(v1567);
    var v1571: i32 = 1262485504;
    var v1572: i32 = bitcast<i32>(bitcast<u32>(v1570) - bitcast<u32>(v1571));
    var v1573: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1574: f32 = bitcast<f32>(bitcast<u32>(v1569) ^ 0x80000000u);
    var v1575: f32 = morph_fma_f32(v1574, v1573, v1563);
    var v1576: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1577: f32 = bitcast<f32>(bitcast<u32>(v1569) ^ 0x80000000u);
    var v1578: f32 = morph_fma_f32(v1577, v1576, v1564);
    var v1579: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1580: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1581: f32 = morph_fma_f32(v1575, v1580, v1579);
    var v1582: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1583: f32 = morph_fma_f32(v1575, v1581, v1582);
    var v1584: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1585: f32 = morph_fma_f32(v1575, v1583, v1584);
    var v1586: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1587: f32 = morph_fma_f32(v1575, v1585, v1586);
    var v1588: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1589: f32 = morph_fma_f32(v1575, v1587, v1588);
    var v1590: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1591: f32 = morph_fma_f32(v1575, v1589, v1590);
    var v1592: f32 = v1575 * v1575;
    var v1593: f32 = v1592 * v1591;
    var v1594: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1595: f32 = v1594 + v1575;
    var v1596: f32 = v1595 - v1594;
    var v1597: f32 = v1575 - v1596;
    var v1598: f32 = v1595 + v1593;
    var v1599: f32 = morph_fma_f32(v1578, v1598, v1593);
    var v1600: f32 = v1597 + v1599;
    var v1601: f32 = v1595 + v1600;
    var v1602: f32 = v1595 - v1601;
    var v1603: f32 = v1602 + v1600;
    var v1604: i32 = 1;
    var v1605: i32 = v1572 >> (bitcast<u32>(v1604) & 31u);
    var v1606: i32 = bitcast<i32>(bitcast<u32>(v1572) - bitcast<u32>(v1605));
    var v1607: i32 = 127;
    var v1608: i32 = bitcast<i32>(bitcast<u32>(v1606) + bitcast<u32>(v1607));
    var v1609: i32 = 23;
    var v1610: i32 = bitcast<i32>(bitcast<u32>(v1608) << (bitcast<u32>(v1609) & 31u));
    var v1611: f32 = bitcast<f32>(v1610);
    var v1612: i32 = 127;
    var v1613: i32 = bitcast<i32>(bitcast<u32>(v1605) + bitcast<u32>(v1612));
    var v1614: i32 = 23;
    var v1615: i32 = bitcast<i32>(bitcast<u32>(v1613) << (bitcast<u32>(v1614) & 31u));
    var v1616: f32 = bitcast<f32>(v1615);
    var v1617: f32 = v1601 * v1616;
    var v1618: f32 = v1617 * v1611;
    var v1557: f32 = v1618;
    var v1689: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v1690: f32 = v1557 * v1689;
    var v1691: f32 = v1690 + v22;
    var v1693: f32 = bitcast<f32>(bitcast<u32>(v1691) & 0x7fffffffu);
    var v1694: f32 = v1691 * v1691;
    var v1695: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v1696: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v1697: f32 = morph_fma_f32(v1694, v1696, v1695);
    var v1698: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v1699: f32 = morph_fma_f32(v1694, v1697, v1698);
    var v1700: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v1701: f32 = morph_fma_f32(v1694, v1699, v1700);
    var v1702: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v1703: f32 = morph_fma_f32(v1694, v1701, v1702);
    var v1704: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v1705: f32 = morph_fma_f32(v1694, v1703, v1704);
    var v1706: f32 = v1691 * v1694;
    var v1707: f32 = morph_fma_f32(v1706, v1705, v1691);
    var v1708: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1709: u32 = select(0u, 1u, (v1691 == v1708));
    var v1710: f32 = select(v1707, v1691, v1709 != 0u);
    var v1711: f32 = bitcast<f32>(0x41200000u) /* 10 */;
    var v1712: u32 = select(0u, 1u, (v1693 > v1711));
    var v1713: f32 = select(v1693, v1711, v1712 != 0u);
    var v1714: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1715: f32 = v1713 + v1713;
    var v1716: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v1717: u32 = select(0u, 1u, (v1715 > v1716));
    var v1718: f32 = select(v1715, v1716, v1717 != 0u);
    var v1719: f32 = bitcast<f32>(bitcast<u32>(v1714) ^ 0x80000000u);
    var v1720: f32 = bitcast<f32>(bitcast<u32>(v1718) ^ 0x80000000u);
    var v1721: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1722: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v1723: f32 = morph_fma_f32(v1720, v1722, v1721);
    var v1724: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1725: f32 = v1723 - v1724;
    var v1726: i32 = bitcast<i32>(v1723);
    var v1727: i32 = 1262485504;
    var v1728: i32 = bitcast<i32>(bitcast<u32>(v1726) - bitcast<u32>(v1727));
    var v1729: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1730: f32 = bitcast<f32>(bitcast<u32>(v1725) ^ 0x80000000u);
    var v1731: f32 = morph_fma_f32(v1730, v1729, v1720);
    var v1732: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1733: f32 = bitcast<f32>(bitcast<u32>(v1725) ^ 0x80000000u);
    var v1734: f32 = morph_fma_f32(v1733, v1732, v1719);
    var v1735: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1736: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v1737: f32 = morph_fma_f32(v1731, v1736, v1735);
    var v1738: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1739: f32 = morph_fma_f32(v1731, v1737, v1738);
    var v1740: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1741: f32 = morph_fma_f32(v1731, v1739, v1740);
    var v1742: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1743: f32 = morph_fma_f32(v1731, v1741, v1742);
    var v1744: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1745: f32 = morph_fma_f32(v1731, v1743, v1744);
    var v1746: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1747: f32 = morph_fma_f32(v1731, v1745, v1746);
    var v1748: f32 = v1731 * v1731;
    var v1749: f32 = v1748 * v1747;
    var v1750: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1751: f32 = v1750 + v1731;
    var v1752: f32 = v1751 - v1750;
    var v1753: f32 = v1731 - v1752;
    var v1754: f32 = v1751 + v1749;
    var v1755: f32 = morph_fma_f32(v1734, v1754, v1749);
    var v1756: f32 = v1753 + v1755;
    var v1757: f32 = v1751 + v1756;
    var v1758: f32 = v1751 - v1757;
    var v1759: f32 = v1758 + v1756;
    var v1760: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1761: i32 = -126;
    var v1762: i32 = select(v1728, v1761, v1728 < v1761);
    var v1763: i32 = 127;
    var v1764: i32 = bitcast<i32>(bitcast<u32>(v1762) + bitcast<u32>(v1763));
    var v1765: i32 = 23;
    var v1766: i32 = bitcast<i32>(bitcast<u32>(v1764) << (bitcast<u32>(v1765) & 31u));
    var v1767: f32 = bitcast<f32>(v1766);
    var v1768: f32 = v1757 * v1767;
    var v1769: f32 = v1759 * v1767;
    var v1770: f32 = v1760 - v1768;
    var v1771: f32 = v1760 - v1770;
    var v1772: f32 = v1771 - v1768;
    var v1773: f32 = v1772 - v1769;
    var v1774: f32 = v1760 + v1768;
    var v1775: f32 = v1760 - v1774;
    var v1776: f32 = v1775 + v1768;
    var v1777: f32 = v1776 + v1769;
    var v1778: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1779: f32 = morph_div_f32(v1778, v1774);
    var v1780: f32 = v1770 * v1779;
    var v1781: f32 = bitcast<f32>(bitcast<u32>(v1780) ^ 0x80000000u);
    var v1782: f32 = morph_fma_f32(v1781, v1774, v1770);
    var v1783: f32 = v1782 + v1773;
    var v1784: f32 = bitcast<f32>(bitcast<u32>(v1780) ^ 0x80000000u);
    var v1785: f32 = morph_fma_f32(v1784, v1777, v1783);
    var v1786: f32 = morph_fma_f32(v1785, v1779, v1780);
    var v1787: u32 = select(0u, 1u, (v1786 != v1786));
    var v1788: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1789: u32 = select(0u, 1u, (v1780 == v1788));
    var v1790: u32 = v1787 | v1789;
    var v1791: f32 = select(v1786, v1780, v1790 != 0u);
    var v1792: u32 = bitcast<u32>(v1691);
    var v1793: u32 = 2147483648u;
    var v1794: u32 = v1792 & v1793;
    var v1795: u32 = bitcast<u32>(v1791);
    var v1796: u32 = 2147483647u;
    var v1797: u32 = v1795 & v1796;
    var v1798: u32 = v1797 | v1794;
    var v1799: f32 = bitcast<f32>(v1798);
    var v1800: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v1801: u32 = select(0u, 1u, (v1693 < v1800));
    var v1802: f32 = select(v1799, v1710, v1801 != 0u);
    var v1803: u32 = select(0u, 1u, (v1691 != v1691));
    var v1804: f32 = select(v1802, v1691, v1803 != 0u);
    var v1692: f32 = v1804;
    var v2063: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v2064: f32 = v1692 * v2063;
    var v2065: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v2066: f32 = morph_max_f32(v2064, v2065);
    p_out0[(v9 + 0u)] = v533;
    p_out0[(v9 + 1u)] = v1044;
    p_out0[(v9 + 2u)] = v1555;
    p_out0[(v9 + 3u)] = v2066;
  }
}
