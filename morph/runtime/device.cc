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
  MORPH_USER_CHECK(k != nullptr, backend(), ": launch of a null kernel (an empty KernelRef)");
  std::shared_ptr<Compiled> c = compiled(k);
  launch(*c, *k, grid, workgroup, args);
}

namespace {
/// True when [offset, offset + bytes) lies within a buffer of `size` bytes, without the sum's
/// wrap-around (an offset near SIZE_MAX, a size_t that went negative).
bool byte_range_fits(size_t offset, size_t bytes, size_t size) { return offset <= size && bytes <= size - offset; }
bool integral(ir::Type t) { return t == ir::Type::I32 || t == ir::Type::U32; }
// How the C++ argument is spelled, for messages: rt::arg(2) for an int 2.
std::string spelled(const LaunchArg& a) {
  switch (a.type) {
    case ir::Type::F32: return str_cat("rt::arg(", __builtin_bit_cast(float, a.bits), "f)");
    case ir::Type::I32: return str_cat("rt::arg(", static_cast<int32_t>(a.bits), ")");
    case ir::Type::U32: return str_cat("rt::arg(", a.bits, "u)");
    default: return str_cat("rt::arg_bits(", a.bits, ")");
  }
}
}  // namespace

void Device::check_scalar_arg(const ir::Kernel& k, size_t i, const LaunchArg& a) const {
  const ir::Param& p = k.params[i];
  if (a.type == ir::Type::Void || a.type == p.type) return;
  const std::string what =
      str_cat(backend(), ": kernel '", k.name, "': argument ", i, " ('", p.name, "') is a ", ir::type_name(p.type),
              " scalar but the launch passed ", spelled(a), ", a ", ir::type_name(a.type));
  if ((integral(p.type) || p.type == ir::Type::Bool) && integral(a.type)) {  // the same bits when in range
    MORPH_USER_CHECK(p.type != ir::Type::U32 || a.type != ir::Type::I32 || static_cast<int32_t>(a.bits) >= 0, what,
                     " below 0");
    MORPH_USER_CHECK(p.type != ir::Type::I32 || a.bits <= 0x7fffffffu, what, " above INT32_MAX");
    MORPH_USER_CHECK(p.type != ir::Type::Bool || a.bits <= 1u, what, " (a bool takes 0 or 1)");
    return;
  }
  throw UserError(str_cat(what, ": its bits would be read as ", ir::type_name(p.type),
                          p.type == ir::Type::F32 ? " (write a float, e.g. rt::arg(2.0f))"
                                                  : " (convert it, or pass the bits with rt::arg_bits)"));
}

void Device::check_transfer(bool upload, const Buffer& b, const void* host, size_t bytes, size_t offset) const {
  const char* what = upload ? "upload" : "download";
  MORPH_USER_CHECK(bytes == 0 || host != nullptr, backend(), ": ", what, " of ", bytes, " bytes ",
                   upload ? "from" : "to", " a null pointer");
  MORPH_USER_CHECK(byte_range_fits(offset, bytes, b.bytes), backend(), ": ", what, " of ", bytes, " bytes at offset ",
                   offset, " overruns a buffer of ", b.bytes, " bytes");
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
      check_scalar_arg(k, i, args[i]);
    }
  }
  MORPH_USER_CHECK(grid.count() > 0 && workgroup.count() > 0, backend(), ": kernel '", k.name,
                   "': grid and workgroup must be at least 1 in every dimension");
  // global_id is a u32 per dimension: a larger global size would wrap it silently.
  const uint64_t g[3] = {grid.x, grid.y, grid.z}, w[3] = {workgroup.x, workgroup.y, workgroup.z};
  for (int d = 0; d < 3; ++d)
    MORPH_USER_CHECK(g[d] * w[d] <= UINT32_MAX, backend(), ": kernel '", k.name, "': global size ", g[d], " x ", w[d],
                     " in dimension ", "xyz"[d], " exceeds the u32 range of global ids (at most 2^32 - 1 items)");
  MORPH_USER_CHECK(g[0] * g[1] <= UINT32_MAX && g[0] * g[1] * g[2] <= UINT32_MAX, backend(), ": kernel '", k.name,
                   "': a grid of ", g[0], " x ", g[1], " x ", g[2],
                   " workgroups; at most 2^32 - 1 workgroups are launched at once");
  MORPH_USER_CHECK(workgroup.count() <= caps().max_workgroup_size, backend(), ": kernel '", k.name, "': workgroup of ",
                   workgroup.count(), " items exceeds the device limit ", caps().max_workgroup_size);
  MORPH_USER_CHECK(k.max_workgroup_items == 0 || workgroup.count() <= k.max_workgroup_items, backend(), ": kernel '",
                   k.name, "': workgroup of ", workgroup.count(), " items exceeds its launch bounds (",
                   k.max_workgroup_items, " items)");
  MORPH_USER_CHECK(k.workgroup_items == 0 || workgroup.count() == k.workgroup_items, backend(), ": kernel '", k.name,
                   "' was traced for workgroups of exactly ", k.workgroup_items,
                   " items (its code is specialized on that size, e.g. row_reduce's W); the launch has ",
                   workgroup.count());
  MORPH_USER_CHECK(!k.uses_subgroup || workgroup.count() % 32 == 0, backend(), ": kernel '", k.name,
                   "' uses subgroup shuffles; its workgroup size must be a multiple of 32 (got ", workgroup.count(),
                   ")");
}

}  // namespace morph::rt
