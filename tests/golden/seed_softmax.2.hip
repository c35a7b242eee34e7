// Kernel 'row_fence_split' printed by Morph for hip (key 5289941495821658164).
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
  float v45 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v46 = morph_max_f32(v44, v45);
  float v47 = as_float(0x80000000u) /* -0 */;
  l0 = v47;
  uint v48 = 1023u;
  uint v49 = v2 + v48;
  uint v50 = 10u;
  uint v51 = v49 >> (v50 & 31u);
  uint v52 = 1u;
  uint v53 = v2 - v52;
  uint v54 = 128u;
  uint v55 = 0u;
  for (uint v56 = v55; v56 < v51; v56 = v56 > 4294967295u - v54 ? v51 : v56 + v54) {
    uint v57 = 0u;
    uint v58 = 4u;
    uint v59 = 1u;
    for (uint v60 = v57; v60 < v58; v60 = v60 > 4294967295u - v59 ? v58 : v60 + v59) {
      uint v61 = 32u;
      uint v62 = v60 * v61;
      uint v63 = v16 + v62;
      uint v64 = v56 + v63;
      uint v65 = 1024u;
      uint v66 = v64 * v65;
      uint v67 = v19 + v66;
      uint v68 = v67 < v53 ? v67 : v53;
      uint v69 = v9 + v68;
      float v70 = p_in0[v69];
      float v71 = __fsub_rn(v70, v46);
      float v72 = as_float(0x42b20000u) /* 89 */;
      float v73 = as_float(0xc2f00000u) /* -120 */;
      float v74 = morph_max_f32(v71, v73);
      float v75 = morph_min_f32(v74, v72);
      float v76 = as_float(0x00000000u) /* 0 */;
      float v77 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v78 = __fadd_rn(v75, v76);
      float v79 = __fmul_rn(v78, v77);
      float v80 = rintf(v79);
      int v81 = morph_f32_to_i32(v80);
      float v82 = as_float(0x3f317200u) /* 0.693145752 */;
      float v83 = __fmul_rn(v80, v82);
      float v84 = __fsub_rn(v75, v83);
      float v85 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
      float v86 = __fmul_rn(v80, v85);
      float v87 = __fsub_rn(v86, v76);
      float v88 = __fsub_rn(v84, v87);
      float v89 = __fmul_rn(v88, v88);
      float v90 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
      float v91 = __fmul_rn(v89, v90);
      float v92 = as_float(0xbb360d14u) /* -0.00277787913 */;
      float v93 = __fadd_rn(v92, v91);
      float v94 = __fmul_rn(v89, v93);
      float v95 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v96 = __fadd_rn(v95, v94);
      float v97 = __fmul_rn(v89, v96);
      float v98 = __fsub_rn(v88, v97);
      float v99 = as_float(0x40000000u) /* 2 */;
      float v100 = __fsub_rn(v99, v98);
      float v101 = __fmul_rn(v88, v98);
      float v102 = __fdiv_rn(v101, v100);
      float v103 = __fsub_rn(v87, v102);
      float v104 = __fsub_rn(v103, v84);
      float v105 = as_float(0x3f800000u) /* 1 */;
      float v106 = __fsub_rn(v105, v104);
      int v107 = 1;
      int v108 = v81 >> (as_uint(v107) & 31u);
      int v109 = as_int(as_uint(v81) - as_uint(v108));
      int v110 = 127;
      int v111 = as_int(as_uint(v109) + as_uint(v110));
      int v112 = 23;
      int v113 = as_int(as_uint(v111) << (as_uint(v112) & 31u));
      float v114 = as_float(v113);
      int v115 = 127;
      int v116 = as_int(as_uint(v108) + as_uint(v115));
      int v117 = 23;
      int v118 = as_int(as_uint(v116) << (as_uint(v117) & 31u));
      float v119 = as_float(v118);
      float v120 = __fmul_rn(v106, v119);
      float v121 = __fmul_rn(v120, v114);
      float v122 = as_float(0x80000000u) /* -0 */;
      uint v123 = (v67 < v2) ? 1u : 0u;
      float v124 = v123 != 0u ? v121 : v122;
      uint v125 = 32u;
      uint v126 = v63 * v125;
      uint v127 = v126 + v14;
      sh0_stage[v127] = v124;
    }
    __syncthreads();
    uint v128 = 0u;
    uint v129 = (v16 == v128) ? 1u : 0u;
    if (v129 != 0u) {
      uint v130 = 0u;
      uint v131 = 128u;
      uint v132 = 1u;
      for (uint v133 = v130; v133 < v131; v133 = v133 > 4294967295u - v132 ? v131 : v133 + v132) {
        uint v134 = 32u;
        uint v135 = v133 * v134;
        uint v136 = v135 + v14;
        float v137 = sh0_stage[v136];
        float v138 = l0;
        float v139 = __fadd_rn(v138, v137);
        l0 = v139;
      }
    }
    __syncthreads();
  }
  float v140 = l0;
  uint v141 = 16u;
  float v142 = __shfl_xor(v140, (int)(v141 & 31u), 32);
  float v143 = __fadd_rn(v140, v142);
  uint v144 = 8u;
  float v145 = __shfl_xor(v143, (int)(v144 & 31u), 32);
  float v146 = __fadd_rn(v143, v145);
  uint v147 = 4u;
  float v148 = __shfl_xor(v146, (int)(v147 & 31u), 32);
  float v149 = __fadd_rn(v146, v148);
  uint v150 = 2u;
  float v151 = __shfl_xor(v149, (int)(v150 & 31u), 32);
  float v152 = __fadd_rn(v149, v151);
  uint v153 = 1u;
  float v154 = __shfl_xor(v152, (int)(v153 & 31u), 32);
  float v155 = __fadd_rn(v152, v154);
  uint v156 = 0u;
  uint v157 = (v16 == v156) ? 1u : 0u;
  uint v158 = 31u;
  uint v159 = v3 & v158;
  uint v160 = 0u;
  uint v161 = (v159 == v160) ? 1u : 0u;
  uint v162 = v157 & v161;
  if (v162 != 0u) {
    uint v163 = 5u;
    uint v164 = v19 >> (v163 & 31u);
    uint v165 = 2u;
    uint v166 = v8 * v165;
    uint v167 = 1u;
    uint v168 = v166 + v167;
    uint v169 = 32u;
    uint v170 = v168 * v169;
    uint v171 = v170 + v164;
    p_partials[v171] = v155;
  }
}
