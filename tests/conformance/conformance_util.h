// Conformance helpers (DESIGN §9): run one kernel on the oracle and on the backend under test
// with identical inputs and compare every buffer bitwise (same_bits: all NaNs equal, +0 != -0;
// f16/bf16 words likewise). Random inputs come from a seeded generator (seed printed) and
// always include the specials.
//   class MyConf : public testing::ConformanceTest {};
//   TEST_P(MyConf, Add) { check(k, {4}, {64}, {in_buf(x), in_buf(y), out_buf<float>(n)}, "add"); }
//   MORPH_INSTANTIATE_BACKENDS(MyConf);
#pragma once
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/kernel.h"
#include "morph/runtime/tensor.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::testing {

/// One launch argument on the host: buffer bytes, or a scalar's bits.
struct HostArg {
  bool is_buffer = true;
  std::vector<uint8_t> bytes;
  uint32_t bits = 0;
};

template <class T>
HostArg in_buf(const std::vector<T>& v) {
  HostArg a;
  a.bytes.resize(v.size() * sizeof(T));
  if (!v.empty()) std::memcpy(a.bytes.data(), v.data(), a.bytes.size());
  return a;
}
/// An output buffer of `n` elements of T, pre-filled with 0xA5 bytes on both sides.
template <class T>
HostArg out_buf(size_t n) {
  HostArg a;
  a.bytes.assign(n * sizeof(T), 0xA5);
  return a;
}
inline HostArg scalar_arg(uint32_t bits) { return HostArg{false, {}, bits}; }
inline HostArg scalar_arg(float f) { return scalar_arg(__builtin_bit_cast(uint32_t, f)); }
inline HostArg scalar_arg(int32_t i) { return scalar_arg(static_cast<uint32_t>(i)); }

/// The morph::UserError message that f() throws, or "no error" when it returns (tests of bad
/// inputs look for the words a user needs in it).
template <class F>
std::string user_error_message(F&& f) {
  try {
    f();
  } catch (const UserError& e) {
    return e.what();
  }
  return "no error";
}

/// Elements of a and b that differ bitwise (same_float: all NaNs equal, +0 != -0); vectors of
/// different sizes count as the larger size + 1.
size_t float_mismatches(const std::vector<float>& a, const std::vector<float>& b);
/// An f32 tensor of `shape` on `dev` holding `v` (UserError if the sizes differ).
rt::Tensor upload_f32(rt::Device& dev, const std::vector<float>& v, std::vector<uint64_t> shape);

/// A generator seeded from std::random_device; the seed is printed once per test.
std::mt19937& test_rng();

/// f32 specials: ±0, ±denormals (min, max, mid), ±min normal, ±1, ±0.5/1.5/2.5 (ties),
/// ±2^23±½ neighbours, ±max, ±inf, quiet and signalling NaNs of both signs, ±2^31, ±2^32.
std::vector<float> f32_specials();
/// `n` f32 values: the specials, then random bit patterns (every class), random denormals and
/// random values of moderate magnitude, shuffled.
std::vector<float> f32_inputs(size_t n);
/// i32 edge values (INT_MIN, INT_MIN+1, -1, 0, 1, INT_MAX, shift counts 31/32/33, …) then random.
std::vector<int32_t> i32_inputs(size_t n);

class ConformanceTest : public BackendTest {
 public:
  /// Runs `k` on the oracle (flush mode when the device does not preserve denormals, L4) and
  /// on the device under test; every buffer the kernel writes must match bitwise. In
  /// compile-only mode the kernel is compiled and nothing runs. Returns the mismatch count.
  size_t check(const dsl::KernelRef& k, interp::Dim3 grid, interp::Dim3 wg, std::vector<HostArg> args,
               const std::string& what);
  /// The oracle's output buffers of the last check() (by parameter index), for extra checks
  /// against host references.
  const std::vector<std::vector<uint8_t>>& last_reference() const { return ref_; }

 private:
  std::vector<std::vector<uint8_t>> ref_;
};

}  // namespace morph::testing
