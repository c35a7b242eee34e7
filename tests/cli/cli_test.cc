// The morph CLI end to end: exit codes (0 ok, 1 mismatch or failure, 2 usage), --help
// on every command, `morph run` round-tripping .npy files (inputs written with morph/io/npy,
// output read back and compared bitwise with the plain C++ reference) in f32, f16, bf16 and on
// the graph path, `fma(x, w, b)` against std::fma, and `morph table --json` on a small case.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/chain_reference.h"
#include "morph/fusion/random_inputs.h"
#include "morph/io/npy.h"
#include "tests/cli/cli_util.h"

namespace morph {
namespace {

using test::cli_path;

struct Cli {
  std::string out;
  int status = -1;
};

/// Runs `morph ARGS`; stderr joins stdout unless `merge_stderr` is false (then it is dropped).
Cli morph_cli(const std::string& args, bool merge_stderr = true) {
  Cli c;
  c.out = test::run_command("'" + cli_path() + "' " + args + (merge_stderr ? " 2>&1" : " 2>/dev/null"), &c.status);
  return c;
}

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(std::filesystem::exists(cli_path())) << cli_path() << " not found: build morph_cli (or set MORPH_CLI)";
    dir_ = std::filesystem::temp_directory_path() / ("morph_cli_test_" + std::to_string(getpid()) + "_" +
                                                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    seed_ = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
    std::cout << "seed " << seed_ << "\n";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& f) const { return (dir_ / f).string(); }
  std::filesystem::path dir_;
  uint64_t seed_ = 0;
};

TEST_F(CliTest, ExitCodes) {
  EXPECT_EQ(morph_cli("--help").status, 0);
  EXPECT_EQ(morph_cli("").status, 2) << "no command is a usage error";
  EXPECT_EQ(morph_cli("frobnicate").status, 2);
  EXPECT_EQ(morph_cli("run").status, 2) << "missing expression";
  EXPECT_EQ(morph_cli("run 'silu(x' --n 4").status, 2) << "parse error";
  EXPECT_EQ(morph_cli("run 'silu(x)' --n 4 --dtype f64").status, 2);
  EXPECT_EQ(morph_cli("run 'silu(x)' --input x").status, 2) << "--input without =PATH";
  EXPECT_EQ(morph_cli("run 'silu(x)' --input x=" + path("missing.npy")).status, 2);
  EXPECT_EQ(morph_cli("run 'silu(x)' --n 4 --backend nosuch").status, 2) << "an unknown backend is a bad flag value";
  EXPECT_EQ(morph_cli("table --cases nosuch").status, 2);
  EXPECT_EQ(morph_cli("run 'silu(x)*y' --n 1000 --seed 1").status, 0);
}

TEST_F(CliTest, BadSizesAndFilesAreUsageErrors) {
  // Sizes that wrap in 64-bit arithmetic, negative sizes, and inputs that are not regular
  // .npy files or hold no elements: exit 2 with a message naming the input — never a crash.
  for (const char* shape : {"9223372036854775808,2", "8589934592,2147483648", "-1,4", "0,4", "4,0", "4"}) {
    Cli c = morph_cli(std::string("run 'rms_norm(x)' --shape ") + shape);
    EXPECT_EQ(c.status, 2) << shape << "\n" << c.out;
    EXPECT_NE(c.out.find("--shape must be ROWS,COLS"), std::string::npos) << c.out;
    EXPECT_EQ(morph_cli(std::string("fuse 'rms_norm(x)' --shape ") + shape).status, 2) << shape;
  }
  for (const char* file : {"/dev/zero", "/tmp"}) {
    Cli c = morph_cli(std::string("run 'silu(x)' --input x=") + file);
    EXPECT_EQ(c.status, 2) << file << "\n" << c.out;
    EXPECT_NE(c.out.find("not a regular file"), std::string::npos) << c.out;
  }
  io::write_npy(path("empty.npy"), io::NpyArray::f32({0}, {}));
  io::write_npy(path("empty2.npy"), io::NpyArray::f32({3, 0}, {}));
  for (const char* f : {"empty.npy", "empty2.npy"}) {
    Cli c = morph_cli("run 'silu(x)' --input x=" + path(f));
    EXPECT_EQ(c.status, 2) << c.out;
    EXPECT_NE(c.out.find("has no elements"), std::string::npos) << c.out;
    EXPECT_NE(c.out.find(f), std::string::npos) << c.out;
  }
  {
    // --output naming an input file would replace it: refused before any work, the input intact.
    io::write_npy(path("x4.npy"), io::NpyArray::f32({4}, {1.0f, -2.0f, 0.5f, 3.0f}));
    Cli c = morph_cli("run 'silu(x)' --input x=" + path("x4.npy") + " --output " + path("x4.npy"));
    EXPECT_EQ(c.status, 2) << c.out;
    EXPECT_NE(c.out.find("is the input file"), std::string::npos) << c.out;
    EXPECT_EQ(io::read_npy(path("x4.npy")).as_f32(), (std::vector<float>{1.0f, -2.0f, 0.5f, 3.0f})) << "input intact";
  }
  std::string deep = std::string(5000, '(') + "x" + std::string(5000, ')');
  Cli d = morph_cli("run '" + deep + "' --n 4");
  EXPECT_EQ(d.status, 2) << d.out.substr(0, 300);
  EXPECT_NE(d.out.find("nests more than"), std::string::npos) << d.out.substr(0, 300);
}

// Mistakes a user makes are named (exit 2), never ignored or reinterpreted: an unknown command,
// an expression that reads as an option, negative numbers for unsigned flags, flags that would
// silently do nothing, an output path that cannot be written (refused before the run), and an
// epsilon given where rms_norm takes its weight.
TEST_F(CliTest, MistakesAreNamedNotIgnored) {
  struct Case {
    std::string args, says;
  };
  const Case cases[] = {
      {"frobnicate --n 4", "unknown command 'frobnicate'"},
      {"--bogus", "unknown option '--bogus'"},
      {"--n=4 run 'x'", "unknown option '--n=4'"},
      {"fuse '-x*y'", "goes after `--`"},
      {"run '-x' --n 4", "goes after `--`"},
      {"run 'x' --n 4 --seed 18446744073709551616", "larger than 2^64 - 1"},
      {"fuse 'silu()'", "'silu' takes 1 argument, got 0"},
      {"fuse 'a(b)'", "unknown function 'a'"},  // named before --vec's default (b a row vector)
      {"run 'softmax(x, dim=0)' --shape 2,8", "dim=0 is not supported"},
      {"run 'silu(x)' --n -1", "not a non-negative integer"},
      {"run 'silu(x)' --n 4 --seed -5", "not a non-negative integer"},
      {"run 'silu(x)' --n 4 --shape 2,2", "--n with --shape"},
      {"run 'silu(x)' --input x=" + path("x.npy") + " --seed 5", "--seed with --input"},
      {"run 'silu(x)*w' --shape 2,8 --vec v", "--vec: 'v' is not an input"},
      {"run 'silu(x)' --n 4 --vec x", "--vec names row vectors among --shape's random inputs"},
      {"run 'x*w' --shape 2,8 --vec w,w", "'w' is given twice"},
      {"run 'x*w' --shape 2,8 --vec w,,b", "an empty name between commas"},
      {"fuse x --shape ''", "give ROWS,COLS"},
      {"run 'silu(x)' --n 4 --output ''", "--output"},
      {"run 'silu(x)' --n 4 --output " + dir_.string(), "is a directory"},
      {"run 'silu(x)' --n 4 --output " + path("no/such/dir/y.npy"), "no such directory"},
      {"run 'silu(x)' --n 4 --output " + path("plain_file/y.npy"), "plain_file is not a directory"},
      {"run 'silu(x)' --n 4 --output /proc/morph_y.npy", "cannot be opened for writing"},
      {"run 'rms_norm(x, 1e-6)' --shape 2,8", "eps=1e-06"},
      {"run 'rms_norm(x, eps=-1)' --shape 2,8", "eps must be a finite number >= 0"},
      {"run 'silu(w)' --shape 4,8", "every input of the expression (w) is a row vector"},
      {"run 'silu(x)'", "no input size given"},
      {"table --cases ''", "--cases"},
      {"table --cases , --backends oracle", "names no case"},
      {"table --backends oracle,oracle --cases chain7", "given twice"},
      {"table --backends oracle --cases chain7,chain7", "'chain7' is given twice"},
      {"table --seed -1 --backends oracle --cases chain7", "not a non-negative integer"},
      {"cells --results " + dir_.string(), "holds no results"},
  };
  std::ofstream(path("plain_file")) << "x";
  for (const Case& c : cases) {
    Cli r = morph_cli(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.says), std::string::npos) << c.args << "\n" << r.out;
  }
  for (const char* args : {"run 'silu(x)' --n -1", "table --oracle-max -1 --backends oracle --cases chain7"})
    EXPECT_EQ(morph_cli(args).out.find("goes after"), std::string::npos)
        << args << ": a negative option value is not an expression (no `--` hint)";
  EXPECT_EQ(morph_cli("fuse -- '-x*y'").status, 0) << "after --, a leading '-' is the expression's";
  EXPECT_EQ(morph_cli("run 'add(x, mul(x, y))' --n 64 --seed 3").status, 0) << "binary ops by name";
}

