#include "morph/fusion/chain.h"

#include "morph/base/error.h"

namespace morph::fusion {

std::string Step::str() const {
  if (is_map()) return str_cat("map ", expr.str());
  return str_cat("reduce ", algebra::name(red));
}

uint32_t Chain::add_input(Extent mode) {
  modes_.push_back(mode);
  return static_cast<uint32_t>(modes_.size() - 1);
}

Chain& Chain::map(Expr e) {
  MORPH_USER_CHECK(e.max_slot() < static_cast<int64_t>(modes_.size()), "chain step '", e.str(), "' names input ",
                   e.max_slot(), " but the chain has ", modes_.size(), " inputs; add it with add_input first");
  steps_.push_back(Step::map(std::move(e)));
  return *this;
}

Chain& Chain::reduce(Red r) {
  steps_.push_back(Step::reduce(r));
  return *this;
}

void Chain::hash_append(Hasher& h) const {
  h.add(static_cast<uint64_t>(modes_.size()));
  for (Extent m : modes_) h.add(m);
  h.add(static_cast<uint64_t>(steps_.size()));
  for (const Step& s : steps_) {
    h.add(s.kind);
    if (s.is_map())
      h.add(s.expr);
    else
      h.add(s.red);
  }
}

std::string Chain::str() const {
  std::string s = "in0";
  for (const Step& st : steps_) s += str_cat(" |> ", st.str());
  return s;
}

std::string Region::str() const {
  if (kind == Step::Kind::Map) return str_cat("map ", expr.str());
  return str_cat("reduce ", algebra::name(red));
}

std::vector<Region> fuse(const Chain& chain) {
  std::vector<Region> out;
  const auto& steps = chain.steps();
  for (size_t i = 0; i < steps.size(); ++i) {
    const Step& s = steps[i];
    if (s.is_map() && !out.empty() && out.back().kind == Step::Kind::Map) {
      out.back().expr = algebra::compose(s.expr, out.back().expr);  // g ∘ f = g[Cur := f]
      ++out.back().step_count;
      continue;
    }
    Region r;
    r.kind = s.kind;
    r.expr = s.is_map() ? s.expr : Expr::cur();
    r.red = s.red;
    r.first_step = i;
    r.step_count = 1;
    out.push_back(std::move(r));
  }
  if (out.empty()) out.push_back(Region{});  // identity map: a copy
  return out;
}

}  // namespace morph::fusion
