// The disk module cache: round trip, key sensitivity, and detection of corrupt, truncated and
// misnamed entries (each counted in stats().corrupt and rebuilt by the caller).
#include "morph/runtime/disk_cache.h"

#include "morph/base/error.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

namespace morph::rt {
namespace {

class DiskCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = (std::filesystem::temp_directory_path() /
             ("morph-cache-test-" + std::to_string(::getpid()) + "-" + std::to_string(std::random_device{}())))
                .string();
  }
  void TearDown() override { std::filesystem::remove_all(root_); }
  std::string root_;
};

std::vector<uint8_t> file_bytes(const std::string& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), {}};
}
void write_bytes(const std::string& p, const std::vector<uint8_t>& b) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

// $MORPH_DISK_CACHE is 0 (off) or 1 (on); anything else is an error naming it, never a guess.
TEST_F(DiskCacheTest, SwitchTakesZeroOrOne) {
  const char* old = std::getenv("MORPH_DISK_CACHE");
  const std::string saved = old ? old : "";
  setenv("MORPH_DISK_CACHE", "0", 1);
  EXPECT_FALSE(DiskCache("t", root_).enabled());
  setenv("MORPH_DISK_CACHE", "1", 1);
  EXPECT_TRUE(DiskCache("t", root_).enabled());
  for (const char* bad : {"off", "abc", "2"}) {
    setenv("MORPH_DISK_CACHE", bad, 1);
    try {
      DiskCache c("t", root_);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find(std::string("$MORPH_DISK_CACHE='") + bad + "'"), std::string::npos);
    }
  }
  old ? setenv("MORPH_DISK_CACHE", saved.c_str(), 1) : unsetenv("MORPH_DISK_CACHE");
}

TEST_F(DiskCacheTest, RoundTripAndMiss) {
  DiskCache c("cuda", root_);
  ASSERT_TRUE(c.enabled());
  uint64_t k = module_cache_key("__global__ void f(){}", "nvrtc 13.0", "sm_90", "--fmad=false");
  EXPECT_FALSE(c.get(k).has_value());
  c.put(k, std::string_view("PTX BYTES\0with nul", 18));
  auto got = c.get(k);
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(std::string(got->begin(), got->end()), std::string("PTX BYTES\0with nul", 18));
  DiskCacheStats s = c.stats();
  EXPECT_EQ(s.hits, 1u);
  EXPECT_EQ(s.misses, 1u);
  EXPECT_EQ(s.writes, 1u);
  EXPECT_EQ(s.corrupt, 0u);
  // A second cache object (another process, say) sees the same entry.
  DiskCache c2("cuda", root_);
  EXPECT_TRUE(c2.get(k).has_value());
  // No temporary files are left behind.
  for (auto& e : std::filesystem::directory_iterator(c.dir())) EXPECT_EQ(e.path().extension(), ".bin") << e.path();
}

TEST_F(DiskCacheTest, KeyDependsOnEveryPart) {
  uint64_t base = module_cache_key("src", "v1", "sm_90", "-O3");
  EXPECT_NE(base, module_cache_key("src2", "v1", "sm_90", "-O3"));
  EXPECT_NE(base, module_cache_key("src", "v2", "sm_90", "-O3"));
  EXPECT_NE(base, module_cache_key("src", "v1", "sm_80", "-O3"));
  EXPECT_NE(base, module_cache_key("src", "v1", "sm_90", "-O2"));
  // Length prefixes: moving a character between fields changes the key.
  EXPECT_NE(module_cache_key("ab", "c", "", ""), module_cache_key("a", "bc", "", ""));
  EXPECT_EQ(base, module_cache_key("src", "v1", "sm_90", "-O3"));
}

