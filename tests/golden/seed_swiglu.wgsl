// Kernel 'dag_map' printed by Morph for wgsl (key 4222129530354761495).
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
    var v13: f32 = bitcast<f32>(0xc3480000u) /* -200 */;
    var v14: f32 = morph_max_f32(v12, v13);
    var v15: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v16: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v17: u32 = select(0u, 1u, (v14 < v16));
    var v18: f32 = bitcast<f32>(bitcast<u32>(v14) & 0x7fffffffu);
    var v19: f32 = bitcast<f32>(bitcast<u32>(v15) ^ 0x80000000u);
    var v20: f32 = select(v15, v19, v17 != 0u);
    var v21: f32 = bitcast<f32>(0x432e0000u) /* 174 */;
    var v22: f32 = morph_min_f32(v18, v21);
    var v23: f32 = bitcast<f32>(bitcast<u32>(v20) ^ 0x80000000u);
    var v24: f32 = bitcast<f32>(bitcast<u32>(v22) ^ 0x80000000u);
    var v25: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v26: f32 = v24 + v23;
    var v27: f32 = v26 * v25;
    var v28: f32 = morph_rint_f32(v27);
    var v29: i32 = morph_f32_to_i32(v28);
    var v30: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v31: f32 = v28 * v30;
    var v32: f32 = v24 - v31;
    var v33: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v34: f32 = v28 * v33;
    var v35: f32 = v34 - v23;
    var v36: f32 = v32 - v35;
    var v37: f32 = v36 * v36;
    var v38: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v39: f32 = v37 * v38;
    var v40: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v41: f32 = v40 + v39;
    var v42: f32 = v37 * v41;
    var v43: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v44: f32 = v43 + v42;
    var v45: f32 = v37 * v44;
    var v46: f32 = v36 - v45;
    var v47: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v48: f32 = v47 - v46;
    var v49: f32 = v36 * v46;
    var v50: f32 = morph_div_f32(v49, v48);
    var v51: f32 = v35 - v50;
    var v52: f32 = v51 - v32;
    var v53: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v54: f32 = v53 - v52;
    var v55: f32 = v53 - v54;
    var v56: f32 = v55 - v52;
    var v57: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v58: i32 = 1;
    var v59: i32 = v29 >> (bitcast<u32>(v58) & 31u);
    var v60: i32 = bitcast<i32>(bitcast<u32>(v29) - bitcast<u32>(v59));
    var v61: i32 = 127;
    var v62: i32 = bitcast<i32>(bitcast<u32>(v60) + bitcast<u32>(v61));
    var v63: i32 = 23;
    var v64: i32 = bitcast<i32>(bitcast<u32>(v62) << (bitcast<u32>(v63) & 31u));
    var v65: f32 = bitcast<f32>(v64);
    var v66: i32 = 127;
    var v67: i32 = bitcast<i32>(bitcast<u32>(v59) + bitcast<u32>(v66));
    var v68: i32 = 23;
    var v69: i32 = bitcast<i32>(bitcast<u32>(v67) << (bitcast<u32>(v68) & 31u));
    var v70: f32 = bitcast<f32>(v69);
    var v71: f32 = v54 * v70;
    var v72: f32 = v71 * v65;
    var v73: i32 = 1;
    var v74: i32 = v29 >> (bitcast<u32>(v73) & 31u);
    var v75: i32 = bitcast<i32>(bitcast<u32>(v29) - bitcast<u32>(v74));
    var v76: i32 = 127;
    var v77: i32 = bitcast<i32>(bitcast<u32>(v75) + bitcast<u32>(v76));
    var v78: i32 = 23;
    var v79: i32 = bitcast<i32>(bitcast<u32>(v77) << (bitcast<u32>(v78) & 31u));
    var v80: f32 = bitcast<f32>(v79);
    var v81: i32 = 127;
    var v82: i32 = bitcast<i32>(bitcast<u32>(v74) + bitcast<u32>(v81));
    var v83: i32 = 23;
    var v84: i32 = bitcast<i32>(bitcast<u32>(v82) << (bitcast<u32>(v83) & 31u));
    var v85: f32 = bitcast<f32>(v84);
    var v86: f32 = v56 * v85;
    var v87: f32 = v86 * v80;
    var v88: f32 = v57 + v72;
    var v89: f32 = v57 - v88;
    var v90: f32 = v89 + v72;
    var v91: f32 = v90 + v87;
    var v92: f32 = v14 * v54;
    var v93: u32 = bitcast<u32>(v14);
    var v94: u32 = 4294963200u;
    var v95: u32 = v93 & v94;
    var v96: f32 = bitcast<f32>(v95);
    var v97: f32 = v14 - v96;
    var v98: u32 = bitcast<u32>(v54);
    var v99: u32 = 4294963200u;
    var v100: u32 = v98 & v99;
    var v101: f32 = bitcast<f32>(v100);
    var v102: f32 = v54 - v101;
    var v103: f32 = v97 * v102;
    var v104: f32 = v97 * v101;
    var v105: f32 = v96 * v102;
    var v106: f32 = v96 * v101;
    var v107: f32 = v106 - v92;
    var v108: f32 = v107 + v105;
    var v109: f32 = v108 + v104;
    var v110: f32 = v109 + v103;
    var v111: f32 = select(v14, v92, v17 != 0u);
    var v112: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v113: f32 = v14 * v56;
    var v114: f32 = v110 + v113;
    var v115: f32 = select(v112, v114, v17 != 0u);
    var v116: f32 = morph_div_f32(v111, v88);
    var v117: f32 = v116 * v88;
    var v118: u32 = bitcast<u32>(v116);
    var v119: u32 = 4294963200u;
    var v120: u32 = v118 & v119;
    var v121: f32 = bitcast<f32>(v120);
    var v122: f32 = v116 - v121;
    var v123: u32 = bitcast<u32>(v88);
    var v124: u32 = 4294963200u;
    var v125: u32 = v123 & v124;
    var v126: f32 = bitcast<f32>(v125);
    var v127: f32 = v88 - v126;
    var v128: f32 = v122 * v127;
    var v129: f32 = v122 * v126;
    var v130: f32 = v121 * v127;
    var v131: f32 = v121 * v126;
    var v132: f32 = v131 - v117;
    var v133: f32 = v132 + v130;
    var v134: f32 = v133 + v129;
    var v135: f32 = v134 + v128;
    var v136: f32 = v116 * v91;
    var v137: f32 = v111 - v117;
    var v138: f32 = v137 - v135;
    var v139: f32 = v138 + v115;
    var v140: f32 = v139 - v136;
    var v141: f32 = morph_div_f32(v140, v88);
    var v142: f32 = v116 + v141;
    var v143: u32 = select(0u, 1u, (v142 != v142));
    var v144: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v145: u32 = select(0u, 1u, (v116 == v144));
    var v146: u32 = v143 | v145;
    var v147: f32 = select(v142, v116, v146 != 0u);
    var v148: i32 = 0;
    var v149: i32 = select(v148, v29, v17 != 0u);
    var v150: i32 = 1;
    var v151: i32 = v149 >> (bitcast<u32>(v150) & 31u);
    var v152: i32 = bitcast<i32>(bitcast<u32>(v149) - bitcast<u32>(v151));
    var v153: i32 = 127;
    var v154: i32 = bitcast<i32>(bitcast<u32>(v152) + bitcast<u32>(v153));
    var v155: i32 = 23;
    var v156: i32 = bitcast<i32>(bitcast<u32>(v154) << (bitcast<u32>(v155) & 31u));
    var v157: f32 = bitcast<f32>(v156);
    var v158: i32 = 127;
    var v159: i32 = bitcast<i32>(bitcast<u32>(v151) + bitcast<u32>(v158));
    var v160: i32 = 23;
    var v161: i32 = bitcast<i32>(bitcast<u32>(v159) << (bitcast<u32>(v160) & 31u));
    var v162: f32 = bitcast<f32>(v161);
    var v163: f32 = v147 * v162;
    var v164: f32 = v163 * v157;
    var v165: u32 = select(0u, 1u, (v12 != v12));
    var v166: f32 = select(v164, v12, v165 != 0u);
    var v167: u32 = v7 * v1;
    var v168: u32 = v167 + v9;
    var v169: f32 = p_in1[v168];
    var v170: f32 = v166 * v169;
    var v171: u32 = v7 * v1;
    var v172: u32 = v171 + v9;
    p_out0[v172] = v170;
  }
}
