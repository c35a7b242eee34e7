// Kernel 'row_fence' printed by Morph for wgsl (key 4065839134329788724).
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

fn morph_sqrt_f32(a_in: f32) -> f32 {
  var a: f32 = a_in;
  var u: u32 = bitcast<u32>(a);
  if ((u & 0x7fffffffu) == 0u) { return a; }
  if (u >= 0x7f800000u) { return select(bitcast<f32>(0x7fc00000u), a, u == 0x7f800000u); }
  var e: i32 = i32(u >> 23);
  var m: u32 = u & 0x7fffffu;
  if (e == 0) { e = 1; while (m < 0x800000u) { m <<= 1; e -= 1; } } else { m |= 0x800000u; }
  var ex: i32 = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  var xh: u32 = m >> 3;
  var xl: u32 = m << 29;
  var rem: u32 = 0u;
  var root: u32 = 0u;
  for (var i: i32 = 26; i >= 0; i--) {
    var pair: u32 = select((xl >> u32(2 * i)) & 3u, (xh >> u32(2 * i - 32)) & 3u, i >= 16);
    rem = (rem << 2) | pair;
    var trial: u32 = (root << 2) | 1u;
    if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  }
  var sig: u32 = root | (select(0u, 1u, rem != 0u));
  return morph_round_pack(0u, ex / 2 + 127, sig);
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
  var v31: f32 = v30 * v30;
  var v32: u32 = v7 + v11;
  var v33: f32 = p_in0[v32];
  var v34: u32 = v7 + v11;
  var v35: f32 = p_in1[v34];
  var v36: f32 = v33 + v35;
  var v37: f32 = v36 * v36;
  var v38: u32 = v7 + v13;
  var v39: f32 = p_in0[v38];
  var v40: u32 = v7 + v13;
  var v41: f32 = p_in1[v40];
  var v42: f32 = v39 + v41;
  var v43: f32 = v42 * v42;
  var v44: u32 = v7 + v15;
  var v45: f32 = p_in0[v44];
  var v46: u32 = v7 + v15;
  var v47: f32 = p_in1[v46];
  var v48: f32 = v45 + v47;
  var v49: f32 = v48 * v48;
  var v50: u32 = v7 + v17;
  var v51: f32 = p_in0[v50];
  var v52: u32 = v7 + v17;
  var v53: f32 = p_in1[v52];
  var v54: f32 = v51 + v53;
  var v55: f32 = v54 * v54;
  var v56: u32 = v7 + v19;
  var v57: f32 = p_in0[v56];
  var v58: u32 = v7 + v19;
  var v59: f32 = p_in1[v58];
  var v60: f32 = v57 + v59;
  var v61: f32 = v60 * v60;
  var v62: u32 = v7 + v21;
  var v63: f32 = p_in0[v62];
  var v64: u32 = v7 + v21;
  var v65: f32 = p_in1[v64];
  var v66: f32 = v63 + v65;
  var v67: f32 = v66 * v66;
  var v68: u32 = v7 + v23;
  var v69: f32 = p_in0[v68];
  var v70: u32 = v7 + v23;
  var v71: f32 = p_in1[v70];
  var v72: f32 = v69 + v71;
  var v73: f32 = v72 * v72;
  var v74: f32 = v31 + v43;
  var v75: f32 = v74 + v55;
  var v76: f32 = v75 + v67;
  var v77: f32 = v37 + v49;
  var v78: f32 = v77 + v61;
  var v79: f32 = v78 + v73;
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
    var v199: f32 = v105 + v153;
    var v200: f32 = v108 + v156;
    var v201: f32 = v111 + v159;
    var v202: f32 = v114 + v162;
    var v203: f32 = v117 + v165;
    var v204: f32 = v120 + v168;
    var v205: f32 = v123 + v171;
    var v206: f32 = v126 + v174;
    var v207: f32 = v129 + v177;
    var v208: f32 = v132 + v180;
    var v209: f32 = v135 + v183;
    var v210: f32 = v138 + v186;
    var v211: f32 = v141 + v189;
    var v212: f32 = v144 + v192;
    var v213: f32 = v147 + v195;
    var v214: f32 = v150 + v198;
    var v215: f32 = v199 + v207;
    var v216: f32 = v200 + v208;
    var v217: f32 = v201 + v209;
    var v218: f32 = v202 + v210;
    var v219: f32 = v203 + v211;
    var v220: f32 = v204 + v212;
    var v221: f32 = v205 + v213;
    var v222: f32 = v206 + v214;
    var v223: f32 = v215 + v219;
    var v224: f32 = v216 + v220;
    var v225: f32 = v217 + v221;
    var v226: f32 = v218 + v222;
    var v227: f32 = v223 + v225;
    var v228: f32 = v224 + v226;
    var v229: f32 = v227 + v228;
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
  var v295: f32 = v232 + v264;
  var v296: f32 = v234 + v266;
  var v297: f32 = v236 + v268;
  var v298: f32 = v238 + v270;
  var v299: f32 = v240 + v272;
  var v300: f32 = v242 + v274;
  var v301: f32 = v244 + v276;
  var v302: f32 = v246 + v278;
  var v303: f32 = v248 + v280;
  var v304: f32 = v250 + v282;
  var v305: f32 = v252 + v284;
  var v306: f32 = v254 + v286;
  var v307: f32 = v256 + v288;
  var v308: f32 = v258 + v290;
  var v309: f32 = v260 + v292;
  var v310: f32 = v262 + v294;
  var v311: f32 = v295 + v303;
  var v312: f32 = v296 + v304;
  var v313: f32 = v297 + v305;
  var v314: f32 = v298 + v306;
  var v315: f32 = v299 + v307;
  var v316: f32 = v300 + v308;
  var v317: f32 = v301 + v309;
  var v318: f32 = v302 + v310;
  var v319: f32 = v311 + v315;
  var v320: f32 = v312 + v316;
  var v321: f32 = v313 + v317;
  var v322: f32 = v314 + v318;
  var v323: f32 = v319 + v321;
  var v324: f32 = v320 + v322;
  var v325: f32 = v323 + v324;
  var v326: f32 = bitcast<f32>(0x45800000u) /* 4096 */;
  var v327: f32 = morph_div_f32(v325, v326);
  var v328: f32 = bitcast<f32>(0x3727c5acu) /* 9.99999975e-06 */;
  var v329: f32 = v327 + v328;
  var v330: f32 = bitcast<f32>(0x00800000u) /* 1.17549435e-38 */;
  var v331: u32 = select(0u, 1u, (v329 < v330));
  var v332: f32 = bitcast<f32>(0x4b800000u) /* 16777216 */;
  var v333: f32 = v329 * v332;
  var v334: f32 = select(v329, v333, v331 != 0u);
  var v335: i32 = 0;
  var v336: i32 = 12;
  var v337: i32 = select(v335, v336, v331 != 0u);
  var v338: i32 = bitcast<i32>(v334);
  var v339: i32 = 23;
  var v340: i32 = v338 >> (bitcast<u32>(v339) & 31u);
  var v341: i32 = 127;
  var v342: i32 = bitcast<i32>(bitcast<u32>(v340) - bitcast<u32>(v341));
  var v343: i32 = 1;
  var v344: i32 = v342 >> (bitcast<u32>(v343) & 31u);
  var v345: i32 = bitcast<i32>(bitcast<u32>(v344) + bitcast<u32>(v344));
  var v346: i32 = bitcast<i32>(bitcast<u32>(v342) - bitcast<u32>(v345));
  var v347: i32 = 127;
  var v348: i32 = bitcast<i32>(bitcast<u32>(v346) + bitcast<u32>(v347));
  var v349: i32 = 23;
  var v350: i32 = bitcast<i32>(bitcast<u32>(v348) << (bitcast<u32>(v349) & 31u));
  var v351: i32 = 8388607;
  var v352: i32 = v338 & v351;
  var v353: i32 = v352 | v350;
  var v354: f32 = bitcast<f32>(v353);
  var v355: f32 = morph_sqrt_f32(v354);
  var v356: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v357: f32 = morph_div_f32(v356, v355);
  var v358: f32 = v357 * v357;
  var v359: u32 = bitcast<u32>(v357);
  var v360: u32 = 4294963200u;
  var v361: u32 = v359 & v360;
  var v362: f32 = bitcast<f32>(v361);
  var v363: f32 = v357 - v362;
  var v364: u32 = bitcast<u32>(v357);
  var v365: u32 = 4294963200u;
  var v366: u32 = v364 & v365;
  var v367: f32 = bitcast<f32>(v366);
  var v368: f32 = v357 - v367;
  var v369: f32 = v363 * v368;
  var v370: f32 = v363 * v367;
  var v371: f32 = v362 * v368;
  var v372: f32 = v362 * v367;
  var v373: f32 = v372 - v358;
  var v374: f32 = v373 + v371;
  var v375: f32 = v374 + v370;
  var v376: f32 = v375 + v369;
  var v377: f32 = v354 * v358;
  var v378: u32 = bitcast<u32>(v354);
  var v379: u32 = 4294963200u;
  var v380: u32 = v378 & v379;
  var v381: f32 = bitcast<f32>(v380);
  var v382: f32 = v354 - v381;
  var v383: u32 = bitcast<u32>(v358);
  var v384: u32 = 4294963200u;
  var v385: u32 = v383 & v384;
  var v386: f32 = bitcast<f32>(v385);
  var v387: f32 = v358 - v386;
  var v388: f32 = v382 * v387;
  var v389: f32 = v382 * v386;
  var v390: f32 = v381 * v387;
  var v391: f32 = v381 * v386;
  var v392: f32 = v391 - v377;
  var v393: f32 = v392 + v390;
  var v394: f32 = v393 + v389;
  var v395: f32 = v394 + v388;
  var v396: f32 = v354 * v376;
  var v397: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v398: f32 = v397 - v377;
  var v399: f32 = v398 - v395;
  var v400: f32 = v399 - v396;
  var v401: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v402: f32 = v401 * v400;
  var v403: f32 = v357 * v402;
  var v404: f32 = v357 + v403;
  var v405: i32 = bitcast<i32>(bitcast<u32>(v337) - bitcast<u32>(v344));
  var v406: i32 = 127;
  var v407: i32 = bitcast<i32>(bitcast<u32>(v405) + bitcast<u32>(v406));
  var v408: i32 = 23;
  var v409: i32 = bitcast<i32>(bitcast<u32>(v407) << (bitcast<u32>(v408) & 31u));
  var v410: f32 = bitcast<f32>(v409);
  var v411: f32 = v404 * v410;
  var v412: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v413: f32 = bitcast<f32>(0x7f800000u) /* inf */;
  var v414: u32 = select(0u, 1u, (v329 == v413));
  var v415: f32 = select(v411, v412, v414 != 0u);
  var v416: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v417: f32 = morph_div_f32(v416, v329);
  var v418: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v419: u32 = select(0u, 1u, (v329 == v418));
  var v420: f32 = select(v415, v417, v419 != 0u);
  var v421: f32 = bitcast<f32>(0x7fc00000u) /* nan */;
  var v422: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v423: u32 = select(0u, 1u, (v329 < v422));
  var v424: u32 = select(0u, 1u, (v329 != v329));
  var v425: u32 = v423 | v424;
  var v426: f32 = select(v420, v421, v425 != 0u);
  var v427: u32 = select(0u, 1u, (v6 < v0));
  var v428: f32 = v30 * v426;
  var v429: f32 = p_in2[v9];
  var v430: f32 = v428 * v429;
  var v431: f32 = v36 * v426;
  var v432: f32 = p_in2[v11];
  var v433: f32 = v431 * v432;
  var v434: f32 = v42 * v426;
  var v435: f32 = p_in2[v13];
  var v436: f32 = v434 * v435;
  var v437: f32 = v48 * v426;
  var v438: f32 = p_in2[v15];
  var v439: f32 = v437 * v438;
  var v440: f32 = v54 * v426;
  var v441: f32 = p_in2[v17];
  var v442: f32 = v440 * v441;
  var v443: f32 = v60 * v426;
  var v444: f32 = p_in2[v19];
  var v445: f32 = v443 * v444;
  var v446: f32 = v66 * v426;
  var v447: f32 = p_in2[v21];
  var v448: f32 = v446 * v447;
  var v449: f32 = v72 * v426;
  var v450: f32 = p_in2[v23];
  var v451: f32 = v449 * v450;
  if (v427 != 0u) {
    var v452: u32 = v7 + v9;
    p_out0[v452] = v430;
    var v453: u32 = v7 + v11;
    p_out0[v453] = v433;
    var v454: u32 = v7 + v13;
    p_out0[v454] = v436;
    var v455: u32 = v7 + v15;
    p_out0[v455] = v439;
    var v456: u32 = v7 + v17;
    p_out0[v456] = v442;
    var v457: u32 = v7 + v19;
    p_out0[v457] = v445;
    var v458: u32 = v7 + v21;
    p_out0[v458] = v448;
    var v459: u32 = v7 + v23;
    p_out0[v459] = v451;
  }
}
