// Kernel 'row_fence_split' printed by Morph for hip (key 676004222889605548).
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

extern "C" __global__ void k_row_fence_split(const float* p_in0, uint p_in0_len, const float* p_out0, uint p_out0_len, float* p_partials, uint p_partials_len, uint p_rows, uint p_cols) {
  __shared__ float sh0_stage[4096];
  float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = threadIdx.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = blockIdx.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = blockIdx.x;
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
    __syncthreads();
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
    __syncthreads();
  }
  float v62 = l0;
  uint v63 = 16u;
  float v64 = __shfl_xor(v62, (int)(v63 & 31u), 32);
  float v65 = morph_max_f32(v62, v64);
  uint v66 = 8u;
  float v67 = __shfl_xor(v65, (int)(v66 & 31u), 32);
  float v68 = morph_max_f32(v65, v67);
  uint v69 = 4u;
  float v70 = __shfl_xor(v68, (int)(v69 & 31u), 32);
  float v71 = morph_max_f32(v68, v70);
  uint v72 = 2u;
  float v73 = __shfl_xor(v71, (int)(v72 & 31u), 32);
  float v74 = morph_max_f32(v71, v73);
  uint v75 = 1u;
  float v76 = __shfl_xor(v74, (int)(v75 & 31u), 32);
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
