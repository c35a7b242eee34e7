// The cells ledger: GoogleTest logs parsed per test and backend instance; a synthetic run
// directory turned into cells (exact yes / no / not run with the evidence, roofline from the run's
// copy bandwidth, best peer and ratio, tune winner, retirement); the last H200 run's ledger
// agrees with its raw table.json; every test the catalog names exists in this test binary; every
// op, reduction and dequantizable ggml type has its cells; malformed files are errors naming them.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "morph/algebra/ops.h"
#include "morph/base/error.h"
#include "morph/cells/ledger.h"
#include "morph/quant/types.h"
#include "tests/source_dir.h"

namespace morph::cells {
namespace {

namespace fs = std::filesystem;

class CellsDir : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("morph_cells_test_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_ / "run");
  }
  void TearDown() override { fs::remove_all(dir_); }
  void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / "run" / name) << text; }
  fs::path run() const { return dir_ / "run"; }
  fs::path dir_;
};

const Cell& find(const std::vector<Cell>& cs, const std::string& op, const std::string& type,
                 const std::string& backend) {
  for (const Cell& c : cs)
    if (c.op == op && c.type == type && c.backend == backend) return c;
  throw std::runtime_error("no cell " + op + " " + type + " " + backend);
}

TEST(CellsLog, ParsesInstancesStatusesAndTheFailedSummary) {
  const std::string log =
      "[ RUN      ] Backends/FusionBackends.EveryUnaryOpBitwise/cuda\n"
      "[       OK ] Backends/FusionBackends.EveryUnaryOpBitwise/cuda (12 ms)\n"
      "[  FAILED  ] Backends/DagConformance.SoftmaxLongRows/vulkan, where GetParam() = \"vulkan\" (34 ms)\n"
      "[  SKIPPED ] Backends/MatvecConf.EveryTypeBitwiseEqualToHostReference/cuda (1 ms)\n"
      "[       OK ] Norms.RmsNormAndLayerNorm (3 ms)\n"
      "[  FAILED  ] 1 test, listed below:\n"
      "[  FAILED  ] Backends/DagConformance.SoftmaxLongRows/vulkan, where GetParam() = \"vulkan\"\n";
  std::vector<TestOutcome> t = parse_gtest_log(log, "x.log");
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0].test, "FusionBackends.EveryUnaryOpBitwise");
  EXPECT_EQ(t[0].backend, "cuda");
  EXPECT_EQ(t[0].status, TestOutcome::Status::Passed);
  EXPECT_EQ(t[1].test, "DagConformance.SoftmaxLongRows");
  EXPECT_EQ(t[1].backend, "vulkan");
  EXPECT_EQ(t[1].status, TestOutcome::Status::Failed);
  EXPECT_EQ(t[2].status, TestOutcome::Status::Skipped);
  EXPECT_EQ(t[3].test, "Norms.RmsNormAndLayerNorm");
  EXPECT_EQ(t[3].backend, "oracle") << "a test without an instance runs on the oracle against plain C++";
}

