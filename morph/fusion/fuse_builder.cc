#include "morph/fusion/fuse_builder.h"

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/fused_map.h"
#include "morph/fusion/naive.h"

namespace morph::fusion {

namespace {
std::string shape_text(const std::vector<uint64_t>& s) {
  std::string t = "[";
  for (size_t i = 0; i < s.size(); ++i) t += (i ? "," : "") + std::to_string(s[i]);
  return t + "]";
}
uint64_t numel_of(const std::vector<uint64_t>& s) {
  uint64_t n = 1;
  for (uint64_t d : s) n *= d;
  return n;
}
}  // namespace

IndexMode index_mode_for(const std::vector<uint64_t>& in, const std::vector<uint64_t>& out) {
  const uint64_t n = numel_of(out), cols = out.empty() ? 1 : out.back(), rows = cols ? n / cols : 0;
  const uint64_t m = numel_of(in);
  if (in == out || m == n) return IndexMode::Same;
  if (m == 1) return IndexMode::Scalar;
  // [cols] or [1, …, 1, cols]: a vector of the row length.
  if (m == cols && !in.empty() && in.back() == cols) return IndexMode::Row;
  // [rows, 1] (or [a, b, 1] with a*b == rows): one value per row.
  if (m == rows && in.size() >= 2 && in.back() == 1) return IndexMode::Col;
  throw UserError(str_cat("input of shape ", shape_text(in), " does not broadcast to the output ", shape_text(out),
                          ": expected the same shape, a row vector [", cols, "], a column [", rows,
                          ", 1] or a single element"));
}

Fuse::Fuse(const rt::Tensor& x) {
  MORPH_USER_CHECK(x.device != nullptr && x.buffer, "Fuse: the source tensor is not allocated on a device");
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
  steps_.push_back(Step::map(Expr::un(op, Expr::cur())));
  return *this;
}

Fuse& Fuse::bin(BinOp op, const rt::Tensor& t, AccSide side) {
  Expr in = Expr::in(slot_of(t));
  steps_.push_back(Step::map(side == AccSide::Left ? Expr::bin(op, Expr::cur(), in) : Expr::bin(op, in, Expr::cur())));
  return *this;
}

Fuse& Fuse::bin(BinOp op, float c, AccSide side) {
  Expr k = Expr::constant(bits_of(c));
  steps_.push_back(Step::map(side == AccSide::Left ? Expr::bin(op, Expr::cur(), k) : Expr::bin(op, k, Expr::cur())));
  return *this;
}

Chain Fuse::chain(const std::vector<uint64_t>& out_shape) const {
  Chain c(index_mode_for(inputs_[0].shape, out_shape));
  for (size_t k = 1; k < inputs_.size(); ++k) c.add_input(index_mode_for(inputs_[k].shape, out_shape));
  for (const Step& s : steps_) c.map(s.expr);
  return c;
}

Program Fuse::program(const std::vector<uint64_t>& out_shape) const {
  Chain c = chain(out_shape);
  return lower(fuse(c)[0].expr, c.modes()[0], c.modes(), 0u).program;
}

namespace {
std::vector<const rt::Tensor*> ptrs(const std::vector<rt::Tensor>& v) {
  std::vector<const rt::Tensor*> p;
  for (const auto& t : v) p.push_back(&t);
  return p;
}
}  // namespace

size_t Fuse::run(rt::Tensor& out) const {
  MORPH_USER_CHECK(out.device == inputs_[0].device, "Fuse::run: the output lives on another device");
  return run_fused(*out.device, chain(out.shape), ptrs(inputs_), out);
}

size_t Fuse::run_naive(rt::Tensor& out) const {
  MORPH_USER_CHECK(out.device == inputs_[0].device, "Fuse::run_naive: the output lives on another device");
  return fusion::run_naive(*out.device, chain(out.shape), ptrs(inputs_), out);
}

std::vector<float> Fuse::reference(const rt::Tensor& out) const {
  std::vector<std::vector<float>> host;
  for (const auto& t : inputs_) host.push_back(t.download_f32());
  std::vector<float> r = reference_chain(chain(out.shape), host, out.rows(), out.cols());
  round_to_storage(r, out.dtype);
  return r;
}

}  // namespace morph::fusion
