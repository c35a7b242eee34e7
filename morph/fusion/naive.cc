#include "morph/fusion/naive.h"

#include "morph/fusion/fused_map.h"

namespace morph::fusion {

size_t run_naive(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out) {
  return run_chain(dev, chain, inputs, out, /*fused=*/false);
}

}  // namespace morph::fusion
