// cpu backend benchmarks (Google Benchmark): the machine's memcpy bandwidth with all threads
// (the ceiling), the fused chains silu(a)*b, silu(a*w+b) and the 7-op chain at 16 Mi f32, the
// row ops rms_norm / gated norm / softmax, the first / cached compile time of a new kernel, and
// the host cost per call of a small fused chain (builder + Plan + launch) at 4096 elements, and
// the q8_1-activation matvec of eight ggml types at 4096 x 14336 (serial vs subgroup schedule on five).
// Bandwidth counts each input read and the output written once (bytes_per_second); memcpy counts
// its read and its write. Threads: $MORPH_CPU_THREADS, else all cores (the memcpy uses as many).
//   morph_cpu_bench --benchmark_out=bench/cpu_bench.json --benchmark_out_format=json
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "morph/base/error.h"
#include "morph/fusion/fuse_builder.h"
#include "morph/fusion/graph.h"
#include "morph/fusion/plan.h"
#include "morph/ops/norms.h"
#include "morph/ops/softmax.h"
#include "morph/quant/matvec_exec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/cpu/thread_pool.h"
#include "morph/runtime/registry.h"
#include "morph/runtime/tensor.h"

using namespace morph;

namespace {

constexpr size_t kN = size_t{16} << 20;  // 16 Mi f32 elements (64 MiB per array)

rt::Device& dev() {
  static std::unique_ptr<rt::Device> d = rt::open_device("cpu");
  return *d;
}

std::mt19937& rng() {
  static std::mt19937 r(12345);
  return r;
}

rt::Tensor filled(std::vector<uint64_t> shape, ir::Type type = ir::Type::F32) {
  rt::Tensor t = rt::Tensor::empty(dev(), type, shape);
  std::vector<float> v(t.numel());
  std::uniform_real_distribution<float> d(-4.0f, 4.0f);
  for (float& x : v) x = d(rng());
  t.upload(v);
  return t;
}

// A copy of 64 MiB split over the pool's threads (same thread count as the kernels), each part
// copied by `copy(dst, src, count)`.
template <class Copy>
void copy_bench(benchmark::State& st, Copy copy) {
  static rt::ThreadPool pool(rt::ThreadPool::default_threads());
  std::vector<float> a(kN, 1.0f), b(kN, 0.0f);
  const uint64_t parts = 64;
  for (auto _ : st) {
    pool.run(parts, 1, [&](uint64_t p0, uint64_t p1) {
      size_t b0 = kN * p0 / parts, b1 = kN * p1 / parts;
      copy(b.data() + b0, a.data() + b0, b1 - b0);
    });
    benchmark::DoNotOptimize(b.data());
  }
  st.SetBytesProcessed(int64_t(st.iterations()) * 2 * kN * 4);
  st.counters["threads"] = pool.threads();
}
void BM_memcpy(benchmark::State& st) {
  copy_bench(st, [](float* d, const float* s, size_t n) { std::memcpy(d, s, n * 4); });
}
BENCHMARK(BM_memcpy)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

// The same copy with non-temporal stores (SSE2 MOVNTDQ, 16 bytes at a time, then SFENCE): the
// destination's lines are written without being read first, as Morph's large elementwise
// outputs are (docs/backends.md, "Streamed outputs"). The ceiling is the faster of the two.
void BM_copy_nt(benchmark::State& st) {
  copy_bench(st, [](float* d, const float* s, size_t n) {
#if defined(__SSE2__)
    size_t i = 0;
    for (; i < n && (reinterpret_cast<uintptr_t>(d + i) & 15); ++i) d[i] = s[i];
    for (; i + 4 <= n; i += 4)
      _mm_stream_si128(reinterpret_cast<__m128i*>(d + i), _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i)));
    for (; i < n; ++i) d[i] = s[i];
    _mm_sfence();
#else
    std::memcpy(d, s, n * 4);
#endif
  });
}
BENCHMARK(BM_copy_nt)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

