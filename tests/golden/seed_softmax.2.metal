// Kernel 'row_fence_split' printed by Morph for metal (key 12430361378753385757).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }
#define uvec2 uint2
static inline void umulExtended(uint a, uint b, thread uint& hi, thread uint& lo) { hi = mulhi(a, b); lo = a * b; }
static inline uint uaddCarry(uint a, uint b, thread uint& c) { uint s = a + b; c = s < a ? 1u : 0u; return s; }
static inline uint usubBorrow(uint a, uint b, thread uint& c) { c = a < b ? 1u : 0u; return a - b; }
static inline int findMSB(uint x) { return x == 0u ? -1 : 31 - int(clz(x)); }
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

static inline float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

kernel void k_row_fence_split(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup float sh0_stage[5120];
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = morph_lid3.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = morph_grp.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = morph_grp.x;
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
  morph_sg[morph_sgh + morph_lid] = as_uint(v29);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v31 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v32);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v34 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v35);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v37 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v38);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v40 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v41);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v43 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
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
    uint v57 = v56 + v16;
    uint v58 = 0u;
    uint v59 = v57 + v58;
    uint v60 = 1024u;
    uint v61 = v59 * v60;
    uint v62 = v19 + v61;
    float v63 = as_float(0x80000000u) /* -0 */;
    uint v64 = v62 < v53 ? v62 : v53;
    uint v65 = v9 + v64;
    float v66 = p_in0[v65];
    float v67 = v66 - v46;
    float v69 = as_float(0x42b20000u) /* 89 */;
    float v70 = as_float(0xc2f00000u) /* -120 */;
    uint v71 = (v67 < v70) ? 1u : 0u;
    float v72 = v71 != 0u ? v70 : v67;
    uint v73 = (v72 > v69) ? 1u : 0u;
    float v74 = v73 != 0u ? v69 : v72;
    float v75 = as_float(0x00000000u) /* 0 */;
    float v76 = as_float(0x4b400000u) /* 12582912 */;
    float v77 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v78 = morph_fma_f32(v74, v77, v76);
    float v79 = as_float(0x4b400000u) /* 12582912 */;
    float v80 = v78 - v79;
    int v81 = as_int(v78);
    int v82 = 1262485504;
    int v83 = as_int(as_uint(v81) - as_uint(v82));
    float v84 = as_float(0x3f317218u) /* 0.693147182 */;
    float v85 = as_float(as_uint(v80) ^ 0x80000000u);
    float v86 = morph_fma_f32(v85, v84, v74);
    float v87 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v88 = as_float(as_uint(v80) ^ 0x80000000u);
    float v89 = morph_fma_f32(v88, v87, v75);
    float v90 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v91 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v92 = morph_fma_f32(v86, v91, v90);
    float v93 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v94 = morph_fma_f32(v86, v92, v93);
    float v95 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v96 = morph_fma_f32(v86, v94, v95);
    float v97 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v98 = morph_fma_f32(v86, v96, v97);
    float v99 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v100 = morph_fma_f32(v86, v98, v99);
    float v101 = as_float(0x3f000000u) /* 0.5 */;
    float v102 = morph_fma_f32(v86, v100, v101);
    float v103 = v86 * v86;
    float v104 = v103 * v102;
    float v105 = as_float(0x3f800000u) /* 1 */;
    float v106 = v105 + v86;
    float v107 = v106 - v105;
    float v108 = v86 - v107;
    float v109 = v106 + v104;
    float v110 = morph_fma_f32(v89, v109, v104);
    float v111 = v108 + v110;
    float v112 = v106 + v111;
    float v113 = v106 - v112;
    float v114 = v113 + v111;
    int v115 = 1;
    int v116 = v83 >> (as_uint(v115) & 31u);
    int v117 = as_int(as_uint(v83) - as_uint(v116));
    int v118 = 127;
    int v119 = as_int(as_uint(v117) + as_uint(v118));
    int v120 = 23;
    int v121 = as_int(as_uint(v119) << (as_uint(v120) & 31u));
    float v122 = as_float(v121);
    int v123 = 127;
    int v124 = as_int(as_uint(v116) + as_uint(v123));
    int v125 = 23;
    int v126 = as_int(as_uint(v124) << (as_uint(v125) & 31u));
    float v127 = as_float(v126);
    float v128 = v112 * v127;
    float v129 = v128 * v122;
    float v68 = v129;
    uint v200 = (v62 < v2) ? 1u : 0u;
    float v201 = v200 != 0u ? v68 : v63;
    uint v202 = v56 + v16;
    uint v203 = 32u;
    uint v204 = v202 + v203;
    uint v205 = 1024u;
    uint v206 = v204 * v205;
    uint v207 = v19 + v206;
    float v208 = as_float(0x80000000u) /* -0 */;
    uint v209 = v207 < v53 ? v207 : v53;
    uint v210 = v9 + v209;
    float v211 = p_in0[v210];
    float v212 = v211 - v46;
    float v214 = as_float(0x42b20000u) /* 89 */;
    float v215 = as_float(0xc2f00000u) /* -120 */;
    uint v216 = (v212 < v215) ? 1u : 0u;
    float v217 = v216 != 0u ? v215 : v212;
    uint v218 = (v217 > v214) ? 1u : 0u;
    float v219 = v218 != 0u ? v214 : v217;
    float v220 = as_float(0x00000000u) /* 0 */;
    float v221 = as_float(0x4b400000u) /* 12582912 */;
    float v222 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v223 = morph_fma_f32(v219, v222, v221);
    float v224 = as_float(0x4b400000u) /* 12582912 */;
    float v225 = v223 - v224;
    int v226 = as_int(v223);
    int v227 = 1262485504;
    int v228 = as_int(as_uint(v226) - as_uint(v227));
    float v229 = as_float(0x3f317218u) /* 0.693147182 */;
    float v230 = as_float(as_uint(v225) ^ 0x80000000u);
    float v231 = morph_fma_f32(v230, v229, v219);
    float v232 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v233 = as_float(as_uint(v225) ^ 0x80000000u);
    float v234 = morph_fma_f32(v233, v232, v220);
    float v235 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v236 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v237 = morph_fma_f32(v231, v236, v235);
    float v238 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v239 = morph_fma_f32(v231, v237, v238);
    float v240 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v241 = morph_fma_f32(v231, v239, v240);
    float v242 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v243 = morph_fma_f32(v231, v241, v242);
    float v244 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v245 = morph_fma_f32(v231, v243, v244);
    float v246 = as_float(0x3f000000u) /* 0.5 */;
    float v247 = morph_fma_f32(v231, v245, v246);
    float v248 = v231 * v231;
    float v249 = v248 * v247;
    float v250 = as_float(0x3f800000u) /* 1 */;
    float v251 = v250 + v231;
    float v252 = v251 - v250;
    float v253 = v231 - v252;
    float v254 = v251 + v249;
    float v255 = morph_fma_f32(v234, v254, v249);
    float v256 = v253 + v255;
    float v257 = v251 + v256;
    float v258 = v251 - v257;
    float v259 = v258 + v256;
    int v260 = 1;
    int v261 = v228 >> (as_uint(v260) & 31u);
    int v262 = as_int(as_uint(v228) - as_uint(v261));
    int v263 = 127;
    int v264 = as_int(as_uint(v262) + as_uint(v263));
    int v265 = 23;
    int v266 = as_int(as_uint(v264) << (as_uint(v265) & 31u));
    float v267 = as_float(v266);
    int v268 = 127;
    int v269 = as_int(as_uint(v261) + as_uint(v268));
    int v270 = 23;
    int v271 = as_int(as_uint(v269) << (as_uint(v270) & 31u));
    float v272 = as_float(v271);
    float v273 = v257 * v272;
    float v274 = v273 * v267;
    float v213 = v274;
    uint v345 = (v207 < v2) ? 1u : 0u;
    float v346 = v345 != 0u ? v213 : v208;
    uint v347 = v56 + v16;
    uint v348 = 64u;
    uint v349 = v347 + v348;
    uint v350 = 1024u;
    uint v351 = v349 * v350;
    uint v352 = v19 + v351;
    float v353 = as_float(0x80000000u) /* -0 */;
    uint v354 = v352 < v53 ? v352 : v53;
    uint v355 = v9 + v354;
    float v356 = p_in0[v355];
    float v357 = v356 - v46;
    float v359 = as_float(0x42b20000u) /* 89 */;
    float v360 = as_float(0xc2f00000u) /* -120 */;
    uint v361 = (v357 < v360) ? 1u : 0u;
    float v362 = v361 != 0u ? v360 : v357;
    uint v363 = (v362 > v359) ? 1u : 0u;
    float v364 = v363 != 0u ? v359 : v362;
    float v365 = as_float(0x00000000u) /* 0 */;
    float v366 = as_float(0x4b400000u) /* 12582912 */;
    float v367 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v368 = morph_fma_f32(v364, v367, v366);
    float v369 = as_float(0x4b400000u) /* 12582912 */;
    float v370 = v368 - v369;
    int v371 = as_int(v368);
    int v372 = 1262485504;
    int v373 = as_int(as_uint(v371) - as_uint(v372));
    float v374 = as_float(0x3f317218u) /* 0.693147182 */;
    float v375 = as_float(as_uint(v370) ^ 0x80000000u);
    float v376 = morph_fma_f32(v375, v374, v364);
    float v377 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v378 = as_float(as_uint(v370) ^ 0x80000000u);
    float v379 = morph_fma_f32(v378, v377, v365);
    float v380 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v381 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v382 = morph_fma_f32(v376, v381, v380);
    float v383 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v384 = morph_fma_f32(v376, v382, v383);
    float v385 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v386 = morph_fma_f32(v376, v384, v385);
    float v387 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v388 = morph_fma_f32(v376, v386, v387);
    float v389 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v390 = morph_fma_f32(v376, v388, v389);
    float v391 = as_float(0x3f000000u) /* 0.5 */;
    float v392 = morph_fma_f32(v376, v390, v391);
    float v393 = v376 * v376;
    float v394 = v393 * v392;
    float v395 = as_float(0x3f800000u) /* 1 */;
    float v396 = v395 + v376;
    float v397 = v396 - v395;
    float v398 = v376 - v397;
    float v399 = v396 + v394;
    float v400 = morph_fma_f32(v379, v399, v394);
    float v401 = v398 + v400;
    float v402 = v396 + v401;
    float v403 = v396 - v402;
    float v404 = v403 + v401;
    int v405 = 1;
    int v406 = v373 >> (as_uint(v405) & 31u);
    int v407 = as_int(as_uint(v373) - as_uint(v406));
    int v408 = 127;
    int v409 = as_int(as_uint(v407) + as_uint(v408));
    int v410 = 23;
    int v411 = as_int(as_uint(v409) << (as_uint(v410) & 31u));
    float v412 = as_float(v411);
    int v413 = 127;
    int v414 = as_int(as_uint(v406) + as_uint(v413));
    int v415 = 23;
    int v416 = as_int(as_uint(v414) << (as_uint(v415) & 31u));
    float v417 = as_float(v416);
    float v418 = v402 * v417;
    float v419 = v418 * v412;
    float v358 = v419;
    uint v490 = (v352 < v2) ? 1u : 0u;
    float v491 = v490 != 0u ? v358 : v353;
    uint v492 = v56 + v16;
    uint v493 = 96u;
    uint v494 = v492 + v493;
    uint v495 = 1024u;
    uint v496 = v494 * v495;
    uint v497 = v19 + v496;
    float v498 = as_float(0x80000000u) /* -0 */;
    uint v499 = v497 < v53 ? v497 : v53;
    uint v500 = v9 + v499;
    float v501 = p_in0[v500];
    float v502 = v501 - v46;
    float v504 = as_float(0x42b20000u) /* 89 */;
    float v505 = as_float(0xc2f00000u) /* -120 */;
    uint v506 = (v502 < v505) ? 1u : 0u;
    float v507 = v506 != 0u ? v505 : v502;
    uint v508 = (v507 > v504) ? 1u : 0u;
    float v509 = v508 != 0u ? v504 : v507;
    float v510 = as_float(0x00000000u) /* 0 */;
    float v511 = as_float(0x4b400000u) /* 12582912 */;
    float v512 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v513 = morph_fma_f32(v509, v512, v511);
    float v514 = as_float(0x4b400000u) /* 12582912 */;
    float v515 = v513 - v514;
    int v516 = as_int(v513);
    int v517 = 1262485504;
    int v518 = as_int(as_uint(v516) - as_uint(v517));
    float v519 = as_float(0x3f317218u) /* 0.693147182 */;
    float v520 = as_float(as_uint(v515) ^ 0x80000000u);
    float v521 = morph_fma_f32(v520, v519, v509);
    float v522 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v523 = as_float(as_uint(v515) ^ 0x80000000u);
    float v524 = morph_fma_f32(v523, v522, v510);
    float v525 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v526 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v527 = morph_fma_f32(v521, v526, v525);
    float v528 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v529 = morph_fma_f32(v521, v527, v528);
    float v530 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v531 = morph_fma_f32(v521, v529, v530);
    float v532 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v533 = morph_fma_f32(v521, v531, v532);
    float v534 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v535 = morph_fma_f32(v521, v533, v534);
    float v536 = as_float(0x3f000000u) /* 0.5 */;
    float v537 = morph_fma_f32(v521, v535, v536);
    float v538 = v521 * v521;
    float v539 = v538 * v537;
    float v540 = as_float(0x3f800000u) /* 1 */;
    float v541 = v540 + v521;
    float v542 = v541 - v540;
    float v543 = v521 - v542;
    float v544 = v541 + v539;
    float v545 = morph_fma_f32(v524, v544, v539);
    float v546 = v543 + v545;
    float v547 = v541 + v546;
    float v548 = v541 - v547;
    float v549 = v548 + v546;
    int v550 = 1;
    int v551 = v518 >> (as_uint(v550) & 31u);
    int v552 = as_int(as_uint(v518) - as_uint(v551));
    int v553 = 127;
    int v554 = as_int(as_uint(v552) + as_uint(v553));
    int v555 = 23;
    int v556 = as_int(as_uint(v554) << (as_uint(v555) & 31u));
    float v557 = as_float(v556);
    int v558 = 127;
    int v559 = as_int(as_uint(v551) + as_uint(v558));
    int v560 = 23;
    int v561 = as_int(as_uint(v559) << (as_uint(v560) & 31u));
    float v562 = as_float(v561);
    float v563 = v547 * v562;
    float v564 = v563 * v557;
    float v503 = v564;
    uint v635 = (v497 < v2) ? 1u : 0u;
    float v636 = v635 != 0u ? v503 : v498;
    uint v637 = v56 + v16;
    uint v638 = 128u;
    uint v639 = v637 + v638;
    uint v640 = 1024u;
    uint v641 = v639 * v640;
    uint v642 = v19 + v641;
    float v643 = as_float(0x80000000u) /* -0 */;
    uint v644 = v642 < v53 ? v642 : v53;
    uint v645 = v9 + v644;
    float v646 = p_in0[v645];
    float v647 = v646 - v46;
    float v649 = as_float(0x42b20000u) /* 89 */;
    float v650 = as_float(0xc2f00000u) /* -120 */;
    uint v651 = (v647 < v650) ? 1u : 0u;
    float v652 = v651 != 0u ? v650 : v647;
    uint v653 = (v652 > v649) ? 1u : 0u;
    float v654 = v653 != 0u ? v649 : v652;
    float v655 = as_float(0x00000000u) /* 0 */;
    float v656 = as_float(0x4b400000u) /* 12582912 */;
    float v657 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v658 = morph_fma_f32(v654, v657, v656);
    float v659 = as_float(0x4b400000u) /* 12582912 */;
    float v660 = v658 - v659;
    int v661 = as_int(v658);
    int v662 = 1262485504;
    int v663 = as_int(as_uint(v661) - as_uint(v662));
    float v664 = as_float(0x3f317218u) /* 0.693147182 */;
    float v665 = as_float(as_uint(v660) ^ 0x80000000u);
    float v666 = morph_fma_f32(v665, v664, v654);
    float v667 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v668 = as_float(as_uint(v660) ^ 0x80000000u);
    float v669 = morph_fma_f32(v668, v667, v655);
    float v670 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v671 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v672 = morph_fma_f32(v666, v671, v670);
    float v673 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v674 = morph_fma_f32(v666, v672, v673);
    float v675 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v676 = morph_fma_f32(v666, v674, v675);
    float v677 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v678 = morph_fma_f32(v666, v676, v677);
    float v679 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v680 = morph_fma_f32(v666, v678, v679);
    float v681 = as_float(0x3f000000u) /* 0.5 */;
    float v682 = morph_fma_f32(v666, v680, v681);
    float v683 = v666 * v666;
    float v684 = v683 * v682;
    float v685 = as_float(0x3f800000u) /* 1 */;
    float v686 = v685 + v666;
    float v687 = v686 - v685;
    float v688 = v666 - v687;
    float v689 = v686 + v684;
    float v690 = morph_fma_f32(v669, v689, v684);
    float v691 = v688 + v690;
    float v692 = v686 + v691;
    float v693 = v686 - v692;
    float v694 = v693 + v691;
    int v695 = 1;
    int v696 = v663 >> (as_uint(v695) & 31u);
    int v697 = as_int(as_uint(v663) - as_uint(v696));
    int v698 = 127;
    int v699 = as_int(as_uint(v697) + as_uint(v698));
    int v700 = 23;
    int v701 = as_int(as_uint(v699) << (as_uint(v700) & 31u));
    float v702 = as_float(v701);
    int v703 = 127;
    int v704 = as_int(as_uint(v696) + as_uint(v703));
    int v705 = 23;
    int v706 = as_int(as_uint(v704) << (as_uint(v705) & 31u));
    float v707 = as_float(v706);
    float v708 = v692 * v707;
    float v709 = v708 * v702;
    float v648 = v709;
    uint v780 = (v642 < v2) ? 1u : 0u;
    float v781 = v780 != 0u ? v648 : v643;
    uint v782 = 0u;
    uint v783 = v16 + v782;
    uint v784 = 32u;
    uint v785 = v783 * v784;
    uint v786 = v785 + v14;
    sh0_stage[v786] = v201;
    uint v787 = 32u;
    uint v788 = v16 + v787;
    uint v789 = 32u;
    uint v790 = v788 * v789;
    uint v791 = v790 + v14;
    sh0_stage[v791] = v346;
    uint v792 = 64u;
    uint v793 = v16 + v792;
    uint v794 = 32u;
    uint v795 = v793 * v794;
    uint v796 = v795 + v14;
    sh0_stage[v796] = v491;
    uint v797 = 96u;
    uint v798 = v16 + v797;
    uint v799 = 32u;
    uint v800 = v798 * v799;
    uint v801 = v800 + v14;
    sh0_stage[v801] = v636;
    uint v802 = 128u;
    uint v803 = v16 + v802;
    uint v804 = 32u;
    uint v805 = v803 * v804;
    uint v806 = v805 + v14;
    sh0_stage[v806] = v781;
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
    uint v807 = 0u;
    uint v808 = (v16 == v807) ? 1u : 0u;
    if (v808 != 0u) {
      uint v809 = 0u;
      uint v810 = 20u;
      uint v811 = 1u;
      for (uint v812 = v809; v812 < v810; v812 = v812 + v811) {
        uint v813 = 256u;
        uint v814 = v812 * v813;
        uint v815 = v814 + v14;
        float v816 = sh0_stage[v815];
        uint v817 = 32u;
        uint v818 = v815 + v817;
        float v819 = sh0_stage[v818];
        uint v820 = 64u;
        uint v821 = v815 + v820;
        float v822 = sh0_stage[v821];
        uint v823 = 96u;
        uint v824 = v815 + v823;
        float v825 = sh0_stage[v824];
        uint v826 = 128u;
        uint v827 = v815 + v826;
        float v828 = sh0_stage[v827];
        uint v829 = 160u;
        uint v830 = v815 + v829;
        float v831 = sh0_stage[v830];
        uint v832 = 192u;
        uint v833 = v815 + v832;
        float v834 = sh0_stage[v833];
        uint v835 = 224u;
        uint v836 = v815 + v835;
        float v837 = sh0_stage[v836];
        float v838 = l0;
        float v839 = v838 + v816;
        float v840 = v839 + v819;
        float v841 = v840 + v822;
        float v842 = v841 + v825;
        float v843 = v842 + v828;
        float v844 = v843 + v831;
        float v845 = v844 + v834;
        float v846 = v845 + v837;
        l0 = v846;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  }
  float v847 = l0;
  uint v848 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v847);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v849 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v848 & 31u))]);
  morph_sgh ^= 1024u;
  float v850 = v847 + v849;
  uint v851 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v850);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v852 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v851 & 31u))]);
  morph_sgh ^= 1024u;
  float v853 = v850 + v852;
  uint v854 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v853);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v855 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v854 & 31u))]);
  morph_sgh ^= 1024u;
  float v856 = v853 + v855;
  uint v857 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v856);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v858 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v857 & 31u))]);
  morph_sgh ^= 1024u;
  float v859 = v856 + v858;
  uint v860 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v859);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v861 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v860 & 31u))]);
  morph_sgh ^= 1024u;
  float v862 = v859 + v861;
  uint v863 = 0u;
  uint v864 = (v16 == v863) ? 1u : 0u;
  uint v865 = 31u;
  uint v866 = v3 & v865;
  uint v867 = 0u;
  uint v868 = (v866 == v867) ? 1u : 0u;
  uint v869 = v864 & v868;
  if (v869 != 0u) {
    uint v870 = 5u;
    uint v871 = v19 >> (v870 & 31u);
    uint v872 = 2u;
    uint v873 = v8 * v872;
    uint v874 = 1u;
    uint v875 = v873 + v874;
    uint v876 = 32u;
    uint v877 = v875 * v876;
    uint v878 = v877 + v871;
    p_partials[v878] = v862;
  }
}
