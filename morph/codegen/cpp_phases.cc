// Planning the phases of a long item loop (see the header).
#include "morph/codegen/cpp_phases.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace morph::codegen {
namespace {

using ir::Op;
using ir::Stmt;

// Statements a phase may hold: values without side effects, loads and stores of buffers.
bool straight_line(const Stmt& s) {
  if (!s.body.empty() || !s.else_body.empty() || !s.cond_body.empty() || !s.arms.empty() || !s.lanes.empty())
    return false;
  if (s.op == Op::Store) return true;
  if (s.result < 0) return false;
  if (s.op >= Op::Neg && s.op <= Op::BytePerm) return true;
  switch (s.op) {
    case Op::Const:
    case Op::Param:
    case Op::Builtin:
    case Op::BufferLen:
    case Op::Load:
    case Op::LoadByte:
    case Op::LoadHalf: return true;
    default: return false;
  }
}

}  // namespace

PhasePlan plan_phases(const std::vector<Stmt>& body, size_t work) {
  PhasePlan plan;  // one phase
  const size_t n = body.size();
  std::map<int32_t, size_t> def;  // value -> defining statement
  size_t first_store = n;
  for (size_t j = 0; j < n; ++j) {
    if (!straight_line(body[j])) return plan;
    if (body[j].op == Op::Store) first_store = std::min(first_store, j);
    if (body[j].result >= 0) def[body[j].result] = j;
  }
  // Rematerializable: recomputed where needed rather than spilled (defined outside the body
  // counts as available everywhere).
  std::vector<bool> remat(n, false);
  auto available = [&](int32_t v) { return !def.count(v) || remat[def[v]]; };
  for (size_t j = 0; j < n; ++j) {
    const Stmt& s = body[j];
    if (s.op == Op::Store) continue;
    bool args_ok = true;
    for (int32_t a : s.args) args_ok = args_ok && (a < 0 || available(a));
    switch (s.op) {
      case Op::Const:
      case Op::Param:
      case Op::Builtin:
      case Op::BufferLen: remat[j] = true; break;
      case Op::Load:
      case Op::LoadByte:
      case Op::LoadHalf: remat[j] = args_ok; break;
      default: remat[j] = args_ok && (ir::is_int(s.type) || s.type == ir::Type::Bool);
    }
  }
  // The statements that count as work: neither recomputed where needed nor a store.
  std::vector<size_t> computes(n), prefix_work(n + 1, 0);
  for (size_t j = 0; j < n; ++j) {
    computes[j] = remat[j] || body[j].op == Op::Store ? 0 : 1;
    prefix_work[j + 1] = prefix_work[j] + computes[j];
  }
  const size_t total = prefix_work[n];
  const size_t phases = static_cast<size_t>(std::lround(static_cast<double>(total) / static_cast<double>(work)));
  if (phases < 2) return plan;
  // Only a long dependency chain is worth cutting: a wide body (a tree of 31 max over 32 loads)
  // already has the parallelism the out-of-order window needs, and would only gain spills.
  std::map<int32_t, size_t> depth;  // computing statements on the longest chain to a value
  size_t longest = 0;
  for (size_t j = 0; j < n; ++j) {
    size_t d = 0;
    for (int32_t a : body[j].args)
      if (auto it = depth.find(a); it != depth.end()) d = std::max(d, it->second);
    d += computes[j];
    if (body[j].result >= 0) depth[body[j].result] = d;
    longest = std::max(longest, d);
  }
  if (longest < work) return plan;

  // The last statement reading each value.
  std::map<int32_t, size_t> last_use;
  for (size_t j = 0; j < n; ++j)
    for (int32_t a : body[j].args)
      if (a >= 0) last_use[a] = j;
  auto live_across = [&](size_t c) {  // spilled values if a phase starts at c
    size_t live = 0;
    for (auto [v, j] : def)
      if (j < c && !remat[j] && last_use.count(v) && last_use[v] >= c) ++live;
    return live;
  };
  const double slack = 0.3 * static_cast<double>(work);
  for (size_t k = 1; k < phases; ++k) {
    const double goal = static_cast<double>(total) * static_cast<double>(k) / static_cast<double>(phases);
    size_t best = 0, best_live = 0;
    double best_off = 0;
    for (size_t c = (plan.cuts.empty() ? 1 : plan.cuts.back() + 1); c <= first_store && c < n; ++c) {
      const double off = std::fabs(static_cast<double>(prefix_work[c]) - goal);
      if (off > slack) continue;
      const size_t live = live_across(c);
      if (best == 0 || live < best_live || (live == best_live && off < best_off))
        best = c, best_live = live, best_off = off;
    }
    if (best != 0) plan.cuts.push_back(best);
  }
  const size_t P = plan.phases();
  plan.remat.assign(P, {});
  plan.remat_late.assign(P, {});
  plan.spill_in.assign(P, {});
  plan.spill_out.assign(P, {});
  std::vector<size_t> phase_of(n);
  for (size_t p = 0; p < P; ++p)
    for (size_t j = plan.begin(p); j < plan.end(p, n); ++j) phase_of[j] = p;
  std::set<int32_t> spilled;
  for (size_t p = 1; p < P; ++p) {
    const size_t b = plan.begin(p);
    std::set<size_t> again;
    std::set<int32_t> in;
    std::vector<int32_t> todo;
    for (size_t j = b; j < plan.end(p, n); ++j)
      for (int32_t a : body[j].args)
        if (a >= 0) todo.push_back(a);
    while (!todo.empty()) {
      const int32_t v = todo.back();
      todo.pop_back();
      auto d = def.find(v);
      if (d == def.end() || d->second >= b) continue;  // outside the body, or defined in this phase
      if (remat[d->second]) {
        if (!again.insert(d->second).second) continue;
        for (int32_t a : body[d->second].args)
          if (a >= 0) todo.push_back(a);
      } else if (in.insert(v).second) {
        spilled.insert(v);
        plan.spill_out[phase_of[d->second]].push_back(v);
      }
    }
    // Late rematerialization: an integer or boolean operation whose operands are all at hand in
    // this phase is printed again after the spill loads instead of spilled (in body order, so
    // one may read another).
    std::set<size_t> late;
    std::set<int32_t> have(in.begin(), in.end());
    auto at_hand = [&](int32_t a) {
      auto d = def.find(a);
      return a < 0 || d == def.end() || d->second >= b || remat[d->second] || again.count(d->second) || have.count(a);
    };
    for (int32_t v : std::vector<int32_t>(in.begin(), in.end())) {  // `in` is ordered by value id
      const Stmt& s = body[def[v]];
      const bool cheap = s.op != Op::Load && s.op != Op::LoadByte && s.op != Op::LoadHalf &&
                         (ir::is_int(s.type) || s.type == ir::Type::Bool);
      bool ok = cheap;
      for (int32_t a : s.args) ok = ok && a != v && at_hand(a);
      if (!ok) continue;
      late.insert(def[v]);
      in.erase(v);
      // Its rematerializable operands (a constant) are printed at the phase's top with the rest.
      std::vector<int32_t> ops(s.args.begin(), s.args.end());
      while (!ops.empty()) {
        const int32_t a = ops.back();
        ops.pop_back();
        auto d = def.find(a);
        if (a < 0 || d == def.end() || d->second >= b || !remat[d->second] || !again.insert(d->second).second) continue;
        for (int32_t x : body[d->second].args) ops.push_back(x);
      }
    }
    plan.remat[p].assign(again.begin(), again.end());
    plan.remat_late[p].assign(late.begin(), late.end());
    plan.spill_in[p].assign(in.begin(), in.end());
  }
  // The spill arrays the phases still read: a value late-rematerialized everywhere is not stored.
  std::set<int32_t> needed;
  for (const auto& in : plan.spill_in) needed.insert(in.begin(), in.end());
  for (auto& out : plan.spill_out)
    out.erase(std::remove_if(out.begin(), out.end(), [&](int32_t v) { return !needed.count(v); }), out.end());
  for (auto it = spilled.begin(); it != spilled.end();) it = needed.count(*it) ? std::next(it) : spilled.erase(it);
  auto by_def = [&](int32_t a, int32_t b) { return def[a] < def[b]; };
  for (auto& out : plan.spill_out) {
    std::sort(out.begin(), out.end(), by_def);
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }
  for (auto& in : plan.spill_in) std::sort(in.begin(), in.end(), by_def);
  plan.spilled.assign(spilled.begin(), spilled.end());
  std::sort(plan.spilled.begin(), plan.spilled.end(), by_def);
  return plan;
}

}  // namespace morph::codegen
