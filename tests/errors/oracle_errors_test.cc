// Expected failures of the oracle (morph/interp) and of the oracle Device: every error path.
// Out-of-bounds global and shared accesses, reads of never-written shared memory, data races on
// shared memory, divergent barriers, shuffles from inactive lanes, non-positive loop steps, wrong
// argument counts, kinds and scalar types, bad launch shapes (and a kernel's required workgroup
// size), buffer sizes and copies, one kernel name traced from two lambdas. Each message must name the kernel, the
// statement (so the op), and the buffer, index and item where there is one. Kernels whose
// error the verifier would already catch (divergent barrier, shuffle under divergence) are built
// by hand and run without verification, which is how the oracle's own checks are reached.
#include <gtest/gtest.h>

#include <vector>

#include "morph/dsl/dsl.h"
#include "morph/interp/interp.h"
#include "morph/reduce/row_reduce.h"
#include "morph/runtime/oracle/oracle_device.h"
#include "tests/errors/error_matchers.h"

using namespace morph;
using namespace morph::dsl;
using morph::testing::expect_user_error;

namespace {
interp::Options one_thread() {
  interp::Options o;
  o.threads = 1;  // the first failing item is then deterministic
  return o;
}

KernelRef copy_shifted() {
  return kernel(
      "bad_oob",
      [](Array<float> x, Val<int32_t> shift, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    Val<int32_t> j = cast<int32_t>(i) + shift;
    y[i] = x[j];
      },
      {"x", "shift", "y"});
}
}  // namespace

TEST(OracleErrors, OutOfBoundsLoadNamesKernelBufferIndexAndItem) {
  std::vector<float> x(64), y(64);
  interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{5}), interp::buffer(y)};
  expect_user_error([&] { interp::run(*copy_shifted(), {1}, {64}, args, one_thread()); },
                    {"kernel 'bad_oob'", "load from buffer 'x'", "index 64", "(64 elements)", "= load x[",
                     "workgroup (0,0,0), item (59,0,0)"});
}

TEST(OracleErrors, NegativeIndexIsOutOfBounds) {
  std::vector<float> x(64), y(64);
  interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{-1}), interp::buffer(y)};
  expect_user_error([&] { interp::run(*copy_shifted(), {1}, {64}, args, one_thread()); },
                    {"kernel 'bad_oob'", "load from buffer 'x'", "index -1", "item (0,0,0)"});
}

TEST(OracleErrors, OutOfBoundsStore) {
  std::vector<float> x(128), y(100);
  interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{0}), interp::buffer(y)};
  expect_user_error([&] { interp::run(*copy_shifted(), {2}, {64}, args, one_thread()); },
                    {"kernel 'bad_oob'", "store to buffer 'y'", "index 100", "(100 elements)", "store y[",
                     "workgroup (1,0,0), item (36,0,0)"});
}

TEST(OracleErrors, ManyWorkgroupsOnManyThreadsStillReport) {
  std::vector<float> x(10000), y(10000 + 64);
  interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{0}), interp::buffer(y)};
  expect_user_error([&] { interp::run(*copy_shifted(), {157}, {64}, args); },
                    {"kernel 'bad_oob'", "load from buffer 'x'", "out of bounds (10000 elements)"});
}

TEST(OracleErrors, SharedOutOfBounds) {
  auto k = kernel(
      "bad_shared_oob",
      [](Array<float> y) {
    Shared<float> tile = shared<float>(32, "tile");
    Val<uint32_t> t = local_id(0);
    tile[t + 1u] = 1.0f;
    barrier();
    y[t] = tile[t];
      },
      {"y"});
  std::vector<float> y(32);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error([&] { interp::run(*k, {1}, {32}, args, one_thread()); },
                    {"kernel 'bad_shared_oob'", "store to shared array 'tile'", "index 32", "(32 elements)",
                     "shared_store tile[", "item (31,0,0)"});
  auto k2 = kernel(
      "bad_shared_oob_read",
      [](Array<float> y) {
    Shared<float> tile = shared<float>(16, "tile");
    Val<uint32_t> t = local_id(0);
    If(t < 16u, [&] { tile[t] = 1.0f; });
    barrier();
    y[t] = tile[t];
      },
      {"y"});
  expect_user_error([&] { interp::run(*k2, {1}, {32}, args, one_thread()); },
                    {"kernel 'bad_shared_oob_read'", "load from shared array 'tile'", "index 16", "(16 elements)",
                     "shared_load tile["});
}