TEST_F(CliTest, HelpOnEveryCommand) {
  Cli top = morph_cli("--help");
  for (const char* cmd : {"devices", "fuse", "run", "table"}) {
    EXPECT_NE(top.out.find(cmd), std::string::npos) << "morph --help lists " << cmd << "\n" << top.out;
    Cli h = morph_cli(std::string(cmd) + " --help");
    EXPECT_EQ(h.status, 0) << cmd;
    EXPECT_NE(h.out.find("--json"), std::string::npos) << cmd << " --help:\n" << h.out;
  }
}

// Writes random inputs (with specials) for `names` in dtype `dt`, runs `morph run` on them, reads
// the output and compares it bitwise with reference_chain.
void round_trip_chain(const std::string& expr, ir::Type dt, const std::vector<size_t>& shape, uint64_t seed,
                      const std::string& dir) {
  expr::ParsedChain pc = expr::to_chain(expr::parse_expression(expr), expr);
  size_t n = 1;
  for (size_t d : shape) n *= d;
  std::vector<std::vector<float>> host;
  std::string args = "run '" + expr + "' --json --dtype " +
                     (dt == ir::Type::F16    ? "f16"
                      : dt == ir::Type::BF16 ? "bf16"
                                             : "f32");
  for (size_t k = 0; k < pc.inputs.size(); ++k) {
    std::vector<float> v = fusion::random_with_specials(seed + k, n);
    fusion::round_to_storage(v, dt);
    io::NpyArray a;
    if (dt == ir::Type::F32) {
      a = io::NpyArray::f32(shape, v);
    } else {
      std::vector<uint16_t> bits(n);
      for (size_t i = 0; i < n; ++i) bits[i] = dt == ir::Type::F16 ? f32_to_f16(v[i]) : f32_to_bf16(v[i]);
      a = io::NpyArray::u16_bits(dt == ir::Type::F16 ? io::NpyDtype::F16 : io::NpyDtype::U16, shape, bits);
    }
    std::string p = dir + "/" + pc.inputs[k] + ".npy";
    io::write_npy(p, a);
    args += " --input " + pc.inputs[k] + "=" + p;
    host.push_back(std::move(v));
  }
  std::string out = dir + "/result.npy";  // not an input's name (the chain may have an input y)
  Cli c = morph_cli(args + " --output " + out);
  ASSERT_EQ(c.status, 0) << c.out;
  io::NpyArray y = io::read_npy(out);
  EXPECT_EQ(y.shape, shape);
  std::vector<float> ref = fusion::reference_chain(pc.chain, host, 1, n);
  fusion::round_to_storage(ref, dt);
  std::vector<float> got;
  if (dt == ir::Type::F32) {
    ASSERT_EQ(y.dtype, io::NpyDtype::F32);
    got = y.as_f32();
  } else {
    ASSERT_EQ(y.dtype, dt == ir::Type::F16 ? io::NpyDtype::F16 : io::NpyDtype::U16);
    for (uint16_t b : y.as_u16()) got.push_back(dt == ir::Type::F16 ? f16_to_f32(b) : bf16_to_f32(b));
  }
  ASSERT_EQ(got.size(), n);
  uint64_t bad = 0;
  for (size_t i = 0; i < n; ++i) bad += !same_float(got[i], ref[i]);
  EXPECT_EQ(bad, 0u) << expr << " seed " << seed;
}

