// The on-disk module cache. Entry layout (little-endian), one file per key, `<key hex>.bin`:
//   0  char[8] magic "MORPHMC1"
//   8  u64     key (guards against a file copied or renamed under the wrong name)
//   16 u64     payload length in bytes
//   24 u64     xxHash64 of the payload
//   32 …       payload
#include "morph/runtime/disk_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>

#include "morph/base/env_number.h"
#include "morph/base/hash.h"

namespace morph::rt {
namespace {

constexpr char kMagic[8] = {'M', 'O', 'R', 'P', 'H', 'M', 'C', '1'};
constexpr size_t kHeader = 32;

void put_u64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
uint64_t get_u64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v |= uint64_t{p[i]} << (8 * i);
  return v;
}

/// false: no file. A path that holds something other than a regular file reads as an empty
/// (corrupt) entry: O_NONBLOCK keeps a FIFO from blocking the open, and nothing is read from it.
bool read_all(const std::string& path, std::vector<uint8_t>& out) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return false;
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    ::close(fd);
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    ::close(fd);
    out.clear();
    return true;
  }
  out.resize(static_cast<size_t>(st.st_size));
  size_t got = 0;
  while (got < out.size()) {
    ssize_t n = ::read(fd, out.data() + got, out.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<size_t>(n);
  }
  ::close(fd);
  out.resize(got);
  return true;
}

bool write_all(int fd, const uint8_t* p, size_t n) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

}  // namespace

uint64_t module_cache_key(std::string_view source, std::string_view compiler_version, std::string_view arch,
                          std::string_view flags) {
  Hasher h;
  h.add(std::string_view("morph-module-v1"));
  h.add(source);
  h.add(compiler_version);
  h.add(arch);
  h.add(flags);
  return h.digest();
}

std::string default_cache_root() {
  // A relative XDG_CACHE_HOME is invalid and ignored (XDG Base Directory Specification 0.8: "If
  // an implementation encounters a relative path in any of these variables it should consider the
  // path invalid and ignore it"), rather than a cache under whatever the working directory is.
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && x[0] == '/') return std::string(x) + "/morph";
  if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.cache/morph";
  return {};
}

DiskCache::DiskCache(std::string backend, std::string root) {
  if (!env_switch("MORPH_DISK_CACHE", true, "0 (Morph's disk caches off) or 1 (on, as when unset)")) {
    disabled_reason_ = "MORPH_DISK_CACHE=0";
    return;
  }
  if (root.empty()) root = default_cache_root();
  if (root.empty()) {
    disabled_reason_ = "neither XDG_CACHE_HOME nor HOME is set";
    return;
  }
  std::string dir = root + "/" + backend;
  std::error_code ec, ec_dir;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir, ec_dir)) {  // unusable: disabled, not fatal
    disabled_reason_ = "cannot create the folder '" + dir + "'" + (ec ? " (" + ec.message() + ")" : "");
    return;
  }
  dir_ = std::move(dir);
}

std::string DiskCache::path_for(uint64_t key) const {
  if (dir_.empty()) return {};
  return dir_ + "/" + hex64(key) + ".bin";
}

std::optional<std::vector<uint8_t>> DiskCache::get(uint64_t key) {
  if (dir_.empty()) {
    ++misses_;
    return std::nullopt;
  }
  std::string path = path_for(key);
  std::vector<uint8_t> file;
  if (!read_all(path, file)) {
    ++misses_;
    return std::nullopt;
  }
  bool ok = file.size() >= kHeader && std::memcmp(file.data(), kMagic, 8) == 0 && get_u64(file.data() + 8) == key &&
            get_u64(file.data() + 16) == file.size() - kHeader &&
            get_u64(file.data() + 24) == hash_bytes(file.data() + kHeader, file.size() - kHeader);
  if (!ok) {
    ++corrupt_;
    ::unlink(path.c_str());  // rebuilt by the caller; a concurrent writer's rename may win, which is fine
    return std::nullopt;
  }
  ++hits_;
  return std::vector<uint8_t>(file.begin() + kHeader, file.end());
}

void DiskCache::put(uint64_t key, std::span<const uint8_t> payload) {
  if (dir_.empty()) return;
  uint8_t head[kHeader];
  std::memcpy(head, kMagic, 8);
  put_u64(head + 8, key);
  put_u64(head + 16, payload.size());
  put_u64(head + 24, hash_bytes(payload.data(), payload.size()));
  // A unique temporary name per writer (pid + random), then rename: readers never see a
  // half-written entry under the final name.
  static thread_local std::mt19937_64 rng{std::random_device{}()};
  std::string tmp = path_for(key) + ".tmp." + std::to_string(::getpid()) + "." + hex64(rng());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    ++write_errors_;
    return;
  }
  bool ok = write_all(fd, head, kHeader) && write_all(fd, payload.data(), payload.size());
  ok = (::close(fd) == 0) && ok;
  if (!ok || ::rename(tmp.c_str(), path_for(key).c_str()) != 0) {
    ::unlink(tmp.c_str());
    ++write_errors_;
    return;
  }
  ++writes_;
}

DiskCacheStats DiskCache::stats() const {
  return {hits_.load(), misses_.load(), corrupt_.load(), writes_.load(), write_errors_.load()};
}

}  // namespace morph::rt
