#include "morph/dsl/kernel.h"

#include <map>

namespace morph::dsl::detail {
namespace {
std::mutex g_mu;
std::map<std::pair<std::string, uint64_t>, KernelRef>& cache() {
  static auto* c = new std::map<std::pair<std::string, uint64_t>, KernelRef>();
  return *c;
}
size_t g_traces = 0;
}  // namespace

KernelRef cache_find(const std::string& name, uint64_t key) {
  std::lock_guard<std::mutex> lock(g_mu);
  auto it = cache().find({name, key});
  return it == cache().end() ? nullptr : it->second;
}

KernelRef cache_insert(const std::string& name, uint64_t key, KernelRef k) {
  std::lock_guard<std::mutex> lock(g_mu);
  ++g_traces;
  auto [it, inserted] = cache().emplace(std::make_pair(name, key), std::move(k));
  return it->second;
}
}  // namespace morph::dsl::detail

namespace morph::dsl {
size_t trace_count() {
  std::lock_guard<std::mutex> lock(detail::g_mu);
  return detail::g_traces;
}
}  // namespace morph::dsl
