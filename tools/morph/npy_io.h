// `--input NAME=PATH.npy` (repeatable) and `--output PATH.npy` for `morph run`: real tensors in
// and out. f32 arrays are "<f4", f16 "<f2" (as NumPy stores them), bf16 travels as raw bits in a
// "<u2" array (`--dtype bf16`; see morph/io/npy.h). Errors name the input and the file.
//   morph run "silu(gate)*up" --input gate=g.npy --input up=u.npy --output y.npy
//   morph run "rms_norm(x)*w" --input x=x.npy --input w=w.npy --output y.npy   (shape from x)
#pragma once
#include <CLI/CLI.hpp>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "morph/io/npy.h"
#include "morph/ir/type.h"

namespace morph::cli {

/// A usage error found after parsing (bad --input, wrong shape or dtype of a file): printed
/// by main, exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct NpyIo {
  std::vector<std::string> inputs;  ///< "NAME=PATH" as given
  std::string output;               ///< empty: no output file
  bool active() const { return !inputs.empty(); }
};

/// Adds --input and --output to a command.
void add_npy_options(CLI::App* cmd, NpyIo& io);

/// A loaded input file.
struct NpyInput {
  std::string name, path;
  io::NpyArray array;
};

/// Reads every --input (UsageError on "NAME=PATH" malformed, a name given twice, or a file that
/// cannot be read or parsed) and checks the set of names equals `expected` (UsageError naming
/// the missing and unknown ones).
std::map<std::string, NpyInput> load_inputs(const NpyIo& io, const std::vector<std::string>& expected);

/// The elements of `in` as f32 values of storage type `dt` (exact: f16/bf16 widen). UsageError
/// when the file's dtype is not the one `dt` needs ("<f4" f32, "<f2" f16, "<u2" bf16 bits).
std::vector<float> input_values(const NpyInput& in, ir::Type dt);

/// A file named on the command line (a GGUF file, …) that is not a readable regular file: a
/// UsageError (exit 2) naming it — "no such file", "not a regular file", or the system's reason.
void require_regular_file(const std::string& path);

/// Checks before any work that `--output PATH` can be written: UsageError naming `flag` and the
/// path when it is a directory, its directory does not exist or is not writable, it is one of
/// `inputs` (files the command reads: writing would destroy them), or opening it for writing
/// fails (the reason from errno: /proc, a name too long) — so a long run does not end in a
/// failed write. Leaves no file behind.
void check_output_path(const std::string& path, const char* flag = "--output",
                       const std::vector<std::string>& inputs = {});

/// Writes raw element bytes of storage type `dt` as a .npy of `shape` ("<f4", "<f2", "<u2").
void write_output(const std::string& path, ir::Type dt, std::vector<size_t> shape, const void* data, size_t bytes);

}  // namespace morph::cli
