#include "morph/fusion/plan.h"

#include <algorithm>
#include <bit>
#include <mutex>
#include <numeric>
#include <optional>
#include <queue>
#include <set>
#include <sstream>

#include "morph/base/error.h"
#include "morph/fusion/dag_map.h"
#include "morph/fusion/partition.h"
#include "morph/fusion/union_find.h"

namespace morph::fusion {

std::string Launch::label() const {
  std::ostringstream os;
  switch (kind) {
    case Kind::Map: os << "dag_map (" << members.size() << " ops, " << outputs.size() << " outputs)"; break;
    case Kind::Fence: {
      os << "row fence [";
      for (size_t k = 0; k < row.stages.size(); ++k) os << (k ? ", " : "") << algebra::name(row.stages[k].red);
      os << "] (" << members.size() << " nodes, " << outputs.size() << " outputs, cols " << cols << ", "
         << schedule.str() << ")";
      break;
    }
    case Kind::Opaque: os << "opaque fence (%" << node << ")"; break;
  }
  return os.str();
}

namespace {

bool is_compute(NodeKind k) { return is_map_node(k) || k == NodeKind::Reduce; }

/// Builds the launch computing `members` (ascending; Map and Reduce nodes of one group).
Launch build_group(const Graph& g, const std::vector<uint32_t>& members, const std::vector<bool>& needed_outside,
                   const std::vector<std::vector<uint32_t>>& typed_outs, const PlanOptions& opts) {
  const auto& nodes = g.nodes();
  Launch L;
  L.members = members;
  std::set<uint32_t> member_set(members.begin(), members.end());
  DagProgram p;
  std::vector<FenceStage> stages;
  std::map<uint32_t, uint32_t> slot;  // graph node -> slot
  uint32_t cols = 0;
  auto note_cols = [&](uint32_t id) {
    uint32_t c = nodes[id].cols;
    if (c == 0) return;
    MORPH_USER_CHECK(cols == 0 || cols == c, "fusion: one fused group mixes rows of ", cols, " and ", c,
                     " elements (at %", id, "); not supported");
    cols = c;
  };
  auto note_cols_of_output = [&](uint32_t k) {
    uint32_t c = varies_along_cols(g.output_extent(k)) ? g.output_cols(k) : 0;
    MORPH_USER_CHECK(c == 0 || cols == 0 || cols == c, "fusion: output '", g.outputs()[k].first, "' has rows of ", c,
                     "; its group has rows of ", cols);
    if (c) cols = c;
  };
  auto slot_of = [&](uint32_t id) -> uint32_t {
    auto it = slot.find(id);
    if (it != slot.end()) return it->second;
    uint32_t s;
    if (nodes[id].kind == NodeKind::Const) {
      s = p.constant_bits(nodes[id].bits);
    } else {
      MORPH_CHECK(!member_set.count(id), "member %", id, " used before defined");
      p.inputs.push_back(nodes[id].extent);
      p.in_types.push_back(nodes[id].kind == NodeKind::Input ? nodes[id].dtype : ir::Type::F32);
      p.in_rows.push_back(nodes[id].kind == NodeKind::Input ? nodes[id].rowmap : RowMap{});
      L.inputs.push_back(id);
      note_cols(id);
      s = p.load(static_cast<uint32_t>(p.inputs.size() - 1));
    }
    slot[id] = s;
    return s;
  };
  for (uint32_t id : members) {
    const Node& n = nodes[id];
    note_cols(id);
    uint32_t s = 0;
    if (n.kind == NodeKind::Un) {
      s = p.un(n.un, slot_of(n.args[0]));
    } else if (n.kind == NodeKind::Bin) {
      uint32_t a = slot_of(n.args[0]);
      uint32_t b = slot_of(n.args[1]);
      s = p.bin(n.bin, a, b);
    } else if (n.kind == NodeKind::Ter) {
      uint32_t a = slot_of(n.args[0]);
      uint32_t b = slot_of(n.args[1]);
      uint32_t c = slot_of(n.args[2]);
      s = p.ter(n.ter, a, b, c);
    } else {
      MORPH_CHECK(n.kind == NodeKind::Reduce);
      uint32_t a = slot_of(n.args[0]);
      note_cols(n.args[0]);
      stages.push_back({n.red, a});
      s = p.reduced(static_cast<uint32_t>(stages.size() - 1));
    }
    slot[id] = s;
    if (needed_outside[id]) {
      p.outputs.push_back(s);
      p.out_types.push_back(ir::Type::F32);
      L.outputs.push_back(id);
    }
  }
  // Graph outputs stored as f16/bf16: one more output each, written from the same slot.
  for (uint32_t id : members)
    for (uint32_t k : typed_outs[id]) {
      p.outputs.push_back(slot.at(id));
      p.out_types.push_back(g.output_types()[k]);
      L.typed_outputs.push_back(k);
      note_cols_of_output(k);
    }
  // Every program output's extent: its slot's, or the graph output's when written directly.
  p.out_extents.clear();
  for (size_t k = 0; k < L.outputs.size(); ++k) p.out_extents.push_back(p.instrs[p.outputs[k]].extent);
  for (uint32_t k : L.typed_outputs) p.out_extents.push_back(g.output_extent(k));
  MORPH_CHECK(!p.outputs.empty(), "a fused group with no outputs");
  L.cols = cols ? cols : 1;
  if (stages.empty()) {
    L.kind = Launch::Kind::Map;
    L.map = std::move(p);
    if (opts.map_schedule) {
      L.map_schedule = *opts.map_schedule;
      if (L.map.domain() != Extent::Full) L.map_schedule->lanes = 1;  // as dag_map does
    }
    L.kernels = {dag_map_kernel(L.map, L.map_schedule ? L.map_schedule->lanes : dag_map_lanes(L.map, L.cols))};
  } else {
    L.kind = Launch::Kind::Fence;
    L.row.body = std::move(p);
    L.row.stages = std::move(stages);
    L.schedule = opts.schedule ? opts.schedule(L.cols) : default_schedule(L.cols);
    L.device_schedule = !opts.schedule;
    L.kernels = row_kernels(L.row, L.schedule);
  }
  return L;
}

/// True when graph output k is written by its own program output: stored as f16/bf16, or over
/// a wider extent than its node's.
bool direct_output(const Graph& g, uint32_t k) {
  const Node& n = g.node(g.outputs()[k].second);
  return g.output_types()[k] != ir::Type::F32 || g.output_extent(k) != n.extent ||
         (n.kind == NodeKind::Input && !n.rowmap.identity());
}

/// Per node: the graph outputs (indices) written directly from it.
std::vector<std::vector<uint32_t>> typed_outputs(const Graph& g) {
  std::vector<std::vector<uint32_t>> t(g.size());
  for (uint32_t k = 0; k < g.outputs().size(); ++k)
    if (direct_output(g, k)) t[g.outputs()[k].second].push_back(k);
  return t;
}

/// Identity launches for graph outputs that are inputs read through a RowMap or stored in
/// another type (a plain copy cannot write them).
void add_input_outputs(const Graph& g, std::vector<Launch>& launches) {
  for (uint32_t k = 0; k < g.outputs().size(); ++k) {
    const Node& n = g.node(g.outputs()[k].second);
    if ((n.kind != NodeKind::Input && n.kind != NodeKind::Const) || !direct_output(g, k)) continue;
    Launch L;
    L.kind = Launch::Kind::Map;
    if (n.kind == NodeKind::Input) {
      L.map.inputs = {n.extent};
      L.map.in_types = {n.dtype};
      L.map.in_rows = {n.rowmap};
      L.map.outputs = {L.map.load(0)};
      L.inputs = {g.outputs()[k].second};
    } else {
      L.map.outputs = {L.map.constant_bits(n.bits)};
    }
    L.map.out_types = {g.output_types()[k]};
    // An input read through a RowMap is stored over the domain's rows.
    Extent over = g.output_extent(k);
    if (!n.rowmap.identity()) over = join(over, Extent::PerRow);
    L.map.out_extents = {over};
    L.typed_outputs = {k};
    L.cols = g.output_cols(k) ? g.output_cols(k) : 1;
    L.kernels = {dag_map_kernel(L.map, dag_map_lanes(L.map, L.cols))};
    launches.push_back(std::move(L));
  }
}

std::vector<bool> outside_needs(const Graph& g, const std::vector<int32_t>& unit_of) {
  std::vector<bool> need(g.size(), false);
  for (size_t k = 0; k < g.outputs().size(); ++k)
    if (g.output_types()[k] == ir::Type::F32) need[g.outputs()[k].second] = true;
  const auto& nodes = g.nodes();
  for (uint32_t i = 0; i < nodes.size(); ++i)
    for (uint32_t a : nodes[i].args)
      if (unit_of[i] >= 0 && unit_of[a] != unit_of[i]) need[a] = true;
  return need;
}

Launch opaque_launch(const Graph& g, uint32_t id) {
  Launch L;
  L.kind = Launch::Kind::Opaque;
  L.node = id;
  L.cols = g.node(id).cols;
  L.inputs = g.node(id).args;
  L.outputs = {id};
  L.members = {id};
  return L;
}

}  // namespace

Plan Plan::fused(const Graph& g, const PlanOptions& opts) {
  const auto& nodes = g.nodes();
  Partition part = partition(g);
  std::vector<uint32_t> olevel = fence_levels(g, true);
  // Attach: regions and reduction fences joined by an edge on the same opaque level form one
  // group (a reduction's prologue region, its epilogue region, and chains of such).
  UnionFind uf(nodes.size());
  for (const MapRegion& r : part.regions)
    for (uint32_t n : r.nodes) uf.join(n, r.nodes.front());
  for (uint32_t i = 0; i < nodes.size(); ++i) {
    if (!is_compute(nodes[i].kind)) continue;
    for (uint32_t a : nodes[i].args)
      if (is_compute(nodes[a].kind) && olevel[a] == olevel[i]) uf.join(a, i);
  }
  // Units: groups and opaque fences, numbered by first node.
  std::vector<int32_t> unit_of(nodes.size(), -1);
  std::vector<std::vector<uint32_t>> unit_members;
  std::vector<int32_t> root_unit(nodes.size(), -1);
  std::vector<bool> live = g.live();
  for (uint32_t i = 0; i < nodes.size(); ++i) {
    if (!live[i] || (!is_compute(nodes[i].kind) && nodes[i].kind != NodeKind::Opaque)) continue;
    uint32_t r = nodes[i].kind == NodeKind::Opaque ? i : uf.find(i);
    if (root_unit[r] < 0) {
      root_unit[r] = static_cast<int32_t>(unit_members.size());
      unit_members.emplace_back();
    }
    unit_of[i] = root_unit[r];
    unit_members[root_unit[r]].push_back(i);
  }
  // Topological order of units (Kahn, smallest first node first).
  size_t U = unit_members.size();
  std::vector<std::set<int32_t>> succ(U);
  std::vector<int> indeg(U, 0);
  for (uint32_t i = 0; i < nodes.size(); ++i)
    for (uint32_t a : nodes[i].args)
      if (unit_of[i] >= 0 && unit_of[a] >= 0 && unit_of[a] != unit_of[i] && succ[unit_of[a]].insert(unit_of[i]).second)
        ++indeg[unit_of[i]];
  std::priority_queue<int32_t, std::vector<int32_t>, std::greater<>> ready;
  for (size_t u = 0; u < U; ++u)
    if (indeg[u] == 0) ready.push(static_cast<int32_t>(u));
  std::vector<bool> need = outside_needs(g, unit_of);
  const std::vector<std::vector<uint32_t>> typed = typed_outputs(g);
  Plan plan;
  plan.graph_ = g;
  plan.scratch_ = std::make_shared<Scratch>();
  while (!ready.empty()) {
    int32_t u = ready.top();
    ready.pop();
    const auto& m = unit_members[u];
    if (nodes[m.front()].kind == NodeKind::Opaque)
      plan.launches_.push_back(opaque_launch(g, m.front()));
    else
      plan.launches_.push_back(build_group(g, m, need, typed, opts));
    for (int32_t v : succ[u])
      if (--indeg[v] == 0) ready.push(v);
  }
  MORPH_CHECK(plan.launches_.size() == U, "fused groups form a cycle");
  add_input_outputs(g, plan.launches_);
  return plan;
}

Plan Plan::unfused(const Graph& g, const PlanOptions& opts) {
  const auto& nodes = g.nodes();
  std::vector<int32_t> unit_of(nodes.size(), -1);
  std::vector<bool> live = g.live();
  for (uint32_t i = 0; i < nodes.size(); ++i)
    if (live[i] && (is_compute(nodes[i].kind) || nodes[i].kind == NodeKind::Opaque))
      unit_of[i] = static_cast<int32_t>(i);
  std::vector<bool> need = outside_needs(g, unit_of);
  const std::vector<std::vector<uint32_t>> typed = typed_outputs(g);
  Plan plan;
  plan.graph_ = g;
  plan.scratch_ = std::make_shared<Scratch>();
  for (uint32_t i = 0; i < nodes.size(); ++i) {
    if (unit_of[i] < 0) continue;
    if (nodes[i].kind == NodeKind::Opaque)
      plan.launches_.push_back(opaque_launch(g, i));
    else if (is_compute(nodes[i].kind))
      plan.launches_.push_back(build_group(g, {i}, need, typed, opts));
  }
  add_input_outputs(g, plan.launches_);
  return plan;
}

std::vector<dsl::KernelRef> Plan::kernels() const {
  std::vector<dsl::KernelRef> ks;
  for (const Launch& L : launches_) ks.insert(ks.end(), L.kernels.begin(), L.kernels.end());
  return ks;
}

size_t Plan::launch_count() const {
  size_t n = 0;
  for (const Launch& L : launches_) n += L.device_launches();
  return n;
}

size_t Plan::launch_count(const rt::Caps& caps) const {
  size_t n = 0;
  for (const Launch& L : launches_)
    n += L.kind == Launch::Kind::Fence && L.device_schedule
             ? row_launch_count(L.row, device_row_schedule(L.schedule, caps))
             : L.device_launches();
  return n;
}

struct Plan::Scratch {
  std::mutex mu;
  std::map<uint64_t, rt::Buffer> partials;  // by Device::serial
};

std::string Plan::describe() const {
  std::ostringstream os;
  for (size_t i = 0; i < launches_.size(); ++i) {
    const Launch& L = launches_[i];
    os << "launch " << i << ": " << L.label() << "\n";
    if (L.kind == Launch::Kind::Map) os << L.map.dump();
    if (L.kind == Launch::Kind::Fence) os << L.row.dump();
  }
  return os.str();
}

std::map<std::string, rt::Tensor> Plan::execute(rt::Device& dev,
                                                const std::map<std::string, rt::Tensor>& inputs) const {
  std::map<std::string, rt::Tensor> outputs;
  execute_into(dev, inputs, outputs);
  return outputs;
}

void Plan::execute_into(rt::Device& dev, const std::map<std::string, rt::Tensor>& inputs,
                        std::map<std::string, rt::Tensor>& outputs) const {
  const auto& nodes = graph_.nodes();
  // Rows: the graph's domain when its inputs were declared with shapes; else from the first
  // Full input (read row by row), else the first PerRow input, else 1.
  std::optional<uint64_t> rows;
  if (graph_.domain_rows()) rows = graph_.domain_rows();
  for (int pass = 0; pass < 2 && !rows; ++pass)
    for (auto& [name, id] : graph_.inputs()) {
      const Node& n = nodes[id];
      auto it = inputs.find(name);
      MORPH_USER_CHECK(it != inputs.end(), "plan: no tensor bound to input '", name, "'");
      if (!n.rowmap.identity()) continue;
      if (pass == 0 && n.extent == Extent::Full && !rows) rows = it->second.numel() / n.cols;
      if (pass == 1 && n.extent == Extent::PerRow && !rows) rows = it->second.numel();
    }
  // No input varies along rows: the rows of a given output that does (a chain of vectors
  // written over [rows, cols]).
  for (size_t k = 0; k < graph_.outputs().size() && !rows; ++k) {
    auto it = outputs.find(graph_.outputs()[k].first);
    const Extent e = graph_.output_extent(k);
    if (it == outputs.end() || !varies_along_rows(e)) continue;
    const uint64_t per_row = varies_along_cols(e) ? graph_.output_cols(k) : 1;
    if (per_row) rows = it->second.numel() / per_row;
  }
  uint64_t R = rows.value_or(1);
  std::vector<std::optional<rt::Tensor>> val(nodes.size());
  const std::vector<uint64_t>& domain = graph_.domain();
  auto shape_of = [&](uint32_t id) -> std::vector<uint64_t> {
    const Node& n = nodes[id];
    switch (n.extent) {
      case Extent::Full: return domain.empty() ? std::vector<uint64_t>{R, n.cols} : domain;
      case Extent::PerCol: return {n.cols};
      case Extent::PerRow: return {R};
      case Extent::Scalar: return {1};
    }
    return {};
  };
  // Shape of graph output k: by its extent (Full: the graph's domain, else [rows, cols]).
  auto out_shape = [&](size_t k) -> std::vector<uint64_t> {
    const uint64_t c = graph_.output_cols(k);
    switch (graph_.output_extent(k)) {
      case Extent::Full: return graph_.domain().empty() ? std::vector<uint64_t>{R, c} : graph_.domain();
      case Extent::PerCol: return {c};
      case Extent::PerRow: return {R};
      case Extent::Scalar: return {1};
    }
    return {};
  };
  for (auto& [name, id] : graph_.inputs()) {
    auto it = inputs.find(name);
    MORPH_USER_CHECK(it != inputs.end(), "plan: no tensor bound to input '", name, "'");
    const rt::Tensor& t = it->second;
    const Node& n = nodes[id];
    uint64_t want = input_numel(n, R);
    MORPH_USER_CHECK(t.dtype == n.dtype, "plan: input '", name, "' is ", t.shape_str(), "; ", ir::type_name(n.dtype),
                     " expected");
    bool cols_ok = n.extent != Extent::Full || t.shape.size() < 2 || t.cols() == n.cols;
    MORPH_USER_CHECK(
        t.numel() == want && cols_ok, "plan: input '", name, "' (", extent_name(n.extent), ") is ", t.shape_str(),
        "; expected ", want, " elements",
        n.extent == Extent::Full && n.rowmap.identity() ? str_cat(" as [", R, ", ", n.cols, "]") : std::string());
    val[id] = t;
  }
  auto materialize = [&](uint32_t id) -> const rt::Tensor& {
    if (!val[id] && nodes[id].kind == NodeKind::Const) {
      val[id] = rt::Tensor::empty(dev, ir::Type::F32, {1});
      val[id]->upload({std::bit_cast<float>(nodes[id].bits)});
    }
    MORPH_CHECK(val[id].has_value(), "value %", id, " used before it was computed");
    return *val[id];
  };
  MORPH_USER_CHECK(R < (uint64_t{1} << 32), "plan: ", R, " rows exceed the u32 range");
  // Graph outputs computed by a launch go straight into the caller's tensors when given: f32
  // outputs by node, f16/bf16 outputs by output index.
  const auto& outs = graph_.outputs();
  const auto& otypes = graph_.output_types();
  std::map<uint32_t, const rt::Tensor*> given;
  std::vector<std::optional<rt::Tensor>> typed(outs.size());
  for (size_t k = 0; k < outs.size(); ++k) {
    auto it = outputs.find(outs[k].first);
    if (it == outputs.end()) continue;
    const rt::Tensor& t = it->second;
    const uint32_t id = outs[k].second;
    uint64_t want = extent_numel(graph_.output_extent(k), R, graph_.output_cols(k));
    MORPH_USER_CHECK(t.dtype == otypes[k] && t.numel() == want, "plan: output '", outs[k].first, "' is ", t.shape_str(),
                     "; expected ", want, " ", ir::type_name(otypes[k]), " elements");
    if (direct_output(graph_, static_cast<uint32_t>(k)))
      typed[k] = t;
    else
      given[id] = &t;
  }
  // Split row fences pass partial results between their launches through one buffer per device,
  // cached on the Plan (shared by its copies). This call holds the cache's lock while it queues
  // its launches: a device runs its queue in order, so another thread's call that reuses the
  // buffer queues launches that run after these have finished with it.
  const rt::Caps caps = dev.caps();
  auto schedule_on = [&](const Launch& L) {
    return L.device_schedule ? device_row_schedule(L.schedule, caps) : L.schedule;
  };
  size_t partials_need = 0;
  for (const Launch& L : launches_)
    if (L.kind == Launch::Kind::Fence && schedule_on(L).split > 1)
      partials_need = std::max(partials_need, static_cast<size_t>(R) * L.row.stages.size() * 32 * sizeof(float));
  std::unique_lock<std::mutex> partials_lock;
  const rt::Buffer* partials = nullptr;
  if (partials_need) {
    partials_lock = std::unique_lock<std::mutex>(scratch_->mu);
    rt::Buffer& b = scratch_->partials[dev.serial()];
    if (b.bytes < partials_need) b = dev.alloc(partials_need);
    partials = &b;
  }
  for (const Launch& L : launches_) {
    std::vector<const rt::Buffer*> in, out;
    for (uint32_t id : L.inputs) in.push_back(&materialize(id).buffer);
    for (uint32_t id : L.outputs) {
      auto g = given.find(id);
      val[id] = g != given.end() ? *g->second : rt::Tensor::empty(dev, ir::Type::F32, shape_of(id));
      out.push_back(&val[id]->buffer);
    }
    for (uint32_t k : L.typed_outputs) {
      if (!typed[k]) typed[k] = rt::Tensor::empty(dev, otypes[k], out_shape(k));
      out.push_back(&typed[k]->buffer);
    }
    switch (L.kind) {
      case Launch::Kind::Map:
        dag_map(dev, L.map, static_cast<uint32_t>(R), L.cols, in, out, L.kernels[0],
                L.map_schedule ? &*L.map_schedule : nullptr);
        break;
      case Launch::Kind::Fence: {
        // A default schedule becomes the device's own (traced on first use; the trace cache
        // keeps it).
        const FenceSchedule s = schedule_on(L);
        const bool own = s != L.schedule;  // the kernels traced at build are L.schedule's
        run_rows(dev, L.row, s, static_cast<uint32_t>(R), L.cols, in, out,
                 own ? std::span<const dsl::KernelRef>() : std::span<const dsl::KernelRef>(L.kernels),
                 s.split > 1 ? partials : nullptr);
        break;
      }
      case Launch::Kind::Opaque: {
        const Node& n = nodes[L.node];
        MORPH_USER_CHECK(n.fn && n.fn->device, "plan: opaque fence '", n.name,
                         "' has no device implementation (it is reported as a fence only)");
        std::vector<rt::Tensor> args;
        for (uint32_t id : L.inputs) args.push_back(materialize(id));
        n.fn->device(dev, args, *val[L.node]);
        break;
      }
    }
  }
  for (size_t k = 0; k < outs.size(); ++k) {
    const auto& [name, id] = outs[k];
    if (direct_output(graph_, static_cast<uint32_t>(k))) {
      MORPH_USER_CHECK(typed[k].has_value(), "plan: output '", name, "' (", ir::type_name(otypes[k]),
                       ") is not computed by a Map or row launch; store it as f32 over its own extent");
      outputs[name] = *typed[k];
      continue;
    }
    auto g = given.find(id);
    if (g != given.end() && val[id]->buffer.impl != g->second->buffer.impl) {
      // An output that no launch computed (an input or a constant): copy it over.
      dev.copy(g->second->buffer, materialize(id).buffer, materialize(id).bytes());
      continue;
    }
    if (g == given.end()) outputs[name] = materialize(id);
  }
}

}  // namespace morph::fusion
