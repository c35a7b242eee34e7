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
    float v462 = v16 * v20;
    float v463 = v462 + v24;
    float v465 = as_float(0xc32e0000u) /* -174 */;
    float v466 = as_float(0xc32e0000u) /* -174 */;
    uint v467 = (v463 >= v466) ? 1u : 0u;
    float v468 = v467 != 0u ? v463 : v465;
    float v469 = as_float(0x00000000u) /* 0 */;
    float v470 = as_float(0x3f800000u) /* 1 */;
    float v471 = as_float(0x42f00000u) /* 120 */;
    float v472 = as_float(0x42f00000u) /* 120 */;
    uint v473 = (v468 <= v472) ? 1u : 0u;
    float v474 = v473 != 0u ? v468 : v471;
    float v475 = as_float(0x4b400000u) /* 12582912 */;
    float v476 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v477 = morph_fma_f32(v474, v476, v475);
    float v478 = as_float(0x4b400000u) /* 12582912 */;
    float v479 = v477 - v478;
    int v480 = as_int(v477);
    int v481 = 1262485504;
    int v482 = as_int(as_uint(v480) - as_uint(v481));
    float v483 = as_float(0x3f317218u) /* 0.693147182 */;
    float v484 = morph_fma_f32(v479, v483, v474);
    float v485 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v486 = morph_fma_f32(v479, v485, v469);
    float v487 = v484 + v486;
    float v488 = as_float(as_uint(v487) ^ 0x80000000u);
    float v489 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v490 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v491 = morph_fma_f32(v488, v490, v489);
    float v492 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v493 = morph_fma_f32(v488, v491, v492);
    float v494 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v495 = morph_fma_f32(v488, v493, v494);
    float v496 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v497 = morph_fma_f32(v488, v495, v496);
    float v498 = as_float(0x3f000000u) /* 0.5 */;
    float v499 = morph_fma_f32(v488, v497, v498);
    float v500 = v488 * v488;
    float v501 = morph_fma_f32(v500, v499, v488);
    float v502 = v470 + v501;
    float v503 = v502 - v470;
    float v504 = v501 - v503;
    int v505 = 0;
    uint v506 = (v482 > v505) ? 1u : 0u;
    int v507 = 126;
    int v508 = 0;
    int v509 = as_int(as_uint(v508) - as_uint(v482));
    int v510 = v506 != 0u ? v482 : v509;
    int v511 = v510 < v507 ? v510 : v507;
    int v512 = 0;
    int v513 = as_int(as_uint(v512) - as_uint(v511));
    int v514 = 127;
    int v515 = as_int(as_uint(v513) + as_uint(v514));
    int v516 = 23;
    int v517 = as_int(as_uint(v515) << (as_uint(v516) & 31u));
    float v518 = as_float(v517);
    float v519 = v506 != 0u ? v502 : v470;
    float v520 = v502 * v518;
    float v521 = v506 != 0u ? v518 : v520;
    float v522 = v504 * v518;
    float v523 = v506 != 0u ? v504 : v522;
    float v524 = v519 + v521;
    float v525 = v524 - v519;
    float v526 = v521 - v525;
    float v527 = v526 + v523;
    float v528 = as_float(0x3f800000u) /* 1 */;
    float v529 = morph_div_f32(v528, v524);
    float v530 = v468 * v529;
    float v531 = as_float(as_uint(v468) ^ 0x80000000u);
    float v532 = morph_fma_f32(v530, v524, v531);
    float v533 = morph_fma_f32(v530, v527, v532);
    float v534 = as_float(as_uint(v529) ^ 0x80000000u);
    float v535 = morph_fma_f32(v533, v534, v530);
    int v536 = 0;
    int v537 = 126;
    int v538 = as_int(as_uint(v482) - as_uint(v537));
    int v539 = v538 < v536 ? v536 : v538;
    int v540 = 0;
    int v541 = as_int(as_uint(v540) - as_uint(v539));
    int v542 = 127;
    int v543 = as_int(as_uint(v541) + as_uint(v542));
    int v544 = 23;
    int v545 = as_int(as_uint(v543) << (as_uint(v544) & 31u));
    float v546 = as_float(v545);
    float v547 = v506 != 0u ? v518 : v470;
    float v548 = v535 * v546;
    float v549 = v548 * v547;
    float v550 = as_float(0x7f800000u) /* inf */;
    uint v551 = (v463 < v550) ? 1u : 0u;
    float v552 = v551 != 0u ? v549 : v463;
    float v464 = v552;
    float v897 = v17 * v21;
    float v898 = v897 + v25;
    float v900 = as_float(0xc32e0000u) /* -174 */;
    float v901 = as_float(0xc32e0000u) /* -174 */;
    uint v902 = (v898 >= v901) ? 1u : 0u;
    float v903 = v902 != 0u ? v898 : v900;
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
    uint v986 = (v898 < v985) ? 1u : 0u;
    float v987 = v986 != 0u ? v984 : v898;
    float v899 = v987;
    float v1332 = v18 * v22;
    float v1333 = v1332 + v26;
    float v1335 = as_float(0xc32e0000u) /* -174 */;
    float v1336 = as_float(0xc32e0000u) /* -174 */;
    uint v1337 = (v1333 >= v1336) ? 1u : 0u;
    float v1338 = v1337 != 0u ? v1333 : v1335;
    float v1339 = as_float(0x00000000u) /* 0 */;
    float v1340 = as_float(0x3f800000u) /* 1 */;
    float v1341 = as_float(0x42f00000u) /* 120 */;
    float v1342 = as_float(0x42f00000u) /* 120 */;
    uint v1343 = (v1338 <= v1342) ? 1u : 0u;
    float v1344 = v1343 != 0u ? v1338 : v1341;
    float v1345 = as_float(0x4b400000u) /* 12582912 */;
    float v1346 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v1347 = morph_fma_f32(v1344, v1346, v1345);
    float v1348 = as_float(0x4b400000u) /* 12582912 */;
    float v1349 = v1347 - v1348;
    int v1350 = as_int(v1347);
    int v1351 = 1262485504;
    int v1352 = as_int(as_uint(v1350) - as_uint(v1351));
    float v1353 = as_float(0x3f317218u) /* 0.693147182 */;
    float v1354 = morph_fma_f32(v1349, v1353, v1344);
    float v1355 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v1356 = morph_fma_f32(v1349, v1355, v1339);
    float v1357 = v1354 + v1356;
    float v1358 = as_float(as_uint(v1357) ^ 0x80000000u);
    float v1359 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v1360 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v1361 = morph_fma_f32(v1358, v1360, v1359);
    float v1362 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v1363 = morph_fma_f32(v1358, v1361, v1362);
    float v1364 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v1365 = morph_fma_f32(v1358, v1363, v1364);
    float v1366 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v1367 = morph_fma_f32(v1358, v1365, v1366);
    float v1368 = as_float(0x3f000000u) /* 0.5 */;
    float v1369 = morph_fma_f32(v1358, v1367, v1368);
    float v1370 = v1358 * v1358;
    float v1371 = morph_fma_f32(v1370, v1369, v1358);
    float v1372 = v1340 + v1371;
    float v1373 = v1372 - v1340;
    float v1374 = v1371 - v1373;
    int v1375 = 0;
    uint v1376 = (v1352 > v1375) ? 1u : 0u;
    int v1377 = 126;
    int v1378 = 0;
    int v1379 = as_int(as_uint(v1378) - as_uint(v1352));
    int v1380 = v1376 != 0u ? v1352 : v1379;
    int v1381 = v1380 < v1377 ? v1380 : v1377;
    int v1382 = 0;
    int v1383 = as_int(as_uint(v1382) - as_uint(v1381));
    int v1384 = 127;
    int v1385 = as_int(as_uint(v1383) + as_uint(v1384));
    int v1386 = 23;
    int v1387 = as_int(as_uint(v1385) << (as_uint(v1386) & 31u));
    float v1388 = as_float(v1387);
    float v1389 = v1376 != 0u ? v1372 : v1340;
    float v1390 = v1372 * v1388;
    float v1391 = v1376 != 0u ? v1388 : v1390;
    float v1392 = v1374 * v1388;
    float v1393 = v1376 != 0u ? v1374 : v1392;
    float v1394 = v1389 + v1391;
    float v1395 = v1394 - v1389;
    float v1396 = v1391 - v1395;
    float v1397 = v1396 + v1393;
    float v1398 = as_float(0x3f800000u) /* 1 */;
    float v1399 = morph_div_f32(v1398, v1394);
    float v1400 = v1338 * v1399;
    float v1401 = as_float(as_uint(v1338) ^ 0x80000000u);
    float v1402 = morph_fma_f32(v1400, v1394, v1401);
    float v1403 = morph_fma_f32(v1400, v1397, v1402);
    float v1404 = as_float(as_uint(v1399) ^ 0x80000000u);
    float v1405 = morph_fma_f32(v1403, v1404, v1400);
    int v1406 = 0;
    int v1407 = 126;
    int v1408 = as_int(as_uint(v1352) - as_uint(v1407));
    int v1409 = v1408 < v1406 ? v1406 : v1408;
    int v1410 = 0;
    int v1411 = as_int(as_uint(v1410) - as_uint(v1409));
    int v1412 = 127;
    int v1413 = as_int(as_uint(v1411) + as_uint(v1412));
    int v1414 = 23;
    int v1415 = as_int(as_uint(v1413) << (as_uint(v1414) & 31u));
    float v1416 = as_float(v1415);
    float v1417 = v1376 != 0u ? v1388 : v1340;
    float v1418 = v1405 * v1416;
    float v1419 = v1418 * v1417;
    float v1420 = as_float(0x7f800000u) /* inf */;
    uint v1421 = (v1333 < v1420) ? 1u : 0u;
    float v1422 = v1421 != 0u ? v1419 : v1333;
    float v1334 = v1422;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v464;
    p_out0[(v9 + 2u)] = v899;
    p_out0[(v9 + 3u)] = v1334;
  }
}
