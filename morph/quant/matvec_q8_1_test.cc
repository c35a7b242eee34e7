// The q8_1-activation matvec and its quantizer on every backend: the Q8_1 quantizer kernel is
// bitwise ggml's quantize_row_q8_1_ref (host transcription, and ggml's own Q8_0 bytes for the
// shared d and qs), the matvec bitwise equal to its plain C++ definition, under several
// schedules, with the oracle running both island arms (DESIGN L7). CUDA without a GPU compiles
// every kernel to PTX and reports the run skipped.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/codegen/targets.h"
#include "morph/interp/interp.h"
#include "morph/ir/island.h"
#include "morph/quant/dequant.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/quantize.h"
#include "morph/quant/qvec.h"
#include "morph/quant/random_blocks.h"
#include "morph/quant/types.h"
#include "tests/conformance/backend_fixture.h"

namespace morph::quant {
namespace {

std::vector<float> gauss(size_t n, std::mt19937_64& rng, float sigma = 1.0f) {
  std::normal_distribution<float> g(0.0f, sigma);
  std::vector<float> v(n);
  for (float& x : v) x = g(rng);
  return v;
}

/// Inputs of the quantizer: ggml's reference-vector rows (when present) and random blocks with
/// specials of every kind: ±0, subnormals, a block whose max is subnormal (1/d overflows to inf),
/// exact halves (x·id = k + 0.5), huge values, a block of zeros, NaNs before the block's end.
std::vector<float> quantizer_inputs(uint32_t k, std::mt19937_64& rng) {
  std::vector<float> x = gauss(size_t{k} * 4, rng);
  auto block = [&](uint32_t b) { return x.data() + 32 * size_t{b}; };
  for (int i = 0; i < 32; ++i) block(1)[i] = (i % 2 ? -1.0f : 1.0f) * float_of(0x00000010u + i);  // subnormal max
  for (int i = 0; i < 32; ++i) block(2)[i] = i % 3 == 0 ? -0.0f : 0.0f;
  for (int i = 0; i < 32; ++i) block(3)[i] = (static_cast<float>(i) - 15.5f) * 8.0f;  // halves after scaling
  block(3)[31] = 127.0f;
  block(4)[0] = 3.0e38f;
  block(4)[1] = -3.0e38f;
  block(5)[7] = float_of(0x00000001u);
  block(5)[8] = -0.0f;
  // NaNs, not last in their block (ggml's running max restarts after the last NaN, so amax is a
  // later element's |x|): the largest |x| before the NaN is forgotten (its code then overflows
  // and takes ggml's x86-64 rounding); two NaNs in different items of the block; a NaN first.
  const float nan = std::numeric_limits<float>::quiet_NaN();
  block(6)[2] = 100.0f;
  block(6)[10] = nan;
  block(7)[0] = -nan;
  block(7)[13] = nan;
  block(7)[20] = 50.0f;
  block(8)[0] = nan;
  block(9)[27] = float_of(0x7f800001u);  // a signaling NaN, then four ordinary elements
  return x;
}

class Q8_1QuantizeConf : public testing::BackendTest {};

TEST_P(Q8_1QuantizeConf, BitwiseEqualToGgmlReference) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::vector<std::pair<std::vector<float>, uint32_t>> inputs;  // (x, k): 4 columns of k
  inputs.push_back({quantizer_inputs(1024, rng), 1024});
  if (auto dir = find_quant_vectors(MORPH_SOURCE_DIR)) {
    QVec v = read_qvec(*dir + "/Q8_0.bin");  // 56 rows of 512: every distribution of the README
    std::vector<float> in = v.f32("input");
    for (uint32_t r0 = 0; r0 + 4 <= v.rows; r0 += 4)
      inputs.push_back({std::vector<float>(in.begin() + r0 * v.cols, in.begin() + (r0 + 4) * v.cols), v.cols});
  } else {
    std::printf("ggml-quant-vectors not found: random inputs only\n");
  }
  size_t blocks = 0;
  for (const auto& [x, k] : inputs) {
    if (compile_only()) {
      compile_check(*q8_1_quantize_kernel(k, 4));
      break;
    }
    std::vector<uint8_t> want = quantize(GgmlType::Q8_1, x.data(), 4, k);
    std::vector<uint8_t> got = q8_1_blocks(q8_1_quantize_run(device(), x, k, 4), k, 4);
    ASSERT_EQ(got.size(), want.size());
    for (size_t b = 0; b < got.size() / 36; ++b, ++blocks)
      ASSERT_EQ(std::memcmp(got.data() + 36 * b, want.data() + 36 * b, 36), 0) << "block " << b << " of k " << k;
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
  std::printf("%zu Q8_1 blocks bitwise equal\n", blocks);
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(Q8_1QuantizeConf);

// ggml computes Q8_1's d and qs exactly as Q8_0's (quantize_row_q8_0_ref and _q8_1_ref share
// amax, d = amax/127, id and roundf), so Morph's Q8_1 bytes must hold ggml's own Q8_0 bytes of
// the reference vectors: an external check of the quantizer (s = fp16(d·Σqs) is checked by the
// kernel test above against the transcription).
TEST(Q8_1Quantize, DAndCodesEqualGgmlQ8_0Bytes) {
  auto dir = find_quant_vectors(MORPH_SOURCE_DIR);
  if (!dir) GTEST_SKIP() << "ggml-quant-vectors not found (set MORPH_SHARED_DIR or place ../shared beside the repo)";
  QVec v = read_qvec(*dir + "/Q8_0.bin");
  std::vector<float> in = v.f32("input");
  const std::vector<uint8_t>& q80 = v.section("quant");
  std::vector<uint8_t> q81 = quantize(GgmlType::Q8_1, in.data(), v.rows, v.cols);
  const size_t nb = size_t{v.rows} * v.cols / 32;
  for (size_t b = 0; b < nb; ++b) {
    ASSERT_EQ(std::memcmp(q81.data() + 36 * b, q80.data() + 34 * b, 2), 0) << "d of block " << b;
    ASSERT_EQ(std::memcmp(q81.data() + 36 * b + 4, q80.data() + 34 * b + 2, 32), 0) << "qs of block " << b;
  }
}

class MatvecQ8_1Conf : public testing::BackendTest {};

/// Every type of the q8_1 matvec (matvec_q8_1_supported).
std::vector<GgmlType> q8_1_types() {
  std::vector<GgmlType> v;
  for (const TypeInfo& t : all_types())
    if (matvec_q8_1_supported(t.type)) v.push_back(t.type);
  return v;
}

/// Rows with special scales, each in rows of their own (kSpecialRows of them after the regular
/// rows): every block of special row s gets fp16 scale field s % (fields) set to kSpecial16[s]
/// (+inf, NaN, −0, the smallest subnormal, the largest finite, −1; the 6-bit and int8 scales stay
/// random), MXFP4 its E8M0 byte to kSpecialE8m0[s] (2^-128 and 2^-127 are subnormal, 2^127 the
/// largest), NVFP4 its four UE4M3 bytes to kSpecialUe4m3[s] (0x7F, E4M3's NaN, reads as 0; 0xFF
/// as 240, bit 7 ignored; 0; the smallest, 2^-11; the largest, 224; 0x80 as 0).
constexpr uint32_t kSpecialRows = 6;
constexpr uint16_t kSpecial16[kSpecialRows] = {0x7C00, 0x7E00, 0x8000, 0x0001, 0x7BFF, 0xBC00};
constexpr uint8_t kSpecialE8m0[kSpecialRows] = {0, 1, 2, 253, 254, 255};
constexpr uint8_t kSpecialUe4m3[kSpecialRows] = {0x7F, 0xFF, 0x00, 0x01, 0x7E, 0x80};

void set_special_rows(GgmlType t, std::vector<uint8_t>& w, uint32_t rows, uint32_t k) {
  const TypeInfo& ti = type_info(t);
  const size_t rb = row_bytes(t, k);
  const std::vector<uint32_t> fields = fp16_scale_offsets(t);
  for (uint32_t s = 0; s < kSpecialRows; ++s) {
    const uint32_t r = rows - kSpecialRows + s;
    for (uint32_t b = 0; b < k / ti.block; ++b) {
      uint8_t* blk = w.data() + r * rb + size_t{b} * ti.bytes;
      if (t == GgmlType::MXFP4)
        blk[0] = kSpecialE8m0[s];
      else if (t == GgmlType::NVFP4)
        std::memset(blk, kSpecialUe4m3[s], 4);
      else
        std::memcpy(blk + fields[s % fields.size()], &kSpecial16[s], 2);
    }
  }
}

// Every type: the q8_1 matvec on the backend (its default island arms; CUDA's __dp4a arm where
// there is a GPU) bitwise equal to matvec_q8_1_host, the plain C++ loop of the definition from
// ggml's bytes. Per type: 7 random rows (random_blocks: random codes and 6-bit/int8 scales,
// modest fp16 scales) and kSpecialRows rows of special scales. The regular rows must be mostly finite and
// non-zero, and a sequential sum of the group values must differ on most of them (the test
// sees the order).
TEST_P(MatvecQ8_1Conf, BitwiseEqualToDefinition) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  struct Case {
    GgmlType type;
    uint32_t rows, k, ncols;
  };
  std::vector<Case> cases;
  for (GgmlType t : q8_1_types()) {
    // k = 512: 16 groups, one partial slot; 1280 (Q4_0, Q6_K): 40 groups, a full slot and a
    // partial one. Two columns on a min type and a two-scale type.
    const uint32_t k = t == GgmlType::Q4_0 || t == GgmlType::Q6_K ? 1280 : 512;
    cases.push_back({t, 7 + kSpecialRows, k, t == GgmlType::Q5_1 || t == GgmlType::Q2_K ? 2u : 1u});
  }
  // 33792 (oracle only: the unrolled chunk loop takes minutes to compile on PoCL): a full
  // 1024-lane chunk plus a remainder, so lanes fold two groups.
  cases.push_back({GgmlType::Q8_0, 3 + kSpecialRows, 33792, 1});
  cases.push_back({GgmlType::Q6_K, 2 + kSpecialRows, 33792, 1});
  // 4096: 128 groups, 4 slots, so every row part holds values of its own (schedules below).
  cases.push_back({GgmlType::Q4_K, 3 + kSpecialRows, 4096, 1});
  size_t outputs = 0, sensitive = 0, finite_nonzero = 0, special_outputs = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(type_name(c.type)) + " rows " + std::to_string(c.rows) + " k " + std::to_string(c.k) +
                 " cols " + std::to_string(c.ncols));
    const bool long_row = c.k > 8192;
    if (long_row && backend() != "oracle" && backend() != "cuda" && backend() != "cpu") continue;
    // Other schedules (DESIGN L6) on some types, beside the default {8 subgroups, 2 rows, 4 row
    // parts}; IQ4_XS's 3 subgroups (96 items) fill the 256-entry table in a partial last pass.
    // Row parts: Q4_0's 40 groups are 2 slots, so 4 parts leave two parts with only the
    // identity; Q5_1 with 2 columns; Q4_K's 4 slots (k = 4096) spread over 4 and 2 parts; Q8_0's
    // long row with a full chunk (32 slots, 8 per part) and a remainder.
    std::vector<Q8_1Schedule> scheds = {Q8_1Schedule{}};
    if (!long_row && c.type == GgmlType::Q4_0)
      scheds = {Q8_1Schedule{}, Q8_1Schedule{1, 1, 1}, Q8_1Schedule{2, 3, 1}, Q8_1Schedule{4, 1, 1},
                Q8_1Schedule{4, 2, 2}};
    if (!long_row && c.type == GgmlType::IQ4_XS)
      scheds = {Q8_1Schedule{}, Q8_1Schedule{3, 1, 1}, Q8_1Schedule{4, 1, 2}};
    if (!long_row && c.type == GgmlType::Q5_1) scheds = {Q8_1Schedule{}, Q8_1Schedule{8, 1, 2}};
    // Q1_0's Q shared by 3 rows (and by none); NVFP4's table filled by 96 items, two row parts.
    if (!long_row && c.type == GgmlType::Q1_0) scheds = {Q8_1Schedule{}, Q8_1Schedule{2, 3, 1}, Q8_1Schedule{4, 1, 1}};
    if (!long_row && c.type == GgmlType::NVFP4) scheds = {Q8_1Schedule{}, Q8_1Schedule{3, 1, 1}, Q8_1Schedule{4, 2, 2}};
    if (long_row && c.type == GgmlType::Q8_0) scheds = {Q8_1Schedule{}, Q8_1Schedule{4, 1, 1}};
    if (c.k == 4096) scheds = {Q8_1Schedule{}, Q8_1Schedule{4, 1, 4}, Q8_1Schedule{8, 2, 2}, Q8_1Schedule{4, 1, 1}};
    // The serial schedule (the cpu backend's default, matvec_q8_1_run picks it there) on every
    // backend: one row per item, one and three items per workgroup (a partial last workgroup).
    scheds.push_back(kQ8_1Serial);
    scheds.push_back(Q8_1Schedule{3, 1, 1, true});
    if (compile_only()) {
      compile_check(*q8_1_quantize_kernel(c.k, c.ncols));
      for (const Q8_1Schedule& s : scheds) compile_check(*matvec_q8_1_kernel(c.type, c.k, c.ncols, s));
      continue;
    }
    std::vector<uint8_t> w = random_blocks(c.type, c.rows, c.k, rng);
    set_special_rows(c.type, w, c.rows, c.k);
    std::vector<float> x = gauss(size_t{c.k} * c.ncols, rng);
    std::vector<uint8_t> xq = quantize(GgmlType::Q8_1, x.data(), c.ncols, c.k);
    std::vector<float> want = matvec_q8_1_host(c.type, w.data(), c.rows, c.k, xq, c.ncols);
    MatvecWeights mw = repack_weights(c.type, w.data(), c.rows, c.k);
    for (const Q8_1Schedule& s : scheds) {
      std::vector<float> got = matvec_q8_1_run(device(), mw, x, c.ncols, s);
      ASSERT_EQ(got.size(), want.size());
      for (size_t i = 0; i < got.size(); ++i)
        ASSERT_TRUE(same_float(got[i], want[i]))
            << "output " << i << " (row " << i % c.rows << ") schedule " << s.subgroups << "x" << s.rows_per_item
            << " parts " << s.row_parts << (s.serial ? " serial" : "") << ": got " << got[i] << " (0x" << std::hex
            << bits_of(got[i]) << ") want " << want[i] << " (0x" << bits_of(want[i]) << ")";
    }
    std::vector<float> seq = matvec_q8_1_host(c.type, w.data(), c.rows, c.k, xq, c.ncols, SumOrder::Sequential);
    for (size_t i = 0; i < want.size(); ++i) {
      if (i % c.rows >= c.rows - kSpecialRows) {
        ++special_outputs;
        continue;
      }
      ++outputs;
      sensitive += !same_float(seq[i], want[i]);
      finite_nonzero += std::isfinite(want[i]) && want[i] != 0.0f;
    }
  }
  if (compile_only()) GTEST_SKIP() << "compiled to PTX; no CUDA device";
  std::printf(
      "%zu regular outputs, %zu differ from a sequential sum, %zu finite and non-zero; %zu special-scale "
      "outputs\n",
      outputs, sensitive, finite_nonzero, special_outputs);
  EXPECT_GT(sensitive, outputs / 2);
  EXPECT_GT(finite_nonzero, outputs * 9 / 10);
}

