// Reader of ggml's block-quantization reference vectors (the GGMLQVEC files of
// ggml-quant-vectors: 64-byte header, a table of named sections; format in that folder's
// README.md). Used by the bitwise tests against ggml.
//   QVec v = read_qvec(dir + "/Q4_K.bin");   // v.type, v.rows, v.cols, v.section("dequant")
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "morph/quant/types.h"

namespace morph::quant {

struct QVec {
  uint32_t kind = 0;  ///< 1: vectors (cases, input, quant, dequant), 2: matvec
  GgmlType type = GgmlType::F32;
  uint32_t rows = 0, cols = 0, row_bytes = 0;
  std::map<std::string, std::vector<uint8_t>> sections;
  /// A section's bytes; throws UserError naming the file if absent.
  const std::vector<uint8_t>& section(const std::string& name) const;
  /// A section as f32 / u32 values.
  std::vector<float> f32(const std::string& name) const;
  std::vector<uint32_t> u32(const std::string& name) const;
  std::string path;
};

/// Reads and validates a GGMLQVEC file (magic, version 1, sizes, section bounds).
QVec read_qvec(const std::string& path);

/// The folder of ggml's reference vectors, or nullopt: $MORPH_SHARED_DIR/data/ggml-quant-vectors,
/// else <source_dir>/../shared/data/ggml-quant-vectors, if it exists.
std::optional<std::string> find_quant_vectors(const std::string& source_dir);

}  // namespace morph::quant
