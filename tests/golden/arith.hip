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
  float v7 = as_float(as_uint(v2) ^ 0x80000000u);
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
  float v29 = __fadd_rn(v27, v28);
  p_fo[v1] = v29;
  int v30 = -4;
  int v31 = v3 < v30 ? v30 : v3;
  int v32 = 3;
  int v33 = v3 < v32 ? v3 : v32;
  int v34 = as_int(0u - as_uint(v3));
  int v35 = v34 < 0 ? as_int(0u - as_uint(v34)) : v34;
  int v36 = as_int(v4);
  int v37 = v3 >> (as_uint(v36) & 31u);
  int v38 = 3;
  int v39 = as_int(as_uint(v3) << (as_uint(v38) & 31u));
  int v40 = 7;
  int v41 = morph_rem_i32(v3, v40);
  int v42 = 1;
  int v43 = as_int(as_uint(v3) + as_uint(v42));
  int v44 = morph_div_i32(v3, v43);
  int v45 = as_int(as_uint(v3) * as_uint(v3));
  int v46 = as_int(as_uint(v45) - as_uint(v44));
  int v47 = as_int(as_uint(v46) + as_uint(v41));
  int v48 = as_int(as_uint(v47) + as_uint(v39));
  int v49 = as_int(as_uint(v48) + as_uint(v37));
  int v50 = as_int(as_uint(v49) + as_uint(v35));
  int v51 = as_int(as_uint(v50) + as_uint(v33));
  int v52 = as_int(as_uint(v51) + as_uint(v31));
  int v53 = as_int(v2);
  int v54 = morph_f32_to_i32(v2);
  int v55 = ~v3;
  int v56 = v52 ^ v55;
  int v57 = 5;
  int v58 = v52 & v57;
  int v59 = v58 | v56;
  int v60 = v59 | v54;
  int v61 = v60 | v53;
  p_io[v1] = v61;
  uint v62 = morph_f32_to_u32(v2);
  uint v63 = 1u;
  uint v64 = v4 < v63 ? v63 : v4;
  uint v65 = 9u;
  uint v66 = v4 < v65 ? v4 : v65;
  uint v67 = 1u;
  uint v68 = v4 >> (v67 & 31u);
  uint v69 = 2u;
  uint v70 = v4 << (v69 & 31u);
  uint v71 = 5u;
  uint v72 = morph_rem_u32(v4, v71);
  uint v73 = 3u;
  uint v74 = morph_div_u32(v4, v73);
  uint v75 = v4 * v4;
  uint v76 = v75 - v74;
  uint v77 = v76 + v72;
  uint v78 = v77 + v70;
  uint v79 = v78 + v68;
  uint v80 = v79 + v66;
  uint v81 = v80 + v64;
  uint v82 = v81 + v62;
  uint v83 = v2 != 0.0f ? 1u : 0u;
  uint v84 = 2u;
  uint v85 = (v4 >= v84) ? 1u : 0u;
  uint v86 = v83 | v85;
  uint v87 = v86 != 0u ? 1u : 0u;
  int v88 = 0;
  uint v89 = (v3 != v88) ? 1u : 0u;
  uint v90 = v89 != 0u ? 1u : 0u;
  uint v91 = v82 + v90;
  uint v92 = v91 + v87;
  p_uo[v1] = v92;
}