struct Arrays {
  rt::Tensor a, w, b, c, out;
};
Arrays& arrays() {
  static Arrays s{filled({kN}), filled({kN}), filled({kN}), filled({kN}),
                  rt::Tensor::empty(dev(), ir::Type::F32, {kN})};
  return s;
}

void chain(benchmark::State& st, int inputs, fusion::Fuse (*make)(Arrays&)) {
  Arrays& s = arrays();
  size_t launches = make(s).run(s.out);  // compile outside the timing
  for (auto _ : st) make(s).run(s.out);
  st.SetBytesProcessed(int64_t(st.iterations()) * (inputs + 1) * kN * 4);
  st.counters["launches"] = double(launches);
}
void BM_silu_mul(benchmark::State& st) {
  chain(st, 2, [](Arrays& s) { return std::move(fusion::Fuse(s.a).silu().mul(s.b)); });
}
void BM_silu_affine(benchmark::State& st) {
  chain(st, 3, [](Arrays& s) { return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu()); });
}
void BM_chain7(benchmark::State& st) {
  chain(st, 4, [](Arrays& s) {
    return std::move(fusion::Fuse(s.a).mul(s.w).add(s.b).silu().mul(s.c).add(0.5f).abs().sqrt());
  });
}
BENCHMARK(BM_silu_mul)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

// silu(a)*b with f16 / bf16 storage (math in f32): 2 bytes per element per array, so the chain
// needs half the bandwidth of the f32 one and the storage conversions show.
void silu_mul_half(benchmark::State& st, ir::Type t) {
  rt::Tensor a = filled({kN}, t), b = filled({kN}, t), out = rt::Tensor::empty(dev(), t, {kN});
  size_t launches = fusion::Fuse(a).silu().mul(b).run(out);  // compile outside the timing
  for (auto _ : st) fusion::Fuse(a).silu().mul(b).run(out);
  st.SetBytesProcessed(int64_t(st.iterations()) * 3 * kN * 2);
  st.counters["launches"] = double(launches);
}
void BM_silu_mul_f16(benchmark::State& st) { silu_mul_half(st, ir::Type::F16); }
void BM_silu_mul_bf16(benchmark::State& st) { silu_mul_half(st, ir::Type::BF16); }
BENCHMARK(BM_silu_mul_f16)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_silu_mul_bf16)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_silu_affine)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
BENCHMARK(BM_chain7)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);

// A row op through its fused plan, outputs preallocated; bytes = inputs of [rows, cols] + y.
void row_op(benchmark::State& st, const fusion::Plan& plan, std::map<std::string, rt::Tensor> in, int full_arrays) {
  uint64_t rows = st.range(0), cols = st.range(1);
  std::map<std::string, rt::Tensor> out{{"y", rt::Tensor::empty(dev(), ir::Type::F32, {rows, cols})}};
  plan.execute_into(dev(), in, out);
  for (auto _ : st) plan.execute_into(dev(), in, out);
  st.SetBytesProcessed(int64_t(st.iterations()) * full_arrays * rows * cols * 4);
  st.counters["launches"] = double(plan.launch_count(dev().caps()));
}
void BM_rms_norm(benchmark::State& st) {
  uint64_t rows = st.range(0), cols = st.range(1);
  row_op(st, ops::rms_norm_plan(uint32_t(cols), 1e-6f), {{"x", filled({rows, cols})}, {"w", filled({cols})}}, 2);
}
void BM_gated_norm(benchmark::State& st) {
  uint64_t rows = st.range(0), cols = st.range(1);
  row_op(st, ops::gated_rms_norm_plan(uint32_t(cols), 1e-6f),
         {{"x", filled({rows, cols})}, {"w", filled({cols})}, {"g", filled({rows, cols})}}, 3);
}
void BM_softmax(benchmark::State& st) {
  uint64_t rows = st.range(0), cols = st.range(1);
  row_op(st, ops::softmax_plan(uint32_t(cols)), {{"x", filled({rows, cols})}}, 2);
}
BENCHMARK(BM_rms_norm)->Args({4096, 4096})->Args({131072, 128})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_gated_norm)->Args({131072, 128})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_softmax)->Args({4, 151936})->Args({4096, 4096})->Unit(benchmark::kMillisecond)->UseRealTime();

