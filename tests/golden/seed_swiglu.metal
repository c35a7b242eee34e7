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
    float v314 = v23 * v19;
    float v316 = as_float(0xc32e0000u) /* -174 */;
    float v317 = as_float(0xc32e0000u) /* -174 */;
    uint v318 = (v16 >= v317) ? 1u : 0u;
    float v319 = v318 != 0u ? v16 : v316;
    float v320 = as_float(0x00000000u) /* 0 */;
    float v321 = as_float(0x3f800000u) /* 1 */;
    float v322 = as_float(0x42f00000u) /* 120 */;
    float v323 = as_float(0x42f00000u) /* 120 */;
    uint v324 = (v319 <= v323) ? 1u : 0u;
    float v325 = v324 != 0u ? v319 : v322;
    float v326 = as_float(0x4b400000u) /* 12582912 */;
    float v327 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v328 = morph_fma_f32(v325, v327, v326);
    float v329 = as_float(0x4b400000u) /* 12582912 */;
    float v330 = v328 - v329;
    int v331 = as_int(v328);
    int v332 = 1262485504;
    int v333 = as_int(as_uint(v331) - as_uint(v332));
    float v334 = as_float(0x3f317218u) /* 0.693147182 */;
    float v335 = morph_fma_f32(v330, v334, v325);
    float v336 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v337 = morph_fma_f32(v330, v336, v320);
    float v338 = v335 + v337;
    float v339 = as_float(as_uint(v338) ^ 0x80000000u);
    float v340 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v341 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v342 = morph_fma_f32(v339, v341, v340);
    float v343 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v344 = morph_fma_f32(v339, v342, v343);
    float v345 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v346 = morph_fma_f32(v339, v344, v345);
    float v347 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v348 = morph_fma_f32(v339, v346, v347);
    float v349 = as_float(0x3f000000u) /* 0.5 */;
    float v350 = morph_fma_f32(v339, v348, v349);
    float v351 = v339 * v339;
    float v352 = morph_fma_f32(v351, v350, v339);
    float v353 = v321 + v352;
    float v354 = v353 - v321;
    float v355 = v352 - v354;
    int v356 = 0;
    uint v357 = (v333 > v356) ? 1u : 0u;
    int v358 = 126;
    int v359 = 0;
    int v360 = as_int(as_uint(v359) - as_uint(v333));
    int v361 = v357 != 0u ? v333 : v360;
    int v362 = v361 < v358 ? v361 : v358;
    int v363 = 0;
    int v364 = as_int(as_uint(v363) - as_uint(v362));
    int v365 = 127;
    int v366 = as_int(as_uint(v364) + as_uint(v365));
    int v367 = 23;
    int v368 = as_int(as_uint(v366) << (as_uint(v367) & 31u));
    float v369 = as_float(v368);
    float v370 = v357 != 0u ? v353 : v321;
    float v371 = v353 * v369;
    float v372 = v357 != 0u ? v369 : v371;
    float v373 = v355 * v369;
    float v374 = v357 != 0u ? v355 : v373;
    float v375 = v370 + v372;
    float v376 = v375 - v370;
    float v377 = v372 - v376;
    float v378 = v377 + v374;
    float v379 = as_float(0x3f800000u) /* 1 */;
    float v380 = morph_div_f32(v379, v375);
    float v381 = v319 * v380;
    float v382 = as_float(as_uint(v319) ^ 0x80000000u);
    float v383 = morph_fma_f32(v381, v375, v382);
    float v384 = morph_fma_f32(v381, v378, v383);
    float v385 = as_float(as_uint(v380) ^ 0x80000000u);
    float v386 = morph_fma_f32(v384, v385, v381);
    int v387 = 0;
    int v388 = 126;
    int v389 = as_int(as_uint(v333) - as_uint(v388));
    int v390 = v389 < v387 ? v387 : v389;
    int v391 = 0;
    int v392 = as_int(as_uint(v391) - as_uint(v390));
    int v393 = 127;
    int v394 = as_int(as_uint(v392) + as_uint(v393));
    int v395 = 23;
    int v396 = as_int(as_uint(v394) << (as_uint(v395) & 31u));
    float v397 = as_float(v396);
    float v398 = v357 != 0u ? v369 : v321;
    float v399 = v386 * v397;
    float v400 = v399 * v398;
    float v401 = as_float(0x7f800000u) /* inf */;
    uint v402 = (v16 < v401) ? 1u : 0u;
    float v403 = v402 != 0u ? v400 : v16;
    float v315 = v403;
    float v606 = v315 * v20;
    float v608 = as_float(0xc32e0000u) /* -174 */;
    float v609 = as_float(0xc32e0000u) /* -174 */;
    uint v610 = (v17 >= v609) ? 1u : 0u;
    float v611 = v610 != 0u ? v17 : v608;
    float v612 = as_float(0x00000000u) /* 0 */;
    float v613 = as_float(0x3f800000u) /* 1 */;
    float v614 = as_float(0x42f00000u) /* 120 */;
    float v615 = as_float(0x42f00000u) /* 120 */;
    uint v616 = (v611 <= v615) ? 1u : 0u;
    float v617 = v616 != 0u ? v611 : v614;
    float v618 = as_float(0x4b400000u) /* 12582912 */;
    float v619 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v620 = morph_fma_f32(v617, v619, v618);
    float v621 = as_float(0x4b400000u) /* 12582912 */;
    float v622 = v620 - v621;
    int v623 = as_int(v620);
    int v624 = 1262485504;
    int v625 = as_int(as_uint(v623) - as_uint(v624));
    float v626 = as_float(0x3f317218u) /* 0.693147182 */;
    float v627 = morph_fma_f32(v622, v626, v617);
    float v628 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v629 = morph_fma_f32(v622, v628, v612);
    float v630 = v627 + v629;
    float v631 = as_float(as_uint(v630) ^ 0x80000000u);
    float v632 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v633 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v634 = morph_fma_f32(v631, v633, v632);
    float v635 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v636 = morph_fma_f32(v631, v634, v635);
    float v637 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v638 = morph_fma_f32(v631, v636, v637);
    float v639 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v640 = morph_fma_f32(v631, v638, v639);
    float v641 = as_float(0x3f000000u) /* 0.5 */;
    float v642 = morph_fma_f32(v631, v640, v641);
    float v643 = v631 * v631;
    float v644 = morph_fma_f32(v643, v642, v631);
    float v645 = v613 + v644;
    float v646 = v645 - v613;
    float v647 = v644 - v646;
    int v648 = 0;
    uint v649 = (v625 > v648) ? 1u : 0u;
    int v650 = 126;
    int v651 = 0;
    int v652 = as_int(as_uint(v651) - as_uint(v625));
    int v653 = v649 != 0u ? v625 : v652;
    int v654 = v653 < v650 ? v653 : v650;
    int v655 = 0;
    int v656 = as_int(as_uint(v655) - as_uint(v654));
    int v657 = 127;
    int v658 = as_int(as_uint(v656) + as_uint(v657));
    int v659 = 23;
    int v660 = as_int(as_uint(v658) << (as_uint(v659) & 31u));
    float v661 = as_float(v660);
    float v662 = v649 != 0u ? v645 : v613;
    float v663 = v645 * v661;
    float v664 = v649 != 0u ? v661 : v663;
    float v665 = v647 * v661;
    float v666 = v649 != 0u ? v647 : v665;
    float v667 = v662 + v664;
    float v668 = v667 - v662;
    float v669 = v664 - v668;
    float v670 = v669 + v666;
    float v671 = as_float(0x3f800000u) /* 1 */;
    float v672 = morph_div_f32(v671, v667);
    float v673 = v611 * v672;
    float v674 = as_float(as_uint(v611) ^ 0x80000000u);
    float v675 = morph_fma_f32(v673, v667, v674);
    float v676 = morph_fma_f32(v673, v670, v675);
    float v677 = as_float(as_uint(v672) ^ 0x80000000u);
    float v678 = morph_fma_f32(v676, v677, v673);
    int v679 = 0;
    int v680 = 126;
    int v681 = as_int(as_uint(v625) - as_uint(v680));
    int v682 = v681 < v679 ? v679 : v681;
    int v683 = 0;
    int v684 = as_int(as_uint(v683) - as_uint(v682));
    int v685 = 127;
    int v686 = as_int(as_uint(v684) + as_uint(v685));
    int v687 = 23;
    int v688 = as_int(as_uint(v686) << (as_uint(v687) & 31u));
    float v689 = as_float(v688);
    float v690 = v649 != 0u ? v661 : v613;
    float v691 = v678 * v689;
    float v692 = v691 * v690;
    float v693 = as_float(0x7f800000u) /* inf */;
    uint v694 = (v17 < v693) ? 1u : 0u;
    float v695 = v694 != 0u ? v692 : v17;
    float v607 = v695;
    float v898 = v607 * v21;
    float v900 = as_float(0xc32e0000u) /* -174 */;
    float v901 = as_float(0xc32e0000u) /* -174 */;
    uint v902 = (v18 >= v901) ? 1u : 0u;
    float v903 = v902 != 0u ? v18 : v900;
    float v904 = as_float(0x00000000u) /* 0 */;
    float v905 = as_float(0x3f800000u) /* 1 */;
    float v906 = as_float(0x42f00000u) /* 120 */;
    float v907 = as_float(0x42f00000u) /* 120 */;
    uint v908 = (v903 <= v907) ? 1u : 0u;
    float v909 = v908 != 0u ? v903 : v906;
    float v910 = as_float(0x4b400000u) /* 12582912 */;
    float v911 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v912 = morph_fma_f32(v909, v911, v910);
    float v913 = as_float(0x4b400000u) /* 12582912 */;
    float v914 = v912 - v913;
    int v915 = as_int(v912);
    int v916 = 1262485504;
    int v917 = as_int(as_uint(v915) - as_uint(v916));
    float v918 = as_float(0x3f317218u) /* 0.693147182 */;
    float v919 = morph_fma_f32(v914, v918, v909);
    float v920 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v921 = morph_fma_f32(v914, v920, v904);
    float v922 = v919 + v921;
    float v923 = as_float(as_uint(v922) ^ 0x80000000u);
    float v924 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v925 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v926 = morph_fma_f32(v923, v925, v924);
    float v927 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v928 = morph_fma_f32(v923, v926, v927);
    float v929 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v930 = morph_fma_f32(v923, v928, v929);
    float v931 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v932 = morph_fma_f32(v923, v930, v931);
    float v933 = as_float(0x3f000000u) /* 0.5 */;
    float v934 = morph_fma_f32(v923, v932, v933);
    float v935 = v923 * v923;
    float v936 = morph_fma_f32(v935, v934, v923);
    float v937 = v905 + v936;
    float v938 = v937 - v905;
    float v939 = v936 - v938;
    int v940 = 0;
    uint v941 = (v917 > v940) ? 1u : 0u;
    int v942 = 126;
    int v943 = 0;
    int v944 = as_int(as_uint(v943) - as_uint(v917));
    int v945 = v941 != 0u ? v917 : v944;
    int v946 = v945 < v942 ? v945 : v942;
    int v947 = 0;
    int v948 = as_int(as_uint(v947) - as_uint(v946));
    int v949 = 127;
    int v950 = as_int(as_uint(v948) + as_uint(v949));
    int v951 = 23;
    int v952 = as_int(as_uint(v950) << (as_uint(v951) & 31u));
    float v953 = as_float(v952);
    float v954 = v941 != 0u ? v937 : v905;
    float v955 = v937 * v953;
    float v956 = v941 != 0u ? v953 : v955;
    float v957 = v939 * v953;
    float v958 = v941 != 0u ? v939 : v957;
    float v959 = v954 + v956;
    float v960 = v959 - v954;
    float v961 = v956 - v960;
    float v962 = v961 + v958;
    float v963 = as_float(0x3f800000u) /* 1 */;
    float v964 = morph_div_f32(v963, v959);
    float v965 = v903 * v964;
    float v966 = as_float(as_uint(v903) ^ 0x80000000u);
    float v967 = morph_fma_f32(v965, v959, v966);
    float v968 = morph_fma_f32(v965, v962, v967);
    float v969 = as_float(as_uint(v964) ^ 0x80000000u);
    float v970 = morph_fma_f32(v968, v969, v965);
    int v971 = 0;
    int v972 = 126;
    int v973 = as_int(as_uint(v917) - as_uint(v972));
    int v974 = v973 < v971 ? v971 : v973;
    int v975 = 0;
    int v976 = as_int(as_uint(v975) - as_uint(v974));
    int v977 = 127;
    int v978 = as_int(as_uint(v976) + as_uint(v977));
    int v979 = 23;
    int v980 = as_int(as_uint(v978) << (as_uint(v979) & 31u));
    float v981 = as_float(v980);
    float v982 = v941 != 0u ? v953 : v905;
    float v983 = v970 * v981;
    float v984 = v983 * v982;
    float v985 = as_float(0x7f800000u) /* inf */;
    uint v986 = (v18 < v985) ? 1u : 0u;
    float v987 = v986 != 0u ? v984 : v18;
    float v899 = v987;
    float v1190 = v899 * v22;
    p_out0[(v9 + 0u)] = v314;
    p_out0[(v9 + 1u)] = v606;
    p_out0[(v9 + 2u)] = v898;
    p_out0[(v9 + 3u)] = v1190;
  }
}
