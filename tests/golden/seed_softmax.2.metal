// Kernel 'row_fence_split' printed by Morph for metal (key 16447231776574497163).
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

static inline float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

kernel void k_row_fence_split(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device const float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup float sh0_stage[5120];
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  float l0 = 0;
  uint v0 = p_rows;
  uint v1 = p_cols;
  uint v2 = 151936u;
  uint v3 = morph_lid3.x;
  uint v4 = 10u;
  uint v5 = v3 >> (v4 & 31u);
  uint v6 = morph_grp.x;
  uint v7 = 5u;
  uint v8 = v6 >> (v7 & 31u);
  uint v9 = v8 * v2;
  uint v10 = morph_grp.x;
  uint v11 = 31u;
  uint v12 = v10 & v11;
  uint v13 = 31u;
  uint v14 = v3 & v13;
  uint v15 = 5u;
  uint v16 = v3 >> (v15 & 31u);
  uint v17 = 32u;
  uint v18 = v12 * v17;
  uint v19 = v18 + v14;
  uint v20 = 31u;
  uint v21 = v3 & v20;
  uint v22 = 2u;
  uint v23 = v8 * v22;
  uint v24 = 0u;
  uint v25 = v23 + v24;
  uint v26 = 32u;
  uint v27 = v25 * v26;
  uint v28 = v27 + v21;
  float v29 = p_partials[v28];
  uint v30 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v29);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v31 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v30 & 31u))]);
  morph_sgh ^= 1024u;
  float v32 = morph_max_f32(v29, v31);
  uint v33 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v32);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v34 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v33 & 31u))]);
  morph_sgh ^= 1024u;
  float v35 = morph_max_f32(v32, v34);
  uint v36 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v35);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v37 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v36 & 31u))]);
  morph_sgh ^= 1024u;
  float v38 = morph_max_f32(v35, v37);
  uint v39 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v38);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v40 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v39 & 31u))]);
  morph_sgh ^= 1024u;
  float v41 = morph_max_f32(v38, v40);
  uint v42 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v41);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v43 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v42 & 31u))]);
  morph_sgh ^= 1024u;
  float v44 = morph_max_f32(v41, v43);
  float v45 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v46 = morph_max_f32(v44, v45);
  float v47 = as_float(0x80000000u) /* -0 */;
  l0 = v47;
  uint v48 = 1023u;
  uint v49 = v2 + v48;
  uint v50 = 10u;
  uint v51 = v49 >> (v50 & 31u);
  uint v52 = 1u;
  uint v53 = v2 - v52;
  uint v54 = 160u;
  uint v55 = 0u;
  for (uint v56 = v55; v56 < v51; v56 = v56 > 4294967295u - v54 ? v51 : v56 + v54) {
    uint v57 = 0u;
    uint v58 = 5u;
    uint v59 = 1u;
    for (uint v60 = v57; v60 < v58; v60 = v60 + v59) {
      uint v61 = 32u;
      uint v62 = v60 * v61;
      uint v63 = v16 + v62;
      uint v64 = v56 + v63;
      uint v65 = 1024u;
      uint v66 = v64 * v65;
      uint v67 = v19 + v66;
      uint v68 = v67 < v53 ? v67 : v53;
      uint v69 = v9 + v68;
      float v70 = p_in0[v69];
      float v71 = v70 - v46;
      float v73 = as_float(0x42b20000u) /* 89 */;
      float v74 = as_float(0xc2f00000u) /* -120 */;
      uint v75 = (v71 < v74) ? 1u : 0u;
      float v76 = v75 != 0u ? v74 : v71;
      uint v77 = (v76 > v73) ? 1u : 0u;
      float v78 = v77 != 0u ? v73 : v76;
      float v79 = as_float(0x00000000u) /* 0 */;
      float v80 = as_float(0x4b400000u) /* 12582912 */;
      float v81 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v82 = morph_fma_f32(v78, v81, v80);
      float v83 = as_float(0x4b400000u) /* 12582912 */;
      float v84 = v82 - v83;
      int v85 = as_int(v82);
      int v86 = 1262485504;
      int v87 = as_int(as_uint(v85) - as_uint(v86));
      float v88 = as_float(0x3f317218u) /* 0.693147182 */;
      float v89 = as_float(as_uint(v84) ^ 0x80000000u);
      float v90 = morph_fma_f32(v89, v88, v78);
      float v91 = as_float(0xb102e308u) /* -1.90465421e-09 */;
      float v92 = as_float(as_uint(v84) ^ 0x80000000u);
      float v93 = morph_fma_f32(v92, v91, v79);
      float v94 = as_float(0x39500d01u) /* 0.000198412701 */;
      float v95 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
      float v96 = morph_fma_f32(v90, v95, v94);
      float v97 = as_float(0x3ab60b61u) /* 0.00138888892 */;
      float v98 = morph_fma_f32(v90, v96, v97);
      float v99 = as_float(0x3c088889u) /* 0.00833333377 */;
      float v100 = morph_fma_f32(v90, v98, v99);
      float v101 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
      float v102 = morph_fma_f32(v90, v100, v101);
      float v103 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v104 = morph_fma_f32(v90, v102, v103);
      float v105 = as_float(0x3f000000u) /* 0.5 */;
      float v106 = morph_fma_f32(v90, v104, v105);
      float v107 = v90 * v90;
      float v108 = v107 * v106;
      float v109 = as_float(0x3f800000u) /* 1 */;
      float v110 = v109 + v90;
      float v111 = v110 - v109;
      float v112 = v90 - v111;
      float v113 = v110 + v108;
      float v114 = morph_fma_f32(v93, v113, v108);
      float v115 = v112 + v114;
      float v116 = v110 + v115;
      float v117 = v110 - v116;
      float v118 = v117 + v115;
      int v119 = 1;
      int v120 = v87 >> (as_uint(v119) & 31u);
      int v121 = as_int(as_uint(v87) - as_uint(v120));
      int v122 = 127;
      int v123 = as_int(as_uint(v121) + as_uint(v122));
      int v124 = 23;
      int v125 = as_int(as_uint(v123) << (as_uint(v124) & 31u));
      float v126 = as_float(v125);
      int v127 = 127;
      int v128 = as_int(as_uint(v120) + as_uint(v127));
      int v129 = 23;
      int v130 = as_int(as_uint(v128) << (as_uint(v129) & 31u));
      float v131 = as_float(v130);
      float v132 = v116 * v131;
      float v133 = v132 * v126;
      float v72 = v133;
      float v204 = as_float(0x80000000u) /* -0 */;
      uint v205 = (v67 < v2) ? 1u : 0u;
      float v206 = v205 != 0u ? v72 : v204;
      uint v207 = 32u;
      uint v208 = v63 * v207;
      uint v209 = v208 + v14;
      sh0_stage[v209] = v206;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
    uint v210 = 0u;
    uint v211 = (v16 == v210) ? 1u : 0u;
    if (v211 != 0u) {
      uint v212 = 0u;
      uint v213 = 20u;
      uint v214 = 1u;
      for (uint v215 = v212; v215 < v213; v215 = v215 + v214) {
        uint v216 = 256u;
        uint v217 = v215 * v216;
        uint v218 = v217 + v14;
        float v219 = sh0_stage[v218];
        uint v220 = 32u;
        uint v221 = v218 + v220;
        float v222 = sh0_stage[v221];
        uint v223 = 64u;
        uint v224 = v218 + v223;
        float v225 = sh0_stage[v224];
        uint v226 = 96u;
        uint v227 = v218 + v226;
        float v228 = sh0_stage[v227];
        uint v229 = 128u;
        uint v230 = v218 + v229;
        float v231 = sh0_stage[v230];
        uint v232 = 160u;
        uint v233 = v218 + v232;
        float v234 = sh0_stage[v233];
        uint v235 = 192u;
        uint v236 = v218 + v235;
        float v237 = sh0_stage[v236];
        uint v238 = 224u;
        uint v239 = v218 + v238;
        float v240 = sh0_stage[v239];
        float v241 = l0;
        float v242 = v241 + v219;
        float v243 = v242 + v222;
        float v244 = v243 + v225;
        float v245 = v244 + v228;
        float v246 = v245 + v231;
        float v247 = v246 + v234;
        float v248 = v247 + v237;
        float v249 = v248 + v240;
        l0 = v249;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  }
  float v250 = l0;
  uint v251 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v250);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v252 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v251 & 31u))]);
  morph_sgh ^= 1024u;
  float v253 = v250 + v252;
  uint v254 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v253);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v255 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v254 & 31u))]);
  morph_sgh ^= 1024u;
  float v256 = v253 + v255;
  uint v257 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v256);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v258 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v257 & 31u))]);
  morph_sgh ^= 1024u;
  float v259 = v256 + v258;
  uint v260 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v259);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v261 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v260 & 31u))]);
  morph_sgh ^= 1024u;
  float v262 = v259 + v261;
  uint v263 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v262);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v264 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v263 & 31u))]);
  morph_sgh ^= 1024u;
  float v265 = v262 + v264;
  uint v266 = 0u;
  uint v267 = (v16 == v266) ? 1u : 0u;
  uint v268 = 31u;
  uint v269 = v3 & v268;
  uint v270 = 0u;
  uint v271 = (v269 == v270) ? 1u : 0u;
  uint v272 = v267 & v271;
  if (v272 != 0u) {
    uint v273 = 5u;
    uint v274 = v19 >> (v273 & 31u);
    uint v275 = 2u;
    uint v276 = v8 * v275;
    uint v277 = 1u;
    uint v278 = v276 + v277;
    uint v279 = 32u;
    uint v280 = v278 * v279;
    uint v281 = v280 + v274;
    p_partials[v281] = v265;
  }
}
