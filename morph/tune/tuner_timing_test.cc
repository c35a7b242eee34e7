// The tuner times a candidate exactly as `morph table` times a case: rt::time_enqueue over a
// prepared call, so the timed region (each Device::device_time_us window) holds the candidate's
// launches and nothing else — no allocation, upload, download, copy or compile — and the default
// candidate's launches are the kernels of Plan::fused(g), the plan the table times. (The H200 run
// of 2026-12-01 timed execute() inside the window: outputs allocated and freed there, cuMemFree
// synchronizing before the stop event, which doubled the times of the table cases.) A recording
// device wraps the oracle and gives each window a deterministic "device time" (its launch count).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <random>
#include <set>

#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/plan.h"
#include "morph/quant/random_blocks.h"
#include "morph/runtime/registry.h"
#include "morph/tune/attention_tunable.h"
#include "morph/tune/map_tunable.h"
#include "morph/tune/matvec_tunable.h"
#include "morph/tune/plan_tunable.h"
#include "morph/tune/row_tunable.h"
#include "morph/tune/tuner.h"

using namespace morph;

namespace {

/// Forwards to `inner` and records what each device_time_us window queued.
class RecordingDevice : public rt::Device {
 public:
  struct Window {
    int allocs = 0, uploads = 0, downloads = 0, copies = 0, compiles = 0;
    std::vector<uint64_t> kernels;  // ir::Kernel::hash() of each launch, in order
  };
  explicit RecordingDevice(rt::Device& inner) : inner_(inner) {}
  const std::vector<Window>& windows() const { return windows_; }
  void clear() { windows_.clear(); }
  /// What `fn` queues, outside any timed window.
  Window record(const std::function<void()>& fn) {
    Window w;
    w_ = &w;
    fn();
    w_ = nullptr;
    inner_.synchronize();
    return w;
  }

  std::string name() const override { return inner_.name(); }
  std::string backend() const override { return inner_.backend(); }
  rt::Caps caps() const override { return inner_.caps(); }
  rt::Buffer alloc(size_t bytes) override {
    if (w_) ++w_->allocs;
    return inner_.alloc(bytes);
  }
  void upload(const rt::Buffer& dst, const void* src, size_t bytes, size_t offset = 0) override {
    if (w_) ++w_->uploads;
    inner_.upload(dst, src, bytes, offset);
  }
  void download(const rt::Buffer& src, void* dst, size_t bytes, size_t offset = 0) override {
    if (w_) ++w_->downloads;
    inner_.download(src, dst, bytes, offset);
  }
  void copy(const rt::Buffer& dst, const rt::Buffer& src, size_t bytes) override {
    if (w_) ++w_->copies;
    inner_.copy(dst, src, bytes);
  }
  std::shared_ptr<rt::Compiled> compile(const ir::Kernel& k) override {
    if (w_) ++w_->compiles;
    return inner_.compile(k);
  }
  using rt::Device::launch;
  void launch(const rt::Compiled& c, const ir::Kernel& k, rt::Dim3 grid, rt::Dim3 workgroup,
              std::span<const rt::LaunchArg> args) override {
    if (w_) w_->kernels.push_back(k.hash());
    inner_.launch(c, k, grid, workgroup, args);
  }
  void synchronize() override { inner_.synchronize(); }
  /// A deterministic clock: the window's launch count, in "µs".
  double device_time_us(const std::function<void()>& enqueue) override {
    Window w;
    w_ = &w;
    enqueue();
    inner_.synchronize();
    w_ = nullptr;
    windows_.push_back(w);
    return static_cast<double>(w.kernels.size());
  }

