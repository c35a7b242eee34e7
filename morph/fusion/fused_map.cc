#include "morph/fusion/fused_map.h"

#include <algorithm>
#include <optional>

#include "morph/base/error.h"
#include "morph/base/float_bits.h"
#include "morph/fusion/chain_graph.h"
#include "morph/fusion/plan.h"

namespace morph::fusion {

namespace {

// Slot 0 starts the running value; other slots are read by BinIn instructions.
bool reads_slot(const Program& p, size_t j) {
  if (j == 0) return true;
  for (const Instr& ins : p.instrs)
    if (ins.kind == Instr::Kind::BinIn && ins.arg == j) return true;
  return false;
}

uint64_t index_of(Extent m, uint64_t i, uint64_t cols) {
  switch (m) {
    case Extent::Full: return i;
    case Extent::PerCol: return i % cols;
    case Extent::PerRow: return i / cols;
    case Extent::Scalar: return 0;
  }
  return 0;
}
}  // namespace

dsl::KernelRef fused_map_kernel(const Program& p, const MapTypes& t, uint32_t lanes) {
  MORPH_CHECK(t.inputs.size() == p.inputs.size(), "fused_map: ", t.inputs.size(), " input types for ", p.inputs.size(),
              " slots");
  MORPH_CHECK(!p.inputs.empty(), "fused_map: a program reads at least one input");
  MORPH_CHECK(lanes >= 1 && lanes <= 16 && (lanes & (lanes - 1)) == 0, "fused_map: ", lanes, " lanes");
  for (ir::Type ty : t.inputs)
    MORPH_USER_CHECK(float_storage(ty), "fused_map: input type ", ir::type_name(ty), " is not f32, f16 or bf16");
  MORPH_USER_CHECK(float_storage(t.out), "fused_map: output type ", ir::type_name(t.out), " is not f32, f16 or bf16");
  auto body = [&p, &t, lanes] {
    using namespace dsl;
    std::vector<Array<float>> in;
    for (size_t j = 0; j < t.inputs.size(); ++j) in.push_back(buffer_param<float>(str_cat("in", j), t.inputs[j]));
    Array<float> out = buffer_param<float>("out", t.out);
    Val<uint32_t> cols;
    if (p.uses_cols()) cols = scalar_param<uint32_t>("cols");
    // The program on one element, given each slot's value there (the same straight-line
    // arithmetic for every schedule: L6).
    auto program = [&](const std::vector<Val<float>>& slot) {
      Val<float> acc = slot[0];
      for (const Instr& ins : p.instrs) {  // comptime: unrolled into straight-line IR
        Val<float> operand = ins.kind == Instr::Kind::BinIn ? slot[ins.arg] : acc;
        acc = apply_instr(ins, acc, operand);
      }
      return acc;
    };
    // Slot j's values at elements first … first+L-1 (first a multiple of L; with a row- or
    // column-indexed slot, cols a multiple of L, checked at launch): wide accesses where the
    // storage allows, one load for a value shared by the lanes.
    auto load_group = [&](size_t j, const Val<uint32_t>& first, uint32_t L) {
      std::vector<Val<float>> v;
      auto contiguous = [&](const Val<uint32_t>& at) {
        const uint32_t w = access_width(L, ir::byte_size(t.inputs[j]));
        for (uint32_t c = 0; c < L; c += w) {
          if (w > 1) {
            for (auto& x : c ? in[j].load_lanes(at + c, w) : in[j].load_lanes(at, w)) v.push_back(x);
          } else {
            v.push_back(c ? in[j][at + c].read() : in[j][at].read());
          }
        }
      };
      switch (p.inputs[j]) {
        case Extent::Full: contiguous(first); break;
        case Extent::PerCol: contiguous(first % cols); break;
        case Extent::PerRow: v.assign(L, in[j][first / cols].read()); break;
        case Extent::Scalar: v.assign(L, in[j][0u].read()); break;
      }
      return v;
    };
    auto group = [&](const Val<uint32_t>& first, uint32_t L) {
      std::vector<std::vector<Val<float>>> vals(in.size());
      for (size_t j = 0; j < in.size(); ++j)
        if (reads_slot(p, j)) vals[j] = load_group(j, first, L);
      std::vector<Val<float>> res;
      for (uint32_t l = 0; l < L; ++l) {
        std::vector<Val<float>> slot(in.size());
        for (size_t j = 0; j < in.size(); ++j)
          if (!vals[j].empty()) slot[j] = vals[j][l];
        res.push_back(program(slot));
      }
      const uint32_t w = access_width(L, ir::byte_size(t.out));
      for (uint32_t c = 0; c < L; c += w) {
        if (w > 1) {
          std::vector<Val<float>> part(res.begin() + c, res.begin() + c + w);
          if (c)
            out.store_lanes(first + c, part);
          else
            out.store_lanes(first, part);
        } else {
          if (c)
            out[first + c] = res[c];
          else
            out[first] = res[c];
        }
      }
    };
    // Grid-stride loop over groups of `lanes` elements, then the scalar tail.
    Val<uint32_t> n = out.size(), gid = global_id(0), gsize = global_size(0);
    Val<uint32_t> groups = lanes > 1 ? n / lanes : n;
    ForStep(gid, groups, gsize, [&](Val<uint32_t> g) { group(lanes > 1 ? g * lanes : g, lanes); });
    if (lanes > 1) {
      Val<uint32_t> i = groups * lanes + gid;
      If(i < n, [&] { group(i, 1); });
    }
  };
  return dsl::kernel("fused_map", body, {}, dsl::Key(p, t, lanes));
}

namespace {
// A small per-thread memo in front of the trace cache: repeated launches of the same chain (a
// decode loop) skip building and hashing the key and the global cache's lock; compared by value.
struct Memo {
  Program p;
  MapTypes t;
  uint32_t lanes;
  dsl::KernelRef k;
};
dsl::KernelRef kernel_for(const Program& p, std::span<const rt::Tensor* const> inputs, ir::Type out, uint32_t lanes) {
  thread_local std::vector<Memo> memo;
  for (const Memo& m : memo) {
    if (m.t.out != out || m.lanes != lanes || !(m.p == p)) continue;
    bool same = true;
    for (size_t j = 0; j < inputs.size() && same; ++j) same = m.t.inputs[j] == inputs[j]->dtype;
    if (same) return m.k;
  }
  MapTypes t;
  t.out = out;
  for (const rt::Tensor* x : inputs) t.inputs.push_back(x->dtype);
  dsl::KernelRef k = fused_map_kernel(p, t, lanes);
  if (memo.size() >= 16) memo.erase(memo.begin());
  memo.push_back({p, std::move(t), lanes, k});
  return k;
}
}  // namespace

uint64_t expected_numel(Extent m, uint64_t rows, uint64_t cols) {
  switch (m) {
    case Extent::Full: return rows * cols;
    case Extent::PerCol: return cols;
    case Extent::PerRow: return rows;
    case Extent::Scalar: return 1;
  }
  return 0;
}

MapSchedule default_fused_map_schedule(const Program& p, std::span<const ir::Type> inputs, ir::Type out,
                                       uint64_t cols) {
  uint32_t widest = ir::byte_size(out);
  bool row_indexed = false;
  for (size_t j = 0; j < inputs.size(); ++j) {
    if (!reads_slot(p, j)) continue;
    if (p.inputs[j] == Extent::Full || p.inputs[j] == Extent::PerCol)
      widest = std::max(widest, ir::byte_size(inputs[j]));
    row_indexed |= p.inputs[j] == Extent::PerCol || p.inputs[j] == Extent::PerRow;
  }
  return default_map_schedule(widest, cols, row_indexed);
}

void launch_fused_map(rt::Device& dev, const Program& p, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                      const MapSchedule* schedule) {
  MORPH_USER_CHECK(inputs.size() == p.inputs.size(), "fused_map: the program reads ", p.inputs.size(), " inputs but ",
                   inputs.size(), " tensors were given");
  const uint64_t n = out.numel(), rows = out.rows(), cols = out.cols();
  MORPH_USER_CHECK(n < (uint64_t{1} << 32), "fused_map: output of ", n, " elements; at most 2^32 - 1 are supported");
  MORPH_USER_CHECK(out.device == &dev, "fused_map: the output tensor lives on another device");
  MORPH_USER_CHECK(inputs.size() <= kMaxSlots, "fused_map: ", inputs.size(), " inputs; at most ", kMaxSlots);
  rt::LaunchArg args[kMaxSlots + 2];
  size_t nargs = 0;
  for (size_t j = 0; j < inputs.size(); ++j) {
    const rt::Tensor& x = *inputs[j];
    MORPH_USER_CHECK(x.device == &dev, "fused_map: input ", j, " lives on another device than the launch");
    uint64_t want = expected_numel(p.inputs[j], rows, cols);
    MORPH_USER_CHECK(x.numel() == want, "fused_map: input ", j, " (", x.shape_str(), ") is read with extent ",
                     extent_name(p.inputs[j]), " and must have ", want, " elements for an output of ", out.shape_str());
    args[nargs++] = rt::arg(x.buffer);
  }
  MapSchedule s;
  if (schedule) {
    s = *schedule;
  } else {
    ir::Type types[kMaxSlots];
    for (size_t j = 0; j < inputs.size(); ++j) types[j] = inputs[j]->dtype;
    s = default_fused_map_schedule(p, std::span<const ir::Type>(types, inputs.size()), out.dtype, cols);
  }
  const rt::Caps caps = dev.caps();
  if (!schedule) s = device_schedule(s, caps);
  if (s.lanes > 1 && cols % s.lanes != 0)
    for (size_t j = 0; j < inputs.size(); ++j)
      MORPH_USER_CHECK(!reads_slot(p, j) || p.inputs[j] == Extent::Full || p.inputs[j] == Extent::Scalar,
                       "fused_map: schedule (", s.str(), ") needs rows of a multiple of ", s.lanes,
                       " elements for the row/column-indexed input ", j, "; rows here have ", cols);
  dsl::KernelRef k = kernel_for(p, inputs, out.dtype, s.lanes);
  args[nargs++] = rt::arg(out.buffer);
  if (p.uses_cols()) args[nargs++] = rt::arg(static_cast<uint32_t>(cols));
  if (n == 0) return;
  // Enough items for the lane groups and the scalar tail (< lanes elements, one item each).
  uint64_t items = std::max<uint64_t>(n / s.lanes, n % s.lanes);
  uint32_t groups = map_groups(s, items, caps);
  dev.launch(k, {groups}, {s.workgroup}, std::span<const rt::LaunchArg>(args, nargs));
}

std::vector<float> reference_program(const Program& p, std::span<const std::vector<float>> inputs, uint64_t n,
                                     uint64_t cols) {
  MORPH_CHECK(inputs.size() == p.inputs.size());
  std::vector<float> out(n);
  for (uint64_t i = 0; i < n; ++i) {
    float acc = inputs[0][index_of(p.inputs[0], i, cols)];
    for (const Instr& ins : p.instrs) {
      float operand = ins.kind == Instr::Kind::BinIn ? inputs[ins.arg][index_of(p.inputs[ins.arg], i, cols)] : acc;
      acc = apply_instr(ins, acc, operand);
    }
    out[i] = acc;
  }
  return out;
}

namespace {
void check_map_only(const Chain& chain) {
  for (const Step& s : chain.steps())
    MORPH_USER_CHECK(s.is_map(), "chain step '", s.str(),
                     "' is a reduction: chains with reductions run through the "
                     "graph path (fences with prologue/epilogue), not fused_map alone");
}
}  // namespace

size_t run_fused(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out) {
  return run_chain(dev, chain, inputs, out, /*fused=*/true);
}

size_t run_chain(rt::Device& dev, const Chain& chain, std::span<const rt::Tensor* const> inputs, rt::Tensor& out,
                 bool fused) {
  MORPH_USER_CHECK(inputs.size() == chain.input_count(), "chain has ", chain.input_count(), " inputs but ",
                   inputs.size(), " tensors were given");
  std::vector<std::string> names;
  std::vector<ir::Type> types;
  std::map<std::string, rt::Tensor> in;
  for (size_t k = 0; k < inputs.size(); ++k) {
    names.push_back(str_cat("in", k));
    types.push_back(inputs[k]->dtype);
    in[names.back()] = *inputs[k];
  }
  const uint64_t cols = out.cols();
  MORPH_USER_CHECK(cols >= 1 && cols < (uint64_t{1} << 32), "chain: output ", out.shape_str(), " has no valid rows");
  Graph g = to_graph(chain, static_cast<uint32_t>(cols), names, types, out.dtype);
  Plan plan = fused ? Plan::fused(g) : Plan::unfused(g);
  std::map<std::string, rt::Tensor> o{{"y", out}};
  plan.execute_into(dev, in, o);
  return plan.launch_count();
}

namespace {
// Direct evaluation of an expression tree at element i: independent of lowering (no Program,
// no slot numbering, no AccSide), so it checks the lowering rather than repeating it.
float eval(const Expr& e, float cur, std::span<const std::vector<float>> inputs, std::span<const Extent> modes,
           uint64_t i, uint64_t cols) {
  switch (e.kind()) {
    case algebra::ExprKind::Cur: return cur;
    case algebra::ExprKind::In: return inputs[e.slot()][index_of(modes[e.slot()], i, cols)];
    case algebra::ExprKind::Const: return float_of(e.bits());
    case algebra::ExprKind::Un: return algebra::apply(e.unop(), eval(e.lhs(), cur, inputs, modes, i, cols));
    case algebra::ExprKind::Bin: {
      float a = eval(e.lhs(), cur, inputs, modes, i, cols);
      float b = eval(e.rhs(), cur, inputs, modes, i, cols);
      return algebra::apply(e.binop(), a, b);
    }
  }
  return cur;
}
}  // namespace

std::vector<float> reference_chain(const Chain& chain, std::span<const std::vector<float>> inputs, uint64_t rows,
                                   uint64_t cols) {
  check_map_only(chain);
  MORPH_CHECK(inputs.size() == chain.input_count());
  const auto& modes = chain.modes();
  for (size_t k = 0; k < inputs.size(); ++k)
    MORPH_USER_CHECK(inputs[k].size() == expected_numel(modes[k], rows, cols), "reference: input ", k, " has ",
                     inputs[k].size(), " values; extent ", extent_name(modes[k]), " needs ",
                     expected_numel(modes[k], rows, cols));
  const uint64_t n = rows * cols;
  std::vector<float> out(n);
  for (uint64_t i = 0; i < n; ++i) {
    float cur = inputs[0][index_of(modes[0], i, cols)];
    for (const Step& s : chain.steps()) cur = eval(s.expr, cur, inputs, modes, i, cols);  // step by step
    out[i] = cur;
  }
  return out;
}

}  // namespace morph::fusion
