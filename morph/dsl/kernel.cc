#include "morph/dsl/kernel.h"

#include <cxxabi.h>

#include <cstdlib>
#include <map>
#include <typeindex>

#include "morph/base/env_number.h"

namespace morph::dsl::detail {
namespace {
struct Entry {
  KernelRef kernel;
  std::type_index fn;  // the C++ callable's type it was traced from
};
std::mutex g_mu;
std::map<std::pair<std::string, uint64_t>, Entry>& cache() {
  static auto* c = new std::map<std::pair<std::string, uint64_t>, Entry>();
  return *c;
}
size_t g_traces = 0;

std::string readable(const std::type_index& t) {
  int status = 0;
  char* d = abi::__cxa_demangle(t.name(), nullptr, nullptr, &status);
  std::string r = status == 0 && d ? d : t.name();
  std::free(d);
  return r;
}
}  // namespace

KernelRef cache_find(const std::string& name, uint64_t key, const std::type_info& fn) {
  std::lock_guard<std::mutex> lock(g_mu);
  auto it = cache().find({name, key});
  if (it == cache().end()) return nullptr;
  MORPH_USER_CHECK(it->second.fn == std::type_index(fn), "dsl::kernel: the name '", name,
                   "' (with this Key) was first traced from ", readable(it->second.fn), " and is now asked for from ",
                   readable(std::type_index(fn)),
                   "; kernels are cached by name and Key, so a different body under the same name would run the "
                   "first one: give each kernel its own name, or name the values it is specialized on in a Key");
  return it->second.kernel;
}

KernelRef cache_insert(const std::string& name, uint64_t key, const std::type_info& fn, KernelRef k) {
  std::lock_guard<std::mutex> lock(g_mu);
  ++g_traces;
  auto [it, inserted] = cache().emplace(std::make_pair(name, key), Entry{std::move(k), std::type_index(fn)});
  return it->second.kernel;
}
bool trace_check_enabled() {
  static const bool on =
      env_switch("MORPH_TRACE_CHECK", false, "1 (retrace every trace-cache hit) or 0 (do not, as when unset)");
  return on;
}

void check_retrace(const ir::Kernel& cached, const ir::Kernel& again) {
  if (cached.hash() == again.hash()) return;
  throw InternalError(str_cat("dsl::kernel '", cached.name,
                              "': traced again under the same name and Key it gives another kernel (",
                              cached.value_types.size(), " values and ", cached.params.size(), " parameters cached, ",
                              again.value_types.size(), " and ", again.params.size(),
                              " now): its Key misses a value the body reads at trace time, so the cache hands "
                              "out the first kernel for both (MORPH_TRACE_CHECK)"));
}
}  // namespace morph::dsl::detail

namespace morph::dsl {
size_t trace_count() {
  std::lock_guard<std::mutex> lock(detail::g_mu);
  return detail::g_traces;
}
}  // namespace morph::dsl
