// Kernel 'golden_storage' printed by Morph for cpp (key 0).
// Built by the cpu backend: c++ -O2 -ffp-contract=off -fno-fast-math (morph/runtime/cpu/host_compiler.h)
typedef unsigned int uint;
typedef unsigned long long ulong;
typedef unsigned short ushort;
typedef unsigned char uchar;
#define MORPH_FN static inline __attribute__((always_inline))
MORPH_FN uint as_uint(float x) { return __builtin_bit_cast(uint, x); }
MORPH_FN uint as_uint(int x) { return (uint)x; }
MORPH_FN int as_int(float x) { return __builtin_bit_cast(int, x); }
MORPH_FN int as_int(uint x) { return (int)x; }
MORPH_FN float as_float(uint x) { return __builtin_bit_cast(float, x); }
MORPH_FN float as_float(int x) { return __builtin_bit_cast(float, x); }
struct morph_cpu_args {
  void* const* buf;     // buffer base pointers, by parameter index
  const uint* len;      // buffer element counts, by parameter index
  const uint* scalar;   // scalar parameter bits, by parameter index
  uint grid[3];         // workgroups per dimension
  uint wg[3];           // items per workgroup per dimension
  ulong stream_bytes;   // outputs of at least this many bytes take non-temporal stores
};
MORPH_FN void morph_stream_out(void* dst, const void* src, ulong bytes) {
  uchar* d = (uchar*)dst;
  const uchar* s = (const uchar*)src;
#if defined(__x86_64__) && (defined(__AVX512F__) || defined(__AVX__) || defined(__SSE2__))
#if defined(__AVX512F__)
  enum { W = 64 };
#elif defined(__AVX__)
  enum { W = 32 };
#else
  enum { W = 16 };
#endif
  typedef long long morph_vec __attribute__((vector_size(W)));
  ulong head = (W - ((ulong)d & (W - 1))) & (W - 1);
  if (head > bytes) head = bytes;
  __builtin_memcpy(d, s, head);
  d += head, s += head, bytes -= head;
  for (; bytes >= W; bytes -= W, d += W, s += W) {
    morph_vec v;
    __builtin_memcpy(&v, s, W);
#if defined(__AVX__)
    __asm__ volatile("vmovntdq %1, %0" : "=m"(*(morph_vec*)d) : "v"(v));
#else
    __asm__ volatile("movntdq %1, %0" : "=m"(*(morph_vec*)d) : "x"(v));
#endif
  }
#endif
  __builtin_memcpy(d, s, bytes);
}
MORPH_FN void morph_stream_fence() {
#if defined(__x86_64__) && defined(__SSE2__)
  __asm__ volatile("sfence" ::: "memory");
#endif
}
#if defined(__x86_64__) && defined(__F16C__)
#define MORPH_F16C 1
typedef short morph_v8hi __attribute__((vector_size(16)));
typedef float morph_v8sf __attribute__((vector_size(32)));
MORPH_FN void morph_f16c_in(float* d, const ushort* s, uint n) {
  uint j = 0u;
  for (; j + 8u <= n; j += 8u) {
    morph_v8hi h;
    __builtin_memcpy(&h, s + j, 16);
    morph_v8sf f = __builtin_ia32_vcvtph2ps256(h);
    __builtin_memcpy(d + j, &f, 32);
  }
  for (; j < n; ++j) {
    morph_v8hi h = {(short)s[j]};
    d[j] = __builtin_ia32_vcvtph2ps256(h)[0];
  }
}
MORPH_FN void morph_f16c_out(ushort* d, const float* s, uint n) {
  uint j = 0u;
  for (; j + 8u <= n; j += 8u) {
    morph_v8sf f;
    __builtin_memcpy(&f, s + j, 32);
    morph_v8hi h = __builtin_ia32_vcvtps2ph256(f, 0);
    __builtin_memcpy(d + j, &h, 16);
  }
  for (; j < n; ++j) {
    morph_v8sf f = {s[j]};
    d[j] = (ushort)__builtin_ia32_vcvtps2ph256(f, 0)[0];
  }
  for (j = 0u; j < n; ++j)
    d[j] = s[j] != s[j] ? (ushort)(((as_uint(s[j]) >> 16) & 0x8000u) | 0x7e00u) : d[j];
}
#endif

