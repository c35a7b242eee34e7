// hello_saxpy: write a kernel in C++, launch it on a device, check the result.
// Build: part of Morph's build (target hello_saxpy). Run: ./build/hello_saxpy [oracle|cpu|opencl|cuda|vulkan]
#include <cstdio>
#include <cstring>
#include <exception>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::dsl;

int main(int argc, char** argv) try {
  // A kernel is a C++ lambda over symbolic handles, traced once into Morph's IR.
  auto saxpy = kernel(
      "saxpy",
      [](Val<float> a, Array<float> x, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] { y[i] = a * x[i] + y[i]; });
      },
      {"a", "x", "y"});

  const uint32_t n = 1000;
  std::vector<float> x(n), y(n, 1.0f);
  for (uint32_t i = 0; i < n; ++i) x[i] = static_cast<float>(i);

  auto dev = rt::open_device(argc > 1 ? argv[1] : "oracle");  // `morph devices` lists the others
  rt::Buffer dx = dev->alloc(n * 4), dy = dev->alloc(n * 4);
  dev->upload(dx, x.data(), n * 4);
  dev->upload(dy, y.data(), n * 4);
  dev->launch(saxpy, {(n + 255) / 256}, {256}, {rt::arg(2.0f), rt::arg(dx), rt::arg(dy)});
  dev->download(dy, y.data(), n * 4);

  std::printf("%s: y[10] = %g (expected 21)\n", dev->name().c_str(), y[10]);
  return y[10] == 21.0f ? 0 : 1;
} catch (const std::exception& e) {  // e.g. `cuda` on a machine without an NVIDIA driver
  const bool hinted = std::strstr(e.what(), "morph devices") != nullptr;  // the message's own hint
  std::fprintf(stderr, "hello_saxpy: %s\n%s", e.what(),
               hinted ? "" : "(`morph devices` lists the backends this machine has)\n");
  return 1;
}
