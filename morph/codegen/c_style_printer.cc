// The op loop: each IR statement becomes one C statement with exactly the oracle's meaning
// (morph/interp/interp.cc). Integer arithmetic that C leaves undefined (signed overflow, shifts
// by >= 32, division by zero, INT_MIN / -1) is spelled so that it is defined and equal to the
// oracle; bools are 32-bit words holding the oracle's raw bits.
#include "morph/codegen/c_style_printer.h"

#include <cstdio>
#include <set>

#include "morph/base/error.h"
#include "morph/base/hash.h"
#include "morph/ir/island.h"

namespace morph::codegen {

using ir::Op;
using ir::Stmt;
using ir::Type;

std::string sanitize(const std::string& name) {
  std::string out = name;
  for (char& c : out)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) c = '_';
  return out;
}

std::string kernel_symbol(const ir::Kernel& k) {
  // The prefix keeps user names away from language built-ins ("exp", "max", "barrier"), the
  // prelude (morph_*) and the printer's own identifiers (vN, p_*, lN, shN_*).
  // A long name keeps its first 80 characters and a hash of the rest (PoCL's cache paths, and
  // some linkers, fail on very long symbols).
  std::string s = sanitize(k.name);
  if (s.size() > 96) {
    Hasher h;
    h.add(k.name);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h.digest()));
    s = s.substr(0, 80) + "_" + hex;
  }
  return "k_" + s;
}

std::string print(const ir::Kernel& k, const Dialect& dialect) {
  // DESIGN §7: each island becomes its arm for this dialect (or its default).
  return ir::with_island_arms(k, dialect.island_target(), [&](const ir::Kernel& selected) {
    return dialect.finish(CStylePrinter(selected, dialect).run());
  });
}

CStylePrinter::CStylePrinter(const ir::Kernel& k, const Dialect& d) : k_(k), d_(d) {
  std::set<std::string> used;
  for (size_t i = 0; i < k.params.size(); ++i) {
    std::string n = "p_" + sanitize(k.params[i].name);
    if (!used.insert(n).second) n += "_" + std::to_string(i);
    used.insert(n);
    param_names_.push_back(n);
  }
  for (size_t i = 0; i < k.locals.size(); ++i) {
    // The tracer's default local names ("v3") add nothing to "l3".
    const std::string& n = k.locals[i].name;
    bool dflt = n.size() > 1 && n[0] == 'v' && n.find_first_not_of("0123456789", 1) == std::string::npos;
    local_names_.push_back("l" + std::to_string(i) + (dflt ? "" : "_" + sanitize(n)));
  }
  for (size_t i = 0; i < k.shared.size(); ++i)
    shared_names_.push_back("sh" + std::to_string(i) + "_" + sanitize(k.shared[i].name));
  // Which values only ever feed f32 arithmetic (their NaN sign cannot be observed there). Islands
  // are gone by now (print() selects their arms); a StoreLanes uses its lanes.
  std::set<int32_t> arith, other;
  auto walk = [&](auto& self, const std::vector<Stmt>& b) -> void {
    for (const Stmt& s : b) {
      bool a = s.type == Type::F32 &&
               (s.op == Op::Add || s.op == Op::Sub || s.op == Op::Mul || s.op == Op::Div || s.op == Op::Fma);
      for (int32_t id : s.args)
        if (id >= 0) (a ? arith : other).insert(id);
      if (s.op == Op::StoreLanes) other.insert(s.lanes.begin(), s.lanes.end());
      self(self, s.cond_body);
      self(self, s.body);
      self(self, s.else_body);
    }
  };
  walk(walk, k.body);
  for (int32_t id : arith)
    if (!other.count(id)) arith_only_.insert(id);
}

void CStylePrinter::line(const std::string& s) {
  for (int i = 0; i < indent_; ++i) body_ << "  ";
  body_ << s << "\n";
}

void CStylePrinter::require(Prelude p) {
  if (need_[static_cast<size_t>(p)]) return;
  for (Prelude dep : prelude_deps(p)) require(dep);
  need_[static_cast<size_t>(p)] = true;
  order_.push_back(p);
}

