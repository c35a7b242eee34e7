// Golden printer output of the C++ dialect (tests/golden/*.cpp; refresh with
// MORPH_UPDATE_GOLDEN=1 and review the diff) and the structure rules of the work-item loops:
// one item loop nest per barrier-free run, workgroup-level control flow around barriers, values
// crossing a barrier in per-item arrays.
#include <gtest/gtest.h>

#include <regex>

#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/cpp_dialect.h"
#include "morph/dsl/dsl.h"
#include "tests/cpp_chunk_kernels.h"
#include "tests/golden/golden_kernels.h"

using namespace morph;

namespace {

dsl::KernelRef shuffle_kernel() {
  using namespace dsl;
  return kernel(
      "cpp_test_shuffles",
      [](Array<float> x, Array<uint32_t> u, Array<float> out) {
    Val<uint32_t> i = global_id(0);
    Val<float> v = x[i];
    Val<float> a = shuffle_xor(v, 5u);
    Val<uint32_t> b = shuffle(u[i], local_id(0) + 3u);
    out[i] = a + cast<float>(b);
      },
      {"x", "u", "out"});
}

size_t count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

}  // namespace

TEST(GoldenCpp, Kernels) {
  for (const auto& [name, k] : codegen::golden_kernels())
    codegen::check_golden(name + ".cpp", codegen::print(*k, codegen::cpp_dialect()));
  codegen::check_golden("shuffles.cpp", codegen::print(*shuffle_kernel(), codegen::cpp_dialect()));
}

TEST(CppDialect, BarrierFreeKernelIsOneItemLoop) {
  std::string src = codegen::print(*codegen::golden_kernels().at(0).second, codegen::cpp_dialect());
  EXPECT_EQ(count(src, "for (uint morph_ix = "), 1u) << src;
  EXPECT_EQ(src.find("[1024]"), std::string::npos) << "no per-item arrays without barriers:\n" << src;
  EXPECT_NE(src.find("extern \"C\" void k_golden_vadd(const morph_cpu_args* morph_a"), std::string::npos) << src;
}

TEST(CppDialect, ShufflesSplitTheItemLoops) {
  std::string src = codegen::print(*shuffle_kernel(), codegen::cpp_dialect());
  // Two shuffles: three nests of item loops, two shuffle loops over per-item arrays.
  EXPECT_EQ(count(src, "for (uint morph_lx = 0u; morph_lx < morph_wx; ++morph_lx)"), 3u) << src;
  EXPECT_EQ(count(src, "morph_l < morph_nl"), 2u) << src;
  EXPECT_TRUE(
      std::regex_search(src, std::regex(R"(v\d+\[morph_l\] = v\d+\[morph_l \^ \(v\d+(\[morph_l\])? & 31u\)\];)")))
      << src;
}

TEST(CppDialect, NoVendorMathNoContraction) {
  // L1/L2: exact builtins only (sqrt/floor/rint/trunc are correctly rounded or exact); the
  // compile flags forbid contraction (-ffp-contract=off, checked in the cpu device test).
  std::regex banned(R"(\b(fma|fmaf|fmin|fminf|fmax|fmaxf|expf?|logf?|sinf?|cosf?|tanhf?|powf?|rsqrtf?)\s*\()");
  for (const auto& [name, k] : codegen::golden_kernels()) {
    std::string src = codegen::print(*k, codegen::cpp_dialect());
    std::smatch m;
    EXPECT_FALSE(std::regex_search(src, m, banned)) << name << ": " << m.str();
    EXPECT_EQ(src.find("#include"), std::string::npos) << name << ": no headers (compile time)";
  }
}

namespace {
// A grid-stride elementwise kernel (the shape of dag_map): values before the loop,
// the loop from global_id(0) by global_size(0), a tail after it.
dsl::KernelRef grid_stride_kernel() {
  using namespace dsl;
  return kernel(
      "cpp_test_grid_stride",
      [](Array<float> x, Array<float> out) {
    Val<uint32_t> n = out.size(), half = n / 2u;
    ForStep(global_id(0), half, global_size(0), [&](Val<uint32_t> i) { out[i] = x[i] * 2.0f; });
    Val<uint32_t> j = half + global_id(0);
    If(j < n, [&] { out[j] = x[j] + 1.0f; });
      },
      {"x", "out"});
}
}  // namespace

