// Kernel 'row_fence_split' printed by Morph for wgsl (key 12668488368738236767).
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
    var v121: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v122: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v123: u32 = select(0u, 1u, (v119 < v122));
    var v124: f32 = select(v119, v122, v123 != 0u);
    var v125: u32 = select(0u, 1u, (v124 > v121));
    var v126: f32 = select(v124, v121, v125 != 0u);
    var v127: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v128: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v129: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v130: f32 = morph_fma_f32(v126, v129, v128);
    var v131: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v132: f32 = v130 - v131;
    var v133: i32 = bitcast<i32>(v130);
    var v134: i32 = 1262485504;
    var v135: i32 = bitcast<i32>(bitcast<u32>(v133) - bitcast<u32>(v134));
    var v136: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v137: f32 = bitcast<f32>(bitcast<u32>(v132) ^ 0x80000000u);
    var v138: f32 = morph_fma_f32(v137, v136, v126);
    var v139: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v140: f32 = bitcast<f32>(bitcast<u32>(v132) ^ 0x80000000u);
    var v141: f32 = morph_fma_f32(v140, v139, v127);
    var v142: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v143: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v144: f32 = morph_fma_f32(v138, v143, v142);
    var v145: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v146: f32 = morph_fma_f32(v138, v144, v145);
    var v147: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v148: f32 = morph_fma_f32(v138, v146, v147);
    var v149: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v150: f32 = morph_fma_f32(v138, v148, v149);
    var v151: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v152: f32 = morph_fma_f32(v138, v150, v151);
    var v153: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v154: f32 = morph_fma_f32(v138, v152, v153);
    var v155: f32 = v138 * v138;
    var v156: f32 = v155 * v154;
    var v157: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v158: f32 = v157 + v138;
    var v159: f32 = v158 - v157;
    var v160: f32 = v138 - v159;
    var v161: f32 = v158 + v156;
    var v162: f32 = morph_fma_f32(v141, v161, v156);
    var v163: f32 = v160 + v162;
    var v164: f32 = v158 + v163;
    var v165: f32 = v158 - v164;
    var v166: f32 = v165 + v163;
    var v167: i32 = 1;
    var v168: i32 = v135 >> (bitcast<u32>(v167) & 31u);
    var v169: i32 = bitcast<i32>(bitcast<u32>(v135) - bitcast<u32>(v168));
    var v170: i32 = 127;
    var v171: i32 = bitcast<i32>(bitcast<u32>(v169) + bitcast<u32>(v170));
    var v172: i32 = 23;
    var v173: i32 = bitcast<i32>(bitcast<u32>(v171) << (bitcast<u32>(v172) & 31u));
    var v174: f32 = bitcast<f32>(v173);
    var v175: i32 = 127;
    var v176: i32 = bitcast<i32>(bitcast<u32>(v168) + bitcast<u32>(v175));
    var v177: i32 = 23;
    var v178: i32 = bitcast<i32>(bitcast<u32>(v176) << (bitcast<u32>(v177) & 31u));
    var v179: f32 = bitcast<f32>(v178);
    var v180: f32 = v164 * v179;
    var v181: f32 = v180 * v174;
    var v120: f32 = v181;
    var v252: f32 = morph_div_f32(v120, v73);
    var v253: u32 = v9 + v87;
    p_out0[v253] = v252;
    var v254: f32 = v114 - v71;
    var v256: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v257: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v258: u32 = select(0u, 1u, (v254 < v257));
    var v259: f32 = select(v254, v257, v258 != 0u);
    var v260: u32 = select(0u, 1u, (v259 > v256));
    var v261: f32 = select(v259, v256, v260 != 0u);
    var v262: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v263: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v264: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v265: f32 = morph_fma_f32(v261, v264, v263);
    var v266: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v267: f32 = v265 - v266;
    var v268: i32 = bitcast<i32>(v265);
    var v269: i32 = 1262485504;
    var v270: i32 = bitcast<i32>(bitcast<u32>(v268) - bitcast<u32>(v269));
    var v271: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v272: f32 = bitcast<f32>(bitcast<u32>(v267) ^ 0x80000000u);
    var v273: f32 = morph_fma_f32(v272, v271, v261);
    var v274: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v275: f32 = bitcast<f32>(bitcast<u32>(v267) ^ 0x80000000u);
    var v276: f32 = morph_fma_f32(v275, v274, v262);
    var v277: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v278: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v279: f32 = morph_fma_f32(v273, v278, v277);
    var v280: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v281: f32 = morph_fma_f32(v273, v279, v280);
    var v282: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v283: f32 = morph_fma_f32(v273, v281, v282);
    var v284: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v285: f32 = morph_fma_f32(v273, v283, v284);
    var v286: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v287: f32 = morph_fma_f32(v273, v285, v286);
    var v288: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v289: f32 = morph_fma_f32(v273, v287, v288);
    var v290: f32 = v273 * v273;
    var v291: f32 = v290 * v289;
    var v292: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v293: f32 = v292 + v273;
    var v294: f32 = v293 - v292;
    var v295: f32 = v273 - v294;
    var v296: f32 = v293 + v291;
    var v297: f32 = morph_fma_f32(v276, v296, v291);
    var v298: f32 = v295 + v297;
    var v299: f32 = v293 + v298;
    var v300: f32 = v293 - v299;
    var v301: f32 = v300 + v298;
    var v302: i32 = 1;
    var v303: i32 = v270 >> (bitcast<u32>(v302) & 31u);
    var v304: i32 = bitcast<i32>(bitcast<u32>(v270) - bitcast<u32>(v303));
    var v305: i32 = 127;
    var v306: i32 = bitcast<i32>(bitcast<u32>(v304) + bitcast<u32>(v305));
    var v307: i32 = 23;
    var v308: i32 = bitcast<i32>(bitcast<u32>(v306) << (bitcast<u32>(v307) & 31u));
    var v309: f32 = bitcast<f32>(v308);
    var v310: i32 = 127;
    var v311: i32 = bitcast<i32>(bitcast<u32>(v303) + bitcast<u32>(v310));
    var v312: i32 = 23;
    var v313: i32 = bitcast<i32>(bitcast<u32>(v311) << (bitcast<u32>(v312) & 31u));
    var v314: f32 = bitcast<f32>(v313);
    var v315: f32 = v299 * v314;
    var v316: f32 = v315 * v309;
    var v255: f32 = v316;
    var v387: f32 = morph_div_f32(v255, v73);
    if (v93 != 0u) {
      var v388: u32 = v9 + v96;
      p_out0[v388] = v387;
    }
    var v389: f32 = v116 - v71;
    var v391: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v392: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v393: u32 = select(0u, 1u, (v389 < v392));
    var v394: f32 = select(v389, v392, v393 != 0u);
    var v395: u32 = select(0u, 1u, (v394 > v391));
    var v396: f32 = select(v394, v391, v395 != 0u);
    var v397: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v398: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v399: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v400: f32 = morph_fma_f32(v396, v399, v398);
    var v401: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v402: f32 = v400 - v401;
    var v403: i32 = bitcast<i32>(v400);
    var v404: i32 = 1262485504;
    var v405: i32 = bitcast<i32>(bitcast<u32>(v403) - bitcast<u32>(v404));
    var v406: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v407: f32 = bitcast<f32>(bitcast<u32>(v402) ^ 0x80000000u);
    var v408: f32 = morph_fma_f32(v407, v406, v396);
    var v409: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v410: f32 = bitcast<f32>(bitcast<u32>(v402) ^ 0x80000000u);
    var v411: f32 = morph_fma_f32(v410, v409, v397);
    var v412: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v413: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v414: f32 = morph_fma_f32(v408, v413, v412);
    var v415: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v416: f32 = morph_fma_f32(v408, v414, v415);
    var v417: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v418: f32 = morph_fma_f32(v408, v416, v417);
    var v419: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v420: f32 = morph_fma_f32(v408, v418, v419);
    var v421: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v422: f32 = morph_fma_f32(v408, v420, v421);
    var v423: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v424: f32 = morph_fma_f32(v408, v422, v423);
    var v425: f32 = v408 * v408;
    var v426: f32 = v425 * v424;
    var v427: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v428: f32 = v427 + v408;
    var v429: f32 = v428 - v427;
    var v430: f32 = v408 - v429;
    var v431: f32 = v428 + v426;
    var v432: f32 = morph_fma_f32(v411, v431, v426);
    var v433: f32 = v430 + v432;
    var v434: f32 = v428 + v433;
    var v435: f32 = v428 - v434;
    var v436: f32 = v435 + v433;
    var v437: i32 = 1;
    var v438: i32 = v405 >> (bitcast<u32>(v437) & 31u);
    var v439: i32 = bitcast<i32>(bitcast<u32>(v405) - bitcast<u32>(v438));
    var v440: i32 = 127;
    var v441: i32 = bitcast<i32>(bitcast<u32>(v439) + bitcast<u32>(v440));
    var v442: i32 = 23;
    var v443: i32 = bitcast<i32>(bitcast<u32>(v441) << (bitcast<u32>(v442) & 31u));
    var v444: f32 = bitcast<f32>(v443);
    var v445: i32 = 127;
    var v446: i32 = bitcast<i32>(bitcast<u32>(v438) + bitcast<u32>(v445));
    var v447: i32 = 23;
    var v448: i32 = bitcast<i32>(bitcast<u32>(v446) << (bitcast<u32>(v447) & 31u));
    var v449: f32 = bitcast<f32>(v448);
    var v450: f32 = v434 * v449;
    var v451: f32 = v450 * v444;
    var v390: f32 = v451;
    var v522: f32 = morph_div_f32(v390, v73);
    if (v100 != 0u) {
      var v523: u32 = v9 + v103;
      p_out0[v523] = v522;
    }
    var v524: f32 = v118 - v71;
    var v526: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v527: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v528: u32 = select(0u, 1u, (v524 < v527));
    var v529: f32 = select(v524, v527, v528 != 0u);
    var v530: u32 = select(0u, 1u, (v529 > v526));
    var v531: f32 = select(v529, v526, v530 != 0u);
    var v532: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v533: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v534: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v535: f32 = morph_fma_f32(v531, v534, v533);
    var v536: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v537: f32 = v535 - v536;
    var v538: i32 = bitcast<i32>(v535);
    var v539: i32 = 1262485504;
    var v540: i32 = bitcast<i32>(bitcast<u32>(v538) - bitcast<u32>(v539));
    var v541: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v542: f32 = bitcast<f32>(bitcast<u32>(v537) ^ 0x80000000u);
    var v543: f32 = morph_fma_f32(v542, v541, v531);
    var v544: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v545: f32 = bitcast<f32>(bitcast<u32>(v537) ^ 0x80000000u);
    var v546: f32 = morph_fma_f32(v545, v544, v532);
    var v547: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v548: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v549: f32 = morph_fma_f32(v543, v548, v547);
    var v550: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v551: f32 = morph_fma_f32(v543, v549, v550);
    var v552: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v553: f32 = morph_fma_f32(v543, v551, v552);
    var v554: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v555: f32 = morph_fma_f32(v543, v553, v554);
    var v556: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v557: f32 = morph_fma_f32(v543, v555, v556);
    var v558: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v559: f32 = morph_fma_f32(v543, v557, v558);
    var v560: f32 = v543 * v543;
    var v561: f32 = v560 * v559;
    var v562: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v563: f32 = v562 + v543;
    var v564: f32 = v563 - v562;
    var v565: f32 = v543 - v564;
    var v566: f32 = v563 + v561;
    var v567: f32 = morph_fma_f32(v546, v566, v561);
    var v568: f32 = v565 + v567;
    var v569: f32 = v563 + v568;
    var v570: f32 = v563 - v569;
    var v571: f32 = v570 + v568;
    var v572: i32 = 1;
    var v573: i32 = v540 >> (bitcast<u32>(v572) & 31u);
    var v574: i32 = bitcast<i32>(bitcast<u32>(v540) - bitcast<u32>(v573));
    var v575: i32 = 127;
    var v576: i32 = bitcast<i32>(bitcast<u32>(v574) + bitcast<u32>(v575));
    var v577: i32 = 23;
    var v578: i32 = bitcast<i32>(bitcast<u32>(v576) << (bitcast<u32>(v577) & 31u));
    var v579: f32 = bitcast<f32>(v578);
    var v580: i32 = 127;
    var v581: i32 = bitcast<i32>(bitcast<u32>(v573) + bitcast<u32>(v580));
    var v582: i32 = 23;
    var v583: i32 = bitcast<i32>(bitcast<u32>(v581) << (bitcast<u32>(v582) & 31u));
    var v584: f32 = bitcast<f32>(v583);
    var v585: f32 = v569 * v584;
    var v586: f32 = v585 * v579;
    var v525: f32 = v586;
    var v657: f32 = morph_div_f32(v525, v73);
    if (v107 != 0u) {
      var v658: u32 = v9 + v110;
      p_out0[v658] = v657;
    }
  }
}
