// Kernel 'golden_row_reduce' printed by Morph for glsl (flush denormals) (key 0).
#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
#define ushort uint16_t
#define uchar uint8_t
uint as_uint(float x) { return floatBitsToUint(x); }
uint as_uint(int x) { return uint(x); }
int as_int(float x) { return floatBitsToInt(x); }
int as_int(uint x) { return int(x); }
float as_float(uint x) { return uintBitsToFloat(x); }
float as_float(int x) { return intBitsToFloat(x); }
bool morph_fnan(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
int morph_fkey(float x) {
  uint u = floatBitsToUint(x);
  int m = int(u & 0x7fffffffu);
  return (u & 0x80000000u) != 0u ? -m : m;
}
bool morph_feq(float a, float b) { return !morph_fnan(a) && morph_fkey(a) == morph_fkey(b); }
bool morph_flt(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) < morph_fkey(b); }
bool morph_fle(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) <= morph_fkey(b); }

float morph_ftz(float x) {
  uint u = as_uint(x);
  return (u & 0x7f800000u) == 0u ? as_float(u & 0x80000000u) : x;
}

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_x[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_out[]; };
layout(push_constant) uniform MorphArgs {
  uint p_x_len;
  uint p_cols;
  uint p_out_len;
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
  precise float l4 = 0;
  precise float l5 = 0;
  precise float l6 = 0;
  precise float l7 = 0;
  precise float l8 = 0;
  precise float l9 = 0;
  precise float l10 = 0;
  precise float l11 = 0;
  precise float l12 = 0;
  precise float l13 = 0;
  precise float l14 = 0;
  precise float l15 = 0;
  uint v0 = p_cols;
  uint v1 = gl_WorkGroupID.x;
  uint v2 = gl_LocalInvocationID.x;
  uint v3 = 31u;
  uint v4 = v2 & v3;
  uint v5 = 0u;
  uint v6 = v2 + v5;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = 0u;
  uint v10 = v2 + v9;
  precise float v11 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l0 = v11;
  uint v12 = 1024u;
  for (uint v13 = v10; v13 < v0; v13 = v13 > 4294967295u - v12 ? v0 : v13 + v12) {
    uint v14 = v1 * v0;
    uint v15 = v14 + v13;
    precise float v16 = p_x[v15];
    precise float v17 = l0;
    precise float v18 = morph_ftz(morph_ftz(v17) + morph_ftz(v16));
    l0 = v18;
  }
  precise float v19 = l0;
  uint v20 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v19);
  groupMemoryBarrier(); barrier();
  precise float v21 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v20 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v22 = morph_ftz(morph_ftz(v19) + morph_ftz(v21));
  uint v23 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v22);
  groupMemoryBarrier(); barrier();
  precise float v24 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v23 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v25 = morph_ftz(morph_ftz(v22) + morph_ftz(v24));
  uint v26 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v25);
  groupMemoryBarrier(); barrier();
  precise float v27 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v26 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v28 = morph_ftz(morph_ftz(v25) + morph_ftz(v27));
  uint v29 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v28);
  groupMemoryBarrier(); barrier();
  precise float v30 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v29 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v31 = morph_ftz(morph_ftz(v28) + morph_ftz(v30));
  uint v32 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v31);
  groupMemoryBarrier(); barrier();
  precise float v33 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v32 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v34 = morph_ftz(morph_ftz(v31) + morph_ftz(v33));
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
  precise float v43 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l1 = v43;
  uint v44 = 1024u;
  for (uint v45 = v42; v45 < v0; v45 = v45 > 4294967295u - v44 ? v0 : v45 + v44) {
    uint v46 = v1 * v0;
    uint v47 = v46 + v45;
    precise float v48 = p_x[v47];
    precise float v49 = l1;
    precise float v50 = morph_ftz(morph_ftz(v49) + morph_ftz(v48));
    l1 = v50;
  }
  precise float v51 = l1;
  uint v52 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v51);
  groupMemoryBarrier(); barrier();
  precise float v53 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v52 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v54 = morph_ftz(morph_ftz(v51) + morph_ftz(v53));
  uint v55 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v54);
  groupMemoryBarrier(); barrier();
  precise float v56 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v57 = morph_ftz(morph_ftz(v54) + morph_ftz(v56));
  uint v58 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v57);
  groupMemoryBarrier(); barrier();
  precise float v59 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v60 = morph_ftz(morph_ftz(v57) + morph_ftz(v59));
  uint v61 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v60);
  groupMemoryBarrier(); barrier();
  precise float v62 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v63 = morph_ftz(morph_ftz(v60) + morph_ftz(v62));
  uint v64 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v63);
  groupMemoryBarrier(); barrier();
  precise float v65 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v66 = morph_ftz(morph_ftz(v63) + morph_ftz(v65));
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
  precise float v75 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l2 = v75;
  uint v76 = 1024u;
  for (uint v77 = v74; v77 < v0; v77 = v77 > 4294967295u - v76 ? v0 : v77 + v76) {
    uint v78 = v1 * v0;
    uint v79 = v78 + v77;
    precise float v80 = p_x[v79];
    precise float v81 = l2;
    precise float v82 = morph_ftz(morph_ftz(v81) + morph_ftz(v80));
    l2 = v82;
  }
  precise float v83 = l2;
  uint v84 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v83);
  groupMemoryBarrier(); barrier();
  precise float v85 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v84 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v86 = morph_ftz(morph_ftz(v83) + morph_ftz(v85));
  uint v87 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v86);
  groupMemoryBarrier(); barrier();
  precise float v88 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v87 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v89 = morph_ftz(morph_ftz(v86) + morph_ftz(v88));
  uint v90 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v89);
  groupMemoryBarrier(); barrier();
  precise float v91 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v90 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v92 = morph_ftz(morph_ftz(v89) + morph_ftz(v91));
  uint v93 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v92);
  groupMemoryBarrier(); barrier();
  precise float v94 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v93 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v95 = morph_ftz(morph_ftz(v92) + morph_ftz(v94));
  uint v96 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v95);
  groupMemoryBarrier(); barrier();
  precise float v97 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v96 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v98 = morph_ftz(morph_ftz(v95) + morph_ftz(v97));
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
  precise float v107 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l3 = v107;
  uint v108 = 1024u;
  for (uint v109 = v106; v109 < v0; v109 = v109 > 4294967295u - v108 ? v0 : v109 + v108) {
    uint v110 = v1 * v0;
    uint v111 = v110 + v109;
    precise float v112 = p_x[v111];
    precise float v113 = l3;
    precise float v114 = morph_ftz(morph_ftz(v113) + morph_ftz(v112));
    l3 = v114;
  }
  precise float v115 = l3;
  uint v116 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v115);
  groupMemoryBarrier(); barrier();
  precise float v117 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v116 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v118 = morph_ftz(morph_ftz(v115) + morph_ftz(v117));
  uint v119 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v118);
  groupMemoryBarrier(); barrier();
  precise float v120 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v119 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v121 = morph_ftz(morph_ftz(v118) + morph_ftz(v120));
  uint v122 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v121);
  groupMemoryBarrier(); barrier();
  precise float v123 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v122 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v124 = morph_ftz(morph_ftz(v121) + morph_ftz(v123));
  uint v125 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v124);
  groupMemoryBarrier(); barrier();
  precise float v126 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v125 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v127 = morph_ftz(morph_ftz(v124) + morph_ftz(v126));
  uint v128 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v127);
  groupMemoryBarrier(); barrier();
  precise float v129 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v128 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v130 = morph_ftz(morph_ftz(v127) + morph_ftz(v129));
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
  precise float v139 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l4 = v139;
  uint v140 = 1024u;
  for (uint v141 = v138; v141 < v0; v141 = v141 > 4294967295u - v140 ? v0 : v141 + v140) {
    uint v142 = v1 * v0;
    uint v143 = v142 + v141;
    precise float v144 = p_x[v143];
    precise float v145 = l4;
    precise float v146 = morph_ftz(morph_ftz(v145) + morph_ftz(v144));
    l4 = v146;
  }
  precise float v147 = l4;
  uint v148 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v147);
  groupMemoryBarrier(); barrier();
  precise float v149 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v148 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v150 = morph_ftz(morph_ftz(v147) + morph_ftz(v149));
  uint v151 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v150);
  groupMemoryBarrier(); barrier();
  precise float v152 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v151 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v153 = morph_ftz(morph_ftz(v150) + morph_ftz(v152));
  uint v154 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v153);
  groupMemoryBarrier(); barrier();
  precise float v155 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v154 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v156 = morph_ftz(morph_ftz(v153) + morph_ftz(v155));
  uint v157 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v156);
  groupMemoryBarrier(); barrier();
  precise float v158 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v157 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v159 = morph_ftz(morph_ftz(v156) + morph_ftz(v158));
  uint v160 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v159);
  groupMemoryBarrier(); barrier();
  precise float v161 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v160 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v162 = morph_ftz(morph_ftz(v159) + morph_ftz(v161));
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
  precise float v171 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l5 = v171;
  uint v172 = 1024u;
  for (uint v173 = v170; v173 < v0; v173 = v173 > 4294967295u - v172 ? v0 : v173 + v172) {
    uint v174 = v1 * v0;
    uint v175 = v174 + v173;
    precise float v176 = p_x[v175];
    precise float v177 = l5;
    precise float v178 = morph_ftz(morph_ftz(v177) + morph_ftz(v176));
    l5 = v178;
  }
  precise float v179 = l5;
  uint v180 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v179);
  groupMemoryBarrier(); barrier();
  precise float v181 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v180 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v182 = morph_ftz(morph_ftz(v179) + morph_ftz(v181));
  uint v183 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v182);
  groupMemoryBarrier(); barrier();
  precise float v184 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v183 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v185 = morph_ftz(morph_ftz(v182) + morph_ftz(v184));
  uint v186 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v185);
  groupMemoryBarrier(); barrier();
  precise float v187 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v186 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v188 = morph_ftz(morph_ftz(v185) + morph_ftz(v187));
  uint v189 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v188);
  groupMemoryBarrier(); barrier();
  precise float v190 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v189 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v191 = morph_ftz(morph_ftz(v188) + morph_ftz(v190));
  uint v192 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v191);
  groupMemoryBarrier(); barrier();
  precise float v193 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v192 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v194 = morph_ftz(morph_ftz(v191) + morph_ftz(v193));
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
  precise float v203 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l6 = v203;
  uint v204 = 1024u;
  for (uint v205 = v202; v205 < v0; v205 = v205 > 4294967295u - v204 ? v0 : v205 + v204) {
    uint v206 = v1 * v0;
    uint v207 = v206 + v205;
    precise float v208 = p_x[v207];
    precise float v209 = l6;
    precise float v210 = morph_ftz(morph_ftz(v209) + morph_ftz(v208));
    l6 = v210;
  }
  precise float v211 = l6;
  uint v212 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v211);
  groupMemoryBarrier(); barrier();
  precise float v213 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v212 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v214 = morph_ftz(morph_ftz(v211) + morph_ftz(v213));
  uint v215 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v214);
  groupMemoryBarrier(); barrier();
  precise float v216 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v215 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v217 = morph_ftz(morph_ftz(v214) + morph_ftz(v216));
  uint v218 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v217);
  groupMemoryBarrier(); barrier();
  precise float v219 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v218 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v220 = morph_ftz(morph_ftz(v217) + morph_ftz(v219));
  uint v221 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v220);
  groupMemoryBarrier(); barrier();
  precise float v222 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v221 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v223 = morph_ftz(morph_ftz(v220) + morph_ftz(v222));
  uint v224 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v223);
  groupMemoryBarrier(); barrier();
  precise float v225 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v224 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v226 = morph_ftz(morph_ftz(v223) + morph_ftz(v225));
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
  precise float v235 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l7 = v235;
  uint v236 = 1024u;
  for (uint v237 = v234; v237 < v0; v237 = v237 > 4294967295u - v236 ? v0 : v237 + v236) {
    uint v238 = v1 * v0;
    uint v239 = v238 + v237;
    precise float v240 = p_x[v239];
    precise float v241 = l7;
    precise float v242 = morph_ftz(morph_ftz(v241) + morph_ftz(v240));
    l7 = v242;
  }
  precise float v243 = l7;
  uint v244 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v243);
  groupMemoryBarrier(); barrier();
  precise float v245 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v244 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v246 = morph_ftz(morph_ftz(v243) + morph_ftz(v245));
  uint v247 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v246);
  groupMemoryBarrier(); barrier();
  precise float v248 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v247 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v249 = morph_ftz(morph_ftz(v246) + morph_ftz(v248));
  uint v250 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v249);
  groupMemoryBarrier(); barrier();
  precise float v251 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v250 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v252 = morph_ftz(morph_ftz(v249) + morph_ftz(v251));
  uint v253 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v252);
  groupMemoryBarrier(); barrier();
  precise float v254 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v253 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v255 = morph_ftz(morph_ftz(v252) + morph_ftz(v254));
  uint v256 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v255);
  groupMemoryBarrier(); barrier();
  precise float v257 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v256 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v258 = morph_ftz(morph_ftz(v255) + morph_ftz(v257));
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
  precise float v267 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l8 = v267;
  uint v268 = 1024u;
  for (uint v269 = v266; v269 < v0; v269 = v269 > 4294967295u - v268 ? v0 : v269 + v268) {
    uint v270 = v1 * v0;
    uint v271 = v270 + v269;
    precise float v272 = p_x[v271];
    precise float v273 = l8;
    precise float v274 = morph_ftz(morph_ftz(v273) + morph_ftz(v272));
    l8 = v274;
  }
  precise float v275 = l8;
  uint v276 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v275);
  groupMemoryBarrier(); barrier();
  precise float v277 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v276 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v278 = morph_ftz(morph_ftz(v275) + morph_ftz(v277));
  uint v279 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v278);
  groupMemoryBarrier(); barrier();
  precise float v280 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v279 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v281 = morph_ftz(morph_ftz(v278) + morph_ftz(v280));
  uint v282 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v281);
  groupMemoryBarrier(); barrier();
  precise float v283 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v282 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v284 = morph_ftz(morph_ftz(v281) + morph_ftz(v283));
  uint v285 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v284);
  groupMemoryBarrier(); barrier();
  precise float v286 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v285 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v287 = morph_ftz(morph_ftz(v284) + morph_ftz(v286));
  uint v288 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v287);
  groupMemoryBarrier(); barrier();
  precise float v289 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v288 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v290 = morph_ftz(morph_ftz(v287) + morph_ftz(v289));
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
  precise float v299 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l9 = v299;
  uint v300 = 1024u;
  for (uint v301 = v298; v301 < v0; v301 = v301 > 4294967295u - v300 ? v0 : v301 + v300) {
    uint v302 = v1 * v0;
    uint v303 = v302 + v301;
    precise float v304 = p_x[v303];
    precise float v305 = l9;
    precise float v306 = morph_ftz(morph_ftz(v305) + morph_ftz(v304));
    l9 = v306;
  }
  precise float v307 = l9;
  uint v308 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v307);
  groupMemoryBarrier(); barrier();
  precise float v309 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v308 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v310 = morph_ftz(morph_ftz(v307) + morph_ftz(v309));
  uint v311 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v310);
  groupMemoryBarrier(); barrier();
  precise float v312 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v311 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v313 = morph_ftz(morph_ftz(v310) + morph_ftz(v312));
  uint v314 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v313);
  groupMemoryBarrier(); barrier();
  precise float v315 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v314 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v316 = morph_ftz(morph_ftz(v313) + morph_ftz(v315));
  uint v317 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v316);
  groupMemoryBarrier(); barrier();
  precise float v318 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v317 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v319 = morph_ftz(morph_ftz(v316) + morph_ftz(v318));
  uint v320 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v319);
  groupMemoryBarrier(); barrier();
  precise float v321 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v320 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v322 = morph_ftz(morph_ftz(v319) + morph_ftz(v321));
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
  precise float v331 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l10 = v331;
  uint v332 = 1024u;
  for (uint v333 = v330; v333 < v0; v333 = v333 > 4294967295u - v332 ? v0 : v333 + v332) {
    uint v334 = v1 * v0;
    uint v335 = v334 + v333;
    precise float v336 = p_x[v335];
    precise float v337 = l10;
    precise float v338 = morph_ftz(morph_ftz(v337) + morph_ftz(v336));
    l10 = v338;
  }
  precise float v339 = l10;
  uint v340 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v339);
  groupMemoryBarrier(); barrier();
  precise float v341 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v340 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v342 = morph_ftz(morph_ftz(v339) + morph_ftz(v341));
  uint v343 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v342);
  groupMemoryBarrier(); barrier();
  precise float v344 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v343 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v345 = morph_ftz(morph_ftz(v342) + morph_ftz(v344));
  uint v346 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v345);
  groupMemoryBarrier(); barrier();
  precise float v347 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v346 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v348 = morph_ftz(morph_ftz(v345) + morph_ftz(v347));
  uint v349 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v348);
  groupMemoryBarrier(); barrier();
  precise float v350 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v349 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v351 = morph_ftz(morph_ftz(v348) + morph_ftz(v350));
  uint v352 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v351);
  groupMemoryBarrier(); barrier();
  precise float v353 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v352 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v354 = morph_ftz(morph_ftz(v351) + morph_ftz(v353));
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
  precise float v363 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l11 = v363;
  uint v364 = 1024u;
  for (uint v365 = v362; v365 < v0; v365 = v365 > 4294967295u - v364 ? v0 : v365 + v364) {
    uint v366 = v1 * v0;
    uint v367 = v366 + v365;
    precise float v368 = p_x[v367];
    precise float v369 = l11;
    precise float v370 = morph_ftz(morph_ftz(v369) + morph_ftz(v368));
    l11 = v370;
  }
  precise float v371 = l11;
  uint v372 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v371);
  groupMemoryBarrier(); barrier();
  precise float v373 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v372 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v374 = morph_ftz(morph_ftz(v371) + morph_ftz(v373));
  uint v375 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v374);
  groupMemoryBarrier(); barrier();
  precise float v376 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v375 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v377 = morph_ftz(morph_ftz(v374) + morph_ftz(v376));
  uint v378 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v377);
  groupMemoryBarrier(); barrier();
  precise float v379 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v378 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v380 = morph_ftz(morph_ftz(v377) + morph_ftz(v379));
  uint v381 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v380);
  groupMemoryBarrier(); barrier();
  precise float v382 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v381 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v383 = morph_ftz(morph_ftz(v380) + morph_ftz(v382));
  uint v384 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v383);
  groupMemoryBarrier(); barrier();
  precise float v385 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v384 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v386 = morph_ftz(morph_ftz(v383) + morph_ftz(v385));
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
  precise float v395 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l12 = v395;
  uint v396 = 1024u;
  for (uint v397 = v394; v397 < v0; v397 = v397 > 4294967295u - v396 ? v0 : v397 + v396) {
    uint v398 = v1 * v0;
    uint v399 = v398 + v397;
    precise float v400 = p_x[v399];
    precise float v401 = l12;
    precise float v402 = morph_ftz(morph_ftz(v401) + morph_ftz(v400));
    l12 = v402;
  }
  precise float v403 = l12;
  uint v404 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v403);
  groupMemoryBarrier(); barrier();
  precise float v405 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v404 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v406 = morph_ftz(morph_ftz(v403) + morph_ftz(v405));
  uint v407 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v406);
  groupMemoryBarrier(); barrier();
  precise float v408 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v407 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v409 = morph_ftz(morph_ftz(v406) + morph_ftz(v408));
  uint v410 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v409);
  groupMemoryBarrier(); barrier();
  precise float v411 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v410 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v412 = morph_ftz(morph_ftz(v409) + morph_ftz(v411));
  uint v413 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v412);
  groupMemoryBarrier(); barrier();
  precise float v414 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v413 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v415 = morph_ftz(morph_ftz(v412) + morph_ftz(v414));
  uint v416 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v415);
  groupMemoryBarrier(); barrier();
  precise float v417 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v416 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v418 = morph_ftz(morph_ftz(v415) + morph_ftz(v417));
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
  precise float v427 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l13 = v427;
  uint v428 = 1024u;
  for (uint v429 = v426; v429 < v0; v429 = v429 > 4294967295u - v428 ? v0 : v429 + v428) {
    uint v430 = v1 * v0;
    uint v431 = v430 + v429;
    precise float v432 = p_x[v431];
    precise float v433 = l13;
    precise float v434 = morph_ftz(morph_ftz(v433) + morph_ftz(v432));
    l13 = v434;
  }
  precise float v435 = l13;
  uint v436 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v435);
  groupMemoryBarrier(); barrier();
  precise float v437 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v436 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v438 = morph_ftz(morph_ftz(v435) + morph_ftz(v437));
  uint v439 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v438);
  groupMemoryBarrier(); barrier();
  precise float v440 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v439 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v441 = morph_ftz(morph_ftz(v438) + morph_ftz(v440));
  uint v442 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v441);
  groupMemoryBarrier(); barrier();
  precise float v443 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v442 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v444 = morph_ftz(morph_ftz(v441) + morph_ftz(v443));
  uint v445 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v444);
  groupMemoryBarrier(); barrier();
  precise float v446 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v445 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v447 = morph_ftz(morph_ftz(v444) + morph_ftz(v446));
  uint v448 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v447);
  groupMemoryBarrier(); barrier();
  precise float v449 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v448 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v450 = morph_ftz(morph_ftz(v447) + morph_ftz(v449));
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
  precise float v459 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l14 = v459;
  uint v460 = 1024u;
  for (uint v461 = v458; v461 < v0; v461 = v461 > 4294967295u - v460 ? v0 : v461 + v460) {
    uint v462 = v1 * v0;
    uint v463 = v462 + v461;
    precise float v464 = p_x[v463];
    precise float v465 = l14;
    precise float v466 = morph_ftz(morph_ftz(v465) + morph_ftz(v464));
    l14 = v466;
  }
  precise float v467 = l14;
  uint v468 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v467);
  groupMemoryBarrier(); barrier();
  precise float v469 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v468 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v470 = morph_ftz(morph_ftz(v467) + morph_ftz(v469));
  uint v471 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v470);
  groupMemoryBarrier(); barrier();
  precise float v472 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v471 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v473 = morph_ftz(morph_ftz(v470) + morph_ftz(v472));
  uint v474 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v473);
  groupMemoryBarrier(); barrier();
  precise float v475 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v474 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v476 = morph_ftz(morph_ftz(v473) + morph_ftz(v475));
  uint v477 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v476);
  groupMemoryBarrier(); barrier();
  precise float v478 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v477 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v479 = morph_ftz(morph_ftz(v476) + morph_ftz(v478));
  uint v480 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v479);
  groupMemoryBarrier(); barrier();
  precise float v481 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v480 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v482 = morph_ftz(morph_ftz(v479) + morph_ftz(v481));
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
  precise float v491 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  l15 = v491;
  uint v492 = 1024u;
  for (uint v493 = v490; v493 < v0; v493 = v493 > 4294967295u - v492 ? v0 : v493 + v492) {
    uint v494 = v1 * v0;
    uint v495 = v494 + v493;
    precise float v496 = p_x[v495];
    precise float v497 = l15;
    precise float v498 = morph_ftz(morph_ftz(v497) + morph_ftz(v496));
    l15 = v498;
  }
  precise float v499 = l15;
  uint v500 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v499);
  groupMemoryBarrier(); barrier();
  precise float v501 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v500 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v502 = morph_ftz(morph_ftz(v499) + morph_ftz(v501));
  uint v503 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v502);
  groupMemoryBarrier(); barrier();
  precise float v504 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v503 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v505 = morph_ftz(morph_ftz(v502) + morph_ftz(v504));
  uint v506 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v505);
  groupMemoryBarrier(); barrier();
  precise float v507 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v506 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v508 = morph_ftz(morph_ftz(v505) + morph_ftz(v507));
  uint v509 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v508);
  groupMemoryBarrier(); barrier();
  precise float v510 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v509 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v511 = morph_ftz(morph_ftz(v508) + morph_ftz(v510));
  uint v512 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v511);
  groupMemoryBarrier(); barrier();
  precise float v513 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v512 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v514 = morph_ftz(morph_ftz(v511) + morph_ftz(v513));
  uint v515 = 0u;
  uint v516 = (v4 == v515) ? 1u : 0u;
  if (v516 != 0u) {
    sh0_red[v488] = v514;
  }
  groupMemoryBarrier(); barrier();
  precise float v517 = sh0_red[v4];
  uint v518 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v517);
  groupMemoryBarrier(); barrier();
  precise float v519 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v518 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v520 = morph_ftz(morph_ftz(v517) + morph_ftz(v519));
  uint v521 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v520);
  groupMemoryBarrier(); barrier();
  precise float v522 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v521 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v523 = morph_ftz(morph_ftz(v520) + morph_ftz(v522));
  uint v524 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v523);
  groupMemoryBarrier(); barrier();
  precise float v525 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v524 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v526 = morph_ftz(morph_ftz(v523) + morph_ftz(v525));
  uint v527 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v526);
  groupMemoryBarrier(); barrier();
  precise float v528 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v527 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v529 = morph_ftz(morph_ftz(v526) + morph_ftz(v528));
  uint v530 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v529);
  groupMemoryBarrier(); barrier();
  precise float v531 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v530 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v532 = morph_ftz(morph_ftz(v529) + morph_ftz(v531));
  groupMemoryBarrier(); barrier();
  uint v533 = gl_LocalInvocationID.x;
  uint v534 = 0u;
  uint v535 = (v533 == v534) ? 1u : 0u;
  if (v535 != 0u) {
    p_out[v1] = v532;
  }
}
