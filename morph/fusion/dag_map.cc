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

dsl::KernelRef dag_map_kernel(const DagProgram& p, uint32_t lanes) {
  p.check();
  MORPH_CHECK(!p.outputs.empty(), "dag_map: a program without outputs");
  MORPH_CHECK(lanes == 1 || lanes == 2 || lanes == 4, "dag_map: ", lanes, " lanes");
  Extent dom = p.domain();
  if (dom != Extent::Full) lanes = 1;
  return kernel("dag_map", [&p, lanes, dom]() {
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
    Val<uint32_t> drows = varies_along_rows(dom) ? rows : Val<uint32_t>(1u);
    Val<uint32_t> n = drows * (varies_along_cols(dom) ? cols : Val<uint32_t>(1u));
    const std::vector<bool> mask = p.cone(p.outputs);
    // One trip: `lanes` consecutive elements of one row (cols is a multiple of lanes, checked at
    // launch), at (row, col … col+lanes-1).
    auto trip = [&](Val<uint32_t> first) {
      Val<uint32_t> row = Val<uint32_t>(0u), col = Val<uint32_t>(0u);
      if (dom == Extent::Full) {
        row = first / cols;
        col = first - row * cols;
      } else if (dom == Extent::PerRow) {
        row = first;
      } else if (dom == Extent::PerCol) {
        col = first;
      }
      // A full operand of a full domain is element `first` itself (row * cols + col): said
      // directly, the index stays affine in the item id, so compilers vectorize the accesses.
      auto index = [&](Extent e) -> Val<uint32_t> {
        return e == Extent::Full && dom == Extent::Full ? first : index_of(e, row, col, cols);
      };
      // Each input the program reads, at every lane: a wide access where lanes are contiguous.
      std::vector<std::vector<Val<float>>> vals(p.inputs.size());
      for (size_t i = 0; i < p.instrs.size(); ++i) {
        if (!mask[i] || p.instrs[i].op != DagOp::Load || !vals[p.instrs[i].imm].empty()) continue;
        const uint32_t k = p.instrs[i].imm;
        const Extent e = p.inputs[k];
        Val<uint32_t> at = index(e);
        if (lanes > 1 && varies_along_cols(e)) vals[k] = in[k].load_lanes(at, lanes);
        else vals[k].assign(lanes, in[k][at].read());
      }
      auto reduced = [&](uint32_t) -> Val<float> {
        throw InternalError("dag_map: a Reduced instruction outside a fence kernel");
      };
      std::vector<std::vector<Val<float>>> slots(lanes, std::vector<Val<float>>(p.instrs.size()));
      for (uint32_t l = 0; l < lanes; ++l) {
        auto load = [&](uint32_t k) -> Val<float> { return vals[k][l]; };
        eval_masked(p, mask, slots[l], load, reduced);
      }
      for (size_t k = 0; k < p.outputs.size(); ++k) {
        Extent e = p.instrs[p.outputs[k]].extent;
        // An output of a smaller extent than the domain is written once, by its first item
        // (lane 0 of the trip at column 0).
        bool need_col0 = varies_along_cols(dom) && !varies_along_cols(e);
        bool need_row0 = varies_along_rows(dom) && !varies_along_rows(e);
        auto store = [&] {
          Val<uint32_t> at = index(e);
          if (lanes > 1 && varies_along_cols(e)) {
            std::vector<Val<float>> v;
            for (uint32_t l = 0; l < lanes; ++l) v.push_back(slots[l][p.outputs[k]]);
            out[k].store_lanes(at, v);
          } else {
            out[k][at] = slots[0][p.outputs[k]];
          }
        };
        if (need_col0 && need_row0) If(first == 0u, store);
        else if (need_col0) If(col == 0u, store);
        else if (need_row0) If(row == 0u, store);
        else store();
      }
    };
    Val<uint32_t> groups = lanes > 1 ? n / lanes : n;
    ForStep(global_id(0), groups, global_size(0), [&](Val<uint32_t> g) { trip(lanes > 1 ? g * lanes : g); });
  }, {}, Key(p, lanes));
}

uint32_t dag_map_lanes(const DagProgram& p, uint32_t cols) {
  if (p.domain() != Extent::Full) return 1;
  uint32_t lanes = 4;  // f32: 128-bit accesses
  while (lanes > 1 && cols % lanes != 0) lanes /= 2;
  return lanes;
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
             const dsl::KernelRef& kernel, const MapSchedule* schedule) {
  check_program_buffers("dag_map", p, rows, cols, inputs, outputs);
  uint64_t items = extent_numel(p.domain(), rows, cols);
  if (items == 0) return;
  MORPH_USER_CHECK(items < (uint64_t{1} << 32), "dag_map: ", items, " elements exceed the u32 index range");
  std::vector<rt::LaunchArg> args;
  for (auto* b : inputs) args.push_back(rt::arg(*b));
  for (auto* b : outputs) args.push_back(rt::arg(*b));
  args.push_back(rt::arg(rows));
  args.push_back(rt::arg(cols));
  const rt::Caps caps = dev.caps();
  MapSchedule s;
  s.lanes = dag_map_lanes(p, cols);
  s = device_schedule(s, caps);
  dsl::KernelRef k = kernel;
  if (!schedule && s.lanes != dag_map_lanes(p, cols)) k = nullptr;  // a plan's kernel has the lanes of wide devices
  if (schedule) {
    s = *schedule;
    if (p.domain() != Extent::Full) s.lanes = 1;
    MORPH_USER_CHECK(cols % s.lanes == 0, "dag_map: schedule (", s.str(), ") needs rows of a multiple of ", s.lanes,
                     " elements; rows here have ", cols);
  }
  uint32_t groups = map_groups(s, items / s.lanes, caps);
  dev.launch(k ? k : dag_map_kernel(p, s.lanes), {groups}, {s.workgroup}, args);
}

}  // namespace morph::fusion
