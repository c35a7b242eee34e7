// Launch counts as golden numbers (as IREE's dispatch-count checks): the fusion table's naive and
// fused plans and the LLM ops (norms, softmax, rope_norm, attention), counted on a
// CountingDevice, must equal tests/golden/launch_counts.txt exactly. Every golden line is
// checked and every op measured here must have a line.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/fusion/counting_device.h"
#include "morph/fusion/plan.h"
#include "morph/ops/attention.h"
#include "morph/ops/norms.h"
#include "morph/ops/rope.h"
#include "morph/ops/softmax.h"
#include "morph/runtime/registry.h"

using namespace morph;

namespace {

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream is(line);
  std::string f;
  while (std::getline(is, f, '|')) {
    size_t a = f.find_first_not_of(' '), b = f.find_last_not_of(' ');
    out.push_back(a == std::string::npos ? "" : f.substr(a, b - a + 1));
  }
  return out;
}

rt::Tensor up(rt::Device& dev, std::vector<uint64_t> shape, uint64_t seed) {
  rt::Tensor t = rt::Tensor::empty(dev, ir::Type::F32, shape);
  std::mt19937_64 rng(seed);
  std::vector<float> v(t.numel());
  for (auto& x : v) x = std::ldexp(1.0f + (rng() % 256) / 256.0f, static_cast<int>(rng() % 8) - 4);
  t.upload(v);
  return t;
}

/// Launches of each LLM op, measured.
std::map<std::string, uint64_t> measure_ops() {
  auto inner = rt::open_device("oracle");
  fusion::CountingDevice dev(*inner);
  std::map<std::string, uint64_t> n;
  auto count = [&](const std::string& name, auto&& fn) {
    dev.reset();
    fn();
    dev.synchronize();
    n[name] = dev.launches();
  };
  rt::Tensor x = up(dev, {3, 64}, 1), r = up(dev, {3, 64}, 2), w = up(dev, {64}, 3), b = up(dev, {64}, 4);
  count("rms_norm", [&] { ops::rms_norm(dev, x, w, 1e-6f); });
  count("layer_norm", [&] { ops::layer_norm(dev, x, w, &b, 1e-5f); });
  count("add_rms_norm", [&] { ops::add_rms_norm(dev, x, r, w, 1e-6f); });
  count("gated_rms_norm", [&] { ops::gated_rms_norm(dev, x, w, r, 1e-6f); });
  count("softmax", [&] { ops::softmax(dev, x); });
  ops::RopeConfig rc;
  rc.head_dim = 64;
  rt::Tensor q3 = up(dev, {2, 3, 64}, 5);
  rt::Tensor pos = rt::Tensor::empty(dev, ir::Type::I32, {2});
  int32_t p[2] = {5, 9};
  pos.upload_raw(p, sizeof p);
  count("rope_norm", [&] { ops::rope_norm(dev, q3, w, pos, rc, 1e-6f); });
  ops::AttnConfig ac{.n_q_heads = 2, .n_kv_heads = 1, .head_dim = 32};
  rt::Tensor kv = up(dev, {1, 300, 1, 32}, 6);
  rt::Tensor qd = up(dev, {1, 1, 2, 32}, 7), qp = up(dev, {1, 4, 2, 32}, 8);
  count("attention_decode", [&] { ops::attention(dev, ac, qd, kv, kv, nullptr, {300}); });
  count("attention_prefill", [&] { ops::attention(dev, ac, qp, kv, kv, nullptr, {300}); });
  return n;
}

}  // namespace

TEST(LaunchCounts, MatchGoldenNumbers) {
  std::string path = std::string(MORPH_SOURCE_DIR) + "/tests/golden/launch_counts.txt";
  std::ifstream in(path);
  ASSERT_TRUE(in) << "cannot read " << path;
  std::map<std::string, uint64_t> ops = measure_ops();
  std::set<std::string> seen_ops;
  size_t table_lines = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = fields(line);
    if (f[0] == "table") {
      ASSERT_EQ(f.size(), 7u) << "bad golden line: " << line;
      std::set<std::string> vecs;
      if (f[4] != "-") {
        std::istringstream vs(f[4]);
        std::string v;
        while (std::getline(vs, v, ',')) vecs.insert(v);
      }
      expr::GraphExpr ge =
          expr::lower_to_graph(expr::parse_expression(f[2]), f[2], {static_cast<uint32_t>(std::stoul(f[3])), vecs});
      EXPECT_EQ(fusion::Plan::unfused(ge.graph).launch_count(), std::stoul(f[5])) << "naive launches of " << f[1];
      EXPECT_EQ(fusion::Plan::fused(ge.graph).launch_count(), std::stoul(f[6])) << "fused launches of " << f[1];
      ++table_lines;
    } else if (f[0] == "op") {
      ASSERT_EQ(f.size(), 3u) << "bad golden line: " << line;
      ASSERT_TRUE(ops.count(f[1])) << "golden op " << f[1] << " is not measured by this test";
      EXPECT_EQ(ops.at(f[1]), std::stoul(f[2])) << "launches of " << f[1];
      seen_ops.insert(f[1]);
    } else {
      ADD_FAILURE() << "bad golden line: " << line;
    }
  }
  EXPECT_EQ(table_lines, 8u) << "every fusion table case has a golden line";
  for (auto& [name, n] : ops)
    EXPECT_TRUE(seen_ops.count(name)) << "op " << name << " (" << n << " launches) has no golden line";
}
