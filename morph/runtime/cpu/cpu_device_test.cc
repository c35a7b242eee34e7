// The cpu backend's own behaviour (the conformance suites in tests/ run it against the oracle):
// discovery, compile errors with the kernel name and the compiler's log, an unusable compiler
// reported as unavailable, a compiler crash retried with narrower vectors, the compiler a kernel
// prefers, the disk cache (hit, corrupt entry rebuilt), the work-item loops (barriers, shuffles,
// uniform loops with break, vector-load lanes across a shuffle) bitwise against the oracle,
// denormals kept even when the caller's thread flushes them.
#include "morph/runtime/cpu/cpu_device.h"

#include <gtest/gtest.h>

#include <unistd.h>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_dialect.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/cpu/host_compiler.h"
#include "morph/runtime/disk_cache.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "morph/runtime/registry.h"
#include "tests/cpp_chunk_kernels.h"

namespace morph::rt {
namespace {

using namespace dsl;

std::unique_ptr<Device> cpu_or_skip() {
  try {
    return open_device("cpu");
  } catch (const BackendUnavailable& e) {
    return nullptr;
  }
}

#define CPU_OR_SKIP(dev)    \
  auto dev = cpu_or_skip(); \
  if (!dev) GTEST_SKIP() << "skipped: no host C++ compiler here"

// Runs `k` on `dev` and on the oracle with the same buffers, compares every buffer bitwise.
void expect_same(Device& dev, const KernelRef& k, Dim3 grid, Dim3 wg, std::vector<std::vector<uint32_t>> bufs,
                 std::vector<uint32_t> scalars = {}) {
  auto oracle = make_oracle_device();
  std::vector<std::vector<uint32_t>> results[2];
  Device* devs[2] = {&dev, oracle.get()};
  for (int d = 0; d < 2; ++d) {
    std::vector<Buffer> b;
    std::vector<LaunchArg> args;
    size_t bi = 0, si = 0;
    for (const ir::Param& p : k->params) {
      if (p.kind == ir::ParamKind::Buffer) {
        b.push_back(devs[d]->alloc(bufs[bi].size() * 4));
        devs[d]->upload(b.back(), bufs[bi].data(), bufs[bi].size() * 4);
        ++bi;
      }
    }
    bi = 0;
    for (const ir::Param& p : k->params)
      args.push_back(p.kind == ir::ParamKind::Buffer ? arg(b[bi++]) : arg_bits(scalars.at(si++)));
    devs[d]->launch(k, grid, wg, args);
    devs[d]->synchronize();
    for (size_t i = 0; i < b.size(); ++i) {
      results[d].emplace_back(bufs[i].size());
      devs[d]->download(b[i], results[d].back().data(), bufs[i].size() * 4);
    }
  }
  for (size_t i = 0; i < bufs.size(); ++i) {
    size_t bad = 0;
    for (size_t j = 0; j < bufs[i].size(); ++j) bad += results[0][i][j] != results[1][i][j];
    EXPECT_EQ(bad, 0u) << k->name << ": buffer " << i << " differs from the oracle in " << bad << " elements";
  }
}

TEST(CpuDevice, ListedFirstAmongRealDevicesWithCompilerAndIsa) {
  CPU_OR_SKIP(dev);
  std::vector<DeviceInfo> devs = list_devices();
  ASSERT_GE(devs.size(), 2u);
  EXPECT_EQ(devs[0].backend, "oracle");
  EXPECT_EQ(devs[1].backend, "cpu");
  EXPECT_NE(devs[1].detail.find("ISA"), std::string::npos) << devs[1].detail;
  EXPECT_EQ(dev->backend(), "cpu");
  EXPECT_TRUE(dev->caps().preserves_denormals);
}

// $CXX set for one scope (restored, or unset, after).
class ScopedCxx {
 public:
  explicit ScopedCxx(const std::string& cxx) : had_(std::getenv("CXX") != nullptr) {
    if (had_) saved_ = std::getenv("CXX");
    setenv("CXX", cxx.c_str(), 1);
  }
  ~ScopedCxx() { had_ ? setenv("CXX", saved_.c_str(), 1) : unsetenv("CXX"); }

