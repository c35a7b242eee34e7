// Kernel 'row_fence_split' printed by Morph for hip (key 17373671287333931245).
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
  __shared__ float sh0_stage[5120];
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
  uint v54 = 160u;
  uint v55 = 0u;
  for (uint v56 = v55; v56 < v51; v56 = v56 > 4294967295u - v54 ? v51 : v56 + v54) {
    uint v57 = 0u;
    uint v58 = 5u;
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
      uint v74 = (v71 < v73) ? 1u : 0u;
      float v75 = v74 != 0u ? v73 : v71;
      uint v76 = (v75 > v72) ? 1u : 0u;
      float v77 = v76 != 0u ? v72 : v75;
      float v78 = as_float(0x00000000u) /* 0 */;
      float v79 = as_float(0x4b400000u) /* 12582912 */;
      float v80 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v81 = __fmaf_rn(v77, v80, v79);
      float v82 = as_float(0x4b400000u) /* 12582912 */;
      float v83 = __fsub_rn(v81, v82);
      int v84 = as_int(v81);
      int v85 = 1262485504;
      int v86 = as_int(as_uint(v84) - as_uint(v85));
      float v87 = as_float(0x3f317218u) /* 0.693147182 */;
      float v88 = as_float(as_uint(v83) ^ 0x80000000u);
      float v89 = __fmaf_rn(v88, v87, v77);
      float v90 = as_float(0xb102e308u) /* -1.90465421e-09 */;
      float v91 = as_float(as_uint(v83) ^ 0x80000000u);
      float v92 = __fmaf_rn(v91, v90, v78);
      float v93 = as_float(0x39500d01u) /* 0.000198412701 */;
      float v94 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
      float v95 = __fmaf_rn(v89, v94, v93);
      float v96 = as_float(0x3ab60b61u) /* 0.00138888892 */;
      float v97 = __fmaf_rn(v89, v95, v96);
      float v98 = as_float(0x3c088889u) /* 0.00833333377 */;
      float v99 = __fmaf_rn(v89, v97, v98);
      float v100 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
      float v101 = __fmaf_rn(v89, v99, v100);
      float v102 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v103 = __fmaf_rn(v89, v101, v102);
      float v104 = as_float(0x3f000000u) /* 0.5 */;
      float v105 = __fmaf_rn(v89, v103, v104);
      float v106 = __fmul_rn(v89, v89);
      float v107 = __fmul_rn(v106, v105);
      float v108 = as_float(0x3f800000u) /* 1 */;
      float v109 = __fadd_rn(v108, v89);
      float v110 = __fsub_rn(v109, v108);
      float v111 = __fsub_rn(v89, v110);
      float v112 = __fadd_rn(v109, v107);
      float v113 = __fmaf_rn(v92, v112, v107);
      float v114 = __fadd_rn(v111, v113);
      float v115 = __fadd_rn(v109, v114);
      float v116 = __fsub_rn(v109, v115);
      float v117 = __fadd_rn(v116, v114);
      int v118 = 1;
      int v119 = v86 >> (as_uint(v118) & 31u);
      int v120 = as_int(as_uint(v86) - as_uint(v119));
      int v121 = 127;
      int v122 = as_int(as_uint(v120) + as_uint(v121));
      int v123 = 23;
      int v124 = as_int(as_uint(v122) << (as_uint(v123) & 31u));
      float v125 = as_float(v124);
      int v126 = 127;
      int v127 = as_int(as_uint(v119) + as_uint(v126));
      int v128 = 23;
      int v129 = as_int(as_uint(v127) << (as_uint(v128) & 31u));
      float v130 = as_float(v129);
      float v131 = __fmul_rn(v115, v130);
      float v132 = __fmul_rn(v131, v125);
      float v133 = as_float(0x80000000u) /* -0 */;
      uint v134 = (v67 < v2) ? 1u : 0u;
      float v135 = v134 != 0u ? v132 : v133;
      uint v136 = 32u;
      uint v137 = v63 * v136;
      uint v138 = v137 + v14;
      sh0_stage[v138] = v135;
    }
    __syncthreads();
    uint v139 = 0u;
    uint v140 = (v16 == v139) ? 1u : 0u;
    if (v140 != 0u) {
      uint v141 = 0u;
      uint v142 = 20u;
      uint v143 = 1u;
      for (uint v144 = v141; v144 < v142; v144 = v144 > 4294967295u - v143 ? v142 : v144 + v143) {
        uint v145 = 256u;
        uint v146 = v144 * v145;
        uint v147 = v146 + v14;
        float v148 = sh0_stage[v147];
        uint v149 = 32u;
        uint v150 = v147 + v149;
        float v151 = sh0_stage[v150];
        uint v152 = 64u;
        uint v153 = v147 + v152;
        float v154 = sh0_stage[v153];
        uint v155 = 96u;
        uint v156 = v147 + v155;
        float v157 = sh0_stage[v156];
        uint v158 = 128u;
        uint v159 = v147 + v158;
        float v160 = sh0_stage[v159];
        uint v161 = 160u;
        uint v162 = v147 + v161;
        float v163 = sh0_stage[v162];
        uint v164 = 192u;
        uint v165 = v147 + v164;
        float v166 = sh0_stage[v165];
        uint v167 = 224u;
        uint v168 = v147 + v167;
        float v169 = sh0_stage[v168];
        float v170 = l0;
        float v171 = __fadd_rn(v170, v148);
        float v172 = __fadd_rn(v171, v151);
        float v173 = __fadd_rn(v172, v154);
        float v174 = __fadd_rn(v173, v157);
        float v175 = __fadd_rn(v174, v160);
        float v176 = __fadd_rn(v175, v163);
        float v177 = __fadd_rn(v176, v166);
        float v178 = __fadd_rn(v177, v169);
        l0 = v178;
      }
    }
    __syncthreads();
  }
  float v179 = l0;
  uint v180 = 16u;
  float v181 = __shfl_xor(v179, (int)(v180 & 31u), 32);
  float v182 = __fadd_rn(v179, v181);
  uint v183 = 8u;
  float v184 = __shfl_xor(v182, (int)(v183 & 31u), 32);
  float v185 = __fadd_rn(v182, v184);
  uint v186 = 4u;
  float v187 = __shfl_xor(v185, (int)(v186 & 31u), 32);
  float v188 = __fadd_rn(v185, v187);
  uint v189 = 2u;
  float v190 = __shfl_xor(v188, (int)(v189 & 31u), 32);
  float v191 = __fadd_rn(v188, v190);
  uint v192 = 1u;
  float v193 = __shfl_xor(v191, (int)(v192 & 31u), 32);
  float v194 = __fadd_rn(v191, v193);
  uint v195 = 0u;
  uint v196 = (v16 == v195) ? 1u : 0u;
  uint v197 = 31u;
  uint v198 = v3 & v197;
  uint v199 = 0u;
  uint v200 = (v198 == v199) ? 1u : 0u;
  uint v201 = v196 & v200;
  if (v201 != 0u) {
    uint v202 = 5u;
    uint v203 = v19 >> (v202 & 31u);
    uint v204 = 2u;
    uint v205 = v8 * v204;
    uint v206 = 1u;
    uint v207 = v205 + v206;
    uint v208 = 32u;
    uint v209 = v207 * v208;
    uint v210 = v209 + v203;
    p_partials[v210] = v194;
  }
}
