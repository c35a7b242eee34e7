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
    int v70 = 127;
    int v71 = as_int(as_uint(v70) - as_uint(v69));
    int v72 = 23;
    int v73 = as_int(as_uint(v71) << (as_uint(v72) & 31u));
    float v74 = as_float(v73);
    float v75 = v64 != 0u ? v60 : v28;
    float v76 = v60 * v74;
    float v77 = v64 != 0u ? v74 : v76;
    float v78 = v62 * v74;
    float v79 = v64 != 0u ? v62 : v78;
    float v80 = v75 + v77;
    float v81 = v80 - v75;
    float v82 = v77 - v81;
    float v83 = v82 + v79;
    float v84 = morph_div_f32(v28, v80);
    float v85 = v26 * v84;
    float v86 = as_float(as_uint(v26) ^ 0x80000000u);
    float v87 = morph_fma_f32(v85, v80, v86);
    float v88 = morph_fma_f32(v85, v83, v87);
    float v89 = as_float(as_uint(v84) ^ 0x80000000u);
    float v90 = morph_fma_f32(v88, v89, v85);
    int v91 = 0;
    int v92 = 126;
    int v93 = as_int(as_uint(v40) - as_uint(v92));
    int v94 = v93 < v91 ? v91 : v93;
    int v95 = 127;
    int v96 = as_int(as_uint(v95) - as_uint(v94));
    int v97 = 23;
    int v98 = as_int(as_uint(v96) << (as_uint(v97) & 31u));
    float v99 = as_float(v98);
    float v100 = v64 != 0u ? v74 : v28;
    float v101 = v90 * v99;
    float v102 = v101 * v100;
    float v103 = as_float(0x7f800000u) /* inf */;
    uint v104 = (v15 < v103) ? 1u : 0u;
    float v105 = v104 != 0u ? v102 : v15;
    float v106 = v105 * v19;
    float v107 = as_float(0xc32e0000u) /* -174 */;
    float v108 = as_float(0xc32e0000u) /* -174 */;
    uint v109 = (v16 >= v108) ? 1u : 0u;
    float v110 = v109 != 0u ? v16 : v107;
    float v111 = as_float(0x00000000u) /* 0 */;
    float v112 = as_float(0x3f800000u) /* 1 */;
    float v113 = as_float(0x42f00000u) /* 120 */;
    float v114 = as_float(0x42f00000u) /* 120 */;
    uint v115 = (v110 <= v114) ? 1u : 0u;
    float v116 = v115 != 0u ? v110 : v113;
    float v117 = as_float(0x4b400000u) /* 12582912 */;
    float v118 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v119 = morph_fma_f32(v116, v118, v117);
    float v120 = as_float(0x4b400000u) /* 12582912 */;
    float v121 = v119 - v120;
    int v122 = as_int(v119);
    int v123 = 1262485504;
    int v124 = as_int(as_uint(v122) - as_uint(v123));
    float v125 = as_float(0x3f317218u) /* 0.693147182 */;
    float v126 = morph_fma_f32(v121, v125, v116);
    float v127 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v128 = morph_fma_f32(v121, v127, v111);
    float v129 = v126 + v128;
    float v130 = as_float(as_uint(v129) ^ 0x80000000u);
    float v131 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v132 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v133 = morph_fma_f32(v130, v132, v131);
    float v134 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v135 = morph_fma_f32(v130, v133, v134);
    float v136 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v137 = morph_fma_f32(v130, v135, v136);
    float v138 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v139 = morph_fma_f32(v130, v137, v138);
    float v140 = as_float(0x3f000000u) /* 0.5 */;
    float v141 = morph_fma_f32(v130, v139, v140);
    float v142 = v130 * v130;
    float v143 = morph_fma_f32(v142, v141, v130);
    float v144 = v112 + v143;
    float v145 = v144 - v112;
    float v146 = v143 - v145;
    int v147 = 0;
    uint v148 = (v124 > v147) ? 1u : 0u;
    int v149 = 126;
    int v150 = 0;
    int v151 = as_int(as_uint(v150) - as_uint(v124));
    int v152 = v148 != 0u ? v124 : v151;
    int v153 = v152 < v149 ? v152 : v149;
    int v154 = 127;
    int v155 = as_int(as_uint(v154) - as_uint(v153));
    int v156 = 23;
    int v157 = as_int(as_uint(v155) << (as_uint(v156) & 31u));
    float v158 = as_float(v157);
    float v159 = v148 != 0u ? v144 : v112;
    float v160 = v144 * v158;
    float v161 = v148 != 0u ? v158 : v160;
    float v162 = v146 * v158;
    float v163 = v148 != 0u ? v146 : v162;
    float v164 = v159 + v161;
    float v165 = v164 - v159;
    float v166 = v161 - v165;
    float v167 = v166 + v163;
    float v168 = morph_div_f32(v112, v164);
    float v169 = v110 * v168;
    float v170 = as_float(as_uint(v110) ^ 0x80000000u);
    float v171 = morph_fma_f32(v169, v164, v170);
    float v172 = morph_fma_f32(v169, v167, v171);
    float v173 = as_float(as_uint(v168) ^ 0x80000000u);
    float v174 = morph_fma_f32(v172, v173, v169);
    int v175 = 0;
    int v176 = 126;
    int v177 = as_int(as_uint(v124) - as_uint(v176));
    int v178 = v177 < v175 ? v175 : v177;
    int v179 = 127;
    int v180 = as_int(as_uint(v179) - as_uint(v178));
    int v181 = 23;
    int v182 = as_int(as_uint(v180) << (as_uint(v181) & 31u));
    float v183 = as_float(v182);
    float v184 = v148 != 0u ? v158 : v112;
    float v185 = v174 * v183;
    float v186 = v185 * v184;
    float v187 = as_float(0x7f800000u) /* inf */;
    uint v188 = (v16 < v187) ? 1u : 0u;
    float v189 = v188 != 0u ? v186 : v16;
    float v190 = v189 * v20;
    float v191 = as_float(0xc32e0000u) /* -174 */;
    float v192 = as_float(0xc32e0000u) /* -174 */;
    uint v193 = (v17 >= v192) ? 1u : 0u;
    float v194 = v193 != 0u ? v17 : v191;
    float v195 = as_float(0x00000000u) /* 0 */;
    float v196 = as_float(0x3f800000u) /* 1 */;
    float v197 = as_float(0x42f00000u) /* 120 */;
    float v198 = as_float(0x42f00000u) /* 120 */;
    uint v199 = (v194 <= v198) ? 1u : 0u;
    float v200 = v199 != 0u ? v194 : v197;
    float v201 = as_float(0x4b400000u) /* 12582912 */;
    float v202 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v203 = morph_fma_f32(v200, v202, v201);
    float v204 = as_float(0x4b400000u) /* 12582912 */;
    float v205 = v203 - v204;
    int v206 = as_int(v203);
    int v207 = 1262485504;
    int v208 = as_int(as_uint(v206) - as_uint(v207));
    float v209 = as_float(0x3f317218u) /* 0.693147182 */;
    float v210 = morph_fma_f32(v205, v209, v200);
    float v211 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v212 = morph_fma_f32(v205, v211, v195);
    float v213 = v210 + v212;
    float v214 = as_float(as_uint(v213) ^ 0x80000000u);
    float v215 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v216 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v217 = morph_fma_f32(v214, v216, v215);
    float v218 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v219 = morph_fma_f32(v214, v217, v218);
    float v220 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v221 = morph_fma_f32(v214, v219, v220);
    float v222 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v223 = morph_fma_f32(v214, v221, v222);
    float v224 = as_float(0x3f000000u) /* 0.5 */;
    float v225 = morph_fma_f32(v214, v223, v224);
    float v226 = v214 * v214;
    float v227 = morph_fma_f32(v226, v225, v214);
    float v228 = v196 + v227;
    float v229 = v228 - v196;
    float v230 = v227 - v229;
    int v231 = 0;
    uint v232 = (v208 > v231) ? 1u : 0u;
    int v233 = 126;
    int v234 = 0;
    int v235 = as_int(as_uint(v234) - as_uint(v208));
    int v236 = v232 != 0u ? v208 : v235;
    int v237 = v236 < v233 ? v236 : v233;
    int v238 = 127;
    int v239 = as_int(as_uint(v238) - as_uint(v237));
    int v240 = 23;
    int v241 = as_int(as_uint(v239) << (as_uint(v240) & 31u));
    float v242 = as_float(v241);
    float v243 = v232 != 0u ? v228 : v196;
    float v244 = v228 * v242;
    float v245 = v232 != 0u ? v242 : v244;
    float v246 = v230 * v242;
    float v247 = v232 != 0u ? v230 : v246;
    float v248 = v243 + v245;
    float v249 = v248 - v243;
    float v250 = v245 - v249;
    float v251 = v250 + v247;
    float v252 = morph_div_f32(v196, v248);
    float v253 = v194 * v252;
    float v254 = as_float(as_uint(v194) ^ 0x80000000u);
    float v255 = morph_fma_f32(v253, v248, v254);
    float v256 = morph_fma_f32(v253, v251, v255);
    float v257 = as_float(as_uint(v252) ^ 0x80000000u);
    float v258 = morph_fma_f32(v256, v257, v253);
    int v259 = 0;
    int v260 = 126;
    int v261 = as_int(as_uint(v208) - as_uint(v260));
    int v262 = v261 < v259 ? v259 : v261;
    int v263 = 127;
    int v264 = as_int(as_uint(v263) - as_uint(v262));
    int v265 = 23;
    int v266 = as_int(as_uint(v264) << (as_uint(v265) & 31u));
    float v267 = as_float(v266);
    float v268 = v232 != 0u ? v242 : v196;
    float v269 = v258 * v267;
    float v270 = v269 * v268;
    float v271 = as_float(0x7f800000u) /* inf */;
    uint v272 = (v17 < v271) ? 1u : 0u;
    float v273 = v272 != 0u ? v270 : v17;
    float v274 = v273 * v21;
    float v275 = as_float(0xc32e0000u) /* -174 */;
    float v276 = as_float(0xc32e0000u) /* -174 */;
    uint v277 = (v18 >= v276) ? 1u : 0u;
    float v278 = v277 != 0u ? v18 : v275;
    float v279 = as_float(0x00000000u) /* 0 */;
    float v280 = as_float(0x3f800000u) /* 1 */;
    float v281 = as_float(0x42f00000u) /* 120 */;
    float v282 = as_float(0x42f00000u) /* 120 */;
    uint v283 = (v278 <= v282) ? 1u : 0u;
    float v284 = v283 != 0u ? v278 : v281;
    float v285 = as_float(0x4b400000u) /* 12582912 */;
    float v286 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v287 = morph_fma_f32(v284, v286, v285);
    float v288 = as_float(0x4b400000u) /* 12582912 */;
    float v289 = v287 - v288;
    int v290 = as_int(v287);
    int v291 = 1262485504;
    int v292 = as_int(as_uint(v290) - as_uint(v291));
    float v293 = as_float(0x3f317218u) /* 0.693147182 */;
    float v294 = morph_fma_f32(v289, v293, v284);
    float v295 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v296 = morph_fma_f32(v289, v295, v279);
    float v297 = v294 + v296;
    float v298 = as_float(as_uint(v297) ^ 0x80000000u);
    float v299 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v300 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v301 = morph_fma_f32(v298, v300, v299);
    float v302 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v303 = morph_fma_f32(v298, v301, v302);
    float v304 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v305 = morph_fma_f32(v298, v303, v304);
    float v306 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v307 = morph_fma_f32(v298, v305, v306);
    float v308 = as_float(0x3f000000u) /* 0.5 */;
    float v309 = morph_fma_f32(v298, v307, v308);
    float v310 = v298 * v298;
    float v311 = morph_fma_f32(v310, v309, v298);
    float v312 = v280 + v311;
    float v313 = v312 - v280;
    float v314 = v311 - v313;
    int v315 = 0;
    uint v316 = (v292 > v315) ? 1u : 0u;
    int v317 = 126;
    int v318 = 0;
    int v319 = as_int(as_uint(v318) - as_uint(v292));
    int v320 = v316 != 0u ? v292 : v319;
    int v321 = v320 < v317 ? v320 : v317;
    int v322 = 127;
    int v323 = as_int(as_uint(v322) - as_uint(v321));
    int v324 = 23;
    int v325 = as_int(as_uint(v323) << (as_uint(v324) & 31u));
    float v326 = as_float(v325);
    float v327 = v316 != 0u ? v312 : v280;
    float v328 = v312 * v326;
    float v329 = v316 != 0u ? v326 : v328;
    float v330 = v314 * v326;
    float v331 = v316 != 0u ? v314 : v330;
    float v332 = v327 + v329;
    float v333 = v332 - v327;
    float v334 = v329 - v333;
    float v335 = v334 + v331;
    float v336 = morph_div_f32(v280, v332);
    float v337 = v278 * v336;
    float v338 = as_float(as_uint(v278) ^ 0x80000000u);
    float v339 = morph_fma_f32(v337, v332, v338);
    float v340 = morph_fma_f32(v337, v335, v339);
    float v341 = as_float(as_uint(v336) ^ 0x80000000u);
    float v342 = morph_fma_f32(v340, v341, v337);
    int v343 = 0;
    int v344 = 126;
    int v345 = as_int(as_uint(v292) - as_uint(v344));
    int v346 = v345 < v343 ? v343 : v345;
    int v347 = 127;
    int v348 = as_int(as_uint(v347) - as_uint(v346));
    int v349 = 23;
    int v350 = as_int(as_uint(v348) << (as_uint(v349) & 31u));
    float v351 = as_float(v350);
    float v352 = v316 != 0u ? v326 : v280;
    float v353 = v342 * v351;
    float v354 = v353 * v352;
    float v355 = as_float(0x7f800000u) /* inf */;
    uint v356 = (v18 < v355) ? 1u : 0u;
    float v357 = v356 != 0u ? v354 : v18;
    float v358 = v357 * v22;
    p_out0[(v9 + 0u)] = v106;
    p_out0[(v9 + 1u)] = v190;
    p_out0[(v9 + 2u)] = v274;
    p_out0[(v9 + 3u)] = v358;
  }
}
