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
  float v29 = v27 + v28;
  p_fo[v1] = v29;
  int v30 = -4;
  int v31 = v3 < v30 ? v30 : v3;
  int v32 = 3;
  int v33 = v3 < v32 ? v3 : v32;
  int v34 = as_int(0u - as_uint(v3));
  int v35 = v34 < 0 ? as_int(0u - as_uint(v34)) : v34;
  int v36 = as_int(v4);
  int v37 = v3 >> (as_uint(v36) & 31u);
  int v38 = 3;
  int v39 = as_int(as_uint(v3) << (as_uint(v38) & 31u));
  int v40 = 7;
  int v41 = morph_rem_i32(v3, v40);
  int v42 = 1;
  int v43 = as_int(as_uint(v3) + as_uint(v42));
  int v44 = morph_div_i32(v3, v43);
  int v45 = as_int(as_uint(v3) * as_uint(v3));
  int v46 = as_int(as_uint(v45) - as_uint(v44));
  int v47 = as_int(as_uint(v46) + as_uint(v41));
  int v48 = as_int(as_uint(v47) + as_uint(v39));
  int v49 = as_int(as_uint(v48) + as_uint(v37));
  int v50 = as_int(as_uint(v49) + as_uint(v35));
  int v51 = as_int(as_uint(v50) + as_uint(v33));
  int v52 = as_int(as_uint(v51) + as_uint(v31));
  int v53 = as_int(v2);
  int v54 = morph_f32_to_i32(v2);
  int v55 = ~v3;
  int v56 = v52 ^ v55;
  int v57 = 5;
  int v58 = v52 & v57;
  int v59 = v58 | v56;
  int v60 = v59 | v54;
  int v61 = v60 | v53;
  p_io[v1] = v61;
  uint v62 = morph_f32_to_u32(v2);
  uint v63 = 1u;
  uint v64 = v4 < v63 ? v63 : v4;
  uint v65 = 9u;
  uint v66 = v4 < v65 ? v4 : v65;
  uint v67 = 1u;
  uint v68 = v4 >> (v67 & 31u);
  uint v69 = 2u;
  uint v70 = v4 << (v69 & 31u);
  uint v71 = 5u;
  uint v72 = morph_rem_u32(v4, v71);
  uint v73 = 3u;
  uint v74 = morph_div_u32(v4, v73);
  uint v75 = v4 * v4;
  uint v76 = v75 - v74;
  uint v77 = v76 + v72;
  uint v78 = v77 + v70;
  uint v79 = v78 + v68;
  uint v80 = v79 + v66;
  uint v81 = v80 + v64;
  uint v82 = v81 + v62;
  uint v83 = v2 != 0.0f ? 1u : 0u;
  uint v84 = 2u;
  uint v85 = (v4 >= v84) ? 1u : 0u;
  uint v86 = v83 | v85;
  uint v87 = v86 != 0u ? 1u : 0u;
  int v88 = 0;
  uint v89 = (v3 != v88) ? 1u : 0u;
  uint v90 = v89 != 0u ? 1u : 0u;
  uint v91 = v82 + v90;
  uint v92 = v91 + v87;
  p_uo[v1] = v92;
}
