// The gated delta rule (Gated DeltaNet: Yang, Kautz and Hatamizadeh 2024, arXiv:2412.06464; the
// linear-attention layers of Qwen3-Next), in its recurrent form, defined once in
// docs/gated_delta_net.md with the same bits on every backend. Per sequence b, value head h and
// token t in order (key head h / (Hv / Hk): HF's repeat_interleave of q and k):
//   [qk_l2norm]  k̂ = k · rsqrt(tree(k_i · k_i) + eps), q̂ likewise       (HF l2norm)
//   q̃_i = q̂_i · scale
//   S'_ij  = S_ij · exp(g_t)                                 (Morph's exp)
//   kv_j   = tree_i(S'_ij · k̂_i)
//   δ_j    = (v_j − kv_j) · β_t
//   S''_ij = S'_ij + k̂_i · δ_j
//   o_j    = tree_i(S''_ij · q̃_i)
// Each product and sum rounded once (no fma), trees the canonical one over i (docs/reductions.md);
// S ← S''. The sequence of operations is HF transformers' torch_recurrent_gated_delta_rule
// (models/qwen3_next), whose sums over i run in PyTorch's own order.
// Shapes (row-major, f32): q, k [batch, tokens, Hk, Dk]; v [batch, tokens, Hv, Dv]; g, beta
// [batch, tokens, Hv] (g is the log of the decay: α = exp(g)); state [batch, Hv, Dk, Dv] (read and
// updated in place); out [batch, tokens, Hv, Dv].
//   GdnConfig c{.n_k_heads = 16, .n_v_heads = 32, .head_dim_k = 128, .head_dim_v = 128, .qk_l2norm = true};
//   rt::Tensor o = ops::gated_delta_net(*dev, c, q, k, v, g, beta, state);  // state now S after the tokens
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/runtime/tensor.h"

namespace morph::ops {

struct GdnConfig {
  uint32_t n_k_heads = 16;    // heads of q and k; divides n_v_heads
  uint32_t n_v_heads = 32;    // heads of v, g, beta, the state and the output
  uint32_t head_dim_k = 128;  // Dk: a multiple of 32, 32 … 256
  uint32_t head_dim_v = 128;  // Dv: a multiple of 32, 32 … 1024
  float scale = 0.0f;         // q's scale; 0 = f32(1 / sqrt(Dk)) rounded once from double
  bool qk_l2norm = false;     // HF use_qk_l2norm_in_kernel: q and k divided by their L2 norms first
  float l2norm_eps = 1e-6f;   // added to the sum of squares before rsqrt (HF's l2norm eps)
  uint32_t group_size() const { return n_v_heads / n_k_heads; }
  float scale_value() const;
  /// Throws UserError naming the bad field.
  void check() const;
  std::string str() const;
};

/// The traced kernel (cached per config). Parameters: q, k, v, g, beta, state, out (as above),
/// u32 tokens, f32 scale, f32 eps. Grid {Dv / 32, Hv, batch}; workgroup Dk items: item
/// (group m = id / 32, column c = id % 32) holds rows 32m … 32m+31 of the state's column
/// 32 · group_id(0) + c in registers through all tokens; the groups meet in shared memory.
dsl::KernelRef gdn_kernel(const GdnConfig& c);
/// The same op for devices whose workgroups are loops (the cpu backend, caps.cheap_workgroups):
/// grid {Dv / gdn_serial_columns(c), Hv, batch}, one item per workgroup, which keeps its block of
/// state columns in a workgroup array and runs each token's steps in loops over the columns that
/// the host compiler vectorizes (the trees over i as one expression per column). Same parameters.
dsl::KernelRef gdn_kernel_serial(const GdnConfig& c);
/// State columns per gdn_kernel_serial workgroup: 64 where they divide Dv, else 32.
uint32_t gdn_serial_columns(const GdnConfig& c);

/// A prepared call (shapes checked once), so that a decode loop only launches.
struct GdnCall {
  GdnConfig c;
  uint32_t batch = 0, tokens = 0;
  std::vector<uint64_t> qk_shape, v_shape, gb_shape, state_shape;
  /// out: [batch, tokens, Hv, Dv] f32. Throws UserError if a tensor differs from the prepared call.
  void enqueue(rt::Device& dev, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v, const rt::Tensor& g,
               const rt::Tensor& beta, rt::Tensor& state, rt::Tensor& out) const;
};
/// Checks shapes and dtypes: morph::UserError (morph/base/error.h) naming the tensor, its shape
/// and dtype, and the expected ones ("gated_delta_net: v must be [1,2,2,32] f32, got [1,2,1,32] f32");
/// also a buffer smaller than its tensor's shape (rt::check_backed), and a `state` (or, in
/// enqueue, an `out`) that shares its buffer with an input: the op writes it while reading them.
GdnCall gdn_prepare(const GdnConfig& c, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v,
                    const rt::Tensor& g, const rt::Tensor& beta, const rt::Tensor& state);

/// Device op: returns out [batch, tokens, Hv, Dv] f32; `state` holds S after the last token.
/// Throws morph::UserError on a bad config (GdnConfig::check), a tensor of another shape or dtype,
/// or a `state` sharing its buffer with an input (gdn_prepare).
rt::Tensor gated_delta_net(rt::Device& dev, const GdnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                           const rt::Tensor& v, const rt::Tensor& g, const rt::Tensor& beta, rt::Tensor& state);

/// Host inputs of the references (row-major, shapes as above).
struct GdnHostInputs {
  std::vector<float> q, k, v, g, beta, state;
  uint32_t batch = 1, tokens = 1;
};
/// The definition as a plain C++ loop: {out, state after the last token}.
std::pair<std::vector<float>, std::vector<float>> gated_delta_net_ref(const GdnConfig& c, const GdnHostInputs& in);
/// The same recurrence in float64 (exp, sqrt and every sum in double), for accuracy reports.
std::vector<double> gated_delta_net_f64(const GdnConfig& c, const GdnHostInputs& in);

}  // namespace morph::ops
