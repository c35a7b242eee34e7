// The tiny-argument islands of exp, tanh, silu, sigmoid, gelu_tanh, softplus, sin and cos
// (detail::tiny_island, DESIGN §7 / L7): the "vulkan" arm computes each op at 0 and selects 1, x,
// x/2, 0.5, x/2, ln 2 (rounded), x or 1 for |x| < 2^-26. It must give the default arm's bits: (1) on
// the host, each op's definition gives exactly that value for the tiny arguments (every 61st of
// them here in both signs — all of them when MORPH_EXHAUSTIVE=1: it was run so on 2026-12-03,
// 0 differences, for the first three, and for the last three the same evening); (2) on the oracle, both arms of
// the traced op agree bitwise on tiny, special and random arguments, subnormals kept and flushed.
#include <gtest/gtest.h>

#include <atomic>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <random>

#include "morph/algebra/math.h"
#include "morph/base/env_number.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"

namespace morph {
namespace {

namespace m = algebra::math;

// MORPH_EXHAUSTIVE=1: every argument instead of a stride (minutes per op).
bool exhaustive() { return env_switch("MORPH_EXHAUSTIVE", false); }

struct TinyOp {
  const char* name;
  std::function<float(float)> host;
  std::function<float(float)> tiny_value;
  std::function<dsl::Val<float>(dsl::Val<float>)> traced;
  bool proven = true;                       // the vulkan arm's fma are traced proven normal
  float big_above = 0;                      // 0: no big side; else the op is big_value above it
  std::function<float(float)> big_value{};  //   (x for silu and gelu_tanh, 1 for sigmoid)
};

// x/2 rounded once (volatile: no wider intermediate): silu's and gelu_tanh's tiny value.
float half_rounded_once(float x) {
  volatile float h = x * 0.5f;
  return float(h);
}

std::vector<TinyOp> tiny_ops() {
  return {
      {"exp", [](float x) { return m::exp(x); }, [](float) { return 1.0f; },
       [](dsl::Val<float> x) { return m::exp(x); }},
      {"tanh", [](float x) { return m::tanh(x); }, [](float x) { return x; },
       [](dsl::Val<float> x) { return m::tanh(x); }},
      {"silu", [](float x) { return m::silu(x); }, half_rounded_once, [](dsl::Val<float> x) { return m::silu(x); },
       true, 20.0f, [](float x) { return x; }},
      {"sigmoid", [](float x) { return m::sigmoid(x); }, [](float) { return 0.5f; },
       [](dsl::Val<float> x) { return m::sigmoid(x); }, true, 20.0f, [](float) { return 1.0f; }},
      {"gelu_tanh", [](float x) { return m::gelu_tanh(x); }, half_rounded_once,
       [](dsl::Val<float> x) { return m::gelu_tanh(x); }, true, 6.0f, [](float x) { return x; }},
      {"softplus", [](float x) { return m::softplus(x); }, [](float) { return std::bit_cast<float>(0x3f317218u); },
       [](dsl::Val<float> x) { return m::softplus(x); }, false},
      {"sin", [](float x) { return m::sin(x); }, [](float x) { return x; },
       [](dsl::Val<float> x) { return m::sin(x); }},
      {"cos", [](float x) { return m::cos(x); }, [](float) { return 1.0f; },
       [](dsl::Val<float> x) { return m::cos(x); }},
  };
}

TEST(TinyIsland, HostDefinitionGivesTheTinyValue) {
  const uint32_t stride = exhaustive() ? 1 : 61;
  for (const TinyOp& op : tiny_ops()) {
    size_t bad = 0, n = 0;
    for (uint32_t sign : {0u, 0x80000000u})
      for (uint32_t u = 0; u < 0x32800000u; u += stride) {
        const float x = std::bit_cast<float>(u | sign);
        ++n;
        if (std::bit_cast<uint32_t>(op.host(x)) != std::bit_cast<uint32_t>(op.tiny_value(x)) && ++bad <= 5)
          ADD_FAILURE() << op.name << std::hexfloat << "(" << x << ") = " << op.host(x) << ", tiny value "
                        << op.tiny_value(x);
      }
    EXPECT_EQ(bad, 0u) << op.name << " over " << n << " tiny arguments";
    // the boundary: 2^-26 itself is outside (the routine runs), the float below inside
    EXPECT_FALSE(algebra::math::detail::is_tiny(0x1p-26f));
    EXPECT_TRUE(algebra::math::detail::is_tiny(std::nextafter(0x1p-26f, 0.0f)));
  }
}

// The big side of the vulkan arm (silu, sigmoid, gelu_tanh): the host definition gives exactly
// big_value(x) for every x above the threshold up to +inf (every 61st here; all of them with
// MORPH_EXHAUSTIVE=1, run so on 2026-12-06: 0 differences).
TEST(TinyIsland, HostDefinitionGivesTheBigValue) {
  const uint32_t stride = exhaustive() ? 1 : 61;
  size_t ops = 0;
  for (const TinyOp& op : tiny_ops()) {
    if (op.big_above == 0) continue;
    ++ops;
    size_t bad = 0, n = 0;
    const uint32_t first = std::bit_cast<uint32_t>(op.big_above) + 1;
    std::vector<uint32_t> us;
    for (uint32_t u = first; u < 0x7f800000u; u += stride) us.push_back(u);
    us.push_back(0x7f7fffffu);
    us.push_back(0x7f800000u);  // +inf
    for (uint32_t u : us) {
      const float x = std::bit_cast<float>(u);
      ++n;
      if (std::bit_cast<uint32_t>(op.host(x)) != std::bit_cast<uint32_t>(op.big_value(x)) && ++bad <= 5)
        ADD_FAILURE() << op.name << std::hexfloat << "(" << x << ") = " << op.host(x) << ", big value "
                      << op.big_value(x);
    }
    EXPECT_EQ(bad, 0u) << op.name << " over " << n << " arguments above " << op.big_above << " (+inf included)";
    EXPECT_GT(n, 1000000u);
  }
  EXPECT_EQ(ops, 3u);
}

// Both arms on the oracle: every tiny binade's edges, ±0, subnormals, specials, and random bits.
TEST(TinyIsland, VulkanArmEqualsDefaultArmOnOracle) {
  const uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<float> xs = {0.0f,
                           -0.0f,
                           INFINITY,
                           -INFINITY,
                           NAN,
                           0x1p-149f,
                           -0x1p-149f,
                           0x1p-126f,
                           0x1p-26f,
                           -0x1p-26f,
                           std::nextafter(0x1p-26f, 0.0f),
                           1.0f,
                           -1.0f,
                           88.0f,
                           -104.0f};
  for (int e = 0; e < 101; ++e)
    for (float s : {1.0f, -1.0f}) xs.push_back(s * std::ldexp(1.0f + static_cast<float>(e) / 128, -126 + e));
  while (xs.size() % 64 != 0 || xs.size() < 8192) {
    const uint32_t r = static_cast<uint32_t>(rng());
    xs.push_back(std::bit_cast<float>(xs.size() % 2 ? r : (r & 0x807fffffu) | ((r % 102) << 23)));  // tiny half
  }
  const uint32_t n = static_cast<uint32_t>(xs.size());
  size_t tiny = 0;
  for (float x : xs) tiny += algebra::math::detail::is_tiny(x);
  EXPECT_GT(tiny, n / 3) << "the inputs exercise the island's tiny side";
  for (const TinyOp& op : tiny_ops()) {
    dsl::KernelRef k = dsl::kernel(
        std::string("tiny_island_") + op.name,
        [&](dsl::Array<float> x, dsl::Array<float> y) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < x.size(), [&] { y[i] = op.traced(x[i].read()); });
        },
        {"x", "y"});
    for (bool flush : {false, true}) {  // DESIGN L4: the flush mode's arms agree too
      std::vector<float> def(n), vk(n), vkf(n);
      for (auto [arm, out] :
           {std::pair<const char*, std::vector<float>*>{"default", &def}, {"vulkan", &vk}, {"vulkan+fma", &vkf}}) {
        interp::Options o;
        o.island_arm = arm;
        o.flush_denormals = flush;
        interp::run(*k, {n / 64}, {64}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(*out)}, o);
      }
      size_t bad = 0;
      for (const std::vector<float>* got : {&vk, &vkf})
        for (uint32_t i = 0; i < n; ++i) {
          const uint32_t a = std::bit_cast<uint32_t>(def[i]), b = std::bit_cast<uint32_t>((*got)[i]);
          const bool nans = std::isnan(def[i]) && std::isnan((*got)[i]);
          if (a != b && !nans && ++bad <= 5)
            ADD_FAILURE() << op.name << (flush ? " (flush mode)" : "") << std::hexfloat << "(" << xs[i] << "): default "
                          << def[i] << ", " << (got == &vk ? "vulkan " : "vulkan+fma ") << (*got)[i];
        }
      EXPECT_EQ(bad, 0u) << op.name << (flush ? " (flush mode)" : "");
    }
  }
}

