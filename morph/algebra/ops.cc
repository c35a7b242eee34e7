#include "morph/algebra/ops.h"

namespace morph::algebra {
namespace {
constexpr std::string_view kUn[] = {"neg", "recip", "abs", "square", "exp", "log", "sqrt", "rsqrt", "tanh",
                                    "sigmoid", "silu", "gelu", "gelu_tanh", "softplus", "relu", "erf", "sin", "cos"};
constexpr std::string_view kBin[] = {"add", "sub", "mul", "div", "min", "max"};
constexpr std::string_view kRed[] = {"sum", "max", "min", "mean", "sumsq"};
static_assert(sizeof(kUn) / sizeof(kUn[0]) == kUnOpCount);
}  // namespace

std::string_view name(UnOp op) { return kUn[static_cast<int>(op)]; }
std::string_view name(BinOp op) { return kBin[static_cast<int>(op)]; }
std::string_view name(Red op) { return kRed[static_cast<int>(op)]; }

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
std::optional<Red> red_from_name(std::string_view s) {
  for (int i = 0; i < kRedCount; ++i)
    if (kRed[i] == s) return static_cast<Red>(i);
  return std::nullopt;
}

}  // namespace morph::algebra