TEST(OracleErrors, NeverWrittenSharedRead) {
  auto k = kernel(
      "bad_shared_unwritten",
      [](Array<float> y) {
    Shared<float> tile = shared<float>(64, "tile");
    Val<uint32_t> t = local_id(0);
    If(t < 60u, [&] { tile[t] = 2.0f; });
    barrier();
    y[t] = tile[63u - t];
      },
      {"y"});
  std::vector<float> y(64);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error([&] { interp::run(*k, {1}, {64}, args, one_thread()); },
                    {"kernel 'bad_shared_unwritten'", "read of shared 'tile'[63]", "no item has written",
                     "shared_load tile[", "item (0,0,0)"});
  // Written state does not leak between workgroups: group 0 writes everything, group 1 does not.
  auto k2 = kernel(
      "bad_shared_per_group",
      [](Array<float> y) {
    Shared<float> tile = shared<float>(32, "tile");
    Val<uint32_t> t = local_id(0);
    If(group_id(0) == 0u, [&] { tile[t] = 1.0f; });
    barrier();
    y[global_id(0)] = tile[t];
      },
      {"y"});
  std::vector<float> y2(64);
  interp::Arg args2[] = {interp::buffer(y2)};
  expect_user_error([&] { interp::run(*k2, {2}, {32}, args2, one_thread()); },
                    {"kernel 'bad_shared_per_group'", "read of shared 'tile'[0]", "workgroup (1,0,0)"});
}

namespace {
// Hand-built: if (local_id.x < 16) { barrier or shuffle }. The verifier rejects this; the oracle
// must reject it too when run directly.
ir::Kernel divergent(const char* name, ir::Op op) {
  ir::Kernel k;
  k.name = name;
  k.params = {{"y", ir::ParamKind::Buffer, ir::Type::F32, true}};
  auto val = [&](ir::Type t) {
    k.value_types.push_back(t);
    return static_cast<int32_t>(k.value_types.size() - 1);
  };
  auto st = [&](std::vector<ir::Stmt>& b, ir::Op o, ir::Type t, int32_t a = -1, int32_t c = -1, uint32_t imm = 0) {
    ir::Stmt s;
    s.op = o;
    s.type = t;
    s.args = {a, c, -1};
    s.imm = imm;
    if (t != ir::Type::Void) s.result = val(t);
    b.push_back(s);
    return b.back().result;
  };
  int32_t lid = st(k.body, ir::Op::Builtin, ir::Type::U32, -1, -1, 4);
  int32_t sixteen = st(k.body, ir::Op::Const, ir::Type::U32, -1, -1, 16);
  int32_t c = st(k.body, ir::Op::Lt, ir::Type::Bool, lid, sixteen);
  st(k.body, ir::Op::If, ir::Type::Void, c);
  std::vector<ir::Stmt>& then = k.body.back().body;
  if (op == ir::Op::Barrier) {
    st(then, ir::Op::Barrier, ir::Type::Void);
  } else {
    int32_t one = st(then, ir::Op::Const, ir::Type::F32, -1, -1, 0x3f800000u);
    int32_t mask = st(then, ir::Op::Const, ir::Type::U32, -1, -1, 16);
    int32_t r = st(then, op, ir::Type::F32, one, mask);
    st(then, ir::Op::Store, ir::Type::Void, lid, r, 0);
    k.uses_subgroup = true;
  }
  return k;
}
}  // namespace

TEST(OracleErrors, DivergentBarrier) {
  ir::Kernel k = divergent("bad_divergent_barrier", ir::Op::Barrier);
  EXPECT_THROW(ir::verify(k), UserError);
  std::vector<float> y(32);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error([&] { interp::run(k, {1}, {32}, args, one_thread()); },
                    {"kernel 'bad_divergent_barrier'", "divergent barrier", "item 16", "`barrier`"});
}

