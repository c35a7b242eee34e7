// ggml's tensor element types as GGUF stores them (enum ggml_type, ggml.h; layouts in
// ggml-common.h): id, name, elements per block and bytes per block. Morph reads and writes
// every type below; quantized types are dequantized bitwise as ggml does (dequant.h).
//   const TypeInfo& t = type_info(GgmlType::Q4_K);   // t.block = 256, t.bytes = 144
//   size_t n = row_bytes(GgmlType::Q4_K, 4096);      // 16 blocks * 144 = 2304
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morph::quant {

/// GGUF tensor type ids (= enum ggml_type, ggml d99724f2). Ids 4, 5, 31–33 and 36–38 were removed from ggml.
enum class GgmlType : uint32_t {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q8_1 = 9,
  Q2_K = 10,
  Q3_K = 11,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,
  IQ2_XXS = 16,
  IQ2_XS = 17,
  IQ3_XXS = 18,
  IQ1_S = 19,
  IQ4_NL = 20,
  IQ3_S = 21,
  IQ2_S = 22,
  IQ4_XS = 23,
  I8 = 24,
  I16 = 25,
  I32 = 26,
  I64 = 27,
  F64 = 28,
  IQ1_M = 29,
  BF16 = 30,
  TQ1_0 = 34,
  TQ2_0 = 35,
  MXFP4 = 39,
  NVFP4 = 40,
  Q1_0 = 41,
  Q2_0 = 42,
};

/// Static facts about one type.
struct TypeInfo {
  GgmlType type;
  const char* name;  ///< ggml's name: "f32", "q4_0", "q4_K", "iq2_xxs", "mxfp4", "nvfp4", "q1_0", …
  uint32_t block;    ///< elements per block (1 for plain types)
  uint32_t bytes;    ///< bytes per block (ggml-common.h sizeof(block_*))
  bool dequant;      ///< Morph dequantizes it to f32 (all but the integer types I8…I64)
};

/// Every type Morph knows, in id order.
const std::vector<TypeInfo>& all_types();
/// The info of a known id, or nullopt (unknown or removed id).
std::optional<TypeInfo> find_type(uint32_t id);
/// The info of a type (known by construction).
const TypeInfo& type_info(GgmlType t);
/// ggml's name ("q4_K"); also accepts the upper-case GGUF spelling in parse_type ("Q4_K").
const char* type_name(GgmlType t);
/// Parses "q4_K", "Q4_K", "iq4_xs", "F16", … Throws UserError listing the names if unknown.
GgmlType parse_type(std::string_view name);
/// Bytes of a row of `n` elements; throws UserError if n is not a multiple of the block size.
size_t row_bytes(GgmlType t, uint64_t n);
/// True for the block-quantized types (block > 1).
bool is_quantized(GgmlType t);

}  // namespace morph::quant
