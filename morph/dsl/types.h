// C++ types of the authoring surface and their IR types. Arithmetic: float (f32), int32_t
// (i32), uint32_t (u32), bool. Storage-only buffer element types: morph::f16, morph::bf16,
// int8_t (i8), uint8_t (u8), which load as float / int32_t / uint32_t.
//   static_assert(ir_type_v<f16> == ir::Type::F16); using A = arith_t<f16>;  // float
#pragma once
#include <cstdint>
#include <type_traits>

#include "morph/ir/scalar.h"
#include "morph/ir/type.h"

namespace morph {

/// Buffer element tags for IEEE binary16 and bfloat16 storage (host value: raw 16 bits).
struct f16 {
  uint16_t bits;
};
struct bf16 {
  uint16_t bits;
};

namespace dsl {

template <class T>
struct ir_type;
template <>
struct ir_type<float> {
  static constexpr ir::Type value = ir::Type::F32;
  using arith = float;
};
template <>
struct ir_type<int32_t> {
  static constexpr ir::Type value = ir::Type::I32;
  using arith = int32_t;
};
template <>
struct ir_type<uint32_t> {
  static constexpr ir::Type value = ir::Type::U32;
  using arith = uint32_t;
};
template <>
struct ir_type<bool> {
  static constexpr ir::Type value = ir::Type::Bool;
  using arith = bool;
};
template <>
struct ir_type<f16> {
  static constexpr ir::Type value = ir::Type::F16;
  using arith = float;
};
template <>
struct ir_type<bf16> {
  static constexpr ir::Type value = ir::Type::BF16;
  using arith = float;
};
template <>
struct ir_type<int8_t> {
  static constexpr ir::Type value = ir::Type::I8;
  using arith = int32_t;
};
template <>
struct ir_type<uint8_t> {
  static constexpr ir::Type value = ir::Type::U8;
  using arith = uint32_t;
};

template <class T>
inline constexpr ir::Type ir_type_v = ir_type<T>::value;
template <class T>
using arith_t = typename ir_type<T>::arith;

/// f32, i32, u32, bool: the arithmetic types (one definition: morph/ir/scalar.h).
template <class T>
concept Arith = ir::HostScalar<T>;

}  // namespace dsl
}  // namespace morph
