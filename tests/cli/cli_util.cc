// Helpers for tests that run the morph CLI (tests/cli/cli_util.h).
#include "tests/cli/cli_util.h"

#include <sys/wait.h>
#include <unistd.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace morph::test {

std::string cli_path() {
  if (const char* env = std::getenv("MORPH_CLI")) return env;
  char buf[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "morph";
  buf[n] = 0;
  return (std::filesystem::path(buf).parent_path().parent_path() / "morph").string();
}

std::string run_command(const std::string& cmd, int* status) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  int st = pclose(p);
  *status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return out;
}

}  // namespace morph::test
