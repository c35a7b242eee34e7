#include "morph/quant/types.h"

#include <cctype>

#include "morph/base/error.h"

namespace morph::quant {

const std::vector<TypeInfo>& all_types() {
  // Sizes: ggml-common.h (static_asserts on sizeof(block_*)). Q8_1 is 36 bytes (d, s as fp16);
  // gguf-py's GGML_QUANT_SIZES still says 40 from an older layout.
  static const std::vector<TypeInfo> kTypes = {
      {GgmlType::F32, "f32", 1, 4, true},
      {GgmlType::F16, "f16", 1, 2, true},
      {GgmlType::Q4_0, "q4_0", 32, 18, true},
      {GgmlType::Q4_1, "q4_1", 32, 20, true},
      {GgmlType::Q5_0, "q5_0", 32, 22, true},
      {GgmlType::Q5_1, "q5_1", 32, 24, true},
      {GgmlType::Q8_0, "q8_0", 32, 34, true},
      {GgmlType::Q8_1, "q8_1", 32, 36, true},
      {GgmlType::Q2_K, "q2_K", 256, 84, true},
      {GgmlType::Q3_K, "q3_K", 256, 110, true},
      {GgmlType::Q4_K, "q4_K", 256, 144, true},
      {GgmlType::Q5_K, "q5_K", 256, 176, true},
      {GgmlType::Q6_K, "q6_K", 256, 210, true},
      {GgmlType::Q8_K, "q8_K", 256, 292, true},
      {GgmlType::IQ2_XXS, "iq2_xxs", 256, 66, true},
      {GgmlType::IQ2_XS, "iq2_xs", 256, 74, true},
      {GgmlType::IQ3_XXS, "iq3_xxs", 256, 98, true},
      {GgmlType::IQ1_S, "iq1_s", 256, 50, true},
      {GgmlType::IQ4_NL, "iq4_nl", 32, 18, true},
      {GgmlType::IQ3_S, "iq3_s", 256, 110, true},
      {GgmlType::IQ2_S, "iq2_s", 256, 82, true},
      {GgmlType::IQ4_XS, "iq4_xs", 256, 136, true},
      {GgmlType::I8, "i8", 1, 1, false},
      {GgmlType::I16, "i16", 1, 2, false},
      {GgmlType::I32, "i32", 1, 4, false},
      {GgmlType::I64, "i64", 1, 8, false},
      {GgmlType::F64, "f64", 1, 8, false},
      {GgmlType::IQ1_M, "iq1_m", 256, 56, true},
      {GgmlType::BF16, "bf16", 1, 2, true},
      {GgmlType::TQ1_0, "tq1_0", 256, 54, true},
      {GgmlType::TQ2_0, "tq2_0", 256, 66, true},
      {GgmlType::MXFP4, "mxfp4", 32, 17, true},
      {GgmlType::NVFP4, "nvfp4", 64, 36, true},
      {GgmlType::Q1_0, "q1_0", 128, 18, true},
      {GgmlType::Q2_0, "q2_0", 64, 18, true},
  };
  return kTypes;
}

std::optional<TypeInfo> find_type(uint32_t id) {
  for (const TypeInfo& t : all_types())
    if (static_cast<uint32_t>(t.type) == id) return t;
  return std::nullopt;
}

const TypeInfo& type_info(GgmlType t) {
  for (const TypeInfo& i : all_types())
    if (i.type == t) return i;
  // A GgmlType is a public enum: a value cast from a number outside it is the caller's error.
  throw UserError(str_cat("ggml type id ", static_cast<uint32_t>(t), " is not a GgmlType Morph knows"));
}

const char* type_name(GgmlType t) { return type_info(t).name; }

GgmlType parse_type(std::string_view name) {
  auto lower = [](std::string_view s) {
    std::string r(s);
    for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return r;
  };
  std::string want = lower(name), names;
  for (const TypeInfo& t : all_types()) {
    if (lower(t.name) == want) return t.type;
    names += (names.empty() ? "" : ", ") + std::string(t.name);
  }
  throw UserError(str_cat("unknown ggml type '", name, "' (known: ", names, ")"));
}

size_t row_bytes(GgmlType t, uint64_t n) {
  const TypeInfo& i = type_info(t);
  MORPH_USER_CHECK(n % i.block == 0, i.name, ": a row of ", n, " elements is not a multiple of the block size ",
                   i.block);
  return static_cast<size_t>(n / i.block * i.bytes);
}

bool is_quantized(GgmlType t) { return type_info(t).block > 1; }

}  // namespace morph::quant
