// Kernel 'golden_arith' printed by Morph for metal (key 0).
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

static inline float morph_trunc_f32(float x) {
  uint u = as_uint(x);
  uint e = (u >> 23) & 0xffu;
  if (e >= 150u) return x;
  if (e < 127u) return as_float(u & 0x80000000u);
  return as_float(u & ~(0x7fffffu >> (e - 127u)));
}

static inline float morph_rint_f32(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) return x;
  float a = as_float(u & 0x7fffffffu);
  float s = a + as_float(0x4b000000u);
  float r = s - as_float(0x4b000000u);
  return as_float(as_uint(r) | (u & 0x80000000u));
}

static inline float morph_floor_f32(float x) {
  float t = morph_trunc_f32(x);
  if ((as_uint(x) & 0x80000000u) != 0u && as_uint(t) != as_uint(x)) {
    float d = t - as_float(0x3f800000u);
    return d;
  }
  return t;
}

static inline float morph_sqrt_f32(float a) {
  uint u = as_uint(a);
  if ((u & 0x7fffffffu) == 0u) return a;
  if (u >= 0x7f800000u) return u == 0x7f800000u ? a : as_float(0x7fc00000u);
  int e = (int)(u >> 23);
  uint m = u & 0x7fffffu;
  if (e == 0) { e = 1; while (m < 0x800000u) { m <<= 1; e -= 1; } } else { m |= 0x800000u; }
  int ex = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  ulong x = (ulong)m << 29;
  ulong r = (ulong)0;
  ulong bit = (ulong)1 << 54;
  while (bit != (ulong)0) {
    if (x >= r + bit) { x -= r + bit; r = (r >> 1) + bit; } else { r >>= 1; }
    bit >>= 2;
  }
  uint sig = (uint)r | (x != (ulong)0 ? 1u : 0u);
  return morph_round_pack(0u, ex / 2 + 127, sig);
}

static inline float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}

static inline float morph_min_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}

static inline int morph_rem_i32(int a, int b) {
  if (b == 0) return a;
  if (a == -2147483647 - 1 && b == -1) return 0;
  return a % b;
}

static inline int morph_div_i32(int a, int b) {
  if (b == 0) return 0;
  if (a == -2147483647 - 1 && b == -1) return a;
  return a / b;
}

static inline int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
}

static inline uint morph_f32_to_u32(float x) {
  if (x != x) return 0u;
  if (x <= as_float(0x00000000u)) return 0u;
  if (x >= as_float(0x4f800000u)) return 4294967295u;
  return (uint)x;
}

static inline uint morph_rem_u32(uint a, uint b) {
  return b == 0u ? a : a % b;
}

static inline uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

