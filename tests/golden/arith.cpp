// Kernel 'golden_arith' printed by Morph for cpp (key 0).
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

MORPH_FN float morph_max_f32(float a, float b) {
  float r = a > b ? a : b;
  r = a == b ? as_float(as_uint(a) & as_uint(b)) : r;
  return a != a ? a : r;
}

MORPH_FN float morph_min_f32(float a, float b) {
  float r = a < b ? a : b;
  r = a == b ? as_float(as_uint(a) | as_uint(b)) : r;
  return a != a ? a : r;
}

MORPH_FN int morph_rem_i32(int a, int b) {
  if (b == 0) return a;
  if (a == -2147483647 - 1 && b == -1) return 0;
  return a % b;
}

MORPH_FN int morph_div_i32(int a, int b) {
  if (b == 0) return 0;
  if (a == -2147483647 - 1 && b == -1) return a;
  return a / b;
}

MORPH_FN int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
}

MORPH_FN uint morph_f32_to_u32(float x) {
  if (x != x) return 0u;
  if (x <= as_float(0x00000000u)) return 0u;
  if (x >= as_float(0x4f800000u)) return 4294967295u;
  return (uint)x;
}

MORPH_FN uint morph_rem_u32(uint a, uint b) {
  return b == 0u ? a : a % b;
}

MORPH_FN uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}

extern "C" void k_golden_arith(const morph_cpu_args* morph_a, ulong morph_group_begin, ulong morph_group_end) {
  const float* p_x = (const float*)morph_a->buf[0];
  const uint p_x_len = morph_a->len[0];
  const int* p_a = (const int*)morph_a->buf[1];
  const uint p_a_len = morph_a->len[1];
  const uint* p_b = (const uint*)morph_a->buf[2];
  const uint p_b_len = morph_a->len[2];
  const float p_s = as_float(morph_a->scalar[3]);
  float* p_fo = (float*)morph_a->buf[4];
  const uint p_fo_len = morph_a->len[4];
  int* p_io = (int*)morph_a->buf[5];
  const uint p_io_len = morph_a->len[5];
  uint* p_uo = (uint*)morph_a->buf[6];
  const uint p_uo_len = morph_a->len[6];
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
      float v0 = p_s;
      uint v1 = morph_ix;
      float v2 = p_x[v1];
      int v3 = p_a[v1];
      uint v4 = p_b[v1];
      float v5 = v2 / v0;
      float v6 = v2 * v0;
      float v7 = -(v2);
      float v8 = v7 + v6;
      float v9 = v8 - v5;
      float v10 = __builtin_truncf(v2);
      float v11 = __builtin_rintf(v2);
      float v12 = __builtin_floorf(v2);
      float v13 = as_float(as_uint(v2) & 0x7fffffffu);
      float v14 = __builtin_sqrtf(v13);
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
      float v29 = __builtin_fmaf(v27, v0, v2);
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
    morph_g += morph_gn;
  }
}
