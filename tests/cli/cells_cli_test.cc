// `morph cells` end to end: on a run directory it prints the ledger as text, JSON and Markdown
// with the run's numbers (device time, roofline from the run's copy line, best peer, ratio,
// tune winner, exactness from the test log and the table), filters by backend, and refuses bad
// usage with exit code 2; `--check` on the oracle adds live evidence; `morph tune` on the
// oracle writes winners that a second run reads back from the cache, validated.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_util.h"

namespace morph {
namespace {

namespace fs = std::filesystem;

struct Out {
  std::string text;
  int status = -1;
};

Out morph_cli(const std::string& args) {
  Out o;
  o.text = test::run_command("'" + test::cli_path() + "' " + args + " 2>&1", &o.status);
  return o;
}

class CellsCli : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(fs::exists(test::cli_path())) << test::cli_path() << " not found: build morph_cli (or set MORPH_CLI)";
    dir_ = fs::temp_directory_path() / ("morph_cells_cli_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_ / "run");
    auto put = [&](const char* f, const std::string& s) { std::ofstream(dir_ / "run" / f) << s; };
    put("machine.json", R"j({"date": "2031-05-06 07:08 UTC", "gpu": "Test GPU, 1.0"})j");
    put("table.json", R"j([{"case": "add_rms_norm", "backend": "cuda", "device": "Test GPU", "device_us": 8.0,
      "time_us": 9.0, "bytes": 1600, "mismatches": 0, "expression": "rms_norm(x+r, eps=1e-5)*w", "shape": [4, 64]}])j");
    put("morph.jsonl", "{\"name\":\"copy d2d 256 MiB\",\"us\":2.0,\"bytes\":800,\"device\":\"Test GPU\"}\n");
    put("table_peers.jsonl",
        "{\"case\": \"add_rms_norm\", \"impl\": \"torch.compile\", \"us\": 4.0, \"device\": \"Test GPU\"}\n");
    put("tune.json",
        R"j([{"case": "add_rms_norm", "backend": "cuda", "device": "Test GPU", "winner": "sg64", "gain": 1.5}])j");
    put("tests.log",
        "[       OK ] Backends/DagConformance.AddRmsNormTwoOutputs/cuda (5 ms)\n"
        "[  FAILED  ] Backends/DagConformance.AddRmsNormTwoOutputs/opencl (5 ms)\n");
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string run_dir() const { return "'" + (dir_ / "run").string() + "'"; }
  fs::path dir_;
};

TEST_F(CellsCli, PrintsTheLedgerOfARunInEveryFormat) {
  Out j = morph_cli("cells --json --results " + run_dir());
  ASSERT_EQ(j.status, 0) << j.text;
  nlohmann::json a = nlohmann::json::parse(j.text);
  const nlohmann::json* cuda = nullptr;
  const nlohmann::json* ocl = nullptr;
  for (const auto& c : a) {
    if (c["op"] == "add_rms_norm" && c["backend"] == "cuda") cuda = &c;
    if (c["op"] == "add_rms_norm" && c["backend"] == "opencl") ocl = &c;
  }
  ASSERT_TRUE(cuda && ocl) << j.text.substr(0, 2000);
  EXPECT_EQ((*cuda)["exact"], "yes");
  EXPECT_EQ((*cuda)["device"], "Test GPU");
  EXPECT_DOUBLE_EQ((*cuda)["us"].get<double>(), 8.0);
  EXPECT_DOUBLE_EQ((*cuda)["roofline_pct"].get<double>(), 50.0) << "1600 bytes at 400 bytes/us = 4 us of 8";
  EXPECT_EQ((*cuda)["peer"], "torch.compile");
  EXPECT_DOUBLE_EQ((*cuda)["ratio"].get<double>(), 2.0);
  EXPECT_EQ((*cuda)["tuned"], "sg64 (1.50x, add_rms_norm)");
  EXPECT_EQ((*cuda)["retirement"], "keep torch.compile: Morph 2.00x slower");
  EXPECT_EQ((*ocl)["exact"], "no");

  Out t = morph_cli("cells --backend cuda --results " + run_dir());
  ASSERT_EQ(t.status, 0) << t.text;
  EXPECT_NE(t.text.find("add_rms_norm"), std::string::npos);
  EXPECT_EQ(t.text.find(" opencl "), std::string::npos) << "--backend cuda printed opencl cells";

  Out m = morph_cli("cells --markdown --results " + run_dir());
  ASSERT_EQ(m.status, 0) << m.text;
  EXPECT_NE(m.text.find("# Cells"), std::string::npos);
  EXPECT_NE(m.text.find("## cuda on Test GPU"), std::string::npos);
  EXPECT_NE(m.text.find("| add_rms_norm | f32 | yes | `add_rms_norm` | 8.0 | 50% | torch.compile 4.0 | 2.00x | sg64"),
            std::string::npos)
      << m.text;
}

TEST_F(CellsCli, BadUsageIsExitCode2) {
  EXPECT_EQ(morph_cli("cells --json --markdown --results " + run_dir()).status, 2);
  EXPECT_EQ(morph_cli("cells --results " + (dir_ / "missing").string()).status, 2);
  Out b = morph_cli("cells --backend nosuch --results " + run_dir());
  EXPECT_EQ(b.status, 2) << b.text;
  EXPECT_NE(b.text.find("nosuch"), std::string::npos) << b.text;
  std::ofstream(dir_ / "run" / "table.json") << "[{";
  Out bad = morph_cli("cells --results " + run_dir());
  EXPECT_EQ(bad.status, 1) << bad.text;
  EXPECT_NE(bad.text.find("table.json"), std::string::npos) << bad.text;
}

