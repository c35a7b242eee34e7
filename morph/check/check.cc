#include "morph/check/check.h"

#include <algorithm>

#include "morph/base/float_bits.h"

namespace morph::check {

Report compare(std::span<const float> fused, std::span<const float> naive, std::span<const float> oracle,
               std::span<const float> reference, const OracleRows* oracle_rows, size_t max_examples) {
  Report r;
  const size_t n = fused.size();
  r.elements = n;
  // With oracle_rows, element i of the output is oracle[oracle_at[i]], or was not computed (-1).
  std::vector<int64_t> oracle_at;
  size_t oracle_n = n;
  if (oracle_rows) {
    const uint64_t len = oracle_rows->row_len;
    oracle_at.assign(n, -1);
    for (size_t k = 0; k < oracle_rows->rows.size(); ++k)
      for (uint64_t j = 0; j < len && (oracle_rows->rows[k] + 1) * len <= n; ++j)
        oracle_at[oracle_rows->rows[k] * len + j] = static_cast<int64_t>(k * len + j);
    oracle_n = oracle_rows->rows.size() * len;
  }
  r.oracle_compared = oracle_n;
  if (naive.size() != n || reference.size() != n || oracle.size() != oracle_n) {
    r.sizes_differ = true;
    r.mismatches = r.vs_reference = std::max({n, naive.size(), reference.size()});
    return r;
  }
  for (size_t i = 0; i < n; ++i) {
    const int64_t oi = oracle_rows ? oracle_at[i] : static_cast<int64_t>(i);
    const bool eo = oi < 0 || same_float(fused[i], oracle[oi]);
    const bool en = same_float(fused[i], naive[i]);
    const bool er = same_float(fused[i], reference[i]);
    r.vs_oracle += !eo;
    r.vs_naive += !en;
    r.vs_reference += !er;
    if (eo && en && er) continue;
    if (++r.mismatches <= max_examples) {
      Mismatch m;
      m.index = i;
      m.fused = bits_of(fused[i]);
      m.naive = bits_of(naive[i]);
      m.reference = bits_of(reference[i]);
      if (oi >= 0) m.oracle = bits_of(oracle[oi]);
      r.examples.push_back(m);
    }
  }
  return r;
}

}  // namespace morph::check