TEST(OracleErrors, DivergentBarrierInLoopWithVaryingTripCount) {
  // Traced without the barrier check: the loop bound is the item's own load, so the barrier is
  // reached a different number of times; build it by hand from a traced kernel.
  auto base = kernel(
      "bad_loop_barrier_src",
      [](Array<uint32_t> n, Array<float> y) {
    Val<uint32_t> t = local_id(0);
    For(0u, n[t].read(), [&](Val<uint32_t>) { y[t] = 1.0f; });
      },
      {"n", "y"});
  ir::Kernel k = *base;
  k.name = "bad_loop_barrier";
  // Put a barrier at the start of the loop body.
  for (ir::Stmt& s : k.body)
    if (s.op == ir::Op::For) {
      ir::Stmt b;
      b.op = ir::Op::Barrier;
      s.body.insert(s.body.begin(), b);
    }
  EXPECT_THROW(ir::verify(k), UserError);
  std::vector<uint32_t> n(32, 3);
  n[7] = 2;  // item 7 leaves the loop one trip early
  std::vector<float> y(32);
  interp::Arg args[] = {interp::buffer(n), interp::buffer(y)};
  expect_user_error([&] { interp::run(k, {1}, {32}, args, one_thread()); },
                    {"kernel 'bad_loop_barrier'", "divergent barrier", "item 7 of the workgroup does not reach it"});
}

TEST(OracleErrors, ShuffleFromInactiveLane) {
  for (ir::Op op : {ir::Op::ShuffleXor, ir::Op::Shuffle}) {
    ir::Kernel k = divergent(op == ir::Op::Shuffle ? "bad_shuffle" : "bad_shuffle_xor", op);
    EXPECT_THROW(ir::verify(k), UserError);
    std::vector<float> y(64);
    interp::Arg args[] = {interp::buffer(y)};
    std::string name = k.name;
    expect_user_error(
        [&] { interp::run(k, {1}, {64}, args, one_thread()); },
        {"kernel '" + name + "'", std::string(ir::op_name(op)) + " reads lane 16", "inactive", "item (0,0,0)"});
  }
}

TEST(OracleErrors, NonPositiveLoopStep) {
  auto ku = kernel(
      "bad_step_u32",
      [](Val<uint32_t> step, Array<float> y) { ForStep(0u, y.size(), step, [&](Val<uint32_t> j) { y[j] = 1.0f; }); },
      {"step", "y"});
  std::vector<float> y(8);
  interp::Arg args[] = {interp::scalar(0u), interp::buffer(y)};
  expect_user_error([&] { interp::run(*ku, {1}, {32}, args, one_thread()); },
                    {"kernel 'bad_step_u32'", "loop step must be positive", "for %", "oracle_errors_test.cc"});
  auto ki = kernel("bad_step_i32",
                   [](Val<int32_t> step,
                      Array<float> y) { ForStep(Val<int32_t>(0), 8, step, [&](Val<int32_t> j) { y[j] = 1.0f; }); },
                   {"step", "y"});
  for (int32_t s : {0, -1, INT32_MIN}) {
    interp::Arg a2[] = {interp::scalar(s), interp::buffer(y)};
    expect_user_error([&] { interp::run(*ki, {1}, {32}, a2, one_thread()); },
                      {"kernel 'bad_step_i32'", "loop step must be positive"});
  }
}

TEST(OracleErrors, WrongArgumentCountAndKind) {
  KernelRef k = copy_shifted();
  std::vector<float> x(4), y(4);
  {
    interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{0})};
    expect_user_error([&] { interp::run(*k, {1}, {4}, args); },
                      {"kernel 'bad_oob'", "takes 3 arguments, launch passed 2"});
  }
  {
    interp::Arg args[] = {interp::scalar(1.0f), interp::scalar(int32_t{0}), interp::buffer(y)};
    expect_user_error([&] { interp::run(*k, {1}, {4}, args); },
                      {"kernel 'bad_oob'", "argument 0 ('x') must be a buffer"});
  }
  {
    interp::Arg args[] = {interp::buffer(x), interp::buffer(x), interp::buffer(y)};
    expect_user_error([&] { interp::run(*k, {1}, {4}, args); },
                      {"kernel 'bad_oob'", "argument 1 ('shift') must be a scalar"});
  }
  {
    interp::Arg args[] = {interp::buffer(nullptr, 4), interp::scalar(int32_t{0}), interp::buffer(y)};
    expect_user_error([&] { interp::run(*k, {1}, {4}, args); }, {"kernel 'bad_oob'", "buffer argument 'x' is null"});
  }
}

