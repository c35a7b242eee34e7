// Conformance tests are written once and instantiated per backend (STYLE.md "Tests"):
//   class MyConf : public morph::testing::BackendTest {};
//   TEST_P(MyConf, Thing) { rt::Device& dev = device(); ... compare with the oracle bitwise ... }
//   MORPH_INSTANTIATE_BACKENDS(MyConf);
// A backend that is not present is a visible skip ("skipped: no CUDA device"). Where a backend
// can compile without a device (CUDA through NVRTC), `compile_only()` is true and tests should
// still compile every kernel they use via `compile_check(kernel)`.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "morph/runtime/device.h"
#include "morph/runtime/registry.h"

namespace morph::testing {

/// Backends every conformance suite is instantiated for. Suites that compare a backend with the
/// oracle leave the oracle out (oracle vs oracle compares nothing); suites that also compare with
/// a plain C++ reference include it (MORPH_INSTANTIATE_BACKENDS_AND_ORACLE).
inline std::vector<std::string> conformance_backends(bool with_oracle = false) {
  if (with_oracle) return {"oracle", "cpu", "opencl", "cuda", "vulkan"};
  return {"cpu", "opencl", "cuda", "vulkan"};
}

/// Hook for backends that can compile kernels without a device (CUDA: NVRTC to PTX).
/// Returns true if it compiled `k` (throws on a compile error), false if it cannot.
bool compile_without_device(const std::string& backend, const ir::Kernel& k);

class BackendTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override;
  /// In compile-only mode a test that compiled its kernels without failing reports its execution
  /// as skipped ("compiled to PTX; no CUDA device"), never as passed.
  void TearDown() override;
  /// The device under test; only valid when the test was not skipped.
  rt::Device& device() { return *dev_; }
  /// The oracle, for reference runs.
  rt::Device& oracle();
  /// True when this backend has no device here but compiles kernels (the test body should call
  /// compile_check for each kernel, then return).
  bool compile_only() const { return compile_only_; }
  /// In compile-only mode: compiles `k` for the backend (fails the test on a compile error).
  void compile_check(const ir::Kernel& k);
  const std::string& backend() const { return GetParam(); }

 private:
  std::shared_ptr<rt::Device> dev_;
  std::unique_ptr<rt::Device> oracle_;
  bool compile_only_ = false;
};

}  // namespace morph::testing

#define MORPH_INSTANTIATE_BACKENDS(suite)                                                                  \
  INSTANTIATE_TEST_SUITE_P(Backends, suite, ::testing::ValuesIn(::morph::testing::conformance_backends()), \
                           [](const ::testing::TestParamInfo<std::string>& i) { return i.param; })

/// For suites whose oracle instance compares with a plain C++ reference (so it tests something).
#define MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(suite)                                                           \
  INSTANTIATE_TEST_SUITE_P(Backends, suite, ::testing::ValuesIn(::morph::testing::conformance_backends(true)), \
                           [](const ::testing::TestParamInfo<std::string>& i) { return i.param; })