TEST_F(CellsDir, SyntheticRunBecomesCells) {
  write("machine.json", R"j({"date": "2031-01-02 03:04 UTC", "gpu": "Test GPU, 1.0, 100 MHz"})j");
  // softmax: exact by test and table, 40 us for 4000 bytes; copy 2000 bytes in 1 us: roof 2 us = 5%.
  write("table.json", R"j([
    {"case": "softmax_vocab", "backend": "cuda", "device": "Test GPU", "device_us": 40.0, "time_us": 55.0,
     "bytes": 4000, "mismatches": 0, "expression": "softmax(x)", "shape": [4, 100]},
    {"case": "softmax_vocab", "backend": "opencl", "device": "Test GPU", "device_us": null, "time_us": 80.0,
     "bytes": 4000, "mismatches": 3, "expression": "softmax(x)", "shape": [4, 100]},
    {"case": "matvec_q4_K_down", "backend": "cuda", "device": "Test GPU", "time_us": 10.0, "bytes": 1000,
     "mismatches": 0, "expression": "W(q4_K)*x", "shape": [16, 512], "type": "q4_K"}])j");
  write("morph.jsonl", R"j({"name":"copy d2d 256 MiB","us":1.0,"bytes":2000,"launches":1,"device":"Test GPU"}
{"name":"silu(a)*b 64Mi f32","us":50.0,"bytes":1000,"launches":1,"device":"Test GPU"}
)j");
  write("table_peers.jsonl", R"j({"case": "softmax_vocab", "impl": "eager", "us": 60.0, "device": "Test GPU"}
{"case": "softmax_vocab", "impl": "torch.compile", "us": 50.0, "device": "Test GPU"}
{"case": "matvec_q4_0_down", "impl": "ggml", "us": 14.5, "device": "Test GPU"}
)j");
  write("peers.jsonl",
        R"j({"name": "silu(a)*b 64Mi f32", "impl": "torch.compile", "us": 25.0, "device": "Test GPU"})j");
  write("tune.json",
        R"j([{"case": "softmax_vocab", "backend": "cuda", "device": "Test GPU", "winner": "wg512", "gain": 1.25}])j");
  write("tests.log",
        "[       OK ] Backends/DagConformance.SoftmaxLongRows/cuda (1 ms)\n"
        "[       OK ] Backends/FusionBackends.EveryUnaryOpBitwise/cuda (1 ms)\n"
        "[  FAILED  ] Backends/FusionBackends.EveryUnaryOpBitwise/opencl (1 ms)\n");
  Results r = load_results(run());
  EXPECT_EQ(r.gpu, "Test GPU");
  EXPECT_DOUBLE_EQ(r.copy_bytes_per_us, 2000.0);
  std::vector<Cell> cs = build_ledger({r}, {}, {});

  const Cell& sm = find(cs, "softmax", "f32", "cuda");
  EXPECT_EQ(sm.exact, Exact::Yes);
  ASSERT_EQ(sm.evidence.size(), 2u);
  EXPECT_NE(sm.evidence[0].find("DagConformance.SoftmaxLongRows/cuda"), std::string::npos) << sm.evidence[0];
  EXPECT_NE(sm.evidence[1].find("morph table softmax_vocab: 0 mismatches"), std::string::npos) << sm.evidence[1];
  EXPECT_EQ(sm.workload, "softmax_vocab");
  EXPECT_DOUBLE_EQ(sm.us, 40.0);
  EXPECT_TRUE(sm.device_time);
  EXPECT_DOUBLE_EQ(sm.roofline_pct, 5.0);
  EXPECT_EQ(sm.bound, "memory");
  EXPECT_EQ(sm.peer_impl, "torch.compile");
  EXPECT_DOUBLE_EQ(sm.ratio, 0.8);
  EXPECT_EQ(sm.tuned, "wg512 (1.25x, softmax_vocab)");
  EXPECT_EQ(sm.retirement.rfind("retire torch.compile", 0), 0u) << sm.retirement;

  const Cell& smo = find(cs, "softmax", "f32", "opencl");
  EXPECT_EQ(smo.exact, Exact::No) << "3 table mismatches";
  EXPECT_FALSE(smo.device_time);
  EXPECT_EQ(smo.retirement, "keep torch.compile: Morph not exact here");
  EXPECT_TRUE(smo.tuned.empty()) << "the winner was tuned on cuda";

  const Cell& silu = find(cs, "silu", "f32", "cuda");
  EXPECT_EQ(silu.exact, Exact::Yes);
  EXPECT_EQ(silu.workload, "silu(a)*b 64Mi f32");
  EXPECT_DOUBLE_EQ(silu.ratio, 2.0);
  EXPECT_DOUBLE_EQ(silu.flops, 2.0 * 67108864) << "silu and mul over 64 Mi elements";
  EXPECT_EQ(silu.retirement, "keep torch.compile: Morph 2.00x slower");
  EXPECT_EQ(find(cs, "silu", "f32", "opencl").exact, Exact::No);
  EXPECT_EQ(find(cs, "gelu", "f16", "cuda").exact, Exact::NotRun);
  EXPECT_EQ(find(cs, "gelu", "f16", "cuda").retirement, "peer not measured yet: torch eager (bench/peers.py --cells)");
  EXPECT_EQ(find(cs, "matvec", "q8_K", "cuda").retirement.rfind("no peer: ", 0), 0u)
      << "a cell without any peer says so";
  const Cell& q4 = find(cs, "matvec", "q4_0", "cuda");
  EXPECT_EQ(q4.peer_impl, "ggml") << "a peer of the cell's own workload shows before Morph's time is measured";
  EXPECT_DOUBLE_EQ(q4.peer_us, 14.5);
  EXPECT_LT(q4.ratio, 0.0);
  EXPECT_EQ(q4.retirement, "keep ggml: Morph's time not measured yet");

  const Cell& mv = find(cs, "matvec", "q4_K", "cuda");
  EXPECT_EQ(mv.exact, Exact::Yes);
  EXPECT_DOUBLE_EQ(mv.flops, 2.0 * 16 * 512);
  EXPECT_FALSE(mv.device_time);

  // Only the backends some evidence names; --backend filters.
  std::set<std::string> backends;
  for (const Cell& c : cs) backends.insert(c.backend);
  EXPECT_EQ(backends, (std::set<std::string>{"cuda", "opencl"}));
  for (const Cell& c : build_ledger({r}, {}, {"opencl"})) EXPECT_EQ(c.backend, "opencl");

  // A live check adds its backend and can make a cell "no".
  std::vector<Cell> lv =
      build_ledger({r}, {{"softmax", "f32", "row", "cuda", "Test GPU", false, "softmax(x) 8x1024: 5 differ"}}, {});
  EXPECT_EQ(find(lv, "softmax", "f32", "cuda").exact, Exact::No);
  EXPECT_EQ(find(lv, "softmax", "f32", "cuda").evidence.front(), "live: softmax(x) 8x1024: 5 differ");

  // Renderings carry the same facts.
  nlohmann::json j = to_json(cs);
  ASSERT_EQ(j.size(), cs.size());
  EXPECT_NE(render_markdown(cs, {r}).find(
                "| softmax | f32 | yes | `softmax_vocab` | 40.0 | 5.0% | torch.compile 50.0 | 0.80x"),
            std::string::npos)
      << render_markdown(cs, {r});
  EXPECT_NE(render_text(cs).find("softmax"), std::string::npos);
}

