// The .npy reader and writer. The header is a Python dict literal, e.g.
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// parsed here by a small recursive reader of exactly what NumPy writes (strings, True/False,
// tuples of non-negative integers), with byte offsets kept for error messages.
#include "morph/io/npy.h"

#include <sys/stat.h>

#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>

#include "morph/base/error.h"
#include "morph/base/printable.h"

namespace morph::io {

std::string_view npy_descr(NpyDtype t) {
  switch (t) {
    case NpyDtype::F32: return "<f4";
    case NpyDtype::F16: return "<f2";
    case NpyDtype::U16: return "<u2";
  }
  return "?";
}

size_t npy_elem_size(NpyDtype t) { return t == NpyDtype::F32 ? 4 : 2; }

size_t NpyArray::count() const {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

namespace {
// The shape as a Python tuple, its first `shown` dimensions (then ", ... N dimensions").
std::string tuple_text(const std::vector<size_t>& shape, size_t shown) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size() && i < shown; ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() > shown) return s + ", ... " + std::to_string(shape.size()) + " dimensions)";
  if (shape.size() == 1) s += ",";
  return s + ")";
}
}  // namespace

// Messages quote shapes: a file with 100000 dimensions is told in one line, not 300 KB.
std::string NpyArray::shape_text() const { return tuple_text(shape, 8); }

NpyArray NpyArray::f32(std::vector<size_t> shape, const std::vector<float>& values) {
  NpyArray a;
  a.dtype = NpyDtype::F32;
  a.shape = std::move(shape);
  MORPH_USER_CHECK(values.size() == a.count(), "npy: shape ", a.shape_text(), " holds ", a.count(), " elements but ",
                   values.size(), " values were given");
  a.data.resize(values.size() * 4);
  if (!values.empty()) std::memcpy(a.data.data(), values.data(), a.data.size());  // host is little-endian
  return a;
}

NpyArray NpyArray::u16_bits(NpyDtype dtype, std::vector<size_t> shape, const std::vector<uint16_t>& bits) {
  MORPH_USER_CHECK(dtype != NpyDtype::F32, "npy: u16_bits needs dtype F16 or U16");
  NpyArray a;
  a.dtype = dtype;
  a.shape = std::move(shape);
  MORPH_USER_CHECK(bits.size() == a.count(), "npy: shape ", a.shape_text(), " holds ", a.count(), " elements but ",
                   bits.size(), " values were given");
  a.data.resize(bits.size() * 2);
  if (!bits.empty()) std::memcpy(a.data.data(), bits.data(), a.data.size());
  return a;
}

std::vector<float> NpyArray::as_f32() const {
  MORPH_USER_CHECK(dtype == NpyDtype::F32, "npy: array is ", npy_descr(dtype), ", not <f4");
  std::vector<float> v(data.size() / 4);
  if (!v.empty()) std::memcpy(v.data(), data.data(), v.size() * 4);
  return v;
}

std::vector<uint16_t> NpyArray::as_u16() const {
  MORPH_USER_CHECK(dtype != NpyDtype::F32, "npy: array is <f4, not a 16-bit type");
  std::vector<uint16_t> v(data.size() / 2);
  if (!v.empty()) std::memcpy(v.data(), data.data(), v.size() * 2);
  return v;
}

namespace {

static_assert(std::endian::native == std::endian::little, "Morph's .npy I/O assumes a little-endian host");

// The header dictionary reader. `base` is the header's byte offset in the file.
class HeaderReader {
 public:
  HeaderReader(std::string_view text, size_t base, const std::string& name) : s_(text), base_(base), name_(name) {}

  [[noreturn]] void fail(size_t pos, const std::string& what) const {
    throw UserError(str_cat("npy: '", name_, "': at byte offset ", base_ + pos, ": ", what));
  }

  struct Value {
    enum Kind { Str, Bool, Tuple } kind;
    std::string str;
    bool b = false;
    std::vector<size_t> ints;
    size_t pos = 0;
  };

