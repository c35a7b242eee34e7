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
    float v88 = morph_div_f32(v87, v83);
    float v89 = v27 * v88;
    float v90 = as_float(as_uint(v27) ^ 0x80000000u);
    float v91 = morph_fma_f32(v89, v83, v90);
    float v92 = morph_fma_f32(v89, v86, v91);
    float v93 = as_float(as_uint(v88) ^ 0x80000000u);
    float v94 = morph_fma_f32(v92, v93, v89);
    int v95 = 0;
    int v96 = 126;
    int v97 = as_int(as_uint(v41) - as_uint(v96));
    int v98 = v97 < v95 ? v95 : v97;
    int v99 = 0;
    int v100 = as_int(as_uint(v99) - as_uint(v98));
    int v101 = 127;
    int v102 = as_int(as_uint(v100) + as_uint(v101));
    int v103 = 23;
    int v104 = as_int(as_uint(v102) << (as_uint(v103) & 31u));
    float v105 = as_float(v104);
    float v106 = v65 != 0u ? v77 : v29;
    float v107 = v94 * v105;
    float v108 = v107 * v106;
    float v109 = as_float(0x7f800000u) /* inf */;
    uint v110 = (v15 < v109) ? 1u : 0u;
    float v111 = v110 != 0u ? v108 : v15;
    float v23 = v111;
    float v324 = v23 * v19;
    float v326 = as_float(0xc32e0000u) /* -174 */;
    float v327 = as_float(0xc32e0000u) /* -174 */;
    uint v328 = (v16 >= v327) ? 1u : 0u;
    float v329 = v328 != 0u ? v16 : v326;
    float v330 = as_float(0x00000000u) /* 0 */;
    float v331 = as_float(0x3f800000u) /* 1 */;
    float v332 = as_float(0x42f00000u) /* 120 */;
    float v333 = as_float(0x42f00000u) /* 120 */;
    uint v334 = (v329 <= v333) ? 1u : 0u;
    float v335 = v334 != 0u ? v329 : v332;
    float v336 = as_float(0x4b400000u) /* 12582912 */;
    float v337 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v338 = morph_fma_f32(v335, v337, v336);
    float v339 = as_float(0x4b400000u) /* 12582912 */;
    float v340 = v338 - v339;
    int v341 = as_int(v338);
    int v342 = 1262485504;
    int v343 = as_int(as_uint(v341) - as_uint(v342));
    float v344 = as_float(0x3f317218u) /* 0.693147182 */;
    float v345 = morph_fma_f32(v340, v344, v335);
    float v346 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v347 = morph_fma_f32(v340, v346, v330);
    float v348 = v345 + v347;
    float v349 = as_float(as_uint(v348) ^ 0x80000000u);
    float v350 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v351 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v352 = morph_fma_f32(v349, v351, v350);
    float v353 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v354 = morph_fma_f32(v349, v352, v353);
    float v355 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v356 = morph_fma_f32(v349, v354, v355);
    float v357 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v358 = morph_fma_f32(v349, v356, v357);
    float v359 = as_float(0x3f000000u) /* 0.5 */;
    float v360 = morph_fma_f32(v349, v358, v359);
    float v361 = v349 * v349;
    float v362 = morph_fma_f32(v361, v360, v349);
    float v363 = v331 + v362;
    float v364 = v363 - v331;
    float v365 = v362 - v364;
    int v366 = 0;
    uint v367 = (v343 > v366) ? 1u : 0u;
    int v368 = 126;
    int v369 = 0;
    int v370 = as_int(as_uint(v369) - as_uint(v343));
    int v371 = v367 != 0u ? v343 : v370;
    int v372 = v371 < v368 ? v371 : v368;
    int v373 = 0;
    int v374 = as_int(as_uint(v373) - as_uint(v372));
    int v375 = 127;
    int v376 = as_int(as_uint(v374) + as_uint(v375));
    int v377 = 23;
    int v378 = as_int(as_uint(v376) << (as_uint(v377) & 31u));
    float v379 = as_float(v378);
    float v380 = v367 != 0u ? v363 : v331;
    float v381 = v363 * v379;
    float v382 = v367 != 0u ? v379 : v381;
    float v383 = v365 * v379;
    float v384 = v367 != 0u ? v365 : v383;
    float v385 = v380 + v382;
    float v386 = v385 - v380;
    float v387 = v382 - v386;
    float v388 = v387 + v384;
    float v389 = as_float(0x3f800000u) /* 1 */;
    float v390 = morph_div_f32(v389, v385);
    float v391 = v329 * v390;
    float v392 = as_float(as_uint(v329) ^ 0x80000000u);
    float v393 = morph_fma_f32(v391, v385, v392);
    float v394 = morph_fma_f32(v391, v388, v393);
    float v395 = as_float(as_uint(v390) ^ 0x80000000u);
    float v396 = morph_fma_f32(v394, v395, v391);
    int v397 = 0;
    int v398 = 126;
    int v399 = as_int(as_uint(v343) - as_uint(v398));
    int v400 = v399 < v397 ? v397 : v399;
    int v401 = 0;
    int v402 = as_int(as_uint(v401) - as_uint(v400));
    int v403 = 127;
    int v404 = as_int(as_uint(v402) + as_uint(v403));
    int v405 = 23;
    int v406 = as_int(as_uint(v404) << (as_uint(v405) & 31u));
    float v407 = as_float(v406);
    float v408 = v367 != 0u ? v379 : v331;
    float v409 = v396 * v407;
    float v410 = v409 * v408;
    float v411 = as_float(0x7f800000u) /* inf */;
    uint v412 = (v16 < v411) ? 1u : 0u;
    float v413 = v412 != 0u ? v410 : v16;
    float v325 = v413;
    float v626 = v325 * v20;
    float v628 = as_float(0xc32e0000u) /* -174 */;
    float v629 = as_float(0xc32e0000u) /* -174 */;
    uint v630 = (v17 >= v629) ? 1u : 0u;
    float v631 = v630 != 0u ? v17 : v628;
    float v632 = as_float(0x00000000u) /* 0 */;
    float v633 = as_float(0x3f800000u) /* 1 */;
    float v634 = as_float(0x42f00000u) /* 120 */;
    float v635 = as_float(0x42f00000u) /* 120 */;
    uint v636 = (v631 <= v635) ? 1u : 0u;
    float v637 = v636 != 0u ? v631 : v634;
    float v638 = as_float(0x4b400000u) /* 12582912 */;
    float v639 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v640 = morph_fma_f32(v637, v639, v638);
    float v641 = as_float(0x4b400000u) /* 12582912 */;
    float v642 = v640 - v641;
    int v643 = as_int(v640);
    int v644 = 1262485504;
    int v645 = as_int(as_uint(v643) - as_uint(v644));
    float v646 = as_float(0x3f317218u) /* 0.693147182 */;
    float v647 = morph_fma_f32(v642, v646, v637);
    float v648 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v649 = morph_fma_f32(v642, v648, v632);
    float v650 = v647 + v649;
    float v651 = as_float(as_uint(v650) ^ 0x80000000u);
    float v652 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v653 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v654 = morph_fma_f32(v651, v653, v652);
    float v655 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v656 = morph_fma_f32(v651, v654, v655);
    float v657 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v658 = morph_fma_f32(v651, v656, v657);
    float v659 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v660 = morph_fma_f32(v651, v658, v659);
    float v661 = as_float(0x3f000000u) /* 0.5 */;
    float v662 = morph_fma_f32(v651, v660, v661);
    float v663 = v651 * v651;
    float v664 = morph_fma_f32(v663, v662, v651);
    float v665 = v633 + v664;
    float v666 = v665 - v633;
    float v667 = v664 - v666;
    int v668 = 0;
    uint v669 = (v645 > v668) ? 1u : 0u;
    int v670 = 126;
    int v671 = 0;
    int v672 = as_int(as_uint(v671) - as_uint(v645));
    int v673 = v669 != 0u ? v645 : v672;
    int v674 = v673 < v670 ? v673 : v670;
    int v675 = 0;
    int v676 = as_int(as_uint(v675) - as_uint(v674));
    int v677 = 127;
    int v678 = as_int(as_uint(v676) + as_uint(v677));
    int v679 = 23;
    int v680 = as_int(as_uint(v678) << (as_uint(v679) & 31u));
    float v681 = as_float(v680);
    float v682 = v669 != 0u ? v665 : v633;
    float v683 = v665 * v681;
    float v684 = v669 != 0u ? v681 : v683;
    float v685 = v667 * v681;
    float v686 = v669 != 0u ? v667 : v685;
    float v687 = v682 + v684;
    float v688 = v687 - v682;
    float v689 = v684 - v688;
    float v690 = v689 + v686;
    float v691 = as_float(0x3f800000u) /* 1 */;
    float v692 = morph_div_f32(v691, v687);
    float v693 = v631 * v692;
    float v694 = as_float(as_uint(v631) ^ 0x80000000u);
    float v695 = morph_fma_f32(v693, v687, v694);
    float v696 = morph_fma_f32(v693, v690, v695);
    float v697 = as_float(as_uint(v692) ^ 0x80000000u);
    float v698 = morph_fma_f32(v696, v697, v693);
    int v699 = 0;
    int v700 = 126;
    int v701 = as_int(as_uint(v645) - as_uint(v700));
    int v702 = v701 < v699 ? v699 : v701;
    int v703 = 0;
    int v704 = as_int(as_uint(v703) - as_uint(v702));
    int v705 = 127;
    int v706 = as_int(as_uint(v704) + as_uint(v705));
    int v707 = 23;
    int v708 = as_int(as_uint(v706) << (as_uint(v707) & 31u));
    float v709 = as_float(v708);
    float v710 = v669 != 0u ? v681 : v633;
    float v711 = v698 * v709;
    float v712 = v711 * v710;
    float v713 = as_float(0x7f800000u) /* inf */;
    uint v714 = (v17 < v713) ? 1u : 0u;
    float v715 = v714 != 0u ? v712 : v17;
    float v627 = v715;
    float v928 = v627 * v21;
    float v930 = as_float(0xc32e0000u) /* -174 */;
    float v931 = as_float(0xc32e0000u) /* -174 */;
    uint v932 = (v18 >= v931) ? 1u : 0u;
    float v933 = v932 != 0u ? v18 : v930;
    float v934 = as_float(0x00000000u) /* 0 */;
    float v935 = as_float(0x3f800000u) /* 1 */;
    float v936 = as_float(0x42f00000u) /* 120 */;
    float v937 = as_float(0x42f00000u) /* 120 */;
    uint v938 = (v933 <= v937) ? 1u : 0u;
    float v939 = v938 != 0u ? v933 : v936;
    float v940 = as_float(0x4b400000u) /* 12582912 */;
    float v941 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v942 = morph_fma_f32(v939, v941, v940);
    float v943 = as_float(0x4b400000u) /* 12582912 */;
    float v944 = v942 - v943;
    int v945 = as_int(v942);
    int v946 = 1262485504;
    int v947 = as_int(as_uint(v945) - as_uint(v946));
    float v948 = as_float(0x3f317218u) /* 0.693147182 */;
    float v949 = morph_fma_f32(v944, v948, v939);
    float v950 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v951 = morph_fma_f32(v944, v950, v934);
    float v952 = v949 + v951;
    float v953 = as_float(as_uint(v952) ^ 0x80000000u);
    float v954 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v955 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v956 = morph_fma_f32(v953, v955, v954);
    float v957 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v958 = morph_fma_f32(v953, v956, v957);
    float v959 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v960 = morph_fma_f32(v953, v958, v959);
    float v961 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v962 = morph_fma_f32(v953, v960, v961);
    float v963 = as_float(0x3f000000u) /* 0.5 */;
    float v964 = morph_fma_f32(v953, v962, v963);
    float v965 = v953 * v953;
    float v966 = morph_fma_f32(v965, v964, v953);
    float v967 = v935 + v966;
    float v968 = v967 - v935;
    float v969 = v966 - v968;
    int v970 = 0;
    uint v971 = (v947 > v970) ? 1u : 0u;
    int v972 = 126;
    int v973 = 0;
    int v974 = as_int(as_uint(v973) - as_uint(v947));
    int v975 = v971 != 0u ? v947 : v974;
    int v976 = v975 < v972 ? v975 : v972;
    int v977 = 0;
    int v978 = as_int(as_uint(v977) - as_uint(v976));
    int v979 = 127;
    int v980 = as_int(as_uint(v978) + as_uint(v979));
    int v981 = 23;
    int v982 = as_int(as_uint(v980) << (as_uint(v981) & 31u));
    float v983 = as_float(v982);
    float v984 = v971 != 0u ? v967 : v935;
    float v985 = v967 * v983;
    float v986 = v971 != 0u ? v983 : v985;
    float v987 = v969 * v983;
    float v988 = v971 != 0u ? v969 : v987;
    float v989 = v984 + v986;
    float v990 = v989 - v984;
    float v991 = v986 - v990;
    float v992 = v991 + v988;
    float v993 = as_float(0x3f800000u) /* 1 */;
    float v994 = morph_div_f32(v993, v989);
    float v995 = v933 * v994;
    float v996 = as_float(as_uint(v933) ^ 0x80000000u);
    float v997 = morph_fma_f32(v995, v989, v996);
    float v998 = morph_fma_f32(v995, v992, v997);
    float v999 = as_float(as_uint(v994) ^ 0x80000000u);
    float v1000 = morph_fma_f32(v998, v999, v995);
    int v1001 = 0;
    int v1002 = 126;
    int v1003 = as_int(as_uint(v947) - as_uint(v1002));
    int v1004 = v1003 < v1001 ? v1001 : v1003;
    int v1005 = 0;
    int v1006 = as_int(as_uint(v1005) - as_uint(v1004));
    int v1007 = 127;
    int v1008 = as_int(as_uint(v1006) + as_uint(v1007));
    int v1009 = 23;
    int v1010 = as_int(as_uint(v1008) << (as_uint(v1009) & 31u));
    float v1011 = as_float(v1010);
    float v1012 = v971 != 0u ? v983 : v935;
    float v1013 = v1000 * v1011;
    float v1014 = v1013 * v1012;
    float v1015 = as_float(0x7f800000u) /* inf */;
    uint v1016 = (v18 < v1015) ? 1u : 0u;
    float v1017 = v1016 != 0u ? v1014 : v18;
    float v929 = v1017;
    float v1230 = v929 * v22;
    p_out0[(v9 + 0u)] = v324;
    p_out0[(v9 + 1u)] = v626;
    p_out0[(v9 + 2u)] = v928;
    p_out0[(v9 + 3u)] = v1230;
  }
}
