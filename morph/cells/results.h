// Results files of a benchmark run, as the cells ledger reads them: one directory per run
// (bench/results/<machine>-<date>/, written by bench/run_device_lead.sh / run_device_all.sh):
//   machine.json       {"date": "...", "gpu": "NVIDIA H200, driver, clocks, memory", ...}
//                      (or machine.txt: "date: …" and nvidia-smi's CSV header and GPU line);
//                      local runs: {"date", "cpu_model", "nproc", "load1": [before, after]}
//   table.json         `morph table --json` (per case and backend: device_us or time_us, bytes,
//                      mismatches against the oracle, expression, shape)
//   cells.json, cells.jsonl   `morph table --cells --json` / `--jsonl`: the cells' own workloads,
//                      same rows (.jsonl: one per line, written as each case ends)
//   morph.jsonl        bench/cuda_bench lines {"name", "us" (CUDA events), "bytes", "device"};
//                      a "copy …" line (cuda_bench's "copy d2d 256 MiB", a local run's host
//                      memcpy) gives the measured copy bandwidth (the memory roof)
//   peers.jsonl, table_peers.jsonl, cells_peers.jsonl   PyTorch peers {"name"|"case", "impl",
//                      "us", "device"} (bench/peers.py, --table, --cells)
//   tune.json          `morph tune --all --json` (per case: backend, winner, gain)
//   ggml_*.txt         ggml's `test-backend-ops perf` output: its one-column MUL_MAT lines at the
//                      table's matvec shapes are peers (impl "ggml") of matvec_<type>_down/_up
//   *.log              GoogleTest output (per test and backend instance: OK / FAILED / SKIPPED)
// Files that are absent are skipped; a file that is present but unreadable is a UserError
// naming it. Nothing here is a measured number written by hand.
//   cells::Results r = cells::load_results("bench/results/h200-2026-11-30-final");
//   for (const cells::TestOutcome& t : r.tests) std::cout << t.name << " " << t.backend << "\n";
#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace morph::cells {

/// One timed workload on one backend.
struct Measurement {
  std::string workload;       ///< `morph table` case or bench line name
  std::string backend;        ///< "cuda", "opencl", "vulkan", "cpu", "oracle"
  std::string device;         ///< device name as the run reported it
  double us = -1;             ///< device time where the run had a device clock, else warm wall time
  bool device_time = false;   ///< `us` is device time (CUDA events / OpenCL profiling)
  double bytes = 0;           ///< bytes the workload must move (every input read, output written once)
  std::string expression;     ///< table rows: the expression or op description
  std::string shape;          ///< table rows: "[r, c]" or "AxBxC" as written there
  std::vector<double> dims;   ///< the shape's numbers
  long long mismatches = -1;  ///< bitwise mismatches against the oracle / reference; -1 unknown
  std::string source;         ///< file it came from
};

/// One peer's time for a workload (PyTorch eager / torch.compile / CUDA graph replay, …).
struct PeerTime {
  std::string workload, impl, device;
  double us = -1;
  std::string source;
};

/// One GoogleTest test instance's outcome.
struct TestOutcome {
  enum class Status { Passed, Failed, Skipped };
  std::string name;     ///< as printed: "Backends/FusionBackends.EveryUnaryOpBitwise/cuda"
  std::string test;     ///< "FusionBackends.EveryUnaryOpBitwise"
  std::string backend;  ///< the instance suffix; "oracle" for tests without one
  Status status = Status::Passed;
  std::string source;
};

/// One `morph tune` winner.
struct TuneWinner {
  std::string workload, backend, device, winner;
  double gain = 1;
  std::string source;
};

struct Results {
  std::string dir;               ///< the directory read
  std::string date;              ///< machine.json "date" (else the directory name)
  std::string gpu;               ///< machine.json "gpu", up to its first comma (the device name)
  std::string machine;           ///< local runs: "CPU model, N cores" ("" for GPU runs)
  std::string load;              ///< local runs: the 1-minute load average before and after
  double copy_bytes_per_us = 0;  ///< measured device-to-device copy (bytes read + written / µs); 0 unknown
  std::vector<Measurement> measurements;
  std::vector<PeerTime> peers;
  std::vector<TestOutcome> tests;
  std::vector<TuneWinner> tune;
};

/// Reads one results directory. Throws UserError when `dir` is not a directory or a file in it
/// is malformed (names the file and the line).
Results load_results(const std::filesystem::path& dir);

/// Every run directory under `root` (each subdirectory holding machine.json, table.json, a .log
/// or ggml_*.txt peer output), oldest first by date. Throws UserError when `root` is not a directory.
std::vector<Results> load_all_results(const std::filesystem::path& root);

/// ggml peers from `test-backend-ops -m perf` output: each GPU backend block's
/// "MUL_MAT(type_a=T,type_b=f32,m=M,n=1,k=K,…): … X us/run" line at Llama-3-8B's MLP shapes
/// (M x K = 4096 x 14336: "matvec_T_down"; 14336 x 4096: "matvec_T_up") becomes a PeerTime of
/// impl "ggml" on the block's "Device description"; so does the ROPE line at [128, 32, 512] f32
/// mode 0 ("rope_q_512tok"); CPU blocks and other ops are skipped.
std::vector<PeerTime> parse_ggml_perf(const std::string& text, const std::string& source);

/// Test outcomes from GoogleTest's console output ("[       OK ] Suite.Test/backend (3 ms)",
/// "[  FAILED  ] …", "[  SKIPPED ] …"); a test without an instance suffix is counted for the
/// oracle. A test listed twice (FAILED in the summary) is reported once.
std::vector<TestOutcome> parse_gtest_log(const std::string& text, const std::string& source);

}  // namespace morph::cells
