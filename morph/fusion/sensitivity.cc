#include "morph/fusion/sensitivity.h"

#include <cmath>
#include <cstdio>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"

namespace morph::fusion {

Sensitivity& Sensitivity::operator+=(const Sensitivity& o) {
  compared += o.compared;
  finite_nonzero += o.finite_nonzero;
  order_sensitive = order_sensitive || o.order_sensitive;
  rows += o.rows;
  rows_order_differs += o.rows_order_differs;
  return *this;
}

std::string Sensitivity::str() const {
  char buf[256];
  int n = std::snprintf(buf, sizeof buf, "%.1f%% finite non-zero (%llu of %llu)", 100.0 * finite_fraction(),
                        static_cast<unsigned long long>(finite_nonzero), static_cast<unsigned long long>(compared));
  if (order_sensitive)
    std::snprintf(buf + n, sizeof buf - n, "; sequential order differs on %llu of %llu rows",
                  static_cast<unsigned long long>(rows_order_differs), static_cast<unsigned long long>(rows));
  else
    std::snprintf(buf + n, sizeof buf - n, "; no order-sensitive reduction");
  return buf;
}

namespace {
bool order_sensitive(const Graph& g) {
  std::vector<bool> live = g.live();
  for (uint32_t i = 0; i < g.size(); ++i) {
    const Node& n = g.node(i);
    if (!live[i] || n.kind != NodeKind::Reduce) continue;
    if ((n.red == Red::Sum || n.red == Red::Mean || n.red == Red::SumSq) && g.node(n.args[0]).cols >= 2) return true;
  }
  return false;
}
}  // namespace

Sensitivity measure_sensitivity(const Graph& g, uint64_t rows, const std::map<std::string, std::vector<float>>& inputs,
                                const std::map<std::string, std::vector<float>>& outputs,
                                const std::function<bool(uint64_t)>& special_row) {
  Sensitivity s;
  s.order_sensitive = order_sensitive(g);
  std::map<std::string, std::vector<float>> seq;
  if (s.order_sensitive) seq = eval_host(g, rows, inputs, ReduceOrder::Sequential);
  std::vector<bool> differs(rows, false);
  for (size_t k = 0; k < g.outputs().size(); ++k) {
    const std::string& name = g.outputs()[k].first;
    const Extent e = g.output_extent(k);
    auto it = outputs.find(name);
    MORPH_USER_CHECK(it != outputs.end(), "measure_sensitivity: no output '", name, "'");
    const std::vector<float>& v = it->second;
    uint64_t want = extent_numel(e, rows, g.output_cols(k));
    MORPH_USER_CHECK(v.size() == want, "measure_sensitivity: output '", name, "' has ", v.size(), " values, expected ",
                     want);
    bool by_row = varies_along_rows(e);
    uint64_t per_row = varies_along_cols(e) ? g.output_cols(k) : 1;
    for (uint64_t i = 0; i < v.size(); ++i) {
      uint64_t r = by_row ? i / per_row : 0;
      if (by_row && special_row(r)) continue;
      ++s.compared;
      s.finite_nonzero += std::isfinite(v[i]) && v[i] != 0.0f;
      if (s.order_sensitive && by_row && !same_float(v[i], seq.at(name)[i])) differs[r] = true;
    }
  }
  if (s.order_sensitive)
    for (uint64_t r = 0; r < rows; ++r) {
      if (special_row(r)) continue;
      ++s.rows;
      s.rows_order_differs += differs[r];
    }
  return s;
}

Sensitivity measure_sensitivity(const Graph& g, uint64_t rows, const std::map<std::string, std::vector<float>>& inputs,
                                const std::map<std::string, std::vector<float>>& outputs, const RegimeMix& mix) {
  return measure_sensitivity(g, rows, inputs, outputs,
                             [&](uint64_t r) { return row_regime(mix, r) == RowRegime::Specials; });
}

bool has_reduction(const Graph& g) {
  std::vector<bool> live = g.live();
  for (uint32_t i = 0; i < g.size(); ++i)
    if (live[i] && g.node(i).kind == NodeKind::Reduce) return true;
  return false;
}

bool default_special_row(uint64_t r) { return row_regime(RegimeMix{}, r) == RowRegime::Specials; }

std::map<std::string, std::vector<float>> default_inputs(const Graph& g, uint64_t rows, uint64_t seed) {
  std::map<std::string, std::vector<float>> in;
  const bool regimes = has_reduction(g);
  // reaches[i]: node i feeds a saturating unary op (directly or through later nodes).
  std::vector<bool> reaches(g.size(), false);
  for (size_t i = g.size(); i-- > 0;) {
    const Node& n = g.node(static_cast<uint32_t>(i));
    bool sat = n.kind == NodeKind::Un && algebra::saturates(n.un);
    if (sat || reaches[i])
      for (uint32_t a : n.args) reaches[a] = true;
  }
  uint64_t k = 0;
  for (auto& [name, id] : g.inputs()) {
    const Node& n = g.node(id);
    uint64_t s = seed + k++;
    uint64_t count = input_numel(n, rows);
    if (!regimes) {
      in[name] = random_with_specials(s, count);
    } else if (n.extent == Extent::Full) {
      // Half-precision storage: rows in f16's range (RegimeMix::for_f16), else most outputs of
      // a sum-like reduction would be inf once stored as f16.
      RegimeMix mix = n.dtype == ir::Type::F16 ? RegimeMix::for_f16(n.cols, reaches[id])
                      : reaches[id]            ? RegimeMix::moderate()
                                               : RegimeMix{};
      in[name] = reduction_inputs(s, count / n.cols, n.cols, mix);
    } else {
      std::vector<float> v(count);
      fill_row(RowRegime::Mixed, s, 4, v.data(), v.size());
      in[name] = std::move(v);
    }
    round_to_storage(in[name], n.dtype);  // the values the input's storage type holds
  }
  return in;
}

}  // namespace morph::fusion