TEST_F(DiskCacheTest, CorruptTruncatedAndMisnamedEntriesAreRebuilt) {
  DiskCache c("cuda", root_);
  std::vector<uint8_t> payload(1000);
  std::mt19937 rng(std::random_device{}());
  for (auto& b : payload) b = static_cast<uint8_t>(rng());

  // 1. One flipped payload bit.
  uint64_t k1 = 0x1111;
  c.put(k1, payload);
  auto bytes = file_bytes(c.path_for(k1));
  bytes[32 + 500] ^= 0x04;
  write_bytes(c.path_for(k1), bytes);
  EXPECT_FALSE(c.get(k1).has_value());
  EXPECT_EQ(c.stats().corrupt, 1u);
  EXPECT_FALSE(std::filesystem::exists(c.path_for(k1))) << "a corrupt entry must be deleted";
  c.put(k1, payload);  // the caller rebuilds it
  ASSERT_TRUE(c.get(k1).has_value());
  EXPECT_EQ(*c.get(k1), payload);

  // 2. Truncated (a crash mid-copy, a full disk).
  uint64_t k2 = 0x2222;
  c.put(k2, payload);
  bytes = file_bytes(c.path_for(k2));
  bytes.resize(bytes.size() - 7);
  write_bytes(c.path_for(k2), bytes);
  EXPECT_FALSE(c.get(k2).has_value());
  EXPECT_EQ(c.stats().corrupt, 2u);

  // 3. Shorter than the header; 4. wrong magic; 5. an entry copied under another key's name.
  write_bytes(c.path_for(0x3333), {1, 2, 3});
  EXPECT_FALSE(c.get(0x3333).has_value());
  c.put(0x4444, payload);
  bytes = file_bytes(c.path_for(0x4444));
  bytes[0] = 'X';
  write_bytes(c.path_for(0x4444), bytes);
  EXPECT_FALSE(c.get(0x4444).has_value());
  c.put(0x5555, payload);
  std::filesystem::copy_file(c.path_for(0x5555), c.path_for(0x6666));
  EXPECT_FALSE(c.get(0x6666).has_value());
  EXPECT_TRUE(c.get(0x5555).has_value());
  EXPECT_EQ(c.stats().corrupt, 5u);
}

TEST_F(DiskCacheTest, EmptyPayloadAndDisabledCache) {
  DiskCache c("opencl", root_);
  c.put(7, std::span<const uint8_t>());
  auto e = c.get(7);
  ASSERT_TRUE(e.has_value());
  EXPECT_TRUE(e->empty());

  ::setenv("MORPH_DISK_CACHE", "0", 1);
  DiskCache off("cuda", root_);
  ::unsetenv("MORPH_DISK_CACHE");
  EXPECT_FALSE(off.enabled());
  off.put(7, std::string_view("x"));
  EXPECT_FALSE(off.get(7).has_value());
  EXPECT_EQ(off.stats().misses, 1u);
  EXPECT_EQ(off.disabled_reason(), "MORPH_DISK_CACHE=0");
  EXPECT_EQ(c.disabled_reason(), "");
  // A regular file where the cache's folder should be: disabled, and the reason names it.
  const std::string blocked = root_ + "/blocked";
  write_bytes(blocked, {'x'});
  DiskCache nodir("cpu", blocked);
  EXPECT_FALSE(nodir.enabled());
  EXPECT_NE(nodir.disabled_reason().find(blocked + "/cpu"), std::string::npos) << nodir.disabled_reason();
}

// A FIFO (or anything but a regular file) at an entry's path is a corrupt entry: not read —
// reading a FIFO with no writer blocks forever — but removed and rebuilt.
TEST_F(DiskCacheTest, NonRegularFileAtEntryPathIsCorruptNotRead) {
  DiskCache c("cpu", root_);
  ASSERT_TRUE(c.enabled());
  ASSERT_EQ(::mkfifo(c.path_for(9).c_str(), 0644), 0);
  EXPECT_FALSE(c.get(9).has_value());  // returns (a blocking read would hang the test)
  EXPECT_EQ(c.stats().corrupt, 1u);
  EXPECT_FALSE(std::filesystem::exists(c.path_for(9)));
  c.put(9, std::string_view("payload"));
  auto e = c.get(9);
  ASSERT_TRUE(e.has_value());
  EXPECT_EQ(std::string(e->begin(), e->end()), "payload");
}

TEST_F(DiskCacheTest, DefaultRootFollowsXdg) {
  const char* old = std::getenv("XDG_CACHE_HOME");
  std::string saved = old ? old : "";
  ::setenv("XDG_CACHE_HOME", "/tmp/xdg-x", 1);
  EXPECT_EQ(default_cache_root(), "/tmp/xdg-x/morph");
  for (const char* ignored : {"", "relative/dir", "./x"}) {  // empty or relative: HOME's
    ::setenv("XDG_CACHE_HOME", ignored, 1);
    if (const char* home = std::getenv("HOME")) {
      EXPECT_EQ(default_cache_root(), std::string(home) + "/.cache/morph") << "XDG_CACHE_HOME='" << ignored << "'";
    }
  }
  if (old)
    ::setenv("XDG_CACHE_HOME", saved.c_str(), 1);
  else
    ::unsetenv("XDG_CACHE_HOME");
}

}  // namespace
}  // namespace morph::rt
