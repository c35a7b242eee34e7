// Schedules never change bits (DESIGN L6): dag_map — alone, and as the Map launch of a Fuse
// chain's Plan (PlanOptions::map_schedule) — under every schedule variant (lanes 1, 2, 4 with
// wide accesses, full grid or grid-stride over 1 or 8 workgroups per compute unit, workgroups
// of 64 or 256) gives the default schedule's bits, on every backend present; the default equals
// the oracle. Shapes leave partial workgroups; inputs mix specials; inputs are read in every extent
// and storage type. CUDA without a device compiles every variant.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/chain_reference.h"
#include "morph/fusion/dag_map.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/map_schedule.h"
#include "morph/fusion/random_inputs.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::fusion {
namespace {

TEST(MapSchedule, DefaultIs128BitAccesses) {
  DagProgram full;  // y = silu(x), x: Full
  full.inputs = {Extent::Full};
  full.outputs = {full.un(algebra::UnOp::Silu, full.load(0))};
  EXPECT_EQ(dag_map_lanes(full, 4096), 4u);  // f32
  EXPECT_EQ(dag_map_lanes(full, 98), 2u);    // rows of 98: halved until it divides
  EXPECT_EQ(dag_map_lanes(full, 97), 1u);
  DagProgram per_row;  // z = exp(r), r: PerRow — one element per row, no lanes
  per_row.inputs = {Extent::PerRow};
  per_row.outputs = {per_row.un(algebra::UnOp::Exp, per_row.load(0))};
  EXPECT_EQ(dag_map_lanes(per_row, 4096), 1u);
  EXPECT_EQ(access_width(4, 4), 4u);
  EXPECT_EQ(access_width(8, 4), 4u);  // two 128-bit accesses
  EXPECT_EQ(access_width(2, 2), 1u);  // 4 bytes: scalar
  EXPECT_EQ(access_width(16, 2), 8u);
  rt::Caps caps;
  caps.compute_units = 132;
  EXPECT_EQ(default_groups_per_unit(caps), 0u);  // a GPU: the full grid (measured faster on an H200)
  caps.compute_units = 2;
  EXPECT_EQ(default_groups_per_unit(caps), 8u);  // a CPU (PoCL): few workgroups, grid-stride
  caps.compute_units = 0;
  EXPECT_EQ(default_groups_per_unit(caps), 0u);  // a GPU that reports no count: the full grid
  caps.compute_units = 2;
  caps.max_loop_trips = 65535;  // llvmpipe: items stay below 65535 / 16 trips
  EXPECT_EQ(max_item_trips(caps), 4095u);
  EXPECT_EQ(map_groups(MapSchedule{1, 8, 256}, 1u << 20, caps), 16u);  // 256 trips: as sized
  EXPECT_EQ(map_groups(MapSchedule{1, 1, 8}, 1u << 20, caps), 33u);    // 2 would be 65536 trips
  EXPECT_EQ(map_groups(MapSchedule{1, 1, 8}, 100, caps), 2u);
  caps.wide_accesses = false;
  EXPECT_EQ(device_schedule(MapSchedule{4, 8, 256}, caps), (MapSchedule{1, 8, 256}));
  caps.compute_units = 132;
  caps.wide_accesses = true;
  caps.max_loop_trips = 0;
  EXPECT_EQ(device_schedule(MapSchedule{4, 8, 256}, caps), (MapSchedule{4, 0, 256}));
  MapSchedule s{4, 8, 256};
  EXPECT_EQ(map_groups(s, 16u << 20, caps), 132u * 8);  // grid-stride: from the device
  EXPECT_EQ(map_groups(s, 1024, caps), 4u);             // small: one trip
  s.groups_per_unit = 0;
  EXPECT_EQ(map_groups(s, 16u << 20, caps), (16u << 20) / 256);
  EXPECT_EQ(map_groups(s, 0, caps), 0u);
  // Long exact routines keep one lane on a device without Caps::wide_math (Vulkan on NVIDIA).
  caps.wide_math = false;
  EXPECT_TRUE(map_has_long_math(full));  // silu
  DagProgram neg;                        // y = -(x * w): no long routine
  neg.inputs = {Extent::Full, Extent::PerCol};
  neg.outputs = {neg.un(algebra::UnOp::Neg, neg.bin(algebra::BinOp::Mul, neg.load(0), neg.load(1)))};
  EXPECT_FALSE(map_has_long_math(neg));
  // The exp family is short where Caps::wide_exp_math says so (its Vulkan arms unguarded); log,
  // softplus and the IR's fma stay long.
  EXPECT_FALSE(map_has_long_math(full, true));
  for (algebra::UnOp op : {algebra::UnOp::Log, algebra::UnOp::Softplus, algebra::UnOp::Sin}) {
    DagProgram q;
    q.inputs = {Extent::Full};
    q.outputs = {q.un(algebra::UnOp::Exp, q.un(op, q.load(0)))};
    EXPECT_TRUE(map_has_long_math(q, true)) << algebra::name(op);
  }
  DagProgram f;
  f.inputs = {Extent::Full, Extent::Full, Extent::Full};
  f.outputs = {f.ter(algebra::TerOp::Fma, f.load(0), f.load(1), f.load(2))};
  EXPECT_TRUE(map_has_long_math(f, true));
  EXPECT_EQ(device_schedule(MapSchedule{4, 8, 256}, caps, true).lanes, 1u);
  EXPECT_EQ(device_schedule(MapSchedule{4, 8, 256}, caps, false).lanes, 4u);
  caps.wide_math = true;
  EXPECT_EQ(device_schedule(MapSchedule{4, 8, 256}, caps, true).lanes, 4u);
}

TEST(MapSchedule, SmallLaunchesTakeOneLanePerItem) {
  rt::Caps caps;
  caps.compute_units = 132;
  const MapSchedule gpu{4, 0, 256};
  // 1 x 14336 (swiglu at one token): 14 workgroups at 4 lanes on 132 compute units -> 56 at 1.
  EXPECT_EQ(small_launch_schedule(gpu, 14336, caps), (MapSchedule{1, 0, 256}));
  EXPECT_EQ(small_launch_schedule(gpu, 4 * 256 * 131, caps).lanes, 1u);
  EXPECT_EQ(small_launch_schedule(gpu, 4 * 256 * 132, caps), gpu);       // fills every compute unit
  EXPECT_EQ(small_launch_schedule(gpu, 512 * 14336, caps), gpu);         // 512 tokens
  EXPECT_EQ(small_launch_schedule({4, 8, 256}, 14336, caps).lanes, 4u);  // a grid-stride grid: kept
  caps.compute_units = 8;                                                // a CPU OpenCL device
  EXPECT_EQ(small_launch_schedule(gpu, 14336, caps), gpu);
  caps.compute_units = 132;
  caps.cheap_workgroups = true;  // the cpu backend
  EXPECT_EQ(small_launch_schedule(gpu, 14336, caps), gpu);
}

class MapScheduleBackend : public testing::BackendTest {};

struct MapCase {
  const char* name;
  std::vector<std::vector<uint64_t>> shapes;  // input shapes; output is shapes[0]
  std::vector<ir::Type> in_t;
  ir::Type out_t;
  std::function<Fuse(const std::vector<rt::Tensor>&)> chain;
};

std::vector<MapCase> map_cases() {
  using T = ir::Type;
  return {
      {"f32_same_partial_workgroup",
       {{33, 124}, {33, 124}},
       {T::F32, T::F32},
       T::F32,
       [](auto& t) { return Fuse(t[0]).silu().mul(t[1]); }},
      {"f32_row_col_scalar",
       {{24, 48}, {48}, {24, 1}, {1}},
       {T::F32, T::F32, T::F32, T::F32},
       T::F32,
       [](auto& t) { return Fuse(t[0]).mul(t[1]).add(t[2]).silu().max(t[3]); }},
      {"f16_in_bf16_out_1d",
       {{1036}, {1036}},
       {T::F16, T::F16},
       T::BF16,
       [](auto& t) { return Fuse(t[0]).gelu().mul(t[1]).rsub(0.5f); }},
      {"bf16_row_f32_out",
       {{16, 32}, {32}},
       {T::BF16, T::BF16},
       T::F32,
       [](auto& t) { return Fuse(t[0]).mul(t[1]).exp(); }},
  };
}

// A third of map_schedule_variants: every lanes count, each grid shape and workgroup size seen.
std::vector<MapSchedule> test_variants(uint64_t cols) {
  std::vector<MapSchedule> v;
  for (const MapSchedule& s : map_schedule_variants(cols))
    if ((s.groups_per_unit == 0 && s.workgroup == 64) || (s.groups_per_unit == 1 && s.workgroup == 256) ||
        (s.groups_per_unit == 8 && s.workgroup == 64))
      v.push_back(s);
  return v;
}

size_t count_diff(const std::vector<float>& a, const std::vector<float>& b, const std::string& what) {
  size_t bad = 0;
  for (size_t i = 0; i < a.size(); ++i)
    if (!same_float(a[i], b[i]) && ++bad <= 3)
      ADD_FAILURE() << what << " element " << i << ": 0x" << std::hex << bits_of(a[i]) << " vs 0x" << bits_of(b[i]);
  return bad;
}

// The Plan of a Fuse chain with each Map schedule (PlanOptions::map_schedule).
Plan chain_plan(const Fuse& f, const rt::Tensor& out, const MapSchedule* s) {
  PlanOptions o;
  if (s) o.map_schedule = *s;
  return Plan::fused(f.graph(out), o);
}

void run_plan(const Plan& plan, rt::Device& d, const std::vector<rt::Tensor>& ins, rt::Tensor& out) {
  std::map<std::string, rt::Tensor> in, o{{"y", out}};
  for (size_t k = 0; k < ins.size(); ++k) in.emplace(str_cat("in", k), ins[k]);
  plan.execute_into(d, in, o);
}

TEST_P(MapScheduleBackend, ChainPlanEveryScheduleBitwiseEqual) {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  for (const MapCase& c : map_cases()) {
    SCOPED_TRACE(c.name);
    uint64_t full = 1;
    for (uint64_t e : c.shapes[0]) full *= e;
    auto make = [&](rt::Device& d) {
      std::vector<rt::Tensor> ts;
      for (size_t k = 0; k < c.shapes.size(); ++k) {
        rt::Tensor t = rt::Tensor::empty(d, c.in_t[k], c.shapes[k]);
        // Specials in the full-size inputs. A one-element (scalar) input stays finite and small, and
        // a row or column vector finite and moderate (Mixed, |v| in [0.5, 4)): one special or huge
        // entry there spoils a whole column (exp(x*w) over 16 x 32 was mostly inf or 0 in ~1.6e-4
        // of runs; with these vectors the finite non-zero fraction stays >= 0.6 in 2e5 draws).
        std::vector<float> v;
        if (t.numel() == 1) {
          v = {-0.25f};
        } else if (t.numel() < full) {
          v.resize(t.numel());
          fill_row(RowRegime::Mixed, seed + k, 1, v.data(), v.size());
        } else {
          v = random_with_specials(seed + k, t.numel());
        }
        t.upload(v);
        ts.push_back(std::move(t));
      }
      return ts;
    };
    std::vector<rt::Tensor> ot = make(oracle());
    rt::Tensor want = rt::Tensor::empty(oracle(), c.out_t, c.shapes[0]);
    const uint64_t cols = c.shapes[0].back();
    std::vector<MapSchedule> variants = test_variants(cols);
    ASSERT_GE(variants.size(), 6u);
    if (compile_only()) {
      for (const MapSchedule& s : variants)
        if (s.groups_per_unit == 0)
          for (const dsl::KernelRef& k : chain_plan(c.chain(ot), want, &s).kernels()) compile_check(*k);
      continue;
    }
    c.chain(ot).run(want);
    std::vector<float> ref = want.download_f32();
    std::vector<rt::Tensor> dt = make(device());
    rt::Tensor got = rt::Tensor::empty(device(), c.out_t, c.shapes[0]);
    const Fuse f = c.chain(dt);
    ASSERT_EQ(f.run(got), 1u);
    std::vector<float> dflt = got.download_f32();
    EXPECT_EQ(count_diff(dflt, ref, "default schedule vs oracle"), 0u);
    // Informative: most values finite and non-zero, so equality says something.
    size_t finite = 0;
    for (float x : dflt) finite += std::isfinite(x) && x != 0;
    EXPECT_GT(finite, dflt.size() / 2);
    for (const MapSchedule& s : variants) {
      // Without wide accesses (GLSL) lanes only unroll the body (DagMapEveryScheduleBitwiseEqual
      // covers 2 lanes there), and lavapipe compiles the unrolled bodies of these chains for minutes.
      if (!device().caps().wide_accesses && s.lanes > 1) continue;
      got.upload(std::vector<float>(got.numel(), std::nanf("")));  // poison: every element must be written
      Plan plan = chain_plan(f, got, &s);
      ASSERT_EQ(plan.launch_count(), 1u);
      run_plan(plan, device(), dt, got);
      EXPECT_EQ(count_diff(got.download_f32(), dflt, s.str()), 0u) << s.str();
    }
  }
}

// An item of a grid-stride launch may run tens of thousands of trips; every element must still
// be written. Mesa's llvmpipe silently ends the loops of an invocation after 65535 iterations in
// total (over all its loops): a gelu_tanh over 2^20 elements on few workgroups once left its
// tail unwritten there. map_groups keeps each item below the device's Caps::max_loop_trips.
TEST_P(MapScheduleBackend, LongGridStrideLoopsWriteEveryElement) {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  const uint64_t n = uint64_t{1} << 20;
  std::vector<float> x = random_with_specials(seed, n);
  rt::Tensor ox = rt::Tensor::empty(oracle(), ir::Type::F32, {n});
  // One workgroup of 8 items per compute unit: 2^20 / (8 * units) trips per item (65536 on a
  // 2-thread lavapipe) unless the device's loop limit enlarges the grid.
  const MapSchedule s{1, 1, 8};
  if (compile_only()) {
    for (const dsl::KernelRef& k : chain_plan(Fuse(ox).gelu_tanh(), ox, &s).kernels()) compile_check(*k);
    return;
  }
  std::vector<std::vector<float>> ins = {x};
  std::vector<float> want = reference_program(Fuse(ox).gelu_tanh().program({n}), ins, n, n);
  rt::Tensor dx = rt::Tensor::empty(device(), ir::Type::F32, {n}), y = rt::Tensor::empty(device(), ir::Type::F32, {n});
  dx.upload(x);
  y.upload(std::vector<float>(n, std::nanf("")));  // poison: every element must be written
  std::cout << "[ grid ] " << map_groups(s, n, device().caps()) << " workgroups of 8\n";
  run_plan(chain_plan(Fuse(dx).gelu_tanh(), y, &s), device(), {dx}, y);
  EXPECT_EQ(count_diff(y.download_f32(), want, "grid-stride 1 group/unit of 8 vs plain C++"), 0u);
}

// x: Full, w: PerCol, r: PerRow, s: Scalar; y = silu(x*w + r) * s (Full), z = exp(r) (PerRow).
DagProgram dag_case() {
  DagProgram p;
  p.inputs = {Extent::Full, Extent::PerCol, Extent::PerRow, Extent::Scalar};
  uint32_t x = p.load(0), w = p.load(1), r = p.load(2), s = p.load(3);
  uint32_t y = p.bin(algebra::BinOp::Mul,
                     p.un(algebra::UnOp::Silu, p.bin(algebra::BinOp::Add, p.bin(algebra::BinOp::Mul, x, w), r)), s);
  uint32_t z = p.un(algebra::UnOp::Exp, r);
  p.outputs = {y, z};
  return p;
}

TEST_P(MapScheduleBackend, DagMapEveryScheduleBitwiseEqual) {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  const DagProgram p = dag_case();
  const uint32_t rows = 37, cols = 64;
  if (compile_only()) {
    for (uint32_t lanes : {1u, 2u, 4u}) compile_check(*dag_map_kernel(p, lanes));
    return;
  }
  auto run = [&](rt::Device& d, const MapSchedule* s) {
    std::vector<rt::Buffer> in;
    const uint64_t sizes[4] = {uint64_t{rows} * cols, cols, rows, 1};
    for (size_t k = 0; k < 4; ++k) {
      // The scalar factor is a plain finite value, so that most outputs stay informative.
      std::vector<float> v = k == 3 ? std::vector<float>{0.75f} : random_with_specials(seed + k, sizes[k]);
      in.push_back(d.alloc(v.size() * 4));
      d.upload(in.back(), v.data(), v.size() * 4);
    }
    std::vector<rt::Buffer> out = {d.alloc(size_t{rows} * cols * 4), d.alloc(rows * 4)};
    std::vector<float> nan(size_t{rows} * cols, std::nanf(""));
    for (auto& b : out) d.upload(b, nan.data(), b.bytes);
    std::vector<const rt::Buffer*> ip, op;
    for (auto& b : in) ip.push_back(&b);
    for (auto& b : out) op.push_back(&b);
    dag_map(d, p, rows, cols, ip, op, nullptr, s);
    std::vector<float> y(size_t{rows} * cols), z(rows);
    d.download(out[0], y.data(), y.size() * 4);
    d.download(out[1], z.data(), z.size() * 4);
    y.insert(y.end(), z.begin(), z.end());
    return y;
  };
  std::vector<float> ref = run(oracle(), nullptr), dflt = run(device(), nullptr);
  EXPECT_EQ(count_diff(dflt, ref, "default schedule vs oracle"), 0u);
  size_t finite = 0;
  for (float x : dflt) finite += std::isfinite(x) && x != 0;
  EXPECT_GT(finite, dflt.size() / 2);
  for (const MapSchedule& s : test_variants(cols)) {
    if (!device().caps().wide_accesses && s.lanes > 2) continue;
    EXPECT_EQ(count_diff(run(device(), &s), dflt, s.str()), 0u) << s.str();
  }
}

TEST(MapSchedule, LanesMustDivideRows) {
  auto dev = rt::open_device("oracle");
  rt::Tensor x = rt::Tensor::empty(*dev, ir::Type::F32, {3, 6}), w = rt::Tensor::empty(*dev, ir::Type::F32, {6});
  x.upload(std::vector<float>(18, 1.0f));
  w.upload(std::vector<float>(6, 2.0f));
  Fuse f(x);
  f.mul(w);
  rt::Tensor out = rt::Tensor::empty(*dev, ir::Type::F32, {3, 6});
  MapSchedule s{4, 8, 256};
  try {
    run_plan(chain_plan(f, out, &s), *dev, {x, w}, out);
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("multiple of 4"), std::string::npos) << e.what();
  }
  EXPECT_EQ(dag_map_lanes(chain_plan(f, out, nullptr).launches().at(0).map, 6), 2u);
  f.run(out);  // the default halves lanes to 2
  for (float v : out.download_f32()) EXPECT_EQ(v, 2.0f);
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(MapScheduleBackend);  // the oracle instance checks the oracle against plain C++

}  // namespace
}  // namespace morph::fusion
