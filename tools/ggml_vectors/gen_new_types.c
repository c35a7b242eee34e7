// Generator of ggml reference test vectors (GGMLQVEC kind 1 files) for the ggml quant types
// NVFP4 (40), Q1_0 (41) and Q2_0 (42), in the file format of ../shared/data/ggml-quant-vectors
// (see tests/data/ggml-quant-vectors-new/README.md for the format, the inputs and how to rebuild).
//
// Links ggml's libggml-base.a (ggml commit d99724f2) and uses only ggml's public API:
//   quant   = ggml_quantize_chunk(type, src, dst, 0, nrows, 512, NULL)
//   dequant = ggml_get_type_traits(type)->to_float
// and checks that ggml_quantize_chunk == type_traits.from_float_ref (quantize_row_<type>_ref) row by
// row, that quantizing row by row equals quantizing all rows at once, and that the output does not
// depend on what the buffers held before.
//
// Build (see the README for the libggml-base.a build):
//   gcc -std=c11 -O2 -ffp-contract=off -Wall -Wextra -I$GGML/include gen_new_types.c
//       $BUILD/src/libggml-base.a -lstdc++ -lm -fopenmp -o gen_new_types      (one command line)
// Run:
//   ./gen_new_types OUTDIR
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ggml.h"

#define GV_PI 3.14159265358979323846  // M_PI (not in strict C11)
#define N_COLS 512
#define N_DIST 16
#define N_SEED 4
#define N_ROWS (N_DIST * N_SEED)  // rows 0..55: the 14 distributions of the existing vectors; 56..63: hand-made

// ---------------------------------------------------------------- random numbers
// xoshiro256** seeded through splitmix64 (four successive splitmix64 outputs), uniform doubles from
// the top 53 bits: reproduces the inputs of the existing ggml-quant-vectors bit for bit.
typedef struct { uint64_t s[4]; } rng_t;

static uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static void rng_seed(rng_t * g, uint64_t seed) {
    uint64_t z = seed;
    for (int i = 0; i < 4; i++) {
        z += 0x9E3779B97F4A7C15ull;
        uint64_t r = z;
        r = (r ^ (r >> 30)) * 0xBF58476D1CE4E5B9ull;
        r = (r ^ (r >> 27)) * 0x94D049BB133111EBull;
        g->s[i] = r ^ (r >> 31);
    }
}

