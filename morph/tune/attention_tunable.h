// Attention (ops/attention.h) as a Tunable: the knobs are AttnConfig's schedule fields —
// chunks_per_group (K/V chunks one workgroup walks through: "c2", "c4"; the kernel unrolls at most 4) and q_tile (query
// tokens per workgroup in prefill: "q2", "q4"); the chunk size and combine order are the
// definition's and never change (bits unchanged, L6). Candidate 0 ("default") is the config as
// given. A candidate the config refuses (q_tile * group size > 32) throws and is skipped.
//   tune::AttnInputs in{q, k, v, nullptr, {8192}};
//   tune::Tunable t = tune::attention_tunable(cfg, in, probe_in);
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/ops/attention.h"
#include "morph/runtime/tensor.h"
#include "morph/tune/tuner.h"

namespace morph::tune {

/// Device tensors and context lengths of one attention call (shapes: ops::attention).
struct AttnInputs {
  rt::Tensor q, k, v;
  std::optional<rt::Tensor> block_table;
  std::vector<int32_t> ctx_len;
};

/// "default", "c2", "c4" (chunks per workgroup), "q2", "q4" (query tokens per workgroup), "r1", "r2" (rows
/// per block), "s1", "s2" (workgroups per kv head), "k2" (the partials combined by attn_chunk's last
/// workgroup of each row set instead of a second launch).
const std::vector<std::string>& attention_candidates();
/// `base` with candidate `name`'s knob set (throws UserError on an unknown name).
ops::AttnConfig attention_candidate(const ops::AttnConfig& base, const std::string& name);

/// Family "attention": ops::attention under each candidate; the family hash covers the config
/// (heads, head_dim, KV type, scale, softcap, window, paging) and the kernels' names.
Tunable attention_tunable(const ops::AttnConfig& base, AttnInputs timing, AttnInputs probe);

}  // namespace morph::tune
