// Islands (DESIGN §7, law L7): dsl::dp4a and dsl::byte_perm trace one Island each with a
// normative default arm and a "cuda" arm (dsl::load_byte a "cpp" arm); the verifier checks arms; the oracle runs either
// arm with the same bits (and those of the host twins ir::dp4a / ir::byte_perm, on edge words and random ones); each
// printer prints its arm (CUDA: __dp4a / __byte_perm, the others the portable default); every backend equals the
// oracle.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/codegen/targets.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/ir/island.h"
#include "morph/ir/verify.h"
#include "tests/conformance/backend_fixture.h"

namespace morph {
namespace {

using namespace dsl;

KernelRef dp4a_kernel() {
  return kernel(
      "byte_dot_island",
      [](Array<int32_t> a, Array<int32_t> b, Array<int32_t> c, Array<int32_t> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] { out[i] = dp4a(a[i].read(), b[i].read(), c[i].read()); });
      },
      {"a", "b", "c", "out"});
}

/// Three input columns of one kernel (a, b, c / x, y, s), element i of each one launch item.
template <class T>
using Triples = std::array<std::vector<T>, 3>;

/// Edge words (every byte -128, 127, 0, -1, mixed) against each other, with accumulators that
/// make the sum wrap past INT32_MAX / INT32_MIN, then random words.
Triples<int32_t> dp4a_inputs(std::mt19937_64& rng, size_t n_random) {
  const int32_t edge[] = {0,
                          -1,
                          0x7f7f7f7f,
                          static_cast<int32_t>(0x80808080u),
                          0x017f80ff,
                          0x01010101,
                          static_cast<int32_t>(0xff00ff00u),
                          0x12345678};
  const int32_t accs[] = {0, 1, -1, INT32_MAX, INT32_MIN, 65536};
  Triples<int32_t> in;
  for (int32_t x : edge)
    for (int32_t y : edge)
      for (int32_t z : accs) {
        in[0].push_back(x);
        in[1].push_back(y);
        in[2].push_back(z);
      }
  for (size_t i = 0; i < n_random; ++i)
    for (auto& col : in) col.push_back(static_cast<int32_t>(rng()));
  return in;
}

/// The oracle's output of kernel(in[0], in[1], in[2], out) with the islands' arm `arm`.
template <class T>
std::vector<T> run_oracle(const ir::Kernel& k, Triples<T> in, const std::string& arm) {
  std::vector<T> out(in[0].size(), 0);
  interp::Options o;
  o.island_arm = arm;
  const uint32_t n = static_cast<uint32_t>(out.size());
  interp::run(k, {(n + 63) / 64}, {64},
              std::vector<interp::Arg>{interp::buffer(in[0]), interp::buffer(in[1]), interp::buffer(in[2]),
                                       interp::buffer(out)},
              o);
  return out;
}

/// The backend's output of kernel(in[0], in[1], in[2], out), one item per element.
template <class T>
std::vector<T> run_device(rt::Device& dev, const dsl::KernelRef& k, const Triples<T>& in) {
  const size_t n = in[0].size();
  rt::Buffer a = dev.alloc(n * 4), b = dev.alloc(n * 4), c = dev.alloc(n * 4), o = dev.alloc(n * 4);
  dev.upload(a, in[0].data(), n * 4);
  dev.upload(b, in[1].data(), n * 4);
  dev.upload(c, in[2].data(), n * 4);
  dev.launch(k, {static_cast<uint32_t>((n + 63) / 64)}, {64}, {rt::arg(a), rt::arg(b), rt::arg(c), rt::arg(o)});
  std::vector<T> got(n);
  dev.download(o, got.data(), n * 4);
  return got;
}

