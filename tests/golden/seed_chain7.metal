// Kernel 'dag_map' printed by Morph for metal (key 8902564671293770413).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

static inline uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

static inline float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

static inline float morph_min_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}

static inline float morph_rint_f32(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) return x;
  float a = as_float(u & 0x7fffffffu);
  float s = a + as_float(0x4b000000u);
  float r = s - as_float(0x4b000000u);
  return as_float(as_uint(r) | (u & 0x80000000u));
}

static inline int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
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
  uint v2 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  uint v3 = v0 * v1;
  uint v4 = (v2 < v3) ? 1u : 0u;
  if (v4 != 0u) {
    uint v5 = 0u;
    uint v6 = 0u;
    uint v7 = morph_div_u32(v2, v1);
    uint v8 = v7 * v1;
    uint v9 = v2 - v8;
    uint v10 = v7 * v1;
    uint v11 = v10 + v9;
    float v12 = p_in0[v11];
    float v13 = as_float(as_uint(v12) ^ 0x80000000u);
    float v14 = as_float(0x42b20000u) /* 89 */;
    float v15 = as_float(0xc2f00000u) /* -120 */;
    float v16 = morph_max_f32(v13, v15);
    float v17 = morph_min_f32(v16, v14);
    float v18 = as_float(0x00000000u) /* 0 */;
    float v19 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v20 = v17 + v18;
    float v21 = v20 * v19;
    float v22 = morph_rint_f32(v21);
    int v23 = morph_f32_to_i32(v22);
    float v24 = as_float(0x3f317200u) /* 0.693145752 */;
    float v25 = v22 * v24;
    float v26 = v17 - v25;
    float v27 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v28 = v22 * v27;
    float v29 = v28 - v18;
    float v30 = v26 - v29;
    float v31 = v30 * v30;
    float v32 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v33 = v31 * v32;
    float v34 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v35 = v34 + v33;
    float v36 = v31 * v35;
    float v37 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v38 = v37 + v36;
    float v39 = v31 * v38;
    float v40 = v30 - v39;
    float v41 = as_float(0x40000000u) /* 2 */;
    float v42 = v41 - v40;
    float v43 = v30 * v40;
    float v44 = morph_div_f32(v43, v42);
    float v45 = v29 - v44;
    float v46 = v45 - v26;
    float v47 = as_float(0x3f800000u) /* 1 */;
    float v48 = v47 - v46;
    int v49 = 1;
    int v50 = v23 >> (as_uint(v49) & 31u);
    int v51 = as_int(as_uint(v23) - as_uint(v50));
    int v52 = 127;
    int v53 = as_int(as_uint(v51) + as_uint(v52));
    int v54 = 23;
    int v55 = as_int(as_uint(v53) << (as_uint(v54) & 31u));
    float v56 = as_float(v55);
    int v57 = 127;
    int v58 = as_int(as_uint(v50) + as_uint(v57));
    int v59 = 23;
    int v60 = as_int(as_uint(v58) << (as_uint(v59) & 31u));
    float v61 = as_float(v60);
    float v62 = v48 * v61;
    float v63 = v62 * v56;
    float v64 = as_float(0x40000000u) /* 2 */;
    float v65 = v63 * v64;
    uint v66 = v7 * v1;
    uint v67 = v66 + v9;
    float v68 = p_in1[v67];
    float v69 = v65 + v68;
    float v70 = as_float(as_uint(v69) & 0x7fffffffu);
    float v71 = v69 * v69;
    float v72 = as_float(0x3b14f9e7u) /* 0.00227319612 */;
    float v73 = v71 * v72;
    float v74 = as_float(0xbc07f48eu) /* -0.00829805247 */;
    float v75 = v74 + v73;
    float v76 = v71 * v75;
    float v77 = as_float(0x3cb21b05u) /* 0.0217413995 */;
    float v78 = v77 + v76;
    float v79 = v71 * v78;
    float v80 = as_float(0xbd5cfd92u) /* -0.053952761 */;
    float v81 = v80 + v79;
    float v82 = v71 * v81;
    float v83 = as_float(0x3e08884bu) /* 0.133332416 */;
    float v84 = v83 + v82;
    float v85 = v71 * v84;
    float v86 = as_float(0xbeaaaaaau) /* -0.333333313 */;
    float v87 = v86 + v85;
    float v88 = v71 * v87;
    float v89 = v69 * v88;
    float v90 = v69 + v89;
    float v91 = as_float(0x00000000u) /* 0 */;
    uint v92 = (v69 == v91) ? 1u : 0u;
    float v93 = v92 != 0u ? v69 : v90;
    float v94 = as_float(0x00000000u) /* 0 */;
    float v95 = v70 + v70;
    float v96 = as_float(0x432e0000u) /* 174 */;
    float v97 = morph_min_f32(v95, v96);
    float v98 = as_float(as_uint(v94) ^ 0x80000000u);
    float v99 = as_float(as_uint(v97) ^ 0x80000000u);
    float v100 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v101 = v99 + v98;
    float v102 = v101 * v100;
    float v103 = morph_rint_f32(v102);
    int v104 = morph_f32_to_i32(v103);
    float v105 = as_float(0x3f317200u) /* 0.693145752 */;
    float v106 = v103 * v105;
    float v107 = v99 - v106;
    float v108 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v109 = v103 * v108;
    float v110 = v109 - v98;
    float v111 = v107 - v110;
    float v112 = v111 * v111;
    float v113 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v114 = v112 * v113;
    float v115 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v116 = v115 + v114;
    float v117 = v112 * v116;
    float v118 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v119 = v118 + v117;
    float v120 = v112 * v119;
    float v121 = v111 - v120;
    float v122 = as_float(0x40000000u) /* 2 */;
    float v123 = v122 - v121;
    float v124 = v111 * v121;
    float v125 = morph_div_f32(v124, v123);
    float v126 = v110 - v125;
    float v127 = v126 - v107;
    float v128 = as_float(0x3f800000u) /* 1 */;
    float v129 = v128 - v127;
    float v130 = v128 - v129;
    float v131 = v130 - v127;
    float v132 = as_float(0x3f800000u) /* 1 */;
    int v133 = 1;
    int v134 = v104 >> (as_uint(v133) & 31u);
    int v135 = as_int(as_uint(v104) - as_uint(v134));
    int v136 = 127;
    int v137 = as_int(as_uint(v135) + as_uint(v136));
    int v138 = 23;
    int v139 = as_int(as_uint(v137) << (as_uint(v138) & 31u));
    float v140 = as_float(v139);
    int v141 = 127;
    int v142 = as_int(as_uint(v134) + as_uint(v141));
    int v143 = 23;
    int v144 = as_int(as_uint(v142) << (as_uint(v143) & 31u));
    float v145 = as_float(v144);
    float v146 = v129 * v145;
    float v147 = v146 * v140;
    int v148 = 1;
    int v149 = v104 >> (as_uint(v148) & 31u);
    int v150 = as_int(as_uint(v104) - as_uint(v149));
    int v151 = 127;
    int v152 = as_int(as_uint(v150) + as_uint(v151));
    int v153 = 23;
    int v154 = as_int(as_uint(v152) << (as_uint(v153) & 31u));
    float v155 = as_float(v154);
    int v156 = 127;
    int v157 = as_int(as_uint(v149) + as_uint(v156));
    int v158 = 23;
    int v159 = as_int(as_uint(v157) << (as_uint(v158) & 31u));
    float v160 = as_float(v159);
    float v161 = v131 * v160;
    float v162 = v161 * v155;
    float v163 = v132 - v147;
    float v164 = v132 - v163;
    float v165 = v164 - v147;
    float v166 = v165 - v162;
    float v167 = v132 + v147;
    float v168 = v132 - v167;
    float v169 = v168 + v147;
    float v170 = v169 + v162;
    float v171 = morph_div_f32(v163, v167);
    float v172 = v171 * v167;
    uint v173 = as_uint(v171);
    uint v174 = 4294963200u;
    uint v175 = v173 & v174;
    float v176 = as_float(v175);
    float v177 = v171 - v176;
    uint v178 = as_uint(v167);
    uint v179 = 4294963200u;
    uint v180 = v178 & v179;
    float v181 = as_float(v180);
    float v182 = v167 - v181;
    float v183 = v177 * v182;
    float v184 = v177 * v181;
    float v185 = v176 * v182;
    float v186 = v176 * v181;
    float v187 = v186 - v172;
    float v188 = v187 + v185;
    float v189 = v188 + v184;
    float v190 = v189 + v183;
    float v191 = v171 * v170;
    float v192 = v163 - v172;
    float v193 = v192 - v190;
    float v194 = v193 + v166;
    float v195 = v194 - v191;
    float v196 = morph_div_f32(v195, v167);
    float v197 = v171 + v196;
    uint v198 = (v197 != v197) ? 1u : 0u;
    float v199 = as_float(0x00000000u) /* 0 */;
    uint v200 = (v171 == v199) ? 1u : 0u;
    uint v201 = v198 | v200;
    float v202 = v201 != 0u ? v171 : v197;
    uint v203 = as_uint(v69);
    uint v204 = 2147483648u;
    uint v205 = v203 & v204;
    uint v206 = as_uint(v202);
    uint v207 = 2147483647u;
    uint v208 = v206 & v207;
    uint v209 = v208 | v205;
    float v210 = as_float(v209);
    float v211 = as_float(0x3f0ccccdu) /* 0.550000012 */;
    uint v212 = (v70 < v211) ? 1u : 0u;
    float v213 = v212 != 0u ? v93 : v210;
    uint v214 = (v69 != v69) ? 1u : 0u;
    float v215 = v214 != 0u ? v69 : v213;
    float v216 = as_float(0x3f000000u) /* 0.5 */;
    float v217 = v215 * v216;
    float v218 = as_float(0x00000000u) /* 0 */;
    float v219 = morph_max_f32(v217, v218);
    uint v220 = v7 * v1;
    uint v221 = v220 + v9;
    p_out0[v221] = v219;
  }
}
