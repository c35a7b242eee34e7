// The matvec (quant/matvec.h, quantized and F32/F16/BF16 weights) as a Tunable: the knobs are
// MatvecSchedule's fields — subgroups per workgroup, rows per item (sharing x loads), columns of x
// per pass over W, the prefetch of the next chunk's words, and (plain weights) row_parts. Candidate names are edits of
// the default schedule for the type, column count and row length (quant::default_schedule(t, ncols, k)), so a cached
// name means the same edit at every shape of its class; the reduction tree is the definition's and never changes (bits
// unchanged, L6). A candidate that does not apply (columns per pass on one column, beyond the column count or equal to
// the default's; row parts on quantized weights or equal to the default's) throws and is skipped.
//   tune::MatvecInputs in{repack_weights(GgmlType::Q4_K, bytes, rows, k), x_bytes, XType::F32, 1};
//   tune::Tunable t = tune::matvec_tunable(in, tune::matvec_probe_inputs(in.w, in.xt, in.ncols));
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/quant/matvec.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// One matvec call's host inputs: W in the device layout, x (ncols * k elements of xt, raw bytes).
struct MatvecInputs {
  quant::MatvecWeights w;
  std::vector<uint8_t> x;
  quant::XType xt = quant::XType::F32;
  uint32_t ncols = 1;
};

/// "default", "sg1", "sg2", "sg8" (logical subgroups per workgroup), "r2", "r4" (rows per item),
/// "sg2.r2", "nopf" (no prefetch), "r2.nopf", "c1", "c4" (columns per pass; more than one column
/// only), "p1", "p2", "p4" (row_parts: F32/F16/BF16 only, and not the default's), "r2.nopf.p1"
/// (F32/F16/BF16: one subgroup per row, two rows, no prefetch), "sg8.r2"; "sg1", "sg2" and "sg2.r2" also
/// bring row_parts down to divide the subgroups. (The H200 sweep of
/// bench/results/h200-2026-12-01-quant2 had two rows per item fastest for every type, with prefetch for the K-quants
/// and without for q8_0/q4_0/q5_0.)
const std::vector<std::string>& matvec_candidates();
/// quant::default_schedule(t, ncols, k) (t the weights' ggml type, ncols 1..8 columns of x, k the
/// row length in elements) with candidate `name`'s edit. Throws UserError on an unknown name or
/// an edit that does not apply (the list above), its message containing "does not apply".
quant::MatvecSchedule matvec_candidate(const std::string& name, quant::GgmlType t, uint32_t ncols, uint32_t k);
/// The same on a device with `caps`: "default" is quant::default_schedule(caps, …) — what a call
/// runs there (serial on the cpu backend, whose tuner then refuses "serial" as the default
/// itself) — and fma_decode as it sets it (the bits are the same either way; the cost is not).
/// What the tuner times and caches.
quant::MatvecSchedule matvec_candidate(const std::string& name, quant::GgmlType t, uint32_t ncols, uint32_t k,
                                       const rt::Caps& caps);

/// The probe inputs the tuner and tuned_matvec_schedule validate winners on: the first
/// min(rows, 8) rows of `w` and `ncols` columns of x (type `xt`) drawn from a fixed seed, so a
/// probe is the same in every process.
MatvecInputs matvec_probe_inputs(const quant::MatvecWeights& w, quant::XType xt, uint32_t ncols);

/// Family "matvec": quant::matvec_enqueue under each candidate. Prepared as `morph table` times a
/// matvec: W, the code tables and x uploaded and y allocated once, the kernel compiled; the timed
/// function queues the one launch. The family hash covers the type, k, column count, x type and
/// the default kernel's IR hash. The shape class is shape_class(rows, k).
Tunable matvec_tunable(MatvecInputs timing, MatvecInputs probe);

}  // namespace morph::tune
