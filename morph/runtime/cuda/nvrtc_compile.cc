// NVRTC compilation with Morph's L2 flags and readable error logs.
#include "morph/runtime/cuda/nvrtc_compile.h"

#include <cstdlib>
#include <sstream>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/runtime/cuda/cuda_api.h"

namespace morph::rt::cuda {
namespace {

const Nvrtc& need_nvrtc() {
  std::string why;
  const Nvrtc* n = nvrtc(&why);
  if (!n) throw BackendUnavailable("cuda: " + why);
  return *n;
}

// Appends, after each log line of the form "<name>(LINE): ...", the source line it names.
std::string annotate(const std::string& log, std::string_view source) {
  std::vector<std::string_view> lines;
  for (size_t s = 0; s <= source.size();) {
    size_t e = source.find('\n', s);
    if (e == std::string_view::npos) e = source.size();
    lines.push_back(source.substr(s, e - s));
    s = e + 1;
  }
  std::istringstream in(log);
  std::string out, l;
  while (std::getline(in, l)) {
    out += "  " + l + "\n";
    size_t open = l.find('('), close = l.find("): ");
    if (open == std::string::npos || close == std::string::npos || close < open) continue;
    std::string num = l.substr(open + 1, close - open - 1);
    if (num.empty() || num.find_first_not_of("0123456789") != std::string::npos) continue;
    size_t n = std::stoul(num);
    if (n >= 1 && n <= lines.size()) out += "    | " + std::string(lines[n - 1]) + "\n";
  }
  return out;
}

}  // namespace

std::vector<std::string> nvrtc_flags(const std::string& arch) {
  std::vector<std::string> f = {"--gpu-architecture=" + arch, "--fmad=false", "--prec-div=true", "--prec-sqrt=true",
                                "--ftz=false"};
  // An occupancy A/B (bench/results_notes_2026-12-07-why.md: the gated norm's row fence holds
  // 72 registers): a register cap for every kernel without __launch_bounds__. Part of the
  // flags, so of the module cache key; speed only, never bits (register allocation). H100,
  // 2026-12-08: no gain there (gated_norm_4096tok 73.8 µs uncapped, 75.2 at 64, 81.9 at 48;
  // bench/results/h100-2026-12-08-regcap), so no cap by default.
  if (uint64_t n = env_number("MORPH_CUDA_MAXRREGCOUNT", 16, 255, 0, "a register count in [16, 255]"))
    f.push_back("--maxrregcount=" + std::to_string(n));
  return f;
}

std::string nvrtc_version_string() {
  const Nvrtc& n = need_nvrtc();
  return str_cat("nvrtc ", n.major, ".", n.minor);
}

std::string default_compile_arch() {
  if (const char* a = std::getenv("MORPH_CUDA_ARCH"); a && *a) return a;
  return "sm_90";
}

NvrtcOutput nvrtc_compile(std::string_view source, std::string_view kernel_name, const std::string& arch,
                          bool want_cubin) {
  const Nvrtc& n = need_nvrtc();
  std::string src(source);
  std::string file = std::string(kernel_name) + ".cu";
  nvrtcProgram prog = nullptr;
  nvrtcResult r = n.nvrtcCreateProgram(&prog, src.c_str(), file.c_str(), 0, nullptr, nullptr);
  if (r != NVRTC_SUCCESS)
    throw UserError(str_cat("cuda: kernel '", kernel_name, "': nvrtcCreateProgram failed: ", n.nvrtcGetErrorString(r)));
  struct Guard {
    const Nvrtc& n;
    nvrtcProgram& p;
    ~Guard() { n.nvrtcDestroyProgram(&p); }
  } guard{n, prog};

  std::vector<std::string> flags = nvrtc_flags(arch);
  std::vector<const char*> argv;
  for (const auto& f : flags) argv.push_back(f.c_str());
  r = n.nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  NvrtcOutput out;
  size_t log_size = 0;
  n.nvrtcGetProgramLogSize(prog, &log_size);
  if (log_size > 1) {
    out.log.resize(log_size);
    n.nvrtcGetProgramLog(prog, out.log.data());
    out.log.resize(log_size - 1);
  }
  if (r != NVRTC_SUCCESS) {
    std::string all_flags;
    for (const auto& f : flags) all_flags += " " + f;
    throw UserError(str_cat("cuda: NVRTC ", n.major, ".", n.minor, " failed to compile kernel '", kernel_name, "' for ",
                            arch, " (", n.nvrtcGetErrorString(r), "; flags:", all_flags, "):\n",
                            annotate(out.log, source)));
  }
  size_t sz = 0;
  n.nvrtcGetPTXSize(prog, &sz);
  out.ptx.resize(sz);
  n.nvrtcGetPTX(prog, out.ptx.data());
  while (!out.ptx.empty() && out.ptx.back() == '\0') out.ptx.pop_back();
  if (want_cubin) {
    sz = 0;
    r = n.nvrtcGetCUBINSize(prog, &sz);
    MORPH_USER_CHECK(r == NVRTC_SUCCESS && sz > 0, "cuda: kernel '", kernel_name, "': NVRTC produced no CUBIN for ",
                     arch, " (a real architecture such as sm_90 is needed)");
    out.cubin.resize(sz);
    n.nvrtcGetCUBIN(prog, out.cubin.data());
  }
  return out;
}

}  // namespace morph::rt::cuda
