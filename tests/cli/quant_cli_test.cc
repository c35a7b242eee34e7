// `morph gguf info` and `morph matvec` end to end: a GGUF file written by GgufWriter (weights
// from the reference quantizers), listed as JSON; matvec with x from a .npy (two f16 columns)
// and y read back and compared bitwise with the plain C++ reference; bad files exit 1 naming
// the byte offset, a missing tensor is a usage error.
#include <gtest/gtest.h>
#include <unistd.h>
#include <cmath>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>

#include "morph/base/float_bits.h"
#include "morph/io/npy.h"
#include "morph/quant/gguf.h"
#include "morph/quant/matvec.h"
#include "morph/quant/matvec_q8_1.h"
#include "morph/quant/quantize.h"
#include "tests/cli/cli_util.h"

namespace morph {
namespace {

std::string run_cli(const std::string& args, int* status) {
  return test::run_command("'" + test::cli_path() + "' " + args + " 2>&1", status);
}

TEST(QuantCli, GgufInfoAndMatvecRoundTrip) {
  ASSERT_TRUE(std::filesystem::exists(test::cli_path())) << "build morph_cli";
  auto dir = std::filesystem::temp_directory_path() / ("morph_quant_cli_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  uint64_t seed = std::random_device{}();
  std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
  std::mt19937_64 rng(seed);
  std::normal_distribution<float> g(0.0f, 0.05f);
  const uint32_t rows = 6, k = 512;
  std::vector<float> wf(rows * k);
  for (float& v : wf) v = g(rng);
  std::vector<uint8_t> wq = quant::quantize(quant::GgmlType::Q4_K, wf.data(), rows, k);
  quant::GgufWriter w;
  w.add("general.architecture", quant::GgufValue::str("test"));
  w.add("general.name", quant::GgufValue::str("tiny"));
  w.add("test.nan", quant::GgufValue::real(quant::GgufType::F32, std::nan("")));
  w.add("test.inf", quant::GgufValue::real(quant::GgufType::F64, -HUGE_VAL));
  w.add("test.eps", quant::GgufValue::real(quant::GgufType::F32, 1e-6));
  w.add_tensor("blk.0.w", quant::GgmlType::Q4_K, {k, rows}, wq);
  std::string file = (dir / "m.gguf").string();
  w.write(file);

  int st = -1;
  std::string out = run_cli("gguf info --json '" + file + "'", &st);
  ASSERT_EQ(st, 0) << out;
  nlohmann::json j = nlohmann::json::parse(out);
  EXPECT_EQ(j["metadata"]["general.name"]["value"], "tiny");
  // JSON has no NaN or infinity: they are strings, not null.
  EXPECT_EQ(j["metadata"]["test.nan"]["value"], "NaN");
  EXPECT_EQ(j["metadata"]["test.inf"]["value"], "-Infinity");
  EXPECT_EQ(j["metadata"]["test.inf"]["type"], "f64");
  EXPECT_FLOAT_EQ(j["metadata"]["test.eps"]["value"].get<float>(), 1e-6f);
  ASSERT_EQ(j["tensors"].size(), 1u);
  EXPECT_EQ(j["tensors"][0]["type"], "q4_K");
  EXPECT_EQ(j["tensors"][0]["shape"], nlohmann::json({k, rows}));
  EXPECT_EQ(j["tensors"][0]["bytes"], wq.size());
  out = run_cli("gguf info '" + file + "'", &st);
  EXPECT_EQ(st, 0);
  EXPECT_NE(out.find("blk.0.w\tq4_K\t[512, 6]"), std::string::npos) << out;

  // x: two f16 columns as a (2, k) .npy; y back as (2, rows).
  std::vector<uint16_t> xb(2 * k);
  std::normal_distribution<float> gx(0.0f, 1.0f);
  for (auto& h : xb) h = f32_to_f16(gx(rng));
  std::string xp = (dir / "x.npy").string(), yp = (dir / "y.npy").string();
  io::write_npy(xp, io::NpyArray::u16_bits(io::NpyDtype::F16, {2, k}, xb));
  for (const char* backend : {"oracle", "opencl"}) {
    out = run_cli(std::string("matvec '") + file + "' blk.0.w --input '" + xp + "' --output '" + yp +
                      "' --json --backend " + backend,
                  &st);
    if (st != 0 && out.find("unavailable") != std::string::npos) continue;
    ASSERT_EQ(st, 0) << out;
    nlohmann::json m = nlohmann::json::parse(out);
    EXPECT_EQ(m["mismatches_vs_cpp"], 0);
    EXPECT_LT(m["max_rel_err_vs_f64"].get<double>(), 1e-5);
    io::NpyArray y = io::read_npy(yp);
    ASSERT_EQ(y.shape, (std::vector<size_t>{2, rows}));
    std::vector<uint8_t> xbytes(xb.size() * 2);
    std::memcpy(xbytes.data(), xb.data(), xbytes.size());
    std::vector<float> ref =
        quant::matvec_host(quant::GgmlType::Q4_K, wq.data(), rows, k, xbytes, quant::XType::F16, 2);
    std::vector<float> got = y.as_f32();
    for (size_t i = 0; i < ref.size(); ++i) ASSERT_TRUE(same_float(got[i], ref[i])) << backend << " " << i;
  }

  // --q8_1: the q8_1-activation variant, bitwise equal to its own definition; its error vs the
  // float64 dot is that of 8-bit x (between the f32 path's ~1e-7 and 1e-2 of sum|w·x|).
  for (const char* backend : {"oracle", "cpu"}) {
    out = run_cli(std::string("matvec '") + file + "' blk.0.w --input '" + xp + "' --output '" + yp +
                      "' --json --q8_1 --backend " + backend,
                  &st);
    if (st != 0 && out.find("unavailable") != std::string::npos) continue;
    ASSERT_EQ(st, 0) << out;
    nlohmann::json m = nlohmann::json::parse(out);
    EXPECT_EQ(m["variant"], "q8_1");
    EXPECT_EQ(m["mismatches_vs_cpp"], 0);
    EXPECT_LT(m["max_rel_err_vs_f64"].get<double>(), 1e-2);
    EXPECT_GT(m["max_rel_err_vs_f64"].get<double>(), 1e-5);
    std::vector<float> xf(xb.size());
    for (size_t i = 0; i < xb.size(); ++i) xf[i] = f16_to_f32(xb[i]);
    std::vector<float> ref = quant::matvec_q8_1_host(quant::GgmlType::Q4_K, wq.data(), rows, k,
                                                     quant::quantize(quant::GgmlType::Q8_1, xf.data(), 2, k), 2);
    std::vector<float> got = io::read_npy(yp).as_f32();
    for (size_t i = 0; i < ref.size(); ++i) ASSERT_TRUE(same_float(got[i], ref[i])) << backend << " q8_1 " << i;
  }
  out = run_cli("matvec '" + file + "' blk.0.w --q8_1", &st);
  EXPECT_EQ(st, 0) << out;
  EXPECT_NE(out.find("q8_1 activations"), std::string::npos) << out;

  // A NaN in x: the f32 variant's every output is NaN; the q8_1 variant quantizes it to the code 0
  // (ggml's Q8_1), so its y stays finite while the float64 dot is NaN — the text says which.
  {
    std::vector<uint16_t> xn(xb.begin(), xb.begin() + k);
    xn[7] = 0x7e00;  // f16 NaN
    std::string xnp = (dir / "xnan.npy").string();
    io::write_npy(xnp, io::NpyArray::u16_bits(io::NpyDtype::F16, {k}, xn));
    for (bool q8_1 : {false, true}) {
      out = run_cli("matvec '" + file + "' blk.0.w --backend oracle --input '" + xnp + "'" + (q8_1 ? " --q8_1" : ""),
                    &st);
      EXPECT_EQ(st, 0) << out;
      const std::string want =
          q8_1 ? "(y not finite in 0, the dot alone in 6)" : "(y not finite in 6, the dot alone in 0)";
      EXPECT_NE(out.find("6 of 6 outputs differ from the float64 dot by inf or NaN " + want), std::string::npos) << out;
    }
  }

  out = run_cli("matvec '" + file + "' nosuch", &st);
  EXPECT_EQ(st, 2) << out;
  EXPECT_NE(out.find("no tensor 'nosuch'"), std::string::npos) << out;
  {
    std::vector<uint8_t> bytes = w.encode();
    bytes[9] = 0x7f;  // absurd tensor count
    std::string bad = (dir / "bad.gguf").string();
    std::FILE* fp = std::fopen(bad.c_str(), "wb");
    std::fwrite(bytes.data(), 1, bytes.size(), fp);
    std::fclose(fp);
    out = run_cli("gguf info '" + bad + "'", &st);
    EXPECT_EQ(st, 1) << out;
    EXPECT_NE(out.find("byte offset 8"), std::string::npos) << out;
  }
  // --output naming the model file would replace the GGUF with an .npy: refused before any work.
  out = run_cli("matvec '" + file + "' blk.0.w --output '" + file + "'", &st);
  EXPECT_EQ(st, 2) << out;
  EXPECT_NE(out.find("is the input file"), std::string::npos) << out;
  EXPECT_NO_THROW(quant::GgufFile::open(file)) << "the model file is intact";
  out = run_cli("matvec '" + file + "' blk.0.w --input '" + file + "' --seed 3", &st);
  EXPECT_EQ(st, 2) << out;
  EXPECT_NE(out.find("--seed with --input"), std::string::npos) << "a flag that would do nothing: " << out;
  out = run_cli("matvec '" + file + "' blk.0.w --reps 0", &st);
  EXPECT_EQ(st, 2) << "--reps 0 is a usage error: " << out;
  {
    // A vector (a norm's weight) and an empty matrix are not matvec weights: usage errors that
    // name the tensor and its shape, never a 1-row product or an error inside the kernel.
    quant::GgufWriter v;
    v.add_tensor("norm.w", quant::GgmlType::F32, {8}, std::vector<uint8_t>(32));
    v.add_tensor("empty.w", quant::GgmlType::F32, {4, 0}, {});
    std::string vf = (dir / "vec.gguf").string();
    v.write(vf);
    out = run_cli("matvec '" + vf + "' norm.w", &st);
    EXPECT_EQ(st, 2) << out;
    EXPECT_NE(out.find("tensor 'norm.w' has shape [8]; matvec needs a 2-D tensor"), std::string::npos) << out;
    out = run_cli("matvec '" + vf + "' empty.w", &st);
    EXPECT_EQ(st, 2) << out;
    EXPECT_NE(out.find("tensor 'empty.w' has shape [4, 0]: no elements"), std::string::npos) << out;
  }
  {
    // Names and strings are bytes in GGUF: a control byte is printed escaped (a file cannot drive
    // the terminal), and bytes that are not UTF-8 still give valid JSON.
    quant::GgufWriter u;
    u.add("general.name", quant::GgufValue::str(std::string("\xff\xfe\x1b[31mred")));
    u.add("general.description", quant::GgufValue::str(std::string("a \"q\" \\ b\nc")));
    u.add_tensor(std::string("t\x1b[2J"), quant::GgmlType::Q4_K, {k, rows}, wq);
    std::string odd = (dir / "odd.gguf").string();
    u.write(odd);
    out = run_cli("gguf info '" + odd + "'", &st);
    EXPECT_EQ(st, 0) << out;
    EXPECT_EQ(out.find('\x1b'), std::string::npos) << "a raw ESC reached the terminal";
    EXPECT_NE(out.find("t\\x1b[2J\tq4_K"), std::string::npos) << out;
    // A string value shows what the file holds: quotes and backslashes escaped, a newline as \x0a.
    EXPECT_NE(out.find("\"a \\\"q\\\" \\\\ b\\x0ac\""), std::string::npos) << out;
    out = run_cli("gguf info --json '" + odd + "'", &st);
    EXPECT_EQ(st, 0) << out;
    EXPECT_NO_THROW(nlohmann::json::parse(out)) << out;
    // Names, keys and strings that differ only in bytes that are not UTF-8 stay apart in JSON (each
    // such byte as \xNN, the raw bytes beside in hex), where U+FFFD would have made them one.
    quant::GgufWriter b;
    b.add(std::string("k\xff"), quant::GgufValue::str(std::string("v\xff")));
    b.add(std::string("k\xfe"), quant::GgufValue::str(std::string("v\xfe")));
    b.add_tensor(std::string("w\xff"), quant::GgmlType::Q4_K, {k, rows}, wq);
    b.add_tensor(std::string("w\xfe"), quant::GgmlType::Q4_K, {k, rows}, wq);
    std::string bytes = (dir / "bytes.gguf").string();
    b.write(bytes);
    out = run_cli("gguf info --json '" + bytes + "'", &st);
    ASSERT_EQ(st, 0) << out;
    nlohmann::json j = nlohmann::json::parse(out);
    ASSERT_EQ(j["metadata"].size(), 2u) << out;
    EXPECT_EQ(j["metadata"]["k\\xff"]["value"], "v\\xff") << out;
    EXPECT_EQ(j["metadata"]["k\\xfe"]["key_hex"], "6bfe") << out;
    ASSERT_EQ(j["tensors"].size(), 2u) << out;
    EXPECT_EQ(j["tensors"][0]["name"], "w\\xff") << out;
    EXPECT_EQ(j["tensors"][0]["name_hex"], "77ff") << out;
    EXPECT_EQ(j["tensors"][1]["name"], "w\\xfe") << out;
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace morph
