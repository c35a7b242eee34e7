// The autotuner: cache entry payload = "morph-tune-v1\n<winner name>\n" (the rt::DiskCache
// header adds magic, key, length and checksum).
#include "morph/tune/tuner.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/hash.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "morph/runtime/vulkan/vulkan_device.h"

namespace morph::tune {
namespace {

uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

constexpr std::string_view kPayloadHead = "morph-tune-v1\n";

}  // namespace

std::string ShapeClass::str() const {
  return "r" + std::to_string(rows_bucket) + ".c" + std::to_string(cols_bucket) + (cols_aligned4 ? ".a4" : ".a1");
}

ShapeClass shape_class(uint64_t rows, uint64_t cols) {
  if (rows == 0 || cols == 0)
    throw UserError("tune::shape_class: rows and cols must be >= 1 (got rows=" + std::to_string(rows) +
                    ", cols=" + std::to_string(cols) + ")");
  return {pow2_ceil(rows), pow2_ceil(cols), cols % 4 == 0};
}

std::string device_fingerprint(rt::Device& dev) {
  std::string fp = dev.backend() + " | " + dev.name() + " | " + dev.caps().arch;
  if (auto* cuda = dynamic_cast<rt::CudaDevice*>(&dev)) fp += " | " + cuda->compile_identity();
  if (dev.backend() == "vulkan")  // the fma and division routes change what a candidate costs
    fp += " | fma " + rt::vulkan_fma_route(dev) + ", div " + rt::vulkan_div_route(dev);
  const rt::Caps c = dev.caps();
  fp += str_cat(" | wide", c.wide_accesses, " wm", c.wide_math, c.wide_exp_math, " sg", c.native_subgroup_width, " swg",
                c.short_rows_per_workgroup, " fma", c.cheap_fma);
  return fp;
}

Tunable with_refusal(Tunable t, std::function<void(rt::Device&, size_t)> refuse, bool probe_too) {
  t.prepare = [prepare = t.prepare, refuse](rt::Device& dev, size_t i) {
    refuse(dev, i);
    return prepare(dev, i);
  };
  if (probe_too)
    t.probe = [probe = t.probe, refuse](rt::Device& dev, size_t i) {
      refuse(dev, i);
      return probe(dev, i);
    };
  return t;
}

uint64_t Tunable::candidates_hash() const {
  Hasher h;
  h.add(candidates.size());
  for (const auto& c : candidates) h.add(std::string_view(c));
  return h.digest();
}

double TuneResult::gain() const {
  if (median_us.empty() || winner >= median_us.size() || median_us[winner] <= 0 || median_us[0] <= 0) return 1.0;
  return median_us[0] / median_us[winner];
}

bool autotune_enabled() {
  return env_switch("MORPH_AUTOTUNE", false,
                    "1 (plans take cached `morph tune` winners) or 0 (they do not, as when unset)");
}

Tuner::Tuner(std::string root, TuneOptions opts) : cache_("tune", std::move(root)), opts_(opts) {}

uint64_t Tuner::key(rt::Device& dev, const Tunable& t, const ShapeClass& sc) const {
  Hasher h;
  h.add(std::string_view("morph-tune-key-v2"));  // v2: matvec's "default" is the device's own
  h.add(std::string_view(device_fingerprint(dev)));
  h.add(std::string_view(t.family));
  h.add(t.family_hash);
  h.add(std::string_view(sc.str()));
  h.add(t.candidates_hash());
  return h.digest();
}

bool Tuner::validate(rt::Device& dev, const Tunable& t, size_t i, const std::vector<uint8_t>& want,
                     std::string* why) const {
  try {
    const std::vector<uint8_t> got = t.probe(dev, i);
    if (got == want) return true;
    const bool floats = t.probe_f32 && got.size() == want.size() && got.size() % 4 == 0;
    const size_t unit = floats ? 4 : 1;
    size_t n = 0, first = 0;
    for (size_t b = 0; b + unit <= std::min(got.size(), want.size()); b += unit) {
      if (floats) {
        float x, y;
        std::memcpy(&x, &got[b], 4);
        std::memcpy(&y, &want[b], 4);
        if (same_float(x, y)) continue;
      } else if (got[b] == want[b]) {
        continue;
      }
      if (n++ == 0) first = b / unit;
    }
    if (got.size() == want.size() && n == 0) return true;  // differing NaNs only
    if (why)
      *why =
          got.size() != want.size()
              ? str_cat("its probe output has ", got.size(), " bytes, the default's ", want.size())
              : str_cat("its probe output differs from the default's in ", n, " of ", got.size() / unit,
                        floats ? " f32 values (NaN = NaN), the first at value " : " bytes, the first at byte ", first);
    return false;
  } catch (const std::exception& e) {
    if (why) *why = str_cat("its probe failed: ", e.what());
    return false;
  }
}

std::optional<TuneResult> Tuner::cached(rt::Device& dev, const Tunable& t, uint64_t k, const std::vector<uint8_t>& want,
                                        bool* corrupt) {
  const uint64_t corrupt_before = cache_.stats().corrupt;
  auto payload = cache_.get(k);
  *corrupt = cache_.stats().corrupt != corrupt_before;
  if (!payload) return std::nullopt;
  std::string s(payload->begin(), payload->end());
  size_t found = t.candidates.size();
  if (s.starts_with(kPayloadHead) && s.back() == '\n') {
    std::string name = s.substr(kPayloadHead.size(), s.size() - kPayloadHead.size() - 1);
    found = std::find(t.candidates.begin(), t.candidates.end(), name) - t.candidates.begin();
  }
  *corrupt = *corrupt || found == t.candidates.size();  // unreadable payload or unknown name
  if (found == t.candidates.size()) return std::nullopt;
  // Validate the cached winner; on failure walk on to the next candidates (then wrap).
  for (size_t step = 0; step < t.candidates.size(); ++step) {
    size_t i = (found + step) % t.candidates.size();
    if (!validate(dev, t, i, want)) continue;
    TuneResult r;
    r.winner = i;
    r.winner_name = t.candidates[i];
    r.from_cache = step == 0;
    if (step != 0) {
      r.cache_rebuilt = true;
      cache_.put(k, std::string(kPayloadHead) + t.candidates[i] + "\n");
    }
    return r;
  }
  *corrupt = true;
  return std::nullopt;
}

std::optional<TuneResult> Tuner::lookup(rt::Device& dev, const Tunable& t, const ShapeClass& sc, bool* corrupt) {
  if (t.candidates.empty() || !t.probe)
    throw UserError("tune: tunable '" + t.family + "' needs candidates and a probe function");
  const std::vector<uint8_t> want = t.probe(dev, 0);
  bool bad = false;
  std::optional<TuneResult> r = cached(dev, t, key(dev, t, sc), want, &bad);
  if (corrupt) *corrupt = bad;
  return r;
}

TuneResult Tuner::tune(rt::Device& dev, const Tunable& t, const ShapeClass& sc) {
  if (t.candidates.empty() || !t.prepare || !t.probe)
    throw UserError("tune: tunable '" + t.family + "' needs candidates, a prepare and a probe function");
  const std::vector<uint8_t> want = t.probe(dev, 0);  // the default schedule: throws if broken
  const uint64_t k = key(dev, t, sc);
  bool corrupt = false;
  if (auto hit = cached(dev, t, k, want, &corrupt)) return *hit;
  TuneResult r;
  r.cache_rebuilt = corrupt;
  r.device_clock = true;
  // Time every candidate that validates, as `morph table` times a case (rt::time_enqueue on the
  // prepared launches only).
  r.median_us.assign(t.candidates.size(), -1.0);
  r.refused.assign(t.candidates.size(), std::string());
  double best = -1;
  for (size_t i = 0; i < t.candidates.size(); ++i) {
    if (i != 0 && !validate(dev, t, i, want, &r.refused[i])) continue;
    try {
      const std::function<void()> enqueue = t.prepare(dev, i);
      const rt::Timing tm = rt::time_enqueue(dev, enqueue, {opts_.warmup, opts_.reps});
      r.device_clock &= tm.device_clock;
      r.median_us[i] = tm.median_us;
    } catch (const std::exception& e) {
      if (i == 0) throw;
      r.refused[i] = str_cat("it failed to run: ", e.what());
      continue;
    }
    if (best < 0 || r.median_us[i] < best) {
      best = r.median_us[i];
      r.winner = i;
    }
  }
  if (r.winner != 0 && r.median_us[0] < r.median_us[r.winner] * opts_.min_gain) r.winner = 0;  // within noise
  r.winner_name = t.candidates[r.winner];
  cache_.put(k, std::string(kPayloadHead) + r.winner_name + "\n");
  return r;
}

}  // namespace morph::tune
