#include "morph/quant/matvec.h"

#include <algorithm>
#include <chrono>
#include <cstring>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"
#include "morph/quant/decode.h"
#include "morph/quant/dequant.h"

namespace morph::quant {

using namespace morph::dsl;

const char* xtype_name(XType t) {
  switch (t) {
    case XType::F32: return "f32";
    case XType::F16: return "f16";
    case XType::BF16: return "bf16";
  }
  return "?";
}

namespace {

uint32_t words_per_block(GgmlType t) { return (type_info(t).bytes + 3) / 4; }

bool plain(GgmlType t) { return t == GgmlType::F32 || t == GgmlType::F16 || t == GgmlType::BF16; }

uint32_t row_words_of(GgmlType t, uint32_t k) {
  if (t == GgmlType::F32) return k;
  if (plain(t)) return (k + 1) / 2;
  return k / type_info(t).block * words_per_block(t);
}

size_t xsize(XType t) { return t == XType::F32 ? 4 : 2; }

uint32_t log2u(uint32_t v) {
  uint32_t s = 0;
  while ((1u << s) < v) ++s;
  return s;
}

/// A block in device memory: byte o of the block whose first word is `base`.
struct DeviceBlock {
  Array<uint32_t> w;
  Array<uint32_t> tab;
  Val<uint32_t> base;
  Val<uint32_t> byte(Val<uint32_t> o) const {
    Val<uint32_t> word = w[base + (o >> 2u)];
    return (word >> ((o & 3u) << 3u)) & 255u;
  }
  Val<uint32_t> table(Val<uint32_t> i) const { return tab[i]; }
};

template <class X>
KernelRef make_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt) {
  const TypeInfo ti = type_info(t);
  const uint32_t rw = row_words_of(t, k);
  const uint32_t wpb = words_per_block(t);
  const uint32_t lb = log2u(ti.block);
  std::string name = std::string("matvec_") + ti.name + "_" + xtype_name(xt);
  return kernel(name, [=](Array<uint32_t> w, Array<uint32_t> tab, Array<X> x, Array<float> y, Val<uint32_t> rows) {
    Val<uint32_t> sub = local_id(0) & 31u;
    Val<uint32_t> row = group_id(0) * kRowsPerGroup + (local_id(0) >> 5u);
    Val<uint32_t> rowc = min(row, rows - 1u);  // rows past the end compute row rows-1, store nothing
    Val<uint32_t> row_base = rowc * rw;
    // Weight j of this row, dequantized exactly as ggml does.
    auto weight = [&](Val<uint32_t> j) -> Val<float> {
      if (t == GgmlType::F32) return bitcast<float>(w[row_base + j].read());
      if (t == GgmlType::F16 || t == GgmlType::BF16) {
        Val<uint32_t> h = (w[row_base + (j >> 1u)].read() >> ((j & 1u) << 4u)) & 0xffffu;
        if (t == GgmlType::BF16) return bitcast<float>(h << 16u);
        return decode_detail::half_to_float<Val<float>>(h);
      }
      Val<uint32_t> b = j >> lb;
      Val<uint32_t> e = j & (ti.block - 1u);
      DeviceBlock blk{w, tab, row_base + b * wpb};
      return decode_element<Val<float>>(t, blk, e);
    };
    std::vector<Var<float>> mine;
    for (uint32_t c = 0; c < ncols; ++c) mine.emplace_back(ops::identity(ops::Combine::Sum));
    // Logical lanes lane + 32g, g = 0..31: fold, butterfly, lane g keeps group g's value.
    For(Val<uint32_t>(0u), ops::kGroupLanes, [&](Val<uint32_t> g) {
      Val<uint32_t> lane = sub + g * ops::kGroupLanes;
      std::vector<Var<float>> acc;
      for (uint32_t c = 0; c < ncols; ++c) acc.emplace_back(ops::identity(ops::Combine::Sum));
      For(lane, Val<uint32_t>(k), [&](Val<uint32_t> j) {
        Val<float> wj = weight(j);
        for (uint32_t c = 0; c < ncols; ++c) acc[c] = acc[c].read() + wj * x[j + c * k].read();
      }, static_cast<int>(ops::kTreeLanes));
      for (uint32_t c = 0; c < ncols; ++c) {
        Val<float> gv = ops::subgroup_butterfly(ops::Combine::Sum, acc[c].read());
        mine[c] = select(sub == g, gv, mine[c].read());
      }
    });
    for (uint32_t c = 0; c < ncols; ++c) {
      Val<float> r = ops::subgroup_butterfly(ops::Combine::Sum, mine[c].read());
      If(sub == 0u && row < rows, [&] { y[row + Val<uint32_t>(c) * rows] = r; });
    }
  }, {"w", "tab", "x", "y", "rows"}, Key(static_cast<uint32_t>(t), k, ncols, static_cast<int>(xt), kRowsPerGroup));
}

}  // namespace

