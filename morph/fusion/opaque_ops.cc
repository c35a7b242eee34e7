#include "morph/fusion/opaque_ops.h"

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"

namespace morph::fusion {

using namespace dsl;

namespace {
KernelRef matmul_kernel() {
  return kernel("opaque_matmul", [](Array<float> x, Array<float> w, Array<float> y, Val<uint32_t> k, Val<uint32_t> n) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] {
      Val<uint32_t> r = i / n;
      Val<uint32_t> c = i - r * n;
      Var<float> acc(-0.0f);
      For(0u, k, [&](Val<uint32_t> j) { acc = acc.read() + x[r * k + j].read() * w[j * n + c].read(); });
      y[i] = acc.read();
    });
  }, {"x", "w", "y", "k", "n"});
}

KernelRef reverse_kernel() {
  return kernel("opaque_reverse_rows", [](Array<float> x, Array<float> y, Val<uint32_t> n) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] {
      Val<uint32_t> r = i / n;
      Val<uint32_t> c = i - r * n;
      y[i] = x[r * n + (n - 1u - c)];
    });
  }, {"x", "y", "n"});
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
    launch_1d(dev, matmul_kernel(), out.numel(),
              {rt::arg(args[0].buffer), rt::arg(wt.buffer), rt::arg(out.buffer), rt::arg(k), rt::arg(n)});
  };
  f.host = [w, k, n](uint64_t rows, std::span<const std::vector<float>* const> args, std::vector<float>& out) {
    const std::vector<float>& xv = *args[0];
    for (uint64_t r = 0; r < rows; ++r)
      for (uint32_t c = 0; c < n; ++c) {
        float acc = -0.0f;
        for (uint32_t j = 0; j < k; ++j) {
          float p = xv[r * k + j] * (*w)[uint64_t{j} * n + c];
          acc = acc + p;
        }
        out[r * n + c] = acc;
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
