#include "morph/ir/ir.h"

#include <gtest/gtest.h>

namespace morph::ir {
namespace {

// Every op of ops.def is classified: the buffer accessors are the ops whose `imm` is a buffer
// parameter (docs/ir.md), the memory indexers those whose first argument is an index.
TEST(IrOps, BufferAccessAndIndexingClassifyEveryOp) {
  std::vector<Op> buffer, indexed;
#define MORPH_IR_OP(name, text, arity)                       \
  if (accesses_buffer(Op::name)) buffer.push_back(Op::name); \
  if (indexes_memory(Op::name)) indexed.push_back(Op::name);
#include "morph/ir/ops.def"
#undef MORPH_IR_OP
  EXPECT_EQ(buffer, (std::vector<Op>{Op::Load, Op::Store, Op::LoadByte, Op::LoadHalf, Op::LoadLanes, Op::StoreLanes,
                                     Op::Prefetch, Op::AtomicAdd}));
  EXPECT_EQ(indexed, (std::vector<Op>{Op::Load, Op::Store, Op::LoadByte, Op::LoadHalf, Op::AtomicAdd, Op::SharedLoad,
                                      Op::SharedStore}));
}

}  // namespace
}  // namespace morph::ir
