// The Vulkan backend on this machine's driver (lavapipe in CI): flush mode equals the oracle's
// flush mode bitwise on every f32 op with subnormal operands and results; the exact mode (the
// one the denormal probe picked) equals the oracle's exact mode on the same inputs; compile
// errors and device limits are UserErrors naming the kernel; `morph devices`' line carries the
// float controls and subgroup size. Skipped (visibly) without a Vulkan device.
#if defined(MORPH_HAVE_VULKAN)
#include "morph/runtime/vulkan/vulkan_device.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <utility>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/runtime/registry.h"

using namespace morph;
using namespace morph::dsl;

namespace {

constexpr uint32_t kOps = 18;

KernelRef ops_kernel() {
  return kernel(
      "vk_float_ops",
      [](Array<float> x, Array<float> y, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] {
      Val<float> a = x[i], b = y[i];
      Val<uint32_t> o = i * kOps;
      out[o + 0u] = a + b;
      out[o + 1u] = a - b;
      out[o + 2u] = a * b;
      out[o + 3u] = a / b;
      out[o + 4u] = min(a, b);
      out[o + 5u] = max(a, b);
      out[o + 6u] = sqrt(a);
      out[o + 7u] = -a;
      out[o + 8u] = abs(a);
      out[o + 9u] = floor(a);
      out[o + 10u] = rint(a);
      out[o + 11u] = trunc(a);
      out[o + 12u] = select(a < b, a, b);
      out[o + 13u] = cast<float>(a == b);
      out[o + 14u] = a + 0.0f;  // must not fold to a (a = -0 gives +0)
      out[o + 15u] = cast<float>(cast<int32_t>(a * 1e30f));
      out[o + 16u] = a - (-0.0f);
      out[o + 17u] = cast<float>(a != b);
    });
      },
      {"x", "y", "out"});
}

std::unique_ptr<rt::Device> open_or_null(const rt::VulkanDeviceOptions& o) {
  try {
    return rt::open_vulkan_device(-1, o);
  } catch (const BackendUnavailable&) {
    return nullptr;
  }
}

std::unique_ptr<rt::Device> open_or_null(bool flush, bool staging = false) {
  return open_or_null({.force_flush_denormals = flush, .force_staging = staging});
}

void check_ops(rt::Device& dev, bool flush) {
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 1u << 14;
  std::vector<float> x(n), y(n);
  for (uint32_t i = 0; i < n; ++i) {
    auto draw = [&] {
      uint32_t u = rng();
      switch (u % 5) {
        case 0: return float_of(rng() & 0x807fffffu);                              // subnormal
        case 1: return float_of((rng() & 0x807fffffu) | (1u + rng() % 3u) << 23);  // tiny normal
        case 2: return float_of(rng());
        case 3: return float_of(rng() % 2 ? 0x80000000u : 0u);  // ±0
        default: return static_cast<float>(static_cast<int32_t>(rng() % 200) - 100) * 0.25f;
      }
    };
    x[i] = draw();
    y[i] = draw();
  }
  std::vector<float> want(size_t{n} * kOps, 0.0f), got(size_t{n} * kOps, 1.0f);
  interp::Arg args[] = {interp::buffer(x), interp::buffer(y), interp::buffer(want)};
  interp::Options o;
  o.flush_denormals = flush;
  interp::run(*ops_kernel(), {n / 256}, {256}, args, o);
  rt::Buffer bx = dev.alloc(4 * n), by = dev.alloc(4 * n), bo = dev.alloc(4 * got.size());
  dev.upload(bx, x.data(), 4 * n);
  dev.upload(by, y.data(), 4 * n);
  dev.launch(ops_kernel(), {n / 256}, {256}, {rt::arg(bx), rt::arg(by), rt::arg(bo)});
  dev.download(bo, got.data(), 4 * got.size());
  size_t bad = 0;
  for (size_t e = 0; e < got.size(); ++e)
    if (!same_float(got[e], want[e]) && ++bad <= 10)
      ADD_FAILURE() << std::hexfloat << (flush ? "flush " : "exact ") << "op " << e % kOps << " x=" << x[e / kOps]
                    << " y=" << y[e / kOps] << ": got " << got[e] << ", oracle " << want[e];
  EXPECT_EQ(bad, 0u);
}

}  // namespace

