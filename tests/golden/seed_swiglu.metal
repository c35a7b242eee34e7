// Kernel 'dag_map' printed by Morph for metal (key 4222129530354761495).
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
    float v13 = as_float(0xc3480000u) /* -200 */;
    float v14 = morph_max_f32(v12, v13);
    float v15 = as_float(0x00000000u) /* 0 */;
    float v16 = as_float(0x00000000u) /* 0 */;
    uint v17 = (v14 < v16) ? 1u : 0u;
    float v18 = as_float(as_uint(v14) & 0x7fffffffu);
    float v19 = as_float(as_uint(v15) ^ 0x80000000u);
    float v20 = v17 != 0u ? v19 : v15;
    float v21 = as_float(0x432e0000u) /* 174 */;
    float v22 = morph_min_f32(v18, v21);
    float v23 = as_float(as_uint(v20) ^ 0x80000000u);
    float v24 = as_float(as_uint(v22) ^ 0x80000000u);
    float v25 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v26 = v24 + v23;
    float v27 = v26 * v25;
    float v28 = morph_rint_f32(v27);
    int v29 = morph_f32_to_i32(v28);
    float v30 = as_float(0x3f317200u) /* 0.693145752 */;
    float v31 = v28 * v30;
    float v32 = v24 - v31;
    float v33 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v34 = v28 * v33;
    float v35 = v34 - v23;
    float v36 = v32 - v35;
    float v37 = v36 * v36;
    float v38 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v39 = v37 * v38;
    float v40 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v41 = v40 + v39;
    float v42 = v37 * v41;
    float v43 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v44 = v43 + v42;
    float v45 = v37 * v44;
    float v46 = v36 - v45;
    float v47 = as_float(0x40000000u) /* 2 */;
    float v48 = v47 - v46;
    float v49 = v36 * v46;
    float v50 = morph_div_f32(v49, v48);
    float v51 = v35 - v50;
    float v52 = v51 - v32;
    float v53 = as_float(0x3f800000u) /* 1 */;
    float v54 = v53 - v52;
    float v55 = v53 - v54;
    float v56 = v55 - v52;
    float v57 = as_float(0x3f800000u) /* 1 */;
    int v58 = 1;
    int v59 = v29 >> (as_uint(v58) & 31u);
    int v60 = as_int(as_uint(v29) - as_uint(v59));
    int v61 = 127;
    int v62 = as_int(as_uint(v60) + as_uint(v61));
    int v63 = 23;
    int v64 = as_int(as_uint(v62) << (as_uint(v63) & 31u));
    float v65 = as_float(v64);
    int v66 = 127;
    int v67 = as_int(as_uint(v59) + as_uint(v66));
    int v68 = 23;
    int v69 = as_int(as_uint(v67) << (as_uint(v68) & 31u));
    float v70 = as_float(v69);
    float v71 = v54 * v70;
    float v72 = v71 * v65;
    int v73 = 1;
    int v74 = v29 >> (as_uint(v73) & 31u);
    int v75 = as_int(as_uint(v29) - as_uint(v74));
    int v76 = 127;
    int v77 = as_int(as_uint(v75) + as_uint(v76));
    int v78 = 23;
    int v79 = as_int(as_uint(v77) << (as_uint(v78) & 31u));
    float v80 = as_float(v79);
    int v81 = 127;
    int v82 = as_int(as_uint(v74) + as_uint(v81));
    int v83 = 23;
    int v84 = as_int(as_uint(v82) << (as_uint(v83) & 31u));
    float v85 = as_float(v84);
    float v86 = v56 * v85;
    float v87 = v86 * v80;
    float v88 = v57 + v72;
    float v89 = v57 - v88;
    float v90 = v89 + v72;
    float v91 = v90 + v87;
    float v92 = v14 * v54;
    uint v93 = as_uint(v14);
    uint v94 = 4294963200u;
    uint v95 = v93 & v94;
    float v96 = as_float(v95);
    float v97 = v14 - v96;
    uint v98 = as_uint(v54);
    uint v99 = 4294963200u;
    uint v100 = v98 & v99;
    float v101 = as_float(v100);
    float v102 = v54 - v101;
    float v103 = v97 * v102;
    float v104 = v97 * v101;
    float v105 = v96 * v102;
    float v106 = v96 * v101;
    float v107 = v106 - v92;
    float v108 = v107 + v105;
    float v109 = v108 + v104;
    float v110 = v109 + v103;
    float v111 = v17 != 0u ? v92 : v14;
    float v112 = as_float(0x00000000u) /* 0 */;
    float v113 = v14 * v56;
    float v114 = v110 + v113;
    float v115 = v17 != 0u ? v114 : v112;
    float v116 = morph_div_f32(v111, v88);
    float v117 = v116 * v88;
    uint v118 = as_uint(v116);
    uint v119 = 4294963200u;
    uint v120 = v118 & v119;
    float v121 = as_float(v120);
    float v122 = v116 - v121;
    uint v123 = as_uint(v88);
    uint v124 = 4294963200u;
    uint v125 = v123 & v124;
    float v126 = as_float(v125);
    float v127 = v88 - v126;
    float v128 = v122 * v127;
    float v129 = v122 * v126;
    float v130 = v121 * v127;
    float v131 = v121 * v126;
    float v132 = v131 - v117;
    float v133 = v132 + v130;
    float v134 = v133 + v129;
    float v135 = v134 + v128;
    float v136 = v116 * v91;
    float v137 = v111 - v117;
    float v138 = v137 - v135;
    float v139 = v138 + v115;
    float v140 = v139 - v136;
    float v141 = morph_div_f32(v140, v88);
    float v142 = v116 + v141;
    uint v143 = (v142 != v142) ? 1u : 0u;
    float v144 = as_float(0x00000000u) /* 0 */;
    uint v145 = (v116 == v144) ? 1u : 0u;
    uint v146 = v143 | v145;
    float v147 = v146 != 0u ? v116 : v142;
    int v148 = 0;
    int v149 = v17 != 0u ? v29 : v148;
    int v150 = 1;
    int v151 = v149 >> (as_uint(v150) & 31u);
    int v152 = as_int(as_uint(v149) - as_uint(v151));
    int v153 = 127;
    int v154 = as_int(as_uint(v152) + as_uint(v153));
    int v155 = 23;
    int v156 = as_int(as_uint(v154) << (as_uint(v155) & 31u));
    float v157 = as_float(v156);
    int v158 = 127;
    int v159 = as_int(as_uint(v151) + as_uint(v158));
    int v160 = 23;
    int v161 = as_int(as_uint(v159) << (as_uint(v160) & 31u));
    float v162 = as_float(v161);
    float v163 = v147 * v162;
    float v164 = v163 * v157;
    uint v165 = (v12 != v12) ? 1u : 0u;
    float v166 = v165 != 0u ? v12 : v164;
    uint v167 = v7 * v1;
    uint v168 = v167 + v9;
    float v169 = p_in1[v168];
    float v170 = v166 * v169;
    uint v171 = v7 * v1;
    uint v172 = v171 + v9;
    p_out0[v172] = v170;
  }
}
