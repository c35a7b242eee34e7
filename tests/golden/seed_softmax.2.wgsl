// Kernel 'row_fence_split' printed by Morph for wgsl (key 16447231776574497163).
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
    for (var v60: u32 = v57; v60 < v58; v60 = v60 + v59) {
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
      var v73: f32 = bitcast<f32>(0x42b20000u) /* 89 */;
      var v74: f32 = bitcast<f32>(0xc2f00000u) /* -120 */;
      var v75: u32 = select(0u, 1u, (v71 < v74));
      var v76: f32 = select(v71, v74, v75 != 0u);
      var v77: u32 = select(0u, 1u, (v76 > v73));
      var v78: f32 = select(v76, v73, v77 != 0u);
      var v79: f32 = bitcast<f32>(0x00000000u) /* 0 */;
      var v80: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
      var v81: f32 = bitcast<f32>(0x3fb8aa3bu) /* 1.44269502 */;
      var v82: f32 = morph_fma_f32(v78, v81, v80);
      var v83: f32 = bitcast<f32>(0x4b400000u) /* 12582912 */;
      var v84: f32 = v82 - v83;
      var v85: i32 = bitcast<i32>(v82);
      var v86: i32 = 1262485504;
      var v87: i32 = bitcast<i32>(bitcast<u32>(v85) - bitcast<u32>(v86));
      var v88: f32 = bitcast<f32>(0x3f317218u) /* 0.693147182 */;
      var v89: f32 = bitcast<f32>(bitcast<u32>(v84) ^ 0x80000000u);
      var v90: f32 = morph_fma_f32(v89, v88, v78);
      var v91: f32 = bitcast<f32>(0xb102e308u) /* -1.90465421e-09 */;
      var v92: f32 = bitcast<f32>(bitcast<u32>(v84) ^ 0x80000000u);
      var v93: f32 = morph_fma_f32(v92, v91, v79);
      var v94: f32 = bitcast<f32>(0x39500d01u) /* 0.000198412701 */;
      var v95: f32 = bitcast<f32>(0x37d00d01u) /* 2.48015876e-05 */;
      var v96: f32 = morph_fma_f32(v90, v95, v94);
      var v97: f32 = bitcast<f32>(0x3ab60b61u) /* 0.00138888892 */;
      var v98: f32 = morph_fma_f32(v90, v96, v97);
      var v99: f32 = bitcast<f32>(0x3c088889u) /* 0.00833333377 */;
      var v100: f32 = morph_fma_f32(v90, v98, v99);
      var v101: f32 = bitcast<f32>(0x3d2aaaabu) /* 0.0416666679 */;
      var v102: f32 = morph_fma_f32(v90, v100, v101);
      var v103: f32 = bitcast<f32>(0x3e2aaaabu) /* 0.166666672 */;
      var v104: f32 = morph_fma_f32(v90, v102, v103);
      var v105: f32 = bitcast<f32>(0x3f000000u) /* 0.5 */;
      var v106: f32 = morph_fma_f32(v90, v104, v105);
      var v107: f32 = v90 * v90;
      var v108: f32 = v107 * v106;
      var v109: f32 = bitcast<f32>(0x3f800000u) /* 1 */;
      var v110: f32 = v109 + v90;
      var v111: f32 = v110 - v109;
      var v112: f32 = v90 - v111;
      var v113: f32 = v110 + v108;
      var v114: f32 = morph_fma_f32(v93, v113, v108);
      var v115: f32 = v112 + v114;
      var v116: f32 = v110 + v115;
      var v117: f32 = v110 - v116;
      var v118: f32 = v117 + v115;
      var v119: i32 = 1;
      var v120: i32 = v87 >> (bitcast<u32>(v119) & 31u);
      var v121: i32 = bitcast<i32>(bitcast<u32>(v87) - bitcast<u32>(v120));
      var v122: i32 = 127;
      var v123: i32 = bitcast<i32>(bitcast<u32>(v121) + bitcast<u32>(v122));
      var v124: i32 = 23;
      var v125: i32 = bitcast<i32>(bitcast<u32>(v123) << (bitcast<u32>(v124) & 31u));
      var v126: f32 = bitcast<f32>(v125);
      var v127: i32 = 127;
      var v128: i32 = bitcast<i32>(bitcast<u32>(v120) + bitcast<u32>(v127));
      var v129: i32 = 23;
      var v130: i32 = bitcast<i32>(bitcast<u32>(v128) << (bitcast<u32>(v129) & 31u));
      var v131: f32 = bitcast<f32>(v130);
      var v132: f32 = v116 * v131;
      var v133: f32 = v132 * v126;
      var v72: f32 = v133;
      var v204: f32 = bitcast<f32>(0x80000000u) /* -0 */;
      var v205: u32 = select(0u, 1u, (v67 < v2));
      var v206: f32 = select(v204, v72, v205 != 0u);
      var v207: u32 = 32u;
      var v208: u32 = v63 * v207;
      var v209: u32 = v208 + v14;
      sh0_stage[v209] = v206;
    }
    storageBarrier(); workgroupBarrier();
    var v210: u32 = 0u;
    var v211: u32 = select(0u, 1u, (v16 == v210));
    if (v211 != 0u) {
      var v212: u32 = 0u;
      var v213: u32 = 20u;
      var v214: u32 = 1u;
      for (var v215: u32 = v212; v215 < v213; v215 = v215 + v214) {
        var v216: u32 = 256u;
        var v217: u32 = v215 * v216;
        var v218: u32 = v217 + v14;
        var v219: f32 = sh0_stage[v218];
        var v220: u32 = 32u;
        var v221: u32 = v218 + v220;
        var v222: f32 = sh0_stage[v221];
        var v223: u32 = 64u;
        var v224: u32 = v218 + v223;
        var v225: f32 = sh0_stage[v224];
        var v226: u32 = 96u;
        var v227: u32 = v218 + v226;
        var v228: f32 = sh0_stage[v227];
        var v229: u32 = 128u;
        var v230: u32 = v218 + v229;
        var v231: f32 = sh0_stage[v230];
        var v232: u32 = 160u;
        var v233: u32 = v218 + v232;
        var v234: f32 = sh0_stage[v233];
        var v235: u32 = 192u;
        var v236: u32 = v218 + v235;
        var v237: f32 = sh0_stage[v236];
        var v238: u32 = 224u;
        var v239: u32 = v218 + v238;
        var v240: f32 = sh0_stage[v239];
        var v241: f32 = l0;
        var v242: f32 = v241 + v219;
        var v243: f32 = v242 + v222;
        var v244: f32 = v243 + v225;
        var v245: f32 = v244 + v228;
        var v246: f32 = v245 + v231;
        var v247: f32 = v246 + v234;
        var v248: f32 = v247 + v237;
        var v249: f32 = v248 + v240;
        l0 = v249;
      }
    }
    storageBarrier(); workgroupBarrier();
  }
  var v250: f32 = l0;
  var v251: u32 = 16u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v250);
  storageBarrier(); workgroupBarrier();
  var v252: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v251 & 31u))]);
  morph_sgh ^= 1024u;
  var v253: f32 = v250 + v252;
  var v254: u32 = 8u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v253);
  storageBarrier(); workgroupBarrier();
  var v255: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v254 & 31u))]);
  morph_sgh ^= 1024u;
  var v256: f32 = v253 + v255;
  var v257: u32 = 4u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v256);
  storageBarrier(); workgroupBarrier();
  var v258: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v257 & 31u))]);
  morph_sgh ^= 1024u;
  var v259: f32 = v256 + v258;
  var v260: u32 = 2u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v259);
  storageBarrier(); workgroupBarrier();
  var v261: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v260 & 31u))]);
  morph_sgh ^= 1024u;
  var v262: f32 = v259 + v261;
  var v263: u32 = 1u;
  morph_sg[morph_sgh + morph_lid] = bitcast<u32>(v262);
  storageBarrier(); workgroupBarrier();
  var v264: f32 = bitcast<f32>(morph_sg[morph_sgh + (morph_lid ^ (v263 & 31u))]);
  morph_sgh ^= 1024u;
  var v265: f32 = v262 + v264;
  var v266: u32 = 0u;
  var v267: u32 = select(0u, 1u, (v16 == v266));
  var v268: u32 = 31u;
  var v269: u32 = v3 & v268;
  var v270: u32 = 0u;
  var v271: u32 = select(0u, 1u, (v269 == v270));
  var v272: u32 = v267 & v271;
  if (v272 != 0u) {
    var v273: u32 = 5u;
    var v274: u32 = v19 >> (v273 & 31u);
    var v275: u32 = 2u;
    var v276: u32 = v8 * v275;
    var v277: u32 = 1u;
    var v278: u32 = v276 + v277;
    var v279: u32 = 32u;
    var v280: u32 = v278 * v279;
    var v281: u32 = v280 + v274;
    p_partials[v281] = v265;
  }
}