// Every MORPH_VULKAN_* switch refuses a value it does not know, naming the variable and the value,
// rather than quietly taking the default (a typo in an A/B run must not measure the same route twice).
TEST(VulkanDevice, SwitchesRefuseUnknownValues) {
  if (!open_or_null(false)) GTEST_SKIP() << "skipped: no Vulkan device";
  const std::pair<const char*, const char*> bad[] = {{"MORPH_VULKAN_WIDE", "yes"},
                                                     {"MORPH_VULKAN_SHORT_ROWS", "row"},
                                                     {"MORPH_VULKAN_NATIVE_SHUFFLES", "2"},
                                                     {"MORPH_VULKAN_PIPELINE_STATS", "on"},
                                                     {"MORPH_VULKAN_PROVEN_NATIVE", "-1"},
                                                     {"MORPH_VULKAN_PROVEN_FMA", "true"},
                                                     {"MORPH_VULKAN_FMA", "fast"},
                                                     {"MORPH_VULKAN_DIV", "f64"},
                                                     {"MORPH_VULKAN_F16", "hw"},
                                                     {"MORPH_VULKAN_HOST_BARRIER", "never"},
                                                     {"MORPH_VULKAN_WIDE_EXP", "yes"},
                                                     {"MORPH_VULKAN_LAZY_BARRIERS", "lazy"}};
  for (const auto& [name, value] : bad) {
    const char* was = std::getenv(name);
    const std::string saved = was ? was : "";
    ::setenv(name, value, 1);
    try {
      rt::open_vulkan_device(-1, {});
      ADD_FAILURE() << name << "=" << value << " opened a device";
    } catch (const std::exception& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find(std::string(name) + "='" + value + "'"), std::string::npos) << what;
    }
    if (was)
      ::setenv(name, saved.c_str(), 1);
    else
      ::unsetenv(name);
  }
}

TEST(VulkanDevice, FlushModeEqualsOracleFlushMode) {
  auto dev = open_or_null(true);
  if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
  EXPECT_FALSE(dev->caps().preserves_denormals);
  check_ops(*dev, true);
}

TEST(VulkanDevice, DefaultModeEqualsOracleInTheSameMode) {
  auto dev = open_or_null(false);
  if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
  std::printf("[   MODE   ] %s: denormals %s\n", dev->name().c_str(),
              dev->caps().preserves_denormals ? "preserved" : "flushed");
  check_ops(*dev, !dev->caps().preserves_denormals);
}

