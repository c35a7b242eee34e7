#include "morph/fusion/extent.h"

#include <sstream>

#include "morph/base/error.h"

namespace morph::fusion {

std::string_view extent_name(Extent e) {
  switch (e) {
    case Extent::Full: return "Full";
    case Extent::PerCol: return "PerCol";
    case Extent::PerRow: return "PerRow";
    case Extent::Scalar: return "Scalar";
  }
  return "?";
}

Extent join(Extent a, Extent b) {
  bool r = varies_along_rows(a) || varies_along_rows(b);
  bool c = varies_along_cols(a) || varies_along_cols(b);
  return r ? (c ? Extent::Full : Extent::PerRow) : (c ? Extent::PerCol : Extent::Scalar);
}

uint64_t extent_numel(Extent e, uint64_t rows, uint64_t cols) {
  return (varies_along_rows(e) ? rows : 1) * (varies_along_cols(e) ? cols : 1);
}

uint64_t RowMap::input_row(uint64_t r) const {
  if (terms.empty()) return r;
  uint64_t s = 0;
  for (const Term& t : terms) {
    uint64_t q = r / t.div;
    if (t.mod) q %= t.mod;
    s += q * t.mul;
  }
  return s;
}

void RowMap::hash_append(Hasher& h) const {
  h.add(static_cast<uint64_t>(terms.size()));
  for (const Term& t : terms) {
    h.add(t.div);
    h.add(t.mod);
    h.add(t.mul);
  }
}

std::string RowMap::str() const {
  if (terms.empty()) return "r";
  std::ostringstream os;
  for (size_t k = 0; k < terms.size(); ++k) {
    const Term& t = terms[k];
    os << (k ? " + " : "") << "(r / " << t.div;
    if (t.mod) os << " % " << t.mod;
    os << ") * " << t.mul;
  }
  return os.str();
}

bool broadcast_shape(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b, std::vector<uint64_t>& out) {
  size_t n = std::max(a.size(), b.size());
  std::vector<uint64_t> r(n, 1);
  for (size_t k = 0; k < n; ++k) {
    uint64_t x = k < n - a.size() ? 1 : a[k - (n - a.size())];
    uint64_t y = k < n - b.size() ? 1 : b[k - (n - b.size())];
    if (x != y && x != 1 && y != 1) return false;
    r[k] = x == 1 ? y : x;
  }
  out = std::move(r);
  return true;
}

std::string shape_text(const std::vector<uint64_t>& s) {
  std::ostringstream os;
  os << "(";
  for (size_t k = 0; k < s.size(); ++k) os << (k ? ", " : "") << s[k];
  if (s.size() == 1) os << ",";
  os << ")";
  return os.str();
}

std::pair<uint64_t, uint64_t> domain_view(const std::vector<uint64_t>& domain) {
  if (domain.empty()) return {1, 1};
  uint64_t rows = 1;
  for (size_t k = 0; k + 1 < domain.size(); ++k) rows *= domain[k];
  return {rows, domain.back()};
}

BroadcastRead broadcast_read(const std::vector<uint64_t>& in, const std::vector<uint64_t>& domain) {
  MORPH_CHECK(in.size() <= domain.size() && domain.size() <= 4, "broadcast_read: ", shape_text(in), " in ",
              shape_text(domain));
  // Pad both to rank 4 on the left.
  uint64_t d[4] = {1, 1, 1, 1}, i[4] = {1, 1, 1, 1};
  for (size_t k = 0; k < domain.size(); ++k) d[4 - domain.size() + k] = domain[k];
  for (size_t k = 0; k < in.size(); ++k) i[4 - in.size() + k] = in[k];
  for (int k = 0; k < 4; ++k)
    MORPH_CHECK(i[k] == d[k] || i[k] == 1, "broadcast_read: ", shape_text(in), " does not broadcast to ",
                shape_text(domain));
  BroadcastRead br;
  const bool cols = i[3] == d[3];
  // Leading axes: runs of kept axes (input size == domain size > 1) become one term each.
  bool rows = false, all_kept = true;
  for (int k = 0; k < 3; ++k) {
    if (d[k] == 1) continue;
    if (i[k] == d[k])
      rows = true;
    else
      all_kept = false;
  }
  // A domain of one row: every input spans it (Full rather than PerCol), so the kernels take
  // the Full domain's wide accesses.
  if (d[0] * d[1] * d[2] == 1) rows = true;
  if (rows && !all_kept) {
    uint64_t in_rows = i[0] * i[1] * i[2];
    int k = 0;
    while (k < 3) {
      if (d[k] == 1 || i[k] != d[k]) {
        ++k;
        continue;
      }
      int e = k;  // the run [k, e)
      uint64_t size = 1;
      while (e < 3 && (d[e] == 1 || i[e] == d[e])) size *= d[e++];
      uint64_t div = 1, mul = 1, before = 1;
      for (int a = e; a < 3; ++a) {
        div *= d[a];
        mul *= i[a];
      }
      for (int a = 0; a < k; ++a) before *= d[a];
      br.rows.terms.push_back(
          {static_cast<uint32_t>(div), static_cast<uint32_t>(before > 1 ? size : 0), static_cast<uint32_t>(mul)});
      k = e;
    }
    br.rows.rows = in_rows;
  }
  br.extent = rows ? (cols ? Extent::Full : Extent::PerRow) : (cols ? Extent::PerCol : Extent::Scalar);
  return br;
}

}  // namespace morph::fusion
