// Kernel 'row_fence_split' printed by Morph for hip (key 12094891153843001426).
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

MORPH_FN int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
}

extern "C" __global__ void k_row_fence_split(const float* p_in0, uint p_in0_len, float* p_out0, uint p_out0_len, const float* p_partials, uint p_partials_len, uint p_rows, uint p_cols) {
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
  uint v20 = 31u;
  uint v21 = v3 & v20;
  uint v22 = 2u;
  uint v23 = v8 * v22;
  uint v24 = 0u;
  uint v25 = v23 + v24;
  uint v26 = 32u;
  uint v27 = v25 * v26;
  uint v28 = v27 + v21;
  float v29 = p_partials[v28];
  uint v30 = 16u;
  float v31 = __shfl_xor(v29, (int)(v30 & 31u), 32);
  float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  float v34 = __shfl_xor(v32, (int)(v33 & 31u), 32);
  float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  float v37 = __shfl_xor(v35, (int)(v36 & 31u), 32);
  float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  float v40 = __shfl_xor(v38, (int)(v39 & 31u), 32);
  float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  float v43 = __shfl_xor(v41, (int)(v42 & 31u), 32);
  float v44 = morph_max_f32(v41, v43);
  uint v45 = 31u;
  uint v46 = v3 & v45;
  uint v47 = 2u;
  uint v48 = v8 * v47;
  uint v49 = 1u;
  uint v50 = v48 + v49;
  uint v51 = 32u;
  uint v52 = v50 * v51;
  uint v53 = v52 + v46;
  float v54 = p_partials[v53];
  uint v55 = 16u;
  float v56 = __shfl_xor(v54, (int)(v55 & 31u), 32);
  float v57 = __fadd_rn(v54, v56);
  uint v58 = 8u;
  float v59 = __shfl_xor(v57, (int)(v58 & 31u), 32);
  float v60 = __fadd_rn(v57, v59);
  uint v61 = 4u;
  float v62 = __shfl_xor(v60, (int)(v61 & 31u), 32);
  float v63 = __fadd_rn(v60, v62);
  uint v64 = 2u;
  float v65 = __shfl_xor(v63, (int)(v64 & 31u), 32);
  float v66 = __fadd_rn(v63, v65);
  uint v67 = 1u;
  float v68 = __shfl_xor(v66, (int)(v67 & 31u), 32);
  float v69 = __fadd_rn(v66, v68);
  float v70 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v71 = morph_max_f32(v44, v70);
  float v72 = as_float(0x3f800000u) /* 1 */;
  float v73 = morph_max_f32(v69, v72);
  uint v74 = 31u;
  uint v75 = v2 + v74;
  uint v76 = 5u;
  uint v77 = v75 >> (v76 & 31u);
  uint v78 = 31u;
  uint v79 = v77 + v78;
  uint v80 = 4294967264u;
  uint v81 = v79 & v80;
  uint v82 = v12 * v81;
  uint v83 = v82 + v81;
  uint v84 = v2 < v83 ? v2 : v83;
  uint v85 = v82 + v3;
  uint v86 = 1024u;
  for (uint v87 = v85; v87 < v84; v87 = v87 > 4294967295u - v86 ? v84 : v87 + v86) {
    uint v88 = v9 + v87;
    float v89 = p_in0[v88];
    float v90 = __fsub_rn(v89, v71);
    float v91 = as_float(0x42b20000u) /* 89 */;
    float v92 = as_float(0xc2f00000u) /* -120 */;
    float v93 = morph_max_f32(v90, v92);
    float v94 = morph_min_f32(v93, v91);
    float v95 = as_float(0x00000000u) /* 0 */;
    float v96 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v97 = __fadd_rn(v94, v95);
    float v98 = __fmul_rn(v97, v96);
    float v99 = rintf(v98);
    int v100 = morph_f32_to_i32(v99);
    float v101 = as_float(0x3f317200u) /* 0.693145752 */;
    float v102 = __fmul_rn(v99, v101);
    float v103 = __fsub_rn(v94, v102);
    float v104 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v105 = __fmul_rn(v99, v104);
    float v106 = __fsub_rn(v105, v95);
    float v107 = __fsub_rn(v103, v106);
    float v108 = __fmul_rn(v107, v107);
    float v109 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v110 = __fmul_rn(v108, v109);
    float v111 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v112 = __fadd_rn(v111, v110);
    float v113 = __fmul_rn(v108, v112);
    float v114 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v115 = __fadd_rn(v114, v113);
    float v116 = __fmul_rn(v108, v115);
    float v117 = __fsub_rn(v107, v116);
    float v118 = as_float(0x40000000u) /* 2 */;
    float v119 = __fsub_rn(v118, v117);
    float v120 = __fmul_rn(v107, v117);
    float v121 = __fdiv_rn(v120, v119);
    float v122 = __fsub_rn(v106, v121);
    float v123 = __fsub_rn(v122, v103);
    float v124 = as_float(0x3f800000u) /* 1 */;
    float v125 = __fsub_rn(v124, v123);
    int v126 = 1;
    int v127 = v100 >> (as_uint(v126) & 31u);
    int v128 = as_int(as_uint(v100) - as_uint(v127));
    int v129 = 127;
    int v130 = as_int(as_uint(v128) + as_uint(v129));
    int v131 = 23;
    int v132 = as_int(as_uint(v130) << (as_uint(v131) & 31u));
    float v133 = as_float(v132);
    int v134 = 127;
    int v135 = as_int(as_uint(v127) + as_uint(v134));
    int v136 = 23;
    int v137 = as_int(as_uint(v135) << (as_uint(v136) & 31u));
    float v138 = as_float(v137);
    float v139 = __fmul_rn(v125, v138);
    float v140 = __fmul_rn(v139, v133);
    float v141 = __fdiv_rn(v140, v73);
    uint v142 = v9 + v87;
    p_out0[v142] = v141;
  }
}
