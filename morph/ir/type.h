// IR types. Arithmetic types (bool, i32, u32, f32) are what values have; storage types (f16,
// bf16, i8, u8) exist only as buffer element types and are converted on load and store
// (docs/ir.md "Storage conversions").
//   Type t = Type::F32; type_name(t) == "f32"; arith_of(Type::F16) == Type::F32
#pragma once
#include <cstdint>
#include <string_view>

namespace morph::ir {

enum class Type : uint8_t { Void, Bool, I32, U32, F32, F16, BF16, I8, U8 };

std::string_view type_name(Type t);
/// Parses "f32", "f16", … ; returns Type::Void for an unknown name.
Type type_from_name(std::string_view s);

inline bool is_arith(Type t) { return t == Type::Bool || t == Type::I32 || t == Type::U32 || t == Type::F32; }
inline bool is_storage_only(Type t) { return t == Type::F16 || t == Type::BF16 || t == Type::I8 || t == Type::U8; }
inline bool is_int(Type t) { return t == Type::I32 || t == Type::U32; }
inline bool is_float(Type t) { return t == Type::F32; }
/// The arithmetic type a buffer element of type `t` loads as: f16/bf16 -> f32, i8 -> i32, u8 -> u32.
Type arith_of(Type t);
/// Size of one buffer element in bytes (bool is stored as a 32-bit word).
uint32_t byte_size(Type t);

}  // namespace morph::ir
