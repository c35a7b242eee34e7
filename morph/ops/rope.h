// RoPE, rotary position embedding (Su et al. 2021, "RoFormer", arXiv:2104.09864), optionally
// fused with the per-head RMSNorm that Qwen3-style models apply to q and k before it (one
// launch). Defined once (docs/rope.md):
//   inv_freq[i] = f32(g(i)), i < rot/2, g the scaled frequency below, computed on the HOST in
//                 double and rounded once to f32 (a table passed to the kernel);
//   angle       = f32(pos) * inv_freq[i]         (one correctly rounded product);
//   c, s        = algebra::math::cos(angle), algebra::math::sin(angle)  (Morph's own, <= 2 ulp for |angle| <= 2^17),
//                 then each * attention_factor when that is not 1 (YaRN's mscale);
//   NeoX (half-split, HF rotate_half): pair (i, i + rot/2); GPT-J (interleaved): pair (2i, 2i+1);
//   y[a] = x[a]*c - x[b]*s,  y[b] = x[b]*c + x[a]*s     (each product rounded, then the sum);
//   dims >= rot pass through unchanged (partial rotary).
// Frequencies g(i) = theta^(-2i/rot), then scaled (HF transformers modeling_rope_utils.py):
//   linear  : g / factor                           (Chen et al. 2023, arXiv:2306.15595)
//   ntk     : theta' = theta * factor^(rot/(rot-2)) (bloc97's NTK-aware scaling; HF "dynamic" at a
//             given length uses factor' = factor*len/orig - (factor-1))
//   yarn    : ramp between g/factor and g by wavelength (Peng et al. 2023, arXiv:2309.00071),
//             attention_factor 0.1 ln(factor) + 1 unless given
//   llama3  : Llama 3.1's smooth band (HF _compute_llama3_parameters)
// With `norm`, x is first replaced by rms_norm(x) * w over head_dim, evaluated from the public
// rms_norm graph (ops::rms_norm_plan) so this op follows that definition bitwise.
//   RopeConfig cfg{.layout = RopeLayout::NeoX, .head_dim = 128, .theta = 1e6};
//   rt::Tensor qr = ops::rope_norm(*dev, q, w, pos, cfg, 1e-6f);  // q: [tokens, heads, 128]
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "morph/dsl/kernel.h"
#include "morph/runtime/tensor.h"