// A cell's own workload (`morph table --cells`: cells.json) comes first; its peer is read from
// cells_peers.jsonl; a local run's machine.json names the host and its load; a host memcpy line is
// the memory roof of that run.
TEST_F(CellsDir, OwnWorkloadsAndLocalRuns) {
  write("machine.json", R"j({"date": "2031-01-02 03:04 UTC", "cpu_model": "Test CPU", "nproc": 2,
                             "load1": [1.5, 2.25]})j");
  write("cells.json", R"j([
    {"case": "cell_exp_f16", "backend": "cpu", "device": "cpu (2 threads)", "time_us": 100.0, "bytes": 8000,
     "mismatches": 0, "expression": "exp(x)", "shape": [4, 1000], "dtype": "f16"},
    {"case": "cell_row_sum_f32", "backend": "cpu", "device": "cpu (2 threads)", "time_us": 50.0, "bytes": 16016,
     "mismatches": 2, "expression": "sum(x)", "shape": [4, 1000]},
    {"case": "attn_prefill_512_f16kv", "backend": "cpu", "device": "cpu (2 threads)", "time_us": 9.0,
     "bytes": 100, "mismatches": 0, "expression": "causal prefill attention Hq=32 Hkv=8 D=128 f16 KV",
     "shape": "1x512x8x128"}])j");
  write("morph.jsonl", R"j({"name": "copy host memcpy 64 MiB", "us": 1.0, "bytes": 400, "device": "cpu"})j");
  write("cells_peers.jsonl",
        R"j({"name": "cell_exp_f16", "impl": "eager", "us": 200.0, "device": "cpu (2 threads)"})j");
  write("tests.log", "[       OK ] Backends/RopeBackend.RopeAndRopeNormBitwise/cpu (5 ms)\n");
  Results r = load_results(run());
  EXPECT_EQ(r.machine, "Test CPU, 2 cores");
  EXPECT_EQ(r.load, "1-minute load average 1.50 2.25");
  EXPECT_DOUBLE_EQ(r.copy_bytes_per_us, 400.0);
  std::vector<Cell> cs = build_ledger({r}, {}, {});
  const Cell& e = find(cs, "exp", "f16", "cpu");
  EXPECT_EQ(e.exact, Exact::Yes);
  EXPECT_EQ(e.workload, "cell_exp_f16");
  EXPECT_FALSE(e.device_time);
  EXPECT_DOUBLE_EQ(e.roofline_pct, 100.0 * 8000 / 400 / 100);
  EXPECT_DOUBLE_EQ(e.flops, 4000.0);
  EXPECT_EQ(e.peer_impl, "eager");
  EXPECT_DOUBLE_EQ(e.ratio, 0.5);
  EXPECT_EQ(e.retirement, "keep eager: Morph timed by wall clock only");
  EXPECT_EQ(find(cs, "sum", "f32", "cpu").exact, Exact::No) << "2 mismatches in its own workload";
  EXPECT_EQ(find(cs, "exp", "f32", "cpu").exact, Exact::NotRun);
  EXPECT_EQ(find(cs, "rope", "f32", "cpu").exact, Exact::Yes);
  EXPECT_EQ(find(cs, "rope", "f32", "cpu").device, "cpu (2 threads)")
      << "a local run's test instance counts for the device that run measured on its backend";
  EXPECT_DOUBLE_EQ(find(cs, "attention_prefill", "f16 KV", "cpu").flops, 4.0 * 32 * 128 * 512 * 513 / 2);
  EXPECT_NE(render_markdown(cs, {r}).find("Test CPU, 2 cores (1-minute load average 1.50 2.25)"), std::string::npos);
}

