// Kernel 'golden_row_reduce' printed by Morph for cpp (key 0).
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

extern "C" void k_golden_row_reduce(const morph_cpu_args* morph_a, ulong morph_group_begin, ulong morph_group_end) {
  const float* p_x = (const float*)morph_a->buf[0];
  const uint p_x_len = morph_a->len[0];
  const uint p_cols = morph_a->scalar[1];
  float* p_out = (float*)morph_a->buf[2];
  const uint p_out_len = morph_a->len[2];
  const uint morph_nx = morph_a->grid[0], morph_ny = morph_a->grid[1], morph_nz = morph_a->grid[2];
  const uint morph_wx = morph_a->wg[0], morph_wy = morph_a->wg[1], morph_wz = morph_a->wg[2];
  (void)morph_nz; (void)morph_wz;
  uint v0 = p_cols;
  float v19[1024];
  uint v20 = 16u;
  float v21[1024];
  float v22[1024];
  uint v23 = 8u;
  float v24[1024];
  float v25[1024];
  uint v26 = 4u;
  float v27[1024];
  float v28[1024];
  uint v29 = 2u;
  float v30[1024];
  float v31[1024];
  uint v32 = 1u;
  float v33[1024];
  float v51[1024];
  uint v52 = 16u;
  float v53[1024];
  float v54[1024];
  uint v55 = 8u;
  float v56[1024];
  float v57[1024];
  uint v58 = 4u;
  float v59[1024];
  float v60[1024];
  uint v61 = 2u;
  float v62[1024];
  float v63[1024];
  uint v64 = 1u;
  float v65[1024];
  float v83[1024];
  uint v84 = 16u;
  float v85[1024];
  float v86[1024];
  uint v87 = 8u;
  float v88[1024];
  float v89[1024];
  uint v90 = 4u;
  float v91[1024];
  float v92[1024];
  uint v93 = 2u;
  float v94[1024];
  float v95[1024];
  uint v96 = 1u;
  float v97[1024];
  float v115[1024];
  uint v116 = 16u;
  float v117[1024];
  float v118[1024];
  uint v119 = 8u;
  float v120[1024];
  float v121[1024];
  uint v122 = 4u;
  float v123[1024];
  float v124[1024];
  uint v125 = 2u;
  float v126[1024];
  float v127[1024];
  uint v128 = 1u;
  float v129[1024];
  float v147[1024];
  uint v148 = 16u;
  float v149[1024];
  float v150[1024];
  uint v151 = 8u;
  float v152[1024];
  float v153[1024];
  uint v154 = 4u;
  float v155[1024];
  float v156[1024];
  uint v157 = 2u;
  float v158[1024];
  float v159[1024];
  uint v160 = 1u;
  float v161[1024];
  float v179[1024];
  uint v180 = 16u;
  float v181[1024];
  float v182[1024];
  uint v183 = 8u;
  float v184[1024];
  float v185[1024];
  uint v186 = 4u;
  float v187[1024];
  float v188[1024];
  uint v189 = 2u;
  float v190[1024];
  float v191[1024];
  uint v192 = 1u;
  float v193[1024];
  float v211[1024];
  uint v212 = 16u;
  float v213[1024];
  float v214[1024];
  uint v215 = 8u;
  float v216[1024];
  float v217[1024];
  uint v218 = 4u;
  float v219[1024];
  float v220[1024];
  uint v221 = 2u;
  float v222[1024];
  float v223[1024];
  uint v224 = 1u;
  float v225[1024];
  float v243[1024];
  uint v244 = 16u;
  float v245[1024];
  float v246[1024];
  uint v247 = 8u;
  float v248[1024];
  float v249[1024];
  uint v250 = 4u;
  float v251[1024];
  float v252[1024];
  uint v253 = 2u;
  float v254[1024];
  float v255[1024];
  uint v256 = 1u;
  float v257[1024];
  float v275[1024];
  uint v276 = 16u;
  float v277[1024];
  float v278[1024];
  uint v279 = 8u;
  float v280[1024];
  float v281[1024];
  uint v282 = 4u;
  float v283[1024];
  float v284[1024];
  uint v285 = 2u;
  float v286[1024];
  float v287[1024];
  uint v288 = 1u;
  float v289[1024];
  float v307[1024];
  uint v308 = 16u;
  float v309[1024];
  float v310[1024];
  uint v311 = 8u;
  float v312[1024];
  float v313[1024];
  uint v314 = 4u;
  float v315[1024];
  float v316[1024];
  uint v317 = 2u;
  float v318[1024];
  float v319[1024];
  uint v320 = 1u;
  float v321[1024];
  float v339[1024];
  uint v340 = 16u;
  float v341[1024];
  float v342[1024];
  uint v343 = 8u;
  float v344[1024];
  float v345[1024];
  uint v346 = 4u;
  float v347[1024];
  float v348[1024];
  uint v349 = 2u;
  float v350[1024];
  float v351[1024];
  uint v352 = 1u;
  float v353[1024];
  float v371[1024];
  uint v372 = 16u;
  float v373[1024];
  float v374[1024];
  uint v375 = 8u;
  float v376[1024];
  float v377[1024];
  uint v378 = 4u;
  float v379[1024];
  float v380[1024];
  uint v381 = 2u;
  float v382[1024];
  float v383[1024];
  uint v384 = 1u;
  float v385[1024];
  float v403[1024];
  uint v404 = 16u;
  float v405[1024];
  float v406[1024];
  uint v407 = 8u;
  float v408[1024];
  float v409[1024];
  uint v410 = 4u;
  float v411[1024];
  float v412[1024];
  uint v413 = 2u;
  float v414[1024];
  float v415[1024];
  uint v416 = 1u;
  float v417[1024];
  float v435[1024];
  uint v436 = 16u;
  float v437[1024];
  float v438[1024];
  uint v439 = 8u;
  float v440[1024];
  float v441[1024];
  uint v442 = 4u;
  float v443[1024];
  float v444[1024];
  uint v445 = 2u;
  float v446[1024];
  float v447[1024];
  uint v448 = 1u;
  float v449[1024];
  float v467[1024];
  uint v468 = 16u;
  float v469[1024];
  float v470[1024];
  uint v471 = 8u;
  float v472[1024];
  float v473[1024];
  uint v474 = 4u;
  float v475[1024];
  float v476[1024];
  uint v477 = 2u;
  float v478[1024];
  float v479[1024];
  uint v480 = 1u;
  float v481[1024];
  float v499[1024];
  uint v500 = 16u;
  float v501[1024];
  float v502[1024];
  uint v503 = 8u;
  float v504[1024];
  float v505[1024];
  uint v506 = 4u;
  float v507[1024];
  float v508[1024];
  uint v509 = 2u;
  float v510[1024];
  float v511[1024];
  uint v512 = 1u;
  float v513[1024];
  float v517[1024];
  uint v518 = 16u;
  float v519[1024];
  float v520[1024];
  uint v521 = 8u;
  float v522[1024];
  float v523[1024];
  uint v524 = 4u;
  float v525[1024];
  float v526[1024];
  uint v527 = 2u;
  float v528[1024];
  float v529[1024];
  uint v530 = 1u;
  float v531[1024];
  float v532[1024];
  float l0[1024];
  float l1[1024];
  float l2[1024];
  float l3[1024];
  float l4[1024];
  float l5[1024];
  float l6[1024];
  float l7[1024];
  float l8[1024];
  float l9[1024];
  float l10[1024];
  float l11[1024];
  float l12[1024];
  float l13[1024];
  float l14[1024];
  float l15[1024];
  const bool morph_1d = morph_ny == 1u && morph_nz == 1u;
  for (ulong morph_g = morph_group_begin; morph_g < morph_group_end; ++morph_g) {
    const uint morph_gx = morph_1d ? (uint)morph_g : (uint)(morph_g % morph_nx);
    const uint morph_gy = morph_1d ? 0u : (uint)((morph_g / morph_nx) % morph_ny);
    const uint morph_gz = morph_1d ? 0u : (uint)(morph_g / ((ulong)morph_nx * morph_ny));
    (void)morph_gx; (void)morph_gy; (void)morph_gz;
    const uint morph_x0 = morph_gx * morph_wx, morph_x1 = morph_x0 + morph_wx;
    float sh0_red[32];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v0 = p_cols;
        uint v1 = morph_gx;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v5 = 0u;
        uint v6 = v2 + v5;
        uint v7 = 5u;
        uint v8 = v6 >> (v7 & 31u);
        uint v9 = 0u;
        uint v10 = v2 + v9;
        float v11 = as_float(0x80000000u) /* -0 */;
        l0[morph_lane] = v11;
        uint v12 = 1024u;
        for (uint v13 = v10; v13 < v0; v13 = v13 > 4294967295u - v12 ? v0 : v13 + v12) {
          uint v14 = v1 * v0;
          uint v15 = v14 + v13;
          float v16 = p_x[v15];
          float v17 = l0[morph_lane];
          float v18 = v17 + v16;
          l0[morph_lane] = v18;
        }
        v19[morph_lane] = l0[morph_lane];
        uint v20 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v21[morph_l] = v19[morph_l ^ (v20 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v22[morph_lane] = v19[morph_lane] + v21[morph_lane];
        uint v23 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v24[morph_l] = v22[morph_l ^ (v23 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v25[morph_lane] = v22[morph_lane] + v24[morph_lane];
        uint v26 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v27[morph_l] = v25[morph_l ^ (v26 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v28[morph_lane] = v25[morph_lane] + v27[morph_lane];
        uint v29 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v30[morph_l] = v28[morph_l ^ (v29 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v31[morph_lane] = v28[morph_lane] + v30[morph_lane];
        uint v32 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v33[morph_l] = v31[morph_l ^ (v32 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v5 = 0u;
        uint v6 = v2 + v5;
        uint v7 = 5u;
        uint v8 = v6 >> (v7 & 31u);
        uint v1 = morph_gx;
        float v34 = v31[morph_lane] + v33[morph_lane];
        uint v35 = 0u;
        uint v36 = (v4 == v35) ? 1u : 0u;
        if (v36 != 0u) {
          sh0_red[v8] = v34;
        }
        uint v37 = 64u;
        uint v38 = v2 + v37;
        uint v39 = 5u;
        uint v40 = v38 >> (v39 & 31u);
        uint v41 = 64u;
        uint v42 = v2 + v41;
        float v43 = as_float(0x80000000u) /* -0 */;
        l1[morph_lane] = v43;
        uint v44 = 1024u;
        for (uint v45 = v42; v45 < v0; v45 = v45 > 4294967295u - v44 ? v0 : v45 + v44) {
          uint v46 = v1 * v0;
          uint v47 = v46 + v45;
          float v48 = p_x[v47];
          float v49 = l1[morph_lane];
          float v50 = v49 + v48;
          l1[morph_lane] = v50;
        }
        v51[morph_lane] = l1[morph_lane];
        uint v52 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v53[morph_l] = v51[morph_l ^ (v52 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v54[morph_lane] = v51[morph_lane] + v53[morph_lane];
        uint v55 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v56[morph_l] = v54[morph_l ^ (v55 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v57[morph_lane] = v54[morph_lane] + v56[morph_lane];
        uint v58 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v59[morph_l] = v57[morph_l ^ (v58 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v60[morph_lane] = v57[morph_lane] + v59[morph_lane];
        uint v61 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v62[morph_l] = v60[morph_l ^ (v61 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v63[morph_lane] = v60[morph_lane] + v62[morph_lane];
        uint v64 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v65[morph_l] = v63[morph_l ^ (v64 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v37 = 64u;
        uint v38 = v2 + v37;
        uint v39 = 5u;
        uint v40 = v38 >> (v39 & 31u);
        uint v1 = morph_gx;
        float v66 = v63[morph_lane] + v65[morph_lane];
        uint v67 = 0u;
        uint v68 = (v4 == v67) ? 1u : 0u;
        if (v68 != 0u) {
          sh0_red[v40] = v66;
        }
        uint v69 = 128u;
        uint v70 = v2 + v69;
        uint v71 = 5u;
        uint v72 = v70 >> (v71 & 31u);
        uint v73 = 128u;
        uint v74 = v2 + v73;
        float v75 = as_float(0x80000000u) /* -0 */;
        l2[morph_lane] = v75;
        uint v76 = 1024u;
        for (uint v77 = v74; v77 < v0; v77 = v77 > 4294967295u - v76 ? v0 : v77 + v76) {
          uint v78 = v1 * v0;
          uint v79 = v78 + v77;
          float v80 = p_x[v79];
          float v81 = l2[morph_lane];
          float v82 = v81 + v80;
          l2[morph_lane] = v82;
        }
        v83[morph_lane] = l2[morph_lane];
        uint v84 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v85[morph_l] = v83[morph_l ^ (v84 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v86[morph_lane] = v83[morph_lane] + v85[morph_lane];
        uint v87 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v88[morph_l] = v86[morph_l ^ (v87 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v89[morph_lane] = v86[morph_lane] + v88[morph_lane];
        uint v90 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v91[morph_l] = v89[morph_l ^ (v90 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v92[morph_lane] = v89[morph_lane] + v91[morph_lane];
        uint v93 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v94[morph_l] = v92[morph_l ^ (v93 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v95[morph_lane] = v92[morph_lane] + v94[morph_lane];
        uint v96 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v97[morph_l] = v95[morph_l ^ (v96 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v69 = 128u;
        uint v70 = v2 + v69;
        uint v71 = 5u;
        uint v72 = v70 >> (v71 & 31u);
        uint v1 = morph_gx;
        float v98 = v95[morph_lane] + v97[morph_lane];
        uint v99 = 0u;
        uint v100 = (v4 == v99) ? 1u : 0u;
        if (v100 != 0u) {
          sh0_red[v72] = v98;
        }
        uint v101 = 192u;
        uint v102 = v2 + v101;
        uint v103 = 5u;
        uint v104 = v102 >> (v103 & 31u);
        uint v105 = 192u;
        uint v106 = v2 + v105;
        float v107 = as_float(0x80000000u) /* -0 */;
        l3[morph_lane] = v107;
        uint v108 = 1024u;
        for (uint v109 = v106; v109 < v0; v109 = v109 > 4294967295u - v108 ? v0 : v109 + v108) {
          uint v110 = v1 * v0;
          uint v111 = v110 + v109;
          float v112 = p_x[v111];
          float v113 = l3[morph_lane];
          float v114 = v113 + v112;
          l3[morph_lane] = v114;
        }
        v115[morph_lane] = l3[morph_lane];
        uint v116 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v117[morph_l] = v115[morph_l ^ (v116 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v118[morph_lane] = v115[morph_lane] + v117[morph_lane];
        uint v119 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v120[morph_l] = v118[morph_l ^ (v119 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v121[morph_lane] = v118[morph_lane] + v120[morph_lane];
        uint v122 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v123[morph_l] = v121[morph_l ^ (v122 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v124[morph_lane] = v121[morph_lane] + v123[morph_lane];
        uint v125 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v126[morph_l] = v124[morph_l ^ (v125 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v127[morph_lane] = v124[morph_lane] + v126[morph_lane];
        uint v128 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v129[morph_l] = v127[morph_l ^ (v128 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v101 = 192u;
        uint v102 = v2 + v101;
        uint v103 = 5u;
        uint v104 = v102 >> (v103 & 31u);
        uint v1 = morph_gx;
        float v130 = v127[morph_lane] + v129[morph_lane];
        uint v131 = 0u;
        uint v132 = (v4 == v131) ? 1u : 0u;
        if (v132 != 0u) {
          sh0_red[v104] = v130;
        }
        uint v133 = 256u;
        uint v134 = v2 + v133;
        uint v135 = 5u;
        uint v136 = v134 >> (v135 & 31u);
        uint v137 = 256u;
        uint v138 = v2 + v137;
        float v139 = as_float(0x80000000u) /* -0 */;
        l4[morph_lane] = v139;
        uint v140 = 1024u;
        for (uint v141 = v138; v141 < v0; v141 = v141 > 4294967295u - v140 ? v0 : v141 + v140) {
          uint v142 = v1 * v0;
          uint v143 = v142 + v141;
          float v144 = p_x[v143];
          float v145 = l4[morph_lane];
          float v146 = v145 + v144;
          l4[morph_lane] = v146;
        }
        v147[morph_lane] = l4[morph_lane];
        uint v148 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v149[morph_l] = v147[morph_l ^ (v148 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v150[morph_lane] = v147[morph_lane] + v149[morph_lane];
        uint v151 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v152[morph_l] = v150[morph_l ^ (v151 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v153[morph_lane] = v150[morph_lane] + v152[morph_lane];
        uint v154 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v155[morph_l] = v153[morph_l ^ (v154 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v156[morph_lane] = v153[morph_lane] + v155[morph_lane];
        uint v157 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v158[morph_l] = v156[morph_l ^ (v157 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v159[morph_lane] = v156[morph_lane] + v158[morph_lane];
        uint v160 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v161[morph_l] = v159[morph_l ^ (v160 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v133 = 256u;
        uint v134 = v2 + v133;
        uint v135 = 5u;
        uint v136 = v134 >> (v135 & 31u);
        uint v1 = morph_gx;
        float v162 = v159[morph_lane] + v161[morph_lane];
        uint v163 = 0u;
        uint v164 = (v4 == v163) ? 1u : 0u;
        if (v164 != 0u) {
          sh0_red[v136] = v162;
        }
        uint v165 = 320u;
        uint v166 = v2 + v165;
        uint v167 = 5u;
        uint v168 = v166 >> (v167 & 31u);
        uint v169 = 320u;
        uint v170 = v2 + v169;
        float v171 = as_float(0x80000000u) /* -0 */;
        l5[morph_lane] = v171;
        uint v172 = 1024u;
        for (uint v173 = v170; v173 < v0; v173 = v173 > 4294967295u - v172 ? v0 : v173 + v172) {
          uint v174 = v1 * v0;
          uint v175 = v174 + v173;
          float v176 = p_x[v175];
          float v177 = l5[morph_lane];
          float v178 = v177 + v176;
          l5[morph_lane] = v178;
        }
        v179[morph_lane] = l5[morph_lane];
        uint v180 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v181[morph_l] = v179[morph_l ^ (v180 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v182[morph_lane] = v179[morph_lane] + v181[morph_lane];
        uint v183 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v184[morph_l] = v182[morph_l ^ (v183 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v185[morph_lane] = v182[morph_lane] + v184[morph_lane];
        uint v186 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v187[morph_l] = v185[morph_l ^ (v186 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v188[morph_lane] = v185[morph_lane] + v187[morph_lane];
        uint v189 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v190[morph_l] = v188[morph_l ^ (v189 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v191[morph_lane] = v188[morph_lane] + v190[morph_lane];
        uint v192 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v193[morph_l] = v191[morph_l ^ (v192 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v165 = 320u;
        uint v166 = v2 + v165;
        uint v167 = 5u;
        uint v168 = v166 >> (v167 & 31u);
        uint v1 = morph_gx;
        float v194 = v191[morph_lane] + v193[morph_lane];
        uint v195 = 0u;
        uint v196 = (v4 == v195) ? 1u : 0u;
        if (v196 != 0u) {
          sh0_red[v168] = v194;
        }
        uint v197 = 384u;
        uint v198 = v2 + v197;
        uint v199 = 5u;
        uint v200 = v198 >> (v199 & 31u);
        uint v201 = 384u;
        uint v202 = v2 + v201;
        float v203 = as_float(0x80000000u) /* -0 */;
        l6[morph_lane] = v203;
        uint v204 = 1024u;
        for (uint v205 = v202; v205 < v0; v205 = v205 > 4294967295u - v204 ? v0 : v205 + v204) {
          uint v206 = v1 * v0;
          uint v207 = v206 + v205;
          float v208 = p_x[v207];
          float v209 = l6[morph_lane];
          float v210 = v209 + v208;
          l6[morph_lane] = v210;
        }
        v211[morph_lane] = l6[morph_lane];
        uint v212 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v213[morph_l] = v211[morph_l ^ (v212 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v214[morph_lane] = v211[morph_lane] + v213[morph_lane];
        uint v215 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v216[morph_l] = v214[morph_l ^ (v215 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v217[morph_lane] = v214[morph_lane] + v216[morph_lane];
        uint v218 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v219[morph_l] = v217[morph_l ^ (v218 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v220[morph_lane] = v217[morph_lane] + v219[morph_lane];
        uint v221 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v222[morph_l] = v220[morph_l ^ (v221 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v223[morph_lane] = v220[morph_lane] + v222[morph_lane];
        uint v224 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v225[morph_l] = v223[morph_l ^ (v224 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v197 = 384u;
        uint v198 = v2 + v197;
        uint v199 = 5u;
        uint v200 = v198 >> (v199 & 31u);
        uint v1 = morph_gx;
        float v226 = v223[morph_lane] + v225[morph_lane];
        uint v227 = 0u;
        uint v228 = (v4 == v227) ? 1u : 0u;
        if (v228 != 0u) {
          sh0_red[v200] = v226;
        }
        uint v229 = 448u;
        uint v230 = v2 + v229;
        uint v231 = 5u;
        uint v232 = v230 >> (v231 & 31u);
        uint v233 = 448u;
        uint v234 = v2 + v233;
        float v235 = as_float(0x80000000u) /* -0 */;
        l7[morph_lane] = v235;
        uint v236 = 1024u;
        for (uint v237 = v234; v237 < v0; v237 = v237 > 4294967295u - v236 ? v0 : v237 + v236) {
          uint v238 = v1 * v0;
          uint v239 = v238 + v237;
          float v240 = p_x[v239];
          float v241 = l7[morph_lane];
          float v242 = v241 + v240;
          l7[morph_lane] = v242;
        }
        v243[morph_lane] = l7[morph_lane];
        uint v244 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v245[morph_l] = v243[morph_l ^ (v244 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v246[morph_lane] = v243[morph_lane] + v245[morph_lane];
        uint v247 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v248[morph_l] = v246[morph_l ^ (v247 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v249[morph_lane] = v246[morph_lane] + v248[morph_lane];
        uint v250 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v251[morph_l] = v249[morph_l ^ (v250 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v252[morph_lane] = v249[morph_lane] + v251[morph_lane];
        uint v253 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v254[morph_l] = v252[morph_l ^ (v253 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v255[morph_lane] = v252[morph_lane] + v254[morph_lane];
        uint v256 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v257[morph_l] = v255[morph_l ^ (v256 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v229 = 448u;
        uint v230 = v2 + v229;
        uint v231 = 5u;
        uint v232 = v230 >> (v231 & 31u);
        uint v1 = morph_gx;
        float v258 = v255[morph_lane] + v257[morph_lane];
        uint v259 = 0u;
        uint v260 = (v4 == v259) ? 1u : 0u;
        if (v260 != 0u) {
          sh0_red[v232] = v258;
        }
        uint v261 = 512u;
        uint v262 = v2 + v261;
        uint v263 = 5u;
        uint v264 = v262 >> (v263 & 31u);
        uint v265 = 512u;
        uint v266 = v2 + v265;
        float v267 = as_float(0x80000000u) /* -0 */;
        l8[morph_lane] = v267;
        uint v268 = 1024u;
        for (uint v269 = v266; v269 < v0; v269 = v269 > 4294967295u - v268 ? v0 : v269 + v268) {
          uint v270 = v1 * v0;
          uint v271 = v270 + v269;
          float v272 = p_x[v271];
          float v273 = l8[morph_lane];
          float v274 = v273 + v272;
          l8[morph_lane] = v274;
        }
        v275[morph_lane] = l8[morph_lane];
        uint v276 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v277[morph_l] = v275[morph_l ^ (v276 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v278[morph_lane] = v275[morph_lane] + v277[morph_lane];
        uint v279 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v280[morph_l] = v278[morph_l ^ (v279 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v281[morph_lane] = v278[morph_lane] + v280[morph_lane];
        uint v282 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v283[morph_l] = v281[morph_l ^ (v282 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v284[morph_lane] = v281[morph_lane] + v283[morph_lane];
        uint v285 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v286[morph_l] = v284[morph_l ^ (v285 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v287[morph_lane] = v284[morph_lane] + v286[morph_lane];
        uint v288 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v289[morph_l] = v287[morph_l ^ (v288 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v261 = 512u;
        uint v262 = v2 + v261;
        uint v263 = 5u;
        uint v264 = v262 >> (v263 & 31u);
        uint v1 = morph_gx;
        float v290 = v287[morph_lane] + v289[morph_lane];
        uint v291 = 0u;
        uint v292 = (v4 == v291) ? 1u : 0u;
        if (v292 != 0u) {
          sh0_red[v264] = v290;
        }
        uint v293 = 576u;
        uint v294 = v2 + v293;
        uint v295 = 5u;
        uint v296 = v294 >> (v295 & 31u);
        uint v297 = 576u;
        uint v298 = v2 + v297;
        float v299 = as_float(0x80000000u) /* -0 */;
        l9[morph_lane] = v299;
        uint v300 = 1024u;
        for (uint v301 = v298; v301 < v0; v301 = v301 > 4294967295u - v300 ? v0 : v301 + v300) {
          uint v302 = v1 * v0;
          uint v303 = v302 + v301;
          float v304 = p_x[v303];
          float v305 = l9[morph_lane];
          float v306 = v305 + v304;
          l9[morph_lane] = v306;
        }
        v307[morph_lane] = l9[morph_lane];
        uint v308 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v309[morph_l] = v307[morph_l ^ (v308 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v310[morph_lane] = v307[morph_lane] + v309[morph_lane];
        uint v311 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v312[morph_l] = v310[morph_l ^ (v311 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v313[morph_lane] = v310[morph_lane] + v312[morph_lane];
        uint v314 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v315[morph_l] = v313[morph_l ^ (v314 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v316[morph_lane] = v313[morph_lane] + v315[morph_lane];
        uint v317 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v318[morph_l] = v316[morph_l ^ (v317 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v319[morph_lane] = v316[morph_lane] + v318[morph_lane];
        uint v320 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v321[morph_l] = v319[morph_l ^ (v320 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v293 = 576u;
        uint v294 = v2 + v293;
        uint v295 = 5u;
        uint v296 = v294 >> (v295 & 31u);
        uint v1 = morph_gx;
        float v322 = v319[morph_lane] + v321[morph_lane];
        uint v323 = 0u;
        uint v324 = (v4 == v323) ? 1u : 0u;
        if (v324 != 0u) {
          sh0_red[v296] = v322;
        }
        uint v325 = 640u;
        uint v326 = v2 + v325;
        uint v327 = 5u;
        uint v328 = v326 >> (v327 & 31u);
        uint v329 = 640u;
        uint v330 = v2 + v329;
        float v331 = as_float(0x80000000u) /* -0 */;
        l10[morph_lane] = v331;
        uint v332 = 1024u;
        for (uint v333 = v330; v333 < v0; v333 = v333 > 4294967295u - v332 ? v0 : v333 + v332) {
          uint v334 = v1 * v0;
          uint v335 = v334 + v333;
          float v336 = p_x[v335];
          float v337 = l10[morph_lane];
          float v338 = v337 + v336;
          l10[morph_lane] = v338;
        }
        v339[morph_lane] = l10[morph_lane];
        uint v340 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v341[morph_l] = v339[morph_l ^ (v340 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v342[morph_lane] = v339[morph_lane] + v341[morph_lane];
        uint v343 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v344[morph_l] = v342[morph_l ^ (v343 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v345[morph_lane] = v342[morph_lane] + v344[morph_lane];
        uint v346 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v347[morph_l] = v345[morph_l ^ (v346 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v348[morph_lane] = v345[morph_lane] + v347[morph_lane];
        uint v349 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v350[morph_l] = v348[morph_l ^ (v349 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v351[morph_lane] = v348[morph_lane] + v350[morph_lane];
        uint v352 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v353[morph_l] = v351[morph_l ^ (v352 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v325 = 640u;
        uint v326 = v2 + v325;
        uint v327 = 5u;
        uint v328 = v326 >> (v327 & 31u);
        uint v1 = morph_gx;
        float v354 = v351[morph_lane] + v353[morph_lane];
        uint v355 = 0u;
        uint v356 = (v4 == v355) ? 1u : 0u;
        if (v356 != 0u) {
          sh0_red[v328] = v354;
        }
        uint v357 = 704u;
        uint v358 = v2 + v357;
        uint v359 = 5u;
        uint v360 = v358 >> (v359 & 31u);
        uint v361 = 704u;
        uint v362 = v2 + v361;
        float v363 = as_float(0x80000000u) /* -0 */;
        l11[morph_lane] = v363;
        uint v364 = 1024u;
        for (uint v365 = v362; v365 < v0; v365 = v365 > 4294967295u - v364 ? v0 : v365 + v364) {
          uint v366 = v1 * v0;
          uint v367 = v366 + v365;
          float v368 = p_x[v367];
          float v369 = l11[morph_lane];
          float v370 = v369 + v368;
          l11[morph_lane] = v370;
        }
        v371[morph_lane] = l11[morph_lane];
        uint v372 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v373[morph_l] = v371[morph_l ^ (v372 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v374[morph_lane] = v371[morph_lane] + v373[morph_lane];
        uint v375 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v376[morph_l] = v374[morph_l ^ (v375 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v377[morph_lane] = v374[morph_lane] + v376[morph_lane];
        uint v378 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v379[morph_l] = v377[morph_l ^ (v378 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v380[morph_lane] = v377[morph_lane] + v379[morph_lane];
        uint v381 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v382[morph_l] = v380[morph_l ^ (v381 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v383[morph_lane] = v380[morph_lane] + v382[morph_lane];
        uint v384 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v385[morph_l] = v383[morph_l ^ (v384 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v357 = 704u;
        uint v358 = v2 + v357;
        uint v359 = 5u;
        uint v360 = v358 >> (v359 & 31u);
        uint v1 = morph_gx;
        float v386 = v383[morph_lane] + v385[morph_lane];
        uint v387 = 0u;
        uint v388 = (v4 == v387) ? 1u : 0u;
        if (v388 != 0u) {
          sh0_red[v360] = v386;
        }
        uint v389 = 768u;
        uint v390 = v2 + v389;
        uint v391 = 5u;
        uint v392 = v390 >> (v391 & 31u);
        uint v393 = 768u;
        uint v394 = v2 + v393;
        float v395 = as_float(0x80000000u) /* -0 */;
        l12[morph_lane] = v395;
        uint v396 = 1024u;
        for (uint v397 = v394; v397 < v0; v397 = v397 > 4294967295u - v396 ? v0 : v397 + v396) {
          uint v398 = v1 * v0;
          uint v399 = v398 + v397;
          float v400 = p_x[v399];
          float v401 = l12[morph_lane];
          float v402 = v401 + v400;
          l12[morph_lane] = v402;
        }
        v403[morph_lane] = l12[morph_lane];
        uint v404 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v405[morph_l] = v403[morph_l ^ (v404 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v406[morph_lane] = v403[morph_lane] + v405[morph_lane];
        uint v407 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v408[morph_l] = v406[morph_l ^ (v407 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v409[morph_lane] = v406[morph_lane] + v408[morph_lane];
        uint v410 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v411[morph_l] = v409[morph_l ^ (v410 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v412[morph_lane] = v409[morph_lane] + v411[morph_lane];
        uint v413 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v414[morph_l] = v412[morph_l ^ (v413 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v415[morph_lane] = v412[morph_lane] + v414[morph_lane];
        uint v416 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v417[morph_l] = v415[morph_l ^ (v416 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v389 = 768u;
        uint v390 = v2 + v389;
        uint v391 = 5u;
        uint v392 = v390 >> (v391 & 31u);
        uint v1 = morph_gx;
        float v418 = v415[morph_lane] + v417[morph_lane];
        uint v419 = 0u;
        uint v420 = (v4 == v419) ? 1u : 0u;
        if (v420 != 0u) {
          sh0_red[v392] = v418;
        }
        uint v421 = 832u;
        uint v422 = v2 + v421;
        uint v423 = 5u;
        uint v424 = v422 >> (v423 & 31u);
        uint v425 = 832u;
        uint v426 = v2 + v425;
        float v427 = as_float(0x80000000u) /* -0 */;
        l13[morph_lane] = v427;
        uint v428 = 1024u;
        for (uint v429 = v426; v429 < v0; v429 = v429 > 4294967295u - v428 ? v0 : v429 + v428) {
          uint v430 = v1 * v0;
          uint v431 = v430 + v429;
          float v432 = p_x[v431];
          float v433 = l13[morph_lane];
          float v434 = v433 + v432;
          l13[morph_lane] = v434;
        }
        v435[morph_lane] = l13[morph_lane];
        uint v436 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v437[morph_l] = v435[morph_l ^ (v436 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v438[morph_lane] = v435[morph_lane] + v437[morph_lane];
        uint v439 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v440[morph_l] = v438[morph_l ^ (v439 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v441[morph_lane] = v438[morph_lane] + v440[morph_lane];
        uint v442 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v443[morph_l] = v441[morph_l ^ (v442 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v444[morph_lane] = v441[morph_lane] + v443[morph_lane];
        uint v445 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v446[morph_l] = v444[morph_l ^ (v445 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v447[morph_lane] = v444[morph_lane] + v446[morph_lane];
        uint v448 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v449[morph_l] = v447[morph_l ^ (v448 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v421 = 832u;
        uint v422 = v2 + v421;
        uint v423 = 5u;
        uint v424 = v422 >> (v423 & 31u);
        uint v1 = morph_gx;
        float v450 = v447[morph_lane] + v449[morph_lane];
        uint v451 = 0u;
        uint v452 = (v4 == v451) ? 1u : 0u;
        if (v452 != 0u) {
          sh0_red[v424] = v450;
        }
        uint v453 = 896u;
        uint v454 = v2 + v453;
        uint v455 = 5u;
        uint v456 = v454 >> (v455 & 31u);
        uint v457 = 896u;
        uint v458 = v2 + v457;
        float v459 = as_float(0x80000000u) /* -0 */;
        l14[morph_lane] = v459;
        uint v460 = 1024u;
        for (uint v461 = v458; v461 < v0; v461 = v461 > 4294967295u - v460 ? v0 : v461 + v460) {
          uint v462 = v1 * v0;
          uint v463 = v462 + v461;
          float v464 = p_x[v463];
          float v465 = l14[morph_lane];
          float v466 = v465 + v464;
          l14[morph_lane] = v466;
        }
        v467[morph_lane] = l14[morph_lane];
        uint v468 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v469[morph_l] = v467[morph_l ^ (v468 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v470[morph_lane] = v467[morph_lane] + v469[morph_lane];
        uint v471 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v472[morph_l] = v470[morph_l ^ (v471 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v473[morph_lane] = v470[morph_lane] + v472[morph_lane];
        uint v474 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v475[morph_l] = v473[morph_l ^ (v474 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v476[morph_lane] = v473[morph_lane] + v475[morph_lane];
        uint v477 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v478[morph_l] = v476[morph_l ^ (v477 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v479[morph_lane] = v476[morph_lane] + v478[morph_lane];
        uint v480 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v481[morph_l] = v479[morph_l ^ (v480 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v453 = 896u;
        uint v454 = v2 + v453;
        uint v455 = 5u;
        uint v456 = v454 >> (v455 & 31u);
        uint v1 = morph_gx;
        float v482 = v479[morph_lane] + v481[morph_lane];
        uint v483 = 0u;
        uint v484 = (v4 == v483) ? 1u : 0u;
        if (v484 != 0u) {
          sh0_red[v456] = v482;
        }
        uint v485 = 960u;
        uint v486 = v2 + v485;
        uint v487 = 5u;
        uint v488 = v486 >> (v487 & 31u);
        uint v489 = 960u;
        uint v490 = v2 + v489;
        float v491 = as_float(0x80000000u) /* -0 */;
        l15[morph_lane] = v491;
        uint v492 = 1024u;
        for (uint v493 = v490; v493 < v0; v493 = v493 > 4294967295u - v492 ? v0 : v493 + v492) {
          uint v494 = v1 * v0;
          uint v495 = v494 + v493;
          float v496 = p_x[v495];
          float v497 = l15[morph_lane];
          float v498 = v497 + v496;
          l15[morph_lane] = v498;
        }
        v499[morph_lane] = l15[morph_lane];
        uint v500 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v501[morph_l] = v499[morph_l ^ (v500 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v502[morph_lane] = v499[morph_lane] + v501[morph_lane];
        uint v503 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v504[morph_l] = v502[morph_l ^ (v503 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v505[morph_lane] = v502[morph_lane] + v504[morph_lane];
        uint v506 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v507[morph_l] = v505[morph_l ^ (v506 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v508[morph_lane] = v505[morph_lane] + v507[morph_lane];
        uint v509 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v510[morph_l] = v508[morph_l ^ (v509 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v511[morph_lane] = v508[morph_lane] + v510[morph_lane];
        uint v512 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v513[morph_l] = v511[morph_l ^ (v512 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        uint v485 = 960u;
        uint v486 = v2 + v485;
        uint v487 = 5u;
        uint v488 = v486 >> (v487 & 31u);
        float v514 = v511[morph_lane] + v513[morph_lane];
        uint v515 = 0u;
        uint v516 = (v4 == v515) ? 1u : 0u;
        if (v516 != 0u) {
          sh0_red[v488] = v514;
        }
      }
    }
    // barrier
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v2 = morph_lx;
        uint v3 = 31u;
        uint v4 = v2 & v3;
        v517[morph_lane] = sh0_red[v4];
        uint v518 = 16u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v519[morph_l] = v517[morph_l ^ (v518 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v520[morph_lane] = v517[morph_lane] + v519[morph_lane];
        uint v521 = 8u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v522[morph_l] = v520[morph_l ^ (v521 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v523[morph_lane] = v520[morph_lane] + v522[morph_lane];
        uint v524 = 4u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v525[morph_l] = v523[morph_l ^ (v524 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v526[morph_lane] = v523[morph_lane] + v525[morph_lane];
        uint v527 = 2u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v528[morph_l] = v526[morph_l ^ (v527 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v529[morph_lane] = v526[morph_lane] + v528[morph_lane];
        uint v530 = 1u;
      }
    }
    for (uint morph_l = 0u, morph_nl = morph_wx * morph_wy * morph_wz; morph_l < morph_nl; ++morph_l)
      v531[morph_l] = v529[morph_l ^ (v530 & 31u)];
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        v532[morph_lane] = v529[morph_lane] + v531[morph_lane];
      }
    }
    // barrier
    for (uint morph_lz = 0u; morph_lz < morph_wz; ++morph_lz)
    for (uint morph_ly = 0u; morph_ly < morph_wy; ++morph_ly) {
      const ulong morph_lb = (ulong)morph_wx * (morph_ly + (ulong)morph_wy * morph_lz);
      for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx) {
        const uint morph_ix = morph_x0 + morph_lx;
        const ulong morph_lane = morph_lb + morph_lx;
        (void)morph_ix; (void)morph_lane;
        uint v1 = morph_gx;
        uint v533 = morph_lx;
        uint v534 = 0u;
        uint v535 = (v533 == v534) ? 1u : 0u;
        if (v535 != 0u) {
          p_out[v1] = v532[morph_lane];
        }
      }
    }
  }
}
