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
    float v93 = morph_div_f32(v35, v89);
    float v94 = v33 * v93;
    float v95 = as_float(as_uint(v33) ^ 0x80000000u);
    float v96 = morph_fma_f32(v94, v89, v95);
    float v97 = morph_fma_f32(v94, v92, v96);
    float v98 = as_float(as_uint(v93) ^ 0x80000000u);
    float v99 = morph_fma_f32(v97, v98, v94);
    int v100 = 0;
    int v101 = 126;
    int v102 = as_int(as_uint(v47) - as_uint(v101));
    int v103 = v102 < v100 ? v100 : v102;
    int v104 = 0;
    int v105 = as_int(as_uint(v104) - as_uint(v103));
    int v106 = 127;
    int v107 = as_int(as_uint(v105) + as_uint(v106));
    int v108 = 23;
    int v109 = as_int(as_uint(v107) << (as_uint(v108) & 31u));
    float v110 = as_float(v109);
    float v111 = v71 != 0u ? v83 : v35;
    float v112 = v99 * v110;
    float v113 = v112 * v111;
    float v114 = as_float(0x7f800000u) /* inf */;
    uint v115 = (v28 < v114) ? 1u : 0u;
    float v116 = v115 != 0u ? v113 : v28;
    float v29 = v116;
    float v214 = v16 * v20;
    float v215 = v214 + v24;
    float v217 = as_float(0xc32e0000u) /* -174 */;
    float v218 = as_float(0xc32e0000u) /* -174 */;
    uint v219 = (v215 >= v218) ? 1u : 0u;
    float v220 = v219 != 0u ? v215 : v217;
    float v221 = as_float(0x00000000u) /* 0 */;
    float v222 = as_float(0x3f800000u) /* 1 */;
    float v223 = as_float(0x42f00000u) /* 120 */;
    float v224 = as_float(0x42f00000u) /* 120 */;
    uint v225 = (v220 <= v224) ? 1u : 0u;
    float v226 = v225 != 0u ? v220 : v223;
    float v227 = as_float(0x4b400000u) /* 12582912 */;
    float v228 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v229 = morph_fma_f32(v226, v228, v227);
    float v230 = as_float(0x4b400000u) /* 12582912 */;
    float v231 = v229 - v230;
    int v232 = as_int(v229);
    int v233 = 1262485504;
    int v234 = as_int(as_uint(v232) - as_uint(v233));
    float v235 = as_float(0x3f317218u) /* 0.693147182 */;
    float v236 = morph_fma_f32(v231, v235, v226);
    float v237 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v238 = morph_fma_f32(v231, v237, v221);
    float v239 = v236 + v238;
    float v240 = as_float(as_uint(v239) ^ 0x80000000u);
    float v241 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v242 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v243 = morph_fma_f32(v240, v242, v241);
    float v244 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v245 = morph_fma_f32(v240, v243, v244);
    float v246 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v247 = morph_fma_f32(v240, v245, v246);
    float v248 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v249 = morph_fma_f32(v240, v247, v248);
    float v250 = as_float(0x3f000000u) /* 0.5 */;
    float v251 = morph_fma_f32(v240, v249, v250);
    float v252 = v240 * v240;
    float v253 = morph_fma_f32(v252, v251, v240);
    float v254 = v222 + v253;
    float v255 = v254 - v222;
    float v256 = v253 - v255;
    int v257 = 0;
    uint v258 = (v234 > v257) ? 1u : 0u;
    int v259 = 126;
    int v260 = 0;
    int v261 = as_int(as_uint(v260) - as_uint(v234));
    int v262 = v258 != 0u ? v234 : v261;
    int v263 = v262 < v259 ? v262 : v259;
    int v264 = 0;
    int v265 = as_int(as_uint(v264) - as_uint(v263));
    int v266 = 127;
    int v267 = as_int(as_uint(v265) + as_uint(v266));
    int v268 = 23;
    int v269 = as_int(as_uint(v267) << (as_uint(v268) & 31u));
    float v270 = as_float(v269);
    float v271 = v258 != 0u ? v254 : v222;
    float v272 = v254 * v270;
    float v273 = v258 != 0u ? v270 : v272;
    float v274 = v256 * v270;
    float v275 = v258 != 0u ? v256 : v274;
    float v276 = v271 + v273;
    float v277 = v276 - v271;
    float v278 = v273 - v277;
    float v279 = v278 + v275;
    float v280 = morph_div_f32(v222, v276);
    float v281 = v220 * v280;
    float v282 = as_float(as_uint(v220) ^ 0x80000000u);
    float v283 = morph_fma_f32(v281, v276, v282);
    float v284 = morph_fma_f32(v281, v279, v283);
    float v285 = as_float(as_uint(v280) ^ 0x80000000u);
    float v286 = morph_fma_f32(v284, v285, v281);
    int v287 = 0;
    int v288 = 126;
    int v289 = as_int(as_uint(v234) - as_uint(v288));
    int v290 = v289 < v287 ? v287 : v289;
    int v291 = 0;
    int v292 = as_int(as_uint(v291) - as_uint(v290));
    int v293 = 127;
    int v294 = as_int(as_uint(v292) + as_uint(v293));
    int v295 = 23;
    int v296 = as_int(as_uint(v294) << (as_uint(v295) & 31u));
    float v297 = as_float(v296);
    float v298 = v258 != 0u ? v270 : v222;
    float v299 = v286 * v297;
    float v300 = v299 * v298;
    float v301 = as_float(0x7f800000u) /* inf */;
    uint v302 = (v215 < v301) ? 1u : 0u;
    float v303 = v302 != 0u ? v300 : v215;
    float v216 = v303;
    float v401 = v17 * v21;
    float v402 = v401 + v25;
    float v404 = as_float(0xc32e0000u) /* -174 */;
    float v405 = as_float(0xc32e0000u) /* -174 */;
    uint v406 = (v402 >= v405) ? 1u : 0u;
    float v407 = v406 != 0u ? v402 : v404;
    float v408 = as_float(0x00000000u) /* 0 */;
    float v409 = as_float(0x3f800000u) /* 1 */;
    float v410 = as_float(0x42f00000u) /* 120 */;
    float v411 = as_float(0x42f00000u) /* 120 */;
    uint v412 = (v407 <= v411) ? 1u : 0u;
    float v413 = v412 != 0u ? v407 : v410;
    float v414 = as_float(0x4b400000u) /* 12582912 */;
    float v415 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v416 = morph_fma_f32(v413, v415, v414);
    float v417 = as_float(0x4b400000u) /* 12582912 */;
    float v418 = v416 - v417;
    int v419 = as_int(v416);
    int v420 = 1262485504;
    int v421 = as_int(as_uint(v419) - as_uint(v420));
    float v422 = as_float(0x3f317218u) /* 0.693147182 */;
    float v423 = morph_fma_f32(v418, v422, v413);
    float v424 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v425 = morph_fma_f32(v418, v424, v408);
    float v426 = v423 + v425;
    float v427 = as_float(as_uint(v426) ^ 0x80000000u);
    float v428 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v429 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v430 = morph_fma_f32(v427, v429, v428);
    float v431 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v432 = morph_fma_f32(v427, v430, v431);
    float v433 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v434 = morph_fma_f32(v427, v432, v433);
    float v435 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v436 = morph_fma_f32(v427, v434, v435);
    float v437 = as_float(0x3f000000u) /* 0.5 */;
    float v438 = morph_fma_f32(v427, v436, v437);
    float v439 = v427 * v427;
    float v440 = morph_fma_f32(v439, v438, v427);
    float v441 = v409 + v440;
    float v442 = v441 - v409;
    float v443 = v440 - v442;
    int v444 = 0;
    uint v445 = (v421 > v444) ? 1u : 0u;
    int v446 = 126;
    int v447 = 0;
    int v448 = as_int(as_uint(v447) - as_uint(v421));
    int v449 = v445 != 0u ? v421 : v448;
    int v450 = v449 < v446 ? v449 : v446;
    int v451 = 0;
    int v452 = as_int(as_uint(v451) - as_uint(v450));
    int v453 = 127;
    int v454 = as_int(as_uint(v452) + as_uint(v453));
    int v455 = 23;
    int v456 = as_int(as_uint(v454) << (as_uint(v455) & 31u));
    float v457 = as_float(v456);
    float v458 = v445 != 0u ? v441 : v409;
    float v459 = v441 * v457;
    float v460 = v445 != 0u ? v457 : v459;
    float v461 = v443 * v457;
    float v462 = v445 != 0u ? v443 : v461;
    float v463 = v458 + v460;
    float v464 = v463 - v458;
    float v465 = v460 - v464;
    float v466 = v465 + v462;
    float v467 = morph_div_f32(v409, v463);
    float v468 = v407 * v467;
    float v469 = as_float(as_uint(v407) ^ 0x80000000u);
    float v470 = morph_fma_f32(v468, v463, v469);
    float v471 = morph_fma_f32(v468, v466, v470);
    float v472 = as_float(as_uint(v467) ^ 0x80000000u);
    float v473 = morph_fma_f32(v471, v472, v468);
    int v474 = 0;
    int v475 = 126;
    int v476 = as_int(as_uint(v421) - as_uint(v475));
    int v477 = v476 < v474 ? v474 : v476;
    int v478 = 0;
    int v479 = as_int(as_uint(v478) - as_uint(v477));
    int v480 = 127;
    int v481 = as_int(as_uint(v479) + as_uint(v480));
    int v482 = 23;
    int v483 = as_int(as_uint(v481) << (as_uint(v482) & 31u));
    float v484 = as_float(v483);
    float v485 = v445 != 0u ? v457 : v409;
    float v486 = v473 * v484;
    float v487 = v486 * v485;
    float v488 = as_float(0x7f800000u) /* inf */;
    uint v489 = (v402 < v488) ? 1u : 0u;
    float v490 = v489 != 0u ? v487 : v402;
    float v403 = v490;
    float v588 = v18 * v22;
    float v589 = v588 + v26;
    float v591 = as_float(0xc32e0000u) /* -174 */;
    float v592 = as_float(0xc32e0000u) /* -174 */;
    uint v593 = (v589 >= v592) ? 1u : 0u;
    float v594 = v593 != 0u ? v589 : v591;
    float v595 = as_float(0x00000000u) /* 0 */;
    float v596 = as_float(0x3f800000u) /* 1 */;
    float v597 = as_float(0x42f00000u) /* 120 */;
    float v598 = as_float(0x42f00000u) /* 120 */;
    uint v599 = (v594 <= v598) ? 1u : 0u;
    float v600 = v599 != 0u ? v594 : v597;
    float v601 = as_float(0x4b400000u) /* 12582912 */;
    float v602 = as_float(0xbfb8aa3bu) /* -1.44269502 */;
    float v603 = morph_fma_f32(v600, v602, v601);
    float v604 = as_float(0x4b400000u) /* 12582912 */;
    float v605 = v603 - v604;
    int v606 = as_int(v603);
    int v607 = 1262485504;
    int v608 = as_int(as_uint(v606) - as_uint(v607));
    float v609 = as_float(0x3f317218u) /* 0.693147182 */;
    float v610 = morph_fma_f32(v605, v609, v600);
    float v611 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v612 = morph_fma_f32(v605, v611, v595);
    float v613 = v610 + v612;
    float v614 = as_float(as_uint(v613) ^ 0x80000000u);
    float v615 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v616 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v617 = morph_fma_f32(v614, v616, v615);
    float v618 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v619 = morph_fma_f32(v614, v617, v618);
    float v620 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v621 = morph_fma_f32(v614, v619, v620);
    float v622 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v623 = morph_fma_f32(v614, v621, v622);
    float v624 = as_float(0x3f000000u) /* 0.5 */;
    float v625 = morph_fma_f32(v614, v623, v624);
    float v626 = v614 * v614;
    float v627 = morph_fma_f32(v626, v625, v614);
    float v628 = v596 + v627;
    float v629 = v628 - v596;
    float v630 = v627 - v629;
    int v631 = 0;
    uint v632 = (v608 > v631) ? 1u : 0u;
    int v633 = 126;
    int v634 = 0;
    int v635 = as_int(as_uint(v634) - as_uint(v608));
    int v636 = v632 != 0u ? v608 : v635;
    int v637 = v636 < v633 ? v636 : v633;
    int v638 = 0;
    int v639 = as_int(as_uint(v638) - as_uint(v637));
    int v640 = 127;
    int v641 = as_int(as_uint(v639) + as_uint(v640));
    int v642 = 23;
    int v643 = as_int(as_uint(v641) << (as_uint(v642) & 31u));
    float v644 = as_float(v643);
    float v645 = v632 != 0u ? v628 : v596;
    float v646 = v628 * v644;
    float v647 = v632 != 0u ? v644 : v646;
    float v648 = v630 * v644;
    float v649 = v632 != 0u ? v630 : v648;
    float v650 = v645 + v647;
    float v651 = v650 - v645;
    float v652 = v647 - v651;
    float v653 = v652 + v649;
    float v654 = morph_div_f32(v596, v650);
    float v655 = v594 * v654;
    float v656 = as_float(as_uint(v594) ^ 0x80000000u);
    float v657 = morph_fma_f32(v655, v650, v656);
    float v658 = morph_fma_f32(v655, v653, v657);
    float v659 = as_float(as_uint(v654) ^ 0x80000000u);
    float v660 = morph_fma_f32(v658, v659, v655);
    int v661 = 0;
    int v662 = 126;
    int v663 = as_int(as_uint(v608) - as_uint(v662));
    int v664 = v663 < v661 ? v661 : v663;
    int v665 = 0;
    int v666 = as_int(as_uint(v665) - as_uint(v664));
    int v667 = 127;
    int v668 = as_int(as_uint(v666) + as_uint(v667));
    int v669 = 23;
    int v670 = as_int(as_uint(v668) << (as_uint(v669) & 31u));
    float v671 = as_float(v670);
    float v672 = v632 != 0u ? v644 : v596;
    float v673 = v660 * v671;
    float v674 = v673 * v672;
    float v675 = as_float(0x7f800000u) /* inf */;
    uint v676 = (v589 < v675) ? 1u : 0u;
    float v677 = v676 != 0u ? v674 : v589;
    float v590 = v677;
    p_out0[(v9 + 0u)] = v29;
    p_out0[(v9 + 1u)] = v216;
    p_out0[(v9 + 2u)] = v403;
    p_out0[(v9 + 3u)] = v590;
  }
}
