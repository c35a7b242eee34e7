// The tuner: keys separate aligned and unaligned shapes; a tuned winner is cached and validated;
// an unaligned shape of the same family gets a correct kernel; a corrupted entry and a cached
// winner that fails validation are rebuilt; concurrent processes never corrupt the cache.
#include "morph/tune/tuner.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include "morph/fusion/random_inputs.h"
#include "morph/runtime/clock_device_testing.h"
#include "morph/runtime/registry.h"
#include "morph/tune/row_tunable.h"

using namespace morph;

namespace {

std::string fresh_root(const std::string& tag) {
  std::string root =
      std::filesystem::temp_directory_path().string() + "/morph_tune_test_" + tag + "_" + std::to_string(::getpid());
  std::filesystem::remove_all(root);
  return root;
}

/// Finite mixed-magnitude data (magnitudes 2^-8 … 2^8, random sign).
std::vector<float> mixed(uint64_t seed, size_t n) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> m(-8.0f, 8.0f);
  std::vector<float> v(n);
  for (auto& x : v) x = std::ldexp(1.0f + (rng() % 1024) / 1024.0f, static_cast<int>(m(rng))) * ((rng() & 1) ? -1 : 1);
  return v;
}

rt::Tensor tensor(rt::Device& dev, uint64_t rows, uint64_t cols, uint64_t seed) {
  auto t = rt::Tensor::empty(dev, ir::Type::F32, {rows, cols});
  t.upload(mixed(seed, rows * cols));
  return t;
}

tune::Tunable softmax_tunable(rt::Device& dev, uint32_t cols, uint64_t seed) {
  fusion::Graph g;
  g.output("y", fusion::softmax(g.input("x", cols)));
  return tune::row_fence_tunable(g, {{"x", tensor(dev, 8, cols, seed)}}, {{"x", tensor(dev, 3, cols, seed + 1)}});
}

/// A synthetic family: candidate "bad" produces different bits, "throws" fails to launch.
tune::Tunable synthetic() {
  tune::Tunable t;
  t.family = "test/synthetic";
  t.family_hash = 42;
  t.candidates = {"default", "bad", "throws", "good"};
  t.prepare = [](rt::Device&, size_t i) -> std::function<void()> {
    if (i == 2) throw std::runtime_error("launch failed");
    return [] {};
  };
  t.probe = [](rt::Device&, size_t i) -> std::vector<uint8_t> {
    if (i == 2) throw std::runtime_error("launch failed");
    return {1, 2, 3, static_cast<uint8_t>(i == 1 ? 9 : 4)};
  };
  t.probe_f32 = false;  // raw bytes
  return t;
}

}  // namespace

TEST(Tune, ShapeClassSeparatesAlignment) {
  EXPECT_EQ(tune::shape_class(8, 1024).str(), "r8.c1024.a4");
  EXPECT_EQ(tune::shape_class(7, 1001).str(), "r8.c1024.a1");
  EXPECT_NE(tune::shape_class(8, 1024).str(), tune::shape_class(8, 1022).str());
  EXPECT_THROW(tune::shape_class(0, 4), UserError);
}

TEST(Tune, KeyCoversDeviceFamilyClassAndCandidates) {
  auto dev = rt::open_device("oracle");
  tune::Tuner tuner(fresh_root("key"));
  tune::Tunable t = synthetic();
  auto sc = tune::shape_class(8, 1024);
  uint64_t k = tuner.key(*dev, t, sc);
  EXPECT_NE(k, tuner.key(*dev, t, tune::shape_class(8, 1022)));
  tune::Tunable t2 = t;
  t2.candidates.push_back("extra");
  EXPECT_NE(k, tuner.key(*dev, t2, sc));
  t2 = t;
  t2.family_hash = 43;
  EXPECT_NE(k, tuner.key(*dev, t2, sc));
  EXPECT_NE(tune::device_fingerprint(*dev).find("oracle"), std::string::npos);
}

