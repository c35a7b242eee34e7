// Kernel 'row_fence_split' printed by Morph for glsl (key 17373671287333931245).
#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4464], 4459, 32);
#define ushort uint16_t
#define uchar uint8_t
uint as_uint(float x) { return floatBitsToUint(x); }
uint as_uint(int x) { return uint(x); }
int as_int(float x) { return floatBitsToInt(x); }
int as_int(uint x) { return int(x); }
float as_float(uint x) { return uintBitsToFloat(x); }
float as_float(int x) { return intBitsToFloat(x); }
bool morph_fnan(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
int morph_fkey(float x) {
  uint u = floatBitsToUint(x);
  int m = int(u & 0x7fffffffu);
  return (u & 0x80000000u) != 0u ? -m : m;
}
bool morph_feq(float a, float b) { return !morph_fnan(a) && morph_fkey(a) == morph_fkey(b); }
bool morph_flt(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) < morph_fkey(b); }
bool morph_fle(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) <= morph_fkey(b); }

uvec2 morph_u64_shr_jam(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 64u) return uvec2((x.x | x.y) != 0u ? 1u : 0u, 0u);
  uint lo;
  uint hi;
  uint lost;
  if (s >= 32u) {
    uint t = s - 32u;
    lo = t == 0u ? x.y : x.y >> t;
    lost = x.x | (t == 0u ? 0u : x.y << (32u - t));
    hi = 0u;
  } else {
    lo = (x.x >> s) | (x.y << (32u - s));
    hi = x.y >> s;
    lost = x.x << (32u - s);
  }
  return uvec2(lo | (lost != 0u ? 1u : 0u), hi);
}

uvec2 morph_u64_shl(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 32u) return uvec2(0u, x.x << (s - 32u));
  return uvec2(x.x << s, (x.y << s) | (x.x >> (32u - s)));
}

int morph_u64_msb(uvec2 x) {
  return x.y != 0u ? 32 + findMSB(x.y) : findMSB(x.x);
}

float morph_fma_round(uint sign, uvec2 r, int e) {
  int msb = morph_u64_msb(r);
  int lsb = msb - 23 > -149 - e ? msb - 23 : -149 - e;
  if (lsb > msb + 1) return as_float(sign);
  uint q;
  bool up = false;
  if (lsb <= 0) {
    q = r.x << uint(-lsb);
  } else {
    uint k = uint(lsb);
    q = k >= 32u ? r.y >> (k - 32u) : (r.x >> k) | (r.y << (32u - k));
    uint g = k - 1u;
    uint guard = g >= 32u ? (r.y >> (g - 32u)) & 1u : (r.x >> g) & 1u;
    bool sticky;
    if (g == 0u) sticky = false;
    else if (g < 32u) sticky = (r.x & ((1u << g) - 1u)) != 0u;
    else if (g == 32u) sticky = r.x != 0u;
    else sticky = r.x != 0u || (r.y & ((1u << (g - 32u)) - 1u)) != 0u;
    up = guard != 0u && (sticky || (q & 1u) != 0u);
  }
  if (up) q += 1u;
  if (q == 0x1000000u) { q >>= 1; lsb += 1; }
  int biased = e + lsb + 150;
  if (biased >= 255) return as_float(sign | 0x7f800000u);
  return as_float(sign | ((uint(biased - 1) << 23) + q));
}

