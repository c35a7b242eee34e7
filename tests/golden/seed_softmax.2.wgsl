// Kernel 'row_fence_split' printed by Morph for wgsl (key 17373671287333931245).
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

fn morph_fma_msb(hi_in: u32, lo_in: u32) -> i32 {
  var hi: u32 = hi_in;
  var lo: u32 = lo_in;
  return select(morph_find_msb(lo), 32 + morph_find_msb(hi), hi != 0u);
}

fn morph_fma_shrj_lo(hi_in: u32, lo_in: u32, s_in: u32) -> u32 {
  var hi: u32 = hi_in;
  var lo: u32 = lo_in;
  var s: u32 = s_in;
  if (s == 0u) { return lo; }
  if (s >= 64u) { return select(0u, 1u, (hi | lo) != 0u); }
  if (s >= 32u) {
    var t: u32 = s - 32u;
    var wide: u32 = select(hi >> t, hi, t == 0u);
    var wide_lost: u32 = lo | (select(hi << (32u - t), 0u, t == 0u));
    return wide | (select(0u, 1u, wide_lost != 0u));
  }
  var kept: u32 = (lo >> s) | (hi << (32u - s));
  var lost: u32 = lo << (32u - s);
  return kept | (select(0u, 1u, lost != 0u));
}

fn morph_fma_shrj_hi(hi_in: u32, s_in: u32) -> u32 {
  var hi: u32 = hi_in;
  var s: u32 = s_in;
  if (s >= 32u) { return 0u; }
  return hi >> s;
}

fn morph_fma_round(sign_in: u32, rh_in: u32, rl_in: u32, e_in: i32) -> f32 {
  var sign: u32 = sign_in;
  var rh: u32 = rh_in;
  var rl: u32 = rl_in;
  var e: i32 = e_in;
  var msb: i32 = morph_fma_msb(rh, rl);
  var lsb: i32 = select(-149 - e, msb - 23, msb - 23 > -149 - e);
  if (lsb > msb + 1) { return bitcast<f32>(sign); }
  var q: u32 = 0u;
  var up: u32 = 0u;
  if (lsb <= 0) {
    q = rl << u32(-lsb);
  } else {
    var k: u32 = u32(lsb);
    q = select((rl >> k) | (rh << (32u - k)), rh >> (k - 32u), k >= 32u);
    var g: u32 = k - 1u;
    var guard: u32 = select((rl >> g) & 1u, (rh >> (g - 32u)) & 1u, g >= 32u);
    var sticky: u32 = 0u;
    if (g == 0u) { sticky = 0u; }
    else if (g < 32u) { sticky = select(0u, 1u, (rl & ((1u << g) - 1u)) != 0u); }
    else if (g == 32u) { sticky = select(0u, 1u, rl != 0u); }
    else { sticky = select(0u, 1u, (rl != 0u || (rh & ((1u << (g - 32u)) - 1u)) != 0u)); }
    if (guard != 0u && (sticky != 0u || (q & 1u) != 0u)) { up = 1u; }
  }
  if (up != 0u) { q += 1u; }
  if (q == 0x1000000u) { q >>= 1u; lsb += 1; }
  var biased: i32 = e + lsb + 150;
  if (biased >= 255) { return bitcast<f32>(sign | 0x7f800000u); }
  return bitcast<f32>(sign | ((u32(biased - 1) << 23u) + q));
}

