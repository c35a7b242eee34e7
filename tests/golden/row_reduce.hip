// Kernel 'golden_row_reduce' printed by Morph for hip (key 0).
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

extern "C" __global__ void k_golden_row_reduce(const float* p_x, uint p_x_len, uint p_cols, float* p_out, uint p_out_len) {
  __shared__ float sh0_red[32];
  float l0 = 0;
  float l1 = 0;
  float l2 = 0;
  float l3 = 0;
  float l4 = 0;
  float l5 = 0;
  float l6 = 0;
  float l7 = 0;
  float l8 = 0;
  float l9 = 0;
  float l10 = 0;
  float l11 = 0;
  float l12 = 0;
  float l13 = 0;
  float l14 = 0;
  float l15 = 0;
  uint v0 = p_cols;
  uint v1 = blockIdx.x;
  uint v2 = threadIdx.x;
  uint v3 = 31u;
  uint v4 = v2 & v3;
  uint v5 = 0u;
  uint v6 = v2 + v5;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = 0u;
  uint v10 = v2 + v9;
  float v11 = as_float(0x80000000u) /* -0 */;
  l0 = v11;
  uint v12 = 1024u;
  for (uint v13 = v10; v13 < v0; v13 = v13 > 4294967295u - v12 ? v0 : v13 + v12) {
    uint v14 = v1 * v0;
    uint v15 = v14 + v13;
    float v16 = p_x[v15];
    float v17 = l0;
    float v18 = __fadd_rn(v17, v16);
    l0 = v18;
  }
  float v19 = l0;
  uint v20 = 16u;
  float v21 = __shfl_xor(v19, (int)(v20 & 31u), 32);
  float v22 = __fadd_rn(v19, v21);
  uint v23 = 8u;
  float v24 = __shfl_xor(v22, (int)(v23 & 31u), 32);
  float v25 = __fadd_rn(v22, v24);
  uint v26 = 4u;
  float v27 = __shfl_xor(v25, (int)(v26 & 31u), 32);
  float v28 = __fadd_rn(v25, v27);
  uint v29 = 2u;
  float v30 = __shfl_xor(v28, (int)(v29 & 31u), 32);
  float v31 = __fadd_rn(v28, v30);
  uint v32 = 1u;
  float v33 = __shfl_xor(v31, (int)(v32 & 31u), 32);
  float v34 = __fadd_rn(v31, v33);
  uint v35 = 0u;
  uint v36 = (v4 == v35) ? 1u : 0u;
  if (v36 != 0u) {
    sh0_red[v8] = v34;
  }
  uint v37 = 64u;
  uint v38 = v2 + v37;
  uint v39 = 5u;
  uint v40 = v38 >> (v39 & 31u);
  uint v41 = 64u;
  uint v42 = v2 + v41;
  float v43 = as_float(0x80000000u) /* -0 */;
  l1 = v43;
  uint v44 = 1024u;
  for (uint v45 = v42; v45 < v0; v45 = v45 > 4294967295u - v44 ? v0 : v45 + v44) {
    uint v46 = v1 * v0;
    uint v47 = v46 + v45;
    float v48 = p_x[v47];
    float v49 = l1;
    float v50 = __fadd_rn(v49, v48);
    l1 = v50;
  }
  float v51 = l1;
  uint v52 = 16u;
  float v53 = __shfl_xor(v51, (int)(v52 & 31u), 32);
  float v54 = __fadd_rn(v51, v53);
  uint v55 = 8u;
  float v56 = __shfl_xor(v54, (int)(v55 & 31u), 32);
  float v57 = __fadd_rn(v54, v56);
  uint v58 = 4u;
  float v59 = __shfl_xor(v57, (int)(v58 & 31u), 32);
  float v60 = __fadd_rn(v57, v59);
  uint v61 = 2u;
  float v62 = __shfl_xor(v60, (int)(v61 & 31u), 32);
  float v63 = __fadd_rn(v60, v62);
  uint v64 = 1u;
  float v65 = __shfl_xor(v63, (int)(v64 & 31u), 32);
  float v66 = __fadd_rn(v63, v65);
  uint v67 = 0u;
  uint v68 = (v4 == v67) ? 1u : 0u;
  if (v68 != 0u) {
    sh0_red[v40] = v66;
  }
  uint v69 = 128u;
  uint v70 = v2 + v69;
  uint v71 = 5u;
  uint v72 = v70 >> (v71 & 31u);
  uint v73 = 128u;
  uint v74 = v2 + v73;
  float v75 = as_float(0x80000000u) /* -0 */;
  l2 = v75;
  uint v76 = 1024u;
  for (uint v77 = v74; v77 < v0; v77 = v77 > 4294967295u - v76 ? v0 : v77 + v76) {
    uint v78 = v1 * v0;
    uint v79 = v78 + v77;
    float v80 = p_x[v79];
    float v81 = l2;
    float v82 = __fadd_rn(v81, v80);
    l2 = v82;
  }
  float v83 = l2;
  uint v84 = 16u;
  float v85 = __shfl_xor(v83, (int)(v84 & 31u), 32);
  float v86 = __fadd_rn(v83, v85);
  uint v87 = 8u;
  float v88 = __shfl_xor(v86, (int)(v87 & 31u), 32);
  float v89 = __fadd_rn(v86, v88);
  uint v90 = 4u;
  float v91 = __shfl_xor(v89, (int)(v90 & 31u), 32);
  float v92 = __fadd_rn(v89, v91);
  uint v93 = 2u;
  float v94 = __shfl_xor(v92, (int)(v93 & 31u), 32);
  float v95 = __fadd_rn(v92, v94);
  uint v96 = 1u;
  float v97 = __shfl_xor(v95, (int)(v96 & 31u), 32);
  float v98 = __fadd_rn(v95, v97);
  uint v99 = 0u;
  uint v100 = (v4 == v99) ? 1u : 0u;
  if (v100 != 0u) {
    sh0_red[v72] = v98;
  }
  uint v101 = 192u;
  uint v102 = v2 + v101;
  uint v103 = 5u;
  uint v104 = v102 >> (v103 & 31u);
  uint v105 = 192u;
  uint v106 = v2 + v105;
  float v107 = as_float(0x80000000u) /* -0 */;
  l3 = v107;
  uint v108 = 1024u;
  for (uint v109 = v106; v109 < v0; v109 = v109 > 4294967295u - v108 ? v0 : v109 + v108) {
    uint v110 = v1 * v0;
    uint v111 = v110 + v109;
    float v112 = p_x[v111];
    float v113 = l3;
    float v114 = __fadd_rn(v113, v112);
    l3 = v114;
  }
  float v115 = l3;
  uint v116 = 16u;
  float v117 = __shfl_xor(v115, (int)(v116 & 31u), 32);
  float v118 = __fadd_rn(v115, v117);
  uint v119 = 8u;
  float v120 = __shfl_xor(v118, (int)(v119 & 31u), 32);
  float v121 = __fadd_rn(v118, v120);
  uint v122 = 4u;
  float v123 = __shfl_xor(v121, (int)(v122 & 31u), 32);
  float v124 = __fadd_rn(v121, v123);
  uint v125 = 2u;
  float v126 = __shfl_xor(v124, (int)(v125 & 31u), 32);
  float v127 = __fadd_rn(v124, v126);
  uint v128 = 1u;
  float v129 = __shfl_xor(v127, (int)(v128 & 31u), 32);
  float v130 = __fadd_rn(v127, v129);
  uint v131 = 0u;
  uint v132 = (v4 == v131) ? 1u : 0u;
  if (v132 != 0u) {
    sh0_red[v104] = v130;
  }
  uint v133 = 256u;
  uint v134 = v2 + v133;
  uint v135 = 5u;
  uint v136 = v134 >> (v135 & 31u);
  uint v137 = 256u;
  uint v138 = v2 + v137;
  float v139 = as_float(0x80000000u) /* -0 */;
  l4 = v139;
  uint v140 = 1024u;
  for (uint v141 = v138; v141 < v0; v141 = v141 > 4294967295u - v140 ? v0 : v141 + v140) {
    uint v142 = v1 * v0;
    uint v143 = v142 + v141;
    float v144 = p_x[v143];
    float v145 = l4;
    float v146 = __fadd_rn(v145, v144);
    l4 = v146;
  }
  float v147 = l4;
  uint v148 = 16u;
  float v149 = __shfl_xor(v147, (int)(v148 & 31u), 32);
  float v150 = __fadd_rn(v147, v149);
  uint v151 = 8u;
  float v152 = __shfl_xor(v150, (int)(v151 & 31u), 32);
  float v153 = __fadd_rn(v150, v152);
  uint v154 = 4u;
  float v155 = __shfl_xor(v153, (int)(v154 & 31u), 32);
  float v156 = __fadd_rn(v153, v155);
  uint v157 = 2u;
  float v158 = __shfl_xor(v156, (int)(v157 & 31u), 32);
  float v159 = __fadd_rn(v156, v158);
  uint v160 = 1u;
  float v161 = __shfl_xor(v159, (int)(v160 & 31u), 32);
  float v162 = __fadd_rn(v159, v161);
  uint v163 = 0u;
  uint v164 = (v4 == v163) ? 1u : 0u;
  if (v164 != 0u) {
    sh0_red[v136] = v162;
  }
  uint v165 = 320u;
  uint v166 = v2 + v165;
  uint v167 = 5u;
  uint v168 = v166 >> (v167 & 31u);
  uint v169 = 320u;
  uint v170 = v2 + v169;
  float v171 = as_float(0x80000000u) /* -0 */;
  l5 = v171;
  uint v172 = 1024u;
  for (uint v173 = v170; v173 < v0; v173 = v173 > 4294967295u - v172 ? v0 : v173 + v172) {
    uint v174 = v1 * v0;
    uint v175 = v174 + v173;
    float v176 = p_x[v175];
    float v177 = l5;
    float v178 = __fadd_rn(v177, v176);
    l5 = v178;
  }
  float v179 = l5;
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
  uint v196 = (v4 == v195) ? 1u : 0u;
  if (v196 != 0u) {
    sh0_red[v168] = v194;
  }
  uint v197 = 384u;
  uint v198 = v2 + v197;
  uint v199 = 5u;
  uint v200 = v198 >> (v199 & 31u);
  uint v201 = 384u;
  uint v202 = v2 + v201;
  float v203 = as_float(0x80000000u) /* -0 */;
  l6 = v203;
  uint v204 = 1024u;
  for (uint v205 = v202; v205 < v0; v205 = v205 > 4294967295u - v204 ? v0 : v205 + v204) {
    uint v206 = v1 * v0;
    uint v207 = v206 + v205;
    float v208 = p_x[v207];
    float v209 = l6;
    float v210 = __fadd_rn(v209, v208);
    l6 = v210;
  }
  float v211 = l6;
  uint v212 = 16u;
  float v213 = __shfl_xor(v211, (int)(v212 & 31u), 32);
  float v214 = __fadd_rn(v211, v213);
  uint v215 = 8u;
  float v216 = __shfl_xor(v214, (int)(v215 & 31u), 32);
  float v217 = __fadd_rn(v214, v216);
  uint v218 = 4u;
  float v219 = __shfl_xor(v217, (int)(v218 & 31u), 32);
  float v220 = __fadd_rn(v217, v219);
  uint v221 = 2u;
  float v222 = __shfl_xor(v220, (int)(v221 & 31u), 32);
  float v223 = __fadd_rn(v220, v222);
  uint v224 = 1u;
  float v225 = __shfl_xor(v223, (int)(v224 & 31u), 32);
  float v226 = __fadd_rn(v223, v225);
  uint v227 = 0u;
  uint v228 = (v4 == v227) ? 1u : 0u;
  if (v228 != 0u) {
    sh0_red[v200] = v226;
  }
  uint v229 = 448u;
  uint v230 = v2 + v229;
  uint v231 = 5u;
  uint v232 = v230 >> (v231 & 31u);
  uint v233 = 448u;
  uint v234 = v2 + v233;
  float v235 = as_float(0x80000000u) /* -0 */;
  l7 = v235;
  uint v236 = 1024u;
  for (uint v237 = v234; v237 < v0; v237 = v237 > 4294967295u - v236 ? v0 : v237 + v236) {
    uint v238 = v1 * v0;
    uint v239 = v238 + v237;
    float v240 = p_x[v239];
    float v241 = l7;
    float v242 = __fadd_rn(v241, v240);
    l7 = v242;
  }
  float v243 = l7;
  uint v244 = 16u;
  float v245 = __shfl_xor(v243, (int)(v244 & 31u), 32);
  float v246 = __fadd_rn(v243, v245);
  uint v247 = 8u;
  float v248 = __shfl_xor(v246, (int)(v247 & 31u), 32);
  float v249 = __fadd_rn(v246, v248);
  uint v250 = 4u;
  float v251 = __shfl_xor(v249, (int)(v250 & 31u), 32);
  float v252 = __fadd_rn(v249, v251);
  uint v253 = 2u;
  float v254 = __shfl_xor(v252, (int)(v253 & 31u), 32);
  float v255 = __fadd_rn(v252, v254);
  uint v256 = 1u;
  float v257 = __shfl_xor(v255, (int)(v256 & 31u), 32);
  float v258 = __fadd_rn(v255, v257);
  uint v259 = 0u;
  uint v260 = (v4 == v259) ? 1u : 0u;
  if (v260 != 0u) {
    sh0_red[v232] = v258;
  }
  uint v261 = 512u;
  uint v262 = v2 + v261;
  uint v263 = 5u;
  uint v264 = v262 >> (v263 & 31u);
  uint v265 = 512u;
  uint v266 = v2 + v265;
  float v267 = as_float(0x80000000u) /* -0 */;
  l8 = v267;
  uint v268 = 1024u;
  for (uint v269 = v266; v269 < v0; v269 = v269 > 4294967295u - v268 ? v0 : v269 + v268) {
    uint v270 = v1 * v0;
    uint v271 = v270 + v269;
    float v272 = p_x[v271];
    float v273 = l8;
    float v274 = __fadd_rn(v273, v272);
    l8 = v274;
  }
  float v275 = l8;
  uint v276 = 16u;
  float v277 = __shfl_xor(v275, (int)(v276 & 31u), 32);
  float v278 = __fadd_rn(v275, v277);
  uint v279 = 8u;
  float v280 = __shfl_xor(v278, (int)(v279 & 31u), 32);
  float v281 = __fadd_rn(v278, v280);
  uint v282 = 4u;
  float v283 = __shfl_xor(v281, (int)(v282 & 31u), 32);
  float v284 = __fadd_rn(v281, v283);
  uint v285 = 2u;
  float v286 = __shfl_xor(v284, (int)(v285 & 31u), 32);
  float v287 = __fadd_rn(v284, v286);
  uint v288 = 1u;
  float v289 = __shfl_xor(v287, (int)(v288 & 31u), 32);
  float v290 = __fadd_rn(v287, v289);
  uint v291 = 0u;
  uint v292 = (v4 == v291) ? 1u : 0u;
  if (v292 != 0u) {
    sh0_red[v264] = v290;
  }
  uint v293 = 576u;
  uint v294 = v2 + v293;
  uint v295 = 5u;
  uint v296 = v294 >> (v295 & 31u);
  uint v297 = 576u;
  uint v298 = v2 + v297;
  float v299 = as_float(0x80000000u) /* -0 */;
  l9 = v299;
  uint v300 = 1024u;
  for (uint v301 = v298; v301 < v0; v301 = v301 > 4294967295u - v300 ? v0 : v301 + v300) {
    uint v302 = v1 * v0;
    uint v303 = v302 + v301;
    float v304 = p_x[v303];
    float v305 = l9;
    float v306 = __fadd_rn(v305, v304);
    l9 = v306;
  }
  float v307 = l9;
  uint v308 = 16u;
  float v309 = __shfl_xor(v307, (int)(v308 & 31u), 32);
  float v310 = __fadd_rn(v307, v309);
  uint v311 = 8u;
  float v312 = __shfl_xor(v310, (int)(v311 & 31u), 32);
  float v313 = __fadd_rn(v310, v312);
  uint v314 = 4u;
  float v315 = __shfl_xor(v313, (int)(v314 & 31u), 32);
  float v316 = __fadd_rn(v313, v315);
  uint v317 = 2u;
  float v318 = __shfl_xor(v316, (int)(v317 & 31u), 32);
  float v319 = __fadd_rn(v316, v318);
  uint v320 = 1u;
  float v321 = __shfl_xor(v319, (int)(v320 & 31u), 32);
  float v322 = __fadd_rn(v319, v321);
  uint v323 = 0u;
  uint v324 = (v4 == v323) ? 1u : 0u;
  if (v324 != 0u) {
    sh0_red[v296] = v322;
  }
  uint v325 = 640u;
  uint v326 = v2 + v325;
  uint v327 = 5u;
  uint v328 = v326 >> (v327 & 31u);
  uint v329 = 640u;
  uint v330 = v2 + v329;
  float v331 = as_float(0x80000000u) /* -0 */;
  l10 = v331;
  uint v332 = 1024u;
  for (uint v333 = v330; v333 < v0; v333 = v333 > 4294967295u - v332 ? v0 : v333 + v332) {
    uint v334 = v1 * v0;
    uint v335 = v334 + v333;
    float v336 = p_x[v335];
    float v337 = l10;
    float v338 = __fadd_rn(v337, v336);
    l10 = v338;
  }
  float v339 = l10;
  uint v340 = 16u;
  float v341 = __shfl_xor(v339, (int)(v340 & 31u), 32);
  float v342 = __fadd_rn(v339, v341);
  uint v343 = 8u;
  float v344 = __shfl_xor(v342, (int)(v343 & 31u), 32);
  float v345 = __fadd_rn(v342, v344);
  uint v346 = 4u;
  float v347 = __shfl_xor(v345, (int)(v346 & 31u), 32);
  float v348 = __fadd_rn(v345, v347);
  uint v349 = 2u;
  float v350 = __shfl_xor(v348, (int)(v349 & 31u), 32);
  float v351 = __fadd_rn(v348, v350);
  uint v352 = 1u;
  float v353 = __shfl_xor(v351, (int)(v352 & 31u), 32);
  float v354 = __fadd_rn(v351, v353);
  uint v355 = 0u;
  uint v356 = (v4 == v355) ? 1u : 0u;
  if (v356 != 0u) {
    sh0_red[v328] = v354;
  }
  uint v357 = 704u;
  uint v358 = v2 + v357;
  uint v359 = 5u;
  uint v360 = v358 >> (v359 & 31u);
  uint v361 = 704u;
  uint v362 = v2 + v361;
  float v363 = as_float(0x80000000u) /* -0 */;
  l11 = v363;
  uint v364 = 1024u;
  for (uint v365 = v362; v365 < v0; v365 = v365 > 4294967295u - v364 ? v0 : v365 + v364) {
    uint v366 = v1 * v0;
    uint v367 = v366 + v365;
    float v368 = p_x[v367];
    float v369 = l11;
    float v370 = __fadd_rn(v369, v368);
    l11 = v370;
  }
  float v371 = l11;
  uint v372 = 16u;
  float v373 = __shfl_xor(v371, (int)(v372 & 31u), 32);
  float v374 = __fadd_rn(v371, v373);
  uint v375 = 8u;
  float v376 = __shfl_xor(v374, (int)(v375 & 31u), 32);
  float v377 = __fadd_rn(v374, v376);
  uint v378 = 4u;
  float v379 = __shfl_xor(v377, (int)(v378 & 31u), 32);
  float v380 = __fadd_rn(v377, v379);
  uint v381 = 2u;
  float v382 = __shfl_xor(v380, (int)(v381 & 31u), 32);
  float v383 = __fadd_rn(v380, v382);
  uint v384 = 1u;
  float v385 = __shfl_xor(v383, (int)(v384 & 31u), 32);
  float v386 = __fadd_rn(v383, v385);
  uint v387 = 0u;
  uint v388 = (v4 == v387) ? 1u : 0u;
  if (v388 != 0u) {
    sh0_red[v360] = v386;
  }
  uint v389 = 768u;
  uint v390 = v2 + v389;
  uint v391 = 5u;
  uint v392 = v390 >> (v391 & 31u);
  uint v393 = 768u;
  uint v394 = v2 + v393;
  float v395 = as_float(0x80000000u) /* -0 */;
  l12 = v395;
  uint v396 = 1024u;
  for (uint v397 = v394; v397 < v0; v397 = v397 > 4294967295u - v396 ? v0 : v397 + v396) {
    uint v398 = v1 * v0;
    uint v399 = v398 + v397;
    float v400 = p_x[v399];
    float v401 = l12;
    float v402 = __fadd_rn(v401, v400);
    l12 = v402;
  }
  float v403 = l12;
  uint v404 = 16u;
  float v405 = __shfl_xor(v403, (int)(v404 & 31u), 32);
  float v406 = __fadd_rn(v403, v405);
  uint v407 = 8u;
  float v408 = __shfl_xor(v406, (int)(v407 & 31u), 32);
  float v409 = __fadd_rn(v406, v408);
  uint v410 = 4u;
  float v411 = __shfl_xor(v409, (int)(v410 & 31u), 32);
  float v412 = __fadd_rn(v409, v411);
  uint v413 = 2u;
  float v414 = __shfl_xor(v412, (int)(v413 & 31u), 32);
  float v415 = __fadd_rn(v412, v414);
  uint v416 = 1u;
  float v417 = __shfl_xor(v415, (int)(v416 & 31u), 32);
  float v418 = __fadd_rn(v415, v417);
  uint v419 = 0u;
  uint v420 = (v4 == v419) ? 1u : 0u;
  if (v420 != 0u) {
    sh0_red[v392] = v418;
  }
  uint v421 = 832u;
  uint v422 = v2 + v421;
  uint v423 = 5u;
  uint v424 = v422 >> (v423 & 31u);
  uint v425 = 832u;
  uint v426 = v2 + v425;
  float v427 = as_float(0x80000000u) /* -0 */;
  l13 = v427;
  uint v428 = 1024u;
  for (uint v429 = v426; v429 < v0; v429 = v429 > 4294967295u - v428 ? v0 : v429 + v428) {
    uint v430 = v1 * v0;
    uint v431 = v430 + v429;
    float v432 = p_x[v431];
    float v433 = l13;
    float v434 = __fadd_rn(v433, v432);
    l13 = v434;
  }
  float v435 = l13;
  uint v436 = 16u;
  float v437 = __shfl_xor(v435, (int)(v436 & 31u), 32);
  float v438 = __fadd_rn(v435, v437);
  uint v439 = 8u;
  float v440 = __shfl_xor(v438, (int)(v439 & 31u), 32);
  float v441 = __fadd_rn(v438, v440);
  uint v442 = 4u;
  float v443 = __shfl_xor(v441, (int)(v442 & 31u), 32);
  float v444 = __fadd_rn(v441, v443);
  uint v445 = 2u;
  float v446 = __shfl_xor(v444, (int)(v445 & 31u), 32);
  float v447 = __fadd_rn(v444, v446);
  uint v448 = 1u;
  float v449 = __shfl_xor(v447, (int)(v448 & 31u), 32);
  float v450 = __fadd_rn(v447, v449);
  uint v451 = 0u;
  uint v452 = (v4 == v451) ? 1u : 0u;
  if (v452 != 0u) {
    sh0_red[v424] = v450;
  }
  uint v453 = 896u;
  uint v454 = v2 + v453;
  uint v455 = 5u;
  uint v456 = v454 >> (v455 & 31u);
  uint v457 = 896u;
  uint v458 = v2 + v457;
  float v459 = as_float(0x80000000u) /* -0 */;
  l14 = v459;
  uint v460 = 1024u;
  for (uint v461 = v458; v461 < v0; v461 = v461 > 4294967295u - v460 ? v0 : v461 + v460) {
    uint v462 = v1 * v0;
    uint v463 = v462 + v461;
    float v464 = p_x[v463];
    float v465 = l14;
    float v466 = __fadd_rn(v465, v464);
    l14 = v466;
  }
  float v467 = l14;
  uint v468 = 16u;
  float v469 = __shfl_xor(v467, (int)(v468 & 31u), 32);
  float v470 = __fadd_rn(v467, v469);
  uint v471 = 8u;
  float v472 = __shfl_xor(v470, (int)(v471 & 31u), 32);
  float v473 = __fadd_rn(v470, v472);
  uint v474 = 4u;
  float v475 = __shfl_xor(v473, (int)(v474 & 31u), 32);
  float v476 = __fadd_rn(v473, v475);
  uint v477 = 2u;
  float v478 = __shfl_xor(v476, (int)(v477 & 31u), 32);
  float v479 = __fadd_rn(v476, v478);
  uint v480 = 1u;
  float v481 = __shfl_xor(v479, (int)(v480 & 31u), 32);
  float v482 = __fadd_rn(v479, v481);
  uint v483 = 0u;
  uint v484 = (v4 == v483) ? 1u : 0u;
  if (v484 != 0u) {
    sh0_red[v456] = v482;
  }
  uint v485 = 960u;
  uint v486 = v2 + v485;
  uint v487 = 5u;
  uint v488 = v486 >> (v487 & 31u);
  uint v489 = 960u;
  uint v490 = v2 + v489;
  float v491 = as_float(0x80000000u) /* -0 */;
  l15 = v491;
  uint v492 = 1024u;
  for (uint v493 = v490; v493 < v0; v493 = v493 > 4294967295u - v492 ? v0 : v493 + v492) {
    uint v494 = v1 * v0;
    uint v495 = v494 + v493;
    float v496 = p_x[v495];
    float v497 = l15;
    float v498 = __fadd_rn(v497, v496);
    l15 = v498;
  }
  float v499 = l15;
  uint v500 = 16u;
  float v501 = __shfl_xor(v499, (int)(v500 & 31u), 32);
  float v502 = __fadd_rn(v499, v501);
  uint v503 = 8u;
  float v504 = __shfl_xor(v502, (int)(v503 & 31u), 32);
  float v505 = __fadd_rn(v502, v504);
  uint v506 = 4u;
  float v507 = __shfl_xor(v505, (int)(v506 & 31u), 32);
  float v508 = __fadd_rn(v505, v507);
  uint v509 = 2u;
  float v510 = __shfl_xor(v508, (int)(v509 & 31u), 32);
  float v511 = __fadd_rn(v508, v510);
  uint v512 = 1u;
  float v513 = __shfl_xor(v511, (int)(v512 & 31u), 32);
  float v514 = __fadd_rn(v511, v513);
  uint v515 = 0u;
  uint v516 = (v4 == v515) ? 1u : 0u;
  if (v516 != 0u) {
    sh0_red[v488] = v514;
  }
  __syncthreads();
  float v517 = sh0_red[v4];
  uint v518 = 16u;
  float v519 = __shfl_xor(v517, (int)(v518 & 31u), 32);
  float v520 = __fadd_rn(v517, v519);
  uint v521 = 8u;
  float v522 = __shfl_xor(v520, (int)(v521 & 31u), 32);
  float v523 = __fadd_rn(v520, v522);
  uint v524 = 4u;
  float v525 = __shfl_xor(v523, (int)(v524 & 31u), 32);
  float v526 = __fadd_rn(v523, v525);
  uint v527 = 2u;
  float v528 = __shfl_xor(v526, (int)(v527 & 31u), 32);
  float v529 = __fadd_rn(v526, v528);
  uint v530 = 1u;
  float v531 = __shfl_xor(v529, (int)(v530 & 31u), 32);
  float v532 = __fadd_rn(v529, v531);
  __syncthreads();
  uint v533 = threadIdx.x;
  uint v534 = 0u;
  uint v535 = (v533 == v534) ? 1u : 0u;
  if (v535 != 0u) {
    p_out[v1] = v532;
  }
}
