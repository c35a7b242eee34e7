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
    int v76 = 127;
    int v77 = as_int(as_uint(v76) - as_uint(v75));
    int v78 = 23;
    int v79 = as_int(as_uint(v77) << (as_uint(v78) & 31u));
    float v80 = as_float(v79);
    float v81 = v70 != 0u ? v66 : v34;
    float v82 = v66 * v80;
    float v83 = v70 != 0u ? v80 : v82;
    float v84 = v68 * v80;
    float v85 = v70 != 0u ? v68 : v84;
    float v86 = v81 + v83;
    float v87 = v86 - v81;
    float v88 = v83 - v87;
    float v89 = v88 + v85;
    float v90 = morph_div_f32(v34, v86);
    float v91 = v32 * v90;
    float v92 = as_float(as_uint(v32) ^ 0x80000000u);
    float v93 = morph_fma_f32(v91, v86, v92);
    float v94 = morph_fma_f32(v91, v89, v93);
    float v95 = as_float(as_uint(v90) ^ 0x80000000u);
    float v96 = morph_fma_f32(v94, v95, v91);
    int v97 = 0;
    int v98 = 126;
    int v99 = as_int(as_uint(v46) - as_uint(v98));
    int v100 = v99 < v97 ? v97 : v99;
    int v101 = 127;
    int v102 = as_int(as_uint(v101) - as_uint(v100));
    int v103 = 23;
    int v104 = as_int(as_uint(v102) << (as_uint(v103) & 31u));
    float v105 = as_float(v104);
    float v106 = v70 != 0u ? v80 : v34;
    float v107 = v96 * v105;
    float v108 = v107 * v106;
    float v109 = as_float(0x7f800000u) /* inf */;
    uint v110 = (v28 < v109) ? 1u : 0u;
    float v111 = v110 != 0u ? v108 : v28;
    float v112 = v16 * v20;
    float v113 = v112 + v24;
    float v114 = as_float(0xc32e0000u) /* -174 */;
    float v115 = as_float(0xc32e0000u) /* -174 */;
    uint v116 = (v113 >= v115) ? 1u : 0u;
    float v117 = v116 != 0u ? v113 : v114;
    float v118 = as_float(0x00000000u) /* 0 */;
    float v119 = as_float(0x3f800000u) /* 1 */;
    float v120 = as_float(0x42f00000u) /* 120 */;
    float v121 = as_float(0x42f00000u) /* 120 */;
    uint v122 = (v117 <= v121) ? 1u : 0u;
    float v123 = v122 != 0u ? v117 : v120;
    float v124 = as_float(0x4b400000u) /* 12582912 */;
    float v125 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v126 = morph_fma_f32(v123, v125, v124);
    float v127 = as_float(0x4b400000u) /* 12582912 */;
    float v128 = v126 - v127;
    int v129 = as_int(v126);
    int v130 = 1262485504;
    int v131 = as_int(as_uint(v129) - as_uint(v130));
    float v132 = as_float(0x3f317218u) /* 0.693147182 */;
    float v133 = morph_fma_f32(v128, v132, v123);
    float v134 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v135 = morph_fma_f32(v128, v134, v118);
    float v136 = v133 + v135;
    float v137 = as_float(as_uint(v136) ^ 0x80000000u);
    float v138 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v139 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v140 = morph_fma_f32(v137, v139, v138);
    float v141 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v142 = morph_fma_f32(v137, v140, v141);
    float v143 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v144 = morph_fma_f32(v137, v142, v143);
    float v145 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v146 = morph_fma_f32(v137, v144, v145);
    float v147 = as_float(0x3f000000u) /* 0.5 */;
    float v148 = morph_fma_f32(v137, v146, v147);
    float v149 = v137 * v137;
    float v150 = morph_fma_f32(v149, v148, v137);
    float v151 = v119 + v150;
    float v152 = v151 - v119;
    float v153 = v150 - v152;
    int v154 = 0;
    uint v155 = (v131 > v154) ? 1u : 0u;
    int v156 = 126;
    int v157 = 0;
    int v158 = as_int(as_uint(v157) - as_uint(v131));
    int v159 = v155 != 0u ? v131 : v158;
    int v160 = v159 < v156 ? v159 : v156;
    int v161 = 127;
    int v162 = as_int(as_uint(v161) - as_uint(v160));
    int v163 = 23;
    int v164 = as_int(as_uint(v162) << (as_uint(v163) & 31u));
    float v165 = as_float(v164);
    float v166 = v155 != 0u ? v151 : v119;
    float v167 = v151 * v165;
    float v168 = v155 != 0u ? v165 : v167;
    float v169 = v153 * v165;
    float v170 = v155 != 0u ? v153 : v169;
    float v171 = v166 + v168;
    float v172 = v171 - v166;
    float v173 = v168 - v172;
    float v174 = v173 + v170;
    float v175 = morph_div_f32(v119, v171);
    float v176 = v117 * v175;
    float v177 = as_float(as_uint(v117) ^ 0x80000000u);
    float v178 = morph_fma_f32(v176, v171, v177);
    float v179 = morph_fma_f32(v176, v174, v178);
    float v180 = as_float(as_uint(v175) ^ 0x80000000u);
    float v181 = morph_fma_f32(v179, v180, v176);
    int v182 = 0;
    int v183 = 126;
    int v184 = as_int(as_uint(v131) - as_uint(v183));
    int v185 = v184 < v182 ? v182 : v184;
    int v186 = 127;
    int v187 = as_int(as_uint(v186) - as_uint(v185));
    int v188 = 23;
    int v189 = as_int(as_uint(v187) << (as_uint(v188) & 31u));
    float v190 = as_float(v189);
    float v191 = v155 != 0u ? v165 : v119;
    float v192 = v181 * v190;
    float v193 = v192 * v191;
    float v194 = as_float(0x7f800000u) /* inf */;
    uint v195 = (v113 < v194) ? 1u : 0u;
    float v196 = v195 != 0u ? v193 : v113;
    float v197 = v17 * v21;
    float v198 = v197 + v25;
    float v199 = as_float(0xc32e0000u) /* -174 */;
    float v200 = as_float(0xc32e0000u) /* -174 */;
    uint v201 = (v198 >= v200) ? 1u : 0u;
    float v202 = v201 != 0u ? v198 : v199;
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
    int v246 = 127;
    int v247 = as_int(as_uint(v246) - as_uint(v245));
    int v248 = 23;
    int v249 = as_int(as_uint(v247) << (as_uint(v248) & 31u));
    float v250 = as_float(v249);
    float v251 = v240 != 0u ? v236 : v204;
    float v252 = v236 * v250;
    float v253 = v240 != 0u ? v250 : v252;
    float v254 = v238 * v250;
    float v255 = v240 != 0u ? v238 : v254;
    float v256 = v251 + v253;
    float v257 = v256 - v251;
    float v258 = v253 - v257;
    float v259 = v258 + v255;
    float v260 = morph_div_f32(v204, v256);
    float v261 = v202 * v260;
    float v262 = as_float(as_uint(v202) ^ 0x80000000u);
    float v263 = morph_fma_f32(v261, v256, v262);
    float v264 = morph_fma_f32(v261, v259, v263);
    float v265 = as_float(as_uint(v260) ^ 0x80000000u);
    float v266 = morph_fma_f32(v264, v265, v261);
    int v267 = 0;
    int v268 = 126;
    int v269 = as_int(as_uint(v216) - as_uint(v268));
    int v270 = v269 < v267 ? v267 : v269;
    int v271 = 127;
    int v272 = as_int(as_uint(v271) - as_uint(v270));
    int v273 = 23;
    int v274 = as_int(as_uint(v272) << (as_uint(v273) & 31u));
    float v275 = as_float(v274);
    float v276 = v240 != 0u ? v250 : v204;
    float v277 = v266 * v275;
    float v278 = v277 * v276;
    float v279 = as_float(0x7f800000u) /* inf */;
    uint v280 = (v198 < v279) ? 1u : 0u;
    float v281 = v280 != 0u ? v278 : v198;
    float v282 = v18 * v22;
    float v283 = v282 + v26;
    float v284 = as_float(0xc32e0000u) /* -174 */;
    float v285 = as_float(0xc32e0000u) /* -174 */;
    uint v286 = (v283 >= v285) ? 1u : 0u;
    float v287 = v286 != 0u ? v283 : v284;
    float v288 = as_float(0x00000000u) /* 0 */;
    float v289 = as_float(0x3f800000u) /* 1 */;
    float v290 = as_float(0x42f00000u) /* 120 */;
    float v291 = as_float(0x42f00000u) /* 120 */;
    uint v292 = (v287 <= v291) ? 1u : 0u;
    float v293 = v292 != 0u ? v287 : v290;
    float v294 = as_float(0x4b400000u) /* 12582912 */;
    float v295 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v296 = morph_fma_f32(v293, v295, v294);
    float v297 = as_float(0x4b400000u) /* 12582912 */;
    float v298 = v296 - v297;
    int v299 = as_int(v296);
    int v300 = 1262485504;
    int v301 = as_int(as_uint(v299) - as_uint(v300));
    float v302 = as_float(0x3f317218u) /* 0.693147182 */;
    float v303 = morph_fma_f32(v298, v302, v293);
    float v304 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v305 = morph_fma_f32(v298, v304, v288);
    float v306 = v303 + v305;
    float v307 = as_float(as_uint(v306) ^ 0x80000000u);
    float v308 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v309 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v310 = morph_fma_f32(v307, v309, v308);
    float v311 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v312 = morph_fma_f32(v307, v310, v311);
    float v313 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v314 = morph_fma_f32(v307, v312, v313);
    float v315 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v316 = morph_fma_f32(v307, v314, v315);
    float v317 = as_float(0x3f000000u) /* 0.5 */;
    float v318 = morph_fma_f32(v307, v316, v317);
    float v319 = v307 * v307;
    float v320 = morph_fma_f32(v319, v318, v307);
    float v321 = v289 + v320;
    float v322 = v321 - v289;
    float v323 = v320 - v322;
    int v324 = 0;
    uint v325 = (v301 > v324) ? 1u : 0u;
    int v326 = 126;
    int v327 = 0;
    int v328 = as_int(as_uint(v327) - as_uint(v301));
    int v329 = v325 != 0u ? v301 : v328;
    int v330 = v329 < v326 ? v329 : v326;
    int v331 = 127;
    int v332 = as_int(as_uint(v331) - as_uint(v330));
    int v333 = 23;
    int v334 = as_int(as_uint(v332) << (as_uint(v333) & 31u));
    float v335 = as_float(v334);
    float v336 = v325 != 0u ? v321 : v289;
    float v337 = v321 * v335;
    float v338 = v325 != 0u ? v335 : v337;
    float v339 = v323 * v335;
    float v340 = v325 != 0u ? v323 : v339;
    float v341 = v336 + v338;
    float v342 = v341 - v336;
    float v343 = v338 - v342;
    float v344 = v343 + v340;
    float v345 = morph_div_f32(v289, v341);
    float v346 = v287 * v345;
    float v347 = as_float(as_uint(v287) ^ 0x80000000u);
    float v348 = morph_fma_f32(v346, v341, v347);
    float v349 = morph_fma_f32(v346, v344, v348);
    float v350 = as_float(as_uint(v345) ^ 0x80000000u);
    float v351 = morph_fma_f32(v349, v350, v346);
    int v352 = 0;
    int v353 = 126;
    int v354 = as_int(as_uint(v301) - as_uint(v353));
    int v355 = v354 < v352 ? v352 : v354;
    int v356 = 127;
    int v357 = as_int(as_uint(v356) - as_uint(v355));
    int v358 = 23;
    int v359 = as_int(as_uint(v357) << (as_uint(v358) & 31u));
    float v360 = as_float(v359);
    float v361 = v325 != 0u ? v335 : v289;
    float v362 = v351 * v360;
    float v363 = v362 * v361;
    float v364 = as_float(0x7f800000u) /* inf */;
    uint v365 = (v283 < v364) ? 1u : 0u;
    float v366 = v365 != 0u ? v363 : v283;
    p_out0[(v9 + 0u)] = v111;
    p_out0[(v9 + 1u)] = v196;
    p_out0[(v9 + 2u)] = v281;
    p_out0[(v9 + 3u)] = v366;
  }
}
