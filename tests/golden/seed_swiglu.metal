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
    float v48 = as_float(0x3f800000u) /* 1 */;
    float v49 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v50 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v51 = morph_fma_f32(v47, v50, v49);
    float v52 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v53 = morph_fma_f32(v47, v51, v52);
    float v54 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v55 = morph_fma_f32(v47, v53, v54);
    float v56 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v57 = morph_fma_f32(v47, v55, v56);
    float v58 = as_float(0x3f000000u) /* 0.5 */;
    float v59 = morph_fma_f32(v47, v57, v58);
    float v60 = v47 * v47;
    float v61 = morph_fma_f32(v60, v59, v47);
    float v62 = v48 + v61;
    float v63 = v62 - v48;
    float v64 = v61 - v63;
    int v65 = 0;
    uint v66 = (v41 > v65) ? 1u : 0u;
    int v67 = 126;
    int v68 = 0;
    int v69 = as_int(as_uint(v68) - as_uint(v41));
    int v70 = v66 != 0u ? v41 : v69;
    int v71 = v70 < v67 ? v70 : v67;
    int v72 = 0;
    int v73 = as_int(as_uint(v72) - as_uint(v71));
    int v74 = 127;
    int v75 = as_int(as_uint(v73) + as_uint(v74));
    int v76 = 23;
    int v77 = as_int(as_uint(v75) << (as_uint(v76) & 31u));
    float v78 = as_float(v77);
    float v79 = v66 != 0u ? v62 : v29;
    float v80 = v62 * v78;
    float v81 = v66 != 0u ? v78 : v80;
    float v82 = v64 * v78;
    float v83 = v66 != 0u ? v64 : v82;
    float v84 = v79 + v81;
    float v85 = v84 - v79;
    float v86 = v81 - v85;
    float v87 = v86 + v83;
    float v88 = as_float(0x3f800000u) /* 1 */;
    float v89 = morph_div_f32(v88, v84);
    float v90 = v27 * v89;
    float v91 = as_float(as_uint(v27) ^ 0x80000000u);
    float v92 = morph_fma_f32(v90, v84, v91);
    float v93 = morph_fma_f32(v90, v87, v92);
    float v94 = as_float(as_uint(v89) ^ 0x80000000u);
    float v95 = morph_fma_f32(v93, v94, v90);
    int v96 = 0;
    int v97 = 126;
    int v98 = as_int(as_uint(v41) - as_uint(v97));
    int v99 = v98 < v96 ? v96 : v98;
    int v100 = 0;
    int v101 = as_int(as_uint(v100) - as_uint(v99));
    int v102 = 127;
    int v103 = as_int(as_uint(v101) + as_uint(v102));
    int v104 = 23;
    int v105 = as_int(as_uint(v103) << (as_uint(v104) & 31u));
    float v106 = as_float(v105);
    float v107 = v66 != 0u ? v78 : v29;
    float v108 = v95 * v106;
    float v109 = v108 * v107;
    float v110 = as_float(0x7f800000u) /* inf */;
    uint v111 = (v15 < v110) ? 1u : 0u;
    float v112 = v111 != 0u ? v109 : v15;
    float v23 = v112;
    float v460 = v23 * v19;
    float v462 = as_float(0xc32e0000u) /* -174 */;
    float v463 = as_float(0xc32e0000u) /* -174 */;
    uint v464 = (v16 >= v463) ? 1u : 0u;
    float v465 = v464 != 0u ? v16 : v462;
    float v466 = as_float(0x00000000u) /* 0 */;
    float v467 = as_float(0x3f800000u) /* 1 */;
    float v468 = as_float(0x42f00000u) /* 120 */;
    float v469 = as_float(0x42f00000u) /* 120 */;
    uint v470 = (v465 <= v469) ? 1u : 0u;
    float v471 = v470 != 0u ? v465 : v468;
    float v472 = as_float(0x4b400000u) /* 12582912 */;
    float v473 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v474 = morph_fma_f32(v471, v473, v472);
    float v475 = as_float(0x4b400000u) /* 12582912 */;
    float v476 = v474 - v475;
    int v477 = as_int(v474);
    int v478 = 1262485504;
    int v479 = as_int(as_uint(v477) - as_uint(v478));
    float v480 = as_float(0x3f317218u) /* 0.693147182 */;
    float v481 = morph_fma_f32(v476, v480, v471);
    float v482 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v483 = morph_fma_f32(v476, v482, v466);
    float v484 = v481 + v483;
    float v485 = as_float(as_uint(v484) ^ 0x80000000u);
    float v486 = as_float(0x3f800000u) /* 1 */;
    float v487 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v488 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v489 = morph_fma_f32(v485, v488, v487);
    float v490 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v491 = morph_fma_f32(v485, v489, v490);
    float v492 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v493 = morph_fma_f32(v485, v491, v492);
    float v494 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v495 = morph_fma_f32(v485, v493, v494);
    float v496 = as_float(0x3f000000u) /* 0.5 */;
    float v497 = morph_fma_f32(v485, v495, v496);
    float v498 = v485 * v485;
    float v499 = morph_fma_f32(v498, v497, v485);
    float v500 = v486 + v499;
    float v501 = v500 - v486;
    float v502 = v499 - v501;
    int v503 = 0;
    uint v504 = (v479 > v503) ? 1u : 0u;
    int v505 = 126;
    int v506 = 0;
    int v507 = as_int(as_uint(v506) - as_uint(v479));
    int v508 = v504 != 0u ? v479 : v507;
    int v509 = v508 < v505 ? v508 : v505;
    int v510 = 0;
    int v511 = as_int(as_uint(v510) - as_uint(v509));
    int v512 = 127;
    int v513 = as_int(as_uint(v511) + as_uint(v512));
    int v514 = 23;
    int v515 = as_int(as_uint(v513) << (as_uint(v514) & 31u));
    float v516 = as_float(v515);
    float v517 = v504 != 0u ? v500 : v467;
    float v518 = v500 * v516;
    float v519 = v504 != 0u ? v516 : v518;
    float v520 = v502 * v516;
    float v521 = v504 != 0u ? v502 : v520;
    float v522 = v517 + v519;
    float v523 = v522 - v517;
    float v524 = v519 - v523;
    float v525 = v524 + v521;
    float v526 = as_float(0x3f800000u) /* 1 */;
    float v527 = morph_div_f32(v526, v522);
    float v528 = v465 * v527;
    float v529 = as_float(as_uint(v465) ^ 0x80000000u);
    float v530 = morph_fma_f32(v528, v522, v529);
    float v531 = morph_fma_f32(v528, v525, v530);
    float v532 = as_float(as_uint(v527) ^ 0x80000000u);
    float v533 = morph_fma_f32(v531, v532, v528);
    int v534 = 0;
    int v535 = 126;
    int v536 = as_int(as_uint(v479) - as_uint(v535));
    int v537 = v536 < v534 ? v534 : v536;
    int v538 = 0;
    int v539 = as_int(as_uint(v538) - as_uint(v537));
    int v540 = 127;
    int v541 = as_int(as_uint(v539) + as_uint(v540));
    int v542 = 23;
    int v543 = as_int(as_uint(v541) << (as_uint(v542) & 31u));
    float v544 = as_float(v543);
    float v545 = v504 != 0u ? v516 : v467;
    float v546 = v533 * v544;
    float v547 = v546 * v545;
    float v548 = as_float(0x7f800000u) /* inf */;
    uint v549 = (v16 < v548) ? 1u : 0u;
    float v550 = v549 != 0u ? v547 : v16;
    float v461 = v550;
    float v898 = v461 * v20;
    float v900 = as_float(0xc32e0000u) /* -174 */;
    float v901 = as_float(0xc32e0000u) /* -174 */;
    uint v902 = (v17 >= v901) ? 1u : 0u;
    float v903 = v902 != 0u ? v17 : v900;
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
    float v924 = as_float(0x3f800000u) /* 1 */;
    float v925 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v926 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v927 = morph_fma_f32(v923, v926, v925);
    float v928 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v929 = morph_fma_f32(v923, v927, v928);
    float v930 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v931 = morph_fma_f32(v923, v929, v930);
    float v932 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v933 = morph_fma_f32(v923, v931, v932);
    float v934 = as_float(0x3f000000u) /* 0.5 */;
    float v935 = morph_fma_f32(v923, v933, v934);
    float v936 = v923 * v923;
    float v937 = morph_fma_f32(v936, v935, v923);
    float v938 = v924 + v937;
    float v939 = v938 - v924;
    float v940 = v937 - v939;
    int v941 = 0;
    uint v942 = (v917 > v941) ? 1u : 0u;
    int v943 = 126;
    int v944 = 0;
    int v945 = as_int(as_uint(v944) - as_uint(v917));
    int v946 = v942 != 0u ? v917 : v945;
    int v947 = v946 < v943 ? v946 : v943;
    int v948 = 0;
    int v949 = as_int(as_uint(v948) - as_uint(v947));
    int v950 = 127;
    int v951 = as_int(as_uint(v949) + as_uint(v950));
    int v952 = 23;
    int v953 = as_int(as_uint(v951) << (as_uint(v952) & 31u));
    float v954 = as_float(v953);
    float v955 = v942 != 0u ? v938 : v905;
    float v956 = v938 * v954;
    float v957 = v942 != 0u ? v954 : v956;
    float v958 = v940 * v954;
    float v959 = v942 != 0u ? v940 : v958;
    float v960 = v955 + v957;
    float v961 = v960 - v955;
    float v962 = v957 - v961;
    float v963 = v962 + v959;
    float v964 = as_float(0x3f800000u) /* 1 */;
    float v965 = morph_div_f32(v964, v960);
    float v966 = v903 * v965;
    float v967 = as_float(as_uint(v903) ^ 0x80000000u);
    float v968 = morph_fma_f32(v966, v960, v967);
    float v969 = morph_fma_f32(v966, v963, v968);
    float v970 = as_float(as_uint(v965) ^ 0x80000000u);
    float v971 = morph_fma_f32(v969, v970, v966);
    int v972 = 0;
    int v973 = 126;
    int v974 = as_int(as_uint(v917) - as_uint(v973));
    int v975 = v974 < v972 ? v972 : v974;
    int v976 = 0;
    int v977 = as_int(as_uint(v976) - as_uint(v975));
    int v978 = 127;
    int v979 = as_int(as_uint(v977) + as_uint(v978));
    int v980 = 23;
    int v981 = as_int(as_uint(v979) << (as_uint(v980) & 31u));
    float v982 = as_float(v981);
    float v983 = v942 != 0u ? v954 : v905;
    float v984 = v971 * v982;
    float v985 = v984 * v983;
    float v986 = as_float(0x7f800000u) /* inf */;
    uint v987 = (v17 < v986) ? 1u : 0u;
    float v988 = v987 != 0u ? v985 : v17;
    float v899 = v988;
    float v1336 = v899 * v21;
    float v1338 = as_float(0xc32e0000u) /* -174 */;
    float v1339 = as_float(0xc32e0000u) /* -174 */;
    uint v1340 = (v18 >= v1339) ? 1u : 0u;
    float v1341 = v1340 != 0u ? v18 : v1338;
    float v1342 = as_float(0x00000000u) /* 0 */;
    float v1343 = as_float(0x3f800000u) /* 1 */;
    float v1344 = as_float(0x42f00000u) /* 120 */;
    float v1345 = as_float(0x42f00000u) /* 120 */;
    uint v1346 = (v1341 <= v1345) ? 1u : 0u;
    float v1347 = v1346 != 0u ? v1341 : v1344;
    float v1348 = as_float(0x4b400000u) /* 12582912 */;
    float v1349 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v1350 = morph_fma_f32(v1347, v1349, v1348);
    float v1351 = as_float(0x4b400000u) /* 12582912 */;
    float v1352 = v1350 - v1351;
    int v1353 = as_int(v1350);
    int v1354 = 1262485504;
    int v1355 = as_int(as_uint(v1353) - as_uint(v1354));
    float v1356 = as_float(0x3f317218u) /* 0.693147182 */;
    float v1357 = morph_fma_f32(v1352, v1356, v1347);
    float v1358 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v1359 = morph_fma_f32(v1352, v1358, v1342);
    float v1360 = v1357 + v1359;
    float v1361 = as_float(as_uint(v1360) ^ 0x80000000u);
    float v1362 = as_float(0x3f800000u) /* 1 */;
    float v1363 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v1364 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v1365 = morph_fma_f32(v1361, v1364, v1363);
    float v1366 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v1367 = morph_fma_f32(v1361, v1365, v1366);
    float v1368 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v1369 = morph_fma_f32(v1361, v1367, v1368);
    float v1370 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v1371 = morph_fma_f32(v1361, v1369, v1370);
    float v1372 = as_float(0x3f000000u) /* 0.5 */;
    float v1373 = morph_fma_f32(v1361, v1371, v1372);
    float v1374 = v1361 * v1361;
    float v1375 = morph_fma_f32(v1374, v1373, v1361);
    float v1376 = v1362 + v1375;
    float v1377 = v1376 - v1362;
    float v1378 = v1375 - v1377;
    int v1379 = 0;
    uint v1380 = (v1355 > v1379) ? 1u : 0u;
    int v1381 = 126;
    int v1382 = 0;
    int v1383 = as_int(as_uint(v1382) - as_uint(v1355));
    int v1384 = v1380 != 0u ? v1355 : v1383;
    int v1385 = v1384 < v1381 ? v1384 : v1381;
    int v1386 = 0;
    int v1387 = as_int(as_uint(v1386) - as_uint(v1385));
    int v1388 = 127;
    int v1389 = as_int(as_uint(v1387) + as_uint(v1388));
    int v1390 = 23;
    int v1391 = as_int(as_uint(v1389) << (as_uint(v1390) & 31u));
    float v1392 = as_float(v1391);
    float v1393 = v1380 != 0u ? v1376 : v1343;
    float v1394 = v1376 * v1392;
    float v1395 = v1380 != 0u ? v1392 : v1394;
    float v1396 = v1378 * v1392;
    float v1397 = v1380 != 0u ? v1378 : v1396;
    float v1398 = v1393 + v1395;
    float v1399 = v1398 - v1393;
    float v1400 = v1395 - v1399;
    float v1401 = v1400 + v1397;
    float v1402 = as_float(0x3f800000u) /* 1 */;
    float v1403 = morph_div_f32(v1402, v1398);
    float v1404 = v1341 * v1403;
    float v1405 = as_float(as_uint(v1341) ^ 0x80000000u);
    float v1406 = morph_fma_f32(v1404, v1398, v1405);
    float v1407 = morph_fma_f32(v1404, v1401, v1406);
    float v1408 = as_float(as_uint(v1403) ^ 0x80000000u);
    float v1409 = morph_fma_f32(v1407, v1408, v1404);
    int v1410 = 0;
    int v1411 = 126;
    int v1412 = as_int(as_uint(v1355) - as_uint(v1411));
    int v1413 = v1412 < v1410 ? v1410 : v1412;
    int v1414 = 0;
    int v1415 = as_int(as_uint(v1414) - as_uint(v1413));
    int v1416 = 127;
    int v1417 = as_int(as_uint(v1415) + as_uint(v1416));
    int v1418 = 23;
    int v1419 = as_int(as_uint(v1417) << (as_uint(v1418) & 31u));
    float v1420 = as_float(v1419);
    float v1421 = v1380 != 0u ? v1392 : v1343;
    float v1422 = v1409 * v1420;
    float v1423 = v1422 * v1421;
    float v1424 = as_float(0x7f800000u) /* inf */;
    uint v1425 = (v18 < v1424) ? 1u : 0u;
    float v1426 = v1425 != 0u ? v1423 : v18;
    float v1337 = v1426;
    float v1774 = v1337 * v22;
    p_out0[(v9 + 0u)] = v460;
    p_out0[(v9 + 1u)] = v898;
    p_out0[(v9 + 2u)] = v1336;
    p_out0[(v9 + 3u)] = v1774;
  }
}