  // Returns key -> value for the dict; unknown keys are rejected like NumPy does.
  void parse(std::optional<Value>& descr, std::optional<Value>& fortran, std::optional<Value>& shape) {
    ws();
    expect('{', "the header must be a Python dict literal starting with '{'");
    for (;;) {
      ws();
      if (peek() == '}') {
        ++i_;
        break;
      }
      size_t key_pos = i_;
      std::string key = string_lit();
      ws();
      expect(':', "expected ':' after a key");
      ws();
      // An unknown key is the error, whatever its value (whose syntax need not be ours to parse).
      std::optional<Value>* slot = key == "descr"           ? &descr
                                   : key == "fortran_order" ? &fortran
                                   : key == "shape"         ? &shape
                                                            : nullptr;
      if (!slot)
        fail(key_pos,
             str_cat("unexpected header key '", printable(key), "' (a .npy header has descr, fortran_order, shape)"));
      *slot = value();
      ws();
      if (peek() == ',') {
        ++i_;
        continue;
      }
      ws();
      expect('}', "expected ',' or '}' in the header dict");
      break;
    }
    ws();
    if (i_ != s_.size()) fail(i_, "unexpected text after the header dict");
  }

 private:
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  void expect(char c, const char* what) {
    if (peek() != c) fail(i_, str_cat(what, " (found ", describe(), ")"));
    ++i_;
  }
  std::string describe() const {
    if (i_ >= s_.size()) return "end of header";
    return quoted_char(s_[i_]);
  }
  std::string string_lit() {
    char q = peek();
    if (q != '\'' && q != '"') fail(i_, str_cat("expected a quoted string (found ", describe(), ")"));
    size_t start = ++i_;
    while (i_ < s_.size() && s_[i_] != q) ++i_;
    if (i_ >= s_.size()) fail(start - 1, "unterminated string in the header");
    return std::string(s_.substr(start, i_++ - start));
  }
  Value value() {
    Value v;
    v.pos = i_;
    char c = peek();
    if (c == '\'' || c == '"') {
      v.kind = Value::Str;
      v.str = string_lit();
    } else if (s_.substr(i_, 4) == "True") {
      v.kind = Value::Bool;
      v.b = true;
      i_ += 4;
    } else if (s_.substr(i_, 5) == "False") {
      v.kind = Value::Bool;
      i_ += 5;
    } else if (c == '(') {
      v.kind = Value::Tuple;
      ++i_;
      bool comma = false;  // after the last element
      for (;;) {
        ws();
        if (peek() == ')') {
          ++i_;
          break;
        }
        v.ints.push_back(integer());
        ws();
        if (peek() == ',') {
          ++i_;
          comma = true;
          continue;
        }
        comma = false;
        expect(')', "expected ',' or ')' in the shape tuple");
        break;
      }
      // Python reads (3) as the integer 3: a one-element tuple is written (3,), as NumPy does.
      if (v.ints.size() == 1 && !comma)
        fail(v.pos, str_cat("'shape': (", v.ints[0], ") is an integer in Python, not a tuple; a 1-D shape is (",
                            v.ints[0], ",)"));
    } else if (peek() == '[') {  // NumPy writes a structured (record) dtype's 'descr' as a list
      fail(i_, "a list value: structured (record) dtypes are not supported; save a plain numeric array");
    } else {
      fail(i_, str_cat("expected a string, True, False or a tuple (found ", describe(), ")"));
    }
    return v;
  }
  size_t integer() {
    size_t start = i_;
    if (peek() == '-') fail(i_, "negative dimension in shape");
    size_t n = 0;
    while (peek() >= '0' && peek() <= '9') {
      size_t d = static_cast<size_t>(peek() - '0');
      if (n > (std::numeric_limits<size_t>::max() - d) / 10) fail(start, "dimension too large");
      n = n * 10 + d;
      ++i_;
    }
    if (i_ == start) fail(i_, str_cat("expected a dimension (found ", describe(), ")"));
    if (peek() == 'L') ++i_;  // Python 2 long suffix, as old NumPy wrote it
    return n;
  }

