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
    var v30: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v31: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v32: u32 = select(0u, 1u, (v28 >= v31));
    var v33: f32 = select(v30, v28, v32 != 0u);
    var v34: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v35: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v36: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v37: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v38: u32 = select(0u, 1u, (v33 <= v37));
    var v39: f32 = select(v36, v33, v38 != 0u);
    var v40: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v41: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v42: f32 = morph_fma_f32(v39, v41, v40);
    var v43: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v44: f32 = v42 - v43;
    var v45: i32 = bitcast<i32>(v42);
    var v46: i32 = 1262485504;
    var v47: i32 = bitcast<i32>(bitcast<u32>(v45) - bitcast<u32>(v46));
    var v48: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v49: f32 = morph_fma_f32(v44, v48, v39);
    var v50: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v51: f32 = morph_fma_f32(v44, v50, v34);
    var v52: f32 = v49 + v51;
    var v53: f32 = bitcast<f32>(bitcast<u32>(v52) ^ 0x80000000u);
    var v54: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v55: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v56: f32 = morph_fma_f32(v53, v55, v54);
    var v57: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v58: f32 = morph_fma_f32(v53, v56, v57);
    var v59: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v60: f32 = morph_fma_f32(v53, v58, v59);
    var v61: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v62: f32 = morph_fma_f32(v53, v60, v61);
    var v63: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v64: f32 = morph_fma_f32(v53, v62, v63);
    var v65: f32 = v53 * v53;
    var v66: f32 = morph_fma_f32(v65, v64, v53);
    var v67: f32 = v35 + v66;
    var v68: f32 = v67 - v35;
    var v69: f32 = v66 - v68;
    var v70: i32 = 0;
    var v71: u32 = select(0u, 1u, (v47 > v70));
    var v72: i32 = 126;
    var v73: i32 = 0;
    var v74: i32 = bitcast<i32>(bitcast<u32>(v73) - bitcast<u32>(v47));
    var v75: i32 = select(v74, v47, v71 != 0u);
    var v76: i32 = select(v72, v75, v75 < v72);
    var v77: i32 = 0;
    var v78: i32 = bitcast<i32>(bitcast<u32>(v77) - bitcast<u32>(v76));
    var v79: i32 = 127;
    var v80: i32 = bitcast<i32>(bitcast<u32>(v78) + bitcast<u32>(v79));
    var v81: i32 = 23;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v80) << (bitcast<u32>(v81) & 31u));
    var v83: f32 = bitcast<f32>(v82);
    var v84: f32 = select(v35, v67, v71 != 0u);
    var v85: f32 = v67 * v83;
    var v86: f32 = select(v85, v83, v71 != 0u);
    var v87: f32 = v69 * v83;
    var v88: f32 = select(v87, v69, v71 != 0u);
    var v89: f32 = v84 + v86;
    var v90: f32 = v89 - v84;
    var v91: f32 = v86 - v90;
    var v92: f32 = v91 + v88;
    var v93: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v94: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v95: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v96: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v97: f32 = morph_fma_f32(v89, v96, v95);
    var v98: f32 = morph_fma_f32(v97, v89, v94);
    var v99: f32 = bitcast<f32>(bitcast<u32>(v89) ^ 0x80000000u);
    var v100: f32 = morph_fma_f32(v99, v98, v93);
    var v101: f32 = morph_fma_f32(v98, v100, v98);
    var v102: f32 = bitcast<f32>(bitcast<u32>(v89) ^ 0x80000000u);
    var v103: f32 = morph_fma_f32(v102, v101, v93);
    var v104: f32 = morph_fma_f32(v101, v103, v101);
    var v105: f32 = bitcast<f32>(bitcast<u32>(v89) ^ 0x80000000u);
    var v106: f32 = morph_fma_f32(v105, v104, v93);
    var v107: f32 = morph_fma_f32(v104, v106, v104);
    var v108: f32 = v33 * v107;
    var v109: f32 = bitcast<f32>(bitcast<u32>(v33) ^ 0x80000000u);
    var v110: f32 = morph_fma_f32(v108, v89, v109);
    var v111: f32 = morph_fma_f32(v108, v92, v110);
    var v112: f32 = bitcast<f32>(bitcast<u32>(v107) ^ 0x80000000u);
    var v113: f32 = morph_fma_f32(v111, v112, v108);
    var v114: i32 = 0;
    var v115: i32 = 126;
    var v116: i32 = bitcast<i32>(bitcast<u32>(v47) - bitcast<u32>(v115));
    var v117: i32 = select(v116, v114, v116 < v114);
    var v118: i32 = 0;
    var v119: i32 = bitcast<i32>(bitcast<u32>(v118) - bitcast<u32>(v117));
    var v120: i32 = 127;
    var v121: i32 = bitcast<i32>(bitcast<u32>(v119) + bitcast<u32>(v120));
    var v122: i32 = 23;
    var v123: i32 = bitcast<i32>(bitcast<u32>(v121) << (bitcast<u32>(v122) & 31u));
    var v124: f32 = bitcast<f32>(v123);
    var v125: f32 = select(v35, v83, v71 != 0u);
    var v126: f32 = v113 * v124;
    var v127: f32 = v126 * v125;
    var v128: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v129: u32 = select(0u, 1u, (v28 < v128));
    var v130: f32 = select(v28, v127, v129 != 0u);
    var v29: f32 = v130;
    var v242: f32 = v16 * v20;
    var v243: f32 = v242 + v24;
    var v245: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v246: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v247: u32 = select(0u, 1u, (v243 >= v246));
    var v248: f32 = select(v245, v243, v247 != 0u);
    var v249: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v250: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v251: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v252: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v253: u32 = select(0u, 1u, (v248 <= v252));
    var v254: f32 = select(v251, v248, v253 != 0u);
    var v255: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v256: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v257: f32 = morph_fma_f32(v254, v256, v255);
    var v258: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v259: f32 = v257 - v258;
    var v260: i32 = bitcast<i32>(v257);
    var v261: i32 = 1262485504;
    var v262: i32 = bitcast<i32>(bitcast<u32>(v260) - bitcast<u32>(v261));
    var v263: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v264: f32 = morph_fma_f32(v259, v263, v254);
    var v265: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v266: f32 = morph_fma_f32(v259, v265, v249);
    var v267: f32 = v264 + v266;
    var v268: f32 = bitcast<f32>(bitcast<u32>(v267) ^ 0x80000000u);
    var v269: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v270: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v271: f32 = morph_fma_f32(v268, v270, v269);
    var v272: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v273: f32 = morph_fma_f32(v268, v271, v272);
    var v274: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v275: f32 = morph_fma_f32(v268, v273, v274);
    var v276: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v277: f32 = morph_fma_f32(v268, v275, v276);
    var v278: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v279: f32 = morph_fma_f32(v268, v277, v278);
    var v280: f32 = v268 * v268;
    var v281: f32 = morph_fma_f32(v280, v279, v268);
    var v282: f32 = v250 + v281;
    var v283: f32 = v282 - v250;
    var v284: f32 = v281 - v283;
    var v285: i32 = 0;
    var v286: u32 = select(0u, 1u, (v262 > v285));
    var v287: i32 = 126;
    var v288: i32 = 0;
    var v289: i32 = bitcast<i32>(bitcast<u32>(v288) - bitcast<u32>(v262));
    var v290: i32 = select(v289, v262, v286 != 0u);
    var v291: i32 = select(v287, v290, v290 < v287);
    var v292: i32 = 0;
    var v293: i32 = bitcast<i32>(bitcast<u32>(v292) - bitcast<u32>(v291));
    var v294: i32 = 127;
    var v295: i32 = bitcast<i32>(bitcast<u32>(v293) + bitcast<u32>(v294));
    var v296: i32 = 23;
    var v297: i32 = bitcast<i32>(bitcast<u32>(v295) << (bitcast<u32>(v296) & 31u));
    var v298: f32 = bitcast<f32>(v297);
    var v299: f32 = select(v250, v282, v286 != 0u);
    var v300: f32 = v282 * v298;
    var v301: f32 = select(v300, v298, v286 != 0u);
    var v302: f32 = v284 * v298;
    var v303: f32 = select(v302, v284, v286 != 0u);
    var v304: f32 = v299 + v301;
    var v305: f32 = v304 - v299;
    var v306: f32 = v301 - v305;
    var v307: f32 = v306 + v303;
    var v308: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v309: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v310: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v311: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v312: f32 = morph_fma_f32(v304, v311, v310);
    var v313: f32 = morph_fma_f32(v312, v304, v309);
    var v314: f32 = bitcast<f32>(bitcast<u32>(v304) ^ 0x80000000u);
    var v315: f32 = morph_fma_f32(v314, v313, v308);
    var v316: f32 = morph_fma_f32(v313, v315, v313);
    var v317: f32 = bitcast<f32>(bitcast<u32>(v304) ^ 0x80000000u);
    var v318: f32 = morph_fma_f32(v317, v316, v308);
    var v319: f32 = morph_fma_f32(v316, v318, v316);
    var v320: f32 = bitcast<f32>(bitcast<u32>(v304) ^ 0x80000000u);
    var v321: f32 = morph_fma_f32(v320, v319, v308);
    var v322: f32 = morph_fma_f32(v319, v321, v319);
    var v323: f32 = v248 * v322;
    var v324: f32 = bitcast<f32>(bitcast<u32>(v248) ^ 0x80000000u);
    var v325: f32 = morph_fma_f32(v323, v304, v324);
    var v326: f32 = morph_fma_f32(v323, v307, v325);
    var v327: f32 = bitcast<f32>(bitcast<u32>(v322) ^ 0x80000000u);
    var v328: f32 = morph_fma_f32(v326, v327, v323);
    var v329: i32 = 0;
    var v330: i32 = 126;
    var v331: i32 = bitcast<i32>(bitcast<u32>(v262) - bitcast<u32>(v330));
    var v332: i32 = select(v331, v329, v331 < v329);
    var v333: i32 = 0;
    var v334: i32 = bitcast<i32>(bitcast<u32>(v333) - bitcast<u32>(v332));
    var v335: i32 = 127;
    var v336: i32 = bitcast<i32>(bitcast<u32>(v334) + bitcast<u32>(v335));
    var v337: i32 = 23;
    var v338: i32 = bitcast<i32>(bitcast<u32>(v336) << (bitcast<u32>(v337) & 31u));
    var v339: f32 = bitcast<f32>(v338);
    var v340: f32 = select(v250, v298, v286 != 0u);
    var v341: f32 = v328 * v339;
    var v342: f32 = v341 * v340;
    var v343: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v344: u32 = select(0u, 1u, (v243 < v343));
    var v345: f32 = select(v243, v342, v344 != 0u);
    var v244: f32 = v345;
    var v457: f32 = v17 * v21;
    var v458: f32 = v457 + v25;
    var v460: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v461: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v462: u32 = select(0u, 1u, (v458 >= v461));
    var v463: f32 = select(v460, v458, v462 != 0u);
    var v464: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v465: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v466: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v467: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v468: u32 = select(0u, 1u, (v463 <= v467));
    var v469: f32 = select(v466, v463, v468 != 0u);
    var v470: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v471: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v472: f32 = morph_fma_f32(v469, v471, v470);
    var v473: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v474: f32 = v472 - v473;
    var v475: i32 = bitcast<i32>(v472);
    var v476: i32 = 1262485504;
    var v477: i32 = bitcast<i32>(bitcast<u32>(v475) - bitcast<u32>(v476));
    var v478: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v479: f32 = morph_fma_f32(v474, v478, v469);
    var v480: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v481: f32 = morph_fma_f32(v474, v480, v464);
    var v482: f32 = v479 + v481;
    var v483: f32 = bitcast<f32>(bitcast<u32>(v482) ^ 0x80000000u);
    var v484: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v485: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v486: f32 = morph_fma_f32(v483, v485, v484);
    var v487: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v488: f32 = morph_fma_f32(v483, v486, v487);
    var v489: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v490: f32 = morph_fma_f32(v483, v488, v489);
    var v491: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v492: f32 = morph_fma_f32(v483, v490, v491);
    var v493: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v494: f32 = morph_fma_f32(v483, v492, v493);
    var v495: f32 = v483 * v483;
    var v496: f32 = morph_fma_f32(v495, v494, v483);
    var v497: f32 = v465 + v496;
    var v498: f32 = v497 - v465;
    var v499: f32 = v496 - v498;
    var v500: i32 = 0;
    var v501: u32 = select(0u, 1u, (v477 > v500));
    var v502: i32 = 126;
    var v503: i32 = 0;
    var v504: i32 = bitcast<i32>(bitcast<u32>(v503) - bitcast<u32>(v477));
    var v505: i32 = select(v504, v477, v501 != 0u);
    var v506: i32 = select(v502, v505, v505 < v502);
    var v507: i32 = 0;
    var v508: i32 = bitcast<i32>(bitcast<u32>(v507) - bitcast<u32>(v506));
    var v509: i32 = 127;
    var v510: i32 = bitcast<i32>(bitcast<u32>(v508) + bitcast<u32>(v509));
    var v511: i32 = 23;
    var v512: i32 = bitcast<i32>(bitcast<u32>(v510) << (bitcast<u32>(v511) & 31u));
    var v513: f32 = bitcast<f32>(v512);
    var v514: f32 = select(v465, v497, v501 != 0u);
    var v515: f32 = v497 * v513;
    var v516: f32 = select(v515, v513, v501 != 0u);
    var v517: f32 = v499 * v513;
    var v518: f32 = select(v517, v499, v501 != 0u);
    var v519: f32 = v514 + v516;
    var v520: f32 = v519 - v514;
    var v521: f32 = v516 - v520;
    var v522: f32 = v521 + v518;
    var v523: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v524: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v525: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v526: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v527: f32 = morph_fma_f32(v519, v526, v525);
    var v528: f32 = morph_fma_f32(v527, v519, v524);
    var v529: f32 = bitcast<f32>(bitcast<u32>(v519) ^ 0x80000000u);
    var v530: f32 = morph_fma_f32(v529, v528, v523);
    var v531: f32 = morph_fma_f32(v528, v530, v528);
    var v532: f32 = bitcast<f32>(bitcast<u32>(v519) ^ 0x80000000u);
    var v533: f32 = morph_fma_f32(v532, v531, v523);
    var v534: f32 = morph_fma_f32(v531, v533, v531);
    var v535: f32 = bitcast<f32>(bitcast<u32>(v519) ^ 0x80000000u);
    var v536: f32 = morph_fma_f32(v535, v534, v523);
    var v537: f32 = morph_fma_f32(v534, v536, v534);
    var v538: f32 = v463 * v537;
    var v539: f32 = bitcast<f32>(bitcast<u32>(v463) ^ 0x80000000u);
    var v540: f32 = morph_fma_f32(v538, v519, v539);
    var v541: f32 = morph_fma_f32(v538, v522, v540);
    var v542: f32 = bitcast<f32>(bitcast<u32>(v537) ^ 0x80000000u);
    var v543: f32 = morph_fma_f32(v541, v542, v538);
    var v544: i32 = 0;
    var v545: i32 = 126;
    var v546: i32 = bitcast<i32>(bitcast<u32>(v477) - bitcast<u32>(v545));
    var v547: i32 = select(v546, v544, v546 < v544);
    var v548: i32 = 0;
    var v549: i32 = bitcast<i32>(bitcast<u32>(v548) - bitcast<u32>(v547));
    var v550: i32 = 127;
    var v551: i32 = bitcast<i32>(bitcast<u32>(v549) + bitcast<u32>(v550));
    var v552: i32 = 23;
    var v553: i32 = bitcast<i32>(bitcast<u32>(v551) << (bitcast<u32>(v552) & 31u));
    var v554: f32 = bitcast<f32>(v553);
    var v555: f32 = select(v465, v513, v501 != 0u);
    var v556: f32 = v543 * v554;
    var v557: f32 = v556 * v555;
    var v558: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v559: u32 = select(0u, 1u, (v458 < v558));
    var v560: f32 = select(v458, v557, v559 != 0u);
    var v459: f32 = v560;
    var v672: f32 = v18 * v22;
    var v673: f32 = v672 + v26;
    var v675: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v676: f32 = bitcast<f32>(0xc32e0000u) /* -174 */;
    var v677: u32 = select(0u, 1u, (v673 >= v676));
    var v678: f32 = select(v675, v673, v677 != 0u);
    var v679: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v680: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v681: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v682: f32 = bitcast<f32>(0x42f00000u) /* 120 */;
    var v683: u32 = select(0u, 1u, (v678 <= v682));
    var v684: f32 = select(v681, v678, v683 != 0u);
    var v685: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v686: f32 = bitcast<f32>(0xbfb8aa3bu) /* -1.44269502 */;
    var v687: f32 = morph_fma_f32(v684, v686, v685);
    var v688: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
    var v689: f32 = v687 - v688;
    var v690: i32 = bitcast<i32>(v687);
    var v691: i32 = 1262485504;
    var v692: i32 = bitcast<i32>(bitcast<u32>(v690) - bitcast<u32>(v691));
    var v693: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
    var v694: f32 = morph_fma_f32(v689, v693, v684);
    var v695: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
    var v696: f32 = morph_fma_f32(v689, v695, v679);
    var v697: f32 = v694 + v696;
    var v698: f32 = bitcast<f32>(bitcast<u32>(v697) ^ 0x80000000u);
    var v699: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
    var v700: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
    var v701: f32 = morph_fma_f32(v698, v700, v699);
    var v702: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
    var v703: f32 = morph_fma_f32(v698, v701, v702);
    var v704: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
    var v705: f32 = morph_fma_f32(v698, v703, v704);
    var v706: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v707: f32 = morph_fma_f32(v698, v705, v706);
    var v708: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v709: f32 = morph_fma_f32(v698, v707, v708);
    var v710: f32 = v698 * v698;
    var v711: f32 = morph_fma_f32(v710, v709, v698);
    var v712: f32 = v680 + v711;
    var v713: f32 = v712 - v680;
    var v714: f32 = v711 - v713;
    var v715: i32 = 0;
    var v716: u32 = select(0u, 1u, (v692 > v715));
    var v717: i32 = 126;
    var v718: i32 = 0;
    var v719: i32 = bitcast<i32>(bitcast<u32>(v718) - bitcast<u32>(v692));
    var v720: i32 = select(v719, v692, v716 != 0u);
    var v721: i32 = select(v717, v720, v720 < v717);
    var v722: i32 = 0;
    var v723: i32 = bitcast<i32>(bitcast<u32>(v722) - bitcast<u32>(v721));
    var v724: i32 = 127;
    var v725: i32 = bitcast<i32>(bitcast<u32>(v723) + bitcast<u32>(v724));
    var v726: i32 = 23;
    var v727: i32 = bitcast<i32>(bitcast<u32>(v725) << (bitcast<u32>(v726) & 31u));
    var v728: f32 = bitcast<f32>(v727);
    var v729: f32 = select(v680, v712, v716 != 0u);
    var v730: f32 = v712 * v728;
    var v731: f32 = select(v730, v728, v716 != 0u);
    var v732: f32 = v714 * v728;
    var v733: f32 = select(v732, v714, v716 != 0u);
    var v734: f32 = v729 + v731;
    var v735: f32 = v734 - v729;
    var v736: f32 = v731 - v735;
    var v737: f32 = v736 + v733;
    var v738: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v739: f32 = bitcast<f32>(0x4010e42bu) /* 2.26392627 */;
    var v740: f32 = bitcast<f32>(0xbfc4abceu) /* -1.53649306 */;
    var v741: f32 = bitcast<f32>(0x3ea3e47eu) /* 0.320102632 */;
    var v742: f32 = morph_fma_f32(v734, v741, v740);
    var v743: f32 = morph_fma_f32(v742, v734, v739);
    var v744: f32 = bitcast<f32>(bitcast<u32>(v734) ^ 0x80000000u);
    var v745: f32 = morph_fma_f32(v744, v743, v738);
    var v746: f32 = morph_fma_f32(v743, v745, v743);
    var v747: f32 = bitcast<f32>(bitcast<u32>(v734) ^ 0x80000000u);
    var v748: f32 = morph_fma_f32(v747, v746, v738);
    var v749: f32 = morph_fma_f32(v746, v748, v746);
    var v750: f32 = bitcast<f32>(bitcast<u32>(v734) ^ 0x80000000u);
    var v751: f32 = morph_fma_f32(v750, v749, v738);
    var v752: f32 = morph_fma_f32(v749, v751, v749);
    var v753: f32 = v678 * v752;
    var v754: f32 = bitcast<f32>(bitcast<u32>(v678) ^ 0x80000000u);
    var v755: f32 = morph_fma_f32(v753, v734, v754);
    var v756: f32 = morph_fma_f32(v753, v737, v755);
    var v757: f32 = bitcast<f32>(bitcast<u32>(v752) ^ 0x80000000u);
    var v758: f32 = morph_fma_f32(v756, v757, v753);
    var v759: i32 = 0;
    var v760: i32 = 126;
    var v761: i32 = bitcast<i32>(bitcast<u32>(v692) - bitcast<u32>(v760));
    var v762: i32 = select(v761, v759, v761 < v759);
    var v763: i32 = 0;
    var v764: i32 = bitcast<i32>(bitcast<u32>(v763) - bitcast<u32>(v762));
    var v765: i32 = 127;
    var v766: i32 = bitcast<i32>(bitcast<u32>(v764) + bitcast<u32>(v765));
    var v767: i32 = 23;
    var v768: i32 = bitcast<i32>(bitcast<u32>(v766) << (bitcast<u32>(v767) & 31u));
    var v769: f32 = bitcast<f32>(v768);
    var v770: f32 = select(v680, v728, v716 != 0u);
    var v771: f32 = v758 * v769;
    var v772: f32 = v771 * v770;
    var v773: f32 = bitcast<f32>(0x7f800000u) /* inf */;
    var v774: u32 = select(0u, 1u, (v673 < v773));
    var v775: f32 = select(v673, v772, v774 != 0u);
    var v674: f32 = v775;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v244;
    p_out0[(v9 + 2u)] = v459;
    p_out0[(v9 + 3u)] = v674;
  }
}
