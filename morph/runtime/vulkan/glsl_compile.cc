#include "morph/runtime/vulkan/glsl_compile.h"

#include <algorithm>
#include <cstring>
#include <mutex>

#include "morph/base/error.h"

#if defined(MORPH_HAVE_SHADERC)
#include <glslang/build_info.h>
#include <shaderc/shaderc.h>
#include <spirv-tools/libspirv.hpp>
#endif

namespace morph::rt::vk {

#if defined(MORPH_HAVE_SHADERC)

bool glsl_compiler_available(std::string*) { return true; }

std::vector<uint32_t> compile_glsl(const std::string& source, const std::string& kernel) {
  static std::mutex mu;
  static shaderc_compiler_t compiler = shaderc_compiler_initialize();
  std::lock_guard<std::mutex> lock(mu);
  shaderc_compile_options_t o = shaderc_compile_options_initialize();
  shaderc_compile_options_set_target_env(o, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_1);
  shaderc_compile_options_set_optimization_level(o, shaderc_optimization_level_zero);
  shaderc_compilation_result_t r = shaderc_compile_into_spv(compiler, source.data(), source.size(),
                                                            shaderc_glsl_compute_shader, kernel.c_str(), "main", o);
  shaderc_compile_options_release(o);
  if (shaderc_result_get_compilation_status(r) != shaderc_compilation_status_success) {
    std::string log = shaderc_result_get_error_message(r);
    shaderc_result_release(r);
    throw UserError(str_cat("vulkan: kernel '", kernel, "': glslang rejected the printed GLSL:\n", log,
                            "\n(print it with `morph fuse ... --emit vulkan` or codegen::print(kernel, "
                            "*codegen::glsl_dialect()) to see the lines the log refers to)"));
  }
  size_t n = shaderc_result_get_length(r);
  std::vector<uint32_t> words(n / 4);
  const char* bytes = shaderc_result_get_bytes(r);
  std::copy(bytes, bytes + words.size() * 4, reinterpret_cast<char*>(words.data()));
  shaderc_result_release(r);
  return words;
}

std::string validate_spirv(const std::vector<uint32_t>& words) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  std::string msgs;
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t& pos, const char* m) {
    msgs += str_cat("word ", pos.index, ": ", m, "\n");
  });
  if (tools.Validate(words.data(), words.size())) return {};
  return msgs.empty() ? "invalid SPIR-V" : msgs;
}

std::string glsl_compiler_version() {
  return str_cat("glslang ", GLSLANG_VERSION_MAJOR, ".", GLSLANG_VERSION_MINOR, ".", GLSLANG_VERSION_PATCH,
                 " / shaderc / vulkan1.1 -O0");
}

#else

bool glsl_compiler_available(std::string* why) {
  if (why) *why = "this build has no GLSL compiler (install libshaderc-dev glslang-dev spirv-tools and reconfigure)";
  return false;
}
std::vector<uint32_t> compile_glsl(const std::string&, const std::string&) {
  std::string why;
  glsl_compiler_available(&why);
  throw BackendUnavailable("vulkan: " + why);
}
std::string validate_spirv(const std::vector<uint32_t>&) { return {}; }
std::string glsl_compiler_version() { return "none"; }

#endif

size_t mark_dont_inline(std::vector<uint32_t>& words, const std::vector<std::string>& name_prefixes) {
  constexpr uint32_t kOpName = 5, kOpFunction = 54, kInline = 0x1, kDontInline = 0x2;
  std::vector<uint32_t> ids;
  for (size_t w = 5; w < words.size();) {  // after the 5-word header
    uint32_t count = words[w] >> 16, op = words[w] & 0xffffu;
    if (count == 0 || w + count > words.size()) break;  // malformed: leave the module as it is
    if (op == kOpName && count >= 3) {
      const char* name = reinterpret_cast<const char*>(&words[w + 2]);
      size_t max = (count - 2) * 4;
      std::string n(name, strnlen(name, max));
      for (const std::string& p : name_prefixes)
        if (n.rfind(p, 0) == 0) ids.push_back(words[w + 1]);
    }
    w += count;
  }
  size_t marked = 0;
  for (size_t w = 5; w < words.size();) {
    uint32_t count = words[w] >> 16, op = words[w] & 0xffffu;
    if (count == 0 || w + count > words.size()) break;
    if (op == kOpFunction && count == 5 && std::find(ids.begin(), ids.end(), words[w + 2]) != ids.end()) {
      words[w + 3] = (words[w + 3] & ~kInline) | kDontInline;
      ++marked;
    }
    w += count;
  }
  return marked;
}

}  // namespace morph::rt::vk
