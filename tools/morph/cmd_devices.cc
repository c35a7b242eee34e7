// `morph devices [--json]`: every backend and device found on this machine.
#include <iostream>
#include <nlohmann/json.hpp>

#include "morph/runtime/registry.h"
#include "tools/morph/commands.h"

namespace morph::cli {

void register_devices(CLI::App& app, int* exit_code) {
  auto* cmd = app.add_subcommand("devices", "List the backends and devices found on this machine");
  auto* json = new bool(false);
  cmd->add_flag("--json", *json, "Print a JSON list of {name, backend, spec, detail}");
  cmd->callback([json, exit_code] {
    std::vector<rt::BackendStatus> status;
    std::vector<rt::DeviceInfo> devs = rt::list_devices(&status);
    if (*json) {
      nlohmann::json out = nlohmann::json::array();
      for (const auto& d : devs)
        out.push_back({{"name", d.name}, {"backend", d.backend}, {"spec", d.spec}, {"detail", d.detail}});
      std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
      std::cout << "devices:\n";
      for (const auto& d : devs) std::cout << "  " << d.spec << "\t" << d.name << "\t(" << d.detail << ")\n";
      for (const auto& s : status)
        if (!s.available) std::cout << "  " << s.backend << "\tunavailable: " << s.reason << "\n";
    }
    *exit_code = 0;
  });
}

}  // namespace morph::cli
