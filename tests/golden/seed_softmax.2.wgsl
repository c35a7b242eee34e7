// Kernel 'row_fence_split' printed by Morph for wgsl (key 12430361378753385757).
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

@group(0) @binding(0) var<storage, read> p_in0: array<f32>;
@group(0) @binding(1) var<storage, read> p_out0: array<f32>;
@group(0) @binding(2) var<storage, read_write> p_partials: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_out0_len: u32,
  p_partials_len: u32,
  p_rows: u32,
  p_cols: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
var<workgroup> sh0_stage: array<f32, 5120>;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  // sh0_stage: workgroup shared, declared before main
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_partials_len: u32 = morph_args.p_partials_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  var l0: f32 = 0;
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
  var v45: f32 = bitcast<f32>(0xff7fffffu) /* -3.40282347e+38 */;
  var v46: f32 = morph_max_f32(v44, v45);
  var v47: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l0 = v47;
  var v48: u32 = 1023u;
  var v49: u32 = v2 + v48;
  var v50: u32 = 10u;
  var v51: u32 = v49 >> (v50 & 31u);
  var v52: u32 = 1u;
  var v53: u32 = v2 - v52;
  var v54: u32 = 160u;
  var v55: u32 = 0u;
  for (var v56: u32 = v55; v56 < v51; v56 = select(v56 + v54, v51, v56 > 4294967295u - v54)) {
    var v57: u32 = v56 + v16;
    var v58: u32 = 0u;
    var v59: u32 = v57 + v58;
    var v60: u32 = 1024u;
    var v61: u32 = v59 * v60;
    var v62: u32 = v19 + v61;
    var v63: f32 = bitcast<f32>(0x80000000u) /* -0 */;
    var v64: u32 = select(v53, v62, v62 < v53);
    var v65: u32 = v9 + v64;
    var v66: f32 = p_in0[v65];
    var v67: f32 = v66 - v46;
    var v69: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v70: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v71: u32 = select(0u, 1u, (v67 < v70));
    var v72: f32 = select(v67, v70, v71 != 0u);
    var v73: u32 = select(0u, 1u, (v72 > v69));
    var v74: f32 = select(v72, v69, v73 != 0u);
    var v75: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v76: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v77: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v78: f32 = morph_fma_f32(v74, v77, v76);
    var v79: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v80: f32 = v78 - v79;
    var v81: i32 = bitcast<i32>(v78);
    var v82: i32 = 1262485504;
    var v83: i32 = bitcast<i32>(bitcast<u32>(v81) - bitcast<u32>(v82));
    var v84: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v85: f32 = bitcast<f32>(bitcast<u32>(v80) ^ 0x80000000u);
    var v86: f32 = morph_fma_f32(v85, v84, v74);
    var v87: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v88: f32 = bitcast<f32>(bitcast<u32>(v80) ^ 0x80000000u);
    var v89: f32 = morph_fma_f32(v88, v87, v75);
    var v90: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v91: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v92: f32 = morph_fma_f32(v86, v91, v90);
    var v93: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v94: f32 = morph_fma_f32(v86, v92, v93);
    var v95: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v96: f32 = morph_fma_f32(v86, v94, v95);
    var v97: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v98: f32 = morph_fma_f32(v86, v96, v97);
    var v99: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v100: f32 = morph_fma_f32(v86, v98, v99);
    var v101: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v102: f32 = morph_fma_f32(v86, v100, v101);
    var v103: f32 = v86 * v86;
    var v104: f32 = v103 * v102;
    var v105: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v106: f32 = v105 + v86;
    var v107: f32 = v106 - v105;
    var v108: f32 = v86 - v107;
    var v109: f32 = v106 + v104;
    var v110: f32 = morph_fma_f32(v89, v109, v104);
    var v111: f32 = v108 + v110;
    var v112: f32 = v106 + v111;
    var v113: f32 = v106 - v112;
    var v114: f32 = v113 + v111;
    var v115: i32 = 1;
    var v116: i32 = v83 >> (bitcast<u32>(v115) & 31u);
    var v117: i32 = bitcast<i32>(bitcast<u32>(v83) - bitcast<u32>(v116));
    var v118: i32 = 127;
    var v119: i32 = bitcast<i32>(bitcast<u32>(v117) + bitcast<u32>(v118));
    var v120: i32 = 23;
    var v121: i32 = bitcast<i32>(bitcast<u32>(v119) << (bitcast<u32>(v120) & 31u));
    var v122: f32 = bitcast<f32>(v121);
    var v123: i32 = 127;
    var v124: i32 = bitcast<i32>(bitcast<u32>(v116) + bitcast<u32>(v123));
    var v125: i32 = 23;
    var v126: i32 = bitcast<i32>(bitcast<u32>(v124) << (bitcast<u32>(v125) & 31u));
    var v127: f32 = bitcast<f32>(v126);
    var v128: f32 = v112 * v127;
    var v129: f32 = v128 * v122;
    var v68: f32 = v129;
    var v200: u32 = select(0u, 1u, (v62 < v2));
    var v201: f32 = select(v63, v68, v200 != 0u);
    var v202: u32 = v56 + v16;
    var v203: u32 = 32u;
    var v204: u32 = v202 + v203;
    var v205: u32 = 1024u;
    var v206: u32 = v204 * v205;
    var v207: u32 = v19 + v206;
    var v208: f32 = bitcast<f32>(0x80000000u) /* -0 */;
    var v209: u32 = select(v53, v207, v207 < v53);
    var v210: u32 = v9 + v209;
    var v211: f32 = p_in0[v210];
    var v212: f32 = v211 - v46;
    var v214: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v215: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v216: u32 = select(0u, 1u, (v212 < v215));
    var v217: f32 = select(v212, v215, v216 != 0u);
    var v218: u32 = select(0u, 1u, (v217 > v214));
    var v219: f32 = select(v217, v214, v218 != 0u);
    var v220: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v221: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v222: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v223: f32 = morph_fma_f32(v219, v222, v221);
    var v224: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v225: f32 = v223 - v224;
    var v226: i32 = bitcast<i32>(v223);
    var v227: i32 = 1262485504;
    var v228: i32 = bitcast<i32>(bitcast<u32>(v226) - bitcast<u32>(v227));
    var v229: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v230: f32 = bitcast<f32>(bitcast<u32>(v225) ^ 0x80000000u);
    var v231: f32 = morph_fma_f32(v230, v229, v219);
    var v232: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v233: f32 = bitcast<f32>(bitcast<u32>(v225) ^ 0x80000000u);
    var v234: f32 = morph_fma_f32(v233, v232, v220);
    var v235: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v236: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v237: f32 = morph_fma_f32(v231, v236, v235);
    var v238: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v239: f32 = morph_fma_f32(v231, v237, v238);
    var v240: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v241: f32 = morph_fma_f32(v231, v239, v240);
    var v242: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v243: f32 = morph_fma_f32(v231, v241, v242);
    var v244: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v245: f32 = morph_fma_f32(v231, v243, v244);
    var v246: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v247: f32 = morph_fma_f32(v231, v245, v246);
    var v248: f32 = v231 * v231;
    var v249: f32 = v248 * v247;
    var v250: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v251: f32 = v250 + v231;
    var v252: f32 = v251 - v250;
    var v253: f32 = v231 - v252;
    var v254: f32 = v251 + v249;
    var v255: f32 = morph_fma_f32(v234, v254, v249);
    var v256: f32 = v253 + v255;
    var v257: f32 = v251 + v256;
    var v258: f32 = v251 - v257;
    var v259: f32 = v258 + v256;
    var v260: i32 = 1;
    var v261: i32 = v228 >> (bitcast<u32>(v260) & 31u);
    var v262: i32 = bitcast<i32>(bitcast<u32>(v228) - bitcast<u32>(v261));
    var v263: i32 = 127;
    var v264: i32 = bitcast<i32>(bitcast<u32>(v262) + bitcast<u32>(v263));
    var v265: i32 = 23;
    var v266: i32 = bitcast<i32>(bitcast<u32>(v264) << (bitcast<u32>(v265) & 31u));
    var v267: f32 = bitcast<f32>(v266);
    var v268: i32 = 127;
    var v269: i32 = bitcast<i32>(bitcast<u32>(v261) + bitcast<u32>(v268));
    var v270: i32 = 23;
    var v271: i32 = bitcast<i32>(bitcast<u32>(v269) << (bitcast<u32>(v270) & 31u));
    var v272: f32 = bitcast<f32>(v271);
    var v273: f32 = v257 * v272;
    var v274: f32 = v273 * v267;
    var v213: f32 = v274;
    var v345: u32 = select(0u, 1u, (v207 < v2));
    var v346: f32 = select(v208, v213, v345 != 0u);
    var v347: u32 = v56 + v16;
    var v348: u32 = 64u;
    var v349: u32 = v347 + v348;
    var v350: u32 = 1024u;
    var v351: u32 = v349 * v350;
    var v352: u32 = v19 + v351;
    var v353: f32 = bitcast<f32>(0x80000000u) /* -0 */;
    var v354: u32 = select(v53, v352, v352 < v53);
    var v355: u32 = v9 + v354;
    var v356: f32 = p_in0[v355];
    var v357: f32 = v356 - v46;
    var v359: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v360: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v361: u32 = select(0u, 1u, (v357 < v360));
    var v362: f32 = select(v357, v360, v361 != 0u);
    var v363: u32 = select(0u, 1u, (v362 > v359));
    var v364: f32 = select(v362, v359, v363 != 0u);
    var v365: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v366: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v367: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v368: f32 = morph_fma_f32(v364, v367, v366);
    var v369: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v370: f32 = v368 - v369;
    var v371: i32 = bitcast<i32>(v368);
    var v372: i32 = 1262485504;
    var v373: i32 = bitcast<i32>(bitcast<u32>(v371) - bitcast<u32>(v372));
    var v374: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v375: f32 = bitcast<f32>(bitcast<u32>(v370) ^ 0x80000000u);
    var v376: f32 = morph_fma_f32(v375, v374, v364);
    var v377: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v378: f32 = bitcast<f32>(bitcast<u32>(v370) ^ 0x80000000u);
    var v379: f32 = morph_fma_f32(v378, v377, v365);
    var v380: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v381: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v382: f32 = morph_fma_f32(v376, v381, v380);
    var v383: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v384: f32 = morph_fma_f32(v376, v382, v383);
    var v385: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v386: f32 = morph_fma_f32(v376, v384, v385);
    var v387: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v388: f32 = morph_fma_f32(v376, v386, v387);
    var v389: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v390: f32 = morph_fma_f32(v376, v388, v389);
    var v391: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v392: f32 = morph_fma_f32(v376, v390, v391);
    var v393: f32 = v376 * v376;
    var v394: f32 = v393 * v392;
    var v395: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v396: f32 = v395 + v376;
    var v397: f32 = v396 - v395;
    var v398: f32 = v376 - v397;
    var v399: f32 = v396 + v394;
    var v400: f32 = morph_fma_f32(v379, v399, v394);
    var v401: f32 = v398 + v400;
    var v402: f32 = v396 + v401;
    var v403: f32 = v396 - v402;
    var v404: f32 = v403 + v401;
    var v405: i32 = 1;
    var v406: i32 = v373 >> (bitcast<u32>(v405) & 31u);
    var v407: i32 = bitcast<i32>(bitcast<u32>(v373) - bitcast<u32>(v406));
    var v408: i32 = 127;
    var v409: i32 = bitcast<i32>(bitcast<u32>(v407) + bitcast<u32>(v408));
    var v410: i32 = 23;
    var v411: i32 = bitcast<i32>(bitcast<u32>(v409) << (bitcast<u32>(v410) & 31u));
    var v412: f32 = bitcast<f32>(v411);
    var v413: i32 = 127;
    var v414: i32 = bitcast<i32>(bitcast<u32>(v406) + bitcast<u32>(v413));
    var v415: i32 = 23;
    var v416: i32 = bitcast<i32>(bitcast<u32>(v414) << (bitcast<u32>(v415) & 31u));
    var v417: f32 = bitcast<f32>(v416);
    var v418: f32 = v402 * v417;
    var v419: f32 = v418 * v412;
    var v358: f32 = v419;
    var v490: u32 = select(0u, 1u, (v352 < v2));
    var v491: f32 = select(v353, v358, v490 != 0u);
    var v492: u32 = v56 + v16;
    var v493: u32 = 96u;
    var v494: u32 = v492 + v493;
    var v495: u32 = 1024u;
    var v496: u32 = v494 * v495;
    var v497: u32 = v19 + v496;
    var v498: f32 = bitcast<f32>(0x80000000u) /* -0 */;
    var v499: u32 = select(v53, v497, v497 < v53);
    var v500: u32 = v9 + v499;
    var v501: f32 = p_in0[v500];
    var v502: f32 = v501 - v46;
    var v504: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v505: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v506: u32 = select(0u, 1u, (v502 < v505));
    var v507: f32 = select(v502, v505, v506 != 0u);
    var v508: u32 = select(0u, 1u, (v507 > v504));
    var v509: f32 = select(v507, v504, v508 != 0u);
    var v510: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v511: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v512: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v513: f32 = morph_fma_f32(v509, v512, v511);
    var v514: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v515: f32 = v513 - v514;
    var v516: i32 = bitcast<i32>(v513);
    var v517: i32 = 1262485504;
    var v518: i32 = bitcast<i32>(bitcast<u32>(v516) - bitcast<u32>(v517));
    var v519: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v520: f32 = bitcast<f32>(bitcast<u32>(v515) ^ 0x80000000u);
    var v521: f32 = morph_fma_f32(v520, v519, v509);
    var v522: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v523: f32 = bitcast<f32>(bitcast<u32>(v515) ^ 0x80000000u);
    var v524: f32 = morph_fma_f32(v523, v522, v510);
    var v525: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v526: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v527: f32 = morph_fma_f32(v521, v526, v525);
    var v528: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v529: f32 = morph_fma_f32(v521, v527, v528);
    var v530: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v531: f32 = morph_fma_f32(v521, v529, v530);
    var v532: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v533: f32 = morph_fma_f32(v521, v531, v532);
    var v534: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v535: f32 = morph_fma_f32(v521, v533, v534);
    var v536: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v537: f32 = morph_fma_f32(v521, v535, v536);
    var v538: f32 = v521 * v521;
    var v539: f32 = v538 * v537;
    var v540: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v541: f32 = v540 + v521;
    var v542: f32 = v541 - v540;
    var v543: f32 = v521 - v542;
    var v544: f32 = v541 + v539;
    var v545: f32 = morph_fma_f32(v524, v544, v539);
    var v546: f32 = v543 + v545;
    var v547: f32 = v541 + v546;
    var v548: f32 = v541 - v547;
    var v549: f32 = v548 + v546;
    var v550: i32 = 1;
    var v551: i32 = v518 >> (bitcast<u32>(v550) & 31u);
    var v552: i32 = bitcast<i32>(bitcast<u32>(v518) - bitcast<u32>(v551));
    var v553: i32 = 127;
    var v554: i32 = bitcast<i32>(bitcast<u32>(v552) + bitcast<u32>(v553));
    var v555: i32 = 23;
    var v556: i32 = bitcast<i32>(bitcast<u32>(v554) << (bitcast<u32>(v555) & 31u));
    var v557: f32 = bitcast<f32>(v556);
    var v558: i32 = 127;
    var v559: i32 = bitcast<i32>(bitcast<u32>(v551) + bitcast<u32>(v558));
    var v560: i32 = 23;
    var v561: i32 = bitcast<i32>(bitcast<u32>(v559) << (bitcast<u32>(v560) & 31u));
    var v562: f32 = bitcast<f32>(v561);
    var v563: f32 = v547 * v562;
    var v564: f32 = v563 * v557;
    var v503: f32 = v564;
    var v635: u32 = select(0u, 1u, (v497 < v2));
    var v636: f32 = select(v498, v503, v635 != 0u);
    var v637: u32 = v56 + v16;
    var v638: u32 = 128u;
    var v639: u32 = v637 + v638;
    var v640: u32 = 1024u;
    var v641: u32 = v639 * v640;
    var v642: u32 = v19 + v641;
    var v643: f32 = bitcast<f32>(0x80000000u) /* -0 */;
    var v644: u32 = select(v53, v642, v642 < v53);
    var v645: u32 = v9 + v644;
    var v646: f32 = p_in0[v645];
    var v647: f32 = v646 - v46;
    var v649: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v650: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v651: u32 = select(0u, 1u, (v647 < v650));
    var v652: f32 = select(v647, v650, v651 != 0u);
    var v653: u32 = select(0u, 1u, (v652 > v649));
    var v654: f32 = select(v652, v649, v653 != 0u);
    var v655: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v656: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v657: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v658: f32 = morph_fma_f32(v654, v657, v656);
    var v659: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v660: f32 = v658 - v659;
    var v661: i32 = bitcast<i32>(v658);
    var v662: i32 = 1262485504;
    var v663: i32 = bitcast<i32>(bitcast<u32>(v661) - bitcast<u32>(v662));
    var v664: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v665: f32 = bitcast<f32>(bitcast<u32>(v660) ^ 0x80000000u);
    var v666: f32 = morph_fma_f32(v665, v664, v654);
    var v667: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v668: f32 = bitcast<f32>(bitcast<u32>(v660) ^ 0x80000000u);
    var v669: f32 = morph_fma_f32(v668, v667, v655);
    var v670: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v671: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
    var v672: f32 = morph_fma_f32(v666, v671, v670);
    var v673: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v674: f32 = morph_fma_f32(v666, v672, v673);
    var v675: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v676: f32 = morph_fma_f32(v666, v674, v675);
    var v677: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v678: f32 = morph_fma_f32(v666, v676, v677);
    var v679: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v680: f32 = morph_fma_f32(v666, v678, v679);
    var v681: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v682: f32 = morph_fma_f32(v666, v680, v681);
    var v683: f32 = v666 * v666;
    var v684: f32 = v683 * v682;
    var v685: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v686: f32 = v685 + v666;
    var v687: f32 = v686 - v685;
    var v688: f32 = v666 - v687;
    var v689: f32 = v686 + v684;
    var v690: f32 = morph_fma_f32(v669, v689, v684);
    var v691: f32 = v688 + v690;
    var v692: f32 = v686 + v691;
    var v693: f32 = v686 - v692;
    var v694: f32 = v693 + v691;
    var v695: i32 = 1;
    var v696: i32 = v663 >> (bitcast<u32>(v695) & 31u);
    var v697: i32 = bitcast<i32>(bitcast<u32>(v663) - bitcast<u32>(v696));
    var v698: i32 = 127;
    var v699: i32 = bitcast<i32>(bitcast<u32>(v697) + bitcast<u32>(v698));
    var v700: i32 = 23;
    var v701: i32 = bitcast<i32>(bitcast<u32>(v699) << (bitcast<u32>(v700) & 31u));
    var v702: f32 = bitcast<f32>(v701);
    var v703: i32 = 127;
    var v704: i32 = bitcast<i32>(bitcast<u32>(v696) + bitcast<u32>(v703));
    var v705: i32 = 23;
    var v706: i32 = bitcast<i32>(bitcast<u32>(v704) << (bitcast<u32>(v705) & 31u));
    var v707: f32 = bitcast<f32>(v706);
    var v708: f32 = v692 * v707;
    var v709: f32 = v708 * v702;
    var v648: f32 = v709;
    var v780: u32 = select(0u, 1u, (v642 < v2));
    var v781: f32 = select(v643, v648, v780 != 0u);
    var v782: u32 = 0u;
    var v783: u32 = v16 + v782;
    var v784: u32 = 32u;
    var v785: u32 = v783 * v784;
    var v786: u32 = v785 + v14;
    sh0_stage[v786] = v201;
    var v787: u32 = 32u;
    var v788: u32 = v16 + v787;
    var v789: u32 = 32u;
    var v790: u32 = v788 * v789;
    var v791: u32 = v790 + v14;
    sh0_stage[v791] = v346;
    var v792: u32 = 64u;
    var v793: u32 = v16 + v792;
    var v794: u32 = 32u;
    var v795: u32 = v793 * v794;
    var v796: u32 = v795 + v14;
    sh0_stage[v796] = v491;
    var v797: u32 = 96u;
    var v798: u32 = v16 + v797;
    var v799: u32 = 32u;
    var v800: u32 = v798 * v799;
    var v801: u32 = v800 + v14;
    sh0_stage[v801] = v636;
    var v802: u32 = 128u;
    var v803: u32 = v16 + v802;
    var v804: u32 = 32u;
    var v805: u32 = v803 * v804;
    var v806: u32 = v805 + v14;
    sh0_stage[v806] = v781;
    storageBarrier(); workgroupBarrier();
    var v807: u32 = 0u;
    var v808: u32 = select(0u, 1u, (v16 == v807));
    if (v808 != 0u) {
      var v809: u32 = 0u;
      var v810: u32 = 20u;
      var v811: u32 = 1u;
      for (var v812: u32 = v809; v812 < v810; v812 = v812 + v811) {
        var v813: u32 = 256u;
        var v814: u32 = v812 * v813;
        var v815: u32 = v814 + v14;
        var v816: f32 = sh0_stage[v815];
        var v817: u32 = 32u;
        var v818: u32 = v815 + v817;
        var v819: f32 = sh0_stage[v818];
        var v820: u32 = 64u;
        var v821: u32 = v815 + v820;
        var v822: f32 = sh0_stage[v821];
        var v823: u32 = 96u;
        var v824: u32 = v815 + v823;
        var v825: f32 = sh0_stage[v824];
        var v826: u32 = 128u;
        var v827: u32 = v815 + v826;
        var v828: f32 = sh0_stage[v827];
        var v829: u32 = 160u;
        var v830: u32 = v815 + v829;
        var v831: f32 = sh0_stage[v830];
        var v832: u32 = 192u;
        var v833: u32 = v815 + v832;
        var v834: f32 = sh0_stage[v833];
        var v835: u32 = 224u;
        var v836: u32 = v815 + v835;
        var v837: f32 = sh0_stage[v836];
        var v838: f32 = l0;
        var v839: f32 = v838 + v816;
        var v840: f32 = v839 + v819;
        var v841: f32 = v840 + v822;
        var v842: f32 = v841 + v825;
        var v843: f32 = v842 + v828;
        var v844: f32 = v843 + v831;
        var v845: f32 = v844 + v834;
        var v846: f32 = v845 + v837;
        l0 = v846;
      }
    }
    storageBarrier(); workgroupBarrier();
  }
  var v847: f32 = l0;
  var v848: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v847);
  storageBarrier(); workgroupBarrier();
  var v849: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v848 & 31u))]);
  morph_sgh ^= 1024u;
  var v850: f32 = v847 + v849;
  var v851: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v850);
  storageBarrier(); workgroupBarrier();
  var v852: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v851 & 31u))]);
  morph_sgh ^= 1024u;
  var v853: f32 = v850 + v852;
  var v854: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v853);
  storageBarrier(); workgroupBarrier();
  var v855: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v854 & 31u))]);
  morph_sgh ^= 1024u;
  var v856: f32 = v853 + v855;
  var v857: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v856);
  storageBarrier(); workgroupBarrier();
  var v858: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v857 & 31u))]);
  morph_sgh ^= 1024u;
  var v859: f32 = v856 + v858;
  var v860: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v859);
  storageBarrier(); workgroupBarrier();
  var v861: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v860 & 31u))]);
  morph_sgh ^= 1024u;
  var v862: f32 = v859 + v861;
  var v863: u32 = 0u;
  var v864: u32 = select(0u, 1u, (v16 == v863));
  var v865: u32 = 31u;
  var v866: u32 = v3 & v865;
  var v867: u32 = 0u;
  var v868: u32 = select(0u, 1u, (v866 == v867));
  var v869: u32 = v864 & v868;
  if (v869 != 0u) {
    var v870: u32 = 5u;
    var v871: u32 = v19 >> (v870 & 31u);
    var v872: u32 = 2u;
    var v873: u32 = v8 * v872;
    var v874: u32 = 1u;
    var v875: u32 = v873 + v874;
    var v876: u32 = 32u;
    var v877: u32 = v875 * v876;
    var v878: u32 = v877 + v871;
    p_partials[v878] = v862;
  }
}