fn morph_fma_f32(a_in: f32, b_in: f32, c_in: f32) -> f32 {
  var a: f32 = a_in;
  var b: f32 = b_in;
  var c: f32 = c_in;
  var ua: u32 = bitcast<u32>(a);
  var ub: u32 = bitcast<u32>(b);
  var uc: u32 = bitcast<u32>(c);
  var xa: u32 = ua & 0x7fffffffu;
  var xb: u32 = ub & 0x7fffffffu;
  var xc: u32 = uc & 0x7fffffffu;
  var sp: u32 = (ua ^ ub) & 0x80000000u;
  var sc: u32 = uc & 0x80000000u;
  if (xa > 0x7f800000u || xb > 0x7f800000u || xc > 0x7f800000u) { return bitcast<f32>(0x7fc00000u); }
  if (xa == 0x7f800000u || xb == 0x7f800000u) {
    if (xa == 0u || xb == 0u) { return bitcast<f32>(0x7fc00000u); }
    if (xc == 0x7f800000u && sc != sp) { return bitcast<f32>(0x7fc00000u); }
    return bitcast<f32>(sp | 0x7f800000u);
  }
  if (xc == 0x7f800000u) { return bitcast<f32>(uc); }
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) { return bitcast<f32>(uc); }
    return bitcast<f32>(sp & sc);
  }
  var ea: i32 = i32(xa >> 23u);
  var eb: i32 = i32(xb >> 23u);
  var ma: u32 = xa & 0x7fffffu;
  var mb: u32 = xb & 0x7fffffu;
  if (ea == 0) { ea = morph_find_msb(ma) - 22; ma <<= u32(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = morph_find_msb(mb) - 22; mb <<= u32(1 - eb); } else { mb |= 0x800000u; }
  var a0: u32 = ma & 0xffffu;
  var a1: u32 = ma >> 16u;
  var b0: u32 = mb & 0xffffu;
  var b1: u32 = mb >> 16u;
  var mid: u32 = a0 * b1 + a1 * b0;
  var p00: u32 = a0 * b0;
  var pl: u32 = p00 + (mid << 16u);
  var ph: u32 = a1 * b1 + (mid >> 16u) + (select(0u, 1u, pl < p00));
  var pmsb: i32 = morph_fma_msb(ph, pl);
  var ps: u32 = u32(61 - pmsb);
  ph = (ph << ps) | (pl >> (32u - ps));
  pl = pl << ps;
  var ep: i32 = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) { return morph_fma_round(sp, ph, pl, ep); }
  var ec: i32 = i32(xc >> 23u);
  var mc: u32 = xc & 0x7fffffu;
  if (ec == 0) { ec = morph_find_msb(mc) - 22; mc <<= u32(1 - ec); } else { mc |= 0x800000u; }
  var qh: u32 = mc << 6u;
  var ql: u32 = 0u;
  var eq: i32 = ec - 188;
  var er: i32 = ep;
  if (ep >= eq) {
    var dq: u32 = u32(ep - eq);
    ql = morph_fma_shrj_lo(qh, ql, dq);
    qh = morph_fma_shrj_hi(qh, dq);
  } else {
    var dp: u32 = u32(eq - ep);
    pl = morph_fma_shrj_lo(ph, pl, dp);
    ph = morph_fma_shrj_hi(ph, dp);
    er = eq;
  }
  var rl: u32 = 0u;
  var rh: u32 = 0u;
  var sr: u32 = sp;
  if (sp == sc) {
    rl = pl + ql;
    rh = ph + qh + (select(0u, 1u, rl < pl));
  } else if (ph > qh || (ph == qh && pl >= ql)) {
    rl = pl - ql;
    rh = ph - qh - (select(0u, 1u, pl < ql));
  } else {
    rl = ql - pl;
    rh = qh - ph - (select(0u, 1u, ql < pl));
    sr = sc;
  }
  if (rl == 0u && rh == 0u) { return bitcast<f32>(0u); }
  return morph_fma_round(sr, rh, rl, er);
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
var<workgroup> sh0_stage: array<f32, 5120>;
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
  var v54: u32 = 160u;
  var v55: u32 = 0u;
  for (var v56: u32 = v55; v56 < v51; v56 = select(v56 + v54, v51, v56 > 4294967295u - v54)) {
    var v57: u32 = 0u;
    var v58: u32 = 5u;
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
      var v74: u32 = select(0u, 1u, (v71 < v73));
      var v75: f32 = select(v71, v73, v74 != 0u);
      var v76: u32 = select(0u, 1u, (v75 > v72));
      var v77: f32 = select(v75, v72, v76 != 0u);
      var v78: f32 = bitcast<f32>(0x00000000u) /* 0 */;
      var v79: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
      var v80: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
      var v81: f32 = morph_fma_f32(v77, v80, v79);
      var v82: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
      var v83: f32 = v81 - v82;
      var v84: i32 = bitcast<i32>(v81);
      var v85: i32 = 1262485504;
      var v86: i32 = bitcast<i32>(bitcast<u32>(v84) - bitcast<u32>(v85));
      var v87: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
      var v88: f32 = bitcast<f32>(bitcast<u32>(v83) ^ 0x80000000u);
      var v89: f32 = morph_fma_f32(v88, v87, v77);
      var v90: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
      var v91: f32 = bitcast<f32>(bitcast<u32>(v83) ^ 0x80000000u);
      var v92: f32 = morph_fma_f32(v91, v90, v78);
      var v93: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
      var v94: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
      var v95: f32 = morph_fma_f32(v89, v94, v93);
      var v96: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
      var v97: f32 = morph_fma_f32(v89, v95, v96);
      var v98: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
      var v99: f32 = morph_fma_f32(v89, v97, v98);
      var v100: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
      var v101: f32 = morph_fma_f32(v89, v99, v100);
      var v102: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
      var v103: f32 = morph_fma_f32(v89, v101, v102);
      var v104: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
      var v105: f32 = morph_fma_f32(v89, v103, v104);
      var v106: f32 = v89 * v89;
      var v107: f32 = v106 * v105;
      var v108: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
      var v109: f32 = v108 + v89;
      var v110: f32 = v109 - v108;
      var v111: f32 = v89 - v110;
      var v112: f32 = v109 + v107;
      var v113: f32 = morph_fma_f32(v92, v112, v107);
      var v114: f32 = v111 + v113;
      var v115: f32 = v109 + v114;
      var v116: f32 = v109 - v115;
      var v117: f32 = v116 + v114;
      var v118: i32 = 1;
      var v119: i32 = v86 >> (bitcast<u32>(v118) & 31u);
      var v120: i32 = bitcast<i32>(bitcast<u32>(v86) - bitcast<u32>(v119));
      var v121: i32 = 127;
      var v122: i32 = bitcast<i32>(bitcast<u32>(v120) + bitcast<u32>(v121));
      var v123: i32 = 23;
      var v124: i32 = bitcast<i32>(bitcast<u32>(v122) << (bitcast<u32>(v123) & 31u));
      var v125: f32 = bitcast<f32>(v124);
      var v126: i32 = 127;
      var v127: i32 = bitcast<i32>(bitcast<u32>(v119) + bitcast<u32>(v126));
      var v128: i32 = 23;
      var v129: i32 = bitcast<i32>(bitcast<u32>(v127) << (bitcast<u32>(v128) & 31u));
      var v130: f32 = bitcast<f32>(v129);
      var v131: f32 = v115 * v130;
      var v132: f32 = v131 * v125;
      var v133: f32 = bitcast<f32>(0x80000000u) /* -0 */;
      var v134: u32 = select(0u, 1u, (v67 < v2));
      var v135: f32 = select(v133, v132, v134 != 0u);
      var v136: u32 = 32u;
      var v137: u32 = v63 * v136;
      var v138: u32 = v137 + v14;
      sh0_stage[v138] = v135;
    }
    storageBarrier(); workgroupBarrier();
    var v139: u32 = 0u;
    var v140: u32 = select(0u, 1u, (v16 == v139));
    if (v140 != 0u) {
      var v141: u32 = 0u;
      var v142: u32 = 20u;
      var v143: u32 = 1u;
      for (var v144: u32 = v141; v144 < v142; v144 = select(v144 + v143, v142, v144 > 4294967295u - v143)) {
        var v145: u32 = 256u;
        var v146: u32 = v144 * v145;
        var v147: u32 = v146 + v14;
        var v148: f32 = sh0_stage[v147];
        var v149: u32 = 32u;
        var v150: u32 = v147 + v149;
        var v151: f32 = sh0_stage[v150];
        var v152: u32 = 64u;
        var v153: u32 = v147 + v152;
        var v154: f32 = sh0_stage[v153];
        var v155: u32 = 96u;
        var v156: u32 = v147 + v155;
        var v157: f32 = sh0_stage[v156];
        var v158: u32 = 128u;
        var v159: u32 = v147 + v158;
        var v160: f32 = sh0_stage[v159];
        var v161: u32 = 160u;
        var v162: u32 = v147 + v161;
        var v163: f32 = sh0_stage[v162];
        var v164: u32 = 192u;
        var v165: u32 = v147 + v164;
        var v166: f32 = sh0_stage[v165];
        var v167: u32 = 224u;
        var v168: u32 = v147 + v167;
        var v169: f32 = sh0_stage[v168];
        var v170: f32 = l0;
        var v171: f32 = v170 + v148;
        var v172: f32 = v171 + v151;
        var v173: f32 = v172 + v154;
        var v174: f32 = v173 + v157;
        var v175: f32 = v174 + v160;
        var v176: f32 = v175 + v163;
        var v177: f32 = v176 + v166;
        var v178: f32 = v177 + v169;
        l0 = v178;
      }
    }
    storageBarrier(); workgroupBarrier();
  }
  var v179: f32 = l0;
  var v180: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v179);
  storageBarrier(); workgroupBarrier();
  var v181: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v180 & 31u))]);
  morph_sgh ^= 1024u;
  var v182: f32 = v179 + v181;
  var v183: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v182);
  storageBarrier(); workgroupBarrier();
  var v184: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v183 & 31u))]);
  morph_sgh ^= 1024u;
  var v185: f32 = v182 + v184;
  var v186: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v185);
  storageBarrier(); workgroupBarrier();
  var v187: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v186 & 31u))]);
  morph_sgh ^= 1024u;
  var v188: f32 = v185 + v187;
  var v189: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v188);
  storageBarrier(); workgroupBarrier();
  var v190: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v189 & 31u))]);
  morph_sgh ^= 1024u;
  var v191: f32 = v188 + v190;
  var v192: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v191);
  storageBarrier(); workgroupBarrier();
  var v193: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v192 & 31u))]);
  morph_sgh ^= 1024u;
  var v194: f32 = v191 + v193;
  var v195: u32 = 0u;
  var v196: u32 = select(0u, 1u, (v16 == v195));
  var v197: u32 = 31u;
  var v198: u32 = v3 & v197;
  var v199: u32 = 0u;
  var v200: u32 = select(0u, 1u, (v198 == v199));
  var v201: u32 = v196 & v200;
  if (v201 != 0u) {
    var v202: u32 = 5u;
    var v203: u32 = v19 >> (v202 & 31u);
    var v204: u32 = 2u;
    var v205: u32 = v8 * v204;
    var v206: u32 = 1u;
    var v207: u32 = v205 + v206;
    var v208: u32 = 32u;
    var v209: u32 = v207 * v208;
    var v210: u32 = v209 + v203;
    p_partials[v210] = v194;
  }
}
