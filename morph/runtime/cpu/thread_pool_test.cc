// The cpu backend's thread pool: every index of a run is handed out exactly once, across many
// back-to-back runs (the spinning hand-off between runs) and with spinning off
// ($MORPH_CPU_SPIN_US=0: the sleeping hand-off); concurrent callers are serialized.
#include "morph/runtime/cpu/thread_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "morph/base/error.h"

namespace morph::rt {
namespace {

// `runs` pool runs of random sizes and chunk minimums; each index must be handed out once.
void expect_each_index_once(ThreadPool& pool, int runs, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int r = 0; r < runs; ++r) {
    const uint64_t count = 1 + rng() % 5000, min_chunk = 1 + rng() % 64;
    std::vector<std::atomic<uint32_t>> hits(count);
    pool.run(count, min_chunk, [&](uint64_t b, uint64_t e) {
      ASSERT_LE(b, e);
      ASSERT_LE(e, count);
      for (uint64_t i = b; i < e; ++i) hits[i].fetch_add(1, std::memory_order_relaxed);
    });
    uint64_t wrong = 0;
    for (auto& h : hits) wrong += h.load() != 1;
    ASSERT_EQ(wrong, 0u) << "run " << r << ": count " << count << ", min_chunk " << min_chunk;
  }
}

TEST(ThreadPool, EveryIndexOnceAcrossBackToBackRuns) {
  ThreadPool pool(4);  // more threads than this machine may have cores: workers interleave
  ASSERT_EQ(pool.threads(), 4u);
  expect_each_index_once(pool, 3000, 1);
}

TEST(ThreadPool, EveryIndexOnceWithSpinningOff) {
  const char* old = std::getenv("MORPH_CPU_SPIN_US");
  const std::string saved = old ? old : "";
  setenv("MORPH_CPU_SPIN_US", "0", 1);
  {
    ThreadPool pool(3);
    expect_each_index_once(pool, 500, 2);
  }
  old ? setenv("MORPH_CPU_SPIN_US", saved.c_str(), 1) : unsetenv("MORPH_CPU_SPIN_US");
}

// A value that is not a number in range is an error naming the variable, never the default.
TEST(ThreadPool, BadEnvironmentValuesAreErrors) {
  for (const char* var : {"MORPH_CPU_THREADS", "MORPH_CPU_SPIN_US"}) {
    const char* old = std::getenv(var);
    const std::string saved = old ? old : "";
    for (const char* bad : {"abc", "4x", "-1", "99999999999999999999"}) {
      setenv(var, bad, 1);
      try {
        if (std::string(var) == "MORPH_CPU_THREADS")
          (void)ThreadPool::default_threads();
        else
          ThreadPool pool(2);
        ADD_FAILURE() << var << "=" << bad << " was accepted";
      } catch (const UserError& e) {
        EXPECT_NE(std::string(e.what()).find(std::string("$") + var + "='" + bad + "'"), std::string::npos) << e.what();
      }
    }
    setenv(var, "3", 1);
    if (std::string(var) == "MORPH_CPU_THREADS") EXPECT_EQ(ThreadPool::default_threads(), 3u);
    old ? setenv(var, saved.c_str(), 1) : unsetenv(var);
  }
}

TEST(ThreadPool, ConcurrentCallersAreSerialized) {
  ThreadPool pool(3);
  std::vector<std::thread> callers;
  for (int c = 0; c < 3; ++c) callers.emplace_back([&pool, c] { expect_each_index_once(pool, 300, 10 + c); });
  for (std::thread& t : callers) t.join();
}

}  // namespace
}  // namespace morph::rt