// A row timed on the peers' plain inputs too (`morph table`'s plain times) shows that time: by
// the device's clock where it has one, else the best wall time; a row without them keeps its own.
TEST_F(CellsDir, PlainTimesAreTheOnesSetBesideThePeers) {
  write(
      "cells.jsonl",
      R"j({"case": "cell_exp_f32", "backend": "cpu", "device": "cpu (2 threads)", "time_us": 4200.0, "device_us": null, "wall_us_plain": 240.0, "bytes": 8000, "mismatches": 0, "shape": [4, 1000], "dtype": "f32"}
{"case": "cell_exp_f32", "backend": "opencl", "device": "PoCL", "time_us": 5100.0, "device_us": 5300.0, "device_us_plain": 1040.0, "bytes": 8000, "mismatches": 0, "shape": [4, 1000], "dtype": "f32"}
{"case": "cell_silu_f32", "backend": "cpu", "device": "cpu (2 threads)", "time_us": 900.0, "wall_us_plain": null, "bytes": 8000, "mismatches": 0, "shape": [4, 1000], "dtype": "f32"}
)j");
  std::vector<Cell> cs = build_ledger({load_results(run())}, {}, {});
  const Cell& cpu = find(cs, "exp", "f32", "cpu");
  EXPECT_DOUBLE_EQ(cpu.us, 240.0) << "the best wall time on the peers' inputs, not the mixed inputs' 4200";
  EXPECT_FALSE(cpu.device_time);
  const Cell& ocl = find(cs, "exp", "f32", "opencl");
  EXPECT_DOUBLE_EQ(ocl.us, 1040.0);
  EXPECT_TRUE(ocl.device_time);
  EXPECT_DOUBLE_EQ(find(cs, "silu", "f32", "cpu").us, 900.0) << "no plain time: the row's own";
}

TEST_F(CellsDir, MalformedFilesNameThemselves) {
  write("table.json", "[{\"case\": \"x\", ");
  try {
    load_results(run());
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("table.json"), std::string::npos) << e.what();
  }
  fs::remove(run() / "table.json");
  write("peers.jsonl", "{\"name\": \"a\", \"us\": 1}\nnot json\n");
  try {
    load_results(run());
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("peers.jsonl:2"), std::string::npos) << e.what();
  }
  EXPECT_THROW(load_results(dir_ / "missing"), UserError);
  fs::remove(run() / "peers.jsonl");
  // A mismatch count that is not a count was read as "no count" and the row left out of the
  // ledger without a word; it names the file and the case now.
  for (const char* bad : {"\"0\"", "-1", "1.5", "true"}) {
    write("table.json", std::string("[{\"case\": \"chain7\", \"backend\": \"cuda\", \"mismatches\": ") + bad + "}]");
    try {
      load_results(run());
      FAIL() << "expected a UserError for mismatches " << bad;
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find("table.json"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("chain7"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("mismatches"), std::string::npos) << e.what();
    }
  }
  // A case or backend of the wrong type is shown as written, not as an empty string.
  write("table.json", R"j([{"case": 5, "backend": [], "mismatches": "x"}])j");
  try {
    load_results(run());
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("row 5 on backend []"), std::string::npos) << e.what();
  }
}

