// An environment variable read as a decimal integer, for Morph's settings ($MORPH_CPU_THREADS,
// $MORPH_CPU_SPIN_US, $MORPH_CPU_STREAM_BYTES; the switches $MORPH_DISK_CACHE and
// $MORPH_AUTOTUNE and $MORPH_TRACE_CHECK as 0 or 1): unset or empty gives the fallback; anything but digits with a
// value in [lo, hi] is a UserError naming the variable and its value (a typo must not quietly give the default).
// env_switch reads a 0-or-1 switch so, env_choice one of a few words ($MORPH_VULKAN_FMA, _DIV,
// _F16, _SHORT_ROWS).
//   uint64_t n = env_number("MORPH_CPU_THREADS", 1, 1024, 0, "a thread count in [1, 1024]");
//   std::string route = env_choice("MORPH_VULKAN_DIV", {"float64", "integer"});  // "" when unset
#pragma once
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <string>

#include "morph/base/error.h"

namespace morph {

/// `what` names the expected value in the error ("a thread count in [1, 1024]").
inline uint64_t env_number(const char* name, uint64_t lo, uint64_t hi, uint64_t fallback, const char* what) {
  const char* e = std::getenv(name);
  if (!e || !*e) return fallback;
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(e, &end, 10);
  MORPH_USER_CHECK(*e >= '0' && *e <= '9' && *end == '\0' && errno == 0 && v >= lo && v <= hi, "$", name, "='", e,
                   "' is not ", what);
  return v;
}

/// A 0-or-1 switch ($MORPH_DISK_CACHE, $MORPH_VULKAN_WIDE, …) read by env_number: `fallback`
/// when unset or empty, else whether it is 1; any other value is a UserError naming `what`.
inline bool env_switch(const char* name, bool fallback, const char* what = "0 or 1") {
  return env_number(name, 0, 1, fallback ? 1 : 0, what) == 1;
}

/// The value of $`name` when it is one of `choices`; "" when unset or empty; anything else is a
/// UserError naming the variable, its value and the choices.
inline std::string env_choice(const char* name, std::initializer_list<const char*> choices) {
  const char* e = std::getenv(name);
  if (!e || !*e) return "";
  std::string list;
  for (const char* c : choices) {
    if (std::string(c) == e) return e;
    list += std::string(list.empty() ? "'" : ", '") + c + "'";
  }
  throw UserError(str_cat("$", name, "='", e, "' is not one of ", list));
}

}  // namespace morph
