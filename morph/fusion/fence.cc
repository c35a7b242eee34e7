#include "morph/fusion/fence.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <sstream>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/dag_map.h"
#include "morph/reduce/row_reduce.h"

namespace morph::fusion {

using namespace dsl;

void FenceStage::hash_append(Hasher& h) const {
  h.add(red);
  h.add(slot);
}

void FenceProgram::check() const {
  body.check();
  for (size_t k = 0; k < stages.size(); ++k) {
    MORPH_CHECK(stages[k].slot < body.instrs.size(), "stage ", k, " reduces slot ", stages[k].slot);
    MORPH_CHECK(body.instrs[stages[k].slot].extent == Extent::Full, "stage ", k, " reduces a non-Full slot");
    std::vector<bool> m = body.cone({stages[k].slot});
    for (size_t i = 0; i < m.size(); ++i)
      if (m[i] && body.instrs[i].op == DagOp::Reduced)
        MORPH_CHECK(body.instrs[i].imm < k, "stage ", k, " reads reduced value ", body.instrs[i].imm);
  }
  for (const DagInstr& ins : body.instrs)
    if (ins.op == DagOp::Reduced) MORPH_CHECK(ins.imm < stages.size(), "reads reduced value ", ins.imm);
}

void FenceProgram::hash_append(Hasher& h) const {
  h.add(std::string_view("FenceProgram/1"));
  h.add(body);
  h.add(stages);
}

std::string FenceProgram::dump() const {
  std::ostringstream os;
  os << body.dump();
  for (size_t k = 0; k < stages.size(); ++k)
    os << "stage r" << k << " = " << algebra::name(stages[k].red) << " s" << stages[k].slot << "\n";
  return os.str();
}

void FenceSchedule::hash_append(Hasher& h) const {
  h.add(workgroup);
  h.add(subgroup_rows);
  h.add(n_static);
  h.add(split);
  h.add(row_items);
  h.add(shuffles);
  h.add(blocked);
  h.add(few_rows);
  h.add(few_rows_per_workgroup);
  h.add(serial);
  h.add(speculate);
}

uint32_t FenceSchedule::items_per_row() const {
  if (serial) return 1;
  if (split > 1) return workgroup;
  if (row_items) return row_items;
  return subgroup_rows ? 32u : workgroup;
}

std::string FenceSchedule::str() const {
  const char* kind = serial                        ? "serial"
                     : split > 1                   ? "split-row"
                     : items_per_row() < workgroup ? "rows-per-workgroup"
                                                   : "workgroup-per-row";
  return str_cat(kind, " W=", workgroup, items_per_row() < workgroup ? str_cat(" R=", items_per_row()) : std::string(),
                 split > 1 ? str_cat(" split=", split) : std::string(), shuffles ? " shuffles" : "",
                 blocked ? " blocked" : "", few_rows_per_workgroup ? " few-rows-per-workgroup" : "",
                 speculate ? " speculate" : "", n_static ? str_cat(" n=", n_static) : std::string(" n=runtime"));
}

FenceSchedule default_schedule(uint32_t cols) {
  // Chosen from H200 measurements (bench/rows_bench.cc; raw numbers in bench/rows_cuda.json):
  // rows of <= 128 on a subgroup with shuffles (CUDA: 118.6 vs 134.5 us through shared memory
  // for the gated norm at 131072 x 128; NVIDIA OpenCL equal); 4096-wide rows on 512 items (4.19
  // vs 4.54 us at 4 x 4096); vocabulary rows split 32 ways over 1024-item workgroups.
  FenceSchedule s;
  s.n_static = cols;
  if (cols % 32 == 0 && cols <= 256) {
    // One butterfly group per item (a 128-wide row on 4 items): tree step 2 in registers,
    // 128-bit column-order reads. H200, gated norm 131072 x 128: see bench/results notes.
    s.blocked = true;
    s.row_items = (cols / 32) & -(cols / 32);  // the largest power of two dividing the group count
    // Groups per item m = 1, 3, 5 or 7; the transposition takes workgroup * m * 144 bytes.
    const uint32_t m = cols / 32 / s.row_items;
    s.workgroup = m == 1 ? 128 : m <= 5 ? 64 : 32;
    s.few_rows = 8192;
  } else if (cols <= 256) {
    s.subgroup_rows = true;
    s.workgroup = 128;
    s.shuffles = cols <= 128;  // at most 4 groups: 5 shuffles each per stage
  } else if (cols <= 2048) {
    s.workgroup = std::clamp(std::bit_ceil((cols + 1) / 2), 128u, 1024u);  // 2 elements per item
  } else if (cols <= 1024 * kResidentPerItem) {
    s.workgroup = std::clamp(std::bit_ceil((cols + 7) / 8), 128u, 1024u);  // 8 elements per item
  } else {
    s.workgroup = 1024;
    s.split = 32;
  }
  return s;
}

FenceSchedule serial_schedule(uint32_t cols) {
  FenceSchedule s;
  s.n_static = cols;
  s.serial = true;
  s.workgroup = 1;
  return s;
}

namespace {

// One workgroup per row of `cols` <= 256, one element per item where the row allows.
FenceSchedule workgroup_per_short_row(uint32_t cols, const rt::Caps& caps) {
  FenceSchedule w;
  w.n_static = cols;
  w.workgroup = std::clamp(std::bit_ceil(cols), 32u, std::min(256u, caps.max_workgroup_size));
  return w;
}

/// `s` with speculative stages where the device's subgroups of 32 are native (FenceSchedule::speculate).
FenceSchedule speculating(FenceSchedule s, const rt::Caps& caps) {
  s.speculate =
      s.shuffles && !s.serial && s.split <= 1 && !s.blocked && caps.native_subgroup_width == reduce::kGroupLanes;
  return s;
}

}  // namespace

FenceSchedule rows_launch_schedule(const FenceSchedule& s, uint32_t rows, uint32_t cols, const rt::Caps& caps) {
  const bool few = s.blocked && s.n_static == cols && (rows <= s.few_rows || !caps.wide_accesses);
  if (!few) return s;
  return s.few_rows_per_workgroup ? workgroup_per_short_row(cols, caps) : speculating(few_rows_schedule(cols), caps);
}

FenceSchedule device_row_schedule(const FenceSchedule& s, const rt::Caps& caps) {
  if (caps.cheap_workgroups) return serial_schedule(s.n_static);
  if (caps.short_rows_per_workgroup && s.blocked && s.n_static <= 256 && s.few_rows) {
    FenceSchedule b = s;  // many rows run blocked, the few-row launches a workgroup per row
    b.few_rows_per_workgroup = true;
    return b;
  }
  if (caps.short_rows_per_workgroup && (s.subgroup_rows || s.blocked) && s.n_static <= 256)
    return workgroup_per_short_row(s.n_static, caps);
  if (caps.native_subgroup_width == reduce::kGroupLanes && !s.serial && s.split <= 1 && !s.subgroup_rows &&
      !s.blocked && s.row_items == 0 && s.workgroup > reduce::kGroupLanes && !s.shuffles) {
    // Tree steps 2 and 3 by native shuffles: one butterfly per group of 32 lanes in a subgroup,
    // one over the group values; through shared memory every item would combine all of them
    // (H200, add_rms_norm 4 x 4096: ~785 instructions per warp, ~5.8 us of latency).
    // Rows of 2049…4096 columns keep the default's 512 items (8 per item): 1024 items had been
    // the faster with the IR max in the max-of-|x| stage (H200, add_rms_norm 4 x 4096: 5.38 vs
    // 5.66 us, bench/results/h200-2026-12-01-rows/rows_bench.txt), 512 since its integer max
    // (H100: 4.53/4.58 vs 4.80/4.64 us, bench/results/h100-2026-12-06-norms5 — half the warps,
    // ~23% fewer instructions per SM for the per-warp butterflies and row arithmetic).
    FenceSchedule w = s;
    w.shuffles = true;
    return speculating(w, caps);
  }
  return s;
}

FenceSchedule few_rows_schedule(uint32_t cols) {
  FenceSchedule s;
  s.n_static = cols;
  s.subgroup_rows = true;
  s.workgroup = 128;
  s.shuffles = cols <= 128;  // at most 4 groups: 5 shuffles each per stage
  return s;
}

uint32_t row_launch_count(const FenceProgram& rp, const FenceSchedule& s) {
  return s.split > 1 ? static_cast<uint32_t>(rp.stages.size()) + 1 : 1;
}

namespace {

reduce::Combine combiner(Red r) {
  switch (r) {
    case Red::Max: return reduce::Combine::Max;
    case Red::Min: return reduce::Combine::Min;
    default: return reduce::Combine::Sum;
  }
}

bool pow2(uint32_t v) { return v && (v & (v - 1)) == 0; }

// Floats per butterfly group in the blocked schedule's shared memory: 16-byte aligned, and the
// group-order reads of 8 items at a time (one 128-bit access each) fall in distinct banks.
constexpr uint32_t kBlockedGroupPad = 36;

void check_schedule(const FenceSchedule& s) {
  if (s.serial) {
    MORPH_USER_CHECK(pow2(s.workgroup) && s.workgroup <= 1024 && s.split == 1 && !s.subgroup_rows && s.row_items <= 1 &&
                         !s.shuffles && !s.blocked,
                     "row fence: the serial schedule takes a workgroup of a power of two <= 1024 rows (not ",
                     s.workgroup, ") and no split, subgroup rows, row_items, shuffles or blocked layout");
    return;
  }
  bool ok = s.workgroup >= 32 && s.workgroup <= 1024 && pow2(s.workgroup);
  MORPH_USER_CHECK(ok, "row fence: workgroup size ", s.workgroup, " must be a power of two in [32, 1024]");
  MORPH_USER_CHECK(pow2(s.split) && s.split <= 32, "row fence: split ", s.split,
                   " must be a power of two in [1, 32] (workgroups per row)");
  MORPH_USER_CHECK(s.row_items == 0 || (pow2(s.row_items) && s.row_items <= s.workgroup && !s.subgroup_rows),
                   "row fence: row_items ", s.row_items, " must be a power of two <= the workgroup (", s.workgroup,
                   ") and not combined with subgroup_rows");
  MORPH_USER_CHECK(!s.shuffles || s.items_per_row() >= 32, "row fence: shuffles need rows of >= 32 items, not ",
                   s.items_per_row());
  MORPH_USER_CHECK(!s.speculate || s.shuffles, "row fence: speculative stages need shuffles (", s.str(), ")");
  if (s.blocked) {
    const uint32_t R = s.row_items, n = s.n_static;
    MORPH_USER_CHECK(s.split == 1 && !s.subgroup_rows && R >= 1 && R <= 32 && n % 32 == 0 && n >= 32 &&
                         n <= reduce::kTreeLanes && (n / 32) % R == 0,
                     "row fence: the blocked schedule needs a comptime row length n (multiple of 32, <= 1024) and ",
                     "row_items R <= 32 dividing n/32, not split or subgroup rows (n ", n, ", R ", R, ")");
    MORPH_USER_CHECK(uint64_t{s.workgroup} / R * (n / 32) * kBlockedGroupPad * 4 <= 48 * 1024,
                     "row fence: the blocked ", "schedule with ", s.workgroup / R, " rows of ", n,
                     " per workgroup needs more than 48 KiB of shared memory; use a smaller workgroup");
  }
  if (s.split > 1) {
    MORPH_USER_CHECK(!s.subgroup_rows && s.row_items == 0, "row fence: a split row cannot also share a workgroup");
    MORPH_USER_CHECK(s.workgroup * s.split >= reduce::kTreeLanes, "row fence: split ", s.split, " with workgroups of ",
                     s.workgroup, " leaves lanes without an item (workgroup * split must be >= 1024)");
  }
}

uint32_t log2u(uint32_t v) { return static_cast<uint32_t>(std::countr_zero(v)); }

/// Values a stage reduces: the slot's value, squared for SumSq.
Val<float> stage_value(Red red, Val<float> v) { return red == Red::SumSq ? algebra::apply(BinOp::Mul, v, v) : v; }

/// The operand slots of instruction `ins`.
std::vector<uint32_t> operands(const DagInstr& ins) {
  switch (ins.op) {
    case DagOp::Un: return {ins.a};
    case DagOp::Bin: return {ins.a, ins.b};
    case DagOp::Ter: return {ins.a, ins.b, ins.c};
    default: return {};
  }
}

/// reads[i]: slot i reads a reduced value (transitively).
std::vector<bool> reads_reduced(const DagProgram& p) {
  std::vector<bool> r(p.instrs.size(), false);
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    r[i] = p.instrs[i].op == DagOp::Reduced;
    for (uint32_t a : operands(p.instrs[i])) r[i] = r[i] || r[a];
  }
  return r;
}

/// The row-uniform slots through which the column values of stage slot `slot` read earlier
/// (`rr`: reads_reduced(p))
/// stages' results, where every one of them is only ever a factor of a product with a column
/// value (rms_norm's and layer_norm's scale s in x * s: FenceSchedule::speculate); empty when the
/// stage reads no earlier result or reads one any other way (softmax's x - max: no guess).
std::vector<uint32_t> speculation_boundary(const DagProgram& p, const std::vector<bool>& rr, uint32_t slot) {
  const std::vector<bool> cone = p.cone({slot});
  std::vector<uint32_t> b;
  for (size_t i = 0; i < cone.size(); ++i) {
    const DagInstr& ins = p.instrs[i];
    if (!cone[i] || !varies_along_cols(ins.extent)) continue;
    for (uint32_t a : operands(ins)) {
      if (varies_along_cols(p.instrs[a].extent) || !rr[a]) continue;
      if (ins.op != DagOp::Bin || static_cast<BinOp>(ins.code) != BinOp::Mul) return {};
      if (std::find(b.begin(), b.end(), a) == b.end()) b.push_back(a);
    }
  }
  return b;
}

}  // namespace

