// run_matvec, the run-and-time step of matvec_run and matvec_q8_1_run: one untimed run gives the
// result; asking for a time adds `reps` runs in rt::time_enqueue windows (no extra warm-up) and
// keeps the fastest; the result is the same with and without timing.
#include "morph/quant/matvec_exec.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/clock_device_testing.h"
#include "morph/runtime/registry.h"

namespace morph::quant {
namespace {

TEST(MatvecExec, FirstRunIsTheResultThenFastestOfTimedRuns) {
  std::mt19937_64 rng(7);
  auto oracle = rt::open_device("oracle");
  const uint32_t rows = 3, k = 256;
  std::vector<uint8_t> w = random_blocks(GgmlType::Q4_K, rows, k, rng);
  MatvecWeights mw = repack_weights(GgmlType::Q4_K, w.data(), rows, k);
  std::normal_distribution<float> g(0.0f, 1.0f);
  std::vector<float> xf(k);
  for (float& v : xf) v = g(rng);
  std::vector<uint8_t> x(k * 4);
  std::memcpy(x.data(), xf.data(), x.size());

  // The oracle behind a scripted clock: windows read 40, 30, 20, 40, … µs (the fastest is 20).
  rt::testing::ClockDevice dev(*oracle, [](int window) { return 40.0 - 10.0 * (window % 3); });
  const std::vector<float> plain = matvec_run(dev, mw, x, XType::F32, 1);
  EXPECT_EQ(dev.launches, 1);
  EXPECT_EQ(dev.windows, 0);
  double secs = -1;
  dev.launches = 0;
  const std::vector<float> timed = matvec_run(dev, mw, x, XType::F32, 1, &secs, 4);
  EXPECT_EQ(dev.launches, 5) << "one run for the result, four timed, no other warm-up";
  EXPECT_EQ(dev.windows, 4);
  EXPECT_DOUBLE_EQ(secs, 20e-6);
  ASSERT_EQ(timed.size(), plain.size());
  for (size_t i = 0; i < plain.size(); ++i) EXPECT_TRUE(same_float(timed[i], plain[i])) << i;

  // The q8_1 variant times its matvec launches only (the quantizer runs once, untimed).
  dev.launches = dev.windows = 0;
  secs = -1;
  const std::vector<float> q = matvec_q8_1_run(dev, mw, xf, 1, {}, &secs, 3);
  EXPECT_EQ(dev.launches, 1 + 1 + 3);
  EXPECT_EQ(dev.windows, 3);
  EXPECT_DOUBLE_EQ(secs, 20e-6);
  EXPECT_EQ(q.size(), rows);

  // Without a device clock (the oracle itself) the samples are wall times: positive.
  secs = -1;
  matvec_run(*oracle, mw, x, XType::F32, 1, &secs, 2);
  EXPECT_GT(secs, 0.0);
}

}  // namespace
}  // namespace morph::quant
