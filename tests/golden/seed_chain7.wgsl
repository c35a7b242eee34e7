// Kernel 'dag_map' printed by Morph for wgsl (key 8902564671293770413).
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

fn morph_div_u32(a_in: u32, b_in: u32) -> u32 {
  var a: u32 = a_in;
  var b: u32 = b_in;
  return select(a / b, 0u, b == 0u);
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

fn morph_rint_f32(x_in: f32) -> f32 {
  var x: f32 = x_in;
  var u: u32 = bitcast<u32>(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) { return x; }
  var a: f32 = bitcast<f32>(u & 0x7fffffffu);
  var s: f32 = a + bitcast<f32>(0x4b000000u);
  var r: f32 = s - bitcast<f32>(0x4b000000u);
  return bitcast<f32>(bitcast<u32>(r) | (u & 0x80000000u));
}

fn morph_f32_to_i32(x_in: f32) -> i32 {
  var x: f32 = x_in;
  if (x != x) { return 0; }
  if (x >= bitcast<f32>(0x4f000000u)) { return 2147483647; }
  if (x <= bitcast<f32>(0xcf000000u)) { return -2147483647 - 1; }
  return i32(x);
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
  if (ea == 0) { ea = 1; while (ma < 0x800000u) { ma <<= 1; ea -= 1; } } else { ma |= 0x800000u; }
  if (eb == 0) { eb = 1; while (mb < 0x800000u) { mb <<= 1; eb -= 1; } } else { mb |= 0x800000u; }
  var e: i32 = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  var q: u32 = 0u;
  var r: u32 = ma;
  for (var i: i32 = 0; i < 27; i++) {
    q <<= 1;
    if (r >= mb) { r -= mb; q |= 1u; }
    r <<= 1;
  }
  var sig: u32 = q | (select(0u, 1u, r != 0u));
  return morph_round_pack(sign, e, sig);
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
  var v2: u32 = morph_gid.x;
  var v3: u32 = v0 * v1;
  var v4: u32 = select(0u, 1u, (v2 < v3));
  if (v4 != 0u) {
    var v5: u32 = 0u;
    var v6: u32 = 0u;
    var v7: u32 = morph_div_u32(v2, v1);
    var v8: u32 = v7 * v1;
    var v9: u32 = v2 - v8;
    var v10: u32 = v7 * v1;
    var v11: u32 = v10 + v9;
    var v12: f32 = p_in0[v11];
    var v13: f32 = bitcast<f32>(bitcast<u32>(v12) ^ 0x80000000u);
    var v14: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v15: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v16: f32 = morph_max_f32(v13, v15);
    var v17: f32 = morph_min_f32(v16, v14);
    var v18: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v19: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v20: f32 = v17 + v18;
    var v21: f32 = v20 * v19;
    var v22: f32 = morph_rint_f32(v21);
    var v23: i32 = morph_f32_to_i32(v22);
    var v24: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v25: f32 = v22 * v24;
    var v26: f32 = v17 - v25;
    var v27: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v28: f32 = v22 * v27;
    var v29: f32 = v28 - v18;
    var v30: f32 = v26 - v29;
    var v31: f32 = v30 * v30;
    var v32: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v33: f32 = v31 * v32;
    var v34: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v35: f32 = v34 + v33;
    var v36: f32 = v31 * v35;
    var v37: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v38: f32 = v37 + v36;
    var v39: f32 = v31 * v38;
    var v40: f32 = v30 - v39;
    var v41: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v42: f32 = v41 - v40;
    var v43: f32 = v30 * v40;
    var v44: f32 = morph_div_f32(v43, v42);
    var v45: f32 = v29 - v44;
    var v46: f32 = v45 - v26;
    var v47: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v48: f32 = v47 - v46;
    var v49: i32 = 1;
    var v50: i32 = v23 >> (bitcast<u32>(v49) & 31u);
    var v51: i32 = bitcast<i32>(bitcast<u32>(v23) - bitcast<u32>(v50));
    var v52: i32 = 127;
    var v53: i32 = bitcast<i32>(bitcast<u32>(v51) + bitcast<u32>(v52));
    var v54: i32 = 23;
    var v55: i32 = bitcast<i32>(bitcast<u32>(v53) << (bitcast<u32>(v54) & 31u));
    var v56: f32 = bitcast<f32>(v55);
    var v57: i32 = 127;
    var v58: i32 = bitcast<i32>(bitcast<u32>(v50) + bitcast<u32>(v57));
    var v59: i32 = 23;
    var v60: i32 = bitcast<i32>(bitcast<u32>(v58) << (bitcast<u32>(v59) & 31u));
    var v61: f32 = bitcast<f32>(v60);
    var v62: f32 = v48 * v61;
    var v63: f32 = v62 * v56;
    var v64: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v65: f32 = v63 * v64;
    var v66: u32 = v7 * v1;
    var v67: u32 = v66 + v9;
    var v68: f32 = p_in1[v67];
    var v69: f32 = v65 + v68;
    var v70: f32 = bitcast<f32>(bitcast<u32>(v69) & 0x7fffffffu);
    var v71: f32 = v69 * v69;
    var v72: f32 = bitcast<f32>(0x3b14f9e7u) /* 0.00227319612 */;
    var v73: f32 = v71 * v72;
    var v74: f32 = bitcast<f32>(0xbc07f48eu) /* -0.00829805247 */;
    var v75: f32 = v74 + v73;
    var v76: f32 = v71 * v75;
    var v77: f32 = bitcast<f32>(0x3cb21b05u) /* 0.0217413995 */;
    var v78: f32 = v77 + v76;
    var v79: f32 = v71 * v78;
    var v80: f32 = bitcast<f32>(0xbd5cfd92u) /* -0.053952761 */;
    var v81: f32 = v80 + v79;
    var v82: f32 = v71 * v81;
    var v83: f32 = bitcast<f32>(0x3e08884bu) /* 0.133332416 */;
    var v84: f32 = v83 + v82;
    var v85: f32 = v71 * v84;
    var v86: f32 = bitcast<f32>(0xbeaaaaaau) /* -0.333333313 */;
    var v87: f32 = v86 + v85;
    var v88: f32 = v71 * v87;
    var v89: f32 = v69 * v88;
    var v90: f32 = v69 + v89;
    var v91: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v92: u32 = select(0u, 1u, (v69 == v91));
    var v93: f32 = select(v90, v69, v92 != 0u);
    var v94: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v95: f32 = v70 + v70;
    var v96: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v97: f32 = morph_min_f32(v95, v96);
    var v98: f32 = bitcast<f32>(bitcast<u32>(v94) ^ 0x80000000u);
    var v99: f32 = bitcast<f32>(bitcast<u32>(v97) ^ 0x80000000u);
    var v100: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v101: f32 = v99 + v98;
    var v102: f32 = v101 * v100;
    var v103: f32 = morph_rint_f32(v102);
    var v104: i32 = morph_f32_to_i32(v103);
    var v105: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v106: f32 = v103 * v105;
    var v107: f32 = v99 - v106;
    var v108: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v109: f32 = v103 * v108;
    var v110: f32 = v109 - v98;
    var v111: f32 = v107 - v110;
    var v112: f32 = v111 * v111;
    var v113: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v114: f32 = v112 * v113;
    var v115: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v116: f32 = v115 + v114;
    var v117: f32 = v112 * v116;
    var v118: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v119: f32 = v118 + v117;
    var v120: f32 = v112 * v119;
    var v121: f32 = v111 - v120;
    var v122: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v123: f32 = v122 - v121;
    var v124: f32 = v111 * v121;
    var v125: f32 = morph_div_f32(v124, v123);
    var v126: f32 = v110 - v125;
    var v127: f32 = v126 - v107;
    var v128: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v129: f32 = v128 - v127;
    var v130: f32 = v128 - v129;
    var v131: f32 = v130 - v127;
    var v132: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v133: i32 = 1;
    var v134: i32 = v104 >> (bitcast<u32>(v133) & 31u);
    var v135: i32 = bitcast<i32>(bitcast<u32>(v104) - bitcast<u32>(v134));
    var v136: i32 = 127;
    var v137: i32 = bitcast<i32>(bitcast<u32>(v135) + bitcast<u32>(v136));
    var v138: i32 = 23;
    var v139: i32 = bitcast<i32>(bitcast<u32>(v137) << (bitcast<u32>(v138) & 31u));
    var v140: f32 = bitcast<f32>(v139);
    var v141: i32 = 127;
    var v142: i32 = bitcast<i32>(bitcast<u32>(v134) + bitcast<u32>(v141));
    var v143: i32 = 23;
    var v144: i32 = bitcast<i32>(bitcast<u32>(v142) << (bitcast<u32>(v143) & 31u));
    var v145: f32 = bitcast<f32>(v144);
    var v146: f32 = v129 * v145;
    var v147: f32 = v146 * v140;
    var v148: i32 = 1;
    var v149: i32 = v104 >> (bitcast<u32>(v148) & 31u);
    var v150: i32 = bitcast<i32>(bitcast<u32>(v104) - bitcast<u32>(v149));
    var v151: i32 = 127;
    var v152: i32 = bitcast<i32>(bitcast<u32>(v150) + bitcast<u32>(v151));
    var v153: i32 = 23;
    var v154: i32 = bitcast<i32>(bitcast<u32>(v152) << (bitcast<u32>(v153) & 31u));
    var v155: f32 = bitcast<f32>(v154);
    var v156: i32 = 127;
    var v157: i32 = bitcast<i32>(bitcast<u32>(v149) + bitcast<u32>(v156));
    var v158: i32 = 23;
    var v159: i32 = bitcast<i32>(bitcast<u32>(v157) << (bitcast<u32>(v158) & 31u));
    var v160: f32 = bitcast<f32>(v159);
    var v161: f32 = v131 * v160;
    var v162: f32 = v161 * v155;
    var v163: f32 = v132 - v147;
    var v164: f32 = v132 - v163;
    var v165: f32 = v164 - v147;
    var v166: f32 = v165 - v162;
    var v167: f32 = v132 + v147;
    var v168: f32 = v132 - v167;
    var v169: f32 = v168 + v147;
    var v170: f32 = v169 + v162;
    var v171: f32 = morph_div_f32(v163, v167);
    var v172: f32 = v171 * v167;
    var v173: u32 = bitcast<u32>(v171);
    var v174: u32 = 4294963200u;
    var v175: u32 = v173 & v174;
    var v176: f32 = bitcast<f32>(v175);
    var v177: f32 = v171 - v176;
    var v178: u32 = bitcast<u32>(v167);
    var v179: u32 = 4294963200u;
    var v180: u32 = v178 & v179;
    var v181: f32 = bitcast<f32>(v180);
    var v182: f32 = v167 - v181;
    var v183: f32 = v177 * v182;
    var v184: f32 = v177 * v181;
    var v185: f32 = v176 * v182;
    var v186: f32 = v176 * v181;
    var v187: f32 = v186 - v172;
    var v188: f32 = v187 + v185;
    var v189: f32 = v188 + v184;
    var v190: f32 = v189 + v183;
    var v191: f32 = v171 * v170;
    var v192: f32 = v163 - v172;
    var v193: f32 = v192 - v190;
    var v194: f32 = v193 + v166;
    var v195: f32 = v194 - v191;
    var v196: f32 = morph_div_f32(v195, v167);
    var v197: f32 = v171 + v196;
    var v198: u32 = select(0u, 1u, (v197 != v197));
    var v199: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v200: u32 = select(0u, 1u, (v171 == v199));
    var v201: u32 = v198 | v200;
    var v202: f32 = select(v197, v171, v201 != 0u);
    var v203: u32 = bitcast<u32>(v69);
    var v204: u32 = 2147483648u;
    var v205: u32 = v203 & v204;
    var v206: u32 = bitcast<u32>(v202);
    var v207: u32 = 2147483647u;
    var v208: u32 = v206 & v207;
    var v209: u32 = v208 | v205;
    var v210: f32 = bitcast<f32>(v209);
    var v211: f32 = bitcast<f32>(0x3f0ccccdu) /* 0.550000012 */;
    var v212: u32 = select(0u, 1u, (v70 < v211));
    var v213: f32 = select(v210, v93, v212 != 0u);
    var v214: u32 = select(0u, 1u, (v69 != v69));
    var v215: f32 = select(v213, v69, v214 != 0u);
    var v216: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
    var v217: f32 = v215 * v216;
    var v218: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v219: f32 = morph_max_f32(v217, v218);
    var v220: u32 = v7 * v1;
    var v221: u32 = v220 + v9;
    p_out0[v221] = v219;
  }
}
