// docs/environment.md lists every MORPH_* environment variable the library, the CLI and the
// tests read: each name passed to getenv, env_number, env_switch or env_choice in the tree's
// sources must appear there (a new switch undocumented fails here), and each name the page lists
// must still be read somewhere (a removed one fails too).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "tests/source_dir.h"

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(EnvironmentDoc, ListsEveryVariableTheSourcesRead) {
  namespace fs = std::filesystem;
  const fs::path root = morph::testing::source_dir();
  const std::string doc = slurp(root / "docs/environment.md");
  ASSERT_FALSE(doc.empty()) << "docs/environment.md not found under " << root;
  const std::regex read(R"((?:getenv|env_number|env_switch|env_choice)\("(MORPH_[A-Z0-9_]+)\")");
  std::set<std::string> names;
  for (const char* dir : {"morph", "tools", "tests", "bench"})
    for (const fs::directory_entry& e : fs::recursive_directory_iterator(root / dir)) {
      const std::string ext = e.path().extension().string();
      if (!e.is_regular_file() || (ext != ".cc" && ext != ".h")) continue;
      const std::string src = slurp(e.path());
      for (std::sregex_iterator m(src.begin(), src.end(), read), end; m != end; ++m) names.insert((*m)[1].str());
    }
  EXPECT_GT(names.size(), 20u) << "the scan found too few variables to be looking at the sources";
  for (const std::string& n : names)
    EXPECT_NE(doc.find("`" + n + "`"), std::string::npos)
        << n << " is read by the sources but not in docs/environment.md";
  const std::regex listed("`(MORPH_[A-Z0-9_]+)`");
  for (std::sregex_iterator m(doc.begin(), doc.end(), listed), end; m != end; ++m)
    EXPECT_TRUE(names.count((*m)[1].str())) << (*m)[1].str() << " is in docs/environment.md but no source reads it";
}

}  // namespace
