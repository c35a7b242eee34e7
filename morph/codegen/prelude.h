// The prelude: helper functions printed before a kernel that needs them, written once in the
// portable C spellings of dialect.h (uint, ulong, as_uint, as_float, …) so every C-style
// dialect shares them. Each is exact and equals the oracle's definition bitwise:
//   storage conversions = morph/base/float_bits.cc; min/max, casts, integer div/rem =
//   morph/interp/interp.cc and morph/dsl/scalar.h; floor/rint/trunc exact; div and sqrt
//   correctly rounded (round to nearest even) with integer operations only, denormals kept.
//   std::string text = codegen::prelude_text(Prelude::DivF32, "");  // one function's source
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace morph::codegen {

enum class Prelude : uint8_t {
  F16ToF32,   // float morph_f16_to_f32(uint h)
  F32ToF16,   // uint  morph_f32_to_f16(float f)
  Bf16ToF32,  // float morph_bf16_to_f32(uint h)
  F32ToBf16,  // uint  morph_f32_to_bf16(float f)
  MinF32,     // float morph_min_f32(float a, float b): NaN wins, -0 < +0
  MaxF32,     // float morph_max_f32(float a, float b)
  F32ToI32,   // int   morph_f32_to_i32(float x): trunc, saturate, NaN -> 0
  F32ToU32,   // uint  morph_f32_to_u32(float x)
  DivI32,     // int   morph_div_i32(int a, int b): /0 -> 0, INT_MIN/-1 -> INT_MIN
  RemI32,     // int   morph_rem_i32(int a, int b): %0 -> a, INT_MIN%-1 -> 0
  DivU32,     // uint  morph_div_u32(uint a, uint b): /0 -> 0
  RemU32,     // uint  morph_rem_u32(uint a, uint b): %0 -> a
  TruncF32,   // float morph_trunc_f32(float x)
  FloorF32,   // float morph_floor_f32(float x)
  RintF32,    // float morph_rint_f32(float x): half to even
  RoundPack,  // float morph_round_pack(uint sign, int e, uint sig)  (for div/sqrt)
  DivF32,     // float morph_div_f32(float a, float b): correctly rounded
  SqrtF32,    // float morph_sqrt_f32(float a): correctly rounded
  Ftz,        // float morph_ftz(float x): denormal -> zero of its sign (flush mode)
  kCount
};

/// Prelude functions `p` needs printed before it (in order).
std::vector<Prelude> prelude_deps(Prelude p);
/// The C source of one prelude function; `qualifier` (dialect fn_qualifier) prefixes it.
std::string prelude_text(Prelude p, const std::string& qualifier);

}  // namespace morph::codegen
