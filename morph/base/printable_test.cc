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

}  // namespace
}  // namespace morph
