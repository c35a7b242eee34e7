// Misuse of the C++ API that used to crash, corrupt the heap or give silently wrong results
// (found by a breaker pass, 2026-12-05): each is now a UserError naming what was wrong. Ranges
// whose end wraps around, another device's buffer on the oracle, shared arrays too large for the
// cpu backend, global sizes past the u32 ids, a null kernel, kernel names that are not printable
// text, a negative For step, a local read after the block that declares it, a value of another
// kernel's trace, weights whose fields disagree, tensor shapes whose size overflows, ggml type ids outside the enum.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_layout.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"
#include "tests/errors/error_matchers.h"

using namespace morph;
using namespace morph::dsl;
using morph::testing::expect_user_error;

namespace {
std::vector<std::unique_ptr<rt::Device>> oracle_and_cpu() {
  std::vector<std::unique_ptr<rt::Device>> d;
  d.push_back(rt::make_oracle_device());
  try {
    d.push_back(rt::open_device("cpu"));
  } catch (const BackendUnavailable& e) {
    std::printf("skipped on cpu: %s\n", e.what());
  }
  return d;
}

KernelRef fill_ones() {
  return kernel("api_fill_ones", [](Array<float> y) { y[global_id(0)] = 1.0f; }, {"y"});
}
}  // namespace

TEST(ApiMisuse, ByteRangesWhoseEndWrapsAreRefused) {
  for (auto& dev : oracle_and_cpu()) {
    SCOPED_TRACE(dev->name());
    rt::Buffer b = dev->alloc(16);
    float v[4] = {};
    expect_user_error([&] { dev->upload(b, v, 4, SIZE_MAX - 1); }, {"upload of 4 bytes at offset", "overruns"});
    expect_user_error([&] { dev->download(b, v, 4, SIZE_MAX - 1); }, {"download of 4 bytes at offset", "overruns"});
    expect_user_error([&] { dev->upload(b, v, SIZE_MAX, 2); }, {"overruns"});
    expect_user_error([&] { dev->upload(b, nullptr, 4); }, {"from a null pointer"});
    expect_user_error([&] { dev->download(b, nullptr, 4); }, {"to a null pointer"});
  }
}

TEST(ApiMisuse, OracleRefusesAnotherDevicesBuffer) {
  auto devs = oracle_and_cpu();
  if (devs.size() < 2) GTEST_SKIP() << "skipped: no cpu backend here";
  rt::Buffer foreign = devs[1]->alloc(64 * 4);
  float v[4] = {};
  expect_user_error([&] { devs[0]->upload(foreign, v, 16); }, {"oracle: buffer was not allocated by an oracle device"});
  expect_user_error([&] { devs[0]->launch(fill_ones(), {1}, {64}, {rt::arg(foreign)}); },
                    {"was not allocated by an oracle device"});
}

TEST(ApiMisuse, CpuSharedArraysAreBoundedNotAStackOverflow) {
  std::unique_ptr<rt::Device> cpu;
  try {
    cpu = rt::open_device("cpu");
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << "skipped: " << e.what();
  }
  auto k = kernel(
      "api_huge_shared",
      [](Array<float> y) {
    Shared<float> big = shared<float>(uint32_t{1} << 22, "big");  // 16 MiB
    big[local_id(0)] = 1.0f;
    barrier();
    y[global_id(0)] = big[local_id(0)].read();
      },
      {"y"});
  rt::Buffer y = cpu->alloc(64 * 4);
  expect_user_error([&] { cpu->launch(k, {1}, {64}, {rt::arg(y)}); },
                    {"cpu: kernel 'api_huge_shared' needs 16777216 bytes of workgroup shared memory"});
}

TEST(ApiMisuse, LaunchShapesPastTheU32IdsAndNullKernels) {
  for (auto& dev : oracle_and_cpu()) {
    SCOPED_TRACE(dev->name());
    rt::Buffer y = dev->alloc(64 * 4);
    expect_user_error([&] { dev->launch(fill_ones(), {4194305}, {1024}, {rt::arg(y)}); },
                      {"global size 4194305 x 1024 in dimension x exceeds the u32 range"});
    expect_user_error(
        [&] {
      dev->launch(fill_ones(), {65536, 65536, 2}, {1, 1, 1}, {rt::arg(y)});
        },
        {"a grid of 65536 x 65536 x 2 workgroups"});
    expect_user_error([&] { dev->launch(KernelRef(), {1}, {64}, {rt::arg(y)}); }, {"launch of a null kernel"});
  }
}

