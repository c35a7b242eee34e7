// Kernel 'row_fence_split' printed by Morph for wgsl (key 17194280791414326708).
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
  var v29: u32 = 32u;
  for (var v30: u32 = v16; v30 < v24; v30 = select(v30 + v29, v24, v30 > 4294967295u - v29)) {
    var v31: u32 = 1024u;
    var v32: u32 = v30 * v31;
    var v33: u32 = v19 + v32;
    var v34: u32 = select(v26, v33, v33 < v26);
    var v35: u32 = v9 + v34;
    var v36: f32 = p_in0[v35];
    var v37: u32 = select(0u, 1u, (v33 < v2));
    var v38: f32 = select(v27, v36, v37 != 0u);
    var v39: f32 = l1;
    var v40: f32 = morph_max_f32(v39, v38);
    l1 = v40;
  }
  var v41: f32 = l1;
  var v42: u32 = 32u;
  var v43: u32 = v16 * v42;
  var v44: u32 = v43 + v14;
  sh0_stage[v44] = v41;
  storageBarrier(); workgroupBarrier();
  var v45: u32 = 0u;
  var v46: u32 = select(0u, 1u, (v16 == v45));
  if (v46 != 0u) {
    var v47: f32 = sh0_stage[v14];
    var v48: u32 = 32u;
    var v49: u32 = v14 + v48;
    var v50: f32 = sh0_stage[v49];
    var v51: u32 = 64u;
    var v52: u32 = v14 + v51;
    var v53: f32 = sh0_stage[v52];
    var v54: u32 = 96u;
    var v55: u32 = v14 + v54;
    var v56: f32 = sh0_stage[v55];
    var v57: u32 = 128u;
    var v58: u32 = v14 + v57;
    var v59: f32 = sh0_stage[v58];
    var v60: u32 = 160u;
    var v61: u32 = v14 + v60;
    var v62: f32 = sh0_stage[v61];
    var v63: u32 = 192u;
    var v64: u32 = v14 + v63;
    var v65: f32 = sh0_stage[v64];
    var v66: u32 = 224u;
    var v67: u32 = v14 + v66;
    var v68: f32 = sh0_stage[v67];
    var v69: u32 = 256u;
    var v70: u32 = v14 + v69;
    var v71: f32 = sh0_stage[v70];
    var v72: u32 = 288u;
    var v73: u32 = v14 + v72;
    var v74: f32 = sh0_stage[v73];
    var v75: u32 = 320u;
    var v76: u32 = v14 + v75;
    var v77: f32 = sh0_stage[v76];
    var v78: u32 = 352u;
    var v79: u32 = v14 + v78;
    var v80: f32 = sh0_stage[v79];
    var v81: u32 = 384u;
    var v82: u32 = v14 + v81;
    var v83: f32 = sh0_stage[v82];
    var v84: u32 = 416u;
    var v85: u32 = v14 + v84;
    var v86: f32 = sh0_stage[v85];
    var v87: u32 = 448u;
    var v88: u32 = v14 + v87;
    var v89: f32 = sh0_stage[v88];
    var v90: u32 = 480u;
    var v91: u32 = v14 + v90;
    var v92: f32 = sh0_stage[v91];
    var v93: u32 = 512u;
    var v94: u32 = v14 + v93;
    var v95: f32 = sh0_stage[v94];
    var v96: u32 = 544u;
    var v97: u32 = v14 + v96;
    var v98: f32 = sh0_stage[v97];
    var v99: u32 = 576u;
    var v100: u32 = v14 + v99;
    var v101: f32 = sh0_stage[v100];
    var v102: u32 = 608u;
    var v103: u32 = v14 + v102;
    var v104: f32 = sh0_stage[v103];
    var v105: u32 = 640u;
    var v106: u32 = v14 + v105;
    var v107: f32 = sh0_stage[v106];
    var v108: u32 = 672u;
    var v109: u32 = v14 + v108;
    var v110: f32 = sh0_stage[v109];
    var v111: u32 = 704u;
    var v112: u32 = v14 + v111;
    var v113: f32 = sh0_stage[v112];
    var v114: u32 = 736u;
    var v115: u32 = v14 + v114;
    var v116: f32 = sh0_stage[v115];
    var v117: u32 = 768u;
    var v118: u32 = v14 + v117;
    var v119: f32 = sh0_stage[v118];
    var v120: u32 = 800u;
    var v121: u32 = v14 + v120;
    var v122: f32 = sh0_stage[v121];
    var v123: u32 = 832u;
    var v124: u32 = v14 + v123;
    var v125: f32 = sh0_stage[v124];
    var v126: u32 = 864u;
    var v127: u32 = v14 + v126;
    var v128: f32 = sh0_stage[v127];
    var v129: u32 = 896u;
    var v130: u32 = v14 + v129;
    var v131: f32 = sh0_stage[v130];
    var v132: u32 = 928u;
    var v133: u32 = v14 + v132;
    var v134: f32 = sh0_stage[v133];
    var v135: u32 = 960u;
    var v136: u32 = v14 + v135;
    var v137: f32 = sh0_stage[v136];
    var v138: u32 = 992u;
    var v139: u32 = v14 + v138;
    var v140: f32 = sh0_stage[v139];
    var v141: f32 = morph_max_f32(v47, v50);
    var v142: f32 = morph_max_f32(v141, v53);
    var v143: f32 = morph_max_f32(v142, v56);
    var v144: f32 = morph_max_f32(v143, v59);
    var v145: f32 = morph_max_f32(v144, v62);
    var v146: f32 = morph_max_f32(v145, v65);
    var v147: f32 = morph_max_f32(v146, v68);
    var v148: f32 = morph_max_f32(v147, v71);
    var v149: f32 = morph_max_f32(v148, v74);
    var v150: f32 = morph_max_f32(v149, v77);
    var v151: f32 = morph_max_f32(v150, v80);
    var v152: f32 = morph_max_f32(v151, v83);
    var v153: f32 = morph_max_f32(v152, v86);
    var v154: f32 = morph_max_f32(v153, v89);
    var v155: f32 = morph_max_f32(v154, v92);
    var v156: f32 = morph_max_f32(v155, v95);
    var v157: f32 = morph_max_f32(v156, v98);
    var v158: f32 = morph_max_f32(v157, v101);
    var v159: f32 = morph_max_f32(v158, v104);
    var v160: f32 = morph_max_f32(v159, v107);
    var v161: f32 = morph_max_f32(v160, v110);
    var v162: f32 = morph_max_f32(v161, v113);
    var v163: f32 = morph_max_f32(v162, v116);
    var v164: f32 = morph_max_f32(v163, v119);
    var v165: f32 = morph_max_f32(v164, v122);
    var v166: f32 = morph_max_f32(v165, v125);
    var v167: f32 = morph_max_f32(v166, v128);
    var v168: f32 = morph_max_f32(v167, v131);
    var v169: f32 = morph_max_f32(v168, v134);
    var v170: f32 = morph_max_f32(v169, v137);
    var v171: f32 = morph_max_f32(v170, v140);
    l0 = v171;
  }
  var v172: f32 = l0;
  var v173: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v172);
  storageBarrier(); workgroupBarrier();
  var v174: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v173 & 31u))]);
  morph_sgh ^= 1024u;
  var v175: f32 = morph_max_f32(v172, v174);
  var v176: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v175);
  storageBarrier(); workgroupBarrier();
  var v177: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v176 & 31u))]);
  morph_sgh ^= 1024u;
  var v178: f32 = morph_max_f32(v175, v177);
  var v179: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v178);
  storageBarrier(); workgroupBarrier();
  var v180: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v179 & 31u))]);
  morph_sgh ^= 1024u;
  var v181: f32 = morph_max_f32(v178, v180);
  var v182: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v181);
  storageBarrier(); workgroupBarrier();
  var v183: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v182 & 31u))]);
  morph_sgh ^= 1024u;
  var v184: f32 = morph_max_f32(v181, v183);
  var v185: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v184);
  storageBarrier(); workgroupBarrier();
  var v186: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v185 & 31u))]);
  morph_sgh ^= 1024u;
  var v187: f32 = morph_max_f32(v184, v186);
  var v188: u32 = 0u;
  var v189: u32 = select(0u, 1u, (v16 == v188));
  var v190: u32 = 31u;
  var v191: u32 = v3 & v190;
  var v192: u32 = 0u;
  var v193: u32 = select(0u, 1u, (v191 == v192));
  var v194: u32 = v189 & v193;
  if (v194 != 0u) {
    var v195: u32 = 5u;
    var v196: u32 = v19 >> (v195 & 31u);
    var v197: u32 = 2u;
    var v198: u32 = v8 * v197;
    var v199: u32 = 0u;
    var v200: u32 = v198 + v199;
    var v201: u32 = 32u;
    var v202: u32 = v200 * v201;
    var v203: u32 = v202 + v196;
    p_partials[v203] = v187;
  }
}
