#include "morph/base/printable.h"

#include <gtest/gtest.h>

namespace morph {
namespace {

TEST(Printable, ControlBytesAreEscapedAndTheRestKept) {
  EXPECT_EQ(printable(std::string_view("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(printable("tab\there\x7f"), "tab\\x09here\\x7f");
  EXPECT_EQ(printable("plain (x) 'y' \xc3\xa9"), "plain (x) 'y' \xc3\xa9");  // UTF-8 kept
  EXPECT_EQ(printable(""), "");
  // Bytes outside well-formed UTF-8 are escaped: a lone lead byte, a stray continuation, a cut
  // sequence at the end, an overlong form and a surrogate.
  EXPECT_EQ(printable("a\xc3"), "a\\xc3");
  EXPECT_EQ(printable("\xa9x"), "\\xa9x");
  EXPECT_EQ(printable("\xe2\x82"), "\\xe2\\x82");
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");
  EXPECT_EQ(printable("\xe2\x82\xac \xf0\x9f\x98\x80"), "\xe2\x82\xac \xf0\x9f\x98\x80");  // kept whole
  // C1 controls and bidi overrides/isolates: escaped (U+009B, U+202E, U+2066); U+00A0 and
  // U+2029 kept.
  EXPECT_EQ(printable("a\xc2\x9b"
                      "b"),
            "a\\xc2\\x9bb");
  EXPECT_EQ(printable("\xe2\x80\xae"
                      "x"),
            "\\xe2\\x80\\xaex");
  EXPECT_EQ(printable("\xe2\x81\xa6"), "\\xe2\\x81\\xa6");
  EXPECT_EQ(printable("\xc2\xa0\xe2\x80\xa9"), "\xc2\xa0\xe2\x80\xa9");
}

TEST(Printable, LinesKeepTheirBreaks) {
  EXPECT_EQ(printable_lines("column 3: bad\n  a\x1b+b\n   ^"), "column 3: bad\n  a\\x1b+b\n   ^");
  EXPECT_EQ(printable("a\nb"), "a\\x0ab");
}

TEST(Printable, QuotedChar) {
  EXPECT_EQ(quoted_char('a'), "'a'");
  EXPECT_EQ(quoted_char('\0'), "'\\x00'");
  EXPECT_EQ(quoted_char('\n'), "'\\x0a'");
}

TEST(Printable, IsUtf8) {
  EXPECT_TRUE(is_utf8(""));
  EXPECT_TRUE(is_utf8("plain \x01 ascii"));
  EXPECT_TRUE(is_utf8("\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"));  // été € 😀
  EXPECT_FALSE(is_utf8("k\xff"));
  EXPECT_FALSE(is_utf8("\xc3"));          // cut
  EXPECT_FALSE(is_utf8("\xc0\xaf"));      // overlong
  EXPECT_FALSE(is_utf8("\xed\xa0\x80"));  // surrogate
}

}  // namespace
}  // namespace morph
