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
    float v456 = v23 * v19;
    float v458 = as_float(0xc32e0000u) /* -174 */;
    float v459 = as_float(0xc32e0000u) /* -174 */;
    uint v460 = (v16 >= v459) ? 1u : 0u;
    float v461 = v460 != 0u ? v16 : v458;
    float v462 = as_float(0x00000000u) /* 0 */;
    float v463 = as_float(0x3f800000u) /* 1 */;
    float v464 = as_float(0x42f00000u) /* 120 */;
    float v465 = as_float(0x42f00000u) /* 120 */;
    uint v466 = (v461 <= v465) ? 1u : 0u;
    float v467 = v466 != 0u ? v461 : v464;
    float v468 = as_float(0x4b400000u) /* 12582912 */;
    float v469 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v470 = morph_fma_f32(v467, v469, v468);
    float v471 = as_float(0x4b400000u) /* 12582912 */;
    float v472 = v470 - v471;
    int v473 = as_int(v470);
    int v474 = 1262485504;
    int v475 = as_int(as_uint(v473) - as_uint(v474));
    float v476 = as_float(0x3f317218u) /* 0.693147182 */;
    float v477 = morph_fma_f32(v472, v476, v467);
    float v478 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v479 = morph_fma_f32(v472, v478, v462);
    float v480 = v477 + v479;
    float v481 = as_float(as_uint(v480) ^ 0x80000000u);
    float v482 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v483 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v484 = morph_fma_f32(v481, v483, v482);
    float v485 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v486 = morph_fma_f32(v481, v484, v485);
    float v487 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v488 = morph_fma_f32(v481, v486, v487);
    float v489 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v490 = morph_fma_f32(v481, v488, v489);
    float v491 = as_float(0x3f000000u) /* 0.5 */;
    float v492 = morph_fma_f32(v481, v490, v491);
    float v493 = v481 * v481;
    float v494 = morph_fma_f32(v493, v492, v481);
    float v495 = v463 + v494;
    float v496 = v495 - v463;
    float v497 = v494 - v496;
    int v498 = 0;
    uint v499 = (v475 > v498) ? 1u : 0u;
    int v500 = 126;
    int v501 = 0;
    int v502 = as_int(as_uint(v501) - as_uint(v475));
    int v503 = v499 != 0u ? v475 : v502;
    int v504 = v503 < v500 ? v503 : v500;
    int v505 = 0;
    int v506 = as_int(as_uint(v505) - as_uint(v504));
    int v507 = 127;
    int v508 = as_int(as_uint(v506) + as_uint(v507));
    int v509 = 23;
    int v510 = as_int(as_uint(v508) << (as_uint(v509) & 31u));
    float v511 = as_float(v510);
    float v512 = v499 != 0u ? v495 : v463;
    float v513 = v495 * v511;
    float v514 = v499 != 0u ? v511 : v513;
    float v515 = v497 * v511;
    float v516 = v499 != 0u ? v497 : v515;
    float v517 = v512 + v514;
    float v518 = v517 - v512;
    float v519 = v514 - v518;
    float v520 = v519 + v516;
    float v521 = as_float(0x3f800000u) /* 1 */;
    float v522 = morph_div_f32(v521, v517);
    float v523 = v461 * v522;
    float v524 = as_float(as_uint(v461) ^ 0x80000000u);
    float v525 = morph_fma_f32(v523, v517, v524);
    float v526 = morph_fma_f32(v523, v520, v525);
    float v527 = as_float(as_uint(v522) ^ 0x80000000u);
    float v528 = morph_fma_f32(v526, v527, v523);
    int v529 = 0;
    int v530 = 126;
    int v531 = as_int(as_uint(v475) - as_uint(v530));
    int v532 = v531 < v529 ? v529 : v531;
    int v533 = 0;
    int v534 = as_int(as_uint(v533) - as_uint(v532));
    int v535 = 127;
    int v536 = as_int(as_uint(v534) + as_uint(v535));
    int v537 = 23;
    int v538 = as_int(as_uint(v536) << (as_uint(v537) & 31u));
    float v539 = as_float(v538);
    float v540 = v499 != 0u ? v511 : v463;
    float v541 = v528 * v539;
    float v542 = v541 * v540;
    float v543 = as_float(0x7f800000u) /* inf */;
    uint v544 = (v16 < v543) ? 1u : 0u;
    float v545 = v544 != 0u ? v542 : v16;
    float v457 = v545;
    float v890 = v457 * v20;
    float v892 = as_float(0xc32e0000u) /* -174 */;
    float v893 = as_float(0xc32e0000u) /* -174 */;
    uint v894 = (v17 >= v893) ? 1u : 0u;
    float v895 = v894 != 0u ? v17 : v892;
    float v896 = as_float(0x00000000u) /* 0 */;
    float v897 = as_float(0x3f800000u) /* 1 */;
    float v898 = as_float(0x42f00000u) /* 120 */;
    float v899 = as_float(0x42f00000u) /* 120 */;
    uint v900 = (v895 <= v899) ? 1u : 0u;
    float v901 = v900 != 0u ? v895 : v898;
    float v902 = as_float(0x4b400000u) /* 12582912 */;
    float v903 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v904 = morph_fma_f32(v901, v903, v902);
    float v905 = as_float(0x4b400000u) /* 12582912 */;
    float v906 = v904 - v905;
    int v907 = as_int(v904);
    int v908 = 1262485504;
    int v909 = as_int(as_uint(v907) - as_uint(v908));
    float v910 = as_float(0x3f317218u) /* 0.693147182 */;
    float v911 = morph_fma_f32(v906, v910, v901);
    float v912 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v913 = morph_fma_f32(v906, v912, v896);
    float v914 = v911 + v913;
    float v915 = as_float(as_uint(v914) ^ 0x80000000u);
    float v916 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v917 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v918 = morph_fma_f32(v915, v917, v916);
    float v919 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v920 = morph_fma_f32(v915, v918, v919);
    float v921 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v922 = morph_fma_f32(v915, v920, v921);
    float v923 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v924 = morph_fma_f32(v915, v922, v923);
    float v925 = as_float(0x3f000000u) /* 0.5 */;
    float v926 = morph_fma_f32(v915, v924, v925);
    float v927 = v915 * v915;
    float v928 = morph_fma_f32(v927, v926, v915);
    float v929 = v897 + v928;
    float v930 = v929 - v897;
    float v931 = v928 - v930;
    int v932 = 0;
    uint v933 = (v909 > v932) ? 1u : 0u;
    int v934 = 126;
    int v935 = 0;
    int v936 = as_int(as_uint(v935) - as_uint(v909));
    int v937 = v933 != 0u ? v909 : v936;
    int v938 = v937 < v934 ? v937 : v934;
    int v939 = 0;
    int v940 = as_int(as_uint(v939) - as_uint(v938));
    int v941 = 127;
    int v942 = as_int(as_uint(v940) + as_uint(v941));
    int v943 = 23;
    int v944 = as_int(as_uint(v942) << (as_uint(v943) & 31u));
    float v945 = as_float(v944);
    float v946 = v933 != 0u ? v929 : v897;
    float v947 = v929 * v945;
    float v948 = v933 != 0u ? v945 : v947;
    float v949 = v931 * v945;
    float v950 = v933 != 0u ? v931 : v949;
    float v951 = v946 + v948;
    float v952 = v951 - v946;
    float v953 = v948 - v952;
    float v954 = v953 + v950;
    float v955 = as_float(0x3f800000u) /* 1 */;
    float v956 = morph_div_f32(v955, v951);
    float v957 = v895 * v956;
    float v958 = as_float(as_uint(v895) ^ 0x80000000u);
    float v959 = morph_fma_f32(v957, v951, v958);
    float v960 = morph_fma_f32(v957, v954, v959);
    float v961 = as_float(as_uint(v956) ^ 0x80000000u);
    float v962 = morph_fma_f32(v960, v961, v957);
    int v963 = 0;
    int v964 = 126;
    int v965 = as_int(as_uint(v909) - as_uint(v964));
    int v966 = v965 < v963 ? v963 : v965;
    int v967 = 0;
    int v968 = as_int(as_uint(v967) - as_uint(v966));
    int v969 = 127;
    int v970 = as_int(as_uint(v968) + as_uint(v969));
    int v971 = 23;
    int v972 = as_int(as_uint(v970) << (as_uint(v971) & 31u));
    float v973 = as_float(v972);
    float v974 = v933 != 0u ? v945 : v897;
    float v975 = v962 * v973;
    float v976 = v975 * v974;
    float v977 = as_float(0x7f800000u) /* inf */;
    uint v978 = (v17 < v977) ? 1u : 0u;
    float v979 = v978 != 0u ? v976 : v17;
    float v891 = v979;
    float v1324 = v891 * v21;
    float v1326 = as_float(0xc32e0000u) /* -174 */;
    float v1327 = as_float(0xc32e0000u) /* -174 */;
    uint v1328 = (v18 >= v1327) ? 1u : 0u;
    float v1329 = v1328 != 0u ? v18 : v1326;
    float v1330 = as_float(0x00000000u) /* 0 */;
    float v1331 = as_float(0x3f800000u) /* 1 */;
    float v1332 = as_float(0x42f00000u) /* 120 */;
    float v1333 = as_float(0x42f00000u) /* 120 */;
    uint v1334 = (v1329 <= v1333) ? 1u : 0u;
    float v1335 = v1334 != 0u ? v1329 : v1332;
    float v1336 = as_float(0x4b400000u) /* 12582912 */;
    float v1337 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v1338 = morph_fma_f32(v1335, v1337, v1336);
    float v1339 = as_float(0x4b400000u) /* 12582912 */;
    float v1340 = v1338 - v1339;
    int v1341 = as_int(v1338);
    int v1342 = 1262485504;
    int v1343 = as_int(as_uint(v1341) - as_uint(v1342));
    float v1344 = as_float(0x3f317218u) /* 0.693147182 */;
    float v1345 = morph_fma_f32(v1340, v1344, v1335);
    float v1346 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v1347 = morph_fma_f32(v1340, v1346, v1330);
    float v1348 = v1345 + v1347;
    float v1349 = as_float(as_uint(v1348) ^ 0x80000000u);
    float v1350 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v1351 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v1352 = morph_fma_f32(v1349, v1351, v1350);
    float v1353 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v1354 = morph_fma_f32(v1349, v1352, v1353);
    float v1355 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v1356 = morph_fma_f32(v1349, v1354, v1355);
    float v1357 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v1358 = morph_fma_f32(v1349, v1356, v1357);
    float v1359 = as_float(0x3f000000u) /* 0.5 */;
    float v1360 = morph_fma_f32(v1349, v1358, v1359);
    float v1361 = v1349 * v1349;
    float v1362 = morph_fma_f32(v1361, v1360, v1349);
    float v1363 = v1331 + v1362;
    float v1364 = v1363 - v1331;
    float v1365 = v1362 - v1364;
    int v1366 = 0;
    uint v1367 = (v1343 > v1366) ? 1u : 0u;
    int v1368 = 126;
    int v1369 = 0;
    int v1370 = as_int(as_uint(v1369) - as_uint(v1343));
    int v1371 = v1367 != 0u ? v1343 : v1370;
    int v1372 = v1371 < v1368 ? v1371 : v1368;
    int v1373 = 0;
    int v1374 = as_int(as_uint(v1373) - as_uint(v1372));
    int v1375 = 127;
    int v1376 = as_int(as_uint(v1374) + as_uint(v1375));
    int v1377 = 23;
    int v1378 = as_int(as_uint(v1376) << (as_uint(v1377) & 31u));
    float v1379 = as_float(v1378);
    float v1380 = v1367 != 0u ? v1363 : v1331;
    float v1381 = v1363 * v1379;
    float v1382 = v1367 != 0u ? v1379 : v1381;
    float v1383 = v1365 * v1379;
    float v1384 = v1367 != 0u ? v1365 : v1383;
    float v1385 = v1380 + v1382;
    float v1386 = v1385 - v1380;
    float v1387 = v1382 - v1386;
    float v1388 = v1387 + v1384;
    float v1389 = as_float(0x3f800000u) /* 1 */;
    float v1390 = morph_div_f32(v1389, v1385);
    float v1391 = v1329 * v1390;
    float v1392 = as_float(as_uint(v1329) ^ 0x80000000u);
    float v1393 = morph_fma_f32(v1391, v1385, v1392);
    float v1394 = morph_fma_f32(v1391, v1388, v1393);
    float v1395 = as_float(as_uint(v1390) ^ 0x80000000u);
    float v1396 = morph_fma_f32(v1394, v1395, v1391);
    int v1397 = 0;
    int v1398 = 126;
    int v1399 = as_int(as_uint(v1343) - as_uint(v1398));
    int v1400 = v1399 < v1397 ? v1397 : v1399;
    int v1401 = 0;
    int v1402 = as_int(as_uint(v1401) - as_uint(v1400));
    int v1403 = 127;
    int v1404 = as_int(as_uint(v1402) + as_uint(v1403));
    int v1405 = 23;
    int v1406 = as_int(as_uint(v1404) << (as_uint(v1405) & 31u));
    float v1407 = as_float(v1406);
    float v1408 = v1367 != 0u ? v1379 : v1331;
    float v1409 = v1396 * v1407;
    float v1410 = v1409 * v1408;
    float v1411 = as_float(0x7f800000u) /* inf */;
    uint v1412 = (v18 < v1411) ? 1u : 0u;
    float v1413 = v1412 != 0u ? v1410 : v18;
    float v1325 = v1413;
    float v1758 = v1325 * v22;
    p_out0[(v9 + 0u)] = v456;
    p_out0[(v9 + 1u)] = v890;
    p_out0[(v9 + 2u)] = v1324;
    p_out0[(v9 + 3u)] = v1758;
  }
}
