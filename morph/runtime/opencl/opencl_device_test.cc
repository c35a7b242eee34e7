// OpenCL runtime unit tests (skip visibly without an OpenCL device): discovery, buffers,
// launches against the oracle, every golden kernel builds, build errors carry the log, the
// disk cache is used and a corrupt entry is rebuilt.
#include "morph/runtime/opencl/opencl_device.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/registry.h"
#include "tests/golden/golden_kernels.h"

using namespace morph;
using namespace morph::dsl;

namespace {

std::unique_ptr<rt::Device> try_open(const rt::OpenClDeviceOptions& o = {}) {
  try {
    return rt::open_opencl_device(-1, o);
  } catch (const BackendUnavailable& e) {
    return nullptr;
  }
}

#define OPEN_OR_SKIP(var, ...)      \
  auto var = try_open(__VA_ARGS__); \
  if (!var) GTEST_SKIP() << "skipped: no OpenCL device";

}  // namespace

TEST(OpenClDevice, ListedInRegistry) {
  std::vector<rt::BackendStatus> st;
  auto devs = rt::list_devices(&st);
  bool has_status = false;
  for (auto& s : st) has_status |= s.backend == "opencl";
  EXPECT_TRUE(has_status) << "opencl missing from the backend list";
  OPEN_OR_SKIP(dev);
  bool listed = false;
  for (auto& d : devs) listed |= d.backend == "opencl" && d.name == dev->name();
  EXPECT_TRUE(listed);
  EXPECT_EQ(dev->backend(), "opencl");
}

TEST(OpenClDevice, BadIndexIsUnavailable) {
  if (!try_open()) GTEST_SKIP() << "skipped: no OpenCL device";
  EXPECT_THROW(rt::open_device("opencl:999"), BackendUnavailable);
}

TEST(OpenClDevice, VectorAddMatchesOracle) {
  OPEN_OR_SKIP(dev);
  auto k = codegen::golden_kernels().at(0).second;
  const uint32_t n = 1000;
  std::vector<float> a(n), b(n), want(n), got(n, -1.0f);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = 0.1f * i;
    b[i] = 1.0f / (i + 1);
    want[i] = a[i] + b[i];
  }
  rt::Buffer ba = dev->alloc(4 * n), bb = dev->alloc(4 * n), bc = dev->alloc(4 * n);
  dev->upload(ba, a.data(), 4 * n);
  dev->upload(bb, b.data(), 4 * n);
  dev->launch(k, {(n + 63) / 64}, {64}, {rt::arg(ba), rt::arg(bb), rt::arg(bc)});
  dev->download(bc, got.data(), 4 * n);
  for (uint32_t i = 0; i < n; ++i) ASSERT_TRUE(same_float(got[i], want[i])) << i;
}

TEST(OpenClDevice, EveryGoldenKernelBuilds) {
  OPEN_OR_SKIP(dev);
  OPEN_OR_SKIP(soft, {.force_soft_div_sqrt = true});
  for (auto& [name, k] : codegen::golden_kernels()) {
    EXPECT_NO_THROW(dev->compile(*k)) << name;
    EXPECT_NO_THROW(soft->compile(*k)) << name;
  }
}

TEST(OpenClDevice, CapsFromDevice) {
  OPEN_OR_SKIP(dev);
  rt::Caps c = dev->caps();
  EXPECT_GE(c.max_workgroup_size, 1u);
  EXPECT_LE(c.max_workgroup_size, 1024u);
  EXPECT_FALSE(c.arch.empty());
  EXPECT_GE(c.compute_units, 1u);  // CL_DEVICE_MAX_COMPUTE_UNITS
}

TEST(OpenClDevice, DeviceTimeFromProfilingEvents) {
  OPEN_OR_SKIP(dev);
  auto k = kernel(
      "ocl_time_probe",
      [](Array<float> x) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] { x[i] = x[i] * 3.0f + 1.0f; });
      },
      {"x"});
  rt::Buffer b = dev->alloc(1024 * 4);
  std::vector<float> v(1024, 1.0f);
  dev->upload(b, v.data(), v.size() * 4);
  int launched = 0;
  double us = dev->device_time_us([&] {
    for (int r = 0; r < 2; ++r, ++launched) dev->launch(k, {4}, {256}, {rt::arg(b)});
  });
  EXPECT_EQ(launched, 2);
  EXPECT_GT(us, 0.0);  // first launch's start to the last one's end
  EXPECT_LT(us, 60e6);
  dev->download(b, v.data(), v.size() * 4);
  EXPECT_EQ(v[1023], 13.0f);  // both launches ran: (1*3+1)*3+1
  auto oracle = rt::open_device("oracle");
  EXPECT_LT(oracle->device_time_us([] {}), 0.0);  // no device clock
}

