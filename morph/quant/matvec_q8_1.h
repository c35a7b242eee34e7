// The q8_1-activation matvec (DESIGN §7, the first island): y = W·x where x is first quantized
// to ggml's Q8_1 blocks and each 32-element group's dot product is an exact integer sum of
// int8 × int8 products computed with `dp4a` — CUDA's __dp4a in the "cuda" island arm, portable
// integer ops everywhere else (morph/dsl/island.h). Same bits on every backend. It is NOT the
// f32-activation matvec (matvec.h): x is rounded to 8 bits per element first, as ggml's mmvq
// does; docs/quant.md "The q8_1 matvec" gives the definition and the error against float64.
//
// Definition (docs/quant.md "The q8_1 matvec", per type): for row r, column c and group b
// (elements 32b … 32b+31), with qx = the Q8_1 codes of x and dx the block's fp16 d, exact
// integers S_b = Σ_i v_i·qx_i and Q_b = Σ_i qx_i (v = the weight's integer: Q8_0's int8, Q4_0's
// nibble − 8, Q5_0's 5-bit code − 16, Q4_1/Q5_1/Q4_K/Q5_K's code, kvalues_iq4nl / kvalues_mxfp4 of
// the nibble (NVFP4 too), Q1_0's bit ? 1 : −1, Q2_0's code − 1; two-scale types sum per
// 16-element half h: S_h, Q_h); in f32 operations
//   P_b = dx ⊗ (a ⊗ S_b)                        Q8_0 Q4_0 Q5_0 IQ4_NL Q1_0 Q2_0 (a = d),
//                                               MXFP4 (a = 2^(e−128)), IQ4_XS (a = d ⊗ (ls − 32))
//   P_b = dx ⊗ ((s_0 ⊗ S_0) ⊕ (s_1 ⊗ S_1))      NVFP4 (s_h = the UE4M3 scale of half h, halved)
//   P_b = dx ⊗ ((d ⊗ S_b) ⊕ (m ⊗ Q_b))          Q4_1 Q5_1
//   P_b = dx ⊗ ((d1 ⊗ S_b) ⊖ (m1 ⊗ Q_b))        Q4_K Q5_K (d1 = d ⊗ sc, m1 = dmin ⊗ m: ggml's factors)
//   P_b = dx ⊗ (d ⊗ T_b), T_b = sc_0·S_0 + sc_1·S_1           Q6_K (int8 sc), Q3_K (sc = 6-bit − 32)
//   P_b = dx ⊗ ((d ⊗ T_b) ⊖ (dmin ⊗ M_b)), M_b = m_0·Q_0 + m_1·Q_1   Q2_K (4-bit sc, m)
// (⊗ ⊕ ⊖ f32 operations; T, M exact integers, |T| ≤ 2^24, converted exactly), and y[c][r] = the
// canonical reduction (docs/reductions.md) of P_0 … P_{k/32−1}.
//
// Q8_1 activations on the device (q8_1_quantize_kernel writes them): `xq` u32, per column c and
// block b the 8 words (c·nb + b)·8 … holding qs[0..31] (byte i = element i, ggml's order); `xd`
// f16 pairs, half 2(c·nb + b) = d and the next = s (ggml's block_q8_1 `ds`), read by the
// matvec as one u32 word per block. q8_1_blocks() turns them into ggml's 36-byte blocks.
//   std::vector<float> y = matvec_q8_1_run(*dev, repack_weights(GgmlType::Q4_K, bytes, rows, k), x, 1);
#pragma once
#include <cstdint>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/quant/matvec_layout.h"
#include "morph/quant/types.h"
#include "morph/runtime/device.h"

