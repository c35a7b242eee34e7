// Kernel 'row_fence_split' printed by Morph for wgsl (key 12094891153843001426).
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
@group(0) @binding(2) var<storage, read> p_partials: array<f32>;
struct MorphArgs {
  p_in0_len: u32,
  p_out0_len: u32,
  p_partials_len: u32,
  p_rows: u32,
  p_cols: u32,
  morph_pad: u32,
};
@group(1) @binding(0) var<uniform> morph_args: MorphArgs;
var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch
override morph_wg_x: u32 = 1u;
override morph_wg_y: u32 = 1u;
override morph_wg_z: u32 = 1u;
@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)
fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: vec3<u32>,
        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,
        @builtin(local_invocation_index) morph_lidx: u32) {
  let p_in0_len: u32 = morph_args.p_in0_len;
  let p_out0_len: u32 = morph_args.p_out0_len;
  let p_partials_len: u32 = morph_args.p_partials_len;
  let p_rows: u32 = morph_args.p_rows;
  let p_cols: u32 = morph_args.p_cols;
  let morph_lid: u32 = morph_lidx;
  var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
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
  var v45: u32 = 31u;
  var v46: u32 = v3 & v45;
  var v47: u32 = 2u;
  var v48: u32 = v8 * v47;
  var v49: u32 = 1u;
  var v50: u32 = v48 + v49;
  var v51: u32 = 32u;
  var v52: u32 = v50 * v51;
  var v53: u32 = v52 + v46;
  var v54: f32 = p_partials[v53];
  var v55: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v54);
  storageBarrier(); workgroupBarrier();
  var v56: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  var v57: f32 = v54 + v56;
  var v58: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v57);
  storageBarrier(); workgroupBarrier();
  var v59: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  var v60: f32 = v57 + v59;
  var v61: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v60);
  storageBarrier(); workgroupBarrier();
  var v62: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  var v63: f32 = v60 + v62;
  var v64: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v63);
  storageBarrier(); workgroupBarrier();
  var v65: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  var v66: f32 = v63 + v65;
  var v67: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v66);
  storageBarrier(); workgroupBarrier();
  var v68: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v67 & 31u))]);
  morph_sgh ^= 1024u;
  var v69: f32 = v66 + v68;
  var v70: f32 = bitcast<f32>(0xff7fffffu) /* -3.40282347e+38 */;
  var v71: f32 = morph_max_f32(v44, v70);
  var v72: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
  var v73: f32 = morph_max_f32(v69, v72);
  var v74: u32 = 31u;
  var v75: u32 = v2 + v74;
  var v76: u32 = 5u;
  var v77: u32 = v75 >> (v76 & 31u);
  var v78: u32 = 31u;
  var v79: u32 = v77 + v78;
  var v80: u32 = 4294967264u;
  var v81: u32 = v79 & v80;
  var v82: u32 = v12 * v81;
  var v83: u32 = v82 + v81;
  var v84: u32 = select(v83, v2, v2 < v83);
  var v85: u32 = v82 + v3;
  var v86: u32 = 1024u;
  for (var v87: u32 = v85; v87 < v84; v87 = select(v87 + v86, v84, v87 > 4294967295u - v86)) {
    var v88: u32 = v9 + v87;
    var v89: f32 = p_in0[v88];
    var v90: f32 = v89 - v71;
    var v91: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
    var v92: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
    var v93: f32 = morph_max_f32(v90, v92);
    var v94: f32 = morph_min_f32(v93, v91);
    var v95: f32 = bitcast<f32>(0x00000000u) /* 0 */;
    var v96: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
    var v97: f32 = v94 + v95;
    var v98: f32 = v97 * v96;
    var v99: f32 = morph_rint_f32(v98);
    var v100: i32 = morph_f32_to_i32(v99);
    var v101: f32 = bitcast<f32>(0x3f317200u) /* 0.693145752 */;
    var v102: f32 = v99 * v101;
    var v103: f32 = v94 - v102;
    var v104: f32 = bitcast<f32>(0x35bfbe8eu) /* 1.42860677e-06 */;
    var v105: f32 = v99 * v104;
    var v106: f32 = v105 - v95;
    var v107: f32 = v103 - v106;
    var v108: f32 = v107 * v107;
    var v109: f32 = bitcast<f32>(0x388b5bc6u) /* 6.64513063e-05 */;
    var v110: f32 = v108 * v109;
    var v111: f32 = bitcast<f32>(0xbb360d14u) /* -0.00277787913 */;
    var v112: f32 = v111 + v110;
    var v113: f32 = v108 * v112;
    var v114: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
    var v115: f32 = v114 + v113;
    var v116: f32 = v108 * v115;
    var v117: f32 = v107 - v116;
    var v118: f32 = bitcast<f32>(0x40000000u) /* 2 */;
    var v119: f32 = v118 - v117;
    var v120: f32 = v107 * v117;
    var v121: f32 = morph_div_f32(v120, v119);
    var v122: f32 = v106 - v121;
    var v123: f32 = v122 - v103;
    var v124: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
    var v125: f32 = v124 - v123;
    var v126: i32 = 1;
    var v127: i32 = v100 >> (bitcast<u32>(v126) & 31u);
    var v128: i32 = bitcast<i32>(bitcast<u32>(v100) - bitcast<u32>(v127));
    var v129: i32 = 127;
    var v130: i32 = bitcast<i32>(bitcast<u32>(v128) + bitcast<u32>(v129));
    var v131: i32 = 23;
    var v132: i32 = bitcast<i32>(bitcast<u32>(v130) << (bitcast<u32>(v131) & 31u));
    var v133: f32 = bitcast<f32>(v132);
    var v134: i32 = 127;
    var v135: i32 = bitcast<i32>(bitcast<u32>(v127) + bitcast<u32>(v134));
    var v136: i32 = 23;
    var v137: i32 = bitcast<i32>(bitcast<u32>(v135) << (bitcast<u32>(v136) & 31u));
    var v138: f32 = bitcast<f32>(v137);
    var v139: f32 = v125 * v138;
    var v140: f32 = v139 * v133;
    var v141: f32 = morph_div_f32(v140, v73);
    var v142: u32 = v9 + v87;
    p_out0[v142] = v141;
  }
}