kernel void k_golden_arith(device const float* p_x [[buffer(0)]],
    constant uint& p_x_len [[buffer(1)]],
    device const int* p_a [[buffer(2)]],
    constant uint& p_a_len [[buffer(3)]],
    device const uint* p_b [[buffer(4)]],
    constant uint& p_b_len [[buffer(5)]],
    constant float& p_s [[buffer(6)]],
    device float* p_fo [[buffer(7)]],
    constant uint& p_fo_len [[buffer(8)]],
    device int* p_io [[buffer(9)]],
    constant uint& p_io_len [[buffer(10)]],
    device uint* p_uo [[buffer(11)]],
    constant uint& p_uo_len [[buffer(12)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  float v0 = p_s;
  uint v1 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  float v2 = p_x[v1];
  int v3 = p_a[v1];
  uint v4 = p_b[v1];
  float v5 = morph_div_f32(v2, v0);
  float v6 = v2 * v0;
  float v7 = as_float(as_uint(v2) ^ 0x80000000u);
  float v8 = v7 + v6;
  float v9 = v8 - v5;
  float v10 = morph_trunc_f32(v2);
  float v11 = morph_rint_f32(v2);
  float v12 = morph_floor_f32(v2);
  float v13 = as_float(as_uint(v2) & 0x7fffffffu);
  float v14 = morph_sqrt_f32(v13);
  float v15 = morph_max_f32(v9, v2);
  float v16 = morph_min_f32(v15, v14);
  float v17 = v16 + v12;
  float v18 = v17 + v11;
  float v19 = v18 + v10;
  float v20 = (float)v4;
  float v21 = (float)v3;
  float v22 = v21 + v20;
  uint v23 = (v2 < v0) ? 1u : 0u;
  uint v24 = (v2 == v0) ? 1u : 0u;
  uint v25 = v24 != 0u ? 0u : 1u;
  uint v26 = v23 & v25;
  float v27 = v26 != 0u ? v19 : v22;
  float v28 = as_float(v4);
  float v29 = morph_fma_f32(v27, v0, v2);
  float v30 = v29 + v28;
  p_fo[v1] = v30;
  int v31 = -4;
  int v32 = v3 < v31 ? v31 : v3;
  int v33 = 3;
  int v34 = v3 < v33 ? v3 : v33;
  int v35 = as_int(0u - as_uint(v3));
  int v36 = v35 < 0 ? as_int(0u - as_uint(v35)) : v35;
  int v37 = as_int(v4);
  int v38 = v3 >> (as_uint(v37) & 31u);
  int v39 = 3;
  int v40 = as_int(as_uint(v3) << (as_uint(v39) & 31u));
  int v41 = 7;
  int v42 = morph_rem_i32(v3, v41);
  int v43 = 1;
  int v44 = as_int(as_uint(v3) + as_uint(v43));
  int v45 = morph_div_i32(v3, v44);
  int v46 = as_int(as_uint(v3) * as_uint(v3));
  int v47 = as_int(as_uint(v46) - as_uint(v45));
  int v48 = as_int(as_uint(v47) + as_uint(v42));
  int v49 = as_int(as_uint(v48) + as_uint(v40));
  int v50 = as_int(as_uint(v49) + as_uint(v38));
  int v51 = as_int(as_uint(v50) + as_uint(v36));
  int v52 = as_int(as_uint(v51) + as_uint(v34));
  int v53 = as_int(as_uint(v52) + as_uint(v32));
  int v54 = as_int(v2);
  int v55 = morph_f32_to_i32(v2);
  int v56 = ~v3;
  int v57 = v53 ^ v56;
  int v58 = 5;
  int v59 = v53 & v58;
  int v60 = v59 | v57;
  int v61 = v60 | v55;
  int v62 = v61 | v54;
  p_io[v1] = v62;
  uint v63 = morph_f32_to_u32(v2);
  uint v64 = 1u;
  uint v65 = v4 < v64 ? v64 : v4;
  uint v66 = 9u;
  uint v67 = v4 < v66 ? v4 : v66;
  uint v68 = 1u;
  uint v69 = v4 >> (v68 & 31u);
  uint v70 = 2u;
  uint v71 = v4 << (v70 & 31u);
  uint v72 = 5u;
  uint v73 = morph_rem_u32(v4, v72);
  uint v74 = 3u;
  uint v75 = morph_div_u32(v4, v74);
  uint v76 = v4 * v4;
  uint v77 = v76 - v75;
  uint v78 = v77 + v73;
  uint v79 = v78 + v71;
  uint v80 = v79 + v69;
  uint v81 = v80 + v67;
  uint v82 = v81 + v65;
  uint v83 = v82 + v63;
  uint v84 = v2 != 0.0f ? 1u : 0u;
  uint v85 = 2u;
  uint v86 = (v4 >= v85) ? 1u : 0u;
  uint v87 = v84 | v86;
  uint v88 = v87 != 0u ? 1u : 0u;
  int v89 = 0;
  uint v90 = (v3 != v89) ? 1u : 0u;
  uint v91 = v90 != 0u ? 1u : 0u;
  uint v92 = v83 + v91;
  uint v93 = v92 + v88;
  p_uo[v1] = v93;
}
