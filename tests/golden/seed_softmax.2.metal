// Kernel 'row_fence_split' printed by Morph for metal (key 5289941495821658164).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

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

kernel void k_row_fence_split(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup float sh0_stage[4096];
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = morph_lid3.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = morph_grp.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = morph_grp.x;
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
  float v29 = p_partials[v28];
  uint v30 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v29);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v31 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v32);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v34 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v35);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v37 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v38);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v40 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v41);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v43 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  float v44 = morph_max_f32(v41, v43);
  float v45 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v46 = morph_max_f32(v44, v45);
  float v47 = as_float(0x80000000u) /* -0 */;
  l0 = v47;
  uint v48 = 1023u;
  uint v49 = v2 + v48;
  uint v50 = 10u;
  uint v51 = v49 >> (v50 & 31u);
  uint v52 = 1u;
  uint v53 = v2 - v52;
  uint v54 = 128u;
  uint v55 = 0u;
  for (uint v56 = v55; v56 < v51; v56 = v56 > 4294967295u - v54 ? v51 : v56 + v54) {
    uint v57 = 0u;
    uint v58 = 4u;
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
      float v70 = p_in0[v69];
      float v71 = v70 - v46;
      float v72 = as_float(0x42b20000u) /* 89 */;
      float v73 = as_float(0xc2f00000u) /* -120 */;
      float v74 = morph_max_f32(v71, v73);
      float v75 = morph_min_f32(v74, v72);
      float v76 = as_float(0x00000000u) /* 0 */;
      float v77 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v78 = v75 + v76;
      float v79 = v78 * v77;
      float v80 = morph_rint_f32(v79);
      int v81 = morph_f32_to_i32(v80);
      float v82 = as_float(0x3f317200u) /* 0.693145752 */;
      float v83 = v80 * v82;
      float v84 = v75 - v83;
      float v85 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
      float v86 = v80 * v85;
      float v87 = v86 - v76;
      float v88 = v84 - v87;
      float v89 = v88 * v88;
      float v90 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
      float v91 = v89 * v90;
      float v92 = as_float(0xbb360d14u) /* -0.00277787913 */;
      float v93 = v92 + v91;
      float v94 = v89 * v93;
      float v95 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v96 = v95 + v94;
      float v97 = v89 * v96;
      float v98 = v88 - v97;
      float v99 = as_float(0x40000000u) /* 2 */;
      float v100 = v99 - v98;
      float v101 = v88 * v98;
      float v102 = morph_div_f32(v101, v100);
      float v103 = v87 - v102;
      float v104 = v103 - v84;
      float v105 = as_float(0x3f800000u) /* 1 */;
      float v106 = v105 - v104;
      int v107 = 1;
      int v108 = v81 >> (as_uint(v107) & 31u);
      int v109 = as_int(as_uint(v81) - as_uint(v108));
      int v110 = 127;
      int v111 = as_int(as_uint(v109) + as_uint(v110));
      int v112 = 23;
      int v113 = as_int(as_uint(v111) << (as_uint(v112) & 31u));
      float v114 = as_float(v113);
      int v115 = 127;
      int v116 = as_int(as_uint(v108) + as_uint(v115));
      int v117 = 23;
      int v118 = as_int(as_uint(v116) << (as_uint(v117) & 31u));
      float v119 = as_float(v118);
      float v120 = v106 * v119;
      float v121 = v120 * v114;
      float v122 = as_float(0x80000000u) /* -0 */;
      uint v123 = (v67 < v2) ? 1u : 0u;
      float v124 = v123 != 0u ? v121 : v122;
      uint v125 = 32u;
      uint v126 = v63 * v125;
      uint v127 = v126 + v14;
      sh0_stage[v127] = v124;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
    uint v128 = 0u;
    uint v129 = (v16 == v128) ? 1u : 0u;
    if (v129 != 0u) {
      uint v130 = 0u;
      uint v131 = 128u;
      uint v132 = 1u;
      for (uint v133 = v130; v133 < v131; v133 = v133 > 4294967295u - v132 ? v131 : v133 + v132) {
        uint v134 = 32u;
        uint v135 = v133 * v134;
        uint v136 = v135 + v14;
        float v137 = sh0_stage[v136];
        float v138 = l0;
        float v139 = v138 + v137;
        l0 = v139;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  }
  float v140 = l0;
  uint v141 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v140);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v142 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  float v143 = v140 + v142;
  uint v144 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v143);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v145 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  float v146 = v143 + v145;
  uint v147 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v146);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v148 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v147 & 31u))]);
  morph_sgh ^= 1024u;
  float v149 = v146 + v148;
  uint v150 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v149);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v151 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  float v152 = v149 + v151;
  uint v153 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v152);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v154 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  float v155 = v152 + v154;
  uint v156 = 0u;
  uint v157 = (v16 == v156) ? 1u : 0u;
  uint v158 = 31u;
  uint v159 = v3 & v158;
  uint v160 = 0u;
  uint v161 = (v159 == v160) ? 1u : 0u;
  uint v162 = v157 & v161;
  if (v162 != 0u) {
    uint v163 = 5u;
    uint v164 = v19 >> (v163 & 31u);
    uint v165 = 2u;
    uint v166 = v8 * v165;
    uint v167 = 1u;
    uint v168 = v166 + v167;
    uint v169 = 32u;
    uint v170 = v168 * v169;
    uint v171 = v170 + v164;
    p_partials[v171] = v155;
  }
}