TEST(Island, Dp4aArmsBitwiseEqualOnOracleAndHost) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  Triples<int32_t> in = dp4a_inputs(rng, 1 << 16);
  KernelRef k = dp4a_kernel();
  ASSERT_EQ(ir::island_targets(*k), (std::vector<std::string>{"default", "cuda"}));
  std::vector<int32_t> def = run_oracle(*k, in, "default"), cuda = run_oracle(*k, in, "cuda");
  size_t wrapped = 0;
  for (size_t i = 0; i < def.size(); ++i) {
    int64_t exact = in[2][i];
    for (int j = 0; j < 4; ++j)
      exact += int64_t{static_cast<int8_t>(static_cast<uint32_t>(in[0][i]) >> (8 * j))} *
               static_cast<int8_t>(static_cast<uint32_t>(in[1][i]) >> (8 * j));
    const int32_t want = static_cast<int32_t>(static_cast<uint32_t>(exact));  // modulo 2^32
    wrapped += exact != want;
    ASSERT_EQ(ir::dp4a(in[0][i], in[1][i], in[2][i]), want) << i;
    ASSERT_EQ(def[i], want) << "default arm, input " << i;
    ASSERT_EQ(cuda[i], want) << "cuda arm, input " << i;
  }
  EXPECT_GT(wrapped, 0u);  // the wrap-around cases were exercised
}

TEST(Island, EachPrinterPrintsItsArm) {
  KernelRef k = dp4a_kernel();
  std::string ir_text = ir::dump(*k);
  EXPECT_NE(ir_text.find("arm default {"), std::string::npos) << ir_text;
  EXPECT_NE(ir_text.find("arm cuda {"), std::string::npos) << ir_text;
  EXPECT_NE(ir_text.find("= dp4a "), std::string::npos) << ir_text;
  for (const std::string& target : codegen::print_targets()) {
    std::string src = codegen::print_for(*k, target);
    SCOPED_TRACE(target);
    if (target == "cuda")
      EXPECT_NE(src.find("__dp4a("), std::string::npos) << src;
    else
      EXPECT_EQ(src.find("dp4a"), std::string::npos) << src;
  }
  // The selected kernels hold no island; the default arm's kernel has no intrinsic.
  ir::Kernel def = ir::select_island_arms(*k, "opencl");
  EXPECT_FALSE(ir::has_islands(def));
  EXPECT_EQ(ir::dump(def).find("= dp4a "), std::string::npos);
  EXPECT_NE(ir::dump(ir::select_island_arms(*k, "cuda")).find("= dp4a "), std::string::npos);
}

// Every print target takes the arm named after it (docs/ir.md §7): an island whose arm for target
// t yields a constant of its own is printed with that constant by print_for(k, t) only (the
// dialects' display names carry options, e.g. "opencl (ptx shuffles)", "glsl (flush
// denormals)": arms are keyed by Dialect::island_target()). The arms differ on purpose: this
// checks selection, not L7.
TEST(Island, EveryTargetTakesItsOwnArm) {
  const std::vector<std::string> targets = codegen::print_targets();
  KernelRef k = kernel(
      "island_targets",
      [&](Array<uint32_t> out) {
    Val<uint32_t> i = global_id(0);
    Val<uint32_t> v = island<uint32_t>([] { return Val<uint32_t>(0x5eed0000u); },
                                       {{"cuda", [] { return Val<uint32_t>(0x5eed0001u); }},
                                        {"opencl", [] { return Val<uint32_t>(0x5eed0002u); }},
                                        {"cpp", [] { return Val<uint32_t>(0x5eed0003u); }},
                                        {"vulkan", [] { return Val<uint32_t>(0x5eed0004u); }},
                                        {"hip", [] { return Val<uint32_t>(0x5eed0005u); }},
                                        {"metal", [] { return Val<uint32_t>(0x5eed0006u); }},
                                        {"wgsl", [] { return Val<uint32_t>(0x5eed0007u); }}});
    out[i] = v;
      },
      {"out"});
  ASSERT_EQ(targets, (std::vector<std::string>{"cuda", "opencl", "cpp", "vulkan", "hip", "metal", "wgsl"}));
  for (size_t t = 0; t < targets.size(); ++t) {
    const std::string src = codegen::print_for(*k, targets[t]);
    for (uint32_t a = 0; a <= 7; ++a) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "%08x", 0x5eed0000u + a);
      const bool want = a == t + 1;
      EXPECT_EQ(src.find(hex) != std::string::npos || src.find(std::to_string(0x5eed0000u + a)) != std::string::npos,
                want)
          << targets[t] << " and the constant of arm " << a << "\n"
          << src;
    }
  }
  // OpenCL with its device options (NVIDIA: native division, PTX shuffles) keeps its arm.
  const std::string nv = codegen::print(*k, *codegen::opencl_dialect({.native_div_sqrt = true, .ptx_shuffles = true}));
  EXPECT_NE(nv.find(std::to_string(0x5eed0002u)), std::string::npos) << nv;
}