static uint64_t rng_next(rng_t * g) {
    uint64_t * s = g->s;
    const uint64_t result = rotl64(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl64(s[3], 45);
    return result;
}

static double U(rng_t * g) { return (double) (rng_next(g) >> 11) * 0x1p-53; }  // [0,1)

// Box-Muller, cosine branch only: two uniforms per normal value.
static double N(rng_t * g) {
    const double u1 = U(g);
    const double u2 = U(g);
    return sqrt(-2.0 * log(u1)) * cos(2.0 * GV_PI * u2);
}

// UE4M3 code c (0..126) as the raw scale value (before ggml's extra factor 0.5).
static double ue4m3_raw(int c) {
    const int e = c >> 3, m = c & 7;
    return e == 0 ? ldexp((double) m, -9) : ldexp(1.0 + m / 8.0, e - 7);
}

// ---------------------------------------------------------------- inputs
static void gen_row(int dist, int seed, float * out) {
    rng_t g;
    rng_seed(&g, (uint64_t) dist * 1000003u + (uint64_t) seed);
    const int n = N_COLS;
    switch (dist) {
        case 0:  // gauss
            for (int i = 0; i < n; i++) out[i] = (float) N(&g);
            break;
        case 1:  // uniform
            for (int i = 0; i < n; i++) out[i] = (float) (-1.0 + 2.0 * U(&g));
            break;
        case 2:  // outliers
            for (int i = 0; i < n; i++) {
                double v = N(&g);
                if (U(&g) < 1.0 / 64) {
                    const double m = 20.0 + 40.0 * U(&g);
                    v = U(&g) < 0.5 ? -m : m;
                }
                out[i] = (float) v;
            }
            break;
        case 3:  // sparse_zeros
            for (int i = 0; i < n; i++) {
                const double v = N(&g);
                const int z = U(&g) < 0.5;
                out[i] = (z || (i / 32) % 4 == 1) ? 0.0f : (float) v;
            }
            break;
        case 4: {  // constant
            static const double c[4] = {0.5, -1.25, 3.14159274, -0.001};
            for (int i = 0; i < n; i++) out[i] = (float) c[seed - 1];
        } break;
        case 5:  // all_zero
            for (int i = 0; i < n; i++) out[i] = (seed % 2) ? 0.0f : -0.0f;
            break;
        case 6:  // pos_offset
            for (int i = 0; i < n; i++) out[i] = (float) (0.5 + 2.0 * U(&g));
            break;
        case 7:  // neg_offset
            for (int i = 0; i < n; i++) out[i] = (float) (-2.0 + 0.5 * N(&g));
            break;
        case 8:  // blockscale
            for (int b = 0; b < n / 32; b++) {
                const double sig = pow(10.0, -3.0 + 4.0 * U(&g));
                for (int j = 0; j < 32; j++) out[b * 32 + j] = (float) (sig * N(&g));
            }
            break;
        case 9: {  // ternary
            const double s = 0.5 + U(&g);
            for (int i = 0; i < n; i++) {
                const int k = (int) (U(&g) * 3.0);
                out[i] = k == 0 ? (float) -s : k == 1 ? 0.0f : (float) s;
            }
        } break;
        case 10:  // tiny
            for (int i = 0; i < n; i++) out[i] = (float) (1e-4 * N(&g));
            break;
        case 11:  // large
            for (int i = 0; i < n; i++) out[i] = (float) (1e3 * N(&g));
            break;
        case 12:  // ramp
            for (int i = 0; i < n; i++) out[i] = (float) (seed * (-1.0 + 2.0 * i / 511.0));
            break;
        case 13:  // laplace
            for (int i = 0; i < n; i++) {
                const double u = U(&g) - 0.5;
                out[i] = (float) (-copysign(1.0, u) * log(1.0 - 2.0 * fabs(u)));
            }
            break;
        case 14:  // fp4_scale_grid (hand-made): one UE4M3 scale case per 16-element sub-block
            for (int sb = 0; sb < n / 16; sb++) {
                const int k = 32 * (seed - 1) + sb;  // 0..127 over the four rows
                double amax;
                if (k <= 125) {
                    amax = 6.0 * 0.5 * (ue4m3_raw(k) + ue4m3_raw(k + 1));  // amax/6 = midpoint of codes k, k+1
                } else if (k == 126) {
                    amax = (double) (float) (6.0 * 0.99 * 0x1p-10);  // amax/6 just below 2^-10: scale byte 0
                } else {
                    amax = 6000.0;  // amax/6 > 448: scale clamps to 0x7E, elements saturate
                }
                const int p = (5 * k + 3) & 15;
                for (int j = 0; j < 16; j++) {
                    if (j == p) {
                        out[sb * 16 + j] = (float) (U(&g) < 0.5 ? -amax : amax);
                    } else {
                        out[sb * 16 + j] = (float) (amax * (-1.0 + 2.0 * U(&g)));
                    }
                }
            }
            break;
        case 15:  // one_huge (hand-made)
            if (seed == 1) {
                // +0.0 everywhere except: two sub-blocks of exact E2M1 values / E2M1 ties at scale 1
                // (amax 6), and one huge value.
                static const float ties[16] = {6.0f,   0.25f,  0.75f,  1.25f, 1.75f, 2.5f,  3.5f,  5.0f,
                                               -0.25f, -0.75f, -1.25f, -1.75f, -2.5f, -3.5f, -5.0f, -0.0f};
                static const float grid[16] = {-6.0f, -4.0f, -3.0f, -2.0f, -1.5f, -1.0f, -0.5f, 0.0f,
                                               0.5f,  1.0f,  1.5f,  2.0f,  3.0f,  4.0f,  6.0f,  -0.0f};
                for (int i = 0; i < n; i++) out[i] = 0.0f;
                memcpy(out + 0, ties, sizeof ties);
                memcpy(out + 16, grid, sizeof grid);
                out[100] = 1.0e4f;
            } else if (seed == 2) {
                for (int i = 0; i < n; i++) out[i] = (float) N(&g);
                out[300] = -3.0e4f;
            } else if (seed == 3) {
                for (int i = 0; i < n; i++) out[i] = (float) N(&g);
                out[37] = 6.0e4f;  // below the fp16 maximum 65504
            } else {
                // tiny values of three magnitudes, and one normal value among them
                for (int i = 0; i < n; i++) out[i] = (float) ((i < 256 ? 1e-4 : i < 384 ? 1e-9 : 1e-6) * N(&g));
                out[200] = 1.0f;
            }
            break;
        default:
            abort();
    }
}

// ---------------------------------------------------------------- hand-made blocks (edge sections)
static void put_f16(uint8_t * p, uint16_t h) { p[0] = (uint8_t) (h & 0xFF); p[1] = (uint8_t) (h >> 8); }

// Returns the number of rows written to q (row_bytes each).
static int make_edge(enum ggml_type type, uint8_t * q, size_t row_bytes) {
    if (type == GGML_TYPE_NVFP4) {
        // 8 rows x 8 blocks x 4 sub-blocks: sub-block t (0..255) has scale byte t; its codes are
        // 0..7 (elements 0..7) and 8..15 (elements 8..15).
        const int rows = 8;
        for (int t = 0; t < 256; t++) {
            uint8_t * blk = q + (size_t) (t / 4) * 36;
            const int s = t % 4;
            blk[s] = (uint8_t) t;
            for (int j = 0; j < 8; j++) blk[4 + s * 8 + j] = (uint8_t) (j | ((j + 8) << 4));
        }
        (void) row_bytes;
        return rows;
    }
    // Q1_0 (2 rows x 4 blocks) and Q2_0 (2 rows x 8 blocks): one fp16 scale each (finite values
    // only: zeros, subnormals, normals, max, negatives) and varied code patterns.
    static const uint16_t d16[16] = {0x0000, 0x8000, 0x0001, 0x03FF, 0x0400, 0x3555, 0x3C00, 0xBC00,
                                     0x7BFF, 0xFBFF, 0x8001, 0x2E66, 0x4900, 0xC900, 0x1400, 0x5BFF};
    const int rows = 2;
    if (type == GGML_TYPE_Q1_0) {
        static const uint8_t pat[8] = {0x00, 0xFF, 0x55, 0xAA, 0x01, 0x80, 0x0F, 0xF0};
        static const uint16_t d1[8] = {0x0000, 0x8000, 0x0001, 0x03FF, 0x3C00, 0xBC00, 0x7BFF, 0xFBFF};
        for (int b = 0; b < 8; b++) {
            uint8_t * blk = q + (size_t) b * 18;
            put_f16(blk, d1[b]);
            for (int j = 0; j < 16; j++) blk[2 + j] = (uint8_t) (pat[(b + j) % 8] ^ ((j * 0x11) & 0x3C));
        }
    } else {
        for (int b = 0; b < 16; b++) {
            uint8_t * blk = q + (size_t) b * 18;
            put_f16(blk, d16[b]);
            for (int j = 0; j < 16; j++) {
                uint8_t v = 0;
                for (int e = 0; e < 4; e++) v |= (uint8_t) (((4 * j + e + b + j / 4) & 3) << (2 * e));
                blk[2 + j] = v;
            }
        }
    }
    (void) row_bytes;
    return rows;
}

// ---------------------------------------------------------------- file writing
typedef struct {
    const char * name;
    const void * data;
    uint64_t     size;
} section_t;

static uint64_t align64(uint64_t x) { return (x + 63) & ~(uint64_t) 63; }

static void wr32(uint8_t * p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (uint8_t) (v >> (8 * i)); }
static void wr64(uint8_t * p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t) (v >> (8 * i)); }