namespace morph::quant {

/// True for the weight types the q8_1 matvec supports: Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q2_K Q3_K Q4_K
/// Q5_K Q6_K IQ4_NL IQ4_XS MXFP4 NVFP4 Q1_0 Q2_0 (those for which ggml's mmvq multiplies q8_1
/// activations and Morph's planar layout holds the codes).
bool matvec_q8_1_supported(GgmlType t);

/// The quantizer of x: params (x: f32[n*k], xq: u32[n*k/4], xd: f16[n*k/16]); 8 items per
/// 32-element block (4 elements and one code word each; the block's max and code sum combined by
/// shuffles), launch q8_1_quantize_groups(k, n) workgroups of 64 items. Each block is
/// ggml's quantize_row_q8_1_ref (ggml-quants.c; the CPU reference, not CUDA's quantize_q8_1,
/// which divides by d and stores the float sum of x as s) with ggml's x86-64 rounding of
/// out-of-range codes (quantize.cc q8_round). Throws UserError unless k is a positive multiple
/// of 32 and n is 1..8.
dsl::KernelRef q8_1_quantize_kernel(uint32_t k, uint32_t ncols);
uint32_t q8_1_quantize_groups(uint32_t k, uint32_t ncols);

/// Runs the quantizer on `dev` for x = n*k floats; returns xq (n*k/4 words) and xd (n*k/16
/// halves, as n*k/32 words).
struct Q8_1Device {
  std::vector<uint32_t> xq, xd;
};
Q8_1Device q8_1_quantize_run(rt::Device& dev, const std::vector<float>& x, uint32_t k, uint32_t ncols);

/// ggml's block_q8_1 bytes (36 per block, columns one after another) of the device layout.
std::vector<uint8_t> q8_1_blocks(const Q8_1Device& q, uint32_t k, uint32_t ncols);

/// Who computes what (DESIGN L6: same bits for every schedule).
/// The default {8, 2, 2} was the fastest of ten schedules on 9 of the 13 types at 4096×14336
/// on the H200 and within 0.7 µs of the fastest on the others (2026-12-03,
/// bench/results/h200-2026-12-03-q81; docs/quant.md).
struct Q8_1Schedule {
  uint32_t subgroups = 8;      ///< logical subgroups (32 items) per workgroup, 1..32
  uint32_t rows_per_item = 2;  ///< rows each subgroup computes together, sharing x loads, 1..4
  /// subgroups sharing one row (1, 2 or 4, dividing `subgroups`): part j folds the tree's slots
  /// i ≡ j (mod row_parts); the parts' sums meet in shared memory at the tree's last levels.
  uint32_t row_parts = 2;
  /// The cpu backend's form (caps.cheap_workgroups): `subgroups` items per workgroup (not
  /// subgroups of 32), one row each (rows_per_item and row_parts 1), an item folding its row's
  /// group values into the tree's 1024 lanes in a loop the host compiler can vectorize.
  bool serial = false;
  bool operator==(const Q8_1Schedule&) const = default;
};
/// The serial schedule (one item per workgroup, one row per item).
inline constexpr Q8_1Schedule kQ8_1Serial{1, 1, 1, true};
/// The schedule matvec_q8_1_run uses for `s` on a device: kQ8_1Serial where `s` is the default
/// and the device's workgroups are cheap (the cpu backend), else `s`.
Q8_1Schedule q8_1_schedule_for(const rt::Caps& caps, const Q8_1Schedule& s = {});

/// The matvec for (type, k, n columns, schedule): params (w: u32[] repack_weights' words, xq:
/// u32[], xd: u32[], y: f32[n*rows], rows: u32); launch matvec_q8_1_groups(rows, s) workgroups of
/// 32·s.subgroups items. Item `lane` of a subgroup computes logical lanes 32·i + lane of the
/// canonical tree over the k/32 group values P_b. Throws UserError for an unsupported type, k
/// not a multiple of the block size, n outside 1..8 or a schedule out of range.
dsl::KernelRef matvec_q8_1_kernel(GgmlType t, uint32_t k, uint32_t ncols, const Q8_1Schedule& s = {});
uint32_t matvec_q8_1_groups(uint32_t rows, const Q8_1Schedule& s);

/// Queues one launch of `kern` on device buffers (for benchmarks).
void matvec_q8_1_enqueue(rt::Device& dev, const dsl::KernelRef& kern, const rt::Buffer& w, const rt::Buffer& xq,
                         const rt::Buffer& xd, const rt::Buffer& y, uint32_t rows, const Q8_1Schedule& s);

/// Quantizes x (n*k f32, column c at [c*k, (c+1)*k)) on `dev` and runs the matvec there; the
/// result is n*rows floats (column c's outputs at [c*rows, …)). `seconds`, if given, receives
/// the fastest of `reps` warm matvec launches timed by rt::time_enqueue (device time where the
/// backend has a clock; the quantizer not included; matvec_exec.h). Throws UserError on bad
/// sizes.
std::vector<float> matvec_q8_1_run(rt::Device& dev, const MatvecWeights& w, const std::vector<float>& x, uint32_t ncols,
                                   const Q8_1Schedule& s = {}, double* seconds = nullptr, int reps = 1);

/// How matvec_q8_1_host sums a row's group values: the canonical tree (the definition), or
/// left to right (only for tests that show the tree is what the kernels compute).
enum class SumOrder : uint8_t { Canonical, Sequential };

/// Plain C++ reference of the definition above from ggml's bytes of W (rows × row_bytes) and
/// ggml's Q8_1 blocks of x (quantize(GgmlType::Q8_1, x, n, k)). Same output layout. Throws
/// UserError for an unsupported type or sizes that do not match.
std::vector<float> matvec_q8_1_host(GgmlType t, const uint8_t* w, uint32_t rows, uint32_t k,
                                    const std::vector<uint8_t>& xq8_1, uint32_t ncols,
                                    SumOrder order = SumOrder::Canonical);

}  // namespace morph::quant