void CStylePrinter::define(const Stmt& s, const std::string& e) {
  auto t = terms_.find(s.result);
  std::string expr = t == terms_.end() ? e : "(" + e + ") + " + t->second;
  if (value_names_.count(s.result)) {
    line(value(s.result) + " = " + expr + ";");
    return;
  }
  line(d_.type(s.type) + " " + value(s.result) + " = " + expr + ";");
}

std::string CStylePrinter::lane_def(int32_t id) const {
  // A value named by the dialect (a per-item array element) is assigned, not declared.
  return value_names_.count(id) ? value(id) : type_of(id) + " " + value(id);
}

void CStylePrinter::default_declarations() {
  for (size_t i = 0; i < k_.shared.size(); ++i)
    line(d_.shared_decl(k_.shared[i].type, shared_names_[i], k_.shared[i].count));
  d_.kernel_prologue(k_, *this);
  for (size_t i = 0; i < k_.locals.size(); ++i) line(d_.type(k_.locals[i].type) + " " + local_names_[i] + " = 0;");
}

std::string CStylePrinter::run() {
  indent_ = 1;
  d_.kernel_body(k_, *this);
  indent_ = 0;

  std::ostringstream os;
  os << "// Kernel '" << k_.name << "' printed by Morph for " << d_.name() << " (key " << k_.key_hash << ").\n";
  os << d_.header(k_);
  for (Prelude p : order_) os << "\n" << d_.prelude(p);
  os << "\n" << d_.kernel_signature(k_, *this) << " {\n" << body_.str() << "}\n";
  return os.str();
}

void CStylePrinter::block(const std::vector<Stmt>& b) {
  for (const Stmt& s : b) stmt(s);
}

std::string CStylePrinter::constant(const Stmt& s) const {
  switch (s.type) {
    case Type::F32: {
      char buf[80];
      std::snprintf(buf, sizeof buf, "0x%08xu", s.imm);
      std::string e = d_.bitcast(Type::F32, Type::U32, buf);
      std::snprintf(buf, sizeof buf, " /* %.9g */", static_cast<double>(ir::const_f32(s)));
      return e + buf;
    }
    case Type::I32:
      if (s.imm == 0x80000000u) return "(-2147483647 - 1)";
      return std::to_string(static_cast<int32_t>(s.imm));
    case Type::U32:
    case Type::Bool: return std::to_string(s.imm) + "u";
    default: MORPH_CHECK(false, "constant of type ", ir::type_name(s.type));
  }
}

std::string CStylePrinter::unary(const Stmt& s) {
  std::string a = value(s.args[0]);
  Type t = s.type;
  switch (s.op) {
    case Op::Neg:
      if (t == Type::F32)
        return !arith_only_.count(s.result) ? d_.f32_neg(a)
               : ir::is_proven_normal(s)    ? d_.f32_neg_proven_operand(a)
                                            : d_.f32_neg_operand(a);
      return d_.bitcast(Type::I32, Type::U32, "0u - " + d_.bitcast(Type::U32, Type::I32, a));
    case Op::Abs:
      if (t == Type::F32) return d_.f32_abs(a);
      return a + " < 0 ? " + d_.bitcast(Type::I32, Type::U32, "0u - " + d_.bitcast(Type::U32, Type::I32, a)) + " : " +
             a;
    case Op::Not:
      if (t == Type::Bool) return a + " != 0u ? 0u : 1u";
      return "~" + a;
    case Op::Floor:
    case Op::Rint:
    case Op::Trunc: return d_.f32_round(s.op, a, *this);
    case Op::Sqrt: return ftz(d_.f32_sqrt(ftz(a), *this));
    default: MORPH_CHECK(false, "not a unary op: ", ir::op_name(s.op));
  }
}

