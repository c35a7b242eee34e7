// hello_fusion: fuse a chain and a norm, run them on a device, compare bit for bit.
// Build: part of Morph's build (target hello_fusion). Run: ./build/hello_fusion [oracle|cpu|opencl|cuda|vulkan]
#include <cstdio>
#include <cstring>
#include <exception>
#include <vector>

#include "morph/base/float_bits.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::fusion;

int main(int argc, char** argv) try {
  auto dev = rt::open_device(argc > 1 ? argv[1] : "oracle");
  const uint64_t rows = 4, cols = 128;
  std::vector<float> hx(rows * cols), hg(rows * cols), hw(cols);
  for (uint64_t i = 0; i < hx.size(); ++i) hx[i] = 0.01f * float(i % 97) - 0.4f, hg[i] = 0.02f * float(i % 31) - 0.3f;
  for (uint64_t i = 0; i < cols; ++i) hw[i] = 1.0f + 0.001f * float(i);
  auto tensor = [&](std::vector<uint64_t> shape, const std::vector<float>& v) {
    rt::Tensor t = rt::Tensor::empty(*dev, ir::Type::F32, shape);
    t.upload(v);
    return t;
  };
  rt::Tensor x = tensor({rows, cols}, hx), g = tensor({rows, cols}, hg), w = tensor({cols}, hw);

  // 1. A chain with the builder: silu(x * w + 0.5) in ONE launch (w broadcasts along rows).
  rt::Tensor y = rt::Tensor::empty(*dev, ir::Type::F32, {rows, cols});
  size_t launches = Fuse(x).mul(w).add(0.5f).silu().run(y);
  std::vector<float> got = y.download_f32(), want = Fuse(x).mul(w).add(0.5f).silu().reference(y);

  // 2. A graph with a reduction: Qwen3-Next's gated norm rms_norm(x) * w * silu(g), fused.
  Graph gr;
  Sym sx = gr.input("x", cols), sw = gr.input("w", cols, Extent::PerCol), sg = gr.input("g", cols);
  gr.output("y", rms_norm(sx, 1e-6f) * sw * silu(sg));
  Plan fused = Plan::fused(gr), naive = Plan::unfused(gr);
  std::vector<float> norm = fused.execute(*dev, {{"x", x}, {"w", w}, {"g", g}}).at("y").download_f32();
  std::vector<float> norm_ref = eval_host(gr, rows, {{"x", hx}, {"w", hw}, {"g", hg}}).at("y");

  size_t bad = 0;
  for (size_t i = 0; i < got.size(); ++i) bad += !same_float(got[i], want[i]) + !same_float(norm[i], norm_ref[i]);
  std::printf("%s: chain %zu launch, norm %zu launch (naive %zu), %zu mismatches vs plain C++\n", dev->name().c_str(),
              launches, fused.launch_count(), naive.launch_count(), bad);
  return bad == 0 ? 0 : 1;
} catch (const std::exception& e) {  // e.g. `cuda` on a machine without an NVIDIA driver
  const bool hinted = std::strstr(e.what(), "morph devices") != nullptr;  // the message's own hint
  std::fprintf(stderr, "hello_fusion: %s\n%s", e.what(),
               hinted ? "" : "(`morph devices` lists the backends this machine has)\n");
  return 1;
}
