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

#include <bit>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "morph/codegen/targets.h"
#include "morph/dsl/dsl.h"
#include "tests/source_dir.h"

using namespace morph;
using namespace morph::dsl;

namespace {

void write(const std::filesystem::path& p, const std::vector<float>& v) {
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(v.data()), static_cast<std::streamsize>(4 * v.size()));
}

std::vector<float> read(const std::filesystem::path& p, size_t n) {
  std::vector<float> v(n);
  std::ifstream(p, std::ios::binary).read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(4 * n));
  return v;
}

bool same(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

}  // namespace

TEST(WgslRun, FmaDivSqrtEqualTheHostOnAWebGpuImplementation) {
  if (std::system("python3 -c 'import wgpu' > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "skipped: python3 with the `wgpu` package (pip install wgpu) not available";
  KernelRef k = kernel("wgsl_run_exact", [](Array<float> a, Array<float> b, Array<float> c, Array<float> fo,
                                            Array<float> qo, Array<float> so) {
    Val<uint32_t> i = global_id(0);
    If(i < a.size(), [&] {
      fo[i] = fma(a[i], b[i], c[i]);
      qo[i] = a[i] / b[i];
      so[i] = sqrt(c[i]);
    });
  }, {"a", "b", "c", "fo", "qo", "so"});
  std::string src = codegen::print_for(*k, "wgsl");

  uint32_t seed = std::random_device{}();
  std::printf("[   SEED   ] %u\n", seed);
  std::mt19937 rng(seed);
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, std::bit_cast<float>(1u),
                            std::bit_cast<float>(0x80000001u), std::bit_cast<float>(0x007fffffu),
                            std::bit_cast<float>(0x00800000u), std::bit_cast<float>(0x7f7fffffu), 0.5f, 3.0f};
  auto draw = [&]() -> float {
    uint32_t kind = rng() % 8;
    if (kind == 0) return specials[rng() % std::size(specials)];
    if (kind == 1) return std::bit_cast<float>(static_cast<uint32_t>(rng() & 0x807fffffu));                  // subnormal
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
    if (i % 4 == 1 && std::isfinite(p)) c[i] = -p;                                  // exact cancellation
    if (i % 4 == 2 && std::isfinite(p)) c[i] = std::nextafter(-static_cast<float>(p), 0.0f);
  }

  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("morph_wgsl_run_" + std::to_string(::getpid()) + "_" + std::to_string(seed));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "k.wgsl") << src;
  write(dir / "a.bin", a);
  write(dir / "b.bin", b);
  write(dir / "c.bin", c);
  std::ostringstream spec;
  spec << "{\"wgsl\": \"" << (dir / "k.wgsl").string() << "\", \"workgroup\": [64, 1, 1], \"groups\": [" << n / 64
       << ", 1, 1], \"uniform\": [" << n << ", " << n << ", " << n << ", " << n << ", " << n << ", " << n
       << ", 0], \"buffers\": [";
  const char* names[] = {"a", "b", "c", "fo", "qo", "so"};
  for (int i = 0; i < 6; ++i)
    spec << (i ? ", " : "") << "{\"binding\": " << i << ", \"bytes\": " << 4 * n << ", \"input\": "
         << (i < 3 ? "\"" + (dir / (std::string(names[i]) + ".bin")).string() + "\"" : "null") << ", \"output\": "
         << (i >= 3 ? "\"" + (dir / (std::string(names[i]) + ".bin")).string() + "\"" : "null") << "}";
  spec << "]}";
  std::ofstream(dir / "spec.json") << spec.str();
  std::string cmd = "python3 " + morph::testing::source_dir() + "/tools/wgsl/run_kernel.py " + (dir / "spec.json").string() +
                    " > " + (dir / "log.txt").string() + " 2>&1";
  int status = std::system(cmd.c_str());
  int rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream log_in(dir / "log.txt");
  std::string log((std::istreambuf_iterator<char>(log_in)), std::istreambuf_iterator<char>());
  std::printf("%s", log.c_str());
  if (rc == 77) {
    std::filesystem::remove_all(dir);
    GTEST_SKIP() << "skipped: " << log;
  }
  ASSERT_EQ(rc, 0) << cmd << "\n" << log;
  std::vector<float> fo = read(dir / "fo.bin", n), qo = read(dir / "qo.bin", n), so = read(dir / "so.bin", n);
  std::filesystem::remove_all(dir);
  size_t bad = 0;
  for (uint32_t i = 0; i < n; ++i) {
    volatile float va = a[i], vb = b[i];
    const float want[3] = {std::fma(a[i], b[i], c[i]), va / vb, std::sqrt(c[i])}, got[3] = {fo[i], qo[i], so[i]};
    for (int op = 0; op < 3; ++op)
      if (!same(got[op], want[op]) && ++bad <= 10)
        ADD_FAILURE() << std::hexfloat << (op == 0 ? "fma" : op == 1 ? "div" : "sqrt") << "(" << a[i] << ", " << b[i]
                      << ", " << c[i] << "): got " << got[op] << " want " << want[op];
  }
  EXPECT_EQ(bad, 0u) << "of " << 3 * n;
}
