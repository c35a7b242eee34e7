// The GGUF reader and writer. Parsing walks the file with a bounds-checked cursor; every length
// and count is checked against the bytes that remain before anything is allocated, so an absurd
// count is an error, not an allocation of terabytes.
#include "morph/quant/gguf.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "morph/base/error.h"
#include "morph/base/printable.h"

namespace morph::quant {

namespace {

constexpr uint32_t kMagic = 0x46554747u;  // "GGUF" little-endian
constexpr uint32_t kMaxDims = 4;          // GGML_MAX_DIMS
constexpr int kMaxNesting = 8;            // arrays of arrays … deeper than this are refused
// Metadata values (arrays' elements included) a file may hold: each is kept as a GgufValue
// (~100 bytes), so a byte array of 20 MiB would take 2 GB. Real models hold about 1.5 M (a
// 262144-token vocabulary's tokens, scores and types, and its merges).
constexpr uint64_t kMaxMetadataValues = uint64_t{1} << 22;
constexpr uint32_t kDefaultAlignment = 32;

size_t scalar_size(GgufType t) {
  switch (t) {
    case GgufType::U8:
    case GgufType::I8:
    case GgufType::BOOL: return 1;
    case GgufType::U16:
    case GgufType::I16: return 2;
    case GgufType::U32:
    case GgufType::I32:
    case GgufType::F32: return 4;
    case GgufType::U64:
    case GgufType::I64:
    case GgufType::F64: return 8;
    default: return 0;
  }
}

/// Smallest encoding of one value of type t (for bounding counts by the bytes left).
size_t min_size(GgufType t) {
  if (t == GgufType::STRING) return 8;
  if (t == GgufType::ARRAY) return 12;
  return scalar_size(t);
}

class Cursor {
 public:
  Cursor(const uint8_t* b, uint64_t n, const std::string& name) : b_(b), n_(n), name_(name) {}
  uint64_t pos() const { return p_; }
  uint64_t left() const { return n_ - p_; }
  /// Counts `n` more metadata values read from `at`; fails past kMaxMetadataValues.
  void count_values(uint64_t n, uint64_t at) {
    values_ += n;
    if (values_ > kMaxMetadataValues)
      fail(at, str_cat("more than ", kMaxMetadataValues,
                       " metadata values (array elements included); Morph keeps each in memory and refuses more"));
  }
  [[noreturn]] void fail(uint64_t at, const std::string& what) const {
    throw UserError(str_cat(name_, ": GGUF error at byte offset ", at, ": ", what));
  }
  void need(uint64_t k, const char* what) const {
    if (k > left())
      fail(p_,
           str_cat("truncated file: ", what, " needs ", k, " bytes but only ", left(), " remain (file size ", n_, ")"));
  }
  template <class T>
  T get(const char* what) {
    need(sizeof(T), what);
    T v;
    std::memcpy(&v, b_ + p_, sizeof(T));  // host is little-endian (static_assert below)
    p_ += sizeof(T);
    return v;
  }
  std::string str(const char* what) {
    uint64_t at = p_;
    uint64_t len = get<uint64_t>(what);
    if (len > left())
      fail(at, str_cat(what, ": string length ", len, " exceeds the ", left(), " bytes left in the file"));
    std::string s(reinterpret_cast<const char*>(b_ + p_), static_cast<size_t>(len));
    p_ += len;
    return s;
  }

