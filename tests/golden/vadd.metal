// Kernel 'golden_vadd' printed by Morph for metal (key 0).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

kernel void k_golden_vadd(device const float* p_a [[buffer(0)]],
    constant uint& p_a_len [[buffer(1)]],
    device const float* p_b [[buffer(2)]],
    constant uint& p_b_len [[buffer(3)]],
    device float* p_c [[buffer(4)]],
    constant uint& p_c_len [[buffer(5)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  uint v0 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  uint v1 = p_c_len;
  uint v2 = (v0 < v1) ? 1u : 0u;
  if (v2 != 0u) {
    float v3 = p_b[v0];
    float v4 = p_a[v0];
    float v5 = v4 + v3;
    p_c[v0] = v5;
  }
}
