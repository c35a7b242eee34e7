// CUDA execution against the oracle, bitwise (L4): every golden kernel (all statement kinds,
// storage types, loops, barriers, a row reduction), hardware shuffles under 1-D, 2-D and 3-D
// workgroups (lane = linear local id % 32 must be CUDA's warp lane), denormal arithmetic, and
// the CUDA device's own behaviour (module caches, errors). Inputs are random, seeded from
// std::random_device (the seed is printed), and mix in specials: ±0, denormals, ±inf, NaNs,
// huge, tiny. Without a GPU every kernel is compiled to PTX instead ("skipped: no CUDA device").
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <variant>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/dsl/dsl.h"
#include "morph/runtime/cuda/cuda_api.h"
#include "morph/runtime/cuda/cuda_device.h"
#include "tests/conformance/backend_fixture.h"
#include "tests/golden/golden_kernels.h"

namespace morph::testing {
namespace {

using dsl::KernelRef;
using ir::Type;

uint32_t seed_once() {
  static uint32_t s = [] {
    uint32_t v = std::random_device{}();
    std::printf("cuda_exec_test seed %u\n", v);
    return v;
  }();
  return s;
}

uint32_t random_f32_bits(std::mt19937& rng) {
  static const uint32_t specials[] = {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
                                      0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                      0xffc00001u, 0x7f800001u, 0x3f800000u, 0xbf800000u, 0x3f000000u, 0x4b000000u,
                                      0x4f000000u, 0xcf000000u, 0x4f800000u, 0x3effffffu, 0x3fc00000u, 0x40200000u};
  switch (rng() % 8) {
    case 0: return specials[rng() % std::size(specials)];
    case 1: return rng();                  // any pattern
    case 2: return (rng() & 0x807fffffu);  // denormal
    default: {                             // moderate magnitude
      std::uniform_real_distribution<float> d(-300.0f, 300.0f);
      return bits_of(d(rng));
    }
  }
}
uint32_t random_int_bits(std::mt19937& rng) {
  static const uint32_t specials[] = {0u, 1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 31u, 32u, 33u, 2u, 0xfffffffeu};
  switch (rng() % 4) {
    case 0: return specials[rng() % std::size(specials)];
    case 1: return rng() % 200u - 100u;
    default: return rng();
  }
}

struct HostBuf {
  Type type;
  std::vector<uint8_t> bytes;
};
using HostArg = std::variant<HostBuf, uint32_t>;

HostBuf random_buf(Type t, size_t n, std::mt19937& rng) {
  HostBuf b{t, std::vector<uint8_t>(n * ir::byte_size(t))};
  for (size_t i = 0; i < n; ++i) {
    uint32_t v = t == Type::F32 ? random_f32_bits(rng) : random_int_bits(rng);
    if (t == Type::F16 || t == Type::BF16) v = rng() & 0xffffu;
    if (t == Type::I8 || t == Type::U8) v = rng() & 0xffu;
    std::memcpy(b.bytes.data() + i * ir::byte_size(t), &v, ir::byte_size(t));
  }
  return b;
}

class CudaExec : public BackendTest {
 protected:
  // Runs `k` on the oracle and on the device under test with the same inputs; every buffer is
  // compared afterwards (f32 with same_bits, others byte for byte).
  void expect_same(const KernelRef& k, rt::Dim3 grid, rt::Dim3 wg, const std::vector<HostArg>& args,
                   const std::string& what) {
    if (compile_only()) {
      compile_check(*k);
      return;
    }
    std::vector<std::vector<uint8_t>> got, want;
    for (int side = 0; side < 2; ++side) {
      rt::Device& d = side == 0 ? oracle() : device();
      std::vector<rt::Buffer> bufs(args.size());
      std::vector<rt::LaunchArg> la(args.size());
      for (size_t i = 0; i < args.size(); ++i) {
        if (auto* b = std::get_if<HostBuf>(&args[i])) {
          bufs[i] = d.alloc(b->bytes.size());
          d.upload(bufs[i], b->bytes.data(), b->bytes.size());
          la[i] = rt::arg(bufs[i]);
        } else {
          la[i] = rt::arg_bits(std::get<uint32_t>(args[i]));
        }
      }
      d.launch(k, grid, wg, la);
      d.synchronize();
      auto& out = side == 0 ? want : got;
      for (size_t i = 0; i < args.size(); ++i) {
        out.emplace_back();
        if (auto* b = std::get_if<HostBuf>(&args[i])) {
          out.back().resize(b->bytes.size());
          d.download(bufs[i], out.back().data(), b->bytes.size());
        }
      }
    }
    for (size_t i = 0; i < args.size(); ++i) {
      auto* b = std::get_if<HostBuf>(&args[i]);
      if (!b) continue;
      size_t es = ir::byte_size(b->type), n = b->bytes.size() / es, bad = 0;
      for (size_t e = 0; e < n; ++e) {
        bool same;
        uint32_t x = 0, y = 0;
        std::memcpy(&x, got[i].data() + e * es, es);
        std::memcpy(&y, want[i].data() + e * es, es);
        same = b->type == Type::F32 ? same_bits(x, y) : x == y;
        if (!same && ++bad <= 5)
          ADD_FAILURE() << what << ": kernel '" << k->name << "' param '" << k->params[i].name << "'[" << e
                        << "]: " << backend() << " 0x" << std::hex << x << " oracle 0x" << y << std::dec << " (seed "
                        << seed_once() << ")";
      }
      EXPECT_EQ(bad, 0u) << what << ": " << bad << " of " << n << " elements of '" << k->params[i].name << "' differ";
    }
  }
};

KernelRef golden(const std::string& name) {
  for (auto& [n, k] : codegen::golden_kernels())
    if (n == name) return k;
  throw InternalError("no golden kernel " + name);
}

TEST_P(CudaExec, GoldenVaddArithStorage) {
  std::mt19937 rng(seed_once());
  {
    uint32_t n = 1000;  // not a multiple of the workgroup: the guard matters
    expect_same(golden("vadd"), {(n + 63) / 64}, {64},
                {random_buf(Type::F32, n, rng), random_buf(Type::F32, n, rng), random_buf(Type::F32, n, rng)}, "vadd");
  }
  for (int rep = 0; rep < 3; ++rep) {
    uint32_t n = 64 * 64;
    uint32_t s = rep == 0 ? 0x3fc00000u : random_f32_bits(rng);
    expect_same(golden("arith"), {n / 64}, {64},
                {random_buf(Type::F32, n, rng), random_buf(Type::I32, n, rng), random_buf(Type::U32, n, rng), s,
                 random_buf(Type::F32, n, rng), random_buf(Type::I32, n, rng), random_buf(Type::U32, n, rng)},
                "arith s=" + std::to_string(s));
  }
  {
    uint32_t n = 64 * 1024;  // every f16/bf16 code appears
    std::vector<HostArg> a;
    for (Type t : {Type::F16, Type::BF16, Type::I8, Type::U8}) a.push_back(random_buf(t, n, rng));
    for (Type t : {Type::F16, Type::BF16, Type::I8, Type::U8}) a.push_back(random_buf(t, n, rng));
    auto& h = std::get<HostBuf>(a[0]).bytes;
    auto& g = std::get<HostBuf>(a[1]).bytes;
    for (uint32_t c = 0; c < 65536; ++c) {
      std::memcpy(h.data() + 2 * c, &c, 2);
      std::memcpy(g.data() + 2 * c, &c, 2);
    }
    expect_same(golden("storage"), {n / 64}, {64}, a, "storage");
  }
}

TEST_P(CudaExec, GoldenControlAndRowReduce) {
  std::mt19937 rng(seed_once());
  for (uint32_t n : {0u, 1u, 57u, 300u}) {
    HostBuf x = random_buf(Type::F32, 300, rng);
    expect_same(golden("control"), {4}, {64}, {x, n, random_buf(Type::F32, 256, rng)},
                "control n=" + std::to_string(n));
  }
  for (uint32_t cols : {1u, 31u, 64u, 1000u, 3001u}) {
    uint32_t rows = 9;
    expect_same(golden("row_reduce"), {rows}, {64},
                {random_buf(Type::F32, size_t{rows} * cols, rng), cols, random_buf(Type::F32, rows, rng)},
                "row_reduce cols=" + std::to_string(cols));
  }
}

// Lane numbering: the logical subgroup is 32 consecutive items in linear local order
// (x + y*X + z*X*Y); CUDA forms warps the same way, for any workgroup shape.
KernelRef lanes_kernel() {
  using namespace dsl;
  return kernel(
      "cuda_exec_lanes",
      [](Array<float> x, Array<uint32_t> src, Val<uint32_t> mask, Array<float> a, Array<uint32_t> b) {
    Val<uint32_t> lid = local_id(0) + local_size(0) * (local_id(1) + local_size(1) * local_id(2));
    Val<uint32_t> wgn = local_size(0) * local_size(1) * local_size(2);
    Val<uint32_t> grp = group_id(0) + num_groups(0) * (group_id(1) + num_groups(1) * group_id(2));
    Val<uint32_t> i = grp * wgn + lid;
    a[i] = shuffle_xor(x[i], mask) + shuffle(x[i], src[i]);
    b[i] = shuffle(lid, src[i] + 1u) * 1000u + shuffle_xor(local_id(1), mask);
      },
      {"x", "src", "mask", "a", "b"});
}

TEST_P(CudaExec, ShuffleLanesFollowLinearLocalId) {
  std::mt19937 rng(seed_once());
  struct Shape {
    rt::Dim3 grid, wg;
  };
  for (Shape s : {Shape{{5}, {64}}, Shape{{3, 2}, {16, 4}}, Shape{{2, 1, 2}, {8, 2, 4}}, Shape{{1}, {1024}},
                  Shape{{2}, {96, 1, 1}}, Shape{{1, 1, 3}, {4, 8, 3}}}) {
    size_t n = s.grid.count() * s.wg.count();
    for (uint32_t mask : {1u, 16u, 31u, 37u}) {
      expect_same(lanes_kernel(), s.grid, s.wg,
                  {random_buf(Type::F32, n, rng), random_buf(Type::U32, n, rng), mask, random_buf(Type::F32, n, rng),
                   random_buf(Type::U32, n, rng)},
                  "lanes wg " + std::to_string(s.wg.x) + "x" + std::to_string(s.wg.y) + "x" + std::to_string(s.wg.z) +
                      " mask " + std::to_string(mask));
    }
  }
}

// Subnormal operands and results survive + - * / sqrt (no flush-to-zero anywhere).
KernelRef denormal_kernel() {
  using namespace dsl;
  return kernel(
      "cuda_exec_denormals",
      [](Array<float> x, Array<float> y, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    If(i < out.size() / 5u, [&] {
      Val<float> a = x[i], b = y[i];
      out[i * 5u] = a + b;
      out[i * 5u + 1u] = a - b;
      out[i * 5u + 2u] = a * b;
      out[i * 5u + 3u] = a / b;
      out[i * 5u + 4u] = sqrt(abs(a));
    });
      },
      {"x", "y", "out"});
}

TEST_P(CudaExec, DenormalsArePreserved) {
  std::mt19937 rng(seed_once());
  uint32_t n = 1 << 16;
  HostBuf x = random_buf(Type::F32, n, rng), y = random_buf(Type::F32, n, rng);
  for (uint32_t i = 0; i < n; i += 2) {  // half the pairs: a denormal and a number near 1 or near 2^-1
    uint32_t d = rng() & 0x807fffffu, m = (rng() & 0x80ffffffu) | 0x3e800000u;
    std::memcpy(x.bytes.data() + 4 * i, &d, 4);
    std::memcpy(y.bytes.data() + 4 * i, &m, 4);
  }
  expect_same(denormal_kernel(), {n / 256}, {256}, {x, y, random_buf(Type::F32, size_t{n} * 5, rng)}, "denormals");
}

INSTANTIATE_TEST_SUITE_P(Cuda, CudaExec, ::testing::Values(std::string("cuda")),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

// ---- CUDA device behaviour (needs a GPU) ----------------------------------------------------

std::unique_ptr<rt::CudaDevice> open_or_skip(std::string* why) {
  *why = rt::cuda_unavailable_reason();
  if (!why->empty()) return nullptr;
  return std::make_unique<rt::CudaDevice>(-1);
}

TEST(CudaDevice, UnavailableIsAClearMessage) {
  std::string why = rt::cuda_unavailable_reason();
  if (why.empty()) GTEST_SKIP() << "a CUDA device is present";
  try {
    rt::open_device("cuda");
    FAIL() << "open_device(cuda) should throw BackendUnavailable here";
  } catch (const BackendUnavailable& e) {
    EXPECT_NE(std::string(e.what()).find("cuda"), std::string::npos) << e.what();
  }
  std::vector<rt::BackendStatus> st;
  rt::list_devices(&st);
  bool listed = false;
  for (auto& s : st)
    if (s.backend == "cuda") {
      listed = true;
      EXPECT_FALSE(s.available);
      EXPECT_FALSE(s.reason.empty());
    }
  EXPECT_TRUE(listed) << "the cuda backend must be registered in backends.cc";
}

TEST(CudaDevice, ModuleCachesMemoryThenDisk) {
  std::string why;
  auto dev = open_or_skip(&why);
  if (!dev) GTEST_SKIP() << "skipped: no CUDA device (" << why << ")";
  // A kernel whose source is new in this run: a random constant in it.
  uint32_t salt = std::random_device{}() | 1u;
  KernelRef k = dsl::kernel(
      "cuda_exec_cache_probe",
      [salt](dsl::Array<float> x) {
    using namespace dsl;
    Val<uint32_t> i = global_id(0);
    If(i < x.size(), [&] { x[i] = x[i] * f32_bits(0x3f800000u) + cast<float>(Val<uint32_t>(salt)); });
      },
      {"x"}, dsl::Key(salt));
  auto s0 = dev->compile_stats();
  auto d0 = dev->disk_cache().stats();
  dev->compile(*k);
  EXPECT_EQ(dev->compile_stats().nvrtc, s0.nvrtc + 1);
  dev->compile(*k);
  EXPECT_EQ(dev->compile_stats().memory_hits, s0.memory_hits + 1);
  dev->clear_module_cache();
  dev->compile(*k);
  if (dev->disk_cache().enabled()) {
    EXPECT_EQ(dev->compile_stats().disk_hits, s0.disk_hits + 1);
    EXPECT_EQ(dev->compile_stats().nvrtc, s0.nvrtc + 1);
    // Corrupt every entry: detected, counted, rebuilt by NVRTC.
    dev->clear_module_cache();
    for (auto& e : std::filesystem::directory_iterator(dev->disk_cache().dir())) {
      std::FILE* f = std::fopen(e.path().c_str(), "r+b");
      if (!f) continue;
      std::fseek(f, 40, SEEK_SET);
      int c = std::fgetc(f);
      std::fseek(f, 40, SEEK_SET);
      std::fputc(c ^ 0xff, f);
      std::fclose(f);
    }
    dev->compile(*k);
    EXPECT_GE(dev->disk_cache().stats().corrupt, d0.corrupt + 1);
    EXPECT_EQ(dev->compile_stats().nvrtc, s0.nvrtc + 2);
  }
  // The rebuilt module runs.
  rt::Buffer b = dev->alloc(4 * 100);
  std::vector<float> h(100, 2.0f), out(100);
  dev->upload(b, h.data(), 400);
  dev->launch(k, {1}, {128}, {rt::arg(b)});
  dev->download(b, out.data(), 400);
  EXPECT_EQ(out[7], 2.0f + static_cast<float>(salt));
}

TEST(CudaDevice, ErrorsNameTheKernel) {
  std::string why;
  auto dev = open_or_skip(&why);
  if (!dev) GTEST_SKIP() << "skipped: no CUDA device (" << why << ")";
  KernelRef k = golden("vadd");
  rt::Buffer a = dev->alloc(64 * 4);
  try {
    dev->launch(k, {1}, {64}, {rt::arg(a), rt::arg(a)});
    FAIL() << "expected UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("golden_vadd"), std::string::npos) << e.what();
  }
  try {
    dev->launch(k, {1}, {2048}, {rt::arg(a), rt::arg(a), rt::arg(a)});
    FAIL() << "expected UserError for a workgroup over the limit";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("golden_vadd"), std::string::npos) << e.what();
  }
  // Upload/download with offsets and device copies.
  std::vector<uint32_t> h(64), back(64);
  for (uint32_t i = 0; i < 64; ++i) h[i] = i * 2654435761u;
  dev->upload(a, h.data(), 128, 128);
  rt::Buffer c = dev->alloc(64 * 4);
  dev->copy(c, a, 256);
  dev->download(c, back.data(), 128, 128);
  EXPECT_EQ(std::memcmp(back.data(), h.data(), 128), 0);
  EXPECT_THROW(dev->upload(a, h.data(), 256, 4), UserError);
  EXPECT_EQ(dev->caps().native_subgroup_width, 32u);
  EXPECT_EQ(dev->caps().arch, "sm_" + std::to_string(dev->compute_capability()));
}

}  // namespace
}  // namespace morph::testing