std::string CStylePrinter::cast(const Stmt& s) {
  Type from = k_.value_types.at(s.args[0]), to = s.type;
  std::string a = value(s.args[0]);
  if (from == to) return a;
  if (to == Type::Bool) {
    if (from == Type::F32) return d_.f32_compare(Op::Ne, a, "0.0f") + " ? 1u : 0u";
    return a + (from == Type::I32 ? " != 0" : " != 0u") + " ? 1u : 0u";
  }
  if (from == Type::Bool) {
    if (to == Type::F32) return a + " != 0u ? 1.0f : 0.0f";
    return a + (to == Type::I32 ? " != 0u ? 1 : 0" : " != 0u ? 1u : 0u");
  }
  if (from == Type::F32) {
    require(to == Type::I32 ? Prelude::F32ToI32 : Prelude::F32ToU32);
    return (to == Type::I32 ? "morph_f32_to_i32(" : "morph_f32_to_u32(") + a + ")";
  }
  if (to == Type::F32) return d_.int_to_f32(from, a);
  return d_.bitcast(to, from, a);  // i32 <-> u32 keep the bits
}

std::string CStylePrinter::ftz(const std::string& e) {
  if (!d_.flush_denormals()) return e;
  require(Prelude::Ftz);
  return "morph_ftz(" + e + ")";
}

std::string CStylePrinter::binary(const Stmt& s) {
  Type t = k_.value_types.at(s.args[0]);
  std::string a = value(s.args[0]), b = value(s.args[1]);
  if (t == Type::F32) {  // flush mode: operands of every f32 binary op (the oracle's binary())
    a = ftz(a);
    b = ftz(b);
  }
  auto cmp = [&](const char* op) { return "(" + a + " " + op + " " + b + ") ? 1u : 0u"; };
  if (t == Type::F32 && ir::is_comparison(s.op))
    return "(" + (ir::is_proven_normal(s) ? d_.f32_compare_proven(s.op, a, b) : d_.f32_compare(s.op, a, b)) +
           ") ? 1u : 0u";
  switch (s.op) {
    case Op::Eq: return cmp("==");
    case Op::Ne: return cmp("!=");
    case Op::Lt: return cmp("<");
    case Op::Le: return cmp("<=");
    case Op::Gt: return cmp(">");
    case Op::Ge: return cmp(">=");
    case Op::And: return a + " & " + b;
    case Op::Or: return a + " | " + b;
    case Op::Xor: return a + " ^ " + b;
    default: break;
  }
  if (t == Type::F32) {
    switch (s.op) {
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::Div: return ftz(d_.f32_arith(s.op, a, b, *this));
      case Op::Min: require(Prelude::MinF32); return "morph_min_f32(" + a + ", " + b + ")";
      case Op::Max: require(Prelude::MaxF32); return "morph_max_f32(" + a + ", " + b + ")";
      default: break;
    }
  } else if (t == Type::I32) {
    auto u = [&](const std::string& x) { return d_.bitcast(Type::U32, Type::I32, x); };
    auto wrap = [&](const char* op) { return d_.bitcast(Type::I32, Type::U32, u(a) + " " + op + " " + u(b)); };
    switch (s.op) {
      case Op::Add: return wrap("+");
      case Op::Sub: return wrap("-");
      case Op::Mul: return wrap("*");
      case Op::Div: require(Prelude::DivI32); return "morph_div_i32(" + a + ", " + b + ")";
      case Op::Rem: require(Prelude::RemI32); return "morph_rem_i32(" + a + ", " + b + ")";
      case Op::Min: return a + " < " + b + " ? " + a + " : " + b;
      case Op::Max: return a + " < " + b + " ? " + b + " : " + a;
      case Op::Shl: return d_.bitcast(Type::I32, Type::U32, u(a) + " << (" + u(b) + " & 31u)");
      case Op::Shr: return a + " >> (" + u(b) + " & 31u)";
      default: break;
    }
  } else if (t == Type::U32) {
    switch (s.op) {
      case Op::Add: return a + " + " + b;
      case Op::Sub: return a + " - " + b;
      case Op::Mul: return a + " * " + b;
      case Op::Div: require(Prelude::DivU32); return "morph_div_u32(" + a + ", " + b + ")";
      case Op::Rem: require(Prelude::RemU32); return "morph_rem_u32(" + a + ", " + b + ")";
      case Op::Min: return a + " < " + b + " ? " + a + " : " + b;
      case Op::Max: return a + " < " + b + " ? " + b + " : " + a;
      case Op::Shl: return a + " << (" + b + " & 31u)";
      case Op::Shr: return a + " >> (" + b + " & 31u)";
      default: break;
    }
  }
  MORPH_CHECK(false, "op ", ir::op_name(s.op), " on ", ir::type_name(t));
}

