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
    float v328 = v23 * v19;
    float v330 = as_float(0xc32e0000u) /* -174 */;
    float v331 = as_float(0xc32e0000u) /* -174 */;
    uint v332 = (v16 >= v331) ? 1u : 0u;
    float v333 = v332 != 0u ? v16 : v330;
    float v334 = as_float(0x00000000u) /* 0 */;
    float v335 = as_float(0x3f800000u) /* 1 */;
    float v336 = as_float(0x42f00000u) /* 120 */;
    float v337 = as_float(0x42f00000u) /* 120 */;
    uint v338 = (v333 <= v337) ? 1u : 0u;
    float v339 = v338 != 0u ? v333 : v336;
    float v340 = as_float(0x4b400000u) /* 12582912 */;
    float v341 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v342 = morph_fma_f32(v339, v341, v340);
    float v343 = as_float(0x4b400000u) /* 12582912 */;
    float v344 = v342 - v343;
    int v345 = as_int(v342);
    int v346 = 1262485504;
    int v347 = as_int(as_uint(v345) - as_uint(v346));
    float v348 = as_float(0x3f317218u) /* 0.693147182 */;
    float v349 = morph_fma_f32(v344, v348, v339);
    float v350 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v351 = morph_fma_f32(v344, v350, v334);
    float v352 = v349 + v351;
    float v353 = as_float(as_uint(v352) ^ 0x80000000u);
    float v354 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v355 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v356 = morph_fma_f32(v353, v355, v354);
    float v357 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v358 = morph_fma_f32(v353, v356, v357);
    float v359 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v360 = morph_fma_f32(v353, v358, v359);
    float v361 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v362 = morph_fma_f32(v353, v360, v361);
    float v363 = as_float(0x3f000000u) /* 0.5 */;
    float v364 = morph_fma_f32(v353, v362, v363);
    float v365 = v353 * v353;
    float v366 = morph_fma_f32(v365, v364, v353);
    float v367 = v335 + v366;
    float v368 = v367 - v335;
    float v369 = v366 - v368;
    int v370 = 0;
    uint v371 = (v347 > v370) ? 1u : 0u;
    int v372 = 126;
    int v373 = 0;
    int v374 = as_int(as_uint(v373) - as_uint(v347));
    int v375 = v371 != 0u ? v347 : v374;
    int v376 = v375 < v372 ? v375 : v372;
    int v377 = 0;
    int v378 = as_int(as_uint(v377) - as_uint(v376));
    int v379 = 127;
    int v380 = as_int(as_uint(v378) + as_uint(v379));
    int v381 = 23;
    int v382 = as_int(as_uint(v380) << (as_uint(v381) & 31u));
    float v383 = as_float(v382);
    float v384 = v371 != 0u ? v367 : v335;
    float v385 = v367 * v383;
    float v386 = v371 != 0u ? v383 : v385;
    float v387 = v369 * v383;
    float v388 = v371 != 0u ? v369 : v387;
    float v389 = v384 + v386;
    float v390 = v389 - v384;
    float v391 = v386 - v390;
    float v392 = v391 + v388;
    float v393 = as_float(0x3f800000u) /* 1 */;
    float v394 = morph_div_f32(v393, v389);
    float v395 = v333 * v394;
    float v396 = as_float(as_uint(v333) ^ 0x80000000u);
    float v397 = morph_fma_f32(v395, v389, v396);
    float v398 = morph_fma_f32(v395, v392, v397);
    float v399 = as_float(as_uint(v394) ^ 0x80000000u);
    float v400 = morph_fma_f32(v398, v399, v395);
    int v401 = 0;
    int v402 = 126;
    int v403 = as_int(as_uint(v347) - as_uint(v402));
    int v404 = v403 < v401 ? v401 : v403;
    int v405 = 0;
    int v406 = as_int(as_uint(v405) - as_uint(v404));
    int v407 = 127;
    int v408 = as_int(as_uint(v406) + as_uint(v407));
    int v409 = 23;
    int v410 = as_int(as_uint(v408) << (as_uint(v409) & 31u));
    float v411 = as_float(v410);
    float v412 = v371 != 0u ? v383 : v335;
    float v413 = v400 * v411;
    float v414 = v413 * v412;
    float v415 = as_float(0x7f800000u) /* inf */;
    uint v416 = (v16 < v415) ? 1u : 0u;
    float v417 = v416 != 0u ? v414 : v16;
    float v329 = v417;
    float v634 = v329 * v20;
    float v636 = as_float(0xc32e0000u) /* -174 */;
    float v637 = as_float(0xc32e0000u) /* -174 */;
    uint v638 = (v17 >= v637) ? 1u : 0u;
    float v639 = v638 != 0u ? v17 : v636;
    float v640 = as_float(0x00000000u) /* 0 */;
    float v641 = as_float(0x3f800000u) /* 1 */;
    float v642 = as_float(0x42f00000u) /* 120 */;
    float v643 = as_float(0x42f00000u) /* 120 */;
    uint v644 = (v639 <= v643) ? 1u : 0u;
    float v645 = v644 != 0u ? v639 : v642;
    float v646 = as_float(0x4b400000u) /* 12582912 */;
    float v647 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v648 = morph_fma_f32(v645, v647, v646);
    float v649 = as_float(0x4b400000u) /* 12582912 */;
    float v650 = v648 - v649;
    int v651 = as_int(v648);
    int v652 = 1262485504;
    int v653 = as_int(as_uint(v651) - as_uint(v652));
    float v654 = as_float(0x3f317218u) /* 0.693147182 */;
    float v655 = morph_fma_f32(v650, v654, v645);
    float v656 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v657 = morph_fma_f32(v650, v656, v640);
    float v658 = v655 + v657;
    float v659 = as_float(as_uint(v658) ^ 0x80000000u);
    float v660 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v661 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v662 = morph_fma_f32(v659, v661, v660);
    float v663 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v664 = morph_fma_f32(v659, v662, v663);
    float v665 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v666 = morph_fma_f32(v659, v664, v665);
    float v667 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v668 = morph_fma_f32(v659, v666, v667);
    float v669 = as_float(0x3f000000u) /* 0.5 */;
    float v670 = morph_fma_f32(v659, v668, v669);
    float v671 = v659 * v659;
    float v672 = morph_fma_f32(v671, v670, v659);
    float v673 = v641 + v672;
    float v674 = v673 - v641;
    float v675 = v672 - v674;
    int v676 = 0;
    uint v677 = (v653 > v676) ? 1u : 0u;
    int v678 = 126;
    int v679 = 0;
    int v680 = as_int(as_uint(v679) - as_uint(v653));
    int v681 = v677 != 0u ? v653 : v680;
    int v682 = v681 < v678 ? v681 : v678;
    int v683 = 0;
    int v684 = as_int(as_uint(v683) - as_uint(v682));
    int v685 = 127;
    int v686 = as_int(as_uint(v684) + as_uint(v685));
    int v687 = 23;
    int v688 = as_int(as_uint(v686) << (as_uint(v687) & 31u));
    float v689 = as_float(v688);
    float v690 = v677 != 0u ? v673 : v641;
    float v691 = v673 * v689;
    float v692 = v677 != 0u ? v689 : v691;
    float v693 = v675 * v689;
    float v694 = v677 != 0u ? v675 : v693;
    float v695 = v690 + v692;
    float v696 = v695 - v690;
    float v697 = v692 - v696;
    float v698 = v697 + v694;
    float v699 = as_float(0x3f800000u) /* 1 */;
    float v700 = morph_div_f32(v699, v695);
    float v701 = v639 * v700;
    float v702 = as_float(as_uint(v639) ^ 0x80000000u);
    float v703 = morph_fma_f32(v701, v695, v702);
    float v704 = morph_fma_f32(v701, v698, v703);
    float v705 = as_float(as_uint(v700) ^ 0x80000000u);
    float v706 = morph_fma_f32(v704, v705, v701);
    int v707 = 0;
    int v708 = 126;
    int v709 = as_int(as_uint(v653) - as_uint(v708));
    int v710 = v709 < v707 ? v707 : v709;
    int v711 = 0;
    int v712 = as_int(as_uint(v711) - as_uint(v710));
    int v713 = 127;
    int v714 = as_int(as_uint(v712) + as_uint(v713));
    int v715 = 23;
    int v716 = as_int(as_uint(v714) << (as_uint(v715) & 31u));
    float v717 = as_float(v716);
    float v718 = v677 != 0u ? v689 : v641;
    float v719 = v706 * v717;
    float v720 = v719 * v718;
    float v721 = as_float(0x7f800000u) /* inf */;
    uint v722 = (v17 < v721) ? 1u : 0u;
    float v723 = v722 != 0u ? v720 : v17;
    float v635 = v723;
    float v940 = v635 * v21;
    float v942 = as_float(0xc32e0000u) /* -174 */;
    float v943 = as_float(0xc32e0000u) /* -174 */;
    uint v944 = (v18 >= v943) ? 1u : 0u;
    float v945 = v944 != 0u ? v18 : v942;
    float v946 = as_float(0x00000000u) /* 0 */;
    float v947 = as_float(0x3f800000u) /* 1 */;
    float v948 = as_float(0x42f00000u) /* 120 */;
    float v949 = as_float(0x42f00000u) /* 120 */;
    uint v950 = (v945 <= v949) ? 1u : 0u;
    float v951 = v950 != 0u ? v945 : v948;
    float v952 = as_float(0x4b400000u) /* 12582912 */;
    float v953 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v954 = morph_fma_f32(v951, v953, v952);
    float v955 = as_float(0x4b400000u) /* 12582912 */;
    float v956 = v954 - v955;
    int v957 = as_int(v954);
    int v958 = 1262485504;
    int v959 = as_int(as_uint(v957) - as_uint(v958));
    float v960 = as_float(0x3f317218u) /* 0.693147182 */;
    float v961 = morph_fma_f32(v956, v960, v951);
    float v962 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v963 = morph_fma_f32(v956, v962, v946);
    float v964 = v961 + v963;
    float v965 = as_float(as_uint(v964) ^ 0x80000000u);
    float v966 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v967 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v968 = morph_fma_f32(v965, v967, v966);
    float v969 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v970 = morph_fma_f32(v965, v968, v969);
    float v971 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v972 = morph_fma_f32(v965, v970, v971);
    float v973 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v974 = morph_fma_f32(v965, v972, v973);
    float v975 = as_float(0x3f000000u) /* 0.5 */;
    float v976 = morph_fma_f32(v965, v974, v975);
    float v977 = v965 * v965;
    float v978 = morph_fma_f32(v977, v976, v965);
    float v979 = v947 + v978;
    float v980 = v979 - v947;
    float v981 = v978 - v980;
    int v982 = 0;
    uint v983 = (v959 > v982) ? 1u : 0u;
    int v984 = 126;
    int v985 = 0;
    int v986 = as_int(as_uint(v985) - as_uint(v959));
    int v987 = v983 != 0u ? v959 : v986;
    int v988 = v987 < v984 ? v987 : v984;
    int v989 = 0;
    int v990 = as_int(as_uint(v989) - as_uint(v988));
    int v991 = 127;
    int v992 = as_int(as_uint(v990) + as_uint(v991));
    int v993 = 23;
    int v994 = as_int(as_uint(v992) << (as_uint(v993) & 31u));
    float v995 = as_float(v994);
    float v996 = v983 != 0u ? v979 : v947;
    float v997 = v979 * v995;
    float v998 = v983 != 0u ? v995 : v997;
    float v999 = v981 * v995;
    float v1000 = v983 != 0u ? v981 : v999;
    float v1001 = v996 + v998;
    float v1002 = v1001 - v996;
    float v1003 = v998 - v1002;
    float v1004 = v1003 + v1000;
    float v1005 = as_float(0x3f800000u) /* 1 */;
    float v1006 = morph_div_f32(v1005, v1001);
    float v1007 = v945 * v1006;
    float v1008 = as_float(as_uint(v945) ^ 0x80000000u);
    float v1009 = morph_fma_f32(v1007, v1001, v1008);
    float v1010 = morph_fma_f32(v1007, v1004, v1009);
    float v1011 = as_float(as_uint(v1006) ^ 0x80000000u);
    float v1012 = morph_fma_f32(v1010, v1011, v1007);
    int v1013 = 0;
    int v1014 = 126;
    int v1015 = as_int(as_uint(v959) - as_uint(v1014));
    int v1016 = v1015 < v1013 ? v1013 : v1015;
    int v1017 = 0;
    int v1018 = as_int(as_uint(v1017) - as_uint(v1016));
    int v1019 = 127;
    int v1020 = as_int(as_uint(v1018) + as_uint(v1019));
    int v1021 = 23;
    int v1022 = as_int(as_uint(v1020) << (as_uint(v1021) & 31u));
    float v1023 = as_float(v1022);
    float v1024 = v983 != 0u ? v995 : v947;
    float v1025 = v1012 * v1023;
    float v1026 = v1025 * v1024;
    float v1027 = as_float(0x7f800000u) /* inf */;
    uint v1028 = (v18 < v1027) ? 1u : 0u;
    float v1029 = v1028 != 0u ? v1026 : v18;
    float v941 = v1029;
    float v1246 = v941 * v22;
    p_out0[(v9 + 0u)] = v328;
    p_out0[(v9 + 1u)] = v634;
    p_out0[(v9 + 2u)] = v940;
    p_out0[(v9 + 3u)] = v1246;
  }
}