// Hand-built islands the verifier must refuse, each with the reason in the message.
TEST(Island, VerifierChecksArms) {
  auto expect_error = [](const char* name, auto body, const char* needle) {
    SCOPED_TRACE(name);
    try {
      kernel(name, [&](Array<int32_t> out) { body(out); }, {"out"});
      ADD_FAILURE() << "verifier accepted " << name;
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  expect_error(
      "island_type_mismatch",
      [](Array<int32_t> out) {
    Val<float> f = Val<float>(1.0f) + 0.0f;
    Val<int32_t> v = island<int32_t>([] { return Val<int32_t>(1); }, {{"cuda", [] { return Val<int32_t>(2); }}});
    tracer().current_block().back().arms[1].value = f.id;  // an f32 value yielded by an i32 island
    out[0u] = v;
      },
      "yields");
  expect_error(
      "island_intrinsic_in_default",
      [](Array<int32_t> out) {
    Val<int32_t> one(1);
    out[0u] = island<int32_t>([&] { return dp4a_intrinsic(one, one, one); }, {});
      },
      "dp4a is a target intrinsic");
  expect_error(
      "island_intrinsic_outside",
      [](Array<int32_t> out) {
    Val<int32_t> one(1);
    out[0u] = dp4a_intrinsic(one, one, one);
      },
      "dp4a is a target intrinsic");
  expect_error(
      "island_store_in_arm",
      [](Array<int32_t> out) {
    out[0u] = island<int32_t>(
        [&] {
      out[1u] = 2;
      return Val<int32_t>(1);
        },
        {});
      },
      "only value computations");
  expect_error(
      "island_duplicate_arm",
      [](Array<int32_t> out) {
    out[0u] = island<int32_t>([] { return Val<int32_t>(1); },
                              {{"cuda", [] { return Val<int32_t>(1); }}, {"cuda", [] { return Val<int32_t>(1); }}});
      },
      "appears twice");
  // An arm's values are its own: using one after the island is a scope error.
  expect_error(
      "island_value_escapes",
      [](Array<int32_t> out) {
    Val<int32_t> inner;
    Val<int32_t> v = island<int32_t>(
        [&] {
      inner = Val<int32_t>(5) + 1;
      return inner;
        },
        {});
    out[0u] = v + inner;
      },
      "outside the block that defines it");
}

KernelRef byte_perm_kernel() {
  return kernel(
      "byte_perm_island",
      [](Array<uint32_t> x, Array<uint32_t> y, Array<uint32_t> s, Array<uint32_t> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] { out[i] = byte_perm(x[i].read(), y[i].read(), s[i].read()); });
      },
      {"x", "y", "s", "out"});
}

/// Every selector nibble value 0-15 in every position (bit 3 and the upper half set too, which
/// must be ignored), on two fixed words, then random triples.
Triples<uint32_t> byte_perm_inputs(std::mt19937_64& rng, size_t n_random) {
  Triples<uint32_t> in;
  for (uint32_t v = 0; v < 16; ++v)
    for (uint32_t pos = 0; pos < 4; ++pos)
      for (uint32_t upper : {0u, 0xffff0000u, 0x12340000u}) {
        in[0].push_back(0x33221100u);
        in[1].push_back(0x77665544u);
        in[2].push_back(upper | (v << (4 * pos)) | (0x7654u & ~(15u << (4 * pos))));
      }
  for (size_t i = 0; i < n_random; ++i)
    for (auto& a : in) a.push_back(static_cast<uint32_t>(rng()));
  return in;
}

