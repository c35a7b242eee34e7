// Kernel 'dag_map' printed by Morph for wgsl (key 3495532209396494261).
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
    var v13: f32 = p_in1[v9];
    var v14: f32 = v12 * v13;
    var v15: f32 = p_in2[v9];
    var v16: f32 = v14 + v15;
    var v17: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v18: f32 = morph_max_f32(v16, v17);
    var v19: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v20: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v21: u32 = select(0u, 1u, (v18 < v20));
    var v22: f32 = bitcast<f32>(bitcast<u32>(v18) & 0x7fffffffu);
    var v23: f32 = bitcast<f32>(bitcast<u32>(v19) ^ 0x80000000u);
    var v24: f32 = select(v19, v23, v21 != 0u);
    var v25: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v26: f32 = morph_min_f32(v22, v25);
    var v27: f32 = bitcast<f32>(bitcast<u32>(v24) ^ 0x80000000u);
    var v28: f32 = bitcast<f32>(bitcast<u32>(v26) ^ 0x80000000u);
    var v29: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v30: f32 = v28 + v27;
    var v31: f32 = v30 * v29;
    var v32: f32 = morph_rint_f32(v31);
    var v33: i32 = morph_f32_to_i32(v32);
    var v34: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v35: f32 = v32 * v34;
    var v36: f32 = v28 - v35;
    var v37: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v38: f32 = v32 * v37;
    var v39: f32 = v38 - v27;
    var v40: f32 = v36 - v39;
    var v41: f32 = v40 * v40;
    var v42: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v43: f32 = v41 * v42;
    var v44: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v45: f32 = v44 + v43;
    var v46: f32 = v41 * v45;
    var v47: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v48: f32 = v47 + v46;
    var v49: f32 = v41 * v48;
    var v50: f32 = v40 - v49;
    var v51: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v52: f32 = v51 - v50;
    var v53: f32 = v40 * v50;
    var v54: f32 = morph_div_f32(v53, v52);
    var v55: f32 = v39 - v54;
    var v56: f32 = v55 - v36;
    var v57: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v58: f32 = v57 - v56;
    var v59: f32 = v57 - v58;
    var v60: f32 = v59 - v56;
    var v61: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v62: i32 = 1;
    var v63: i32 = v33 >> (bitcast<u32>(v62) & 31u);
    var v64: i32 = bitcast<i32>(bitcast<u32>(v33) - bitcast<u32>(v63));
    var v65: i32 = 127;
    var v66: i32 = bitcast<i32>(bitcast<u32>(v64) + bitcast<u32>(v65));
    var v67: i32 = 23;
    var v68: i32 = bitcast<i32>(bitcast<u32>(v66) << (bitcast<u32>(v67) & 31u));
    var v69: f32 = bitcast<f32>(v68);
    var v70: i32 = 127;
    var v71: i32 = bitcast<i32>(bitcast<u32>(v63) + bitcast<u32>(v70));
    var v72: i32 = 23;
    var v73: i32 = bitcast<i32>(bitcast<u32>(v71) << (bitcast<u32>(v72) & 31u));
    var v74: f32 = bitcast<f32>(v73);
    var v75: f32 = v58 * v74;
    var v76: f32 = v75 * v69;
    var v77: i32 = 1;
    var v78: i32 = v33 >> (bitcast<u32>(v77) & 31u);
    var v79: i32 = bitcast<i32>(bitcast<u32>(v33) - bitcast<u32>(v78));
    var v80: i32 = 127;
    var v81: i32 = bitcast<i32>(bitcast<u32>(v79) + bitcast<u32>(v80));
    var v82: i32 = 23;
    var v83: i32 = bitcast<i32>(bitcast<u32>(v81) << (bitcast<u32>(v82) & 31u));
    var v84: f32 = bitcast<f32>(v83);
    var v85: i32 = 127;
    var v86: i32 = bitcast<i32>(bitcast<u32>(v78) + bitcast<u32>(v85));
    var v87: i32 = 23;
    var v88: i32 = bitcast<i32>(bitcast<u32>(v86) << (bitcast<u32>(v87) & 31u));
    var v89: f32 = bitcast<f32>(v88);
    var v90: f32 = v60 * v89;
    var v91: f32 = v90 * v84;
    var v92: f32 = v61 + v76;
    var v93: f32 = v61 - v92;
    var v94: f32 = v93 + v76;
    var v95: f32 = v94 + v91;
    var v96: f32 = v18 * v58;
    var v97: u32 = bitcast<u32>(v18);
    var v98: u32 = 4294963200u;
    var v99: u32 = v97 & v98;
    var v100: f32 = bitcast<f32>(v99);
    var v101: f32 = v18 - v100;
    var v102: u32 = bitcast<u32>(v58);
    var v103: u32 = 4294963200u;
    var v104: u32 = v102 & v103;
    var v105: f32 = bitcast<f32>(v104);
    var v106: f32 = v58 - v105;
    var v107: f32 = v101 * v106;
    var v108: f32 = v101 * v105;
    var v109: f32 = v100 * v106;
    var v110: f32 = v100 * v105;
    var v111: f32 = v110 - v96;
    var v112: f32 = v111 + v109;
    var v113: f32 = v112 + v108;
    var v114: f32 = v113 + v107;
    var v115: f32 = select(v18, v96, v21 != 0u);
    var v116: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v117: f32 = v18 * v60;
    var v118: f32 = v114 + v117;
    var v119: f32 = select(v116, v118, v21 != 0u);
    var v120: f32 = morph_div_f32(v115, v92);
    var v121: f32 = v120 * v92;
    var v122: u32 = bitcast<u32>(v120);
    var v123: u32 = 4294963200u;
    var v124: u32 = v122 & v123;
    var v125: f32 = bitcast<f32>(v124);
    var v126: f32 = v120 - v125;
    var v127: u32 = bitcast<u32>(v92);
    var v128: u32 = 4294963200u;
    var v129: u32 = v127 & v128;
    var v130: f32 = bitcast<f32>(v129);
    var v131: f32 = v92 - v130;
    var v132: f32 = v126 * v131;
    var v133: f32 = v126 * v130;
    var v134: f32 = v125 * v131;
    var v135: f32 = v125 * v130;
    var v136: f32 = v135 - v121;
    var v137: f32 = v136 + v134;
    var v138: f32 = v137 + v133;
    var v139: f32 = v138 + v132;
    var v140: f32 = v120 * v95;
    var v141: f32 = v115 - v121;
    var v142: f32 = v141 - v139;
    var v143: f32 = v142 + v119;
    var v144: f32 = v143 - v140;
    var v145: f32 = morph_div_f32(v144, v92);
    var v146: f32 = v120 + v145;
    var v147: u32 = select(0u, 1u, (v146 != v146));
    var v148: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v149: u32 = select(0u, 1u, (v120 == v148));
    var v150: u32 = v147 | v149;
    var v151: f32 = select(v146, v120, v150 != 0u);
    var v152: i32 = 0;
    var v153: i32 = select(v152, v33, v21 != 0u);
    var v154: i32 = 1;
    var v155: i32 = v153 >> (bitcast<u32>(v154) & 31u);
    var v156: i32 = bitcast<i32>(bitcast<u32>(v153) - bitcast<u32>(v155));
    var v157: i32 = 127;
    var v158: i32 = bitcast<i32>(bitcast<u32>(v156) + bitcast<u32>(v157));
    var v159: i32 = 23;
    var v160: i32 = bitcast<i32>(bitcast<u32>(v158) << (bitcast<u32>(v159) & 31u));
    var v161: f32 = bitcast<f32>(v160);
    var v162: i32 = 127;
    var v163: i32 = bitcast<i32>(bitcast<u32>(v155) + bitcast<u32>(v162));
    var v164: i32 = 23;
    var v165: i32 = bitcast<i32>(bitcast<u32>(v163) << (bitcast<u32>(v164) & 31u));
    var v166: f32 = bitcast<f32>(v165);
    var v167: f32 = v151 * v166;
    var v168: f32 = v167 * v161;
    var v169: u32 = select(0u, 1u, (v16 != v16));
    var v170: f32 = select(v168, v16, v169 != 0u);
    var v171: u32 = v7 * v1;
    var v172: u32 = v171 + v9;
    p_out0[v172] = v170;
  }
}
