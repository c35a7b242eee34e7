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

// Division and square root at the subnormal boundary, bitwise against the host's IEEE results
// (DESIGN L2): quotients whose result is subnormal or just above 2^-126, subnormal numerators and
// denominators, and square roots of subnormals. On a device that reports
// CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT the printed kernels use the native `/` and `sqrt` (built
// with -cl-fp32-correctly-rounded-divide-sqrt); the forced soft routines are checked too. The
// third output, x / 1024 + z, is what NVIDIA's compiler contracted into fma(x, 2^-10, z) (a
// subnormal x / 1024 is rounded, the fma is not), until a division by a constant power of two
// became the product with its reciprocal (now at trace time, dsl binop).
TEST(OpenClDevice, DivisionAndSqrtExactAtTheSubnormalBoundary) {
  OPEN_OR_SKIP(dev);
  if (!dev->caps().preserves_denormals)
    GTEST_SKIP() << "skipped: " << dev->name()
                 << " flushes subnormals (flush mode: OpenClFlushMode.EqualsOracleFlushMode covers it)";
  OPEN_OR_SKIP(soft, {.force_soft_div_sqrt = true});
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  const uint32_t n = 1u << 16;
  std::vector<float> a(n), b(n), z(n);
  auto subnormal = [&] { return float_of(static_cast<uint32_t>(rng() % 0x7fffffu + 1u) | ((rng() & 1) << 31)); };
  auto near_min = [&] {
    return float_of(static_cast<uint32_t>(0x00800000u + rng() % 0x01800000u));
  };  // [2^-126, 2^-123)
  auto ordinary = [&] { return float_of(static_cast<uint32_t>(0x3f000000u + rng() % 0x01000000u)); };  // 0.5..2
  for (uint32_t i = 0; i < n; ++i) {
    switch (i % 6) {
      case 0:
        a[i] = subnormal();
        b[i] = 1024.0f;
        break;  // subnormal / 2^k
      case 1:
        a[i] = subnormal();
        b[i] = static_cast<float>(1 + rng() % 4096);
        break;  // subnormal / n
      case 2:
        a[i] = near_min();
        b[i] = ordinary() * 4.0f;
        break;  // result subnormal
      case 3:
        a[i] = near_min();
        b[i] = ordinary();
        break;  // result at 2^-126
      case 4:
        a[i] = ordinary();
        b[i] = subnormal();
        break;  // subnormal denominator
      default:
        a[i] = subnormal();
        b[i] = subnormal();
        break;  // both
    }
    z[i] = (rng() & 1) ? near_min() : -near_min();
  }
  auto k = kernel(
      "ocl_div_sqrt_subnormal",
      [](Array<float> x, Array<float> y, Array<float> zz, Array<float> q, Array<float> s, Array<float> c) {
    Val<uint32_t> i = global_id(0);
    If(i < q.size(), [&] {
      q[i] = x[i].read() / y[i].read();
      s[i] = sqrt(abs(x[i].read()));
      c[i] = x[i].read() / 1024.0f + zz[i].read();
    });
      },
      {"x", "y", "z", "q", "s", "c"});
  for (rt::Device* d : {dev.get(), soft.get()}) {
    rt::Buffer bx = d->alloc(4 * n), by = d->alloc(4 * n), bz = d->alloc(4 * n), bq = d->alloc(4 * n),
               bs = d->alloc(4 * n), bc = d->alloc(4 * n);
    d->upload(bx, a.data(), 4 * n);
    d->upload(by, b.data(), 4 * n);
    d->upload(bz, z.data(), 4 * n);
    d->launch(k, {n / 256}, {256}, {rt::arg(bx), rt::arg(by), rt::arg(bz), rt::arg(bq), rt::arg(bs), rt::arg(bc)});
    std::vector<float> q(n), s(n), c(n);
    d->download(bq, q.data(), 4 * n);
    d->download(bs, s.data(), 4 * n);
    d->download(bc, c.data(), 4 * n);
    size_t bad_q = 0, bad_s = 0, bad_c = 0, inexact = 0;
    std::string first;
    for (uint32_t i = 0; i < n; ++i) {
      const float wq = a[i] / b[i], ws = std::sqrt(std::fabs(a[i]));
      if (!same_float(q[i], wq) && bad_q++ == 0)
        first = "case " + std::to_string(i % 6) + ": " + std::to_string(bits_of(a[i])) + " / " +
                std::to_string(bits_of(b[i])) + " got bits " + std::to_string(bits_of(q[i])) + " want " +
                std::to_string(bits_of(wq));
      if (!same_float(s[i], ws) && bad_s++ == 0 && first.empty())
        first = "sqrt of bits " + std::to_string(bits_of(a[i])) + " got bits " + std::to_string(bits_of(s[i])) +
                " want " + std::to_string(bits_of(ws));
      const float wc = a[i] / 1024.0f + z[i];
      inexact += !same_float(wc, std::fma(a[i], 0x1p-10f, z[i]));  // a contraction would be seen here
      if (!same_float(c[i], wc) && bad_c++ == 0 && first.empty())
        first = "x/1024 + z at x bits " + std::to_string(bits_of(a[i])) + " got bits " + std::to_string(bits_of(c[i])) +
                " want " + std::to_string(bits_of(wc));
    }
    EXPECT_GT(inexact, n / 100) << "the inputs would not reveal a contracted x/1024 + z";
    EXPECT_EQ(bad_q + bad_s + bad_c, 0u) << d->name() << (d == soft.get() ? " (soft div/sqrt)" : "") << ": " << bad_q
                                         << " quotients, " << bad_s << " square roots and " << bad_c
                                         << " of x/1024 + z differ; first: " << first;
  }
}