// The discrete-GPU path: device-local buffers, uploads and downloads through a staging buffer,
// device-to-device copies queued between launches.
// Every route of the IR's fma on this device (float64 alone where the device has shaderFloat64 —
// asked for, since lavapipe defaults to the emulation and NVIDIA to the device's fma() behind
// its guard —, the default route, and the 32-bit emulation forced) against the oracle's
// std::fma, bitwise, on triples with subnormal operands and results, cancellations
// (c = -round(a*b), where a multiply-then-add differs), specials and random bits; exp (Morph's
// routine: fma Horner steps), a / b and sqrt(a) on the same values, by the integer routines
// (first configuration) and by the checked float64 candidate (last; NVIDIA's default).
TEST(VulkanDevice, EveryFmaRouteEqualsOracle) {
  KernelRef k = kernel(
      "vk_fma_routes",
      [](Array<float> a, Array<float> b, Array<float> c, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      out[4u * i] = fma(a[i], b[i], c[i]);
      out[4u * i + 1u] = algebra::math::exp(a[i].read());
      out[4u * i + 2u] = a[i] / b[i];
      out[4u * i + 3u] = sqrt(a[i].read());
    });
      },
      {"a", "b", "c", "out"});
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 1u << 14;
  std::vector<float> a(n), b(n), c(n);
  for (uint32_t i = 0; i < n; ++i) {
    auto draw = [&] {
      switch (rng() % 4) {
        case 0: return float_of(rng() & 0x807fffffu);                                 // subnormal
        case 1: return float_of((rng() & 0x807fffffu) | (100u + rng() % 50u) << 23);  // moderate
        case 2: return float_of(rng());
        default: return float_of((rng() & 0x807fffffu) | (rng() % 4u) << 23);  // tiny
      }
    };
    a[i] = draw();
    b[i] = draw();
    volatile float p = a[i] * b[i];
    c[i] = i % 3 == 0 ? -p : draw();
  }
  std::vector<float> want(4 * n);
  interp::Arg args[] = {interp::buffer(a), interp::buffer(b), interp::buffer(c), interp::buffer(want)};
  interp::run(*k, {n / 256}, {256}, args, {});
  size_t finite = 0;
  for (float v : want) finite += std::isfinite(v) && v != 0.0f;
  EXPECT_GT(finite, want.size() / 2) << "most outputs compare finite non-zero values";
  const char* kOps[] = {"fma", "exp", "div", "sqrt"};
  int routes = 0;
  bool float64 = false;  // the device has float64 (the first configuration's fma route says so)
  // The fma routes, and division and square root by the integer routines and by the checked
  // float64 candidate.
  for (rt::VulkanDeviceOptions o :
       {rt::VulkanDeviceOptions{.prefer_fp64_fma = true, .guarded_fma = false, .fp64_div = false},
        rt::VulkanDeviceOptions{}, rt::VulkanDeviceOptions{.force_fma_emulation = true, .fp64_div = true}}) {
    std::unique_ptr<rt::Device> dev = open_or_null(o);
    if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
    if (!dev->caps().preserves_denormals) GTEST_SKIP() << "skipped: " << dev->name() << " runs in flush mode";
    const std::string route = rt::vulkan_fma_route(*dev), div_route = rt::vulkan_div_route(*dev);
    std::printf("[  ROUTE   ] %s: fma %s; division %s\n", dev->name().c_str(), route.c_str(), div_route.c_str());
    if (routes == 0) float64 = route == "float64";
    if (o.force_fma_emulation) EXPECT_EQ(route, "emulation");
    if (!std::getenv("MORPH_VULKAN_DIV")) {  // the environment overrides the options
      if (o.fp64_div == false) EXPECT_EQ(div_route, "integer");
      if (o.fp64_div == true && float64) EXPECT_EQ(div_route, "float64 candidate, checked exactly");
    }
    rt::Buffer ba = dev->alloc(4 * n), bb = dev->alloc(4 * n), bc = dev->alloc(4 * n), bo = dev->alloc(16 * n);
    dev->upload(ba, a.data(), 4 * n);
    dev->upload(bb, b.data(), 4 * n);
    dev->upload(bc, c.data(), 4 * n);
    dev->launch(k, {n / 256}, {256}, {rt::arg(ba), rt::arg(bb), rt::arg(bc), rt::arg(bo)});
    std::vector<float> got(4 * n);
    dev->download(bo, got.data(), 16 * n);
    size_t bad = 0;
    for (size_t e = 0; e < got.size(); ++e)
      if (!same_float(got[e], want[e]) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << route << " " << kOps[e % 4] << "(" << a[e / 4] << ", " << b[e / 4] << ", "
                      << c[e / 4] << "): got " << got[e] << ", oracle " << want[e];
    EXPECT_EQ(bad, 0u) << route << "; " << div_route;
    ++routes;
  }
  EXPECT_EQ(routes, 3);
}

