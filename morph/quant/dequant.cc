#include "morph/quant/dequant.h"

#include <cstring>

#include "morph/base/error.h"
#include "morph/quant/decode.h"
#include "morph/quant/iq_tables.h"

namespace morph::quant {

namespace {

void put_grid(std::vector<uint32_t>& w, uint32_t off, const uint8_t* bytes, size_t n) {
  for (size_t k = 0; k < n / 4; ++k) {
    uint32_t v;
    std::memcpy(&v, bytes + 4 * k, 4);
    w[off + k] = v;
  }
}

}  // namespace

const std::vector<uint32_t>& quant_table_words() {
  static const std::vector<uint32_t> kWords = [] {
    std::vector<uint32_t> w(TableLayout::kWords, 0);
    put_grid(w, TableLayout::kIq2xxs, tables::kIq2xxsGrid, sizeof(tables::kIq2xxsGrid));
    put_grid(w, TableLayout::kIq2xs, tables::kIq2xsGrid, sizeof(tables::kIq2xsGrid));
    put_grid(w, TableLayout::kIq2s, tables::kIq2sGrid, sizeof(tables::kIq2sGrid));
    put_grid(w, TableLayout::kIq3xxs, tables::kIq3xxsGrid, sizeof(tables::kIq3xxsGrid));
    put_grid(w, TableLayout::kIq3s, tables::kIq3sGrid, sizeof(tables::kIq3sGrid));
    put_grid(w, TableLayout::kIq1s, tables::kIq1sGrid, sizeof(tables::kIq1sGrid));
    for (int k = 0; k < 16; ++k) {
      w[TableLayout::kIq4nl + k] = static_cast<uint32_t>(static_cast<int32_t>(tables::kIq4nlValues[k]));
      w[TableLayout::kMxfp4 + k] = static_cast<uint32_t>(static_cast<int32_t>(tables::kMxfp4Values[k]));
    }
    return w;
  }();
  return kWords;
}

void dequantize_into(GgmlType t, const uint8_t* src, uint64_t n, float* dst) {
  const TypeInfo& ti = type_info(t);
  MORPH_USER_CHECK(ti.dequant, "ggml type ", ti.name, " has no float dequantization");
  MORPH_USER_CHECK(n % ti.block == 0, ti.name, ": ", n, " elements is not a multiple of the block size ", ti.block);
  MORPH_USER_CHECK(n == 0 || (src != nullptr && dst != nullptr), "dequantize: null ", src ? "output" : "input",
                   " pointer for ", n, " elements");
  const uint32_t* tab = quant_table_words().data();
  for (uint64_t b = 0; b < n / ti.block; ++b) {
    HostBlock blk{src + b * ti.bytes, tab};
    for (uint32_t e = 0; e < ti.block; ++e) dst[b * ti.block + e] = decode_element<float>(t, blk, e);
  }
}

std::vector<float> dequantize(GgmlType t, const uint8_t* src, uint64_t n) {
  std::vector<float> out(n);
  dequantize_into(t, src, n, out.data());
  return out;
}

}  // namespace morph::quant
