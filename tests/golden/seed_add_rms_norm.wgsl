// Kernel 'row_fence' printed by Morph for wgsl (key 9402843663948866360).
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
var<workgroup> sh0_red: array<f32, 32>;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  // sh0_red: workgroup shared, declared before main
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
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 4096u;
  var v3: u32 = morph_lid3.x;
  var v4: u32 = morph_grp.x;
  var v5: u32 = v4 * v2;
  var v6: u32 = morph_lid3.x;
  var v7: u32 = 31u;
  var v8: u32 = v6 & v7;
  var v9: u32 = 0u;
  var v10: u32 = v6 + v9;
  var v11: u32 = 5u;
  var v12: u32 = v10 >> (v11 & 31u);
  var v13: u32 = 0u;
  var v14: u32 = v6 + v13;
  var v15: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l0 = v15;
  var v16: u32 = 1024u;
  for (var v17: u32 = v14; v17 < v2; v17 = select(v17 + v16, v2, v17 > 4294967295u - v16)) {
    var v18: u32 = v5 + v17;
    var v19: f32 = p_in0[v18];
    var v20: u32 = v5 + v17;
    var v21: f32 = p_in1[v20];
    var v22: f32 = v19 + v21;
    var v23: f32 = v22 * v22;
    var v24: f32 = l0;
    var v25: f32 = v24 + v23;
    l0 = v25;
  }
  var v26: f32 = l0;
  var v27: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v26);
  storageBarrier(); workgroupBarrier();
  var v28: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v27 & 31u))]);
  morph_sgh ^= 1024u;
  var v29: f32 = v26 + v28;
  var v30: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v29);
  storageBarrier(); workgroupBarrier();
  var v31: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  var v32: f32 = v29 + v31;
  var v33: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v32);
  storageBarrier(); workgroupBarrier();
  var v34: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  var v35: f32 = v32 + v34;
  var v36: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v35);
  storageBarrier(); workgroupBarrier();
  var v37: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  var v38: f32 = v35 + v37;
  var v39: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v38);
  storageBarrier(); workgroupBarrier();
  var v40: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  var v41: f32 = v38 + v40;
  var v42: u32 = 0u;
  var v43: u32 = select(0u, 1u, (v8 == v42));
  if (v43 != 0u) {
    sh0_red[v12] = v41;
  }
  var v44: u32 = 256u;
  var v45: u32 = v6 + v44;
  var v46: u32 = 5u;
  var v47: u32 = v45 >> (v46 & 31u);
  var v48: u32 = 256u;
  var v49: u32 = v6 + v48;
  var v50: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l1 = v50;
  var v51: u32 = 1024u;
  for (var v52: u32 = v49; v52 < v2; v52 = select(v52 + v51, v2, v52 > 4294967295u - v51)) {
    var v53: u32 = v5 + v52;
    var v54: f32 = p_in0[v53];
    var v55: u32 = v5 + v52;
    var v56: f32 = p_in1[v55];
    var v57: f32 = v54 + v56;
    var v58: f32 = v57 * v57;
    var v59: f32 = l1;
    var v60: f32 = v59 + v58;
    l1 = v60;
  }
  var v61: f32 = l1;
  var v62: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v61);
  storageBarrier(); workgroupBarrier();
  var v63: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v62 & 31u))]);
  morph_sgh ^= 1024u;
  var v64: f32 = v61 + v63;
  var v65: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v64);
  storageBarrier(); workgroupBarrier();
  var v66: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v65 & 31u))]);
  morph_sgh ^= 1024u;
  var v67: f32 = v64 + v66;
  var v68: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v67);
  storageBarrier(); workgroupBarrier();
  var v69: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v68 & 31u))]);
  morph_sgh ^= 1024u;
  var v70: f32 = v67 + v69;
  var v71: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v70);
  storageBarrier(); workgroupBarrier();
  var v72: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v71 & 31u))]);
  morph_sgh ^= 1024u;
  var v73: f32 = v70 + v72;
  var v74: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v73);
  storageBarrier(); workgroupBarrier();
  var v75: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v74 & 31u))]);
  morph_sgh ^= 1024u;
  var v76: f32 = v73 + v75;
  var v77: u32 = 0u;
  var v78: u32 = select(0u, 1u, (v8 == v77));
  if (v78 != 0u) {
    sh0_red[v47] = v76;
  }
  var v79: u32 = 512u;
  var v80: u32 = v6 + v79;
  var v81: u32 = 5u;
  var v82: u32 = v80 >> (v81 & 31u);
  var v83: u32 = 512u;
  var v84: u32 = v6 + v83;
  var v85: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l2 = v85;
  var v86: u32 = 1024u;
  for (var v87: u32 = v84; v87 < v2; v87 = select(v87 + v86, v2, v87 > 4294967295u - v86)) {
    var v88: u32 = v5 + v87;
    var v89: f32 = p_in0[v88];
    var v90: u32 = v5 + v87;
    var v91: f32 = p_in1[v90];
    var v92: f32 = v89 + v91;
    var v93: f32 = v92 * v92;
    var v94: f32 = l2;
    var v95: f32 = v94 + v93;
    l2 = v95;
  }
  var v96: f32 = l2;
  var v97: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v96);
  storageBarrier(); workgroupBarrier();
  var v98: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v97 & 31u))]);
  morph_sgh ^= 1024u;
  var v99: f32 = v96 + v98;
  var v100: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v99);
  storageBarrier(); workgroupBarrier();
  var v101: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v100 & 31u))]);
  morph_sgh ^= 1024u;
  var v102: f32 = v99 + v101;
  var v103: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v102);
  storageBarrier(); workgroupBarrier();
  var v104: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v103 & 31u))]);
  morph_sgh ^= 1024u;
  var v105: f32 = v102 + v104;
  var v106: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v105);
  storageBarrier(); workgroupBarrier();
  var v107: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v106 & 31u))]);
  morph_sgh ^= 1024u;
  var v108: f32 = v105 + v107;
  var v109: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v108);
  storageBarrier(); workgroupBarrier();
  var v110: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v109 & 31u))]);
  morph_sgh ^= 1024u;
  var v111: f32 = v108 + v110;
  var v112: u32 = 0u;
  var v113: u32 = select(0u, 1u, (v8 == v112));
  if (v113 != 0u) {
    sh0_red[v82] = v111;
  }
  var v114: u32 = 768u;
  var v115: u32 = v6 + v114;
  var v116: u32 = 5u;
  var v117: u32 = v115 >> (v116 & 31u);
  var v118: u32 = 768u;
  var v119: u32 = v6 + v118;
  var v120: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l3 = v120;
  var v121: u32 = 1024u;
  for (var v122: u32 = v119; v122 < v2; v122 = select(v122 + v121, v2, v122 > 4294967295u - v121)) {
    var v123: u32 = v5 + v122;
    var v124: f32 = p_in0[v123];
    var v125: u32 = v5 + v122;
    var v126: f32 = p_in1[v125];
    var v127: f32 = v124 + v126;
    var v128: f32 = v127 * v127;
    var v129: f32 = l3;
    var v130: f32 = v129 + v128;
    l3 = v130;
  }
  var v131: f32 = l3;
  var v132: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v131);
  storageBarrier(); workgroupBarrier();
  var v133: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v132 & 31u))]);
  morph_sgh ^= 1024u;
  var v134: f32 = v131 + v133;
  var v135: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v134);
  storageBarrier(); workgroupBarrier();
  var v136: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v135 & 31u))]);
  morph_sgh ^= 1024u;
  var v137: f32 = v134 + v136;
  var v138: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v137);
  storageBarrier(); workgroupBarrier();
  var v139: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v138 & 31u))]);
  morph_sgh ^= 1024u;
  var v140: f32 = v137 + v139;
  var v141: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v140);
  storageBarrier(); workgroupBarrier();
  var v142: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  var v143: f32 = v140 + v142;
  var v144: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v143);
  storageBarrier(); workgroupBarrier();
  var v145: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  var v146: f32 = v143 + v145;
  var v147: u32 = 0u;
  var v148: u32 = select(0u, 1u, (v8 == v147));
  if (v148 != 0u) {
    sh0_red[v117] = v146;
  }
  storageBarrier(); workgroupBarrier();
  var v149: f32 = sh0_red[v8];
  var v150: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v149);
  storageBarrier(); workgroupBarrier();
  var v151: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  var v152: f32 = v149 + v151;
  var v153: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v152);
  storageBarrier(); workgroupBarrier();
  var v154: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  var v155: f32 = v152 + v154;
  var v156: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v155);
  storageBarrier(); workgroupBarrier();
  var v157: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v156 & 31u))]);
  morph_sgh ^= 1024u;
  var v158: f32 = v155 + v157;
  var v159: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v158);
  storageBarrier(); workgroupBarrier();
  var v160: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v159 & 31u))]);
  morph_sgh ^= 1024u;
  var v161: f32 = v158 + v160;
  var v162: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v161);
  storageBarrier(); workgroupBarrier();
  var v163: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v162 & 31u))]);
  morph_sgh ^= 1024u;
  var v164: f32 = v161 + v163;
  storageBarrier(); workgroupBarrier();
  var v165: f32 = bitcast<f32>(0x45800000u) /* 4096 */;
  var v166: f32 = morph_div_f32(v164, v165);
  var v167: f32 = bitcast<f32>(0x3727c5acu) /* 9.99999975e-06 */;
  var v168: f32 = v166 + v167;
  var v169: f32 = bitcast<f32>(0x00800000u) /* 1.17549435e-38 */;
  var v170: u32 = select(0u, 1u, (v168 < v169));
  var v171: f32 = bitcast<f32>(0x4b800000u) /* 16777216 */;
  var v172: f32 = v168 * v171;
  var v173: f32 = select(v168, v172, v170 != 0u);
  var v174: i32 = 0;
  var v175: i32 = 12;
  var v176: i32 = select(v174, v175, v170 != 0u);
  var v177: i32 = bitcast<i32>(v173);
  var v178: i32 = 23;
  var v179: i32 = v177 >> (bitcast<u32>(v178) & 31u);
  var v180: i32 = 127;
  var v181: i32 = bitcast<i32>(bitcast<u32>(v179) - bitcast<u32>(v180));
  var v182: i32 = 1;
  var v183: i32 = v181 >> (bitcast<u32>(v182) & 31u);
  var v184: i32 = bitcast<i32>(bitcast<u32>(v183) + bitcast<u32>(v183));
  var v185: i32 = bitcast<i32>(bitcast<u32>(v181) - bitcast<u32>(v184));
  var v186: i32 = 127;
  var v187: i32 = bitcast<i32>(bitcast<u32>(v185) + bitcast<u32>(v186));
  var v188: i32 = 23;
  var v189: i32 = bitcast<i32>(bitcast<u32>(v187) << (bitcast<u32>(v188) & 31u));
  var v190: i32 = 8388607;
  var v191: i32 = v177 & v190;
  var v192: i32 = v191 | v189;
  var v193: f32 = bitcast<f32>(v192);
  var v194: f32 = morph_sqrt_f32(v193);
  var v195: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v196: f32 = morph_div_f32(v195, v194);
  var v197: f32 = v196 * v196;
  var v198: u32 = bitcast<u32>(v196);
  var v199: u32 = 4294963200u;
  var v200: u32 = v198 & v199;
  var v201: f32 = bitcast<f32>(v200);
  var v202: f32 = v196 - v201;
  var v203: u32 = bitcast<u32>(v196);
  var v204: u32 = 4294963200u;
  var v205: u32 = v203 & v204;
  var v206: f32 = bitcast<f32>(v205);
  var v207: f32 = v196 - v206;
  var v208: f32 = v202 * v207;
  var v209: f32 = v202 * v206;
  var v210: f32 = v201 * v207;
  var v211: f32 = v201 * v206;
  var v212: f32 = v211 - v197;
  var v213: f32 = v212 + v210;
  var v214: f32 = v213 + v209;
  var v215: f32 = v214 + v208;
  var v216: f32 = v193 * v197;
  var v217: u32 = bitcast<u32>(v193);
  var v218: u32 = 4294963200u;
  var v219: u32 = v217 & v218;
  var v220: f32 = bitcast<f32>(v219);
  var v221: f32 = v193 - v220;
  var v222: u32 = bitcast<u32>(v197);
  var v223: u32 = 4294963200u;
  var v224: u32 = v222 & v223;
  var v225: f32 = bitcast<f32>(v224);
  var v226: f32 = v197 - v225;
  var v227: f32 = v221 * v226;
  var v228: f32 = v221 * v225;
  var v229: f32 = v220 * v226;
  var v230: f32 = v220 * v225;
  var v231: f32 = v230 - v216;
  var v232: f32 = v231 + v229;
  var v233: f32 = v232 + v228;
  var v234: f32 = v233 + v227;
  var v235: f32 = v193 * v215;
  var v236: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v237: f32 = v236 - v216;
  var v238: f32 = v237 - v234;
  var v239: f32 = v238 - v235;
  var v240: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
  var v241: f32 = v240 * v239;
  var v242: f32 = v196 * v241;
  var v243: f32 = v196 + v242;
  var v244: i32 = bitcast<i32>(bitcast<u32>(v176) - bitcast<u32>(v183));
  var v245: i32 = 127;
  var v246: i32 = bitcast<i32>(bitcast<u32>(v244) + bitcast<u32>(v245));
  var v247: i32 = 23;
  var v248: i32 = bitcast<i32>(bitcast<u32>(v246) << (bitcast<u32>(v247) & 31u));
  var v249: f32 = bitcast<f32>(v248);
  var v250: f32 = v243 * v249;
  var v251: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v252: f32 = bitcast<f32>(0x7f800000u) /* inf */;
  var v253: u32 = select(0u, 1u, (v168 == v252));
  var v254: f32 = select(v250, v251, v253 != 0u);
  var v255: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v256: f32 = morph_div_f32(v255, v168);
  var v257: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v258: u32 = select(0u, 1u, (v168 == v257));
  var v259: f32 = select(v254, v256, v258 != 0u);
  var v260: f32 = bitcast<f32>(0x7fc00000u) /* nan */;
  var v261: f32 = bitcast<f32>(0x00000000u) /* 0 */;
  var v262: u32 = select(0u, 1u, (v168 < v261));
  var v263: u32 = select(0u, 1u, (v168 != v168));
  var v264: u32 = v262 | v263;
  var v265: f32 = select(v259, v260, v264 != 0u);
  var v266: u32 = select(0u, 1u, (v4 < v0));
  if (v266 != 0u) {
    var v267: u32 = 256u;
    for (var v268: u32 = v3; v268 < v2; v268 = select(v268 + v267, v2, v268 > 4294967295u - v267)) {
      var v269: u32 = v5 + v268;
      var v270: f32 = p_in0[v269];
      var v271: u32 = v5 + v268;
      var v272: f32 = p_in1[v271];
      var v273: f32 = v270 + v272;
      var v274: f32 = v273 * v265;
      var v275: f32 = p_in2[v268];
      var v276: f32 = v274 * v275;
      var v277: u32 = v5 + v268;
      p_out0[v277] = v276;
    }
  }
}