TEST_F(CliTest, RunRoundTripsNpyChain) {
  round_trip_chain("silu(gate)*up", ir::Type::F32, {3, 1000}, seed_, dir_.string());
  round_trip_chain("silu(a*w+b)", ir::Type::F16, {777}, seed_ + 10, dir_.string());
  round_trip_chain("tanh(x)*y", ir::Type::BF16, {2, 3, 50}, seed_ + 20, dir_.string());
}

TEST_F(CliTest, RunRoundTripsNpyGraph) {
  const std::string expr = "rms_norm(x, eps=1e-6)*w*silu(g)";
  const size_t rows = 5, cols = 128;
  // x in regime rows (a special in a row makes the whole row NaN: with specials mixed into every
  // row of x every output was NaN or 0 and the comparison below compared nothing); w finite; the
  // specials in g, which is elementwise.
  std::map<std::string, std::vector<float>> host = {{"x", fusion::reduction_inputs(seed_, rows, cols)},
                                                    {"g", fusion::random_with_specials(seed_ + 1, rows * cols)},
                                                    {"w", std::vector<float>(cols)}};
  fusion::fill_row(fusion::RowRegime::Mixed, seed_ + 2, 3, host["w"].data(), cols);
  io::write_npy(path("x.npy"), io::NpyArray::f32({rows, cols}, host["x"]));
  io::write_npy(path("g.npy"), io::NpyArray::f32({rows, cols}, host["g"]));
  io::write_npy(path("w.npy"), io::NpyArray::f32({cols}, host["w"]));
  Cli c = morph_cli("run '" + expr + "' --input x=" + path("x.npy") + " --input g=" + path("g.npy") +
                    " --input w=" + path("w.npy") + " --output " + path("y.npy") + " --json");
  ASSERT_EQ(c.status, 0) << c.out;
  EXPECT_NE(c.out.find("\"fused_launches\": 1"), std::string::npos) << c.out;
  io::NpyArray y = io::read_npy(path("y.npy"));
  EXPECT_EQ(y.shape, (std::vector<size_t>{rows, cols}));
  expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(expr), expr, {cols, {"w"}});
  std::vector<float> ref = fusion::eval_host(ge.graph, rows, host).at("y"), got = y.as_f32();
  ASSERT_EQ(got.size(), ref.size());
  uint64_t bad = 0, finite = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    bad += !same_float(got[i], ref[i]);
    finite += std::isfinite(ref[i]) && ref[i] != 0.0f;
  }
  EXPECT_EQ(bad, 0u) << "seed " << seed_;
  EXPECT_GT(finite, got.size() / 2) << "the comparison is mostly vacuous (seed " << seed_ << ")";

  // Wrong shape, wrong dtype, missing and unknown inputs: usage errors naming the input and file.
  io::write_npy(path("w_bad.npy"), io::NpyArray::f32({cols + 1}, std::vector<float>(cols + 1, 1.0f)));
  c = morph_cli("run '" + expr + "' --input x=" + path("x.npy") + " --input g=" + path("g.npy") +
                " --input w=" + path("w_bad.npy"));
  EXPECT_EQ(c.status, 2) << c.out;
  EXPECT_NE(c.out.find("w_bad.npy"), std::string::npos) << c.out;
  c = morph_cli("run '" + expr + "' --input x=" + path("x.npy") + " --input g=" + path("g.npy"));
  EXPECT_EQ(c.status, 2) << c.out;
  EXPECT_NE(c.out.find("missing: w"), std::string::npos) << c.out;
  c = morph_cli("run 'silu(x)' --dtype f16 --input x=" + path("x.npy"));
  EXPECT_EQ(c.status, 2) << c.out;
  EXPECT_NE(c.out.find("<f4"), std::string::npos) << c.out;
}