std::string CStylePrinter::load(const Stmt& s) {
  auto r = load_redirects_.find({s.imm, s.args[0]});
  if (r == load_redirects_.end()) return load_at(s.imm, value(s.args[0]));
  return r->second.second ? r->second.first : load_from(s.imm, r->second.first);
}

std::string CStylePrinter::load_at(uint32_t param, const std::string& index) {
  return load_from(param, param_name(param) + "[" + index + "]");
}

std::string CStylePrinter::load_from(uint32_t param, const std::string& e) {
  switch (k_.params.at(param).type) {
    case Type::F16: require(Prelude::F16ToF32); return "morph_f16_to_f32((uint)" + e + ")";
    case Type::BF16: require(Prelude::Bf16ToF32); return "morph_bf16_to_f32((uint)" + e + ")";
    case Type::I8: return "(int)((uint)" + e + " ^ 0x80u) - 128";  // sign extension, defined
    case Type::U8: return "(uint)" + e;
    default: return e;
  }
}

void CStylePrinter::store(const Stmt& s) {
  auto r = store_redirects_.find({s.imm, s.args[0]});
  if (r != store_redirects_.end())
    line(r->second.second ? r->second.first + " = " + value(s.args[1]) + ";"
                          : store_to(s.imm, r->second.first, value(s.args[1])));
  else
    line(store_at(s.imm, value(s.args[0]), value(s.args[1])));
}

std::string CStylePrinter::store_at(uint32_t param, const std::string& index, const std::string& v) {
  return store_to(param, param_name(param) + "[" + index + "]", v);
}

std::string CStylePrinter::store_to(uint32_t param, const std::string& dst, const std::string& v) {
  switch (k_.params.at(param).type) {
    case Type::F16: require(Prelude::F32ToF16); return dst + " = (ushort)morph_f32_to_f16(" + v + ");";
    case Type::BF16: require(Prelude::F32ToBf16); return dst + " = (ushort)morph_f32_to_bf16(" + v + ");";
    case Type::I8: return dst + " = (uchar)(" + d_.bitcast(Type::U32, Type::I32, v) + " & 0xffu);";
    case Type::U8: return dst + " = (uchar)(" + v + " & 0xffu);";
    default: return dst + " = " + v + ";";
  }
}

