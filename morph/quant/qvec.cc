#include "morph/quant/qvec.h"

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "morph/base/error.h"

namespace morph::quant {

const std::vector<uint8_t>& QVec::section(const std::string& name) const {
  auto it = sections.find(name);
  MORPH_USER_CHECK(it != sections.end(), path, ": no section '", name, "'");
  return it->second;
}

std::vector<float> QVec::f32(const std::string& name) const {
  const auto& b = section(name);
  std::vector<float> v(b.size() / 4);
  if (!v.empty()) std::memcpy(v.data(), b.data(), v.size() * 4);
  return v;
}

std::vector<uint32_t> QVec::u32(const std::string& name) const {
  const auto& b = section(name);
  std::vector<uint32_t> v(b.size() / 4);
  if (!v.empty()) std::memcpy(v.data(), b.data(), v.size() * 4);
  return v;
}

QVec read_qvec(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  MORPH_USER_CHECK(f, path, ": cannot open");
  std::vector<uint8_t> b((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  MORPH_USER_CHECK(b.size() >= 64 && std::memcmp(b.data(), "GGMLQVEC", 8) == 0, path, ": not a GGMLQVEC file");
  auto u32at = [&](size_t o) {
    uint32_t v;
    std::memcpy(&v, b.data() + o, 4);
    return v;
  };
  MORPH_USER_CHECK(u32at(8) == 1, path, ": unsupported version ", u32at(8));
  QVec q;
  q.path = path;
  q.kind = u32at(12);
  auto ti = find_type(u32at(16));
  MORPH_USER_CHECK(ti.has_value(), path, ": unknown ggml type ", u32at(16));
  q.type = ti->type;
  MORPH_USER_CHECK(u32at(20) == ti->block && u32at(24) == ti->bytes, path, ": block size/bytes ", u32at(20), "/",
                   u32at(24), " disagree with ", ti->name, " (", ti->block, "/", ti->bytes, ")");
  q.rows = u32at(28);
  q.cols = u32at(32);
  q.row_bytes = u32at(36);
  uint32_t nsec = u32at(40);
  MORPH_USER_CHECK(64 + uint64_t{nsec} * 32 <= b.size(), path, ": section table past the end");
  for (uint32_t s = 0; s < nsec; ++s) {
    size_t e = 64 + 32 * size_t{s};
    std::string name(reinterpret_cast<const char*>(b.data() + e),
                     strnlen(reinterpret_cast<const char*>(b.data() + e), 16));
    uint64_t off, size;
    std::memcpy(&off, b.data() + e + 16, 8);
    std::memcpy(&size, b.data() + e + 24, 8);
    MORPH_USER_CHECK(off <= b.size() && size <= b.size() - off, path, ": section '", name, "' past the end");
    q.sections[name] =
        std::vector<uint8_t>(b.begin() + static_cast<long>(off), b.begin() + static_cast<long>(off + size));
  }
  return q;
}

std::optional<std::string> find_quant_vectors(const std::string& source_dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> candidates;
  if (const char* e = std::getenv("MORPH_SHARED_DIR"))
    candidates.push_back(std::string(e) + "/data/ggml-quant-vectors");
  candidates.push_back(source_dir + "/../shared/data/ggml-quant-vectors");
  for (const std::string& c : candidates) {
    std::error_code ec;
    if (fs::is_directory(c, ec)) return c;
  }
  return std::nullopt;
}

}  // namespace morph::quant