dsl::KernelRef row_kernel(const FenceProgram& rp, const FenceSchedule& s, uint32_t phase) {
  rp.check();
  check_schedule(s);
  MORPH_CHECK(phase < row_launch_count(rp, s), "row fence phase ", phase);
  const char* name = s.serial ? "row_fence_serial" : s.split > 1 ? "row_fence_split" : "row_fence";
  return kernel(
      name,
      [&rp, &s, phase]() {
    const DagProgram& p = rp.body;
    const uint32_t S = static_cast<uint32_t>(rp.stages.size());
    std::vector<uint32_t> stage_slots;
    for (const FenceStage& st : rp.stages) stage_slots.push_back(st.slot);
    std::vector<Array<float>> in, out;
    for (size_t k = 0; k < p.inputs.size(); ++k) in.push_back(buffer_param<float>(str_cat("in", k), p.in_type(k)));
    for (size_t k = 0; k < p.outputs.size(); ++k) out.push_back(buffer_param<float>(str_cat("out", k), p.out_type(k)));
    std::optional<Array<float>> partials;
    if (s.split > 1) partials.emplace(buffer_param<float>("partials"));
    Val<uint32_t> rows = scalar_param<uint32_t>("rows");
    Val<uint32_t> cols = scalar_param<uint32_t>("cols");
    Val<uint32_t> n = s.n_static ? Val<uint32_t>(s.n_static) : cols;
    const uint32_t ns = s.n_static;

    // Which row this item works on, its index among the row's items, and their count T.
    Val<uint32_t> lid = local_id(0);
    const uint32_t T = s.items_per_row(), RPW = s.workgroup / T;
    Val<uint32_t> rslot = lid >> log2u(T);  // row slot within the workgroup
    Val<uint32_t> row = RPW > 1 ? group_id(0) * RPW + rslot : s.split > 1 ? group_id(0) >> log2u(s.split) : group_id(0);
    Val<uint32_t> item = RPW > 1 ? (lid & (T - 1u)) : lid;
    // Items of a row past the last one compute on the last row (uniform control flow for the
    // shuffles and barriers of the reduction) and store nothing.
    Val<uint32_t> safe = RPW > 1 ? min(row, rows - 1u) : row;
    Val<uint32_t> base = safe * n;

    // An input broadcast over leading axes reads row map_row(its RowMap, row) (extent.h).
    // Computed here, at the top level of the kernel, so every later block may use them.
    std::vector<std::optional<Val<uint32_t>>> in_base(p.inputs.size()), in_row(p.inputs.size());
    for (uint32_t k = 0; k < p.inputs.size(); ++k) {
      if (p.in_row(k).identity() || !varies_along_rows(p.inputs[k])) continue;
      in_row[k] = map_row(p.in_row(k), safe);
      if (p.inputs[k] == Extent::Full) in_base[k] = *in_row[k] * n;
    }
    auto row_of = [&](uint32_t k) -> Val<uint32_t> { return in_row[k] ? *in_row[k] : safe; };
    auto base_of = [&](uint32_t k) -> Val<uint32_t> { return in_base[k] ? *in_base[k] : base; };
    auto load_at = [&](uint32_t k, Val<uint32_t> j) -> Val<float> {
      switch (p.inputs[k]) {
        case Extent::Full: return in[k][base_of(k) + j].read();
        case Extent::PerCol: return in[k][j].read();
        case Extent::PerRow: return in[k][row_of(k)].read();
        case Extent::Scalar: return in[k][0u].read();
      }
      return Val<float>(0.0f);
    };
    std::vector<Val<float>> reduced;
    auto reduced_fn = [&](uint32_t k) -> Val<float> {
      MORPH_CHECK(k < reduced.size(), "reduced value ", k, " read before its stage");
      return reduced[k];
    };
    std::vector<Val<float>> slots(p.instrs.size());
    std::vector<bool> done(p.instrs.size(), false);
    // Row-uniform slots of `cone` (PerRow/Scalar) are computed once per row, outside any loop.
    auto eval_uniform = [&](const std::vector<bool>& cone) {
      std::vector<bool> m(cone.size(), false);
      for (size_t i = 0; i < cone.size(); ++i)
        if (cone[i] && !done[i] && !varies_along_cols(p.instrs[i].extent)) m[i] = done[i] = true;
      auto load = [&](uint32_t k) { return load_at(k, Val<uint32_t>(0u)); };
      eval_masked(p, m, slots, load, reduced_fn);
    };
    auto col_mask = [&](const std::vector<bool>& cone) {
      std::vector<bool> m(cone.size(), false);
      for (size_t i = 0; i < cone.size(); ++i) m[i] = cone[i] && varies_along_cols(p.instrs[i].extent);
      return m;
    };
    // The value slot `slot` at column j, evaluated from the row's inputs (non-resident rows).
    auto value_at = [&](const std::vector<bool>& cm, uint32_t slot, Val<uint32_t> j) -> Val<float> {
      std::vector<Val<float>> local = slots;
      auto load = [&](uint32_t k) { return load_at(k, j); };
      eval_masked(p, cm, local, load, reduced_fn);
      return local[slot];
    };
    auto finish = [&](Red red, Val<float> r) {
      if (red == Red::Mean) {
        Val<float> nf = ns ? Val<float>(static_cast<float>(ns)) : cast<float>(cols);
        r = algebra::apply(BinOp::Div, r, nf);
      }
      reduced.push_back(r);
    };
    // How a stage combines (workgroup and subgroup rows): the IR's max/min/sum, or for a max of
    // |x| (RMSNorm's prescale, FenceProgram::abs_max_stage) an unsigned integer max of the bits — one instruction
    // instead of the max's NaN and signed-zero cases (~13 SASS with branches on CUDA; the stage's
    // value on every row without a NaN, a NaN on a row with one), its identity +0 (the values
    // are >= +0 or NaN, and a row holds at least one).
    struct Comb {
      reduce::Combine c;
      bool absmax;
      Val<float> operator()(Val<float> a, Val<float> b) const {
        return absmax ? abs_max(a, b) : reduce::combine(c, a, b);
      }
      float identity() const { return absmax ? 0.0f : reduce::identity(c); }
    };
    auto comb_of = [&](const FenceStage& st) { return Comb{combiner(st.red), rp.abs_max_stage(st)}; };
    // Lane fold (tree step 1) of logical lane `lane` over elements lane, lane+1024, … < n.
    auto fold = [&](const Comb& c, Val<uint32_t> lane, auto&& value) -> Val<float> {
      Var<float> acc(c.identity());
      For(
          lane, n, [&](Val<uint32_t> j) { acc = c(acc.read(), value(j)); }, static_cast<int>(reduce::kTreeLanes));
      return acc.read();
    };
    // Writes the epilogue's outputs at the U columns js (each < the row end; column 0 always,
    // column u > 0 where ok[u - 1]). With U > 1 every column-varying input of all U columns is
    // read before any output is written: an output may alias an input, so a backend compiler
    // cannot move a read above an earlier write; read first, the U reads of each input are in
    // flight together. With U = 1 the inputs are read where the program reads them.
    auto write_elements =
        [&](const std::vector<bool>& cm, const std::vector<Val<uint32_t>>& js, const std::vector<Val<bool>>& ok) {
      const size_t U = js.size();
      std::vector<std::vector<std::optional<Val<float>>>> pre(U,
                                                              std::vector<std::optional<Val<float>>>(p.inputs.size()));
      for (size_t i = 0; i < p.instrs.size() && U > 1; ++i) {
        if (!cm[i] || p.instrs[i].op != DagOp::Load) continue;
        uint32_t k = p.instrs[i].imm;
        if (pre[0][k] || !varies_along_cols(p.inputs[k])) continue;
        for (size_t u = 0; u < U; ++u) pre[u][k] = load_at(k, js[u]);
      }
      for (size_t u = 0; u < U; ++u) {
        std::vector<Val<float>> local = slots;
        auto load = [&](uint32_t k) { return pre[u][k] ? *pre[u][k] : load_at(k, js[u]); };
        eval_masked(p, cm, local, load, reduced_fn);
        auto write = [&] {
          for (size_t k = 0; k < p.outputs.size(); ++k) {
            Extent e = p.out_extent(k);
            if (e == Extent::Full) out[k][base + js[u]] = local[p.outputs[k]];
            if (e == Extent::PerCol) If(row == 0u, [&] { out[k][js[u]] = local[p.outputs[k]]; });
          }
        };
        if (u == 0)
          write();
        else
          If(ok[u - 1], write);
      }
    };
    bool any_uniform_out = false, any_col_out = false;
    for (size_t k = 0; k < p.outputs.size(); ++k)
      (varies_along_cols(p.out_extent(k)) ? any_col_out : any_uniform_out) = true;
    // Writes the row-uniform outputs (PerRow at the row; Scalar from row 0) where `when` holds:
    // once per row, by one item. Call it only when any_uniform_out.
    auto write_uniform = [&](Val<bool> when) {
      If(when, [&] {
        for (size_t k = 0; k < p.outputs.size(); ++k) {
          Extent e = p.out_extent(k);
          if (e == Extent::PerRow) out[k][row] = slots[p.outputs[k]];
          if (e == Extent::Scalar) If(row == 0u, [&] { out[k][0u] = slots[p.outputs[k]]; });
        }
      });
    };

    if (s.serial) {
      // ---- Serial: item `item` walks row `row` alone. Every loop over columns counts the
      // buffer index g = base + column itself (column = g - base, lane = g - chunk start), so
      // the host compiler sees contiguous accesses (a u32 sum like base + j may wrap, which
      // hides them). Tree step 1: the first chunk of 1024 columns is stored into the row's
      // lane array (e ⊕ x == x), each later chunk combined into it lane by lane, in column
      // order; lanes past the row's end hold the identity. Step 2: one loop over the groups,
      // each group's butterfly unrolled (with a comptime row length the trip count is known and
      // the loop runs across groups in vector lanes), or with fewer than 16 groups each group's
      // butterfly level by level in place. Step 3: the group values in registers.
      // The next row's cache lines of every input read whole along the row (a hint, printed by
      // the cpu backend only: docs/reductions.md "Serial"). A short row's stages and epilogue
      // take long enough between its loads that the hardware prefetcher, which stops at each
      // 4 KiB page, leaves them waiting on memory (measured: the gated norm 131072 x 128 on
      // the 2-core VM, 17.8 -> 13.1 ms with both threads). Rows up to 4 KiB; longer rows keep
      // the hardware streams going on their own.
      for (uint32_t k = 0; k < p.inputs.size(); ++k) {
        const uint32_t bytes = ir::byte_size(p.in_type(k));
        if (p.inputs[k] != Extent::Full || in_base[k] || !ns || uint64_t{ns} * bytes > 4096) continue;
        for (uint32_t j = 0; j < ns; j += 64 / bytes) in[k].prefetch(base + (ns + j));
      }
      const uint32_t L = ns ? std::min(reduce::kTreeLanes, (ns + 31) / 32 * 32) : reduce::kTreeLanes;
      const uint32_t Gs = L / reduce::kGroupLanes;
      std::optional<Shared<float>> lanes_sh, groups_sh;
      std::optional<Val<uint32_t>> lane_base, group_base;
      if (!rp.stages.empty()) {
        lanes_sh = shared<float>(RPW * L, "lanes");
        groups_sh = shared<float>(RPW * Gs, "groups");
        if (RPW > 1) {
          lane_base = rslot * L;
          group_base = rslot * Gs;
        }
      }
      auto lane_at = [&](Val<uint32_t> l) { return (*lanes_sh)[lane_base ? *lane_base + l : l]; };
      // Input k at buffer index g of this row (column col = g - base).
      auto load_g = [&](uint32_t k, Val<uint32_t> g, Val<uint32_t> col) -> Val<float> {
        if (p.inputs[k] == Extent::Full && !in_base[k]) return in[k][g].read();
        return load_at(k, col);
      };
      auto eval_g = [&](const std::vector<bool>& cm, Val<uint32_t> g, Val<uint32_t> col) {
        std::vector<Val<float>> local = slots;
        auto load = [&](uint32_t k) { return load_g(k, g, col); };
        eval_masked(p, cm, local, load, reduced_fn);
        return local;
      };
      // The last stage's value, when the epilogue reads it too (softmax: exp(x - max)), is
      // stashed in a Full f32 output during the stage and read back by the epilogue instead of
      // computed again (the same f32 value: the same bits). run_rows keeps launches whose
      // outputs alias their inputs off this schedule.
      std::optional<size_t> stash;
      const uint32_t last_slot = rp.stages.empty() ? 0 : rp.stages.back().slot;
      // (One row per workgroup only: an item past the last row computes on the last row too.)
      if (RPW == 1 && !rp.stages.empty() && p.cone(p.outputs)[last_slot] &&
          varies_along_cols(p.instrs[last_slot].extent))
        for (size_t k = 0; k < p.outputs.size() && !stash; ++k)
          if (p.out_extent(k) == Extent::Full && p.out_type(k) == ir::Type::F32) stash = k;
      for (const FenceStage& st : rp.stages) {
        std::vector<bool> cone = p.cone({st.slot});
        eval_uniform(cone);
        std::vector<bool> cm = col_mask(cone);
        const Comb comb = comb_of(st);  // a max of |x| as an integer max (one vpmaxud a vector)
        const float e = comb.identity();
        const bool stashing = stash && &st == &rp.stages.back();
        auto value = [&](Val<uint32_t> g, Val<uint32_t> col) {
          Val<float> v = eval_g(cm, g, col)[st.slot];
          if (stashing) out[*stash][g] = v;
          return stage_value(st.red, v);
        };
        // Loop bounds from the run-time length (equal to a comptime one: run_rows checks it):
        // GCC turns base + a constant into a counted loop whose derived index may wrap, and then
        // no longer vectorizes it (also the first chunk of a row longer than the lanes: bounded
        // by min(cols, lanes), not the constant; measured: softmax 4096 x 4096's exp stage had
        // its first 1024 columns scalar, 2.2x the time per row).
        Val<uint32_t> first = ns && ns <= reduce::kTreeLanes ? cols : min(cols, Val<uint32_t>(reduce::kTreeLanes));
        For(base, base + first, [&](Val<uint32_t> g) {
          Val<uint32_t> col = g - base;
          lane_at(col) = value(g, col);
        });
        if (!ns) For(first, Val<uint32_t>(L), [&](Val<uint32_t> l) { lane_at(l) = e; });
        if (ns && ns < L) For(Val<uint32_t>(ns), Val<uint32_t>(L), [&](Val<uint32_t> l) { lane_at(l) = e; });
        if (!ns || ns > reduce::kTreeLanes) {
          ForStep(Val<uint32_t>(reduce::kTreeLanes), cols, Val<uint32_t>(reduce::kTreeLanes), [&](Val<uint32_t> c0) {
            Val<uint32_t> cb = base + c0;
            For(cb, cb + min(cols - c0, Val<uint32_t>(reduce::kTreeLanes)), [&](Val<uint32_t> g) {
              Val<uint32_t> l = g - cb;
              lane_at(l) = comb(lane_at(l).read(), value(g, g - base));
            });
          });
        }
        if (Gs < 16) {
          // Few groups (rows up to 256 columns): too few to fill the vector lanes across
          // groups, so each group's butterfly runs level by level in place in the lane array,
          // one contiguous loop per level (16, 8, 4, 2, 1 lanes wide) that the host compiler
          // vectorizes within the group. The same pairs in the same order: the same tree.
          For(Val<uint32_t>(0u), Val<uint32_t>(Gs), [&](Val<uint32_t> gi) {
            Val<uint32_t> gb = gi * reduce::kGroupLanes;
            for (uint32_t st2 = reduce::kGroupLanes / 2; st2 >= 1; st2 /= 2)
              For(gb, gb + st2,
                  [&](Val<uint32_t> l) { lane_at(l) = comb(lane_at(l).read(), lane_at(l + st2).read()); });
            (*groups_sh)[group_base ? *group_base + gi : gi] = lane_at(gb).read();
          });
        } else {
          For(Val<uint32_t>(0u), Val<uint32_t>(Gs), [&](Val<uint32_t> gi) {
            Val<uint32_t> gb = gi * reduce::kGroupLanes;
            std::vector<Val<float>> v;
            for (uint32_t i = 0; i < reduce::kGroupLanes; ++i) v.push_back(lane_at(i ? gb + i : gb).read());
            for (uint32_t st2 = reduce::kGroupLanes / 2; st2 >= 1; st2 /= 2)
              for (uint32_t i = 0; i < st2; ++i) v[i] = comb(v[i], v[i + st2]);
            (*groups_sh)[group_base ? *group_base + gi : gi] = v[0];
          });
        }
        std::vector<Val<float>> G;
        for (uint32_t i = 0; i < Gs; ++i)
          G.push_back((*groups_sh)[group_base ? *group_base + i : Val<uint32_t>(i)].read());
        for (uint32_t st3 = reduce::kGroupLanes / 2; st3 >= 1; st3 /= 2)
          for (uint32_t i = 0; i < st3 && i + st3 < Gs; ++i) G[i] = comb(G[i], G[i + st3]);
        finish(st.red, G[0]);
      }
      // Epilogue: row-uniform outputs once, then the row's columns in order.
      std::vector<bool> cone = p.cone(p.outputs);
      eval_uniform(cone);
      std::vector<bool> cm = col_mask(cone);
      Val<bool> valid = row < rows;
      if (any_uniform_out) write_uniform(valid);
      if (!any_col_out) return;
      If(valid, [&] {
        For(base, base + cols, [&](Val<uint32_t> g) {
          Val<uint32_t> col = g - base;
          std::vector<bool> m = cm;
          std::vector<Val<float>> local = slots;
          if (stash) {
            m[last_slot] = false;  // operands only it reads are computed, unused, and dropped
            local[last_slot] = out[*stash][g].read();
          }
          auto load = [&](uint32_t k) { return load_g(k, g, col); };
          eval_masked(p, m, local, load, reduced_fn);
          for (size_t k = 0; k < p.outputs.size(); ++k) {
            Extent e = p.out_extent(k);
            if (e == Extent::Full) out[k][g] = local[p.outputs[k]];
            if (e == Extent::PerCol) If(row == 0u, [&] { out[k][col] = local[p.outputs[k]]; });
          }
        });
      });
      return;
    }

    if (s.blocked) {
      // ---- Blocked: item `item` owns butterfly groups g = item + R*u (u < GPI), i.e. lanes
      // 32g … 32g+31, which for n <= 1024 are the columns 32g … 32g+31 (one element per lane:
      // tree step 1 is e ⊕ x == x). Column layout: chunk c of the item is columns
      // 4*(item + R*c) … +3, read and written with 128-bit accesses.
      const uint32_t R = T, Gn = ns / 32, GPI = Gn / R, V = ns / (4 * R);
      constexpr uint32_t kGroupPad = kBlockedGroupPad;
      Val<uint32_t> rbase = rslot * (Gn * kGroupPad);
      auto chunk_first = [&](Val<uint32_t> c) { return (item + c * R) * 4u; };
      // Group-layout values of the Full inputs that a stage reads, through shared memory, one
      // input after another in the order of their first loads (the last one stays in the buffer).
      const std::vector<bool> stage_cone = p.cone(stage_slots);
      std::vector<uint32_t> transposed;
      for (size_t i = 0; i < p.instrs.size(); ++i) {
        const DagInstr& ins = p.instrs[i];
        if (stage_cone[i] && ins.op == DagOp::Load && p.inputs[ins.imm] == Extent::Full &&
            std::find(transposed.begin(), transposed.end(), ins.imm) == transposed.end())
          transposed.push_back(ins.imm);
      }
      std::vector<std::vector<Val<float>>> grouped(p.inputs.size());
      std::optional<Shared<float>> tr;
      for (const uint32_t k : transposed) {
        if (!tr)
          tr = shared<float>(RPW * Gn * kGroupPad, "transpose");
        else
          barrier();  // the previous input's reads are done
        ForUnroll(Val<uint32_t>(0u), V, [&](Val<uint32_t> c) {
          Val<uint32_t> q = item + c * R;  // float4 index within the row: group q >> 3, offset (q & 7) * 4
          std::vector<Val<float>> v = in[k].load_lanes(base + q * 4u, 4);
          Val<uint32_t> at = rbase + (q >> 3u) * kGroupPad + (q & 7u) * 4u;
          for (uint32_t i4 = 0; i4 < 4; ++i4) (*tr)[i4 ? at + i4 : at] = v[i4];
        });
        barrier();
        for (uint32_t u = 0; u < GPI; ++u) {
          Val<uint32_t> gb = rbase + (item + u * R) * kGroupPad;
          for (uint32_t i32 = 0; i32 < 32; ++i32) grouped[k].push_back((*tr)[i32 ? gb + i32 : gb].read());
        }
      }
      // Per-position slot values of the group layout (position u*32 + i: column 32(item + R*u) + i).
      std::vector<std::vector<Val<float>>> gs(GPI * 32, std::vector<Val<float>>(p.instrs.size()));
      std::vector<bool> gdone(p.instrs.size(), false);
      for (const FenceStage& st : rp.stages) {
        std::vector<bool> cone = p.cone({st.slot});
        eval_uniform(cone);
        std::vector<bool> mask(cone.size(), false);
        for (size_t i = 0; i < cone.size(); ++i)
          if (cone[i] && !gdone[i] && varies_along_cols(p.instrs[i].extent)) mask[i] = gdone[i] = true;
        for (uint32_t u = 0; u < GPI; ++u) {
          Val<uint32_t> col0 = (item + u * R) * 32u;
          for (uint32_t i32 = 0; i32 < 32; ++i32) {
            const uint32_t pos = u * 32 + i32;
            for (size_t i = 0; i < p.instrs.size(); ++i)
              if (done[i]) gs[pos][i] = slots[i];
            auto load = [&](uint32_t k) -> Val<float> {
              switch (p.inputs[k]) {
                case Extent::Full: return grouped[k][pos];
                case Extent::PerCol: return in[k][i32 ? col0 + i32 : col0].read();
                default: return load_at(k, Val<uint32_t>(0u));
              }
            };
            eval_masked(p, mask, gs[pos], load, reduced_fn);
          }
        }
        const Comb comb = comb_of(st);
        // Step 2 per owned group in registers (the canonical pairing v[i] ⊕ v[i+s]).
        std::vector<Val<float>> G;
        for (uint32_t u = 0; u < GPI; ++u) {
          std::vector<Val<float>> v;
          for (uint32_t i32 = 0; i32 < 32; ++i32) v.push_back(stage_value(st.red, gs[u * 32 + i32][st.slot]));
          for (uint32_t st2 = 16; st2 >= 1; st2 /= 2)
            for (uint32_t i = 0; i < st2; ++i) v[i] = comb(v[i], v[i + st2]);
          G.push_back(v[0]);
        }
        // Step 3 over G_0 … G_{Gn-1} (groups >= Gn hold the identity: skipped exactly). Strides
        // >= R pair groups of this item (G[u] with G[u + s/R]); strides < R pair items by shuffles.
        for (uint32_t st3 = 16; st3 >= 1; st3 /= 2) {
          if (st3 >= R) {
            const uint32_t du = st3 / R;
            for (uint32_t u = 0; u < GPI; ++u)
              if ((u & du) == 0 && u + du < GPI) G[u] = comb(G[u], G[u + du]);
          } else {
            G[0] = comb(G[0], shuffle_xor(G[0], st3));
          }
        }
        finish(st.red, G[0]);
      }
      // Epilogue: row-uniform outputs, then the columns, 4 per trip in column layout.
      std::vector<bool> cone = p.cone(p.outputs);
      eval_uniform(cone);
      std::vector<bool> cm = col_mask(cone);
      Val<bool> valid = row < rows;
      if (any_uniform_out) write_uniform(valid && item == 0u);
      if (!any_col_out) return;
      auto epilogue_reads = [&](size_t k) {
        for (size_t i = 0; i < p.instrs.size(); ++i)
          if (cm[i] && p.instrs[i].op == DagOp::Load && p.instrs[i].imm == k) return true;
        return false;
      };
      // The last transposed input's row is still in shared memory (nothing writes the buffer
      // after the stages): the epilogue reads its chunks there instead of from global memory
      // again — the same values (the transposition stored them as loaded).
      const std::optional<uint32_t> in_tr = transposed.empty() || !epilogue_reads(transposed.back())
                                                ? std::nullopt
                                                : std::optional<uint32_t>(transposed.back());
      auto shared_chunk = [&](Val<uint32_t> c) {
        Val<uint32_t> q = item + c * R;
        Val<uint32_t> at = rbase + (q >> 3u) * kGroupPad + (q & 7u) * 4u;
        std::vector<Val<float>> v;
        for (uint32_t i4 = 0; i4 < 4; ++i4) v.push_back((*tr)[i4 ? at + i4 : at].read());
        return v;
      };
      // The other inputs in chunks of 4 columns, software-pipelined: the loads of chunk c+1 are
      // issued before chunk c is computed (the last trip re-reads the last chunk, in bounds,
      // unused), so a trip's math hides the next trip's memory latency. (Chunk 0's loads issued
      // before the stages instead measured slower: 73.9 -> 75.9 us for the gated norm 131072 x 128
      // on an H100, their registers costing a workgroup per SM; bench/results/h100-2026-12-06-norms4.)
      auto load_chunk = [&](size_t k, Val<uint32_t> col0) {
        return p.inputs[k] == Extent::Full ? in[k].load_lanes(base + col0, 4) : in[k].load_lanes(col0, 4);
      };
      std::vector<std::vector<std::unique_ptr<Var<float>>>> next(p.inputs.size());
      for (size_t k = 0; k < p.inputs.size(); ++k) {
        if (p.inputs[k] != Extent::Full && p.inputs[k] != Extent::PerCol) continue;
        if (k == in_tr || !epilogue_reads(k)) continue;
        std::vector<Val<float>> v = load_chunk(k, chunk_first(Val<uint32_t>(0u)));
        for (uint32_t i4 = 0; i4 < 4; ++i4) next[k].push_back(std::make_unique<Var<float>>(v[i4]));
      }
      ForUnroll(Val<uint32_t>(0u), V, [&](Val<uint32_t> c) {
        Val<uint32_t> col0 = chunk_first(c);
        std::vector<std::vector<Val<float>>> wide(p.inputs.size());
        for (size_t k = 0; k < p.inputs.size(); ++k)
          for (const auto& var : next[k]) wide[k].push_back(var->read());
        if (in_tr) wide[*in_tr] = shared_chunk(c);
        if (V > 1) {
          Val<uint32_t> cn = chunk_first(min(c + 1u, Val<uint32_t>(V - 1)));
          for (size_t k = 0; k < p.inputs.size(); ++k) {
            if (next[k].empty()) continue;
            std::vector<Val<float>> v = load_chunk(k, cn);
            for (uint32_t i4 = 0; i4 < 4; ++i4) *next[k][i4] = v[i4];
          }
        }
        std::vector<std::vector<Val<float>>> ov(p.outputs.size());
        for (uint32_t i4 = 0; i4 < 4; ++i4) {
          std::vector<Val<float>> local = slots;
          auto load = [&](uint32_t k) -> Val<float> {
            return wide[k].empty() ? load_at(k, Val<uint32_t>(0u)) : wide[k][i4];
          };
          eval_masked(p, cm, local, load, reduced_fn);
          for (size_t k = 0; k < p.outputs.size(); ++k) ov[k].push_back(local[p.outputs[k]]);
        }
        If(valid, [&] {
          for (size_t k = 0; k < p.outputs.size(); ++k) {
            Extent e = p.instrs[p.outputs[k]].extent;
            if (e == Extent::Full) out[k].store_lanes(base + col0, ov[k]);
            if (e == Extent::PerCol) If(row == 0u, [&] { out[k].store_lanes(col0, ov[k]); });
          }
        });
      });
      return;
    }

    if (s.split > 1) {
      // ---- Split rows: workgroup `part` of the row computes the groups of lanes
      // [part*Lp, (part+1)*Lp); K items per lane compute its values, item h = 0 folds them.
      const uint32_t Lp = reduce::kTreeLanes / s.split, K = s.workgroup / Lp;
      Val<uint32_t> part = group_id(0) & (s.split - 1u);
      Val<uint32_t> tl = lid & (Lp - 1u);
      Val<uint32_t> h = lid >> log2u(Lp);
      Val<uint32_t> lane = part * Lp + tl;
      // Tree step 3 for the stages already reduced: every item loads the row's 32 group values
      // in order and runs the butterfly (each workgroup the same operations: the same bits).
      for (uint32_t k = 0; k < std::min(phase, S); ++k) {
        Val<float> g = (*partials)[(row * S + k) * reduce::kGroupLanes + (lid & 31u)].read();
        finish(rp.stages[k].red, reduce::subgroup_butterfly(combiner(rp.stages[k].red), g));
      }
      if (phase < S) {
        const FenceStage& st = rp.stages[phase];
        reduce::Combine c = combiner(st.red);
        std::vector<bool> cone = p.cone({st.slot});
        eval_uniform(cone);
        std::vector<bool> cm = col_mask(cone);
        auto value = [&](Val<uint32_t> j) { return stage_value(st.red, value_at(cm, st.slot, j)); };
        Var<float> acc(reduce::identity(c));
        if (K == 1) {
          acc = fold(Comb{c, false}, lane, value);
        } else if (c != reduce::Combine::Sum) {
          // max and min are associative and commutative bitwise (a total order with -0 < +0 on
          // non-NaN values; a NaN operand gives a NaN, payload aside: DESIGN L4), so every fold
          // order gives the canonical tree's value (docs/reductions.md): item h folds positions
          // h, h+K, … of its lane straight from memory, with no staging and no barrier per chunk,
          // then item h = 0 of the lane combines the K items' values.
          Val<uint32_t> F = (n + (reduce::kTreeLanes - 1u)) >> 10u;  // fold positions of lane 0
          Val<uint32_t> last = n - 1u;
          Val<float> e(reduce::identity(c));
          Var<float> mine(reduce::identity(c));
          const uint32_t Fs = ns ? (ns + reduce::kTreeLanes - 1) / reduce::kTreeLanes : 0;
          if (Fs != 0 && Fs <= 8 * K) {
            // A comptime row of at most 8 positions per item: every value is read before any is
            // combined, so the item's loads are in flight together (a loop that combines as it
            // reads waits for each load in turn: softmax 4 x 151,936, 5 loads per item).
            std::vector<Val<float>> v;
            for (uint32_t m = 0; m * K < Fs; ++m) {
              Val<uint32_t> pos = h + m * K, j = lane + pos * reduce::kTreeLanes;
              v.push_back(select(pos < Fs && j < n, value(min(j, last)), e));
            }
            Val<float> a = v[0];
            for (size_t m = 1; m < v.size(); ++m) a = reduce::combine(c, a, v[m]);
            mine = a;
          } else {
            For(
                h, F,
                [&](Val<uint32_t> pos) {
              Val<uint32_t> j = lane + pos * reduce::kTreeLanes;
              mine = reduce::combine(c, mine.read(), select(j < n, value(min(j, last)), e));
                },
                static_cast<int>(K));
          }
          Shared<float> buf = shared<float>(K * Lp, "stage");
          buf[h * Lp + tl] = mine.read();
          barrier();
          If(h == 0u, [&] {
            std::vector<Val<float>> v;
            for (uint32_t k = 0; k < K; ++k) v.push_back(buf[k ? tl + k * Lp : tl].read());
            Val<float> a = v[0];
            for (uint32_t k = 1; k < K; ++k) a = reduce::combine(c, a, v[k]);
            acc = a;
          });
        } else {
          // Values in parallel, fold in order: chunks of C = K*V fold positions; item h computes
          // positions h, h+K, … of the chunk into shared memory, then item h = 0 of each lane
          // combines the chunk's C values left to right. Positions past the row's end hold the
          // identity, which combines exactly (x ⊕ e == x).
          // V values per item and chunk: 4, or with a comptime row length of at most 8·K fold
          // positions per lane, enough for one chunk (softmax over 151,936 columns: 149
          // positions, V = 5 — one staging round instead of two, the second mostly identities).
          // C stays a multiple of 8 (the fold reads eight at a time).
          const uint32_t Fs = ns ? (ns + reduce::kTreeLanes - 1) / reduce::kTreeLanes : 0;
          uint32_t V = Fs > 4 * K && Fs <= 8 * K ? (Fs + K - 1) / K : 4;
          while (K * V % 8) ++V;
          const uint32_t C = K * V;
          Shared<float> buf = shared<float>(C * Lp, "stage");
          Val<uint32_t> F = (n + (reduce::kTreeLanes - 1u)) >> 10u;  // fold positions of lane 0
          Val<uint32_t> last = n - 1u;
          float e = reduce::identity(c);
          ForStep(Val<uint32_t>(0u), F, Val<uint32_t>(C), [&](Val<uint32_t> i0) {
            // The V values computed before any is stored (straight-line: their loads are in
            // flight together instead of one after another through each store).
            std::vector<Val<float>> vs;
            for (uint32_t u = 0; u < V; ++u) {
              Val<uint32_t> j = lane + (i0 + h + u * K) * reduce::kTreeLanes;
              vs.push_back(select(j < n, value(min(j, last)), Val<float>(e)));
            }
            for (uint32_t u = 0; u < V; ++u) buf[(h + u * K) * Lp + tl] = vs[u];
            barrier();
            // Eight values read before they are combined in order: the reads overlap.
            If(h == 0u, [&] {
              For(Val<uint32_t>(0u), C / 8u, [&](Val<uint32_t> u8) {
                Val<uint32_t> at = u8 * (8u * Lp) + tl;
                std::vector<Val<float>> v;
                for (uint32_t k = 0; k < 8; ++k) v.push_back(buf[k ? at + k * Lp : at].read());
                Val<float> a = acc.read();
                for (uint32_t k = 0; k < 8; ++k) a = reduce::combine(c, a, v[k]);
                acc = a;
              });
            });
            barrier();
          });
        }
        Val<float> g = reduce::subgroup_butterfly(c, acc.read());
        If(h == 0u && (lid & 31u) == 0u,
           [&] { (*partials)[(row * S + phase) * reduce::kGroupLanes + (lane >> 5u)] = g; });
        return;
      }
      // Epilogue: the row's columns in `split` chunks (multiples of 32), one per workgroup.
      std::vector<bool> cone = p.cone(p.outputs);
      eval_uniform(cone);
      std::vector<bool> cm = col_mask(cone);
      if (any_uniform_out) write_uniform(part == 0u && lid == 0u);
      if (!any_col_out) return;
      Val<uint32_t> chunk = (((n + (s.split - 1u)) >> log2u(s.split)) + 31u) & ~31u;
      Val<uint32_t> lo = part * chunk;
      Val<uint32_t> hi = min(n, lo + chunk);
      // U columns per item and trip (write_elements: their reads overlap, and a trip's reads wait
      // for the previous trip's writes, which may alias them): 4, or with a comptime row length
      // enough for the workgroup's whole chunk in one trip when that is at most 8 (softmax over
      // 151,936 columns: 4768-column chunks, U = 5 — one round of loads instead of two).
      const uint32_t chunk_s = ns ? ((ns + s.split - 1) / s.split + 31) & ~31u : 0;
      const uint32_t U_one = (chunk_s + s.workgroup - 1) / s.workgroup;
      const uint32_t U = ns && U_one <= 8 ? std::max(U_one, 4u) : 4;
      ForStep(lo + lid, hi, Val<uint32_t>(s.workgroup * U), [&](Val<uint32_t> j0) {
        std::vector<Val<uint32_t>> js{j0};
        std::vector<Val<bool>> ok;
        Val<uint32_t> end = hi - 1u;
        for (uint32_t u = 1; u < U; ++u) {
          // j0 + u*W < hi without wrapping; a wrapped j0 + u*W is < end, read but not written
          ok.push_back(j0 < hi - min(hi, Val<uint32_t>(u * s.workgroup)));
          js.push_back(min(j0 + u * s.workgroup, end));
        }
        write_elements(cm, js, ok);
      });
      return;
    }

    // ---- One row per workgroup or per subgroup. Item `item` computes logical lanes
    // item + q*T for q < Q; element j = item + m*T belongs to lane item + (m % Q)*T, fold
    // position m / Q.
    const uint32_t Q = reduce::kTreeLanes / T;
    // Register-resident rows: with a comptime length of at most kResidentPerItem elements per item,
    // every column-varying slot is evaluated once per owned element, at the top level, and shared
    // by all stages' prologues and the epilogue: each input is loaded once and no value is
    // computed twice. (Longer or run-time rows evaluate the prologue inside the tree's loops.)
    const uint32_t P = ns ? (ns + T - 1) / T : 0;
    const bool resident = ns != 0 && P <= kResidentPerItem;
    std::vector<Val<uint32_t>> jpos;
    for (uint32_t m = 0; m < (resident ? P : 0); ++m) jpos.push_back(item + m * T);
    std::vector<std::vector<Val<float>>> ps(resident ? P : 0, std::vector<Val<float>>(p.instrs.size()));
    std::vector<bool> pdone(p.instrs.size(), false);
    auto eval_positions = [&](const std::vector<bool>& cone) {
      std::vector<bool> mask(cone.size(), false);
      for (size_t i = 0; i < cone.size(); ++i)
        if (cone[i] && !pdone[i] && varies_along_cols(p.instrs[i].extent)) mask[i] = pdone[i] = true;
      for (uint32_t m = 0; m < P; ++m) {
        for (size_t i = 0; i < p.instrs.size(); ++i)
          if (done[i]) ps[m][i] = slots[i];
        // The last, partial chunk reads a clamped in-bounds column; the tree masks its value.
        Val<uint32_t> jc = (m + 1) * T <= ns ? jpos[m] : min(jpos[m], ns - 1u);
        auto load = [&](uint32_t k) { return load_at(k, jc); };
        eval_masked(p, mask, ps[m], load, reduced_fn);
      }
    };

    // Lane blocks q that hold any element (the others are all-identity: skipped exactly), and
    // butterfly groups that hold any element.
    const uint32_t Gn = ns ? std::min(reduce::kGroupLanes, (ns + 31) / 32) : reduce::kGroupLanes;
    const uint32_t Qn = ns ? std::min(Q, (Gn * 32 + T - 1) / T) : Q;
    std::optional<Shared<float>> scratch, lane_sh, group_sh;
    constexpr uint32_t kPad = reduce::kGroupLanes + 1;  // group stride in shared memory (no bank conflicts)
    // Speculative stages (FenceSchedule::speculate): boundary[k] are stage k's factors taken as 1
    // while stage k - 1 is reduced (empty: stage k runs after its predecessor, as usual).
    std::vector<std::vector<uint32_t>> boundary(S);
    const std::vector<bool> rr = s.speculate && resident && s.shuffles ? reads_reduced(p) : std::vector<bool>();
    bool any_spec = false;
    if (!rr.empty())
      for (uint32_t k = 1; k < S; ++k) {
        boundary[k] = speculation_boundary(p, rr, rp.stages[k].slot);
        any_spec = any_spec || !boundary[k].empty();
      }
    // Rows of more than a subgroup with shuffles meet in `scratch`, a slice of SS floats per row:
    // the 32 group values of each tree (two when speculating) and, when speculating, the trees'
    // values broadcast to the row's items (shuffle_trees).
    const uint32_t SS = any_spec ? 2 * reduce::kGroupLanes + 2 : reduce::kGroupLanes;
    std::optional<Val<uint32_t>> sbase;  // this row's slice (rows of a workgroup past the first)
    if (!rp.stages.empty()) {
      if (s.shuffles && T > 32) {
        scratch = shared<float>(RPW * SS, "red");
        if (RPW > 1) sbase = rslot * SS;
      }
      if (!s.shuffles) {
        MORPH_USER_CHECK(RPW * (Gn * kPad + reduce::kGroupLanes) <= 12288, "row fence: ", RPW,
                         " rows per workgroup of ", Gn,
                         " butterfly groups need more shared memory than 48 KiB; use fewer rows per workgroup");
        lane_sh = shared<float>(RPW * Gn * kPad, "lanes");
        group_sh = shared<float>(RPW * reduce::kGroupLanes, "groups");
      }
    }
    // Tree steps 2 and 3 through shared memory: lane L's value is stored at group (L / 32),
    // position L % 32; item g of the row runs group g's butterfly in registers (the canonical
    // pairing), then every item combines the Gn group values in registers.
    // Index bases, computed once (the traced IR does not fold repeated arithmetic).
    std::optional<Val<uint32_t>> lane_base, group_base;
    if (lane_sh) {
      lane_base = RPW > 1 ? rslot * (Gn * kPad) : Val<uint32_t>(0u);
      group_base = RPW > 1 ? rslot * reduce::kGroupLanes : Val<uint32_t>(0u);
    }
    auto lane_slot = [&](Val<uint32_t> lane) { return *lane_base + (lane >> 5u) * kPad + (lane & 31u); };
    auto steps23_shared = [&](const Comb& c) -> Val<float> {
      barrier();
      auto group = [&](Val<uint32_t> g) {
        Val<uint32_t> gb = *lane_base + g * kPad;
        std::vector<Val<float>> v;
        for (uint32_t i = 0; i < reduce::kGroupLanes; ++i) v.push_back((*lane_sh)[i ? gb + i : gb].read());
        for (uint32_t st2 = reduce::kGroupLanes / 2; st2 >= 1; st2 /= 2)
          for (uint32_t i = 0; i < st2; ++i) v[i] = c(v[i], v[i + st2]);
        (*group_sh)[*group_base + g] = v[0];
      };
      if (T >= Gn)
        If(item < Gn, [&] { group(item); });
      else
        For(item, Val<uint32_t>(Gn), group, static_cast<int>(T));
      barrier();
      std::vector<Val<float>> G;
      for (uint32_t i = 0; i < Gn; ++i) G.push_back((*group_sh)[RPW > 1 ? *group_base + i : Val<uint32_t>(i)].read());
      for (uint32_t st3 = reduce::kGroupLanes / 2; st3 >= 1; st3 /= 2)
        for (uint32_t i = 0; i < st3 && i + st3 < Gn; ++i) G[i] = c(G[i], G[i + st3]);
      return G[0];
    };
    // Lanes item + q*T at or past Gn*32 hold only identities and are not stored.
    auto store_lane = [&](uint32_t q, Val<uint32_t> lane, Val<float> v) {
      if ((q + 1) * T <= Gn * 32)
        (*lane_sh)[lane_slot(lane)] = v;
      else
        If(lane < Gn * 32, [&] { (*lane_sh)[lane_slot(lane)] = v; });
    };
    if (resident) {
      // Every column-varying load of the row, the epilogue's included (a weight w, a gate g),
      // issued here, before the stages: a load after the stages' barriers waits its whole latency
      // on the row's critical path (no compiler moves a global load above a barrier). Loads read
      // no reduced value, and the kernel writes its outputs only in the epilogue, after every
      // load, so an output aliasing an input reads the same values. Same bits.
      std::vector<uint32_t> roots = stage_slots;
      roots.insert(roots.end(), p.outputs.begin(), p.outputs.end());
      std::vector<bool> loads = p.cone(roots);
      for (size_t i = 0; i < loads.size(); ++i) loads[i] = loads[i] && p.instrs[i].op == DagOp::Load;
      eval_positions(loads);
    }
    // Resident rows: the lane blocks of stage `st` from per-position slot values `vals` (tree
    // step 1: lane block q folds positions q, q+Q, q+2Q, …, its fold order).
    auto resident_lanes = [&](const FenceStage& st, const std::vector<std::vector<Val<float>>>& vals) {
      const Comb cb = comb_of(st);
      const float e = cb.identity();
      auto vm = [&](uint32_t m) -> Val<float> {
        Val<float> v = stage_value(st.red, vals[m][st.slot]);
        return (m + 1) * T <= ns ? v : select(jpos[m] < n, v, Val<float>(e));
      };
      std::vector<Val<float>> lanes;
      for (uint32_t q = 0; q < Qn; ++q) {
        Val<float> acc = q < P ? vm(q) : Val<float>(e);  // e ⊕ v == v exactly
        for (uint32_t m = q + Q; m < P; m += Q) acc = cb(acc, vm(m));
        lanes.push_back(acc);
      }
      return lanes;
    };
    // Tree steps 2 and 3 by shuffles over the lane blocks of one or more stages at once: their
    // butterflies are independent (their shuffles interleave), and rows of a workgroup share one
    // scratch pass and one barrier pair.
    using Tree = std::pair<Comb, std::vector<Val<float>>>;
    auto scr = [&](Val<uint32_t> i) { return (*scratch)[sbase ? *sbase + i : i]; };
    auto shuffle_trees = [&](std::vector<Tree> trees) {
      std::vector<Val<float>> r;
      if (T == 32) {
        for (auto& [cb, lanes] : trees) {
          if (cb.c != reduce::Combine::Sum) {
            // max/min: any order gives the canonical tree's bits (reduce::combine_pairwise), so
            // the item's lane blocks first, then one butterfly (5 shuffles, not 5 per group).
            r.push_back(lanes.empty() ? Val<float>(cb.identity())
                                      : reduce::subgroup_butterfly_by(cb, reduce::combine_pairwise_by(cb, lanes)));
            continue;
          }
          // Step 2 per group q (lanes item + 32q), step 3 in registers over the groups (groups
          // past Qn hold the identity and are skipped exactly).
          for (auto& v : lanes) v = reduce::subgroup_butterfly_by(cb, v);
          for (uint32_t st3 = reduce::kGroupLanes / 2; st3 >= 1; st3 /= 2)
            for (uint32_t i = 0; i < st3 && i + st3 < Qn; ++i) lanes[i] = cb(lanes[i], lanes[i + st3]);
          r.push_back(lanes[0]);
        }
        return r;
      }
      Val<uint32_t> sub_lane = lid & 31u;
      if (Qn * T < reduce::kTreeLanes) {
        const uint32_t first = Qn * T / reduce::kGroupLanes;
        If(item < reduce::kGroupLanes && item >= first, [&] {
          for (size_t t = 0; t < trees.size(); ++t)
            scr(t ? item + uint32_t(t) * reduce::kGroupLanes : item) = trees[t].first.identity();
        });
      }
      for (uint32_t q = 0; q < Qn; ++q) {
        std::vector<Val<float>> v;
        for (auto& [cb, lanes] : trees) v.push_back(reduce::subgroup_butterfly_by(cb, lanes[q]));
        If(sub_lane == 0u, [&] {
          Val<uint32_t> at = (item + q * T) >> 5u;
          for (size_t t = 0; t < trees.size(); ++t) scr(t ? at + uint32_t(t) * reduce::kGroupLanes : at) = v[t];
        });
      }
      barrier();
      for (size_t t = 0; t < trees.size(); ++t)
        r.push_back(reduce::subgroup_butterfly_by(
            trees[t].first, scr(t ? sub_lane + uint32_t(t) * reduce::kGroupLanes : sub_lane).read()));
      if (any_spec) {
        // Speculating: the values also pass through shared memory, so that the row's items read
        // them at one index after the barrier — uniform in the row's items for the verifier, and
        // for the branch on the speculation's hit (the butterflies give every item the same bits
        // anyway; a row per workgroup needs no vote then).
        const uint32_t out0 = 2 * reduce::kGroupLanes;
        If(item == 0u, [&] {
          for (size_t t = 0; t < trees.size(); ++t) scr(Val<uint32_t>(out0 + uint32_t(t))) = r[t];
        });
        barrier();
        for (size_t t = 0; t < trees.size(); ++t) r[t] = scr(Val<uint32_t>(out0 + uint32_t(t))).read();
        return r;
      }
      barrier();
      return r;
    };
    // The per-position values of `cone`'s column-varying slots on a copy of ps (ps and pdone
    // untouched), the slots `ones` taken as 1.
    auto position_values = [&](const std::vector<bool>& cone, const std::vector<uint32_t>& ones) {
      std::vector<std::vector<Val<float>>> vals = ps;
      std::vector<bool> mask(cone.size(), false);
      for (size_t i = 0; i < cone.size(); ++i) mask[i] = cone[i] && !pdone[i] && varies_along_cols(p.instrs[i].extent);
      for (uint32_t m = 0; m < P; ++m) {
        for (size_t i = 0; i < p.instrs.size(); ++i)
          if (done[i]) vals[m][i] = slots[i];
        for (uint32_t b : ones) vals[m][b] = Val<float>(1.0f);
        Val<uint32_t> jc = (m + 1) * T <= ns ? jpos[m] : min(jpos[m], ns - 1u);
        auto load = [&](uint32_t k) { return load_at(k, jc); };
        eval_masked(p, mask, vals[m], load, reduced_fn);
      }
      return vals;
    };
    std::optional<Val<float>> spec;         // this stage's value reduced beside the previous stage, its factors at 1
    std::optional<Shared<uint32_t>> votes;  // per speculated stage and row: 1 where its factors were 1
    uint32_t spec_votes = 0;
    // Rows of a subgroup, or several rows per workgroup, vote on a speculation's hit through
    // shared memory: their values come from shuffles (or differ between the workgroup's rows).
    const bool vote = RPW > 1 || T == 32;
    if (any_spec && vote) {
      uint32_t n_spec = 0;
      for (uint32_t k = 1; k < S; ++k) n_spec += !boundary[k].empty();
      votes = shared<uint32_t>(RPW * n_spec, "spec_votes");
    }
    for (uint32_t k = 0; k < S; ++k) {
      const FenceStage& st = rp.stages[k];
      std::vector<bool> cone = p.cone({st.slot});
      eval_uniform(cone);
      std::vector<bool> cm = col_mask(cone);
      const Comb cb = comb_of(st);
      const float e = cb.identity();
      Val<float> r;
      if (resident && spec) {
        // A hit (every factor exactly 1: x * 1 is x) keeps the speculative value; a miss reduces
        // the stage again with the factors' values, in a branch uniform in the workgroup (it holds
        // the row's shuffles and barriers): a workgroup's single row of more than a subgroup reads
        // its stage values back from shared memory (shuffle_trees), other rows vote, and a
        // workgroup whose rows disagree reduces all of them again.
        Val<bool> hit(true);
        for (uint32_t b : boundary[k]) hit = hit && bitcast<uint32_t>(slots[b]) == 0x3f800000u;
        Val<bool> all_hit = hit;
        if (vote) {
          const uint32_t vb = spec_votes++ * RPW;
          If(item == 0u,
             [&] { (*votes)[vb ? rslot + vb : rslot] = select(hit, Val<uint32_t>(1u), Val<uint32_t>(0u)); });
          barrier();
          all_hit = Val<bool>(true);
          for (uint32_t i = 0; i < RPW; ++i) all_hit = all_hit && (*votes)[Val<uint32_t>(vb + i)].read() != 0u;
        }
        Var<float> rv(*spec);
        If(!all_hit, [&] { rv = shuffle_trees({{cb, resident_lanes(st, position_values(cone, {}))}})[0]; });
        r = rv.read();
        spec.reset();
      } else if (resident) {
        eval_positions(cone);
        std::vector<Val<float>> lanes = resident_lanes(st, ps);
        if (k + 1 < S && !boundary[k + 1].empty()) {
          const FenceStage& nx = rp.stages[k + 1];
          std::vector<bool> ncone = p.cone({nx.slot}), fixed(ncone.size(), false);
          for (size_t i = 0; i < ncone.size(); ++i) fixed[i] = ncone[i] && !rr[i];
          eval_uniform(fixed);  // the next stage's constants (its factors read this stage)
          std::vector<Val<float>> r2 =
              shuffle_trees({{cb, lanes}, {comb_of(nx), resident_lanes(nx, position_values(ncone, boundary[k + 1]))}});
          r = r2[0];
          spec = r2[1];
        } else if (!s.shuffles) {
          for (uint32_t q = 0; q < Qn; ++q) store_lane(q, item + q * T, lanes[q]);
          r = steps23_shared(cb);
        } else {
          r = shuffle_trees({{cb, lanes}})[0];
        }
      } else {
        auto value = [&](Val<uint32_t> j) { return stage_value(st.red, value_at(cm, st.slot, j)); };
        if (!s.shuffles) {
          For(Val<uint32_t>(0u), Qn, [&](Val<uint32_t> q) {
            Val<uint32_t> lane = item + q * T;
            Val<float> v = fold(cb, lane, value);
            if (Qn * T <= Gn * 32)
              (*lane_sh)[lane_slot(lane)] = v;
            else
              If(lane < Gn * 32, [&] { (*lane_sh)[lane_slot(lane)] = v; });
          });
          r = steps23_shared(cb);
        } else if (T == 32) {
          // Loop over the groups: group q's butterfly leaves its value in every item; item q
          // keeps it, and step 3 is the butterfly over the items' kept values.
          Var<float> mine(e);
          For(Val<uint32_t>(0u), Qn, [&](Val<uint32_t> q) {
            Val<float> g = reduce::subgroup_butterfly_by(cb, fold(cb, item + q * 32u, value));
            mine = select(q == item, g, mine.read());
          });
          r = reduce::subgroup_butterfly_by(cb, mine.read());
        } else {
          Val<uint32_t> sub_lane = lid & 31u;
          if (Qn * T < reduce::kTreeLanes) {
            uint32_t first = Qn * T / reduce::kGroupLanes;
            If(item < reduce::kGroupLanes && item >= first, [&] { scr(item) = e; });
          }
          For(Val<uint32_t>(0u), Qn, [&](Val<uint32_t> q) {
            Val<uint32_t> lane = item + q * T;
            Val<float> g = reduce::subgroup_butterfly_by(cb, fold(cb, lane, value));
            If(sub_lane == 0u, [&] { scr(lane >> 5u) = g; });
          });
          barrier();
          r = reduce::subgroup_butterfly_by(cb, scr(sub_lane).read());
          barrier();
        }
      }
      finish(st.red, r);
    }

    // Epilogue: row-uniform outputs once per row, then the elements of the row.
    std::vector<bool> cone = p.cone(p.outputs);
    eval_uniform(cone);
    std::vector<bool> cm = col_mask(cone);
    Val<bool> valid = row < rows;
    if (any_uniform_out) write_uniform(valid && item == 0u);
    if (!any_col_out) return;
    if (resident) {
      eval_positions(cone);
      If(valid, [&] {
        for (uint32_t m = 0; m < P; ++m) {
          auto write = [&] {
            for (size_t k = 0; k < p.outputs.size(); ++k) {
              Extent e = p.out_extent(k);
              if (e == Extent::Full) out[k][base + jpos[m]] = ps[m][p.outputs[k]];
              if (e == Extent::PerCol) If(row == 0u, [&] { out[k][jpos[m]] = ps[m][p.outputs[k]]; });
            }
          };
          if ((m + 1) * T <= ns)
            write();
          else
            If(jpos[m] < n, write);
        }
      });
      return;
    }
    If(valid, [&] {
      For(
          item, n, [&](Val<uint32_t> j) { write_elements(cm, {j}, {}); }, static_cast<int>(T));
    });
      },
      {}, Key(rp, s, phase));
}

