// Kernel 'row_fence' printed by Morph for wgsl (key 13053532270573116509).
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
@group(0) @binding(1) var<storage, read_write> p_out0: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
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
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  var l0: f32 = 0;
  var l1: f32 = 0;
  var l2: f32 = 0;
  var l3: f32 = 0;
  var l4: f32 = 0;
  var l5: f32 = 0;
  var l6: f32 = 0;
  var l7: f32 = 0;
  var v0: u32 = p_rows;
  var v1: u32 = p_cols;
  var v2: u32 = 151936u;
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
  var v15: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l0 = v15;
  var v16: u32 = 1024u;
  for (var v17: u32 = v14; v17 < v2; v17 = select(v17 + v16, v2, v17 > 4294967295u - v16)) {
    var v18: u32 = v5 + v17;
    var v19: f32 = p_in0[v18];
    var v20: f32 = l0;
    var v21: f32 = morph_max_f32(v20, v19);
    l0 = v21;
  }
  var v22: f32 = l0;
  var v23: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v22);
  storageBarrier(); workgroupBarrier();
  var v24: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v23 & 31u))]);
  morph_sgh ^= 1024u;
  var v25: f32 = morph_max_f32(v22, v24);
  var v26: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v25);
  storageBarrier(); workgroupBarrier();
  var v27: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v26 & 31u))]);
  morph_sgh ^= 1024u;
  var v28: f32 = morph_max_f32(v25, v27);
  var v29: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v28);
  storageBarrier(); workgroupBarrier();
  var v30: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v29 & 31u))]);
  morph_sgh ^= 1024u;
  var v31: f32 = morph_max_f32(v28, v30);
  var v32: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v31);
  storageBarrier(); workgroupBarrier();
  var v33: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v32 & 31u))]);
  morph_sgh ^= 1024u;
  var v34: f32 = morph_max_f32(v31, v33);
  var v35: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v34);
  storageBarrier(); workgroupBarrier();
  var v36: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v35 & 31u))]);
  morph_sgh ^= 1024u;
  var v37: f32 = morph_max_f32(v34, v36);
  var v38: u32 = 0u;
  var v39: u32 = select(0u, 1u, (v8 == v38));
  if (v39 != 0u) {
    sh0_red[v12] = v37;
  }
  var v40: u32 = 256u;
  var v41: u32 = v6 + v40;
  var v42: u32 = 5u;
  var v43: u32 = v41 >> (v42 & 31u);
  var v44: u32 = 256u;
  var v45: u32 = v6 + v44;
  var v46: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l1 = v46;
  var v47: u32 = 1024u;
  for (var v48: u32 = v45; v48 < v2; v48 = select(v48 + v47, v2, v48 > 4294967295u - v47)) {
    var v49: u32 = v5 + v48;
    var v50: f32 = p_in0[v49];
    var v51: f32 = l1;
    var v52: f32 = morph_max_f32(v51, v50);
    l1 = v52;
  }
  var v53: f32 = l1;
  var v54: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v53);
  storageBarrier(); workgroupBarrier();
  var v55: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v54 & 31u))]);
  morph_sgh ^= 1024u;
  var v56: f32 = morph_max_f32(v53, v55);
  var v57: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v56);
  storageBarrier(); workgroupBarrier();
  var v58: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v57 & 31u))]);
  morph_sgh ^= 1024u;
  var v59: f32 = morph_max_f32(v56, v58);
  var v60: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v59);
  storageBarrier(); workgroupBarrier();
  var v61: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v60 & 31u))]);
  morph_sgh ^= 1024u;
  var v62: f32 = morph_max_f32(v59, v61);
  var v63: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v62);
  storageBarrier(); workgroupBarrier();
  var v64: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v63 & 31u))]);
  morph_sgh ^= 1024u;
  var v65: f32 = morph_max_f32(v62, v64);
  var v66: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v65);
  storageBarrier(); workgroupBarrier();
  var v67: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v66 & 31u))]);
  morph_sgh ^= 1024u;
  var v68: f32 = morph_max_f32(v65, v67);
  var v69: u32 = 0u;
  var v70: u32 = select(0u, 1u, (v8 == v69));
  if (v70 != 0u) {
    sh0_red[v43] = v68;
  }
  var v71: u32 = 512u;
  var v72: u32 = v6 + v71;
  var v73: u32 = 5u;
  var v74: u32 = v72 >> (v73 & 31u);
  var v75: u32 = 512u;
  var v76: u32 = v6 + v75;
  var v77: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l2 = v77;
  var v78: u32 = 1024u;
  for (var v79: u32 = v76; v79 < v2; v79 = select(v79 + v78, v2, v79 > 4294967295u - v78)) {
    var v80: u32 = v5 + v79;
    var v81: f32 = p_in0[v80];
    var v82: f32 = l2;
    var v83: f32 = morph_max_f32(v82, v81);
    l2 = v83;
  }
  var v84: f32 = l2;
  var v85: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v84);
  storageBarrier(); workgroupBarrier();
  var v86: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v85 & 31u))]);
  morph_sgh ^= 1024u;
  var v87: f32 = morph_max_f32(v84, v86);
  var v88: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v87);
  storageBarrier(); workgroupBarrier();
  var v89: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v88 & 31u))]);
  morph_sgh ^= 1024u;
  var v90: f32 = morph_max_f32(v87, v89);
  var v91: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v90);
  storageBarrier(); workgroupBarrier();
  var v92: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v91 & 31u))]);
  morph_sgh ^= 1024u;
  var v93: f32 = morph_max_f32(v90, v92);
  var v94: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v93);
  storageBarrier(); workgroupBarrier();
  var v95: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v94 & 31u))]);
  morph_sgh ^= 1024u;
  var v96: f32 = morph_max_f32(v93, v95);
  var v97: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v96);
  storageBarrier(); workgroupBarrier();
  var v98: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v97 & 31u))]);
  morph_sgh ^= 1024u;
  var v99: f32 = morph_max_f32(v96, v98);
  var v100: u32 = 0u;
  var v101: u32 = select(0u, 1u, (v8 == v100));
  if (v101 != 0u) {
    sh0_red[v74] = v99;
  }
  var v102: u32 = 768u;
  var v103: u32 = v6 + v102;
  var v104: u32 = 5u;
  var v105: u32 = v103 >> (v104 & 31u);
  var v106: u32 = 768u;
  var v107: u32 = v6 + v106;
  var v108: f32 = bitcast<f32>(0xff800000u) /* -inf */;
  l3 = v108;
  var v109: u32 = 1024u;
  for (var v110: u32 = v107; v110 < v2; v110 = select(v110 + v109, v2, v110 > 4294967295u - v109)) {
    var v111: u32 = v5 + v110;
    var v112: f32 = p_in0[v111];
    var v113: f32 = l3;
    var v114: f32 = morph_max_f32(v113, v112);
    l3 = v114;
  }
  var v115: f32 = l3;
  var v116: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v115);
  storageBarrier(); workgroupBarrier();
  var v117: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v116 & 31u))]);
  morph_sgh ^= 1024u;
  var v118: f32 = morph_max_f32(v115, v117);
  var v119: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v118);
  storageBarrier(); workgroupBarrier();
  var v120: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v119 & 31u))]);
  morph_sgh ^= 1024u;
  var v121: f32 = morph_max_f32(v118, v120);
  var v122: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v121);
  storageBarrier(); workgroupBarrier();
  var v123: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v122 & 31u))]);
  morph_sgh ^= 1024u;
  var v124: f32 = morph_max_f32(v121, v123);
  var v125: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v124);
  storageBarrier(); workgroupBarrier();
  var v126: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v125 & 31u))]);
  morph_sgh ^= 1024u;
  var v127: f32 = morph_max_f32(v124, v126);
  var v128: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v127);
  storageBarrier(); workgroupBarrier();
  var v129: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v128 & 31u))]);
  morph_sgh ^= 1024u;
  var v130: f32 = morph_max_f32(v127, v129);
  var v131: u32 = 0u;
  var v132: u32 = select(0u, 1u, (v8 == v131));
  if (v132 != 0u) {
    sh0_red[v105] = v130;
  }
  storageBarrier(); workgroupBarrier();
  var v133: f32 = sh0_red[v8];
  var v134: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v133);
  storageBarrier(); workgroupBarrier();
  var v135: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v134 & 31u))]);
  morph_sgh ^= 1024u;
  var v136: f32 = morph_max_f32(v133, v135);
  var v137: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v136);
  storageBarrier(); workgroupBarrier();
  var v138: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v137 & 31u))]);
  morph_sgh ^= 1024u;
  var v139: f32 = morph_max_f32(v136, v138);
  var v140: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v139);
  storageBarrier(); workgroupBarrier();
  var v141: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v140 & 31u))]);
  morph_sgh ^= 1024u;
  var v142: f32 = morph_max_f32(v139, v141);
  var v143: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v142);
  storageBarrier(); workgroupBarrier();
  var v144: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v143 & 31u))]);
  morph_sgh ^= 1024u;
  var v145: f32 = morph_max_f32(v142, v144);
  var v146: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v145);
  storageBarrier(); workgroupBarrier();
  var v147: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v146 & 31u))]);
  morph_sgh ^= 1024u;
  var v148: f32 = morph_max_f32(v145, v147);
  storageBarrier(); workgroupBarrier();
  var v149: f32 = bitcast<f32>(0xff7fffffu) /* -3.40282347e+38 */;
  var v150: f32 = morph_max_f32(v148, v149);
  var v151: u32 = morph_lid3.x;
  var v152: u32 = 31u;
  var v153: u32 = v151 & v152;
  var v154: u32 = 0u;
  var v155: u32 = v151 + v154;
  var v156: u32 = 5u;
  var v157: u32 = v155 >> (v156 & 31u);
  var v158: u32 = 0u;
  var v159: u32 = v151 + v158;
  var v160: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l4 = v160;
  var v161: u32 = 1024u;
  for (var v162: u32 = v159; v162 < v2; v162 = select(v162 + v161, v2, v162 > 4294967295u - v161)) {
    var v163: u32 = v5 + v162;
    var v164: f32 = p_in0[v163];
    var v165: f32 = v164 - v150;
    var v166: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v167: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v168: f32 = morph_max_f32(v165, v167);
    var v169: f32 = morph_min_f32(v168, v166);
    var v170: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v171: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v172: f32 = v169 + v170;
    var v173: f32 = v172 * v171;
    var v174: f32 = morph_rint_f32(v173);
    var v175: i32 = morph_f32_to_i32(v174);
    var v176: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v177: f32 = v174 * v176;
    var v178: f32 = v169 - v177;
    var v179: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v180: f32 = v174 * v179;
    var v181: f32 = v180 - v170;
    var v182: f32 = v178 - v181;
    var v183: f32 = v182 * v182;
    var v184: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v185: f32 = v183 * v184;
    var v186: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v187: f32 = v186 + v185;
    var v188: f32 = v183 * v187;
    var v189: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v190: f32 = v189 + v188;
    var v191: f32 = v183 * v190;
    var v192: f32 = v182 - v191;
    var v193: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v194: f32 = v193 - v192;
    var v195: f32 = v182 * v192;
    var v196: f32 = morph_div_f32(v195, v194);
    var v197: f32 = v181 - v196;
    var v198: f32 = v197 - v178;
    var v199: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v200: f32 = v199 - v198;
    var v201: i32 = 1;
    var v202: i32 = v175 >> (bitcast<u32>(v201) & 31u);
    var v203: i32 = bitcast<i32>(bitcast<u32>(v175) - bitcast<u32>(v202));
    var v204: i32 = 127;
    var v205: i32 = bitcast<i32>(bitcast<u32>(v203) + bitcast<u32>(v204));
    var v206: i32 = 23;
    var v207: i32 = bitcast<i32>(bitcast<u32>(v205) << (bitcast<u32>(v206) & 31u));
    var v208: f32 = bitcast<f32>(v207);
    var v209: i32 = 127;
    var v210: i32 = bitcast<i32>(bitcast<u32>(v202) + bitcast<u32>(v209));
    var v211: i32 = 23;
    var v212: i32 = bitcast<i32>(bitcast<u32>(v210) << (bitcast<u32>(v211) & 31u));
    var v213: f32 = bitcast<f32>(v212);
    var v214: f32 = v200 * v213;
    var v215: f32 = v214 * v208;
    var v216: f32 = l4;
    var v217: f32 = v216 + v215;
    l4 = v217;
  }
  var v218: f32 = l4;
  var v219: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v218);
  storageBarrier(); workgroupBarrier();
  var v220: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v219 & 31u))]);
  morph_sgh ^= 1024u;
  var v221: f32 = v218 + v220;
  var v222: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v221);
  storageBarrier(); workgroupBarrier();
  var v223: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v222 & 31u))]);
  morph_sgh ^= 1024u;
  var v224: f32 = v221 + v223;
  var v225: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v224);
  storageBarrier(); workgroupBarrier();
  var v226: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v225 & 31u))]);
  morph_sgh ^= 1024u;
  var v227: f32 = v224 + v226;
  var v228: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v227);
  storageBarrier(); workgroupBarrier();
  var v229: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v228 & 31u))]);
  morph_sgh ^= 1024u;
  var v230: f32 = v227 + v229;
  var v231: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v230);
  storageBarrier(); workgroupBarrier();
  var v232: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v231 & 31u))]);
  morph_sgh ^= 1024u;
  var v233: f32 = v230 + v232;
  var v234: u32 = 0u;
  var v235: u32 = select(0u, 1u, (v153 == v234));
  if (v235 != 0u) {
    sh0_red[v157] = v233;
  }
  var v236: u32 = 256u;
  var v237: u32 = v151 + v236;
  var v238: u32 = 5u;
  var v239: u32 = v237 >> (v238 & 31u);
  var v240: u32 = 256u;
  var v241: u32 = v151 + v240;
  var v242: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l5 = v242;
  var v243: u32 = 1024u;
  for (var v244: u32 = v241; v244 < v2; v244 = select(v244 + v243, v2, v244 > 4294967295u - v243)) {
    var v245: u32 = v5 + v244;
    var v246: f32 = p_in0[v245];
    var v247: f32 = v246 - v150;
    var v248: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v249: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v250: f32 = morph_max_f32(v247, v249);
    var v251: f32 = morph_min_f32(v250, v248);
    var v252: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v253: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v254: f32 = v251 + v252;
    var v255: f32 = v254 * v253;
    var v256: f32 = morph_rint_f32(v255);
    var v257: i32 = morph_f32_to_i32(v256);
    var v258: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v259: f32 = v256 * v258;
    var v260: f32 = v251 - v259;
    var v261: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v262: f32 = v256 * v261;
    var v263: f32 = v262 - v252;
    var v264: f32 = v260 - v263;
    var v265: f32 = v264 * v264;
    var v266: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v267: f32 = v265 * v266;
    var v268: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v269: f32 = v268 + v267;
    var v270: f32 = v265 * v269;
    var v271: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v272: f32 = v271 + v270;
    var v273: f32 = v265 * v272;
    var v274: f32 = v264 - v273;
    var v275: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v276: f32 = v275 - v274;
    var v277: f32 = v264 * v274;
    var v278: f32 = morph_div_f32(v277, v276);
    var v279: f32 = v263 - v278;
    var v280: f32 = v279 - v260;
    var v281: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v282: f32 = v281 - v280;
    var v283: i32 = 1;
    var v284: i32 = v257 >> (bitcast<u32>(v283) & 31u);
    var v285: i32 = bitcast<i32>(bitcast<u32>(v257) - bitcast<u32>(v284));
    var v286: i32 = 127;
    var v287: i32 = bitcast<i32>(bitcast<u32>(v285) + bitcast<u32>(v286));
    var v288: i32 = 23;
    var v289: i32 = bitcast<i32>(bitcast<u32>(v287) << (bitcast<u32>(v288) & 31u));
    var v290: f32 = bitcast<f32>(v289);
    var v291: i32 = 127;
    var v292: i32 = bitcast<i32>(bitcast<u32>(v284) + bitcast<u32>(v291));
    var v293: i32 = 23;
    var v294: i32 = bitcast<i32>(bitcast<u32>(v292) << (bitcast<u32>(v293) & 31u));
    var v295: f32 = bitcast<f32>(v294);
    var v296: f32 = v282 * v295;
    var v297: f32 = v296 * v290;
    var v298: f32 = l5;
    var v299: f32 = v298 + v297;
    l5 = v299;
  }
  var v300: f32 = l5;
  var v301: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v300);
  storageBarrier(); workgroupBarrier();
  var v302: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v301 & 31u))]);
  morph_sgh ^= 1024u;
  var v303: f32 = v300 + v302;
  var v304: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v303);
  storageBarrier(); workgroupBarrier();
  var v305: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v304 & 31u))]);
  morph_sgh ^= 1024u;
  var v306: f32 = v303 + v305;
  var v307: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v306);
  storageBarrier(); workgroupBarrier();
  var v308: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v307 & 31u))]);
  morph_sgh ^= 1024u;
  var v309: f32 = v306 + v308;
  var v310: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v309);
  storageBarrier(); workgroupBarrier();
  var v311: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v310 & 31u))]);
  morph_sgh ^= 1024u;
  var v312: f32 = v309 + v311;
  var v313: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v312);
  storageBarrier(); workgroupBarrier();
  var v314: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v313 & 31u))]);
  morph_sgh ^= 1024u;
  var v315: f32 = v312 + v314;
  var v316: u32 = 0u;
  var v317: u32 = select(0u, 1u, (v153 == v316));
  if (v317 != 0u) {
    sh0_red[v239] = v315;
  }
  var v318: u32 = 512u;
  var v319: u32 = v151 + v318;
  var v320: u32 = 5u;
  var v321: u32 = v319 >> (v320 & 31u);
  var v322: u32 = 512u;
  var v323: u32 = v151 + v322;
  var v324: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l6 = v324;
  var v325: u32 = 1024u;
  for (var v326: u32 = v323; v326 < v2; v326 = select(v326 + v325, v2, v326 > 4294967295u - v325)) {
    var v327: u32 = v5 + v326;
    var v328: f32 = p_in0[v327];
    var v329: f32 = v328 - v150;
    var v330: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v331: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v332: f32 = morph_max_f32(v329, v331);
    var v333: f32 = morph_min_f32(v332, v330);
    var v334: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v335: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v336: f32 = v333 + v334;
    var v337: f32 = v336 * v335;
    var v338: f32 = morph_rint_f32(v337);
    var v339: i32 = morph_f32_to_i32(v338);
    var v340: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v341: f32 = v338 * v340;
    var v342: f32 = v333 - v341;
    var v343: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v344: f32 = v338 * v343;
    var v345: f32 = v344 - v334;
    var v346: f32 = v342 - v345;
    var v347: f32 = v346 * v346;
    var v348: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v349: f32 = v347 * v348;
    var v350: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v351: f32 = v350 + v349;
    var v352: f32 = v347 * v351;
    var v353: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v354: f32 = v353 + v352;
    var v355: f32 = v347 * v354;
    var v356: f32 = v346 - v355;
    var v357: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v358: f32 = v357 - v356;
    var v359: f32 = v346 * v356;
    var v360: f32 = morph_div_f32(v359, v358);
    var v361: f32 = v345 - v360;
    var v362: f32 = v361 - v342;
    var v363: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v364: f32 = v363 - v362;
    var v365: i32 = 1;
    var v366: i32 = v339 >> (bitcast<u32>(v365) & 31u);
    var v367: i32 = bitcast<i32>(bitcast<u32>(v339) - bitcast<u32>(v366));
    var v368: i32 = 127;
    var v369: i32 = bitcast<i32>(bitcast<u32>(v367) + bitcast<u32>(v368));
    var v370: i32 = 23;
    var v371: i32 = bitcast<i32>(bitcast<u32>(v369) << (bitcast<u32>(v370) & 31u));
    var v372: f32 = bitcast<f32>(v371);
    var v373: i32 = 127;
    var v374: i32 = bitcast<i32>(bitcast<u32>(v366) + bitcast<u32>(v373));
    var v375: i32 = 23;
    var v376: i32 = bitcast<i32>(bitcast<u32>(v374) << (bitcast<u32>(v375) & 31u));
    var v377: f32 = bitcast<f32>(v376);
    var v378: f32 = v364 * v377;
    var v379: f32 = v378 * v372;
    var v380: f32 = l6;
    var v381: f32 = v380 + v379;
    l6 = v381;
  }
  var v382: f32 = l6;
  var v383: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v382);
  storageBarrier(); workgroupBarrier();
  var v384: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v383 & 31u))]);
  morph_sgh ^= 1024u;
  var v385: f32 = v382 + v384;
  var v386: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v385);
  storageBarrier(); workgroupBarrier();
  var v387: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v386 & 31u))]);
  morph_sgh ^= 1024u;
  var v388: f32 = v385 + v387;
  var v389: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v388);
  storageBarrier(); workgroupBarrier();
  var v390: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v389 & 31u))]);
  morph_sgh ^= 1024u;
  var v391: f32 = v388 + v390;
  var v392: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v391);
  storageBarrier(); workgroupBarrier();
  var v393: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v392 & 31u))]);
  morph_sgh ^= 1024u;
  var v394: f32 = v391 + v393;
  var v395: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v394);
  storageBarrier(); workgroupBarrier();
  var v396: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v395 & 31u))]);
  morph_sgh ^= 1024u;
  var v397: f32 = v394 + v396;
  var v398: u32 = 0u;
  var v399: u32 = select(0u, 1u, (v153 == v398));
  if (v399 != 0u) {
    sh0_red[v321] = v397;
  }
  var v400: u32 = 768u;
  var v401: u32 = v151 + v400;
  var v402: u32 = 5u;
  var v403: u32 = v401 >> (v402 & 31u);
  var v404: u32 = 768u;
  var v405: u32 = v151 + v404;
  var v406: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l7 = v406;
  var v407: u32 = 1024u;
  for (var v408: u32 = v405; v408 < v2; v408 = select(v408 + v407, v2, v408 > 4294967295u - v407)) {
    var v409: u32 = v5 + v408;
    var v410: f32 = p_in0[v409];
    var v411: f32 = v410 - v150;
    var v412: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v413: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v414: f32 = morph_max_f32(v411, v413);
    var v415: f32 = morph_min_f32(v414, v412);
    var v416: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v417: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v418: f32 = v415 + v416;
    var v419: f32 = v418 * v417;
    var v420: f32 = morph_rint_f32(v419);
    var v421: i32 = morph_f32_to_i32(v420);
    var v422: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v423: f32 = v420 * v422;
    var v424: f32 = v415 - v423;
    var v425: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v426: f32 = v420 * v425;
    var v427: f32 = v426 - v416;
    var v428: f32 = v424 - v427;
    var v429: f32 = v428 * v428;
    var v430: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v431: f32 = v429 * v430;
    var v432: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v433: f32 = v432 + v431;
    var v434: f32 = v429 * v433;
    var v435: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v436: f32 = v435 + v434;
    var v437: f32 = v429 * v436;
    var v438: f32 = v428 - v437;
    var v439: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v440: f32 = v439 - v438;
    var v441: f32 = v428 * v438;
    var v442: f32 = morph_div_f32(v441, v440);
    var v443: f32 = v427 - v442;
    var v444: f32 = v443 - v424;
    var v445: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v446: f32 = v445 - v444;
    var v447: i32 = 1;
    var v448: i32 = v421 >> (bitcast<u32>(v447) & 31u);
    var v449: i32 = bitcast<i32>(bitcast<u32>(v421) - bitcast<u32>(v448));
    var v450: i32 = 127;
    var v451: i32 = bitcast<i32>(bitcast<u32>(v449) + bitcast<u32>(v450));
    var v452: i32 = 23;
    var v453: i32 = bitcast<i32>(bitcast<u32>(v451) << (bitcast<u32>(v452) & 31u));
    var v454: f32 = bitcast<f32>(v453);
    var v455: i32 = 127;
    var v456: i32 = bitcast<i32>(bitcast<u32>(v448) + bitcast<u32>(v455));
    var v457: i32 = 23;
    var v458: i32 = bitcast<i32>(bitcast<u32>(v456) << (bitcast<u32>(v457) & 31u));
    var v459: f32 = bitcast<f32>(v458);
    var v460: f32 = v446 * v459;
    var v461: f32 = v460 * v454;
    var v462: f32 = l7;
    var v463: f32 = v462 + v461;
    l7 = v463;
  }
  var v464: f32 = l7;
  var v465: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v464);
  storageBarrier(); workgroupBarrier();
  var v466: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v465 & 31u))]);
  morph_sgh ^= 1024u;
  var v467: f32 = v464 + v466;
  var v468: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v467);
  storageBarrier(); workgroupBarrier();
  var v469: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v468 & 31u))]);
  morph_sgh ^= 1024u;
  var v470: f32 = v467 + v469;
  var v471: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v470);
  storageBarrier(); workgroupBarrier();
  var v472: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v471 & 31u))]);
  morph_sgh ^= 1024u;
  var v473: f32 = v470 + v472;
  var v474: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v473);
  storageBarrier(); workgroupBarrier();
  var v475: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v474 & 31u))]);
  morph_sgh ^= 1024u;
  var v476: f32 = v473 + v475;
  var v477: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v476);
  storageBarrier(); workgroupBarrier();
  var v478: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v477 & 31u))]);
  morph_sgh ^= 1024u;
  var v479: f32 = v476 + v478;
  var v480: u32 = 0u;
  var v481: u32 = select(0u, 1u, (v153 == v480));
  if (v481 != 0u) {
    sh0_red[v403] = v479;
  }
  storageBarrier(); workgroupBarrier();
  var v482: f32 = sh0_red[v153];
  var v483: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v482);
  storageBarrier(); workgroupBarrier();
  var v484: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v483 & 31u))]);
  morph_sgh ^= 1024u;
  var v485: f32 = v482 + v484;
  var v486: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v485);
  storageBarrier(); workgroupBarrier();
  var v487: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v486 & 31u))]);
  morph_sgh ^= 1024u;
  var v488: f32 = v485 + v487;
  var v489: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v488);
  storageBarrier(); workgroupBarrier();
  var v490: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v489 & 31u))]);
  morph_sgh ^= 1024u;
  var v491: f32 = v488 + v490;
  var v492: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v491);
  storageBarrier(); workgroupBarrier();
  var v493: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v492 & 31u))]);
  morph_sgh ^= 1024u;
  var v494: f32 = v491 + v493;
  var v495: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v494);
  storageBarrier(); workgroupBarrier();
  var v496: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v495 & 31u))]);
  morph_sgh ^= 1024u;
  var v497: f32 = v494 + v496;
  storageBarrier(); workgroupBarrier();
  var v498: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v499: f32 = morph_max_f32(v497, v498);
  var v500: u32 = select(0u, 1u, (v4 < v0));
  if (v500 != 0u) {
    var v501: u32 = 256u;
    for (var v502: u32 = v3; v502 < v2; v502 = select(v502 + v501, v2, v502 > 4294967295u - v501)) {
      var v503: u32 = v5 + v502;
      var v504: f32 = p_in0[v503];
      var v505: f32 = v504 - v150;
      var v506: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
      var v507: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
      var v508: f32 = morph_max_f32(v505, v507);
      var v509: f32 = morph_min_f32(v508, v506);
      var v510: f32 = bitcast<f32>(0x00000000u) /* 0 */;
      var v511: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
      var v512: f32 = v509 + v510;
      var v513: f32 = v512 * v511;
      var v514: f32 = morph_rint_f32(v513);
      var v515: i32 = morph_f32_to_i32(v514);
      var v516: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
      var v517: f32 = v514 * v516;
      var v518: f32 = v509 - v517;
      var v519: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
      var v520: f32 = v514 * v519;
      var v521: f32 = v520 - v510;
      var v522: f32 = v518 - v521;
      var v523: f32 = v522 * v522;
      var v524: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
      var v525: f32 = v523 * v524;
      var v526: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
      var v527: f32 = v526 + v525;
      var v528: f32 = v523 * v527;
      var v529: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
      var v530: f32 = v529 + v528;
      var v531: f32 = v523 * v530;
      var v532: f32 = v522 - v531;
      var v533: f32 = bitcast<f32>(0x40000000u) /* 2 */;
      var v534: f32 = v533 - v532;
      var v535: f32 = v522 * v532;
      var v536: f32 = morph_div_f32(v535, v534);
      var v537: f32 = v521 - v536;
      var v538: f32 = v537 - v518;
      var v539: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
      var v540: f32 = v539 - v538;
      var v541: i32 = 1;
      var v542: i32 = v515 >> (bitcast<u32>(v541) & 31u);
      var v543: i32 = bitcast<i32>(bitcast<u32>(v515) - bitcast<u32>(v542));
      var v544: i32 = 127;
      var v545: i32 = bitcast<i32>(bitcast<u32>(v543) + bitcast<u32>(v544));
      var v546: i32 = 23;
      var v547: i32 = bitcast<i32>(bitcast<u32>(v545) << (bitcast<u32>(v546) & 31u));
      var v548: f32 = bitcast<f32>(v547);
      var v549: i32 = 127;
      var v550: i32 = bitcast<i32>(bitcast<u32>(v542) + bitcast<u32>(v549));
      var v551: i32 = 23;
      var v552: i32 = bitcast<i32>(bitcast<u32>(v550) << (bitcast<u32>(v551) & 31u));
      var v553: f32 = bitcast<f32>(v552);
      var v554: f32 = v540 * v553;
      var v555: f32 = v554 * v548;
      var v556: f32 = morph_div_f32(v555, v499);
      var v557: u32 = v5 + v502;
      p_out0[v557] = v556;
    }
  }
}
