// Kernel 'row_fence' printed by Morph for glsl (key 9402843663948866360).
#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4464], 4459, 32);
#define ushort uint16_t
#define uchar uint8_t
uint as_uint(float x) { return floatBitsToUint(x); }
uint as_uint(int x) { return uint(x); }
int as_int(float x) { return floatBitsToInt(x); }
int as_int(uint x) { return int(x); }
float as_float(uint x) { return uintBitsToFloat(x); }
float as_float(int x) { return intBitsToFloat(x); }

float morph_round_pack(uint sign, int e, uint sig) {
  if (e >= 255) return as_float(sign | 0x7f800000u);
  if (e < 1) {
    uint sh = uint(1 - e);
    if (sh > 27u) sig = 1u;
    else sig = (sig >> sh) | ((sig & ((1u << sh) - 1u)) != 0u ? 1u : 0u);
    e = 1;
  }
  uint low = sig & 7u;
  sig >>= 3;
  if (low > 4u || (low == 4u && (sig & 1u) != 0u)) sig += 1u;
  return as_float(sign | ((uint(e - 1) << 23) + sig));
}

float morph_div_f32(float a, float b) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint sign = (ua ^ ub) & 0x80000000u;
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  if (xa > 0x7f800000u || xb > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u) return xb == 0x7f800000u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xb == 0x7f800000u) return as_float(sign);
  if (xb == 0u) return xa == 0u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xa == 0u) return as_float(sign);
  int ea = int(xa >> 23);
  int eb = int(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = 1; while (ma < 0x800000u) { ma <<= 1; ea -= 1; } } else { ma |= 0x800000u; }
  if (eb == 0) { eb = 1; while (mb < 0x800000u) { mb <<= 1; eb -= 1; } } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  uint q = 0u;
  uint r = ma;
  for (int i = 0; i < 27; ++i) {
    q <<= 1;
    if (r >= mb) { r -= mb; q |= 1u; }
    r <<= 1;
  }
  uint sig = q | (r != 0u ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
}

