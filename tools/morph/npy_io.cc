// --input / --output .npy handling for `morph run` (tools/morph/npy_io.h).
#include "tools/morph/npy_io.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <set>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/printable.h"
#include "tools/morph/commands.h"

namespace morph::cli {

void add_npy_options(CLI::App* cmd, NpyIo& io) {
  cmd->add_option("--input", io.inputs,
                  "NAME=PATH.npy: take input NAME from a .npy file (repeatable; all inputs or none). f32 '<f4', f16 "
                  "'<f2', bf16 as raw bits in a '<u2' array")
      ->take_all();
  cmd->add_option("--output", io.output,
                  "PATH.npy: write the fused output there (the inputs' common type, or --dtype's; NumPy's shape)")
      ->check(non_empty_check());
}

std::map<std::string, NpyInput> load_inputs(const NpyIo& io, const std::vector<std::string>& expected) {
  std::map<std::string, NpyInput> out;
  for (const std::string& s : io.inputs) {
    size_t eq = s.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == s.size())
      throw UsageError(str_cat("--input '", s, "': expected NAME=PATH.npy, e.g. --input x=x.npy"));
    NpyInput in{s.substr(0, eq), s.substr(eq + 1), {}};
    if (out.count(in.name)) throw UsageError(str_cat("--input: input '", in.name, "' given twice"));
    try {
      in.array = io::read_npy(in.path);
    } catch (const UserError& e) {
      throw UsageError(str_cat("--input ", in.name, "=", in.path, ": ", e.what()));
    }
    if (in.array.count() == 0)
      throw UsageError(str_cat("--input ", in.name, "=", in.path, ": the array of shape ", in.array.shape_text(),
                               " has no elements; Morph runs on non-empty inputs"));
    if (in.array.count() >= (size_t{1} << 32))
      throw UsageError(str_cat("--input ", in.name, "=", in.path, ": the array of shape ", in.array.shape_text(),
                               " has ", in.array.count(), " elements; Morph's kernels index at most 2^32 - 1"));
    out.emplace(in.name, std::move(in));
  }
  std::string missing, unknown;
  std::set<std::string> want(expected.begin(), expected.end());
  for (const auto& n : expected)
    if (!out.count(n)) missing += " " + n;
  for (const auto& [n, in] : out)
    if (!want.count(n)) unknown += " " + n;
  if (!missing.empty() || !unknown.empty()) {
    std::string all;
    for (const auto& n : expected) all += " " + n;
    throw UsageError(str_cat("--input: the expression's inputs are", all, ";",
                             missing.empty() ? "" : str_cat(" missing:", missing, ";"),
                             unknown.empty() ? "" : str_cat(" not in the expression:", unknown, ";"),
                             " give one --input NAME=PATH.npy for each"));
  }
  return out;
}

std::vector<float> input_values(const NpyInput& in, ir::Type dt) {
  const io::NpyDtype need = dt == ir::Type::F16    ? io::NpyDtype::F16
                            : dt == ir::Type::BF16 ? io::NpyDtype::U16
                                                   : io::NpyDtype::F32;
  if (in.array.dtype != need)
    throw UsageError(str_cat(
        "--input ", in.name, "=", in.path, ": the file holds '", io::npy_descr(in.array.dtype), "' but --dtype ",
        dt == ir::Type::F16    ? "f16"
        : dt == ir::Type::BF16 ? "bf16"
                               : "f32",
        " needs '", io::npy_descr(need), "'",
        dt == ir::Type::BF16 ? " (bf16 as raw '<u2' bits: t.view(torch.int16).numpy().view(np.uint16) from a torch "
                               "bf16 tensor, or (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16) to "
                               "truncate f32 — not x.view(np.uint16) of an f16 array, whose bits are f16's)"
                             : " (convert with x.astype(np.float32) / np.float16, or drop --dtype to take each "
                               "file's own type)"));
  if (dt == ir::Type::F32) return in.array.as_f32();
  std::vector<uint16_t> bits = in.array.as_u16();
  std::vector<float> v(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) v[i] = dt == ir::Type::F16 ? f16_to_f32(bits[i]) : bf16_to_f32(bits[i]);
  return v;
}

void check_output_path(const std::string& path, const char* flag, const std::vector<std::string>& inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path p(path);
  if (fs::is_directory(p, ec))
    throw UsageError(str_cat(flag, " ", printable(path), ": is a directory; give a file name"));
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (!fs::is_directory(dir, ec))
    throw UsageError(str_cat(flag, " ", printable(path), ": ", printable(dir.string()),
                             fs::exists(dir, ec) ? " is not a directory" : ": no such directory"));
  if (::access(dir.c_str(), W_OK) != 0)
    throw UsageError(
        str_cat(flag, " ", printable(path), ": the directory ", printable(dir.string()), " is not writable"));
  const bool existed = fs::exists(p, ec);
  if (existed && ::access(p.c_str(), W_OK) != 0)
    throw UsageError(str_cat(flag, " ", printable(path), ": the file exists and is not writable"));
  for (const std::string& in : inputs)
    if (fs::equivalent(p, fs::path(in), ec))
      throw UsageError(str_cat(flag, " ", printable(path), ": is the input file ", printable(in),
                               "; writing there would destroy it — give another path"));
  // Open it now, before any work: /proc and /sys pass the checks above yet refuse the file, and a
  // name can be too long (the file is created and removed again, or opened without truncation).
  if (existed && !fs::is_regular_file(p, ec)) return;  // a FIFO or /dev/null: opening may wait for a reader
  const int fd = ::open(path.c_str(), existed ? O_WRONLY : (O_WRONLY | O_CREAT | O_EXCL), 0644);
  if (fd < 0)
    throw UsageError(str_cat(flag, " ", printable(path), ": cannot be opened for writing: ", std::strerror(errno)));
  ::close(fd);
  if (!existed) ::unlink(path.c_str());
}

void write_output(const std::string& path, ir::Type dt, std::vector<size_t> shape, const void* data, size_t bytes) {
  io::NpyArray a;
  a.dtype = dt == ir::Type::F16 ? io::NpyDtype::F16 : dt == ir::Type::BF16 ? io::NpyDtype::U16 : io::NpyDtype::F32;
  a.shape = std::move(shape);
  a.data.resize(bytes);
  std::memcpy(a.data.data(), data, bytes);
  io::write_npy(path, a);
}

void require_regular_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) return;
  throw UsageError(str_cat(printable(path), ": ",
                           ec && ec != std::errc::no_such_file_or_directory ? ec.message()
                           : std::filesystem::exists(path, ec)              ? "not a regular file"
                                                                            : "no such file"));
}

}  // namespace morph::cli
