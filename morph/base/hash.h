// Stable 64-bit hashing (xxHash64, seed 0, little-endian encodings) for comptime keys, kernel
// identities and cache keys. The same value hashes the same on every run and machine.
//   Hasher h; h.add(std::string_view("dag_map")); h.add(uint32_t{7}); uint64_t k = h.digest();
#pragma once
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace morph {

/// One-shot xxHash64 of `n` bytes (seed 0).
uint64_t hash_bytes(const void* data, size_t n);

/// Streaming hash: values are appended in a fixed little-endian encoding, so digests are
/// stable across runs, compilers and machines.
class Hasher {
 public:
  Hasher();
  ~Hasher();
  Hasher(const Hasher&) = delete;
  Hasher& operator=(const Hasher&) = delete;

  void add_bytes(const void* data, size_t n);
  template <class T>
  requires std::is_integral_v<T> || std::is_enum_v<T>
  void add(T v) {
    uint64_t x = static_cast<uint64_t>(v);
    unsigned char b[8];
    for (int i = 0; i < 8; ++i) b[i] = static_cast<unsigned char>(x >> (8 * i));
    add_bytes(b, 8);
  }
  void add(float v) { add(std::bit_cast<uint32_t>(v)); }
  void add(double v) { add(std::bit_cast<uint64_t>(v)); }
  void add(std::string_view s) {
    add(static_cast<uint64_t>(s.size()));
    add_bytes(s.data(), s.size());
  }
  void add(const std::string& s) { add(std::string_view(s)); }
  void add(const char* s) { add(std::string_view(s)); }
  template <class T>
  void add(const std::vector<T>& v) {
    add(static_cast<uint64_t>(v.size()));
    for (const auto& x : v) add(x);
  }
  /// User types opt in with a member `void hash_append(Hasher&) const`.
  template <class T>
  requires requires(const T& t, Hasher& h) { t.hash_append(h); }
  void add(const T& t) { t.hash_append(*this); }
  uint64_t digest() const;

 private:
  void* state_;
};

/// 16 lowercase hex digits.
std::string hex64(uint64_t h);

}  // namespace morph
