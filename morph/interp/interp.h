// The oracle: the executable definition of every IR op (DESIGN L4). It runs a kernel for a
// launch of grid x workgroup items (up to 3-D) over host buffers. The items of a workgroup run
// in lockstep, statement by statement in program order (inactive items masked), so barriers,
// shared memory and logical-subgroup shuffles have one defined meaning. Workgroups are
// independent and may run on several host threads.
// Errors (morph::UserError) name kernel, statement, buffer, index and item: out-of-bounds
// loads/stores, reads of never-written shared memory, barriers not reached by every item,
// shuffles from inactive lanes, non-positive loop steps.
//   interp::run(*kernel, {groups}, {256}, {interp::buffer(x), interp::buffer(y), interp::scalar(2.0f)});
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "morph/ir/ir.h"

namespace morph::interp {

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t{x} * y * z; }
};

/// One launch argument: a host buffer (element count, not bytes) or a scalar's 32 bits.
struct Arg {
  enum class Kind { Buffer, Scalar } kind;
  void* data = nullptr;
  size_t count = 0;   // elements of the parameter's element type
  uint32_t bits = 0;  // scalar value bits
};
inline Arg buffer(void* data, size_t count) { return {Arg::Kind::Buffer, data, count, 0}; }
template <class T>
inline Arg buffer(std::vector<T>& v) {
  return buffer(v.data(), v.size());
}
inline Arg scalar_bits(uint32_t bits) { return {Arg::Kind::Scalar, nullptr, 0, bits}; }
inline Arg scalar(float f) { return scalar_bits(__builtin_bit_cast(uint32_t, f)); }
inline Arg scalar(int32_t i) { return scalar_bits(static_cast<uint32_t>(i)); }
inline Arg scalar(uint32_t u) { return scalar_bits(u); }

struct Options {
  /// DESIGN L4 flush mode: f32 denormal operands and results of arithmetic read as ±0.
  bool flush_denormals = false;
  /// Host threads for independent workgroups (0 = hardware concurrency).
  unsigned threads = 0;
  /// Which arm of each island runs (DESIGN L7, morph/ir/island.h): "default" (the normative
  /// arm) or a backend's name such as "cuda", whose intrinsics the oracle emulates exactly; an
  /// island without that arm runs its default.
  std::string island_arm = "default";
  /// Where set, every evaluation of an f32 fma, neg or comparison marked proven normal (imm 1,
  /// dsl::ProvenNormal; docs/ir.md "Proven normal") with a subnormal operand — or, for an fma, a
  /// nonzero exact result below 2^-126 — adds one here (atomically): the claim a printer relies on
  /// to use device instructions that flush subnormals.
  std::atomic<uint64_t>* proven_normal_violations = nullptr;
};

/// Runs `k` over `grid` workgroups of `workgroup` items each. Throws UserError on any error.
void run(const ir::Kernel& k, Dim3 grid, Dim3 workgroup, std::span<const Arg> args, const Options& opts = {});

}  // namespace morph::interp