 private:
  bool had_;
  std::string saved_;
};

TEST(CpuDevice, MissingCompilerIsUnavailableWithTheReason) {
  ScopedCxx cxx("/nonexistent/c++");
  try {
    HostCompiler::find();
    ADD_FAILURE() << "a missing compiler must be reported";
  } catch (const BackendUnavailable& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/c++"), std::string::npos) << e.what();
  }
}

TEST(CpuDevice, CompileErrorNamesKernelAndCarriesLog) {
  HostCompiler cc;
  try {
    cc = HostCompiler::find();
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << e.what();
  }
  try {
    cc.compile("extern \"C\" void k_broken() { this_is_not_declared = 1; }\n", "my_broken_kernel");
    ADD_FAILURE() << "bad source must not compile";
  } catch (const UserError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("my_broken_kernel"), std::string::npos) << m;
    EXPECT_NE(m.find("this_is_not_declared"), std::string::npos) << "the compiler's log: " << m;
    EXPECT_NE(m.find("rejected the printed source"), std::string::npos) << m;
    EXPECT_EQ(m.find("-fno-tree-vectorize"), std::string::npos) << "an error in the source is not retried: " << m;
  }
  EXPECT_NE(cc.flags().find("-ffp-contract=off"), std::string::npos);
  EXPECT_NE(cc.flags().find("-fno-fast-math"), std::string::npos);
}

// A compiler that crashes like GCC 12's vectorizer (an internal compiler error) unless its flags
// hold `survive_with`, and otherwise runs the real compiler; every call's flags are appended to
// `calls`. Its probes (--version, -dumpmachine, $MORPH_CPU_MARCH's -march= on /dev/null) run the
// real compiler unrecorded.
std::string crashing_compiler(const std::filesystem::path& dir, const std::string& real,
                              const std::string& survive_with, const std::filesystem::path& calls) {
  std::filesystem::path script = dir / "crashing-c++";
  std::ofstream(script) << "#!/bin/sh\n"
                        << "case \"$*\" in *--version*|*-dumpmachine*|*/dev/null) exec " << real << " \"$@\";; esac\n"
                        << "echo \"$*\" >> '" << calls.string() << "'\n"
                        << "case \"$*\" in *" << survive_with << "*) exec " << real << " \"$@\";; esac\n"
                        << "echo 'kernel.cpp:3:17: internal compiler error: in finalize, at vector-builder.h:513' >&2\n"
                        << "exit 1\n";
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  return script.string();
}

std::vector<std::string> lines_of(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::vector<std::string> out;
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(CpuDevice, CompilerCrashIsRetriedWithNarrowerThenNoVectors) {
  std::string real;
  try {
    real = HostCompiler::find().command();
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << e.what();
  }
  auto dir = std::filesystem::temp_directory_path() / ("morph-crash-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string source = "extern \"C\" int k_answer() { return 42; }\n";
  {
    ScopedCxx cxx(crashing_compiler(dir, real, "-fno-tree-vectorize", dir / "calls"));
    HostCompiler cc = HostCompiler::find();
    testing::internal::CaptureStderr();
    std::vector<uint8_t> bytes = cc.compile(source, "answer_kernel");
    std::string said = testing::internal::GetCapturedStderr();
    EXPECT_NE(said.find("crashed on kernel 'answer_kernel'; compiled with '-fno-tree-vectorize' added"),
              std::string::npos)
        << "the fallback is said, not silent: " << said;
    auto so = SharedObject::load(bytes);
    ASSERT_NE(so, nullptr);
    auto fn = reinterpret_cast<int (*)()>(so->symbol("k_answer"));
    ASSERT_NE(fn, nullptr);
    EXPECT_EQ(fn(), 42);
    std::vector<std::string> calls = lines_of(dir / "calls");
#if defined(__x86_64__)
    ASSERT_EQ(calls.size(), 3u) << "first the usual flags, then 256-bit vectors, then none";
    EXPECT_NE(calls[1].find("-mprefer-vector-width=256"), std::string::npos) << calls[1];
#else
    ASSERT_EQ(calls.size(), 2u) << "first the usual flags, then no vectors";
#endif
    EXPECT_EQ(calls[0].find("-fno-tree-vectorize"), std::string::npos) << calls[0];
    EXPECT_NE(calls.back().find("-fno-tree-vectorize"), std::string::npos) << calls.back();
  }
  {
    ScopedCxx cxx(crashing_compiler(dir, real, "never-survives", dir / "calls2"));
    try {
      HostCompiler::find().compile(source, "doomed_kernel");
      ADD_FAILURE() << "a compiler that always crashes must be reported";
    } catch (const UserError& e) {
      std::string m = e.what();
      EXPECT_NE(m.find("doomed_kernel"), std::string::npos) << m;
      EXPECT_NE(m.find("crashed on the printed source"), std::string::npos) << m;
      EXPECT_NE(m.find("internal compiler error"), std::string::npos) << m;
      EXPECT_NE(m.find("then with '-fno-tree-vectorize' added"), std::string::npos) << m;
    }
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

TEST(CpuDevice, TruncatedSharedObjectIsRefusedNotLoaded) {
  // A cache entry can hold a cut object under a valid checksum (a forged or copied entry): the
  // loader would map its segments past the end and fault (SIGBUS) at the first touch.
  std::optional<HostCompiler> cc;
  try {
    cc = HostCompiler::find();
  } catch (const BackendUnavailable& e) {
    GTEST_SKIP() << e.what();
  }
  std::vector<uint8_t> bytes = cc->compile("extern \"C\" int k_answer() { return 42; }\n", "answer_kernel");
  ASSERT_NE(SharedObject::load(bytes), nullptr);
  for (size_t keep : {size_t{0}, size_t{16}, size_t{64}, size_t{2000}, bytes.size() / 2, bytes.size() - 1}) {
    std::vector<uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(keep));
    std::string why;
    EXPECT_EQ(SharedObject::load(cut, &why), nullptr) << keep << " of " << bytes.size() << " bytes";
    EXPECT_FALSE(why.empty()) << keep;
  }
  std::vector<uint8_t> text(bytes.size(), 'x');
  std::string why;
  EXPECT_EQ(SharedObject::load(text, &why), nullptr);
  EXPECT_NE(why.find("not an ELF64 object"), std::string::npos) << why;
}

TEST(CpuDevice, DiskCacheHitAndCorruptEntryRebuilt) {
  if (const char* e = std::getenv("MORPH_DISK_CACHE"); e && std::string(e) == "0")
    GTEST_SKIP() << "MORPH_DISK_CACHE=0: the disk cache is off";
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("morph-cpu-cache-test-" + std::to_string(::getpid()));
  fs::remove_all(root);
  const char* old = std::getenv("XDG_CACHE_HOME");
  std::string saved = old ? old : "";
  setenv("XDG_CACHE_HOME", root.c_str(), 1);
  {
    CPU_OR_SKIP(dev);
    // A kernel unique to this run, so the first compile really runs the compiler.
    uint32_t salt = std::random_device{}();
    KernelRef k = kernel(
        "cpu_cache_test",
        [salt](Array<uint32_t> x) {
      Val<uint32_t> i = global_id(0);
      x[i] = x[i] * 3u + salt;
        },
        {"x"});
    auto t0 = std::chrono::steady_clock::now();
    dev->compile(*k);
    double first_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::printf("[ INFO     ] first compile %.1f ms\n", first_ms);
    std::vector<fs::path> files;
    for (auto& e : fs::recursive_directory_iterator(root / "morph" / "cpu")) files.push_back(e.path());
    ASSERT_EQ(files.size(), 1u) << "one entry written";
    auto dev2 = open_device("cpu");  // empty memory cache
    t0 = std::chrono::steady_clock::now();
    dev2->compile(*k);
    double cached_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::printf("[ INFO     ] disk-cached compile %.2f ms\n", cached_ms);
    EXPECT_LT(cached_ms, first_ms);
    // Corrupt the entry: the next device rebuilds it and the kernel still runs right.
    {
      std::fstream f(files[0], std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(100);
      f.write("garbage!", 8);
    }
    auto dev3 = open_device("cpu");
    std::vector<uint32_t> x(64, 7u);
    expect_same(*dev3, k, {2}, {32}, {x});
    DiskCache c("cpu", (root / "morph").string());
    EXPECT_TRUE(fs::exists(files[0]));
    ASSERT_TRUE(
        c.get(module_cache_key(codegen::print(*k, codegen::cpp_dialect()), HostCompiler::find().cache_identity(),
                               HostCompiler::find().cpu_features(), HostCompiler::find().flags()))
            .has_value())
        << "the corrupt entry was rebuilt";
  }
  if (old)
    setenv("XDG_CACHE_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_CACHE_HOME");
  fs::remove_all(root);
}

// Barriers inside a uniform loop with a uniform break, shared memory, values and locals that
// cross barriers, a 2-D workgroup; shuffles and shuffle_xor over several subgroups.
TEST(CpuDevice, WorkItemLoopsMatchTheOracle) {
  CPU_OR_SKIP(dev);
  KernelRef k = kernel(
      "cpu_regions",
      [](Array<uint32_t> x, Val<uint32_t> trips, Array<uint32_t> out) {
    auto sh = shared<uint32_t>(64);
    Val<uint32_t> lid = local_id(0) + local_size(0) * local_id(1);
    Val<uint32_t> g = group_id(0);
    Val<uint32_t> base = g * 64u;
    Var<uint32_t> acc(x[base + lid]);
    Val<uint32_t> mine = x[base + lid] ^ 0x55u;  // crosses the barriers below
    For(0u, trips, [&](Val<uint32_t> t) {
      sh[lid] = acc + t;
      barrier();
      acc = acc + sh[(lid + 1u) % 64u] * 3u + mine;
      barrier();
      If(t == 5u, [&] { Break(); });
    });
    Val<uint32_t> s = shuffle(acc, lid + 7u);
    Val<uint32_t> s2 = shuffle_xor(s, 9u);
    out[base + lid] = s2 + lid;
      },
      {"x", "trips", "out"});
  std::mt19937 rng(7);
  std::vector<uint32_t> x(4 * 64), out(4 * 64, 0);
  for (auto& v : x) v = rng();
  for (uint32_t trips : {0u, 3u, 9u}) expect_same(*dev, k, {4}, {16, 4}, {x, out}, {trips});
}

// A kernel that prefers Clang (dsl::prefer_host_compiler) is built with clang++ when $CXX is
// unset (the others with c++), with $CXX when it is set; either way its results are the
// oracle's. An unknown family is an error at trace time.
TEST(CpuDevice, KernelsThatPreferClangAreBuiltWithIt) {
  CPU_OR_SKIP(dev);
  auto body = [](bool hint) {
    return [hint](Array<float> x, Array<float> y) {
      if (hint) prefer_host_compiler("clang");
      Val<uint32_t> i = global_id(0);
      If(i < y.size(), [&] { y[i] = sqrt(x[i] * x[i] + 1.0f) / (x[i] - 3.0f); });
    };
  };
  KernelRef plain = kernel("prefers_default", body(false), {"x", "y"});
  KernelRef hinted = kernel("prefers_clang", body(true), {"x", "y"});
  EXPECT_EQ(plain->host_compiler_hint, "");
  EXPECT_EQ(hinted->host_compiler_hint, "clang");
  std::mt19937 rng(11);
  std::vector<uint32_t> x(1000), y(1000, 0);
  for (auto& v : x) v = std::bit_cast<uint32_t>(std::uniform_real_distribution<float>(-8.0f, 8.0f)(rng));
  expect_same(*dev, hinted, {4}, {256}, {x, y});
  const char* cxx = std::getenv("CXX");
  if (cxx && *cxx) {
    EXPECT_EQ(cpu_compiler_command(*plain), cxx);
    EXPECT_EQ(cpu_compiler_command(*hinted), cxx) << "$CXX is the user's choice for every kernel";
  } else {
    EXPECT_EQ(cpu_compiler_command(*plain), "c++");
    if (std::system("clang++ --version > /dev/null 2>&1") != 0)
      GTEST_SKIP() << "skipped: no clang++ here (the hinted kernel was built with c++)";
    EXPECT_EQ(cpu_compiler_command(*hinted), "clang++");
  }
  EXPECT_THROW(kernel(
                   "prefers_icc",
                   [](Array<float> y) {
    prefer_host_compiler("icc");
    y[0u] = 1.0f;
                   },
                   {"y"}),
               UserError);
}

// The lanes of a vector load (and of a vector store's operands) cross a shuffle in per-item
// arrays like any other value (the q8_1 quantizer's shape: load 4 lanes, shuffle, use them).
TEST(CpuDevice, VectorLoadLanesCrossAShuffle) {
  CPU_OR_SKIP(dev);
  KernelRef k = kernel(
      "cpu_lanes_across_shuffle",
      [](Array<uint32_t> x, Array<uint32_t> out) {
    Val<uint32_t> i = global_id(0);
    std::vector<Val<uint32_t>> v = x.load_lanes(i * 4u, 4);
    Val<uint32_t> m = shuffle_xor(v[0] ^ v[3], 1u);
    out.store_lanes(i * 4u, {v[0] + m, v[1] ^ m, v[2] * 3u, v[3] - m});
      },
      {"x", "out"});
  std::mt19937 rng(11);
  std::vector<uint32_t> x(4 * 64), out(4 * 64, 0);
  for (auto& v : x) v = rng();
  expect_same(*dev, k, {2}, {32}, {x, out});
}

TEST(CpuDevice, FlatRangesAndInsideOutGridStrideLoopsMatchTheOracle) {
  // A barrier-free kernel without local/group ids runs the workgroups of a pool chunk that are
  // consecutive along x as one range, and its grid-stride loop inside out (trips outermost).
  // Grids large enough that the pool splits them, chunks that start inside a row of
  // workgroups, 1 to several trips per item, 1-D and 2-D; a tail after the loop.
  CPU_OR_SKIP(dev);
  KernelRef k = kernel(
      "cpu_grid_stride",
      [](Array<uint32_t> x, Array<uint32_t> out) {
    Val<uint32_t> y = global_id(1), per = out.size() / global_size(1), base = y * per;
    Val<uint32_t> body = per - per % 3u;
    ForStep(global_id(0), body, global_size(0),
            [&](Val<uint32_t> i) { out[base + i] = x[base + i] * 3u + y + (i << 4); });
    Val<uint32_t> j = body + global_id(0);
    If(j < per, [&] { out[base + j] = x[base + j] ^ 0xa5u; });
      },
      {"x", "out"});
  std::mt19937 rng(11);
  struct Case {
    Dim3 grid, wg;
    uint32_t n;
  };
  for (const Case& c : {Case{{3000}, {8}, 24000}, Case{{3000}, {8}, 70001}, Case{{1500, 2}, {8, 1}, 60002},
                        Case{{700, 3}, {4, 2}, 90000}, Case{{5}, {16}, 1000}}) {
    std::vector<uint32_t> x(c.n), out(c.n, 0);
    for (auto& v : x) v = rng();
    expect_same(*dev, k, c.grid, c.wg, {x, out});
  }
}

TEST(CpuDevice, StreamedOutputsMatchTheOracle) {
  // Staged outputs (codegen::cpp_dialect) written with non-temporal stores from every size on
  // (set_cpu_stream_bytes(0)), and in place (UINT64_MAX): f32 and f16 outputs of lengths that
  // are not a multiple of a vector or a chunk, pool ranges and chunks starting off a 64-byte
  // boundary (workgroups of 3 and 5 items), beside an output stored under a condition and one
  // also read, which stay in place.
  CPU_OR_SKIP(dev);
  KernelRef k = codegen::test::staged_kernel();
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  struct Case {
    uint32_t groups, wg, n;
  };
  for (uint64_t threshold : {uint64_t{0}, UINT64_MAX}) {
    uint64_t before = set_cpu_stream_bytes(threshold);
    for (const Case& c : {Case{20000, 3, 100003}, Case{9000, 5, 45000}, Case{7, 5, 70001}, Case{1, 1, 17}}) {
      std::vector<uint32_t> x(c.n), y(c.n, 0), h((c.n + 1) / 2, 0), odd(c.n, 7), acc(c.n);
      for (uint32_t& v : x) v = bits_of(std::uniform_real_distribution<float>(-8.0f, 8.0f)(rng));
      for (uint32_t& v : acc) v = bits_of(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
      expect_same(*dev, k, {c.groups}, {c.wg}, {x, y, h, odd, acc});
    }
    set_cpu_stream_bytes(before);
  }
}

TEST(CpuDevice, SegmentedDivisionsMatchTheOracle) {
  // The loop index divided by a scalar (codegen::cpp_dialect: one quotient per chunk, chunks
  // cut at the divisor's multiples, the broadcast operand read through a rebased pointer):
  // divisors 0 (quotient 0, remainder i), 1, small, around the chunk of 1024, larger than a
  // pool range; ranges that start inside a row; staged outputs streamed and in place.
  CPU_OR_SKIP(dev);
  KernelRef k = codegen::test::segmented_kernel();
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 70001;
  std::vector<uint32_t> x(n), w(n), b(n), y(n, 0), rq(n, 0);
  for (auto* v : {&x, &w, &b})
    for (uint32_t& e : *v) e = bits_of(std::uniform_real_distribution<float>(-4.0f, 4.0f)(rng));
  for (uint64_t threshold : {uint64_t{0}, UINT64_MAX}) {
    uint64_t before = set_cpu_stream_bytes(threshold);
    for (uint32_t cols : {0u, 1u, 3u, 100u, 1023u, 1024u, 1025u, 4097u, 70001u, 100000u})
      for (auto [groups, wg] : {std::pair<uint32_t, uint32_t>{20000, 4}, {7, 5}, {300, 256}})
        expect_same(*dev, k, {groups}, {wg}, {x, w, b, y, rq}, {cols});
    set_cpu_stream_bytes(before);
  }
}

TEST(CpuDevice, PhasedLoopsMatchTheOracleInPlaceToo) {
  // A body long enough to run as phases (codegen/cpp_phases.h; chunks of 256 items, values
  // across phases in per-chunk arrays): bitwise against the oracle with separate buffers, and
  // with y the same buffer as x (an in-place update: the last phase reads x again, so a store
  // moved into an earlier phase would show), streamed and in place, over ranges that split
  // chunks. x holds the specials (±0, denormals, ±inf, NaN, huge, tiny) among plain values.
  CPU_OR_SKIP(dev);
  KernelRef k = codegen::test::phased_kernel();
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t specials[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x7f800000u,
                               0xff800000u, 0x7fc00000u, 0xffc00001u, 0x7f7fffffu, 0xff7fffffu,
                               0x00800000u, 0x33000000u, 0xc2d00000u, 0x42b00000u, 0xc3300000u};
  auto oracle = make_oracle_device();
  for (uint64_t threshold : {uint64_t{0}, UINT64_MAX}) {
    uint64_t before = set_cpu_stream_bytes(threshold);
    for (auto [n, groups, wg] :
         {std::tuple<uint32_t, uint32_t, uint32_t>{70001, 300, 256}, {1000, 7, 5}, {257, 1, 1}}) {
      std::vector<uint32_t> x(n), w(n), y(n, 0);
      for (uint32_t& v : x) v = bits_of(std::uniform_real_distribution<float>(-12.0f, 12.0f)(rng));
      for (uint32_t& v : w) v = bits_of(std::uniform_real_distribution<float>(-2.0f, 2.0f)(rng));
      for (uint32_t i = 0; i < n; i += 97) x[i] = specials[(i / 97) % std::size(specials)];
      expect_same(*dev, k, {groups}, {wg}, {x, w, y});
      std::vector<uint32_t> got[2];
      Device* devs[2] = {dev.get(), oracle.get()};
      for (int d = 0; d < 2; ++d) {
        Buffer bx = devs[d]->alloc(n * 4), bw = devs[d]->alloc(n * 4);
        devs[d]->upload(bx, x.data(), n * 4);
        devs[d]->upload(bw, w.data(), n * 4);
        devs[d]->launch(k, {groups}, {wg}, {arg(bx), arg(bw), arg(bx)});
        devs[d]->synchronize();
        got[d].resize(n);
        devs[d]->download(bx, got[d].data(), n * 4);
      }
      size_t bad = 0, finite_nonzero = 0;
      for (uint32_t i = 0; i < n; ++i) {
        bad += got[0][i] != got[1][i];
        finite_nonzero += (got[1][i] & 0x7f800000u) != 0x7f800000u && (got[1][i] & 0x7fffffffu) != 0;
      }
      EXPECT_EQ(bad, 0u) << "in place, n " << n << ": " << bad << " elements differ from the oracle";
      EXPECT_GT(finite_nonzero, n * 9 / 10) << "n " << n;
    }
    set_cpu_stream_bytes(before);
  }
}

TEST(CpuDevice, DenormalsKeptWhenTheCallerFlushes) {
  CPU_OR_SKIP(dev);
  KernelRef k = kernel(
      "cpu_denormals",
      [](Array<float> x, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    y[i] = x[i] * 0.5f + x[i] / 3.0f;
      },
      {"x", "y"});
  const size_t n = 1 << 16;
  std::vector<uint32_t> x(n), want(n), got(n);
  for (size_t i = 0; i < n; ++i) x[i] = uint32_t(i * 2654435761u) & 0x807fffffu;  // denormals and zeros
  auto oracle = make_oracle_device();
  for (Device* d : {oracle.get(), dev.get()}) {
    Buffer bx = d->alloc(n * 4), by = d->alloc(n * 4);
    d->upload(bx, x.data(), n * 4);
#if defined(__x86_64__)
    unsigned saved = _mm_getcsr();
    if (d == dev.get()) _mm_setcsr(saved | 0x8040u);  // FTZ + DAZ on the calling thread
#endif
    d->launch(k, {n / 256}, {256}, {arg(bx), arg(by)});
    d->synchronize();
#if defined(__x86_64__)
    _mm_setcsr(saved);
#endif
    d->download(by, (d == dev.get() ? got : want).data(), n * 4);
  }
  size_t bad = 0, denormal = 0;
  for (size_t i = 0; i < n; ++i) {
    bad += got[i] != want[i];
    denormal += is_subnormal_bits(want[i]);
  }
  EXPECT_EQ(bad, 0u);
  EXPECT_GT(denormal, n / 2) << "most results are denormal, so a flush would be seen";
}

// The f16 storage conversions of the cpp prelude (integer forms written to vectorize): every
// f16 code loaded, f32 values at and around every rounding boundary of f16 (each code's value,
// each midpoint and its neighbours: ties to even), overflow, subnormals, NaNs with payloads
// (signalling too) and random bit patterns stored, then a round trip — all bitwise equal to the
// oracle (a stored NaN is the canonical quiet NaN of its sign on both).
// The f16 storage kernels of F16StorageEveryCodeAndEveryTieMatchTheOracle: one element per item
// (the prelude's conversions inline), or a grid-stride loop (whole chunks converted at once, by
// F16C where the ISA has it: codegen::cpp_dialect).
struct F16Kernels {
  KernelRef load, store, trip;
};
F16Kernels f16_kernels(bool grid_stride) {
  if (!grid_stride)
    return {
        kernel("cpu_f16_load", [](Array<f16> in, Array<float> out) { out[global_id(0)] = in[global_id(0)]; },
               {"in", "out"}),
        kernel("cpu_f16_store", [](Array<float> x, Array<f16> y) { y[global_id(0)] = x[global_id(0)]; }, {"x", "y"}),
        kernel("cpu_f16_trip", [](Array<f16> a, Array<f16> b) { b[global_id(0)] = a[global_id(0)]; }, {"a", "b"})};
  return {kernel(
              "cpu_f16_load_gs",
              [](Array<f16> in, Array<float> out) {
    ForStep(global_id(0), out.size(), global_size(0), [&](Val<uint32_t> i) { out[i] = in[i]; });
              },
              {"in", "out"}),
          kernel(
              "cpu_f16_store_gs",
              [](Array<float> x, Array<f16> y) {
    ForStep(global_id(0), y.size(), global_size(0), [&](Val<uint32_t> i) { y[i] = x[i]; });
              },
              {"x", "y"}),
      kernel(
          "cpu_f16_trip_gs",
          [](Array<f16> a, Array<f16> b) {
    ForStep(global_id(0), b.size(), global_size(0), [&](Val<uint32_t> i) { b[i] = a[i]; });
          },
          {"a", "b"})};
}

TEST(CpuDevice, F16StorageEveryCodeAndEveryTieMatchTheOracle) {
  CPU_OR_SKIP(dev);
  for (bool grid_stride : {false, true}) {
    SCOPED_TRACE(grid_stride ? "grid-stride loop (chunks)" : "one element per item");
    auto [load, store, trip] = f16_kernels(grid_stride);
    // The grid-stride kernels on 13 workgroups of 48: many trips, chunks off the vector width.
    const Dim3 small{13}, wg_small{48};
    std::vector<uint32_t> codes(0x8000), loaded(0x10000, 0);
    for (uint32_t c = 0; c < 0x10000u; c += 2) codes[c / 2] = c | (c + 1) << 16;
    expect_same(*dev, load, grid_stride ? small : Dim3{256}, grid_stride ? wg_small : Dim3{256}, {codes, loaded});
    std::vector<uint32_t> back(0x8000, 0);
    expect_same(*dev, trip, grid_stride ? small : Dim3{256}, grid_stride ? wg_small : Dim3{256}, {codes, back});

    uint32_t seed = std::random_device{}();
    std::printf("store seed %u\n", seed);
    std::mt19937 rng(seed);
    std::vector<uint32_t> x;
    for (uint32_t c = 0; c < 0x7c00u; ++c) {  // positive finite codes and their upper midpoints
      for (uint32_t sign : {0u, 0x80000000u}) {
        float v = f16_to_f32(static_cast<uint16_t>(c)), next = c + 1 == 0x7c00u ? 65536.0f : f16_to_f32(c + 1);
        const uint32_t mid = bits_of((v + next) / 2);  // exact: f32 has 13 more bits than f16
        for (uint32_t b : {bits_of(v), mid - 1, mid, mid + 1}) x.push_back(b | sign);
      }
    }
    for (uint32_t b :
         {0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xffbfffffu, 0x7fc12345u, 0x00000001u,
          0x807fffffu, 0x477ff000u, 0x477fefffu, 0x47800000u, 0x33000000u, 0x33000001u, 0xb3000000u, 0x7f7fffffu})
      x.push_back(b);
    while (x.size() % 256 != 0 || x.size() < 600000) x.push_back(static_cast<uint32_t>(rng()));
    std::vector<uint32_t> y(x.size() / 2, 0);
    expect_same(*dev, store, grid_stride ? small : Dim3{static_cast<uint32_t>(x.size() / 256)},
                grid_stride ? wg_small : Dim3{256}, {x, y});
  }
}

}  // namespace
}  // namespace morph::rt
