#include "morph/quant/matvec_exec.h"

#include <algorithm>

#include "morph/base/error.h"

#include "morph/runtime/timing.h"

namespace morph::quant {

rt::Buffer upload_words(rt::Device& dev, const MatvecWeights& w) {
  // The struct is public: its fields must agree before a kernel indexes the words by them.
  const TypeInfo& ti = type_info(w.type);
  MORPH_USER_CHECK(w.k > 0 && w.k % ti.block == 0, "matvec: weights' k = ", w.k, " is not a positive multiple of ",
                   ti.name, "'s block size ", ti.block);
  const uint32_t rw = row_planes(w.type, w.k).row_words;
  MORPH_USER_CHECK(w.row_words == rw, "matvec: weights' row_words = ", w.row_words, " but ", ti.name,
                   " rows of k = ", w.k, " take ", rw, " words (use repack_weights)");
  MORPH_USER_CHECK(w.words.size() == size_t{w.rows} * w.row_words, "matvec: weights hold ", w.words.size(), " words; ",
                   w.rows, " rows of ", w.row_words, " need ", size_t{w.rows} * w.row_words);
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
