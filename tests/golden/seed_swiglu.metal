// Kernel 'dag_map' printed by Morph for metal (key 3637447517149338526).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }
#define uvec2 uint2
static inline void umulExtended(uint a, uint b, thread uint& hi, thread uint& lo) { hi = mulhi(a, b); lo = a * b; }
static inline uint uaddCarry(uint a, uint b, thread uint& c) { uint s = a + b; c = s < a ? 1u : 0u; return s; }
static inline uint usubBorrow(uint a, uint b, thread uint& c) { c = a < b ? 1u : 0u; return a - b; }
static inline int findMSB(uint x) { return x == 0u ? -1 : 31 - int(clz(x)); }
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

static inline uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

static inline float morph_round_pack(uint sign, int e, uint sig) {
  if (e >= 255) return as_float(sign | 0x7f800000u);
  if (e < 1) {
    uint sh = (uint)(1 - e);
    if (sh > 27u) sig = 1u;
    else sig = (sig >> sh) | ((sig & ((1u << sh) - 1u)) != 0u ? 1u : 0u);
    e = 1;
  }
  uint low = sig & 7u;
  sig >>= 3;
  if (low > 4u || (low == 4u && (sig & 1u) != 0u)) sig += 1u;
  return as_float(sign | (((uint)(e - 1) << 23) + sig));
}

static inline float morph_div_f32(float a, float b) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint sign = (ua ^ ub) & 0x80000000u;
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  if (xa > 0x7f800000u || xb > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u) return xb == 0x7f800000u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xb == 0x7f800000u) return as_float(sign);
  if (xb == 0u) return xa == 0u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xa == 0u) return as_float(sign);
  int ea = (int)(xa >> 23);
  int eb = (int)(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = 1; while (ma < 0x800000u) { ma <<= 1; ea -= 1; } } else { ma |= 0x800000u; }
  if (eb == 0) { eb = 1; while (mb < 0x800000u) { mb <<= 1; eb -= 1; } } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  ulong num = (ulong)ma << 26;
  ulong q = num / (ulong)mb;
  ulong r = num - q * (ulong)mb;
  uint sig = (uint)q | (r != (ulong)0 ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
}

