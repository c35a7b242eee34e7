// The cells ledger (DESIGN §7): one cell per (op, type, backend) of the catalog
// (morph/cells/catalog.h), filled from measured runs (morph/cells/results.h) and live checks:
//   exact       yes / no / not run against the oracle, with the tests or table cases that say so
//               (any failing evidence makes it "no");
//   speed       the most representative measured workload running the op: its time (device time
//               where the run had a device clock), % of the roofline — max(bytes / measured copy
//               bandwidth, FLOPs / peak FP32 rate) over the time; bytes as the run counted them,
//               FLOPs counted here per op (one per element of every unary, binary and reduction
//               node of the workload's graph; 2·rows·k for matvec; 4·Hq·ctx·D per token for
//               decode attention, 4·Hq·D·T(T+1)/2 for causal prefill over T tokens);
//   peer        the best peer measured on the same device (torch eager / torch.compile / CUDA graph
//               replay; cuBLAS and ggml where a run measured them) and Morph's time over it;
//   tuned       the `morph tune` winner for the workload on that backend, with its gain;
//   retirement  "verify, then delete": the baseline (the best peer's hand-written or vendor
//               kernel) may be retired only when the cell is exact and at least as fast; with no
//               peer time, the catalog's peer ("peer not measured yet: …") or "no peer: why".
//   auto runs = cells::load_all_results("bench/results");
//   std::vector<cells::Cell> cs = cells::build_ledger(runs, {}, {});
//   std::cout << cells::render_markdown(cs, runs);
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "morph/cells/catalog.h"
#include "morph/cells/results.h"

namespace morph::cells {

enum class Exact { Yes, No, NotRun };
const char* exact_name(Exact e);  // "yes", "no", "not run"

/// A bitwise check run now on a device of this machine (`morph cells --check`).
struct LiveCheck {
  std::string op, type, kind, backend, device;  ///< op, type, kind as in the catalog
  bool passed = false;
  std::string what;  ///< e.g. "silu(x) 8x1024 vs oracle: 0 of 8192 differ"
};

struct Cell {
  std::string op, type, kind, backend, device;
  Exact exact = Exact::NotRun;
  std::vector<std::string> evidence;  ///< failing evidence first: "FAILED Backends/X.Y/vulkan (tests.log)"
  std::string workload;               ///< the measured workload speed is read from ("" = none)
  double us = -1;
  bool device_time = false;
  double bytes = 0, flops = -1;  ///< flops < 0: not counted for this workload
  double roofline_pct = -1;      ///< < 0: no roof known for the device
  std::string bound;             ///< "memory" or "compute"
  std::string peer_impl;         ///< best peer ("" = none measured)
  double peer_us = -1;
  double ratio = -1;  ///< us / peer_us
  std::string tuned;  ///< "sg128 (1.12x)", "" = not tuned
  std::string retirement;
  std::string source;  ///< the run directory of the measurement
};

struct LedgerOptions {
  std::string backend;  ///< only this backend ("" = every backend any evidence names)
};

/// The ledger: every catalog entry on every backend named by the runs' tests, measurements or
/// `live` checks (filtered by opts.backend). A later run (by date) overrides an earlier one's
/// measurement of the same workload and backend; test evidence accumulates.
std::vector<Cell> build_ledger(const std::vector<Results>& runs, const std::vector<LiveCheck>& live,
                               const LedgerOptions& opts);

/// FLOPs of a workload counted as the ledger counts them (see above); < 0 when not countable.
double count_flops(const Measurement& m);
/// Peak FP32 FLOP/s of a device by name (vendor datasheets); 0 when unknown.
double peak_fp32_flops(const std::string& device);

/// A fixed-width table, one line per cell.
std::string render_text(const std::vector<Cell>& cells);
/// docs/cells.md: a header naming the runs read, then one table per backend.
std::string render_markdown(const std::vector<Cell>& cells, const std::vector<Results>& runs);
nlohmann::json to_json(const std::vector<Cell>& cells);

}  // namespace morph::cells