// NVIDIA's OpenCL: logical-subgroup shuffles are warp shuffles by inline PTX (probed at open;
// caps().native_subgroup_width = 32); elsewhere, and with force_local_shuffles, they go through
// local memory. Both give the bits of a logical subgroup of 32 consecutive linear ids: here a
// butterfly and an indexed shuffle of f32 bit patterns (NaN payloads and -0 included) over two
// workgroups of 128 items, against the host's expectation.
TEST(OpenClDevice, PtxShufflesWhereThePlatformIsNvidia) {
  OPEN_OR_SKIP(dev);
  OPEN_OR_SKIP(local, {.force_local_shuffles = true});
  // caps().arch is "device / platform driver": NVIDIA's platform, as the device decides it
  const std::string& arch = dev->caps().arch;
  const bool nvidia = arch.find("NVIDIA", arch.find(" / ")) != std::string::npos;
  EXPECT_EQ(dev->caps().native_subgroup_width, nvidia ? 32u : 0u) << dev->caps().arch;
  EXPECT_EQ(local->caps().native_subgroup_width, 0u);
  auto k = kernel(
      "ocl_shuffle_bits",
      [](Array<float> x, Array<float> y, Array<float> z) {
    Val<uint32_t> i = global_id(0);
    Val<uint32_t> l = local_id(0);
    Val<float> v = x[i].read();
    y[i] = shuffle_xor(v, (l >> 2) | 1u);
    z[i] = shuffle(v, l * 7u + 3u);
      },
      {"x", "y", "z"});
  const uint32_t n = 256;
  std::mt19937 rng(7);
  std::vector<float> x(n);
  for (uint32_t i = 0; i < n; ++i) x[i] = float_of(i % 5 == 0 ? 0x7fc00000u + i : i % 7 == 0 ? 0x80000000u : rng());
  for (rt::Device* d : {dev.get(), local.get()}) {
    rt::Buffer bx = d->alloc(4 * n), by = d->alloc(4 * n), bz = d->alloc(4 * n);
    d->upload(bx, x.data(), 4 * n);
    d->launch(k, {n / 128}, {128}, {rt::arg(bx), rt::arg(by), rt::arg(bz)});
    std::vector<float> y(n), z(n);
    d->download(by, y.data(), 4 * n);
    d->download(bz, z.data(), 4 * n);
    for (uint32_t i = 0; i < n; ++i) {
      const uint32_t l = i % 128, base = i & ~31u;
      ASSERT_EQ(bits_of(y[i]), bits_of(x[i ^ (((l >> 2) | 1u) & 31u)])) << d->caps().arch << " item " << i;
      ASSERT_EQ(bits_of(z[i]), bits_of(x[base + ((l * 7u + 3u) & 31u)])) << d->caps().arch << " item " << i;
    }
  }
}
