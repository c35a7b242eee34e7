// The list of commands beyond `devices`; each is defined in its own cmd_<name>.cc.
#include "tools/morph/commands.h"

namespace morph::cli {

void register_extra_commands(CLI::App& app, int* exit_code) {
  register_fuse(app, exit_code);
  register_run(app, exit_code);
  register_table(app, exit_code);
  register_tune(app, exit_code);
  register_gguf(app, exit_code);
  register_matvec(app, exit_code);
  register_cells(app, exit_code);
}

}  // namespace morph::cli