TEST_F(CliTest, RunFmaBroadcastsAndRoundsOnce) {
  // fma(x, w, b) with w, b [cols] broadcast over x [rows, cols]: rows 0-1 are chosen so that a*b
  // + c rounded once differs from (a*b rounded) + c (x = 1 + 2^-k, w = 1 - 2^-k, b = -1 with
  // k = 13 + column: the product rounds to 1, so mul-then-add gives 0 and fma -2^-2k); the
  // other rows are random with specials. Compared bitwise with std::fma, and with `x*w + b`.
  const size_t rows = 6, cols = 11;
  std::vector<float> x = fusion::random_with_specials(seed_, rows * cols), w(cols), b(cols, -1.0f);
  for (size_t j = 0; j < cols; ++j) {
    const int k = 13 + static_cast<int>(j);
    w[j] = 1.0f - std::ldexp(1.0f, -k);
    x[j] = x[cols + j] = 1.0f + std::ldexp(1.0f, -k);
  }
  io::write_npy(path("x.npy"), io::NpyArray::f32({rows, cols}, x));
  io::write_npy(path("w.npy"), io::NpyArray::f32({cols}, w));
  io::write_npy(path("b.npy"), io::NpyArray::f32({cols}, b));
  const std::string in = " --input x=" + path("x.npy") + " --input w=" + path("w.npy") + " --input b=" + path("b.npy");
  Cli c = morph_cli("run 'fma(x, w, b)'" + in + " --output " + path("y.npy") + " --json", false);
  ASSERT_EQ(c.status, 0) << c.out;
  nlohmann::json j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["mismatches"], 0) << c.out;
  EXPECT_EQ(j["fused_launches"], 1) << c.out;
  std::vector<float> y = io::read_npy(path("y.npy")).as_f32();
  ASSERT_EQ(y.size(), rows * cols);
  for (size_t i = 0; i < y.size(); ++i)
    ASSERT_TRUE(same_float(y[i], std::fma(x[i], w[i % cols], b[i % cols])))
        << "element " << i << ": " << y[i] << " (seed " << seed_ << ")";
  c = morph_cli("run 'x*w + b'" + in + " --output " + path("y2.npy") + " --json", false);
  ASSERT_EQ(c.status, 0) << c.out;
  std::vector<float> y2 = io::read_npy(path("y2.npy")).as_f32();
  for (size_t i = 0; i < 2 * cols; ++i) {
    EXPECT_EQ(y2[i], 0.0f) << i;
    EXPECT_EQ(y[i], -std::ldexp(1.0f, -2 * (13 + static_cast<int>(i % cols)))) << i;
  }
  // Three arguments exactly.
  c = morph_cli("run 'fma(x, w)' --input x=" + path("x.npy") + " --input w=" + path("w.npy"));
  EXPECT_EQ(c.status, 2) << c.out;
  EXPECT_NE(c.out.find("'fma' takes 3 arguments, got 2"), std::string::npos) << c.out;
}

