#include "morph/quant/matvec_q8_1.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/quant/decode.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"

namespace morph::quant {

using namespace morph::dsl;

namespace {

constexpr uint32_t kQuantItems = 64;

Val<float> h2f(Val<uint32_t> h) { return decode_detail::half_to_float<Val<float>>(h); }

/// ggml's int8 code of v = x·id (quantize.cc q8_round): round half away from zero — trunc, then
/// one step away from zero when the dropped fraction is at least 1/2 (v − trunc(v) is exact) —
/// and 0x80000000 for NaN and values outside int32 (x86-64's cvttss2si), of which the low byte is
/// kept.
Val<int32_t> q8_code(Val<float> v) {
  Val<float> t = trunc(v);
  Val<int32_t> i = select(abs(t) < 2147483648.0f, cast<int32_t>(t), Val<int32_t>(std::numeric_limits<int32_t>::min()));
  Val<int32_t> step = select(v < 0.0f, Val<int32_t>(-1), Val<int32_t>(1));
  return i + select(abs(v - t) >= 0.5f, step, Val<int32_t>(0));
}

/// The 16 bits h (4 nibbles) spread to the 4 bytes of a word: nibble j -> byte j.
Val<uint32_t> spread_nibbles(Val<uint32_t> h) {
  Val<uint32_t> v = (h | (h << 8u)) & 0x00FF00FFu;
  return (v | (v << 4u)) & 0x0F0F0F0Fu;
}

Val<int32_t> as_i(Val<uint32_t> u) { return bitcast<int32_t>(u); }

/// Σ over the 8 words of a group of dp4a(w[m], x[m]), chained from 0 (exact integers).
Val<int32_t> dot8(const std::vector<Val<int32_t>>& w, const std::vector<Val<int32_t>>& x) {
  Val<int32_t> acc(0);
  for (size_t m = 0; m < 8; ++m) acc = dp4a(w[m], x[m], acc);
  return acc;
}

KernelRef make_quantize(uint32_t k, uint32_t ncols) {
  const uint32_t nblocks = k / 32 * ncols;
  return kernel(
      "q8_1_quantize",
      [=](Array<float> x, Array<uint32_t> xq, Array<f16> xd) {
    Val<uint32_t> b = global_id(0);
    If(b < nblocks, [&] {
      std::vector<Val<float>> v;
      for (uint32_t q = 0; q < 32; q += 4)
        for (auto& e : x.load_lanes(b * 32u + q, 4)) v.push_back(e);
      Val<float> amax(0.0f);
      for (uint32_t j = 0; j < 32; ++j) {  // MAX(amax, fabsf(v)) = amax > |v| ? amax : |v|, in order
        Val<float> a = abs(v[j]);
        amax = select(amax > a, amax, a);
      }
      Val<float> d = amax / 127.0f;
      Val<float> id = select(d != 0.0f, Val<float>(1.0f) / d, Val<float>(0.0f));
      Val<int32_t> sum(0);
      std::vector<Val<uint32_t>> words;
      for (uint32_t m = 0; m < 8; ++m) {
        Val<uint32_t> w(0u);
        for (uint32_t j = 0; j < 4; ++j) {
          Val<int32_t> q = q8_code(v[4 * m + j] * id);
          sum = sum + bitcast<int32_t>((bitcast<uint32_t>(q) & 255u) ^ 128u) - 128;  // the int8 value
          w = w | ((bitcast<uint32_t>(q) & 255u) << (8u * j));
        }
        words.push_back(w);
      }
      xq.store_lanes(b * 8u, std::vector<Val<uint32_t>>(words.begin(), words.begin() + 4));
      xq.store_lanes(b * 8u + 4u, std::vector<Val<uint32_t>>(words.begin() + 4, words.end()));
      xd[b * 2u] = d;                          // GGML_FP32_TO_FP16(d): the f16 store rounds to nearest even
      xd[b * 2u + 1u] = cast<float>(sum) * d;  // GGML_FP32_TO_FP16(sum*d)
    });
      },
      {"x", "xq", "xd"}, Key(k, ncols));
}

KernelRef make_matvec(GgmlType t, uint32_t k, uint32_t ncols, const Q8_1Schedule& sch) {
  const RowPlanes rp = row_planes(t, k);
  const uint32_t nb = k / 32, R = sch.rows_per_item, W = sch.subgroups;
  const uint32_t nfull = nb / reduce::kTreeLanes, rem = nb % reduce::kTreeLanes;
  // Slots i of an item hold logical lanes 32·i + lane; a slot no chunk reaches stays the identity.
  const uint32_t nslots = nfull > 0 ? 32 : (rem + 31) / 32;
  const bool needs_q = t == GgmlType::Q4_0 || t == GgmlType::Q4_K;
  std::string name = std::string("matvec_q8_1_") + type_info(t).name;
  return kernel(
      name,
      [=](Array<uint32_t> w, Array<uint32_t> xq, Array<uint32_t> xd, Array<float> y, Val<uint32_t> rows) {
    Val<uint32_t> lane = local_id(0) & 31u;
    Val<uint32_t> first = (group_id(0) * W + (local_id(0) >> 5u)) * R;
    std::vector<Val<uint32_t>> row, base;
    for (uint32_t r = 0; r < R; ++r) {
      row.push_back(first + r);
      base.push_back(min(row.back(), rows - 1u) * rp.row_words);  // rows past the end compute rows-1, store nothing
    }
    // acc[(r * ncols + c) * nslots + i]
    std::vector<Var<float>> acc;
    for (uint32_t a = 0; a < R * ncols * nslots; ++a) acc.emplace_back(reduce::identity(reduce::Combine::Sum));
    // Folds P_G (group G of every row and column) into slot i.
    auto group = [&](Val<uint32_t> G, uint32_t i) {
      std::vector<std::vector<Val<int32_t>>> xw(ncols);
      std::vector<Val<float>> dx;
      std::vector<Val<int32_t>> qsum;
      for (uint32_t c = 0; c < ncols; ++c) {
        Val<uint32_t> blk = G + c * nb;
        for (uint32_t h = 0; h < 8; h += 4)
          for (auto& e : xq.load_lanes(blk * 8u + h, 4)) xw[c].push_back(as_i(e));
        dx.push_back(h2f(xd[blk].read() & 0xffffu));
        if (needs_q) qsum.push_back(dot8(std::vector<Val<int32_t>>(8, Val<int32_t>(0x01010101)), xw[c]));
      }
      for (uint32_t r = 0; r < R; ++r) {
        std::vector<Val<int32_t>> ww;
        Val<uint32_t> gp = (w[base[r] + rp.gp + (G >> 1u)].read() >> ((G & 1u) << 4u)) & 0xffffu;
        if (t == GgmlType::Q8_0) {
          for (uint32_t h = 0; h < 8; h += 4)
            for (auto& e : w.load_lanes(base[r] + G * 8u + h, 4)) ww.push_back(as_i(e));
        } else {  // 4-bit codes, nibble i = element i: x word m pairs with nibbles 4m … 4m+3
          std::vector<Val<uint32_t>> lo = w.load_lanes(base[r] + G * 4u, 4);
          for (uint32_t m = 0; m < 8; ++m)
            ww.push_back(as_i(spread_nibbles((lo[m >> 1] >> (16u * (m & 1u))) & 0xffffu)));
        }
        for (uint32_t c = 0; c < ncols; ++c) {
          Val<int32_t> S = dot8(ww, xw[c]);
          Val<float> p;
          if (t == GgmlType::Q8_0) {
            p = dx[c] * (h2f(gp) * cast<float>(S));
          } else if (t == GgmlType::Q4_0) {
            p = dx[c] * (h2f(gp) * cast<float>(S - qsum[c] * 8));
          } else {  // Q4_K
            Val<uint32_t> sbw = w[base[r] + rp.sb + (G >> 3u)].read();
            Val<float> d1 = h2f(sbw & 0xffffu) * cast<float>(cast<int32_t>(gp & 63u));
            Val<float> m1 = h2f(sbw >> 16u) * cast<float>(cast<int32_t>((gp >> 8u) & 63u));
            p = dx[c] * ((d1 * cast<float>(S)) - (m1 * cast<float>(qsum[c])));
          }
          Var<float>& a = acc[(r * ncols + c) * nslots + i];
          a = a.read() + p;
        }
      }
    };
    // Step 1 of the tree: logical lane 32·i + lane folds groups 1024·f + 32·i + lane in order.
    if (nfull > 0)
      For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) {
        for (uint32_t i = 0; i < 32; ++i) group(f * 1024u + (32u * i) + lane, i);
      });
    for (uint32_t i = 0; i < nslots && 32 * i < rem; ++i) {
      Val<uint32_t> G = Val<uint32_t>(nfull * 1024 + 32 * i) + lane;
      if (32 * i + 32 <= rem)
        group(G, i);
      else
        If(lane < rem - 32 * i, [&] { group(G, i); });
    }
    for (uint32_t r = 0; r < R; ++r)
      for (uint32_t c = 0; c < ncols; ++c) {
        // Step 2 across the subgroup (slot i of the 32 items is butterfly group i), step 3 in
        // registers; identity groups are skipped exactly (x ⊕ identity == x).
        std::vector<Val<float>> g;
        std::vector<bool> ident;
        for (uint32_t i = 0; i < 32; ++i) {
          ident.push_back(i >= nslots);
          g.push_back(i < nslots
                          ? reduce::subgroup_butterfly(reduce::Combine::Sum, acc[(r * ncols + c) * nslots + i].read())
                          : Val<float>(reduce::identity(reduce::Combine::Sum)));
        }
        for (uint32_t s = 16; s >= 1; s /= 2)
          for (uint32_t i = 0; i < s; ++i) {
            if (ident[i + s]) continue;
            g[i] = ident[i] ? g[i + s] : g[i] + g[i + s];
            ident[i] = false;
          }
        If(lane == 0u && row[r] < rows, [&] { y[row[r] + Val<uint32_t>(c) * rows] = g[0]; });
      }
      },
      {"w", "xq", "xd", "y", "rows"}, Key(static_cast<uint32_t>(t), k, ncols, sch.subgroups, sch.rows_per_item));
}

}  // namespace

