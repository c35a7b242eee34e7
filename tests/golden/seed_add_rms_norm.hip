// Kernel 'row_fence' printed by Morph for hip (key 9402843663948866360).
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

extern "C" __global__ void k_row_fence(const float* p_in0, uint p_in0_len, const float* p_in1, uint p_in1_len, const float* p_in2, uint p_in2_len, float* p_out0, uint p_out0_len, uint p_rows, uint p_cols) {
  __shared__ float sh0_red[32];
  float l0 = 0;
  float l1 = 0;
  float l2 = 0;
  float l3 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 4096u;
  uint v3 = threadIdx.x;
  uint v4 = blockIdx.x;
  uint v5 = v4 * v2;
  uint v6 = threadIdx.x;
  uint v7 = 31u;
  uint v8 = v6 & v7;
  uint v9 = 0u;
  uint v10 = v6 + v9;
  uint v11 = 5u;
  uint v12 = v10 >> (v11 & 31u);
  uint v13 = 0u;
  uint v14 = v6 + v13;
  float v15 = as_float(0x80000000u) /* -0 */;
  l0 = v15;
  uint v16 = 1024u;
  for (uint v17 = v14; v17 < v2; v17 = v17 > 4294967295u - v16 ? v2 : v17 + v16) {
    uint v18 = v5 + v17;
    float v19 = p_in0[v18];
    uint v20 = v5 + v17;
    float v21 = p_in1[v20];
    float v22 = __fadd_rn(v19, v21);
    float v23 = __fmul_rn(v22, v22);
    float v24 = l0;
    float v25 = __fadd_rn(v24, v23);
    l0 = v25;
  }
  float v26 = l0;
  uint v27 = 16u;
  float v28 = __shfl_xor(v26, (int)(v27 & 31u), 32);
  float v29 = __fadd_rn(v26, v28);
  uint v30 = 8u;
  float v31 = __shfl_xor(v29, (int)(v30 & 31u), 32);
  float v32 = __fadd_rn(v29, v31);
  uint v33 = 4u;
  float v34 = __shfl_xor(v32, (int)(v33 & 31u), 32);
  float v35 = __fadd_rn(v32, v34);
  uint v36 = 2u;
  float v37 = __shfl_xor(v35, (int)(v36 & 31u), 32);
  float v38 = __fadd_rn(v35, v37);
  uint v39 = 1u;
  float v40 = __shfl_xor(v38, (int)(v39 & 31u), 32);
  float v41 = __fadd_rn(v38, v40);
  uint v42 = 0u;
  uint v43 = (v8 == v42) ? 1u : 0u;
  if (v43 != 0u) {
    sh0_red[v12] = v41;
  }
  uint v44 = 256u;
  uint v45 = v6 + v44;
  uint v46 = 5u;
  uint v47 = v45 >> (v46 & 31u);
  uint v48 = 256u;
  uint v49 = v6 + v48;
  float v50 = as_float(0x80000000u) /* -0 */;
  l1 = v50;
  uint v51 = 1024u;
  for (uint v52 = v49; v52 < v2; v52 = v52 > 4294967295u - v51 ? v2 : v52 + v51) {
    uint v53 = v5 + v52;
    float v54 = p_in0[v53];
    uint v55 = v5 + v52;
    float v56 = p_in1[v55];
    float v57 = __fadd_rn(v54, v56);
    float v58 = __fmul_rn(v57, v57);
    float v59 = l1;
    float v60 = __fadd_rn(v59, v58);
    l1 = v60;
  }
  float v61 = l1;
  uint v62 = 16u;
  float v63 = __shfl_xor(v61, (int)(v62 & 31u), 32);
  float v64 = __fadd_rn(v61, v63);
  uint v65 = 8u;
  float v66 = __shfl_xor(v64, (int)(v65 & 31u), 32);
  float v67 = __fadd_rn(v64, v66);
  uint v68 = 4u;
  float v69 = __shfl_xor(v67, (int)(v68 & 31u), 32);
  float v70 = __fadd_rn(v67, v69);
  uint v71 = 2u;
  float v72 = __shfl_xor(v70, (int)(v71 & 31u), 32);
  float v73 = __fadd_rn(v70, v72);
  uint v74 = 1u;
  float v75 = __shfl_xor(v73, (int)(v74 & 31u), 32);
  float v76 = __fadd_rn(v73, v75);
  uint v77 = 0u;
  uint v78 = (v8 == v77) ? 1u : 0u;
  if (v78 != 0u) {
    sh0_red[v47] = v76;
  }
  uint v79 = 512u;
  uint v80 = v6 + v79;
  uint v81 = 5u;
  uint v82 = v80 >> (v81 & 31u);
  uint v83 = 512u;
  uint v84 = v6 + v83;
  float v85 = as_float(0x80000000u) /* -0 */;
  l2 = v85;
  uint v86 = 1024u;
  for (uint v87 = v84; v87 < v2; v87 = v87 > 4294967295u - v86 ? v2 : v87 + v86) {
    uint v88 = v5 + v87;
    float v89 = p_in0[v88];
    uint v90 = v5 + v87;
    float v91 = p_in1[v90];
    float v92 = __fadd_rn(v89, v91);
    float v93 = __fmul_rn(v92, v92);
    float v94 = l2;
    float v95 = __fadd_rn(v94, v93);
    l2 = v95;
  }
  float v96 = l2;
  uint v97 = 16u;
  float v98 = __shfl_xor(v96, (int)(v97 & 31u), 32);
  float v99 = __fadd_rn(v96, v98);
  uint v100 = 8u;
  float v101 = __shfl_xor(v99, (int)(v100 & 31u), 32);
  float v102 = __fadd_rn(v99, v101);
  uint v103 = 4u;
  float v104 = __shfl_xor(v102, (int)(v103 & 31u), 32);
  float v105 = __fadd_rn(v102, v104);
  uint v106 = 2u;
  float v107 = __shfl_xor(v105, (int)(v106 & 31u), 32);
  float v108 = __fadd_rn(v105, v107);
  uint v109 = 1u;
  float v110 = __shfl_xor(v108, (int)(v109 & 31u), 32);
  float v111 = __fadd_rn(v108, v110);
  uint v112 = 0u;
  uint v113 = (v8 == v112) ? 1u : 0u;
  if (v113 != 0u) {
    sh0_red[v82] = v111;
  }
  uint v114 = 768u;
  uint v115 = v6 + v114;
  uint v116 = 5u;
  uint v117 = v115 >> (v116 & 31u);
  uint v118 = 768u;
  uint v119 = v6 + v118;
  float v120 = as_float(0x80000000u) /* -0 */;
  l3 = v120;
  uint v121 = 1024u;
  for (uint v122 = v119; v122 < v2; v122 = v122 > 4294967295u - v121 ? v2 : v122 + v121) {
    uint v123 = v5 + v122;
    float v124 = p_in0[v123];
    uint v125 = v5 + v122;
    float v126 = p_in1[v125];
    float v127 = __fadd_rn(v124, v126);
    float v128 = __fmul_rn(v127, v127);
    float v129 = l3;
    float v130 = __fadd_rn(v129, v128);
    l3 = v130;
  }
  float v131 = l3;
  uint v132 = 16u;
  float v133 = __shfl_xor(v131, (int)(v132 & 31u), 32);
  float v134 = __fadd_rn(v131, v133);
  uint v135 = 8u;
  float v136 = __shfl_xor(v134, (int)(v135 & 31u), 32);
  float v137 = __fadd_rn(v134, v136);
  uint v138 = 4u;
  float v139 = __shfl_xor(v137, (int)(v138 & 31u), 32);
  float v140 = __fadd_rn(v137, v139);
  uint v141 = 2u;
  float v142 = __shfl_xor(v140, (int)(v141 & 31u), 32);
  float v143 = __fadd_rn(v140, v142);
  uint v144 = 1u;
  float v145 = __shfl_xor(v143, (int)(v144 & 31u), 32);
  float v146 = __fadd_rn(v143, v145);
  uint v147 = 0u;
  uint v148 = (v8 == v147) ? 1u : 0u;
  if (v148 != 0u) {
    sh0_red[v117] = v146;
  }
  __syncthreads();
  float v149 = sh0_red[v8];
  uint v150 = 16u;
  float v151 = __shfl_xor(v149, (int)(v150 & 31u), 32);
  float v152 = __fadd_rn(v149, v151);
  uint v153 = 8u;
  float v154 = __shfl_xor(v152, (int)(v153 & 31u), 32);
  float v155 = __fadd_rn(v152, v154);
  uint v156 = 4u;
  float v157 = __shfl_xor(v155, (int)(v156 & 31u), 32);
  float v158 = __fadd_rn(v155, v157);
  uint v159 = 2u;
  float v160 = __shfl_xor(v158, (int)(v159 & 31u), 32);
  float v161 = __fadd_rn(v158, v160);
  uint v162 = 1u;
  float v163 = __shfl_xor(v161, (int)(v162 & 31u), 32);
  float v164 = __fadd_rn(v161, v163);
  __syncthreads();
  float v165 = as_float(0x45800000u) /* 4096 */;
  float v166 = __fdiv_rn(v164, v165);
  float v167 = as_float(0x3727c5acu) /* 9.99999975e-06 */;
  float v168 = __fadd_rn(v166, v167);
  float v169 = as_float(0x00800000u) /* 1.17549435e-38 */;
  uint v170 = (v168 < v169) ? 1u : 0u;
  float v171 = as_float(0x4b800000u) /* 16777216 */;
  float v172 = __fmul_rn(v168, v171);
  float v173 = v170 != 0u ? v172 : v168;
  int v174 = 0;
  int v175 = 12;
  int v176 = v170 != 0u ? v175 : v174;
  int v177 = as_int(v173);
  int v178 = 23;
  int v179 = v177 >> (as_uint(v178) & 31u);
  int v180 = 127;
  int v181 = as_int(as_uint(v179) - as_uint(v180));
  int v182 = 1;
  int v183 = v181 >> (as_uint(v182) & 31u);
  int v184 = as_int(as_uint(v183) + as_uint(v183));
  int v185 = as_int(as_uint(v181) - as_uint(v184));
  int v186 = 127;
  int v187 = as_int(as_uint(v185) + as_uint(v186));
  int v188 = 23;
  int v189 = as_int(as_uint(v187) << (as_uint(v188) & 31u));
  int v190 = 8388607;
  int v191 = v177 & v190;
  int v192 = v191 | v189;
  float v193 = as_float(v192);
  float v194 = __fsqrt_rn(v193);
  float v195 = as_float(0x3f800000u) /* 1 */;
  float v196 = __fdiv_rn(v195, v194);
  float v197 = __fmul_rn(v196, v196);
  uint v198 = as_uint(v196);
  uint v199 = 4294963200u;
  uint v200 = v198 & v199;
  float v201 = as_float(v200);
  float v202 = __fsub_rn(v196, v201);
  uint v203 = as_uint(v196);
  uint v204 = 4294963200u;
  uint v205 = v203 & v204;
  float v206 = as_float(v205);
  float v207 = __fsub_rn(v196, v206);
  float v208 = __fmul_rn(v202, v207);
  float v209 = __fmul_rn(v202, v206);
  float v210 = __fmul_rn(v201, v207);
  float v211 = __fmul_rn(v201, v206);
  float v212 = __fsub_rn(v211, v197);
  float v213 = __fadd_rn(v212, v210);
  float v214 = __fadd_rn(v213, v209);
  float v215 = __fadd_rn(v214, v208);
  float v216 = __fmul_rn(v193, v197);
  uint v217 = as_uint(v193);
  uint v218 = 4294963200u;
  uint v219 = v217 & v218;
  float v220 = as_float(v219);
  float v221 = __fsub_rn(v193, v220);
  uint v222 = as_uint(v197);
  uint v223 = 4294963200u;
  uint v224 = v222 & v223;
  float v225 = as_float(v224);
  float v226 = __fsub_rn(v197, v225);
  float v227 = __fmul_rn(v221, v226);
  float v228 = __fmul_rn(v221, v225);
  float v229 = __fmul_rn(v220, v226);
  float v230 = __fmul_rn(v220, v225);
  float v231 = __fsub_rn(v230, v216);
  float v232 = __fadd_rn(v231, v229);
  float v233 = __fadd_rn(v232, v228);
  float v234 = __fadd_rn(v233, v227);
  float v235 = __fmul_rn(v193, v215);
  float v236 = as_float(0x3f800000u) /* 1 */;
  float v237 = __fsub_rn(v236, v216);
  float v238 = __fsub_rn(v237, v234);
  float v239 = __fsub_rn(v238, v235);
  float v240 = as_float(0x3f000000u) /* 0.5 */;
  float v241 = __fmul_rn(v240, v239);
  float v242 = __fmul_rn(v196, v241);
  float v243 = __fadd_rn(v196, v242);
  int v244 = as_int(as_uint(v176) - as_uint(v183));
  int v245 = 127;
  int v246 = as_int(as_uint(v244) + as_uint(v245));
  int v247 = 23;
  int v248 = as_int(as_uint(v246) << (as_uint(v247) & 31u));
  float v249 = as_float(v248);
  float v250 = __fmul_rn(v243, v249);
  float v251 = as_float(0x00000000u) /* 0 */;
  float v252 = as_float(0x7f800000u) /* inf */;
  uint v253 = (v168 == v252) ? 1u : 0u;
  float v254 = v253 != 0u ? v251 : v250;
  float v255 = as_float(0x3f800000u) /* 1 */;
  float v256 = __fdiv_rn(v255, v168);
  float v257 = as_float(0x00000000u) /* 0 */;
  uint v258 = (v168 == v257) ? 1u : 0u;
  float v259 = v258 != 0u ? v256 : v254;
  float v260 = as_float(0x7fc00000u) /* nan */;
  float v261 = as_float(0x00000000u) /* 0 */;
  uint v262 = (v168 < v261) ? 1u : 0u;
  uint v263 = (v168 != v168) ? 1u : 0u;
  uint v264 = v262 | v263;
  float v265 = v264 != 0u ? v260 : v259;
  uint v266 = (v4 < v0) ? 1u : 0u;
  if (v266 != 0u) {
    uint v267 = 256u;
    for (uint v268 = v3; v268 < v2; v268 = v268 > 4294967295u - v267 ? v2 : v268 + v267) {
      uint v269 = v5 + v268;
      float v270 = p_in0[v269];
      uint v271 = v5 + v268;
      float v272 = p_in1[v271];
      float v273 = __fadd_rn(v270, v272);
      float v274 = __fmul_rn(v273, v265);
      float v275 = p_in2[v268];
      float v276 = __fmul_rn(v274, v275);
      uint v277 = v5 + v268;
      p_out0[v277] = v276;
    }
  }
}
