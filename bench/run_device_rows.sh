#!/bin/bash
# A short call on the GPU machine (~3 minutes) after a change to the row-fence kernels: the row
# conformance on CUDA and NVIDIA OpenCL (bitwise vs the oracle), bench/rows_bench.cc's row cases
# (every schedule's device time and bits vs the default), and `morph table` on the row cases.
#   carry: [".carry-lead"]   (static morph, morph_tests, morph_rows_bench, libOpenCL.so.1)
#   command: bash bench/run_device_rows.sh .carry-lead
B=${1:-.carry-lead}
O=${OUT:-/tmp/morph-out}
mkdir -p "$O"
. "$(cd "$(dirname "$0")" && pwd)/device_loaders.sh"
opencl_icd
export LD_LIBRARY_PATH="$PWD/$B:${LD_LIBRARY_PATH:-}"
export XDG_CACHE_HOME=/tmp/morph-cache MORPH_SOURCE_DIR="$PWD"
F='*RowSchedule*/cuda:*RowSchedule*/opencl:Norms.*:Softmax.*:Fence.*:LaunchCounts.*:*Softmax*/cuda:*Softmax*/opencl'
timeout ${TEST_S:-100} "$B/morph_tests" --gtest_filter="$F" > "$O/rows_tests.log" 2>&1
echo "tests exit $? ($(grep -c '^\[       OK' "$O/rows_tests.log") passed)"
grep -E "^\[  (FAILED|PASSED)|Failure" "$O/rows_tests.log" | head -12
timeout ${ROWS_S:-60} "$B/morph_rows_bench" --backend cuda --reps 30 --cases add_rms_norm,softmax_vocab,softmax_vocab_1row,gated_norm_1tok \
  --json "$O/rows_cuda.jsonl" > "$O/rows_bench.txt" 2>&1
echo "rows_bench exit $?"
timeout ${TABLE_S:-90} "$B/morph" table --backends cuda,opencl --cases add_rms_norm,softmax_vocab,gated_norm_1tok,gated_norm_4096tok,rope_norm_q_1tok \
  --seed 20261201 --reps 20 --jsonl "$O/table_rows.jsonl" > "$O/table_rows.txt" 2>&1
echo "table exit $?"
cat "$O/rows_bench.txt"
grep -vE "^\s*$" "$O/table_rows.txt" | cut -c1-120 | head -16
