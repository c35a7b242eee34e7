#include "morph/tune/attention_tunable.h"

#include <memory>

#include "morph/base/error.h"
#include "morph/base/hash.h"

namespace morph::tune {

const std::vector<std::string>& attention_candidates() {
  static const std::vector<std::string> c = {"default", "c2", "c4", "q2", "q4", "r1", "r2", "s1", "s2", "k2"};
  return c;
}

ops::AttnConfig attention_candidate(const ops::AttnConfig& base, const std::string& name) {
  ops::AttnConfig c = base;
  if (name == "default") return c;
  uint32_t n = 0;
  const bool known =
      name.size() == 2 && (name[0] == 'c' || name[0] == 'q' || name[0] == 'r' || name[0] == 's' || name[0] == 'k');
  if (known && name[1] >= '1' && name[1] <= '9') n = name[1] - '0';
  if (n == 0)
    throw UserError("tune: unknown attention candidate '" + name +
                    "' (expected default, c2, c4, q2, q4, r1, r2, s1, s2 or k2)");
  (name[0] == 'c'   ? c.chunks_per_group
   : name[0] == 'q' ? c.q_tile
   : name[0] == 'r' ? c.rows_per_block
   : name[0] == 'k' ? c.combine
                    : c.row_split) = n;
  return c;
}

Tunable attention_tunable(const ops::AttnConfig& base, AttnInputs timing, AttnInputs probe) {
  base.check();
  struct State {
    ops::AttnConfig base;
    AttnInputs timing, probe;
  };
  auto st = std::make_shared<State>(State{base, std::move(timing), std::move(probe)});
  auto call = [st](rt::Device& dev, size_t i, const AttnInputs& in) {
    ops::AttnConfig c = attention_candidate(st->base, attention_candidates().at(i));
    c.check();
    return ops::attention(dev, c, in.q, in.k, in.v, in.block_table ? &*in.block_table : nullptr, in.ctx_len);
  };
  Tunable t;
  t.family = "attention";
  Hasher h;
  h.add(std::string_view(base.str()));
  h.add(ops::attn_chunk_kernel(base)->hash());
  h.add(ops::attn_combine_kernel(base)->hash());
  t.family_hash = h.digest();
  t.candidates = attention_candidates();
  // As `morph table` times attention: a prepared call (ctx_len uploaded, partials allocated)
  // and the output allocated once; the timed function queues the two launches only.
  t.prepare = [st](rt::Device& dev, size_t i) -> std::function<void()> {
    ops::AttnConfig c = attention_candidate(st->base, attention_candidates().at(i));
    c.check();
    const AttnInputs& in = st->timing;
    const rt::Tensor* bt = in.block_table ? &*in.block_table : nullptr;
    auto call = std::make_shared<ops::AttnCall>(ops::attention_prepare(dev, c, in.q, in.k, in.v, bt, in.ctx_len));
    std::vector<uint64_t> shape = in.q.shape;
    auto out = std::make_shared<rt::Tensor>(rt::Tensor::empty(dev, ir::Type::F32, shape));
    call->enqueue(dev, in.q, in.k, in.v, bt, *out);
    dev.synchronize();
    rt::Device* d = &dev;
    return [st, call, out, d, bt] { call->enqueue(*d, st->timing.q, st->timing.k, st->timing.v, bt, *out); };
  };
  t.probe = [st, call](rt::Device& dev, size_t i) {
    rt::Tensor out = call(dev, i, st->probe);
    std::vector<uint8_t> b(out.bytes());
    out.download_raw(b.data(), b.size());
    return b;
  };
  return t;
}

}  // namespace morph::tune