TEST(OracleErrors, LaunchShape) {
  KernelRef k = copy_shifted();
  std::vector<float> x(4), y(4);
  interp::Arg args[] = {interp::buffer(x), interp::scalar(int32_t{0}), interp::buffer(y)};
  expect_user_error([&] { interp::run(*k, {0}, {4}, args); }, {"kernel 'bad_oob'", "at least 1 in every dimension"});
  expect_user_error([&] { interp::run(*k, {1}, {4, 0, 1}, args); }, {"kernel 'bad_oob'", "at least 1"});
  expect_user_error(
      [&] {
    interp::run(*k, {1}, {64, 32, 1}, args);
      },
      {"kernel 'bad_oob'", "workgroup of 2048 items exceeds 1024"});
}

TEST(OracleErrors, SubgroupKernelNeedsWorkgroupMultipleOf32) {
  auto k = kernel(
      "bad_subgroup_wg",
      [](Array<float> y) {
    Val<uint32_t> t = local_id(0);
    Val<float> v = cast<float>(t);
    y[global_id(0)] = shuffle_xor(v, 1u);
      },
      {"y"});
  std::vector<float> y(96);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error([&] { interp::run(*k, {2}, {48}, args); },
                    {"kernel 'bad_subgroup_wg'", "subgroup shuffles", "multiple of 32 (got 48)"});
  expect_user_error([&] { interp::run(*k, {1}, {16, 3, 1}, args); }, {"multiple of 32 (got 48)"});
  EXPECT_NO_THROW(interp::run(*k, {3}, {32}, args));  // control: 32 is fine
  EXPECT_EQ(y[0], 1.0f);
  EXPECT_EQ(y[34], 3.0f);  // item 34 = lane 2 of group 1 reads lane 3
}

TEST(OracleErrors, OracleDeviceChecks) {
  std::unique_ptr<rt::Device> dev = rt::make_oracle_device();
  auto k = kernel(
      "bad_device_launch",
      [](Array<f16> h, Val<float> s, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    If(i < y.size(), [&] { y[i] = h[i] * s; });
      },
      {"h", "s", "y"});
  rt::Buffer h = dev->alloc(10), odd = dev->alloc(5), y = dev->alloc(20);
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(h), rt::arg(1.0f)});
      },
      {"oracle", "kernel 'bad_device_launch'", "takes 3 arguments, launch passed 2"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(1.0f), rt::arg(1.0f), rt::arg(y)});
      },
      {"kernel 'bad_device_launch'", "argument 0 ('h') must be a buffer"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(h), rt::arg(h), rt::arg(y)});
      },
      {"kernel 'bad_device_launch'", "argument 1 ('s') must be a scalar f32"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(odd), rt::arg(1.0f), rt::arg(y)});
      },
      {"kernel 'bad_device_launch'", "buffer 'h' of 5 bytes is not a whole number of f16 elements"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {2048}, {rt::arg(h), rt::arg(1.0f), rt::arg(y)});
      },
      {"kernel 'bad_device_launch'", "workgroup of 2048 items exceeds the device limit 1024"});
  expect_user_error(
      [&] {
    dev->launch(k, {0}, {32}, {rt::arg(h), rt::arg(1.0f), rt::arg(y)});
      },
      {"kernel 'bad_device_launch'", "at least 1"});
  // Reads past the 5 f16 elements of h (y has 5 f32 elements too, but the launch has 32 items).
  rt::Buffer y8 = dev->alloc(32);
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(h), rt::arg(1.0f), rt::arg(y8)});
      },
      {"kernel 'bad_device_launch'", "load from buffer 'h'", "index 5", "(5 elements)"});
  std::vector<unsigned char> host(64);
  expect_user_error([&] { dev->upload(h, host.data(), 8, 4); },
                    {"upload of 8 bytes at offset 4", "buffer of 10 bytes"});
  expect_user_error([&] { dev->download(h, host.data(), 11); }, {"download of 11 bytes", "buffer of 10 bytes"});
  expect_user_error([&] { dev->copy(odd, h, 10); }, {"copy of 10 bytes overruns"});
}

// Data races on shared memory: the oracle runs items in lockstep, so a missing barrier gives it
// the intended order; it reports the race instead of hiding it (docs/ir.md §5, §9).
namespace {
// out[t] = tile[(t + 1) % n] after every item stored tile[t]: correct only with the barrier.
KernelRef neighbour_sum(bool with_barrier) {
  return kernel(
      with_barrier ? "race_free_neighbour" : "race_neighbour",
      [with_barrier](Array<float> x, Array<float> y) {
    Shared<float> tile = shared<float>(64, "tile");
    Val<uint32_t> t = local_id(0);
    tile[t] = x[t];
    if (with_barrier) barrier();
    y[t] = tile[(t + 1u) & 63u].read();
      },
      {"x", "y"}, Key(with_barrier));
}
}  // namespace