// The special-scale rows give what the definition says, checked on the host (the conformance test
// above then holds every backend to these bits): +inf d with codes of both signs gives a NaN or
// ±inf group value, a −0 d gives ±0 products, NaN stays NaN.
TEST(MatvecQ8_1, SpecialScaleRowsAreSpecial) {
  std::mt19937_64 rng(11);
  for (GgmlType t : q8_1_types()) {
    SCOPED_TRACE(type_name(t));
    const uint32_t rows = 2 + kSpecialRows, k = 1280;
    std::vector<uint8_t> w = random_blocks(t, rows, k, rng);
    set_special_rows(t, w, rows, k);
    std::vector<float> x = gauss(k, rng);
    std::vector<float> y = matvec_q8_1_host(t, w.data(), rows, k, quantize(GgmlType::Q8_1, x.data(), 1, k), 1);
    for (uint32_t r = 0; r < 2; ++r) EXPECT_TRUE(std::isfinite(y[r]) && y[r] != 0.0f) << "row " << r << " " << y[r];
    const float* sp = y.data() + 2;
    if (t == GgmlType::MXFP4) {  // E8M0 0: 2^-128 keeps it finite; 255: 2^127 · S overflows
      EXPECT_TRUE(std::isfinite(sp[0])) << sp[0];
      EXPECT_FALSE(std::isfinite(sp[5])) << sp[5];
      continue;
    }
    if (t == GgmlType::NVFP4) {  // UE4M3 has no inf or NaN: 0x7F, 0 and 0x80 read as 0, 0xFF as 240
      for (int s : {0, 2, 5}) EXPECT_EQ(sp[s], 0.0f) << s;
      for (int s : {1, 3, 4}) EXPECT_TRUE(std::isfinite(sp[s]) && sp[s] != 0.0f) << s << " " << sp[s];
      continue;
    }
    EXPECT_FALSE(std::isfinite(sp[0])) << sp[0];  // inf scale (d, or m/dmin): inf or NaN
    EXPECT_TRUE(std::isnan(sp[1])) << sp[1];
    EXPECT_TRUE(std::isfinite(sp[3]) && std::isfinite(sp[5])) << sp[3] << " " << sp[5];
  }
}

