// Kernel 'glsl_test_shuffles' printed by Morph for glsl (key 0).
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

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_x[]; };
layout(std430, set = 0, binding = 1) readonly buffer MorphBuf1 { uint p_u[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_out[]; };
layout(push_constant) uniform MorphArgs {
  uint p_x_len;
  uint p_u_len;
  uint p_out_len;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
shared uint morph_sg[2048];  // logical-subgroup shuffle scratch, two halves
void main() {
  uint morph_lid = gl_LocalInvocationIndex;
  uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)
  uint v0 = gl_GlobalInvocationID.x;
  precise float v1 = p_x[v0];
  uint v2 = 5u;
  morph_sg[morph_sgh + morph_lid] = floatBitsToUint(v1);
  groupMemoryBarrier(); barrier();
  precise float v3 = uintBitsToFloat(morph_sg[morph_sgh + (morph_lid ^ (v2 & 31u))]);
  morph_sgh ^= 1024u;
  uint v4 = gl_LocalInvocationID.x;
  uint v5 = 3u;
  uint v6 = v4 + v5;
  uint v7 = p_u[v0];
  morph_sg[morph_sgh + morph_lid] = v7;
  groupMemoryBarrier(); barrier();
  uint v8 = morph_sg[morph_sgh + ((morph_lid & ~31u) | (v6 & 31u))];
  morph_sgh ^= 1024u;
  precise float v9 = float(v8);
  precise float v10 = v3 + v9;
  precise float v11 = uintBitsToFloat(morph_zero) /* 0 */;
  precise float v12 = v10 + v11;
  precise float v13 = uintBitsToFloat(morph_zero | 0x80000000u) /* -0 */;
  precise float v14 = v12 - v13;
  p_out[v0] = v14;
}
