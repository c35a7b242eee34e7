// .npy reading and writing: round trips of every supported dtype and shape through bytes and
// files, the exact header NumPy writes, hand-made version 1.0/2.0/3.0 files, and every error
// path on hand-made byte strings (each message names the file, the byte offset and the fault).
#include "morph/io/npy.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <random>

#include "morph/base/error.h"

using namespace morph;
using namespace morph::io;

namespace {

// A .npy file built by hand (independently of encode_npy).
std::vector<unsigned char> make(int major, const std::string& header, size_t data_bytes, int minor = 0) {
  std::vector<unsigned char> b = {
      0x93, 'N', 'U', 'M', 'P', 'Y', static_cast<unsigned char>(major), static_cast<unsigned char>(minor)};
  int len_bytes = major == 1 ? 2 : 4;
  for (int i = 0; i < len_bytes; ++i) b.push_back(static_cast<unsigned char>(header.size() >> (8 * i)));
  b.insert(b.end(), header.begin(), header.end());
  for (size_t i = 0; i < data_bytes; ++i) b.push_back(static_cast<unsigned char>(i * 7 + 1));
  return b;
}

std::string expect_error(const std::vector<unsigned char>& bytes, std::vector<std::string> fragments) {
  std::string msg;
  try {
    parse_npy(bytes.data(), bytes.size(), "t.npy");
    ADD_FAILURE() << "no error for " << fragments[0];
  } catch (const UserError& e) {
    msg = e.what();
  }
  fragments.push_back("'t.npy'");
  for (const auto& f : fragments) EXPECT_NE(msg.find(f), std::string::npos) << "lacks '" << f << "': " << msg;
  return msg;
}

std::filesystem::path temp_dir() {
  auto d = std::filesystem::temp_directory_path() / ("morph_npy_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(d);
  return d;
}

}  // namespace

TEST(Npy, RoundTripEveryDtypeAndShape) {
  uint32_t seed = std::random_device{}();
  std::printf("seed %u\n", seed);
  std::mt19937 rng(seed);
  auto dir = temp_dir();
  for (NpyDtype t : {NpyDtype::F32, NpyDtype::F16, NpyDtype::U16}) {
    for (std::vector<size_t> shape : {std::vector<size_t>{}, {0}, {5}, {2, 3, 4}, {1, 1, 7, 1}}) {
      NpyArray a;
      a.dtype = t;
      a.shape = shape;
      a.data.resize(a.count() * npy_elem_size(t));
      for (auto& byte : a.data) byte = static_cast<unsigned char>(rng());
      std::vector<unsigned char> bytes = encode_npy(a);
      ASSERT_EQ(bytes[6], 1);
      size_t header_len = bytes[8] | (bytes[9] << 8);
      EXPECT_EQ((10 + header_len) % 64, 0u);
      EXPECT_EQ(bytes[10 + header_len - 1], '\n');
      NpyArray b = parse_npy(bytes.data(), bytes.size(), "mem");
      EXPECT_EQ(b.dtype, t);
      EXPECT_EQ(b.shape, shape);
      EXPECT_EQ(b.data, a.data);
      std::string path = (dir / "a.npy").string();
      write_npy(path, a);
      NpyArray c = read_npy(path);
      EXPECT_EQ(c.shape, shape);
      EXPECT_EQ(c.data, a.data);
    }
  }
  std::filesystem::remove_all(dir);
}

TEST(Npy, HeaderIsWhatNumpyWrites) {
  std::vector<float> v = {1, 2, 3, 4, 5, 6};
  std::vector<unsigned char> b = encode_npy(NpyArray::f32({2, 3}, v));
  // NumPy >= 1.? pads small headers to 118 bytes ('v\0'), 128 bytes before the data.
  ASSERT_EQ(b.size(), 128u + 24u);
  EXPECT_EQ(b[8], 0x76);
  EXPECT_EQ(b[9], 0x00);
  std::string header(b.begin() + 10, b.begin() + 128);
  EXPECT_EQ(header.rfind("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 0), 0u) << header;
  EXPECT_EQ(header.back(), '\n');
  EXPECT_EQ(NpyArray::f32({6}, v).shape_text(), "(6,)");
  EXPECT_EQ(NpyArray::f32({}, {1.0f}).shape_text(), "()");
  NpyArray back = parse_npy(b.data(), b.size(), "mem");
  EXPECT_EQ(back.as_f32(), v);
}

TEST(Npy, Versions2And3AndHeaderVariants) {
  for (int major : {1, 2, 3}) {
    std::string h = "{\"shape\": (3,), \"fortran_order\": False, \"descr\": \"<f2\"}\n";
    auto bytes = make(major, h, 6);
    NpyArray a = parse_npy(bytes.data(), bytes.size(), "v.npy");
    EXPECT_EQ(a.dtype, NpyDtype::F16);
    EXPECT_EQ(a.shape, std::vector<size_t>{3});
    EXPECT_EQ(a.as_u16().size(), 3u);
  }
  auto scalar = make(1, "{'descr': '<u2', 'fortran_order': False, 'shape': (), }   \n", 2);
  NpyArray s = parse_npy(scalar.data(), scalar.size(), "s.npy");
  EXPECT_TRUE(s.shape.empty());
  EXPECT_EQ(s.count(), 1u);
  EXPECT_EQ(s.dtype, NpyDtype::U16);
  auto longs = make(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2L, 1L), }\n", 8);
  EXPECT_EQ(parse_npy(longs.data(), longs.size(), "l.npy").shape, (std::vector<size_t>{2, 1}));
  // A header too long for version 1.0 is written as 2.0 and read back.
  NpyArray big;
  big.dtype = NpyDtype::U16;
  big.shape.assign(30000, 1);
  big.data.resize(2);
  std::vector<unsigned char> b = encode_npy(big);
  EXPECT_EQ(b[6], 2);
  EXPECT_EQ(parse_npy(b.data(), b.size(), "big.npy").shape.size(), 30000u);
}

TEST(Npy, ErrorsNameFileOffsetAndFault) {
  const std::string ok = "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }\n";
  auto good = make(1, ok, 16);
  EXPECT_NO_THROW(parse_npy(good.data(), good.size(), "t.npy"));

  auto bad_magic = good;
  bad_magic[5] = 'X';
  expect_error(bad_magic, {"byte offset 0", "bad magic"});
  expect_error({0x93, 'N', 'U'}, {"byte offset 0", "too short"});
  auto v4 = make(4, ok, 16);
  expect_error(v4, {"byte offset 6", "unsupported .npy format version 4.0"});
  auto v11 = make(1, ok, 16, 1);
  expect_error(v11, {"byte offset 6", "version 1.1"});
  expect_error({0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0}, {"byte offset 8", "header length is missing"});
  auto short_header = make(1, ok, 0);
  short_header.resize(10 + 20);
  expect_error(short_header, {"byte offset 10", "truncated header", "declares " + std::to_string(ok.size())});
  auto short_data = make(1, ok, 12);
  expect_error(short_data,
               {"byte offset " + std::to_string(10 + ok.size()), "truncated data", "needs 16 bytes", "has 12"});
  auto trailing = make(1, ok, 20);
  expect_error(trailing, {"byte offset " + std::to_string(10 + ok.size() + 16), "4 unexpected bytes"});

  auto at = [&](const std::string& h, const std::string& needle) {
    return "byte offset " + std::to_string(10 + h.find(needle));
  };
  std::string f8 = "{'descr': '<f8', 'fortran_order': False, 'shape': (4,), }\n";
  expect_error(make(1, f8, 32), {at(f8, "'<f8'"), "unsupported dtype '<f8'", "<f4", "<f2", "<u2"});
  std::string be = "{'descr': '>f4', 'fortran_order': False, 'shape': (4,), }\n";
  expect_error(make(1, be, 16), {at(be, "'>f4'"), "unsupported dtype '>f4'", "big-endian"});
  std::string fo = "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }\n";
  expect_error(make(1, fo, 16), {at(fo, "True"), "Fortran", "ascontiguousarray"});
  std::string noshape = "{'descr': '<f4', 'fortran_order': False}\n";
  expect_error(make(1, noshape, 4), {"byte offset 10", "no 'shape'"});
  std::string neg = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, -1), }\n";
  expect_error(make(1, neg, 8), {at(neg, "-1"), "negative dimension"});
  std::string unq = "{descr: '<f4', 'fortran_order': False, 'shape': (4,), }\n";
  expect_error(make(1, unq, 16), {at(unq, "descr"), "expected a quoted string"});
  std::string extra = "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'x': 'y'}\n";
  expect_error(make(1, extra, 16), {at(extra, "'x'"), "unexpected header key 'x'"});
  // The unknown key is named whatever its value (1 is not a value this reader parses).
  std::string extra_int = "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'x': 1 }\n";
  expect_error(make(1, extra_int, 16), {at(extra_int, "'x'"), "unexpected header key 'x'"});
  std::string notdict = "['<f4']\n";
  expect_error(make(1, notdict, 16), {"byte offset 10", "dict"});
  std::string badshape = "{'descr': '<f4', 'fortran_order': False, 'shape': 4, }\n";
  expect_error(make(1, badshape, 16), {at(badshape, "4,"), "expected a string, True, False or a tuple"});
  std::string str_shape = "{'descr': '<f4', 'fortran_order': False, 'shape': '4', }\n";
  expect_error(make(1, str_shape, 16), {at(str_shape, "'4'"), "'shape' must be a tuple"});
  // (4) is the integer 4 in Python; NumPy writes a 1-D shape as (4,).
  std::string paren_int = "{'descr': '<f4', 'fortran_order': False, 'shape': (4), }\n";
  expect_error(make(1, paren_int, 16), {at(paren_int, "(4)"), "not a tuple", "(4,)"});
  // A NUL in the header is named as \x00, never put in the message raw (it would cut the message
  // short where it is printed as a C string).
  std::string nul_key = std::string("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'a\0b': 'y'}\n", 68);
  expect_error(make(1, nul_key, 16), {"unexpected header key 'a\\x00b'"});
  // A structured dtype's 'descr' is a list (np.zeros(4, dtype=[('a', '<f4')])).
  std::string record = "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (4,), }\n";
  expect_error(make(1, record, 16), {at(record, "[("), "structured (record) dtypes are not supported"});
  // A shape of many dimensions is quoted in one short line, not by listing them all.
  std::string deep = "{'descr': '<f4', 'fortran_order': False, 'shape': (";
  for (int i = 0; i < 100; ++i) deep += "1, ";
  deep += "), }\n";
  const std::string deep_msg = expect_error(make(3, deep, 8), {"(1, 1, 1, 1, 1, 1, 1, 1, ... 100 dimensions)"});
  EXPECT_LT(deep_msg.size(), 300u) << deep_msg;
  std::string nul_byte = std::string("{'descr': '<f4', 'fortran_order': False, \0'shape': (4,), }\n", 59);
  expect_error(make(1, nul_byte, 16), {"found '\\x00'"});

  try {
    read_npy("/nonexistent/dir/x.npy");
    ADD_FAILURE() << "no error";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot open '/nonexistent/dir/x.npy'"), std::string::npos) << e.what();
  }
  NpyArray wrong;
  wrong.shape = {3};
  wrong.data.resize(8);
  EXPECT_THROW(encode_npy(wrong), UserError);
  EXPECT_THROW(NpyArray::f32({2, 2}, {1.0f}), UserError);
}

TEST(Npy, RefusesFilesThatAreNotRegular) {
  // An endless device, a directory and a pipe are refused before any byte is read (reading
  // /dev/zero used to grow memory forever).
  for (const char* path : {"/dev/zero", "/tmp", "/dev/null"}) {
    try {
      read_npy(path);
      ADD_FAILURE() << path << ": no error";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find("is not a regular file"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
    }
  }
}
