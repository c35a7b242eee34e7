// The run-and-time step shared by matvec_run and matvec_q8_1_run: the caller uploads its
// inputs and queues nothing; `run_matvec` runs the caller's launches once (the result), times
// further runs with rt::time_enqueue when asked (device time where the backend has a clock:
// CUDA events, OpenCL profiling; wall time around enqueue + synchronize on the oracle and cpu),
// and downloads y.
//   rt::Buffer dw = upload_words(dev, w), dy = dev.alloc(n * rows * 4);
//   std::vector<float> y = run_matvec(dev, [&] { matvec_enqueue(dev, ...); }, dy, n * rows, &secs, 10);
#pragma once
#include <cstddef>
#include <functional>
#include <vector>

#include "morph/quant/matvec_layout.h"
#include "morph/runtime/device.h"

namespace morph::quant {

/// W's device-layout words, uploaded to a new buffer on `dev`.
rt::Buffer upload_words(rt::Device& dev, const MatvecWeights& w);

/// Runs `enqueue` (it queues the matvec's launches on `dev`, writing `y`) once and waits; then,
/// if `seconds` is given, times `reps` (at least 1) further runs with rt::time_enqueue (no extra
/// warm-up: the first run was it) and stores the fastest sample in seconds. Returns the first
/// `floats` floats of `y` (every run writes the same values). What `enqueue` throws propagates.
std::vector<float> run_matvec(rt::Device& dev, const std::function<void()>& enqueue, const rt::Buffer& y, size_t floats,
                              double* seconds, int reps);

}  // namespace morph::quant