TEST(OracleErrors, SharedReadOfAnotherItemsStoreWithoutBarrierIsARace) {
  std::vector<float> x(64, 1.0f), y(64);
  interp::Arg args[] = {interp::buffer(x), interp::buffer(y)};
  interp::run(*neighbour_sum(true), {1}, {64}, args, one_thread());
  EXPECT_EQ(y[5], 1.0f);
  expect_user_error([&] { interp::run(*neighbour_sum(false), {1}, {64}, args, one_thread()); },
                    {"kernel 'race_neighbour'", "data race: item 0 reads shared 'tile'[1], which item 1 wrote",
                     "add a barrier()", "shared_load tile["});
}

TEST(OracleErrors, SharedStoreOverAnotherItemsReadOrStoreWithoutBarrierIsARace) {
  // Each item reads its right neighbour, then overwrites its own element: item 0's store lands
  // on what item 31 read (write after read).
  auto war = kernel(
      "race_write_after_read",
      [](Array<float> y) {
    Shared<float> tile = shared<float>(32, "tile");
    Val<uint32_t> t = local_id(0);
    tile[t] = cast<float>(t);
    barrier();
    Val<float> v = tile[(t + 1u) & 31u].read();
    tile[t] = v * 2.0f;
    y[t] = v;
      },
      {"y"});
  std::vector<float> y(32);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error([&] { interp::run(*war, {1}, {32}, args, one_thread()); },
                    {"kernel 'race_write_after_read'", "data race: item 0 writes shared 'tile'[0], which item 31 read",
                     "add a barrier() before the write"});
  // Two items store different values to one element: the result depends on their order.
  auto waw = kernel(
      "race_two_writers",
      [](Array<float> y) {
    Shared<float> slot = shared<float>(1, "slot");
    slot[0u] = cast<float>(local_id(0));
    barrier();
    y[local_id(0)] = slot[0u].read();
      },
      {"y"});
  expect_user_error(
      [&] { interp::run(*waw, {1}, {32}, args, one_thread()); },
      {"kernel 'race_two_writers'", "data race: items 0 and 1 write different values to shared 'slot'[0]"});
  // Every item storing the same value is not a race; neither is a store after a barrier.
  auto same = kernel(
      "same_value_stores",
      [](Array<float> y) {
    Shared<float> slot = shared<float>(1, "slot");
    slot[0u] = 3.0f;
    barrier();
    Val<float> v = slot[0u].read();
    barrier();
    slot[0u] = v + cast<float>(local_id(0) == 0u);
    barrier();
    y[local_id(0)] = slot[0u].read();
      },
      {"y"});
  expect_user_error([&] { interp::run(*same, {1}, {32}, args, one_thread()); },
                    {"data race: items 0 and 1 write different values to shared 'slot'[0]"});
  auto flag = kernel(
      "same_value_flag",
      [](Array<float> y) {
    Shared<float> slot = shared<float>(1, "slot");
    slot[0u] = 3.0f;
    barrier();
    y[local_id(0)] = slot[0u].read();
      },
      {"y"});
  interp::run(*flag, {1}, {32}, args, one_thread());
  EXPECT_EQ(y[31], 3.0f);
}

