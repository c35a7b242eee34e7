// Kernel 'row_fence_split' printed by Morph for glsl (key 16447231776574497163).
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
shared float sh0_stage[5120];
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
      precise float v70 = p_in0[v69];
      precise float v71 = v70 - v46;
      uint v134 = floatBitsToUint(v71);
      uint v135 = 2147483647u;
      uint v136 = v134 & v135;
      uint v137 = 847249408u;
      uint v138 = (v136 < v137) ? 1u : 0u;
      precise float v139 = uintBitsToFloat(morph_zero) /* 0 */;
      precise float v140 = v138 != 0u ? v139 : v71;
      precise float v141 = uintBitsToFloat(0x42b20000u) /* 89 */;
      precise float v142 = uintBitsToFloat(0xc2f00000u) /* -120 */;
      uint v143 = (morph_flt(v140, v142)) ? 1u : 0u;
      precise float v144 = v143 != 0u ? v142 : v140;
      uint v145 = (morph_flt(v141, v144)) ? 1u : 0u;
      precise float v146 = v145 != 0u ? v141 : v144;
      precise float v147 = uintBitsToFloat(morph_zero) /* 0 */;
      precise float v148 = uintBitsToFloat(0x4b400000u) /* 12582912 */;
      precise float v149 = uintBitsToFloat(0x3fb8aa3bu) /* 1.44269502 */;
      precise float v150 = morph_fma_f32(v146, v149, v148);
      precise float v151 = uintBitsToFloat(0x4b400000u) /* 12582912 */;
      precise float v152 = v150 - v151;
      int v153 = floatBitsToInt(v150);
      int v154 = 1262485504;
      int v155 = int(uint(v153) - uint(v154));
      precise float v156 = uintBitsToFloat(0x3f317218u) /* 0.693147182 */;
      precise float v157 = uintBitsToFloat(floatBitsToUint(v152) ^ (morph_zero | 0x80000000u));
      precise float v158 = morph_fma_f32(v157, v156, v146);
      precise float v159 = uintBitsToFloat(0xb102e308u) /* -1.90465421e-09 */;
      precise float v160 = uintBitsToFloat(floatBitsToUint(v152) ^ (morph_zero | 0x80000000u));
      precise float v161 = morph_fma_f32(v160, v159, v147);
      precise float v162 = uintBitsToFloat(0x39500d01u) /* 0.000198412701 */;
      precise float v163 = uintBitsToFloat(0x37d00d01u) /* 2.48015876e-05 */;
      precise float v164 = morph_fma_f32(v158, v163, v162);
      precise float v165 = uintBitsToFloat(0x3ab60b61u) /* 0.00138888892 */;
      precise float v166 = morph_fma_f32(v158, v164, v165);
      precise float v167 = uintBitsToFloat(0x3c088889u) /* 0.00833333377 */;
      precise float v168 = morph_fma_f32(v158, v166, v167);
      precise float v169 = uintBitsToFloat(0x3d2aaaabu) /* 0.0416666679 */;
      precise float v170 = morph_fma_f32(v158, v168, v169);
      precise float v171 = uintBitsToFloat(0x3e2aaaabu) /* 0.166666672 */;
      precise float v172 = morph_fma_f32(v158, v170, v171);
      precise float v173 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
      precise float v174 = morph_fma_f32(v158, v172, v173);
      precise float v175 = v158 * v158;
      precise float v176 = v175 * v174;
      precise float v177 = uintBitsToFloat(0x3f800000u) /* 1 */;
      precise float v178 = v177 + v158;
      precise float v179 = v178 - v177;
      precise float v180 = v158 - v179;
      precise float v181 = v178 + v176;
      precise float v182 = morph_fma_f32(v161, v181, v176);
      precise float v183 = v180 + v182;
      precise float v184 = v178 + v183;
      precise float v185 = v178 - v184;
      precise float v186 = v185 + v183;
      int v187 = 1;
      int v188 = v155 >> (uint(v187) & 31u);
      int v189 = int(uint(v155) - uint(v188));
      int v190 = 127;
      int v191 = int(uint(v189) + uint(v190));
      int v192 = 23;
      int v193 = int(uint(v191) << (uint(v192) & 31u));
      precise float v194 = intBitsToFloat(v193);
      int v195 = 127;
      int v196 = int(uint(v188) + uint(v195));
      int v197 = 23;
      int v198 = int(uint(v196) << (uint(v197) & 31u));
      precise float v199 = intBitsToFloat(v198);
      precise float v200 = v184 * v199;
      precise float v201 = v200 * v194;
      precise float v202 = uintBitsToFloat(0x3f800000u) /* 1 */;
      precise float v203 = v138 != 0u ? v202 : v201;
      precise float v72 = v203;
      precise float v204 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
      uint v205 = (v67 < v2) ? 1u : 0u;
      precise float v206 = v205 != 0u ? v72 : v204;
      uint v207 = 32u;
      uint v208 = v63 * v207;
      uint v209 = v208 + v14;
      sh0_stage[v209] = v206;
    }
    groupMemoryBarrier(); barrier();
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
        precise float v219 = sh0_stage[v218];
        uint v220 = 32u;
        uint v221 = v218 + v220;
        precise float v222 = sh0_stage[v221];
        uint v223 = 64u;
        uint v224 = v218 + v223;
        precise float v225 = sh0_stage[v224];
        uint v226 = 96u;
        uint v227 = v218 + v226;
        precise float v228 = sh0_stage[v227];
        uint v229 = 128u;
        uint v230 = v218 + v229;
        precise float v231 = sh0_stage[v230];
        uint v232 = 160u;
        uint v233 = v218 + v232;
        precise float v234 = sh0_stage[v233];
        uint v235 = 192u;
        uint v236 = v218 + v235;
        precise float v237 = sh0_stage[v236];
        uint v238 = 224u;
        uint v239 = v218 + v238;
        precise float v240 = sh0_stage[v239];
        precise float v241 = l0;
        precise float v242 = v241 + v219;
        precise float v243 = v242 + v222;
        precise float v244 = v243 + v225;
        precise float v245 = v244 + v228;
        precise float v246 = v245 + v231;
        precise float v247 = v246 + v234;
        precise float v248 = v247 + v237;
        precise float v249 = v248 + v240;
        l0 = v249;
      }
    }
    groupMemoryBarrier(); barrier();
  }
  precise float v250 = l0;
  uint v251 = 16u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v250);
  groupMemoryBarrier(); barrier();
  precise float v252 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v251 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v253 = v250 + v252;
  uint v254 = 8u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v253);
  groupMemoryBarrier(); barrier();
  precise float v255 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v254 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v256 = v253 + v255;
  uint v257 = 4u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v256);
  groupMemoryBarrier(); barrier();
  precise float v258 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v257 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v259 = v256 + v258;
  uint v260 = 2u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v259);
  groupMemoryBarrier(); barrier();
  precise float v261 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v260 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v262 = v259 + v261;
  uint v263 = 1u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v262);
  groupMemoryBarrier(); barrier();
  precise float v264 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v263 & 31u))]);
  morph_sgh ^= 1024u;
  precise float v265 = v262 + v264;
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
