// Islands in the authoring surface (DESIGN §7, law L7; the IR side is morph/ir/island.h):
// `island<T>(default_arm, {{"cuda", cuda_arm}, …})` traces each arm (a callable returning
// Val<T>) into its own block of one Island statement and returns the island's value. The
// default arm is normative and portable; the others may use target intrinsics and must give
// the same bits (the oracle runs any arm: interp::Options::island_arm). Arms are pure value
// code: no stores, locals, control flow, barriers or shuffles (the verifier checks).
//   Val<int32_t> d = dp4a(a, b, acc);   // an island: portable bytes × bytes, or __dp4a on CUDA
#pragma once
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

#include "morph/dsl/array.h"
#include "morph/dsl/scalar.h"
#include "morph/dsl/val.h"
#include "morph/ir/island.h"

namespace morph::dsl {

template <Arith T>
using IslandArmFn = std::function<Val<T>()>;

/// One island: `default_arm` (normative) plus per-backend arms named by the printer dialect's
/// name ("cuda", …). Each arm runs once at trace time into its own block.
template <Arith T>
Val<T> island(const IslandArmFn<T>& default_arm, std::initializer_list<std::pair<const char*, IslandArmFn<T>>> arms,
              std::source_location loc = std::source_location::current()) {
  Tracer& t = tracer();
  t.emit_block_stmt(ir::Op::Island, ir_type_v<T>, -1, -1, -1, loc);
  // The island's statement is the last one of the current block until its arms are traced;
  // each arm is traced into a local vector first (tracing appends to the current block).
  std::vector<ir::IslandArm> traced;
  auto trace_arm = [&](std::string target, const IslandArmFn<T>& fn) {
    ir::IslandArm a;
    a.target = std::move(target);
    t.push_block(&a.body);
    a.value = fn().use();
    t.pop_block();
    traced.push_back(std::move(a));
  };
  const size_t at = t.current_block().size() - 1;
  std::vector<ir::Stmt>* block = &t.current_block();
  trace_arm(std::string(ir::kDefaultArm), default_arm);
  for (const auto& [target, fn] : arms) trace_arm(target, fn);
  ir::Stmt& s = (*block)[at];
  s.arms = std::move(traced);
  return Val<T>::from_id(s.result);
}

/// The IR's dp4a intrinsic itself (only valid inside a "cuda" island arm); kernels call dp4a().
inline Val<int32_t> dp4a_intrinsic(Val<int32_t> a, Val<int32_t> b, Val<int32_t> c) {
  return Val<int32_t>::from_id(tracer().emit(ir::Op::Dp4a, ir::Type::I32, a.use(), b.use(), c.use()));
}

/// The IR's byte_perm intrinsic itself (only valid inside a "cuda" island arm); kernels call
/// byte_perm().
inline Val<uint32_t> byte_perm_intrinsic(Val<uint32_t> x, Val<uint32_t> y, Val<uint32_t> s) {
  return Val<uint32_t>::from_id(tracer().emit(ir::Op::BytePerm, ir::Type::U32, x.use(), y.use(), s.use()));
}

/// Byte n (0..3) of the result is byte (s >> 4n) & 7 of the eight bytes x (bytes 0-3) and y
/// (bytes 4-7): bit 3 of each selector nibble and s's upper 16 bits are ignored (CUDA's
/// __byte_perm; ir::byte_perm is the host twin). An island: the normative default arm in
/// portable shifts and selects, the "cuda" arm one PRMT. Used for 16-entry byte tables held in
/// four registers (kvalues_iq4nl: ggml's get_int_from_table_16 does the same on CUDA).
inline Val<uint32_t> byte_perm(Val<uint32_t> x, Val<uint32_t> y, Val<uint32_t> s) {
  return island<uint32_t>(
      [&] {
    Val<uint32_t> r(0u);
    for (uint32_t n = 0; n < 4; ++n) {
      Val<uint32_t> sel = (s >> (4u * n)) & 7u;
      Val<uint32_t> b = select(sel < 4u, x >> (sel * 8u), y >> ((sel & 3u) * 8u)) & 255u;
      r = n == 0 ? b : r | (b << (8u * n));
    }
    return r;
      },
      {{"cuda", [&] { return byte_perm_intrinsic(x, y, s); }}});
}

/// The IR's load_byte intrinsic itself (only valid inside a "cpp" island arm); kernels call
/// load_byte().
inline Val<uint32_t> load_byte_intrinsic(const Array<uint32_t>& a, Val<uint32_t> w, Val<uint32_t> b) {
  return Val<uint32_t>::from_id(tracer().emit(ir::Op::LoadByte, ir::Type::U32, w.use(), b.use(), -1, a.param()));
}

/// Byte b of the u32 words of `a` from word w, little-endian: (a[w + (b >> 2)] >> 8·(b & 3)) & 255.
/// An island: the normative default arm loads the word and shifts; the "cpp" arm is one byte
/// load, which the host compiler vectorizes in a loop over b (a word index b >> 2 is not affine
/// in b, so the default arm's loop stays scalar there). Used by the serial matvec's 8-bit codes.
inline Val<uint32_t> load_byte(const Array<uint32_t>& a, Val<uint32_t> w, Val<uint32_t> b) {
  return island<uint32_t>([&] { return (a[w + (b >> 2u)].read() >> ((b & 3u) << 3u)) & 255u; },
                          {{"cpp", [&] { return load_byte_intrinsic(a, w, b); }}});
}

/// All ones where c holds, else 0: a mask for the "cpp" arms' and/or picks (a ?: with a float
/// operation on one side may be sunk by GCC into a branch it will not if-convert, and the item
/// loop stays scalar: docs/backends.md).
inline Val<uint32_t> all_ones_if(Val<bool> c) { return select(c, Val<uint32_t>(0xffffffffu), Val<uint32_t>(0u)); }

/// The IR's load_half intrinsic itself (only valid inside a "cpp" island arm); kernels call
/// load_half().
inline Val<uint32_t> load_half_intrinsic(const Array<uint32_t>& a, Val<uint32_t> w, Val<uint32_t> h) {
  return Val<uint32_t>::from_id(tracer().emit(ir::Op::LoadHalf, ir::Type::U32, w.use(), h.use(), -1, a.param()));
}

/// Halfword h of the u32 words of `a` from word w, little-endian: (a[w + (h >> 1)] >> 16·(h & 1))
/// & 0xffff. An island like load_byte: the default arm loads the word and shifts; the "cpp" arm
/// is one 16-bit load, which the host compiler vectorizes in a loop over h. Used by the serial
/// matvec's f16 and bf16 rows.
inline Val<uint32_t> load_half(const Array<uint32_t>& a, Val<uint32_t> w, Val<uint32_t> h) {
  return island<uint32_t>([&] { return (a[w + (h >> 1u)].read() >> ((h & 1u) << 4u)) & 0xffffu; },
                          {{"cpp", [&] { return load_half_intrinsic(a, w, h); }}});
}

/// The IR's half_to_float intrinsic itself (only valid inside a "cuda", "opencl", "cpp" or "vulkan" island arm).
inline Val<float> half_to_float_intrinsic(Val<uint32_t> h) {
  return Val<float>::from_id(tracer().emit(ir::Op::HalfToFloat, ir::Type::F32, h.use()));
}

/// The binary16 whose bits are h (h < 2^16) as a float, exactly (IEEE 754 binary16, every value
/// including subnormals, ±inf and NaN: a NaN keeps its payload, shifted, and a signaling NaN stays
/// signaling, where morph::f16_to_f32 quiets it). An island: the normative default
/// arm in integer ops (a subnormal is m·2^-24, exact in f32), the "cuda" arm the hardware
/// conversion (one cvt.f32.f16) for every h whose exponent is not 31 and the default's bits for
/// inf and NaN; the "opencl" arm the same with OpenCL C's vload_half, the "vulkan" arm with GLSL's
/// unpackHalf2x16 (printed only where the device's probe found it exact); the "cpp" arm the same with
/// the cpp prelude's morph_f16_to_f32 (F16C under Clang, the formula under GCC), the exponent-31
/// bits picked by and/or masks (all_ones_if), so that a host loop over halves vectorizes (the
/// serial matvec's f16 rows).
inline Val<float> half_to_float(Val<uint32_t> h) {
  // Exponent 31 (inf, NaN) keeps the formula's bits in the hardware arms: sign | inf | m << 13.
  auto special = [&] { return ((h >> 15u) << 31u) | 0x7f800000u | ((h & 1023u) << 13u); };
  auto exponent31 = [&] { return ((h >> 10u) & 31u) == 31u; };
  auto hardware = [&] {
    Val<uint32_t> sp = special();
    return select(exponent31(), bitcast<float>(sp), half_to_float_intrinsic(h));
  };
  auto masked = [&] {  // the conversion (the prelude's; F16C under Clang), exponent 31 the formula's, by masks
    Val<uint32_t> sp = special(), s = all_ones_if(exponent31());
    return bitcast<float>((sp & s) | (bitcast<uint32_t>(half_to_float_intrinsic(h)) & ~s));
  };
  return island<float>([&] { return f16_bits_to_f32<Val<float>>(h); },
                       {{"cuda", hardware}, {"opencl", hardware}, {"cpp", masked}, {"vulkan", hardware}});
}

/// The value of the binary16 whose bits are h (h < 2^16), as a float: exact for every finite
/// half (subnormals included) and ±inf; a NaN gives a NaN whose payload is not specified (the
/// cuda arm's cvt may quiet or canonicalize it) — DESIGN L1 compares all NaNs equal, so this is
/// the same result wherever the float only feeds arithmetic (attention's f16 K/V cache). Where a
/// NaN's bits are observed, use half_to_float. An island: the default arm moves sign, exponent
/// and mantissa to f32's positions (bits = sign | (h & 0x7fff) << 13) and multiplies by 2^112
/// (exact: it re-biases the exponent 15 -> 127; a subnormal half is an f32 subnormal there, made
/// normal by the product, under Morph's default denormal-keeping semantics), exponent 31 rebuilt
/// with f32's exponent 255 (~7 integer ops); the "cuda" arm one cvt.f32.f16, the "opencl" arm
/// OpenCL C's vload_half (one cvt.f32.f16 on NVIDIA), the "vulkan" arm GLSL's unpackHalf2x16
/// (where the device's probe found it exact), the "cpp" arm the formula's two values picked by
/// and/or masks.
inline Val<float> half_to_float_value(Val<uint32_t> h) {
  auto moved = [&] { return ((h << 16u) & 0x80000000u) | ((h << 13u) & 0x0fffe000u); };     // sign, exponent, mantissa
  auto rebias = [](Val<uint32_t> b) { return bitcast<float>(b) * f32_bits(0x77800000u); };  // × 2^112
  auto exponent31 = [](Val<uint32_t> b) { return (b & 0x0f800000u) == 0x0f800000u; };
  auto formula = [&] {
    Val<uint32_t> b = moved();
    Val<float> f = rebias(b);
    return select(exponent31(b), bitcast<float>(b | 0x7f800000u), f);
  };
  auto hardware = [&] { return half_to_float_intrinsic(h); };
  auto masked = [&] {  // the formula's two values, picked by and/or masks
    Val<uint32_t> b = moved();
    Val<uint32_t> f = bitcast<uint32_t>(rebias(b)), s = all_ones_if(exponent31(b));
    return bitcast<float>(((b | 0x7f800000u) & s) | (f & ~s));
  };
  return island<float>(formula, {{"cuda", hardware}, {"opencl", hardware}, {"cpp", masked}, {"vulkan", hardware}});
}

/// Byte k (0..3) of a as a signed int8, in portable IR ops: (a << (24 - 8k)) >> 24, the
/// right shift arithmetic (docs/ir.md "shr" on i32).
inline Val<int32_t> signed_byte(Val<int32_t> a, int k) {
  Val<int32_t> v = k == 3 ? a : a << Val<int32_t>(24 - 8 * k);
  return v >> Val<int32_t>(24);
}

/// c + Σ_k a_k·b_k over the four bytes of a and b read as signed int8, wrapping modulo 2^32
/// (ir::dp4a is the host twin). An island: the normative default arm in portable integer ops
/// (the products in byte order, added to c left to right — integer arithmetic is exact, so any
/// order gives the same bits), the "cuda" arm CUDA's __dp4a.
inline Val<int32_t> dp4a(Val<int32_t> a, Val<int32_t> b, Val<int32_t> c) {
  return island<int32_t>(
      [&] {
    Val<int32_t> acc = c;
    for (int k = 0; k < 4; ++k) acc = acc + signed_byte(a, k) * signed_byte(b, k);
    return acc;
      },
      {{"cuda", [&] { return dp4a_intrinsic(a, b, c); }}});
}

}  // namespace morph::dsl
