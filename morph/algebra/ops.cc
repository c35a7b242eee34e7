#include "morph/algebra/ops.h"

#include <iterator>

namespace morph::algebra {
namespace {
constexpr std::string_view kUn[] = {
#define MORPH_UNOP(Enum, name, saturates) #name,
#include "morph/algebra/ops.def"
};
constexpr std::string_view kBin[] = {
#define MORPH_BINOP(Enum, name) #name,
#include "morph/algebra/ops.def"
};
constexpr std::string_view kTer[] = {
#define MORPH_TEROP(Enum, name) #name,
#include "morph/algebra/ops.def"
};
constexpr std::string_view kRed[] = {
#define MORPH_RED(Enum, name) #name,
#include "morph/algebra/ops.def"
};
static_assert(std::size(kUn) == kUnOpCount && std::size(kBin) == kBinOpCount && std::size(kTer) == kTerOpCount &&
              std::size(kRed) == kRedCount);
}  // namespace

std::string_view name(UnOp op) { return kUn[static_cast<int>(op)]; }
std::string_view name(BinOp op) { return kBin[static_cast<int>(op)]; }
std::string_view name(TerOp op) { return kTer[static_cast<int>(op)]; }
std::string_view name(Red op) { return kRed[static_cast<int>(op)]; }

std::string unop_names() {
  std::string r;
#define MORPH_UNOP(Enum, n, sat) r += std::string(r.empty() ? "" : " ") + #n;
#include "morph/algebra/ops.def"
  return r;
}

std::optional<UnOp> unop_from_name(std::string_view s) {
  for (int i = 0; i < kUnOpCount; ++i)
    if (kUn[i] == s) return static_cast<UnOp>(i);
  return std::nullopt;
}
std::optional<BinOp> binop_from_name(std::string_view s) {
  for (int i = 0; i < kBinOpCount; ++i)
    if (kBin[i] == s) return static_cast<BinOp>(i);
  return std::nullopt;
}
std::optional<TerOp> terop_from_name(std::string_view s) {
  for (int i = 0; i < kTerOpCount; ++i)
    if (kTer[i] == s) return static_cast<TerOp>(i);
  return std::nullopt;
}
std::optional<Red> red_from_name(std::string_view s) {
  for (int i = 0; i < kRedCount; ++i)
    if (kRed[i] == s) return static_cast<Red>(i);
  return std::nullopt;
}

}  // namespace morph::algebra
