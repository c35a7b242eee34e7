// Attention over a KV cache (decode: one or a few query tokens per sequence; prefill: many),
// defined once in docs/attention.md and realized by two launches with the same bits on every
// backend, at every batch size and with any number of chunks in flight:
//   1. attn_chunk: for each (sequence, query token, kv head, chunk of kAttnChunk key positions):
//      scores s_t = tree_d(q_d * k_t,d) * scale (softcap: cap * tanh(s / cap)), masked -> -inf;
//      m = max-tree, p_t = exp(s_t - m), l = sum-tree(p), o_d = sum-tree(p_t * v_t,d) — trees are
//      the canonical one (morph/reduce/reduce_tree.h) over the element index (d, or t - chunk start),
//      masked positions holding the identity. GQA: the kv head's G = Hq/Hkv query heads together,
//      so K and V are read once.
//   2. attn_combine: per query row, over the chunks c = c_lo .. c_hi in ascending order (a fixed
//      outer chunking, DESIGN L3): M = max m_c, then L += l_c * exp(m_c - M) and
//      O_d += o_c,d * exp(m_c - M) left to right from -0; out_d = O_d / L. (Or, with
//      AttnConfig::combine 2, the same in attn_chunk's last workgroup of each row set: one launch.)
// The chunk boundaries are absolute positions (multiples of kAttnChunk), so a sequence's result
// depends on its own data and positions only (batch invariance).
// Shapes (row-major): q [batch, n_q, Hq, D] f32; a contiguous cache k, v [batch, capacity, Hkv, D]
// or a paged one [num_blocks, block_size, Hkv, D] with block_table [batch, max_blocks] i32
// (vLLM's layout), in f32, f16 or bf16; ctx_len[b] = valid keys of sequence b (the query tokens
// included: query i sits at position ctx_len - n_q + i); out [batch, n_q, Hq, D] f32.
//   AttnConfig c{.n_q_heads = 32, .n_kv_heads = 8, .head_dim = 128};
//   rt::Tensor o = ops::attention(*dev, c, q, k, v, nullptr, {8192});
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/runtime/tensor.h"

