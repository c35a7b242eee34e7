// `morph devices --json`: runs the built CLI and checks that its output parses as a
// JSON list of objects with "name" and "backend", and that the oracle is listed. The CLI is
// found beside the test binary's folder (build/morph next to build/tests/morph_tests) or at
// $MORPH_CLI.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/cli/cli_util.h"

using morph::test::cli_path;

namespace {
std::string run(const std::string& cmd, int* status) { return morph::test::run_command(cmd, status); }

// Whether `morph devices --json` lists the cpu backend (a host compiler is there).
bool cpu_listed(const std::string& cli) {
  int status = -1;
  std::string js = run("'" + cli + "' devices --json", &status);
  EXPECT_EQ(status, 0) << js;
  bool cpu = false;
  for (const auto& d : nlohmann::json::parse(js)) cpu |= d["backend"] == "cpu";
  return cpu;
}
}  // namespace

TEST(FoundationCli, DevicesJsonListsOracle) {
  std::string cli = cli_path();
  ASSERT_TRUE(std::filesystem::exists(cli)) << cli << " not found: build the morph_cli target (or set MORPH_CLI)";
  int status = -1;
  std::string out = run("'" + cli + "' devices --json", &status);
  ASSERT_EQ(status, 0) << out;
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(out)) << out;
  ASSERT_TRUE(j.is_array()) << out;
  bool oracle = false;
  for (const auto& d : j) {
    ASSERT_TRUE(d.is_object()) << d.dump();
    ASSERT_TRUE(d.contains("name") && d["name"].is_string()) << d.dump();
    ASSERT_TRUE(d.contains("backend") && d["backend"].is_string()) << d.dump();
    oracle |= d["backend"] == "oracle" && d["name"] == "oracle";
  }
  EXPECT_TRUE(oracle) << out;
  EXPECT_EQ(j.at(0).at("backend"), "oracle") << "the oracle is listed first";

  std::string text = run("'" + cli + "' devices", &status);
  EXPECT_EQ(status, 0);
  EXPECT_NE(text.find("oracle"), std::string::npos) << text;
}

