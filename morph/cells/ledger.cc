// The cells ledger: joining the catalog with measured runs and live checks (ledger.h).
#include "morph/cells/ledger.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "morph/expr/lower.h"
#include "morph/expr/parse.h"

namespace morph::cells {
namespace {

bool gpu_backend(const std::string& b) { return b == "cuda" || b == "opencl" || b == "vulkan"; }

/// The device a run's test instance ran on: the run's GPU for GPU backends, else the device the
/// run measured on that backend (a local run's "cpu (2 threads)", PoCL's device), else the backend.
std::string test_device(const Results& r, const std::string& backend) {
  if (gpu_backend(backend) && !r.gpu.empty()) return r.gpu;
  for (const Measurement& m : r.measurements)
    if (m.backend == backend && !m.device.empty()) return m.device;
  return backend;
}

std::string fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}

std::string short_source(const std::string& path) {
  std::filesystem::path p(path);
  return p.parent_path().filename().string() + "/" + p.filename().string();
}

/// FLOPs of an expression over [rows, cols]: one per element of every unary, binary and
/// reduction node, two per element of an fma (a reduction counts its input's rows * cols elements).
double graph_flops(const std::string& expr, uint64_t rows, uint64_t cols) {
  if (cols == 0 || cols > (uint64_t{1} << 31)) return -1;
  try {
    expr::Ast ast = expr::parse_expression(expr);
    std::set<std::string> vecs;
    for (const char* v : {"w", "b", "weight", "bias"})
      if (std::regex_search(expr, std::regex(std::string("\\b") + v + "\\b"))) vecs.insert(v);
    expr::LowerOptions lo;
    lo.cols = static_cast<uint32_t>(cols);
    lo.row_vectors = vecs;
    expr::GraphExpr ge = expr::lower_to_graph(ast, expr, lo);
    double f = 0;
    for (const fusion::Node& n : ge.graph.nodes()) {
      if (n.kind == fusion::NodeKind::Un || n.kind == fusion::NodeKind::Bin)
        f += static_cast<double>(fusion::extent_numel(n.extent, rows, cols));
      else if (n.kind == fusion::NodeKind::Ter)  // fma: a multiply and an add
        f += 2.0 * static_cast<double>(fusion::extent_numel(n.extent, rows, cols));
      else if (n.kind == fusion::NodeKind::Reduce)
        f += static_cast<double>(rows) * static_cast<double>(cols);
    }
    return f;
  } catch (const std::exception&) {
    return -1;
  }
}

}  // namespace

const char* exact_name(Exact e) {
  switch (e) {
    case Exact::Yes: return "yes";
    case Exact::No: return "no";
    case Exact::NotRun: return "not run";
  }
  return "?";
}

double peak_fp32_flops(const std::string& device) {
  // Non-tensor FP32 peaks from the vendors' datasheets.
  struct Peak {
    const char* name;
    double flops;
  };
  static const Peak kPeaks[] = {
      {"NVIDIA H200", 67e12},            // NVIDIA H200 Tensor Core GPU datasheet (SXM): FP32 67 TFLOPS
      {"NVIDIA H100 80GB HBM3", 67e12},  // NVIDIA H100 datasheet (SXM): FP32 67 TFLOPS
  };
  for (const Peak& p : kPeaks)
    if (device == p.name) return p.flops;
  return 0;
}

double count_flops(const Measurement& m) {
  if (const WorkloadDef* d = find_workload(m.workload)) return graph_flops(d->expression, d->rows, d->cols);
  if (m.expression.starts_with("W(") && m.dims.size() == 2) return 2 * m.dims[0] * m.dims[1];
  std::smatch hq;
  if (m.expression.starts_with("decode attention") && m.dims.size() == 4 &&
      std::regex_search(m.expression, hq, std::regex("Hq=([0-9]+)")))
    return 4 * m.dims[0] * std::stod(hq[1].str()) * m.dims[1] * m.dims[3];
  // Causal prefill over [batch, T, Hkv, D]: query t sees t + 1 keys, 4·D FLOPs per (query head, key).
  if (m.expression.starts_with("causal prefill attention") && m.dims.size() == 4 &&
      std::regex_search(m.expression, hq, std::regex("Hq=([0-9]+)")))
    return 4 * m.dims[0] * std::stod(hq[1].str()) * m.dims[3] * m.dims[1] * (m.dims[1] + 1) / 2;
  if (m.dims.size() == 2 && !m.expression.empty()) return graph_flops(m.expression, m.dims[0], m.dims[1]);
  return -1;
}

