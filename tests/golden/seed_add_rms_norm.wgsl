// Kernel 'row_fence' printed by Morph for wgsl (key 5144990322878762775).
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
  var v30: f32 = v27 + v29;
  var v31: f32 = bitcast<f32>(bitcast<u32>(v30) & 0x7fffffffu);
  var v32: u32 = v7 + v11;
  var v33: f32 = p_in0[v32];
  var v34: u32 = v7 + v11;
  var v35: f32 = p_in1[v34];
  var v36: f32 = v33 + v35;
  var v37: f32 = bitcast<f32>(bitcast<u32>(v36) & 0x7fffffffu);
  var v38: u32 = v7 + v13;
  var v39: f32 = p_in0[v38];
  var v40: u32 = v7 + v13;
  var v41: f32 = p_in1[v40];
  var v42: f32 = v39 + v41;
  var v43: f32 = bitcast<f32>(bitcast<u32>(v42) & 0x7fffffffu);
  var v44: u32 = v7 + v15;
  var v45: f32 = p_in0[v44];
  var v46: u32 = v7 + v15;
  var v47: f32 = p_in1[v46];
  var v48: f32 = v45 + v47;
  var v49: f32 = bitcast<f32>(bitcast<u32>(v48) & 0x7fffffffu);
  var v50: u32 = v7 + v17;
  var v51: f32 = p_in0[v50];
  var v52: u32 = v7 + v17;
  var v53: f32 = p_in1[v52];
  var v54: f32 = v51 + v53;
  var v55: f32 = bitcast<f32>(bitcast<u32>(v54) & 0x7fffffffu);
  var v56: u32 = v7 + v19;
  var v57: f32 = p_in0[v56];
  var v58: u32 = v7 + v19;
  var v59: f32 = p_in1[v58];
  var v60: f32 = v57 + v59;
  var v61: f32 = bitcast<f32>(bitcast<u32>(v60) & 0x7fffffffu);
  var v62: u32 = v7 + v21;
  var v63: f32 = p_in0[v62];
  var v64: u32 = v7 + v21;
  var v65: f32 = p_in1[v64];
  var v66: f32 = v63 + v65;
  var v67: f32 = bitcast<f32>(bitcast<u32>(v66) & 0x7fffffffu);
  var v68: u32 = v7 + v23;
  var v69: f32 = p_in0[v68];
  var v70: u32 = v7 + v23;
  var v71: f32 = p_in1[v70];
  var v72: f32 = v69 + v71;
  var v73: f32 = bitcast<f32>(bitcast<u32>(v72) & 0x7fffffffu);
  var v74: f32 = morph_max_f32(v31, v43);
  var v75: f32 = morph_max_f32(v74, v55);
  var v76: f32 = morph_max_f32(v75, v67);
  var v77: f32 = morph_max_f32(v37, v49);
  var v78: f32 = morph_max_f32(v77, v61);
  var v79: f32 = morph_max_f32(v78, v73);
  var v80: u32 = 0u;
  var v81: u32 = v3 + v80;
  var v82: u32 = 31u;
  var v83: u32 = v81 & v82;
  var v84: u32 = 5u;
  var v85: u32 = v81 >> (v84 & 31u);
  var v86: u32 = 33u;
  var v87: u32 = v85 * v86;
  var v88: u32 = v24 + v87;
  var v89: u32 = v88 + v83;
  sh0_lanes[v89] = v76;
  var v90: u32 = 512u;
  var v91: u32 = v3 + v90;
  var v92: u32 = 31u;
  var v93: u32 = v91 & v92;
  var v94: u32 = 5u;
  var v95: u32 = v91 >> (v94 & 31u);
  var v96: u32 = 33u;
  var v97: u32 = v95 * v96;
  var v98: u32 = v24 + v97;
  var v99: u32 = v98 + v93;
  sh0_lanes[v99] = v79;
  storageBarrier(); workgroupBarrier();
  var v100: u32 = 32u;
  var v101: u32 = select(0u, 1u, (v3 < v100));
  if (v101 != 0u) {
    var v102: u32 = 33u;
    var v103: u32 = v3 * v102;
    var v104: u32 = v24 + v103;
    var v105: f32 = sh0_lanes[v104];
    var v106: u32 = 1u;
    var v107: u32 = v104 + v106;
    var v108: f32 = sh0_lanes[v107];
    var v109: u32 = 2u;
    var v110: u32 = v104 + v109;
    var v111: f32 = sh0_lanes[v110];
    var v112: u32 = 3u;
    var v113: u32 = v104 + v112;
    var v114: f32 = sh0_lanes[v113];
    var v115: u32 = 4u;
    var v116: u32 = v104 + v115;
    var v117: f32 = sh0_lanes[v116];
    var v118: u32 = 5u;
    var v119: u32 = v104 + v118;
    var v120: f32 = sh0_lanes[v119];
    var v121: u32 = 6u;
    var v122: u32 = v104 + v121;
    var v123: f32 = sh0_lanes[v122];
    var v124: u32 = 7u;
    var v125: u32 = v104 + v124;
    var v126: f32 = sh0_lanes[v125];
    var v127: u32 = 8u;
    var v128: u32 = v104 + v127;
    var v129: f32 = sh0_lanes[v128];
    var v130: u32 = 9u;
    var v131: u32 = v104 + v130;
    var v132: f32 = sh0_lanes[v131];
    var v133: u32 = 10u;
    var v134: u32 = v104 + v133;
    var v135: f32 = sh0_lanes[v134];
    var v136: u32 = 11u;
    var v137: u32 = v104 + v136;
    var v138: f32 = sh0_lanes[v137];
    var v139: u32 = 12u;
    var v140: u32 = v104 + v139;
    var v141: f32 = sh0_lanes[v140];
    var v142: u32 = 13u;
    var v143: u32 = v104 + v142;
    var v144: f32 = sh0_lanes[v143];
    var v145: u32 = 14u;
    var v146: u32 = v104 + v145;
    var v147: f32 = sh0_lanes[v146];
    var v148: u32 = 15u;
    var v149: u32 = v104 + v148;
    var v150: f32 = sh0_lanes[v149];
    var v151: u32 = 16u;
    var v152: u32 = v104 + v151;
    var v153: f32 = sh0_lanes[v152];
    var v154: u32 = 17u;
    var v155: u32 = v104 + v154;
    var v156: f32 = sh0_lanes[v155];
    var v157: u32 = 18u;
    var v158: u32 = v104 + v157;
    var v159: f32 = sh0_lanes[v158];
    var v160: u32 = 19u;
    var v161: u32 = v104 + v160;
    var v162: f32 = sh0_lanes[v161];
    var v163: u32 = 20u;
    var v164: u32 = v104 + v163;
    var v165: f32 = sh0_lanes[v164];
    var v166: u32 = 21u;
    var v167: u32 = v104 + v166;
    var v168: f32 = sh0_lanes[v167];
    var v169: u32 = 22u;
    var v170: u32 = v104 + v169;
    var v171: f32 = sh0_lanes[v170];
    var v172: u32 = 23u;
    var v173: u32 = v104 + v172;
    var v174: f32 = sh0_lanes[v173];
    var v175: u32 = 24u;
    var v176: u32 = v104 + v175;
    var v177: f32 = sh0_lanes[v176];
    var v178: u32 = 25u;
    var v179: u32 = v104 + v178;
    var v180: f32 = sh0_lanes[v179];
    var v181: u32 = 26u;
    var v182: u32 = v104 + v181;
    var v183: f32 = sh0_lanes[v182];
    var v184: u32 = 27u;
    var v185: u32 = v104 + v184;
    var v186: f32 = sh0_lanes[v185];
    var v187: u32 = 28u;
    var v188: u32 = v104 + v187;
    var v189: f32 = sh0_lanes[v188];
    var v190: u32 = 29u;
    var v191: u32 = v104 + v190;
    var v192: f32 = sh0_lanes[v191];
    var v193: u32 = 30u;
    var v194: u32 = v104 + v193;
    var v195: f32 = sh0_lanes[v194];
    var v196: u32 = 31u;
    var v197: u32 = v104 + v196;
    var v198: f32 = sh0_lanes[v197];
    var v199: f32 = morph_max_f32(v105, v153);
    var v200: f32 = morph_max_f32(v108, v156);
    var v201: f32 = morph_max_f32(v111, v159);
    var v202: f32 = morph_max_f32(v114, v162);
    var v203: f32 = morph_max_f32(v117, v165);
    var v204: f32 = morph_max_f32(v120, v168);
    var v205: f32 = morph_max_f32(v123, v171);
    var v206: f32 = morph_max_f32(v126, v174);
    var v207: f32 = morph_max_f32(v129, v177);
    var v208: f32 = morph_max_f32(v132, v180);
    var v209: f32 = morph_max_f32(v135, v183);
    var v210: f32 = morph_max_f32(v138, v186);
    var v211: f32 = morph_max_f32(v141, v189);
    var v212: f32 = morph_max_f32(v144, v192);
    var v213: f32 = morph_max_f32(v147, v195);
    var v214: f32 = morph_max_f32(v150, v198);
    var v215: f32 = morph_max_f32(v199, v207);
    var v216: f32 = morph_max_f32(v200, v208);
    var v217: f32 = morph_max_f32(v201, v209);
    var v218: f32 = morph_max_f32(v202, v210);
    var v219: f32 = morph_max_f32(v203, v211);
    var v220: f32 = morph_max_f32(v204, v212);
    var v221: f32 = morph_max_f32(v205, v213);
    var v222: f32 = morph_max_f32(v206, v214);
    var v223: f32 = morph_max_f32(v215, v219);
    var v224: f32 = morph_max_f32(v216, v220);
    var v225: f32 = morph_max_f32(v217, v221);
    var v226: f32 = morph_max_f32(v218, v222);
    var v227: f32 = morph_max_f32(v223, v225);
    var v228: f32 = morph_max_f32(v224, v226);
    var v229: f32 = morph_max_f32(v227, v228);
    var v230: u32 = v25 + v3;
    sh1_groups[v230] = v229;
  }
  storageBarrier(); workgroupBarrier();
  var v231: u32 = 0u;
  var v232: f32 = sh1_groups[v231];
  var v233: u32 = 1u;
  var v234: f32 = sh1_groups[v233];
  var v235: u32 = 2u;
  var v236: f32 = sh1_groups[v235];
  var v237: u32 = 3u;
  var v238: f32 = sh1_groups[v237];
  var v239: u32 = 4u;
  var v240: f32 = sh1_groups[v239];
  var v241: u32 = 5u;
  var v242: f32 = sh1_groups[v241];
  var v243: u32 = 6u;
  var v244: f32 = sh1_groups[v243];
  var v245: u32 = 7u;
  var v246: f32 = sh1_groups[v245];
  var v247: u32 = 8u;
  var v248: f32 = sh1_groups[v247];
  var v249: u32 = 9u;
  var v250: f32 = sh1_groups[v249];
  var v251: u32 = 10u;
  var v252: f32 = sh1_groups[v251];
  var v253: u32 = 11u;
  var v254: f32 = sh1_groups[v253];
  var v255: u32 = 12u;
  var v256: f32 = sh1_groups[v255];
  var v257: u32 = 13u;
  var v258: f32 = sh1_groups[v257];
  var v259: u32 = 14u;
  var v260: f32 = sh1_groups[v259];
  var v261: u32 = 15u;
  var v262: f32 = sh1_groups[v261];
  var v263: u32 = 16u;
  var v264: f32 = sh1_groups[v263];
  var v265: u32 = 17u;
  var v266: f32 = sh1_groups[v265];
  var v267: u32 = 18u;
  var v268: f32 = sh1_groups[v267];
  var v269: u32 = 19u;
  var v270: f32 = sh1_groups[v269];
  var v271: u32 = 20u;
  var v272: f32 = sh1_groups[v271];
  var v273: u32 = 21u;
  var v274: f32 = sh1_groups[v273];
  var v275: u32 = 22u;
  var v276: f32 = sh1_groups[v275];
  var v277: u32 = 23u;
  var v278: f32 = sh1_groups[v277];
  var v279: u32 = 24u;
  var v280: f32 = sh1_groups[v279];
  var v281: u32 = 25u;
  var v282: f32 = sh1_groups[v281];
  var v283: u32 = 26u;
  var v284: f32 = sh1_groups[v283];
  var v285: u32 = 27u;
  var v286: f32 = sh1_groups[v285];
  var v287: u32 = 28u;
  var v288: f32 = sh1_groups[v287];
  var v289: u32 = 29u;
  var v290: f32 = sh1_groups[v289];
  var v291: u32 = 30u;
  var v292: f32 = sh1_groups[v291];
  var v293: u32 = 31u;
  var v294: f32 = sh1_groups[v293];
  var v295: f32 = morph_max_f32(v232, v264);
  var v296: f32 = morph_max_f32(v234, v266);
  var v297: f32 = morph_max_f32(v236, v268);
  var v298: f32 = morph_max_f32(v238, v270);
  var v299: f32 = morph_max_f32(v240, v272);
  var v300: f32 = morph_max_f32(v242, v274);
  var v301: f32 = morph_max_f32(v244, v276);
  var v302: f32 = morph_max_f32(v246, v278);
  var v303: f32 = morph_max_f32(v248, v280);
  var v304: f32 = morph_max_f32(v250, v282);
  var v305: f32 = morph_max_f32(v252, v284);
  var v306: f32 = morph_max_f32(v254, v286);
  var v307: f32 = morph_max_f32(v256, v288);
  var v308: f32 = morph_max_f32(v258, v290);
  var v309: f32 = morph_max_f32(v260, v292);
  var v310: f32 = morph_max_f32(v262, v294);
  var v311: f32 = morph_max_f32(v295, v303);
  var v312: f32 = morph_max_f32(v296, v304);
  var v313: f32 = morph_max_f32(v297, v305);
  var v314: f32 = morph_max_f32(v298, v306);
  var v315: f32 = morph_max_f32(v299, v307);
  var v316: f32 = morph_max_f32(v300, v308);
  var v317: f32 = morph_max_f32(v301, v309);
  var v318: f32 = morph_max_f32(v302, v310);
  var v319: f32 = morph_max_f32(v311, v315);
  var v320: f32 = morph_max_f32(v312, v316);
  var v321: f32 = morph_max_f32(v313, v317);
  var v322: f32 = morph_max_f32(v314, v318);
  var v323: f32 = morph_max_f32(v319, v321);
  var v324: f32 = morph_max_f32(v320, v322);
  var v325: f32 = morph_max_f32(v323, v324);
  var v326: f32 = bitcast<f32>(0x53800000u) /* 1.09951163e+12 */;
  var v327: f32 = v325 - v326;
  var v328: f32 = bitcast<f32>(0x37000000u) /* 7.62939453e-06 */;
  var v329: f32 = v327 * v328;
  var v330: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v331: f32 = morph_max_f32(v329, v330);
  var v332: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v333: f32 = morph_min_f32(v331, v332);
  var v334: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v335: f32 = v334 - v333;
  var v336: f32 = bitcast<f32>(0x13800000u) /* 3.23117427e-27 */;
  var v337: f32 = morph_max_f32(v335, v336);
  var v338: f32 = v30 * v337;
  var v339: f32 = v338 * v338;
  var v340: f32 = v36 * v337;
  var v341: f32 = v340 * v340;
  var v342: f32 = v42 * v337;
  var v343: f32 = v342 * v342;
  var v344: f32 = v48 * v337;
  var v345: f32 = v344 * v344;
  var v346: f32 = v54 * v337;
  var v347: f32 = v346 * v346;
  var v348: f32 = v60 * v337;
  var v349: f32 = v348 * v348;
  var v350: f32 = v66 * v337;
  var v351: f32 = v350 * v350;
  var v352: f32 = v72 * v337;
  var v353: f32 = v352 * v352;
  var v354: f32 = v339 + v343;
  var v355: f32 = v354 + v347;
  var v356: f32 = v355 + v351;
  var v357: f32 = v341 + v345;
  var v358: f32 = v357 + v349;
  var v359: f32 = v358 + v353;
  var v360: u32 = 0u;
  var v361: u32 = v3 + v360;
  var v362: u32 = 31u;
  var v363: u32 = v361 & v362;
  var v364: u32 = 5u;
  var v365: u32 = v361 >> (v364 & 31u);
  var v366: u32 = 33u;
  var v367: u32 = v365 * v366;
  var v368: u32 = v24 + v367;
  var v369: u32 = v368 + v363;
  sh0_lanes[v369] = v356;
  var v370: u32 = 512u;
  var v371: u32 = v3 + v370;
  var v372: u32 = 31u;
  var v373: u32 = v371 & v372;
  var v374: u32 = 5u;
  var v375: u32 = v371 >> (v374 & 31u);
  var v376: u32 = 33u;
  var v377: u32 = v375 * v376;
  var v378: u32 = v24 + v377;
  var v379: u32 = v378 + v373;
  sh0_lanes[v379] = v359;
  storageBarrier(); workgroupBarrier();
  var v380: u32 = 32u;
  var v381: u32 = select(0u, 1u, (v3 < v380));
  if (v381 != 0u) {
    var v382: u32 = 33u;
    var v383: u32 = v3 * v382;
    var v384: u32 = v24 + v383;
    var v385: f32 = sh0_lanes[v384];
    var v386: u32 = 1u;
    var v387: u32 = v384 + v386;
    var v388: f32 = sh0_lanes[v387];
    var v389: u32 = 2u;
    var v390: u32 = v384 + v389;
    var v391: f32 = sh0_lanes[v390];
    var v392: u32 = 3u;
    var v393: u32 = v384 + v392;
    var v394: f32 = sh0_lanes[v393];
    var v395: u32 = 4u;
    var v396: u32 = v384 + v395;
    var v397: f32 = sh0_lanes[v396];
    var v398: u32 = 5u;
    var v399: u32 = v384 + v398;
    var v400: f32 = sh0_lanes[v399];
    var v401: u32 = 6u;
    var v402: u32 = v384 + v401;
    var v403: f32 = sh0_lanes[v402];
    var v404: u32 = 7u;
    var v405: u32 = v384 + v404;
    var v406: f32 = sh0_lanes[v405];
    var v407: u32 = 8u;
    var v408: u32 = v384 + v407;
    var v409: f32 = sh0_lanes[v408];
    var v410: u32 = 9u;
    var v411: u32 = v384 + v410;
    var v412: f32 = sh0_lanes[v411];
    var v413: u32 = 10u;
    var v414: u32 = v384 + v413;
    var v415: f32 = sh0_lanes[v414];
    var v416: u32 = 11u;
    var v417: u32 = v384 + v416;
    var v418: f32 = sh0_lanes[v417];
    var v419: u32 = 12u;
    var v420: u32 = v384 + v419;
    var v421: f32 = sh0_lanes[v420];
    var v422: u32 = 13u;
    var v423: u32 = v384 + v422;
    var v424: f32 = sh0_lanes[v423];
    var v425: u32 = 14u;
    var v426: u32 = v384 + v425;
    var v427: f32 = sh0_lanes[v426];
    var v428: u32 = 15u;
    var v429: u32 = v384 + v428;
    var v430: f32 = sh0_lanes[v429];
    var v431: u32 = 16u;
    var v432: u32 = v384 + v431;
    var v433: f32 = sh0_lanes[v432];
    var v434: u32 = 17u;
    var v435: u32 = v384 + v434;
    var v436: f32 = sh0_lanes[v435];
    var v437: u32 = 18u;
    var v438: u32 = v384 + v437;
    var v439: f32 = sh0_lanes[v438];
    var v440: u32 = 19u;
    var v441: u32 = v384 + v440;
    var v442: f32 = sh0_lanes[v441];
    var v443: u32 = 20u;
    var v444: u32 = v384 + v443;
    var v445: f32 = sh0_lanes[v444];
    var v446: u32 = 21u;
    var v447: u32 = v384 + v446;
    var v448: f32 = sh0_lanes[v447];
    var v449: u32 = 22u;
    var v450: u32 = v384 + v449;
    var v451: f32 = sh0_lanes[v450];
    var v452: u32 = 23u;
    var v453: u32 = v384 + v452;
    var v454: f32 = sh0_lanes[v453];
    var v455: u32 = 24u;
    var v456: u32 = v384 + v455;
    var v457: f32 = sh0_lanes[v456];
    var v458: u32 = 25u;
    var v459: u32 = v384 + v458;
    var v460: f32 = sh0_lanes[v459];
    var v461: u32 = 26u;
    var v462: u32 = v384 + v461;
    var v463: f32 = sh0_lanes[v462];
    var v464: u32 = 27u;
    var v465: u32 = v384 + v464;
    var v466: f32 = sh0_lanes[v465];
    var v467: u32 = 28u;
    var v468: u32 = v384 + v467;
    var v469: f32 = sh0_lanes[v468];
    var v470: u32 = 29u;
    var v471: u32 = v384 + v470;
    var v472: f32 = sh0_lanes[v471];
    var v473: u32 = 30u;
    var v474: u32 = v384 + v473;
    var v475: f32 = sh0_lanes[v474];
    var v476: u32 = 31u;
    var v477: u32 = v384 + v476;
    var v478: f32 = sh0_lanes[v477];
    var v479: f32 = v385 + v433;
    var v480: f32 = v388 + v436;
    var v481: f32 = v391 + v439;
    var v482: f32 = v394 + v442;
    var v483: f32 = v397 + v445;
    var v484: f32 = v400 + v448;
    var v485: f32 = v403 + v451;
    var v486: f32 = v406 + v454;
    var v487: f32 = v409 + v457;
    var v488: f32 = v412 + v460;
    var v489: f32 = v415 + v463;
    var v490: f32 = v418 + v466;
    var v491: f32 = v421 + v469;
    var v492: f32 = v424 + v472;
    var v493: f32 = v427 + v475;
    var v494: f32 = v430 + v478;
    var v495: f32 = v479 + v487;
    var v496: f32 = v480 + v488;
    var v497: f32 = v481 + v489;
    var v498: f32 = v482 + v490;
    var v499: f32 = v483 + v491;
    var v500: f32 = v484 + v492;
    var v501: f32 = v485 + v493;
    var v502: f32 = v486 + v494;
    var v503: f32 = v495 + v499;
    var v504: f32 = v496 + v500;
    var v505: f32 = v497 + v501;
    var v506: f32 = v498 + v502;
    var v507: f32 = v503 + v505;
    var v508: f32 = v504 + v506;
    var v509: f32 = v507 + v508;
    var v510: u32 = v25 + v3;
    sh1_groups[v510] = v509;
  }
  storageBarrier(); workgroupBarrier();
  var v511: u32 = 0u;
  var v512: f32 = sh1_groups[v511];
  var v513: u32 = 1u;
  var v514: f32 = sh1_groups[v513];
  var v515: u32 = 2u;
  var v516: f32 = sh1_groups[v515];
  var v517: u32 = 3u;
  var v518: f32 = sh1_groups[v517];
  var v519: u32 = 4u;
  var v520: f32 = sh1_groups[v519];
  var v521: u32 = 5u;
  var v522: f32 = sh1_groups[v521];
  var v523: u32 = 6u;
  var v524: f32 = sh1_groups[v523];
  var v525: u32 = 7u;
  var v526: f32 = sh1_groups[v525];
  var v527: u32 = 8u;
  var v528: f32 = sh1_groups[v527];
  var v529: u32 = 9u;
  var v530: f32 = sh1_groups[v529];
  var v531: u32 = 10u;
  var v532: f32 = sh1_groups[v531];
  var v533: u32 = 11u;
  var v534: f32 = sh1_groups[v533];
  var v535: u32 = 12u;
  var v536: f32 = sh1_groups[v535];
  var v537: u32 = 13u;
  var v538: f32 = sh1_groups[v537];
  var v539: u32 = 14u;
  var v540: f32 = sh1_groups[v539];
  var v541: u32 = 15u;
  var v542: f32 = sh1_groups[v541];
  var v543: u32 = 16u;
  var v544: f32 = sh1_groups[v543];
  var v545: u32 = 17u;
  var v546: f32 = sh1_groups[v545];
  var v547: u32 = 18u;
  var v548: f32 = sh1_groups[v547];
  var v549: u32 = 19u;
  var v550: f32 = sh1_groups[v549];
  var v551: u32 = 20u;
  var v552: f32 = sh1_groups[v551];
  var v553: u32 = 21u;
  var v554: f32 = sh1_groups[v553];
  var v555: u32 = 22u;
  var v556: f32 = sh1_groups[v555];
  var v557: u32 = 23u;
  var v558: f32 = sh1_groups[v557];
  var v559: u32 = 24u;
  var v560: f32 = sh1_groups[v559];
  var v561: u32 = 25u;
  var v562: f32 = sh1_groups[v561];
  var v563: u32 = 26u;
  var v564: f32 = sh1_groups[v563];
  var v565: u32 = 27u;
  var v566: f32 = sh1_groups[v565];
  var v567: u32 = 28u;
  var v568: f32 = sh1_groups[v567];
  var v569: u32 = 29u;
  var v570: f32 = sh1_groups[v569];
  var v571: u32 = 30u;
  var v572: f32 = sh1_groups[v571];
  var v573: u32 = 31u;
  var v574: f32 = sh1_groups[v573];
  var v575: f32 = v512 + v544;
  var v576: f32 = v514 + v546;
  var v577: f32 = v516 + v548;
  var v578: f32 = v518 + v550;
  var v579: f32 = v520 + v552;
  var v580: f32 = v522 + v554;
  var v581: f32 = v524 + v556;
  var v582: f32 = v526 + v558;
  var v583: f32 = v528 + v560;
  var v584: f32 = v530 + v562;
  var v585: f32 = v532 + v564;
  var v586: f32 = v534 + v566;
  var v587: f32 = v536 + v568;
  var v588: f32 = v538 + v570;
  var v589: f32 = v540 + v572;
  var v590: f32 = v542 + v574;
  var v591: f32 = v575 + v583;
  var v592: f32 = v576 + v584;
  var v593: f32 = v577 + v585;
  var v594: f32 = v578 + v586;
  var v595: f32 = v579 + v587;
  var v596: f32 = v580 + v588;
  var v597: f32 = v581 + v589;
  var v598: f32 = v582 + v590;
  var v599: f32 = v591 + v595;
  var v600: f32 = v592 + v596;
  var v601: f32 = v593 + v597;
  var v602: f32 = v594 + v598;
  var v603: f32 = v599 + v601;
  var v604: f32 = v600 + v602;
  var v605: f32 = v603 + v604;
  var v606: f32 = bitcast<f32>(0x3727c5acu) /* 9.99999975e-06 */;
  var v607: f32 = v606 * v337;
  var v608: f32 = v607 * v337;
  var v609: f32 = bitcast<f32>(0x45800000u) /* 4096 */;
  var v610: f32 = bitcast<f32>(0x39800000u) /* 0.000244140625 */;
  var v611: f32 = v605 * v610;
  var v612: f32 = v611 + v608;
  var v613: f32 = bitcast<f32>(0x00800000u) /* 1.17549435e-38 */;
  var v614: u32 = select(0u, 1u, (v612 < v613));
  var v615: f32 = bitcast<f32>(0x4b800000u) /* 16777216 */;
  var v616: f32 = v612 * v615;
  var v617: f32 = select(v612, v616, v614 != 0u);
  var v618: i32 = 0;
  var v619: i32 = 12;
  var v620: i32 = select(v618, v619, v614 != 0u);
  var v621: i32 = bitcast<i32>(v617);
  var v622: i32 = 23;
  var v623: i32 = v621 >> (bitcast<u32>(v622) & 31u);
  var v624: i32 = 127;
  var v625: i32 = bitcast<i32>(bitcast<u32>(v623) - bitcast<u32>(v624));
  var v626: i32 = 1;
  var v627: i32 = v625 >> (bitcast<u32>(v626) & 31u);
  var v628: i32 = bitcast<i32>(bitcast<u32>(v627) + bitcast<u32>(v627));
  var v629: i32 = bitcast<i32>(bitcast<u32>(v625) - bitcast<u32>(v628));
  var v630: i32 = 127;
  var v631: i32 = bitcast<i32>(bitcast<u32>(v629) + bitcast<u32>(v630));
  var v632: i32 = 23;
  var v633: i32 = bitcast<i32>(bitcast<u32>(v631) << (bitcast<u32>(v632) & 31u));
  var v634: i32 = 8388607;
  var v635: i32 = v621 & v634;
  var v636: i32 = v635 | v633;
  var v637: f32 = bitcast<f32>(v636);
  var v638: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v639: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v640: f32 = v639 * v637;
  var v641: i32 = bitcast<i32>(v637);
  var v642: i32 = 1;
  var v643: i32 = v641 >> (bitcast<u32>(v642) & 31u);
  var v644: i32 = 1597463174;
  var v645: i32 = bitcast<i32>(bitcast<u32>(v644) - bitcast<u32>(v643));
  var v646: f32 = bitcast<f32>(v645);
  var v647: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v648: f32 = v646 * v646;
  var v649: f32 = bitcast<f32>(bitcast<u32>(v640) ^ 0x80000000u);
  var v650: f32 = morph_fma_f32(v649, v648, v647);
  var v651: f32 = v646 * v650;
  var v652: f32 = bitcast<f32>(0x3fc00000u) /* 1.5 */;
  var v653: f32 = v651 * v651;
  var v654: f32 = bitcast<f32>(bitcast<u32>(v640) ^ 0x80000000u);
  var v655: f32 = morph_fma_f32(v654, v653, v652);
  var v656: f32 = v651 * v655;
  var v657: f32 = v656 * v656;
  var v658: f32 = bitcast<f32>(bitcast<u32>(v657) ^ 0x80000000u);
  var v659: f32 = morph_fma_f32(v656, v656, v658);
  var v660: f32 = bitcast<f32>(bitcast<u32>(v637) ^ 0x80000000u);
  var v661: f32 = morph_fma_f32(v660, v657, v638);
  var v662: f32 = bitcast<f32>(bitcast<u32>(v637) ^ 0x80000000u);
  var v663: f32 = morph_fma_f32(v662, v659, v661);
  var v664: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v665: f32 = v664 * v656;
  var v666: f32 = morph_fma_f32(v665, v663, v656);
  var v667: i32 = bitcast<i32>(bitcast<u32>(v620) - bitcast<u32>(v627));
  var v668: i32 = 127;
  var v669: i32 = bitcast<i32>(bitcast<u32>(v667) + bitcast<u32>(v668));
  var v670: i32 = 23;
  var v671: i32 = bitcast<i32>(bitcast<u32>(v669) << (bitcast<u32>(v670) & 31u));
  var v672: f32 = bitcast<f32>(v671);
  var v673: f32 = v666 * v672;
  var v674: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v675: f32 = bitcast<f32>(0x7f800000u) /* inf */;
  var v676: u32 = select(0u, 1u, (v612 == v675));
  var v677: f32 = select(v673, v674, v676 != 0u);
  var v678: u32 = bitcast<u32>(v612);
  var v679: u32 = 2139095040u;
  var v680: u32 = v678 | v679;
  var v681: f32 = bitcast<f32>(v680);
  var v682: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v683: u32 = select(0u, 1u, (v612 == v682));
  var v684: f32 = select(v677, v681, v683 != 0u);
  var v685: f32 = bitcast<f32>(0x7fc00000u) /* nan */;
  var v686: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v687: u32 = select(0u, 1u, (v612 < v686));
  var v688: u32 = select(0u, 1u, (v612 != v612));
  var v689: u32 = v687 | v688;
  var v690: f32 = select(v684, v685, v689 != 0u);
  var v691: f32 = v690 * v337;
  var v692: u32 = select(0u, 1u, (v6 < v0));
  var v693: f32 = v30 * v691;
  var v694: f32 = p_in2[v9];
  var v695: f32 = v693 * v694;
  var v696: f32 = v36 * v691;
  var v697: f32 = p_in2[v11];
  var v698: f32 = v696 * v697;
  var v699: f32 = v42 * v691;
  var v700: f32 = p_in2[v13];
  var v701: f32 = v699 * v700;
  var v702: f32 = v48 * v691;
  var v703: f32 = p_in2[v15];
  var v704: f32 = v702 * v703;
  var v705: f32 = v54 * v691;
  var v706: f32 = p_in2[v17];
  var v707: f32 = v705 * v706;
  var v708: f32 = v60 * v691;
  var v709: f32 = p_in2[v19];
  var v710: f32 = v708 * v709;
  var v711: f32 = v66 * v691;
  var v712: f32 = p_in2[v21];
  var v713: f32 = v711 * v712;
  var v714: f32 = v72 * v691;
  var v715: f32 = p_in2[v23];
  var v716: f32 = v714 * v715;
  if (v692 != 0u) {
    var v717: u32 = v7 + v9;
    p_out0[v717] = v695;
    var v718: u32 = v7 + v11;
    p_out0[v718] = v698;
    var v719: u32 = v7 + v13;
    p_out0[v719] = v701;
    var v720: u32 = v7 + v15;
    p_out0[v720] = v704;
    var v721: u32 = v7 + v17;
    p_out0[v721] = v707;
    var v722: u32 = v7 + v19;
    p_out0[v722] = v710;
    var v723: u32 = v7 + v21;
    p_out0[v723] = v713;
    var v724: u32 = v7 + v23;
    p_out0[v724] = v716;
  }
}
