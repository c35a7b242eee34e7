#include "morph/quant/matvec_exec.h"

#include <algorithm>

#include "morph/runtime/timing.h"

namespace morph::quant {

rt::Buffer upload_words(rt::Device& dev, const MatvecWeights& w) {
  rt::Buffer b = dev.alloc(w.words.size() * 4);
  dev.upload(b, w.words.data(), w.words.size() * 4);
  return b;
}

std::vector<float> run_matvec(rt::Device& dev, const std::function<void()>& enqueue, const rt::Buffer& y, size_t floats,
                              double* seconds, int reps) {
  enqueue();
  dev.synchronize();
  if (seconds) {
    const rt::Timing t = rt::time_enqueue(dev, enqueue, {.warmup = 0, .reps = std::max(1, reps)});
    *seconds = *std::min_element(t.samples_us.begin(), t.samples_us.end()) * 1e-6;
  }
  std::vector<float> out(floats);
  dev.download(y, out.data(), floats * 4);
  return out;
}

}  // namespace morph::quant