 private:
  const uint8_t* b_;
  uint64_t n_;
  uint64_t p_ = 0;
  uint64_t values_ = 0;
  const std::string& name_;
};
static_assert(std::endian::native == std::endian::little, "the GGUF reader assumes a little-endian host");

bool valid_value_type(uint32_t t) { return t <= 12; }

GgufValue read_value(Cursor& c, GgufType t, int depth, uint64_t at) {
  GgufValue v;
  v.type = t;
  switch (t) {
    case GgufType::U8: v.u = c.get<uint8_t>("u8 value"); break;
    case GgufType::I8: v.i = c.get<int8_t>("i8 value"); break;
    case GgufType::U16: v.u = c.get<uint16_t>("u16 value"); break;
    case GgufType::I16: v.i = c.get<int16_t>("i16 value"); break;
    case GgufType::U32: v.u = c.get<uint32_t>("u32 value"); break;
    case GgufType::I32: v.i = c.get<int32_t>("i32 value"); break;
    case GgufType::U64: v.u = c.get<uint64_t>("u64 value"); break;
    case GgufType::I64: v.i = c.get<int64_t>("i64 value"); break;
    case GgufType::F32: v.f = c.get<float>("f32 value"); break;
    case GgufType::F64: v.f = c.get<double>("f64 value"); break;
    case GgufType::BOOL: {
      uint64_t p = c.pos();
      uint8_t b = c.get<uint8_t>("bool value");
      if (b > 1) c.fail(p, str_cat("bool value ", int(b), " is neither 0 nor 1"));
      v.u = b;
      break;
    }
    case GgufType::STRING: v.s = c.str("string value"); break;
    case GgufType::ARRAY: {
      if (depth >= kMaxNesting) c.fail(at, str_cat("arrays nested deeper than ", kMaxNesting, " levels"));
      uint64_t tp = c.pos();
      uint32_t et = c.get<uint32_t>("array element type");
      if (!valid_value_type(et)) c.fail(tp, str_cat("unknown array element type id ", et, " (valid: 0..12)"));
      uint64_t np = c.pos();
      uint64_t n = c.get<uint64_t>("array length");
      size_t ms = min_size(static_cast<GgufType>(et));
      if (n > c.left() / ms)
        c.fail(np, str_cat("array of ", n, " ", gguf_type_name(static_cast<GgufType>(et)), " elements needs at least ",
                           ms, " bytes each but only ", c.left(), " bytes remain"));
      c.count_values(n, np);
      v.elem = static_cast<GgufType>(et);
      v.items.reserve(static_cast<size_t>(n));
      for (uint64_t k = 0; k < n; ++k) v.items.push_back(read_value(c, v.elem, depth + 1, c.pos()));
      break;
    }
  }
  return v;
}

void put_bytes(std::vector<uint8_t>& out, const void* p, size_t n) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  out.insert(out.end(), b, b + n);
}
template <class T>
void put(std::vector<uint8_t>& out, T v) {
  put_bytes(out, &v, sizeof(T));
}
void put_str(std::vector<uint8_t>& out, const std::string& s) {
  put<uint64_t>(out, s.size());
  put_bytes(out, s.data(), s.size());
}
void put_value(std::vector<uint8_t>& out, const GgufValue& v) {
  switch (v.type) {
    case GgufType::U8: put<uint8_t>(out, static_cast<uint8_t>(v.u)); break;
    case GgufType::I8: put<int8_t>(out, static_cast<int8_t>(v.i)); break;
    case GgufType::U16: put<uint16_t>(out, static_cast<uint16_t>(v.u)); break;
    case GgufType::I16: put<int16_t>(out, static_cast<int16_t>(v.i)); break;
    case GgufType::U32: put<uint32_t>(out, static_cast<uint32_t>(v.u)); break;
    case GgufType::I32: put<int32_t>(out, static_cast<int32_t>(v.i)); break;
    case GgufType::U64: put<uint64_t>(out, v.u); break;
    case GgufType::I64: put<int64_t>(out, v.i); break;
    case GgufType::F32: put<float>(out, static_cast<float>(v.f)); break;
    case GgufType::F64: put<double>(out, v.f); break;
    case GgufType::BOOL: put<uint8_t>(out, v.u ? 1 : 0); break;
    case GgufType::STRING: put_str(out, v.s); break;
    case GgufType::ARRAY:
      put<uint32_t>(out, static_cast<uint32_t>(v.elem));
      put<uint64_t>(out, v.items.size());
      for (const GgufValue& e : v.items) {
        MORPH_USER_CHECK(e.type == v.elem, "gguf writer: array of ", gguf_type_name(v.elem), " holds a ",
                         gguf_type_name(e.type), " element");
        put_value(out, e);
      }
      break;
  }
}

uint64_t align_up(uint64_t x, uint64_t a) { return (x + a - 1) / a * a; }

}  // namespace