void CStylePrinter::lanes(const Stmt& s) {
  const bool load = s.op == Op::LoadLanes;
  const Type elem = k_.params.at(s.imm).type;
  const size_t n = s.lanes.size();
  const uint32_t es = ir::byte_size(elem), words = static_cast<uint32_t>(n * es / 4), per = 4 / es;
  const std::string first = value(s.args[0]);
  const std::string wt = d_.wide_type(words);
  if (wt.empty()) {  // no wide access in this dialect: the oracle's meaning, one lane at a time
    for (size_t j = 0; j < n; ++j) {
      std::string idx = "(" + first + " + " + std::to_string(j) + "u)";
      if (load)
        line(lane_def(s.lanes[j]) + " = " + load_at(s.imm, idx) + ";");
      else
        line(store_at(s.imm, idx, value(s.lanes[j])));
    }
    return;
  }
  // One access of `words` 32-bit words at element `first` (16-byte aligned: buffers are bound
  // whole and `first` is a multiple of the lane count). Lane j sits in word j / per, at bit
  // 8 * es * (j % per) (little-endian, as every supported device is).
  const std::string buf = param_name(s.imm);
  const std::string w = "v" + std::to_string(s.lanes[0]) + "_w" + std::to_string(s.args[0]);
  static const char* comp = "xyzw";
  const uint32_t mask = es == 4 ? 0xffffffffu : (1u << (8 * es)) - 1;
  if (load) {
    line(wt + " " + w + " = " + d_.wide_load(words, k_.params.at(s.imm).written, buf, first, static_cast<uint32_t>(n)) +
         ";");
    for (size_t j = 0; j < n; ++j) {
      std::string word = w + "." + comp[j / per];
      uint32_t shift = static_cast<uint32_t>(8 * es * (j % per));
      std::string bits =
          es == 4 ? word : "((" + word + " >> " + std::to_string(shift) + "u) & " + std::to_string(mask) + "u)";
      std::string e;
      switch (elem) {
        case Type::F32: e = d_.bitcast(Type::F32, Type::U32, bits); break;
        case Type::I32: e = d_.bitcast(Type::I32, Type::U32, bits); break;
        case Type::F16:
          require(Prelude::F16ToF32);
          e = "morph_f16_to_f32(" + bits + ")";
          break;
        case Type::BF16:
          require(Prelude::Bf16ToF32);
          e = "morph_bf16_to_f32(" + bits + ")";
          break;
        case Type::I8: e = "(int)(" + bits + " ^ 0x80u) - 128"; break;
        default: e = bits; break;  // u32, bool words, u8
      }
      line(lane_def(s.lanes[j]) + " = " + e + ";");
    }
    return;
  }
  std::vector<std::string> ws(words);
  for (size_t j = 0; j < n; ++j) {
    std::string v = value(s.lanes[j]), bits;
    switch (elem) {
      case Type::F32: bits = d_.bitcast(Type::U32, Type::F32, v); break;
      case Type::I32: bits = d_.bitcast(Type::U32, Type::I32, v); break;
      case Type::F16:
        require(Prelude::F32ToF16);
        bits = "(uint)morph_f32_to_f16(" + v + ")";
        break;
      case Type::BF16:
        require(Prelude::F32ToBf16);
        bits = "(uint)morph_f32_to_bf16(" + v + ")";
        break;
      case Type::I8: bits = "(" + d_.bitcast(Type::U32, Type::I32, v) + " & 0xffu)"; break;
      case Type::U8: bits = "(" + v + " & 0xffu)"; break;
      default: bits = v; break;
    }
    uint32_t shift = static_cast<uint32_t>(8 * es * (j % per));
    if (shift) bits = "(" + bits + " << " + std::to_string(shift) + "u)";
    std::string& dst = ws[j / per];
    dst = dst.empty() ? bits : dst + " | " + bits;
  }
  line(d_.wide_store(words, buf, first, static_cast<uint32_t>(n), ws));
}

