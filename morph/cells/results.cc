// Reading a run's results directory (formats in results.h).
#include "morph/cells/results.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "morph/base/error.h"

namespace morph::cells {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  if (!f) throw UserError("cells: cannot read " + p.string());
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

json parse_json(const std::string& text, const fs::path& p, size_t line = 0) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {
    throw UserError("cells: " + p.string() + (line ? ":" + std::to_string(line) : "") + ": not valid JSON (" +
                    e.what() + ")");
  }
}

/// Each non-empty line of a .jsonl file as an object.
std::vector<json> jsonl(const fs::path& p) {
  std::vector<json> out;
  std::istringstream is(slurp(p));
  std::string line;
  size_t n = 0;
  while (std::getline(is, line)) {
    ++n;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json j = parse_json(line, p, n);
    if (!j.is_object()) throw UserError("cells: " + p.string() + ":" + std::to_string(n) + ": expected a JSON object");
    out.push_back(std::move(j));
  }
  return out;
}

double num(const json& j, const char* key, double fallback = -1) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : fallback;
}
std::string str(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

/// The numbers of a shape written as [a, b] or "AxBxC".
std::pair<std::string, std::vector<double>> shape_of(const json& j) {
  auto it = j.find("shape");
  if (it == j.end()) return {};
  std::vector<double> dims;
  if (it->is_array()) {
    for (const json& d : *it)
      if (d.is_number()) dims.push_back(d.get<double>());
    return {it->dump(), dims};
  }
  if (it->is_string()) {
    std::string s = it->get<std::string>(), item;
    std::istringstream is(s);
    while (std::getline(is, item, 'x')) {
      try {
        dims.push_back(std::stod(item));
      } catch (const std::exception&) {
        return {s, {}};
      }
    }
    return {s, dims};
  }
  return {};
}

/// `morph table --json` rows (a JSON array, or the lines of --jsonl) as measurements.
template <class Rows>
void rows_to_measurements(const Rows& rows, const fs::path& file, Results& r) {
  for (const json& row : rows) {
    Measurement m;
    m.workload = str(row, "case");
    m.backend = str(row, "backend");
    m.device = str(row, "device");
    m.bytes = num(row, "bytes", 0);
    m.expression = str(row, "expression");
    std::tie(m.shape, m.dims) = shape_of(row);
    if (auto mm = row.find("mismatches");
        mm != row.end() && !mm->is_null() && !(mm->is_number_unsigned() || (mm->is_number_integer() && *mm >= 0)))
      // The row's own case and backend as written (a non-string one reads as "" above).
      throw UserError("cells: " + file.string() + ": row " + row.value("case", json()).dump() + " on backend " +
                      row.value("backend", json()).dump() +
                      ": \"mismatches\" must be a count (a non-negative integer), got " + mm->dump());
    m.mismatches = static_cast<long long>(num(row, "mismatches", -1));
    m.source = file.string();
    // The time on the peers' inputs (uniform(-4, 4): `morph table`'s plain times) where the run
    // measured it, else on the table's mixed inputs (whose subnormals cost a CPU microcode
    // assists the peers never meet); by the device's clock where the backend has one.
    double dev_us = num(row, "device_us"), wall = num(row, "time_us");
    const double dev_plain = num(row, "device_us_plain"), wall_plain = num(row, "wall_us_plain");
    if (dev_plain > 0) dev_us = dev_plain;
    if (wall_plain > 0) wall = wall_plain;
    if (dev_us > 0) {
      m.us = dev_us;
      m.device_time = true;
    } else {
      m.us = wall;
    }
    if (m.workload.empty() || m.backend.empty())
      throw UserError("cells: " + file.string() + ": a row without \"case\" or \"backend\"");
    r.measurements.push_back(std::move(m));
  }
}

}  // namespace