 private:
  rt::Device& inner_;
  Window* w_ = nullptr;
  std::vector<Window> windows_;
};

/// Checks every window of a tune with `reps` timed runs per candidate: nothing but launches, and
/// per timed candidate `reps` windows holding exactly `launches(i)`.
void expect_windows(const RecordingDevice& dev, const tune::TuneResult& r, int reps,
                    const std::function<std::vector<uint64_t>(size_t)>& launches, const std::string& what) {
  size_t at = 0;
  for (size_t i = 0; i < r.median_us.size(); ++i) {
    if (r.median_us[i] < 0) continue;  // refused: never timed
    const std::vector<uint64_t> want = launches(i);
    for (int rep = 0; rep < reps; ++rep, ++at) {
      ASSERT_LT(at, dev.windows().size()) << what << ": fewer timed windows than candidates x reps";
      const RecordingDevice::Window& w = dev.windows()[at];
      EXPECT_EQ(w.allocs, 0) << what << " candidate " << i << ": allocation inside the timed region";
      EXPECT_EQ(w.uploads, 0) << what << " candidate " << i << ": upload inside the timed region";
      EXPECT_EQ(w.downloads, 0) << what << " candidate " << i << ": download inside the timed region";
      EXPECT_EQ(w.copies, 0) << what << " candidate " << i << ": copy inside the timed region";
      EXPECT_EQ(w.compiles, 0) << what << " candidate " << i << ": compile inside the timed region";
      EXPECT_EQ(w.kernels, want) << what << " candidate " << i << ": the timed launches are not the plan's";
    }
    // The deterministic clock: the median is the launch count.
    EXPECT_EQ(r.median_us[i], static_cast<double>(want.size())) << what << " candidate " << i;
  }
  EXPECT_EQ(at, dev.windows().size()) << what << ": timed windows beyond candidates x reps";
  EXPECT_TRUE(r.device_clock) << what;
}

std::string fresh_root(const std::string& tag) {
  return std::filesystem::temp_directory_path().string() + "/morph_tune_timing_" + tag + "_" +
         std::to_string(::getpid());
}

}  // namespace

TEST(TunerTiming, PlanCandidatesTimeOnlyTheirLaunches) {
  auto oracle = rt::open_device("oracle");
  RecordingDevice dev(*oracle);
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  const tune::TuneOptions opts{1, 3};
  struct Case {
    const char* expr;
    const char* vecs;
    uint32_t cols;
    bool fence;
    std::vector<std::string> only;  // candidates (empty: the family's whole list)
  };
  // A gated norm and a swiglu (one launch each), and softmax over a long row under its default
  // split schedule and split4 (S + 1 launches into the plan's cached partials).
  const Case cases[] = {{"rms_norm(x, eps=1e-6)*w*silu(g)", "w", 128, true, {}},
                        {"silu(gate)*up", "", 1024, false, {}},
                        {"softmax(x)", "", 9000, true, {"default", "split4"}}};
  for (const Case& c : cases) {
    std::set<std::string> vecs;
    if (*c.vecs) vecs.insert(c.vecs);
    fusion::Graph g = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, {c.cols, vecs}).graph;
    const uint64_t rows = c.cols > 8192 ? 1 : 4;
    auto timing = tune::bind_inputs(dev, g, rows, seed);
    auto probe = tune::bind_inputs(dev, g, 1, seed + 1);
    tune::Tunable t;
    std::function<fusion::PlanOptions(const std::string&)> options;
    if (c.fence) {
      options = tune::row_options;
      t = c.only.empty() ? tune::row_fence_tunable(g, timing, probe)
                         : tune::plan_tunable("fence", g, c.only, tune::row_options, timing, probe);
    } else {
      options = tune::map_options;
      t = tune::map_tunable(g, timing, probe);
    }
    dev.clear();
    tune::Tuner tuner(fresh_root("plan"), opts);
    tune::TuneResult r = tuner.tune(dev, t, tune::shape_class(rows, c.cols));
    ASSERT_FALSE(r.from_cache);
    // What a plan launches on the timing inputs (the schedule may depend on the row count: a
    // blocked norm over few rows runs the few-rows kernel).
    auto launched = [&](const fusion::Plan& p) {
      auto outs = p.execute(dev, timing);
      return dev.record([&] { p.execute_into(dev, timing, outs); }).kernels;
    };
    auto launches = [&](size_t i) { return launched(fusion::Plan::fused(g, options(t.candidates[i]))); };
    // The default candidate times the table's plan: Plan::fused(g) without options.
    EXPECT_EQ(launches(0), launched(fusion::Plan::fused(g))) << c.expr;
    EXPECT_GE(r.median_us[0], 1.0) << c.expr;
    expect_windows(dev, r, opts.reps, launches, c.expr);
    std::filesystem::remove_all(fresh_root("plan"));
  }
}

