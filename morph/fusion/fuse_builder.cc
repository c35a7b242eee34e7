#include "morph/fusion/fuse_builder.h"

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/chain_graph.h"
#include "morph/fusion/chain_reference.h"

namespace morph::fusion {

namespace {
uint64_t numel_of(const std::vector<uint64_t>& s) {
  uint64_t n = 1;
  for (uint64_t d : s) n *= d;
  return n;
}
}  // namespace

Extent index_mode_for(const std::vector<uint64_t>& in, const std::vector<uint64_t>& out) {
  const uint64_t n = numel_of(out), cols = out.empty() ? 1 : out.back(), rows = cols ? n / cols : 0;
  const uint64_t m = numel_of(in);
  if (in == out || m == n) return Extent::Full;
  if (m == 1) return Extent::Scalar;
  // [cols] or [1, …, 1, cols]: a vector of the row length.
  if (m == cols && !in.empty() && in.back() == cols) return Extent::PerCol;
  // [rows, 1] (or [a, b, 1] with a*b == rows): one value per row.
  if (m == rows && in.size() >= 2 && in.back() == 1) return Extent::PerRow;
  throw UserError(str_cat("input of shape ", shape_text(in), " does not broadcast to the output ", shape_text(out),
                          ": expected the same shape, a row vector [", cols, "], a column [", rows,
                          ", 1] or a single element"));
}

Fuse::Fuse(const rt::Tensor& x) {
  MORPH_USER_CHECK(x.device != nullptr && x.buffer, "Fuse: the source tensor is not allocated on a device");
  inputs_.reserve(4);
  instrs_.reserve(8);
  inputs_.push_back(x);
}

uint32_t Fuse::slot_of(const rt::Tensor& t) {
  MORPH_USER_CHECK(t.device == inputs_[0].device, "Fuse: tensor ", t.shape_str(),
                   " lives on another device than the chain's source");
  for (size_t k = 0; k < inputs_.size(); ++k)
    if (inputs_[k].buffer.impl == t.buffer.impl && inputs_[k].shape == t.shape && inputs_[k].dtype == t.dtype)
      return static_cast<uint32_t>(k);
  inputs_.push_back(t);
  return static_cast<uint32_t>(inputs_.size() - 1);
}

Fuse& Fuse::un(UnOp op) {
  instrs_.push_back(Instr::un(op));
  return *this;
}

Fuse& Fuse::bin(BinOp op, const rt::Tensor& t, AccSide side) {
  instrs_.push_back(Instr::bin_in(op, slot_of(t), side));
  return *this;
}

Fuse& Fuse::bin(BinOp op, float c, AccSide side) {
  instrs_.push_back(Instr::bin_const(op, bits_of(c), side));
  return *this;
}

Chain Fuse::chain(const std::vector<uint64_t>& out_shape) const {
  Chain c(index_mode_for(inputs_[0].shape, out_shape));
  for (size_t k = 1; k < inputs_.size(); ++k) c.add_input(index_mode_for(inputs_[k].shape, out_shape));
  for (const Instr& ins : instrs_) {
    if (ins.kind == Instr::Kind::Un) {
      c.un(ins.unop());
      continue;
    }
    Expr operand = ins.kind == Instr::Kind::BinIn ? Expr::in(ins.arg) : Expr::constant(ins.arg);
    c.map(ins.acc == AccSide::Left ? Expr::bin(ins.binop(), Expr::cur(), operand)
                                   : Expr::bin(ins.binop(), operand, Expr::cur()));
  }
  return c;
}

Program Fuse::program(const std::vector<uint64_t>& out_shape) const {
  Program p;
  for (const rt::Tensor& t : inputs_) p.inputs.push_back(index_mode_for(t.shape, out_shape));
  p.instrs = instrs_;
  return p;
}

Graph Fuse::graph(const rt::Tensor& out) const {
  std::vector<std::string> names;
  std::vector<ir::Type> types;
  for (size_t k = 0; k < inputs_.size(); ++k) {
    names.push_back(str_cat("in", k));
    types.push_back(inputs_[k].dtype);
  }
  MORPH_USER_CHECK(out.cols() >= 1 && out.cols() < (uint64_t{1} << 32), "Fuse: output ", out.shape_str(),
                   " has no valid rows");
  return to_graph(chain(out.shape), static_cast<uint32_t>(out.cols()), names, types, out.dtype);
}

namespace {
// A small per-thread memo of the plans Fuse::run built, keyed by (Program, storage types, output
// shape): a decode loop that builds the same chain each call skips partition and tracing.
struct PlanMemo {
  Program program;
  std::vector<ir::Type> types;
  std::vector<uint64_t> shape;
  ir::Type out;
  bool fused;
  std::shared_ptr<const Plan> plan;
};
}  // namespace

const Plan& Fuse::plan_for(const rt::Tensor& out, bool fused) const {
  if (last_.instrs.size() != instrs_.size() || last_.inputs.size() != inputs_.size() || last_shape_ != out.shape) {
    last_ = program(out.shape);
    last_shape_ = out.shape;
  }
  thread_local std::vector<PlanMemo> memo;
  for (const PlanMemo& m : memo) {
    if (m.fused != fused || m.out != out.dtype || m.shape != out.shape || m.types.size() != inputs_.size() ||
        !(m.program == last_))
      continue;
    bool same = true;
    for (size_t k = 0; k < inputs_.size() && same; ++k) same = m.types[k] == inputs_[k].dtype;
    if (same) return *m.plan;
  }
  PlanMemo m{last_, {}, out.shape, out.dtype, fused, nullptr};
  for (const rt::Tensor& t : inputs_) m.types.push_back(t.dtype);
  Graph g = graph(out);
  m.plan = std::make_shared<const Plan>(fused ? Plan::fused(g) : Plan::unfused(g));
  if (memo.size() >= 64) memo.erase(memo.begin());
  memo.push_back(std::move(m));
  return *memo.back().plan;
}

size_t Fuse::execute(rt::Tensor& out, bool fused) const {
  const Plan& plan = plan_for(out, fused);
  std::map<std::string, rt::Tensor> in;
  for (size_t k = 0; k < inputs_.size(); ++k) in.emplace(str_cat("in", k), inputs_[k]);
  std::map<std::string, rt::Tensor> o{{"y", out}};
  plan.execute_into(*out.device, in, o);
  return plan.launch_count();
}

size_t Fuse::run(rt::Tensor& out) const {
  MORPH_USER_CHECK(out.device == inputs_[0].device, "Fuse::run: the output lives on another device");
  return execute(out, true);
}

size_t Fuse::run_naive(rt::Tensor& out) const {
  MORPH_USER_CHECK(out.device == inputs_[0].device, "Fuse::run_naive: the output lives on another device");
  return execute(out, false);
}

std::vector<float> Fuse::reference(const rt::Tensor& out) const {
  std::vector<std::vector<float>> host;
  for (const auto& t : inputs_) host.push_back(t.download_f32());
  std::vector<float> r = reference_chain(chain(out.shape), host, out.rows(), out.cols());
  round_to_storage(r, out.dtype);
  return r;
}

}  // namespace morph::fusion
