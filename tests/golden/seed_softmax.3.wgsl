// Kernel 'row_fence_split' printed by Morph for wgsl (key 9560949088776128164).
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
  var v85: u32 = 4096u;
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
    var v111: u32 = v9 + v87;
    var v112: f32 = p_in0[v111];
    var v113: u32 = v9 + v96;
    var v114: f32 = p_in0[v113];
    var v115: u32 = v9 + v103;
    var v116: f32 = p_in0[v115];
    var v117: u32 = v9 + v110;
    var v118: f32 = p_in0[v117];
    var v119: f32 = v112 - v71;
    var v120: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v121: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v122: u32 = select(0u, 1u, (v119 < v121));
    var v123: f32 = select(v119, v121, v122 != 0u);
    var v124: u32 = select(0u, 1u, (v123 > v120));
    var v125: f32 = select(v123, v120, v124 != 0u);
    var v126: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v127: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v128: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v129: f32 = morph_fma_f32(v125, v128, v127);
    var v130: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v131: f32 = v129 - v130;
    var v132: i32 = bitcast<i32>(v129);
    var v133: i32 = 1262485504;
    var v134: i32 = bitcast<i32>(bitcast<u32>(v132) - bitcast<u32>(v133));
    var v135: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v136: f32 = bitcast<f32>(bitcast<u32>(v131) ^ 0x80000000u);
    var v137: f32 = morph_fma_f32(v136, v135, v125);
    var v138: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v139: f32 = bitcast<f32>(bitcast<u32>(v131) ^ 0x80000000u);
    var v140: f32 = morph_fma_f32(v139, v138, v126);
    var v141: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v142: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v143: f32 = morph_fma_f32(v137, v142, v141);
    var v144: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v145: f32 = morph_fma_f32(v137, v143, v144);
    var v146: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v147: f32 = morph_fma_f32(v137, v145, v146);
    var v148: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v149: f32 = morph_fma_f32(v137, v147, v148);
    var v150: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v151: f32 = morph_fma_f32(v137, v149, v150);
    var v152: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v153: f32 = morph_fma_f32(v137, v151, v152);
    var v154: f32 = v137 * v137;
    var v155: f32 = v154 * v153;
    var v156: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v157: f32 = v156 + v137;
    var v158: f32 = v157 - v156;
    var v159: f32 = v137 - v158;
    var v160: f32 = v157 + v155;
    var v161: f32 = morph_fma_f32(v140, v160, v155);
    var v162: f32 = v159 + v161;
    var v163: f32 = v157 + v162;
    var v164: f32 = v157 - v163;
    var v165: f32 = v164 + v162;
    var v166: i32 = 1;
    var v167: i32 = v134 >> (bitcast<u32>(v166) & 31u);
    var v168: i32 = bitcast<i32>(bitcast<u32>(v134) - bitcast<u32>(v167));
    var v169: i32 = 127;
    var v170: i32 = bitcast<i32>(bitcast<u32>(v168) + bitcast<u32>(v169));
    var v171: i32 = 23;
    var v172: i32 = bitcast<i32>(bitcast<u32>(v170) << (bitcast<u32>(v171) & 31u));
    var v173: f32 = bitcast<f32>(v172);
    var v174: i32 = 127;
    var v175: i32 = bitcast<i32>(bitcast<u32>(v167) + bitcast<u32>(v174));
    var v176: i32 = 23;
    var v177: i32 = bitcast<i32>(bitcast<u32>(v175) << (bitcast<u32>(v176) & 31u));
    var v178: f32 = bitcast<f32>(v177);
    var v179: f32 = v163 * v178;
    var v180: f32 = v179 * v173;
    var v181: f32 = morph_div_f32(v180, v73);
    var v182: u32 = v9 + v87;
    p_out0[v182] = v181;
    var v183: f32 = v114 - v71;
    var v184: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v185: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v186: u32 = select(0u, 1u, (v183 < v185));
    var v187: f32 = select(v183, v185, v186 != 0u);
    var v188: u32 = select(0u, 1u, (v187 > v184));
    var v189: f32 = select(v187, v184, v188 != 0u);
    var v190: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v191: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v192: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v193: f32 = morph_fma_f32(v189, v192, v191);
    var v194: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v195: f32 = v193 - v194;
    var v196: i32 = bitcast<i32>(v193);
    var v197: i32 = 1262485504;
    var v198: i32 = bitcast<i32>(bitcast<u32>(v196) - bitcast<u32>(v197));
    var v199: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v200: f32 = bitcast<f32>(bitcast<u32>(v195) ^ 0x80000000u);
    var v201: f32 = morph_fma_f32(v200, v199, v189);
    var v202: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v203: f32 = bitcast<f32>(bitcast<u32>(v195) ^ 0x80000000u);
    var v204: f32 = morph_fma_f32(v203, v202, v190);
    var v205: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v206: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v207: f32 = morph_fma_f32(v201, v206, v205);
    var v208: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v209: f32 = morph_fma_f32(v201, v207, v208);
    var v210: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v211: f32 = morph_fma_f32(v201, v209, v210);
    var v212: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v213: f32 = morph_fma_f32(v201, v211, v212);
    var v214: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v215: f32 = morph_fma_f32(v201, v213, v214);
    var v216: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v217: f32 = morph_fma_f32(v201, v215, v216);
    var v218: f32 = v201 * v201;
    var v219: f32 = v218 * v217;
    var v220: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v221: f32 = v220 + v201;
    var v222: f32 = v221 - v220;
    var v223: f32 = v201 - v222;
    var v224: f32 = v221 + v219;
    var v225: f32 = morph_fma_f32(v204, v224, v219);
    var v226: f32 = v223 + v225;
    var v227: f32 = v221 + v226;
    var v228: f32 = v221 - v227;
    var v229: f32 = v228 + v226;
    var v230: i32 = 1;
    var v231: i32 = v198 >> (bitcast<u32>(v230) & 31u);
    var v232: i32 = bitcast<i32>(bitcast<u32>(v198) - bitcast<u32>(v231));
    var v233: i32 = 127;
    var v234: i32 = bitcast<i32>(bitcast<u32>(v232) + bitcast<u32>(v233));
    var v235: i32 = 23;
    var v236: i32 = bitcast<i32>(bitcast<u32>(v234) << (bitcast<u32>(v235) & 31u));
    var v237: f32 = bitcast<f32>(v236);
    var v238: i32 = 127;
    var v239: i32 = bitcast<i32>(bitcast<u32>(v231) + bitcast<u32>(v238));
    var v240: i32 = 23;
    var v241: i32 = bitcast<i32>(bitcast<u32>(v239) << (bitcast<u32>(v240) & 31u));
    var v242: f32 = bitcast<f32>(v241);
    var v243: f32 = v227 * v242;
    var v244: f32 = v243 * v237;
    var v245: f32 = morph_div_f32(v244, v73);
    if (v93 != 0u) {
      var v246: u32 = v9 + v96;
      p_out0[v246] = v245;
    }
    var v247: f32 = v116 - v71;
    var v248: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v249: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v250: u32 = select(0u, 1u, (v247 < v249));
    var v251: f32 = select(v247, v249, v250 != 0u);
    var v252: u32 = select(0u, 1u, (v251 > v248));
    var v253: f32 = select(v251, v248, v252 != 0u);
    var v254: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v255: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v256: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v257: f32 = morph_fma_f32(v253, v256, v255);
    var v258: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v259: f32 = v257 - v258;
    var v260: i32 = bitcast<i32>(v257);
    var v261: i32 = 1262485504;
    var v262: i32 = bitcast<i32>(bitcast<u32>(v260) - bitcast<u32>(v261));
    var v263: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v264: f32 = bitcast<f32>(bitcast<u32>(v259) ^ 0x80000000u);
    var v265: f32 = morph_fma_f32(v264, v263, v253);
    var v266: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v267: f32 = bitcast<f32>(bitcast<u32>(v259) ^ 0x80000000u);
    var v268: f32 = morph_fma_f32(v267, v266, v254);
    var v269: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v270: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v271: f32 = morph_fma_f32(v265, v270, v269);
    var v272: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v273: f32 = morph_fma_f32(v265, v271, v272);
    var v274: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v275: f32 = morph_fma_f32(v265, v273, v274);
    var v276: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v277: f32 = morph_fma_f32(v265, v275, v276);
    var v278: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v279: f32 = morph_fma_f32(v265, v277, v278);
    var v280: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v281: f32 = morph_fma_f32(v265, v279, v280);
    var v282: f32 = v265 * v265;
    var v283: f32 = v282 * v281;
    var v284: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v285: f32 = v284 + v265;
    var v286: f32 = v285 - v284;
    var v287: f32 = v265 - v286;
    var v288: f32 = v285 + v283;
    var v289: f32 = morph_fma_f32(v268, v288, v283);
    var v290: f32 = v287 + v289;
    var v291: f32 = v285 + v290;
    var v292: f32 = v285 - v291;
    var v293: f32 = v292 + v290;
    var v294: i32 = 1;
    var v295: i32 = v262 >> (bitcast<u32>(v294) & 31u);
    var v296: i32 = bitcast<i32>(bitcast<u32>(v262) - bitcast<u32>(v295));
    var v297: i32 = 127;
    var v298: i32 = bitcast<i32>(bitcast<u32>(v296) + bitcast<u32>(v297));
    var v299: i32 = 23;
    var v300: i32 = bitcast<i32>(bitcast<u32>(v298) << (bitcast<u32>(v299) & 31u));
    var v301: f32 = bitcast<f32>(v300);
    var v302: i32 = 127;
    var v303: i32 = bitcast<i32>(bitcast<u32>(v295) + bitcast<u32>(v302));
    var v304: i32 = 23;
    var v305: i32 = bitcast<i32>(bitcast<u32>(v303) << (bitcast<u32>(v304) & 31u));
    var v306: f32 = bitcast<f32>(v305);
    var v307: f32 = v291 * v306;
    var v308: f32 = v307 * v301;
    var v309: f32 = morph_div_f32(v308, v73);
    if (v100 != 0u) {
      var v310: u32 = v9 + v103;
      p_out0[v310] = v309;
    }
    var v311: f32 = v118 - v71;
    var v312: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v313: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v314: u32 = select(0u, 1u, (v311 < v313));
    var v315: f32 = select(v311, v313, v314 != 0u);
    var v316: u32 = select(0u, 1u, (v315 > v312));
    var v317: f32 = select(v315, v312, v316 != 0u);
    var v318: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v319: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v320: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v321: f32 = morph_fma_f32(v317, v320, v319);
    var v322: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v323: f32 = v321 - v322;
    var v324: i32 = bitcast<i32>(v321);
    var v325: i32 = 1262485504;
    var v326: i32 = bitcast<i32>(bitcast<u32>(v324) - bitcast<u32>(v325));
    var v327: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v328: f32 = bitcast<f32>(bitcast<u32>(v323) ^ 0x80000000u);
    var v329: f32 = morph_fma_f32(v328, v327, v317);
    var v330: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v331: f32 = bitcast<f32>(bitcast<u32>(v323) ^ 0x80000000u);
    var v332: f32 = morph_fma_f32(v331, v330, v318);
    var v333: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v334: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v335: f32 = morph_fma_f32(v329, v334, v333);
    var v336: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v337: f32 = morph_fma_f32(v329, v335, v336);
    var v338: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v339: f32 = morph_fma_f32(v329, v337, v338);
    var v340: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v341: f32 = morph_fma_f32(v329, v339, v340);
    var v342: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v343: f32 = morph_fma_f32(v329, v341, v342);
    var v344: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v345: f32 = morph_fma_f32(v329, v343, v344);
    var v346: f32 = v329 * v329;
    var v347: f32 = v346 * v345;
    var v348: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v349: f32 = v348 + v329;
    var v350: f32 = v349 - v348;
    var v351: f32 = v329 - v350;
    var v352: f32 = v349 + v347;
    var v353: f32 = morph_fma_f32(v332, v352, v347);
    var v354: f32 = v351 + v353;
    var v355: f32 = v349 + v354;
    var v356: f32 = v349 - v355;
    var v357: f32 = v356 + v354;
    var v358: i32 = 1;
    var v359: i32 = v326 >> (bitcast<u32>(v358) & 31u);
    var v360: i32 = bitcast<i32>(bitcast<u32>(v326) - bitcast<u32>(v359));
    var v361: i32 = 127;
    var v362: i32 = bitcast<i32>(bitcast<u32>(v360) + bitcast<u32>(v361));
    var v363: i32 = 23;
    var v364: i32 = bitcast<i32>(bitcast<u32>(v362) << (bitcast<u32>(v363) & 31u));
    var v365: f32 = bitcast<f32>(v364);
    var v366: i32 = 127;
    var v367: i32 = bitcast<i32>(bitcast<u32>(v359) + bitcast<u32>(v366));
    var v368: i32 = 23;
    var v369: i32 = bitcast<i32>(bitcast<u32>(v367) << (bitcast<u32>(v368) & 31u));
    var v370: f32 = bitcast<f32>(v369);
    var v371: f32 = v355 * v370;
    var v372: f32 = v371 * v365;
    var v373: f32 = morph_div_f32(v372, v73);
    if (v107 != 0u) {
      var v374: u32 = v9 + v110;
      p_out0[v374] = v373;
    }
  }
}
