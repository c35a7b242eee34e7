// Kernel 'row_fence_split' printed by Morph for metal (key 9560949088776128164).
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
    float v120 = as_float(0x42b20000u) /* 89 */;
    float v121 = as_float(0xc2f00000u) /* -120 */;
    uint v122 = (v119 < v121) ? 1u : 0u;
    float v123 = v122 != 0u ? v121 : v119;
    uint v124 = (v123 > v120) ? 1u : 0u;
    float v125 = v124 != 0u ? v120 : v123;
    float v126 = as_float(0x00000000u) /* 0 */;
    float v127 = as_float(0x4b400000u) /* 12582912 */;
    float v128 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v129 = morph_fma_f32(v125, v128, v127);
    float v130 = as_float(0x4b400000u) /* 12582912 */;
    float v131 = v129 - v130;
    int v132 = as_int(v129);
    int v133 = 1262485504;
    int v134 = as_int(as_uint(v132) - as_uint(v133));
    float v135 = as_float(0x3f317218u) /* 0.693147182 */;
    float v136 = as_float(as_uint(v131) ^ 0x80000000u);
    float v137 = morph_fma_f32(v136, v135, v125);
    float v138 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v139 = as_float(as_uint(v131) ^ 0x80000000u);
    float v140 = morph_fma_f32(v139, v138, v126);
    float v141 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v142 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v143 = morph_fma_f32(v137, v142, v141);
    float v144 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v145 = morph_fma_f32(v137, v143, v144);
    float v146 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v147 = morph_fma_f32(v137, v145, v146);
    float v148 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v149 = morph_fma_f32(v137, v147, v148);
    float v150 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v151 = morph_fma_f32(v137, v149, v150);
    float v152 = as_float(0x3f000000u) /* 0.5 */;
    float v153 = morph_fma_f32(v137, v151, v152);
    float v154 = v137 * v137;
    float v155 = v154 * v153;
    float v156 = as_float(0x3f800000u) /* 1 */;
    float v157 = v156 + v137;
    float v158 = v157 - v156;
    float v159 = v137 - v158;
    float v160 = v157 + v155;
    float v161 = morph_fma_f32(v140, v160, v155);
    float v162 = v159 + v161;
    float v163 = v157 + v162;
    float v164 = v157 - v163;
    float v165 = v164 + v162;
    int v166 = 1;
    int v167 = v134 >> (as_uint(v166) & 31u);
    int v168 = as_int(as_uint(v134) - as_uint(v167));
    int v169 = 127;
    int v170 = as_int(as_uint(v168) + as_uint(v169));
    int v171 = 23;
    int v172 = as_int(as_uint(v170) << (as_uint(v171) & 31u));
    float v173 = as_float(v172);
    int v174 = 127;
    int v175 = as_int(as_uint(v167) + as_uint(v174));
    int v176 = 23;
    int v177 = as_int(as_uint(v175) << (as_uint(v176) & 31u));
    float v178 = as_float(v177);
    float v179 = v163 * v178;
    float v180 = v179 * v173;
    float v181 = morph_div_f32(v180, v73);
    uint v182 = v9 + v87;
    p_out0[v182] = v181;
    float v183 = v114 - v71;
    float v184 = as_float(0x42b20000u) /* 89 */;
    float v185 = as_float(0xc2f00000u) /* -120 */;
    uint v186 = (v183 < v185) ? 1u : 0u;
    float v187 = v186 != 0u ? v185 : v183;
    uint v188 = (v187 > v184) ? 1u : 0u;
    float v189 = v188 != 0u ? v184 : v187;
    float v190 = as_float(0x00000000u) /* 0 */;
    float v191 = as_float(0x4b400000u) /* 12582912 */;
    float v192 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v193 = morph_fma_f32(v189, v192, v191);
    float v194 = as_float(0x4b400000u) /* 12582912 */;
    float v195 = v193 - v194;
    int v196 = as_int(v193);
    int v197 = 1262485504;
    int v198 = as_int(as_uint(v196) - as_uint(v197));
    float v199 = as_float(0x3f317218u) /* 0.693147182 */;
    float v200 = as_float(as_uint(v195) ^ 0x80000000u);
    float v201 = morph_fma_f32(v200, v199, v189);
    float v202 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v203 = as_float(as_uint(v195) ^ 0x80000000u);
    float v204 = morph_fma_f32(v203, v202, v190);
    float v205 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v206 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v207 = morph_fma_f32(v201, v206, v205);
    float v208 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v209 = morph_fma_f32(v201, v207, v208);
    float v210 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v211 = morph_fma_f32(v201, v209, v210);
    float v212 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v213 = morph_fma_f32(v201, v211, v212);
    float v214 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v215 = morph_fma_f32(v201, v213, v214);
    float v216 = as_float(0x3f000000u) /* 0.5 */;
    float v217 = morph_fma_f32(v201, v215, v216);
    float v218 = v201 * v201;
    float v219 = v218 * v217;
    float v220 = as_float(0x3f800000u) /* 1 */;
    float v221 = v220 + v201;
    float v222 = v221 - v220;
    float v223 = v201 - v222;
    float v224 = v221 + v219;
    float v225 = morph_fma_f32(v204, v224, v219);
    float v226 = v223 + v225;
    float v227 = v221 + v226;
    float v228 = v221 - v227;
    float v229 = v228 + v226;
    int v230 = 1;
    int v231 = v198 >> (as_uint(v230) & 31u);
    int v232 = as_int(as_uint(v198) - as_uint(v231));
    int v233 = 127;
    int v234 = as_int(as_uint(v232) + as_uint(v233));
    int v235 = 23;
    int v236 = as_int(as_uint(v234) << (as_uint(v235) & 31u));
    float v237 = as_float(v236);
    int v238 = 127;
    int v239 = as_int(as_uint(v231) + as_uint(v238));
    int v240 = 23;
    int v241 = as_int(as_uint(v239) << (as_uint(v240) & 31u));
    float v242 = as_float(v241);
    float v243 = v227 * v242;
    float v244 = v243 * v237;
    float v245 = morph_div_f32(v244, v73);
    if (v93 != 0u) {
      uint v246 = v9 + v96;
      p_out0[v246] = v245;
    }
    float v247 = v116 - v71;
    float v248 = as_float(0x42b20000u) /* 89 */;
    float v249 = as_float(0xc2f00000u) /* -120 */;
    uint v250 = (v247 < v249) ? 1u : 0u;
    float v251 = v250 != 0u ? v249 : v247;
    uint v252 = (v251 > v248) ? 1u : 0u;
    float v253 = v252 != 0u ? v248 : v251;
    float v254 = as_float(0x00000000u) /* 0 */;
    float v255 = as_float(0x4b400000u) /* 12582912 */;
    float v256 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v257 = morph_fma_f32(v253, v256, v255);
    float v258 = as_float(0x4b400000u) /* 12582912 */;
    float v259 = v257 - v258;
    int v260 = as_int(v257);
    int v261 = 1262485504;
    int v262 = as_int(as_uint(v260) - as_uint(v261));
    float v263 = as_float(0x3f317218u) /* 0.693147182 */;
    float v264 = as_float(as_uint(v259) ^ 0x80000000u);
    float v265 = morph_fma_f32(v264, v263, v253);
    float v266 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v267 = as_float(as_uint(v259) ^ 0x80000000u);
    float v268 = morph_fma_f32(v267, v266, v254);
    float v269 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v270 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v271 = morph_fma_f32(v265, v270, v269);
    float v272 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v273 = morph_fma_f32(v265, v271, v272);
    float v274 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v275 = morph_fma_f32(v265, v273, v274);
    float v276 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v277 = morph_fma_f32(v265, v275, v276);
    float v278 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v279 = morph_fma_f32(v265, v277, v278);
    float v280 = as_float(0x3f000000u) /* 0.5 */;
    float v281 = morph_fma_f32(v265, v279, v280);
    float v282 = v265 * v265;
    float v283 = v282 * v281;
    float v284 = as_float(0x3f800000u) /* 1 */;
    float v285 = v284 + v265;
    float v286 = v285 - v284;
    float v287 = v265 - v286;
    float v288 = v285 + v283;
    float v289 = morph_fma_f32(v268, v288, v283);
    float v290 = v287 + v289;
    float v291 = v285 + v290;
    float v292 = v285 - v291;
    float v293 = v292 + v290;
    int v294 = 1;
    int v295 = v262 >> (as_uint(v294) & 31u);
    int v296 = as_int(as_uint(v262) - as_uint(v295));
    int v297 = 127;
    int v298 = as_int(as_uint(v296) + as_uint(v297));
    int v299 = 23;
    int v300 = as_int(as_uint(v298) << (as_uint(v299) & 31u));
    float v301 = as_float(v300);
    int v302 = 127;
    int v303 = as_int(as_uint(v295) + as_uint(v302));
    int v304 = 23;
    int v305 = as_int(as_uint(v303) << (as_uint(v304) & 31u));
    float v306 = as_float(v305);
    float v307 = v291 * v306;
    float v308 = v307 * v301;
    float v309 = morph_div_f32(v308, v73);
    if (v100 != 0u) {
      uint v310 = v9 + v103;
      p_out0[v310] = v309;
    }
    float v311 = v118 - v71;
    float v312 = as_float(0x42b20000u) /* 89 */;
    float v313 = as_float(0xc2f00000u) /* -120 */;
    uint v314 = (v311 < v313) ? 1u : 0u;
    float v315 = v314 != 0u ? v313 : v311;
    uint v316 = (v315 > v312) ? 1u : 0u;
    float v317 = v316 != 0u ? v312 : v315;
    float v318 = as_float(0x00000000u) /* 0 */;
    float v319 = as_float(0x4b400000u) /* 12582912 */;
    float v320 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v321 = morph_fma_f32(v317, v320, v319);
    float v322 = as_float(0x4b400000u) /* 12582912 */;
    float v323 = v321 - v322;
    int v324 = as_int(v321);
    int v325 = 1262485504;
    int v326 = as_int(as_uint(v324) - as_uint(v325));
    float v327 = as_float(0x3f317218u) /* 0.693147182 */;
    float v328 = as_float(as_uint(v323) ^ 0x80000000u);
    float v329 = morph_fma_f32(v328, v327, v317);
    float v330 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v331 = as_float(as_uint(v323) ^ 0x80000000u);
    float v332 = morph_fma_f32(v331, v330, v318);
    float v333 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v334 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v335 = morph_fma_f32(v329, v334, v333);
    float v336 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v337 = morph_fma_f32(v329, v335, v336);
    float v338 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v339 = morph_fma_f32(v329, v337, v338);
    float v340 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v341 = morph_fma_f32(v329, v339, v340);
    float v342 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v343 = morph_fma_f32(v329, v341, v342);
    float v344 = as_float(0x3f000000u) /* 0.5 */;
    float v345 = morph_fma_f32(v329, v343, v344);
    float v346 = v329 * v329;
    float v347 = v346 * v345;
    float v348 = as_float(0x3f800000u) /* 1 */;
    float v349 = v348 + v329;
    float v350 = v349 - v348;
    float v351 = v329 - v350;
    float v352 = v349 + v347;
    float v353 = morph_fma_f32(v332, v352, v347);
    float v354 = v351 + v353;
    float v355 = v349 + v354;
    float v356 = v349 - v355;
    float v357 = v356 + v354;
    int v358 = 1;
    int v359 = v326 >> (as_uint(v358) & 31u);
    int v360 = as_int(as_uint(v326) - as_uint(v359));
    int v361 = 127;
    int v362 = as_int(as_uint(v360) + as_uint(v361));
    int v363 = 23;
    int v364 = as_int(as_uint(v362) << (as_uint(v363) & 31u));
    float v365 = as_float(v364);
    int v366 = 127;
    int v367 = as_int(as_uint(v359) + as_uint(v366));
    int v368 = 23;
    int v369 = as_int(as_uint(v367) << (as_uint(v368) & 31u));
    float v370 = as_float(v369);
    float v371 = v355 * v370;
    float v372 = v371 * v365;
    float v373 = morph_div_f32(v372, v73);
    if (v107 != 0u) {
      uint v374 = v9 + v110;
      p_out0[v374] = v373;
    }
  }
}