TEST(OpenClDevice, DiskCacheEntryWrittenAndCorruptOneRebuilt) {
  if (!try_open()) GTEST_SKIP() << "skipped: no OpenCL device";
  if (const char* off = std::getenv("MORPH_DISK_CACHE"); off && std::string(off) == "0")
    GTEST_SKIP() << "skipped: MORPH_DISK_CACHE=0 turns the disk cache off";
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("morph_ocl_cache_" + std::to_string(std::random_device{}()));
  const char* old = std::getenv("XDG_CACHE_HOME");
  std::string saved = old ? old : "";
  setenv("XDG_CACHE_HOME", root.c_str(), 1);
  auto k = kernel(
      "ocl_cache_probe",
      [](Array<float> x) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] { x[i] = x[i] * 3.0f + 1.0f; });
      },
      {"x"});
  auto run_once = [&] {
    // On (not Auto): on PoCL, Auto leaves programs to PoCL's own kernel cache.
    auto dev = rt::open_opencl_device(-1, {.binary_cache = rt::OpenClDeviceOptions::BinaryCache::On});
    std::vector<float> h(64, 2.0f);
    rt::Buffer b = dev->alloc(256);
    dev->upload(b, h.data(), 256);
    dev->launch(k, {1}, {64}, {rt::arg(b)});
    dev->download(b, h.data(), 256);
    for (float v : h) ASSERT_EQ(v, 7.0f);
  };
  run_once();
  std::vector<fs::path> entries;
  for (auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file()) entries.push_back(e.path());
  ASSERT_EQ(entries.size(), 1u) << "expected one cached program under " << root;
  auto size = fs::file_size(entries[0]);
  EXPECT_GT(size, 16u);
  run_once();                             // served from disk
  fs::resize_file(entries[0], size / 2);  // truncate: must be detected and rebuilt
  run_once();
  // Rebuilt and rewritten whole (PoCL's binary may legitimately differ in size between builds).
  EXPECT_NE(fs::file_size(entries[0]), size / 2) << "corrupt entry was not rewritten";
  if (old)
    setenv("XDG_CACHE_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_CACHE_HOME");
  fs::remove_all(root);
}

TEST(OpenClDevice, TooMuchSharedMemoryIsAUserError) {
  OPEN_OR_SKIP(dev);
  auto k = kernel(
      "ocl_too_much_local",
      [](Array<float> x) {
    Shared<float> s = shared<float>(1u << 28, "huge");
    Val<uint32_t> l = local_id(0);
    s[l] = x[l];
    barrier();
    x[l] = s[(l + 1u) % 64u];
      },
      {"x"});
  try {
    dev->compile(*k);
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("ocl_too_much_local"), std::string::npos) << m;
    EXPECT_NE(m.find("shared memory"), std::string::npos) << m;
  }
}

TEST(OpenClDevice, BuildErrorCarriesKernelNameAndLog) {
  // A macro from the build flags breaks the printed source: the error must name the kernel and
  // carry the compiler's log.
  OPEN_OR_SKIP(dev, {.extra_build_flags = "-Dp_x=)"});
  auto k = kernel(
      "ocl_build_error_probe",
      [](Array<float> x) {
    Val<uint32_t> i = global_id(0);
    x[i] = x[i] + 1.0f;
      },
      {"x"});
  try {
    dev->compile(*k);
    FAIL() << "expected a build failure";
  } catch (const UserError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("ocl_build_error_probe"), std::string::npos) << m;
    EXPECT_NE(m.find("build log"), std::string::npos) << m;
    EXPECT_NE(m.find("error"), std::string::npos) << m;
  }
}

TEST(OpenClDevice, ZeroRunTimeLoopStepDoesNotHang) {
  // The oracle rejects a step <= 0; on a device the printed guard ends the loop instead of
  // spinning forever.
  OPEN_OR_SKIP(dev);
  auto k = kernel(
      "ocl_zero_step",
      [](Val<uint32_t> step, Array<uint32_t> out) {
    Var<uint32_t> n(0u);
    ForStep(Val<uint32_t>(0u), 10u, step, [&](Val<uint32_t>) { n += 1u; });
    out[global_id(0)] = n;
      },
      {"step", "out"});
  rt::Buffer b = dev->alloc(4 * 32);
  for (uint32_t step : {0u, 3u}) {
    dev->launch(k, {1}, {32}, {rt::arg(step), rt::arg(b)});
    std::vector<uint32_t> h(32);
    dev->download(b, h.data(), 4 * 32);
    EXPECT_EQ(h[5], step == 0 ? 0u : 4u) << "step " << step;
  }
}