namespace morph::ops {

enum class RopeLayout : uint8_t { NeoX, GptJ };
enum class RopeScaling : uint8_t { None, Linear, Ntk, Yarn, Llama3 };

/// RoPE parameters (names follow HF transformers' rope_scaling dict).
struct RopeConfig {
  RopeLayout layout = RopeLayout::NeoX;
  uint32_t head_dim = 128;  // elements per head (1..1024)
  uint32_t rot_dim = 0;     // rotated leading dims, even, <= head_dim; 0 = head_dim
  double theta = 10000.0;   // rope_theta (base), > 1
  RopeScaling scaling = RopeScaling::None;
  double factor = 1.0;                                   // linear / ntk / yarn / llama3 factor, >= 1
  uint32_t original_max_pos = 0;                         // yarn, llama3: original_max_position_embeddings
  double beta_fast = 32.0, beta_slow = 1.0;              // yarn
  double low_freq_factor = 1.0, high_freq_factor = 4.0;  // llama3
  double attention_factor = 0.0;                         // yarn: 0 = 0.1 ln(factor) + 1; others: must be 0 (= 1)
  uint32_t rot() const { return rot_dim ? rot_dim : head_dim; }
  /// Throws UserError naming the bad field.
  void check() const;
  std::string str() const;
};

/// The host-computed table: inv_freq [rot/2] (f32, rounded once from double) and the factor
/// cos/sin are multiplied by (1 = no multiply).
struct RopeTable {
  std::vector<float> inv_freq;
  float attention_factor = 1.0f;
};
RopeTable rope_table(const RopeConfig& cfg);
/// The same frequencies in double (for float64 references).
std::vector<double> rope_inv_freq_f64(const RopeConfig& cfg);

/// The traced kernel (cached per (cfg layout/dims/attention factor, norm, eps)). Parameters:
/// x f32 [rows, head_dim], [w f32 [head_dim] when norm], pos i32 [tokens], inv_freq f32 [rot/2],
/// y f32 [rows, head_dim], u32 rows, u32 heads (row r is token r / heads). Workgroup 128 items,
/// 4 rows per workgroup (one logical subgroup per row).
/// rows_share_token: heads is a multiple of the 4 rows per workgroup, so a workgroup's rows are
/// one token's (cos and sin computed once per workgroup; the bits are the same either way).
dsl::KernelRef rope_kernel(const RopeConfig& cfg, std::optional<float> norm_eps, bool rows_share_token = false);
inline constexpr uint32_t kRopeWorkgroup = 128;
/// The same rotation for devices whose workgroups are loops (the cpu backend,
/// caps.cheap_workgroups): one workgroup of one item per token (grid = tokens), which computes
/// the token's cos and sin once, in a loop over the pairs, then rotates each head's row in
/// loops over its elements — loops the host compiler vectorizes, where the subgroup-per-row
/// kernel's lane arithmetic (local_id & 31, local_id >> 5) is gathers to it. Parameters as
/// rope_kernel without the norm (x, pos, inv_freq, y, rows, heads; x: [tokens, heads, head_dim]).
dsl::KernelRef rope_kernel_serial(const RopeConfig& cfg);

/// A prepared call (shapes checked, the frequency table on the device), so that repeated calls
/// only launch: call.enqueue(dev, x, y) with x and y of the prepared shape ([tokens, heads,
/// head_dim] f32; UserError otherwise). w: the norm weight when eps is given (else null).
struct RopeCall {
  RopeConfig cfg;
  std::optional<float> eps;
  std::vector<uint64_t> x_shape;
  uint32_t rows = 0, heads = 1;
  rt::Tensor w, pos, freq;
  /// Where workgroups are cheap (the cpu backend): rope_kernel_serial, and rope_norm as two
  /// launches — the norm's own row fence (the device's serial schedule; the subgroup shuffle
  /// trees of the fused kernel measured 4x slower on a CPU) into `normed` ([rows, head_dim]
  /// f32), then the rotation. The same bits either way.
  bool serial = false;
  rt::Tensor normed;
  void enqueue(rt::Device& dev, const rt::Tensor& x, rt::Tensor& y) const;
};
RopeCall rope_prepare(rt::Device& dev, const rt::Tensor& x, const rt::Tensor* w, const rt::Tensor& pos,
                      const RopeConfig& cfg, std::optional<float> eps);

/// Device op. x: [tokens, heads, head_dim] f32 (or [rows, head_dim] with heads = 1 per row
/// given by `heads`); pos: [tokens] i32 (absolute positions, |pos| < 2^24); returns y like x.
/// Throws UserError on shape or dtype mismatches.
rt::Tensor rope(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& pos, const RopeConfig& cfg);
/// rms_norm(x) * w over head_dim, then RoPE; one launch (two on the cpu: RopeCall::serial). w: [head_dim] f32.
rt::Tensor rope_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor& pos,
                     const RopeConfig& cfg, float eps);

/// Plain C++ references (x row-major [tokens, heads, head_dim]).
std::vector<float> rope_ref(const std::vector<float>& x, const std::vector<int32_t>& pos, uint32_t heads,
                            const RopeConfig& cfg);
std::vector<float> rope_norm_ref(const std::vector<float>& x, const std::vector<float>& w,
                                 const std::vector<int32_t>& pos, uint32_t heads, const RopeConfig& cfg, float eps);
/// float64 reference of the mathematical op (angle pos * g(i) in double, sin/cos in double;
/// norm in double when w is given) for accuracy reports.
std::vector<double> rope_f64(const std::vector<float>& x, const std::vector<float>* w, const std::vector<int32_t>& pos,
                             uint32_t heads, const RopeConfig& cfg, float eps);

}  // namespace morph::ops
