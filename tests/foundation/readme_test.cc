// The README's C++ example is examples/hello_saxpy.cc verbatim (that file is compiled and run
// as the ctest `example.hello_saxpy`), so the README cannot show code that does not build.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "tests/source_dir.h"

namespace {
std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}
}  // namespace

TEST(FoundationReadme, ShowsHelloSaxpyVerbatim) {
  std::string readme = slurp(morph::testing::source_dir() + "/README.md");
  std::string example = slurp(morph::testing::source_dir() + "/examples/hello_saxpy.cc");
  ASSERT_FALSE(readme.empty()) << "README.md not found";
  ASSERT_FALSE(example.empty()) << "examples/hello_saxpy.cc not found";
  EXPECT_NE(readme.find("```cpp\n" + example + "```"), std::string::npos)
      << "README.md must show examples/hello_saxpy.cc verbatim in a ```cpp block";
}