bool matvec_q8_1_supported(GgmlType t) { return t == GgmlType::Q8_0 || t == GgmlType::Q4_0 || t == GgmlType::Q4_K; }

uint32_t q8_1_quantize_groups(uint32_t k, uint32_t ncols) { return (k / 32 * ncols + kQuantItems - 1) / kQuantItems; }

KernelRef q8_1_quantize_kernel(uint32_t k, uint32_t ncols) {
  MORPH_USER_CHECK(k > 0 && k % 32 == 0, "q8_1 quantize: k = ", k, " is not a positive multiple of 32");
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "q8_1 quantize: ", ncols, " columns (1..8 supported)");
  return make_quantize(k, ncols);
}

Q8_1Device q8_1_quantize_run(rt::Device& dev, const std::vector<float>& x, uint32_t k, uint32_t ncols) {
  MORPH_USER_CHECK(x.size() == size_t{k} * ncols, "q8_1 quantize: x holds ", x.size(), " floats; ", ncols,
                   " columns of ", k, " need ", size_t{k} * ncols);
  KernelRef kern = q8_1_quantize_kernel(k, ncols);
  const size_t nb = size_t{k} / 32 * ncols;
  rt::Buffer dx = dev.alloc(x.size() * 4), dq = dev.alloc(nb * 32), dd = dev.alloc(nb * 4);
  dev.upload(dx, x.data(), x.size() * 4);
  dev.launch(kern, {q8_1_quantize_groups(k, ncols)}, {kQuantItems}, {rt::arg(dx), rt::arg(dq), rt::arg(dd)});
  Q8_1Device out;
  out.xq.resize(nb * 8);
  out.xd.resize(nb);
  dev.download(dq, out.xq.data(), nb * 32);
  dev.download(dd, out.xd.data(), nb * 4);
  return out;
}