// Both routes of the f16 conversions (the device's unpackHalf2x16 / packHalf2x16 where the
// open-time probe passes, and Morph's integer conversions) against the host's f16_to_f32 /
// f32_to_f16: every half loaded from an f16 buffer and through the half_to_float and
// half_to_float_value islands (bitwise; a NaN may be any NaN only for half_to_float_value), and
// stores of random f32 of every magnitude, each f16 interval's midpoints (ties to even) and
// their f32 neighbours, subnormals and specials.
TEST(VulkanDevice, EveryF16RouteEqualsHost) {
  KernelRef k = kernel(
      "vk_f16_routes",
      [](Array<f16> h, Array<uint32_t> hu, Array<float> x, Array<float> out, Array<f16> store) {
    Val<uint32_t> i = global_id(0);
    If(i < h.size(), [&] {
      out[3u * i] = h[i];
      out[3u * i + 1u] = half_to_float(hu[i]);
      out[3u * i + 2u] = half_to_float_value(hu[i]);
    });
    If(i < x.size(), [&] { store[i] = x[i]; });
      },
      {"h", "hu", "x", "out", "store"});
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t nh = 65536, nx = 1u << 18;
  std::vector<uint16_t> h(nh);
  std::vector<uint32_t> hu(nh);
  std::vector<float> x(nx);
  for (uint32_t i = 0; i < nh; ++i) h[i] = static_cast<uint16_t>(hu[i] = i);
  for (uint32_t i = 0; i < nx; ++i) {
    const uint16_t a = static_cast<uint16_t>(rng() & 0x7bffu), sign = rng() % 2 ? 0x8000u : 0u;
    const double lo = f16_to_f32(a), hi = a == 0x7bffu ? 65536.0 : f16_to_f32(static_cast<uint16_t>(a + 1));
    const float mid = static_cast<float>((lo + hi) / 2);  // exact (12 significant bits)
    float v = 0;
    switch (i % 6) {
      case 0: v = mid; break;
      case 1: v = std::nextafter(mid, 0.0f); break;
      case 2: v = std::nextafter(mid, 1e30f); break;
      case 3: v = float_of(rng()); break;                                              // anything, specials included
      case 4: v = float_of((rng() & 0x807fffffu) | (96u + rng() % 48u) << 23); break;  // f16's range and below
      default: v = float_of(rng() & 0x807fffffu);                                      // f32 subnormals
    }
    x[i] = sign ? -v : v;
  }
  int routes = 0;
  for (bool hw : {true, false}) {
    std::unique_ptr<rt::Device> dev = open_or_null(rt::VulkanDeviceOptions{.hw_f16 = hw});
    if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
    auto [load, store] = rt::vulkan_hw_f16(*dev);
    std::printf("[  ROUTE   ] %s: f16 loads %s, stores %s\n", dev->name().c_str(), load ? "unpackHalf2x16" : "formula",
                store ? "packHalf2x16" : "formula");
    if (!hw) EXPECT_FALSE(load || store);
    rt::Buffer bh = dev->alloc(2 * nh), bhu = dev->alloc(4 * nh), bx = dev->alloc(4 * nx), bo = dev->alloc(12 * nh),
               bs = dev->alloc(2 * nx);
    dev->upload(bh, h.data(), 2 * nh);
    dev->upload(bhu, hu.data(), 4 * nh);
    dev->upload(bx, x.data(), 4 * nx);
    dev->launch(k, {nx / 256}, {256}, {rt::arg(bh), rt::arg(bhu), rt::arg(bx), rt::arg(bo), rt::arg(bs)});
    std::vector<float> got(3 * nh);
    std::vector<uint16_t> got_store(nx);
    dev->download(bo, got.data(), 12 * nh);
    dev->download(bs, got_store.data(), 2 * nx);
    for (uint32_t i = 0; i < nh; ++i) {
      const float want = f16_to_f32(h[i]);
      const uint32_t bits = std::bit_cast<uint32_t>(f16_bits_to_f32<float>(i));  // a NaN's payload kept
      ASSERT_EQ(std::bit_cast<uint32_t>(got[3 * i]), std::bit_cast<uint32_t>(want)) << "load of half " << std::hex << i;
      ASSERT_EQ(std::bit_cast<uint32_t>(got[3 * i + 1]), bits) << "half_to_float of " << std::hex << i;
      ASSERT_TRUE(same_float(got[3 * i + 2], want)) << "half_to_float_value of " << std::hex << i;
    }
    size_t bad = 0;
    for (uint32_t i = 0; i < nx; ++i)
      if (got_store[i] != f32_to_f16(x[i]) && ++bad <= 10)
        ADD_FAILURE() << "store of " << std::hexfloat << x[i] << ": got " << std::hex << got_store[i] << ", want "
                      << f32_to_f16(x[i]);
    EXPECT_EQ(bad, 0u);
    ++routes;
  }
  EXPECT_EQ(routes, 2);
}

