// Kernel 'dag_map' printed by Morph for hip (key 4222129530354761495).
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

MORPH_FN uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

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

extern "C" __global__ void k_dag_map(const float* p_in0, uint p_in0_len, const float* p_in1, uint p_in1_len, float* p_out0, uint p_out0_len, uint p_rows, uint p_cols) {
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = (blockIdx.x * blockDim.x + threadIdx.x);
  uint v3 = v0 * v1;
  uint v4 = (v2 < v3) ? 1u : 0u;
  if (v4 != 0u) {
    uint v5 = 0u;
    uint v6 = 0u;
    uint v7 = morph_div_u32(v2, v1);
    uint v8 = v7 * v1;
    uint v9 = v2 - v8;
    uint v10 = v7 * v1;
    uint v11 = v10 + v9;
    float v12 = p_in0[v11];
    float v13 = as_float(0xc3480000u) /* -200 */;
    float v14 = morph_max_f32(v12, v13);
    float v15 = as_float(0x00000000u) /* 0 */;
    float v16 = as_float(0x00000000u) /* 0 */;
    uint v17 = (v14 < v16) ? 1u : 0u;
    float v18 = as_float(as_uint(v14) & 0x7fffffffu);
    float v19 = as_float(as_uint(v15) ^ 0x80000000u);
    float v20 = v17 != 0u ? v19 : v15;
    float v21 = as_float(0x432e0000u) /* 174 */;
    float v22 = morph_min_f32(v18, v21);
    float v23 = as_float(as_uint(v20) ^ 0x80000000u);
    float v24 = as_float(as_uint(v22) ^ 0x80000000u);
    float v25 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v26 = __fadd_rn(v24, v23);
    float v27 = __fmul_rn(v26, v25);
    float v28 = rintf(v27);
    int v29 = morph_f32_to_i32(v28);
    float v30 = as_float(0x3f317200u) /* 0.693145752 */;
    float v31 = __fmul_rn(v28, v30);
    float v32 = __fsub_rn(v24, v31);
    float v33 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v34 = __fmul_rn(v28, v33);
    float v35 = __fsub_rn(v34, v23);
    float v36 = __fsub_rn(v32, v35);
    float v37 = __fmul_rn(v36, v36);
    float v38 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v39 = __fmul_rn(v37, v38);
    float v40 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v41 = __fadd_rn(v40, v39);
    float v42 = __fmul_rn(v37, v41);
    float v43 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v44 = __fadd_rn(v43, v42);
    float v45 = __fmul_rn(v37, v44);
    float v46 = __fsub_rn(v36, v45);
    float v47 = as_float(0x40000000u) /* 2 */;
    float v48 = __fsub_rn(v47, v46);
    float v49 = __fmul_rn(v36, v46);
    float v50 = __fdiv_rn(v49, v48);
    float v51 = __fsub_rn(v35, v50);
    float v52 = __fsub_rn(v51, v32);
    float v53 = as_float(0x3f800000u) /* 1 */;
    float v54 = __fsub_rn(v53, v52);
    float v55 = __fsub_rn(v53, v54);
    float v56 = __fsub_rn(v55, v52);
    float v57 = as_float(0x3f800000u) /* 1 */;
    int v58 = 1;
    int v59 = v29 >> (as_uint(v58) & 31u);
    int v60 = as_int(as_uint(v29) - as_uint(v59));
    int v61 = 127;
    int v62 = as_int(as_uint(v60) + as_uint(v61));
    int v63 = 23;
    int v64 = as_int(as_uint(v62) << (as_uint(v63) & 31u));
    float v65 = as_float(v64);
    int v66 = 127;
    int v67 = as_int(as_uint(v59) + as_uint(v66));
    int v68 = 23;
    int v69 = as_int(as_uint(v67) << (as_uint(v68) & 31u));
    float v70 = as_float(v69);
    float v71 = __fmul_rn(v54, v70);
    float v72 = __fmul_rn(v71, v65);
    int v73 = 1;
    int v74 = v29 >> (as_uint(v73) & 31u);
    int v75 = as_int(as_uint(v29) - as_uint(v74));
    int v76 = 127;
    int v77 = as_int(as_uint(v75) + as_uint(v76));
    int v78 = 23;
    int v79 = as_int(as_uint(v77) << (as_uint(v78) & 31u));
    float v80 = as_float(v79);
    int v81 = 127;
    int v82 = as_int(as_uint(v74) + as_uint(v81));
    int v83 = 23;
    int v84 = as_int(as_uint(v82) << (as_uint(v83) & 31u));
    float v85 = as_float(v84);
    float v86 = __fmul_rn(v56, v85);
    float v87 = __fmul_rn(v86, v80);
    float v88 = __fadd_rn(v57, v72);
    float v89 = __fsub_rn(v57, v88);
    float v90 = __fadd_rn(v89, v72);
    float v91 = __fadd_rn(v90, v87);
    float v92 = __fmul_rn(v14, v54);
    uint v93 = as_uint(v14);
    uint v94 = 4294963200u;
    uint v95 = v93 & v94;
    float v96 = as_float(v95);
    float v97 = __fsub_rn(v14, v96);
    uint v98 = as_uint(v54);
    uint v99 = 4294963200u;
    uint v100 = v98 & v99;
    float v101 = as_float(v100);
    float v102 = __fsub_rn(v54, v101);
    float v103 = __fmul_rn(v97, v102);
    float v104 = __fmul_rn(v97, v101);
    float v105 = __fmul_rn(v96, v102);
    float v106 = __fmul_rn(v96, v101);
    float v107 = __fsub_rn(v106, v92);
    float v108 = __fadd_rn(v107, v105);
    float v109 = __fadd_rn(v108, v104);
    float v110 = __fadd_rn(v109, v103);
    float v111 = v17 != 0u ? v92 : v14;
    float v112 = as_float(0x00000000u) /* 0 */;
    float v113 = __fmul_rn(v14, v56);
    float v114 = __fadd_rn(v110, v113);
    float v115 = v17 != 0u ? v114 : v112;
    float v116 = __fdiv_rn(v111, v88);
    float v117 = __fmul_rn(v116, v88);
    uint v118 = as_uint(v116);
    uint v119 = 4294963200u;
    uint v120 = v118 & v119;
    float v121 = as_float(v120);
    float v122 = __fsub_rn(v116, v121);
    uint v123 = as_uint(v88);
    uint v124 = 4294963200u;
    uint v125 = v123 & v124;
    float v126 = as_float(v125);
    float v127 = __fsub_rn(v88, v126);
    float v128 = __fmul_rn(v122, v127);
    float v129 = __fmul_rn(v122, v126);
    float v130 = __fmul_rn(v121, v127);
    float v131 = __fmul_rn(v121, v126);
    float v132 = __fsub_rn(v131, v117);
    float v133 = __fadd_rn(v132, v130);
    float v134 = __fadd_rn(v133, v129);
    float v135 = __fadd_rn(v134, v128);
    float v136 = __fmul_rn(v116, v91);
    float v137 = __fsub_rn(v111, v117);
    float v138 = __fsub_rn(v137, v135);
    float v139 = __fadd_rn(v138, v115);
    float v140 = __fsub_rn(v139, v136);
    float v141 = __fdiv_rn(v140, v88);
    float v142 = __fadd_rn(v116, v141);
    uint v143 = (v142 != v142) ? 1u : 0u;
    float v144 = as_float(0x00000000u) /* 0 */;
    uint v145 = (v116 == v144) ? 1u : 0u;
    uint v146 = v143 | v145;
    float v147 = v146 != 0u ? v116 : v142;
    int v148 = 0;
    int v149 = v17 != 0u ? v29 : v148;
    int v150 = 1;
    int v151 = v149 >> (as_uint(v150) & 31u);
    int v152 = as_int(as_uint(v149) - as_uint(v151));
    int v153 = 127;
    int v154 = as_int(as_uint(v152) + as_uint(v153));
    int v155 = 23;
    int v156 = as_int(as_uint(v154) << (as_uint(v155) & 31u));
    float v157 = as_float(v156);
    int v158 = 127;
    int v159 = as_int(as_uint(v151) + as_uint(v158));
    int v160 = 23;
    int v161 = as_int(as_uint(v159) << (as_uint(v160) & 31u));
    float v162 = as_float(v161);
    float v163 = __fmul_rn(v147, v162);
    float v164 = __fmul_rn(v163, v157);
    uint v165 = (v12 != v12) ? 1u : 0u;
    float v166 = v165 != 0u ? v12 : v164;
    uint v167 = v7 * v1;
    uint v168 = v167 + v9;
    float v169 = p_in1[v168];
    float v170 = __fmul_rn(v166, v169);
    uint v171 = v7 * v1;
    uint v172 = v171 + v9;
    p_out0[v172] = v170;
  }
}
