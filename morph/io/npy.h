// NumPy .npy files in and out, so users can bring real tensors (activations dumped from their
// own model) to Morph and take results back (format: numpy.lib.format, versions 1.0, 2.0, 3.0).
// Supported element types, little-endian, C order only:
//   "<f4" f32 · "<f2" f16 (IEEE binary16) · "<u2" 16-bit words — bf16 travels as its raw bits in
//   a "<u2" array (NumPy has no bfloat16: `x.view(np.uint16)` on a bf16 tensor's bytes, or
//   `(f32_array.view(np.uint32) >> 16).astype(np.uint16)` for truncation), read back as bf16 by
//   the caller (`morph run --dtype bf16`).
//   io::NpyArray a = io::read_npy("x.npy");             // a.shape, a.dtype, a.data (raw bytes)
//   io::write_npy("y.npy", io::NpyArray::f32({2, 3}, values));
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace morph::io {

/// Element types Morph reads and writes in .npy files.
enum class NpyDtype : uint8_t {
  F32,  ///< "<f4"
  F16,  ///< "<f2", raw binary16 bits
  U16,  ///< "<u2", also the carrier of bf16 raw bits
};

/// "<f4", "<f2" or "<u2".
std::string_view npy_descr(NpyDtype t);
/// Bytes per element (4 or 2).
size_t npy_elem_size(NpyDtype t);

/// An n-dimensional array as stored in a .npy file: C order (last dimension fastest), data as
/// the little-endian bytes of shape-product elements.
struct NpyArray {
  NpyDtype dtype = NpyDtype::F32;
  std::vector<size_t> shape;        ///< empty = a 0-d scalar (1 element)
  std::vector<unsigned char> data;  ///< count() * npy_elem_size(dtype) bytes

  /// Number of elements (product of shape; 1 for a 0-d array).
  size_t count() const;
  /// Builds an f32 array from `values` (which must hold the shape's element count).
  static NpyArray f32(std::vector<size_t> shape, const std::vector<float>& values);
  /// Builds an f16 or u16 (bf16 bits) array from raw 16-bit words.
  static NpyArray u16_bits(NpyDtype dtype, std::vector<size_t> shape, const std::vector<uint16_t>& bits);
  /// The elements as floats (dtype must be F32) / as 16-bit words (F16 or U16).
  std::vector<float> as_f32() const;
  std::vector<uint16_t> as_u16() const;
  /// "(2, 3)" as NumPy prints a shape; beyond 8 dimensions "(1, 1, ..., N dimensions)" (for messages).
  std::string shape_text() const;
};

/// Parses the bytes of a .npy file. `name` (a path) is used in error messages.
/// Throws morph::UserError naming the file, the byte offset and what was wrong: bad magic,
/// unsupported format version, truncated header or data, malformed header dictionary,
/// unsupported dtype (anything but <f4, <f2, <u2; big-endian included), Fortran order,
/// trailing bytes after the data.
NpyArray parse_npy(const void* bytes, size_t size, const std::string& name);

/// Reads a .npy file (errors as parse_npy, plus "cannot open").
NpyArray read_npy(const std::string& path);

/// Encodes `a` as a .npy file: version 1.0 (2.0 if the header needs more than 65535 bytes),
/// header padded with spaces to a multiple of 64 bytes and ended by '\n', as NumPy writes it.
/// Throws UserError if a.data does not hold count() elements.
std::vector<unsigned char> encode_npy(const NpyArray& a);

/// Writes `a` to `path` (errors name the path).
void write_npy(const std::string& path, const NpyArray& a);

}  // namespace morph::io