float morph_sqrt_f32(float a) {
  uint u = as_uint(a);
  if ((u & 0x7fffffffu) == 0u) return a;
  if (u >= 0x7f800000u) return u == 0x7f800000u ? a : as_float(0x7fc00000u);
  int e = int(u >> 23);
  uint m = u & 0x7fffffu;
  if (e == 0) { e = 1; while (m < 0x800000u) { m <<= 1; e -= 1; } } else { m |= 0x800000u; }
  int ex = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  uint xh = m >> 3;
  uint xl = m << 29;
  uint rem = 0u;
  uint root = 0u;
  for (int i = 26; i >= 0; --i) {
    uint pair = i >= 16 ? (xh >> uint(2 * i - 32)) & 3u : (xl >> uint(2 * i)) & 3u;
    rem = (rem << 2) | pair;
    uint trial = (root << 2) | 1u;
    if (rem >= trial) { rem -= trial; root = (root << 1) | 1u; } else { root <<= 1; }
  }
  uint sig = root | (rem != 0u ? 1u : 0u);
  return morph_round_pack(0u, ex / 2 + 127, sig);
}

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_in0[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { float p_in1[]; };
layout(std430, set = 0, binding = 2) readonly buffer MorphBuf2 { float p_in2[]; };
layout(std430, set = 0, binding = 3) buffer MorphBuf3 { float p_out0[]; };
layout(push_constant) uniform MorphArgs {
  uint p_in0_len;
  uint p_in1_len;
  uint p_in2_len;
  uint p_out0_len;
  uint p_rows;
  uint p_cols;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
shared float sh0_red[32];
shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
void main() {
  // sh0_red: workgroup shared, declared before main
  uint morph_lid = gl_LocalInvocationIndex;
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  precise float l0 = 0;
  precise float l1 = 0;
  precise float l2 = 0;
  precise float l3 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 4096u;
  uint v3 = gl_LocalInvocationID.x;
  uint v4 = gl_WorkGroupID.x;
  uint v5 = v4 * v2;
  uint v6 = gl_LocalInvocationID.x;
  uint v7 = 31u;
  uint v8 = v6 & v7;
  uint v9 = 0u;
  uint v10 = v6 + v9;
  uint v11 = 5u;
  uint v12 = v10 >> (v11 & 31u);
  uint v13 = 0u;
  uint v14 = v6 + v13;
  precise float v15 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l0 = v15;
  uint v16 = 1024u;
  for (uint v17 = v14; v17 < v2; v17 = v17 > 4294967295u - v16 ? v2 : v17 + v16) {
    uint v18 = v5 + v17;
    precise float v19 = p_in0[v18];
    uint v20 = v5 + v17;
    precise float v21 = p_in1[v20];
    precise float v22 = v19 + v21;
    precise float v23 = v22 * v22;
    precise float v24 = l0;
    precise float v25 = v24 + v23;
    l0 = v25;
  }
  precise float v26 = l0;
  uint v27 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v26);
  groupMemoryBarrier(); barrier();
  precise float v28 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v27 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v29 = v26 + v28;
  uint v30 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v29);
  groupMemoryBarrier(); barrier();
  precise float v31 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v32 = v29 + v31;
  uint v33 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v32);
  groupMemoryBarrier(); barrier();
  precise float v34 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v35 = v32 + v34;
  uint v36 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v35);
  groupMemoryBarrier(); barrier();
  precise float v37 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v38 = v35 + v37;
  uint v39 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v38);
  groupMemoryBarrier(); barrier();
  precise float v40 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v41 = v38 + v40;
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
  precise float v50 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l1 = v50;
  uint v51 = 1024u;
  for (uint v52 = v49; v52 < v2; v52 = v52 > 4294967295u - v51 ? v2 : v52 + v51) {
    uint v53 = v5 + v52;
    precise float v54 = p_in0[v53];
    uint v55 = v5 + v52;
    precise float v56 = p_in1[v55];
    precise float v57 = v54 + v56;
    precise float v58 = v57 * v57;
    precise float v59 = l1;
    precise float v60 = v59 + v58;
    l1 = v60;
  }
  precise float v61 = l1;
  uint v62 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v61);
  groupMemoryBarrier(); barrier();
  precise float v63 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v62 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v64 = v61 + v63;
  uint v65 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v64);
  groupMemoryBarrier(); barrier();
  precise float v66 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v65 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v67 = v64 + v66;
  uint v68 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v67);
  groupMemoryBarrier(); barrier();
  precise float v69 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v68 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v70 = v67 + v69;
  uint v71 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v70);
  groupMemoryBarrier(); barrier();
  precise float v72 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v71 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v73 = v70 + v72;
  uint v74 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v73);
  groupMemoryBarrier(); barrier();
  precise float v75 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v74 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v76 = v73 + v75;
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
  precise float v85 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l2 = v85;
  uint v86 = 1024u;
  for (uint v87 = v84; v87 < v2; v87 = v87 > 4294967295u - v86 ? v2 : v87 + v86) {
    uint v88 = v5 + v87;
    precise float v89 = p_in0[v88];
    uint v90 = v5 + v87;
    precise float v91 = p_in1[v90];
    precise float v92 = v89 + v91;
    precise float v93 = v92 * v92;
    precise float v94 = l2;
    precise float v95 = v94 + v93;
    l2 = v95;
  }
  precise float v96 = l2;
  uint v97 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v96);
  groupMemoryBarrier(); barrier();
  precise float v98 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v97 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v99 = v96 + v98;
  uint v100 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v99);
  groupMemoryBarrier(); barrier();
  precise float v101 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v100 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v102 = v99 + v101;
  uint v103 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v102);
  groupMemoryBarrier(); barrier();
  precise float v104 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v103 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v105 = v102 + v104;
  uint v106 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v105);
  groupMemoryBarrier(); barrier();
  precise float v107 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v106 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v108 = v105 + v107;
  uint v109 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v108);
  groupMemoryBarrier(); barrier();
  precise float v110 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v109 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v111 = v108 + v110;
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
  precise float v120 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l3 = v120;
  uint v121 = 1024u;
  for (uint v122 = v119; v122 < v2; v122 = v122 > 4294967295u - v121 ? v2 : v122 + v121) {
    uint v123 = v5 + v122;
    precise float v124 = p_in0[v123];
    uint v125 = v5 + v122;
    precise float v126 = p_in1[v125];
    precise float v127 = v124 + v126;
    precise float v128 = v127 * v127;
    precise float v129 = l3;
    precise float v130 = v129 + v128;
    l3 = v130;
  }
  precise float v131 = l3;
  uint v132 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v131);
  groupMemoryBarrier(); barrier();
  precise float v133 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v132 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v134 = v131 + v133;
  uint v135 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v134);
  groupMemoryBarrier(); barrier();
  precise float v136 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v135 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v137 = v134 + v136;
  uint v138 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v137);
  groupMemoryBarrier(); barrier();
  precise float v139 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v138 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v140 = v137 + v139;
  uint v141 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v140);
  groupMemoryBarrier(); barrier();
  precise float v142 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v143 = v140 + v142;
  uint v144 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v143);
  groupMemoryBarrier(); barrier();
  precise float v145 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v146 = v143 + v145;
  uint v147 = 0u;
  uint v148 = (v8 == v147) ? 1u : 0u;
  if (v148 != 0u) {
    sh0_red[v117] = v146;
  }
  groupMemoryBarrier(); barrier();
  precise float v149 = sh0_red[v8];
  uint v150 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v149);
  groupMemoryBarrier(); barrier();
  precise float v151 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v152 = v149 + v151;
  uint v153 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v152);
  groupMemoryBarrier(); barrier();
  precise float v154 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v155 = v152 + v154;
  uint v156 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v155);
  groupMemoryBarrier(); barrier();
  precise float v157 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v156 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v158 = v155 + v157;
  uint v159 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v158);
  groupMemoryBarrier(); barrier();
  precise float v160 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v159 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v161 = v158 + v160;
  uint v162 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v161);
  groupMemoryBarrier(); barrier();
  precise float v163 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v162 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v164 = v161 + v163;
  groupMemoryBarrier(); barrier();
  precise float v165 = uintBitsToFloat(0x45800000u) /* 4096 */;
  precise float v166 = morph_div_f32(v164, v165);
  precise float v167 = uintBitsToFloat(0x3727c5acu) /* 9.99999975e-06 */;
  precise float v168 = v166 + v167;
  precise float v169 = uintBitsToFloat(0x00800000u) /* 1.17549435e-38 */;
  uint v170 = (v168 < v169) ? 1u : 0u;
  precise float v171 = uintBitsToFloat(0x4b800000u) /* 16777216 */;
  precise float v172 = v168 * v171;
  precise float v173 = v170 != 0u ? v172 : v168;
  int v174 = 0;
  int v175 = 12;
  int v176 = v170 != 0u ? v175 : v174;
  int v177 = floatBitsToInt(v173);
  int v178 = 23;
  int v179 = v177 >> (uint(v178) & 31u);
  int v180 = 127;
  int v181 = int(uint(v179) - uint(v180));
  int v182 = 1;
  int v183 = v181 >> (uint(v182) & 31u);
  int v184 = int(uint(v183) + uint(v183));
  int v185 = int(uint(v181) - uint(v184));
  int v186 = 127;
  int v187 = int(uint(v185) + uint(v186));
  int v188 = 23;
  int v189 = int(uint(v187) << (uint(v188) & 31u));
  int v190 = 8388607;
  int v191 = v177 & v190;
  int v192 = v191 | v189;
  precise float v193 = intBitsToFloat(v192);
  precise float v194 = morph_sqrt_f32(v193);
  precise float v195 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v196 = morph_div_f32(v195, v194);
  precise float v197 = v196 * v196;
  uint v198 = floatBitsToUint(v196);
  uint v199 = 4294963200u;
  uint v200 = v198 & v199;
  precise float v201 = uintBitsToFloat(v200);
  precise float v202 = v196 - v201;
  uint v203 = floatBitsToUint(v196);
  uint v204 = 4294963200u;
  uint v205 = v203 & v204;
  precise float v206 = uintBitsToFloat(v205);
  precise float v207 = v196 - v206;
  precise float v208 = v202 * v207;
  precise float v209 = v202 * v206;
  precise float v210 = v201 * v207;
  precise float v211 = v201 * v206;
  precise float v212 = v211 - v197;
  precise float v213 = v212 + v210;
  precise float v214 = v213 + v209;
  precise float v215 = v214 + v208;
  precise float v216 = v193 * v197;
  uint v217 = floatBitsToUint(v193);
  uint v218 = 4294963200u;
  uint v219 = v217 & v218;
  precise float v220 = uintBitsToFloat(v219);
  precise float v221 = v193 - v220;
  uint v222 = floatBitsToUint(v197);
  uint v223 = 4294963200u;
  uint v224 = v222 & v223;
  precise float v225 = uintBitsToFloat(v224);
  precise float v226 = v197 - v225;
  precise float v227 = v221 * v226;
  precise float v228 = v221 * v225;
  precise float v229 = v220 * v226;
  precise float v230 = v220 * v225;
  precise float v231 = v230 - v216;
  precise float v232 = v231 + v229;
  precise float v233 = v232 + v228;
  precise float v234 = v233 + v227;
  precise float v235 = v193 * v215;
  precise float v236 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v237 = v236 - v216;
  precise float v238 = v237 - v234;
  precise float v239 = v238 - v235;
  precise float v240 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
  precise float v241 = v240 * v239;
  precise float v242 = v196 * v241;
  precise float v243 = v196 + v242;
  int v244 = int(uint(v176) - uint(v183));
  int v245 = 127;
  int v246 = int(uint(v244) + uint(v245));
  int v247 = 23;
  int v248 = int(uint(v246) << (uint(v247) & 31u));
  precise float v249 = intBitsToFloat(v248);
  precise float v250 = v243 * v249;
  precise float v251 = uintBitsToFloat(morph_zero) /* 0 */;
  precise float v252 = uintBitsToFloat(0x7f800000u) /* inf */;
  uint v253 = (v168 == v252) ? 1u : 0u;
  precise float v254 = v253 != 0u ? v251 : v250;
  precise float v255 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v256 = morph_div_f32(v255, v168);
  precise float v257 = uintBitsToFloat(morph_zero) /* 0 */;
  uint v258 = (v168 == v257) ? 1u : 0u;
  precise float v259 = v258 != 0u ? v256 : v254;
  precise float v260 = uintBitsToFloat(0x7fc00000u) /* nan */;
  precise float v261 = uintBitsToFloat(morph_zero) /* 0 */;
  uint v262 = (v168 < v261) ? 1u : 0u;
  uint v263 = (v168 != v168) ? 1u : 0u;
  uint v264 = v262 | v263;
  precise float v265 = v264 != 0u ? v260 : v259;
  uint v266 = (v4 < v0) ? 1u : 0u;
  if (v266 != 0u) {
    uint v267 = 256u;
    for (uint v268 = v3; v268 < v2; v268 = v268 > 4294967295u - v267 ? v2 : v268 + v267) {
      uint v269 = v5 + v268;
      precise float v270 = p_in0[v269];
      uint v271 = v5 + v268;
      precise float v272 = p_in1[v271];
      precise float v273 = v270 + v272;
      precise float v274 = v273 * v265;
      precise float v275 = p_in2[v268];
      precise float v276 = v274 * v275;
      uint v277 = v5 + v268;
      p_out0[v277] = v276;
    }
  }
}
