// Kernel 'row_fence_split' printed by Morph for metal (key 12094891153843001426).
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
    device float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device const float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
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
  uint v45 = 31u;
  uint v46 = v3 & v45;
  uint v47 = 2u;
  uint v48 = v8 * v47;
  uint v49 = 1u;
  uint v50 = v48 + v49;
  uint v51 = 32u;
  uint v52 = v50 * v51;
  uint v53 = v52 + v46;
  float v54 = p_partials[v53];
  uint v55 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v54);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v56 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  float v57 = v54 + v56;
  uint v58 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v57);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v59 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  float v60 = v57 + v59;
  uint v61 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v60);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v62 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  float v63 = v60 + v62;
  uint v64 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v63);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v65 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  float v66 = v63 + v65;
  uint v67 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v66);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v68 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v67 & 31u))]);
  morph_sgh ^= 1024u;
  float v69 = v66 + v68;
  float v70 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v71 = morph_max_f32(v44, v70);
  float v72 = as_float(0x3f800000u) /* 1 */;
  float v73 = morph_max_f32(v69, v72);
  uint v74 = 31u;
  uint v75 = v2 + v74;
  uint v76 = 5u;
  uint v77 = v75 >> (v76 & 31u);
  uint v78 = 31u;
  uint v79 = v77 + v78;
  uint v80 = 4294967264u;
  uint v81 = v79 & v80;
  uint v82 = v12 * v81;
  uint v83 = v82 + v81;
  uint v84 = v2 < v83 ? v2 : v83;
  uint v85 = v82 + v3;
  uint v86 = 1024u;
  for (uint v87 = v85; v87 < v84; v87 = v87 > 4294967295u - v86 ? v84 : v87 + v86) {
    uint v88 = v9 + v87;
    float v89 = p_in0[v88];
    float v90 = v89 - v71;
    float v91 = as_float(0x42b20000u) /* 89 */;
    float v92 = as_float(0xc2f00000u) /* -120 */;
    float v93 = morph_max_f32(v90, v92);
    float v94 = morph_min_f32(v93, v91);
    float v95 = as_float(0x00000000u) /* 0 */;
    float v96 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v97 = v94 + v95;
    float v98 = v97 * v96;
    float v99 = morph_rint_f32(v98);
    int v100 = morph_f32_to_i32(v99);
    float v101 = as_float(0x3f317200u) /* 0.693145752 */;
    float v102 = v99 * v101;
    float v103 = v94 - v102;
    float v104 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v105 = v99 * v104;
    float v106 = v105 - v95;
    float v107 = v103 - v106;
    float v108 = v107 * v107;
    float v109 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v110 = v108 * v109;
    float v111 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v112 = v111 + v110;
    float v113 = v108 * v112;
    float v114 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v115 = v114 + v113;
    float v116 = v108 * v115;
    float v117 = v107 - v116;
    float v118 = as_float(0x40000000u) /* 2 */;
    float v119 = v118 - v117;
    float v120 = v107 * v117;
    float v121 = morph_div_f32(v120, v119);
    float v122 = v106 - v121;
    float v123 = v122 - v103;
    float v124 = as_float(0x3f800000u) /* 1 */;
    float v125 = v124 - v123;
    int v126 = 1;
    int v127 = v100 >> (as_uint(v126) & 31u);
    int v128 = as_int(as_uint(v100) - as_uint(v127));
    int v129 = 127;
    int v130 = as_int(as_uint(v128) + as_uint(v129));
    int v131 = 23;
    int v132 = as_int(as_uint(v130) << (as_uint(v131) & 31u));
    float v133 = as_float(v132);
    int v134 = 127;
    int v135 = as_int(as_uint(v127) + as_uint(v134));
    int v136 = 23;
    int v137 = as_int(as_uint(v135) << (as_uint(v136) & 31u));
    float v138 = as_float(v137);
    float v139 = v125 * v138;
    float v140 = v139 * v133;
    float v141 = morph_div_f32(v140, v73);
    uint v142 = v9 + v87;
    p_out0[v142] = v141;
  }
}
