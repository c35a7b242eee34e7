// Where a test finds the source tree's files (golden outputs, README, examples): the
// MORPH_SOURCE_DIR environment variable when set (a binary run away from its build, e.g. on the
// GPU machine), else the path compiled in by CMake.
//   std::ifstream in(morph::testing::source_dir() + "/tests/golden/vadd.cl");
#pragma once
#include <cstdlib>
#include <string>

namespace morph::testing {

inline std::string source_dir() {
  const char* env = std::getenv("MORPH_SOURCE_DIR");
  return env && *env ? env : MORPH_SOURCE_DIR;
}

}  // namespace morph::testing
