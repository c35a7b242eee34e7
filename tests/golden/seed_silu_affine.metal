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
    float v29 = as_float(0xc3480000u) /* -200 */;
    uint v30 = (v28 < v29) ? 1u : 0u;
    float v31 = v30 != 0u ? v29 : v28;
    float v32 = as_float(0x00000000u) /* 0 */;
    float v33 = as_float(0x00000000u) /* 0 */;
    uint v34 = (v31 < v33) ? 1u : 0u;
    float v35 = as_float(as_uint(v31) & 0x7fffffffu);
    float v36 = as_float(as_uint(v32) ^ 0x80000000u);
    float v37 = v34 != 0u ? v36 : v32;
    float v38 = as_float(0x432e0000u) /* 174 */;
    uint v39 = (v35 > v38) ? 1u : 0u;
    float v40 = v39 != 0u ? v38 : v35;
    float v41 = as_float(as_uint(v37) ^ 0x80000000u);
    float v42 = as_float(as_uint(v40) ^ 0x80000000u);
    float v43 = as_float(0x4b400000u) /* 12582912 */;
    float v44 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v45 = morph_fma_f32(v42, v44, v43);
    float v46 = as_float(0x4b400000u) /* 12582912 */;
    float v47 = v45 - v46;
    int v48 = as_int(v45);
    int v49 = 1262485504;
    int v50 = as_int(as_uint(v48) - as_uint(v49));
    float v51 = as_float(0x3f317218u) /* 0.693147182 */;
    float v52 = as_float(as_uint(v47) ^ 0x80000000u);
    float v53 = morph_fma_f32(v52, v51, v42);
    float v54 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v55 = as_float(as_uint(v47) ^ 0x80000000u);
    float v56 = morph_fma_f32(v55, v54, v41);
    float v57 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v58 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v59 = morph_fma_f32(v53, v58, v57);
    float v60 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v61 = morph_fma_f32(v53, v59, v60);
    float v62 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v63 = morph_fma_f32(v53, v61, v62);
    float v64 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v65 = morph_fma_f32(v53, v63, v64);
    float v66 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v67 = morph_fma_f32(v53, v65, v66);
    float v68 = as_float(0x3f000000u) /* 0.5 */;
    float v69 = morph_fma_f32(v53, v67, v68);
    float v70 = v53 * v53;
    float v71 = v70 * v69;
    float v72 = as_float(0x3f800000u) /* 1 */;
    float v73 = v72 + v53;
    float v74 = v73 - v72;
    float v75 = v53 - v74;
    float v76 = v73 + v71;
    float v77 = morph_fma_f32(v56, v76, v71);
    float v78 = v75 + v77;
    float v79 = v73 + v78;
    float v80 = v73 - v79;
    float v81 = v80 + v78;
    float v82 = as_float(0x3f800000u) /* 1 */;
    int v83 = -126;
    int v84 = v50 < v83 ? v83 : v50;
    int v85 = 127;
    int v86 = as_int(as_uint(v84) + as_uint(v85));
    int v87 = 23;
    int v88 = as_int(as_uint(v86) << (as_uint(v87) & 31u));
    float v89 = as_float(v88);
    float v90 = v79 * v89;
    float v91 = v81 * v89;
    float v92 = v82 + v90;
    float v93 = v82 - v92;
    float v94 = v93 + v90;
    float v95 = v94 + v91;
    float v96 = v31 * v79;
    float v97 = as_float(as_uint(v96) ^ 0x80000000u);
    float v98 = morph_fma_f32(v31, v79, v97);
    float v99 = v34 != 0u ? v96 : v31;
    float v100 = as_float(0x00000000u) /* 0 */;
    float v101 = morph_fma_f32(v31, v81, v98);
    float v102 = v34 != 0u ? v101 : v100;
    float v103 = as_float(0x3f800000u) /* 1 */;
    float v104 = morph_div_f32(v103, v92);
    float v105 = v99 * v104;
    float v106 = as_float(as_uint(v105) ^ 0x80000000u);
    float v107 = morph_fma_f32(v106, v92, v99);
    float v108 = v107 + v102;
    float v109 = as_float(as_uint(v105) ^ 0x80000000u);
    float v110 = morph_fma_f32(v109, v95, v108);
    float v111 = morph_fma_f32(v110, v104, v105);
    uint v112 = (v111 != v111) ? 1u : 0u;
    float v113 = as_float(0x00000000u) /* 0 */;
    uint v114 = (v105 == v113) ? 1u : 0u;
    uint v115 = v112 | v114;
    float v116 = v115 != 0u ? v105 : v111;
    int v117 = 0;
    int v118 = v34 != 0u ? v50 : v117;
    int v119 = 1;
    int v120 = v118 >> (as_uint(v119) & 31u);
    int v121 = as_int(as_uint(v118) - as_uint(v120));
    int v122 = 127;
    int v123 = as_int(as_uint(v121) + as_uint(v122));
    int v124 = 23;
    int v125 = as_int(as_uint(v123) << (as_uint(v124) & 31u));
    float v126 = as_float(v125);
    int v127 = 127;
    int v128 = as_int(as_uint(v120) + as_uint(v127));
    int v129 = 23;
    int v130 = as_int(as_uint(v128) << (as_uint(v129) & 31u));
    float v131 = as_float(v130);
    float v132 = v116 * v131;
    float v133 = v132 * v126;
    uint v134 = (v28 != v28) ? 1u : 0u;
    float v135 = v134 != 0u ? v28 : v133;
    float v136 = v16 * v20;
    float v137 = v136 + v24;
    float v138 = as_float(0xc3480000u) /* -200 */;
    uint v139 = (v137 < v138) ? 1u : 0u;
    float v140 = v139 != 0u ? v138 : v137;
    float v141 = as_float(0x00000000u) /* 0 */;
    float v142 = as_float(0x00000000u) /* 0 */;
    uint v143 = (v140 < v142) ? 1u : 0u;
    float v144 = as_float(as_uint(v140) & 0x7fffffffu);
    float v145 = as_float(as_uint(v141) ^ 0x80000000u);
    float v146 = v143 != 0u ? v145 : v141;
    float v147 = as_float(0x432e0000u) /* 174 */;
    uint v148 = (v144 > v147) ? 1u : 0u;
    float v149 = v148 != 0u ? v147 : v144;
    float v150 = as_float(as_uint(v146) ^ 0x80000000u);
    float v151 = as_float(as_uint(v149) ^ 0x80000000u);
    float v152 = as_float(0x4b400000u) /* 12582912 */;
    float v153 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v154 = morph_fma_f32(v151, v153, v152);
    float v155 = as_float(0x4b400000u) /* 12582912 */;
    float v156 = v154 - v155;
    int v157 = as_int(v154);
    int v158 = 1262485504;
    int v159 = as_int(as_uint(v157) - as_uint(v158));
    float v160 = as_float(0x3f317218u) /* 0.693147182 */;
    float v161 = as_float(as_uint(v156) ^ 0x80000000u);
    float v162 = morph_fma_f32(v161, v160, v151);
    float v163 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v164 = as_float(as_uint(v156) ^ 0x80000000u);
    float v165 = morph_fma_f32(v164, v163, v150);
    float v166 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v167 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v168 = morph_fma_f32(v162, v167, v166);
    float v169 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v170 = morph_fma_f32(v162, v168, v169);
    float v171 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v172 = morph_fma_f32(v162, v170, v171);
    float v173 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v174 = morph_fma_f32(v162, v172, v173);
    float v175 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v176 = morph_fma_f32(v162, v174, v175);
    float v177 = as_float(0x3f000000u) /* 0.5 */;
    float v178 = morph_fma_f32(v162, v176, v177);
    float v179 = v162 * v162;
    float v180 = v179 * v178;
    float v181 = as_float(0x3f800000u) /* 1 */;
    float v182 = v181 + v162;
    float v183 = v182 - v181;
    float v184 = v162 - v183;
    float v185 = v182 + v180;
    float v186 = morph_fma_f32(v165, v185, v180);
    float v187 = v184 + v186;
    float v188 = v182 + v187;
    float v189 = v182 - v188;
    float v190 = v189 + v187;
    float v191 = as_float(0x3f800000u) /* 1 */;
    int v192 = -126;
    int v193 = v159 < v192 ? v192 : v159;
    int v194 = 127;
    int v195 = as_int(as_uint(v193) + as_uint(v194));
    int v196 = 23;
    int v197 = as_int(as_uint(v195) << (as_uint(v196) & 31u));
    float v198 = as_float(v197);
    float v199 = v188 * v198;
    float v200 = v190 * v198;
    float v201 = v191 + v199;
    float v202 = v191 - v201;
    float v203 = v202 + v199;
    float v204 = v203 + v200;
    float v205 = v140 * v188;
    float v206 = as_float(as_uint(v205) ^ 0x80000000u);
    float v207 = morph_fma_f32(v140, v188, v206);
    float v208 = v143 != 0u ? v205 : v140;
    float v209 = as_float(0x00000000u) /* 0 */;
    float v210 = morph_fma_f32(v140, v190, v207);
    float v211 = v143 != 0u ? v210 : v209;
    float v212 = as_float(0x3f800000u) /* 1 */;
    float v213 = morph_div_f32(v212, v201);
    float v214 = v208 * v213;
    float v215 = as_float(as_uint(v214) ^ 0x80000000u);
    float v216 = morph_fma_f32(v215, v201, v208);
    float v217 = v216 + v211;
    float v218 = as_float(as_uint(v214) ^ 0x80000000u);
    float v219 = morph_fma_f32(v218, v204, v217);
    float v220 = morph_fma_f32(v219, v213, v214);
    uint v221 = (v220 != v220) ? 1u : 0u;
    float v222 = as_float(0x00000000u) /* 0 */;
    uint v223 = (v214 == v222) ? 1u : 0u;
    uint v224 = v221 | v223;
    float v225 = v224 != 0u ? v214 : v220;
    int v226 = 0;
    int v227 = v143 != 0u ? v159 : v226;
    int v228 = 1;
    int v229 = v227 >> (as_uint(v228) & 31u);
    int v230 = as_int(as_uint(v227) - as_uint(v229));
    int v231 = 127;
    int v232 = as_int(as_uint(v230) + as_uint(v231));
    int v233 = 23;
    int v234 = as_int(as_uint(v232) << (as_uint(v233) & 31u));
    float v235 = as_float(v234);
    int v236 = 127;
    int v237 = as_int(as_uint(v229) + as_uint(v236));
    int v238 = 23;
    int v239 = as_int(as_uint(v237) << (as_uint(v238) & 31u));
    float v240 = as_float(v239);
    float v241 = v225 * v240;
    float v242 = v241 * v235;
    uint v243 = (v137 != v137) ? 1u : 0u;
    float v244 = v243 != 0u ? v137 : v242;
    float v245 = v17 * v21;
    float v246 = v245 + v25;
    float v247 = as_float(0xc3480000u) /* -200 */;
    uint v248 = (v246 < v247) ? 1u : 0u;
    float v249 = v248 != 0u ? v247 : v246;
    float v250 = as_float(0x00000000u) /* 0 */;
    float v251 = as_float(0x00000000u) /* 0 */;
    uint v252 = (v249 < v251) ? 1u : 0u;
    float v253 = as_float(as_uint(v249) & 0x7fffffffu);
    float v254 = as_float(as_uint(v250) ^ 0x80000000u);
    float v255 = v252 != 0u ? v254 : v250;
    float v256 = as_float(0x432e0000u) /* 174 */;
    uint v257 = (v253 > v256) ? 1u : 0u;
    float v258 = v257 != 0u ? v256 : v253;
    float v259 = as_float(as_uint(v255) ^ 0x80000000u);
    float v260 = as_float(as_uint(v258) ^ 0x80000000u);
    float v261 = as_float(0x4b400000u) /* 12582912 */;
    float v262 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v263 = morph_fma_f32(v260, v262, v261);
    float v264 = as_float(0x4b400000u) /* 12582912 */;
    float v265 = v263 - v264;
    int v266 = as_int(v263);
    int v267 = 1262485504;
    int v268 = as_int(as_uint(v266) - as_uint(v267));
    float v269 = as_float(0x3f317218u) /* 0.693147182 */;
    float v270 = as_float(as_uint(v265) ^ 0x80000000u);
    float v271 = morph_fma_f32(v270, v269, v260);
    float v272 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v273 = as_float(as_uint(v265) ^ 0x80000000u);
    float v274 = morph_fma_f32(v273, v272, v259);
    float v275 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v276 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v277 = morph_fma_f32(v271, v276, v275);
    float v278 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v279 = morph_fma_f32(v271, v277, v278);
    float v280 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v281 = morph_fma_f32(v271, v279, v280);
    float v282 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v283 = morph_fma_f32(v271, v281, v282);
    float v284 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v285 = morph_fma_f32(v271, v283, v284);
    float v286 = as_float(0x3f000000u) /* 0.5 */;
    float v287 = morph_fma_f32(v271, v285, v286);
    float v288 = v271 * v271;
    float v289 = v288 * v287;
    float v290 = as_float(0x3f800000u) /* 1 */;
    float v291 = v290 + v271;
    float v292 = v291 - v290;
    float v293 = v271 - v292;
    float v294 = v291 + v289;
    float v295 = morph_fma_f32(v274, v294, v289);
    float v296 = v293 + v295;
    float v297 = v291 + v296;
    float v298 = v291 - v297;
    float v299 = v298 + v296;
    float v300 = as_float(0x3f800000u) /* 1 */;
    int v301 = -126;
    int v302 = v268 < v301 ? v301 : v268;
    int v303 = 127;
    int v304 = as_int(as_uint(v302) + as_uint(v303));
    int v305 = 23;
    int v306 = as_int(as_uint(v304) << (as_uint(v305) & 31u));
    float v307 = as_float(v306);
    float v308 = v297 * v307;
    float v309 = v299 * v307;
    float v310 = v300 + v308;
    float v311 = v300 - v310;
    float v312 = v311 + v308;
    float v313 = v312 + v309;
    float v314 = v249 * v297;
    float v315 = as_float(as_uint(v314) ^ 0x80000000u);
    float v316 = morph_fma_f32(v249, v297, v315);
    float v317 = v252 != 0u ? v314 : v249;
    float v318 = as_float(0x00000000u) /* 0 */;
    float v319 = morph_fma_f32(v249, v299, v316);
    float v320 = v252 != 0u ? v319 : v318;
    float v321 = as_float(0x3f800000u) /* 1 */;
    float v322 = morph_div_f32(v321, v310);
    float v323 = v317 * v322;
    float v324 = as_float(as_uint(v323) ^ 0x80000000u);
    float v325 = morph_fma_f32(v324, v310, v317);
    float v326 = v325 + v320;
    float v327 = as_float(as_uint(v323) ^ 0x80000000u);
    float v328 = morph_fma_f32(v327, v313, v326);
    float v329 = morph_fma_f32(v328, v322, v323);
    uint v330 = (v329 != v329) ? 1u : 0u;
    float v331 = as_float(0x00000000u) /* 0 */;
    uint v332 = (v323 == v331) ? 1u : 0u;
    uint v333 = v330 | v332;
    float v334 = v333 != 0u ? v323 : v329;
    int v335 = 0;
    int v336 = v252 != 0u ? v268 : v335;
    int v337 = 1;
    int v338 = v336 >> (as_uint(v337) & 31u);
    int v339 = as_int(as_uint(v336) - as_uint(v338));
    int v340 = 127;
    int v341 = as_int(as_uint(v339) + as_uint(v340));
    int v342 = 23;
    int v343 = as_int(as_uint(v341) << (as_uint(v342) & 31u));
    float v344 = as_float(v343);
    int v345 = 127;
    int v346 = as_int(as_uint(v338) + as_uint(v345));
    int v347 = 23;
    int v348 = as_int(as_uint(v346) << (as_uint(v347) & 31u));
    float v349 = as_float(v348);
    float v350 = v334 * v349;
    float v351 = v350 * v344;
    uint v352 = (v246 != v246) ? 1u : 0u;
    float v353 = v352 != 0u ? v246 : v351;
    float v354 = v18 * v22;
    float v355 = v354 + v26;
    float v356 = as_float(0xc3480000u) /* -200 */;
    uint v357 = (v355 < v356) ? 1u : 0u;
    float v358 = v357 != 0u ? v356 : v355;
    float v359 = as_float(0x00000000u) /* 0 */;
    float v360 = as_float(0x00000000u) /* 0 */;
    uint v361 = (v358 < v360) ? 1u : 0u;
    float v362 = as_float(as_uint(v358) & 0x7fffffffu);
    float v363 = as_float(as_uint(v359) ^ 0x80000000u);
    float v364 = v361 != 0u ? v363 : v359;
    float v365 = as_float(0x432e0000u) /* 174 */;
    uint v366 = (v362 > v365) ? 1u : 0u;
    float v367 = v366 != 0u ? v365 : v362;
    float v368 = as_float(as_uint(v364) ^ 0x80000000u);
    float v369 = as_float(as_uint(v367) ^ 0x80000000u);
    float v370 = as_float(0x4b400000u) /* 12582912 */;
    float v371 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v372 = morph_fma_f32(v369, v371, v370);
    float v373 = as_float(0x4b400000u) /* 12582912 */;
    float v374 = v372 - v373;
    int v375 = as_int(v372);
    int v376 = 1262485504;
    int v377 = as_int(as_uint(v375) - as_uint(v376));
    float v378 = as_float(0x3f317218u) /* 0.693147182 */;
    float v379 = as_float(as_uint(v374) ^ 0x80000000u);
    float v380 = morph_fma_f32(v379, v378, v369);
    float v381 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v382 = as_float(as_uint(v374) ^ 0x80000000u);
    float v383 = morph_fma_f32(v382, v381, v368);
    float v384 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v385 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v386 = morph_fma_f32(v380, v385, v384);
    float v387 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v388 = morph_fma_f32(v380, v386, v387);
    float v389 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v390 = morph_fma_f32(v380, v388, v389);
    float v391 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v392 = morph_fma_f32(v380, v390, v391);
    float v393 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v394 = morph_fma_f32(v380, v392, v393);
    float v395 = as_float(0x3f000000u) /* 0.5 */;
    float v396 = morph_fma_f32(v380, v394, v395);
    float v397 = v380 * v380;
    float v398 = v397 * v396;
    float v399 = as_float(0x3f800000u) /* 1 */;
    float v400 = v399 + v380;
    float v401 = v400 - v399;
    float v402 = v380 - v401;
    float v403 = v400 + v398;
    float v404 = morph_fma_f32(v383, v403, v398);
    float v405 = v402 + v404;
    float v406 = v400 + v405;
    float v407 = v400 - v406;
    float v408 = v407 + v405;
    float v409 = as_float(0x3f800000u) /* 1 */;
    int v410 = -126;
    int v411 = v377 < v410 ? v410 : v377;
    int v412 = 127;
    int v413 = as_int(as_uint(v411) + as_uint(v412));
    int v414 = 23;
    int v415 = as_int(as_uint(v413) << (as_uint(v414) & 31u));
    float v416 = as_float(v415);
    float v417 = v406 * v416;
    float v418 = v408 * v416;
    float v419 = v409 + v417;
    float v420 = v409 - v419;
    float v421 = v420 + v417;
    float v422 = v421 + v418;
    float v423 = v358 * v406;
    float v424 = as_float(as_uint(v423) ^ 0x80000000u);
    float v425 = morph_fma_f32(v358, v406, v424);
    float v426 = v361 != 0u ? v423 : v358;
    float v427 = as_float(0x00000000u) /* 0 */;
    float v428 = morph_fma_f32(v358, v408, v425);
    float v429 = v361 != 0u ? v428 : v427;
    float v430 = as_float(0x3f800000u) /* 1 */;
    float v431 = morph_div_f32(v430, v419);
    float v432 = v426 * v431;
    float v433 = as_float(as_uint(v432) ^ 0x80000000u);
    float v434 = morph_fma_f32(v433, v419, v426);
    float v435 = v434 + v429;
    float v436 = as_float(as_uint(v432) ^ 0x80000000u);
    float v437 = morph_fma_f32(v436, v422, v435);
    float v438 = morph_fma_f32(v437, v431, v432);
    uint v439 = (v438 != v438) ? 1u : 0u;
    float v440 = as_float(0x00000000u) /* 0 */;
    uint v441 = (v432 == v440) ? 1u : 0u;
    uint v442 = v439 | v441;
    float v443 = v442 != 0u ? v432 : v438;
    int v444 = 0;
    int v445 = v361 != 0u ? v377 : v444;
    int v446 = 1;
    int v447 = v445 >> (as_uint(v446) & 31u);
    int v448 = as_int(as_uint(v445) - as_uint(v447));
    int v449 = 127;
    int v450 = as_int(as_uint(v448) + as_uint(v449));
    int v451 = 23;
    int v452 = as_int(as_uint(v450) << (as_uint(v451) & 31u));
    float v453 = as_float(v452);
    int v454 = 127;
    int v455 = as_int(as_uint(v447) + as_uint(v454));
    int v456 = 23;
    int v457 = as_int(as_uint(v455) << (as_uint(v456) & 31u));
    float v458 = as_float(v457);
    float v459 = v443 * v458;
    float v460 = v459 * v453;
    uint v461 = (v355 != v355) ? 1u : 0u;
    float v462 = v461 != 0u ? v355 : v460;
    p_out0[(v9 + 0u)] = v135;
    p_out0[(v9 + 1u)] = v244;
    p_out0[(v9 + 2u)] = v353;
    p_out0[(v9 + 3u)] = v462;
  }
}