std::vector<TestOutcome> parse_gtest_log(const std::string& text, const std::string& source) {
  static const std::pair<std::string_view, TestOutcome::Status> kTags[] = {
      {"[       OK ] ", TestOutcome::Status::Passed},
      {"[  FAILED  ] ", TestOutcome::Status::Failed},
      {"[  SKIPPED ] ", TestOutcome::Status::Skipped}};
  std::vector<TestOutcome> out;
  std::map<std::string, size_t> seen;
  std::istringstream is(text);
  std::string line;
  while (std::getline(is, line)) {
    for (const auto& [tag, status] : kTags) {
      if (!line.starts_with(tag)) continue;
      std::string name = line.substr(tag.size());
      name = name.substr(0, name.find_first_of(" ,\r"));
      if (name.find('.') == std::string::npos) break;  // "[  FAILED  ] 2 tests, listed below:"
      TestOutcome t;
      t.name = name;
      t.status = status;
      t.source = source;
      std::string core = name;
      size_t dot = core.find('.');
      size_t slash_before = core.rfind('/', dot);
      if (slash_before != std::string::npos) core = core.substr(slash_before + 1);
      size_t slash_after = core.find('/', core.find('.'));
      if (slash_after != std::string::npos) {
        t.backend = core.substr(slash_after + 1);
        core = core.substr(0, slash_after);
      } else {
        t.backend = "oracle";
      }
      t.test = core;
      if (auto s = seen.find(name); s != seen.end()) {
        if (status == TestOutcome::Status::Failed) out[s->second].status = status;
      } else {
        seen[name] = out.size();
        out.push_back(std::move(t));
      }
      break;
    }
  }
  return out;
}

std::vector<PeerTime> parse_ggml_perf(const std::string& text, const std::string& source) {
  std::vector<PeerTime> out;
  std::istringstream is(text);
  std::string line, device;
  bool gpu = false;
  auto field = [](const std::string& l, const std::string& key) -> std::string {
    size_t at = l.find(key + "=");
    if (at == std::string::npos) return {};
    at += key.size() + 1;
    return l.substr(at, l.find_first_of(",)", at) - at);
  };
  while (std::getline(is, line)) {
    const size_t b = line.find("Backend ");
    if (b != std::string::npos && line.find(": ", b) != std::string::npos && line.find('/', b) != std::string::npos) {
      gpu = line.find(": CPU") == std::string::npos;  // "Backend 2/2: CPU"
      device.clear();
      continue;
    }
    if (const size_t d = line.find("Device description: "); d != std::string::npos) {
      device = line.substr(d + 20);
      while (!device.empty() && (device.back() == '\r' || device.back() == ' ')) device.pop_back();
      continue;
    }
    const size_t us = line.find(" us/run");
    if (!gpu || us == std::string::npos) continue;
    // RoPE alone at the cells' workload shape (op_table.cc rope_q_512tok: GPT-J pairs = mode 0).
    if (line.find("ROPE(type=f32,ne_a=[128,32,512,1],n_dims=128,mode=0,") != std::string::npos &&
        line.find("inplace=0") != std::string::npos) {
      const size_t start = line.find_last_of(' ', us - 1);
      try {
        out.push_back({"rope_q_512tok", "ggml", device, std::stod(line.substr(start + 1, us - start - 1)), source});
      } catch (const std::exception&) {
      }
      continue;
    }
    const size_t op = line.find("MUL_MAT(");
    if (op == std::string::npos) continue;
    if (field(line, "n") != "1" || field(line, "type_b") != "f32") continue;
    const std::string m = field(line, "m"), k = field(line, "k"), type = field(line, "type_a");
    std::string workload;
    if (m == "4096" && k == "14336") workload = "matvec_" + type + "_down";
    if (m == "14336" && k == "4096") workload = "matvec_" + type + "_up";
    if (workload.empty() || type.empty()) continue;
    const size_t start = line.find_last_of(' ', us - 1);
    double v = -1;
    try {
      v = std::stod(line.substr(start + 1, us - start - 1));
    } catch (const std::exception&) {
      continue;
    }
    if (v > 0) out.push_back({workload, "ggml", device, v, source});
  }
  return out;
}

