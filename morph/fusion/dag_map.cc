#include "morph/fusion/dag_map.h"

#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"

namespace morph::fusion {

using namespace dsl;

namespace {

/// Element index of extent `e` at (row, col) in a [rows, cols] domain.
Val<uint32_t> index_of(Extent e, Val<uint32_t> row, Val<uint32_t> col, Val<uint32_t> cols) {
  switch (e) {
    case Extent::Full: return row * cols + col;
    case Extent::PerCol: return col;
    case Extent::PerRow: return row;
    case Extent::Scalar: return Val<uint32_t>(0u);
  }
  return Val<uint32_t>(0u);
}

}  // namespace

dsl::KernelRef dag_map_kernel(const DagProgram& p) {
  p.check();
  MORPH_CHECK(!p.outputs.empty(), "dag_map: a program without outputs");
  return kernel("dag_map", [&p]() {
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
    Extent dom = p.domain();
    Val<uint32_t> drows = varies_along_rows(dom) ? rows : Val<uint32_t>(1u);
    Val<uint32_t> i = global_id(0);
    If(i < drows * (varies_along_cols(dom) ? cols : Val<uint32_t>(1u)), [&] {
      Val<uint32_t> row = Val<uint32_t>(0u), col = Val<uint32_t>(0u);
      if (dom == Extent::Full) {
        row = i / cols;
        col = i - row * cols;
      } else if (dom == Extent::PerRow) {
        row = i;
      } else if (dom == Extent::PerCol) {
        col = i;
      }
      // A full-extent operand of a full domain is element i itself (row * cols + col == i): said
      // directly, the index stays affine in the item id, so compilers vectorize the loads.
      auto index = [&](Extent e) { return e == Extent::Full && dom == Extent::Full ? i : index_of(e, row, col, cols); };
      auto load = [&](uint32_t k) -> Val<float> { return in[k][index(p.inputs[k])].read(); };
      auto reduced = [&](uint32_t) -> Val<float> {
        throw InternalError("dag_map: a Reduced instruction outside a fence kernel");
      };
      std::vector<Val<float>> slots(p.instrs.size());
      eval_masked(p, p.cone(p.outputs), slots, load, reduced);
      for (size_t k = 0; k < p.outputs.size(); ++k) {
        Extent e = p.instrs[p.outputs[k]].extent;
        // An output of a smaller extent than the domain is written once, by its first item.
        bool need_col0 = varies_along_cols(dom) && !varies_along_cols(e);
        bool need_row0 = varies_along_rows(dom) && !varies_along_rows(e);
        auto store = [&] { out[k][index(e)] = slots[p.outputs[k]]; };
        if (need_col0 && need_row0) If(i == 0u, store);
        else if (need_col0) If(col == 0u, store);
        else if (need_row0) If(row == 0u, store);
        else store();
      }
    });
  }, {}, Key(p));
}

void check_program_buffers(const char* who, const DagProgram& p, uint32_t rows, uint32_t cols,
                           std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs) {
  MORPH_USER_CHECK(inputs.size() == p.inputs.size(), who, ": program takes ", p.inputs.size(), " inputs, got ",
                   inputs.size());
  MORPH_USER_CHECK(outputs.size() == p.outputs.size(), who, ": program writes ", p.outputs.size(),
                   " outputs, got ", outputs.size());
  for (size_t k = 0; k < inputs.size(); ++k)
    MORPH_USER_CHECK(inputs[k]->bytes >= 4 * extent_numel(p.inputs[k], rows, cols), who, ": input ", k, " (",
                     extent_name(p.inputs[k]), ") holds ", inputs[k]->bytes / 4, " f32, needs ",
                     extent_numel(p.inputs[k], rows, cols));
  for (size_t k = 0; k < outputs.size(); ++k) {
    Extent e = p.instrs[p.outputs[k]].extent;
    MORPH_USER_CHECK(outputs[k]->bytes >= 4 * extent_numel(e, rows, cols), who, ": output ", k, " (",
                     extent_name(e), ") holds ", outputs[k]->bytes / 4, " f32, needs ", extent_numel(e, rows, cols));
  }
}

void dag_map(rt::Device& dev, const DagProgram& p, uint32_t rows, uint32_t cols,
             std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs,
             const dsl::KernelRef& kernel) {
  check_program_buffers("dag_map", p, rows, cols, inputs, outputs);
  uint64_t items = extent_numel(p.domain(), rows, cols);
  if (items == 0) return;
  MORPH_USER_CHECK(items < (uint64_t{1} << 32), "dag_map: ", items, " elements exceed the u32 index range");
  std::vector<rt::LaunchArg> args;
  for (auto* b : inputs) args.push_back(rt::arg(*b));
  for (auto* b : outputs) args.push_back(rt::arg(*b));
  args.push_back(rt::arg(rows));
  args.push_back(rt::arg(cols));
  uint32_t groups = static_cast<uint32_t>((items + kDagMapWorkgroup - 1) / kDagMapWorkgroup);
  dev.launch(kernel ? kernel : dag_map_kernel(p), {groups}, {kDagMapWorkgroup}, args);
}

}  // namespace morph::fusion