TEST(ApiMisuse, KernelNamesArePrintableText) {
  expect_user_error([] { kernel("two\nlines", [](Array<float> y) { y[global_id(0)] = 1.0f; }, {"y"}); },
                    {"kernel name 'two", "has character 10 at position 3"});
  // A long printable name is fine; its printed symbol is capped (80 characters and a hash).
  const std::string long_name(300, 'n');
  KernelRef k = kernel(long_name, [](Array<float> y) { y[global_id(0)] = 2.0f; }, {"y"});
  for (auto& dev : oracle_and_cpu()) {
    rt::Buffer y = dev->alloc(64 * 4);
    dev->launch(k, {1}, {64}, {rt::arg(y)});
    float out[64];
    dev->download(y, out, sizeof out);
    EXPECT_EQ(out[63], 2.0f) << dev->name();
  }
}

TEST(ApiMisuse, ForStepMustBePositiveAtTraceTime) {
  expect_user_error(
      [] {
    kernel(
        "api_for_negative_step",
        [](Array<float> y) {
      For(
          10u, 0u, [&](Val<uint32_t> i) { y[i] = 1.0f; }, -1);
        },
        {"y"});
      },
      {"For: step -1 must be positive"});
}

TEST(ApiMisuse, LocalReadAfterTheBlockThatDeclaresItIsAVerifierError) {
  expect_user_error(
      [] {
    kernel(
        "api_var_escapes_if",
        [](Array<float> y) {
      std::optional<Var<float>> v;
      If(global_id(0) < 4u, [&] { v.emplace(1.0f); });
      y[global_id(0)] = v->read();
        },
        {"y"});
      },
      {"kernel 'api_var_escapes_if'", "is read after the block that declares it ended"});
}

// A Val kept from one kernel's body and used in another's used to name whatever value had its id
// there (here a constant 2 would have read as the kernel's first value, the global id).
TEST(ApiMisuse, ValueFromAnotherKernelsTraceIsRefused) {
  std::optional<Val<float>> kept;
  kernel(
      "api_val_source",
      [&](Array<float> y) {
    kept = Val<float>(2.0f);
    y[global_id(0)] = *kept;
      },
      {"y"});
  expect_user_error(
      [&] { kernel("api_val_user", [&](Array<float> y) { y[global_id(0)] = y[global_id(0)] * *kept; }, {"y"}); },
      {"kernel 'api_val_user'", "a symbolic value from another kernel's trace", "pass data as a kernel parameter"});
  // the same value inside its own kernel, and a fresh one in the second kernel, are fine
  auto ok = kernel("api_val_user_fresh", [](Array<float> y) { y[global_id(0)] = y[global_id(0)] * 2.0f; }, {"y"});
  EXPECT_NE(ok, nullptr);
}

TEST(ApiMisuse, MatvecWeightsWhoseFieldsDisagreeAreRefused) {
  auto dev = rt::make_oracle_device();
  std::vector<uint8_t> bytes(quant::row_bytes(quant::GgmlType::Q8_0, 64) * 4, 0x11);
  quant::MatvecWeights w = quant::repack_weights(quant::GgmlType::Q8_0, bytes.data(), 4, 64);
  std::vector<uint8_t> x(64 * 4, 0);
  quant::MatvecWeights lying = w;
  lying.rows = 400;
  expect_user_error([&] { quant::matvec_run(*dev, lying, x, quant::XType::F32, 1); },
                    {"matvec: weights hold", "400 rows"});
  lying = w;
  lying.k = 128;
  expect_user_error([&] { quant::matvec_run(*dev, lying, std::vector<uint8_t>(128 * 4), quant::XType::F32, 1); },
                    {"row_words"});
  expect_user_error([] { quant::type_name(static_cast<quant::GgmlType>(4)); },
                    {"ggml type id 4 is not a GgmlType Morph knows"});
}

TEST(ApiMisuse, TensorShapeWhoseSizeOverflowsIsRefused) {
  auto dev = rt::make_oracle_device();
  expect_user_error(
      [&] {
    rt::Tensor::empty(*dev, ir::Type::F32, {uint64_t{1} << 32, uint64_t{1} << 32, 16});
      },
      {"element count overflows 64 bits"});
  expect_user_error(
      [&] {
    rt::Tensor::empty(*dev, ir::Type::F32, {uint64_t{1} << 62, 4});
      },
      {"element count overflows 64 bits"});
}

// copy(b, b) leaves the buffer as it is on every backend (OpenCL used to report "unknown OpenCL
// error (-8)", CL_MEM_COPY_OVERLAP).
TEST(ApiMisuse, CopyOntoItselfIsANoOp) {
  std::vector<std::unique_ptr<rt::Device>> devs = oracle_and_cpu();
  try {
    devs.push_back(rt::open_device("opencl"));
  } catch (const BackendUnavailable& e) {
    std::printf("skipped on opencl: %s\n", e.what());
  }
  for (auto& dev : devs) {
    SCOPED_TRACE(dev->name());
    rt::Buffer b = dev->alloc(16);
    const float in[4] = {1.0f, -2.0f, 3.0f, -0.0f};
    dev->upload(b, in, 16);
    dev->copy(b, b, 16);
    float out[4];
    dev->download(b, out, 16);
    EXPECT_EQ(std::memcmp(in, out, 16), 0);
  }
}
