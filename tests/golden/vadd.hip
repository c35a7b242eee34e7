// Kernel 'golden_vadd' printed by Morph for hip (key 0).
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

extern "C" __global__ void k_golden_vadd(const float* p_a, uint p_a_len, const float* p_b, uint p_b_len, float* p_c, uint p_c_len) {
  uint v0 = (blockIdx.x * blockDim.x + threadIdx.x);
  uint v1 = p_c_len;
  uint v2 = (v0 < v1) ? 1u : 0u;
  if (v2 != 0u) {
    float v3 = p_b[v0];
    float v4 = p_a[v0];
    float v5 = __fadd_rn(v4, v3);
    p_c[v0] = v5;
  }
}