void CStylePrinter::stmt(const Stmt& s) {
  if (auto o = expr_overrides_.find(s.result); s.result >= 0 && o != expr_overrides_.end()) {
    define(s, o->second);
    return;
  }
  switch (s.op) {
    case Op::Const:
      consts_[s.result] = s.imm;
      define(s, constant(s));
      return;
    case Op::Param: define(s, param_name(s.imm)); return;
    case Op::Builtin:
      define(s, d_.builtin(static_cast<ir::BuiltinKind>(s.imm / 4), static_cast<int>(s.imm % 4)));
      return;
    case Op::BufferLen: define(s, len_name(s.imm)); return;
    case Op::Neg:
    case Op::Abs:
    case Op::Not:
    case Op::Floor:
    case Op::Rint:
    case Op::Trunc:
    case Op::Sqrt: define(s, unary(s)); return;
    case Op::Cast: define(s, cast(s)); return;
    case Op::Bitcast: define(s, d_.bitcast(s.type, k_.value_types.at(s.args[0]), value(s.args[0]))); return;
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Div:
    case Op::Rem:
    case Op::Min:
    case Op::Max:
    case Op::And:
    case Op::Or:
    case Op::Xor:
    case Op::Shl:
    case Op::Shr:
    case Op::Eq:
    case Op::Ne:
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge: define(s, binary(s)); return;
    case Op::Fma:  // flush mode: operands and result, as the oracle does
      define(s, ftz(s.imm == 1
                        ? d_.f32_fma_proven(ftz(value(s.args[0])), ftz(value(s.args[1])), ftz(value(s.args[2])), *this)
                        : d_.f32_fma(ftz(value(s.args[0])), ftz(value(s.args[1])), ftz(value(s.args[2])), *this)));
      return;
    case Op::Select: define(s, value(s.args[0]) + " != 0u ? " + value(s.args[1]) + " : " + value(s.args[2])); return;
    case Op::Dp4a: define(s, d_.dp4a(value(s.args[0]), value(s.args[1]), value(s.args[2]))); return;
    case Op::BytePerm: define(s, d_.byte_perm(value(s.args[0]), value(s.args[1]), value(s.args[2]))); return;
    case Op::HalfToFloat: define(s, d_.half_to_float(value(s.args[0]), *this)); return;
    case Op::Island: MORPH_CHECK(false, "island left after arm selection (print() selects them)");
    case Op::Load: define(s, load(s)); return;
    case Op::LoadByte: define(s, d_.load_byte(param_name(s.imm), value(s.args[0]), value(s.args[1]))); return;
    case Op::LoadHalf: define(s, d_.load_half(param_name(s.imm), value(s.args[0]), value(s.args[1]))); return;
    case Op::Store: store(s); return;
    case Op::Prefetch:
      if (std::string t = d_.prefetch(param_name(s.imm), len_name(s.imm), value(s.args[0])); !t.empty()) line(t);
      return;
    case Op::AtomicAdd: {
      std::string e = d_.atomic_add(param_name(s.imm), value(s.args[0]), value(s.args[1]));
      MORPH_USER_CHECK(!e.empty(), "kernel '", k_.name, "': the ", d_.name(),
                       " printer has no atomic_add (its language has no device-scope atomics Morph uses)");
      define(s, e);
      return;
    }
    case Op::FenceDevice: {
      std::string f = d_.fence_device();
      MORPH_USER_CHECK(
          !f.empty(), "kernel '", k_.name, "': the ", d_.name(),
          " printer has no fence_device (its language has no device-scope memory fence: a "
          "last-workgroup-combines pass cannot be printed there; such kernels have a two-launch schedule)");
      line(f);
      return;
    }
    case Op::LoadLanes:
    case Op::StoreLanes: lanes(s); return;
    case Op::SharedLoad: define(s, shared_name(s.imm) + "[" + value(s.args[0]) + "]"); return;
    case Op::SharedStore: line(shared_name(s.imm) + "[" + value(s.args[0]) + "] = " + value(s.args[1]) + ";"); return;
    case Op::DeclVar:
    case Op::WriteVar: line(local_name(s.imm) + " = " + value(s.args[0]) + ";"); return;
    case Op::ReadVar: define(s, local_name(s.imm)); return;
    case Op::If:
      line("if (" + value(s.args[0]) + " != 0u) {");
      ++indent_;
      block(s.body);
      --indent_;
      if (!s.else_body.empty()) {
        line("} else {");
        ++indent_;
        block(s.else_body);
        --indent_;
      }
      line("}");
      return;
    case Op::For: {
      // The oracle stops instead of wrapping past the type's range: i + step > MAX ends the loop.
      std::string i = value(s.result), e = value(s.args[1]), st = value(s.args[2]);
      // A step that is not a positive constant is tested: the oracle rejects a step <= 0, and
      // a device must not spin forever on one.
      std::string max = s.type == Type::I32 ? "2147483647" : "4294967295u";
      auto c = consts_.find(s.args[2]);
      bool positive = c != consts_.end() && (s.type == Type::I32 ? static_cast<int32_t>(c->second) > 0 : c->second > 0);
      std::string guard = positive ? "" : (s.type == Type::I32 ? "0 < " : "0u < ") + st + " && ";
      // With a constant end and positive step that cannot carry i past the type's range
      // (i < end, so i + step <= end - 1 + step <= MAX), the guard is dead: the plain
      // increment, whose trip count a backend compiler can compute; a loop marked for unrolling
      // (dsl::ForUnroll) with all three bounds constant gets the dialect's pragma (CUDA, HIP).
      auto ce = consts_.find(s.args[1]), cb = consts_.find(s.args[0]);
      const int64_t max_v = s.type == Type::I32 ? 2147483647 : 4294967295;
      auto as_int64 = [&](uint32_t bits) {
        return s.type == Type::I32 ? int64_t{static_cast<int32_t>(bits)} : int64_t{bits};
      };
      const bool plain = positive && ce != consts_.end() && as_int64(ce->second) - 1 + as_int64(c->second) <= max_v;
      if (plain && s.imm == 1 && cb != consts_.end()) {
        const int64_t b0 = as_int64(cb->second), e0 = as_int64(ce->second), st0 = as_int64(c->second);
        if (std::string pragma = d_.counted_loop_pragma(e0 > b0 ? static_cast<uint64_t>((e0 - b0 + st0 - 1) / st0) : 0);
            !pragma.empty())
          line(pragma);
      }
      line("for (" + d_.type(s.type) + " " + i + " = " + value(s.args[0]) + "; " + guard + i + " < " + e + "; " + i +
           " = " + (plain ? i + " + " + st : i + " > " + max + " - " + st + " ? " + e + " : " + i + " + " + st) +
           ") {");
      ++indent_;
      ++loop_depth_;
      block(s.body);
      --loop_depth_;
      --indent_;
      line("}");
      return;
    }
    case Op::While:
      line("for (;;) {");
      ++indent_;
      ++loop_depth_;
      block(s.cond_body);
      line("if (" + value(s.args[0]) + " == 0u) break;");
      block(s.body);
      --loop_depth_;
      --indent_;
      line("}");
      return;
    case Op::Break:
      if (loop_depth_ > 0) {
        line("break;");
      } else {
        line(outer_break_);
        outer_break_used_ = true;
      }
      return;
    case Op::Barrier: line(d_.barrier()); return;
    case Op::Shuffle:
    case Op::ShuffleXor: d_.shuffle(s, *this); return;
  }
  MORPH_CHECK(false, "unknown op");
}

