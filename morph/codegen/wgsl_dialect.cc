// WGSL spellings (see wgsl_dialect.h). The shared printer and prelude write a small C subset;
// c_to_wgsl() turns that subset into WGSL line by line.
#include "morph/codegen/wgsl_dialect.h"

#include <cctype>
#include <map>
#include <regex>
#include <sstream>

#include "morph/base/error.h"
#include "morph/codegen/c_style_printer.h"
#include "morph/codegen/glsl_dialect.h"

namespace morph::codegen {
namespace {

using ir::Type;

// Exact fused multiply-add a*b+c with one rounding (IEEE 754 fusedMultiplyAdd, round to nearest
// even, subnormals kept, specials as std::fma; a NaN result is the quiet NaN 0x7fc00000), in
// the printers' C subset with 32-bit integers only (morph/codegen/wgsl_fma.c, turned into WGSL
// by c_to_wgsl with the rest of the source). It is the GLSL emulation (glsl_fma.glsl; its
// invariant: both operands placed with their leading bit at bit 61, so a sticky bit never makes
// a rounding midpoint) without the GLSL built-ins WGSL lacks: the 24x24-bit product from
// 16-bit limbs (a0*b0 + (a0*b1 + a1*b0) << 16 + a1*b1 << 32, the middle sum < 2^25), carries
// and borrows as compares, and 64-bit values as (hi, lo) word pairs, each half of a shift by
// its own function. No float arithmetic: operands and result cross only by bitcast, so WGSL's
// permission to reassociate or contract float expressions has nothing to act on.
const char* kFmaF32 =
#include "morph/codegen/wgsl_fma_text.h"
    ;

std::string wgsl_type(const std::string& c) {
  if (c == "float") return "f32";
  if (c == "int") return "i32";
  if (c == "uint") return "u32";
  return c;
}

// End (exclusive) of the group opening at s[i].
size_t close_of(const std::string& s, size_t i) {
  int depth = 0;
  for (size_t j = i; j < s.size(); ++j) {
    if (s[j] == '(' || s[j] == '[') ++depth;
    if (s[j] == ')' || s[j] == ']')
      if (--depth == 0) return j + 1;
  }
  MORPH_CHECK(false, "unbalanced parentheses in printed source");
}

// `c ? a : b` -> `select(b, a, c)`, innermost groups first; `?:` is right-associative and has
// the lowest precedence in the printed expressions, so the first top-level `?` splits.
std::string ternaries(const std::string& e) {
  std::string out;
  for (size_t i = 0; i < e.size();) {
    if (e[i] == '(' || e[i] == '[') {
      size_t j = close_of(e, i);
      out += e[i] + ternaries(e.substr(i + 1, j - i - 2)) + e[j - 1];
      i = j;
    } else {
      out += e[i++];
    }
  }
  int depth = 0;
  size_t q = std::string::npos, colon = std::string::npos;
  int nested = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    char ch = out[i];
    if (ch == '(' || ch == '[') ++depth;
    if (ch == ')' || ch == ']') --depth;
    if (depth) continue;
    if (ch == '?') {
      if (q == std::string::npos)
        q = i;
      else
        ++nested;
    }
    if (ch == ':' && q != std::string::npos) {
      if (nested)
        --nested;
      else if (colon == std::string::npos)
        colon = i;
    }
  }
  if (q == std::string::npos || colon == std::string::npos) return out;
  auto trim = [](std::string s) {
    size_t a = s.find_first_not_of(' '), b = s.find_last_not_of(' ');
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
  };
  std::string c = trim(out.substr(0, q)), a = trim(out.substr(q + 1, colon - q - 1)), b = trim(out.substr(colon + 1));
  return "select(" + ternaries(b) + ", " + ternaries(a) + ", " + c + ")";
}

// One C statement (no trailing newline, indentation kept) -> WGSL.
std::string statement(const std::string& line) {
  static const std::regex fn_def(R"(^(float|int|uint|uvec2) (morph_\w+)\((.*)\) \{$)");
  static const std::regex decl(R"(^(\s*)(float|int|uint) (\w+) = (.*);$)");
  static const std::regex bare_decl(R"(^(\s*)(float|int|uint) (\w+);$)");
  static const std::regex ret(R"(^(\s*(?:\} else )?)return (.*);$)");
  static const std::regex assign(R"(^(\s*[\w\[\]. +*-]+? (?:=|\+=|-=|\|=|&=|\^=|<<=|>>=) )(.*);$)");
  static const std::regex for_c(R"(^(\s*)for \((float|int|uint) (\w+) = ([^;]*); ([^;]*); (.*)\) \{$)");
  std::smatch m;
  if (std::regex_match(line, m, fn_def)) {
    // WGSL parameters are immutable; the C routines assign to theirs, so each is copied into a
    // `var` of its name.
    std::string params, copies, p = m[3].str();
    std::istringstream ps(p);
    std::string one;
    while (std::getline(ps, one, ',')) {
      size_t a = one.find_first_not_of(' ');
      one = one.substr(a);
      size_t sp = one.find(' ');
      std::string n = one.substr(sp + 1), t = wgsl_type(one.substr(0, sp));
      params += (params.empty() ? "" : ", ") + n + "_in: " + t;
      copies += "\n  var " + n + ": " + t + " = " + n + "_in;";
    }
    return "fn " + m[2].str() + "(" + params + ") -> " + wgsl_type(m[1].str()) + " {" + copies;
  }
  if (std::regex_match(line, m, decl))
    return m[1].str() + "var " + m[3].str() + ": " + wgsl_type(m[2].str()) + " = " + ternaries(m[4].str()) + ";";
  if (std::regex_match(line, m, bare_decl))
    return m[1].str() + "var " + m[3].str() + ": " + wgsl_type(m[2].str()) + ";";
  if (std::regex_match(line, m, for_c)) {
    std::string step = m[6].str();
    step = std::regex_replace(step, std::regex(R"(^\+\+(\w+)$)"), "$1++");
    step = std::regex_replace(step, std::regex(R"(^--(\w+)$)"), "$1--");
    size_t eq = step.find(" = ");
    if (eq != std::string::npos) step = step.substr(0, eq + 3) + ternaries(step.substr(eq + 3));
    return m[1].str() + "for (var " + m[3].str() + ": " + wgsl_type(m[2].str()) + " = " + m[4].str() + "; " +
           m[5].str() + "; " + step + ") {";
  }
  if (line.find("for (;;) {") != std::string::npos)
    return std::regex_replace(line, std::regex(R"(for \(;;\) \{)"), "loop {");
  // Braceless `if (c) s;` and `else s;`.
  size_t ind = line.find_first_not_of(' ');
  std::string pad = line.substr(0, ind == std::string::npos ? 0 : ind), body = line.substr(pad.size());
  auto starts = [&](const char* p) { return body.rfind(p, 0) == 0; };
  if ((starts("if (") || starts("else if (")) && body.back() == ';') {
    size_t open = body.find('(');
    size_t close = close_of(body, open);
    return pad + body.substr(0, close) + " { " + statement(body.substr(close + 1)) + " }";
  }
  if (starts("else ") && !starts("else {") && !starts("else if") && body.back() == ';')
    return pad + "else { " + statement(body.substr(5)) + " }";
  if (std::regex_match(line, m, ret)) return m[1].str() + "return " + ternaries(m[2].str()) + ";";
  if (std::regex_match(line, m, assign)) return m[1].str() + ternaries(m[2].str()) + ";";
  return line;
}

class WgslDialect : public Dialect {
 public:
  std::string name() const override { return "wgsl"; }

