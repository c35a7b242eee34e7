// Kernel 'row_fence' printed by Morph for metal (key 9402843663948866360).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

static inline float morph_round_pack(uint sign, int e, uint sig) {
  if (e >= 255) return as_float(sign | 0x7f800000u);
  if (e < 1) {
    uint sh = (uint)(1 - e);
    if (sh > 27u) sig = 1u;
    else sig = (sig >> sh) | ((sig & ((1u << sh) - 1u)) != 0u ? 1u : 0u);
    e = 1;
  }
  uint low = sig & 7u;
  sig >>= 3;
  if (low > 4u || (low == 4u && (sig & 1u) != 0u)) sig += 1u;
  return as_float(sign | (((uint)(e - 1) << 23) + sig));
}

static inline float morph_div_f32(float a, float b) {
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
  int ea = (int)(xa >> 23);
  int eb = (int)(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = 1; while (ma < 0x800000u) { ma <<= 1; ea -= 1; } } else { ma |= 0x800000u; }
  if (eb == 0) { eb = 1; while (mb < 0x800000u) { mb <<= 1; eb -= 1; } } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  ulong num = (ulong)ma << 26;
  ulong q = num / (ulong)mb;
  ulong r = num - q * (ulong)mb;
  uint sig = (uint)q | (r != (ulong)0 ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
}

static inline float morph_sqrt_f32(float a) {
  uint u = as_uint(a);
  if ((u & 0x7fffffffu) == 0u) return a;
  if (u >= 0x7f800000u) return u == 0x7f800000u ? a : as_float(0x7fc00000u);
  int e = (int)(u >> 23);
  uint m = u & 0x7fffffu;
  if (e == 0) { e = 1; while (m < 0x800000u) { m <<= 1; e -= 1; } } else { m |= 0x800000u; }
  int ex = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  ulong x = (ulong)m << 29;
  ulong r = (ulong)0;
  ulong bit = (ulong)1 << 54;
  while (bit != (ulong)0) {
    if (x >= r + bit) { x -= r + bit; r = (r >> 1) + bit; } else { r >>= 1; }
    bit >>= 2;
  }
  uint sig = (uint)r | (x != (ulong)0 ? 1u : 0u);
  return morph_round_pack(0u, ex / 2 + 127, sig);
}

kernel void k_row_fence(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_in1 [[buffer(2)]],
    constant uint& p_in1_len [[buffer(3)]],
    device const float* p_in2 [[buffer(4)]],
    constant uint& p_in2_len [[buffer(5)]],
    device float* p_out0 [[buffer(6)]],
    constant uint& p_out0_len [[buffer(7)]],
    constant uint& p_rows [[buffer(8)]],
    constant uint& p_cols [[buffer(9)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup float sh0_red[32];
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  float l0 = 0;
  float l1 = 0;
  float l2 = 0;
  float l3 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 4096u;
  uint v3 = morph_lid3.x;
  uint v4 = morph_grp.x;
  uint v5 = v4 * v2;
  uint v6 = morph_lid3.x;
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
    float v22 = v19 + v21;
    float v23 = v22 * v22;
    float v24 = l0;
    float v25 = v24 + v23;
    l0 = v25;
  }
  float v26 = l0;
  uint v27 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v26);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v28 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v27 & 31u))]);
  morph_sgh ^= 1024u;
  float v29 = v26 + v28;
  uint v30 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v29);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v31 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  float v32 = v29 + v31;
  uint v33 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v32);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v34 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  float v35 = v32 + v34;
  uint v36 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v35);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v37 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  float v38 = v35 + v37;
  uint v39 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v38);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v40 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  float v41 = v38 + v40;
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
    float v57 = v54 + v56;
    float v58 = v57 * v57;
    float v59 = l1;
    float v60 = v59 + v58;
    l1 = v60;
  }
  float v61 = l1;
  uint v62 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v61);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v63 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v62 & 31u))]);
  morph_sgh ^= 1024u;
  float v64 = v61 + v63;
  uint v65 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v64);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v66 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v65 & 31u))]);
  morph_sgh ^= 1024u;
  float v67 = v64 + v66;
  uint v68 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v67);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v69 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v68 & 31u))]);
  morph_sgh ^= 1024u;
  float v70 = v67 + v69;
  uint v71 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v70);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v72 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v71 & 31u))]);
  morph_sgh ^= 1024u;
  float v73 = v70 + v72;
  uint v74 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v73);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v75 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v74 & 31u))]);
  morph_sgh ^= 1024u;
  float v76 = v73 + v75;
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
    float v92 = v89 + v91;
    float v93 = v92 * v92;
    float v94 = l2;
    float v95 = v94 + v93;
    l2 = v95;
  }
  float v96 = l2;
  uint v97 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v96);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v98 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v97 & 31u))]);
  morph_sgh ^= 1024u;
  float v99 = v96 + v98;
  uint v100 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v99);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v101 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v100 & 31u))]);
  morph_sgh ^= 1024u;
  float v102 = v99 + v101;
  uint v103 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v102);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v104 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v103 & 31u))]);
  morph_sgh ^= 1024u;
  float v105 = v102 + v104;
  uint v106 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v105);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v107 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v106 & 31u))]);
  morph_sgh ^= 1024u;
  float v108 = v105 + v107;
  uint v109 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v108);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v110 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v109 & 31u))]);
  morph_sgh ^= 1024u;
  float v111 = v108 + v110;
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
    float v127 = v124 + v126;
    float v128 = v127 * v127;
    float v129 = l3;
    float v130 = v129 + v128;
    l3 = v130;
  }
  float v131 = l3;
  uint v132 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v131);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v133 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v132 & 31u))]);
  morph_sgh ^= 1024u;
  float v134 = v131 + v133;
  uint v135 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v134);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v136 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v135 & 31u))]);
  morph_sgh ^= 1024u;
  float v137 = v134 + v136;
  uint v138 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v137);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v139 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v138 & 31u))]);
  morph_sgh ^= 1024u;
  float v140 = v137 + v139;
  uint v141 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v140);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v142 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  float v143 = v140 + v142;
  uint v144 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v143);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v145 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  float v146 = v143 + v145;
  uint v147 = 0u;
  uint v148 = (v8 == v147) ? 1u : 0u;
  if (v148 != 0u) {
    sh0_red[v117] = v146;
  }
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v149 = sh0_red[v8];
  uint v150 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v149);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v151 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  float v152 = v149 + v151;
  uint v153 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v152);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v154 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  float v155 = v152 + v154;
  uint v156 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v155);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v157 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v156 & 31u))]);
  morph_sgh ^= 1024u;
  float v158 = v155 + v157;
  uint v159 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v158);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v160 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v159 & 31u))]);
  morph_sgh ^= 1024u;
  float v161 = v158 + v160;
  uint v162 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v161);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v163 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v162 & 31u))]);
  morph_sgh ^= 1024u;
  float v164 = v161 + v163;
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v165 = as_float(0x45800000u) /* 4096 */;
  float v166 = morph_div_f32(v164, v165);
  float v167 = as_float(0x3727c5acu) /* 9.99999975e-06 */;
  float v168 = v166 + v167;
  float v169 = as_float(0x00800000u) /* 1.17549435e-38 */;
  uint v170 = (v168 < v169) ? 1u : 0u;
  float v171 = as_float(0x4b800000u) /* 16777216 */;
  float v172 = v168 * v171;
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
  float v194 = morph_sqrt_f32(v193);
  float v195 = as_float(0x3f800000u) /* 1 */;
  float v196 = morph_div_f32(v195, v194);
  float v197 = v196 * v196;
  uint v198 = as_uint(v196);
  uint v199 = 4294963200u;
  uint v200 = v198 & v199;
  float v201 = as_float(v200);
  float v202 = v196 - v201;
  uint v203 = as_uint(v196);
  uint v204 = 4294963200u;
  uint v205 = v203 & v204;
  float v206 = as_float(v205);
  float v207 = v196 - v206;
  float v208 = v202 * v207;
  float v209 = v202 * v206;
  float v210 = v201 * v207;
  float v211 = v201 * v206;
  float v212 = v211 - v197;
  float v213 = v212 + v210;
  float v214 = v213 + v209;
  float v215 = v214 + v208;
  float v216 = v193 * v197;
  uint v217 = as_uint(v193);
  uint v218 = 4294963200u;
  uint v219 = v217 & v218;
  float v220 = as_float(v219);
  float v221 = v193 - v220;
  uint v222 = as_uint(v197);
  uint v223 = 4294963200u;
  uint v224 = v222 & v223;
  float v225 = as_float(v224);
  float v226 = v197 - v225;
  float v227 = v221 * v226;
  float v228 = v221 * v225;
  float v229 = v220 * v226;
  float v230 = v220 * v225;
  float v231 = v230 - v216;
  float v232 = v231 + v229;
  float v233 = v232 + v228;
  float v234 = v233 + v227;
  float v235 = v193 * v215;
  float v236 = as_float(0x3f800000u) /* 1 */;
  float v237 = v236 - v216;
  float v238 = v237 - v234;
  float v239 = v238 - v235;
  float v240 = as_float(0x3f000000u) /* 0.5 */;
  float v241 = v240 * v239;
  float v242 = v196 * v241;
  float v243 = v196 + v242;
  int v244 = as_int(as_uint(v176) - as_uint(v183));
  int v245 = 127;
  int v246 = as_int(as_uint(v244) + as_uint(v245));
  int v247 = 23;
  int v248 = as_int(as_uint(v246) << (as_uint(v247) & 31u));
  float v249 = as_float(v248);
  float v250 = v243 * v249;
  float v251 = as_float(0x00000000u) /* 0 */;
  float v252 = as_float(0x7f800000u) /* inf */;
  uint v253 = (v168 == v252) ? 1u : 0u;
  float v254 = v253 != 0u ? v251 : v250;
  float v255 = as_float(0x3f800000u) /* 1 */;
  float v256 = morph_div_f32(v255, v168);
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
      float v273 = v270 + v272;
      float v274 = v273 * v265;
      float v275 = p_in2[v268];
      float v276 = v274 * v275;
      uint v277 = v5 + v268;
      p_out0[v277] = v276;
    }
  }
}