// ggml's `test-backend-ops perf` output: one-column MUL_MAT lines at the table's matvec shapes on a
// GPU backend are peers; other shapes, n > 1, other ops and the CPU backend's lines are not.
TEST(CellsGgml, MulMatLinesAtTheTableShapesArePeers) {
  const std::string text =
      "Testing 2 devices\n\nBackend 1/2: CUDA0\n  Device description: NVIDIA H200\n"
      "  MUL_MAT(type_a=q4_K,type_b=f32,m=4096,n=1,k=14336,bs=[1,1],nr=[1,1],per=[0,1,2,3],k_v=0,o=1):  "
      "61000 runs -    16.34 us/run - 117.44 MFLOP/run -   7.19 TFLOPS\n"
      "  MUL_MAT(type_a=q8_0,type_b=f32,m=14336,n=1,k=4096,bs=[1,1]):  44304 runs -    22.88 us/run - 117 MFLOP/run\n"
      "  MUL_MAT(type_a=q4_K,type_b=f32,m=4096,n=8,k=14336,bs=[1,1]):  14873 runs -    67.42 us/run - 939 MFLOP/run\n"
      "  MUL_MAT(type_a=q4_K,type_b=f32,m=512,n=1,k=14336,bs=[1,1]):  100 runs -    3.00 us/run - 1 MFLOP/run\n"
      "  SOFT_MAX(type=f32,ne=[4096,4096,5,1]):   3484 runs -   288.88 us/run -   655360 kB/run\n"
      "Backend 2/2: CPU\n  Device description: Intel Xeon\n"
      "  MUL_MAT(type_a=q4_K,type_b=f32,m=4096,n=1,k=14336,bs=[1,1]):  10 runs -  9000.00 us/run - 117 MFLOP/run\n";
  std::vector<PeerTime> p = parse_ggml_perf(text, "ggml_mul_mat_n1.txt");
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].workload, "matvec_q4_K_down");
  EXPECT_EQ(p[0].impl, "ggml");
  EXPECT_EQ(p[0].device, "NVIDIA H200");
  EXPECT_DOUBLE_EQ(p[0].us, 16.34);
  EXPECT_EQ(p[1].workload, "matvec_q8_0_up");
  EXPECT_DOUBLE_EQ(p[1].us, 22.88);
}

