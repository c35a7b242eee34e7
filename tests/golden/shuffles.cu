// Kernel 'cuda_test_shuffles' printed by Morph for cuda (key 0).
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

extern "C" __global__ void k_cuda_test_shuffles(const float* p_x, uint p_x_len, const uint* p_u, uint p_u_len, float* p_out, uint p_out_len) {
  uint v0 = (blockIdx.x * blockDim.x + threadIdx.x);
  float v1 = p_x[v0];
  uint v2 = 5u;
  float v3 = __shfl_xor_sync(0xffffffffu, v1, (int)(v2 & 31u));
  uint v4 = threadIdx.x;
  uint v5 = 3u;
  uint v6 = v4 + v5;
  uint v7 = p_u[v0];
  uint v8 = __shfl_sync(0xffffffffu, v7, (int)(v6 & 31u));
  float v9 = __uint2float_rn(v8);
  float v10 = __fadd_rn(v3, v9);
  p_out[v0] = v10;
}
