// Random-mutation fuzzing of the two readers of user text and files: the expression parser
// (with its lowering to chains and graphs) and the .npy reader. Valid seeds are mutated (byte
// flips, insertions, deletions, splices, repeated runs, boundary integers); every input must
// either be accepted or be refused with a UserError — any other exception, a crash or a hang
// fails. Runs for MORPH_FUZZ_SECONDS per reader (default 30; CI keeps the default), seed printed.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "morph/base/env_number.h"
#include "morph/base/error.h"
#include "morph/expr/lower.h"
#include "morph/expr/parse.h"
#include "morph/io/npy.h"

namespace morph {
namespace {

double fuzz_seconds() {
  return static_cast<double>(env_number("MORPH_FUZZ_SECONDS", 0, 86400, 30, "whole seconds in [0, 86400]"));
}

uint64_t fresh_seed() {
  uint64_t seed = (uint64_t{std::random_device{}()} << 32) | std::random_device{}();
  std::cout << "seed " << seed << "\n";
  return seed;
}

/// One random mutation of `s` drawing material from `dict` (tokens of the format).
std::string mutate(std::string s, std::mt19937_64& rng, const std::vector<std::string>& dict) {
  auto below = [&](size_t n) { return n ? static_cast<size_t>(rng() % n) : 0; };
  const int rounds = 1 + static_cast<int>(below(4));
  for (int r = 0; r < rounds; ++r) {
    size_t at = below(s.size() + 1);
    switch (below(7)) {
      case 0:
        if (!s.empty()) s[below(s.size())] ^= static_cast<char>(1u << below(8));
        break;
      case 1: s.insert(at, dict[below(dict.size())]); break;
      case 2:
        if (!s.empty()) s.erase(at == s.size() ? at - 1 : at, 1 + below(8));
        break;
      case 3: s.insert(at, 1, static_cast<char>(below(256))); break;
      case 4: {
        size_t a = below(s.size()), n = below(s.size() - a + 1);
        s.insert(at, s.substr(a, n));
      } break;
      case 5: {
        const std::string& t = dict[below(dict.size())];
        for (size_t k = below(64); k > 0; --k) s.insert(at, t);
      } break;
      case 6: s = s.substr(0, at); break;
    }
    if (s.size() > 4096) s.resize(4096);
  }
  return s;
}

TEST(Fuzz, ExpressionParserAndLowering) {
  std::mt19937_64 rng(fresh_seed());
  const std::vector<std::string> seeds = {"silu(a*w+b)",
                                          "rms_norm(x, eps=1e-6)*w*silu(g)",
                                          "softmax(x)",
                                          "layer_norm(x)*w + b",
                                          "max(a, b) - min(a, 1e30)",
                                          "gelu(-(x/3.5e-3))",
                                          "sum(x*x)/4096",
                                          "exp(x - max(x))",
                                          "-inf + nan * 0.5"};
  const std::vector<std::string> dict = {"(",        ")",
                                         ",",        "*",
                                         "+",        "-",
                                         "/",        "=",
                                         "eps=",     "1e-6",
                                         "1e39",     "nan",
                                         "inf",      "x",
                                         "w",        "sum(",
                                         "softmax(", "rms_norm(",
                                         "silu(",    ".",
                                         "e+",       " ",
                                         "0x1p3",    "\x80",
                                         "\n",       "99999999999999999999",
                                         "mean(",    "sumsq("};
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(fuzz_seconds());
  size_t tried = 0, accepted = 0;
  while (std::chrono::steady_clock::now() < end) {
    std::string text = mutate(seeds[rng() % seeds.size()], rng, dict);
    ++tried;
    try {
      expr::Ast ast = expr::parse_expression(text);
      if (expr::uses_reductions(ast)) {
        expr::lower_to_graph(ast, text, {64, {"w", "b"}});
      } else {
        try {
          expr::to_chain(ast, text);
        } catch (const UserError&) {
          expr::lower_to_graph(ast, text, {64, {"w", "b"}});
        }
      }
      ++accepted;
    } catch (const UserError&) {
      // refused with a message: fine
    } catch (const std::exception& e) {
      FAIL() << "input '" << text << "' threw a non-user error: " << e.what();
    }
  }
  std::cout << tried << " expressions, " << accepted << " accepted\n";
  EXPECT_GT(tried, 1000u);
  EXPECT_GT(accepted, 0u) << "the fuzzer never produced a valid expression: it tests nothing";
}

TEST(Fuzz, NpyReader) {
  std::mt19937_64 rng(fresh_seed());
  std::vector<std::string> seeds;
  for (auto shape : std::vector<std::vector<size_t>>{{4}, {2, 3}, {1, 1, 5}, {0}}) {
    size_t n = 1;
    for (size_t d : shape) n *= d;
    auto bytes = io::encode_npy(io::NpyArray::f32(shape, std::vector<float>(n, 1.5f)));
    seeds.emplace_back(bytes.begin(), bytes.end());
  }
  const std::vector<std::string> dict = {"'descr'",
                                         "'<f4'",
                                         "'<f2'",
                                         "'<u2'",
                                         "'>f4'",
                                         "'shape'",
                                         "(",
                                         ")",
                                         ",",
                                         "True",
                                         "False",
                                         "{",
                                         "}",
                                         "18446744073709551615",
                                         "4294967296",
                                         "-1",
                                         "'fortran_order'",
                                         "\x93NUMPY",
                                         std::string("\x01\x00", 2),
                                         std::string("\xff\xff\xff\x7f", 4),
                                         "\n",
                                         " "};
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(fuzz_seconds());
  size_t tried = 0, accepted = 0;
  while (std::chrono::steady_clock::now() < end) {
    std::string bytes = mutate(seeds[rng() % seeds.size()], rng, dict);
    ++tried;
    try {
      io::NpyArray a = io::parse_npy(bytes.data(), bytes.size(), "fuzz.npy");
      EXPECT_EQ(a.data.size(), a.count() * io::npy_elem_size(a.dtype));
      ++accepted;
    } catch (const UserError& e) {
      EXPECT_NE(std::string(e.what()).find("fuzz.npy"), std::string::npos) << "errors name the file: " << e.what();
    } catch (const std::exception& e) {
      FAIL() << "a mutated .npy threw a non-user error: " << e.what();
    }
  }
  std::cout << tried << " files, " << accepted << " accepted\n";
  EXPECT_GT(tried, 1000u);
  EXPECT_GT(accepted, 0u);
}

}  // namespace
}  // namespace morph
