// Kernel 'row_fence_split' printed by Morph for hip (key 16447231776574497163).
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
    for (uint v60 = v57; v60 < v58; v60 = v60 + v59) {
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
      float v73 = as_float(0x42b20000u) /* 89 */;
      float v74 = as_float(0xc2f00000u) /* -120 */;
      uint v75 = (v71 < v74) ? 1u : 0u;
      float v76 = v75 != 0u ? v74 : v71;
      uint v77 = (v76 > v73) ? 1u : 0u;
      float v78 = v77 != 0u ? v73 : v76;
      float v79 = as_float(0x00000000u) /* 0 */;
      float v80 = as_float(0x4b400000u) /* 12582912 */;
      float v81 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v82 = __fmaf_rn(v78, v81, v80);
      float v83 = as_float(0x4b400000u) /* 12582912 */;
      float v84 = __fsub_rn(v82, v83);
      int v85 = as_int(v82);
      int v86 = 1262485504;
      int v87 = as_int(as_uint(v85) - as_uint(v86));
      float v88 = as_float(0x3f317218u) /* 0.693147182 */;
      float v89 = (-v84);
      float v90 = __fmaf_rn(v89, v88, v78);
      float v91 = as_float(0xb102e308u) /* -1.90465421e-09 */;
      float v92 = (-v84);
      float v93 = __fmaf_rn(v92, v91, v79);
      float v94 = as_float(0x39500d01u) /* 0.000198412701 */;
      float v95 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
      float v96 = __fmaf_rn(v90, v95, v94);
      float v97 = as_float(0x3ab60b61u) /* 0.00138888892 */;
      float v98 = __fmaf_rn(v90, v96, v97);
      float v99 = as_float(0x3c088889u) /* 0.00833333377 */;
      float v100 = __fmaf_rn(v90, v98, v99);
      float v101 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
      float v102 = __fmaf_rn(v90, v100, v101);
      float v103 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v104 = __fmaf_rn(v90, v102, v103);
      float v105 = as_float(0x3f000000u) /* 0.5 */;
      float v106 = __fmaf_rn(v90, v104, v105);
      float v107 = __fmul_rn(v90, v90);
      float v108 = __fmul_rn(v107, v106);
      float v109 = as_float(0x3f800000u) /* 1 */;
      float v110 = __fadd_rn(v109, v90);
      float v111 = __fsub_rn(v110, v109);
      float v112 = __fsub_rn(v90, v111);
      float v113 = __fadd_rn(v110, v108);
      float v114 = __fmaf_rn(v93, v113, v108);
      float v115 = __fadd_rn(v112, v114);
      float v116 = __fadd_rn(v110, v115);
      float v117 = __fsub_rn(v110, v116);
      float v118 = __fadd_rn(v117, v115);
      int v119 = 1;
      int v120 = v87 >> (as_uint(v119) & 31u);
      int v121 = as_int(as_uint(v87) - as_uint(v120));
      int v122 = 127;
      int v123 = as_int(as_uint(v121) + as_uint(v122));
      int v124 = 23;
      int v125 = as_int(as_uint(v123) << (as_uint(v124) & 31u));
      float v126 = as_float(v125);
      int v127 = 127;
      int v128 = as_int(as_uint(v120) + as_uint(v127));
      int v129 = 23;
      int v130 = as_int(as_uint(v128) << (as_uint(v129) & 31u));
      float v131 = as_float(v130);
      float v132 = __fmul_rn(v116, v131);
      float v133 = __fmul_rn(v132, v126);
      float v72 = v133;
      float v204 = as_float(0x80000000u) /* -0 */;
      uint v205 = (v67 < v2) ? 1u : 0u;
      float v206 = v205 != 0u ? v72 : v204;
      uint v207 = 32u;
      uint v208 = v63 * v207;
      uint v209 = v208 + v14;
      sh0_stage[v209] = v206;
    }
    __syncthreads();
    uint v210 = 0u;
    uint v211 = (v16 == v210) ? 1u : 0u;
    if (v211 != 0u) {
      uint v212 = 0u;
      uint v213 = 20u;
      uint v214 = 1u;
      for (uint v215 = v212; v215 < v213; v215 = v215 + v214) {
        uint v216 = 256u;
        uint v217 = v215 * v216;
        uint v218 = v217 + v14;
        float v219 = sh0_stage[v218];
        uint v220 = 32u;
        uint v221 = v218 + v220;
        float v222 = sh0_stage[v221];
        uint v223 = 64u;
        uint v224 = v218 + v223;
        float v225 = sh0_stage[v224];
        uint v226 = 96u;
        uint v227 = v218 + v226;
        float v228 = sh0_stage[v227];
        uint v229 = 128u;
        uint v230 = v218 + v229;
        float v231 = sh0_stage[v230];
        uint v232 = 160u;
        uint v233 = v218 + v232;
        float v234 = sh0_stage[v233];
        uint v235 = 192u;
        uint v236 = v218 + v235;
        float v237 = sh0_stage[v236];
        uint v238 = 224u;
        uint v239 = v218 + v238;
        float v240 = sh0_stage[v239];
        float v241 = l0;
        float v242 = __fadd_rn(v241, v219);
        float v243 = __fadd_rn(v242, v222);
        float v244 = __fadd_rn(v243, v225);
        float v245 = __fadd_rn(v244, v228);
        float v246 = __fadd_rn(v245, v231);
        float v247 = __fadd_rn(v246, v234);
        float v248 = __fadd_rn(v247, v237);
        float v249 = __fadd_rn(v248, v240);
        l0 = v249;
      }
    }
    __syncthreads();
  }
  float v250 = l0;
  uint v251 = 16u;
  float v252 = __shfl_xor(v250, (int)(v251 & 31u), 32);
  float v253 = __fadd_rn(v250, v252);
  uint v254 = 8u;
  float v255 = __shfl_xor(v253, (int)(v254 & 31u), 32);
  float v256 = __fadd_rn(v253, v255);
  uint v257 = 4u;
  float v258 = __shfl_xor(v256, (int)(v257 & 31u), 32);
  float v259 = __fadd_rn(v256, v258);
  uint v260 = 2u;
  float v261 = __shfl_xor(v259, (int)(v260 & 31u), 32);
  float v262 = __fadd_rn(v259, v261);
  uint v263 = 1u;
  float v264 = __shfl_xor(v262, (int)(v263 & 31u), 32);
  float v265 = __fadd_rn(v262, v264);
  uint v266 = 0u;
  uint v267 = (v16 == v266) ? 1u : 0u;
  uint v268 = 31u;
  uint v269 = v3 & v268;
  uint v270 = 0u;
  uint v271 = (v269 == v270) ? 1u : 0u;
  uint v272 = v267 & v271;
  if (v272 != 0u) {
    uint v273 = 5u;
    uint v274 = v19 >> (v273 & 31u);
    uint v275 = 2u;
    uint v276 = v8 * v275;
    uint v277 = 1u;
    uint v278 = v276 + v277;
    uint v279 = 32u;
    uint v280 = v278 * v279;
    uint v281 = v280 + v274;
    p_partials[v281] = v265;
  }
}
