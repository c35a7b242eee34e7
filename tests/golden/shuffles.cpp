// Kernel 'cpp_test_shuffles' printed by Morph for cpp (key 0).
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

extern "C" void k_cpp_test_shuffles(const morph_cpu_args* morph_a, ulong morph_group_begin, ulong morph_group_end) {
  const float* p_x = (const float*)morph_a->buf[0];
  const uint p_x_len = morph_a->len[0];
  const uint* p_u = (const uint*)morph_a->buf[1];
  const uint p_u_len = morph_a->len[1];
  float* p_out = (float*)morph_a->buf[2];
  const uint p_out_len = morph_a->len[2];
  const uint morph_nx = morph_a->grid[0], morph_ny = morph_a->grid[1], morph_nz = morph_a->grid[2];
  const uint morph_wx = morph_a->wg[0], morph_wy = morph_a->wg[1], morph_wz = morph_a->wg[2];
  (void)morph_nz; (void)morph_wz;
  float v1[1024];
  uint v2 = 5u;
  float v3[1024];
  uint v6[1024];
  uint v7[1024];
  uint v8[1024];
  const bool morph_1d = morph_ny == 1u && morph_nz == 1u;
  for (ulong morph_g = morph_group_begin; morph_g < morph_group_end; ++morph_g) {
    const uint morph_gx = morph_1d ? (uint)morph_g : (uint)(morph_g % morph_nx);
    const uint morph_gy = morph_1d ? 0u : (uint)((morph_g / morph_nx) % morph_ny);
    const uint morph_gz = morph_1d ? 0u : (uint)(morph_g / ((ulong)morph_nx * morph_ny));
    (void)morph_gx; (void)morph_gy; (void)morph_gz;
    const uint morph_x0 = morph_gx * morph_wx, morph_x1 = morph_x0 + morph_wx;
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v0 = morph_ix;
        v1[morph_lane] = p_x[v0];
        uint v2 = 5u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v3[morph_l] = v1[morph_l ^ (v2 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v0 = morph_ix;
        uint v4 = morph_lx;
        uint v5 = 3u;
        v6[morph_lane] = v4 + v5;
        v7[morph_lane] = p_u[v0];
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v8[morph_l] = v7[(morph_l & ~31u) | (v6[morph_l] & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v0 = morph_ix;
        float v9 = (float)v8[morph_lane];
        float v10 = v3[morph_lane] + v9;
        p_out[v0] = v10;
      }
    }
  }
}
