#include "morph/runtime/cpu/host_compiler.h"

#include <dlfcn.h>
#include <elf.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "morph/base/error.h"

namespace morph::rt {
namespace {

// Runs `cmd` through the shell; returns its exit status and stdout+stderr.
int run_command(const std::string& cmd, std::string& out) {
  out.clear();
  FILE* f = ::popen((cmd + " 2>&1").c_str(), "r");
  if (!f) return -1;
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, n);
  int st = ::pclose(f);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

std::string first_line(const std::string& s) {
  std::string l = s.substr(0, s.find('\n'));
  while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
  return l;
}

// "model name" and "flags" of the first processor in /proc/cpuinfo (empty elsewhere).
void cpu_info(std::string& model, std::string& flags) {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    auto value = [&] {
      auto c = line.find(':');
      return c == std::string::npos ? std::string() : line.substr(c + 2);
    };
    if (model.empty() && line.rfind("model name", 0) == 0) model = value();
    if (flags.empty() && (line.rfind("flags", 0) == 0 || line.rfind("Features", 0) == 0)) flags = value();
    if (!model.empty() && !flags.empty()) break;
  }
}

// Whether a compiler log reports a crash of the compiler rather than an error in the source.
bool compiler_crashed(const std::string& log) {
  return log.find("internal compiler error") != std::string::npos ||
         log.find("PLEASE submit a bug report") != std::string::npos;
}

// Flags added, in turn, after the compiler crashed on the kernel with the previous ones: none
// first, then 256-bit vectors (x86-64), then no vectorizer at all.
std::vector<std::string> crash_fallbacks() {
  return {
    "",
#if defined(__x86_64__)
        " -mprefer-vector-width=256",
#endif
        " -fno-tree-vectorize"
  };
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace

HostCompiler HostCompiler::find(const std::string& command) {
  HostCompiler c;
  const char* env = command.empty() ? std::getenv("CXX") : nullptr;
  c.command_ = !command.empty() ? command : env && *env ? env : "c++";
  std::string out;
  int rc = run_command(c.command_ + " --version", out);
  if (rc != 0)
    throw BackendUnavailable(str_cat("cpu: host C++ compiler '", c.command_, "'", env && *env ? " (from $CXX)" : "",
                                     " cannot be run (exit ", rc, "): ", first_line(out),
                                     "; install g++ or clang++, or point $CXX at one"));
  std::string machine;
  run_command(c.command_ + " -dumpmachine", machine);
  // GCC and Clang print their target triple (x86_64-linux-gnu); a command that is not a compiler
  // ($CXX=true, $CXX=echo) prints nothing or echoes the flag, and would fail every kernel later.
  const std::string triple = first_line(machine);
  const bool is_triple = !triple.empty() && triple[0] != '-' && triple.find('-') != std::string::npos &&
                         triple.find(' ') == std::string::npos;
  if (!is_triple)
    throw BackendUnavailable(str_cat("cpu: host C++ compiler '", c.command_, "'", env && *env ? " (from $CXX)" : "",
                                     " does not act like one: `", c.command_, " -dumpmachine` printed '", triple,
                                     "', not a target triple such as x86_64-linux-gnu"));
  c.version_ = first_line(out);
  c.identity_ = c.version_ + " | " + first_line(machine);
  std::string model, flags;
  cpu_info(model, flags);
  const char* march = std::getenv("MORPH_CPU_MARCH");
  std::string arch = march && *march ? march : "native";
  // Pasted into the compiler's command line: an ISA name only (x86-64-v3, armv8.2-a+fp16), never
  // more flags or shell syntax.
  for (char ch : arch)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_' && ch != '.' && ch != '+')
      throw BackendUnavailable(str_cat("cpu: $MORPH_CPU_MARCH='", arch,
                                       "' is not an ISA name for -march= (letters, digits and - _ . + only)"));
  if (arch != "native") {  // a name the compiler does not know would fail every kernel later
    std::string probe;
    int prc = run_command(c.command_ + " -march=" + arch + " -x c++ -c -o /dev/null /dev/null", probe);
    if (prc != 0)
      throw BackendUnavailable(str_cat("cpu: $MORPH_CPU_MARCH='", arch, "' is not accepted by '", c.command_,
                                       "' as -march= (exit ", prc, "): ", first_line(probe),
                                       "; unset it for the host CPU (native) or name an ISA level such as x86-64-v3"));
  }
  c.isa_ = arch == "native" ? "native (" + (model.empty() ? std::string("host CPU") : model) + ")" : arch;
  c.cpu_features_ = model + " | " + flags;
  // -fvect-cost-model=dynamic: GCC's -O2 default ("very cheap") refuses the item loops, which
  // need a runtime alias check and masked tails. On x86-64, 512-bit vectors where the ISA has
  // them (measured ~1.35x over GCC's 256-bit preference on Morph's exp-heavy chains).
  // -fno-thread-jumps: GCC's jump threading duplicates the paths through a select whose result
  // a later compare tests (the exact silu's clamp, then its sign test), and the vectorizer then
  // if-converts the duplicated paths into extra blends and mask operations (measured: 5 of the
  // 78 instructions per vector of the exact silu; the values are the same either way).
  // -fno-trapping-math (Clang's default): without it GCC may not if-convert a trapping float
  // operation (a division, a conversion) that an earlier pass sank behind a select — the exact
  // silu's quotient behind its `x < +inf` pick — so on a CPU without AVX-512's masked operations
  // the item loop stayed scalar: on AMD EPYC Zen 3 (AVX2, 2 cores, 2026-12-07) the gated norm
  // 131072 x 128 ran 109 ms, chain7 512 x 4096 12.8 ms. It lets the compiler ignore the floating
  // point exception flags, which Morph never reads; values are unchanged (IEEE results do not
  // depend on it, and contraction and reassociation stay off).
  // Clang ($CXX=clang++) vectorizes at -O2 with its own cost model and has neither GCC flag (it
  // rejects both): the flags Morph's laws need are common to the two.
  c.clang_ = out.find("clang") != std::string::npos;
  c.flags_ = std::string("-std=c++17 -O2 ") + (c.clang_ ? "" : "-fvect-cost-model=dynamic -fno-thread-jumps ") +
             "-ffp-contract=off -fno-fast-math -fno-math-errno -fno-trapping-math -march=" + arch +
#if defined(__x86_64__)
             std::string(" -mprefer-vector-width=512") +
#endif
             " -fPIC -shared -fno-exceptions -fno-rtti -fno-asynchronous-unwind-tables -w";
  return c;
}

std::vector<uint8_t> HostCompiler::compile(const std::string& source, const std::string& kernel_name) const {
  namespace fs = std::filesystem;
  std::string tmpl = (fs::temp_directory_path() / "morph-cpu-XXXXXX").string();
  std::vector<char> dir(tmpl.begin(), tmpl.end());
  dir.push_back('\0');
  MORPH_USER_CHECK(::mkdtemp(dir.data()) != nullptr, "cpu: cannot create a temporary folder under ",
                   fs::temp_directory_path().string(), " to compile kernel '", kernel_name, "'");
  fs::path d(dir.data());
  fs::path src = d / "kernel.cpp", so = d / "kernel.so";
  {
    std::ofstream f(src, std::ios::binary);
    f << source;
  }
  // A crash of the compiler itself (GCC's "internal compiler error", Clang's "PLEASE submit a bug
  // report") is the compiler's bug, not the source's: GCC 12 crashes in its loop vectorizer at
  // 512-bit width on some printed reductions. The kernel is compiled again with narrower and then
  // no vectors; vectorization without -ffast-math never reorders arithmetic, so the bits are the
  // same and only the speed differs. A source the compiler rejects is an error at once.
  std::string log, tried;
  int rc = -1;
  std::vector<uint8_t> bytes;
  for (const std::string& extra : crash_fallbacks()) {
    std::string flags = flags_ + extra, attempt;
    rc = run_command(command_ + " " + flags + " -o " + shell_quote(so.string()) + " " + shell_quote(src.string()),
                     attempt);
    if (rc == 0) {
      std::ifstream in(so, std::ios::binary);
      bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      if (!bytes.empty()) {
        if (!extra.empty())  // visible, not silent: the kernel may run slower than it should
          std::fprintf(stderr,
                       "morph: cpu: the host C++ compiler '%s' crashed on kernel '%s'; compiled with '%s' added "
                       "(the same results, possibly slower)\n",
                       command_.c_str(), kernel_name.c_str(), extra.substr(1).c_str());
        break;
      }
    }
    log += str_cat(tried.empty() ? "" : "\n", "[flags '", flags, "', exit ", rc, "]\n", attempt);
    tried += tried.empty() ? "'" + flags + "'" : ", then with '" + extra.substr(1) + "' added";
    if (!compiler_crashed(attempt)) break;
  }
  std::error_code ec;
  fs::remove_all(d, ec);
  if (bytes.empty())
    throw UserError(str_cat("cpu: kernel '", kernel_name, "': the host C++ compiler '", command_, "' (", identity_,
                            ", flags ", tried, ") ", compiler_crashed(log) ? "crashed on" : "rejected",
                            " the printed source (exit ", rc, ")\ncompiler log:\n", log,
                            "(print the source with codegen::print(kernel, codegen::cpp_dialect()) to see the "
                            "lines the log refers to)"));
  return bytes;
}

namespace {

/// Empty when `b` is a whole ELF64 object of this machine's byte order whose headers and
/// segments lie inside it; else what is wrong. The loader maps segments from the file, and one
/// that runs past a truncated file's end is a SIGBUS at the first touch, not an error.
std::string elf_problem(const std::vector<uint8_t>& b) {
  Elf64_Ehdr e;
  if (b.size() < sizeof e) return "shorter than an ELF header";
  std::memcpy(&e, b.data(), sizeof e);
  if (std::memcmp(e.e_ident, ELFMAG, SELFMAG) != 0 || e.e_ident[EI_CLASS] != ELFCLASS64) return "not an ELF64 object";
  const uint16_t one = 1;
  const bool little = *reinterpret_cast<const uint8_t*>(&one) == 1;
  if (e.e_ident[EI_DATA] != (little ? ELFDATA2LSB : ELFDATA2MSB)) return "an ELF object of the other byte order";
  auto inside = [&](uint64_t off, uint64_t n, uint64_t count) {
    return count == 0 || (n != 0 && off <= b.size() && count <= (b.size() - off) / n);
  };
  if (e.e_phentsize != sizeof(Elf64_Phdr) || !inside(e.e_phoff, e.e_phentsize, e.e_phnum))
    return "program headers outside the file";
  if (e.e_shoff != 0 && !inside(e.e_shoff, e.e_shentsize, e.e_shnum)) return "section headers outside the file";
  for (uint16_t i = 0; i < e.e_phnum; ++i) {
    Elf64_Phdr p;
    std::memcpy(&p, b.data() + e.e_phoff + uint64_t{i} * sizeof p, sizeof p);
    if (p.p_type == PT_LOAD && !inside(p.p_offset, 1, p.p_filesz))
      return str_cat("segment ", i, " (", p.p_filesz, " bytes at ", p.p_offset, ") runs past the end (", b.size(),
                     " bytes)");
  }
  return {};
}

}  // namespace

std::unique_ptr<SharedObject> SharedObject::load(const std::vector<uint8_t>& bytes, std::string* why) {
  namespace fs = std::filesystem;
  if (std::string bad = elf_problem(bytes); !bad.empty()) {
    if (why) *why = "not a complete shared object: " + bad;
    return nullptr;
  }
  int fd = ::memfd_create("morph-cpu-kernel", MFD_CLOEXEC);
  std::string path, tmp;
  if (fd >= 0) {
    path = "/proc/self/fd/" + std::to_string(fd);
  } else {
    std::string tmpl = (fs::temp_directory_path() / "morph-cpu-XXXXXX.so").string();
    std::vector<char> name(tmpl.begin(), tmpl.end());
    name.push_back('\0');
    fd = ::mkstemps(name.data(), 3);
    if (fd < 0) {
      if (why) *why = "cannot create a file to load the kernel from";
      return nullptr;
    }
    path = tmp = name.data();
  }
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t w = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (w <= 0) break;
    done += static_cast<size_t>(w);
  }
  void* h = done == bytes.size() ? ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL) : nullptr;
  if (!h && why) {
    const char* e = ::dlerror();
    *why = e ? e : "short write";
  }
  if (!tmp.empty()) ::unlink(tmp.c_str());
  if (!h) {
    ::close(fd);
    return nullptr;
  }
  // The descriptor stays open while the object is loaded: the loader knows objects by path,
  // and a closed descriptor's number (so its /proc/self/fd path) would be reused by the next.
  auto so = std::unique_ptr<SharedObject>(new SharedObject());
  so->handle_ = h;
  so->fd_ = fd;
  return so;
}

SharedObject::~SharedObject() {
  if (handle_) ::dlclose(handle_);
  if (fd_ >= 0) ::close(fd_);
}

void* SharedObject::symbol(const std::string& name) const { return ::dlsym(handle_, name.c_str()); }

}  // namespace morph::rt
