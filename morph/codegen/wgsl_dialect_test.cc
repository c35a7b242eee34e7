// The WGSL dialect's integer-exact routines run on a WebGPU implementation: a kernel of the IR's
// fma, `/` and sqrt printed as WGSL (codegen::print_for(k, "wgsl")) is run by wgpu-native
// (tools/wgsl/run_kernel.py: naga translates it, lavapipe runs it here) and its outputs are
// compared bitwise with std::fma, the host's `/` and std::sqrt over random operands of every
// magnitude, subnormals, cancellations c ≈ −a·b and every special. The routines use integer
// arithmetic only, so WGSL's permission to reassociate float expressions cannot touch them;
// this checks the printed WGSL (the translation by c_to_wgsl included), not just its C source
// (morph/codegen/fma_emulation_host_test.cc). Skipped, saying why, without the `wgpu` package.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "morph/base/float_bits.h"
#include "morph/codegen/targets.h"
#include "morph/dsl/dsl.h"
#include "tests/golden/golden_kernels.h"
#include "tests/source_dir.h"

using namespace morph;
using namespace morph::dsl;

namespace {

bool same(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

// One buffer of a run: its initial bytes (empty: zeros) and, for an output, its size.
struct RunBuffer {
  std::vector<uint8_t> in;
  size_t out_bytes = 0;
};

template <class T>
std::vector<uint8_t> bytes_of(const std::vector<T>& v) {
  std::vector<uint8_t> b(v.size() * sizeof(T));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

// Runs printed WGSL `src` through tools/wgsl/run_kernel.py with buffer parameter i bound to
// bufs[i], `uniform` as MorphArgs and a grid of `groups` workgroups of 64; returns the output
// buffers' bytes (empty for the others). Sets *skip (and returns nothing) when the script says 77.
std::vector<std::vector<uint8_t>> run_wgsl(const std::string& src, const std::vector<RunBuffer>& bufs,
                                           const std::vector<uint32_t>& uniform, uint32_t groups, std::string* skip) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("morph_wgsl_run_" + std::to_string(::getpid()) +
                                                                        "_" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "k.wgsl") << src;
  std::ostringstream spec;
  spec << "{\"wgsl\": \"" << (dir / "k.wgsl").string() << "\", \"workgroup\": [64, 1, 1], \"groups\": [" << groups
       << ", 1, 1], \"uniform\": [";
  for (size_t i = 0; i < uniform.size(); ++i) spec << (i ? ", " : "") << uniform[i];
  spec << "], \"buffers\": [";
  for (size_t i = 0; i < bufs.size(); ++i) {
    std::string in = (dir / ("in" + std::to_string(i))).string(), out = (dir / ("out" + std::to_string(i))).string();
    if (!bufs[i].in.empty())
      std::ofstream(in, std::ios::binary)
          .write(reinterpret_cast<const char*>(bufs[i].in.data()), static_cast<std::streamsize>(bufs[i].in.size()));
    size_t bytes = std::max(bufs[i].out_bytes, bufs[i].in.size());
    spec << (i ? ", " : "") << "{\"binding\": " << i << ", \"bytes\": " << bytes
         << ", \"input\": " << (bufs[i].in.empty() ? "null" : "\"" + in + "\"")
         << ", \"output\": " << (bufs[i].out_bytes ? "\"" + out + "\"" : "null") << "}";
  }
  spec << "]}";
  std::ofstream(dir / "spec.json") << spec.str();
  std::string cmd = "python3 " + morph::testing::source_dir() + "/tools/wgsl/run_kernel.py " +
                    (dir / "spec.json").string() + " > " + (dir / "log.txt").string() + " 2>&1";
  int status = std::system(cmd.c_str());
  int rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream log_in(dir / "log.txt");
  std::string log((std::istreambuf_iterator<char>(log_in)), std::istreambuf_iterator<char>());
  std::printf("%s", log.c_str());
  std::vector<std::vector<uint8_t>> outs(bufs.size());
  if (rc == 77) *skip = log;
  EXPECT_TRUE(rc == 0 || rc == 77) << cmd << "\n" << log;
  if (rc == 0)
    for (size_t i = 0; i < bufs.size(); ++i)
      if (bufs[i].out_bytes) {
        outs[i].resize(bufs[i].out_bytes);
        std::ifstream(dir / ("out" + std::to_string(i)), std::ios::binary)
            .read(reinterpret_cast<char*>(outs[i].data()), static_cast<std::streamsize>(outs[i].size()));
      }
  std::filesystem::remove_all(dir);
  return outs;
}

bool have_wgpu() { return std::system("python3 -c 'import wgpu' > /dev/null 2>&1") == 0; }

}  // namespace

TEST(WgslRun, FmaDivSqrtEqualTheHostOnAWebGpuImplementation) {
  if (!have_wgpu()) GTEST_SKIP() << "skipped: python3 with the `wgpu` package (pip install wgpu) not available";
  KernelRef k = kernel(
      "wgsl_run_exact",
      [](Array<float> a, Array<float> b, Array<float> c, Array<float> fo, Array<float> qo, Array<float> so) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      fo[i] = fma(a[i], b[i], c[i]);
      qo[i] = a[i] / b[i];
      so[i] = sqrt(c[i]);
    });
      },
      {"a", "b", "c", "fo", "qo", "so"});
  std::string src = codegen::print_for(*k, "wgsl");

  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const float specials[] = {0.0f,
                            -0.0f,
                            INFINITY,
                            -INFINITY,
                            NAN,
                            1.0f,
                            -1.0f,
                            std::bit_cast<float>(1u),
                            std::bit_cast<float>(0x80000001u),
                            std::bit_cast<float>(0x007fffffu),
                            std::bit_cast<float>(0x00800000u),
                            std::bit_cast<float>(0x7f7fffffu),
                            0.5f,
                            3.0f};
  auto draw = [&]() -> float {
    uint32_t kind = rng() % 8;
    if (kind == 0) return specials[rng() % std::size(specials)];
    if (kind == 1) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x807fffffu));  // subnormal
    if (kind == 2) return std::bit_cast<float>(static_cast<uint32_t>((rng() & 0x83ffffffu) | 0x3c000000u));  // near 1
    return std::bit_cast<float>(static_cast<uint32_t>(rng()));
  };
  const uint32_t n = 1u << 16;
  std::vector<float> a(n), b(n), c(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = draw();
    b[i] = draw();
    c[i] = draw();
    volatile float p = a[i] * b[i];
    if (i % 4 == 1 && std::isfinite(p)) c[i] = -p;  // exact cancellation
    if (i % 4 == 2 && std::isfinite(p)) c[i] = std::nextafter(-static_cast<float>(p), 0.0f);
  }

  std::string skip;
  auto outs = run_wgsl(src, {{bytes_of(a)}, {bytes_of(b)}, {bytes_of(c)}, {{}, 4 * n}, {{}, 4 * n}, {{}, 4 * n}},
                       {n, n, n, n, n, n, 0}, n / 64, &skip);
  if (!skip.empty()) GTEST_SKIP() << "skipped: " << skip;
  ASSERT_FALSE(outs[3].empty());
  std::vector<float> fo(n), qo(n), so(n);
  std::memcpy(fo.data(), outs[3].data(), 4 * n);
  std::memcpy(qo.data(), outs[4].data(), 4 * n);
  std::memcpy(so.data(), outs[5].data(), 4 * n);
  size_t bad = 0;
  for (uint32_t i = 0; i < n; ++i) {
    volatile float va = a[i], vb = b[i];
    const float want[3] = {std::fma(a[i], b[i], c[i]), va / vb, std::sqrt(c[i])}, got[3] = {fo[i], qo[i], so[i]};
    for (int op = 0; op < 3; ++op)
      if (!same(got[op], want[op]) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat
                      << (op == 0   ? "fma"
                          : op == 1 ? "div"
                                    : "sqrt")
                      << "(" << a[i] << ", " << b[i] << ", " << c[i] << "): got " << got[op] << " want " << want[op];
  }
  EXPECT_EQ(bad, 0u) << "of " << 3 * n;
}