const char* gguf_type_name(GgufType t) {
  static const char* kNames[] = {"u8",   "i8",     "u16",   "i16", "u32", "i32", "f32",
                                 "bool", "string", "array", "u64", "i64", "f64"};
  uint32_t i = static_cast<uint32_t>(t);
  return i <= 12 ? kNames[i] : "?";
}

GgufValue GgufValue::uint(GgufType t, uint64_t v) {
  GgufValue r;
  r.type = t;
  r.u = v;
  return r;
}
GgufValue GgufValue::sint(GgufType t, int64_t v) {
  GgufValue r;
  r.type = t;
  r.i = v;
  return r;
}
GgufValue GgufValue::real(GgufType t, double v) {
  GgufValue r;
  r.type = t;
  r.f = v;
  return r;
}
GgufValue GgufValue::boolean(bool v) {
  GgufValue r;
  r.type = GgufType::BOOL;
  r.u = v;
  return r;
}
GgufValue GgufValue::str(std::string v) {
  GgufValue r;
  r.type = GgufType::STRING;
  r.s = std::move(v);
  return r;
}
GgufValue GgufValue::array(GgufType elem, std::vector<GgufValue> items) {
  GgufValue r;
  r.type = GgufType::ARRAY;
  r.elem = elem;
  r.items = std::move(items);
  return r;
}

std::string GgufValue::summary(size_t max_items) const {
  std::ostringstream os;
  switch (type) {
    case GgufType::U8:
    case GgufType::U16:
    case GgufType::U32:
    case GgufType::U64: os << u; break;
    case GgufType::I8:
    case GgufType::I16:
    case GgufType::I32:
    case GgufType::I64: os << i; break;
    case GgufType::F32:
    case GgufType::F64:
      os.precision(type == GgufType::F32 ? 9 : 17);
      os << f;
      break;
    case GgufType::BOOL: os << (u ? "true" : "false"); break;
    case GgufType::STRING: {
      // Quoted as a C string: \" and \\ escaped, control bytes as \xNN (printable), so the
      // text shows exactly what the file holds; long strings are cut at 77 bytes with "..."
      // unless max_items is SIZE_MAX (everything: `morph gguf info --full`).
      const bool cut = s.size() > 80 && max_items != SIZE_MAX;
      std::string t;
      for (char ch : cut ? s.substr(0, 77) : s)
        t += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
      os << '"' << printable(t) << '"' << (cut ? "..." : "");
      break;
    }
    case GgufType::ARRAY: {
      os << "[" << gguf_type_name(elem) << " x " << items.size() << ":";
      for (size_t k = 0; k < items.size() && k < max_items; ++k)
        os << (k ? ", " : " ") << items[k].summary(max_items == SIZE_MAX ? SIZE_MAX : 3);
      if (items.size() > max_items) os << ", ...";
      os << "]";
      break;
    }
  }
  return os.str();
}

uint64_t GgufTensor::elements() const {
  uint64_t n = 1;
  for (uint64_t d : ne) n *= d;
  return n;
}

std::string GgufTensor::shape_text() const {
  std::string s = "[";
  for (size_t k = 0; k < ne.size(); ++k) s += (k ? ", " : "") + std::to_string(ne[k]);
  return s + "]";
}

uint64_t tensor_bytes(GgmlType type, const std::vector<uint64_t>& ne) {
  const TypeInfo& ti = type_info(type);
  MORPH_USER_CHECK(!ne.empty(), "tensor with no dimensions");
  MORPH_USER_CHECK(ne[0] % ti.block == 0, ti.name, ": ne[0] = ", ne[0], " is not a multiple of the block size ",
                   ti.block);
  const uint64_t blocks = ne[0] / ti.block;
  MORPH_USER_CHECK(blocks <= std::numeric_limits<uint64_t>::max() / ti.bytes, "tensor size overflows 64 bits (", blocks,
                   " blocks of ", ti.bytes, " bytes in a row)");
  uint64_t n = blocks * ti.bytes;  // bytes of one row
  for (size_t k = 1; k < ne.size(); ++k) {
    MORPH_USER_CHECK(ne[k] == 0 || n <= std::numeric_limits<uint64_t>::max() / ne[k], "tensor size overflows 64 bits");
    n *= ne[k];
  }
  return n;
}

