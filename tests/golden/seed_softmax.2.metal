// Kernel 'row_fence_split' printed by Morph for metal (key 17373671287333931245).
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
    for (uint v60 = v57; v60 < v58; v60 = v60 > 4294967295u - v59 ? v58 : v60 + v59) {
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
      float v72 = as_float(0x42b20000u) /* 89 */;
      float v73 = as_float(0xc2f00000u) /* -120 */;
      uint v74 = (v71 < v73) ? 1u : 0u;
      float v75 = v74 != 0u ? v73 : v71;
      uint v76 = (v75 > v72) ? 1u : 0u;
      float v77 = v76 != 0u ? v72 : v75;
      float v78 = as_float(0x00000000u) /* 0 */;
      float v79 = as_float(0x4b400000u) /* 12582912 */;
      float v80 = as_float(0x3fb8aa3bu) /* 1.44269502 */;
      float v81 = morph_fma_f32(v77, v80, v79);
      float v82 = as_float(0x4b400000u) /* 12582912 */;
      float v83 = v81 - v82;
      int v84 = as_int(v81);
      int v85 = 1262485504;
      int v86 = as_int(as_uint(v84) - as_uint(v85));
      float v87 = as_float(0x3f317218u) /* 0.693147182 */;
      float v88 = as_float(as_uint(v83) ^ 0x80000000u);
      float v89 = morph_fma_f32(v88, v87, v77);
      float v90 = as_float(0xb102e308u) /* -1.90465421e-09 */;
      float v91 = as_float(as_uint(v83) ^ 0x80000000u);
      float v92 = morph_fma_f32(v91, v90, v78);
      float v93 = as_float(0x39500d01u) /* 0.000198412701 */;
      float v94 = as_float(0x37d00d01u) /* 2.48015876e-05 */;
      float v95 = morph_fma_f32(v89, v94, v93);
      float v96 = as_float(0x3ab60b61u) /* 0.00138888892 */;
      float v97 = morph_fma_f32(v89, v95, v96);
      float v98 = as_float(0x3c088889u) /* 0.00833333377 */;
      float v99 = morph_fma_f32(v89, v97, v98);
      float v100 = as_float(0x3d2aaaabu) /* 0.0416666679 */;
      float v101 = morph_fma_f32(v89, v99, v100);
      float v102 = as_float(0x3e2aaaabu) /* 0.166666672 */;
      float v103 = morph_fma_f32(v89, v101, v102);
      float v104 = as_float(0x3f000000u) /* 0.5 */;
      float v105 = morph_fma_f32(v89, v103, v104);
      float v106 = v89 * v89;
      float v107 = v106 * v105;
      float v108 = as_float(0x3f800000u) /* 1 */;
      float v109 = v108 + v89;
      float v110 = v109 - v108;
      float v111 = v89 - v110;
      float v112 = v109 + v107;
      float v113 = morph_fma_f32(v92, v112, v107);
      float v114 = v111 + v113;
      float v115 = v109 + v114;
      float v116 = v109 - v115;
      float v117 = v116 + v114;
      int v118 = 1;
      int v119 = v86 >> (as_uint(v118) & 31u);
      int v120 = as_int(as_uint(v86) - as_uint(v119));
      int v121 = 127;
      int v122 = as_int(as_uint(v120) + as_uint(v121));
      int v123 = 23;
      int v124 = as_int(as_uint(v122) << (as_uint(v123) & 31u));
      float v125 = as_float(v124);
      int v126 = 127;
      int v127 = as_int(as_uint(v119) + as_uint(v126));
      int v128 = 23;
      int v129 = as_int(as_uint(v127) << (as_uint(v128) & 31u));
      float v130 = as_float(v129);
      float v131 = v115 * v130;
      float v132 = v131 * v125;
      float v133 = as_float(0x80000000u) /* -0 */;
      uint v134 = (v67 < v2) ? 1u : 0u;
      float v135 = v134 != 0u ? v132 : v133;
      uint v136 = 32u;
      uint v137 = v63 * v136;
      uint v138 = v137 + v14;
      sh0_stage[v138] = v135;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
    uint v139 = 0u;
    uint v140 = (v16 == v139) ? 1u : 0u;
    if (v140 != 0u) {
      uint v141 = 0u;
      uint v142 = 20u;
      uint v143 = 1u;
      for (uint v144 = v141; v144 < v142; v144 = v144 > 4294967295u - v143 ? v142 : v144 + v143) {
        uint v145 = 256u;
        uint v146 = v144 * v145;
        uint v147 = v146 + v14;
        float v148 = sh0_stage[v147];
        uint v149 = 32u;
        uint v150 = v147 + v149;
        float v151 = sh0_stage[v150];
        uint v152 = 64u;
        uint v153 = v147 + v152;
        float v154 = sh0_stage[v153];
        uint v155 = 96u;
        uint v156 = v147 + v155;
        float v157 = sh0_stage[v156];
        uint v158 = 128u;
        uint v159 = v147 + v158;
        float v160 = sh0_stage[v159];
        uint v161 = 160u;
        uint v162 = v147 + v161;
        float v163 = sh0_stage[v162];
        uint v164 = 192u;
        uint v165 = v147 + v164;
        float v166 = sh0_stage[v165];
        uint v167 = 224u;
        uint v168 = v147 + v167;
        float v169 = sh0_stage[v168];
        float v170 = l0;
        float v171 = v170 + v148;
        float v172 = v171 + v151;
        float v173 = v172 + v154;
        float v174 = v173 + v157;
        float v175 = v174 + v160;
        float v176 = v175 + v163;
        float v177 = v176 + v166;
        float v178 = v177 + v169;
        l0 = v178;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  }
  float v179 = l0;
  uint v180 = 16u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v179);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v181 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v180 & 31u))]);
  morph_sgh ^= 1024u;
  float v182 = v179 + v181;
  uint v183 = 8u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v182);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v184 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v183 & 31u))]);
  morph_sgh ^= 1024u;
  float v185 = v182 + v184;
  uint v186 = 4u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v185);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v187 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v186 & 31u))]);
  morph_sgh ^= 1024u;
  float v188 = v185 + v187;
  uint v189 = 2u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v188);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v190 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v189 & 31u))]);
  morph_sgh ^= 1024u;
  float v191 = v188 + v190;
  uint v192 = 1u;
  morph_sg[morph_sgh + morph_lid] = as_uint(v191);
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  float v193 = as_float(morph_sg[morph_sgh + (morph_lid ^ (v192 & 31u))]);
  morph_sgh ^= 1024u;
  float v194 = v191 + v193;
  uint v195 = 0u;
  uint v196 = (v16 == v195) ? 1u : 0u;
  uint v197 = 31u;
  uint v198 = v3 & v197;
  uint v199 = 0u;
  uint v200 = (v198 == v199) ? 1u : 0u;
  uint v201 = v196 & v200;
  if (v201 != 0u) {
    uint v202 = 5u;
    uint v203 = v19 >> (v202 & 31u);
    uint v204 = 2u;
    uint v205 = v8 * v204;
    uint v206 = 1u;
    uint v207 = v205 + v206;
    uint v208 = 32u;
    uint v209 = v207 * v208;
    uint v210 = v209 + v203;
    p_partials[v210] = v194;
  }
}