TEST_F(CliTest, TableJsonSmallCase) {
  Cli c = morph_cli("table --backends oracle --cases gated_norm_1tok,add_rms_norm --json", false);
  ASSERT_EQ(c.status, 0) << c.out;
  nlohmann::json j = nlohmann::json::parse(c.out);
  ASSERT_EQ(j.size(), 2u) << c.out;
  for (const auto& r : j) {
    for (const char* k : {"case", "backend", "naive_launches", "fused_launches", "mismatches", "time_us"})
      EXPECT_TRUE(r.contains(k)) << k << " in " << r.dump();
    EXPECT_EQ(r["mismatches"], 0) << r.dump();
    EXPECT_GT(r["naive_launches"].get<int>(), r["fused_launches"].get<int>()) << r.dump();
  }
  EXPECT_EQ(j[0]["case"], "gated_norm_1tok");
  EXPECT_EQ(j[0]["fused_launches"], 1);
}

// Above --oracle-max the oracle runs on sampled rows and only those are compared with it; the
// other backend's row says how many elements it compared with the oracle.
TEST_F(CliTest, TableSamplesOracleRows) {
  Cli devs = morph_cli("devices --json", false);
  ASSERT_EQ(devs.status, 0) << devs.out;
  bool opencl = false;
  for (const auto& d : nlohmann::json::parse(devs.out)) opencl |= d["backend"] == "opencl";
  if (!opencl) GTEST_SKIP() << "no OpenCL device";
  Cli c = morph_cli("table --backends opencl,oracle --cases add_rms_norm --oracle-max 8192 --json", false);
  ASSERT_EQ(c.status, 0) << c.out;
  nlohmann::json j = nlohmann::json::parse(c.out);
  ASSERT_EQ(j.size(), 2u) << c.out;
  EXPECT_EQ(j[0]["backend"], "oracle") << "the oracle runs first, its output is shared";
  EXPECT_EQ(j[0]["oracle_sampled_rows"], 2) << c.out;
  EXPECT_EQ(j[0]["elements"], 2 * 4096) << c.out;
  EXPECT_EQ(j[1]["backend"], "opencl");
  EXPECT_EQ(j[1]["elements"], 4 * 4096) << c.out;
  EXPECT_EQ(j[1]["oracle_compared"], 2 * 4096) << c.out;
  EXPECT_EQ(j[1]["mismatches"], 0) << c.out;
}