MatvecWeights repack_weights(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k) {
  const TypeInfo& ti = type_info(t);
  MORPH_USER_CHECK(ti.dequant, "matvec: ggml type ", ti.name, " has no float dequantization");
  MORPH_USER_CHECK(k > 0 && rows > 0, "matvec: empty weight matrix [", rows, ", ", k, "]");
  MORPH_USER_CHECK(k % ti.block == 0, "matvec: k = ", k, " is not a multiple of ", ti.name, "'s block size ", ti.block);
  MatvecWeights m;
  m.type = t;
  m.rows = rows;
  m.k = k;
  m.row_words = row_words_of(t, k);
  MORPH_USER_CHECK(uint64_t{m.row_words} * rows < (uint64_t{1} << 32), "matvec: ", rows, " x ", k, " ", ti.name,
                   " needs more than 2^32 words");
  m.words.assign(size_t{m.row_words} * rows, 0);
  const size_t rb = row_bytes(t, k);
  if (plain(t)) {
    for (uint32_t r = 0; r < rows; ++r) std::memcpy(m.words.data() + size_t{r} * m.row_words, data + r * rb, rb);
    return m;
  }
  const uint32_t wpb = words_per_block(t), nb = k / ti.block;
  for (uint32_t r = 0; r < rows; ++r)
    for (uint32_t b = 0; b < nb; ++b)
      std::memcpy(m.words.data() + size_t{r} * m.row_words + size_t{b} * wpb, data + r * rb + size_t{b} * ti.bytes,
                  ti.bytes);
  return m;
}

KernelRef matvec_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt) {
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "matvec: ", ncols, " columns (1..8 supported)");
  MORPH_USER_CHECK(type_info(t).dequant, "matvec: ggml type ", type_name(t), " has no float dequantization");
  switch (xt) {
    case XType::F32: return make_kernel<float>(t, k, ncols, xt);
    case XType::F16: return make_kernel<f16>(t, k, ncols, xt);
    case XType::BF16: return make_kernel<bf16>(t, k, ncols, xt);
  }
  return nullptr;
}

std::vector<float> matvec_run(rt::Device& dev, const MatvecWeights& w, const std::vector<uint8_t>& x, XType xt,
                              uint32_t ncols, double* seconds, int reps) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * w.k * xsize(xt), "matvec: x holds ", x.size(), " bytes; ", ncols,
                   " columns of ", w.k, " ", xtype_name(xt), " need ", size_t{ncols} * w.k * xsize(xt));
  KernelRef kern = matvec_kernel(w.type, w.k, ncols, xt);
  const std::vector<uint32_t>& tab = quant_table_words();
  rt::Buffer dw = dev.alloc(w.words.size() * 4), dt = dev.alloc(tab.size() * 4), dx = dev.alloc(x.size()),
             dy = dev.alloc(size_t{ncols} * w.rows * 4);
  dev.upload(dw, w.words.data(), w.words.size() * 4);
  dev.upload(dt, tab.data(), tab.size() * 4);
  dev.upload(dx, x.data(), x.size());
  const uint32_t groups = (w.rows + kRowsPerGroup - 1) / kRowsPerGroup;
  auto launch = [&] {
    dev.launch(kern, {groups}, {32 * kRowsPerGroup},
               {rt::arg(dw), rt::arg(dt), rt::arg(dx), rt::arg(dy), rt::arg(w.rows)});
  };
  launch();
  dev.synchronize();
  if (seconds) {
    double best = 1e30;
    for (int r = 0; r < reps; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      launch();
      dev.synchronize();
      best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    *seconds = best;
  }
  std::vector<float> y(size_t{ncols} * w.rows);
  dev.download(dy, y.data(), y.size() * 4);
  return y;
}

std::vector<float> x_to_f32(const std::vector<uint8_t>& x, XType xt) {
  std::vector<float> v(x.size() / xsize(xt));
  for (size_t i = 0; i < v.size(); ++i) {
    if (xt == XType::F32) {
      std::memcpy(&v[i], x.data() + 4 * i, 4);
    } else {
      uint16_t h;
      std::memcpy(&h, x.data() + 2 * i, 2);
      v[i] = xt == XType::F16 ? f16_to_f32(h) : bf16_to_f32(h);
    }
  }
  return v;
}

std::vector<float> matvec_host(GgmlType t, const uint8_t* data, uint32_t rows, uint32_t k,
                               const std::vector<uint8_t>& x, XType xt, uint32_t ncols) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * k * xsize(xt), "matvec: x has the wrong size");
  std::vector<float> xf = x_to_f32(x, xt);
  const size_t rb = row_bytes(t, k);
  std::vector<float> y(size_t{ncols} * rows);
  std::vector<float> wrow(k);
  for (uint32_t r = 0; r < rows; ++r) {
    dequantize_into(t, data + r * rb, k, wrow.data());
    for (uint32_t c = 0; c < ncols; ++c) {
      const float* xc = xf.data() + size_t{c} * k;
      y[size_t{c} * rows + r] = ops::host_reduce_fn(ops::Combine::Sum, k, [&](size_t j) { return wrow[j] * xc[j]; });
    }
  }
  return y;
}

}  // namespace morph::quant