  std::string_view s_;
  size_t base_;
  const std::string& name_;
  size_t i_ = 0;
};

uint32_t le(const unsigned char* p, int n) {
  uint32_t v = 0;
  for (int i = 0; i < n; ++i) v |= static_cast<uint32_t>(p[i]) << (8 * i);
  return v;
}

}  // namespace

NpyArray parse_npy(const void* bytes, size_t size, const std::string& name) {
  const unsigned char* p = static_cast<const unsigned char*>(bytes);
  auto fail = [&](size_t off, const std::string& what) -> void {
    throw UserError(str_cat("npy: '", name, "': at byte offset ", off, ": ", what));
  };
  static const unsigned char kMagic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  if (size < 6 || std::memcmp(p, kMagic, 6) != 0)
    fail(0, size < 6 ? str_cat("file of ", size, " bytes is too short for the .npy magic \\x93NUMPY")
                     : "bad magic: not a .npy file (expected \\x93NUMPY)");
  if (size < 8) fail(6, "truncated: the format version is missing");
  uint32_t major = p[6], minor = p[7];
  if (!((major == 1 || major == 2 || major == 3) && minor == 0))
    fail(6, str_cat("unsupported .npy format version ", major, ".", minor, " (1.0, 2.0 and 3.0 are supported)"));
  size_t len_bytes = major == 1 ? 2 : 4;
  if (size < 8 + len_bytes) fail(8, "truncated: the header length is missing");
  size_t header_len = le(p + 8, static_cast<int>(len_bytes));
  size_t header_off = 8 + len_bytes;
  if (header_len > size - header_off)
    fail(header_off, str_cat("truncated header: it declares ", header_len, " bytes, the file has ", size - header_off,
                             " after the length field"));
  std::string_view text(reinterpret_cast<const char*>(p + header_off), header_len);
  if (major < 3)
    for (size_t i = 0; i < text.size(); ++i)
      if (static_cast<unsigned char>(text[i]) >= 0x80)
        fail(header_off + i, "non-ASCII byte in a version 1.0/2.0 header (only 3.0 headers are UTF-8)");

  HeaderReader r(text, header_off, name);
  std::optional<HeaderReader::Value> descr, fortran, shape;
  r.parse(descr, fortran, shape);
  if (!descr) r.fail(0, "header has no 'descr'");
  if (!fortran) r.fail(0, "header has no 'fortran_order'");
  if (!shape) r.fail(0, "header has no 'shape'");
  if (descr->kind != HeaderReader::Value::Str) r.fail(descr->pos, "'descr' must be a dtype string such as '<f4'");
  if (fortran->kind != HeaderReader::Value::Bool) r.fail(fortran->pos, "'fortran_order' must be True or False");
  if (shape->kind != HeaderReader::Value::Tuple) r.fail(shape->pos, "'shape' must be a tuple of integers");

  NpyArray a;
  const std::string& d = descr->str;
  if (d == "<f4")
    a.dtype = NpyDtype::F32;
  else if (d == "<f2")
    a.dtype = NpyDtype::F16;
  else if (d == "<u2")
    a.dtype = NpyDtype::U16;
  else
    r.fail(descr->pos,
           str_cat("unsupported dtype '", printable(d), "': Morph reads <f4 (float32), <f2 (float16) and <u2 ",
                   "(uint16, the carrier of bf16 bits)",
                   (!d.empty() && d[0] == '>') ? "; this array is big-endian: save it with "
                                                 "arr.astype(arr.dtype.newbyteorder('<'))"
                                               : ""));
  if (fortran->b)
    r.fail(fortran->pos,
           "Fortran (column-major) order is not supported: save a C-order array "
           "(np.save(path, np.ascontiguousarray(x)))");
  a.shape = shape->ints;

  size_t elem = npy_elem_size(a.dtype), count = 1;
  for (size_t dim : a.shape) {
    if (dim != 0 && count > std::numeric_limits<size_t>::max() / dim) r.fail(shape->pos, "shape is too large");
    count *= dim;
  }
  if (count > std::numeric_limits<size_t>::max() / elem) r.fail(shape->pos, "shape is too large");
  size_t data_off = header_off + header_len, need = count * elem, have = size - data_off;
  if (have < need)
    fail(data_off, str_cat("truncated data: shape ", a.shape_text(), " of ", d, " needs ", need,
                           " bytes, the file has ", have, " after the header"));
  if (have > need)
    fail(data_off + need, str_cat(have - need, " unexpected bytes after the data of shape ", a.shape_text()));
  a.data.assign(p + data_off, p + data_off + need);
  return a;
}

