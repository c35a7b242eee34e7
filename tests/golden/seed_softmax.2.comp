// Kernel 'row_fence_split' printed by Morph for glsl (key 5289941495821658164).
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

float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

float morph_min_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}

float morph_rint_f32(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) return x;
  precise float a = as_float(u & 0x7fffffffu);
  precise float s = a + as_float(0x4b000000u);
  precise float r = s - as_float(0x4b000000u);
  return as_float(as_uint(r) | (u & 0x80000000u));
}

int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return int(x);
}

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

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_in0[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { float p_out0[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_partials[]; };
layout(push_constant) uniform MorphArgs {
  uint p_in0_len;
  uint p_out0_len;
  uint p_partials_len;
  uint p_rows;
  uint p_cols;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
shared float sh0_stage[4096];
shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
void main() {
  // sh0_stage: workgroup shared, declared before main
  uint morph_lid = gl_LocalInvocationIndex;
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  precise float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = gl_LocalInvocationID.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = gl_WorkGroupID.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = gl_WorkGroupID.x;
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
  precise float v29 = p_partials[v28];
  uint v30 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v29);
  groupMemoryBarrier(); barrier();
  precise float v31 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v32);
  groupMemoryBarrier(); barrier();
  precise float v34 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v35);
  groupMemoryBarrier(); barrier();
  precise float v37 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v38);
  groupMemoryBarrier(); barrier();
  precise float v40 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v41);
  groupMemoryBarrier(); barrier();
  precise float v43 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v44 = morph_max_f32(v41, v43);
  precise float v45 = uintBitsToFloat(0xff7fffffu) /* -3.40282347e+38 */;
  precise float v46 = morph_max_f32(v44, v45);
  precise float v47 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
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
      precise float v70 = p_in0[v69];
      precise float v71 = v70 - v46;
      precise float v72 = uintBitsToFloat(0x42b20000u) /* 89 */;
      precise float v73 = uintBitsToFloat(0xc2f00000u) /* -120 */;
      precise float v74 = morph_max_f32(v71, v73);
      precise float v75 = morph_min_f32(v74, v72);
      precise float v76 = uintBitsToFloat(morph_zero) /* 0 */;
      precise float v77 = uintBitsToFloat(0x3fb8aa3bu) /* 1.44269502 */;
      precise float v78 = v75 + v76;
      precise float v79 = v78 * v77;
      precise float v80 = morph_rint_f32(v79);
      int v81 = morph_f32_to_i32(v80);
      precise float v82 = uintBitsToFloat(0x3f317200u) /* 0.693145752 */;
      precise float v83 = v80 * v82;
      precise float v84 = v75 - v83;
      precise float v85 = uintBitsToFloat(0x35bfbe8eu) /* 1.42860677e-06 */;
      precise float v86 = v80 * v85;
      precise float v87 = v86 - v76;
      precise float v88 = v84 - v87;
      precise float v89 = v88 * v88;
      precise float v90 = uintBitsToFloat(0x388b5bc6u) /* 6.64513063e-05 */;
      precise float v91 = v89 * v90;
      precise float v92 = uintBitsToFloat(0xbb360d14u) /* -0.00277787913 */;
      precise float v93 = v92 + v91;
      precise float v94 = v89 * v93;
      precise float v95 = uintBitsToFloat(0x3e2aaaabu) /* 0.166666672 */;
      precise float v96 = v95 + v94;
      precise float v97 = v89 * v96;
      precise float v98 = v88 - v97;
      precise float v99 = uintBitsToFloat(0x40000000u) /* 2 */;
      precise float v100 = v99 - v98;
      precise float v101 = v88 * v98;
      precise float v102 = morph_div_f32(v101, v100);
      precise float v103 = v87 - v102;
      precise float v104 = v103 - v84;
      precise float v105 = uintBitsToFloat(0x3f800000u) /* 1 */;
      precise float v106 = v105 - v104;
      int v107 = 1;
      int v108 = v81 >> (uint(v107) & 31u);
      int v109 = int(uint(v81) - uint(v108));
      int v110 = 127;
      int v111 = int(uint(v109) + uint(v110));
      int v112 = 23;
      int v113 = int(uint(v111) << (uint(v112) & 31u));
      precise float v114 = intBitsToFloat(v113);
      int v115 = 127;
      int v116 = int(uint(v108) + uint(v115));
      int v117 = 23;
      int v118 = int(uint(v116) << (uint(v117) & 31u));
      precise float v119 = intBitsToFloat(v118);
      precise float v120 = v106 * v119;
      precise float v121 = v120 * v114;
      precise float v122 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
      uint v123 = (v67 < v2) ? 1u : 0u;
      precise float v124 = v123 != 0u ? v121 : v122;
      uint v125 = 32u;
      uint v126 = v63 * v125;
      uint v127 = v126 + v14;
      sh0_stage[v127] = v124;
    }
    groupMemoryBarrier(); barrier();
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
        precise float v137 = sh0_stage[v136];
        precise float v138 = l0;
        precise float v139 = v138 + v137;
        l0 = v139;
      }
    }
    groupMemoryBarrier(); barrier();
  }
  precise float v140 = l0;
  uint v141 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v140);
  groupMemoryBarrier(); barrier();
  precise float v142 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v141 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v143 = v140 + v142;
  uint v144 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v143);
  groupMemoryBarrier(); barrier();
  precise float v145 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v144 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v146 = v143 + v145;
  uint v147 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v146);
  groupMemoryBarrier(); barrier();
  precise float v148 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v147 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v149 = v146 + v148;
  uint v150 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v149);
  groupMemoryBarrier(); barrier();
  precise float v151 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v150 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v152 = v149 + v151;
  uint v153 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v152);
  groupMemoryBarrier(); barrier();
  precise float v154 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v153 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v155 = v152 + v154;
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
