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
    float v94 = morph_div_f32(v93, v89);
    float v95 = v33 * v94;
    float v96 = as_float(as_uint(v33) ^ 0x80000000u);
    float v97 = morph_fma_f32(v95, v89, v96);
    float v98 = morph_fma_f32(v95, v92, v97);
    float v99 = as_float(as_uint(v94) ^ 0x80000000u);
    float v100 = morph_fma_f32(v98, v99, v95);
    int v101 = 0;
    int v102 = 126;
    int v103 = as_int(as_uint(v47) - as_uint(v102));
    int v104 = v103 < v101 ? v101 : v103;
    int v105 = 0;
    int v106 = as_int(as_uint(v105) - as_uint(v104));
    int v107 = 127;
    int v108 = as_int(as_uint(v106) + as_uint(v107));
    int v109 = 23;
    int v110 = as_int(as_uint(v108) << (as_uint(v109) & 31u));
    float v111 = as_float(v110);
    float v112 = v71 != 0u ? v83 : v35;
    float v113 = v100 * v111;
    float v114 = v113 * v112;
    float v115 = as_float(0x7f800000u) /* inf */;
    uint v116 = (v28 < v115) ? 1u : 0u;
    float v117 = v116 != 0u ? v114 : v28;
    float v29 = v117;
    float v320 = v16 * v20;
    float v321 = v320 + v24;
    float v323 = as_float(0xc32e0000u) /* -174 */;
    float v324 = as_float(0xc32e0000u) /* -174 */;
    uint v325 = (v321 >= v324) ? 1u : 0u;
    float v326 = v325 != 0u ? v321 : v323;
    float v327 = as_float(0x00000000u) /* 0 */;
    float v328 = as_float(0x3f800000u) /* 1 */;
    float v329 = as_float(0x42f00000u) /* 120 */;
    float v330 = as_float(0x42f00000u) /* 120 */;
    uint v331 = (v326 <= v330) ? 1u : 0u;
    float v332 = v331 != 0u ? v326 : v329;
    float v333 = as_float(0x4b400000u) /* 12582912 */;
    float v334 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v335 = morph_fma_f32(v332, v334, v333);
    float v336 = as_float(0x4b400000u) /* 12582912 */;
    float v337 = v335 - v336;
    int v338 = as_int(v335);
    int v339 = 1262485504;
    int v340 = as_int(as_uint(v338) - as_uint(v339));
    float v341 = as_float(0x3f317218u) /* 0.693147182 */;
    float v342 = morph_fma_f32(v337, v341, v332);
    float v343 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v344 = morph_fma_f32(v337, v343, v327);
    float v345 = v342 + v344;
    float v346 = as_float(as_uint(v345) ^ 0x80000000u);
    float v347 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v348 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v349 = morph_fma_f32(v346, v348, v347);
    float v350 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v351 = morph_fma_f32(v346, v349, v350);
    float v352 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v353 = morph_fma_f32(v346, v351, v352);
    float v354 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v355 = morph_fma_f32(v346, v353, v354);
    float v356 = as_float(0x3f000000u) /* 0.5 */;
    float v357 = morph_fma_f32(v346, v355, v356);
    float v358 = v346 * v346;
    float v359 = morph_fma_f32(v358, v357, v346);
    float v360 = v328 + v359;
    float v361 = v360 - v328;
    float v362 = v359 - v361;
    int v363 = 0;
    uint v364 = (v340 > v363) ? 1u : 0u;
    int v365 = 126;
    int v366 = 0;
    int v367 = as_int(as_uint(v366) - as_uint(v340));
    int v368 = v364 != 0u ? v340 : v367;
    int v369 = v368 < v365 ? v368 : v365;
    int v370 = 0;
    int v371 = as_int(as_uint(v370) - as_uint(v369));
    int v372 = 127;
    int v373 = as_int(as_uint(v371) + as_uint(v372));
    int v374 = 23;
    int v375 = as_int(as_uint(v373) << (as_uint(v374) & 31u));
    float v376 = as_float(v375);
    float v377 = v364 != 0u ? v360 : v328;
    float v378 = v360 * v376;
    float v379 = v364 != 0u ? v376 : v378;
    float v380 = v362 * v376;
    float v381 = v364 != 0u ? v362 : v380;
    float v382 = v377 + v379;
    float v383 = v382 - v377;
    float v384 = v379 - v383;
    float v385 = v384 + v381;
    float v386 = as_float(0x3f800000u) /* 1 */;
    float v387 = morph_div_f32(v386, v382);
    float v388 = v326 * v387;
    float v389 = as_float(as_uint(v326) ^ 0x80000000u);
    float v390 = morph_fma_f32(v388, v382, v389);
    float v391 = morph_fma_f32(v388, v385, v390);
    float v392 = as_float(as_uint(v387) ^ 0x80000000u);
    float v393 = morph_fma_f32(v391, v392, v388);
    int v394 = 0;
    int v395 = 126;
    int v396 = as_int(as_uint(v340) - as_uint(v395));
    int v397 = v396 < v394 ? v394 : v396;
    int v398 = 0;
    int v399 = as_int(as_uint(v398) - as_uint(v397));
    int v400 = 127;
    int v401 = as_int(as_uint(v399) + as_uint(v400));
    int v402 = 23;
    int v403 = as_int(as_uint(v401) << (as_uint(v402) & 31u));
    float v404 = as_float(v403);
    float v405 = v364 != 0u ? v376 : v328;
    float v406 = v393 * v404;
    float v407 = v406 * v405;
    float v408 = as_float(0x7f800000u) /* inf */;
    uint v409 = (v321 < v408) ? 1u : 0u;
    float v410 = v409 != 0u ? v407 : v321;
    float v322 = v410;
    float v613 = v17 * v21;
    float v614 = v613 + v25;
    float v616 = as_float(0xc32e0000u) /* -174 */;
    float v617 = as_float(0xc32e0000u) /* -174 */;
    uint v618 = (v614 >= v617) ? 1u : 0u;
    float v619 = v618 != 0u ? v614 : v616;
    float v620 = as_float(0x00000000u) /* 0 */;
    float v621 = as_float(0x3f800000u) /* 1 */;
    float v622 = as_float(0x42f00000u) /* 120 */;
    float v623 = as_float(0x42f00000u) /* 120 */;
    uint v624 = (v619 <= v623) ? 1u : 0u;
    float v625 = v624 != 0u ? v619 : v622;
    float v626 = as_float(0x4b400000u) /* 12582912 */;
    float v627 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v628 = morph_fma_f32(v625, v627, v626);
    float v629 = as_float(0x4b400000u) /* 12582912 */;
    float v630 = v628 - v629;
    int v631 = as_int(v628);
    int v632 = 1262485504;
    int v633 = as_int(as_uint(v631) - as_uint(v632));
    float v634 = as_float(0x3f317218u) /* 0.693147182 */;
    float v635 = morph_fma_f32(v630, v634, v625);
    float v636 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v637 = morph_fma_f32(v630, v636, v620);
    float v638 = v635 + v637;
    float v639 = as_float(as_uint(v638) ^ 0x80000000u);
    float v640 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v641 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v642 = morph_fma_f32(v639, v641, v640);
    float v643 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v644 = morph_fma_f32(v639, v642, v643);
    float v645 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v646 = morph_fma_f32(v639, v644, v645);
    float v647 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v648 = morph_fma_f32(v639, v646, v647);
    float v649 = as_float(0x3f000000u) /* 0.5 */;
    float v650 = morph_fma_f32(v639, v648, v649);
    float v651 = v639 * v639;
    float v652 = morph_fma_f32(v651, v650, v639);
    float v653 = v621 + v652;
    float v654 = v653 - v621;
    float v655 = v652 - v654;
    int v656 = 0;
    uint v657 = (v633 > v656) ? 1u : 0u;
    int v658 = 126;
    int v659 = 0;
    int v660 = as_int(as_uint(v659) - as_uint(v633));
    int v661 = v657 != 0u ? v633 : v660;
    int v662 = v661 < v658 ? v661 : v658;
    int v663 = 0;
    int v664 = as_int(as_uint(v663) - as_uint(v662));
    int v665 = 127;
    int v666 = as_int(as_uint(v664) + as_uint(v665));
    int v667 = 23;
    int v668 = as_int(as_uint(v666) << (as_uint(v667) & 31u));
    float v669 = as_float(v668);
    float v670 = v657 != 0u ? v653 : v621;
    float v671 = v653 * v669;
    float v672 = v657 != 0u ? v669 : v671;
    float v673 = v655 * v669;
    float v674 = v657 != 0u ? v655 : v673;
    float v675 = v670 + v672;
    float v676 = v675 - v670;
    float v677 = v672 - v676;
    float v678 = v677 + v674;
    float v679 = as_float(0x3f800000u) /* 1 */;
    float v680 = morph_div_f32(v679, v675);
    float v681 = v619 * v680;
    float v682 = as_float(as_uint(v619) ^ 0x80000000u);
    float v683 = morph_fma_f32(v681, v675, v682);
    float v684 = morph_fma_f32(v681, v678, v683);
    float v685 = as_float(as_uint(v680) ^ 0x80000000u);
    float v686 = morph_fma_f32(v684, v685, v681);
    int v687 = 0;
    int v688 = 126;
    int v689 = as_int(as_uint(v633) - as_uint(v688));
    int v690 = v689 < v687 ? v687 : v689;
    int v691 = 0;
    int v692 = as_int(as_uint(v691) - as_uint(v690));
    int v693 = 127;
    int v694 = as_int(as_uint(v692) + as_uint(v693));
    int v695 = 23;
    int v696 = as_int(as_uint(v694) << (as_uint(v695) & 31u));
    float v697 = as_float(v696);
    float v698 = v657 != 0u ? v669 : v621;
    float v699 = v686 * v697;
    float v700 = v699 * v698;
    float v701 = as_float(0x7f800000u) /* inf */;
    uint v702 = (v614 < v701) ? 1u : 0u;
    float v703 = v702 != 0u ? v700 : v614;
    float v615 = v703;
    float v906 = v18 * v22;
    float v907 = v906 + v26;
    float v909 = as_float(0xc32e0000u) /* -174 */;
    float v910 = as_float(0xc32e0000u) /* -174 */;
    uint v911 = (v907 >= v910) ? 1u : 0u;
    float v912 = v911 != 0u ? v907 : v909;
    float v913 = as_float(0x00000000u) /* 0 */;
    float v914 = as_float(0x3f800000u) /* 1 */;
    float v915 = as_float(0x42f00000u) /* 120 */;
    float v916 = as_float(0x42f00000u) /* 120 */;
    uint v917 = (v912 <= v916) ? 1u : 0u;
    float v918 = v917 != 0u ? v912 : v915;
    float v919 = as_float(0x4b400000u) /* 12582912 */;
    float v920 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v921 = morph_fma_f32(v918, v920, v919);
    float v922 = as_float(0x4b400000u) /* 12582912 */;
    float v923 = v921 - v922;
    int v924 = as_int(v921);
    int v925 = 1262485504;
    int v926 = as_int(as_uint(v924) - as_uint(v925));
    float v927 = as_float(0x3f317218u) /* 0.693147182 */;
    float v928 = morph_fma_f32(v923, v927, v918);
    float v929 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v930 = morph_fma_f32(v923, v929, v913);
    float v931 = v928 + v930;
    float v932 = as_float(as_uint(v931) ^ 0x80000000u);
    float v933 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v934 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v935 = morph_fma_f32(v932, v934, v933);
    float v936 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v937 = morph_fma_f32(v932, v935, v936);
    float v938 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v939 = morph_fma_f32(v932, v937, v938);
    float v940 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v941 = morph_fma_f32(v932, v939, v940);
    float v942 = as_float(0x3f000000u) /* 0.5 */;
    float v943 = morph_fma_f32(v932, v941, v942);
    float v944 = v932 * v932;
    float v945 = morph_fma_f32(v944, v943, v932);
    float v946 = v914 + v945;
    float v947 = v946 - v914;
    float v948 = v945 - v947;
    int v949 = 0;
    uint v950 = (v926 > v949) ? 1u : 0u;
    int v951 = 126;
    int v952 = 0;
    int v953 = as_int(as_uint(v952) - as_uint(v926));
    int v954 = v950 != 0u ? v926 : v953;
    int v955 = v954 < v951 ? v954 : v951;
    int v956 = 0;
    int v957 = as_int(as_uint(v956) - as_uint(v955));
    int v958 = 127;
    int v959 = as_int(as_uint(v957) + as_uint(v958));
    int v960 = 23;
    int v961 = as_int(as_uint(v959) << (as_uint(v960) & 31u));
    float v962 = as_float(v961);
    float v963 = v950 != 0u ? v946 : v914;
    float v964 = v946 * v962;
    float v965 = v950 != 0u ? v962 : v964;
    float v966 = v948 * v962;
    float v967 = v950 != 0u ? v948 : v966;
    float v968 = v963 + v965;
    float v969 = v968 - v963;
    float v970 = v965 - v969;
    float v971 = v970 + v967;
    float v972 = as_float(0x3f800000u) /* 1 */;
    float v973 = morph_div_f32(v972, v968);
    float v974 = v912 * v973;
    float v975 = as_float(as_uint(v912) ^ 0x80000000u);
    float v976 = morph_fma_f32(v974, v968, v975);
    float v977 = morph_fma_f32(v974, v971, v976);
    float v978 = as_float(as_uint(v973) ^ 0x80000000u);
    float v979 = morph_fma_f32(v977, v978, v974);
    int v980 = 0;
    int v981 = 126;
    int v982 = as_int(as_uint(v926) - as_uint(v981));
    int v983 = v982 < v980 ? v980 : v982;
    int v984 = 0;
    int v985 = as_int(as_uint(v984) - as_uint(v983));
    int v986 = 127;
    int v987 = as_int(as_uint(v985) + as_uint(v986));
    int v988 = 23;
    int v989 = as_int(as_uint(v987) << (as_uint(v988) & 31u));
    float v990 = as_float(v989);
    float v991 = v950 != 0u ? v962 : v914;
    float v992 = v979 * v990;
    float v993 = v992 * v991;
    float v994 = as_float(0x7f800000u) /* inf */;
    uint v995 = (v907 < v994) ? 1u : 0u;
    float v996 = v995 != 0u ? v993 : v907;
    float v908 = v996;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v322;
    p_out0[(v9 + 2u)] = v615;
    p_out0[(v9 + 3u)] = v908;
  }
}
