#!/bin/bash
# The lead's validation call on the GPU machine (one call, ~9 minutes): the conformance suites on
# CUDA, NVIDIA OpenCL and NVIDIA Vulkan (bitwise vs the oracle, on the sensitive input regimes),
# then bench/run_device_all.sh's timed part (CUDA benchmarks at 64 Mi, `morph table` with device
# times on cuda/opencl/vulkan, the PyTorch peers). Raw files land in $OUT (8 at most come back).
#   carry: [".carry-lead", ".gl"]     (static morph, morph_tests, morph_*_bench, libOpenCL.so.1)
#   command: bash bench/run_device_lead.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
S=$(cd "$(dirname "$0")" && pwd)
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
vulkan_loader
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD" MORPH_CLI="$PWD/$B/morph" PYTHONUNBUFFERED=1
export MORPH_DAG_BACKEND_CASES=${MORPH_DAG_BACKEND_CASES:-100} MORPH_CHAIN_BACKEND_CASES=${MORPH_CHAIN_BACKEND_CASES:-300}
"$B/morph" devices

# Correctness first: CUDA, NVIDIA OpenCL and Vulkan in three processes side by side (nothing is
# timed while they run; the suites are mostly host-bound: references, compiles).
# (NVIDIA OpenCL keeps TuneCandidates: on 2026-12-02 it was the only suite that saw that driver
# contract a / 2^k + c into an fma, bench/results_notes_2026-12-02-math.md.)
F_NEG='*RowScheduleConformance*:*TuneCandidates*'
timeout ${TEST_S:-200} "$B/morph_tests" --gtest_filter="*/cuda:CudaExec*:Norms.*:Softmax.*:Fence.*:LaunchCounts.*:-$F_NEG" \
  > "$O/tests.log" 2>&1 &
T1=$!
timeout ${TEST_S:-200} "$B/morph_tests" --gtest_filter="*/opencl:OpenClDevice.*:-*RowScheduleConformance*" \
  > "$O/tests_opencl.log" 2>&1 &
T2=$!
timeout ${TEST_S:-200} "$B/morph_tests" --gtest_filter='*/vulkan:VulkanDevice.*:-*RowScheduleConformance*' \
  > "$O/tests_vulkan.log" 2>&1 &
T3=$!
wait $T1; echo "morph_tests cuda exit $?"
wait $T2; echo "morph_tests opencl exit $?"
wait $T3; echo "morph_tests vulkan exit $?"
for f in tests.log tests_opencl.log tests_vulkan.log; do
  echo "== $f ($(grep -c '^\[       OK' "$O/$f") passed)"
  grep -E "^\[  (FAILED|PASSED|SKIPPED) |^\[==========\]| FAILED |Failure" "$O/$f" | head -25
done
# ONLY_TESTS=1: the conformance suites alone (a call of its own, with TEST_S up to ~550 s).
[ -n "${ONLY_TESTS:-}" ] && exit 0

# Timed part: bench/run_device_all.sh without its tests.
CASES=swiglu_1tok,swiglu_512tok,silu_affine,chain7,gated_norm_1tok,gated_norm_4096tok,add_rms_norm,softmax_vocab,rope_norm_q_1tok,rope_norm_k_512tok,attn_decode_8k,matvec_q4_K_down,matvec_q8_0_down
SKIP_TESTS=1 BENCH_S=${BENCH_S:-60} PEERS_TABLE_S=${PEERS_TABLE_S:-60} PEERS_S=${PEERS_S:-60} TABLE_S=${TABLE_S:-150} TABLE_ARGS="--backends cuda,opencl,vulkan --cases $CASES${TABLE_SEED:+ --seed $TABLE_SEED}" bash "$S/run_device_all.sh" "$B"
