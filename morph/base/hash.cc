// xxHash64 used header-only (XXH_INLINE_ALL), so installed Morph needs no libxxhash to link.
#include "morph/base/hash.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cstdio>

namespace morph {

uint64_t hash_bytes(const void* data, size_t n) { return XXH64(data, n, 0); }

Hasher::Hasher() : state_(XXH64_createState()) { XXH64_reset(static_cast<XXH64_state_t*>(state_), 0); }
Hasher::~Hasher() { XXH64_freeState(static_cast<XXH64_state_t*>(state_)); }
void Hasher::add_bytes(const void* data, size_t n) { XXH64_update(static_cast<XXH64_state_t*>(state_), data, n); }
uint64_t Hasher::digest() const { return XXH64_digest(static_cast<XXH64_state_t*>(state_)); }

std::string hex64(uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace morph
