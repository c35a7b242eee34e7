// Kernel 'row_fence_split' printed by Morph for metal (key 16213716236376384589).
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

kernel void k_row_fence_split(device const float* p_in0 [[buffer(0)]],
    constant uint& p_in0_len [[buffer(1)]],
    device float* p_out0 [[buffer(2)]],
    constant uint& p_out0_len [[buffer(3)]],
    device const float* p_partials [[buffer(4)]],
    constant uint& p_partials_len [[buffer(5)]],
    constant uint& p_rows [[buffer(6)]],
    constant uint& p_cols [[buffer(7)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  threadgroup uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
  uint morph_lid = morph_lid3.x + morph_lsz.x * (morph_lid3.y + morph_lsz.y * morph_lid3.z);
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
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
  uint v45 = 31u;
  uint v46 = v3 & v45;
  uint v47 = 2u;
  uint v48 = v8 * v47;
  uint v49 = 1u;
  uint v50 = v48 + v49;
  uint v51 = 32u;
  uint v52 = v50 * v51;
  uint v53 = v52 + v46;
  float v54 = p_partials[v53];
  uint v55 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v54);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v56 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v55 & 31u))]);
  morph_sgh ^= 1024u;
  float v57 = v54 + v56;
  uint v58 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v57);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v59 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v58 & 31u))]);
  morph_sgh ^= 1024u;
  float v60 = v57 + v59;
  uint v61 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v60);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v62 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v61 & 31u))]);
  morph_sgh ^= 1024u;
  float v63 = v60 + v62;
  uint v64 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v63);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v65 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v64 & 31u))]);
  morph_sgh ^= 1024u;
  float v66 = v63 + v65;
  uint v67 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v66);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v68 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v67 & 31u))]);
  morph_sgh ^= 1024u;
  float v69 = v66 + v68;
  float v70 = as_float(0xff7fffffu) /* -3.40282347e+38 */;
  float v71 = morph_max_f32(v44, v70);
  float v72 = as_float(0x3f800000u) /* 1 */;
  float v73 = morph_max_f32(v69, v72);
  uint v74 = 31u;
  uint v75 = v2 + v74;
  uint v76 = 5u;
  uint v77 = v75 >> (v76 & 31u);
  uint v78 = 31u;
  uint v79 = v77 + v78;
  uint v80 = 4294967264u;
  uint v81 = v79 & v80;
  uint v82 = v12 * v81;
  uint v83 = v82 + v81;
  uint v84 = v2 < v83 ? v2 : v83;
  uint v85 = 5120u;
  uint v86 = v82 + v3;
  for (uint v87 = v86; v87 < v84; v87 = v87 > 4294967295u - v85 ? v84 : v87 + v85) {
    uint v88 = 1u;
    uint v89 = v84 - v88;
    uint v90 = 1024u;
    uint v91 = v84 < v90 ? v84 : v90;
    uint v92 = v84 - v91;
    uint v93 = (v87 < v92) ? 1u : 0u;
    uint v94 = 1024u;
    uint v95 = v87 + v94;
    uint v96 = v95 < v89 ? v95 : v89;
    uint v97 = 2048u;
    uint v98 = v84 < v97 ? v84 : v97;
    uint v99 = v84 - v98;
    uint v100 = (v87 < v99) ? 1u : 0u;
    uint v101 = 2048u;
    uint v102 = v87 + v101;
    uint v103 = v102 < v89 ? v102 : v89;
    uint v104 = 3072u;
    uint v105 = v84 < v104 ? v84 : v104;
    uint v106 = v84 - v105;
    uint v107 = (v87 < v106) ? 1u : 0u;
    uint v108 = 3072u;
    uint v109 = v87 + v108;
    uint v110 = v109 < v89 ? v109 : v89;
    uint v111 = 4096u;
    uint v112 = v84 < v111 ? v84 : v111;
    uint v113 = v84 - v112;
    uint v114 = (v87 < v113) ? 1u : 0u;
    uint v115 = 4096u;
    uint v116 = v87 + v115;
    uint v117 = v116 < v89 ? v116 : v89;
    uint v118 = v9 + v87;
    float v119 = p_in0[v118];
    uint v120 = v9 + v96;
    float v121 = p_in0[v120];
    uint v122 = v9 + v103;
    float v123 = p_in0[v122];
    uint v124 = v9 + v110;
    float v125 = p_in0[v124];
    uint v126 = v9 + v117;
    float v127 = p_in0[v126];
    float v128 = v119 - v71;
    float v130 = as_float(0x42b20000u) /* 89 */;
    float v131 = as_float(0xc2f00000u) /* -120 */;
    uint v132 = (v128 < v131) ? 1u : 0u;
    float v133 = v132 != 0u ? v131 : v128;
    uint v134 = (v133 > v130) ? 1u : 0u;
    float v135 = v134 != 0u ? v130 : v133;
    float v136 = as_float(0x00000000u) /* 0 */;
    float v137 = as_float(0x4b400000u) /* 12582912 */;
    float v138 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v139 = morph_fma_f32(v135, v138, v137);
    float v140 = as_float(0x4b400000u) /* 12582912 */;
    float v141 = v139 - v140;
    int v142 = as_int(v139);
    int v143 = 1262485504;
    int v144 = as_int(as_uint(v142) - as_uint(v143));
    float v145 = as_float(0x3f317218u) /* 0.693147182 */;
    float v146 = as_float(as_uint(v141) ^ 0x80000000u);
    float v147 = morph_fma_f32(v146, v145, v135);
    float v148 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v149 = as_float(as_uint(v141) ^ 0x80000000u);
    float v150 = morph_fma_f32(v149, v148, v136);
    float v151 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v152 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v153 = morph_fma_f32(v147, v152, v151);
    float v154 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v155 = morph_fma_f32(v147, v153, v154);
    float v156 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v157 = morph_fma_f32(v147, v155, v156);
    float v158 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v159 = morph_fma_f32(v147, v157, v158);
    float v160 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v161 = morph_fma_f32(v147, v159, v160);
    float v162 = as_float(0x3f000000u) /* 0.5 */;
    float v163 = morph_fma_f32(v147, v161, v162);
    float v164 = v147 * v147;
    float v165 = v164 * v163;
    float v166 = as_float(0x3f800000u) /* 1 */;
    float v167 = v166 + v147;
    float v168 = v167 - v166;
    float v169 = v147 - v168;
    float v170 = v167 + v165;
    float v171 = morph_fma_f32(v150, v170, v165);
    float v172 = v169 + v171;
    float v173 = v167 + v172;
    float v174 = v167 - v173;
    float v175 = v174 + v172;
    int v176 = 1;
    int v177 = v144 >> (as_uint(v176) & 31u);
    int v178 = as_int(as_uint(v144) - as_uint(v177));
    int v179 = 127;
    int v180 = as_int(as_uint(v178) + as_uint(v179));
    int v181 = 23;
    int v182 = as_int(as_uint(v180) << (as_uint(v181) & 31u));
    float v183 = as_float(v182);
    int v184 = 127;
    int v185 = as_int(as_uint(v177) + as_uint(v184));
    int v186 = 23;
    int v187 = as_int(as_uint(v185) << (as_uint(v186) & 31u));
    float v188 = as_float(v187);
    float v189 = v173 * v188;
    float v190 = v189 * v183;
    float v129 = v190;
    float v261 = morph_div_f32(v129, v73);
    uint v262 = v9 + v87;
    p_out0[v262] = v261;
    float v263 = v121 - v71;
    float v265 = as_float(0x42b20000u) /* 89 */;
    float v266 = as_float(0xc2f00000u) /* -120 */;
    uint v267 = (v263 < v266) ? 1u : 0u;
    float v268 = v267 != 0u ? v266 : v263;
    uint v269 = (v268 > v265) ? 1u : 0u;
    float v270 = v269 != 0u ? v265 : v268;
    float v271 = as_float(0x00000000u) /* 0 */;
    float v272 = as_float(0x4b400000u) /* 12582912 */;
    float v273 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v274 = morph_fma_f32(v270, v273, v272);
    float v275 = as_float(0x4b400000u) /* 12582912 */;
    float v276 = v274 - v275;
    int v277 = as_int(v274);
    int v278 = 1262485504;
    int v279 = as_int(as_uint(v277) - as_uint(v278));
    float v280 = as_float(0x3f317218u) /* 0.693147182 */;
    float v281 = as_float(as_uint(v276) ^ 0x80000000u);
    float v282 = morph_fma_f32(v281, v280, v270);
    float v283 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v284 = as_float(as_uint(v276) ^ 0x80000000u);
    float v285 = morph_fma_f32(v284, v283, v271);
    float v286 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v287 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v288 = morph_fma_f32(v282, v287, v286);
    float v289 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v290 = morph_fma_f32(v282, v288, v289);
    float v291 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v292 = morph_fma_f32(v282, v290, v291);
    float v293 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v294 = morph_fma_f32(v282, v292, v293);
    float v295 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v296 = morph_fma_f32(v282, v294, v295);
    float v297 = as_float(0x3f000000u) /* 0.5 */;
    float v298 = morph_fma_f32(v282, v296, v297);
    float v299 = v282 * v282;
    float v300 = v299 * v298;
    float v301 = as_float(0x3f800000u) /* 1 */;
    float v302 = v301 + v282;
    float v303 = v302 - v301;
    float v304 = v282 - v303;
    float v305 = v302 + v300;
    float v306 = morph_fma_f32(v285, v305, v300);
    float v307 = v304 + v306;
    float v308 = v302 + v307;
    float v309 = v302 - v308;
    float v310 = v309 + v307;
    int v311 = 1;
    int v312 = v279 >> (as_uint(v311) & 31u);
    int v313 = as_int(as_uint(v279) - as_uint(v312));
    int v314 = 127;
    int v315 = as_int(as_uint(v313) + as_uint(v314));
    int v316 = 23;
    int v317 = as_int(as_uint(v315) << (as_uint(v316) & 31u));
    float v318 = as_float(v317);
    int v319 = 127;
    int v320 = as_int(as_uint(v312) + as_uint(v319));
    int v321 = 23;
    int v322 = as_int(as_uint(v320) << (as_uint(v321) & 31u));
    float v323 = as_float(v322);
    float v324 = v308 * v323;
    float v325 = v324 * v318;
    float v264 = v325;
    float v396 = morph_div_f32(v264, v73);
    if (v93 != 0u) {
      uint v397 = v9 + v96;
      p_out0[v397] = v396;
    }
    float v398 = v123 - v71;
    float v400 = as_float(0x42b20000u) /* 89 */;
    float v401 = as_float(0xc2f00000u) /* -120 */;
    uint v402 = (v398 < v401) ? 1u : 0u;
    float v403 = v402 != 0u ? v401 : v398;
    uint v404 = (v403 > v400) ? 1u : 0u;
    float v405 = v404 != 0u ? v400 : v403;
    float v406 = as_float(0x00000000u) /* 0 */;
    float v407 = as_float(0x4b400000u) /* 12582912 */;
    float v408 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v409 = morph_fma_f32(v405, v408, v407);
    float v410 = as_float(0x4b400000u) /* 12582912 */;
    float v411 = v409 - v410;
    int v412 = as_int(v409);
    int v413 = 1262485504;
    int v414 = as_int(as_uint(v412) - as_uint(v413));
    float v415 = as_float(0x3f317218u) /* 0.693147182 */;
    float v416 = as_float(as_uint(v411) ^ 0x80000000u);
    float v417 = morph_fma_f32(v416, v415, v405);
    float v418 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v419 = as_float(as_uint(v411) ^ 0x80000000u);
    float v420 = morph_fma_f32(v419, v418, v406);
    float v421 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v422 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v423 = morph_fma_f32(v417, v422, v421);
    float v424 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v425 = morph_fma_f32(v417, v423, v424);
    float v426 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v427 = morph_fma_f32(v417, v425, v426);
    float v428 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v429 = morph_fma_f32(v417, v427, v428);
    float v430 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v431 = morph_fma_f32(v417, v429, v430);
    float v432 = as_float(0x3f000000u) /* 0.5 */;
    float v433 = morph_fma_f32(v417, v431, v432);
    float v434 = v417 * v417;
    float v435 = v434 * v433;
    float v436 = as_float(0x3f800000u) /* 1 */;
    float v437 = v436 + v417;
    float v438 = v437 - v436;
    float v439 = v417 - v438;
    float v440 = v437 + v435;
    float v441 = morph_fma_f32(v420, v440, v435);
    float v442 = v439 + v441;
    float v443 = v437 + v442;
    float v444 = v437 - v443;
    float v445 = v444 + v442;
    int v446 = 1;
    int v447 = v414 >> (as_uint(v446) & 31u);
    int v448 = as_int(as_uint(v414) - as_uint(v447));
    int v449 = 127;
    int v450 = as_int(as_uint(v448) + as_uint(v449));
    int v451 = 23;
    int v452 = as_int(as_uint(v450) << (as_uint(v451) & 31u));
    float v453 = as_float(v452);
    int v454 = 127;
    int v455 = as_int(as_uint(v447) + as_uint(v454));
    int v456 = 23;
    int v457 = as_int(as_uint(v455) << (as_uint(v456) & 31u));
    float v458 = as_float(v457);
    float v459 = v443 * v458;
    float v460 = v459 * v453;
    float v399 = v460;
    float v531 = morph_div_f32(v399, v73);
    if (v100 != 0u) {
      uint v532 = v9 + v103;
      p_out0[v532] = v531;
    }
    float v533 = v125 - v71;
    float v535 = as_float(0x42b20000u) /* 89 */;
    float v536 = as_float(0xc2f00000u) /* -120 */;
    uint v537 = (v533 < v536) ? 1u : 0u;
    float v538 = v537 != 0u ? v536 : v533;
    uint v539 = (v538 > v535) ? 1u : 0u;
    float v540 = v539 != 0u ? v535 : v538;
    float v541 = as_float(0x00000000u) /* 0 */;
    float v542 = as_float(0x4b400000u) /* 12582912 */;
    float v543 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v544 = morph_fma_f32(v540, v543, v542);
    float v545 = as_float(0x4b400000u) /* 12582912 */;
    float v546 = v544 - v545;
    int v547 = as_int(v544);
    int v548 = 1262485504;
    int v549 = as_int(as_uint(v547) - as_uint(v548));
    float v550 = as_float(0x3f317218u) /* 0.693147182 */;
    float v551 = as_float(as_uint(v546) ^ 0x80000000u);
    float v552 = morph_fma_f32(v551, v550, v540);
    float v553 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v554 = as_float(as_uint(v546) ^ 0x80000000u);
    float v555 = morph_fma_f32(v554, v553, v541);
    float v556 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v557 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v558 = morph_fma_f32(v552, v557, v556);
    float v559 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v560 = morph_fma_f32(v552, v558, v559);
    float v561 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v562 = morph_fma_f32(v552, v560, v561);
    float v563 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v564 = morph_fma_f32(v552, v562, v563);
    float v565 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v566 = morph_fma_f32(v552, v564, v565);
    float v567 = as_float(0x3f000000u) /* 0.5 */;
    float v568 = morph_fma_f32(v552, v566, v567);
    float v569 = v552 * v552;
    float v570 = v569 * v568;
    float v571 = as_float(0x3f800000u) /* 1 */;
    float v572 = v571 + v552;
    float v573 = v572 - v571;
    float v574 = v552 - v573;
    float v575 = v572 + v570;
    float v576 = morph_fma_f32(v555, v575, v570);
    float v577 = v574 + v576;
    float v578 = v572 + v577;
    float v579 = v572 - v578;
    float v580 = v579 + v577;
    int v581 = 1;
    int v582 = v549 >> (as_uint(v581) & 31u);
    int v583 = as_int(as_uint(v549) - as_uint(v582));
    int v584 = 127;
    int v585 = as_int(as_uint(v583) + as_uint(v584));
    int v586 = 23;
    int v587 = as_int(as_uint(v585) << (as_uint(v586) & 31u));
    float v588 = as_float(v587);
    int v589 = 127;
    int v590 = as_int(as_uint(v582) + as_uint(v589));
    int v591 = 23;
    int v592 = as_int(as_uint(v590) << (as_uint(v591) & 31u));
    float v593 = as_float(v592);
    float v594 = v578 * v593;
    float v595 = v594 * v588;
    float v534 = v595;
    float v666 = morph_div_f32(v534, v73);
    if (v107 != 0u) {
      uint v667 = v9 + v110;
      p_out0[v667] = v666;
    }
    float v668 = v127 - v71;
    float v670 = as_float(0x42b20000u) /* 89 */;
    float v671 = as_float(0xc2f00000u) /* -120 */;
    uint v672 = (v668 < v671) ? 1u : 0u;
    float v673 = v672 != 0u ? v671 : v668;
    uint v674 = (v673 > v670) ? 1u : 0u;
    float v675 = v674 != 0u ? v670 : v673;
    float v676 = as_float(0x00000000u) /* 0 */;
    float v677 = as_float(0x4b400000u) /* 12582912 */;
    float v678 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v679 = morph_fma_f32(v675, v678, v677);
    float v680 = as_float(0x4b400000u) /* 12582912 */;
    float v681 = v679 - v680;
    int v682 = as_int(v679);
    int v683 = 1262485504;
    int v684 = as_int(as_uint(v682) - as_uint(v683));
    float v685 = as_float(0x3f317218u) /* 0.693147182 */;
    float v686 = as_float(as_uint(v681) ^ 0x80000000u);
    float v687 = morph_fma_f32(v686, v685, v675);
    float v688 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v689 = as_float(as_uint(v681) ^ 0x80000000u);
    float v690 = morph_fma_f32(v689, v688, v676);
    float v691 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v692 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v693 = morph_fma_f32(v687, v692, v691);
    float v694 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v695 = morph_fma_f32(v687, v693, v694);
    float v696 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v697 = morph_fma_f32(v687, v695, v696);
    float v698 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v699 = morph_fma_f32(v687, v697, v698);
    float v700 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v701 = morph_fma_f32(v687, v699, v700);
    float v702 = as_float(0x3f000000u) /* 0.5 */;
    float v703 = morph_fma_f32(v687, v701, v702);
    float v704 = v687 * v687;
    float v705 = v704 * v703;
    float v706 = as_float(0x3f800000u) /* 1 */;
    float v707 = v706 + v687;
    float v708 = v707 - v706;
    float v709 = v687 - v708;
    float v710 = v707 + v705;
    float v711 = morph_fma_f32(v690, v710, v705);
    float v712 = v709 + v711;
    float v713 = v707 + v712;
    float v714 = v707 - v713;
    float v715 = v714 + v712;
    int v716 = 1;
    int v717 = v684 >> (as_uint(v716) & 31u);
    int v718 = as_int(as_uint(v684) - as_uint(v717));
    int v719 = 127;
    int v720 = as_int(as_uint(v718) + as_uint(v719));
    int v721 = 23;
    int v722 = as_int(as_uint(v720) << (as_uint(v721) & 31u));
    float v723 = as_float(v722);
    int v724 = 127;
    int v725 = as_int(as_uint(v717) + as_uint(v724));
    int v726 = 23;
    int v727 = as_int(as_uint(v725) << (as_uint(v726) & 31u));
    float v728 = as_float(v727);
    float v729 = v713 * v728;
    float v730 = v729 * v723;
    float v669 = v730;
    float v801 = morph_div_f32(v669, v73);
    if (v114 != 0u) {
      uint v802 = v9 + v117;
      p_out0[v802] = v801;
    }
  }
}