kernel void k_dag_map(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_in1 [[buffer(2)]],
    constant uint& p_in1_len [[buffer(3)]],
    device float* p_out0 [[buffer(4)]],
    constant uint& p_out0_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = v0 * v1;
  uint v3 = 4u;
  uint v4 = morph_div_u32(v2, v3);
  uint v5 = (morph_ngr.x * morph_lsz.x);
  uint v6 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  for (uint v7 = v6; 0u < v5 && v7 < v4; v7 = v7 > 4294967295u - v5 ? v4 : v7 + v5) {
    uint v8 = 4u;
    uint v9 = v7 * v8;
    uint v10 = 0u;
    uint v11 = 0u;
    uint v12 = morph_div_u32(v9, v1);
    uint v13 = v12 * v1;
    uint v14 = v9 - v13;
    float v15 = p_in0[(v9 + 0u)];
    float v16 = p_in0[(v9 + 1u)];
    float v17 = p_in0[(v9 + 2u)];
    float v18 = p_in0[(v9 + 3u)];
    float v19 = p_in1[(v9 + 0u)];
    float v20 = p_in1[(v9 + 1u)];
    float v21 = p_in1[(v9 + 2u)];
    float v22 = p_in1[(v9 + 3u)];
    float v23 = as_float(0xc3480000u) /* -200 */;
    uint v24 = (v15 < v23) ? 1u : 0u;
    float v25 = v24 != 0u ? v23 : v15;
    float v26 = as_float(0x00000000u) /* 0 */;
    float v27 = as_float(0x00000000u) /* 0 */;
    uint v28 = (v25 < v27) ? 1u : 0u;
    float v29 = as_float(as_uint(v25) & 0x7fffffffu);
    float v30 = as_float(as_uint(v26) ^ 0x80000000u);
    float v31 = v28 != 0u ? v30 : v26;
    float v32 = as_float(0x432e0000u) /* 174 */;
    uint v33 = (v29 > v32) ? 1u : 0u;
    float v34 = v33 != 0u ? v32 : v29;
    float v35 = as_float(as_uint(v31) ^ 0x80000000u);
    float v36 = as_float(as_uint(v34) ^ 0x80000000u);
    float v37 = as_float(0x4b400000u) /* 12582912 */;
    float v38 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v39 = morph_fma_f32(v36, v38, v37);
    float v40 = as_float(0x4b400000u) /* 12582912 */;
    float v41 = v39 - v40;
    int v42 = as_int(v39);
    int v43 = 1262485504;
    int v44 = as_int(as_uint(v42) - as_uint(v43));
    float v45 = as_float(0x3f317218u) /* 0.693147182 */;
    float v46 = as_float(as_uint(v41) ^ 0x80000000u);
    float v47 = morph_fma_f32(v46, v45, v36);
    float v48 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v49 = as_float(as_uint(v41) ^ 0x80000000u);
    float v50 = morph_fma_f32(v49, v48, v35);
    float v51 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v52 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v53 = morph_fma_f32(v47, v52, v51);
    float v54 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v55 = morph_fma_f32(v47, v53, v54);
    float v56 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v57 = morph_fma_f32(v47, v55, v56);
    float v58 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v59 = morph_fma_f32(v47, v57, v58);
    float v60 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v61 = morph_fma_f32(v47, v59, v60);
    float v62 = as_float(0x3f000000u) /* 0.5 */;
    float v63 = morph_fma_f32(v47, v61, v62);
    float v64 = v47 * v47;
    float v65 = v64 * v63;
    float v66 = as_float(0x3f800000u) /* 1 */;
    float v67 = v66 + v47;
    float v68 = v67 - v66;
    float v69 = v47 - v68;
    float v70 = v67 + v65;
    float v71 = morph_fma_f32(v50, v70, v65);
    float v72 = v69 + v71;
    float v73 = v67 + v72;
    float v74 = v67 - v73;
    float v75 = v74 + v72;
    float v76 = as_float(0x3f800000u) /* 1 */;
    int v77 = -126;
    int v78 = v44 < v77 ? v77 : v44;
    int v79 = 127;
    int v80 = as_int(as_uint(v78) + as_uint(v79));
    int v81 = 23;
    int v82 = as_int(as_uint(v80) << (as_uint(v81) & 31u));
    float v83 = as_float(v82);
    float v84 = v73 * v83;
    float v85 = v75 * v83;
    float v86 = v76 + v84;
    float v87 = v76 - v86;
    float v88 = v87 + v84;
    float v89 = v88 + v85;
    float v90 = v25 * v73;
    float v91 = as_float(as_uint(v90) ^ 0x80000000u);
    float v92 = morph_fma_f32(v25, v73, v91);
    float v93 = v28 != 0u ? v90 : v25;
    float v94 = as_float(0x00000000u) /* 0 */;
    float v95 = morph_fma_f32(v25, v75, v92);
    float v96 = v28 != 0u ? v95 : v94;
    float v97 = as_float(0x3f800000u) /* 1 */;
    float v98 = morph_div_f32(v97, v86);
    float v99 = v93 * v98;
    float v100 = as_float(as_uint(v99) ^ 0x80000000u);
    float v101 = morph_fma_f32(v100, v86, v93);
    float v102 = v101 + v96;
    float v103 = as_float(as_uint(v99) ^ 0x80000000u);
    float v104 = morph_fma_f32(v103, v89, v102);
    float v105 = morph_fma_f32(v104, v98, v99);
    uint v106 = (v105 != v105) ? 1u : 0u;
    float v107 = as_float(0x00000000u) /* 0 */;
    uint v108 = (v99 == v107) ? 1u : 0u;
    uint v109 = v106 | v108;
    float v110 = v109 != 0u ? v99 : v105;
    int v111 = 0;
    int v112 = v28 != 0u ? v44 : v111;
    int v113 = 1;
    int v114 = v112 >> (as_uint(v113) & 31u);
    int v115 = as_int(as_uint(v112) - as_uint(v114));
    int v116 = 127;
    int v117 = as_int(as_uint(v115) + as_uint(v116));
    int v118 = 23;
    int v119 = as_int(as_uint(v117) << (as_uint(v118) & 31u));
    float v120 = as_float(v119);
    int v121 = 127;
    int v122 = as_int(as_uint(v114) + as_uint(v121));
    int v123 = 23;
    int v124 = as_int(as_uint(v122) << (as_uint(v123) & 31u));
    float v125 = as_float(v124);
    float v126 = v110 * v125;
    float v127 = v126 * v120;
    uint v128 = (v15 != v15) ? 1u : 0u;
    float v129 = v128 != 0u ? v15 : v127;
    float v130 = v129 * v19;
    float v131 = as_float(0xc3480000u) /* -200 */;
    uint v132 = (v16 < v131) ? 1u : 0u;
    float v133 = v132 != 0u ? v131 : v16;
    float v134 = as_float(0x00000000u) /* 0 */;
    float v135 = as_float(0x00000000u) /* 0 */;
    uint v136 = (v133 < v135) ? 1u : 0u;
    float v137 = as_float(as_uint(v133) & 0x7fffffffu);
    float v138 = as_float(as_uint(v134) ^ 0x80000000u);
    float v139 = v136 != 0u ? v138 : v134;
    float v140 = as_float(0x432e0000u) /* 174 */;
    uint v141 = (v137 > v140) ? 1u : 0u;
    float v142 = v141 != 0u ? v140 : v137;
    float v143 = as_float(as_uint(v139) ^ 0x80000000u);
    float v144 = as_float(as_uint(v142) ^ 0x80000000u);
    float v145 = as_float(0x4b400000u) /* 12582912 */;
    float v146 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v147 = morph_fma_f32(v144, v146, v145);
    float v148 = as_float(0x4b400000u) /* 12582912 */;
    float v149 = v147 - v148;
    int v150 = as_int(v147);
    int v151 = 1262485504;
    int v152 = as_int(as_uint(v150) - as_uint(v151));
    float v153 = as_float(0x3f317218u) /* 0.693147182 */;
    float v154 = as_float(as_uint(v149) ^ 0x80000000u);
    float v155 = morph_fma_f32(v154, v153, v144);
    float v156 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v157 = as_float(as_uint(v149) ^ 0x80000000u);
    float v158 = morph_fma_f32(v157, v156, v143);
    float v159 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v160 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v161 = morph_fma_f32(v155, v160, v159);
    float v162 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v163 = morph_fma_f32(v155, v161, v162);
    float v164 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v165 = morph_fma_f32(v155, v163, v164);
    float v166 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v167 = morph_fma_f32(v155, v165, v166);
    float v168 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v169 = morph_fma_f32(v155, v167, v168);
    float v170 = as_float(0x3f000000u) /* 0.5 */;
    float v171 = morph_fma_f32(v155, v169, v170);
    float v172 = v155 * v155;
    float v173 = v172 * v171;
    float v174 = as_float(0x3f800000u) /* 1 */;
    float v175 = v174 + v155;
    float v176 = v175 - v174;
    float v177 = v155 - v176;
    float v178 = v175 + v173;
    float v179 = morph_fma_f32(v158, v178, v173);
    float v180 = v177 + v179;
    float v181 = v175 + v180;
    float v182 = v175 - v181;
    float v183 = v182 + v180;
    float v184 = as_float(0x3f800000u) /* 1 */;
    int v185 = -126;
    int v186 = v152 < v185 ? v185 : v152;
    int v187 = 127;
    int v188 = as_int(as_uint(v186) + as_uint(v187));
    int v189 = 23;
    int v190 = as_int(as_uint(v188) << (as_uint(v189) & 31u));
    float v191 = as_float(v190);
    float v192 = v181 * v191;
    float v193 = v183 * v191;
    float v194 = v184 + v192;
    float v195 = v184 - v194;
    float v196 = v195 + v192;
    float v197 = v196 + v193;
    float v198 = v133 * v181;
    float v199 = as_float(as_uint(v198) ^ 0x80000000u);
    float v200 = morph_fma_f32(v133, v181, v199);
    float v201 = v136 != 0u ? v198 : v133;
    float v202 = as_float(0x00000000u) /* 0 */;
    float v203 = morph_fma_f32(v133, v183, v200);
    float v204 = v136 != 0u ? v203 : v202;
    float v205 = as_float(0x3f800000u) /* 1 */;
    float v206 = morph_div_f32(v205, v194);
    float v207 = v201 * v206;
    float v208 = as_float(as_uint(v207) ^ 0x80000000u);
    float v209 = morph_fma_f32(v208, v194, v201);
    float v210 = v209 + v204;
    float v211 = as_float(as_uint(v207) ^ 0x80000000u);
    float v212 = morph_fma_f32(v211, v197, v210);
    float v213 = morph_fma_f32(v212, v206, v207);
    uint v214 = (v213 != v213) ? 1u : 0u;
    float v215 = as_float(0x00000000u) /* 0 */;
    uint v216 = (v207 == v215) ? 1u : 0u;
    uint v217 = v214 | v216;
    float v218 = v217 != 0u ? v207 : v213;
    int v219 = 0;
    int v220 = v136 != 0u ? v152 : v219;
    int v221 = 1;
    int v222 = v220 >> (as_uint(v221) & 31u);
    int v223 = as_int(as_uint(v220) - as_uint(v222));
    int v224 = 127;
    int v225 = as_int(as_uint(v223) + as_uint(v224));
    int v226 = 23;
    int v227 = as_int(as_uint(v225) << (as_uint(v226) & 31u));
    float v228 = as_float(v227);
    int v229 = 127;
    int v230 = as_int(as_uint(v222) + as_uint(v229));
    int v231 = 23;
    int v232 = as_int(as_uint(v230) << (as_uint(v231) & 31u));
    float v233 = as_float(v232);
    float v234 = v218 * v233;
    float v235 = v234 * v228;
    uint v236 = (v16 != v16) ? 1u : 0u;
    float v237 = v236 != 0u ? v16 : v235;
    float v238 = v237 * v20;
    float v239 = as_float(0xc3480000u) /* -200 */;
    uint v240 = (v17 < v239) ? 1u : 0u;
    float v241 = v240 != 0u ? v239 : v17;
    float v242 = as_float(0x00000000u) /* 0 */;
    float v243 = as_float(0x00000000u) /* 0 */;
    uint v244 = (v241 < v243) ? 1u : 0u;
    float v245 = as_float(as_uint(v241) & 0x7fffffffu);
    float v246 = as_float(as_uint(v242) ^ 0x80000000u);
    float v247 = v244 != 0u ? v246 : v242;
    float v248 = as_float(0x432e0000u) /* 174 */;
    uint v249 = (v245 > v248) ? 1u : 0u;
    float v250 = v249 != 0u ? v248 : v245;
    float v251 = as_float(as_uint(v247) ^ 0x80000000u);
    float v252 = as_float(as_uint(v250) ^ 0x80000000u);
    float v253 = as_float(0x4b400000u) /* 12582912 */;
    float v254 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v255 = morph_fma_f32(v252, v254, v253);
    float v256 = as_float(0x4b400000u) /* 12582912 */;
    float v257 = v255 - v256;
    int v258 = as_int(v255);
    int v259 = 1262485504;
    int v260 = as_int(as_uint(v258) - as_uint(v259));
    float v261 = as_float(0x3f317218u) /* 0.693147182 */;
    float v262 = as_float(as_uint(v257) ^ 0x80000000u);
    float v263 = morph_fma_f32(v262, v261, v252);
    float v264 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v265 = as_float(as_uint(v257) ^ 0x80000000u);
    float v266 = morph_fma_f32(v265, v264, v251);
    float v267 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v268 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v269 = morph_fma_f32(v263, v268, v267);
    float v270 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v271 = morph_fma_f32(v263, v269, v270);
    float v272 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v273 = morph_fma_f32(v263, v271, v272);
    float v274 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v275 = morph_fma_f32(v263, v273, v274);
    float v276 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v277 = morph_fma_f32(v263, v275, v276);
    float v278 = as_float(0x3f000000u) /* 0.5 */;
    float v279 = morph_fma_f32(v263, v277, v278);
    float v280 = v263 * v263;
    float v281 = v280 * v279;
    float v282 = as_float(0x3f800000u) /* 1 */;
    float v283 = v282 + v263;
    float v284 = v283 - v282;
    float v285 = v263 - v284;
    float v286 = v283 + v281;
    float v287 = morph_fma_f32(v266, v286, v281);
    float v288 = v285 + v287;
    float v289 = v283 + v288;
    float v290 = v283 - v289;
    float v291 = v290 + v288;
    float v292 = as_float(0x3f800000u) /* 1 */;
    int v293 = -126;
    int v294 = v260 < v293 ? v293 : v260;
    int v295 = 127;
    int v296 = as_int(as_uint(v294) + as_uint(v295));
    int v297 = 23;
    int v298 = as_int(as_uint(v296) << (as_uint(v297) & 31u));
    float v299 = as_float(v298);
    float v300 = v289 * v299;
    float v301 = v291 * v299;
    float v302 = v292 + v300;
    float v303 = v292 - v302;
    float v304 = v303 + v300;
    float v305 = v304 + v301;
    float v306 = v241 * v289;
    float v307 = as_float(as_uint(v306) ^ 0x80000000u);
    float v308 = morph_fma_f32(v241, v289, v307);
    float v309 = v244 != 0u ? v306 : v241;
    float v310 = as_float(0x00000000u) /* 0 */;
    float v311 = morph_fma_f32(v241, v291, v308);
    float v312 = v244 != 0u ? v311 : v310;
    float v313 = as_float(0x3f800000u) /* 1 */;
    float v314 = morph_div_f32(v313, v302);
    float v315 = v309 * v314;
    float v316 = as_float(as_uint(v315) ^ 0x80000000u);
    float v317 = morph_fma_f32(v316, v302, v309);
    float v318 = v317 + v312;
    float v319 = as_float(as_uint(v315) ^ 0x80000000u);
    float v320 = morph_fma_f32(v319, v305, v318);
    float v321 = morph_fma_f32(v320, v314, v315);
    uint v322 = (v321 != v321) ? 1u : 0u;
    float v323 = as_float(0x00000000u) /* 0 */;
    uint v324 = (v315 == v323) ? 1u : 0u;
    uint v325 = v322 | v324;
    float v326 = v325 != 0u ? v315 : v321;
    int v327 = 0;
    int v328 = v244 != 0u ? v260 : v327;
    int v329 = 1;
    int v330 = v328 >> (as_uint(v329) & 31u);
    int v331 = as_int(as_uint(v328) - as_uint(v330));
    int v332 = 127;
    int v333 = as_int(as_uint(v331) + as_uint(v332));
    int v334 = 23;
    int v335 = as_int(as_uint(v333) << (as_uint(v334) & 31u));
    float v336 = as_float(v335);
    int v337 = 127;
    int v338 = as_int(as_uint(v330) + as_uint(v337));
    int v339 = 23;
    int v340 = as_int(as_uint(v338) << (as_uint(v339) & 31u));
    float v341 = as_float(v340);
    float v342 = v326 * v341;
    float v343 = v342 * v336;
    uint v344 = (v17 != v17) ? 1u : 0u;
    float v345 = v344 != 0u ? v17 : v343;
    float v346 = v345 * v21;
    float v347 = as_float(0xc3480000u) /* -200 */;
    uint v348 = (v18 < v347) ? 1u : 0u;
    float v349 = v348 != 0u ? v347 : v18;
    float v350 = as_float(0x00000000u) /* 0 */;
    float v351 = as_float(0x00000000u) /* 0 */;
    uint v352 = (v349 < v351) ? 1u : 0u;
    float v353 = as_float(as_uint(v349) & 0x7fffffffu);
    float v354 = as_float(as_uint(v350) ^ 0x80000000u);
    float v355 = v352 != 0u ? v354 : v350;
    float v356 = as_float(0x432e0000u) /* 174 */;
    uint v357 = (v353 > v356) ? 1u : 0u;
    float v358 = v357 != 0u ? v356 : v353;
    float v359 = as_float(as_uint(v355) ^ 0x80000000u);
    float v360 = as_float(as_uint(v358) ^ 0x80000000u);
    float v361 = as_float(0x4b400000u) /* 12582912 */;
    float v362 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v363 = morph_fma_f32(v360, v362, v361);
    float v364 = as_float(0x4b400000u) /* 12582912 */;
    float v365 = v363 - v364;
    int v366 = as_int(v363);
    int v367 = 1262485504;
    int v368 = as_int(as_uint(v366) - as_uint(v367));
    float v369 = as_float(0x3f317218u) /* 0.693147182 */;
    float v370 = as_float(as_uint(v365) ^ 0x80000000u);
    float v371 = morph_fma_f32(v370, v369, v360);
    float v372 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v373 = as_float(as_uint(v365) ^ 0x80000000u);
    float v374 = morph_fma_f32(v373, v372, v359);
    float v375 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v376 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v377 = morph_fma_f32(v371, v376, v375);
    float v378 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v379 = morph_fma_f32(v371, v377, v378);
    float v380 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v381 = morph_fma_f32(v371, v379, v380);
    float v382 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v383 = morph_fma_f32(v371, v381, v382);
    float v384 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v385 = morph_fma_f32(v371, v383, v384);
    float v386 = as_float(0x3f000000u) /* 0.5 */;
    float v387 = morph_fma_f32(v371, v385, v386);
    float v388 = v371 * v371;
    float v389 = v388 * v387;
    float v390 = as_float(0x3f800000u) /* 1 */;
    float v391 = v390 + v371;
    float v392 = v391 - v390;
    float v393 = v371 - v392;
    float v394 = v391 + v389;
    float v395 = morph_fma_f32(v374, v394, v389);
    float v396 = v393 + v395;
    float v397 = v391 + v396;
    float v398 = v391 - v397;
    float v399 = v398 + v396;
    float v400 = as_float(0x3f800000u) /* 1 */;
    int v401 = -126;
    int v402 = v368 < v401 ? v401 : v368;
    int v403 = 127;
    int v404 = as_int(as_uint(v402) + as_uint(v403));
    int v405 = 23;
    int v406 = as_int(as_uint(v404) << (as_uint(v405) & 31u));
    float v407 = as_float(v406);
    float v408 = v397 * v407;
    float v409 = v399 * v407;
    float v410 = v400 + v408;
    float v411 = v400 - v410;
    float v412 = v411 + v408;
    float v413 = v412 + v409;
    float v414 = v349 * v397;
    float v415 = as_float(as_uint(v414) ^ 0x80000000u);
    float v416 = morph_fma_f32(v349, v397, v415);
    float v417 = v352 != 0u ? v414 : v349;
    float v418 = as_float(0x00000000u) /* 0 */;
    float v419 = morph_fma_f32(v349, v399, v416);
    float v420 = v352 != 0u ? v419 : v418;
    float v421 = as_float(0x3f800000u) /* 1 */;
    float v422 = morph_div_f32(v421, v410);
    float v423 = v417 * v422;
    float v424 = as_float(as_uint(v423) ^ 0x80000000u);
    float v425 = morph_fma_f32(v424, v410, v417);
    float v426 = v425 + v420;
    float v427 = as_float(as_uint(v423) ^ 0x80000000u);
    float v428 = morph_fma_f32(v427, v413, v426);
    float v429 = morph_fma_f32(v428, v422, v423);
    uint v430 = (v429 != v429) ? 1u : 0u;
    float v431 = as_float(0x00000000u) /* 0 */;
    uint v432 = (v423 == v431) ? 1u : 0u;
    uint v433 = v430 | v432;
    float v434 = v433 != 0u ? v423 : v429;
    int v435 = 0;
    int v436 = v352 != 0u ? v368 : v435;
    int v437 = 1;
    int v438 = v436 >> (as_uint(v437) & 31u);
    int v439 = as_int(as_uint(v436) - as_uint(v438));
    int v440 = 127;
    int v441 = as_int(as_uint(v439) + as_uint(v440));
    int v442 = 23;
    int v443 = as_int(as_uint(v441) << (as_uint(v442) & 31u));
    float v444 = as_float(v443);
    int v445 = 127;
    int v446 = as_int(as_uint(v438) + as_uint(v445));
    int v447 = 23;
    int v448 = as_int(as_uint(v446) << (as_uint(v447) & 31u));
    float v449 = as_float(v448);
    float v450 = v434 * v449;
    float v451 = v450 * v444;
    uint v452 = (v18 != v18) ? 1u : 0u;
    float v453 = v452 != 0u ? v18 : v451;
    float v454 = v453 * v22;
    p_out0[(v9 + 0u)] = v130;
    p_out0[(v9 + 1u)] = v238;
    p_out0[(v9 + 2u)] = v346;
    p_out0[(v9 + 3u)] = v454;
  }
}