// byte_perm: the host twin against a byte-by-byte reading of CUDA's definition, and both arms
// on the oracle against the host twin; CUDA prints __byte_perm, the others no intrinsic.
TEST(Island, BytePermArmsBitwiseEqualOnOracleAndHost) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  auto in = byte_perm_inputs(rng, 1 << 14);
  KernelRef k = byte_perm_kernel();
  ASSERT_EQ(ir::island_targets(*k), (std::vector<std::string>{"default", "cuda"}));
  std::vector<uint32_t> def = run_oracle(*k, in, "default"), cuda = run_oracle(*k, in, "cuda");
  for (size_t i = 0; i < def.size(); ++i) {
    uint8_t bytes[8];
    for (int j = 0; j < 4; ++j) {
      bytes[j] = static_cast<uint8_t>(in[0][i] >> (8 * j));
      bytes[4 + j] = static_cast<uint8_t>(in[1][i] >> (8 * j));
    }
    uint32_t want = 0;
    for (int n = 0; n < 4; ++n) want |= uint32_t{bytes[(in[2][i] >> (4 * n)) & 7]} << (8 * n);
    ASSERT_EQ(ir::byte_perm(in[0][i], in[1][i], in[2][i]), want) << i;
    ASSERT_EQ(def[i], want) << "default arm, input " << i;
    ASSERT_EQ(cuda[i], want) << "cuda arm, input " << i;
  }
  // Selector 0x3210 is the identity on x; nibble 8 + j reads byte j of x (bit 3 ignored).
  EXPECT_EQ(ir::byte_perm(0x33221100u, 0x77665544u, 0x3210u), 0x33221100u);
  EXPECT_EQ(ir::byte_perm(0x33221100u, 0x77665544u, 0xfedcu), 0x77665544u);
  EXPECT_EQ(ir::byte_perm(0x33221100u, 0x77665544u, 0xba98u), 0x33221100u);
  for (const std::string& target : codegen::print_targets()) {
    std::string src = codegen::print_for(*k, target);
    SCOPED_TRACE(target);
    if (target == "cuda")
      EXPECT_NE(src.find("__byte_perm("), std::string::npos) << src;
    else
      EXPECT_EQ(src.find("__byte_perm"), std::string::npos) << src;
  }
}

/// load_byte (unit 1) or load_half (unit 2) of `words` at item i's word w[i] and offset b[i].
KernelRef load_unit_kernel(uint32_t unit) {
  return kernel(
      unit == 1 ? "load_byte_island" : "load_half_island",
      [unit](Array<uint32_t> words, Array<uint32_t> w, Array<uint32_t> b, Array<uint32_t> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] {
      out[i] = unit == 1 ? load_byte(words, w[i].read(), b[i].read()) : load_half(words, w[i].read(), b[i].read());
    });
      },
      {"words", "w", "b", "out"});
}

/// n random words, and for item i a word w < n/2 and an offset b in units of `unit` bytes with
/// w + b·unit/4 < n (offsets 0 .. 4/unit - 1 of the first words, the last unit of the buffer,
/// then random ones).
Triples<uint32_t> load_unit_inputs(std::mt19937_64& rng, uint32_t n, uint32_t unit) {
  const uint32_t per_word = 4 / unit;
  Triples<uint32_t> in;
  for (uint32_t i = 0; i < n; ++i) {
    in[0].push_back(static_cast<uint32_t>(rng()));
    uint32_t w = i < 8 ? i / per_word : static_cast<uint32_t>(rng() % (n / 2));
    uint32_t b = i < 8    ? i % per_word
                 : i == 8 ? per_word * (n - w) - 1
                          : static_cast<uint32_t>(rng() % (per_word * (n - w)));
    in[1].push_back(w);
    in[2].push_back(b);
  }
  return in;
}

/// Unit b (of `unit` bytes) from word w of `words` read from memory (the host is little-endian).
uint32_t host_unit(const std::vector<uint32_t>& words, uint32_t w, uint32_t b, uint32_t unit) {
  const uint8_t* p = reinterpret_cast<const uint8_t*>(words.data() + w) + size_t{b} * unit;
  uint16_t h = 0;
  std::memcpy(&h, p, unit);
  return h;
}

