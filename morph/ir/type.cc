#include "morph/ir/type.h"

namespace morph::ir {

std::string_view type_name(Type t) {
  switch (t) {
    case Type::Void: return "void";
    case Type::Bool: return "bool";
    case Type::I32: return "i32";
    case Type::U32: return "u32";
    case Type::F32: return "f32";
    case Type::F16: return "f16";
    case Type::BF16: return "bf16";
    case Type::I8: return "i8";
    case Type::U8: return "u8";
  }
  return "?";
}

Type type_from_name(std::string_view s) {
  for (Type t : {Type::Bool, Type::I32, Type::U32, Type::F32, Type::F16, Type::BF16, Type::I8, Type::U8})
    if (type_name(t) == s) return t;
  return Type::Void;
}

Type arith_of(Type t) {
  switch (t) {
    case Type::F16:
    case Type::BF16: return Type::F32;
    case Type::I8: return Type::I32;
    case Type::U8: return Type::U32;
    default: return t;
  }
}

uint32_t byte_size(Type t) {
  switch (t) {
    case Type::Void: return 0;
    case Type::F16:
    case Type::BF16: return 2;
    case Type::I8:
    case Type::U8: return 1;
    default: return 4;
  }
}

}  // namespace morph::ir
