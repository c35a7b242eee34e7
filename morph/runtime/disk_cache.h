// The on-disk module cache shared by the compiling backends (CUDA now, OpenCL next; DESIGN §5).
// A compiled module (PTX, a program binary, …) is stored under a 64-bit key that hashes
// everything its bytes depend on: the source text, the backend compiler's version, the device
// architecture and the compile flags (module_cache_key). Entries are written atomically
// (temporary file + rename) and carry a header with a magic, the key, the payload length and
// the payload's xxHash64, so a corrupt, truncated or misnamed entry is detected, counted in
// stats().corrupt, deleted and reported as a miss — the caller rebuilds it, never trusts it.
//   rt::DiskCache cache("cuda");                   // $XDG_CACHE_HOME/morph/cuda, else ~/.cache/morph/cuda
//   uint64_t key = rt::module_cache_key(src, "nvrtc 13.0", "sm_90", "--fmad=false");
//   if (auto ptx = cache.get(key)) use(*ptx); else cache.put(key, compile(src));
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace morph::rt {

/// The cache key of one compiled module: xxHash64 over (source, compiler version, device
/// architecture, flags), each length-prefixed so that no two different tuples collide by
/// concatenation.
uint64_t module_cache_key(std::string_view source, std::string_view compiler_version, std::string_view arch,
                          std::string_view flags);

/// Morph's cache root: `$XDG_CACHE_HOME/morph` when XDG_CACHE_HOME is an absolute path, else
/// `$HOME/.cache/morph` (a relative XDG_CACHE_HOME is ignored, as the XDG Base Directory
/// Specification says); empty when neither gives a root (the disk cache is then off).
std::string default_cache_root();

/// Counters for tests and `morph` debug output. Monotone over the cache object's life.
struct DiskCacheStats {
  uint64_t hits = 0;          // get() returned an entry
  uint64_t misses = 0;        // get() found no file (or the cache is disabled)
  uint64_t corrupt = 0;       // get() found a file with a bad header, length, key or checksum
  uint64_t writes = 0;        // put() stored an entry
  uint64_t write_errors = 0;  // put() could not store (disk full, read-only); never fatal
};

/// One backend's folder of cached modules. Thread-safe; concurrent processes are safe too
/// (each writer renames its own temporary file into place; readers verify every entry).
class DiskCache {
 public:
  /// `backend` names the subfolder ("cuda", "opencl"). `root` empty = default_cache_root().
  /// With MORPH_DISK_CACHE=0 in the environment, or no usable root, the cache is disabled:
  /// get() always misses and put() does nothing.
  explicit DiskCache(std::string backend, std::string root = {});

  /// The verified payload stored under `key`, or nullopt (miss, or a corrupt entry that was
  /// counted and deleted — anything at the entry's path that is not a regular file counts as
  /// corrupt: a FIFO or device there would block the read).
  std::optional<std::vector<uint8_t>> get(uint64_t key);
  /// Stores `payload` under `key` atomically. Failures are counted, never thrown: a cache
  /// that cannot write only makes later runs slower.
  void put(uint64_t key, std::span<const uint8_t> payload);
  void put(uint64_t key, std::string_view payload) {
    put(key, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(payload.data()), payload.size()));
  }

  bool enabled() const { return !dir_.empty(); }
  /// Why the cache is disabled ("" when enabled): MORPH_DISK_CACHE=0, no HOME nor
  /// XDG_CACHE_HOME, or a folder that cannot be created (naming it and the system's reason).
  const std::string& disabled_reason() const { return disabled_reason_; }
  /// The folder holding the entries ("" when disabled).
  const std::string& dir() const { return dir_; }
  /// The file an entry for `key` lives in ("" when disabled).
  std::string path_for(uint64_t key) const;
  DiskCacheStats stats() const;

 private:
  std::string dir_, disabled_reason_;
  std::atomic<uint64_t> hits_{0}, misses_{0}, corrupt_{0}, writes_{0}, write_errors_{0};
};

}  // namespace morph::rt
