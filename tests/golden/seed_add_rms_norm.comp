// Kernel 'row_fence' printed by Morph for glsl (key 5144990322878762775).
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
bool morph_fnan(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
int morph_fkey(float x) {
  uint u = floatBitsToUint(x);
  int m = int(u & 0x7fffffffu);
  return (u & 0x80000000u) != 0u ? -m : m;
}
bool morph_feq(float a, float b) { return !morph_fnan(a) && morph_fkey(a) == morph_fkey(b); }
bool morph_flt(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) < morph_fkey(b); }
bool morph_fle(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) <= morph_fkey(b); }

uvec2 morph_u64_shr_jam(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 64u) return uvec2((x.x | x.y) != 0u ? 1u : 0u, 0u);
  uint lo;
  uint hi;
  uint lost;
  if (s >= 32u) {
    uint t = s - 32u;
    lo = t == 0u ? x.y : x.y >> t;
    lost = x.x | (t == 0u ? 0u : x.y << (32u - t));
    hi = 0u;
  } else {
    lo = (x.x >> s) | (x.y << (32u - s));
    hi = x.y >> s;
    lost = x.x << (32u - s);
  }
  return uvec2(lo | (lost != 0u ? 1u : 0u), hi);
}

uvec2 morph_u64_shl(uvec2 x, uint s) {
  if (s == 0u) return x;
  if (s >= 32u) return uvec2(0u, x.x << (s - 32u));
  return uvec2(x.x << s, (x.y << s) | (x.x >> (32u - s)));
}

int morph_u64_msb(uvec2 x) {
  return x.y != 0u ? 32 + findMSB(x.y) : findMSB(x.x);
}

float morph_fma_round(uint sign, uvec2 r, int e) {
  int msb = morph_u64_msb(r);
  int lsb = msb - 23 > -149 - e ? msb - 23 : -149 - e;
  if (lsb > msb + 1) return as_float(sign);
  uint q;
  bool up = false;
  if (lsb <= 0) {
    q = r.x << uint(-lsb);
  } else {
    uint k = uint(lsb);
    q = k >= 32u ? r.y >> (k - 32u) : (r.x >> k) | (r.y << (32u - k));
    uint g = k - 1u;
    uint guard = g >= 32u ? (r.y >> (g - 32u)) & 1u : (r.x >> g) & 1u;
    bool sticky;
    if (g == 0u) sticky = false;
    else if (g < 32u) sticky = (r.x & ((1u << g) - 1u)) != 0u;
    else if (g == 32u) sticky = r.x != 0u;
    else sticky = r.x != 0u || (r.y & ((1u << (g - 32u)) - 1u)) != 0u;
    up = guard != 0u && (sticky || (q & 1u) != 0u);
  }
  if (up) q += 1u;
  if (q == 0x1000000u) { q >>= 1; lsb += 1; }
  int biased = e + lsb + 150;
  if (biased >= 255) return as_float(sign | 0x7f800000u);
  return as_float(sign | ((uint(biased - 1) << 23) + q));
}