GgufFile::GgufFile(GgufFile&&) noexcept = default;
GgufFile& GgufFile::operator=(GgufFile&&) noexcept = default;
GgufFile::~GgufFile() = default;

GgufFile GgufFile::open(const std::string& path) {
  // O_NONBLOCK: opening a FIFO for reading would wait for a writer before the check below.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK);
  MORPH_USER_CHECK(fd >= 0, path, ": cannot open (", std::strerror(errno), ")");
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw UserError(str_cat(path, ": not a regular file"));
  }
  GgufFile f;
  f.name_ = path;
  f.size_ = static_cast<uint64_t>(st.st_size);
  if (f.size_ > 0) {
    void* m = ::mmap(nullptr, f.size_, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    MORPH_USER_CHECK(m != MAP_FAILED, path, ": cannot map (", std::strerror(errno), ")");
    uint64_t n = f.size_;
    f.storage_ = std::shared_ptr<void>(m, [n](void* p) { ::munmap(p, n); });
    f.base_ = static_cast<const uint8_t*>(m);
  } else {
    ::close(fd);
  }
  f.parse_all();
  return f;
}

GgufFile GgufFile::parse(const void* bytes, size_t size, const std::string& name) {
  GgufFile f;
  f.name_ = name;
  f.size_ = size;
  auto* copy = new uint8_t[size ? size : 1];
  if (size) std::memcpy(copy, bytes, size);
  f.storage_ = std::shared_ptr<void>(copy, [](void* p) { delete[] static_cast<uint8_t*>(p); });
  f.base_ = copy;
  f.parse_all();
  return f;
}