// ---- Dialect defaults ------------------------------------------------------------------------

std::string Dialect::type(Type t) const {
  switch (t) {
    case Type::F32: return "float";
    case Type::I32: return "int";
    case Type::U32:
    case Type::Bool: return "uint";
    default: MORPH_CHECK(false, "no C type for ", ir::type_name(t));
  }
}

std::string Dialect::wide_load(uint32_t, bool, const std::string&, const std::string&, uint32_t) const {
  MORPH_CHECK(false, "wide_load called for a dialect without wide_type");
}

std::string Dialect::wide_store(uint32_t, const std::string&, const std::string&, uint32_t,
                                const std::vector<std::string>&) const {
  MORPH_CHECK(false, "wide_store called for a dialect without wide_type");
}

std::string Dialect::elem_type(Type t) const {
  switch (t) {
    case Type::F16:
    case Type::BF16: return "ushort";
    case Type::I8:
    case Type::U8: return "uchar";
    default: return type(t);
  }
}

void Dialect::kernel_body(const ir::Kernel& k, CStylePrinter& p) const {
  p.default_declarations();
  p.block(k.body);
}

void Dialect::kernel_prologue(const ir::Kernel& k, CStylePrinter& p) const {
  if (!k.uses_subgroup) return;
  using B = ir::BuiltinKind;
  p.line(shared_decl(Type::U32, "morph_sg", 2048) + "  // logical-subgroup shuffle scratch, two halves");
  p.line("uint morph_lid = " + builtin(B::LocalId, 0) + " + " + builtin(B::LocalSize, 0) + " * (" +
         builtin(B::LocalId, 1) + " + " + builtin(B::LocalSize, 1) + " * " + builtin(B::LocalId, 2) + ");");
  p.line("uint morph_sgh = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)");
}

std::string Dialect::bitcast(Type to, Type from, const std::string& e) const {
  if (to == from) return e;
  const char* fn = to == Type::F32 ? "as_float(" : to == Type::I32 ? "as_int(" : "as_uint(";
  return fn + e + ")";
}

std::string Dialect::int_to_f32(Type, const std::string& e) const { return "(float)" + e; }

std::string Dialect::load_byte(const std::string&, const std::string&, const std::string&) const {
  MORPH_CHECK(false, "dialect ", name(), " has no load_byte intrinsic; the verifier keeps it in its island arms");
  return {};
}

std::string Dialect::load_half(const std::string&, const std::string&, const std::string&) const {
  MORPH_CHECK(false, "dialect ", name(), " has no load_half intrinsic; the verifier keeps it in its island arms");
  return {};
}

