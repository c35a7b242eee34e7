// Buffer and shared-memory handles. Array<T> is a kernel's global buffer parameter of element
// type T (arithmetic or storage type); `a[i]` loads (converting storage types to their
// arithmetic type) and `a[i] = v` stores (rounding to nearest even into f16/bf16, keeping the
// low bits into i8/u8). Shared<T> is a workgroup shared array of a comptime element count.
//   out[i] = x[i] * w[i % cols];         // load, load, mul, store
//   Shared<float> tile = shared<float>(256, "tile"); tile[lid] = v; barrier();
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "morph/dsl/val.h"

namespace morph::dsl {

template <class I>
inline int32_t index_id(const I& i) {
  if constexpr (is_sym_v<I>) {
    static_assert(std::is_same_v<sym_t<I>, int32_t> || std::is_same_v<sym_t<I>, uint32_t>,
                  "Morph: an index must be i32 or u32");
    return read_of(i).use();
  } else {
    static_assert(std::is_integral_v<I>, "Morph: an index must be an integer");
    return Val<uint32_t>(static_cast<uint32_t>(i)).id;
  }
}

/// One element of a global buffer: reads trace `load`, assignment traces `store`.
template <class T>
class ArrayElem {
 public:
  using sym_value_type = arith_t<T>;
  ArrayElem(uint32_t param, int32_t index) : param_(param), index_(index) {}
  Val<arith_t<T>> read() const {
    return Val<arith_t<T>>::from_id(tracer().emit(ir::Op::Load, ir_type_v<arith_t<T>>, index_, -1, -1, param_));
  }
  operator Val<arith_t<T>>() const { return read(); }  // NOLINT
  template <class X>
  const ArrayElem& operator=(const X& v) const {
    Val<arith_t<T>> val = as_val<arith_t<T>>(v);
    tracer().emit(ir::Op::Store, ir::Type::Void, index_, val.use(), -1, param_);
    return *this;
  }
  const ArrayElem& operator=(const ArrayElem& other) const { return *this = other.read(); }

 private:
  uint32_t param_;
  int32_t index_;
};

template <class T>
class Array {
 public:
  using element_type = T;
  Array() = default;
  explicit Array(uint32_t param) : param_(param) {}
  template <class I>
  ArrayElem<T> operator[](const I& i) const {
    return ArrayElem<T>(param_, index_id(i));
  }
  /// Elements first … first+n-1 as one wide access where the backend has one (IR LoadLanes,
  /// docs/ir.md "Lane access"). n is a power of two >= 2 whose elements cover 8 or 16 bytes,
  /// `first` a multiple of n (the oracle checks it: that is the alignment the wide access needs).
  template <class I>
  std::vector<Val<arith_t<T>>> load_lanes(const I& first, size_t n) const {
    std::vector<Val<arith_t<T>>> v;
    for (int32_t id : tracer().emit_lanes(ir::Op::LoadLanes, ir_type_v<arith_t<T>>, index_id(first), param_, {}, n))
      v.push_back(Val<arith_t<T>>::from_id(id));
    return v;
  }
  /// Stores v[j] at first + j as one wide access (IR StoreLanes; the rules of load_lanes).
  template <class I>
  void store_lanes(const I& first, const std::vector<Val<arith_t<T>>>& v) const {
    std::vector<int32_t> ids;
    for (const auto& x : v) ids.push_back(x.use());
    tracer().emit_lanes(ir::Op::StoreLanes, ir_type_v<arith_t<T>>, index_id(first), param_, std::move(ids), v.size());
  }
  /// A hint that element `i` (u32) will be read soon (IR prefetch): the cpu backend prints a
  /// prefetch of its cache line, the GPU targets nothing. Reads nothing and changes no result;
  /// any index is allowed, past the end included (none is read there).
  void prefetch(const Val<uint32_t>& i) const {
    tracer().emit(ir::Op::Prefetch, ir::Type::Void, i.use(), -1, -1, param_);
  }
  /// Adds `v` to element `i` in one indivisible step at device scope and returns the element's
  /// value before it (IR atomic_add; u32 buffers only — no floating-point atomics, DESIGN L3).
  /// Relaxed: it orders no other access; pair it with fence_device (dsl/control.h) to hand data
  /// between workgroups (last_workgroup in dsl/last_workgroup.h).
  Val<uint32_t> atomic_add(const Val<uint32_t>& i, const Val<uint32_t>& v) const requires std::is_same_v<T, uint32_t> {
    return Val<uint32_t>::from_id(tracer().emit(ir::Op::AtomicAdd, ir::Type::U32, i.use(), v.use(), -1, param_));
  }
  /// Number of elements bound to this parameter at launch (u32).
  Val<uint32_t> size() const {
    return Val<uint32_t>::from_id(tracer().emit(ir::Op::BufferLen, ir::Type::U32, -1, -1, -1, param_));
  }
  uint32_t param() const { return param_; }

 private:
  uint32_t param_ = 0;
};

template <Arith T>
class SharedElem {
 public:
  using sym_value_type = T;
  SharedElem(uint32_t arr, int32_t index) : arr_(arr), index_(index) {}
  Val<T> read() const { return Val<T>::from_id(tracer().emit(ir::Op::SharedLoad, ir_type_v<T>, index_, -1, -1, arr_)); }
  operator Val<T>() const { return read(); }  // NOLINT
  template <class X>
  const SharedElem& operator=(const X& v) const {
    tracer().emit(ir::Op::SharedStore, ir::Type::Void, index_, as_val<T>(v).use(), -1, arr_);
    return *this;
  }
  const SharedElem& operator=(const SharedElem& other) const { return *this = other.read(); }

 private:
  uint32_t arr_;
  int32_t index_;
};

template <Arith T>
class Shared {
 public:
  explicit Shared(uint32_t arr, uint32_t count) : arr_(arr), count_(count) {}
  template <class I>
  SharedElem<T> operator[](const I& i) const {
    return SharedElem<T>(arr_, index_id(i));
  }
  uint32_t count() const { return count_; }

 private:
  uint32_t arr_;
  uint32_t count_;
};

/// Declares a workgroup shared array of `count` elements (a comptime number).
template <Arith T>
inline Shared<T> shared(uint32_t count, std::string name = {}) {
  Tracer& t = tracer();
  if (name.empty()) name = "s" + std::to_string(t.kernel().shared.size());
  return Shared<T>(t.add_shared(std::move(name), ir_type_v<T>, count), count);
}

}  // namespace morph::dsl
