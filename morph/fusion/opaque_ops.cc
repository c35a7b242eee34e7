#include "morph/fusion/opaque_ops.h"

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"

namespace morph::fusion {

using namespace dsl;

namespace {
// One logical subgroup (32 consecutive items) per output element: its dot product is the
// canonical reduction (morph/reduce/row_reduce.h, docs/reductions.md) of the products, with the
// row length k comptime so that all-identity lanes and groups vanish at trace time. Items past
// the last output compute the last one (uniform control flow for the shuffles), store nothing.
KernelRef matmul_kernel(uint32_t k) {
  return kernel(
      "opaque_matmul",
      [k](Array<float> x, Array<float> w, Array<float> y, Val<uint32_t> n) {
    Val<uint32_t> total = y.size();
    Val<uint32_t> o = global_id(0) >> 5u;
    Val<uint32_t> oc = min(o, total - 1u);
    Val<uint32_t> r = oc / n;
    Val<uint32_t> c = oc - r * n;
    auto product = [&](Val<uint32_t> j) -> Val<float> { return x[r * k + j].read() * w[j * n + c].read(); };
    Val<float> dot = reduce::row_reduce_subgroup(reduce::Combine::Sum, Val<uint32_t>(k), product, k);
    If((local_id(0) & 31u) == 0u && o < total, [&] { y[o] = dot; });
      },
      {"x", "w", "y", "n"}, Key(k));
}

KernelRef reverse_kernel() {
  return kernel(
      "opaque_reverse_rows",
      [](Array<float> x, Array<float> y, Val<uint32_t> n) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] {
      Val<uint32_t> r = i / n;
      Val<uint32_t> c = i - r * n;
      y[i] = x[r * n + (n - 1u - c)];
    });
      },
      {"x", "y", "n"});
}

void launch_1d(rt::Device& dev, const KernelRef& k, uint64_t total, std::vector<rt::LaunchArg> args) {
  if (total == 0) return;
  MORPH_USER_CHECK(total < (uint64_t{1} << 32), "opaque fence: ", total, " elements exceed the u32 range");
  dev.launch(k, {static_cast<uint32_t>((total + 255) / 256)}, {256}, args);
}
}  // namespace

Sym matmul(Sym x, std::shared_ptr<const std::vector<float>> w, uint32_t n) {
  uint32_t k = x.node().cols;
  MORPH_USER_CHECK(x.node().extent == Extent::Full, "matmul: x must be [rows, k]");
  MORPH_USER_CHECK(w && w->size() == uint64_t{k} * n, "matmul: weight must hold k*n = ", uint64_t{k} * n,
                   " values, got ", w ? w->size() : 0);
  OpaqueFn f;
  f.device = [w, k, n](rt::Device& dev, std::span<const rt::Tensor> args, rt::Tensor& out) {
    rt::Tensor wt = rt::Tensor::empty(dev, ir::Type::F32, {k, n});
    wt.upload(*w);
    MORPH_USER_CHECK(out.numel() < (uint64_t{1} << 27), "matmul: ", out.numel(),
                     " outputs exceed 2^27 (32 items each)");
    launch_1d(dev, matmul_kernel(k), out.numel() * 32,
              {rt::arg(args[0].buffer), rt::arg(wt.buffer), rt::arg(out.buffer), rt::arg(n)});
  };
  f.host = [w, k, n](uint64_t rows, std::span<const std::vector<float>* const> args, std::vector<float>& out) {
    const std::vector<float>& xv = *args[0];
    for (uint64_t r = 0; r < rows; ++r)
      for (uint32_t c = 0; c < n; ++c) {
        out[r * n + c] = reduce::host_reduce_fn(reduce::Combine::Sum, k,
                                                [&](size_t j) { return xv[r * k + j] * (*w)[uint64_t{j} * n + c]; });
      }
  };
  return x.graph()->opaque("matmul", {x}, n, std::move(f));
}

Sym reverse_rows(Sym x) {
  uint32_t n = x.node().cols;
  MORPH_USER_CHECK(x.node().extent == Extent::Full, "reverse_rows: x must be [rows, cols]");
  OpaqueFn f;
  f.device = [n](rt::Device& dev, std::span<const rt::Tensor> args, rt::Tensor& out) {
    launch_1d(dev, reverse_kernel(), out.numel(), {rt::arg(args[0].buffer), rt::arg(out.buffer), rt::arg(n)});
  };
  f.host = [n](uint64_t rows, std::span<const std::vector<float>* const> args, std::vector<float>& out) {
    for (uint64_t r = 0; r < rows; ++r)
      for (uint32_t c = 0; c < n; ++c) out[r * n + c] = (*args[0])[r * n + (n - 1 - c)];
  };
  return x.graph()->opaque("reverse_rows", {x}, n, std::move(f));
}

}  // namespace morph::fusion