TEST(Tune, AlignedThenUnalignedGetsCorrectKernel) {
  auto dev = rt::open_device("oracle");
  std::string root = fresh_root("align");
  tune::Tuner tuner(root, {1, 3});
  tune::Tunable a = softmax_tunable(*dev, 256, 7);
  auto first = tuner.tune(*dev, a, tune::shape_class(8, 256));
  EXPECT_FALSE(first.from_cache);
  ASSERT_EQ(first.median_us.size(), a.candidates.size());
  for (size_t i = 0; i < a.candidates.size(); ++i) {
    if (a.candidates[i].starts_with("split"))
      EXPECT_LT(first.median_us[i], 0.0) << a.candidates[i] << ": split rows are for rows over 8192 columns";
    else
      EXPECT_GT(first.median_us[i], 0.0) << a.candidates[i];  // validated and ran
  }
  auto again = tuner.tune(*dev, a, tune::shape_class(8, 256));
  EXPECT_TRUE(again.from_cache);
  EXPECT_EQ(again.winner_name, first.winner_name);
  // Same family, unaligned row length: another class (a fresh tune), and its winner is exact.
  tune::Tunable u = softmax_tunable(*dev, 250, 9);
  EXPECT_NE(tuner.key(*dev, u, tune::shape_class(8, 250)), tuner.key(*dev, a, tune::shape_class(8, 256)));
  auto un = tuner.tune(*dev, u, tune::shape_class(8, 250));
  EXPECT_FALSE(un.from_cache);
  EXPECT_EQ(u.probe(*dev, un.winner), u.probe(*dev, 0));
  std::filesystem::remove_all(root);
}

TEST(Tune, CorruptedEntryIsRebuilt) {
  auto dev = rt::open_device("oracle");
  std::string root = fresh_root("corrupt");
  tune::Tuner tuner(root, {1, 3});
  tune::Tunable t = synthetic();
  auto sc = tune::shape_class(4, 64);
  auto r = tuner.tune(*dev, t, sc);
  EXPECT_NE(r.winner_name, "bad");
  EXPECT_NE(r.winner_name, "throws");
  EXPECT_LT(r.median_us[1], 0);  // rejected: different bits
  EXPECT_LT(r.median_us[2], 0);  // rejected: throws
  std::string path = tuner.cache().path_for(tuner.key(*dev, t, sc));
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(40);
    f.write("XXXX", 4);
  }
  auto r2 = tuner.tune(*dev, t, sc);
  EXPECT_TRUE(r2.cache_rebuilt);
  EXPECT_FALSE(r2.from_cache);
  auto r3 = tuner.tune(*dev, t, sc);
  EXPECT_TRUE(r3.from_cache);
  EXPECT_FALSE(r3.cache_rebuilt);
  std::filesystem::remove_all(root);
}

// Probes of f32 outputs compare values with every NaN equal (DESIGN L1): a candidate whose NaN
// has another sign or payload than the default's validates; one finite value off does not, and
// neither does +0 for -0.
TEST(Tune, ProbeValuesCompareWithNaNsEqual) {
  auto dev = rt::open_device("oracle");
  tune::Tuner tuner(fresh_root("nan"), {1, 3});
  tune::Tunable t;
  t.family = "test/nan";
  t.candidates = {"default", "other_nan", "off_by_one", "minus_zero"};
  t.prepare = [](rt::Device&, size_t) -> std::function<void()> { return [] {}; };
  const uint32_t words[4][2] = {
      {0xffc12345u, 0x3f800000u}, {0x7fc00001u, 0x3f800000u}, {0xffc12345u, 0x3f800001u}, {0xffc12345u, 0xbf800000u}};
  t.probe = [&words](rt::Device&, size_t i) {
    std::vector<uint8_t> b(8);
    std::memcpy(b.data(), words[i], 8);
    return b;
  };
  const std::vector<uint8_t> want = t.probe(*dev, 0);
  std::string why;
  EXPECT_TRUE(tuner.validate(*dev, t, 1, want, &why)) << why;
  EXPECT_FALSE(tuner.validate(*dev, t, 2, want, &why));
  EXPECT_NE(why.find("differs from the default's in 1 of 2 f32 values (NaN = NaN), the first at value 1"),
            std::string::npos)
      << why;
  EXPECT_FALSE(tuner.validate(*dev, t, 3, want, &why));
  std::filesystem::remove_all(fresh_root("nan"));
}

