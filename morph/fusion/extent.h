// The one vocabulary for how a value spans a fused domain (DESIGN §4): a domain is the NumPy
// broadcast shape of a graph's inputs (rank <= 4), viewed as [rows, cols] with cols = its last
// axis and rows = the product of the others. Every value — an input, an intermediate, a chain's
// side input — has an Extent in that view, and an input may also carry a RowMap saying which of
// its rows the domain's row r reads (NumPy broadcasting over the leading axes: zero stride on a
// broadcast axis). Both are comptime values of the kernels, so the index math is integer
// arithmetic in the IR, printed the same way by every backend.
//   Extent e = Extent::PerCol;                       // a [cols] weight, broadcast along rows
//   RowMap m = row_map({4, 1, 64}, {4, 16, 64});     // input row of domain row r: r / 16
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "morph/base/hash.h"

namespace morph::fusion {

/// How a value spans a [rows, cols] row-major domain.
///   Full   — one value per element, [rows, cols];
///   PerCol — one value per column, a vector of the row length broadcast along rows ([cols]);
///   PerRow — one value per row, [rows] (or [rows, 1]); a row reduction's result;
///   Scalar — one value, [1].
enum class Extent : uint8_t { Full, PerCol, PerRow, Scalar };
std::string_view extent_name(Extent e);
/// The extent of a binary op's result: the smallest extent covering both operands.
Extent join(Extent a, Extent b);
inline bool varies_along_cols(Extent e) { return e == Extent::Full || e == Extent::PerCol; }
inline bool varies_along_rows(Extent e) { return e == Extent::Full || e == Extent::PerRow; }
/// Element count of a value of extent `e` in a [rows, cols] domain.
uint64_t extent_numel(Extent e, uint64_t rows, uint64_t cols);

/// Which row of an input the domain's row r reads, for an input broadcast over some leading axes:
///   input_row(r) = sum_k (r / div_k % mod_k) * mul_k      (mod_k == 0: no modulo)
/// An empty RowMap is the identity (input row r; the input has the domain's rows). Exact u32
/// arithmetic; every term is a comptime constant of the kernel that reads the input.
struct RowMap {
  struct Term {
    uint32_t div = 1, mod = 0, mul = 1;
    friend bool operator==(const Term&, const Term&) = default;
  };
  std::vector<Term> terms;
  uint64_t rows = 0;  ///< rows the input holds (0 for the identity: the domain's rows)

  bool identity() const { return terms.empty(); }
  uint64_t input_row(uint64_t r) const;
  void hash_append(Hasher& h) const;
  /// "r" for the identity, else e.g. "(r / 16) * 1 + (r % 4) * 8".
  std::string str() const;
  friend bool operator==(const RowMap&, const RowMap&) = default;
};

/// NumPy's broadcast of two shapes: align on the right, each axis equal or 1. Writes the
/// broadcast shape to `out` and returns true, or returns false when they do not broadcast.
bool broadcast_shape(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b, std::vector<uint64_t>& out);
/// "(64, 256)" / "(256,)" / "()": NumPy's shape text.
std::string shape_text(const std::vector<uint64_t>& s);

/// How an input of NumPy shape `in` is read in a domain of NumPy shape `domain` (which `in`
/// broadcasts to; checked: InternalError otherwise): its Extent, its RowMap and the domain's
/// [rows, cols] view. A 0-d domain is [1, 1]. In a domain of one row every input counts as
/// varying along rows (Full, or PerRow when it lacks the last axis): the same data, and the Full
/// domain's kernels.
struct BroadcastRead {
  Extent extent = Extent::Full;
  RowMap rows;
};
BroadcastRead broadcast_read(const std::vector<uint64_t>& in, const std::vector<uint64_t>& domain);
/// [rows, cols] of a NumPy domain shape: cols = the last axis (1 for a 0-d shape), rows = the rest.
std::pair<uint64_t, uint64_t> domain_view(const std::vector<uint64_t>& domain);

}  // namespace morph::fusion
