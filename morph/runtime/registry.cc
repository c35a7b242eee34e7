#include "morph/runtime/registry.h"

#include "morph/base/error.h"
#include "morph/runtime/backends.h"
#include "morph/runtime/oracle/oracle_device.h"

namespace morph::rt {
namespace {

std::vector<DeviceInfo> oracle_list(std::string*) {
  return {{"oracle", "oracle", "oracle", "reference interpreter of the IR (the definition)"}};
}
std::unique_ptr<Device> oracle_open(int) { return make_oracle_device(); }

std::vector<BackendFactory> factories() {
  std::vector<BackendFactory> f{{"oracle", oracle_list, oracle_open}};
  for (const BackendFactory& b : device_backends()) f.push_back(b);
  return f;
}

}  // namespace

std::vector<DeviceInfo> list_devices(std::vector<BackendStatus>* status) {
  std::vector<DeviceInfo> out;
  for (const BackendFactory& f : factories()) {
    std::string why;
    std::vector<DeviceInfo> found;
    try {
      found = f.list(&why);
    } catch (const std::exception& e) {
      why = e.what();
    }
    if (status) status->push_back({f.backend, !found.empty(), found.empty() ? why : ""});
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

DeviceSpec parse_device_spec(const std::string& spec) {
  DeviceSpec d{spec, -1};
  if (auto colon = spec.find(':'); colon != std::string::npos) {
    d.backend = spec.substr(0, colon);
    std::string n = spec.substr(colon + 1);
    MORPH_USER_CHECK(!n.empty() && n.size() <= 9 && n.find_first_not_of("0123456789") == std::string::npos, "device '",
                     spec, "': the part after ':' must be a device index (e.g. opencl:0)");
    d.index = std::stoi(n);
  }
  std::string known;
  bool found = false;
  for (const BackendFactory& f : factories()) {
    known += (known.empty() ? "" : ", ") + std::string(f.backend);
    found = found || d.backend == f.backend;
  }
  MORPH_USER_CHECK(found, "unknown backend '", d.backend, "' in device '", spec, "'; known backends: ", known,
                   " (run `morph devices` to see what this machine has)");
  MORPH_USER_CHECK(d.backend != "oracle" || d.index <= 0, "device '", spec,
                   "': the oracle has one device (oracle or oracle:0)");
  MORPH_USER_CHECK(d.backend != "cpu" || d.index <= 0, "device '", spec,
                   "': the cpu backend has one device (cpu or cpu:0), which uses every core");
  return d;
}

std::unique_ptr<Device> open_device(const std::string& spec) {
  const DeviceSpec d = parse_device_spec(spec);
  for (const BackendFactory& f : factories())
    if (d.backend == f.backend) return f.open(d.index);
  throw InternalError(str_cat("backend '", d.backend, "' vanished from the registry"));
}

}  // namespace morph::rt
