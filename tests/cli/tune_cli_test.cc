// `morph tune` end to end on the oracle: several `morph tune` processes tuning the same cases into
// one cache at once leave only whole, valid entries (no temporaries, no corrupt entry: a later run
// reads every winner from the cache); garbling every entry on disk makes the next run rebuild them
// ("cache_rebuilt") instead of failing or using a wrong winner; `morph tune matvec` tunes the
// matvec cases (the matvec family) and validates their winners from the cache on a second run.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_util.h"

namespace morph {
namespace {

namespace fs = std::filesystem;

class TuneCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("morph_tune_cli_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string env() const { return "XDG_CACHE_HOME='" + (dir_ / "cache").string() + "' "; }
  std::string tune_cmd(const std::string& args) const {
    return env() + "'" + test::cli_path() + "' tune " + args + " --backend oracle --json";
  }
  nlohmann::json tune(const std::string& args) {
    int status = -1;
    std::string out = test::run_command(tune_cmd(args) + " 2>&1", &status);
    EXPECT_EQ(status, 0) << out.substr(0, 2000);
    return nlohmann::json::parse(out, nullptr, false);
  }
  fs::path dir_;
};

TEST_F(TuneCli, ConcurrentProcessesLeaveOnlyValidEntries) {
  const std::string args = "add_rms_norm chain7 --shapes 2x256";
  const int kProcs = 4;
  // kProcs processes at once, each writing its own winners for the same keys.
  std::string cmd;
  for (int p = 0; p < kProcs; ++p)
    cmd += tune_cmd(args) + " > '" + (dir_ / ("out" + std::to_string(p) + ".json")).string() + "' 2>&1 & ";
  cmd += "wait";
  int status = -1;
  test::run_command(cmd, &status);
  ASSERT_EQ(status, 0);
  for (int p = 0; p < kProcs; ++p) {
    std::ifstream f(dir_ / ("out" + std::to_string(p) + ".json"));
    nlohmann::json j = nlohmann::json::parse(f, nullptr, false);
    ASSERT_TRUE(j.is_array()) << "process " << p << " failed";
    EXPECT_EQ(j.size(), 2u);
  }
  size_t entries = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "cache" / "morph" / "tune")) {
    EXPECT_EQ(e.path().extension(), ".bin") << "left behind: " << e.path();
    ++entries;
  }
  EXPECT_EQ(entries, 2u) << "one entry per (case, shape class)";
  // Every entry whole and valid: the next run takes both winners from the cache.
  nlohmann::json again = tune(args);
  ASSERT_EQ(again.size(), 2u);
  for (const auto& r : again) {
    EXPECT_TRUE(r["from_cache"].get<bool>()) << r.dump();
    EXPECT_FALSE(r["cache_rebuilt"].get<bool>()) << r.dump();
  }
}

TEST_F(TuneCli, GarbledEntriesAreRebuilt) {
  const std::string args = "add_rms_norm chain7 --shapes 2x256";
  nlohmann::json first = tune(args);
  ASSERT_EQ(first.size(), 2u);
  size_t garbled = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "cache" / "morph" / "tune")) {
    std::fstream f(e.path(), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(fs::file_size(e.path()) - 3));
    f.write("\x01\x02\x03", 3);  // the payload's end: the checksum no longer matches
    ++garbled;
  }
  ASSERT_EQ(garbled, 2u);
  nlohmann::json second = tune(args);
  ASSERT_EQ(second.size(), 2u);
  for (const auto& r : second) {
    EXPECT_FALSE(r["from_cache"].get<bool>()) << r.dump();
    EXPECT_TRUE(r["cache_rebuilt"].get<bool>()) << "a garbled entry must be noticed and rewritten: " << r.dump();
  }
  for (const auto& r : tune(args)) EXPECT_TRUE(r["from_cache"].get<bool>()) << r.dump();
}

// MORPH_AUTOTUNE=1 with a garbled entry: the run takes the default schedule (same bits) and says
// so on stderr, once, instead of falling back silently.
TEST_F(TuneCli, AutotuneSaysWhenItFallsBackToTheDefault) {
  tune("add_rms_norm --shapes 2x256");
  size_t garbled = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "cache" / "morph" / "tune")) {
    std::fstream f(e.path(), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(fs::file_size(e.path()) - 3));
    f.write("\x01\x02\x03", 3);
    ++garbled;
  }
  ASSERT_GT(garbled, 0u);
  int status = -1;
  const std::string out =
      test::run_command(env() + "MORPH_AUTOTUNE=1 '" + test::cli_path() +
                            "' run 'rms_norm(x+r, eps=1e-5)*w' --shape 2,256 --vec w --backend oracle --seed 1 2>&1",
                        &status);
  EXPECT_EQ(status, 0) << out.substr(0, 2000);
  EXPECT_NE(out.find("MORPH_AUTOTUNE: fence: the cached winner is unreadable"), std::string::npos)
      << out.substr(0, 2000);
  EXPECT_NE(out.find("mismatches   0 of"), std::string::npos) << out.substr(0, 2000);
}

// A shape whose inputs cannot fit in host memory is refused before any tuning (it named the
// GiB it needs), not killed by the out-of-memory killer midway: decode attention over 2^24 keys
// draws ~240 GB of K and V.
TEST_F(TuneCli, ShapesBeyondHostMemoryAreRefused) {
  int status = -1;
  std::string out = test::run_command(
      env() + "'" + test::cli_path() + "' tune attn_decode_8k --shapes 1x16777216 --backend cpu 2>&1", &status);
  EXPECT_EQ(status, 2) << out.substr(0, 2000);
  EXPECT_NE(out.find("GiB of host memory"), std::string::npos) << out.substr(0, 2000);
}

// `[CASE...|--all]`: a case named twice, or with --all, is a usage error before anything is
// tuned (--all with a case tuned that case twice, exit 0).
TEST_F(TuneCli, CasesAndAllAreExclusive) {
  for (const char* args : {"--all gated_norm_1tok", "gated_norm_1tok gated_norm_1tok"}) {
    int status = -1;
    std::string out =
        test::run_command(env() + "'" + test::cli_path() + "' tune " + args + " --backend oracle 2>&1", &status);
    EXPECT_EQ(status, 2) << args << ": " << out.substr(0, 2000);
    EXPECT_NE(out.find("gated_norm_1tok"), std::string::npos) << args << ": " << out.substr(0, 2000);
  }
}

TEST_F(TuneCli, MatvecCasesAreTunedAndCached) {
  nlohmann::json a = tune("matvec");
  ASSERT_TRUE(a.is_array());
  ASSERT_EQ(a.size(), 2u);
  for (const auto& r : a) {
    EXPECT_EQ(r["family"], "matvec");
    EXPECT_GE(r["median_us"][0].get<double>(), 0.0) << "the default was timed";
    EXPECT_EQ(r["candidates"][0], "default");
  }
  EXPECT_EQ(a[0]["case"], "matvec_q4_K_down");
  EXPECT_EQ(a[1]["case"], "matvec_q8_0_down");
  nlohmann::json b = tune("matvec_q8_0_down");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_TRUE(b[0]["from_cache"].get<bool>());
  EXPECT_EQ(b[0]["winner"], a[1]["winner"]);
}

}  // namespace
}  // namespace morph
