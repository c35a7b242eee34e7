#include "morph/base/printable.h"

namespace morph {

namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

std::string escape(std::string_view s, bool keep_newlines) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    if (is_control(c) && !(keep_newlines && c == '\n')) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace

std::string printable(std::string_view s) { return escape(s, false); }

std::string printable_lines(std::string_view s) { return escape(s, true); }

std::string quoted_char(char c) { return "'" + printable(std::string_view(&c, 1)) + "'"; }

}  // namespace morph