// The cpu backend without a usable compiler: `morph devices` still succeeds and names the
// reason; with one, cpu is the first device after the oracle, with its compiler and ISA.
TEST(FoundationCli, DevicesCpuFirstOrUnavailableWithReason) {
  std::string cli = cli_path();
  ASSERT_TRUE(std::filesystem::exists(cli)) << cli << " not found";
  int status = -1;
  std::string out = run("CXX=/nonexistent '" + cli + "' devices", &status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("cpu\tunavailable: cpu: host C++ compiler '/nonexistent'"), std::string::npos) << out;
  for (const char* not_a_compiler : {"true", "echo"}) {  // both exit 0 on --version
    out = run(std::string("CXX=") + not_a_compiler + " '" + cli + "' devices", &status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_NE(out.find("does not act like one"), std::string::npos) << not_a_compiler << ": " << out;
  }
  std::string js = run("'" + cli + "' devices --json", &status);
  ASSERT_EQ(status, 0) << js;
  nlohmann::json j = nlohmann::json::parse(js);
  bool cpu = false;
  for (const auto& d : j) cpu |= d["backend"] == "cpu";
  if (!cpu) GTEST_SKIP() << "no host C++ compiler: cpu is unavailable here";
  ASSERT_GE(j.size(), 2u);
  EXPECT_EQ(j[1]["backend"], "cpu") << "cpu is listed first among real devices";
  EXPECT_NE(j[1]["detail"].get<std::string>().find("ISA"), std::string::npos) << js;
}

// A malformed or unknown device spec is a usage error (exit 2) at parse time, naming the spec,
// on every command that takes one; a well-formed spec of a missing backend is a failure (exit 1).
TEST(FoundationCli, MalformedDeviceSpecIsUsageError) {
  std::string cli = cli_path();
  ASSERT_TRUE(std::filesystem::exists(cli)) << cli << " not found";
  const char* bad[] = {"nope", "OPENCL", "opencl:abc", "opencl:", "oracle:1", "cpu:1", "cuda:99999999999", ""};
  for (const char* spec : bad) {
    for (const std::string& cmd : {"run x --n 4 --backend", "tune swiglu_1tok --backend", "table --backends"}) {
      int status = -1;
      std::string out = run("'" + cli + "' " + cmd + " '" + spec + "' 2>&1", &status);
      EXPECT_EQ(status, 2) << cmd << " '" << spec << "': " << out;
      EXPECT_NE(out.find(std::string("device '") + spec + "'"), std::string::npos) << out;
    }
  }
  int status = -1;
  std::string out = run("'" + cli + "' table --backends oracle,nope 2>&1", &status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find("unknown backend 'nope'"), std::string::npos) << out;
  out = run("'" + cli + "' run x --n 4 --backend oracle:0 2>&1", &status);
  EXPECT_EQ(status, 0) << out;
}

// A $MORPH_CPU_STREAM_BYTES that is not a byte count is an error naming the variable and the
// value on the first cpu launch, not a silent 0 (which would stream every output).
TEST(FoundationCli, CpuStreamBytesNotANumberIsAnError) {
  std::string cli = cli_path();
  ASSERT_TRUE(std::filesystem::exists(cli)) << cli << " not found";
  if (!cpu_listed(cli)) GTEST_SKIP() << "no host C++ compiler: cpu is unavailable here";
  int status = -1;
  for (const char* bad : {"8M", "-1", "abc", "12 "}) {
    std::string out = run(std::string("MORPH_CPU_STREAM_BYTES='") + bad + "' '" + cli +
                              "' run 'silu(a)*b' --shape 4,64 --backend cpu 2>&1",
                          &status);
    EXPECT_NE(status, 0) << bad << ": " << out;
    EXPECT_NE(out.find(std::string("MORPH_CPU_STREAM_BYTES='") + bad + "' is not a byte count"), std::string::npos)
        << out;
  }
  std::string ok =
      run("MORPH_CPU_STREAM_BYTES=0 '" + cli + "' run 'silu(a)*b' --shape 4,64 --backend cpu 2>&1", &status);
  EXPECT_EQ(status, 0) << ok;
  // `morph devices` says so too: the backend is unavailable, with the reason.
  std::string dv = run("MORPH_CPU_STREAM_BYTES=abc MORPH_CPU_THREADS=1 '" + cli + "' devices 2>&1", &status);
  EXPECT_NE(dv.find("MORPH_CPU_STREAM_BYTES='abc' is not a byte count"), std::string::npos) << dv;
  dv = run("MORPH_CPU_THREADS=0 '" + cli + "' devices 2>&1", &status);
  EXPECT_NE(dv.find("MORPH_CPU_THREADS"), std::string::npos) << dv;
}

// $MORPH_CPU_MARCH is pasted into the compiler's command line: anything but an ISA name makes the
// backend unavailable (no extra flags, no shell syntax).
TEST(FoundationCli, CpuMarchMustBeAnIsaName) {
  std::string cli = cli_path();
  ASSERT_TRUE(std::filesystem::exists(cli)) << cli << " not found";
  if (!cpu_listed(cli)) GTEST_SKIP() << "no host C++ compiler: cpu is unavailable here";
  int status = -1;
  for (const char* bad : {"native -ffast-math", "native;true", "$(true)"}) {
    std::string out =
        run(std::string("MORPH_CPU_MARCH='") + bad + "' '" + cli + "' run 'silu(a)*b' --shape 4,64 --backend cpu 2>&1",
            &status);
    EXPECT_NE(status, 0) << bad << ": " << out;
    EXPECT_NE(out.find("is not an ISA name for -march="), std::string::npos) << out;
  }
  // A well-formed name the compiler does not know: said at once, naming the variable — not a
  // compiler log at the first kernel.
  std::string out = run("MORPH_CPU_MARCH=garbage '" + cli + "' devices 2>&1", &status);
  EXPECT_NE(out.find("$MORPH_CPU_MARCH='garbage' is not accepted"), std::string::npos) << out;
  out = run("MORPH_CPU_MARCH=garbage '" + cli + "' run 'silu(a)*b' --shape 4,64 --backend cpu 2>&1", &status);
  EXPECT_NE(status, 0) << out;
  EXPECT_NE(out.find("$MORPH_CPU_MARCH='garbage' is not accepted"), std::string::npos) << out;
}
