#include "morph/codegen/targets.h"

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_dialect.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/glsl_dialect.h"
#include "morph/codegen/metal_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/codegen/wgsl_dialect.h"

namespace morph::codegen {

std::vector<std::string> print_targets() { return {"cuda", "opencl", "cpp", "vulkan", "hip", "metal", "wgsl"}; }

std::string print_for(const ir::Kernel& k, const std::string& target) {
  if (target == "cuda") return print(k, cuda_dialect());
  if (target == "opencl") return print(k, *opencl_dialect());
  if (target == "cpp") return print(k, cpp_dialect());
  if (target == "vulkan" || target == "glsl") return print(k, *glsl_dialect({.denorm_preserve = true}));
  if (target == "hip") return print(k, hip_dialect());
  if (target == "metal") return print(k, metal_dialect());
  if (target == "wgsl") return print(k, wgsl_dialect());
  std::string known;
  for (const std::string& t : print_targets()) known += (known.empty() ? "" : ", ") + t;
  throw UserError(str_cat("unknown print target '", target, "'; known: ", known));
}

}  // namespace morph::codegen
