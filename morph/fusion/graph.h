// Traced DAGs of array ops (DESIGN §4 "DAGs"): a Graph is a tape; `Sym` is the taping handle
// whose operators and functions append nodes (Map ops, row reductions over the last axis,
// broadcasts by extent, opaque fences such as a matmul). Fan-out is a Sym used twice; fan-in is
// a binary op. Node ids are a topological order (a node only reads earlier nodes).
//   fusion::Graph g;
//   Sym x = g.input("x", 128), w = g.input("w", 128, Extent::PerCol), gate = g.input("g", 128);
//   g.output("y", rms_norm(x, 1e-6f) * w * silu(gate));   // then Plan::fused(g)
#pragma once
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "morph/algebra/ops.h"
#include "morph/fusion/extent.h"
#include "morph/ir/ir.h"
#include "morph/runtime/tensor.h"

namespace morph::fusion {

using algebra::BinOp;
using algebra::Red;
using algebra::TerOp;
using algebra::UnOp;

enum class NodeKind : uint8_t { Input, Const, Un, Bin, Ter, Reduce, Opaque };

/// An opaque fence's implementation: on a device (arguments and output are device tensors of
/// the shapes their extents give) and as plain C++ (the reference). Either may be empty; a plan
/// that must run an empty one throws UserError naming the fence.
struct OpaqueFn {
  std::function<void(rt::Device&, std::span<const rt::Tensor> args, rt::Tensor& out)> device;
  std::function<void(uint64_t rows, std::span<const std::vector<float>* const> args, std::vector<float>& out)> host;
};

struct Node {
  NodeKind kind = NodeKind::Input;
  Extent extent = Extent::Full;
  uint32_t cols = 0;  // row length of a Full/PerCol value (0 for PerRow/Scalar)
  UnOp un = UnOp::Neg;
  BinOp bin = BinOp::Add;
  TerOp ter = TerOp::Fma;
  Red red = Red::Sum;
  uint32_t bits = 0;                   // Const: the f32 bit pattern
  std::vector<uint32_t> args;          // operands (node ids, all smaller than this node's id)
  std::string name;                    // Input / Opaque: its name
  ir::Type dtype = ir::Type::F32;      // Input: its storage type (f32, f16, bf16; loads widen exactly to f32)
  RowMap rowmap;                       // Input: the rows it holds and which one the domain's row r reads
  std::shared_ptr<const OpaqueFn> fn;  // Opaque
};

class Graph;

/// A taping handle: a node of a Graph. Copyable, cheap; operations record new nodes.
class Sym {
 public:
  Sym() = default;
  Sym(Graph* g, uint32_t id) : g_(g), id_(id) {}
  Graph* graph() const { return g_; }
  uint32_t id() const { return id_; }
  const Node& node() const;

