#include "morph/tune/matvec_tunable.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/base/hash.h"
#include "morph/quant/decode.h"

namespace morph::tune {

const std::vector<std::string>& matvec_candidates() {
  static const std::vector<std::string> c = {"default", "sg1",  "sg2",        "sg8",    "r2",    "r4",
                                             "sg2.r2",  "nopf", "r2.nopf",    "c1",     "c4",    "p1",
                                             "p2",      "p4",   "r2.nopf.p1", "sg8.r2", "serial"};
  return c;
}

quant::MatvecSchedule matvec_candidate(const std::string& name, quant::GgmlType t, uint32_t ncols, uint32_t k) {
  quant::MatvecSchedule s = quant::default_schedule(t, ncols, k);
  if (name == "default") return s;
  const bool plain = quant::layout_kind(t) == quant::LayoutKind::Plain;
  auto parts = [&](uint32_t p) {  // row parts: F32/F16/BF16 only, an edit of the default's
    if (!plain || p == s.row_parts)
      throw UserError("tune: matvec candidate '" + name + "' does not apply to " + quant::type_name(t) + " with " +
                      std::to_string(ncols) + " column(s) (row_parts " + std::to_string(s.row_parts) + ")");
    s.row_parts = p;
  };
  if (name == "sg1" || name == "sg2" || name == "sg8") {
    s.subgroups = static_cast<uint32_t>(name[2] - '0');
  } else if (name == "r2" || name == "r4") {
    s.rows_per_item = static_cast<uint32_t>(name[1] - '0');
  } else if (name == "sg2.r2") {
    s.subgroups = 2;
    s.rows_per_item = 2;
  } else if (name == "nopf") {
    s.prefetch = false;
  } else if (name == "r2.nopf") {  // H200 sweep of 2026-12-01: q8_0/q4_0/q5_0 fastest so
    s.rows_per_item = 2;
    s.prefetch = false;
  } else if (name == "c1" || name == "c4") {
    const uint32_t c = static_cast<uint32_t>(name[1] - '0');
    if (ncols == 1 || c > ncols || c == s.cols_per_pass)
      throw UserError("tune: matvec candidate '" + name + "' does not apply to " + std::to_string(ncols) +
                      " column(s) (default " + std::to_string(s.cols_per_pass) + " per pass)");
    s.cols_per_pass = c;
  } else if (name == "p1" || name == "p2" || name == "p4") {
    parts(static_cast<uint32_t>(name[1] - '0'));
  } else if (name == "r2.nopf.p1") {  // plain rows: one subgroup per row, two rows, no prefetch (the
    parts(1);                         // default of f16/bf16 rows longer than 8192)
    s.rows_per_item = 2;
    s.prefetch = false;
  } else if (name == "serial") {  // the cpu backend's default (quant::default_schedule with caps)
    s = quant::serial_schedule(ncols);
  } else if (name == "sg8.r2") {  // plain short rows: sg8 r2 p4 prefetch, f16 33.8 µs at 14336 x 4096 (33 KB)
    s.subgroups = 8;
    s.rows_per_item = 2;
  } else {
    throw UserError("tune: unknown matvec candidate '" + name +
                    "' (expected default, sg1, sg2, sg8, r2, r4, sg2.r2, nopf, r2.nopf, c1, c4, p1, p2, p4, "
                    "r2.nopf.p1, sg8.r2 or serial)");
  }
  s.row_parts = std::gcd(s.row_parts, s.subgroups);  // fewer subgroups: the parts of a row stay in one workgroup
  return s;
}

quant::MatvecSchedule matvec_candidate(const std::string& name, quant::GgmlType t, uint32_t ncols, uint32_t k,
                                       const rt::Caps& caps) {
  // "default" is what a matvec call runs on this device (serial on the cpu backend).
  quant::MatvecSchedule s =
      name == "default" ? quant::default_schedule(caps, t, ncols, k) : matvec_candidate(name, t, ncols, k);
  s.fma_decode = caps.cheap_fma;
  return s;
}

MatvecInputs matvec_probe_inputs(const quant::MatvecWeights& w, quant::XType xt, uint32_t ncols) {
  MatvecInputs p;
  p.w.type = w.type;
  p.w.k = w.k;
  p.w.row_words = w.row_words;
  p.w.rows = std::min<uint32_t>(w.rows, 8);
  p.w.words.assign(w.words.begin(), w.words.begin() + size_t{p.w.rows} * w.row_words);
  p.xt = xt;
  p.ncols = ncols;
  std::mt19937_64 rng(0x6d76);  // fixed: the probe is the same in every process
  std::normal_distribution<float> g(0.0f, 1.0f);
  const size_t n = size_t{ncols} * w.k;
  p.x.resize(n * (xt == quant::XType::F32 ? 4 : 2));
  for (size_t i = 0; i < n; ++i) {
    const float v = g(rng);
    if (xt == quant::XType::F32) {
      std::memcpy(p.x.data() + 4 * i, &v, 4);
    } else {
      const uint16_t h = xt == quant::XType::F16 ? f32_to_f16(v) : f32_to_bf16(v);
      std::memcpy(p.x.data() + 2 * i, &h, 2);
    }
  }
  return p;
}

Tunable matvec_tunable(MatvecInputs timing, MatvecInputs probe) {
  const size_t xbytes = timing.xt == quant::XType::F32 ? 4 : 2;
  MORPH_USER_CHECK(timing.x.size() == size_t{timing.ncols} * timing.w.k * xbytes, "tune: matvec x holds ",
                   timing.x.size(), " bytes; ", timing.ncols, " columns of ", timing.w.k, " need ",
                   size_t{timing.ncols} * timing.w.k * xbytes);
  struct State {
    MatvecInputs timing, probe;
  };
  auto st = std::make_shared<State>(State{std::move(timing), std::move(probe)});
  const MatvecInputs& in = st->timing;
  Tunable t;
  t.family = "matvec";
  Hasher h;
  h.add(std::string_view(quant::type_name(in.w.type)));
  h.add(in.w.k);
  h.add(in.ncols);
  h.add(static_cast<uint32_t>(in.xt));
  h.add(quant::matvec_kernel(in.w.type, in.w.k, in.ncols, in.xt)->hash());
  t.family_hash = h.digest();
  t.candidates = matvec_candidates();
  // A candidate that is the default's schedule on this device (`serial` on the cpu backend) is
  // not timed: two timings of one schedule would only let noise name a "winner".
  auto same_as_default = [st](rt::Device& dev, size_t i) {
    const MatvecInputs& in = st->timing;
    if (i != 0 && matvec_candidate(matvec_candidates().at(i), in.w.type, in.ncols, in.w.k, dev.caps()) ==
                      matvec_candidate("default", in.w.type, in.ncols, in.w.k, dev.caps()))
      throw UserError("tune: matvec candidate '" + matvec_candidates().at(i) + "' is the default schedule on " +
                      dev.name());
  };
  t.prepare = [st](rt::Device& dev, size_t i) -> std::function<void()> {
    const MatvecInputs& in = st->timing;
    const quant::MatvecSchedule s =
        matvec_candidate(matvec_candidates().at(i), in.w.type, in.ncols, in.w.k, dev.caps());
    dsl::KernelRef kern = quant::matvec_kernel(in.w.type, in.w.k, in.ncols, in.xt, s);
    const std::vector<uint32_t>& tab = quant::quant_table_words();
    struct Bufs {
      rt::Buffer w, tab, x, y;
    };
    auto b = std::make_shared<Bufs>();
    b->w = dev.alloc(in.w.words.size() * 4);
    b->tab = dev.alloc(tab.size() * 4);
    b->x = dev.alloc(in.x.size());
    b->y = dev.alloc(size_t{in.ncols} * in.w.rows * 4);
    dev.upload(b->w, in.w.words.data(), in.w.words.size() * 4);
    dev.upload(b->tab, tab.data(), tab.size() * 4);
    dev.upload(b->x, in.x.data(), in.x.size());
    const uint32_t rows = in.w.rows;
    quant::matvec_enqueue(dev, kern, b->w, b->tab, b->x, b->y, rows, s);  // compiles
    dev.synchronize();
    rt::Device* d = &dev;
    return [b, kern, d, rows, s] { quant::matvec_enqueue(*d, kern, b->w, b->tab, b->x, b->y, rows, s); };
  };
  t.probe = [st](rt::Device& dev, size_t i) {
    const MatvecInputs& p = st->probe;
    std::vector<float> y =
        quant::matvec_run(dev, p.w, p.x, p.xt, p.ncols,
                          matvec_candidate(matvec_candidates().at(i), p.w.type, p.ncols, p.w.k, dev.caps()));
    std::vector<uint8_t> bytes(y.size() * 4);
    std::memcpy(bytes.data(), y.data(), bytes.size());
    return bytes;
  };
  return with_refusal(std::move(t), same_as_default, /*probe_too=*/false);
}

}  // namespace morph::tune
