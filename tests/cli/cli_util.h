// Running the built `morph` CLI from tests: where it is and how to capture its output.
// The CLI is found beside the test binary's folder (build/morph next to build/tests/morph_tests)
// or at $MORPH_CLI.
//   int status; std::string out = run_command("'" + cli_path() + "' devices --json", &status);
#pragma once
#include <string>

namespace morph::test {

/// Path of the morph CLI binary ($MORPH_CLI, else ../morph from the test binary's folder).
std::string cli_path();

/// Runs `cmd` through the shell; returns its stdout; *status gets the exit status (-1 when it
/// did not exit normally).
std::string run_command(const std::string& cmd, int* status);

}  // namespace morph::test