  // Integer -> f32 by halves: each half converts exactly, the one add rounds to nearest even
  // (WGSL leaves the rounding of a direct conversion open).
  std::string header(const ir::Kernel& k) const override {
    return "float morph_u32_to_f32(uint x) {\n"
           "  float hi = float(x >> 16u);\n"
           "  float lo = float(x & 0xffffu);\n"
           "  float h = hi * as_float(0x47800000u);\n"
           "  float s = h + lo;\n"
           "  return s;\n"
           "}\n\n"
           "float morph_i32_to_f32(int x) {\n"
           "  uint m = x < 0 ? 0u - as_uint(x) : as_uint(x);\n"
           "  float f = morph_u32_to_f32(m);\n"
           "  return x < 0 ? as_float(as_uint(f) ^ 0x80000000u) : f;\n"
           "}\n\n"
           "int morph_find_msb(uint x) {\n"  // GLSL's findMSB (the shared division and root use it)
           "  return (int)firstLeadingBit(x);\n"
           "}\n" +
           (kernel_uses_op(k, "fma") ? "\n" + std::string(kFmaF32) : "");
  }
  std::string fn_qualifier() const override { return ""; }

  // f16/bf16/i8/u8 buffers are packed into u32 words (WGSL has no 8/16-bit storage): see
  // packed_accesses().
  std::string elem_type(Type t) const override {
    if (ir::byte_size(t) < 4) return "u32";
    return wgsl_type(type(t));
  }

