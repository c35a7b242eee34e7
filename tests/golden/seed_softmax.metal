// Kernel 'row_fence_split' printed by Morph for metal (key 676004222889605548).
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
  float v20 = as_float(0xff800000u) /* -inf */;
  l0 = v20;
  uint v21 = 1023u;
  uint v22 = v2 + v21;
  uint v23 = 10u;
  uint v24 = v22 >> (v23 & 31u);
  uint v25 = 1u;
  uint v26 = v2 - v25;
  uint v27 = 128u;
  uint v28 = 0u;
  for (uint v29 = v28; v29 < v24; v29 = v29 > 4294967295u - v27 ? v24 : v29 + v27) {
    uint v30 = 0u;
    uint v31 = 4u;
    uint v32 = 1u;
    for (uint v33 = v30; v33 < v31; v33 = v33 > 4294967295u - v32 ? v31 : v33 + v32) {
      uint v34 = 32u;
      uint v35 = v33 * v34;
      uint v36 = v16 + v35;
      uint v37 = v29 + v36;
      uint v38 = 1024u;
      uint v39 = v37 * v38;
      uint v40 = v19 + v39;
      uint v41 = v40 < v26 ? v40 : v26;
      uint v42 = v9 + v41;
      float v43 = p_in0[v42];
      float v44 = as_float(0xff800000u) /* -inf */;
      uint v45 = (v40 < v2) ? 1u : 0u;
      float v46 = v45 != 0u ? v43 : v44;
      uint v47 = 32u;
      uint v48 = v36 * v47;
      uint v49 = v48 + v14;
      sh0_stage[v49] = v46;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
    uint v50 = 0u;
    uint v51 = (v16 == v50) ? 1u : 0u;
    if (v51 != 0u) {
      uint v52 = 0u;
      uint v53 = 128u;
      uint v54 = 1u;
      for (uint v55 = v52; v55 < v53; v55 = v55 > 4294967295u - v54 ? v53 : v55 + v54) {
        uint v56 = 32u;
        uint v57 = v55 * v56;
        uint v58 = v57 + v14;
        float v59 = sh0_stage[v58];
        float v60 = l0;
        float v61 = morph_max_f32(v60, v59);
        l0 = v61;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  }
  float v62 = l0;
  uint v63 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v62);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v64 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v63 & 31u))]);
  morph_sgh ^= 1024u;
  float v65 = morph_max_f32(v62, v64);
  uint v66 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v65);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v67 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v66 & 31u))]);
  morph_sgh ^= 1024u;
  float v68 = morph_max_f32(v65, v67);
  uint v69 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v68);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v70 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v69 & 31u))]);
  morph_sgh ^= 1024u;
  float v71 = morph_max_f32(v68, v70);
  uint v72 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v71);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v73 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v72 & 31u))]);
  morph_sgh ^= 1024u;
  float v74 = morph_max_f32(v71, v73);
  uint v75 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v74);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v76 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v75 & 31u))]);
  morph_sgh ^= 1024u;
  float v77 = morph_max_f32(v74, v76);
  uint v78 = 0u;
  uint v79 = (v16 == v78) ? 1u : 0u;
  uint v80 = 31u;
  uint v81 = v3 & v80;
  uint v82 = 0u;
  uint v83 = (v81 == v82) ? 1u : 0u;
  uint v84 = v79 & v83;
  if (v84 != 0u) {
    uint v85 = 5u;
    uint v86 = v19 >> (v85 & 31u);
    uint v87 = 2u;
    uint v88 = v8 * v87;
    uint v89 = 0u;
    uint v90 = v88 + v89;
    uint v91 = 32u;
    uint v92 = v90 * v91;
    uint v93 = v92 + v86;
    p_partials[v93] = v77;
  }
}