 private:
  Graph* g_ = nullptr;
  uint32_t id_ = 0;
};

/// The tape: nodes in creation (topological) order, named inputs and outputs.
class Graph {
 public:
  /// A named input. `cols` is the row length of a Full/PerCol input (ignored otherwise); `dtype`
  /// its storage type (f32, f16 or bf16; math is f32). Throws UserError on a duplicate name,
  /// cols == 0 for Full/PerCol, or another dtype.
  Sym input(const std::string& name, uint32_t cols, Extent extent = Extent::Full, ir::Type dtype = ir::Type::F32);
  /// A named input of NumPy shape `shape` read in the domain of NumPy shape `domain` (the
  /// broadcast of every input's shape, rank <= 4; `shape` must broadcast to it: UserError
  /// naming both shapes otherwise). Sets the graph's domain (every such input must give the
  /// same). The input's Extent and RowMap come from broadcast_read (morph/fusion/extent.h).
  Sym input(const std::string& name, const std::vector<uint64_t>& shape, const std::vector<uint64_t>& domain,
            ir::Type dtype = ir::Type::F32);
  /// The NumPy domain shape set by shaped inputs (empty when none was given: rows then come
  /// from the tensors bound at run time).
  const std::vector<uint64_t>& domain() const { return domain_; }
  /// The domain's rows when known from shaped inputs (0 otherwise).
  uint64_t domain_rows() const { return has_domain_ ? domain_view(domain_).first : 0; }
  /// An f32 constant (Scalar extent), exact bits.
  Sym constant(float value);
  Sym constant_bits(uint32_t bits);
  Sym un(UnOp op, Sym a);
  /// a op b with broadcasting by extent; Full/PerCol operands must have equal cols.
  Sym bin(BinOp op, Sym a, Sym b);
  /// op(a, b, c) (fma: a*b + c rounded once) with broadcasting by extent (the join of the three);
  /// Full/PerCol operands must have equal cols (UserError naming the nodes otherwise).
  Sym ter(TerOp op, Sym a, Sym b, Sym c);
  /// Row reduction over the last axis of a Full value; the result is PerRow. mean = sum / f32(cols)
  /// (one correctly rounded division), sumsq = sum of x*x; order: morph/reduce/reduce_tree.h.
  Sym reduce(Red op, Sym a);
  /// An opaque fence (a matmul, a gather): its result is Full with `out_cols` columns and the
  /// rows of its arguments. Plans never fuse through it; they call `fn` or report it.
  Sym opaque(const std::string& name, std::vector<Sym> args, uint32_t out_cols, OpaqueFn fn);
  /// Marks `s` as the graph output `name` (an output may also be read by other nodes), stored
  /// as `dtype` (f32, f16 or bf16: rounded to nearest even from the f32 value).
  void output(const std::string& name, Sym s, ir::Type dtype = ir::Type::F32);
  /// As output(), stored over the Full domain [rows, cols] (its value repeated along the axes
  /// it does not vary on) — NumPy's result shape when every input is broadcast. `cols` must
  /// equal s's row length when it has one (UserError).
  void output_full(const std::string& name, Sym s, uint32_t cols, ir::Type dtype = ir::Type::F32);
  /// Storage type, extent and row length of each output, in the order of outputs().
  const std::vector<ir::Type>& output_types() const { return output_types_; }
  Extent output_extent(size_t k) const { return output_extents_.at(k); }
  uint32_t output_cols(size_t k) const { return output_cols_.at(k); }

  const std::vector<Node>& nodes() const { return nodes_; }
  const Node& node(uint32_t id) const { return nodes_.at(id); }
  size_t size() const { return nodes_.size(); }
  /// (name, node id) of the inputs and outputs, in declaration order.
  const std::vector<std::pair<std::string, uint32_t>>& inputs() const { return inputs_; }
  const std::vector<std::pair<std::string, uint32_t>>& outputs() const { return outputs_; }
  /// For each node, the nodes reading it (fan-out), ascending.
  std::vector<std::vector<uint32_t>> consumers() const;
  /// live[i]: node i is a graph output or read (transitively) by one. Plans skip dead nodes.
  std::vector<bool> live() const;
  /// One line per node, e.g. "%3 = mul %1 %2 : Full[128]".
  std::string dump() const;

