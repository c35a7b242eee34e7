// GLSL built-ins that Morph's printed GLSL routines use, as C++, for host tests that compile
// those routines (the .glsl files) with `#include` inside a namespace of their own:
//   namespace my_host { using namespace morph::codegen::glsl_host_shims;
//   #include "morph/codegen/glsl_fma_f64.glsl" }
#pragma once
#include <bit>
#include <cstdint>

namespace morph::codegen::glsl_host_shims {

using uint = uint32_t;
struct uvec2 {
  uint x = 0, y = 0;
  uvec2() = default;
  uvec2(uint a, uint b) : x(a), y(b) {}
};
inline uint as_uint(float f) { return std::bit_cast<uint>(f); }
inline float as_float(uint u) { return std::bit_cast<float>(u); }
inline uvec2 unpackDouble2x32(double d) {
  uint64_t u = std::bit_cast<uint64_t>(d);
  return {static_cast<uint>(u), static_cast<uint>(u >> 32)};
}
inline double packDouble2x32(uvec2 w) { return std::bit_cast<double>(uint64_t{w.x} | (uint64_t{w.y} << 32)); }

}  // namespace morph::codegen::glsl_host_shims
