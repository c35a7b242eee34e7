// GGUF files (ggml's model container; spec: ggml/docs/gguf.md, reader: ggml/src/gguf.cpp),
// versions 2 and 3, little-endian. Layout:
//   u32 magic "GGUF" · u32 version · u64 n_tensors · u64 n_kv
//   n_kv × { string key · u32 value type · value }          (string = u64 length + bytes)
//   n_tensors × { string name · u32 n_dims · u64 ne[n_dims] · u32 ggml type · u64 offset }
//   padding to `general.alignment` (u32, a power of two; default 32) · tensor data
// A tensor's offset is relative to the data section and a multiple of the alignment; ne[0] is
// the fastest-varying dimension (a row of a 2-D weight [rows, k] has ne = {k, rows}).
// The reader maps the file (mmap) and validates every count, length, offset, size and type id
// before use: a bad file is a morph::UserError naming the file, the byte offset and what was
// wrong — never a crash or a read past the end.
//   GgufFile f = GgufFile::open("model.gguf");
//   const GgufTensor* w = f.find_tensor("blk.0.ffn_down.weight");   // w->type, w->ne, f.data(*w)
//   GgufWriter wr; wr.add("general.name", GgufValue::str("tiny"));
//   wr.add_tensor("w", GgmlType::Q4_0, {64, 8}, bytes); wr.write("tiny.gguf");
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "morph/quant/types.h"

namespace morph::quant {

/// GGUF metadata value types (gguf_type).
enum class GgufType : uint32_t {
  U8 = 0,
  I8 = 1,
  U16 = 2,
  I16 = 3,
  U32 = 4,
  I32 = 5,
  F32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
  U64 = 10,
  I64 = 11,
  F64 = 12,
};
/// "u8", "i32", "string", "array", …
const char* gguf_type_name(GgufType t);

/// One metadata value. Integers are held widened (u64 / i64 by signedness), floats as double
/// (f32 values convert exactly), arrays as a list of values of `elem` type (nested allowed).
struct GgufValue {
  GgufType type = GgufType::U32;
  uint64_t u = 0;                ///< U8, U16, U32, U64, BOOL (0/1)
  int64_t i = 0;                 ///< I8, I16, I32, I64
  double f = 0;                  ///< F32, F64
  std::string s;                 ///< STRING
  GgufType elem = GgufType::U8;  ///< ARRAY: element type
  std::vector<GgufValue> items;  ///< ARRAY: elements

  static GgufValue uint(GgufType t, uint64_t v);
  static GgufValue sint(GgufType t, int64_t v);
  static GgufValue real(GgufType t, double v);
  static GgufValue boolean(bool v);
  static GgufValue str(std::string v);
  static GgufValue array(GgufType elem, std::vector<GgufValue> items);
  /// Short text for listings: numbers, "\"text\"", "[u32 × 3: 1, 2, 3]" (long arrays elided after
  /// max_items, nested ones after 3, strings cut at 77 bytes); max_items SIZE_MAX: everything, whole.
  std::string summary(size_t max_items = 8) const;
};

struct GgufKV {
  std::string key;
  GgufValue value;
  uint64_t file_offset = 0;  ///< where the key starts in the file
};

struct GgufTensor {
  std::string name;
  GgmlType type = GgmlType::F32;
  std::vector<uint64_t> ne;  ///< ne[0] fastest (elements per row), up to 4 dimensions
  uint64_t offset = 0;       ///< relative to the data section
  uint64_t bytes = 0;        ///< size of the data
  uint64_t info_offset = 0;  ///< where the tensor info starts in the file
  uint64_t elements() const;
  /// "[4096, 14336]" in ggml order (ne0 first).
  std::string shape_text() const;
};

/// A parsed GGUF file over mapped (or owned) bytes. Movable, not copyable.
class GgufFile {
 public:
  /// Maps and parses `path`. Throws UserError ("cannot open", or any format error).
  static GgufFile open(const std::string& path);
  /// Parses a copy of `bytes` (tests, fuzzing); `name` appears in error messages.
  static GgufFile parse(const void* bytes, size_t size, const std::string& name);

  uint32_t version() const { return version_; }
  uint32_t alignment() const { return alignment_; }
  uint64_t data_offset() const { return data_offset_; }  ///< absolute start of tensor data
  uint64_t file_size() const { return size_; }
  const std::string& name() const { return name_; }
  const std::vector<GgufKV>& metadata() const { return kv_; }
  const std::vector<GgufTensor>& tensors() const { return tensors_; }
  /// The value of `key` or nullptr.
  const GgufValue* find(const std::string& key) const;
  /// The tensor named `name` or nullptr.
  const GgufTensor* find_tensor(const std::string& name) const;
  /// The tensor's data (t.bytes bytes, inside the mapping; valid while this file lives).
  const uint8_t* data(const GgufTensor& t) const;

  GgufFile(GgufFile&&) noexcept;
  GgufFile& operator=(GgufFile&&) noexcept;
  ~GgufFile();

 private:
  GgufFile() = default;
  void parse_all();
  std::string name_;
  const uint8_t* base_ = nullptr;
  uint64_t size_ = 0;
  std::shared_ptr<void> storage_;  // the mapping or an owned copy
  uint32_t version_ = 0;
  uint32_t alignment_ = 32;
  uint64_t data_offset_ = 0;
  std::vector<GgufKV> kv_;
  std::vector<GgufTensor> tensors_;
};

/// Builds a GGUF v3 file: metadata in insertion order, tensors laid out in insertion order at
/// `general.alignment` (if added as a U32, else 32), zero padding as ggml writes.
class GgufWriter {
 public:
  /// Adds a metadata pair. Throws UserError on a duplicate key or a bad general.alignment.
  void add(const std::string& key, GgufValue v);
  /// Adds a tensor of `type` with dims `ne` (ne[0] fastest) and its raw bytes (must equal the
  /// type's size for ne). Throws UserError on a duplicate name, a size mismatch, > 4 dims.
  void add_tensor(const std::string& name, GgmlType type, std::vector<uint64_t> ne, std::vector<uint8_t> bytes);
  /// The whole file.
  std::vector<uint8_t> encode() const;
  /// Writes encode() to `path` (errors name the path).
  void write(const std::string& path) const;

 private:
  std::vector<GgufKV> kv_;
  struct Pending {
    std::string name;
    GgmlType type;
    std::vector<uint64_t> ne;
    std::vector<uint8_t> bytes;
  };
  std::vector<Pending> tensors_;
  uint32_t alignment_ = 32;
};

/// Bytes of a tensor of `type` with dims `ne`; throws UserError if ne[0] is not a multiple of
/// the block size or the size overflows 64 bits.
uint64_t tensor_bytes(GgmlType type, const std::vector<uint64_t>& ne);

}  // namespace morph::quant
