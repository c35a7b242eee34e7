// The CLI's commands: each lives in its own cmd_<name>.cc and registers itself here.
// Exit codes (docs/cli.md): 0 ok, 1 mismatch or failure, 2 usage error.
#pragma once
#include <CLI/CLI.hpp>
#include <functional>

namespace morph::cli {

/// Thrown by a command to end with exit code 1 after printing `what()` (already formatted).
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Each command adds its subcommand to `app`; the callback sets *exit_code.
void register_devices(CLI::App& app, int* exit_code);
void register_extra_commands(CLI::App& app, int* exit_code);
void register_fuse(CLI::App& app, int* exit_code);
void register_run(CLI::App& app, int* exit_code);
void register_table(CLI::App& app, int* exit_code);
void register_tune(CLI::App& app, int* exit_code);
void register_gguf(CLI::App& app, int* exit_code);
void register_matvec(CLI::App& app, int* exit_code);
void register_cells(CLI::App& app, int* exit_code);

}  // namespace morph::cli
