// gguf_fuzz_asan: the GGUF reader under AddressSanitizer and UBSan, fed random mutations of
// valid files (bit flips, random bytes, random 64-bit counts and offsets, truncations) for a
// bounded time. Every input must parse or throw morph::UserError naming a byte offset; any
// over-read, overflow or crash aborts under the sanitizers.
// Usage: gguf_fuzz_asan [SECONDS=30] [SEED]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "morph/base/error.h"
#include "morph/quant/gguf.h"

using namespace morph::quant;

static std::vector<uint8_t> sample(int variant) {
  GgufWriter w;
  w.add("general.architecture", GgufValue::str("llama"));
  if (variant & 1) w.add("general.alignment", GgufValue::uint(GgufType::U32, 64));
  w.add("k.u64", GgufValue::uint(GgufType::U64, 7));
  w.add("k.f32", GgufValue::real(GgufType::F32, 1.5));
  w.add("k.arr", GgufValue::array(GgufType::ARRAY, {GgufValue::array(GgufType::U8, {GgufValue::uint(GgufType::U8, 1)}),
                                                    GgufValue::array(GgufType::STRING, {GgufValue::str("ab")})}));
  w.add_tensor("t0", GgmlType::Q4_K, {256, 2}, std::vector<uint8_t>(288, 3));
  w.add_tensor("t1", GgmlType::F16, {5, 3}, std::vector<uint8_t>(30, 1));
  if (variant & 2) w.add_tensor("t2", GgmlType::MXFP4, {32}, std::vector<uint8_t>(17, 9));
  return w.encode();
}

int main(int argc, char** argv) {
  double seconds = argc > 1 ? std::atof(argv[1]) : 30;
  uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : std::random_device{}();
  std::printf("gguf_fuzz_asan: %.0f s, seed %llu\n", seconds, static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> bases[4] = {sample(0), sample(1), sample(2), sample(3)};
  auto t0 = std::chrono::steady_clock::now();
  size_t runs = 0, valid = 0;
  while (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < seconds) {
    std::vector<uint8_t> b = bases[rng() % 4];
    int muts = 1 + static_cast<int>(rng() % 6);
    for (int m = 0; m < muts && !b.empty(); ++m) {
      size_t at = rng() % b.size();
      switch (rng() % 5) {
        case 0: b[at] = static_cast<uint8_t>(rng()); break;
        case 1: b[at] ^= static_cast<uint8_t>(1u << (rng() % 8)); break;
        case 2:
          if (at + 8 <= b.size()) {
            uint64_t v = rng() >> (rng() % 64);
            std::memcpy(&b[at], &v, 8);
          }
          break;
        case 3: b.resize(at); break;
        case 4: b.insert(b.begin() + static_cast<long>(at), static_cast<uint8_t>(rng())); break;
      }
    }
    try {
      GgufFile f = GgufFile::parse(b.data(), b.size(), "fuzz");
      unsigned sum = 0;
      for (const GgufTensor& t : f.tensors())
        for (uint64_t k = 0; k < t.bytes; ++k) sum += f.data(t)[k];
      for (const GgufKV& kv : f.metadata()) sum += static_cast<unsigned>(kv.value.summary().size());
      if (sum == 0xdeadbeef) std::printf(".");
      ++valid;
    } catch (const morph::UserError& e) {
      if (!std::strstr(e.what(), "byte offset")) {
        std::printf("error without an offset: %s\n", e.what());
        return 1;
      }
    }
    ++runs;
  }
  std::printf("gguf_fuzz_asan: %zu inputs, %zu parsed, no crash\n", runs, valid);
  return runs > 0 ? 0 : 1;
}
