#include "morph/fusion/naive.h"

#include "morph/base/error.h"
#include "morph/fusion/fused_map.h"
#include "morph/fusion/program.h"

namespace morph::fusion {

size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out) {
  MORPH_USER_CHECK(inputs.size() == chain.input_count(), "chain has ", chain.input_count(), " inputs but ",
                   inputs.size(), " tensors were given");
  const auto& steps = chain.steps();
  if (steps.empty()) {  // the identity chain: one copy launch
    Lowered l = lower(Expr::cur(), chain.modes()[0], chain.modes(), 0u);
    const rt::Tensor* src[] = {inputs[0]};
    launch_fused_map(dev, l.program, src, out);
    return 1;
  }
  for (const Step& s : steps)
    MORPH_USER_CHECK(s.is_map(), "chain step '", s.str(), "' is a reduction: chains with reductions run through the "
                                 "graph path (fences), not the naive fused_map path");
  // Ping-pong f32 intermediates of the output's shape.
  rt::Tensor tmp[2];
  const rt::Tensor* cur = inputs[0];
  for (size_t k = 0; k < steps.size(); ++k) {
    bool last = k + 1 == steps.size();
    Lowered l = k == 0 ? lower(steps[k].expr, chain.modes()[0], chain.modes(), 0u)
                       : lower(steps[k].expr, IndexMode::Same, chain.modes());
    rt::Tensor* dst = &out;
    if (!last) {
      rt::Tensor& t = tmp[k % 2];
      if (!t.buffer) t = rt::Tensor::empty(dev, ir::Type::F32, out.shape);
      dst = &t;
    }
    std::vector<const rt::Tensor*> slots;
    for (int64_t src : l.sources) slots.push_back(src < 0 ? cur : inputs[src]);
    launch_fused_map(dev, l.program, slots, *dst);
    cur = dst;
  }
  return steps.size();
}

}  // namespace morph::fusion
