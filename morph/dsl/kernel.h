// Tracing a kernel: a C++ callable over symbolic handles becomes a verified ir::Kernel.
// Parameters are deduced from the callable's signature (Array<T> -> buffer, Val<T> -> scalar);
// comptime values are captured by the callable and named in the Key, so that each
// (name, key) is traced once per process and cached; the key hash is stable across runs.
//   auto k = dsl::kernel("saxpy", [](Val<float> a, Array<float> x, Array<float> y) {
//     auto i = global_id(0);
//     If(i < y.size(), [&] { y[i] = a * x[i] + y[i]; });
//   }, {"a", "x", "y"});
#pragma once
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include "morph/base/error.h"
#include "morph/base/hash.h"
#include "morph/dsl/array.h"
#include "morph/dsl/control.h"
#include "morph/dsl/val.h"
#include "morph/ir/verify.h"

namespace morph::dsl {

using KernelRef = std::shared_ptr<const ir::Kernel>;

/// A comptime key: a stable hash of the plain C++ values a kernel was specialized on.
class Key {
 public:
  Key() = default;
  template <class... Ts>
  explicit Key(const Ts&... vs) {
    Hasher h;
    (h.add(vs), ...);
    hash_ = h.digest();
  }
  uint64_t hash() const { return hash_; }

 private:
  uint64_t hash_ = 0;
};

namespace detail {
template <class F>
struct fn_traits : fn_traits<decltype(&std::remove_cvref_t<F>::operator())> {};
template <class R, class... A>
struct fn_traits<R (*)(A...)> {
  using args = std::tuple<std::remove_cvref_t<A>...>;
};
template <class R, class... A>
struct fn_traits<R(A...)> {
  using args = std::tuple<std::remove_cvref_t<A>...>;
};
template <class C, class R, class... A>
struct fn_traits<R (C::*)(A...) const> {
  using args = std::tuple<std::remove_cvref_t<A>...>;
};
template <class C, class R, class... A>
struct fn_traits<R (C::*)(A...)> {
  using args = std::tuple<std::remove_cvref_t<A>...>;
};

template <class H>
struct handle_maker;
template <class T>
struct handle_maker<Array<T>> {
  static Array<T> make(Tracer& t, const std::string& name) {
    return Array<T>(static_cast<uint32_t>(t.add_param(name, ir::ParamKind::Buffer, ir_type_v<T>)));
  }
};
template <Arith T>
struct handle_maker<Val<T>> {
  static Val<T> make(Tracer& t, const std::string& name) {
    int32_t p = t.add_param(name, ir::ParamKind::Scalar, ir_type_v<T>);
    return Val<T>::from_id(t.emit(ir::Op::Param, ir_type_v<T>, -1, -1, -1, static_cast<uint32_t>(p)));
  }
};

/// The cached kernel of (name, key), or null. Throws UserError when it was traced from a callable
/// of another type than `fn` (two bodies under one name and Key).
KernelRef cache_find(const std::string& name, uint64_t key, const std::type_info& fn);
KernelRef cache_insert(const std::string& name, uint64_t key, const std::type_info& fn, KernelRef k);
/// MORPH_TRACE_CHECK=1 in the environment (read once): kernel() traces again on every cache hit.
bool trace_check_enabled();
/// Throws InternalError naming the kernel when `again` (a fresh trace) differs from `cached`.
void check_retrace(const ir::Kernel& cached, const ir::Kernel& again);
}  // namespace detail

/// Traces `fn` into a kernel named `name` (or returns the cached one for (name, key)).
/// `names` names the parameters in order (default p0, p1, …).
/// Throws UserError if the traced IR fails verification (the message names kernel and op), or
/// if (name, key) was traced before from a callable of another C++ type (another lambda): the
/// cache would otherwise hand back the first body. (The same lambda with other captured values
/// is the same type: name those values in the Key.) With MORPH_TRACE_CHECK=1 every cache hit is
/// traced again and compared with the cached kernel — InternalError when they differ, i.e. when
/// the Key misses a value the body reads at trace time (a CI test runs the suites so).
template <class F>
KernelRef kernel(const std::string& name, F&& fn, std::vector<std::string> names = {}, const Key& key = {}) {
  ir::check_kernel_name(name);
  const std::type_info& fn_type = typeid(std::decay_t<F>);
  auto trace = [&] {
    using Args = typename detail::fn_traits<F>::args;
    Tracer t(name);
    {
      TraceScope scope(t);
      auto make_args = [&]<size_t... I>(std::index_sequence<I...>) {
        return Args{detail::handle_maker<std::tuple_element_t<I, Args>>::make(
            t, I < names.size() ? names[I] : "p" + std::to_string(I))...};
      };
      Args args = make_args(std::make_index_sequence<std::tuple_size_v<Args>>{});
      std::apply(fn, args);
    }
    t.kernel().key_hash = key.hash();
    ir::verify(t.kernel());
    return std::make_shared<const ir::Kernel>(std::move(t.kernel()));
  };
  if (KernelRef hit = detail::cache_find(name, key.hash(), fn_type)) {
    if (detail::trace_check_enabled()) detail::check_retrace(*hit, *trace());
    return hit;
  }
  return detail::cache_insert(name, key.hash(), fn_type, trace());
}

/// Declares the kernel's next buffer parameter, for kernel bodies whose parameter list is decided
/// at trace time (a fused program's inputs, an optional weight) rather than by their signature:
///   Array<float> x = buffer_param<float>("x");                        // f32 buffer
///   Array<float> h = buffer_param<float>("in0", ir::Type::F16);       // f16 storage, f32 math
/// `storage` is the element type in memory (default T's); loads convert it to T's arithmetic
/// type and stores round into it (docs/ir.md). Parameters are numbered in call order, after
/// those of the callable's signature. Only inside a body being traced by kernel().
template <class T>
Array<T> buffer_param(const std::string& name, ir::Type storage = ir_type_v<T>) {
  return Array<T>(static_cast<uint32_t>(tracer().add_param(name, ir::ParamKind::Buffer, storage)));
}

/// Declares the kernel's next scalar parameter (f32, i32, u32 or bool) and returns its value:
///   Val<uint32_t> rows = scalar_param<uint32_t>("rows");
/// Only inside a body being traced by kernel().
template <Arith T>
Val<T> scalar_param(const std::string& name) {
  return detail::handle_maker<Val<T>>::make(tracer(), name);
}

/// Number of kernels traced so far in this process (for tests of the trace cache).
size_t trace_count();

}  // namespace morph::dsl
