// GLSL -> SPIR-V in process: glslang through shaderc's C API (Debian: libshaderc-dev,
// glslang-dev, statically linked), and SPIR-V validation with SPIRV-Tools (spirv-tools).
// Target: Vulkan 1.1 SPIR-V (1.3) plus the extensions the source enables
// (SPV_KHR_float_controls, 8/16-bit storage).
//   std::vector<uint32_t> spv = rt::vk::compile_glsl(src, "my_kernel");   // throws UserError
//   std::string why = rt::vk::validate_spirv(spv);                        // "" when valid
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace morph::rt::vk {

/// True when this build has the GLSL compiler (shaderc/glslang found at configure time);
/// otherwise `why` says what is missing.
bool glsl_compiler_available(std::string* why = nullptr);

/// Compiles GLSL 450 compute source to SPIR-V words. Throws UserError naming `kernel` with
/// glslang's log on an error, BackendUnavailable without a compiler.
std::vector<uint32_t> compile_glsl(const std::string& source, const std::string& kernel);

/// SPIRV-Tools' validator for the Vulkan 1.1 environment: "" when valid, else its messages.
std::string validate_spirv(const std::vector<uint32_t>& words);

/// Sets the SPIR-V function control DontInline (and clears Inline) on every function whose
/// OpName starts with one of `name_prefixes` (glslang names functions "name(" + parameter
/// codes, e.g. "morph_fma_f32(f1;f1;f1;"). A hint the driver may ignore: it keeps a long cold
/// routine (Morph's fma emulation behind the device's fma()) as one shared body instead of a
/// copy at every call site. Returns how many functions were marked. SPIR-V 1.0 spec,
/// "OpFunction" (opcode 54: result type, result id, control, type) and "OpName" (opcode 5).
size_t mark_dont_inline(std::vector<uint32_t>& words, const std::vector<std::string>& name_prefixes);

/// Identifies the compiler for cache keys ("glslang <version> / shaderc / SPIR-V 1.3").
std::string glsl_compiler_version();

}  // namespace morph::rt::vk
