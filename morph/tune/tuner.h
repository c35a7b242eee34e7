// The autotuner (DESIGN L6: a schedule never changes bits, only time). A Tunable is a named
// kernel family plus an explicit candidate list of knob values (candidate 0 is the default
// schedule), a prepare function (build candidate i on the timing inputs, compile it, allocate its
// outputs, run it once, and return the function that only queues its launches) and a probe (run
// candidate i on small fixed inputs and return its output bytes). The Tuner times every candidate
// with rt::time_enqueue — the one timing helper `morph table` uses too (warm-up runs, then the
// median of device-clock samples, each after the CUDA GPU spin; wall time where the backend has
// no clock) — so nothing but the candidate's launches is inside the timed region and a winner's
// gain is the gain the table sees. The winner's name is cached on disk under `<cache root>/tune/`
// through rt::DiskCache (atomic rename writes, checksummed entries). The key hashes the device
// fingerprint (backend, name, architecture, compiler identity), the family and its hash, the
// shape class (rows and cols rounded up to powers of two plus the cols % 4 == 0 alignment flag)
// and the hash of the full candidate list. A cached winner is validated before use: it must run
// and its probe output must equal the default's bitwise; otherwise the next candidate that
// validates is used and the entry rewritten. Tuning is opt-in (autotune_enabled()).
//   tune::Tunable t = tune::row_fence_tunable(g, timing_inputs, probe_inputs);
//   tune::Tuner tuner;   // $XDG_CACHE_HOME/morph/tune
//   tune::TuneResult r = tuner.tune(*dev, t, tune::shape_class(rows, cols));
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "morph/runtime/device.h"
#include "morph/runtime/disk_cache.h"
#include "morph/runtime/timing.h"

namespace morph::tune {

/// The shape class a tuning result applies to. Alignment is part of the class so that an
/// aligned and an unaligned shape never share an entry.
struct ShapeClass {
  uint64_t rows_bucket = 0;    // rows rounded up to a power of two
  uint64_t cols_bucket = 0;    // cols rounded up to a power of two
  bool cols_aligned4 = false;  // cols % 4 == 0
  std::string str() const;     // "r1024.c4096.a4" / "...a1"
};
/// Throws UserError when rows or cols is 0.
ShapeClass shape_class(uint64_t rows, uint64_t cols);

/// The identity of the physical device and its compiler, as it enters tuning keys:
/// backend | name | architecture | compiler identity (NVRTC version and flags on CUDA) | the
/// caps that shape schedules (wide accesses, wide math, native subgroup width, workgroup per
/// short row: Vulkan's routes change them).
std::string device_fingerprint(rt::Device& dev);

struct Tunable {
  std::string family;                   // e.g. "fence/softmax"
  uint64_t family_hash = 0;             // hash of the kernel program (changes when the kernel does)
  std::vector<std::string> candidates;  // names of the knob values; [0] = default schedule
  /// Prepares candidate i on the timing inputs: builds and compiles its kernels, allocates its
  /// outputs and scratch and runs it once; returns the function the tuner times, which queues the
  /// candidate's launches on those buffers and nothing else (no allocation, upload, download or
  /// compile: what `morph table` times). May throw: the candidate is then rejected.
  std::function<std::function<void()>(rt::Device&, size_t)> prepare;
  /// Runs candidate i on the probe inputs and returns all output bytes (may throw).
  std::function<std::vector<uint8_t>(rt::Device&, size_t)> probe;
  /// The probe's bytes are f32 values (every tunable's today): a candidate's output equals the
  /// default's where each value is the same bits or both are NaN (DESIGN L1: every NaN equals
  /// every NaN — a NaN's sign and payload are not specified by IEEE 754 arithmetic, and one
  /// schedule's vector code may give another than the default's). False: compared bytewise.
  bool probe_f32 = true;
  /// xxHash64 of the candidate names, length-prefixed.
  uint64_t candidates_hash() const;
};

/// `t` with `refuse(dev, i)` run before candidate i is prepared — and, with `probe_too`, before
/// it is probed: it throws (UserError naming why) for a candidate that must not be timed on
/// `dev`, and the tuner records the message in TuneResult::refused. `probe_too` for a candidate
/// that must not even be compiled there (its probe builds it); without it the candidate still
/// validates, so a cached winner that is refused only for timing (the default schedule itself)
/// keeps being used instead of making a lookup walk to an untimed next candidate.
Tunable with_refusal(Tunable t, std::function<void(rt::Device&, size_t)> refuse, bool probe_too);

/// How each candidate is timed: rt::time_enqueue's options (the table's defaults).
struct TuneOptions {
  int warmup = rt::TimingOptions{}.warmup;  // untimed runs per candidate after its preparing run
  int reps = rt::TimingOptions{}.reps;      // timed runs; the median is kept
  /// A candidate other than the default wins only when the default's median is at least this
  /// many times its own: gains within timing noise keep the default schedule.
  double min_gain = 1.03;
};

struct TuneResult {
  size_t winner = 0;  // index into Tunable::candidates
  std::string winner_name;
  std::vector<double> median_us;     // per candidate (empty on a cache hit); <0 = rejected
  std::vector<std::string> refused;  // per candidate (with median_us): why it was not timed, "" if it was
  bool from_cache = false;           // the winner came from a validated cache entry
  bool cache_rebuilt = false;        // a cached entry was corrupt or failed validation and was rewritten
  bool device_clock = false;         // median_us are device times (else wall time around enqueue + synchronize)
  double gain() const;               // default median / winner median (1 when not timed)
};

/// True when MORPH_AUTOTUNE=1 in the environment.
bool autotune_enabled();

class Tuner {
 public:
  /// `root` empty = rt::default_cache_root(); entries live in `<root>/tune`.
  explicit Tuner(std::string root = {}, TuneOptions opts = {});
  /// The cache key of (device, tunable, shape class).
  uint64_t key(rt::Device& dev, const Tunable& t, const ShapeClass& sc) const;
  /// Returns the validated cached winner, or times every candidate, stores the winner and
  /// returns it. Throws UserError when the tunable has no candidates or the default fails.
  TuneResult tune(rt::Device& dev, const Tunable& t, const ShapeClass& sc);
  /// The validated cached winner without timing anything: nullopt when there is no entry (or it
  /// is corrupt) or no candidate validates; a cached winner that fails validation is replaced by
  /// the next candidate that passes and the entry rewritten (cache_rebuilt). `corrupt` (if given)
  /// is set when an entry was there but unreadable, or named no candidate of `t`. Throws what the
  /// default's probe throws.
  std::optional<TuneResult> lookup(rt::Device& dev, const Tunable& t, const ShapeClass& sc, bool* corrupt = nullptr);
  /// Whether candidate i's probe output equals `want`: value for value as f32 with NaN = NaN
  /// (Tunable::probe_f32), else byte for byte; when not, `why` (if given) says how: the
  /// exception's message, or the count and first index of the differing values (or bytes).
  bool validate(rt::Device& dev, const Tunable& t, size_t i, const std::vector<uint8_t>& want,
                std::string* why = nullptr) const;
  rt::DiskCache& cache() { return cache_; }

 private:
  std::optional<TuneResult> cached(rt::Device& dev, const Tunable& t, uint64_t key, const std::vector<uint8_t>& want,
                                   bool* corrupt);
  rt::DiskCache cache_;
  TuneOptions opts_;
};

}  // namespace morph::tune