// The "vulkan" arm traces its body's fma, compares and negations as proven normal
// (dsl::ProvenNormal: NVIDIA's Vulkan then prints the device's fma() unguarded, and GLSL's own
// compares and negations). The claim — no fma, compare or negation of the body, at any non-tiny
// argument, sees a subnormal operand, and no fma has a nonzero exact result below 2^-126 — checked
// by the oracle on every binade's edges and random significands in both signs, dense random
// arguments where results turn subnormal or overflow (|x| in [60, 130]) and over [-20, 20], and
// specials; with MORPH_EXHAUSTIVE=1 on every 257th float too (16.7 M arguments per op; run so on
// 2026-12-06 for the fma: 0 violations, the arms equal).
TEST(TinyIsland, VulkanArmsAreProvenNormal) {
  const uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<float> xs = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 0x1p-26f, -0x1p-26f, 0x1p-149f, -0x1p-149f};
  for (uint32_t e = 0; e < 256; ++e)
    for (uint32_t sign : {0u, 0x80000000u}) {
      for (uint32_t m : {0u, 1u, 0x400000u, 0x7fffffu}) xs.push_back(std::bit_cast<float>(sign | e << 23 | m));
      for (int r = 0; r < 28; ++r)
        xs.push_back(std::bit_cast<float>(sign | e << 23 | (static_cast<uint32_t>(rng()) & 0x7fffffu)));
    }
  std::uniform_real_distribution<float> edge(60.0f, 130.0f), mid(-20.0f, 20.0f);
  for (int r = 0; r < 32768; ++r) xs.push_back(r % 2 ? edge(rng) : -edge(rng));
  for (int r = 0; r < 32768; ++r) xs.push_back(mid(rng));
  // sin and cos: the floats nearest each multiple k pi/2 up to 2^17 and their neighbours, where the
  // reduced argument and its low part are smallest (|r| = 2^-27.8 at 252.898209)
  for (int k = 1; k * 1.5707963267948966 < 131072.0; ++k) {
    const float near = static_cast<float>(k * 1.5707963267948966);
    for (float v : {near, std::nextafter(near, 0.0f), std::nextafter(near, INFINITY)}) xs.push_back(k % 2 ? v : -v);
  }
  if (exhaustive())
    for (uint64_t u = 0; u < (uint64_t{1} << 32); u += 257)
      xs.push_back(std::bit_cast<float>(static_cast<uint32_t>(u)));
  while (xs.size() % 64 != 0) xs.push_back(1.0f);
  const uint32_t n = static_cast<uint32_t>(xs.size());
  for (const TinyOp& op : tiny_ops()) {
    dsl::KernelRef k = dsl::kernel(
        std::string("tiny_island_proven_") + op.name,
        [&](dsl::Array<float> x, dsl::Array<float> y) {
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < x.size(), [&] { y[i] = op.traced(x[i].read()); });
        },
        {"x", "y"});
    // The vulkan arms hold the proven fma (and compares, negations), the default arm none.
    size_t proven = 0, proven_other = 0;
    auto count = [&](const std::vector<ir::Stmt>& b, const std::string& arm, auto& self) -> void {
      for (const ir::Stmt& st : b) {
        const bool other = ir::is_proven_normal(st) && st.op != ir::Op::Fma;
        if (ir::is_proven_normal(st)) {
          EXPECT_TRUE(arm.starts_with("vulkan"))
              << op.name << ": a proven " << ir::op_name(st.op) << " in arm '" << arm << "'";
          ++(other ? proven_other : proven);
        }
        for (const auto* c : {&st.body, &st.else_body, &st.cond_body}) self(*c, arm, self);
        for (const ir::IslandArm& a : st.arms) self(a.body, a.target, self);
      }
    };
    count(k->body, "", count);
    if (op.proven) {
      EXPECT_GT(proven, 0u) << op.name;
      EXPECT_GT(proven_other, 0u) << op.name << ": exp's clamps are compares of proven-normal values";
    } else {
      EXPECT_EQ(proven + proven_other, 0u) << op.name << " keeps the guarded fma and exact compares";
    }
    std::vector<float> def(n);
    interp::run(*k, {n / 64}, {64}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(def)}, {});
    size_t bad = 0;
    for (const char* arm : {"vulkan", "vulkan+fma"}) {  // the latter: the Newton reciprocal's fma too
      std::atomic<uint64_t> violations{0};
      std::vector<float> vk(n);
      interp::Options o;
      o.island_arm = arm;
      o.proven_normal_violations = &violations;
      interp::run(*k, {n / 64}, {64}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(vk)}, o);
      EXPECT_EQ(violations.load(), 0u) << op.name << " (" << arm << "): proven-normal evaluations with a "
                                       << "subnormal operand or an fma result below 2^-126, over " << n << " arguments";
      for (uint32_t i = 0; i < n; ++i) bad += !same_float(vk[i], def[i]);
    }
    EXPECT_EQ(bad, 0u) << op.name << ": the arms differ";
  }
}

