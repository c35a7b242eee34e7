#include "morph/runtime/device.h"

#include "morph/base/error.h"

namespace morph::rt {

std::shared_ptr<Compiled> Device::compiled(const std::shared_ptr<const ir::Kernel>& k) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = compiled_.find(k.get());
    if (it != compiled_.end()) return it->second.second;
  }
  std::shared_ptr<Compiled> c = compile(*k);
  std::lock_guard<std::mutex> lock(mu_);
  compiled_[k.get()] = {k, c};
  return c;
}

void Device::launch(const std::shared_ptr<const ir::Kernel>& k, Dim3 grid, Dim3 workgroup,
                    std::span<const LaunchArg> args) {
  std::shared_ptr<Compiled> c = compiled(k);
  launch(*c, *k, grid, workgroup, args);
}

void Device::check_launch(const ir::Kernel& k, Dim3 grid, Dim3 workgroup, std::span<const LaunchArg> args) const {
  MORPH_USER_CHECK(args.size() == k.params.size(), backend(), ": kernel '", k.name, "' takes ", k.params.size(),
                   " arguments, launch passed ", args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const ir::Param& p = k.params[i];
    if (p.kind == ir::ParamKind::Buffer) {
      MORPH_USER_CHECK(args[i].buffer && *args[i].buffer, backend(), ": kernel '", k.name, "': argument ", i, " ('",
                       p.name, "') must be a buffer");
      MORPH_USER_CHECK(args[i].buffer->bytes % ir::byte_size(p.type) == 0, backend(), ": kernel '", k.name,
                       "': buffer '", p.name, "' of ", args[i].buffer->bytes, " bytes is not a whole number of ",
                       ir::type_name(p.type), " elements");
    } else {
      MORPH_USER_CHECK(args[i].buffer == nullptr, backend(), ": kernel '", k.name, "': argument ", i, " ('", p.name,
                       "') must be a scalar ", ir::type_name(p.type));
    }
  }
  MORPH_USER_CHECK(grid.count() > 0 && workgroup.count() > 0, backend(), ": kernel '", k.name,
                   "': grid and workgroup must be at least 1 in every dimension");
  MORPH_USER_CHECK(workgroup.count() <= caps().max_workgroup_size, backend(), ": kernel '", k.name, "': workgroup of ",
                   workgroup.count(), " items exceeds the device limit ", caps().max_workgroup_size);
  MORPH_USER_CHECK(k.max_workgroup_items == 0 || workgroup.count() <= k.max_workgroup_items, backend(), ": kernel '",
                   k.name, "': workgroup of ", workgroup.count(), " items exceeds its launch bounds (",
                   k.max_workgroup_items, " items)");
  MORPH_USER_CHECK(!k.uses_subgroup || workgroup.count() % 32 == 0, backend(), ": kernel '", k.name,
                   "' uses subgroup shuffles; its workgroup size must be a multiple of 32 (got ", workgroup.count(),
                   ")");
}

}  // namespace morph::rt
