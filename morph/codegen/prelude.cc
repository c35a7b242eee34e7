// Prelude sources. Every float constant is exact; float operations are single, separate
// statements (no contraction possible); everything else is integer arithmetic.
#include "morph/codegen/prelude.h"

#include "morph/base/error.h"

namespace morph::codegen {
namespace {

const char* body(Prelude p) {
  switch (p) {
    case Prelude::F16ToF32:
      return R"(float morph_f16_to_f32(uint h) {
  uint sign = (h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu;
  uint m = h & 0x3ffu;
  if (e == 0x1fu) return as_float(sign | 0x7f800000u | (m << 13) | (m != 0u ? 0x00400000u : 0u));
  if (e != 0u) return as_float(sign | ((e + 112u) << 23) | (m << 13));
  if (m == 0u) return as_float(sign);
  uint f = 113u;
  while ((m & 0x400u) == 0u) { m <<= 1; f -= 1u; }
  return as_float(sign | (f << 23) | ((m & 0x3ffu) << 13));
}
)";
    case Prelude::F32ToF16:
      return R"(uint morph_f32_to_f16(float x) {
  uint u = as_uint(x);
  uint sign = (u >> 16) & 0x8000u;
  uint a = u & 0x7fffffffu;
  if (a > 0x7f800000u) return sign | 0x7e00u;
  if (a >= 0x47800000u) return sign | 0x7c00u;
  uint e = a >> 23;
  if (e >= 113u) {
    uint r = a - (112u << 23);
    uint lsb = (r >> 13) & 1u;
    r += 0xfffu + lsb;
    return sign | (r >> 13);
  }
  if (e < 102u) return sign;
  uint m = (a & 0x7fffffu) | 0x800000u;
  uint shift = 126u - e;
  uint q = m >> shift;
  uint rem = m & ((1u << shift) - 1u);
  uint tie = 1u << (shift - 1u);
  if (rem > tie || (rem == tie && (q & 1u) != 0u)) q += 1u;
  return sign | q;
}
)";
    case Prelude::Bf16ToF32:
      return R"(float morph_bf16_to_f32(uint h) {
  return as_float(h << 16);
}
)";
    case Prelude::F32ToBf16:
      return R"(uint morph_f32_to_bf16(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) > 0x7f800000u) return ((u >> 16) & 0x8000u) | 0x7fc0u;
  uint lsb = (u >> 16) & 1u;
  u += 0x7fffu + lsb;
  return u >> 16;
}
)";
    case Prelude::MinF32:
      return R"(float morph_min_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a < b) return a;
  if (b < a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? a : b;
}
)";
    case Prelude::MaxF32:
      return R"(float morph_max_f32(float a, float b) {
  if (a != a) return a;
  if (b != b) return b;
  if (a > b) return a;
  if (b > a) return b;
  return (as_uint(a) & 0x80000000u) != 0u ? b : a;
}
)";
    case Prelude::F32ToI32:
      return R"(int morph_f32_to_i32(float x) {
  if (x != x) return 0;
  if (x >= as_float(0x4f000000u)) return 2147483647;
  if (x <= as_float(0xcf000000u)) return -2147483647 - 1;
  return (int)x;
}
)";
    case Prelude::F32ToU32:
      return R"(uint morph_f32_to_u32(float x) {
  if (x != x) return 0u;
  if (x <= as_float(0x00000000u)) return 0u;
  if (x >= as_float(0x4f800000u)) return 4294967295u;
  return (uint)x;
}
)";
    case Prelude::DivI32:
      return R"(int morph_div_i32(int a, int b) {
  if (b == 0) return 0;
  if (a == -2147483647 - 1 && b == -1) return a;
  return a / b;
}
)";
    case Prelude::RemI32:
      return R"(int morph_rem_i32(int a, int b) {
  if (b == 0) return a;
  if (a == -2147483647 - 1 && b == -1) return 0;
  return a % b;
}
)";
    case Prelude::DivU32:
      return R"(uint morph_div_u32(uint a, uint b) {
  return b == 0u ? 0u : a / b;
}
)";
    case Prelude::RemU32:
      return R"(uint morph_rem_u32(uint a, uint b) {
  return b == 0u ? a : a % b;
}
)";
    case Prelude::TruncF32:
      return R"(float morph_trunc_f32(float x) {
  uint u = as_uint(x);
  uint e = (u >> 23) & 0xffu;
  if (e >= 150u) return x;
  if (e < 127u) return as_float(u & 0x80000000u);
  return as_float(u & ~(0x7fffffu >> (e - 127u)));
}
)";
    case Prelude::FloorF32:
      return R"(float morph_floor_f32(float x) {
  float t = morph_trunc_f32(x);
  if ((as_uint(x) & 0x80000000u) != 0u && as_uint(t) != as_uint(x)) {
    float d = t - as_float(0x3f800000u);
    return d;
  }
  return t;
}
)";
    case Prelude::RintF32:
      return R"(float morph_rint_f32(float x) {
  uint u = as_uint(x);
  if ((u & 0x7fffffffu) >= 0x4b000000u) return x;
  float a = as_float(u & 0x7fffffffu);
  float s = a + as_float(0x4b000000u);
  float r = s - as_float(0x4b000000u);
  return as_float(as_uint(r) | (u & 0x80000000u));
}
)";
    // value = sig * 2^(e - 153), sig in [2^26, 2^27) with a sticky bit in bit 0: round to
    // nearest even into binary32 (subnormal results and overflow to inf included).
    case Prelude::RoundPack:
      return R"(float morph_round_pack(uint sign, int e, uint sig) {
  if (e >= 255) return as_float(sign | 0x7f800000u);
  if (e < 1) {
    uint sh = (uint)(1 - e);
    if (sh > 27u) sig = 1u;
    else sig = (sig >> sh) | ((sig & ((1u << sh) - 1u)) != 0u ? 1u : 0u);
    e = 1;
  }
  uint low = sig & 7u;
  sig >>= 3;
  if (low > 4u || (low == 4u && (sig & 1u) != 0u)) sig += 1u;
  return as_float(sign | (((uint)(e - 1) << 23) + sig));
}
)";
    case Prelude::DivF32:
      return R"(float morph_div_f32(float a, float b) {
  uint ua = as_uint(a);
  uint ub = as_uint(b);
  uint sign = (ua ^ ub) & 0x80000000u;
  uint xa = ua & 0x7fffffffu;
  uint xb = ub & 0x7fffffffu;
  if (xa > 0x7f800000u || xb > 0x7f800000u) return as_float(0x7fc00000u);
  if (xa == 0x7f800000u) return xb == 0x7f800000u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xb == 0x7f800000u) return as_float(sign);
  if (xb == 0u) return xa == 0u ? as_float(0x7fc00000u) : as_float(sign | 0x7f800000u);
  if (xa == 0u) return as_float(sign);
  int ea = (int)(xa >> 23);
  int eb = (int)(xb >> 23);
  uint ma = xa & 0x7fffffu;
  uint mb = xb & 0x7fffffu;
  if (ea == 0) { ea = 1; while (ma < 0x800000u) { ma <<= 1; ea -= 1; } } else { ma |= 0x800000u; }
  if (eb == 0) { eb = 1; while (mb < 0x800000u) { mb <<= 1; eb -= 1; } } else { mb |= 0x800000u; }
  int e = ea - eb + 127;
  if (ma < mb) { ma <<= 1; e -= 1; }
  ulong num = (ulong)ma << 26;
  ulong q = num / (ulong)mb;
  ulong r = num - q * (ulong)mb;
  uint sig = (uint)q | (r != (ulong)0 ? 1u : 0u);
  return morph_round_pack(sign, e, sig);
}
)";
    case Prelude::SqrtF32:
      return R"(float morph_sqrt_f32(float a) {
  uint u = as_uint(a);
  if ((u & 0x7fffffffu) == 0u) return a;
  if (u >= 0x7f800000u) return u == 0x7f800000u ? a : as_float(0x7fc00000u);
  int e = (int)(u >> 23);
  uint m = u & 0x7fffffu;
  if (e == 0) { e = 1; while (m < 0x800000u) { m <<= 1; e -= 1; } } else { m |= 0x800000u; }
  int ex = e - 127;
  if ((ex & 1) != 0) { m <<= 1; ex -= 1; }
  ulong x = (ulong)m << 29;
  ulong r = (ulong)0;
  ulong bit = (ulong)1 << 54;
  while (bit != (ulong)0) {
    if (x >= r + bit) { x -= r + bit; r = (r >> 1) + bit; } else { r >>= 1; }
    bit >>= 2;
  }
  uint sig = (uint)r | (x != (ulong)0 ? 1u : 0u);
  return morph_round_pack(0u, ex / 2 + 127, sig);
}
)";
    // DESIGN L4 flush mode: a denormal reads as zero of the same sign.
    case Prelude::Ftz:
      return R"(float morph_ftz(float x) {
  uint u = as_uint(x);
  return (u & 0x7f800000u) == 0u ? as_float(u & 0x80000000u) : x;
}
)";
    case Prelude::kCount: break;
  }
  MORPH_CHECK(false, "unknown prelude function ", static_cast<int>(p));
}

}  // namespace

std::vector<Prelude> prelude_deps(Prelude p) {
  switch (p) {
    case Prelude::FloorF32: return {Prelude::TruncF32};
    case Prelude::DivF32:
    case Prelude::SqrtF32: return {Prelude::RoundPack};
    default: return {};
  }
}

std::string prelude_text(Prelude p, const std::string& qualifier) {
  std::string out = qualifier.empty() ? "" : qualifier + " ";
  out += body(p);
  return out;
}

}  // namespace morph::codegen
