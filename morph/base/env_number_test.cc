// env_number, env_switch and env_choice: unset or empty gives the fallback / "", a listed value is taken, and
// anything else is a UserError naming the variable, its value and what was expected.
#include "morph/base/env_number.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace morph {
namespace {

constexpr const char* kVar = "MORPH_ENV_NUMBER_TEST";

TEST(EnvNumber, SwitchAndChoice) {
  ::unsetenv(kVar);
  EXPECT_EQ(env_number(kVar, 0, 1, 1, "0 or 1"), 1u);
  EXPECT_EQ(env_choice(kVar, {"float64", "integer"}), "");
  ::setenv(kVar, "", 1);
  EXPECT_EQ(env_choice(kVar, {"float64", "integer"}), "");
  ::setenv(kVar, "0", 1);
  EXPECT_EQ(env_number(kVar, 0, 1, 1, "0 or 1"), 0u);
  ::setenv(kVar, "integer", 1);
  EXPECT_EQ(env_choice(kVar, {"float64", "integer"}), "integer");
  ::setenv(kVar, "Integer", 1);
  try {
    env_choice(kVar, {"float64", "integer"});
    ADD_FAILURE() << "a value outside the choices was taken";
  } catch (const UserError& e) {
    EXPECT_EQ(std::string(e.what()), "$MORPH_ENV_NUMBER_TEST='Integer' is not one of 'float64', 'integer'");
  }
  ::setenv(kVar, "2", 1);
  EXPECT_THROW(env_number(kVar, 0, 1, 1, "0 or 1"), UserError);
  EXPECT_THROW(env_switch(kVar, true), UserError);
  ::setenv(kVar, "1", 1);
  EXPECT_TRUE(env_switch(kVar, false));
  ::setenv(kVar, "", 1);
  EXPECT_TRUE(env_switch(kVar, true));
  EXPECT_FALSE(env_switch(kVar, false));
  ::unsetenv(kVar);
}

}  // namespace
}  // namespace morph
