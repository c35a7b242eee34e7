// `morph run --input` on tensors dumped from real models, as a new user would give them: shapes
// that broadcast by NumPy's rules (a router's sigmoid(s)+bias with bias [256]; a per-row scale
// [512,1] with a per-column shift [1,64]), PyTorch's spellings (layer_norm(x, w, b, eps=1e-5)),
// f16 and bf16 storage on norms and softmax, mixed dtypes per input. Each output file is
// compared bitwise with a plain C++ loop over the inputs (elementwise cases) or the plain C++
// graph evaluation (norms), and the OpenCL backend's file with the oracle's when a device is
// present; CUDA without a device compiles the kernels (morph fuse --emit cuda goes through NVRTC
// in the backend tests). Incompatible shapes are a usage error naming both inputs and shapes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>

#include "morph/algebra/apply.h"
#include "morph/base/float_bits.h"
#include "morph/expr/lower.h"
#include "morph/fusion/random_inputs.h"
#include "morph/io/npy.h"
#include "tests/cli/cli_util.h"

namespace morph {
namespace {

using algebra::BinOp;
using algebra::UnOp;

struct CliRun {
  std::string out;
  int status = -1;
};

CliRun morph_cli(const std::string& args) {
  CliRun r;
  r.out = test::run_command("'" + test::cli_path() + "' " + args + " 2>&1", &r.status);
  return r;
}

class BroadcastCli : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(std::filesystem::exists(test::cli_path())) << test::cli_path() << " not found";
    dir_ = std::filesystem::temp_directory_path() / ("morph_bcast_cli_" + std::to_string(getpid()) + "_" +
                                                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    seed_ = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
    std::cout << "seed " << seed_ << "\n";
    CliRun devs = morph_cli("devices --json");
    if (devs.status == 0) {
      auto j = nlohmann::json::parse(devs.out.substr(devs.out.find('[')), nullptr, false);
      if (!j.is_discarded())
        for (const auto& d : j) opencl_ |= d["backend"] == "opencl";
    }
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string path(const std::string& f) const { return (dir_ / f).string(); }

  /// Writes `v` (already in storage type `t`) as NAME.npy of `shape`; returns "--input NAME=PATH".
  std::string write(const std::string& name, ir::Type t, const std::vector<size_t>& shape,
                    const std::vector<float>& v) {
    io::NpyArray a;
    if (t == ir::Type::F32) {
      a = io::NpyArray::f32(shape, v);
    } else {
      std::vector<uint16_t> bits;
      for (float x : v) bits.push_back(t == ir::Type::F16 ? f32_to_f16(x) : f32_to_bf16(x));
      a = io::NpyArray::u16_bits(t == ir::Type::F16 ? io::NpyDtype::F16 : io::NpyDtype::U16, shape, bits);
    }
    io::write_npy(path(name + ".npy"), a);
    return " --input " + name + "=" + path(name + ".npy");
  }

  /// Runs `expr` on the inputs on `backend`, expecting success; returns the output's values
  /// (widened) and checks its shape and storage type.
  std::vector<float> run(const std::string& expr, const std::string& inputs, const std::string& backend,
                         const std::vector<size_t>& shape, ir::Type out) {
    const std::string y = path("y_" + backend + ".npy");
    CliRun r = morph_cli("run '" + expr + "'" + inputs + " --backend " + backend + " --output " + y + " --json");
    EXPECT_EQ(r.status, 0) << r.out;
    if (r.status != 0) return {};
    EXPECT_NE(r.out.find("\"mismatches\": 0"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\"fused_launches\": 1"), std::string::npos) << r.out;
    io::NpyArray a = io::read_npy(y);
    EXPECT_EQ(a.shape, shape) << expr;
    std::vector<float> v;
    if (out == ir::Type::F32) {
      EXPECT_EQ(a.dtype, io::NpyDtype::F32);
      v = a.as_f32();
    } else {
      EXPECT_EQ(a.dtype, out == ir::Type::F16 ? io::NpyDtype::F16 : io::NpyDtype::U16);
      for (uint16_t b : a.as_u16()) v.push_back(out == ir::Type::F16 ? f16_to_f32(b) : bf16_to_f32(b));
    }
    return v;
  }

  /// Runs on the oracle (and OpenCL when present) and checks each against `want` bitwise.
  void check(const std::string& expr, const std::string& inputs, const std::vector<size_t>& shape, ir::Type out,
             const std::vector<float>& want) {
    std::vector<std::string> backends = {"oracle"};
    if (opencl_) backends.push_back("opencl");
    for (const std::string& b : backends) {
      std::vector<float> got = run(expr, inputs, b, shape, out);
      ASSERT_EQ(got.size(), want.size()) << expr << " on " << b;
      uint64_t bad = 0, finite = 0;
      for (size_t i = 0; i < got.size(); ++i) {
        bad += !same_float(got[i], want[i]);
        finite += std::isfinite(got[i]) && got[i] != 0.0f;
      }
      EXPECT_EQ(bad, 0u) << expr << " on " << b << " (seed " << seed_ << ")";
      EXPECT_GT(finite, got.size() / 2) << expr << ": the comparison is mostly vacuous";
    }
  }

  std::vector<float> values(uint64_t seed, size_t n, ir::Type t, bool specials = true) {
    std::vector<float> v;
    if (specials) {
      v = fusion::random_with_specials(seed, n);
    } else {
      v.resize(n);
      fusion::fill_row(fusion::RowRegime::Mixed, seed, 3, v.data(), n);
    }
    fusion::round_to_storage(v, t);
    return v;
  }

  std::filesystem::path dir_;
  uint64_t seed_ = 0;
  bool opencl_ = false;
};

float store(float v, ir::Type t) {
  std::vector<float> x{v};
  fusion::round_to_storage(x, t);
  return x[0];
}

TEST_F(BroadcastCli, RouterSigmoidPlusBias) {
  // s [64, 256], bias [256]: per dtype, and mixed (s bf16, bias f32 -> f32 output).
  const std::pair<ir::Type, ir::Type> kTypes[] = {{ir::Type::F32, ir::Type::F32},
                                                  {ir::Type::F16, ir::Type::F16},
                                                  {ir::Type::BF16, ir::Type::BF16},
                                                  {ir::Type::BF16, ir::Type::F32}};
  for (auto [ts, tb] : kTypes) {
    std::vector<float> s = values(seed_, 64 * 256, ts), bias = values(seed_ + 1, 256, tb);
    std::string in = write("s", ts, {64, 256}, s) + write("bias", tb, {256}, bias);
    const ir::Type out = ts == tb ? ts : ir::Type::F32;
    std::vector<float> want(64 * 256);
    for (size_t r = 0; r < 64; ++r)
      for (size_t c = 0; c < 256; ++c)
        want[r * 256 + c] =
            store(algebra::apply(BinOp::Add, algebra::apply(UnOp::Sigmoid, s[r * 256 + c]), bias[c]), out);
    check("sigmoid(s)+bias", in, {64, 256}, out, want);
  }
}

TEST_F(BroadcastCli, RowScaleColumnShift) {
  // silu(x*c + r): x [512, 64], c [512, 1] per row, r [1, 64] per column.
  for (ir::Type t : {ir::Type::F32, ir::Type::F16}) {
    std::vector<float> x = values(seed_, 512 * 64, t), c = values(seed_ + 1, 512, t), r = values(seed_ + 2, 64, t);
    std::string in = write("x", t, {512, 64}, x) + write("c", t, {512, 1}, c) + write("r", t, {1, 64}, r);
    std::vector<float> want(512 * 64);
    for (size_t i = 0; i < 512; ++i)
      for (size_t j = 0; j < 64; ++j) {
        float v = algebra::apply(BinOp::Mul, x[i * 64 + j], c[i]);
        v = algebra::apply(BinOp::Add, v, r[j]);
        want[i * 64 + j] = store(algebra::apply(UnOp::Silu, v), t);
      }
    check("silu(x*c + r)", in, {512, 64}, t, want);
  }
  // [B, 1, C] against [B, R, C]: a broadcast middle axis (a RowMap), and a 0-d scalar.
  std::vector<float> a = values(seed_ + 3, 3 * 5 * 32, ir::Type::F32), b = values(seed_ + 4, 3 * 32, ir::Type::BF16);
  // k is one finite value (drawn with specials, a NaN, inf or 0 left every output vacuous).
  std::vector<float> k = values(seed_ + 5, 1, ir::Type::F32, false);
  std::string in = write("a", ir::Type::F32, {3, 5, 32}, a) + write("b", ir::Type::BF16, {3, 1, 32}, b) +
                   write("k", ir::Type::F32, {}, k);
  std::vector<float> want(3 * 5 * 32);
  for (size_t i = 0; i < 3; ++i)
    for (size_t r = 0; r < 5; ++r)
      for (size_t j = 0; j < 32; ++j)
        want[(i * 5 + r) * 32 + j] =
            algebra::apply(BinOp::Mul, algebra::apply(BinOp::Sub, a[(i * 5 + r) * 32 + j], b[i * 32 + j]), k[0]);
  check("(a - b) * k", in, {3, 5, 32}, ir::Type::F32, want);
}

TEST_F(BroadcastCli, NormsAndSoftmaxOnHalfTypes) {
  struct Case {
    std::string expr;
    ir::Type t;
  };
  const Case kCases[] = {{"layer_norm(x, w, b, eps=1e-5)", ir::Type::F16},
                         {"rms_norm(x, w, eps=1e-6)", ir::Type::BF16},
                         {"softmax(x, dim=-1)", ir::Type::F16}};
  const size_t rows = 8, cols = 256;
  for (const Case& cs : kCases) {
    std::map<std::string, std::vector<float>> host;
    std::string in;
    expr::LowerOptions lo;
    std::vector<float> x = fusion::reduction_inputs(seed_, rows, cols, fusion::RegimeMix::moderate());
    // Keep rows finite: replace the specials rows with moderate ones (the oracle itself is
    // checked on special rows elsewhere); half types cannot hold f32's extreme regimes anyway.
    for (size_t r = 0; r < rows; ++r)
      if (r % 8 == 7) fusion::fill_row(fusion::RowRegime::Mixed, seed_ + r, 3, x.data() + r * cols, cols);
    // Softmax in f16: exp(x - max) is 0 below e^-17, so a row spanning more than ~17 leaves most
    // of its outputs 0 (with rows of |x| up to 32 the outputs were mostly 0 in ~1% of runs).
    // Each row is scaled by a power of two (exact) to max |x| < 4: every output is non-zero.
    if (cs.expr.starts_with("softmax"))
      for (size_t r = 0; r < rows; ++r) {
        float m = 0.0f;
        for (size_t j = 0; j < cols; ++j) m = std::max(m, std::fabs(x[r * cols + j]));
        int e = 0;
        std::frexp(m, &e);  // m < 2^e
        if (e > 2)
          for (size_t j = 0; j < cols; ++j) x[r * cols + j] = std::ldexp(x[r * cols + j], 2 - e);
      }
    fusion::round_to_storage(x, cs.t);
    host["x"] = x;
    in += write("x", cs.t, {rows, cols}, x);
    lo.shapes["x"] = {{rows, cols}, cs.t};
    for (const char* v : {"w", "b"}) {
      if (cs.expr.find(std::string(", ") + v) == std::string::npos) continue;
      host[v] = values(seed_ + v[0], cols, cs.t, false);
      in += write(v, cs.t, {cols}, host[v]);
      lo.shapes[v] = {{cols}, cs.t};
    }
    lo.out = cs.t;
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(cs.expr), cs.expr, lo);
    std::vector<float> want = fusion::eval_host(ge.graph, rows, host).at("y");
    check(cs.expr, in, {rows, cols}, cs.t, want);
  }
}

// --output has NumPy's shape: a reduction over the last axis drops it (x.sum(-1): (2, 3, 1, 5) ->
// (2, 3, 1), (5,) -> ()), elementwise keeps the broadcast shape, and a 0-d input gives a 0-d
// output — the values those of the plain C++ graph on the [rows, cols] view.
TEST_F(BroadcastCli, OutputShapesAreNumPys) {
  struct Case {
    std::string expr;
    std::vector<size_t> in, out;
  };
  const Case kCases[] = {{"sum(x)", {2, 3, 1, 5}, {2, 3, 1}},
                         {"max(x)", {5}, {}},
                         {"sum(x)", {3, 1}, {3}},
                         {"x*2", {}, {}},
                         {"x*2", {2, 1, 5}, {2, 1, 5}}};
  for (const Case& c : kCases) {
    size_t n = 1;
    for (size_t d : c.in) n *= d;
    const size_t cols = c.in.empty() ? 1 : c.in.back(), rows = n / cols;
    std::vector<float> x = values(seed_ + n, n, ir::Type::F32, false);
    const std::string in = write("x", ir::Type::F32, c.in, x);
    expr::LowerOptions lo;
    lo.shapes["x"] = {{rows, cols}, ir::Type::F32};
    expr::GraphExpr ge = expr::lower_to_graph(expr::parse_expression(c.expr), c.expr, lo);
    std::vector<float> want = fusion::eval_host(ge.graph, rows, {{"x", x}}).at("y");
    std::vector<float> got = run(c.expr, in, "oracle", c.out, ir::Type::F32);
    ASSERT_EQ(got.size(), want.size()) << c.expr;
    for (size_t i = 0; i < got.size(); ++i) EXPECT_TRUE(same_float(got[i], want[i])) << c.expr << " " << i;
  }
}

TEST_F(BroadcastCli, IncompatibleShapesAreUsageErrors) {
  std::string in = write("s", ir::Type::F32, {64, 256}, values(seed_, 64 * 256, ir::Type::F32)) +
                   write("bias", ir::Type::F32, {255}, values(seed_ + 1, 255, ir::Type::F32));
  CliRun r = morph_cli("run 'sigmoid(s)+bias'" + in);
  EXPECT_EQ(r.status, 2) << r.out;
  for (const char* want : {"could not be broadcast", "s (64, 256)", "bias (255,)", "bias.npy"})
    EXPECT_NE(r.out.find(want), std::string::npos) << want << "\n" << r.out;
  // Rank above 4.
  in = write("x", ir::Type::F32, {1, 2, 1, 2, 2}, values(seed_, 8, ir::Type::F32));
  r = morph_cli("run 'x*2'" + in);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("rank 5"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace morph