std::vector<dsl::KernelRef> row_kernels(const FenceProgram& rp, const FenceSchedule& s) {
  std::vector<dsl::KernelRef> ks;
  for (uint32_t ph = 0; ph < row_launch_count(rp, s); ++ph) ks.push_back(row_kernel(rp, s, ph));
  return ks;
}

void run_rows(rt::Device& dev, const FenceProgram& rp, const FenceSchedule& s_in, uint32_t rows, uint32_t cols,
              std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
              std::span<const dsl::KernelRef> kernels, const rt::Buffer* partials) {
  const DagProgram& p = rp.body;
  // A few rows on the blocked schedule: the subgroup schedule, or a workgroup per row where the
  // device asked for it (rows_launch_schedule; traced once, the trace cache keeps it), one
  // launch as well.
  // Devices without wide accesses (GLSL, the cpu backend's C++) take the subgroup schedule
  // instead of a blocked one: the blocked schedule is built on 128-bit loads, and lavapipe's
  // LLVM compile of a blocked norm kernel ran for over 10 minutes in 14 GB. Same bits (L6).
  // A serial schedule stashes values in an output (row_kernel): a launch whose output is one
  // of its inputs (in place) takes the default schedule instead. Same bits.
  bool in_place = false;
  for (auto* o : outputs)
    for (auto* i : inputs) in_place = in_place || (o && i && o->impl == i->impl);
  const FenceSchedule s_own = s_in.serial && in_place ? default_schedule(cols) : s_in;
  if (s_own.serial != s_in.serial) kernels = {};
  const FenceSchedule s = rows_launch_schedule(s_own, rows, cols, dev.caps());
  if (!(s == s_own)) kernels = {};
  check_schedule(s);
  MORPH_USER_CHECK(cols >= 1, "row fence: rows need at least one column");
  MORPH_USER_CHECK(s.n_static == 0 || s.n_static == cols, "row fence: schedule specialized for rows of ", s.n_static,
                   " elements launched on rows of ", cols);
  MORPH_USER_CHECK(uint64_t{rows} * cols < (uint64_t{1} << 32), "row fence: ", rows, "x", cols,
                   " elements exceed the u32 index range");
  check_program_buffers("row fence", p, rows, cols, inputs, outputs);
  if (const uint64_t limit = dev.caps().max_loop_trips; limit && s.serial) {
    // An item's loop trips: each stage walks the row and the lane groups, the epilogue the row.
    const uint64_t S = rp.stages.size(), trips = (S + 1) * cols + S * (reduce::kTreeLanes + reduce::kGroupLanes);
    MORPH_USER_CHECK(trips <= limit, "row fence: the serial schedule walks rows of ", cols, " in ", trips,
                     " loop trips per item; ", dev.name(), " ends an item's loops after ", limit,
                     " (take a schedule that shares a row among items)");
  }
  const uint32_t launches = row_launch_count(rp, s);
  MORPH_CHECK(kernels.empty() || kernels.size() == launches, "row fence: ", kernels.size(), " kernels for ", launches,
              " launches");
  if (rows == 0) return;
  std::vector<rt::LaunchArg> args;
  for (auto* b : inputs) args.push_back(rt::arg(*b));
  for (auto* b : outputs) args.push_back(rt::arg(*b));
  rt::Buffer own;
  if (s.split > 1) {
    uint64_t need = uint64_t{rows} * rp.stages.size() * reduce::kGroupLanes * sizeof(float);
    if (!partials) {
      own = dev.alloc(need);
      partials = &own;
    }
    MORPH_USER_CHECK(partials->bytes >= need, "row fence: partials buffer of ", partials->bytes, " bytes; ", need,
                     " needed");
    args.push_back(rt::arg(*partials));
  }
  args.push_back(rt::arg(rows));
  args.push_back(rt::arg(cols));
  const uint32_t rpw = s.workgroup / s.items_per_row();
  uint32_t groups = s.split > 1 ? rows * s.split : (rows + rpw - 1) / rpw;
  MORPH_USER_CHECK(s.split == 1 || uint64_t{rows} * s.split < (uint64_t{1} << 31), "row fence: ", rows, " rows split ",
                   s.split, " ways exceed the grid");
  for (uint32_t ph = 0; ph < launches; ++ph)
    dev.launch(kernels.empty() ? row_kernel(rp, s, ph) : kernels[ph], {groups}, {s.workgroup}, args);
}

}  // namespace morph::fusion