// f16/bf16/i8/u8 buffers packed into u32 words (codegen::packed_accesses): the golden `storage`
// kernel copies each through its conversions on a WebGPU implementation; neighbouring items
// write the halves and bytes of the same words with atomicAnd/atomicOr, and no bit may be lost.
TEST(WgslRun, PackedStorageBuffersRoundTrip) {
  if (!have_wgpu()) GTEST_SKIP() << "skipped: python3 with the `wgpu` package (pip install wgpu) not available";
  dsl::KernelRef k;
  for (const auto& [name, kr] : codegen::golden_kernels())
    if (name == "storage") k = kr;
  ASSERT_TRUE(k);
  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const uint32_t n = 4096;
  std::vector<uint16_t> h(n), g(n);
  std::vector<uint8_t> c(n), u(n);
  for (uint32_t i = 0; i < n; ++i) {
    h[i] = static_cast<uint16_t>(rng());
    g[i] = static_cast<uint16_t>(rng());
    c[i] = static_cast<uint8_t>(rng());
    u[i] = static_cast<uint8_t>(rng());
  }
  std::string skip;
  // The outputs start as garbage (all ones): a store must clear its element's old bits.
  std::vector<uint8_t> ones2(2 * n, 0xff), ones1(n, 0xff);
  auto outs = run_wgsl(codegen::print_for(*k, "wgsl"),
                       {{bytes_of(h)},
                        {bytes_of(g)},
                        {bytes_of(c)},
                        {bytes_of(u)},
                        {ones2, 2 * n},
                        {ones2, 2 * n},
                        {ones1, n},
                        {ones1, n}},
                       {n, n, n, n, n, n, n, n, 0}, n / 64, &skip);
  if (!skip.empty()) GTEST_SKIP() << "skipped: " << skip;
  ASSERT_FALSE(outs[4].empty());
  size_t bad = 0;
  for (uint32_t i = 0; i < n; ++i) {
    uint16_t ho, go;
    std::memcpy(&ho, outs[4].data() + 2 * i, 2);
    std::memcpy(&go, outs[5].data() + 2 * i, 2);
    // The oracle's conversions (morph/base/float_bits): f16 -> f32 -> f16 and the same for bf16.
    uint16_t want_h = f32_to_f16(f16_to_f32(h[i])), want_g = f32_to_bf16(bf16_to_f32(g[i]));
    if ((ho != want_h || go != want_g || outs[6][i] != c[i] || outs[7][i] != u[i]) && ++bad <= 10)
      ADD_FAILURE() << "element " << i << ": f16 " << ho << " want " << want_h << ", bf16 " << go << " want " << want_g
                    << ", i8 " << int(outs[6][i]) << " want " << int(c[i]) << ", u8 " << int(outs[7][i]) << " want "
                    << int(u[i]);
  }
  EXPECT_EQ(bad, 0u);
}