TEST(CppDialect, GridStrideOutputsWrittenOnceAtTheLoopIndexAreStaged) {
  // Outputs stored once, unconditionally, at the loop's own index go through a chunk's staging
  // array when the output reaches morph_a->stream_bytes, and out with morph_stream_out
  // (non-temporal stores), then one SFENCE after the trips; the others stay in place.
  std::string src = codegen::print(*codegen::test::staged_kernel(), codegen::cpp_dialect());
  EXPECT_EQ(count(src, "for (uint morph_c0 = (uint)((ulong)morph_x0 + morph_t); morph_c0 < morph_hi;) {"), 1u) << src;
  EXPECT_EQ(count(src, "morph_stream_out(p_y + morph_c0, morph_so1, (ulong)(morph_c1 - morph_c0) * 4u);"), 1u) << src;
  // An f16 output always goes through the chunk's float array, converted on the way out (F16C
  // where the ISA has it, else the prelude's conversion).
  EXPECT_EQ(count(src, "morph_f16c_out(morph_h, morph_so2, morph_c1 - morph_c0);"), 1u) << src;
  EXPECT_EQ(count(src,
                  "if (morph_nt2) morph_stream_out(p_h + morph_c0, morph_h, (ulong)(morph_c1 - morph_c0) * 2u); "
                  "else __builtin_memcpy(p_h + morph_c0, morph_h, (ulong)(morph_c1 - morph_c0) * 2u);"),
            1u)
      << src;
  EXPECT_EQ(count(src, "const bool morph_nt1 = (ulong)p_y_len * 4u >= morph_a->stream_bytes;"), 1u) << src;
  EXPECT_EQ(count(src, "float morph_so2[1024];"), 1u) << src;
  EXPECT_EQ(src.find("morph_stream_out(p_odd"), std::string::npos) << src;
  EXPECT_EQ(src.find("morph_stream_out(p_acc"), std::string::npos) << src;
  EXPECT_EQ(count(src, "morph_stream_fence();"), 1u) << src;
  // A store outside the loop (grid_stride_kernel's tail) is another nest's: the loop's store
  // to the same buffer is still staged.
  std::string tail = codegen::print(*grid_stride_kernel(), codegen::cpp_dialect());
  EXPECT_EQ(count(tail, "morph_stream_out(p_out + morph_c0, morph_so1,"), 1u) << tail;
}

TEST(CppDialect, LoopIndexDividedByAnInvariantIsOneQuotientPerChunk) {
  // A chunk ends at the next multiple of the divisor, so i / cols is the chunk's morph_qN and
  // the broadcast operand w is read through a pointer rebased to the chunk (consecutive loads
  // at i - morph_c0): no u32 division per item, no gather.
  std::string src = codegen::print(*codegen::test::segmented_kernel(), codegen::cpp_dialect());
  std::smatch m;
  ASSERT_TRUE(std::regex_search(src, m, std::regex(R"(const uint (morph_q\d+) = (v\d+) == 0u \? 0u : morph_c0 / \2;)")))
      << src;
  const std::string q = m[1], d = m[2];
  EXPECT_EQ(count(src, "if (" + d + " != 0u && (ulong)(" + q + " + 1u) * " + d + " < (ulong)morph_c1) morph_c1 = (" +
                           q + " + 1u) * " + d + ";"),
            1u)
      << src;
  EXPECT_TRUE(std::regex_search(
      src, std::regex(R"(const float\* const morph_rp\d+_1 = p_w \+ \(morph_c0 - )" + q + R"( \* )" + d + R"(\);)")))
      << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(float v\d+ = morph_rp\d+_1\[v\d+ - morph_c0\];)"))) << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(uint v\d+ = )" + q + ";"))) << src;
  EXPECT_EQ(src.find("morph_div_u32"), std::string::npos) << src;
  EXPECT_EQ(src.find("morph_rem_u32"), std::string::npos) << src;
}

