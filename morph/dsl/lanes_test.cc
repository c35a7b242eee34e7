// Lane access (IR load_lanes / store_lanes, docs/ir.md "Lane access"): the oracle's meaning (N
// scalar accesses, the first index a multiple of N), the verifier's rules, the printers' wide
// spellings, and every backend bitwise equal to the oracle on f32, f16, bf16 and u8 buffers.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <random>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cuda_dialect.h"
#include "morph/codegen/opencl_dialect.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/random_inputs.h"
#include "morph/ir/verify.h"
#include "tests/conformance/backend_fixture.h"

namespace morph {
namespace {

using namespace dsl;

// out[i..i+N) = in[i..i+N) * 2 + lane, in groups of N, through one wide load and one wide store.
template <class T>
KernelRef lanes_kernel(uint32_t n_lanes, ir::Type storage, uint32_t offset = 0) {
  return kernel(
      str_cat("lanes_", ir::type_name(storage), "_", n_lanes, "_", offset),
      [n_lanes, storage, offset] {
    Tracer& tr = tracer();
    Array<T> in(static_cast<uint32_t>(tr.add_param("in", ir::ParamKind::Buffer, storage)));
    Array<T> out(static_cast<uint32_t>(tr.add_param("out", ir::ParamKind::Buffer, storage)));
    Val<uint32_t> g = global_id(0);
    If(g * n_lanes + n_lanes <= out.size(), [&] {
      Val<uint32_t> first = g * n_lanes + offset;
      auto v = in.load_lanes(first, n_lanes);
      std::vector<Val<arith_t<T>>> r;
      for (uint32_t l = 0; l < n_lanes; ++l) {
        if constexpr (std::is_same_v<arith_t<T>, float>)
          r.push_back(v[l] * 2.0f + static_cast<float>(l));
        else
          r.push_back(v[l] * 3u + l);
      }
      out.store_lanes(first, r);
    });
      },
      {}, Key(n_lanes, static_cast<uint32_t>(storage), offset));
}

TEST(Lanes, VerifierRules) {
  EXPECT_NO_THROW(lanes_kernel<float>(4, ir::Type::F32));
  EXPECT_NO_THROW(lanes_kernel<float>(8, ir::Type::F16));
  try {
    lanes_kernel<float>(8, ir::Type::F32);  // 32 bytes
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("8 or 16 bytes"), std::string::npos) << e.what();
  }
  try {
    lanes_kernel<float>(2, ir::Type::F16);  // 4 bytes
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    EXPECT_NE(std::string(e.what()).find("8 or 16 bytes"), std::string::npos) << e.what();
  }
}

TEST(Lanes, PrintersSpellOneWideAccess) {
  KernelRef k = lanes_kernel<float>(4, ir::Type::F32);
  std::string cu = codegen::print_cuda(*k), cl = codegen::print(*k, *codegen::opencl_dialect());
  EXPECT_NE(cu.find("*(const uint4*)(p_in + "), std::string::npos) << cu;
  EXPECT_NE(cu.find("*(uint4*)(p_out + "), std::string::npos) << cu;
  EXPECT_NE(cl.find("*(__global const uint4*)(p_in + "), std::string::npos) << cl;
  EXPECT_NE(cl.find("*(__global uint4*)(p_out + "), std::string::npos) << cl;
  std::string h = codegen::print_cuda(*lanes_kernel<float>(4, ir::Type::F16));
  EXPECT_NE(h.find("uint2"), std::string::npos) << h;  // 4 halves: 64 bits
  EXPECT_NE(ir::dump(*k).find("load_lanes in[%"), std::string::npos) << ir::dump(*k);
}

TEST(Lanes, OracleRejectsAMisalignedFirstIndex) {
  auto dev = rt::open_device("oracle");
  KernelRef k = lanes_kernel<float>(4, ir::Type::F32, /*offset=*/2);
  rt::Buffer in = dev->alloc(64 * 4), out = dev->alloc(64 * 4);
  std::vector<float> z(64, 1.0f);
  dev->upload(in, z.data(), 256);
  try {
    dev->launch(k, {1}, {8}, {rt::arg(in), rt::arg(out)});
    dev->synchronize();
    FAIL() << "expected a UserError";
  } catch (const UserError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("'in' at index 2"), std::string::npos) << m;
    EXPECT_NE(m.find("multiple of 4"), std::string::npos) << m;
  }
}

class LanesBackend : public testing::BackendTest {};

TEST_P(LanesBackend, WideAccessBitwiseEqualToScalar) {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "[ seed ] " << seed << "\n";
  struct Case {
    ir::Type t;
    uint32_t lanes;
  };
  for (Case c : {Case{ir::Type::F32, 2}, Case{ir::Type::F32, 4}, Case{ir::Type::F16, 4}, Case{ir::Type::F16, 8},
                 Case{ir::Type::BF16, 8}, Case{ir::Type::U8, 16}}) {
    SCOPED_TRACE(str_cat(ir::type_name(c.t), " x", c.lanes));
    KernelRef k = c.t == ir::Type::U8 ? lanes_kernel<uint8_t>(c.lanes, c.t) : lanes_kernel<float>(c.lanes, c.t);
    if (compile_only()) {
      compile_check(*k);
      continue;
    }
    const size_t n = 64 * c.lanes, bytes = n * ir::byte_size(c.t);
    std::vector<unsigned char> host(bytes);
    if (c.t == ir::Type::F32) {
      std::vector<float> v = fusion::random_with_specials(seed, n);
      std::memcpy(host.data(), v.data(), bytes);
    } else {
      std::mt19937 rng(static_cast<uint32_t>(seed));
      for (auto& b : host) b = static_cast<unsigned char>(rng());
    }
    auto run = [&](rt::Device& d) {
      rt::Buffer in = d.alloc(bytes), out = d.alloc(bytes);
      d.upload(in, host.data(), bytes);
      d.launch(k, {1}, {64}, {rt::arg(in), rt::arg(out)});
      std::vector<unsigned char> r(bytes);
      d.download(out, r.data(), bytes);
      return r;
    };
    std::vector<unsigned char> want = run(oracle()), got = run(device());
    size_t bad = 0;
    const size_t es = ir::byte_size(c.t);
    for (size_t i = 0; i < n; ++i) {
      uint32_t a = 0, b = 0;
      std::memcpy(&a, got.data() + i * es, es);
      std::memcpy(&b, want.data() + i * es, es);
      bool same = a == b;
      if (!same && c.t == ir::Type::F32) same = same_float(std::bit_cast<float>(a), std::bit_cast<float>(b));
      if (!same && c.t == ir::Type::F16) same = std::isnan(f16_to_f32(a)) && std::isnan(f16_to_f32(b));
      if (!same && c.t == ir::Type::BF16) same = std::isnan(bf16_to_f32(a)) && std::isnan(bf16_to_f32(b));
      if (!same && ++bad <= 3) ADD_FAILURE() << "element " << i << ": 0x" << std::hex << a << " vs oracle 0x" << b;
    }
    EXPECT_EQ(bad, 0u);
  }
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(LanesBackend);  // the oracle instance checks the oracle against plain C++

}  // namespace
}  // namespace morph
