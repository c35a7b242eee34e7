// Seeded random f32 test inputs with IEEE specials mixed in (the project's testing law): about
// one element in eight is a special — ±0, ±smallest and ±largest denormal, a random denormal,
// ±inf, quiet NaN (also negative and with a payload), ±FLT_MAX, huge (±1e30 … ±3e38) and tiny
// (±1e-30 … ±1.2e-38) values, ±1 — the rest spread over magnitudes 2^-10 … 2^10 with random sign.
//   uint64_t seed = std::random_device{}(); std::cout << "seed " << seed << "\n";
//   std::vector<float> x = random_with_specials(seed, 4096);
// Reductions (sum, max, mean, sumsq, norms, softmax, dot products) get rows instead, each of one
// regime (RowRegime): finite rows of mixed sign and magnitude, cancellation rows, denormal rows,
// rows near overflow of the sum of squares, and a few rows holding the specials — so one NaN
// cannot poison every row and make a comparison vacuous (docs/reductions.md, "Test inputs").
//   RegimeMix mix;                                   // defaults: every 8th row holds specials
//   std::vector<float> x = reduction_inputs(seed, rows, cols, mix);
//   bool skip = row_regime(mix, r) == RowRegime::Specials;
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace morph::fusion {

/// One special value, chosen by `k` (any integer; taken modulo the table size).
float special_value(uint64_t k);
/// Number of distinct special values special_value cycles through.
size_t special_count();

/// `n` values from the seeded generator (same seed, same values on every machine).
std::vector<float> random_with_specials(uint64_t seed, size_t n);

/// What one row of a reduction input holds.
///   Mixed        — finite, random sign; the row's magnitude 2^c with c uniform in [-span, span]
///                  (RegimeMix::span), each element's exponent c + [-4, 4] (so that many
///                  elements round in a sum: a changed order shows);
///   Cancel       — pairs (v, -v ± v·2^-k) with k in [8, 20] and v Mixed: the sum is much
///                  smaller than its terms, so every rounding shows;
///   Denormal     — denormals with a few FLT_MIN-sized normals (sums of them are exact, squares
///                  vanish: the sumsq underflow regime);
///   NearOverflow — random sign, magnitudes in [0.5, 1]·sqrt(FLT_MAX / (16·cols)), so the sum of
///                  squares is within 2^-4 of FLT_MAX (x - max(x) squared stays finite too);
///   Specials     — random_with_specials (NaN, ±inf, huge, tiny, ±0 mixed in at 1 in 8).
enum class RowRegime : uint8_t { Mixed, Cancel, Denormal, NearOverflow, Specials };
std::string_view regime_name(RowRegime r);

/// Which regimes the rows cycle through (row r has cycle[r % cycle.size()]) and how wide the
/// Mixed magnitudes spread. The default cycle puts Specials in one row of eight.
struct RegimeMix {
  std::vector<RowRegime> cycle = {RowRegime::Mixed, RowRegime::Cancel,       RowRegime::Mixed, RowRegime::Denormal,
                                  RowRegime::Mixed, RowRegime::NearOverflow, RowRegime::Mixed, RowRegime::Specials};
  int span = 20;  // Mixed exponents in [-span, span]; 20 for sums and norms
  /// Every row but the Specials rows is multiplied by 2^scale_log2 (exact in f32 for these
  /// values): for_f16 moves the rows into half precision's range.
  int scale_log2 = 0;
  /// Softmax and gates (exp, silu of the row): Mixed values within ±2^4 so that exp(x - max) does
  /// not vanish; no NearOverflow rows (their exp(x - max) is one-hot) and no Denormal rows (exp of
  /// a denormal is 1: nothing to see). Cycle Mixed, Cancel, Mixed, Mixed, Mixed, Cancel, Mixed,
  /// Specials.
  static RegimeMix moderate();
  /// For inputs stored as f16 (max 65504, smallest normal 2^-14) and rows of `cols` elements:
  /// the Specials row at r % 8 == 7, the rest Mixed and Cancel only (NearOverflow is f32's
  /// regime, and f32 denormals round to zero in f16), exponents within ±2 of 2^scale_log2 with
  /// the scale chosen so that a row's sum of squares stays below 2^12 (`moderate`, exp's
  /// arguments: no scale, values within ±2^6) — so most outputs, f16 too, are finite and non-zero and a comparison
  /// compares something (with f32 rows a sum of squares stored as f16 was inf in most rows). A
  /// sum stored as f16 seldom shows a change of summation order (f32's last bits round away);
  /// norms and softmax of such rows do.
  static RegimeMix for_f16(uint64_t cols, bool moderate);
};

/// The regime of row `r`.
RowRegime row_regime(const RegimeMix& mix, uint64_t r);
/// Fills one row of `cols` values of regime `regime` (seeded; same seed, same values).
void fill_row(RowRegime regime, uint64_t seed, int span, float* out, size_t cols);
/// [rows, cols] row-major values; row r follows row_regime(mix, r). `cols` is the row length
/// the reduction sees (NearOverflow scales by it).
std::vector<float> reduction_inputs(uint64_t seed, uint64_t rows, uint64_t cols, const RegimeMix& mix = {});

}  // namespace morph::fusion