// A scalar argument's C++ type must fit the parameter: rt::arg(2) (an int) for an f32 would be
// read as the float with bits 2.
TEST(OracleErrors, ScalarArgumentTypeMustMatchTheParameter) {
  std::unique_ptr<rt::Device> dev = rt::make_oracle_device();
  auto k = kernel(
      "scaled_by",
      [](Val<float> a, Val<uint32_t> n, Val<int32_t> m, Array<float> y) {
    Val<uint32_t> i = global_id(0);
    If(i < n, [&] { y[i] = a * cast<float>(m); });
      },
      {"a", "n", "m", "y"});
  rt::Buffer y = dev->alloc(4 * 32);
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(2), rt::arg(32u), rt::arg(1), rt::arg(y)});
      },
      {"kernel 'scaled_by'", "argument 0 ('a') is a f32 scalar but the launch passed rt::arg(2), a i32",
       "rt::arg(2.0f)"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(2.0f), rt::arg(-1), rt::arg(1), rt::arg(y)});
      },
      {"argument 1 ('n') is a u32 scalar but the launch passed rt::arg(-1), a i32 below 0"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(2.0f), rt::arg(1.5f), rt::arg(1), rt::arg(y)});
      },
      {"argument 1 ('n') is a u32 scalar but the launch passed rt::arg(1.5f), a f32"});
  expect_user_error(
      [&] {
    dev->launch(k, {1}, {32}, {rt::arg(2.0f), rt::arg(32u), rt::arg(0x80000000u), rt::arg(y)});
      },
      {"argument 2 ('m') is a i32 scalar", "above INT32_MAX"});
  // An int in range for a u32, an unsigned for an i32, and raw bits are accepted.
  dev->launch(k, {1}, {32}, {rt::arg(2.0f), rt::arg(32), rt::arg(3u), rt::arg(y)});
  dev->launch(k, {1}, {32}, {rt::arg_bits(0x40000000u), rt::arg(32u), rt::arg(3), rt::arg(y)});
  std::vector<float> out(32);
  dev->download(y, out.data(), 4 * 32);
  EXPECT_EQ(out[7], 6.0f);
}

// Kernels are cached by name and Key: a second, different lambda under a used name would run the
// first body.
TEST(OracleErrors, SameKernelNameFromAnotherLambdaIsAnError) {
  auto twice = [] {
    return kernel("scale_by_constant", [](Array<float> y) { y[global_id(0)] = y[global_id(0)] * 2.0f; }, {"y"});
  };
  KernelRef a = twice(), b = twice();  // one lambda, traced once
  EXPECT_EQ(a, b);
  expect_user_error(
      [&] { kernel("scale_by_constant", [](Array<float> y) { y[global_id(0)] = y[global_id(0)] * 3.0f; }, {"y"}); },
      {"dsl::kernel: the name 'scale_by_constant'", "was first traced from", "give each kernel its own name"});
}

// A kernel specialized on its workgroup size (row_reduce's W) refuses another size on launch.
TEST(OracleErrors, RowReduceKernelRequiresItsWorkgroupSize) {
  auto k = kernel(
      "row_max_w256",
      [](Array<float> x, Array<float> y) {
    Shared<float> scratch = shared<float>(32, "scratch");
    Val<uint32_t> row = group_id(0);
    Val<float> m = reduce::row_reduce(reduce::Combine::Max, Val<uint32_t>(512u), 256, scratch,
                                      [&](Val<uint32_t> j) { return x[row * 512u + j].read(); });
    If(local_id(0) == 0u, [&] { y[row] = m; });
      },
      {"x", "y"});
  EXPECT_EQ(k->workgroup_items, 256u);
  std::unique_ptr<rt::Device> dev = rt::make_oracle_device();
  rt::Buffer x = dev->alloc(4 * 1024), y = dev->alloc(8);
  std::vector<float> xs(1024);
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = static_cast<float>((i * 37) % 1000);
  dev->upload(x, xs.data(), 4 * 1024);
  expect_user_error(
      [&] {
    dev->launch(k, {2}, {128}, {rt::arg(x), rt::arg(y)});
      },
      {"kernel 'row_max_w256' was traced for workgroups of exactly 256 items", "the launch has 128"});
  dev->launch(k, {2}, {256}, {rt::arg(x), rt::arg(y)});
  float out[2];
  dev->download(y, out, 8);
  EXPECT_EQ(out[0], 999.0f);
}

// A load or store has no C++ line of its own; its error names the enclosing If's.
TEST(OracleErrors, AccessErrorNamesTheEnclosingStatementsLine) {
  auto k = kernel(
      "bad_store_in_if",
      [](Array<float> y) {
    Val<uint32_t> i = global_id(0);
    If(i < 1000u, [&] { y[i] = 1.0f; });  // y has fewer than 1000 elements
      },
      {"y"});
  std::vector<float> y(40);
  interp::Arg args[] = {interp::buffer(y)};
  expect_user_error(
      [&] { interp::run(*k, {1}, {64}, args, one_thread()); },
      {"kernel 'bad_store_in_if'", "store to buffer 'y'", "index 40", "(inside the if at ", "oracle_errors_test.cc:"});
}