static int write_qvec(const char * path, enum ggml_type type, uint32_t nrows, uint32_t ncols, const section_t * secs,
                      uint32_t nsec) {
    uint64_t off = align64(64 + 32 * (uint64_t) nsec);
    uint64_t offs[16];
    for (uint32_t i = 0; i < nsec; i++) {
        offs[i] = off;
        off = align64(off + secs[i].size);
    }
    const uint64_t total = off;
    uint8_t * b = calloc(1, total);
    if (!b) return 1;
    memcpy(b, "GGMLQVEC", 8);
    const uint32_t blck = (uint32_t) ggml_blck_size(type), tsize = (uint32_t) ggml_type_size(type);
    wr32(b + 8, 1);
    wr32(b + 12, 1);
    wr32(b + 16, (uint32_t) type);
    wr32(b + 20, blck);
    wr32(b + 24, tsize);
    wr32(b + 28, nrows);
    wr32(b + 32, ncols);
    wr32(b + 36, ncols / blck * tsize);
    wr32(b + 40, nsec);
    wr32(b + 44, 0);
    const char * tn = ggml_type_name(type);
    if (strlen(tn) >= 16) abort();
    memcpy(b + 48, tn, strlen(tn));
    for (uint32_t i = 0; i < nsec; i++) {
        uint8_t * e = b + 64 + 32 * i;
        if (strlen(secs[i].name) >= 16) abort();
        memcpy(e, secs[i].name, strlen(secs[i].name));
        wr64(e + 16, offs[i]);
        wr64(e + 24, secs[i].size);
        memcpy(b + offs[i], secs[i].data, secs[i].size);
    }
    FILE * f = fopen(path, "wb");
    if (!f) { perror(path); free(b); return 1; }
    const int ok = fwrite(b, 1, total, f) == total;
    free(b);
    if (fclose(f) != 0 || !ok) { perror(path); return 1; }
    printf("wrote %s (%llu bytes)\n", path, (unsigned long long) total);
    return 0;
}