std::vector<Cell> build_ledger(const std::vector<Results>& runs, const std::vector<LiveCheck>& live,
                               const LedgerOptions& opts) {
  // (backend, device) pairs any evidence names, in a stable order.
  std::set<std::pair<std::string, std::string>> places;
  for (const Results& r : runs) {
    for (const TestOutcome& t : r.tests) places.insert({t.backend, test_device(r, t.backend)});
    for (const Measurement& m : r.measurements) places.insert({m.backend, m.device});
  }
  for (const LiveCheck& l : live) places.insert({l.backend, l.device});
  // Latest measurement per (workload, backend, device), with its run.
  std::map<std::tuple<std::string, std::string, std::string>, std::pair<const Measurement*, const Results*>> meas;
  for (const Results& r : runs)
    for (const Measurement& m : r.measurements) meas[{m.workload, m.backend, m.device}] = {&m, &r};

  std::vector<Cell> cells;
  for (const auto& [backend, device] : places) {
    if (!opts.backend.empty() && backend != opts.backend) continue;
    for (const OpEntry& e : catalog()) {
      Cell c;
      c.op = e.op;
      c.type = e.type;
      c.kind = e.kind;
      c.backend = backend;
      c.device = device;
      std::vector<std::string> fails, passes;
      for (const Results& r : runs) {
        for (const TestOutcome& t : r.tests) {
          if (t.backend != backend || test_device(r, backend) != device) continue;
          if (std::find(e.tests.begin(), e.tests.end(), t.test) == e.tests.end()) continue;
          if (t.status == TestOutcome::Status::Failed)
            fails.push_back("FAILED " + t.name + " (" + short_source(t.source) + ")");
          if (t.status == TestOutcome::Status::Passed)
            passes.push_back("OK " + t.name + " (" + short_source(t.source) + ")");
        }
        for (const Measurement& m : r.measurements) {
          if (m.backend != backend || m.device != device || m.mismatches < 0) continue;
          if (std::find(e.workloads.begin(), e.workloads.end(), m.workload) == e.workloads.end()) continue;
          std::string s = "morph table " + m.workload + ": " + std::to_string(m.mismatches) + " mismatches (" +
                          short_source(m.source) + ")";
          (m.mismatches == 0 ? passes : fails).push_back(s);
        }
      }
      for (const LiveCheck& l : live)
        if (l.op == e.op && l.type == e.type && l.kind == e.kind && l.backend == backend && l.device == device)
          (l.passed ? passes : fails).push_back("live: " + l.what);
      c.exact = !fails.empty() ? Exact::No : !passes.empty() ? Exact::Yes : Exact::NotRun;
      c.evidence = fails;
      c.evidence.insert(c.evidence.end(), passes.begin(), passes.end());

      // Speed: the first listed workload measured here.
      for (const std::string& w : e.workloads) {
        auto it = meas.find({w, backend, device});
        if (it == meas.end() || it->second.first->us <= 0) continue;
        const Measurement& m = *it->second.first;
        const Results& r = *it->second.second;
        c.workload = w;
        c.us = m.us;
        c.device_time = m.device_time;
        c.bytes = m.bytes;
        c.flops = count_flops(m);
        c.source = r.dir;
        double bw = r.copy_bytes_per_us;
        if (bw <= 0)
          for (const Results& o : runs)
            if (o.gpu == device && o.copy_bytes_per_us > 0) bw = o.copy_bytes_per_us;
        const double peak_us = peak_fp32_flops(device) / 1e6;
        if (bw > 0) {
          double mem = c.bytes / bw, comp = c.flops > 0 && peak_us > 0 ? c.flops / peak_us : 0;
          c.bound = comp > mem ? "compute" : "memory";
          c.roofline_pct = 100.0 * std::max(mem, comp) / c.us;
        }
        // The best peer of the same run (measured beside Morph), else of any run on this device.
        auto best_peer = [&](const Results& o) {
          for (const PeerTime& p : o.peers)
            if (p.workload == w && p.device == device && (c.peer_us < 0 || p.us < c.peer_us)) {
              c.peer_us = p.us;
              c.peer_impl = p.impl;
            }
        };
        best_peer(r);
        if (c.peer_us < 0)
          for (const Results& o : runs) best_peer(o);
        if (c.peer_us > 0) c.ratio = c.us / c.peer_us;
        break;
      }
      // No Morph time yet: the own workload's best peer on this device still shows (the next
      // run that measures Morph gives the ratio).
      if (c.workload.empty() && !e.workloads.empty())
        for (const Results& o : runs)
          for (const PeerTime& p : o.peers)
            if (p.workload == e.workloads.front() && p.device == device && (c.peer_us < 0 || p.us < c.peer_us)) {
              c.peer_us = p.us;
              c.peer_impl = p.impl;
            }
      // Tuned: a `morph tune` winner for one of the op's workloads on this backend and device.
      for (const Results& r : runs)
        for (const TuneWinner& t : r.tune)
          if (t.backend == backend && (t.device.empty() || t.device == device) &&
              std::find(e.workloads.begin(), e.workloads.end(), t.workload) != e.workloads.end() &&
              (c.tuned.empty() || t.workload == c.workload))
            c.tuned = t.winner + " (" + fmt("%.2fx", t.gain) + ", " + t.workload + ")";
      // Verify, then delete.
      if (c.peer_us <= 0)
        c.retirement = e.peer.starts_with("no peer") ? e.peer
                       : e.peer.empty()              ? "no baseline measured"
                                                     : "peer not measured yet: " + e.peer;
      else if (c.exact == Exact::No)
        c.retirement = "keep " + c.peer_impl + ": Morph not exact here";
      else if (c.us <= 0)
        c.retirement = "keep " + c.peer_impl + ": Morph's time not measured yet";
      else if (c.exact == Exact::NotRun)
        c.retirement = "keep " + c.peer_impl + ": exactness not verified";
      else if (!c.device_time)
        c.retirement = "keep " + c.peer_impl + ": Morph timed by wall clock only";
      else if (c.ratio <= 1.0)
        c.retirement = "retire " + c.peer_impl + ": exact and as fast (" + fmt("%.2fx", c.ratio) + ")";
      else
        c.retirement = "keep " + c.peer_impl + ": Morph " + fmt("%.2fx", c.ratio) + " slower";
      cells.push_back(std::move(c));
    }
  }
  return cells;
}