// rsqrt's core (from the significand m in [1, 4) on) is traced proven normal: every value there
// depends on m alone. The oracle checks the claim over every m (every float in [1, 4): all of them
// with MORPH_EXHAUSTIVE=1 — run so on 2026-12-06: 0 violations —, every 61st in CI) and over
// arguments of every class (subnormal, huge, negative, zeros, infinities, NaN, whose m is still in
// [1, 4)), with the results bitwise equal to the host's rsqrt.
TEST(TinyIsland, RsqrtCoreIsProvenNormal) {
  std::vector<float> xs = {
      0.0f,      -0.0f,     INFINITY,        -INFINITY,        NAN,       -1.0f,           -0x1p-149f,
      0x1p-149f, 0x1p-130f, 0x1.fffffep127f, -0x1.fffffep127f, 0x1p-126f, 0x1.fffffep-127f};
  const uint32_t stride = exhaustive() ? 1 : 61;
  for (uint32_t u = 0x3f800000u; u < 0x40800000u; u += stride) xs.push_back(std::bit_cast<float>(u));
  std::mt19937 rng(12345);
  for (int r = 0; r < 4096; ++r) xs.push_back(std::bit_cast<float>(static_cast<uint32_t>(rng())));
  while (xs.size() % 64 != 0) xs.push_back(1.0f);
  const uint32_t n = static_cast<uint32_t>(xs.size());
  dsl::KernelRef k = dsl::kernel(
      "rsqrt_proven_core",
      [](dsl::Array<float> x, dsl::Array<float> y) {
    dsl::Val<uint32_t> i = dsl::global_id(0);
    dsl::If(i < x.size(), [&] { y[i] = m::rsqrt(x[i].read()); });
      },
      {"x", "y"});
  size_t proven = 0;
  for (const ir::Stmt& st : k->body)
    for (const ir::Stmt& t : st.body) proven += ir::is_proven_normal(t) && t.op == ir::Op::Fma;
  EXPECT_EQ(proven, 6u) << "the core's six fma";
  std::atomic<uint64_t> violations{0};
  interp::Options o;
  o.proven_normal_violations = &violations;
  std::vector<float> ys(n);
  interp::run(*k, {n / 64}, {64}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(ys)}, o);
  EXPECT_EQ(violations.load(), 0u) << "over " << n << " arguments";
  size_t bad = 0;
  for (uint32_t i = 0; i < n; ++i) bad += !same_float(ys[i], m::rsqrt(xs[i]));
  EXPECT_EQ(bad, 0u);
}