NpyArray read_npy(const std::string& path) {
  // Only regular files, read to their stated size: a directory, a FIFO or an endless device
  // such as /dev/zero is refused before any byte is read.
  struct stat st {};
  MORPH_USER_CHECK(::stat(path.c_str(), &st) == 0, "npy: cannot open '", printable(path), "': ", std::strerror(errno));
  MORPH_USER_CHECK(S_ISREG(st.st_mode), "npy: '", path, "' is not a regular file (",
                   S_ISDIR(st.st_mode)    ? "a directory"
                   : S_ISCHR(st.st_mode)  ? "a character device"
                   : S_ISFIFO(st.st_mode) ? "a pipe"
                                          : "not a file",
                   "); give the path of a .npy file");
  const size_t size = static_cast<size_t>(st.st_size);
  std::ifstream f(path, std::ios::binary);
  MORPH_USER_CHECK(f.good(), "npy: cannot open '", printable(path), "' for reading: ", std::strerror(errno));
  std::vector<unsigned char> bytes(size);
  if (size) f.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  MORPH_USER_CHECK(static_cast<size_t>(f.gcount()) == size || size == 0, "npy: error reading '", path, "': got ",
                   f.gcount(), " of its ", size, " bytes");
  return parse_npy(bytes.data(), bytes.size(), path);
}

std::vector<unsigned char> encode_npy(const NpyArray& a) {
  MORPH_USER_CHECK(a.data.size() == a.count() * npy_elem_size(a.dtype), "npy: array of shape ", a.shape_text(), " ",
                   npy_descr(a.dtype), " needs ", a.count() * npy_elem_size(a.dtype), " bytes of data, has ",
                   a.data.size());
  std::string dict = str_cat("{'descr': '", npy_descr(a.dtype),
                             "', 'fortran_order': False, 'shape': ", tuple_text(a.shape, SIZE_MAX), ", }");
  // Version 1.0 while the padded header fits a 2-byte length, else 2.0.
  int major = 1;
  size_t prefix = 10;
  size_t total = (prefix + dict.size() + 1 + 63) / 64 * 64;
  if (total - prefix > 0xffff) {
    major = 2;
    prefix = 12;
    total = (prefix + dict.size() + 1 + 63) / 64 * 64;
  }
  size_t header_len = total - prefix;
  std::vector<unsigned char> out = {0x93, 'N', 'U', 'M', 'P', 'Y', static_cast<unsigned char>(major), 0};
  for (size_t i = 0; i < prefix - 8; ++i) out.push_back(static_cast<unsigned char>(header_len >> (8 * i)));
  out.insert(out.end(), dict.begin(), dict.end());
  out.resize(total - 1, ' ');
  out.push_back('\n');
  out.insert(out.end(), a.data.begin(), a.data.end());
  return out;
}

void write_npy(const std::string& path, const NpyArray& a) {
  std::vector<unsigned char> bytes = encode_npy(a);
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  MORPH_USER_CHECK(f.good(), "npy: cannot open '", printable(path), "' for writing: ", std::strerror(errno));
  errno = 0;  // the stream keeps no reason: the failing write(2) or close(2) leaves it in errno
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  f.close();
  MORPH_USER_CHECK(!f.fail(), "npy: error writing ", bytes.size(), " bytes to '", printable(path), "'",
                   errno ? str_cat(": ", std::strerror(errno)) : std::string());
}

}  // namespace morph::io