std::string Dialect::half_to_float(const std::string&, CStylePrinter&) const {
  MORPH_CHECK(false, "dialect ", name(), " has no half_to_float intrinsic; the verifier keeps it in its island arms");
  return {};
}

std::string Dialect::byte_perm(const std::string&, const std::string&, const std::string&) const {
  MORPH_CHECK(false, "dialect ", name(),
              " has no byte_perm intrinsic; the verifier keeps byte_perm in its island arms");
  return {};
}

std::string Dialect::dp4a(const std::string&, const std::string&, const std::string&) const {
  MORPH_CHECK(false, "dialect ", name(), " has no dp4a intrinsic; the verifier keeps dp4a in its island arms");
}

std::string Dialect::f32_neg(const std::string& a) const {
  return bitcast(Type::F32, Type::U32, bitcast(Type::U32, Type::F32, a) + " ^ " + sign_mask("0x80000000u"));
}

std::string Dialect::f32_abs(const std::string& a) const {
  return bitcast(Type::F32, Type::U32, bitcast(Type::U32, Type::F32, a) + " & " + sign_mask("0x7fffffffu"));
}

std::string Dialect::f32_arith(Op op, const std::string& a, const std::string& b, CStylePrinter& p) const {
  switch (op) {
    case Op::Add: return a + " + " + b;
    case Op::Sub: return a + " - " + b;
    case Op::Mul: return a + " * " + b;
    case Op::Div: p.require(Prelude::DivF32); return "morph_div_f32(" + a + ", " + b + ")";
    default: MORPH_CHECK(false, "f32_arith: ", ir::op_name(op));
  }
}

std::string Dialect::f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const {
  return "fma(" + a + ", " + b + ", " + c + ")";
}

std::string Dialect::f32_compare(Op op, const std::string& a, const std::string& b) const {
  const char* o = op == Op::Eq   ? "=="
                  : op == Op::Ne ? "!="
                  : op == Op::Lt ? "<"
                  : op == Op::Le ? "<="
                  : op == Op::Gt ? ">"
                  : op == Op::Ge ? ">="
                                 : nullptr;
  MORPH_CHECK(o, "f32_compare: ", ir::op_name(op));
  return a + " " + o + " " + b;
}

std::string Dialect::f32_sqrt(const std::string& a, CStylePrinter& p) const {
  p.require(Prelude::SqrtF32);
  return "morph_sqrt_f32(" + a + ")";
}

std::string Dialect::f32_round(Op op, const std::string& a, CStylePrinter& p) const {
  switch (op) {
    case Op::Floor: p.require(Prelude::FloorF32); return "morph_floor_f32(" + a + ")";
    case Op::Rint: p.require(Prelude::RintF32); return "morph_rint_f32(" + a + ")";
    case Op::Trunc: p.require(Prelude::TruncF32); return "morph_trunc_f32(" + a + ")";
    default: MORPH_CHECK(false, "f32_round: ", ir::op_name(op));
  }
}

std::string Dialect::prelude(Prelude p) const { return prelude_text(p, fn_qualifier()); }

void Dialect::shuffle(const Stmt& s, CStylePrinter& p) const {
  // Shuffles alternate between the two halves of the scratch, so one barrier suffices: the
  // reads of shuffle n and the writes of shuffle n+2 (same half) are separated by the barrier
  // of shuffle n+1. The half is toggled at run time, so loops and branches (uniform, by the
  // verifier) keep every item on the same half.
  Type t = s.type;
  std::string v = p.value(s.args[0]), lane = p.value(s.args[1]);
  std::string src =
      s.op == Op::Shuffle ? "(morph_lid & ~31u) | (" + lane + " & 31u)" : "morph_lid ^ (" + lane + " & 31u)";
  p.line("morph_sg[morph_sgh + morph_lid] = " + bitcast(Type::U32, t, v) + ";");
  p.line(barrier());
  p.define(s, bitcast(t, Type::U32, "morph_sg[morph_sgh + (" + src + ")]"));
  p.line("morph_sgh ^= 1024u;");
}

}  // namespace morph::codegen