// The oracle checks the claim where it is made, so the check above can fail: under
// dsl::ProvenNormal a compare, a negation and an fma are marked (imm 1), and each evaluation with
// a subnormal operand (or, for the fma, a nonzero result below 2^-126) is counted; traced without
// it, nothing is marked and nothing counted.
TEST(TinyIsland, ProvenNormalClaimIsCheckedOnEveryMarkedOp) {
  for (bool proven : {true, false}) {
    dsl::KernelRef k = dsl::kernel(
        proven ? "proven_claim_marked" : "proven_claim_unmarked",
        [&](dsl::Array<float> x, dsl::Array<float> y) {
      std::optional<dsl::ProvenNormal> on;
      if (proven) on.emplace();
      dsl::Val<uint32_t> i = dsl::global_id(0);
      dsl::If(i < x.size(), [&] {
        dsl::Val<float> v = x[i].read();
        y[i] = dsl::select(v < 2.0f, -v + dsl::fma(v, v, 0.0f), v);
      });
        },
        {"x", "y"});
    size_t marked = 0;
    for (const ir::Stmt& st : k->body)
      for (const ir::Stmt& t : st.body) marked += ir::is_proven_normal(t);
    EXPECT_EQ(marked, proven ? 3u : 0u);
    // The dump (and so the kernel's hash) shows the claim.
    const std::string dump = ir::dump(*k);
    size_t shown = 0;
    for (size_t at = dump.find(" proven\n"); at != std::string::npos; at = dump.find(" proven\n", at + 1)) ++shown;
    EXPECT_EQ(shown, marked) << dump;
    // 2^-140: a subnormal operand of all three; 2^-70: the fma's exact result 2^-140; 1: none.
    std::vector<float> xs = {0x1p-140f, 0x1p-70f, 1.0f, 3.0f}, ys(4);
    std::atomic<uint64_t> violations{0};
    interp::Options o;
    o.proven_normal_violations = &violations;
    interp::run(*k, {1}, {4}, std::vector<interp::Arg>{interp::buffer(xs), interp::buffer(ys)}, o);
    EXPECT_EQ(violations.load(), proven ? 4u : 0u);
    EXPECT_EQ(ys[2], 0.0f);  // -1 + fma(1, 1, 0)
    EXPECT_EQ(ys[3], 3.0f);
  }
}

}  // namespace
}  // namespace morph
