// Errors: the user's mistakes (UserError: what was wrong, where, how to fix it) are kept apart
// from Morph's own broken invariants (InternalError: a bug report), as Halide does.
//   MORPH_USER_CHECK(n > 0, "kernel '", name, "': grid must be non-empty");
//   MORPH_CHECK(id < values.size(), "value %", id, " has no type");
#pragma once
#include <sstream>
#include <stdexcept>
#include <string>

namespace morph {

/// A mistake in what the user gave Morph (a kernel, an expression, a file, a launch).
/// The message names what was wrong and where, and says what to do.
class UserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A broken invariant inside Morph: always a bug in Morph, never the user's fault.
class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

/// A backend that is not available here (no driver, no device): callers may skip.
class BackendUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

template <class... Args>
std::string str_cat(const Args&... args) {
  std::ostringstream os;
  (os << ... << args);
  return os.str();
}

}  // namespace morph

#define MORPH_USER_CHECK(cond, ...)                                       \
  do {                                                                    \
    if (!(cond)) throw ::morph::UserError(::morph::str_cat(__VA_ARGS__)); \
  } while (0)

#define MORPH_CHECK(cond, ...)                                                                               \
  do {                                                                                                       \
    if (!(cond))                                                                                             \
      throw ::morph::InternalError(                                                                          \
          ::morph::str_cat("internal error (", __FILE__, ":", __LINE__, "): ", #cond, ": ", ##__VA_ARGS__)); \
  } while (0)
