// Kernel 'dag_map' printed by Morph for metal (key 6888362146587436779).
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
    device const float* p_in2 [[buffer(4)]],
    constant uint& p_in2_len [[buffer(5)]],
    device float* p_out0 [[buffer(6)]],
    constant uint& p_out0_len [[buffer(7)]],
    constant uint& p_rows [[buffer(8)]],
    constant uint& p_cols [[buffer(9)]],
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
    float v19 = p_in1[(v14 + 0u)];
    float v20 = p_in1[(v14 + 1u)];
    float v21 = p_in1[(v14 + 2u)];
    float v22 = p_in1[(v14 + 3u)];
    float v23 = p_in2[(v14 + 0u)];
    float v24 = p_in2[(v14 + 1u)];
    float v25 = p_in2[(v14 + 2u)];
    float v26 = p_in2[(v14 + 3u)];
    float v27 = v15 * v19;
    float v28 = v27 + v23;
    float v30 = as_float(0xc32e0000u) /* -174 */;
    float v31 = as_float(0xc32e0000u) /* -174 */;
    uint v32 = (v28 >= v31) ? 1u : 0u;
    float v33 = v32 != 0u ? v28 : v30;
    float v34 = as_float(0x00000000u) /* 0 */;
    float v35 = as_float(0x3f800000u) /* 1 */;
    float v36 = as_float(0x42f00000u) /* 120 */;
    float v37 = as_float(0x42f00000u) /* 120 */;
    uint v38 = (v33 <= v37) ? 1u : 0u;
    float v39 = v38 != 0u ? v33 : v36;
    float v40 = as_float(0x4b400000u) /* 12582912 */;
    float v41 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v42 = morph_fma_f32(v39, v41, v40);
    float v43 = as_float(0x4b400000u) /* 12582912 */;
    float v44 = v42 - v43;
    int v45 = as_int(v42);
    int v46 = 1262485504;
    int v47 = as_int(as_uint(v45) - as_uint(v46));
    float v48 = as_float(0x3f317218u) /* 0.693147182 */;
    float v49 = morph_fma_f32(v44, v48, v39);
    float v50 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v51 = morph_fma_f32(v44, v50, v34);
    float v52 = v49 + v51;
    float v53 = as_float(as_uint(v52) ^ 0x80000000u);
    float v54 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v55 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v56 = morph_fma_f32(v53, v55, v54);
    float v57 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v58 = morph_fma_f32(v53, v56, v57);
    float v59 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v60 = morph_fma_f32(v53, v58, v59);
    float v61 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v62 = morph_fma_f32(v53, v60, v61);
    float v63 = as_float(0x3f000000u) /* 0.5 */;
    float v64 = morph_fma_f32(v53, v62, v63);
    float v65 = v53 * v53;
    float v66 = morph_fma_f32(v65, v64, v53);
    float v67 = v35 + v66;
    float v68 = v67 - v35;
    float v69 = v66 - v68;
    int v70 = 0;
    uint v71 = (v47 > v70) ? 1u : 0u;
    int v72 = 126;
    int v73 = 0;
    int v74 = as_int(as_uint(v73) - as_uint(v47));
    int v75 = v71 != 0u ? v47 : v74;
    int v76 = v75 < v72 ? v75 : v72;
    int v77 = 0;
    int v78 = as_int(as_uint(v77) - as_uint(v76));
    int v79 = 127;
    int v80 = as_int(as_uint(v78) + as_uint(v79));
    int v81 = 23;
    int v82 = as_int(as_uint(v80) << (as_uint(v81) & 31u));
    float v83 = as_float(v82);
    float v84 = v71 != 0u ? v67 : v35;
    float v85 = v67 * v83;
    float v86 = v71 != 0u ? v83 : v85;
    float v87 = v69 * v83;
    float v88 = v71 != 0u ? v69 : v87;
    float v89 = v84 + v86;
    float v90 = v89 - v84;
    float v91 = v86 - v90;
    float v92 = v91 + v88;
    float v93 = as_float(0x3f800000u) /* 1 */;
    float v94 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v95 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v96 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v97 = morph_fma_f32(v89, v96, v95);
    float v98 = morph_fma_f32(v97, v89, v94);
    float v99 = as_float(as_uint(v89) ^ 0x80000000u);
    float v100 = morph_fma_f32(v99, v98, v93);
    float v101 = morph_fma_f32(v98, v100, v98);
    float v102 = as_float(as_uint(v89) ^ 0x80000000u);
    float v103 = morph_fma_f32(v102, v101, v93);
    float v104 = morph_fma_f32(v101, v103, v101);
    float v105 = as_float(as_uint(v89) ^ 0x80000000u);
    float v106 = morph_fma_f32(v105, v104, v93);
    float v107 = morph_fma_f32(v104, v106, v104);
    float v108 = v33 * v107;
    float v109 = as_float(as_uint(v33) ^ 0x80000000u);
    float v110 = morph_fma_f32(v108, v89, v109);
    float v111 = morph_fma_f32(v108, v92, v110);
    float v112 = as_float(as_uint(v107) ^ 0x80000000u);
    float v113 = morph_fma_f32(v111, v112, v108);
    int v114 = 0;
    int v115 = 126;
    int v116 = as_int(as_uint(v47) - as_uint(v115));
    int v117 = v116 < v114 ? v114 : v116;
    int v118 = 0;
    int v119 = as_int(as_uint(v118) - as_uint(v117));
    int v120 = 127;
    int v121 = as_int(as_uint(v119) + as_uint(v120));
    int v122 = 23;
    int v123 = as_int(as_uint(v121) << (as_uint(v122) & 31u));
    float v124 = as_float(v123);
    float v125 = v71 != 0u ? v83 : v35;
    float v126 = v113 * v124;
    float v127 = v126 * v125;
    float v128 = as_float(0x7f800000u) /* inf */;
    uint v129 = (v28 < v128) ? 1u : 0u;
    float v130 = v129 != 0u ? v127 : v28;
    float v29 = v130;
    float v242 = v16 * v20;
    float v243 = v242 + v24;
    float v245 = as_float(0xc32e0000u) /* -174 */;
    float v246 = as_float(0xc32e0000u) /* -174 */;
    uint v247 = (v243 >= v246) ? 1u : 0u;
    float v248 = v247 != 0u ? v243 : v245;
    float v249 = as_float(0x00000000u) /* 0 */;
    float v250 = as_float(0x3f800000u) /* 1 */;
    float v251 = as_float(0x42f00000u) /* 120 */;
    float v252 = as_float(0x42f00000u) /* 120 */;
    uint v253 = (v248 <= v252) ? 1u : 0u;
    float v254 = v253 != 0u ? v248 : v251;
    float v255 = as_float(0x4b400000u) /* 12582912 */;
    float v256 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v257 = morph_fma_f32(v254, v256, v255);
    float v258 = as_float(0x4b400000u) /* 12582912 */;
    float v259 = v257 - v258;
    int v260 = as_int(v257);
    int v261 = 1262485504;
    int v262 = as_int(as_uint(v260) - as_uint(v261));
    float v263 = as_float(0x3f317218u) /* 0.693147182 */;
    float v264 = morph_fma_f32(v259, v263, v254);
    float v265 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v266 = morph_fma_f32(v259, v265, v249);
    float v267 = v264 + v266;
    float v268 = as_float(as_uint(v267) ^ 0x80000000u);
    float v269 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v270 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v271 = morph_fma_f32(v268, v270, v269);
    float v272 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v273 = morph_fma_f32(v268, v271, v272);
    float v274 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v275 = morph_fma_f32(v268, v273, v274);
    float v276 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v277 = morph_fma_f32(v268, v275, v276);
    float v278 = as_float(0x3f000000u) /* 0.5 */;
    float v279 = morph_fma_f32(v268, v277, v278);
    float v280 = v268 * v268;
    float v281 = morph_fma_f32(v280, v279, v268);
    float v282 = v250 + v281;
    float v283 = v282 - v250;
    float v284 = v281 - v283;
    int v285 = 0;
    uint v286 = (v262 > v285) ? 1u : 0u;
    int v287 = 126;
    int v288 = 0;
    int v289 = as_int(as_uint(v288) - as_uint(v262));
    int v290 = v286 != 0u ? v262 : v289;
    int v291 = v290 < v287 ? v290 : v287;
    int v292 = 0;
    int v293 = as_int(as_uint(v292) - as_uint(v291));
    int v294 = 127;
    int v295 = as_int(as_uint(v293) + as_uint(v294));
    int v296 = 23;
    int v297 = as_int(as_uint(v295) << (as_uint(v296) & 31u));
    float v298 = as_float(v297);
    float v299 = v286 != 0u ? v282 : v250;
    float v300 = v282 * v298;
    float v301 = v286 != 0u ? v298 : v300;
    float v302 = v284 * v298;
    float v303 = v286 != 0u ? v284 : v302;
    float v304 = v299 + v301;
    float v305 = v304 - v299;
    float v306 = v301 - v305;
    float v307 = v306 + v303;
    float v308 = as_float(0x3f800000u) /* 1 */;
    float v309 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v310 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v311 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v312 = morph_fma_f32(v304, v311, v310);
    float v313 = morph_fma_f32(v312, v304, v309);
    float v314 = as_float(as_uint(v304) ^ 0x80000000u);
    float v315 = morph_fma_f32(v314, v313, v308);
    float v316 = morph_fma_f32(v313, v315, v313);
    float v317 = as_float(as_uint(v304) ^ 0x80000000u);
    float v318 = morph_fma_f32(v317, v316, v308);
    float v319 = morph_fma_f32(v316, v318, v316);
    float v320 = as_float(as_uint(v304) ^ 0x80000000u);
    float v321 = morph_fma_f32(v320, v319, v308);
    float v322 = morph_fma_f32(v319, v321, v319);
    float v323 = v248 * v322;
    float v324 = as_float(as_uint(v248) ^ 0x80000000u);
    float v325 = morph_fma_f32(v323, v304, v324);
    float v326 = morph_fma_f32(v323, v307, v325);
    float v327 = as_float(as_uint(v322) ^ 0x80000000u);
    float v328 = morph_fma_f32(v326, v327, v323);
    int v329 = 0;
    int v330 = 126;
    int v331 = as_int(as_uint(v262) - as_uint(v330));
    int v332 = v331 < v329 ? v329 : v331;
    int v333 = 0;
    int v334 = as_int(as_uint(v333) - as_uint(v332));
    int v335 = 127;
    int v336 = as_int(as_uint(v334) + as_uint(v335));
    int v337 = 23;
    int v338 = as_int(as_uint(v336) << (as_uint(v337) & 31u));
    float v339 = as_float(v338);
    float v340 = v286 != 0u ? v298 : v250;
    float v341 = v328 * v339;
    float v342 = v341 * v340;
    float v343 = as_float(0x7f800000u) /* inf */;
    uint v344 = (v243 < v343) ? 1u : 0u;
    float v345 = v344 != 0u ? v342 : v243;
    float v244 = v345;
    float v457 = v17 * v21;
    float v458 = v457 + v25;
    float v460 = as_float(0xc32e0000u) /* -174 */;
    float v461 = as_float(0xc32e0000u) /* -174 */;
    uint v462 = (v458 >= v461) ? 1u : 0u;
    float v463 = v462 != 0u ? v458 : v460;
    float v464 = as_float(0x00000000u) /* 0 */;
    float v465 = as_float(0x3f800000u) /* 1 */;
    float v466 = as_float(0x42f00000u) /* 120 */;
    float v467 = as_float(0x42f00000u) /* 120 */;
    uint v468 = (v463 <= v467) ? 1u : 0u;
    float v469 = v468 != 0u ? v463 : v466;
    float v470 = as_float(0x4b400000u) /* 12582912 */;
    float v471 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v472 = morph_fma_f32(v469, v471, v470);
    float v473 = as_float(0x4b400000u) /* 12582912 */;
    float v474 = v472 - v473;
    int v475 = as_int(v472);
    int v476 = 1262485504;
    int v477 = as_int(as_uint(v475) - as_uint(v476));
    float v478 = as_float(0x3f317218u) /* 0.693147182 */;
    float v479 = morph_fma_f32(v474, v478, v469);
    float v480 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v481 = morph_fma_f32(v474, v480, v464);
    float v482 = v479 + v481;
    float v483 = as_float(as_uint(v482) ^ 0x80000000u);
    float v484 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v485 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v486 = morph_fma_f32(v483, v485, v484);
    float v487 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v488 = morph_fma_f32(v483, v486, v487);
    float v489 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v490 = morph_fma_f32(v483, v488, v489);
    float v491 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v492 = morph_fma_f32(v483, v490, v491);
    float v493 = as_float(0x3f000000u) /* 0.5 */;
    float v494 = morph_fma_f32(v483, v492, v493);
    float v495 = v483 * v483;
    float v496 = morph_fma_f32(v495, v494, v483);
    float v497 = v465 + v496;
    float v498 = v497 - v465;
    float v499 = v496 - v498;
    int v500 = 0;
    uint v501 = (v477 > v500) ? 1u : 0u;
    int v502 = 126;
    int v503 = 0;
    int v504 = as_int(as_uint(v503) - as_uint(v477));
    int v505 = v501 != 0u ? v477 : v504;
    int v506 = v505 < v502 ? v505 : v502;
    int v507 = 0;
    int v508 = as_int(as_uint(v507) - as_uint(v506));
    int v509 = 127;
    int v510 = as_int(as_uint(v508) + as_uint(v509));
    int v511 = 23;
    int v512 = as_int(as_uint(v510) << (as_uint(v511) & 31u));
    float v513 = as_float(v512);
    float v514 = v501 != 0u ? v497 : v465;
    float v515 = v497 * v513;
    float v516 = v501 != 0u ? v513 : v515;
    float v517 = v499 * v513;
    float v518 = v501 != 0u ? v499 : v517;
    float v519 = v514 + v516;
    float v520 = v519 - v514;
    float v521 = v516 - v520;
    float v522 = v521 + v518;
    float v523 = as_float(0x3f800000u) /* 1 */;
    float v524 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v525 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v526 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v527 = morph_fma_f32(v519, v526, v525);
    float v528 = morph_fma_f32(v527, v519, v524);
    float v529 = as_float(as_uint(v519) ^ 0x80000000u);
    float v530 = morph_fma_f32(v529, v528, v523);
    float v531 = morph_fma_f32(v528, v530, v528);
    float v532 = as_float(as_uint(v519) ^ 0x80000000u);
    float v533 = morph_fma_f32(v532, v531, v523);
    float v534 = morph_fma_f32(v531, v533, v531);
    float v535 = as_float(as_uint(v519) ^ 0x80000000u);
    float v536 = morph_fma_f32(v535, v534, v523);
    float v537 = morph_fma_f32(v534, v536, v534);
    float v538 = v463 * v537;
    float v539 = as_float(as_uint(v463) ^ 0x80000000u);
    float v540 = morph_fma_f32(v538, v519, v539);
    float v541 = morph_fma_f32(v538, v522, v540);
    float v542 = as_float(as_uint(v537) ^ 0x80000000u);
    float v543 = morph_fma_f32(v541, v542, v538);
    int v544 = 0;
    int v545 = 126;
    int v546 = as_int(as_uint(v477) - as_uint(v545));
    int v547 = v546 < v544 ? v544 : v546;
    int v548 = 0;
    int v549 = as_int(as_uint(v548) - as_uint(v547));
    int v550 = 127;
    int v551 = as_int(as_uint(v549) + as_uint(v550));
    int v552 = 23;
    int v553 = as_int(as_uint(v551) << (as_uint(v552) & 31u));
    float v554 = as_float(v553);
    float v555 = v501 != 0u ? v513 : v465;
    float v556 = v543 * v554;
    float v557 = v556 * v555;
    float v558 = as_float(0x7f800000u) /* inf */;
    uint v559 = (v458 < v558) ? 1u : 0u;
    float v560 = v559 != 0u ? v557 : v458;
    float v459 = v560;
    float v672 = v18 * v22;
    float v673 = v672 + v26;
    float v675 = as_float(0xc32e0000u) /* -174 */;
    float v676 = as_float(0xc32e0000u) /* -174 */;
    uint v677 = (v673 >= v676) ? 1u : 0u;
    float v678 = v677 != 0u ? v673 : v675;
    float v679 = as_float(0x00000000u) /* 0 */;
    float v680 = as_float(0x3f800000u) /* 1 */;
    float v681 = as_float(0x42f00000u) /* 120 */;
    float v682 = as_float(0x42f00000u) /* 120 */;
    uint v683 = (v678 <= v682) ? 1u : 0u;
    float v684 = v683 != 0u ? v678 : v681;
    float v685 = as_float(0x4b400000u) /* 12582912 */;
    float v686 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v687 = morph_fma_f32(v684, v686, v685);
    float v688 = as_float(0x4b400000u) /* 12582912 */;
    float v689 = v687 - v688;
    int v690 = as_int(v687);
    int v691 = 1262485504;
    int v692 = as_int(as_uint(v690) - as_uint(v691));
    float v693 = as_float(0x3f317218u) /* 0.693147182 */;
    float v694 = morph_fma_f32(v689, v693, v684);
    float v695 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v696 = morph_fma_f32(v689, v695, v679);
    float v697 = v694 + v696;
    float v698 = as_float(as_uint(v697) ^ 0x80000000u);
    float v699 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v700 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v701 = morph_fma_f32(v698, v700, v699);
    float v702 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v703 = morph_fma_f32(v698, v701, v702);
    float v704 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v705 = morph_fma_f32(v698, v703, v704);
    float v706 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v707 = morph_fma_f32(v698, v705, v706);
    float v708 = as_float(0x3f000000u) /* 0.5 */;
    float v709 = morph_fma_f32(v698, v707, v708);
    float v710 = v698 * v698;
    float v711 = morph_fma_f32(v710, v709, v698);
    float v712 = v680 + v711;
    float v713 = v712 - v680;
    float v714 = v711 - v713;
    int v715 = 0;
    uint v716 = (v692 > v715) ? 1u : 0u;
    int v717 = 126;
    int v718 = 0;
    int v719 = as_int(as_uint(v718) - as_uint(v692));
    int v720 = v716 != 0u ? v692 : v719;
    int v721 = v720 < v717 ? v720 : v717;
    int v722 = 0;
    int v723 = as_int(as_uint(v722) - as_uint(v721));
    int v724 = 127;
    int v725 = as_int(as_uint(v723) + as_uint(v724));
    int v726 = 23;
    int v727 = as_int(as_uint(v725) << (as_uint(v726) & 31u));
    float v728 = as_float(v727);
    float v729 = v716 != 0u ? v712 : v680;
    float v730 = v712 * v728;
    float v731 = v716 != 0u ? v728 : v730;
    float v732 = v714 * v728;
    float v733 = v716 != 0u ? v714 : v732;
    float v734 = v729 + v731;
    float v735 = v734 - v729;
    float v736 = v731 - v735;
    float v737 = v736 + v733;
    float v738 = as_float(0x3f800000u) /* 1 */;
    float v739 = as_float(0x4010e42bu) /* 2.26392627 */;
    float v740 = as_float(0xbfc4abceu) /* -1.53649306 */;
    float v741 = as_float(0x3ea3e47eu) /* 0.320102632 */;
    float v742 = morph_fma_f32(v734, v741, v740);
    float v743 = morph_fma_f32(v742, v734, v739);
    float v744 = as_float(as_uint(v734) ^ 0x80000000u);
    float v745 = morph_fma_f32(v744, v743, v738);
    float v746 = morph_fma_f32(v743, v745, v743);
    float v747 = as_float(as_uint(v734) ^ 0x80000000u);
    float v748 = morph_fma_f32(v747, v746, v738);
    float v749 = morph_fma_f32(v746, v748, v746);
    float v750 = as_float(as_uint(v734) ^ 0x80000000u);
    float v751 = morph_fma_f32(v750, v749, v738);
    float v752 = morph_fma_f32(v749, v751, v749);
    float v753 = v678 * v752;
    float v754 = as_float(as_uint(v678) ^ 0x80000000u);
    float v755 = morph_fma_f32(v753, v734, v754);
    float v756 = morph_fma_f32(v753, v737, v755);
    float v757 = as_float(as_uint(v752) ^ 0x80000000u);
    float v758 = morph_fma_f32(v756, v757, v753);
    int v759 = 0;
    int v760 = 126;
    int v761 = as_int(as_uint(v692) - as_uint(v760));
    int v762 = v761 < v759 ? v759 : v761;
    int v763 = 0;
    int v764 = as_int(as_uint(v763) - as_uint(v762));
    int v765 = 127;
    int v766 = as_int(as_uint(v764) + as_uint(v765));
    int v767 = 23;
    int v768 = as_int(as_uint(v766) << (as_uint(v767) & 31u));
    float v769 = as_float(v768);
    float v770 = v716 != 0u ? v728 : v680;
    float v771 = v758 * v769;
    float v772 = v771 * v770;
    float v773 = as_float(0x7f800000u) /* inf */;
    uint v774 = (v673 < v773) ? 1u : 0u;
    float v775 = v774 != 0u ? v772 : v673;
    float v674 = v775;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v244;
    p_out0[(v9 + 2u)] = v459;
    p_out0[(v9 + 3u)] = v674;
  }
}
