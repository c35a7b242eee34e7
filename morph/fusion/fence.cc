#include "morph/fusion/fence.h"

#include <optional>
#include <sstream>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"
#include "morph/fusion/dag_map.h"
#include "morph/ops/row_reduce.h"

namespace morph::fusion {

using namespace dsl;

void RowStage::hash_append(Hasher& h) const {
  h.add(red);
  h.add(slot);
}

void RowProgram::check() const {
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

void RowProgram::hash_append(Hasher& h) const {
  h.add(std::string_view("RowProgram/1"));
  h.add(body);
  h.add(stages);
}

std::string RowProgram::dump() const {
  std::ostringstream os;
  os << body.dump();
  for (size_t k = 0; k < stages.size(); ++k)
    os << "stage r" << k << " = " << algebra::name(stages[k].red) << " s" << stages[k].slot << "\n";
  return os.str();
}

void RowSchedule::hash_append(Hasher& h) const {
  h.add(workgroup);
  h.add(subgroup_rows);
  h.add(n_static);
}

std::string RowSchedule::str() const {
  return str_cat(subgroup_rows ? "subgroup-per-row" : "workgroup-per-row", " W=", workgroup,
                 n_static ? str_cat(" n=", n_static) : std::string(" n=runtime"));
}

RowSchedule default_schedule(uint32_t cols) {
  RowSchedule s;
  s.n_static = cols;
  if (cols <= 2048) {
    s.subgroup_rows = true;
    s.workgroup = 128;
  } else {
    s.workgroup = cols >= (1u << 20) ? 1024 : 256;
  }
  return s;
}

namespace {

ops::Combine combiner(Red r) {
  switch (r) {
    case Red::Max: return ops::Combine::Max;
    case Red::Min: return ops::Combine::Min;
    default: return ops::Combine::Sum;
  }
}

void check_schedule(const RowSchedule& s) {
  bool pow2 = s.workgroup >= 32 && s.workgroup <= 1024 && (s.workgroup & (s.workgroup - 1)) == 0;
  MORPH_USER_CHECK(pow2, "row fence: workgroup size ", s.workgroup, " must be a power of two in [32, 1024]");
}

}  // namespace

dsl::KernelRef row_kernel(const RowProgram& rp, const RowSchedule& s) {
  rp.check();
  check_schedule(s);
  return kernel("row_fence", [&rp, &s]() {
    const DagProgram& p = rp.body;
    Tracer& t = tracer();
    std::vector<Array<float>> in, out;
    for (size_t k = 0; k < p.inputs.size(); ++k)
      in.emplace_back(static_cast<uint32_t>(t.add_param("in" + std::to_string(k), ir::ParamKind::Buffer, ir::Type::F32)));
    for (size_t k = 0; k < p.outputs.size(); ++k)
      out.emplace_back(static_cast<uint32_t>(t.add_param("out" + std::to_string(k), ir::ParamKind::Buffer, ir::Type::F32)));
    auto scalar = [&](const char* name) {
      int32_t id = t.add_param(name, ir::ParamKind::Scalar, ir::Type::U32);
      return Val<uint32_t>::from_id(t.emit(ir::Op::Param, ir::Type::U32, -1, -1, -1, static_cast<uint32_t>(id)));
    };
    Val<uint32_t> rows = scalar("rows"), cols = scalar("cols");
    Val<uint32_t> n = s.n_static ? Val<uint32_t>(s.n_static) : cols;
    std::optional<uint32_t> n_static = s.n_static ? std::optional<uint32_t>(s.n_static) : std::nullopt;

    // Which row this item works on, its index among the row's items, and their count T.
    Val<uint32_t> lid = local_id(0);
    uint32_t T = s.subgroup_rows ? 32u : s.workgroup;
    Val<uint32_t> row = s.subgroup_rows ? group_id(0) * (s.workgroup / 32u) + (lid >> 5u) : group_id(0);
    Val<uint32_t> item = s.subgroup_rows ? (lid & 31u) : lid;
    // Items of a row past the last one compute on the last row (uniform control flow for the
    // shuffles and barriers of the reduction) and store nothing.
    Val<uint32_t> safe = s.subgroup_rows ? min(row, rows - 1u) : row;
    Val<uint32_t> base = safe * n;

    auto load_at = [&](uint32_t k, Val<uint32_t> j) -> Val<float> {
      switch (p.inputs[k]) {
        case Extent::Full: return in[k][base + j].read();
        case Extent::PerCol: return in[k][j].read();
        case Extent::PerRow: return in[k][safe].read();
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

    // Register-resident rows: with a comptime length of at most 1024, logical lane L of the
    // canonical tree holds exactly element L, and this item owns elements item + m*T. Every
    // column-varying slot is then evaluated once per owned element, at the top level, and shared
    // by all stages' prologues and the epilogue: each input is loaded once and no value is
    // computed twice. (Longer or run-time rows evaluate the prologue inside the tree's loops.)
    const bool resident = s.n_static != 0 && s.n_static <= ops::kTreeLanes;
    const uint32_t P = resident ? (s.n_static + T - 1) / T : 0;
    std::vector<Val<uint32_t>> jpos;
    for (uint32_t m = 0; m < P; ++m) jpos.push_back(item + m * T);
    std::vector<std::vector<Val<float>>> ps(P, std::vector<Val<float>>(p.instrs.size()));
    std::vector<bool> pdone(p.instrs.size(), false);
    auto eval_positions = [&](const std::vector<bool>& cone) {
      std::vector<bool> mask(cone.size(), false);
      for (size_t i = 0; i < cone.size(); ++i)
        if (cone[i] && !pdone[i] && varies_along_cols(p.instrs[i].extent)) mask[i] = pdone[i] = true;
      for (uint32_t m = 0; m < P; ++m) {
        for (size_t i = 0; i < p.instrs.size(); ++i)
          if (done[i]) ps[m][i] = slots[i];
        // The last, partial chunk reads a clamped in-bounds column; the tree ignores its value.
        Val<uint32_t> jc = (m + 1) * T <= s.n_static ? jpos[m] : min(jpos[m], s.n_static - 1u);
        auto load = [&](uint32_t k) { return load_at(k, jc); };
        eval_masked(p, mask, ps[m], load, reduced_fn);
      }
    };

    std::optional<Shared<float>> scratch;
    if (!s.subgroup_rows && !rp.stages.empty()) scratch = shared<float>(32, "red");
    for (const RowStage& st : rp.stages) {
      std::vector<bool> cone = p.cone({st.slot});
      eval_uniform(cone);
      std::vector<bool> cm = col_mask(cone);
      ops::Combine c = combiner(st.red);
      auto tree = [&](auto& value) {
        return s.subgroup_rows ? ops::row_reduce_subgroup(c, n, value, n_static)
                               : ops::row_reduce(c, n, s.workgroup, *scratch, value, n_static);
      };
      Val<float> r;
      if (resident) {
        eval_positions(cone);
        // Both schedules ask for logical lanes item + m*T, m = 0, 1, … in order, once each.
        uint32_t calls = 0;
        auto value = [&](Val<uint32_t>) -> Val<float> {
          MORPH_CHECK(calls < P, "row fence: the tree asked for more lanes than the row has chunks");
          Val<float> v = ps[calls++][st.slot];
          if (st.red == Red::SumSq) v = algebra::apply(BinOp::Mul, v, v);
          return v;
        };
        r = tree(value);
        MORPH_CHECK(calls == P, "row fence: the tree read ", calls, " of ", P, " chunks");
      } else {
        auto value = [&](Val<uint32_t> j) -> Val<float> {
          std::vector<Val<float>> local = slots;
          auto load = [&](uint32_t k) { return load_at(k, j); };
          eval_masked(p, cm, local, load, reduced_fn);
          Val<float> v = local[st.slot];
          if (st.red == Red::SumSq) v = algebra::apply(BinOp::Mul, v, v);
          return v;
        };
        r = tree(value);
      }
      if (st.red == Red::Mean) {
        Val<float> nf = s.n_static ? Val<float>(static_cast<float>(s.n_static)) : cast<float>(cols);
        r = algebra::apply(BinOp::Div, r, nf);
      }
      reduced.push_back(r);
    }

    // Epilogue: row-uniform outputs once per row, then the elements of the row.
    std::vector<bool> cone = p.cone(p.outputs);
    eval_uniform(cone);
    std::vector<bool> cm = col_mask(cone);
    Val<bool> valid = row < rows;
    bool any_uniform_out = false, any_col_out = false;
    for (uint32_t o : p.outputs) (varies_along_cols(p.instrs[o].extent) ? any_col_out : any_uniform_out) = true;
    if (any_uniform_out) {
      If(valid && item == 0u, [&] {
        for (size_t k = 0; k < p.outputs.size(); ++k) {
          Extent e = p.instrs[p.outputs[k]].extent;
          if (e == Extent::PerRow) out[k][row] = slots[p.outputs[k]];
          if (e == Extent::Scalar) If(row == 0u, [&] { out[k][0u] = slots[p.outputs[k]]; });
        }
      });
    }
    if (!any_col_out) return;
    if (resident) {
      eval_positions(cone);
      If(valid, [&] {
        for (uint32_t m = 0; m < P; ++m) {
          auto write = [&] {
            for (size_t k = 0; k < p.outputs.size(); ++k) {
              Extent e = p.instrs[p.outputs[k]].extent;
              if (e == Extent::Full) out[k][base + jpos[m]] = ps[m][p.outputs[k]];
              if (e == Extent::PerCol) If(row == 0u, [&] { out[k][jpos[m]] = ps[m][p.outputs[k]]; });
            }
          };
          if ((m + 1) * T <= s.n_static) write();
          else If(jpos[m] < n, write);
        }
      });
      return;
    }
    auto element = [&](Val<uint32_t> j) {
      std::vector<Val<float>> local = slots;
      auto load = [&](uint32_t k) { return load_at(k, j); };
      eval_masked(p, cm, local, load, reduced_fn);
      for (size_t k = 0; k < p.outputs.size(); ++k) {
        Extent e = p.instrs[p.outputs[k]].extent;
        if (e == Extent::Full) out[k][base + j] = local[p.outputs[k]];
        if (e == Extent::PerCol) If(row == 0u, [&] { out[k][j] = local[p.outputs[k]]; });
      }
    };
    If(valid, [&] {
      if (s.n_static && (s.n_static + T - 1) / T <= 8) {
        for (uint32_t m = 0; m * T < s.n_static; ++m) {
          Val<uint32_t> j = item + m * T;
          if ((m + 1) * T <= s.n_static) element(j);
          else If(j < n, [&] { element(j); });
        }
      } else {
        For(item, n, element, static_cast<int>(T));
      }
    });
  }, {}, Key(rp, s));
}

void run_rows(rt::Device& dev, const RowProgram& rp, const RowSchedule& s, uint32_t rows, uint32_t cols,
              std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
              const dsl::KernelRef& kernel) {
  const DagProgram& p = rp.body;
  check_schedule(s);
  MORPH_USER_CHECK(cols >= 1, "row fence: rows need at least one column");
  MORPH_USER_CHECK(s.n_static == 0 || s.n_static == cols, "row fence: schedule specialized for rows of ",
                   s.n_static, " elements launched on rows of ", cols);
  MORPH_USER_CHECK(uint64_t{rows} * cols < (uint64_t{1} << 32), "row fence: ", rows, "x", cols,
                   " elements exceed the u32 index range");
  check_program_buffers("row fence", p, rows, cols, inputs, outputs);
  if (rows == 0) return;
  std::vector<rt::LaunchArg> args;
  for (auto* b : inputs) args.push_back(rt::arg(*b));
  for (auto* b : outputs) args.push_back(rt::arg(*b));
  args.push_back(rt::arg(rows));
  args.push_back(rt::arg(cols));
  uint32_t rpw = s.subgroup_rows ? s.workgroup / 32 : 1;
  dev.launch(kernel ? kernel : row_kernel(rp, s), {(rows + rpw - 1) / rpw}, {s.workgroup}, args);
}

}  // namespace morph::fusion
