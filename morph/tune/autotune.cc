#include "morph/tune/autotune.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <mutex>
#include <set>

#include "morph/base/hash.h"
#include "morph/tune/map_tunable.h"
#include "morph/tune/plan_tunable.h"
#include "morph/tune/row_tunable.h"

namespace morph::tune {

namespace {

// MORPH_AUTOTUNE's fallback to the default schedule is said (once per family and reason) rather
// than silent: a cache entry that is unreadable or names no candidate, or a lookup that failed.
// The run goes on with the default, which is always correct (the same bits).
void warn_default(const std::string& family, std::string why, bool cache_entry = true) {
  static std::mutex mu;
  static std::set<std::string> said;
  std::lock_guard<std::mutex> lock(mu);
  if (!said.insert(family + "\n" + why).second) return;
  if (why.rfind(family + ": ", 0) == 0) why.erase(0, family.size() + 2);  // not "plan: plan: ..."
  std::cerr << "morph: MORPH_AUTOTUNE: " << family << ": " << why << "; the default schedule runs"
            << (cache_entry ? " (`morph tune` rebuilds the entry)" : "") << "\n";
}

// Tuner::lookup, saying so when an entry was there but unreadable or named no candidate.
std::optional<TuneResult> cached_winner(Tuner& tuner, rt::Device& dev, const Tunable& t, const ShapeClass& sc) {
  bool corrupt = false;
  std::optional<TuneResult> r = tuner.lookup(dev, t, sc, &corrupt);
  if (corrupt) warn_default(t.family, "the cached winner is unreadable or names no candidate");
  return r;
}

constexpr uint64_t kProbeSeed = 0x6d6f727068;  // fixed: the probe is the same in every process

struct Memo {
  std::mutex mu;
  std::map<uint64_t, fusion::PlanOptions> plans;
  std::map<uint64_t, ops::AttnConfig> attn;
  std::map<uint64_t, quant::MatvecSchedule> matvec;
};
Memo& memo() {
  static Memo m;
  return m;
}

}  // namespace

ShapeClass graph_shape_class(const fusion::Graph& g, uint64_t rows) {
  uint32_t cols = 1;
  const fusion::Plan plan = fusion::Plan::fused(g);  // named: a range-for over a temporary's member dangles
  for (const fusion::Launch& L : plan.launches()) cols = std::max(cols, L.cols);
  return shape_class(std::max<uint64_t>(rows, 1), cols);
}

fusion::PlanOptions tuned_plan_options(rt::Device& dev, const fusion::Graph& g, uint64_t rows, bool force,
                                       const std::string& root) {
  if (!force && !autotune_enabled()) return {};
  const fusion::Plan plain = fusion::Plan::fused(g);
  const ShapeClass sc = graph_shape_class(g, rows);
  Hasher h;
  h.add(std::string_view(device_fingerprint(dev)));
  h.add(std::string_view(plain.describe()));
  h.add(std::string_view(sc.str()));
  h.add(std::string_view(root));
  const uint64_t key = h.digest();
  {
    std::lock_guard<std::mutex> lock(memo().mu);
    if (auto it = memo().plans.find(key); it != memo().plans.end()) return it->second;
  }
  bool has_row = false, has_map = false;
  for (const fusion::Launch& L : plain.launches()) {
    has_row |= L.kind == fusion::Launch::Kind::Fence;
    has_map |= L.kind == fusion::Launch::Kind::Map;
  }
  fusion::PlanOptions opts;
  try {
    Tuner tuner(root);
    // A few rows stand in for the call; a graph declared with its shape (`morph run --shape`,
    // fusion::Graph::domain) takes exactly its own rows.
    const uint64_t probe_rows = g.domain_rows() ? g.domain_rows() : std::min<uint64_t>(rows, 3);
    auto probe = [&] { return bind_inputs(dev, g, probe_rows, kProbeSeed); };
    if (has_row) {
      if (auto r = cached_winner(tuner, dev, row_fence_tunable(g, probe(), probe()), sc); r && r->winner != 0)
        opts.schedule = row_options(r->winner_name).schedule;
    }
    if (has_map) {
      if (auto r = cached_winner(tuner, dev, map_tunable(g, probe(), probe()), sc); r && r->winner != 0)
        opts.map_schedule = map_candidate(r->winner_name);
    }
  } catch (const std::exception& e) {
    opts = {};  // a tuning problem never stops the run: the defaults are always correct
    warn_default("plan", e.what(), false);
  }
  std::lock_guard<std::mutex> lock(memo().mu);
  memo().plans[key] = opts;
  return opts;
}

ShapeClass attention_shape_class(const AttnInputs& in) {
  int32_t ctx = 1;
  for (int32_t c : in.ctx_len) ctx = std::max(ctx, c);
  const uint64_t rows = in.q.shape.size() >= 2 ? in.q.shape[0] * in.q.shape[1] : 1;
  return shape_class(std::max<uint64_t>(rows, 1), static_cast<uint64_t>(ctx));
}

ops::AttnConfig tuned_attention_config(rt::Device& dev, const ops::AttnConfig& base, const AttnInputs& in, bool force,
                                       const std::string& root) {
  if (!force && !autotune_enabled()) return base;
  const ShapeClass sc = attention_shape_class(in);
  Hasher h;
  h.add(std::string_view(device_fingerprint(dev)));
  h.add(std::string_view(base.str()));
  h.add(std::string_view(sc.str()));
  h.add(std::string_view(root));
  const uint64_t key = h.digest();
  {
    std::lock_guard<std::mutex> lock(memo().mu);
    if (auto it = memo().attn.find(key); it != memo().attn.end()) return it->second;
  }
  ops::AttnConfig c = base;
  try {
    Tuner tuner(root);
    // The probe is the call itself (attention has no cheap smaller stand-in that keeps the class).
    if (auto r = cached_winner(tuner, dev, attention_tunable(base, in, in), sc); r && r->winner != 0)
      c = attention_candidate(base, r->winner_name);
  } catch (const std::exception& e) {
    c = base;
    warn_default("attention", e.what(), false);
  }
  std::lock_guard<std::mutex> lock(memo().mu);
  memo().attn[key] = c;
  return c;
}

quant::MatvecSchedule tuned_matvec_schedule(rt::Device& dev, const quant::MatvecWeights& w, quant::XType xt,
                                            uint32_t ncols, bool force, const std::string& root) {
  const quant::MatvecSchedule base = quant::default_schedule(dev.caps(), w.type, ncols, w.k);
  if (!force && !autotune_enabled()) return base;
  quant::MatvecSchedule s = base;
  try {
    const ShapeClass sc = shape_class(w.rows, w.k);
    Hasher h;
    h.add(std::string_view(device_fingerprint(dev)));
    h.add(std::string_view(quant::type_name(w.type)));
    h.add(w.k);
    h.add(ncols);
    h.add(static_cast<uint32_t>(xt));
    h.add(std::string_view(sc.str()));
    h.add(std::string_view(root));
    const uint64_t key = h.digest();
    {
      std::lock_guard<std::mutex> lock(memo().mu);
      if (auto it = memo().matvec.find(key); it != memo().matvec.end()) return it->second;
    }
    MatvecInputs probe = matvec_probe_inputs(w, xt, ncols);
    Tuner tuner(root);
    if (auto r = cached_winner(tuner, dev, matvec_tunable(probe, probe), sc); r && r->winner != 0)
      s = matvec_candidate(r->winner_name, w.type, ncols, w.k, dev.caps());
    std::lock_guard<std::mutex> lock(memo().mu);
    memo().matvec[key] = s;
  } catch (const std::exception& e) {
    s = base;  // a tuning problem never stops the run: the default is always correct
    warn_default("matvec", e.what(), false);
  }
  return s;
}

}  // namespace morph::tune
