#include "morph/reduce/reduce_tree.h"

namespace morph::reduce {

float host_reduce(Combine c, const float* x, size_t n) {
  return host_reduce_fn(c, n, [x](size_t j) { return x[j]; });
}

}  // namespace morph::reduce
