// Kernel 'row_fence_split' printed by Morph for metal (key 12668488368738236767).
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
  uint v85 = 4096u;
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
    uint v111 = v9 + v87;
    float v112 = p_in0[v111];
    uint v113 = v9 + v96;
    float v114 = p_in0[v113];
    uint v115 = v9 + v103;
    float v116 = p_in0[v115];
    uint v117 = v9 + v110;
    float v118 = p_in0[v117];
    float v119 = v112 - v71;
    float v121 = as_float(0x42b20000u) /* 89 */;
    float v122 = as_float(0xc2f00000u) /* -120 */;
    uint v123 = (v119 < v122) ? 1u : 0u;
    float v124 = v123 != 0u ? v122 : v119;
    uint v125 = (v124 > v121) ? 1u : 0u;
    float v126 = v125 != 0u ? v121 : v124;
    float v127 = as_float(0x00000000u) /* 0 */;
    float v128 = as_float(0x4b400000u) /* 12582912 */;
    float v129 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v130 = morph_fma_f32(v126, v129, v128);
    float v131 = as_float(0x4b400000u) /* 12582912 */;
    float v132 = v130 - v131;
    int v133 = as_int(v130);
    int v134 = 1262485504;
    int v135 = as_int(as_uint(v133) - as_uint(v134));
    float v136 = as_float(0x3f317218u) /* 0.693147182 */;
    float v137 = as_float(as_uint(v132) ^ 0x80000000u);
    float v138 = morph_fma_f32(v137, v136, v126);
    float v139 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v140 = as_float(as_uint(v132) ^ 0x80000000u);
    float v141 = morph_fma_f32(v140, v139, v127);
    float v142 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v143 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v144 = morph_fma_f32(v138, v143, v142);
    float v145 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v146 = morph_fma_f32(v138, v144, v145);
    float v147 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v148 = morph_fma_f32(v138, v146, v147);
    float v149 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v150 = morph_fma_f32(v138, v148, v149);
    float v151 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v152 = morph_fma_f32(v138, v150, v151);
    float v153 = as_float(0x3f000000u) /* 0.5 */;
    float v154 = morph_fma_f32(v138, v152, v153);
    float v155 = v138 * v138;
    float v156 = v155 * v154;
    float v157 = as_float(0x3f800000u) /* 1 */;
    float v158 = v157 + v138;
    float v159 = v158 - v157;
    float v160 = v138 - v159;
    float v161 = v158 + v156;
    float v162 = morph_fma_f32(v141, v161, v156);
    float v163 = v160 + v162;
    float v164 = v158 + v163;
    float v165 = v158 - v164;
    float v166 = v165 + v163;
    int v167 = 1;
    int v168 = v135 >> (as_uint(v167) & 31u);
    int v169 = as_int(as_uint(v135) - as_uint(v168));
    int v170 = 127;
    int v171 = as_int(as_uint(v169) + as_uint(v170));
    int v172 = 23;
    int v173 = as_int(as_uint(v171) << (as_uint(v172) & 31u));
    float v174 = as_float(v173);
    int v175 = 127;
    int v176 = as_int(as_uint(v168) + as_uint(v175));
    int v177 = 23;
    int v178 = as_int(as_uint(v176) << (as_uint(v177) & 31u));
    float v179 = as_float(v178);
    float v180 = v164 * v179;
    float v181 = v180 * v174;
    float v120 = v181;
    float v252 = morph_div_f32(v120, v73);
    uint v253 = v9 + v87;
    p_out0[v253] = v252;
    float v254 = v114 - v71;
    float v256 = as_float(0x42b20000u) /* 89 */;
    float v257 = as_float(0xc2f00000u) /* -120 */;
    uint v258 = (v254 < v257) ? 1u : 0u;
    float v259 = v258 != 0u ? v257 : v254;
    uint v260 = (v259 > v256) ? 1u : 0u;
    float v261 = v260 != 0u ? v256 : v259;
    float v262 = as_float(0x00000000u) /* 0 */;
    float v263 = as_float(0x4b400000u) /* 12582912 */;
    float v264 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v265 = morph_fma_f32(v261, v264, v263);
    float v266 = as_float(0x4b400000u) /* 12582912 */;
    float v267 = v265 - v266;
    int v268 = as_int(v265);
    int v269 = 1262485504;
    int v270 = as_int(as_uint(v268) - as_uint(v269));
    float v271 = as_float(0x3f317218u) /* 0.693147182 */;
    float v272 = as_float(as_uint(v267) ^ 0x80000000u);
    float v273 = morph_fma_f32(v272, v271, v261);
    float v274 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v275 = as_float(as_uint(v267) ^ 0x80000000u);
    float v276 = morph_fma_f32(v275, v274, v262);
    float v277 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v278 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v279 = morph_fma_f32(v273, v278, v277);
    float v280 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v281 = morph_fma_f32(v273, v279, v280);
    float v282 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v283 = morph_fma_f32(v273, v281, v282);
    float v284 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v285 = morph_fma_f32(v273, v283, v284);
    float v286 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v287 = morph_fma_f32(v273, v285, v286);
    float v288 = as_float(0x3f000000u) /* 0.5 */;
    float v289 = morph_fma_f32(v273, v287, v288);
    float v290 = v273 * v273;
    float v291 = v290 * v289;
    float v292 = as_float(0x3f800000u) /* 1 */;
    float v293 = v292 + v273;
    float v294 = v293 - v292;
    float v295 = v273 - v294;
    float v296 = v293 + v291;
    float v297 = morph_fma_f32(v276, v296, v291);
    float v298 = v295 + v297;
    float v299 = v293 + v298;
    float v300 = v293 - v299;
    float v301 = v300 + v298;
    int v302 = 1;
    int v303 = v270 >> (as_uint(v302) & 31u);
    int v304 = as_int(as_uint(v270) - as_uint(v303));
    int v305 = 127;
    int v306 = as_int(as_uint(v304) + as_uint(v305));
    int v307 = 23;
    int v308 = as_int(as_uint(v306) << (as_uint(v307) & 31u));
    float v309 = as_float(v308);
    int v310 = 127;
    int v311 = as_int(as_uint(v303) + as_uint(v310));
    int v312 = 23;
    int v313 = as_int(as_uint(v311) << (as_uint(v312) & 31u));
    float v314 = as_float(v313);
    float v315 = v299 * v314;
    float v316 = v315 * v309;
    float v255 = v316;
    float v387 = morph_div_f32(v255, v73);
    if (v93 != 0u) {
      uint v388 = v9 + v96;
      p_out0[v388] = v387;
    }
    float v389 = v116 - v71;
    float v391 = as_float(0x42b20000u) /* 89 */;
    float v392 = as_float(0xc2f00000u) /* -120 */;
    uint v393 = (v389 < v392) ? 1u : 0u;
    float v394 = v393 != 0u ? v392 : v389;
    uint v395 = (v394 > v391) ? 1u : 0u;
    float v396 = v395 != 0u ? v391 : v394;
    float v397 = as_float(0x00000000u) /* 0 */;
    float v398 = as_float(0x4b400000u) /* 12582912 */;
    float v399 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v400 = morph_fma_f32(v396, v399, v398);
    float v401 = as_float(0x4b400000u) /* 12582912 */;
    float v402 = v400 - v401;
    int v403 = as_int(v400);
    int v404 = 1262485504;
    int v405 = as_int(as_uint(v403) - as_uint(v404));
    float v406 = as_float(0x3f317218u) /* 0.693147182 */;
    float v407 = as_float(as_uint(v402) ^ 0x80000000u);
    float v408 = morph_fma_f32(v407, v406, v396);
    float v409 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v410 = as_float(as_uint(v402) ^ 0x80000000u);
    float v411 = morph_fma_f32(v410, v409, v397);
    float v412 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v413 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v414 = morph_fma_f32(v408, v413, v412);
    float v415 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v416 = morph_fma_f32(v408, v414, v415);
    float v417 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v418 = morph_fma_f32(v408, v416, v417);
    float v419 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v420 = morph_fma_f32(v408, v418, v419);
    float v421 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v422 = morph_fma_f32(v408, v420, v421);
    float v423 = as_float(0x3f000000u) /* 0.5 */;
    float v424 = morph_fma_f32(v408, v422, v423);
    float v425 = v408 * v408;
    float v426 = v425 * v424;
    float v427 = as_float(0x3f800000u) /* 1 */;
    float v428 = v427 + v408;
    float v429 = v428 - v427;
    float v430 = v408 - v429;
    float v431 = v428 + v426;
    float v432 = morph_fma_f32(v411, v431, v426);
    float v433 = v430 + v432;
    float v434 = v428 + v433;
    float v435 = v428 - v434;
    float v436 = v435 + v433;
    int v437 = 1;
    int v438 = v405 >> (as_uint(v437) & 31u);
    int v439 = as_int(as_uint(v405) - as_uint(v438));
    int v440 = 127;
    int v441 = as_int(as_uint(v439) + as_uint(v440));
    int v442 = 23;
    int v443 = as_int(as_uint(v441) << (as_uint(v442) & 31u));
    float v444 = as_float(v443);
    int v445 = 127;
    int v446 = as_int(as_uint(v438) + as_uint(v445));
    int v447 = 23;
    int v448 = as_int(as_uint(v446) << (as_uint(v447) & 31u));
    float v449 = as_float(v448);
    float v450 = v434 * v449;
    float v451 = v450 * v444;
    float v390 = v451;
    float v522 = morph_div_f32(v390, v73);
    if (v100 != 0u) {
      uint v523 = v9 + v103;
      p_out0[v523] = v522;
    }
    float v524 = v118 - v71;
    float v526 = as_float(0x42b20000u) /* 89 */;
    float v527 = as_float(0xc2f00000u) /* -120 */;
    uint v528 = (v524 < v527) ? 1u : 0u;
    float v529 = v528 != 0u ? v527 : v524;
    uint v530 = (v529 > v526) ? 1u : 0u;
    float v531 = v530 != 0u ? v526 : v529;
    float v532 = as_float(0x00000000u) /* 0 */;
    float v533 = as_float(0x4b400000u) /* 12582912 */;
    float v534 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v535 = morph_fma_f32(v531, v534, v533);
    float v536 = as_float(0x4b400000u) /* 12582912 */;
    float v537 = v535 - v536;
    int v538 = as_int(v535);
    int v539 = 1262485504;
    int v540 = as_int(as_uint(v538) - as_uint(v539));
    float v541 = as_float(0x3f317218u) /* 0.693147182 */;
    float v542 = as_float(as_uint(v537) ^ 0x80000000u);
    float v543 = morph_fma_f32(v542, v541, v531);
    float v544 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v545 = as_float(as_uint(v537) ^ 0x80000000u);
    float v546 = morph_fma_f32(v545, v544, v532);
    float v547 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v548 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v549 = morph_fma_f32(v543, v548, v547);
    float v550 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v551 = morph_fma_f32(v543, v549, v550);
    float v552 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v553 = morph_fma_f32(v543, v551, v552);
    float v554 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v555 = morph_fma_f32(v543, v553, v554);
    float v556 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v557 = morph_fma_f32(v543, v555, v556);
    float v558 = as_float(0x3f000000u) /* 0.5 */;
    float v559 = morph_fma_f32(v543, v557, v558);
    float v560 = v543 * v543;
    float v561 = v560 * v559;
    float v562 = as_float(0x3f800000u) /* 1 */;
    float v563 = v562 + v543;
    float v564 = v563 - v562;
    float v565 = v543 - v564;
    float v566 = v563 + v561;
    float v567 = morph_fma_f32(v546, v566, v561);
    float v568 = v565 + v567;
    float v569 = v563 + v568;
    float v570 = v563 - v569;
    float v571 = v570 + v568;
    int v572 = 1;
    int v573 = v540 >> (as_uint(v572) & 31u);
    int v574 = as_int(as_uint(v540) - as_uint(v573));
    int v575 = 127;
    int v576 = as_int(as_uint(v574) + as_uint(v575));
    int v577 = 23;
    int v578 = as_int(as_uint(v576) << (as_uint(v577) & 31u));
    float v579 = as_float(v578);
    int v580 = 127;
    int v581 = as_int(as_uint(v573) + as_uint(v580));
    int v582 = 23;
    int v583 = as_int(as_uint(v581) << (as_uint(v582) & 31u));
    float v584 = as_float(v583);
    float v585 = v569 * v584;
    float v586 = v585 * v579;
    float v525 = v586;
    float v657 = morph_div_f32(v525, v73);
    if (v107 != 0u) {
      uint v658 = v9 + v110;
      p_out0[v658] = v657;
    }
  }
}