namespace {

std::string time_str(const Cell& c) {
  if (c.us <= 0) return "-";
  return fmt(c.us < 100 ? "%.1f" : "%.0f", c.us) + (c.device_time ? "" : " (wall)");
}
std::string pct_str(const Cell& c) {
  return c.roofline_pct < 0 ? "-" : fmt(c.roofline_pct < 10 ? "%.1f%%" : "%.0f%%", c.roofline_pct);
}
std::string peer_str(const Cell& c) {
  return c.peer_us <= 0 ? "-" : c.peer_impl + " " + fmt(c.peer_us < 100 ? "%.1f" : "%.0f", c.peer_us);
}
std::string ratio_str(const Cell& c) { return c.ratio <= 0 ? "-" : fmt("%.2fx", c.ratio); }

}  // namespace

std::string render_text(const std::vector<Cell>& cells) {
  // The device column as wide as the longest name (up to 40 characters): "cpu (2 threads)" and
  // "NVIDIA H100 80GB HBM3" cut to 14 read as other devices.
  int dw = 14;
  for (const Cell& c : cells) dw = std::max(dw, static_cast<int>(std::min<size_t>(c.device.size(), 40)));
  std::ostringstream o;
  char line[640];
  std::snprintf(line, sizeof line, "%-18s %-8s %-8s %-*s %-8s %-22s %11s %6s %-22s %7s  %s\n", "op", "type", "backend",
                dw, "device", "exact", "workload", "us", "roof", "best peer us", "ratio", "tuned / retirement");
  o << line;
  for (const Cell& c : cells) {
    std::string dev = c.device.size() > 40 ? c.device.substr(0, 40) : c.device;
    std::string w = c.workload.size() > 22 ? c.workload.substr(0, 22) : c.workload;
    std::string tail = c.tuned.empty() ? c.retirement : c.tuned + "; " + c.retirement;
    std::snprintf(line, sizeof line, "%-18s %-8s %-8s %-*s %-8s %-22s %11s %6s %-22s %7s  ", c.op.c_str(),
                  c.type.c_str(), c.backend.c_str(), dw, dev.c_str(), exact_name(c.exact), w.empty() ? "-" : w.c_str(),
                  time_str(c).c_str(), pct_str(c).c_str(), peer_str(c).c_str(), ratio_str(c).c_str());
    o << line << tail << "\n";
  }
  return o.str();
}

