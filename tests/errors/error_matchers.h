// Shared helpers for the expected-failure suites in tests/errors/: run a callable, require a
// morph::UserError (not an InternalError, not a std:: exception), and require that its message
// contains each given fragment (kernel, op, buffer, index, what to fix).
//   expect_user_error([&] { ir::verify(k); }, {"kernel 'bad'", "add", "insert a cast"});
#pragma once
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "morph/base/error.h"

namespace morph::testing {

/// Returns the message of the UserError thrown by `fn` ("" and a test failure otherwise).
inline std::string expect_user_error(const std::function<void()>& fn, const std::vector<std::string>& fragments) {
  std::string msg;
  try {
    fn();
    ADD_FAILURE() << "expected a morph::UserError containing '" << (fragments.empty() ? "" : fragments[0])
                  << "', nothing was thrown";
    return msg;
  } catch (const UserError& e) {
    msg = e.what();
  } catch (const std::exception& e) {
    ADD_FAILURE() << "expected a morph::UserError, got another exception: " << e.what();
    return msg;
  }
  for (const std::string& f : fragments)
    EXPECT_NE(msg.find(f), std::string::npos) << "message lacks '" << f << "':\n  " << msg;
  return msg;
}

}  // namespace morph::testing
