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
    var v24: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v25: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v26: u32 = select(0u, 1u, (v15 >= v25));
    var v27: f32 = select(v24, v15, v26 != 0u);
    var v28: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v29: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v30: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v31: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v32: u32 = select(0u, 1u, (v27 <= v31));
    var v33: f32 = select(v30, v27, v32 != 0u);
    var v34: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v35: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v36: f32 = morph_fma_f32(v33, v35, v34);
    var v37: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v38: f32 = v36 - v37;
    var v39: i32 = bitcast<i32>(v36);
    var v40: i32 = 1262485504;
    var v41: i32 = bitcast<i32>(bitcast<u32>(v39) - bitcast<u32>(v40));
    var v42: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v43: f32 = morph_fma_f32(v38, v42, v33);
    var v44: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v45: f32 = morph_fma_f32(v38, v44, v28);
    var v46: f32 = v43 + v45;
    var v47: f32 = bitcast<f32>(bitcast<u32>(v46) ^ 0x80000000u);
    var v48: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v49: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v50: f32 = morph_fma_f32(v47, v49, v48);
    var v51: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v52: f32 = morph_fma_f32(v47, v50, v51);
    var v53: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v54: f32 = morph_fma_f32(v47, v52, v53);
    var v55: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v56: f32 = morph_fma_f32(v47, v54, v55);
    var v57: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v58: f32 = morph_fma_f32(v47, v56, v57);
    var v59: f32 = v47 * v47;
    var v60: f32 = morph_fma_f32(v59, v58, v47);
    var v61: f32 = v29 + v60;
    var v62: f32 = v61 - v29;
    var v63: f32 = v60 - v62;
    var v64: i32 = 0;
    var v65: u32 = select(0u, 1u, (v41 > v64));
    var v66: i32 = 126;
    var v67: i32 = 0;
    var v68: i32 = bitcast<i32>(bitcast<u32>(v67) - bitcast<u32>(v41));
    var v69: i32 = select(v68, v41, v65 != 0u);
    var v70: i32 = select(v66, v69, v69 < v66);
    var v71: i32 = 0;
    var v72: i32 = bitcast<i32>(bitcast<u32>(v71) - bitcast<u32>(v70));
    var v73: i32 = 127;
    var v74: i32 = bitcast<i32>(bitcast<u32>(v72) + bitcast<u32>(v73));
    var v75: i32 = 23;
    var v76: i32 = bitcast<i32>(bitcast<u32>(v74) << (bitcast<u32>(v75) & 31u));
    var v77: f32 = bitcast<f32>(v76);
    var v78: f32 = select(v29, v61, v65 != 0u);
    var v79: f32 = v61 * v77;
    var v80: f32 = select(v79, v77, v65 != 0u);
    var v81: f32 = v63 * v77;
    var v82: f32 = select(v81, v63, v65 != 0u);
    var v83: f32 = v78 + v80;
    var v84: f32 = v83 - v78;
    var v85: f32 = v80 - v84;
    var v86: f32 = v85 + v82;
    var v87: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v88: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v89: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v90: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v91: f32 = morph_fma_f32(v83, v90, v89);
    var v92: f32 = morph_fma_f32(v91, v83, v88);
    var v93: f32 = bitcast<f32>(bitcast<u32>(v83) ^ 0x80000000u);
    var v94: f32 = morph_fma_f32(v93, v92, v87);
    var v95: f32 = morph_fma_f32(v92, v94, v92);
    var v96: f32 = bitcast<f32>(bitcast<u32>(v83) ^ 0x80000000u);
    var v97: f32 = morph_fma_f32(v96, v95, v87);
    var v98: f32 = morph_fma_f32(v95, v97, v95);
    var v99: f32 = bitcast<f32>(bitcast<u32>(v83) ^ 0x80000000u);
    var v100: f32 = morph_fma_f32(v99, v98, v87);
    var v101: f32 = morph_fma_f32(v98, v100, v98);
    var v102: f32 = v27 * v101;
    var v103: f32 = bitcast<f32>(bitcast<u32>(v27) ^ 0x80000000u);
    var v104: f32 = morph_fma_f32(v102, v83, v103);
    var v105: f32 = morph_fma_f32(v102, v86, v104);
    var v106: f32 = bitcast<f32>(bitcast<u32>(v101) ^ 0x80000000u);
    var v107: f32 = morph_fma_f32(v105, v106, v102);
    var v108: i32 = 0;
    var v109: i32 = 126;
    var v110: i32 = bitcast<i32>(bitcast<u32>(v41) - bitcast<u32>(v109));
    var v111: i32 = select(v110, v108, v110 < v108);
    var v112: i32 = 0;
    var v113: i32 = bitcast<i32>(bitcast<u32>(v112) - bitcast<u32>(v111));
    var v114: i32 = 127;
    var v115: i32 = bitcast<i32>(bitcast<u32>(v113) + bitcast<u32>(v114));
    var v116: i32 = 23;
    var v117: i32 = bitcast<i32>(bitcast<u32>(v115) << (bitcast<u32>(v116) & 31u));
    var v118: f32 = bitcast<f32>(v117);
    var v119: f32 = select(v29, v77, v65 != 0u);
    var v120: f32 = v107 * v118;
    var v121: f32 = v120 * v119;
    var v122: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v123: u32 = select(0u, 1u, (v15 < v122));
    var v124: f32 = select(v15, v121, v123 != 0u);
    var v23: f32 = v124;
    var v236: f32 = v23 * v19;
    var v238: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v239: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v240: u32 = select(0u, 1u, (v16 >= v239));
    var v241: f32 = select(v238, v16, v240 != 0u);
    var v242: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v243: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v244: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v245: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v246: u32 = select(0u, 1u, (v241 <= v245));
    var v247: f32 = select(v244, v241, v246 != 0u);
    var v248: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v249: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v250: f32 = morph_fma_f32(v247, v249, v248);
    var v251: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v252: f32 = v250 - v251;
    var v253: i32 = bitcast<i32>(v250);
    var v254: i32 = 1262485504;
    var v255: i32 = bitcast<i32>(bitcast<u32>(v253) - bitcast<u32>(v254));
    var v256: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v257: f32 = morph_fma_f32(v252, v256, v247);
    var v258: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v259: f32 = morph_fma_f32(v252, v258, v242);
    var v260: f32 = v257 + v259;
    var v261: f32 = bitcast<f32>(bitcast<u32>(v260) ^ 0x80000000u);
    var v262: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v263: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v264: f32 = morph_fma_f32(v261, v263, v262);
    var v265: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v266: f32 = morph_fma_f32(v261, v264, v265);
    var v267: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v268: f32 = morph_fma_f32(v261, v266, v267);
    var v269: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v270: f32 = morph_fma_f32(v261, v268, v269);
    var v271: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v272: f32 = morph_fma_f32(v261, v270, v271);
    var v273: f32 = v261 * v261;
    var v274: f32 = morph_fma_f32(v273, v272, v261);
    var v275: f32 = v243 + v274;
    var v276: f32 = v275 - v243;
    var v277: f32 = v274 - v276;
    var v278: i32 = 0;
    var v279: u32 = select(0u, 1u, (v255 > v278));
    var v280: i32 = 126;
    var v281: i32 = 0;
    var v282: i32 = bitcast<i32>(bitcast<u32>(v281) - bitcast<u32>(v255));
    var v283: i32 = select(v282, v255, v279 != 0u);
    var v284: i32 = select(v280, v283, v283 < v280);
    var v285: i32 = 0;
    var v286: i32 = bitcast<i32>(bitcast<u32>(v285) - bitcast<u32>(v284));
    var v287: i32 = 127;
    var v288: i32 = bitcast<i32>(bitcast<u32>(v286) + bitcast<u32>(v287));
    var v289: i32 = 23;
    var v290: i32 = bitcast<i32>(bitcast<u32>(v288) << (bitcast<u32>(v289) & 31u));
    var v291: f32 = bitcast<f32>(v290);
    var v292: f32 = select(v243, v275, v279 != 0u);
    var v293: f32 = v275 * v291;
    var v294: f32 = select(v293, v291, v279 != 0u);
    var v295: f32 = v277 * v291;
    var v296: f32 = select(v295, v277, v279 != 0u);
    var v297: f32 = v292 + v294;
    var v298: f32 = v297 - v292;
    var v299: f32 = v294 - v298;
    var v300: f32 = v299 + v296;
    var v301: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v302: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v303: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v304: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v305: f32 = morph_fma_f32(v297, v304, v303);
    var v306: f32 = morph_fma_f32(v305, v297, v302);
    var v307: f32 = bitcast<f32>(bitcast<u32>(v297) ^ 0x80000000u);
    var v308: f32 = morph_fma_f32(v307, v306, v301);
    var v309: f32 = morph_fma_f32(v306, v308, v306);
    var v310: f32 = bitcast<f32>(bitcast<u32>(v297) ^ 0x80000000u);
    var v311: f32 = morph_fma_f32(v310, v309, v301);
    var v312: f32 = morph_fma_f32(v309, v311, v309);
    var v313: f32 = bitcast<f32>(bitcast<u32>(v297) ^ 0x80000000u);
    var v314: f32 = morph_fma_f32(v313, v312, v301);
    var v315: f32 = morph_fma_f32(v312, v314, v312);
    var v316: f32 = v241 * v315;
    var v317: f32 = bitcast<f32>(bitcast<u32>(v241) ^ 0x80000000u);
    var v318: f32 = morph_fma_f32(v316, v297, v317);
    var v319: f32 = morph_fma_f32(v316, v300, v318);
    var v320: f32 = bitcast<f32>(bitcast<u32>(v315) ^ 0x80000000u);
    var v321: f32 = morph_fma_f32(v319, v320, v316);
    var v322: i32 = 0;
    var v323: i32 = 126;
    var v324: i32 = bitcast<i32>(bitcast<u32>(v255) - bitcast<u32>(v323));
    var v325: i32 = select(v324, v322, v324 < v322);
    var v326: i32 = 0;
    var v327: i32 = bitcast<i32>(bitcast<u32>(v326) - bitcast<u32>(v325));
    var v328: i32 = 127;
    var v329: i32 = bitcast<i32>(bitcast<u32>(v327) + bitcast<u32>(v328));
    var v330: i32 = 23;
    var v331: i32 = bitcast<i32>(bitcast<u32>(v329) << (bitcast<u32>(v330) & 31u));
    var v332: f32 = bitcast<f32>(v331);
    var v333: f32 = select(v243, v291, v279 != 0u);
    var v334: f32 = v321 * v332;
    var v335: f32 = v334 * v333;
    var v336: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v337: u32 = select(0u, 1u, (v16 < v336));
    var v338: f32 = select(v16, v335, v337 != 0u);
    var v237: f32 = v338;
    var v450: f32 = v237 * v20;
    var v452: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v453: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v454: u32 = select(0u, 1u, (v17 >= v453));
    var v455: f32 = select(v452, v17, v454 != 0u);
    var v456: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v457: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v458: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v459: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v460: u32 = select(0u, 1u, (v455 <= v459));
    var v461: f32 = select(v458, v455, v460 != 0u);
    var v462: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v463: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v464: f32 = morph_fma_f32(v461, v463, v462);
    var v465: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v466: f32 = v464 - v465;
    var v467: i32 = bitcast<i32>(v464);
    var v468: i32 = 1262485504;
    var v469: i32 = bitcast<i32>(bitcast<u32>(v467) - bitcast<u32>(v468));
    var v470: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v471: f32 = morph_fma_f32(v466, v470, v461);
    var v472: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v473: f32 = morph_fma_f32(v466, v472, v456);
    var v474: f32 = v471 + v473;
    var v475: f32 = bitcast<f32>(bitcast<u32>(v474) ^ 0x80000000u);
    var v476: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v477: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v478: f32 = morph_fma_f32(v475, v477, v476);
    var v479: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v480: f32 = morph_fma_f32(v475, v478, v479);
    var v481: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v482: f32 = morph_fma_f32(v475, v480, v481);
    var v483: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v484: f32 = morph_fma_f32(v475, v482, v483);
    var v485: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v486: f32 = morph_fma_f32(v475, v484, v485);
    var v487: f32 = v475 * v475;
    var v488: f32 = morph_fma_f32(v487, v486, v475);
    var v489: f32 = v457 + v488;
    var v490: f32 = v489 - v457;
    var v491: f32 = v488 - v490;
    var v492: i32 = 0;
    var v493: u32 = select(0u, 1u, (v469 > v492));
    var v494: i32 = 126;
    var v495: i32 = 0;
    var v496: i32 = bitcast<i32>(bitcast<u32>(v495) - bitcast<u32>(v469));
    var v497: i32 = select(v496, v469, v493 != 0u);
    var v498: i32 = select(v494, v497, v497 < v494);
    var v499: i32 = 0;
    var v500: i32 = bitcast<i32>(bitcast<u32>(v499) - bitcast<u32>(v498));
    var v501: i32 = 127;
    var v502: i32 = bitcast<i32>(bitcast<u32>(v500) + bitcast<u32>(v501));
    var v503: i32 = 23;
    var v504: i32 = bitcast<i32>(bitcast<u32>(v502) << (bitcast<u32>(v503) & 31u));
    var v505: f32 = bitcast<f32>(v504);
    var v506: f32 = select(v457, v489, v493 != 0u);
    var v507: f32 = v489 * v505;
    var v508: f32 = select(v507, v505, v493 != 0u);
    var v509: f32 = v491 * v505;
    var v510: f32 = select(v509, v491, v493 != 0u);
    var v511: f32 = v506 + v508;
    var v512: f32 = v511 - v506;
    var v513: f32 = v508 - v512;
    var v514: f32 = v513 + v510;
    var v515: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v516: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v517: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v518: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v519: f32 = morph_fma_f32(v511, v518, v517);
    var v520: f32 = morph_fma_f32(v519, v511, v516);
    var v521: f32 = bitcast<f32>(bitcast<u32>(v511) ^ 0x80000000u);
    var v522: f32 = morph_fma_f32(v521, v520, v515);
    var v523: f32 = morph_fma_f32(v520, v522, v520);
    var v524: f32 = bitcast<f32>(bitcast<u32>(v511) ^ 0x80000000u);
    var v525: f32 = morph_fma_f32(v524, v523, v515);
    var v526: f32 = morph_fma_f32(v523, v525, v523);
    var v527: f32 = bitcast<f32>(bitcast<u32>(v511) ^ 0x80000000u);
    var v528: f32 = morph_fma_f32(v527, v526, v515);
    var v529: f32 = morph_fma_f32(v526, v528, v526);
    var v530: f32 = v455 * v529;
    var v531: f32 = bitcast<f32>(bitcast<u32>(v455) ^ 0x80000000u);
    var v532: f32 = morph_fma_f32(v530, v511, v531);
    var v533: f32 = morph_fma_f32(v530, v514, v532);
    var v534: f32 = bitcast<f32>(bitcast<u32>(v529) ^ 0x80000000u);
    var v535: f32 = morph_fma_f32(v533, v534, v530);
    var v536: i32 = 0;
    var v537: i32 = 126;
    var v538: i32 = bitcast<i32>(bitcast<u32>(v469) - bitcast<u32>(v537));
    var v539: i32 = select(v538, v536, v538 < v536);
    var v540: i32 = 0;
    var v541: i32 = bitcast<i32>(bitcast<u32>(v540) - bitcast<u32>(v539));
    var v542: i32 = 127;
    var v543: i32 = bitcast<i32>(bitcast<u32>(v541) + bitcast<u32>(v542));
    var v544: i32 = 23;
    var v545: i32 = bitcast<i32>(bitcast<u32>(v543) << (bitcast<u32>(v544) & 31u));
    var v546: f32 = bitcast<f32>(v545);
    var v547: f32 = select(v457, v505, v493 != 0u);
    var v548: f32 = v535 * v546;
    var v549: f32 = v548 * v547;
    var v550: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v551: u32 = select(0u, 1u, (v17 < v550));
    var v552: f32 = select(v17, v549, v551 != 0u);
    var v451: f32 = v552;
    var v664: f32 = v451 * v21;
    var v666: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v667: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v668: u32 = select(0u, 1u, (v18 >= v667));
    var v669: f32 = select(v666, v18, v668 != 0u);
    var v670: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v671: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v672: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v673: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v674: u32 = select(0u, 1u, (v669 <= v673));
    var v675: f32 = select(v672, v669, v674 != 0u);
    var v676: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v677: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v678: f32 = morph_fma_f32(v675, v677, v676);
    var v679: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v680: f32 = v678 - v679;
    var v681: i32 = bitcast<i32>(v678);
    var v682: i32 = 1262485504;
    var v683: i32 = bitcast<i32>(bitcast<u32>(v681) - bitcast<u32>(v682));
    var v684: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v685: f32 = morph_fma_f32(v680, v684, v675);
    var v686: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v687: f32 = morph_fma_f32(v680, v686, v670);
    var v688: f32 = v685 + v687;
    var v689: f32 = bitcast<f32>(bitcast<u32>(v688) ^ 0x80000000u);
    var v690: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v691: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v692: f32 = morph_fma_f32(v689, v691, v690);
    var v693: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v694: f32 = morph_fma_f32(v689, v692, v693);
    var v695: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v696: f32 = morph_fma_f32(v689, v694, v695);
    var v697: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v698: f32 = morph_fma_f32(v689, v696, v697);
    var v699: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v700: f32 = morph_fma_f32(v689, v698, v699);
    var v701: f32 = v689 * v689;
    var v702: f32 = morph_fma_f32(v701, v700, v689);
    var v703: f32 = v671 + v702;
    var v704: f32 = v703 - v671;
    var v705: f32 = v702 - v704;
    var v706: i32 = 0;
    var v707: u32 = select(0u, 1u, (v683 > v706));
    var v708: i32 = 126;
    var v709: i32 = 0;
    var v710: i32 = bitcast<i32>(bitcast<u32>(v709) - bitcast<u32>(v683));
    var v711: i32 = select(v710, v683, v707 != 0u);
    var v712: i32 = select(v708, v711, v711 < v708);
    var v713: i32 = 0;
    var v714: i32 = bitcast<i32>(bitcast<u32>(v713) - bitcast<u32>(v712));
    var v715: i32 = 127;
    var v716: i32 = bitcast<i32>(bitcast<u32>(v714) + bitcast<u32>(v715));
    var v717: i32 = 23;
    var v718: i32 = bitcast<i32>(bitcast<u32>(v716) << (bitcast<u32>(v717) & 31u));
    var v719: f32 = bitcast<f32>(v718);
    var v720: f32 = select(v671, v703, v707 != 0u);
    var v721: f32 = v703 * v719;
    var v722: f32 = select(v721, v719, v707 != 0u);
    var v723: f32 = v705 * v719;
    var v724: f32 = select(v723, v705, v707 != 0u);
    var v725: f32 = v720 + v722;
    var v726: f32 = v725 - v720;
    var v727: f32 = v722 - v726;
    var v728: f32 = v727 + v724;
    var v729: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v730: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v731: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v732: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v733: f32 = morph_fma_f32(v725, v732, v731);
    var v734: f32 = morph_fma_f32(v733, v725, v730);
    var v735: f32 = bitcast<f32>(bitcast<u32>(v725) ^ 0x80000000u);
    var v736: f32 = morph_fma_f32(v735, v734, v729);
    var v737: f32 = morph_fma_f32(v734, v736, v734);
    var v738: f32 = bitcast<f32>(bitcast<u32>(v725) ^ 0x80000000u);
    var v739: f32 = morph_fma_f32(v738, v737, v729);
    var v740: f32 = morph_fma_f32(v737, v739, v737);
    var v741: f32 = bitcast<f32>(bitcast<u32>(v725) ^ 0x80000000u);
    var v742: f32 = morph_fma_f32(v741, v740, v729);
    var v743: f32 = morph_fma_f32(v740, v742, v740);
    var v744: f32 = v669 * v743;
    var v745: f32 = bitcast<f32>(bitcast<u32>(v669) ^ 0x80000000u);
    var v746: f32 = morph_fma_f32(v744, v725, v745);
    var v747: f32 = morph_fma_f32(v744, v728, v746);
    var v748: f32 = bitcast<f32>(bitcast<u32>(v743) ^ 0x80000000u);
    var v749: f32 = morph_fma_f32(v747, v748, v744);
    var v750: i32 = 0;
    var v751: i32 = 126;
    var v752: i32 = bitcast<i32>(bitcast<u32>(v683) - bitcast<u32>(v751));
    var v753: i32 = select(v752, v750, v752 < v750);
    var v754: i32 = 0;
    var v755: i32 = bitcast<i32>(bitcast<u32>(v754) - bitcast<u32>(v753));
    var v756: i32 = 127;
    var v757: i32 = bitcast<i32>(bitcast<u32>(v755) + bitcast<u32>(v756));
    var v758: i32 = 23;
    var v759: i32 = bitcast<i32>(bitcast<u32>(v757) << (bitcast<u32>(v758) & 31u));
    var v760: f32 = bitcast<f32>(v759);
    var v761: f32 = select(v671, v719, v707 != 0u);
    var v762: f32 = v749 * v760;
    var v763: f32 = v762 * v761;
    var v764: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v765: u32 = select(0u, 1u, (v18 < v764));
    var v766: f32 = select(v18, v763, v765 != 0u);
    var v665: f32 = v766;
    var v878: f32 = v665 * v22;
    p_out0[(v9 + 0u)] = v236;
    p_out0[(v9 + 1u)] = v450;
    p_out0[(v9 + 2u)] = v664;
    p_out0[(v9 + 3u)] = v878;
  }
}