// The fusion table on Vulkan (lavapipe in CI): a map chain, a fused norm, a residual norm and
// the vocabulary softmax, bitwise equal to the naive path, the oracle and the plain C++
// reference. (The whole table runs on every backend found in .ci/run's README command.)
TEST_F(CliTest, TableOnVulkanBitwise) {
  Cli devs = morph_cli("devices --json", false);
  ASSERT_EQ(devs.status, 0) << devs.out;
  bool vulkan = false;
  for (const auto& d : nlohmann::json::parse(devs.out)) vulkan |= d["backend"] == "vulkan";
  if (!vulkan) GTEST_SKIP() << "no Vulkan device";
  Cli c = morph_cli(
      "table --backends oracle,vulkan --cases swiglu_1tok,gated_norm_1tok,add_rms_norm,softmax_vocab --json", false);
  ASSERT_EQ(c.status, 0) << c.out;
  nlohmann::json j = nlohmann::json::parse(c.out);
  int rows = 0;
  for (const auto& r : j)
    if (r["backend"] == "vulkan") {
      ++rows;
      EXPECT_EQ(r["mismatches"], 0) << r.dump();
      EXPECT_GT(r["oracle_compared"].get<uint64_t>(), 0u) << r.dump();
    }
  EXPECT_EQ(rows, 4) << c.out;
}

// A domain whose arrays cannot fit in the machine's memory is refused at once (exit 2, naming the
// memory needed and present), not filled for minutes or killed by the OOM killer: `x` over
// 2^32 - 1 elements on the oracle keeps 8 f32 arrays (128 GiB: the input twice on the host and
// once as the backend's buffer, the output four times and once as a buffer); a chain adds the
// naive plan's full-size steps where the backend's buffers are host memory (every backend but
// CUDA: (a*b+c)*a, 3 inputs, 3 steps: 17 arrays) and counts no buffers for CUDA (10 arrays).
TEST_F(CliTest, RunRefusesADomainBeyondHostMemory) {
  const double have = double(sysconf(_SC_PHYS_PAGES)) * double(sysconf(_SC_PAGE_SIZE));
  const double gib = double(uint64_t{1} << 30);
  if (have >= 128.0 * gib / 0.9) GTEST_SKIP() << "this machine has 142 GiB or more";
  Cli c = morph_cli("run x --n 4294967295 --backend oracle");
  EXPECT_EQ(c.status, 2) << c.out;
  EXPECT_NE(c.out.find("needs about 128.0 GiB of host memory for 8 f32 arrays"), std::string::npos) << c.out;
  Cli chain = morph_cli("run '(a*b+c)*a' --n 4294967295 --backend cpu");
  EXPECT_EQ(chain.status, 2) << chain.out;
  EXPECT_NE(chain.out.find("for 17 f32 arrays"), std::string::npos) << chain.out;
  EXPECT_NE(chain.out.find("the naive plan's steps"), std::string::npos) << chain.out;
  Cli cuda = morph_cli("run '(a*b+c)*a' --n 4294967295 --backend cuda");  // refused before the device opens
  EXPECT_EQ(cuda.status, 2) << cuda.out;
  EXPECT_NE(cuda.out.find("for 10 f32 arrays (inputs, the fused, naive, oracle and plain C++ outputs)"),
            std::string::npos)
      << cuda.out;
}

}  // namespace
}  // namespace morph
