#include "morph/ir/ir.h"

#include "morph/base/error.h"

#include <cstdio>
#include <sstream>

#include "morph/base/hash.h"

namespace morph::ir {

std::string_view op_name(Op op) {
  switch (op) {
#define MORPH_IR_OP(name, text, arity) \
  case Op::name:                       \
    return text;
#include "morph/ir/ops.def"
#undef MORPH_IR_OP
  }
  return "?";
}

void check_kernel_name(const std::string& name) {
  MORPH_USER_CHECK(!name.empty(), "kernel has no name");
  MORPH_USER_CHECK(name.size() <= 1024, "kernel name of ", name.size(), " characters (at most 1024): '",
                   name.substr(0, 40), "...'");
  for (size_t i = 0; i < name.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    MORPH_USER_CHECK(c >= 0x20 && c < 0x7f, "kernel name '", name.substr(0, i), "…' has character ", int(c),
                     " at position ", i, "; kernel names are printable ASCII");
  }
}

bool accesses_buffer(Op op) {
  return op == Op::Load || op == Op::LoadByte || op == Op::LoadHalf || op == Op::Store || op == Op::LoadLanes ||
         op == Op::StoreLanes || op == Op::Prefetch || op == Op::AtomicAdd;
}

bool coherent_buffer(const Kernel& k, size_t i) {
  return k.uses_fence && i < k.params.size() && k.params[i].kind == ParamKind::Buffer && k.params[i].written;
}

bool indexes_memory(Op op) {
  return op == Op::Load || op == Op::LoadByte || op == Op::LoadHalf || op == Op::Store || op == Op::SharedLoad ||
         op == Op::SharedStore || op == Op::AtomicAdd;
}

bool is_comparison(Op op) { return op >= Op::Eq && op <= Op::Ge; }

bool is_proven_normal(const Stmt& s) {
  return s.imm == 1 && (s.op == Op::Fma || s.op == Op::Neg || is_comparison(s.op));
}

int op_arity(Op op) {
  switch (op) {
#define MORPH_IR_OP(name, text, arity) \
  case Op::name:                       \
    return arity;
#include "morph/ir/ops.def"
#undef MORPH_IR_OP
  }
  return 0;
}

std::string_view builtin_name(BuiltinKind b) {
  switch (b) {
    case BuiltinKind::GlobalId: return "global_id";
    case BuiltinKind::LocalId: return "local_id";
    case BuiltinKind::GroupId: return "group_id";
    case BuiltinKind::LocalSize: return "local_size";
    case BuiltinKind::NumGroups: return "num_groups";
    case BuiltinKind::GlobalSize: return "global_size";
  }
  return "?";
}

namespace {

std::string const_text(Type t, uint32_t bits) {
  char buf[64];
  switch (t) {
    case Type::Bool: return bits ? "true" : "false";
    case Type::I32: return std::to_string(static_cast<int32_t>(bits));
    case Type::U32: return std::to_string(bits) + "u";
    case Type::F32: {
      std::snprintf(buf, sizeof buf, "0x%08x /* %.9g */", bits, static_cast<double>(__builtin_bit_cast(float, bits)));
      return buf;
    }
    default: return std::to_string(bits);
  }
}

void dump_block(const Kernel& k, const std::vector<Stmt>& b, int depth, std::ostringstream& os);

// Names of referenced parameters, shared arrays and locals; an index out of range prints as
// "#N?" so that dumping (and so every verifier message) works on malformed IR too.
template <class Vec>
std::string name_at(const Vec& v, uint32_t i) {
  return i < v.size() ? v[i].name : "#" + std::to_string(i) + "?";
}

std::string line_of(const Kernel& k, const Stmt& s) {
  std::ostringstream os;
  auto v = [](int32_t id) { return "%" + std::to_string(id); };
  if (s.result >= 0 && s.op != Op::For) os << v(s.result) << ": " << type_name(s.type) << " = ";
  switch (s.op) {
    case Op::Const: os << "const " << const_text(s.type, s.imm); break;
    case Op::Param: os << "param " << name_at(k.params, s.imm); break;
    case Op::Builtin:
      os << builtin_name(static_cast<BuiltinKind>(s.imm / 4)) << "."
         << "xyz?"[s.imm % 4];
      break;
    case Op::BufferLen: os << "buffer_len " << name_at(k.params, s.imm); break;
    case Op::Load: os << "load " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << "]"; break;
    case Op::LoadByte:
      os << "load_byte " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << " words + " << v(s.args[1]) << " bytes]";
      break;
    case Op::LoadHalf:
      os << "load_half " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << " words + " << v(s.args[1])
         << " halves]";
      break;
    case Op::Store: os << "store " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << "] = " << v(s.args[1]); break;
    case Op::Prefetch: os << "prefetch " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << "]"; break;
    case Op::AtomicAdd:
      os << "atomic_add " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << "] += " << v(s.args[1]);
      break;
    case Op::FenceDevice: os << "fence_device"; break;
    case Op::LoadLanes:
    case Op::StoreLanes: {
      os << op_name(s.op) << " " << name_at(k.params, s.imm) << "[" << v(s.args[0]) << " ..+" << s.lanes.size() << "]";
      if (s.op == Op::LoadLanes)
        os << " -> " << type_name(s.type) << ":";
      else
        os << " =";
      for (int32_t id : s.lanes) os << " " << v(id);
      break;
    }
    case Op::SharedLoad: os << "shared_load " << name_at(k.shared, s.imm) << "[" << v(s.args[0]) << "]"; break;
    case Op::SharedStore:
      os << "shared_store " << name_at(k.shared, s.imm) << "[" << v(s.args[0]) << "] = " << v(s.args[1]);
      break;
    case Op::DeclVar:
      os << "var " << name_at(k.locals, s.imm) << ": "
         << type_name(s.imm < k.locals.size() ? k.locals[s.imm].type : Type::Void) << " = " << v(s.args[0]);
      break;
    case Op::ReadVar: os << "read " << name_at(k.locals, s.imm); break;
    case Op::WriteVar: os << "write " << name_at(k.locals, s.imm) << " = " << v(s.args[0]); break;
    case Op::For:
      os << "for " << v(s.result) << ": " << type_name(s.type) << " = " << v(s.args[0]) << " .. " << v(s.args[1])
         << " step " << v(s.args[2]) << (s.imm == 1 ? " unroll" : "");
      break;
    case Op::While: os << "while " << v(s.args[0]); break;
    case Op::Island: os << "island"; break;
    case Op::Cast: os << "cast " << v(s.args[0]); break;
    case Op::Bitcast: os << "bitcast " << v(s.args[0]); break;
    default: {
      os << op_name(s.op);
      for (int i = 0; i < op_arity(s.op); ++i) os << (i ? ", " : " ") << v(s.args[i]);
      if (is_proven_normal(s)) os << " proven";  // docs/ir.md "Proven normal"
    }
  }
  return os.str();
}

void dump_block(const Kernel& k, const std::vector<Stmt>& b, int depth, std::ostringstream& os) {
  std::string ind(2 * depth, ' ');
  for (const Stmt& s : b) {
    if (s.op == Op::While) {
      os << ind << "while {\n";
      dump_block(k, s.cond_body, depth + 1, os);
      os << ind << "} " << line_of(k, s) << " {\n";
      dump_block(k, s.body, depth + 1, os);
      os << ind << "}\n";
      continue;
    }
    os << ind << line_of(k, s);
    if (s.op == Op::Island) {
      os << " {\n";
      for (const IslandArm& a : s.arms) {
        os << ind << "  arm " << a.target << " {\n";
        dump_block(k, a.body, depth + 2, os);
        os << ind << "  } -> %" << a.value << "\n";
      }
      os << ind << "}";
    }
    if (s.op == Op::If || s.op == Op::For) {
      os << " {\n";
      dump_block(k, s.body, depth + 1, os);
      os << ind << "}";
      if (s.op == Op::If && !s.else_body.empty()) {
        os << " else {\n";
        dump_block(k, s.else_body, depth + 1, os);
        os << ind << "}";
      }
    }
    os << "\n";
  }
}

}  // namespace

std::string dump_stmt(const Kernel& k, const Stmt& s) { return line_of(k, s); }

std::string dump(const Kernel& k) {
  std::ostringstream os;
  os << "kernel " << k.name << "(";
  for (size_t i = 0; i < k.params.size(); ++i) {
    const Param& p = k.params[i];
    os << (i ? ", " : "") << (p.kind == ParamKind::Buffer ? "buf " : "") << p.name << ": " << type_name(p.type);
  }
  os << ") {\n";
  for (const SharedArray& s : k.shared)
    os << "  shared " << s.name << ": " << type_name(s.type) << "[" << s.count << "]\n";
  dump_block(k, k.body, 1, os);
  os << "}\n";
  return os.str();
}

uint64_t Kernel::shared_bytes() const {
  uint64_t n = 0;
  for (const SharedArray& a : shared) n += uint64_t{a.count} * byte_size(a.type);
  return n;
}

uint64_t Kernel::hash() const {
  Hasher h;
  h.add(name);
  h.add(key_hash);
  h.add(dump(*this));
  h.add(uint64_t{max_workgroup_items} << 32 | min_workgroups_per_cu);
  if (workgroup_items) h.add(uint64_t{workgroup_items});
  return h.digest();
}

}  // namespace morph::ir