  std::string kernel_signature(const ir::Kernel& k, const CStylePrinter& p) const override {
    std::ostringstream s, args;
    for (size_t i = 0; i < k.params.size(); ++i) {
      const ir::Param& prm = k.params[i];
      if (prm.kind == ir::ParamKind::Buffer) {
        uint32_t bytes = ir::byte_size(prm.type);
        s << "@group(0) @binding(" << i << ") var<storage, " << (prm.written ? "read_write" : "read") << "> "
          << p.param_name(i) << ": array<" << (bytes < 4 && prm.written ? "atomic<u32>" : elem_type(prm.type)) << ">;";
        if (bytes < 4) s << "  // packed " << 8 * bytes << "-bit elements";
        s << "\n";
        args << "  " << p.len_name(i) << ": u32,\n";
      } else {
        args << "  " << p.param_name(i) << ": " << wgsl_type(type(prm.type)) << ",\n";
      }
    }
    s << "struct MorphArgs {\n" << args.str() << "  morph_pad: u32,\n};\n";
    s << "@group(1) @binding(0) var<uniform> morph_args: MorphArgs;\n";
    for (size_t i = 0; i < k.shared.size(); ++i)
      s << "var<workgroup> " << p.shared_name(static_cast<uint32_t>(i)) << ": array<"
        << wgsl_type(type(k.shared[i].type)) << ", " << k.shared[i].count << ">;\n";
    if (k.uses_subgroup) s << "var<workgroup> morph_sg: array<u32, 2048>;  // logical-subgroup shuffle scratch\n";
    s << "override morph_wg_x: u32 = 1u;\noverride morph_wg_y: u32 = 1u;\noverride morph_wg_z: u32 = 1u;\n";
    s << "@compute @workgroup_size(morph_wg_x, morph_wg_y, morph_wg_z)\n"
         "fn main(@builtin(global_invocation_id) morph_gid: vec3<u32>, @builtin(local_invocation_id) morph_lid3: "
         "vec3<u32>,\n"
         "        @builtin(workgroup_id) morph_grp: vec3<u32>, @builtin(num_workgroups) morph_ngr: vec3<u32>,\n"
         "        @builtin(local_invocation_index) morph_lidx: u32)";
    return s.str();
  }

  void kernel_prologue(const ir::Kernel& k, CStylePrinter& p) const override {
    for (size_t i = 0; i < k.params.size(); ++i) {
      std::string n = k.params[i].kind == ir::ParamKind::Buffer ? p.len_name(i) : p.param_name(i);
      if (k.params[i].kind == ir::ParamKind::Buffer)
        p.line("let " + n + ": u32 = morph_args." + n + ";");
      else
        p.line("let " + n + ": " + wgsl_type(type(k.params[i].type)) + " = morph_args." + n + ";");
    }
    if (!k.uses_subgroup) return;
    p.line("let morph_lid: u32 = morph_lidx;");
    p.line("var morph_sgh: u32 = 0u;  // half of morph_sg the next shuffle uses (workgroup-uniform)");
  }

  std::string shared_decl(Type, const std::string& name, uint32_t) const override {
    return "// " + name + ": workgroup shared, declared before main";
  }
  std::string barrier() const override { return "storageBarrier(); workgroupBarrier();"; }

  std::string builtin(ir::BuiltinKind kind, int dim) const override {
    static const char* xyz[3] = {"x", "y", "z"};
    std::string c = xyz[dim];
    switch (kind) {
      case ir::BuiltinKind::GlobalId: return "morph_gid." + c;
      case ir::BuiltinKind::LocalId: return "morph_lid3." + c;
      case ir::BuiltinKind::GroupId: return "morph_grp." + c;
      case ir::BuiltinKind::LocalSize: return "morph_wg_" + c;
      case ir::BuiltinKind::NumGroups: return "morph_ngr." + c;
      case ir::BuiltinKind::GlobalSize: return "(morph_ngr." + c + " * morph_wg_" + c + ")";
    }
    MORPH_CHECK(false, "unknown builtin");
  }

  std::string int_to_f32(Type from, const std::string& e) const override {
    return (from == Type::I32 ? "morph_i32_to_f32(" : "morph_u32_to_f32(") + e + ")";
  }

  // The 32-bit-only division/sqrt and the signed integer routines of the GLSL dialect.
  std::string prelude(Prelude p) const override {
    switch (p) {
      case Prelude::DivF32:
      case Prelude::SqrtF32:
      case Prelude::DivI32:
      case Prelude::RemI32: {
        std::string t = glsl_->prelude(p);
        for (size_t at = t.find("findMSB("); at != std::string::npos; at = t.find("findMSB(", at))
          t.replace(at, 8, "morph_find_msb(");
        return t;
      }
      default: return Dialect::prelude(p);
    }
  }

  // The IR's exact fma: Morph's integer emulation (kFmaF32), never WGSL's fma(), which the
  // WGSL spec lets an implementation compute with an intermediate rounding.
  std::string f32_fma(const std::string& a, const std::string& b, const std::string& c, CStylePrinter&) const override {
    return "morph_fma_f32(" + a + ", " + b + ", " + c + ")";
  }