float morph_fma_f32(float a, float b, float c) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint uc = as_uint(c);
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  uint xc = uc & 0x7fffffffu;
  uint sp = (ua ^ ub) & 0x80000000u;
  uint sc = uc & 0x80000000u;
  if (xa > 0x7f800000u || xb > 0x7f800000u || xc > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u || xb == 0x7f800000u) {
    if (xa == 0u || xb == 0u) return as_float(0x7fc00000u);
    if (xc == 0x7f800000u && sc != sp) return as_float(0x7fc00000u);
    return as_float(sp | 0x7f800000u);
  }
  if (xc == 0x7f800000u) return c;
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) return c;
    return as_float(sp & sc);
  }
  int ea = int(xa >> 23);
  int eb = int(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = findMSB(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = findMSB(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  uint ph;
  uint pl;
  umulExtended(ma, mb, ph, pl);
  uvec2 p = uvec2(pl, ph);
  int pmsb = morph_u64_msb(p);
  p = morph_u64_shl(p, uint(61 - pmsb));
  int ep = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) return morph_fma_round(sp, p, ep);
  int ec = int(xc >> 23);
  uint mc = xc & 0x7fffffu;
  if (ec == 0) { ec = findMSB(mc) - 22; mc <<= uint(1 - ec); } else { mc |= 0x800000u; }
  uvec2 q = uvec2(0u, mc << 6);
  int eq = ec - 188;
  int er;
  if (ep >= eq) { q = morph_u64_shr_jam(q, uint(ep - eq)); er = ep; } else { p = morph_u64_shr_jam(p, uint(eq - ep)); er = eq; }
  uvec2 r;
  uint sr = sp;
  uint carry;
  if (sp == sc) {
    r.x = uaddCarry(p.x, q.x, carry);
    r.y = p.y + q.y + carry;
  } else if (p.y > q.y || (p.y == q.y && p.x >= q.x)) {
    r.x = usubBorrow(p.x, q.x, carry);
    r.y = p.y - q.y - carry;
  } else {
    r.x = usubBorrow(q.x, p.x, carry);
    r.y = q.y - p.y - carry;
    sr = sc;
  }
  if (r.x == 0u && r.y == 0u) return as_float(0u);
  return morph_fma_round(sr, r, er);
}

float morph_max_f32(float a, float b) {
  if (morph_fnan(a)) return a;
  if (morph_fnan(b)) return b;
  int ka = morph_fkey(a);
  int kb = morph_fkey(b);
  if (ka > kb) return a;
  if (kb > ka) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_in0[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { float p_out0[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_partials[]; };
layout(push_constant) uniform MorphArgs {
  uint p_in0_len;
  uint p_out0_len;
  uint p_partials_len;
  uint p_rows;
  uint p_cols;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
shared float sh0_stage[5120];
shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
void main() {
  // sh0_stage: workgroup shared, declared before main
  uint morph_lid = gl_LocalInvocationIndex;
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  precise float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = gl_LocalInvocationID.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = gl_WorkGroupID.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = gl_WorkGroupID.x;
  uint v11 = 31u;
  uint v12 = v10 & v11;
  uint v13 = 31u;
  uint v14 = v3 & v13;
  uint v15 = 5u;
  uint v16 = v3 >> (v15 & 31u);
  uint v17 = 32u;
  uint v18 = v12 * v17;
  uint v19 = v18 + v14;
  uint v20 = 31u;
  uint v21 = v3 & v20;
  uint v22 = 2u;
  uint v23 = v8 * v22;
  uint v24 = 0u;
  uint v25 = v23 + v24;
  uint v26 = 32u;
  uint v27 = v25 * v26;
  uint v28 = v27 + v21;
  precise float v29 = p_partials[v28];
  uint v30 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v29);
  groupMemoryBarrier(); barrier();
  precise float v31 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v32);
  groupMemoryBarrier(); barrier();
  precise float v34 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v35);
  groupMemoryBarrier(); barrier();
  precise float v37 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v38);
  groupMemoryBarrier(); barrier();
  precise float v40 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v41);
  groupMemoryBarrier(); barrier();
  precise float v43 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v44 = morph_max_f32(v41, v43);
  precise float v45 = uintBitsToFloat(0xff7fffffu) /* -3.40282347e+38 */;
  precise float v46 = morph_max_f32(v44, v45);
  precise float v47 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l0 = v47;
  uint v48 = 1023u;
  uint v49 = v2 + v48;
  uint v50 = 10u;
  uint v51 = v49 >> (v50 & 31u);
  uint v52 = 1u;
  uint v53 = v2 - v52;
  uint v54 = 160u;
  uint v55 = 0u;
  for (uint v56 = v55; v56 < v51; v56 = v56 > 4294967295u - v54 ? v51 : v56 + v54) {
    uint v57 = 0u;
    uint v58 = 5u;
    uint v59 = 1u;
    for (uint v60 = v57; v60 < v58; v60 = v60 > 4294967295u - v59 ? v58 : v60 + v59) {
      uint v61 = 32u;
      uint v62 = v60 * v61;
      uint v63 = v16 + v62;
      uint v64 = v56 + v63;
      uint v65 = 1024u;
      uint v66 = v64 * v65;
      uint v67 = v19 + v66;
      uint v68 = v67 < v53 ? v67 : v53;
      uint v69 = v9 + v68;
      precise float v70 = p_in0[v69];
      precise float v71 = v70 - v46;
      precise float v72 = uintBitsToFloat(0x42b20000u) /* 89 */;
      precise float v73 = uintBitsToFloat(0xc2f00000u) /* -120 */;
      uint v74 = (morph_flt(v71, v73)) ? 1u : 0u;
      precise float v75 = v74 != 0u ? v73 : v71;
      uint v76 = (morph_flt(v72, v75)) ? 1u : 0u;
      precise float v77 = v76 != 0u ? v72 : v75;
      precise float v78 = uintBitsToFloat(morph_zero) /* 0 */;
      precise float v79 = uintBitsToFloat(0x4b400000u) /* 12582912 */;
      precise float v80 = uintBitsToFloat(0x3fb8aa3bu) /* 1.44269502 */;
      precise float v81 = morph_fma_f32(v77, v80, v79);
      precise float v82 = uintBitsToFloat(0x4b400000u) /* 12582912 */;
      precise float v83 = v81 - v82;
      int v84 = floatBitsToInt(v81);
      int v85 = 1262485504;
      int v86 = int(uint(v84) - uint(v85));
      precise float v87 = uintBitsToFloat(0x3f317218u) /* 0.693147182 */;
      precise float v88 = uintBitsToFloat(floatBitsToUint(v83) ^ (morph_zero | 0x80000000u));
      precise float v89 = morph_fma_f32(v88, v87, v77);
      precise float v90 = uintBitsToFloat(0xb102e308u) /* -1.90465421e-09 */;
      precise float v91 = uintBitsToFloat(floatBitsToUint(v83) ^ (morph_zero | 0x80000000u));
      precise float v92 = morph_fma_f32(v91, v90, v78);
      precise float v93 = uintBitsToFloat(0x39500d01u) /* 0.000198412701 */;
      precise float v94 = uintBitsToFloat(0x37d00d01u) /* 2.48015876e-05 */;
      precise float v95 = morph_fma_f32(v89, v94, v93);
      precise float v96 = uintBitsToFloat(0x3ab60b61u) /* 0.00138888892 */;
      precise float v97 = morph_fma_f32(v89, v95, v96);
      precise float v98 = uintBitsToFloat(0x3c088889u) /* 0.00833333377 */;
      precise float v99 = morph_fma_f32(v89, v97, v98);
      precise float v100 = uintBitsToFloat(0x3d2aaaabu) /* 0.0416666679 */;
      precise float v101 = morph_fma_f32(v89, v99, v100);
      precise float v102 = uintBitsToFloat(0x3e2aaaabu) /* 0.166666672 */;
      precise float v103 = morph_fma_f32(v89, v101, v102);
      precise float v104 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
      precise float v105 = morph_fma_f32(v89, v103, v104);
      precise float v106 = v89 * v89;
      precise float v107 = v106 * v105;
      precise float v108 = uintBitsToFloat(0x3f800000u) /* 1 */;
      precise float v109 = v108 + v89;
      precise float v110 = v109 - v108;
      precise float v111 = v89 - v110;
      precise float v112 = v109 + v107;
      precise float v113 = morph_fma_f32(v92, v112, v107);
      precise float v114 = v111 + v113;
      precise float v115 = v109 + v114;
      precise float v116 = v109 - v115;
      precise float v117 = v116 + v114;
      int v118 = 1;
      int v119 = v86 >> (uint(v118) & 31u);
      int v120 = int(uint(v86) - uint(v119));
      int v121 = 127;
      int v122 = int(uint(v120) + uint(v121));
      int v123 = 23;
      int v124 = int(uint(v122) << (uint(v123) & 31u));
      precise float v125 = intBitsToFloat(v124);
      int v126 = 127;
      int v127 = int(uint(v119) + uint(v126));
      int v128 = 23;
      int v129 = int(uint(v127) << (uint(v128) & 31u));
      precise float v130 = intBitsToFloat(v129);
      precise float v131 = v115 * v130;
      precise float v132 = v131 * v125;
      precise float v133 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
      uint v134 = (v67 < v2) ? 1u : 0u;
      precise float v135 = v134 != 0u ? v132 : v133;
      uint v136 = 32u;
      uint v137 = v63 * v136;
      uint v138 = v137 + v14;
      sh0_stage[v138] = v135;
    }
    groupMemoryBarrier(); barrier();
    uint v139 = 0u;
    uint v140 = (v16 == v139) ? 1u : 0u;
    if (v140 != 0u) {
      uint v141 = 0u;
      uint v142 = 20u;
      uint v143 = 1u;
      for (uint v144 = v141; v144 < v142; v144 = v144 > 4294967295u - v143 ? v142 : v144 + v143) {
        uint v145 = 256u;
        uint v146 = v144 * v145;
        uint v147 = v146 + v14;
        precise float v148 = sh0_stage[v147];
        uint v149 = 32u;
        uint v150 = v147 + v149;
        precise float v151 = sh0_stage[v150];
        uint v152 = 64u;
        uint v153 = v147 + v152;
        precise float v154 = sh0_stage[v153];
        uint v155 = 96u;
        uint v156 = v147 + v155;
        precise float v157 = sh0_stage[v156];
        uint v158 = 128u;
        uint v159 = v147 + v158;
        precise float v160 = sh0_stage[v159];
        uint v161 = 160u;
        uint v162 = v147 + v161;
        precise float v163 = sh0_stage[v162];
        uint v164 = 192u;
        uint v165 = v147 + v164;
        precise float v166 = sh0_stage[v165];
        uint v167 = 224u;
        uint v168 = v147 + v167;
        precise float v169 = sh0_stage[v168];
        precise float v170 = l0;
        precise float v171 = v170 + v148;
        precise float v172 = v171 + v151;
        precise float v173 = v172 + v154;
        precise float v174 = v173 + v157;
        precise float v175 = v174 + v160;
        precise float v176 = v175 + v163;
        precise float v177 = v176 + v166;
        precise float v178 = v177 + v169;
        l0 = v178;
      }
    }
    groupMemoryBarrier(); barrier();
  }
  precise float v179 = l0;
  uint v180 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v179);
  groupMemoryBarrier(); barrier();
  precise float v181 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v180 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v182 = v179 + v181;
  uint v183 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v182);
  groupMemoryBarrier(); barrier();
  precise float v184 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v183 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v185 = v182 + v184;
  uint v186 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v185);
  groupMemoryBarrier(); barrier();
  precise float v187 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v186 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v188 = v185 + v187;
  uint v189 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v188);
  groupMemoryBarrier(); barrier();
  precise float v190 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v189 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v191 = v188 + v190;
  uint v192 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v191);
  groupMemoryBarrier(); barrier();
  precise float v193 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v192 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v194 = v191 + v193;
  uint v195 = 0u;
  uint v196 = (v16 == v195) ? 1u : 0u;
  uint v197 = 31u;
  uint v198 = v3 & v197;
  uint v199 = 0u;
  uint v200 = (v198 == v199) ? 1u : 0u;
  uint v201 = v196 & v200;
  if (v201 != 0u) {
    uint v202 = 5u;
    uint v203 = v19 >> (v202 & 31u);
    uint v204 = 2u;
    uint v205 = v8 * v204;
    uint v206 = 1u;
    uint v207 = v205 + v206;
    uint v208 = 32u;
    uint v209 = v207 * v208;
    uint v210 = v209 + v203;
    p_partials[v210] = v194;
  }
}
