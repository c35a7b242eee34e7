// Kernel 'golden_vadd' printed by Morph for glsl (flush denormals) (key 0).
#version 450
#extension GL_EXT_spirv_intrinsics : require
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

float morph_ftz(float x) {
  uint u = as_uint(x);
  return (u & 0x7f800000u) == 0u ? as_float(u & 0x80000000u) : x;
}

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_a[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { float p_b[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_c[]; };
layout(push_constant) uniform MorphArgs {
  uint p_a_len;
  uint p_b_len;
  uint p_c_len;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
void main() {
  uint v0 = gl_GlobalInvocationID.x;
  uint v1 = p_c_len;
  uint v2 = (v0 < v1) ? 1u : 0u;
  if (v2 != 0u) {
    precise float v3 = p_b[v0];
    precise float v4 = p_a[v0];
    precise float v5 = morph_ftz(morph_ftz(v4) + morph_ftz(v3));
    p_c[v0] = v5;
  }
}
