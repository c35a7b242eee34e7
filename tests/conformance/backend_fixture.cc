#include "tests/conformance/backend_fixture.h"

#include <cstdio>
#include <map>
#include <mutex>

#include "morph/base/error.h"
#include "morph/runtime/oracle/oracle_device.h"

namespace morph::testing {
namespace {
// One device per backend for the whole test run (opening a GPU context per test is slow).
std::mutex g_mu;
std::map<std::string, std::shared_ptr<rt::Device>> g_devices;
std::map<std::string, std::string> g_unavailable;

std::string pretty(const std::string& b) {
  return b == "cuda" ? "CUDA" : b == "opencl" ? "OpenCL" : b == "vulkan" ? "Vulkan" : b;
}
}  // namespace

void BackendTest::SetUp() {
  const std::string& b = GetParam();
  std::string why;
  {
    std::lock_guard<std::mutex> lock(g_mu);
    if (auto it = g_devices.find(b); it != g_devices.end()) {
      dev_ = it->second;
    } else if (auto u = g_unavailable.find(b); u != g_unavailable.end()) {
      why = u->second;
    } else {
      try {
        dev_ = std::shared_ptr<rt::Device>(rt::open_device(b).release());
        g_devices[b] = dev_;
      } catch (const BackendUnavailable& e) {
        why = e.what();
        g_unavailable[b] = why;
      }
    }
  }
  oracle_ = rt::make_oracle_device();
  if (dev_) return;
  ir::Kernel none;
  if (!compile_without_device(b, none)) GTEST_SKIP() << "skipped: no " << pretty(b) << " device (" << why << ")";
  compile_only_ = true;
  std::printf("[ COMPILE  ] skipped: no %s device (%s); this test's kernels are compiled only\n", pretty(b).c_str(),
              why.c_str());
}

void BackendTest::TearDown() {
  if (!compile_only_ || HasFailure()) return;
  if (GetParam() == "cuda") GTEST_SKIP() << "compiled to PTX; no CUDA device";
  GTEST_SKIP() << "compiled only; no " << pretty(GetParam()) << " device";
}

rt::Device& BackendTest::oracle() { return *oracle_; }

void BackendTest::compile_check(const ir::Kernel& k) {
  EXPECT_NO_THROW(compile_without_device(backend(), k))
      << "kernel '" << k.name << "' failed to compile for " << backend();
}

}  // namespace morph::testing
