// The CLI's commands: each lives in its own cmd_<name>.cc and registers itself here.
// Exit codes (docs/cli.md): 0 ok, 1 mismatch or failure, 2 usage error.
#pragma once
#include <CLI/CLI.hpp>
#include <functional>
#include <string>

#include "morph/base/error.h"
#include "morph/runtime/registry.h"

namespace morph::cli {

/// Thrown by a command to end with exit code 1 after printing `what()` (already formatted).
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A CLI11 check that a flag value is a well-formed device spec (rt::parse_device_spec), or with
/// `list` a comma-separated list of them: a malformed or unknown one is a usage error (exit 2)
/// at parse time, before any work.
inline CLI::Validator device_spec_check(bool list = false) {
  return CLI::Validator(
      [list](std::string& v) -> std::string {
        size_t at = 0;
        do {
          size_t comma = list ? v.find(',', at) : std::string::npos;
          std::string one = v.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
          try {
            rt::parse_device_spec(one);
          } catch (const UserError& e) {
            return e.what();
          }
          at = comma == std::string::npos ? v.size() + 1 : comma + 1;
        } while (at <= v.size());
        return "";
      },
      list ? "DEVICE[,DEVICE...]" : "DEVICE");
}

/// A CLI11 check that a value is a non-negative decimal integer below 2^64: CLI11 alone reads
/// "-1" into a uint64_t as 2^64 - 1 (and "-5" as a seed as 2^64 - 5), and a number past 2^64 - 1
/// as 2^64 - 1, without a word.
inline CLI::Validator unsigned_check() {
  return CLI::Validator(
      [](std::string& v) -> std::string {
        if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos)
          return "'" + v + "' is not a non-negative integer";
        const std::string digits = v.substr(std::min(v.find_first_not_of('0'), v.size()));
        if (digits.size() > 20 || (digits.size() == 20 && digits > "18446744073709551615"))
          return "'" + v + "' is larger than 2^64 - 1 (18446744073709551615)";
        return "";
      },
      "UINT");
}

/// A CLI11 check that a value is not empty (`--output ""` is a mistake, not "no output").
inline CLI::Validator non_empty_check() {
  return CLI::Validator([](std::string& v) -> std::string { return v.empty() ? "an empty value is not allowed" : ""; },
                        "");
}

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