TEST_F(CellsCli, LiveCheckOnTheOracleAddsEvidence) {
  Out j = morph_cli("cells --json --check --backend oracle --results " + run_dir());
  ASSERT_EQ(j.status, 0) << j.text.substr(0, 2000);
  size_t live = 0;
  for (const auto& c : nlohmann::json::parse(j.text)) {
    EXPECT_EQ(c["backend"], "oracle");
    for (const auto& e : c["evidence"]) live += e.get<std::string>().rfind("live: ", 0) == 0;
    if (c["op"] == "matvec" && c["type"] == "q4_K") EXPECT_EQ(c["exact"], "yes") << c.dump();
  }
  EXPECT_GT(live, 50u) << "expected live checks of every expression op and matvec type";
}

TEST_F(CellsCli, TuneWritesWinnersASecondRunReadsFromTheCache) {
  const std::string env = "XDG_CACHE_HOME='" + (dir_ / "cache").string() + "' ";
  auto tune = [&] {
    Out o;
    o.text = test::run_command(
        env + "'" + test::cli_path() + "' tune add_rms_norm chain7 --backend oracle --shapes 2x256 --json 2>&1",
        &o.status);
    return o;
  };
  Out first = tune();
  ASSERT_EQ(first.status, 0) << first.text;
  nlohmann::json a = nlohmann::json::parse(first.text);
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0]["family"], "fence");
  EXPECT_EQ(a[1]["family"], "map");
  for (const auto& r : a) {
    EXPECT_FALSE(r["from_cache"].get<bool>());
    EXPECT_GE(r["median_us"][0].get<double>(), 0.0) << "the default was timed";
  }
  Out second = tune();
  ASSERT_EQ(second.status, 0) << second.text;
  nlohmann::json b = nlohmann::json::parse(second.text);
  for (size_t i = 0; i < b.size(); ++i) {
    EXPECT_TRUE(b[i]["from_cache"].get<bool>()) << b[i].dump();
    EXPECT_EQ(b[i]["winner"], a[i]["winner"]);
  }
  EXPECT_EQ(tune().status, 0);
  EXPECT_EQ(morph_cli("tune nosuch --backend oracle").status, 2);
  EXPECT_EQ(morph_cli("tune --shapes 4by4 --backend oracle").status, 2);
  Out huge = morph_cli("tune swiglu_1tok --shapes 16777216x16777216 --backend oracle");
  EXPECT_EQ(huge.status, 2) << huge.text;  // refused before any allocation (was std::bad_alloc)
  EXPECT_NE(huge.text.find("rows·cols < 2^32"), std::string::npos) << huge.text;
}

}  // namespace
// The cells' own workloads: `morph cells --workloads` lists every graph cell case with its inputs;
// `morph table --cells-rows R --cases …` runs them in their storage type (and RoPE alone), each
// row streamed to --jsonl as its case ends, bitwise equal to the oracle and plain C++; `morph
// cells` reads the streamed rows as the cells' speed and exactness evidence.
TEST_F(CellsCli, OwnWorkloadsRunStreamAndFillTheirCells) {
  Out w = morph_cli("cells --workloads");
  ASSERT_EQ(w.status, 0) << w.text;
  nlohmann::json list = nlohmann::json::parse(w.text);
  EXPECT_EQ(list.size(), 79u) << "18 unary and 6 binary ops x 3 storage types, fma, 5 reductions, layer_norm";
  for (const auto& c : list) EXPECT_FALSE(c["inputs"].empty()) << c.dump();

  const fs::path run = dir_ / "local";
  fs::create_directories(run);
  Out t = morph_cli(
      "table --backends oracle,cpu --cells-rows 8 --cases cell_silu_bf16,cell_row_mean_f32,"
      "cell_fma_f32,rope_q_512tok --reps 2 --no-plain-times --jsonl '" +
      (run / "cells.jsonl").string() + "' --json");
  ASSERT_EQ(t.status, 0) << t.text.substr(0, 3000);
  std::ifstream in(run / "cells.jsonl");
  std::string line;
  std::map<std::string, int> rows;
  while (std::getline(in, line)) {
    nlohmann::json r = nlohmann::json::parse(line);
    EXPECT_EQ(r["mismatches"], 0) << line;
    ++rows[r["case"].get<std::string>()];
    if (r["case"] == "cell_silu_bf16") {
      EXPECT_EQ(r["dtype"], "bf16");
      EXPECT_EQ(r["shape"], nlohmann::json::array({8, 4096}));
    }
  }
  for (const char* c : {"cell_silu_bf16", "cell_row_mean_f32", "cell_fma_f32", "rope_q_512tok"})
    EXPECT_EQ(rows[c], 2) << c << ": one streamed row per backend";

  Out j = morph_cli("cells --json --backend cpu --results '" + run.string() + "'");
  ASSERT_EQ(j.status, 0) << j.text;
  int filled = 0;
  for (const auto& c : nlohmann::json::parse(j.text))
    if ((c["op"] == "silu" && c["type"] == "bf16") || (c["op"] == "mean") || c["op"] == "fma" || c["op"] == "rope") {
      EXPECT_EQ(c["exact"], "yes") << c.dump();
      EXPECT_TRUE(c["us"].is_number()) << c.dump();
      ++filled;
    }
  EXPECT_EQ(filled, 4);
}

}  // namespace morph