MORPH_INSTANTIATE_BACKENDS_AND_ORACLE(MatvecQ8_1Conf);

// DESIGN L7 on a whole kernel: the oracle runs the matvec with each of its islands' arms ("cuda":
// __dp4a emulated exactly; "opencl": vload_half for f16 scales) and with the normative default
// arm: the same bits.
TEST(MatvecQ8_1, EveryArmBitwiseEqualToDefaultOnOracle) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  for (GgmlType t : q8_1_types()) {
    SCOPED_TRACE(type_name(t));
    const uint32_t rows = 6, k = 1024, n = 2;
    std::vector<uint8_t> w = random_blocks(t, rows, k, rng);
    MatvecWeights mw = repack_weights(t, w.data(), rows, k);
    std::vector<float> x = gauss(size_t{k} * n, rng);
    std::vector<uint8_t> xb = quantize(GgmlType::Q8_1, x.data(), n, k);
    std::vector<uint32_t> xq(k / 32 * n * 8), xd(k / 32 * n);
    for (size_t b = 0; b < xd.size(); ++b) {
      std::memcpy(&xd[b], xb.data() + 36 * b, 4);
      std::memcpy(&xq[8 * b], xb.data() + 36 * b + 4, 32);
    }
    dsl::KernelRef kern = matvec_q8_1_kernel(t, k, n);
    ASSERT_TRUE(ir::has_islands(*kern));
    // CUDA prints the cuda arm (__dp4a); the others print the portable default arm.
    EXPECT_NE(codegen::print_for(*kern, "cuda").find("__dp4a("), std::string::npos);
    // PRMTs on CUDA for every type with 4-bit codes (nibble_bytes, the table types' lookup); the
    // 8-bit and 2-bit types have none.
    const bool nibbles =
        t != GgmlType::Q8_0 && t != GgmlType::Q2_K && t != GgmlType::Q3_K && t != GgmlType::Q1_0 && t != GgmlType::Q2_0;
    EXPECT_EQ(codegen::print_for(*kern, "cuda").find("__byte_perm(") != std::string::npos, nibbles);
    EXPECT_EQ(codegen::print_for(*kern, "opencl").find("byte_perm"), std::string::npos);
    EXPECT_EQ(codegen::print_for(*kern, "opencl").find("dp4a"), std::string::npos);
    // Every arm present (the half_to_float island adds an "opencl" arm on f16-scaled types).
    std::vector<std::string> arms = ir::island_targets(*kern);
    ASSERT_GE(arms.size(), 2u);
    ASSERT_EQ(arms[0], "default");
    ASSERT_EQ(arms[1], "cuda");
    std::vector<std::vector<float>> ys;
    for (const std::string& arm : arms) {
      std::vector<uint32_t> words = mw.words;
      std::vector<float> y(size_t{rows} * n, 0.0f);
      interp::Options o;
      o.island_arm = arm;
      interp::run(*kern, {matvec_q8_1_groups(rows, {})}, {32 * Q8_1Schedule{}.subgroups},
                  std::vector<interp::Arg>{interp::buffer(words), interp::buffer(xq), interp::buffer(xd),
                                           interp::buffer(y), interp::scalar(rows)},
                  o);
      ys.push_back(y);
    }
    std::vector<float> want = matvec_q8_1_host(t, w.data(), rows, k, xb, n);
    for (size_t a = 0; a < arms.size(); ++a)
      for (size_t i = 0; i < want.size(); ++i)
        ASSERT_TRUE(same_float(ys[a][i], want[i])) << arms[a] << " arm, output " << i;
  }
}

