// Kernel 'golden_control' printed by Morph for glsl (flush denormals) (key 0).
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
layout(std430, set = 0, binding = 0) readonly buffer MorphBuf0 { float p_x[]; };
layout(std430, set = 0, binding = 2) buffer MorphBuf2 { float p_out[]; };
layout(push_constant) uniform MorphArgs {
  uint p_x_len;
  uint p_n;
  uint p_out_len;
  uint morph_zero;  // always 0: the source of the constants +0.0 and -0.0
  uint morph_ngx, morph_ngy, morph_ngz;  // the launch's grid (it may be dispatched in parts)
};
void main() {
  precise float l0_acc = 0;
  uint l1_k = 0;
  uint v0 = p_n;
  uint v1 = gl_GlobalInvocationID.x;
  precise float v2 = uintBitsToFloat(morph_zero) /* 0 */;
  l0_acc = v2;
  uint v3 = 0u;
  uint v4 = 2u;
  for (uint v5 = v3; v5 < v0; v5 = v5 > 4294967295u - v4 ? v0 : v5 + v4) {
    precise float v6 = uintBitsToFloat(0x42c80000u) /* 100 */;
    precise float v7 = p_x[v5];
    uint v8 = (morph_flt(morph_ftz(v6), morph_ftz(v7))) ? 1u : 0u;
    if (v8 != 0u) {
      break;
    }
    precise float v9 = p_x[v5];
    precise float v10 = l0_acc;
    precise float v11 = morph_ftz(morph_ftz(v10) + morph_ftz(v9));
    l0_acc = v11;
  }
  uint v12 = 0u;
  l1_k = v12;
  for (;;) {
    uint v13 = l1_k;
    uint v14 = (v13 < v1) ? 1u : 0u;
    if (v14 == 0u) break;
    uint v15 = 1u;
    uint v16 = l1_k;
    uint v17 = v16 + v15;
    l1_k = v17;
    uint v18 = 7u;
    uint v19 = l1_k;
    uint v20 = (v19 == v18) ? 1u : 0u;
    if (v20 != 0u) {
      break;
    } else {
      precise float v21 = uintBitsToFloat(0x3f000000u) /* 0.5 */;
      precise float v22 = l0_acc;
      precise float v23 = morph_ftz(morph_ftz(v22) * morph_ftz(v21));
      l0_acc = v23;
    }
  }
  int v24 = int(v0);
  int v25 = 3;
  int v26 = 2;
  for (int v27 = v25; v27 < v24; v27 = v27 > 2147483647 - v26 ? v24 : v27 + v26) {
    precise float v28 = float(v27);
    precise float v29 = l0_acc;
    precise float v30 = morph_ftz(morph_ftz(v29) - morph_ftz(v28));
    l0_acc = v30;
  }
  precise float v31 = l0_acc;
  p_out[v1] = v31;
}