// ---------------------------------------------------------------- main
static uint32_t f32bits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

int main(int argc, char ** argv) {
    const char * outdir = argc > 1 ? argv[1] : ".";
    static float input[N_ROWS * N_COLS];
    static uint32_t cases[N_ROWS * 2];
    for (int d = 0; d < N_DIST; d++) {
        for (int s = 1; s <= N_SEED; s++) {
            const int r = N_SEED * d + s - 1;
            cases[2 * r] = (uint32_t) d;
            cases[2 * r + 1] = (uint32_t) s;
            gen_row(d, s, input + (size_t) r * N_COLS);
        }
    }
    // little-endian host assumed (x86-64): the u32/f32 arrays are written as they are in memory
    const uint32_t one = 1;
    if (*(const uint8_t *) &one != 1) { fprintf(stderr, "big-endian host not supported\n"); return 1; }

    const struct { enum ggml_type type; const char * file; const char * want_name; } types[] = {
        {GGML_TYPE_NVFP4, "NVFP4.bin", "nvfp4"},
        {GGML_TYPE_Q1_0, "Q1_0.bin", "q1_0"},
        {GGML_TYPE_Q2_0, "Q2_0.bin", "q2_0"},
    };
    int fail = 0;
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++) {
        const enum ggml_type type = types[t].type;
        const struct ggml_type_traits * tr = ggml_get_type_traits(type);
        if (strcmp(ggml_type_name(type), types[t].want_name) != 0 || !tr->to_float || !tr->from_float_ref) {
            fprintf(stderr, "%s: unexpected ggml type name '%s' or missing traits\n", types[t].file,
                    ggml_type_name(type));
            return 1;
        }
        const size_t rb = ggml_row_size(type, N_COLS);
        const size_t qbytes = rb * N_ROWS;
        uint8_t * q = malloc(qbytes), * q2 = malloc(qbytes), * qr = malloc(rb);
        float * dq = malloc(sizeof(float) * N_ROWS * N_COLS), * dq2 = malloc(sizeof(float) * N_COLS);

        // all rows in one call (buffer pre-filled with 0xA5)
        memset(q, 0xA5, qbytes);
        const size_t got = ggml_quantize_chunk(type, input, q, 0, N_ROWS, N_COLS, NULL);
        if (got != qbytes) { fprintf(stderr, "%s: quantize_chunk returned %zu\n", types[t].file, got); fail = 1; }
        // one row per call, buffer pre-filled with 0x5A
        memset(q2, 0x5A, qbytes);
        for (int r = 0; r < N_ROWS; r++) ggml_quantize_chunk(type, input, q2, (int64_t) r * N_COLS, 1, N_COLS, NULL);
        if (memcmp(q, q2, qbytes) != 0) { fprintf(stderr, "%s: per-row quantize_chunk differs\n", types[t].file); fail = 1; }
        // quantize_row_<type>_ref, row by row
        int ref_bad = 0;
        for (int r = 0; r < N_ROWS; r++) {
            memset(qr, (r & 1) ? 0xFF : 0x00, rb);
            tr->from_float_ref(input + (size_t) r * N_COLS, qr, N_COLS);
            if (memcmp(qr, q + (size_t) r * rb, rb) != 0) {
                fprintf(stderr, "%s: row %d: quantize_chunk != from_float_ref\n", types[t].file, r);
                ref_bad++;
            }
        }
        printf("%s: ggml_quantize_chunk == from_float_ref on %d of %d rows\n", types[t].file, N_ROWS - ref_bad, N_ROWS);
        if (ref_bad) fail = 1;

        // dequantize: whole tensor, and row by row (must agree)
        for (size_t i = 0; i < (size_t) N_ROWS * N_COLS; i++) dq[i] = NAN;
        tr->to_float(q, dq, (int64_t) N_ROWS * N_COLS);
        for (int r = 0; r < N_ROWS; r++) {
            tr->to_float(q + (size_t) r * rb, dq2, N_COLS);
            for (int c = 0; c < N_COLS; c++)
                if (f32bits(dq2[c]) != f32bits(dq[(size_t) r * N_COLS + c])) { fprintf(stderr, "dequant mismatch\n"); fail = 1; }
        }

        // hand-made blocks
        uint8_t * eq = calloc(8, rb);
        const int erows = make_edge(type, eq, rb);
        float * edq = malloc(sizeof(float) * erows * N_COLS);
        tr->to_float(eq, edq, (int64_t) erows * N_COLS);

        // statistics on the scale bytes (NVFP4) for the report
        if (type == GGML_TYPE_NVFP4) {
            int seen[256] = {0};
            for (int r = 0; r < N_ROWS; r++)
                for (size_t b = 0; b < rb / 36; b++)
                    for (int s = 0; s < 4; s++) seen[q[(size_t) r * rb + b * 36 + s]]++;
            int distinct = 0;
            for (int i = 0; i < 256; i++) distinct += seen[i] != 0;
            printf("NVFP4: %d distinct scale bytes in quant; byte 0: %d, subnormal 1..7: %d..., 0x7E: %d, 0x7F: %d\n",
                   distinct, seen[0], seen[1] + seen[2] + seen[3] + seen[4] + seen[5] + seen[6] + seen[7], seen[0x7E],
                   seen[0x7F]);
        }

        const section_t secs[] = {
            {"cases", cases, sizeof cases},
            {"input", input, sizeof input},
            {"quant", q, qbytes},
            {"dequant", dq, sizeof(float) * N_ROWS * N_COLS},
            {"edge_quant", eq, rb * (size_t) erows},
            {"edge_dequant", edq, sizeof(float) * (size_t) erows * N_COLS},
        };
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", outdir, types[t].file);
        if (write_qvec(path, type, N_ROWS, N_COLS, secs, sizeof secs / sizeof secs[0])) fail = 1;
        free(q); free(q2); free(qr); free(dq); free(dq2); free(eq); free(edq);
    }
    return fail;
}