TEST(CppDialect, LongLoopBodiesRunAsPhasesOverShortChunks) {
  // cpp_phases.h: the exact silu and tanh make a body long enough for several phases, each a
  // loop over the same chunk of 256 items; values crossing phases in per-chunk arrays; the
  // phases before the last (which store only to those arrays) marked free of loop-carried
  // dependences; the buffer stores all in the last phase.
  std::string src = codegen::print(*codegen::test::phased_kernel(), codegen::cpp_dialect());
  std::smatch m;
  ASSERT_TRUE(std::regex_search(src, m, std::regex(R"(for \(uint (v\d+) = morph_c0; \1 < morph_c1; \+\+\1\) \{)")))
      << src;
  const std::string loop = m[0];
  const size_t phases = count(src, loop);
  EXPECT_GE(phases, 2u) << src;
  EXPECT_EQ(count(src, "#pragma GCC ivdep"), phases - 1) << src;
  EXPECT_EQ(count(src, "#pragma clang loop vectorize(assume_safety)"), phases - 1) << src;
  EXPECT_NE(src.find("uint morph_c1 = morph_hi - morph_c0 > 256u ? morph_c0 + 256u : morph_hi;"), std::string::npos)
      << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(float morph_sp\d+\[256\];)"))) << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(morph_sp\d+\[v\d+ - morph_c0\] = v\d+;)"))) << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(float v\d+ = morph_sp\d+\[v\d+ - morph_c0\];)"))) << src;
  const size_t last = src.rfind(loop);
  for (const char* store : {"morph_to2[", "p_y["}) {
    const size_t at = src.find(store);
    if (at != std::string::npos) EXPECT_GT(at, last) << store << " before the last phase:\n" << src;
  }
  // x is read again in the last phase (a load is recomputed, not spilled).
  EXPECT_NE(src.find("= p_x[", last), std::string::npos) << src;
  // A short body stays one loop.
  std::string one = codegen::print(*codegen::test::staged_kernel(), codegen::cpp_dialect());
  EXPECT_EQ(one.find("morph_sp"), std::string::npos) << one;
  EXPECT_EQ(one.find("ivdep"), std::string::npos) << one;
}

TEST(CppDialect, GridStrideLoopRunsInsideOutOverRangesOfGlobalIds) {
  std::string src = codegen::print(*grid_stride_kernel(), codegen::cpp_dialect());
  // Flat: one x range per run of workgroups; the trips of the grid-stride loop outermost, the
  // loop's own induction variable as the innermost (vectorizable) item loop, over the chunks of
  // a trip (its output is staged); the tail a nest.
  EXPECT_NE(src.find("morph_g += morph_gn;"), std::string::npos) << src;
  EXPECT_EQ(count(src, "for (ulong morph_t = 0u; "), 1u) << src;
  EXPECT_TRUE(std::regex_search(src, std::regex(R"(for \(uint (v\d+) = morph_c0; \1 < morph_c1; \+\+\1\))"))) << src;
  EXPECT_EQ(count(src, "for (uint morph_ix = morph_x0; morph_ix < morph_x1; ++morph_ix)"), 1u) << src;
  EXPECT_EQ(src.find("morph_lane"), std::string::npos) << src;
  // A kernel reading its local id keeps one item loop per workgroup.
  std::string shuf = codegen::print(*shuffle_kernel(), codegen::cpp_dialect());
  EXPECT_EQ(shuf.find("morph_gn"), std::string::npos) << shuf;
}

TEST(CppDialect, BooleanIndicesGetAnOpaqueZero) {
  // GCC 12 with AVX-512 gathers wrongly from an index it holds as a boolean (BooleanIndices in
  // cpp_dialect.cc): min(c, 1u), a compare, a select of 0 and 1 used as an index print with
  // `+ morph_z`; ordinary indices (the item's own, c itself) print as they are.
  using namespace dsl;
  auto k = kernel(
      "cpp_test_boolean_indices",
      [](Array<float> w, Array<float> x, Array<float> out) {
    Val<uint32_t> i = global_id(0), c = i & 31u;
    Val<uint32_t> one = w.size() - w.size() + 1u;  // not a constant to the IR
    out[i] = w[min(c, 1u)] + w[select(c < 7u, Val<uint32_t>(1u), Val<uint32_t>(0u))] + x[c] + x[i] + w[min(c, one)];
      },
      {"w", "x", "out"});
  std::string src = codegen::print(*k, codegen::cpp_dialect());
  EXPECT_EQ(count(src, "__asm__(\"\" : \"=r\"(morph_z) : \"0\"(0u));"), 1u) << src;
  EXPECT_EQ(count(src, ") + morph_z;"), 2u) << "min(c, 1u) and the select:\n" << src;
  std::string plain = codegen::print(*grid_stride_kernel(), codegen::cpp_dialect());
  EXPECT_EQ(plain.find("morph_z"), std::string::npos) << plain;
}
