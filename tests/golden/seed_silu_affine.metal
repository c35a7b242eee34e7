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
    float v334 = v16 * v20;
    float v335 = v334 + v24;
    float v337 = as_float(0xc32e0000u) /* -174 */;
    float v338 = as_float(0xc32e0000u) /* -174 */;
    uint v339 = (v335 >= v338) ? 1u : 0u;
    float v340 = v339 != 0u ? v335 : v337;
    float v341 = as_float(0x00000000u) /* 0 */;
    float v342 = as_float(0x3f800000u) /* 1 */;
    float v343 = as_float(0x42f00000u) /* 120 */;
    float v344 = as_float(0x42f00000u) /* 120 */;
    uint v345 = (v340 <= v344) ? 1u : 0u;
    float v346 = v345 != 0u ? v340 : v343;
    float v347 = as_float(0x4b400000u) /* 12582912 */;
    float v348 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v349 = morph_fma_f32(v346, v348, v347);
    float v350 = as_float(0x4b400000u) /* 12582912 */;
    float v351 = v349 - v350;
    int v352 = as_int(v349);
    int v353 = 1262485504;
    int v354 = as_int(as_uint(v352) - as_uint(v353));
    float v355 = as_float(0x3f317218u) /* 0.693147182 */;
    float v356 = morph_fma_f32(v351, v355, v346);
    float v357 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v358 = morph_fma_f32(v351, v357, v341);
    float v359 = v356 + v358;
    float v360 = as_float(as_uint(v359) ^ 0x80000000u);
    float v361 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v362 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v363 = morph_fma_f32(v360, v362, v361);
    float v364 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v365 = morph_fma_f32(v360, v363, v364);
    float v366 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v367 = morph_fma_f32(v360, v365, v366);
    float v368 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v369 = morph_fma_f32(v360, v367, v368);
    float v370 = as_float(0x3f000000u) /* 0.5 */;
    float v371 = morph_fma_f32(v360, v369, v370);
    float v372 = v360 * v360;
    float v373 = morph_fma_f32(v372, v371, v360);
    float v374 = v342 + v373;
    float v375 = v374 - v342;
    float v376 = v373 - v375;
    int v377 = 0;
    uint v378 = (v354 > v377) ? 1u : 0u;
    int v379 = 126;
    int v380 = 0;
    int v381 = as_int(as_uint(v380) - as_uint(v354));
    int v382 = v378 != 0u ? v354 : v381;
    int v383 = v382 < v379 ? v382 : v379;
    int v384 = 0;
    int v385 = as_int(as_uint(v384) - as_uint(v383));
    int v386 = 127;
    int v387 = as_int(as_uint(v385) + as_uint(v386));
    int v388 = 23;
    int v389 = as_int(as_uint(v387) << (as_uint(v388) & 31u));
    float v390 = as_float(v389);
    float v391 = v378 != 0u ? v374 : v342;
    float v392 = v374 * v390;
    float v393 = v378 != 0u ? v390 : v392;
    float v394 = v376 * v390;
    float v395 = v378 != 0u ? v376 : v394;
    float v396 = v391 + v393;
    float v397 = v396 - v391;
    float v398 = v393 - v397;
    float v399 = v398 + v395;
    float v400 = as_float(0x3f800000u) /* 1 */;
    float v401 = morph_div_f32(v400, v396);
    float v402 = v340 * v401;
    float v403 = as_float(as_uint(v340) ^ 0x80000000u);
    float v404 = morph_fma_f32(v402, v396, v403);
    float v405 = morph_fma_f32(v402, v399, v404);
    float v406 = as_float(as_uint(v401) ^ 0x80000000u);
    float v407 = morph_fma_f32(v405, v406, v402);
    int v408 = 0;
    int v409 = 126;
    int v410 = as_int(as_uint(v354) - as_uint(v409));
    int v411 = v410 < v408 ? v408 : v410;
    int v412 = 0;
    int v413 = as_int(as_uint(v412) - as_uint(v411));
    int v414 = 127;
    int v415 = as_int(as_uint(v413) + as_uint(v414));
    int v416 = 23;
    int v417 = as_int(as_uint(v415) << (as_uint(v416) & 31u));
    float v418 = as_float(v417);
    float v419 = v378 != 0u ? v390 : v342;
    float v420 = v407 * v418;
    float v421 = v420 * v419;
    float v422 = as_float(0x7f800000u) /* inf */;
    uint v423 = (v335 < v422) ? 1u : 0u;
    float v424 = v423 != 0u ? v421 : v335;
    float v336 = v424;
    float v641 = v17 * v21;
    float v642 = v641 + v25;
    float v644 = as_float(0xc32e0000u) /* -174 */;
    float v645 = as_float(0xc32e0000u) /* -174 */;
    uint v646 = (v642 >= v645) ? 1u : 0u;
    float v647 = v646 != 0u ? v642 : v644;
    float v648 = as_float(0x00000000u) /* 0 */;
    float v649 = as_float(0x3f800000u) /* 1 */;
    float v650 = as_float(0x42f00000u) /* 120 */;
    float v651 = as_float(0x42f00000u) /* 120 */;
    uint v652 = (v647 <= v651) ? 1u : 0u;
    float v653 = v652 != 0u ? v647 : v650;
    float v654 = as_float(0x4b400000u) /* 12582912 */;
    float v655 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v656 = morph_fma_f32(v653, v655, v654);
    float v657 = as_float(0x4b400000u) /* 12582912 */;
    float v658 = v656 - v657;
    int v659 = as_int(v656);
    int v660 = 1262485504;
    int v661 = as_int(as_uint(v659) - as_uint(v660));
    float v662 = as_float(0x3f317218u) /* 0.693147182 */;
    float v663 = morph_fma_f32(v658, v662, v653);
    float v664 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v665 = morph_fma_f32(v658, v664, v648);
    float v666 = v663 + v665;
    float v667 = as_float(as_uint(v666) ^ 0x80000000u);
    float v668 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v669 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v670 = morph_fma_f32(v667, v669, v668);
    float v671 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v672 = morph_fma_f32(v667, v670, v671);
    float v673 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v674 = morph_fma_f32(v667, v672, v673);
    float v675 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v676 = morph_fma_f32(v667, v674, v675);
    float v677 = as_float(0x3f000000u) /* 0.5 */;
    float v678 = morph_fma_f32(v667, v676, v677);
    float v679 = v667 * v667;
    float v680 = morph_fma_f32(v679, v678, v667);
    float v681 = v649 + v680;
    float v682 = v681 - v649;
    float v683 = v680 - v682;
    int v684 = 0;
    uint v685 = (v661 > v684) ? 1u : 0u;
    int v686 = 126;
    int v687 = 0;
    int v688 = as_int(as_uint(v687) - as_uint(v661));
    int v689 = v685 != 0u ? v661 : v688;
    int v690 = v689 < v686 ? v689 : v686;
    int v691 = 0;
    int v692 = as_int(as_uint(v691) - as_uint(v690));
    int v693 = 127;
    int v694 = as_int(as_uint(v692) + as_uint(v693));
    int v695 = 23;
    int v696 = as_int(as_uint(v694) << (as_uint(v695) & 31u));
    float v697 = as_float(v696);
    float v698 = v685 != 0u ? v681 : v649;
    float v699 = v681 * v697;
    float v700 = v685 != 0u ? v697 : v699;
    float v701 = v683 * v697;
    float v702 = v685 != 0u ? v683 : v701;
    float v703 = v698 + v700;
    float v704 = v703 - v698;
    float v705 = v700 - v704;
    float v706 = v705 + v702;
    float v707 = as_float(0x3f800000u) /* 1 */;
    float v708 = morph_div_f32(v707, v703);
    float v709 = v647 * v708;
    float v710 = as_float(as_uint(v647) ^ 0x80000000u);
    float v711 = morph_fma_f32(v709, v703, v710);
    float v712 = morph_fma_f32(v709, v706, v711);
    float v713 = as_float(as_uint(v708) ^ 0x80000000u);
    float v714 = morph_fma_f32(v712, v713, v709);
    int v715 = 0;
    int v716 = 126;
    int v717 = as_int(as_uint(v661) - as_uint(v716));
    int v718 = v717 < v715 ? v715 : v717;
    int v719 = 0;
    int v720 = as_int(as_uint(v719) - as_uint(v718));
    int v721 = 127;
    int v722 = as_int(as_uint(v720) + as_uint(v721));
    int v723 = 23;
    int v724 = as_int(as_uint(v722) << (as_uint(v723) & 31u));
    float v725 = as_float(v724);
    float v726 = v685 != 0u ? v697 : v649;
    float v727 = v714 * v725;
    float v728 = v727 * v726;
    float v729 = as_float(0x7f800000u) /* inf */;
    uint v730 = (v642 < v729) ? 1u : 0u;
    float v731 = v730 != 0u ? v728 : v642;
    float v643 = v731;
    float v948 = v18 * v22;
    float v949 = v948 + v26;
    float v951 = as_float(0xc32e0000u) /* -174 */;
    float v952 = as_float(0xc32e0000u) /* -174 */;
    uint v953 = (v949 >= v952) ? 1u : 0u;
    float v954 = v953 != 0u ? v949 : v951;
    float v955 = as_float(0x00000000u) /* 0 */;
    float v956 = as_float(0x3f800000u) /* 1 */;
    float v957 = as_float(0x42f00000u) /* 120 */;
    float v958 = as_float(0x42f00000u) /* 120 */;
    uint v959 = (v954 <= v958) ? 1u : 0u;
    float v960 = v959 != 0u ? v954 : v957;
    float v961 = as_float(0x4b400000u) /* 12582912 */;
    float v962 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v963 = morph_fma_f32(v960, v962, v961);
    float v964 = as_float(0x4b400000u) /* 12582912 */;
    float v965 = v963 - v964;
    int v966 = as_int(v963);
    int v967 = 1262485504;
    int v968 = as_int(as_uint(v966) - as_uint(v967));
    float v969 = as_float(0x3f317218u) /* 0.693147182 */;
    float v970 = morph_fma_f32(v965, v969, v960);
    float v971 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v972 = morph_fma_f32(v965, v971, v955);
    float v973 = v970 + v972;
    float v974 = as_float(as_uint(v973) ^ 0x80000000u);
    float v975 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v976 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v977 = morph_fma_f32(v974, v976, v975);
    float v978 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v979 = morph_fma_f32(v974, v977, v978);
    float v980 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v981 = morph_fma_f32(v974, v979, v980);
    float v982 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v983 = morph_fma_f32(v974, v981, v982);
    float v984 = as_float(0x3f000000u) /* 0.5 */;
    float v985 = morph_fma_f32(v974, v983, v984);
    float v986 = v974 * v974;
    float v987 = morph_fma_f32(v986, v985, v974);
    float v988 = v956 + v987;
    float v989 = v988 - v956;
    float v990 = v987 - v989;
    int v991 = 0;
    uint v992 = (v968 > v991) ? 1u : 0u;
    int v993 = 126;
    int v994 = 0;
    int v995 = as_int(as_uint(v994) - as_uint(v968));
    int v996 = v992 != 0u ? v968 : v995;
    int v997 = v996 < v993 ? v996 : v993;
    int v998 = 0;
    int v999 = as_int(as_uint(v998) - as_uint(v997));
    int v1000 = 127;
    int v1001 = as_int(as_uint(v999) + as_uint(v1000));
    int v1002 = 23;
    int v1003 = as_int(as_uint(v1001) << (as_uint(v1002) & 31u));
    float v1004 = as_float(v1003);
    float v1005 = v992 != 0u ? v988 : v956;
    float v1006 = v988 * v1004;
    float v1007 = v992 != 0u ? v1004 : v1006;
    float v1008 = v990 * v1004;
    float v1009 = v992 != 0u ? v990 : v1008;
    float v1010 = v1005 + v1007;
    float v1011 = v1010 - v1005;
    float v1012 = v1007 - v1011;
    float v1013 = v1012 + v1009;
    float v1014 = as_float(0x3f800000u) /* 1 */;
    float v1015 = morph_div_f32(v1014, v1010);
    float v1016 = v954 * v1015;
    float v1017 = as_float(as_uint(v954) ^ 0x80000000u);
    float v1018 = morph_fma_f32(v1016, v1010, v1017);
    float v1019 = morph_fma_f32(v1016, v1013, v1018);
    float v1020 = as_float(as_uint(v1015) ^ 0x80000000u);
    float v1021 = morph_fma_f32(v1019, v1020, v1016);
    int v1022 = 0;
    int v1023 = 126;
    int v1024 = as_int(as_uint(v968) - as_uint(v1023));
    int v1025 = v1024 < v1022 ? v1022 : v1024;
    int v1026 = 0;
    int v1027 = as_int(as_uint(v1026) - as_uint(v1025));
    int v1028 = 127;
    int v1029 = as_int(as_uint(v1027) + as_uint(v1028));
    int v1030 = 23;
    int v1031 = as_int(as_uint(v1029) << (as_uint(v1030) & 31u));
    float v1032 = as_float(v1031);
    float v1033 = v992 != 0u ? v1004 : v956;
    float v1034 = v1021 * v1032;
    float v1035 = v1034 * v1033;
    float v1036 = as_float(0x7f800000u) /* inf */;
    uint v1037 = (v949 < v1036) ? 1u : 0u;
    float v1038 = v1037 != 0u ? v1035 : v949;
    float v950 = v1038;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v336;
    p_out0[(v9 + 2u)] = v643;
    p_out0[(v9 + 3u)] = v950;
  }
}
