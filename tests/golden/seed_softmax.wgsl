// Kernel 'row_fence_split' printed by Morph for wgsl (key 8718223282841006432).
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
var<workgroup> sh0_stage: array<f32, 1024>;
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
  var l1: f32 = 0;
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
  var v20: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l0 = v20;
  var v21: u32 = 1023u;
  var v22: u32 = v2 + v21;
  var v23: u32 = 10u;
  var v24: u32 = v22 >> (v23 & 31u);
  var v25: u32 = 1u;
  var v26: u32 = v2 - v25;
  var v27: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  var v28: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l1 = v28;
  var v29: u32 = 0u;
  var v30: u32 = v16 + v29;
  var v31: u32 = 1024u;
  var v32: u32 = v30 * v31;
  var v33: u32 = v19 + v32;
  var v34: u32 = select(v26, v33, v33 < v26);
  var v35: u32 = v9 + v34;
  var v36: f32 = p_in0[v35];
  var v37: u32 = 149u;
  var v38: u32 = select(0u, 1u, (v30 < v37));
  var v39: u32 = select(0u, 1u, (v33 < v2));
  var v40: u32 = v38 & v39;
  var v41: f32 = select(v27, v36, v40 != 0u);
  var v42: u32 = 32u;
  var v43: u32 = v16 + v42;
  var v44: u32 = 1024u;
  var v45: u32 = v43 * v44;
  var v46: u32 = v19 + v45;
  var v47: u32 = select(v26, v46, v46 < v26);
  var v48: u32 = v9 + v47;
  var v49: f32 = p_in0[v48];
  var v50: u32 = 149u;
  var v51: u32 = select(0u, 1u, (v43 < v50));
  var v52: u32 = select(0u, 1u, (v46 < v2));
  var v53: u32 = v51 & v52;
  var v54: f32 = select(v27, v49, v53 != 0u);
  var v55: u32 = 64u;
  var v56: u32 = v16 + v55;
  var v57: u32 = 1024u;
  var v58: u32 = v56 * v57;
  var v59: u32 = v19 + v58;
  var v60: u32 = select(v26, v59, v59 < v26);
  var v61: u32 = v9 + v60;
  var v62: f32 = p_in0[v61];
  var v63: u32 = 149u;
  var v64: u32 = select(0u, 1u, (v56 < v63));
  var v65: u32 = select(0u, 1u, (v59 < v2));
  var v66: u32 = v64 & v65;
  var v67: f32 = select(v27, v62, v66 != 0u);
  var v68: u32 = 96u;
  var v69: u32 = v16 + v68;
  var v70: u32 = 1024u;
  var v71: u32 = v69 * v70;
  var v72: u32 = v19 + v71;
  var v73: u32 = select(v26, v72, v72 < v26);
  var v74: u32 = v9 + v73;
  var v75: f32 = p_in0[v74];
  var v76: u32 = 149u;
  var v77: u32 = select(0u, 1u, (v69 < v76));
  var v78: u32 = select(0u, 1u, (v72 < v2));
  var v79: u32 = v77 & v78;
  var v80: f32 = select(v27, v75, v79 != 0u);
  var v81: u32 = 128u;
  var v82: u32 = v16 + v81;
  var v83: u32 = 1024u;
  var v84: u32 = v82 * v83;
  var v85: u32 = v19 + v84;
  var v86: u32 = select(v26, v85, v85 < v26);
  var v87: u32 = v9 + v86;
  var v88: f32 = p_in0[v87];
  var v89: u32 = 149u;
  var v90: u32 = select(0u, 1u, (v82 < v89));
  var v91: u32 = select(0u, 1u, (v85 < v2));
  var v92: u32 = v90 & v91;
  var v93: f32 = select(v27, v88, v92 != 0u);
  var v94: f32 = morph_max_f32(v41, v54);
  var v95: f32 = morph_max_f32(v94, v67);
  var v96: f32 = morph_max_f32(v95, v80);
  var v97: f32 = morph_max_f32(v96, v93);
  l1 = v97;
  var v98: f32 = l1;
  var v99: u32 = 32u;
  var v100: u32 = v16 * v99;
  var v101: u32 = v100 + v14;
  sh0_stage[v101] = v98;
  storageBarrier(); workgroupBarrier();
  var v102: u32 = 0u;
  var v103: u32 = select(0u, 1u, (v16 == v102));
  if (v103 != 0u) {
    var v104: f32 = sh0_stage[v14];
    var v105: u32 = 32u;
    var v106: u32 = v14 + v105;
    var v107: f32 = sh0_stage[v106];
    var v108: u32 = 64u;
    var v109: u32 = v14 + v108;
    var v110: f32 = sh0_stage[v109];
    var v111: u32 = 96u;
    var v112: u32 = v14 + v111;
    var v113: f32 = sh0_stage[v112];
    var v114: u32 = 128u;
    var v115: u32 = v14 + v114;
    var v116: f32 = sh0_stage[v115];
    var v117: u32 = 160u;
    var v118: u32 = v14 + v117;
    var v119: f32 = sh0_stage[v118];
    var v120: u32 = 192u;
    var v121: u32 = v14 + v120;
    var v122: f32 = sh0_stage[v121];
    var v123: u32 = 224u;
    var v124: u32 = v14 + v123;
    var v125: f32 = sh0_stage[v124];
    var v126: u32 = 256u;
    var v127: u32 = v14 + v126;
    var v128: f32 = sh0_stage[v127];
    var v129: u32 = 288u;
    var v130: u32 = v14 + v129;
    var v131: f32 = sh0_stage[v130];
    var v132: u32 = 320u;
    var v133: u32 = v14 + v132;
    var v134: f32 = sh0_stage[v133];
    var v135: u32 = 352u;
    var v136: u32 = v14 + v135;
    var v137: f32 = sh0_stage[v136];
    var v138: u32 = 384u;
    var v139: u32 = v14 + v138;
    var v140: f32 = sh0_stage[v139];
    var v141: u32 = 416u;
    var v142: u32 = v14 + v141;
    var v143: f32 = sh0_stage[v142];
    var v144: u32 = 448u;
    var v145: u32 = v14 + v144;
    var v146: f32 = sh0_stage[v145];
    var v147: u32 = 480u;
    var v148: u32 = v14 + v147;
    var v149: f32 = sh0_stage[v148];
    var v150: u32 = 512u;
    var v151: u32 = v14 + v150;
    var v152: f32 = sh0_stage[v151];
    var v153: u32 = 544u;
    var v154: u32 = v14 + v153;
    var v155: f32 = sh0_stage[v154];
    var v156: u32 = 576u;
    var v157: u32 = v14 + v156;
    var v158: f32 = sh0_stage[v157];
    var v159: u32 = 608u;
    var v160: u32 = v14 + v159;
    var v161: f32 = sh0_stage[v160];
    var v162: u32 = 640u;
    var v163: u32 = v14 + v162;
    var v164: f32 = sh0_stage[v163];
    var v165: u32 = 672u;
    var v166: u32 = v14 + v165;
    var v167: f32 = sh0_stage[v166];
    var v168: u32 = 704u;
    var v169: u32 = v14 + v168;
    var v170: f32 = sh0_stage[v169];
    var v171: u32 = 736u;
    var v172: u32 = v14 + v171;
    var v173: f32 = sh0_stage[v172];
    var v174: u32 = 768u;
    var v175: u32 = v14 + v174;
    var v176: f32 = sh0_stage[v175];
    var v177: u32 = 800u;
    var v178: u32 = v14 + v177;
    var v179: f32 = sh0_stage[v178];
    var v180: u32 = 832u;
    var v181: u32 = v14 + v180;
    var v182: f32 = sh0_stage[v181];
    var v183: u32 = 864u;
    var v184: u32 = v14 + v183;
    var v185: f32 = sh0_stage[v184];
    var v186: u32 = 896u;
    var v187: u32 = v14 + v186;
    var v188: f32 = sh0_stage[v187];
    var v189: u32 = 928u;
    var v190: u32 = v14 + v189;
    var v191: f32 = sh0_stage[v190];
    var v192: u32 = 960u;
    var v193: u32 = v14 + v192;
    var v194: f32 = sh0_stage[v193];
    var v195: u32 = 992u;
    var v196: u32 = v14 + v195;
    var v197: f32 = sh0_stage[v196];
    var v198: f32 = morph_max_f32(v104, v107);
    var v199: f32 = morph_max_f32(v198, v110);
    var v200: f32 = morph_max_f32(v199, v113);
    var v201: f32 = morph_max_f32(v200, v116);
    var v202: f32 = morph_max_f32(v201, v119);
    var v203: f32 = morph_max_f32(v202, v122);
    var v204: f32 = morph_max_f32(v203, v125);
    var v205: f32 = morph_max_f32(v204, v128);
    var v206: f32 = morph_max_f32(v205, v131);
    var v207: f32 = morph_max_f32(v206, v134);
    var v208: f32 = morph_max_f32(v207, v137);
    var v209: f32 = morph_max_f32(v208, v140);
    var v210: f32 = morph_max_f32(v209, v143);
    var v211: f32 = morph_max_f32(v210, v146);
    var v212: f32 = morph_max_f32(v211, v149);
    var v213: f32 = morph_max_f32(v212, v152);
    var v214: f32 = morph_max_f32(v213, v155);
    var v215: f32 = morph_max_f32(v214, v158);
    var v216: f32 = morph_max_f32(v215, v161);
    var v217: f32 = morph_max_f32(v216, v164);
    var v218: f32 = morph_max_f32(v217, v167);
    var v219: f32 = morph_max_f32(v218, v170);
    var v220: f32 = morph_max_f32(v219, v173);
    var v221: f32 = morph_max_f32(v220, v176);
    var v222: f32 = morph_max_f32(v221, v179);
    var v223: f32 = morph_max_f32(v222, v182);
    var v224: f32 = morph_max_f32(v223, v185);
    var v225: f32 = morph_max_f32(v224, v188);
    var v226: f32 = morph_max_f32(v225, v191);
    var v227: f32 = morph_max_f32(v226, v194);
    var v228: f32 = morph_max_f32(v227, v197);
    l0 = v228;
  }
  var v229: f32 = l0;
  var v230: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v229);
  storageBarrier(); workgroupBarrier();
  var v231: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v230 & 31u))]);
  morph_sgh ^= 1024u;
  var v232: f32 = morph_max_f32(v229, v231);
  var v233: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v232);
  storageBarrier(); workgroupBarrier();
  var v234: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v233 & 31u))]);
  morph_sgh ^= 1024u;
  var v235: f32 = morph_max_f32(v232, v234);
  var v236: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v235);
  storageBarrier(); workgroupBarrier();
  var v237: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v236 & 31u))]);
  morph_sgh ^= 1024u;
  var v238: f32 = morph_max_f32(v235, v237);
  var v239: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v238);
  storageBarrier(); workgroupBarrier();
  var v240: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v239 & 31u))]);
  morph_sgh ^= 1024u;
  var v241: f32 = morph_max_f32(v238, v240);
  var v242: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v241);
  storageBarrier(); workgroupBarrier();
  var v243: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v242 & 31u))]);
  morph_sgh ^= 1024u;
  var v244: f32 = morph_max_f32(v241, v243);
  var v245: u32 = 0u;
  var v246: u32 = select(0u, 1u, (v16 == v245));
  var v247: u32 = 31u;
  var v248: u32 = v3 & v247;
  var v249: u32 = 0u;
  var v250: u32 = select(0u, 1u, (v248 == v249));
  var v251: u32 = v246 & v250;
  if (v251 != 0u) {
    var v252: u32 = 5u;
    var v253: u32 = v19 >> (v252 & 31u);
    var v254: u32 = 2u;
    var v255: u32 = v8 * v254;
    var v256: u32 = 0u;
    var v257: u32 = v255 + v256;
    var v258: u32 = 32u;
    var v259: u32 = v257 * v258;
    var v260: u32 = v259 + v253;
    p_partials[v260] = v244;
  }
}
