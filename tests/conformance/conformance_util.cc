#include "tests/conformance/conformance_util.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>

#include "morph/base/env_number.h"
#include "morph/base/float_bits.h"
#include "morph/interp/interp.h"

namespace morph::testing {

size_t float_mismatches(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return std::max(a.size(), b.size()) + 1;
  size_t m = 0;
  for (size_t i = 0; i < a.size(); ++i) m += !same_float(a[i], b[i]);
  return m;
}

rt::Tensor upload_f32(rt::Device& dev, const std::vector<float>& v, std::vector<uint64_t> shape) {
  rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, std::move(shape));
  t.upload(v);
  return t;
}

std::mt19937& test_rng() {
  thread_local std::mt19937 rng;
  thread_local const ::testing::TestInfo* seeded_for = nullptr;
  const ::testing::TestInfo* cur = ::testing::UnitTest::GetInstance()->current_test_info();
  if (cur != seeded_for) {
    // MORPH_CONFORMANCE_SEED replays a printed seed (every test of the run then takes it).
    const uint32_t seed = static_cast<uint32_t>(
        env_number("MORPH_CONFORMANCE_SEED", 0, UINT32_MAX, std::random_device{}(), "a seed in [0, 4294967295]"));
    std::printf("[   SEED   ] %u\n", seed);
    rng.seed(seed);
    seeded_for = cur;
  }
  return rng;
}

std::vector<float> f32_specials() {
  std::vector<uint32_t> bits = {
      0x00000000u, 0x00000001u, 0x00000002u, 0x00000003u, 0x00400000u, 0x007fffffu, 0x00800000u, 0x00800001u,
      0x3f800000u, 0x3f000000u, 0x3fc00000u, 0x40200000u, 0x3effffffu, 0x3f000001u, 0x4b000000u, 0x4affffffu,
      0x4b000001u, 0x4b7fffffu, 0x4effffffu, 0x4f000000u, 0x4f7fffffu, 0x4f800000u, 0x4f800001u, 0x7f7fffffu,
      0x7f800000u, 0x7fc00000u, 0x7f800001u, 0x7fffffffu, 0x33800000u, 0x33800001u, 0x387fc000u, 0x38800000u,
      0x477fe000u, 0x477ff000u, 0x47800000u, 0x3f7fffffu, 0x40490fdbu, 0x3dcccccdu, 0x7e800000u, 0x01000000u};
  std::vector<float> out;
  for (uint32_t b : bits) {
    out.push_back(float_of(b));
    out.push_back(float_of(b | 0x80000000u));
  }
  return out;
}

std::vector<float> f32_inputs(size_t n) {
  std::mt19937& rng = test_rng();
  std::vector<float> v = f32_specials();
  std::uniform_int_distribution<uint32_t> any;
  std::uniform_real_distribution<float> moderate(-1000.0f, 1000.0f);
  while (v.size() < n) {
    uint32_t r = any(rng);
    switch (r % 4) {
      case 0: v.push_back(float_of(any(rng))); break;
      case 1: v.push_back(float_of(any(rng) & 0x807fffffu)); break;  // denormals
      case 2: v.push_back(moderate(rng)); break;
      default: v.push_back(float_of((any(rng) & 0x8fffffffu) | 0x30000000u)); break;  // 2^-31..2^32
    }
  }
  v.resize(n);
  std::shuffle(v.begin() + std::min<size_t>(n, f32_specials().size()), v.end(), rng);
  return v;
}

