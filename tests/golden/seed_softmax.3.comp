// Kernel 'row_fence_split' printed by Morph for glsl (key 12094891153843001426).
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
layout(std430, set = 0, binding = 1) buffer MorphBuf1 { float p_out0[]; };
layout(std430, set = 0, binding = 2) readonly buffer MorphBuf2 { float p_partials[]; };
layout(push_constant) uniform MorphArgs {
  uint p_in0_len;
  uint p_out0_len;
  uint p_partials_len;
  uint p_rows;
  uint p_cols;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
void main() {
  uint morph_lid = gl_LocalInvocationIndex;
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
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
  uint v45 = 31u;
  uint v46 = v3 & v45;
  uint v47 = 2u;
  uint v48 = v8 * v47;
  uint v49 = 1u;
  uint v50 = v48 + v49;
  uint v51 = 32u;
  uint v52 = v50 * v51;
  uint v53 = v52 + v46;
  precise float v54 = p_partials[v53];
  uint v55 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v54);
  groupMemoryBarrier(); barrier();
  precise float v56 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v57 = v54 + v56;
  uint v58 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v57);
  groupMemoryBarrier(); barrier();
  precise float v59 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v60 = v57 + v59;
  uint v61 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v60);
  groupMemoryBarrier(); barrier();
  precise float v62 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v63 = v60 + v62;
  uint v64 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v63);
  groupMemoryBarrier(); barrier();
  precise float v65 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v66 = v63 + v65;
  uint v67 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v66);
  groupMemoryBarrier(); barrier();
  precise float v68 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v67 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v69 = v66 + v68;
  precise float v70 = uintBitsToFloat(0xff7fffffu) /* -3.40282347e+38 */;
  precise float v71 = morph_max_f32(v44, v70);
  precise float v72 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v73 = morph_max_f32(v69, v72);
  uint v74 = 31u;
  uint v75 = v2 + v74;
  uint v76 = 5u;
  uint v77 = v75 >> (v76 & 31u);
  uint v78 = 31u;
  uint v79 = v77 + v78;
  uint v80 = 4294967264u;
  uint v81 = v79 & v80;
  uint v82 = v12 * v81;
  uint v83 = v82 + v81;
  uint v84 = v2 < v83 ? v2 : v83;
  uint v85 = v82 + v3;
  uint v86 = 1024u;
  for (uint v87 = v85; v87 < v84; v87 = v87 > 4294967295u - v86 ? v84 : v87 + v86) {
    uint v88 = v9 + v87;
    precise float v89 = p_in0[v88];
    precise float v90 = v89 - v71;
    precise float v91 = uintBitsToFloat(0x42b20000u) /* 89 */;
    precise float v92 = uintBitsToFloat(0xc2f00000u) /* -120 */;
    precise float v93 = morph_max_f32(v90, v92);
    precise float v94 = morph_min_f32(v93, v91);
    precise float v95 = uintBitsToFloat(morph_zero) /* 0 */;
    precise float v96 = uintBitsToFloat(0x3fb8aa3bu) /* 1.44269502 */;
    precise float v97 = v94 + v95;
    precise float v98 = v97 * v96;
    precise float v99 = morph_rint_f32(v98);
    int v100 = morph_f32_to_i32(v99);
    precise float v101 = uintBitsToFloat(0x3f317200u) /* 0.693145752 */;
    precise float v102 = v99 * v101;
    precise float v103 = v94 - v102;
    precise float v104 = uintBitsToFloat(0x35bfbe8eu) /* 1.42860677e-06 */;
    precise float v105 = v99 * v104;
    precise float v106 = v105 - v95;
    precise float v107 = v103 - v106;
    precise float v108 = v107 * v107;
    precise float v109 = uintBitsToFloat(0x388b5bc6u) /* 6.64513063e-05 */;
    precise float v110 = v108 * v109;
    precise float v111 = uintBitsToFloat(0xbb360d14u) /* -0.00277787913 */;
    precise float v112 = v111 + v110;
    precise float v113 = v108 * v112;
    precise float v114 = uintBitsToFloat(0x3e2aaaabu) /* 0.166666672 */;
    precise float v115 = v114 + v113;
    precise float v116 = v108 * v115;
    precise float v117 = v107 - v116;
    precise float v118 = uintBitsToFloat(0x40000000u) /* 2 */;
    precise float v119 = v118 - v117;
    precise float v120 = v107 * v117;
    precise float v121 = morph_div_f32(v120, v119);
    precise float v122 = v106 - v121;
    precise float v123 = v122 - v103;
    precise float v124 = uintBitsToFloat(0x3f800000u) /* 1 */;
    precise float v125 = v124 - v123;
    int v126 = 1;
    int v127 = v100 >> (uint(v126) & 31u);
    int v128 = int(uint(v100) - uint(v127));
    int v129 = 127;
    int v130 = int(uint(v128) + uint(v129));
    int v131 = 23;
    int v132 = int(uint(v130) << (uint(v131) & 31u));
    precise float v133 = intBitsToFloat(v132);
    int v134 = 127;
    int v135 = int(uint(v127) + uint(v134));
    int v136 = 23;
    int v137 = int(uint(v135) << (uint(v136) & 31u));
    precise float v138 = intBitsToFloat(v137);
    precise float v139 = v125 * v138;
    precise float v140 = v139 * v133;
    precise float v141 = morph_div_f32(v140, v73);
    uint v142 = v9 + v87;
    p_out0[v142] = v141;
  }
}
