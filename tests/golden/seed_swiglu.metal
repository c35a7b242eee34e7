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
    float v87 = morph_div_f32(v29, v83);
    float v88 = v27 * v87;
    float v89 = as_float(as_uint(v27) ^ 0x80000000u);
    float v90 = morph_fma_f32(v88, v83, v89);
    float v91 = morph_fma_f32(v88, v86, v90);
    float v92 = as_float(as_uint(v87) ^ 0x80000000u);
    float v93 = morph_fma_f32(v91, v92, v88);
    int v94 = 0;
    int v95 = 126;
    int v96 = as_int(as_uint(v41) - as_uint(v95));
    int v97 = v96 < v94 ? v94 : v96;
    int v98 = 0;
    int v99 = as_int(as_uint(v98) - as_uint(v97));
    int v100 = 127;
    int v101 = as_int(as_uint(v99) + as_uint(v100));
    int v102 = 23;
    int v103 = as_int(as_uint(v101) << (as_uint(v102) & 31u));
    float v104 = as_float(v103);
    float v105 = v65 != 0u ? v77 : v29;
    float v106 = v93 * v104;
    float v107 = v106 * v105;
    float v108 = as_float(0x7f800000u) /* inf */;
    uint v109 = (v15 < v108) ? 1u : 0u;
    float v110 = v109 != 0u ? v107 : v15;
    float v23 = v110;
    float v208 = v23 * v19;
    float v210 = as_float(0xc32e0000u) /* -174 */;
    float v211 = as_float(0xc32e0000u) /* -174 */;
    uint v212 = (v16 >= v211) ? 1u : 0u;
    float v213 = v212 != 0u ? v16 : v210;
    float v214 = as_float(0x00000000u) /* 0 */;
    float v215 = as_float(0x3f800000u) /* 1 */;
    float v216 = as_float(0x42f00000u) /* 120 */;
    float v217 = as_float(0x42f00000u) /* 120 */;
    uint v218 = (v213 <= v217) ? 1u : 0u;
    float v219 = v218 != 0u ? v213 : v216;
    float v220 = as_float(0x4b400000u) /* 12582912 */;
    float v221 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v222 = morph_fma_f32(v219, v221, v220);
    float v223 = as_float(0x4b400000u) /* 12582912 */;
    float v224 = v222 - v223;
    int v225 = as_int(v222);
    int v226 = 1262485504;
    int v227 = as_int(as_uint(v225) - as_uint(v226));
    float v228 = as_float(0x3f317218u) /* 0.693147182 */;
    float v229 = morph_fma_f32(v224, v228, v219);
    float v230 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v231 = morph_fma_f32(v224, v230, v214);
    float v232 = v229 + v231;
    float v233 = as_float(as_uint(v232) ^ 0x80000000u);
    float v234 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v235 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v236 = morph_fma_f32(v233, v235, v234);
    float v237 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v238 = morph_fma_f32(v233, v236, v237);
    float v239 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v240 = morph_fma_f32(v233, v238, v239);
    float v241 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v242 = morph_fma_f32(v233, v240, v241);
    float v243 = as_float(0x3f000000u) /* 0.5 */;
    float v244 = morph_fma_f32(v233, v242, v243);
    float v245 = v233 * v233;
    float v246 = morph_fma_f32(v245, v244, v233);
    float v247 = v215 + v246;
    float v248 = v247 - v215;
    float v249 = v246 - v248;
    int v250 = 0;
    uint v251 = (v227 > v250) ? 1u : 0u;
    int v252 = 126;
    int v253 = 0;
    int v254 = as_int(as_uint(v253) - as_uint(v227));
    int v255 = v251 != 0u ? v227 : v254;
    int v256 = v255 < v252 ? v255 : v252;
    int v257 = 0;
    int v258 = as_int(as_uint(v257) - as_uint(v256));
    int v259 = 127;
    int v260 = as_int(as_uint(v258) + as_uint(v259));
    int v261 = 23;
    int v262 = as_int(as_uint(v260) << (as_uint(v261) & 31u));
    float v263 = as_float(v262);
    float v264 = v251 != 0u ? v247 : v215;
    float v265 = v247 * v263;
    float v266 = v251 != 0u ? v263 : v265;
    float v267 = v249 * v263;
    float v268 = v251 != 0u ? v249 : v267;
    float v269 = v264 + v266;
    float v270 = v269 - v264;
    float v271 = v266 - v270;
    float v272 = v271 + v268;
    float v273 = morph_div_f32(v215, v269);
    float v274 = v213 * v273;
    float v275 = as_float(as_uint(v213) ^ 0x80000000u);
    float v276 = morph_fma_f32(v274, v269, v275);
    float v277 = morph_fma_f32(v274, v272, v276);
    float v278 = as_float(as_uint(v273) ^ 0x80000000u);
    float v279 = morph_fma_f32(v277, v278, v274);
    int v280 = 0;
    int v281 = 126;
    int v282 = as_int(as_uint(v227) - as_uint(v281));
    int v283 = v282 < v280 ? v280 : v282;
    int v284 = 0;
    int v285 = as_int(as_uint(v284) - as_uint(v283));
    int v286 = 127;
    int v287 = as_int(as_uint(v285) + as_uint(v286));
    int v288 = 23;
    int v289 = as_int(as_uint(v287) << (as_uint(v288) & 31u));
    float v290 = as_float(v289);
    float v291 = v251 != 0u ? v263 : v215;
    float v292 = v279 * v290;
    float v293 = v292 * v291;
    float v294 = as_float(0x7f800000u) /* inf */;
    uint v295 = (v16 < v294) ? 1u : 0u;
    float v296 = v295 != 0u ? v293 : v16;
    float v209 = v296;
    float v394 = v209 * v20;
    float v396 = as_float(0xc32e0000u) /* -174 */;
    float v397 = as_float(0xc32e0000u) /* -174 */;
    uint v398 = (v17 >= v397) ? 1u : 0u;
    float v399 = v398 != 0u ? v17 : v396;
    float v400 = as_float(0x00000000u) /* 0 */;
    float v401 = as_float(0x3f800000u) /* 1 */;
    float v402 = as_float(0x42f00000u) /* 120 */;
    float v403 = as_float(0x42f00000u) /* 120 */;
    uint v404 = (v399 <= v403) ? 1u : 0u;
    float v405 = v404 != 0u ? v399 : v402;
    float v406 = as_float(0x4b400000u) /* 12582912 */;
    float v407 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v408 = morph_fma_f32(v405, v407, v406);
    float v409 = as_float(0x4b400000u) /* 12582912 */;
    float v410 = v408 - v409;
    int v411 = as_int(v408);
    int v412 = 1262485504;
    int v413 = as_int(as_uint(v411) - as_uint(v412));
    float v414 = as_float(0x3f317218u) /* 0.693147182 */;
    float v415 = morph_fma_f32(v410, v414, v405);
    float v416 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v417 = morph_fma_f32(v410, v416, v400);
    float v418 = v415 + v417;
    float v419 = as_float(as_uint(v418) ^ 0x80000000u);
    float v420 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v421 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v422 = morph_fma_f32(v419, v421, v420);
    float v423 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v424 = morph_fma_f32(v419, v422, v423);
    float v425 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v426 = morph_fma_f32(v419, v424, v425);
    float v427 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v428 = morph_fma_f32(v419, v426, v427);
    float v429 = as_float(0x3f000000u) /* 0.5 */;
    float v430 = morph_fma_f32(v419, v428, v429);
    float v431 = v419 * v419;
    float v432 = morph_fma_f32(v431, v430, v419);
    float v433 = v401 + v432;
    float v434 = v433 - v401;
    float v435 = v432 - v434;
    int v436 = 0;
    uint v437 = (v413 > v436) ? 1u : 0u;
    int v438 = 126;
    int v439 = 0;
    int v440 = as_int(as_uint(v439) - as_uint(v413));
    int v441 = v437 != 0u ? v413 : v440;
    int v442 = v441 < v438 ? v441 : v438;
    int v443 = 0;
    int v444 = as_int(as_uint(v443) - as_uint(v442));
    int v445 = 127;
    int v446 = as_int(as_uint(v444) + as_uint(v445));
    int v447 = 23;
    int v448 = as_int(as_uint(v446) << (as_uint(v447) & 31u));
    float v449 = as_float(v448);
    float v450 = v437 != 0u ? v433 : v401;
    float v451 = v433 * v449;
    float v452 = v437 != 0u ? v449 : v451;
    float v453 = v435 * v449;
    float v454 = v437 != 0u ? v435 : v453;
    float v455 = v450 + v452;
    float v456 = v455 - v450;
    float v457 = v452 - v456;
    float v458 = v457 + v454;
    float v459 = morph_div_f32(v401, v455);
    float v460 = v399 * v459;
    float v461 = as_float(as_uint(v399) ^ 0x80000000u);
    float v462 = morph_fma_f32(v460, v455, v461);
    float v463 = morph_fma_f32(v460, v458, v462);
    float v464 = as_float(as_uint(v459) ^ 0x80000000u);
    float v465 = morph_fma_f32(v463, v464, v460);
    int v466 = 0;
    int v467 = 126;
    int v468 = as_int(as_uint(v413) - as_uint(v467));
    int v469 = v468 < v466 ? v466 : v468;
    int v470 = 0;
    int v471 = as_int(as_uint(v470) - as_uint(v469));
    int v472 = 127;
    int v473 = as_int(as_uint(v471) + as_uint(v472));
    int v474 = 23;
    int v475 = as_int(as_uint(v473) << (as_uint(v474) & 31u));
    float v476 = as_float(v475);
    float v477 = v437 != 0u ? v449 : v401;
    float v478 = v465 * v476;
    float v479 = v478 * v477;
    float v480 = as_float(0x7f800000u) /* inf */;
    uint v481 = (v17 < v480) ? 1u : 0u;
    float v482 = v481 != 0u ? v479 : v17;
    float v395 = v482;
    float v580 = v395 * v21;
    float v582 = as_float(0xc32e0000u) /* -174 */;
    float v583 = as_float(0xc32e0000u) /* -174 */;
    uint v584 = (v18 >= v583) ? 1u : 0u;
    float v585 = v584 != 0u ? v18 : v582;
    float v586 = as_float(0x00000000u) /* 0 */;
    float v587 = as_float(0x3f800000u) /* 1 */;
    float v588 = as_float(0x42f00000u) /* 120 */;
    float v589 = as_float(0x42f00000u) /* 120 */;
    uint v590 = (v585 <= v589) ? 1u : 0u;
    float v591 = v590 != 0u ? v585 : v588;
    float v592 = as_float(0x4b400000u) /* 12582912 */;
    float v593 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v594 = morph_fma_f32(v591, v593, v592);
    float v595 = as_float(0x4b400000u) /* 12582912 */;
    float v596 = v594 - v595;
    int v597 = as_int(v594);
    int v598 = 1262485504;
    int v599 = as_int(as_uint(v597) - as_uint(v598));
    float v600 = as_float(0x3f317218u) /* 0.693147182 */;
    float v601 = morph_fma_f32(v596, v600, v591);
    float v602 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v603 = morph_fma_f32(v596, v602, v586);
    float v604 = v601 + v603;
    float v605 = as_float(as_uint(v604) ^ 0x80000000u);
    float v606 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v607 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v608 = morph_fma_f32(v605, v607, v606);
    float v609 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v610 = morph_fma_f32(v605, v608, v609);
    float v611 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v612 = morph_fma_f32(v605, v610, v611);
    float v613 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v614 = morph_fma_f32(v605, v612, v613);
    float v615 = as_float(0x3f000000u) /* 0.5 */;
    float v616 = morph_fma_f32(v605, v614, v615);
    float v617 = v605 * v605;
    float v618 = morph_fma_f32(v617, v616, v605);
    float v619 = v587 + v618;
    float v620 = v619 - v587;
    float v621 = v618 - v620;
    int v622 = 0;
    uint v623 = (v599 > v622) ? 1u : 0u;
    int v624 = 126;
    int v625 = 0;
    int v626 = as_int(as_uint(v625) - as_uint(v599));
    int v627 = v623 != 0u ? v599 : v626;
    int v628 = v627 < v624 ? v627 : v624;
    int v629 = 0;
    int v630 = as_int(as_uint(v629) - as_uint(v628));
    int v631 = 127;
    int v632 = as_int(as_uint(v630) + as_uint(v631));
    int v633 = 23;
    int v634 = as_int(as_uint(v632) << (as_uint(v633) & 31u));
    float v635 = as_float(v634);
    float v636 = v623 != 0u ? v619 : v587;
    float v637 = v619 * v635;
    float v638 = v623 != 0u ? v635 : v637;
    float v639 = v621 * v635;
    float v640 = v623 != 0u ? v621 : v639;
    float v641 = v636 + v638;
    float v642 = v641 - v636;
    float v643 = v638 - v642;
    float v644 = v643 + v640;
    float v645 = morph_div_f32(v587, v641);
    float v646 = v585 * v645;
    float v647 = as_float(as_uint(v585) ^ 0x80000000u);
    float v648 = morph_fma_f32(v646, v641, v647);
    float v649 = morph_fma_f32(v646, v644, v648);
    float v650 = as_float(as_uint(v645) ^ 0x80000000u);
    float v651 = morph_fma_f32(v649, v650, v646);
    int v652 = 0;
    int v653 = 126;
    int v654 = as_int(as_uint(v599) - as_uint(v653));
    int v655 = v654 < v652 ? v652 : v654;
    int v656 = 0;
    int v657 = as_int(as_uint(v656) - as_uint(v655));
    int v658 = 127;
    int v659 = as_int(as_uint(v657) + as_uint(v658));
    int v660 = 23;
    int v661 = as_int(as_uint(v659) << (as_uint(v660) & 31u));
    float v662 = as_float(v661);
    float v663 = v623 != 0u ? v635 : v587;
    float v664 = v651 * v662;
    float v665 = v664 * v663;
    float v666 = as_float(0x7f800000u) /* inf */;
    uint v667 = (v18 < v666) ? 1u : 0u;
    float v668 = v667 != 0u ? v665 : v18;
    float v581 = v668;
    float v766 = v581 * v22;
    p_out0[(v9 + 0u)] = v208;
    p_out0[(v9 + 1u)] = v394;
    p_out0[(v9 + 2u)] = v580;
    p_out0[(v9 + 3u)] = v766;
  }
}