// How far the q8_1 variant is from the exact product (docs/quant.md quotes these numbers): on
// ggml's own quantized rows (the reference vectors of every q8_1 type: 56 rows of 512, every
// distribution of their README) and x ~ N(0, 1), the error |y − y64| of the q8_1 matvec and of
// the f32-activation matvec against a float64 dot of ggml's dequantized weights with the f32 x,
// relative to Σ|w·x|. The README suggests 5e-3 · Σ|w·x| for 8-bit activations (ggml's own CPU
// path reaches 1.2e-3); 120 random x here gave at most 3.9e-3 per row and means of ~4e-4, so
// the test asserts every row within 1e-2 and the mean within 1e-3 (a bound on the variant's
// accuracy, not on any backend: those are bitwise) on the rows of the README's 14 distributions
// (rows 0-55). Every row, the hand-made rows 56-63 of NVFP4/Q1_0/Q2_0 too (a huge weight where x
// is small beside its block's largest element gives several 1e-2), is held to the error of x's
// quantization itself: |y − y64| ≤ Σ|w_i|·|x_i − x̂_i| (x̂ = f16 d · code, the Q8_1 value) plus
// 1e-5 · Σ|w·x| for the f32 roundings. check_q8_1_error runs this on one type's vectors `v`.
void check_q8_1_error(const QVec& v, std::mt19937_64& rng) {
  const char* name = type_name(v.type);
  const std::vector<uint8_t>& q = v.section("quant");
  std::vector<float> deq = v.f32("dequant");
  std::vector<float> x = gauss(v.cols, rng);
  std::vector<uint8_t> xb(size_t{v.cols} * 4);
  std::memcpy(xb.data(), x.data(), xb.size());
  const std::vector<uint8_t> x81 = quantize(GgmlType::Q8_1, x.data(), 1, v.cols);
  std::vector<double> xerr(v.cols);  // |x_i − x̂_i|
  for (uint32_t j = 0; j < v.cols; ++j) {
    const uint8_t* blk = x81.data() + 36 * (j / 32);
    const double xh =
        double{f16_to_f32(static_cast<uint16_t>(blk[0] | blk[1] << 8))} * static_cast<int8_t>(blk[4 + j % 32]);
    xerr[j] = std::fabs(x[j] - xh);
  }
  std::vector<float> y8 = matvec_q8_1_host(v.type, q.data(), v.rows, v.cols, x81, 1);
  std::vector<float> y32 = matvec_host(v.type, q.data(), v.rows, v.cols, xb, XType::F32, 1);
  double worst8 = 0, worst32 = 0, sum8 = 0;
  uint32_t counted = 0;
  for (uint32_t r = 0; r < v.rows; ++r) {
    double dot = 0, mag = 0, xq_bound = 0;
    for (uint32_t j = 0; j < v.cols; ++j) {
      const double wj = deq[size_t{r} * v.cols + j], p = wj * x[j];
      dot += p;
      mag += std::fabs(p);
      xq_bound += std::fabs(wj) * xerr[j];
    }
    if (mag == 0) continue;  // all-zero rows: both give ±0
    ASSERT_LE(std::fabs(y8[r] - dot), xq_bound + 1e-5 * mag) << name << " row " << r;
    if (r >= 56) continue;  // hand-made rows (NVFP4, Q1_0, Q2_0 vectors)
    const double e8 = std::fabs(y8[r] - dot) / mag, e32 = std::fabs(y32[r] - dot) / mag;
    ASSERT_LE(e8, 1e-2) << name << " row " << r;
    worst8 = std::max(worst8, e8);
    worst32 = std::max(worst32, e32);
    sum8 += e8;
    ++counted;
  }
  std::printf("%s: |y - y64| / sum|w x| over %u rows: q8_1 max %.2e mean %.2e; f32 activations max %.2e\n", name,
              counted, worst8, sum8 / counted, worst32);
  EXPECT_LE(sum8 / counted, 1e-3) << name;
  EXPECT_GT(worst8, worst32);  // quantizing x costs accuracy: the two variants differ
}

