#include "morph/quant/matvec_plain.h"

#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/island.h"
#include "morph/quant/matvec_layout.h"
#include "morph/reduce/reduce_tree.h"
#include "morph/reduce/row_reduce.h"

namespace morph::quant::detail {

using namespace morph::dsl;

namespace {

constexpr uint32_t kChunk = reduce::kTreeLanes;     // elements per chunk: one per logical lane
constexpr uint32_t kPadded = kChunk + kChunk / 32;  // a subgroup's lanes in shared memory, padded

/// The weights held by one u32 word of a plain row, in element order: one f32, or two f16/bf16
/// (the low half first: GGUF is little-endian).
std::vector<Val<float>> word_weights(GgmlType t, Val<uint32_t> w) {
  switch (t) {
    case GgmlType::F32: return {bitcast<float>(w)};
    case GgmlType::BF16: return {bitcast<float>(w << 16u), bitcast<float>(w & 0xffff0000u)};
    default: return {half_to_float_value(w & 0xffffu), half_to_float_value(w >> 16u)};
  }
}

template <class X>
KernelRef make(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& sch) {
  const uint32_t per_word = t == GgmlType::F32 ? 1 : 2;  // weights per u32 word
  const uint32_t U = 4 * per_word;                       // weights per 16-byte unit
  const uint32_t Q = 32 / U;                             // units per item per chunk, and items per butterfly group
  const uint32_t row_words = row_planes(t, k).row_words, chunk_words = kChunk / per_word;
  const uint32_t nfull = k / kChunk, rem = k % kChunk;
  const uint32_t R = sch.rows_per_item, W = sch.subgroups, CP = sch.cols_per_pass, P = sch.row_parts;
  const uint32_t Qp = Q / P, S = 32 / P;  // units and slots per item per chunk, per row and column
  // x elements per load: a whole unit in 8/16-byte loads when every column starts aligned.
  uint32_t xl = std::min(U, std::is_same_v<X, float> ? 4u : 8u);
  if (ncols > 1 && k % xl != 0) xl = 1;
  const std::string name = std::string("matvec_") + type_info(t).name + "_" + xtype_name(xt);
  return kernel(
      name,
      [=](Array<uint32_t> w, Array<uint32_t> tab, Array<X> x, Array<float> y, Val<uint32_t> rows) {
    (void)tab;
    Val<uint32_t> sub = local_id(0) & 31u;
    const ItemRows ir = item_rows(W, R, rows, row_words, P);
    const std::vector<Val<uint32_t>>&row = ir.row, &base = ir.base;
    // The item's part of its row set (0 when P = 1): it holds units q = part + P·i, i < Qp.
    Val<uint32_t> part = P == 1 ? Val<uint32_t>(0u) : (local_id(0) >> 5u) % P;
    // Slot i·U + e of an item is logical lane 32U·q + U·sub + e of the chunk (q = part + P·i); its
    // word in the row is (that lane) / per_word = 128·q + 4·sub (+ e / per_word) past the chunk's start.
    Val<uint32_t> unit_word = P == 1 ? sub * 4u : sub * 4u + part * 128u;
    auto load_chunk = [&](uint32_t r, Val<uint32_t> f) {
      std::vector<Val<uint32_t>> v;
      for (uint32_t i = 0; i < Qp; ++i)
        for (auto& e : w.load_lanes(base[r] + f * chunk_words + unit_word + 128u * P * i, 4)) v.push_back(e);
      return v;
    };
    auto load_rows = [&](Val<uint32_t> f) {  // chunk f's words of every row of the item
      std::vector<std::vector<Val<uint32_t>>> v;
      for (uint32_t r = 0; r < R; ++r) v.push_back(load_chunk(r, f));
      return v;
    };
    auto decode = [&](const std::vector<Val<uint32_t>>& words) {
      std::vector<Val<float>> v;
      for (const auto& wd : words)
        for (auto& e : word_weights(t, wd)) v.push_back(e);
      return v;
    };
    Val<uint32_t> lane0 = P == 1 ? sub * U : sub * U + part * (32 * U);  // slot 0's lane in the chunk
    Shared<float> lanes = shared<float>(W * kPadded, "lanes");
    Val<uint32_t> warp_base = (local_id(0) >> 5u) * kPadded;
    // The row set's P regions start at set_base; the item's slot (0, 0) lane, padded, is
    // L + L/32 = 33U·part + U·sub + sub/Q past a region's start.
    Val<uint32_t> set_base = P == 1 ? warp_base : warp_base - part * kPadded;
    Val<uint32_t> lane_at = P == 1 ? lane0 + sub / Q : sub * U + sub / Q + part * (33 * U);
    auto load_x = [&](Val<uint32_t> f, uint32_t c) {
      std::vector<Val<float>> v;
      for (uint32_t i = 0; i < Qp; ++i) {
        Val<uint32_t> j = f * kChunk + lane0 + (c * k + 32 * U * P * i);
        for (uint32_t e0 = 0; e0 < U; e0 += xl) {
          if (xl == 1) {
            v.push_back(x[j + e0].read());
          } else {
            for (auto& e : x.load_lanes(j + e0, xl)) v.push_back(e);
          }
        }
      }
      return v;
    };
    for (uint32_t c0 = 0; c0 < ncols; c0 += CP) {
      const uint32_t nc = std::min(CP, ncols - c0);
      // acc[(r * nc + c) * S + slot]: row r, column c0 + c.
      std::vector<Var<float>> acc;
      for (uint32_t a = 0; a < R * nc * S; ++a) acc.emplace_back(reduce::identity(reduce::Combine::Sum));
      // Folds chunk f from its rows' words (load_rows(f)).
      auto fold = [&](Val<uint32_t> f, const std::vector<std::vector<Val<uint32_t>>>& words) {
        std::vector<std::vector<Val<float>>> wv;
        for (const auto& rw : words) wv.push_back(decode(rw));
        for (uint32_t c = 0; c < nc; ++c) {
          std::vector<Val<float>> xv = load_x(f, c0 + c);
          for (uint32_t r = 0; r < R; ++r)
            for (uint32_t s = 0; s < S; ++s) {
              Var<float>& a = acc[(r * nc + c) * S + s];
              a = a.read() + wv[r][s] * xv[s];
            }
        }
      };
      // Step 1 of the tree: each lane folds its elements chunk by chunk, in index order.
      if (nfull > 1 && sch.prefetch) {
        // The next chunk's words are loaded before this chunk is folded (registers carry them
        // across iterations), so each item's loads of chunk f + 1 are in flight while it folds
        // chunk f; the last chunk reloads itself.
        std::vector<std::vector<Var<uint32_t>>> next(R);
        const std::vector<std::vector<Val<uint32_t>>> first = load_rows(Val<uint32_t>(0u));
        for (uint32_t r = 0; r < R; ++r)
          for (const auto& v : first[r]) next[r].emplace_back(v);
        For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) {
          std::vector<std::vector<Val<uint32_t>>> cur(R);
          for (uint32_t r = 0; r < R; ++r)
            for (auto& v : next[r]) cur[r].push_back(v.read());
          const std::vector<std::vector<Val<uint32_t>>> nw = load_rows(min(f + 1u, Val<uint32_t>(nfull - 1)));
          for (uint32_t r = 0; r < R; ++r)
            for (size_t q = 0; q < nw[r].size(); ++q) next[r][q] = nw[r][q];
          fold(f, cur);
        });
      } else if (nfull > 0) {
        For(Val<uint32_t>(0u), Val<uint32_t>(nfull), [&](Val<uint32_t> f) { fold(f, load_rows(f)); });
      }
      if (rem > 0) {  // the partial last chunk: lanes below rem, one element each
        for (uint32_t i = 0; i < Qp && 32 * U * P * i < rem; ++i)
          for (uint32_t e = 0; e < U; ++e) {
            Val<uint32_t> lane = lane0 + (32 * U * P * i + e);
            If(lane < rem, [&] {
              Val<uint32_t> j = lane + nfull * kChunk;  // element index in the row; parity = e's
              std::vector<Val<float>> xv;
              for (uint32_t c = 0; c < nc; ++c) xv.push_back(x[j + (c0 + c) * k].read());
              for (uint32_t r = 0; r < R; ++r) {
                Val<float> wt = word_weights(t, w[base[r] + (per_word == 1 ? j : j >> 1u)].read())[e % per_word];
                for (uint32_t c = 0; c < nc; ++c) {
                  Var<float>& a = acc[(r * nc + c) * S + i * U + e];
                  a = a.read() + wt * xv[c];
                }
              }
            });
          }
      }
      // Steps 2 and 3: the lanes pass through shared memory so that item `sub` holds butterfly
      // group `sub` (lanes 32·sub … 32·sub + 31); lane L is stored at L + L/32, so neither the
      // stores nor the loads of a subgroup meet in a bank twice. The row set's (row, column) pairs
      // go P at a time: pair b·P + j to region j, which part j combines.
      const uint32_t npairs = R * nc;
      for (uint32_t b0 = 0; b0 < npairs; b0 += P) {
        barrier();  // the previous pairs have read their lanes
        for (uint32_t j = 0; j < P && b0 + j < npairs; ++j)
          for (uint32_t i = 0; i < Qp; ++i)
            for (uint32_t e = 0; e < U; ++e) {
              // lane = 32U·(part + P·i) + U·sub + e: 33U·P·i + e past slot (0, 0)'s padded lane
              lanes[set_base + lane_at + (j * kPadded + 33 * U * P * i + e)] = acc[(b0 + j) * S + i * U + e].read();
            }
        barrier();
        // Part j reads region j; in a last batch of fewer than P pairs, the parts past it read the
        // last pair's region again (every region read was written) and store nothing.
        const uint32_t last = std::min(P, npairs - b0) - 1;
        Val<uint32_t> region = last + 1 == P ? warp_base : set_base + min(part, Val<uint32_t>(last)) * kPadded;
        std::vector<Val<float>> v;
        for (uint32_t i = 0; i < 32; ++i) v.push_back(lanes[region + sub * 33u + i].read());
        Val<float> res = reduce::groups_in_items_combine(reduce::Combine::Sum, std::move(v));
        if (P == 1) {
          const uint32_t r = b0 / nc, c = b0 % nc;
          If(sub == 0u && row[r] < rows, [&] { y[row[r] + Val<uint32_t>(c0 + c) * rows] = res; });
        } else {  // part j holds pair b0 + j: row r = pair / nc, column c0 + pair % nc
          Val<uint32_t> pair = part + b0;
          Val<uint32_t> r = pair / nc;
          Val<uint32_t> rw = row[0] + r;
          If(sub == 0u && pair < npairs && rw < rows, [&] { y[rw + (pair % nc + c0) * rows] = res; });
        }
      }
    }
      },
      {"w", "tab", "x", "y", "rows"},
      Key(static_cast<uint32_t>(t), k, ncols, static_cast<int>(xt), sch.subgroups, sch.rows_per_item, sch.cols_per_pass,
          sch.prefetch, sch.row_parts, std::string("plain")));
}

}  // namespace

KernelRef matvec_plain_kernel(GgmlType t, uint32_t k, uint32_t ncols, XType xt, const MatvecSchedule& s) {
  MORPH_USER_CHECK(s.subgroups <= 8, "matvec: ", type_info(t).name, " weights take at most 8 subgroups per workgroup (",
                   s.subgroups, " asked): each holds ", 4 * kPadded, " bytes of shared memory");
  const uint32_t units = t == GgmlType::F32 ? 8 : 4;  // 512-byte units per 1024-element chunk
  MORPH_USER_CHECK(s.row_parts >= 1 && units % s.row_parts == 0 && s.subgroups % s.row_parts == 0,
                   "matvec: ", type_info(t).name, " row_parts ", s.row_parts, " must divide ", units,
                   " (the 512-byte units of a chunk) and the subgroups (", s.subgroups, ")");
  switch (xt) {
    case XType::F32: return make<float>(t, k, ncols, xt, s);
    case XType::F16: return make<f16>(t, k, ncols, xt, s);
    case XType::BF16: return make<bf16>(t, k, ncols, xt, s);
  }
  return nullptr;
}

}  // namespace morph::quant::detail