std::vector<uint8_t> q8_1_blocks(const Q8_1Device& q, uint32_t k, uint32_t ncols) {
  const size_t nb = size_t{k} / 32 * ncols;
  MORPH_USER_CHECK(q.xq.size() == nb * 8 && q.xd.size() == nb, "q8_1_blocks: sizes do not match k and ncols");
  std::vector<uint8_t> out(nb * 36);
  for (size_t b = 0; b < nb; ++b) {
    std::memcpy(out.data() + 36 * b, &q.xd[b], 4);           // d, s (fp16, little-endian)
    std::memcpy(out.data() + 36 * b + 4, &q.xq[8 * b], 32);  // qs[0..31]
  }
  return out;
}

uint32_t matvec_q8_1_groups(uint32_t rows, const Q8_1Schedule& s) {
  const uint32_t per = s.subgroups * s.rows_per_item;
  return (rows + per - 1) / per;
}

KernelRef matvec_q8_1_kernel(GgmlType t, uint32_t k, uint32_t ncols, const Q8_1Schedule& s) {
  MORPH_USER_CHECK(matvec_q8_1_supported(t), "matvec q8_1: ggml type ", type_name(t),
                   " is not supported (Q8_0, Q4_0 and Q4_K are)");
  MORPH_USER_CHECK(k > 0 && k % type_info(t).block == 0, "matvec q8_1: k = ", k, " is not a positive multiple of ",
                   type_name(t), "'s block size");
  MORPH_USER_CHECK(ncols >= 1 && ncols <= 8, "matvec q8_1: ", ncols, " columns (1..8 supported)");
  MORPH_USER_CHECK(s.subgroups >= 1 && s.subgroups <= 32 && s.rows_per_item >= 1 && s.rows_per_item <= 4,
                   "matvec q8_1: schedule out of range (subgroups 1..32, rows_per_item 1..4)");
  return make_matvec(t, k, ncols, s);
}

