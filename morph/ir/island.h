// Islands (DESIGN §7, law L7): a statement `%r = island { arm default {…} -> %a; arm cuda {…}
// -> %b }` holds per-backend alternatives for one small computation. The "default" arm is
// normative: written in portable IR ops, it defines %r. Another arm (named by a printer
// dialect's name(), e.g. "cuda") may use target intrinsics (today `dp4a`, which prints as
// CUDA's __dp4a) and must give the same bits as the default for every input; the oracle can run
// any arm (interp::Options::island_arm), and tests prove each arm bit-equal to the default.
// Arms are pure: straight-line value computations (no stores, locals, control flow, barriers,
// shuffles), each arm's values scoped to it; the verifier checks that and that every arm's
// value has the island's type.
// Printers and the oracle never see islands: select_island_arms() replaces each by the chosen
// arm's statements followed by `%r = cast %value` (a same-type copy).
//   ir::Kernel for_cuda = ir::select_island_arms(k, "cuda");   // default arm where none is given
//   std::string src = ir::with_island_arms(k, "cuda", [&](const ir::Kernel& s) { return print(s); });
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "morph/ir/ir.h"

namespace morph::ir {

/// The name of the normative arm.
inline constexpr std::string_view kDefaultArm = "default";

/// True if `k` holds an Island statement anywhere.
bool has_islands(const Kernel& k);

/// The arm targets used in `k`, each once, in order of first appearance ("default" included).
std::vector<std::string> island_targets(const Kernel& k);

/// `k` with every island replaced by its arm for `target` (its default arm when it has none). A
/// refined target "base+feature" (e.g. "vulkan+fma": a Vulkan device whose fma() is exact on normal
/// values) takes an arm of that exact name where an island has one, else the arm of its base.
/// Throws UserError for a malformed island (no arms, first arm not "default").
Kernel select_island_arms(const Kernel& k, std::string_view target);

/// Calls `use` with the kernel a backend sees for `target` and returns what it returns: `k`
/// itself when it holds no island (no copy), else select_island_arms(k, target). The printers
/// (codegen::print, with the dialect's name) and the oracle (interp::run, with
/// Options::island_arm) go through it.
template <class F>
decltype(auto) with_island_arms(const Kernel& k, std::string_view target, F&& use) {
  if (!has_islands(k)) return use(k);
  const Kernel selected = select_island_arms(k, target);
  return use(selected);
}

/// The backends whose printers spell intrinsic `op` (Dp4a: {"cuda"}; HalfToFloat: {"cuda", "opencl"});
/// empty for ordinary ops.
/// The verifier allows an intrinsic only inside an arm of one of these targets.
std::vector<std::string> intrinsic_targets(Op op);

}  // namespace morph::ir
