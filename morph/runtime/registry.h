// Backend discovery: which devices this machine has, found at run time (DESIGN §5). A backend
// whose driver is missing is listed as unavailable with the reason, never a crash.
//   for (auto& d : rt::list_devices()) std::cout << d.backend << " " << d.name << "\n";
//   std::unique_ptr<rt::Device> dev = rt::open_device("opencl:0");
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "morph/runtime/device.h"

namespace morph::rt {

struct DeviceInfo {
  std::string spec;     // what open_device takes: "oracle", "cuda:0", "opencl:1"
  std::string backend;  // "oracle", "cuda", "opencl"
  std::string name;     // device name
  std::string detail;   // driver / version / arch
};

struct BackendStatus {
  std::string backend;
  bool available = false;
  std::string reason;  // why not, when unavailable (e.g. "libcuda.so.1 not found")
};

/// Every device of every backend found here (the oracle first).
std::vector<DeviceInfo> list_devices(std::vector<BackendStatus>* status = nullptr);

/// A device spec taken apart: "opencl:1" is {"opencl", 1}; "cuda" is {"cuda", -1} (the
/// backend's default device).
struct DeviceSpec {
  std::string backend;
  int index = -1;
};

/// Checks the syntax of a device spec without opening anything: "BACKEND" or "BACKEND:N" with a
/// known backend name (case-sensitive) and N a decimal index below 2^31 ("oracle" has only
/// index 0). Throws UserError naming the spec and what is wrong.
DeviceSpec parse_device_spec(const std::string& spec);

/// Opens a device: "oracle", "BACKEND" (its first GPU, else first device) or "BACKEND:N".
/// Throws UserError for a malformed spec (parse_device_spec), BackendUnavailable when the
/// backend or device is not present.
std::unique_ptr<Device> open_device(const std::string& spec);

/// One backend's hooks; each backend folder defines one of these (no static registration).
struct BackendFactory {
  const char* backend;
  std::vector<DeviceInfo> (*list)(std::string* why_unavailable);
  std::unique_ptr<Device> (*open)(int index);  // index -1: the backend's default device
};

}  // namespace morph::rt
