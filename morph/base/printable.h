// Text from a user's file or command line made safe to print in a message: control bytes
// (< 0x20 and 0x7f) become `\xNN`, so a NUL cannot cut a message short and an escape sequence
// cannot move the cursor or recolour the terminal; every other byte is kept as it is.
//   printable("a\x01" "b") == "a\\x01b"
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace morph {

/// `s` with each control byte (0x00–0x1f, 0x7f), each byte that is not part of well-formed
/// UTF-8, and the bytes of C1 controls (U+0080–U+009F) and bidi overrides/isolates (U+202A–
/// U+202E, U+2066–U+2069) written as the four characters `\xNN` (lower-case hex); other bytes —
/// ASCII and whole UTF-8 characters — unchanged (a cut or invalid sequence would print as a replacement
/// character, and two different names could look alike).
std::string printable(std::string_view s);

/// printable() that keeps line breaks ('\n'): for a whole message whose lines Morph wrote (an
/// expression's caret line) around text from outside.
std::string printable_lines(std::string_view s);

/// Bytes of the well-formed UTF-8 sequence of a non-ASCII character starting at s[i] (RFC 3629:
/// no overlong forms, no surrogates, at most U+10FFFF), or 0 when none starts there (an ASCII
/// byte, a continuation byte, an invalid or cut sequence).
size_t utf8_length(std::string_view s, size_t i);

/// Whether `s` is well-formed UTF-8 throughout (every non-ASCII byte in a sequence that
/// utf8_length accepts): text a JSON or UTF-8 consumer can hold as it is.
bool is_utf8(std::string_view s);

/// One byte as printable() writes it, in single quotes: `'a'`, `'\x00'`.
std::string quoted_char(char c);

}  // namespace morph
