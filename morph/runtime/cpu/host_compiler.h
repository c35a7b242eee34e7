// The host C++ compiler behind the cpu backend: found at run time ($CXX, else `c++`), run as a
// child process on printed kernel source, its shared object loaded with dlopen. The flags keep
// DESIGN L2 (-ffp-contract=off -fno-fast-math; -fno-math-errno only drops errno writes, so
// __builtin_sqrtf is the plain IEEE instruction; -fno-trapping-math only lets the compiler ignore
// exception flags, so the vectorizer may if-convert a division); `-march=native` unless $MORPH_CPU_MARCH names
// another ISA level (e.g. x86-64-v3).
//   rt::HostCompiler cc = rt::HostCompiler::find();      // throws BackendUnavailable
//   std::vector<uint8_t> so = cc.compile(src, "vadd");   // throws UserError with the log
//   rt::SharedObject lib = rt::SharedObject::load(so);   // dlopen from memory
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace morph::rt {

class HostCompiler {
 public:
  /// Probes `command`, else $CXX, else `c++`, with --version. Throws BackendUnavailable naming
  /// the compiler and why it cannot be used.
  static HostCompiler find(const std::string& command = "");

  /// The command ("c++", "/usr/bin/clang++").
  const std::string& command() const { return command_; }
  /// First line of `--version` and the target triple.
  const std::string& identity() const { return identity_; }
  /// The command and identity(): the compiler part of the module cache key (a $CXX with flags
  /// of its own, "c++ -O3", builds other code than plain "c++" of the same version).
  std::string cache_identity() const { return command_ + " | " + identity_; }
  /// First line of `--version` ("Debian clang version 14.0.6").
  const std::string& version() const { return version_; }
  /// True when the compiler is Clang (its --version says so).
  bool clang() const { return clang_; }
  /// The flags every kernel is compiled with (part of the cache key).
  const std::string& flags() const { return flags_; }
  /// The ISA the code is built for: "native (<cpu model>)" or $MORPH_CPU_MARCH.
  const std::string& isa() const { return isa_; }
  /// The host CPU's model and feature flags (part of the cache key with -march=native).
  const std::string& cpu_features() const { return cpu_features_; }

  /// Compiles `source` into a shared object and returns its bytes. When the compiler crashes
  /// (an internal compiler error, not an error in the source) the kernel is compiled again with
  /// `-mprefer-vector-width=256` (x86-64), then `-fno-tree-vectorize` added: same bits (nothing
  /// is reassociated without -ffast-math), only the speed differs; a line on stderr says so.
  /// Throws UserError naming
  /// `kernel_name`, every flag set tried and the compiler's logs when no attempt succeeds.
  std::vector<uint8_t> compile(const std::string& source, const std::string& kernel_name) const;

 private:
  std::string command_, version_, identity_, flags_, isa_, cpu_features_;
  bool clang_ = false;  // the compiler is Clang (its --version says so): GCC-only flags left out
};

/// A loaded shared object (dlclose on destruction).
class SharedObject {
 public:
  /// Loads `bytes` (an ELF shared object); nullptr when the loader refuses them (corrupt).
  static std::unique_ptr<SharedObject> load(const std::vector<uint8_t>& bytes, std::string* why = nullptr);
  ~SharedObject();
  /// Address of `symbol`, or nullptr.
  void* symbol(const std::string& name) const;

 private:
  void* handle_ = nullptr;
  int fd_ = -1;  // the file the object was loaded from (kept open while loaded)
};

}  // namespace morph::rt