void GgufFile::parse_all() {
  Cursor c(base_, size_, name_);
  uint32_t magic = c.get<uint32_t>("magic");
  if (magic != kMagic) {
    char m[5] = {0};
    std::memcpy(m, &magic, 4);
    for (int k = 0; k < 4; ++k)
      if (m[k] < 32 || m[k] > 126) m[k] = '?';
    c.fail(0, str_cat("wrong magic '", m, "' (0x", std::hex, magic, std::dec, "); a GGUF file starts with 'GGUF'"));
  }
  version_ = c.get<uint32_t>("version");
  if (version_ == 1) c.fail(4, "GGUF version 1 is not supported (versions 2 and 3 are)");
  if (version_ != 2 && version_ != 3) {
    if (version_ == 0x02000000u || version_ == 0x03000000u)
      c.fail(4, "this is a big-endian GGUF file; only little-endian files are supported");
    c.fail(4, str_cat("unsupported GGUF version ", version_, " (versions 2 and 3 are supported)"));
  }
  uint64_t n_tensors = c.get<uint64_t>("tensor count");
  uint64_t n_kv = c.get<uint64_t>("metadata count");
  // Each tensor info takes >= 8 (name) + 4 + 4 + 8 bytes; each key/value >= 8 + 4 + 1.
  if (n_tensors > c.left() / 24)
    c.fail(8, str_cat("tensor count ", n_tensors, " does not fit a file of ", size_,
                      " bytes (each tensor info takes 24 bytes or more and only ", c.left(),
                      " remain: a truncated file or a corrupt count)"));
  if (n_kv > c.left() / 13)
    c.fail(16, str_cat("metadata count ", n_kv, " does not fit a file of ", size_,
                       " bytes (each key/value takes 13 bytes or more and only ", c.left(),
                       " remain: a truncated file or a corrupt count)"));

  std::unordered_set<std::string> keys;
  kv_.reserve(static_cast<size_t>(n_kv));
  for (uint64_t k = 0; k < n_kv; ++k) {
    GgufKV kv;
    kv.file_offset = c.pos();
    kv.key = c.str("metadata key");
    if (!keys.insert(kv.key).second)
      c.fail(kv.file_offset, str_cat("duplicate metadata key '", printable(kv.key), "'"));
    uint64_t tp = c.pos();
    uint32_t t = c.get<uint32_t>("metadata value type");
    if (!valid_value_type(t))
      c.fail(tp, str_cat("unknown metadata value type id ", t, " for key '", printable(kv.key), "' (valid: 0..12)"));
    kv.value = read_value(c, static_cast<GgufType>(t), 0, tp);
    if (kv.key == "general.alignment") {
      if (kv.value.type != GgufType::U32)
        c.fail(tp, str_cat("general.alignment must be a u32, not ", gguf_type_name(kv.value.type)));
      uint64_t a = kv.value.u;
      if (a == 0 || (a & (a - 1)) != 0) c.fail(tp, str_cat("general.alignment ", a, " is not a power of two"));
      alignment_ = static_cast<uint32_t>(a);
    }
    kv_.push_back(std::move(kv));
  }

  std::unordered_set<std::string> names;
  tensors_.reserve(static_cast<size_t>(n_tensors));
  for (uint64_t k = 0; k < n_tensors; ++k) {
    GgufTensor t;
    t.info_offset = c.pos();
    t.name = c.str("tensor name");
    if (!names.insert(t.name).second) c.fail(t.info_offset, str_cat("duplicate tensor name '", printable(t.name), "'"));
    uint64_t dp = c.pos();
    uint32_t nd = c.get<uint32_t>("tensor dimension count");
    if (nd == 0 || nd > kMaxDims)
      c.fail(dp, str_cat("tensor '", printable(t.name), "' has ", nd, " dimensions (1..", kMaxDims, " allowed)"));
    for (uint32_t d = 0; d < nd; ++d) {
      uint64_t p = c.pos();
      uint64_t v = c.get<uint64_t>("tensor dimension");
      if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
        c.fail(p, str_cat("tensor '", printable(t.name), "' dimension ", d, " = ", v, " is out of range"));
      t.ne.push_back(v);
    }
    uint64_t typ_at = c.pos();
    uint32_t typ = c.get<uint32_t>("tensor type");
    std::optional<TypeInfo> ti = find_type(typ);
    if (!ti) c.fail(typ_at, str_cat("tensor '", printable(t.name), "' has unknown ggml type id ", typ));
    t.type = ti->type;
    if (t.ne[0] % ti->block != 0)
      c.fail(dp, str_cat("tensor '", printable(t.name), "' (", ti->name, "): ne[0] = ", t.ne[0],
                         " is not a multiple of the block size ", ti->block));
    uint64_t elems = 1;
    for (uint64_t v : t.ne) {
      if (v != 0 && elems > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) / v)
        c.fail(dp, str_cat("tensor '", printable(t.name), "' element count overflows"));
      elems *= v;
    }
    try {
      t.bytes = tensor_bytes(t.type, t.ne);
    } catch (const UserError& e) {
      c.fail(dp, str_cat("tensor '", printable(t.name), "': ", e.what()));
    }
    uint64_t op = c.pos();
    t.offset = c.get<uint64_t>("tensor data offset");
    if (t.offset % alignment_ != 0)
      c.fail(op, str_cat("tensor '", printable(t.name), "' data offset ", t.offset,
                         " is not a multiple of the alignment ", alignment_));
    tensors_.push_back(std::move(t));
  }

  // The data section starts at the next multiple of the alignment (it may be absent when
  // there are no tensors).
  uint64_t end = c.pos();
  data_offset_ = align_up(end, alignment_);
  if (!tensors_.empty() && data_offset_ > size_)
    c.fail(end, str_cat("truncated file: the tensor data section would start at ", data_offset_, " past the end (",
                        size_, " bytes)"));
  uint64_t data_size = data_offset_ <= size_ ? size_ - data_offset_ : 0;
  for (const GgufTensor& t : tensors_) {
    if (t.offset > data_size || t.bytes > data_size - t.offset)
      // The range as offsets relative to the data section (an absurd offset would wrap if added).
      c.fail(t.info_offset,
             str_cat("tensor '", printable(t.name), "' data at offset ", t.offset, " (", t.bytes,
                     " bytes) from the data section's start at byte ", data_offset_, " lies past the end of the file (",
                     size_, " bytes; the data section holds ", data_size, "): truncated or bad offset"));
  }
  std::vector<const GgufTensor*> order;
  for (const GgufTensor& t : tensors_) order.push_back(&t);
  std::sort(order.begin(), order.end(), [](auto* a, auto* b) { return a->offset < b->offset; });
  for (size_t k = 1; k < order.size(); ++k) {
    const GgufTensor* a = order[k - 1];
    const GgufTensor* b = order[k];
    if (a->offset + a->bytes > b->offset)
      c.fail(b->info_offset, str_cat("tensors '", printable(a->name), "' [", a->offset, ", ", a->offset + a->bytes,
                                     ") and '", printable(b->name), "' [", b->offset, ", ", b->offset + b->bytes,
                                     ") overlap (offsets relative to the data section at ", data_offset_, ")"));
  }
}

