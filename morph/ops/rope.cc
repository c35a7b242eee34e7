#include "morph/ops/rope.h"

#include <bit>
#include <cmath>
#include <map>
#include <numbers>
#include <tuple>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/fusion/graph.h"
#include "morph/ops/fence_program_view.h"
#include "morph/ops/norms.h"
#include "morph/runtime/tensor_checks.h"

namespace morph::ops {

using namespace dsl;

void RopeConfig::check() const {
  MORPH_USER_CHECK(layout == RopeLayout::NeoX || layout == RopeLayout::GptJ, "rope: layout ", static_cast<int>(layout),
                   " is not a RopeLayout (NeoX or GptJ)");
  MORPH_USER_CHECK(static_cast<uint8_t>(scaling) <= static_cast<uint8_t>(RopeScaling::Llama3), "rope: scaling ",
                   static_cast<int>(scaling), " is not a RopeScaling (None, Linear, Ntk, Yarn or Llama3)");
  MORPH_USER_CHECK(head_dim >= 2 && head_dim <= 1024, "rope: head_dim ", head_dim, " must be in [2, 1024]");
  MORPH_USER_CHECK(rot() % 2 == 0 && rot() >= 2 && rot() <= head_dim, "rope: rot_dim ", rot(),
                   " must be even, >= 2 and <= head_dim ", head_dim);
  MORPH_USER_CHECK(theta > 1.0 && std::isfinite(theta), "rope: theta ", theta, " must be finite and > 1");
  MORPH_USER_CHECK(factor >= 1.0 && std::isfinite(factor), "rope: scaling factor ", factor, " must be >= 1");
  if (scaling == RopeScaling::Yarn || scaling == RopeScaling::Llama3)
    MORPH_USER_CHECK(original_max_pos > 0, "rope: ", str(), " needs original_max_pos > 0");
  if (scaling == RopeScaling::Llama3)
    MORPH_USER_CHECK(high_freq_factor > low_freq_factor && low_freq_factor > 0,
                     "rope: llama3 needs 0 < low_freq_factor (", low_freq_factor, ") < high_freq_factor (",
                     high_freq_factor, ")");
  if (scaling == RopeScaling::Ntk) MORPH_USER_CHECK(rot() > 2, "rope: ntk scaling needs rot_dim > 2");
  if (scaling != RopeScaling::Yarn)
    MORPH_USER_CHECK(attention_factor == 0.0, "rope: attention_factor is a YaRN parameter (", str(), ")");
}

std::string RopeConfig::str() const {
  static const char* kScale[] = {"none", "linear", "ntk", "yarn", "llama3"};
  return str_cat(layout == RopeLayout::NeoX ? "neox" : "gptj", " head_dim=", head_dim, " rot=", rot(), " theta=", theta,
                 " scaling=", kScale[static_cast<int>(scaling)],
                 scaling == RopeScaling::None ? "" : str_cat(" factor=", factor));
}

std::vector<double> rope_inv_freq_f64(const RopeConfig& cfg) {
  cfg.check();
  const uint32_t rot = cfg.rot(), half = rot / 2;
  const double d = rot;
  double base = cfg.theta;
  if (cfg.scaling == RopeScaling::Ntk) base = base * std::pow(cfg.factor, d / (d - 2.0));
  std::vector<double> g(half);
  for (uint32_t i = 0; i < half; ++i) g[i] = 1.0 / std::pow(base, (2.0 * i) / d);
  const double pi = std::numbers::pi;
  switch (cfg.scaling) {
    case RopeScaling::None:
    case RopeScaling::Ntk: break;
    case RopeScaling::Linear:
      for (double& v : g) v /= cfg.factor;
      break;
    case RopeScaling::Yarn: {
      // find_correction_range(beta_fast, beta_slow, dim, base, orig) with truncation (HF).
      auto corr = [&](double rotations) {
        return d * std::log(cfg.original_max_pos / (rotations * 2.0 * pi)) / (2.0 * std::log(base));
      };
      double low = std::max(std::floor(corr(cfg.beta_fast)), 0.0);
      double high = std::min(std::ceil(corr(cfg.beta_slow)), d - 1.0);
      if (low == high) high += 0.001;
      for (uint32_t i = 0; i < half; ++i) {
        double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
        double extra = 1.0 - ramp;  // inv_freq_extrapolation_factor
        g[i] = (g[i] / cfg.factor) * (1.0 - extra) + g[i] * extra;
      }
      break;
    }
    case RopeScaling::Llama3: {
      double old_len = cfg.original_max_pos;
      double low_wl = old_len / cfg.low_freq_factor, high_wl = old_len / cfg.high_freq_factor;
      for (double& v : g) {
        double wl = 2.0 * pi / v;
        double scaled = wl > low_wl ? v / cfg.factor : v;
        double smooth = (old_len / wl - cfg.low_freq_factor) / (cfg.high_freq_factor - cfg.low_freq_factor);
        double smoothed = (1.0 - smooth) * scaled / cfg.factor + smooth * scaled;
        bool medium = !(wl < high_wl) && !(wl > low_wl);
        v = medium ? smoothed : scaled;
      }
      break;
    }
  }
  return g;
}

RopeTable rope_table(const RopeConfig& cfg) {
  RopeTable t;
  for (double v : rope_inv_freq_f64(cfg)) t.inv_freq.push_back(static_cast<float>(v));
  if (cfg.scaling == RopeScaling::Yarn)
    t.attention_factor = static_cast<float>(cfg.attention_factor != 0.0 ? cfg.attention_factor
                                            : cfg.factor <= 1.0         ? 1.0
                                                                        : 0.1 * std::log(cfg.factor) + 1.0);
  return t;
}

namespace {

/// The pair (a, b) rotated by frequency i, per layout.
template <class U>
std::pair<U, U> pair_of(RopeLayout layout, U i, uint32_t half) {
  if (layout == RopeLayout::NeoX) return {i, i + half};
  return {i * 2u, i * 2u + 1u};
}

/// Angle, cos and sin of frequency i at `pos` — the one definition (host and traced).
template <class F, class P>
std::pair<F, F> cos_sin(P pos, F inv_freq, float attention_factor) {
  F angle = dsl::cast<float>(pos) * inv_freq;
  auto [c, s] = algebra::math::cos_sin(angle);  // one argument reduction for both
  if (attention_factor != 1.0f) {
    c = c * attention_factor;
    s = s * attention_factor;
  }
  return {c, s};
}

constexpr uint32_t kRowsPerGroup = kRopeWorkgroup / 32;

std::string norm_key(std::optional<float> eps) { return eps ? str_cat(std::bit_cast<uint32_t>(*eps)) : "none"; }

}  // namespace

dsl::KernelRef rope_kernel(const RopeConfig& cfg, std::optional<float> norm_eps, bool rows_share_token) {
  cfg.check();
  const bool share = rows_share_token;
  const uint32_t D = cfg.head_dim, rot = cfg.rot(), half = rot / 2;
  const float af = rope_table(cfg).attention_factor;
  const RopeLayout layout = cfg.layout;
  const fusion::Plan* plan = norm_eps ? &rms_norm_plan(D, *norm_eps) : nullptr;
  std::optional<FenceProgramView> norm;
  if (plan) norm = FenceProgramView::of(*plan, "rope_norm");
  return kernel(
      "rope",
      [&]() {
    Array<float> x = buffer_param<float>("x");
    Array<float> w;
    if (norm) w = buffer_param<float>("w");
    Array<int32_t> pos = buffer_param<int32_t>("pos");
    Array<float> inv_freq = buffer_param<float>("inv_freq");
    Array<float> y = buffer_param<float>("y");
    Val<uint32_t> rows = scalar_param<uint32_t>("rows"), heads = scalar_param<uint32_t>("heads");

    Val<uint32_t> lid = local_id(0);
    Val<uint32_t> item = lid & 31u, sub = lid >> 5u;
    Val<uint32_t> row = group_id(0) * kRowsPerGroup + sub;
    Val<uint32_t> safe = min(row, rows - 1u);  // rows past the end compute row rows-1, store nothing
    Val<uint32_t> base = safe * D;
    Val<bool> valid = row < rows;

    // The row, register-resident: item owns elements item + 32 m.
    const uint32_t P = (D + 31) / 32;
    std::vector<Val<float>> v;
    if (norm) {
      v = norm->eval_resident_subgroup(D, item, [&](const std::string& input, Val<uint32_t> j) -> Val<float> {
        if (input == "x") return x[base + j].read();
        MORPH_CHECK(input == "w", "rope_norm: unexpected norm input ", input);
        return w[j].read();
      });
    } else {
      for (uint32_t m = 0; m < P; ++m) {
        Val<uint32_t> j = (m + 1) * 32 <= D ? item + m * 32u : min(item + m * 32u, D - 1u);
        v.push_back(x[base + j].read());
      }
    }
    // With rows_share_token (heads a multiple of the rows per workgroup) the workgroup's rows
    // are heads of one token: its items compute each pair's cos and sin once for all rows (the
    // same function of the same inputs: the same bits as per row).
    std::optional<Shared<float>> cs_sh;
    if (share) {
      cs_sh = shared<float>(2 * half, "cos_sin");
      Val<int32_t> p0 = pos[(group_id(0) * kRowsPerGroup) / heads].read();
      for (uint32_t m = 0; m * kRopeWorkgroup < half; ++m) {
        Val<uint32_t> i = lid + m * kRopeWorkgroup;
        If(i < half, [&] {
          auto [c, s] = cos_sin(p0, inv_freq[i].read(), af);
          (*cs_sh)[i] = c;
          (*cs_sh)[i + half] = s;
        });
      }
    }
    // Pass-through dims and the shared copy of the row for the pairs.
    Shared<float> row_sh = shared<float>(kRowsPerGroup * D, "row");
    for (uint32_t m = 0; m < P; ++m) {
      Val<uint32_t> j = item + m * 32u;
      If(j < D, [&] { row_sh[sub * D + j] = v[m]; });
      if ((m + 1) * 32 > rot) If(valid && j >= rot && j < D, [&] { y[base + j] = v[m]; });
    }
    barrier();
    Val<int32_t> p = pos[safe / heads].read();
    for (uint32_t m = 0; m * 32 < half; ++m) {
      Val<uint32_t> i = item + m * 32u;
      If(valid && i < half, [&] {
        Val<float> c, s;
        if (share) {
          c = (*cs_sh)[i].read();
          s = (*cs_sh)[i + half].read();
        } else {
          std::tie(c, s) = cos_sin(p, inv_freq[i].read(), af);
        }
        auto [a, b] = pair_of(layout, i, half);
        Val<float> xa = row_sh[sub * D + a], xb = row_sh[sub * D + b];
        y[base + a] = xa * c - xb * s;
        y[base + b] = xb * c + xa * s;
      });
    }
      },
      {},
      Key(std::string_view("rope/2"), static_cast<uint8_t>(layout), D, rot, std::bit_cast<uint32_t>(af),
          norm_key(norm_eps), share));
}

dsl::KernelRef rope_kernel_serial(const RopeConfig& cfg) {
  cfg.check();
  const uint32_t D = cfg.head_dim, rot = cfg.rot(), half = rot / 2;
  const float af = rope_table(cfg).attention_factor;
  const RopeLayout layout = cfg.layout;
  return kernel(
      "rope_serial",
      [&]() {
    Array<float> x = buffer_param<float>("x");
    Array<int32_t> pos = buffer_param<int32_t>("pos");
    Array<float> inv_freq = buffer_param<float>("inv_freq");
    Array<float> y = buffer_param<float>("y");
    Val<uint32_t> rows = scalar_param<uint32_t>("rows"), heads = scalar_param<uint32_t>("heads");
    (void)rows;
    Val<uint32_t> token = group_id(0);
    // The token's cos and sin, once: a loop over the pairs the host compiler runs in vector
    // lanes (no condition around the math, so nothing to if-convert), kept per element j of the
    // rotated dims (both members of pair i hold c_i and s_i) for the loop over elements below.
    Val<int32_t> p = pos[token].read();
    const bool neox = layout == RopeLayout::NeoX;
    Shared<float> cx = shared<float>(rot, "cos"), sx = shared<float>(rot, "sin");
    For(Val<uint32_t>(0u), half, [&](Val<uint32_t> i) {
      auto [c, s] = cos_sin(p, inv_freq[i].read(), af);
      auto [a, b] = pair_of(layout, i, half);
      cx[a] = c;
      cx[b] = c;
      sx[a] = s;
      sx[b] = s;
    });
    // Element j's partner is j + off (j the pair's first member: j < half for NeoX, j even for
    // GPT-J) or j - off. The row's rotated dims are copied to xs (xs[j] = x_j, `off` zeros
    // after) and xt (xt[j] = x_{j-off}, `off` zeros before), so both candidates are contiguous
    // loads and a select picks one, where x[j ± off] would be a gather or an index the host
    // compiler cannot prove free of u32 wrap-around. Each copy stores at its own loop's index
    // (an offset store index, g - base + off, is not affine to GCC either).
    const uint32_t off = neox ? half : 1;
    Shared<float> xs = shared<float>(rot + off, "row"), xt = shared<float>(rot + off, "row_shifted");
    For(Val<uint32_t>(0u), Val<uint32_t>(off), [&](Val<uint32_t> k) {
      xs[k + rot] = 0.0f;
      xt[k] = 0.0f;
    });
    // Each head's row: loops that count the buffer index g itself (base + a column may wrap in
    // u32, which would hide the contiguity from the compiler), their lengths read at run time
    // (inv_freq's length is half): with base + a constant bound GCC counts the trips instead,
    // cannot prove base + trips free of wrap-around, and leaves the loops scalar.
    Val<uint32_t> rot_rt = inv_freq.size() * 2u;
    For(0u, heads, [&](Val<uint32_t> h) {
      Val<uint32_t> base = (token * heads + h) * D;
      For(base, base + rot_rt, [&](Val<uint32_t> g) { xs[g - base] = x[g].read(); });
      For(Val<uint32_t>(off), Val<uint32_t>(rot + off), [&](Val<uint32_t> k) { xt[k] = xs[k - off].read(); });
      For(base, base + rot_rt, [&](Val<uint32_t> g) {
        Val<uint32_t> j = g - base;
        Val<float> c = cx[j], s = sx[j];
        Val<float> xj = xs[j], next = xs[j + off], prev = xt[j];
        Val<bool> first = neox ? j < half : (j & 1u) == 0u;
        // y_a = x_a c − x_b s, y_b = x_b c + x_a s (a the pair's first member, b its second).
        y[g] = select(first, xj * c - next * s, xj * c + prev * s);
      });
      if (rot < D) For(base + rot_rt, base + rot_rt + (D - rot), [&](Val<uint32_t> g) { y[g] = x[g].read(); });
    });
      },
      {}, Key(std::string_view("rope_serial/4"), static_cast<uint8_t>(layout), D, rot, std::bit_cast<uint32_t>(af)));
}

namespace {

void check_x(const rt::Tensor& x, const RopeConfig& cfg, const char* op) {
  MORPH_USER_CHECK(x.dtype == ir::Type::F32 && !x.shape.empty() && x.cols() == cfg.head_dim, op,
                   ": x must be [..., head_dim=", cfg.head_dim, "] f32, got ", x.shape_str());
  MORPH_USER_CHECK(x.rows() < (uint64_t{1} << 31) / cfg.head_dim, op, ": x ", x.shape_str(), " is too large");
}

}  // namespace

RopeCall rope_prepare(rt::Device& dev, const rt::Tensor& x, const rt::Tensor* w, const rt::Tensor& pos,
                      const RopeConfig& cfg, std::optional<float> eps) {
  const char* op = eps ? "rope_norm" : "rope";
  cfg.check();
  check_x(x, cfg, op);
  MORPH_USER_CHECK(eps.has_value() == (w != nullptr), op, ": the norm weight w is given exactly when eps is");
  MORPH_USER_CHECK(pos.dtype == ir::Type::I32 && pos.shape.size() == 1, op, ": pos must be [tokens] i32, got ",
                   pos.shape_str());
  MORPH_USER_CHECK(x.shape.size() == 2 || x.shape.size() == 3, op,
                   ": x must be [tokens, heads, head_dim] or [rows, head_dim] f32, got ", x.shape_str());
  uint64_t rows = x.rows(), tokens = pos.numel();
  if (x.shape.size() == 3)
    MORPH_USER_CHECK(x.shape[0] == tokens, op, ": x ", x.shape_str(), " has ", x.shape[0], " tokens but pos has ",
                     tokens, " (x: [tokens, heads, head_dim], pos: [tokens])");
  else
    MORPH_USER_CHECK(tokens == 0 ? rows == 0 : rows % tokens == 0, op, ": x has ", rows,
                     " rows, not a multiple of the ", tokens,
                     " positions (x: [tokens x heads, head_dim], pos: [tokens])");
  rt::check_backed(x, op, "x");
  rt::check_backed(pos, op, "pos");
  if (w) {
    MORPH_USER_CHECK(w->dtype == ir::Type::F32 && w->numel() == cfg.head_dim, op, ": w must be [", cfg.head_dim,
                     "] f32, got ", w->shape_str());
    rt::check_backed(*w, op, "w");
  }
  RopeCall call;
  call.cfg = cfg, call.eps = eps, call.x_shape = x.shape;
  call.rows = static_cast<uint32_t>(rows);
  call.heads = static_cast<uint32_t>(x.shape.size() == 3 ? x.shape[1] : tokens == 0 ? 1 : rows / tokens);
  if (w) call.w = *w;
  call.pos = pos;
  call.serial = dev.caps().cheap_workgroups;
  if (eps && call.serial) call.normed = rt::Tensor::empty(dev, ir::Type::F32, {rows, cfg.head_dim});
  RopeTable table = rope_table(cfg);
  call.freq = rt::Tensor::empty(dev, ir::Type::F32, {table.inv_freq.size()});
  call.freq.upload(table.inv_freq);
  return call;
}

void RopeCall::enqueue(rt::Device& dev, const rt::Tensor& x, rt::Tensor& y) const {
  MORPH_USER_CHECK(x.dtype == ir::Type::F32 && x.shape == x_shape && y.dtype == ir::Type::F32 && y.shape == x_shape,
                   "rope: x and y must be ", rt::Tensor{nullptr, {}, ir::Type::F32, x_shape}.shape_str(),
                   " f32 as prepared, got ", x.shape_str(), " and ", y.shape_str());
  rt::check_backed(x, "rope", "x");
  rt::check_backed(y, "rope", "y");
  if (rows == 0) return;
  const rt::Tensor* in = &x;
  if (serial && eps) {
    // The norm as its own row fence (the device's schedule: serial rows on the cpu), then the
    // rotation of its output: the same f32 values the fused kernel keeps in registers.
    rt::Tensor x2 = x;
    x2.shape = {rows, cfg.head_dim};
    std::map<std::string, rt::Tensor> out{{"y", normed}};
    rms_norm_plan(cfg.head_dim, *eps).execute_into(dev, {{"x", x2}, {"w", w}}, out);
    in = &normed;
  }
  const bool fused_norm = eps && !serial;
  std::vector<rt::LaunchArg> args{rt::arg(in->buffer)};
  if (fused_norm) args.push_back(rt::arg(w.buffer));
  args.push_back(rt::arg(pos.buffer));
  args.push_back(rt::arg(freq.buffer));
  args.push_back(rt::arg(y.buffer));
  args.push_back(rt::arg(rows));
  args.push_back(rt::arg(heads));
  if (serial)
    dev.launch(rope_kernel_serial(cfg), {rows / heads}, {1}, args);
  else
    dev.launch(rope_kernel(cfg, eps, heads % kRowsPerGroup == 0), {(rows + kRowsPerGroup - 1) / kRowsPerGroup},
               {kRopeWorkgroup}, args);
}

namespace {

rt::Tensor run(rt::Device& dev, const rt::Tensor& x, const rt::Tensor* w, const rt::Tensor& pos, const RopeConfig& cfg,
               std::optional<float> eps) {
  RopeCall call = rope_prepare(dev, x, w, pos, cfg, eps);
  rt::Tensor y = rt::Tensor::empty(dev, ir::Type::F32, x.shape);
  call.enqueue(dev, x, y);
  return y;
}

}  // namespace

rt::Tensor rope(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& pos, const RopeConfig& cfg) {
  return run(dev, x, nullptr, pos, cfg, std::nullopt);
}

rt::Tensor rope_norm(rt::Device& dev, const rt::Tensor& x, const rt::Tensor& w, const rt::Tensor& pos,
                     const RopeConfig& cfg, float eps) {
  return run(dev, x, &w, pos, cfg, eps);
}

// ---- references ---------------------------------------------------------------------------------

std::vector<float> rope_ref(const std::vector<float>& x, const std::vector<int32_t>& pos, uint32_t heads,
                            const RopeConfig& cfg) {
  cfg.check();
  const uint32_t D = cfg.head_dim, half = cfg.rot() / 2;
  MORPH_USER_CHECK(x.size() == pos.size() * heads * D, "rope_ref: x has ", x.size(), " elements, expected ", pos.size(),
                   " x ", heads, " x ", D);
  RopeTable t = rope_table(cfg);
  std::vector<float> y = x;
  for (size_t r = 0; r < x.size() / D; ++r) {
    const float* xr = x.data() + r * D;
    float* yr = y.data() + r * D;
    for (uint32_t i = 0; i < half; ++i) {
      auto [c, s] = cos_sin(pos[r / heads], t.inv_freq[i], t.attention_factor);
      auto [a, b] = pair_of(cfg.layout, i, half);
      yr[a] = xr[a] * c - xr[b] * s;
      yr[b] = xr[b] * c + xr[a] * s;
    }
  }
  return y;
}

std::vector<float> rope_norm_ref(const std::vector<float>& x, const std::vector<float>& w,
                                 const std::vector<int32_t>& pos, uint32_t heads, const RopeConfig& cfg, float eps) {
  cfg.check();
  const uint32_t D = cfg.head_dim;
  MORPH_USER_CHECK(w.size() == D, "rope_norm_ref: w has ", w.size(), " elements, expected ", D);
  std::vector<float> n = fusion::eval_host(rms_norm_graph(D, eps), x.size() / D, {{"x", x}, {"w", w}}).at("y");
  return rope_ref(n, pos, heads, cfg);
}

std::vector<double> rope_f64(const std::vector<float>& x, const std::vector<float>* w, const std::vector<int32_t>& pos,
                             uint32_t heads, const RopeConfig& cfg, float eps) {
  const uint32_t D = cfg.head_dim, half = cfg.rot() / 2;
  std::vector<double> g = rope_inv_freq_f64(cfg);
  double af = rope_table(cfg).attention_factor;
  if (cfg.scaling == RopeScaling::Yarn && cfg.attention_factor == 0.0)
    af = cfg.factor <= 1 ? 1 : 0.1 * std::log(cfg.factor) + 1;
  std::vector<double> y(x.size());
  for (size_t r = 0; r < x.size() / D; ++r) {
    std::vector<double> v(x.begin() + r * D, x.begin() + (r + 1) * D);
    if (w) {
      double ss = 0;
      for (double e : v) ss += e * e;
      double s = 1.0 / std::sqrt(ss / D + eps);
      for (uint32_t j = 0; j < D; ++j) v[j] = v[j] * s * (*w)[j];
    }
    for (uint32_t j = 0; j < D; ++j) y[r * D + j] = v[j];
    for (uint32_t i = 0; i < half; ++i) {
      double angle = static_cast<double>(pos[r / heads]) * g[i];
      double c = std::cos(angle) * af, s = std::sin(angle) * af;
      auto [a, b] = pair_of(cfg.layout, i, half);
      y[r * D + a] = v[a] * c - v[b] * s;
      y[r * D + b] = v[b] * c + v[a] * s;
    }
  }
  return y;
}

}  // namespace morph::ops