// The latency of one pool run that hands work to every thread (a decode-size launch: rows of
// one token spread over the threads), back to back: the wake-up and the join, nothing else.
void BM_pool_dispatch(benchmark::State& st) {
  static rt::ThreadPool pool(rt::ThreadPool::default_threads());
  std::vector<uint64_t> sink(64 * pool.threads());
  auto fn = [&](uint64_t b, uint64_t e) {
    for (uint64_t i = b; i < e; ++i) sink[i * 8] += i;
  };
  for (auto _ : st) pool.run(pool.threads(), 1, fn);
  benchmark::DoNotOptimize(sink.data());
}
BENCHMARK(BM_pool_dispatch)->Unit(benchmark::kMicrosecond)->UseRealTime()->MinTime(0.5);
// add_rms_norm at 4 tokens (4 rows of 4096, the table's case): launch latency dominated.
void BM_add_rms_norm_4tok(benchmark::State& st) {
  const fusion::Plan& plan = ops::add_rms_norm_plan(4096, 1e-5f);
  std::map<std::string, rt::Tensor> in{{"a", filled({4, 4096})}, {"b", filled({4, 4096})}, {"w", filled({4096})}};
  std::map<std::string, rt::Tensor> out{{"sum", rt::Tensor::empty(dev(), ir::Type::F32, {4, 4096})},
                                        {"y", rt::Tensor::empty(dev(), ir::Type::F32, {4, 4096})}};
  plan.execute_into(dev(), in, out);
  for (auto _ : st) plan.execute_into(dev(), in, out);
  st.counters["launches"] = double(plan.launch_count(dev().caps()));
}
BENCHMARK(BM_add_rms_norm_4tok)->Unit(benchmark::kMicrosecond)->UseRealTime()->MinTime(0.5);

// The q8_1-activation matvec (morph/quant/matvec_q8_1.h), 4096 x 14336 (Llama-3-8B's down
// projection), one column, x already quantized: the launch alone. Arg 0: the ggml type; arg 1:
// 1 = the serial schedule (the cpu backend's default), 0 = the subgroup schedule {8, 2, 1} it
// ran before. Bytes: ggml's bytes of W.
void BM_matvec_q8_1(benchmark::State& st) {
  const auto t = static_cast<quant::GgmlType>(st.range(0));
  const quant::Q8_1Schedule s = st.range(1) ? quant::kQ8_1Serial : quant::Q8_1Schedule{8, 2, 1};
  const uint32_t rows = 4096, k = 14336;
  std::mt19937_64 r(7);
  std::vector<uint8_t> wb = quant::random_blocks(t, rows, k, r);
  quant::MatvecWeights w = quant::repack_weights(t, wb.data(), rows, k);
  std::vector<float> x(k);
  std::normal_distribution<float> g;
  for (float& v : x) v = g(r);
  quant::Q8_1Device q = quant::q8_1_quantize_run(dev(), x, k, 1);
  rt::Buffer dw = quant::upload_words(dev(), w), dq = dev().alloc(q.xq.size() * 4), dd = dev().alloc(q.xd.size() * 4),
             dy = dev().alloc(size_t{rows} * 4);
  dev().upload(dq, q.xq.data(), q.xq.size() * 4);
  dev().upload(dd, q.xd.data(), q.xd.size() * 4);
  dsl::KernelRef kern = quant::matvec_q8_1_kernel(t, k, 1, s);
  quant::matvec_q8_1_enqueue(dev(), kern, dw, dq, dd, dy, rows, s);  // compile and warm up
  dev().synchronize();
  for (auto _ : st) {
    quant::matvec_q8_1_enqueue(dev(), kern, dw, dq, dd, dy, rows, s);
    dev().synchronize();
  }
  st.SetBytesProcessed(int64_t(st.iterations()) * int64_t(wb.size()));
  st.SetLabel(std::string(quant::type_name(t)) + (st.range(1) ? " serial" : " subgroup"));
}
void matvec_q8_1_args(benchmark::internal::Benchmark* b) {
  for (quant::GgmlType t : {quant::GgmlType::Q4_0, quant::GgmlType::Q8_0, quant::GgmlType::Q4_K, quant::GgmlType::Q6_K,
                            quant::GgmlType::IQ4_XS})
    for (int serial : {1, 0}) b->Args({static_cast<int64_t>(t), serial});
  for (quant::GgmlType t : {quant::GgmlType::NVFP4, quant::GgmlType::Q1_0, quant::GgmlType::Q2_0})
    b->Args({static_cast<int64_t>(t), 1});  // the serial schedule only
}
BENCHMARK(BM_matvec_q8_1)->Apply(matvec_q8_1_args)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(0.5);