const GgufValue* GgufFile::find(const std::string& key) const {
  for (const GgufKV& kv : kv_)
    if (kv.key == key) return &kv.value;
  return nullptr;
}

const GgufTensor* GgufFile::find_tensor(const std::string& name) const {
  for (const GgufTensor& t : tensors_)
    if (t.name == name) return &t;
  return nullptr;
}

const uint8_t* GgufFile::data(const GgufTensor& t) const { return base_ + data_offset_ + t.offset; }

void GgufWriter::add(const std::string& key, GgufValue v) {
  for (const GgufKV& kv : kv_) MORPH_USER_CHECK(kv.key != key, "gguf writer: duplicate metadata key '", key, "'");
  if (key == "general.alignment") {
    MORPH_USER_CHECK(v.type == GgufType::U32 && v.u != 0 && (v.u & (v.u - 1)) == 0,
                     "gguf writer: general.alignment must be a u32 power of two");
    alignment_ = static_cast<uint32_t>(v.u);
  }
  GgufKV kv;
  kv.key = key;
  kv.value = std::move(v);
  kv_.push_back(std::move(kv));
}

void GgufWriter::add_tensor(const std::string& name, GgmlType type, std::vector<uint64_t> ne,
                            std::vector<uint8_t> bytes) {
  for (const Pending& p : tensors_) MORPH_USER_CHECK(p.name != name, "gguf writer: duplicate tensor '", name, "'");
  MORPH_USER_CHECK(!ne.empty() && ne.size() <= kMaxDims, "gguf writer: tensor '", name, "' needs 1..4 dimensions");
  uint64_t want = tensor_bytes(type, ne);
  MORPH_USER_CHECK(bytes.size() == want, "gguf writer: tensor '", name, "' (", type_name(type), ") needs ", want,
                   " bytes, got ", bytes.size());
  tensors_.push_back({name, type, std::move(ne), std::move(bytes)});
}

std::vector<uint8_t> GgufWriter::encode() const {
  std::vector<uint8_t> out;
  put<uint32_t>(out, kMagic);
  put<uint32_t>(out, 3);
  put<uint64_t>(out, tensors_.size());
  put<uint64_t>(out, kv_.size());
  for (const GgufKV& kv : kv_) {
    put_str(out, kv.key);
    put<uint32_t>(out, static_cast<uint32_t>(kv.value.type));
    put_value(out, kv.value);
  }
  uint64_t off = 0;
  for (const Pending& t : tensors_) {
    put_str(out, t.name);
    put<uint32_t>(out, static_cast<uint32_t>(t.ne.size()));
    for (uint64_t d : t.ne) put<uint64_t>(out, d);
    put<uint32_t>(out, static_cast<uint32_t>(t.type));
    put<uint64_t>(out, off);
    off = align_up(off + t.bytes.size(), alignment_);
  }
  if (!tensors_.empty()) {
    out.resize(align_up(out.size(), alignment_), 0);
    for (const Pending& t : tensors_) {
      put_bytes(out, t.bytes.data(), t.bytes.size());
      out.resize(align_up(out.size(), alignment_), 0);
    }
  }
  return out;
}

void GgufWriter::write(const std::string& path) const {
  std::vector<uint8_t> b = encode();
  std::ofstream f(path, std::ios::binary);
  MORPH_USER_CHECK(f, path, ": cannot open for writing");
  f.write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
  MORPH_USER_CHECK(f, path, ": write failed");
}

}  // namespace morph::quant