Results load_results(const fs::path& dir) {
  if (!fs::is_directory(dir)) throw UserError("cells: results directory " + dir.string() + " not found");
  Results r;
  r.dir = dir.string();
  r.date = dir.filename().string();
  if (fs::exists(dir / "machine.json")) {
    json m = parse_json(slurp(dir / "machine.json"), dir / "machine.json");
    if (!str(m, "date").empty()) r.date = str(m, "date");
    r.gpu = str(m, "gpu");
    r.gpu = r.gpu.substr(0, r.gpu.find(','));
    // Local runs (bench/cells_local.sh): the host and its load while the run took its numbers.
    if (!str(m, "cpu_model").empty())
      r.machine = str(m, "cpu_model") + ", " + std::to_string(static_cast<int>(num(m, "nproc", 0))) + " cores";
    if (auto l = m.find("load1"); l != m.end() && l->is_array()) {
      r.load = "1-minute load average";
      for (const json& v : *l) {
        char b[32];
        std::snprintf(b, sizeof b, " %.2f", v.is_number() ? v.get<double>() : -1.0);
        r.load += b;
      }
    }
  } else if (fs::exists(dir / "machine.txt")) {
    // The older runs' text form: "date: …" and nvidia-smi's CSV ("name, driver_version, …" then
    // one line per GPU).
    std::istringstream is(slurp(dir / "machine.txt"));
    std::string line;
    bool header = false;
    while (std::getline(is, line)) {
      if (line.starts_with("date: "))
        r.date = line.substr(6);
      else if (line.starts_with("name,"))
        header = true;
      else if (header && r.gpu.empty())
        r.gpu = line.substr(0, line.find(','));
    }
  }
  // `morph table --json` output: the table cases (table.json) and the cells' own workloads
  // (`morph table --cells --json`: cells.json).
  for (const char* name : {"table.json", "cells.json"}) {
    const fs::path table = dir / name;
    if (!fs::exists(table)) continue;
    json t = parse_json(slurp(table), table);
    if (!t.is_array())
      throw UserError("cells: " + table.string() + ": expected the JSON array of `morph table --json`");
    rows_to_measurements(t, table, r);
  }
  // `morph table --cells --jsonl cells.jsonl`: the same rows, one per line, as measured.
  if (fs::exists(dir / "cells.jsonl")) rows_to_measurements(jsonl(dir / "cells.jsonl"), dir / "cells.jsonl", r);
  const fs::path bench = dir / "morph.jsonl";
  if (fs::exists(bench)) {
    for (const json& j : jsonl(bench)) {
      const std::string name = str(j, "name");
      if (name.starts_with("copy ") && num(j, "us") > 0) {
        r.copy_bytes_per_us = num(j, "bytes", 0) / num(j, "us");
        continue;
      }
      if (num(j, "bytes", 0) <= 0) continue;  // per-call and compile lines: not a workload
      Measurement m;
      m.workload = name;
      m.backend = "cuda";  // bench/cuda_bench.cc: CUDA events around the launches
      m.device = str(j, "device");
      m.us = num(j, "us");
      m.device_time = true;
      m.bytes = num(j, "bytes", 0);
      m.source = bench.string();
      r.measurements.push_back(std::move(m));
    }
  }
  for (const char* f : {"peers.jsonl", "table_peers.jsonl", "cells_peers.jsonl"}) {
    const fs::path p = dir / f;
    if (!fs::exists(p)) continue;
    for (const json& j : jsonl(p)) {
      PeerTime pt{str(j, "case"), str(j, "impl"), str(j, "device"), num(j, "us"), p.string()};
      if (pt.workload.empty()) pt.workload = str(j, "name");
      if (pt.us > 0 && !pt.workload.empty()) r.peers.push_back(std::move(pt));
    }
  }
  std::vector<fs::path> ggml;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().filename().string().starts_with("ggml_") && e.path().extension() == ".txt")
      ggml.push_back(e.path());
  std::sort(ggml.begin(), ggml.end());
  for (const fs::path& p : ggml)
    for (PeerTime& pt : parse_ggml_perf(slurp(p), p.string())) r.peers.push_back(std::move(pt));
  const fs::path tune = dir / "tune.json";
  if (fs::exists(tune)) {
    json t = parse_json(slurp(tune), tune);
    if (!t.is_array()) throw UserError("cells: " + tune.string() + ": expected the JSON array of `morph tune --json`");
    for (const json& row : t)
      r.tune.push_back({str(row, "case"), str(row, "backend"), str(row, "device"), str(row, "winner"),
                        num(row, "gain", 1), tune.string()});
  }
  std::vector<fs::path> logs;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".log") logs.push_back(e.path());
  std::sort(logs.begin(), logs.end());
  for (const fs::path& p : logs) {
    std::vector<TestOutcome> t = parse_gtest_log(slurp(p), p.string());
    r.tests.insert(r.tests.end(), t.begin(), t.end());
  }
  return r;
}

std::vector<Results> load_all_results(const fs::path& root) {
  if (!fs::is_directory(root)) throw UserError("cells: results root " + root.string() + " is not a directory");
  std::vector<Results> all;
  std::vector<fs::path> dirs;
  for (const auto& e : fs::directory_iterator(root))
    if (e.is_directory()) dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  for (const fs::path& d : dirs) {
    bool any = fs::exists(d / "machine.json") || fs::exists(d / "table.json");
    for (const auto& e : fs::directory_iterator(d))
      any = any || e.path().extension() == ".log" || e.path().filename().string().starts_with("ggml_");
    if (any) all.push_back(load_results(d));
  }
  std::stable_sort(all.begin(), all.end(), [](const Results& a, const Results& b) { return a.date < b.date; });
  return all;
}

}  // namespace morph::cells
