#include "morph/dsl/tracer.h"

#include <atomic>

#include "morph/base/error.h"

namespace morph::dsl {
namespace {
thread_local Tracer* g_tracer = nullptr;
std::atomic<uint64_t> g_traces{0};

ir::SourceLoc to_loc(const std::source_location& l) {
  if (l.line() == 0) return {};
  return {l.file_name(), static_cast<uint32_t>(l.line())};
}
}  // namespace

Tracer::Tracer(std::string name) : serial_(++g_traces) {
  k_.name = std::move(name);
  blocks_.push_back(&k_.body);
}

int32_t Tracer::new_value(ir::Type t) {
  k_.value_types.push_back(t);
  return static_cast<int32_t>(k_.value_types.size() - 1);
}

int32_t Tracer::emit(ir::Op op, ir::Type type, int32_t a, int32_t b, int32_t c, uint32_t imm,
                     std::source_location loc) {
  ir::Stmt s;
  s.op = op;
  s.type = type;
  s.args = {a, b, c};
  s.imm = imm;
  s.loc = to_loc(loc);
  if (type != ir::Type::Void) s.result = new_value(type);
  if (op == ir::Op::Const && type == ir::Type::F32) f32_consts_[s.result] = imm;
  if (op == ir::Op::Store || op == ir::Op::StoreLanes || op == ir::Op::AtomicAdd) k_.params.at(imm).written = true;
  if (op == ir::Op::FenceDevice) k_.uses_fence = true;
  if (op == ir::Op::Shuffle || op == ir::Op::ShuffleXor) k_.uses_subgroup = true;
  current_block().push_back(std::move(s));
  return current_block().back().result;
}

const uint32_t* Tracer::f32_const_bits(int32_t id) const {
  auto it = f32_consts_.find(id);
  return it == f32_consts_.end() ? nullptr : &it->second;
}

std::vector<int32_t> Tracer::emit_lanes(ir::Op op, ir::Type type, int32_t first, uint32_t param,
                                        std::vector<int32_t> stored, size_t lanes) {
  const bool load = op == ir::Op::LoadLanes;
  std::vector<int32_t> ids = load ? std::vector<int32_t>{} : std::move(stored);
  if (load)
    for (size_t j = 0; j < lanes; ++j) ids.push_back(new_value(type));
  emit(op, ir::Type::Void, first, -1, -1, param);
  ir::Stmt& s = current_block().back();
  s.type = type;
  s.lanes = ids;
  return ids;
}

ir::Stmt& Tracer::emit_block_stmt(ir::Op op, ir::Type type, int32_t a, int32_t b, int32_t c, std::source_location loc) {
  emit(op, type, a, b, c, 0, loc);
  return current_block().back();
}

int32_t Tracer::add_param(std::string name, ir::ParamKind kind, ir::Type type) {
  k_.params.push_back({std::move(name), kind, type, false});
  return static_cast<int32_t>(k_.params.size() - 1);
}

uint32_t Tracer::add_shared(std::string name, ir::Type type, uint32_t count) {
  k_.shared.push_back({std::move(name), type, count});
  return static_cast<uint32_t>(k_.shared.size() - 1);
}

uint32_t Tracer::add_local(std::string name, ir::Type type) {
  k_.locals.push_back({std::move(name), type});
  return static_cast<uint32_t>(k_.locals.size() - 1);
}

Tracer& tracer() {
  if (!g_tracer)
    throw UserError(
        "a symbolic Morph operation was used outside a kernel body; build kernels with "
        "morph::dsl::kernel(name, fn) and use Val/Var/Array only inside fn");
  return *g_tracer;
}

void Tracer::foreign_value() const {
  throw UserError("kernel '" + k_.name +
                  "': a symbolic value from another kernel's trace is used here (a Val kept from an "
                  "earlier kernel body, for example captured by the lambda); values do not cross "
                  "kernels: pass data as a kernel parameter (Array or Scalar) instead");
}

TraceScope::TraceScope(Tracer& t) : prev_(g_tracer) { g_tracer = &t; }
TraceScope::~TraceScope() { g_tracer = prev_; }

}  // namespace morph::dsl