MORPH_FN float morph_f16_to_f32(uint h) {
#if defined(__clang__) && defined(__F16C__) && defined(__FLT16_MAX__)
  return (float)__builtin_bit_cast(_Float16, (ushort)h);
#endif
  uint sign = (h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu;
  uint m = h & 0x3ffu;
  uint normal = sign | ((e + 112u) << 23) | (m << 13);
  uint special = sign | 0x7f800000u | (m << 13) | ((uint)(m != 0u) << 22);
  uint sub = as_uint((float)(int)m * 5.9604644775390625e-8f) | sign;
  uint z = 0u - (uint)(e == 0u), s = 0u - (uint)(e == 0x1fu);
  uint r = (sub & z) | (normal & ~z);
  return as_float((special & s) | (r & ~s));
}

MORPH_FN uint morph_f32_to_f16(float x) {
  uint u = as_uint(x);
  uint sign = (u >> 16) & 0x8000u;
  uint a = u & 0x7fffffffu;
  uint r = a - (112u << 23);
  uint normal = (r + 0xfffu + ((r >> 13) & 1u)) >> 13;
  uint n = 0u - (uint)(a >= 0x38800000u);
  float small = as_float(a & ~n) * 16777216.0f;
  uint sub = (uint)(int)__builtin_rintf(small);
  uint res = (normal & n) | (sub & ~n);
  uint inf = 0u - (uint)(a >= 0x47800000u), nan = 0u - (uint)(a > 0x7f800000u);
  res = (0x7c00u & inf) | (res & ~inf);
  res = (0x7e00u & nan) | (res & ~nan);
  return sign | res;
}

MORPH_FN float morph_bf16_to_f32(uint h) {
  return as_float(h << 16);
}

MORPH_FN uint morph_f32_to_bf16(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) return ((u >> 16) & 0x8000u) | 0x7fc0u;
  uint lsb = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return u >> 16;
}

extern "C" void k_golden_storage(const morph_cpu_args* morph_a, ulong morph_group_begin, ulong morph_group_end) {
  const ushort* p_h = (const ushort*)morph_a->buf[0];
  const uint p_h_len = morph_a->len[0];
  const ushort* p_g = (const ushort*)morph_a->buf[1];
  const uint p_g_len = morph_a->len[1];
  const uchar* p_c = (const uchar*)morph_a->buf[2];
  const uint p_c_len = morph_a->len[2];
  const uchar* p_u = (const uchar*)morph_a->buf[3];
  const uint p_u_len = morph_a->len[3];
  ushort* p_ho = (ushort*)morph_a->buf[4];
  const uint p_ho_len = morph_a->len[4];
  ushort* p_go = (ushort*)morph_a->buf[5];
  const uint p_go_len = morph_a->len[5];
  uchar* p_co = (uchar*)morph_a->buf[6];
  const uint p_co_len = morph_a->len[6];
  uchar* p_uo = (uchar*)morph_a->buf[7];
  const uint p_uo_len = morph_a->len[7];
  const uint morph_nx = morph_a->grid[0], morph_ny = morph_a->grid[1], morph_nz = morph_a->grid[2];
  const uint morph_wx = morph_a->wg[0], morph_wy = morph_a->wg[1], morph_wz = morph_a->wg[2];
  (void)morph_nz; (void)morph_wz;
  const bool morph_1d = morph_ny == 1u && morph_nz == 1u;
  for (ulong morph_g = morph_group_begin; morph_g < morph_group_end;) {
    const uint morph_gx = morph_1d ? (uint)morph_g : (uint)(morph_g % morph_nx);
    const uint morph_gy = morph_1d ? 0u : (uint)((morph_g / morph_nx) % morph_ny);
    const uint morph_gz = morph_1d ? 0u : (uint)(morph_g / ((ulong)morph_nx * morph_ny));
    (void)morph_gx; (void)morph_gy; (void)morph_gz;
    const ulong morph_gn = morph_group_end - morph_g < (ulong)(morph_nx - morph_gx) ? morph_group_end - morph_g : (ulong)(morph_nx - morph_gx);
    const uint morph_x0 = morph_gx * morph_wx, morph_x1 = (uint)((morph_gx + morph_gn) * morph_wx);
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly)
    for (uint morph_ix = morph_x0; morph_ix < morph_x1; ++morph_ix) {
      uint v0 = morph_ix;
      float v1 = morph_f16_to_f32((uint)p_h[v0]);
      p_ho[v0] = (ushort)morph_f32_to_f16(v1);
      float v2 = morph_bf16_to_f32((uint)p_g[v0]);
      p_go[v0] = (ushort)morph_f32_to_bf16(v2);
      int v3 = (int)((uint)p_c[v0] ^ 0x80u) - 128;
      p_co[v0] = (uchar)(as_uint(v3) & 0xffu);
      uint v4 = (uint)p_u[v0];
      p_uo[v0] = (uchar)(v4 & 0xffu);
    }
    morph_g += morph_gn;
  }
}
