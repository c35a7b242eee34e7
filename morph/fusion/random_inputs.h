// Seeded random f32 test inputs with IEEE specials mixed in (the project's testing law): about
// one element in eight is a special — ±0, ±smallest and ±largest denormal, a random denormal,
// ±inf, quiet NaN (also negative and with a payload), ±FLT_MAX, huge (±1e30 … ±3e38) and tiny
// (±1e-30 … ±1.2e-38) values, ±1 — the rest spread over magnitudes 2^-10 … 2^10 with random sign.
//   uint64_t seed = std::random_device{}(); std::cout << "seed " << seed << "\n";
//   std::vector<float> x = random_with_specials(seed, 4096);
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace morph::fusion {

/// One special value, chosen by `k` (any integer; taken modulo the table size).
float special_value(uint64_t k);
/// Number of distinct special values special_value cycles through.
size_t special_count();

/// `n` values from the seeded generator (same seed, same values on every machine).
std::vector<float> random_with_specials(uint64_t seed, size_t n);

}  // namespace morph::fusion