namespace morph::ops {

/// Keys per chunk: the fixed split size of the definition (not a schedule knob).
inline constexpr uint32_t kAttnChunk = 256;

struct AttnConfig {
  uint32_t n_q_heads = 32;
  uint32_t n_kv_heads = 8;             // divides n_q_heads (GQA; 1 = MQA)
  uint32_t head_dim = 128;             // a multiple of 32, <= 256
  ir::Type kv_type = ir::Type::F32;    // F32, F16 or BF16
  float scale = 0.0f;                  // 0 = f32(1 / sqrt(head_dim)) (rounded once from double)
  float softcap = 0.0f;                // 0 = none; else s = softcap * tanh(s / softcap) (Gemma 2)
  uint32_t window = 0;                 // 0 = none; else key t is visible to a query at p when p - t < window
  uint32_t block_size = 0;             // 0 = contiguous cache; else the paged cache's block size
  uint32_t chunks_per_group = 1;       // schedule: chunks one workgroup walks through (bits unchanged)
  uint32_t q_tile = 1;                 // schedule: query tokens per workgroup (prefill: each K/V chunk is
                                       // loaded once per tile; bits unchanged); q_tile * G <= 32
  uint32_t workgroup = 0;              // schedule: attn_chunk's items, 64, 128 or 256 (0 = chosen by
                                       // attention_prepare, resolve_schedule; bits unchanged)
  uint32_t min_workgroups_per_cu = 0;  // schedule: attn_chunk's launch bounds (dsl::launch_bounds): this
                                       // many workgroups should fit on one compute unit, so CUDA caps
                                       // the registers per item (spilling the rest: slower at every
                                       // cap on the H200, docs/attention.md); 0 = no cap, at most 8
  uint32_t rows_per_block = 0;         // schedule: query rows whose q is held in registers per pass over a
                                       // chunk's K and V, 1, 2 or 4 (0 = chosen by resolve_schedule; at most
                                       // 2 at head_dim > 128); fewer: fewer registers, more passes over the
                                       // chunk (from cache)
  uint32_t v_rows_per_block = 0;       // schedule: the same for phase C's pass over V, 1, 2 or 4 (0 = as
                                       // rows_per_block)
  uint32_t row_split = 0;              // schedule: workgroups sharing one (kv head, query tile), each with
                                       // q_tile * G / row_split of its rows (K and V then read that many
                                       // times, from cache): 1, 2 or 4 dividing q_tile * G (0 = chosen by
                                       // resolve_schedule)
  uint32_t combine = 0;                // schedule: how the chunks' partials are combined (step 2), 0 =
                                       // chosen by resolve_schedule (1), 1 = a second launch
                                       // (attn_combine), 2 = in attn_chunk: the last of a row set's
                                       // workgroups to finish combines its rows (dsl::last_workgroup; one
                                       // launch; needs the device's fence_device: not WGSL); the same
                                       // order, the same bits
  uint32_t group_size() const { return n_q_heads / n_kv_heads; }
  float scale_value() const;
  /// Throws UserError naming the bad field.
  void check() const;
  std::string str() const;
};

/// The schedule attention_prepare runs for a launch of `workgroups` attn_chunk workgroups on a
/// device of `compute_units` compute units (SMs) whose workgroups may hold `max_workgroup`
/// items: a 0 workgroup becomes 256 when the launch has fewer workgroups than compute units
/// (each chunk's work spread over more items; batch 1, 4K context on the H200: 19.9 vs 22.5 µs)
/// and 128 otherwise; a 0 rows_per_block becomes 2 from 4 workgroups per compute unit up (half
/// the registers, twice the workgroups per SM; batch 8, 8K: 135 vs 147 µs) and 4 below; a 0
/// row_split becomes 1 (splitting a kv head's rows over 2 or 4 workgroups measured no faster:
/// each re-reads K and V and runs the same chain of phases; `morph tune` tries 2); a 0 combine
/// becomes 1, a second launch (attn_chunk's last workgroup combining its row set's rows one after
/// another measured 3–6 µs slower at batch 1 on an H100; `morph tune` tries it as "k2").
/// Measured on the H200, docs/attention.md; every choice gives the same bits.
AttnConfig resolve_schedule(const AttnConfig& c, uint32_t compute_units, uint32_t max_workgroup, uint64_t workgroups);

/// The attn_chunk kernel of `c` (a 0 workgroup or rows_per_block as 128 and 4). With c.combine
/// 2 it takes two more buffers after attn_chunk's parameters, `out` and `counters` (u32, one per
/// workgroup row set: grid y · grid z, zero before the first launch and after each), and writes
/// `out` itself.
dsl::KernelRef attn_chunk_kernel(const AttnConfig& c);
/// The same partials (steps 1-4 of the definition) for devices whose workgroups are loops (the
/// cpu backend, caps.cheap_workgroups): one item per workgroup, grid {Hkv · n_q, n_chunks,
/// batch}; an item walks one chunk for the G query heads of one kv head and one query token in
/// loops the host compiler vectorizes. Parameters as attn_chunk_kernel; the schedule fields of
/// `c` are ignored.
dsl::KernelRef attn_chunk_serial_kernel(const AttnConfig& c);
/// Step 2 (docs/attention.md): one workgroup of head_dim items per query row (grid {rows}); the
/// row's chunk maxima reduced by the whole workgroup (a max: any grouping is exact), the weights
/// exp(m_c − M) computed once per chunk into shared memory, then each item folds its d left to
/// right over the chunks. Parameters: ctx_len, part_o, part_ml, out, n_q, window, n_chunks.
dsl::KernelRef attn_combine_kernel(const AttnConfig& c);
/// attn_combine for the same devices: one item per query row (grid {rows}, workgroup {1}), the
/// chunks folded in ascending order over all d of the row at once. Parameters as attn_combine.
dsl::KernelRef attn_combine_serial_kernel(const AttnConfig& c);

/// Runs both launches. k, v: the cache (shape above, dtype c.kv_type); block_table: null for a
/// contiguous cache; the entries that ctx_len reaches must be block indices in [0, num_blocks)
/// (attention_prepare downloads the table once and checks them). ctx_len: [batch] host values,
/// n_q <= ctx_len[b] <= capacity (or max_blocks * block_size). Throws UserError on any mismatch,
/// naming the tensor; on a tensor whose buffer is smaller than its shape (rt::check_backed); on a
/// block_table entry out of range; on an `out` sharing a buffer with q, k or v (enqueue); and when
/// an index would exceed the u32 range (cache or partials of 2^32 elements or more).
rt::Tensor attention(rt::Device& dev, const AttnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                     const rt::Tensor& v, const rt::Tensor* block_table, const std::vector<int32_t>& ctx_len);

/// A prepared call: the checked shapes, ctx_len on the device and the partials buffers
/// (allocated once), so that repeated calls over the same shapes and lengths only launch (a
/// decode loop, a benchmark timing device work alone).
///   AttnCall call = attention_prepare(*dev, c, q, k, v, nullptr, {8192});
///   call.enqueue(*dev, q, k, v, nullptr, out);   // one or two launches, nothing allocated
struct AttnCall {
  AttnConfig c;
  uint32_t batch = 0, n_q = 0, cap = 0, n_chunks = 0;
  bool paged = false;
  bool serial = false;  // the device's workgroups are cheap: attn_chunk_serial_kernel
  std::vector<uint64_t> q_shape, kv_shape;
  rt::Tensor ctx, part_o, part_ml;  // [batch] i32; [rows, chunks, D] and [rows, chunks, 2] f32
  rt::Tensor counters;              // c.combine 2: [workgroup row sets] u32, zero between calls
  /// Queues the launches (one with c.combine 2, else two) writing `out` ([batch, n_q, Hq, D] f32, allocated by the
  /// caller). The tensors must have the prepared shapes and dtypes (UserError otherwise); the
  /// block table's entries were checked by attention_prepare and are not read again here.
  void enqueue(rt::Device& dev, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v,
               const rt::Tensor* block_table, rt::Tensor& out) const;
};
/// Launches one attention call of `c` takes on `dev`: 1 where attn_chunk's last workgroup
/// combines (combine 2 on a device whose workgroups are not loops), else 2.
uint32_t attention_launches(const rt::Device& dev, const AttnConfig& c);

/// Checks everything attention() checks (same errors) and allocates the call's buffers.
AttnCall attention_prepare(rt::Device& dev, const AttnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                           const rt::Tensor& v, const rt::Tensor* block_table, const std::vector<int32_t>& ctx_len);

/// Host-side cache, f32 values (already rounded to the cache dtype) and the same layout as the
/// device tensors; block_table empty for a contiguous cache.
struct HostKv {
  std::vector<float> k, v;
  std::vector<int32_t> block_table;
  uint32_t capacity = 0;  // contiguous: positions per sequence; paged: max_blocks per sequence
};

/// Plain C++ reference of the definition (same ops, same order): bitwise equal to attention().
std::vector<float> attention_ref(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                 const HostKv& kv, const std::vector<int32_t>& ctx_len);
/// float64 reference of softmax(q k^T * scale [softcap] + mask) v, for accuracy reports.
std::vector<double> attention_f64(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                  const HostKv& kv, const std::vector<int32_t>& ctx_len);
/// A naive float32 reference (sequential dot products and sums, two-pass softmax), a stand-in
/// for what a framework's f32 attention gives, for accuracy reports beside Morph's.
std::vector<float> attention_naive_f32(const AttnConfig& c, const std::vector<float>& q, uint32_t batch, uint32_t n_q,
                                       const HostKv& kv, const std::vector<int32_t>& ctx_len);

}  // namespace morph::ops