// load_byte and load_half: both arms on the oracle give the byte (halfword) the host reads from
// memory; the cpp printer prints one byte (16-bit) load from the word's address, the other
// targets the default arm's word and shift; outside a "cpp" arm the verifier refuses it; an
// index past the buffer is an oracle error.
TEST(Island, LoadByteAndHalfArmsBitwiseEqualOnOracleAndHost) {
  static_assert(std::endian::native == std::endian::little);
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  for (uint32_t unit : {1u, 2u}) {
    SCOPED_TRACE(unit == 1 ? "load_byte" : "load_half");
    auto in = load_unit_inputs(rng, 1 << 14, unit);
    KernelRef k = load_unit_kernel(unit);
    ASSERT_EQ(ir::island_targets(*k), (std::vector<std::string>{"default", "cpp"}));
    std::vector<uint32_t> def = run_oracle(*k, in, "default"), cpp = run_oracle(*k, in, "cpp");
    size_t distinct = 0, high = 0;
    for (size_t i = 0; i < def.size(); ++i) {
      const uint32_t want = host_unit(in[0], in[1][i], in[2][i], unit);
      ASSERT_EQ(def[i], want) << "default arm, input " << i;
      ASSERT_EQ(cpp[i], want) << "cpp arm, input " << i;
      distinct += want != def[0];
      high += want > 255u;
    }
    EXPECT_GT(distinct, def.size() / 2);             // the units differ: a wrong lane would be seen
    if (unit == 2) EXPECT_GT(high, def.size() / 2);  // and a halfword's high byte is read
    const std::string pointer = unit == 1 ? "(const uchar*)(p_words + " : "(const ushort*)(p_words + ";
    for (const std::string& target : codegen::print_targets()) {
      std::string src = codegen::print_for(*k, target);
      SCOPED_TRACE(target);
      if (target == "cpp")
        EXPECT_NE(src.find(pointer), std::string::npos) << src;
      else
        EXPECT_EQ(src.find(pointer), std::string::npos) << src;
    }
    in[2][5] = (4 / unit) * (static_cast<uint32_t>(in[0].size()) - in[1][5]);  // one unit past the end
    EXPECT_THROW(run_oracle(*k, in, "cpp"), UserError);
    EXPECT_THROW(run_oracle(*k, in, "default"), UserError);
  }
  for (const char* op : {"load_byte", "load_half"}) {
    try {
      kernel(
          std::string(op) + "_outside_arm",
          [op](Array<uint32_t> words, Array<uint32_t> out) {
        out[0u] = std::string(op) == "load_byte" ? load_byte_intrinsic(words, Val<uint32_t>(0u), Val<uint32_t>(1u))
                                                 : load_half_intrinsic(words, Val<uint32_t>(0u), Val<uint32_t>(1u));
          },
          {"words", "out"});
      ADD_FAILURE() << "verifier accepted " << op << " outside an island arm";
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find(std::string(op) + " is a target intrinsic"), std::string::npos) << e.what();
    }
  }
}

/// half_to_float, or half_to_float_value when `value_only` (NaN payload unspecified).
KernelRef half_to_float_kernel(bool value_only = false) {
  return kernel(
      value_only ? "half_to_float_value_island" : "half_to_float_island",
      [&](Array<uint32_t> h, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size(), [&] { out[i] = value_only ? half_to_float_value(h[i].read()) : half_to_float(h[i].read()); });
      },
      {"h", "out"});
}

/// Selects in the `target` arms of k's islands whose picked operands are not both constants
/// (a mask's 0 / all-ones select is fine: GCC if-converts it; a select of computed values may
/// have a float operation sunk into a branch, and the loop stays scalar).
int selects_of_values(const ir::Kernel& k, const std::string& target) {
  int n = 0;
  std::function<void(const std::vector<ir::Stmt>&, bool)> walk = [&](const std::vector<ir::Stmt>& b, bool in_arm) {
    std::map<int32_t, bool> constant;
    for (const ir::Stmt& s : b) {
      if (s.result >= 0) constant[s.result] = s.op == ir::Op::Const;
      if (in_arm && s.op == ir::Op::Select && !(constant[s.args[1]] && constant[s.args[2]])) ++n;
      for (const auto* c : {&s.body, &s.else_body, &s.cond_body}) walk(*c, false);
      for (const ir::IslandArm& a : s.arms) walk(a.body, a.target == target);
    }
  };
  walk(k.body, false);
  return n;
}

/// Every binary16 bit pattern, once.
std::vector<uint32_t> all_halves() {
  std::vector<uint32_t> h(65536);
  for (uint32_t i = 0; i < 65536; ++i) h[i] = i;
  return h;
}

std::vector<float> run_half_oracle(const ir::Kernel& k, std::vector<uint32_t> h, const std::string& arm) {
  std::vector<float> out(h.size(), 0.0f);
  interp::Options o;
  o.island_arm = arm;
  interp::run(k, {static_cast<uint32_t>(h.size() / 64)}, {64},
              std::vector<interp::Arg>{interp::buffer(h), interp::buffer(out)}, o);
  return out;
}

