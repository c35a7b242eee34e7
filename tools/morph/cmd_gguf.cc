// `morph gguf info FILE [--json]`: a GGUF file's header, metadata and tensors (name, type,
// shape in ggml order ne0 first, bytes, offset). Bad files end with exit code 1 and the
// reader's error (file, byte offset, what was wrong).
#include <cmath>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "morph/base/error.h"
#include "morph/base/printable.h"
#include "morph/quant/gguf.h"
#include "tools/morph/commands.h"
#include "tools/morph/npy_io.h"

namespace morph::cli {

namespace {

/// The bytes of `s` in lower-case hex ("ff41").
std::string hex_bytes(std::string_view s) {
  static const char* digits = "0123456789abcdef";
  std::string h;
  for (unsigned char c : s) h += {digits[c >> 4], digits[c & 15]};
  return h;
}

/// A GGUF string (bytes) as JSON text: itself when it is UTF-8; otherwise printable()'s form, in
/// which each byte that is not UTF-8 reads `\xNN` (JSON would turn them all into U+FFFD, and two
/// names differing only there would look alike).
std::string json_text(const std::string& s) { return is_utf8(s) ? s : printable(s); }

nlohmann::json value_json(const quant::GgufValue& v) {
  using quant::GgufType;
  switch (v.type) {
    case GgufType::U8:
    case GgufType::U16:
    case GgufType::U32:
    case GgufType::U64: return v.u;
    case GgufType::I8:
    case GgufType::I16:
    case GgufType::I32:
    case GgufType::I64: return v.i;
    case GgufType::F32:
    case GgufType::F64:
      // JSON has no NaN or infinity (nlohmann prints null, which reads as a missing value):
      // those print as the strings "NaN", "Infinity" and "-Infinity", which JavaScript's
      // Number() and Python's float() read back.
      if (std::isnan(v.f)) return "NaN";
      if (std::isinf(v.f)) return v.f > 0 ? "Infinity" : "-Infinity";
      return v.f;
    case GgufType::BOOL: return v.u != 0;
    case GgufType::STRING: return json_text(v.s);
    case GgufType::ARRAY: {
      nlohmann::json a = nlohmann::json::array();
      for (const auto& e : v.items) a.push_back(value_json(e));
      return a;
    }
  }
  return nullptr;
}

}  // namespace

void register_gguf(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("gguf", "Inspect GGUF model files");
  cmd->require_subcommand(1);
  auto* info = cmd->add_subcommand("info", "List a GGUF file's metadata and tensors (name, type, shape, bytes)");
  auto* file = new std::string;
  auto* json = new bool(false);
  auto* full = new bool(false);
  info->add_option("FILE", *file, "The .gguf file")->required();
  info->add_flag("--json", *json,
                 "Print JSON: {file, version, alignment, data_offset, metadata: {key: {type, value}}, tensors: [...]}");
  info->add_flag("--full", *full, "Print whole arrays in the text listing (default: the first 8 elements)");
  info->callback([file, json, full, exit_code] {
    require_regular_file(*file);  // a usage error (2), as matvec's
    quant::GgufFile f = quant::GgufFile::open(*file);
    if (*json) {
      nlohmann::json out;
      out["file"] = *file;
      out["version"] = f.version();
      out["alignment"] = f.alignment();
      out["data_offset"] = f.data_offset();
      out["file_size"] = f.file_size();
      nlohmann::json md = nlohmann::json::object();
      for (const auto& kv : f.metadata()) {
        nlohmann::json e = {{"type", quant::gguf_type_name(kv.value.type)}, {"value", value_json(kv.value)}};
        if (kv.value.type == quant::GgufType::ARRAY) e["element_type"] = quant::gguf_type_name(kv.value.elem);
        std::string key = json_text(kv.key);
        if (key != kv.key) e["key_hex"] = hex_bytes(kv.key);  // the key's own bytes
        // A key escaped to the text of another key (a key that holds a literal "\xff"): its bytes too.
        if (md.contains(key)) key += " (bytes " + hex_bytes(kv.key) + ")";
        md[key] = e;
      }
      out["metadata"] = md;
      nlohmann::json ts = nlohmann::json::array();
      for (const auto& t : f.tensors()) {
        const std::string name = json_text(t.name);
        nlohmann::json e = {{"name", name},
                            {"type", quant::type_name(t.type)},
                            {"shape", t.ne},
                            {"bytes", t.bytes},
                            {"offset", f.data_offset() + t.offset}};
        if (name != t.name) e["name_hex"] = hex_bytes(t.name);  // the name's own bytes
        ts.push_back(e);
      }
      out["tensors"] = ts;
      std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
      std::cout << *file << ": GGUF v" << f.version() << ", " << f.metadata().size() << " metadata keys, "
                << f.tensors().size() << " tensors, alignment " << f.alignment()
                << (f.tensors().empty() && f.data_offset() >= f.file_size()
                        ? str_cat(", ", f.file_size(),
                                  " bytes, no data section")  // no tensors: its aligned start may lie past the end
                        : str_cat(", data at byte ", f.data_offset(), " of ", f.file_size()))
                << "\n\nmetadata:\n";
      for (const auto& kv : f.metadata())
        std::cout << "  " << printable(kv.key) << " (" << quant::gguf_type_name(kv.value.type)
                  << ") = " << printable(kv.value.summary(*full ? SIZE_MAX : 8)) << "\n";
      std::cout << "\ntensors:\n";
      uint64_t total = 0;
      for (const auto& t : f.tensors()) {
        std::cout << "  " << printable(t.name) << "\t" << quant::type_name(t.type) << "\t" << t.shape_text() << "\t"
                  << t.bytes << " bytes\n";
        total += t.bytes;
      }
      std::cout << "\n" << f.tensors().size() << " tensors, " << total << " bytes of tensor data\n";
    }
    *exit_code = 0;
  });
}

}  // namespace morph::cli
