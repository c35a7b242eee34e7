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
    float v23 = as_float(0xc32e0000u) /* -174 */;
    float v24 = as_float(0xc32e0000u) /* -174 */;
    uint v25 = (v15 >= v24) ? 1u : 0u;
    float v26 = v25 != 0u ? v15 : v23;
    float v27 = as_float(0x00000000u) /* 0 */;
    float v28 = as_float(0x3f800000u) /* 1 */;
    float v29 = as_float(0x42f00000u) /* 120 */;
    float v30 = as_float(0x42f00000u) /* 120 */;
    uint v31 = (v26 <= v30) ? 1u : 0u;
    float v32 = v31 != 0u ? v26 : v29;
    float v33 = as_float(0x4b400000u) /* 12582912 */;
    float v34 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v35 = morph_fma_f32(v32, v34, v33);
    float v36 = as_float(0x4b400000u) /* 12582912 */;
    float v37 = v35 - v36;
    int v38 = as_int(v35);
    int v39 = 1262485504;
    int v40 = as_int(as_uint(v38) - as_uint(v39));
    float v41 = as_float(0x3f317218u) /* 0.693147182 */;
    float v42 = morph_fma_f32(v37, v41, v32);
    float v43 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v44 = morph_fma_f32(v37, v43, v27);
    float v45 = v42 + v44;
    float v46 = as_float(as_uint(v45) ^ 0x80000000u);
    float v47 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v48 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v49 = morph_fma_f32(v46, v48, v47);
    float v50 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v51 = morph_fma_f32(v46, v49, v50);
    float v52 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v53 = morph_fma_f32(v46, v51, v52);
    float v54 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v55 = morph_fma_f32(v46, v53, v54);
    float v56 = as_float(0x3f000000u) /* 0.5 */;
    float v57 = morph_fma_f32(v46, v55, v56);
    float v58 = v46 * v46;
    float v59 = morph_fma_f32(v58, v57, v46);
    float v60 = v28 + v59;
    float v61 = v60 - v28;
    float v62 = v59 - v61;
    int v63 = 0;
    uint v64 = (v40 > v63) ? 1u : 0u;
    int v65 = 126;
    int v66 = 0;
    int v67 = as_int(as_uint(v66) - as_uint(v40));
    int v68 = v64 != 0u ? v40 : v67;
    int v69 = v68 < v65 ? v68 : v65;
    int v70 = 0;
    int v71 = as_int(as_uint(v70) - as_uint(v69));
    int v72 = 127;
    int v73 = as_int(as_uint(v71) + as_uint(v72));
    int v74 = 23;
    int v75 = as_int(as_uint(v73) << (as_uint(v74) & 31u));
    float v76 = as_float(v75);
    float v77 = v64 != 0u ? v60 : v28;
    float v78 = v60 * v76;
    float v79 = v64 != 0u ? v76 : v78;
    float v80 = v62 * v76;
    float v81 = v64 != 0u ? v62 : v80;
    float v82 = v77 + v79;
    float v83 = v82 - v77;
    float v84 = v79 - v83;
    float v85 = v84 + v81;
    float v86 = morph_div_f32(v28, v82);
    float v87 = v26 * v86;
    float v88 = as_float(as_uint(v26) ^ 0x80000000u);
    float v89 = morph_fma_f32(v87, v82, v88);
    float v90 = morph_fma_f32(v87, v85, v89);
    float v91 = as_float(as_uint(v86) ^ 0x80000000u);
    float v92 = morph_fma_f32(v90, v91, v87);
    int v93 = 0;
    int v94 = 126;
    int v95 = as_int(as_uint(v40) - as_uint(v94));
    int v96 = v95 < v93 ? v93 : v95;
    int v97 = 0;
    int v98 = as_int(as_uint(v97) - as_uint(v96));
    int v99 = 127;
    int v100 = as_int(as_uint(v98) + as_uint(v99));
    int v101 = 23;
    int v102 = as_int(as_uint(v100) << (as_uint(v101) & 31u));
    float v103 = as_float(v102);
    float v104 = v64 != 0u ? v76 : v28;
    float v105 = v92 * v103;
    float v106 = v105 * v104;
    float v107 = as_float(0x7f800000u) /* inf */;
    uint v108 = (v15 < v107) ? 1u : 0u;
    float v109 = v108 != 0u ? v106 : v15;
    float v110 = v109 * v19;
    float v111 = as_float(0xc32e0000u) /* -174 */;
    float v112 = as_float(0xc32e0000u) /* -174 */;
    uint v113 = (v16 >= v112) ? 1u : 0u;
    float v114 = v113 != 0u ? v16 : v111;
    float v115 = as_float(0x00000000u) /* 0 */;
    float v116 = as_float(0x3f800000u) /* 1 */;
    float v117 = as_float(0x42f00000u) /* 120 */;
    float v118 = as_float(0x42f00000u) /* 120 */;
    uint v119 = (v114 <= v118) ? 1u : 0u;
    float v120 = v119 != 0u ? v114 : v117;
    float v121 = as_float(0x4b400000u) /* 12582912 */;
    float v122 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v123 = morph_fma_f32(v120, v122, v121);
    float v124 = as_float(0x4b400000u) /* 12582912 */;
    float v125 = v123 - v124;
    int v126 = as_int(v123);
    int v127 = 1262485504;
    int v128 = as_int(as_uint(v126) - as_uint(v127));
    float v129 = as_float(0x3f317218u) /* 0.693147182 */;
    float v130 = morph_fma_f32(v125, v129, v120);
    float v131 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v132 = morph_fma_f32(v125, v131, v115);
    float v133 = v130 + v132;
    float v134 = as_float(as_uint(v133) ^ 0x80000000u);
    float v135 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v136 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v137 = morph_fma_f32(v134, v136, v135);
    float v138 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v139 = morph_fma_f32(v134, v137, v138);
    float v140 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v141 = morph_fma_f32(v134, v139, v140);
    float v142 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v143 = morph_fma_f32(v134, v141, v142);
    float v144 = as_float(0x3f000000u) /* 0.5 */;
    float v145 = morph_fma_f32(v134, v143, v144);
    float v146 = v134 * v134;
    float v147 = morph_fma_f32(v146, v145, v134);
    float v148 = v116 + v147;
    float v149 = v148 - v116;
    float v150 = v147 - v149;
    int v151 = 0;
    uint v152 = (v128 > v151) ? 1u : 0u;
    int v153 = 126;
    int v154 = 0;
    int v155 = as_int(as_uint(v154) - as_uint(v128));
    int v156 = v152 != 0u ? v128 : v155;
    int v157 = v156 < v153 ? v156 : v153;
    int v158 = 0;
    int v159 = as_int(as_uint(v158) - as_uint(v157));
    int v160 = 127;
    int v161 = as_int(as_uint(v159) + as_uint(v160));
    int v162 = 23;
    int v163 = as_int(as_uint(v161) << (as_uint(v162) & 31u));
    float v164 = as_float(v163);
    float v165 = v152 != 0u ? v148 : v116;
    float v166 = v148 * v164;
    float v167 = v152 != 0u ? v164 : v166;
    float v168 = v150 * v164;
    float v169 = v152 != 0u ? v150 : v168;
    float v170 = v165 + v167;
    float v171 = v170 - v165;
    float v172 = v167 - v171;
    float v173 = v172 + v169;
    float v174 = morph_div_f32(v116, v170);
    float v175 = v114 * v174;
    float v176 = as_float(as_uint(v114) ^ 0x80000000u);
    float v177 = morph_fma_f32(v175, v170, v176);
    float v178 = morph_fma_f32(v175, v173, v177);
    float v179 = as_float(as_uint(v174) ^ 0x80000000u);
    float v180 = morph_fma_f32(v178, v179, v175);
    int v181 = 0;
    int v182 = 126;
    int v183 = as_int(as_uint(v128) - as_uint(v182));
    int v184 = v183 < v181 ? v181 : v183;
    int v185 = 0;
    int v186 = as_int(as_uint(v185) - as_uint(v184));
    int v187 = 127;
    int v188 = as_int(as_uint(v186) + as_uint(v187));
    int v189 = 23;
    int v190 = as_int(as_uint(v188) << (as_uint(v189) & 31u));
    float v191 = as_float(v190);
    float v192 = v152 != 0u ? v164 : v116;
    float v193 = v180 * v191;
    float v194 = v193 * v192;
    float v195 = as_float(0x7f800000u) /* inf */;
    uint v196 = (v16 < v195) ? 1u : 0u;
    float v197 = v196 != 0u ? v194 : v16;
    float v198 = v197 * v20;
    float v199 = as_float(0xc32e0000u) /* -174 */;
    float v200 = as_float(0xc32e0000u) /* -174 */;
    uint v201 = (v17 >= v200) ? 1u : 0u;
    float v202 = v201 != 0u ? v17 : v199;
    float v203 = as_float(0x00000000u) /* 0 */;
    float v204 = as_float(0x3f800000u) /* 1 */;
    float v205 = as_float(0x42f00000u) /* 120 */;
    float v206 = as_float(0x42f00000u) /* 120 */;
    uint v207 = (v202 <= v206) ? 1u : 0u;
    float v208 = v207 != 0u ? v202 : v205;
    float v209 = as_float(0x4b400000u) /* 12582912 */;
    float v210 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v211 = morph_fma_f32(v208, v210, v209);
    float v212 = as_float(0x4b400000u) /* 12582912 */;
    float v213 = v211 - v212;
    int v214 = as_int(v211);
    int v215 = 1262485504;
    int v216 = as_int(as_uint(v214) - as_uint(v215));
    float v217 = as_float(0x3f317218u) /* 0.693147182 */;
    float v218 = morph_fma_f32(v213, v217, v208);
    float v219 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v220 = morph_fma_f32(v213, v219, v203);
    float v221 = v218 + v220;
    float v222 = as_float(as_uint(v221) ^ 0x80000000u);
    float v223 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v224 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v225 = morph_fma_f32(v222, v224, v223);
    float v226 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v227 = morph_fma_f32(v222, v225, v226);
    float v228 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v229 = morph_fma_f32(v222, v227, v228);
    float v230 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v231 = morph_fma_f32(v222, v229, v230);
    float v232 = as_float(0x3f000000u) /* 0.5 */;
    float v233 = morph_fma_f32(v222, v231, v232);
    float v234 = v222 * v222;
    float v235 = morph_fma_f32(v234, v233, v222);
    float v236 = v204 + v235;
    float v237 = v236 - v204;
    float v238 = v235 - v237;
    int v239 = 0;
    uint v240 = (v216 > v239) ? 1u : 0u;
    int v241 = 126;
    int v242 = 0;
    int v243 = as_int(as_uint(v242) - as_uint(v216));
    int v244 = v240 != 0u ? v216 : v243;
    int v245 = v244 < v241 ? v244 : v241;
    int v246 = 0;
    int v247 = as_int(as_uint(v246) - as_uint(v245));
    int v248 = 127;
    int v249 = as_int(as_uint(v247) + as_uint(v248));
    int v250 = 23;
    int v251 = as_int(as_uint(v249) << (as_uint(v250) & 31u));
    float v252 = as_float(v251);
    float v253 = v240 != 0u ? v236 : v204;
    float v254 = v236 * v252;
    float v255 = v240 != 0u ? v252 : v254;
    float v256 = v238 * v252;
    float v257 = v240 != 0u ? v238 : v256;
    float v258 = v253 + v255;
    float v259 = v258 - v253;
    float v260 = v255 - v259;
    float v261 = v260 + v257;
    float v262 = morph_div_f32(v204, v258);
    float v263 = v202 * v262;
    float v264 = as_float(as_uint(v202) ^ 0x80000000u);
    float v265 = morph_fma_f32(v263, v258, v264);
    float v266 = morph_fma_f32(v263, v261, v265);
    float v267 = as_float(as_uint(v262) ^ 0x80000000u);
    float v268 = morph_fma_f32(v266, v267, v263);
    int v269 = 0;
    int v270 = 126;
    int v271 = as_int(as_uint(v216) - as_uint(v270));
    int v272 = v271 < v269 ? v269 : v271;
    int v273 = 0;
    int v274 = as_int(as_uint(v273) - as_uint(v272));
    int v275 = 127;
    int v276 = as_int(as_uint(v274) + as_uint(v275));
    int v277 = 23;
    int v278 = as_int(as_uint(v276) << (as_uint(v277) & 31u));
    float v279 = as_float(v278);
    float v280 = v240 != 0u ? v252 : v204;
    float v281 = v268 * v279;
    float v282 = v281 * v280;
    float v283 = as_float(0x7f800000u) /* inf */;
    uint v284 = (v17 < v283) ? 1u : 0u;
    float v285 = v284 != 0u ? v282 : v17;
    float v286 = v285 * v21;
    float v287 = as_float(0xc32e0000u) /* -174 */;
    float v288 = as_float(0xc32e0000u) /* -174 */;
    uint v289 = (v18 >= v288) ? 1u : 0u;
    float v290 = v289 != 0u ? v18 : v287;
    float v291 = as_float(0x00000000u) /* 0 */;
    float v292 = as_float(0x3f800000u) /* 1 */;
    float v293 = as_float(0x42f00000u) /* 120 */;
    float v294 = as_float(0x42f00000u) /* 120 */;
    uint v295 = (v290 <= v294) ? 1u : 0u;
    float v296 = v295 != 0u ? v290 : v293;
    float v297 = as_float(0x4b400000u) /* 12582912 */;
    float v298 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v299 = morph_fma_f32(v296, v298, v297);
    float v300 = as_float(0x4b400000u) /* 12582912 */;
    float v301 = v299 - v300;
    int v302 = as_int(v299);
    int v303 = 1262485504;
    int v304 = as_int(as_uint(v302) - as_uint(v303));
    float v305 = as_float(0x3f317218u) /* 0.693147182 */;
    float v306 = morph_fma_f32(v301, v305, v296);
    float v307 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v308 = morph_fma_f32(v301, v307, v291);
    float v309 = v306 + v308;
    float v310 = as_float(as_uint(v309) ^ 0x80000000u);
    float v311 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v312 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v313 = morph_fma_f32(v310, v312, v311);
    float v314 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v315 = morph_fma_f32(v310, v313, v314);
    float v316 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v317 = morph_fma_f32(v310, v315, v316);
    float v318 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v319 = morph_fma_f32(v310, v317, v318);
    float v320 = as_float(0x3f000000u) /* 0.5 */;
    float v321 = morph_fma_f32(v310, v319, v320);
    float v322 = v310 * v310;
    float v323 = morph_fma_f32(v322, v321, v310);
    float v324 = v292 + v323;
    float v325 = v324 - v292;
    float v326 = v323 - v325;
    int v327 = 0;
    uint v328 = (v304 > v327) ? 1u : 0u;
    int v329 = 126;
    int v330 = 0;
    int v331 = as_int(as_uint(v330) - as_uint(v304));
    int v332 = v328 != 0u ? v304 : v331;
    int v333 = v332 < v329 ? v332 : v329;
    int v334 = 0;
    int v335 = as_int(as_uint(v334) - as_uint(v333));
    int v336 = 127;
    int v337 = as_int(as_uint(v335) + as_uint(v336));
    int v338 = 23;
    int v339 = as_int(as_uint(v337) << (as_uint(v338) & 31u));
    float v340 = as_float(v339);
    float v341 = v328 != 0u ? v324 : v292;
    float v342 = v324 * v340;
    float v343 = v328 != 0u ? v340 : v342;
    float v344 = v326 * v340;
    float v345 = v328 != 0u ? v326 : v344;
    float v346 = v341 + v343;
    float v347 = v346 - v341;
    float v348 = v343 - v347;
    float v349 = v348 + v345;
    float v350 = morph_div_f32(v292, v346);
    float v351 = v290 * v350;
    float v352 = as_float(as_uint(v290) ^ 0x80000000u);
    float v353 = morph_fma_f32(v351, v346, v352);
    float v354 = morph_fma_f32(v351, v349, v353);
    float v355 = as_float(as_uint(v350) ^ 0x80000000u);
    float v356 = morph_fma_f32(v354, v355, v351);
    int v357 = 0;
    int v358 = 126;
    int v359 = as_int(as_uint(v304) - as_uint(v358));
    int v360 = v359 < v357 ? v357 : v359;
    int v361 = 0;
    int v362 = as_int(as_uint(v361) - as_uint(v360));
    int v363 = 127;
    int v364 = as_int(as_uint(v362) + as_uint(v363));
    int v365 = 23;
    int v366 = as_int(as_uint(v364) << (as_uint(v365) & 31u));
    float v367 = as_float(v366);
    float v368 = v328 != 0u ? v340 : v292;
    float v369 = v356 * v367;
    float v370 = v369 * v368;
    float v371 = as_float(0x7f800000u) /* inf */;
    uint v372 = (v18 < v371) ? 1u : 0u;
    float v373 = v372 != 0u ? v370 : v18;
    float v374 = v373 * v22;
    p_out0[(v9 + 0u)] = v110;
    p_out0[(v9 + 1u)] = v198;
    p_out0[(v9 + 2u)] = v286;
    p_out0[(v9 + 3u)] = v374;
  }
}