TEST(TunerTiming, AttentionCandidatesTimeOnlyTheirTwoLaunches) {
  auto oracle = rt::open_device("oracle");
  RecordingDevice dev(*oracle);
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  auto filled = [&](std::vector<uint64_t> shape) {
    size_t n = 1;
    for (uint64_t d : shape) n *= d;
    std::vector<float> v(n);
    for (float& x : v) x = u(rng);
    auto t = rt::Tensor::empty(dev, ir::Type::F32, shape);
    t.upload(v);
    return t;
  };
  ops::AttnConfig cfg{.n_q_heads = 4, .n_kv_heads = 2, .head_dim = 32};
  auto inputs = [&] {
    return tune::AttnInputs{
        filled({1, 1, 4, 32}), filled({1, 300, 2, 32}), filled({1, 300, 2, 32}), std::nullopt, {300}};
  };
  tune::Tunable t = tune::attention_tunable(cfg, inputs(), inputs());
  const tune::TuneOptions opts{1, 2};
  tune::Tuner tuner(fresh_root("attn"), opts);
  dev.clear();
  tune::TuneResult r = tuner.tune(dev, t, tune::shape_class(1, 300));
  expect_windows(
      dev, r, opts.reps,
      [&](size_t i) {
    // The kernels attention_prepare launches: the candidate with its automatic fields resolved.
    tune::AttnInputs in = inputs();
    ops::AttnCall call = ops::attention_prepare(dev, tune::attention_candidate(cfg, t.candidates[i]), in.q, in.k, in.v,
                                                nullptr, in.ctx_len);
    if (call.c.combine == 2) return std::vector<uint64_t>{ops::attn_chunk_kernel(call.c)->hash()};  // one launch
    return std::vector<uint64_t>{ops::attn_chunk_kernel(call.c)->hash(), ops::attn_combine_kernel(call.c)->hash()};
      },
      "decode attention");
  std::filesystem::remove_all(fresh_root("attn"));
}

TEST(TunerTiming, MatvecCandidatesTimeOnlyTheirLaunch) {
  auto oracle = rt::open_device("oracle");
  RecordingDevice dev(*oracle);
  const uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937_64 rng(seed);
  const uint32_t rows = 6, k = 256;
  std::vector<uint8_t> bytes = quant::random_blocks(quant::GgmlType::Q8_0, rows, k, rng);
  tune::MatvecInputs in;
  in.w = quant::repack_weights(quant::GgmlType::Q8_0, bytes.data(), rows, k);
  in.ncols = 2;
  in.x = tune::matvec_probe_inputs(in.w, in.xt, 2).x;
  tune::Tunable t = tune::matvec_tunable(in, tune::matvec_probe_inputs(in.w, in.xt, 2));
  const tune::TuneOptions opts{1, 2};
  tune::Tuner tuner(fresh_root("matvec"), opts);
  dev.clear();
  tune::TuneResult r = tuner.tune(dev, t, tune::shape_class(rows, k));
  expect_windows(
      dev, r, opts.reps,
      [&](size_t i) {
    quant::MatvecSchedule s = tune::matvec_candidate(t.candidates[i], in.w.type, 2, k);
    return std::vector<uint64_t>{quant::matvec_kernel(in.w.type, k, 2, in.xt, s)->hash()};
      },
      "matvec q8_0");
  // c1 applies to two columns (the default takes two per pass), c4 does not: refused, never timed.
  EXPECT_GE(r.median_us[std::find(t.candidates.begin(), t.candidates.end(), "c1") - t.candidates.begin()], 1.0);
  EXPECT_LT(r.median_us[std::find(t.candidates.begin(), t.candidates.end(), "c4") - t.candidates.begin()], 0.0);
  std::filesystem::remove_all(fresh_root("matvec"));
}