// Compile time of a kernel the process has not seen: first (host compiler; the disk cache is
// bypassed by a fresh constant per iteration) and cached (a second device: disk cache + dlopen;
// the same device again: memory cache).
void BM_compile_first(benchmark::State& st) {
  setenv("MORPH_DISK_CACHE", "0", 1);
  auto d = rt::open_device("cpu");
  rt::Tensor a = rt::Tensor::empty(*d, ir::Type::F32, {64}), o = rt::Tensor::empty(*d, ir::Type::F32, {64});
  unsigned salt = unsigned(std::random_device{}()) & 0xffff;
  int i = 0;
  for (auto _ : st) fusion::Fuse(a).mul(float(salt * 1000 + ++i)).silu().run(o);
  unsetenv("MORPH_DISK_CACHE");
}
BENCHMARK(BM_compile_first)->Unit(benchmark::kMillisecond)->Iterations(5)->UseRealTime();

void BM_compile_cached_disk(benchmark::State& st) {
  {
    auto d = rt::open_device("cpu");
    rt::Tensor a = rt::Tensor::empty(*d, ir::Type::F32, {64}), o = rt::Tensor::empty(*d, ir::Type::F32, {64});
    fusion::Fuse(a).mul(3.0f).silu().run(o);  // fills the disk cache
  }
  for (auto _ : st) {
    auto d = rt::open_device("cpu");  // empty memory cache: disk entry + dlopen
    rt::Tensor a = rt::Tensor::empty(*d, ir::Type::F32, {64}), o = rt::Tensor::empty(*d, ir::Type::F32, {64});
    fusion::Fuse(a).mul(3.0f).silu().run(o);
  }
}
BENCHMARK(BM_compile_cached_disk)->Unit(benchmark::kMillisecond)->Iterations(20)->UseRealTime();

// Host cost per call of a small fused chain (4096 f32, the builder, the Plan cache lookup and
// one launch) and of the same-sized launch alone: what a decode step pays per op, not bandwidth.
void BM_per_call_fuse(benchmark::State& st) {
  rt::Tensor a = filled({4096}), b = filled({4096}), o = rt::Tensor::empty(dev(), ir::Type::F32, {4096});
  for (auto _ : st) fusion::Fuse(a).silu().mul(b).run(o);
  dev().synchronize();
}
BENCHMARK(BM_per_call_fuse)->Unit(benchmark::kMicrosecond)->UseRealTime();

void BM_per_call_plan(benchmark::State& st) {
  rt::Tensor a = filled({4096}), b = filled({4096}), o = rt::Tensor::empty(dev(), ir::Type::F32, {4096});
  fusion::Graph g;
  fusion::Sym x = g.input("a", 4096), y = g.input("b", 4096);
  g.output("o", fusion::un(algebra::UnOp::Silu, x) * y);
  fusion::Plan plan = fusion::Plan::fused(g);
  std::map<std::string, rt::Tensor> in{{"a", a}, {"b", b}}, out{{"o", o}};
  for (auto _ : st) plan.execute_into(dev(), in, out);
  dev().synchronize();
}
BENCHMARK(BM_per_call_plan)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
