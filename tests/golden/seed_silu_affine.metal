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
    float v330 = v16 * v20;
    float v331 = v330 + v24;
    float v333 = as_float(0xc32e0000u) /* -174 */;
    float v334 = as_float(0xc32e0000u) /* -174 */;
    uint v335 = (v331 >= v334) ? 1u : 0u;
    float v336 = v335 != 0u ? v331 : v333;
    float v337 = as_float(0x00000000u) /* 0 */;
    float v338 = as_float(0x3f800000u) /* 1 */;
    float v339 = as_float(0x42f00000u) /* 120 */;
    float v340 = as_float(0x42f00000u) /* 120 */;
    uint v341 = (v336 <= v340) ? 1u : 0u;
    float v342 = v341 != 0u ? v336 : v339;
    float v343 = as_float(0x4b400000u) /* 12582912 */;
    float v344 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v345 = morph_fma_f32(v342, v344, v343);
    float v346 = as_float(0x4b400000u) /* 12582912 */;
    float v347 = v345 - v346;
    int v348 = as_int(v345);
    int v349 = 1262485504;
    int v350 = as_int(as_uint(v348) - as_uint(v349));
    float v351 = as_float(0x3f317218u) /* 0.693147182 */;
    float v352 = morph_fma_f32(v347, v351, v342);
    float v353 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v354 = morph_fma_f32(v347, v353, v337);
    float v355 = v352 + v354;
    float v356 = as_float(as_uint(v355) ^ 0x80000000u);
    float v357 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v358 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v359 = morph_fma_f32(v356, v358, v357);
    float v360 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v361 = morph_fma_f32(v356, v359, v360);
    float v362 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v363 = morph_fma_f32(v356, v361, v362);
    float v364 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v365 = morph_fma_f32(v356, v363, v364);
    float v366 = as_float(0x3f000000u) /* 0.5 */;
    float v367 = morph_fma_f32(v356, v365, v366);
    float v368 = v356 * v356;
    float v369 = morph_fma_f32(v368, v367, v356);
    float v370 = v338 + v369;
    float v371 = v370 - v338;
    float v372 = v369 - v371;
    int v373 = 0;
    uint v374 = (v350 > v373) ? 1u : 0u;
    int v375 = 126;
    int v376 = 0;
    int v377 = as_int(as_uint(v376) - as_uint(v350));
    int v378 = v374 != 0u ? v350 : v377;
    int v379 = v378 < v375 ? v378 : v375;
    int v380 = 0;
    int v381 = as_int(as_uint(v380) - as_uint(v379));
    int v382 = 127;
    int v383 = as_int(as_uint(v381) + as_uint(v382));
    int v384 = 23;
    int v385 = as_int(as_uint(v383) << (as_uint(v384) & 31u));
    float v386 = as_float(v385);
    float v387 = v374 != 0u ? v370 : v338;
    float v388 = v370 * v386;
    float v389 = v374 != 0u ? v386 : v388;
    float v390 = v372 * v386;
    float v391 = v374 != 0u ? v372 : v390;
    float v392 = v387 + v389;
    float v393 = v392 - v387;
    float v394 = v389 - v393;
    float v395 = v394 + v391;
    float v396 = as_float(0x3f800000u) /* 1 */;
    float v397 = morph_div_f32(v396, v392);
    float v398 = v336 * v397;
    float v399 = as_float(as_uint(v336) ^ 0x80000000u);
    float v400 = morph_fma_f32(v398, v392, v399);
    float v401 = morph_fma_f32(v398, v395, v400);
    float v402 = as_float(as_uint(v397) ^ 0x80000000u);
    float v403 = morph_fma_f32(v401, v402, v398);
    int v404 = 0;
    int v405 = 126;
    int v406 = as_int(as_uint(v350) - as_uint(v405));
    int v407 = v406 < v404 ? v404 : v406;
    int v408 = 0;
    int v409 = as_int(as_uint(v408) - as_uint(v407));
    int v410 = 127;
    int v411 = as_int(as_uint(v409) + as_uint(v410));
    int v412 = 23;
    int v413 = as_int(as_uint(v411) << (as_uint(v412) & 31u));
    float v414 = as_float(v413);
    float v415 = v374 != 0u ? v386 : v338;
    float v416 = v403 * v414;
    float v417 = v416 * v415;
    float v418 = as_float(0x7f800000u) /* inf */;
    uint v419 = (v331 < v418) ? 1u : 0u;
    float v420 = v419 != 0u ? v417 : v331;
    float v332 = v420;
    float v633 = v17 * v21;
    float v634 = v633 + v25;
    float v636 = as_float(0xc32e0000u) /* -174 */;
    float v637 = as_float(0xc32e0000u) /* -174 */;
    uint v638 = (v634 >= v637) ? 1u : 0u;
    float v639 = v638 != 0u ? v634 : v636;
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
    uint v722 = (v634 < v721) ? 1u : 0u;
    float v723 = v722 != 0u ? v720 : v634;
    float v635 = v723;
    float v936 = v18 * v22;
    float v937 = v936 + v26;
    float v939 = as_float(0xc32e0000u) /* -174 */;
    float v940 = as_float(0xc32e0000u) /* -174 */;
    uint v941 = (v937 >= v940) ? 1u : 0u;
    float v942 = v941 != 0u ? v937 : v939;
    float v943 = as_float(0x00000000u) /* 0 */;
    float v944 = as_float(0x3f800000u) /* 1 */;
    float v945 = as_float(0x42f00000u) /* 120 */;
    float v946 = as_float(0x42f00000u) /* 120 */;
    uint v947 = (v942 <= v946) ? 1u : 0u;
    float v948 = v947 != 0u ? v942 : v945;
    float v949 = as_float(0x4b400000u) /* 12582912 */;
    float v950 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v951 = morph_fma_f32(v948, v950, v949);
    float v952 = as_float(0x4b400000u) /* 12582912 */;
    float v953 = v951 - v952;
    int v954 = as_int(v951);
    int v955 = 1262485504;
    int v956 = as_int(as_uint(v954) - as_uint(v955));
    float v957 = as_float(0x3f317218u) /* 0.693147182 */;
    float v958 = morph_fma_f32(v953, v957, v948);
    float v959 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v960 = morph_fma_f32(v953, v959, v943);
    float v961 = v958 + v960;
    float v962 = as_float(as_uint(v961) ^ 0x80000000u);
    float v963 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v964 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v965 = morph_fma_f32(v962, v964, v963);
    float v966 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v967 = morph_fma_f32(v962, v965, v966);
    float v968 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v969 = morph_fma_f32(v962, v967, v968);
    float v970 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v971 = morph_fma_f32(v962, v969, v970);
    float v972 = as_float(0x3f000000u) /* 0.5 */;
    float v973 = morph_fma_f32(v962, v971, v972);
    float v974 = v962 * v962;
    float v975 = morph_fma_f32(v974, v973, v962);
    float v976 = v944 + v975;
    float v977 = v976 - v944;
    float v978 = v975 - v977;
    int v979 = 0;
    uint v980 = (v956 > v979) ? 1u : 0u;
    int v981 = 126;
    int v982 = 0;
    int v983 = as_int(as_uint(v982) - as_uint(v956));
    int v984 = v980 != 0u ? v956 : v983;
    int v985 = v984 < v981 ? v984 : v981;
    int v986 = 0;
    int v987 = as_int(as_uint(v986) - as_uint(v985));
    int v988 = 127;
    int v989 = as_int(as_uint(v987) + as_uint(v988));
    int v990 = 23;
    int v991 = as_int(as_uint(v989) << (as_uint(v990) & 31u));
    float v992 = as_float(v991);
    float v993 = v980 != 0u ? v976 : v944;
    float v994 = v976 * v992;
    float v995 = v980 != 0u ? v992 : v994;
    float v996 = v978 * v992;
    float v997 = v980 != 0u ? v978 : v996;
    float v998 = v993 + v995;
    float v999 = v998 - v993;
    float v1000 = v995 - v999;
    float v1001 = v1000 + v997;
    float v1002 = as_float(0x3f800000u) /* 1 */;
    float v1003 = morph_div_f32(v1002, v998);
    float v1004 = v942 * v1003;
    float v1005 = as_float(as_uint(v942) ^ 0x80000000u);
    float v1006 = morph_fma_f32(v1004, v998, v1005);
    float v1007 = morph_fma_f32(v1004, v1001, v1006);
    float v1008 = as_float(as_uint(v1003) ^ 0x80000000u);
    float v1009 = morph_fma_f32(v1007, v1008, v1004);
    int v1010 = 0;
    int v1011 = 126;
    int v1012 = as_int(as_uint(v956) - as_uint(v1011));
    int v1013 = v1012 < v1010 ? v1010 : v1012;
    int v1014 = 0;
    int v1015 = as_int(as_uint(v1014) - as_uint(v1013));
    int v1016 = 127;
    int v1017 = as_int(as_uint(v1015) + as_uint(v1016));
    int v1018 = 23;
    int v1019 = as_int(as_uint(v1017) << (as_uint(v1018) & 31u));
    float v1020 = as_float(v1019);
    float v1021 = v980 != 0u ? v992 : v944;
    float v1022 = v1009 * v1020;
    float v1023 = v1022 * v1021;
    float v1024 = as_float(0x7f800000u) /* inf */;
    uint v1025 = (v937 < v1024) ? 1u : 0u;
    float v1026 = v1025 != 0u ? v1023 : v937;
    float v938 = v1026;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v332;
    p_out0[(v9 + 2u)] = v635;
    p_out0[(v9 + 3u)] = v938;
  }
}
