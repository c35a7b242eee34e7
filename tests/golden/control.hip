// Kernel 'golden_control' printed by Morph for hip (key 0).
#include <hip/hip_runtime.h>
typedef unsigned int uint;
typedef unsigned long long ulong;
typedef unsigned short ushort;
typedef unsigned char uchar;
#define MORPH_FN static __device__ __forceinline__
MORPH_FN uint as_uint(float x) { return __float_as_uint(x); }
MORPH_FN uint as_uint(int x) { return (uint)x; }
MORPH_FN int as_int(float x) { return __float_as_int(x); }
MORPH_FN int as_int(uint x) { return (int)x; }
MORPH_FN float as_float(uint x) { return __uint_as_float(x); }
MORPH_FN float as_float(int x) { return __int_as_float(x); }

extern "C" __global__ void k_golden_control(const float* p_x, uint p_x_len, uint p_n, float* p_out, uint p_out_len) {
  float l0_acc = 0;
  uint l1_k = 0;
  uint v0 = p_n;
  uint v1 = (blockIdx.x * blockDim.x + threadIdx.x);
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
    float v11 = __fadd_rn(v10, v9);
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
      float v23 = __fmul_rn(v22, v21);
      l0_acc = v23;
    }
  }
  int v24 = as_int(v0);
  int v25 = 3;
  int v26 = 2;
  for (int v27 = v25; v27 < v24; v27 = v27 > 2147483647 - v26 ? v24 : v27 + v26) {
    float v28 = __int2float_rn(v27);
    float v29 = l0_acc;
    float v30 = __fsub_rn(v29, v28);
    l0_acc = v30;
  }
  float v31 = l0_acc;
  p_out[v1] = v31;
}
