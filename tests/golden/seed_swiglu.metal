// Kernel 'dag_map' printed by Morph for metal (key 3637447517149338526).
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

static inline uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

kernel void k_dag_map(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_in1 [[buffer(2)]],
    constant uint& p_in1_len [[buffer(3)]],
    device float* p_out0 [[buffer(4)]],
    constant uint& p_out0_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = v0 * v1;
  uint v3 = 4u;
  uint v4 = morph_div_u32(v2, v3);
  uint v5 = (morph_ngr.x * morph_lsz.x);
  uint v6 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  for (uint v7 = v6; 0u < v5 && v7 < v4; v7 = v7 > 4294967295u - v5 ? v4 : v7 + v5) {
    uint v8 = 4u;
    uint v9 = v7 * v8;
    uint v10 = 0u;
    uint v11 = 0u;
    uint v12 = morph_div_u32(v9, v1);
    uint v13 = v12 * v1;
    uint v14 = v9 - v13;
    float v15 = p_in0[(v9 + 0u)];
    float v16 = p_in0[(v9 + 1u)];
    float v17 = p_in0[(v9 + 2u)];
    float v18 = p_in0[(v9 + 3u)];
    float v19 = p_in1[(v9 + 0u)];
    float v20 = p_in1[(v9 + 1u)];
    float v21 = p_in1[(v9 + 2u)];
    float v22 = p_in1[(v9 + 3u)];
    float v24 = as_float(0xc32e0000u) /* -174 */;
    float v25 = as_float(0xc32e0000u) /* -174 */;
    uint v26 = (v15 >= v25) ? 1u : 0u;
    float v27 = v26 != 0u ? v15 : v24;
    float v28 = as_float(0x00000000u) /* 0 */;
    float v29 = as_float(0x3f800000u) /* 1 */;
    float v30 = as_float(0x42f00000u) /* 120 */;
    float v31 = as_float(0x42f00000u) /* 120 */;
    uint v32 = (v27 <= v31) ? 1u : 0u;
    float v33 = v32 != 0u ? v27 : v30;
    float v34 = as_float(0x4b400000u) /* 12582912 */;
    float v35 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v36 = morph_fma_f32(v33, v35, v34);
    float v37 = as_float(0x4b400000u) /* 12582912 */;
    float v38 = v36 - v37;
    int v39 = as_int(v36);
    int v40 = 1262485504;
    int v41 = as_int(as_uint(v39) - as_uint(v40));
    float v42 = as_float(0x3f317218u) /* 0.693147182 */;
    float v43 = morph_fma_f32(v38, v42, v33);
    float v44 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v45 = morph_fma_f32(v38, v44, v28);
    float v46 = v43 + v45;
    float v47 = as_float(as_uint(v46) ^ 0x80000000u);
    float v48 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v49 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v50 = morph_fma_f32(v47, v49, v48);
    float v51 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v52 = morph_fma_f32(v47, v50, v51);
    float v53 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v54 = morph_fma_f32(v47, v52, v53);
    float v55 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v56 = morph_fma_f32(v47, v54, v55);
    float v57 = as_float(0x3f000000u) /* 0.5 */;
    float v58 = morph_fma_f32(v47, v56, v57);
    float v59 = v47 * v47;
    float v60 = morph_fma_f32(v59, v58, v47);
    float v61 = v29 + v60;
    float v62 = v61 - v29;
    float v63 = v60 - v62;
    int v64 = 0;
    uint v65 = (v41 > v64) ? 1u : 0u;
    int v66 = 126;
    int v67 = 0;
    int v68 = as_int(as_uint(v67) - as_uint(v41));
    int v69 = v65 != 0u ? v41 : v68;
    int v70 = v69 < v66 ? v69 : v66;
    int v71 = 0;
    int v72 = as_int(as_uint(v71) - as_uint(v70));
    int v73 = 127;
    int v74 = as_int(as_uint(v72) + as_uint(v73));
    int v75 = 23;
    int v76 = as_int(as_uint(v74) << (as_uint(v75) & 31u));
    float v77 = as_float(v76);
    float v78 = v65 != 0u ? v61 : v29;
    float v79 = v61 * v77;
    float v80 = v65 != 0u ? v77 : v79;
    float v81 = v63 * v77;
    float v82 = v65 != 0u ? v63 : v81;
    float v83 = v78 + v80;
    float v84 = v83 - v78;
    float v85 = v80 - v84;
    float v86 = v85 + v82;
    float v87 = as_float(0x3f800000u) /* 1 */;
    float v88 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v89 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v90 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v91 = morph_fma_f32(v83, v90, v89);
    float v92 = morph_fma_f32(v91, v83, v88);
    float v93 = as_float(as_uint(v83) ^ 0x80000000u);
    float v94 = morph_fma_f32(v93, v92, v87);
    float v95 = morph_fma_f32(v92, v94, v92);
    float v96 = as_float(as_uint(v83) ^ 0x80000000u);
    float v97 = morph_fma_f32(v96, v95, v87);
    float v98 = morph_fma_f32(v95, v97, v95);
    float v99 = as_float(as_uint(v83) ^ 0x80000000u);
    float v100 = morph_fma_f32(v99, v98, v87);
    float v101 = morph_fma_f32(v98, v100, v98);
    float v102 = v27 * v101;
    float v103 = as_float(as_uint(v27) ^ 0x80000000u);
    float v104 = morph_fma_f32(v102, v83, v103);
    float v105 = morph_fma_f32(v102, v86, v104);
    float v106 = as_float(as_uint(v101) ^ 0x80000000u);
    float v107 = morph_fma_f32(v105, v106, v102);
    int v108 = 0;
    int v109 = 126;
    int v110 = as_int(as_uint(v41) - as_uint(v109));
    int v111 = v110 < v108 ? v108 : v110;
    int v112 = 0;
    int v113 = as_int(as_uint(v112) - as_uint(v111));
    int v114 = 127;
    int v115 = as_int(as_uint(v113) + as_uint(v114));
    int v116 = 23;
    int v117 = as_int(as_uint(v115) << (as_uint(v116) & 31u));
    float v118 = as_float(v117);
    float v119 = v65 != 0u ? v77 : v29;
    float v120 = v107 * v118;
    float v121 = v120 * v119;
    float v122 = as_float(0x7f800000u) /* inf */;
    uint v123 = (v15 < v122) ? 1u : 0u;
    float v124 = v123 != 0u ? v121 : v15;
    float v23 = v124;
    float v236 = v23 * v19;
    float v238 = as_float(0xc32e0000u) /* -174 */;
    float v239 = as_float(0xc32e0000u) /* -174 */;
    uint v240 = (v16 >= v239) ? 1u : 0u;
    float v241 = v240 != 0u ? v16 : v238;
    float v242 = as_float(0x00000000u) /* 0 */;
    float v243 = as_float(0x3f800000u) /* 1 */;
    float v244 = as_float(0x42f00000u) /* 120 */;
    float v245 = as_float(0x42f00000u) /* 120 */;
    uint v246 = (v241 <= v245) ? 1u : 0u;
    float v247 = v246 != 0u ? v241 : v244;
    float v248 = as_float(0x4b400000u) /* 12582912 */;
    float v249 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v250 = morph_fma_f32(v247, v249, v248);
    float v251 = as_float(0x4b400000u) /* 12582912 */;
    float v252 = v250 - v251;
    int v253 = as_int(v250);
    int v254 = 1262485504;
    int v255 = as_int(as_uint(v253) - as_uint(v254));
    float v256 = as_float(0x3f317218u) /* 0.693147182 */;
    float v257 = morph_fma_f32(v252, v256, v247);
    float v258 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v259 = morph_fma_f32(v252, v258, v242);
    float v260 = v257 + v259;
    float v261 = as_float(as_uint(v260) ^ 0x80000000u);
    float v262 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v263 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v264 = morph_fma_f32(v261, v263, v262);
    float v265 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v266 = morph_fma_f32(v261, v264, v265);
    float v267 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v268 = morph_fma_f32(v261, v266, v267);
    float v269 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v270 = morph_fma_f32(v261, v268, v269);
    float v271 = as_float(0x3f000000u) /* 0.5 */;
    float v272 = morph_fma_f32(v261, v270, v271);
    float v273 = v261 * v261;
    float v274 = morph_fma_f32(v273, v272, v261);
    float v275 = v243 + v274;
    float v276 = v275 - v243;
    float v277 = v274 - v276;
    int v278 = 0;
    uint v279 = (v255 > v278) ? 1u : 0u;
    int v280 = 126;
    int v281 = 0;
    int v282 = as_int(as_uint(v281) - as_uint(v255));
    int v283 = v279 != 0u ? v255 : v282;
    int v284 = v283 < v280 ? v283 : v280;
    int v285 = 0;
    int v286 = as_int(as_uint(v285) - as_uint(v284));
    int v287 = 127;
    int v288 = as_int(as_uint(v286) + as_uint(v287));
    int v289 = 23;
    int v290 = as_int(as_uint(v288) << (as_uint(v289) & 31u));
    float v291 = as_float(v290);
    float v292 = v279 != 0u ? v275 : v243;
    float v293 = v275 * v291;
    float v294 = v279 != 0u ? v291 : v293;
    float v295 = v277 * v291;
    float v296 = v279 != 0u ? v277 : v295;
    float v297 = v292 + v294;
    float v298 = v297 - v292;
    float v299 = v294 - v298;
    float v300 = v299 + v296;
    float v301 = as_float(0x3f800000u) /* 1 */;
    float v302 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v303 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v304 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v305 = morph_fma_f32(v297, v304, v303);
    float v306 = morph_fma_f32(v305, v297, v302);
    float v307 = as_float(as_uint(v297) ^ 0x80000000u);
    float v308 = morph_fma_f32(v307, v306, v301);
    float v309 = morph_fma_f32(v306, v308, v306);
    float v310 = as_float(as_uint(v297) ^ 0x80000000u);
    float v311 = morph_fma_f32(v310, v309, v301);
    float v312 = morph_fma_f32(v309, v311, v309);
    float v313 = as_float(as_uint(v297) ^ 0x80000000u);
    float v314 = morph_fma_f32(v313, v312, v301);
    float v315 = morph_fma_f32(v312, v314, v312);
    float v316 = v241 * v315;
    float v317 = as_float(as_uint(v241) ^ 0x80000000u);
    float v318 = morph_fma_f32(v316, v297, v317);
    float v319 = morph_fma_f32(v316, v300, v318);
    float v320 = as_float(as_uint(v315) ^ 0x80000000u);
    float v321 = morph_fma_f32(v319, v320, v316);
    int v322 = 0;
    int v323 = 126;
    int v324 = as_int(as_uint(v255) - as_uint(v323));
    int v325 = v324 < v322 ? v322 : v324;
    int v326 = 0;
    int v327 = as_int(as_uint(v326) - as_uint(v325));
    int v328 = 127;
    int v329 = as_int(as_uint(v327) + as_uint(v328));
    int v330 = 23;
    int v331 = as_int(as_uint(v329) << (as_uint(v330) & 31u));
    float v332 = as_float(v331);
    float v333 = v279 != 0u ? v291 : v243;
    float v334 = v321 * v332;
    float v335 = v334 * v333;
    float v336 = as_float(0x7f800000u) /* inf */;
    uint v337 = (v16 < v336) ? 1u : 0u;
    float v338 = v337 != 0u ? v335 : v16;
    float v237 = v338;
    float v450 = v237 * v20;
    float v452 = as_float(0xc32e0000u) /* -174 */;
    float v453 = as_float(0xc32e0000u) /* -174 */;
    uint v454 = (v17 >= v453) ? 1u : 0u;
    float v455 = v454 != 0u ? v17 : v452;
    float v456 = as_float(0x00000000u) /* 0 */;
    float v457 = as_float(0x3f800000u) /* 1 */;
    float v458 = as_float(0x42f00000u) /* 120 */;
    float v459 = as_float(0x42f00000u) /* 120 */;
    uint v460 = (v455 <= v459) ? 1u : 0u;
    float v461 = v460 != 0u ? v455 : v458;
    float v462 = as_float(0x4b400000u) /* 12582912 */;
    float v463 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v464 = morph_fma_f32(v461, v463, v462);
    float v465 = as_float(0x4b400000u) /* 12582912 */;
    float v466 = v464 - v465;
    int v467 = as_int(v464);
    int v468 = 1262485504;
    int v469 = as_int(as_uint(v467) - as_uint(v468));
    float v470 = as_float(0x3f317218u) /* 0.693147182 */;
    float v471 = morph_fma_f32(v466, v470, v461);
    float v472 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v473 = morph_fma_f32(v466, v472, v456);
    float v474 = v471 + v473;
    float v475 = as_float(as_uint(v474) ^ 0x80000000u);
    float v476 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v477 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v478 = morph_fma_f32(v475, v477, v476);
    float v479 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v480 = morph_fma_f32(v475, v478, v479);
    float v481 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v482 = morph_fma_f32(v475, v480, v481);
    float v483 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v484 = morph_fma_f32(v475, v482, v483);
    float v485 = as_float(0x3f000000u) /* 0.5 */;
    float v486 = morph_fma_f32(v475, v484, v485);
    float v487 = v475 * v475;
    float v488 = morph_fma_f32(v487, v486, v475);
    float v489 = v457 + v488;
    float v490 = v489 - v457;
    float v491 = v488 - v490;
    int v492 = 0;
    uint v493 = (v469 > v492) ? 1u : 0u;
    int v494 = 126;
    int v495 = 0;
    int v496 = as_int(as_uint(v495) - as_uint(v469));
    int v497 = v493 != 0u ? v469 : v496;
    int v498 = v497 < v494 ? v497 : v494;
    int v499 = 0;
    int v500 = as_int(as_uint(v499) - as_uint(v498));
    int v501 = 127;
    int v502 = as_int(as_uint(v500) + as_uint(v501));
    int v503 = 23;
    int v504 = as_int(as_uint(v502) << (as_uint(v503) & 31u));
    float v505 = as_float(v504);
    float v506 = v493 != 0u ? v489 : v457;
    float v507 = v489 * v505;
    float v508 = v493 != 0u ? v505 : v507;
    float v509 = v491 * v505;
    float v510 = v493 != 0u ? v491 : v509;
    float v511 = v506 + v508;
    float v512 = v511 - v506;
    float v513 = v508 - v512;
    float v514 = v513 + v510;
    float v515 = as_float(0x3f800000u) /* 1 */;
    float v516 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v517 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v518 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v519 = morph_fma_f32(v511, v518, v517);
    float v520 = morph_fma_f32(v519, v511, v516);
    float v521 = as_float(as_uint(v511) ^ 0x80000000u);
    float v522 = morph_fma_f32(v521, v520, v515);
    float v523 = morph_fma_f32(v520, v522, v520);
    float v524 = as_float(as_uint(v511) ^ 0x80000000u);
    float v525 = morph_fma_f32(v524, v523, v515);
    float v526 = morph_fma_f32(v523, v525, v523);
    float v527 = as_float(as_uint(v511) ^ 0x80000000u);
    float v528 = morph_fma_f32(v527, v526, v515);
    float v529 = morph_fma_f32(v526, v528, v526);
    float v530 = v455 * v529;
    float v531 = as_float(as_uint(v455) ^ 0x80000000u);
    float v532 = morph_fma_f32(v530, v511, v531);
    float v533 = morph_fma_f32(v530, v514, v532);
    float v534 = as_float(as_uint(v529) ^ 0x80000000u);
    float v535 = morph_fma_f32(v533, v534, v530);
    int v536 = 0;
    int v537 = 126;
    int v538 = as_int(as_uint(v469) - as_uint(v537));
    int v539 = v538 < v536 ? v536 : v538;
    int v540 = 0;
    int v541 = as_int(as_uint(v540) - as_uint(v539));
    int v542 = 127;
    int v543 = as_int(as_uint(v541) + as_uint(v542));
    int v544 = 23;
    int v545 = as_int(as_uint(v543) << (as_uint(v544) & 31u));
    float v546 = as_float(v545);
    float v547 = v493 != 0u ? v505 : v457;
    float v548 = v535 * v546;
    float v549 = v548 * v547;
    float v550 = as_float(0x7f800000u) /* inf */;
    uint v551 = (v17 < v550) ? 1u : 0u;
    float v552 = v551 != 0u ? v549 : v17;
    float v451 = v552;
    float v664 = v451 * v21;
    float v666 = as_float(0xc32e0000u) /* -174 */;
    float v667 = as_float(0xc32e0000u) /* -174 */;
    uint v668 = (v18 >= v667) ? 1u : 0u;
    float v669 = v668 != 0u ? v18 : v666;
    float v670 = as_float(0x00000000u) /* 0 */;
    float v671 = as_float(0x3f800000u) /* 1 */;
    float v672 = as_float(0x42f00000u) /* 120 */;
    float v673 = as_float(0x42f00000u) /* 120 */;
    uint v674 = (v669 <= v673) ? 1u : 0u;
    float v675 = v674 != 0u ? v669 : v672;
    float v676 = as_float(0x4b400000u) /* 12582912 */;
    float v677 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v678 = morph_fma_f32(v675, v677, v676);
    float v679 = as_float(0x4b400000u) /* 12582912 */;
    float v680 = v678 - v679;
    int v681 = as_int(v678);
    int v682 = 1262485504;
    int v683 = as_int(as_uint(v681) - as_uint(v682));
    float v684 = as_float(0x3f317218u) /* 0.693147182 */;
    float v685 = morph_fma_f32(v680, v684, v675);
    float v686 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v687 = morph_fma_f32(v680, v686, v670);
    float v688 = v685 + v687;
    float v689 = as_float(as_uint(v688) ^ 0x80000000u);
    float v690 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v691 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v692 = morph_fma_f32(v689, v691, v690);
    float v693 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v694 = morph_fma_f32(v689, v692, v693);
    float v695 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v696 = morph_fma_f32(v689, v694, v695);
    float v697 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v698 = morph_fma_f32(v689, v696, v697);
    float v699 = as_float(0x3f000000u) /* 0.5 */;
    float v700 = morph_fma_f32(v689, v698, v699);
    float v701 = v689 * v689;
    float v702 = morph_fma_f32(v701, v700, v689);
    float v703 = v671 + v702;
    float v704 = v703 - v671;
    float v705 = v702 - v704;
    int v706 = 0;
    uint v707 = (v683 > v706) ? 1u : 0u;
    int v708 = 126;
    int v709 = 0;
    int v710 = as_int(as_uint(v709) - as_uint(v683));
    int v711 = v707 != 0u ? v683 : v710;
    int v712 = v711 < v708 ? v711 : v708;
    int v713 = 0;
    int v714 = as_int(as_uint(v713) - as_uint(v712));
    int v715 = 127;
    int v716 = as_int(as_uint(v714) + as_uint(v715));
    int v717 = 23;
    int v718 = as_int(as_uint(v716) << (as_uint(v717) & 31u));
    float v719 = as_float(v718);
    float v720 = v707 != 0u ? v703 : v671;
    float v721 = v703 * v719;
    float v722 = v707 != 0u ? v719 : v721;
    float v723 = v705 * v719;
    float v724 = v707 != 0u ? v705 : v723;
    float v725 = v720 + v722;
    float v726 = v725 - v720;
    float v727 = v722 - v726;
    float v728 = v727 + v724;
    float v729 = as_float(0x3f800000u) /* 1 */;
    float v730 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v731 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v732 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v733 = morph_fma_f32(v725, v732, v731);
    float v734 = morph_fma_f32(v733, v725, v730);
    float v735 = as_float(as_uint(v725) ^ 0x80000000u);
    float v736 = morph_fma_f32(v735, v734, v729);
    float v737 = morph_fma_f32(v734, v736, v734);
    float v738 = as_float(as_uint(v725) ^ 0x80000000u);
    float v739 = morph_fma_f32(v738, v737, v729);
    float v740 = morph_fma_f32(v737, v739, v737);
    float v741 = as_float(as_uint(v725) ^ 0x80000000u);
    float v742 = morph_fma_f32(v741, v740, v729);
    float v743 = morph_fma_f32(v740, v742, v740);
    float v744 = v669 * v743;
    float v745 = as_float(as_uint(v669) ^ 0x80000000u);
    float v746 = morph_fma_f32(v744, v725, v745);
    float v747 = morph_fma_f32(v744, v728, v746);
    float v748 = as_float(as_uint(v743) ^ 0x80000000u);
    float v749 = morph_fma_f32(v747, v748, v744);
    int v750 = 0;
    int v751 = 126;
    int v752 = as_int(as_uint(v683) - as_uint(v751));
    int v753 = v752 < v750 ? v750 : v752;
    int v754 = 0;
    int v755 = as_int(as_uint(v754) - as_uint(v753));
    int v756 = 127;
    int v757 = as_int(as_uint(v755) + as_uint(v756));
    int v758 = 23;
    int v759 = as_int(as_uint(v757) << (as_uint(v758) & 31u));
    float v760 = as_float(v759);
    float v761 = v707 != 0u ? v719 : v671;
    float v762 = v749 * v760;
    float v763 = v762 * v761;
    float v764 = as_float(0x7f800000u) /* inf */;
    uint v765 = (v18 < v764) ? 1u : 0u;
    float v766 = v765 != 0u ? v763 : v18;
    float v665 = v766;
    float v878 = v665 * v22;
    p_out0[(v9 + 0u)] = v236;
    p_out0[(v9 + 1u)] = v450;
    p_out0[(v9 + 2u)] = v664;
    p_out0[(v9 + 3u)] = v878;
  }
}
