#include "morph/ir/island.h"

#include <algorithm>

#include "morph/base/error.h"

namespace morph::ir {
namespace {

template <class Fn>
void walk(const std::vector<Stmt>& b, Fn& fn) {
  for (const Stmt& s : b) {
    fn(s);
    for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) walk(*c, fn);
    for (const IslandArm& a : s.arms) walk(a.body, fn);
  }
}

void select_block(const Kernel& k, std::vector<Stmt>& b, std::string_view target) {
  std::vector<Stmt> out;
  out.reserve(b.size());
  for (Stmt& s : b) {
    for (auto* c : {&s.body, &s.else_body, &s.cond_body}) select_block(k, *c, target);
    if (s.op != Op::Island) {
      out.push_back(std::move(s));
      continue;
    }
    MORPH_USER_CHECK(!s.arms.empty() && s.arms[0].target == kDefaultArm, "kernel '", k.name, "': island %", s.result,
                     " must have its \"default\" arm first");
    // The arm named `target`; else, for a refined target "base+feature", the arm of its base.
    IslandArm* arm = &s.arms[0];
    const std::string_view base = target.substr(0, target.find('+'));
    for (IslandArm& a : s.arms)
      if (a.target == base) arm = &a;
    for (IslandArm& a : s.arms)
      if (a.target == target) arm = &a;
    select_block(k, arm->body, target);
    for (Stmt& t : arm->body) out.push_back(std::move(t));
    Stmt copy;
    copy.op = Op::Cast;  // same type: a copy (docs/ir.md "cast")
    copy.type = s.type;
    copy.result = s.result;
    copy.args = {arm->value, -1, -1};
    copy.loc = s.loc;
    out.push_back(std::move(copy));
  }
  b = std::move(out);
}

}  // namespace

bool has_islands(const Kernel& k) {
  bool found = false;
  auto fn = [&](const Stmt& s) { found = found || s.op == Op::Island; };
  walk(k.body, fn);
  return found;
}

std::vector<std::string> island_targets(const Kernel& k) {
  std::vector<std::string> t;
  auto fn = [&](const Stmt& s) {
    for (const IslandArm& a : s.arms)
      if (std::find(t.begin(), t.end(), a.target) == t.end()) t.push_back(a.target);
  };
  walk(k.body, fn);
  return t;
}

Kernel select_island_arms(const Kernel& k, std::string_view target) {
  Kernel out = k;
  select_block(k, out.body, target);
  return out;
}

std::vector<std::string> intrinsic_targets(Op op) {
  if (op == Op::HalfToFloat) return {"cuda", "opencl", "cpp", "vulkan"};
  if (op == Op::Dp4a || op == Op::BytePerm) return {"cuda"};
  if (op == Op::LoadByte || op == Op::LoadHalf) return {"cpp"};
  return {};
}

}  // namespace morph::ir
