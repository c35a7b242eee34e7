// The GGUF reader and writer: round trips of every metadata type, a file written by ggml's own
// Python writer (`gguf` from PyPI, skipped visibly when absent), and bad files — each a
// UserError naming the byte offset, never a crash — including every truncation of a valid file
// and a bounded random-mutation fuzz.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/dequant.h"
#include "morph/quant/gguf.h"

namespace morph::quant {
namespace {

std::vector<uint8_t> sample_file(uint32_t alignment = 32) {
  GgufWriter w;
  w.add("general.architecture", GgufValue::str("llama"));
  if (alignment != 32) w.add("general.alignment", GgufValue::uint(GgufType::U32, alignment));
  w.add("u8", GgufValue::uint(GgufType::U8, 250));
  w.add("i16", GgufValue::sint(GgufType::I16, -1234));
  w.add("f32", GgufValue::real(GgufType::F32, 0.5));
  w.add("f64", GgufValue::real(GgufType::F64, 0.1));
  w.add("b", GgufValue::boolean(true));
  w.add("arr",
        GgufValue::array(GgufType::I32, {GgufValue::sint(GgufType::I32, 1), GgufValue::sint(GgufType::I32, -2)}));
  w.add("nested", GgufValue::array(GgufType::ARRAY,
                                   {GgufValue::array(GgufType::STRING, {GgufValue::str("x"), GgufValue::str("yz")}),
                                    GgufValue::array(GgufType::STRING, {})}));
  std::vector<uint8_t> f32(4 * 8 * 2);
  for (size_t k = 0; k < f32.size(); ++k) f32[k] = static_cast<uint8_t>(k);
  w.add_tensor("a", GgmlType::F32, {8, 2}, f32);
  std::vector<uint8_t> q(18 * 2, 0x11);
  w.add_tensor("b", GgmlType::Q4_0, {64}, q);
  return w.encode();
}

std::string parse_error(const std::vector<uint8_t>& b) {
  try {
    GgufFile::parse(b.data(), b.size(), "bad.gguf");
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

template <class T>
void poke(std::vector<uint8_t>& b, size_t at, T v) {
  std::memcpy(b.data() + at, &v, sizeof(T));
}

TEST(Gguf, RoundTripEveryValueType) {
  std::vector<uint8_t> bytes = sample_file();
  GgufFile f = GgufFile::parse(bytes.data(), bytes.size(), "mem");
  EXPECT_EQ(f.version(), 3u);
  EXPECT_EQ(f.alignment(), 32u);
  EXPECT_EQ(f.find("general.architecture")->s, "llama");
  EXPECT_EQ(f.find("u8")->u, 250u);
  EXPECT_EQ(f.find("i16")->i, -1234);
  EXPECT_EQ(f.find("f32")->f, 0.5);
  EXPECT_EQ(f.find("f64")->f, 0.1);
  EXPECT_EQ(f.find("b")->u, 1u);
  EXPECT_EQ(f.find("arr")->items.at(1).i, -2);
  const GgufValue* n = f.find("nested");
  ASSERT_EQ(n->elem, GgufType::ARRAY);
  EXPECT_EQ(n->items.at(0).items.at(1).s, "yz");
  EXPECT_TRUE(n->items.at(1).items.empty());
  ASSERT_EQ(f.tensors().size(), 2u);
  const GgufTensor* a = f.find_tensor("a");
  EXPECT_EQ(a->type, GgmlType::F32);
  EXPECT_EQ(a->shape_text(), "[8, 2]");
  EXPECT_EQ(a->bytes, 64u);
  EXPECT_EQ(f.data_offset() % 32, 0u);
  EXPECT_EQ(f.data(*a)[5], 5);
  const GgufTensor* b = f.find_tensor("b");
  EXPECT_EQ(b->offset, 64u);
  EXPECT_EQ(f.data(*b)[0], 0x11);
  EXPECT_EQ(f.find("missing"), nullptr);
  EXPECT_NE(n->summary().find("array"), std::string::npos);
}

// Listings elide long values; `gguf info --full` (summary(SIZE_MAX)) shows them whole — a long
// string (a chat template) and the items of nested arrays included.
TEST(Gguf, SummaryElidesUnlessFull) {
  GgufValue text = GgufValue::str(std::string(200, 'x'));
  EXPECT_NE(text.summary().find("..."), std::string::npos);
  EXPECT_EQ(text.summary(SIZE_MAX), "\"" + std::string(200, 'x') + "\"");
  std::vector<GgufValue> inner;
  for (uint64_t k = 0; k < 6; ++k) inner.push_back(GgufValue::uint(GgufType::U32, k));
  GgufValue nested = GgufValue::array(GgufType::ARRAY, {GgufValue::array(GgufType::U32, inner)});
  EXPECT_NE(nested.summary().find("..."), std::string::npos);
  EXPECT_EQ(nested.summary(SIZE_MAX), "[array x 1: [u32 x 6: 0, 1, 2, 3, 4, 5]]");
}

TEST(Gguf, CustomAlignmentAndMappedFile) {
  std::vector<uint8_t> bytes = sample_file(256);
  std::string path = (std::filesystem::temp_directory_path() / "morph_gguf_align.gguf").string();
  {
    std::FILE* fp = std::fopen(path.c_str(), "wb");
    std::fwrite(bytes.data(), 1, bytes.size(), fp);
    std::fclose(fp);
  }
  GgufFile f = GgufFile::open(path);
  EXPECT_EQ(f.alignment(), 256u);
  EXPECT_EQ(f.data_offset() % 256, 0u);
  EXPECT_EQ(f.find_tensor("b")->offset, 256u);
  std::filesystem::remove(path);
}

// A FIFO (or any non-regular file) is refused at once: opening one for reading used to wait for a
// writer forever.
TEST(Gguf, FifoIsNotARegularFileAndDoesNotBlock) {
  std::string path =
      (std::filesystem::temp_directory_path() / ("morph_gguf_fifo_" + std::to_string(::getpid()))).string();
  std::filesystem::remove(path);
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0) << std::strerror(errno);
  try {
    GgufFile::open(path);
    ADD_FAILURE() << "a FIFO was accepted";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(Gguf, WrongMagic) {
  std::vector<uint8_t> b = sample_file();
  b[0] = 'X';
  std::string e = parse_error(b);
  EXPECT_NE(e.find("byte offset 0"), std::string::npos) << e;
  EXPECT_NE(e.find("wrong magic"), std::string::npos) << e;
}

TEST(Gguf, UnsupportedVersions) {
  std::vector<uint8_t> b = sample_file();
  poke<uint32_t>(b, 4, 1);
  EXPECT_NE(parse_error(b).find("version 1 is not supported"), std::string::npos);
  poke<uint32_t>(b, 4, 0x03000000u);
  EXPECT_NE(parse_error(b).find("big-endian"), std::string::npos);
  poke<uint32_t>(b, 4, 9);
  EXPECT_NE(parse_error(b).find("byte offset 4: unsupported GGUF version 9"), std::string::npos) << parse_error(b);
}

TEST(Gguf, AbsurdCounts) {
  std::vector<uint8_t> b = sample_file();
  poke<uint64_t>(b, 8, uint64_t{1} << 60);
  std::string e = parse_error(b);
  EXPECT_NE(e.find("byte offset 8: tensor count 1152921504606846976 does not fit"), std::string::npos) << e;
  b = sample_file();
  poke<uint64_t>(b, 16, ~uint64_t{0});
  e = parse_error(b);
  EXPECT_NE(e.find("byte offset 16: metadata count 18446744073709551615 does not fit"), std::string::npos) << e;
}

TEST(Gguf, AbsurdStringAndArrayLengths) {
  std::vector<uint8_t> b = sample_file();
  poke<uint64_t>(b, 24, uint64_t{1} << 50);  // the first key's length
  std::string e = parse_error(b);
  EXPECT_NE(e.find("byte offset 24: metadata key: string length"), std::string::npos) << e;
  // the "arr" array: find its length field (after "arr" key, type 9, elem type 5)
  b = sample_file();
  const char key[] = "arr";
  auto it = std::search(b.begin(), b.end(), key, key + 3);
  size_t len_at = static_cast<size_t>(it - b.begin()) + 3 + 4 + 4;
  poke<uint64_t>(b, len_at, uint64_t{1} << 40);
  e = parse_error(b);
  EXPECT_NE(e.find("byte offset " + std::to_string(len_at) + ": array of"), std::string::npos) << e;
}

TEST(Gguf, UnknownTypeIds) {
  std::vector<uint8_t> b = sample_file();
  // first value type sits after magic, version, counts, key length and "general.architecture"
  size_t at = 24 + 8 + std::strlen("general.architecture");
  poke<uint32_t>(b, at, 13);
  std::string e = parse_error(b);
  EXPECT_NE(e.find("byte offset " + std::to_string(at) + ": unknown metadata value type id 13"), std::string::npos)
      << e;
  // tensor type id: rewrite tensor "b"'s type with 4 (a removed ggml id)
  b = sample_file();
  GgufFile f = GgufFile::parse(b.data(), b.size(), "ok");
  size_t tb = f.find_tensor("b")->info_offset + 8 + 1 + 4 + 8;
  poke<uint32_t>(b, tb, 4);
  e = parse_error(b);
  EXPECT_NE(e.find("byte offset " + std::to_string(tb) + ": tensor 'b' has unknown ggml type id 4"), std::string::npos)
      << e;
}

TEST(Gguf, MisalignedOffsetOverlapAndPastEnd) {
  std::vector<uint8_t> b = sample_file();
  GgufFile f = GgufFile::parse(b.data(), b.size(), "ok");
  size_t off_b = f.find_tensor("b")->info_offset + 8 + 1 + 4 + 8 + 4;
  poke<uint64_t>(b, off_b, 65);
  std::string e = parse_error(b);
  EXPECT_NE(e.find("byte offset " + std::to_string(off_b) +
                   ": tensor 'b' data offset 65 is not a multiple of the alignment 32"),
            std::string::npos)
      << e;
  poke<uint64_t>(b, off_b, 32);  // overlaps tensor a [0, 64)
  e = parse_error(b);
  EXPECT_NE(e.find("overlap"), std::string::npos) << e;
  EXPECT_NE(e.find("byte offset " + std::to_string(f.find_tensor("b")->info_offset)), std::string::npos) << e;
  poke<uint64_t>(b, off_b, 1 << 20);
  e = parse_error(b);
  EXPECT_NE(e.find("past the end"), std::string::npos) << e;
  // An offset near 2^64 is named as given (added to the data section's start it would wrap, and
  // the message once showed a range inside the file).
  poke<uint64_t>(b, off_b, ~uint64_t{31});
  e = parse_error(b);
  EXPECT_NE(e.find("data at offset 18446744073709551584"), std::string::npos) << e;
  EXPECT_NE(e.find("past the end"), std::string::npos) << e;
}

TEST(Gguf, BadDimsAndBlockMultiple) {
  std::vector<uint8_t> b = sample_file();
  GgufFile f = GgufFile::parse(b.data(), b.size(), "ok");
  size_t nd = f.find_tensor("b")->info_offset + 8 + 1;
  poke<uint32_t>(b, nd, 5);
  EXPECT_NE(parse_error(b).find("has 5 dimensions"), std::string::npos);
  b = sample_file();
  poke<uint64_t>(b, nd + 4, 48);  // q4_0 needs a multiple of 32
  std::string e = parse_error(b);
  EXPECT_NE(e.find("not a multiple of the block size 32"), std::string::npos) << e;
  // f32 [2^62, 1]: 2^62 elements fit an int64, their 2^64 bytes do not (the size wrapped to 0,
  // and the tensor passed the end-of-file and overlap checks)
  b = sample_file();
  const size_t na = f.find_tensor("a")->info_offset + 8 + 1;
  poke<uint64_t>(b, na + 4, uint64_t{1} << 62);
  poke<uint64_t>(b, na + 12, 1);
  e = parse_error(b);
  EXPECT_NE(e.find("byte offset " + std::to_string(na) + ": tensor 'a': tensor size overflows 64 bits"),
            std::string::npos)
      << e;
}

TEST(Gguf, DuplicateKeyAndBadAlignment) {
  GgufWriter w;
  w.add("k", GgufValue::uint(GgufType::U8, 1));
  EXPECT_THROW(w.add("k", GgufValue::uint(GgufType::U8, 2)), UserError);
  EXPECT_THROW(w.add("general.alignment", GgufValue::uint(GgufType::U32, 48)), UserError);
  std::vector<uint8_t> b = sample_file(64);
  const char key[] = "general.alignment";
  auto it = std::search(b.begin(), b.end(), key, key + std::strlen(key));
  size_t val = static_cast<size_t>(it - b.begin()) + std::strlen(key) + 4;
  poke<uint32_t>(b, val, 48);
  std::string e = parse_error(b);
  EXPECT_NE(e.find("general.alignment 48 is not a power of two"), std::string::npos) << e;
}

TEST(Gguf, EveryTruncationIsAnErrorWithOffset) {
  std::vector<uint8_t> b = sample_file();
  GgufFile full = GgufFile::parse(b.data(), b.size(), "ok");
  uint64_t need = full.data_offset() + full.find_tensor("b")->offset + full.find_tensor("b")->bytes;
  for (size_t n = 0; n < need; ++n) {
    std::vector<uint8_t> t(b.begin(), b.begin() + static_cast<long>(n));
    std::string e = parse_error(t);
    ASSERT_FALSE(e.empty()) << "prefix of " << n << " bytes parsed";
    ASSERT_NE(e.find("byte offset"), std::string::npos) << e;
  }
}

TEST(Gguf, RandomMutationsNeverCrash) {
  // Bounded in time (MORPH_GGUF_FUZZ_SECONDS, default 2); the sanitizer build runs longer
  // (ctest gguf_fuzz_asan).
  const double seconds =
      static_cast<double>(env_number("MORPH_GGUF_FUZZ_SECONDS", 0, 86400, 2, "whole seconds in [0, 86400]"));
  uint64_t seed = std::random_device{}();
  std::printf("gguf fuzz seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> base = sample_file();
  auto t0 = std::chrono::steady_clock::now();
  size_t runs = 0, ok = 0;
  while (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < seconds) {
    std::vector<uint8_t> b = base;
    int muts = 1 + static_cast<int>(rng() % 4);
    for (int m = 0; m < muts; ++m) {
      size_t at = rng() % b.size();
      switch (rng() % 4) {
        case 0: b[at] = static_cast<uint8_t>(rng()); break;
        case 1: b[at] ^= static_cast<uint8_t>(1u << (rng() % 8)); break;
        case 2:
          if (at + 8 <= b.size()) poke<uint64_t>(b, at, rng() >> (rng() % 64));
          break;
        case 3: b.resize(at); break;
      }
      if (b.empty()) break;
    }
    try {
      GgufFile f = GgufFile::parse(b.data(), b.size(), "fuzz");
      for (const GgufTensor& t : f.tensors()) {  // touch every byte the reader vouches for
        const uint8_t* p = f.data(t);
        volatile uint8_t sink = 0;
        for (uint64_t k = 0; k < t.bytes; ++k) sink = sink ^ p[k];
      }
      ++ok;
    } catch (const UserError& e) {
      ASSERT_NE(std::string(e.what()).find("byte offset"), std::string::npos) << e.what();
    }
    ++runs;
  }
  std::printf("gguf fuzz: %zu mutated files, %zu still valid\n", runs, ok);
  EXPECT_GT(runs, 100u);
}

TEST(Gguf, ReadsFileWrittenByGgmlPythonWriter) {
  if (std::system("python3 -c 'import gguf, numpy' > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 with the `gguf` package (pip install gguf) not available";
  std::string path = (std::filesystem::temp_directory_path() / "morph_gguf_py.gguf").string();
  std::string cmd = std::string("python3 ") + MORPH_SOURCE_DIR + "/morph/quant/testdata/write_gguf.py " + path;
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  GgufFile f = GgufFile::open(path);
  EXPECT_EQ(f.version(), 3u);
  EXPECT_EQ(f.alignment(), 64u);
  EXPECT_EQ(f.find("general.architecture")->s, "llama");
  EXPECT_EQ(f.find("t.u8")->u, 200u);
  EXPECT_EQ(f.find("t.i8")->i, -100);
  EXPECT_EQ(f.find("t.u16")->u, 60000u);
  EXPECT_EQ(f.find("t.i16")->i, -30000);
  EXPECT_EQ(f.find("t.u32")->u, 4000000000u);
  EXPECT_EQ(f.find("t.i32")->i, -2000000000);
  EXPECT_EQ(f.find("t.f32")->f, 0.15625);
  EXPECT_EQ(f.find("t.u64")->u, (uint64_t{1} << 63) + 5);
  EXPECT_EQ(f.find("t.i64")->i, -(int64_t{1} << 62));
  EXPECT_EQ(f.find("t.f64")->f, 1.0 / 3.0);
  EXPECT_EQ(f.find("t.bool")->u, 1u);
  EXPECT_EQ(f.find("t.str")->s, "h\xc3\xa9llo gguf");
  EXPECT_EQ(f.find("t.arr_i32")->items.at(1).i, -2);
  EXPECT_EQ(f.find("t.arr_str")->items.at(1).s, "bc");
  const GgufValue* n = f.find("t.arr_nested");
  ASSERT_EQ(n->elem, GgufType::ARRAY);
  EXPECT_EQ(n->items.at(0).items.at(1).i + n->items.at(1).items.at(0).i, 5);
  const GgufTensor* t32 = f.find_tensor("w.f32");
  ASSERT_NE(t32, nullptr);
  EXPECT_EQ(t32->shape_text(), "[8, 3]");
  std::vector<float> v = dequantize(GgmlType::F32, f.data(*t32), 24);
  for (int k = 0; k < 24; ++k) ASSERT_EQ(v[k], static_cast<float>(k) - 7.5f);
  const GgufTensor* t16 = f.find_tensor("w.f16");
  ASSERT_EQ(t16->type, GgmlType::F16);
  std::vector<float> h = dequantize(GgmlType::F16, f.data(*t16), 24);
  for (int k = 0; k < 24; ++k) ASSERT_EQ(h[k], static_cast<float>(k) - 7.5f);
  const GgufTensor* q8 = f.find_tensor("w.q8_0");
  ASSERT_EQ(q8->type, GgmlType::Q8_0);
  EXPECT_EQ(q8->shape_text(), "[64, 2]");
  std::vector<float> q = dequantize(GgmlType::Q8_0, f.data(*q8), 128);
  EXPECT_EQ(q[0], static_cast<float>(static_cast<int8_t>(f.data(*q8)[2])));
  EXPECT_EQ(q[32], 0.5f * static_cast<float>(static_cast<int8_t>(f.data(*q8)[36])));
  const GgufTensor* q4 = f.find_tensor("w.q4_K");
  ASSERT_EQ(q4->type, GgmlType::Q4_K);
  EXPECT_EQ(q4->shape_text(), "[256, 1]");
  for (const GgufTensor& t : f.tensors()) EXPECT_EQ((f.data_offset() + t.offset) % 64, 0u) << t.name;
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace morph::quant
