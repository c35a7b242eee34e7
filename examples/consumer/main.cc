// A program built against an installed Morph: traces a row-sum kernel that uses Morph's
// canonical reduction (shared memory, barriers, subgroup shuffles), runs it on the oracle
// device and checks the result bitwise against the plain C++ reference. Exit 0 when it matches.
#include <cstdio>
#include <cstring>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/reduce/row_reduce.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::dsl;

int main() {
  const uint32_t rows = 4, cols = 3000, W = 256;
  auto row_sum = kernel(
      "consumer_row_sum",
      [](Array<float> x, Val<uint32_t> n, Array<float> out) {
    Shared<float> scratch = shared<float>(32, "scratch");
    Val<uint32_t> row = group_id(0);
    Val<float> s = reduce::row_reduce(reduce::Combine::Sum, n, W, scratch,
                                      [&](Val<uint32_t> j) { return x[row * n + j].read() * 0.5f; });
    If(local_id(0) == 0u, [&] { out[row] = s; });
      },
      {"x", "n", "out"});

  std::vector<float> x(rows * cols), out(rows);
  for (uint32_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>((i * 2654435761u) % 1000u) / 7.0f - 70.0f;

  auto dev = rt::open_device("oracle");
  rt::Buffer dx = dev->alloc(x.size() * 4), dout = dev->alloc(rows * 4);
  dev->upload(dx, x.data(), x.size() * 4);
  dev->launch(row_sum, {rows}, {W}, {rt::arg(dx), rt::arg(cols), rt::arg(dout)});
  dev->download(dout, out.data(), rows * 4);

  int bad = 0;
  for (uint32_t r = 0; r < rows; ++r) {
    float want = reduce::host_reduce_fn(reduce::Combine::Sum, cols, [&](size_t j) { return x[r * cols + j] * 0.5f; });
    bool same = std::memcmp(&want, &out[r], 4) == 0;
    std::printf("row %u: %.9g %s\n", r, out[r], same ? "ok" : "MISMATCH");
    bad += !same;
  }
  std::printf("consumer: %s\n", bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