float morph_fma_f32(float a, float b, float c) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint uc = as_uint(c);
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  uint xc = uc & 0x7fffffffu;
  uint sp = (ua ^ ub) & 0x80000000u;
  uint sc = uc & 0x80000000u;
  if (xa > 0x7f800000u || xb > 0x7f800000u || xc > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u || xb == 0x7f800000u) {
    if (xa == 0u || xb == 0u) return as_float(0x7fc00000u);
    if (xc == 0x7f800000u && sc != sp) return as_float(0x7fc00000u);
    return as_float(sp | 0x7f800000u);
  }
  if (xc == 0x7f800000u) return c;
  if (xa == 0u || xb == 0u) {
    if (xc != 0u) return c;
    return as_float(sp & sc);
  }
  int ea = int(xa >> 23);
  int eb = int(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = findMSB(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = findMSB(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  uint ph;
  uint pl;
  umulExtended(ma, mb, ph, pl);
  uvec2 p = uvec2(pl, ph);
  int pmsb = morph_u64_msb(p);
  p = morph_u64_shl(p, uint(61 - pmsb));
  int ep = ea + eb - 300 - (61 - pmsb);
  if (xc == 0u) return morph_fma_round(sp, p, ep);
  int ec = int(xc >> 23);
  uint mc = xc & 0x7fffffu;
  if (ec == 0) { ec = findMSB(mc) - 22; mc <<= uint(1 - ec); } else { mc |= 0x800000u; }
  uvec2 q = uvec2(0u, mc << 6);
  int eq = ec - 188;
  int er;
  if (ep >= eq) { q = morph_u64_shr_jam(q, uint(ep - eq)); er = ep; } else { p = morph_u64_shr_jam(p, uint(eq - ep)); er = eq; }
  uvec2 r;
  uint sr = sp;
  uint carry;
  if (sp == sc) {
    r.x = uaddCarry(p.x, q.x, carry);
    r.y = p.y + q.y + carry;
  } else if (p.y > q.y || (p.y == q.y && p.x >= q.x)) {
    r.x = usubBorrow(p.x, q.x, carry);
    r.y = p.y - q.y - carry;
  } else {
    r.x = usubBorrow(q.x, p.x, carry);
    r.y = q.y - p.y - carry;
    sr = sc;
  }
  if (r.x == 0u && r.y == 0u) return as_float(0u);
  return morph_fma_round(sr, r, er);
}

float morph_max_f32(float a, float b) {
  if (morph_fnan(a)) return a;
  if (morph_fnan(b)) return b;
  int ka = morph_fkey(a);
  int kb = morph_fkey(b);
  if (ka > kb) return a;
  if (kb > ka) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

float morph_min_f32(float a, float b) {
  if (morph_fnan(a)) return a;
  if (morph_fnan(b)) return b;
  int ka = morph_fkey(a);
  int kb = morph_fkey(b);
  if (ka < kb) return a;
  if (kb < ka) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
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
  if (ea == 0) { ea = findMSB(ma) - 22; ma <<= uint(1 - ea); } else { ma |= 0x800000u; }
  if (eb == 0) { eb = findMSB(mb) - 22; mb <<= uint(1 - eb); } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  uint q = 0u;
  uint r = ma;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  q <<= 1;
  if (r >= mb) { r -= mb; q |= 1u; }
  r <<= 1;
  uint sig = q | (r != 0u ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
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
shared float sh0_lanes[1056];
shared float sh1_groups[32];
void main() {
  // sh0_lanes: workgroup shared, declared before main
  // sh1_groups: workgroup shared, declared before main
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 4096u;
  uint v3 = gl_LocalInvocationID.x;
  uint v4 = 9u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = gl_WorkGroupID.x;
  uint v7 = v6 * v2;
  uint v8 = 0u;
  uint v9 = v3 + v8;
  uint v10 = 512u;
  uint v11 = v3 + v10;
  uint v12 = 1024u;
  uint v13 = v3 + v12;
  uint v14 = 1536u;
  uint v15 = v3 + v14;
  uint v16 = 2048u;
  uint v17 = v3 + v16;
  uint v18 = 2560u;
  uint v19 = v3 + v18;
  uint v20 = 3072u;
  uint v21 = v3 + v20;
  uint v22 = 3584u;
  uint v23 = v3 + v22;
  uint v24 = 0u;
  uint v25 = 0u;
  uint v26 = v7 + v9;
  precise float v27 = p_in0[v26];
  uint v28 = v7 + v9;
  precise float v29 = p_in1[v28];
  precise float v30 = v27 + v29;
  precise float v31 = uintBitsToFloat(floatBitsToUint(v30) & (morph_zero | 0x7fffffffu));
  uint v32 = v7 + v11;
  precise float v33 = p_in0[v32];
  uint v34 = v7 + v11;
  precise float v35 = p_in1[v34];
  precise float v36 = v33 + v35;
  precise float v37 = uintBitsToFloat(floatBitsToUint(v36) & (morph_zero | 0x7fffffffu));
  uint v38 = v7 + v13;
  precise float v39 = p_in0[v38];
  uint v40 = v7 + v13;
  precise float v41 = p_in1[v40];
  precise float v42 = v39 + v41;
  precise float v43 = uintBitsToFloat(floatBitsToUint(v42) & (morph_zero | 0x7fffffffu));
  uint v44 = v7 + v15;
  precise float v45 = p_in0[v44];
  uint v46 = v7 + v15;
  precise float v47 = p_in1[v46];
  precise float v48 = v45 + v47;
  precise float v49 = uintBitsToFloat(floatBitsToUint(v48) & (morph_zero | 0x7fffffffu));
  uint v50 = v7 + v17;
  precise float v51 = p_in0[v50];
  uint v52 = v7 + v17;
  precise float v53 = p_in1[v52];
  precise float v54 = v51 + v53;
  precise float v55 = uintBitsToFloat(floatBitsToUint(v54) & (morph_zero | 0x7fffffffu));
  uint v56 = v7 + v19;
  precise float v57 = p_in0[v56];
  uint v58 = v7 + v19;
  precise float v59 = p_in1[v58];
  precise float v60 = v57 + v59;
  precise float v61 = uintBitsToFloat(floatBitsToUint(v60) & (morph_zero | 0x7fffffffu));
  uint v62 = v7 + v21;
  precise float v63 = p_in0[v62];
  uint v64 = v7 + v21;
  precise float v65 = p_in1[v64];
  precise float v66 = v63 + v65;
  precise float v67 = uintBitsToFloat(floatBitsToUint(v66) & (morph_zero | 0x7fffffffu));
  uint v68 = v7 + v23;
  precise float v69 = p_in0[v68];
  uint v70 = v7 + v23;
  precise float v71 = p_in1[v70];
  precise float v72 = v69 + v71;
  precise float v73 = uintBitsToFloat(floatBitsToUint(v72) & (morph_zero | 0x7fffffffu));
  precise float v74 = morph_max_f32(v31, v43);
  precise float v75 = morph_max_f32(v74, v55);
  precise float v76 = morph_max_f32(v75, v67);
  precise float v77 = morph_max_f32(v37, v49);
  precise float v78 = morph_max_f32(v77, v61);
  precise float v79 = morph_max_f32(v78, v73);
  uint v80 = 0u;
  uint v81 = v3 + v80;
  uint v82 = 31u;
  uint v83 = v81 & v82;
  uint v84 = 5u;
  uint v85 = v81 >> (v84 & 31u);
  uint v86 = 33u;
  uint v87 = v85 * v86;
  uint v88 = v24 + v87;
  uint v89 = v88 + v83;
  sh0_lanes[v89] = v76;
  uint v90 = 512u;
  uint v91 = v3 + v90;
  uint v92 = 31u;
  uint v93 = v91 & v92;
  uint v94 = 5u;
  uint v95 = v91 >> (v94 & 31u);
  uint v96 = 33u;
  uint v97 = v95 * v96;
  uint v98 = v24 + v97;
  uint v99 = v98 + v93;
  sh0_lanes[v99] = v79;
  groupMemoryBarrier(); barrier();
  uint v100 = 32u;
  uint v101 = (v3 < v100) ? 1u : 0u;
  if (v101 != 0u) {
    uint v102 = 33u;
    uint v103 = v3 * v102;
    uint v104 = v24 + v103;
    precise float v105 = sh0_lanes[v104];
    uint v106 = 1u;
    uint v107 = v104 + v106;
    precise float v108 = sh0_lanes[v107];
    uint v109 = 2u;
    uint v110 = v104 + v109;
    precise float v111 = sh0_lanes[v110];
    uint v112 = 3u;
    uint v113 = v104 + v112;
    precise float v114 = sh0_lanes[v113];
    uint v115 = 4u;
    uint v116 = v104 + v115;
    precise float v117 = sh0_lanes[v116];
    uint v118 = 5u;
    uint v119 = v104 + v118;
    precise float v120 = sh0_lanes[v119];
    uint v121 = 6u;
    uint v122 = v104 + v121;
    precise float v123 = sh0_lanes[v122];
    uint v124 = 7u;
    uint v125 = v104 + v124;
    precise float v126 = sh0_lanes[v125];
    uint v127 = 8u;
    uint v128 = v104 + v127;
    precise float v129 = sh0_lanes[v128];
    uint v130 = 9u;
    uint v131 = v104 + v130;
    precise float v132 = sh0_lanes[v131];
    uint v133 = 10u;
    uint v134 = v104 + v133;
    precise float v135 = sh0_lanes[v134];
    uint v136 = 11u;
    uint v137 = v104 + v136;
    precise float v138 = sh0_lanes[v137];
    uint v139 = 12u;
    uint v140 = v104 + v139;
    precise float v141 = sh0_lanes[v140];
    uint v142 = 13u;
    uint v143 = v104 + v142;
    precise float v144 = sh0_lanes[v143];
    uint v145 = 14u;
    uint v146 = v104 + v145;
    precise float v147 = sh0_lanes[v146];
    uint v148 = 15u;
    uint v149 = v104 + v148;
    precise float v150 = sh0_lanes[v149];
    uint v151 = 16u;
    uint v152 = v104 + v151;
    precise float v153 = sh0_lanes[v152];
    uint v154 = 17u;
    uint v155 = v104 + v154;
    precise float v156 = sh0_lanes[v155];
    uint v157 = 18u;
    uint v158 = v104 + v157;
    precise float v159 = sh0_lanes[v158];
    uint v160 = 19u;
    uint v161 = v104 + v160;
    precise float v162 = sh0_lanes[v161];
    uint v163 = 20u;
    uint v164 = v104 + v163;
    precise float v165 = sh0_lanes[v164];
    uint v166 = 21u;
    uint v167 = v104 + v166;
    precise float v168 = sh0_lanes[v167];
    uint v169 = 22u;
    uint v170 = v104 + v169;
    precise float v171 = sh0_lanes[v170];
    uint v172 = 23u;
    uint v173 = v104 + v172;
    precise float v174 = sh0_lanes[v173];
    uint v175 = 24u;
    uint v176 = v104 + v175;
    precise float v177 = sh0_lanes[v176];
    uint v178 = 25u;
    uint v179 = v104 + v178;
    precise float v180 = sh0_lanes[v179];
    uint v181 = 26u;
    uint v182 = v104 + v181;
    precise float v183 = sh0_lanes[v182];
    uint v184 = 27u;
    uint v185 = v104 + v184;
    precise float v186 = sh0_lanes[v185];
    uint v187 = 28u;
    uint v188 = v104 + v187;
    precise float v189 = sh0_lanes[v188];
    uint v190 = 29u;
    uint v191 = v104 + v190;
    precise float v192 = sh0_lanes[v191];
    uint v193 = 30u;
    uint v194 = v104 + v193;
    precise float v195 = sh0_lanes[v194];
    uint v196 = 31u;
    uint v197 = v104 + v196;
    precise float v198 = sh0_lanes[v197];
    precise float v199 = morph_max_f32(v105, v153);
    precise float v200 = morph_max_f32(v108, v156);
    precise float v201 = morph_max_f32(v111, v159);
    precise float v202 = morph_max_f32(v114, v162);
    precise float v203 = morph_max_f32(v117, v165);
    precise float v204 = morph_max_f32(v120, v168);
    precise float v205 = morph_max_f32(v123, v171);
    precise float v206 = morph_max_f32(v126, v174);
    precise float v207 = morph_max_f32(v129, v177);
    precise float v208 = morph_max_f32(v132, v180);
    precise float v209 = morph_max_f32(v135, v183);
    precise float v210 = morph_max_f32(v138, v186);
    precise float v211 = morph_max_f32(v141, v189);
    precise float v212 = morph_max_f32(v144, v192);
    precise float v213 = morph_max_f32(v147, v195);
    precise float v214 = morph_max_f32(v150, v198);
    precise float v215 = morph_max_f32(v199, v207);
    precise float v216 = morph_max_f32(v200, v208);
    precise float v217 = morph_max_f32(v201, v209);
    precise float v218 = morph_max_f32(v202, v210);
    precise float v219 = morph_max_f32(v203, v211);
    precise float v220 = morph_max_f32(v204, v212);
    precise float v221 = morph_max_f32(v205, v213);
    precise float v222 = morph_max_f32(v206, v214);
    precise float v223 = morph_max_f32(v215, v219);
    precise float v224 = morph_max_f32(v216, v220);
    precise float v225 = morph_max_f32(v217, v221);
    precise float v226 = morph_max_f32(v218, v222);
    precise float v227 = morph_max_f32(v223, v225);
    precise float v228 = morph_max_f32(v224, v226);
    precise float v229 = morph_max_f32(v227, v228);
    uint v230 = v25 + v3;
    sh1_groups[v230] = v229;
  }
  groupMemoryBarrier(); barrier();
  uint v231 = 0u;
  precise float v232 = sh1_groups[v231];
  uint v233 = 1u;
  precise float v234 = sh1_groups[v233];
  uint v235 = 2u;
  precise float v236 = sh1_groups[v235];
  uint v237 = 3u;
  precise float v238 = sh1_groups[v237];
  uint v239 = 4u;
  precise float v240 = sh1_groups[v239];
  uint v241 = 5u;
  precise float v242 = sh1_groups[v241];
  uint v243 = 6u;
  precise float v244 = sh1_groups[v243];
  uint v245 = 7u;
  precise float v246 = sh1_groups[v245];
  uint v247 = 8u;
  precise float v248 = sh1_groups[v247];
  uint v249 = 9u;
  precise float v250 = sh1_groups[v249];
  uint v251 = 10u;
  precise float v252 = sh1_groups[v251];
  uint v253 = 11u;
  precise float v254 = sh1_groups[v253];
  uint v255 = 12u;
  precise float v256 = sh1_groups[v255];
  uint v257 = 13u;
  precise float v258 = sh1_groups[v257];
  uint v259 = 14u;
  precise float v260 = sh1_groups[v259];
  uint v261 = 15u;
  precise float v262 = sh1_groups[v261];
  uint v263 = 16u;
  precise float v264 = sh1_groups[v263];
  uint v265 = 17u;
  precise float v266 = sh1_groups[v265];
  uint v267 = 18u;
  precise float v268 = sh1_groups[v267];
  uint v269 = 19u;
  precise float v270 = sh1_groups[v269];
  uint v271 = 20u;
  precise float v272 = sh1_groups[v271];
  uint v273 = 21u;
  precise float v274 = sh1_groups[v273];
  uint v275 = 22u;
  precise float v276 = sh1_groups[v275];
  uint v277 = 23u;
  precise float v278 = sh1_groups[v277];
  uint v279 = 24u;
  precise float v280 = sh1_groups[v279];
  uint v281 = 25u;
  precise float v282 = sh1_groups[v281];
  uint v283 = 26u;
  precise float v284 = sh1_groups[v283];
  uint v285 = 27u;
  precise float v286 = sh1_groups[v285];
  uint v287 = 28u;
  precise float v288 = sh1_groups[v287];
  uint v289 = 29u;
  precise float v290 = sh1_groups[v289];
  uint v291 = 30u;
  precise float v292 = sh1_groups[v291];
  uint v293 = 31u;
  precise float v294 = sh1_groups[v293];
  precise float v295 = morph_max_f32(v232, v264);
  precise float v296 = morph_max_f32(v234, v266);
  precise float v297 = morph_max_f32(v236, v268);
  precise float v298 = morph_max_f32(v238, v270);
  precise float v299 = morph_max_f32(v240, v272);
  precise float v300 = morph_max_f32(v242, v274);
  precise float v301 = morph_max_f32(v244, v276);
  precise float v302 = morph_max_f32(v246, v278);
  precise float v303 = morph_max_f32(v248, v280);
  precise float v304 = morph_max_f32(v250, v282);
  precise float v305 = morph_max_f32(v252, v284);
  precise float v306 = morph_max_f32(v254, v286);
  precise float v307 = morph_max_f32(v256, v288);
  precise float v308 = morph_max_f32(v258, v290);
  precise float v309 = morph_max_f32(v260, v292);
  precise float v310 = morph_max_f32(v262, v294);
  precise float v311 = morph_max_f32(v295, v303);
  precise float v312 = morph_max_f32(v296, v304);
  precise float v313 = morph_max_f32(v297, v305);
  precise float v314 = morph_max_f32(v298, v306);
  precise float v315 = morph_max_f32(v299, v307);
  precise float v316 = morph_max_f32(v300, v308);
  precise float v317 = morph_max_f32(v301, v309);
  precise float v318 = morph_max_f32(v302, v310);
  precise float v319 = morph_max_f32(v311, v315);
  precise float v320 = morph_max_f32(v312, v316);
  precise float v321 = morph_max_f32(v313, v317);
  precise float v322 = morph_max_f32(v314, v318);
  precise float v323 = morph_max_f32(v319, v321);
  precise float v324 = morph_max_f32(v320, v322);
  precise float v325 = morph_max_f32(v323, v324);
  precise float v326 = uintBitsToFloat(0x53800000u) /* 1.09951163e+12 */;
  precise float v327 = v325 - v326;
  precise float v328 = uintBitsToFloat(0x37000000u) /* 7.62939453e-06 */;
  precise float v329 = v327 * v328;
  precise float v330 = uintBitsToFloat(morph_zero) /* 0 */;
  precise float v331 = morph_max_f32(v329, v330);
  precise float v332 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v333 = morph_min_f32(v331, v332);
  precise float v334 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v335 = v334 - v333;
  precise float v336 = uintBitsToFloat(0x13800000u) /* 3.23117427e-27 */;
  precise float v337 = morph_max_f32(v335, v336);
  precise float v338 = v30 * v337;
  precise float v339 = v338 * v338;
  precise float v340 = v36 * v337;
  precise float v341 = v340 * v340;
  precise float v342 = v42 * v337;
  precise float v343 = v342 * v342;
  precise float v344 = v48 * v337;
  precise float v345 = v344 * v344;
  precise float v346 = v54 * v337;
  precise float v347 = v346 * v346;
  precise float v348 = v60 * v337;
  precise float v349 = v348 * v348;
  precise float v350 = v66 * v337;
  precise float v351 = v350 * v350;
  precise float v352 = v72 * v337;
  precise float v353 = v352 * v352;
  precise float v354 = v339 + v343;
  precise float v355 = v354 + v347;
  precise float v356 = v355 + v351;
  precise float v357 = v341 + v345;
  precise float v358 = v357 + v349;
  precise float v359 = v358 + v353;
  uint v360 = 0u;
  uint v361 = v3 + v360;
  uint v362 = 31u;
  uint v363 = v361 & v362;
  uint v364 = 5u;
  uint v365 = v361 >> (v364 & 31u);
  uint v366 = 33u;
  uint v367 = v365 * v366;
  uint v368 = v24 + v367;
  uint v369 = v368 + v363;
  sh0_lanes[v369] = v356;
  uint v370 = 512u;
  uint v371 = v3 + v370;
  uint v372 = 31u;
  uint v373 = v371 & v372;
  uint v374 = 5u;
  uint v375 = v371 >> (v374 & 31u);
  uint v376 = 33u;
  uint v377 = v375 * v376;
  uint v378 = v24 + v377;
  uint v379 = v378 + v373;
  sh0_lanes[v379] = v359;
  groupMemoryBarrier(); barrier();
  uint v380 = 32u;
  uint v381 = (v3 < v380) ? 1u : 0u;
  if (v381 != 0u) {
    uint v382 = 33u;
    uint v383 = v3 * v382;
    uint v384 = v24 + v383;
    precise float v385 = sh0_lanes[v384];
    uint v386 = 1u;
    uint v387 = v384 + v386;
    precise float v388 = sh0_lanes[v387];
    uint v389 = 2u;
    uint v390 = v384 + v389;
    precise float v391 = sh0_lanes[v390];
    uint v392 = 3u;
    uint v393 = v384 + v392;
    precise float v394 = sh0_lanes[v393];
    uint v395 = 4u;
    uint v396 = v384 + v395;
    precise float v397 = sh0_lanes[v396];
    uint v398 = 5u;
    uint v399 = v384 + v398;
    precise float v400 = sh0_lanes[v399];
    uint v401 = 6u;
    uint v402 = v384 + v401;
    precise float v403 = sh0_lanes[v402];
    uint v404 = 7u;
    uint v405 = v384 + v404;
    precise float v406 = sh0_lanes[v405];
    uint v407 = 8u;
    uint v408 = v384 + v407;
    precise float v409 = sh0_lanes[v408];
    uint v410 = 9u;
    uint v411 = v384 + v410;
    precise float v412 = sh0_lanes[v411];
    uint v413 = 10u;
    uint v414 = v384 + v413;
    precise float v415 = sh0_lanes[v414];
    uint v416 = 11u;
    uint v417 = v384 + v416;
    precise float v418 = sh0_lanes[v417];
    uint v419 = 12u;
    uint v420 = v384 + v419;
    precise float v421 = sh0_lanes[v420];
    uint v422 = 13u;
    uint v423 = v384 + v422;
    precise float v424 = sh0_lanes[v423];
    uint v425 = 14u;
    uint v426 = v384 + v425;
    precise float v427 = sh0_lanes[v426];
    uint v428 = 15u;
    uint v429 = v384 + v428;
    precise float v430 = sh0_lanes[v429];
    uint v431 = 16u;
    uint v432 = v384 + v431;
    precise float v433 = sh0_lanes[v432];
    uint v434 = 17u;
    uint v435 = v384 + v434;
    precise float v436 = sh0_lanes[v435];
    uint v437 = 18u;
    uint v438 = v384 + v437;
    precise float v439 = sh0_lanes[v438];
    uint v440 = 19u;
    uint v441 = v384 + v440;
    precise float v442 = sh0_lanes[v441];
    uint v443 = 20u;
    uint v444 = v384 + v443;
    precise float v445 = sh0_lanes[v444];
    uint v446 = 21u;
    uint v447 = v384 + v446;
    precise float v448 = sh0_lanes[v447];
    uint v449 = 22u;
    uint v450 = v384 + v449;
    precise float v451 = sh0_lanes[v450];
    uint v452 = 23u;
    uint v453 = v384 + v452;
    precise float v454 = sh0_lanes[v453];
    uint v455 = 24u;
    uint v456 = v384 + v455;
    precise float v457 = sh0_lanes[v456];
    uint v458 = 25u;
    uint v459 = v384 + v458;
    precise float v460 = sh0_lanes[v459];
    uint v461 = 26u;
    uint v462 = v384 + v461;
    precise float v463 = sh0_lanes[v462];
    uint v464 = 27u;
    uint v465 = v384 + v464;
    precise float v466 = sh0_lanes[v465];
    uint v467 = 28u;
    uint v468 = v384 + v467;
    precise float v469 = sh0_lanes[v468];
    uint v470 = 29u;
    uint v471 = v384 + v470;
    precise float v472 = sh0_lanes[v471];
    uint v473 = 30u;
    uint v474 = v384 + v473;
    precise float v475 = sh0_lanes[v474];
    uint v476 = 31u;
    uint v477 = v384 + v476;
    precise float v478 = sh0_lanes[v477];
    precise float v479 = v385 + v433;
    precise float v480 = v388 + v436;
    precise float v481 = v391 + v439;
    precise float v482 = v394 + v442;
    precise float v483 = v397 + v445;
    precise float v484 = v400 + v448;
    precise float v485 = v403 + v451;
    precise float v486 = v406 + v454;
    precise float v487 = v409 + v457;
    precise float v488 = v412 + v460;
    precise float v489 = v415 + v463;
    precise float v490 = v418 + v466;
    precise float v491 = v421 + v469;
    precise float v492 = v424 + v472;
    precise float v493 = v427 + v475;
    precise float v494 = v430 + v478;
    precise float v495 = v479 + v487;
    precise float v496 = v480 + v488;
    precise float v497 = v481 + v489;
    precise float v498 = v482 + v490;
    precise float v499 = v483 + v491;
    precise float v500 = v484 + v492;
    precise float v501 = v485 + v493;
    precise float v502 = v486 + v494;
    precise float v503 = v495 + v499;
    precise float v504 = v496 + v500;
    precise float v505 = v497 + v501;
    precise float v506 = v498 + v502;
    precise float v507 = v503 + v505;
    precise float v508 = v504 + v506;
    precise float v509 = v507 + v508;
    uint v510 = v25 + v3;
    sh1_groups[v510] = v509;
  }
  groupMemoryBarrier(); barrier();
  uint v511 = 0u;
  precise float v512 = sh1_groups[v511];
  uint v513 = 1u;
  precise float v514 = sh1_groups[v513];
  uint v515 = 2u;
  precise float v516 = sh1_groups[v515];
  uint v517 = 3u;
  precise float v518 = sh1_groups[v517];
  uint v519 = 4u;
  precise float v520 = sh1_groups[v519];
  uint v521 = 5u;
  precise float v522 = sh1_groups[v521];
  uint v523 = 6u;
  precise float v524 = sh1_groups[v523];
  uint v525 = 7u;
  precise float v526 = sh1_groups[v525];
  uint v527 = 8u;
  precise float v528 = sh1_groups[v527];
  uint v529 = 9u;
  precise float v530 = sh1_groups[v529];
  uint v531 = 10u;
  precise float v532 = sh1_groups[v531];
  uint v533 = 11u;
  precise float v534 = sh1_groups[v533];
  uint v535 = 12u;
  precise float v536 = sh1_groups[v535];
  uint v537 = 13u;
  precise float v538 = sh1_groups[v537];
  uint v539 = 14u;
  precise float v540 = sh1_groups[v539];
  uint v541 = 15u;
  precise float v542 = sh1_groups[v541];
  uint v543 = 16u;
  precise float v544 = sh1_groups[v543];
  uint v545 = 17u;
  precise float v546 = sh1_groups[v545];
  uint v547 = 18u;
  precise float v548 = sh1_groups[v547];
  uint v549 = 19u;
  precise float v550 = sh1_groups[v549];
  uint v551 = 20u;
  precise float v552 = sh1_groups[v551];
  uint v553 = 21u;
  precise float v554 = sh1_groups[v553];
  uint v555 = 22u;
  precise float v556 = sh1_groups[v555];
  uint v557 = 23u;
  precise float v558 = sh1_groups[v557];
  uint v559 = 24u;
  precise float v560 = sh1_groups[v559];
  uint v561 = 25u;
  precise float v562 = sh1_groups[v561];
  uint v563 = 26u;
  precise float v564 = sh1_groups[v563];
  uint v565 = 27u;
  precise float v566 = sh1_groups[v565];
  uint v567 = 28u;
  precise float v568 = sh1_groups[v567];
  uint v569 = 29u;
  precise float v570 = sh1_groups[v569];
  uint v571 = 30u;
  precise float v572 = sh1_groups[v571];
  uint v573 = 31u;
  precise float v574 = sh1_groups[v573];
  precise float v575 = v512 + v544;
  precise float v576 = v514 + v546;
  precise float v577 = v516 + v548;
  precise float v578 = v518 + v550;
  precise float v579 = v520 + v552;
  precise float v580 = v522 + v554;
  precise float v581 = v524 + v556;
  precise float v582 = v526 + v558;
  precise float v583 = v528 + v560;
  precise float v584 = v530 + v562;
  precise float v585 = v532 + v564;
  precise float v586 = v534 + v566;
  precise float v587 = v536 + v568;
  precise float v588 = v538 + v570;
  precise float v589 = v540 + v572;
  precise float v590 = v542 + v574;
  precise float v591 = v575 + v583;
  precise float v592 = v576 + v584;
  precise float v593 = v577 + v585;
  precise float v594 = v578 + v586;
  precise float v595 = v579 + v587;
  precise float v596 = v580 + v588;
  precise float v597 = v581 + v589;
  precise float v598 = v582 + v590;
  precise float v599 = v591 + v595;
  precise float v600 = v592 + v596;
  precise float v601 = v593 + v597;
  precise float v602 = v594 + v598;
  precise float v603 = v599 + v601;
  precise float v604 = v600 + v602;
  precise float v605 = v603 + v604;
  precise float v606 = uintBitsToFloat(0x3727c5acu) /* 9.99999975e-06 */;
  precise float v607 = v606 * v337;
  precise float v608 = v607 * v337;
  precise float v609 = uintBitsToFloat(0x45800000u) /* 4096 */;
  precise float v610 = morph_div_f32(v605, v609);
  precise float v611 = v610 + v608;
  precise float v612 = uintBitsToFloat(0x00800000u) /* 1.17549435e-38 */;
  uint v613 = (morph_flt(v611, v612)) ? 1u : 0u;
  precise float v614 = uintBitsToFloat(0x4b800000u) /* 16777216 */;
  precise float v615 = v611 * v614;
  precise float v616 = v613 != 0u ? v615 : v611;
  int v617 = 0;
  int v618 = 12;
  int v619 = v613 != 0u ? v618 : v617;
  int v620 = floatBitsToInt(v616);
  int v621 = 23;
  int v622 = v620 >> (uint(v621) & 31u);
  int v623 = 127;
  int v624 = int(uint(v622) - uint(v623));
  int v625 = 1;
  int v626 = v624 >> (uint(v625) & 31u);
  int v627 = int(uint(v626) + uint(v626));
  int v628 = int(uint(v624) - uint(v627));
  int v629 = 127;
  int v630 = int(uint(v628) + uint(v629));
  int v631 = 23;
  int v632 = int(uint(v630) << (uint(v631) & 31u));
  int v633 = 8388607;
  int v634 = v620 & v633;
  int v635 = v634 | v632;
  precise float v636 = intBitsToFloat(v635);
  precise float v637 = uintBitsToFloat(0x3f800000u) /* 1 */;
  precise float v638 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
  precise float v639 = v638 * v636;
  int v640 = floatBitsToInt(v636);
  int v641 = 1;
  int v642 = v640 >> (uint(v641) & 31u);
  int v643 = 1597463174;
  int v644 = int(uint(v643) - uint(v642));
  precise float v645 = intBitsToFloat(v644);
  precise float v646 = uintBitsToFloat(0x3fc00000u) /* 1.5 */;
  precise float v647 = v645 * v645;
  precise float v648 = uintBitsToFloat(floatBitsToUint(v639) ^ (morph_zero | 0x80000000u));
  precise float v649 = morph_fma_f32(v648, v647, v646);
  precise float v650 = v645 * v649;
  precise float v651 = uintBitsToFloat(0x3fc00000u) /* 1.5 */;
  precise float v652 = v650 * v650;
  precise float v653 = uintBitsToFloat(floatBitsToUint(v639) ^ (morph_zero | 0x80000000u));
  precise float v654 = morph_fma_f32(v653, v652, v651);
  precise float v655 = v650 * v654;
  precise float v656 = v655 * v655;
  precise float v657 = uintBitsToFloat(floatBitsToUint(v656) ^ (morph_zero | 0x80000000u));
  precise float v658 = morph_fma_f32(v655, v655, v657);
  precise float v659 = uintBitsToFloat(floatBitsToUint(v636) ^ (morph_zero | 0x80000000u));
  precise float v660 = morph_fma_f32(v659, v656, v637);
  precise float v661 = uintBitsToFloat(floatBitsToUint(v636) ^ (morph_zero | 0x80000000u));
  precise float v662 = morph_fma_f32(v661, v658, v660);
  precise float v663 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
  precise float v664 = v663 * v655;
  precise float v665 = morph_fma_f32(v664, v662, v655);
  int v666 = int(uint(v619) - uint(v626));
  int v667 = 127;
  int v668 = int(uint(v666) + uint(v667));
  int v669 = 23;
  int v670 = int(uint(v668) << (uint(v669) & 31u));
  precise float v671 = intBitsToFloat(v670);
  precise float v672 = v665 * v671;
  precise float v673 = uintBitsToFloat(morph_zero) /* 0 */;
  precise float v674 = uintBitsToFloat(0x7f800000u) /* inf */;
  uint v675 = (morph_feq(v611, v674)) ? 1u : 0u;
  precise float v676 = v675 != 0u ? v673 : v672;
  uint v677 = floatBitsToUint(v611);
  uint v678 = 2139095040u;
  uint v679 = v677 | v678;
  precise float v680 = uintBitsToFloat(v679);
  precise float v681 = uintBitsToFloat(morph_zero) /* 0 */;
  uint v682 = (morph_feq(v611, v681)) ? 1u : 0u;
  precise float v683 = v682 != 0u ? v680 : v676;
  precise float v684 = uintBitsToFloat(0x7fc00000u) /* nan */;
  precise float v685 = uintBitsToFloat(morph_zero) /* 0 */;
  uint v686 = (morph_flt(v611, v685)) ? 1u : 0u;
  uint v687 = ((!morph_feq(v611, v611))) ? 1u : 0u;
  uint v688 = v686 | v687;
  precise float v689 = v688 != 0u ? v684 : v683;
  precise float v690 = v689 * v337;
  uint v691 = (v6 < v0) ? 1u : 0u;
  precise float v692 = v30 * v690;
  precise float v693 = p_in2[v9];
  precise float v694 = v692 * v693;
  precise float v695 = v36 * v690;
  precise float v696 = p_in2[v11];
  precise float v697 = v695 * v696;
  precise float v698 = v42 * v690;
  precise float v699 = p_in2[v13];
  precise float v700 = v698 * v699;
  precise float v701 = v48 * v690;
  precise float v702 = p_in2[v15];
  precise float v703 = v701 * v702;
  precise float v704 = v54 * v690;
  precise float v705 = p_in2[v17];
  precise float v706 = v704 * v705;
  precise float v707 = v60 * v690;
  precise float v708 = p_in2[v19];
  precise float v709 = v707 * v708;
  precise float v710 = v66 * v690;
  precise float v711 = p_in2[v21];
  precise float v712 = v710 * v711;
  precise float v713 = v72 * v690;
  precise float v714 = p_in2[v23];
  precise float v715 = v713 * v714;
  if (v691 != 0u) {
    uint v716 = v7 + v9;
    p_out0[v716] = v694;
    uint v717 = v7 + v11;
    p_out0[v717] = v697;
    uint v718 = v7 + v13;
    p_out0[v718] = v700;
    uint v719 = v7 + v15;
    p_out0[v719] = v703;
    uint v720 = v7 + v17;
    p_out0[v720] = v706;
    uint v721 = v7 + v19;
    p_out0[v721] = v709;
    uint v722 = v7 + v21;
    p_out0[v722] = v712;
    uint v723 = v7 + v23;
    p_out0[v723] = v715;
  }
}
