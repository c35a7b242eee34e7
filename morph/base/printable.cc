#include "morph/base/printable.h"

namespace morph {

namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

std::string escape(std::string_view s, bool keep_newlines) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c >= 0x80 ? utf8_length(s, i) : 1;
    // C1 controls (U+0080-U+009F: U+009B starts a terminal escape) and the bidi overrides and
    // isolates (U+202A-U+202E, U+2066-U+2069: they reorder what a terminal shows) are escaped
    // byte by byte, as invalid UTF-8 is.
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const bool hidden =
        (n == 2 && c == 0xc2 && b(1) <= 0x9f) ||
        (n == 3 && c == 0xe2 &&
         ((b(1) == 0x80 && b(2) >= 0xaa && b(2) <= 0xae) || (b(1) == 0x81 && b(2) >= 0xa6 && b(2) <= 0xa9)));
    if (hidden) n = 0;
    if ((c < 0x80 && is_control(c) && !(keep_newlines && c == '\n')) || n == 0) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  return out;
}

}  // namespace

size_t utf8_length(std::string_view s, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  const size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((b(k) & 0xc0) != 0x80) return 0;
  if ((c == 0xe0 && b(1) < 0xa0) || (c == 0xed && b(1) > 0x9f) || (c == 0xf0 && b(1) < 0x90) ||
      (c == 0xf4 && b(1) > 0x8f))
    return 0;
  return n;
}

bool is_utf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const size_t n = static_cast<unsigned char>(s[i]) < 0x80 ? 1 : utf8_length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string printable(std::string_view s) { return escape(s, false); }

std::string printable_lines(std::string_view s) { return escape(s, true); }

std::string quoted_char(char c) { return "'" + printable(std::string_view(&c, 1)) + "'"; }

}  // namespace morph
