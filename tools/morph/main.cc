// morph: the command-line tool. `morph --help` lists the commands; docs/cli.md documents them.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <new>
#include <string>
#include <string_view>

#include "morph/base/error.h"
#include "morph/base/printable.h"
#include "tools/morph/commands.h"
#include "tools/morph/npy_io.h"

namespace {

/// The names of `app`'s subcommands, comma-separated, into `names`; whether `word` is one of them.
bool names_subcommand(CLI::App& app, const char* word, std::string& names) {
  bool found = false;
  for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    names += (names.empty() ? "" : ", ") + sub->get_name();
    found = found || sub->check_name(word);
  }
  return found;
}

int run(int argc, char** argv) {
  CLI::App app{"Morph: GPU compute kernels written once in C++, bit-identical on every backend"};
  app.require_subcommand(1);
  app.footer(
      "Start with `morph table` (the fusion table on every backend found). Examples:\n"
      "  morph devices\n"
      "  morph fuse \"silu(a*w+b)\"\n"
      "  morph run \"rms_norm(x, eps=1e-6)*w*silu(g)\" --shape 4096,128 --backend opencl\n"
      "  morph run \"silu(gate)*up\" --input gate=g.npy --input up=u.npy --output y.npy\n"
      "`morph COMMAND --help` for each command. Exit codes: 0 ok, 1 mismatch or failure, 2 usage.\n"
      "Documentation: docs/cli.md");
  app.set_version_flag("--version", "morph 0.1.0");
  int exit_code = 0;
  morph::cli::register_devices(app, &exit_code);
  morph::cli::register_extra_commands(app, &exit_code);
  // A first word that is no command: name it and list the commands (CLI11 alone says only that
  // an argument was not expected).
  std::string names;
  const bool known = names_subcommand(app, argc > 1 ? argv[1] : "", names);
  if (argc > 1 && argv[1][0] != '-' && !known) {
    std::cerr << "morph: usage error: unknown command '" << morph::printable(argv[1]) << "' (commands: " << names
              << "; `morph --help` describes them)\n";
    return 2;
  }
  // An option before any command that morph itself does not have ("morph --bogus"): CLI11 checks
  // for the missing command first and would say only that a subcommand is required.
  if (argc > 1 && argv[1][0] == '-' && std::string_view(argv[1]) != "--") {
    std::string_view a = argv[1];
    const std::string opt(a.substr(0, a.find('=')));
    if (!app.get_option_no_throw(opt)) {
      std::cerr << "morph: usage error: unknown option '" << morph::printable(argv[1])
                << "' (morph's own options are --help and --version; a command's options go after it: morph "
                   "COMMAND --help lists them; commands: "
                << names << ")\n";
      return 2;
    }
  }
  // The same for a command's own subcommands ("morph gguf foo FILE"): CLI11 would say only that
  // a subcommand is required.
  if (known && argc > 2 && argv[2][0] != '-') {
    std::string subs;
    if (!names_subcommand(*app.get_subcommand(argv[1]), argv[2], subs) && !subs.empty()) {
      std::cerr << "morph: usage error: unknown subcommand '" << morph::printable(argv[2]) << "' of " << argv[1]
                << " (its subcommands: " << subs << "; `morph " << argv[1] << " --help` describes them)\n";
      return 2;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    // An expression that starts with '-' ("-x*y", "-x") reads as an option to the shell's argv.
    const CLI::App* sub = nullptr;
    if (known) try {
        sub = app.get_subcommand(argv[1]);
      } catch (const CLI::OptionNotFound&) {
      }
    for (int i = 2; i < argc; ++i) {
      std::string_view a = argv[i];
      if (a == "--") break;
      // The value of an option that takes one ("--n -1") is that option's mistake, not an expression.
      const CLI::Option* prev = sub && i > 2 ? sub->get_option_no_throw(std::string(argv[i - 1])) : nullptr;
      if (prev && prev->get_type_size() != 0) continue;
      const bool not_an_option = sub && !sub->get_option_no_throw(std::string(a));
      if (a.size() > 1 && a[0] == '-' && a[1] != '-' &&
          (a.find_first_of("*+/()") != std::string_view::npos || not_an_option))
        std::cerr << "(an expression that starts with '-' goes after `--`: morph " << argv[1] << " [OPTIONS] -- \""
                  << morph::printable(a) << "\")\n";
    }
    return 2;
  } catch (const morph::cli::UsageError& e) {
    std::cerr << "morph: usage error: " << morph::printable_lines(e.what()) << "\n";
    return 2;
  } catch (const morph::cli::Failure& e) {
    std::cerr << morph::printable_lines(e.what()) << "\n";
    return 1;
  } catch (const morph::UserError& e) {
    std::cerr << "morph: error: " << morph::printable_lines(e.what()) << "\n";
    return 1;
  } catch (const morph::BackendUnavailable& e) {
    const std::string what = e.what();  // the device's own message may point at `morph devices` already
    std::cerr << "morph: backend unavailable: " << morph::printable_lines(what)
              << (what.find("morph devices") == std::string::npos ? "\n(`morph devices` lists what this machine has)"
                                                                  : "")
              << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "morph: error: out of host memory (the shapes given need more than this machine could allocate)\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "morph: internal error: " << morph::printable_lines(e.what()) << "\n";
    return 1;
  }
  return exit_code;
}

/// Exit status `code`, or 1 when the command's standard output could not be written (a full
/// disk, a closed pipe, /dev/full): a JSON document or table cut short must not look complete.
int finish(int code) {
  errno = 0;
  std::cout.flush();
  int err = errno;  // the write's own error (ENOSPC, EPIPE), before anything else sets errno
  const bool cout_failed = !std::cout;
  errno = 0;
  const bool c_failed = std::fflush(stdout) != 0 || std::ferror(stdout);
  if (!cout_failed && !c_failed) return code;
  if (err == 0) err = errno;
  std::cerr << "morph: error: writing standard output failed"
            << (err ? morph::str_cat(" (", std::strerror(err), ")") : "") << "; the output is incomplete\n";
  return code == 0 ? 1 : code;
}

}  // namespace

int main(int argc, char** argv) { return finish(run(argc, argv)); }
