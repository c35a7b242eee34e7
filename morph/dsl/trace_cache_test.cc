// The trace cache (DESIGN §3): a (kernel name, comptime key) is traced once per process; a new
// key traces again; key hashes are xxHash64 over a fixed little-endian encoding, so they are
// the same on every run and machine (asserted against fixed digests, and the algorithm against
// xxHash64's published test vectors).
#include <gtest/gtest.h>

#include <string>

#include "morph/base/hash.h"
#include "morph/dsl/dsl.h"

using namespace morph;
using namespace morph::dsl;

namespace {
// `run` makes the keys unique per test invocation, so the test also holds under --gtest_repeat.
KernelRef scaled(float s, int* body_runs, uint32_t run) {
  return kernel(
      "found_cache_scale",
      [s, body_runs](Array<float> x) {
    ++*body_runs;  // counts traces: the C++ body runs only when the kernel is traced
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] { x[i] = x[i] * s; });
      },
      {"x"}, Key(s, run));
}
}  // namespace

TEST(FoundationTraceCache, SameKeyTracedOnceNewKeyTracedAgain) {
  static uint32_t invocation = 0;
  const uint32_t inv = ++invocation;
  int runs = 0;
  size_t before = trace_count();
  KernelRef a = scaled(2.0f, &runs, inv);
  KernelRef b = scaled(2.0f, &runs, inv);
  EXPECT_EQ(runs, 1);
  EXPECT_EQ(a.get(), b.get());
  EXPECT_EQ(trace_count(), before + 1);
  KernelRef c = scaled(3.0f, &runs, inv);
  EXPECT_EQ(runs, 2);
  EXPECT_NE(a.get(), c.get());
  EXPECT_EQ(trace_count(), before + 2);
  EXPECT_NE(a->key_hash, c->key_hash);
  EXPECT_NE(a->hash(), c->hash());
  KernelRef d = scaled(2.0f, &runs, inv);
  EXPECT_EQ(runs, 2);
  EXPECT_EQ(d.get(), a.get());
  // -0.0 and +0.0 are different comptime values (keys hash bit patterns).
  scaled(0.0f, &runs, inv);
  scaled(-0.0f, &runs, inv);
  EXPECT_EQ(runs, 4);
}

TEST(FoundationTraceCache, KeyHashIsStable) {
  // xxHash64 (seed 0) test vectors from the reference implementation.
  EXPECT_EQ(hash_bytes("", 0), 0xef46db3751d8e999ull);
  EXPECT_EQ(hash_bytes("abc", 3), 0x44bc2cf5ad770999ull);
  // A key's encoding: each integer/enum as 8 little-endian bytes, floats by bit pattern, strings
  // as length + bytes. Fixed digests: a change here breaks every on-disk cache key.
  unsigned char seven[8] = {7, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(Key(uint32_t{7}).hash(), hash_bytes(seven, 8));
  EXPECT_EQ(Key(uint32_t{7}, std::string("dag_map"), 1.5f, true).hash(), 0x0ee8151b9a3ce335ull);
  EXPECT_EQ(hex64(Key(uint32_t{7}, std::string("dag_map"), 1.5f, true).hash()), "0ee8151b9a3ce335");
  EXPECT_NE(Key(1.5f).hash(), Key(1.5).hash());  // float and double encode differently
  EXPECT_EQ(Key().hash(), 0u);
}

// MORPH_TRACE_CHECK's comparison: a kernel traced with a value its Key does not name differs from
// the cached one, and the error says so; the same trace again does not.
TEST(FoundationTraceCache, RetraceCheckNamesAKeyThatMissesAValue) {
  auto body = [](float s) {
    return kernel(
        "found_cache_retrace",
        [s](Array<float> x) {
      Val<uint32_t> i = global_id(0);
      If(i < x.size(), [&] { x[i] = x[i] * s; });
      if (s > 2.0f) x[0u] = 0.0f;  // a structural difference, not only a constant
        },
        {"x"}, Key(std::string_view("retrace"), s));
  };
  KernelRef two = body(2.0f), three = body(3.0f);
  EXPECT_NO_THROW(detail::check_retrace(*two, *body(2.0f)));
  try {
    detail::check_retrace(*two, *three);
    ADD_FAILURE() << "kernels traced from other values compared equal";
  } catch (const InternalError& e) {
    EXPECT_NE(std::string(e.what()).find("found_cache_retrace"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("Key misses a value"), std::string::npos) << e.what();
  }
}
