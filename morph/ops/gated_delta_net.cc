#include "morph/ops/gated_delta_net.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "morph/algebra/math.h"
#include "morph/base/error.h"
#include "morph/reduce/butterfly.h"
#include "morph/runtime/tensor_checks.h"

namespace morph::ops {

using namespace dsl;
using reduce::butterfly32;
using reduce::butterfly_groups;
using reduce::Combine;

float GdnConfig::scale_value() const {
  return scale != 0.0f ? scale : static_cast<float>(1.0 / std::sqrt(static_cast<double>(head_dim_k)));
}

void GdnConfig::check() const {
  MORPH_USER_CHECK(n_k_heads >= 1 && n_v_heads >= 1 && n_v_heads % n_k_heads == 0, "gated_delta_net: n_v_heads ",
                   n_v_heads, " must be a positive multiple of n_k_heads ", n_k_heads);
  MORPH_USER_CHECK(head_dim_k % 32 == 0 && head_dim_k >= 32 && head_dim_k <= 256, "gated_delta_net: head_dim_k ",
                   head_dim_k, " must be a multiple of 32 in [32, 256]");
  MORPH_USER_CHECK(head_dim_v % 32 == 0 && head_dim_v >= 32 && head_dim_v <= 1024, "gated_delta_net: head_dim_v ",
                   head_dim_v, " must be a multiple of 32 in [32, 1024]");
  MORPH_USER_CHECK(std::isfinite(scale), "gated_delta_net: scale ", scale, " must be finite (0: 1/sqrt(head_dim_k))");
  MORPH_USER_CHECK(std::isfinite(l2norm_eps) && l2norm_eps >= 0.0f, "gated_delta_net: l2norm_eps ", l2norm_eps,
                   " must be finite and >= 0");
}

std::string GdnConfig::str() const {
  return str_cat("gated_delta_net Hk=", n_k_heads, " Hv=", n_v_heads, " Dk=", head_dim_k, " Dv=", head_dim_v,
                 qk_l2norm ? str_cat(" qk_l2norm eps=", l2norm_eps) : std::string(),
                 scale != 0.0f ? str_cat(" scale=", scale) : std::string());
}

namespace {

/// The kernels' parameters, in launch order (GdnCall::enqueue): q, k, v, g, beta, state, out,
/// tokens, scale, eps.
struct GdnParams {
  Array<float> q, k, v, g, beta, state, out;
  Val<uint32_t> T;
  Val<float> scale, eps;
  GdnParams() {
    q = buffer_param<float>("q"), k = buffer_param<float>("k"), v = buffer_param<float>("v");
    g = buffer_param<float>("g"), beta = buffer_param<float>("beta");
    state = buffer_param<float>("state"), out = buffer_param<float>("out");
    T = scalar_param<uint32_t>("tokens");
    scale = scalar_param<float>("scale"), eps = scalar_param<float>("eps");
  }
};

}  // namespace

dsl::KernelRef gdn_kernel(const GdnConfig& c) {
  c.check();
  const uint32_t DK = c.head_dim_k, DV = c.head_dim_v, NG = DK / 32, Hk = c.n_k_heads, Hv = c.n_v_heads;
  const uint32_t R = c.group_size();
  const bool l2 = c.qk_l2norm;
  return kernel(
      "gated_delta_net",
      [&]() {
    auto [q, k, v, g, beta, state, out, T, scale, eps] = GdnParams();

    Val<uint32_t> lid = local_id(0), m = lid / 32u, cl = lid % 32u;
    Val<uint32_t> h = group_id(1), b = group_id(2), col = group_id(0) * 32u + cl, hk = h / R;
    // q and k of the token, staged once per workgroup; the group values of S'^T k and S''^T q
    // (one buffer each: a barrier separates every write from the reads before it); the groups'
    // sums of squares for the L2 norms.
    Shared<float> ksh = shared<float>(DK, "k"), qsh = shared<float>(DK, "q");
    Shared<float> kvp = shared<float>(DK, "kv_groups"), op = shared<float>(DK, "o_groups");
    Shared<float> nsq = shared<float>(2 * NG, "norm_groups");

    // Rows 32m … 32m+31 of column `col`: S_ij at ((b Hv + h) Dk + i) Dv + j (a subgroup's items
    // read 32 consecutive columns of one row per load).
    Val<uint32_t> sbase = ((b * Hv + h) * DK + m * 32u) * DV + col;
    std::vector<Var<float>> s;
    s.reserve(32);
    for (uint32_t r = 0; r < 32; ++r) s.emplace_back(state[sbase + r * DV].read());

    // Token t's inputs are loaded during token t - 1 (the next token's loads are issued before
    // the current token's arithmetic, so their latency is not on the recurrence's path).
    auto qk_at = [&](Val<uint32_t> t) { return ((b * T + t) * Hk + hk) * DK + lid; };
    auto vh_at = [&](Val<uint32_t> t) { return (b * T + t) * Hv + h; };
    Val<uint32_t> t0(0u);
    Var<float> kn(k[qk_at(t0)].read()), qn(q[qk_at(t0)].read()), vn(v[vh_at(t0) * DV + col].read());
    Var<float> gn(g[vh_at(t0)].read()), bn(beta[vh_at(t0)].read());
    For(Val<uint32_t>(0u), T, [&](Val<uint32_t> t) {
      Val<uint32_t> vh = vh_at(t);
      ksh[lid] = kn.read();
      qsh[lid] = qn.read();
      Val<float> vj = vn, gt = gn, bt = bn;
      Val<uint32_t> tn = min(t + 1u, T - 1u);
      kn = k[qk_at(tn)].read();
      qn = q[qk_at(tn)].read();
      vn = v[vh_at(tn) * DV + col].read();
      gn = g[vh_at(tn)].read();
      bn = beta[vh_at(tn)].read();
      barrier();
      Val<float> rk(1.0f), rq(1.0f);
      if (l2) {
        // Group m's butterfly of the squares (every item of the subgroup computes the same
        // value), then the groups' butterfly over the shared group values.
        std::vector<Val<float>> kk, qq;
        for (uint32_t r = 0; r < 32; ++r) {
          Val<float> a = ksh[m * 32u + r], e = qsh[m * 32u + r];
          kk.push_back(a * a);
          qq.push_back(e * e);
        }
        Val<float> gk = butterfly32(Combine::Sum, kk), gq = butterfly32(Combine::Sum, qq);
        If(cl == 0u, [&] {
          nsq[m] = gk;
          nsq[m + NG] = gq;
        });
        barrier();
        std::vector<Val<float>> gks, gqs;
        for (uint32_t gg = 0; gg < NG; ++gg) {
          gks.push_back(nsq[gg].read());
          gqs.push_back(nsq[gg + NG].read());
        }
        rk = algebra::math::rsqrt(butterfly_groups(Combine::Sum, gks) + eps);
        rq = algebra::math::rsqrt(butterfly_groups(Combine::Sum, gqs) + eps);
      }
      std::vector<Val<float>> kh, qh;
      for (uint32_t r = 0; r < 32; ++r) {
        Val<float> kr = ksh[m * 32u + r], qr = qsh[m * 32u + r];
        kh.push_back(l2 ? kr * rk : kr);
        qh.push_back((l2 ? qr * rq : qr) * scale);
      }
      Val<float> alpha = algebra::math::exp(gt);
      std::vector<Val<float>> pk;
      for (uint32_t r = 0; r < 32; ++r) {
        s[r] = s[r].read() * alpha;
        pk.push_back(s[r].read() * kh[r]);
      }
      kvp[m * 32u + cl] = butterfly32(Combine::Sum, pk);
      barrier();
      std::vector<Val<float>> kg;
      for (uint32_t gg = 0; gg < NG; ++gg) kg.push_back(kvp[gg * 32u + cl].read());
      Val<float> delta = (vj - butterfly_groups(Combine::Sum, kg)) * bt;
      std::vector<Val<float>> po;
      for (uint32_t r = 0; r < 32; ++r) {
        s[r] = s[r].read() + kh[r] * delta;
        po.push_back(s[r].read() * qh[r]);
      }
      op[m * 32u + cl] = butterfly32(Combine::Sum, po);
      barrier();
      If(m == 0u, [&] {
        std::vector<Val<float>> og;
        for (uint32_t gg = 0; gg < NG; ++gg) og.push_back(op[gg * 32u + cl].read());
        out[vh * DV + col] = butterfly_groups(Combine::Sum, og);
      });
    });
    for (uint32_t r = 0; r < 32; ++r) state[sbase + r * DV] = s[r].read();
      },
      {}, Key(std::string_view("gated_delta_net/2"), DK, DV, Hk, Hv, l2));
}

dsl::KernelRef gdn_kernel_serial(const GdnConfig& c) {
  c.check();
  const uint32_t DK = c.head_dim_k, DV = c.head_dim_v, NG = DK / 32, Hk = c.n_k_heads, Hv = c.n_v_heads;
  const uint32_t R = c.group_size(), CB = gdn_serial_columns(c);
  const bool l2 = c.qk_l2norm;
  return kernel(
      "gated_delta_net_serial",
      [&]() {
    auto [q, k, v, g, beta, state, out, T, scale, eps] = GdnParams();
    Val<uint32_t> h = group_id(1), b = group_id(2), col0 = group_id(0) * CB, hk = h / R;
    // The block's state (Dk rows of CB columns) in a workgroup array for all the tokens: its
    // indices are affine in the loop counters, so the host compiler runs the loops over the
    // columns in vector lanes (a buffer index base + i Dv + j could wrap in u32 as far as it
    // knows); kh, qh: the token's k̂ and q̃; gv: the group values of a tree per column.
    Shared<float> st = shared<float>(DK * CB, "state"), kh = shared<float>(DK, "k_hat"),
                  qh = shared<float>(DK, "q_tilde");
    Shared<float> gv = shared<float>(NG * CB, "group_values"), delta = shared<float>(CB, "delta");
    Shared<float> sq = shared<float>(DK, "squares");
    Val<uint32_t> sbase = (b * Hv + h) * DK * DV + col0;
    For(Val<uint32_t>(0u), Val<uint32_t>(DK), [&](Val<uint32_t> i) {
      For(Val<uint32_t>(0u), Val<uint32_t>(CB),
          [&](Val<uint32_t> jj) { st[i * CB + jj] = state[sbase + i * DV + jj].read(); });
    });
    // The canonical tree (docs/reductions.md) of sq's DK values, in place: each group's butterfly
    // level by level (lane 0's view), then the groups' butterfly.
    auto tree_of_sq = [&] {
      for (uint32_t s = 16; s >= 1; s /= 2)
        For(Val<uint32_t>(0u), Val<uint32_t>(NG), [&](Val<uint32_t> gi) {
          For(Val<uint32_t>(0u), Val<uint32_t>(s), [&](Val<uint32_t> l) {
            Val<uint32_t> i = gi * 32u + l;
            sq[i] = sq[i].read() + sq[i + s].read();
          });
        });
      std::vector<Val<float>> gs;
      for (uint32_t gi = 0; gi < NG; ++gi) gs.push_back(sq[gi * 32u].read());
      return butterfly_groups(Combine::Sum, gs);
    };
    // Per column j of the block, the group values of tree_i(term(i, j)) into gv, then the trees.
    auto column_trees = [&](auto&& term, auto&& use) {
      For(Val<uint32_t>(0u), Val<uint32_t>(NG), [&](Val<uint32_t> gi) {
        For(Val<uint32_t>(0u), Val<uint32_t>(CB), [&](Val<uint32_t> jj) {
          std::vector<Val<float>> x;
          for (uint32_t l = 0; l < 32; ++l) x.push_back(term(gi * 32u + l, jj));
          gv[gi * CB + jj] = butterfly32(Combine::Sum, x);
        });
      });
      For(Val<uint32_t>(0u), Val<uint32_t>(CB), [&](Val<uint32_t> jj) {
        std::vector<Val<float>> gs;
        for (uint32_t gi = 0; gi < NG; ++gi) gs.push_back(gv[gi * CB + jj].read());
        use(jj, butterfly_groups(Combine::Sum, gs));
      });
    };
    For(Val<uint32_t>(0u), T, [&](Val<uint32_t> t) {
      Val<uint32_t> qk_at = ((b * T + t) * Hk + hk) * DK, vh = (b * T + t) * Hv + h;
      Val<float> rk(1.0f), rq(1.0f);
      if (l2) {
        For(Val<uint32_t>(0u), Val<uint32_t>(DK), [&](Val<uint32_t> i) {
          Val<float> x = k[qk_at + i].read();
          sq[i] = x * x;
        });
        rk = algebra::math::rsqrt(tree_of_sq() + eps);
        For(Val<uint32_t>(0u), Val<uint32_t>(DK), [&](Val<uint32_t> i) {
          Val<float> x = q[qk_at + i].read();
          sq[i] = x * x;
        });
        rq = algebra::math::rsqrt(tree_of_sq() + eps);
      }
      For(Val<uint32_t>(0u), Val<uint32_t>(DK), [&](Val<uint32_t> i) {
        Val<float> kr = k[qk_at + i].read(), qr = q[qk_at + i].read();
        kh[i] = l2 ? kr * rk : kr;
        qh[i] = (l2 ? qr * rq : qr) * scale;
      });
      Val<float> alpha = algebra::math::exp(g[vh].read()), bt = beta[vh].read();
      // Steps 2-3: S' = S alpha (stored) and its products with k̂ in one pass.
      column_trees(
          [&](Val<uint32_t> i, Val<uint32_t> jj) {
        Val<float> s1 = st[i * CB + jj].read() * alpha;
        st[i * CB + jj] = s1;
        return s1 * kh[i].read();
          },
          [&](Val<uint32_t> jj, Val<float> kv) { delta[jj] = (v[vh * DV + col0 + jj].read() - kv) * bt; });
      // Steps 5-6: S'' = S' + k̂ δ (stored) and its products with q̃.
      column_trees(
          [&](Val<uint32_t> i, Val<uint32_t> jj) {
        Val<float> s2 = st[i * CB + jj].read() + kh[i].read() * delta[jj].read();
        st[i * CB + jj] = s2;
        return s2 * qh[i].read();
          },
          [&](Val<uint32_t> jj, Val<float> o) { out[vh * DV + col0 + jj] = o; });
    });
    For(Val<uint32_t>(0u), Val<uint32_t>(DK), [&](Val<uint32_t> i) {
      For(Val<uint32_t>(0u), Val<uint32_t>(CB),
          [&](Val<uint32_t> jj) { state[sbase + i * DV + jj] = st[i * CB + jj].read(); });
    });
      },
      {}, Key(std::string_view("gated_delta_net_serial/1"), DK, DV, Hk, Hv, l2, CB));
}

uint32_t gdn_serial_columns(const GdnConfig& c) { return c.head_dim_v % 64 == 0 ? 64 : 32; }

namespace {

void check_f32(const rt::Tensor& t, const char* name, const std::vector<uint64_t>& want) {
  MORPH_USER_CHECK(t.dtype == ir::Type::F32 && t.shape == want, "gated_delta_net: ", name, " must be ",
                   rt::Tensor{nullptr, {}, ir::Type::F32, want}.shape_str(), ", got ", t.shape_str());
  rt::check_backed(t, "gated_delta_net", name);
}

}  // namespace

GdnCall gdn_prepare(const GdnConfig& c, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v,
                    const rt::Tensor& g, const rt::Tensor& beta, const rt::Tensor& state) {
  c.check();
  MORPH_USER_CHECK(q.shape.size() == 4, "gated_delta_net: q must be [batch, tokens, n_k_heads=", c.n_k_heads,
                   ", head_dim_k=", c.head_dim_k, "], got ", q.shape_str());
  GdnCall call;
  call.c = c;
  const uint64_t B = q.shape[0], T = q.shape[1];
  call.qk_shape = {B, T, c.n_k_heads, c.head_dim_k};
  call.v_shape = {B, T, c.n_v_heads, c.head_dim_v};
  call.gb_shape = {B, T, c.n_v_heads};
  call.state_shape = {B, c.n_v_heads, c.head_dim_k, c.head_dim_v};
  check_f32(q, "q", call.qk_shape);
  check_f32(k, "k", call.qk_shape);
  check_f32(v, "v", call.v_shape);
  check_f32(g, "g", call.gb_shape);
  check_f32(beta, "beta", call.gb_shape);
  check_f32(state, "state", call.state_shape);
  // The state is updated in place while q, k, v, g and beta are read.
  rt::check_not_aliased(state, "gated_delta_net", "state",
                        {{&q, "q"}, {&k, "k"}, {&v, "v"}, {&g, "g"}, {&beta, "beta"}});
  MORPH_USER_CHECK(B >= 1 && B <= 65535, "gated_delta_net: batch ", B, " must be in [1, 65535]");
  // Every element index of the kernel fits u32.
  const uint64_t big = std::max({B * T * c.n_k_heads * c.head_dim_k, B * T * c.n_v_heads * c.head_dim_v,
                                 B * c.n_v_heads * c.head_dim_k * c.head_dim_v});
  MORPH_USER_CHECK(big < (uint64_t{1} << 32), "gated_delta_net: tensors of ", big,
                   " elements exceed the kernel's 32-bit indices (split the batch or the tokens)");
  call.batch = static_cast<uint32_t>(B);
  call.tokens = static_cast<uint32_t>(T);
  return call;
}

void GdnCall::enqueue(rt::Device& dev, const rt::Tensor& q, const rt::Tensor& k, const rt::Tensor& v,
                      const rt::Tensor& g, const rt::Tensor& beta, rt::Tensor& state, rt::Tensor& out) const {
  check_f32(q, "q", qk_shape);
  check_f32(k, "k", qk_shape);
  check_f32(v, "v", v_shape);
  check_f32(g, "g", gb_shape);
  check_f32(beta, "beta", gb_shape);
  check_f32(state, "state", state_shape);
  check_f32(out, "out", v_shape);
  // The state is updated in place while q, k, v, g and beta are read.
  rt::check_not_aliased(state, "gated_delta_net", "state",
                        {{&q, "q"}, {&k, "k"}, {&v, "v"}, {&g, "g"}, {&beta, "beta"}});
  rt::check_not_aliased(out, "gated_delta_net", "out",
                        {{&q, "q"}, {&k, "k"}, {&v, "v"}, {&g, "g"}, {&beta, "beta"}, {&state, "state"}});
  if (tokens == 0) return;
  std::vector<rt::LaunchArg> args{
      rt::arg(q.buffer),     rt::arg(k.buffer),   rt::arg(v.buffer), rt::arg(g.buffer),        rt::arg(beta.buffer),
      rt::arg(state.buffer), rt::arg(out.buffer), rt::arg(tokens),   rt::arg(c.scale_value()), rt::arg(c.l2norm_eps)};
  if (dev.caps().cheap_workgroups)  // the cpu backend: one item per block of state columns
    dev.launch(gdn_kernel_serial(c), {c.head_dim_v / gdn_serial_columns(c), c.n_v_heads, batch}, {1}, args);
  else
    dev.launch(gdn_kernel(c), {c.head_dim_v / 32, c.n_v_heads, batch}, {c.head_dim_k}, args);
}

rt::Tensor gated_delta_net(rt::Device& dev, const GdnConfig& c, const rt::Tensor& q, const rt::Tensor& k,
                           const rt::Tensor& v, const rt::Tensor& g, const rt::Tensor& beta, rt::Tensor& state) {
  GdnCall call = gdn_prepare(c, q, k, v, g, beta, state);
  rt::Tensor out = rt::Tensor::empty(dev, ir::Type::F32, call.v_shape);
  call.enqueue(dev, q, k, v, g, beta, state, out);
  return out;
}

// ---- references ---------------------------------------------------------------------------------

namespace {

void check_host(const GdnConfig& c, const GdnHostInputs& in) {
  c.check();
  const size_t BT = size_t{in.batch} * in.tokens;
  MORPH_USER_CHECK(in.q.size() == BT * c.n_k_heads * c.head_dim_k && in.k.size() == in.q.size() &&
                       in.v.size() == BT * c.n_v_heads * c.head_dim_v && in.g.size() == BT * c.n_v_heads &&
                       in.beta.size() == in.g.size() &&
                       in.state.size() == size_t{in.batch} * c.n_v_heads * c.head_dim_k * c.head_dim_v,
                   "gated_delta_net_ref: input sizes do not match ", c.str(), " at batch ", in.batch, ", tokens ",
                   in.tokens);
}

}  // namespace

std::pair<std::vector<float>, std::vector<float>> gated_delta_net_ref(const GdnConfig& c, const GdnHostInputs& in) {
  check_host(c, in);
  const uint32_t DK = c.head_dim_k, DV = c.head_dim_v, Hk = c.n_k_heads, Hv = c.n_v_heads, R = c.group_size();
  const float scale = c.scale_value();
  std::vector<float> S = in.state, out(in.v.size());
  std::vector<float> kh(DK), qh(DK), kv(DV);
  for (uint32_t b = 0; b < in.batch; ++b)
    for (uint32_t t = 0; t < in.tokens; ++t)
      for (uint32_t h = 0; h < Hv; ++h) {
        const size_t bt = size_t{b} * in.tokens + t, vh = bt * Hv + h;
        const float* kr = in.k.data() + (bt * Hk + h / R) * DK;
        const float* qr = in.q.data() + (bt * Hk + h / R) * DK;
        float rk = 1.0f, rq = 1.0f;
        if (c.qk_l2norm) {
          rk = algebra::math::rsqrt(reduce::host_reduce_fn(Combine::Sum, DK, [&](size_t i) { return kr[i] * kr[i]; }) +
                                    c.l2norm_eps);
          rq = algebra::math::rsqrt(reduce::host_reduce_fn(Combine::Sum, DK, [&](size_t i) { return qr[i] * qr[i]; }) +
                                    c.l2norm_eps);
        }
        for (uint32_t i = 0; i < DK; ++i) {
          kh[i] = c.qk_l2norm ? kr[i] * rk : kr[i];
          qh[i] = (c.qk_l2norm ? qr[i] * rq : qr[i]) * scale;
        }
        float* s = S.data() + (size_t{b} * Hv + h) * DK * DV;
        const float alpha = algebra::math::exp(in.g[vh]), bt_ = in.beta[vh];
        for (size_t e = 0; e < size_t{DK} * DV; ++e) s[e] = s[e] * alpha;
        for (uint32_t j = 0; j < DV; ++j)
          kv[j] = reduce::host_reduce_fn(Combine::Sum, DK, [&](size_t i) { return s[i * DV + j] * kh[i]; });
        for (uint32_t i = 0; i < DK; ++i)
          for (uint32_t j = 0; j < DV; ++j)
            s[size_t{i} * DV + j] = s[size_t{i} * DV + j] + kh[i] * ((in.v[vh * DV + j] - kv[j]) * bt_);
        for (uint32_t j = 0; j < DV; ++j)
          out[vh * DV + j] = reduce::host_reduce_fn(Combine::Sum, DK, [&](size_t i) { return s[i * DV + j] * qh[i]; });
      }
  return {std::move(out), std::move(S)};
}

std::vector<double> gated_delta_net_f64(const GdnConfig& c, const GdnHostInputs& in) {
  check_host(c, in);
  const uint32_t DK = c.head_dim_k, DV = c.head_dim_v, Hk = c.n_k_heads, Hv = c.n_v_heads, R = c.group_size();
  const double scale = c.scale != 0.0f ? c.scale : 1.0 / std::sqrt(static_cast<double>(DK));
  std::vector<double> S(in.state.begin(), in.state.end()), out(in.v.size());
  std::vector<double> kh(DK), qh(DK), kv(DV);
  for (uint32_t b = 0; b < in.batch; ++b)
    for (uint32_t t = 0; t < in.tokens; ++t)
      for (uint32_t h = 0; h < Hv; ++h) {
        const size_t bt = size_t{b} * in.tokens + t, vh = bt * Hv + h;
        const float* kr = in.k.data() + (bt * Hk + h / R) * DK;
        const float* qr = in.q.data() + (bt * Hk + h / R) * DK;
        double sk = 0, sq = 0;
        for (uint32_t i = 0; i < DK; ++i) sk += double(kr[i]) * kr[i], sq += double(qr[i]) * qr[i];
        const double rk = c.qk_l2norm ? 1.0 / std::sqrt(sk + c.l2norm_eps) : 1.0;
        const double rq = c.qk_l2norm ? 1.0 / std::sqrt(sq + c.l2norm_eps) : 1.0;
        for (uint32_t i = 0; i < DK; ++i) kh[i] = kr[i] * rk, qh[i] = qr[i] * rq * scale;
        double* s = S.data() + (size_t{b} * Hv + h) * DK * DV;
        const double alpha = std::exp(double(in.g[vh]));
        for (size_t e = 0; e < size_t{DK} * DV; ++e) s[e] *= alpha;
        for (uint32_t j = 0; j < DV; ++j) {
          kv[j] = 0;
          for (uint32_t i = 0; i < DK; ++i) kv[j] += s[size_t{i} * DV + j] * kh[i];
        }
        for (uint32_t i = 0; i < DK; ++i)
          for (uint32_t j = 0; j < DV; ++j)
            s[size_t{i} * DV + j] += kh[i] * ((in.v[vh * DV + j] - kv[j]) * in.beta[vh]);
        for (uint32_t j = 0; j < DV; ++j) {
          double o = 0;
          for (uint32_t i = 0; i < DK; ++i) o += s[size_t{i} * DV + j] * qh[i];
          out[vh * DV + j] = o;
        }
      }
  return out;
}

}  // namespace morph::ops
