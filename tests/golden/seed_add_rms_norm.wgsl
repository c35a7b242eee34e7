// Kernel 'row_fence' printed by Morph for wgsl (key 16871043659616967910).
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
var<workgroup> sh0_lanes: array<f32, 1056>;
var<workgroup> sh1_groups: array<f32, 32>;
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  // sh0_lanes: workgroup shared, declared before main
  // sh1_groups: workgroup shared, declared before main
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_in1_len: u32 = morph_args.p_in1_len;
  let p_in2_len: u32 = morph_args.p_in2_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 4096u;
  var v3: u32 = morph_lid3.x;
  var v4: u32 = 9u;
  var v5: u32 = v3 >> (v4 & 31u);
  var v6: u32 = morph_grp.x;
  var v7: u32 = v6 * v2;
  var v8: u32 = 0u;
  var v9: u32 = v3 + v8;
  var v10: u32 = 512u;
  var v11: u32 = v3 + v10;
  var v12: u32 = 1024u;
  var v13: u32 = v3 + v12;
  var v14: u32 = 1536u;
  var v15: u32 = v3 + v14;
  var v16: u32 = 2048u;
  var v17: u32 = v3 + v16;
  var v18: u32 = 2560u;
  var v19: u32 = v3 + v18;
  var v20: u32 = 3072u;
  var v21: u32 = v3 + v20;
  var v22: u32 = 3584u;
  var v23: u32 = v3 + v22;
  var v24: u32 = 0u;
  var v25: u32 = 0u;
  var v26: u32 = v7 + v9;
  var v27: f32 = p_in0[v26];
  var v28: u32 = v7 + v9;
  var v29: f32 = p_in1[v28];
  var v30: f32 = p_in2[v9];
  var v31: u32 = v7 + v11;
  var v32: f32 = p_in0[v31];
  var v33: u32 = v7 + v11;
  var v34: f32 = p_in1[v33];
  var v35: f32 = p_in2[v11];
  var v36: u32 = v7 + v13;
  var v37: f32 = p_in0[v36];
  var v38: u32 = v7 + v13;
  var v39: f32 = p_in1[v38];
  var v40: f32 = p_in2[v13];
  var v41: u32 = v7 + v15;
  var v42: f32 = p_in0[v41];
  var v43: u32 = v7 + v15;
  var v44: f32 = p_in1[v43];
  var v45: f32 = p_in2[v15];
  var v46: u32 = v7 + v17;
  var v47: f32 = p_in0[v46];
  var v48: u32 = v7 + v17;
  var v49: f32 = p_in1[v48];
  var v50: f32 = p_in2[v17];
  var v51: u32 = v7 + v19;
  var v52: f32 = p_in0[v51];
  var v53: u32 = v7 + v19;
  var v54: f32 = p_in1[v53];
  var v55: f32 = p_in2[v19];
  var v56: u32 = v7 + v21;
  var v57: f32 = p_in0[v56];
  var v58: u32 = v7 + v21;
  var v59: f32 = p_in1[v58];
  var v60: f32 = p_in2[v21];
  var v61: u32 = v7 + v23;
  var v62: f32 = p_in0[v61];
  var v63: u32 = v7 + v23;
  var v64: f32 = p_in1[v63];
  var v65: f32 = p_in2[v23];
  var v66: f32 = v27 + v29;
  var v67: f32 = bitcast<f32>(bitcast<u32>(v66) & 0x7fffffffu);
  var v68: f32 = v32 + v34;
  var v69: f32 = bitcast<f32>(bitcast<u32>(v68) & 0x7fffffffu);
  var v70: f32 = v37 + v39;
  var v71: f32 = bitcast<f32>(bitcast<u32>(v70) & 0x7fffffffu);
  var v72: f32 = v42 + v44;
  var v73: f32 = bitcast<f32>(bitcast<u32>(v72) & 0x7fffffffu);
  var v74: f32 = v47 + v49;
  var v75: f32 = bitcast<f32>(bitcast<u32>(v74) & 0x7fffffffu);
  var v76: f32 = v52 + v54;
  var v77: f32 = bitcast<f32>(bitcast<u32>(v76) & 0x7fffffffu);
  var v78: f32 = v57 + v59;
  var v79: f32 = bitcast<f32>(bitcast<u32>(v78) & 0x7fffffffu);
  var v80: f32 = v62 + v64;
  var v81: f32 = bitcast<f32>(bitcast<u32>(v80) & 0x7fffffffu);
  var v82: u32 = bitcast<u32>(v71);
  var v83: u32 = bitcast<u32>(v67);
  var v84: u32 = select(v83, v82, v83 < v82);
  var v85: f32 = bitcast<f32>(v84);
  var v86: u32 = bitcast<u32>(v75);
  var v87: u32 = bitcast<u32>(v85);
  var v88: u32 = select(v87, v86, v87 < v86);
  var v89: f32 = bitcast<f32>(v88);
  var v90: u32 = bitcast<u32>(v79);
  var v91: u32 = bitcast<u32>(v89);
  var v92: u32 = select(v91, v90, v91 < v90);
  var v93: f32 = bitcast<f32>(v92);
  var v94: u32 = bitcast<u32>(v73);
  var v95: u32 = bitcast<u32>(v69);
  var v96: u32 = select(v95, v94, v95 < v94);
  var v97: f32 = bitcast<f32>(v96);
  var v98: u32 = bitcast<u32>(v77);
  var v99: u32 = bitcast<u32>(v97);
  var v100: u32 = select(v99, v98, v99 < v98);
  var v101: f32 = bitcast<f32>(v100);
  var v102: u32 = bitcast<u32>(v81);
  var v103: u32 = bitcast<u32>(v101);
  var v104: u32 = select(v103, v102, v103 < v102);
  var v105: f32 = bitcast<f32>(v104);
  var v106: u32 = 0u;
  var v107: u32 = v3 + v106;
  var v108: u32 = 31u;
  var v109: u32 = v107 & v108;
  var v110: u32 = 5u;
  var v111: u32 = v107 >> (v110 & 31u);
  var v112: u32 = 33u;
  var v113: u32 = v111 * v112;
  var v114: u32 = v24 + v113;
  var v115: u32 = v114 + v109;
  sh0_lanes[v115] = v93;
  var v116: u32 = 512u;
  var v117: u32 = v3 + v116;
  var v118: u32 = 31u;
  var v119: u32 = v117 & v118;
  var v120: u32 = 5u;
  var v121: u32 = v117 >> (v120 & 31u);
  var v122: u32 = 33u;
  var v123: u32 = v121 * v122;
  var v124: u32 = v24 + v123;
  var v125: u32 = v124 + v119;
  sh0_lanes[v125] = v105;
  storageBarrier(); workgroupBarrier();
  var v126: u32 = 32u;
  var v127: u32 = select(0u, 1u, (v3 < v126));
  if (v127 != 0u) {
    var v128: u32 = 33u;
    var v129: u32 = v3 * v128;
    var v130: u32 = v24 + v129;
    var v131: f32 = sh0_lanes[v130];
    var v132: u32 = 1u;
    var v133: u32 = v130 + v132;
    var v134: f32 = sh0_lanes[v133];
    var v135: u32 = 2u;
    var v136: u32 = v130 + v135;
    var v137: f32 = sh0_lanes[v136];
    var v138: u32 = 3u;
    var v139: u32 = v130 + v138;
    var v140: f32 = sh0_lanes[v139];
    var v141: u32 = 4u;
    var v142: u32 = v130 + v141;
    var v143: f32 = sh0_lanes[v142];
    var v144: u32 = 5u;
    var v145: u32 = v130 + v144;
    var v146: f32 = sh0_lanes[v145];
    var v147: u32 = 6u;
    var v148: u32 = v130 + v147;
    var v149: f32 = sh0_lanes[v148];
    var v150: u32 = 7u;
    var v151: u32 = v130 + v150;
    var v152: f32 = sh0_lanes[v151];
    var v153: u32 = 8u;
    var v154: u32 = v130 + v153;
    var v155: f32 = sh0_lanes[v154];
    var v156: u32 = 9u;
    var v157: u32 = v130 + v156;
    var v158: f32 = sh0_lanes[v157];
    var v159: u32 = 10u;
    var v160: u32 = v130 + v159;
    var v161: f32 = sh0_lanes[v160];
    var v162: u32 = 11u;
    var v163: u32 = v130 + v162;
    var v164: f32 = sh0_lanes[v163];
    var v165: u32 = 12u;
    var v166: u32 = v130 + v165;
    var v167: f32 = sh0_lanes[v166];
    var v168: u32 = 13u;
    var v169: u32 = v130 + v168;
    var v170: f32 = sh0_lanes[v169];
    var v171: u32 = 14u;
    var v172: u32 = v130 + v171;
    var v173: f32 = sh0_lanes[v172];
    var v174: u32 = 15u;
    var v175: u32 = v130 + v174;
    var v176: f32 = sh0_lanes[v175];
    var v177: u32 = 16u;
    var v178: u32 = v130 + v177;
    var v179: f32 = sh0_lanes[v178];
    var v180: u32 = 17u;
    var v181: u32 = v130 + v180;
    var v182: f32 = sh0_lanes[v181];
    var v183: u32 = 18u;
    var v184: u32 = v130 + v183;
    var v185: f32 = sh0_lanes[v184];
    var v186: u32 = 19u;
    var v187: u32 = v130 + v186;
    var v188: f32 = sh0_lanes[v187];
    var v189: u32 = 20u;
    var v190: u32 = v130 + v189;
    var v191: f32 = sh0_lanes[v190];
    var v192: u32 = 21u;
    var v193: u32 = v130 + v192;
    var v194: f32 = sh0_lanes[v193];
    var v195: u32 = 22u;
    var v196: u32 = v130 + v195;
    var v197: f32 = sh0_lanes[v196];
    var v198: u32 = 23u;
    var v199: u32 = v130 + v198;
    var v200: f32 = sh0_lanes[v199];
    var v201: u32 = 24u;
    var v202: u32 = v130 + v201;
    var v203: f32 = sh0_lanes[v202];
    var v204: u32 = 25u;
    var v205: u32 = v130 + v204;
    var v206: f32 = sh0_lanes[v205];
    var v207: u32 = 26u;
    var v208: u32 = v130 + v207;
    var v209: f32 = sh0_lanes[v208];
    var v210: u32 = 27u;
    var v211: u32 = v130 + v210;
    var v212: f32 = sh0_lanes[v211];
    var v213: u32 = 28u;
    var v214: u32 = v130 + v213;
    var v215: f32 = sh0_lanes[v214];
    var v216: u32 = 29u;
    var v217: u32 = v130 + v216;
    var v218: f32 = sh0_lanes[v217];
    var v219: u32 = 30u;
    var v220: u32 = v130 + v219;
    var v221: f32 = sh0_lanes[v220];
    var v222: u32 = 31u;
    var v223: u32 = v130 + v222;
    var v224: f32 = sh0_lanes[v223];
    var v225: f32 = morph_max_f32(v131, v179);
    var v226: f32 = morph_max_f32(v134, v182);
    var v227: f32 = morph_max_f32(v137, v185);
    var v228: f32 = morph_max_f32(v140, v188);
    var v229: f32 = morph_max_f32(v143, v191);
    var v230: f32 = morph_max_f32(v146, v194);
    var v231: f32 = morph_max_f32(v149, v197);
    var v232: f32 = morph_max_f32(v152, v200);
    var v233: f32 = morph_max_f32(v155, v203);
    var v234: f32 = morph_max_f32(v158, v206);
    var v235: f32 = morph_max_f32(v161, v209);
    var v236: f32 = morph_max_f32(v164, v212);
    var v237: f32 = morph_max_f32(v167, v215);
    var v238: f32 = morph_max_f32(v170, v218);
    var v239: f32 = morph_max_f32(v173, v221);
    var v240: f32 = morph_max_f32(v176, v224);
    var v241: f32 = morph_max_f32(v225, v233);
    var v242: f32 = morph_max_f32(v226, v234);
    var v243: f32 = morph_max_f32(v227, v235);
    var v244: f32 = morph_max_f32(v228, v236);
    var v245: f32 = morph_max_f32(v229, v237);
    var v246: f32 = morph_max_f32(v230, v238);
    var v247: f32 = morph_max_f32(v231, v239);
    var v248: f32 = morph_max_f32(v232, v240);
    var v249: f32 = morph_max_f32(v241, v245);
    var v250: f32 = morph_max_f32(v242, v246);
    var v251: f32 = morph_max_f32(v243, v247);
    var v252: f32 = morph_max_f32(v244, v248);
    var v253: f32 = morph_max_f32(v249, v251);
    var v254: f32 = morph_max_f32(v250, v252);
    var v255: f32 = morph_max_f32(v253, v254);
    var v256: u32 = v25 + v3;
    sh1_groups[v256] = v255;
  }
  storageBarrier(); workgroupBarrier();
  var v257: u32 = 0u;
  var v258: f32 = sh1_groups[v257];
  var v259: u32 = 1u;
  var v260: f32 = sh1_groups[v259];
  var v261: u32 = 2u;
  var v262: f32 = sh1_groups[v261];
  var v263: u32 = 3u;
  var v264: f32 = sh1_groups[v263];
  var v265: u32 = 4u;
  var v266: f32 = sh1_groups[v265];
  var v267: u32 = 5u;
  var v268: f32 = sh1_groups[v267];
  var v269: u32 = 6u;
  var v270: f32 = sh1_groups[v269];
  var v271: u32 = 7u;
  var v272: f32 = sh1_groups[v271];
  var v273: u32 = 8u;
  var v274: f32 = sh1_groups[v273];
  var v275: u32 = 9u;
  var v276: f32 = sh1_groups[v275];
  var v277: u32 = 10u;
  var v278: f32 = sh1_groups[v277];
  var v279: u32 = 11u;
  var v280: f32 = sh1_groups[v279];
  var v281: u32 = 12u;
  var v282: f32 = sh1_groups[v281];
  var v283: u32 = 13u;
  var v284: f32 = sh1_groups[v283];
  var v285: u32 = 14u;
  var v286: f32 = sh1_groups[v285];
  var v287: u32 = 15u;
  var v288: f32 = sh1_groups[v287];
  var v289: u32 = 16u;
  var v290: f32 = sh1_groups[v289];
  var v291: u32 = 17u;
  var v292: f32 = sh1_groups[v291];
  var v293: u32 = 18u;
  var v294: f32 = sh1_groups[v293];
  var v295: u32 = 19u;
  var v296: f32 = sh1_groups[v295];
  var v297: u32 = 20u;
  var v298: f32 = sh1_groups[v297];
  var v299: u32 = 21u;
  var v300: f32 = sh1_groups[v299];
  var v301: u32 = 22u;
  var v302: f32 = sh1_groups[v301];
  var v303: u32 = 23u;
  var v304: f32 = sh1_groups[v303];
  var v305: u32 = 24u;
  var v306: f32 = sh1_groups[v305];
  var v307: u32 = 25u;
  var v308: f32 = sh1_groups[v307];
  var v309: u32 = 26u;
  var v310: f32 = sh1_groups[v309];
  var v311: u32 = 27u;
  var v312: f32 = sh1_groups[v311];
  var v313: u32 = 28u;
  var v314: f32 = sh1_groups[v313];
  var v315: u32 = 29u;
  var v316: f32 = sh1_groups[v315];
  var v317: u32 = 30u;
  var v318: f32 = sh1_groups[v317];
  var v319: u32 = 31u;
  var v320: f32 = sh1_groups[v319];
  var v321: f32 = morph_max_f32(v258, v290);
  var v322: f32 = morph_max_f32(v260, v292);
  var v323: f32 = morph_max_f32(v262, v294);
  var v324: f32 = morph_max_f32(v264, v296);
  var v325: f32 = morph_max_f32(v266, v298);
  var v326: f32 = morph_max_f32(v268, v300);
  var v327: f32 = morph_max_f32(v270, v302);
  var v328: f32 = morph_max_f32(v272, v304);
  var v329: f32 = morph_max_f32(v274, v306);
  var v330: f32 = morph_max_f32(v276, v308);
  var v331: f32 = morph_max_f32(v278, v310);
  var v332: f32 = morph_max_f32(v280, v312);
  var v333: f32 = morph_max_f32(v282, v314);
  var v334: f32 = morph_max_f32(v284, v316);
  var v335: f32 = morph_max_f32(v286, v318);
  var v336: f32 = morph_max_f32(v288, v320);
  var v337: f32 = morph_max_f32(v321, v329);
  var v338: f32 = morph_max_f32(v322, v330);
  var v339: f32 = morph_max_f32(v323, v331);
  var v340: f32 = morph_max_f32(v324, v332);
  var v341: f32 = morph_max_f32(v325, v333);
  var v342: f32 = morph_max_f32(v326, v334);
  var v343: f32 = morph_max_f32(v327, v335);
  var v344: f32 = morph_max_f32(v328, v336);
  var v345: f32 = morph_max_f32(v337, v341);
  var v346: f32 = morph_max_f32(v338, v342);
  var v347: f32 = morph_max_f32(v339, v343);
  var v348: f32 = morph_max_f32(v340, v344);
  var v349: f32 = morph_max_f32(v345, v347);
  var v350: f32 = morph_max_f32(v346, v348);
  var v351: f32 = morph_max_f32(v349, v350);
  var v352: f32 = bitcast<f32>(0x53800000u) /* 1.09951163e+12 */;
  var v353: f32 = v351 - v352;
  var v354: f32 = bitcast<f32>(0x37000000u) /* 7.62939453e-06 */;
  var v355: f32 = v353 * v354;
  var v356: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v357: f32 = morph_max_f32(v355, v356);
  var v358: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v359: f32 = morph_min_f32(v357, v358);
  var v360: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v361: f32 = v360 - v359;
  var v362: f32 = bitcast<f32>(0x13800000u) /* 3.23117427e-27 */;
  var v363: f32 = morph_max_f32(v361, v362);
  var v364: f32 = v66 * v363;
  var v365: f32 = v364 * v364;
  var v366: f32 = v68 * v363;
  var v367: f32 = v366 * v366;
  var v368: f32 = v70 * v363;
  var v369: f32 = v368 * v368;
  var v370: f32 = v72 * v363;
  var v371: f32 = v370 * v370;
  var v372: f32 = v74 * v363;
  var v373: f32 = v372 * v372;
  var v374: f32 = v76 * v363;
  var v375: f32 = v374 * v374;
  var v376: f32 = v78 * v363;
  var v377: f32 = v376 * v376;
  var v378: f32 = v80 * v363;
  var v379: f32 = v378 * v378;
  var v380: f32 = v365 + v369;
  var v381: f32 = v380 + v373;
  var v382: f32 = v381 + v377;
  var v383: f32 = v367 + v371;
  var v384: f32 = v383 + v375;
  var v385: f32 = v384 + v379;
  var v386: u32 = 0u;
  var v387: u32 = v3 + v386;
  var v388: u32 = 31u;
  var v389: u32 = v387 & v388;
  var v390: u32 = 5u;
  var v391: u32 = v387 >> (v390 & 31u);
  var v392: u32 = 33u;
  var v393: u32 = v391 * v392;
  var v394: u32 = v24 + v393;
  var v395: u32 = v394 + v389;
  sh0_lanes[v395] = v382;
  var v396: u32 = 512u;
  var v397: u32 = v3 + v396;
  var v398: u32 = 31u;
  var v399: u32 = v397 & v398;
  var v400: u32 = 5u;
  var v401: u32 = v397 >> (v400 & 31u);
  var v402: u32 = 33u;
  var v403: u32 = v401 * v402;
  var v404: u32 = v24 + v403;
  var v405: u32 = v404 + v399;
  sh0_lanes[v405] = v385;
  storageBarrier(); workgroupBarrier();
  var v406: u32 = 32u;
  var v407: u32 = select(0u, 1u, (v3 < v406));
  if (v407 != 0u) {
    var v408: u32 = 33u;
    var v409: u32 = v3 * v408;
    var v410: u32 = v24 + v409;
    var v411: f32 = sh0_lanes[v410];
    var v412: u32 = 1u;
    var v413: u32 = v410 + v412;
    var v414: f32 = sh0_lanes[v413];
    var v415: u32 = 2u;
    var v416: u32 = v410 + v415;
    var v417: f32 = sh0_lanes[v416];
    var v418: u32 = 3u;
    var v419: u32 = v410 + v418;
    var v420: f32 = sh0_lanes[v419];
    var v421: u32 = 4u;
    var v422: u32 = v410 + v421;
    var v423: f32 = sh0_lanes[v422];
    var v424: u32 = 5u;
    var v425: u32 = v410 + v424;
    var v426: f32 = sh0_lanes[v425];
    var v427: u32 = 6u;
    var v428: u32 = v410 + v427;
    var v429: f32 = sh0_lanes[v428];
    var v430: u32 = 7u;
    var v431: u32 = v410 + v430;
    var v432: f32 = sh0_lanes[v431];
    var v433: u32 = 8u;
    var v434: u32 = v410 + v433;
    var v435: f32 = sh0_lanes[v434];
    var v436: u32 = 9u;
    var v437: u32 = v410 + v436;
    var v438: f32 = sh0_lanes[v437];
    var v439: u32 = 10u;
    var v440: u32 = v410 + v439;
    var v441: f32 = sh0_lanes[v440];
    var v442: u32 = 11u;
    var v443: u32 = v410 + v442;
    var v444: f32 = sh0_lanes[v443];
    var v445: u32 = 12u;
    var v446: u32 = v410 + v445;
    var v447: f32 = sh0_lanes[v446];
    var v448: u32 = 13u;
    var v449: u32 = v410 + v448;
    var v450: f32 = sh0_lanes[v449];
    var v451: u32 = 14u;
    var v452: u32 = v410 + v451;
    var v453: f32 = sh0_lanes[v452];
    var v454: u32 = 15u;
    var v455: u32 = v410 + v454;
    var v456: f32 = sh0_lanes[v455];
    var v457: u32 = 16u;
    var v458: u32 = v410 + v457;
    var v459: f32 = sh0_lanes[v458];
    var v460: u32 = 17u;
    var v461: u32 = v410 + v460;
    var v462: f32 = sh0_lanes[v461];
    var v463: u32 = 18u;
    var v464: u32 = v410 + v463;
    var v465: f32 = sh0_lanes[v464];
    var v466: u32 = 19u;
    var v467: u32 = v410 + v466;
    var v468: f32 = sh0_lanes[v467];
    var v469: u32 = 20u;
    var v470: u32 = v410 + v469;
    var v471: f32 = sh0_lanes[v470];
    var v472: u32 = 21u;
    var v473: u32 = v410 + v472;
    var v474: f32 = sh0_lanes[v473];
    var v475: u32 = 22u;
    var v476: u32 = v410 + v475;
    var v477: f32 = sh0_lanes[v476];
    var v478: u32 = 23u;
    var v479: u32 = v410 + v478;
    var v480: f32 = sh0_lanes[v479];
    var v481: u32 = 24u;
    var v482: u32 = v410 + v481;
    var v483: f32 = sh0_lanes[v482];
    var v484: u32 = 25u;
    var v485: u32 = v410 + v484;
    var v486: f32 = sh0_lanes[v485];
    var v487: u32 = 26u;
    var v488: u32 = v410 + v487;
    var v489: f32 = sh0_lanes[v488];
    var v490: u32 = 27u;
    var v491: u32 = v410 + v490;
    var v492: f32 = sh0_lanes[v491];
    var v493: u32 = 28u;
    var v494: u32 = v410 + v493;
    var v495: f32 = sh0_lanes[v494];
    var v496: u32 = 29u;
    var v497: u32 = v410 + v496;
    var v498: f32 = sh0_lanes[v497];
    var v499: u32 = 30u;
    var v500: u32 = v410 + v499;
    var v501: f32 = sh0_lanes[v500];
    var v502: u32 = 31u;
    var v503: u32 = v410 + v502;
    var v504: f32 = sh0_lanes[v503];
    var v505: f32 = v411 + v459;
    var v506: f32 = v414 + v462;
    var v507: f32 = v417 + v465;
    var v508: f32 = v420 + v468;
    var v509: f32 = v423 + v471;
    var v510: f32 = v426 + v474;
    var v511: f32 = v429 + v477;
    var v512: f32 = v432 + v480;
    var v513: f32 = v435 + v483;
    var v514: f32 = v438 + v486;
    var v515: f32 = v441 + v489;
    var v516: f32 = v444 + v492;
    var v517: f32 = v447 + v495;
    var v518: f32 = v450 + v498;
    var v519: f32 = v453 + v501;
    var v520: f32 = v456 + v504;
    var v521: f32 = v505 + v513;
    var v522: f32 = v506 + v514;
    var v523: f32 = v507 + v515;
    var v524: f32 = v508 + v516;
    var v525: f32 = v509 + v517;
    var v526: f32 = v510 + v518;
    var v527: f32 = v511 + v519;
    var v528: f32 = v512 + v520;
    var v529: f32 = v521 + v525;
    var v530: f32 = v522 + v526;
    var v531: f32 = v523 + v527;
    var v532: f32 = v524 + v528;
    var v533: f32 = v529 + v531;
    var v534: f32 = v530 + v532;
    var v535: f32 = v533 + v534;
    var v536: u32 = v25 + v3;
    sh1_groups[v536] = v535;
  }
  storageBarrier(); workgroupBarrier();
  var v537: u32 = 0u;
  var v538: f32 = sh1_groups[v537];
  var v539: u32 = 1u;
  var v540: f32 = sh1_groups[v539];
  var v541: u32 = 2u;
  var v542: f32 = sh1_groups[v541];
  var v543: u32 = 3u;
  var v544: f32 = sh1_groups[v543];
  var v545: u32 = 4u;
  var v546: f32 = sh1_groups[v545];
  var v547: u32 = 5u;
  var v548: f32 = sh1_groups[v547];
  var v549: u32 = 6u;
  var v550: f32 = sh1_groups[v549];
  var v551: u32 = 7u;
  var v552: f32 = sh1_groups[v551];
  var v553: u32 = 8u;
  var v554: f32 = sh1_groups[v553];
  var v555: u32 = 9u;
  var v556: f32 = sh1_groups[v555];
  var v557: u32 = 10u;
  var v558: f32 = sh1_groups[v557];
  var v559: u32 = 11u;
  var v560: f32 = sh1_groups[v559];
  var v561: u32 = 12u;
  var v562: f32 = sh1_groups[v561];
  var v563: u32 = 13u;
  var v564: f32 = sh1_groups[v563];
  var v565: u32 = 14u;
  var v566: f32 = sh1_groups[v565];
  var v567: u32 = 15u;
  var v568: f32 = sh1_groups[v567];
  var v569: u32 = 16u;
  var v570: f32 = sh1_groups[v569];
  var v571: u32 = 17u;
  var v572: f32 = sh1_groups[v571];
  var v573: u32 = 18u;
  var v574: f32 = sh1_groups[v573];
  var v575: u32 = 19u;
  var v576: f32 = sh1_groups[v575];
  var v577: u32 = 20u;
  var v578: f32 = sh1_groups[v577];
  var v579: u32 = 21u;
  var v580: f32 = sh1_groups[v579];
  var v581: u32 = 22u;
  var v582: f32 = sh1_groups[v581];
  var v583: u32 = 23u;
  var v584: f32 = sh1_groups[v583];
  var v585: u32 = 24u;
  var v586: f32 = sh1_groups[v585];
  var v587: u32 = 25u;
  var v588: f32 = sh1_groups[v587];
  var v589: u32 = 26u;
  var v590: f32 = sh1_groups[v589];
  var v591: u32 = 27u;
  var v592: f32 = sh1_groups[v591];
  var v593: u32 = 28u;
  var v594: f32 = sh1_groups[v593];
  var v595: u32 = 29u;
  var v596: f32 = sh1_groups[v595];
  var v597: u32 = 30u;
  var v598: f32 = sh1_groups[v597];
  var v599: u32 = 31u;
  var v600: f32 = sh1_groups[v599];
  var v601: f32 = v538 + v570;
  var v602: f32 = v540 + v572;
  var v603: f32 = v542 + v574;
  var v604: f32 = v544 + v576;
  var v605: f32 = v546 + v578;
  var v606: f32 = v548 + v580;
  var v607: f32 = v550 + v582;
  var v608: f32 = v552 + v584;
  var v609: f32 = v554 + v586;
  var v610: f32 = v556 + v588;
  var v611: f32 = v558 + v590;
  var v612: f32 = v560 + v592;
  var v613: f32 = v562 + v594;
  var v614: f32 = v564 + v596;
  var v615: f32 = v566 + v598;
  var v616: f32 = v568 + v600;
  var v617: f32 = v601 + v609;
  var v618: f32 = v602 + v610;
  var v619: f32 = v603 + v611;
  var v620: f32 = v604 + v612;
  var v621: f32 = v605 + v613;
  var v622: f32 = v606 + v614;
  var v623: f32 = v607 + v615;
  var v624: f32 = v608 + v616;
  var v625: f32 = v617 + v621;
  var v626: f32 = v618 + v622;
  var v627: f32 = v619 + v623;
  var v628: f32 = v620 + v624;
  var v629: f32 = v625 + v627;
  var v630: f32 = v626 + v628;
  var v631: f32 = v629 + v630;
  var v632: f32 = bitcast<f32>(0x3727c5acu) /* 9.99999975e-06 */;
  var v633: f32 = v632 * v363;
  var v634: f32 = v633 * v363;
  var v635: f32 = bitcast<f32>(0x45800000u) /* 4096 */;
  var v636: f32 = bitcast<f32>(0x39800000u) /* 0.000244140625 */;
  var v637: f32 = v631 * v636;
  var v638: f32 = v637 + v634;
  var v639: f32 = bitcast<f32>(0x00800000u) /* 1.17549435e-38 */;
  var v640: u32 = select(0u, 1u, (v638 < v639));
  var v641: f32 = bitcast<f32>(0x4b800000u) /* 16777216 */;
  var v642: f32 = v638 * v641;
  var v643: f32 = select(v638, v642, v640 != 0u);
  var v644: i32 = 0;
  var v645: i32 = 12;
  var v646: i32 = select(v644, v645, v640 != 0u);
  var v647: i32 = bitcast<i32>(v643);
  var v648: i32 = 23;
  var v649: i32 = v647 >> (bitcast<u32>(v648) & 31u);
  var v650: i32 = 127;
  var v651: i32 = bitcast<i32>(bitcast<u32>(v649) - bitcast<u32>(v650));
  var v652: i32 = 1;
  var v653: i32 = v651 >> (bitcast<u32>(v652) & 31u);
  var v654: i32 = bitcast<i32>(bitcast<u32>(v653) + bitcast<u32>(v653));
  var v655: i32 = bitcast<i32>(bitcast<u32>(v651) - bitcast<u32>(v654));
  var v656: i32 = 127;
  var v657: i32 = bitcast<i32>(bitcast<u32>(v655) + bitcast<u32>(v656));
  var v658: i32 = 23;
  var v659: i32 = bitcast<i32>(bitcast<u32>(v657) << (bitcast<u32>(v658) & 31u));
  var v660: i32 = 8388607;
  var v661: i32 = v647 & v660;
  var v662: i32 = v661 | v659;
  var v663: f32 = bitcast<f32>(v662);
  var v664: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v665: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v666: f32 = v665 * v663;
  var v667: i32 = bitcast<i32>(v663);
  var v668: i32 = 1;
  var v669: i32 = v667 >> (bitcast<u32>(v668) & 31u);
  var v670: i32 = 1597463174;
  var v671: i32 = bitcast<i32>(bitcast<u32>(v670) - bitcast<u32>(v669));
  var v672: f32 = bitcast<f32>(v671);
  var v673: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v674: f32 = v672 * v672;
  var v675: f32 = bitcast<f32>(bitcast<u32>(v666) ^ 0x80000000u);
  var v676: f32 = morph_fma_f32(v675, v674, v673);
  var v677: f32 = v672 * v676;
  var v678: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v679: f32 = v677 * v677;
  var v680: f32 = bitcast<f32>(bitcast<u32>(v666) ^ 0x80000000u);
  var v681: f32 = morph_fma_f32(v680, v679, v678);
  var v682: f32 = v677 * v681;
  var v683: f32 = v682 * v682;
  var v684: f32 = bitcast<f32>(bitcast<u32>(v683) ^ 0x80000000u);
  var v685: f32 = morph_fma_f32(v682, v682, v684);
  var v686: f32 = bitcast<f32>(bitcast<u32>(v663) ^ 0x80000000u);
  var v687: f32 = morph_fma_f32(v686, v683, v664);
  var v688: f32 = bitcast<f32>(bitcast<u32>(v663) ^ 0x80000000u);
  var v689: f32 = morph_fma_f32(v688, v685, v687);
  var v690: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v691: f32 = v690 * v682;
  var v692: f32 = morph_fma_f32(v691, v689, v682);
  var v693: i32 = bitcast<i32>(bitcast<u32>(v646) - bitcast<u32>(v653));
  var v694: i32 = 127;
  var v695: i32 = bitcast<i32>(bitcast<u32>(v693) + bitcast<u32>(v694));
  var v696: i32 = 23;
  var v697: i32 = bitcast<i32>(bitcast<u32>(v695) << (bitcast<u32>(v696) & 31u));
  var v698: f32 = bitcast<f32>(v697);
  var v699: f32 = v692 * v698;
  var v700: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v701: f32 = bitcast<f32>(0x7f800000u) /* inf */;
  var v702: u32 = select(0u, 1u, (v638 == v701));
  var v703: f32 = select(v699, v700, v702 != 0u);
  var v704: u32 = bitcast<u32>(v638);
  var v705: u32 = 2139095040u;
  var v706: u32 = v704 | v705;
  var v707: f32 = bitcast<f32>(v706);
  var v708: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v709: u32 = select(0u, 1u, (v638 == v708));
  var v710: f32 = select(v703, v707, v709 != 0u);
  var v711: f32 = bitcast<f32>(0x7fc00000u) /* nan */;
  var v712: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v713: u32 = select(0u, 1u, (v638 < v712));
  var v714: u32 = select(0u, 1u, (v638 != v638));
  var v715: u32 = v713 | v714;
  var v716: f32 = select(v710, v711, v715 != 0u);
  var v717: f32 = v716 * v363;
  var v718: u32 = select(0u, 1u, (v6 < v0));
  var v719: f32 = v66 * v717;
  var v720: f32 = v719 * v30;
  var v721: f32 = v68 * v717;
  var v722: f32 = v721 * v35;
  var v723: f32 = v70 * v717;
  var v724: f32 = v723 * v40;
  var v725: f32 = v72 * v717;
  var v726: f32 = v725 * v45;
  var v727: f32 = v74 * v717;
  var v728: f32 = v727 * v50;
  var v729: f32 = v76 * v717;
  var v730: f32 = v729 * v55;
  var v731: f32 = v78 * v717;
  var v732: f32 = v731 * v60;
  var v733: f32 = v80 * v717;
  var v734: f32 = v733 * v65;
  if (v718 != 0u) {
    var v735: u32 = v7 + v9;
    p_out0[v735] = v720;
    var v736: u32 = v7 + v11;
    p_out0[v736] = v722;
    var v737: u32 = v7 + v13;
    p_out0[v737] = v724;
    var v738: u32 = v7 + v15;
    p_out0[v738] = v726;
    var v739: u32 = v7 + v17;
    p_out0[v739] = v728;
    var v740: u32 = v7 + v19;
    p_out0[v740] = v730;
    var v741: u32 = v7 + v21;
    p_out0[v741] = v732;
    var v742: u32 = v7 + v23;
    p_out0[v742] = v734;
  }
}
