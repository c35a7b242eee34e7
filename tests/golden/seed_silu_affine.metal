// Kernel 'dag_map' printed by Morph for metal (key 3495532209396494261).
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
    float v13 = p_in1[v9];
    float v14 = v12 * v13;
    float v15 = p_in2[v9];
    float v16 = v14 + v15;
    float v17 = as_float(0xc3480000u) /* -200 */;
    float v18 = morph_max_f32(v16, v17);
    float v19 = as_float(0x00000000u) /* 0 */;
    float v20 = as_float(0x00000000u) /* 0 */;
    uint v21 = (v18 < v20) ? 1u : 0u;
    float v22 = as_float(as_uint(v18) & 0x7fffffffu);
    float v23 = as_float(as_uint(v19) ^ 0x80000000u);
    float v24 = v21 != 0u ? v23 : v19;
    float v25 = as_float(0x432e0000u) /* 174 */;
    float v26 = morph_min_f32(v22, v25);
    float v27 = as_float(as_uint(v24) ^ 0x80000000u);
    float v28 = as_float(as_uint(v26) ^ 0x80000000u);
    float v29 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v30 = v28 + v27;
    float v31 = v30 * v29;
    float v32 = morph_rint_f32(v31);
    int v33 = morph_f32_to_i32(v32);
    float v34 = as_float(0x3f317200u) /* 0.693145752 */;
    float v35 = v32 * v34;
    float v36 = v28 - v35;
    float v37 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v38 = v32 * v37;
    float v39 = v38 - v27;
    float v40 = v36 - v39;
    float v41 = v40 * v40;
    float v42 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v43 = v41 * v42;
    float v44 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v45 = v44 + v43;
    float v46 = v41 * v45;
    float v47 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v48 = v47 + v46;
    float v49 = v41 * v48;
    float v50 = v40 - v49;
    float v51 = as_float(0x40000000u) /* 2 */;
    float v52 = v51 - v50;
    float v53 = v40 * v50;
    float v54 = morph_div_f32(v53, v52);
    float v55 = v39 - v54;
    float v56 = v55 - v36;
    float v57 = as_float(0x3f800000u) /* 1 */;
    float v58 = v57 - v56;
    float v59 = v57 - v58;
    float v60 = v59 - v56;
    float v61 = as_float(0x3f800000u) /* 1 */;
    int v62 = 1;
    int v63 = v33 >> (as_uint(v62) & 31u);
    int v64 = as_int(as_uint(v33) - as_uint(v63));
    int v65 = 127;
    int v66 = as_int(as_uint(v64) + as_uint(v65));
    int v67 = 23;
    int v68 = as_int(as_uint(v66) << (as_uint(v67) & 31u));
    float v69 = as_float(v68);
    int v70 = 127;
    int v71 = as_int(as_uint(v63) + as_uint(v70));
    int v72 = 23;
    int v73 = as_int(as_uint(v71) << (as_uint(v72) & 31u));
    float v74 = as_float(v73);
    float v75 = v58 * v74;
    float v76 = v75 * v69;
    int v77 = 1;
    int v78 = v33 >> (as_uint(v77) & 31u);
    int v79 = as_int(as_uint(v33) - as_uint(v78));
    int v80 = 127;
    int v81 = as_int(as_uint(v79) + as_uint(v80));
    int v82 = 23;
    int v83 = as_int(as_uint(v81) << (as_uint(v82) & 31u));
    float v84 = as_float(v83);
    int v85 = 127;
    int v86 = as_int(as_uint(v78) + as_uint(v85));
    int v87 = 23;
    int v88 = as_int(as_uint(v86) << (as_uint(v87) & 31u));
    float v89 = as_float(v88);
    float v90 = v60 * v89;
    float v91 = v90 * v84;
    float v92 = v61 + v76;
    float v93 = v61 - v92;
    float v94 = v93 + v76;
    float v95 = v94 + v91;
    float v96 = v18 * v58;
    uint v97 = as_uint(v18);
    uint v98 = 4294963200u;
    uint v99 = v97 & v98;
    float v100 = as_float(v99);
    float v101 = v18 - v100;
    uint v102 = as_uint(v58);
    uint v103 = 4294963200u;
    uint v104 = v102 & v103;
    float v105 = as_float(v104);
    float v106 = v58 - v105;
    float v107 = v101 * v106;
    float v108 = v101 * v105;
    float v109 = v100 * v106;
    float v110 = v100 * v105;
    float v111 = v110 - v96;
    float v112 = v111 + v109;
    float v113 = v112 + v108;
    float v114 = v113 + v107;
    float v115 = v21 != 0u ? v96 : v18;
    float v116 = as_float(0x00000000u) /* 0 */;
    float v117 = v18 * v60;
    float v118 = v114 + v117;
    float v119 = v21 != 0u ? v118 : v116;
    float v120 = morph_div_f32(v115, v92);
    float v121 = v120 * v92;
    uint v122 = as_uint(v120);
    uint v123 = 4294963200u;
    uint v124 = v122 & v123;
    float v125 = as_float(v124);
    float v126 = v120 - v125;
    uint v127 = as_uint(v92);
    uint v128 = 4294963200u;
    uint v129 = v127 & v128;
    float v130 = as_float(v129);
    float v131 = v92 - v130;
    float v132 = v126 * v131;
    float v133 = v126 * v130;
    float v134 = v125 * v131;
    float v135 = v125 * v130;
    float v136 = v135 - v121;
    float v137 = v136 + v134;
    float v138 = v137 + v133;
    float v139 = v138 + v132;
    float v140 = v120 * v95;
    float v141 = v115 - v121;
    float v142 = v141 - v139;
    float v143 = v142 + v119;
    float v144 = v143 - v140;
    float v145 = morph_div_f32(v144, v92);
    float v146 = v120 + v145;
    uint v147 = (v146 != v146) ? 1u : 0u;
    float v148 = as_float(0x00000000u) /* 0 */;
    uint v149 = (v120 == v148) ? 1u : 0u;
    uint v150 = v147 | v149;
    float v151 = v150 != 0u ? v120 : v146;
    int v152 = 0;
    int v153 = v21 != 0u ? v33 : v152;
    int v154 = 1;
    int v155 = v153 >> (as_uint(v154) & 31u);
    int v156 = as_int(as_uint(v153) - as_uint(v155));
    int v157 = 127;
    int v158 = as_int(as_uint(v156) + as_uint(v157));
    int v159 = 23;
    int v160 = as_int(as_uint(v158) << (as_uint(v159) & 31u));
    float v161 = as_float(v160);
    int v162 = 127;
    int v163 = as_int(as_uint(v155) + as_uint(v162));
    int v164 = 23;
    int v165 = as_int(as_uint(v163) << (as_uint(v164) & 31u));
    float v166 = as_float(v165);
    float v167 = v151 * v166;
    float v168 = v167 * v161;
    uint v169 = (v16 != v16) ? 1u : 0u;
    float v170 = v169 != 0u ? v16 : v168;
    uint v171 = v7 * v1;
    uint v172 = v171 + v9;
    p_out0[v172] = v170;
  }
}