TEST(CellsCatalog, EveryOpAndTypeHasCellsAndEveryNamedTestExists) {
  std::set<std::pair<std::string, std::string>> have;
  for (const OpEntry& e : catalog()) {
    EXPECT_TRUE(have.insert({e.op + "/" + e.kind, e.type}).second) << "duplicate " << e.op << " " << e.type;
    EXPECT_FALSE(e.tests.empty()) << e.op << " " << e.type << " names no test";
  }
  auto has = [&](std::string op, const std::string& kind, const std::string& type) {
    return have.count({op + "/" + kind, type}) > 0;
  };
  for (int i = 0; i < algebra::kUnOpCount; ++i)
    for (const char* t : {"f32", "f16", "bf16"})
      EXPECT_TRUE(has(std::string(algebra::name(static_cast<algebra::UnOp>(i))), "unary", t));
  for (int i = 0; i < algebra::kBinOpCount; ++i)
    EXPECT_TRUE(has(std::string(algebra::name(static_cast<algebra::BinOp>(i))), "binary", "f32"));
  for (int i = 0; i < algebra::kRedCount; ++i)
    EXPECT_TRUE(has(std::string(algebra::name(static_cast<algebra::Red>(i))), "reduction", "f32"));
  for (const quant::TypeInfo& t : quant::all_types())
    if (t.dequant) EXPECT_TRUE(has("matvec", "matvec", t.name)) << t.name;
  for (const char* op : {"rms_norm", "gated_rms_norm", "layer_norm", "add_rms_norm", "softmax"})
    EXPECT_TRUE(has(op, "row", "f32")) << op;
  EXPECT_TRUE(has("attention_decode", "attention", "f16 KV"));
  EXPECT_TRUE(has("rope_norm", "rope", "f32"));

  // Every cell has a workload of its own (the first listed); graph ones lower in their storage
  // type and their FLOPs are counted; each names its peer or says "no peer".
  for (const OpEntry& e : catalog()) {
    ASSERT_FALSE(e.workloads.empty()) << e.op << " " << e.type << " has no workload";
    EXPECT_FALSE(e.peer.empty()) << e.op << " " << e.type;
  }
  std::set<std::string> names;
  for (const CellCase& k : cell_cases()) {
    EXPECT_TRUE(names.insert(k.name).second) << "duplicate cell case " << k.name;
    Measurement m;
    m.expression = k.expr;
    m.dims = {static_cast<double>(k.rows), static_cast<double>(k.cols)};
    EXPECT_GE(count_flops(m), static_cast<double>(k.rows)) << k.name << ": " << k.expr;
    EXPECT_EQ(find_cell_case(k.name), &k);
  }
  for (const OpEntry& e : catalog())
    if (e.kind == "unary" || e.kind == "binary" || e.kind == "fma" || e.kind == "reduction" || e.op == "layer_norm") {
      const CellCase* k = find_cell_case(e.workloads.front());
      ASSERT_NE(k, nullptr) << e.op << " " << e.type;
      EXPECT_EQ(k->op, e.op);
      EXPECT_EQ(k->type, e.type);
    }
  EXPECT_EQ(cell_workload_names().size(), catalog().size() - 1)
      << "one own workload per entry (rms_norm and gated_rms_norm share the gated norm)";

  // Every test a cell cites is a test of this binary (a renamed test would otherwise leave its
  // cells "not run" silently).
  std::set<std::string> registered;
  const ::testing::UnitTest& ut = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < ut.total_test_suite_count(); ++i) {
    const ::testing::TestSuite& s = *ut.GetTestSuite(i);
    for (int k = 0; k < s.total_test_count(); ++k) {
      std::string name = std::string(s.name()) + "." + s.GetTestInfo(k)->name();
      registered.insert(parse_gtest_log("[       OK ] " + name + " (0 ms)\n", "").at(0).test);
    }
  }
  for (const OpEntry& e : catalog())
    for (const std::string& t : e.tests) EXPECT_TRUE(registered.count(t)) << e.op << " " << e.type << " cites " << t;
}

TEST(CellsRealRun, LedgerOfTheLastH200RunAgreesWithItsTable) {
  const fs::path dir = fs::path(morph::testing::source_dir()) / "bench/results/h200-2026-11-30-final";
  if (!fs::exists(dir / "table.json")) GTEST_SKIP() << dir << " not found";
  Results r = load_results(dir);
  EXPECT_EQ(r.gpu, "NVIDIA H200");
  EXPECT_GT(r.copy_bytes_per_us, 1000.0);
  std::vector<Cell> cs = build_ledger({r}, {}, {"cuda"});
  EXPECT_EQ(cs.size(), catalog().size()) << "every catalog entry has a cuda cell";
  nlohmann::json table = nlohmann::json::parse(std::ifstream(dir / "table.json"));
  size_t checked = 0;
  for (const Cell& c : cs) {
    if (c.workload.empty() || !c.device_time) continue;
    for (const auto& row : table)
      if (row["case"] == c.workload && row["backend"] == "cuda") {
        EXPECT_DOUBLE_EQ(c.us, row["device_us"].get<double>()) << c.op;
        EXPECT_NEAR(c.roofline_pct, 100.0 * row["bytes"].get<double>() / r.copy_bytes_per_us / c.us, 1e-9) << c.op;
        ++checked;
      }
  }
  EXPECT_GT(checked, 3u);
  EXPECT_EQ(find(cs, "softmax", "f32", "cuda").exact, Exact::Yes);
  EXPECT_EQ(find(build_ledger({r}, {}, {"vulkan"}), "silu", "f32", "vulkan").exact, Exact::No)
      << "swiglu mismatched on NVIDIA's Vulkan driver in that run";
}

}  // namespace
}  // namespace morph::cells
