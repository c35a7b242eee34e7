// Kernel 'dag_map' printed by Morph for metal (key 6888362146587436779).
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
    device const float* p_in2 [[buffer(4)]],
    constant uint& p_in2_len [[buffer(5)]],
    device float* p_out0 [[buffer(6)]],
    constant uint& p_out0_len [[buffer(7)]],
    constant uint& p_rows [[buffer(8)]],
    constant uint& p_cols [[buffer(9)]],
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
    float v19 = p_in1[(v14 + 0u)];
    float v20 = p_in1[(v14 + 1u)];
    float v21 = p_in1[(v14 + 2u)];
    float v22 = p_in1[(v14 + 3u)];
    float v23 = p_in2[(v14 + 0u)];
    float v24 = p_in2[(v14 + 1u)];
    float v25 = p_in2[(v14 + 2u)];
    float v26 = p_in2[(v14 + 3u)];
    float v27 = v15 * v19;
    float v28 = v27 + v23;
    float v29 = as_float(0xc32e0000u) /* -174 */;
    float v30 = as_float(0xc32e0000u) /* -174 */;
    uint v31 = (v28 >= v30) ? 1u : 0u;
    float v32 = v31 != 0u ? v28 : v29;
    float v33 = as_float(0x00000000u) /* 0 */;
    float v34 = as_float(0x3f800000u) /* 1 */;
    float v35 = as_float(0x42f00000u) /* 120 */;
    float v36 = as_float(0x42f00000u) /* 120 */;
    uint v37 = (v32 <= v36) ? 1u : 0u;
    float v38 = v37 != 0u ? v32 : v35;
    float v39 = as_float(0x4b400000u) /* 12582912 */;
    float v40 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v41 = morph_fma_f32(v38, v40, v39);
    float v42 = as_float(0x4b400000u) /* 12582912 */;
    float v43 = v41 - v42;
    int v44 = as_int(v41);
    int v45 = 1262485504;
    int v46 = as_int(as_uint(v44) - as_uint(v45));
    float v47 = as_float(0x3f317218u) /* 0.693147182 */;
    float v48 = morph_fma_f32(v43, v47, v38);
    float v49 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v50 = morph_fma_f32(v43, v49, v33);
    float v51 = v48 + v50;
    float v52 = as_float(as_uint(v51) ^ 0x80000000u);
    float v53 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v54 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v55 = morph_fma_f32(v52, v54, v53);
    float v56 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v57 = morph_fma_f32(v52, v55, v56);
    float v58 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v59 = morph_fma_f32(v52, v57, v58);
    float v60 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v61 = morph_fma_f32(v52, v59, v60);
    float v62 = as_float(0x3f000000u) /* 0.5 */;
    float v63 = morph_fma_f32(v52, v61, v62);
    float v64 = v52 * v52;
    float v65 = morph_fma_f32(v64, v63, v52);
    float v66 = v34 + v65;
    float v67 = v66 - v34;
    float v68 = v65 - v67;
    int v69 = 0;
    uint v70 = (v46 > v69) ? 1u : 0u;
    int v71 = 126;
    int v72 = 0;
    int v73 = as_int(as_uint(v72) - as_uint(v46));
    int v74 = v70 != 0u ? v46 : v73;
    int v75 = v74 < v71 ? v74 : v71;
    int v76 = 0;
    int v77 = as_int(as_uint(v76) - as_uint(v75));
    int v78 = 127;
    int v79 = as_int(as_uint(v77) + as_uint(v78));
    int v80 = 23;
    int v81 = as_int(as_uint(v79) << (as_uint(v80) & 31u));
    float v82 = as_float(v81);
    float v83 = v70 != 0u ? v66 : v34;
    float v84 = v66 * v82;
    float v85 = v70 != 0u ? v82 : v84;
    float v86 = v68 * v82;
    float v87 = v70 != 0u ? v68 : v86;
    float v88 = v83 + v85;
    float v89 = v88 - v83;
    float v90 = v85 - v89;
    float v91 = v90 + v87;
    float v92 = morph_div_f32(v34, v88);
    float v93 = v32 * v92;
    float v94 = as_float(as_uint(v32) ^ 0x80000000u);
    float v95 = morph_fma_f32(v93, v88, v94);
    float v96 = morph_fma_f32(v93, v91, v95);
    float v97 = as_float(as_uint(v92) ^ 0x80000000u);
    float v98 = morph_fma_f32(v96, v97, v93);
    int v99 = 0;
    int v100 = 126;
    int v101 = as_int(as_uint(v46) - as_uint(v100));
    int v102 = v101 < v99 ? v99 : v101;
    int v103 = 0;
    int v104 = as_int(as_uint(v103) - as_uint(v102));
    int v105 = 127;
    int v106 = as_int(as_uint(v104) + as_uint(v105));
    int v107 = 23;
    int v108 = as_int(as_uint(v106) << (as_uint(v107) & 31u));
    float v109 = as_float(v108);
    float v110 = v70 != 0u ? v82 : v34;
    float v111 = v98 * v109;
    float v112 = v111 * v110;
    float v113 = as_float(0x7f800000u) /* inf */;
    uint v114 = (v28 < v113) ? 1u : 0u;
    float v115 = v114 != 0u ? v112 : v28;
    float v116 = v16 * v20;
    float v117 = v116 + v24;
    float v118 = as_float(0xc32e0000u) /* -174 */;
    float v119 = as_float(0xc32e0000u) /* -174 */;
    uint v120 = (v117 >= v119) ? 1u : 0u;
    float v121 = v120 != 0u ? v117 : v118;
    float v122 = as_float(0x00000000u) /* 0 */;
    float v123 = as_float(0x3f800000u) /* 1 */;
    float v124 = as_float(0x42f00000u) /* 120 */;
    float v125 = as_float(0x42f00000u) /* 120 */;
    uint v126 = (v121 <= v125) ? 1u : 0u;
    float v127 = v126 != 0u ? v121 : v124;
    float v128 = as_float(0x4b400000u) /* 12582912 */;
    float v129 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v130 = morph_fma_f32(v127, v129, v128);
    float v131 = as_float(0x4b400000u) /* 12582912 */;
    float v132 = v130 - v131;
    int v133 = as_int(v130);
    int v134 = 1262485504;
    int v135 = as_int(as_uint(v133) - as_uint(v134));
    float v136 = as_float(0x3f317218u) /* 0.693147182 */;
    float v137 = morph_fma_f32(v132, v136, v127);
    float v138 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v139 = morph_fma_f32(v132, v138, v122);
    float v140 = v137 + v139;
    float v141 = as_float(as_uint(v140) ^ 0x80000000u);
    float v142 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v143 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v144 = morph_fma_f32(v141, v143, v142);
    float v145 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v146 = morph_fma_f32(v141, v144, v145);
    float v147 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v148 = morph_fma_f32(v141, v146, v147);
    float v149 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v150 = morph_fma_f32(v141, v148, v149);
    float v151 = as_float(0x3f000000u) /* 0.5 */;
    float v152 = morph_fma_f32(v141, v150, v151);
    float v153 = v141 * v141;
    float v154 = morph_fma_f32(v153, v152, v141);
    float v155 = v123 + v154;
    float v156 = v155 - v123;
    float v157 = v154 - v156;
    int v158 = 0;
    uint v159 = (v135 > v158) ? 1u : 0u;
    int v160 = 126;
    int v161 = 0;
    int v162 = as_int(as_uint(v161) - as_uint(v135));
    int v163 = v159 != 0u ? v135 : v162;
    int v164 = v163 < v160 ? v163 : v160;
    int v165 = 0;
    int v166 = as_int(as_uint(v165) - as_uint(v164));
    int v167 = 127;
    int v168 = as_int(as_uint(v166) + as_uint(v167));
    int v169 = 23;
    int v170 = as_int(as_uint(v168) << (as_uint(v169) & 31u));
    float v171 = as_float(v170);
    float v172 = v159 != 0u ? v155 : v123;
    float v173 = v155 * v171;
    float v174 = v159 != 0u ? v171 : v173;
    float v175 = v157 * v171;
    float v176 = v159 != 0u ? v157 : v175;
    float v177 = v172 + v174;
    float v178 = v177 - v172;
    float v179 = v174 - v178;
    float v180 = v179 + v176;
    float v181 = morph_div_f32(v123, v177);
    float v182 = v121 * v181;
    float v183 = as_float(as_uint(v121) ^ 0x80000000u);
    float v184 = morph_fma_f32(v182, v177, v183);
    float v185 = morph_fma_f32(v182, v180, v184);
    float v186 = as_float(as_uint(v181) ^ 0x80000000u);
    float v187 = morph_fma_f32(v185, v186, v182);
    int v188 = 0;
    int v189 = 126;
    int v190 = as_int(as_uint(v135) - as_uint(v189));
    int v191 = v190 < v188 ? v188 : v190;
    int v192 = 0;
    int v193 = as_int(as_uint(v192) - as_uint(v191));
    int v194 = 127;
    int v195 = as_int(as_uint(v193) + as_uint(v194));
    int v196 = 23;
    int v197 = as_int(as_uint(v195) << (as_uint(v196) & 31u));
    float v198 = as_float(v197);
    float v199 = v159 != 0u ? v171 : v123;
    float v200 = v187 * v198;
    float v201 = v200 * v199;
    float v202 = as_float(0x7f800000u) /* inf */;
    uint v203 = (v117 < v202) ? 1u : 0u;
    float v204 = v203 != 0u ? v201 : v117;
    float v205 = v17 * v21;
    float v206 = v205 + v25;
    float v207 = as_float(0xc32e0000u) /* -174 */;
    float v208 = as_float(0xc32e0000u) /* -174 */;
    uint v209 = (v206 >= v208) ? 1u : 0u;
    float v210 = v209 != 0u ? v206 : v207;
    float v211 = as_float(0x00000000u) /* 0 */;
    float v212 = as_float(0x3f800000u) /* 1 */;
    float v213 = as_float(0x42f00000u) /* 120 */;
    float v214 = as_float(0x42f00000u) /* 120 */;
    uint v215 = (v210 <= v214) ? 1u : 0u;
    float v216 = v215 != 0u ? v210 : v213;
    float v217 = as_float(0x4b400000u) /* 12582912 */;
    float v218 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v219 = morph_fma_f32(v216, v218, v217);
    float v220 = as_float(0x4b400000u) /* 12582912 */;
    float v221 = v219 - v220;
    int v222 = as_int(v219);
    int v223 = 1262485504;
    int v224 = as_int(as_uint(v222) - as_uint(v223));
    float v225 = as_float(0x3f317218u) /* 0.693147182 */;
    float v226 = morph_fma_f32(v221, v225, v216);
    float v227 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v228 = morph_fma_f32(v221, v227, v211);
    float v229 = v226 + v228;
    float v230 = as_float(as_uint(v229) ^ 0x80000000u);
    float v231 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v232 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v233 = morph_fma_f32(v230, v232, v231);
    float v234 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v235 = morph_fma_f32(v230, v233, v234);
    float v236 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v237 = morph_fma_f32(v230, v235, v236);
    float v238 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v239 = morph_fma_f32(v230, v237, v238);
    float v240 = as_float(0x3f000000u) /* 0.5 */;
    float v241 = morph_fma_f32(v230, v239, v240);
    float v242 = v230 * v230;
    float v243 = morph_fma_f32(v242, v241, v230);
    float v244 = v212 + v243;
    float v245 = v244 - v212;
    float v246 = v243 - v245;
    int v247 = 0;
    uint v248 = (v224 > v247) ? 1u : 0u;
    int v249 = 126;
    int v250 = 0;
    int v251 = as_int(as_uint(v250) - as_uint(v224));
    int v252 = v248 != 0u ? v224 : v251;
    int v253 = v252 < v249 ? v252 : v249;
    int v254 = 0;
    int v255 = as_int(as_uint(v254) - as_uint(v253));
    int v256 = 127;
    int v257 = as_int(as_uint(v255) + as_uint(v256));
    int v258 = 23;
    int v259 = as_int(as_uint(v257) << (as_uint(v258) & 31u));
    float v260 = as_float(v259);
    float v261 = v248 != 0u ? v244 : v212;
    float v262 = v244 * v260;
    float v263 = v248 != 0u ? v260 : v262;
    float v264 = v246 * v260;
    float v265 = v248 != 0u ? v246 : v264;
    float v266 = v261 + v263;
    float v267 = v266 - v261;
    float v268 = v263 - v267;
    float v269 = v268 + v265;
    float v270 = morph_div_f32(v212, v266);
    float v271 = v210 * v270;
    float v272 = as_float(as_uint(v210) ^ 0x80000000u);
    float v273 = morph_fma_f32(v271, v266, v272);
    float v274 = morph_fma_f32(v271, v269, v273);
    float v275 = as_float(as_uint(v270) ^ 0x80000000u);
    float v276 = morph_fma_f32(v274, v275, v271);
    int v277 = 0;
    int v278 = 126;
    int v279 = as_int(as_uint(v224) - as_uint(v278));
    int v280 = v279 < v277 ? v277 : v279;
    int v281 = 0;
    int v282 = as_int(as_uint(v281) - as_uint(v280));
    int v283 = 127;
    int v284 = as_int(as_uint(v282) + as_uint(v283));
    int v285 = 23;
    int v286 = as_int(as_uint(v284) << (as_uint(v285) & 31u));
    float v287 = as_float(v286);
    float v288 = v248 != 0u ? v260 : v212;
    float v289 = v276 * v287;
    float v290 = v289 * v288;
    float v291 = as_float(0x7f800000u) /* inf */;
    uint v292 = (v206 < v291) ? 1u : 0u;
    float v293 = v292 != 0u ? v290 : v206;
    float v294 = v18 * v22;
    float v295 = v294 + v26;
    float v296 = as_float(0xc32e0000u) /* -174 */;
    float v297 = as_float(0xc32e0000u) /* -174 */;
    uint v298 = (v295 >= v297) ? 1u : 0u;
    float v299 = v298 != 0u ? v295 : v296;
    float v300 = as_float(0x00000000u) /* 0 */;
    float v301 = as_float(0x3f800000u) /* 1 */;
    float v302 = as_float(0x42f00000u) /* 120 */;
    float v303 = as_float(0x42f00000u) /* 120 */;
    uint v304 = (v299 <= v303) ? 1u : 0u;
    float v305 = v304 != 0u ? v299 : v302;
    float v306 = as_float(0x4b400000u) /* 12582912 */;
    float v307 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v308 = morph_fma_f32(v305, v307, v306);
    float v309 = as_float(0x4b400000u) /* 12582912 */;
    float v310 = v308 - v309;
    int v311 = as_int(v308);
    int v312 = 1262485504;
    int v313 = as_int(as_uint(v311) - as_uint(v312));
    float v314 = as_float(0x3f317218u) /* 0.693147182 */;
    float v315 = morph_fma_f32(v310, v314, v305);
    float v316 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v317 = morph_fma_f32(v310, v316, v300);
    float v318 = v315 + v317;
    float v319 = as_float(as_uint(v318) ^ 0x80000000u);
    float v320 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v321 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v322 = morph_fma_f32(v319, v321, v320);
    float v323 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v324 = morph_fma_f32(v319, v322, v323);
    float v325 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v326 = morph_fma_f32(v319, v324, v325);
    float v327 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v328 = morph_fma_f32(v319, v326, v327);
    float v329 = as_float(0x3f000000u) /* 0.5 */;
    float v330 = morph_fma_f32(v319, v328, v329);
    float v331 = v319 * v319;
    float v332 = morph_fma_f32(v331, v330, v319);
    float v333 = v301 + v332;
    float v334 = v333 - v301;
    float v335 = v332 - v334;
    int v336 = 0;
    uint v337 = (v313 > v336) ? 1u : 0u;
    int v338 = 126;
    int v339 = 0;
    int v340 = as_int(as_uint(v339) - as_uint(v313));
    int v341 = v337 != 0u ? v313 : v340;
    int v342 = v341 < v338 ? v341 : v338;
    int v343 = 0;
    int v344 = as_int(as_uint(v343) - as_uint(v342));
    int v345 = 127;
    int v346 = as_int(as_uint(v344) + as_uint(v345));
    int v347 = 23;
    int v348 = as_int(as_uint(v346) << (as_uint(v347) & 31u));
    float v349 = as_float(v348);
    float v350 = v337 != 0u ? v333 : v301;
    float v351 = v333 * v349;
    float v352 = v337 != 0u ? v349 : v351;
    float v353 = v335 * v349;
    float v354 = v337 != 0u ? v335 : v353;
    float v355 = v350 + v352;
    float v356 = v355 - v350;
    float v357 = v352 - v356;
    float v358 = v357 + v354;
    float v359 = morph_div_f32(v301, v355);
    float v360 = v299 * v359;
    float v361 = as_float(as_uint(v299) ^ 0x80000000u);
    float v362 = morph_fma_f32(v360, v355, v361);
    float v363 = morph_fma_f32(v360, v358, v362);
    float v364 = as_float(as_uint(v359) ^ 0x80000000u);
    float v365 = morph_fma_f32(v363, v364, v360);
    int v366 = 0;
    int v367 = 126;
    int v368 = as_int(as_uint(v313) - as_uint(v367));
    int v369 = v368 < v366 ? v366 : v368;
    int v370 = 0;
    int v371 = as_int(as_uint(v370) - as_uint(v369));
    int v372 = 127;
    int v373 = as_int(as_uint(v371) + as_uint(v372));
    int v374 = 23;
    int v375 = as_int(as_uint(v373) << (as_uint(v374) & 31u));
    float v376 = as_float(v375);
    float v377 = v337 != 0u ? v349 : v301;
    float v378 = v365 * v376;
    float v379 = v378 * v377;
    float v380 = as_float(0x7f800000u) /* inf */;
    uint v381 = (v295 < v380) ? 1u : 0u;
    float v382 = v381 != 0u ? v379 : v295;
    p_out0[(v9 + 0u)] = v115;
    p_out0[(v9 + 1u)] = v204;
    p_out0[(v9 + 2u)] = v293;
    p_out0[(v9 + 3u)] = v382;
  }
}