// half_to_float: every arm on the oracle gives the host's bits for all 65536 halves (NaN payloads
// and signaling NaNs included: the cuda and opencl arms keep exponent 31 on the formula).
TEST(Island, HalfToFloatArmsBitwiseEqualOnOracleAndHost) {
  KernelRef k = half_to_float_kernel();
  ASSERT_EQ(ir::island_targets(*k), (std::vector<std::string>{"default", "cuda", "opencl", "cpp", "vulkan"}));
  std::vector<uint32_t> h = all_halves();
  std::vector<float> def = run_half_oracle(*k, h, "default"), cuda = run_half_oracle(*k, h, "cuda"),
                     cl = run_half_oracle(*k, h, "opencl"), cpp = run_half_oracle(*k, h, "cpp"),
                     vk = run_half_oracle(*k, h, "vulkan");
  for (uint32_t i = 0; i < 65536; ++i) {
    // Exponent 31 by the formula (a signaling NaN stays signaling; f16_to_f32 quiets it).
    const uint32_t want = (i & 0x7c00u) == 0x7c00u ? ((i >> 15) << 31) | 0x7f800000u | ((i & 1023u) << 13)
                                                   : std::bit_cast<uint32_t>(f16_to_f32(static_cast<uint16_t>(i)));
    ASSERT_EQ(std::bit_cast<uint32_t>(def[i]), want) << "default arm, half 0x" << std::hex << i;
    ASSERT_EQ(std::bit_cast<uint32_t>(cuda[i]), want) << "cuda arm, half 0x" << std::hex << i;
    ASSERT_EQ(std::bit_cast<uint32_t>(cl[i]), want) << "opencl arm, half 0x" << std::hex << i;
    ASSERT_EQ(std::bit_cast<uint32_t>(cpp[i]), want) << "cpp arm, half 0x" << std::hex << i;
    ASSERT_EQ(std::bit_cast<uint32_t>(vk[i]), want) << "vulkan arm, half 0x" << std::hex << i;
  }
  // The vulkan arm's conversion: unpackHalf2x16 only where the device's probe found it exact,
  // else Morph's loop-free exact conversion; in flush mode the default arm.
  const std::string vk_formula = codegen::print_for(*k, "vulkan");
  EXPECT_EQ(vk_formula.find("unpackHalf2x16"), std::string::npos);
  EXPECT_NE(vk_formula.find("morph_f16_to_f32("), std::string::npos);
  EXPECT_NE(vk_formula.find("findMSB("), std::string::npos) << "the exact conversion, without a loop";
  EXPECT_NE(codegen::print(*k, *codegen::glsl_dialect({.hw_f16_load = true})).find("unpackHalf2x16("),
            std::string::npos);
  EXPECT_EQ(codegen::print(*k, *codegen::glsl_dialect({.flush_denormals = true, .hw_f16_load = true}))
                .find("unpackHalf2x16("),
            std::string::npos);
  EXPECT_NE(codegen::print_for(*k, "cuda").find("cvt.f32.f16"), std::string::npos);
  EXPECT_NE(codegen::print_for(*k, "opencl").find("vload_half(0, "), std::string::npos);
  const std::string cpp_src = codegen::print_for(*k, "cpp");
  EXPECT_EQ(cpp_src.find("vload_half"), std::string::npos) << "the cpu backend: its own arm";
  EXPECT_EQ(selects_of_values(*k, "cpp"), 0) << "the cpp arm picks by and/or masks";
  EXPECT_GT(selects_of_values(*k, "default"), 0);
}

// half_to_float_value: every arm on the oracle gives the host's value for all 65536 halves,
// bitwise for every non-NaN (±0, subnormals and ±inf included), a NaN for every NaN.
TEST(Island, HalfToFloatValueArmsEqualOnOracleAndHost) {
  KernelRef k = half_to_float_kernel(true);
  ASSERT_EQ(ir::island_targets(*k), (std::vector<std::string>{"default", "cuda", "opencl", "cpp", "vulkan"}));
  std::vector<uint32_t> h = all_halves();
  for (const std::string arm : {"default", "cuda", "opencl", "cpp", "vulkan"}) {
    std::vector<float> got = run_half_oracle(*k, h, arm);
    for (uint32_t i = 0; i < 65536; ++i)
      ASSERT_TRUE(same_float(got[i], f16_to_f32(static_cast<uint16_t>(i))))
          << arm << " arm, half 0x" << std::hex << i << ": 0x" << std::bit_cast<uint32_t>(got[i]);
  }
  const std::string cuda = codegen::print_for(*k, "cuda");
  EXPECT_NE(cuda.find("cvt.f32.f16"), std::string::npos);
  EXPECT_EQ(cuda.find("0x7f800000"), std::string::npos) << "the cuda arm has no exponent-31 path";
  EXPECT_EQ(selects_of_values(*k, "cpp"), 0) << "the cpp arm picks by and/or masks";
}

