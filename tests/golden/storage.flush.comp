// Kernel 'golden_storage' printed by Morph for glsl (flush denormals) (key 0).
#version 450
#extension GL_EXT_spirv_intrinsics : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
#define ushort uint16_t
#define uchar uint8_t
uint as_uint(float x) { return floatBitsToUint(x); }
uint as_uint(int x) { return uint(x); }
int as_int(float x) { return floatBitsToInt(x); }
int as_int(uint x) { return int(x); }
float as_float(uint x) { return uintBitsToFloat(x); }
float as_float(int x) { return intBitsToFloat(x); }
bool morph_fnan(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }
int morph_fkey(float x) {
  uint u = floatBitsToUint(x);
  int m = int(u & 0x7fffffffu);
  return (u & 0x80000000u) != 0u ? -m : m;
}
bool morph_feq(float a, float b) { return !morph_fnan(a) && morph_fkey(a) == morph_fkey(b); }
bool morph_flt(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) < morph_fkey(b); }
bool morph_fle(float a, float b) { return !morph_fnan(a) && !morph_fnan(b) && morph_fkey(a) <= morph_fkey(b); }

float morph_f16_to_f32(uint h) {
  uint sign = (h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu;
  uint m = h & 0x3ffu;
  if (e == 0x1fu) return uintBitsToFloat(sign | 0x7f800000u | (m << 13) | (m != 0u ? 0x00400000u : 0u));
  if (e != 0u) return uintBitsToFloat(sign | ((e + 112u) << 23) | (m << 13));
  if (m == 0u) return uintBitsToFloat(sign);
  uint msb = uint(findMSB(m));
  return uintBitsToFloat(sign | ((msb + 103u) << 23) | ((m << (23u - msb)) & 0x7fffffu));
}

uint morph_f32_to_f16(float x) {
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

float morph_bf16_to_f32(uint h) {
  return as_float(h << 16);
}

uint morph_f32_to_bf16(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) return ((u >> 16) & 0x8000u) | 0x7fc0u;
  uint lsb = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return u >> 16;
}

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { uint16_t p_h[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { uint16_t p_g[]; };
layout(std430, set = 0, binding = 2) readonly buffer MorphBuf2 { uint8_t p_c[]; };
layout(std430, set = 0, binding = 3) readonly buffer MorphBuf3 { uint8_t p_u[]; };
layout(std430, set = 0, binding = 4) buffer MorphBuf4 { uint16_t p_ho[]; };
layout(std430, set = 0, binding = 5) buffer MorphBuf5 { uint16_t p_go[]; };
layout(std430, set = 0, binding = 6) buffer MorphBuf6 { uint8_t p_co[]; };
layout(std430, set = 0, binding = 7) buffer MorphBuf7 { uint8_t p_uo[]; };
layout(push_constant) uniform MorphArgs {
  uint p_h_len;
  uint p_g_len;
  uint p_c_len;
  uint p_u_len;
  uint p_ho_len;
  uint p_go_len;
  uint p_co_len;
  uint p_uo_len;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
void main() {
  uint v0 = gl_GlobalInvocationID.x;
  precise float v1 = morph_f16_to_f32(uint(p_h[v0]));
  p_ho[v0] = ushort(morph_f32_to_f16(v1));
  precise float v2 = morph_bf16_to_f32(uint(p_g[v0]));
  p_go[v0] = ushort(morph_f32_to_bf16(v2));
  int v3 = int(uint(p_c[v0]) ^ 0x80u) - 128;
  p_co[v0] = uchar(uint(v3) & 0xffu);
  uint v4 = uint(p_u[v0]);
  p_uo[v0] = uchar(v4 & 0xffu);
}
