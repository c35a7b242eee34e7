// Kernel 'golden_control' printed by Morph for metal (key 0).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

kernel void k_golden_control(device const float* p_x [[buffer(0)]],
    constant uint& p_x_len [[buffer(1)]],
    constant uint& p_n [[buffer(2)]],
    device float* p_out [[buffer(3)]],
    constant uint& p_out_len [[buffer(4)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  float l0_acc = 0;
  uint l1_k = 0;
  uint v0 = p_n;
  uint v1 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  float v2 = as_float(0x00000000u) /* 0 */;
  l0_acc = v2;
  uint v3 = 0u;
  uint v4 = 2u;
  for (uint v5 = v3; v5 < v0; v5 = v5 > 4294967295u - v4 ? v0 : v5 + v4) {
    float v6 = as_float(0x42c80000u) /* 100 */;
    float v7 = p_x[v5];
    uint v8 = (v7 > v6) ? 1u : 0u;
    if (v8 != 0u) {
      break;
    }
    float v9 = p_x[v5];
    float v10 = l0_acc;
    float v11 = v10 + v9;
    l0_acc = v11;
  }
  uint v12 = 0u;
  l1_k = v12;
  for (;;) {
    uint v13 = l1_k;
    uint v14 = (v13 < v1) ? 1u : 0u;
    if (v14 == 0u) break;
    uint v15 = 1u;
    uint v16 = l1_k;
    uint v17 = v16 + v15;
    l1_k = v17;
    uint v18 = 7u;
    uint v19 = l1_k;
    uint v20 = (v19 == v18) ? 1u : 0u;
    if (v20 != 0u) {
      break;
    } else {
      float v21 = as_float(0x3f000000u) /* 0.5 */;
      float v22 = l0_acc;
      float v23 = v22 * v21;
      l0_acc = v23;
    }
  }
  int v24 = as_int(v0);
  int v25 = 3;
  int v26 = 2;
  for (int v27 = v25; v27 < v24; v27 = v27 > 2147483647 - v26 ? v24 : v27 + v26) {
    float v28 = (float)v27;
    float v29 = l0_acc;
    float v30 = v29 - v28;
    l0_acc = v30;
  }
  float v31 = l0_acc;
  p_out[v1] = v31;
}
