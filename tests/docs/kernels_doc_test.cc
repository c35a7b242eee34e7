// docs/kernels.md's kernels, as written there, on the oracle and the cpu backend (skipped visibly
// without a host compiler), each against a plain C++ loop bitwise.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::dsl;

namespace {

KernelRef scale_rows() {
  return kernel(
      "scale_rows",
      [](Array<float> x, Val<float> s, Val<uint32_t> cols, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] { y[i] = x[i] * s + cast<float>(i % cols); });
      },
      {"x", "s", "cols", "y"});
}

KernelRef make_scale(float s) {
  return kernel(
      "scale_by", [s](Array<float> y) { y[global_id(0)] = y[global_id(0)] * s; }, {"y"}, Key(s));
}

KernelRef wg_sum() {
  return kernel(
      "wg_sum",
      [](Array<float> x, Array<float> out) {
    Shared<float> s = shared<float>(256, "partial");
    Val<uint32_t> t = local_id(0);
    s[t] = x[global_id(0)].read();
    barrier();
    for (uint32_t h = 128; h >= 1; h /= 2) {  // C++ loop: unrolled at trace time
      If(t < h, [&] { s[t] = s[t].read() + s[t + h].read(); });
      barrier();
    }
    If(t == 0u, [&] { out[group_id(0)] = s[0u].read(); });
      },
      {"x", "out"});
}

std::vector<std::unique_ptr<rt::Device>> devices() {
  std::vector<std::unique_ptr<rt::Device>> d;
  d.push_back(rt::open_device("oracle"));
  try {
    d.push_back(rt::open_device("cpu"));
  } catch (const BackendUnavailable& e) {
    std::printf("skipped: cpu backend unavailable (%s)\n", e.what());
  }
  return d;
}

std::vector<float> run(rt::Device& dev, const KernelRef& k, uint32_t groups, uint32_t wg, const std::vector<float>& x,
                       size_t out_n, std::vector<rt::LaunchArg> scalars_after_x) {
  rt::Buffer bx = dev.alloc(x.size() * 4), by = dev.alloc(out_n * 4);
  dev.upload(bx, x.data(), x.size() * 4);
  std::vector<rt::LaunchArg> args{rt::arg(bx)};
  for (const auto& a : scalars_after_x) args.push_back(a);
  args.push_back(rt::arg(by));
  dev.launch(k, {groups}, {wg}, std::span<const rt::LaunchArg>(args));
  std::vector<float> y(out_n);
  dev.download(by, y.data(), out_n * 4);
  return y;
}

}  // namespace

TEST(KernelsDoc, ThePagesKernelsMatchPlainLoops) {
  const uint32_t n = 1024, cols = 100;
  std::vector<float> x(n);
  for (uint32_t i = 0; i < n; ++i) x[i] = static_cast<float>(static_cast<int>(i * 7919 % 2001) - 1000) / 64.0f;
  std::vector<float> want_rows(n), want_sum(n / 256, 0.0f);
  for (uint32_t i = 0; i < n; ++i) want_rows[i] = x[i] * 2.0f + static_cast<float>(i % cols);
  for (uint32_t g = 0; g < n / 256; ++g) {  // the page's tree: s[t] += s[t + h] for h = 128 … 1
    std::vector<float> s(x.begin() + g * 256, x.begin() + (g + 1) * 256);
    for (uint32_t h = 128; h >= 1; h /= 2)
      for (uint32_t t = 0; t < h; ++t) s[t] = s[t] + s[t + h];
    want_sum[g] = s[0];
  }
  for (auto& dev : devices()) {
    SCOPED_TRACE(dev->name());
    std::vector<float> y = run(*dev, scale_rows(), n / 256, 256, x, n, {rt::arg(2.0f), rt::arg(cols)});
    EXPECT_EQ(std::memcmp(y.data(), want_rows.data(), n * 4), 0);
    y = run(*dev, wg_sum(), n / 256, 256, x, n / 256, {});
    EXPECT_EQ(std::memcmp(y.data(), want_sum.data(), want_sum.size() * 4), 0);
    // make_scale: each factor is its own kernel (the Key), in place on one buffer.
    rt::Buffer b = dev->alloc(n * 4);
    dev->upload(b, x.data(), n * 4);
    dev->launch(make_scale(2.0f), {n / 256}, {256}, {rt::arg(b)});
    dev->launch(make_scale(3.0f), {n / 256}, {256}, {rt::arg(b)});
    y.assign(n, 0.0f);
    dev->download(b, y.data(), n * 4);
    for (uint32_t i = 0; i < n; ++i) ASSERT_EQ(y[i], x[i] * 2.0f * 3.0f) << i;
  }
  EXPECT_NE(make_scale(2.0f), make_scale(3.0f));
}
