// Kernel 'row_fence_split' printed by Morph for wgsl (key 5289941495821658164).
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
var<workgroup> sh0_stage: array<f32, 4096>;
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
  var v20: u32 = 31u;
  var v21: u32 = v3 & v20;
  var v22: u32 = 2u;
  var v23: u32 = v8 * v22;
  var v24: u32 = 0u;
  var v25: u32 = v23 + v24;
  var v26: u32 = 32u;
  var v27: u32 = v25 * v26;
  var v28: u32 = v27 + v21;
  var v29: f32 = p_partials[v28];
  var v30: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v29);
  storageBarrier(); workgroupBarrier();
  var v31: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  var v32: f32 = morph_max_f32(v29, v31);
  var v33: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v32);
  storageBarrier(); workgroupBarrier();
  var v34: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  var v35: f32 = morph_max_f32(v32, v34);
  var v36: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v35);
  storageBarrier(); workgroupBarrier();
  var v37: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  var v38: f32 = morph_max_f32(v35, v37);
  var v39: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v38);
  storageBarrier(); workgroupBarrier();
  var v40: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  var v41: f32 = morph_max_f32(v38, v40);
  var v42: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v41);
  storageBarrier(); workgroupBarrier();
  var v43: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  var v44: f32 = morph_max_f32(v41, v43);
  var v45: f32 = bitcast<f32>(0xff7fffffu) /* -3.40282347e+38 */;
  var v46: f32 = morph_max_f32(v44, v45);
  var v47: f32 = bitcast<f32>(0x80000000u) /* -0 */;
  l0 = v47;
  var v48: u32 = 1023u;
  var v49: u32 = v2 + v48;
  var v50: u32 = 10u;
  var v51: u32 = v49 >> (v50 & 31u);
  var v52: u32 = 1u;
  var v53: u32 = v2 - v52;
  var v54: u32 = 128u;
  var v55: u32 = 0u;
  for (var v56: u32 = v55; v56 < v51; v56 = select(v56 + v54, v51, v56 > 4294967295u - v54)) {
    var v57: u32 = 0u;
    var v58: u32 = 4u;
    var v59: u32 = 1u;
    for (var v60: u32 = v57; v60 < v58; v60 = select(v60 + v59, v58, v60 > 4294967295u - v59)) {
      var v61: u32 = 32u;
      var v62: u32 = v60 * v61;
      var v63: u32 = v16 + v62;
      var v64: u32 = v56 + v63;
      var v65: u32 = 1024u;
      var v66: u32 = v64 * v65;
      var v67: u32 = v19 + v66;
      var v68: u32 = select(v53, v67, v67 < v53);
      var v69: u32 = v9 + v68;
      var v70: f32 = p_in0[v69];
      var v71: f32 = v70 - v46;
      var v72: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
      var v73: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
      var v74: f32 = morph_max_f32(v71, v73);
      var v75: f32 = morph_min_f32(v74, v72);
      var v76: f32 = bitcast<f32>(0x00000000u) /* 0 */;
      var v77: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
      var v78: f32 = v75 + v76;
      var v79: f32 = v78 * v77;
      var v80: f32 = morph_rint_f32(v79);
      var v81: i32 = morph_f32_to_i32(v80);
      var v82: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
      var v83: f32 = v80 * v82;
      var v84: f32 = v75 - v83;
      var v85: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
      var v86: f32 = v80 * v85;
      var v87: f32 = v86 - v76;
      var v88: f32 = v84 - v87;
      var v89: f32 = v88 * v88;
      var v90: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
      var v91: f32 = v89 * v90;
      var v92: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
      var v93: f32 = v92 + v91;
      var v94: f32 = v89 * v93;
      var v95: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
      var v96: f32 = v95 + v94;
      var v97: f32 = v89 * v96;
      var v98: f32 = v88 - v97;
      var v99: f32 = bitcast<f32>(0x40000000u) /* 2 */;
      var v100: f32 = v99 - v98;
      var v101: f32 = v88 * v98;
      var v102: f32 = morph_div_f32(v101, v100);
      var v103: f32 = v87 - v102;
      var v104: f32 = v103 - v84;
      var v105: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
      var v106: f32 = v105 - v104;
      var v107: i32 = 1;
      var v108: i32 = v81 >> (bitcast<u32>(v107) & 31u);
      var v109: i32 = bitcast<i32>(bitcast<u32>(v81) - bitcast<u32>(v108));
      var v110: i32 = 127;
      var v111: i32 = bitcast<i32>(bitcast<u32>(v109) + bitcast<u32>(v110));
      var v112: i32 = 23;
      var v113: i32 = bitcast<i32>(bitcast<u32>(v111) << (bitcast<u32>(v112) & 31u));
      var v114: f32 = bitcast<f32>(v113);
      var v115: i32 = 127;
      var v116: i32 = bitcast<i32>(bitcast<u32>(v108) + bitcast<u32>(v115));
      var v117: i32 = 23;
      var v118: i32 = bitcast<i32>(bitcast<u32>(v116) << (bitcast<u32>(v117) & 31u));
      var v119: f32 = bitcast<f32>(v118);
      var v120: f32 = v106 * v119;
      var v121: f32 = v120 * v114;
      var v122: f32 = bitcast<f32>(0x80000000u) /* -0 */;
      var v123: u32 = select(0u, 1u, (v67 < v2));
      var v124: f32 = select(v122, v121, v123 != 0u);
      var v125: u32 = 32u;
      var v126: u32 = v63 * v125;
      var v127: u32 = v126 + v14;
      sh0_stage[v127] = v124;
    }
    storageBarrier(); workgroupBarrier();
    var v128: u32 = 0u;
    var v129: u32 = select(0u, 1u, (v16 == v128));
    if (v129 != 0u) {
      var v130: u32 = 0u;
      var v131: u32 = 128u;
      var v132: u32 = 1u;
      for (var v133: u32 = v130; v133 < v131; v133 = select(v133 + v132, v131, v133 > 4294967295u - v132)) {
        var v134: u32 = 32u;
        var v135: u32 = v133 * v134;
        var v136: u32 = v135 + v14;
        var v137: f32 = sh0_stage[v136];
        var v138: f32 = l0;
        var v139: f32 = v138 + v137;
        l0 = v139;
      }
    }
    storageBarrier(); workgroupBarrier();
  }
  var v140: f32 = l0;
  var v141: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v140);
  storageBarrier(); workgroupBarrier();
  var v142: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  var v143: f32 = v140 + v142;
  var v144: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v143);
  storageBarrier(); workgroupBarrier();
  var v145: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  var v146: f32 = v143 + v145;
  var v147: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v146);
  storageBarrier(); workgroupBarrier();
  var v148: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v147 & 31u))]);
  morph_sgh ^= 1024u;
  var v149: f32 = v146 + v148;
  var v150: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v149);
  storageBarrier(); workgroupBarrier();
  var v151: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  var v152: f32 = v149 + v151;
  var v153: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v152);
  storageBarrier(); workgroupBarrier();
  var v154: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  var v155: f32 = v152 + v154;
  var v156: u32 = 0u;
  var v157: u32 = select(0u, 1u, (v16 == v156));
  var v158: u32 = 31u;
  var v159: u32 = v3 & v158;
  var v160: u32 = 0u;
  var v161: u32 = select(0u, 1u, (v159 == v160));
  var v162: u32 = v157 & v161;
  if (v162 != 0u) {
    var v163: u32 = 5u;
    var v164: u32 = v19 >> (v163 & 31u);
    var v165: u32 = 2u;
    var v166: u32 = v8 * v165;
    var v167: u32 = 1u;
    var v168: u32 = v166 + v167;
    var v169: u32 = 32u;
    var v170: u32 = v168 * v169;
    var v171: u32 = v170 + v164;
    p_partials[v171] = v155;
  }
}
