// Kernel 'row_fence' printed by Morph for wgsl (key 13788936755222893798).
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

fn morph_min_f32(a_in: f32, b_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  if (a != a) { return a; }
  if (b != b) { return b; }
  if (a < b) { return a; }
  if (b < a) { return b; }
  return select(b, a, (bitcast<u32>(a) & 0x80000000u) != 0u);
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
var<workgroup> sh0_transpose: array<f32, 4608>;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  // sh0_transpose: workgroup shared, declared before main
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_in1_len: u32 = morph_args.p_in1_len;
  let p_in2_len: u32 = morph_args.p_in2_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  var l0: f32 = 0;
  var l1: f32 = 0;
  var l2: f32 = 0;
  var l3: f32 = 0;
  var l4: f32 = 0;
  var l5: f32 = 0;
  var l6: f32 = 0;
  var l7: f32 = 0;
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 128u;
  var v3: u32 = morph_lid3.x;
  var v4: u32 = 2u;
  var v5: u32 = v3 >> (v4 & 31u);
  var v6: u32 = morph_grp.x;
  var v7: u32 = 32u;
  var v8: u32 = v6 * v7;
  var v9: u32 = v8 + v5;
  var v10: u32 = 3u;
  var v11: u32 = v3 & v10;
  var v12: u32 = 1u;
  var v13: u32 = v0 - v12;
  var v14: u32 = select(v13, v9, v9 < v13);
  var v15: u32 = v14 * v2;
  var v16: u32 = 144u;
  var v17: u32 = v5 * v16;
  var v18: u32 = 0u;
  var v19: u32 = 8u;
  var v20: u32 = 1u;
  for (var v21: u32 = v18; v21 < v19; v21 = v21 + v20) {
    var v22: u32 = 4u;
    var v23: u32 = v21 * v22;
    var v24: u32 = v11 + v23;
    var v25: u32 = 4u;
    var v26: u32 = v24 * v25;
    var v27: u32 = v15 + v26;
    var v28: f32 = p_in0[(v27 + 0u)];
    var v29: f32 = p_in0[(v27 + 1u)];
    var v30: f32 = p_in0[(v27 + 2u)];
    var v31: f32 = p_in0[(v27 + 3u)];
    var v32: u32 = 7u;
    var v33: u32 = v24 & v32;
    var v34: u32 = 4u;
    var v35: u32 = v33 * v34;
    var v36: u32 = 3u;
    var v37: u32 = v24 >> (v36 & 31u);
    var v38: u32 = 36u;
    var v39: u32 = v37 * v38;
    var v40: u32 = v17 + v39;
    var v41: u32 = v40 + v35;
    sh0_transpose[v41] = v28;
    var v42: u32 = 1u;
    var v43: u32 = v41 + v42;
    sh0_transpose[v43] = v29;
    var v44: u32 = 2u;
    var v45: u32 = v41 + v44;
    sh0_transpose[v45] = v30;
    var v46: u32 = 3u;
    var v47: u32 = v41 + v46;
    sh0_transpose[v47] = v31;
  }
  storageBarrier(); workgroupBarrier();
  var v48: u32 = 0u;
  var v49: u32 = v11 + v48;
  var v50: u32 = 36u;
  var v51: u32 = v49 * v50;
  var v52: u32 = v17 + v51;
  var v53: f32 = sh0_transpose[v52];
  var v54: u32 = 1u;
  var v55: u32 = v52 + v54;
  var v56: f32 = sh0_transpose[v55];
  var v57: u32 = 2u;
  var v58: u32 = v52 + v57;
  var v59: f32 = sh0_transpose[v58];
  var v60: u32 = 3u;
  var v61: u32 = v52 + v60;
  var v62: f32 = sh0_transpose[v61];
  var v63: u32 = 4u;
  var v64: u32 = v52 + v63;
  var v65: f32 = sh0_transpose[v64];
  var v66: u32 = 5u;
  var v67: u32 = v52 + v66;
  var v68: f32 = sh0_transpose[v67];
  var v69: u32 = 6u;
  var v70: u32 = v52 + v69;
  var v71: f32 = sh0_transpose[v70];
  var v72: u32 = 7u;
  var v73: u32 = v52 + v72;
  var v74: f32 = sh0_transpose[v73];
  var v75: u32 = 8u;
  var v76: u32 = v52 + v75;
  var v77: f32 = sh0_transpose[v76];
  var v78: u32 = 9u;
  var v79: u32 = v52 + v78;
  var v80: f32 = sh0_transpose[v79];
  var v81: u32 = 10u;
  var v82: u32 = v52 + v81;
  var v83: f32 = sh0_transpose[v82];
  var v84: u32 = 11u;
  var v85: u32 = v52 + v84;
  var v86: f32 = sh0_transpose[v85];
  var v87: u32 = 12u;
  var v88: u32 = v52 + v87;
  var v89: f32 = sh0_transpose[v88];
  var v90: u32 = 13u;
  var v91: u32 = v52 + v90;
  var v92: f32 = sh0_transpose[v91];
  var v93: u32 = 14u;
  var v94: u32 = v52 + v93;
  var v95: f32 = sh0_transpose[v94];
  var v96: u32 = 15u;
  var v97: u32 = v52 + v96;
  var v98: f32 = sh0_transpose[v97];
  var v99: u32 = 16u;
  var v100: u32 = v52 + v99;
  var v101: f32 = sh0_transpose[v100];
  var v102: u32 = 17u;
  var v103: u32 = v52 + v102;
  var v104: f32 = sh0_transpose[v103];
  var v105: u32 = 18u;
  var v106: u32 = v52 + v105;
  var v107: f32 = sh0_transpose[v106];
  var v108: u32 = 19u;
  var v109: u32 = v52 + v108;
  var v110: f32 = sh0_transpose[v109];
  var v111: u32 = 20u;
  var v112: u32 = v52 + v111;
  var v113: f32 = sh0_transpose[v112];
  var v114: u32 = 21u;
  var v115: u32 = v52 + v114;
  var v116: f32 = sh0_transpose[v115];
  var v117: u32 = 22u;
  var v118: u32 = v52 + v117;
  var v119: f32 = sh0_transpose[v118];
  var v120: u32 = 23u;
  var v121: u32 = v52 + v120;
  var v122: f32 = sh0_transpose[v121];
  var v123: u32 = 24u;
  var v124: u32 = v52 + v123;
  var v125: f32 = sh0_transpose[v124];
  var v126: u32 = 25u;
  var v127: u32 = v52 + v126;
  var v128: f32 = sh0_transpose[v127];
  var v129: u32 = 26u;
  var v130: u32 = v52 + v129;
  var v131: f32 = sh0_transpose[v130];
  var v132: u32 = 27u;
  var v133: u32 = v52 + v132;
  var v134: f32 = sh0_transpose[v133];
  var v135: u32 = 28u;
  var v136: u32 = v52 + v135;
  var v137: f32 = sh0_transpose[v136];
  var v138: u32 = 29u;
  var v139: u32 = v52 + v138;
  var v140: f32 = sh0_transpose[v139];
  var v141: u32 = 30u;
  var v142: u32 = v52 + v141;
  var v143: f32 = sh0_transpose[v142];
  var v144: u32 = 31u;
  var v145: u32 = v52 + v144;
  var v146: f32 = sh0_transpose[v145];
  var v147: u32 = 0u;
  var v148: u32 = v11 + v147;
  var v149: u32 = 32u;
  var v150: u32 = v148 * v149;
  var v151: f32 = bitcast<f32>(bitcast<u32>(v53) & 0x7fffffffu);
  var v152: f32 = bitcast<f32>(bitcast<u32>(v56) & 0x7fffffffu);
  var v153: f32 = bitcast<f32>(bitcast<u32>(v59) & 0x7fffffffu);
  var v154: f32 = bitcast<f32>(bitcast<u32>(v62) & 0x7fffffffu);
  var v155: f32 = bitcast<f32>(bitcast<u32>(v65) & 0x7fffffffu);
  var v156: f32 = bitcast<f32>(bitcast<u32>(v68) & 0x7fffffffu);
  var v157: f32 = bitcast<f32>(bitcast<u32>(v71) & 0x7fffffffu);
  var v158: f32 = bitcast<f32>(bitcast<u32>(v74) & 0x7fffffffu);
  var v159: f32 = bitcast<f32>(bitcast<u32>(v77) & 0x7fffffffu);
  var v160: f32 = bitcast<f32>(bitcast<u32>(v80) & 0x7fffffffu);
  var v161: f32 = bitcast<f32>(bitcast<u32>(v83) & 0x7fffffffu);
  var v162: f32 = bitcast<f32>(bitcast<u32>(v86) & 0x7fffffffu);
  var v163: f32 = bitcast<f32>(bitcast<u32>(v89) & 0x7fffffffu);
  var v164: f32 = bitcast<f32>(bitcast<u32>(v92) & 0x7fffffffu);
  var v165: f32 = bitcast<f32>(bitcast<u32>(v95) & 0x7fffffffu);
  var v166: f32 = bitcast<f32>(bitcast<u32>(v98) & 0x7fffffffu);
  var v167: f32 = bitcast<f32>(bitcast<u32>(v101) & 0x7fffffffu);
  var v168: f32 = bitcast<f32>(bitcast<u32>(v104) & 0x7fffffffu);
  var v169: f32 = bitcast<f32>(bitcast<u32>(v107) & 0x7fffffffu);
  var v170: f32 = bitcast<f32>(bitcast<u32>(v110) & 0x7fffffffu);
  var v171: f32 = bitcast<f32>(bitcast<u32>(v113) & 0x7fffffffu);
  var v172: f32 = bitcast<f32>(bitcast<u32>(v116) & 0x7fffffffu);
  var v173: f32 = bitcast<f32>(bitcast<u32>(v119) & 0x7fffffffu);
  var v174: f32 = bitcast<f32>(bitcast<u32>(v122) & 0x7fffffffu);
  var v175: f32 = bitcast<f32>(bitcast<u32>(v125) & 0x7fffffffu);
  var v176: f32 = bitcast<f32>(bitcast<u32>(v128) & 0x7fffffffu);
  var v177: f32 = bitcast<f32>(bitcast<u32>(v131) & 0x7fffffffu);
  var v178: f32 = bitcast<f32>(bitcast<u32>(v134) & 0x7fffffffu);
  var v179: f32 = bitcast<f32>(bitcast<u32>(v137) & 0x7fffffffu);
  var v180: f32 = bitcast<f32>(bitcast<u32>(v140) & 0x7fffffffu);
  var v181: f32 = bitcast<f32>(bitcast<u32>(v143) & 0x7fffffffu);
  var v182: f32 = bitcast<f32>(bitcast<u32>(v146) & 0x7fffffffu);
  var v183: u32 = bitcast<u32>(v167);
  var v184: u32 = bitcast<u32>(v151);
  var v185: u32 = select(v184, v183, v184 < v183);
  var v186: f32 = bitcast<f32>(v185);
  var v187: u32 = bitcast<u32>(v168);
  var v188: u32 = bitcast<u32>(v152);
  var v189: u32 = select(v188, v187, v188 < v187);
  var v190: f32 = bitcast<f32>(v189);
  var v191: u32 = bitcast<u32>(v169);
  var v192: u32 = bitcast<u32>(v153);
  var v193: u32 = select(v192, v191, v192 < v191);
  var v194: f32 = bitcast<f32>(v193);
  var v195: u32 = bitcast<u32>(v170);
  var v196: u32 = bitcast<u32>(v154);
  var v197: u32 = select(v196, v195, v196 < v195);
  var v198: f32 = bitcast<f32>(v197);
  var v199: u32 = bitcast<u32>(v171);
  var v200: u32 = bitcast<u32>(v155);
  var v201: u32 = select(v200, v199, v200 < v199);
  var v202: f32 = bitcast<f32>(v201);
  var v203: u32 = bitcast<u32>(v172);
  var v204: u32 = bitcast<u32>(v156);
  var v205: u32 = select(v204, v203, v204 < v203);
  var v206: f32 = bitcast<f32>(v205);
  var v207: u32 = bitcast<u32>(v173);
  var v208: u32 = bitcast<u32>(v157);
  var v209: u32 = select(v208, v207, v208 < v207);
  var v210: f32 = bitcast<f32>(v209);
  var v211: u32 = bitcast<u32>(v174);
  var v212: u32 = bitcast<u32>(v158);
  var v213: u32 = select(v212, v211, v212 < v211);
  var v214: f32 = bitcast<f32>(v213);
  var v215: u32 = bitcast<u32>(v175);
  var v216: u32 = bitcast<u32>(v159);
  var v217: u32 = select(v216, v215, v216 < v215);
  var v218: f32 = bitcast<f32>(v217);
  var v219: u32 = bitcast<u32>(v176);
  var v220: u32 = bitcast<u32>(v160);
  var v221: u32 = select(v220, v219, v220 < v219);
  var v222: f32 = bitcast<f32>(v221);
  var v223: u32 = bitcast<u32>(v177);
  var v224: u32 = bitcast<u32>(v161);
  var v225: u32 = select(v224, v223, v224 < v223);
  var v226: f32 = bitcast<f32>(v225);
  var v227: u32 = bitcast<u32>(v178);
  var v228: u32 = bitcast<u32>(v162);
  var v229: u32 = select(v228, v227, v228 < v227);
  var v230: f32 = bitcast<f32>(v229);
  var v231: u32 = bitcast<u32>(v179);
  var v232: u32 = bitcast<u32>(v163);
  var v233: u32 = select(v232, v231, v232 < v231);
  var v234: f32 = bitcast<f32>(v233);
  var v235: u32 = bitcast<u32>(v180);
  var v236: u32 = bitcast<u32>(v164);
  var v237: u32 = select(v236, v235, v236 < v235);
  var v238: f32 = bitcast<f32>(v237);
  var v239: u32 = bitcast<u32>(v181);
  var v240: u32 = bitcast<u32>(v165);
  var v241: u32 = select(v240, v239, v240 < v239);
  var v242: f32 = bitcast<f32>(v241);
  var v243: u32 = bitcast<u32>(v182);
  var v244: u32 = bitcast<u32>(v166);
  var v245: u32 = select(v244, v243, v244 < v243);
  var v246: f32 = bitcast<f32>(v245);
  var v247: u32 = bitcast<u32>(v218);
  var v248: u32 = bitcast<u32>(v186);
  var v249: u32 = select(v248, v247, v248 < v247);
  var v250: f32 = bitcast<f32>(v249);
  var v251: u32 = bitcast<u32>(v222);
  var v252: u32 = bitcast<u32>(v190);
  var v253: u32 = select(v252, v251, v252 < v251);
  var v254: f32 = bitcast<f32>(v253);
  var v255: u32 = bitcast<u32>(v226);
  var v256: u32 = bitcast<u32>(v194);
  var v257: u32 = select(v256, v255, v256 < v255);
  var v258: f32 = bitcast<f32>(v257);
  var v259: u32 = bitcast<u32>(v230);
  var v260: u32 = bitcast<u32>(v198);
  var v261: u32 = select(v260, v259, v260 < v259);
  var v262: f32 = bitcast<f32>(v261);
  var v263: u32 = bitcast<u32>(v234);
  var v264: u32 = bitcast<u32>(v202);
  var v265: u32 = select(v264, v263, v264 < v263);
  var v266: f32 = bitcast<f32>(v265);
  var v267: u32 = bitcast<u32>(v238);
  var v268: u32 = bitcast<u32>(v206);
  var v269: u32 = select(v268, v267, v268 < v267);
  var v270: f32 = bitcast<f32>(v269);
  var v271: u32 = bitcast<u32>(v242);
  var v272: u32 = bitcast<u32>(v210);
  var v273: u32 = select(v272, v271, v272 < v271);
  var v274: f32 = bitcast<f32>(v273);
  var v275: u32 = bitcast<u32>(v246);
  var v276: u32 = bitcast<u32>(v214);
  var v277: u32 = select(v276, v275, v276 < v275);
  var v278: f32 = bitcast<f32>(v277);
  var v279: u32 = bitcast<u32>(v266);
  var v280: u32 = bitcast<u32>(v250);
  var v281: u32 = select(v280, v279, v280 < v279);
  var v282: f32 = bitcast<f32>(v281);
  var v283: u32 = bitcast<u32>(v270);
  var v284: u32 = bitcast<u32>(v254);
  var v285: u32 = select(v284, v283, v284 < v283);
  var v286: f32 = bitcast<f32>(v285);
  var v287: u32 = bitcast<u32>(v274);
  var v288: u32 = bitcast<u32>(v258);
  var v289: u32 = select(v288, v287, v288 < v287);
  var v290: f32 = bitcast<f32>(v289);
  var v291: u32 = bitcast<u32>(v278);
  var v292: u32 = bitcast<u32>(v262);
  var v293: u32 = select(v292, v291, v292 < v291);
  var v294: f32 = bitcast<f32>(v293);
  var v295: u32 = bitcast<u32>(v290);
  var v296: u32 = bitcast<u32>(v282);
  var v297: u32 = select(v296, v295, v296 < v295);
  var v298: f32 = bitcast<f32>(v297);
  var v299: u32 = bitcast<u32>(v294);
  var v300: u32 = bitcast<u32>(v286);
  var v301: u32 = select(v300, v299, v300 < v299);
  var v302: f32 = bitcast<f32>(v301);
  var v303: u32 = bitcast<u32>(v302);
  var v304: u32 = bitcast<u32>(v298);
  var v305: u32 = select(v304, v303, v304 < v303);
  var v306: f32 = bitcast<f32>(v305);
  var v307: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v306);
  storageBarrier(); workgroupBarrier();
  var v308: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v307 & 31u))]);
  morph_sgh ^= 1024u;
  var v309: u32 = bitcast<u32>(v308);
  var v310: u32 = bitcast<u32>(v306);
  var v311: u32 = select(v310, v309, v310 < v309);
  var v312: f32 = bitcast<f32>(v311);
  var v313: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v312);
  storageBarrier(); workgroupBarrier();
  var v314: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v313 & 31u))]);
  morph_sgh ^= 1024u;
  var v315: u32 = bitcast<u32>(v314);
  var v316: u32 = bitcast<u32>(v312);
  var v317: u32 = select(v316, v315, v316 < v315);
  var v318: f32 = bitcast<f32>(v317);
  var v319: f32 = bitcast<f32>(0x53800000u) /* 1.09951163e+12 */;
  var v320: f32 = v318 - v319;
  var v321: f32 = bitcast<f32>(0x37000000u) /* 7.62939453e-06 */;
  var v322: f32 = v320 * v321;
  var v323: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v324: f32 = morph_max_f32(v322, v323);
  var v325: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v326: f32 = morph_min_f32(v324, v325);
  var v327: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v328: f32 = v327 - v326;
  var v329: f32 = bitcast<f32>(0x13800000u) /* 3.23117427e-27 */;
  var v330: f32 = morph_max_f32(v328, v329);
  var v331: u32 = 0u;
  var v332: u32 = v11 + v331;
  var v333: u32 = 32u;
  var v334: u32 = v332 * v333;
  var v335: f32 = v53 * v330;
  var v336: f32 = v335 * v335;
  var v337: f32 = v56 * v330;
  var v338: f32 = v337 * v337;
  var v339: f32 = v59 * v330;
  var v340: f32 = v339 * v339;
  var v341: f32 = v62 * v330;
  var v342: f32 = v341 * v341;
  var v343: f32 = v65 * v330;
  var v344: f32 = v343 * v343;
  var v345: f32 = v68 * v330;
  var v346: f32 = v345 * v345;
  var v347: f32 = v71 * v330;
  var v348: f32 = v347 * v347;
  var v349: f32 = v74 * v330;
  var v350: f32 = v349 * v349;
  var v351: f32 = v77 * v330;
  var v352: f32 = v351 * v351;
  var v353: f32 = v80 * v330;
  var v354: f32 = v353 * v353;
  var v355: f32 = v83 * v330;
  var v356: f32 = v355 * v355;
  var v357: f32 = v86 * v330;
  var v358: f32 = v357 * v357;
  var v359: f32 = v89 * v330;
  var v360: f32 = v359 * v359;
  var v361: f32 = v92 * v330;
  var v362: f32 = v361 * v361;
  var v363: f32 = v95 * v330;
  var v364: f32 = v363 * v363;
  var v365: f32 = v98 * v330;
  var v366: f32 = v365 * v365;
  var v367: f32 = v101 * v330;
  var v368: f32 = v367 * v367;
  var v369: f32 = v104 * v330;
  var v370: f32 = v369 * v369;
  var v371: f32 = v107 * v330;
  var v372: f32 = v371 * v371;
  var v373: f32 = v110 * v330;
  var v374: f32 = v373 * v373;
  var v375: f32 = v113 * v330;
  var v376: f32 = v375 * v375;
  var v377: f32 = v116 * v330;
  var v378: f32 = v377 * v377;
  var v379: f32 = v119 * v330;
  var v380: f32 = v379 * v379;
  var v381: f32 = v122 * v330;
  var v382: f32 = v381 * v381;
  var v383: f32 = v125 * v330;
  var v384: f32 = v383 * v383;
  var v385: f32 = v128 * v330;
  var v386: f32 = v385 * v385;
  var v387: f32 = v131 * v330;
  var v388: f32 = v387 * v387;
  var v389: f32 = v134 * v330;
  var v390: f32 = v389 * v389;
  var v391: f32 = v137 * v330;
  var v392: f32 = v391 * v391;
  var v393: f32 = v140 * v330;
  var v394: f32 = v393 * v393;
  var v395: f32 = v143 * v330;
  var v396: f32 = v395 * v395;
  var v397: f32 = v146 * v330;
  var v398: f32 = v397 * v397;
  var v399: f32 = v336 + v368;
  var v400: f32 = v338 + v370;
  var v401: f32 = v340 + v372;
  var v402: f32 = v342 + v374;
  var v403: f32 = v344 + v376;
  var v404: f32 = v346 + v378;
  var v405: f32 = v348 + v380;
  var v406: f32 = v350 + v382;
  var v407: f32 = v352 + v384;
  var v408: f32 = v354 + v386;
  var v409: f32 = v356 + v388;
  var v410: f32 = v358 + v390;
  var v411: f32 = v360 + v392;
  var v412: f32 = v362 + v394;
  var v413: f32 = v364 + v396;
  var v414: f32 = v366 + v398;
  var v415: f32 = v399 + v407;
  var v416: f32 = v400 + v408;
  var v417: f32 = v401 + v409;
  var v418: f32 = v402 + v410;
  var v419: f32 = v403 + v411;
  var v420: f32 = v404 + v412;
  var v421: f32 = v405 + v413;
  var v422: f32 = v406 + v414;
  var v423: f32 = v415 + v419;
  var v424: f32 = v416 + v420;
  var v425: f32 = v417 + v421;
  var v426: f32 = v418 + v422;
  var v427: f32 = v423 + v425;
  var v428: f32 = v424 + v426;
  var v429: f32 = v427 + v428;
  var v430: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v429);
  storageBarrier(); workgroupBarrier();
  var v431: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v430 & 31u))]);
  morph_sgh ^= 1024u;
  var v432: f32 = v429 + v431;
  var v433: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v432);
  storageBarrier(); workgroupBarrier();
  var v434: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v433 & 31u))]);
  morph_sgh ^= 1024u;
  var v435: f32 = v432 + v434;
  var v436: f32 = bitcast<f32>(0x358637bdu) /* 9.99999997e-07 */;
  var v437: f32 = v436 * v330;
  var v438: f32 = v437 * v330;
  var v439: f32 = bitcast<f32>(0x43000000u) /* 128 */;
  var v440: f32 = bitcast<f32>(0x3c000000u) /* 0.0078125 */;
  var v441: f32 = v435 * v440;
  var v442: f32 = v441 + v438;
  var v443: f32 = bitcast<f32>(0x00800000u) /* 1.17549435e-38 */;
  var v444: u32 = select(0u, 1u, (v442 < v443));
  var v445: f32 = bitcast<f32>(0x4b800000u) /* 16777216 */;
  var v446: f32 = v442 * v445;
  var v447: f32 = select(v442, v446, v444 != 0u);
  var v448: i32 = 0;
  var v449: i32 = 12;
  var v450: i32 = select(v448, v449, v444 != 0u);
  var v451: i32 = bitcast<i32>(v447);
  var v452: i32 = 23;
  var v453: i32 = v451 >> (bitcast<u32>(v452) & 31u);
  var v454: i32 = 127;
  var v455: i32 = bitcast<i32>(bitcast<u32>(v453) - bitcast<u32>(v454));
  var v456: i32 = 1;
  var v457: i32 = v455 >> (bitcast<u32>(v456) & 31u);
  var v458: i32 = bitcast<i32>(bitcast<u32>(v457) + bitcast<u32>(v457));
  var v459: i32 = bitcast<i32>(bitcast<u32>(v455) - bitcast<u32>(v458));
  var v460: i32 = 127;
  var v461: i32 = bitcast<i32>(bitcast<u32>(v459) + bitcast<u32>(v460));
  var v462: i32 = 23;
  var v463: i32 = bitcast<i32>(bitcast<u32>(v461) << (bitcast<u32>(v462) & 31u));
  var v464: i32 = 8388607;
  var v465: i32 = v451 & v464;
  var v466: i32 = v465 | v463;
  var v467: f32 = bitcast<f32>(v466);
  var v468: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v469: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v470: f32 = v469 * v467;
  var v471: i32 = bitcast<i32>(v467);
  var v472: i32 = 1;
  var v473: i32 = v471 >> (bitcast<u32>(v472) & 31u);
  var v474: i32 = 1597463174;
  var v475: i32 = bitcast<i32>(bitcast<u32>(v474) - bitcast<u32>(v473));
  var v476: f32 = bitcast<f32>(v475);
  var v477: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v478: f32 = v476 * v476;
  var v479: f32 = bitcast<f32>(bitcast<u32>(v470) ^ 0x80000000u);
  var v480: f32 = morph_fma_f32(v479, v478, v477);
  var v481: f32 = v476 * v480;
  var v482: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v483: f32 = v481 * v481;
  var v484: f32 = bitcast<f32>(bitcast<u32>(v470) ^ 0x80000000u);
  var v485: f32 = morph_fma_f32(v484, v483, v482);
  var v486: f32 = v481 * v485;
  var v487: f32 = v486 * v486;
  var v488: f32 = bitcast<f32>(bitcast<u32>(v487) ^ 0x80000000u);
  var v489: f32 = morph_fma_f32(v486, v486, v488);
  var v490: f32 = bitcast<f32>(bitcast<u32>(v467) ^ 0x80000000u);
  var v491: f32 = morph_fma_f32(v490, v487, v468);
  var v492: f32 = bitcast<f32>(bitcast<u32>(v467) ^ 0x80000000u);
  var v493: f32 = morph_fma_f32(v492, v489, v491);
  var v494: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v495: f32 = v494 * v486;
  var v496: f32 = morph_fma_f32(v495, v493, v486);
  var v497: i32 = bitcast<i32>(bitcast<u32>(v450) - bitcast<u32>(v457));
  var v498: i32 = 127;
  var v499: i32 = bitcast<i32>(bitcast<u32>(v497) + bitcast<u32>(v498));
  var v500: i32 = 23;
  var v501: i32 = bitcast<i32>(bitcast<u32>(v499) << (bitcast<u32>(v500) & 31u));
  var v502: f32 = bitcast<f32>(v501);
  var v503: f32 = v496 * v502;
  var v504: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v505: f32 = bitcast<f32>(0x7f800000u) /* inf */;
  var v506: u32 = select(0u, 1u, (v442 == v505));
  var v507: f32 = select(v503, v504, v506 != 0u);
  var v508: u32 = bitcast<u32>(v442);
  var v509: u32 = 2139095040u;
  var v510: u32 = v508 | v509;
  var v511: f32 = bitcast<f32>(v510);
  var v512: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v513: u32 = select(0u, 1u, (v442 == v512));
  var v514: f32 = select(v507, v511, v513 != 0u);
  var v515: f32 = bitcast<f32>(0x7fc00000u) /* nan */;
  var v516: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v517: u32 = select(0u, 1u, (v442 < v516));
  var v518: u32 = select(0u, 1u, (v442 != v442));
  var v519: u32 = v517 | v518;
  var v520: f32 = select(v514, v515, v519 != 0u);
  var v521: f32 = v520 * v330;
  var v522: u32 = select(0u, 1u, (v9 < v0));
  var v523: u32 = 0u;
  var v524: u32 = 4u;
  var v525: u32 = v523 * v524;
  var v526: u32 = v11 + v525;
  var v527: u32 = 4u;
  var v528: u32 = v526 * v527;
  var v529: f32 = p_in1[(v528 + 0u)];
  var v530: f32 = p_in1[(v528 + 1u)];
  var v531: f32 = p_in1[(v528 + 2u)];
  var v532: f32 = p_in1[(v528 + 3u)];
  l0 = v529;
  l1 = v530;
  l2 = v531;
  l3 = v532;
  var v533: u32 = 0u;
  var v534: u32 = 4u;
  var v535: u32 = v533 * v534;
  var v536: u32 = v11 + v535;
  var v537: u32 = 4u;
  var v538: u32 = v536 * v537;
  var v539: u32 = v15 + v538;
  var v540: f32 = p_in2[(v539 + 0u)];
  var v541: f32 = p_in2[(v539 + 1u)];
  var v542: f32 = p_in2[(v539 + 2u)];
  var v543: f32 = p_in2[(v539 + 3u)];
  l4 = v540;
  l5 = v541;
  l6 = v542;
  l7 = v543;
  var v544: u32 = 0u;
  var v545: u32 = 8u;
  var v546: u32 = 1u;
  for (var v547: u32 = v544; v547 < v545; v547 = v547 + v546) {
    var v548: u32 = 4u;
    var v549: u32 = v547 * v548;
    var v550: u32 = v11 + v549;
    var v551: u32 = 4u;
    var v552: u32 = v550 * v551;
    var v553: f32 = l0;
    var v554: f32 = l1;
    var v555: f32 = l2;
    var v556: f32 = l3;
    var v557: f32 = l4;
    var v558: f32 = l5;
    var v559: f32 = l6;
    var v560: f32 = l7;
    var v561: u32 = 4u;
    var v562: u32 = v547 * v561;
    var v563: u32 = v11 + v562;
    var v564: u32 = 7u;
    var v565: u32 = v563 & v564;
    var v566: u32 = 4u;
    var v567: u32 = v565 * v566;
    var v568: u32 = 3u;
    var v569: u32 = v563 >> (v568 & 31u);
    var v570: u32 = 36u;
    var v571: u32 = v569 * v570;
    var v572: u32 = v17 + v571;
    var v573: u32 = v572 + v567;
    var v574: f32 = sh0_transpose[v573];
    var v575: u32 = 1u;
    var v576: u32 = v573 + v575;
    var v577: f32 = sh0_transpose[v576];
    var v578: u32 = 2u;
    var v579: u32 = v573 + v578;
    var v580: f32 = sh0_transpose[v579];
    var v581: u32 = 3u;
    var v582: u32 = v573 + v581;
    var v583: f32 = sh0_transpose[v582];
    var v584: u32 = 7u;
    var v585: u32 = 1u;
    var v586: u32 = v547 + v585;
    var v587: u32 = select(v584, v586, v586 < v584);
    var v588: u32 = 4u;
    var v589: u32 = v587 * v588;
    var v590: u32 = v11 + v589;
    var v591: u32 = 4u;
    var v592: u32 = v590 * v591;
    var v593: f32 = p_in1[(v592 + 0u)];
    var v594: f32 = p_in1[(v592 + 1u)];
    var v595: f32 = p_in1[(v592 + 2u)];
    var v596: f32 = p_in1[(v592 + 3u)];
    l0 = v593;
    l1 = v594;
    l2 = v595;
    l3 = v596;
    var v597: u32 = v15 + v592;
    var v598: f32 = p_in2[(v597 + 0u)];
    var v599: f32 = p_in2[(v597 + 1u)];
    var v600: f32 = p_in2[(v597 + 2u)];
    var v601: f32 = p_in2[(v597 + 3u)];
    l4 = v598;
    l5 = v599;
    l6 = v600;
    l7 = v601;
    var v602: f32 = v574 * v521;
    var v603: f32 = v602 * v553;
    var v605: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v606: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v607: u32 = select(0u, 1u, (v557 >= v606));
    var v608: f32 = select(v605, v557, v607 != 0u);
    var v609: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v610: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v611: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v612: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v613: u32 = select(0u, 1u, (v608 <= v612));
    var v614: f32 = select(v611, v608, v613 != 0u);
    var v615: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v616: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v617: f32 = morph_fma_f32(v614, v616, v615);
    var v618: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v619: f32 = v617 - v618;
    var v620: i32 = bitcast<i32>(v617);
    var v621: i32 = 1262485504;
    var v622: i32 = bitcast<i32>(bitcast<u32>(v620) - bitcast<u32>(v621));
    var v623: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v624: f32 = morph_fma_f32(v619, v623, v614);
    var v625: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v626: f32 = morph_fma_f32(v619, v625, v609);
    var v627: f32 = v624 + v626;
    var v628: f32 = bitcast<f32>(bitcast<u32>(v627) ^ 0x80000000u);
    var v629: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v630: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v631: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v632: f32 = morph_fma_f32(v628, v631, v630);
    var v633: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v634: f32 = morph_fma_f32(v628, v632, v633);
    var v635: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v636: f32 = morph_fma_f32(v628, v634, v635);
    var v637: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v638: f32 = morph_fma_f32(v628, v636, v637);
    var v639: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v640: f32 = morph_fma_f32(v628, v638, v639);
    var v641: f32 = v628 * v628;
    var v642: f32 = morph_fma_f32(v641, v640, v628);
    var v643: f32 = v629 + v642;
    var v644: f32 = v643 - v629;
    var v645: f32 = v642 - v644;
    var v646: i32 = 0;
    var v647: u32 = select(0u, 1u, (v622 > v646));
    var v648: i32 = 126;
    var v649: i32 = 0;
    var v650: i32 = bitcast<i32>(bitcast<u32>(v649) - bitcast<u32>(v622));
    var v651: i32 = select(v650, v622, v647 != 0u);
    var v652: i32 = select(v648, v651, v651 < v648);
    var v653: i32 = 0;
    var v654: i32 = bitcast<i32>(bitcast<u32>(v653) - bitcast<u32>(v652));
    var v655: i32 = 127;
    var v656: i32 = bitcast<i32>(bitcast<u32>(v654) + bitcast<u32>(v655));
    var v657: i32 = 23;
    var v658: i32 = bitcast<i32>(bitcast<u32>(v656) << (bitcast<u32>(v657) & 31u));
    var v659: f32 = bitcast<f32>(v658);
    var v660: f32 = select(v610, v643, v647 != 0u);
    var v661: f32 = v643 * v659;
    var v662: f32 = select(v661, v659, v647 != 0u);
    var v663: f32 = v645 * v659;
    var v664: f32 = select(v663, v645, v647 != 0u);
    var v665: f32 = v660 + v662;
    var v666: f32 = v665 - v660;
    var v667: f32 = v662 - v666;
    var v668: f32 = v667 + v664;
    var v669: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v670: f32 = morph_div_f32(v669, v665);
    var v671: f32 = v608 * v670;
    var v672: f32 = bitcast<f32>(bitcast<u32>(v608) ^ 0x80000000u);
    var v673: f32 = morph_fma_f32(v671, v665, v672);
    var v674: f32 = morph_fma_f32(v671, v668, v673);
    var v675: f32 = bitcast<f32>(bitcast<u32>(v670) ^ 0x80000000u);
    var v676: f32 = morph_fma_f32(v674, v675, v671);
    var v677: i32 = 0;
    var v678: i32 = 126;
    var v679: i32 = bitcast<i32>(bitcast<u32>(v622) - bitcast<u32>(v678));
    var v680: i32 = select(v679, v677, v679 < v677);
    var v681: i32 = 0;
    var v682: i32 = bitcast<i32>(bitcast<u32>(v681) - bitcast<u32>(v680));
    var v683: i32 = 127;
    var v684: i32 = bitcast<i32>(bitcast<u32>(v682) + bitcast<u32>(v683));
    var v685: i32 = 23;
    var v686: i32 = bitcast<i32>(bitcast<u32>(v684) << (bitcast<u32>(v685) & 31u));
    var v687: f32 = bitcast<f32>(v686);
    var v688: f32 = select(v610, v659, v647 != 0u);
    var v689: f32 = v676 * v687;
    var v690: f32 = v689 * v688;
    var v691: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v692: u32 = select(0u, 1u, (v557 < v691));
    var v693: f32 = select(v557, v690, v692 != 0u);
    var v604: f32 = v693;
    var v1041: f32 = v603 * v604;
    var v1042: f32 = v577 * v521;
    var v1043: f32 = v1042 * v554;
    var v1045: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1046: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1047: u32 = select(0u, 1u, (v558 >= v1046));
    var v1048: f32 = select(v1045, v558, v1047 != 0u);
    var v1049: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1050: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1051: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1052: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1053: u32 = select(0u, 1u, (v1048 <= v1052));
    var v1054: f32 = select(v1051, v1048, v1053 != 0u);
    var v1055: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1056: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1057: f32 = morph_fma_f32(v1054, v1056, v1055);
    var v1058: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1059: f32 = v1057 - v1058;
    var v1060: i32 = bitcast<i32>(v1057);
    var v1061: i32 = 1262485504;
    var v1062: i32 = bitcast<i32>(bitcast<u32>(v1060) - bitcast<u32>(v1061));
    var v1063: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1064: f32 = morph_fma_f32(v1059, v1063, v1054);
    var v1065: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1066: f32 = morph_fma_f32(v1059, v1065, v1049);
    var v1067: f32 = v1064 + v1066;
    var v1068: f32 = bitcast<f32>(bitcast<u32>(v1067) ^ 0x80000000u);
    var v1069: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1070: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1071: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1072: f32 = morph_fma_f32(v1068, v1071, v1070);
    var v1073: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1074: f32 = morph_fma_f32(v1068, v1072, v1073);
    var v1075: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1076: f32 = morph_fma_f32(v1068, v1074, v1075);
    var v1077: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1078: f32 = morph_fma_f32(v1068, v1076, v1077);
    var v1079: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1080: f32 = morph_fma_f32(v1068, v1078, v1079);
    var v1081: f32 = v1068 * v1068;
    var v1082: f32 = morph_fma_f32(v1081, v1080, v1068);
    var v1083: f32 = v1069 + v1082;
    var v1084: f32 = v1083 - v1069;
    var v1085: f32 = v1082 - v1084;
    var v1086: i32 = 0;
    var v1087: u32 = select(0u, 1u, (v1062 > v1086));
    var v1088: i32 = 126;
    var v1089: i32 = 0;
    var v1090: i32 = bitcast<i32>(bitcast<u32>(v1089) - bitcast<u32>(v1062));
    var v1091: i32 = select(v1090, v1062, v1087 != 0u);
    var v1092: i32 = select(v1088, v1091, v1091 < v1088);
    var v1093: i32 = 0;
    var v1094: i32 = bitcast<i32>(bitcast<u32>(v1093) - bitcast<u32>(v1092));
    var v1095: i32 = 127;
    var v1096: i32 = bitcast<i32>(bitcast<u32>(v1094) + bitcast<u32>(v1095));
    var v1097: i32 = 23;
    var v1098: i32 = bitcast<i32>(bitcast<u32>(v1096) << (bitcast<u32>(v1097) & 31u));
    var v1099: f32 = bitcast<f32>(v1098);
    var v1100: f32 = select(v1050, v1083, v1087 != 0u);
    var v1101: f32 = v1083 * v1099;
    var v1102: f32 = select(v1101, v1099, v1087 != 0u);
    var v1103: f32 = v1085 * v1099;
    var v1104: f32 = select(v1103, v1085, v1087 != 0u);
    var v1105: f32 = v1100 + v1102;
    var v1106: f32 = v1105 - v1100;
    var v1107: f32 = v1102 - v1106;
    var v1108: f32 = v1107 + v1104;
    var v1109: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1110: f32 = morph_div_f32(v1109, v1105);
    var v1111: f32 = v1048 * v1110;
    var v1112: f32 = bitcast<f32>(bitcast<u32>(v1048) ^ 0x80000000u);
    var v1113: f32 = morph_fma_f32(v1111, v1105, v1112);
    var v1114: f32 = morph_fma_f32(v1111, v1108, v1113);
    var v1115: f32 = bitcast<f32>(bitcast<u32>(v1110) ^ 0x80000000u);
    var v1116: f32 = morph_fma_f32(v1114, v1115, v1111);
    var v1117: i32 = 0;
    var v1118: i32 = 126;
    var v1119: i32 = bitcast<i32>(bitcast<u32>(v1062) - bitcast<u32>(v1118));
    var v1120: i32 = select(v1119, v1117, v1119 < v1117);
    var v1121: i32 = 0;
    var v1122: i32 = bitcast<i32>(bitcast<u32>(v1121) - bitcast<u32>(v1120));
    var v1123: i32 = 127;
    var v1124: i32 = bitcast<i32>(bitcast<u32>(v1122) + bitcast<u32>(v1123));
    var v1125: i32 = 23;
    var v1126: i32 = bitcast<i32>(bitcast<u32>(v1124) << (bitcast<u32>(v1125) & 31u));
    var v1127: f32 = bitcast<f32>(v1126);
    var v1128: f32 = select(v1050, v1099, v1087 != 0u);
    var v1129: f32 = v1116 * v1127;
    var v1130: f32 = v1129 * v1128;
    var v1131: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1132: u32 = select(0u, 1u, (v558 < v1131));
    var v1133: f32 = select(v558, v1130, v1132 != 0u);
    var v1044: f32 = v1133;
    var v1481: f32 = v1043 * v1044;
    var v1482: f32 = v580 * v521;
    var v1483: f32 = v1482 * v555;
    var v1485: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1486: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1487: u32 = select(0u, 1u, (v559 >= v1486));
    var v1488: f32 = select(v1485, v559, v1487 != 0u);
    var v1489: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1490: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1491: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1492: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1493: u32 = select(0u, 1u, (v1488 <= v1492));
    var v1494: f32 = select(v1491, v1488, v1493 != 0u);
    var v1495: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1496: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1497: f32 = morph_fma_f32(v1494, v1496, v1495);
    var v1498: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1499: f32 = v1497 - v1498;
    var v1500: i32 = bitcast<i32>(v1497);
    var v1501: i32 = 1262485504;
    var v1502: i32 = bitcast<i32>(bitcast<u32>(v1500) - bitcast<u32>(v1501));
    var v1503: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1504: f32 = morph_fma_f32(v1499, v1503, v1494);
    var v1505: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1506: f32 = morph_fma_f32(v1499, v1505, v1489);
    var v1507: f32 = v1504 + v1506;
    var v1508: f32 = bitcast<f32>(bitcast<u32>(v1507) ^ 0x80000000u);
    var v1509: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1510: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1511: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1512: f32 = morph_fma_f32(v1508, v1511, v1510);
    var v1513: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1514: f32 = morph_fma_f32(v1508, v1512, v1513);
    var v1515: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1516: f32 = morph_fma_f32(v1508, v1514, v1515);
    var v1517: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1518: f32 = morph_fma_f32(v1508, v1516, v1517);
    var v1519: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1520: f32 = morph_fma_f32(v1508, v1518, v1519);
    var v1521: f32 = v1508 * v1508;
    var v1522: f32 = morph_fma_f32(v1521, v1520, v1508);
    var v1523: f32 = v1509 + v1522;
    var v1524: f32 = v1523 - v1509;
    var v1525: f32 = v1522 - v1524;
    var v1526: i32 = 0;
    var v1527: u32 = select(0u, 1u, (v1502 > v1526));
    var v1528: i32 = 126;
    var v1529: i32 = 0;
    var v1530: i32 = bitcast<i32>(bitcast<u32>(v1529) - bitcast<u32>(v1502));
    var v1531: i32 = select(v1530, v1502, v1527 != 0u);
    var v1532: i32 = select(v1528, v1531, v1531 < v1528);
    var v1533: i32 = 0;
    var v1534: i32 = bitcast<i32>(bitcast<u32>(v1533) - bitcast<u32>(v1532));
    var v1535: i32 = 127;
    var v1536: i32 = bitcast<i32>(bitcast<u32>(v1534) + bitcast<u32>(v1535));
    var v1537: i32 = 23;
    var v1538: i32 = bitcast<i32>(bitcast<u32>(v1536) << (bitcast<u32>(v1537) & 31u));
    var v1539: f32 = bitcast<f32>(v1538);
    var v1540: f32 = select(v1490, v1523, v1527 != 0u);
    var v1541: f32 = v1523 * v1539;
    var v1542: f32 = select(v1541, v1539, v1527 != 0u);
    var v1543: f32 = v1525 * v1539;
    var v1544: f32 = select(v1543, v1525, v1527 != 0u);
    var v1545: f32 = v1540 + v1542;
    var v1546: f32 = v1545 - v1540;
    var v1547: f32 = v1542 - v1546;
    var v1548: f32 = v1547 + v1544;
    var v1549: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1550: f32 = morph_div_f32(v1549, v1545);
    var v1551: f32 = v1488 * v1550;
    var v1552: f32 = bitcast<f32>(bitcast<u32>(v1488) ^ 0x80000000u);
    var v1553: f32 = morph_fma_f32(v1551, v1545, v1552);
    var v1554: f32 = morph_fma_f32(v1551, v1548, v1553);
    var v1555: f32 = bitcast<f32>(bitcast<u32>(v1550) ^ 0x80000000u);
    var v1556: f32 = morph_fma_f32(v1554, v1555, v1551);
    var v1557: i32 = 0;
    var v1558: i32 = 126;
    var v1559: i32 = bitcast<i32>(bitcast<u32>(v1502) - bitcast<u32>(v1558));
    var v1560: i32 = select(v1559, v1557, v1559 < v1557);
    var v1561: i32 = 0;
    var v1562: i32 = bitcast<i32>(bitcast<u32>(v1561) - bitcast<u32>(v1560));
    var v1563: i32 = 127;
    var v1564: i32 = bitcast<i32>(bitcast<u32>(v1562) + bitcast<u32>(v1563));
    var v1565: i32 = 23;
    var v1566: i32 = bitcast<i32>(bitcast<u32>(v1564) << (bitcast<u32>(v1565) & 31u));
    var v1567: f32 = bitcast<f32>(v1566);
    var v1568: f32 = select(v1490, v1539, v1527 != 0u);
    var v1569: f32 = v1556 * v1567;
    var v1570: f32 = v1569 * v1568;
    var v1571: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v1572: u32 = select(0u, 1u, (v559 < v1571));
    var v1573: f32 = select(v559, v1570, v1572 != 0u);
    var v1484: f32 = v1573;
    var v1921: f32 = v1483 * v1484;
    var v1922: f32 = v583 * v521;
    var v1923: f32 = v1922 * v556;
    var v1925: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1926: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v1927: u32 = select(0u, 1u, (v560 >= v1926));
    var v1928: f32 = select(v1925, v560, v1927 != 0u);
    var v1929: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v1930: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1931: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1932: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v1933: u32 = select(0u, 1u, (v1928 <= v1932));
    var v1934: f32 = select(v1931, v1928, v1933 != 0u);
    var v1935: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1936: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v1937: f32 = morph_fma_f32(v1934, v1936, v1935);
    var v1938: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v1939: f32 = v1937 - v1938;
    var v1940: i32 = bitcast<i32>(v1937);
    var v1941: i32 = 1262485504;
    var v1942: i32 = bitcast<i32>(bitcast<u32>(v1940) - bitcast<u32>(v1941));
    var v1943: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v1944: f32 = morph_fma_f32(v1939, v1943, v1934);
    var v1945: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v1946: f32 = morph_fma_f32(v1939, v1945, v1929);
    var v1947: f32 = v1944 + v1946;
    var v1948: f32 = bitcast<f32>(bitcast<u32>(v1947) ^ 0x80000000u);
    var v1949: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1950: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v1951: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v1952: f32 = morph_fma_f32(v1948, v1951, v1950);
    var v1953: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v1954: f32 = morph_fma_f32(v1948, v1952, v1953);
    var v1955: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v1956: f32 = morph_fma_f32(v1948, v1954, v1955);
    var v1957: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v1958: f32 = morph_fma_f32(v1948, v1956, v1957);
    var v1959: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v1960: f32 = morph_fma_f32(v1948, v1958, v1959);
    var v1961: f32 = v1948 * v1948;
    var v1962: f32 = morph_fma_f32(v1961, v1960, v1948);
    var v1963: f32 = v1949 + v1962;
    var v1964: f32 = v1963 - v1949;
    var v1965: f32 = v1962 - v1964;
    var v1966: i32 = 0;
    var v1967: u32 = select(0u, 1u, (v1942 > v1966));
    var v1968: i32 = 126;
    var v1969: i32 = 0;
    var v1970: i32 = bitcast<i32>(bitcast<u32>(v1969) - bitcast<u32>(v1942));
    var v1971: i32 = select(v1970, v1942, v1967 != 0u);
    var v1972: i32 = select(v1968, v1971, v1971 < v1968);
    var v1973: i32 = 0;
    var v1974: i32 = bitcast<i32>(bitcast<u32>(v1973) - bitcast<u32>(v1972));
    var v1975: i32 = 127;
    var v1976: i32 = bitcast<i32>(bitcast<u32>(v1974) + bitcast<u32>(v1975));
    var v1977: i32 = 23;
    var v1978: i32 = bitcast<i32>(bitcast<u32>(v1976) << (bitcast<u32>(v1977) & 31u));
    var v1979: f32 = bitcast<f32>(v1978);
    var v1980: f32 = select(v1930, v1963, v1967 != 0u);
    var v1981: f32 = v1963 * v1979;
    var v1982: f32 = select(v1981, v1979, v1967 != 0u);
    var v1983: f32 = v1965 * v1979;
    var v1984: f32 = select(v1983, v1965, v1967 != 0u);
    var v1985: f32 = v1980 + v1982;
    var v1986: f32 = v1985 - v1980;
    var v1987: f32 = v1982 - v1986;
    var v1988: f32 = v1987 + v1984;
    var v1989: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v1990: f32 = morph_div_f32(v1989, v1985);
    var v1991: f32 = v1928 * v1990;
    var v1992: f32 = bitcast<f32>(bitcast<u32>(v1928) ^ 0x80000000u);
    var v1993: f32 = morph_fma_f32(v1991, v1985, v1992);
    var v1994: f32 = morph_fma_f32(v1991, v1988, v1993);
    var v1995: f32 = bitcast<f32>(bitcast<u32>(v1990) ^ 0x80000000u);
    var v1996: f32 = morph_fma_f32(v1994, v1995, v1991);
    var v1997: i32 = 0;
    var v1998: i32 = 126;
    var v1999: i32 = bitcast<i32>(bitcast<u32>(v1942) - bitcast<u32>(v1998));
    var v2000: i32 = select(v1999, v1997, v1999 < v1997);
    var v2001: i32 = 0;
    var v2002: i32 = bitcast<i32>(bitcast<u32>(v2001) - bitcast<u32>(v2000));
    var v2003: i32 = 127;
    var v2004: i32 = bitcast<i32>(bitcast<u32>(v2002) + bitcast<u32>(v2003));
    var v2005: i32 = 23;
    var v2006: i32 = bitcast<i32>(bitcast<u32>(v2004) << (bitcast<u32>(v2005) & 31u));
    var v2007: f32 = bitcast<f32>(v2006);
    var v2008: f32 = select(v1930, v1979, v1967 != 0u);
    var v2009: f32 = v1996 * v2007;
    var v2010: f32 = v2009 * v2008;
    var v2011: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v2012: u32 = select(0u, 1u, (v560 < v2011));
    var v2013: f32 = select(v560, v2010, v2012 != 0u);
    var v1924: f32 = v2013;
    var v2361: f32 = v1923 * v1924;
    if (v522 != 0u) {
      var v2362: u32 = v15 + v552;
      p_out0[(v2362 + 0u)] = v1041;
      p_out0[(v2362 + 1u)] = v1481;
      p_out0[(v2362 + 2u)] = v1921;
      p_out0[(v2362 + 3u)] = v2361;
    }
  }
}
