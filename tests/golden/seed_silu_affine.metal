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
    float v54 = as_float(0x3f800000u) /* 1 */;
    float v55 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v56 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v57 = morph_fma_f32(v53, v56, v55);
    float v58 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v59 = morph_fma_f32(v53, v57, v58);
    float v60 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v61 = morph_fma_f32(v53, v59, v60);
    float v62 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v63 = morph_fma_f32(v53, v61, v62);
    float v64 = as_float(0x3f000000u) /* 0.5 */;
    float v65 = morph_fma_f32(v53, v63, v64);
    float v66 = v53 * v53;
    float v67 = morph_fma_f32(v66, v65, v53);
    float v68 = v54 + v67;
    float v69 = v68 - v54;
    float v70 = v67 - v69;
    int v71 = 0;
    uint v72 = (v47 > v71) ? 1u : 0u;
    int v73 = 126;
    int v74 = 0;
    int v75 = as_int(as_uint(v74) - as_uint(v47));
    int v76 = v72 != 0u ? v47 : v75;
    int v77 = v76 < v73 ? v76 : v73;
    int v78 = 0;
    int v79 = as_int(as_uint(v78) - as_uint(v77));
    int v80 = 127;
    int v81 = as_int(as_uint(v79) + as_uint(v80));
    int v82 = 23;
    int v83 = as_int(as_uint(v81) << (as_uint(v82) & 31u));
    float v84 = as_float(v83);
    float v85 = v72 != 0u ? v68 : v35;
    float v86 = v68 * v84;
    float v87 = v72 != 0u ? v84 : v86;
    float v88 = v70 * v84;
    float v89 = v72 != 0u ? v70 : v88;
    float v90 = v85 + v87;
    float v91 = v90 - v85;
    float v92 = v87 - v91;
    float v93 = v92 + v89;
    float v94 = as_float(0x3f800000u) /* 1 */;
    float v95 = morph_div_f32(v94, v90);
    float v96 = v33 * v95;
    float v97 = as_float(as_uint(v33) ^ 0x80000000u);
    float v98 = morph_fma_f32(v96, v90, v97);
    float v99 = morph_fma_f32(v96, v93, v98);
    float v100 = as_float(as_uint(v95) ^ 0x80000000u);
    float v101 = morph_fma_f32(v99, v100, v96);
    int v102 = 0;
    int v103 = 126;
    int v104 = as_int(as_uint(v47) - as_uint(v103));
    int v105 = v104 < v102 ? v102 : v104;
    int v106 = 0;
    int v107 = as_int(as_uint(v106) - as_uint(v105));
    int v108 = 127;
    int v109 = as_int(as_uint(v107) + as_uint(v108));
    int v110 = 23;
    int v111 = as_int(as_uint(v109) << (as_uint(v110) & 31u));
    float v112 = as_float(v111);
    float v113 = v72 != 0u ? v84 : v35;
    float v114 = v101 * v112;
    float v115 = v114 * v113;
    float v116 = as_float(0x7f800000u) /* inf */;
    uint v117 = (v28 < v116) ? 1u : 0u;
    float v118 = v117 != 0u ? v115 : v28;
    float v29 = v118;
    float v466 = v16 * v20;
    float v467 = v466 + v24;
    float v469 = as_float(0xc32e0000u) /* -174 */;
    float v470 = as_float(0xc32e0000u) /* -174 */;
    uint v471 = (v467 >= v470) ? 1u : 0u;
    float v472 = v471 != 0u ? v467 : v469;
    float v473 = as_float(0x00000000u) /* 0 */;
    float v474 = as_float(0x3f800000u) /* 1 */;
    float v475 = as_float(0x42f00000u) /* 120 */;
    float v476 = as_float(0x42f00000u) /* 120 */;
    uint v477 = (v472 <= v476) ? 1u : 0u;
    float v478 = v477 != 0u ? v472 : v475;
    float v479 = as_float(0x4b400000u) /* 12582912 */;
    float v480 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v481 = morph_fma_f32(v478, v480, v479);
    float v482 = as_float(0x4b400000u) /* 12582912 */;
    float v483 = v481 - v482;
    int v484 = as_int(v481);
    int v485 = 1262485504;
    int v486 = as_int(as_uint(v484) - as_uint(v485));
    float v487 = as_float(0x3f317218u) /* 0.693147182 */;
    float v488 = morph_fma_f32(v483, v487, v478);
    float v489 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v490 = morph_fma_f32(v483, v489, v473);
    float v491 = v488 + v490;
    float v492 = as_float(as_uint(v491) ^ 0x80000000u);
    float v493 = as_float(0x3f800000u) /* 1 */;
    float v494 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v495 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v496 = morph_fma_f32(v492, v495, v494);
    float v497 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v498 = morph_fma_f32(v492, v496, v497);
    float v499 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v500 = morph_fma_f32(v492, v498, v499);
    float v501 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v502 = morph_fma_f32(v492, v500, v501);
    float v503 = as_float(0x3f000000u) /* 0.5 */;
    float v504 = morph_fma_f32(v492, v502, v503);
    float v505 = v492 * v492;
    float v506 = morph_fma_f32(v505, v504, v492);
    float v507 = v493 + v506;
    float v508 = v507 - v493;
    float v509 = v506 - v508;
    int v510 = 0;
    uint v511 = (v486 > v510) ? 1u : 0u;
    int v512 = 126;
    int v513 = 0;
    int v514 = as_int(as_uint(v513) - as_uint(v486));
    int v515 = v511 != 0u ? v486 : v514;
    int v516 = v515 < v512 ? v515 : v512;
    int v517 = 0;
    int v518 = as_int(as_uint(v517) - as_uint(v516));
    int v519 = 127;
    int v520 = as_int(as_uint(v518) + as_uint(v519));
    int v521 = 23;
    int v522 = as_int(as_uint(v520) << (as_uint(v521) & 31u));
    float v523 = as_float(v522);
    float v524 = v511 != 0u ? v507 : v474;
    float v525 = v507 * v523;
    float v526 = v511 != 0u ? v523 : v525;
    float v527 = v509 * v523;
    float v528 = v511 != 0u ? v509 : v527;
    float v529 = v524 + v526;
    float v530 = v529 - v524;
    float v531 = v526 - v530;
    float v532 = v531 + v528;
    float v533 = as_float(0x3f800000u) /* 1 */;
    float v534 = morph_div_f32(v533, v529);
    float v535 = v472 * v534;
    float v536 = as_float(as_uint(v472) ^ 0x80000000u);
    float v537 = morph_fma_f32(v535, v529, v536);
    float v538 = morph_fma_f32(v535, v532, v537);
    float v539 = as_float(as_uint(v534) ^ 0x80000000u);
    float v540 = morph_fma_f32(v538, v539, v535);
    int v541 = 0;
    int v542 = 126;
    int v543 = as_int(as_uint(v486) - as_uint(v542));
    int v544 = v543 < v541 ? v541 : v543;
    int v545 = 0;
    int v546 = as_int(as_uint(v545) - as_uint(v544));
    int v547 = 127;
    int v548 = as_int(as_uint(v546) + as_uint(v547));
    int v549 = 23;
    int v550 = as_int(as_uint(v548) << (as_uint(v549) & 31u));
    float v551 = as_float(v550);
    float v552 = v511 != 0u ? v523 : v474;
    float v553 = v540 * v551;
    float v554 = v553 * v552;
    float v555 = as_float(0x7f800000u) /* inf */;
    uint v556 = (v467 < v555) ? 1u : 0u;
    float v557 = v556 != 0u ? v554 : v467;
    float v468 = v557;
    float v905 = v17 * v21;
    float v906 = v905 + v25;
    float v908 = as_float(0xc32e0000u) /* -174 */;
    float v909 = as_float(0xc32e0000u) /* -174 */;
    uint v910 = (v906 >= v909) ? 1u : 0u;
    float v911 = v910 != 0u ? v906 : v908;
    float v912 = as_float(0x00000000u) /* 0 */;
    float v913 = as_float(0x3f800000u) /* 1 */;
    float v914 = as_float(0x42f00000u) /* 120 */;
    float v915 = as_float(0x42f00000u) /* 120 */;
    uint v916 = (v911 <= v915) ? 1u : 0u;
    float v917 = v916 != 0u ? v911 : v914;
    float v918 = as_float(0x4b400000u) /* 12582912 */;
    float v919 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v920 = morph_fma_f32(v917, v919, v918);
    float v921 = as_float(0x4b400000u) /* 12582912 */;
    float v922 = v920 - v921;
    int v923 = as_int(v920);
    int v924 = 1262485504;
    int v925 = as_int(as_uint(v923) - as_uint(v924));
    float v926 = as_float(0x3f317218u) /* 0.693147182 */;
    float v927 = morph_fma_f32(v922, v926, v917);
    float v928 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v929 = morph_fma_f32(v922, v928, v912);
    float v930 = v927 + v929;
    float v931 = as_float(as_uint(v930) ^ 0x80000000u);
    float v932 = as_float(0x3f800000u) /* 1 */;
    float v933 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v934 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v935 = morph_fma_f32(v931, v934, v933);
    float v936 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v937 = morph_fma_f32(v931, v935, v936);
    float v938 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v939 = morph_fma_f32(v931, v937, v938);
    float v940 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v941 = morph_fma_f32(v931, v939, v940);
    float v942 = as_float(0x3f000000u) /* 0.5 */;
    float v943 = morph_fma_f32(v931, v941, v942);
    float v944 = v931 * v931;
    float v945 = morph_fma_f32(v944, v943, v931);
    float v946 = v932 + v945;
    float v947 = v946 - v932;
    float v948 = v945 - v947;
    int v949 = 0;
    uint v950 = (v925 > v949) ? 1u : 0u;
    int v951 = 126;
    int v952 = 0;
    int v953 = as_int(as_uint(v952) - as_uint(v925));
    int v954 = v950 != 0u ? v925 : v953;
    int v955 = v954 < v951 ? v954 : v951;
    int v956 = 0;
    int v957 = as_int(as_uint(v956) - as_uint(v955));
    int v958 = 127;
    int v959 = as_int(as_uint(v957) + as_uint(v958));
    int v960 = 23;
    int v961 = as_int(as_uint(v959) << (as_uint(v960) & 31u));
    float v962 = as_float(v961);
    float v963 = v950 != 0u ? v946 : v913;
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
    float v974 = v911 * v973;
    float v975 = as_float(as_uint(v911) ^ 0x80000000u);
    float v976 = morph_fma_f32(v974, v968, v975);
    float v977 = morph_fma_f32(v974, v971, v976);
    float v978 = as_float(as_uint(v973) ^ 0x80000000u);
    float v979 = morph_fma_f32(v977, v978, v974);
    int v980 = 0;
    int v981 = 126;
    int v982 = as_int(as_uint(v925) - as_uint(v981));
    int v983 = v982 < v980 ? v980 : v982;
    int v984 = 0;
    int v985 = as_int(as_uint(v984) - as_uint(v983));
    int v986 = 127;
    int v987 = as_int(as_uint(v985) + as_uint(v986));
    int v988 = 23;
    int v989 = as_int(as_uint(v987) << (as_uint(v988) & 31u));
    float v990 = as_float(v989);
    float v991 = v950 != 0u ? v962 : v913;
    float v992 = v979 * v990;
    float v993 = v992 * v991;
    float v994 = as_float(0x7f800000u) /* inf */;
    uint v995 = (v906 < v994) ? 1u : 0u;
    float v996 = v995 != 0u ? v993 : v906;
    float v907 = v996;
    float v1344 = v18 * v22;
    float v1345 = v1344 + v26;
    float v1347 = as_float(0xc32e0000u) /* -174 */;
    float v1348 = as_float(0xc32e0000u) /* -174 */;
    uint v1349 = (v1345 >= v1348) ? 1u : 0u;
    float v1350 = v1349 != 0u ? v1345 : v1347;
    float v1351 = as_float(0x00000000u) /* 0 */;
    float v1352 = as_float(0x3f800000u) /* 1 */;
    float v1353 = as_float(0x42f00000u) /* 120 */;
    float v1354 = as_float(0x42f00000u) /* 120 */;
    uint v1355 = (v1350 <= v1354) ? 1u : 0u;
    float v1356 = v1355 != 0u ? v1350 : v1353;
    float v1357 = as_float(0x4b400000u) /* 12582912 */;
    float v1358 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v1359 = morph_fma_f32(v1356, v1358, v1357);
    float v1360 = as_float(0x4b400000u) /* 12582912 */;
    float v1361 = v1359 - v1360;
    int v1362 = as_int(v1359);
    int v1363 = 1262485504;
    int v1364 = as_int(as_uint(v1362) - as_uint(v1363));
    float v1365 = as_float(0x3f317218u) /* 0.693147182 */;
    float v1366 = morph_fma_f32(v1361, v1365, v1356);
    float v1367 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v1368 = morph_fma_f32(v1361, v1367, v1351);
    float v1369 = v1366 + v1368;
    float v1370 = as_float(as_uint(v1369) ^ 0x80000000u);
    float v1371 = as_float(0x3f800000u) /* 1 */;
    float v1372 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v1373 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v1374 = morph_fma_f32(v1370, v1373, v1372);
    float v1375 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v1376 = morph_fma_f32(v1370, v1374, v1375);
    float v1377 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v1378 = morph_fma_f32(v1370, v1376, v1377);
    float v1379 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v1380 = morph_fma_f32(v1370, v1378, v1379);
    float v1381 = as_float(0x3f000000u) /* 0.5 */;
    float v1382 = morph_fma_f32(v1370, v1380, v1381);
    float v1383 = v1370 * v1370;
    float v1384 = morph_fma_f32(v1383, v1382, v1370);
    float v1385 = v1371 + v1384;
    float v1386 = v1385 - v1371;
    float v1387 = v1384 - v1386;
    int v1388 = 0;
    uint v1389 = (v1364 > v1388) ? 1u : 0u;
    int v1390 = 126;
    int v1391 = 0;
    int v1392 = as_int(as_uint(v1391) - as_uint(v1364));
    int v1393 = v1389 != 0u ? v1364 : v1392;
    int v1394 = v1393 < v1390 ? v1393 : v1390;
    int v1395 = 0;
    int v1396 = as_int(as_uint(v1395) - as_uint(v1394));
    int v1397 = 127;
    int v1398 = as_int(as_uint(v1396) + as_uint(v1397));
    int v1399 = 23;
    int v1400 = as_int(as_uint(v1398) << (as_uint(v1399) & 31u));
    float v1401 = as_float(v1400);
    float v1402 = v1389 != 0u ? v1385 : v1352;
    float v1403 = v1385 * v1401;
    float v1404 = v1389 != 0u ? v1401 : v1403;
    float v1405 = v1387 * v1401;
    float v1406 = v1389 != 0u ? v1387 : v1405;
    float v1407 = v1402 + v1404;
    float v1408 = v1407 - v1402;
    float v1409 = v1404 - v1408;
    float v1410 = v1409 + v1406;
    float v1411 = as_float(0x3f800000u) /* 1 */;
    float v1412 = morph_div_f32(v1411, v1407);
    float v1413 = v1350 * v1412;
    float v1414 = as_float(as_uint(v1350) ^ 0x80000000u);
    float v1415 = morph_fma_f32(v1413, v1407, v1414);
    float v1416 = morph_fma_f32(v1413, v1410, v1415);
    float v1417 = as_float(as_uint(v1412) ^ 0x80000000u);
    float v1418 = morph_fma_f32(v1416, v1417, v1413);
    int v1419 = 0;
    int v1420 = 126;
    int v1421 = as_int(as_uint(v1364) - as_uint(v1420));
    int v1422 = v1421 < v1419 ? v1419 : v1421;
    int v1423 = 0;
    int v1424 = as_int(as_uint(v1423) - as_uint(v1422));
    int v1425 = 127;
    int v1426 = as_int(as_uint(v1424) + as_uint(v1425));
    int v1427 = 23;
    int v1428 = as_int(as_uint(v1426) << (as_uint(v1427) & 31u));
    float v1429 = as_float(v1428);
    float v1430 = v1389 != 0u ? v1401 : v1352;
    float v1431 = v1418 * v1429;
    float v1432 = v1431 * v1430;
    float v1433 = as_float(0x7f800000u) /* inf */;
    uint v1434 = (v1345 < v1433) ? 1u : 0u;
    float v1435 = v1434 != 0u ? v1432 : v1345;
    float v1346 = v1435;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v468;
    p_out0[(v9 + 2u)] = v907;
    p_out0[(v9 + 3u)] = v1346;
  }
}
