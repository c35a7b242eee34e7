// Kernel 'golden_arith' printed by Morph for hip (key 0).
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

MORPH_FN float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

MORPH_FN float morph_min_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}

MORPH_FN int morph_rem_i32(int a, int b) {
  if (b == 0) return a;
  if (a == -2147483647 - 1 && b == -1) return 0;
  return a % b;
}

MORPH_FN int morph_div_i32(int a, int b) {
  if (b == 0) return 0;
  if (a == -2147483647 - 1 && b == -1) return a;
  return a / b;
}

MORPH_FN int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
}

MORPH_FN uint morph_f32_to_u32(float x) {
  if (x != x) return 0u;
  if (x <= as_float(0x00000000u)) return 0u;
  if (x >= as_float(0x4f800000u)) return 4294967295u;
  return (uint)x;
}

MORPH_FN uint morph_rem_u32(uint a, uint b) {
  return b == 0u ? a : a % b;
}

MORPH_FN uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

extern "C" __global__ void k_golden_arith(const float* p_x, uint p_x_len, const int* p_a, uint p_a_len, const uint* p_b, uint p_b_len, float p_s, float* p_fo, uint p_fo_len, int* p_io, uint p_io_len, uint* p_uo, uint p_uo_len) {
  float v0 = p_s;
  uint v1 = (blockIdx.x * blockDim.x + threadIdx.x);
  float v2 = p_x[v1];
  int v3 = p_a[v1];
  uint v4 = p_b[v1];
  float v5 = __fdiv_rn(v2, v0);
  float v6 = __fmul_rn(v2, v0);
  float v7 = (-v2);
  float v8 = __fadd_rn(v7, v6);
  float v9 = __fsub_rn(v8, v5);
  float v10 = truncf(v2);
  float v11 = rintf(v2);
  float v12 = floorf(v2);
  float v13 = as_float(as_uint(v2) & 0x7fffffffu);
  float v14 = __fsqrt_rn(v13);
  float v15 = morph_max_f32(v9, v2);
  float v16 = morph_min_f32(v15, v14);
  float v17 = __fadd_rn(v16, v12);
  float v18 = __fadd_rn(v17, v11);
  float v19 = __fadd_rn(v18, v10);
  float v20 = __uint2float_rn(v4);
  float v21 = __int2float_rn(v3);
  float v22 = __fadd_rn(v21, v20);
  uint v23 = (v2 < v0) ? 1u : 0u;
  uint v24 = (v2 == v0) ? 1u : 0u;
  uint v25 = v24 != 0u ? 0u : 1u;
  uint v26 = v23 & v25;
  float v27 = v26 != 0u ? v19 : v22;
  float v28 = as_float(v4);
  float v29 = __fmaf_rn(v27, v0, v2);
  float v30 = __fadd_rn(v29, v28);
  p_fo[v1] = v30;
  int v31 = -4;
  int v32 = v3 < v31 ? v31 : v3;
  int v33 = 3;
  int v34 = v3 < v33 ? v3 : v33;
  int v35 = as_int(0u - as_uint(v3));
  int v36 = v35 < 0 ? as_int(0u - as_uint(v35)) : v35;
  int v37 = as_int(v4);
  int v38 = v3 >> (as_uint(v37) & 31u);
  int v39 = 3;
  int v40 = as_int(as_uint(v3) << (as_uint(v39) & 31u));
  int v41 = 7;
  int v42 = morph_rem_i32(v3, v41);
  int v43 = 1;
  int v44 = as_int(as_uint(v3) + as_uint(v43));
  int v45 = morph_div_i32(v3, v44);
  int v46 = as_int(as_uint(v3) * as_uint(v3));
  int v47 = as_int(as_uint(v46) - as_uint(v45));
  int v48 = as_int(as_uint(v47) + as_uint(v42));
  int v49 = as_int(as_uint(v48) + as_uint(v40));
  int v50 = as_int(as_uint(v49) + as_uint(v38));
  int v51 = as_int(as_uint(v50) + as_uint(v36));
  int v52 = as_int(as_uint(v51) + as_uint(v34));
  int v53 = as_int(as_uint(v52) + as_uint(v32));
  int v54 = as_int(v2);
  int v55 = morph_f32_to_i32(v2);
  int v56 = ~v3;
  int v57 = v53 ^ v56;
  int v58 = 5;
  int v59 = v53 & v58;
  int v60 = v59 | v57;
  int v61 = v60 | v55;
  int v62 = v61 | v54;
  p_io[v1] = v62;
  uint v63 = morph_f32_to_u32(v2);
  uint v64 = 1u;
  uint v65 = v4 < v64 ? v64 : v4;
  uint v66 = 9u;
  uint v67 = v4 < v66 ? v4 : v66;
  uint v68 = 1u;
  uint v69 = v4 >> (v68 & 31u);
  uint v70 = 2u;
  uint v71 = v4 << (v70 & 31u);
  uint v72 = 5u;
  uint v73 = morph_rem_u32(v4, v72);
  uint v74 = 3u;
  uint v75 = morph_div_u32(v4, v74);
  uint v76 = v4 * v4;
  uint v77 = v76 - v75;
  uint v78 = v77 + v73;
  uint v79 = v78 + v71;
  uint v80 = v79 + v69;
  uint v81 = v80 + v67;
  uint v82 = v81 + v65;
  uint v83 = v82 + v63;
  uint v84 = v2 != 0.0f ? 1u : 0u;
  uint v85 = 2u;
  uint v86 = (v4 >= v85) ? 1u : 0u;
  uint v87 = v84 | v86;
  uint v88 = v87 != 0u ? 1u : 0u;
  int v89 = 0;
  uint v90 = (v3 != v89) ? 1u : 0u;
  uint v91 = v90 != 0u ? 1u : 0u;
  uint v92 = v83 + v91;
  uint v93 = v92 + v88;
  p_uo[v1] = v93;
}
