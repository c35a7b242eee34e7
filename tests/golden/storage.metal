// Kernel 'golden_storage' printed by Morph for metal (key 0).
#include <metal_stdlib>
#pragma METAL fp contract(off)
using namespace metal;
static inline uint as_uint(float x) { return as_type<uint>(x); }
static inline uint as_uint(int x) { return as_type<uint>(x); }
static inline int as_int(float x) { return as_type<int>(x); }
static inline int as_int(uint x) { return as_type<int>(x); }
static inline float as_float(uint x) { return as_type<float>(x); }
static inline float as_float(int x) { return as_type<float>(x); }

static inline float morph_f16_to_f32(uint h) {
  uint sign = (h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu;
  uint m = h & 0x3ffu;
  if (e == 0x1fu) return as_float(sign | 0x7f800000u | (m << 13) | (m != 0u ? 0x00400000u : 0u));
  if (e != 0u) return as_float(sign | ((e + 112u) << 23) | (m << 13));
  if (m == 0u) return as_float(sign);
  uint f = 113u;
  while ((m & 0x400u) == 0u) { m <<= 1; f -= 1u; }
  return as_float(sign | (f << 23) | ((m & 0x3ffu) << 13));
}

static inline uint morph_f32_to_f16(float x) {
  uint u = as_uint(x);
  uint sign = (u >> 16) & 0x8000u;
  uint a = u & 0x7fffffffu;
  if (a > 0x7f800000u) return sign | 0x7e00u;
  if (a >= 0x47800000u) return sign | 0x7c00u;
  uint e = a >> 23;
  if (e >= 113u) {
    uint r = a - (112u << 23);
    uint lsb = (r >> 13) & 1u;
    r += 0xfffu + lsb;
    return sign | (r >> 13);
  }
  if (e < 102u) return sign;
  uint m = (a & 0x7fffffu) | 0x800000u;
  uint shift = 126u - e;
  uint q = m >> shift;
  uint rem = m & ((1u << shift) - 1u);
  uint tie = 1u << (shift - 1u);
  if (rem > tie || (rem == tie && (q & 1u) != 0u)) q += 1u;
  return sign | q;
}

static inline float morph_bf16_to_f32(uint h) {
  return as_float(h << 16);
}

static inline uint morph_f32_to_bf16(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) return ((u >> 16) & 0x8000u) | 0x7fc0u;
  uint lsb = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return u >> 16;
}

kernel void k_golden_storage(device const ushort* p_h [[buffer(0)]],
    constant uint& p_h_len [[buffer(1)]],
    device const ushort* p_g [[buffer(2)]],
    constant uint& p_g_len [[buffer(3)]],
    device const uchar* p_c [[buffer(4)]],
    constant uint& p_c_len [[buffer(5)]],
    device const uchar* p_u [[buffer(6)]],
    constant uint& p_u_len [[buffer(7)]],
    device ushort* p_ho [[buffer(8)]],
    constant uint& p_ho_len [[buffer(9)]],
    device ushort* p_go [[buffer(10)]],
    constant uint& p_go_len [[buffer(11)]],
    device uchar* p_co [[buffer(12)]],
    constant uint& p_co_len [[buffer(13)]],
    device uchar* p_uo [[buffer(14)]],
    constant uint& p_uo_len [[buffer(15)]],
    uint3 morph_gid [[thread_position_in_grid]], uint3 morph_lid3 [[thread_position_in_threadgroup]],
    uint3 morph_grp [[threadgroup_position_in_grid]], uint3 morph_lsz [[threads_per_threadgroup]],
    uint3 morph_ngr [[threadgroups_per_grid]]) {
  uint v0 = (morph_grp.x * morph_lsz.x + morph_lid3.x);
  float v1 = morph_f16_to_f32((uint)p_h[v0]);
  p_ho[v0] = (ushort)morph_f32_to_f16(v1);
  float v2 = morph_bf16_to_f32((uint)p_g[v0]);
  p_go[v0] = (ushort)morph_f32_to_bf16(v2);
  int v3 = (int)((uint)p_c[v0] ^ 0x80u) - 128;
  p_co[v0] = (uchar)(as_uint(v3) & 0xffu);
  uint v4 = (uint)p_u[v0];
  p_uo[v0] = (uchar)(v4 & 0xffu);
}
