// Checks an op makes on the tensors it launches kernels on, before any launch.
//   rt::check_backed(state, "gated_delta_net", "state");
//   // "gated_delta_net: state [1,32,256,1024] f32 needs 33554432 bytes, its buffer holds 16"
#pragma once
#include <initializer_list>
#include <string_view>
#include <utility>

#include "morph/runtime/tensor.h"

namespace morph::rt {

/// Throws UserError naming `op` and `name` unless `t` is on a device and its buffer holds
/// t.bytes(): a shape edited after allocation, or a smaller buffer put under a bigger shape, would
/// let a kernel read or write past the buffer (on the cpu backend: a crash, or another object's
/// memory).
void check_backed(const Tensor& t, std::string_view op, std::string_view name);

/// True when `a` and `b` are bound to the same device buffer.
inline bool same_buffer(const Tensor& a, const Tensor& b) { return a.buffer.impl && a.buffer.impl == b.buffer.impl; }

/// Throws UserError naming `op`, `name` and the input unless `written` shares no buffer with any
/// of `inputs` ((tensor, name) pairs): an op whose output or in-place state is one of its inputs
/// would read what it has already overwritten, in an order each backend picks for itself.
///   rt::check_not_aliased(out, "attention", "out", {{&q, "q"}, {&k, "k"}, {&v, "v"}});
void check_not_aliased(const Tensor& written, std::string_view op, std::string_view name,
                       std::initializer_list<std::pair<const Tensor*, std::string_view>> inputs);

}  // namespace morph::rt