bool in_new_vectors(GgmlType t) { return t == GgmlType::NVFP4 || t == GgmlType::Q1_0 || t == GgmlType::Q2_0; }

/// The vectors' file name of a type: capitals, Q4_K.bin.
std::string vector_file(GgmlType t) {
  std::string file = type_name(t);
  for (char& ch : file) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return file + ".bin";
}

TEST(MatvecQ8_1, ErrorAgainstFloat64WithinGgmlTolerance) {
  auto dir = find_quant_vectors(MORPH_SOURCE_DIR);
  if (!dir) GTEST_SKIP() << "ggml-quant-vectors not found (set MORPH_SHARED_DIR or place ../shared beside the repo)";
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  for (GgmlType t : q8_1_types())
    if (!in_new_vectors(t)) check_q8_1_error(read_qvec(*dir + "/" + vector_file(t)), rng);
}

// NVFP4, Q1_0 and Q2_0: the repository's vectors of the same ggml commit (always present).
TEST(MatvecQ8_1, ErrorAgainstFloat64OnTheRepositorysVectors) {
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  for (GgmlType t : q8_1_types())
    if (in_new_vectors(t))
      check_q8_1_error(
          read_qvec(std::string(MORPH_SOURCE_DIR) + "/tests/data/ggml-quant-vectors-new/" + vector_file(t)), rng);
}

TEST(MatvecQ8_1, RefusesBadInput) {
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::IQ2_XXS, 256, 1), UserError);
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::TQ2_0, 256, 1), UserError);
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q4_K, 128, 1), UserError);
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q8_0, 64, 9), UserError);
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q8_0, 64, 1, Q8_1Schedule{0, 1, 1}), UserError);
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q8_0, 64, 1, Q8_1Schedule{4, 1, 3}), UserError);        // parts 1, 2, 4
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q8_0, 64, 1, Q8_1Schedule{2, 1, 4}), UserError);        // must divide
  EXPECT_THROW(matvec_q8_1_kernel(GgmlType::Q8_0, 64, 1, Q8_1Schedule{2, 2, 1, true}), UserError);  // serial: 1 row

  EXPECT_THROW(q8_1_quantize_kernel(48, 1), UserError);
  std::vector<uint8_t> xq(36);
  std::vector<uint8_t> w(34 * 2);
  EXPECT_THROW(matvec_q8_1_host(GgmlType::Q8_0, w.data(), 1, 64, xq, 1), UserError);
}

}  // namespace
}  // namespace morph::quant