  std::string finish(std::string src) const override { return c_to_wgsl(packed_accesses(src)); }

 private:
  std::unique_ptr<Dialect> glsl_ = glsl_dialect();
};

}  // namespace

std::string packed_accesses(const std::string& c_source) {
  // The buffers the signature declared packed: name -> (bits, atomic).
  static const std::regex decl(
      R"(var<storage, (read|read_write)> (\w+): array<(?:atomic<)?u32>?>;  // packed (8|16)-bit)");
  std::map<std::string, std::pair<uint32_t, bool>> packed;
  for (std::sregex_iterator it(c_source.begin(), c_source.end(), decl), end; it != end; ++it)
    packed[(*it)[2].str()] = {static_cast<uint32_t>(std::stoul((*it)[3].str())), (*it)[1].str() == "read_write"};
  if (packed.empty()) return c_source;
  std::istringstream in(c_source);
  std::ostringstream out;
  std::string line;
  while (std::getline(in, line)) {
    // A store `NAME[i] = (ushort|uchar)VALUE;`: clear then set the element's bits of its word
    // with two atomics (each item changes only its own bits; WGSL's atomics discard their result
    // through `_ =`).
    static const std::regex store(R"(^(\s*)(\w+)\[(.*)\] = \((ushort|uchar)\)(.*);$)");
    std::smatch m;
    if (std::regex_match(line, m, store) && packed.count(m[2].str())) {
      auto [bits, atomic] = packed[m[2].str()];
      std::string i = "(" + m[3].str() + ")", per = bits == 16 ? "1u" : "3u", sh = bits == 16 ? "4u" : "3u";
      std::string word = "&" + m[2].str() + "[" + i + " >> " + (bits == 16 ? "1u" : "2u") + "]";
      std::string shift = "((" + i + " & " + per + ") << " + sh + ")", mask = bits == 16 ? "0xffffu" : "0xffu";
      out << m[1].str() << "_ = atomicAnd(" << word << ", ~(" << mask << " << " << shift << ")); _ = atomicOr(" << word
          << ", ((uint)(" << m[5].str() << ") & " << mask << ") << " << shift << ");\n";
      continue;
    }
    // Loads `NAME[i]`: the element's bits of its word (atomicLoad where the buffer is written).
    std::string done;
    for (size_t at = 0; at < line.size();) {
      size_t best = std::string::npos;
      std::string name;
      for (const auto& [n, info] : packed) {
        for (size_t f = line.find(n + "[", at); f != std::string::npos; f = line.find(n + "[", f + 1)) {
          bool ident_before = f > 0 && (std::isalnum(static_cast<unsigned char>(line[f - 1])) || line[f - 1] == '_');
          if (!ident_before) {
            if (f < best) best = f, name = n;
            break;
          }
        }
      }
      if (best == std::string::npos) {
        done += line.substr(at);
        break;
      }
      size_t open = best + name.size(), close = close_of(line, open);
      auto [bits, atomic] = packed[name];
      std::string i = "(" + line.substr(open + 1, close - open - 2) + ")";
      std::string word = name + "[" + i + " >> " + (bits == 16 ? "1u" : "2u") + "]";
      if (atomic) word = "atomicLoad(&" + word + ")";
      done += line.substr(at, best - at) + "((" + word + " >> ((" + i + " & " +
              (bits == 16 ? "1u) << 4u" : "3u) << 3u") + ")) & " + (bits == 16 ? "0xffffu" : "0xffu") + ")";
      at = close;
    }
    out << done << "\n";
  }
  return out.str();
}

std::string c_to_wgsl(const std::string& c_source) {
  std::string src = c_casts_to_constructors(c_source);
  std::ostringstream out;
  std::istringstream in(src);
  std::string line;
  while (std::getline(in, line)) out << statement(line) << "\n";
  std::string s = out.str();
  s = std::regex_replace(s, std::regex(R"(\bas_uint\()"), "bitcast<u32>(");
  s = std::regex_replace(s, std::regex(R"(\bas_int\()"), "bitcast<i32>(");
  s = std::regex_replace(s, std::regex(R"(\bas_float\()"), "bitcast<f32>(");
  s = std::regex_replace(s, std::regex(R"(\buint\()"), "u32(");
  s = std::regex_replace(s, std::regex(R"(\bint\()"), "i32(");
  s = std::regex_replace(s, std::regex(R"(\bfloat\()"), "f32(");
  return s;
}

const Dialect& wgsl_dialect() {
  static const WgslDialect d;
  return d;
}

}  // namespace morph::codegen
