#include "morph/fusion/dag_map.h"

#include <optional>
#include <vector>

#include "morph/base/error.h"
#include "morph/dsl/dsl.h"

namespace morph::fusion {

using namespace dsl;

namespace {}  // namespace

Val<uint32_t> map_row(const RowMap& m, Val<uint32_t> row) {
  if (m.identity()) return row;
  std::optional<Val<uint32_t>> s;
  for (const RowMap::Term& t : m.terms) {
    Val<uint32_t> q = t.div == 1 ? row : row / t.div;
    if (t.mod) q = q % t.mod;
    if (t.mul != 1) q = q * t.mul;
    s = s ? *s + q : q;
  }
  return *s;
}

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
  return kernel(
      "dag_map",
      [&p, lanes, dom]() {
    std::vector<Array<float>> in, out;
    for (size_t k = 0; k < p.inputs.size(); ++k) in.push_back(buffer_param<float>(str_cat("in", k), p.in_type(k)));
    for (size_t k = 0; k < p.outputs.size(); ++k) out.push_back(buffer_param<float>(str_cat("out", k), p.out_type(k)));
    Val<uint32_t> rows = scalar_param<uint32_t>("rows");
    Val<uint32_t> cols = scalar_param<uint32_t>("cols");
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
      // Input k reads its rows through its RowMap (broadcast leading axes: extent.h).
      auto index = [&](Extent e, const RowMap* m = nullptr) -> Val<uint32_t> {
        if (m && !m->identity() && varies_along_rows(e)) return index_of(e, map_row(*m, row), col, cols);
        return e == Extent::Full && dom == Extent::Full ? first : index_of(e, row, col, cols);
      };
      // `lanes` consecutive elements from `at`, in wide accesses of 8 or 16 bytes where the
      // storage type allows (access_width), else one by one.
      auto wide_load = [&](const Array<float>& a, ir::Type ty, Val<uint32_t> at) {
        std::vector<Val<float>> v;
        const uint32_t w = access_width(lanes, ir::byte_size(ty));
        for (uint32_t c = 0; c < lanes; c += w) {
          Val<uint32_t> pos = c ? at + c : at;
          if (w > 1)
            for (auto& x : a.load_lanes(pos, w)) v.push_back(x);
          else
            v.push_back(a[pos].read());
        }
        return v;
      };
      // Each input the program reads, at every lane: a wide access where lanes are contiguous.
      std::vector<std::vector<Val<float>>> vals(p.inputs.size());
      for (size_t i = 0; i < p.instrs.size(); ++i) {
        if (!mask[i] || p.instrs[i].op != DagOp::Load || !vals[p.instrs[i].imm].empty()) continue;
        const uint32_t k = p.instrs[i].imm;
        const Extent e = p.inputs[k];
        Val<uint32_t> at = index(e, &p.in_row(k));
        if (lanes > 1 && varies_along_cols(e))
          vals[k] = wide_load(in[k], p.in_type(k), at);
        else
          vals[k].assign(lanes, in[k][at].read());
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
        Extent e = p.out_extent(k);
        // An output of a smaller extent than the domain is written once, by its first item
        // (lane 0 of the trip at column 0).
        bool need_col0 = varies_along_cols(dom) && !varies_along_cols(e);
        bool need_row0 = varies_along_rows(dom) && !varies_along_rows(e);
        auto store = [&] {
          Val<uint32_t> at = index(e);
          if (lanes > 1 && varies_along_cols(e)) {
            const uint32_t w = access_width(lanes, ir::byte_size(p.out_type(k)));
            for (uint32_t c = 0; c < lanes; c += w) {
              Val<uint32_t> pos = c ? at + c : at;
              if (w == 1) {
                out[k][pos] = slots[c][p.outputs[k]];
                continue;
              }
              std::vector<Val<float>> v;
              for (uint32_t l = c; l < c + w; ++l) v.push_back(slots[l][p.outputs[k]]);
              out[k].store_lanes(pos, v);
            }
          } else {
            out[k][at] = slots[0][p.outputs[k]];
          }
        };
        if (need_col0 && need_row0)
          If(first == 0u, store);
        else if (need_col0)
          If(col == 0u, store);
        else if (need_row0)
          If(row == 0u, store);
        else
          store();
      }
    };
    Val<uint32_t> groups = lanes > 1 ? n / lanes : n;
    ForStep(global_id(0), groups, global_size(0), [&](Val<uint32_t> g) { trip(lanes > 1 ? g * lanes : g); });
      },
      {}, Key(p, lanes));
}

uint32_t dag_map_lanes(const DagProgram& p, uint32_t cols) {
  if (p.domain() != Extent::Full) return 1;
  uint32_t lanes = 4;  // f32: 128-bit accesses
  while (lanes > 1 && cols % lanes != 0) lanes /= 2;
  return lanes;
}

bool map_has_long_math(const DagProgram& p, bool exp_family_short) {
  using algebra::UnOp;
  for (const DagInstr& in : p.instrs) {
    if (in.op == DagOp::Ter) return true;  // fma
    if (in.op != DagOp::Un) continue;
    switch (static_cast<UnOp>(in.code)) {
      case UnOp::Exp:
      case UnOp::Tanh:
      case UnOp::Sigmoid:
      case UnOp::Silu:
      case UnOp::GeluTanh:
        if (!exp_family_short) return true;
        break;
      case UnOp::Log:
      case UnOp::Gelu:
      case UnOp::Softplus:
      case UnOp::Erf:
      case UnOp::Sin:
      case UnOp::Cos: return true;
      default: break;
    }
  }
  return false;
}

void check_program_buffers(const char* who, const DagProgram& p, uint32_t rows, uint32_t cols,
                           std::span<const rt::Buffer* const> inputs, std::span<const rt::Buffer* const> outputs) {
  MORPH_USER_CHECK(inputs.size() == p.inputs.size(), who, ": program takes ", p.inputs.size(), " inputs, got ",
                   inputs.size());
  MORPH_USER_CHECK(outputs.size() == p.outputs.size(), who, ": program writes ", p.outputs.size(), " outputs, got ",
                   outputs.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    const uint64_t b = ir::byte_size(p.in_type(k)), need = p.input_numel(k, rows, cols);
    MORPH_USER_CHECK(inputs[k]->bytes >= b * need, who, ": input ", k, " (", extent_name(p.inputs[k]), ") holds ",
                     inputs[k]->bytes / b, " ", ir::type_name(p.in_type(k)), ", needs ", need);
  }
  for (size_t k = 0; k < outputs.size(); ++k) {
    Extent e = p.out_extent(k);
    const uint64_t b = ir::byte_size(p.out_type(k));
    MORPH_USER_CHECK(outputs[k]->bytes >= b * extent_numel(e, rows, cols), who, ": output ", k, " (", extent_name(e),
                     ") holds ", outputs[k]->bytes / b, " ", ir::type_name(p.out_type(k)), ", needs ",
                     extent_numel(e, rows, cols));
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
  s = small_launch_schedule(device_schedule(s, caps, map_has_long_math(p, caps.wide_exp_math)), items, caps);
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