// Both routes of the logical-subgroup shuffles (the device's subgroup shuffles, asked for, where
// its probe passes — NVIDIA; lavapipe's subgroups of 8 fail it — and shared memory, the
// default) against the oracle, bitwise: every xor distance,
// arbitrary source lanes of u32 and f32 values (specials and subnormals among them), and a
// butterfly sum of each group of 32 whose order the result depends on.
TEST(VulkanDevice, EveryShuffleRouteEqualsOracle) {
  KernelRef k = kernel(
      "vk_shuffle_routes",
      [](Array<float> x, Array<uint32_t> u, Array<float> out, Array<uint32_t> uout) {
    Val<uint32_t> i = global_id(0), lid = local_id(0);
    Val<float> v = x[i];
    for (uint32_t j = 0; j < 5; ++j) out[i * 7u + j] = shuffle_xor(v, 1u << j);
    out[i * 7u + 5u] = shuffle(v, lid * 13u + u[i]);
    Var<float> s(v);
    for (uint32_t j = 16; j >= 1; j /= 2) s = s + shuffle_xor(s.read(), j);
    out[i * 7u + 6u] = s;
    uout[i] = shuffle(u[i], u[i] >> 5u);
      },
      {"x", "u", "out", "uout"});
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 2048, wg = 256;
  std::vector<float> x(n);
  std::vector<uint32_t> u(n);
  for (uint32_t i = 0; i < n; ++i) {
    x[i] = i % 64 == 0   ? float_of(rng())
           : i % 64 == 1 ? float_of(rng() & 0x807fffffu)
                         : std::ldexp(float(int(rng() % 2001) - 1000), -int(rng() % 20));
    u[i] = static_cast<uint32_t>(rng());
  }
  std::vector<float> want(7 * n);
  std::vector<uint32_t> uwant(n);
  interp::Arg args[] = {interp::buffer(x), interp::buffer(u), interp::buffer(want), interp::buffer(uwant)};
  interp::run(*k, {n / wg}, {wg}, args, {});
  size_t nonzero = 0;
  for (uint32_t i = 0; i < n; ++i) nonzero += std::isfinite(want[7 * i + 6]) && want[7 * i + 6] != 0.0f;
  EXPECT_GT(nonzero, n / 2) << "most butterfly sums compare finite non-zero values";
  size_t order_sensitive = 0;  // groups whose left-to-right sum differs from the butterfly's
  for (uint32_t g = 0; g < n; g += 32) {
    volatile float seq = 0.0f;
    for (uint32_t i = g; i < g + 32; ++i) seq = seq + x[i];
    order_sensitive += std::isfinite(want[7 * g + 6]) && !same_float(seq, want[7 * g + 6]);
  }
  EXPECT_GT(order_sensitive, 0u) << "a different summation order would be caught";
  int routes = 0;
  for (rt::VulkanDeviceOptions o :
       {rt::VulkanDeviceOptions{.native_shuffles = true}, rt::VulkanDeviceOptions{.native_shuffles = false}}) {
    std::unique_ptr<rt::Device> dev = open_or_null(o);
    if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
    if (!dev->caps().preserves_denormals) GTEST_SKIP() << "skipped: " << dev->name() << " runs in flush mode";
    const bool native = rt::vulkan_native_shuffles(*dev);
    std::printf("[ SHUFFLES ] %s: %s\n", dev->name().c_str(), native ? "subgroup shuffles" : "shared memory");
    if (!o.native_shuffles && !std::getenv("MORPH_VULKAN_NATIVE_SHUFFLES")) EXPECT_FALSE(native);
    if (o.native_shuffles && dev->name().find("NVIDIA") != std::string::npos &&
        !std::getenv("MORPH_VULKAN_NATIVE_SHUFFLES"))
      EXPECT_TRUE(native);
    rt::Buffer bx = dev->alloc(4 * n), bu = dev->alloc(4 * n), bo = dev->alloc(28 * n), buo = dev->alloc(4 * n);
    dev->upload(bx, x.data(), 4 * n);
    dev->upload(bu, u.data(), 4 * n);
    dev->launch(k, {n / wg}, {wg}, {rt::arg(bx), rt::arg(bu), rt::arg(bo), rt::arg(buo)});
    std::vector<float> got(7 * n);
    std::vector<uint32_t> ugot(n);
    dev->download(bo, got.data(), 28 * n);
    dev->download(buo, ugot.data(), 4 * n);
    size_t bad = 0;
    for (size_t e = 0; e < got.size(); ++e)
      if (!same_float(got[e], want[e]) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << (native ? "subgroup" : "shared") << " item " << e / 7 << " output " << e % 7
                      << ": got " << got[e] << ", oracle " << want[e];
    EXPECT_EQ(bad, 0u);
    EXPECT_EQ(ugot, uwant) << (native ? "subgroup" : "shared");
    ++routes;
  }
  EXPECT_EQ(routes, 2);
}

// Staged buffers (device-local with a host-visible staging buffer, as on a discrete GPU), with
// the host's barrier once per submission or after every command, and each command's barrier
// recorded after it or before the next: uploads, a queued copy, a partial upload after it and
// downloads all see each other's data.
TEST(VulkanDevice, StagingPathEqualsOracle) {
  for (int route = 0; route < 4; ++route) {
    const bool each = route & 1, lazy = route & 2;
    SCOPED_TRACE(str_cat(each ? "host barrier after every command" : "host barrier once per submission",
                         lazy ? ", barriers before the next command" : ", barriers after each command"));
    auto dev = open_or_null({.force_staging = true, .host_barrier_each = each, .lazy_barriers = lazy});
    if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
    check_ops(*dev, !dev->caps().preserves_denormals);
    std::vector<float> a(1000), back(1000);
    for (size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(i) * 0.5f;
    rt::Buffer x = dev->alloc(4000), y = dev->alloc(4000);
    dev->upload(x, a.data(), 4000);
    dev->copy(y, x, 4000);
    dev->upload(x, back.data(), 400, 400);  // partial upload at an offset, after the queued copy
    dev->download(y, back.data(), 4000);
    EXPECT_EQ(back, a);
    dev->download(x, back.data(), 400, 400);
    EXPECT_EQ(std::vector<float>(back.begin(), back.begin() + 100), std::vector<float>(100, 0.0f));
  }
}

TEST(VulkanDevice, LimitsAreUserErrorsNamingTheKernel) {
  auto dev = open_or_null(false);
  if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
  auto big = kernel(
      "vk_too_much_shared",
      [](Array<float> out) {
    Shared<float> s = shared<float>(1u << 20, "huge");
    s[local_id(0)] = 1.0f;
    barrier();
    out[global_id(0)] = s[local_id(0)];
      },
      {"out"});
  rt::Buffer b = dev->alloc(4 * 64);
  std::vector<float> sentinel(64, 7.0f);
  dev->upload(b, sentinel.data(), 4 * 64);
  try {
    dev->launch(big, {1}, {64}, {rt::arg(b)});
    dev->synchronize();
    FAIL() << "expected a shared-memory error";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("kernel 'vk_too_much_shared'"), std::string::npos) << e.what();
  }
  auto vadd = kernel("vk_fill", [](Array<float> out) { out[global_id(0)] = 1.0f; }, {"out"});
  EXPECT_THROW(dev->launch(vadd, {1}, {1u << 16}, {rt::arg(b)}), UserError);  // workgroup too large
  // Nothing ran: the buffer still holds what was uploaded, and the device still works.
  std::vector<float> back(64);
  dev->download(b, back.data(), 4 * 64);
  EXPECT_EQ(back, sentinel);
  dev->launch(vadd, {1}, {64}, {rt::arg(b)});
  dev->download(b, back.data(), 4 * 64);
  EXPECT_EQ(back, std::vector<float>(64, 1.0f));
}

// A grid wider than maxComputeWorkGroupCount (65535 on lavapipe) runs in parts; every builtin
// still describes the whole launch.
TEST(VulkanDevice, GridsBeyondTheDispatchLimit) {
  auto dev = open_or_null(false);
  if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
  auto k = kernel(
      "vk_big_grid",
      [](Array<uint32_t> out) {
    Val<uint32_t> g = group_id(0);
    If(local_id(0) == 0u, [&] { out[g] = g * 7u + num_groups(0) + global_size(0) * 3u + (global_id(0) ^ g); });
      },
      {"out"});
  const uint32_t groups = 70000;  // > 65535
  rt::Buffer b = dev->alloc(4 * groups);
  dev->launch(k, {groups}, {2}, {rt::arg(b)});
  std::vector<uint32_t> got(groups);
  dev->download(b, got.data(), 4 * groups);
  size_t bad = 0;
  for (uint32_t g = 0; g < groups; ++g)
    if (got[g] != g * 7u + groups + groups * 2u * 3u + ((2u * g) ^ g)) ++bad;
  EXPECT_EQ(bad, 0u);
}

// A driver that silently ends long loops (llvmpipe: after 65535 iterations per invocation, over
// all its loops) must say so in Caps::max_loop_trips, which grid-stride launches stay below.
TEST(VulkanDevice, DriverLoopLimitIsInTheCaps) {
  auto dev = open_or_null(false);
  if (!dev) GTEST_SKIP() << "skipped: no Vulkan device";
  auto k = kernel(
      "vk_loop_count",
      [](Array<uint32_t> out) {
    Var<uint32_t> c(0u);
    For(0u, out.size(), [&](Val<uint32_t>) { c = c + 1u; });
    out[0u] = c;
      },
      {"out"});
  const uint32_t n = 100000;
  rt::Buffer b = dev->alloc(4 * n);
  dev->launch(k, {1}, {1}, {rt::arg(b)});
  uint32_t got = 0;
  dev->download(b, &got, 4);
  const uint32_t limit = dev->caps().max_loop_trips;
  std::printf("[  LOOPS   ] %s: %u of %u iterations ran; Caps::max_loop_trips %u\n", dev->name().c_str(), got, n,
              limit);
  if (got < n) {
    EXPECT_NE(limit, 0u) << "the driver ended a loop after " << got << " iterations, but Caps::max_loop_trips is 0";
    EXPECT_LE(limit, got);
  }
}

TEST(VulkanDevice, DevicesLineNamesFloatControlsAndSubgroup) {
  std::vector<rt::BackendStatus> status;
  auto devs = rt::list_devices(&status);
  for (const auto& s : status)
    if (s.backend == "vulkan" && !s.available) {
      EXPECT_FALSE(s.reason.empty());
      GTEST_SKIP() << "skipped: vulkan unavailable: " << s.reason;
    }
  bool found = false;
  for (const auto& d : devs)
    if (d.backend == "vulkan") {
      found = true;
      EXPECT_NE(d.detail.find("float controls"), std::string::npos) << d.detail;
      EXPECT_NE(d.detail.find("subgroup "), std::string::npos) << d.detail;
      EXPECT_NE(d.detail.find("logical shuffles"), std::string::npos) << d.detail;
      EXPECT_NE(d.detail.find("denormals "), std::string::npos) << d.detail;
      EXPECT_NE(d.detail.find("Vulkan 1."), std::string::npos) << d.detail;
    }
  EXPECT_TRUE(found);
}
#endif
