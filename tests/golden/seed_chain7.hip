// Kernel 'dag_map' printed by Morph for hip (key 8902564671293770413).
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
    float v13 = as_float(as_uint(v12) ^ 0x80000000u);
    float v14 = as_float(0x42b20000u) /* 89 */;
    float v15 = as_float(0xc2f00000u) /* -120 */;
    float v16 = morph_max_f32(v13, v15);
    float v17 = morph_min_f32(v16, v14);
    float v18 = as_float(0x00000000u) /* 0 */;
    float v19 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v20 = __fadd_rn(v17, v18);
    float v21 = __fmul_rn(v20, v19);
    float v22 = rintf(v21);
    int v23 = morph_f32_to_i32(v22);
    float v24 = as_float(0x3f317200u) /* 0.693145752 */;
    float v25 = __fmul_rn(v22, v24);
    float v26 = __fsub_rn(v17, v25);
    float v27 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v28 = __fmul_rn(v22, v27);
    float v29 = __fsub_rn(v28, v18);
    float v30 = __fsub_rn(v26, v29);
    float v31 = __fmul_rn(v30, v30);
    float v32 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v33 = __fmul_rn(v31, v32);
    float v34 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v35 = __fadd_rn(v34, v33);
    float v36 = __fmul_rn(v31, v35);
    float v37 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v38 = __fadd_rn(v37, v36);
    float v39 = __fmul_rn(v31, v38);
    float v40 = __fsub_rn(v30, v39);
    float v41 = as_float(0x40000000u) /* 2 */;
    float v42 = __fsub_rn(v41, v40);
    float v43 = __fmul_rn(v30, v40);
    float v44 = __fdiv_rn(v43, v42);
    float v45 = __fsub_rn(v29, v44);
    float v46 = __fsub_rn(v45, v26);
    float v47 = as_float(0x3f800000u) /* 1 */;
    float v48 = __fsub_rn(v47, v46);
    int v49 = 1;
    int v50 = v23 >> (as_uint(v49) & 31u);
    int v51 = as_int(as_uint(v23) - as_uint(v50));
    int v52 = 127;
    int v53 = as_int(as_uint(v51) + as_uint(v52));
    int v54 = 23;
    int v55 = as_int(as_uint(v53) << (as_uint(v54) & 31u));
    float v56 = as_float(v55);
    int v57 = 127;
    int v58 = as_int(as_uint(v50) + as_uint(v57));
    int v59 = 23;
    int v60 = as_int(as_uint(v58) << (as_uint(v59) & 31u));
    float v61 = as_float(v60);
    float v62 = __fmul_rn(v48, v61);
    float v63 = __fmul_rn(v62, v56);
    float v64 = as_float(0x40000000u) /* 2 */;
    float v65 = __fmul_rn(v63, v64);
    uint v66 = v7 * v1;
    uint v67 = v66 + v9;
    float v68 = p_in1[v67];
    float v69 = __fadd_rn(v65, v68);
    float v70 = as_float(as_uint(v69) & 0x7fffffffu);
    float v71 = __fmul_rn(v69, v69);
    float v72 = as_float(0x3b14f9e7u) /* 0.00227319612 */;
    float v73 = __fmul_rn(v71, v72);
    float v74 = as_float(0xbc07f48eu) /* -0.00829805247 */;
    float v75 = __fadd_rn(v74, v73);
    float v76 = __fmul_rn(v71, v75);
    float v77 = as_float(0x3cb21b05u) /* 0.0217413995 */;
    float v78 = __fadd_rn(v77, v76);
    float v79 = __fmul_rn(v71, v78);
    float v80 = as_float(0xbd5cfd92u) /* -0.053952761 */;
    float v81 = __fadd_rn(v80, v79);
    float v82 = __fmul_rn(v71, v81);
    float v83 = as_float(0x3e08884bu) /* 0.133332416 */;
    float v84 = __fadd_rn(v83, v82);
    float v85 = __fmul_rn(v71, v84);
    float v86 = as_float(0xbeaaaaaau) /* -0.333333313 */;
    float v87 = __fadd_rn(v86, v85);
    float v88 = __fmul_rn(v71, v87);
    float v89 = __fmul_rn(v69, v88);
    float v90 = __fadd_rn(v69, v89);
    float v91 = as_float(0x00000000u) /* 0 */;
    uint v92 = (v69 == v91) ? 1u : 0u;
    float v93 = v92 != 0u ? v69 : v90;
    float v94 = as_float(0x00000000u) /* 0 */;
    float v95 = __fadd_rn(v70, v70);
    float v96 = as_float(0x432e0000u) /* 174 */;
    float v97 = morph_min_f32(v95, v96);
    float v98 = as_float(as_uint(v94) ^ 0x80000000u);
    float v99 = as_float(as_uint(v97) ^ 0x80000000u);
    float v100 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v101 = __fadd_rn(v99, v98);
    float v102 = __fmul_rn(v101, v100);
    float v103 = rintf(v102);
    int v104 = morph_f32_to_i32(v103);
    float v105 = as_float(0x3f317200u) /* 0.693145752 */;
    float v106 = __fmul_rn(v103, v105);
    float v107 = __fsub_rn(v99, v106);
    float v108 = as_float(0x35bfbe8eu) /* 1.42860677e-06 */;
    float v109 = __fmul_rn(v103, v108);
    float v110 = __fsub_rn(v109, v98);
    float v111 = __fsub_rn(v107, v110);
    float v112 = __fmul_rn(v111, v111);
    float v113 = as_float(0x388b5bc6u) /* 6.64513063e-05 */;
    float v114 = __fmul_rn(v112, v113);
    float v115 = as_float(0xbb360d14u) /* -0.00277787913 */;
    float v116 = __fadd_rn(v115, v114);
    float v117 = __fmul_rn(v112, v116);
    float v118 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v119 = __fadd_rn(v118, v117);
    float v120 = __fmul_rn(v112, v119);
    float v121 = __fsub_rn(v111, v120);
    float v122 = as_float(0x40000000u) /* 2 */;
    float v123 = __fsub_rn(v122, v121);
    float v124 = __fmul_rn(v111, v121);
    float v125 = __fdiv_rn(v124, v123);
    float v126 = __fsub_rn(v110, v125);
    float v127 = __fsub_rn(v126, v107);
    float v128 = as_float(0x3f800000u) /* 1 */;
    float v129 = __fsub_rn(v128, v127);
    float v130 = __fsub_rn(v128, v129);
    float v131 = __fsub_rn(v130, v127);
    float v132 = as_float(0x3f800000u) /* 1 */;
    int v133 = 1;
    int v134 = v104 >> (as_uint(v133) & 31u);
    int v135 = as_int(as_uint(v104) - as_uint(v134));
    int v136 = 127;
    int v137 = as_int(as_uint(v135) + as_uint(v136));
    int v138 = 23;
    int v139 = as_int(as_uint(v137) << (as_uint(v138) & 31u));
    float v140 = as_float(v139);
    int v141 = 127;
    int v142 = as_int(as_uint(v134) + as_uint(v141));
    int v143 = 23;
    int v144 = as_int(as_uint(v142) << (as_uint(v143) & 31u));
    float v145 = as_float(v144);
    float v146 = __fmul_rn(v129, v145);
    float v147 = __fmul_rn(v146, v140);
    int v148 = 1;
    int v149 = v104 >> (as_uint(v148) & 31u);
    int v150 = as_int(as_uint(v104) - as_uint(v149));
    int v151 = 127;
    int v152 = as_int(as_uint(v150) + as_uint(v151));
    int v153 = 23;
    int v154 = as_int(as_uint(v152) << (as_uint(v153) & 31u));
    float v155 = as_float(v154);
    int v156 = 127;
    int v157 = as_int(as_uint(v149) + as_uint(v156));
    int v158 = 23;
    int v159 = as_int(as_uint(v157) << (as_uint(v158) & 31u));
    float v160 = as_float(v159);
    float v161 = __fmul_rn(v131, v160);
    float v162 = __fmul_rn(v161, v155);
    float v163 = __fsub_rn(v132, v147);
    float v164 = __fsub_rn(v132, v163);
    float v165 = __fsub_rn(v164, v147);
    float v166 = __fsub_rn(v165, v162);
    float v167 = __fadd_rn(v132, v147);
    float v168 = __fsub_rn(v132, v167);
    float v169 = __fadd_rn(v168, v147);
    float v170 = __fadd_rn(v169, v162);
    float v171 = __fdiv_rn(v163, v167);
    float v172 = __fmul_rn(v171, v167);
    uint v173 = as_uint(v171);
    uint v174 = 4294963200u;
    uint v175 = v173 & v174;
    float v176 = as_float(v175);
    float v177 = __fsub_rn(v171, v176);
    uint v178 = as_uint(v167);
    uint v179 = 4294963200u;
    uint v180 = v178 & v179;
    float v181 = as_float(v180);
    float v182 = __fsub_rn(v167, v181);
    float v183 = __fmul_rn(v177, v182);
    float v184 = __fmul_rn(v177, v181);
    float v185 = __fmul_rn(v176, v182);
    float v186 = __fmul_rn(v176, v181);
    float v187 = __fsub_rn(v186, v172);
    float v188 = __fadd_rn(v187, v185);
    float v189 = __fadd_rn(v188, v184);
    float v190 = __fadd_rn(v189, v183);
    float v191 = __fmul_rn(v171, v170);
    float v192 = __fsub_rn(v163, v172);
    float v193 = __fsub_rn(v192, v190);
    float v194 = __fadd_rn(v193, v166);
    float v195 = __fsub_rn(v194, v191);
    float v196 = __fdiv_rn(v195, v167);
    float v197 = __fadd_rn(v171, v196);
    uint v198 = (v197 != v197) ? 1u : 0u;
    float v199 = as_float(0x00000000u) /* 0 */;
    uint v200 = (v171 == v199) ? 1u : 0u;
    uint v201 = v198 | v200;
    float v202 = v201 != 0u ? v171 : v197;
    uint v203 = as_uint(v69);
    uint v204 = 2147483648u;
    uint v205 = v203 & v204;
    uint v206 = as_uint(v202);
    uint v207 = 2147483647u;
    uint v208 = v206 & v207;
    uint v209 = v208 | v205;
    float v210 = as_float(v209);
    float v211 = as_float(0x3f0ccccdu) /* 0.550000012 */;
    uint v212 = (v70 < v211) ? 1u : 0u;
    float v213 = v212 != 0u ? v93 : v210;
    uint v214 = (v69 != v69) ? 1u : 0u;
    float v215 = v214 != 0u ? v69 : v213;
    float v216 = as_float(0x3f000000u) /* 0.5 */;
    float v217 = __fmul_rn(v215, v216);
    float v218 = as_float(0x00000000u) /* 0 */;
    float v219 = morph_max_f32(v217, v218);
    uint v220 = v7 * v1;
    uint v221 = v220 + v9;
    p_out0[v221] = v219;
  }
}
