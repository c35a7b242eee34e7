// Kernels that exercise the cpp dialect's chunked grid-stride loops, shared by its printer
// tests (morph/codegen/cpp_dialect_test.cc: what is printed) and the cpu backend's tests
// (morph/runtime/cpu/cpu_device_test.cc: the same kernels bitwise against the oracle).
//   std::string src = codegen::print(*codegen::test::staged_kernel(), codegen::cpp_dialect());
#pragma once
#include "morph/algebra/math.h"
#include "morph/dsl/dsl.h"

namespace morph::codegen::test {

/// A grid-stride loop writing four buffers: y (f32) and h (f16) at the loop's index, once and
/// unconditionally (staged outputs); odd only under a condition, acc read and written (both
/// stay in place). x, y, acc: f32 [n]; h: f16 [n]; odd: u32 [n].
inline dsl::KernelRef staged_kernel() {
  using namespace dsl;
  return kernel(
      "cpp_test_staged",
      [](Array<float> x, Array<float> y, Array<f16> h, Array<uint32_t> odd, Array<float> acc) {
    ForStep(global_id(0), x.size(), global_size(0), [&](Val<uint32_t> i) {
      Val<float> v = x[i] * 3.0f + 1.0f;
      y[i] = v;
      h[i] = v;
      If((i & 1u) == 0u, [&] { odd[i] = i; });
      acc[i] = acc[i] + v;
    });
      },
      {"x", "y", "h", "odd", "acc"});
}

/// A broadcast like dag_map's: y[i] = x[i] * w[i % cols] + b[i / cols] with the remainder
/// written out as i - q·cols, and rq[i] = (i % cols) · 65536 + i / cols through the Rem op.
/// x, w, b, y: f32 [n]; rq: u32 [n]; cols: u32 scalar (0 allowed: quotient 0, remainder i).
inline dsl::KernelRef segmented_kernel() {
  using namespace dsl;
  return kernel(
      "cpp_test_segmented",
      [](Array<float> x, Array<float> w, Array<float> b, Array<float> y, Array<uint32_t> rq) {
    Val<uint32_t> cols = scalar_param<uint32_t>("cols");
    ForStep(global_id(0), x.size(), global_size(0), [&](Val<uint32_t> i) {
      Val<uint32_t> q = i / cols;
      Val<uint32_t> r = i - q * cols;
      y[i] = x[i] * w[r] + b[q];
      rq[i] = (i % cols) * 65536u + q;
    });
      },
      {"x", "w", "b", "y", "rq"});
}

/// A long straight-line loop body, printed as phases (morph/codegen/cpp_phases.h): Morph's exact
/// tanh and silu, one after the other (one long dependency chain),
/// y[i] = silu(tanh(x[i] * 0.5) * w[i] + x[i]) * x[i]. The last phase reads x again, so a launch
/// with y and x the same buffer tells whether an earlier phase stored y.
/// x, w, y: f32 [n].
inline dsl::KernelRef phased_kernel() {
  using namespace dsl;
  return kernel(
      "cpp_test_phased",
      [](Array<float> x, Array<float> w, Array<float> y) {
    ForStep(global_id(0), x.size(), global_size(0), [&](Val<uint32_t> i) {
      Val<float> v = x[i];
      y[i] = algebra::math::silu(algebra::math::tanh(v * 0.5f) * w[i] + v) * x[i];
    });
      },
      {"x", "w", "y"});
}

}  // namespace morph::codegen::test
