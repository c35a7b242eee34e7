#include "morph/fusion/graph.h"

#include <bit>
#include <limits>
#include <sstream>

#include "morph/algebra/apply.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/reduce/reduce_tree.h"

namespace morph::fusion {

uint64_t input_numel(const Node& n, uint64_t rows) {
  uint64_t r = n.rowmap.identity() ? rows : n.rowmap.rows;
  return (varies_along_rows(n.extent) ? r : 1) * (varies_along_cols(n.extent) ? n.cols : 1);
}

void round_to_storage(std::vector<float>& v, ir::Type dtype) {
  if (dtype == ir::Type::F16)
    for (float& x : v) x = f16_to_f32(f32_to_f16(x));
  else if (dtype == ir::Type::BF16)
    for (float& x : v) x = bf16_to_f32(f32_to_bf16(x));
}

const Node& Sym::node() const {
  MORPH_USER_CHECK(g_ != nullptr, "fusion: use of an empty Sym (not recorded in any Graph)");
  return g_->node(id_);
}

uint32_t Graph::add(Node n) {
  nodes_.push_back(std::move(n));
  return static_cast<uint32_t>(nodes_.size() - 1);
}

void Graph::check_own(Sym s, const char* what) const {
  MORPH_USER_CHECK(s.graph() == this && s.id() < nodes_.size(), "fusion: ", what,
                   ": operand belongs to another graph (or is empty)");
}

Sym Graph::input(const std::string& name, uint32_t cols, Extent extent, ir::Type dtype) {
  for (auto& [n, id] : inputs_) MORPH_USER_CHECK(n != name, "fusion: input '", name, "' declared twice");
  MORPH_USER_CHECK(!name.empty(), "fusion: an input needs a name");
  MORPH_USER_CHECK(float_storage(dtype), "fusion: input '", name, "' is ", ir::type_name(dtype),
                   "; inputs are f32, f16 or bf16");
  Node n;
  n.dtype = dtype;
  n.kind = NodeKind::Input;
  n.extent = extent;
  n.cols = varies_along_cols(extent) ? cols : 0;
  MORPH_USER_CHECK(!varies_along_cols(extent) || cols > 0, "fusion: input '", name, "' (", extent_name(extent),
                   ") needs cols > 0");
  n.name = name;
  uint32_t id = add(std::move(n));
  inputs_.emplace_back(name, id);
  return Sym(this, id);
}

Sym Graph::input(const std::string& name, const std::vector<uint64_t>& shape, const std::vector<uint64_t>& domain,
                 ir::Type dtype) {
  MORPH_USER_CHECK(domain.size() <= 4 && shape.size() <= 4, "fusion: input '", name, "' of shape ", shape_text(shape),
                   " in a domain of ", shape_text(domain), ": ranks above 4 are not supported");
  std::vector<uint64_t> b;
  MORPH_USER_CHECK(broadcast_shape(shape, domain, b) && b == domain, "fusion: input '", name, "' of shape ",
                   shape_text(shape), " does not broadcast to the domain ", shape_text(domain));
  MORPH_USER_CHECK(!has_domain_ || domain_ == domain, "fusion: input '", name, "' is read in the domain ",
                   shape_text(domain), " but the graph's domain is ", shape_text(domain_));
  auto [rows, cols] = domain_view(domain);
  MORPH_USER_CHECK(rows >= 1 && cols >= 1 && cols < (uint64_t{1} << 32) && rows * cols < (uint64_t{1} << 32),
                   "fusion: the domain ", shape_text(domain), " must hold between 1 and 2^32 - 1 elements");
  domain_ = domain;
  has_domain_ = true;
  BroadcastRead br = broadcast_read(shape, domain);
  Sym s = input(name, static_cast<uint32_t>(cols), br.extent, dtype);
  nodes_[s.id()].rowmap = br.rows;
  return s;
}

Sym Graph::constant_bits(uint32_t bits) {
  Node n;
  n.kind = NodeKind::Const;
  n.extent = Extent::Scalar;
  n.bits = bits;
  return Sym(this, add(std::move(n)));
}
Sym Graph::constant(float value) { return constant_bits(std::bit_cast<uint32_t>(value)); }

Sym Graph::un(UnOp op, Sym a) {
  check_own(a, "unary op");
  Node n;
  n.kind = NodeKind::Un;
  n.un = op;
  n.extent = nodes_[a.id()].extent;
  n.cols = nodes_[a.id()].cols;
  n.args = {a.id()};
  return Sym(this, add(std::move(n)));
}

Sym Graph::bin(BinOp op, Sym a, Sym b) {
  check_own(a, "binary op");
  check_own(b, "binary op");
  const Node& na = nodes_[a.id()];
  const Node& nb = nodes_[b.id()];
  MORPH_USER_CHECK(na.cols == 0 || nb.cols == 0 || na.cols == nb.cols, "fusion: ", algebra::name(op),
                   " of rows of length ", na.cols, " and ", nb.cols, " (%", a.id(), ", %", b.id(), ")");
  Node n;
  n.kind = NodeKind::Bin;
  n.bin = op;
  n.extent = join(na.extent, nb.extent);
  n.cols = na.cols ? na.cols : nb.cols;
  n.args = {a.id(), b.id()};
  return Sym(this, add(std::move(n)));
}

Sym Graph::ter(TerOp op, Sym a, Sym b, Sym c) {
  check_own(a, "ternary op");
  check_own(b, "ternary op");
  check_own(c, "ternary op");
  const uint32_t ids[3] = {a.id(), b.id(), c.id()};
  Node n;
  n.kind = NodeKind::Ter;
  n.ter = op;
  n.extent = Extent::Scalar;
  for (uint32_t id : ids) {
    const Node& o = nodes_[id];
    MORPH_USER_CHECK(o.cols == 0 || n.cols == 0 || o.cols == n.cols, "fusion: ", algebra::name(op),
                     " of rows of length ", nodes_[a.id()].cols, ", ", nodes_[b.id()].cols, " and ",
                     nodes_[c.id()].cols, " (%", a.id(), ", %", b.id(), ", %", c.id(), ")");
    n.extent = join(n.extent, o.extent);
    if (o.cols) n.cols = o.cols;
  }
  n.args = {a.id(), b.id(), c.id()};
  return Sym(this, add(std::move(n)));
}

Sym Graph::reduce(Red op, Sym a) {
  check_own(a, "reduction");
  const Node& na = nodes_[a.id()];
  MORPH_USER_CHECK(na.extent == Extent::Full, "fusion: ", algebra::name(op),
                   " reduces the last axis of a Full value; %", a.id(), " is ", extent_name(na.extent));
  Node n;
  n.kind = NodeKind::Reduce;
  n.red = op;
  n.extent = Extent::PerRow;
  n.args = {a.id()};
  return Sym(this, add(std::move(n)));
}

Sym Graph::opaque(const std::string& name, std::vector<Sym> args, uint32_t out_cols, OpaqueFn fn) {
  MORPH_USER_CHECK(out_cols > 0, "fusion: opaque fence '", name, "' needs out_cols > 0");
  Node n;
  n.kind = NodeKind::Opaque;
  n.extent = Extent::Full;
  n.cols = out_cols;
  n.name = name;
  for (Sym s : args) {
    check_own(s, "opaque fence");
    n.args.push_back(s.id());
  }
  n.fn = std::make_shared<const OpaqueFn>(std::move(fn));
  return Sym(this, add(std::move(n)));
}

void Graph::output(const std::string& name, Sym s, ir::Type dtype) {
  check_own(s, "output");
  MORPH_USER_CHECK(float_storage(dtype), "fusion: output '", name, "' is ", ir::type_name(dtype),
                   "; outputs are f32, f16 or bf16");
  output_types_.push_back(dtype);
  output_extents_.push_back(nodes_[s.id()].extent);
  output_cols_.push_back(nodes_[s.id()].cols);
  for (auto& [n, id] : outputs_) MORPH_USER_CHECK(n != name, "fusion: output '", name, "' declared twice");
  outputs_.emplace_back(name, s.id());
}

void Graph::output_full(const std::string& name, Sym s, uint32_t cols, ir::Type dtype) {
  check_own(s, "output");
  const Node& n = nodes_[s.id()];
  MORPH_USER_CHECK(cols > 0 && (n.cols == 0 || n.cols == cols), "fusion: output '", name, "' over rows of ", cols,
                   " of a value with rows of ", n.cols);
  output(name, s, dtype);
  output_extents_.back() = Extent::Full;
  output_cols_.back() = cols;
}

std::vector<std::vector<uint32_t>> Graph::consumers() const {
  std::vector<std::vector<uint32_t>> c(nodes_.size());
  for (uint32_t i = 0; i < nodes_.size(); ++i)
    for (uint32_t a : nodes_[i].args)
      if (c[a].empty() || c[a].back() != i) c[a].push_back(i);
  return c;
}

std::vector<bool> Graph::live() const {
  std::vector<bool> live(nodes_.size(), false);
  for (auto& [name, id] : outputs_) live[id] = true;
  for (size_t i = nodes_.size(); i-- > 0;)
    if (live[i])
      for (uint32_t a : nodes_[i].args) live[a] = true;
  return live;
}

std::string Graph::dump() const {
  std::ostringstream os;
  for (uint32_t i = 0; i < nodes_.size(); ++i) {
    const Node& n = nodes_[i];
    os << "%" << i << " = ";
    switch (n.kind) {
      case NodeKind::Input:
        os << "input '" << n.name << "'";
        if (n.dtype != ir::Type::F32) os << " " << ir::type_name(n.dtype);
        if (!n.rowmap.identity()) os << " rows " << n.rowmap.rows << " at " << n.rowmap.str();
        break;
      case NodeKind::Const: os << "const " << std::bit_cast<float>(n.bits); break;
      case NodeKind::Un: os << algebra::name(n.un); break;
      case NodeKind::Bin: os << algebra::name(n.bin); break;
      case NodeKind::Ter: os << algebra::name(n.ter); break;
      case NodeKind::Reduce: os << "reduce_" << algebra::name(n.red); break;
      case NodeKind::Opaque: os << "opaque '" << n.name << "'"; break;
    }
    for (uint32_t a : n.args) os << " %" << a;
    os << " : " << extent_name(n.extent);
    if (n.cols) os << "[" << n.cols << "]";
    os << "\n";
  }
  for (size_t k = 0; k < outputs_.size(); ++k)
    os << "output '" << outputs_[k].first << "' = %" << outputs_[k].second
       << (output_types_[k] == ir::Type::F32 ? "" : str_cat(" as ", ir::type_name(output_types_[k]))) << "\n";
  return os.str();
}

// ---- operators -------------------------------------------------------------------------------
namespace {
Graph& graph_of(Sym a, const char* what) {
  MORPH_USER_CHECK(a.graph() != nullptr, "fusion: ", what, " of an empty Sym");
  return *a.graph();
}
Sym bin_op(BinOp op, Sym a, Sym b) { return graph_of(a, "binary op").bin(op, a, b); }
Sym bin_op(BinOp op, Sym a, float b) { return graph_of(a, "binary op").bin(op, a, a.graph()->constant(b)); }
Sym bin_op(BinOp op, float a, Sym b) { return graph_of(b, "binary op").bin(op, b.graph()->constant(a), b); }
// fma with some operands given as f32 constants, recorded in the graph of the symbolic one.
Sym fma_op(Graph& g, Sym a, Sym b, Sym c) { return g.ter(TerOp::Fma, a, b, c); }
}  // namespace

Sym fma(Sym a, Sym b, Sym c) { return fma_op(graph_of(a, "fma"), a, b, c); }
Sym fma(Sym a, Sym b, float c) { return fma_op(graph_of(a, "fma"), a, b, a.graph()->constant(c)); }
Sym fma(Sym a, float b, Sym c) { return fma_op(graph_of(a, "fma"), a, a.graph()->constant(b), c); }
Sym fma(float a, Sym b, Sym c) { return fma_op(graph_of(b, "fma"), b.graph()->constant(a), b, c); }
Sym fma(Sym a, float b, float c) {
  Graph& g = graph_of(a, "fma");
  return fma_op(g, a, g.constant(b), g.constant(c));
}
Sym fma(float a, Sym b, float c) {
  Graph& g = graph_of(b, "fma");
  return fma_op(g, g.constant(a), b, g.constant(c));
}
Sym fma(float a, float b, Sym c) {
  Graph& g = graph_of(c, "fma");
  return fma_op(g, g.constant(a), g.constant(b), c);
}

Sym operator+(Sym a, Sym b) { return bin_op(BinOp::Add, a, b); }
Sym operator-(Sym a, Sym b) { return bin_op(BinOp::Sub, a, b); }
Sym operator*(Sym a, Sym b) { return bin_op(BinOp::Mul, a, b); }
Sym operator/(Sym a, Sym b) { return bin_op(BinOp::Div, a, b); }
Sym operator+(Sym a, float b) { return bin_op(BinOp::Add, a, b); }
Sym operator-(Sym a, float b) { return bin_op(BinOp::Sub, a, b); }
Sym operator*(Sym a, float b) { return bin_op(BinOp::Mul, a, b); }
Sym operator/(Sym a, float b) { return bin_op(BinOp::Div, a, b); }
Sym operator+(float a, Sym b) { return bin_op(BinOp::Add, a, b); }
Sym operator-(float a, Sym b) { return bin_op(BinOp::Sub, a, b); }
Sym operator*(float a, Sym b) { return bin_op(BinOp::Mul, a, b); }
Sym operator/(float a, Sym b) { return bin_op(BinOp::Div, a, b); }
Sym operator-(Sym a) { return un(UnOp::Neg, a); }
Sym min(Sym a, Sym b) { return bin_op(BinOp::Min, a, b); }
Sym max(Sym a, Sym b) { return bin_op(BinOp::Max, a, b); }
Sym min(Sym a, float b) { return bin_op(BinOp::Min, a, b); }
Sym max(Sym a, float b) { return bin_op(BinOp::Max, a, b); }
Sym un(UnOp op, Sym a) { return graph_of(a, "unary op").un(op, a); }
// clang-format off
#define MORPH_UNOP(Enum, name, saturates) \
  Sym name(Sym a) { return un(UnOp::Enum, a); }
#include "morph/algebra/ops.def"
// clang-format on
Sym reduce(Red op, Sym a) { return graph_of(a, "reduction").reduce(op, a); }
// clang-format off
#define MORPH_RED(Enum, name) \
  Sym name(Sym a) { return reduce(Red::Enum, a); }
#include "morph/algebra/ops.def"
// clang-format on

namespace {
// Power-of-two row scales for the norms (docs/reductions.md "Norms that do not overflow"). With
// M = max(abs(x)) of the row: s_dn = 2^-88 when M > 2^40, else 1; s_up = 2^88 when M < 2^-40,
// else 1. Built from subtract, multiply, min and max only, each step exact: for M > 2^40,
// M - 2^40 >= ulp(2^40) = 2^17; for M < 2^-40, 2^-40 - M >= 2^-64; so u below is exactly 0 or 1.
Sym norm_scale_down(Sym m) {
  Sym u = min(max((m - 0x1p40f) * 0x1p-17f, 0.0f), 1.0f);
  return max(1.0f - u, 0x1p-88f);
}
Sym norm_scale_up(Sym m) {
  Sym u = min(max((0x1p-40f - m) * 0x1p64f, 0.0f), 1.0f);
  return max(u * 0x1p88f, 1.0f);
}
}  // namespace

bool norm_scales_up(float eps) { return !(eps >= 0x1p-50f); }

Sym rms_norm(Sym x, float eps) {
  MORPH_USER_CHECK(norm_eps_valid(eps), "rms_norm: eps must be a finite number >= 0, got ", eps);
  float n = static_cast<float>(x.node().cols);
  Sym m = max(abs(x));
  Sym s_dn = norm_scale_down(m);
  bool up = norm_scales_up(eps);
  Sym s_up = up ? norm_scale_up(m) : s_dn;
  Sym s = up ? s_dn * s_up : s_dn;
  Sym r = rsqrt(sum(square(x * s)) / n + (eps * s) * s);
  return up ? (x * s_up) * (r * s_dn) : x * (r * s_dn);
}

namespace {
// Knuth's TwoSum for a - b: s = a - b rounded and e with a - b = s + e exactly (no overflow).
void two_diff(Sym a, Sym b, Sym& s, Sym& e) {
  s = a - b;
  Sym bv = a - s;   // b as seen by s
  Sym av = s + bv;  // a as seen by s
  e = (a - av) - (b - bv);
}
// TwoSum for a + b.
void two_sum(Sym a, Sym b, Sym& s, Sym& e) {
  s = a + b;
  Sym bv = s - a;
  Sym av = s - bv;
  e = (a - av) + (b - bv);
}
}  // namespace

NormParts layer_norm_parts(Sym x, float eps) {
  MORPH_USER_CHECK(norm_eps_valid(eps), "layer_norm: eps must be a finite number >= 0, got ", eps);
  float n = static_cast<float>(x.node().cols);
  Sym m = max(abs(x));
  Sym s = norm_scale_down(m);
  if (norm_scales_up(eps)) s = s * norm_scale_up(m);
  Sym xs = x * s;
  // d + d_lo = xs - m1 - m2 exactly (corrected two-pass mean, each difference by TwoSum).
  Sym m1 = sum(xs) / n;
  Sym c, c_lo, d, d_lo;
  two_diff(xs, m1, c, c_lo);
  Sym m2 = sum(c) / n;
  two_diff(c, m2, d, d_lo);
  d_lo = d_lo + c_lo;
  // var = v1 + r: v1 the f32 mean of d^2, r the mean of the residuals (d + d_lo)^2 - v1
  // (centred terms, so their f32 sum is far more accurate than v1's).
  Sym v1 = sum(square(d)) / n;
  Sym r = sum(fma(d + d, d_lo, fma(d, d, -v1))) / n;
  // v_hi + v_lo = var + eps; y = rsqrt(v_hi), corrected by one Newton step on the exact
  // residual q = 1 - (v_hi + v_lo) y^2 (v_hi * y by TwoProduct): y + y_lo, y_lo = y q / 2.
  Sym v_hi, v_err;
  two_sum(v1, (eps * s) * s, v_hi, v_err);
  Sym v_lo = v_err + r;
  Sym y = rsqrt(v_hi);
  Sym a_hi = v_hi * y;
  Sym a_lo = fma(v_hi, y, -a_hi);
  Sym q = fma(-(v_lo * y), y, fma(-a_lo, y, fma(-a_hi, y, 1.0f)));
  Sym y_lo = (y * q) * 0.5f;
  // xhat = (d + d_lo)(y + y_lo) as hi + lo: hi = d*y, lo = its TwoProduct error + the cross terms.
  Sym hi = d * y;
  Sym lo = fma(d_lo, y, fma(d, y_lo, fma(d, y, -hi)));
  return {hi, lo};
}

Sym layer_norm(Sym x, float eps) {
  NormParts p = layer_norm_parts(x, eps);
  return p.hi + p.lo;
}

Sym layer_norm(Sym x, Sym w, float eps) {
  NormParts p = layer_norm_parts(x, eps);
  return fma(p.hi, w, p.lo * w);
}

Sym layer_norm(Sym x, Sym w, Sym b, float eps) {
  NormParts p = layer_norm_parts(x, eps);
  return fma(p.lo, w, fma(p.hi, w, b));
}

Sym softmax(Sym x) {
  Sym m = max(max(x), -std::numeric_limits<float>::max());
  Sym e = exp(x - m);
  return e / max(sum(e), 1.0f);
}

// ---- host evaluation -------------------------------------------------------------------------

std::map<std::string, std::vector<float>> eval_host(const Graph& g, uint64_t rows,
                                                    const std::map<std::string, std::vector<float>>& inputs,
                                                    ReduceOrder order) {
  // One reduction of a row in the chosen order; value(j) is element j.
  auto reduce_row = [order](reduce::Combine c, size_t len, auto&& value) -> float {
    if (order == ReduceOrder::Canonical) return reduce::host_reduce_fn(c, len, value);
    float acc = reduce::identity(c);
    for (size_t j = 0; j < len; ++j) acc = reduce::combine(c, acc, static_cast<float>(value(j)));
    return acc;
  };
  const auto& nodes = g.nodes();
  std::vector<std::vector<float>> val(nodes.size());
  // Element (r, c) of a value of extent e and row length `cols`.
  auto at = [&](uint32_t id, uint64_t r, uint64_t c) -> float {
    const Node& n = nodes[id];
    const std::vector<float>& v = val[id];
    const uint64_t ir = n.rowmap.input_row(r);
    switch (n.extent) {
      case Extent::Full: return v[ir * n.cols + c];
      case Extent::PerCol: return v[c];
      case Extent::PerRow: return v[ir];
      case Extent::Scalar: return v[0];
    }
    return 0.0f;
  };
  for (uint32_t id = 0; id < nodes.size(); ++id) {
    const Node& n = nodes[id];
    uint64_t cols = n.cols;
    uint64_t nr = varies_along_rows(n.extent) ? rows : 1, nc = varies_along_cols(n.extent) ? cols : 1;
    std::vector<float>& out = val[id];
    switch (n.kind) {
      case NodeKind::Input: {
        auto it = inputs.find(n.name);
        MORPH_USER_CHECK(it != inputs.end(), "fusion: no data for input '", n.name, "'");
        MORPH_USER_CHECK(it->second.size() == input_numel(n, rows), "fusion: input '", n.name, "' (",
                         extent_name(n.extent), ") needs ", input_numel(n, rows), " values, got ", it->second.size());
        out = it->second;
        break;
      }
      case NodeKind::Const: out = {std::bit_cast<float>(n.bits)}; break;
      case NodeKind::Un:
        out.resize(nr * nc);
        for (uint64_t r = 0; r < nr; ++r)
          for (uint64_t c = 0; c < nc; ++c) out[r * nc + c] = algebra::apply(n.un, at(n.args[0], r, c));
        break;
      case NodeKind::Bin:
        out.resize(nr * nc);
        for (uint64_t r = 0; r < nr; ++r)
          for (uint64_t c = 0; c < nc; ++c)
            out[r * nc + c] = algebra::apply(n.bin, at(n.args[0], r, c), at(n.args[1], r, c));
        break;
      case NodeKind::Ter:
        out.resize(nr * nc);
        for (uint64_t r = 0; r < nr; ++r)
          for (uint64_t c = 0; c < nc; ++c)
            out[r * nc + c] = algebra::apply(n.ter, at(n.args[0], r, c), at(n.args[1], r, c), at(n.args[2], r, c));
        break;
      case NodeKind::Reduce: {
        const Node& in = nodes[n.args[0]];
        uint64_t len = in.cols;
        out.resize(rows);
        std::vector<float> row(len);
        for (uint64_t r = 0; r < rows; ++r) {
          for (uint64_t j = 0; j < len; ++j) row[j] = at(n.args[0], r, j);
          float s = 0.0f;
          switch (n.red) {
            case Red::Sum: s = reduce_row(reduce::Combine::Sum, len, [&](size_t j) { return row[j]; }); break;
            case Red::Max: s = reduce_row(reduce::Combine::Max, len, [&](size_t j) { return row[j]; }); break;
            case Red::Min: s = reduce_row(reduce::Combine::Min, len, [&](size_t j) { return row[j]; }); break;
            case Red::Mean:
              s = reduce_row(reduce::Combine::Sum, len, [&](size_t j) { return row[j]; });
              s = algebra::apply(BinOp::Div, s, static_cast<float>(len));
              break;
            case Red::SumSq:
              s = reduce_row(reduce::Combine::Sum, len,
                             [&](size_t j) { return algebra::apply(BinOp::Mul, row[j], row[j]); });
              break;
          }
          out[r] = s;
        }
        break;
      }
      case NodeKind::Opaque: {
        MORPH_USER_CHECK(n.fn && n.fn->host, "fusion: opaque fence '", n.name, "' has no host implementation");
        std::vector<const std::vector<float>*> args;
        for (uint32_t a : n.args) args.push_back(&val[a]);
        out.assign(rows * cols, 0.0f);
        n.fn->host(rows, args, out);
        MORPH_USER_CHECK(out.size() == rows * cols, "fusion: opaque fence '", n.name, "' wrote ", out.size(),
                         " values, expected ", rows * cols);
        break;
      }
    }
  }
  std::map<std::string, std::vector<float>> result;
  for (size_t k = 0; k < g.outputs().size(); ++k) {
    const uint32_t id = g.outputs()[k].second;
    std::vector<float> v = val[id];
    if (g.output_extent(k) != nodes[id].extent || !nodes[id].rowmap.identity()) {
      // Stored over a wider extent, or an input read through a RowMap: every element.
      const Extent e = g.output_extent(k);
      const uint64_t nr = varies_along_rows(e) ? rows : 1, nc = varies_along_cols(e) ? g.output_cols(k) : 1;
      v.resize(nr * nc);
      for (uint64_t r = 0; r < nr; ++r)
        for (uint64_t c = 0; c < nc; ++c) v[r * nc + c] = at(id, r, c);
    }
    round_to_storage(v, g.output_types()[k]);
    result[g.outputs()[k].first] = std::move(v);
  }
  return result;
}

}  // namespace morph::fusion
