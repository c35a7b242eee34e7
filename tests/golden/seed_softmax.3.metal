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
    uint v89 = 1u;
    uint v90 = v84 - v89;
    uint v91 = 1024u;
    uint v92 = v84 < v91 ? v84 : v91;
    uint v93 = v84 - v92;
    uint v94 = (v87 < v93) ? 1u : 0u;
    uint v95 = 1024u;
    uint v96 = v87 + v95;
    uint v97 = v96 < v90 ? v96 : v90;
    uint v98 = 2048u;
    uint v99 = v84 < v98 ? v84 : v98;
    uint v100 = v84 - v99;
    uint v101 = (v87 < v100) ? 1u : 0u;
    uint v102 = 2048u;
    uint v103 = v87 + v102;
    uint v104 = v103 < v90 ? v103 : v90;
    uint v105 = 3072u;
    uint v106 = v84 < v105 ? v84 : v105;
    uint v107 = v84 - v106;
    uint v108 = (v87 < v107) ? 1u : 0u;
    uint v109 = 3072u;
    uint v110 = v87 + v109;
    uint v111 = v110 < v90 ? v110 : v90;
    uint v112 = v9 + v87;
    float v113 = p_in0[v112];
    uint v114 = v9 + v97;
    float v115 = p_in0[v114];
    uint v116 = v9 + v104;
    float v117 = p_in0[v116];
    uint v118 = v9 + v111;
    float v119 = p_in0[v118];
    float v120 = v113 - v71;
    float v121 = as_float(0x42b20000u) /* 89 */;
    float v122 = as_float(0xc2f00000u) /* -120 */;
    uint v123 = (v120 < v122) ? 1u : 0u;
    float v124 = v123 != 0u ? v122 : v120;
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
    float v182 = morph_div_f32(v181, v73);
    uint v183 = v9 + v87;
    p_out0[v183] = v182;
    float v184 = v115 - v71;
    float v185 = as_float(0x42b20000u) /* 89 */;
    float v186 = as_float(0xc2f00000u) /* -120 */;
    uint v187 = (v184 < v186) ? 1u : 0u;
    float v188 = v187 != 0u ? v186 : v184;
    uint v189 = (v188 > v185) ? 1u : 0u;
    float v190 = v189 != 0u ? v185 : v188;
    float v191 = as_float(0x00000000u) /* 0 */;
    float v192 = as_float(0x4b400000u) /* 12582912 */;
    float v193 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v194 = morph_fma_f32(v190, v193, v192);
    float v195 = as_float(0x4b400000u) /* 12582912 */;
    float v196 = v194 - v195;
    int v197 = as_int(v194);
    int v198 = 1262485504;
    int v199 = as_int(as_uint(v197) - as_uint(v198));
    float v200 = as_float(0x3f317218u) /* 0.693147182 */;
    float v201 = as_float(as_uint(v196) ^ 0x80000000u);
    float v202 = morph_fma_f32(v201, v200, v190);
    float v203 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v204 = as_float(as_uint(v196) ^ 0x80000000u);
    float v205 = morph_fma_f32(v204, v203, v191);
    float v206 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v207 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v208 = morph_fma_f32(v202, v207, v206);
    float v209 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v210 = morph_fma_f32(v202, v208, v209);
    float v211 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v212 = morph_fma_f32(v202, v210, v211);
    float v213 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v214 = morph_fma_f32(v202, v212, v213);
    float v215 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v216 = morph_fma_f32(v202, v214, v215);
    float v217 = as_float(0x3f000000u) /* 0.5 */;
    float v218 = morph_fma_f32(v202, v216, v217);
    float v219 = v202 * v202;
    float v220 = v219 * v218;
    float v221 = as_float(0x3f800000u) /* 1 */;
    float v222 = v221 + v202;
    float v223 = v222 - v221;
    float v224 = v202 - v223;
    float v225 = v222 + v220;
    float v226 = morph_fma_f32(v205, v225, v220);
    float v227 = v224 + v226;
    float v228 = v222 + v227;
    float v229 = v222 - v228;
    float v230 = v229 + v227;
    int v231 = 1;
    int v232 = v199 >> (as_uint(v231) & 31u);
    int v233 = as_int(as_uint(v199) - as_uint(v232));
    int v234 = 127;
    int v235 = as_int(as_uint(v233) + as_uint(v234));
    int v236 = 23;
    int v237 = as_int(as_uint(v235) << (as_uint(v236) & 31u));
    float v238 = as_float(v237);
    int v239 = 127;
    int v240 = as_int(as_uint(v232) + as_uint(v239));
    int v241 = 23;
    int v242 = as_int(as_uint(v240) << (as_uint(v241) & 31u));
    float v243 = as_float(v242);
    float v244 = v228 * v243;
    float v245 = v244 * v238;
    float v246 = morph_div_f32(v245, v73);
    if (v94 != 0u) {
      uint v247 = v9 + v97;
      p_out0[v247] = v246;
    }
    float v248 = v117 - v71;
    float v249 = as_float(0x42b20000u) /* 89 */;
    float v250 = as_float(0xc2f00000u) /* -120 */;
    uint v251 = (v248 < v250) ? 1u : 0u;
    float v252 = v251 != 0u ? v250 : v248;
    uint v253 = (v252 > v249) ? 1u : 0u;
    float v254 = v253 != 0u ? v249 : v252;
    float v255 = as_float(0x00000000u) /* 0 */;
    float v256 = as_float(0x4b400000u) /* 12582912 */;
    float v257 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v258 = morph_fma_f32(v254, v257, v256);
    float v259 = as_float(0x4b400000u) /* 12582912 */;
    float v260 = v258 - v259;
    int v261 = as_int(v258);
    int v262 = 1262485504;
    int v263 = as_int(as_uint(v261) - as_uint(v262));
    float v264 = as_float(0x3f317218u) /* 0.693147182 */;
    float v265 = as_float(as_uint(v260) ^ 0x80000000u);
    float v266 = morph_fma_f32(v265, v264, v254);
    float v267 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v268 = as_float(as_uint(v260) ^ 0x80000000u);
    float v269 = morph_fma_f32(v268, v267, v255);
    float v270 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v271 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v272 = morph_fma_f32(v266, v271, v270);
    float v273 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v274 = morph_fma_f32(v266, v272, v273);
    float v275 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v276 = morph_fma_f32(v266, v274, v275);
    float v277 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v278 = morph_fma_f32(v266, v276, v277);
    float v279 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v280 = morph_fma_f32(v266, v278, v279);
    float v281 = as_float(0x3f000000u) /* 0.5 */;
    float v282 = morph_fma_f32(v266, v280, v281);
    float v283 = v266 * v266;
    float v284 = v283 * v282;
    float v285 = as_float(0x3f800000u) /* 1 */;
    float v286 = v285 + v266;
    float v287 = v286 - v285;
    float v288 = v266 - v287;
    float v289 = v286 + v284;
    float v290 = morph_fma_f32(v269, v289, v284);
    float v291 = v288 + v290;
    float v292 = v286 + v291;
    float v293 = v286 - v292;
    float v294 = v293 + v291;
    int v295 = 1;
    int v296 = v263 >> (as_uint(v295) & 31u);
    int v297 = as_int(as_uint(v263) - as_uint(v296));
    int v298 = 127;
    int v299 = as_int(as_uint(v297) + as_uint(v298));
    int v300 = 23;
    int v301 = as_int(as_uint(v299) << (as_uint(v300) & 31u));
    float v302 = as_float(v301);
    int v303 = 127;
    int v304 = as_int(as_uint(v296) + as_uint(v303));
    int v305 = 23;
    int v306 = as_int(as_uint(v304) << (as_uint(v305) & 31u));
    float v307 = as_float(v306);
    float v308 = v292 * v307;
    float v309 = v308 * v302;
    float v310 = morph_div_f32(v309, v73);
    if (v101 != 0u) {
      uint v311 = v9 + v104;
      p_out0[v311] = v310;
    }
    float v312 = v119 - v71;
    float v313 = as_float(0x42b20000u) /* 89 */;
    float v314 = as_float(0xc2f00000u) /* -120 */;
    uint v315 = (v312 < v314) ? 1u : 0u;
    float v316 = v315 != 0u ? v314 : v312;
    uint v317 = (v316 > v313) ? 1u : 0u;
    float v318 = v317 != 0u ? v313 : v316;
    float v319 = as_float(0x00000000u) /* 0 */;
    float v320 = as_float(0x4b400000u) /* 12582912 */;
    float v321 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
    float v322 = morph_fma_f32(v318, v321, v320);
    float v323 = as_float(0x4b400000u) /* 12582912 */;
    float v324 = v322 - v323;
    int v325 = as_int(v322);
    int v326 = 1262485504;
    int v327 = as_int(as_uint(v325) - as_uint(v326));
    float v328 = as_float(0x3f317218u) /* 0.693147182 */;
    float v329 = as_float(as_uint(v324) ^ 0x80000000u);
    float v330 = morph_fma_f32(v329, v328, v318);
    float v331 = as_float(0xb102e308u) /* -1.90465421e-09 */;
    float v332 = as_float(as_uint(v324) ^ 0x80000000u);
    float v333 = morph_fma_f32(v332, v331, v319);
    float v334 = as_float(0x39500d01u) /* 0.000198412701 */;
    float v335 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
    float v336 = morph_fma_f32(v330, v335, v334);
    float v337 = as_float(0x3ab60b61u) /* 0.00138888892 */;
    float v338 = morph_fma_f32(v330, v336, v337);
    float v339 = as_float(0x3c088889u) /* 0.00833333377 */;
    float v340 = morph_fma_f32(v330, v338, v339);
    float v341 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
    float v342 = morph_fma_f32(v330, v340, v341);
    float v343 = as_float(0x3e2aaaabu) /* 0.166666672 */;
    float v344 = morph_fma_f32(v330, v342, v343);
    float v345 = as_float(0x3f000000u) /* 0.5 */;
    float v346 = morph_fma_f32(v330, v344, v345);
    float v347 = v330 * v330;
    float v348 = v347 * v346;
    float v349 = as_float(0x3f800000u) /* 1 */;
    float v350 = v349 + v330;
    float v351 = v350 - v349;
    float v352 = v330 - v351;
    float v353 = v350 + v348;
    float v354 = morph_fma_f32(v333, v353, v348);
    float v355 = v352 + v354;
    float v356 = v350 + v355;
    float v357 = v350 - v356;
    float v358 = v357 + v355;
    int v359 = 1;
    int v360 = v327 >> (as_uint(v359) & 31u);
    int v361 = as_int(as_uint(v327) - as_uint(v360));
    int v362 = 127;
    int v363 = as_int(as_uint(v361) + as_uint(v362));
    int v364 = 23;
    int v365 = as_int(as_uint(v363) << (as_uint(v364) & 31u));
    float v366 = as_float(v365);
    int v367 = 127;
    int v368 = as_int(as_uint(v360) + as_uint(v367));
    int v369 = 23;
    int v370 = as_int(as_uint(v368) << (as_uint(v369) & 31u));
    float v371 = as_float(v370);
    float v372 = v356 * v371;
    float v373 = v372 * v366;
    float v374 = morph_div_f32(v373, v73);
    if (v108 != 0u) {
      uint v375 = v9 + v111;
      p_out0[v375] = v374;
    }
  }
}