void matvec_q8_1_enqueue(rt::Device& dev, const KernelRef& kern, const rt::Buffer& w, const rt::Buffer& xq,
                         const rt::Buffer& xd, const rt::Buffer& y, uint32_t rows, const Q8_1Schedule& s) {
  dev.launch(kern, {matvec_q8_1_groups(rows, s)}, {32 * s.subgroups},
             {rt::arg(w), rt::arg(xq), rt::arg(xd), rt::arg(y), rt::arg(rows)});
}

std::vector<float> matvec_q8_1_run(rt::Device& dev, const MatvecWeights& w, const std::vector<float>& x, uint32_t ncols,
                                   const Q8_1Schedule& s, double* seconds, int reps) {
  MORPH_USER_CHECK(x.size() == size_t{ncols} * w.k, "matvec q8_1: x holds ", x.size(), " floats; ", ncols,
                   " columns of ", w.k, " need ", size_t{ncols} * w.k);
  KernelRef quant = q8_1_quantize_kernel(w.k, ncols);
  KernelRef kern = matvec_q8_1_kernel(w.type, w.k, ncols, s);
  const size_t nb = size_t{w.k} / 32 * ncols;
  rt::Buffer dw = dev.alloc(w.words.size() * 4), dx = dev.alloc(x.size() * 4), dq = dev.alloc(nb * 32),
             dd = dev.alloc(nb * 4), dy = dev.alloc(size_t{ncols} * w.rows * 4);
  dev.upload(dw, w.words.data(), w.words.size() * 4);
  dev.upload(dx, x.data(), x.size() * 4);
  dev.launch(quant, {q8_1_quantize_groups(w.k, ncols)}, {kQuantItems}, {rt::arg(dx), rt::arg(dq), rt::arg(dd)});
  auto launch = [&] { matvec_q8_1_enqueue(dev, kern, dw, dq, dd, dy, w.rows, s); };
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

std::vector<float> matvec_q8_1_host(GgmlType t, const uint8_t* w, uint32_t rows, uint32_t k,
                                    const std::vector<uint8_t>& xq8_1, uint32_t ncols, SumOrder order) {
  MORPH_USER_CHECK(matvec_q8_1_supported(t), "matvec q8_1: ggml type ", type_name(t), " is not supported");
  const uint32_t nb = k / 32;
  MORPH_USER_CHECK(xq8_1.size() == size_t{nb} * 36 * ncols, "matvec q8_1: x has ", xq8_1.size(),
                   " bytes of Q8_1 blocks; ", ncols, " columns of ", k, " need ", size_t{nb} * 36 * ncols);
  const TypeInfo& ti = type_info(t);
  const size_t rb = row_bytes(t, k);
  const std::vector<uint32_t>& tab = quant_table_words();
  auto f16 = [](const uint8_t* p) { return f16_to_f32(static_cast<uint16_t>(p[0] | (p[1] << 8))); };
  std::vector<float> y(size_t{ncols} * rows);
  std::vector<float> P(nb);
  for (uint32_t r = 0; r < rows; ++r)
    for (uint32_t c = 0; c < ncols; ++c) {
      for (uint32_t b = 0; b < nb; ++b) {
        const uint8_t* xb = xq8_1.data() + (size_t{c} * nb + b) * 36;
        const float dx = f16(xb);
        const int8_t* qx = reinterpret_cast<const int8_t*>(xb + 4);
        const uint8_t* blk = w + r * rb + size_t{b * 32 / ti.block} * ti.bytes;  // the ggml block holding group b
        int32_t S = 0, Q = 0;
        for (int i = 0; i < 32; ++i) Q += qx[i];
        if (t == GgmlType::Q8_0) {
          for (int i = 0; i < 32; ++i) S += static_cast<int8_t>(blk[2 + i]) * qx[i];
          P[b] = dx * (f16(blk) * static_cast<float>(S));
        } else if (t == GgmlType::Q4_0) {  // element j < 16: low nibble of qs[j]; j + 16: its high nibble
          for (int i = 0; i < 32; ++i) S += ((blk[2 + (i & 15)] >> (4 * (i >> 4))) & 15) * qx[i];
          P[b] = dx * (f16(blk) * static_cast<float>(S - 8 * Q));
        } else {  // Q4_K: group j of the super-block is sub-block j (get_scale_min_k4(j)); element l:
                  // qs[32·(j/2) + l] >> 4·(j%2)
          const uint32_t j = b % 8;
          uint32_t sc, m;
          decode_detail::scale_min_k4<float>(HostBlock{blk, tab.data()}, j, 4u, sc, m);
          for (int l = 0; l < 32; ++l) S += ((blk[16 + 32 * (j >> 1) + l] >> (4 * (j & 1))) & 15) * qx[l];
          const float d1 = f16(blk) * static_cast<float>(sc);
          const float m1 = f16(blk + 2) * static_cast<float>(m);
          P[b] = dx * ((d1 * static_cast<float>(S)) - (m1 * static_cast<float>(Q)));
        }
      }
      float seq = -0.0f;
      for (float p : P) seq = seq + p;
      y[size_t{c} * rows + r] =
          order == SumOrder::Canonical ? reduce::host_reduce(reduce::Combine::Sum, P.data(), nb) : seq;
    }
  return y;
}

}  // namespace morph::quant