std::string render_markdown(const std::vector<Cell>& cells, const std::vector<Results>& runs) {
  std::ostringstream o;
  o << "# Cells: every (op, type, backend) of Morph\n\n"
       "Generated by `morph cells --markdown` from the measured runs below (raw files under "
       "`bench/results/`); do not edit by hand (docs/tune.md, \"Cells\", explains the columns; the code is "
       "`morph/cells/`). *exact*: bitwise against the oracle (yes / no / not run), from the tests and "
       "`morph table` cases named in the last column; *us*: device time of the workload (wall where marked); "
       "*roof*: the roofline time (bytes over the run's measured copy bandwidth, or FLOPs over the "
       "datasheet FP32 peak) over the measured time; *ratio*: Morph's time over the best peer's; "
       "*retirement*: verify, then delete.\n\n";
  o << "Runs read:\n\n";
  for (const Results& r : runs) {
    // Repository-relative where the run lives under bench/results (as checked in).
    const size_t at = r.dir.rfind("bench/results/");
    o << "- `" << (at == std::string::npos ? r.dir : r.dir.substr(at)) << "`: " << r.date
      << (r.gpu.empty() ? "" : ", " + r.gpu) << (r.machine.empty() ? "" : ", " + r.machine)
      << (r.load.empty() ? "" : " (" + r.load + ")") << ", " << r.tests.size() << " test outcomes, "
      << r.measurements.size() << " measurements, " << r.peers.size() << " peer times, " << r.tune.size()
      << " tune winners\n";
  }
  std::map<std::pair<std::string, std::string>, std::array<int, 3>> counts;
  for (const Cell& c : cells) counts[{c.backend, c.device}][static_cast<int>(c.exact)]++;
  o << "\n| backend | device | exact yes | exact no | not run |\n|---|---|---:|---:|---:|\n";
  for (const auto& [k, n] : counts)
    o << "| " << k.first << " | " << k.second << " | " << n[0] << " | " << n[1] << " | " << n[2] << " |\n";
  std::string cur;
  for (const Cell& c : cells) {
    std::string place = c.backend + " on " + c.device;
    if (place != cur) {
      cur = place;
      o << "\n## " << place << "\n\n"
        << "| op | type | exact | workload | us | roof | best peer (us) | ratio | tuned | retirement | evidence |\n"
        << "|---|---|---|---|---:|---:|---|---:|---|---|---|\n";
    }
    std::string ev = c.evidence.empty() ? "-" : c.evidence.front();
    if (c.evidence.size() > 1) ev += " (+" + std::to_string(c.evidence.size() - 1) + " more)";
    o << "| " << c.op << " | " << c.type << " | " << exact_name(c.exact) << " | "
      << (c.workload.empty() ? "-" : "`" + c.workload + "`") << " | " << time_str(c) << " | " << pct_str(c) << " | "
      << peer_str(c) << " | " << ratio_str(c) << " | " << (c.tuned.empty() ? "-" : c.tuned) << " | " << c.retirement
      << " | " << ev << " |\n";
  }
  return o.str();
}

nlohmann::json to_json(const std::vector<Cell>& cells) {
  nlohmann::json a = nlohmann::json::array();
  for (const Cell& c : cells) {
    auto opt = [](double v) { return v < 0 ? nlohmann::json(nullptr) : nlohmann::json(v); };
    a.push_back({{"op", c.op},
                 {"type", c.type},
                 {"kind", c.kind},
                 {"backend", c.backend},
                 {"device", c.device},
                 {"exact", exact_name(c.exact)},
                 {"evidence", c.evidence},
                 {"workload", c.workload.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.workload)},
                 {"us", opt(c.us)},
                 {"device_time", c.device_time},
                 {"bytes", c.bytes},
                 {"flops", opt(c.flops)},
                 {"roofline_pct", opt(c.roofline_pct)},
                 {"bound", c.bound},
                 {"peer", c.peer_impl.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.peer_impl)},
                 {"peer_us", opt(c.peer_us)},
                 {"ratio", opt(c.ratio)},
                 {"tuned", c.tuned.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.tuned)},
                 {"retirement", c.retirement},
                 {"source", c.source}});
  }
  return a;
}

}  // namespace morph::cells
