// The README's C++ examples are examples/hello_saxpy.cc and examples/hello_fusion.cc verbatim (that file is compiled
// and run as the ctests `example.hello_saxpy` and `example.hello_fusion`), so the README cannot show code that does not
// build.
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

TEST(FoundationReadme, ShowsHelloFusionVerbatim) {
  std::string readme = slurp(std::string(MORPH_SOURCE_DIR) + "/README.md");
  std::string example = slurp(std::string(MORPH_SOURCE_DIR) + "/examples/hello_fusion.cc");
  ASSERT_FALSE(example.empty()) << "examples/hello_fusion.cc not found";
  EXPECT_NE(readme.find("```cpp\n" + example + "```"), std::string::npos)
      << "README.md must show examples/hello_fusion.cc verbatim in a ```cpp block";
}