std::vector<int32_t> i32_inputs(size_t n) {
  std::mt19937& rng = test_rng();
  std::vector<int32_t> v = {std::numeric_limits<int32_t>::min(),
                            std::numeric_limits<int32_t>::min() + 1,
                            -1,
                            0,
                            1,
                            std::numeric_limits<int32_t>::max(),
                            2,
                            -2,
                            7,
                            -7,
                            31,
                            32,
                            33,
                            63,
                            -31,
                            -32,
                            65536,
                            -65536,
                            0x40000000,
                            16777217,
                            -16777217};
  std::uniform_int_distribution<uint32_t> any;
  while (v.size() < n) {
    uint32_t r = any(rng);
    v.push_back(static_cast<int32_t>(r % 3 == 0   ? any(rng)
                                     : r % 3 == 1 ? (any(rng) % 200) - 100
                                                  : any(rng) >> (any(rng) % 31)));
  }
  v.resize(n);
  return v;
}

namespace {

bool same_elem(ir::Type t, const uint8_t* a, const uint8_t* b) {
  switch (t) {
    case ir::Type::F32: {
      uint32_t x, y;
      std::memcpy(&x, a, 4);
      std::memcpy(&y, b, 4);
      return same_bits(x, y);
    }
    case ir::Type::F16:
    case ir::Type::BF16: {
      uint16_t x, y;
      std::memcpy(&x, a, 2);
      std::memcpy(&y, b, 2);
      uint16_t inf = t == ir::Type::F16 ? 0x7c00 : 0x7f80;
      auto nan = [&](uint16_t h) { return (h & 0x7fff) > inf; };
      return x == y || (nan(x) && nan(y));
    }
    default: return std::memcmp(a, b, ir::byte_size(t)) == 0;
  }
}

std::string hex(const uint8_t* p, uint32_t size) {
  uint32_t v = 0;
  std::memcpy(&v, p, size);
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%0*x", static_cast<int>(2 * size), v);
  return buf;
}

}  // namespace

size_t ConformanceTest::check(const dsl::KernelRef& k, interp::Dim3 grid, interp::Dim3 wg, std::vector<HostArg> args,
                              const std::string& what) {
  if (compile_only()) {
    compile_check(*k);
    return 0;
  }
  rt::Device& dev = device();
  // Reference on the oracle.
  ref_.assign(args.size(), {});
  std::vector<interp::Arg> iargs;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].is_buffer) {
      ref_[i] = args[i].bytes;
      iargs.push_back(interp::buffer(ref_[i].data(), ref_[i].size() / ir::byte_size(k->params[i].type)));
    } else {
      iargs.push_back(interp::scalar_bits(args[i].bits));
    }
  }
  interp::Options opts;
  opts.flush_denormals = !dev.caps().preserves_denormals;
  interp::run(*k, grid, wg, iargs, opts);
  // The device under test.
  std::vector<rt::Buffer> bufs(args.size());
  std::vector<rt::LaunchArg> largs;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].is_buffer) {
      bufs[i] = dev.alloc(args[i].bytes.size());
      dev.upload(bufs[i], args[i].bytes.data(), args[i].bytes.size());
      largs.push_back(rt::arg(bufs[i]));
    } else {
      largs.push_back(rt::arg_bits(args[i].bits));
    }
  }
  dev.launch(k, grid, wg, std::span<const rt::LaunchArg>(largs));
  size_t mismatches = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i].is_buffer || !k->params[i].written) continue;
    std::vector<uint8_t> got(args[i].bytes.size());
    dev.download(bufs[i], got.data(), got.size());
    ir::Type t = k->params[i].type;
    uint32_t es = ir::byte_size(t);
    for (size_t e = 0; e * es < got.size(); ++e) {
      if (same_elem(t, got.data() + e * es, ref_[i].data() + e * es)) continue;
      if (++mismatches <= 12)
        ADD_FAILURE() << what << " on " << backend() << ": kernel '" << k->name << "' buffer '" << k->params[i].name
                      << "'[" << e << "] (" << ir::type_name(t) << "): got " << hex(got.data() + e * es, es)
                      << ", oracle " << hex(ref_[i].data() + e * es, es);
    }
  }
  EXPECT_EQ(mismatches, 0u) << what << " on " << backend() << ": kernel '" << k->name << "'";
  return mismatches;
}

}  // namespace morph::testing
