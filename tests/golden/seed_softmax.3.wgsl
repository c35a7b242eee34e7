// Kernel 'row_fence_split' printed by Morph for wgsl (key 16213716236376384589).
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

fn morph_max_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a > b) { return a; }
  if (b > a) { return b; }
  return select(a, b, (bitcast<u32>(a) & 0x80000000u) != 0u);
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
@group(0) @binding(1) var<storage, read_write> p_out0: array<f32>;
@group(0) @binding(2) var<storage, read> p_partials: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_out0_len: u32,
  p_partials_len: u32,
  p_rows: u32,
  p_cols: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_partials_len: u32 = morph_args.p_partials_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 151936u;
  var v3: u32 = morph_lid3.x;
  var v4: u32 = 10u;
  var v5: u32 = v3 >> (v4 & 31u);
  var v6: u32 = morph_grp.x;
  var v7: u32 = 5u;
  var v8: u32 = v6 >> (v7 & 31u);
  var v9: u32 = v8 * v2;
  var v10: u32 = morph_grp.x;
  var v11: u32 = 31u;
  var v12: u32 = v10 & v11;
  var v13: u32 = 31u;
  var v14: u32 = v3 & v13;
  var v15: u32 = 5u;
  var v16: u32 = v3 >> (v15 & 31u);
  var v17: u32 = 32u;
  var v18: u32 = v12 * v17;
  var v19: u32 = v18 + v14;
  var v20: u32 = 31u;
  var v21: u32 = v3 & v20;
  var v22: u32 = 2u;
  var v23: u32 = v8 * v22;
  var v24: u32 = 0u;
  var v25: u32 = v23 + v24;
  var v26: u32 = 32u;
  var v27: u32 = v25 * v26;
  var v28: u32 = v27 + v21;
  var v29: f32 = p_partials[v28];
  var v30: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v29);
  storageBarrier(); workgroupBarrier();
  var v31: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  var v32: f32 = morph_max_f32(v29, v31);
  var v33: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v32);
  storageBarrier(); workgroupBarrier();
  var v34: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  var v35: f32 = morph_max_f32(v32, v34);
  var v36: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v35);
  storageBarrier(); workgroupBarrier();
  var v37: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  var v38: f32 = morph_max_f32(v35, v37);
  var v39: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v38);
  storageBarrier(); workgroupBarrier();
  var v40: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  var v41: f32 = morph_max_f32(v38, v40);
  var v42: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v41);
  storageBarrier(); workgroupBarrier();
  var v43: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  var v44: f32 = morph_max_f32(v41, v43);
  var v45: u32 = 31u;
  var v46: u32 = v3 & v45;
  var v47: u32 = 2u;
  var v48: u32 = v8 * v47;
  var v49: u32 = 1u;
  var v50: u32 = v48 + v49;
  var v51: u32 = 32u;
  var v52: u32 = v50 * v51;
  var v53: u32 = v52 + v46;
  var v54: f32 = p_partials[v53];
  var v55: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v54);
  storageBarrier(); workgroupBarrier();
  var v56: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  var v57: f32 = v54 + v56;
  var v58: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v57);
  storageBarrier(); workgroupBarrier();
  var v59: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  var v60: f32 = v57 + v59;
  var v61: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v60);
  storageBarrier(); workgroupBarrier();
  var v62: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  var v63: f32 = v60 + v62;
  var v64: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v63);
  storageBarrier(); workgroupBarrier();
  var v65: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  var v66: f32 = v63 + v65;
  var v67: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v66);
  storageBarrier(); workgroupBarrier();
  var v68: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v67 & 31u))]);
  morph_sgh ^= 1024u;
  var v69: f32 = v66 + v68;
  var v70: f32 = bitcast<f32>(0xff7fffffu) /* -3.40282347e+38 */;
  var v71: f32 = morph_max_f32(v44, v70);
  var v72: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v73: f32 = morph_max_f32(v69, v72);
  var v74: u32 = 31u;
  var v75: u32 = v2 + v74;
  var v76: u32 = 5u;
  var v77: u32 = v75 >> (v76 & 31u);
  var v78: u32 = 31u;
  var v79: u32 = v77 + v78;
  var v80: u32 = 4294967264u;
  var v81: u32 = v79 & v80;
  var v82: u32 = v12 * v81;
  var v83: u32 = v82 + v81;
  var v84: u32 = select(v83, v2, v2 < v83);
  var v85: u32 = 5120u;
  var v86: u32 = v82 + v3;
  for (var v87: u32 = v86; v87 < v84; v87 = select(v87 + v85, v84, v87 > 4294967295u - v85)) {
    var v88: u32 = 1u;
    var v89: u32 = v84 - v88;
    var v90: u32 = 1024u;
    var v91: u32 = select(v90, v84, v84 < v90);
    var v92: u32 = v84 - v91;
    var v93: u32 = select(0u, 1u, (v87 < v92));
    var v94: u32 = 1024u;
    var v95: u32 = v87 + v94;
    var v96: u32 = select(v89, v95, v95 < v89);
    var v97: u32 = 2048u;
    var v98: u32 = select(v97, v84, v84 < v97);
    var v99: u32 = v84 - v98;
    var v100: u32 = select(0u, 1u, (v87 < v99));
    var v101: u32 = 2048u;
    var v102: u32 = v87 + v101;
    var v103: u32 = select(v89, v102, v102 < v89);
    var v104: u32 = 3072u;
    var v105: u32 = select(v104, v84, v84 < v104);
    var v106: u32 = v84 - v105;
    var v107: u32 = select(0u, 1u, (v87 < v106));
    var v108: u32 = 3072u;
    var v109: u32 = v87 + v108;
    var v110: u32 = select(v89, v109, v109 < v89);
    var v111: u32 = 4096u;
    var v112: u32 = select(v111, v84, v84 < v111);
    var v113: u32 = v84 - v112;
    var v114: u32 = select(0u, 1u, (v87 < v113));
    var v115: u32 = 4096u;
    var v116: u32 = v87 + v115;
    var v117: u32 = select(v89, v116, v116 < v89);
    var v118: u32 = v9 + v87;
    var v119: f32 = p_in0[v118];
    var v120: u32 = v9 + v96;
    var v121: f32 = p_in0[v120];
    var v122: u32 = v9 + v103;
    var v123: f32 = p_in0[v122];
    var v124: u32 = v9 + v110;
    var v125: f32 = p_in0[v124];
    var v126: u32 = v9 + v117;
    var v127: f32 = p_in0[v126];
    var v128: f32 = v119 - v71;
    var v130: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v131: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v132: u32 = select(0u, 1u, (v128 < v131));
    var v133: f32 = select(v128, v131, v132 != 0u);
    var v134: u32 = select(0u, 1u, (v133 > v130));
    var v135: f32 = select(v133, v130, v134 != 0u);
    var v136: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v137: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v138: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v139: f32 = morph_fma_f32(v135, v138, v137);
    var v140: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v141: f32 = v139 - v140;
    var v142: i32 = bitcast<i32>(v139);
    var v143: i32 = 1262485504;
    var v144: i32 = bitcast<i32>(bitcast<u32>(v142) - bitcast<u32>(v143));
    var v145: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v146: f32 = bitcast<f32>(bitcast<u32>(v141) ^ 0x80000000u);
    var v147: f32 = morph_fma_f32(v146, v145, v135);
    var v148: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v149: f32 = bitcast<f32>(bitcast<u32>(v141) ^ 0x80000000u);
    var v150: f32 = morph_fma_f32(v149, v148, v136);
    var v151: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v152: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v153: f32 = morph_fma_f32(v147, v152, v151);
    var v154: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v155: f32 = morph_fma_f32(v147, v153, v154);
    var v156: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v157: f32 = morph_fma_f32(v147, v155, v156);
    var v158: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v159: f32 = morph_fma_f32(v147, v157, v158);
    var v160: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v161: f32 = morph_fma_f32(v147, v159, v160);
    var v162: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v163: f32 = morph_fma_f32(v147, v161, v162);
    var v164: f32 = v147 * v147;
    var v165: f32 = v164 * v163;
    var v166: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v167: f32 = v166 + v147;
    var v168: f32 = v167 - v166;
    var v169: f32 = v147 - v168;
    var v170: f32 = v167 + v165;
    var v171: f32 = morph_fma_f32(v150, v170, v165);
    var v172: f32 = v169 + v171;
    var v173: f32 = v167 + v172;
    var v174: f32 = v167 - v173;
    var v175: f32 = v174 + v172;
    var v176: i32 = 1;
    var v177: i32 = v144 >> (bitcast<u32>(v176) & 31u);
    var v178: i32 = bitcast<i32>(bitcast<u32>(v144) - bitcast<u32>(v177));
    var v179: i32 = 127;
    var v180: i32 = bitcast<i32>(bitcast<u32>(v178) + bitcast<u32>(v179));
    var v181: i32 = 23;
    var v182: i32 = bitcast<i32>(bitcast<u32>(v180) << (bitcast<u32>(v181) & 31u));
    var v183: f32 = bitcast<f32>(v182);
    var v184: i32 = 127;
    var v185: i32 = bitcast<i32>(bitcast<u32>(v177) + bitcast<u32>(v184));
    var v186: i32 = 23;
    var v187: i32 = bitcast<i32>(bitcast<u32>(v185) << (bitcast<u32>(v186) & 31u));
    var v188: f32 = bitcast<f32>(v187);
    var v189: f32 = v173 * v188;
    var v190: f32 = v189 * v183;
    var v129: f32 = v190;
    var v261: f32 = morph_div_f32(v129, v73);
    var v262: u32 = v9 + v87;
    p_out0[v262] = v261;
    var v263: f32 = v121 - v71;
    var v265: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v266: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v267: u32 = select(0u, 1u, (v263 < v266));
    var v268: f32 = select(v263, v266, v267 != 0u);
    var v269: u32 = select(0u, 1u, (v268 > v265));
    var v270: f32 = select(v268, v265, v269 != 0u);
    var v271: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v272: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v273: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v274: f32 = morph_fma_f32(v270, v273, v272);
    var v275: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v276: f32 = v274 - v275;
    var v277: i32 = bitcast<i32>(v274);
    var v278: i32 = 1262485504;
    var v279: i32 = bitcast<i32>(bitcast<u32>(v277) - bitcast<u32>(v278));
    var v280: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v281: f32 = bitcast<f32>(bitcast<u32>(v276) ^ 0x80000000u);
    var v282: f32 = morph_fma_f32(v281, v280, v270);
    var v283: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v284: f32 = bitcast<f32>(bitcast<u32>(v276) ^ 0x80000000u);
    var v285: f32 = morph_fma_f32(v284, v283, v271);
    var v286: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v287: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v288: f32 = morph_fma_f32(v282, v287, v286);
    var v289: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v290: f32 = morph_fma_f32(v282, v288, v289);
    var v291: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v292: f32 = morph_fma_f32(v282, v290, v291);
    var v293: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v294: f32 = morph_fma_f32(v282, v292, v293);
    var v295: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v296: f32 = morph_fma_f32(v282, v294, v295);
    var v297: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v298: f32 = morph_fma_f32(v282, v296, v297);
    var v299: f32 = v282 * v282;
    var v300: f32 = v299 * v298;
    var v301: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v302: f32 = v301 + v282;
    var v303: f32 = v302 - v301;
    var v304: f32 = v282 - v303;
    var v305: f32 = v302 + v300;
    var v306: f32 = morph_fma_f32(v285, v305, v300);
    var v307: f32 = v304 + v306;
    var v308: f32 = v302 + v307;
    var v309: f32 = v302 - v308;
    var v310: f32 = v309 + v307;
    var v311: i32 = 1;
    var v312: i32 = v279 >> (bitcast<u32>(v311) & 31u);
    var v313: i32 = bitcast<i32>(bitcast<u32>(v279) - bitcast<u32>(v312));
    var v314: i32 = 127;
    var v315: i32 = bitcast<i32>(bitcast<u32>(v313) + bitcast<u32>(v314));
    var v316: i32 = 23;
    var v317: i32 = bitcast<i32>(bitcast<u32>(v315) << (bitcast<u32>(v316) & 31u));
    var v318: f32 = bitcast<f32>(v317);
    var v319: i32 = 127;
    var v320: i32 = bitcast<i32>(bitcast<u32>(v312) + bitcast<u32>(v319));
    var v321: i32 = 23;
    var v322: i32 = bitcast<i32>(bitcast<u32>(v320) << (bitcast<u32>(v321) & 31u));
    var v323: f32 = bitcast<f32>(v322);
    var v324: f32 = v308 * v323;
    var v325: f32 = v324 * v318;
    var v264: f32 = v325;
    var v396: f32 = morph_div_f32(v264, v73);
    if (v93 != 0u) {
      var v397: u32 = v9 + v96;
      p_out0[v397] = v396;
    }
    var v398: f32 = v123 - v71;
    var v400: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v401: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v402: u32 = select(0u, 1u, (v398 < v401));
    var v403: f32 = select(v398, v401, v402 != 0u);
    var v404: u32 = select(0u, 1u, (v403 > v400));
    var v405: f32 = select(v403, v400, v404 != 0u);
    var v406: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v407: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v408: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v409: f32 = morph_fma_f32(v405, v408, v407);
    var v410: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v411: f32 = v409 - v410;
    var v412: i32 = bitcast<i32>(v409);
    var v413: i32 = 1262485504;
    var v414: i32 = bitcast<i32>(bitcast<u32>(v412) - bitcast<u32>(v413));
    var v415: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v416: f32 = bitcast<f32>(bitcast<u32>(v411) ^ 0x80000000u);
    var v417: f32 = morph_fma_f32(v416, v415, v405);
    var v418: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v419: f32 = bitcast<f32>(bitcast<u32>(v411) ^ 0x80000000u);
    var v420: f32 = morph_fma_f32(v419, v418, v406);
    var v421: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v422: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v423: f32 = morph_fma_f32(v417, v422, v421);
    var v424: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v425: f32 = morph_fma_f32(v417, v423, v424);
    var v426: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v427: f32 = morph_fma_f32(v417, v425, v426);
    var v428: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v429: f32 = morph_fma_f32(v417, v427, v428);
    var v430: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v431: f32 = morph_fma_f32(v417, v429, v430);
    var v432: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v433: f32 = morph_fma_f32(v417, v431, v432);
    var v434: f32 = v417 * v417;
    var v435: f32 = v434 * v433;
    var v436: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v437: f32 = v436 + v417;
    var v438: f32 = v437 - v436;
    var v439: f32 = v417 - v438;
    var v440: f32 = v437 + v435;
    var v441: f32 = morph_fma_f32(v420, v440, v435);
    var v442: f32 = v439 + v441;
    var v443: f32 = v437 + v442;
    var v444: f32 = v437 - v443;
    var v445: f32 = v444 + v442;
    var v446: i32 = 1;
    var v447: i32 = v414 >> (bitcast<u32>(v446) & 31u);
    var v448: i32 = bitcast<i32>(bitcast<u32>(v414) - bitcast<u32>(v447));
    var v449: i32 = 127;
    var v450: i32 = bitcast<i32>(bitcast<u32>(v448) + bitcast<u32>(v449));
    var v451: i32 = 23;
    var v452: i32 = bitcast<i32>(bitcast<u32>(v450) << (bitcast<u32>(v451) & 31u));
    var v453: f32 = bitcast<f32>(v452);
    var v454: i32 = 127;
    var v455: i32 = bitcast<i32>(bitcast<u32>(v447) + bitcast<u32>(v454));
    var v456: i32 = 23;
    var v457: i32 = bitcast<i32>(bitcast<u32>(v455) << (bitcast<u32>(v456) & 31u));
    var v458: f32 = bitcast<f32>(v457);
    var v459: f32 = v443 * v458;
    var v460: f32 = v459 * v453;
    var v399: f32 = v460;
    var v531: f32 = morph_div_f32(v399, v73);
    if (v100 != 0u) {
      var v532: u32 = v9 + v103;
      p_out0[v532] = v531;
    }
    var v533: f32 = v125 - v71;
    var v535: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v536: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v537: u32 = select(0u, 1u, (v533 < v536));
    var v538: f32 = select(v533, v536, v537 != 0u);
    var v539: u32 = select(0u, 1u, (v538 > v535));
    var v540: f32 = select(v538, v535, v539 != 0u);
    var v541: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v542: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v543: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v544: f32 = morph_fma_f32(v540, v543, v542);
    var v545: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v546: f32 = v544 - v545;
    var v547: i32 = bitcast<i32>(v544);
    var v548: i32 = 1262485504;
    var v549: i32 = bitcast<i32>(bitcast<u32>(v547) - bitcast<u32>(v548));
    var v550: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v551: f32 = bitcast<f32>(bitcast<u32>(v546) ^ 0x80000000u);
    var v552: f32 = morph_fma_f32(v551, v550, v540);
    var v553: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v554: f32 = bitcast<f32>(bitcast<u32>(v546) ^ 0x80000000u);
    var v555: f32 = morph_fma_f32(v554, v553, v541);
    var v556: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v557: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v558: f32 = morph_fma_f32(v552, v557, v556);
    var v559: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v560: f32 = morph_fma_f32(v552, v558, v559);
    var v561: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v562: f32 = morph_fma_f32(v552, v560, v561);
    var v563: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v564: f32 = morph_fma_f32(v552, v562, v563);
    var v565: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v566: f32 = morph_fma_f32(v552, v564, v565);
    var v567: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v568: f32 = morph_fma_f32(v552, v566, v567);
    var v569: f32 = v552 * v552;
    var v570: f32 = v569 * v568;
    var v571: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v572: f32 = v571 + v552;
    var v573: f32 = v572 - v571;
    var v574: f32 = v552 - v573;
    var v575: f32 = v572 + v570;
    var v576: f32 = morph_fma_f32(v555, v575, v570);
    var v577: f32 = v574 + v576;
    var v578: f32 = v572 + v577;
    var v579: f32 = v572 - v578;
    var v580: f32 = v579 + v577;
    var v581: i32 = 1;
    var v582: i32 = v549 >> (bitcast<u32>(v581) & 31u);
    var v583: i32 = bitcast<i32>(bitcast<u32>(v549) - bitcast<u32>(v582));
    var v584: i32 = 127;
    var v585: i32 = bitcast<i32>(bitcast<u32>(v583) + bitcast<u32>(v584));
    var v586: i32 = 23;
    var v587: i32 = bitcast<i32>(bitcast<u32>(v585) << (bitcast<u32>(v586) & 31u));
    var v588: f32 = bitcast<f32>(v587);
    var v589: i32 = 127;
    var v590: i32 = bitcast<i32>(bitcast<u32>(v582) + bitcast<u32>(v589));
    var v591: i32 = 23;
    var v592: i32 = bitcast<i32>(bitcast<u32>(v590) << (bitcast<u32>(v591) & 31u));
    var v593: f32 = bitcast<f32>(v592);
    var v594: f32 = v578 * v593;
    var v595: f32 = v594 * v588;
    var v534: f32 = v595;
    var v666: f32 = morph_div_f32(v534, v73);
    if (v107 != 0u) {
      var v667: u32 = v9 + v110;
      p_out0[v667] = v666;
    }
    var v668: f32 = v127 - v71;
    var v670: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v671: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v672: u32 = select(0u, 1u, (v668 < v671));
    var v673: f32 = select(v668, v671, v672 != 0u);
    var v674: u32 = select(0u, 1u, (v673 > v670));
    var v675: f32 = select(v673, v670, v674 != 0u);
    var v676: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v677: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v678: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v679: f32 = morph_fma_f32(v675, v678, v677);
    var v680: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v681: f32 = v679 - v680;
    var v682: i32 = bitcast<i32>(v679);
    var v683: i32 = 1262485504;
    var v684: i32 = bitcast<i32>(bitcast<u32>(v682) - bitcast<u32>(v683));
    var v685: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v686: f32 = bitcast<f32>(bitcast<u32>(v681) ^ 0x80000000u);
    var v687: f32 = morph_fma_f32(v686, v685, v675);
    var v688: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v689: f32 = bitcast<f32>(bitcast<u32>(v681) ^ 0x80000000u);
    var v690: f32 = morph_fma_f32(v689, v688, v676);
    var v691: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v692: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v693: f32 = morph_fma_f32(v687, v692, v691);
    var v694: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v695: f32 = morph_fma_f32(v687, v693, v694);
    var v696: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v697: f32 = morph_fma_f32(v687, v695, v696);
    var v698: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v699: f32 = morph_fma_f32(v687, v697, v698);
    var v700: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v701: f32 = morph_fma_f32(v687, v699, v700);
    var v702: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v703: f32 = morph_fma_f32(v687, v701, v702);
    var v704: f32 = v687 * v687;
    var v705: f32 = v704 * v703;
    var v706: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v707: f32 = v706 + v687;
    var v708: f32 = v707 - v706;
    var v709: f32 = v687 - v708;
    var v710: f32 = v707 + v705;
    var v711: f32 = morph_fma_f32(v690, v710, v705);
    var v712: f32 = v709 + v711;
    var v713: f32 = v707 + v712;
    var v714: f32 = v707 - v713;
    var v715: f32 = v714 + v712;
    var v716: i32 = 1;
    var v717: i32 = v684 >> (bitcast<u32>(v716) & 31u);
    var v718: i32 = bitcast<i32>(bitcast<u32>(v684) - bitcast<u32>(v717));
    var v719: i32 = 127;
    var v720: i32 = bitcast<i32>(bitcast<u32>(v718) + bitcast<u32>(v719));
    var v721: i32 = 23;
    var v722: i32 = bitcast<i32>(bitcast<u32>(v720) << (bitcast<u32>(v721) & 31u));
    var v723: f32 = bitcast<f32>(v722);
    var v724: i32 = 127;
    var v725: i32 = bitcast<i32>(bitcast<u32>(v717) + bitcast<u32>(v724));
    var v726: i32 = 23;
    var v727: i32 = bitcast<i32>(bitcast<u32>(v725) << (bitcast<u32>(v726) & 31u));
    var v728: f32 = bitcast<f32>(v727);
    var v729: f32 = v713 * v728;
    var v730: f32 = v729 * v723;
    var v669: f32 = v730;
    var v801: f32 = morph_div_f32(v669, v73);
    if (v114 != 0u) {
      var v802: u32 = v9 + v117;
      p_out0[v802] = v801;
    }
  }
}