class IslandConf : public testing::BackendTest {};

std::vector<float> run_half_device(rt::Device& dev, const KernelRef& k, const std::vector<uint32_t>& h) {
  rt::Buffer hb = dev.alloc(h.size() * 4), o = dev.alloc(h.size() * 4);
  dev.upload(hb, h.data(), h.size() * 4);
  dev.launch(k, {static_cast<uint32_t>(h.size() / 64)}, {64}, {rt::arg(hb), rt::arg(o)});
  std::vector<float> got(h.size());
  dev.download(o, got.data(), got.size() * 4);
  return got;
}

TEST_P(IslandConf, HalfToFloatValueEqualToOracle) {
  KernelRef k = half_to_float_kernel(true);
  if (compile_only()) {
    compile_check(*k);
    return;
  }
  std::vector<uint32_t> h = all_halves();
  std::vector<float> got = run_half_device(device(), k, h);
  size_t nans = 0;
  for (size_t i = 0; i < h.size(); ++i) {
    const float want = f16_to_f32(static_cast<uint16_t>(i));
    nans += std::isnan(want);
    ASSERT_TRUE(same_float(got[i], want)) << "half 0x" << std::hex << i << ": 0x" << std::bit_cast<uint32_t>(got[i]);
  }
  EXPECT_EQ(nans, 2046u);  // the comparison saw every NaN pattern (and 63490 exact values)
}

TEST_P(IslandConf, HalfToFloatBitwiseEqualToOracle) {
  KernelRef k = half_to_float_kernel();
  if (compile_only()) {
    compile_check(*k);
    return;
  }
  std::vector<uint32_t> h = all_halves();
  std::vector<float> want = run_half_oracle(*k, h, "default");
  std::vector<float> got = run_half_device(device(), k, h);
  for (size_t i = 0; i < h.size(); ++i)
    ASSERT_EQ(std::bit_cast<uint32_t>(got[i]), std::bit_cast<uint32_t>(want[i])) << "half 0x" << std::hex << i;
}

TEST_P(IslandConf, BytePermBitwiseEqualToOracle) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  KernelRef k = byte_perm_kernel();
  if (compile_only()) {
    compile_check(*k);
    return;
  }
  auto in = byte_perm_inputs(rng, 4096);
  std::vector<uint32_t> want = run_oracle(*k, in, "default"), got = run_device(device(), k, in);
  for (size_t i = 0; i < want.size(); ++i) ASSERT_EQ(got[i], want[i]) << "input " << i;
}

TEST_P(IslandConf, LoadByteAndHalfBitwiseEqualToOracle) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  for (uint32_t unit : {1u, 2u}) {
    SCOPED_TRACE(unit == 1 ? "load_byte" : "load_half");
    KernelRef k = load_unit_kernel(unit);
    if (compile_only()) {
      compile_check(*k);
      continue;
    }
    auto in = load_unit_inputs(rng, 4096, unit);
    std::vector<uint32_t> want = run_oracle(*k, in, "default"), got = run_device(device(), k, in);
    for (size_t i = 0; i < want.size(); ++i) ASSERT_EQ(got[i], want[i]) << "input " << i;
  }
}

TEST_P(IslandConf, Dp4aBitwiseEqualToOracle) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  KernelRef k = dp4a_kernel();
  if (compile_only()) {
    compile_check(*k);
    return;
  }
  Triples<int32_t> in = dp4a_inputs(rng, 4096);
  std::vector<int32_t> want = run_oracle(*k, in, "default"), got = run_device(device(), k, in);
  for (size_t i = 0; i < want.size(); ++i) ASSERT_EQ(got[i], want[i]) << "input " << i;
}

MORPH_INSTANTIATE_BACKENDS(IslandConf);

}  // namespace
}  // namespace morph