TEST(Tune, CachedWinnerFailingValidationFallsBackAndRewrites) {
  auto dev = rt::open_device("oracle");
  std::string root = fresh_root("invalid");
  tune::Tuner tuner(root, {1, 3});
  tune::Tunable t = synthetic();
  auto sc = tune::shape_class(4, 64);
  uint64_t k = tuner.key(*dev, t, sc);
  tuner.cache().put(k, std::string("morph-tune-v1\nbad\n"));  // a winner whose bits differ
  auto r = tuner.tune(*dev, t, sc);
  EXPECT_TRUE(r.cache_rebuilt);
  EXPECT_EQ(r.winner_name, "good");  // "bad" fails, "throws" fails, "good" validates
  auto entry = tuner.cache().get(k);
  ASSERT_TRUE(entry);
  EXPECT_EQ(std::string(entry->begin(), entry->end()), "morph-tune-v1\ngood\n");
  std::filesystem::remove_all(root);
}

TEST(Tune, ConcurrentWritersNeverCorrupt) {
  std::string root = fresh_root("procs");
  const int kProcs = 6, kRounds = 60;
  std::vector<pid_t> kids;
  for (int p = 0; p < kProcs; ++p) {
    pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      int bad = 0;
      {
        auto dev = rt::open_device("oracle");
        tune::Tuner tuner(root, {0, 1});
        tune::Tunable t = synthetic();
        auto sc = tune::shape_class(4, 64);
        uint64_t k = tuner.key(*dev, t, sc);
        for (int i = 0; i < kRounds; ++i) {
          tuner.cache().put(k, std::string("morph-tune-v1\n") + (i % 2 ? "good" : "default") + "\n");
          auto r = tuner.tune(*dev, t, sc);
          if (r.winner_name != "good" && r.winner_name != "default") ++bad;
          if (tuner.cache().stats().corrupt != 0) ++bad;
        }
      }
      ::_exit(bad == 0 ? 0 : 1);
    }
    kids.push_back(pid);
  }
  for (pid_t pid : kids) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child " << pid << " saw a corrupt entry";
  }
  size_t entries = 0;
  for (auto& e : std::filesystem::directory_iterator(root + "/tune")) {
    EXPECT_EQ(e.path().extension(), ".bin") << "left behind: " << e.path();  // no stray temporaries
    ++entries;
  }
  EXPECT_EQ(entries, 1u);
  std::filesystem::remove_all(root);
}

// The fastest candidate wins only when its bits are the default's and it beats the default by more
// than timing noise (TuneOptions::min_gain); the winner's gain is default / winner.
TEST(Tune, WinnerMustBeExactAndClearlyFaster) {
  auto oracle = rt::open_device("oracle");
  // The clock reads what the timed work "cost": each candidate's enqueue sets `cost`.
  double cost_now = 0;
  rt::testing::ClockDevice dev(*oracle, [&](int) { return cost_now; });
  auto family = [&](double good_us) {
    tune::Tunable t = synthetic();
    const double cost[] = {100.0, 10.0, 0.0, good_us};  // "bad" is fastest but changes bits
    t.prepare = [&cost_now, cost](rt::Device&, size_t i) -> std::function<void()> {
      if (i == 2) throw std::runtime_error("launch failed");
      const double c = cost[i];
      return [&cost_now, c] { cost_now = c; };
    };
    return t;
  };
  const auto sc = tune::shape_class(4, 64);
  {
    tune::Tuner tuner(fresh_root("gain_noise"), {1, 3});
    tune::TuneResult r = tuner.tune(dev, family(98.0), sc);
    EXPECT_EQ(r.winner_name, "default") << "a 2% gain is within noise";
    EXPECT_EQ(r.median_us[3], 98.0);
    EXPECT_LT(r.median_us[1], 0.0) << "a candidate with other bits is never timed";
    // …and the result says why each was not timed (morph tune prints it).
    ASSERT_EQ(r.refused.size(), 4u);
    EXPECT_EQ(r.refused[0], "");
    EXPECT_NE(r.refused[1].find("differs from the default's in 1 of 4 bytes, the first at byte 3"), std::string::npos)
        << r.refused[1];
    EXPECT_NE(r.refused[2].find("launch failed"), std::string::npos) << r.refused[2];
    EXPECT_EQ(r.refused[3], "");
    EXPECT_TRUE(r.device_clock);
    std::filesystem::remove_all(fresh_root("gain_noise"));
  }
  {
    tune::Tuner tuner(fresh_root("gain_real"), {1, 3});
    tune::TuneResult r = tuner.tune(dev, family(80.0), sc);
    EXPECT_EQ(r.winner_name, "good");
    EXPECT_DOUBLE_EQ(r.gain(), 100.0 / 80.0);
    std::filesystem::remove_all(fresh_root("gain_real"));
  }
}