 private:
  uint32_t add(Node n);
  void check_own(Sym s, const char* what) const;
  std::vector<Node> nodes_;
  std::vector<std::pair<std::string, uint32_t>> inputs_, outputs_;
  std::vector<ir::Type> output_types_;
  std::vector<Extent> output_extents_;
  std::vector<uint32_t> output_cols_;
  std::vector<uint64_t> domain_;
  bool has_domain_ = false;
};

// ---- the taping surface: operators and functions on Sym --------------------------------------
Sym operator+(Sym a, Sym b);
Sym operator-(Sym a, Sym b);
Sym operator*(Sym a, Sym b);
Sym operator/(Sym a, Sym b);
Sym operator+(Sym a, float b);
Sym operator-(Sym a, float b);
Sym operator*(Sym a, float b);
Sym operator/(Sym a, float b);
Sym operator+(float a, Sym b);
Sym operator-(float a, Sym b);
Sym operator*(float a, Sym b);
Sym operator/(float a, Sym b);
Sym operator-(Sym a);
Sym min(Sym a, Sym b);
Sym max(Sym a, Sym b);
Sym min(Sym a, float b);
Sym max(Sym a, float b);
Sym un(UnOp op, Sym a);
/// a*b + c rounded once (IEEE 754 fusedMultiplyAdd; the IR's exact `fma`, docs/ir.md): one Map
/// node, broadcast by extent like a binary op. Differs from (a*b) + c, which rounds twice — e.g.
/// fma(1 + 2^-12, 1 - 2^-12, -1) = -2^-24 where the product rounds to 1 and (a*b) - 1 = 0.
/// A float operand is an f32 constant. Throws UserError on operands of different graphs or rows
/// of different lengths.
Sym fma(Sym a, Sym b, Sym c);
Sym fma(Sym a, Sym b, float c);
Sym fma(Sym a, float b, Sym c);
Sym fma(float a, Sym b, Sym c);
Sym fma(Sym a, float b, float c);
Sym fma(float a, Sym b, float c);
Sym fma(float a, float b, Sym c);
/// One function per unary op of morph/algebra/ops.def: neg(a), recip(a), …, silu(a), …, cos(a).
#define MORPH_UNOP(Enum, name, saturates) Sym name(Sym a);
#include "morph/algebra/ops.def"
/// Row reductions over the last axis (results are PerRow and broadcast when combined).
Sym reduce(Red op, Sym a);
/// One function per reduction of morph/algebra/ops.def: sum(a), max(a), min(a), mean(a), sumsq(a).
#define MORPH_RED(Enum, name) Sym name(Sym a);
#include "morph/algebra/ops.def"

// ---- composite patterns built from the above (one definition each, used by ops/ and the CLI) ---
/// x * rsqrt(sum(square(x)) / cols + eps) over each row (no weight; Zhang & Sennrich 2019),
/// computed without overflow or underflow of the f32 sum of squares: with M = max(abs(x)) of the
/// row, a power-of-two scale s (2^-88 when M > 2^40; 2^88 when M < 2^-40 and eps < 2^-50 —
/// otherwise eps dominates such a row; else exactly 1) gives
///   y = (x * s_up) * (rsqrt(sum(square(x * s)) / cols + (eps * s) * s) * s_dn),  s = s_dn * s_up,
/// which for s = 1 is today's formula bit for bit (multiplying by 1 is exact) and otherwise is
/// the same value without the f32 overflow (a row near 1e20 gives ±1-sized results, not 0).
/// One fence launch with two reduction stages (max, then sum).
Sym rms_norm(Sym x, float eps);
/// The normalized row of layer_norm, (x - mean(x)) / sqrt(var(x) + eps) over each row (Ba, Kiros
/// & Hinton 2016; var the biased variance, as PyTorch), as an unevaluated sum hi + lo of two f32
/// values that carries the rounding errors of the differences, the variance's sum, eps and the
/// rsqrt (what is left is the f32 summation error of the mean; docs/reductions.md "layer_norm
/// accuracy"). On the row scaled by the same power of two s as rms_norm (xs = x * s; the result
/// is invariant under it, so nothing is unscaled; s = 1 on rows with 2^-40 <= max|x| <= 2^40):
///   m1 = sum(xs) / cols;  c = xs - m1;  m2 = sum(c) / cols;  d = c - m2   (corrected two-pass
///   mean, Chan, Golub & LeVeque 1983; d_lo collects the rounding errors of both differences,
///   by TwoSum, so d + d_lo = xs - m1 - m2 exactly);
///   v1 = sum(d*d) / cols;  r = sum(fma(2d, d_lo, fma(d, d, -v1))) / cols   (var = v1 + r);
///   v_hi + v_lo = v1 + r + (eps * s) * s;  y = rsqrt(v_hi), y_lo = y q / 2 with the residual
///   q = 1 - (v_hi + v_lo) y^2 (one Newton step; TwoProduct for v_hi * y);
///   hi = d * y;  lo = fma(d_lo, y, fma(d, y_lo, fma(d, y, -hi))).
/// A large mean with a small spread ([1e7, 1e7+1, 1e7+2, 1e7+3]) gives x - mean right, and
/// [2e19, -2e19] gives ±1. One fence launch, five reduction stages (max, then four sums).
struct NormParts {
  Sym hi, lo;
};
NormParts layer_norm_parts(Sym x, float eps);
/// layer_norm without an affine: hi + lo rounded once.
Sym layer_norm(Sym x, float eps);
/// layer_norm(x) * w with one rounding of the product: fma(hi, w, lo * w). w: any extent that
/// broadcasts (a [cols] weight: Extent::PerCol).
Sym layer_norm(Sym x, Sym w, float eps);
/// layer_norm(x) * w + b: fma(lo, w, fma(hi, w, b)) — two roundings at most, and where hi * w
/// cancels against b the inner fma's result is small, so its rounding is too (PyTorch's CUDA
/// kernel computes fma(gamma, rstd * (x - mean), beta), whose rounded xhat and rstd err by
/// about an ulp of |xhat * w| there).
Sym layer_norm(Sym x, Sym w, Sym b, float eps);
/// True when rms_norm / layer_norm with this eps scale tiny rows up (eps < 2^-50, or NaN).
bool norm_scales_up(float eps);
/// The eps rms_norm and layer_norm take (UserError otherwise): a finite number >= 0 (it is added
/// to the mean square or the variance).
inline bool norm_eps_valid(float eps) { return eps >= 0.0f && std::isfinite(eps); }
/// exp(x - m) / max(sum(exp(x - m)), 1) with m = max(max(x), -FLT_MAX): equal to the textbook
/// softmax on rows with a finite maximum (the sum is then >= 1); a row of all -inf gives +0
/// everywhere; a row holding NaN or +inf gives NaN.
Sym softmax(Sym x);

/// The order in which eval_host combines a row reduction: Canonical is Morph's tree
/// (morph/reduce/reduce_tree.h, what every backend must realize); Sequential is the plain
/// left-to-right loop from the identity — a deliberately different order, used by tests to prove
/// that they would see a wrong summation order (morph/fusion/sensitivity.h).
enum class ReduceOrder : uint8_t { Canonical, Sequential };

/// Host (plain C++) evaluation, node by node over whole arrays: the reference. `inputs` maps
/// input names to row-major f32 data of the input's extent ([rows, cols], [cols], [rows], [1];
/// a RowMap'd input holds rowmap.rows rows) — the stored values, widened; returns every graph
/// output, rounded to its storage type and widened back to f32. Throws UserError on missing inputs or wrong sizes, and
/// when an opaque fence has no host implementation.
std::map<std::string, std::vector<float>> eval_host(const Graph& g, uint64_t rows,
                                                    const std::map<std::string, std::vector<float>>& inputs,
                                                    ReduceOrder order = ReduceOrder::Canonical);
/// Element count of input node `n` in a domain of `rows` rows (its extent and RowMap).
uint64_t input_numel(const Node& n, uint64_t rows);
/// Rounds f32 values to `dtype` storage and widens back (identity for f32): what a store to an
/// f16/bf16 tensor and a load from it give.
void round_to_storage(std::vector<float>& v, ir::Type dtype);
/// True for the storage types graphs take: f32, f16, bf16.
inline bool float_storage(ir::Type t) { return t == ir::Type::F32 || t == ir::Type::F16 || t == ir::Type::BF16; }

}  // namespace morph::fusion
