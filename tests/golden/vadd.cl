// Kernel 'golden_vadd' printed by Morph for opencl (key 0).
#pragma OPENCL FP_CONTRACT OFF

__kernel void k_golden_vadd(__global const float* p_a, uint p_a_len, __global const float* p_b, uint p_b_len, __global float* p_c, uint p_c_len) {
  uint v0 = (uint)get_global_id(0);
  uint v1 = p_c_len;
  uint v2 = (v0 < v1) ? 1u : 0u;
  if (v2 != 0u) {
    float v3 = p_b[v0];
    float v4 = p_a[v0];
    float v5 = v4 + v3;
    p_c[v0] = v5;
  }
}
